"""Ninjutsu (702.49): the keyword line compiles with its cost and expands to an activated
ability of the card in the hand; commander ninjutsu (702.49d) stays refused."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.card import make_card


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card


def test_ninjutsu_is_a_keyword_with_a_mana_cost() -> None:
    card = _card("Ninja of the Deep Hours")
    assert card.abilities[0] == ir.KeywordAbility("ninjutsu", cost=ir.Cost((ir.ManaPart("{1}{U}"),)))
    assert not refusal(card)


def test_ninjutsu_expands_to_its_activated_ability_from_the_hand() -> None:
    """702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature
    you control to its owner's hand: Put this card onto the battlefield from your hand tapped
    and attacking." (113.6b: it works from the hand)."""
    defn = make_card(_card("Ninja of the Deep Hours"))
    (ninjutsu,) = [a for a in defn.abilities if isinstance(a, ir.Activated)]
    assert ninjutsu.zone == "hand" and not ninjutsu.sorcery
    assert ninjutsu.cost.parts == (
        ir.ManaPart("{1}{U}"), ir.RevealSelf(), ir.ReturnObjects(ir.Selector(ir.And((
            ir.Unblocked(), ir.Attacking(), ir.CardType("Creature"), ir.ControlledBy(ir.You()))))))
    assert ninjutsu.effect == ir.PutOntoBattlefield(ir.This(), tapped=True, attacking=True,
                                                    from_zone="hand")


def test_commander_ninjutsu_is_still_refused() -> None:
    """702.49d works from the command zone, which the engine doesn't have."""
    assert any("commander ninjutsu" in r for r in refusal(_card("Yuriko, the Tiger's Shadow")))


def test_put_this_card_from_your_hand_onto_the_battlefield_tapped_and_attacking() -> None:
    """Zareth San's ninjutsu-like ability, written out: "Put SELF from your hand onto the
    battlefield tapped and attacking." works from the hand (113.6m) and prints back."""
    from tests.compiler.test_grammar import record

    text = ("{2}{U}{B}, Return an unblocked attacking Rogue you control to its owner's hand: "
            "Put Test Card from your hand onto the battlefield tapped and attacking.")
    compiled = compile_record(record(text, types="Creature — Rogue", power="2", toughness="2"))
    assert compiled.card is not None, compiled.error
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.Activated) and ability.zone == "hand"
    assert ability.effect == ir.PutOntoBattlefield(ir.This(), True, attacking=True,
                                                   from_zone="hand")
    assert ability.cost.parts[1] == ir.ReturnObjects(ir.Selector(ir.And((
        ir.Unblocked(), ir.Attacking(), ir.Subtype("Rogue"), ir.ControlledBy(ir.You())))))
