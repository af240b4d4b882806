"""Grammar tests for damage-related and linked clause families (issue 12, part 2)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record

from .test_grammar import record as _record


def compiled(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_each_of_up_to_n_target_creatures() -> None:
    """"Put a +1/+1 counter on each of up to two target creatures." is the counters on the
    creatures of one target phrase (115.1); "each of" needs a plural target phrase."""
    prep = compiled("Travel Preparations")
    assert prep.spell is not None
    assert prep.spell.effect == ir.PutCounters("+1/+1", 1, ir.Targeted(0))
    assert prep.spell.targets == (ir.Target(ir.Selector(ir.CardType("Creature")), count=2,
                                            up_to=True),)
    assert compile_record(_record("Put a +1/+1 counter on each of target creature.")).card is None
