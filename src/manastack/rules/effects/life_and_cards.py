"""Effects on players: damage (120), life (119), drawing (121), discarding (701.9), milling
(701.17), scrying (701.22) and surveilling (701.25)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.decisions import Choice, Decision
from ...game.objects import GRAVEYARD
from .. import events
from ..context import ability_source
from ..quantity import amount
from ..refs import last_known, objects, players
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.DealDamage)
def _deal_damage(game: Game, ctx: Context, node: ir.DealDamage) -> Resolution:
    """"[Source] deals N damage to [target]" or "to each ..." (120.2), all at once (120.4). The
    source is this object as it last existed if it has left (608.2h)."""
    n = amount(game, ctx, node.amount)
    if isinstance(node.source, ir.This):
        source = ability_source(game, ctx)
    else:
        found = last_known(game, ctx, node.source)
        if not found:
            return
        source = found[0]
    hits = [(source, pid, n) for pid in players(game, ctx, node.to)]
    hits += [(source, obj.id, n) for obj in objects(game, ctx, node.to)]
    yield from events.deal_damage(game, hits, hit=ctx.chosen.setdefault("damaged", []))


def _per_player(game: Game, ctx: Context, node: ir.GainLife | ir.LoseLife | ir.Draw,
                event: Callable[[Game, int, int], Resolution]) -> Resolution:
    """The engine event for each player the effect is about, with its amount as it happens. The
    life gained or lost, or the cards drawn ("draw cards equal to its power. If you do, discard
    that many cards"), is what a later "that much" of the same ability means (608.2c)."""
    who = players(game, ctx, node.who)
    before = sum(game.player(pid).life for pid in who)
    hands = sum(len(game.player(pid).hand) for pid in who)
    for pid in who:
        yield from event(game, pid, amount(game, ctx, node.amount))
    if isinstance(node, ir.Draw):
        ctx.chosen["amount"] = max(0, sum(len(game.player(pid).hand) for pid in who) - hands)
    else:
        ctx.chosen["amount"] = abs(sum(game.player(pid).life for pid in who) - before)


@handler(ir.GainLife)
def _gain_life(game: Game, ctx: Context, node: ir.GainLife) -> Resolution:
    """"[Player] gains N life." (119.3)."""
    return _per_player(game, ctx, node, events.gain_life)


@handler(ir.LoseLife)
def _lose_life(game: Game, ctx: Context, node: ir.LoseLife) -> Resolution:
    """"[Player] loses N life." (119.3)."""
    return _per_player(game, ctx, node, events.lose_life)


@handler(ir.Draw)
def _draw(game: Game, ctx: Context, node: ir.Draw) -> Resolution:
    """"Draw N cards." (121)."""
    return _per_player(game, ctx, node, events.draw)


@handler(ir.Discard)
def _discard(game: Game, ctx: Context, node: ir.Discard) -> Resolution:
    """"Target player discards N cards [at random]." (701.9). By default the discarding player
    chooses (701.9b); ``at_random`` picks with the game's seeded random generator, so a game
    stays reproducible."""
    for pid in players(game, ctx, node.who):
        hand = game.player(pid).hand
        n = min(amount(game, ctx, node.amount), len(hand))
        if not n:
            continue
        if node.at_random:
            chosen = game.rng.sample(list(hand), n)
        else:
            options = [Choice(c, game.objects[c].name) for c in hand]
            answer = yield Decision(pid, "discard", options, shape="subset", min=n, max=n,
                                    prompt=f"discard {n} card(s)")
            chosen = [c.value for c in answer]
        for c in chosen:
            yield from events.discard(game, pid, c)


@handler(ir.Mill)
def _mill(game: Game, ctx: Context, node: ir.Mill) -> Resolution:
    """"Mill N cards." (701.17)."""
    for pid in players(game, ctx, node.who):
        library = game.player(pid).library
        for _ in range(min(amount(game, ctx, node.amount), len(library))):
            yield from events.move(game, library[-1], GRAVEYARD, rule="701.17a", why="milled")


def _order(game: Game, pid: int, cards: list[int], prompt: str) -> Any:
    """The player puts ``cards`` in an order; returns them top first."""
    if not cards:
        return cards
    answer = yield Decision(pid, "order_cards", [Choice(c, game.objects[c].name) for c in cards],
                            shape="order", prompt=prompt)
    return [c.value for c in answer]


def _look_and_sort(game: Game, ctx: Context, node: ir.Scry | ir.Surveil, verb: str,
                   does: str, away: str, rule: str) -> Resolution:
    """Each player looks at the top N cards of their library and puts any number of them
    ``away`` (on the bottom in any order, or into the graveyard) and the rest back on top in any
    order."""
    for pid in players(game, ctx, node.who):
        player = game.player(pid)
        n = min(amount(game, ctx, node.amount), len(player.library))
        if n <= 0:
            continue
        top = list(reversed(player.library[-n:]))
        answer = yield Decision(pid, verb, [Choice(c, game.objects[c].name) for c in top],
                                shape="subset", min=0, max=n,
                                prompt=f"{verb} {n}: choose the cards to put {away}")
        moved = [c.value for c in answer]
        keep = [c for c in top if c not in moved]
        if isinstance(node, ir.Scry):
            moved = yield from _order(game, pid, moved, "order the cards for the bottom of your "
                                      "library (the first is nearest the top)")
        keep = yield from _order(game, pid, keep, "order the cards for the top of your library "
                                 "(the first is on top)")
        rest = player.library[:-n]
        if isinstance(node, ir.Scry):
            player.library = list(reversed(moved)) + rest + list(reversed(keep))
        else:
            player.library = rest + moved + list(reversed(keep))
        game.touch()
        game.record(verb, f"{player.name} {does} {n}: {len(keep)} on top, {len(moved)} {away}",
                    rule)
        if isinstance(node, ir.Surveil):
            for c in moved:
                yield from events.move(game, c, GRAVEYARD, rule=rule, why="surveilled")


@handler(ir.Scry)
def _scry(game: Game, ctx: Context, node: ir.Scry) -> Resolution:
    """701.22a: look at the top N cards of your library, put any number of them on the bottom in
    any order and the rest on top in any order."""
    yield from _look_and_sort(game, ctx, node, "scry", "scries", "on the bottom", "701.22a")


@handler(ir.Surveil)
def _surveil(game: Game, ctx: Context, node: ir.Surveil) -> Resolution:
    """701.25a: look at the top N cards of your library, put any number of them into your
    graveyard and the rest on top in any order."""
    yield from _look_and_sort(game, ctx, node, "surveil", "surveils", "into the graveyard",
                              "701.25a")


@handler(ir.AdditionalLandThisTurn)
def _additional_land_this_turn(game: Game, ctx: Context, node: ir.AdditionalLandThisTurn
                               ) -> Resolution:
    """"You may play an additional land this turn." (305.2): its controller's land plays this
    turn go up (the count is reset as a turn begins)."""
    player = game.player(ctx.controller)
    player.extra_lands += node.count
    game.touch()
    game.record("lands", f"{player.name} may play {node.count} more land(s) this turn", "305.2")
    return
    yield
