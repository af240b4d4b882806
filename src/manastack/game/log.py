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

    def render(self, explain: bool = True) -> str:
        """``704.5a: Bo loses the game (life 0)`` with ``explain``, else just the text."""
        return f"{self.rule}: {self.text}" if explain and self.rule else self.text


def render_log(entries: list[LogEntry], explain: bool = False) -> str:
    """A readable text rendering, one line per entry, grouped under turn and step headings."""
    lines: list[str] = []
    turn = step = None
    for e in entries:
        if e.turn != turn:
            turn, step = e.turn, None
            lines.append(f"== Turn {turn} ==")
        if e.step != step:
            step = e.step
            lines.append(f"  [{step}]")
        lines.append("    " + e.render(explain))
    return "\n".join(lines)
