"""The Oracle compiler's grammar: what cards compile to, how failures are reported, binding of
pronouns, and that presentation (pronouns, "each"/"all", joins) never changes the IR."""

from __future__ import annotations

from typing import Any

import pytest

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def record(text: str, *, name: str = "Test Card", types: str = "Instant", cost: str = "{1}",
           power: str | None = None, toughness: str | None = None) -> dict[str, Any]:
    """An Oracle-shaped record for text that isn't a real card (to test the grammar alone)."""
    card_types = [t for t in ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land")
                  if t in types]
    return {"name": name, "manaCost": cost, "type": types, "types": card_types, "subtypes": [],
            "supertypes": [], "keywords": [], "power": power, "toughness": toughness,
            "loyalty": None, "text": text, "layout": "normal"}


def spell(text: str) -> ir.SpellAbility:
    compiled = compile_record(record(text))
    assert compiled.card is not None, compiled.error
    assert compiled.card.spell is not None
    return compiled.card.spell


def creature(name: str) -> ir.Target:
    return ir.Target(ir.Selector(ir.CardType(name)))


CREATURE = creature("Creature")


def test_a_real_card_compiles_to_the_expected_ir() -> None:
    card = compile_record(oracle_record("Doom Blade")).card
    assert card is not None
    assert card.spell == ir.SpellAbility(
        ir.Destroy(ir.Targeted(0)),
        (ir.Target(ir.Selector(ir.And((ir.Not(ir.Color("B")), ir.CardType("Creature"))))),))
    assert card.name == "Doom Blade" and card.mana_cost == "{1}{B}" and card.type_line == "Instant"


def test_any_target_is_a_creature_player_planeswalker_or_battle() -> None:
    ability = spell("Test Card deals 3 damage to any target.")
    target = ability.targets[0]
    assert target.players == ir.PlayerFilter(ir.AnyPlayer())
    assert target.objects == ir.Selector(ir.Or((ir.CardType("Creature"), ir.CardType("Planeswalker"),
                                                ir.CardType("Battle"))))
    assert ability.effect == ir.DealDamage(3, ir.Targeted(0), ir.This())


@pytest.mark.parametrize(("text", "effect"), [
    ("Draw two cards.", ir.Draw(2)),
    ("Target player draws X cards.", ir.Draw(ir.XValue(), ir.Targeted(0))),
    ("Each opponent loses 3 life.", ir.LoseLife(3, ir.EachOpponent())),
    ("Destroy all creatures.", ir.Destroy(ir.Each(ir.Selector(ir.CardType("Creature"))))),
    ("Return target creature to its owner's hand.", ir.ReturnToHand(ir.Targeted(0))),
    ("Target creature gets +3/+3 until end of turn.", ir.Pump(ir.Targeted(0), 3, 3)),
    ("Counter target spell unless its controller pays {3}.",
     ir.CounterUnlessPays(ir.Targeted(0), "{3}")),
    ("Create two 1/1 white Soldier creature tokens.", ir.CreateTokens(ir.TokenSpec(
        "Soldier Token", "Creature — Soldier", "W", 1, 1), 2)),
])
def test_verb_families(text: str, effect: ir.Effect) -> None:
    assert spell(text).effect == effect


def test_pronouns_bind_to_their_antecedents() -> None:
    """"that creature" and "it" are the earlier target (Act of Treason); "it" in a trigger of a
    permanent is the permanent itself."""
    ability = spell("Gain control of target creature until end of turn. Untap that creature. "
                    "It gains haste until end of turn.")
    assert ability.effect == ir.Seq((
        ir.GainControl(ir.Targeted(0), ir.EndOfTurn()), ir.Untap(ir.Targeted(0)),
        ir.Pump(ir.Targeted(0), 0, 0, ("haste",))))
    kavu = compile_record(oracle_record("Flametongue Kavu")).card
    assert kavu is not None
    (ability,) = kavu.abilities
    assert isinstance(ability, ir.Triggered)
    assert ability.effect == ir.DealDamage(4, ir.Targeted(0), ir.This())


