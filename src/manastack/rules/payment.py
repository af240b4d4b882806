"""Paying mana costs (601.2g-h, 605.3): mana sources and payment plans.

A payment decision offers *plans*: which mana abilities to activate so that, with the mana already
in the pool, the cost can be paid. Interchangeable sources (same card, same ability, same state)
are grouped, so the options stay few. Mana in the pool is spent before new mana is made.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..game.decisions import Choice, Decision
from . import events
from .characteristics import chars
from .mana import MANA_TYPES, ManaCost, can_pay, spend

if TYPE_CHECKING:
    from ..cards.vocabulary import Activated
    from ..game.game import Game
    from ..game.objects import GameObject

MAX_PLANS = 24


@dataclass(frozen=True, slots=True)
class ManaSource:
    """A mana ability with only {T} in its cost that can be activated now; ``produces`` lists the
    alternatives it can make (e.g. ("G",) or ("W", "U", "B", "R", "G") or ("CC",))."""

    obj: int
    index: int
    name: str
    produces: tuple[str, ...]


def can_tap_for_cost(game: Game, obj: GameObject) -> bool:
    """107.5, 302.6: {T} needs an untapped permanent; a creature must have been under its
    controller's control since their most recent turn began, unless it has haste (702.10c)."""
    if obj.tapped:
        return False
    ch = chars(game, obj)
    if "Creature" in ch.types and obj.control_turn >= game.player(obj.controller).last_turn_began:
        return "haste" in ch.keywords
    return True


def mana_sources(game: Game, pid: int, exclude: int | None = None) -> list[ManaSource]:
    """The untapped permanents ``pid`` controls whose {T} mana abilities can be activated now."""
    found: list[ManaSource] = []
    objects = game.objects
    for oid in game.battlefield:
        obj = objects[oid]
        if obj.controller != pid or obj.tapped or oid == exclude or not obj.card.activated:
            continue
        for index, ab in obj.card.activated:
            cost = ab.cost
            if (cost.tap and not cost.mana and not cost.sacrifice_self and ab.is_mana_ability
                    and can_tap_for_cost(game, obj)):
                found.append(ManaSource(oid, index, obj.card.name, ab.effect.options()))  # type: ignore[attr-defined]
                break
    return found


