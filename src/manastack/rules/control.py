"""Control of permanents (108.4, 613.1b layer 2): control-changing effects and exchanges.

A permanent's controller is the player it entered under (``base_controller``), changed by
control-changing effects in timestamp order (613.7): effects of resolved spells and abilities
("gain control of target creature until end of turn") and static abilities ("You control
enchanted creature"). ``update_control`` recomputes it whenever such effects may have changed;
a permanent that changes controller must wait for its new controller's next turn to attack or
use {T}/{Q} (302.6) and leaves combat (506.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..game.objects import BATTLEFIELD
from .characteristics import ContinuousEffect

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject


def _control_statics(game: Game) -> list[tuple[int, int, int]]:
    """(timestamp, affected object, controller) for "You control enchanted creature" abilities."""
    found = []
    for oid in game.battlefield:
        holder = game.objects[oid]
        for st in holder.card.statics:
            if st.control and holder.attached_to is not None:
                found.append((holder.timestamp, holder.attached_to, holder.controller))
    return found


def update_control(game: Game) -> None:
    """613.1b: apply control-changing effects in timestamp order to every permanent."""
    effects = [e for e in game.effects if e.controller is not None]
    statics = _control_statics(game) if game.statics else []
    if not effects and not statics and not game.control_changed:
        return
    changes: list[tuple[int, int, int]] = [
        (e.timestamp, oid, e.controller) for e in effects for oid in e.objects]  # type: ignore[misc]
    changes += statics
    changes.sort()
    wanted: dict[int, int] = {}
    for _, oid, pid in changes:
        if not game.player(pid).left:  # 800.4b
            wanted[oid] = pid
    changed = False
    for oid in list(game.battlefield):
        obj: GameObject = game.objects[oid]  # type: ignore[assignment]
        target = wanted.get(oid, obj.base_controller)
        if target != obj.controller and game.player(target).left:
            _exile_now(game, obj)  # 800.4c: its default controller has left the game
            changed = True
        elif target != obj.controller:
            _change_controller(game, obj, target)
            changed = True
    game.control_changed = any(
        game.objects[oid].controller != game.objects[oid].base_controller  # type: ignore[union-attr]
        for oid in game.battlefield)
    if changed:
        game.touch()


def _exile_now(game: Game, obj: GameObject) -> None:
    """800.4c: exiled at once (not a state-based action), as a new object (400.7)."""
    game.battlefield.remove(obj.id)
    del game.objects[obj.id]
    new = obj.copy()
    new.id, new.zone, new.controller = game.new_id(), "exile", obj.owner
    new.tapped, new.damage, new.counters, new.attacking, new.blocking = False, 0, None, None, ()
    game.objects[new.id] = new
    game.exile.append(new.id)
    game.record("exile", f"{obj.name} is exiled: the player who controlled it by default has "
                "left the game", "800.4c")


def _change_controller(game: Game, obj: GameObject, pid: int) -> None:
    from .effects.designations import lose_control

    obj.controller = pid
    lose_control(game, obj.id, pid)  # 701.54a: no longer the old controller's Ring-bearer
    # 702.62a: "until you lose control of ... the permanent it becomes" ends now
    game.effects = [e for e in game.effects if e.until != f"control:{obj.id}"]
    obj.control_turn = game.turn  # 302.6: not controlled since the turn began
    if obj.attacking is not None or obj.blocking:
        obj.attacking, obj.blocking, obj.blocked = None, (), False  # 506.4
    game.record("control", f"{game.player(pid).name} gains control of {obj.name}", "613.1b",
                (obj.id,))


def gain_control(game: Game, objects: tuple[int, ...], pid: int, until: str, source: str) -> None:
    """Create a control-changing effect (611.2a, 613.1b) and apply it at once."""
    game.effects = [*game.effects, ContinuousEffect(
        objects, game.new_timestamp(), until=until, source=source, controller=pid)]
    update_control(game)


def exchange_control(game: Game, a: int, b: int, source: str) -> bool:
    """701.12b: if two permanents are controlled by different players, each player gains control
    of the one the other controlled, at the same time; otherwise nothing happens. 701.12a: if
    the whole exchange can't happen, none of it does."""
    first, second = game.objects.get(a), game.objects.get(b)
    if first is None or second is None or BATTLEFIELD not in (first.zone, second.zone) or \
            first.zone != BATTLEFIELD or second.zone != BATTLEFIELD:
        game.record("exchange", "the exchange of control can't happen", "701.12a")
        return False
    if first.controller == second.controller:
        game.record("exchange", f"{first.name} and {second.name} have the same controller: "
                    "nothing is exchanged", "701.12b")
        return False
    stamp = game.new_timestamp()
    game.effects = [*game.effects,
                    ContinuousEffect((a,), stamp, until="", source=source,
                                     controller=second.controller),
                    ContinuousEffect((b,), stamp, until="", source=source,
                                     controller=first.controller)]
    game.record("exchange", f"{first.name} and {second.name} exchange controllers", "701.12b")
    update_control(game)
    return True
