"""Instants and sorceries."""

from __future__ import annotations

from ..effects import DealDamage
from ..vocabulary import TARGET, CardDef, SpellAbility, TargetSpec

CARDS = (
    CardDef("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.",
            spell=SpellAbility(DealDamage(3, TARGET(0)), (TargetSpec("any"),))),
)
