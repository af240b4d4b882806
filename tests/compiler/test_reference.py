"""The compiler against the hand-written reference: each card that used to be written by hand
(``reference/``, the engine's original pool) compiles from its Oracle text to the same meaning."""

from __future__ import annotations

import json

import pytest

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.rules.card import make_card

from .reference import ALL_CARDS


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.name)
def test_the_compiled_card_means_what_the_hand_written_one_does(card: ir.Card) -> None:
    compiled = compile_record(oracle_record(card.name))
    assert compiled.card is not None, compiled.error
    assert ir.canonical(compiled.card) == ir.canonical(card)


def test_the_reference_is_plain_ir_that_survives_json() -> None:
    """Every reference card is IR data: it round-trips through JSON to an equal card, and builds
    the same definition."""
    for card in ALL_CARDS:
        again = ir.from_json(json.loads(json.dumps(ir.to_json(card))))
        assert again == card, card.name
        assert make_card(again).abilities == make_card(card).abilities
