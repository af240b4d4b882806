"""Heroic ("a spell that targets SELF", 601.2c) and triggers on the object an Aura or
Equipment is attached to ("enchanted creature dies", 301.5, 303.4, 603.10a), with the Aura's
new object in the graveyard (400.7f). No supported card says "When enchanted creature dies,
return this Aura" on its own yet (Angelic Destiny also has a static ability the grammar can't
read), so cards compiled from test text show them."""

from __future__ import annotations

from compiler.test_grammar import record  # noqa: E402 - tests/ is on the path
from helpers import arranged, cast, resolve

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.game.setup import place


def _aura(text: str) -> ir.Card:
    rec = record("Enchant creature\n" + text, name="Test Aura", types="Enchantment — Aura",
                 cost="{W}")
    rec["subtypes"] = ["Aura"]
    card = compile_record(rec).card
    assert card is not None
    return card


def test_the_grammar_reads_an_event_of_the_enchanted_creature() -> None:
    card = _aura("When enchanted creature dies, return Test Aura to its owner's hand.")
    ab = next(a for a in card.abilities if isinstance(a, ir.Triggered))
    assert ab.trigger == ir.Trigger("dies", "attached", ir.CardType("Creature"))
    assert ab.effect == ir.ReturnToHand(ir.This())


def test_equipped_creature_attacks_binds_it_to_the_creature() -> None:
    rec = record("Whenever equipped creature attacks, it gets +2/+0 until end of turn.\nEquip {1}",
                 name="Test Blade", types="Artifact — Equipment", cost="{1}")
    rec["subtypes"] = ["Equipment"]
    card = compile_record(rec).card
    assert card is not None
    ab = next(a for a in card.abilities if isinstance(a, ir.Triggered))
    assert ab.trigger.subject == "attached" and ab.trigger.event == "attacks"
    assert isinstance(ab.effect, ir.Pump) and ab.effect.what == ir.EventObject()


def test_an_aura_put_into_the_graveyard_for_704_5m_is_found_by_its_dies_trigger() -> None:
    """400.7f: "return this Aura to its owner's hand" finds the Aura that went to the
    graveyard as a state-based action once its creature died."""
    game = arranged()
    bears = place(game, "Ann", "Grizzly Bears")
    aura = place(game, "Ann", _aura("When enchanted creature dies, return Test Aura to its "
                                    "owner's hand."))
    game.objects[aura].attached_to = bears
    bolt = place(game, "Bo", "Lightning Bolt", "hand")
    place(game, "Bo", "Mountain")
    game.start(turn=3, active="Bo", step="main1")
    cast(game, bolt, bears)
    resolve(game)
    assert [game.objects[o].name for o in game.player_named("Ann").graveyard] == [
        "Grizzly Bears", "Test Aura"]
    resolve(game)
    assert [game.objects[o].name for o in game.player_named("Ann").hand] == ["Test Aura"]
    assert any(e.rule == "704.5m" for e in game.log)


def test_heroic_reads_a_spell_that_targets_self_and_it_is_still_self() -> None:
    """"Whenever you cast a spell that targets SELF, put a +1/+1 counter on it": the spell is
    the event's object, "it" is this creature (the last object named)."""
    card = compile_record(record(
        "Whenever you cast a spell that targets Test Hoplite, put a +1/+1 counter on it.",
        name="Test Hoplite", types="Creature", cost="{W}", power="1", toughness="1")).card
    assert card is not None
    ab = next(a for a in card.abilities if isinstance(a, ir.Triggered))
    assert ab.trigger == ir.Trigger("cast", "filter", ir.TargetsThis(), ir.You())
    assert ab.effect == ir.PutCounters("+1/+1", 1, ir.This())
    card = compile_record(record(
        "Whenever you cast an Aura spell that targets Test Hoplite, draw a card.",
        name="Test Hoplite", types="Creature", cost="{W}", power="1", toughness="1")).card
    assert card is not None
    ab = next(a for a in card.abilities if isinstance(a, ir.Triggered))
    assert ab.trigger.pred == ir.And((ir.Subtype("Aura"), ir.TargetsThis()))
