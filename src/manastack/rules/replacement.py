"""Replacement and prevention effects (614-616): the pipeline every event passes through.

An event is offered to each applicable replacement effect before it happens. Effects come from
three places: effects created by resolved spells and abilities (``game.replacements``), static
abilities of permanents on the battlefield, and, for an object about to enter the battlefield,
its own abilities that modify how it enters (614.12). When several apply, the affected player
(or the affected object's controller) chooses one (616.1), in the order 616.1a-e; the applicable
set is then recomputed (616.1f) and no effect applies twice to one event (614.5).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from .. import ir
from ..game.decisions import Choice, Decision
from ..game.objects import GameObject
from .characteristics import static_replacements

if TYPE_CHECKING:
    from ..game.game import Game


class Event:
    """A proposed event: its ``kind`` and fields (``obj``, ``player``, ``amount``, ``to`` ...)."""

    __slots__ = ("kind", "fields")

    def __init__(self, kind: str, **fields: Any) -> None:
        self.kind = kind
        self.fields = fields

    def __getattr__(self, name: str) -> Any:
        try:
            return self.fields[name]
        except KeyError:
            raise AttributeError(name) from None

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)

    def but(self, **changes: Any) -> Event:
        """A modified copy of the event (614.1: the event is replaced by another)."""
        return Event(self.kind, **{**self.fields, **changes})

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.fields})"


class Replacer(NamedTuple):
    """The rules of one kind of replacement effect (614): ``applies(game, event, holder, node)``
    decides whether it applies to an event, ``apply`` returns the modified event, None when
    nothing happens instead, or a generator that asks for a choice first (614.12a)."""

    applies: Callable[[Game, Event, Any, Any], bool]
    apply: Callable[[Game, Event, Any, Any], Any]


REPLACERS: dict[type, Replacer] = {}
"""The rules of each replacement node type (``ir.ReplacementAbility`` subclasses and the
engine's own, such as protection's prevention). A node has ClassVars ``event`` (the kind of
event it watches), ``category`` (616.1: 1 self-replacement, 2 changes under whose control an
object enters, 3 enter as a copy, 4 back face up, 5 other) and ``entering`` (it modifies how
its own object enters, 614.12); ``text`` labels it."""


def replaces(node: type) -> Callable[[type], type]:
    """Register the rules of one replacement node type, given as a class namespace with the
    functions ``applies(game, event, holder, node)`` and ``apply(game, event, holder, node)``::

        @replaces(ir.EntersTapped)
        class _EntersTapped:
            @staticmethod
            def applies(game, event, holder, node): return not event.tapped

            @staticmethod
            def apply(game, event, holder, node): return event.but(tapped=True)
    """
    def register(rules: type) -> type:
        REPLACERS[node] = Replacer(rules.applies, rules.apply)  # type: ignore[attr-defined]
        return rules
    return register


@dataclass(frozen=True, slots=True)
class CreatedReplacement:
    """A replacement effect created by a resolved spell or ability (611.2, 614.1), kept in
    ``game.replacements``: the IR node, the player it calls "you", the name of the source and
    how long it lasts ("end_of_turn", 514.2). It is the ``holder`` the node's rules receive."""

    node: Any
    controller: int
    name: str
    until: str = "end_of_turn"


def has_replacements(game: Game, entering: GameObject | None = None) -> bool:
    """Cheap test: could any replacement effect apply to an event now?"""
    return bool(game.replacements or game.static_replacers
                or (entering is not None and entering.card.entering_replacements))


def _candidates(game: Game, event: Event, entering: GameObject | None) -> list[tuple[Any, Any]]:
    """(node, holder) pairs: effects of resolved spells and abilities (held by their record),
    static abilities of permanents, the entering object's own abilities, protection."""
    found: list[tuple[Any, Any]] = [(r.node, r) for r in game.replacements]
    if game.static_replacers:
        for oid in game.battlefield:
            holder = game.objects[oid]
            if not holder.card.static_replacements:
                continue  # no card grants a replacement ability (CardDef refuses one that would)
            for r in static_replacements(game, holder):
                found.append((r, holder))
    if entering is not None and entering.card.entering_replacements:
        found += [(r, entering) for r in _own_entering(game, entering)]
    if event.kind == "draw":
        from .dredge import dredgers

        found += dredgers(game, event.player)  # 702.52a: from the graveyard
    if event.kind == "damage":
        from .protection import PREVENTION

        victim = game.objects.get(event.target)
        if victim is not None and not game.is_player(event.target):
            found.append((PREVENTION, victim))
    return found


