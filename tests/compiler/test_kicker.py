"""Kicker (702.33): the conditions and counts that read whether and how often a spell was
kicked, and the cards the engine refuses for it."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_if_kicked_it_enters_with_counters() -> None:
    """"If this creature was kicked, it enters with two +1/+1 counters on it." (614.1c)."""
    drake = _card("Academy Drake")
    assert ir.KeywordAbility("kicker", ir.Cost((ir.ManaPart("{4}"),))) in drake.abilities
    assert ir.EntersWithCounters("+1/+1", 2, condition=ir.Kicked(ir.This())) in drake.abilities
    assert not refusal(drake)


def test_for_each_time_it_was_kicked() -> None:
    """702.33c: "a +1/+1 counter on it for each time it was kicked"."""
    hawks = _card("Apex Hawks")
    counters = [a for a in hawks.abilities if isinstance(a, ir.EntersWithCounters)]
    assert counters == [ir.EntersWithCounters("+1/+1", ir.TimesKicked(ir.This()))]


def test_spell_if_kicked_and_intervening_if() -> None:
    """"If this spell was kicked, draw a card." (608.2c) and "if it was kicked" (603.4)."""
    blink = _card("Blink of an Eye")
    assert blink.spell is not None and isinstance(blink.spell.effect, ir.Seq)
    assert blink.spell.effect.effects[1] == ir.Conditional(ir.Kicked(ir.This()), ir.Draw(1))
    chronicler = _card("Ghitu Chronicler")
    etb = next(a for a in chronicler.abilities if isinstance(a, ir.Triggered))
    assert etb.intervening == ir.Kicked(ir.This())


def test_targets_only_the_kicked_part_uses_are_supported() -> None:
    """702.33g: targets chosen only if kicked (or, replaced by "instead", only if not) are
    chosen for that version alone (rules/keywords.kicked_target_split, tests/rules/
    test_kicked_targets.py), so such a spell isn't refused."""
    probe = _card("Probe")  # "If this spell was kicked, target player discards two cards."
    assert not any("702.33g" in r for r in refusal(probe))
    assert not refusal(_card("Tear Asunder"))  # "... exile target nonland permanent instead."


def test_kicker_and_or_is_two_kicker_costs() -> None:
    """702.33b: "Kicker {2}{U} and/or {1}{B}" is two kicker abilities; "if it was kicked with
    its {2}{U} kicker" names one of them (702.33f)."""
    ana = _card("Ana Battlemage")
    kickers = [a for a in ana.abilities if isinstance(a, ir.KeywordAbility)]
    assert [k.cost.mana for k in kickers if k.cost is not None] == ["{2}{U}", "{1}{B}"]
    conds = [a.intervening for a in ana.abilities if isinstance(a, ir.Triggered)]
    assert conds == [ir.Kicked(ir.This(), "{2}{U}"), ir.Kicked(ir.This(), "{1}{B}")]
