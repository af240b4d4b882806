"""Built-in sample decks, shipped with the package as plain-text decklists.

>>> deck = sample_deck("bench")
>>> len(deck.main)
40
"""

from __future__ import annotations

from importlib import resources

from ..decks import Deck, parse_decklist

__all__ = ["DEMO_DECKS", "SAMPLE_DECKS", "sample_deck", "sample_text"]

_FILES = {
    "gruul": "gruul.txt",
    "azorius": "azorius.txt",
    "bench": "bench_deck.txt",
}
SAMPLE_DECKS: tuple[str, ...] = tuple(_FILES)
"""Names of the built-in decks, for :func:`sample_deck` and the command line."""
DEMO_DECKS: tuple[str, str] = ("gruul", "azorius")
"""The two decks ``manastack demo`` plays against each other."""


def sample_text(name: str) -> str:
    """The decklist text of a built-in deck; KeyError names the decks there are."""
    key = name.strip().casefold()
    if key not in _FILES:
        raise KeyError(f"no built-in deck named {name!r} (there are: {', '.join(SAMPLE_DECKS)})")
    return resources.files(__name__).joinpath(_FILES[key]).read_text(encoding="utf-8")


def sample_deck(name: str) -> Deck:
    """A built-in deck, with its card names checked against the card pool."""
    from ..cards import unsupported_reason
    from ..cards.oracle import oracle_names

    key = name.strip().casefold()
    return parse_decklist(sample_text(key), source=f"decks_data/{_FILES.get(key, key)}",
                          known=oracle_names(), check=unsupported_reason)
