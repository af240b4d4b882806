"""Sagas (714): chapter abilities, lore counters and the Saga's sacrifice.

A chapter ability is an ``ir.Triggered`` with a ``chapter`` number (714.2b): its trigger is
lore counters put on its Saga ("counter_put:lore"), and it triggers only if their number was
less than N and became at least N (:func:`chapter_reached`, read by ``triggers.fits``).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import StackAbility
from .characteristics import chars, triggered

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

LORE = "lore"


def final_chapter(abilities: Iterable[Any]) -> int:
    """714.2d: the greatest chapter number among the abilities (0 with no chapter ability)."""
    return max((a.chapter for a in abilities if isinstance(a, ir.Triggered)), default=0)


def entering_lore(game: Game, obj: GameObject) -> Generator[Any, Any, None]:
    """714.3a: as a Saga (without read ahead, 702.155, which the engine doesn't implement)
    enters, its controller puts a lore counter on it (the rules do, not an effect, 609.1)."""
    from .events import add_counters

    if "Saga" in chars(game, obj).subtypes:
        yield from add_counters(game, obj.id, LORE, 1, effect=False)


def is_saga_now(game: Game, obj: GameObject) -> bool:
    """714.3b: whether a permanent is a Saga with one or more chapter abilities."""
    return "Saga" in chars(game, obj).subtypes and bool(final_chapter(triggered(game, obj)))


def chapter_reached(ab: ir.Triggered, data: dict[str, Any] | None) -> bool:
    """714.2b: lore counters were put on the Saga, and their number was less than N and became
    at least N (``total`` is the number after the event, ``amount`` how many were put)."""
    if not data or "total" not in data:
        return False
    after = data["total"]
    return after - data.get("amount", 0) < ab.chapter <= after


def add_lore(game: Game, pid: int) -> Generator[Any, Any, None]:
    """714.3b, 505.4: as a player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (a turn-based action: no stack)."""
    from .events import add_counters

    sagas = [o for o in game.permanents(pid) if is_saga_now(game, o)]
    for obj in sagas:
        game.record("lore", f"{game.player(pid).name} puts a lore counter on {obj.name}", "714.3b",
                    (obj.id,))
        yield from add_counters(game, obj.id, LORE, 1, effect=False)


def to_sacrifice(game: Game, obj: GameObject) -> bool:
    """714.4, 704.5s: a Saga with one or more chapter abilities and at least its final chapter
    number of lore counters is sacrificed, unless it is the source of a chapter ability that has
    triggered but not yet left the stack."""
    if not is_saga_now(game, obj) or \
            (obj.counters or {}).get(LORE, 0) < final_chapter(triggered(game, obj)):
        return False
    if any(t.source == obj.id and t.ability.chapter for t in game.pending_triggers):
        return False
    for sid in game.stack:
        item = game.objects[sid]
        if isinstance(item, StackAbility) and item.source == obj.id and \
                isinstance(item.ability, ir.Triggered) and item.ability.chapter:
            return False
    return True
