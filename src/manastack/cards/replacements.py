"""Replacement-effect abilities cards can have (614): static abilities of permanents and
abilities that modify how their own object enters the battlefield (614.1c-d, 614.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules.replacement import Event, ReplacementEffect
from .vocabulary import Amount, X

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject


def _entering_amount(n: Amount, holder: GameObject) -> int:
    """107.3m: an X in an entering replacement is the X paid for the spell that became it."""
    if isinstance(n, int):
        return n
    if isinstance(n, X):
        return holder.x
    return n.count(None, holder)  # type: ignore[arg-type]


@dataclass(frozen=True, eq=False)
class EntersWithCounters(ReplacementEffect):
    """"This [permanent] enters with N [kind] counters on it." (614.1c; the counters are put on
    it as it enters, 122.6)."""

    kind: str
    amount: Amount
    text: str = ""
    event = "enter"
    entering = True

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        assert holder is not None
        n = _entering_amount(self.amount, holder)
        counters: dict[str, Any] = dict(event.counters)
        counters[self.kind] = counters.get(self.kind, 0) + n
        return event.but(counters=counters)


@dataclass(frozen=True, eq=False)
class EntersTapped(ReplacementEffect):
    """"This [permanent] enters tapped." (614.1c)."""

    text: str = ""
    event = "enter"
    entering = True

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and not event.tapped

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(tapped=True)


@dataclass(frozen=True, eq=False)
class MultiplyTappedMana(ReplacementEffect):
    """"If you tap a permanent for mana, it produces N times as much of that mana instead."
    (106.12b: it modifies the mana production event.)"""

    factor: int
    text: str = ""
    event = "add_mana"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return bool(event.tapped) and holder is not None and event.player == holder.controller

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(mana="".join(t * self.factor for t in event.mana))


@dataclass(frozen=True, eq=False)
class TappedLandsProduce(ReplacementEffect):
    """"If a land is tapped for mana, it produces [mana] instead of any other type and amount."
    (106.12b)."""

    mana: str
    text: str = ""
    event = "add_mana"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        source = game.objects.get(event.source) if event.source is not None else None
        return (bool(event.tapped) and source is not None
                and "Land" in game.chars(source).types)  # type: ignore[arg-type]

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(mana=self.mana)
