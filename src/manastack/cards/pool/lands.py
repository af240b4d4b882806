"""Lands."""

from __future__ import annotations

from ..effects import AddMana
from ..replacements import EntersTapped
from ..vocabulary import TAP, Activated, CardDef


def basic(name: str, subtype: str, mana: str) -> CardDef:
    """A basic land: its land type grants "{T}: Add [mana]." (305.6)."""
    text = f"({{T}}: Add {{{mana}}}.)"
    return CardDef(name, "", f"Basic Land — {subtype}", text,
                   abilities=(Activated(TAP, AddMana((mana,)), text=f"{{T}}: Add {{{mana}}}."),))


CARDS = (
    basic("Plains", "Plains", "W"),
    basic("Island", "Island", "U"),
    basic("Swamp", "Swamp", "B"),
    basic("Mountain", "Mountain", "R"),
    basic("Forest", "Forest", "G"),
    # Wastes has no basic land type (205.3i), so its mana ability is printed (305.6 doesn't apply).
    CardDef("Wastes", "", "Basic Land", "{T}: Add {C}.",
            abilities=(Activated(TAP, AddMana(("C",)), text="{T}: Add {C}."),)),
    CardDef("Azorius Guildgate", "", "Land — Gate", "This land enters tapped.\n{T}: Add {W} or {U}.",
            abilities=(EntersTapped(text="This land enters tapped."),
                       Activated(TAP, AddMana(("W", "U")), text="{T}: Add {W} or {U}."))),
)