def test_presentation_never_changes_the_ir() -> None:
    """The same meaning written two ways compiles to equal IR (pronoun, explicit "you", joins)."""
    one = spell("You draw two cards and you lose 2 life.")
    other = spell("Draw two cards. You lose 2 life.")
    assert one.effect == other.effect == ir.Seq((ir.Draw(2), ir.LoseLife(2)))


def test_every_word_is_read_or_the_card_is_refused() -> None:
    """A sentence the grammar doesn't know stops the card, naming the clause and the place."""
    compiled = compile_record(record("Draw a card. Frobnicate target creature."))
    assert compiled.card is None
    assert compiled.clause == "Draw a card. Frobnicate target creature."
    (unit,) = compiled.units
    assert unit.unit.text[unit.position:].startswith("Frobnicate")


def test_plural_must_agree_with_the_count() -> None:
    assert compile_record(record("Destroy target creatures.")).card is None
    assert compile_record(record("Destroy two target creature.")).card is None
    assert spell("Destroy two target creatures.").targets == (
        ir.Target(ir.Selector(ir.CardType("Creature")), count=2),)


def test_a_clause_the_printer_cant_reproduce_is_refused() -> None:
    """Parsing must account for every word: a dropped optional phrase would print differently."""
    compiled = compile_record(record("Return target creature card from your graveyard to the "
                                     "battlefield under your control."))
    assert compiled.card is None
    assert "prints back" in compiled.error


def test_modes_have_their_own_targets() -> None:
    card = compile_record(oracle_record("Grixis Charm")).card
    assert card is not None and card.spell is not None
    modal = card.spell.effect
    assert isinstance(modal, ir.Modal) and modal.choose == 1
    assert [m.targets for m in modal.modes] == [
        (ir.Target(ir.Selector()),), (CREATURE,), ()]
    assert modal.modes[2].effect == ir.Pump(ir.Each(ir.Selector(ir.And((
        ir.CardType("Creature"), ir.ControlledBy(ir.You()))))), 2, 0)


def test_quoted_abilities_are_parsed_as_abilities() -> None:
    card = compile_record(oracle_record("Jace, Cunning Castaway")).card
    assert card is not None
    minus = card.abilities[1]
    assert isinstance(minus, ir.Activated) and minus.cost == ir.Cost((ir.LoyaltyCost(-2),))
    assert isinstance(minus.effect, ir.CreateTokens)
    (granted,) = minus.effect.token.abilities
    assert granted == ir.Triggered(ir.Trigger("becomes_target_of_spell"),
                                   ir.Sacrifice(ir.This()))


def test_keywords_with_parameters() -> None:
    card = compile_record(oracle_record("Bonesplitter")).card
    assert card is not None
    assert card.abilities == (
        ir.Static(ir.AttachedTo(ir.CardType("Creature")), power=2), ir.Equip(ir.Cost((ir.ManaPart("{1}"),))))
    aura = compile_record(oracle_record("Control Magic")).card
    assert aura is not None
    assert aura.abilities[0] == ir.Enchant(CREATURE)


def test_layouts_other_than_normal_are_refused_with_the_reason() -> None:
    compiled = compile_record(oracle_record("Delver of Secrets // Insectile Aberration"))
    assert compiled.card is None and "transform layout" in compiled.error


# ---- verbs in their own modules (grammar/verbs.py extension points) ---------------------------


def ability_of(name: str, index: int = 0) -> ir.Ability:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card.abilities[index]


def test_regenerate_and_cant_be_regenerated() -> None:
    skeletons = ability_of("Drudge Skeletons")
    assert skeletons == ir.Activated(ir.Cost((ir.ManaPart("{B}"),)), ir.Regenerate(ir.This()))
    assert spell("Regenerate target creature.").effect == ir.Regenerate(ir.Targeted(0))
    assert spell("Destroy all creatures. They can't be regenerated.").effect == \
        ir.DestroyNoRegen(ir.Each(ir.Selector(ir.CardType("Creature"))))
    assert spell("Destroy target creature. It can't be regenerated.").effect == \
        ir.DestroyNoRegen(ir.Targeted(0))


