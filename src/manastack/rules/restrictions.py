"""Restrictions on attacking and blocking (508.1c, 509.1b): "can't attack", "can't block", "can't
be blocked", from static abilities (the creature's own, or another permanent's such as an
Aura's "Enchanted creature can't attack or block.") and from resolved effects "this turn"
(611.2a, kept as continuous effects with ``restrictions``); and "doesn't untap during its
controller's untap step" (502.3).

A restriction is an effect on the creature, not an ability it has: one from another permanent
or a resolved effect still applies if the creature loses all abilities (613.1f).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .. import ir
from .characteristics import chars
from .select import matches

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

ATTACK, BLOCK, BLOCKED = "attack", "block", "be blocked"
UNTAP = "untap"
"""The restriction of a "doesn't untap during its controller's next untap step" effect."""
NEXT_UNTAP = "next_untap:"
"""Its ``until``: followed by the player whose next untap step it is, or by nothing for "its
controller's" (the player controlling the permanent when an untap step comes)."""


def kinds(node: Any) -> frozenset[str]:
    """What a ``Restriction`` or ``Restrict`` node forbids."""
    return frozenset(k for k, on in ((ATTACK, node.attack), (BLOCK, node.block),
                                     (BLOCKED, node.blocked)) if on)


def restricted(game: Game, obj: GameObject, kind: str) -> bool:
    """Whether a restriction says ``obj`` can't ``kind`` (attack, block, be blocked) now."""
    for e in game.effects:
        if e.restrictions and kind in e.restrictions and obj.id in e.objects:
            return True
    return any(kind in kinds(ab) and affects(game, holder, ab.affects, obj)
               for holder, ab in _statics(game))


def pair_forbidden(game: Game, blocker: GameObject, attacker: GameObject) -> str:
    """Why ``blocker`` may not block ``attacker`` because of a restriction on the pair, or ""
    (509.1b): "can block only [creatures]", "can't block [creatures]", "can't be
    blocked by [creatures]", "can't be blocked except by [creatures]"; The Ring's "Your
    Ring-bearer ... can't be blocked by creatures with greater power" (701.54c)."""
    if game.ring_bearers and attacker.id in game.ring_bearers.values():
        from .effects.designations import ring_bearer

        if ring_bearer(game, attacker.controller) == attacker.id and \
                (chars(game, blocker).power or 0) > (chars(game, attacker).power or 0):
            return f"{attacker.name} can't be blocked by creatures with greater power (701.54c)"
    for holder, ab in _statics(game):
        pid, src = holder.controller, holder.id
        if affects(game, holder, ab.affects, blocker):
            if ab.blocks_only is not None and not matches(game, attacker, ab.blocks_only, pid, src):
                return f"{blocker.name} can block only certain creatures"
            if ab.cant_block is not None and matches(game, attacker, ab.cant_block, pid, src):
                return f"{blocker.name} can't block {attacker.name}"
        if affects(game, holder, ab.affects, attacker):
            if ab.blocked_by is not None and matches(game, blocker, ab.blocked_by, pid, src):
                return f"{attacker.name} can't be blocked by {blocker.name}"
            if ab.except_by is not None and not matches(game, blocker, ab.except_by, pid, src):
                return f"{attacker.name} can be blocked only by certain creatures"
    return ""


def most_blockers(game: Game, attacker: GameObject) -> int | None:
    """"Can't be blocked by more than N creatures": the fewest such N, or None (509.1b)."""
    found = [ab.max_blockers for holder, ab in _statics(game)
             if ab.max_blockers and affects(game, holder, ab.affects, attacker)]
    return min(found) if found else None


def kept_tapped(game: Game, objs: list[GameObject]) -> set[int]:
    """Which of ``objs`` a static ability keeps from untapping during their controller's untap
    step (502.3: "effects can keep one or more of a player's permanents from untapping"): "SELF
    doesn't untap during your untap step.", "Enchanted creature doesn't untap during its
    controller's untap step.", "Blue creatures don't untap during their controllers' untap
    steps."."""
    holds = held(game, ir.DoesntUntap, "untap_rules")
    return {obj.id for obj in objs
            if any(affects(game, holder, ab.affects, obj) for holder, ab in holds)}


def skip_next_untap(game: Game, active: int) -> set[int]:
    """The permanents of ``active`` that a "doesn't untap during its controller's (your) next
    untap step" effect keeps tapped in this untap step (502.3); each such effect then ends for
    them (611.2a: its duration was that untap step). A permanent that left the battlefield is a
    new object (400.7): the effect no longer applies to it."""
    if not game.effects:
        return set()
    kept: set[int] = set()
    left = []
    for e in game.effects:
        if UNTAP not in e.restrictions or not e.until.startswith(NEXT_UNTAP):
            left.append(e)
            continue
        whose = e.until[len(NEXT_UNTAP):]
        live = [i for i in e.objects if i in game.battlefield]
        if whose:  # "your next untap step": this one, if it is that player's
            if int(whose) != active:
                left.append(e)
                continue
            kept.update(i for i in live if game.objects[i].controller == active)
            continue
        mine = [i for i in live if game.objects[i].controller == active]
        kept.update(mine)
        rest = tuple(i for i in live if i not in mine)
        if rest:
            left.append(replace(e, objects=rest))
    if len(left) != len(game.effects) or kept:
        game.effects = left
        game.touch()
    return kept


def _statics(game: Game) -> list[tuple[GameObject, Any]]:
    """The restriction abilities of the permanents, with their holders."""
    if not game.attack_rules and not game.statics and not game.effects:
        return []  # none printed on the battlefield, and nothing could have granted one
    return held(game, ir.Restriction, "attack_rules")


def held(game: Game, kind: type, flag: str) -> list[tuple[GameObject, Any]]:
    """The abilities of type ``kind`` of the permanents on the battlefield, with their holders;
    a permanent whose card has no such ability printed (its CardDef ``flag`` is false) is skipped
    unless something could have granted one (613.1f)."""
    granted = bool(game.statics or game.effects)
    found = []
    for oid in game.battlefield:
        holder = game.objects[oid]
        if not granted and not getattr(holder.card, flag):
            continue
        found += [(holder, ab) for ab in chars(game, holder).abilities if isinstance(ab, kind)]
    return found


def affects(game: Game, holder: GameObject, affects: Any, obj: GameObject) -> bool:
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
