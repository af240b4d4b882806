"""Phasing (702.26): permanents phasing out and in.

A phased-out permanent keeps its object (no zone change, 702.26d: same id, counters, tapped
status, attachments, no zone-change triggers) but leaves ``game.battlefield`` and has the status
``PHASED_OUT`` as its zone, so every rule that looks at the battlefield or asks whether an object
is there treats it as though it doesn't exist (702.26b): it can't be targeted, counted, chosen,
affected or attacked with, and its own abilities do nothing. What it is attached to phases out
with it, indirectly (702.26g), and phases in only with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..game.objects import BATTLEFIELD, PHASED_OUT, GameObject
from .characteristics import chars

if TYPE_CHECKING:
    from ..game.game import Game


def phased_out(game: Game) -> list[GameObject]:
    """Every phased-out permanent, in creation order."""
    return [o for o in game.objects.values()
            if isinstance(o, GameObject) and o.zone == PHASED_OUT]


def _attached_to_any(game: Game, hosts: set[int], zone: str) -> list[int]:
    """The permanents in ``zone`` attached to one of ``hosts``, and to those, and so on."""
    found: list[int] = []
    frontier = set(hosts)
    while frontier:
        more = [o.id for o in game.objects.values() if isinstance(o, GameObject)
                and o.zone == zone and o.attached_to in frontier and o.id not in found]
        found += more
        frontier = set(more)
    return found


def phase_out(game: Game, ids: Iterable[int], rule: str = "702.26b") -> list[int]:
    """The permanents ``ids`` phase out directly, and the Auras, Equipment and Fortifications
    attached to them indirectly (702.26g; one that would do both does it indirectly, 702.26h).
    Each is removed from combat (506.4). Returns the ids that phased out."""
    from .combat import remove_from_combat

    direct = [oid for oid in dict.fromkeys(ids)
              if isinstance(o := game.objects.get(oid), GameObject) and o.zone == BATTLEFIELD]
    if not direct:
        return []
    indirect = _attached_to_any(game, set(direct), BATTLEFIELD)
    direct = [oid for oid in direct if oid not in indirect]
    for oid, by_attachment in [(i, False) for i in direct] + [(i, True) for i in indirect]:
        obj = game.objects[oid]
        assert isinstance(obj, GameObject)
        remove_from_combat(game, obj)
        game.battlefield.remove(oid)
        obj.zone = PHASED_OUT
        obj.phasing = (obj.controller, by_attachment)
        game.record("phase_out", f"{obj.name} phases out" + (
            " with what it is attached to" if by_attachment else ""),
            "702.26g" if by_attachment else rule, (oid,))
    game.touch()
    return direct + indirect


def phase_in(game: Game, ids: Iterable[int], rule: str = "702.26c") -> None:
    """The permanents ``ids`` (which phased out directly) phase in, with what phased out
    indirectly attached to them (702.26g). One attached to an object that is no longer on the
    battlefield phases in unattached (702.26i); state-based actions then apply (704.5m-n)."""
    direct = [oid for oid in ids if isinstance(o := game.objects.get(oid), GameObject)
              and o.zone == PHASED_OUT]
    if not direct:
        return
    indirect = [oid for oid in _attached_to_any(game, set(direct), PHASED_OUT)
                if game.objects[oid].phasing[1:] == (True,)]  # type: ignore[union-attr]
    coming = set(direct) | set(indirect)
    for oid in direct + indirect:
        obj = game.objects[oid]
        assert isinstance(obj, GameObject)
        obj.zone = BATTLEFIELD
        obj.phasing = ()
        game.battlefield.append(oid)
    for oid in direct:
        obj = game.objects[oid]
        assert isinstance(obj, GameObject)
        host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
        if obj.attached_to is not None and not game.is_player(obj.attached_to) and (
                not isinstance(host, GameObject) or host.zone != BATTLEFIELD
                and host.id not in coming):
            obj.attached_to = None  # 702.26i
        game.record("phase_in", f"{obj.name} phases in", rule, (oid,))
    game.touch()


def untap_step_phasing(game: Game, pid: int) -> None:
    """502.1, 702.26a: as the untap step begins, the active player's phased-in permanents with
    phasing phase out and, simultaneously, the permanents that phased out directly under their
    control phase in (those are chosen first, so nothing does both)."""
    going = [o.id for o in game.permanents(pid) if "phasing" in chars(game, o).keywords]
    coming = [o.id for o in phased_out(game) if o.phasing and o.phasing[0] == pid
              and not o.phasing[1]]
    phase_out(game, going, rule="702.26a")
    phase_in(game, coming, rule="702.26a")


def leave_game(game: Game, pid: int) -> None:
    """702.26k: phased-out permanents the leaving player owns leave the game with them (no
    zone-change triggers)."""
    for obj in phased_out(game):
        if obj.owner == pid:
            del game.objects[obj.id]
