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


# ---- overload (702.96a) ---------------------------------------------------------------------


def _each(target: ir.Target) -> ir.ObjRef | ir.PlayerRef | None:
    """What "target [phrase]" says once "target" is changed to "each" (702.96a): "each
    creature you don't control", "each player", "each opponent"; None where the engine has no
    such reading (a phrase naming objects and players, a count, "up to", divided amounts)."""
    if target.count != 1 or target.up_to or target.any_number or target.ability or \
            target.divided or target.shares_type_with >= 0:
        return None
    if target.objects is not None and target.players is None:
        return ir.Each(target.objects, word="each")
    if target.players is not None and target.objects is None:
        if isinstance(target.players.who, ir.AnyPlayer):
            return ir.EachPlayer()
        if isinstance(target.players.who, ir.Opponent):
            return ir.EachOpponent()
    return None


def overload_problem(spell: ir.SpellAbility | None) -> str:
    """What about changing "target" to "each" in ``spell`` has no rules yet, or ""."""
    if spell is None or not spell.targets:
        return "no rules for overload on a spell without targets (702.96a)"
    if isinstance(spell.effect, ir.Modal) or any(_each(t) is None for t in spell.targets):
        return "no rules for overload with this target phrase (702.96a)"
    return ""


def overloaded(spell: ir.SpellAbility) -> ir.SpellAbility:
    """702.96a-b: the spell ability of a spell whose overload cost was paid: every "target"
    becomes "each", so it has no targets and affects every object (player) the phrase
    describes as it resolves."""
    each = [_each(t) for t in spell.targets]

    def visit(value: Any) -> Any:
        if isinstance(value, tuple):
            items = tuple(visit(v) for v in value)
            return value if all(a is b for a, b in zip(items, value, strict=True)) else items
        if isinstance(value, ir.Targeted):
            return each[value.index]
        if not isinstance(value, ir.Node) or isinstance(value, ir.TokenSpec):
            return value
        new = {f.name: changed for f in fields(value) if f.init  # type: ignore[arg-type]
               if (changed := visit(old := getattr(value, f.name))) is not old}
        return replace(value, **new) if new else value  # type: ignore[type-var]

    return replace(spell, effect=visit(spell.effect), targets=(),
                   text=re.sub(r"\b([Tt])arget\b", lambda m: "Each" if m[1] == "T" else "each",
                               spell.text))


AWAKEN_TARGET = ir.Target(ir.Selector(ir.And((ir.CardType("Land"), ir.ControlledBy(ir.You())))))
""""target land you control" (702.113a)."""


def awakened(spell: ir.SpellAbility, number: int) -> ir.SpellAbility:
    """702.113a-b: the spell ability of a spell whose awaken cost was paid gains "put N +1/+1
    counters on target land you control. That land becomes a 0/0 Elemental creature with haste.
    It's still a land." after its own effect, with one more target, chosen only when the cost
    is paid (702.113b)."""
    land = ir.Targeted(len(spell.targets))
    effect = ir.Seq((spell.effect, ir.PutCounters("+1/+1", number, land),
                     ir.Becomes(land, add_types=frozenset({"Creature"}), add_subtypes=(
                         "Elemental",), set_pt=(0, 0), duration=ir.Indefinitely()),
                     ir.Pump(land, keywords=("haste",), duration=ir.Indefinitely())))
    return replace(spell, effect=effect, targets=(*spell.targets, AWAKEN_TARGET),
                   text=f"{spell.text} Put {number} +1/+1 counters on target land you control. "
                        "That land becomes a 0/0 Elemental creature with haste. It's still a land.")
