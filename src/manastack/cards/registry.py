"""Cards by name: the definition of every real card, compiled from its Oracle text.

``get_card(name)`` knows every card in the Oracle data. A card the compiler reads completely and
the engine has rules for is playable; any other card comes back with ``unsupported`` naming the
clause that stops it, and a game refuses to load it. ``CARD_POOL`` maps the name of every
supported card (the committed list in ``data/supported-cards.txt``, kept exact by a test) to its
definition, compiling each on first use.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Iterator, Mapping
from importlib import resources
from typing import Any

from .. import ir
from ..rules.card import CardDef
from .compiler.compile import compile_record
from .lower import lower, refused
from .oracle import load_oracle, name_key, oracle_record

BASELINE = "supported-cards.txt"
"""The package data file listing every supported card (``name<TAB>text hash`` per line)."""


class UnknownCard(LookupError):
    """A name that is no card in the Oracle data; the message lists close matches."""

    def __init__(self, name: str) -> None:
        close = _close_matches(name)
        hint = f" (did you mean: {', '.join(close)}?)" if close else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name
        self.suggestions = close


def get_card(name: str) -> CardDef:
    """The definition of the card called ``name`` (exact, or ignoring case and accents, or the
    front face of a two-faced card); raises UnknownCard with suggestions."""
    canonical = canonical_name(name)
    if canonical is None:
        raise UnknownCard(name)
    return _definition(canonical)


def canonical_name(name: str) -> str | None:
    """The Oracle name ``name`` stands for, or None."""
    record = oracle_record(name)
    if record is not None:
        return str(record["name"])
    return _front_faces().get(name_key(name))


def unsupported_reason(name: str) -> str:
    """Why the card can't be played yet ("" if it can)."""
    return get_card(name).unsupported


@functools.cache
def _definition(name: str) -> CardDef:
    record = load_oracle()[name]
    compiled = compile_record(record)
    if compiled.card is None:
        reason = f'"{compiled.clause}" is not supported' if compiled.clause else compiled.error
        return refused(_bare(record), reason)
    return lower(compiled.card)


def _bare(record: dict[str, Any]) -> ir.Card:
    """The printed characteristics of a card the compiler couldn't read, without abilities."""
    return ir.Card(record["name"], record.get("manaCost") or "", record.get("type") or "",
                   text=record.get("text") or "")


@functools.cache
def _front_faces() -> dict[str, str]:
    """Front-face names ("Delver of Secrets") of two-faced cards, by :func:`name_key`, to
    full names."""
    found: dict[str, str] = {}
    for full in load_oracle():
        if " // " in full:
            found.setdefault(name_key(full.split(" // ")[0]), full)
    return found


def _close_matches(name: str) -> list[str]:
    names = [n for n in load_oracle() if n[:1].casefold() == name[:1].casefold()]
    return difflib.get_close_matches(name, names, n=3, cutoff=0.6)


@functools.cache
def supported_names() -> tuple[str, ...]:
    """Every supported card's name, from the committed list."""
    text = resources.files("manastack.data").joinpath(BASELINE).read_text(encoding="utf-8")
    return tuple(line.split("\t")[0] for line in text.splitlines() if line and "\t" in line)


class _Pool(Mapping[str, CardDef]):
    """Supported card names -> definitions, compiled as they are asked for."""

    def __getitem__(self, name: str) -> CardDef:
        if name not in self._names():
            raise KeyError(name)
        return _definition(name)

    def __iter__(self) -> Iterator[str]:
        return iter(supported_names())

    def __len__(self) -> int:
        return len(supported_names())

    def __contains__(self, name: object) -> bool:
        return name in self._names()

    @staticmethod
    @functools.cache
    def _names() -> frozenset[str]:
        return frozenset(supported_names())


CARD_POOL: Mapping[str, CardDef] = _Pool()
"""Every supported card by name."""
