"""The base of every IR node: a frozen dataclass that is pure data.

IR nodes are printable (``repr``), comparable (``==`` is structural), hashable and serialisable
to JSON (:mod:`.serialize`). They have no behaviour: what a node *does* in a game lives in the
rules engine's handlers, keyed by the node's type.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields, replace
from typing import Any, TypeVar

R = TypeVar("R")

NODE_TYPES: dict[str, type[Node]] = {}
"""Every IR node class by name (for deserialisation and for listing the vocabulary)."""


class Node:
    """An IR node. Subclasses are ``@dataclass(frozen=True, slots=True)``."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        NODE_TYPES[cls.__name__] = cls  # the last: @dataclass(slots=True) makes a new class

    def children(self) -> Iterator[Any]:
        """The node's field values, in declaration order (tuples are not flattened)."""
        for name in field_names(type(self)):
            yield getattr(self, name)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    """The names of a node class's fields, in declaration order (looked up once per class)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    return names


_CONTAINERS = (tuple, list, frozenset)


def walk(value: Any) -> Iterator[Node]:
    """Every node in ``value`` (a node, or a tuple/frozenset of them), depth first, parents first."""
    stack = [value]
    pop, push = stack.pop, stack.extend
    while stack:
        item = pop()
        if isinstance(item, Node):
            yield item
            names = _FIELD_NAMES.get(type(item)) or field_names(type(item))
            push([getattr(item, n) for n in reversed(names)])
        elif isinstance(item, _CONTAINERS):
            push(reversed(item) if isinstance(item, tuple | list) else list(item)[::-1])


def rebuild(value: Any, fn: Callable[[Node], Node | None],
            into: Callable[[Node], bool] = lambda node: True) -> Any:
    """``value`` (a node, or a tuple of them) with each node that ``fn`` returns a replacement
    for replaced, the others rebuilt from their rebuilt fields; the insides of a node for which
    ``into`` is false are left as they are. Unchanged parts are returned as they were."""
    if isinstance(value, Node):
        new = fn(value)
        if new is not None:
            return new
        if not into(value):
            return value
        changes = {}
        for f in fields(value):  # type: ignore[arg-type]
            if f.init:
                old = getattr(value, f.name)
                rebuilt = rebuild(old, fn, into)
                if rebuilt is not old:
                    changes[f.name] = rebuilt
        return replace(value, **changes) if changes else value  # type: ignore[type-var]
    if isinstance(value, tuple):
        items = tuple(rebuild(v, fn, into) for v in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    return value


def by_identity(limit: int) -> Callable[[Callable[[Any], R]], Callable[[Any], R]]:
    """Remember a function of one IR node by the node's identity (the IR is immutable; a node is
    kept with its answer so its id stays its own), forgetting all after ``limit`` answers. For
    questions asked at every event about long-lived card definitions."""
    def wrap(fn: Callable[[Any], R]) -> Callable[[Any], R]:
        kept: dict[int, tuple[Any, R]] = {}

        def remembered(node: Any) -> R:
            found = kept.get(id(node))
            if found is not None and found[0] is node:
                return found[1]
            if len(kept) > limit:
                kept.clear()
            answer = fn(node)
            kept[id(node)] = (node, answer)
            return answer

        remembered.__doc__ = fn.__doc__
        remembered.__name__ = fn.__name__
        return remembered
    return wrap
