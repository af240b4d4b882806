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


# ---- quantities (107.1, 107.3) -------------------------------------------------------------------

YOUR_CREATURES = ir.Count(ir.Selector(ir.And((ir.CardType("Creature"),
                                              ir.ControlledBy(ir.You())))))


@pytest.mark.parametrize("text", [
    "Draw a card for each creature you control.",
    "Draw cards equal to the number of creatures you control.",
    "Draw X cards, where X is the number of creatures you control.",
])
def test_three_phrasings_of_a_count_are_one_quantity(text: str) -> None:
    """"for each", "equal to" and "X, where X is" say the same number: equal IR, and each prints
    back as written (the phrasing is a ``form`` the IR doesn't compare)."""
    assert spell(text).effect == ir.Draw(YOUR_CREATURES)


@pytest.mark.parametrize(("text", "effect"), [
    ("You gain 2 life for each creature you control.",
     ir.GainLife(ir.Times(2, YOUR_CREATURES), ir.You())),
    ("Target creature gets +1/+0 until end of turn for each creature you control.",
     ir.Pump(ir.Targeted(0), YOUR_CREATURES, 0)),
    ("Target creature gets -X/-X until end of turn, where X is your devotion to black.",
     ir.Pump(ir.Targeted(0), ir.Times(-1, ir.PlayerCount(ir.You(), "devotion:B")),
             ir.Times(-1, ir.PlayerCount(ir.You(), "devotion:B")))),
    ("Target creature deals damage equal to its power to any target.",
     ir.DealDamage(ir.PropertyOf(ir.Targeted(0), "power"), ir.Targeted(1), ir.Targeted(0))),
    ("Test Card deals damage to any target equal to twice the number of cards in your hand.",
     ir.DealDamage(ir.Times(2, ir.PlayerCount(ir.You(), "hand")), ir.Targeted(0))),
    ("Put a +1/+1 counter on target creature for each card in your hand.",
     ir.PutCounters("+1/+1", ir.PlayerCount(ir.You(), "hand"), ir.Targeted(0))),
    ("You gain life equal to half your life total, rounded up.",
     ir.GainLife(ir.Half(ir.PlayerCount(ir.You(), "life"), True), ir.You())),
    ("Target opponent loses 1 life for each attacking creature you control. You gain that much "
     "life.", ir.Seq((ir.LoseLife(ir.Count(ir.Selector(ir.And((
         ir.Attacking(), ir.CardType("Creature"), ir.ControlledBy(ir.You()))))), ir.Targeted(0)),
         ir.GainLife(ir.EventAmount(), ir.You())))),
])
def test_quantities_wherever_a_number_appears(text: str, effect: ir.Effect) -> None:
    assert spell(text).effect == effect


def test_a_number_of_tokens_equal_to_a_count_is_that_count() -> None:
    one = spell("Create a number of 1/1 green Saproling creature tokens equal to the number of "
                "creatures you control.").effect
    two = spell("Create a 1/1 green Saproling creature token for each creature you control.").effect
    assert one == two and isinstance(one, ir.CreateTokens) and one.amount == YOUR_CREATURES


def test_a_cda_counting_its_own_graveyard_does_not_recurse() -> None:
    """604.3: Boneyard Wurm in a graveyard counts the creature cards there, itself included."""
    from manastack import Game
    from manastack.game.setup import place

    game = Game([["Forest"] * 5, ["Forest"] * 5], start=False)
    ann = game.players[0]
    place(game, ann.id, "Grizzly Bears", "graveyard")
    in_yard = place(game, ann.id, "Boneyard Wurm", "graveyard")
    wurm = place(game, ann.id, "Boneyard Wurm", "battlefield")
    game.start(turn=3, active=ann.name, step="main1")
    assert game.chars(game.objects[wurm]).power == 2
    assert game.chars(game.objects[in_yard]).power == 2


# ---- conditions (603.4, 608.2c, 611.3a, 614.15, 602.5b) -----------------------------------------

FOREST = ir.Controls(ir.You(), ir.Selector(ir.Subtype("Forest")))


def card(text: str, types: str = "Creature — Ape") -> ir.Card:
    compiled = compile_record(record(text, types=types, power="1", toughness="1"))
    assert compiled.card is not None, compiled.error
    return compiled.card


