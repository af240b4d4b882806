"""Keyword lines of Auras and Equipment: bestow (702.103), umbra armor (702.89), "Equip
[quality] [cost]" (702.6c) and For Mirrodin! (702.163); each compiles and prints back."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules.card import equip_ability, make_card


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    assert not refusal(card), name
    return card


def test_equip_with_a_subtype_quality() -> None:
    """702.6c: "Equip Knight {1}" beside a plain "Equip {3}"."""
    lance = _card("Steelclaw Lance")
    equips = [a for a in lance.abilities if isinstance(a, ir.Equip)]
    assert equips == [ir.Equip(ir.Cost((ir.ManaPart("{1}"),)),
                               quality=ir.Selector(ir.Subtype("Knight"))),
                      ir.Equip(ir.Cost((ir.ManaPart("{3}"),)))]
    knight = equip_ability(equips[0]).targets[0]
    assert knight.objects is not None
    assert ir.Subtype("Knight") in knight.objects.pred.parts  # type: ignore[attr-defined]


def test_equip_with_a_described_quality() -> None:
    """702.6c: "Equip legendary creature {3}", "Equip Shaman, Warlock, or Wizard {1}"."""
    blade = _card("Blackblade Reforged")
    first = next(a for a in blade.abilities if isinstance(a, ir.Equip))
    assert first.quality is not None and ir.Supertype("Legendary") in ir.walk(first.quality)
    robe = _card("Robe of the Archmagi")
    equip = next(a for a in robe.abilities if isinstance(a, ir.Equip) and a.quality)
    assert equip.quality is not None and isinstance(equip.quality.pred, ir.Or)


def test_for_mirrodin_keeps_its_capital() -> None:
    """702.163a: the keyword line "For Mirrodin!" prints back as the Oracle spells it and
    stands for an enters trigger creating a 2/2 red Rebel and attaching the Equipment."""
    bardiche = _card("Mirran Bardiche")
    assert "for mirrodin!" in bardiche.keywords
    trigger = next(a for a in make_card(bardiche).abilities if isinstance(a, ir.Triggered))
    assert trigger.effect == ir.Seq((ir.CreateTokens(ir.TokenSpec(
        "Rebel Token", "Creature — Rebel", "R", 2, 2)), ir.AttachTo(ir.Created())))


def test_bestow_and_umbra_armor_keyword_lines() -> None:
    """702.103a "Bestow {4}{U}" (a cost) and 702.89a "Umbra armor" (no parameter)."""
    naiad = _card("Nimbus Naiad")
    assert ir.KeywordAbility("bestow", ir.Cost((ir.ManaPart("{4}{U}"),))) in naiad.abilities
    assert "umbra armor" in _card("Hyena Umbra").keywords


def test_for_each_aura_attached_to_it() -> None:
    """"SELF gets +2/+2 for each Aura attached to it." counts what is attached to SELF;
    "Equipped creature gets +1/+0 for each Equipment attached to it." what is attached to the
    equipped creature (613.4c, 301.5)."""
    wombat = _card("Rabid Wombat")
    static = next(a for a in wombat.abilities if isinstance(a, ir.Static))
    assert ir.AttachedToObject(ir.This()) in ir.walk(static.power)
    gauntlets = _card("Golem-Skin Gauntlets")
    static = next(a for a in gauntlets.abilities if isinstance(a, ir.Static))
    attached = next(n for n in ir.walk(static.power) if isinstance(n, ir.AttachedToObject))
    assert isinstance(attached.obj, ir.AttachedTo)
