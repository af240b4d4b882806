"""Exile "until SELF leaves the battlefield" (610.3), "You may choose not to untap SELF"
(502.3) and "You may cast SELF from your graveyard" (601.3): what they compile to."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def test_exile_until_self_leaves_the_battlefield() -> None:
    """610.3: the exile's duration is part of the Exile node, printed back in place."""
    priest = compile_record(oracle_record("Banisher Priest")).card
    assert priest is not None
    (etb,) = priest.abilities
    assert isinstance(etb, ir.Triggered)
    assert etb.effect == ir.Exile(ir.Targeted(), until_leaves=True)
    hole = compile_record(oracle_record("Portable Hole")).card
    assert hole is not None
    assert any(isinstance(a, ir.Triggered) and a.effect == ir.Exile(ir.Targeted(), True)
               for a in hole.abilities)


def test_may_choose_not_to_untap_and_remains_tapped() -> None:
    """502.3: a static ability of its own; 611.2b: "for as long as SELF remains tapped"."""
    skeleton = compile_record(oracle_record("Endoskeleton")).card
    assert skeleton is not None
    untap, pump = skeleton.abilities
    assert untap == ir.MayNotUntap()
    assert isinstance(pump, ir.Activated) and isinstance(pump.effect, ir.Pump)
    assert pump.effect.duration == ir.WhileSourceTapped()
