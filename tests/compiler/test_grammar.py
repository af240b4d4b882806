"""The Oracle compiler's grammar: what cards compile to, how failures are reported, binding of
pronouns, and that presentation (pronouns, "each"/"all", joins) never changes the IR."""

from __future__ import annotations

from dataclasses import replace
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


def test_that_player_names_the_player_the_text_mentioned_or_the_card_is_refused() -> None:
    """"that player" is the player an earlier phrase named: the owner a permanent returned to
    (Dinrova Horror), the opponent controlling the target, the controller who may pay; in a
    trigger, the player the event was about. With no such player the card is refused (it once
    became the event's player of an event that has none)."""
    target = ir.Targeted(0)
    assert spell("Return target creature to its owner's hand, then that player discards a "
                 "card.").effect == ir.Seq((ir.ReturnToHand(target), ir.Discard(1, ir.OwnerOf(
                     target))))
    assert spell("Destroy target creature an opponent controls. That player loses 3 life."
                 ).effect.effects[1] == ir.LoseLife(3, ir.ControllerOf(target))
    assert spell("Counter target spell unless its controller pays {1}. That player discards a "
                 "card.").effect.effects[1] == ir.Discard(1, ir.ControllerOf(target))
    assert compile_record(record("Destroy target creature. That player loses 3 life.")
                          ).card is None
    assert compile_record(record("That player draws a card.")).card is None
    specter = compile_record(oracle_record("Blazing Specter")).card
    assert specter is not None
    assert specter.abilities[0].effect == ir.Discard(1, ir.EventPlayer())  # the damaged player


def test_a_delayed_trigger_is_about_what_its_it_names() -> None:
    """603.7: "at the beginning of the next end step" is about the tokens just created, the
    trigger's object, the target or the source its effect names."""
    def delayed(name: str) -> ir.AtNextEndStep:
        card = compile_record(oracle_record(name)).card
        assert card is not None
        return next(n for n in ir.walk(card) if isinstance(n, ir.AtNextEndStep))

    assert delayed("Mogg Cannon").about == ir.Targeted(0)
    assert delayed("Pyric Salamander").about == ir.This()
    assert delayed("Rienne, Angel of Rebirth").about == ir.EventObject()
    assert delayed("Ideas Unbound").about == ir.Created()  # about no object: it triggers once
    spark = spell("Create a 3/1 red Elemental creature token with haste. Exile it at the "
                  "beginning of the next end step.").effect
    assert spark.effects[1] == ir.AtNextEndStep(ir.Exile(ir.EventObject()), ir.Created())


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


