"""Durations of continuous effects (611.2) and the time of delayed triggers (603.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .conditions import Condition


class Duration(Node):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class EndOfTurn(Duration):
    """"until end of turn": ends in the cleanup step (514.2)."""


@dataclass(frozen=True, slots=True)
class Indefinitely(Duration):
    """No duration stated: the effect lasts until the game ends or its object leaves (611.2a)."""


@dataclass(frozen=True, slots=True)
class WhileSourceRemains(Duration):
    """"for as long as [this] remains on the battlefield" (611.2b)."""


@dataclass(frozen=True, slots=True)
class WhileSourceTapped(Duration):
    """"for as long as SELF remains tapped" (611.2b): ends when the source untaps or leaves the
    battlefield; does nothing if the source is already untapped (or gone) as it would begin."""


@dataclass(frozen=True, slots=True)
class EndOfCombat(Duration):
    """"until end of combat" (511.3)."""


@dataclass(frozen=True, slots=True)
class UntilYourNextTurn(Duration):
    """"until your next turn" (611.2a)."""


@dataclass(frozen=True, slots=True)
class WhileCondition(Duration):
    """"for as long as [condition]" (611.2b)."""

    condition: Condition
