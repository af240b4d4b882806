"""How effects combine (608.2c-d, 700.2): in sequence, optionally, for a price, on a condition,
instead of another (614.15), once per object, and by chosen modes."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ... import ir
from ...game.decisions import NO, YES, Decision, offer
from ..conditions import holds
from ..mana import ManaCost
from ..refs import objects, players
from . import Context, Resolution, handler, resolve

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.Seq)
def _seq(game: Game, ctx: Context, node: ir.Seq) -> Resolution:
    """Several effects, in the order written (608.2c)."""
    for effect in node.effects:
        yield from resolve(game, ctx, effect)


@handler(ir.May)
def _may(game: Game, ctx: Context, node: ir.May) -> Resolution:
    """"You may [effect]." The controller chooses as it resolves (608.2d); "target player may
    [effect]": that player does (702.124j), and nothing happens if it is no longer a legal
    target (608.2b)."""
    prompt = f"you may: {ctx.text}" if ctx.text else "you may"
    who = ctx.controller
    if not isinstance(node.who, ir.You):
        chooser = players(game, ctx, node.who)
        if not chooser:
            return
        who = chooser[0]
    answer = yield Decision(who, "may", [YES, NO], prompt=prompt)
    if answer.value:
        yield from resolve(game, ctx, node.effect)


@handler(ir.MayPay)
def _may_pay(game: Game, ctx: Context, node: ir.MayPay) -> Resolution:
    """"You may pay [cost]. If you do, [effect]." Decided as the ability resolves, even if its
    source has left (608.2d, 117.12)."""
    from ..payment import can_afford, pay_mana

    cost = ManaCost.parse(node.mana).with_x(ctx.x)  # X is the spell's or ability's (107.3)
    if not can_afford(game, ctx.controller, cost):
        game.record("may_pay", f"{game.player(ctx.controller).name} can't pay {node.mana}",
                    "118.3")
        return
    answer = yield Decision(ctx.controller, "may", [YES, NO], prompt=f"pay {node.mana}?")
    if answer.value:
        yield from pay_mana(game, ctx.controller, cost)
        yield from resolve(game, ctx, node.effect)


@handler(ir.Conditional)
def _conditional(game: Game, ctx: Context, node: ir.Conditional) -> Resolution:
    """"If [condition], [effect]" (otherwise the other effect, if any), checked as it resolves."""
    if holds(game, ctx, node.condition):
        yield from resolve(game, ctx, node.effect)
    elif node.otherwise is not None:
        yield from resolve(game, ctx, node.otherwise)


@handler(ir.IfInstead)
def _if_instead(game: Game, ctx: Context, node: ir.IfInstead) -> Resolution:
    """"[effect]. If [condition], [instead] instead." A self-replacement effect, settled before
    the effect happens and before other replacement effects (614.15, 616.1a)."""
    yield from resolve(game, ctx, node.instead if holds(game, ctx, node.condition) else node.effect)


@handler(ir.ForEach)
def _for_each(game: Game, ctx: Context, node: ir.ForEach) -> Resolution:
    """"For each [object], [effect]": the effect once per object, "it" being that object."""
    for obj in list(objects(game, ctx, node.what)):
        yield from resolve(game, replace(ctx, current=obj), node.effect)


@handler(ir.Modal)
def _modal(game: Game, ctx: Context, node: ir.Modal) -> Resolution:
    """"Choose one —" (700.2): the chosen modes happen in printed order (700.2a), each with
    its own targets."""
    start = 0
    offsets = []
    for m in ctx.modes:
        offsets.append(start)
        start += len(node.modes[m].targets)
    for m, offset in zip(ctx.modes, offsets, strict=True):
        mode = node.modes[m]
        part = replace(ctx, targets=ctx.targets[offset:offset + len(mode.targets)])
        yield from resolve(game, part, mode.effect)


@handler(ir.IfYouDo)
def _if_you_do(game: Game, ctx: Context, node: ir.IfYouDo) -> Resolution:
    """"[Action]. If you do, [effect]. [If you don't, ...]" (608.2c): whether the action was
    performed is whether it did anything (an event in the log); declining a "you may", or a
    "discard a card" with no card in hand, is not doing it."""
    before = len(game.log)
    yield from resolve(game, ctx, node.action)
    did = any(e.kind != "may_pay" for e in game.log[before:])  # 118.3: couldn't pay, didn't
    game.record("if_you_do", f"{game.player(ctx.controller).name} "
                f"{'did' if did else 'did not'}", "608.2c")
    then = node.effect if did else node.otherwise
    if then is not None:
        yield from resolve(game, ctx, then)


@handler(ir.WhenYouDo)
def _when_you_do(game: Game, ctx: Context, node: ir.WhenYouDo) -> Resolution:
    """"[Action]. When you do, [effect]." A reflexive triggered ability (603.12): if the action
    was performed it triggers, and goes on the stack the next time a player would receive
    priority, its targets chosen then (603.3d)."""
    from ..triggers import PendingTrigger

    before = len(game.log)
    yield from resolve(game, ctx, node.action)
    if len(game.log) > before:
        event = {**(ctx.event or {}), "kind": "reflexive"}
        game.pending_triggers.append(PendingTrigger(ctx.source, ctx.source_card, node.ability,
                                                    ctx.controller, event))
        game.record("trigger", f"{ctx.source_card.name}'s reflexive ability triggers", "603.12")


@handler(ir.UnlessPays)
def _unless_pays(game: Game, ctx: Context, node: ir.UnlessPays) -> Resolution:
    """"[Effect] unless [player] pays [mana]." The player chooses as it resolves whether to pay
    (608.2d, 117.12); the effect happens unless they paid."""
    from ..payment import can_afford, pay_mana
    from ..refs import players

    cost = ManaCost.parse(node.mana).with_x(ctx.x)
    for pid in players(game, ctx, node.who):
        answer = yield offer(pid, f"pay {node.mana}?", can_afford(game, pid, cost))
        if answer.value:
            yield from pay_mana(game, pid, cost)
            game.record("unless", f"{game.player(pid).name} pays {node.mana}", "117.12")
            return
    yield from resolve(game, ctx, node.effect)
