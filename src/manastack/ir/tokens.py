"""Predefined tokens (111.10): Treasure, Food, Clue, ... as their rules define them."""

from __future__ import annotations

from .abilities import Activated
from .card import TokenSpec
from .costs import Cost, ManaPart, SacrificeSelf, TapSelf
from .effects import AddMana, Draw, GainLife

ANY_COLOR = ("W", "U", "B", "R", "G")

TREASURE_TEXT = "{T}, Sacrifice this token: Add one mana of any color."
TREASURE = TokenSpec("Treasure Token", "Artifact — Treasure", "", text=TREASURE_TEXT, abilities=(
    Activated(Cost((TapSelf(), SacrificeSelf())), AddMana(ANY_COLOR), text=TREASURE_TEXT),))
"""111.10a."""

FOOD_TEXT = "{2}, {T}, Sacrifice this token: You gain 3 life."
FOOD = TokenSpec("Food Token", "Artifact — Food", "", text=FOOD_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), TapSelf(), SacrificeSelf())), GainLife(3), text=FOOD_TEXT),))
"""111.10b."""

CLUE_TEXT = "{2}, Sacrifice this token: Draw a card."
CLUE = TokenSpec("Clue Token", "Artifact — Clue", "", text=CLUE_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), SacrificeSelf())), Draw(1), text=CLUE_TEXT),))
"""111.10f."""

PREDEFINED: dict[str, TokenSpec] = {"Treasure": TREASURE, "Food": FOOD, "Clue": CLUE}
"""Predefined token kinds by their subtype (111.10)."""
