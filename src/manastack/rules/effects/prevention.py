"""Prevention effects of resolved spells and abilities (615): shields that prevent the next N
damage (615.7) and effects that prevent all [combat] damage to or by something this turn
(615.1). They watch damage events in the replacement pipeline (616.1e orders them with other
effects on the same damage)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from ... import ir
from ...game.decisions import Choice, Decision
from ...game.objects import GameObject
from ..characteristics import chars
from ..context import holder_context
from ..quantity import amount
from ..refs import objects, players
from ..replacement import CreatedReplacement, Event, replaces
from ..select import compiled
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """Damage that would be dealt to one of ``to`` (object or player ids; None: anything) by
    one of ``by`` (None: any source), combat damage only if ``combat``, is prevented: all of it
    (``remaining`` None), or up to ``remaining`` in all, after which the shield is gone (615.7);
    ``once``: only the next damage event (609.7a), from a source that still has ``sources``
    (609.7b: rechecked when the damage would be dealt).
    The engine's own replacement node, held in ``game.replacements`` until end of turn."""

    to: frozenset[int] | None = None
    by: frozenset[int] | None = None
    remaining: int | None = None
    combat: bool = False
    text: str = "prevent damage"
    once: bool = False
    sources: ir.Pred | None = None
    event: ClassVar[str] = "damage"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False


def _record(game: Game, event: Event, holder: Any, prevented: int) -> None:
    """Log ``prevented`` damage of ``event`` as prevented by ``holder``'s effect (615.1a)."""
    source = game.objects.get(event.source) or game.lki.get(event.source)
    victim = game.player(event.target).name if game.is_player(event.target) else \
        game.objects[event.target].name
    game.record("prevent", f"{prevented} damage {source.name if source else 'a source'} "
                f"would deal to {victim} is prevented ({holder.name})", "615.1a",
                (event.target,))


@replaces(PreventionShield)
class _Prevent:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: PreventionShield) -> bool:
        if not ((node.to is None or event.target in node.to) and (
                node.by is None or event.source in node.by) and (not node.combat or event.combat)):
            return False
        return node.sources is None or _has(game, event.source, node.sources, holder.controller)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: PreventionShield) -> Event | None:
        """615.6: prevented damage is never dealt; a shield of N is reduced by each 1 damage it
        prevents and is gone at 0 (615.7)."""
        prevented = event.amount if node.remaining is None else min(node.remaining, event.amount)
        if node.once:
            game.replacements = [r for r in game.replacements if r is not holder]
        elif node.remaining is not None:
            left = node.remaining - prevented
            others = [r for r in game.replacements if r is not holder]
            game.replacements = others if left <= 0 else [
                *others, replace(holder, node=replace(node, remaining=left))]
        _record(game, event, holder, prevented)
        rest = event.amount - prevented
        return event.but(amount=rest) if rest > 0 else None


@handler(ir.PreventDamage)
def _prevent_damage(game: Game, ctx: Context, node: ir.PreventDamage) -> Resolution:
    """"Prevent the next N damage that would be dealt to [target] this turn." / "Prevent all
    [combat] damage that would be dealt [to / by X] this turn." (615.1a, 615.7; 615.3: it lasts
    until used up or until the turn ends, 514.2)."""
    to = by = None
    if node.to is not None:
        to = frozenset(players(game, ctx, node.to)) | frozenset(
            o.id for o in objects(game, ctx, node.to))
        if not to:
            return
    if node.by is not None:
        by = frozenset(o.id for o in objects(game, ctx, node.by))
        if not by:
            return
    left = None if node.amount is None else amount(game, ctx, node.amount)
    if left is not None and left <= 0:
        return
    shield = PreventionShield(to, by, left, node.combat, text=ctx.text or "prevent damage")
    game.replacements = [*game.replacements, CreatedReplacement(shield, ctx.controller,
                                                                ctx.source_card.name)]
    game.record("prevention", f"{ctx.source_card.name}: "
                f"{'all' if left is None else f'the next {left}'}"
                f"{' combat' if node.combat else ''} damage this turn will be prevented",
                "615.1a")
    return
    yield


