"""The words of a type line (205) as data: card types, supertypes, and the subtypes of each kind
that rules treat specially."""

from __future__ import annotations

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")
"""205.2a: the card types."""

SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
"""205.4a: the supertypes."""

PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"})
"""110.4: the card types a permanent can have."""

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""205.3i: the basic land types, with the mana each one's intrinsic ability adds (305.6)."""

LAND_TYPES = frozenset({
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
    "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})
"""205.3i: the land types."""

ARTIFACT_TYPES = frozenset({
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone",
    "Spacecraft", "Stone", "Treasure", "Vehicle"})
"""205.3g: the artifact types."""

ENCHANTMENT_TYPES = frozenset({
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
    "Shard", "Shrine"})
"""205.3h: the enchantment types."""
