"""Triggered abilities and the effects they carry (issue 12, part 2): the karoo lands' "return
or sacrifice", ..."""

from __future__ import annotations

from dataclasses import replace

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def _triggers(name: str) -> list[ir.Triggered]:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return [a for a in card.abilities if isinstance(a, ir.Triggered)]


def test_sacrifice_it_unless_you_return_a_permanent_you_control() -> None:
    """"sacrifice it unless you return an untapped Island you control to its owner's hand"
    (608.2d): SacrificeUnless with ``returns``; "another creature" keeps Other."""
    (atoll,) = _triggers("Coral Atoll")
    assert isinstance(atoll.effect, ir.SacrificeUnless) and atoll.effect.returns
    pred = atoll.effect.what.pred
    assert isinstance(pred, ir.And)
    assert ir.Not(ir.Tapped()) in pred.parts and ir.ControlledBy(ir.You()) in pred.parts
    (quick,) = _triggers("Quickling")
    assert isinstance(quick.effect, ir.SacrificeUnless)
    assert isinstance(quick.effect.what.pred, ir.And) and ir.Other() in quick.effect.what.pred.parts
    (elephant,) = _triggers("Rogue Elephant")
    assert isinstance(elephant.effect, ir.SacrificeUnless) and not elephant.effect.returns


def test_untap_up_to_n_lands_is_chosen_not_targeted() -> None:
    """"Untap up to two lands." (608.2d, 701.26b): UntapChosen, no target phrase."""
    (cloud,) = _triggers("Cloud of Faeries")
    assert cloud.effect == ir.UntapChosen(ir.Selector(ir.CardType("Land")), 2)
    assert cloud.targets == ()


def test_a_creature_dealt_damage_by_self_this_turn_dies() -> None:
    """Sengir Vampire: the dies trigger's subject carries DamagedBySelfThisTurn (120.3)."""
    (sengir,) = _triggers("Sengir Vampire")
    assert sengir.trigger.event == "dies"
    assert sengir.trigger.pred == ir.And((ir.CardType("Creature"), ir.DamagedBySelfThisTurn()))


def test_the_exiled_card_is_linked_to_the_exiling_ability() -> None:
    """Fiend Hunter (607.2a): the leaves trigger returns ExiledWithSelf; a card naming "the
    exiled card" with no ability of its own that exiles is refused."""
    from manastack.cards.lower import lower

    _, leaves = _triggers("Fiend Hunter")
    assert leaves.trigger.event == "leaves"
    assert leaves.effect == ir.PutOntoBattlefield(ir.ExiledWithSelf(), owner_control=True)
    card = compile_record(oracle_record("Fiend Hunter")).card
    assert card is not None and not lower(card).unsupported
    alone = replace(card, abilities=(leaves,), name="Lonely Hunter")
    assert "607.2a" in lower(alone).unsupported


def test_put_its_counters_on_target_creature() -> None:
    """"When SELF dies, put its counters on target creature you control." (608.2h)."""
    (_, dies) = [a for a in compile_record(oracle_record("Star Pupil")).card.abilities]  # type: ignore[union-attr]
    assert isinstance(dies, ir.Triggered) and dies.trigger.event == "dies"
    assert dies.effect == ir.PutCountersOf(ir.This(), ir.Targeted(0))


def test_that_player_draws_an_additional_card() -> None:
    """"At the beginning of each player's draw step, that player draws an additional card.":
    the same Draw as "draws a card" (121.1), worded apart."""
    (mine,) = _triggers("Howling Mine")
    assert mine.effect == ir.Draw(1, ir.EventPlayer())
    assert mine.effect.additional


def test_sacrifice_it_unless_mana_was_spent_to_cast_it() -> None:
    """"sacrifice it unless {U} was spent to cast it" (601.2h): a Conditional on NotCond of
    ManaSpent; "if {U} was spent to cast it" reads the same condition."""
    (_, herald) = _triggers("Azorius Herald")
    assert herald.effect == ir.Conditional(ir.NotCond(ir.ManaSpent("U", ir.This())),
                                           ir.Sacrifice(ir.This()))
    (savant,) = _triggers("Ogre Savant")
    assert savant.intervening == ir.ManaSpent("U", ir.This())


def test_bolster_n() -> None:
    """"bolster 1" (701.39a)."""
    (aven,) = _triggers("Aven Tactician")
    assert aven.effect == ir.Bolster(1) and aven.targets == ()


def test_return_self_from_graveyard_attached_to_that_creature() -> None:
    """Dragon Wings (303.4f): PutOntoBattlefield from the graveyard attached to the event's
    creature."""
    (wings,) = _triggers("Dragon Wings")
    assert wings.effect == ir.May(ir.PutOntoBattlefield(ir.This(), from_zone="graveyard",
                                                        attached_to=ir.EventObject()))


def test_clash_with_an_opponent_if_you_win() -> None:
    """"clash with an opponent. If you win, ..." (701.30b, d): Clash, then a Conditional on
    WonClash; "you win" reads only after a clash."""
    (elite,) = _triggers("Nath's Elite")
    assert isinstance(elite.effect, ir.Seq)
    clash, won = elite.effect.effects
    assert clash == ir.Clash()
    assert won == ir.Conditional(ir.WonClash(), ir.PutCounters("+1/+1", 1, ir.This()))
    assert compile_record(oracle_record("Nath's Elite")).card is not None
