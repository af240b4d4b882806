"""Creatures."""

from __future__ import annotations

from ..effects import AddMana
from ..vocabulary import TAP, Activated, CardDef

CARDS = (
    CardDef("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", power=1, toughness=1,
            abilities=(Activated(TAP, AddMana(("G",)), text="{T}: Add {G}."),)),
    CardDef("Gray Ogre", "{2}{R}", "Creature — Ogre", "", power=2, toughness=2),
    CardDef("Grizzly Bears", "{1}{G}", "Creature — Bear", "", power=2, toughness=2),
    CardDef("Raging Goblin", "{R}", "Creature — Goblin Berserker",
            "Haste (This creature can attack and {T} as soon as it comes under your control.)",
            power=1, toughness=1, keywords=("haste",)),
)
