"""Normalisation: an Oracle record -> units of normalised text, one per ability line.

For each Oracle line (207.1, one ability or keyword list per line, 113.2c):

- reminder text, every parenthesised span (207.2a), is removed with the whitespace it leaves;
- an ability word (207.2c) or a flavor word (207.2d) before " — " at the start of the line is
  stripped and remembered; keyword costs ("Ward—Pay 3 life"), modal headers ("Choose one —"),
  chapter and die-roll prefixes are kept;
- the card's name, its shortened name (201.5c) and "this creature", "this Aura", ... become SELF;
- each quoted ability is normalised too, as a nested unit whose own "this creature" is SELF and in
  which the outer card's name is SOURCE (201.5a: the object that granted the ability);
- modal bullets (700.2) are grouped under the line before them: one unit with a header and modes.

``text`` is the normalised text; ``original`` the Oracle line without reminder text but with names
and ability words, as the runtime shows the ability.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from . import lexicon
from .lexer import quote_spans
from .router import route

__all__ = ["NormalizedCard", "Unit", "normalize", "normalize_text", "remove_reminder_text",
           "short_names"]


def _words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``."""
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class Unit:
    """One ability line (or a modal group, or a quoted ability) after normalisation.

    ``kind`` is the router's classification (see :mod:`router`). ``ability_word`` and
    ``flavor_word`` are what was stripped from the start of the line ("Landfall", "Rope Dart").
    ``quotes`` are the quoted abilities of ``text`` in order, each a nested Unit: the i-th QUOTE
    token of ``text`` is ``quotes[i]``. ``modes`` are the modes of a modal unit (bullets, spree
    "+ {1} — ..." lines, pawprint "{P} — ..." lines), whose ``text`` is then the header ("Choose
    one —", "When SELF enters, choose one —", "Spree"). ``line`` is the index of the Oracle line
    the unit starts on."""

    text: str
    original: str
    kind: str = ""
    ability_word: str = ""
    flavor_word: str = ""
    modes: tuple[Unit, ...] = ()
    quotes: tuple[Unit, ...] = ()
    line: int = 0


@dataclass(frozen=True, slots=True)
class NormalizedCard:
    """A card's name, type line and units in Oracle order."""

    name: str
    type_line: str
    units: tuple[Unit, ...]


# ---------------------------------------------------------------------------------------------
# Reminder text (207.2a)

def remove_reminder_text(line: str) -> str:
    """The line without its parenthesised spans (nesting counted) and the spaces they leave."""
    if "(" not in line:
        return line.strip()
    out: list[str] = []
    depth = 0
    for ch in line:
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    text = re.sub(r"[ \t]{2,}", " ", "".join(out))
    text = re.sub(r" +([.,;:])", r"\1", text)
    return text.strip()


# ---------------------------------------------------------------------------------------------
# Ability words (207.2c) and flavor words (207.2d)

_PREFIX_RE: Final = re.compile(r"^(?P<prefix>[^\u2014\u2022]+?) \u2014 (?P<rest>\S.*)$", re.DOTALL)
_TITLE_WORD: Final = re.compile(r"[A-Z0-9\u00c0-\u024f][\w'\u2019.\-]*[!?,]?|&")
_SMALL: Final = _words("of the a an and to in on for with from at by or as is it its my your our their "
                        "his her vs. vs")
_CHAPTER_RE: Final = re.compile(r"^[IVX]+(?:, [IVX]+)*$")
_LOYALTY_PREFIX_RE: Final = re.compile(r"^\[[^\]]*\]: ")
_COST_PREFIX_RE: Final = re.compile(r"^[\d+\-\u2212{\[]")


def _is_title_case(prefix: str) -> bool:
    words = prefix.split()
    if not words or not _TITLE_WORD.fullmatch(words[0]):
        return False
    return all(_TITLE_WORD.fullmatch(w) or w in _SMALL for w in words[1:])


def _is_name_like(text: str) -> bool:
    """Capitalised words, possibly with small words between ("of the First Murder", "Vortex"),
    not a number or X."""
    words = text.split()
    return (any(w[:1].isupper() and len(w) > 1 for w in words)
            and all(_TITLE_WORD.fullmatch(w) or w in _SMALL for w in words))


