"""Paying mana costs (601.2g-h, 605.3): mana sources and payment plans.

A payment decision offers *plans*: which mana abilities to activate so that, with the mana already
in the pool, the cost can be paid. Interchangeable sources (same card, same ability, same state)
are grouped, so the options stay few. Mana in the pool is spent before new mana is made.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from . import events
from .characteristics import ability, chars, mana_abilities
from .mana import MANA_TYPES, SNOW, Mana, ManaCost, can_pay, pool_text, snow_left, spend
from .mana_abilities import (
    ability_could_produce,
    activate_mana_ability,
    mana_bundle,
    mana_part,
    source_for,
    unchanging,
    units_per_activation,
)
from .payment_search import (
    HELPER,
    allocations,
    coverable,
    pool_groups,
    pool_stages,
    source_group,
    source_stages,
)
from .replacement import has_replacements
from .restrictions import cant_activate

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

MAX_PLANS = 24  # payment options offered at most; more can be made by floating mana first
MAX_SEARCH = 400  # plans found at most, before the best MAX_PLANS are chosen
MAX_STEPS = 20_000  # branches of the plan search for each way to pay a cost


@dataclass(frozen=True, slots=True)
class ManaSource:
    """A mana ability with only {T} in its cost that can be activated now. ``produces`` lists
    the types it can make (("G",) or ("W", "U", "B", "R", "G")); ``units`` is how much mana of
    that type one activation surely makes, counting replacement effects such as Mana Reflection
    (106.12b) and triggered mana abilities such as Heartbeat of Spring (605.4a).

    With ``index`` :data:`HELPER` it is no mana ability but something a spell lets its caster do
    rather than pay one mana (``way``): tap a creature for convoke (one mana of its colors or
    one generic, 702.51a), tap an artifact for improvise (one generic, 702.126a), exile a card
    from their graveyard for delve (one generic, 702.66a); ``produces`` are the colored symbols
    it can pay.

    ``bundle`` is the mana one activation always makes when the ability offers no choice and
    makes mana of more than one type ("Add {W}{U}", Azorius Chancery): each of those mana is one
    unit of its own type, and a plan activating the source gets them all (the rest floats).
    ``units`` is then the bundle's size."""

    obj: int
    index: int
    name: str
    produces: tuple[str, ...]
    units: int = 1
    way: str = ""
    only: Any = None  # 106.6: the ``ir.SpendOnly`` of the mana it makes, if any
    bundle: Mana | None = None
    snow: bool = False  # 106.3, 107.4h: a snow source, whose mana can pay {S}


def allowed(game: Game, pid: int, only: Any, spell: int | None) -> bool:
    """106.6: whether mana with the spending restriction ``only`` can pay for what is being paid
    for: ``spell``, the spell being cast (or the card about to be), or None for any other cost."""
    if spell is None:
        return False
    from .select import matches

    obj = game.objects.get(spell)
    if obj is None and spell < 0 and (-spell - 1) in game.objects:  # a foretold card, face up
        from .exile_casting import face_up_view

        obj = face_up_view(game, game.objects[-spell - 1])  # as it would be cast (406.3a)
    if obj is None:  # a view of a card cast another way (face down, bestowed, from exile,
        return False  # negative ids): restricted mana isn't counted for it yet
    return matches(game, obj, only.spells, pid, spell)


def usable_pool(game: Game, pid: int, spell: int | None = None) -> list[int]:
    """The mana in ``pid``'s pool that can pay for ``spell`` (or for any other cost when None),
    by type: unrestricted mana and mana whose restriction allows it (106.6)."""
    player = game.player(pid)
    if not player.restricted:
        return player.pool
    pool = list(player.pool)
    for only, amounts in player.restricted.items():
        if allowed(game, pid, only, spell):
            pool = [a + b for a, b in zip(pool, amounts, strict=True)]
    return pool


