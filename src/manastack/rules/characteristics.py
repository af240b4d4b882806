"""Derived characteristics: printed values plus continuous effects, applied in layer order (613).

No rule or card reads printed power, toughness, types, colors or keywords directly: they ask
:func:`chars`, which caches its answer until the game changes (``game.touch()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ir

if TYPE_CHECKING:
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
    text: str = ""  # the rules text, as text-changing effects left it (612)
    spell: Any = None  # an instant's or sorcery's spell ability (SpellAbility), also text (612)

    def clone(self) -> Characteristics:
        """A copy to apply effects to (faster than copy.copy)."""
        return Characteristics(self.name, self.types, self.subtypes, self.supertypes,
                               self.colors, self.keywords, self.power, self.toughness,
                               self.mana_value, self.abilities, self.text, self.spell)


@dataclass(slots=True)
class ContinuousEffect:
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
    copy_of: Any = None  # layer 1: becomes a copy of these copiable values (CardDef, 707.2)
    controller: int | None = None  # layer 2: this player controls the objects (613.1b)
    text_changes: tuple[tuple[str, str], ...] = ()  # layer 3: words replaced (612)
    add_types: frozenset[str] = frozenset()  # layer 4
    add_subtypes: tuple[str, ...] = ()  # layer 4: "in addition to its other types"
    set_subtypes: tuple[str, ...] | None = None  # layer 4: "becomes a Frog"
    set_colors: frozenset[str] | None = None  # layer 5
    lose_abilities: bool = False  # layer 6
    add_abilities: tuple[Any, ...] = ()  # layer 6
    set_pt: tuple[int, int] | None = None  # layer 7b: base power and toughness
    pt_mana_value: bool = False  # layer 7b: base power and toughness equal to its mana value
    switch: bool = False  # layer 7d
    restrictions: frozenset[str] = frozenset()  # no layer: "can't block this turn" (509.1b)
    block_requirements: tuple[tuple[int, int], ...] = ()  # (blocker, attacker): "blocks it if
    # able" this turn (509.1c; provoke, 702.39a)
    blocks_forbidden: tuple[tuple[int, int], ...] = ()  # (blocker, attacker): "can't block it
    # this turn" (509.1b)


def chars(game: Game, obj: GameObject) -> Characteristics:
    """The object's characteristics after all continuous effects (613.1, 613.4 for P/T).

    The answer is shared and must not be modified by the caller.
    """
    base = obj.card.printed  # the copiable values (613.2c, layer 1 done: see layers.py)
    bearer = bool(game.ring_bearers) and obj.id in game.ring_bearers.values()  # 701.54c
    if not game.effects and not obj.counters and not obj.x and not game.statics \
            and obj.card.cda is None and obj.cast_as not in ("overload", "awaken") \
            and not obj.spliced and not bearer:  # 702.96a, 702.113a, 702.47c: text changes of the spell
        return base
    layering = game._layering  # asked while the layers are being applied: a condition of a
    if obj.id in layering:  # static ability or a count sees the objects as they are so far
        return layering[obj.id]
    cache = game._chars
    found = cache.get(obj.id)
    if found is not None:
        return found
    from .layers import battlefield_chars, elsewhere_chars

    if obj.zone == "battlefield" and (game.effects or game.statics or obj.card.cda is not None
                                      or bearer) and not (layering and obj.id not in game.battlefield):
        # the last known information of a permanent that left is read as it is elsewhere while
        # the layers are being applied (a static ability's condition asking about a token that
        # entered this turn and is gone would start the computation again, without end)
        cache.update(battlefield_chars(game))
        found = cache.get(obj.id)
        if found is not None:
            return found
    ch = elsewhere_chars(game, obj)
    cache[obj.id] = ch
    return ch


def changed_abilities(game: Game, obj: GameObject) -> tuple[Any, ...] | None:
    """The object's abilities if continuous effects changed them (layers 3, 4, 6), else None:
    then they are its card's, and the card's precomputed lists answer."""
    if not game.statics and not game.effects:
        return None
    abilities = chars(game, obj).abilities
    return None if abilities is obj.card.abilities else abilities


def activated(game: Game, obj: GameObject) -> tuple[tuple[int, Any], ...]:
    """The object's activated abilities with their indexes, printed and granted (113.6)."""
    abilities = changed_abilities(game, obj)
    if abilities is None:
        return obj.card.activated
    return tuple((i, a) for i, a in enumerate(abilities) if isinstance(a, ir.Activated))


def mana_abilities(game: Game, obj: GameObject) -> tuple[tuple[int, Any], ...]:
    """The object's mana abilities with their indexes, printed and granted, minus lost ones."""
    if changed_abilities(game, obj) is None:
        return obj.card.mana_abilities
    return tuple((i, a) for i, a in activated(game, obj) if a.is_mana_ability)


def triggered(game: Game, obj: GameObject) -> tuple[Any, ...]:
    """The object's triggered abilities now, printed and granted, minus any it lost (layer 6)."""
    abilities = changed_abilities(game, obj)
    if abilities is None:
        return obj.card.triggered_abilities
    return tuple(a for a in abilities if isinstance(a, ir.Triggered))


def static_replacements(game: Game, obj: GameObject) -> tuple[Any, ...]:
    """The object's replacement effects from static abilities (614.12 aside), minus lost ones."""
    abilities = changed_abilities(game, obj)
    if abilities is None:
        return obj.card.static_replacements
    return tuple(a for a in abilities if isinstance(a, ir.ReplacementAbility) and not a.entering)


def mana_triggers(game: Game, obj: GameObject) -> tuple[Any, ...]:
    """The object's triggered mana abilities (605.1b), minus lost ones."""
    return tuple(a for a in triggered(game, obj) if a.mana)


def ability(game: Game, obj: GameObject, index: int) -> Any:
    """The object's ``index``-th ability (printed first, then granted), or None."""
    abilities = chars(game, obj).abilities if game.statics or game.effects \
        else obj.card.abilities
    return abilities[index] if 0 <= index < len(abilities) else None
