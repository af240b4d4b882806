"""Grammar of abilities working from a hand or graveyard (113.6m: "Exile SELF from your
graveyard", "Discard SELF" as costs) and of one-shot "doesn't untap" effects (502.3)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None
    return card


def test_exile_self_from_your_graveyard_is_a_cost_working_from_the_graveyard() -> None:
    """113.6m: a cost that moves SELF out of the graveyard makes the ability work there."""
    (renew,) = [a for a in _card("Adorned Crocodile").abilities if isinstance(a, ir.Activated)]
    assert renew.cost.parts == (ir.ManaPart("{B}"), ir.ExileSelf())
    assert renew.zone == "graveyard" and renew.sorcery


def test_discard_self_is_a_cost_working_from_the_hand() -> None:
    (channel,) = [a for a in _card("Bamboo Grove Archer").abilities
                  if isinstance(a, ir.Activated)]
    assert channel.cost.parts == (ir.ManaPart("{4}{G}"), ir.DiscardSelf())
    assert channel.zone == "hand"


def test_a_mana_ability_working_from_the_graveyard_is_refused() -> None:
    """605.1a: the engine activates mana abilities of permanents only."""
    assert any("mana ability working from" in r for r in refusal(_card("Jack-o'-Lantern")))
