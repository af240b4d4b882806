"""Events: the only way the game state changes (architecture principle 1).

Each function here builds one event, offers it to replacement effects (614), performs it, logs it
with the rule behind it, and lets triggered abilities notice it (603.2). Cards and rules call these
functions; nothing else mutates objects, zones or life totals.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace as with_fields
from typing import TYPE_CHECKING, Any, TypeVar

from .. import ir
from ..game.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    PHASED_OUT,
    PLAYER_ZONES,
    STACK,
    GameObject,
)
from .characteristics import chars, mana_triggers
from .dredge import dredgers
from .keywords import toxic_value
from .mana import Mana, pool_text, total_pool
from .replacement import Event, has_replacements, replace
from .sagas import entering_lore
from .triggers import damage_kinds, left_battlefield, notice

if TYPE_CHECKING:
    from ..game.game import Game
    from .card import CardDef


T = TypeVar("T")
Gen = Generator[Any, Any, T]
"""An event function: a generator that may pose decisions (replacement order) and returns T."""


def log(game: Game, kind: str, text: str, rule: str = "", *data: Any,
        private: tuple[int, str] | None = None) -> None:
    game.record(kind, text, rule, data, private)


# ---- zones --------------------------------------------------------------------------------------


def _zone_list(game: Game, obj: GameObject | Any, zone: str) -> list[int]:
    if zone in PLAYER_ZONES:
        return game.player(obj.owner).zone(zone)
    return game.shared_zone(zone)


def move(
    game: Game,
    oid: int,
    zone: str,
    *,
    rule: str = "400.7",
    why: str = "",
    controller: int | None = None,
    bottom: bool = False,
    tapped: bool = False,
    text: str | None = None,
    counters: tuple[tuple[str, int], ...] = (),
    attacking: int | None = None,
    attach_to: int | None = None,
) -> Gen[int | None]:
    """Move an object to ``zone`` (of its owner, for library/hand/graveyard). Returns the new id.
    ``counters``: a permanent the effect puts onto the battlefield "with" counters (122.6);
    ``attacking``: the player or planeswalker a creature put onto the battlefield attacking
    attacks (508.4, checked by :func:`enters_attacking`).
    ``attach_to``: what an Aura put onto the battlefield is attached to, the effect saying so
    (303.4f; one it couldn't legally enchant leaves the Aura where it is, 303.4g).

    400.7: the object becomes a new object with no memory of its previous existence; a token
    that has left the battlefield can't move again (111.8) and ceases to exist as an SBA (704.5d).
    """
    obj = game.objects.get(oid)
    if obj is None:
        return None
    from_zone = obj.zone
    if from_zone == PHASED_OUT:
        return None  # 702.26b: it is treated as though it doesn't exist
    if obj.token and from_zone == STACK and zone != STACK and isinstance(obj, GameObject):
        game.stack.remove(oid)  # 707.10a, 704.5e: a copy of a spell off the stack is gone
        del game.objects[oid]
        game.touch()
        log(game, "cease", f"the copy of {obj.name} ceases to exist", "704.5e", oid)
        return None
    if obj.token and from_zone != BATTLEFIELD and zone != from_zone and not (
            from_zone == EXILE and zone == STACK and obj.cast_as == "copy"):
        return None  # 111.8 (707.12: a copy of a card created in exile is cast from there)
    if from_zone == EXILE and game.effects:  # 702.99c: a card leaving exile is no longer encoded
        ending = f"encoded:{oid}"
        game.effects = [e for e in game.effects if e.until != ending]
    if from_zone == STACK and getattr(obj, "flashback", False) and zone != EXILE:
        # 702.34a, 702.133a: cast with flashback or jump-start, it is exiled instead of going
        # anywhere else
        zone, rule, why, text = EXILE, "702.34a", "flashback", None
    if zone == BATTLEFIELD:
        if controller is None:  # 608.3a: a resolving permanent spell's controller; 110.2
            controller = obj.controller if from_zone == STACK else obj.owner
        entering = obj.copy()  # the permanent as it would exist on the battlefield (614.12)
        entering.zone, entering.controller = BATTLEFIELD, controller
    else:
        entering = None
    entering_with = _intrinsic_counters(obj.card) if entering else {}
    for kind, n in counters if entering else ():
        entering_with[kind] = entering_with.get(kind, 0) + n
    ev = Event("move", obj=oid, to=zone, from_zone=from_zone, controller=controller, preview=entering,
               tapped=tapped, counters=entering_with)
    if has_replacements(game, entering):
        ev = yield from replace(game, ev, entering)
        if ev is None:
            return None
        zone, controller, tapped = ev.to, ev.controller, ev.tapped
    host = None
    if zone == BATTLEFIELD and attach_to is not None:
        from .targets import fits

        spec = obj.card.enchant
        pid = controller if controller is not None else obj.owner
        if from_zone != STACK and (spec is None or attach_to not in game.battlefield or not fits(
                game, spec, attach_to, pid, obj.id)):  # an Aura spell's target: checked, 608.3b
            log(game, "stays", f"{obj.name} stays in {from_zone}: it can't be attached to that "
                "permanent", "303.4g", oid)
            return None
        host = attach_to
    elif zone == BATTLEFIELD and from_zone != STACK and obj.card.enchant is not None:
        host = yield from _enchant_as_it_enters(game, obj, controller)
        if host is None:
            log(game, "stays", f"{obj.name} stays in {from_zone}: there is nothing it could "
                "enchant", "303.4g", oid)
            return None
    lki = obj
    was_creature = from_zone == BATTLEFIELD and "Creature" in chars(game, obj).types
    src_list = _zone_list(game, obj, from_zone)
    src_list.remove(oid)
    del game.objects[oid]
    new = obj.copy()
    new.id = game.new_id()
    new.zone = zone
    if obj.own_card is not None:  # a copy stops being one when it changes zones (400.7)
        new.card, new.own_card = obj.own_card, None
    # 702.37c, 708.4: a face-down spell becomes a face-down permanent; anywhere else the card is
    # face up again (708.9: and revealed)
    new.face_down = obj.face_down if from_zone == STACK and zone == BATTLEFIELD else ""
    # 702.103b: a bestowed Aura spell becomes a bestowed Aura
    new.bestowed = obj.bestowed and from_zone == STACK and zone == BATTLEFIELD
    if new.face_down or new.bestowed:
        new.own_card, new.card = new.card, obj.card
    new.tapped = False
    new.damage = 0
    new.deathtouched = False
    new.attacking = None
    new.blocking = ()
    new.blocked = False
    new.counters = None
    new.attached_to = None
    new.loyalty_turn = 0  # 400.7: a new object, with no memory of abilities activated
    new.flashback = new.buyback = new.renowned = new.monstrous = False  # 702.112b, 701.37b
    new.dashed = obj.dashed and from_zone == STACK and zone == BATTLEFIELD  # 702.109a
    new.evoked = obj.evoked and from_zone == STACK and zone == BATTLEFIELD  # 702.74a
    new.kicked = obj.kicked if from_zone == STACK and zone == BATTLEFIELD else ()  # 702.33d
    spell_to_permanent = from_zone == STACK and zone == BATTLEFIELD
    new.cast_from = obj.cast_from if spell_to_permanent else ""  # 702.62a, 702.185a
    new.cast_as = obj.cast_as if spell_to_permanent else ""
    new.paid = obj.paid if spell_to_permanent else ()  # 702.157a
    new.colors_spent = obj.colors_spent if spell_to_permanent else ""  # 702.44a
    new.chosen = ev.get("chosen", ()) if zone == BATTLEFIELD else ()  # 614.12, 400.7
    new.exiled_as = ()  # 400.7: no longer a foretold or plotted card
    new.timestamp = game.new_timestamp()
    if zone != STACK:
        new.targets = ()
        new.x = 0
        new.modes = ()
    if zone == BATTLEFIELD:
        new.controller = controller if controller is not None else obj.owner
        new.base_controller = new.controller
        new.control_turn = game.turn
        new.tapped = tapped
        new.x = obj.x if from_zone == STACK else 0  # 107.3m
    elif zone == STACK:
        new.controller = controller if controller is not None else obj.owner
    else:
        new.controller = obj.owner
    game.objects[new.id] = new
    if from_zone == STACK and game.effects:
        if zone == BATTLEFIELD:
            _follow_spell(game, oid, new.id)
        else:  # 400.7: the card in its new zone is a new object the effects don't know
            game.effects = [e for e in game.effects if e.objects != (oid,)]
    dest = _zone_list(game, new, zone)
    if bottom and zone == LIBRARY:
        dest.insert(0, new.id)
    else:
        dest.append(new.id)
    if from_zone in (STACK, GRAVEYARD, EXILE):
        game.lki[oid] = lki  # 608.2h: a countered spell's controller, an exiled card's owner
    attached: tuple[int, ...] = ()
    if from_zone == BATTLEFIELD:
        game.lki[oid] = lki  # 608.2h: last known information
        attached = tuple(o for o in game.battlefield if game.objects[o].attached_to == oid)
        _left_battlefield(game, lki)
        track_replacers(game, lki, -1)
        if lki.token:
            game.stray_tokens = True
    if zone == BATTLEFIELD:
        track_replacers(game, new, 1)
    game.touch()
    revealed = bool(obj.face_down) and not new.face_down and from_zone in (BATTLEFIELD, STACK)
    if revealed:
        from .face_down import reveal

        reveal(game, obj, from_zone)  # 708.9
    if text is None:
        what = f"{new.name if revealed else obj.name}" + (" (token)" if obj.token else "")
        text = f"{what} moves from {from_zone} to {zone}" + (f" ({why})" if why else "")
    if text:
        private = None
        if from_zone == LIBRARY and zone == HAND:  # 400.2: only its owner sees the card
            private = (obj.owner, f"{game.player(obj.owner).name} draws a card")
        log(game, "move", text, rule, oid, new.id, from_zone, zone, private=private)
    if zone == BATTLEFIELD and ev.get("copy_of") is not None:  # 616.1c, 707.5: as a copy
        from .copies import become_copy

        become_copy(game, (new.id,), ev.copy_of, "", obj.name)
    if zone == BATTLEFIELD and ev.counters:  # 614.1c, 122.6: it enters with counters
        for kind, n in ev.counters.items():
            yield from add_counters(game, new.id, kind, n)
    if zone == BATTLEFIELD:
        yield from entering_lore(game, new)  # 714.3a
        yield from _then(game, new, ev)
    if host is not None:
        new.attached_to = host
        log(game, "attach", f"{new.name} enters attached to {_name(game, host)}",
            "608.3c" if from_zone == STACK else "303.4f")
    if zone == BATTLEFIELD and attacking is not None:
        enters_attacking(game, new, attacking)
    if zone == BATTLEFIELD:
        notice(game, "enters", new, new.controller)
    if from_zone == BATTLEFIELD:  # 603.6c: one event, which "dies" names too (700.4)
        notice(game, left_battlefield(zone, was_creature), lki, lki.controller, new=new.id,
               to=zone, attached=attached)
        if oid in game.exiled_until:
            yield from _return_exiled(game, lki)
    return new.id


def enters_attacking(game: Game, obj: GameObject, defender: int) -> None:
    """508.4: a creature put onto the battlefield attacking ``defender`` is an attacking creature
    (one that never "attacked": no attack triggers), unless it isn't a creature (506.3a), its
    controller isn't the attacking player or there is no combat with attackers (506.3b), or the
    player has left the game or the planeswalker is gone or no longer a defending player's
    (506.3c, 508.4a)."""
    why = ""
    if "Creature" not in chars(game, obj).types:
        why, rule = "it isn't a creature", "506.3a"
    elif obj.controller != game.active_player.id or not game.attacks_declared:
        why, rule = "its controller isn't an attacking player", "506.3b"
    elif game.is_player(defender):
        if game.player(defender).left:
            why, rule = "that player has left the game", "508.4a"
    else:
        walker = game.objects.get(defender)
        if walker is None or walker.zone != BATTLEFIELD or "Planeswalker" not in \
                chars(game, walker).types or walker.controller == obj.controller:
            why, rule = "the planeswalker it would attack is gone", "508.4a"
    if why:
        log(game, "attacking", f"{obj.name} isn't attacking: {why}", rule, obj.id)
        return
    obj.attacking = defender
    game.touch()
    log(game, "attacking", f"{obj.name} enters attacking {_name(game, defender)}", "508.4",
        obj.id, defender)


def _then(game: Game, new: GameObject, ev: Event) -> Gen[None]:
    """What an entering replacement effect does to the permanent once it has entered (riot,
    702.136a: "If you don't, it gains haste.")."""
    if ev.get("then"):
        from .context import Context
        from .effects import resolve

        for effect in ev.then:
            yield from resolve(game, Context(new.controller, new.id, new.card), effect)


def _return_exiled(game: Game, source: GameObject) -> Gen[None]:
    """610.3: what ``source`` exiled "until it leaves the battlefield" returns immediately after
    it leaves, under its owner's control (610.3c), as a new object (400.7); a card that has
    left exile since is a new object and stays where it is."""
    for oid in game.exiled_until.pop(source.id):
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == EXILE:
            yield from move(game, oid, BATTLEFIELD, rule="610.3c", controller=obj.owner,
                            why=f"{source.name} left the battlefield")


def _name(game: Game, oid: int) -> str:
    return game.player(oid).name if game.is_player(oid) else game.objects[oid].name


def _enchant_as_it_enters(game: Game, obj: GameObject, controller: int | None) -> Gen[int | None]:
    """303.4f: an Aura put onto the battlefield other than by resolving as an Aura spell
    enchants what the player putting it there chooses, as it enters: an object or player its
    enchant ability allows (it isn't targeted, 303.4d). None if there is nothing (303.4g)."""
    from ..game.decisions import Choice, Decision
    from .targets import fits

    spec = obj.card.enchant
    assert spec is not None
    pid = controller if controller is not None else obj.owner
    options = [p.id for p in game.living()] if spec.players is not None else []
    options += [o for o in game.battlefield if o != obj.id]
    options = [o for o in options if fits(game, spec, o, pid, obj.id)]
    if not options:
        return None
    answer = yield Decision(pid, "enchant", [Choice(o, _name(game, o)) for o in options],
                            prompt=f"choose what {obj.name} enchants (303.4f)")
    return answer.value


def _follow_spell(game: Game, spell: int, permanent: int) -> None:
    """400.7a: effects of spells and abilities that changed a permanent spell's characteristics
    or controller go on applying to the permanent it becomes."""
    game.effects = [
        with_fields(e, objects=tuple(permanent if o == spell else o for o in e.objects))
        if spell in e.objects else e for e in game.effects]


def _intrinsic_counters(card: CardDef) -> dict[str, int]:
    """306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty."""
    return {"loyalty": card.loyalty} if card.loyalty else {}


def track_replacers(game: Game, obj: GameObject, delta: int) -> None:
    """Count the permanents with replacement-effect static abilities and with triggered mana
    abilities, so that events can skip looking for them when there are none."""
    if obj.card.static_replacements:
        game.static_replacers += delta
    if obj.card.mana_triggers:
        game.mana_triggers += delta
    if obj.card.statics:
        game.statics += delta
    if obj.card.attack_rules:
        game.attack_rules += delta
    if obj.card.cost_rules:
        game.cost_rules += delta


def _left_battlefield(game: Game, lki: GameObject) -> None:
    """Clean up what pointed at a permanent that left: attachments and locked-in effects. A
    creature blocking it stays a blocking creature (506.4, 509.1g)."""
    for oid in game.battlefield:
        other = game.objects[oid]
        if other.attached_to == lki.id:
            other.attached_to = None  # 704.5m/n then deal with it
    if game.replacements:  # replacement effects on it end with it (ExileIfLeaves)
        game.replacements = [r for r in game.replacements if r.until != f"while:{lki.id}"]
    if game.effects:  # "for as long as [it] remains on the battlefield" ends (611.2b)
        ending = f"while:{lki.id}"
        game.effects = [e for e in game.effects if e.until not in (
            ending, f"tapped:{lki.id}", f"control:{lki.id}")
                        and (lki.id not in e.objects or len(e.objects) > 1)]


def create_token(
    game: Game, card: CardDef, controller: int, *, tapped: bool = False
) -> Gen[int | None]:
    """Create one token (see :func:`create_tokens`); returns its id or None."""
    made = yield from create_tokens(game, card, controller, 1, tapped=tapped)
    return made[0] if made else None


def create_tokens(
    game: Game, card: CardDef, player: int, count: int = 1, *, tapped: bool = False,
    attacking: int | None = None, blocking: int | None = None, defenders_of: int | None = None,
) -> Gen[list[int]]:
    """111.2: ``player`` creates ``count`` tokens and owns them; they enter the battlefield under
    the control of the player they would be created under (replacement effects may change that,
    616.1b, or the number, 614.1a). Tokens created attacking ``attacking`` attack only if their
    controller is the attacking player (508.4); otherwise they are just tapped as told. Tokens
    created blocking the attacker ``blocking`` block it only if it is attacking their
    controller or a planeswalker that player controls (506.3d). ``defenders_of``: they attack
    that player or a planeswalker they control (myriad, 702.116a)."""
    if count <= 0 or game.player(player).left:
        return []
    preview = GameObject(0, card, player, BATTLEFIELD, token=True)
    ev = Event("create_token", card=card, creator=player, player=player, count=count, preview=preview,
               tapped=tapped, attacking=attacking, counters=_intrinsic_counters(card))
    if has_replacements(game, preview):
        ev = yield from replace(game, ev, preview)
        if ev is None:
            return []
    controller = ev.player
    if game.player(controller).left:
        return []  # 800.4b
    attacks = ev.attacking is not None and controller == game.active_player.id \
        and game.attacks_declared
    blocks = blocking if blocking is not None and _attacks_player(game, blocking, controller) \
        else None
    made: list[int] = []
    for _ in range(ev.count):
        obj = GameObject(game.new_id(), card, player, BATTLEFIELD, token=True)
        obj.controller = obj.base_controller = controller
        track_replacers(game, obj, 1)
        obj.control_turn = game.turn
        obj.tapped = ev.tapped
        obj.chosen = ev.get("chosen", ())  # 614.12 (one choice for the tokens of one event)
        if attacks:
            obj.attacking = yield from attack_as_it_enters(game, controller, card, ev.attacking,
                                                           defenders_of)
        if blocks is not None:
            from .combat import with_bands

            obj.blocking = with_bands(game, (blocks,))  # 702.22h: and the rest of its band
            for a in obj.blocking:
                game.objects[a].blocked = True  # 509.3c: it becomes blocked by it
        obj.timestamp = game.new_timestamp()
        game.objects[obj.id] = obj
        game.battlefield.append(obj.id)
        made.append(obj.id)
    game.touch()
    whose = "" if controller == player else f" under {game.player(controller).name}'s control"
    status = (["tapped"] if ev.tapped else []) + (["attacking"] if attacks else []) + (
        [f"blocking {game.objects[blocks].name}"] if blocks is not None else [])
    how = " " + " and ".join(status) if status else ""
    log(game, "token", f"{game.player(player).name} creates {ev.count} {card.name}"
        f"{'s' if ev.count > 1 else ''}{how}{whose}", "111.2", *made)
    if blocking is not None and blocks is None:
        log(game, "token", f"{card.name} isn't blocking: the creature it would block isn't "
            f"attacking {game.player(controller).name}", "506.3d", *made)
    for oid in made:
        for kind, n in ev.counters.items():
            yield from add_counters(game, oid, kind, n)
        yield from entering_lore(game, game.objects[oid])  # 714.3a
        yield from _then(game, game.objects[oid], ev)
        notice(game, "enters", game.objects[oid], controller)
    return made


def _protected(game: Game, target: int) -> bool:
    """Whether a damage target has protection (702.16e), so the damage goes to prevention."""
    from .protection import has_protection

    victim = game.objects.get(target)
    return victim is not None and has_protection(chars(game, victim).keywords)


def _attacks_player(game: Game, attacker: int, pid: int) -> bool:
    """506.3d: whether ``attacker`` is attacking ``pid`` or a planeswalker ``pid`` controls."""
    obj = game.objects.get(attacker)
    if not isinstance(obj, GameObject) or obj.attacking is None:
        return False
    target = obj.attacking
    return target == pid or (not game.is_player(target) and target in game.objects
                             and game.objects[target].controller == pid)


def attack_as_it_enters(game: Game, controller: int, card: CardDef, suggested: int | None,
                        defenders_of: int | None = None) -> Gen[int | None]:
    """508.4: a creature put onto the battlefield attacking attacks the player, planeswalker or
    battle its controller chooses among the defenders (a decision when there is a choice);
    ``defenders_of``: among that player and the planeswalkers they control."""
    from ..game.decisions import Choice, Decision
    from .combat import defenders

    options = defenders(game, controller)
    if defenders_of is not None:
        options = [d for d in options if d == defenders_of or (
            not game.is_player(d) and game.objects[d].controller == defenders_of)]
    if not options:
        return suggested
    names = [Choice(d, game.player(d).name if game.is_player(d) else game.objects[d].name)
             for d in options]
    answer = yield Decision(controller, "attack_target", names,
                            prompt=f"choose what the {card.name} entering attacking attacks "
                                   "(508.4)")
    return answer.value


def draw(game: Game, pid: int, n: int = 1) -> Gen[None]:
    """121.1: draw from the top of the library; drawing from an empty one is noted for 704.5b."""
    player = game.player(pid)
    for _ in range(n):
        if has_replacements(game) or dredgers(game, pid):  # 121.6: each card drawn is a
            # separate event to replace; dredge works from the graveyard (702.52a)
            ev = yield from replace(game, Event("draw", player=pid))
            if ev is None:
                continue
        if not player.library:
            if not player.drew_from_empty:
                log(game, "draw_empty", f"{player.name} can't draw: library is empty", "121.4")
            player.drew_from_empty = True
            game.touch()
            continue
        oid = player.library[-1]
        text = f"{player.name} draws {game.objects[oid].name}"
        new = yield from move(game, oid, HAND, rule="121.1", text=text)
        if new is not None:
            notice(game, "draw", game.objects[new], pid)
            if game.objects[new].card.miracle is not None:  # 702.94a: revealed as it is drawn
                from .miracle import drawn

                yield from drawn(game, pid, game.objects[new])


def discard(game: Game, pid: int, oid: int) -> Gen[None]:
    """701.9a: move a card from its owner's hand to the graveyard; a card with madness is
    discarded into exile instead (702.35a, ``rules/exile_casting.py``)."""
    obj = game.objects[oid]
    if obj.zone == HAND and obj.card.madness is not None:
        from .exile_casting import discard_into_exile

        yield from discard_into_exile(game, pid, obj)
        return
    yield from move(game, oid, GRAVEYARD, rule="701.9a",
                    text=f"{game.player(pid).name} discards {obj.name}")
    notice(game, "discard", obj, pid)


def destroy(game: Game, oid: int, rule: str = "701.8a", why: str = "destroyed",
            regenerate: bool = True) -> Gen[bool]:
    """701.8a: move a permanent to its owner's graveyard; indestructible ones aren't (702.12b).
    The destruction is an event replacement effects see (614.8: regeneration); with
    ``regenerate`` false, regeneration shields don't apply to it (701.19c)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    if "indestructible" in chars(game, obj).keywords:
        log(game, "indestructible", f"{obj.name} is indestructible and isn't destroyed", "702.12b")
        return False
    if has_replacements(game):
        ev = yield from replace(game, Event("destroy", obj=oid, regenerate=regenerate))
        if ev is None:
            return False
    return (yield from move(game, oid, GRAVEYARD, rule=rule, why=why)) is not None


def sacrifice(game: Game, oid: int, pid: int) -> Gen[bool]:
    """701.21a: only a permanent its controller controls can be sacrificed, by that player."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD or obj.controller != pid:
        return False
    if (yield from move(game, oid, GRAVEYARD, rule="701.21a", why="sacrificed")) is None:
        return False
    notice(game, "sacrifice", obj, pid)  # "whenever you sacrifice ...", as it last existed
    return True


def counter_spell(game: Game, sid: int) -> Gen[None]:
    """701.6a: a countered spell goes to its owner's graveyard; an ability just leaves the stack."""
    obj = game.objects.get(sid)
    if obj is None or obj.zone != STACK:
        return
    if isinstance(obj, GameObject) and any(isinstance(a, ir.CantBeCountered)
                                           for a in chars(game, obj).abilities):
        log(game, "counter", f"{obj.name} can't be countered", "101.2")  # 113.6g: on the stack
        return
    if isinstance(obj, GameObject):
        yield from move(game, sid, GRAVEYARD, rule="701.6a", why="countered")
    else:
        game.stack.remove(sid)
        del game.objects[sid]
        game.touch()
        log(game, "counter", f"{obj.name} is countered", "701.6a")


# ---- tapping, counters, damage, life ------------------------------------------------------------


def tap(game: Game, oid: int, rule: str = "701.26a", quiet: bool = False) -> Gen[bool]:
    """701.26a: turn a permanent sideways. ``quiet`` when another log line already says so."""
    obj = game.objects[oid]
    if has_replacements(game):
        ev = yield from replace(game, Event("tap", obj=oid))
        if ev is None:
            return False
    if obj.tapped:
        return False
    obj.tapped = True
    game.touch()
    if not quiet:
        log(game, "tap", f"{obj.name} becomes tapped", rule, oid)
    notice(game, "tapped", obj, obj.controller)
    return True


def untap(game: Game, oid: int, rule: str = "701.26b", quiet: bool = False) -> Gen[bool]:
    """701.26b: rotate a permanent back upright."""
    obj = game.objects[oid]
    if has_replacements(game):
        ev = yield from replace(game, Event("untap", obj=oid))
        if ev is None:
            return False
    if not obj.tapped:
        return False
    obj.tapped = False
    game.touch()
    if game.effects:  # "for as long as SELF remains tapped" ends (611.2b)
        game.effects = [e for e in game.effects if e.until != f"tapped:{oid}"]
    if not quiet:
        log(game, "untap", f"{obj.name} becomes untapped", rule, oid)
    notice(game, "untaps", obj, obj.controller)
    return True


def add_counters(game: Game, oid: int, kind: str, n: int, *, effect: bool = True) -> Gen[None]:
    """122.1: put counters on a permanent. ``effect``: an effect puts them (609.1); not so the
    lore counters the rules put on a Saga (714.3a-b), which "if an effect would put ..." leaves
    alone."""
    if n <= 0:
        return
    ev = Event("counters", obj=oid, counter=kind, amount=n, effect=effect)
    if has_replacements(game):
        ev = yield from replace(game, ev)
        if ev is None:
            return
    obj = game.objects[oid]
    counters = obj.counters or {}
    counters[kind] = counters.get(kind, 0) + ev.amount
    obj.counters = counters
    game.touch()
    log(game, "counters", f"{ev.amount} {kind} counter(s) put on {obj.name}", "122.1")
    if ev.amount > 0 and obj.zone == BATTLEFIELD:  # 122.6: "one or more counters are put on"
        notice(game, (f"counter_put:{kind}", "counter_put"), obj, obj.controller,
               counter=kind, amount=ev.amount, total=counters[kind])  # total: 714.2b


def remove_counters(game: Game, oid: int, kind: str, n: int) -> int:
    """122.1: remove up to ``n`` counters of a kind from a permanent; the number removed."""
    obj = game.objects[oid]
    have = (obj.counters or {}).get(kind, 0)
    n = min(n, have)
    if n:
        assert obj.counters is not None
        obj.counters[kind] = have - n
        if not obj.counters[kind]:
            del obj.counters[kind]
            if kind == "time" and obj.zone == EXILE:  # 702.62a: "When the last time counter
                notice(game, "last_time_counter_removed", obj, obj.owner)  # is removed ..."
            if obj.zone == BATTLEFIELD:  # 702.63a: "When the last time counter is removed"
                notice(game, f"last_counter_removed:{kind}", obj, obj.controller, counter=kind)
        game.touch()
    return n


def gain_life(game: Game, pid: int, n: int, rule: str = "119.3") -> Gen[None]:
    if n <= 0:
        return
    if has_replacements(game):
        ev = yield from replace(game, Event("gain_life", player=pid, amount=n))
        if ev is None:
            return
        n = ev.amount
    player = game.player(pid)
    player.life += n
    game.touch()  # a static ability's condition may read life totals (611.3a)
    log(game, "gain_life", f"{player.name} gains {n} life ({player.life})", rule, pid, n)
    notice(game, "gain_life", None, pid, amount=n)


def lose_life(game: Game, pid: int, n: int, rule: str = "119.3") -> Gen[None]:
    if n <= 0:
        return
    if has_replacements(game):
        ev = yield from replace(game, Event("lose_life", player=pid, amount=n))
        if ev is None:
            return
        n = ev.amount
    player = game.player(pid)
    player.life -= n
    game.touch()
    log(game, "lose_life", f"{player.name} loses {n} life ({player.life})", rule, pid, n)
    notice(game, "lose_life", None, pid, amount=n)


def damage(
    game: Game, source: GameObject, target: int, amount: int, *, combat: bool = False
) -> Gen[int]:
    """One source deals damage to one player or object (120.3); see :func:`deal_damage`."""
    dealt = yield from deal_damage(game, [(source, target, amount)], combat=combat)
    return dealt


def deal_damage(
    game: Game, assignments: list[tuple[GameObject, int, int]], *, combat: bool = False,
    hit: list[int] | None = None,
) -> Gen[int]:
    """Deal damage simultaneously (510.2, 120.3): to a player it causes life loss (120.3a), or
    poison counters from a source with infect (120.3b, 702.90b); to a planeswalker it removes
    loyalty (120.3c); to a creature it is marked (120.3e), or becomes -1/-1 counters from a
    source with wither or infect (120.3d, 702.80a, 702.90c); deathtouch applies per creature
    (702.2b). Combat damage to a player from a creature with toxic also gives poison counters
    (120.3g, 702.164c). Lifelink makes each source's controller gain life equal to all the
    damage that source dealt, as one event (702.15b, 119.9). Returns the total dealt; ``hit``
    (if given) gets each object or player dealt damage ("dealt damage this way")."""
    dealt: list[tuple[GameObject, int, int]] = []
    lost: dict[int, int] = {}  # 120.3a: the life each player lost to this damage
    what = "combat damage" if combat else "damage"
    after: list[tuple[Any, Any, Any]] = []  # 615.5: prevention's added effects, done after
    # 614.9: a redirection effect can split off part of the damage, dealt with the rest
    queue: list[tuple[GameObject, int, int, frozenset[tuple[int, int]]]] = [
        (source, target, amount, frozenset()) for source, target, amount in assignments]
    for source, target, amount, applied in queue:
        if amount <= 0:
            continue
        if has_replacements(game) or _protected(game, target):
            split: list[tuple[int, int, frozenset[tuple[int, int]]]] = []
            ev = yield from replace(game, Event("damage", source=source.id, target=target,
                                                amount=amount, combat=combat, after=after,
                                                split=split), applied=applied)
            queue += [(source, t, n, used) for t, n, used in split]
            if ev is None or ev.amount <= 0:
                continue
            amount, target = ev.amount, ev.target
        sch = chars(game, source)
        if game.is_player(target):
            player = game.player(target)
            # 702.173a: who controlled the source and its creature types as it dealt the damage
            then = (source.controller, tuple(sch.subtypes) if "Creature" in sch.types else ()) \
                if combat else ()
            if "infect" in sch.keywords:  # 120.3b
                player.poison += amount
                log(game, "damage", f"{source.name} deals {amount} {what} to {player.name} "
                    f"({amount} poison counter(s): {player.poison})", "120.3b", source.id,
                    target, amount, *then)
            else:
                player.life -= amount
                lost[target] = lost.get(target, 0) + amount
                log(game, "damage", f"{source.name} deals {amount} {what} to {player.name} "
                    f"({player.life})", "120.3a", source.id, target, amount, *then)
            toxic = toxic_value(sch) if combat else 0
            if toxic:  # 120.3g: in addition to the damage's other results
                player.poison += toxic
                log(game, "poison", f"{player.name} gets {toxic} poison counter(s) from "
                    f"{source.name}'s toxic ({player.poison})", "702.164c", source.id, target)
        else:
            victim = game.objects.get(target)
            if victim is None or victim.zone != BATTLEFIELD:
                continue
            vch = chars(game, victim)
            rule = "120.3e"
            if "Planeswalker" in vch.types:
                remove_counters(game, target, "loyalty", amount)
                rule = "120.3c"
            counters = "Creature" in vch.types and bool({"wither", "infect"} & sch.keywords)
            if "Creature" in vch.types:
                rule = "120.3d" if counters else "120.3e"
                if not counters:
                    victim.damage += amount
                if "deathtouch" in sch.keywords:
                    victim.deathtouched = True
            log(game, "damage", f"{source.name} deals {amount} {what} to {victim.name}"
                + (" (loyalty counters removed)" if rule == "120.3c" else "")
                + (" (as -1/-1 counters)" if counters else ""), rule,
                source.id, target, amount)
            if counters:  # 120.3d: the source's controller puts them (702.80a, 702.90c)
                yield from add_counters(game, target, "-1/-1", amount)
        game.touch()
        dealt.append((source, target, amount))
        if hit is not None:
            hit.append(target)
    if after:
        from .effects import resolve

        for _, ctx, effect in after:
            yield from resolve(game, ctx, effect)
    by_source: dict[int, tuple[GameObject, int]] = {}
    for source, _, amount in dealt:
        if "lifelink" in chars(game, source).keywords:
            prior = by_source.get(source.id, (source, 0))[1]
            by_source[source.id] = (source, prior + amount)
    for source, total in by_source.values():
        yield from gain_life(game, source.controller, total, rule="702.15b")
    batches: dict[tuple[int, int], list[int]] = {}
    for source, target, amount in dealt:
        to_player = game.is_player(target)
        victim = None if to_player else game.objects.get(target)
        to_creature = victim is not None and "Creature" in chars(game, victim).types
        who = target if to_player else source.controller  # "that player": the one dealt damage
        notice(game, damage_kinds(combat, to_player, to_creature), source, who, target=target,
               amount=amount, combat=combat)
        if victim is not None:  # "whenever this creature is dealt damage"
            notice(game, "dealt_damage", victim, victim.controller, source=source.id,
                   amount=amount, combat=combat)
        if combat and to_player:
            batches.setdefault((source.controller, target), []).append(source.id)
    for (controller, target), sources in sorted(batches.items()):  # "one or more creatures
        # you control deal combat damage to a player": once per player dealt damage (603.2c)
        notice(game, "creatures_deal_combat_damage_to_player", None, controller, target=target,
               that_player=target, batch=tuple(sources))
    notice_life_lost(game, lost)
    return sum(a for _, _, a in dealt)


def notice_life_lost(game: Game, lost: dict[int, int]) -> None:
    """120.3a: damage dealt to a player causes that player to lose that much life, so
    "whenever [a player] loses life" triggers on it (603.2); damage dealt at once is one loss
    of its total for each player."""
    for pid, amount in sorted(lost.items()):
        notice(game, "lose_life", None, pid, amount=amount)


# ---- mana ----------------------------------------------------------------------------------------


def add_mana(game: Game, pid: int, mana: str | Mana, source: int | None = None, *,
             tapped: bool = False, only: Any = None) -> Gen[None]:
    """106.4: mana produced goes into the player's mana pool. ``mana`` is like "GG" or "C" (or
    a :class:`Mana`); the event holds it as amounts by type.

    With ``tapped``, a permanent was tapped for mana (106.12): replacement effects that apply to
    that modify the event (106.12b), then "whenever ... is tapped for mana" abilities trigger
    (106.12a); triggered mana abilities resolve at once (605.4a).
    With ``only`` (an ``ir.SpendOnly``), the mana keeps that spending restriction in the pool,
    all of it when a replacement effect made more (106.6, 106.6a).
    """
    made = Mana.of(mana)
    if has_replacements(game):
        ev = yield from replace(game, Event("add_mana", player=pid, mana=made, source=source,
                                            tapped=tapped))
        if ev is None:
            return
        made = ev.mana
    if not made:
        return
    player = game.player(pid)
    pool = player.pool if only is None else player.restricted.setdefault(only, [0] * 6)
    for i, n in enumerate(made.amounts):
        pool[i] += n
    if only is None and source is not None and is_snow(game, source):
        player.snow = add_snow(player.snow, made)
    game.mana_touched = True
    log(game, "mana", f"{player.name} adds {made.text()}", "106.4" if only is None else "106.6")
    if tapped and source is not None and source in game.objects:
        obj = game.objects[source]
        notice(game, "tapped_for_mana", obj, pid, mana=made)
        if game.mana_triggers:
            yield from resolve_mana_triggers(game, obj, pid, made)


def is_snow(game: Game, source: int) -> bool:
    """106.3, 107.4h: whether the source of mana (the object whose ability or the spell that
    made it) is snow, as the mana is made."""
    obj = game.objects.get(source)
    return obj is not None and "Snow" in chars(game, obj).supertypes


def add_snow(snow: tuple[int, ...], mana: Mana) -> tuple[int, ...]:
    """The amounts by type of pool mana made by snow sources, with ``mana`` added (107.4h)."""
    return tuple(a + b for a, b in zip(snow or (0,) * 6, mana.amounts, strict=True))


def resolve_mana_triggers(game: Game, obj: Any, pid: int, mana: Mana) -> Gen[None]:
    """605.4a: triggered mana abilities ("whenever a player taps a land for mana, that player
    adds ...") resolve immediately after the mana ability that triggered them."""
    from .context import Context
    from .effects import resolve
    from .triggers import fits

    for oid in list(game.battlefield):
        holder = game.objects.get(oid)
        if holder is None or not holder.card.mana_triggers:
            continue  # no card grants a triggered mana ability (CardDef refuses one)
        for ab in mana_triggers(game, holder):
            if fits(game, ab, holder, "tapped_for_mana", obj, pid):
                game.record("mana_trigger", f"{holder.name}'s ability triggers and resolves: "
                            f"{ab.text}", "605.4a")
                event = {"kind": "tapped_for_mana", "object": obj.id, "player": pid, "mana": mana}
                ctx = Context(holder.controller, holder.id, holder.card, event=event,
                              text=ab.text)
                yield from resolve(game, ctx, ab.effect)


def empty_pools(game: Game) -> None:
    """500.5: mana empties from each player's pool at the end of each step and phase."""
    if not game.mana_touched:
        return
    for p in game.players:
        if p.restricted:  # 106.6: restricted mana empties like any other
            p.pool = total_pool(p)
            p.restricted = {}
        if any(p.pool):
            log(game, "mana_empty", f"{p.name}'s unspent mana {pool_text(p.pool)} empties", "500.5")
            p.pool = [0, 0, 0, 0, 0, 0]
        p.snow = ()
    game.mana_touched = False
