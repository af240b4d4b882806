"""Grammar of choices made as a permanent enters (614.12) and what reads them."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def abilities(name: str) -> tuple[ir.Ability, ...]:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card.abilities


def test_choose_a_creature_type_and_of_the_chosen_type() -> None:
    choose, is_type, pump = abilities("Adaptive Automaton")
    assert choose == ir.ChooseAsEnters("creature type")
    assert is_type == ir.Static(ir.This(), chosen="type")
    assert isinstance(pump, ir.Static) and isinstance(pump.affects, ir.Each)
    assert ir.OfChosen("type") in pump.affects.what.pred.parts  # type: ignore[attr-defined]


def test_choose_a_color_other_than_and_the_chosen_color_mana() -> None:
    tapped, choose, mana = abilities("Thriving Grove")
    assert tapped == ir.EntersTapped()
    assert choose == ir.ChooseAsEnters("color", ("G",))
    assert isinstance(mana, ir.Activated)
    assert mana.effect == ir.AddManaOfChosenColor(("G",))
    assert abilities("Alloy Golem")[1] == ir.Static(ir.This(), chosen="color")


def test_the_chosen_color_differs_from_the_chosen_type() -> None:
    hall = abilities("Hall of Triumph")
    assert hall[0] == ir.ChooseAsEnters("color")
    pump = hall[1]
    assert isinstance(pump, ir.Static) and isinstance(pump.affects, ir.Each)
    assert ir.OfChosen("color") in pump.affects.what.pred.parts  # type: ignore[attr-defined]


def test_may_pay_life_or_reveal_else_enters_tapped() -> None:
    """"As SELF enters, you may pay 2 life. / reveal a [card] from your hand. If you don't, it
    enters tapped." (614.12): the cost is kept whole; other shapes don't parse as it."""
    assert abilities("Godless Shrine")[0] == ir.MayPayOrEntersTapped(
        ir.Cost((ir.PayLife(2),)))
    reveal = abilities("Port Town")[0]
    assert reveal == ir.MayPayOrEntersTapped(ir.Cost((ir.RevealFromHand(ir.Selector(
        ir.Or((ir.Subtype("Plains"), ir.Subtype("Island"))), ("hand",))),)))
    assert abilities("Gilt-Leaf Palace")[0] == ir.MayPayOrEntersTapped(ir.Cost((
        ir.RevealFromHand(ir.Selector(ir.Subtype("Elf"), ("hand",))),)))
    from tests.compiler.test_grammar import record

    text = "As this land enters, you may sacrifice a creature. If you don't, it enters tapped."
    assert compile_record(record(text, types="Land")).card is None
