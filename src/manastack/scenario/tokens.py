"""Token definitions a scenario can name (111.1, 111.4).

This module collects every token definition a scenario may name: those listed in
``cards.pool.tokens`` and any other the pool's cards can create (found by walking their spell and
ability IR for ``ir.TokenSpec`` nodes), looked up by full name
("Soldier Token") or by the name without " Token" ("Soldier"). A token nobody's card makes can
still be described by its characteristics (:func:`describe_token`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from .. import ir
from ..rules.card import CardDef, make_card


def _token_defs(value: Any) -> Iterator[CardDef]:
    """The definitions of the tokens an ability (or a tuple of them) can create."""
    for node in ir.walk(value):
        if isinstance(node, ir.TokenSpec):
            yield make_card(node)


@cache
def token_registry() -> dict[str, CardDef]:
    """Token name (case-folded, with and without " Token") -> definition."""
    from ..cards.registry import CARD_POOL

    try:
        from ..cards.pool.tokens import TOKENS
    except ImportError:  # pragma: no cover - an older pool without the tokens module
        TOKENS = ()  # noqa: N806
    found: list[CardDef] = [make_card(t) for t in TOKENS]
    for card in CARD_POOL.values():
        found += _token_defs(card.spell)
        found += _token_defs(card.abilities)
    registry: dict[str, CardDef] = {}
    for t in found:
        registry.setdefault(t.name.casefold(), t)
        if t.name.endswith(" Token"):
            registry.setdefault(t.name[: -len(" Token")].casefold(), t)
    return registry


def token_names() -> list[str]:
    """The known token definitions' names."""
    return sorted({t.name for t in token_registry().values()})


def find_token(name: str) -> CardDef | None:
    """The token definition called ``name`` ("Soldier Token" or "Soldier"), or None."""
    return token_registry().get(name.strip().casefold())


def describe_token(name: str | None, type_line: str, colors: str = "", power: int | None = None,
                   toughness: int | None = None, keywords: tuple[str, ...] = ()) -> CardDef:
    """A token defined by its characteristics; unnamed tokens are named after their subtypes
    plus "Token" (111.4). Raises ValueError for a type line or keyword the engine can't read."""
    if not name:
        _, _, subtypes = type_line.partition(" — ")
        name = f"{subtypes} Token".strip() if subtypes else "Token"
    return make_card(ir.TokenSpec(name, type_line, colors, power, toughness, keywords))
