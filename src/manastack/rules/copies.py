"""Copy effects (707, layer 1 of 613.2): what a permanent's copiable values are.

A permanent's ``card`` is its copiable values: the card itself, or what the newest copy effect
on it says (613.2a, timestamp order). Copy effects are continuous effects with ``copy_of`` set:
entering as a copy (707.5, for as long as it stays) or becoming a copy (Cytoshape, until end of
turn). Their values were fixed when the effect began (707.2b); a copy of a copy gets the values
the original copied (707.3). ``own_card`` keeps the card itself while it's a copy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .characteristics import ContinuousEffect
from .events import track_replacers

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .card import CardDef


def become_copy(game: Game, objects: tuple[int, ...], values: CardDef, until: str,
                source: str) -> None:
    """Create a copy effect (611.2a, 707.4: no enters or leaves abilities trigger)."""
    game.effects = [*game.effects, ContinuousEffect(
        objects, game.new_timestamp(), until=until, source=source, copy_of=values)]
    update_copies(game)


def _wanted(game: Game) -> dict[int, Any]:
    """The copiable values each object's newest copy effect gives it (613.2a)."""
    wanted: dict[int, Any] = {}
    for e in sorted((e for e in game.effects if e.copy_of is not None),
                    key=lambda e: e.timestamp):
        for oid in e.objects:
            wanted[oid] = e.copy_of
    return wanted


def copiable(game: Game, obj: GameObject) -> CardDef:
    """``obj``'s copiable values leaving its face-down status aside (613.2a, 708.10): its
    newest copy effect's, or its own card."""
    return _wanted(game).get(obj.id, obj.own_card or obj.card)


def update_copies(game: Game) -> None:
    """613.2a: give every permanent the copiable values of its newest copy effect, or its own;
    613.2b, 708.10: a face-down permanent's are its face-down values whatever it copies; a
    bestowed one's are those values as an Aura (702.103b)."""
    from .bestow import bestowed_values
    from .face_down import face_down_values

    wanted = _wanted(game)
    for oid in game.battlefield:
        obj = game.objects[oid]
        own = obj.own_card or obj.card
        target = face_down_values(obj.face_down) if obj.face_down else wanted.get(oid, own)
        if obj.bestowed:  # 702.103b: an Aura whatever its copiable values are
            target = bestowed_values(target)
        if target is obj.card:
            continue
        track_replacers(game, obj, -1)
        obj.card, obj.own_card = target, (own if target is not own else None)
        track_replacers(game, obj, 1)
        game.touch()
