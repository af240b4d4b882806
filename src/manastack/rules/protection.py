"""Protection from a quality (702.16): a color, multicolored, colorless, a card type, or
everything (702.16j); several in one keyword (702.16g). A permanent or player with it can't be
Damaged, Enchanted or Equipped, Blocked or Targeted by anything with that quality.

"Protection from [color]" is a keyword of the object's characteristics, so it can be gained,
lost (layer 6) and have its color word changed (layer 3, Sleight of Mind) like any other.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .characteristics import chars
from .replacement import Event, replaces
from .text_change import COLOR_WORDS

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

PROTECTION = {f"protection from {word}": letter for word, letter in COLOR_WORDS.items()}
"""The protection keywords from a color (702.16a) and the color each names."""
CARD_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
              "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
              "lands": "Land", "battles": "Battle"}
"""The card types a protection keyword may name, as written (702.16a)."""
PREFIX = "protection from "
CHOSEN_COLOR = "protection from the color of your choice"
"""Granted by an effect, the color chosen as it resolves (608.2d): never on an object."""


def _has(quality: str, ch: Any) -> bool:
    """Whether characteristics ``ch`` have the quality a protection keyword names (702.16a):
    a color, multicolored, colorless, a card type, or everything (702.16j)."""
    letter = COLOR_WORDS.get(quality)
    if letter is not None:
        return letter in ch.colors
    if quality == "multicolored":
        return len(ch.colors) > 1
    if quality == "colorless":
        return not ch.colors
    if quality == "everything":
        return True
    if quality in CARD_TYPES:
        return CARD_TYPES[quality] in ch.types
    return _subtypes().get(quality, "") in ch.subtypes  # "protection from Goblins"


def qualities(keyword: str) -> tuple[str, ...] | None:
    """The qualities of a protection keyword ("protection from black and from red": black, red;
    702.16g), or None if it isn't one the engine knows."""
    if not keyword.startswith(PREFIX):
        return None
    found = tuple(keyword[len(PREFIX):].split(" and from "))
    known = all(q in COLOR_WORDS or q in CARD_TYPES or q in ("multicolored", "colorless",
                                                             "everything") or q in _subtypes()
                for q in found)
    return found if known else None


IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf",
             "Oxen": "Ox", "Mice": "Mouse", "Fungi": "Fungus", "Homunculi": "Homunculus",
             "Djinn": "Djinn", "Efreet": "Efreet", "Sphinxes": "Sphinx", "Foxes": "Fox"}
"""Creature type plurals not made by adding "s", "es" or "y" -> "ies"."""


@functools.cache
def _subtypes() -> dict[str, str]:
    """The plural creature type names a protection keyword may name ("Goblins", "Elves":
    702.16a, a quality of the creature type), with the creature type each is."""
    from ..ir.typeline import CREATURE_TYPES

    found: dict[str, str] = {}
    for t in CREATURE_TYPES:
        plural = t[:-1] + "ies" if t.endswith("y") and t[-2:-1] not in "aeiou" else \
            t + "es" if t.endswith(("s", "x", "ch", "sh")) else t + "s"
        found[plural] = t
    found.update(IRREGULAR)
    return found


@functools.lru_cache(maxsize=4096)
def protection_keywords() -> tuple[str, ...]:
    """Every protection keyword the engine knows: from one quality, or from two colors
    ("protection from black and from red", 702.16g)."""
    single = [*COLOR_WORDS, "multicolored", "colorless", "everything", *CARD_TYPES]
    pairs = [f"{a} and from {b}" for a in COLOR_WORDS for b in COLOR_WORDS if a != b]
    return (*(PREFIX + q for q in (*single, *pairs)), CHOSEN_COLOR)


def has_protection(keywords: frozenset[str]) -> bool:
    """Whether an object with these keywords has some protection (702.16)."""
    return any(k.startswith(PREFIX) for k in keywords)


def protected_from(game: Game, obj: GameObject, source: Any) -> str:
    """The protection keyword of ``obj`` that ``source`` (an object, or its last known
    information) has the quality of, or "" if none."""
    keywords = chars(game, obj).keywords
    if source is None or not has_protection(keywords):
        return ""
    ch = chars(game, source)
    for keyword in sorted(keywords):
        found = qualities(keyword)
        if found and any(_has(q, ch) for q in found):
            return keyword
    return ""


def source_object(game: Game, source: int) -> Any:
    """The object a spell or ability comes from, as it last existed if it has left (608.2h)."""
    return game.objects.get(source) or game.lki.get(source)


@dataclass(frozen=True, slots=True)
class ProtectionPrevention:
    """702.16e: damage that would be dealt by a source with the stated quality to a permanent
    with protection is prevented (a prevention effect, 615; ordered with other effects on the
    same damage by the affected permanent's controller, 616.1e). The engine's own replacement
    node: every permanent with protection has it."""

    text: str = "protection: prevent damage from sources of the stated color"
    event: ClassVar[str] = "damage"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False


@replaces(ProtectionPrevention)
class _Prevention:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ProtectionPrevention) -> bool:
        return holder is not None and event.target == holder.id and bool(
            protected_from(game, holder, source_object(game, event.source)))

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ProtectionPrevention) -> None:
        source = source_object(game, event.source)
        keyword = protected_from(game, holder, source)
        game.record("prevent", f"{event.amount} damage {source.name} would deal to "
                    f"{holder.name} is prevented ({keyword})", "702.16e", (holder.id,))
        return None


PREVENTION = ProtectionPrevention()
