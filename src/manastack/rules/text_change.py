"""Text-changing effects (612, layer 3): "replace all instances of one color word with another"
(Sleight of Mind) and "one basic land type with another" (Magical Hack).

Card abilities are IR data, so changing a word means rewriting the nodes where that word is used
as a color word or a land type (612.2): ``Color`` and ``Subtype`` predicates, the colors and
subtypes continuous effects set or add, "protection from [color]" keywords, and the rules text
shown. Mana symbols, names, token definitions and everything else stay as they are.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import Any

from .. import ir

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
"""The color words and the color each one names (105.1)."""

_SUBTYPE_FIELDS = frozenset({"add_subtypes", "set_subtypes"})

Changes = tuple[tuple[str, str], ...]
"""Word replacements in timestamp order, e.g. (("white", "black"),) or (("Plains", "Island"),)."""

_memo: dict[tuple[int, Changes], tuple[Any, Any]] = {}


def rewrite(value: Any, changes: Changes) -> Any:
    """``value`` (an ability, effect, filter ... ) with the words changed where they are used
    as color words or land types (612.2); the same object if nothing changes."""
    key = (id(value), changes)
    found = _memo.get(key)
    if found is not None and found[0] is value:
        return found[1]
    result = _rewrite(value, changes)
    _memo[key] = (value, result)  # the original is kept alive, so its id stays its own
    return result


def _rewrite(value: Any, changes: Changes) -> Any:
    if isinstance(value, tuple):
        items = tuple(_rewrite(v, changes) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if not isinstance(value, ir.Node) or isinstance(value, ir.TokenSpec):
        return value
    new: dict[str, Any] = {}
    for f in fields(value):  # type: ignore[arg-type]
        if not f.init:
            continue  # derived from the other fields (a cost's summary)
        old = getattr(value, f.name)
        if isinstance(value, ir.Color) and f.name == "color":
            changed = "".join(colors(frozenset(old), changes))
        elif isinstance(value, ir.Subtype) and f.name == "name":
            changed = subtypes((old,), changes)[0]
        elif f.name == "set_colors" and old:
            changed = colors(old, changes)
        elif f.name in _SUBTYPE_FIELDS and old:
            changed = subtypes(old, changes)
        elif f.name == "text" and isinstance(old, str):
            changed = text(old, changes)
        elif f.name in ("keywords", "add_keywords") and old:
            changed = keywords(old, changes)
        else:
            changed = _rewrite(old, changes)
        if changed is not old and (isinstance(old, ir.Node | tuple) or changed != old):
            new[f.name] = changed  # nodes compare without their text: identity tells
    return replace(value, **new) if new else value  # type: ignore[type-var]


def colors(value: frozenset[str], changes: Changes) -> frozenset[str]:
    """Color letters with each changed color word applied in order."""
    for old, new in changes:
        if old in COLOR_WORDS and COLOR_WORDS[old] in value:
            value = (value - {COLOR_WORDS[old]}) | {COLOR_WORDS[new]}
    return value


def keywords(value: Any, changes: Changes) -> Any:
    """Keywords (a frozenset, or a tuple in printed order) with color words changed where they
    name a quality ("protection from black", 702.16a)."""
    for old, new in changes:
        before, after = f"protection from {old}", f"protection from {new}"
        if old in COLOR_WORDS and before in value:
            value = type(value)(after if k == before else k for k in value)
    return value


def subtypes(value: Any, changes: Changes) -> Any:
    """Land types (a tuple or a frozenset) with each change applied in order."""
    for old, new in changes:
        if old not in COLOR_WORDS and old in value:
            value = type(value)(new if s == old else s for s in value)
    return value


def text(value: str, changes: Changes) -> str:
    """The rules text with whole words replaced, keeping their capitals ("Swamp", "swampwalk")."""
    for old, new in changes:
        def swap(m: re.Match[str], new: str = new) -> str:
            word = m.group(0)
            return new.capitalize() if word[0].isupper() else new.lower()

        value = re.sub(rf"\b{old}(?=walk\b|s?\b)", swap, value, flags=re.IGNORECASE)
    return value
