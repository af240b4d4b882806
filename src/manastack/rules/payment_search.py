"""Finding ways to pay a plain mana cost (601.2g-h, 106.1, 107.4h) in polynomial time.

A cost is paid from mana already in the pool and from mana abilities, each activated at most
once. An activation makes ``units`` mana of *one* type its source can make (or a fixed bundle);
the mana left over floats. Whether the cost can be paid is a covering problem over the cost's
colored, {C} and {S} symbols: :func:`coverable` answers it by dynamic programming over the
*deficits* still unpaid, whose number is bounded by the symbols of the cost (at most the
product of (symbols of a type + 1)), never by the number of ways to combine the sources. The
generic part needs only enough mana in all.

:func:`allocations` lists the minimal ways (no activation or pool mana could be left out) group
by group of interchangeable sources, pruned by :func:`coverable` so that every branch explored
can still be completed, and each group's activations bounded by what the cost still needs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .mana import MANA_TYPES, SNOW, Mana, ManaCost

HELPER = -2
"""A source's ``index`` when it pays for a spell without making mana (convoke, improvise,
delve)."""

if TYPE_CHECKING:
    from .payment import ManaSource

_S = 6  # index of {S} in a deficit vector: W U B R G C S

Use = str | Mana
"""What one activation is taken for: a mana type ("G"), "1" (a helper paying generic mana) or
the fixed bundle its source makes."""

Deficits = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Stage:
    """Mana one resource can add: ``units`` mana of one type among ``types`` (indexes into
    WUBRGC; empty: it pays only generic mana, such as improvise), made by a snow source when
    ``snow`` (so it can pay {S}, 107.4h)."""

    types: tuple[int, ...]
    units: int
    snow: bool = False


def needs(cost: ManaCost) -> Deficits:
    """The symbols of a plain cost by type (W U B R G C) and {S}."""
    return tuple(cost.symbols.count(t) for t in MANA_TYPES) + (cost.symbols.count(SNOW),)


def pool_stages(pool: Sequence[int], snow: Sequence[int]) -> list[Stage]:
    """Mana in the pool as stages: what no snow source made, then what one did (107.4h)."""
    stages = [Stage((i,), n - (snow[i] if snow else 0)) for i, n in enumerate(pool)]
    if snow:
        stages += [Stage((i,), n, True) for i, n in enumerate(snow)]
    return [s for s in stages if s.units > 0]


def source_stages(source: ManaSource) -> list[Stage]:
    """What one activation of a source (or one convoke/improvise/delve helper) can add: a
    bundle ("Add {W}{U}") is one fixed stage per type of its mana, since it is made whole."""
    if source.bundle:
        return [Stage((i,), n, source.snow) for i, n in enumerate(source.bundle.amounts) if n]
    return [Stage(tuple(MANA_TYPES.index(t) for t in source.produces), source.units,
                  source.snow)]


def _step(states: set[Deficits], stage: Stage) -> set[Deficits]:
    """The deficits left once ``stage`` pays what it can of each state, for each type it may
    make; a snow stage may split its mana between its type and {S} (107.4h)."""
    out: set[Deficits] = set()
    u = stage.units
    for state in states:
        useful = False
        for t in stage.types:
            need, snow_need = state[t], state[_S] if stage.snow else 0
            if not need and not snow_need:
                continue
            useful = True
            for k in range(min(u, need), -1, -1) if snow_need else (min(u, need),):
                new = list(state)
                new[t] -= k
                if snow_need:
                    new[_S] = max(0, snow_need - (u - k))
                out.add(tuple(new))
        if not useful:
            out.add(state)
    return out


def colored_ok(stages: Sequence[Stage], deficits: Deficits) -> bool:
    """Whether the stages can pay the colored, {C} and {S} symbols ``deficits`` (each stage
    choosing one type): a dynamic program over the deficits still unpaid."""
    if not any(deficits):
        return True
    states = {deficits}
    zero = (0,) * len(deficits)
    for stage in stages:
        if stage.types:
            states = _step(states, stage)
            if zero in states:
                return True
    return False


def coverable(stages: Sequence[Stage], cost: ManaCost) -> bool:
    """Whether these stages (pool mana, activations, helpers) can pay a plain cost: enough mana
    in all for its mana value, and the symbols covered (106.1, 107.4h, 601.2h)."""
    if sum(s.units for s in stages) < cost.mana_value:
        return False
    return colored_ok(stages, needs(cost))


@dataclass(frozen=True, slots=True)
class Group:
    """Interchangeable resources: the pool's mana of one type (``members`` empty, ``amount``
    mana to spend from it) or sources of one kind, each activated at most once for one of
    ``choices`` (a mana type, a bundle, or "1" for a helper paying generic mana)."""

    members: tuple[ManaSource, ...]
    stage: Stage
    choices: tuple[Use, ...]
    amount: int = 0  # pool mana of this type (members empty)


def pool_groups(pool: Sequence[int], snow: Sequence[int]) -> list[Group]:
    """One group per type of pool mana (and per type a snow source made)."""
    return [Group((), s, (MANA_TYPES[s.types[0]],), s.units) for s in pool_stages(pool, snow)]


def source_group(members: Sequence[ManaSource], cost: ManaCost) -> Group | None:
    """A group of interchangeable sources, offered only the types the cost could use: those of
    its symbols, and the first type it makes when that is all it could pay (generic mana, or
    {S} from a snow source); None when it can't pay any of the cost."""
    first = members[0]
    if first.bundle:
        return Group(tuple(members), Stage((), first.bundle.total), (first.bundle,))
    stage = source_stages(first)[0]
    if first.index == HELPER:  # a helper: its colors for symbols, "1" for generic (702.51a)
        wanted = tuple(t for t in first.produces if t in cost.symbols)
        choices = wanted + (("1",) if cost.generic else ())
    else:
        wanted = tuple(t for t in first.produces if t in cost.symbols)
        other = cost.generic or first.snow and SNOW in cost.symbols
        choices = wanted + (first.produces[:1] if other and first.produces[0] not in wanted
                            else ())
    return Group(tuple(members), stage, choices) if choices else None


