"""Conditions ("if ...", "as long as ...", a trigger's further condition, an intervening "if"
clause, 603.4): one handler per condition node, seen from the ability's context."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from .quantity import amount
from .refs import last_known, players
from .select import OPERATORS, compiled, select

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

CONDITIONS: dict[type, Callable[[Game, Context, Any], bool]] = {}
"""The handler deciding each kind of condition node."""


def holds(game: Game, ctx: Context, cond: ir.Condition) -> bool:
    """Whether ``cond`` is true now."""
    handler = CONDITIONS.get(type(cond))
    if handler is None:
        raise NotImplementedError(f"no rules for the condition {type(cond).__name__}")
    return handler(game, ctx, cond)


def _condition(node: type) -> Callable[[Any], Any]:
    def register(fn: Any) -> Any:
        CONDITIONS[node] = fn
        return fn
    return register


@_condition(ir.AllOf)
def _all_of(game: Game, ctx: Context, cond: ir.AllOf) -> bool:
    return all(holds(game, ctx, c) for c in cond.parts)


@_condition(ir.AnyOf)
def _any_of(game: Game, ctx: Context, cond: ir.AnyOf) -> bool:
    return any(holds(game, ctx, c) for c in cond.parts)


@_condition(ir.NotCond)
def _not(game: Game, ctx: Context, cond: ir.NotCond) -> bool:
    return not holds(game, ctx, cond.part)


@_condition(ir.CompareQ)
def _compare(game: Game, ctx: Context, cond: ir.CompareQ) -> bool:
    return OPERATORS[cond.op](amount(game, ctx, cond.left), amount(game, ctx, cond.right))


@_condition(ir.Controls)
def _controls(game: Game, ctx: Context, cond: ir.Controls) -> bool:
    """"if you control [N or more] [permanents]"."""
    found = select(game, cond.what, ctx.controller, ctx.source, ctx)
    who = set(players(game, ctx, cond.player))
    return sum(1 for obj in found if obj.controller in who) >= cond.at_least


@_condition(ir.ObjectIs)
def _object_is(game: Game, ctx: Context, cond: ir.ObjectIs) -> bool:
    """The referenced object exists (or existed, 608.2h) and fits the description."""
    from .characteristics import chars

    found = last_known(game, ctx, cond.obj)
    test = compiled(cond.pred)
    return bool(found) and all(test(game, chars(game, obj), obj, ctx.controller, ctx.source, ctx)
                               for obj in found)


@_condition(ir.YourTurn)
def _your_turn(game: Game, ctx: Context, cond: ir.YourTurn) -> bool:
    return game.active_player.id == ctx.controller
