"""Grammar of damage, life and P/T clauses: damage to several recipients in one effect (120.4),
redirection shields (614.9), life gain replacements (614.1a), base P/T and animation (613.4b,
205.1b) and cost increases (601.2f)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def ability_of(name: str, index: int = 0) -> ir.Ability:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card.abilities[index]


def spell_of(name: str) -> ir.SpellAbility:
    card = compile_record(oracle_record(name)).card
    assert card is not None and card.spell is not None, name
    return card.spell


def test_damage_to_two_recipients() -> None:
    """"SELF deals 1 damage to any target and 1 damage to you.": one effect, two parts (120.4)."""
    fireslinger = ability_of("Fireslinger")
    assert isinstance(fireslinger, ir.Activated)
    assert fireslinger.effect == ir.DamageSplit((ir.DealDamage(1, ir.Targeted(0)),
                                                 ir.DealDamage(1, ir.You())))
    outrage = spell_of("Chandra's Outrage").effect
    assert outrage == ir.DamageSplit((ir.DealDamage(4, ir.Targeted(0)),
                                      ir.DealDamage(2, ir.ControllerOf(ir.Targeted(0)))))
    embermage = ability_of("Reckless Embermage")
    assert isinstance(embermage, ir.Activated)
    assert embermage.effect == ir.DamageSplit((ir.DealDamage(1, ir.Targeted(0)),
                                               ir.DealDamage(1, ir.This())))  # "itself"
    sparksmith = ability_of("Sparksmith")
    assert isinstance(sparksmith, ir.Activated) and isinstance(sparksmith.effect, ir.DamageSplit)
    first, second = sparksmith.effect.parts
    assert isinstance(first.amount, ir.Count) and first.amount == second.amount  # where X is
    # a different amount prints back differently: the round trip refuses a dropped part
    assert spell_of("Psionic Blast").effect == ir.DamageSplit(
        (ir.DealDamage(4, ir.Targeted(0)), ir.DealDamage(2, ir.You())))


def test_redirect_the_next_damage() -> None:
    """614.9: "The next 1 damage that would be dealt to SELF this turn is dealt to target
    creature you control instead." (a shield, counted like 615.7's)."""
    nomads = ability_of("Nomads en-Kor")
    assert isinstance(nomads, ir.Activated)
    assert nomads.effect == ir.RedirectDamage(1, ir.This(), ir.Targeted(0))
    assert nomads.targets[0].objects == ir.Selector(ir.And((ir.CardType("Creature"),
                                                            ir.ControlledBy(ir.You()))))
    hazduhr = ability_of("Hazduhr the Abbot")  # "dealt this turn to target white creature"
    assert isinstance(hazduhr, ir.Activated)
    assert hazduhr.effect == ir.RedirectDamage(ir.XValue(), ir.Targeted(0), ir.This())
    duty = ability_of("Vassal's Duty")
    assert isinstance(duty, ir.Activated)
    assert duty.effect == ir.RedirectDamage(1, ir.Targeted(0), ir.You())


def test_more_life() -> None:
    """614.1a: "If you would gain life, you gain that much life plus 1 instead." / "twice"."""
    assert ability_of("Angel of Vitality") == ir.MoreLife(extra=1)
    assert ability_of("Boon Reflection") == ir.MoreLife(factor=2)
    assert ir.MoreLife(extra=2) != ir.MoreLife(extra=1)


def test_base_power_and_toughness_and_animation() -> None:
    """613.4b: "Target creature has base power and toughness 1/1 until end of turn."; 205.1b:
    "SELF becomes a 2/2 Golem artifact creature until end of turn." keeps its other types."""
    assert spell_of("Diminish").effect == ir.Becomes(ir.Targeted(0), set_pt=(1, 1))
    marauder = ability_of("Warkite Marauder")
    assert isinstance(marauder, ir.Triggered)
    assert marauder.effect == ir.Becomes(ir.Targeted(0), lose_abilities=True, set_pt=(0, 1))
    idol = ability_of("Guardian Idol", 2)
    assert isinstance(idol, ir.Activated)
    assert idol.effect == ir.Becomes(ir.This(), add_types=frozenset({"Artifact", "Creature"}),
                                     set_subtypes=("Golem",), set_pt=(2, 2))
    keyrune = ability_of("Azorius Keyrune", 1)
    assert isinstance(keyrune, ir.Activated)
    assert keyrune.effect == ir.Becomes(ir.This(), add_types=frozenset({"Artifact", "Creature"}),
                                        set_subtypes=("Bird",), set_colors=frozenset("WU"),
                                        set_pt=(2, 2), add_keywords=("flying",))
    core = ability_of("Firdoch Core", 1)  # no creature type
    assert isinstance(core, ir.Activated) and isinstance(core.effect, ir.Becomes)
    assert core.effect.set_subtypes is None and core.effect.set_pt == (4, 4)


def test_spells_cost_more() -> None:
    """601.2f: "Noncreature spells cost {1} more to cast." (anyone's) / "... your opponents
    cast ..."."""
    thalia = ability_of("Thalia, Guardian of Thraben")
    assert thalia == ir.SpellsCostMore(ir.Not(ir.CardType("Creature")), 1)
    aura = ability_of("Aura of Silence")
    assert isinstance(aura, ir.SpellsCostMore) and aura.caster == "opponents" and \
        aura.generic == 2
    augustin = compile_record(oracle_record("Grand Arbiter Augustin IV")).card
    assert augustin is not None
    assert [type(a) for a in augustin.abilities][-1] is ir.SpellsCostMore
