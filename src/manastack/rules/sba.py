"""State-based actions (704) and putting triggered abilities on the stack (603.3), checked
whenever a player would receive priority (117.5), and the end of the game (104)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from ..game.game import GameResult
from ..game.objects import BATTLEFIELD, GRAVEYARD, StackAbility
from . import events
from .bestow import cease
from .characteristics import chars
from .control import update_control
from .division import announce, divided_total
from .events import track_replacers
from .modes import choose_modes, modes_possible
from .protection import protected_from
from .sagas import to_sacrifice
from .targets import choose_targets, describe, fits, has_targets, target_specs
from .triggers import state_triggers

FACE_DOWN = "a face-down creature"
"""708.2: what a face-down source without a name is called."""

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .characteristics import Characteristics
    from .triggers import PendingTrigger

Flow = Generator[Decision, Any, None]


def settle(game: Game) -> Flow:
    """117.5: perform state-based actions until none apply, then put triggered abilities on the
    stack, and repeat until neither happens (704.3)."""
    while game.result is None:
        update_control(game)  # static control effects follow their Auras (613.1b)
        changed = game.dirty
        acted = yield from state_based_actions(game)
        if game.result is not None:
            return
        if acted:
            continue  # 704.3: check again until no state-based action applies
        if changed:
            state_triggers(game)  # 603.8: only a change can make a state hold
        if not game.pending_triggers:
            return
        yield from put_triggers_on_stack(game)


def state_based_actions(game: Game) -> Generator[Decision, Any, bool]:
    """704.3: check all state-based actions at once, perform them simultaneously; True if any.

    Skipped when nothing changed since the last check (``game.dirty``): then none can apply.
    """
    if not game.dirty:
        return False
    game.dirty = False
    losers: list[tuple[int, str, str]] = []
    for p in game.players:
        if p.lost or p.left:
            continue
        if p.life <= 0:
            losers.append((p.id, "704.5a", f"{p.name} loses the game (life {p.life})"))
        elif p.drew_from_empty:
            losers.append((p.id, "704.5b", f"{p.name} loses the game (drew from an empty library)"))
        elif p.poison >= 10:
            losers.append((p.id, "704.5c", f"{p.name} loses the game (10 poison counters)"))
    to_graveyard: list[tuple[int, str, str]] = []
    to_destroy: list[tuple[int, str]] = []
    legend_groups: dict[tuple[int, str], list[int]] = {}
    objects = game.objects
    cease: list[int] = []
    sagas_done: list[int] = []
    annihilated = False
    if game.stray_tokens:  # a token left the battlefield since the last check
        game.stray_tokens = False
        for zone_list in _non_battlefield_zones(game):
            cease += [oid for oid in zone_list if objects[oid].token]  # 704.5d
    for oid in game.battlefield:
        obj = objects[oid]
        ch = chars(game, obj)
        if "Creature" in ch.types:
            t = ch.toughness or 0
            if t <= 0:
                to_graveyard.append((oid, "704.5f", f"{obj.name} has toughness {t}"))
                continue
            lethal = obj.damage >= t or obj.deathtouched
            obj.deathtouched = False  # 704.5h: only since the last check
            if lethal and "indestructible" not in ch.keywords:
                to_destroy.append((oid, "704.5g" if obj.damage >= t else "704.5h"))  # 702.12b
                continue
        if "Planeswalker" in ch.types and not (obj.counters or {}).get("loyalty", 0):
            to_graveyard.append((oid, "704.5i", f"{obj.name} has no loyalty"))
        if "Saga" in ch.subtypes and to_sacrifice(game, obj):
            sagas_done.append(oid)  # 704.5s, 714.4
        if "Legendary" in ch.supertypes:
            legend_groups.setdefault((obj.controller, ch.name), []).append(oid)
        if obj.bestowed and _unbestowed(game, obj, ch):
            annihilated = True  # 702.103f: it stays, as a creature (an exception to 704.5m)
            continue
        if obj.attached_to is not None and game.is_player(obj.attached_to):
            player = game.player(obj.attached_to)
            if "Aura" in ch.subtypes and (player.lost or player.left):
                to_graveyard.append((oid, "704.5m", f"{obj.name} is attached to nothing"))
            elif "Aura" not in ch.subtypes:
                obj.attached_to = None  # 704.5n, 704.5p
                game.record("unattach", f"{obj.name} becomes unattached", "704.5n")
        elif obj.attached_to is not None:
            host = objects.get(obj.attached_to)
            if "Aura" in ch.subtypes and (host is None or host.zone != BATTLEFIELD or (
                    obj.card.enchant is not None and not fits(
                        game, obj.card.enchant, host.id, obj.controller, oid))):
                to_graveyard.append((oid, "704.5m", f"{obj.name} is attached to nothing"))
            elif "Aura" in ch.subtypes and (keyword := protected_from(game, host, obj)):
                to_graveyard.append((oid, "704.5m", f"{host.name} has {keyword}"))  # 702.16c
            elif "Equipment" in ch.subtypes:
                keyword = protected_from(game, host, obj) \
                    if host is not None and host.zone == BATTLEFIELD else ""  # 702.16d
                if keyword or host is None or host.zone != BATTLEFIELD \
                        or "Creature" not in chars(game, host).types:
                    obj.attached_to = None  # 704.5n
                    why = f" ({host.name} has {keyword})" if keyword and host is not None else ""
                    game.record("unattach", f"{obj.name} becomes unattached{why}", "704.5n")
        elif "Aura" in ch.subtypes:
            to_graveyard.append((oid, "704.5m", f"{obj.name} is attached to nothing"))
        counters = obj.counters
        if counters and counters.get("+1/+1") and counters.get("-1/-1"):
            n = min(counters["+1/+1"], counters["-1/-1"])  # 704.5q
            events.remove_counters(game, oid, "+1/+1", n)
            events.remove_counters(game, oid, "-1/-1", n)
            game.record("counters", f"{n} +1/+1 and -1/-1 counter pairs leave {obj.name}", "704.5q")
            annihilated = True
    acted = bool(losers or to_graveyard or to_destroy or cease or annihilated or sagas_done)
    legend_keep: list[int] = []
    losing = {pid for pid, _, _ in losers}
    for (pid, name), ids in legend_groups.items():
        if len(ids) > 1 and pid not in losing:  # 704.5j
            ids.sort(key=lambda i: objects[i].timestamp)
            labels = [Choice(i, f"keep the {_ordinal(n)} {name} to arrive")
                      for n, i in enumerate(ids, 1)]
            answer = yield Decision(pid, "legend_rule", labels,
                                    prompt=f"choose the {name} to keep (704.5j)")
            legend_keep.append(answer.value)
            to_graveyard += [(i, "704.5j", f"legend rule: {name}") for i in ids if i != answer.value]
            acted = True
    for pid, rule, text in losers:
        game.player(pid).lost = True
        game.record("lose", text, rule)
    if losers and len(game.living()) > 1:
        for pid, _, _ in losers:
            leave_game(game, pid)
    for oid in cease:
        _cease_to_exist(game, oid)
    for oid, rule, why in to_graveyard:
        if oid in game.objects:
            yield from events.move(game, oid, GRAVEYARD, rule=rule, why=why)
    for oid, rule in to_destroy:
        yield from events.destroy(game, oid, rule=rule,
                                  why="lethal damage" if rule == "704.5g" else "deathtouch damage")
    for oid in sagas_done:
        if oid in game.objects and game.objects[oid].zone == BATTLEFIELD:
            saga = game.objects[oid]
            game.record("saga", f"{game.player(saga.controller).name} sacrifices {saga.name}: "
                        "its final chapter is done", "714.4", (oid,))
            yield from events.sacrifice(game, oid, saga.controller)
    if losers:
        check_game_over(game)
    return acted


def _unbestowed(game: Game, obj: GameObject, ch: Characteristics) -> bool:
    """702.103f: a bestowed Aura attached to nothing, or to an object it can't enchant or that
    has protection from it (702.16c), becomes unattached and ceases to be bestowed; True if it
    did."""
    host = game.objects.get(obj.attached_to) if obj.attached_to is not None \
        and not game.is_player(obj.attached_to) else None
    if "Aura" in ch.subtypes and host is not None and host.zone == BATTLEFIELD and (
            obj.card.enchant is None or fits(game, obj.card.enchant, host.id, obj.controller,
                                              obj.id)) and not protected_from(game, host, obj):
        return False
    obj.attached_to = None
    cease(game, obj)
    game.record("unattach", f"{obj.name} becomes unattached and ceases to be bestowed: it is a "
                "creature again", "702.103f", (obj.id,))
    return True


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def _non_battlefield_zones(game: Game) -> list[list[int]]:
    zones = [game.stack, game.exile, game.command]
    for p in game.players:
        zones += [p.hand, p.graveyard, p.library]
    return zones


def _cease_to_exist(game: Game, oid: int) -> None:
    """704.5d: a token in a zone other than the battlefield ceases to exist."""
    obj = game.objects.pop(oid)
    for zone_list in _non_battlefield_zones(game):
        if oid in zone_list:
            zone_list.remove(oid)
            break
    name = obj.name if obj.name.endswith("Token") else f"{obj.name} token"
    game.record("cease", f"{name} ceases to exist", "704.5d")


def leave_game(game: Game, pid: int) -> None:
    """800.4a: everything the player owns leaves the game; effects giving them control end;
    abilities they control on the stack cease to exist; what they still control is exiled."""
    player = game.player(pid)
    player.left = True
    from .effects.designations import leave_game as designations_leave

    designations_leave(game, pid)  # 724.4
    from . import phasing
    from .exile_casting import reveal_foretold

    reveal_foretold(game, pid)  # 702.143f: the face-down foretold cards they own
    phasing.leave_game(game, pid)  # 702.26k
    for zone_list in [game.battlefield, game.stack, game.exile, game.command,
                      player.library, player.hand, player.graveyard]:
        for oid in [i for i in zone_list if game.objects[i].owner == pid]:
            zone_list.remove(oid)
            obj = game.objects.pop(oid)
            if obj.zone == "battlefield":
                track_replacers(game, obj, -1)  # type: ignore[arg-type]
    update_control(game)  # effects giving that player control end
    for oid in [i for i in game.stack if game.objects[i].controller == pid]:
        game.stack.remove(oid)
        del game.objects[oid]
    for oid in [i for i in game.battlefield if game.objects[i].controller == pid]:
        obj = game.objects.pop(oid)
        game.battlefield.remove(oid)
        track_replacers(game, obj, -1)  # type: ignore[arg-type]
        new = obj.copy()
        new.id, new.zone, new.controller = game.new_id(), "exile", new.owner
        new.tapped, new.damage, new.counters = False, 0, None
        game.objects[new.id] = new
        game.exile.append(new.id)
    game.pending_triggers = [t for t in game.pending_triggers if t.controller != pid]  # 800.4d
    game.touch()
    game.record("leave", f"{player.name} leaves the game", "800.4a")


def check_game_over(game: Game) -> None:
    """104.2a: the last player standing wins; 104.4a: if all remaining players lose at once, the
    game is a draw."""
    if game.result is not None:
        return
    living = game.living()
    if len(living) == 1:
        winner = living[0]
        winner.won = True
        game.result = GameResult(winner.name, "last player standing", game.turn)
        game.record("win", f"{winner.name} wins the game", "104.2a")
    elif not living:
        game.result = GameResult(None, "all remaining players lost simultaneously", game.turn)
        game.record("draw", "the game is a draw", "104.4a")
    if game.result is not None:
        from .face_down import reveal_all

        reveal_all(game)  # 708.9: at the end of the game


def put_triggers_on_stack(game: Game) -> Flow:
    """603.3b: each player in APNAP order puts their triggered abilities on the stack in any order
    they choose; targets are chosen as each is put on the stack (603.3d)."""
    pending = game.pending_triggers
    game.pending_triggers = []
    for player in game.apnap():
        mine = [t for t in pending if t.controller == player.id]
        if not mine:
            continue
        if len(mine) > 1 and len({(t.source, id(t.ability)) for t in mine}) > 1:
            options = [Choice(i, _trigger_text(game, t)) for i, t in enumerate(mine)]
            order = yield Decision(player.id, "order_triggers", options, shape="order",
                                   prompt="order your triggered abilities (the last goes on top)")
            mine = [mine[c.value] for c in order]
        for t in mine:
            yield from _put_on_stack(game, t)
    if any(t.ability.chapter for t in pending):
        game.touch()  # 714.4: a chapter ability left waiting (on the stack, or removed, 603.3d)


def _trigger_text(game: Game, t: PendingTrigger) -> str:
    return f"{t.card.name or FACE_DOWN}: {t.ability.text}"


def _put_on_stack(game: Game, t: PendingTrigger) -> Flow:
    """603.3c-d: a modal ability's modes are chosen, then targets, as it is put on the stack; an
    ability whose targets (or every mode's) can't be chosen is removed from the stack."""
    card = t.card
    ab = t.ability
    modal = ab.effect if isinstance(ab.effect, ir.Modal) else None
    if modal is not None and not modes_possible(game, modal, t.controller, t.source):
        game.record("trigger_removed", f"{t.card.name or FACE_DOWN}'s ability has no mode that can be "
                    "chosen, so it is removed from the stack", "700.2b")
        return
    if ab.targets and not has_targets(game, ab.targets, t.controller, t.source):
        game.record("trigger_removed", f"{t.card.name or FACE_DOWN}'s ability has no legal targets, so it "
                    "isn't put on the stack", "603.3d")
        return
    item = StackAbility(game.new_id(), t.source, card, ab, t.controller, "triggered", t.event)
    event = t.event or {}
    if event.get("kind") == "enters" and event.get("object") == t.source:
        entered = game.objects.get(t.source) or game.lki.get(t.source)
        item.x = getattr(entered, "x", 0)  # 107.3m: X of the spell that became the permanent
    game.objects[item.id] = item
    game.stack.append(item.id)
    chapter = getattr(ab, "chapter", 0)  # 714.2b-c: which chapter of its line triggered
    text = f"{t.card.name or FACE_DOWN}'s {f'chapter {chapter} ' if chapter else ''}ability " \
           f"triggers: {ab.text}"
    specs = ab.targets
    if modal is not None:  # 603.3c, 700.2b
        item.modes = yield from choose_modes(game, t.controller, modal, t.source, ab.text)
        if not item.modes:
            game.stack.remove(item.id)
            del game.objects[item.id]
            game.record("trigger_removed", f"{t.card.name or FACE_DOWN}'s ability: no mode was chosen, so it "
                        "is removed from the stack", "700.2b")
            return
        specs = target_specs(modal, ab.targets, item.modes)
    if specs:
        item.targets = yield from choose_targets(game, t.controller, specs, t.source,
                                                 divided=divided_total(ab.effect, item.x), x=item.x)
        item.division = yield from announce(game, t.controller, ab.effect, item.targets,
                                            item.x, t.card.name)  # 601.2d, 603.3d
        chosen = [describe(game, x) for group in item.targets for x in group]
        text += f" (targeting {', '.join(chosen)})" if chosen else ""
    game.record("trigger", text, "714.2b" if chapter else "603.3", (item.id,))
    if specs:
        from .casting import became_targets

        became_targets(game, item.targets, t.controller, "ability", item.id)
