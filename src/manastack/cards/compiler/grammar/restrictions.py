"""Restrictions on attacking and blocking (508.1c, 509.1b): the static abilities "SELF can't be
blocked." and "Enchanted creature can't attack or block.", and the effects "target creature
can't block this turn", "SELF can't be blocked this turn"."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import capitalize, need
from .effects import prints
from .objects import object_ref

FORMS: tuple[tuple[tuple[str, ...], tuple[bool, bool, bool]], ...] = (
    (("attack", "or", "block"), (True, True, False)),
    (("block", "and", "can't", "be", "blocked"), (False, True, True)),
    (("be", "blocked"), (False, False, True)),
    (("attack",), (True, False, False)),
    (("block",), (False, True, False)),
)
"""The words after "can't" and what they forbid: (attack, block, be blocked)."""


def _forbids(s: Stream) -> tuple[bool, bool, bool]:
    need(s, "can't")
    for words, kinds in FORMS:
        if s.word(*words):
            return kinds
    raise NoParse


def _words(attack: bool, block: bool, blocked: bool) -> str:
    for words, kinds in FORMS:
        if kinds == (attack, block, blocked):
            return "can't " + " ".join(words)
    raise ValueError(f"can't print the restriction {(attack, block, blocked)}")


@verbs.static_ability
def restriction(s: Stream, env: Any) -> ir.Ability:
    """"SELF can't be blocked.", "Enchanted creature can't attack or block.", "Creatures your
    opponents control can't block." ("SELF can't block." stays the built-in ``CantBlock``)."""
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo | ir.Each):
        raise NoParse
    attack, block, blocked = _forbids(s)
    need(s, ".")
    if isinstance(affects, ir.This) and (attack, block, blocked) == (False, True, False):
        raise NoParse
    return ir.Restriction(affects, attack, block, blocked)


@verbs.object_verb
def restrict(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[objects] can't block this turn" (611.2a, 509.1b)."""
    attack, block, blocked = _forbids(s)
    need(s, "this", "turn")
    return ir.Restrict(obj, attack, block, blocked)


@verbs.prints_ability(ir.Restriction)
def print_restriction(ab: ir.Restriction, printer: Any) -> str:
    what = capitalize(printer.obj(ab.affects))
    return f"{what} {_words(ab.attack, ab.block, ab.blocked)}."


@prints(ir.Restrict)
def print_restrict(self: Any, e: ir.Restrict) -> str:
    return f"{self.obj(e.what)} {_words(e.attack, e.block, e.blocked)} this turn"
