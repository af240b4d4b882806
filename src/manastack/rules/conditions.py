"""Conditions ("if ...", "as long as ...", a trigger's further condition, an intervening "if"
clause, 603.4): one handler per condition node, seen from the ability's context."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from .characteristics import chars
from .dispatch import registers, rules_for
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
    n = sum(1 for obj in found if obj.controller in who)
    return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)


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


@registers(CONDITIONS, ir.SomePlayer)
def _some_player(game: Game, ctx: Context, cond: ir.SomePlayer) -> bool:
    """"if an opponent has 10 or less life": any one of the players."""
    from dataclasses import replace

    value = amount(game, ctx, cond.value)
    return any(OPERATORS[cond.op](amount(game, replace(ctx, targets=((pid,),)),
                                         ir.PlayerCount(ir.Targeted(0), cond.what)), value)
               for pid in players(game, ctx, cond.who))


HISTORY_KINDS = {"cast": "cast", "attacked": "attackers", "gain_life": "gain_life",
                 "lose_life": "lose_life", "dies": "move"}


@registers(CONDITIONS, ir.HappenedThisTurn)
def _happened(game: Game, ctx: Context, cond: ir.HappenedThisTurn) -> bool:
    """The turn's history, read from this turn's log: spells cast (601.2i), attackers declared
    (508.1), life gained or lost (119.3), creatures that died (700.4)."""
    kind = HISTORY_KINDS[cond.event]
    who = set(players(game, ctx, cond.player)) if cond.player is not None else None
    test = compiled(cond.pred) if cond.pred is not None and cond.pred != ir.Other() else None
    count = 0
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            break
        if entry.kind != kind or not entry.data:
            continue
        if cond.event == "cast":
            sid = entry.data[0]
            if cond.pred == ir.Other() and sid == ctx.source:
                continue
            spell = game.objects.get(sid) or game.lki.get(sid)
            player = getattr(spell, "controller", None)
        elif cond.event == "dies":
            if entry.data[2:4] != ("battlefield", "graveyard"):
                continue
            spell = game.lki.get(entry.data[0])
            if spell is None or "Creature" not in chars(game, spell).types:
                continue
            player = spell.controller
        else:
            spell, player = None, entry.data[0]
        if who is not None and player not in who:
            continue
        if test is not None and (spell is None or not test(game, chars(game, spell), spell,
                                                           ctx.controller, ctx.source, ctx)):
            continue
        count += 1
        if count >= cond.at_least:
            return True
    return False
