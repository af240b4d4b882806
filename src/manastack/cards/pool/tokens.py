"""Token definitions made by cards in the pool (111.1, 111.4: named for their subtypes + Token)."""

from __future__ import annotations

from ..effects import AddMana, Sacrifice
from ..vocabulary import THIS, Activated, CardDef, Cost, Trigger, Triggered, token

SPIRIT = token("Spirit Token", "Creature — Spirit", "W", 1, 1, ("flying",), "Flying")
SOLDIER = token("Soldier Token", "Creature — Soldier", "W", 1, 1)
THOPTER = token("Thopter Token", "Artifact Creature — Thopter", "", 1, 1, ("flying",), "Flying")
GOBLIN = token("Goblin Token", "Creature — Goblin", "R", 1, 1)
HUMAN = token("Human Token", "Creature — Human", "W", 1, 1)
CAT = token("Cat Token", "Creature — Cat", "W", 1, 1, ("lifelink",), "Lifelink")
CAT_SOLDIER = token("Cat Soldier Token", "Creature — Cat Soldier", "W", 1, 1, ("vigilance",),
                    "Vigilance")
TREASURE_TEXT = "{T}, Sacrifice this token: Add one mana of any color."
TREASURE = token("Treasure Token", "Artifact — Treasure", "", text=TREASURE_TEXT, abilities=(
    Activated(Cost(tap=True, sacrifice_self=True), AddMana(("W", "U", "B", "R", "G")),
              text=TREASURE_TEXT),))  # 111.10a

BIRD = token("Bird Token", "Enchantment Creature — Bird", "U", 2, 2, ("flying",), "Flying")
FAERIE_ROGUE = token("Faerie Rogue Token", "Creature — Faerie Rogue", "B", 1, 1, ("flying",),
                     "Flying")
SPHINX = token("Sphinx Token", "Creature — Sphinx", "U", 4, 4, ("flying",), "Flying")
ILLUSION_TEXT = "When this token becomes the target of a spell, sacrifice it."
ILLUSION = token("Illusion Token", "Creature — Illusion", "U", 2, 2, text=ILLUSION_TEXT,
                 abilities=(Triggered(Trigger("becomes_target_of_spell"), Sacrifice(THIS),
                                      text=ILLUSION_TEXT),))

TOKENS: tuple[CardDef, ...] = (SPIRIT, SOLDIER, THOPTER, GOBLIN, HUMAN, CAT, TREASURE, ILLUSION,
                               SPHINX, BIRD, FAERIE_ROGUE)
