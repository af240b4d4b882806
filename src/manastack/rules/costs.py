"""Paying the costs of activated abilities other than their mana (602.2h, 601.2h, 118): {T},
{Q}, life, discards, sacrifices, counters removed or put, untapped permanents tapped, cards
exiled from the graveyard, permanents returned to their owner's hand. :func:`unpayable` says
which of them can't be paid now (118.3: then the ability can't be activated)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision, offer
from ..game.objects import EXILE, HAND
from . import events
from .characteristics import chars
from .select import compiled, select

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject, Player
    from .mana import ManaCost

Flow = Generator[Decision, Any, None]
CHOSEN_PARTS = (ir.SacrificeObjects, ir.TapObjects, ir.ExileFromGraveyard, ir.ReturnObjects,
                ir.TapPower, ir.ExileFromHand)
"""Cost parts that pay with objects the player chooses."""


def sacrifice_candidates(game: Game, pid: int, what: ir.Selector, source: int
                         ) -> list[GameObject]:
    """Permanents ``pid`` controls that could be sacrificed for a "Sacrifice a ..." cost (701.21a)."""
    test = compiled(what.pred)
    return [o for o in game.permanents(pid) if test(game, game.chars(o), o, pid, source, None)]


def candidates(game: Game, pid: int, part: Any, source: int, cost: ir.Cost
               ) -> list[GameObject]:
    """What a chosen cost part could be paid with: permanents ``pid`` controls (sacrificed,
    tapped or returned; not the source if {T} or sacrificing it pays for it too, 118.3), or
    cards in their graveyard."""
    if isinstance(part, ir.ExileFromGraveyard):
        return select(game, part.what, pid, source)
    if isinstance(part, ir.ExileFromHand | ir.DiscardCards):  # the payer's own hand, not
        # the card being cast ("discard a Mountain card": ``part.what``)
        assert part.what is not None
        test = compiled(part.what.pred)
        return [o for c in game.player(pid).hand if c != source
                if test(game, chars(game, o := game.objects[c]), o, pid, source, None)]
    found = sacrifice_candidates(game, pid, part.what, source)
    if (isinstance(part, ir.TapObjects) and (cost.tap or cost.untap)) or (
            isinstance(part, ir.SacrificeObjects) and cost.sacrifice_self):
        found = [o for o in found if o.id != source]
    return found


def unpayable(game: Game, player: Player, obj: GameObject, cost: ir.Cost,
              mana: ManaCost | None = None) -> str:
    """The rule that stops paying the parts of ``cost`` this module checks, or "" (118.3: a
    player can't pay a cost without the resources to pay it fully). Permanents tapped for a
    cost can't also be tapped for its mana: some choice of them must leave the mana payable
    (found greedily, the permanents that make no mana first)."""
    for part in cost.parts:
        if isinstance(part, ir.TapPower):
            found = candidates(game, player.id, part, obj.id, cost)
            if total_power(game, found) < part.power:
                return "118.3"
        elif isinstance(part, CHOSEN_PARTS):
            found = candidates(game, player.id, part, obj.id, cost)
            if len(found) < part.count:
                return "118.3"
            if isinstance(part, ir.TapObjects) and not _completes(
                    game, player.id, cost, obj.id, [], found, part.count, mana):
                return "118.3"
        elif isinstance(part, ir.RevealFromHand):
            if not reveal_candidates(game, player, part, obj.id):
                return "118.3"
        elif isinstance(part, ir.DiscardCards) and part.what is not None:
            if len(candidates(game, player.id, part, obj.id, cost)) < part.count or len(
                    player.hand) - (obj.id in player.hand) < part.count + cost.discard:
                return "118.3"  # and enough cards for the other discards too
        elif isinstance(part, ir.RemoveCounters) and not part.any_number:
            counters = obj.counters or {}
            have = sum(counters.values()) if not part.kind else counters.get(part.kind, 0)
            if have < part.count:
                return "118.3"
    return ""


def pay_costs(game: Game, player: Player, oid: int, ab: ir.Activated, quiet: bool = False,
              item: Any = None) -> Flow:
    """Pay everything in an activation cost except mana and the permanents tapped for it
    (:func:`pay_taps`); ``item``, the ability on the stack, keeps the creatures returned to pay
    it and what each was attacking (702.49c)."""
    yield from pay_cost(game, player, oid, ab.cost, quiet, item)


def can_pay_parts(game: Game, player: Player, oid: int, cost: ir.Cost,
                  mana: ManaCost | None = None) -> str:
    """The rule paying a cost's parts other than mana would break now, or "" (118.3, 119.4);
    ``oid`` is the object whose cost it is (a spell cast with an alternative cost, 702.34a);
    ``mana``: the mana paid along with it, if not the cost's own (a spell's total cost)."""
    if cost.life and player.life < cost.life:
        return "119.4"
    if cost.discard and len(player.hand) - (oid in player.hand) < cost.discard:
        return "118.3"
    return unpayable(game, player, game.objects[oid], cost, mana)


def payable_choices(game: Game, player: Player, oid: int, options: tuple[ir.Cost, ...],
                    base: Any, less: int, keywords: frozenset[str]) -> list[int]:
    """Which options of a choice of additional costs ("discard a card or pay {5}", 601.2b) can
    be paid by ``player`` casting ``oid`` (118.3): a mana option along with ``base`` (a
    ``ManaCost``) less the reduction ``less`` (601.2f), the others with the resources now."""
    from .mana import ManaCost
    from .payment import can_afford

    return [i for i, option in enumerate(options)
            if not can_pay_parts(game, player, oid, option) and (not option.mana or can_afford(
                game, player.id, base.plus(ManaCost.parse(option.mana)).plus_generic(-less),
                keywords=keywords, spell=oid))]


def pay_cost(game: Game, player: Player, oid: int, cost: ir.Cost, quiet: bool = False,
             item: Any = None) -> Flow:
    """Pay everything in a cost except mana (602.2h, 601.2h); ``oid`` is the object whose cost
    it is (a permanent, or a spell being cast with an alternative cost, 702.34a): tap (107.5)
    or untap (107.6) the source, remove or put counters, exile or return the chosen objects,
    pay life, discard (this card too, 702.29a), exile this card (702.97a), sacrifice. The
    parts are paid in the order printed; 601.2h lets them be paid in any order."""
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
    for part in cost.parts:
        if isinstance(part, ir.RemoveCounters):
            yield from _remove_counters(game, player, oid, part)
        elif isinstance(part, ir.PutCountersSelf):
            yield from events.add_counters(game, oid, part.kind, part.count)  # 122.1
        elif isinstance(part, ir.ExileFromGraveyard | ir.ExileFromHand):
            for c in (yield from _choose(game, player, part, oid, cost, "exile")):
                yield from events.move(game, c, EXILE, rule="601.2h", why="exiled to pay a cost")
        elif isinstance(part, ir.ReturnObjects):
            for c in (yield from _choose(game, player, part, oid, cost, "return")):
                if item is not None:
                    item.returned += ((c, game.objects[c].attacking),)
                yield from events.move(game, c, HAND, rule="601.2h", why="returned to pay a cost")
        elif isinstance(part, ir.RevealFromHand):
            yield from _reveal(game, player, part, oid)
        elif isinstance(part, ir.DiscardCards) and part.what is not None:  # 701.9
            for c in (yield from _choose(game, player, part, oid, cost, "discard")):
                yield from events.discard(game, player.id, c)
        elif isinstance(part, ir.RevealSelf):  # 701.20a, 702.49b
            game.record("reveal", f"{player.name} reveals {game.objects[oid].name} from their "
                        "hand", "701.20a", (oid, player.id))
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
        yield from events.move(game, oid, EXILE, rule="118.3", why="exiled to pay a cost")
    if cost.sacrifice_self:
        yield from events.sacrifice(game, oid, player.id)
    for part in cost.parts:
        if isinstance(part, ir.SacrificeObjects):
            for c in (yield from _choose(game, player, part, oid, cost, "sacrifice")):
                yield from events.sacrifice(game, c, player.id)


def scaled(cost: ir.Cost, times: int) -> ir.Cost:
    """A cost of life, discards, sacrifices or counters put on the source paid ``times`` times
    over (702.24a: "pay [cost] for each age counter on it"): N life becomes N x times life, a
    card discarded becomes that many."""
    parts: list[ir.CostPart] = []
    for part in cost.parts:
        if isinstance(part, ir.PayLife):
            parts.append(ir.PayLife(part.amount * times))
        else:
            assert isinstance(part, ir.DiscardCards | ir.SacrificeObjects | ir.PutCountersSelf)
            parts.append(replace(part, count=part.count * times))
    return ir.Cost(tuple(parts))


def offer_cost(game: Game, player: Player, oid: int, cost: ir.Cost, otherwise: str
               ) -> Generator[Decision, Any, bool]:
    """Offer ``player`` to pay a cost other than mana as an effect resolves ("unless that
    player pays 2 life", 608.2d, 118.12); ``oid`` is the object the cost is for. Paying is
    offered only if they can pay it all (118.3, 119.4); whether they paid."""
    from .describe import describe_cost_part

    text = " and ".join(describe_cost_part(p) for p in cost.parts)
    can = not can_pay_parts(game, player, oid, cost)
    answer = yield offer(player.id, f"{text}? (otherwise {otherwise})", can)
    if not answer.value:
        if not can:
            game.record("may_pay", f"{player.name} can't {text}", "118.3")
        return False
    yield from pay_cost(game, player, oid, cost)
    return True


def pay_taps(game: Game, player: Player, oid: int, ab: ir.Activated
             ) -> Generator[Decision, Any, tuple[int, ...]]:
    """Tap the untapped permanents the activation cost asks for, before its mana is paid
    (:func:`tap_parts`)."""
    return (yield from tap_parts(game, player, oid, ab.cost))


def tap_parts(game: Game, player: Player, oid: int, cost: ir.Cost, mana: ManaCost | None = None
              ) -> Generator[Decision, Any, tuple[int, ...]]:
    """Tap the untapped permanents the cost asks for, before its mana (or ``mana``, a spell's
    total cost) is paid (601.2h: costs in any order; one tapped for mana couldn't be tapped
    again, 118.3). Only choices that leave the mana payable are offered; one at a time where
    that depends on the others chosen. Returns the permanents tapped ("the tapped creature",
    702.184a)."""
    tapped: list[int] = []
    for part in cost.parts:
        if isinstance(part, ir.TapPower):
            yield from _crew(game, player, part, oid, cost)
        if not isinstance(part, ir.TapObjects):
            continue
        found = candidates(game, player.id, part, oid, cost)
        if not (cost.mana or mana) or _completes(game, player.id, cost, oid, found, [], 0, mana):
            chosen = yield from _choose(game, player, part, oid, cost, "tap")
        else:
            chosen = []
            for _ in range(part.count):
                left = [o for o in candidates(game, player.id, part, oid, cost)
                        if o.id not in chosen]
                ok = [o for o in left if _completes(game, player.id, cost, oid, [
                    *(game.objects[c] for c in chosen), o], [x for x in left if x is not o],
                    part.count - len(chosen) - 1, mana)]
                answer = yield Decision(player.id, "tap", [Choice(o.id, o.name) for o in ok],
                                        prompt="choose a permanent to tap for the cost")
                chosen.append(answer.value)
        for c in chosen:
            yield from events.tap(game, c, rule="601.2h")
        tapped += chosen
    return tuple(tapped)


def total_power(game: Game, objs: Any) -> int:
    """The total power of these creatures (702.122a); a creature with power 0 or less adds
    nothing."""
    return sum(max(0, game.chars(o).power or 0) for o in objs)


def _crew(game: Game, player: Player, part: ir.TapPower, oid: int, cost: ir.Cost) -> Flow:
    """702.122a: the player chooses any number of the untapped creatures the cost allows, with
    total power ``part.power`` or greater, and taps them (they crew the Vehicle, 702.122b)."""
    found = candidates(game, player.id, part, oid, cost)
    by_id = {o.id: o for o in found}

    def check(answer: Any) -> None:
        if total_power(game, (by_id[c.value] for c in answer)) < part.power:
            from ..game.decisions import IllegalAction
            raise IllegalAction(f"the creatures tapped must have total power {part.power} or "
                                "greater", "702.122a")

    default: list[Choice] = []
    options = [Choice(o.id, o.name) for o in found]
    for c in sorted(options, key=lambda c: -(game.chars(by_id[c.value]).power or 0)):
        if total_power(game, (by_id[d.value] for d in default)) >= part.power:
            break
        default.append(c)
    answer = yield Decision(player.id, "crew", options, shape="subset",
                            min=1 if part.power > 0 else 0, max=len(options), check=check,
                            default=default,
                            prompt=f"choose creatures with total power {part.power} or greater "
                                   "to tap for the cost")
    for c in answer:
        yield from events.tap(game, c.value, rule="702.122a")


def _completes(game: Game, pid: int, cost: ir.Cost, source: int, tapped: list[GameObject],
               more: list[GameObject], n: int, mana: ManaCost | None = None) -> bool:
    """Whether tapping ``tapped`` and ``n`` more of ``more`` (those that make no mana first)
    leaves the cost's mana (or ``mana``) payable."""
    if not cost.mana and not mana:
        return len(more) >= n
    from .mana import ManaCost
    from .payment import can_afford, mana_sources, what_if

    if len(more) < n:
        return False
    makers = {s.obj for s in mana_sources(game, pid)}
    extra = sorted(more, key=lambda o: o.id in makers)[:n]
    saved = [(o, o.tapped) for o in (*tapped, *extra)]
    for o, _ in saved:
        o.tapped = True
    try:
        with what_if(game):
            return can_afford(game, pid, mana or ManaCost.parse(cost.mana).with_x(0),
                              exclude=source if cost.tap or cost.untap else None, spell=(
                                  source if mana is not None else None))
    finally:
        for o, was in saved:
            o.tapped = was


def _choose(game: Game, player: Player, part: Any, source: int, cost: ir.Cost, verb: str
            ) -> Generator[Decision, Any, list[int]]:
    """The player chooses the objects a cost part is paid with (601.2h): one, or a set of
    ``part.count``."""
    options = [Choice(o.id, o.name) for o in candidates(game, player.id, part, source, cost)]
    what = "a permanent" if part.count == 1 else f"{part.count} permanents"
    if isinstance(part, ir.ExileFromGraveyard | ir.ExileFromHand | ir.DiscardCards):
        what = "a card" if part.count == 1 else f"{part.count} cards"
    prompt = f"choose {what} to {verb} for the cost"
    if part.count == 1:
        chosen = yield Decision(player.id, verb, options, prompt=prompt)
        return [chosen.value]
    answer = yield Decision(player.id, verb, options, shape="subset", min=part.count,
                            max=part.count, prompt=prompt)
    return [c.value for c in answer]


def reveal_candidates(game: Game, player: Player, part: ir.RevealFromHand, source: int
                      ) -> list[GameObject]:
    """The cards of ``player``'s hand that could be revealed for ``part`` (not the card whose
    cost it is)."""
    test = compiled(part.what.pred)
    return [o for c in player.hand if c != source
            if test(game, chars(game, o := game.objects[c]), o, player.id, source, None)]


def _reveal(game: Game, player: Player, part: ir.RevealFromHand, source: int) -> Flow:
    """Reveal a card of the hand for a cost (701.20a: every player sees it; it stays in the
    hand). Cards of one name are interchangeable, so each name is offered once."""
    offered: dict[str, int] = {}
    for o in sorted(reveal_candidates(game, player, part, source), key=lambda o: (o.name, o.id)):
        offered.setdefault(o.name, o.id)
    options = [Choice(oid, name) for name, oid in offered.items()]
    chosen = options[0]
    if len(options) > 1:
        chosen = yield Decision(player.id, "reveal", options,
                                prompt="choose a card to reveal for the cost")
    game.record("reveal", f"{player.name} reveals {chosen.label} from their hand", "701.20a")


def _remove_counters(game: Game, player: Player, oid: int, part: ir.RemoveCounters) -> Flow:
    """Remove counters from the source as a cost; for "a counter" of no named kind, the player
    chooses the kind when it has several."""
    obj = game.objects[oid]
    if part.any_number:  # 601.2h: "Remove any number of storage counters": 0 up to all of them
        have = (obj.counters or {}).get(part.kind, 0)
        n = have and (yield Decision(player.id, "remove_counters", (), shape="number", min=0,
                                     max=have, prompt=f"remove how many {part.kind} counters "
                                                      f"from {obj.name}?"))
        removed = events.remove_counters(game, oid, part.kind, n) if n else 0
        game.record("counters", f"{removed} {part.kind} counter(s) removed from {obj.name} to "
                    "pay the cost", "601.2h")
        return
    for _ in range(part.count if not part.kind else 1):
        kind, n = part.kind, part.count
        if not kind:
            kinds = sorted(obj.counters or {})
            kind, n = kinds[0], 1
            if len(kinds) > 1:
                answer = yield Decision(player.id, "counter", [Choice(k, k) for k in kinds],
                                        prompt="choose the kind of counter to remove")
                kind = answer.value
        removed = events.remove_counters(game, oid, kind, n)
        game.record("counters", f"{removed} {kind} counter(s) removed from {obj.name} to pay "
                    "the cost", "601.2h")
