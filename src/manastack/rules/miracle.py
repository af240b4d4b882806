"""Miracle (702.94): "You may reveal this card from your hand as you draw it if it's the first
card you've drawn this turn. When you reveal this card this way, you may cast it by paying
[cost] rather than its mana cost." (702.94a)

The static ability is read as the card is drawn (``events.draw``): the drawing player is
asked whether to reveal it when it is the first card they drew this turn (121.2: each card is a
draw, counted from the turn's log, ``triggers.nth_this_turn``). Revealed, the linked triggered
ability (603.11) triggers; as it resolves, the owner may cast the card from their hand for its
miracle cost, an alternative cost (601.2b, 601.2f-h), whatever its card type's timing (608.2g).
A card that has left the hand is a new object the ability can't find (400.7).
"""

from __future__ import annotations

import functools
from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .. import ir
from ..game.decisions import NO, YES, Decision
from ..game.objects import HAND
from .effects import handler
from .exile_casting import cost_mana
from .mana import ManaCost

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .context import Context

Flow = Generator[Decision, Any, None]


@dataclass(frozen=True, slots=True)
class MiracleCast(ir.Effect):
    """The engine's effect of miracle's triggered ability (702.94a): the card's owner may cast
    it from their hand by paying ``mana`` rather than its mana cost."""

    mana: str
    adds_mana: ClassVar[bool] = False


@functools.cache
def miracle_trigger(mana: str) -> ir.Triggered:
    """702.94a: "When you reveal this card this way, you may cast it by paying [cost] rather
    than its mana cost." (its text as the log and the trigger ordering show it)."""
    return ir.Triggered(ir.Trigger("draw"), MiracleCast(mana),
                        text=f"When you reveal this card this way, you may cast it by paying "
                             f"{mana} rather than its mana cost.")


def drawn(game: Game, pid: int, obj: GameObject) -> Flow:
    """702.94a: ``obj`` was just drawn by player ``pid``; if it has miracle and is the first
    card they drew this turn, they may reveal it (701.20a), and the linked ability triggers."""
    from .triggers import PendingTrigger, nth_this_turn

    card = obj.card
    if card.miracle is None or obj.zone != HAND or nth_this_turn(game, "draw", obj, pid) != 1:
        return
    mana = cost_mana(card.miracle)
    player = game.player(pid)
    answer = yield Decision(pid, "may", [YES, NO], cite="702.94a",
                            prompt=f"reveal {obj.name} (miracle {mana})?")
    if not answer.value:
        return
    game.record("reveal", f"{player.name} reveals {obj.name} (miracle)", "702.94a")
    game.pending_triggers.append(PendingTrigger(
        obj.id, card, miracle_trigger(mana), pid, {"kind": "miracle", "object": obj.id,
                                                    "player": pid}))


@handler(MiracleCast)
def _miracle_cast(game: Game, ctx: Context, node: MiracleCast) -> Flow:
    """702.94a, 608.2g: the owner may cast the revealed card, still in their hand, paying its
    miracle cost (an alternative cost, 601.2b, 601.2f-h) as the trigger resolves, with no
    timing restriction."""
    from .casting import cast_spell
    from .priority import CastWay, resolving_cast_problem

    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != HAND:
        return
    owner = game.player(obj.owner)
    way = CastWay(ManaCost.parse(node.mana), name="miracle")
    if resolving_cast_problem(game, owner, obj, way):  # type: ignore[arg-type]
        return
    answer = yield Decision(owner.id, "may", [YES, NO], cite="702.94a",
                            prompt=f"cast {obj.name} by paying its miracle cost {node.mana}?")
    if answer.value:
        yield from cast_spell(game, owner, obj.id, way=way)
