"""Cards: the card pool, written in the IR (``manastack.ir``), and its registry by name."""

from .registry import CARD_POOL, UnknownCard, get_card

__all__ = ["CARD_POOL", "UnknownCard", "get_card"]
