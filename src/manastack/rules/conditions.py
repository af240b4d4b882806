"""Conditions ("if ...", "as long as ...", a trigger's further condition, an intervening "if"
clause, 603.4): one handler per condition node, seen from the ability's context."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD, EXILE, GameObject
from .characteristics import chars
from .dispatch import registers, rules_for
from .quantity import amount
from .refs import last_known, objects, players
from .select import OPERATORS, compiled, select

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

CONDITIONS: dict[type, Callable[[Game, Context, Any], bool]] = {}
"""The handler deciding each kind of condition node."""


def holds(game: Game, ctx: Context, cond: ir.Condition) -> bool:
    """Whether ``cond`` is true now."""
    return rules_for(CONDITIONS, cond, "condition")(game, ctx, cond)


@registers(CONDITIONS, ir.AllOf)
def _all_of(game: Game, ctx: Context, cond: ir.AllOf) -> bool:
    return all(holds(game, ctx, c) for c in cond.parts)


@registers(CONDITIONS, ir.AnyOf)
def _any_of(game: Game, ctx: Context, cond: ir.AnyOf) -> bool:
    return any(holds(game, ctx, c) for c in cond.parts)


@registers(CONDITIONS, ir.NotCond)
def _not(game: Game, ctx: Context, cond: ir.NotCond) -> bool:
    return not holds(game, ctx, cond.part)


@registers(CONDITIONS, ir.CompareQ)
def _compare(game: Game, ctx: Context, cond: ir.CompareQ) -> bool:
    return OPERATORS[cond.op](amount(game, ctx, cond.left), amount(game, ctx, cond.right))


@registers(CONDITIONS, ir.Controls)
def _controls(game: Game, ctx: Context, cond: ir.Controls) -> bool:
    """"if you control [N or more] [permanents]"."""
    found = select(game, cond.what, ctx.controller, ctx.source, ctx)
    who = set(players(game, ctx, cond.player))
    n = sum(1 for obj in found if obj.controller in who)
    return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)


@registers(CONDITIONS, ir.ObjectIs)
def _object_is(game: Game, ctx: Context, cond: ir.ObjectIs) -> bool:
    """The referenced object exists (or existed, 608.2h) and fits the description."""
    found = last_known(game, ctx, cond.obj)
    test = compiled(cond.pred)
    return bool(found) and all(test(game, chars(game, obj), obj, ctx.controller, ctx.source, ctx)
                               for obj in found)


@registers(CONDITIONS, ir.YourTurn)
def _your_turn(game: Game, ctx: Context, cond: ir.YourTurn) -> bool:
    return game.active_player.id == ctx.controller


@registers(CONDITIONS, ir.AttacksMostLife)
def _attacks_most_life(game: Game, ctx: Context, cond: ir.AttacksMostLife) -> bool:
    """702.105a: the player the event's creature attacks has the most life or is tied for it
    (among the players still in the game)."""
    event = ctx.event or {}
    target = event.get("defender")
    if target is None or not game.is_player(target):
        return False
    most = max(p.life for p in game.players if not p.left)
    return game.player(target).life >= most


@registers(CONDITIONS, ir.SomePlayer)
def _some_player(game: Game, ctx: Context, cond: ir.SomePlayer) -> bool:
    """"if an opponent has 10 or less life": any one of the players."""
    from dataclasses import replace

    value = amount(game, ctx, cond.value)
    return any(OPERATORS[cond.op](amount(game, replace(ctx, targets=((pid,),)),
                                         ir.PlayerCount(ir.Targeted(0), cond.what)), value)
               for pid in players(game, ctx, cond.who))


HISTORY_KINDS = {"cast": ("cast",), "attacked": ("attackers",), "been_attacked": ("attackers",),
                 "gain_life": ("gain_life",),
                 "lose_life": ("lose_life", "damage"), "dies": ("move",), "left": ("move",),
                 "entered": ("move", "token"), "dealt_damage": ("damage",)}


@registers(CONDITIONS, ir.HappenedThisTurn)
def _happened(game: Game, ctx: Context, cond: ir.HappenedThisTurn) -> bool:
    """The turn's (or with ``this_step`` the step's) history, read from this turn's log: spells
    cast (601.2i), attackers declared (508.1) and the players they attack, life gained or lost
    (119.3; damage to a player is life loss, 120.3a), creatures that died (700.4), permanents
    that left or entered the battlefield under a player's control (tokens created included,
    111.2), players dealt damage (120.3a-b)."""
    kinds = HISTORY_KINDS[cond.event]
    who = set(players(game, ctx, cond.player)) if cond.player is not None else None
    test = compiled(cond.pred) if cond.pred is not None and cond.pred != ir.Other() else None
    count = 0
    for entry in reversed(game.log):
        if entry.turn != game.turn or (cond.this_step and entry.step != game.step):
            break
        if entry.kind not in kinds or not entry.data:
            continue
        for obj, player in _happenings(game, ctx, cond, entry):
            if who is not None and player not in who:
                continue
            if test is not None and (obj is None or not test(
                    game, chars(game, obj), obj, ctx.controller, ctx.source, ctx)):
                continue
            count += 1
            if count >= cond.at_least:
                return True
    return False


def _happenings(game: Game, ctx: Context, cond: ir.HappenedThisTurn, entry: Any
                ) -> list[tuple[Any, int | None]]:
    """What one log entry says happened: (the object, as it was then or is now; the player)."""
    data = entry.data
    if cond.event == "cast":
        sid = data[0]
        if cond.pred == ir.Other() and sid in (ctx.source, (ctx.event or {}).get("object")):
            return []
        spell = game.objects.get(sid) or game.lki.get(sid)
        return [(spell, getattr(spell, "controller", None))]
    if entry.kind == "token":
        if entry.rule != "111.2":
            return []
        found = [game.objects.get(oid) or game.lki.get(oid) for oid in data]
        return [(o, o.controller) for o in found if o is not None]
    if cond.event == "been_attacked":  # 508.1b: the players attacked (not planeswalkers)
        return [(None, d) for d in data[1] if game.is_player(d)] if len(data) > 1 else []
    if cond.event == "lose_life" and entry.kind == "damage":  # 120.3a: damage is life loss
        return [(None, data[1])] if entry.rule == "120.3a" and game.is_player(data[1]) else []
    if cond.event == "dealt_damage":  # 120.3a-b: damage dealt to a player (the damaged one)
        return [(None, data[1])] if game.is_player(data[1]) else []
    if cond.event in ("dies", "left", "entered"):
        left = cond.event != "entered"
        if (data[2] == "battlefield") != left or (data[3] == "battlefield") == left or (
                cond.event == "dies" and data[3] != "graveyard"):
            return []
        oid = data[0] if left else data[1]
        obj = game.lki.get(oid) if left else (game.objects.get(oid) or game.lki.get(oid))
        if obj is None or (cond.event == "dies" and "Creature" not in chars(game, obj).types):
            return []
        return [(obj, obj.controller)]
    return [(None, data[0])]


@registers(CONDITIONS, ir.CameUnderControlSinceLastUpkeep)
def _new_since_last_upkeep(game: Game, ctx: Context, cond: ir.CameUnderControlSinceLastUpkeep
                           ) -> bool:
    """702.30a: this permanent came under its controller's control since the beginning of
    their last upkeep (the upkeep of their previous turn: it is checked at the beginning of
    this one). Control that began during that turn began after its upkeep started: nothing
    changes control in an untap step."""
    obj = game.objects.get(ctx.source)
    if not isinstance(obj, GameObject) or obj.zone != BATTLEFIELD:
        return False
    player = game.player(obj.controller)
    return obj.control_turn > 0 and obj.control_turn >= player.previous_turn_began


@registers(CONDITIONS, ir.Renowned)
def _renowned(game: Game, ctx: Context, cond: ir.Renowned) -> bool:
    """"if [it] is renowned": a permanent with the designation (702.112b)."""
    return any(o.zone == BATTLEFIELD and getattr(o, "renowned", False)
               for o in objects(game, ctx, cond.obj))


@registers(CONDITIONS, ir.Monstrous)
def _monstrous(game: Game, ctx: Context, cond: ir.Monstrous) -> bool:
    """"if [it] is monstrous": a permanent with the designation (701.37b)."""
    return any(o.zone == BATTLEFIELD and getattr(o, "monstrous", False)
               for o in objects(game, ctx, cond.obj))


@registers(CONDITIONS, ir.Evoked)
def _evoked(game: Game, ctx: Context, cond: ir.Evoked) -> bool:
    """"if its evoke cost was paid": the permanent its evoked spell became (702.74a)."""
    return any(getattr(o, "evoked", False) for o in objects(game, ctx, cond.obj))


@registers(CONDITIONS, ir.WasCast)
def _was_cast(game: Game, ctx: Context, cond: ir.WasCast) -> bool:
    """"if you cast it" (603.4): the permanent is the spell its controller cast (608.3; the
    spell's ``cast_from`` is kept by the permanent it becomes, as it last existed if it has
    left, 608.2h); one put onto the battlefield by an effect wasn't cast."""
    return any(getattr(o, "cast_from", "") for o in last_known(game, ctx, cond.obj))


