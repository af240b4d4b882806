"""Derived characteristics: printed values plus continuous effects, applied in layer order (613).

No rule or card reads printed power, toughness, types, colors or keywords directly: they ask
:func:`chars`, which caches its answer until the game changes (``game.touch()``).
"""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..cards.vocabulary import Filter
    from ..game.game import Game
    from ..game.objects import GameObject


@dataclass(slots=True)
class Characteristics:
    """What an object is right now (109.3)."""

    name: str
    types: frozenset[str]
    subtypes: tuple[str, ...]
    supertypes: frozenset[str]
    colors: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    mana_value: int
    abilities: tuple[Any, ...] = ()


class LayerParts:
    """What a continuous effect does in each layer, shared by effects of resolved spells and
    static abilities (the fields add_types ... switch, power, toughness)."""

    __slots__ = ()
    lose_abilities: bool
    add_keywords: frozenset[str]
    add_abilities: tuple[Any, ...]
    power: int
    toughness: int

    @property
    def changes_abilities(self) -> bool:  # layer 6
        return bool(self.lose_abilities or self.add_keywords or self.add_abilities)

    @property
    def changes_pt(self) -> bool:  # layer 7c
        return bool(self.power or self.toughness)


@dataclass(slots=True)
class ContinuousEffect(LayerParts):
    """A continuous effect from a resolved spell or ability (611.2), e.g. "+3/+3 until end of
    turn", on the objects in ``objects`` (locked in, 611.2c). ``until`` is "end_of_turn" (514.2),
    "while:<id>" (for as long as that object remains on the battlefield) or "" (indefinitely).
    The fields say what it does in each layer (613.1)."""

    objects: tuple[int, ...]
    timestamp: int
    power: int = 0
    toughness: int = 0
    add_keywords: frozenset[str] = frozenset()
    until: str = "end_of_turn"
    source: str = ""
    controller: int | None = None  # layer 2: this player controls the objects (613.1b)
    add_types: frozenset[str] = frozenset()  # layer 4
    set_subtypes: tuple[str, ...] | None = None  # layer 4: "becomes a Frog"
    set_colors: frozenset[str] | None = None  # layer 5
    lose_abilities: bool = False  # layer 6
    add_abilities: tuple[Any, ...] = ()  # layer 6
    set_pt: tuple[int, int] | None = None  # layer 7b: base power and toughness
    switch: bool = False  # layer 7d


def chars(game: Game, obj: GameObject) -> Characteristics:
    """The object's characteristics after all continuous effects (613.1, 613.4 for P/T).

    The answer is shared and must not be modified by the caller.
    """
    base = obj.card.printed  # the copiable values (613.1 before layer 1), shared
    if not game.effects and not obj.counters and not obj.x and not game.statics \
            and obj.card.cda is None:
        return base
    cache = game._chars
    found = cache.get(obj.id)
    if found is not None:
        return found
    ch = copy(base)
    if obj.card.cda is not None:  # 604.3, 613.4a (layer 7a), in every zone (208.3)
        flt = obj.card.cda.filter
        n = sum(1 for oid in game.battlefield if (o := game.objects[oid]).controller ==
                obj.controller and fits_filter(o.card.printed, o, flt, obj.controller, obj.id))
        ch.power = ch.toughness = n
    if obj.zone == "stack" and obj.card.mana_cost.x_count:
        ch.mana_value += obj.x * obj.card.mana_cost.x_count  # 202.3e: X counts on the stack
    if obj.zone == "battlefield":
        locked = [(e.timestamp, e) for e in game.effects if obj.id in e.objects]
        statics = _static_candidates(game, obj) if game.statics else []
        _apply_layers(ch, obj, locked, statics, obj.counters)
    elif obj.counters and ch.power is not None:
        _apply_layers(ch, obj, [], [], obj.counters)
    cache[obj.id] = ch
    return ch


