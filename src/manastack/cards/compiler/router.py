"""The line router: what shape a normalised unit has, as a hint for the parser.

Kinds, tried in this order (precision matters more than recall; a unit that fits none is
"static" on a permanent and "spell" on an instant or sorcery):

- ``modal``: a header with bulleted modes (700.2);
- ``chapter``: a chapter ability, "I — ..." or "II, III — ..." (714.2);
- ``table``: a row of a die-roll table, "1—14 | ..." or "15+ | ..." (706.2);
- ``activated``: "cost: effect" (602.1), loyalty abilities "[+1]: ..." (606), keyword-led ones
  ("Boast — {1}{R}: ...", "Exhaust — ...");
- ``triggered``: starts with When, Whenever or At (603.1);
- ``keywords``: a list of keyword abilities with their parameters (702): "Flying, vigilance",
  "Equip {2}", "Enchant creature", "Protection from black", "Ward—Pay 3 life.", "Crew 3";
- ``replacement``: "would ... instead", "skip" (614.1a-b), "enters tapped", "enters with",
  "As SELF enters" (614.1c-d, 614.12), prevention (615) on permanents;
- ``static``: other abilities of permanents (604), and rules about the spell itself on an instant
  or sorcery ("This spell costs {1} less to cast");
- ``spell``: the effect of an instant or sorcery (the default there).
"""

from __future__ import annotations

import re
from typing import Final, Protocol

from .lexer import LexError, Token, lex

__all__ = ["KINDS", "route"]

KINDS: Final = ("modal", "chapter", "table", "activated", "triggered", "keywords", "replacement",
                "static", "spell")


