"""Prevention (615): "Prevent the next 3 damage that would be dealt to any target this turn.",
"Prevent all combat damage that would be dealt this turn.", "Prevent all damage that would be
dealt to target creature this turn.", "Prevent all combat damage that would be dealt by target
creature this turn."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import Stream
from . import verbs
from .base import need
from .effects import _damage_recipient, prints
from .objects import object_ref
from .quantity import print_amount, quantity


@verbs.imperative
def prevent(s: Stream, env: Any) -> ir.Effect:
    """"prevent [the next N | all] [combat] damage that would be dealt [to X | by X] this turn"
    (615.1a, 615.7)."""
    need(s, "prevent")
    amount: ir.Quantity | None = None
    if s.word("the", "next"):
        amount = quantity(s)
    else:
        need(s, "all")
    combat = bool(s.word("combat"))
    need(s, "damage", "that", "would", "be", "dealt")
    to: ir.ObjRef | ir.PlayerRef | None = None
    by: ir.ObjRef | None = None
    if s.word("to"):
        to = _damage_recipient(s, env)
    elif s.word("by"):
        by = object_ref(s, env)
    need(s, "this", "turn")
    return ir.PreventDamage(amount, to, by, combat)


@prints(ir.PreventDamage)
def print_prevent(self: Any, e: ir.PreventDamage) -> str:
    text = "prevent " + (f"the next {print_amount(e.amount)}" if e.amount is not None else "all")
    text += " combat damage" if e.combat else " damage"
    text += " that would be dealt"
    if e.to is not None:
        text += " to " + self.recipient(e.to)
    elif e.by is not None:
        text += " by " + self.obj(e.by)
    return text + " this turn"
