"""A canonical form of IR for comparing meaning: the parts of ``And`` and ``Or`` flattened and
put in one order, nested sequences flattened. Two phrasings of the same description
("nonblack creature", "creature that isn't black") then compare equal; presentation hints are
never compared anyway."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from .effects import Seq
from .node import Node
from .select import And, Or


def canonical(value: Any) -> Any:
    """``value`` (a node, a tuple of nodes or a plain value) in canonical form."""
    if isinstance(value, tuple):
        return tuple(canonical(v) for v in value)
    if not isinstance(value, Node):
        return value
    changes = {f.name: canonical(getattr(value, f.name))
               for f in fields(value) if f.init and f.compare}  # type: ignore[arg-type]
    node = replace(value, **changes)  # type: ignore[type-var]
    if isinstance(node, And | Or):
        kind = type(node)
        flat: list[Any] = []
        for part in node.parts:
            flat += part.parts if isinstance(part, kind) else [part]
        parts = tuple(sorted(set(flat), key=sort_key))
        return parts[0] if len(parts) == 1 else kind(parts)
    if isinstance(node, Seq):
        flat_effects: list[Any] = []
        for e in node.effects:
            flat_effects += e.effects if isinstance(e, Seq) else [e]
        return Seq(tuple(flat_effects))
    return node


def sort_key(value: Any) -> str:
    """A stable order for nodes, from their compared fields only."""
    if isinstance(value, Node):
        inner = ",".join(f"{f.name}={sort_key(getattr(value, f.name))}"
                         for f in fields(value) if f.compare)  # type: ignore[arg-type]
        return f"{type(value).__name__}({inner})"
    if isinstance(value, tuple | frozenset):
        items = [sort_key(v) for v in value]
        return "(" + ",".join(sorted(items) if isinstance(value, frozenset) else items) + ")"
    return repr(value)
