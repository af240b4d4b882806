"""The engine running IR cards that the pool doesn't have yet: effects the Oracle compiler emits
(scry, surveil, "unless its controller pays", edicts, "if ... otherwise"), intervening "if"
clauses (603.4), "can't block" (509.1b), and cards with nodes the engine has no rules for."""

from __future__ import annotations

import pytest
from helpers import (
    arranged,
    cast,
    choose,
    logged,
    pass_until,
    place,
    resolve,
    resolve_stack,
    to_step,
    zone_names,
)

from manastack import Game, IllegalAction, ir
from manastack.game.decisions import Pair
from manastack.game.game import CardNotSupported
from manastack.rules.card import make_card

CREATURE = ir.CardType("Creature")
TARGET_SPELL = ir.Target(ir.Selector(zones=("stack",)))
TARGET_PLAYER = ir.Target(players=ir.PlayerFilter(ir.AnyPlayer()))


def spell(name: str, cost: str, text: str, effect: ir.Effect, *targets: ir.Target) -> ir.Card:
    return ir.Card(name, cost, "Instant", text=text,
                   spell=ir.SpellAbility(effect, targets, text=text))


OPT = spell("Opt", "{U}", "Scry 1.\nDraw a card.", ir.Seq((ir.Scry(1), ir.Draw(1))))
PEEK = spell("Peek Two", "{U}", "Scry 2.", ir.Scry(2))
SURVEIL = spell("Look Away", "{U}", "Surveil 2.", ir.Surveil(2))
MANA_LEAK = spell("Mana Leak", "{1}{U}", "Counter target spell unless its controller pays {3}.",
                  ir.CounterUnlessPays(ir.Targeted(0), "{3}"), TARGET_SPELL)
EDICT = spell("Diabolic Edict", "{1}{B}", "Target player sacrifices a creature of their choice.",
              ir.PlayerSacrifices(ir.Targeted(0), ir.Selector(CREATURE)), TARGET_PLAYER)
FOREST_DRAW = spell("Forest Lore", "{1}",
                    "If you control a Forest, draw two cards. Otherwise, draw a card.",
                    ir.Conditional(ir.Controls(ir.You(), ir.Selector(ir.Subtype("Forest"))),
                                   ir.Draw(2), ir.Draw(1)))
LOW_LIFE = "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life."
NURSE = ir.Card("Low-Life Nurse", "{W}", "Creature — Human Cleric", 1, 1, text=LOW_LIFE,
                abilities=(ir.Triggered(
                    ir.Trigger("upkeep", subject="any", player=ir.You()), ir.GainLife(3),
                    intervening=ir.CompareQ(ir.PlayerCount(ir.You(), "life"), "<=", 5),
                    text=LOW_LIFE),))
COWARD = ir.Card("Craven Raider", "{R}", "Creature — Goblin", 2, 2,
                 text="This creature can't block.",
                 abilities=(ir.CantBlock(text="This creature can't block."),))


def cast_on_library(card: ir.Card, *on_top: str, filler: int = 2) -> tuple[Game, list[int]]:
    """Ann casts ``card`` (one Island pays) over a library of ``filler`` Plains with ``on_top``
    on top of them (the last named on top); returns the game as it resolves and those cards."""
    game = arranged(library=filler)
    place(game, "Ann", "Island")
    spell_ = place(game, "Ann", card, "hand")
    top = [place(game, "Ann", name, "library") for name in on_top]
    game.start(turn=3, active="Ann", step="main1")
    cast(game, spell_)
    resolve(game)
    return game, top


def test_scry_puts_the_chosen_cards_on_the_bottom_and_the_rest_on_top() -> None:
    game, (forest, swamp) = cast_on_library(PEEK, "Forest", "Swamp", filler=3)
    decision = game.pending()
    assert decision.kind == "scry" and [c.value for c in decision.options] == [swamp, forest]
    choose(game, [swamp], [swamp], [forest])  # the Swamp to the bottom, the Forest on top
    # (an order of one card is still posed: docs/engine.md, single-answer decisions)
    assert zone_names(game, "Ann", "library") == ["Swamp", "Plains", "Plains", "Plains", "Forest"]
    assert logged(game, "701.22a", "Ann scries 2: 1 on top, 1 on the bottom")


def test_scry_keeps_the_cards_on_top_in_the_order_chosen() -> None:
    game, (forest, swamp) = cast_on_library(PEEK, "Forest", "Swamp")
    choose(game, [])
    decision = game.pending()
    assert decision.kind == "order_cards" and decision.shape == "order"
    game.submit([c for c in decision.options if c.value == forest] +
                [c for c in decision.options if c.value == swamp])  # the Forest on top
    assert zone_names(game, "Ann", "library")[-2:] == ["Swamp", "Forest"]


def test_scry_then_draw() -> None:
    game, (forest,) = cast_on_library(OPT, "Forest")
    choose(game, [], [forest])  # keep the Forest on top
    assert zone_names(game, "Ann", "hand") == ["Forest"]  # then draw it


