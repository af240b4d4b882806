"""Restrictions on attacking and blocking (508.1c, 509.1b): "can't attack", "can't block", "can't
be blocked", from static abilities (the creature's own, or another permanent's such as an
Aura's "Enchanted creature can't attack or block.") and from resolved effects "this turn"
(611.2a, kept as continuous effects with ``restrictions``).

A restriction is an effect on the creature, not an ability it has: one from another permanent
or a resolved effect still applies if the creature loses all abilities (613.1f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ir
from .characteristics import chars
from .select import matches

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

ATTACK, BLOCK, BLOCKED = "attack", "block", "be blocked"


def kinds(node: Any) -> frozenset[str]:
    """What a ``Restriction`` or ``Restrict`` node forbids."""
    return frozenset(k for k, on in ((ATTACK, node.attack), (BLOCK, node.block),
                                     (BLOCKED, node.blocked)) if on)


def restricted(game: Game, obj: GameObject, kind: str) -> bool:
    """Whether a restriction says ``obj`` can't ``kind`` (attack, block, be blocked) now."""
    for e in game.effects:
        if e.restrictions and kind in e.restrictions and obj.id in e.objects:
            return True
    for oid in game.battlefield:
        holder = game.objects[oid]
        if not holder.card.attack_rules and not game.statics and not game.effects:
            continue  # no such ability printed, and nothing could have granted one
        for ab in chars(game, holder).abilities:
            if isinstance(ab, ir.Restriction) and kind in kinds(ab) and \
                    _affects(game, holder, ab.affects, obj):
                return True
    return False


def _affects(game: Game, holder: GameObject, affects: Any, obj: GameObject) -> bool:
    """Whether the static ability of ``holder`` applies to ``obj``: the permanent itself, the one
    it is attached to ("enchanted creature", 303.4), or the permanents its selector matches."""
    if isinstance(affects, ir.This):
        return holder.id == obj.id
    if isinstance(affects, ir.AttachedTo):
        return holder.attached_to == obj.id and (
            affects.pred == ir.ANYTHING or matches(game, obj, affects.pred, holder.controller,
                                                   holder.id))
    if isinstance(affects, ir.Each):
        return obj.zone in affects.what.zones and matches(game, obj, affects.what.pred,
                                                          holder.controller, holder.id)
    return False
