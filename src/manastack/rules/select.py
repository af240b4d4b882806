"""Selectors: whether an object fits a description (``ir.Pred``: "nonblack creature an opponent
controls") and which objects a selector (``ir.Selector``) finds in its zones.

A description is seen from a player, the controller of the ability ("you", 109.5), and from its
source ("another", "other"). Each predicate is compiled once into a test function (a closure),
so the many checks that targets and static abilities make don't walk the tree again:
``compiled(pred)(game, ch, obj, controller, source, ctx)`` with ``ch`` the object's
characteristics. ``ctx`` is needed only by predicates about referenced objects and quantities
("that creature", "mana value equal to the number of charge counters on this") and may be None.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD, PLAYER_ZONES, STACK, GameObject
from ..ir.typeline import CARD_TYPES
from .characteristics import Characteristics, chars
from .dispatch import registers, rules_for

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

Test = Callable[["Game", Characteristics, Any, int, int, "Context | None"], bool]
"""A compiled predicate: ``(game, ch, obj, controller, source, ctx) -> bool``."""

_COMPILERS: dict[type, Callable[[Any], Test]] = {}
_COMPILED: dict[int, tuple[ir.Pred, Test]] = {}  # by id, with the predicate kept alive
_READS: dict[int, tuple[ir.Pred, frozenset[str]]] = {}

OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "<=": operator.le, ">=": operator.ge, "==": operator.eq, "<": operator.lt, ">": operator.gt,
    "!=": operator.ne}
"""Comparison operators of ``Compare`` and ``CompareQ``."""

_CARD_TYPES = frozenset(CARD_TYPES)

ZONE_ORDER = (STACK, BATTLEFIELD, "graveyard", "exile", "hand", "library")
"""The order in which a selector's zones are searched, whatever order it lists them in."""


def compiled(pred: ir.Pred) -> Test:
    """The test function for ``pred`` (compiled on first use)."""
    found = _COMPILED.get(id(pred))
    if found is not None and found[0] is pred:
        return found[1]
    test = rules_for(_COMPILERS, pred, "description")(pred)
    _COMPILED[id(pred)] = (pred, test)
    return test


def supported(node: type) -> bool:
    """Whether predicates of this node type can be evaluated."""
    return node in _COMPILERS


def matches(game: Game, obj: Any, pred: ir.Pred, controller: int, source: int = 0,
            ctx: Context | None = None) -> bool:
    """Whether ``obj`` fits ``pred`` now, seen from the player ``controller`` and ``source``."""
    return compiled(pred)(game, chars(game, obj), obj, controller, source, ctx)


def select(game: Game, selector: ir.Selector, controller: int, source: int = 0,
           ctx: Context | None = None) -> list[GameObject]:
    """The objects in the selector's zones that fit its description (battlefield in its order,
    graveyards and other players' zones in turn order)."""
    test = compiled(selector.pred)
    found: list[GameObject] = []
    objects = game.objects
    for zone in ZONE_ORDER:
        if zone not in selector.zones:
            continue
        for oid in zone_ids(game, zone):
            obj = objects[oid]
            if isinstance(obj, GameObject) and test(game, chars(game, obj), obj, controller,
                                                    source, ctx):
                found.append(obj)
    return found


def zone_ids(game: Game, zone: str) -> list[int]:
    """The ids of the objects in a zone: a shared zone, or every player's in turn order."""
    if zone in PLAYER_ZONES:
        return [oid for p in game.players for oid in p.zone(zone)]
    return list(game.shared_zone(zone))


def reads(pred: ir.Pred) -> frozenset[str]:
    """Which characteristics a predicate looks at: "colors", "power", "toughness" ... (for the
    layer system: an effect whose reach reads colors may depend on color-changing effects)."""
    found = _READS.get(id(pred))
    if found is not None and found[0] is pred:
        return found[1]
    words: set[str] = set()
    for node in ir.walk(pred):
        if isinstance(node, ir.Color | ir.Colorless | ir.Multicolored) or (
                isinstance(node, ir.OfChosen) and node.what == "color"):
            words.add("colors")
        elif isinstance(node, ir.OfChosen):
            words.add("subtypes")
        elif isinstance(node, ir.Compare):
            words.add(node.prop)
    result = frozenset(words)
    _READS[id(pred)] = (pred, result)
    return result


