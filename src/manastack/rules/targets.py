"""Targets (115): which objects and players can be chosen, and whether they are still legal (608.2b)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Sequence
from functools import partial
from itertools import combinations
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision, IllegalAction
from ..game.objects import BATTLEFIELD, STACK, GameObject, StackAbility
from ..game.view import can_see, seen_name
from ..ir.typeline import CARD_TYPES
from .characteristics import chars
from .describe import describe_target
from .protection import protected_from, source_object
from .select import ZONE_ORDER, Test, compiled, zone_ids

if TYPE_CHECKING:
    from ..game.game import Game



def is_legal(game: Game, spec: ir.Target, target: Any, controller: int, source: int) -> bool:
    """Whether ``target`` fits ``spec`` now, for a spell or ability controlled by ``controller``."""
    return fits(game, spec, target, controller, source, targeting=True)


def fits(game: Game, spec: ir.Target, target: Any, controller: int, source: int,
         targeting: bool = False) -> bool:
    """Whether ``target`` is what ``spec`` describes; ``targeting`` also applies restrictions
    on being targeted (hexproof, 702.11b). An Aura's "Enchant" uses it without (303.4d)."""
    if game.is_player(target):
        return _player_fits(game, spec, target, controller, targeting)
    selector = spec.objects
    test = compiled(selector.pred) if selector is not None else None
    return _object_fits(game, spec, game.objects.get(target), test, controller, source,
                        targeting)


def player_keyword(game: Game, pid: int, controller: int) -> str:
    """The keyword that keeps a spell or ability ``controller`` controls from targeting player
    ``pid`` ("You have shroud.", 702.18a; "You have hexproof." against an opponent, 702.11c), or
    ""."""
    kinds = {ab.keyword for obj in game.permanents(pid) for ab in game.chars(obj).abilities
             if isinstance(ab, ir.PlayerHas)}
    if "shroud" in kinds:
        return "shroud"
    return "hexproof" if "hexproof" in kinds and pid != controller else ""


def _player_fits(game: Game, spec: ir.Target, pid: int, controller: int,
                 targeting: bool = True) -> bool:
    """A player still in the game whom the phrase allows ("target opponent", 115.1) and who can
    be targeted (702.11c, 702.18a)."""
    allowed = spec.players
    if allowed is None:
        return False
    p = game.player(pid)
    if p.lost or p.left:
        return False
    if targeting and player_keyword(game, pid, controller):
        return False
    who = allowed.who
    if isinstance(who, ir.Opponent):
        return pid != controller
    return not isinstance(who, ir.You) or pid == controller


def _object_fits(game: Game, spec: ir.Target, obj: Any, test: Test | None, controller: int,
                 source: int, targeting: bool) -> bool:
    """An object in one of the phrase's zones that fits its description (``test``, compiled
    from it), and on the battlefield one that can be targeted (702.11b, 702.16b, 702.18a)."""
    if spec.ability:  # "target triggered ability [you control]"
        return (isinstance(obj, StackAbility) and obj.kind == spec.ability
                and (test is None or test(game, obj.card.printed, obj, controller, source, None)))
    if test is None or not isinstance(obj, GameObject) or obj.zone not in spec.objects.zones:
        return False
    ch = chars(game, obj)
    if not test(game, ch, obj, controller, source, None):
        return False
    if obj.zone != BATTLEFIELD or not targeting:
        return True
    if "shroud" in ch.keywords:
        return False  # 702.18a
    if "hexproof" in ch.keywords and obj.controller != controller:
        return False  # 702.11b
    return not protected_from(game, obj, source_object(game, source))  # 702.16b


