"""Madness (702.35), foretell (702.143) and plot (702.170): the keyword lines compile to keyword
abilities with their costs, the engine has rules for them, and a cost it can't pay is refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.card import CardDef
from manastack.rules.keywords import unsupported


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


@pytest.mark.parametrize(("name", "keyword", "mana"), [
    ("Fiery Temper", "madness", "{R}"),
    ("Basking Rootwalla", "madness", "{0}"),
    ("Saw It Coming", "foretell", "{1}{U}"),
    ("Scorn Effigy", "foretell", "{0}"),
    ("Djinn of Fool's Fall", "plot", "{3}{U}"),
])
def test_keyword_line_compiles_with_its_cost(name: str, keyword: str, mana: str) -> None:
    card = _card(name)
    ka = ir.KeywordAbility(keyword, ir.Cost((ir.ManaPart(mana),)))
    assert ka in card.abilities
    assert not refusal(card)
    runtime = CardDef.from_ir(card)
    assert getattr(runtime, keyword) == ka.cost  # where the rules find the cost


def test_costs_other_than_mana_are_refused() -> None:
    life = ir.Cost((ir.PayLife(2),))
    for keyword in ("madness", "foretell", "plot"):
        assert "other than mana" in unsupported(ir.KeywordAbility(keyword, life))
    x = ir.KeywordAbility("plot", ir.Cost((ir.ManaPart("{X}{R}"),)))
    assert "X" in unsupported(x)  # the special action pays it with no X announced


def test_a_card_without_the_keyword_has_no_cost() -> None:
    card = _card("Fiery Temper")
    plain = replace(card, abilities=tuple(a for a in card.abilities
                                          if not isinstance(a, ir.KeywordAbility)))
    assert CardDef.from_ir(plain).madness is None
