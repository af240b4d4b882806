"""Keyword actions with a fixed result (701): "Investigate." (701.16a), "Proliferate."
(701.34a); "[It] explores." (701.44a)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import prints


@verbs.imperative
def investigate(s: Stream, env: Any) -> ir.Effect:
    """"investigate": create a Clue token (701.16a, 111.10f)."""
    need(s, "investigate")
    return ir.Investigate()


@prints(ir.Investigate)
def print_investigate(self: Any, e: ir.Investigate) -> str:
    return "investigate"


@verbs.imperative
def proliferate(s: Stream, env: Any) -> ir.Effect:
    """"proliferate" (701.34a)."""
    need(s, "proliferate")
    return ir.Proliferate()


@prints(ir.Proliferate)
def print_proliferate(self: Any, e: ir.Proliferate) -> str:
    return "proliferate"


@verbs.object_verb
def explore(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[permanent] explores" (701.44a): one permanent, SELF or the one "it" names."""
    if not isinstance(obj, ir.This | ir.EventObject | ir.Targeted) or not s.word("explores"):
        raise NoParse
    return ir.Explore(obj)


@prints(ir.Explore)
def print_explore(self: Any, e: ir.Explore) -> str:
    return f"{self.obj(e.what)} explores"