def _is_keyword_prefix(prefix: str) -> bool:
    """Whether a line prefix is a keyword with its parameters ("Boast", "Suspend 3", "Splice onto
    Arcane"), rather than a flavor word that starts with a keyword ("Echo of the First Murder",
    "Warp Vortex")."""
    words = prefix.split()
    for n in range(min(5, len(words)), 0, -1):
        phrase = " ".join(words[:n])
        if lexicon.keyword(phrase) or lexicon.keyword(phrase.rstrip("!")):
            return not _is_name_like(" ".join(words[n:]))
    return False


def split_prefix(line: str) -> tuple[str, str, str]:
    """(ability word, flavor word, rest) for a line; the words are "" where there is none.

    A prefix is what comes before the first " — ". It is an ability word if 207.2c lists it; it
    is kept if it is a keyword with its cost ("Boast — {1}{R}: ..."), a modal or choice header, a
    cost or symbol ("+ {1} — ", "{TK}{TK} — "), a chapter number ("II — ") or a die result
    ("1 — "); otherwise, if it is a run of capitalised words, it is a flavor word (207.2d)."""
    loyalty = _LOYALTY_PREFIX_RE.match(line)
    if loyalty:  # "[−2]: Heist! — Exile ..."
        ability, flavor, rest = split_prefix(line[loyalty.end():])
        return (ability, flavor, line[:loyalty.end()] + rest) if ability or flavor else ("", "", line)
    m = _PREFIX_RE.match(line)
    if not m:
        return "", "", line
    prefix, rest = m.group("prefix"), m.group("rest")
    if lexicon.is_ability_word(prefix):
        return prefix, "", rest
    if _CHAPTER_RE.match(prefix):
        # a chapter ability may carry a flavor word of its own: "I — Chain — Exile ..."
        _, flavor, inner = split_prefix(rest)
        return "", flavor, f"{prefix} \u2014 {inner}" if flavor else line
    if (_is_keyword_prefix(prefix) or "choose" in prefix.lower() or _COST_PREFIX_RE.match(prefix)
            or not _is_title_case(prefix)):
        return "", "", line
    return "", prefix, rest


# ---------------------------------------------------------------------------------------------
# Self-references (201.5)

_TITLES: Final = _words("""
The A An Lord Lady King Queen Prince Princess Captain Sir Dame General Admiral Commander Professor
Doctor Mister Mr. Mrs. Ms. Miss Old Young Grand High Saint Master Baron Baroness Count Countess Duke
Duchess Emperor Empress Chief Elder Great Little Big Uncle Aunt Father Mother Brother Sister
Lieutenant Sergeant Major Colonel Agent Officer Judge Dr. St. Space Lucky Mighty Mad Dark
""")
_CONNECTORS: Final = _words("the of da de du del von van and in from at on to with")
_DETERMINERS: Final = _words("a an each another other target all your any no that those")

# What "this <word>" names the object by: a card type, "permanent", "spell", "card", "token", or a
# non-creature subtype ("this Aura" on a bestow creature, "this Food" in a token's ability); on a
# card also its own subtypes.
_THIS_RE: Final = re.compile(r"\b[Tt]his ([A-Za-z][\w\-]*)")
_THIS_WORDS: Final = (
    frozenset(lexicon.card_type_items() + ("permanent", "spell", "card", "token"))
    | frozenset(s for s, kind in lexicon.subtype_items()
                if kind in ("artifact", "enchantment", "land", "battle")))


def short_names(name: str, legendary: bool) -> tuple[str, ...]:
    """201.5c: the shortened names by which a card's text may refer to it.

    The part before a comma ("Isamaru" for "Isamaru, Hound of Konda"; only for a legendary card,
    or where that part is no rules term, so "Elemental, My Dear" has none); for a legendary name
    without a comma, the words before its first connector ("Arcanis" for "Arcanis the
    Omnipotent", "Jedit Ojanen" for "Jedit Ojanen of Efrava") and its first word ("Karn" for
    "Karn Liberated"), unless that word is a title or a rules term ("Sliver Queen")."""
    out: list[str] = []
    if "," in name:
        head = name.split(",")[0].strip()
        if head and (legendary or lexicon.lookup(head) is None and lexicon.subtype(head) is None):
            out.append(head)
        return tuple(out)
    if not legendary:
        return ()
    words = name.split()
    for i, w in enumerate(words[1:], 1):
        if w in _CONNECTORS:
            out.append(" ".join(words[:i]))
            break
    if len(words) >= 2:
        first = words[0]
        term = lexicon.lookup(first)
        if (first not in _TITLES and first[:1].isupper() and
                (term is None or term[0] == "SUBTYPE" and lexicon.subtype_kind(term[1]) == "planeswalker")):
            out.append(first)
    return tuple(dict.fromkeys(s for s in out if s and s != name and s not in _TITLES))


