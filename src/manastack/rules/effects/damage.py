"""Damage to several kinds of recipients at once (120.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from .. import events
from ..context import ability_source
from ..quantity import amount
from ..refs import last_known, objects, players
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.DamageEach)
def _damage_each(game: Game, ctx: Context, node: ir.DamageEach) -> Resolution:
    """"[Source] deals N damage to each creature and each player." All the damage is dealt at
    once, as one event (120.4, 120.3): a creature and a player it kills leave together, and
    lifelink counts it all together (702.15b)."""
    n = amount(game, ctx, node.amount)
    if isinstance(node.source, ir.This):
        source = ability_source(game, ctx)  # 608.2h: as it last existed if it has left
    else:
        found = last_known(game, ctx, node.source)
        if not found:
            return
        source = found[0]
    hits = [(source, obj.id, n) for obj in objects(game, ctx, node.objects)]
    hits += [(source, pid, n) for pid in players(game, ctx, node.players)]
    yield from events.deal_damage(game, hits)
