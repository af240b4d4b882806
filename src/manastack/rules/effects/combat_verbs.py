"""Effects about combat: restrictions "this turn" (508.1c, 509.1b) and fighting (701.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ..restrictions import kinds
from . import Context, Resolution, handler
from .continuous import create_effect

if TYPE_CHECKING:
    from ...game.game import Game


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
