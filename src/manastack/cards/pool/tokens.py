"""Token definitions made by cards in the pool (111.1, 111.4: named for their subtypes + Token)."""

from __future__ import annotations

from ..effects import AddMana
from ..vocabulary import Activated, CardDef, Cost, token

SPIRIT = token("Spirit Token", "Creature — Spirit", "W", 1, 1, ("flying",), "Flying")
SOLDIER = token("Soldier Token", "Creature — Soldier", "W", 1, 1)
THOPTER = token("Thopter Token", "Artifact Creature — Thopter", "", 1, 1, ("flying",), "Flying")
GOBLIN = token("Goblin Token", "Creature — Goblin", "R", 1, 1)
HUMAN = token("Human Token", "Creature — Human", "W", 1, 1)
CAT = token("Cat Token", "Creature — Cat", "W", 1, 1, ("lifelink",), "Lifelink")
TREASURE_TEXT = "{T}, Sacrifice this token: Add one mana of any color."
TREASURE = token("Treasure Token", "Artifact — Treasure", "", text=TREASURE_TEXT, abilities=(
    Activated(Cost(tap=True, sacrifice_self=True), AddMana(("W", "U", "B", "R", "G")),
              text=TREASURE_TEXT),))  # 111.10a

TOKENS: tuple[CardDef, ...] = (SPIRIT, SOLDIER, THOPTER, GOBLIN, HUMAN, CAT, TREASURE)