@pytest.mark.parametrize(("text", "effect"), [
    ("If you control a Forest, draw a card.", ir.Conditional(FOREST, ir.Draw(1))),
    ("Draw a card if you control a Forest.", ir.Conditional(FOREST, ir.Draw(1))),
    ("If it's your turn, draw a card. Otherwise, you gain 3 life.",
     ir.Conditional(ir.YourTurn(), ir.Draw(1), ir.GainLife(3))),
    ("Draw a card. If you control three or more artifacts, draw two cards instead.",
     ir.IfInstead(ir.Draw(1), ir.Controls(ir.You(), ir.Selector(ir.CardType("Artifact")), 3),
                  ir.Draw(2))),
    ("You may discard a card. If you do, draw two cards.",
     ir.IfYouDo(ir.May(ir.Discard(1)), ir.Draw(2))),
    ("You may discard a card. If you don't, you lose 2 life.",
     ir.IfYouDo(ir.May(ir.Discard(1)), None, ir.LoseLife(2))),
    ("If there are seven or more cards in your graveyard, draw a card.",
     ir.Conditional(ir.CompareQ(ir.Count(ir.Selector(ir.OwnedBy(ir.You()), ("graveyard",))),
                                ">=", 7), ir.Draw(1))),
    ("If an opponent has 10 or less life, draw a card.",
     ir.Conditional(ir.SomePlayer(ir.EachOpponent(), "life", "<=", 10), ir.Draw(1))),
    ("If a creature died this turn, draw a card.",
     ir.Conditional(ir.HappenedThisTurn("dies", None, ir.CardType("Creature")), ir.Draw(1))),
    ("Draw a card unless target opponent pays {2}.",
     ir.UnlessPays(ir.Draw(1), ir.Targeted(0), "{2}")),
])
def test_conditions_on_effects(text: str, effect: ir.Effect) -> None:
    assert spell(text).effect == effect


def test_the_two_places_of_if_give_one_meaning() -> None:
    """"If C, E." and "E if C." are one conditional; only the printing differs."""
    assert spell("If you control a Forest, draw a card.").effect == spell(
        "Draw a card if you control a Forest.").effect


def test_intervening_if_on_a_trigger() -> None:
    ab = card("When Test Card enters, if you control a Forest, draw a card.").abilities[0]
    assert isinstance(ab, ir.Triggered) and ab.intervening == FOREST and ab.effect == ir.Draw(1)


def test_when_you_do_is_a_reflexive_trigger_with_its_own_targets() -> None:
    ab = card("When Test Card enters, you may sacrifice an artifact. When you do, Test Card "
              "deals 3 damage to any target.").abilities[0]
    assert isinstance(ab, ir.Triggered) and not ab.targets
    assert isinstance(ab.effect, ir.WhenYouDo) and len(ab.effect.ability.targets) == 1


@pytest.mark.parametrize("text", [
    "Test Card gets +1/+2 as long as you control a Forest.",
    "As long as you control a Forest, Test Card gets +1/+2.",
])
def test_as_long_as_before_or_after_is_one_static(text: str) -> None:
    (ab,) = card(text).abilities
    assert ab == ir.Static(ir.This(), power=1, toughness=2, condition=FOREST)


def test_during_your_turn_is_a_condition() -> None:
    (ab,) = card("During your turn, Test Card has first strike.").abilities
    assert ab == ir.Static(ir.This(), ("first strike",), condition=ir.YourTurn())


@pytest.mark.parametrize(("text", "fields"), [
    ("{1}: Draw a card. Activate only once each turn.", {"per_turn": 1}),
    ("{1}: Draw a card. Activate no more than twice each turn.", {"per_turn": 2}),
    ("{1}: Draw a card. Activate only during your turn.", {"during": "your_turn"}),
    ("{1}: Draw a card. Activate only as a sorcery and only once each turn.",
     {"sorcery": True, "per_turn": 1}),
    ("{1}: Draw a card. Activate only if you control a Forest.", {"condition": FOREST}),
])
def test_activation_restrictions(text: str, fields: dict[str, Any]) -> None:
    (ab,) = card(text).abilities
    assert ab == ir.Activated(ir.Cost((ir.ManaPart("{1}"),)), ir.Draw(1), **fields)


