"""Arranging a board directly, for tests, scenarios and puzzles: put objects into zones and start
the game at a chosen step, skipping the usual start of game (103)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .objects import BATTLEFIELD, LIBRARY, PLAYER_ZONES, GameObject

if TYPE_CHECKING:
    from .. import ir
    from ..rules.card import CardDef
    from .game import Game


def place(
    game: Game,
    player: int | str,
    card: str | CardDef | ir.Card,
    zone: str = BATTLEFIELD,
    *,
    tapped: bool = False,
    sick: bool = False,
    controller: int | str | None = None,
    counters: dict[str, int] | None = None,
    damage: int = 0,
    token: bool = False,
    top: bool = True,
    face_down: bool = False,
) -> int:
    """Create a card (or token) owned by ``player`` directly in ``zone``; returns its id.

    ``sick=True`` means its controller has not controlled it continuously since their most
    recent turn began (302.6); otherwise it counts as controlled since before that turn.
    ``face_down=True`` puts a permanent face down (708), as its morph, megamorph or disguise
    ability would have it (702.37c, 702.168b), or as a plain 2/2 (708.2a).
    """
    from ..cards.registry import get_card
    from ..rules.card import definition

    if game._flow is not None:
        raise RuntimeError("place() arranges a board before game.start(); the game has started")
    owner = _pid(game, player)
    cdef = get_card(card) if isinstance(card, str) else definition(card)
    if cdef.unsupported:
        from .game import CardNotSupported

        raise CardNotSupported(f"{cdef.name} can't be played yet: {cdef.unsupported}")
    obj = GameObject(game.new_id(), cdef, owner, zone, token=token or cdef.token)
    obj.timestamp = game.new_timestamp()
    if zone == BATTLEFIELD:
        obj.controller = _pid(game, controller) if controller is not None else owner
        obj.base_controller = obj.controller
        obj.tapped = tapped
        obj.control_turn = game.turn if sick else -1
        obj.counters = dict(counters) if counters else None
        obj.damage = damage
    if face_down and zone == BATTLEFIELD:
        from ..rules.face_down import face_down_way, turn_face_down

        way = face_down_way(cdef)
        turn_face_down(game, obj, way.name if way is not None else "face down")
    game.objects[obj.id] = obj
    game.arranged = True
    if zone == BATTLEFIELD:
        from ..rules.events import track_replacers

        track_replacers(game, obj, 1)
    if zone in PLAYER_ZONES:
        dest = game.player(owner).zone(zone)
        if zone == LIBRARY and not top:
            dest.insert(0, obj.id)
        else:
            dest.append(obj.id)
    else:
        game.shared_zone(zone).append(obj.id)
    game.touch()
    return obj.id


def clear_library(game: Game, player: int | str) -> None:
    """Remove every card from a player's library (before the game starts)."""
    p = game.player(_pid(game, player))
    for oid in p.library:
        del game.objects[oid]
    p.library.clear()


def _pid(game: Game, who: int | str) -> int:
    return game.player_ref(who).id
