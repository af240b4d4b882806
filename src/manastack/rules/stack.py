"""Resolving the top object of the stack (405.5, 608)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Decision
from ..game.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, GameObject
from . import events
from .bestow import cease
from .characteristics import chars
from .cipher import encode, encodes
from .conditions import holds
from .context import Context
from .effects import resolve
from .targets import still_legal, target_specs

if TYPE_CHECKING:
    from ..game.game import Game

Flow = Generator[Decision, Any, None]


DASH_BACK = ir.AtNextEndStep(ir.ReturnToHand(ir.This()), about=ir.This(),
                             text="Dash: return it to its owner's hand")
DASH_HASTE = ir.Pump(ir.This(), keywords=("haste",), duration=ir.Indefinitely())


def _dashed(game: Game, obj: GameObject) -> Flow:
    """702.109a: a permanent whose dash cost was paid has haste as long as it is on the
    battlefield, and is returned from the battlefield to its owner's hand at the beginning of
    the next end step (a delayed triggered ability, 603.7)."""
    ctx = Context(obj.controller, obj.id, obj.card)
    yield from resolve(game, ctx, ir.Seq((DASH_HASTE, DASH_BACK)))


def _suspended_haste(game: Game, obj: GameObject) -> None:
    """702.62a: a creature spell cast by suspend gains haste until its caster loses control of
    the spell or the permanent it becomes (``until`` "control:<id>" ends when its controller
    changes, ``control._change_controller``, or when it leaves)."""
    from .characteristics import ContinuousEffect

    game.effects = [*game.effects, ContinuousEffect(
        (obj.id,), game.new_timestamp(), until=f"control:{obj.id}", source=obj.card.name,
        add_keywords=frozenset({"haste"}))]
    game.touch()
    game.record("effect", f"{obj.name} gains haste until its controller loses control of it",
                "702.62a", (obj.id,))


FLASH_SACRIFICE = ir.Triggered(ir.Trigger("cleanup_step", subject="any"),
                              ir.Sacrifice(ir.EventObject()),
                              text="sacrifice it at the beginning of the next cleanup step")
"""514.3a: "the controller of the permanent it becomes sacrifices it at the beginning of the
next cleanup step" (701.21a: a permanent is sacrificed by its controller)."""


def _sacrifice_at_cleanup(game: Game, obj: GameObject, caster: int) -> None:
    """A permanent spell cast "as though it had flash" at a time a sorcery couldn't have been
    cast: a delayed triggered ability (603.7; controlled by its caster, 603.7d) sacrifices the
    permanent it became at the beginning of the next cleanup step (514.3a)."""
    from .triggers import DelayedTrigger

    game.delayed = [*game.delayed, DelayedTrigger(FLASH_SACRIFICE, obj.card, caster, (obj.id,))]
    game.record("delayed", f"{obj.name} will be sacrificed at the beginning of the next "
                "cleanup step", "603.7", (obj.id,))


WARP_EXILE = ir.AtNextEndStep(ir.WarpExile(ir.This()), about=ir.This(),
                              text="Warp: exile it")


BLITZ_SACRIFICE = ir.AtNextEndStep(ir.Sacrifice(ir.This()), about=ir.This(),
                                   text="Blitz: sacrifice it")
AT_NEXT_END_STEP = {"warp": WARP_EXILE, "blitz": BLITZ_SACRIFICE}
"""The delayed triggered abilities a permanent spell cast for this alternative cost creates as
it resolves (603.7, 608.3g): warp "exile the permanent this spell becomes at the beginning of
the next end step" (702.185a), blitz "sacrifice ..." (702.152a)."""


def _at_next_end_step(game: Game, obj: GameObject) -> Flow:
    """702.185a, 702.152a: the delayed trigger of the alternative cost ``obj`` was cast for."""
    yield from resolve(game, Context(obj.controller, obj.id, obj.card),
                       AT_NEXT_END_STEP[obj.cast_as])


def rebound_trigger(controller: int) -> ir.Triggered:
    """702.88a: "at the beginning of your next upkeep, you may cast this card from exile
    without paying its mana cost" (a delayed triggered ability, 603.7)."""
    return ir.Triggered(ir.Trigger("upkeep", subject="any", player=ir.You()),
                        ir.CastWithoutPaying(ir.EventObject(), "rebound"),
                        text="Rebound: you may cast it from exile without paying its mana cost")


def _rebound(game: Game, sid: int, card: Any, controller: int) -> Flow:
    """702.88a: an instant or sorcery with rebound cast from its controller's hand is exiled as
    it resolves instead of going to the graveyard, with a delayed trigger at that player's next
    upkeep."""
    from .triggers import DelayedTrigger

    new = yield from events.move(game, sid, EXILE, rule="702.88a", why="rebound")
    if new is not None and game.objects[new].zone == EXILE:
        game.delayed = [*game.delayed, DelayedTrigger(rebound_trigger(controller), card,
                                                      controller, (new,))]


