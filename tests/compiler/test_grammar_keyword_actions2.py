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
