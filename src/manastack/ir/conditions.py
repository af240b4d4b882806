"""Conditions: "if ...", "as long as ...", intervening "if" clauses of triggers (603.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .quantity import Quantity
    from .refs import ObjRef, PlayerRef
    from .select import Pred, Selector


class Condition(Node):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class AllOf(Condition):
    parts: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class AnyOf(Condition):
    parts: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class NotCond(Condition):
    part: Condition


@dataclass(frozen=True, slots=True)
class CompareQ(Condition):
    """Two quantities compared: ``op`` is ``<=``, ``>=``, ``==``, ``<``, ``>`` or ``!=``
    ("if you have 5 or less life" is ``PlayerCount(You(), "life") <= 5``)."""

    left: Quantity
    op: str
    right: Quantity


@dataclass(frozen=True, slots=True)
class Controls(Condition):
    """A player controls at least ``at_least`` permanents matching ``what``."""

    player: PlayerRef
    what: Selector
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class ObjectIs(Condition):
    """The referenced object satisfies a predicate ("if it's a creature", "a spell with mana
    value equal to ..." on a trigger's object)."""

    obj: ObjRef
    pred: Pred


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """It is the ability controller's turn."""


@dataclass(frozen=True, slots=True)
class CameUnderControlSinceLastUpkeep(Condition):
    """"if this permanent came under your control since the beginning of your last upkeep"
    (echo, 702.30a)."""


@dataclass(frozen=True, slots=True)
class OnBattlefield(Condition):
    """"if [this permanent] is on the battlefield" (cumulative upkeep, 702.24a)."""

    obj: ObjRef
