"""Lands."""

from __future__ import annotations

from manastack import ir
from manastack.ir.typeline import BASIC_LAND_MANA


def basic(name: str) -> ir.Card:
    """A basic land: its land type gives it "{T}: Add [mana]." (305.6); the text is reminder
    text."""
    return ir.Card(name, "", f"Basic Land — {name}", text=f"({{T}}: Add {{{BASIC_LAND_MANA[name]}}}.)")


CARDS = (
    *(basic(name) for name in BASIC_LAND_MANA),
    # Wastes has no basic land type (205.3i), so its mana ability is printed (305.6 doesn't apply).
    ir.Card("Wastes", "", "Basic Land", text="{T}: Add {C}.", abilities=(
        ir.Activated(ir.TAP, ir.AddMana(("C",)), text="{T}: Add {C}."),)),
    ir.Card("Azorius Guildgate", "", "Land — Gate",
            text="This land enters tapped.\n{T}: Add {W} or {U}.", abilities=(
                ir.EntersTapped(text="This land enters tapped."),
                ir.Activated(ir.TAP, ir.AddMana(("W", "U")), text="{T}: Add {W} or {U}."))),
)
