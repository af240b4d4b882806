"""A player's party (700.8): up to one Cleric, Rogue, Warrior and Wizard, counted the way that
gives the highest number (700.8a-b)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.rules.quantity import party_size


def test_each_creature_fills_one_type_and_the_count_is_the_highest() -> None:
    f = frozenset
    assert party_size([]) == 0
    assert party_size([f({"Cleric"}), f({"Cleric"})]) == 1  # one Cleric at most
    # 700.8b: a Cleric Rogue counts as the Rogue when another creature is the Cleric
    assert party_size([f({"Cleric", "Rogue"}), f({"Cleric"})]) == 2
    assert party_size([f({"Cleric", "Rogue", "Warrior", "Wizard"})]) == 1
    assert party_size([f({"Wizard"}), f({"Cleric", "Wizard"}), f({"Rogue", "Cleric"}),
                       f({"Warrior"}), f({"Warrior"})]) == 4


def test_creatures_in_your_party_is_a_quantity() -> None:
    journey = compile_record(oracle_record("Journey to Oblivion")).card
    assert journey is not None
    assert journey.abilities[0] == ir.CostsLess(1, per=ir.PartySize(ir.You()))
