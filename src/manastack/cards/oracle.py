"""Oracle card data: every card's Oracle record, shipped with the package.

The data is ``manastack/data/oracle-cards.json.gz`` (derived from MTGJSON, MIT licence; card
text © Wizards of the Coast): a gzip-compressed JSON list of records with the keys ``name``,
``manaCost``, ``type``, ``types``, ``subtypes``, ``supertypes``, ``keywords``, ``power``,
``toughness``, ``loyalty``, ``text``, ``layout`` and ``colorIdentity`` (the faces of some
multi-face cards also have ``face`` and ``front`` or ``back``).

If the ``MANASTACK_ORACLE`` environment variable is set, the file it names (same format) is
used instead. Nothing is read until data is first asked for; each file is then read once and
cached, so treat the returned dicts as read-only.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
import unicodedata
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

__all__ = [
    "ENV_VAR",
    "ORACLE_PATH",
    "OracleError",
    "find_oracle_file",
    "load_oracle",
    "oracle_names",
    "oracle_record",
]

ENV_VAR = "MANASTACK_ORACLE"
_FILE_NAME = "oracle-cards.json.gz"


class OracleError(ValueError):
    """The oracle file is missing or not in the expected shape."""


@functools.cache
def _packaged() -> Traversable:
    """The oracle file shipped in ``manastack/data`` (always the same object, a key for caches)."""
    packaged = resources.files("manastack.data").joinpath(_FILE_NAME)
    return packaged.resolve() if isinstance(packaged, Path) else packaged


def _override(value: str) -> Path:
    return Path(value).expanduser().resolve()


def _source() -> Traversable:
    """The file to read by default: the ``MANASTACK_ORACLE`` override, else the packaged file."""
    override = os.environ.get(ENV_VAR)
    return _override(override) if override else _packaged()


def find_oracle_file() -> Path | None:
    """The path of the oracle file in use: ``MANASTACK_ORACLE`` if set, else the packaged file.

    A set ``MANASTACK_ORACLE`` wins even if it names a missing file (loading then fails with a
    clear message rather than silently using another file). None only if the package is not on
    the file system (a zip import); :func:`load_oracle` still reads the packaged file then.
    """
    source = _source()
    return source if isinstance(source, Path) else None


#: The oracle file in use when this module was imported (see :func:`find_oracle_file`).
ORACLE_PATH: Path | None = find_oracle_file()


def load_oracle(path: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """Card name -> oracle record, from ``path``, else ``MANASTACK_ORACLE``, else the packaged file.

    Raises :class:`OracleError` if the file is missing or cannot be read.
    """
    return _load(_source() if path is None else Path(path).expanduser().resolve())


def oracle_record(name: str) -> dict[str, Any] | None:
    """The oracle record of the card called ``name``, or None if there is none.

    Tries the exact name, then :func:`name_key`'s loose match ("juzam djinn" finds
    "Juzám Djinn", "fire/ice" finds "Fire // Ice"). Reads the default file (see
    :func:`load_oracle`).
    """
    source = _source()
    cards = _load(source)
    record = cards.get(name)
    if record is not None:
        return record
    found = _index(source).get(name_key(name))
    return None if found is None else cards[found]


def oracle_names() -> list[str]:
    """Every card name in the default file (see :func:`load_oracle`), in file order."""
    return list(_load(_source()))


_SLASHES = re.compile(r"\s*/{1,2}\s*")
_SPACES = re.compile(r"\s+")


def name_key(name: str) -> str:
    """How card names are matched everywhere (games, decklists, scenarios): without accents,
    case, curly quotes or extra spaces, with any slash written `` // ``. "Juzam  djinn" and
    "Juzám Djinn" have the same key; so have "Fire/Ice" and "Fire // Ice"."""
    decomposed = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = _SLASHES.sub(" // ", text)
    return _SPACES.sub(" ", text).strip().casefold()


@functools.lru_cache(maxsize=4)
def _index(source: Traversable) -> dict[str, str]:
    """:func:`name_key` -> name (the first name with that key wins)."""
    index: dict[str, str] = {}
    for name in _load(source):
        index.setdefault(name_key(name), name)
    return index


def _hint(source: Traversable) -> str:
    """Where a missing file came from, for the error message."""
    if source == _packaged():
        return f" (the package's data is missing: reinstall manastack or set {ENV_VAR})"
    override = os.environ.get(ENV_VAR)
    if override and source == _override(override):
        return f" (named by {ENV_VAR})"
    return ""


@functools.lru_cache(maxsize=4)
def _load(source: Traversable) -> dict[str, dict[str, Any]]:
    try:
        with source.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as handle:
            records = json.load(handle)
    except FileNotFoundError:
        raise OracleError(f"{source}: oracle file not found{_hint(source)}") from None
    except (OSError, EOFError, ValueError) as exc:
        raise OracleError(f"{source}: cannot read oracle data: {exc}") from None
    if not isinstance(records, list):
        raise OracleError(f"{source}: expected a JSON list of card records")
    cards: dict[str, dict[str, Any]] = {}
    for index, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("name"), str):
            raise OracleError(f"{source}: record {index} has no card name")
        cards.setdefault(record["name"], record)
    return cards
