"""Kinds of subtypes (205.3) and the intrinsic mana abilities of basic land types (305.6)."""

from __future__ import annotations

from .. import ir
from ..ir.typeline import ARTIFACT_TYPES, BASIC_LAND_MANA, ENCHANTMENT_TYPES, LAND_TYPES

INTRINSIC_MANA: dict[str, ir.Activated] = {
    land: ir.Activated(ir.TAP, ir.AddMana((mana,)), text=f"{{T}}: Add {{{mana}}}.")
    for land, mana in BASIC_LAND_MANA.items()}
"""305.6: "[Basic land type]" means "{T}: Add [mana]." One shared object per type, so the layer
system can tell an ability a land has from its type apart from abilities of its rules text."""

INTRINSIC_IDS = frozenset(id(a) for a in INTRINSIC_MANA.values())


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


def intrinsic_abilities(subtypes: tuple[str, ...]) -> tuple[ir.Activated, ...]:
    """The mana abilities a land has for its basic land types (305.6)."""
    return tuple(INTRINSIC_MANA[s] for s in subtypes if s in INTRINSIC_MANA)
