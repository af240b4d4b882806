"""Triggered abilities (603): noticing trigger events and putting them on the stack.

Triggers are noticed as events happen (603.2) and wait in ``game.pending_triggers`` until a player
would next receive priority; then each player, in APNAP order, puts theirs on the stack in the
order they choose (603.3b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD, GRAVEYARD, STACK
from .card import trigger_zone
from .characteristics import chars, triggered
from .conditions import holds
from .context import Context, holder_context
from .sagas import chapter_reached
from .select import compiled

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .card import CardDef

TRIGGER_EVENTS = frozenset({
    "enters", "dies", "leaves", "put_into_graveyard", "attacks", "attacks_alone", "blocks", "becomes_blocked",
    "blocks_creature",  # 509.3b: once for each attacking creature it blocks
    "end_combat",  # 511.2: the beginning of the end of combat step ("at end of combat")
    "untaps", "tapped", "upkeep", "draw_step", "begin_combat", "end_step", "draw", "discard",
    "gain_life", "lose_life", "damage", "combat_damage", "damage_to_player",
    "damage_to_creature", "combat_damage_to_creature", "dealt_damage", "sacrifice",
    "cast", "activate", "combat_damage_to_player", "creatures_deal_combat_damage_to_player",
    "tapped_for_mana", "becomes_target_of_spell", "becomes_target_of_ability",
    "last_time_counter_removed",  # 702.62a: suspend, from a card in exile
    "turned_face_up",  # 702.37e, 702.168d: a permanent turned face up (rules/face_down.py)
    "creatures_attack",  # 508.1: the attackers declared, one batch ("one or more ... attack")
    "counter_put",  # 122.6: counters put on a permanent; "counter_put:+1/+1" names the kind
    "becomes_monstrous",  # 701.37b: "When SELF becomes monstrous"
    "becomes_monarch",  # 724.3: "Whenever you become the monarch" (a player event)
    "ring_tempts",  # 701.54d: "Whenever the Ring tempts you" (a player event)
    "last_counter_removed",  # 702.63a: the last counter of a kind removed ("...:time")
    "reflexive",  # 603.12: a reflexive trigger is made to trigger by its effect, never noticed
    "state"})  # 603.8: a state trigger is checked whenever a player would receive priority
"""The events the engine notices (603.2), by the names ``ir.Trigger.event`` uses;
``attacks_alone`` is a creature that is the only one declared as an attacker (702.83b).
Batch events (603.2c: "one or more ...", subject ``batch``) carry the objects of the event in
their ``batch`` data."""


EXILE_EVENTS = frozenset({"upkeep", "last_time_counter_removed"})
"""The events abilities working in exile trigger on (suspend's two, 702.62a)."""


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


Kinds = str | tuple[str, ...]
"""An event's kind, or the kinds of one event that reads several ways (a creature that dies
also leaves the battlefield, 603.6c, 700.4)."""


def left_battlefield(zone: str, was_creature: bool) -> tuple[str, ...]:
    """The kinds of a permanent's move from the battlefield to ``zone`` (603.6c): it leaves the
    battlefield; to a graveyard it is put into a graveyard from the battlefield, and a creature
    that is, dies (700.4)."""
    if zone != GRAVEYARD:
        return ("leaves",)
    return ("dies", "put_into_graveyard", "leaves") if was_creature else \
        ("put_into_graveyard", "leaves")


def damage_kinds(combat: bool, to_player: bool, to_creature: bool) -> tuple[str, ...]:
    """The kinds of one source dealing damage to one player or object (120.3, 510.2): damage,
    combat damage, to a player, to a creature."""
    kinds = ["damage", "combat_damage"] if combat else ["damage"]
    if to_player:
        kinds += ["damage_to_player", "combat_damage_to_player"] if combat else \
            ["damage_to_player"]
    if to_creature:
        kinds += ["damage_to_creature", "combat_damage_to_creature"] if combat else \
            ["damage_to_creature"]
    return tuple(kinds)


def matched(trig: ir.Trigger, kind: Kinds) -> str:
    """The kind of the event a trigger condition's events name, or "" (one trigger per event
    however many of its kinds the condition names, 603.2c)."""
    kinds = (kind,) if isinstance(kind, str) else kind
    for k in kinds:
        if k == trig.event or k in trig.also:
            return k
    return ""


def fits(game: Game, ab: ir.Triggered, holder: GameObject, kind: Kinds, obj: GameObject | None,
         player: int | None, host: int | None = None, batch: tuple[int, ...] = (),
         data: dict[str, Any] | None = None) -> bool:
    """Whether an event of ``kind`` about ``obj`` and ``player`` meets the trigger condition of
    ``holder``'s ability (603.2), its intervening "if" clause included (603.4); ``host`` is what
    ``holder`` was attached to just before the event (603.10a); ``batch``: the objects of a
    batch event ("one or more creatures you control attack": one of them must fit, 603.2c);
    ``data``: the event's other details, which a trigger condition may read (the object it was
    done to, "blocks a creature with flying", 509.3b; the player attacked, 702.105a)."""
    trig = ab.trigger
    kind = matched(trig, kind)
    if not kind:
        return False
    if trig.subject == "batch":
        if not in_batch(game, trig, holder.id, holder.controller, batch):
            return False
    elif not subject_fits(game, trig, holder.id, holder.controller, obj,
                          holder.attached_to if host is None else host):
        return False
    if not player_fits(trig.player, player, holder.controller):
        return False
    if trig.nth and nth_this_turn(game, kind, obj, player) != trig.nth:
        return False
    if ab.chapter and not chapter_reached(ab, data):  # 714.2b
        return False
    if trig.condition is None and ab.intervening is None:
        return True
    event = {"kind": kind, "object": obj.id if obj is not None else None, "player": player}
    for key in ("target", "defender", "attacker"):
        if data and key in data:
            event[key] = data[key]
    if obj is not None and obj.id not in game.objects:
        event["lki"] = obj
    ctx = holder_context(holder, event)
    return (trig.condition is None or holds(game, ctx, trig.condition)) and (
        ab.intervening is None or holds(game, ctx, ab.intervening))


def in_batch(game: Game, trig: ir.Trigger, source: int, controller: int,
             batch: tuple[int, ...]) -> int:
    """How many of a batch event's objects the trigger condition's description matches, seen
    from the ability's ``controller`` ("one or more Dinosaurs you control attack, create that
    many Treasure tokens")."""
    each = ir.Trigger(trig.event, "filter", trig.pred)
    return sum(1 for o in batch if subject_fits(game, each, source, controller,
                                                game.objects.get(o) or game.lki.get(o)))


def nth_this_turn(game: Game, kind: str, obj: GameObject | None, player: int | None) -> int:
    """Which of ``player``'s events of ``kind`` this turn the one just done is (1 for the
    first), read from the turn's log: spells cast (601.2i), cards drawn (121.2: each card is a
    draw), life gained or lost (119.3; damage dealt at once to a player is one loss of life,
    120.3a); 0 if it isn't there."""
    found: list[Any] = []
    counted = False  # this run of damage entries (damage dealt at once) is counted already
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            break
        data = entry.data
        if entry.kind != "damage":
            counted = False
        elif kind == "lose_life" and not counted and _damage_loss(entry, player):
            found.append(None)  # 120.3a: damage to a player is a loss of life
            counted = True
        if kind == "cast" and entry.kind == "cast" and len(data) > 1 and data[1] == player:
            found.append(data[0])
        elif kind == "draw" and entry.kind == "move" and entry.rule == "121.1" and \
                entry.private is not None and entry.private[0] == player:
            found.append(data[1])  # the card in hand (400.7): the event's object
        elif kind == entry.kind and kind in ("gain_life", "lose_life") and data[:1] == (player,):
            found.append(None)
    found.reverse()
    if kind in ("cast", "draw"):
        oid = obj.id if obj is not None else None
        return found.index(oid) + 1 if oid in found else 0
    return len(found)


def _damage_loss(entry: Any, player: int | None) -> bool:
    """Whether a log entry is damage dealt to ``player`` causing life loss (120.3a)."""
    return entry.kind == "damage" and entry.rule == "120.3a" and len(entry.data) > 1 and \
        entry.data[1] == player


def subject_fits(game: Game, trig: ir.Trigger, source: int, controller: int,
                 obj: GameObject | None, host: int | None = None) -> bool:
    """Whether the event's object is the one the condition is about: the ability's source
    (``self``), one its description matches (``filter``, seen from ``controller``), either
    (``self_or``), what the source is attached to (``attached``: ``host``, and it must be what
    the text calls it), or any (``any``)."""
    mine = obj is not None and obj.id == source
    if trig.subject == "self":
        return mine
    if trig.subject == "attached":
        return obj is not None and host is not None and obj.id == host and compiled(trig.pred)(
            game, chars(game, obj), obj, controller, source, None)
    if trig.subject == "filter" or (trig.subject == "self_or" and not mine):
        return obj is not None and compiled(trig.pred)(game, chars(game, obj), obj, controller,
                                                       source, None)
    return True


def player_fits(who: ir.PlayerRef | None, player: int | None, controller: int) -> bool:
    """The trigger's player: "you" (``You()``), "an opponent" (``Opponent()``) or anyone."""
    if isinstance(who, ir.You):
        return player == controller
    if isinstance(who, ir.Opponent):
        return player is not None and player != controller
    return True


def notice(game: Game, kind: Kinds, obj: GameObject | None, player: int | None, **data: Any
           ) -> None:
    """603.2: after an event, every triggered ability whose condition it meets triggers.

    Leaves-the-battlefield abilities look back in time (603.10a): the object that left is checked
    with the abilities it had on the battlefield, and ``attached`` (the ids of the Auras and
    Equipment that were attached to it) says what "enchanted creature" was.
    """
    if game.delayed:
        _delayed(game, kind, obj, player, data)
    if game.monarch is not None or game.ring_bearers:
        from .effects.designations import inherent_triggers

        inherent_triggers(game, kind, obj, player, data)
    holders: list[GameObject] = []
    objects = game.objects
    changed = bool(game.statics or game.effects)  # abilities may be granted or lost (layer 6)
    for oid in game.battlefield:
        o = objects[oid]
        if o.card.triggered or changed:
            holders.append(o)
    if obj is not None and obj.zone == BATTLEFIELD and obj.id not in objects and obj.card.triggered:
        holders.append(obj)  # the last known information of a permanent that just left
    for p in game.players:  # 113.6m: abilities returning their card from the graveyard
        for oid in p.graveyard:
            o = objects[oid]
            if o.card.graveyard_triggered:
                holders.append(o)
    if (kind == "cast" and obj is not None and obj.zone == STACK and obj.id in objects
            and obj.card.triggered):
        holders.append(obj)  # "When you cast this spell" (storm, 702.40a): a spell's own ability,
        # the only kind that works while it is on the stack (a permanent's abilities work on
        # the battlefield, 113.6)
    exiled = kind in EXILE_EVENTS and [objects[o] for o in game.exile
                                        if getattr(objects[o].card, "exile_triggered", ())]
    for holder in exiled or ():  # 113.6, 702.62a: abilities that work in exile (suspend)
        for ab in holder.card.exile_triggered:
            if fits(game, ab, holder, kind, obj, player):
                game.pending_triggers.append(PendingTrigger(
                    holder.id, holder.card, ab, holder.controller,
                    {"kind": matched(ab.trigger, kind),
                     "object": obj.id if obj is not None else None, "player": player}))
    for holder in holders:
        if holder.zone == GRAVEYARD:  # layer effects don't reach the graveyard yet
            abilities = holder.card.graveyard_triggered
        elif changed and holder.id in objects:
            abilities = tuple(a for a in triggered(game, holder)
                              if trigger_zone(a) == BATTLEFIELD)
        else:
            abilities = holder.card.triggered_abilities
        on_stack = holder.zone == STACK  # only "When you cast this spell" works there
        host = obj.id if obj is not None and holder.id in data.get("attached", ()) else None
        for ab in abilities:
            if on_stack and ab.trigger.subject != "self":
                continue
            if not ab.mana and fits(game, ab, holder, kind, obj, player, host,
                                    data.get("batch", ()), data):
                event = {"kind": matched(ab.trigger, kind), "object": obj.id if obj is not None else None,
                         "player": player, **data}
                if ab.trigger.subject == "batch" and ab.trigger.event == "creatures_attack":
                    event["amount"] = in_batch(game, ab.trigger, holder.id, holder.controller,
                                               data["batch"])
                if host is not None and ab.trigger.subject == "attached":
                    event["host_left"] = True  # 400.7f: the Aura may be found in the graveyard
                if obj is not None and obj.id not in objects:
                    event["lki"] = obj  # what left, as it last existed (603.10a, 608.2h)
                game.pending_triggers.append(
                    PendingTrigger(holder.id, holder.card, ab, holder.controller, event))


def state_triggers(game: Game) -> None:
    """603.8: a state-triggered ability ("When you control no Islands, ...") triggers as soon as
    its state holds, and doesn't trigger again while it is waiting or on the stack; once it has
    left the stack it triggers again if the state still holds."""
    changed = bool(game.statics or game.effects)  # abilities may be granted or lost (layer 6)
    objects = game.objects
    for oid in game.battlefield:
        o = objects[oid]
        if not (o.card.state_triggered or (changed and o.card.triggered)):
            continue
        for ab in triggered(game, o) if changed else o.card.triggered_abilities:
            trig = ab.trigger
            if trig.event != "state" or _state_waiting(game, oid, ab):
                continue
            if trig.condition is not None and holds(game, holder_context(o), trig.condition):
                game.pending_triggers.append(PendingTrigger(
                    oid, o.card, ab, o.controller, {"kind": "state", "object": None,
                                                    "player": None}))


def _state_waiting(game: Game, source: int, ab: ir.Triggered) -> bool:
    """Whether ``source``'s state trigger ``ab`` has triggered and not yet left the stack."""
    if any(t.source == source and t.ability == ab for t in game.pending_triggers):
        return True
    for sid in game.stack:
        item = game.objects[sid]
        if getattr(item, "source", None) == source and getattr(item, "ability", None) == ab:
            return True
    return False


def step_trigger(game: Game, kind: str) -> None:
    """Beginning-of-step triggers ("at the beginning of your upkeep", 603.2b, 503.1a, 507,
    513.1a), including
    delayed ones waiting for this step (603.7a); those trigger only once (603.7c)."""
    notice(game, kind, None, game.active_player.id)


def _delayed(game: Game, kind: Kinds, obj: GameObject | None, player: int | None,
             data: dict[str, Any]) -> None:
    """603.7: delayed triggered abilities waiting for this event trigger; a one-shot one (603.7c)
    then ends, a "this turn" one waits for the next. A "this turn" one is about the event's
    object ("whenever a creature blocks this turn, it gets +0/+1"), which its description must
    match; a one-shot one about the objects it was created for."""
    waiting = []
    for d in game.delayed:
        trig = d.ability.trigger
        fires = bool(matched(trig, kind)) and player_fits(trig.player, player, d.controller) and (
            d.objects or subject_fits(game, trig, 0, d.controller, obj)) and (
            trig.subject != "batch" or in_batch(game, trig, 0, d.controller,
                                                data.get("batch", ()))) and (
            d.ability.intervening is None or holds(game, Context(d.controller, 0, d.card),
                                                   d.ability.intervening))
        if fires:
            about = d.objects or ((obj.id if obj is not None else None),)
            for oid in about:
                event = {"kind": matched(trig, kind), "object": oid, "player": player, **data}
                if obj is not None and oid == obj.id and obj.id not in game.objects:
                    event["lki"] = obj
                game.pending_triggers.append(PendingTrigger(0, d.card, d.ability,
                                                            d.controller, event))
        if d.this_turn or not fires:
            waiting.append(d)
    game.delayed = waiting