def test_surveil_puts_the_chosen_cards_into_the_graveyard() -> None:
    game, (forest, swamp) = cast_on_library(SURVEIL, "Forest", "Swamp")
    choose(game, [forest], [swamp])
    assert "Forest" in zone_names(game, "Ann", "graveyard")
    assert zone_names(game, "Ann", "library")[-1] == "Swamp"
    assert logged(game, "701.25a", "Ann surveils 2: 1 on top, 1 into the graveyard")


def _leak_game(bo_islands: int) -> tuple[Game, int]:
    game = arranged()
    for _ in range(2):
        place(game, "Ann", "Island")
    for _ in range(1 + bo_islands):
        place(game, "Bo", "Island")
    leak = place(game, "Ann", MANA_LEAK, "hand")
    unsummon = place(game, "Bo", "Unsummon", "hand")
    bears = place(game, "Ann", "Grizzly Bears")
    game.start(turn=3, active="Bo", step="main1")
    cast(game, unsummon, bears)
    game.submit(game.pending().options[0])  # Bo passes priority
    cast(game, leak, game.stack[-1])
    return game, bears


def test_counter_unless_pays_offers_the_payment_to_a_controller_who_can_pay() -> None:
    game, bears = _leak_game(bo_islands=3)
    resolve(game, True)  # Bo pays {3}
    assert game.stack and game.objects[game.stack[-1]].name == "Unsummon"
    resolve_stack(game)
    assert bears not in game.battlefield


def test_counter_unless_pays_counters_when_the_controller_cant_pay() -> None:
    game, bears = _leak_game(bo_islands=2)
    resolve(game)
    decision = game.pending()  # the payment is offered though it can't be made: only "no"
    assert decision.kind == "may" and [o.label for o in decision.options] == ["no"]
    choose(game, False)
    assert logged(game, "118.3", "Bo can't pay {3}")
    assert logged(game, "701.6a", "Unsummon")
    assert bears in game.battlefield


def test_an_edict_lets_the_player_choose_what_to_sacrifice() -> None:
    game = arranged()
    place(game, "Ann", "Swamp")
    place(game, "Ann", "Swamp")
    edict = place(game, "Ann", EDICT, "hand")
    bears = place(game, "Bo", "Grizzly Bears")
    ogre = place(game, "Bo", "Gray Ogre")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, edict, "Bo")
    resolve(game)
    decision = game.pending()
    assert decision.kind == "sacrifice" and decision.player == game.player_named("Bo").id
    choose(game, [ogre])
    assert bears in game.battlefield and ogre not in game.battlefield
    assert logged(game, "701.21a", "Gray Ogre")