def _take(game: Game, pid: int, used: list[int], spell: int | None) -> None:
    """Remove mana spent (by type) from the pool: restricted mana that may pay first, then
    unrestricted mana (106.6; the player would rather keep mana that pays for more)."""
    player = game.player(pid)
    left = list(used)
    for only in list(player.restricted):
        if not any(left) or not allowed(game, pid, only, spell):
            continue
        amounts = player.restricted[only]
        for i in range(6):
            k = min(amounts[i], left[i])
            amounts[i] -= k
            left[i] -= k
        if not any(amounts):
            del player.restricted[only]
    player.pool = [have - use for have, use in zip(player.pool, left, strict=True)]


def can_tap_for_cost(game: Game, obj: GameObject) -> bool:
    """107.5, 302.6: {T} needs an untapped permanent; a creature must have been under its
    controller's control since their most recent turn began, unless it has haste (702.10c)."""
    if obj.tapped:
        return False
    ch = chars(game, obj)
    if "Creature" in ch.types and obj.control_turn >= game.player(obj.controller).last_turn_began:
        return "haste" in ch.keywords
    return True


def mana_sources(game: Game, pid: int, exclude: int | None = None, spell: int | None = None
                 ) -> list[ManaSource]:
    """The untapped permanents ``pid`` controls whose {T} mana abilities can be activated now,
    leaving out those whose mana couldn't pay for ``spell`` (None: any other cost, 106.6).

    While legal actions are listed (``Game._sources`` is a dict, see ``priority.other_actions``)
    the game doesn't change, so the sources are found once and shared by every spell and ability
    considered; the answer is shared and must not be modified by the caller."""
    memo = game._sources
    if memo is None:
        return _usable(game, pid, _tap_sources(game, pid, exclude), spell)
    key = (pid, exclude)
    kept = memo.get(key)
    if kept is None:
        found = _tap_sources(game, pid, exclude)
        if any(s.only is not None for _, sources in found for s in sources):
            kept = memo[key] = (found, None)  # 106.6: which ones depends on the spell
        else:
            kept = memo[key] = (found, _usable(game, pid, found, None))
    return kept[1] if kept[1] is not None else _usable(game, pid, kept[0], spell)


@contextmanager
def what_if(game: Game) -> Iterator[None]:
    """Within this block the game is changed for a moment (permanents tapped to see what would
    be left): mana sources are found afresh, and those found aren't kept."""
    outer = game._sources
    game._sources = None
    try:
        yield
    finally:
        game._sources = outer


def _tap_sources(game: Game, pid: int, exclude: int | None
                 ) -> list[tuple[GameObject, list[ManaSource]]]:
    """Each untapped permanent of ``pid`` (but ``exclude``) with the {T} mana abilities it can
    activate now, as sources."""
    found = []
    objects = game.objects
    plain = not has_replacements(game) and not game.mana_triggers
    granted = bool(game.statics or game.effects)  # abilities may be gained (613.1f, 305.6)
    with unchanging(game):
        for oid in game.battlefield:
            obj = objects[oid]
            if obj.controller != pid or obj.tapped or oid == exclude or not (
                    obj.card.activated or granted):
                continue
            sources = []
            for index, ab in _tap_abilities(game, obj):
                source = (_plain_source(game, obj, index, ab) if plain
                          and type(ab.effect) is ir.AddMana else _source(game, obj, index, ab))
                if source.produces:
                    sources.append(source)
            if sources:
                found.append((obj, sources))
    return found


def _usable(game: Game, pid: int, found: list[tuple[GameObject, list[ManaSource]]],
            spell: int | None) -> list[ManaSource]:
    """The sources whose mana could pay for ``spell`` (106.6); a permanent with several {T}
    abilities is one source making any of their types, the ability chosen when it is tapped."""
    usable = []
    for obj, all_sources in found:
        sources = [s for s in all_sources if s.only is None or allowed(game, pid, s.only, spell)]
        if len(sources) == 1:
            usable.append(sources[0])
        elif sources:
            made = {t for s in sources for t in s.produces}
            usable.append(ManaSource(obj.id, ANY_ABILITY, obj.card.name,
                                     tuple(t for t in MANA_TYPES if t in made),
                                     min(s.units for s in sources)))
    return usable