def _name_forms(name: str) -> list[str]:
    """The full names a record's text may use: each face of "A // B", without an Alchemy "A-"
    prefix, and without a parenthesised suffix ("B.O.B. (Bevy of Beebles)")."""
    forms: list[str] = []
    for face in name.split(" // "):
        for f in (face, face[2:] if face.startswith("A-") else ""):
            if f:
                forms.append(f)
                bare = remove_reminder_text(f)
                if bare and bare != f:
                    forms.append(bare)
    return list(dict.fromkeys(forms))


class _SelfRefs:
    """How one card refers to itself: its names, its shortened names and the words "this ..."
    may name it by on the card and in its quoted abilities."""

    __slots__ = ("names", "quote_in_name", "short", "this_outer")

    def __init__(self, names: tuple[str, ...], short: frozenset[str], this_outer: frozenset[str],
                 ) -> None:
        self.names = names
        self.short = short
        self.this_outer = this_outer
        self.quote_in_name = any('"' in n for n in names)

    def replace(self, text: str, quoted: bool) -> str:
        """``text`` with "this <object>" -> SELF and the card's names -> SELF, or -> SOURCE in the
        text of a quoted ability (201.5a)."""
        if self.names and any(n in text for n in self.names):
            token = "SOURCE" if quoted else "SELF"
            text = _name_pattern(self.names).sub(lambda m: self._sub(m, token), text)
        if "his " in text:
            words = _THIS_WORDS if quoted else self.this_outer
            text = _THIS_RE.sub(lambda m: "SELF" if m.group(1) in words else m.group(), text)
        return text

    def _sub(self, m: re.Match[str], name_token: str) -> str:
        found = m.group()
        text, start, end = m.string, m.start(), m.end()
        after = text[end:end + 40]
        # part of a longer name: "Nissa's Chosen", "Llanowar Elves", "Tuktuk the Returned"
        if (re.match(r"(?:'s)? (?:[A-Z]|(?:of|the) [A-Z])", after) and not re.match(r" SELF\b", after)
                and not found.endswith(".")):
            return found
        before = text[max(0, start - 40):start]
        prev = re.search(r"([\w'\-.]+) $", before)
        if prev:
            word = prev.group(1)
            head = before[:prev.start()].rstrip(" ")
            sentence_start = (not head or head[-1] in ".,:;\n\u2014\u2022\"'"
                              or word.endswith((".", "!", "?")))
            if word[:1].isupper() and not sentence_start and word not in ("SELF", "SOURCE"):
                return found  # "Ancestor's Chosen" is not a card named "Chosen"
            if found in self.short and (word == "named" or word.lower() in _DETERMINERS):
                return found  # "named Nissa's Chosen", "each Garruk you control"
        if found in self.short and re.match(r" planeswalkers?\b", after):
            return found  # "a Gideon planeswalker"
        return name_token


@functools.lru_cache(maxsize=4096)
def _name_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    alt = "|".join(re.escape(n) for n in names)
    return re.compile(rf"(?<![\w'\-])(?:{alt})(?![\w\-]|'(?!s\b))")


def _self_refs(name: str, type_line: str, legendary: bool) -> _SelfRefs:
    """The self-references of an object with this name and type line."""
    full = _name_forms(name) if name else []
    short = [s for f in full for s in short_names(f, legendary)]
    names = tuple(sorted(dict.fromkeys(full + short), key=len, reverse=True))
    subs = type_line.partition(" \u2014 ")[2]
    this_outer = _THIS_WORDS | {w for w in subs.split() if w[:1].isupper()}
    return _SelfRefs(names, frozenset(short) - set(full), frozenset(this_outer))


# ---------------------------------------------------------------------------------------------
# Quotes

def _normalize_quoted(inner: str, refs: _SelfRefs, depth: int) -> Unit:
    """A quoted ability (the text inside the quotes) as a nested unit."""
    text, quotes = _with_quotes(inner, refs, quoted=True, depth=depth + 1)
    unit = Unit(text=text, original=inner, quotes=quotes)
    return replace(unit, kind=route(unit))


