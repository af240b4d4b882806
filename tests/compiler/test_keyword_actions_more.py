"""Grammar of keyword actions and keyword abilities added with issue 12 part 2: connive
(701.50), amass (701.47), and the keywords below."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_connives() -> None:
    """701.50a: "it connives" names the permanent; "target creature you control connives"
    the target."""
    (etb,) = _card("Raffine's Informant").abilities
    assert isinstance(etb, ir.Triggered) and etb.effect == ir.Connive(ir.This())
    trig = [a for a in _card("Ledger Shredder").abilities if isinstance(a, ir.Triggered)]
    assert trig[0].effect == ir.Connive(ir.This())


def test_amass() -> None:
    """701.47a: "amass Zombies N" / "amass Orcs N" name the subtype in the plural."""
    muster = _card("Mordor Muster")
    assert muster.spell is not None and isinstance(muster.spell.effect, ir.Seq)
    assert muster.spell.effect.effects[-1] == ir.Amass("Orc", 1)
    (etb,) = [a for a in _card("Eternal Skylord").abilities if isinstance(a, ir.Triggered)][:1]
    assert etb.effect == ir.Amass("Zombie", 2)


def test_decayed_and_ingest_expand() -> None:
    """702.147a: decayed is "can't block" and an attack trigger sacrificing it at end of combat;
    702.115a: ingest, a combat damage trigger exiling the top card of that player's library."""
    from manastack.rules.keywords import expansion

    cant, attack = expansion("decayed")
    assert isinstance(cant, ir.CantBlock) and isinstance(attack, ir.Triggered)
    assert attack.trigger.event == "attacks" and isinstance(attack.effect, ir.AtNextEndStep)
    assert attack.effect.step == "end_combat"
    (ingest,) = expansion("ingest")
    assert isinstance(ingest, ir.Triggered)
    assert ingest.effect == ir.ExileTop(1, ir.EventPlayer())
