"""Token definitions made by cards in the pool (111.1, 111.4: named for their subtypes + Token)."""

from __future__ import annotations

from ..vocabulary import CardDef, token

SPIRIT = token("Spirit Token", "Creature — Spirit", "W", 1, 1, ("flying",), "Flying")
SOLDIER = token("Soldier Token", "Creature — Soldier", "W", 1, 1)
THOPTER = token("Thopter Token", "Artifact Creature — Thopter", "", 1, 1, ("flying",), "Flying")

TOKENS: tuple[CardDef, ...] = (SPIRIT, SOLDIER, THOPTER)
