"""Keyword abilities built on counters and entering: what they expand to, and what is refused."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules import keywords


def card(name: str) -> ir.Card:
    compiled = compile_record(oracle_record(name))
    assert compiled.card is not None, compiled.error
    return compiled.card


def test_backup_grants_the_keywords_printed_below_it() -> None:
    """702.165a, 702.165c: Boon-Bringer Valkyrie's backup grants flying, first strike and
    lifelink (printed below it) to another creature."""
    valkyrie = card("Boon-Bringer Valkyrie")
    (backup,) = [a for a in valkyrie.abilities if isinstance(a, ir.KeywordAbility)]
    (trigger,) = keywords.runtime(backup, valkyrie)
    assert isinstance(trigger, ir.Triggered) and trigger.trigger.event == "enters"
    assert isinstance(trigger.effect, ir.Seq)
    counters, gain = trigger.effect.effects
    assert counters == ir.PutCounters("+1/+1", 1, ir.Targeted(0))
    assert gain == ir.Conditional(ir.ObjectIs(ir.Targeted(0), ir.Other()), ir.Pump(
        ir.Targeted(0), keywords=("flying", "first strike", "lifelink")))
    assert refusal(valkyrie) == []


def test_backup_granting_other_abilities_is_refused() -> None:
    """Granting a triggered or activated ability until end of turn has no rules yet, and three
    backup abilities can't be told apart: refused, not dropped."""
    assert any("other than keywords" in r for r in refusal(card("Bola Slinger")))
    assert any("more than one backup" in r for r in refusal(card("Conclave Sledge-Captain")))


def test_vanishing_with_and_without_a_number() -> None:
    """702.63a-b: with a number it also enters with time counters."""
    with_n = keywords.runtime(ir.KeywordAbility("vanishing", number=4))
    without = keywords.runtime(ir.KeywordAbility("vanishing"))
    assert isinstance(with_n[0], ir.EntersWithCounters) and with_n[0].amount == 4
    assert len(with_n) == 3 and len(without) == 2
    assert keywords.unsupported(ir.KeywordAbility("vanishing")) == ""
    assert keywords.unsupported(ir.KeywordAbility("fading")) != ""  # fading needs its N