def _applicable(game: Game, event: Event, entering: GameObject | None,
                used: set[tuple[int, int]] | frozenset[tuple[int, int]],
                candidates: list[tuple[Any, Any]] | None = None) -> list[tuple[Any, Any]]:
    """The effects (among ``candidates``, if found already) that watch this kind of event,
    haven't been applied to it (614.5) and apply."""
    if candidates is None:
        candidates = _candidates(game, event, entering)
    return [(r, h) for r, h in candidates
            if watches(r, event) and _key(r, h) not in used
            and REPLACERS[type(r)].applies(game, event, h, r)]


def _key(node: Any, holder: Any) -> tuple[int, int]:
    """One effect: a node of one holder (a permanent by id, a created effect by identity)."""
    return id(node), holder.id if isinstance(holder, GameObject) else id(holder)


def _own_entering(game: Game, entering: GameObject) -> tuple[Any, ...]:
    """614.12: the entering permanent's own "enters with/as" abilities, as it would exist on the
    battlefield (an ability that Humility would remove there doesn't apply)."""
    if not game.statics and not game.effects:
        return entering.card.entering_replacements
    from .layers import entering_chars

    return tuple(a for a in entering_chars(game, entering).abilities
                 if isinstance(a, ir.ReplacementAbility) and a.entering)


def watches(r: Any, event: Event) -> bool:
    """Whether ``r`` looks at events of this kind; "enter" covers both ways onto the battlefield:
    moving there and being created as a token."""
    if r.event == event.kind:
        return True
    return r.event == "enter" and (
        event.kind == "create_token" or (event.kind == "move" and event.to == "battlefield"))


def chooser(game: Game, event: Event) -> int:
    """616.1: the affected player, or the affected object's controller (its owner if none)."""
    if "player" in event.fields:
        return event.player
    if event.kind == "damage" and game.is_player(event.target):
        return event.target
    obj = game.objects.get(event.fields.get("obj", event.fields.get("target", -1)))
    if obj is not None:
        return obj.controller
    return game.active_player.id


def replace(game: Game, event: Event, entering: GameObject | None = None,
            applied: frozenset[tuple[int, int]] = frozenset()
            ) -> Generator[Any, Any, Event | None]:
    """Apply replacement effects to ``event`` one at a time, asking for the order (616.1).

    ``entering`` is the object (as it would exist on the battlefield) when the event moves it
    onto the battlefield, so its own "enters with/tapped" abilities apply (614.12).
    ``applied``: the effects already applied to the event this one was split from (614.5: none
    applies twice); a damage event carries the effects applied so far as its ``applied`` field,
    so a redirection that splits it (614.9) can pass them on.
    """
    used: set[tuple[int, int]] = set(applied)
    current: Event | None = event
    while current is not None:
        options = _applicable(game, current, entering, used)
        if not options:
            break
        first = min(r.category for r, _ in options)
        options = [(r, h) for r, h in options if r.category == first]  # 616.1a-e
        chosen = options[0]
        if len({_label(game, r, h) for r, h in options}) > 1:  # identical effects: no choice
            labels = [Choice(i, _label(game, r, h)) for i, (r, h) in enumerate(options)]
            answer = yield Decision(chooser(game, current), "replacement_order", labels,
                                    prompt="choose a replacement effect to apply first (616.1)")
            chosen = options[answer.value]
            game.record("replacement", f"{game.player(chooser(game, current)).name} applies "
                        f"{_label(game, *chosen)} first", "616.1")
        r, h = chosen
        used.add(_key(r, h))
        if current.kind == "damage":
            current = current.but(applied=frozenset(used))
        result = REPLACERS[type(r)].apply(game, current, h, r)
        if isinstance(result, Generator):  # the effect needs a choice (614.12a: made now)
            result = yield from result
        current = result
    return current