def candidates(game: Game, spec: ir.Target, controller: int, source: int) -> list[Any]:
    """Every legal choice for ``spec``: players first, then objects by zone (the stack, the
    battlefield, graveyards in turn order ...)."""
    found = [p.id for p in game.living() if _player_fits(game, spec, p.id, controller)] \
        if spec.players is not None else []
    selector = spec.objects
    if selector is None:
        return found
    test = compiled(selector.pred)
    objects = game.objects
    for zone in ZONE_ORDER:
        if zone in selector.zones:
            found += [oid for oid in zone_ids(game, zone)  # 115.5: a spell can't target itself
                      if (oid != source or zone != STACK)
                      and _object_fits(game, spec, objects[oid], test, controller, source, True)]
    return found


def bounds(spec: ir.Target, x: int | None = None) -> tuple[int, int]:
    """How many targets a phrase takes, at least and at most (115.1: "any number of", "up to
    N"); the largest is ``sys.maxsize`` for "any number". "X target creatures" takes the X
    announced (601.2b); before it is (``x`` None) anything from 0 up (X may be 0)."""
    least = 1 if spec.divided else 0  # 601.2d: divided among at least one target
    if spec.any_number:
        return least, sys.maxsize
    count = spec.count
    if not isinstance(count, int):
        if x is None:
            return least, sys.maxsize
        count = x
    return (least if spec.up_to else count), count


def target_specs(effect: Any, default: tuple[ir.Target, ...], modes: tuple[int, ...]
                 ) -> tuple[ir.Target, ...]:
    """The target phrases of a spell or ability as cast: a modal one's are its chosen modes'
    (700.2c)."""
    if isinstance(effect, ir.Modal):
        return tuple(spec for m in modes for spec in effect.modes[m].targets)
    return default


_CARD_TYPES = frozenset(CARD_TYPES)


def shares_card_type(game: Game, a: Any, b: Any) -> bool:
    """Whether two objects have a card type in common (205.2a)."""
    first, second = game.objects.get(a), game.objects.get(b)
    if not isinstance(first, GameObject) or not isinstance(second, GameObject):
        return False
    return bool(chars(game, first).types & chars(game, second).types & _CARD_TYPES)


def has_targets(game: Game, specs: Sequence[ir.Target], controller: int, source: int,
                moving: int | None = None) -> bool:
    """601.2c: a spell or ability can be put on the stack only with legal targets for each spec
    (for a spec related to an earlier one, with a legal target for that one too). ``moving``: a
    card about to be cast, which is on the stack by the time targets are chosen (601.2a), so it
    can't be one of its own targets (Coffin Purge cast from the graveyard by flashback)."""
    found = [[t for t in candidates(game, spec, controller, source) if t != moving]
             for spec in specs]
    usable: list[list[Any]] = []
    for spec, mine in zip(specs, found, strict=True):
        if spec.shares_type_with >= 0:
            others = found[spec.shares_type_with]
            mine = [t for t in mine if any(o != t and shares_card_type(game, t, o) for o in others)]
        if spec.single_graveyard:  # the fewest targets must all come from one graveyard
            mine = max(by_graveyard(game, mine).values(), key=len, default=[])
        if len(mine) < bounds(spec)[0]:
            return False
        usable.append(mine)
    return distinct_enough(specs, usable)


def distinct_enough(specs: Sequence[ir.Target], found: Sequence[Sequence[Any]], start: int = 0,
                    taken: frozenset[Any] = frozenset()) -> bool:
    """Whether each phrase from ``start`` on can get its fewest targets from ``found`` when an
    "another target" phrase can't reuse what an earlier phrase chose (``taken``; 115.1, 601.2c:
    with one creature, "target creature ... another target creature" has no legal choice)."""
    if start == len(specs):
        return True
    spec = specs[start]
    pool = [t for t in found[start] if t not in taken] if _another(spec) else found[start]
    need = bounds(spec)[0]
    if len(pool) < need:
        return False
    if need == 0 or not any(_another(later) for later in specs[start + 1:]):
        return distinct_enough(specs, found, start + 1, taken)
    return any(distinct_enough(specs, found, start + 1, taken | frozenset(pick))
               for pick in combinations(pool, need))


