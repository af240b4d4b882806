"""Cards: the definition vocabulary and the card pool."""

from .registry import CARD_POOL, UnknownCard, get_card

__all__ = ["CARD_POOL", "UnknownCard", "get_card"]
