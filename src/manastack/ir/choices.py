"""Choices made as a permanent enters (614.12, 614.1c) and what refers to them: "As SELF
enters, choose a color.", "choose a creature type", then "of the chosen color", "the chosen
type", "Add one mana of the chosen color.".

The choice is stored on the permanent, not in its copiable values (707.2): a copy makes its own
choice as it enters, and an object that becomes a copy has none.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .abilities import ReplacementAbility
from .costs import Cost
from .effects import Effect
from .select import Pred

if TYPE_CHECKING:
    from .durations import Duration
    from .refs import ObjRef


def _end_of_turn() -> Duration:
    from .durations import EndOfTurn

    return EndOfTurn()

CHOICE_KINDS = ("color", "creature type")
"""What an "As [this] enters, choose ..." ability can choose (105.1 colors, 205.3m creature
types)."""


@dataclass(frozen=True, slots=True)
class ChooseAsEnters(ReplacementAbility):
    """"As [this] enters, choose a color [other than red]." / "... choose a creature type."
    (614.12, 614.1c: a replacement effect modifying how the permanent enters; the choice is
    made by the player it will enter under and kept on the permanent). ``exclude``: colors it
    can't be ("other than red"); ``pronoun``: written "As it enters," after "SELF enters
    tapped." in the same paragraph."""

    kind: str
    exclude: tuple[str, ...] = ()
    text: str = field(default="", compare=False)
    pronoun: bool = field(default=False, compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class MayPayOrEntersTapped(ReplacementAbility):
    """"As SELF enters, you may pay 2 life. If you don't, it enters tapped." / "As SELF enters,
    you may reveal a Swamp or Plains card from your hand. If you don't, SELF enters tapped."
    (614.12, 614.1c: the player it would enter under decides as it enters, and may pay only a
    cost they can pay, 119.4, 118.3). ``pronoun``: the second sentence says "it"."""

    cost: Cost
    text: str = field(default="", compare=False)
    pronoun: bool = field(default=False, compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class OfChosen(Pred):
    """Is of the choice the ability's own permanent made as it entered: ``what`` is ``color``
    (has that color, 105.2) or ``type`` (has that creature type, 205.3m). With no choice made
    (the permanent became a copy, 707.2), nothing is."""

    what: str


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor(Effect):
    """"Add one mana of the chosen color." / "Add {W} or one mana of the chosen color." (106.4,
    with the color chosen as the source entered): ``also`` are the fixed alternatives."""

    also: tuple[str, ...] = ()
    adds_mana: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class BecomesChosenType(Effect):
    """"SELF becomes the creature type of your choice until end of turn." (205.3m; 608.2d: the
    ability's controller chooses as it resolves): a continuous effect in layer 4 (613.1d) whose
    new creature type replaces the old ones (205.1b), for ``duration``."""

    what: ObjRef
    duration: Duration = field(default_factory=_end_of_turn)


__all__ = ["CHOICE_KINDS", "AddManaOfChosenColor", "BecomesChosenType", "ChooseAsEnters",
           "MayPayOrEntersTapped", "OfChosen"]