@pytest.mark.parametrize(("text", "effect"), [
    ("Target creature gets +2/+2 until end of combat.",
     ir.Pump(ir.Targeted(0), 2, 2, duration=ir.EndOfCombat())),
    ("Target creature gains flying until your next turn.",
     ir.Pump(ir.Targeted(0), 0, 0, ("flying",), ir.UntilYourNextTurn())),
    ("Gain control of target creature until your next turn.",
     ir.GainControl(ir.Targeted(0), ir.UntilYourNextTurn())),
])
def test_durations(text: str, effect: ir.Effect) -> None:
    assert spell(text).effect == effect


@pytest.mark.parametrize(("text", "ability"), [
    ("Test Card enters tapped unless you control a Plains or an Island.",
     ir.EntersTapped(unless=ir.Controls(ir.You(), ir.Selector(ir.Or((
         ir.Subtype("Plains"), ir.Subtype("Island"))))))),
    ("Test Card enters tapped unless you control two or fewer other lands.",
     ir.EntersTapped(unless=ir.Controls(ir.You(), ir.Selector(ir.And((
         ir.Other(), ir.CardType("Land")))), 0, 2))),
    ("Test Card enters tapped unless you have two or more opponents.",
     ir.EntersTapped(unless=ir.CompareQ(ir.PlayerCount(ir.You(), "opponents"), ">=", 2))),
])
def test_enters_tapped_unless(text: str, ability: ir.Ability) -> None:
    assert card(text, types="Land").abilities == (ability,)


@pytest.mark.parametrize(("text", "ability"), [
    ("Test Card's power is equal to the number of Forests on the battlefield.",
     ir.DefinePT(ir.Count(ir.Selector(ir.Subtype("Forest"))), None)),
    ("Test Card's toughness is equal to 1 plus the number of cards in your hand.",
     ir.DefinePT(None, ir.Plus(1, ir.PlayerCount(ir.You(), "hand")))),
    ("Test Card's power and toughness are each equal to the number of Elves you control plus "
     "the number of Elf cards in your graveyard.",
     ir.DefinePT(*(2 * (ir.Plus(
         ir.Count(ir.Selector(ir.And((ir.Subtype("Elf"), ir.ControlledBy(ir.You()))))),
         ir.Count(ir.Selector(ir.And((ir.Subtype("Elf"), ir.OwnedBy(ir.You()))),
                              ("graveyard",)))),)))),
])
def test_characteristic_defining_quantities(text: str, ability: ir.Ability) -> None:
    assert card(text).abilities == (ability,)


def test_enters_with_counters_if_for_each_and_unless() -> None:
    raid = ir.HappenedThisTurn("attacked", ir.You())
    gates = ir.Count(ir.Selector(ir.And((ir.Subtype("Gate"), ir.ControlledBy(ir.You())))))
    assert card("Test Card enters with a +1/+1 counter on it if you attacked this turn."
                ).abilities == (ir.EntersWithCounters("+1/+1", 1, condition=raid),)
    assert card("Test Card enters with a +1/+1 counter on it for each Gate you control."
                ).abilities == (ir.EntersWithCounters("+1/+1", gates),)
    assert card("Test Card enters with X +1/+1 counters on it, where X is the number of Gates "
                "you control.").abilities == (ir.EntersWithCounters("+1/+1", gates),)
    assert card("Test Card can't block unless you control a Vampire.").abilities == (
        ir.CantBlock(unless=ir.Controls(ir.You(), ir.Selector(ir.Subtype("Vampire")))),)


@pytest.mark.parametrize(("text", "condition"), [
    ("If a permanent left the battlefield under your control this turn, draw a card.",
     ir.HappenedThisTurn("left", ir.You(), ir.ANYTHING)),
    ("If an artifact entered the battlefield under your control this turn, draw a card.",
     ir.HappenedThisTurn("entered", ir.You(), ir.CardType("Artifact"))),
    ("If you've cast two or more spells this turn, draw a card.",
     ir.HappenedThisTurn("cast", ir.You(), None, 2)),
    ("If you attacked this turn, draw a card.", ir.HappenedThisTurn("attacked", ir.You())),
])
def test_turn_history_conditions(text: str, condition: ir.Condition) -> None:
    effect = spell(text).effect
    assert isinstance(effect, ir.Conditional) and effect.condition == condition


def test_pay_then_when_you_do() -> None:
    ab = card("When Test Card enters, you may pay {1}. When you do, draw a card.").abilities[0]
    assert isinstance(ab, ir.Triggered) and ab.effect == ir.WhenYouDo(
        ir.MayPay("{1}", ir.Seq(())), ir.Triggered(ir.Trigger("reflexive", "any"), ir.Draw(1)))
