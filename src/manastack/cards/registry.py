"""The card pool: every defined card, looked up by its exact name."""

from __future__ import annotations

import difflib

from ..rules.card import CardDef, make_card
from .pool import ALL_CARDS

CARD_POOL: dict[str, CardDef] = {c.name: make_card(c) for c in ALL_CARDS}
_FOLDED = {name.casefold(): name for name in CARD_POOL}


class UnknownCard(LookupError):
    """A card name the pool doesn't define; the message lists close matches."""

    def __init__(self, name: str) -> None:
        close = difflib.get_close_matches(name, list(CARD_POOL), n=3, cutoff=0.6)
        hint = f" (did you mean: {', '.join(close)}?)" if close else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name
        self.suggestions = close


def get_card(name: str) -> CardDef:
    """The definition of ``name`` (case-insensitive); raises UnknownCard with suggestions."""
    card = CARD_POOL.get(name)
    if card is None:
        canonical = _FOLDED.get(name.strip().casefold())
        if canonical is None:
            raise UnknownCard(name)
        card = CARD_POOL[canonical]
    return card