def _tap_abilities(game: Game, obj: GameObject) -> list[tuple[int, ir.Activated]]:
    """The object's mana abilities whose only cost is {T}, if it can be tapped for them."""
    if not can_tap_for_cost(game, obj) or cant_activate(game, obj):
        return []  # 602.5a: "its activated abilities can't be activated" (Arrest)
    found = []
    for index, ab in mana_abilities(game, obj):  # type: ignore[arg-type]
        if all(isinstance(p, ir.TapSelf) for p in ab.cost.parts) and ab.cost.tap:
            if (ab.sorcery or ab.per_turn or ab.restricted_once or ab.during
                    or ab.condition is not None) and not may_activate_now(game, obj, ab):
                continue
            found.append((index, ab))
    return found


def may_activate_now(game: Game, obj: GameObject, ab: ir.Activated) -> bool:
    """602.5b, 602.5d: a mana ability restricted to sorcery timing, to once (or n times) each
    turn, to a part of the turn or to a condition can pay a cost only when that allows it (a mana
    ability is activated while paying, 601.2g, 605.3a)."""
    from .priority import restricted, sorcery_timing

    player = game.player(obj.controller)
    if ab.sorcery and not sorcery_timing(game, player.id):
        return False
    return not restricted(game, player, obj, ab)


def _plain_source(game: Game, obj: GameObject, index: int, ab: ir.Activated) -> ManaSource:
    key = (obj.id, index, id(ab), obj.card)
    source = _PLAIN.get(key)
    if source is None:
        if len(_PLAIN) > 100_000:
            _PLAIN.clear()
        source = _PLAIN[key] = _source(game, obj, index, ab)
    return source


HELPER_KEYWORDS = frozenset({"convoke", "improvise", "delve"})
"""702.51, 702.126, 702.66: keywords that let a spell's caster pay mana another way."""
_HELPER_RULES = {"convoke": "702.51a", "improvise": "702.126a", "delve": "702.66a"}


def helpers(game: Game, pid: int, keywords: frozenset[str], sources: list[ManaSource]
            ) -> list[ManaSource]:
    """What ``pid`` could use rather than pay mana for a spell with these keywords: untapped
    creatures they control for convoke (summoning sickness doesn't matter: it isn't a {T}
    cost), untapped artifacts for improvise, cards in their graveyard for delve. A permanent
    that is already a {T} mana source is left to its mana ability (one tap either way)."""
    ways = keywords & HELPER_KEYWORDS
    if not ways:
        return []
    taken = {s.obj for s in sources}
    found: list[ManaSource] = []
    if "convoke" in ways or "improvise" in ways:
        for obj in game.permanents(pid):
            if obj.tapped or obj.id in taken:
                continue
            ch = chars(game, obj)
            if "convoke" in ways and "Creature" in ch.types:
                colors = tuple(t for t in MANA_TYPES[:5] if t in ch.colors)
                found.append(ManaSource(obj.id, HELPER, obj.name, colors, 1, "convoke"))
            elif "improvise" in ways and "Artifact" in ch.types:
                found.append(ManaSource(obj.id, HELPER, obj.name, (), 1, "improvise"))
    if "delve" in ways:
        found += [ManaSource(oid, HELPER, game.objects[oid].name, (), 1, "delve")
                  for oid in game.player(pid).graveyard]
    return found


def _groups(sources: list[ManaSource]) -> dict[tuple[Any, ...], list[ManaSource]]:
    """Interchangeable sources together: same card, ability, mana and way."""
    groups: dict[tuple[Any, ...], list[ManaSource]] = {}
    for s in sources:
        groups.setdefault((s.name, s.index, s.produces, s.units, s.way, s.bundle, s.snow),
                          []).append(s)
    return groups


ANY_ABILITY = -1
"""A source's ``index`` when it has several {T} mana abilities (a Forest that is also a Swamp):
the one that makes the planned mana is activated."""

_PLAIN: dict[tuple[int, int, int, Any], ManaSource] = {}
"""Sources of fixed mana ("Add {G}") when nothing modifies mana production: then a source depends
only on the object's id, the ability (a long-lived definition object) and the card (which also
decides whether it is snow: no effect grants the snow supertype)."""