def _with_quotes(text: str, refs: _SelfRefs, *, quoted: bool, depth: int = 0,
                 ) -> tuple[str, tuple[Unit, ...]]:
    """``text`` with self-references replaced outside quotes and each quoted span normalised in
    place; and the quoted spans as units (``quoted``: ``text`` is itself inside a quote)."""
    spans = quote_spans(text, nested=quoted) if depth < 4 else []
    if not spans:
        return refs.replace(text, quoted), ()
    pieces: list[str] = []
    quotes: list[Unit] = []
    last = 0
    for start, end in spans:
        pieces.append(refs.replace(text[last:start], quoted))
        mark = text[start]
        unit = _normalize_quoted(text[start + 1:end - 1], refs, depth)
        quotes.append(unit)
        pieces.append(f"{mark}{unit.text}{mark}")
        last = end
    pieces.append(refs.replace(text[last:], quoted))
    return "".join(pieces), tuple(quotes)


# ---------------------------------------------------------------------------------------------
# Units

_MODE_RE: Final = re.compile(r"^(?:\u2022\s*|\+ ?(?=\{)|(?=(?:\{P\})+ \u2014 ))")


def _is_mode_line(line: str) -> bool:
    return bool(_MODE_RE.match(line))


def _mode_body(line: str) -> str:
    return line[1:].lstrip() if line.startswith("\u2022") else line


def _make_unit(line: str, index: int, refs: _SelfRefs, spell: bool,
               modes: tuple[Unit, ...] = (), original: str | None = None) -> Unit:
    ability_word, flavor_word, rest = split_prefix(line)
    if refs.quote_in_name:  # '"Brims" Barone': the name goes before quotes are looked for
        rest = refs.replace(rest, quoted=False)
    text, quotes = _with_quotes(rest, refs, quoted=False)
    if "; " in text and not quotes and not modes and route(text.replace("; ", ", ")) == "keywords":
        text = text.replace("; ", ", ")  # older Oracle wording: "Flying; banding" (702)
    unit = Unit(text=text, original=line if original is None else original,
                ability_word=ability_word, flavor_word=flavor_word, modes=modes, quotes=quotes,
                line=index)
    return replace(unit, kind=route(unit, spell=spell))


def _units(lines: Iterable[tuple[int, str]], refs: _SelfRefs, spell: bool) -> tuple[Unit, ...]:
    """Units of the (line index, line) rows: a line followed by mode lines is one modal unit with
    that line as its header (mode lines with no line before them have an empty header)."""
    rows = list(lines)
    units: list[Unit] = []
    i = 0
    while i < len(rows):
        index, line = rows[i]
        header = "" if _is_mode_line(line) else line
        first_mode = i + 1 if header else i
        end = first_mode
        while end < len(rows) and _is_mode_line(rows[end][1]):
            end += 1
        if end == first_mode:
            units.append(_make_unit(line, index, refs, spell))
        else:
            mode_rows = rows[first_mode:end]
            modes = tuple(_make_unit(_mode_body(m), k, refs, spell) for k, m in mode_rows)
            original = "\n".join(([header] if header else []) + [m for _, m in mode_rows])
            units.append(_make_unit(header, index, refs, spell, modes=modes, original=original))
        i = end
    return tuple(units)


def _clean(text: str) -> str:
    return (text.replace("\u2019", "'").replace("\u00a0", " ").replace("\r\n", "\n")
            .replace("\r", "\n"))


def normalize_text(name: str, text: str, type_line: str = "", *, legendary: bool | None = None,
                   ) -> NormalizedCard:
    """Normalise any Oracle-style text as if printed on an object named ``name`` with the given
    type line (the parser uses this for token definitions). ``legendary`` defaults to whether the
    type line says Legendary (it decides which shortened names count, 201.5c)."""
    type_line = _clean(type_line)
    if legendary is None:
        legendary = "Legendary" in type_line.split(" \u2014 ")[0].split()
    types = type_line.split(" \u2014 ")[0].split()
    spell = bool({"Instant", "Sorcery"} & set(types)) and not {"Creature", "Artifact", "Enchantment",
                                                               "Land", "Planeswalker", "Battle"} & set(types)
    refs = _self_refs(_clean(name), type_line, legendary)
    lines = []
    for index, raw in enumerate(_clean(text).split("\n")):
        line = remove_reminder_text(raw)
        if line:
            lines.append((index, line))
    return NormalizedCard(name=name, type_line=type_line, units=_units(lines, refs, spell))


def normalize(record: Mapping[str, Any]) -> NormalizedCard:
    """Normalise an Oracle record (keys ``name``, ``type``, ``text``, ``supertypes``)."""
    supertypes = record.get("supertypes") or []
    return normalize_text(record.get("name") or "", record.get("text") or "", record.get("type") or "",
                          legendary="Legendary" in supertypes)
