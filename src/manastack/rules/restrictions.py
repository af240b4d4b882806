"""Restrictions on attacking and blocking (508.1c, 509.1b): "can't attack", "can't block", "can't
be blocked" and "its activated abilities can't be activated" (602.5a), from static abilities
(the creature's own, or another permanent's such as an Aura's "Enchanted creature can't attack
or block.") and from resolved effects "this turn" (611.2a, kept as continuous effects with
``restrictions``); and "doesn't untap during its controller's untap step" (502.3).

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

ATTACK, BLOCK, BLOCKED, ACTIVATE = "attack", "block", "be blocked", "activate"
UNTAP = "untap"
"""The restriction of a "doesn't untap during its controller's next untap step" effect."""
NEXT_UNTAP = "next_untap:"
"""Its ``until``: followed by the player whose next untap step it is, or by nothing for "its
controller's" (the player controlling the permanent when an untap step comes)."""


def kinds(node: Any) -> frozenset[str]:
    """What a ``Restriction`` or ``Restrict`` node forbids."""
    return frozenset(k for k, on in ((ATTACK, node.attack), (BLOCK, node.block),
                                     (BLOCKED, node.blocked),
                                     (ACTIVATE, getattr(node, "activate", False))) if on)


def cant_activate(game: Game, obj: GameObject) -> bool:
    """602.5a: a static ability says the activated abilities of ``obj`` (a permanent) can't be
    activated ("Enchanted creature ... and its activated abilities can't be activated."): mana
    abilities (605.1a) and loyalty abilities (606.3) are activated abilities too."""
    return obj.zone == "battlefield" and restricted(game, obj, ACTIVATE)


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
    blocked by [creatures]", "can't be blocked except by [creatures]"; the effects "target
    creature can't block SELF this turn"; The Ring's "Your Ring-bearer ... can't be blocked by
    creatures with greater power" (701.54c)."""
    for e in game.effects:
        if (blocker.id, attacker.id) in e.blocks_forbidden:
            return f"{blocker.name} can't block {attacker.name} this turn"
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


def fewest_blockers(game: Game, attacker: GameObject) -> int:
    """"Can't be blocked except by N or more creatures": the greatest such N, or 0 (509.1b)."""
    return max((ab.min_blockers for holder, ab in _statics(game)
                if ab.min_blockers and affects(game, holder, ab.affects, attacker)), default=0)


def cast_limited(game: Game, pid: int) -> bool:
    """Whether a "can't cast more than N spells each turn" ability keeps player ``pid`` from
    casting another spell now (101.2): they have cast N spells this turn (601.2i, counting
    those cast before the ability's permanent arrived)."""
    if not game.cost_rules and not game.statics and not game.effects:
        return False
    limits = [ab.count for holder, ab in held(game, ir.CastLimit, "cost_rules")
              if ab.each_player or holder.controller == pid]
    return bool(limits) and spells_cast_this_turn(game, pid) >= min(limits)


def spells_cast_this_turn(game: Game, pid: int) -> int:
    """The spells player ``pid`` has cast this turn (601.2i: each "cast" entry of the log)."""
    n = 0
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            break
        if entry.kind == "cast" and entry.data and entry.data[1] == pid:
            n += 1
    return n


def kept_tapped(game: Game, objs: list[GameObject]) -> set[int]:
    """Which of ``objs`` a static ability keeps from untapping during their controller's untap
    step (502.3: "effects can keep one or more of a player's permanents from untapping"): "SELF
    doesn't untap during your untap step.", "Enchanted creature doesn't untap during its
    controller's untap step.", "Blue creatures don't untap during their controllers' untap
    steps."."""
    found = [(h, ab) for h, ab in held(game, ir.DoesntUntap, "untap_rules")
             if ab.condition is None or _holds(game, h, ab.condition)]
    return {obj.id for obj in objs
            if any(affects(game, holder, ab.affects, obj) for holder, ab in found)}


def _holds(game: Game, holder: GameObject, cond: Any) -> bool:
    """"... if it has a depletion counter on it": the condition, for the ability's holder."""
    from .conditions import holds
    from .context import holder_context

    return holds(game, holder_context(holder), cond)


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
    unless something could have granted one (613.1f). The answer is kept until the game changes
    (``Game.touch``, which also forgets the characteristics it is read from) and is shared: the
    caller must not modify it."""
    if game._layering:  # characteristics half-applied (rules/layers.py): read, don't keep
        return _held_now(game, kind, flag)
    kept = game._held
    basis = kept.get(None)  # what the kept answers were read from, in case no touch came
    if basis is None or basis[0] is not game.effects or basis[1:] != (game.statics,
                                                                      len(game.battlefield)):
        kept.clear()
        kept[None] = (game.effects, game.statics, len(game.battlefield))
    found = kept.get((kind, flag))
    if found is None:
        found = kept[kind, flag] = _held_now(game, kind, flag)
    return found


def _held_now(game: Game, kind: type, flag: str) -> list[tuple[GameObject, Any]]:
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
