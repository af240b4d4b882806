"""An agent that plays back a fixed list of answers, for tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..game.decisions import Decision
    from ..game.game import Game


class ScriptExhausted(RuntimeError):
    """The script has no answer left for a decision."""


class ScriptedAgent:
    """Answers decisions from a list, in order. An answer may be a callable taking the decision.

    When the list runs out, ``fallback`` answers (by default: raise ScriptExhausted naming the
    decision and its options).
    """

    def __init__(self, answers: Iterable[Any],
                 fallback: Callable[[Game, Decision], Any] | None = None) -> None:
        self.answers = list(answers)
        self.fallback = fallback

    def decide(self, game: Game, decision: Decision) -> Any:
        if not self.answers:
            if self.fallback is not None:
                return self.fallback(game, decision)
            raise ScriptExhausted(f"no scripted answer for {decision}")
        answer = self.answers.pop(0)
        return answer(decision) if callable(answer) else answer
