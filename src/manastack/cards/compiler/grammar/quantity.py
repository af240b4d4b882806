"""Quantities: "two", "3", "X", "a" (107.1, 107.3)."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import WORDS_OF, number


def quantity(s: Stream) -> ir.Quantity:
    """A number in an effect: digits, a number word, "a"/"an", or X."""
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and tok.value == "X":
        s.i += 1
        return ir.XValue()
    return number(s)


def count_of(s: Stream, env) -> ir.Quantity:  # noqa: ANN001 - bind.Env
    """"the number of [objects]" (a count of a selector) or "the number of [kind] counters on
    [object]"."""
    from .objects import noun_phrase, object_ref

    if not s.word("the", "number", "of"):
        raise NoParse
    tok = s.peek()
    if tok is not None and (tok.kind == "PT" or tok.kind == "WORD") and s.is_word(
            "counters", "on", k=1):
        kind = "/".join(tok.value) if tok.kind == "PT" else str(tok.value)
        s.i += 3
        return ir.CountersOn(object_ref(s, env), kind)
    np = noun_phrase(s, env)
    if not np.plural:
        raise NoParse
    return ir.Count(np.selector)


def print_quantity(q: ir.Quantity, printer) -> str:  # noqa: ANN001 - printer.Printer
    """A quantity written out: "the number of Swamps you control", "the number of charge
    counters on SELF"."""
    if isinstance(q, ir.Count):
        return "the number of " + printer.noun_phrase(q.what, plural=True)
    if isinstance(q, ir.CountersOn):
        return f"the number of {q.kind} counters on {printer.obj(q.obj)}"
    if isinstance(q, int | ir.XValue):
        return print_amount(q)
    raise ValueError(f"can't print the quantity {q!r}")


def print_count(n: ir.Quantity, *, article: str = "a") -> str:
    """A count of things: "a" (or "an"), "two", "X", "21"."""
    if isinstance(n, ir.XValue):
        return "X"
    if isinstance(n, int):
        if n == 1:
            return article
        return WORDS_OF.get(n, str(n))
    raise ValueError(f"can't print the count {n!r}")


def print_amount(n: ir.Quantity) -> str:
    """An amount of damage or life: digits or X."""
    if isinstance(n, ir.XValue):
        return "X"
    if isinstance(n, int):
        return str(n)
    raise ValueError(f"can't print the amount {n!r}")


__all__ = ["NoParse", "print_amount", "print_count", "quantity"]
