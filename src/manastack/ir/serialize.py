"""IR to and from JSON-compatible data: ``{"node": "DealDamage", "amount": 3, "to": {...}}``.

Tuples and frozensets become lists (frozensets sorted); derived fields (``init=False``) are left
out and recomputed on load.
"""

from __future__ import annotations

import functools
from dataclasses import MISSING, fields
from typing import Any

from .node import NODE_TYPES, Node


def to_json(value: Any) -> Any:
    """``value`` (a node, a tuple/frozenset of them, or a plain value) as JSON-compatible data.
    Fields left at their default values are omitted."""
    if isinstance(value, Node):
        out: dict[str, Any] = {"node": type(value).__name__}
        for f in fields(value):  # type: ignore[arg-type]
            if not f.init:
                continue
            v = getattr(value, f.name)
            default = f.default if f.default is not MISSING else (
                f.default_factory() if f.default_factory is not MISSING else MISSING)
            if default is not MISSING and v == default:
                continue
            out[f.name] = to_json(v)
        return out
    if isinstance(value, frozenset):
        return sorted((to_json(v) for v in value), key=repr)
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    return value


def from_json(data: Any) -> Any:
    """The IR that :func:`to_json` produced (raises ValueError for an unknown node)."""
    if isinstance(data, dict):
        name = data.get("node")
        cls = NODE_TYPES.get(name) if isinstance(name, str) else None
        if cls is None:
            raise ValueError(f"unknown IR node {name!r}")
        hints = _hints(cls)
        kwargs = {k: _convert(from_json(v), hints.get(k)) for k, v in data.items() if k != "node"}
        return cls(**kwargs)
    if isinstance(data, list):
        return [from_json(v) for v in data]
    return data


@functools.cache
def _hints(cls: type) -> dict[str, str]:
    """Each field's annotation as written (a string: the IR modules postpone annotations)."""
    return {f.name: str(f.type) for f in fields(cls)}  # type: ignore[arg-type]


def _convert(value: Any, hint: str | None) -> Any:
    """Lists back to the tuple or frozenset the field's type names."""
    if not isinstance(value, list) or hint is None:
        return value
    if hint.startswith("frozenset"):
        return frozenset(value)
    return tuple(tuple(v) if isinstance(v, list) else v for v in value)