def test_a_clause_the_printer_cant_reproduce_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Parsing must account for every word: a dropped optional phrase would print differently
    (here the printer is made to forget "under your control")."""
    from manastack.cards.compiler.grammar import effects

    text = "Return target creature card from your graveyard to the battlefield under your control."
    assert compile_record(record(text)).card is not None
    forgetful = effects.PRINTERS[ir.PutOntoBattlefield]
    monkeypatch.setitem(effects.PRINTERS, ir.PutOntoBattlefield,
                        lambda p, e: forgetful(p, replace(e, under_you=False)))
    compiled = compile_record(record(text))
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


def trigger_of(text: str, types: str = "Creature — Bear") -> ir.Trigger:
    """The trigger condition of a one-ability permanent with this text."""
    compiled = compile_record(record(text, types=types, power="2", toughness="2"))
    assert compiled.card is not None, compiled.error
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.Triggered)
    return ability.trigger


YOU_CONTROL = ir.ControlledBy(ir.You())


@pytest.mark.parametrize(("text", "trigger"), [
    ("At the beginning of combat on your turn, draw a card.",
     ir.Trigger("begin_combat", "any", player=ir.You())),
    ("At the beginning of each combat, draw a card.", ir.Trigger("begin_combat", "any")),
    ("At the beginning of the end step, draw a card.", ir.Trigger("end_step", "any")),
    ("At the beginning of each end step, draw a card.", ir.Trigger("end_step", "any")),
    ("At the beginning of each player's upkeep, draw a card.", ir.Trigger("upkeep", "any")),
    ("At the beginning of each opponent's upkeep, draw a card.",
     ir.Trigger("upkeep", "any", player=ir.Opponent())),
    ("When Test Card leaves the battlefield, draw a card.", ir.Trigger("leaves")),
    ("When Test Card is put into a graveyard from the battlefield, draw a card.",
     ir.Trigger("put_into_graveyard")),
    ("Whenever Test Card becomes tapped, draw a card.", ir.Trigger("tapped")),
    ("When Test Card is turned face up, draw a card.", ir.Trigger("turned_face_up")),
    ("Whenever a permanent you control is turned face up, draw a card.",
     ir.Trigger("turned_face_up", "filter", YOU_CONTROL)),
    ("When Test Card enters or dies, draw a card.", ir.Trigger("enters", also=("dies",))),
    ("Whenever Test Card blocks or becomes blocked, draw a card.",
     ir.Trigger("blocks", also=("becomes_blocked",))),
    ("When Test Card becomes the target of a spell or ability, draw a card.",
     ir.Trigger("becomes_target_of_spell", also=("becomes_target_of_ability",))),
    ("Whenever Test Card or another creature you control dies, draw a card.",
     ir.Trigger("dies", "self_or", ir.And((ir.Other(), ir.CardType("Creature"), YOU_CONTROL)))),
    ("Whenever Test Card or another Elf enters, draw a card.",
     ir.Trigger("enters", "self_or", ir.And((ir.Other(), ir.Subtype("Elf"))))),
    ("Whenever an artifact is put into a graveyard from the battlefield, draw a card.",
     ir.Trigger("put_into_graveyard", "filter", ir.CardType("Artifact"))),
    ("Whenever another creature you control leaves the battlefield, draw a card.",
     ir.Trigger("leaves", "filter", ir.And((ir.Other(), ir.CardType("Creature"), YOU_CONTROL)))),
    ("Whenever you draw a card, draw a card.", ir.Trigger("draw", "any", player=ir.You())),
    ("Whenever an opponent draws a card, that player loses 1 life.",
     ir.Trigger("draw", "any", player=ir.Opponent())),
    ("Whenever a player discards a card, draw a card.", ir.Trigger("discard", "any")),
    ("Whenever you gain or lose life, draw a card.",
     ir.Trigger("gain_life", "any", player=ir.You(), also=("lose_life",))),
    ("Whenever an opponent casts a noncreature spell, draw a card.",
     ir.Trigger("cast", "filter", ir.Not(ir.CardType("Creature")), player=ir.Opponent())),
    ("Whenever you sacrifice another permanent, draw a card.",
     ir.Trigger("sacrifice", "filter", ir.Other(), player=ir.You())),
    ("Whenever a player sacrifices a creature, draw a card.",
     ir.Trigger("sacrifice", "filter", ir.CardType("Creature"))),
    ("Whenever a creature you control attacks, draw a card.",
     ir.Trigger("attacks", "filter", ir.And((ir.CardType("Creature"), YOU_CONTROL)))),
    ("Whenever a creature you control becomes blocked, draw a card.",
     ir.Trigger("becomes_blocked", "filter", ir.And((ir.CardType("Creature"), YOU_CONTROL)))),
    ("Whenever a Forest an opponent controls becomes tapped, draw a card.",
     ir.Trigger("tapped", "filter", ir.And((ir.Subtype("Forest"),
                                            ir.ControlledBy(ir.Opponent()))))),
    ("Whenever Test Card is dealt damage, draw a card.", ir.Trigger("dealt_damage")),
    ("Whenever Test Card deals combat damage, draw a card.", ir.Trigger("combat_damage")),
    ("Whenever Test Card deals damage to an opponent, that player discards a card.",
     ir.Trigger("damage_to_player", player=ir.Opponent())),
    ("Whenever Test Card deals combat damage to an opponent, draw a card.",
     ir.Trigger("combat_damage_to_player", player=ir.Opponent())),
    ("Whenever Test Card deals combat damage to a creature, destroy that creature.",
     ir.Trigger("combat_damage_to_creature")),
    ("Whenever a Goblin deals combat damage to a player, that player discards a card.",
     ir.Trigger("combat_damage_to_player", "filter", ir.Subtype("Goblin"))),
    ("Whenever you cast your second spell each turn, draw a card.",
     ir.Trigger("cast", "any", player=ir.You(), nth=2)),
    ("Whenever an opponent casts their third spell each turn, that player loses 1 life.",
     ir.Trigger("cast", "any", player=ir.Opponent(), nth=3)),
    ("Whenever you draw your second card each turn, draw a card.",
     ir.Trigger("draw", "any", player=ir.You(), nth=2)),
    ("Whenever a player draws their fifth card each turn, that player loses 1 life.",
     ir.Trigger("draw", "any", nth=5)),
    ("Whenever you gain life for the first time each turn, draw a card.",
     ir.Trigger("gain_life", "any", player=ir.You(), nth=1)),
    ("Whenever one or more creatures you control attack, draw a card.",
     ir.Trigger("creatures_attack", "batch", ir.And((ir.CardType("Creature"), YOU_CONTROL)))),
    ("Whenever you attack with one or more Elves, draw a card.",
     ir.Trigger("creatures_attack", "batch", ir.Subtype("Elf"), player=ir.You())),
    ("Whenever one or more Faeries you control deal combat damage to a player, draw a card.",
     ir.Trigger("creatures_deal_combat_damage_to_player", "batch",
                ir.And((ir.Subtype("Faerie"), YOU_CONTROL)))),
    ("Whenever one or more +1/+1 counters are put on Test Card, draw a card.",
     ir.Trigger("counter_put:+1/+1")),
    ("Whenever one or more counters are put on a creature you control, draw a card.",
     ir.Trigger("counter_put", "filter", ir.And((ir.CardType("Creature"), YOU_CONTROL)))),
])
def test_trigger_conditions(text: str, trigger: ir.Trigger) -> None:
    """Each trigger shape is one production; the printer gives the text back (compilation
    checks it) and the IR says which events and whose."""
    assert trigger_of(text) == trigger


def test_the_words_of_a_trigger_never_change_its_meaning() -> None:
    """"the end step" and "each end step", "each player's upkeep" and "each upkeep" are the
    same trigger event (513.1a)."""
    assert trigger_of("At the beginning of the end step, draw a card.") == trigger_of(
        "At the beginning of each end step, draw a card.")
    assert trigger_of("At the beginning of each player's upkeep, draw a card.") == trigger_of(
        "At the beginning of each upkeep, draw a card.")
    assert compile_record(record("When Test Card enters or enters, draw a card.",
                                 types="Creature — Bear", power="2", toughness="2")).card is None


def test_that_creature_after_deals_damage_to_a_creature_is_the_creature_dealt_damage() -> None:
    compiled = compile_record(record(
        "Whenever Test Card deals combat damage to a creature, destroy that creature.",
        types="Creature — Snake", power="2", toughness="2"))
    assert compiled.card is not None
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.Triggered)
    assert ability.effect == ir.Destroy(ir.EventTarget())


def cost_of(text: str) -> tuple[ir.CostPart, ...]:
    """The cost parts of a one-ability creature's activated ability."""
    compiled = compile_record(record(text, types="Creature — Elf", power="2", toughness="2"))
    assert compiled.card is not None, compiled.error
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.Activated)
    return ability.cost.parts


UNTAPPED = ir.Not(ir.Tapped())


@pytest.mark.parametrize(("text", "parts"), [
    ("{1}, Remove a charge counter from Test Card: Draw a card.",
     (ir.ManaPart("{1}"), ir.RemoveCounters("charge"))),
    ("Remove two +1/+1 counters from Test Card: Draw a card.", (ir.RemoveCounters("+1/+1", 2),)),
    ("Remove a counter from Test Card: Draw a card.", (ir.RemoveCounters(""),)),
    ("Put a -1/-1 counter on Test Card: Draw a card.", (ir.PutCountersSelf("-1/-1"),)),
    ("Tap an untapped creature you control: Draw a card.", (ir.TapObjects(ir.Selector(ir.And((
        UNTAPPED, ir.CardType("Creature"), YOU_CONTROL)))),)),
    ("Tap three untapped Elves you control: Draw a card.", (ir.TapObjects(ir.Selector(ir.And((
        UNTAPPED, ir.Subtype("Elf"), YOU_CONTROL))), 3),)),
    ("{T}, Tap another untapped creature you control: Draw a card.", (ir.TapSelf(), ir.TapObjects(
        ir.Selector(ir.And((ir.Other(), UNTAPPED, ir.CardType("Creature"), YOU_CONTROL)))))),
    ("Sacrifice two lands: Draw a card.", (ir.SacrificeObjects(ir.Selector(ir.CardType("Land")),
                                                               2),)),
    ("Sacrifice another creature: Draw a card.", (ir.SacrificeObjects(ir.Selector(ir.And((
        ir.Other(), ir.CardType("Creature"))))),)),
    ("Exile a creature card from your graveyard: Draw a card.", (ir.ExileFromGraveyard(
        ir.Selector(ir.And((ir.CardType("Creature"), ir.OwnedBy(ir.You()))), ("graveyard",))),)),
    ("Exile two cards from your graveyard: Draw a card.", (ir.ExileFromGraveyard(
        ir.Selector(ir.OwnedBy(ir.You()), ("graveyard",)), 2),)),
    ("Return a land you control to its owner's hand: Draw a card.", (ir.ReturnObjects(
        ir.Selector(ir.And((ir.CardType("Land"), YOU_CONTROL)))),)),
    # ninjutsu's cost (702.49a): an ability working from the hand (113.6m)
    ("{U}, Reveal Test Card from your hand, Return an unblocked attacking creature you control "
     "to its owner's hand: Draw a card.", (ir.ManaPart("{U}"), ir.RevealSelf(), ir.ReturnObjects(
         ir.Selector(ir.And((ir.Unblocked(), ir.Attacking(), ir.CardType("Creature"),
                             YOU_CONTROL)))))),
])
def test_cost_parts(text: str, parts: tuple[ir.CostPart, ...]) -> None:
    """Each cost atom is read by one production and printed back (compilation checks it)."""
    assert cost_of(text) == parts


