"""Grammar of protection keywords (702.16a, 702.16g, 702.16j)."""

from __future__ import annotations

import pytest

from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.rules.protection import qualities
from tests.compiler.test_grammar import record


@pytest.mark.parametrize(("name", "keyword"), [
    ("Tel-Jilad Chosen", "protection from artifacts"),
    ("Auriok Champion", "protection from black and from red"),
    ("White Knight", "protection from black"),
])
def test_protection_keywords(name: str, keyword: str) -> None:
    card = compile_record(oracle_record(name)).card
    assert card is not None and keyword in card.keywords


def test_qualities_of_a_keyword() -> None:
    assert qualities("protection from black and from red") == ("black", "red")
    assert qualities("protection from sorceries") == ("sorceries",)
    assert qualities("protection from Goblins") == ("Goblins",)  # a creature type (702.16a)
    assert qualities("protection from Frobnicators") is None


def test_protection_from_a_subtype() -> None:
    compiled = compile_record(record("Protection from Goblins", types="Creature", power="1",
                                     toughness="1"))
    assert compiled.card is not None
    assert compiled.card.keywords == ("protection from Goblins",)


def test_the_color_of_your_choice_is_granted_by_an_effect_only() -> None:
    """608.2d: chosen as the effect resolves; a printed keyword line can't say it."""
    card = compile_record(oracle_record("Mother of Runes")).card
    assert card is not None
    pump = card.abilities[0].effect  # type: ignore[attr-defined]
    assert pump.keywords == ("protection from the color of your choice",)
    printed = compile_record(record("Protection from the color of your choice",
                                    types="Creature", power="1", toughness="1"))
    assert printed.card is None
