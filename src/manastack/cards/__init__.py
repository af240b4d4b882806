"""Cards: every real card, compiled from its Oracle text (``compiler/``) and lowered to the
rules engine (``lower.py``); ``registry.py`` looks them up by name."""

from .registry import CARD_POOL, UnknownCard, get_card, supported_names, unsupported_reason

__all__ = ["CARD_POOL", "UnknownCard", "get_card", "supported_names", "unsupported_reason"]
