"""Restrictions on attacking and blocking (508.1c, 509.1b): "can't attack", "can't block", "can't
be blocked", from static abilities (the creature's own, or another permanent's such as an
Aura's "Enchanted creature can't attack or block.") and from resolved effects "this turn"
(611.2a, kept as continuous effects with ``restrictions``); and "doesn't untap during its
controller's untap step" (502.3).

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
    return any(kind in kinds(ab) and _affects(game, holder, ab.affects, obj)
               for holder, ab in _statics(game))


def pair_forbidden(game: Game, blocker: GameObject, attacker: GameObject) -> str:
    """Why ``blocker`` may not block ``attacker`` because of a restriction on the pair, or ""
    (509.1b): "can block only [creatures]", "can't block [creatures]", "can't be
    blocked by [creatures]", "can't be blocked except by [creatures]"."""
    for holder, ab in _statics(game):
        pid, src = holder.controller, holder.id
        if _affects(game, holder, ab.affects, blocker):
            if ab.blocks_only is not None and not matches(game, attacker, ab.blocks_only, pid, src):
                return f"{blocker.name} can block only certain creatures"
            if ab.cant_block is not None and matches(game, attacker, ab.cant_block, pid, src):
                return f"{blocker.name} can't block {attacker.name}"
        if _affects(game, holder, ab.affects, attacker):
            if ab.blocked_by is not None and matches(game, blocker, ab.blocked_by, pid, src):
                return f"{attacker.name} can't be blocked by {blocker.name}"
            if ab.except_by is not None and not matches(game, blocker, ab.except_by, pid, src):
                return f"{attacker.name} can be blocked only by certain creatures"
    return ""


def most_blockers(game: Game, attacker: GameObject) -> int | None:
    """"Can't be blocked by more than N creatures": the fewest such N, or None (509.1b)."""
    found = [ab.max_blockers for holder, ab in _statics(game)
             if ab.max_blockers and _affects(game, holder, ab.affects, attacker)]
    return min(found) if found else None


def kept_tapped(game: Game, objs: list[GameObject]) -> set[int]:
    """Which of ``objs`` a static ability keeps from untapping during their controller's untap
    step (502.3: "effects can keep one or more of a player's permanents from untapping"): "SELF
    doesn't untap during your untap step.", "Enchanted creature doesn't untap during its
    controller's untap step.", "Blue creatures don't untap during their controllers' untap
    steps."."""
    holds = []
    for oid in game.battlefield:
        holder = game.objects[oid]
        if not holder.card.untap_rules and not game.statics and not game.effects:
            continue  # no such ability printed, and nothing could have granted one
        holds += [(holder, ab) for ab in chars(game, holder).abilities
                  if isinstance(ab, ir.DoesntUntap)]
    return {obj.id for obj in objs
            if any(_affects(game, holder, ab.affects, obj) for holder, ab in holds)}


def _statics(game: Game) -> list[tuple[GameObject, Any]]:
    """The restriction abilities of the permanents, with their holders."""
    if not game.attack_rules and not game.statics and not game.effects:
        return []  # none printed on the battlefield, and nothing could have granted one
    found = []
    for oid in game.battlefield:
        holder = game.objects[oid]
        if not holder.card.attack_rules and not game.statics and not game.effects:
            continue  # no such ability printed, and nothing could have granted one
        found += [(holder, ab) for ab in chars(game, holder).abilities
                  if isinstance(ab, ir.Restriction)]
    return found


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
