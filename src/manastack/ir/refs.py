"""References to objects and players ("target creature", "it", "that player", "you").

One class, :class:`Targeted`, is both: a target phrase may choose objects, players or either
("any target", 115.4), and the effect takes what was chosen.

``word`` (not compared) is how the text named the object where that was a pronoun or an
anaphor ("it", "that creature", "enchanted land"): presentation only, for printing the text back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .select import Pred, Selector


class ObjRef(Node):
    """What an effect acts on: one or more objects."""

    __slots__ = ()


class PlayerRef(Node):
    """A player or players an effect is about; also a relation ("you", "an opponent") when used
    in a selector ("creatures you control")."""

    __slots__ = ()


# ---- both ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Targeted(ObjRef, PlayerRef):
    """What the ``index``-th target phrase of the ability chose (115.1), objects or players;
    targets that became illegal are left out (608.2b)."""

    index: int = 0
    word: str = field(default="", compare=False)


# ---- objects ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class This(ObjRef):
    """The object the ability belongs to ("this creature", the card's name, 201.5); its last
    known information once it has left (608.2h)."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class EventObject(ObjRef):
    """The object the triggering event was about ("that creature", "it" in a trigger, 603.2)."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class EventTarget(ObjRef):
    """The object the triggering event was done to: "that creature" after "deals damage to a
    creature" (the source is the event's object)."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TargetingObject(ObjRef):
    """The spell or ability whose targeting is the triggering event ("that spell or ability"
    of ward, 702.21a)."""


@dataclass(frozen=True, slots=True)
class PutThisWay(ObjRef):
    """The permanents an earlier effect of this ability put onto the battlefield ("it" after
    "Return this card from your graveyard to the battlefield", unearth 702.84a)."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExiledThisWay(ObjRef):
    """The cards an earlier effect of this ability exiled, as the new objects they became in
    exile (400.7): "exile target creature you control, then return that card to the
    battlefield" (a flicker). ``word`` (not compared) is how the text names them."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExiledWithSelf(ObjRef):
    """"the exiled card(s)" in an ability linked to another ability of this object that exiled
    them (607.2a, the older Fiend Hunter template): the cards this object's abilities exiled,
    while they are still in exile (400.7). ``word`` (not compared) is how the text names them."""
    word: str = field(default="the exiled card", compare=False)


@dataclass(frozen=True, slots=True)
class Created(ObjRef):
    """The objects an earlier effect of this ability created ("it", "that token")."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Current(ObjRef):
    """The object a ``ForEach`` effect is on now ("it", "its controller" inside "for each ...")."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DamagedThisWay(ObjRef):
    """The objects matching ``pred`` that earlier effects of this ability dealt damage to
    ("a creature dealt damage this way", 120.3): damage prevented in full isn't dealt (615)."""

    pred: Pred


@dataclass(frozen=True, slots=True)
class ThisWay(ObjRef):
    """The objects an earlier effect of this ability moved that match ``pred`` ("each creature
    exiled this way"), as they last existed before the move (608.2h)."""

    pred: Pred


@dataclass(frozen=True, slots=True)
class TappedForCost(ObjRef):
    """The permanents tapped to pay the cost of the ability resolving ("the tapped creature",
    702.184a station), as they are now or last existed (608.2h)."""


@dataclass(frozen=True, slots=True)
class TopCard(ObjRef):
    """The card an earlier effect of this ability revealed, looked at or exiled from the top of
    a library ("it", "that card", 701.20), while it is still in the zone it was in then: once
    moved it is a new object (400.7), known only as it last existed (608.2h)."""
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AttachedTo(ObjRef):
    """The object this Aura or Equipment is attached to ("enchanted creature", "equipped
    creature", 301.5, 303.4), if it is what the text calls it (``pred``: "enchanted land" is a
    land)."""

    pred: Pred = field(default_factory=lambda: _anything())
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Each(ObjRef):
    """Every object a selector matches as the effect happens ("each creature", "all Plains").
    ``word`` (not compared) is how the text said it: "each", "all", or "" for a bare plural."""

    what: Selector
    word: str = field(default="", compare=False)


# ---- players --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class You(PlayerRef):
    """The controller of the ability (109.5). ``word`` (not compared) is "you" where the text
    names the player ("you draw a card") rather than leaving it implied ("Draw a card")."""

    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Opponent(PlayerRef):
    """As a relation: any opponent of the ability's controller ("an opponent controls");
    ``word`` (not compared) keeps "your opponents" where the text says so."""

    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AnyPlayer(PlayerRef):
    """As a relation: any player ("a player")."""


@dataclass(frozen=True, slots=True)
class EachPlayer(PlayerRef):
    """Every player, in APNAP order (101.4)."""


@dataclass(frozen=True, slots=True)
class EachOpponent(PlayerRef):
    """Every opponent of the ability's controller, in APNAP order."""


@dataclass(frozen=True, slots=True)
class ControllerOf(PlayerRef):
    """The controller of an object ("its controller", "that creature's controller"), as it last
    existed if it has left (608.2h). ``word`` (not compared) is "that player" where the text
    named the player by an anaphor."""

    obj: ObjRef
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PlayerOrController(PlayerRef):
    """"That player or that planeswalker's controller": the player a target phrase of players
    or permanents chose, or the controller of the permanent it chose, as it last existed if it
    has left (115.1, 608.2h)."""

    target: Targeted
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class OwnerOf(PlayerRef):
    """The owner of an object ("its owner", 108.3); ``word`` as for :class:`ControllerOf`."""

    obj: ObjRef
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class EventPlayer(PlayerRef):
    """The player the triggering event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class DefendingPlayer(PlayerRef):
    """The defending player (506.2)."""


def _anything() -> Pred:
    from .select import ANYTHING

    return ANYTHING
