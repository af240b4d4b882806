"""Keywords that work as a spell is cast (702): cascade (702.85), and what the engine refuses
for them."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import lower, refusal
from manastack.cards.oracle import oracle_record


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def _triggered(card: ir.Card) -> list[ir.Triggered]:
    return [a for a in lower(card).abilities if isinstance(a, ir.Triggered)]


def test_cascade_is_a_cast_trigger() -> None:
    """702.85a: "Cascade" is "When you cast this spell, ..." with the cascade effect."""
    elf = _card("Bloodbraid Elf")
    assert "cascade" in elf.keywords and not refusal(elf)
    [cascade] = _triggered(elf)
    assert cascade.trigger == ir.Trigger("cast", player=ir.You())
    assert cascade.effect == ir.Cascade()


def test_each_cascade_triggers_separately() -> None:
    """702.85c: Apex Devastator's four instances are four triggered abilities."""
    apex = _card("Apex Devastator")
    assert apex.keywords.count("cascade") == 4 and not refusal(apex)
    assert [t.effect for t in _triggered(apex)] == [ir.Cascade()] * 4