def _add(pool: list[int], mana: str) -> list[int]:
    out = list(pool)
    for t in mana:
        out[MANA_TYPES.index(t)] += 1
    return out


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to pay a cost: mana abilities to activate (source, mana it makes), life to pay for
    Phyrexian symbols, and the plain cost then paid from the pool."""

    sources: tuple[tuple[ManaSource, str], ...]
    life: int
    cost: ManaCost

    @property
    def label(self) -> str:
        parts = [f"{s.name} ({m})" for s, m in self.sources]
        if self.life:
            parts.append(f"pay {self.life} life")
        return ", ".join(parts) or "mana pool"


def plans(game: Game, pid: int, cost: ManaCost, exclude: int | None = None) -> list[Plan]:
    """The distinct minimal ways to pay ``cost`` (601.2g-h): for each way to pay its hybrid and
    Phyrexian symbols, the minimal sets of mana abilities that with the pool pay the rest."""
    player = game.player(pid)
    found: list[Plan] = []
    for plain, life in cost.ways():
        if life and player.life < life:
            continue  # 119.4: a player can pay life only if their life total is at least that
        found += [Plan(src, life, plain) for src in _source_sets(game, pid, plain, exclude)]
        if len(found) >= MAX_PLANS:
            break
    return found[:MAX_PLANS]


def _source_sets(game: Game, pid: int, cost: ManaCost, exclude: int | None
                 ) -> list[tuple[tuple[ManaSource, str], ...]]:
    """Minimal sets of (source, mana it makes) that with the pool pay a plain ``cost``."""
    pool = game.player(pid).pool
    if can_pay(pool, cost):
        return [()]
    groups: dict[tuple[Any, ...], list[ManaSource]] = {}
    for s in mana_sources(game, pid, exclude):
        groups.setdefault((s.name, s.index, s.produces), []).append(s)
    keys = list(groups)
    results: list[tuple[tuple[ManaSource, str], ...]] = []

    def search(k: int, chosen: list[tuple[ManaSource, str]], have: list[int]) -> None:
        if len(results) >= MAX_PLANS:
            return
        if can_pay(have, cost):
            # minimal: dropping any one activation must make it unpayable
            for i in range(len(chosen)):
                rest = pool
                for j, (_, m) in enumerate(chosen):
                    if j != i:
                        rest = _add(rest, m)
                if can_pay(rest, cost):
                    return
            results.append(tuple(chosen))
            return
        if k == len(keys):
            return
        members = groups[keys[k]]
        produces = keys[k][2]

        # choose how many of this group to use, and what each makes (as a multiset)
        def pick(start: int, used: int, acc: list[tuple[ManaSource, str]], have2: list[int]) -> None:
            search(k + 1, chosen + acc, have2)
            if used == len(members):
                return
            for p in range(start, len(produces)):
                pick(p, used + 1, acc + [(members[used], produces[p])], _add(have2, produces[p]))

        pick(0, 0, [], have)

    search(0, [], pool)
    return results


def can_afford(game: Game, pid: int, cost: ManaCost, exclude: int | None = None) -> bool:
    """Whether the player could pay ``cost`` from pool and untapped {T} mana sources."""
    if not cost.is_plain:
        return bool(plans(game, pid, cost, exclude))
    pool = game.player(pid).pool
    if can_pay(pool, cost):
        return True
    sources = mana_sources(game, pid, exclude)
    if sum(len(s.produces[0]) for s in sources) + sum(pool) < cost.mana_value:
        return False
    if all(len(s.produces) == 1 for s in sources):
        have = pool
        for s in sources:
            have = _add(have, s.produces[0])
        return can_pay(have, cost)
    return bool(_source_sets(game, pid, cost, exclude))


def max_x(game: Game, pid: int, cost: ManaCost, exclude: int | None = None) -> int:
    """The largest X the player could pay for a cost with {X} (601.2b)."""
    pool = game.player(pid).pool
    total = sum(pool) + sum(max(len(p) for p in s.produces) for s in mana_sources(game, pid, exclude))
    x = max(0, (total - cost.mana_value) // max(1, cost.x_count))
    while x > 0 and not can_afford(game, pid, cost.with_x(x), exclude):
        x -= 1
    return x


def pay_mana(game: Game, pid: int, cost: ManaCost, exclude: int | None = None
             ) -> Generator[Decision, Any, None]:
    """601.2g-h: activate mana abilities as chosen, pay life for Phyrexian symbols, then pay the
    whole cost from the pool."""
    if not cost:
        return
    options = plans(game, pid, cost, exclude)
    if not options:  # pragma: no cover - actions are offered only when affordable
        raise AssertionError(f"can't pay {cost.text}")
    plan = options[0]
    if len(options) > 1:
        labels = [Choice(i, p.label) for i, p in enumerate(options)]
        answer = yield Decision(pid, "pay_mana", labels, prompt=f"pay {_cost_text(cost)}")
        plan = options[answer.value]
    for source, mana in plan.sources:
        yield from activate_mana_source(game, pid, source.obj, source.index, mana)
    if plan.life:
        yield from events.lose_life(game, pid, plan.life, rule="107.4f")
    player = game.player(pid)
    player.pool = spend(player.pool, plan.cost)
    game.mana_touched = True
    game.record("pay", f"{player.name} pays {_cost_text(cost)}", "601.2h")


def activate_mana_source(game: Game, pid: int, oid: int, index: int, mana: str
                         ) -> Generator[Decision, Any, None]:
    """605.3b: a mana ability resolves immediately: pay {T}, then add the mana."""
    obj = game.objects[oid]
    ab: Activated = obj.card.abilities[index]  # type: ignore[assignment]
    if ab.cost.tap:
        yield from events.tap(game, oid, quiet=True)
    yield from events.add_mana(game, pid, mana, oid if ab.cost.tap else None)


def _cost_text(cost: ManaCost) -> str:
    parts = [f"{{{cost.generic}}}"] if cost.generic else []
    return "".join(parts + ["{" + s + "}" for s in cost.symbols]) or "{0}"
