"""Conditions ("if ...", "as long as ...", a trigger's further condition, an intervening "if"
clause, 603.4): one handler per condition node, seen from the ability's context."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD, GameObject
from .characteristics import chars
from .dispatch import registers, rules_for
from .quantity import amount
from .refs import last_known, objects, players
from .select import OPERATORS, compiled, select

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

CONDITIONS: dict[type, Callable[[Game, Context, Any], bool]] = {}
"""The handler deciding each kind of condition node."""


def holds(game: Game, ctx: Context, cond: ir.Condition) -> bool:
    """Whether ``cond`` is true now."""
    return rules_for(CONDITIONS, cond, "condition")(game, ctx, cond)


@registers(CONDITIONS, ir.AllOf)
def _all_of(game: Game, ctx: Context, cond: ir.AllOf) -> bool:
    return all(holds(game, ctx, c) for c in cond.parts)


@registers(CONDITIONS, ir.AnyOf)
def _any_of(game: Game, ctx: Context, cond: ir.AnyOf) -> bool:
    return any(holds(game, ctx, c) for c in cond.parts)


@registers(CONDITIONS, ir.NotCond)
def _not(game: Game, ctx: Context, cond: ir.NotCond) -> bool:
    return not holds(game, ctx, cond.part)


@registers(CONDITIONS, ir.CompareQ)
def _compare(game: Game, ctx: Context, cond: ir.CompareQ) -> bool:
    return OPERATORS[cond.op](amount(game, ctx, cond.left), amount(game, ctx, cond.right))


@registers(CONDITIONS, ir.Controls)
def _controls(game: Game, ctx: Context, cond: ir.Controls) -> bool:
    """"if you control [N or more] [permanents]"."""
    found = select(game, cond.what, ctx.controller, ctx.source, ctx)
    who = set(players(game, ctx, cond.player))
    return sum(1 for obj in found if obj.controller in who) >= cond.at_least


@registers(CONDITIONS, ir.ObjectIs)
def _object_is(game: Game, ctx: Context, cond: ir.ObjectIs) -> bool:
    """The referenced object exists (or existed, 608.2h) and fits the description."""
    found = last_known(game, ctx, cond.obj)
    test = compiled(cond.pred)
    return bool(found) and all(test(game, chars(game, obj), obj, ctx.controller, ctx.source, ctx)
                               for obj in found)


@registers(CONDITIONS, ir.YourTurn)
def _your_turn(game: Game, ctx: Context, cond: ir.YourTurn) -> bool:
    return game.active_player.id == ctx.controller


@registers(CONDITIONS, ir.CameUnderControlSinceLastUpkeep)
def _new_since_last_upkeep(game: Game, ctx: Context, cond: ir.CameUnderControlSinceLastUpkeep
                           ) -> bool:
    """702.30a: this permanent came under its controller's control since the beginning of
    their last upkeep (the upkeep of their previous turn: it is checked at the beginning of
    this one). Control that began during that turn began after its upkeep started: nothing
    changes control in an untap step."""
    obj = game.objects.get(ctx.source)
    if not isinstance(obj, GameObject) or obj.zone != BATTLEFIELD:
        return False
    player = game.player(obj.controller)
    return obj.control_turn > 0 and obj.control_turn >= player.previous_turn_began


@registers(CONDITIONS, ir.OnBattlefield)
def _on_battlefield(game: Game, ctx: Context, cond: ir.OnBattlefield) -> bool:
    """"if [this permanent] is on the battlefield" (702.24a)."""
    return any(o.zone == BATTLEFIELD for o in objects(game, ctx, cond.obj))