def resolve_top(game: Game) -> Flow:
    """608.2: instants and sorceries do what they say, then go to the graveyard; 608.3: a
    permanent spell enters the battlefield under its controller's control; abilities resolve and
    cease to exist."""
    sid = game.stack[-1]
    item = game.objects[sid]
    if isinstance(item, GameObject):
        card = item.card
        if card.is_permanent:
            host = None
            if card.enchant is not None:  # 608.3b: an Aura spell's target is checked
                checked = still_legal(game, (card.enchant,), item.targets, item.controller, sid)
                if checked is None and item.bestowed:  # 702.103e, 608.3b: a creature spell
                    cease(game, item)
                    item.targets = ()
                    game.record("bestow", f"{card.name}'s target is illegal: it ceases to be "
                                "bestowed and resolves as a creature spell", "702.103e", (sid,))
                elif checked is None:
                    yield from events.move(game, sid, GRAVEYARD, rule="608.3b",
                                           text=f"{card.name} doesn't resolve: its target is "
                                                "illegal")
                    return
                else:
                    host = checked[0][0]
            rule = "608.3c" if host is not None else "608.3a"
            new = yield from events.move(game, sid, BATTLEFIELD, rule=rule, text="",
                                         attach_to=host)
            if new is not None:
                game.record("move", f"{item.name} resolves and enters the battlefield under "
                            f"{game.player(game.objects[new].controller).name}'s control", rule,
                            (sid, new, "stack", BATTLEFIELD))
                game.touch()  # 611.3a: "as long as this entered this turn" reads this entry
            if new is not None and getattr(game.objects[new], "dashed", False):
                yield from _dashed(game, game.objects[new])  # type: ignore[arg-type]
            made = game.objects.get(new) if new is not None else None
            if isinstance(made, GameObject) and made.zone == BATTLEFIELD:
                if made.cast_as == "suspend" and item.controller == made.controller and \
                        "Creature" in chars(game, item).types:
                    _suspended_haste(game, made)
                if made.cast_as in AT_NEXT_END_STEP:
                    yield from _at_next_end_step(game, made)
                if getattr(item, "as_flash", False):
                    _sacrifice_at_cleanup(game, made, item.controller)
            return
        spell = chars(game, item).spell  # as text-changing effects left it (612)
        if spell is not None:
            specs = target_specs(spell.effect, spell.targets, item.modes)
            ok = yield from _resolve_effect(game, item.controller, sid, card, specs,
                                            item.targets, spell, item.x, sid,
                                            modes=item.modes, division=item.division)
            if not ok:
                yield from events.move(game, sid, GRAVEYARD, rule="608.2b",
                                       text=f"{card.name} doesn't resolve: all its targets are illegal")
                return
        if sid in game.objects and game.objects[sid].zone == "stack":
            if getattr(item, "buyback", False):  # 702.27a: to its owner's hand instead
                yield from events.move(game, sid, HAND, rule="702.27a", why="buyback")
            elif item.cast_from == HAND and "rebound" in chars(game, item).keywords and \
                    not item.flashback:
                yield from _rebound(game, sid, card, item.controller)
            elif encodes(game, item) and (yield from encode(game, sid)):
                pass  # 702.99a: exiled encoded on a creature
            else:
                yield from events.move(game, sid, GRAVEYARD, rule="608.2n", text="")
        return
    ab = item.ability
    ok = yield from _resolve_effect(game, item.controller, item.source, item.card,
                                    target_specs(ab.effect, ab.targets, item.modes),
                                    item.targets, ab, item.x, sid, item.event, item.modes,
                                    division=item.division, returned=item.returned,
                                    tapped=item.tapped_for_cost)
    if sid in game.objects:
        game.stack.remove(sid)
        del game.objects[sid]
        game.touch()
    if not ok:
        game.record("fizzle", f"{item.name} doesn't resolve: all its targets are illegal", "608.2b")


def _resolve_effect(game: Game, controller: int, source: int, card: Any,
                    specs: tuple[ir.Target, ...], targets: tuple[tuple[Any, ...], ...],
                    ability: Any, x: int, sid: int, event: Any = None,
                    modes: tuple[int, ...] = (), division: tuple[int, ...] = (),
                    returned: tuple[tuple[int, int | None], ...] = (),
                    tapped: tuple[int, ...] = ()) -> Generator[Decision, Any, bool]:
    """608.2b: recheck targets; if all are illegal, it doesn't resolve. 603.4: a triggered
    ability with an intervening "if" clause does nothing unless the condition is still true.
    Otherwise do the effect."""
    checked = still_legal(game, specs, targets, controller, source)
    if checked is None:
        return False
    name = game.objects[sid].name
    ctx = Context(controller, source, card, checked, x, event, sid, modes=modes, text=ability.text,
                  division=division, returned=returned)
    if tapped:  # "the tapped creature" (702.184a)
        ctx.chosen["tapped_for_cost"] = tapped
    condition = getattr(ability, "intervening", None)
    if condition is not None and not holds(game, ctx, condition):
        game.record("intervening", f"{name} does nothing: its condition is no longer true",
                    "603.4", (sid,))
        return True
    game.record("resolve", f"{name} resolves", "608.2", (sid,))
    yield from resolve(game, ctx, ability.effect)
    return True
