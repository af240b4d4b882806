"""Plain-text decklists, as exported by MTG Arena and Magic Online (MTGO).

Format rules:

* A card line is ``COUNT NAME`` where COUNT is a positive integer, optionally followed by
  ``x`` (``4 Lightning Bolt``, ``4x Lightning Bolt``).
* Arena's printing suffix is dropped: ``4 Lightning Bolt (M10) 146`` is four Lightning Bolt.
  A trailing foil/etched marker (``*F*``, ``*E*``) is dropped too.
* Lines starting with ``#`` or ``//`` are comments; surrounding whitespace is ignored.
* Section headers (case-insensitive, an optional trailing ``:`` is allowed) pick where the
  following cards go: ``Deck`` and ``Commander`` -> main deck; ``Sideboard`` and
  ``Maybeboard`` -> sideboard; ``Companion`` -> sideboard (added once, unless the
  ``Sideboard`` section already lists it, as Arena's export does). In an ``About`` section a
  ``Name NAME`` line sets the deck's name; other lines there are ignored.
* If the file has any section header it is read as Arena format and blank lines mean
  nothing. Otherwise it is read as MTGO format: main deck, a blank line, then sideboard --
  the first blank line after at least one card starts the sideboard.

With ``known`` card names, every name is matched against them ignoring case, accents,
curly apostrophes and the spacing around ``/`` or ``//``; the front face of a multi-face
card (``Fable of the Mirror-Breaker``) matches the full name. Names come back in the
canonical spelling. Unknown names are errors that suggest up to three close matches.

All problems found in a file are reported together in one :class:`DeckError`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path

from .cards.oracle import name_key

__all__ = ["MAX_COPIES", "Deck", "DeckError", "load_deck", "parse_decklist"]

#: Largest count accepted on one line (guards against typos such as ``40000 Island``).
MAX_COPIES = 1000

_MAIN, _SIDE, _COMPANION, _ABOUT = "main", "side", "companion", "about"
_HEADERS = {
    "deck": _MAIN,
    "main": _MAIN,
    "maindeck": _MAIN,
    "commander": _MAIN,
    "sideboard": _SIDE,
    "maybeboard": _SIDE,
    "companion": _COMPANION,
    "about": _ABOUT,
}
_COUNT = re.compile(r"(\d+)[xX]?")
_NUMBERISH = re.compile(r"[-+]?\.?\d")
_PRINTING = re.compile(r"\s+\([A-Za-z0-9]{1,8}\)(?:\s+\S+)?$")
_FINISH = re.compile(r"\s+\*[A-Za-z]\*$")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Deck:
    """A parsed decklist: one entry per copy, in file order."""

    name: str
    main: tuple[str, ...]
    sideboard: tuple[str, ...]


class DeckError(ValueError):
    """A decklist could not be read; the message gives ``source:line: what is wrong``.

    ``problems`` holds every ``(line, reason)`` found (``line`` is None for whole-file
    problems); ``line`` and ``reason`` are those of the first one.
    """

    def __init__(self, source: str, problems: list[tuple[int | None, str]]) -> None:
        self.source = source
        self.problems = tuple(problems)
        self.line, self.reason = self.problems[0]
        super().__init__(
            "\n".join(
                f"{source}:{line}: {reason}" if line is not None else f"{source}: {reason}"
                for line, reason in self.problems
            )
        )


def parse_decklist(
    text: str,
    *,
    source: str = "<deck>",
    known: Collection[str] | None = None,
    name: str | None = None,
    check: Callable[[str], str] | None = None,
) -> Deck:
    """Parse an Arena or MTGO decklist (see the module docstring for the rules).

    ``source`` names the text in error messages. ``known`` is the collection of valid card
    names (any iterable of str works, e.g. a dict keyed by name); when None, names are kept
    as written. ``name`` overrides the deck name, which otherwise comes from an Arena
    ``Name`` line or from ``source``. ``check``, given a (resolved) card name, says why the
    card can't be used ("" if it can); such a card is a problem of its line.
    """
    resolver = _Resolver(known) if known is not None else None
    lines = text.removeprefix("\ufeff").splitlines()
    arena = any(_header(line) is not None for line in lines)

    main: list[str] = []
    side: list[str] = []
    companions: list[str] = []
    problems: list[tuple[int | None, str]] = []
    section = _MAIN
    about_name: str | None = None
    seen_card = False

    for lineno, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if not arena and seen_card and section == _MAIN:
                section = _SIDE
            continue
        if line.startswith(("#", "//")):
            continue
        header = _header(line)
        if header is not None:
            section = header
            continue
        if section == _ABOUT:
            key, _, value = line.partition(" ")
            if key.casefold() == "name" and value.strip():
                about_name = value.strip()
            continue

        parsed = _card_line(line)
        if isinstance(parsed, str):
            problems.append((lineno, parsed))
            continue
        count, card = parsed
        seen_card = True
        if resolver is None:
            card = _strip_printing(card)
        else:
            resolved = resolver.resolve(card)
            if resolved is None:
                problems.append((lineno, resolver.unknown_message(card)))
                continue
            card = resolved
        why = check(card) if check is not None else ""
        if why:
            problems.append((lineno, f"{card} can't be played yet: {why}"))
            continue
        target = {_MAIN: main, _SIDE: side, _COMPANION: companions}[section]
        target.extend([card] * count)

    side.extend(dict.fromkeys(c for c in companions if c not in side))
    if not problems and not main:
        problems.append((None, "deck has no main-deck cards"))
    if problems:
        raise DeckError(source, problems)

    if name is None:
        name = about_name or _name_from_source(source)
    return Deck(name=name, main=tuple(main), sideboard=tuple(side))


def load_deck(
    path: str | Path,
    known: Collection[str] | None = None,
    *,
    name: str | None = None,
    check: Callable[[str], str] | None = None,
) -> Deck:
    """Read and parse a decklist file; unreadable files raise :class:`DeckError` too."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise DeckError(
            str(path), [(None, f"cannot read deck file: {exc.strerror or exc}")]
        ) from None
    except UnicodeDecodeError as exc:
        raise DeckError(str(path), [(None, f"not a UTF-8 text file ({exc.reason})")]) from None
    return parse_decklist(text, source=str(path), known=known, name=name, check=check)