Allocation = tuple[tuple[int, ...], tuple[tuple["ManaSource", Use], ...], tuple[int, ...]]
"""Pool mana spent by type, activations (source, mana it makes), all mana spent by type."""


Picked = list[tuple[Group, Use, int]]
"""What a search branch took so far: (group, choice, how many)."""


class _Search:
    """The minimal ways to pay ``cost`` from ``groups``, found group by group: each branch is
    pruned unless the groups after it can still complete it (:func:`colored_ok`, memoised per
    group and deficits), and stops once what it took pays the cost."""

    def __init__(self, groups: Sequence[Group], cost: ManaCost, budget: int) -> None:
        self.groups = groups
        self.cost = cost
        self.need = needs(cost)
        self.budget = budget
        self.suffix: list[list[Stage]] = [[] for _ in range(len(groups) + 1)]
        self.capacity = [0] * (len(groups) + 1)
        for i in range(len(groups) - 1, -1, -1):
            stages = _group_stages(groups[i])
            self.suffix[i] = stages + self.suffix[i + 1]
            self.capacity[i] = self.capacity[i + 1] + sum(s.units for s in stages)
        self.memo: dict[tuple[int, Deficits], bool] = {}

    def _state(self, picked: Picked) -> tuple[set[Deficits], int]:
        """The symbols still unpaid (one state per way a snow stage splits its mana) and the
        mana taken."""
        states = {self.need}
        mana = 0
        for group, choice, n in picked:
            for stage in _picked_stages(group, choice, n):
                mana += stage.units
                if stage.types:
                    states = _step(states, stage)
        return states, mana

    def _pays(self, picked: Picked) -> bool:
        return self._paid(*self._state(picked))

    def _paid(self, states: set[Deficits], mana: int) -> bool:
        """Enough mana taken and, in some split of the snow mana, every symbol paid."""
        return mana >= self.cost.mana_value and (0,) * 7 in states

    def _bound(self, states: set[Deficits], mana: int) -> int:
        """The mana still missing plus the symbols still unpaid (see :func:`_counts`)."""
        return max(0, self.cost.mana_value - mana) + max(sum(left) for left in states)

    def _completable(self, i: int, states: set[Deficits], mana: int) -> bool:
        if mana + self.capacity[i] < self.cost.mana_value:
            return False
        for left in states:
            found = self.memo.get((i, left))
            if found is None:
                found = self.memo[(i, left)] = colored_ok(self.suffix[i], left)
            if found:
                return True
        return False

    def walk(self, i: int, picked: Picked) -> Iterator[Picked]:
        if self.budget <= 0:
            return
        self.budget -= 1
        states, mana = self._state(picked)
        if self._paid(states, mana):
            if self._minimal(picked):
                yield list(picked)
            return
        if i == len(self.groups) or not self._completable(i, states, mana):
            return
        group = self.groups[i]
        for taken in _counts(group, self._bound(states, mana)):
            yield from self.walk(i + 1, picked + [
                (group, c, n) for c, n in zip(group.choices, taken, strict=True) if n])

    def _minimal(self, picked: Picked) -> bool:
        """No activation, and no mana from the pool, could be left out."""
        return self._fewer(picked) is None

    def _fewer(self, picked: Picked) -> Picked | None:
        """``picked`` with one activation (or one pool mana) left out that still pays, if any."""
        for k, (group, choice, n) in enumerate(picked):
            fewer = picked[:k] + ([(group, choice, n - 1)] if n > 1 else []) + picked[k + 1:]
            if self._pays(fewer):
                return fewer
        return None

    def witness(self) -> Picked | None:
        """One minimal way to pay, found without backtracking: each group takes the first amount
        after which the rest can still complete the payment, then whatever could be left out
        is. None when the cost can't be paid."""
        picked: Picked = []
        for i, group in enumerate(self.groups):
            states, mana = self._state(picked)
            if self._paid(states, mana):
                break
            for taken in _counts(group, self._bound(states, mana)):
                more = picked + [(group, c, n) for c, n in zip(group.choices, taken, strict=True)
                                 if n]
                if self._pays(more) or self._completable(i + 1, *self._state(more)):
                    picked = more
                    break
        if not self._pays(picked):
            return None
        while (fewer := self._fewer(picked)) is not None:
            picked = fewer
        return picked