def test_a_cost_revealing_the_card_from_the_hand_works_from_the_hand() -> None:
    """113.6m: "Reveal this card from your hand" as a cost, like discarding it."""
    compiled = compile_record(record("Reveal Test Card from your hand: Draw a card.",
                                     types="Creature — Elf", power="2", toughness="2"))
    assert compiled.card is not None, compiled.error
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.Activated) and ability.zone == "hand"


@pytest.mark.parametrize("text", [
    "Tap a creature you control: Draw a card.",  # only an untapped one can be tapped (118.3)
    "Sacrifice two land: Draw a card.",
    "Exile a card from a graveyard: Draw a card.",
    "Remove two charge counter from Test Card: Draw a card.",
])
def test_costs_that_dont_read(text: str) -> None:
    assert compile_record(record(text, types="Creature — Elf", power="2",
                                 toughness="2")).card is None


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


def test_all_cards_revealed_this_way() -> None:
    """701.20a: "Put all [cards] revealed this way into your hand and the rest on the bottom of
    your library in any order": every card that fits, no choice."""
    creature_or_land = ir.Selector(ir.Or((ir.CardType("Creature"), ir.CardType("Land"))),
                                   ("library",))
    assert spell("Reveal the top two cards of your library. Put all creature and land cards "
                 "revealed this way into your hand and the rest on the bottom of your library "
                 "in any order.").effect == ir.LookAtTop(2, rest="bottom", what=creature_or_land,
                                                         take_all=True, shown=True)
    goblin = ability_of("Goblin Ringleader")
    assert isinstance(goblin, ir.Triggered) and goblin.effect == ir.LookAtTop(
        4, rest="bottom", what=ir.Selector(ir.Subtype("Goblin"), ("library",)), take_all=True,
        shown=True)
    # only "look at" takes a choice; the rest must go to the bottom in an order (401.4)
    assert compile_record(record("Look at the top two cards of your library. Put all land "
                                 "cards revealed this way into your hand and the rest on the "
                                 "bottom of your library in any order.")).card is None


def test_a_card_from_among_the_top_cards() -> None:
    """701.20e / 701.20a: "You may reveal a [card] from among them and put it into your hand",
    "You may put a [card] from among them onto the battlefield [tapped]", "Reveal the top N"."""
    creature_or_land = ir.Selector(ir.Or((ir.CardType("Creature"), ir.CardType("Land"))),
                                   ("library",))
    impulse = compile_record(oracle_record("Adventurous Impulse")).card
    assert impulse is not None and impulse.spell is not None
    assert impulse.spell.effect == ir.LookAtTop(3, 1, "bottom", what=creature_or_land,
                                                reveal=True)
    assert spell("Reveal the top five cards of your library. You may put a creature or land "
                 "card from among them into your hand. Put the rest into your graveyard."
                 ).effect == ir.LookAtTop(5, 1, "graveyard", what=creature_or_land, shown=True)
    land = ir.Selector(ir.CardType("Land"), ("library",))
    assert spell("Look at the top five cards of your library. You may put a land card from "
                 "among them onto the battlefield tapped. Put the rest on the bottom of your "
                 "library in a random order.").effect == ir.LookAtTop(
        5, 1, "random", what=land, to="battlefield", tapped=True)
    assert spell("Look at the top six cards of your library. You may reveal up to two land "
                 "cards from among them and put them into your hand. Put the rest on the bottom "
                 "of your library in a random order.").effect == ir.LookAtTop(
        6, 2, "random", what=land, up_to=True, reveal=True)
    # several cards at the bottom come in an order (401.4); "reveal ... back in any order" isn't
    for text in ("Look at the top three cards of your library. You may reveal a land card from "
                 "among them and put it into your hand. Put the rest on the bottom of your "
                 "library.",
                 "Reveal the top three cards of your library, then put them back in any order."):
        assert compile_record(record(text)).card is None


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


def test_doesnt_untap_during_the_untap_step() -> None:
    """502.3: "doesn't untap during its controller's untap step", a static ability."""
    assert ability_of("Dehydration", 1) == ir.DoesntUntap(ir.AttachedTo(ir.CardType("Creature")))
    assert ability_of("Colossus of Sardia") == ir.DoesntUntap(ir.This())
    assert ability_of("Choke") == ir.DoesntUntap(ir.Each(ir.Selector(ir.Subtype("Island"))))
    # "... during its controller's next untap step" is not this static ability
    refused = compile_record(record("Tap target creature. It doesn't untap during its "
                                    "controller's next untap step."))
    assert refused.card is None or not any(
        isinstance(n, ir.DoesntUntap) for n in ir.walk(refused.card))


def test_additional_costs_of_spells() -> None:
    """601.2b, 601.2f: "As an additional cost to cast this spell, sacrifice a creature." is an
    ability of the spell, apart from its effect."""
    splinters = compile_record(oracle_record("Bone Splinters")).card
    assert splinters is not None and splinters.spell is not None
    assert splinters.abilities == (ir.AdditionalCost(ir.Cost((ir.SacrificeObjects(
        ir.Selector(ir.CardType("Creature"))),))),)
    assert splinters.spell.effect == ir.Destroy(ir.Targeted(0))
    voice = compile_record(oracle_record("Tormenting Voice")).card
    assert voice is not None
    assert voice.abilities == (ir.AdditionalCost(ir.Cost((ir.DiscardCards(1),))),)
    # an optional cost ("you may ...") or a choice of costs is not this ability
    for text in ("As an additional cost to cast SELF, you may sacrifice a creature.",
                 "As an additional cost to cast SELF, sacrifice a creature or pay 3 life."):
        compiled = compile_record(record(text + "\nDraw a card.", types="Sorcery"))
        assert compiled.card is None or not any(
            isinstance(n, ir.AdditionalCost) for n in ir.walk(compiled.card))


