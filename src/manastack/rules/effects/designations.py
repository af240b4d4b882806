"""Player designations and the game-wide mechanics behind them: the monarch (724).

A designation is game state (``game.monarch``: the player id, or None), copied with the game
and shown in each player's view. Its inherent triggered abilities have no source and are
controlled by the player who had the designation when they triggered (724.2, an exception to
113.8); :func:`inherent_triggers` notices them as events happen."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ... import ir
from ..conditions import CONDITIONS
from ..dispatch import registers
from ..refs import players
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game
    from ...game.objects import GameObject
    from ..card import CardDef

MONARCH_DRAW = ir.Triggered(ir.Trigger("end_step", "any"), ir.Draw(1, ir.You()),
                            text="At the beginning of the monarch's end step, that player draws "
                                 "a card.")
"""724.2: the first inherent ability of the monarch."""
MONARCH_STEAL = ir.Triggered(
    ir.Trigger("combat_damage_to_player", "any"), ir.BecomeMonarch(ir.ControllerOf(ir.EventObject())),
    text="Whenever a creature deals combat damage to the monarch, its controller becomes the "
         "monarch.")
"""724.2: the second inherent ability of the monarch."""


MONARCH = "The monarch"
SOURCES = {MONARCH.casefold(): MONARCH}
"""The names a designation's sourceless triggered abilities show on the stack, by casefold."""


@cache
def designation_card(name: str) -> CardDef:
    """The card a designation's sourceless triggered abilities show on the stack (724.2)."""
    from ..card import make_card

    return make_card(ir.Card(name, "", ""))  # no characteristics: no object (724.2)


def become_monarch(game: Game, pid: int, rule: str = "724.3") -> None:
    """724.3: ``pid`` becomes the monarch; the current monarch ceases to be."""
    if game.monarch == pid:
        game.record("monarch", f"{game.player(pid).name} is already the monarch", rule, (pid,))
        return
    from ..triggers import notice

    game.monarch = pid
    game.touch()
    game.record("monarch", f"{game.player(pid).name} becomes the monarch", rule, (pid,))
    notice(game, "becomes_monarch", None, pid)


@handler(ir.BecomeMonarch)
def _become_monarch(game: Game, ctx: Context, node: ir.BecomeMonarch) -> Resolution:
    """"[Player] becomes the monarch." (724.1, 724.3): of several players, only the last is."""
    for pid in players(game, ctx, node.who):
        become_monarch(game, pid)
    yield from ()


@registers(CONDITIONS, ir.IsMonarch)
def _is_monarch(game: Game, ctx: Context, cond: ir.IsMonarch) -> bool:
    """"you're the monarch" (724); ``who`` None: there is a monarch (724.1)."""
    if game.monarch is None:
        return False
    if cond.who is None:
        return True
    return game.monarch in players(game, ctx, cond.who)


def inherent_triggers(game: Game, kind: str | tuple[str, ...], obj: GameObject | None,
                      player: int | None, data: dict[str, Any]) -> None:
    """724.2: the monarch's two inherent triggered abilities, controlled by the monarch."""
    from ..characteristics import chars
    from ..triggers import PendingTrigger

    kinds = (kind,) if isinstance(kind, str) else kind
    monarch = game.monarch
    if monarch is None:
        return
    if "end_step" in kinds and player == monarch:
        game.pending_triggers.append(PendingTrigger(
            0, designation_card(MONARCH), MONARCH_DRAW, monarch,
            {"kind": "end_step", "object": None, "player": monarch}))
    if "combat_damage_to_player" in kinds and player == monarch and obj is not None \
            and "Creature" in chars(game, obj).types:
        event = {"kind": "combat_damage_to_player", "object": obj.id, "player": monarch}
        if obj.id not in game.objects:
            event["lki"] = obj
        game.pending_triggers.append(PendingTrigger(
            0, designation_card(MONARCH), MONARCH_STEAL, monarch, event))


def leave_game(game: Game, pid: int) -> None:
    """724.4: if the monarch leaves the game, the active player becomes the monarch, or, if the
    active player is leaving, the next player in turn order still in the game."""
    if game.monarch != pid:
        return
    n = len(game.players)
    order = [game.players[(game.active + i) % n] for i in range(n)]
    heir = next((p for p in order if p.id != pid and not (p.lost or p.left)), None)
    if heir is None:
        game.monarch = None
        return
    become_monarch(game, heir.id, "724.4")
