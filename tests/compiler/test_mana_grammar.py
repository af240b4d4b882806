"""Mana abilities whose mana carries a spending restriction (106.6) and restricted mana
abilities (602.5b)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def _mana_effect(name: str) -> ir.AddMana:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return next(a.effect for a in card.abilities
                if isinstance(a, ir.Activated) and a.is_mana_ability)  # type: ignore[return-value]


def test_spend_only_to_cast_a_kind_of_spell_is_part_of_the_mana() -> None:
    effect = _mana_effect("Beastcaller Savant")
    assert effect == ir.AddMana(("W", "U", "B", "R", "G"),
                                spend_only=ir.SpendOnly(ir.CardType("Creature")))
    assert _mana_effect("Pillar of the Paruns").spend_only == ir.SpendOnly(ir.Multicolored())


def test_a_restriction_the_grammar_cant_read_leaves_the_card_unparsed() -> None:
    compiled = compile_record(oracle_record("Eldrazi Temple"))
    assert compiled.card is None


def test_a_restricted_mana_ability_keeps_its_restriction() -> None:
    card = compile_record(oracle_record("Abzan Devotee")).card
    assert card is not None
    ab = next(a for a in card.abilities if isinstance(a, ir.Activated) and a.is_mana_ability)
    assert ab.per_turn == 1
