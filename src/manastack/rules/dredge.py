"""Dredge (702.52): a replacement effect of draws that works from the graveyard.

"Dredge N" means "As long as you have at least N cards in your library, if you would draw a card,
you may instead mill N cards and return this card from your graveyard to your hand." (702.52a).
Each card with dredge in the drawing player's graveyard is a candidate replacement effect of each
draw (121.6), ordered with the others by that player (616.1); applying it asks whether to dredge.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..game.decisions import NO, YES, Decision
from ..game.objects import GRAVEYARD, HAND, GameObject
from .replacement import Event, replaces

if TYPE_CHECKING:
    from ..game.game import Game


@dataclass(frozen=True, slots=True)
class Dredge:
    """The engine's replacement node for one card's "dredge N" (702.52a)."""

    number: int
    event: ClassVar[str] = "draw"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False

    @property
    def text(self) -> str:
        return f"dredge {self.number}"


def dredgers(game: Game, pid: int) -> list[tuple[Dredge, GameObject]]:
    """(node, card) for each card with dredge in ``pid``'s graveyard (702.52a: it works only
    there)."""
    objects = game.objects
    return [(_node(o.card.dredge), o) for oid in game.player(pid).graveyard
            if (o := objects[oid]).card.dredge]


@cache
def _node(number: int) -> Dredge:
    """One node per N, so an effect applied to a draw is recognised as used (614.5)."""
    return Dredge(number)


@replaces(Dredge)
class _Dredge:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: Dredge) -> bool:
        """702.52b: only with at least N cards in the library; the card must still be in its
        owner's graveyard, and the draw its owner's."""
        player = game.player(event.player)
        return holder.zone == GRAVEYARD and holder.owner == event.player and \
            holder.id in player.graveyard and len(player.library) >= node.number

    @staticmethod
    def apply(game: Game, event: Event, holder: GameObject, node: Dredge) -> Any:
        from . import events

        pid = event.player
        answer = yield Decision(pid, "may", [YES, NO],
                                prompt=f"dredge {node.number} with {holder.name} instead of "
                                       "drawing (702.52a)?")
        if not answer.value:
            return event
        library = game.player(pid).library
        game.record("dredge", f"{game.player(pid).name} dredges {holder.name} instead of "
                    "drawing", "702.52a", (pid,))
        for _ in range(node.number):
            yield from events.move(game, library[-1], GRAVEYARD, rule="701.17a", why="milled")
        if holder.id in game.player(pid).graveyard:
            yield from events.move(game, holder.id, HAND, rule="702.52a",
                                   why="returned to its owner's hand (dredge)")
        return None
