"""The lexer: a normalised unit of Oracle text (see :mod:`normalize`) -> tokens.

One master regular expression reads the text left to right; every character belongs to a token or
is whitespace, and anything else raises :class:`LexError` with its position. Token kinds:

======== ========================================================= ===============================
kind     what                                                      value
======== ========================================================= ===============================
WORD     an ordinary word, apostrophes inside kept ("can't")       the word in lower case
POSS     possessive "'s", or "'" after a plural ("opponents'")     "'s" or "'"
NUMBER   digits, number words, X/Y/Z (107.3)                       int, or "X" / "Y" / "Z"
MANA     a run of mana symbols, "{2}{G}{G}" (107.4)                the exact text
TAP      {T} (107.5)                                               "{T}"
UNTAP    {Q} (107.6)                                               "{Q}"
SYMBOL   other braces: {E} energy, {TK} ticket, {P} paw, ...       the exact text
PT       "+1/+1", "-2/-0", "X/X", "*/*"                            (power, toughness) as text
LOYALTY  "[+1]", "[−2]", "[0]", "[−X]" (606; U+2212 is a minus)    int, or "-X" / "+X" / "X"
SELF     the object the text is on (see normalize)                 "SELF"
SOURCE   in a quoted ability, the object that granted it (201.5a)  "SOURCE"
QUOTE    a quoted ability or phrase, "..." or nested '...'         the text inside the quotes
PUNCT    , . : ; — – • " ' ! ? | + - & / [ ] (cleave, 702.148)     the character
TYPE     a card type, any case, plural too (205.2a)                "Creature" (plural flag)
SUPERTYPE a supertype (205.4a)                                     "Legendary"
SUBTYPE  a capitalised subtype or its plural (205.3)               "Elf" (plural flag)
COLOR    a colour word (105.1), "colorless", "multicolored"        "black"
KEYWORD  a keyword ability (702), multiword ones as one token      "first strike"
======== ========================================================= ===============================

"non" before a type, subtype, supertype, colour or a few other words ("nonland", "non-Human",
"nontoken") is a WORD "non" followed by the lexed rest of the word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from . import lexicon

__all__ = ["DQUOTE_RE", "SQUOTE_RE", "LexError", "Token", "lex", "quote_spans"]

TokenValue = str | int | tuple[str, str]


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its kind, the text as written, the normalised value and the character offset in
    the unit text. ``plural`` is set on TYPE and SUBTYPE tokens read from a plural form.
    ``reads`` is every word the token reads as (see :func:`readings`), for the parser's tests."""

    kind: str
    text: str
    value: TokenValue
    pos: int
    plural: bool = False
    reads: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "reads", readings(self.kind, self.text, self.value))


@lru_cache(maxsize=65536)
def readings(kind: str, text: str, value: TokenValue) -> frozenset[str]:
    """The words a token reads as: its value ("creature" for TYPE Creature) and, for a token
    that isn't a plain word, its value and its text in lower case ("creatures")."""
    if not isinstance(value, str):
        return frozenset() if kind == "WORD" else frozenset({text.lower()})
    if kind == "WORD":
        return frozenset({value})
    return frozenset({value, value.lower(), text.lower()})


class LexError(ValueError):
    """A character the lexer has no token for."""

    def __init__(self, text: str, pos: int, message: str) -> None:
        super().__init__(f"{message} at {pos}: {text[max(0, pos - 20):pos]}\u2038{text[pos:pos + 20]}")
        self.text = text
        self.pos = pos
        self.message = message


#: A double-quoted span; Oracle text nests quotes as '...' inside "...".
DQUOTE_RE: Final = re.compile(r'"[^"]*"')
#: A single-quoted span (a quote inside a quote): opens before a capital, brace or bracket, closes
#: at an apostrophe not followed by a letter; apostrophes inside words ("it's") are kept.
SQUOTE_RE: Final = re.compile(r"(?<![\w'])'(?=[A-Z{\[])(?:[^'\n]|'(?=\w))*'(?!\w)")