def _source(game: Game, obj: GameObject, index: int, ab: ir.Activated) -> ManaSource:
    only = getattr(mana_part(ab.effect), "spend_only", None)
    bundle = mana_bundle(game, obj, ab)
    types = set(bundle.types) if bundle else ability_could_produce(game, obj, ab)
    produces = tuple(t for t in MANA_TYPES if t in types)
    # restricted mana isn't tracked as snow in the pool, so it isn't planned to pay {S}
    snow = only is None and "Snow" in chars(game, obj).supertypes
    if bundle and len(produces) > 1 and only is None:
        return ManaSource(obj.id, index, obj.card.name, produces, bundle.total, bundle=bundle,
                          snow=snow)
    return ManaSource(obj.id, index, obj.card.name, produces, units_per_activation(game, obj, ab),
                      only=only, snow=snow)


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to pay a cost (601.2g-h): mana abilities to activate (source, mana it makes), the
    mana in the pool to spend, and life for Phyrexian symbols."""

    sources: tuple[tuple[ManaSource, str | Mana], ...]  # Mana: a bundle made whole
    pool: tuple[int, ...]  # WUBRGC amounts spent from mana already in the pool
    life: int
    cost: ManaCost
    used: tuple[int, ...] = ()  # WUBRGC amounts spent in all (pool and new mana)

    @property
    def label(self) -> str:
        parts = [f"{s.name} ({m})" if s.index != HELPER else
                 f"{s.name} (convoke: {'generic' if m == '1' else m})" if s.way == "convoke"
                 else f"{s.name} ({s.way})" for s, m in self.sources]
        floating = pool_text(list(self.pool))
        if floating:
            parts.append(f"{floating} from the pool")
        if self.life:
            parts.append(f"pay {self.life} life")
        return ", ".join(parts) or "nothing"

    def spent(self) -> list[int]:
        """Everything the plan spends, by mana type, once its mana abilities have resolved."""
        return list(self.used)


def plans(game: Game, pid: int, cost: ManaCost, exclude: int | None = None,
          keywords: frozenset[str] = frozenset(), spell: int | None = None) -> list[Plan]:
    """The distinct ways to pay ``cost`` (601.2g-h, 118.3): for each way to pay its hybrid and
    Phyrexian symbols, each minimal choice of mana from the pool and of {T} mana abilities (and,
    for a spell with convoke, improvise or delve among its ``keywords``, of creatures, artifacts
    or graveyard cards, 702.51a, 702.126a, 702.66a) that pays it. Interchangeable sources are
    grouped, so equivalent plans appear once, and the search is bounded (``MAX_STEPS`` per way,
    ``MAX_PLANS`` offered; any other payment can be made by activating mana abilities first,
    605.3a); plans that spend floating mana come first, then those that use nothing but mana.
    Mana restricted to some spells (106.6) counts only for the ``spell`` being cast; {S} is
    paid with mana a snow source made (107.4h)."""
    player = game.player(pid)
    pool = usable_pool(game, pid, spell)
    sources = mana_sources(game, pid, exclude, spell)
    kinds = list(_groups(sources + helpers(game, pid, keywords, sources)).values())
    kinds.sort(key=lambda members: not members[0].bundle)  # fixed bundles first
    found: list[Plan] = []
    for plain, life in _payable_ways(cost, player.life):
        groups = pool_groups(pool, player.snow) + [
            g for members in kinds if (g := source_group(members, plain)) is not None]
        for spent, acts, used in allocations(groups, plain, MAX_STEPS):
            found.append(Plan(acts, spent, life, plain, used))
            if len(found) >= MAX_SEARCH:
                break
    found.sort(key=lambda p: (-sum(p.pool), sum(s.index == HELPER for s, _ in p.sources),
                              len(p.sources), p.life, p.label))
    return found[:MAX_PLANS]


def _affordable(game: Game, pid: int, cost: ManaCost, sources: list[ManaSource],
                spell: int | None) -> bool:
    """Whether pool mana and one activation of each source (or helper) can pay ``cost`` in
    one of its ways (107.4e-f; life for Phyrexian symbols, 119.4): a covering decided by
    :func:`payment_search.coverable`, in time bounded by the cost's symbols."""
    player = game.player(pid)
    base = pool_stages(usable_pool(game, pid, spell), player.snow)
    stages = base + [stage for s in sources for stage in source_stages(s)]
    return any(coverable(stages, plain) for plain, _ in _payable_ways(cost, player.life))


