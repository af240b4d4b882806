"""What one player can see (architecture principle 8): no other player's hand, no library order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .objects import HAND, LIBRARY, GameObject

if TYPE_CHECKING:
    from .game import Game


def can_see(game: Game, viewer: int, obj: Any) -> bool:
    """Whether ``viewer`` may know what ``obj`` is (400.2): anything in a public zone, a card
    in their own hand; never a library card or another player's hand (a face-down object's
    values are already hidden, 708.2)."""
    zone = getattr(obj, "zone", None)
    if zone == LIBRARY:
        return False
    if zone == HAND:
        return bool(obj.owner == viewer)
    return zone is not None


def seen_name(game: Game, viewer: int, oid: Any) -> str:
    """How a refusal shown to ``viewer`` names object ``oid``: its name if they can see it,
    otherwise only its id, the same for a hidden object as for none at all (so a bogus answer
    can't reveal a hidden card)."""
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    if obj is not None and can_see(game, viewer, obj):
        return str(obj.name)
    return f"object {oid}"


def _public(game: Game, obj: GameObject, viewer: int | None = None) -> dict[str, Any]:
    """What anyone may know of a public object: its characteristics now (613), text included.
    A face-down object shows only its face-down characteristics (708.2); its controller may look
    at it (708.5: ``face_up`` names the card)."""
    ch = game.chars(obj)
    out: dict[str, Any] = {"id": obj.id, "name": ch.name, "owner": game.player(obj.owner).name,
                           "controller": game.player(obj.controller).name,
                           "types": sorted(ch.supertypes) + sorted(ch.types),
                           "subtypes": list(ch.subtypes), "colors": "".join(
                               c for c in "WUBRG" if c in ch.colors),
                           "keywords": sorted(ch.keywords), "text": ch.text}
    if obj.face_down:
        out["face_down"] = True
        if viewer == obj.controller:
            out["face_up"] = (obj.own_card or obj.card).name
    if obj.zone == "battlefield":
        out.update(tapped=obj.tapped, token=obj.token, counters=dict(obj.counters or {}),
                   damage=obj.damage, power=ch.power, toughness=ch.toughness,
                   attacking=obj.attacking is not None, blocking=bool(obj.blocking))
    return out


def view(game: Game, player: int | str) -> dict[str, Any]:
    """A plain-data picture of the game as ``player`` sees it (400.2: hidden zones stay hidden)."""
    from ..rules.phasing import phased_out

    me = game.player_ref(player).id
    players = []
    for p in game.players:
        entry: dict[str, Any] = {
            "name": p.name, "life": p.life, "poison": p.poison, "library": len(p.library),
            "hand_size": len(p.hand), "lost": p.lost,
            "graveyard": [_public(game, game.objects[i]) for i in p.graveyard],  # type: ignore[arg-type]
            "mana_pool": list(_total_pool(p)),
            "monarch": game.monarch == p.id,  # 724: a designation, public
            # 701.54c: the emblem The Ring (how often it tempted them) and their Ring-bearer
            "ring_tempted": game.ring_tempted.get(p.id, 0),
            "ring_bearer": game.ring_bearers.get(p.id),
        }
        if p.id == me:
            entry["hand"] = [_public(game, game.objects[i]) for i in p.hand]  # type: ignore[arg-type]
        players.append(entry)
    stack = []
    for i in reversed(game.stack):
        item = game.objects[i]
        entry = {"id": i, "name": item.name, "controller": game.player(item.controller).name}
        if getattr(item, "face_down", ""):
            entry["face_down"] = True
            if me == item.controller:  # 708.5: its controller may look at it
                entry["face_up"] = (item.own_card or item.card).name  # type: ignore[union-attr]
        stack.append(entry)
    return {
        "turn": game.turn, "step": game.step, "active": game.active_player.name,
        "players": players,
        "monarch": game.player(game.monarch).name if game.monarch is not None else None,
        "battlefield": [_public(game, game.objects[i], me) for i in game.battlefield],  # type: ignore[arg-type]
        # 702.26b: phased-out permanents are still public, though treated as nonexistent
        "phased_out": [_public(game, o, me) for o in phased_out(game)],
        "stack": stack,
        "bands": [list(b) for b in game.bands],  # 702.22c: this combat's attacking bands, by id
        # 406.3, 702.143a: a card exiled face down (foretold) is seen only by its owner
        "exile": [_public(game, game.objects[i], me) for i in game.exile],  # type: ignore[arg-type]
        "log": [e.render(True, me) for e in game.log],
    }


def _total_pool(player: Any) -> list[int]:
    from ..rules.mana import total_pool

    return total_pool(player)
