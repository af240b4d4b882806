"""Lands."""

from __future__ import annotations

from ..effects import AddMana
from ..replacements import EntersTapped
from ..subtypes import BASIC_LAND_MANA, INTRINSIC_MANA
from ..vocabulary import TAP, Activated, CardDef


def basic(name: str) -> CardDef:
    """A basic land: its land type grants "{T}: Add [mana]." (305.6); the text is reminder text."""
    text = f"({{T}}: Add {{{BASIC_LAND_MANA[name]}}}.)"
    return CardDef(name, "", f"Basic Land — {name}", text, abilities=(INTRINSIC_MANA[name],))


CARDS = (
    *(basic(name) for name in BASIC_LAND_MANA),
    # Wastes has no basic land type (205.3i), so its mana ability is printed (305.6 doesn't apply).
    CardDef("Wastes", "", "Basic Land", "{T}: Add {C}.",
            abilities=(Activated(TAP, AddMana(("C",)), text="{T}: Add {C}."),)),
    CardDef("Azorius Guildgate", "", "Land — Gate", "This land enters tapped.\n{T}: Add {W} or {U}.",
            abilities=(EntersTapped(text="This land enters tapped."),
                       Activated(TAP, AddMana(("W", "U")), text="{T}: Add {W} or {U}."))),
)
