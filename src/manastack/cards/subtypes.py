"""Kinds of subtypes (205.3) and the mana abilities of basic land types (305.6)."""

from __future__ import annotations

from .effects import AddMana
from .vocabulary import TAP, Activated

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""205.3i: the basic land types, with the mana each one's intrinsic ability adds (305.6)."""

LAND_TYPES = frozenset({
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
    "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})  # 205.3i
ARTIFACT_TYPES = frozenset({
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone",
    "Spacecraft", "Stone", "Treasure", "Vehicle"})  # 205.3g
ENCHANTMENT_TYPES = frozenset({
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
    "Shard", "Shrine"})  # 205.3h

INTRINSIC_MANA: dict[str, Activated] = {
    land: Activated(TAP, AddMana((mana,)), text=f"{{T}}: Add {{{mana}}}.")
    for land, mana in BASIC_LAND_MANA.items()}
"""305.6: "[Basic land type]" means "{T}: Add [mana]." One shared object per type, so the layer
system can tell an ability a land has from its type apart from abilities of its rules text."""


def kind(subtype: str) -> str:
    """Which kind of subtype this is (205.3): "land", "artifact", "enchantment" or "creature"
    (creature and kindred types, and any other)."""
    if subtype in LAND_TYPES:
        return "land"
    if subtype in ARTIFACT_TYPES:
        return "artifact"
    if subtype in ENCHANTMENT_TYPES:
        return "enchantment"
    return "creature"
