"""Noun phrases and target phrases: each description compiles to the predicate it means, and
prints back as written."""

from __future__ import annotations

import pytest

from manastack import ir

from .test_grammar import spell

CREATURE = ir.CardType("Creature")


@pytest.mark.parametrize(("text", "target"), [
    ("Destroy target nonartifact, nonblack creature.",
     ir.Target(ir.Selector(ir.And((ir.Not(ir.CardType("Artifact")), ir.Not(ir.Color("B")),
                                   CREATURE))))),
    ("Return target nonland permanent card from your graveyard to your hand.",
     ir.Target(ir.Selector(ir.And((ir.Not(ir.CardType("Land")), ir.Or(tuple(
         ir.CardType(t) for t in ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                                  "Planeswalker"))), ir.OwnedBy(ir.You()))), ("graveyard",)))),
    ("Return target creature card from an opponent's graveyard to your hand.",
     ir.Target(ir.Selector(ir.And((CREATURE, ir.OwnedBy(ir.Opponent()))), ("graveyard",)))),
    ("Test Card deals 3 damage to target opponent or planeswalker.",
     ir.Target(ir.Selector(ir.CardType("Planeswalker")), ir.PlayerFilter(ir.Opponent()))),
    ("Destroy target creature with a +1/+1 counter on it.",
     ir.Target(ir.Selector(ir.And((CREATURE, ir.HasCounter("+1/+1")))))),
])
def test_target_descriptions(text: str, target: ir.Target) -> None:
    assert spell(text).targets == (target,)


def test_without_a_keyword() -> None:
    assert spell("Tap all creatures without flying.").effect == ir.Tap(ir.Each(ir.Selector(
        ir.And((CREATURE, ir.Not(ir.HasKeyword("flying")))))))


def test_a_controller_the_ability_names() -> None:
    """"creatures target player controls": the player is a target of the same ability."""
    ability = spell("Tap all creatures target player controls.")
    assert ability.targets == (ir.Target(None, ir.PlayerFilter(ir.AnyPlayer())),)
    assert ability.effect == ir.Tap(ir.Each(ir.Selector(ir.And((
        CREATURE, ir.ControlledBy(ir.Targeted(0)))))))
