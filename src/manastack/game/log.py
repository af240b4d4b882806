"""The game log: structured entries naming what happened and the rule that made it happen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event. ``rule`` is the Comprehensive Rules number behind it ("" for a free choice)."""

    turn: int
    step: str
    kind: str
    text: str
    rule: str = ""
    data: tuple[Any, ...] = ()
    private: tuple[int, str] | None = None  # (player who may see it, what others see)

    def render(self, explain: bool = True, viewer: int | None = None) -> str:
        """``704.5a: Bo loses the game (life 0)`` with ``explain``, else just the text. With a
        ``viewer``, hidden information is left out (400.2: a draw shows as "draws a card")."""
        text = self.text
        if viewer is not None and self.private is not None and self.private[0] != viewer:
            text = self.private[1]
        return f"{self.rule}: {text}" if explain and self.rule else text


def render_log(entries: list[LogEntry], explain: bool = False, viewer: int | None = None) -> str:
    """A readable text rendering, one line per entry, grouped under turn and step headings;
    with ``viewer`` (a player id), as that player may see it."""
    lines: list[str] = []
    turn = step = None
    for e in entries:
        if e.turn != turn:
            turn, step = e.turn, None
            lines.append(f"== Turn {turn} ==")
        if e.step != step:
            step = e.step
            lines.append(f"  [{step}]")
        lines.append("    " + e.render(explain, viewer))
    return "\n".join(lines)
