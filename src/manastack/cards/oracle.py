"""Oracle card data (``oracle-cards.json.gz``): where to find it and how to load it.

The file is a gzip-compressed JSON list of records with the keys ``name``, ``manaCost``,
``type``, ``types``, ``subtypes``, ``supertypes``, ``keywords``, ``power``, ``toughness``,
``loyalty``, ``text``, ``layout`` and ``colorIdentity``.

It is looked for, in order: the path in the ``MANASTACK_ORACLE`` environment variable; then
``shared/data/oracle-cards.json.gz`` in each folder from this file's location upwards, and
from the working directory upwards (so a checkout with ``shared/`` beside it finds
``../shared/data/``). A fresh clone has no ``shared/``; then nothing is found.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
from pathlib import Path
from typing import Any

__all__ = ["ENV_VAR", "ORACLE_PATH", "OracleError", "find_oracle_file", "load_oracle"]

ENV_VAR = "MANASTACK_ORACLE"
_RELATIVE = Path("shared", "data", "oracle-cards.json.gz")


class OracleError(ValueError):
    """The oracle file is missing or not in the expected shape."""


def find_oracle_file() -> Path | None:
    """The oracle file to use, or None if there is none.

    A set ``MANASTACK_ORACLE`` wins even if it names a missing file (loading it then
    fails with a clear message rather than silently using another file).
    """
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    seen: set[Path] = set()
    for start in (Path(__file__).resolve().parent, Path.cwd().resolve()):
        for folder in (start, *start.parents):
            if folder in seen:
                continue
            seen.add(folder)
            candidate = folder / _RELATIVE
            if candidate.is_file():
                return candidate
    return None


#: The oracle file found when this module was imported (None if there was none).
ORACLE_PATH: Path | None = find_oracle_file()


def load_oracle(path: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """Card name -> oracle record, from ``path`` or :func:`find_oracle_file`.

    Results are cached per file, so treat the returned dict as read-only.
    Raises :class:`OracleError` if no file is found or it cannot be read.
    """
    if path is None:
        path = find_oracle_file()
        if path is None:
            raise OracleError(
                f"no oracle data found: set {ENV_VAR} to the path of oracle-cards.json.gz"
            )
    return _load(Path(path).expanduser().resolve())


@functools.lru_cache(maxsize=4)
def _load(path: Path) -> dict[str, dict[str, Any]]:
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            records = json.load(handle)
    except FileNotFoundError:
        raise OracleError(f"{path}: oracle file not found") from None
    except (OSError, EOFError, ValueError) as exc:
        raise OracleError(f"{path}: cannot read oracle data: {exc}") from None
    if not isinstance(records, list):
        raise OracleError(f"{path}: expected a JSON list of card records")
    cards: dict[str, dict[str, Any]] = {}
    for index, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("name"), str):
            raise OracleError(f"{path}: record {index} has no card name")
        cards.setdefault(record["name"], record)
    return cards
