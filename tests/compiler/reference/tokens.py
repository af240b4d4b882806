"""Token definitions made by cards in the pool (111.1, 111.4: named for their subtypes + Token)."""

from __future__ import annotations

from manastack import ir
from manastack.ir.tokens import TREASURE

SPIRIT = ir.TokenSpec("Spirit Token", "Creature — Spirit", "W", 1, 1, ("flying",), text="Flying")
SOLDIER = ir.TokenSpec("Soldier Token", "Creature — Soldier", "W", 1, 1)
THOPTER = ir.TokenSpec("Thopter Token", "Artifact Creature — Thopter", "", 1, 1, ("flying",),
                       text="Flying")
GOBLIN = ir.TokenSpec("Goblin Token", "Creature — Goblin", "R", 1, 1)
HUMAN = ir.TokenSpec("Human Token", "Creature — Human", "W", 1, 1)
CAT = ir.TokenSpec("Cat Token", "Creature — Cat", "W", 1, 1, ("lifelink",), text="Lifelink")
CAT_SOLDIER = ir.TokenSpec("Cat Soldier Token", "Creature — Cat Soldier", "W", 1, 1,
                           ("vigilance",), text="Vigilance")
BIRD = ir.TokenSpec("Bird Token", "Enchantment Creature — Bird", "U", 2, 2, ("flying",),
                    text="Flying")
FAERIE_ROGUE = ir.TokenSpec("Faerie Rogue Token", "Creature — Faerie Rogue", "B", 1, 1,
                            ("flying",), text="Flying")
SPHINX = ir.TokenSpec("Sphinx Token", "Creature — Sphinx", "U", 4, 4, ("flying",), text="Flying")
ILLUSION_TEXT = "When this token becomes the target of a spell, sacrifice it."
ILLUSION = ir.TokenSpec("Illusion Token", "Creature — Illusion", "U", 2, 2, text=ILLUSION_TEXT,
                        abilities=(ir.Triggered(ir.Trigger("becomes_target_of_spell"),
                                                ir.Sacrifice(ir.This()), text=ILLUSION_TEXT),))

TOKENS: tuple[ir.TokenSpec, ...] = (SPIRIT, SOLDIER, THOPTER, GOBLIN, HUMAN, CAT, TREASURE,
                                    ILLUSION, SPHINX, BIRD, FAERIE_ROGUE)
