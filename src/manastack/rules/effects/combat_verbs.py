"""Effects about combat: restrictions "this turn" (508.1c, 509.1b) and fighting (701.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...game.objects import BATTLEFIELD
from ..characteristics import ContinuousEffect
from ..refs import objects
from ..restrictions import NEXT_UNTAP, UNTAP, kinds
from . import Context, Resolution, handler
from .continuous import create_effect

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.DoesntUntapNext)
def _doesnt_untap_next(game: Game, ctx: Context, node: ir.DoesntUntapNext) -> Resolution:
    """"It doesn't untap during its controller's next untap step." (502.3, 611.2a): a
    continuous effect on the permanents it names (locked in, 611.2c), kept until the untap step
    it applies to (``restrictions.skip_next_untap``)."""
    affected = tuple(o.id for o in objects(game, ctx, node.what) if o.zone == BATTLEFIELD)
    if not affected:
        return
    until = f"{NEXT_UNTAP}{ctx.controller if node.yours else ''}"
    game.effects = [*game.effects, ContinuousEffect(
        affected, game.new_timestamp(), until=until, source=ctx.source_card.name,
        restrictions=frozenset({UNTAP}))]
    game.touch()
    names = ", ".join(game.objects[i].name for i in affected)
    whose = "its controller's" if not node.yours else \
        f"{game.player(ctx.controller).name}'s"
    game.record("effect", f"{names} doesn't untap during {whose} next untap step", "502.3")
    return
    yield


@handler(ir.CantBlockAttacker)
def _cant_block_attacker(game: Game, ctx: Context, node: ir.CantBlockAttacker) -> Resolution:
    """"Target creature can't block SELF this turn." (611.2a, locked in, 611.2c): a restriction
    on the pair (509.1b) read as blockers are declared (``restrictions.pair_forbidden``)."""
    _pairs_this_turn(game, ctx, node, "blocks_forbidden", "can't block {} this turn", "509.1b")
    return
    yield


@handler(ir.BlocksIfAble)
def _blocks_if_able(game: Game, ctx: Context, node: ir.BlocksIfAble) -> Resolution:
    """"Target creature blocks SELF this turn if able." (611.2a, locked in, 611.2c): a block
    requirement (509.1c) read as blockers are declared (``combat.block_requirements``); none if
    the creature to block has left the battlefield."""
    _pairs_this_turn(game, ctx, node, "block_requirements", "blocks {} this turn if able",
                     "509.1c")
    return
    yield


def _pairs_this_turn(game: Game, ctx: Context, node: ir.CantBlockAttacker | ir.BlocksIfAble,
                     field: str, text: str, rule: str) -> None:
    """A continuous effect on (blocker, attacker) pairs, the objects named as it resolves that
    are still on the battlefield (611.2c); ``field`` of ``ContinuousEffect`` holds the pairs."""
    attackers = [o for o in objects(game, ctx, node.attacker) if o.zone == BATTLEFIELD]
    blockers = tuple(o.id for o in objects(game, ctx, node.what) if o.zone == BATTLEFIELD)
    if not attackers or not blockers:
        return
    pairs = tuple((b, a.id) for b in blockers for a in attackers)
    game.effects = [*game.effects, ContinuousEffect(
        blockers, game.new_timestamp(), source=ctx.source_card.name, **{field: pairs})]
    game.touch()
    names = ", ".join(game.objects[i].name for i in blockers)
    game.record("effect", f"{names} {text.format(attackers[0].name)}", rule)


@handler(ir.Restrict)
def _restrict(game: Game, ctx: Context, node: ir.Restrict) -> Resolution:
    """"Target creature can't block this turn." (611.2a: a continuous effect on the objects it
    names as it resolves, locked in, 611.2c; a restriction, 508.1c, 509.1b, until the cleanup
    step, 514.2)."""
    forbidden = kinds(node)
    words = " or ".join(k for k in ("attack", "block", "be blocked") if k in forbidden)
    create_effect(game, ctx, node.what, ir.EndOfTurn(), f"can't {words}",
                  restrictions=forbidden)
    return
    yield
