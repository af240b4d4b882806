"""Keyword actions with a fixed result (701): investigate (701.16), proliferate (701.34),
explore (701.44), amass (701.47), connive (701.50)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...game.decisions import NO, YES, Choice, Decision
from ...game.objects import BATTLEFIELD, GRAVEYARD, HAND, GameObject
from ...ir.tokens import CLUE
from .. import events
from ..characteristics import ContinuousEffect, chars
from ..quantity import amount
from ..refs import last_known, objects
from ..triggers import notice
from . import Context, Resolution, handler, resolve

if TYPE_CHECKING:
    from ...game.game import Game

INVESTIGATE = ir.CreateTokens(CLUE)
"""701.16a: "Investigate" means "Create a Clue token." (111.10f)."""


@handler(ir.Investigate)
def _investigate(game: Game, ctx: Context, node: ir.Investigate) -> Resolution:
    """"Investigate." (701.16a)."""
    yield from resolve(game, ctx, INVESTIGATE)


def _source_here(game: Game, ctx: Context) -> GameObject | None:
    """The permanent a keyword action of its own ability acts on, if still on the battlefield."""
    obj = game.objects.get(ctx.source)
    return obj if isinstance(obj, GameObject) and obj.zone == BATTLEFIELD else None


@handler(ir.PhaseOut)
def _phase_out(game: Game, ctx: Context, node: ir.PhaseOut) -> Resolution:
    """"[It] phases out." (702.26b): the permanents it names, with their attachments
    (702.26g)."""
    from ..phasing import phase_out

    phase_out(game, [o.id for o in objects(game, ctx, node.what)])
    yield from ()


@handler(ir.Adapt)
def _adapt(game: Game, ctx: Context, node: ir.Adapt) -> Resolution:
    """"Adapt N." (701.46a): if this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it (checked as the ability resolves)."""
    obj = _source_here(game, ctx)
    if obj is None:
        return
    if (obj.counters or {}).get("+1/+1", 0):
        game.record("adapt", f"{obj.name} already has a +1/+1 counter: it doesn't adapt",
                    "701.46a")
        return
    yield from events.add_counters(game, obj.id, "+1/+1", amount(game, ctx, node.amount))


@handler(ir.Clash)
def _clash(game: Game, ctx: Context, node: ir.Clash) -> Resolution:
    """"Clash with an opponent." (701.30): the controller chooses an opponent (701.30b); both
    reveal their top cards at once (701.30c, an empty library reveals nothing), then in APNAP
    order each decides whether to put theirs on the bottom (701.30a), and the cards move at the
    same time. The controller wins with a card of higher mana value than every other card
    revealed (701.30d), recorded for "If you win, ..."."""
    from ..characteristics import chars as characteristics

    opponents = game.opponents(ctx.controller)
    ctx.chosen["won_clash"] = False
    if not opponents:
        return
    answer = yield Decision(ctx.controller, "opponent",
                            [Choice(p.id, p.name) for p in opponents],
                            prompt="choose an opponent to clash with", cite="701.30b")
    opp = answer.value
    revealed: dict[int, int | None] = {}
    for pid in (ctx.controller, opp):
        library = game.player(pid).library
        revealed[pid] = library[-1] if library else None
    names = ", ".join(f"{game.player(p).name} reveals "
                      f"{game.objects[c].name if c is not None else 'nothing'}"
                      for p, c in revealed.items())
    game.record("clash", f"clash: {names}", "701.30c")
    bottom: list[tuple[int, int]] = []
    for player in game.apnap():
        card = revealed.get(player.id)
        if card is None:
            continue
        answer = yield Decision(player.id, "may", [YES, NO], cite="701.30a",
                                prompt=f"put {game.objects[card].name} on the bottom of your "
                                       "library?")
        if answer.value:
            bottom.append((player.id, card))
    for pid, card in bottom:  # 701.30c: the cards move at the same time
        library = game.player(pid).library
        library.remove(card)
        library.insert(0, card)
    if bottom:
        game.touch()
    values = {p: characteristics(game, game.objects[c]).mana_value
              for p, c in revealed.items() if c is not None}
    mine = values.get(ctx.controller)
    won = mine is not None and all(mine > v for p, v in values.items() if p != ctx.controller)
    ctx.chosen["won_clash"] = won
    game.record("clash", f"{game.player(ctx.controller).name} "
                f"{'wins' if won else 'does not win'} the clash", "701.30d")


@handler(ir.Bolster)
def _bolster(game: Game, ctx: Context, node: ir.Bolster) -> Resolution:
    """"Bolster N." (701.39a): the controller chooses, as it resolves, one of the creatures they
    control with the least toughness (a `bolster` decision when several tie); it gets N +1/+1
    counters. No creature: nothing happens."""
    mine = [o for o in game.permanents(ctx.controller) if "Creature" in chars(game, o).types]
    if not mine:
        return
    least = min(chars(game, o).toughness or 0 for o in mine)
    tied = [o for o in mine if (chars(game, o).toughness or 0) == least]
    chosen = tied[0]
    if len(tied) > 1:
        answer = yield Decision(ctx.controller, "bolster", [Choice(o.id, o.name) for o in tied],
                                prompt="choose a creature with the least toughness",
                                cite="701.39a")
        chosen = game.objects[answer.value]
    yield from events.add_counters(game, chosen.id, "+1/+1", amount(game, ctx, node.amount))


@handler(ir.Monstrosity)
def _monstrosity(game: Game, ctx: Context, node: ir.Monstrosity) -> Resolution:
    """"Monstrosity N." (701.37a): if this permanent isn't monstrous, put N +1/+1 counters on
    it and it becomes monstrous; "When [it] becomes monstrous" then triggers (701.37b)."""
    obj = _source_here(game, ctx)
    if obj is None:
        return
    if obj.monstrous:
        game.record("monstrosity", f"{obj.name} is already monstrous", "701.37a")
        return
    yield from events.add_counters(game, obj.id, "+1/+1", amount(game, ctx, node.amount))
    obj.monstrous = True
    game.touch()
    game.record("monstrous", f"{obj.name} becomes monstrous", "701.37b")
    notice(game, "becomes_monstrous", obj, obj.controller)


@handler(ir.Support)
def _support(game: Game, ctx: Context, node: ir.Support) -> Resolution:
    """"Support N." (701.41a): a +1/+1 counter on each chosen target still legal (608.2b)."""
    yield from resolve(game, ctx, ir.PutCounters("+1/+1", 1, node.what))


@handler(ir.Proliferate)
def _proliferate(game: Game, ctx: Context, node: ir.Proliferate) -> Resolution:
    """"Proliferate." (701.34a): the controller chooses any number of permanents and players
    that have a counter; each gets one more counter of each kind it already has (122.1;
    a player's counters are poison counters here)."""
    permanents = [o for oid in game.battlefield if (o := game.objects[oid]).counters]
    poisoned = [p for p in game.players if p.poison > 0 and not p.left]
    options = [Choice(o.id, f"{o.name} ({', '.join(sorted(o.counters or {}))})")
               for o in permanents] + [Choice(p.id, f"{p.name} (poison)") for p in poisoned]
    if not options:
        return
    answer = yield Decision(ctx.controller, "proliferate", options, shape="subset", min=0,
                            max=len(options), prompt="proliferate: choose permanents and players")
    for choice in answer:
        if game.is_player(choice.value):
            player = game.player(choice.value)
            player.poison += 1
            game.touch()
            game.record("counters", f"{player.name} gets a poison counter ({player.poison})",
                        "701.34a")
            continue
        obj = game.objects.get(choice.value)
        for kind in sorted((obj.counters or {}) if obj is not None else {}):
            yield from events.add_counters(game, obj.id, kind, 1)  # type: ignore[union-attr]


@handler(ir.Explore)
def _explore(game: Game, ctx: Context, node: ir.Explore) -> Resolution:
    """"[It] explores." (701.44a): its controller reveals the top card of their library. A land
    card goes to their hand; otherwise the permanent gets a +1/+1 counter (if it is still on
    the battlefield) and they may put the revealed card into their graveyard. A permanent that
    has left explores as it last existed (701.44c): the ability's controller stands for its
    controller then."""
    for obj in list(objects(game, ctx, node.what)):
        here = obj.zone == BATTLEFIELD
        player = game.player(obj.controller if here else ctx.controller)
        if not player.library:
            game.record("explore", f"{obj.name} explores: {player.name}'s library is empty",
                        "701.44b")
            if here:
                yield from events.add_counters(game, obj.id, "+1/+1", 1)
            continue
        top = game.objects[player.library[-1]]
        game.record("reveal", f"{obj.name} explores: {player.name} reveals {top.name}", "701.44a")
        if top.card.is_land:
            yield from events.move(game, top.id, HAND, rule="701.44a", why="explored (a land)")
            continue
        if here:
            yield from events.add_counters(game, obj.id, "+1/+1", 1)
        answer = yield Decision(player.id, "may", [YES, NO],
                                prompt=f"explore: put {top.name} into your graveyard?")
        if answer.value and top.id in player.library:
            yield from events.move(game, top.id, GRAVEYARD, rule="701.44a", why="explored")


@handler(ir.Connive)
def _connive(game: Game, ctx: Context, node: ir.Connive) -> Resolution:
    """"[It] connives [N]." (701.50a, 701.50e): its controller draws N cards, then discards N
    cards; the permanent gets a +1/+1 counter for each nonland card discarded this way. One
    that left the battlefield connives as it last existed: its last controller draws and
    discards (701.50c). It has connived even if some of that was impossible (701.50b)."""
    found = [o for o in objects(game, ctx, node.what) if o.zone == BATTLEFIELD]
    if not found and not isinstance(node.what, ir.Targeted):  # an illegal target is left out
        found = last_known(game, ctx, node.what)  # 701.50c
    n = 1 if node.amount is None else amount(game, ctx, node.amount)
    for obj in found:
        pid = obj.controller
        player = game.player(pid)
        yield from events.draw(game, pid, n)
        k = min(n, len(player.hand))
        chosen: list[int] = []
        if k:
            options = [Choice(c, game.objects[c].name) for c in player.hand]
            answer = yield Decision(pid, "discard", options, shape="subset", min=k, max=k,
                                    prompt=f"{obj.name} connives: discard {k} card(s)")
            chosen = [c.value for c in answer]
        nonland = sum(1 for c in chosen if not game.objects[c].card.is_land)
        for c in chosen:
            yield from events.discard(game, pid, c)
        game.record("connive", f"{obj.name} connives: {player.name} discarded {len(chosen)} "
                    f"card(s), {nonland} nonland", "701.50a")
        here = game.objects.get(obj.id)
        if nonland and isinstance(here, GameObject) and here.zone == BATTLEFIELD:
            yield from events.add_counters(game, here.id, "+1/+1", nonland)


def army_token(subtype: str) -> ir.TokenSpec:
    """701.47a: a 0/0 black [subtype] Army creature token."""
    return ir.TokenSpec(f"{subtype} Army Token", f"Creature — {subtype} Army", "B", 0, 0)


def _armies(game: Game, pid: int) -> list[GameObject]:
    """The Army creatures ``pid`` controls."""
    found = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        ch = chars(game, obj)
        if obj.controller == pid and "Creature" in ch.types and "Army" in ch.subtypes:
            found.append(obj)
    return found


@handler(ir.Amass)
def _amass(game: Game, ctx: Context, node: ir.Amass) -> Resolution:
    """"Amass [subtype] N." (701.47a): with no Army creature, create a 0/0 black [subtype]
    Army creature token; then choose an Army creature you control, put N +1/+1 counters on
    it, and if it isn't a [subtype] it becomes one in addition to its other types (an effect
    lasting indefinitely, layer 4). The player amassed even if some of it was impossible
    (701.47b); the chosen creature is "the Army you amassed" (701.47c)."""
    pid = ctx.controller
    n = amount(game, ctx, node.amount)
    if not _armies(game, pid):
        yield from resolve(game, ctx, ir.CreateTokens(army_token(node.subtype)))
    armies = _armies(game, pid)
    if not armies:
        return
    army = armies[0]
    if len(armies) > 1:
        answer = yield Decision(pid, "amass", [Choice(o.id, o.name) for o in armies],
                                prompt=f"amass {node.subtype}s {n}: choose an Army you control")
        army = game.objects[answer.value]
    game.record("amass", f"{game.player(pid).name} amasses {node.subtype}s {n}: "
                f"{army.name} is the Army", "701.47a")
    ctx.chosen["amassed"] = army.id
    yield from events.add_counters(game, army.id, "+1/+1", n)
    if army.zone == BATTLEFIELD and node.subtype not in chars(game, army).subtypes:
        game.effects = [*game.effects, ContinuousEffect(
            (army.id,), game.new_timestamp(), until="", source=ctx.source_card.name,
            add_subtypes=(node.subtype,))]
        game.touch()
        a = "an" if node.subtype[0] in "AEIOU" else "a"
        game.record("effect", f"{army.name} becomes {a} {node.subtype} in addition to its "
                    "other types", "701.47a", (army.id,))
