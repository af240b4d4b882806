"""Spells on the stack: "Copy target instant or sorcery spell. You may choose new targets for the
copy." (707.10; copying a triggered ability is built in)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import prints
from .objects import target_phrase

INSTANT_OR_SORCERY = (ir.Or((ir.CardType("Instant"), ir.CardType("Sorcery"))),
                      ir.CardType("Instant"), ir.CardType("Sorcery"))
"""The kinds of spell a copy is supported for: a copy of a permanent spell becomes a token
(707.10f), which isn't done yet."""


@verbs.clause
def copy_spell(s: Stream, env: Any) -> ir.Effect:
    """"copy target instant or sorcery spell [you control]. You may choose new targets for the
    copy" (707.10, 707.10c)."""
    need(s, "copy")
    what = target_phrase(s, env)
    spec = env.targets[what.index]
    sel = spec.objects
    if spec.ability or sel is None or sel.zones != ("stack",) or spec.count != 1:
        raise NoParse
    parts = sel.pred.parts if isinstance(sel.pred, ir.And) else (sel.pred,)
    if not any(p in INSTANT_OR_SORCERY for p in parts):
        raise NoParse
    need(s, ".", "you", "may", "choose", "new", "targets", "for", "the", "copy")
    return ir.CopySpell(what)


@prints(ir.CopySpell)
def print_copy_spell(self: Any, e: ir.CopySpell) -> str:
    return f"copy {self.obj(e.what)}. You may choose new targets for the copy"