def all_outcomes(game: Game, event: Event, entering: GameObject | None = None,
                 used: frozenset[tuple[int, int]] = frozenset()) -> list[Event]:
    """Every result of applying the applicable replacement effects to ``event`` in every
    possible order, without asking anyone (for "could produce", 106.7). Events replaced by
    nothing are left out. The effects that could apply are found once for the whole search
    (the game doesn't change while it looks)."""
    if not has_replacements(game, entering):
        return [event]
    return _outcomes(game, event, entering, used, (), {}, {})


def _outcomes(game: Game, event: Event, entering: GameObject | None,
              used: frozenset[tuple[int, int]], alike: tuple[Any, ...],
              found: dict[tuple[str, Any], list[Any]], seen: dict[Any, list[Event]]
              ) -> list[Event]:
    """:func:`all_outcomes` of one event after the effects ``used``: the effects that could
    apply are ``found`` once per kind of event, and the outcomes of an event reached again by
    another order of the same effects are ``seen`` already, also when the effects applied were
    other copies of alike effects (``alike``: their :func:`_likeness`, sorted), so that ten
    Mana Reflections give eleven states, not 2^10 (614.5: each applies once)."""
    fingerprint = _fingerprint(event)
    state = None if fingerprint is None else (alike, fingerprint)
    known = None if state is None else seen.get(state)
    if known is not None:
        return known
    where = (event.kind, event.get("target"))  # what _candidates depends on besides the game
    candidates = found.get(where)
    if candidates is None:
        candidates = found[where] = _candidates(game, event, entering)
    options = _applicable(game, event, entering, used, candidates)
    results: list[Event] = [] if options else [event]
    tried: set[Any] = set()
    for r, h in options:
        like = _likeness(r, h)
        if like in tried:
            continue  # another copy of an effect already tried here: the same outcomes
        tried.add(like)
        after = REPLACERS[type(r)].apply(game, event, h, r)
        if isinstance(after, Generator):
            after.close()  # an effect that needs a choice: its outcome can't be foreseen here
            continue
        if after is not None:
            results += _outcomes(game, after, entering, used | {_key(r, h)},
                                 tuple(sorted(alike + (like,), key=repr)), found, seen)
    results = _distinct(results)
    if state is not None:
        seen[state] = results
    return results


def _likeness(node: Any, holder: Any) -> Any:
    """What makes two replacement effects interchangeable: the same ability of permanents with
    the same controller, choices and counters (two Mana Reflections); a created effect is
    only like itself."""
    if not isinstance(holder, GameObject):
        return _key(node, holder)
    counters = tuple(sorted(holder.counters.items())) if holder.counters else ()
    return id(node), holder.controller, getattr(holder, "chosen", None), counters


def _distinct(events: list[Event]) -> list[Event]:
    """The events, each outcome once (orders of the same effects often agree: Mana Reflection
    and Nyxbloom Ancient either way make six times the mana)."""
    kept: dict[Any, Event] = {}
    for i, e in enumerate(events):
        fingerprint = _fingerprint(e)
        kept.setdefault(i if fingerprint is None else fingerprint, e)  # unhashable: kept
    return list(kept.values())


def _fingerprint(event: Event) -> Any:
    """The event's kind and fields as one comparable value; None when a field can't be hashed."""
    try:
        return event.kind, frozenset(event.fields.items())  # hashes every field
    except TypeError:
        return None


def _label(game: Game, r: Any, holder: Any) -> str:
    """The effect's source and text; a created effect also names the player it calls "you"."""
    name = holder.name if holder is not None else ""
    source = f"{name}: " if name else ""
    who = holder.controller if isinstance(holder, CreatedReplacement) else None
    mine = f" ({game.player(who).name})" if who is not None and game.is_player(who) else ""
    return source + (r.text or type(r).__name__) + mine


from . import dredge, replacement_effects  # noqa: E402, F401 - register the rules of their effects