def _header(line: str) -> str | None:
    """The section a header line opens, or None if the line is not a header."""
    return _HEADERS.get(line.strip().removesuffix(":").strip().casefold())


def _card_line(line: str) -> tuple[int, str] | str:
    """``(count, name)`` for a card line, or the reason it is malformed."""
    first, _, rest = line.partition(" ")
    match = _COUNT.fullmatch(first)
    if match is None:
        if _NUMBERISH.match(first):
            return f"card count must be a positive whole number, got '{first}'"
        return f"expected '<count> <card name>' (e.g. '4 Lightning Bolt'), got '{line}'"
    count = int(match.group(1))
    if count < 1:
        return f"card count must be at least 1, got '{first}'"
    if count > MAX_COPIES:
        return f"card count {count} is more than {MAX_COPIES}"
    card = _SPACES.sub(" ", rest.strip())
    if not card:
        return f"missing card name after count '{first}'"
    return count, card


def _strip_printing(card: str) -> str:
    """Drop Arena's ``(SET) NUMBER`` suffix and a ``*F*`` finish marker."""
    card = _FINISH.sub("", card)
    return _PRINTING.sub("", card).strip() or card


def _name_from_source(source: str) -> str:
    if source.startswith("<") and source.endswith(">"):
        return source[1:-1] or "deck"
    return Path(source).stem or source


class _Resolver:
    """Case-insensitive lookup of card names with close-match suggestions."""

    def __init__(self, known: Collection[str]) -> None:
        self._exact: dict[str, str] = {}
        for card in known:
            self._exact.setdefault(name_key(card), card)
        fronts: dict[str, set[str]] = {}
        for key, card in self._exact.items():
            if " // " in key:
                fronts.setdefault(key.split(" // ", 1)[0], set()).add(card)
        self._alias = {
            key: next(iter(cards))
            for key, cards in fronts.items()
            if len(cards) == 1 and key not in self._exact
        }

    def resolve(self, card: str) -> str | None:
        for candidate in dict.fromkeys((card, _strip_printing(card))):
            key = name_key(candidate)
            found = self._exact.get(key) or self._alias.get(key)
            if found is not None:
                return found
        return None

    def unknown_message(self, card: str) -> str:
        card = _strip_printing(card)
        close = difflib.get_close_matches(name_key(card), self._exact, n=3, cutoff=0.6)
        message = f"unknown card '{card}'"
        if close:
            message += f" (did you mean: {', '.join(self._exact[k] for k in close)}?)"
        return message
