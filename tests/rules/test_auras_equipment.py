"""Auras and Equipment machinery: bestow (702.103), and what the compiler reads for it."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.bestow import ENCHANT_CREATURE, bestowed_values
from manastack.rules.card import make_card


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_bestow_compiles_and_is_supported() -> None:
    """702.103a: "Bestow {2}{W}" is a keyword ability with a mana cost; the card is played."""
    card = _card("Nyxborn Shieldmate")
    assert ir.KeywordAbility("bestow", ir.Cost((ir.ManaPart("{2}{W}"),))) in card.abilities
    assert not refusal(card)
    assert make_card(card).bestow == ir.Cost((ir.ManaPart("{2}{W}"),))


def test_bestowed_values_are_an_aura_not_a_creature() -> None:
    """702.103b, 205.1a: an Aura enchantment with enchant creature, without creature types or
    power and toughness; a legendary card stays legendary; the abilities are the card's."""
    shieldmate = make_card(_card("Nyxborn Shieldmate"))
    aura = bestowed_values(shieldmate)
    assert aura.types == frozenset({"Enchantment"}) and aura.subtypes == ("Aura",)
    assert aura.power is None and aura.enchant == ENCHANT_CREATURE
    assert aura.abilities == shieldmate.abilities and aura.bestow is None
    assert aura.mana_cost == shieldmate.mana_cost  # 702.103a: only the cost paid changes
    legend = bestowed_values(make_card(ir.Card(
        "Legend", "{G}", "Legendary Enchantment Creature — Nymph", power=1, toughness=1)))
    assert legend.supertypes == frozenset({"Legendary"}) and legend.subtypes == ("Aura",)


def test_umbra_armor_is_a_destruction_replacement() -> None:
    """702.89a: umbra armor stands for a replacement effect of the enchanted permanent's
    destruction, held by the Aura as a static replacement ability."""
    umbra = make_card(_card("Hyena Umbra"))
    assert "umbra armor" in umbra.keywords
    assert [type(r) for r in umbra.static_replacements] == [ir.UmbraArmor]
    assert umbra.static_replacements[0].event == "destroy"
