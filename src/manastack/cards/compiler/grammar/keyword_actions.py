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


@verbs.imperative
def adapt(s: Stream, env: Any) -> ir.Effect:
    """"adapt N" (701.46a)."""
    need(s, "adapt")
    return ir.Adapt(quantity(s))


@prints(ir.Adapt)
def print_adapt(self: Any, e: ir.Adapt) -> str:
    return f"adapt {print_amount(e.amount)}"


@verbs.imperative
def discover(s: Stream, env: Any) -> ir.Effect:
    """"discover N" (701.57a)."""
    need(s, "discover")
    return ir.Discover(quantity(s))


@prints(ir.Discover)
def print_discover(self: Any, e: ir.Discover) -> str:
    return f"discover {print_amount(e.amount)}"


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
def bolster(s: Stream, env: Any) -> ir.Effect:
    """"bolster N" (701.39a)."""
    need(s, "bolster")
    return ir.Bolster(quantity(s))


@prints(ir.Bolster)
def print_bolster(self: Any, e: ir.Bolster) -> str:
    return f"bolster {print_amount(e.amount)}"


@verbs.imperative
def monstrosity(s: Stream, env: Any) -> ir.Effect:
    """"monstrosity N" (701.37a)."""
    need(s, "monstrosity")
    return ir.Monstrosity(quantity(s))


@prints(ir.Monstrosity)
def print_monstrosity(self: Any, e: ir.Monstrosity) -> str:
    return f"monstrosity {print_amount(e.amount)}"


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
