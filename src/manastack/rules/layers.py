"""The layer system (613): continuous effects applied to every permanent at once, layer by layer.

Layer 1 (copy effects, 613.2) chooses each permanent's copiable values: the object's ``card``
(see ``copies.update_copies``). Layer 2 (control, 613.1b) is kept on the object by
``control.update_control``. This module applies the rest to the battlefield together, because an
effect's reach depends on what the other effects did: text (3), types (4), colors (5),
abilities (6), characteristic-defining power/toughness (7a), setting (7b), modifying and
counters (7c) and switching (7d).

Within a layer, effects apply in timestamp order (613.7) unless one depends on another (613.8):
applying the other would change whether it exists or what it applies to; it then waits
(613.8b, reevaluated after each effect, 613.8c), and a loop falls back to timestamps. An effect
that starts to apply keeps applying to the same objects in later layers, even if the ability
that made it is gone by then (613.6).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .. import ir
from .characteristics import Characteristics, ContinuousEffect
from .keywords import expansions
from .select import compiled, reads
from .splice import spliced_onto
from .subtypes import INTRINSIC_IDS, intrinsic_abilities, kind
from .text_change import awakened, keywords, overloaded, rewrite, subtypes, text

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

State = dict[int, Characteristics]
_ORDERED_LAYERS = ("4", "5", "6")
_PT_LAYERS = ("7b", "7c", "7d")

LayerParts = ir.Static | ContinuousEffect
"""What a continuous effect does in each layer (613.1): a static ability (604.1) or the effect
of a resolved spell or ability (611.2) share these fields."""


def in_layer(parts: LayerParts, layer: str) -> bool:
    """Whether an effect has a part in ``layer`` (4, 5, 6, 7b, 7c or 7d)."""
    if layer == "4":
        return bool(parts.add_types or parts.add_subtypes or parts.set_subtypes is not None
                    or getattr(parts, "chosen", "") == "type")
    if layer == "5":
        return parts.set_colors is not None or getattr(parts, "chosen", "") == "color"
    if layer == "6":
        return bool(parts.lose_abilities or parts.add_keywords or parts.add_abilities
                    or getattr(parts, "chosen", "") == "protection")
    if layer == "7b":
        return parts.set_pt is not None or parts.pt_mana_value
    if layer == "7c":
        return bool(parts.power or parts.toughness)
    return layer == "7d" and parts.switch


class _Effect:
    """One continuous effect as the layer system sees it: what it does (a static ability or a
    resolved effect), its timestamp, the permanent whose static ability makes it, and the set of
    objects it applies to once that is fixed (611.2c locked in, or 613.6 started)."""

    __slots__ = ("parts", "timestamp", "holder", "affected")

    def __init__(self, parts: LayerParts, timestamp: int, holder: int | None,
                 affected: frozenset[int] | None) -> None:
        self.parts = parts
        self.timestamp = timestamp
        self.holder = holder
        self.affected = affected


def battlefield_chars(game: Game) -> State:
    """The characteristics of every permanent (613.1)."""
    objects = game.objects
    state: State = {oid: objects[oid].card.printed.clone() for oid in game.battlefield}
    with _layering(game, state):
        _apply_layers(game, state, objects, _resolved(game, None), on_battlefield=True)
    return state


@contextmanager
def _layering(game: Game, state: State) -> Iterator[None]:
    """While the layers are applied, what asks for these objects' characteristics (a static
    ability's condition, 611.3a; a count in a quantity, 613.4c) gets them as applied so far,
    instead of starting the computation again."""
    saved = dict(game._layering)
    game._layering.update(state)
    try:
        yield
    finally:
        game._layering.clear()
        game._layering.update(saved)


def entering_chars(game: Game, entering: GameObject) -> Characteristics:
    """614.12: a permanent about to enter, as it would exist on the battlefield: with its own
    static abilities and the continuous effects that already exist and would apply to it (an
    enchantment entering while Opalescence is out is a creature). ``entering`` is the preview
    object the event carries; the game is left as it was."""
    oid = entering.id
    objects, battlefield = game.objects, game.battlefield
    saved = objects.get(oid)
    objects[oid] = entering
    battlefield.append(oid)
    try:
        return battlefield_chars(game)[oid]
    finally:
        battlefield.pop()
        if saved is None:
            del objects[oid]
        else:
            objects[oid] = saved


def elsewhere_chars(game: Game, obj: GameObject) -> Characteristics:
    """An object's characteristics off the battlefield (or when nothing affects the battlefield):
    X on the stack (202.3e), effects locked onto it (a text change on a spell), its
    characteristic-defining ability (604.3, every zone) and counters. Static abilities, its own
    included, work only on the battlefield (604.2), but a permanent's static ability that
    says it affects objects in this zone ("instant and sorcery spells you control have
    deathtouch", on the stack) applies here (611.3, 604.2)."""
    ch = obj.card.printed.clone()
    if obj.zone == "stack" and obj.card.mana_cost.x_count:
        ch.mana_value += obj.x * obj.card.mana_cost.x_count
    if obj.zone == "stack" and obj.cast_as == "overload" and ch.spell is not None:
        ch.spell = overloaded(ch.spell)  # 702.96a: its own text change, "target" to "each"
    if obj.zone == "stack" and obj.cast_as == "awaken" and ch.spell is not None:
        ch.spell = awakened(ch.spell, obj.card.awaken or 0)  # 702.113a: and awakens N
    if obj.zone == "stack" and obj.spliced and ch.spell is not None:
        ch.spell = spliced_onto(ch.spell, obj.spliced)  # 702.47c: the spliced cards' text
    reaching = _reaching(game, obj, ch)
    with _layering(game, {obj.id: ch}):
        _apply_layers(game, {obj.id: ch}, {obj.id: obj}, _resolved(game, obj.id) + reaching,
                      on_battlefield=False)
    return ch


def _reaching(game: Game, obj: GameObject, ch: Characteristics) -> list[_Effect]:
    """The effects of permanents' static abilities whose selector names the zone ``obj`` is
    in (611.3: "spells you control have ...", not only permanents) and that apply to it, as
    the permanents' abilities are now, each from its permanent's timestamp (613.7a). The
    static abilities on the battlefield are found once until the game changes
    (``restrictions.held``)."""
    if not game.statics or obj.zone == "battlefield":
        return []
    from .restrictions import held

    return [_Effect(ab, holder.timestamp, holder.id, frozenset((obj.id,)))
            for holder, ab in held(game, ir.Static, "statics")
            if isinstance(ab.affects, ir.Each) and obj.zone in ab.affects.what.zones
            and _condition_holds(game, ab, holder.id)
            and compiled(ab.affects.what.pred)(game, ch, obj, holder.controller, holder.id, None)]


def _resolved(game: Game, only: int | None) -> list[_Effect]:
    """Effects of resolved spells and abilities for layers 3-7 (copy and control effects are
    kept on the objects themselves), each on its locked-in objects (611.2c); ``only``: just
    those on that object."""
    return [_Effect(e, e.timestamp, None, frozenset(e.objects) if only is None
                    else frozenset((only,)))
            for e in game.effects if e.copy_of is None and e.controller is None
            and (only is None or only in e.objects)]


def _apply_layers(game: Game, state: State, objects: Mapping[int, Any], resolved: list[_Effect],
                  on_battlefield: bool) -> None:
    """Layers 3 to 7d on ``state`` (the objects' characteristics, by id, with ``objects`` the
    objects themselves); static abilities take part only on the battlefield."""
    _text_changes(game, state, resolved)
    if on_battlefield and game.ring_bearers:
        _ring_bearers_legendary(game, state)
    started: dict[tuple[int, int], _Effect] = {}
    for layer in _ORDERED_LAYERS:
        _apply_layer(game, state, layer, resolved, started, on_battlefield)
    _defining_abilities(game, state, objects, state if on_battlefield else None)
    for layer in _PT_LAYERS:
        if layer == "7b":
            for ch in state.values():  # 208.3: a noncreature that became a creature
                if ch.power is None and "Creature" in ch.types:
                    ch.power = ch.toughness = 0
        _apply_layer(game, state, layer, resolved, started, on_battlefield)
        if layer == "7c":
            for oid, ch in state.items():
                _counters(ch, objects[oid])


# ---- layer 3: text (612) -----------------------------------------------------------------------


def _text_changes(game: Game, state: State, resolved: list[_Effect]) -> None:
    """613.1c: text-changing effects in timestamp order, on the printed (copied) text only; an
    ability granted later can't be changed (612.3). The land types of the type line change too
    (612.1), with the mana abilities those types give (305.6)."""
    changing = sorted((e for e in resolved if getattr(e.parts, "text_changes", ())),
                      key=lambda e: e.timestamp)
    for e in changing:
        changes = e.parts.text_changes  # type: ignore[attr-defined]
        for oid in e.affected or ():
            ch = state.get(oid)
            if ch is None:
                continue
            ch.abilities = rewrite(ch.abilities, changes)
            ch.keywords = keywords(ch.keywords, changes)
            ch.spell = rewrite(ch.spell, changes)
            ch.text = text(ch.text, changes)
            if "Land" in ch.types:
                _set_land_types(ch, subtypes(ch.subtypes, changes), keep_text=True)
            else:
                ch.subtypes = subtypes(ch.subtypes, changes)


def _ring_bearers_legendary(game: Game, state: State) -> None:
    """701.54c: The Ring's "Your Ring-bearer is legendary" (layer 4, 613.1d), applied first in its
    layer: the emblem's timestamp is no later than the designation it reads."""
    for pid, oid in game.ring_bearers.items():
        ch = state.get(oid)
        if ch is not None and game.objects[oid].controller == pid:
            ch.supertypes = ch.supertypes | {"Legendary"}


# ---- layers 4-7: ordered by timestamp and dependency ----------------------------------------


def _apply_layer(game: Game, state: State, layer: str, resolved: list[_Effect],
                 started: dict[tuple[int, int], _Effect], statics: bool) -> None:
    pending = [e for e in resolved if in_layer(e.parts, layer)]
    pending += [e for e in started.values() if in_layer(e.parts, layer)]
    for oid, ch in state.items() if statics else ():
        for ab in ch.abilities:
            if isinstance(ab, ir.Static) and not ab.control and in_layer(ab, layer) and \
                    (oid, id(ab)) not in started and _condition_holds(game, ab, oid):
                pending.append(_Effect(ab, game.objects[oid].timestamp, oid, None))
    if not pending:
        return
    pending.sort(key=lambda e: e.timestamp)
    while pending:
        pending = [e for e in pending if _exists(e, state)]
        if not pending:
            return
        effect = _next(game, state, layer, pending) if len(pending) > 1 else pending[0]
        pending.remove(effect)
        if effect.affected is None:  # it starts applying: its objects are fixed (613.6)
            effect.affected = frozenset(_reach(game, state, effect))
            started[effect.holder, id(effect.parts)] = effect  # type: ignore[index]
        parts = _amounts(game, effect.parts, effect.holder) if layer == "7c" else effect.parts
        if layer in ("4", "5", "6") and getattr(parts, "chosen", ""):
            parts = _chosen_parts(game, parts, effect.holder)
            if parts is None:
                continue
        for oid in effect.affected:
            ch = state.get(oid)
            if ch is not None:
                _apply(ch, _each_other(game, effect.parts, effect.holder, oid)
                       if layer == "7c" and _counts_others(effect.parts) else parts, layer)


def _condition_holds(game: Game, ab: ir.Static, holder: int) -> bool:
    """611.3a: a static ability "as long as [condition]" applies only while the condition is
    true; it is checked as the layer the effect applies in is reached."""
    if ab.condition is None:
        return True
    from .conditions import holds
    from .context import holder_context

    return holds(game, holder_context(game.objects[holder]), ab.condition)


def _amounts(game: Game, parts: Any, holder: int | None) -> Any:
    """A static ability's "+1/+1 for each [thing]" (613.4c): its numbers as they are now, seen
    from its controller."""
    if holder is None or not isinstance(parts, ir.Static) or (
            isinstance(parts.power, int) and isinstance(parts.toughness, int)):
        return parts
    from dataclasses import replace

    from .context import holder_context
    from .quantity import amount

    ctx = holder_context(game.objects[holder])
    return replace(parts, power=amount(game, ctx, parts.power),
                   toughness=amount(game, ctx, parts.toughness))


def _counts_others(parts: Any) -> bool:
    """Whether a static ability affecting each of several objects counts "each other ..." in
    its "+1/+1 for each" (613.4c)."""
    return isinstance(parts, ir.Static) and isinstance(parts.affects, ir.Each) and any(
        isinstance(n, ir.Other) for n in ir.walk((parts.power, parts.toughness)))


def _each_other(game: Game, parts: ir.Static, holder: int | None, affected: int) -> Any:
    """"Each legendary creature you control gets +1/+1 for each other legendary creature you
    control" (613.4c): "other" is other than the object it applies to, so the count is made
    for each object affected."""
    from dataclasses import replace

    from .context import holder_context
    from .quantity import amount

    if holder is None:
        return parts
    value = ir.rebuild((parts.power, parts.toughness), lambda n: ir.Not(ir.IsObject(
        ir.Current())) if isinstance(n, ir.Other) else None)
    ctx = replace(holder_context(game.objects[holder]), current=game.objects[affected])
    return replace(parts, power=amount(game, ctx, value[0]), toughness=amount(game, ctx, value[1]))


def _chosen_parts(game: Game, parts: ir.Static, holder: int | None) -> ir.Static | None:
    """"is the chosen type in addition to its other types" (layer 4) / "is the chosen color"
    (layer 5): the effect with the choice its permanent made as it entered (614.12); None when
    it made none (707.2: a permanent that became a copy)."""
    from dataclasses import replace

    from .choices import chosen

    if holder is None:
        return None
    if parts.chosen == "type":
        kind = chosen(game, holder, "creature type")
        return None if kind is None else replace(parts, add_subtypes=(kind,))
    color = chosen(game, holder, "color")
    if parts.chosen == "protection":  # layer 6: "has protection from the chosen color"
        from .choices import COLOR_NAMES

        return None if color is None else replace(
            parts, add_keywords=(f"protection from {COLOR_NAMES[color]}",))
    return None if color is None else replace(parts, set_colors=frozenset({color}))


def _exists(effect: _Effect, state: State) -> bool:
    """An effect exists while its static ability does, until it starts applying (613.6)."""
    if effect.affected is not None:
        return True
    ch = state.get(effect.holder)  # type: ignore[arg-type]
    return ch is not None and any(a is effect.parts for a in ch.abilities)


def _reach(game: Game, state: State, effect: _Effect) -> list[int]:
    """What a static ability's effect applies to now: the permanent its object is attached to
    ("enchanted", "equipped"), the object itself, or the permanents its selector matches, seen
    from its controller."""
    if effect.affected is not None:
        return list(effect.affected)
    affects: Any = effect.parts.affects  # type: ignore[union-attr]
    holder = game.objects[effect.holder]  # type: ignore[index]
    if isinstance(affects, ir.AttachedTo):  # "enchanted land" is the host if it is a land
        host = holder.attached_to
        if host not in state or (affects.pred != ir.ANYTHING and not compiled(affects.pred)(
                game, state[host], game.objects[host], holder.controller, holder.id, None)):
            return []
        return [host]
    if isinstance(affects, ir.This):
        return [holder.id] if holder.id in state else []
    if "battlefield" not in affects.what.zones:  # "spells you control" (``_reaching``)
        return []
    test = compiled(affects.what.pred)
    objects = game.objects
    return [oid for oid, ch in state.items()
            if test(game, ch, objects[oid], holder.controller, holder.id, None)]


def _next(game: Game, state: State, layer: str, pending: list[_Effect]) -> _Effect:
    """613.8b: the earliest effect that depends on no other pending effect; if every one
    does (a dependency loop), the earliest."""
    for effect in pending:
        if not _may_depend(effect, layer):
            return effect
        reach = _reach(game, state, effect)
        if not any(_depends(game, state, layer, effect, reach, other)
                   for other in pending if other is not effect):
            return effect
    return pending[0]


def _may_depend(effect: _Effect, layer: str) -> bool:
    """Whether anything in this layer could change the effect's existence or reach: not once
    its objects are fixed; in the color layer only for a selector that reads colors; in the
    power and toughness layers only for one that reads power or toughness (abilities no longer
    change there)."""
    if effect.affected is not None:
        return False
    affects: Any = effect.parts.affects  # type: ignore[union-attr]
    looks = reads(affects.what.pred) if isinstance(affects, ir.Each) else frozenset()
    if layer.startswith("7"):
        return "power" in looks or "toughness" in looks
    return layer != "5" or "colors" in looks


def _depends(game: Game, state: State, layer: str, effect: _Effect, reach: list[int],
             other: _Effect) -> bool:
    """613.8a: whether applying ``other`` would change whether ``effect`` exists or what it
    applies to (``reach`` now)."""
    trial = dict(state)
    for oid in _reach(game, state, other):
        if oid in trial:
            trial[oid] = changed = state[oid].clone()
            _apply(changed, other.parts, layer)
    if not _exists(effect, trial):
        return True  # it existed: it is pending
    return _reach(game, trial, effect) != reach


def _apply(ch: Characteristics, parts: Any, layer: str) -> None:
    """What one effect does to one object in one layer."""
    if layer == "4":
        if parts.add_types:
            ch.types = ch.types | parts.add_types
        if parts.add_subtypes:
            new = tuple(s for s in parts.add_subtypes if s not in ch.subtypes)
            if "Land" in ch.types:
                _set_land_types(ch, ch.subtypes + new, keep_text=True)
            else:
                ch.subtypes = ch.subtypes + new
        if parts.set_subtypes is not None:
            _set_subtypes(ch, parts.set_subtypes)
    elif layer == "5":
        ch.colors = parts.set_colors
    elif layer == "6":
        if parts.lose_abilities:
            ch.keywords, ch.abilities = frozenset(), ()
        if parts.add_keywords:  # each granted instance brings what it stands for (702)
            ch.keywords = ch.keywords.union(parts.add_keywords)
            ch.abilities = ch.abilities + expansions(parts.add_keywords)
        if parts.add_abilities:
            ch.abilities = ch.abilities + parts.add_abilities
    elif layer == "7b" and parts.set_pt is not None and not parts.pt_mana_value:
        ch.power, ch.toughness = parts.set_pt  # 721.2b: also an object that had none
    elif ch.power is None or ch.toughness is None:
        return
    elif layer == "7b":
        ch.power, ch.toughness = ch.mana_value, ch.mana_value
    elif layer == "7c":
        ch.power += parts.power
        ch.toughness += parts.toughness
    elif layer == "7d":
        ch.power, ch.toughness = ch.toughness, ch.power


def _set_subtypes(ch: Characteristics, new: tuple[str, ...]) -> None:
    """205.1a-b: the new subtypes replace the old ones of the same kind ("becomes a Frog"
    replaces creature types); 305.7 for land types."""
    kinds = {kind(s) for s in new}
    if kinds == {"land"} and "Land" in ch.types:
        _set_land_types(ch, new, keep_text=False)
        return
    ch.subtypes = tuple(s for s in ch.subtypes if kind(s) not in kinds) + new


def _set_land_types(ch: Characteristics, new: tuple[str, ...], keep_text: bool) -> None:
    """305.6-305.7: a land has the mana ability of each of its basic land types. A land whose
    subtype is *set* loses its old land types and the abilities of its rules text (keep_text
    False); one that gains types in addition keeps them."""
    if keep_text:
        subtypes = new
        kept = tuple(a for a in ch.abilities if id(a) not in INTRINSIC_IDS)
    else:
        subtypes = tuple(s for s in ch.subtypes if kind(s) != "land") + new
        kept = ()
        ch.text = ""
    ch.subtypes = subtypes
    ch.abilities = kept + intrinsic_abilities(subtypes)


# ---- layer 7a and counters --------------------------------------------------------------------


def _defining_abilities(game: Game, state: State, objects: Mapping[int, Any],
                        counted: State | None) -> None:
    """613.4a: characteristic-defining abilities that define power and toughness, if the object
    still has them after layer 6; ``counted`` holds the permanents' characteristics when they
    are being computed together (else they are asked for)."""
    for oid, ch in state.items():
        obj = objects[oid]
        if obj.card.cda is not None:
            _defining_ability(game, ch, obj, counted)


def _defining_ability(game: Game, ch: Characteristics, obj: GameObject,
                      state: State | None) -> None:
    """"[This]'s power and toughness are each equal to [quantity]" (604.3): a count of
    permanents is made with their characteristics after layer 6 (types are final). An object
    that lost the ability keeps its printed values; a text change reaches its selector (612).
    Each such ability applies: one may define the power and another the toughness ("power is
    equal to the number of red creatures", "toughness is equal to the number of green ...")."""
    for cda in (a for a in ch.abilities if isinstance(a, ir.DefinePT)):
        power = None
        if cda.power is not None:
            ch.power = power = _defining_value(game, cda.power, obj, state)
        if cda.toughness is not None:
            ch.toughness = power if power is not None and cda.toughness == cda.power else \
                _defining_value(game, cda.toughness, obj, state)


def _defining_value(game: Game, q: ir.Quantity, obj: GameObject, state: State | None) -> int:
    """A quantity of a characteristic-defining ability; counts of permanents look at the layer
    state being computed (``state``), other quantities at the game."""
    if not isinstance(q, ir.Count) or q.what.zones != ("battlefield",):
        from .context import holder_context
        from .quantity import amount

        return amount(game, holder_context(obj), q)
    test = compiled(q.what.pred)
    objects = game.objects
    count = 0
    for oid in game.battlefield:
        other = objects[oid]
        other_ch = state[oid] if state is not None else game.chars(other)
        if test(game, other_ch, other, obj.controller, obj.id, None):
            count += 1
    return count


def _counters(ch: Characteristics, obj: GameObject) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c."""
    if obj.counters and ch.power is not None and ch.toughness is not None:
        plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        ch.power += plus
        ch.toughness += plus


__all__ = ["ContinuousEffect", "battlefield_chars", "elsewhere_chars", "entering_chars"]