def _payable_ways(cost: ManaCost, life: int) -> list[tuple[ManaCost, int]]:
    """The ways to pay ``cost``'s hybrid and Phyrexian symbols (107.4e-f) whose life a player
    with ``life`` can pay (119.4: only if their life total is at least that)."""
    return [(plain, paid) for plain, paid in cost.ways() if not paid or life >= paid]


def can_afford(game: Game, pid: int, cost: ManaCost, exclude: int | None = None,
               keywords: frozenset[str] = frozenset(), spell: int | None = None) -> bool:
    """Whether the player could pay ``cost`` from pool and untapped {T} mana sources (and, for
    a spell with convoke, improvise or delve among its ``keywords``, what those let them use);
    mana restricted to some spells (106.6) counts only for the ``spell`` being cast."""
    return _affords(game, pid, cost, mana_sources(game, pid, exclude, spell), keywords, spell)


def _affords(game: Game, pid: int, cost: ManaCost, sources: list[ManaSource],
             keywords: frozenset[str], spell: int | None) -> bool:
    """:func:`can_afford` with the mana sources found."""
    if keywords & HELPER_KEYWORDS:
        extra = helpers(game, pid, keywords, sources)
        if extra:
            return _affordable(game, pid, cost, sources + extra, spell)
    if not cost.is_plain or SNOW in cost.symbols:
        return _affordable(game, pid, cost, sources, spell)
    pool = usable_pool(game, pid, spell)
    if can_pay(pool, cost):
        return True
    if sum(s.units for s in sources) + sum(pool) < cost.mana_value:
        return False
    if all(len(s.produces) == 1 for s in sources):
        have = list(pool)
        for s in sources:
            have[MANA_TYPES.index(s.produces[0])] += s.units
        return can_pay(have, cost)
    return _affordable(game, pid, cost, sources, spell)


