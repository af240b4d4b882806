"""Leylines' opening-hand ability (103.6a) and the Map, Junk and Lander predefined tokens
(111.10s-u) as the compiler reads them."""

from __future__ import annotations

from dataclasses import replace

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.ir.tokens import JUNK, LANDER, MAP
from tests.compiler.test_grammar import record


def test_a_leyline_begins_the_game_on_the_battlefield() -> None:
    card = compile_record(oracle_record("Leyline of the Meek")).card
    assert card is not None
    assert isinstance(card.abilities[0], ir.BeginOnBattlefield)


def test_the_opening_hand_sentence_must_be_whole() -> None:
    text = "If Test Card is in your opening hand, you may begin the game with it tapped."
    assert compile_record(record(text, types="Enchantment")).card is None


def test_map_junk_and_lander_tokens_are_predefined() -> None:
    for name, spec in (("Spyglass Siren", MAP), ("Boomer Scrapper", JUNK),
                       ("Galactic Wayfarer", LANDER)):
        card = compile_record(oracle_record(name)).card
        assert card is not None, name
        assert spec in list(ir.walk(card.abilities)), name


def test_predefined_token_abilities_read_as_their_rules_text() -> None:
    """Each definition is the IR of its rules text (111.10s, t, u), read as a card's ability."""
    for spec in (MAP, JUNK, LANDER):
        text = spec.abilities[0].text.replace("this token", "Test Card")
        card = compile_record(record(text, types="Artifact")).card
        assert card is not None
        assert replace(card.abilities[0], text=spec.abilities[0].text) == spec.abilities[0]