@registers(CONDITIONS, ir.WonClash)
def _won_clash(game: Game, ctx: Context, cond: ir.WonClash) -> bool:
    """"If you win, ...": the controller won this ability's clash (701.30d)."""
    return bool(ctx.chosen.get("won_clash"))


@registers(CONDITIONS, ir.ManaSpent)
def _mana_spent(game: Game, ctx: Context, cond: ir.ManaSpent) -> bool:
    """"{W} was spent to cast it" (601.2h): the colors of the mana paid for the spell, kept by
    the permanent it became (as it last existed if it has left, 608.2h); a permanent that
    wasn't cast had none spent."""
    return any(cond.color in getattr(o, "colors_spent", "") for o in last_known(game, ctx, cond.obj))


@registers(CONDITIONS, ir.Kicked)
def _kicked(game: Game, ctx: Context, cond: ir.Kicked) -> bool:
    """"if [it] was kicked" (702.33d): its controller paid a kicker cost as the spell was cast
    (a permanent: the spell that became it; as it last existed if it has left, 608.2h); "with
    its [cost] kicker" counts that cost only (702.33f), "kicked twice" needs two (702.33d)."""
    for o in last_known(game, ctx, cond.obj):
        paid = [c for c in o.kicked if not cond.cost or c == cond.cost]
        if len(paid) >= cond.times:
            return True
    return False