class _UnitLike(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def modes(self) -> tuple[object, ...]: ...


_CHAPTER_RE: Final = re.compile(r"^[IVX]+(?:, [IVX]+)* \u2014 ")
_TABLE_RE: Final = re.compile(r"^\d+(?:[\u2014\u2013\u2212-]\d+|\+)? ?(?:\||\u2014 )")
_TRIGGER_RE: Final = re.compile(r"^(?:When|Whenever|At)\b")
_REPLACEMENT_RES: Final = (
    re.compile(r"\bwould\b.*\binstead\b", re.DOTALL),
    re.compile(r"\binstead\b.*\bwould\b", re.DOTALL),
    re.compile(r"\benters? (?:the battlefield )?(?:tapped|with|as)\b"),
    re.compile(r"\bAs SELF (?:enters|is turned face up)\b"),
    re.compile(r"\bskips?\b"),
    re.compile(r"^(?:Prevent|If .* would .*, prevent)\b.*\bwould\b", re.DOTALL),
    re.compile(r"\bdamage that would be dealt\b.*\bprevent", re.DOTALL),
)
_SPELL_STATIC_RE: Final = re.compile(
    r"^(?:SELF (?:costs|can't|can be|has|is)\b|As an additional cost to cast SELF\b|"
    r"You may cast SELF\b|This spell\b|SELF (?:gets|deals)? ?\w* ?(?:less|more) to cast|"
    r"You may [^.]* rather than pay SELF's mana cost\.$)")  # 118.9

def _words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``."""
    return frozenset(text.split())


# Words a keyword list never has: a sentence that starts with a keyword ("Flying creatures can't
# block SELF") is not a keyword line.
_VERBS: Final = _words("""
get gets have has can can't deal deals is are gain gains lose loses become becomes attack attacks
block blocks may must enter enters die dies draw draws cast put puts return returns create creates
cost costs activate abilities ability that
""")
# Words that continue a keyword's parameter list after a comma: "Enchant artifact, creature, or
# planeswalker", "Hexproof from artifacts, creatures, and enchantments", "Equip Shaman, Warlock, or
# Wizard {1}".
_LIST_KINDS: Final = frozenset(("TYPE", "SUBTYPE", "SUPERTYPE", "COLOR", "MANA", "NUMBER"))
_LIST_WORDS: Final = frozenset(("or", "and", "from", "non", "and/or"))
# What may follow a keyword in a keyword line (its parameter): costs, numbers, "from ...",
# "with ...", "for ...", a quality ("Enchant creature you control", "Affinity for artifacts").
_PARAM_KINDS: Final = frozenset(("MANA", "NUMBER", "TYPE", "SUBTYPE", "SUPERTYPE", "COLOR", "WORD",
                                 "TAP", "UNTAP", "SYMBOL", "SELF", "KEYWORD", "PT", "POSS"))
# Keywords followed by " — " and an ability that the keyword gates or grants (702.158, 702.178,
# 702.186, 702.159): they are not keyword lines.
_GATED_STATIC: Final = frozenset(("max speed", "\u221e", "solved", "station"))
_GATED_TRIGGER: Final = frozenset(("visit",))


def _top_level_colon(tokens: tuple[Token, ...]) -> int:
    """Index of the first ':' token, or -1."""
    for i, t in enumerate(tokens):
        if t.kind == "PUNCT" and t.value == ":":
            return i
    return -1


def _split_items(tokens: tuple[Token, ...]) -> list[list[Token]]:
    """The comma- or semicolon-separated items of a keyword line. After a keyword's " —" or "—"
    the rest is its cost ("Escape—{3}{B}{B}, Exile four other cards"), after "partner with" a
    name, after "where" a definition of X: none of them is split."""
    items: list[list[Token]] = [[]]
    rest_is_one = False
    for t in tokens:
        item = items[-1]
        if not rest_is_one and t.kind == "PUNCT" and t.value in (",", ";"):
            items.append([])
            continue
        if item and item[0].kind == "KEYWORD" and (
                t.kind == "PUNCT" and t.value == "\u2014"
                or t.kind == "WORD" and t.value == "with" and item[0].value == "partner"):
            rest_is_one = True
        item.append(t)
    return items


def _is_keyword_item(item: list[Token]) -> bool:
    if not item:
        return False
    i = 0
    # "basic landcycling", "snow swampwalk", "artifact landwalk"
    while i < len(item) and item[i].kind in ("SUPERTYPE", "TYPE") and i < 2:
        i += 1
    if i >= len(item) or item[i].kind != "KEYWORD":
        return False
    rest = item[i + 1:]
    if rest and rest[-1].kind == "PUNCT" and rest[-1].value == ".":
        rest = rest[:-1]
    if item[i].value == "partner" and rest and rest[0].value == "with":
        return True
    for t in rest:
        if t.kind == "PUNCT" and t.value == "\u2014":
            return True  # "Ward—Pay 3 life.", "Reinforce 1—{1}{W}": a cost follows
        if t.kind not in _PARAM_KINDS:
            return False
        if t.kind == "WORD" and t.value in _VERBS:
            return False
    return True


def _is_list_item(item: list[Token]) -> bool:
    """A continuation of the previous keyword's parameter list."""
    if item and item[-1].kind == "PUNCT" and item[-1].value == ".":
        item = item[:-1]
    return bool(item) and all(t.kind in _LIST_KINDS or t.kind == "WORD" and t.value in _LIST_WORDS
                              for t in item)


def _is_keyword_line(tokens: tuple[Token, ...]) -> bool:
    items = _split_items(tokens)
    if not items[-1]:
        return False
    if not _is_keyword_item(items[0]):
        return False
    for prev, item in zip(items, items[1:], strict=False):
        if _is_keyword_item(item):
            continue
        if item[0].kind == "WORD" and item[0].value == "where" and any(
                t.kind == "NUMBER" and t.value == "X" for t in prev):
            return True  # "Mobilize X, where X is ..."
        if not _is_list_item(item):
            return False
    return True


def route(unit: _UnitLike | str, *, spell: bool = False) -> str:
    """The kind of a unit (see the module doc). ``spell``: the unit is on an instant or sorcery.

    Accepts a :class:`~manastack.cards.compiler.normalize.Unit` or a normalised text. A unit
    that cannot be lexed is classified by its text alone."""
    if isinstance(unit, str):
        text, modes = unit, ()
    else:
        text, modes = unit.text, unit.modes
    if modes:
        return "modal"
    if _CHAPTER_RE.match(text):
        return "chapter"
    if _TABLE_RE.match(text):
        return "table"
    try:
        tokens = lex(text)
    except LexError:
        tokens = ()
    if len(tokens) > 1 and tokens[0].kind == "LOYALTY" and tokens[1].value == ":":
        return "activated"
    first = tokens[0] if tokens else None
    dash = (len(tokens) > 2 and first is not None and first.kind == "KEYWORD"
            and tokens[1].kind == "PUNCT" and tokens[1].value == "\u2014"
            and text[tokens[1].pos - 1:tokens[1].pos] == " ")
    colon = _top_level_colon(tokens)
    if colon > 0 and not _TRIGGER_RE.match(text):
        cost = text[:tokens[colon].pos]
        if "." not in cost and len(cost) < 160 and not (dash and first and first.value in _GATED_STATIC):
            return "activated"
    if dash and first is not None:
        if first.value in _GATED_STATIC:
            return "static"
        if first.value in _GATED_TRIGGER:
            return "triggered"
    if _TRIGGER_RE.match(text):
        return "triggered"
    if tokens and _is_keyword_line(tokens):
        return "keywords"
    if spell:
        return "static" if _SPELL_STATIC_RE.match(text) else "spell"
    if any(r.search(text) for r in _REPLACEMENT_RES):
        return "replacement"
    return "static"