def test_additional_costs_with_x() -> None:
    """107.3a: "discard X cards" / "pay X life" as an additional cost: X is announced as the
    spell is cast and the effect's X is that value; X in another cost (an activation cost) or
    in a choice of costs is not read this way."""
    deluge = compile_record(oracle_record("Toxic Deluge")).card
    assert deluge is not None
    assert deluge.abilities == (ir.AdditionalCost(ir.Cost((ir.PayLife(0, x=True),))),)
    dreams = compile_record(oracle_record("Sickening Dreams")).card
    assert dreams is not None
    assert dreams.abilities == (ir.AdditionalCost(ir.Cost((ir.DiscardCards(0, x=True),))),)
    assert ir.cost_with_x(dreams.abilities[0].cost, 3) == ir.Cost((ir.DiscardCards(3),))
    assert dreams.abilities[0].cost.discard == 0  # nothing until X is announced
    for text in ("Pay X life: Draw a card.", "As an additional cost to cast SELF, discard X "
                 "cards or pay 3 life.\nDraw a card."):
        compiled = compile_record(record(text, types="Sorcery" if "\n" in text else "Artifact"))
        assert compiled.card is None or not any(
            isinstance(n, ir.DiscardCards | ir.PayLife) and n.x for n in ir.walk(compiled.card))


def test_a_choice_of_additional_costs() -> None:
    """601.2b: "As an additional cost to cast SELF, [cost] or [cost]." / "A, B, or C." is one
    ability whose options are one cost part each ("pay {5}" is a mana option, 601.2f)."""
    axe = compile_record(oracle_record("Lightning Axe")).card
    assert axe is not None
    assert axe.abilities == (ir.AdditionalCostChoice((
        ir.Cost((ir.DiscardCards(1),)), ir.Cost((ir.ManaPart("{5}"),)))),)
    vanquisher = compile_record(oracle_record("Wren's Run Vanquisher")).card
    assert vanquisher is not None
    assert vanquisher.abilities[0] == ir.AdditionalCostChoice((
        ir.Cost((ir.RevealFromHand(ir.Selector(ir.Subtype("Elf"), ("hand",))),)),
        ir.Cost((ir.ManaPart("{3}"),))))
    three = compile_record(record("As an additional cost to cast SELF, sacrifice a creature, "
                                  "discard a card, or pay 4 life.\nDraw a card.",
                                  types="Sorcery")).card
    assert three is not None
    assert three.abilities == (ir.AdditionalCostChoice((
        ir.Cost((ir.SacrificeObjects(ir.Selector(ir.CardType("Creature"))),)),
        ir.Cost((ir.DiscardCards(1),)), ir.Cost((ir.PayLife(4),)))),)
    # two options with a serial comma, or three without, are not how Oracle text lists them;
    # an option that is not a cost part of a spell ({T}) is refused
    for text in ("sacrifice a creature, or pay 4 life.", "sacrifice a creature, discard a "
                 "card or pay 4 life.", "{T} or pay 4 life."):
        compiled = compile_record(record("As an additional cost to cast SELF, " + text
                                         + "\nDraw a card.", types="Sorcery"))
        assert compiled.card is None or not any(
            isinstance(n, ir.AdditionalCostChoice) for n in ir.walk(compiled.card))


def test_alternative_costs_rather_than_the_mana_cost() -> None:
    """118.9: "You may [cost] rather than pay SELF's mana cost." on a spell or a permanent: mana,
    a cost part, or mana and a part; a part no spell's cost may have ({T}) is refused."""
    fireblast = compile_record(oracle_record("Fireblast")).card
    assert fireblast is not None
    assert fireblast.abilities == (ir.AlternativeCost(ir.Cost((ir.SacrificeObjects(
        ir.Selector(ir.Subtype("Mountain")), 2),))),)
    bringer = compile_record(oracle_record("Bringer of the Red Dawn")).card
    assert bringer is not None
    assert bringer.abilities[0] == ir.AlternativeCost(ir.Cost((ir.ManaPart("{W}{U}{B}{R}{G}"),)))
    post = compile_record(oracle_record("Mistvein Borderpost")).card
    assert post is not None
    alt = post.abilities[0]
    assert isinstance(alt, ir.AlternativeCost)
    assert alt.cost.mana == "{1}" and isinstance(alt.cost.parts[1], ir.ReturnObjects)
    for text in ("You may {T} rather than pay SELF's mana cost.",
                 "You may pay {2} rather than pay SELF's mana cost and draw a card."):
        compiled = compile_record(record(text + "\nDraw a card.", types="Sorcery"))
        assert compiled.card is None or not any(
            isinstance(n, ir.AlternativeCost) for n in ir.walk(compiled.card))


def test_conditional_alternative_costs() -> None:
    """118.9: "If [condition], you may [cost] rather than pay SELF's mana cost.", "If A and B,
    you may cast SELF without paying its mana cost." (no cost), "exile a blue card from your
    hand" and "tap an untapped creature you control" as parts of an alternative cost."""
    snuff = compile_record(oracle_record("Snuff Out")).card
    assert snuff is not None
    assert snuff.abilities[0] == ir.AlternativeCost(
        ir.Cost((ir.PayLife(4),)),
        condition=ir.Controls(ir.You(), ir.Selector(ir.Subtype("Swamp"))))
    massacre = compile_record(oracle_record("Massacre")).card
    assert massacre is not None
    alt = massacre.abilities[0]
    assert isinstance(alt, ir.AlternativeCost) and alt.cost == ir.Cost(())
    assert isinstance(alt.condition, ir.AllOf) and len(alt.condition.parts) == 2
    force = compile_record(oracle_record("Force of Will")).card
    assert force is not None
    assert force.abilities[0] == ir.AlternativeCost(ir.Cost((ir.PayLife(1), ir.ExileFromHand(
        ir.Selector(ir.Color("U"), ("hand",))))))
    commandeer = compile_record(oracle_record("Commandeer")).card
    assert commandeer is not None
    assert commandeer.abilities[0] == ir.AlternativeCost(ir.Cost((ir.ExileFromHand(
        ir.Selector(ir.Color("U"), ("hand",)), 2),)))
    cure = compile_record(oracle_record("Orim's Cure")).card
    assert cure is not None
    assert isinstance(cure.abilities[0], ir.AlternativeCost)
    assert isinstance(cure.abilities[0].cost.parts[0], ir.TapObjects)
    abolish = compile_record(oracle_record("Abolish")).card
    assert abolish is not None
    assert abolish.abilities[0] == ir.AlternativeCost(ir.Cost((ir.DiscardCards(
        1, what=ir.Selector(ir.Subtype("Plains"), ("hand",))),)))
    assert abolish.abilities[0].cost.discard == 0  # a kind of card: chosen as it is paid
    gush = compile_record(oracle_record("Gush")).card
    assert gush is not None
    assert gush.abilities[0] == ir.AlternativeCost(ir.Cost((ir.ReturnObjects(ir.Selector(
        ir.And((ir.Subtype("Island"), ir.ControlledBy(ir.You())))), 2),)))
    # "without paying its mana cost" with no condition, or a tap in an additional cost: not read
    for text in ("You may cast SELF without paying its mana cost.",
                 "As an additional cost to cast SELF, tap an untapped creature you control."):
        compiled = compile_record(record(text + "\nDraw a card.", types="Sorcery"))
        assert compiled.card is None or not any(
            isinstance(n, ir.AlternativeCost | ir.AdditionalCost) for n in ir.walk(compiled.card))


