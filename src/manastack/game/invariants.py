"""Invariants a game keeps after every decision, checked by the fuzzer (bench/fuzz.py) and the
property tests: each object in exactly one zone (400.1), every card conserved, no negative
counters, damage or mana, mana only from the current step (500.5), life totals that match the
log (119.3, 120.3a), views that show nothing the viewer can't see (400.2)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NoReturn

from .objects import PHASED_OUT, PLAYER_ZONES, ZONES, GameObject

if TYPE_CHECKING:
    from .game import Game


class InvariantBroken(AssertionError):
    """A state the rules can't produce; the message says which invariant and where."""


def _fail(text: str) -> NoReturn:
    raise InvariantBroken(text)


def check_zones(game: Game) -> None:
    """400.1: each object is in exactly one zone, and its ``zone`` says which."""
    seen: dict[int, str] = {}

    def see(oid: int, zone: str) -> None:
        if oid in seen:
            _fail(f"object {oid} is in {seen[oid]} and {zone}")
        seen[oid] = zone
        if game.objects[oid].zone != zone:
            _fail(f"object {oid} is listed in {zone} but says {game.objects[oid].zone}")

    for p in game.players:
        for zone in PLAYER_ZONES:
            for oid in p.zone(zone):
                see(oid, zone)
                if game.objects[oid].owner != p.id:
                    _fail(f"object {oid} is in {p.name}'s {zone} but owned by another (400.3)")
    for zone in ZONES:
        if zone not in PLAYER_ZONES:
            for oid in game.shared_zone(zone):
                see(oid, zone)
    phased = {oid for oid, o in game.objects.items() if getattr(o, "zone", "") == PHASED_OUT}
    if phased & set(seen):
        _fail("a phased-out permanent is in a zone's list (702.26b)")
    if set(seen) | phased != set(game.objects):
        _fail(f"objects in no zone: {sorted(set(game.objects) - set(seen) - phased)[:5]}")


def check_cards(game: Game, deck_sizes: dict[int, int]) -> None:
    """Cards are neither made nor lost: each player owns as many non-token cards as their deck
    had (a copy of a spell or a token is no card, 707.10, 111.1)."""
    owned = Counter(o.owner for o in game.objects.values()
                    if isinstance(o, GameObject) and not o.token)
    for p in game.players:
        if not p.left and owned[p.id] != deck_sizes[p.id]:
            _fail(f"{p.name} owns {owned[p.id]} cards, not the {deck_sizes[p.id]} of their deck")


def check_values(game: Game) -> None:
    """No counters, damage or mana below zero; mana in a pool was made this step (500.5)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if any(n <= 0 for n in (obj.counters or {}).values()) or obj.damage < 0:
            _fail(f"{obj.name} ({oid}) has counters {obj.counters} and damage {obj.damage}")
    for p in game.players:
        if any(n < 0 for n in p.pool):
            _fail(f"{p.name}'s mana pool is {p.pool}")
        if any(p.pool) and not _mana_made_this_step(game):
            _fail(f"{p.name} has mana left over from an earlier step (500.5)")


def _mana_made_this_step(game: Game) -> bool:
    for entry in reversed(game.log):
        if (entry.turn, entry.step) != (game.turn, game.step):
            return False
        if entry.kind == "mana":
            return True
    return False


def check_life(game: Game, start: int = 20) -> None:
    """Each player's life total is the starting life (103.4) plus the life gained and minus the
    life lost that the log records: gains and losses (119.3) and damage dealt to the player
    (120.3a; with infect it gives poison counters instead, 120.3b)."""
    life = {p.id: start for p in game.players}
    for entry in game.log:
        if entry.kind == "gain_life":
            life[entry.data[0]] += entry.data[1]
        elif entry.kind == "lose_life":
            life[entry.data[0]] -= entry.data[1]
        elif entry.kind == "damage" and entry.rule == "120.3a":
            life[entry.data[1]] -= entry.data[2]
    for p in game.players:
        if p.life != life[p.id]:
            _fail(f"{p.name} has {p.life} life, but the log accounts for {life[p.id]}")


def check_views(game: Game) -> None:
    """400.2: a player's view names no object they can't see (another hand, any library)."""
    hidden_everywhere = {oid for p in game.players for oid in p.library}
    for viewer in game.players:
        hidden = hidden_everywhere | {oid for p in game.players if p is not viewer
                                      for oid in p.hand}
        leaked = sorted(set(_ids(game.view(viewer.id))) & hidden)
        if leaked:
            _fail(f"{viewer.name}'s view shows hidden objects {leaked[:5]}")


def _ids(data: Any) -> list[int]:
    if isinstance(data, dict):
        out = [v for k, v in data.items() if k == "id" and isinstance(v, int)]
        for v in data.values():
            out += _ids(v)
        return out
    if isinstance(data, list):
        return [i for v in data for i in _ids(v)]
    return []


def check(game: Game, deck_sizes: dict[int, int] | None = None, views: bool = False) -> None:
    """Every invariant above (the views and the life totals only when asked: they cost a view
    per player and a reading of the whole log)."""
    check_zones(game)
    check_values(game)
    if deck_sizes is not None:
        check_cards(game, deck_sizes)
    if views:
        check_views(game)
        check_life(game)
