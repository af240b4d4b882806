"""Small shared productions: ordered choice, optional parts, numbers and mana."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..stream import NoParse, Stream

T = TypeVar("T")

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
                "nineteen": 19, "twenty": 20}
WORDS_OF = {n: w for w, n in NUMBER_WORDS.items()}
ROMAN_NUMERALS = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
"""Chapter numerals by value (714.2a: "The numeral I represents 1, II represents 2 ...")."""


def opt(s: Stream, prod: Callable[..., T], *args: Any) -> T | None:
    """``prod`` if it matches here, else None with the position (and what the binding context
    collected meanwhile: targets, mentions) restored."""
    mark = s.mark()
    saved = _env_mark(s.env)
    try:
        return prod(s, *args)
    except NoParse:
        s.reset(mark)
        _env_reset(s.env, saved)
        return None


def within(s: Stream, env: Any, prod: Callable[..., T], *args: Any) -> T:
    """``prod`` read with ``env`` as the stream's binding context (a child context: a reflexive
    or delayed ability's own targets), so that :func:`opt` restores what it collected."""
    outer, s.env = s.env, env
    try:
        return prod(s, env, *args)
    finally:
        s.env = outer


def _env_mark(env: Any) -> tuple[int, int, int] | None:
    if env is None:
        return None
    return len(env.targets), len(env.mentioned), len(env.players)


def _env_reset(env: Any, saved: tuple[int, int, int] | None) -> None:
    if env is None or saved is None:
        return
    del env.targets[saved[0]:]
    del env.mentioned[saved[1]:]
    del env.players[saved[2]:]


def need(s: Stream, *words: str) -> None:
    """These words next, or the production fails."""
    if not s.word(*words):
        raise NoParse


def end(s: Stream) -> None:
    """The end of the unit."""
    if not s.done():
        s.fail("end of the ability")
        raise NoParse


def period(s: Stream) -> None:
    """A sentence's closing period; a quoted ability that ends the sentence carries it inside
    its quotes."""
    if s.i and s.tokens[s.i - 1].kind == "QUOTE" and not s.is_word("."):
        return
    need(s, ".")


def end_sentence(text: str) -> str:
    """The printed sentence with its period (inside the quotes when it ends with a quote)."""
    return text if text.endswith('"') else text + "."


def number(s: Stream) -> int:
    """A count written as a word or digits ("two", "3") or "a"/"an" for one."""
    tok = s.peek()
    if tok is not None:
        if tok.kind == "NUMBER" and isinstance(tok.value, int):
            s.i += 1
            return tok.value
        if tok.kind == "WORD" and tok.value in ("a", "an"):
            s.i += 1
            return 1
    s.fail("a number")
    raise NoParse


def mana(s: Stream) -> str:
    """A run of mana symbols such as ``{2}{G}``."""
    tok = s.kind("MANA")
    if tok is None:
        raise NoParse
    return str(tok.value)


def and_list(words: list[str] | tuple[str, ...]) -> str:
    """"a", "a and b", "a, b, and c" (how Oracle text lists things)."""
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return f"{words[0]} and {words[1]}"
    return ", ".join(words[:-1]) + ", and " + words[-1]


VOWELS = tuple("aeiouAEIOU")


def article(word: str) -> str:
    """"a" or "an" before a word (by its first letter, as Oracle text does)."""
    return "an" if word.startswith(VOWELS) else "a"


def capitalize(text: str) -> str:
    """The first letter in capitals, the rest as it is."""
    return text[:1].upper() + text[1:]