def test_cast_as_though_it_had_flash() -> None:
    """601.3: "You may cast SELF as though it had flash if you pay {2} more to cast it." and
    "... If you cast it any time a sorcery couldn't have been cast, the controller of the
    permanent it becomes sacrifices it at the beginning of the next cleanup step."."""
    fire = compile_record(oracle_record("Ghitu Fire")).card
    assert fire is not None
    assert fire.abilities[0] == ir.CastAsThoughFlash(more="{2}")
    reflexes = compile_record(oracle_record("Lightning Reflexes")).card
    assert reflexes is not None
    assert reflexes.abilities[0] == ir.CastAsThoughFlash(sacrifice=True)
    # the permission with another condition is not this ability
    for text in ("You may cast SELF as though it had flash if you control a Wizard.",
                 "You may cast SELF as though it had flash. If you cast it any time a sorcery "
                 "couldn't have been cast, sacrifice it at the beginning of the next end step."):
        compiled = compile_record(record(text + "\nDraw a card.", types="Sorcery"))
        assert compiled.card is None or not any(
            isinstance(n, ir.CastAsThoughFlash) for n in ir.walk(compiled.card))


def test_a_cost_reduction_conditioned_on_the_targets() -> None:
    """601.2f after 601.2c: "SELF costs {3} less to cast if it targets a tapped creature." ("it"
    is the spell)."""
    seized = compile_record(oracle_record("Seized from Slumber")).card
    assert seized is not None
    assert seized.abilities == (ir.CostsLess(3, ir.SpellTargets(ir.Selector(ir.And((
        ir.Tapped(), ir.CardType("Creature")))))),)


def test_cost_reductions() -> None:
    """601.2f, 118.7a: "[Spells] you cast cost {1} less to cast." and "SELF costs {1} less to
    cast if [condition].", generic mana only."""
    assert ability_of("Goblin Warchief") == ir.SpellsCostLess(ir.Subtype("Goblin"), 1)
    words = compile_record(oracle_record("Winged Words")).card
    assert words is not None and words.spell is not None
    assert words.abilities == (ir.CostsLess(1, ir.Controls(ir.You(), ir.Selector(ir.And((
        ir.CardType("Creature"), ir.HasKeyword("flying")))))),)
    assert words.spell.effect == ir.Draw(2)
    # "Kithkin spells and Soldier spells": either kind (printed back as two nouns)
    assert ability_of("Ballyrush Banneret") == ir.SpellsCostLess(
        ir.Or((ir.Subtype("Kithkin"), ir.Subtype("Soldier"))), 1)
    # a colored reduction is not this ability
    compiled = compile_record(record("Creature spells you cast cost {G} less to cast.",
                                     types="Enchantment"))
    assert compiled.card is None or not any(
        isinstance(n, ir.SpellsCostLess) for n in ir.walk(compiled.card))


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
    ("{1}: Draw a card. Activate only once.", {"once": True}),  # 602.5b: once, ever
    ("Exhaust \u2014 {1}: Draw a card.", {"exhaust": True}),  # 702.177a
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


def test_return_self_from_your_graveyard_works_from_the_graveyard() -> None:
    """113.6m: an ability that moves SELF out of the graveyard functions only there."""
    skeleton = compile_record(oracle_record("Reassembling Skeleton")).card
    assert skeleton is not None
    assert skeleton.abilities == (ir.Activated(
        ir.Cost((ir.ManaPart("{1}{B}"),)),
        ir.PutOntoBattlefield(ir.This(), tapped=True, from_zone="graveyard"), zone="graveyard"),)
    weft = compile_record(oracle_record("Vineweft")).card
    assert weft is not None
    (back,) = [a for a in weft.abilities if isinstance(a, ir.Activated)]
    assert back.zone == "graveyard" and back.effect == ir.ReturnToHand(ir.This(), "graveyard")
    (bounce,) = card("{1}: Return Test Card to its owner's hand.").abilities
    assert isinstance(bounce, ir.Activated) and bounce.zone == "battlefield"


def test_draw_at_the_beginning_of_the_next_turns_upkeep() -> None:
    """603.7: a delayed triggered ability waiting for the next turn's upkeep (503.1a)."""
    heal = compile_record(oracle_record("Heal")).card
    assert heal is not None and heal.spell is not None
    assert isinstance(heal.spell.effect, ir.Seq)
    assert heal.spell.effect.effects[-1] == ir.AtNextEndStep(ir.Draw(1), step="upkeep")
    assert spell("Draw a card at the beginning of the next end step.").effect == \
        ir.AtNextEndStep(ir.Draw(1))


def test_explores() -> None:
    """701.44a: "it explores" names the permanent that explores."""
    walker = compile_record(oracle_record("Merfolk Branchwalker")).card
    assert walker is not None
    (etb,) = walker.abilities
    assert isinstance(etb, ir.Triggered) and etb.effect == ir.Explore(ir.This())
    path = compile_record(oracle_record("Path of Discovery")).card
    assert path is not None
    (each,) = path.abilities
    assert isinstance(each, ir.Triggered) and each.effect == ir.Explore(ir.EventObject())


def test_enchanted_creature_gets_minus_n_minus_0() -> None:
    """A P/T change with a zero half signs it as the other half (Oracle: "-5/-0"), 613.4c."""
    agoraphobia = compile_record(oracle_record("Agoraphobia")).card
    assert agoraphobia is not None
    static = [a for a in agoraphobia.abilities if isinstance(a, ir.Static)]
    assert [(s.power, s.toughness) for s in static] == [(-5, 0)]
    assert isinstance(static[0].affects, ir.AttachedTo)


