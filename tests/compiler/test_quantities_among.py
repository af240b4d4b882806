"""Quantities and comparisons over a set of objects: card types among cards (205.2a,
delirium), basic land types among lands (305.6, domain), the greatest power / toughness / mana
value among objects (107.3), and characteristics compared with a written-out quantity."""

from __future__ import annotations

import pytest

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record

from .test_grammar import record, spell

YOUR_GRAVEYARD = ir.Selector(ir.OwnedBy(ir.You()), ("graveyard",), word="in")
YOUR_LANDS = ir.Selector(ir.And((ir.CardType("Land"), ir.ControlledBy(ir.You()))))
YOUR_CREATURES = ir.Selector(ir.And((ir.CardType("Creature"), ir.ControlledBy(ir.You()))))


@pytest.mark.parametrize(("text", "effect"), [
    ("Draw X cards, where X is the number of card types among cards in your graveyard.",
     ir.Draw(ir.TypesAmong(YOUR_GRAVEYARD))),
    ("Draw a card for each card type among cards in your graveyard.",
     ir.Draw(ir.TypesAmong(YOUR_GRAVEYARD))),
    ("You gain X life, where X is the number of basic land types among lands you control.",
     ir.GainLife(ir.TypesAmong(YOUR_LANDS, "basic land"), ir.You())),
    ("Draw cards equal to the greatest power among creatures you control.",
     ir.Draw(ir.Greatest("power", YOUR_CREATURES))),
    ("Draw X cards, where X is the greatest mana value among creatures you control.",
     ir.Draw(ir.Greatest("mana_value", YOUR_CREATURES))),
])
def test_counts_among_objects_are_quantities(text: str, effect: ir.Effect) -> None:
    assert spell(text).effect == effect


def test_types_among_reads_as_a_condition() -> None:
    compiled = compile_record(oracle_record("Grim Flayer"))
    assert compiled.card is not None, compiled.error
    conds = [n for n in ir.walk(compiled.card.abilities) if isinstance(n, ir.CompareQ)]
    assert conds == [ir.CompareQ(ir.TypesAmong(YOUR_GRAVEYARD), ">=", 4)]


def test_tarmogoyf_counts_all_graveyards_and_adds_one_to_its_toughness() -> None:
    compiled = compile_record(oracle_record("Tarmogoyf"))
    assert compiled.card is not None, compiled.error
    cda = next(a for a in compiled.card.abilities if isinstance(a, ir.DefinePT))
    count = ir.TypesAmong(ir.Selector(ir.ANYTHING, ("graveyard",)))
    assert cda.power == count and cda.toughness == ir.Plus(count, 1)


@pytest.mark.parametrize(("rel", "op"), [
    ("less than or equal to", "<="), ("greater than or equal to", ">="), ("less than", "<"),
    ("equal to", "==")])
def test_a_characteristic_compared_with_a_quantity(rel: str, op: str) -> None:
    target = spell(f"Destroy target creature with power {rel} the number of lands you "
                   "control.").targets[0]
    assert target.objects is not None
    assert ir.Compare("power", op, ir.Count(YOUR_LANDS)) in target.objects.pred.parts  # type: ignore[attr-defined]


def test_a_target_description_cant_read_another_target_or_x() -> None:
    """Target legality (115.1) is checked without the other targets or X known."""
    for text in ("Destroy target creature with power less than or equal to X.",
                 "Tap target creature you control and target creature with power less than "
                 "that creature's power."):
        assert compile_record(record(text)).card is None


def test_they_control_names_the_player_mentioned_before() -> None:
    effect = spell("Target player loses 1 life for each tapped artifact they control.").effect
    assert effect == ir.LoseLife(ir.Count(ir.Selector(ir.And((
        ir.Tapped(), ir.CardType("Artifact"), ir.ControlledBy(ir.Targeted(0)))))),
        ir.Targeted(0))


def test_that_player_controls_isnt_read_in_a_target_phrase() -> None:
    """A target is chosen before "that player" is known to target legality (115.1)."""
    compiled = compile_record(oracle_record("Aberrant"))
    assert compiled.card is None


def test_x_target_creatures_takes_the_x_announced() -> None:
    targets = spell("Destroy X target nonblack creatures.").targets
    assert targets == (ir.Target(ir.Selector(ir.And((ir.Not(ir.Color("B")),
                                                     ir.CardType("Creature")))), count=ir.XValue()),)
    up_to = spell("Return up to X target creatures to their owners' hands.").targets[0]
    assert up_to.up_to and up_to.count == ir.XValue()
    assert compile_record(record("Destroy X target nonblack creature.")).card is None
