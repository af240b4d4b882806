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


def test_those_creatures_dont_untap_during_their_controllers_next_untap_step() -> None:
    """502.3, 611.2a: a one-shot effect on the targets; "those creatures" names them."""
    breath = _card("Frost Breath")
    assert breath.spell is not None and isinstance(breath.spell.effect, ir.Seq)
    assert breath.spell.effect.effects[1] == ir.DoesntUntapNext(ir.Targeted(0))


def test_self_doesnt_untap_during_your_next_untap_step() -> None:
    marsh = [a for a in _card("Cinder Marsh").abilities if isinstance(a, ir.Activated)]
    effect = marsh[1].effect
    assert isinstance(effect, ir.Seq) and effect.effects[1] == ir.DoesntUntapNext(
        ir.This(), yours=True)


def test_those_needs_a_plural_antecedent() -> None:
    """"Those creatures" can't name a single target."""
    from manastack.cards.compiler.compile import compile_record as compile_

    from .test_grammar import record

    one = compile_(record("Tap target creature. Those creatures don't untap during their "
                          "controller's next untap step."))
    assert one.card is None


def test_flicker_returns_the_card_exiled_this_way() -> None:
    """400.7: the card exiled is a new object; "it"/"that card" names it in exile, and a later
    "it" names the permanent returned."""
    blink = _card("Momentary Blink")
    assert blink.spell is not None and blink.spell.effect == ir.Seq((
        ir.Exile(ir.Targeted(0)),
        ir.PutOntoBattlefield(ir.ExiledThisWay(), owner_control=True)))
    flux = _card("Essence Flux")
    assert flux.spell is not None and isinstance(flux.spell.effect, ir.Seq)
    last = flux.spell.effect.effects[-1]
    assert isinstance(last, ir.Conditional) and last.effect == ir.PutCounters(
        "+1/+1", 1, ir.PutThisWay())


def test_flicker_until_the_next_end_step_is_a_delayed_trigger_about_the_exiled_card() -> None:
    """603.7: the delayed trigger is about the card in exile."""
    (etb,) = [a for a in _card("Flickerwisp").abilities if isinstance(a, ir.Triggered)]
    assert isinstance(etb.effect, ir.Seq)
    later = etb.effect.effects[1]
    assert isinstance(later, ir.AtNextEndStep) and later.about == ir.ExiledThisWay()
    assert later.effect == ir.PutOntoBattlefield(ir.ExiledThisWay(), owner_control=True)