# ---- combinations -------------------------------------------------------------------------------


def _always(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
            ctx: Context | None) -> bool:
    return True


@registers(_COMPILERS, ir.And)
def _and(pred: ir.And) -> Test:
    parts = tuple(compiled(p) for p in pred.parts)
    if not parts:
        return _always
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        first, second = parts

        def both(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                 ctx: Context | None) -> bool:
            return first(game, ch, obj, controller, source, ctx) and \
                second(game, ch, obj, controller, source, ctx)
        return both

    def every(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
              ctx: Context | None) -> bool:
        for part in parts:  # noqa: SIM110 - a loop is faster than all() over a generator
            if not part(game, ch, obj, controller, source, ctx):
                return False
        return True
    return every


@registers(_COMPILERS, ir.Or)
def _or(pred: ir.Or) -> Test:
    parts = tuple(compiled(p) for p in pred.parts)

    def some(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
             ctx: Context | None) -> bool:
        for part in parts:  # noqa: SIM110 - a loop is faster than any() over a generator
            if part(game, ch, obj, controller, source, ctx):
                return True
        return False
    return some


@registers(_COMPILERS, ir.Not)
def _not(pred: ir.Not) -> Test:
    part = compiled(pred.part)

    def negated(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                ctx: Context | None) -> bool:
        return not part(game, ch, obj, controller, source, ctx)
    return negated


# ---- characteristics (109.3) -------------------------------------------------------------------


@registers(_COMPILERS, ir.CardType)
def _card_type(pred: ir.CardType) -> Test:
    name = pred.name

    def has_type(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                 ctx: Context | None) -> bool:
        return name in ch.types
    return has_type


@registers(_COMPILERS, ir.Subtype)
def _subtype(pred: ir.Subtype) -> Test:
    name = pred.name

    def has_subtype(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                    ctx: Context | None) -> bool:
        return name in ch.subtypes
    return has_subtype


@registers(_COMPILERS, ir.Supertype)
def _supertype(pred: ir.Supertype) -> Test:
    name = pred.name

    def has_supertype(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                      ctx: Context | None) -> bool:
        return name in ch.supertypes
    return has_supertype