def test_restrictions_static_and_this_turn() -> None:
    assert ability_of("Phantom Warrior") == ir.Restriction(ir.This(), blocked=True)
    assert ability_of("Pacifism", 1) == ir.Restriction(
        ir.AttachedTo(ir.CardType("Creature")), attack=True, block=True)
    assert ability_of("Drudge Skeletons") != ability_of("Phantom Warrior")
    shortcutter = ability_of("Goblin Shortcutter")
    assert isinstance(shortcutter, ir.Triggered)
    assert shortcutter.effect == ir.Restrict(ir.Targeted(0), block=True)
    assert spell("Target creature can't attack or block this turn.").effect == \
        ir.Restrict(ir.Targeted(0), attack=True, block=True)
    # "SELF can't block." stays the built-in ability
    card = compile_record(record("SELF can't block.", types="Creature", power="1",
                                 toughness="1")).card
    assert card is not None and card.abilities == (ir.CantBlock(),)


BASIC_LAND_CARD = ir.Selector(ir.And((ir.Supertype("Basic"), ir.CardType("Land"))), ("library",))


def test_search_your_library() -> None:
    assert spell("Search your library for a basic land card, put that card onto the battlefield "
                 "tapped, then shuffle.").effect == ir.SearchLibrary(
        BASIC_LAND_CARD, to="battlefield", tapped=True)
    assert spell("Search your library for up to two basic land cards, reveal them, put them "
                 "into your hand, then shuffle.").effect == ir.SearchLibrary(
        BASIC_LAND_CARD, 2, up_to=True, reveal=True)
    tutor = spell("Search your library for a card, then shuffle and put that card on top.")
    assert tutor.effect == ir.SearchLibrary(ir.Selector(ir.ANYTHING, ("library",)), to="top")
    wayfinder = ability_of("Civic Wayfinder")
    assert isinstance(wayfinder, ir.Triggered)
    assert wayfinder.effect == ir.May(ir.SearchLibrary(BASIC_LAND_CARD, reveal=True))
    # the pronoun must agree with the count
    assert compile_record(record("Search your library for a card, put them into your hand, "
                                 "then shuffle.")).card is None


def test_prevent_damage() -> None:
    assert spell("Prevent all combat damage that would be dealt this turn.").effect == \
        ir.PreventDamage(combat=True)
    assert spell("Prevent the next 3 damage that would be dealt to any target this turn."
                 ).effect == ir.PreventDamage(3, ir.Targeted(0))
    assert spell("Prevent the next 2 damage that would be dealt to you this turn.").effect == \
        ir.PreventDamage(2, ir.You())
    assert spell("Prevent all combat damage that would be dealt by target creature this turn."
                 ).effect == ir.PreventDamage(by=ir.Targeted(0), combat=True)


def test_chosen_returns_library_puts_damage_to_each_and_investigate() -> None:
    chancery = ability_of("Azorius Chancery", 1)
    assert isinstance(chancery, ir.Triggered)
    assert chancery.effect == ir.ReturnChosen(ir.Selector(ir.And((
        ir.CardType("Land"), ir.ControlledBy(ir.You())))))
    assert spell("Put target creature on top of its owner's library.").effect == \
        ir.PutInLibrary(ir.Targeted(0))
    assert spell("Put target creature on the bottom of its owner's library.").effect == \
        ir.PutInLibrary(ir.Targeted(0), top=False)
    quake = compile_record(oracle_record("Earthquake")).card
    assert quake is not None and quake.spell is not None
    assert quake.spell.effect == ir.DamageEach(ir.XValue(), ir.Each(ir.Selector(ir.And((
        ir.CardType("Creature"), ir.Not(ir.HasKeyword("flying")))))), ir.EachPlayer())
    inspector = ability_of("Thraben Inspector")
    assert isinstance(inspector, ir.Triggered) and inspector.effect == ir.Investigate()


def test_look_at_the_top_cards() -> None:
    impulse = compile_record(oracle_record("Impulse")).card
    assert impulse is not None and impulse.spell is not None
    assert impulse.spell.effect == ir.LookAtTop(4, 1, "bottom")
    assert spell("Look at the top three cards of your library, then put them back in any "
                 "order.").effect == ir.LookAtTop(3)
    assert spell("Look at the top two cards of your library. Put one of them into your hand and "
                 "the other into your graveyard.").effect == ir.LookAtTop(2, 1, "graveyard")
    # "the other" is for the one card left
    assert compile_record(record("Look at the top three cards of your library. Put one of them "
                                 "into your hand and the other into your graveyard.")).card is None


