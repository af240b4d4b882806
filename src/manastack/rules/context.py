"""The context of a resolving spell or ability (608.2): who controls it, its source, its targets,
X, the event that triggered it, and what its earlier effects did."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..game.objects import GameObject

if TYPE_CHECKING:
    from ..game.game import Game
    from .card import CardDef

Resolution = Generator[Any, Any, None]
"""What an effect handler returns: a generator yielding decisions (answers are sent back)."""


@dataclass(slots=True)
class Context:
    """What an effect needs while resolving. ``targets`` holds one group per target phrase (None
    where a target became illegal, 608.2b); ``chosen`` keeps what earlier effects of the same
    ability did ("created": the ids of tokens made, "moved": objects moved, as they last
    existed); ``current`` is the object a "for each" is on; ``text`` is the ability's text."""

    controller: int
    source: int  # id of the source object (may have left its zone)
    source_card: CardDef
    targets: tuple[tuple[Any, ...], ...] = ()
    x: int = 0
    event: Any = None
    stack_id: int = 0
    chosen: dict[str, Any] = field(default_factory=dict)
    modes: tuple[int, ...] = ()  # the chosen modes of a modal spell (700.2)
    current: Any = None
    text: str = ""
    division: tuple[int, ...] = ()  # 601.2d: the amount divided to each divided target
    # the creatures returned to pay the ability's cost and what each was attacking (702.49c)
    returned: tuple[tuple[int, int | None], ...] = ()


def viewpoint(game: Game, controller: int, source: int) -> Context:
    """A context for evaluating a description outside resolution ("creatures you control" seen
    from ``controller``, "another" from ``source``)."""
    obj = game.objects.get(source) or game.lki.get(source)
    card = obj.card if obj is not None else None
    return Context(controller, source, card)  # type: ignore[arg-type]


def holder_context(holder: GameObject, event: Any = None) -> Context:
    """The context of an ability of ``holder`` (a permanent, or its last known information)."""
    return Context(holder.controller, holder.id, holder.card, event=event, x=holder.x)


def ability_source(game: Game, ctx: Context) -> GameObject:
    """The source object, or its last known information (608.2h)."""
    obj = game.objects.get(ctx.source)
    if isinstance(obj, GameObject):
        return obj
    event = ctx.event or {}
    lki = event.get("lki") or game.lki.get(ctx.source)
    if isinstance(lki, GameObject) and lki.id == ctx.source:
        return lki
    return GameObject(ctx.source, ctx.source_card, ctx.controller, "graveyard")
