"""Static abilities and restrictions read by the grammar: two statics of one object in one
sentence (604.1), and the restrictions and requirements they combine (508.1c-d, 509.1b)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record

ENCHANTED = ir.AttachedTo(ir.CardType("Creature"))


def abilities(name: str) -> tuple[ir.Ability, ...]:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card.abilities


def test_pump_and_another_static_of_the_enchanted_creature() -> None:
    """"Enchanted creature gets +2/+2 and can't block." is "Enchanted creature gets +2/+2." and
    "Enchanted creature can't block." (604.1)."""
    pump = ir.Static(ENCHANTED, power=2, toughness=2)
    assert abilities("Maniacal Rage")[-2:] == (pump, ir.Restriction(ENCHANTED, block=True))
    assert abilities("Furor of the Bitten")[-2:] == (pump, ir.AttacksEachCombat(affects=ENCHANTED))
    assert abilities("Mystic Subdual")[-1] == ir.Static(ENCHANTED, lose_abilities=True)
    assert abilities("Leaden Fists")[-1] == ir.DoesntUntap(ENCHANTED)
    assert abilities("Sightless Brawler")[-1] == ir.CantAlone(True, False, ENCHANTED)
    assert abilities("Treetop Bracers")[-1] == ir.Restriction(
        ENCHANTED, except_by=ir.And((ir.CardType("Creature"), ir.HasKeyword("flying"))))
    # the requirement of SELF is not the Aura's
    assert ir.AttacksEachCombat() != ir.AttacksEachCombat(affects=ENCHANTED)


def test_blocked_except_by_n_or_more() -> None:
    """"SELF can't be blocked except by three or more creatures." (509.1b), on SELF and on each
    creature a selector names."""
    assert ir.Restriction(ir.This(), min_blockers=3) in abilities("Troll of Khazad-dûm")
    (howl,) = [a for a in abilities("Sonorous Howlbonder") if isinstance(a, ir.Restriction)]
    assert howl.min_blockers == 3 and isinstance(howl.affects, ir.Each)


def test_you_control_enchanted_permanent() -> None:
    """"You control enchanted land / artifact / permanent." (613.1b), printed back with its
    noun."""
    for name, kind in (("Annex", "Land"), ("Steal Artifact", "Artifact")):
        (st,) = [a for a in abilities(name) if isinstance(a, ir.Static)]
        assert st.control and st.affects == ir.AttachedTo(ir.CardType(kind))
    (st,) = [a for a in abilities("Confiscate") if isinstance(a, ir.Static)]
    assert st.control and st.affects == ir.AttachedTo()


def test_cant_block_self_this_turn() -> None:
    """"{1}{R}: Target creature can't block SELF this turn." (509.1b): the pair, not "can't
    block" alone."""
    (ab,) = abilities("Duct Crawler")
    assert isinstance(ab, ir.Activated)
    assert ab.effect == ir.CantBlockAttacker(ir.Targeted(0), ir.This())
    (cat,) = abilities("Sabertooth Alley Cat")[-1:]
    assert isinstance(cat, ir.Activated) and isinstance(cat.effect, ir.CantBlockAttacker)
    assert isinstance(cat.effect.what, ir.Each)


def test_cant_cast_more_than_one_spell_each_turn() -> None:
    """"Each player can't cast more than one spell each turn." / "You can't ..." (101.2)."""
    assert abilities("Rule of Law") == (ir.CastLimit(1, True),)
    assert ir.CastLimit(1, False) in abilities("Moderation")


def test_enters_tapped_with_counters_and_depletion_untap() -> None:
    """"SELF enters tapped with two charge counters on it." (614.1c) and "SELF doesn't untap
    during your untap step if it has a depletion counter on it." (502.3)."""
    assert abilities("Vivid Crag")[:2] == (ir.EntersTapped(), ir.EntersWithCounters("charge", 2))
    (untap,) = [a for a in abilities("Lava Tubes") if isinstance(a, ir.DoesntUntap)]
    assert untap.condition == ir.ObjectIs(ir.This(), ir.HasCounter("depletion"))
    assert untap.affects == ir.This()


def test_deals_damage_to_itself_equal_to_its_power() -> None:
    """"Target creature deals damage to itself equal to its power." (120.3): the creature is
    the source and the recipient."""
    card = compile_record(oracle_record("Wrack with Madness")).card
    assert card is not None and card.spell is not None
    t = ir.Targeted(0)
    assert card.spell.effect == ir.DealDamage(ir.PropertyOf(t, "power"), t, t)


def test_becomes_the_creature_type_of_your_choice() -> None:
    """"{1}: SELF becomes the creature type of your choice until end of turn." (205.3m, 608.2d)."""
    ab = abilities("Mistform Dreamer")[-1]
    assert isinstance(ab, ir.Activated)
    assert ab.effect == ir.BecomesChosenType(ir.This(), ir.EndOfTurn())
    card = compile_record(oracle_record("Trickery Charm")).card
    assert card is not None and card.spell is not None
    assert ir.BecomesChosenType(ir.Targeted(0)) in [m.effect for m in card.spell.effect.modes]


def test_protection_from_a_creature_type() -> None:
    """"Protection from Goblins", "protection from Demons and from Dragons" (702.16a, 702.16g):
    keywords the rules read by their qualities."""
    from manastack.rules.protection import qualities

    card = compile_record(oracle_record("Warren-Scourge Elf")).card
    assert card is not None and card.keywords == ("protection from Goblins",)
    assert qualities("protection from Goblins") == ("Goblins",)
    angel = compile_record(oracle_record("Baneslayer Angel")).card
    assert angel is not None and "protection from Demons and from Dragons" in angel.keywords
    assert qualities("protection from Frobnicators") is None


def test_protection_from_the_chosen_color() -> None:
    """"SELF has protection from the chosen color." / "All Slivers have ..." (702.16a, with
    the color chosen as it entered, 614.12)."""
    assert ir.Static(ir.This(), chosen="protection") in abilities("Voice of All")
    (st,) = [a for a in abilities("Ward Sliver") if isinstance(a, ir.Static)]
    assert st.chosen == "protection" and isinstance(st.affects, ir.Each)
