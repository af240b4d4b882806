"""Grammar of "Cast SELF only [timing] [and only if [condition]]." (601.3)."""

from __future__ import annotations

import pytest

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from tests.compiler.test_grammar import record


def first(name: str) -> ir.Ability:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card.abilities[0]


def test_timing_and_condition() -> None:
    assert first("Warrior's Stand") == ir.CastOnly(
        "during the declare attackers step",
        ir.HappenedThisTurn("been_attacked", ir.You(), this_step=True))
    assert first("Panic") == ir.CastOnly("during combat before blockers are declared")
    assert first("Illusory Angel") == ir.CastOnly(
        condition=ir.HappenedThisTurn("cast", ir.You(), ir.Other()))


@pytest.mark.parametrize("timing", sorted(ir.CAST_TIMINGS))
def test_every_timing_reads_back(timing: str) -> None:
    text = f"Cast this spell only {timing}.\nDraw a card."
    compiled = compile_record(record(text))
    assert compiled.card is not None, compiled.error
    assert compiled.card.abilities[0] == ir.CastOnly(timing)


def test_an_unknown_timing_is_not_read() -> None:
    compiled = compile_record(record("Cast this spell only during your draw step.\nDraw a card."))
    assert compiled.card is None


def test_additional_land_plays() -> None:
    """305.2: the static ("on each of your turns", "each player ... their turns") and the
    effect ("this turn") are different nodes; a permission is not a "may" choice."""
    assert first("Exploration") == ir.AdditionalLands(1)
    card = compile_record(oracle_record("Explore")).card
    assert card is not None and card.spell is not None
    assert card.spell.effect == ir.Seq((ir.AdditionalLandThisTurn(1), ir.Draw(1)))
    each = compile_record(record("Each player may play an additional land on each of their "
                                 "turns.", types="Enchantment")).card
    assert each is not None and each.abilities[0] == ir.AdditionalLands(1, True)
    two = compile_record(record("You may play two additional lands on each of your turns.",
                                types="Enchantment")).card
    assert two is not None and two.abilities[0] == ir.AdditionalLands(2)


def test_costs_less_for_each_and_an_or_written_with_and() -> None:
    """601.2f: "costs {1} less to cast for each [thing]" keeps the unit counted; "instant and
    sorcery" is an "or" of card types that prints back with "and"."""
    ghoultree = first("Ghoultree")
    assert ghoultree == ir.CostsLess(1, per=ir.Count(ir.Selector(ir.And((
        ir.CardType("Creature"), ir.OwnedBy(ir.You()))), ("graveyard",))))
    card = compile_record(oracle_record("Tolarian Terror")).card
    assert card is not None
    per = card.abilities[0].per  # type: ignore[attr-defined]
    assert isinstance(per, ir.Count)
    kinds = per.what.pred.parts[0]  # type: ignore[attr-defined]
    assert kinds == ir.Or((ir.CardType("Instant"), ir.CardType("Sorcery"))) and kinds.word == "and"
