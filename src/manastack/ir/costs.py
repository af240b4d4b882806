"""Costs (118, 602.1): an activation cost or an additional cost is a sequence of parts, paid in
the order 601.2g-h / 602.2h allow; the parts keep the order the card prints them in."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .select import Selector


class CostPart(Node):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class ManaPart(CostPart):
    """A mana cost such as ``{2}{G}`` (107.4, 202.1)."""

    mana: str


@dataclass(frozen=True, slots=True)
class TapSelf(CostPart):
    """{T}: tap this permanent (107.5)."""


@dataclass(frozen=True, slots=True)
class UntapSelf(CostPart):
    """{Q}: untap this permanent (107.6)."""


@dataclass(frozen=True, slots=True)
class SacrificeSelf(CostPart):
    """"Sacrifice this [permanent]" (701.21)."""


@dataclass(frozen=True, slots=True)
class DiscardSelf(CostPart):
    """"Discard this card": the cost of an ability that works from the hand (cycling, 702.29a)."""


@dataclass(frozen=True, slots=True)
class ExileSelf(CostPart):
    """"Exile this card from your graveyard" (scavenge, 702.97a)."""


@dataclass(frozen=True, slots=True)
class RevealSelf(CostPart):
    """"Reveal this card from your hand" (701.20a; ninjutsu 702.49a): it stays revealed until the
    ability leaves the stack (702.49b)."""


@dataclass(frozen=True, slots=True)
class SacrificeObjects(CostPart):
    """"Sacrifice a creature" / "Sacrifice two lands" (701.21)."""

    what: Selector
    count: int = 1


@dataclass(frozen=True, slots=True)
class DiscardCards(CostPart):
    """"Discard a card" / "Discard two cards" (701.9); ``x``: "discard X cards", X chosen and
    announced as the spell is cast (107.3a, 601.2b; an additional cost only); ``what``:
    "discard a Mountain card", cards of that kind (a spell's own cost only)."""

    count: int = 1
    x: bool = False
    what: Selector | None = None


@dataclass(frozen=True, slots=True)
class PayLife(CostPart):
    """"Pay N life" (119.4); ``x``: "pay X life", X chosen and announced as the spell is cast
    (107.3a, 601.2b; an additional cost only)."""

    amount: int
    x: bool = False


@dataclass(frozen=True, slots=True)
class LoyaltyCost(CostPart):
    """[+N] / [−N]: put or remove loyalty counters (606.4)."""

    amount: int


@dataclass(frozen=True, slots=True)
class RemoveCounters(CostPart):
    """"Remove N [kind] counters from this [permanent]" (122); ``any_number``: "Remove any number
    of [kind] counters from this [permanent]", the number chosen as the cost is paid (601.2h)."""

    kind: str
    count: int = 1
    any_number: bool = False
    form: str = field(default="", compare=False)  # "X": "Remove X storage counters" (107.3)


@dataclass(frozen=True, slots=True)
class TapObjects(CostPart):
    """"Tap an untapped [permanent] you control" / "Tap two untapped Elves you control" (118.3:
    a tapped permanent can't be tapped to pay it; 302.6 doesn't apply, the {T} isn't theirs)."""

    what: Selector
    count: int = 1


@dataclass(frozen=True, slots=True)
class TapPower(CostPart):
    """"Tap any number of other untapped creatures you control with total power N or greater"
    (702.122a, crew N): the player chooses the set (601.2h); summoning-sick creatures may be
    tapped (302.6 is about their own {T})."""

    what: Selector
    power: int = 1


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard(CostPart):
    """"Exile a creature card from your graveyard" / "Exile two cards from your graveyard"."""

    what: Selector
    count: int = 1


@dataclass(frozen=True, slots=True)
class ReturnObjects(CostPart):
    """"Return a land you control to its owner's hand" as a cost; ``form`` "owner's": two
    returned "to their owner's hand" (Gush), as printed, rather than "to their owners' hands"."""

    what: Selector
    count: int = 1
    form: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileFromHand(CostPart):
    """"Exile a blue card from your hand" / "Exile two green cards from your hand" (118.3):
    cards of the payer's own hand matching ``what``, other than the spell being cast (it is on
    the stack by then, 601.2a)."""

    what: Selector
    count: int = 1


@dataclass(frozen=True, slots=True)
class RevealFromHand(CostPart):
    """"Reveal a Swamp or Plains card from your hand" (701.20a, 118.3): a card of the payer's
    own hand matching ``what`` is shown to every player and stays in the hand."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutCountersSelf(CostPart):
    """"Put a [kind] counter on this [permanent]" as a cost (122.1)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class Cost(Node):
    """A whole cost: its parts in printed order. The other fields are derived from the parts
    for quick reading (``mana`` is the mana part's text, ``tap`` whether {T} is among them...)."""

    parts: tuple[CostPart, ...] = ()
    mana: str = field(init=False, compare=False, repr=False, default="")
    tap: bool = field(init=False, compare=False, repr=False, default=False)
    untap: bool = field(init=False, compare=False, repr=False, default=False)
    sacrifice_self: bool = field(init=False, compare=False, repr=False, default=False)
    sacrifice: Selector | None = field(init=False, compare=False, repr=False, default=None)
    discard: int = field(init=False, compare=False, repr=False, default=0)
    discard_self: bool = field(init=False, compare=False, repr=False, default=False)
    exile_self: bool = field(init=False, compare=False, repr=False, default=False)
    life: int = field(init=False, compare=False, repr=False, default=0)
    loyalty: int | None = field(init=False, compare=False, repr=False, default=None)

    def __post_init__(self) -> None:
        put = object.__setattr__
        for part in self.parts:
            if isinstance(part, ManaPart):
                put(self, "mana", self.mana + part.mana)
            elif isinstance(part, TapSelf):
                put(self, "tap", True)
            elif isinstance(part, UntapSelf):
                put(self, "untap", True)
            elif isinstance(part, SacrificeSelf):
                put(self, "sacrifice_self", True)
            elif isinstance(part, SacrificeObjects):
                put(self, "sacrifice", part.what)
            elif isinstance(part, DiscardSelf):
                put(self, "discard_self", True)
            elif isinstance(part, ExileSelf):
                put(self, "exile_self", True)
            elif isinstance(part, DiscardCards) and not part.x and part.what is None:
                # X: ``cost_with_x``; a kind of card: paid as chosen (rules/costs.py)
                put(self, "discard", self.discard + part.count)
            elif isinstance(part, PayLife) and not part.x:
                put(self, "life", self.life + part.amount)
            elif isinstance(part, LoyaltyCost):
                put(self, "loyalty", part.amount)


def cost_has_x(cost: Cost) -> bool:
    """Whether a cost has a part whose amount is X ("discard X cards", "pay X life", 107.3a)."""
    return any(isinstance(p, DiscardCards | PayLife) and p.x for p in cost.parts)


def cost_with_x(cost: Cost, x: int) -> Cost:
    """``cost`` with its X parts given the announced value ``x`` (107.3a)."""
    parts = tuple(DiscardCards(x) if isinstance(p, DiscardCards) and p.x else
                  PayLife(x) if isinstance(p, PayLife) and p.x else p for p in cost.parts)
    return Cost(parts)


def cost(*parts: CostPart) -> Cost:
    return Cost(tuple(parts))


TAP = Cost((TapSelf(),))