def test_no_maximum_hand_size_is_a_static_ability_of_its_controller() -> None:
    """402.2: "You have no maximum hand size." (Reliquary Tower) compiles to its own node."""
    tower = compile_record(oracle_record("Reliquary Tower")).card
    assert tower is not None
    assert ir.NoMaximumHandSize() in tower.abilities


def test_a_player_has_hexproof_or_shroud() -> None:
    """702.11c / 702.18a: "You have hexproof." and "You have shroud." are static abilities of
    their controller; other keywords a player can't have aren't read."""
    aegis = compile_record(oracle_record("Aegis of the Gods")).card
    assert aegis is not None and ir.PlayerHas("hexproof") in aegis.abilities
    shroud = compile_record(record("You have shroud.", types="Enchantment")).card
    assert shroud is not None and shroud.abilities == (ir.PlayerHas("shroud"),)
    assert compile_record(record("You have flying.", types="Enchantment")).card is None


def test_modal_headers_choose_up_to_repeat_and_spree() -> None:
    """700.2b "choose up to one —", 700.2d "You may choose the same mode more than once.",
    702.172a spree modes with their costs (700.2h)."""
    wurm = compile_record(oracle_record("Sawblade Slinger")).card
    assert wurm is not None
    (etb,) = [a for a in wurm.abilities if isinstance(a, ir.Triggered)]
    assert isinstance(etb.effect, ir.Modal)
    assert (etb.effect.choose, etb.effect.up_to, etb.effect.repeat) == (1, True, False)
    fiery = compile_record(oracle_record("Fiery Confluence")).card
    assert fiery is not None and fiery.spell is not None
    modal = fiery.spell.effect
    assert isinstance(modal, ir.Modal)
    assert (modal.choose, modal.minimum, modal.up_to, modal.repeat) == (3, 0, False, True)
    raid = compile_record(oracle_record("Requisition Raid")).card
    assert raid is not None and raid.spell is not None
    spree = raid.spell.effect
    assert isinstance(spree, ir.Modal)
    assert (spree.choose, spree.minimum) == (99, 1)
    assert [m.cost for m in spree.modes] == ["{1}", "{1}", "{1}"]
    plain = compile_record(oracle_record("Grixis Charm")).card
    assert plain is not None and plain.spell is not None
    assert isinstance(plain.spell.effect, ir.Modal)
    assert [m.cost for m in plain.spell.effect.modes] == ["", "", ""]
    assert not plain.spell.effect.repeat and not plain.spell.effect.up_to
def test_tiered_modes_keep_their_costs() -> None:
    """702.183a: "Tiered" is choose one, paying the chosen mode's cost; the mode's name is a
    flavor word (207.2d) and its cost may be {0}."""
    fire = compile_record(oracle_record("Fire Magic")).card
    assert fire is not None and fire.spell is not None
    modal = fire.spell.effect
    assert isinstance(modal, ir.Modal) and modal.tiered
    assert (modal.choose, modal.minimum, modal.up_to) == (1, 0, False)
    assert [m.cost for m in modal.modes] == ["{0}", "{2}", "{5}"]
    assert "tiered" in fire.keywords and "spree" not in fire.keywords


def test_exile_the_top_card_and_play_it() -> None:
    """406.3, 601.3: "Exile the top card of your library. You may play that card this turn." and
    its phrasings; the permission is read only right after the exile it is about."""
    assert spell("Exile the top card of your library.").effect == ir.ExileTop()
    this_turn = ir.Seq((ir.ExileTop(), ir.MayPlayExiled("turn")), (". ",))
    assert spell("Exile the top card of your library. You may play that card this turn."
                 ).effect == this_turn
    assert spell("Exile the top card of your library. Until end of turn, you may play that "
                 "card.").effect == this_turn
    assert spell("Exile the top two cards of your library. Until the end of your next turn, you "
                 "may play those cards.").effect == ir.Seq(
        (ir.ExileTop(2), ir.MayPlayExiled("next turn")), (". ",))
    assert spell("Exile the top card of your library. You may cast it this turn.").effect == \
        ir.Seq((ir.ExileTop(), ir.MayPlayExiled("turn", cast=True)), (". ",))
    for text in ("You may play that card this turn.",  # nothing exiled to be "that card"
                 "Exile the top two cards of your library. You may play that card this turn."):
        assert compile_record(record(text)).card is None
def test_reveal_hand_and_choose() -> None:
    nonland = ir.Selector(ir.Not(ir.CardType("Land")), ("hand",))
    assert spell("Target opponent reveals their hand. You choose a nonland card from it. That "
                 "player discards that card.").effect == ir.RevealHandChoose(
        ir.Targeted(0), nonland)
    assert spell("Target opponent reveals their hand. You choose a nonland card from it and "
                 "exile that card.").effect == ir.RevealHandChoose(
        ir.Targeted(0), nonland, action="exile")
    assert spell("Target opponent reveals their hand. You choose a nonland card from it. Exile "
                 "that card.").effect == ir.RevealHandChoose(ir.Targeted(0), nonland,
                                                              action="exile")
    appetite = spell("Target player reveals their hand. You choose a card from it with mana "
                     "value 4 or greater and exile that card.")
    assert appetite.effect == ir.RevealHandChoose(
        ir.Targeted(0), ir.Selector(ir.ANYTHING, ("hand",)), ir.Compare("mana_value", ">=", 4),
        "exile")
    assert spell("Target opponent reveals their hand. You may choose a creature card from it. If "
                 "you do, that player discards that card.").effect == ir.RevealHandChoose(
        ir.Targeted(0), ir.Selector(ir.CardType("Creature"), ("hand",)), may=True)
    # "you reveal your hand" is another thing; "from it" must be said
    assert compile_record(record("You reveal your hand. You choose a card from it. That player "
                                 "discards that card.")).card is None
    assert compile_record(record("Target opponent reveals their hand. You choose a card. That "
                                 "player discards that card.")).card is None


