"""Revealed hands (701.20a): a player reveals their hand to every player; the ability's
controller chooses a card from it, which its owner discards (701.9a-b) or which is exiled
(406.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...game.decisions import Choice, Decision
from ...game.objects import GameObject
from .. import events
from ..characteristics import chars
from ..refs import players
from ..select import compiled
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game

NOTHING = "choose nothing"


@handler(ir.RevealHandChoose)
def _reveal_hand_choose(game: Game, ctx: Context, node: ir.RevealHandChoose) -> Resolution:
    """"[Player] reveals their hand. You [may] choose a [card] from it. That player discards
    that card. / Exile that card." The hand is revealed to all (701.20a: the log names its
    cards publicly); the controller chooses among the cards that fit (608.2d), none if none
    fits, and may choose none only for "you may choose"; the owner discards the chosen card
    (701.9b: a card chosen by another player) or it is exiled."""
    tests = [compiled(p) for p in (node.what.pred, node.late) if p is not None]
    for pid in players(game, ctx, node.who):
        player = game.player(pid)
        hand = [game.objects[c] for c in player.hand]
        names = ", ".join(o.name for o in sorted(hand, key=lambda o: o.name)) or "no cards"
        game.record("reveal", f"{player.name} reveals their hand: {names}", "701.20a")
        fits = [o for o in hand if isinstance(o, GameObject) and all(
            t(game, chars(game, o), o, ctx.controller, ctx.source, ctx) for t in tests)]
        offered: dict[str, int] = {}
        for o in sorted(fits, key=lambda o: (o.name, o.id)):
            offered.setdefault(o.name, o.id)  # equal cards are interchangeable: offered once
        options = [Choice(oid, name) for name, oid in offered.items()]
        if node.may or not options:
            options.append(Choice(None, NOTHING))
        answer = yield Decision(ctx.controller, "choose_card", options,
                                prompt=f"choose a card from {player.name}'s hand")
        if answer.value is None:
            game.record("choose", f"{game.player(ctx.controller).name} chooses no card",
                        "608.2d")
            continue
        chosen = game.objects[answer.value]
        game.record("choose", f"{game.player(ctx.controller).name} chooses {chosen.name}",
                    "608.2d")
        if node.action == "discard":
            yield from events.discard(game, pid, chosen.id)
        else:
            yield from events.move(game, chosen.id, "exile", rule="406.1", why="exiled")