def _has(game: Game, oid: int, pred: ir.Pred, controller: int) -> bool:
    """Whether the object ``oid`` (or, gone, its last known information) has ``pred``."""
    source = game.objects.get(oid) or game.lki.get(oid)
    return isinstance(source, GameObject) and compiled(pred)(
        game, chars(game, source), source, controller, 0, None)


@handler(ir.PreventNextFromSource)
def _prevent_next_from_source(game: Game, ctx: Context,
                              node: ir.PreventNextFromSource) -> Resolution:
    """"The next time a [red] source of your choice would deal damage [to X] this turn,
    prevent that damage." The controller chooses the source as the effect is created (609.7a),
    among the permanents and the spells on the stack with the property; the shield prevents
    that source's next damage to X this turn, all of it, if the source still has the property
    (609.7b), and is then gone."""
    to = None
    if node.to is not None:
        to = frozenset(players(game, ctx, node.to)) | frozenset(
            o.id for o in objects(game, ctx, node.to))
        if not to:
            return
    test = compiled(node.sources)
    candidates = [o for o in [*game.permanents(), *(game.objects[i] for i in game.stack)]
                  if isinstance(o, GameObject) and test(game, chars(game, o), o,
                                                        ctx.controller, ctx.source, ctx)]
    if not candidates:
        game.record("prevention", f"{ctx.source_card.name}: there is no source to choose",
                    "609.7a")
        return
    answer = yield Decision(ctx.controller, "choose_source",
                            [Choice(o.id, o.name) for o in candidates],
                            prompt="choose a source of damage")
    chosen = game.objects[answer.value]
    shield = PreventionShield(to, frozenset({chosen.id}), text=ctx.text or "prevent damage",
                              once=True, sources=node.sources)
    game.replacements = [*game.replacements, CreatedReplacement(shield, ctx.controller,
                                                                ctx.source_card.name)]
    game.record("prevention", f"{ctx.source_card.name}: the next damage {chosen.name} would "
                "deal this turn will be prevented", "609.7a")


def _about(game: Game, holder: Any, ref: Any) -> Any:
    """The object or player id a static prevention's reference names, seen from ``holder``."""
    if isinstance(ref, ir.You):
        return holder.controller
    if isinstance(ref, ir.This):
        return holder.id
    if isinstance(ref, ir.AttachedTo):
        return holder.attached_to
    return None  # pragma: no cover - the grammar reads only these


