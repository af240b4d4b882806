"""Quantities: the numbers in card text (107.1, 107.3).

A quantity is a plain ``int`` or one of these nodes; it is evaluated as the effect that uses it
resolves (608.2h: from the current state, or last known information for objects that left).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .node import Node
from .refs import ObjRef, PlayerRef
from .select import Selector


class QuantityNode(Node):
    """A number computed from the game. ``form`` (on every subclass, not compared) is how the
    text phrased it where that varies: "for each" (the unit of "[N] ... for each [q]"),
    "equal to" / "equal to after" ("damage equal to [q] to ..." / "damage to ... equal to
    [q]"), "where X" ("X, where X is [q]"), "that much" / "that many"."""

    __slots__ = ()


Quantity = int | QuantityNode


@dataclass(frozen=True, slots=True)
class XValue(QuantityNode):
    """X: the value chosen for the spell or ability (107.3a), or paid for the spell that became
    this permanent (107.3m)."""


@dataclass(frozen=True, slots=True)
class Count(QuantityNode):
    """"the number of [objects]", "for each [object]" (a count of a selector, 107.3)."""

    what: Selector
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CountersOn(QuantityNode):
    """"the number of [kind] counters on [object]", "for each [kind] counter on [object]"."""

    obj: ObjRef
    kind: str
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PropertyOf(QuantityNode):
    """An object's ``power``, ``toughness`` or ``mana_value`` ("its power", "equal to that
    creature's toughness")."""

    obj: ObjRef
    prop: str
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PlayerCount(QuantityNode):
    """A number about a player: ``life`` (their life total), ``hand`` / ``graveyard`` /
    ``library`` (cards there), ``devotion:<colors>`` (700.5), ``opponents`` (still in the
    game) or ``opponents attacked`` (with a creature this combat, melee 702.121a)."""

    player: PlayerRef
    what: str
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class EventAmount(QuantityNode):
    """"that much", "that many": the amount of the event that triggered the ability or of the
    previous effect; ``named``: the amount an "if ..." branch names, for its "Otherwise, ...
    that much" (the branch that names it didn't happen, 608.2c)."""

    form: str = field(default="", compare=False)
    named: Quantity | None = None


@dataclass(frozen=True, slots=True)
class SpellsCastBefore(QuantityNode):
    """"each other spell that was cast before it this turn" (702.40a, storm): the spells cast
    this turn, by any player, before the spell the ability is about (``EventObject()``)."""

    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ColorsSpent(QuantityNode):
    """"for each color of mana spent to cast [it]" (601.2h; sunburst, 702.44a): the colors of
    the mana paid for the spell (a permanent: the spell that became it; 0 if it wasn't cast)."""

    obj: ObjRef
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TimesKicked(QuantityNode):
    """"for each time [it] was kicked" (702.33c-d): how many times the spell's kicker costs were
    paid (a permanent: the spell that became it)."""

    obj: ObjRef
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PartySize(QuantityNode):
    """"for each creature in your party" (700.8, 700.8a-b): up to one Cleric, one Rogue, one
    Warrior and one Wizard among the creatures ``player`` controls, each creature counted for
    one type, counted the way that gives the highest number (0 to 4)."""

    player: PlayerRef
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CountersRemoved(QuantityNode):
    """"for each storage counter removed this way": how many counters of ``kind`` the player
    chose to remove from the source to pay the ability's cost ("Remove any number of ...",
    601.2h, 602.2b)."""

    kind: str
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TimesPaid(QuantityNode):
    """How many times the optional additional cost of a keyword was paid as the spell was cast
    (a permanent: the spell that became it): "for each time its replicate cost was paid"
    (702.56a), squad (702.157a); offspring (702.175a) and casualty (702.153a) are paid once."""

    obj: ObjRef
    keyword: str


@dataclass(frozen=True, slots=True)
class Times(QuantityNode):
    """"twice [q]", "three times [q]"."""

    factor: int
    of: Quantity
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Half(QuantityNode):
    """"half [q], rounded up/down" (107.1a)."""

    of: Quantity
    round_up: bool
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Plus(QuantityNode):
    """"[q] plus [n]" / "[q] plus [q]"."""

    left: Quantity
    right: Quantity
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TypesAmong(QuantityNode):
    """"the number of card types among cards in your graveyard" (205.2a; delirium), "basic land
    types among lands you control" (305.6; domain): how many different types of that ``kind``
    ("card" or "basic land") the objects ``what`` finds have between them."""

    what: Selector
    kind: str = "card"
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Greatest(QuantityNode):
    """"the greatest power among creatures you control" (``prop``: ``power``, ``toughness`` or
    ``mana_value``): the largest value among the objects ``what`` finds, 0 if there are none
    (107.1)."""

    prop: str
    what: Selector
    form: str = field(default="", compare=False)
