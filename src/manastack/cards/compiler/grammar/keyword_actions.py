"""Keyword actions with a fixed result (701): "Investigate." (701.16a), "Proliferate."
(701.34a); "[It] explores." (701.44a); "[It] connives [N]." (701.50); "Adapt N." (701.46a),
"Monstrosity N." (701.37a), "Support N." (701.41a), "Amass Zombies N." (701.47a),
"Discover N." (701.57a)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need, number
from .effects import prints
from .quantity import print_amount, quantity
from .words import plural_of


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


@verbs.object_verb
def phase_out(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[permanent] phases out" / "[permanents] phase out" (702.26b)."""
    word = s.one_of("phases", "phase")
    if word is None or not s.word("out"):
        raise NoParse
    return ir.PhaseOut(obj, word)


@prints(ir.PhaseOut)
def print_phase_out(self: Any, e: ir.PhaseOut) -> str:
    return f"{self.obj(e.what)} {e.word} out"


@verbs.object_verb
def connive(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[permanent] connives [N]" (701.50a, 701.50e): one permanent, SELF, the one "it" names
    or one target."""
    if not isinstance(obj, ir.This | ir.EventObject | ir.Targeted) or not s.word("connives"):
        raise NoParse
    if isinstance(obj, ir.Targeted) and env.targets[obj.index].count != 1:
        raise NoParse  # several at once are ordered by 701.50d: not yet
    tok = s.peek()
    return ir.Connive(obj, quantity(s) if tok is not None and tok.kind == "NUMBER" else None)


@prints(ir.Connive)
def print_connive(self: Any, e: ir.Connive) -> str:
    n = "" if e.amount is None else f" {print_amount(e.amount)}"
    return f"{self.obj(e.what)} connives{n}"


@verbs.imperative
def amass(s: Stream, env: Any) -> ir.Effect:
    """"amass [subtypes] N" (701.47a; the subtype is written in the plural)."""
    need(s, "amass")
    sub = s.kind("SUBTYPE")
    if sub is None or not sub.plural:
        raise NoParse
    return ir.Amass(str(sub.value), quantity(s))


@prints(ir.Amass)
def print_amass(self: Any, e: ir.Amass) -> str:
    return f"amass {plural_of(e.subtype)} {print_amount(e.amount)}"


def _numbered_action(word: str, node: type[ir.Effect]) -> None:
    """"<word> N": a keyword action whose only argument is an amount ("Adapt N." 701.46a,
    "Discover N." 701.57a, "Bolster N." 701.39a, "Monstrosity N." 701.37a), read and printed."""

    def parse(s: Stream, env: Any) -> ir.Effect:
        need(s, word)
        return node(quantity(s))  # type: ignore[call-arg]

    parse.__name__ = parse.__qualname__ = word
    verbs.imperative(parse)
    prints(node)(lambda self, e: f"{word} {print_amount(e.amount)}")


for _word, _node in (("adapt", ir.Adapt), ("discover", ir.Discover), ("bolster", ir.Bolster),
                     ("monstrosity", ir.Monstrosity)):
    _numbered_action(_word, _node)


@verbs.imperative
def clash(s: Stream, env: Any) -> ir.Effect:
    """"clash with an opponent" (701.30b)."""
    need(s, "clash", "with", "an", "opponent")
    env.clashed = True  # "If you win, ..." may follow (701.30d)
    return ir.Clash()


@prints(ir.Clash)
def print_clash(self: Any, e: ir.Clash) -> str:
    return "clash with an opponent"


@verbs.imperative
def support(s: Stream, env: Any) -> ir.Effect:
    """"support N" (701.41a): "up to N other target creatures" of a permanent's ability, "up to
    N target creatures" of an instant or sorcery."""
    need(s, "support")
    n = number(s)
    creature = ir.CardType("Creature")
    spell = env.self_noun in ("spell", "instant", "sorcery")
    pred = creature if spell else ir.And((creature, ir.Other()))
    return ir.Support(n, env.add_target(ir.Target(ir.Selector(pred), count=n, up_to=True),
                                        "creature"))


@prints(ir.Support)
def print_support(self: Any, e: ir.Support) -> str:
    return f"support {e.amount}"
