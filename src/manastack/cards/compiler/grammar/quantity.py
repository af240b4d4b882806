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
