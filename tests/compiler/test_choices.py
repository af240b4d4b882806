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
