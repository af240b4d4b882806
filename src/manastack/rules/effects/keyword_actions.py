"""Keyword actions with a fixed result (701): investigate (701.16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...ir.tokens import CLUE
from . import Context, Resolution, handler, resolve

if TYPE_CHECKING:
    from ...game.game import Game

INVESTIGATE = ir.CreateTokens(CLUE)
"""701.16a: "Investigate" means "Create a Clue token." (111.10f)."""


@handler(ir.Investigate)
def _investigate(game: Game, ctx: Context, node: ir.Investigate) -> Resolution:
    """"Investigate." (701.16a)."""
    yield from resolve(game, ctx, INVESTIGATE)
