"""Effects that create abilities and effects for later: delayed triggered abilities (603.7) and
replacement effects of resolved spells and abilities (614.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ..refs import objects
from ..replacement import CreatedReplacement
from ..triggers import DelayedTrigger
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game

NEXT_END_STEP = ir.Trigger("end_step", subject="any")
"""513.1a: "at the beginning of the next end step"."""
NEXT_UPKEEP = ir.Trigger("upkeep", subject="any")
"""503.1a: "at the beginning of the next turn's upkeep": the next upkeep to begin is the next
turn's (a turn has one upkeep step, and an ability can't resolve before its upkeep begins)."""
END_OF_COMBAT = ir.Trigger("end_combat", subject="any")
"""511.2: "at end of combat": as the end of combat step begins."""
WAITS_FOR = {"end_step": NEXT_END_STEP, "upkeep": NEXT_UPKEEP, "end_combat": END_OF_COMBAT}


def delayed_effect(node: ir.AtNextEndStep) -> ir.Effect:
    """The delayed ability's effect, in which ``EventObject()`` names the object it is about:
    the ability's target or source it names (``about``) becomes that."""
    about = node.about
    if not isinstance(about, ir.Targeted | ir.This | ir.ExiledThisWay | ir.AttachedTo):
        return node.effect
    return ir.rebuild(node.effect, lambda n: ir.EventObject(word=getattr(n, "word", ""))
                      if type(n) is type(about) and n == about else None,
                      into=lambda n: not isinstance(n, ir.Ability))


def names_an_object(effect: ir.Effect) -> bool:
    return any(isinstance(n, ir.EventObject) for n in ir.walk(effect))


@handler(ir.AtNextEndStep)
def _at_next_end_step(game: Game, ctx: Context, node: ir.AtNextEndStep) -> Resolution:
    """"[Do something to] it at the beginning of the next end step." Creates a delayed triggered
    ability (603.7) about the objects ``about`` names (the objects the previous effect created,
    the trigger's object, the target, the source), controlled by this ability's controller
    (603.7d); "it" (``EventObject()`` in its effect) stays that object even if another player
    controls it. An effect naming no object ("discard three cards") triggers once; one about
    objects that are gone creates nothing."""
    effect = delayed_effect(node)
    about = tuple(o.id for o in objects(game, ctx, node.about))
    if about or not names_an_object(effect):
        ability = ir.Triggered(WAITS_FOR[node.step], effect, text=node.text)
        game.delayed = [*game.delayed, DelayedTrigger(ability, ctx.source_card, ctx.controller,
                                                      about)]
    return
    yield


@handler(ir.ThisTurn)
def _this_turn(game: Game, ctx: Context, node: ir.ThisTurn) -> Resolution:
    """"Whenever ... this turn, ..." created by a resolving ability: a delayed triggered ability
    (603.7) that triggers each time until the turn ends, controlled by this ability's controller
    (603.7d)."""
    game.delayed = [*game.delayed, DelayedTrigger(node.ability, ctx.source_card, ctx.controller,
                                                  this_turn=True)]
    return
    yield


@handler(ir.CreateReplacement)
def _create_replacement(game: Game, ctx: Context, node: ir.CreateReplacement) -> Resolution:
    """A resolving spell or ability creates a replacement effect (614.1) for this turn; "you" in
    it is this ability's controller."""
    effect = CreatedReplacement(node.replacement, ctx.controller, ctx.source_card.name)
    game.replacements = [*game.replacements, effect]
    game.record("replacement_created", f"{ctx.source_card.name}: {node.replacement.text}",
                "614.1")
    return
    yield
