"""Conditions: "if ...", "as long as ...", intervening "if" clauses of triggers (603.4)."""

from __future__ import annotations

from dataclasses import dataclass, field
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
    """A player controls at least ``at_least`` (and, if given, at most ``at_most``) permanents
    matching ``what``. ``word`` (not compared): "articles" for "a Plains or an Island", "your
    opponents" for "your opponents control"."""

    player: PlayerRef
    what: Selector
    at_least: int = 1
    at_most: int | None = None
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ObjectIs(Condition):
    """The referenced object satisfies a predicate ("if it's a creature", "a spell with mana
    value equal to ..." on a trigger's object)."""

    obj: ObjRef
    pred: Pred
    word: str = field(default="", compare=False)  # "card" where the text said "a creature card"


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """It is the ability controller's turn."""


@dataclass(frozen=True, slots=True)
class SomePlayer(Condition):
    """Some player ``who`` names has a number compared with ``value`` ("if an opponent has 10
    or less life": ``what`` as in ``PlayerCount``)."""

    who: PlayerRef
    what: str
    op: str
    value: Quantity


@dataclass(frozen=True, slots=True)
class HappenedThisTurn(Condition):
    """Turn history: an event of ``event`` ("cast", "attacked", "been_attacked", "gain_life",
    "lose_life", "dies", "dealt_damage") happened this turn at least ``at_least`` times, done by ``player``
    (None: anyone; for "dealt_damage", the player dealt damage) to an object matching
    ``pred``."""

    event: str
    player: PlayerRef | None = None
    pred: Pred | None = None
    at_least: int = 1
    this_step: bool = False  # "this step": only the current step's history


@dataclass(frozen=True, slots=True)
class CameUnderControlSinceLastUpkeep(Condition):
    """"if this permanent came under your control since the beginning of your last upkeep"
    (echo, 702.30a)."""


@dataclass(frozen=True, slots=True)
class Renowned(Condition):
    """"if [it] is renowned" (a designation, 702.112b)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class Monstrous(Condition):
    """"[it] is monstrous" (a designation, 701.37b)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class Evoked(Condition):
    """"if its evoke cost was paid" (702.74a)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class WasCast(Condition):
    """"if you cast it" (of an entering permanent, 603.4): it entered as a spell that its
    controller cast resolved (608.3), not put onto the battlefield by an effect."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class WonClash(Condition):
    """"If you win, ..." after "clash with an opponent" in the same ability (701.30d)."""


@dataclass(frozen=True, slots=True)
class ManaSpent(Condition):
    """"{W} was spent to cast it" (601.2h): mana of that color paid for the spell (a permanent:
    the spell that became it; one not cast had none spent)."""

    color: str
    obj: ObjRef


@dataclass(frozen=True, slots=True)
class SpellTargets(Condition):
    """"if it targets a tapped creature" (of a spell, in "SELF costs {3} less to cast if it
    targets ...", 601.2f: the total cost is determined after the targets are chosen, 601.2c):
    one of the spell's targets matches ``what``. Before its targets are chosen (whether it can
    be cast, 601.2f-h) it holds if some legal target for it matches."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Kicked(Condition):
    """"if [it] was kicked" (702.33d): a kicker cost of the spell (or of the spell that became
    the permanent) was paid. ``cost``: "with its [cost] kicker", that kicker cost only
    (702.33f); ``times``: "kicked twice", at least that many times."""

    obj: ObjRef
    cost: str = ""
    times: int = 1


@dataclass(frozen=True, slots=True)
class OnBattlefield(Condition):
    """"if [this permanent] is on the battlefield" (cumulative upkeep, 702.24a)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class Suspended(Condition):
    """"if this card is suspended" (702.62b): in exile, with suspend and a time counter on it."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class WasPut(Condition):
    """"you put the card into your hand" (in "If you don't put the card into your hand, ..."):
    an earlier ``PutCard`` of this ability put ``obj`` into the zone ``to`` (608.2c)."""

    obj: ObjRef
    to: str