@registers(_COMPILERS, ir.Color)
def _color(pred: ir.Color) -> Test:
    color = pred.color

    def has_color(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
        return color in ch.colors
    return has_color


@registers(_COMPILERS, ir.Colorless)
def _colorless(pred: ir.Colorless) -> Test:
    def colorless(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
        return not ch.colors  # 105.2c
    return colorless


@registers(_COMPILERS, ir.Multicolored)
def _multicolored(pred: ir.Multicolored) -> Test:
    def multicolored(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                     ctx: Context | None) -> bool:
        return len(ch.colors) >= 2  # 105.4
    return multicolored


@registers(_COMPILERS, ir.HasKeyword)
def _keyword(pred: ir.HasKeyword) -> Test:
    keyword = pred.keyword

    def has_keyword(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                    ctx: Context | None) -> bool:
        return keyword in ch.keywords
    return has_keyword


@registers(_COMPILERS, ir.Named)
def _named(pred: ir.Named) -> Test:
    name = pred.name

    def named(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
              ctx: Context | None) -> bool:
        return ch.name == name
    return named


@registers(_COMPILERS, ir.Compare)
def _compare(pred: ir.Compare) -> Test:
    """Power or toughness (0 for an object without them) or mana value against a quantity."""
    prop, op, value = pred.prop, OPERATORS[pred.op], pred.value
    if isinstance(value, int):
        def against_number(game: Game, ch: Characteristics, obj: Any, controller: int,
                           source: int, ctx: Context | None) -> bool:
            return op(getattr(ch, prop) or 0, value)
        return against_number

    def against_quantity(game: Game, ch: Characteristics, obj: Any, controller: int,
                         source: int, ctx: Context | None) -> bool:
        from .context import viewpoint
        from .quantity import amount

        n = amount(game, ctx or viewpoint(game, controller, source), value)
        return op(getattr(ch, prop) or 0, n)
    return against_quantity


# ---- status and identity -----------------------------------------------------------------------


@registers(_COMPILERS, ir.Tapped)
def _tapped(pred: ir.Tapped) -> Test:
    def tapped(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
               ctx: Context | None) -> bool:
        return obj.tapped
    return tapped


@registers(_COMPILERS, ir.Attacking)
def _attacking(pred: ir.Attacking) -> Test:
    def attacking(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
        return obj.attacking is not None
    return attacking


AFTER_BLOCKS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")
"""The combat steps in which attacking creatures are blocked or unblocked (509.1h)."""


@registers(_COMPILERS, ir.Unblocked)
def _unblocked(pred: ir.Unblocked) -> Test:
    """509.1h: an attacking creature becomes blocked or unblocked as blockers are declared; one
    put onto the battlefield attacking after that is unblocked (702.49c)."""
    def unblocked(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
        return obj.attacking is not None and not obj.blocked and game.step in AFTER_BLOCKS
    return unblocked


@registers(_COMPILERS, ir.Blocking)
def _blocking(pred: ir.Blocking) -> Test:
    def blocking(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                 ctx: Context | None) -> bool:
        return bool(obj.blocking)
    return blocking


@registers(_COMPILERS, ir.BlockingObject)
def _blocking_object(pred: ir.BlockingObject) -> Test:
    """Is blocking the referenced creature (509.1)."""
    ref = pred.obj

    def blocking_it(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                    ctx: Context | None) -> bool:
        from .context import viewpoint
        from .refs import last_known

        if not obj.blocking:
            return False
        found = last_known(game, ctx or viewpoint(game, controller, source), ref)
        return any(o.id in obj.blocking for o in found)
    return blocking_it


def _dealt_damage_this_turn(game: Game, oid: int, source: int | None) -> bool:
    """Whether this turn's damage events (the log's, 120.3c-e: damage prevented isn't dealt)
    dealt the object ``oid`` damage (from ``source`` only, if given); the history ends with
    the turn, and an object that changed zones is a new one without it (400.7)."""
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            return False
        if entry.kind == "damage" and entry.data and len(entry.data) >= 2 and \
                entry.data[1] == oid and (source is None or entry.data[0] == source):
            return True
    return False


@registers(_COMPILERS, ir.DamagedBySelfThisTurn)
def _damaged_by_self(pred: ir.DamagedBySelfThisTurn) -> Test:
    """"dealt damage by SELF this turn" (120.3): the ability's source, as the object it is now,
    dealt this object damage this turn."""

    def damaged_by_self(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                        ctx: Context | None) -> bool:
        return _dealt_damage_this_turn(game, obj.id, source)
    return damaged_by_self


@registers(_COMPILERS, ir.DealtDamageThisTurn)
def _dealt_damage(pred: ir.DealtDamageThisTurn) -> Test:
    """"that was dealt damage this turn" (120.3): by any source."""

    def dealt_damage(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                     ctx: Context | None) -> bool:
        return _dealt_damage_this_turn(game, obj.id, None)
    return dealt_damage


@registers(_COMPILERS, ir.AttachedToObject)
def _attached_to_object(pred: ir.AttachedToObject) -> Test:
    """Is attached to the referenced object (301.5, 303.4: an Aura, Equipment or Fortification
    on it)."""
    ref = pred.obj

    def attached_to_it(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                       ctx: Context | None) -> bool:
        from .context import viewpoint
        from .refs import last_known

        if obj.attached_to is None:
            return False
        found = last_known(game, ctx or viewpoint(game, controller, source), ref)
        return any(o.id == obj.attached_to for o in found)
    return attached_to_it


@registers(_COMPILERS, ir.IsToken)
def _token(pred: ir.IsToken) -> Test:
    def is_token(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                 ctx: Context | None) -> bool:
        return obj.token
    return is_token


@registers(_COMPILERS, ir.HasCounter)
def _counter(pred: ir.HasCounter) -> Test:
    kind = pred.kind

    def has_counter(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                    ctx: Context | None) -> bool:
        return bool((obj.counters or {}).get(kind))
    return has_counter


@registers(_COMPILERS, ir.TargetsThis)
def _targets_this(pred: ir.TargetsThis) -> Test:
    def targets_this(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                     ctx: Context | None) -> bool:
        return any(source in group for group in getattr(obj, "targets", ()) or ())
    return targets_this


@registers(_COMPILERS, ir.OfChosen)
def _of_chosen(pred: ir.OfChosen) -> Test:
    """"of the chosen color / type": the choice the ability's own permanent made as it entered
    (614.12); without one (707.2: a permanent that became a copy), nothing is."""
    from .choices import chosen

    if pred.what == "color":
        def of_chosen_color(game: Game, ch: Characteristics, obj: Any, controller: int,
                            source: int, ctx: Context | None) -> bool:
            color = chosen(game, source, "color")
            return color is not None and color in ch.colors
        return of_chosen_color

    def of_chosen_type(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                       ctx: Context | None) -> bool:
        kind = chosen(game, source, "creature type")
        return kind is not None and kind in ch.subtypes
    return of_chosen_type


@registers(_COMPILERS, ir.Other)
def _other(pred: ir.Other) -> Test:
    def other(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
              ctx: Context | None) -> bool:
        return obj.id != source
    return other


def _relation(player: ir.PlayerRef, attr: str) -> Test:
    """"you control" / "an opponent owns" ...: the object's controller or owner and a player
    (the ability's controller for ``You``, any other for ``Opponent``, 102.2)."""
    if isinstance(player, ir.You):
        def yours(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
            return getattr(obj, attr) == controller
        return yours
    if isinstance(player, ir.Opponent):
        def opponents(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                      ctx: Context | None) -> bool:
            return getattr(obj, attr) != controller
        return opponents
    if isinstance(player, ir.AnyPlayer):
        return _always

    def referenced(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                   ctx: Context | None) -> bool:
        from .context import viewpoint
        from .refs import players

        return getattr(obj, attr) in players(game, ctx or viewpoint(game, controller, source),
                                             player)
    return referenced


@registers(_COMPILERS, ir.ControlledBy)
def _controlled_by(pred: ir.ControlledBy) -> Test:
    return _relation(pred.player, "controller")


@registers(_COMPILERS, ir.OwnedBy)
def _owned_by(pred: ir.OwnedBy) -> Test:
    return _relation(pred.player, "owner")


@registers(_COMPILERS, ir.IsObject)
def _is_object(pred: ir.IsObject) -> Test:
    ref = pred.obj

    def is_object(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
                  ctx: Context | None) -> bool:
        from .context import viewpoint
        from .refs import last_known

        found = last_known(game, ctx or viewpoint(game, controller, source), ref)
        return any(o.id == obj.id for o in found)
    return is_object


def _sharing(ref: ir.ObjRef, common: Callable[[Characteristics, Characteristics], Any]) -> Test:
    """An object other than the referenced ones with which ``common`` finds something shared."""

    def shares(game: Game, ch: Characteristics, obj: Any, controller: int, source: int,
               ctx: Context | None) -> bool:
        from .context import viewpoint
        from .refs import last_known

        found = last_known(game, ctx or viewpoint(game, controller, source), ref)
        return any(o.id != obj.id and common(ch, chars(game, o)) for o in found)
    return shares


@registers(_COMPILERS, ir.SharesCardType)
def _shares_card_type(pred: ir.SharesCardType) -> Test:
    """205.2a: shares a card type with the referenced object."""
    return _sharing(pred.obj, lambda a, b: a.types & b.types & _CARD_TYPES)


@registers(_COMPILERS, ir.SharesColor)
def _shares_color(pred: ir.SharesColor) -> Test:
    """105.2: shares a color with the referenced object (conspire's creatures, 702.78a)."""
    return _sharing(pred.obj, lambda a, b: a.colors & b.colors)
