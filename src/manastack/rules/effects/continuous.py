"""Effects that create continuous effects (611.2): changing characteristics in the layers (613),
control (613.1b, 701.12), text (612) and copiable values (707)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.decisions import Choice, Decision
from ...game.objects import BATTLEFIELD, STACK
from ...ir.typeline import BASIC_LAND_MANA
from ..characteristics import ContinuousEffect
from ..describe import describe_becomes
from ..protection import CHOSEN_COLOR
from ..quantity import amount
from ..refs import objects
from ..select import select
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game

DURATIONS: dict[type, tuple[str, str]] = {
    ir.EndOfTurn: ("end_of_turn", " until end of turn"),  # 514.2
    ir.Indefinitely: ("", ""),  # 611.2a
    ir.WhileSourceRemains: ("while", " for as long as its source remains on the battlefield"),
    ir.EndOfCombat: ("end_of_combat", " until end of combat"),  # 500.5a
    ir.UntilYourNextTurn: ("turn", " until its controller's next turn"),  # 611.2a
    ir.WhileSourceTapped: ("tapped", " for as long as its source remains tapped"),  # 611.2b
}
"""The durations the engine tracks (611.2): a ``ContinuousEffect.until`` value and log words."""


def lasting(game: Game, ctx: Context, duration: ir.Duration) -> str | None:
    """``ContinuousEffect.until`` for a duration, or None if it has already ended: "for as long
    as [this] remains on the battlefield" with the source gone (611.2b)."""
    until = DURATIONS[type(duration)][0]
    if until == "turn":  # ends as the controller's next turn begins
        return f"turn:{ctx.controller}"
    if until not in ("while", "tapped"):
        return until
    source = game.objects.get(ctx.source)
    if source is None or source.zone != BATTLEFIELD or until == "tapped" and not source.tapped:
        return None
    return f"{until}:{ctx.source}"


def create_effect(game: Game, ctx: Context, what: ir.ObjRef, duration: ir.Duration, text: str,
                  **layers: Any) -> None:
    """Create a continuous effect on the referenced permanents (611.2a; its set of objects is
    locked in, 611.2c); ``layers`` are ContinuousEffect fields."""
    until = lasting(game, ctx, duration)
    affected = tuple(o.id for o in objects(game, ctx, what) if o.zone == BATTLEFIELD)
    if not affected or until is None:
        return
    game.effects = [*game.effects, ContinuousEffect(
        affected, game.new_timestamp(), until=until, source=ctx.source_card.name, **layers)]
    game.touch()
    names = ", ".join(game.objects[i].name for i in affected)
    game.record("effect", f"{names} {text}{DURATIONS[type(duration)][1]}", "611.2a")


@handler(ir.Pump)
def _pump(game: Game, ctx: Context, node: ir.Pump) -> Resolution:
    """"Target creature gets +N/+N [and gains K] until end of turn." (611.2, 613.4c, 613.1f).
    "Protection from the color of your choice": the controller chooses the color as it resolves
    (608.2d, 702.16a)."""
    power, toughness = amount(game, ctx, node.power), amount(game, ctx, node.toughness)
    keywords = node.keywords
    if CHOSEN_COLOR in keywords:
        from ..choices import color_decision
        from ..mana import COLOR_NAMES

        answer = yield color_decision(ctx.controller, "choose a color for protection", "608.2d")
        chosen = f"protection from {COLOR_NAMES[answer.value]}"
        keywords = tuple(chosen if k == CHOSEN_COLOR else k for k in keywords)
        game.record("choose", f"{game.player(ctx.controller).name} chooses "
                    f"{COLOR_NAMES[answer.value]}", "608.2d")
    kw = f" and gains {', '.join(keywords)}" if keywords else ""
    create_effect(game, ctx, node.what, node.duration, f"gets {power:+d}/{toughness:+d}{kw}",
                  power=power, toughness=toughness, add_keywords=frozenset(keywords))


@handler(ir.Becomes)
def _becomes(game: Game, ctx: Context, node: ir.Becomes) -> Resolution:
    """A continuous effect in the layers it names (611.2, 613): "loses all abilities" (6),
    "becomes a blue Frog" (4, 5), "with base power and toughness 1/1" (7b), "switch its power
    and toughness" (7d)."""
    create_effect(game, ctx, node.what, node.duration, describe_becomes(node),
                  lose_abilities=node.lose_abilities, add_types=node.add_types,
                  set_subtypes=node.set_subtypes, add_subtypes=node.add_subtypes,
                  set_colors=node.set_colors,
                  set_pt=node.set_pt, switch=node.switch,
                  add_keywords=frozenset(node.add_keywords))
    return
    yield


