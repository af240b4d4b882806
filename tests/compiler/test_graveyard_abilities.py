"""Abilities that work from the graveyard (113.6m): triggered abilities returning their card,
keyword abilities activated there (embalm, eternalize, encore) and their costs."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.card import make_card, trigger_zone


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card


def _triggered(card: ir.Card) -> list[ir.Triggered]:
    return [a for a in card.abilities if isinstance(a, ir.Triggered)]


def test_a_trigger_returning_its_card_from_the_graveyard_works_there() -> None:
    """113.6m: "you may return this card from your graveyard" makes the ability work from the
    graveyard, and only there."""
    (landfall,) = _triggered(_card("Bloodghast"))
    assert landfall.effect == ir.May(ir.PutOntoBattlefield(ir.This(), from_zone="graveyard"))
    assert trigger_zone(landfall) == "graveyard"
    assert not refusal(_card("Bloodghast"))
    defn = make_card(_card("Bloodghast"))
    assert defn.graveyard_triggered == (landfall,) and landfall not in defn.triggered_abilities
    (upkeep,) = _triggered(_card("Squee, Goblin Nabob"))
    assert trigger_zone(upkeep) == "graveyard"


def test_a_trigger_about_the_card_being_put_there_works_on_the_battlefield() -> None:
    """113.6m's exception: the Aura's "When enchanted creature dies" (400.7f)."""
    (screams,) = _triggered(_card("Screams from Within"))
    assert screams.trigger.subject == "attached" and trigger_zone(screams) == "battlefield"
    assert not refusal(_card("Screams from Within"))


def test_returning_its_card_outside_the_first_effect_is_still_refused() -> None:
    """Lochmere Serpent's "Exile five target cards ... Return this card from your graveyard to
    your hand." works from the graveyard (113.6m) but its zone is read from the first effect."""
    assert any("outside an ability working there" in r
               for r in refusal(_card("Lochmere Serpent")))


def test_sacrifice_and_discard_costs_of_a_graveyard_ability() -> None:
    """113.6m, 113.6j: "Sacrifice a creature" and "Discard two cards" are paid with other
    objects, so the ability works with its card in the graveyard."""
    (back,) = [a for a in _card("Tymaret, the Murder King").abilities
               if isinstance(a, ir.Activated) and a.zone == "graveyard"]
    assert back.cost.parts == (ir.ManaPart("{1}{B}"), ir.SacrificeObjects(
        ir.Selector(ir.CardType("Creature"))))
    (haunted,) = [a for a in _card("Haunted Dead").abilities
                  if isinstance(a, ir.Activated)]
    assert haunted.zone == "graveyard" and ir.DiscardCards(2) in haunted.cost.parts
    assert not refusal(_card("Tymaret, the Murder King")) and not refusal(_card("Haunted Dead"))


def test_embalm_and_eternalize_expand_to_graveyard_abilities_making_token_copies() -> None:
    """702.128a, 702.129a: exile the card from the graveyard as a cost, as a sorcery; the copy's
    exceptions are copiable values (707.9b)."""
    cat = make_card(_card("Sacred Cat"))
    (_, embalm), = cat.zone_activated
    assert embalm.zone == "graveyard" and embalm.sorcery
    assert embalm.cost.parts == (ir.ManaPart("{W}"), ir.ExileSelf())
    assert embalm.effect == ir.CreateTokenCopy(ir.This(), set_colors=frozenset("W"),
                                               no_mana_cost=True, add_subtypes=("Zombie",))
    witness = make_card(_card("Timeless Witness"))
    (_, eternalize), = witness.zone_activated
    assert eternalize.effect == ir.CreateTokenCopy(
        ir.This(), set_colors=frozenset("B"), set_pt=(4, 4), no_mana_cost=True,
        add_subtypes=("Zombie",))
    token = witness.but(colors=frozenset("B"), pt=(4, 4), no_mana_cost=True,
                        add_subtypes=("Zombie",))
    assert (token.power, token.toughness, token.cost, token.colors) == (4, 4, "", frozenset("B"))
    assert token.subtypes == ("Zombie", "Human", "Shaman")
    # 205.3d: a noncreature doesn't gain a creature type
    assert make_card(_card("Sol Ring")).but(add_subtypes=("Zombie",)).subtypes == ()


def test_encore_expands_to_a_graveyard_ability_making_attacking_copies() -> None:
    """702.141a: for each opponent a token copy attacking that player, with haste, sacrificed
    at the beginning of the next end step."""
    (_, encore), = make_card(_card("Fin-Clade Fugitives")).zone_activated
    assert encore.zone == "graveyard" and encore.sorcery
    assert encore.cost.parts == (ir.ManaPart("{4}{G}"), ir.ExileSelf())
    assert isinstance(encore.effect, ir.Seq)
    copy, haste, later = encore.effect.effects
    assert copy == ir.CreateTokenCopy(ir.This(), each_opponent=True)
    assert haste == ir.Pump(ir.Created(), keywords=("haste",), duration=ir.Indefinitely())
    assert isinstance(later, ir.AtNextEndStep) and later.effect == ir.Sacrifice(ir.EventObject())


def test_dredge_is_a_hook_read_from_the_graveyard() -> None:
    """702.52a: "Dredge 5" compiles to the keyword with its number; the card's definition
    keeps N for the replacement of draws (rules/dredge.py)."""
    imp = _card("Stinkweed Imp")
    assert ir.KeywordAbility("dredge", number=5) in imp.abilities
    assert not refusal(imp) and make_card(imp).dredge == 5
    assert make_card(_card("Grizzly Bears")).dredge == 0


def test_escape_reads_exile_n_other_cards_from_your_graveyard() -> None:
    """702.138a: "Escape—{2}{U}, Exile three other cards from your graveyard." is the keyword
    with its cost; the card may be cast from the graveyard for it."""
    sleep = _card("Sleep of the Dead")
    (escape,) = [a for a in sleep.abilities if isinstance(a, ir.KeywordAbility)]
    assert escape == ir.KeywordAbility("escape", ir.Cost((
        ir.ManaPart("{2}{U}"), ir.ExileFromGraveyard(ir.Selector(
            ir.And((ir.Other(), ir.OwnedBy(ir.You()))), zones=("graveyard",)), 3))))
    defn = make_card(sleep)
    assert defn.escape == escape.cost and defn.from_graveyard and not refusal(sleep)