def describe(game: Game, target: Any) -> str:
    if game.is_player(target):
        return game.player(target).name
    obj = game.objects.get(target)
    if obj is None:
        return f"#{target}"
    if obj.zone == BATTLEFIELD:
        return f"{obj.name} ({game.player(obj.controller).name})"
    return f"{obj.name} ({obj.zone})"


def choose_targets(game: Game, pid: int, specs: Sequence[ir.Target], source: int,
                   check: Callable[[Any], None] | None = None, divided: int | None = None,
                   x: int = 0) -> Generator[Decision, Any, tuple[tuple[Any, ...], ...]]:
    """601.2c / 602.2b / 603.3d: the controller chooses targets for each target phrase.
    ``check`` may refuse a choice of targets (e.g. one whose cost can't be paid; a single
    target it refuses isn't offered);
    ``divided``: the amount a divided phrase shares, so at most that many targets (601.2d);
    ``x`` is the X announced (601.2b), for "X target creatures"."""
    chosen: list[tuple[Any, ...]] = []
    for i, spec in enumerate(specs):
        found = candidates(game, spec, pid, source)
        for later in specs[i + 1:]:  # offer only targets a related later target can match
            if later.shares_type_with == i:
                partners = candidates(game, later, pid, source)
                found = [t for t in found
                         if any(p != t and shares_card_type(game, t, p) for p in partners)]
        taken = frozenset(t for earlier in chosen for t in earlier)
        if chosen and _another(spec):  # "another target creature": not one chosen already
            found = [t for t in found if t not in taken]
        if any(_another(later) for later in specs[i + 1:]):  # leave the later ones a choice
            rest = [candidates(game, later, pid, source) for later in specs[i + 1:]]
            need = bounds(spec, x)[0]
            if need == 1:
                found = [t for t in found if distinct_enough(specs[i + 1:], rest, 0,
                                                             taken | {t})]
        if spec.shares_type_with >= 0:  # a relation to an earlier target (115.1, 601.2c)
            earlier = chosen[spec.shares_type_with]
            found = [t for t in found if t not in earlier and any(
                shares_card_type(game, t, other) for other in earlier)]
        options = [Choice(t, describe(game, t)) for t in found]
        explain = partial(_why_not_target, game, spec, pid, source, check)
        lo, hi = bounds(spec, x)
        if spec.divided and divided is not None:
            hi = min(hi, divided)
        default, each_check = None, check
        if spec.single_graveyard:  # "from a single graveyard" (601.2c)
            each_check = partial(_one_graveyard, game, check)
            default = _fullest_graveyard(game, options, hi)
        if lo == hi == 1:
            if check is not None:  # offer only the targets the check allows (601.2h)
                options = [o for o in options if _allowed(check, o)]
            answer = yield Decision(pid, "target", options, prompt=describe_target(spec),
                                    explain=explain, check=check)
            chosen.append((answer.value,))
        else:
            hi = min(hi, len(options))
            answer = yield Decision(pid, "target", options, prompt=describe_target(spec),
                                    shape="subset", min=min(lo, hi), max=hi, explain=explain,
                                    check=each_check, default=default)
            chosen.append(tuple(c.value for c in answer))
    return tuple(chosen)


def _another(spec: ir.Target) -> bool:
    """Whether the phrase says "another target ..." (``ir.Other``): besides the ability's own
    object, it excludes what the ability's earlier target phrases chose (115.1, 601.2c: the
    phrase describes a different object; Carom's "target creature ... another target
    creature")."""
    pred = spec.objects.pred if spec.objects is not None else None
    return isinstance(pred, ir.Other) or isinstance(pred, ir.And) and any(
        isinstance(p, ir.Other) for p in pred.parts)


def by_graveyard(game: Game, ids: Sequence[Any]) -> dict[int, list[Any]]:
    """Cards among ``ids`` by the player whose graveyard holds them (404.2: a card goes to its
    owner's graveyard)."""
    found: dict[int, list[Any]] = {}
    for oid in ids:
        obj = game.objects.get(oid)
        if isinstance(obj, GameObject):
            found.setdefault(obj.owner, []).append(oid)
    return found


