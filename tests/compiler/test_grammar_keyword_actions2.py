"""Keyword actions and mana variants of issue 12 part 2: discover (701.57a), "if you cast it"
(603.4), and the forms added beside them."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def card_of(name: str) -> ir.Card:
    compiled = compile_record(oracle_record(name))
    assert compiled.card is not None, compiled.error
    return compiled.card


def test_discover_reads_its_number() -> None:
    """"Discover 4." (701.57a) as an activated ability's effect, a spell's sentence and an enters
    trigger with "if you cast it" (603.4); "discover X, where X is its toughness"."""
    cataract = card_of("Hidden Cataract").abilities[2]
    assert isinstance(cataract, ir.Activated) and cataract.effect == ir.Discover(4)
    daring = card_of("Daring Discovery").spell
    assert daring is not None and isinstance(daring.effect, ir.Seq)
    assert daring.effect.effects[-1] == ir.Discover(4)
    appraiser = card_of("Geological Appraiser").abilities[0]
    assert isinstance(appraiser, ir.Triggered) and appraiser.effect == ir.Discover(3)
    assert appraiser.intervening == ir.WasCast(ir.This())
    egg = card_of("Dinosaur Egg").abilities[-1]
    assert isinstance(egg, ir.Triggered) and isinstance(egg.effect, ir.May)
    inner = egg.effect.effect
    assert isinstance(inner, ir.Discover) and isinstance(inner.amount, ir.PropertyOf)
    assert inner.amount.prop == "toughness"


def test_depletion_mana_ability_with_a_follow_up() -> None:
    """"{T}, Remove a depletion counter from SELF: Add {U}{U}. If there are no depletion counters
    on SELF, sacrifice it." is one mana ability (605.1a) whose effect goes on after the mana."""
    skerry = card_of("Saprazzan Skerry").abilities[-1]
    assert isinstance(skerry, ir.Activated) and skerry.is_mana_ability
    assert isinstance(skerry.effect, ir.Seq)
    add, then = skerry.effect.effects
    assert add == ir.AddMana(("UU",))
    assert then == ir.Conditional(ir.CompareQ(ir.CountersOn(ir.This(), "depletion"), "==", 0),
                                  ir.Sacrifice(ir.This()))


def test_activate_only_if_one_or_another_condition() -> None:
    """"Activate only if SELF entered this turn or if you control a basic land." (602.5b)."""
    fortress = card_of("Dark Fortress").abilities[1]
    assert isinstance(fortress, ir.Activated) and fortress.is_mana_ability
    cond = fortress.condition
    assert isinstance(cond, ir.AnyOf) and len(cond.parts) == 2
    assert cond.parts[0] == ir.HappenedThisTurn("entered", None, ir.IsObject(ir.This()))
    assert isinstance(cond.parts[1], ir.Controls)
