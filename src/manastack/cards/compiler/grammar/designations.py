"""Player designations: "you become the monarch", "target opponent becomes the monarch"
(724.1); the conditions "you're the monarch", "an opponent is the monarch", "defending player
is the monarch", "there is no monarch" (724); "the Ring tempts you" (701.54a)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import conditions, verbs
from .effects import prints
from .players import player_ref


@verbs.player_verb
def become_monarch(s: Stream, env: Any, who: ir.PlayerRef, third: bool) -> ir.Effect:
    """"[player] become(s) the monarch" (724.1)."""
    if not s.word("becomes" if third else "become", "the", "monarch"):
        raise NoParse
    return ir.BecomeMonarch(who)


@verbs.clause
def ring_tempts(s: Stream, env: Any) -> ir.Effect:
    """"the Ring tempts you" (701.54a)."""
    if not s.word("the", "ring", "tempts", "you"):
        raise NoParse
    return ir.RingTempts(ir.You())


@prints(ir.RingTempts)
def print_ring_tempts(self: Any, e: ir.RingTempts) -> str:
    if not isinstance(e.who, ir.You):
        raise ValueError(f"can't print {e!r}")
    return "the Ring tempts you"


@prints(ir.BecomeMonarch)
def print_become_monarch(self: Any, e: ir.BecomeMonarch) -> str:
    return self._subject(e.who, "become", "becomes") + " the monarch"


def _is_monarch(s: Stream, env: Any) -> ir.Condition:
    """"you're the monarch", "you are the monarch", "[player] is the monarch", "there is no
    monarch" (724)."""
    if s.word("there", "is", "no", "monarch"):
        return ir.NotCond(ir.IsMonarch(None))
    word = ""
    who: ir.PlayerRef
    if s.word("you're"):
        who = ir.You()
    elif s.word("you", "are"):
        who, word = ir.You(), "you are"
    elif s.word("an", "opponent", "is"):
        who = ir.EachOpponent()
    else:
        who = player_ref(s, env)
        if isinstance(who, ir.You) or not s.word("is"):
            raise NoParse
    if not s.word("the", "monarch"):
        raise NoParse
    return ir.IsMonarch(who, word)


conditions.EXTRA.append(_is_monarch)


def _print_is_monarch(c: ir.Condition, printer: Any) -> str:
    if isinstance(c, ir.NotCond) and isinstance(c.part, ir.IsMonarch) and c.part.who is None:
        return "there is no monarch"
    if not isinstance(c, ir.IsMonarch) or c.who is None:
        raise ValueError(f"can't print the condition {c!r}")
    if isinstance(c.who, ir.You):
        return (c.word or "you're") + " the monarch"
    if isinstance(c.who, ir.EachOpponent):
        return "an opponent is the monarch"
    return f"{printer.player(c.who)} is the monarch"


conditions.EXTRA_PRINTERS[ir.IsMonarch] = _print_is_monarch
