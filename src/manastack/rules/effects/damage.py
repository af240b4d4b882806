"""Damage to several kinds of recipients at once (120.4), and fighting (701.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.objects import BATTLEFIELD
from .. import events
from ..characteristics import chars
from ..context import ability_source
from ..quantity import amount
from ..refs import last_known, objects, players
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


def _source(game: Game, ctx: Context, ref: ir.ObjRef) -> Any:
    """The damage's source; this object as it last existed if it has left (608.2h)."""
    if isinstance(ref, ir.This):
        return ability_source(game, ctx)
    found = last_known(game, ctx, ref)
    return found[0] if found else None


@handler(ir.DamageEach)
def _damage_each(game: Game, ctx: Context, node: ir.DamageEach) -> Resolution:
    """"[Source] deals N damage to each creature and each player." All the damage is dealt at
    once, as one event (120.4, 120.3): a creature and a player it kills leave together, and
    lifelink counts it all together (702.15b)."""
    n = amount(game, ctx, node.amount)
    source = _source(game, ctx, node.source)
    if source is None:
        return
    hits = [(source, obj.id, n) for obj in objects(game, ctx, node.objects)]
    hits += [(source, pid, n) for pid in players(game, ctx, node.players)]
    yield from events.deal_damage(game, hits, hit=ctx.chosen.setdefault("damaged", []))


@handler(ir.DamageSplit)
def _damage_split(game: Game, ctx: Context, node: ir.DamageSplit) -> Resolution:
    """"[Source] deals 1 damage to any target and 1 damage to you." Each part's amount to its
    recipients, all dealt at once as one damage event (120.4); a target that has become illegal
    is left out by the references (608.2b) and the other parts are still dealt."""
    source = _source(game, ctx, node.parts[0].source)
    if source is None:
        return
    hits: list[tuple[Any, int, int]] = []
    for part in node.parts:
        n = amount(game, ctx, part.amount)
        hits += [(source, pid, n) for pid in players(game, ctx, part.to)]
        hits += [(source, obj.id, n) for obj in objects(game, ctx, part.to)]
    yield from events.deal_damage(game, hits, hit=ctx.chosen.setdefault("damaged", []))


@handler(ir.Fight)
def _fight(game: Game, ctx: Context, node: ir.Fight) -> Resolution:
    """"[A] fights [B]." (701.14a): each deals damage equal to its power to the other, at once
    (a creature fighting itself deals it twice, 701.14c). If either is gone, is no longer a
    creature or has become an illegal target (left out by the references, 608.2b), neither
    deals damage (701.14b). Not combat damage (701.14d)."""
    first = [o for o in objects(game, ctx, node.first) if o.zone == BATTLEFIELD]
    second = [o for o in objects(game, ctx, node.second) if o.zone == BATTLEFIELD]
    if len(first) != 1 or len(second) != 1 or not all(
            "Creature" in chars(game, o).types for o in (*first, *second)):
        game.record("fight", "no fight: a creature is missing or isn't a creature", "701.14b")
        return
    a, b = first[0], second[0]
    game.record("fight", f"{a.name} fights {b.name}", "701.14a")
    yield from events.deal_damage(game, [(a, b.id, chars(game, a).power or 0),
                                         (b, a.id, chars(game, b).power or 0)])


@handler(ir.DealDivided)
def _deal_divided(game: Game, ctx: Context, node: ir.DealDivided) -> Resolution:
    """"[Source] deals N damage divided as you choose among ... targets." Each target is dealt
    the part announced for it as the spell was cast (601.2d), all at once (120.4); the part of a
    target that has become illegal isn't dealt to anyone (608.2b)."""
    source = _source(game, ctx, node.source)
    if source is None:
        return
    group = ctx.targets[node.to.index] if node.to.index < len(ctx.targets) else ()
    division = ctx.division
    if len(division) != len(group):  # pragma: no cover - announced with the targets (601.2d)
        raise AssertionError(f"no division of the damage among {group!r}")
    hits = [(source, t, n) for t, n in zip(group, division, strict=True) if t is not None]
    yield from events.deal_damage(game, hits, hit=ctx.chosen.setdefault("damaged", []))
