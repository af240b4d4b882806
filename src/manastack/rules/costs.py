"""Paying the costs of activated abilities other than their mana (602.2h, 118): {T}, {Q}, life,
discards and sacrifices."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from . import events
from .select import compiled

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject, Player


def sacrifice_candidates(game: Game, pid: int, what: ir.Selector, source: int
                         ) -> list[GameObject]:
    """Permanents ``pid`` controls that could be sacrificed for a "Sacrifice a ..." cost (701.21a)."""
    test = compiled(what.pred)
    return [o for o in game.permanents(pid) if test(game, game.chars(o), o, pid, source, None)]


def pay_costs(game: Game, player: Player, oid: int, ab: ir.Activated, quiet: bool = False
              ) -> Generator[Decision, Any, None]:
    """Pay everything in an activation cost except mana: tap (107.5) or untap (107.6) the source,
    pay life, discard (this card too, 702.29a), sacrifice."""
    yield from pay_cost(game, player, oid, ab.cost, quiet)


def can_pay_parts(game: Game, player: Player, oid: int, cost: ir.Cost) -> str:
    """The rule paying a cost's life, discard and sacrifice parts would break now, or ""
    (118.3, 119.4)."""
    if cost.life and player.life < cost.life:
        return "119.4"
    if cost.discard and len(player.hand) - (oid in player.hand) < cost.discard:
        return "118.3"
    if cost.sacrifice is not None and not sacrifice_candidates(game, player.id, cost.sacrifice,
                                                                oid):
        return "118.3"
    return ""


def pay_cost(game: Game, player: Player, oid: int, cost: ir.Cost, quiet: bool = False
             ) -> Generator[Decision, Any, None]:
    """Pay everything in a cost except mana (602.2h, 601.2h); ``oid`` is the object whose cost
    it is (a permanent, or a spell being cast with an alternative cost, 702.34a)."""
    if cost.loyalty is not None:  # 606.4: a cost, so effects that modify counters don't apply
        obj = game.objects[oid]
        obj.loyalty_turn = game.turn
        counters = dict(obj.counters or {})
        counters["loyalty"] = counters.get("loyalty", 0) + cost.loyalty
        obj.counters = {k: v for k, v in counters.items() if v}
        game.touch()
        game.record("loyalty", f"{obj.name}: {cost.loyalty:+d} loyalty "
                    f"({counters['loyalty']})", "606.4")
    if cost.tap:
        yield from events.tap(game, oid, rule="107.5", quiet=quiet)
    if cost.untap:
        yield from events.untap(game, oid, rule="107.6", quiet=quiet)
    if cost.life:
        yield from events.lose_life(game, player.id, cost.life, rule="118.3")
    if cost.discard:
        options = [Choice(c, game.objects[c].name) for c in player.hand if c != oid]
        chosen = yield Decision(player.id, "discard", options, shape="subset", min=cost.discard,
                                max=cost.discard, prompt=f"discard {cost.discard} to pay the cost")
        for c in chosen:
            yield from events.discard(game, player.id, c.value)
    if cost.discard_self:
        yield from events.discard(game, player.id, oid)
    if cost.exile_self:  # "Exile this card from your graveyard" (702.97a)
        yield from events.move(game, oid, "exile", rule="118.3", why="exiled to pay a cost")
    if cost.sacrifice_self:
        yield from events.sacrifice(game, oid, player.id)
    if cost.sacrifice is not None:
        options = [Choice(o.id, o.name) for o in
                   sacrifice_candidates(game, player.id, cost.sacrifice, oid)]
        chosen = yield Decision(player.id, "sacrifice", options,
                                prompt="choose a permanent to sacrifice for the cost")
        yield from events.sacrifice(game, chosen.value, player.id)
