"""Moving objects an effect chooses or names: returning a chosen permanent to its owner's hand
(608.2d) and putting objects on top or at the bottom of their owners' libraries (401)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...game.decisions import Choice, Decision
from ...game.objects import BATTLEFIELD, HAND, LIBRARY, GameObject
from .. import events
from ..refs import objects
from ..select import select
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.ReturnChosen)
def _return_chosen(game: Game, ctx: Context, node: ir.ReturnChosen) -> Resolution:
    """"Return a land you control to its owner's hand." The controller chooses among the
    permanents that fit as it resolves (608.2d; not a target, so nothing checks it earlier); one
    that fits must be returned if there is one."""
    fits = [o for o in select(game, node.what, ctx.controller, ctx.source, ctx)
            if o.zone == BATTLEFIELD]
    chosen = [o.id for o in fits]
    if len(fits) > node.count:
        answer = yield Decision(ctx.controller, "return", [Choice(o.id, o.name) for o in fits],
                                shape="subset", min=node.count, max=node.count,
                                prompt=f"return {node.count} to its owner's hand", cite="608.2d")
        chosen = [c.value for c in answer]
    for oid in chosen:
        obj = game.objects[oid]
        new = yield from events.move(game, oid, HAND, rule="608.2d",
                                     why="returned to its owner's hand")
        if new is not None:
            ctx.chosen.setdefault("moved", []).append(obj)


@handler(ir.UntapChosen)
def _untap_chosen(game: Game, ctx: Context, node: ir.UntapChosen) -> Resolution:
    """"Untap up to two lands." The controller chooses as it resolves up to that many of the
    tapped permanents that fit (608.2d; not targets, 115.1), and they untap (701.26b)."""
    fits = [o for o in select(game, node.what, ctx.controller, ctx.source, ctx)
            if o.zone == BATTLEFIELD and o.tapped]
    if not fits:
        return
    answer = yield Decision(ctx.controller, "untap", [Choice(o.id, o.name) for o in fits],
                            shape="subset", min=0, max=min(node.count, len(fits)),
                            prompt=f"untap up to {node.count}", cite="608.2d")
    for choice in answer:
        yield from events.untap(game, choice.value)


@handler(ir.PutInLibrary)
def _put_in_library(game: Game, ctx: Context, node: ir.PutInLibrary) -> Resolution:
    """"Put target creature on top of (on the bottom of) its owner's library." (401.4: cards
    put there at once are ordered by their owner, who doesn't reveal the order; a token put
    there ceases to exist, 111.8, 704.5d)."""
    found = [o for o in objects(game, ctx, node.what) if isinstance(o, GameObject)]
    by_owner: dict[int, list[GameObject]] = {}
    for obj in found:
        by_owner.setdefault(obj.owner, []).append(obj)
    where = "top" if node.top else "bottom"
    for owner, group in by_owner.items():
        if len(group) > 1:
            answer = yield Decision(owner, "order_cards", [Choice(o.id, o.name) for o in group],
                                    shape="order", prompt=f"order the cards for the {where} of "
                                    "your library (the first is nearest the top)")
            order = [game.objects[c.value] for c in answer]
            group = list(reversed(order)) if node.top else order
        for obj in group:  # last moved ends nearest the top, or nearest the bottom
            new = yield from events.move(game, obj.id, LIBRARY, rule="401.4", bottom=not node.top,
                                         why=f"put on the {where} of its owner's library")
            if new is not None:
                ctx.chosen.setdefault("moved", []).append(obj)


@handler(ir.TapOrUntap)
def _tap_or_untap(game: Game, ctx: Context, node: ir.TapOrUntap) -> Resolution:
    """"Tap or untap target permanent." The controller chooses which as it resolves (608.2d),
    for each object (701.26a-b)."""
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone != BATTLEFIELD:
            continue
        answer = yield Decision(ctx.controller, "tap_or_untap",
                                [Choice(True, f"tap {obj.name}"), Choice(False, f"untap {obj.name}")],
                                prompt=f"tap or untap {obj.name}")
        if answer.value:
            yield from events.tap(game, obj.id)
        else:
            yield from events.untap(game, obj.id)
