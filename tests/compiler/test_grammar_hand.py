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


def test_each_creature_with_a_counter_has_a_keyword() -> None:
    """"Each creature you control with a +1/+1 counter on it has first strike." (singular
    "each ... has", 613.1f) and outlast (702.107a) as a keyword with a cost."""
    ainok = compiled("Ainok Bond-Kin")
    outlast, static = ainok.abilities
    assert outlast == ir.KeywordAbility("outlast", ir.Cost((ir.ManaPart("{1}{W}"),)))
    assert isinstance(static, ir.Static) and static.add_keywords == ("first strike",)
    assert static.affects == ir.Each(ir.Selector(ir.And((
        ir.CardType("Creature"), ir.ControlledBy(ir.You()), ir.HasCounter("+1/+1")))))
    from manastack.rules.keywords import REGISTRY

    (ability,) = REGISTRY["outlast"].expand(outlast)  # type: ignore[misc]
    assert ability == ir.Activated(ir.Cost((ir.ManaPart("{1}{W}"), ir.TapSelf())),
                                   ir.PutCounters("+1/+1", 1, ir.This()), sorcery=True)


def test_activated_abilities_cant_be_activated() -> None:
    """"..., and its activated abilities can't be activated." and "Enchanted creature's
    activated abilities can't be activated." (602.5a) are restrictions of the Aura."""
    arrest = compiled("Arrest")
    restriction = arrest.abilities[-1]
    assert restriction == ir.Restriction(ir.AttachedTo(ir.CardType("Creature")), attack=True,
                                         block=True, activate=True)
    touch = compiled("Stupefying Touch")
    assert ir.Restriction(ir.AttachedTo(ir.CardType("Creature")), activate=True) in touch.abilities
    assert compile_record(_record("SELF can't attack, and its activated abilities can't be "
                                  "activated.", types="Creature", power="1",
                                  toughness="1")).card is None


def test_exile_it_instead_if_it_would_die_this_turn() -> None:
    """"If that creature would die this turn, exile it instead." and "If a creature dealt damage
    this way would die this turn, exile it instead." (614.1a) follow the damage sentence."""
    coil = compiled("Lava Coil")
    assert coil.spell is not None
    assert coil.spell.effect == ir.Seq((ir.DealDamage(4, ir.Targeted(0)),
                                        ir.ExileIfDies(ir.Targeted(0))), (". ",))
    anger = compiled("Anger of the Gods")
    assert anger.spell is not None and isinstance(anger.spell.effect, ir.Seq)
    assert anger.spell.effect.effects[1] == ir.ExileIfDies(ir.DamagedThisWay(
        ir.CardType("Creature")))
    # a sentence of its own only after the one naming the creature
    assert compile_record(_record("If that creature would die this turn, exile it "
                                  "instead.")).card is None
