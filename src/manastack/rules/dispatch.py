"""Tables of rules keyed by IR node type: the one way behaviour is attached to the IR's data."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F")


def registers(table: dict[type, F], *nodes: type) -> Callable[[F], F]:
    """A decorator entering the decorated function in ``table`` under each node type::

        @registers(QUANTITIES, ir.XValue)
        def _x(game, ctx, q): return ctx.x
    """
    def register(fn: F) -> F:
        for node in nodes:
            table[node] = fn
        return fn
    return register


def rules_for(table: dict[type, F], node: object, what: str) -> F:
    """The rules ``table`` has for ``node``'s type; NotImplementedError naming the node if none
    (a card using it is refused beforehand, see ``rules/support.py``)."""
    found = table.get(type(node))
    if found is None:
        raise NotImplementedError(f"no rules for the {what} {type(node).__name__}")
    return found
