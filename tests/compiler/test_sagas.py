"""Saga chapter lines (714.2): one chapter ability per numeral, printed back as the line."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.rules.sagas import chapter_reached, final_chapter


def _card(name: str) -> ir.Card:
    compiled = compile_record(oracle_record(name))
    assert compiled.card is not None, compiled.error
    assert all(not r.error and r.printed == r.unit.text for r in compiled.units)  # round trip
    return compiled.card


def test_chapters_are_triggered_abilities_on_lore_counters() -> None:
    """714.2b: "{rN} — [effect]" triggers on lore counters put on the Saga."""
    hulk = _card("Origin of the Hulk")
    chapters = [a for a in hulk.abilities if isinstance(a, ir.Triggered)]
    assert [a.chapter for a in chapters] == [1, 2, 3]
    assert all(a.trigger == ir.Trigger("counter_put:lore") for a in chapters)
    assert final_chapter(hulk.abilities) == 3


def test_a_line_of_several_numerals_is_one_ability_each() -> None:
    """714.2c: "I, II — ..." is chapter I and chapter II with the same effect; a flavor word
    after the numeral ("Stampede! —") is dropped (207.2d)."""
    ifrit = _card("Summon: G.F. Ifrit")
    chapters = [a for a in ifrit.abilities if isinstance(a, ir.Triggered)]
    assert [a.chapter for a in chapters] == [1, 2, 3, 4]
    assert chapters[0].effect == chapters[1].effect and chapters[2].effect == chapters[3].effect
    assert final_chapter(_card("Summon: Choco/Mog").abilities) == 4


def test_a_chapter_triggers_when_the_count_crosses_its_number() -> None:
    """714.2b: the number was less than N and became at least N."""
    two = ir.Triggered(ir.Trigger("counter_put:lore"), ir.Draw(1), chapter=2)
    assert chapter_reached(two, {"amount": 1, "total": 2})
    assert chapter_reached(two, {"amount": 2, "total": 3})  # two counters at once: I and II
    assert not chapter_reached(two, {"amount": 1, "total": 3})
    assert not chapter_reached(two, {"amount": 1, "total": 1})