def max_x(game: Game, pid: int, cost: ManaCost, exclude: int | None = None,
          keywords: frozenset[str] = frozenset(), less: int = 0, spell: int | None = None) -> int:
    """The largest X the player could pay for a cost with {X} (601.2b), the total cost reduced
    by ``less`` generic mana (601.2f): a larger X only adds generic mana, so the answer is
    found by bisection between 0 and all the mana there could be."""
    pool = usable_pool(game, pid, spell)
    sources = mana_sources(game, pid, exclude, spell)
    total = sum(pool) + sum(s.units for s in sources) + len(helpers(game, pid, keywords, sources))

    def affords(x: int) -> bool:
        return _affords(game, pid, cost.with_x(x).plus_generic(-less), sources, keywords, spell)

    low, high = 0, max(0, (total + less - cost.mana_value) // max(1, cost.x_count))
    if high and affords(high):
        return high
    while low < high - 1:  # affords(low) or low == 0; not affords(high)
        middle = (low + high) // 2
        if affords(middle):
            low = middle
        else:
            high = middle
    return low


def pay_mana(game: Game, pid: int, cost: ManaCost, exclude: int | None = None,
             keywords: frozenset[str] = frozenset(), spell: int | None = None
             ) -> Generator[Decision, Any, None]:
    """601.2g-h: activate mana abilities as chosen, pay life for Phyrexian symbols, tap the
    creatures or artifacts and exile the cards chosen for convoke, improvise or delve (a spell
    with those ``keywords``), then pay the rest of the cost from the pool (mana restricted to
    some spells, 106.6, only for the ``spell`` being cast, and that first)."""
    if not cost:
        return
    options = plans(game, pid, cost, exclude, keywords, spell)
    if not options:  # pragma: no cover - actions are offered only when affordable
        raise AssertionError(f"can't pay {cost.text}")
    plan = options[0]
    if len(options) > 1:
        labels = [Choice(i, p.label) for i, p in enumerate(options)]
        answer = yield Decision(pid, "pay_mana", labels, prompt=f"pay {_cost_text(cost)}")
        plan = options[answer.value]
    for source, mana in plan.sources:
        if source.index != HELPER:
            yield from activate_mana_source(game, pid, source.obj, source.index, mana)
    if plan.life:
        yield from events.lose_life(game, pid, plan.life, rule="107.4f")
    helped = [(source, mana) for source, mana in plan.sources if source.index == HELPER]
    for source, _ in helped:
        rule = _HELPER_RULES[source.way]
        if source.way == "delve":
            yield from events.move(game, source.obj, "exile", rule=rule, why="delve")
        else:
            yield from events.tap(game, source.obj, rule=rule)
    player = game.player(pid)
    pool = usable_pool(game, pid, spell)
    exact = [have - use for have, use in zip(pool, plan.spent(), strict=True)]
    # the planned mana, unless an effect changed what the sources made (then pay as able)
    left = exact if min(exact) >= 0 else spend(pool, _less(plan.cost, helped), player.snow)
    before = player.pool
    if not player.restricted:
        player.pool = left
    else:
        _take(game, pid, [a - b for a, b in zip(pool, left, strict=True)], spell)
    snow = plan.cost.symbols.count(SNOW)
    if snow or player.snow:  # 107.4h: which of the mana left a snow source made
        player.snow = snow_left(before, player.snow,
                                [a - b for a, b in zip(before, player.pool, strict=True)], snow)
    game.mana_touched = True
    cast = game.objects.get(spell) if spell is not None else None
    if cast is not None and hasattr(cast, "colors_spent"):
        _note_colors(cast, [a - b for a, b in zip(pool, usable_pool(game, pid, spell),
                                                  strict=True)], helped)
    game.record("pay", f"{player.name} pays {_cost_text(cost)}", "601.2h")


def _note_colors(spell: GameObject, spent: list[int], helped: list[tuple[ManaSource, str]]
                 ) -> None:
    """702.44a, 601.2h: remember the colors of mana spent to cast the spell (from the pool, and
    a creature's color paid by convoke, 702.51a)."""
    found = set(spell.colors_spent)
    found |= {c for c, n in zip("WUBRG", spent[:5], strict=True) if n > 0}
    found |= {m for _, m in helped if m in "WUBRG" and len(m) == 1}
    spell.colors_spent = "".join(c for c in "WUBRG" if c in found)


def _less(cost: ManaCost, helped: list[tuple[ManaSource, str]]) -> ManaCost:
    """What is left of a plain cost to pay with mana once helpers paid their symbols."""
    if not helped:
        return cost
    symbols = list(cost.symbols)
    generic = cost.generic
    for _, mana in helped:
        if mana == "1":
            generic -= 1
        else:
            symbols.remove(mana)
    return ManaCost(cost.text, max(0, generic), tuple(symbols), cost.x_count)


def activate_mana_source(game: Game, pid: int, oid: int, index: int, mana: str | Mana
                         ) -> Generator[Decision, Any, None]:
    """605.3b: activate a {T} mana ability chosen by a payment plan so that it makes ``mana``."""
    obj = game.objects[oid]
    wanted = mana.types[0] if isinstance(mana, Mana) else mana[0]
    with unchanging(game):
        if index == ANY_ABILITY:
            index = next(i for i, ab in _tap_abilities(game, obj)  # type: ignore[arg-type]
                         if source_for(game, obj, ab, wanted) is not None)
        ab: ir.Activated = ability(game, obj, index)  # type: ignore[arg-type]
        choice = source_for(game, obj, ab, wanted)  # type: ignore[arg-type]
    yield from activate_mana_ability(game, pid, oid, index, choice)


def _cost_text(cost: ManaCost) -> str:
    parts = [f"{{{cost.generic}}}"] if cost.generic else []
    return "".join(parts + ["{" + s + "}" for s in cost.symbols]) or "{0}"