@pytest.mark.parametrize(("land", "drawn"), [("Forest", 2), ("Island", 1)])
def test_if_otherwise(land: str, drawn: int) -> None:
    game = arranged()
    place(game, "Ann", land)
    lore = place(game, "Ann", FOREST_DRAW, "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, lore)
    resolve(game)
    assert len(game.player_named("Ann").hand) == drawn


def test_an_intervening_if_is_checked_when_it_would_trigger() -> None:
    """603.4: with more than 5 life the ability doesn't trigger at all."""
    game = arranged()
    place(game, "Ann", NURSE)
    game.start(turn=3, active="Bo", step="end")
    to_step(game, "draw")
    assert not logged(game, "603.3", "Low-Life Nurse")


def test_an_intervening_if_is_checked_again_as_it_resolves() -> None:
    """603.4: it triggers at 5 life, but does nothing if its controller has gained life since."""
    game = arranged()
    place(game, "Ann", NURSE)
    place(game, "Ann", "Plains")
    place(game, "Ann", "Plains")
    revitalize = place(game, "Ann", "Revitalize", "hand")
    game.player_named("Ann").life = 5
    game.start(turn=3, active="Bo", step="end")
    pass_until(game, lambda g, d: bool(g.stack))
    assert game.objects[game.stack[-1]].name == "Low-Life Nurse's ability"
    cast(game, revitalize)
    resolve(game)  # 8 life
    resolve(game)  # the ability: its condition is no longer true
    assert game.player_named("Ann").life == 8
    assert logged(game, "603.4", "does nothing")


def test_a_creature_that_cant_block_isnt_offered_as_a_blocker() -> None:
    game = arranged()
    raider = place(game, "Bo", COWARD)
    bears = place(game, "Bo", "Grizzly Bears")
    ogre = place(game, "Ann", "Gray Ogre")
    game.start(turn=3, active="Ann", step="main1")
    pass_until(game, lambda g, d: d.kind == "attackers")
    game.submit([Pair(ogre, game.player_named("Bo").id)])
    decision = pass_until(game, lambda g, d: d.kind == "blockers")
    assert {p.a for p in decision.options} == {bears}
    with pytest.raises(IllegalAction) as refused:
        game.submit([Pair(raider, ogre)])
    assert refused.value.rule == "509.1b"


def test_a_card_with_a_node_the_engine_has_no_rules_for_is_refused() -> None:
    tribute = ir.Card("Tributing Bear", "{1}{G}", "Creature — Bear", 2, 2, text="Tribute 3",
                      abilities=(ir.KeywordAbility("tribute", number=3, text="Tribute 3"),))
    assert make_card(tribute).unsupported == "no rules for the keyword ability tribute"
    with pytest.raises(CardNotSupported):
        Game([[tribute] * 10, ["Forest"] * 10])


def test_one_ir_card_makes_one_definition() -> None:
    assert make_card(OPT) is make_card(OPT)
    assert make_card(OPT).spell is OPT.spell


@pytest.mark.parametrize(("card", "phrase"), [
    ("Lightning Bolt", "any target"),
    ("Lava Axe", "target player or planeswalker"),
    ("Doom Blade", "target nonblack creature"),
    ("Negate", "target noncreature spell"),
    ("Raise Dead", "target creature card from your graveyard"),
    ("Sleight of Mind", "target spell or permanent"),
    ("Switcheroo", "two target creatures"),
    ("Hour of Need", "any number of target creatures"),
    ("Relm's Sketching", "target artifact, creature, or land"),
])
def test_target_phrases_read_like_the_card(card: str, phrase: str) -> None:
    from manastack.cards import get_card
    from manastack.rules.describe import describe_target

    spell_ = get_card(card).spell
    assert spell_ is not None and describe_target(spell_.targets[0]) == phrase


@pytest.mark.parametrize(("card", "index", "phrase"), [
    ("Royal Assassin", 0, "target tapped creature"),
    ("Ravenous Chupacabra", 0, "target creature an opponent controls"),
    ("Order of Whiteclay", 0,
     "target creature card with mana value 3 or less from your graveyard"),
    ("Daring Thief", 0, "target nonland permanent you control"),
    ("Daring Thief", 1, "target permanent an opponent controls that shares a card type with it"),
    ("Strionic Resonator", 0, "target triggered ability you control"),
    ("Kiki-Jiki, Mirror Breaker", 0, "target nonlegendary creature you control"),
])
def test_ability_target_phrases(card: str, index: int, phrase: str) -> None:
    from manastack.cards import get_card
    from manastack.rules.describe import describe_target

    ab = get_card(card).abilities[0]
    assert describe_target(ab.targets[index]) == phrase


@pytest.mark.parametrize(("ability", "why"), [
    (ir.Static(ir.AttachedTo(ir.CardType("Creature")), control=True, condition=ir.YourTurn(),
               text="As long as it's your turn, you control enchanted creature."), "611.3a"),
    (ir.Activated(ir.Cost((ir.ManaPart("{1}"),)),
                  ir.Seq((ir.Draw(1), ir.Modal((ir.Mode(ir.Draw(1)), ir.Mode(ir.GainLife(2)))))),
                  text="{1}: Draw a card, then choose one —"), "700.2a-b"),
    (ir.Triggered(ir.Trigger("explores"), ir.Draw(1), text="Whenever this creature explores, "
                  "draw a card."), "'explores'"),
    (ir.Activated(ir.Cost((ir.ManaPart("{1}{HW}"),)), ir.Draw(1),
                  text="{1}{HW}: Draw a card."), "{1}{HW}"),
    (ir.Triggered(ir.Trigger("attacks"), ir.LoseLife(1, ir.Opponent()),
                  text="Whenever this creature attacks, an opponent loses 1 life."),
     "Opponent() as what LoseLife acts on"),
])
def test_abilities_the_engine_cant_run_yet_make_the_card_unsupported(ability: ir.Ability,
                                                                     why: str) -> None:
    card = ir.Card("Test Bear", "{1}{G}", "Creature — Bear", 2, 2, text=ability.text,
                   abilities=(ability,))
    assert why in make_card(card).unsupported


def test_the_owner_of_a_card_exiled_from_a_graveyard_is_known_as_it_last_existed() -> None:
    """608.2h: "Exile target card from a graveyard. Its owner creates a 1/1 ... Spirit": the card
    left the graveyard, so its owner comes from its last known information."""
    game = arranged()
    place(game, "Ann", "Plains")
    pyre = place(game, "Ann", "Funeral Pyre", "hand")
    card = place(game, "Bo", "Grizzly Bears", "graveyard")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, pyre, card)
    resolve_stack(game)
    spirits = [o for o in game.permanents() if o.name == "Spirit Token"]
    assert [o.controller for o in spirits] == [game.player_named("Bo").id]


def test_enchanted_creature_of_an_aura_sacrificed_as_a_cost_is_known_as_it_last_existed() -> None:
    """608.2h, 113.7a: "Sacrifice this Aura: Enchanted creature gets +3/+3 until end of turn" --
    the Aura is gone as the ability resolves; it pumps the creature the Aura was attached to."""
    from manastack.game.decisions import Activate

    game = arranged()
    bears = place(game, "Ann", "Grizzly Bears")
    shield = place(game, "Ann", "Briar Shield")
    game.objects[shield].attached_to = bears
    game.start(turn=3, active="Ann", step="main1")
    assert game.chars(game.objects[bears]).power == 3  # +1/+1 while attached
    game.submit(next(o for o in game.pending().options
                     if isinstance(o, Activate) and o.source == shield))
    resolve_stack(game)
    ch = game.chars(game.objects[bears])
    assert shield not in game.battlefield and (ch.power, ch.toughness) == (5, 5)
