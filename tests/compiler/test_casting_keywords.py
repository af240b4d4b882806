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


def test_replicate_is_a_cost_and_a_cast_trigger() -> None:
    """702.56a: the keyword ability stays (its cost is announced as the spell is cast) beside
    "When you cast this spell, if a replicate cost was paid for it, copy it for each time"."""
    pyromatics = _card("Pyromatics")
    assert not refusal(pyromatics)
    lowered = lower(pyromatics)
    assert lowered.paid_keywords == (("replicate", ir.Cost((ir.ManaPart("{1}{R}"),))),)
    [copy] = _triggered(pyromatics)
    times = ir.TimesPaid(ir.This(), "replicate")
    assert copy.effect == ir.CopySpell(ir.This(), times)
    assert copy.intervening == ir.CompareQ(times, ">", 0)


def test_replicate_on_a_permanent_spell_is_refused() -> None:
    """707.10f: Changing Loyalty's copies would be permanent spells."""
    assert any("707.10f" in r for r in refusal(_card("Changing Loyalty")))


def test_squad_and_offspring_make_token_copies_as_it_enters() -> None:
    """702.157a: a token copy for each time the squad cost was paid; 702.175a: one 1/1 token
    copy if the offspring cost was paid."""
    [squad] = _triggered(_card("Galadhrim Brigade"))
    assert squad.trigger == ir.Trigger("enters")
    assert squad.effect == ir.CreateTokenCopy(ir.This(), ir.TimesPaid(ir.This(), "squad"))
    rabbit = [t for t in _triggered(_card("Intrepid Rabbit"))
              if isinstance(t.effect, ir.CreateTokenCopy)]
    assert [t.effect for t in rabbit] == [ir.CreateTokenCopy(ir.This(), set_pt=(1, 1))]
