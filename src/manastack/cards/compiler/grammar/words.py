"""Word forms the printer needs: plurals of type and subtype nouns as Oracle text writes them."""

from __future__ import annotations

import functools

from .. import lexicon_data as data


@functools.cache
def _plurals() -> dict[str, str]:
    found = {singular: plural for plural, singular in data.SUBTYPE_PLURALS}
    found.update({singular.lower(): plural for plural, singular in data.CARD_TYPE_PLURALS})
    return found


def plural_of(word: str) -> str:
    """"creature" -> "creatures", "Elf" -> "Elves", "sorcery" -> "sorceries", "Plains" -> "Plains"."""
    known = _plurals().get(word)
    if known is not None:
        return known
    if word.endswith(("s", "x", "ch", "sh")):
        return word if word.endswith("s") and word[:1].isupper() else word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


@functools.cache
def all_subtypes() -> frozenset[str]:
    """Every subtype name (205.3 and the Oracle data)."""
    return frozenset(name for name, _ in data.SUBTYPES) | frozenset(data.ORACLE_ONLY_SUBTYPES)