@replaces(ir.PreventAllDamage)
class _PreventAll:
    """"Prevent all [combat] damage that would be dealt to [X] [by sources]." / "... by [X]."
    A static ability of a permanent (615.1a): it prevents the damage while the permanent is on
    the battlefield with the ability."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.PreventAllDamage) -> bool:
        if holder is None or (node.combat and not event.combat):
            return False
        to = _about(game, holder, node.to) if node.to is not None else None
        by = _about(game, holder, node.by) if node.by is not None else None
        if node.to is not None and node.by is not None:  # "to and dealt by"
            if to is None or (event.target != to and event.source != to):
                return False
        elif (node.to is not None and (to is None or event.target != to)
              or node.by is not None and (by is None or event.source != by)):
            return False
        if node.sources is not None:
            source = game.objects.get(event.source) or game.lki.get(event.source)
            if not isinstance(source, GameObject) or not compiled(node.sources)(
                    game, chars(game, source), source, holder.controller, holder.id, None):
                return False
        return True

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.PreventAllDamage) -> Event | None:
        """615.6: the prevented damage is never dealt: all of it, or N of it ("prevent 2 of
        that damage"). 615.5: an added effect ("Remove a +1/+1 counter from this creature.")
        is done right after the damage event, once for all the damage dealt at the same time
        (the event's ``after`` list, run by events.deal_damage)."""
        ctx = holder_context(holder, event)
        prevented = event.amount if node.amount is None else min(
            event.amount, max(0, amount(game, ctx, node.amount)))
        if prevented <= 0:
            return event
        _record(game, event, holder, prevented)
        if node.then is not None:
            after = event.get("after")
            if after is not None and not any(k == (holder.id, id(node)) for k, _, _ in after):
                after.append(((holder.id, id(node)), ctx, node.then))
        rest = event.amount - prevented
        return event.but(amount=rest) if rest > 0 else None


# ---- redirection (614.9) --------------------------------------------------------------------


REDIRECTABLE = frozenset({"Creature", "Planeswalker", "Battle"})
"""The permanents damage can be redirected to or from (614.9)."""


@dataclass(frozen=True, slots=True)
class RedirectionShield:
    """Up to ``remaining`` damage that would be dealt to ``frm`` (an object or player id) this
    turn is dealt to ``to`` instead (614.9), a shield used up by each 1 damage it redirects
    (like 615.7's). The engine's own replacement node, held in ``game.replacements``."""

    frm: int
    to: int
    remaining: int
    text: str = "redirect damage"
    event: ClassVar[str] = "damage"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False


def _redirectable(game: Game, oid: int) -> bool:
    """614.9: a player still in the game, or a creature, planeswalker or battle on the
    battlefield; otherwise the redirection does nothing."""
    if game.is_player(oid):
        player = game.player(oid)
        return not (player.lost or player.left)
    obj = game.objects.get(oid)
    return isinstance(obj, GameObject) and obj.zone == "battlefield" and bool(
        REDIRECTABLE & chars(game, obj).types)


@replaces(RedirectionShield)
class _Redirect:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: RedirectionShield) -> bool:
        return event.target == node.frm and node.to != node.frm and node.remaining > 0 and \
            _redirectable(game, node.frm) and _redirectable(game, node.to)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: RedirectionShield) -> Event:
        """The shield's part of the damage is dealt to the other permanent or player instead
        (614.9); damage beyond it is still dealt to the first, in the same event (it goes on
        without the effects already applied to it, 614.5)."""
        moved = min(node.remaining, event.amount)
        left = node.remaining - moved
        others = [r for r in game.replacements if r is not holder]
        game.replacements = others if left <= 0 else [
            *others, replace(holder, node=replace(node, remaining=left))]
        rest = event.amount - moved
        if rest > 0:
            event.split.append((node.frm, rest, event.get("applied", frozenset())))
        source = game.objects.get(event.source) or game.lki.get(event.source)
        game.record("redirect", f"{moved} damage {source.name if source else 'a source'} would "
                    f"deal to {_name(game, node.frm)} is dealt to {_name(game, node.to)} instead "
                    f"({holder.name})", "614.9", (node.frm, node.to))
        return event.but(target=node.to, amount=moved)


def _name(game: Game, oid: int) -> str:
    return game.player(oid).name if game.is_player(oid) else game.objects[oid].name


def _one(game: Game, ctx: Context, ref: Any) -> int | None:
    """The one object or player id a reference names as the effect resolves, if any."""
    found = [*players(game, ctx, ref), *(o.id for o in objects(game, ctx, ref))]
    return found[0] if len(found) == 1 else None


@handler(ir.RedirectDamage)
def _redirect_damage(game: Game, ctx: Context, node: ir.RedirectDamage) -> Resolution:
    """"The next N damage that would be dealt to X this turn is dealt to Y instead." (614.9):
    a redirection shield for the turn (615.7's way of counting, 514.2)."""
    frm, to = _one(game, ctx, node.frm), _one(game, ctx, node.to)
    n = amount(game, ctx, node.amount)
    if frm is None or to is None or n <= 0:
        return
    shield = RedirectionShield(frm, to, n, text=ctx.text or "redirect damage")
    game.replacements = [*game.replacements, CreatedReplacement(shield, ctx.controller,
                                                                ctx.source_card.name)]
    game.record("redirection", f"{ctx.source_card.name}: the next {n} damage that would be "
                f"dealt to {_name(game, frm)} this turn will be dealt to {_name(game, to)} "
                "instead", "614.9")
    return
    yield
