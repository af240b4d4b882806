"""Triggered abilities (603): noticing trigger events and putting them on the stack.

Triggers are noticed as events happen (603.2) and wait in ``game.pending_triggers`` until a player
would next receive priority; then each player, in APNAP order, puts theirs on the stack in the
order they choose (603.3b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD
from .characteristics import chars, triggered
from .conditions import holds
from .context import Context, holder_context
from .select import compiled

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .card import CardDef

TRIGGER_EVENTS = frozenset({
    "enters", "dies", "leaves", "put_into_graveyard", "attacks", "attacks_alone", "blocks",
    "becomes_blocked", "untaps", "tapped",
    "upkeep", "draw_step", "end_step", "draw", "discard", "gain_life", "lose_life", "damage",
    "cast", "activate", "combat_damage_to_player", "creatures_deal_combat_damage_to_player",
    "tapped_for_mana", "becomes_target_of_spell", "becomes_target_of_ability"})
"""The events the engine notices (603.2), by the names ``ir.Trigger.event`` uses.
``put_into_graveyard`` is a permanent put into a graveyard from the battlefield, creature or not
(noticed with ``dies`` or ``leaves``, 700.4); ``attacks_alone`` a creature that is the only one
declared as an attacker (702.83b)."""


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered but isn't on the stack yet (603.3)."""

    source: int
    card: CardDef  # the source's card as it was when the ability triggered
    ability: ir.Triggered
    controller: int  # 603.3a: controller of the source when it triggered (603.7d: delayed)
    event: Any = None  # the triggering event's data (object id, amount ...)


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability (603.7) created by a resolving spell or ability, e.g.
    "Sacrifice it at the beginning of the next end step." ``objects`` are what "it" means."""

    ability: ir.Triggered
    card: CardDef  # the card of the spell or ability's source
    controller: int  # 603.7d: who controlled the spell or ability that created it
    objects: tuple[int, ...] = ()
    this_turn: bool = False  # "whenever ... this turn": triggers each time until the turn ends


def fits(game: Game, ab: ir.Triggered, holder: GameObject, kind: str, obj: GameObject | None,
         player: int | None) -> bool:
    """Whether an event of ``kind`` about ``obj`` and ``player`` meets the trigger condition of
    ``holder``'s ability (603.2), its intervening "if" clause included (603.4)."""
    trig = ab.trigger
    if trig.event != kind:
        return False
    if trig.subject == "self":
        if obj is None or obj.id != holder.id:
            return False
    elif trig.subject == "filter" and (obj is None or not compiled(trig.pred)(
            game, chars(game, obj), obj, holder.controller, holder.id, None)):
        return False
    if not player_fits(trig.player, player, holder.controller):
        return False
    if trig.condition is None and ab.intervening is None:
        return True
    event = {"kind": kind, "object": obj.id if obj is not None else None, "player": player}
    if obj is not None and obj.id not in game.objects:
        event["lki"] = obj
    ctx = holder_context(holder, event)
    return (trig.condition is None or holds(game, ctx, trig.condition)) and (
        ab.intervening is None or holds(game, ctx, ab.intervening))


def player_fits(who: ir.PlayerRef | None, player: int | None, controller: int) -> bool:
    """The trigger's player: "you" (``You()``), "an opponent" (``Opponent()``) or anyone."""
    if isinstance(who, ir.You):
        return player == controller
    if isinstance(who, ir.Opponent):
        return player is not None and player != controller
    return True


def notice(game: Game, kind: str, obj: GameObject | None, player: int | None, **data: Any) -> None:
    """603.2: after an event, every triggered ability whose condition it meets triggers.

    Leaves-the-battlefield abilities look back in time (603.10a): the object that left is checked
    with the abilities it had on the battlefield.
    """
    if game.delayed:
        _delayed(game, kind, player, data)
    holders: list[GameObject] = []
    objects = game.objects
    changed = bool(game.statics or game.effects)  # abilities may be granted or lost (layer 6)
    for oid in game.battlefield:
        o = objects[oid]
        if o.card.triggered or changed:
            holders.append(o)
    if obj is not None and obj.zone == BATTLEFIELD and obj.id not in objects and obj.card.triggered:
        holders.append(obj)  # the last known information of a permanent that just left
    also = "put_into_graveyard" if kind in ("dies", "leaves") and \
        data.get("to") == "graveyard" else ""  # 700.4: creature or not
    for holder in holders:
        abilities = triggered(game, holder) if changed and holder.id in objects else \
            holder.card.triggered_abilities
        for ab in abilities:
            if ab.mana:
                continue
            matched = kind if fits(game, ab, holder, kind, obj, player) else \
                also if also and fits(game, ab, holder, also, obj, player) else ""
            if matched:
                event = {"kind": matched, "object": obj.id if obj is not None else None,
                         "player": player, **data}
                if obj is not None and obj.id not in objects:
                    event["lki"] = obj  # what left, as it last existed (603.10a, 608.2h)
                game.pending_triggers.append(
                    PendingTrigger(holder.id, holder.card, ab, holder.controller, event))


def step_trigger(game: Game, kind: str) -> None:
    """Beginning-of-step triggers ("at the beginning of your upkeep", 503.1a, 513.1a), including
    delayed ones waiting for this step (603.7a); those trigger only once (603.7c)."""
    notice(game, kind, None, game.active_player.id)


def _delayed(game: Game, kind: str, player: int | None, data: dict[str, Any]) -> None:
    """603.7: delayed triggered abilities waiting for this event trigger; a one-shot one (603.7c)
    then ends, a "this turn" one waits for the next."""
    waiting = []
    for d in game.delayed:
        trig = d.ability.trigger
        fires = trig.event == kind and player_fits(trig.player, player, d.controller) and (
            d.ability.intervening is None or holds(game, Context(d.controller, 0, d.card),
                                                   d.ability.intervening))
        if fires:
            for oid in d.objects or (None,):
                event = {"kind": kind, "object": oid, "player": player, **data}
                game.pending_triggers.append(PendingTrigger(0, d.card, d.ability,
                                                            d.controller, event))
        if d.this_turn or not fires:
            waiting.append(d)
    game.delayed = waiting
