"""Suspend (702.62), rebound (702.88) and warp (702.185): how the keyword lines compile and what
the engine accepts of them."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import lower, refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.keywords import SUSPEND_ABILITIES

from .test_grammar import record


def compiled(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card


def test_suspend_n_and_a_cost_is_one_keyword_ability() -> None:
    card = compiled("Rift Bolt")
    assert ir.KeywordAbility("suspend", ir.Cost((ir.ManaPart("{R}"),)), number=1) in card.abilities
    definition = lower(card)
    assert not definition.unsupported
    assert definition.suspend is not None and definition.exile_triggered == SUSPEND_ABILITIES
    assert not definition.triggered  # suspend's abilities work only in exile (702.62a)


def test_suspend_with_others_on_its_line_and_without_a_mana_cost() -> None:
    card = compiled("Errant Ephemeron")  # "Flying" then "Suspend 4—{1}{U}"
    assert ir.KeywordAbility("suspend", ir.Cost((ir.ManaPart("{1}{U}"),)), number=4) in card.abilities
    vision = lower(compiled("Ancestral Vision"))
    assert not vision.unsupported and vision.cost == "" and vision.suspend is not None


def test_suspend_x_is_not_read_as_a_number() -> None:
    result = compile_record(record("Suspend X—{X}{R}\nSELF deals 3 damage to any target."))
    assert result.card is None or refusal(result.card)


def test_a_non_mana_suspend_cost_is_refused() -> None:
    result = compile_record(record("Suspend 2—Discard a card.\nDraw a card."))
    assert result.card is None or refusal(result.card)


def test_rebound_only_on_instants_and_sorceries() -> None:
    assert not refusal(compiled("Staggershock"))
    result = compile_record(record("Rebound", types="Enchantment", cost="{1}"))
    assert result.card is not None
    assert any("rebound" in r for r in refusal(result.card))


def test_warp_is_an_alternative_cost_of_permanent_cards() -> None:
    card = compiled("Knight Luminary")
    assert ir.KeywordAbility("warp", ir.Cost((ir.ManaPart("{1}{W}"),))) in card.abilities
    assert lower(card).warp == ir.Cost((ir.ManaPart("{1}{W}"),))
    result = compile_record(record("Warp {1}{R}\nDraw a card.", types="Sorcery", cost="{2}{R}"))
    assert result.card is not None
    assert any("warp" in r for r in refusal(result.card))
