"""Alternative costs chosen as a spell is cast (118.9, 601.2b): overload (702.96), surge
(702.117) and spectacle (702.137) compile to keyword abilities the engine casts for, and what it
refuses for them."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import lower, refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.text_change import overload_problem, overloaded


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_alternative_cost_keywords_compile_with_their_cost() -> None:
    """"Overload {6}{U}", "Surge {1}{R}", "Spectacle {R}" are keyword abilities with a cost."""
    for name, keyword, mana in (("Cyclonic Rift", "overload", "{6}{U}"),
                                ("Boulder Salvo", "surge", "{1}{R}"),
                                ("Skewer the Critics", "spectacle", "{R}")):
        card = _card(name)
        assert not refusal(card), name
        assert lower(card).alternatives == ((keyword, ir.Cost((ir.ManaPart(mana),))),)


def test_overload_changes_target_to_each() -> None:
    """702.96a-b: "Return target nonland permanent you don't control" becomes "each nonland
    permanent you don't control", with no targets; "target player" becomes "each player"."""
    rift = lower(_card("Cyclonic Rift")).spell
    assert rift is not None and len(rift.targets) == 1
    changed = overloaded(rift)
    assert changed.targets == ()
    assert changed.effect == ir.ReturnToHand(ir.Each(rift.targets[0].objects))
    assert changed.text.startswith("Return each nonland permanent")
    rake = lower(_card("Mind Rake")).spell
    assert rake is not None
    assert overloaded(rake).effect == ir.Discard(2, ir.EachPlayer())


def test_overload_with_an_unreadable_target_phrase_is_refused() -> None:
    """"any target" names objects and players; "each" of it has no rules yet."""
    spell = ir.SpellAbility(ir.DealDamage(1, ir.Targeted(0)), (ir.Target(
        ir.Selector(ir.CardType("Creature")), ir.PlayerFilter(ir.AnyPlayer())),))
    assert "702.96a" in overload_problem(spell)
    assert overload_problem(None)


def test_kicker_and_buyback_with_costs_other_than_mana() -> None:
    """702.33a, 702.27a: "Kicker—Sacrifice a creature." and "Buyback—Pay 4 life." are optional
    additional costs the engine pays (601.2h); a part it can't pay still refuses the card."""
    offering = _card("Vicious Offering")
    assert not refusal(offering)
    [kicker] = lower(offering).kickers
    assert isinstance(kicker.parts[0], ir.SacrificeObjects)
    slaughter = lower(_card("Slaughter"))
    assert slaughter.buyback == ir.Cost((ir.PayLife(4),))
    from manastack.rules.keywords import unsupported

    tap = ir.KeywordAbility("kicker", cost=ir.Cost((ir.TapObjects(
        ir.Selector(ir.CardType("Creature")), 2),)))
    assert unsupported(tap) == "no rules for kicker with a cost other than mana"
