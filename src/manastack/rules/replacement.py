"""Replacement and prevention effects (614-616): the pipeline every event passes through.

An event is offered to each applicable replacement effect before it happens. When several apply,
the affected player (or the affected object's controller) chooses one (616.1); after it applies the
set of applicable effects is recomputed (616.1f) and no effect applies twice to one event (614.5).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..game.decisions import Choice, Decision

if TYPE_CHECKING:
    from ..game.game import Game


class Event:
    """A proposed event: its ``kind`` and fields (``obj``, ``player``, ``amount``, ``to`` ...)."""

    __slots__ = ("kind", "fields")

    def __init__(self, kind: str, **fields: Any) -> None:
        self.kind = kind
        self.fields = fields

    def __getattr__(self, name: str) -> Any:
        try:
            return self.fields[name]
        except KeyError:
            raise AttributeError(name) from None

    def but(self, **changes: Any) -> Event:
        """A modified copy of the event (614.1: the event is replaced by another)."""
        return Event(self.kind, **{**self.fields, **changes})

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.fields})"


class ReplacementEffect:
    """Watches one kind of event; ``applies`` decides if it applies, ``apply`` returns the modified
    event (or None when the event is replaced by nothing, e.g. prevention of all damage)."""

    kind: str = ""
    source: int = 0
    text: str = ""

    def applies(self, game: Game, event: Event) -> bool:
        raise NotImplementedError

    def apply(self, game: Game, event: Event) -> Event | None:
        raise NotImplementedError

    def chooser(self, game: Game, event: Event) -> int:
        """616.1: the affected player, or the controller of the affected object (its owner if none)."""
        if "player" in event.fields:
            return event.player
        obj = game.objects.get(event.fields.get("obj", -1))
        return obj.controller if obj is not None else game.active_player.id


def replace(game: Game, event: Event) -> Generator[Any, Any, Event | None]:
    """Apply replacement effects to ``event`` one at a time, asking for the order (616.1)."""
    used: list[ReplacementEffect] = []
    current: Event | None = event
    while current is not None:
        options = [r for r in game.replacements
                   if r.kind == current.kind and r not in used and r.applies(game, current)]
        if not options:
            break
        chosen = options[0]
        if len(options) > 1:
            decision = Decision(
                options[0].chooser(game, current), "replacement_order",
                [Choice(i, r.text or type(r).__name__) for i, r in enumerate(options)],
                prompt="choose a replacement effect to apply first (616.1)")
            answer = yield decision
            chosen = options[answer.value]
            game.record("replacement", f"applies {chosen.text} first", "616.1", ())
        used.append(chosen)
        current = chosen.apply(game, current)
    return current