@handler(ir.BecomesChosenType)
def _becomes_chosen_type(game: Game, ctx: Context, node: ir.BecomesChosenType) -> Resolution:
    """"SELF becomes the creature type of your choice until end of turn.": the controller
    chooses a creature type as it resolves (608.2d, 205.3m); the new type replaces its creature
    types in layer 4 (205.1b, 613.1d)."""
    from ..choices import creature_types_first, named_choice

    if not any(o.zone == BATTLEFIELD for o in objects(game, ctx, node.what)):
        return
    options = [Choice(t, t) for t in creature_types_first(game, ctx.controller)]
    answer = yield named_choice(ctx.controller, options, "a creature type",
                                "choose a creature type", "608.2d")
    kind = str(answer.value)
    game.record("choose", f"{game.player(ctx.controller).name} chooses {kind}", "608.2d")
    create_effect(game, ctx, node.what, node.duration, f"becomes the creature type {kind}",
                  set_subtypes=(kind,))


@handler(ir.GainControl)
def _gain_control(game: Game, ctx: Context, node: ir.GainControl) -> Resolution:
    """"Gain control of [target] [until end of turn]." (layer 2, 613.1b; 611.2c: locked in).
    A spell on the stack simply gets a new controller (112.2, "gain control of target spell"):
    a permanent spell then enters under that player's control (608.3a)."""
    from ..control import gain_control

    until = lasting(game, ctx, node.duration)
    if until is None:
        return  # 611.2b: the duration ended before the effect began
    found = list(objects(game, ctx, node.what))
    for spell in found:
        if spell.zone == STACK and spell.controller != ctx.controller:
            spell.controller = ctx.controller
            game.touch()
            game.record("control", f"{game.player(ctx.controller).name} gains control of "
                        f"{spell.name}", "112.2", (spell.id,))
    affected = tuple(o.id for o in found if o.zone == BATTLEFIELD)
    if affected:
        gain_control(game, affected, ctx.controller, until, ctx.source_card.name)
    return
    yield


@handler(ir.ExchangeControl)
def _exchange_control(game: Game, ctx: Context, node: ir.ExchangeControl) -> Resolution:
    """"Exchange control of [first] and [second]." (701.12: all or nothing)."""
    from ..control import exchange_control

    a = [o.id for o in objects(game, ctx, node.first)]
    b = [o.id for o in objects(game, ctx, node.second)]
    if node.first == node.second:  # "two target ...": one phrase with two targets
        a, b = a[:1], a[1:2]
    if len(a) == 1 and len(b) == 1:
        exchange_control(game, a[0], b[0], ctx.source_card.name)
    else:
        game.record("exchange", "a target is gone: no part of the exchange happens", "701.12a")
    return
    yield


@handler(ir.ChangeText)
def _change_text(game: Game, ctx: Context, node: ir.ChangeText) -> Resolution:
    """"Change the text of [target] by replacing all instances of one color word with another"
    (``words`` "color") or "one basic land type with another" ("land_type"), or either
    ("either"). The words are chosen as it resolves (608.2d); the effect lasts indefinitely and
    applies in layer 3 (612, 613.1c)."""
    from ..text_change import COLOR_WORDS

    found = list(objects(game, ctx, node.what))
    if not found:
        return
    target = found[0]
    groups = []
    if node.words in ("color", "either"):
        groups.append(tuple(COLOR_WORDS))
    if node.words in ("land_type", "either"):
        groups.append(tuple(BASIC_LAND_MANA))
    options = [Choice((old, new), f'"{old}" becomes "{new}"')
               for words in groups for old in words for new in words if old != new]
    answer = yield Decision(ctx.controller, "change_text", options,
                            prompt=f"change the text of {target.name}")
    old, new = answer.value
    game.effects = [*game.effects, ContinuousEffect(
        (target.id,), game.new_timestamp(), until="", source=ctx.source_card.name,
        text_changes=((old, new),))]
    game.touch()
    game.record("text", f'the text of {target.name} changes: "{old}" becomes "{new}"', "612.1",
                (target.id,))


@handler(ir.BecomeCopyOfChosen)
def _become_copy_of_chosen(game: Game, ctx: Context, node: ir.BecomeCopyOfChosen) -> Resolution:
    """"Choose a [creature] on the battlefield. [Target] becomes a copy of that creature until
    end of turn." The choice is made as it resolves (608.2d); the copiable values are fixed then
    (707.2b) and applied in layer 1 (613.2a); nothing enters or leaves (707.4)."""
    from ..copies import become_copy

    found = [o for o in objects(game, ctx, node.what) if o.zone == BATTLEFIELD]
    choices = select(game, node.choose, ctx.controller, ctx.source, ctx)
    if not found or not choices:
        return
    answer = yield Decision(ctx.controller, "copy",
                            [Choice(o.id, f"copy {o.name}") for o in choices],
                            prompt="choose what it becomes a copy of")
    original = game.objects[answer.value]
    target = found[0]
    game.record("copy", f"{target.name} becomes a copy of {original.name} until end of turn",
                "707.2")
    become_copy(game, (target.id,), original.card, "end_of_turn", ctx.source_card.name)