def _apply_layers(ch: Characteristics, obj: GameObject, locked: list[tuple[int, Any]],
                  statics: list[tuple[int, Any, Any]], counters: dict[str, int] | None) -> None:
    """613.1d-f and 613.4: types (layer 4), colors (5), abilities (6), then power/toughness:
    setting (7b), modifying and counters (7c), switching (7d), each in timestamp order (613.7).
    Whether a static ability's filter includes the object ("artifact creatures you control") is
    decided with the characteristics the earlier layers produced, so an effect that makes it an
    artifact applies first (613.8a). Layer 2 (control) is applied to the permanent itself."""

    def active(part: str) -> list[Any]:
        found = [(ts, e) for ts, e in locked if getattr(e, part)]
        found += [(ts, st) for ts, st, holder in statics if getattr(st, part) and (
            holder is None or fits_filter(ch, obj, st.filter, holder.controller, holder.id))]
        found.sort(key=lambda pair: pair[0])
        return [e for _, e in found]

    for e in active("add_types"):  # layer 4
        ch.types = ch.types | e.add_types
    for e in active("set_subtypes"):
        ch.subtypes = e.set_subtypes
    for e in active("set_colors"):  # layer 5
        ch.colors = e.set_colors
    for e in active("changes_abilities"):  # layer 6
        if e.lose_abilities:
            ch.keywords, ch.abilities = frozenset(), ()
        if e.add_keywords:
            ch.keywords = ch.keywords | e.add_keywords
        if e.add_abilities:
            ch.abilities = ch.abilities + e.add_abilities
    if ch.power is None or ch.toughness is None:
        return
    for e in active("set_pt"):  # layer 7b
        ch.power, ch.toughness = e.set_pt
    for e in active("changes_pt"):  # layer 7c
        ch.power += e.power
        ch.toughness += e.toughness
    if counters:
        plus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        ch.power += plus
        ch.toughness += plus
    for _ in active("switch"):  # layer 7d
        ch.power, ch.toughness = ch.toughness, ch.power


def _static_candidates(game: Game, obj: GameObject) -> list[tuple[int, Any, Any]]:
    """(timestamp, static ability, holder) for static abilities that may affect ``obj``: those
    of Auras and Equipment attached to it (holder None: they surely do) and those with a filter,
    decided layer by layer; a static ability has its object's timestamp (613.7a)."""
    found: list[tuple[int, Any, Any]] = []
    objects = game.objects
    for oid in game.battlefield:
        holder = objects[oid]
        for st in holder.card.statics:
            if st.affects in ("enchanted", "equipped"):
                if holder.attached_to == obj.id:
                    found.append((holder.timestamp, st, None))
            elif holder.id != obj.id or not st.filter.other:
                found.append((holder.timestamp, st, holder))
    return found


def activated(game: Game, obj: GameObject) -> tuple[tuple[int, Any], ...]:
    """The object's activated abilities with their indexes, printed and granted (113.6)."""
    if not game.statics and not game.effects:
        return obj.card.activated
    from ..cards.vocabulary import Activated

    return tuple((i, a) for i, a in enumerate(chars(game, obj).abilities)
                 if isinstance(a, Activated))


def mana_abilities(game: Game, obj: GameObject) -> tuple[tuple[int, Any], ...]:
    """The object's mana abilities with their indexes, printed and granted, minus lost ones."""
    if not game.statics and not game.effects:
        return obj.card.mana_abilities
    return tuple((i, a) for i, a in activated(game, obj) if a.is_mana_ability)


def triggered(game: Game, obj: GameObject) -> tuple[Any, ...]:
    """The object's triggered abilities now, printed and granted, minus any it lost (layer 6)."""
    if not game.statics and not game.effects:
        return tuple(a for _, a in obj.card.triggered)
    from ..cards.vocabulary import Triggered

    return tuple(a for a in chars(game, obj).abilities if isinstance(a, Triggered))


def ability(game: Game, obj: GameObject, index: int) -> Any:
    """The object's ``index``-th ability (printed first, then granted), or None."""
    abilities = chars(game, obj).abilities if game.statics or game.effects \
        else obj.card.abilities
    return abilities[index] if 0 <= index < len(abilities) else None


def matches(game: Game, obj: GameObject, flt: Filter, controller: int, source: int = 0) -> bool:
    """Whether ``obj`` fits a filter, seen from the player ``controller`` (for "you"/"opponent")."""
    return fits_filter(chars(game, obj), obj, flt, controller, source)


def fits_filter(ch: Characteristics, obj: GameObject, flt: Filter, controller: int,
                source: int = 0) -> bool:
    """Whether an object with characteristics ``ch`` fits a filter."""
    if flt.types and not (flt.types & ch.types):
        return False
    if flt.all_types and not flt.all_types <= ch.types:
        return False
    if flt.not_types and (flt.not_types & ch.types):
        return False
    if flt.not_supertypes and (flt.not_supertypes & ch.supertypes):
        return False
    if flt.subtypes and not flt.subtypes.intersection(ch.subtypes):
        return False
    if flt.colors and not (flt.colors & ch.colors):
        return False
    if flt.not_colors and (flt.not_colors & ch.colors):
        return False
    if flt.controller == "you" and obj.controller != controller:
        return False
    if flt.controller == "opponent" and obj.controller == controller:
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.in_combat is not None and (
        (obj.attacking is not None or bool(obj.blocking)) != flt.in_combat
    ):
        return False
    if flt.other and obj.id == source:
        return False
    if flt.nontoken and obj.token:
        return False
    if flt.max_mana_value is not None and ch.mana_value > flt.max_mana_value:
        return False
    return not (flt.max_power is not None and (ch.power or 0) > flt.max_power)
