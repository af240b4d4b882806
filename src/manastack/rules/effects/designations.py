"""Player designations and the game-wide mechanics behind them: the monarch (724) and the
Ring tempting you (701.54).

A designation is game state (``game.monarch``: the player id, or None), copied with the game
and shown in each player's view. Its inherent triggered abilities have no source and are
controlled by the player who had the designation when they triggered (724.2, an exception to
113.8); :func:`inherent_triggers` notices them as events happen.

The emblem The Ring (701.54c) is kept the same way: ``game.ring_tempted`` counts how often the
Ring tempted each player (they have the emblem once it has), ``game.ring_bearers`` names each
player's Ring-bearer (701.54a, a designation that is not copiable, 701.54b). Its static ability is
applied by the layer system (legendary, layer 4) and the block restrictions (509.1b); its three
triggered abilities trigger here, with "The Ring" as their source."""

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


RING_LOOT = ir.Triggered(
    ir.Trigger("attacks", "any"),
    ir.Seq((ir.Draw(1, ir.You()), ir.Discard(1, ir.You())), joins=(", then ",)),
    text="Whenever your Ring-bearer attacks, draw a card, then discard a card.")
"""701.54c: The Ring's ability once it has tempted its owner two or more times."""
RING_BLOCKED = ir.Triggered(
    ir.Trigger("blocks_creature", "any"),
    ir.AtNextEndStep(ir.ControllerSacrifices(ir.EventObject()), ir.EventObject(), step="end_combat",
                     text="At end of combat, the blocking creature's controller sacrifices it."),
    text="Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's "
         "controller sacrifices it at end of combat.")
"""701.54c: three or more times (once for each blocking creature, 509.3d)."""
RING_DRAIN = ir.Triggered(
    ir.Trigger("combat_damage_to_player", "any"), ir.LoseLife(3, ir.EachOpponent()),
    text="Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.")
"""701.54c: four or more times."""

MONARCH = "The monarch"
RING = "The Ring"
SOURCES = {MONARCH.casefold(): MONARCH, RING.casefold(): RING}
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


def ring_bearer(game: Game, pid: int) -> int | None:
    """``pid``'s Ring-bearer: the creature last chosen, while it stays on the battlefield under
    their control (701.54a, 701.54e)."""
    oid = game.ring_bearers.get(pid)
    if oid is None or oid not in game.battlefield or game.objects[oid].controller != pid:
        return None
    return oid


def lose_control(game: Game, oid: int, pid: int) -> None:
    """701.54a: a Ring-bearer stops being one when another player gains control of it."""
    for owner, bearer in list(game.ring_bearers.items()):
        if bearer == oid and owner != pid:
            del game.ring_bearers[owner]


def ring_tempts(game: Game, pid: int) -> Resolution:
    """701.54a, 701.54c: ``pid`` gets the emblem The Ring if they have none, then chooses a
    creature they control as their Ring-bearer (even the one that already is); the Ring tempts
    them even if they control no creature (701.54d)."""
    from ...game.decisions import Choice, Decision
    from ..characteristics import chars
    from ..triggers import notice

    name = game.player(pid).name
    times = game.ring_tempted.get(pid, 0) + 1
    if times == 1:
        game.record("ring", f"{name} gets the emblem The Ring", "701.54c", (pid,))
    game.ring_tempted[pid] = times
    game.touch()
    mine = [game.objects[oid] for oid in game.battlefield
            if game.objects[oid].controller == pid and "Creature" in chars(
                game, game.objects[oid]).types]
    if mine:
        chosen = mine[0].id
        if len(mine) > 1:
            answer = yield Decision(pid, "ring_bearer", [Choice(o.id, o.name) for o in mine],
                                    prompt="choose your Ring-bearer", cite="701.54a")
            chosen = answer.value
        game.ring_bearers[pid] = chosen
        game.record("ring", f"the Ring tempts {name} ({times}): {game.objects[chosen].name} "
                    "is their Ring-bearer", "701.54a", (pid, chosen))
    else:
        game.ring_bearers.pop(pid, None)
        game.record("ring", f"the Ring tempts {name} ({times}): no creature to choose",
                    "701.54a", (pid,))
    notice(game, "ring_tempts", None, pid)


@handler(ir.ControllerSacrifices)
def _controller_sacrifices(game: Game, ctx: Context, node: ir.ControllerSacrifices) -> Resolution:
    """"[object]'s controller sacrifices it" (701.21a): each by whoever controls it now."""
    from .. import events
    from ..refs import objects

    for obj in list(objects(game, ctx, node.what)):
        if obj.id in game.battlefield:
            yield from events.sacrifice(game, obj.id, obj.controller)


@handler(ir.RingTempts)
def _ring_tempts(game: Game, ctx: Context, node: ir.RingTempts) -> Resolution:
    """"the Ring tempts you" (701.54a)."""
    for pid in players(game, ctx, node.who):
        yield from ring_tempts(game, pid)


def _ring_triggers(game: Game, kinds: tuple[str, ...], obj: GameObject | None,
                   player: int | None, data: dict[str, Any]) -> None:
    """701.54c: The Ring's triggered abilities, by how often it has tempted its owner."""
    from ..triggers import PendingTrigger

    for pid, times in game.ring_tempted.items():
        bearer = ring_bearer(game, pid)
        if bearer is None or times < 2:
            continue
        found: list[tuple[ir.Triggered, int | None]] = []
        if "attacks" in kinds and obj is not None and obj.id == bearer:
            found.append((RING_LOOT, bearer))
        if "blocks_creature" in kinds and times >= 3 and data.get("attacker") == bearer \
                and obj is not None:
            found.append((RING_BLOCKED, obj.id))
        if "combat_damage_to_player" in kinds and times >= 4 and obj is not None \
                and obj.id == bearer:
            found.append((RING_DRAIN, bearer))
        for ability, about in found:
            event = {"kind": ability.trigger.event, "object": about, "player": player}
            game.pending_triggers.append(PendingTrigger(0, designation_card(RING), ability, pid,
                                                        event))


def inherent_triggers(game: Game, kind: str | tuple[str, ...], obj: GameObject | None,
                      player: int | None, data: dict[str, Any]) -> None:
    """724.2: the monarch's two inherent triggered abilities, controlled by the monarch; 701.54c:
    The Ring's, controlled by its owner."""
    from ..characteristics import chars
    from ..triggers import PendingTrigger

    kinds = (kind,) if isinstance(kind, str) else kind
    if game.ring_bearers:
        _ring_triggers(game, kinds, obj, player, data)
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