def _one_graveyard(game: Game, check: Callable[[Any], None] | None, answer: Any) -> None:
    """Refuse targets "from a single graveyard" taken from two graveyards (601.2c), then apply
    any other check."""
    values = [getattr(a, "value", a) for a in (answer if isinstance(answer, tuple) else (answer,))]
    if len(by_graveyard(game, values)) > 1:
        raise IllegalAction("the targets must all be cards from a single graveyard", "601.2c")
    if check is not None:
        check(answer)


def _fullest_graveyard(game: Game, options: list[Choice], most: int) -> list[Choice] | None:
    """A legal answer an agent may fall back on: as many targets as allowed from the graveyard
    offering the most."""
    groups = by_graveyard(game, [o.value for o in options])
    if not groups:
        return None
    best = set(max(groups.values(), key=len)[:most])
    return [o for o in options if o.value in best]


def _allowed(check: Callable[[Any], None], option: Choice) -> bool:
    try:
        check(option)
    except IllegalAction:
        return False
    return True


def _why_not_target(game: Game, spec: ir.Target, pid: int, source: int,
                    check: Callable[[Any], None] | None, answer: Any) -> Any:
    """Raise IllegalAction naming the rule an unoffered target breaks (115, 702.11b, 702.16b;
    a legal target the ``check`` refuses, with the check's rule)."""
    target = getattr(answer, "value", answer)
    obj = game.objects.get(target) if not game.is_player(target) else None
    if isinstance(target, int) and game.is_player(target) \
            and (keyword := player_keyword(game, target, pid)):
        raise IllegalAction(f"{game.player(target).name} has {keyword}",
                            "702.18a" if keyword == "shroud" else "702.11c")
    if isinstance(obj, GameObject) and obj.zone == BATTLEFIELD \
            and "shroud" in chars(game, obj).keywords:
        raise IllegalAction(f"{obj.name} has shroud", "702.18a")
    if isinstance(obj, GameObject) and obj.zone == BATTLEFIELD and obj.controller != pid \
            and "hexproof" in chars(game, obj).keywords:
        raise IllegalAction(f"{obj.name} has hexproof", "702.11b")
    keyword = protected_from(game, obj, source_object(game, source)) \
        if isinstance(obj, GameObject) and fits(game, spec, obj.id, pid, source) else ""
    if keyword and obj is not None:  # a fitting target, but protected from the source
        raise IllegalAction(f"{obj.name} has {keyword}", "702.16b")
    if isinstance(obj, GameObject) and obj.id == source:
        raise IllegalAction("a spell or ability can't target itself", "115.5")
    if check is not None and isinstance(target, int) and fits(game, spec, target, pid, source):
        check(answer)
    if not isinstance(target, int):
        shown = repr(target)
    elif game.is_player(target) or can_see(game, pid, obj):
        shown = describe(game, target)
    else:  # nothing about a card the player can't see (400.2)
        shown = seen_name(game, pid, target)
    raise IllegalAction(f"{shown} isn't a legal target for {describe_target(spec)}", "115.1")


def still_legal(game: Game, specs: Sequence[ir.Target], targets: tuple[tuple[Any, ...], ...],
                controller: int, source: int) -> tuple[tuple[Any, ...], ...] | None:
    """608.2b: illegal targets become None; None overall when every target is illegal."""
    if not specs:
        return targets
    out = tuple(tuple(t if is_legal(game, spec, t, controller, source) else None for t in group)
                for spec, group in zip(specs, targets, strict=False))
    out = tuple(  # a relation is checked against the other target as it is now, legal or not
        tuple(t if t is None or spec.shares_type_with < 0 or any(
            other is not None and shares_card_type(game, t, other)
            for other in targets[spec.shares_type_with]) else None for t in group)
        for spec, group in zip(specs, out, strict=False))
    total = [t for group in targets for t in group]
    if total and all(t is None for group in out for t in group):
        return None
    return out