def test_divided_damage() -> None:
    arc = compile_record(oracle_record("Arc Lightning")).card
    assert arc is not None and arc.spell is not None
    assert arc.spell.effect == ir.DealDivided(3, ir.Targeted(0))
    (target,) = arc.spell.targets
    assert target.count == 3 and target.up_to and target.divided and target.players is not None
    forked = spell("SELF deals 4 damage divided as you choose among one or two target creatures.")
    assert forked.effect == ir.DealDivided(4, ir.Targeted(0))
    assert forked.targets[0].objects == ir.Selector(ir.CardType("Creature"))
    assert forked.targets[0].count == 2
    thunder = spell("SELF deals X damage divided as you choose among any number of targets.")
    assert thunder.effect == ir.DealDivided(ir.XValue(), ir.Targeted(0))
    assert thunder.targets[0].any_number and thunder.targets[0].divided
    # the target phrase is plural; "among two targets" isn't a printed choice
    assert compile_record(record("SELF deals 3 damage divided as you choose among one, two, or "
                                 "three target creature.")).card is None
    assert compile_record(record("SELF deals 3 damage divided as you choose among two "
                                 "targets.")).card is None


def test_static_prevention() -> None:
    istvan = ability_of("Uncle Istvan")
    assert istvan == ir.PreventAllDamage(ir.This(), sources=ir.CardType("Creature"))
    defang = ability_of("Defang", 1)
    assert isinstance(defang, ir.PreventAllDamage) and defang.to is None
    assert isinstance(defang.by, ir.AttachedTo)
    gaseous = ability_of("Gaseous Form", 1)
    assert isinstance(gaseous, ir.PreventAllDamage) and gaseous.combat
    assert gaseous.to == gaseous.by
    gomazoa = compile_record(oracle_record("Guard Gomazoa")).card
    assert gomazoa is not None
    assert ir.PreventAllDamage(ir.This(), combat=True) in gomazoa.abilities
    # a creature's source description is plural; "this turn" is a resolving effect's
    assert compile_record(record("Prevent all damage that would be dealt to SELF by "
                                 "creature.", types="Creature", power="1", toughness="1")).card is None


def test_a_modal_activated_ability() -> None:
    """602.2b, 700.2a: "{1}, Sacrifice SELF: Choose one —" is an activated ability whose effect
    is modal; it prints back as its cost and header."""
    bloom = compile_record(oracle_record("Cankerbloom")).card
    assert bloom is not None
    (ab,) = [a for a in bloom.abilities if isinstance(a, ir.Activated)]
    assert isinstance(ab.effect, ir.Modal) and len(ab.effect.modes) == 3
    assert ab.cost.sacrifice_self


def test_the_top_card_as_an_object() -> None:
    """701.20: "reveal / look at the top card", then "it" and "that card" name that card, with
    "if it's a [card]" conditions and "put it [where]"."""
    top = ir.TopCard()
    land = ir.ObjectIs(top, ir.CardType("Land"), word="card")
    assert spell("Reveal the top card of your library. If it's a land card, put it onto the "
                 "battlefield. Otherwise, put that card into your hand.").effect == ir.Seq((
        ir.RevealTop(), ir.Conditional(land, ir.PutCard(top, "battlefield"),
                                       otherwise=ir.PutCard(top, "hand"))), (". ",))
    eye_spy = compile_record(oracle_record("Eye Spy")).card
    assert eye_spy is not None and eye_spy.spell is not None
    assert eye_spy.spell.effect == ir.Seq((ir.RevealTop(ir.Targeted(0), look=True), ir.May(
        ir.PutCard(top, "graveyard"))), (". ",))
    grizzly = spell("Look at the top card of your library. If it's a creature card, you may "
                    "reveal it and put it into your hand. If you don't put the card into your "
                    "hand, put it on the bottom of your library.").effect
    assert isinstance(grizzly, ir.Seq)
    assert grizzly.effects[1] == ir.Conditional(ir.ObjectIs(top, ir.CardType("Creature"),
                                                            word="card"),
                                                ir.May(ir.PutCard(top, "hand", reveal=True)))
    assert grizzly.effects[2] == ir.Conditional(ir.NotCond(ir.WasPut(top, "hand")),
                                                ir.PutCard(top, "bottom"))
    # "it" must be the revealed card: nothing was revealed here
    assert compile_record(record("Put it into your hand.")).card is None


def test_reveal_until() -> None:
    """701.20a: "Reveal cards from the top of your library until you reveal a [card]. Put that
    card [where] and the rest on the bottom of your library in a random order."."""
    lookout = compile_record(oracle_record("Clifftop Lookout")).card
    assert lookout is not None
    trig = lookout.abilities[-1]
    assert isinstance(trig, ir.Triggered)
    assert trig.effect == ir.RevealUntil(ir.Selector(ir.CardType("Land"), ("library",)),
                                         "battlefield", True, "random")
    assert spell("Reveal cards from the top of your library until you reveal a creature card. "
                 "Put that card into your hand and the rest into your graveyard.").effect == \
        ir.RevealUntil(ir.Selector(ir.CardType("Creature"), ("library",)), rest="graveyard")
    # "the rest" of an unrevealed-order bottom isn't read as random
    assert compile_record(record("Reveal cards from the top of your library until you reveal a "
                                 "creature card. Put that card into your hand and the rest on "
                                 "the bottom of your library.")).card is None
def test_prevent_next_time_from_a_source_of_your_choice() -> None:
    """609.7a: "The next time a [red] source of your choice would deal damage [to X] this turn,
    prevent that damage."; the source's property, the recipient, or none."""
    assert spell("The next time a red source of your choice would deal damage to you this turn, "
                 "prevent that damage.").effect == ir.PreventNextFromSource(ir.Color("R"), ir.You())
    assert spell("The next time a black or red source of your choice would deal damage this "
                 "turn, prevent that damage.").effect == ir.PreventNextFromSource(
        ir.Or((ir.Color("B"), ir.Color("R"))))
    assert spell("The next time an artifact source of your choice would deal damage to you this "
                 "turn, prevent that damage.").effect == ir.PreventNextFromSource(
        ir.CardType("Artifact"), ir.You())
    assert spell("The next time a source of your choice would deal damage to any target this "
                 "turn, prevent that damage.").effect == ir.PreventNextFromSource(
        ir.ANYTHING, ir.Targeted(0))
    # another replacement than prevention isn't this
    assert compile_record(record("The next time a source of your choice would deal damage to "
                                 "you this turn, that damage is dealt to target creature you "
                                 "control instead.")).card is None


