"""Station cards (702.184, 721): the keyword and the "N+ | [abilities]" bands."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record

from .test_grammar import record


def _charge(n: int) -> ir.Condition:
    return ir.CompareQ(ir.CountersOn(ir.This(), "charge"), ">=", n)


def test_a_keyword_band_gives_keywords_and_the_printed_pt_at_n_or_more() -> None:
    card = compile_record(oracle_record("Wedgelight Rammer")).card
    assert card is not None
    assert card.power is None and card.toughness is None  # 721.2c: no P/T outside the band
    band = card.abilities[-1]
    assert band == ir.Static(ir.This(), add_keywords=("flying", "first strike"),
                             add_types=frozenset({"Creature"}), set_pt=(3, 4),
                             condition=_charge(9))


def test_the_pt_goes_to_the_highest_band_and_ability_bands_grant_the_ability() -> None:
    card = compile_record(oracle_record("Lumen-Class Frigate")).card
    assert card is not None
    low, high = card.abilities[-2:]
    assert isinstance(low, ir.Static) and low.condition == _charge(2)
    assert low.set_pt is None and not low.add_types
    (granted,) = low.add_abilities
    assert isinstance(granted, ir.Static) and granted.power == 1 and granted.toughness == 1
    assert isinstance(high, ir.Static) and high.set_pt == (3, 5)
    assert high.add_keywords == ("flying", "lifelink")


def test_a_station_symbol_without_the_station_keyword_is_refused() -> None:
    compiled = compile_record(record("10+ | Flying", types="Artifact", power="2",
                                     toughness="2"))
    assert compiled.card is None and "station keyword" in (compiled.error or "")
    with_keyword = compile_record(record("Station\n10+ | Flying", types="Artifact", power="2",
                                         toughness="2"))
    assert with_keyword.card is not None, with_keyword.error
