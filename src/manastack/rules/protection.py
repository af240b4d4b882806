"""Protection from a color (702.16): can't be Damaged, Enchanted or Equipped, Blocked or
Targeted by anything of that color.

"Protection from [color]" is a keyword of the object's characteristics, so it can be gained,
lost (layer 6) and have its color word changed (layer 3, Sleight of Mind) like any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .characteristics import chars
from .replacement import Event, replaces
from .text_change import COLOR_WORDS

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

PROTECTION = {f"protection from {word}": letter for word, letter in COLOR_WORDS.items()}
"""The protection keywords (702.16a) and the color each names."""
_KEYWORDS = frozenset(PROTECTION)


def protected_colors(keywords: frozenset[str]) -> frozenset[str]:
    """The colors an object with these keywords has protection from."""
    if keywords.isdisjoint(_KEYWORDS):
        return frozenset()
    return frozenset(PROTECTION[k] for k in keywords & _KEYWORDS)


def protected_from(game: Game, obj: GameObject, source: Any) -> str:
    """The protection keyword of ``obj`` that ``source`` (an object, or its last known
    information) has the quality of, or "" if none."""
    keywords = chars(game, obj).keywords
    if source is None or keywords.isdisjoint(_KEYWORDS):
        return ""
    colors = chars(game, source).colors
    for keyword in sorted(keywords & _KEYWORDS):
        if PROTECTION[keyword] in colors:
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