def test_fight_and_proliferate() -> None:
    prey = compile_record(oracle_record("Prey Upon")).card
    assert prey is not None and prey.spell is not None
    assert prey.spell.effect == ir.Fight(ir.Targeted(0), ir.Targeted(1))
    assert prey.spell.targets == (
        ir.Target(ir.Selector(ir.And((ir.CardType("Creature"), ir.ControlledBy(ir.You()))))),
        ir.Target(ir.Selector(ir.And((ir.CardType("Creature"),
                                      ir.Not(ir.ControlledBy(ir.You())))))))
    clasp = ability_of("Contagion Clasp", 1)
    assert isinstance(clasp, ir.Activated) and clasp.effect == ir.Proliferate()


def test_tap_or_untap_and_sacrifice_of_their_choice() -> None:
    twiddle = compile_record(oracle_record("Twiddle")).card
    assert twiddle is not None and twiddle.spell is not None
    assert twiddle.spell.effect == ir.May(ir.TapOrUntap(ir.Targeted(0)))
    edict = compile_record(oracle_record("Cruel Edict")).card
    assert edict is not None and edict.spell is not None
    # "of their choice" is how the text says it; the sacrificing player chooses either way
    assert edict.spell.effect == ir.PlayerSacrifices(ir.Targeted(0),
                                                     ir.Selector(ir.CardType("Creature")))
    assert edict.spell.effect.of_choice  # type: ignore[union-attr]


def test_copy_a_spell_and_more_predefined_tokens() -> None:
    twincast = compile_record(oracle_record("Twincast")).card
    assert twincast is not None and twincast.spell is not None
    assert twincast.spell.effect == ir.CopySpell(ir.Targeted(0))
    # copying a triggered ability stays the built-in CopyAbility
    resonator = ability_of("Strionic Resonator")
    assert isinstance(resonator, ir.Activated) and isinstance(resonator.effect, ir.CopyAbility)
    # a copy of a permanent spell would become a token (707.10f): not read yet
    assert compile_record(record("Copy target spell. You may choose new targets for the "
                                 "copy.")).card is None
    from manastack.ir.tokens import BLOOD

    assert spell("Create a Blood token.").effect == ir.CreateTokens(BLOOD)


def test_damage_equal_to_its_power() -> None:
    bite = compile_record(oracle_record("Rabid Bite")).card
    assert bite is not None and bite.spell is not None
    assert bite.spell.effect == ir.DealDamage(ir.PropertyOf(ir.Targeted(0), "power"),
                                              ir.Targeted(1), ir.Targeted(0))
    assert spell("SELF deals 3 damage to any target.").effect == \
        ir.DealDamage(3, ir.Targeted(0), ir.This())  # other amounts print as before


def test_shuffle() -> None:
    assert spell("Shuffle your library.").effect == ir.Shuffle()
    assert spell("Target player shuffles their library.").effect == ir.Shuffle(ir.Targeted(0))


def test_block_pair_restrictions_and_permanent_cards() -> None:
    sprite = compile_record(oracle_record("Cloud Sprite")).card
    assert sprite is not None
    assert sprite.abilities == (ir.Restriction(ir.This(), blocks_only=ir.And((
        ir.CardType("Creature"), ir.HasKeyword("flying")))),)
    assert ability_of("Stalking Tiger") == ir.Restriction(ir.This(), max_blockers=1)
    assert ability_of("Outland Boar") == ir.Restriction(ir.This(), blocked_by=ir.And((
        ir.CardType("Creature"), ir.Compare("power", "<=", 2))))
    assert ability_of("Treetop Scout") == ir.Restriction(ir.This(), except_by=ir.And((
        ir.CardType("Creature"), ir.HasKeyword("flying"))))
    scout = ability_of("Amrou Scout")
    assert isinstance(scout, ir.Activated) and isinstance(scout.effect, ir.SearchLibrary)
    from manastack.cards.compiler.grammar.objects import PERMANENT_CARD

    assert PERMANENT_CARD in scout.effect.what.pred.parts  # type: ignore[union-attr]
