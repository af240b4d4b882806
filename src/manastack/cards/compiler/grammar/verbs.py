"""Extension points of the effect grammar: a verb family written in its own module registers its
productions here, and ``effects.py`` tries them where the built-in ones give up. Each production
consumes its whole phrase or raises ``NoParse`` (after ``Stream.fail`` says what it expected);
its printer registers with ``effects.prints``.

- ``CLAUSES``: whole clauses, tried before anything else ("if you do, ...", "for each ...").
- ``IMPERATIVES``: verb phrases with the ability's controller as the subject ("search your
  library for ...", "fight ...").
- ``PLAYER_VERBS``: verb phrases after a player subject (``who``), with ``third`` true for the
  third person ("target player shuffles ...").
- ``OBJECT_VERBS``: verb phrases after an object subject ("target creature fights ...").
- ``STATICS``: static ability sentences, tried before the built-in ones ("SELF can't be
  blocked."); their printers register with :func:`prints_ability`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .... import ir
from ..stream import Stream

Clause = Callable[[Stream, Any], ir.Effect]
PlayerVerb = Callable[[Stream, Any, ir.PlayerRef, bool], ir.Effect]
ObjectVerb = Callable[[Stream, Any, ir.ObjRef], ir.Effect]

CLAUSES: list[Clause] = []
IMPERATIVES: list[Clause] = []
PLAYER_VERBS: list[PlayerVerb] = []
OBJECT_VERBS: list[ObjectVerb] = []
STATICS: list[Clause] = []
ABILITY_PRINTERS: dict[type, Callable[[Any, Any], str]] = {}
"""Ability node type -> its printer (a function of the node and the Printer)."""


def clause(fn: Clause) -> Clause:
    CLAUSES.append(fn)
    return fn


def imperative(fn: Clause) -> Clause:
    IMPERATIVES.append(fn)
    return fn


def player_verb(fn: PlayerVerb) -> PlayerVerb:
    PLAYER_VERBS.append(fn)
    return fn


def object_verb(fn: ObjectVerb) -> ObjectVerb:
    OBJECT_VERBS.append(fn)
    return fn


def static_ability(fn: Clause) -> Clause:
    STATICS.append(fn)
    return fn


def prints_ability(*types: type) -> Callable[[Callable[[Any, Any], str]], Callable[[Any, Any], str]]:
    def register(fn: Callable[[Any, Any], str]) -> Callable[[Any, Any], str]:
        for t in types:
            ABILITY_PRINTERS[t] = fn
        return fn
    return register