def _group_stages(group: Group) -> list[Stage]:
    """Everything a group could add: its pool mana, or one activation of each member."""
    if not group.members:
        return [group.stage]
    return [s for m in group.members for s in source_stages(m)]


def _picked_stages(group: Group, choice: Use, n: int) -> list[Stage]:
    """The mana ``n`` activations of a group (or n mana of a pool group) add as ``choice``."""
    if not group.members:
        return [Stage(group.stage.types, n, group.stage.snow)]
    source = group.members[0]
    if choice == "1":
        return [Stage((), 1)] * n
    if source.bundle:
        return [s for _ in range(n) for s in source_stages(source)]
    return [Stage((MANA_TYPES.index(choice),), source.units, source.snow)] * n


def _counts(group: Group, bound: int) -> Iterator[tuple[int, ...]]:
    """How much of each choice to take from a group: for pool mana the most first, for sources
    the fewest activations first. ``bound`` is the mana still missing plus the symbols still
    unpaid: once k - 1 activations of one choice make that much, the k-th could be left out
    (the others then pay what is missing and every symbol they could), so a minimal plan takes
    fewer."""
    if not group.members:
        for n in range(min(group.amount, bound), -1, -1):
            yield (n,)
        return
    limit = min(len(group.members), -(-bound // max(1, group.stage.units)))
    yield from sorted(_compositions(len(group.choices), limit), key=lambda c: (sum(c), c))


def _compositions(parts: int, limit: int) -> list[tuple[int, ...]]:
    """Every tuple of ``parts`` non-negative counts summing to at most ``limit``."""
    if parts == 1:
        return [(n,) for n in range(limit + 1)]
    return [(n,) + rest for n in range(limit + 1) for rest in _compositions(parts - 1, limit - n)]


def allocations(groups: Sequence[Group], cost: ManaCost, budget: int) -> Iterator[Allocation]:
    """The minimal ways to pay a plain ``cost`` from the groups (pool groups first), each as
    the pool mana spent, the activations and the mana spent by type; at most ``budget`` steps
    of search (when they run out before any way is found, one is found directly)."""
    search = _Search(groups, cost, budget)
    found = False
    for picked in search.walk(0, []):
        found = True
        yield _allocation(picked, cost)
    if not found and search.budget <= 0:  # the search ran out first: one way found directly
        picked = search.witness()
        if picked is not None:
            yield _allocation(picked, cost)


def _allocation(picked: Picked, cost: ManaCost) -> Allocation:
    """The pool mana spent, the activations (members of each group in order) and the mana spent
    by type: each symbol from its type (a helper's color first, then mana no snow source made),
    {S} from snow mana (107.4h), generic from helpers, then the pool mana taken, then the most
    plentiful new mana."""
    pool = [0] * 6
    acts: list[tuple[ManaSource, Use]] = []
    taken: dict[int, int] = {}
    helped = [0] * 6
    helped_generic = 0
    plain = [0] * 6  # mana no snow source made, by type (pool and new)
    snowy = [0] * 6
    for group, choice, n in picked:
        if not group.members:
            i = group.stage.types[0]
            pool[i] += n
            (snowy if group.stage.snow else plain)[i] += n
            continue
        start = taken.get(id(group), 0)
        taken[id(group)] = start + n
        for source in group.members[start:start + n]:
            acts.append((source, choice))
            if choice == "1":
                helped_generic += 1
            elif source.index == HELPER:
                helped[MANA_TYPES.index(choice)] += 1
            else:
                made = snowy if source.snow else plain
                if source.bundle:
                    for i, k in enumerate(source.bundle.amounts):
                        made[i] += k
                else:
                    made[MANA_TYPES.index(choice)] += source.units
    need = needs(cost)
    spent = [0] * 6
    for i in range(6):
        k = max(0, need[i] - helped[i])
        from_plain = min(k, plain[i])
        plain[i] -= from_plain
        snowy[i] -= k - from_plain
        spent[i] += k
    for _ in range(need[_S]):
        i = max(range(6), key=lambda t: snowy[t])
        snowy[i] -= 1
        spent[i] += 1
    left = [p + s for p, s in zip(plain, snowy, strict=True)]
    generic = max(0, cost.generic - helped_generic)
    for i in range(6):  # the pool mana taken is all spent
        k = min(generic, max(0, pool[i] - spent[i]), left[i])
        generic -= k
        left[i] -= k
        spent[i] += k
    while generic > 0:
        i = max(range(6), key=lambda t: (left[t], t == 5))
        left[i] -= 1
        spent[i] += 1
        generic -= 1
    return tuple(pool), tuple(acts), tuple(spent)