def test_if_damage_would_be_dealt_prevent_with_an_added_effect_or_an_amount() -> None:
    """615.5: "If damage would be dealt to SELF, prevent that damage. Remove a +1/+1 counter
    from SELF."; 615.1a: "If a red source would deal damage to you, prevent 2 of that damage.";
    an added effect that needs the amount prevented isn't read."""
    centaur = compile_record(oracle_record("Phantom Centaur")).card
    assert centaur is not None
    (prevent,) = [a for a in centaur.abilities if isinstance(a, ir.PreventAllDamage)]
    assert (prevent.to, prevent.amount, prevent.then) == (
        ir.This(), None, ir.RemoveCountersFrom("+1/+1", 1, ir.This()))
    sphere = compile_record(oracle_record("Sphere of Law")).card
    assert sphere is not None
    (prevent,) = [a for a in sphere.abilities if isinstance(a, ir.PreventAllDamage)]
    assert (prevent.to, prevent.sources, prevent.amount, prevent.then) == (
        ir.You(), ir.Color("R"), 2, None)
    seraph = compile_record(oracle_record("Guardian Seraph")).card
    assert seraph is not None
    (prevent,) = [a for a in seraph.abilities if isinstance(a, ir.PreventAllDamage)]
    assert prevent.sources == ir.ControlledBy(ir.Opponent())
    assert compile_record(oracle_record("Phyrexian Hydra")).card is None


def test_cant_attack_unless_defending_player_controls() -> None:
    """508.1c: "SELF can't attack unless defending player controls an Island." names the
    permanent the defending player must control."""
    monster = compile_record(oracle_record("Sea Monster")).card
    assert monster is not None
    (rule,) = [a for a in monster.abilities if isinstance(a, ir.CantAttackUnlessDefender)]
    assert rule.what.pred == ir.Subtype("Island")


def test_adapt_and_monstrosity() -> None:
    """"{2}{G}{U}: Adapt 1." (701.46a), "Monstrosity X." (701.37a), "When SELF becomes
    monstrous" (701.37b) and "As long as SELF is monstrous" read as their own nodes."""
    adapt = ability_of("Aeromunculus")
    assert isinstance(adapt, ir.Activated) and adapt.effect == ir.Adapt(1)
    colossus = compile_record(oracle_record("Arbor Colossus")).card
    assert colossus is not None
    monstrosity, becomes = colossus.abilities
    assert isinstance(monstrosity, ir.Activated) and monstrosity.effect == ir.Monstrosity(3)
    assert isinstance(becomes, ir.Triggered) and becomes.trigger.event == "becomes_monstrous"
    lion = compile_record(oracle_record("Fleecemane Lion")).card
    assert lion is not None
    static = lion.abilities[1]
    assert isinstance(static, ir.Static) and static.condition == ir.Monstrous(ir.This())
    x = compile_record(record("{X}{X}{G}: Monstrosity X.", types="Creature — Hydra",
                              power="5", toughness="5"))
    assert x.card is not None, x.error
    (ability,) = x.card.abilities
    assert isinstance(ability, ir.Activated) and ability.effect == ir.Monstrosity(ir.XValue())


def test_keyword_with_a_number_and_a_cost() -> None:
    """"Reinforce 1—{1}{W}" (702.77a) is one keyword ability with both parameters."""
    guard = compile_record(oracle_record("Mosquito Guard")).card
    assert guard is not None
    (reinforce,) = [a for a in guard.abilities if isinstance(a, ir.KeywordAbility)]
    assert reinforce == ir.KeywordAbility("reinforce", ir.Cost((ir.ManaPart("{1}{W}"),)),
                                          number=1)


def test_support_targets_other_creatures_of_a_permanent() -> None:
    """"Support N." (701.41a): "up to N other target creatures" on a permanent, "up to N target
    creatures" on an instant or sorcery."""
    captain = compile_record(oracle_record("Relief Captain")).card
    assert captain is not None
    (etb,) = captain.abilities
    assert isinstance(etb, ir.Triggered) and etb.effect == ir.Support(3, ir.Targeted(0))
    assert etb.targets == (ir.Target(ir.Selector(ir.And((ir.CardType("Creature"), ir.Other()))),
                                     count=3, up_to=True),)
    lead = spell("Support 2.")
    assert lead.targets == (ir.Target(ir.Selector(ir.CardType("Creature")), count=2, up_to=True),)


def test_for_each_color_of_mana_spent_to_cast_it() -> None:
    """"... for each color of mana spent to cast it" (601.2h, converge) reads as ColorsSpent."""
    wanderer = compile_record(oracle_record("Woodland Wanderer")).card
    assert wanderer is not None
    (enters,) = [a for a in wanderer.abilities if isinstance(a, ir.EntersWithCounters)]
    assert enters.amount == ir.ColorsSpent(ir.This())
    sweep = compile_record(oracle_record("Sweep the Skies")).card
    assert sweep is not None and sweep.spell is not None
    assert isinstance(sweep.spell.effect, ir.CreateTokens)
    assert sweep.spell.effect.amount == ir.ColorsSpent(ir.This())


def test_splice_onto_a_quality() -> None:
    """"Splice onto Arcane {1}{R}" and "Splice onto Arcane—Sacrifice two Mountains." (702.47a):
    the quality is kept as ``named``, the cost as the keyword's cost."""
    ray = compile_record(oracle_record("Glacial Ray")).card
    assert ray is not None
    assert ir.KeywordAbility("splice", ir.Cost((ir.ManaPart("{1}{R}"),)), named="Arcane") \
        in ray.abilities
    torrent = compile_record(oracle_record("Torrent of Stone")).card
    assert torrent is not None
    (splice,) = [a for a in torrent.abilities if isinstance(a, ir.KeywordAbility)]
    assert splice.named == "Arcane" and isinstance(splice.cost, ir.Cost)
    (part,) = splice.cost.parts
    assert isinstance(part, ir.SacrificeObjects) and part.count == 2
    everdream = compile_record(oracle_record("Everdream")).card
    assert everdream is not None
    assert any(isinstance(a, ir.KeywordAbility) and a.named == "instant or sorcery"
               for a in everdream.abilities)


def test_if_line_targets_read_once() -> None:
    """"If you control a Swamp, destroy target nonblack creature." has one target: the
    targets an abandoned reading of the line collected aren't kept."""
    whisper = compile_record(oracle_record("Horobi's Whisper")).card
    assert whisper is not None and whisper.spell is not None
    assert len(whisper.spell.targets) == 1


def test_keyword_lines_separated_by_semicolons() -> None:
    """Older Oracle wording separates keywords with semicolons ("Flying; banding", 702): the
    same keywords as with commas; a sentence with a semicolon isn't read as keywords."""
    pegasus = compile_record(oracle_record("Mesa Pegasus")).card
    assert pegasus is not None and pegasus.keywords == ("flying", "banding")
    solifuge = compile_record(oracle_record("Giant Solifuge")).card
    assert solifuge is not None and solifuge.keywords == ("trample", "haste", "shroud")
    assert card("Flying; banding").keywords == card("Flying, banding").keywords