@registers(CONDITIONS, ir.SpellTargets)
def _spell_targets(game: Game, ctx: Context, cond: ir.SpellTargets) -> bool:
    """"if it targets a tapped creature" (601.2f after 601.2c): one of the spell's chosen
    targets matches; before they are chosen (whether it can be cast, and the costs offered as
    it is announced, 601.2b), whether some legal target for it matches."""
    from .select import matches
    from .targets import candidates

    obj = game.objects.get(ctx.source)
    if obj is None:
        return False
    chosen = [t for group in getattr(obj, "targets", ()) or () for t in group
              if t is not None and not game.is_player(t)]
    if not chosen:
        spell = obj.card.spell
        specs = spell.targets if spell is not None else ()
        chosen = [t for spec in specs for t in candidates(game, spec, ctx.controller, obj.id)
                  if not game.is_player(t)]
    return any(matches(game, game.objects[t], cond.what.pred, ctx.controller, obj.id)
               for t in chosen if t in game.objects)


@registers(CONDITIONS, ir.OnBattlefield)
def _on_battlefield(game: Game, ctx: Context, cond: ir.OnBattlefield) -> bool:
    """"if [this permanent] is on the battlefield" (702.24a)."""
    return any(o.zone == BATTLEFIELD for o in objects(game, ctx, cond.obj))


@registers(CONDITIONS, ir.Suspended)
def _suspended(game: Game, ctx: Context, cond: ir.Suspended) -> bool:
    """702.62b: a card is suspended if it is in exile, has suspend and has a time counter."""
    return any(o.zone == EXILE and o.card.suspend is not None
               and (o.counters or {}).get("time", 0) > 0 for o in objects(game, ctx, cond.obj))
