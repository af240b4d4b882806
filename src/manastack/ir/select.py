"""Selectors: descriptions of objects ("nonblack creature an opponent controls", "creature card
in your graveyard") as predicates combined with and / or / not, plus the zone they look in; and
target phrases built on them (115).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .quantity import Quantity
    from .refs import ObjRef, PlayerRef


class Pred(Node):
    """A test on one object, seen from the ability's controller and source."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class And(Pred):
    """All of the parts hold; ``And(())`` holds for everything."""

    parts: tuple[Pred, ...]


@dataclass(frozen=True, slots=True)
class Or(Pred):
    """At least one part holds ("artifact or enchantment"; "instant and sorcery spells" means
    the same, ``word`` keeping how it was written)."""

    parts: tuple[Pred, ...]
    word: str = field(default="", compare=False)  # "and" where the text joined them so


@dataclass(frozen=True, slots=True)
class Not(Pred):
    """The part doesn't hold ("non-Aura", "nonblack", "other than ...")."""

    part: Pred


ANYTHING = And(())


@dataclass(frozen=True, slots=True)
class CardType(Pred):
    """Has this card type (205.2a), e.g. ``Creature``."""

    name: str


@dataclass(frozen=True, slots=True)
class Subtype(Pred):
    """Has this subtype (205.3), e.g. ``Elf``, ``Aura``, ``Plains``."""

    name: str


@dataclass(frozen=True, slots=True)
class Supertype(Pred):
    """Has this supertype (205.4), e.g. ``Legendary``, ``Basic``."""

    name: str


@dataclass(frozen=True, slots=True)
class Color(Pred):
    """Is this color (105.1), a letter: W, U, B, R or G."""

    color: str


@dataclass(frozen=True, slots=True)
class Colorless(Pred):
    """Has no color (105.2c)."""


@dataclass(frozen=True, slots=True)
class Multicolored(Pred):
    """Has two or more colors (105.4)."""


@dataclass(frozen=True, slots=True)
class HasKeyword(Pred):
    """Has this keyword ability ("creature with flying", 702)."""

    keyword: str


@dataclass(frozen=True, slots=True)
class Compare(Pred):
    """Its ``power``, ``toughness`` or ``mana_value`` compared with a quantity: ``op`` is one of
    ``<=``, ``>=``, ``==``, ``<``, ``>``, ``!=``."""

    prop: str
    op: str
    value: Quantity


@dataclass(frozen=True, slots=True)
class Tapped(Pred):
    """Is tapped (110.5); untapped is ``Not(Tapped())``."""


@dataclass(frozen=True, slots=True)
class Attacking(Pred):
    """Is an attacking creature (506.4)."""


@dataclass(frozen=True, slots=True)
class Blocking(Pred):
    """Is a blocking creature (506.4)."""


@dataclass(frozen=True, slots=True)
class Unblocked(Pred):
    """Is an unblocked creature (509.1h): attacking, once blockers have been declared, with none
    declared for it ("unblocked attacking creature", ninjutsu 702.49a)."""


@dataclass(frozen=True, slots=True)
class BlockingObject(Pred):
    """Is blocking the referenced creature ("a creature blocks this creature", flanking
    702.25a; 509.1)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class DamagedBySelfThisTurn(Pred):
    """"dealt damage by SELF this turn": the ability's source, as the object it is now, dealt
    this object damage this turn (120.3; the turn's history, gone when the turn ends, 514.2)."""


@dataclass(frozen=True, slots=True)
class DealtDamageThisTurn(Pred):
    """"that was dealt damage this turn": some source dealt this object damage this turn (120.3;
    the turn's history, gone when the turn ends, 514.2)."""


@dataclass(frozen=True, slots=True)
class AttachedToObject(Pred):
    """Is attached to the referenced object ("for each Aura attached to it", 301.5, 303.4;
    ``word``, not compared, is how the text named it)."""

    obj: ObjRef
    word: str = field(default="it", compare=False)


@dataclass(frozen=True, slots=True)
class IsToken(Pred):
    """Is a token (111)."""


@dataclass(frozen=True, slots=True)
class HasCounter(Pred):
    """Has a counter of this kind on it (122)."""

    kind: str


@dataclass(frozen=True, slots=True)
class Named(Pred):
    """Has this name (201)."""

    name: str


@dataclass(frozen=True, slots=True)
class Other(Pred):
    """Isn't the ability's own object ("another creature", "other Elves")."""


@dataclass(frozen=True, slots=True)
class TargetsThis(Pred):
    """A spell or ability one of whose targets is the ability's own object ("Whenever you cast
    a spell that targets SELF", heroic; its targets are chosen as it is cast, 601.2c)."""


@dataclass(frozen=True, slots=True)
class ControlledBy(Pred):
    """Its controller is this player or relation: ``You()`` ("you control"), ``Opponent()``
    ("an opponent controls"), or a player the ability named earlier ("that player controls",
    "they control": ``word``, not compared, is how the text named them)."""

    player: PlayerRef
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class OwnedBy(Pred):
    """Its owner is this player or relation ("you own", "from your graveyard")."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class IsObject(Pred):
    """Is this referenced object ("that creature")."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class SharesCardType(Pred):
    """Shares a card type with the referenced object (205.2a)."""

    obj: ObjRef


@dataclass(frozen=True, slots=True)
class SharesColor(Pred):
    """Shares a color with the referenced object (105.2: one of its colors is one of that
    object's; a colorless object shares none), as conspire's creatures do (702.78a)."""

    obj: ObjRef


ZONES = ("battlefield", "stack", "graveyard", "hand", "library", "exile")


@dataclass(frozen=True, slots=True)
class Selector(Node):
    """The objects in ``zones`` that satisfy ``pred``: permanents on the battlefield, spells on
    the stack, cards in a graveyard (whose owner ``OwnedBy`` names), ... ("target spell or
    permanent" looks in two zones)."""

    pred: Pred = ANYTHING
    zones: tuple[str, ...] = ("battlefield",)
    word: str = field(default="", compare=False)  # "in" where the text said "in your graveyard"


@dataclass(frozen=True, slots=True)
class PlayerFilter(Node):
    """Which players a target phrase may choose: ``AnyPlayer()`` or ``Opponent()``."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class Target(Node):
    """One target phrase (115.1): objects matching ``objects`` and/or players allowed by
    ``players`` ("any target" has both, 115.4); ``count`` of them, up to ``count`` (``up_to``),
    or any number (``any_number``). ``count`` may be ``XValue()``: "X target creatures", the X
    announced as the spell is cast (601.2b, before its targets, 601.2c).

    ``ability`` ("triggered") targets an ability on the stack instead of an object, with
    ``objects`` then saying whose. ``shares_type_with`` relates this target to an earlier
    phrase of the same ability: "that shares a card type with it" (205.2a). ``divided``: the
    phrase of "N damage divided as you choose among ..." (601.2d): at least one target, each
    given at least 1 of the amount. ``single_graveyard``: "up to three target cards from a
    single graveyard", the cards chosen all in one player's graveyard (601.2c: the phrase's
    description is the whole choice's, not each card's alone).
    """

    objects: Selector | None = None
    players: PlayerFilter | None = None
    count: int | Quantity = 1
    up_to: bool = False
    any_number: bool = False
    ability: str = ""
    shares_type_with: int = -1
    divided: bool = False  # 601.2d: an amount is divided among them (at least one target)
    single_graveyard: bool = False  # "from a single graveyard": all in one owner's graveyard