def _words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``."""
    return frozenset(text.split())


_CONTRACTIONS: Final = _words("""
can't don't doesn't didn't isn't aren't wasn't weren't hasn't haven't hadn't couldn't wouldn't
shouldn't won't mustn't it's that's there's what's who's here's let's he's she's i'm you're they're
we're you've they've we've i've you'll they'll it'll we'll i'll i'd you'd they'd we'd
""")

#: Words that "non" prefixes besides lexicon terms ("nontoken", "noncombat", "non-outlaw").
_NON_WORDS: Final = _words("""
token tokens combat attacking blocking commander historic outlaw mana permanent permanents spell
spells card cards
""")

# "[" and "]" enclose the words that cleave removes (702.148) when they are no loyalty cost.
_PUNCT: Final = ",.:;\u2014\u2013\u2022\"'!?|+-\u2212&/[]"


def _multiword_pattern() -> str:
    parts = []
    for phrase, _kind, _value, case_sensitive in lexicon.MULTIWORD_TERMS:
        body = r"\s+".join(re.escape(w) for w in phrase.split())
        parts.append(body if case_sensitive else f"(?i:{body})")
    return "|".join(parts)


_MANA_SYMBOL: Final = r"\{(?:[WUBRGCSXYZH]|\d+|½|∞|(?:[WUBRGC]|2)/[WUBRGP](?:/P)?|H[WUBRG])\}"

_MASTER: Final = re.compile(
    rf"""
    (?P<ws>\s+)
  | (?P<quote>"[^"]*"|{SQUOTE_RE.pattern})
  | (?P<loyalty>\[[+\-\u2212]?(?:\d+|X)\])
  | (?P<mana>(?:{_MANA_SYMBOL})+)
  | (?P<tap>\{{T\}})
  | (?P<untap>\{{Q\}})
  | (?P<symbol>\{{[^{{}}\s]*\}})
  | (?P<pt>(?<![\w/+\-\u2212])[+\-\u2212]?(?:\d+|[XYZ*])/[+\-\u2212]?(?:\d+|[XYZ*])(?![\w/]))
  | (?P<self>(?<!\w)(?:SELF|SOURCE)(?!\w))
  | (?P<multi>(?<![\w'\-])(?:{_multiword_pattern()})(?![\w\-]))
  | (?P<number>(?<!\w)[+\-\u2212]?(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?!\d))
  | (?P<andor>(?<!\w)(?i:and/or)(?!\w))
  | (?P<word>[^\W\d_][\w\-]*(?:'[\w\-]+)*(?:'(?![\w]))?)
  | (?P<poss>'s(?!\w))
  | (?P<punct>[{re.escape(_PUNCT)}])
  | (?P<error>.)
    """,
    re.VERBOSE | re.DOTALL,
)

_MULTI_VALUES: Final = {
    (phrase if cs else phrase.lower()): (kind, value)
    for phrase, kind, value, cs in lexicon.MULTIWORD_TERMS
}

# word -> tokens as (kind, text, value, offset, plural), memoised: the vocabulary is small.
_WordParts = tuple[tuple[str, str, TokenValue, int, bool], ...]
_WORD_CACHE: dict[str, _WordParts] = {}


def _classify(word: str) -> tuple[str, TokenValue, bool]:
    """A single word with no possessive: (kind, value, plural)."""
    if word in ("X", "Y", "Z"):
        return "NUMBER", word, False
    term = lexicon.lookup(word)
    if term is not None:
        kind, value, plural = term
        if kind == "NUMBER":
            number = lexicon.number_word(value)
            return "NUMBER", number if number is not None else value, False
        return kind, value, plural
    return "WORD", word.lower(), False


def _non_rest(rest: str) -> bool:
    if not rest or not rest[0].isalpha():
        return False
    if rest.lower() in _NON_WORDS:
        return True
    term = lexicon.lookup(rest) or lexicon.lookup(rest.capitalize())
    return term is not None and term[0] != "NUMBER"


def _word_parts(word: str) -> _WordParts:
    cached = _WORD_CACHE.get(word)
    if cached is not None:
        return cached
    parts: list[tuple[str, str, TokenValue, int, bool]] = []
    low = word.lower()
    term = lexicon.lookup(word)
    if term is not None or low in _CONTRACTIONS:
        kind, value, plural = _classify(word)
        parts.append((kind, word, value, 0, plural))
    elif low.endswith("'s") and len(word) > 2:
        parts.extend(_word_parts(word[:-2]))
        parts.append(("POSS", word[-2:], "'s", len(word) - 2, False))
    elif word.endswith("'") and len(word) > 1:
        parts.extend(_word_parts(word[:-1]))
        parts.append(("POSS", "'", "'", len(word) - 1, False))
    elif low.startswith("non") and _non_rest(word[4:] if word[3:4] == "-" else word[3:]):
        skip = 4 if word[3:4] == "-" else 3
        parts.append(("WORD", word[:skip], "non", 0, False))
        rest = word[skip:]
        kind, value, plural = _classify(rest)
        if kind == "WORD" and rest.lower() not in _NON_WORDS:
            kind, value, plural = _classify(rest.capitalize())
        parts.append((kind, rest, value, skip, plural))
    else:
        kind, value, plural = _classify(word)
        parts.append((kind, word, value, 0, plural))
    result = tuple(parts)
    if len(_WORD_CACHE) < 200_000:
        _WORD_CACHE[word] = result
    return result


def _number_value(text: str) -> int:
    return int(text.replace(",", "").replace("\u2212", "-"))


def _loyalty_value(text: str) -> TokenValue:
    inner = text[1:-1].replace("\u2212", "-")
    return inner if inner.lstrip("+-") == "X" else int(inner)


def lex(text: str) -> tuple[Token, ...]:
    """The tokens of a normalised unit text. Raises :class:`LexError` on a character that starts
    no token (for example "%" or "☐" in joke cards)."""
    out: list[Token] = []
    append = out.append
    for m in _MASTER.finditer(text):
        kind = m.lastgroup
        if kind == "ws":
            continue
        tok = m.group()
        pos = m.start()
        if kind == "word":
            for k, t, v, off, plural in _word_parts(tok):
                append(Token(k, t, v, pos + off, plural))
        elif kind == "quote":
            append(Token("QUOTE", tok, tok[1:-1], pos))
        elif kind == "mana":
            append(Token("MANA", tok, tok, pos))
        elif kind == "punct":
            append(Token("PUNCT", tok, tok, pos))
        elif kind == "number":
            append(Token("NUMBER", tok, _number_value(tok), pos))
        elif kind == "pt":
            p, t = tok.replace("\u2212", "-").split("/")
            append(Token("PT", tok, (p, t), pos))
        elif kind == "self":
            append(Token(tok, tok, tok, pos))
        elif kind == "multi":
            key = " ".join(tok.split())
            k, v = _MULTI_VALUES.get(key) or _MULTI_VALUES[key.lower()]
            append(Token(k, tok, v, pos))
        elif kind == "poss":
            append(Token("POSS", tok, "'s", pos))
        elif kind == "tap":
            append(Token("TAP", tok, tok, pos))
        elif kind == "untap":
            append(Token("UNTAP", tok, tok, pos))
        elif kind == "symbol":
            append(Token("SYMBOL", tok, tok, pos))
        elif kind == "loyalty":
            append(Token("LOYALTY", tok, _loyalty_value(tok), pos))
        elif kind == "andor":
            append(Token("WORD", tok, "and/or", pos))
        else:
            raise LexError(text, pos, f"unexpected character {tok!r}")
    return tuple(out)


def quote_spans(text: str, nested: bool = False) -> list[tuple[int, int]]:
    """(start, end) of each top-level quoted span in ``text``, quotes included: double-quoted, or
    single-quoted when ``nested`` (the text of a quote). Unpaired quotes are left alone."""
    pattern = SQUOTE_RE if nested else DQUOTE_RE
    spans = [(m.start(), m.end()) for m in pattern.finditer(text)]
    if nested:  # a nested text may still use double quotes
        spans += [(m.start(), m.end()) for m in DQUOTE_RE.finditer(text)
                  if not any(s <= m.start() < e for s, e in spans)]
        spans.sort()
    return spans
