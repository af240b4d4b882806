"""Paying mana costs in polynomial time (601.2g-h, 106.1, 107.4h, issue 13 item 1): the covering
of rules/payment_search.py agrees with trying every choice of every source, its plans are
exactly the minimal ways to pay, and boards whose mana is multiplied and reflected are answered
exactly."""

from __future__ import annotations

import itertools
import random
from typing import Any

from helpers import arranged

from manastack import Game
from manastack.game.decisions import Cast, Pass
from manastack.game.setup import place
from manastack.rules import payment_search as search
from manastack.rules.mana import MANA_TYPES, Mana, ManaCost, can_pay
from manastack.rules.mana_abilities import could_produce, unchanging
from manastack.rules.payment import ManaSource, can_afford, max_x, plans

SYMBOLS = "WUBRGCS"


def _random_cost(rng: random.Random) -> ManaCost:
    text = "".join("{" + rng.choice(SYMBOLS) + "}" for _ in range(rng.randint(0, 4)))
    return ManaCost.parse(f"{{{rng.randint(0, 4)}}}" + text)


def _pays(mana: list[tuple[int, bool]], generic_only: int, cost: ManaCost) -> bool:
    """Whether these units (type, made by a snow source) pay the cost, by the pool payer."""
    pool = [0] * 6
    snow = [0] * 6
    for t, is_snow in mana:
        pool[t] += 1
        snow[t] += is_snow
    less = ManaCost(cost.text, max(0, cost.generic - generic_only), cost.symbols, 0)
    return can_pay(pool, less, tuple(snow))


def _units(stage: search.Stage, t: int) -> list[tuple[int, bool]]:
    return [(t, stage.snow)] * stage.units


def test_the_covering_agrees_with_trying_every_choice() -> None:
    rng = random.Random(13)
    checked = {True: 0, False: 0}
    for _ in range(600):
        stages = [search.Stage(tuple(sorted(rng.sample(range(6), rng.randint(1, 3)))),
                               rng.randint(1, 3), rng.random() < 0.3)
                  for _ in range(rng.randint(0, 5))]
        cost = _random_cost(rng)
        brute = any(_pays([u for s, t in zip(stages, choice, strict=True) for u in _units(s, t)],
                          0, cost)
                    for choice in itertools.product(*(s.types for s in stages)))
        assert search.coverable(stages, cost) == brute, (stages, cost)
        checked[brute] += 1
    assert min(checked.values()) > 100  # both answers were exercised


def _source(obj: int, produces: str, units: int, snow: bool = False) -> ManaSource:
    return ManaSource(obj, 0, f"Source {produces}{units}{'S' if snow else ''}", tuple(produces),
                      units, snow=snow)


def _random_groups(rng: random.Random, cost: ManaCost) -> list[search.Group]:
    pool = [rng.choice((0, 0, 1, 2)) for _ in range(6)]
    groups = search.pool_groups(pool, ())
    obj = 0
    for _ in range(rng.randint(1, 3)):
        produces = "".join(sorted(rng.sample(MANA_TYPES, rng.randint(1, 3)),
                                  key=MANA_TYPES.index))
        units, snow = rng.randint(1, 3), rng.random() < 0.25
        members = []
        for _ in range(rng.randint(1, 2)):
            members.append(_source(obj, produces, units, snow))
            obj += 1
        group = search.source_group(members, cost)
        if group is not None:
            groups.append(group)
    return groups


def _canonical(groups: list[search.Group], picked: dict[int, dict[str, int]]
               ) -> tuple[tuple[int, ...], tuple[tuple[int, str, int], ...]]:
    pool = [0] * 6
    acts = []
    for g, counts in picked.items():
        for choice, n in counts.items():
            if not groups[g].members:
                pool[groups[g].stage.types[0]] += n
            elif n:
                acts.append((g, choice, n))
    return tuple(pool), tuple(sorted(acts))


def _mana(groups: list[search.Group], picked: dict[int, dict[str, int]]
          ) -> list[tuple[int, bool]]:
    units = []
    for g, counts in picked.items():
        group = groups[g]
        for choice, n in counts.items():
            t = MANA_TYPES.index(choice)
            units += [(t, group.stage.snow)] * (n * (group.stage.units if group.members else 1))
    return units


def _brute_minimal(groups: list[search.Group], cost: ManaCost) -> set[Any]:
    """Every minimal way, by trying each amount of pool mana and each choice per member."""
    axes = []
    for g, group in enumerate(groups):
        if not group.members:
            axes.append([(g, group.choices[0], n) for n in range(group.amount + 1)])
        else:
            for _ in group.members:
                axes.append([None] + [(g, c, 1) for c in group.choices])
    found = set()
    for combo in itertools.product(*axes):
        picked: dict[int, dict[str, int]] = {}
        for item in combo:
            if item is not None:
                g, c, n = item
                picked.setdefault(g, {}).setdefault(c, 0)
                picked[g][c] += n
        if not _pays(_mana(groups, picked), 0, cost):
            continue
        minimal = True
        for g, counts in picked.items():
            for c, n in counts.items():
                if n and _pays(_mana(groups, {**picked, g: {**counts, c: n - 1}}), 0, cost):
                    minimal = False
        if minimal:
            found.add(_canonical(groups, picked))
    return found


def _as_found(groups: list[search.Group], allocation: search.Allocation) -> Any:
    spent, acts, used = allocation
    counts: dict[tuple[int, str], int] = {}
    for source, choice in acts:
        g = next(i for i, group in enumerate(groups) if source in group.members)
        counts[(g, choice)] = counts.get((g, choice), 0) + 1
    return tuple(spent), tuple(sorted((g, c, n) for (g, c), n in counts.items()))


def test_plans_are_exactly_the_minimal_ways_to_pay() -> None:
    rng = random.Random(7)
    nonempty = 0
    for _ in range(120):
        cost = _random_cost(rng)
        groups = _random_groups(rng, cost)
        found = list(search.allocations(groups, cost, 100_000))
        assert len({_as_found(groups, a) for a in found}) == len(found)  # each once
        assert {_as_found(groups, a) for a in found} == _brute_minimal(groups, cost), cost
        for spent, acts, used in found:  # what a plan spends is what it has, and pays the cost
            made = [0] * 6
            for source, choice in acts:
                made[MANA_TYPES.index(choice)] += source.units
            assert all(u <= s + m for u, s, m in zip(used, spent, made, strict=True))
            assert sum(used) == cost.mana_value
        nonempty += bool(found)
    assert nonempty > 50


def test_offering_only_the_types_a_cost_uses_loses_no_way_to_pay() -> None:
    rng = random.Random(3)
    for _ in range(300):
        cost = _random_cost(rng)
        groups = _random_groups(rng, cost)
        every = [s for g in groups for s in search._group_stages(g)]
        assert search.coverable(every, cost) == any(search.allocations(groups, cost, 100_000))


def test_helpers_pay_generic_or_their_colors() -> None:
    convoke = ManaSource(1, search.HELPER, "Elf", ("G",), 1, "convoke")
    delve = ManaSource(2, search.HELPER, "Card", (), 1, "delve")
    cost = ManaCost.parse("{1}{G}")
    groups = [search.source_group([convoke], cost), search.source_group([delve], cost)]
    found = {tuple(sorted(m for _, m in acts)) for _, acts, _ in
             search.allocations([g for g in groups if g], cost, 1000)}
    assert found == {("1", "G")}  # the Elf pays {G} (702.51a), the card {1} (702.66a)
    assert not any(search.allocations([g for g in groups if g], ManaCost.parse("{G}{G}"), 1000))


ANN = 1  # Ann's player id


def _board(ann: list[str], bo: list[str] = ()) -> tuple[Game, int]:  # type: ignore[assignment]
    game = Game([["Forest"] * 20] * 2, names=["Ann", "Bo"], start=False, mulligans=False)
    for name in ann:
        place(game, "Ann", name)
    for name in bo:
        place(game, "Bo", name)
    spell = place(game, "Ann", "Stream of Life", "hand")
    game.start(turn=3, active="Ann", step="main1")
    assert game.player_named("Ann").id == ANN
    return game, spell


NYXBLOOM = ["Forest"] * 8 + ["Birds of Paradise", "Nyxbloom Ancient", "Nyxbloom Ancient",
                             "Mana Reflection"]
REFLECTING = (["Reflecting Pool"] * 3 + ["Exotic Orchard"] * 3 +
              ["Forest", "Island", "Birds of Paradise", "Mana Reflection", "Mana Reflection",
               "Nyxbloom Ancient"])


def test_multiplied_mana_gives_the_exact_largest_x_and_pays_it() -> None:
    # nine sources, each tap tripled twice and doubled (106.12b): 18 mana each, 162 in all
    game, spell = _board(NYXBLOOM)
    assert max_x(game, ANN, ManaCost.parse("{X}{G}")) == 161
    game.submit(Cast(spell))
    while (d := game.pending()).kind != "x":
        game.submit(d.options[0])
    assert d.max == 161
    game.submit(161)
    while (d := game.pending()).kind != "priority":
        game.submit(d.options[0] if d.shape == "one" else d.neutral())
    assert game.player_named("Ann").pool == [0] * 6  # 162 mana made, 162 spent
    while game.stack:
        game.submit(Pass())
    assert 20 + 161 in (game.player_named("Ann").life, game.player_named("Bo").life)


def test_reflected_and_multiplied_mana_gives_the_exact_largest_x() -> None:
    # nine sources, each tap doubled twice and tripled: 12 mana each (Exotic Orchard reflects
    # Bo's Swamp, Mountain and Plains; Reflecting Pool reflects Ann's lands)
    game, _ = _board(REFLECTING, ["Swamp", "Mountain", "Plains"])
    assert max_x(game, ANN, ManaCost.parse("{X}{G}")) == 107
    assert can_afford(game, ANN, ManaCost.parse("{100}{W}{U}{B}{R}{G}"))
    assert not can_afford(game, ANN, ManaCost.parse("{104}{W}{U}{B}{R}{G}"))
    options = plans(game, ANN, ManaCost.parse("{96}{G}"))
    assert 1 <= len(options) <= 24


def test_one_multiplied_activation_pays_a_color_and_generic_mana() -> None:
    # Birds of Paradise tapped for {G} under Nyxbloom Ancient makes {G}{G}{G} (106.12b): it
    # pays {2}{G} alone, the mana of one activation being of one type
    game, _ = _board(["Birds of Paradise", "Nyxbloom Ancient"])
    assert can_afford(game, ANN, ManaCost.parse("{2}{G}"))
    assert [p.label for p in plans(game, ANN, ManaCost.parse("{2}{G}"))] == [
        "Birds of Paradise (G)"]
    assert not can_afford(game, ANN, ManaCost.parse("{1}{G}{U}"))  # one type per activation
    assert max_x(game, ANN, ManaCost.parse("{X}{G}")) == 2


def test_the_plan_search_is_bounded_by_what_the_cost_needs() -> None:
    # a budget far below the combinations of 12 sources over 5 colors still finds every plan
    game, _ = _board(REFLECTING, ["Swamp", "Mountain", "Plains"])
    with unchanging(game):
        from manastack.rules.payment import _groups, mana_sources

        cost = ManaCost.parse("{90}{G}")
        groups = [g for members in _groups(mana_sources(game, ANN)).values()
                  if (g := search.source_group(members, cost)) is not None]
        found = list(search.allocations(groups, cost, 10_000))
        walker = search._Search(groups, cost, 10_000)
        assert len(list(walker.walk(0, []))) == len(found) > 0
        assert walker.budget > 0  # the search ended by itself, not by running out of steps


def test_could_produce_is_the_same_worked_out_at_once() -> None:
    for ann, bo in ((["Reflecting Pool", "Reflecting Pool", "Forest", "Wastes"], ["Island"]),
                    (["Reflecting Pool", "Reflecting Pool"], []),
                    (["Reflecting Pool", "Exotic Orchard", "Contamination"], ["Island"]),
                    (REFLECTING, ["Swamp", "Mountain"])):
        game = arranged()
        ids = [place(game, "Ann", n) for n in ann] + [place(game, "Bo", n) for n in bo]
        game.start(turn=3, active="Ann", step="main1")
        alone = {i: could_produce(game, game.objects[i]) for i in ids}
        with unchanging(game):
            assert {i: could_produce(game, game.objects[i]) for i in ids} == alone


def test_generic_mana_is_paid_in_bulk_as_one_at_a_time() -> None:
    # spend() takes each generic mana from the most plentiful type ({C} first among equals):
    # the bulk version must leave the same pool as paying one mana at a time
    from manastack.rules.mana import _spend_generic

    def one_at_a_time(left: list[int], need: int) -> list[int]:
        left = list(left)
        for _ in range(need):
            i = max(range(6), key=lambda k: (left[k], k == 5))
            assert left[i] > 0
            left[i] -= 1
        return left

    rng = random.Random(5)
    for _ in range(3000):
        pool = [rng.choice((0, 0, 1, 2, 3, 5, 8)) for _ in range(6)]
        need = rng.randint(0, sum(pool))
        assert _spend_generic(list(pool), need) == one_at_a_time(pool, need), (pool, need)


def test_stacked_multipliers_are_searched_once_per_state() -> None:
    # ten Mana Reflections double a tap ten times (106.12b): 1024 {G} from a Forest; the orders
    # of alike effects are one outcome, so this is answered at once rather than in 10! orders
    game = arranged()
    forest = place(game, "Ann", "Forest")
    place(game, "Ann", "Birds of Paradise")
    for _ in range(10):
        place(game, "Ann", "Mana Reflection")
    game.start(turn=3, active="Ann", step="main1")
    ann = game.player_named("Ann").id
    assert max_x(game, ann, ManaCost.parse("{X}{G}")) == 2 * 1024 - 1
    from manastack.game.decisions import Activate
    from manastack.rules.replacement import Event, all_outcomes

    event = Event("add_mana", player=ann, mana=Mana.of("G"), source=forest, tapped=True)
    assert [e.mana for e in all_outcomes(game, event)] == [Mana.of("G" * 1024)]  # once each
    game.submit(Activate(forest, 0))
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 1024, 0]
    assert game.log[-1].text == "Ann adds {G}×1024"


def test_a_search_out_of_steps_still_finds_a_minimal_way() -> None:
    rng = random.Random(11)
    for _ in range(200):
        cost = _random_cost(rng)
        groups = _random_groups(rng, cost)
        every = set(map(lambda a: _as_found(groups, a), search.allocations(groups, cost, 100_000)))
        starved = list(search.allocations(groups, cost, 1))
        if every:
            assert len(starved) >= 1 and _as_found(groups, starved[-1]) in every
        else:
            assert starved == []


def test_mana_is_held_as_amounts_however_much_is_made() -> None:
    # five Nyxbloom Ancients and sixteen Mana Reflections: a Forest makes 243 * 65536 {G}
    # (106.12b); held as amounts by type, that is no more work than one {G}
    game = arranged()
    forest = place(game, "Ann", "Forest")
    place(game, "Ann", "Azorius Chancery")
    for name, n in (("Nyxbloom Ancient", 5), ("Mana Reflection", 16)):
        for _ in range(n):
            place(game, "Ann", name)
    game.start(turn=3, active="Ann", step="main1")
    ann = game.player_named("Ann").id
    each = 243 * 65536
    assert max_x(game, ann, ManaCost.parse("{X}{W}")) == 3 * each - 1  # Forest + {W}{U} bundle
    from manastack.game.decisions import Activate

    game.submit(Activate(forest, 0))
    while (d := game.pending()).kind != "priority":
        game.submit(d.options[0])  # the order of the replacement effects (616.1)
    assert game.player_named("Ann").pool == [0, 0, 0, 0, each, 0]
    assert game.log[-1].text == f"Ann adds {{G}}×{each}"
    assert str(Mana.of("WU").times(3)) == "WWWUUU" and str(Mana((0, 0, 0, 0, 99, 0))) == "G×99"


def test_the_largest_x_is_found_by_bisection_when_the_color_limits_it() -> None:
    # 100 {G} floating and an Island: {X}{U}{U} can't be paid at all, {X}{U} for X up to 100
    game, _ = _board(["Island"])
    game.player_named("Ann").pool[4] = 100
    assert max_x(game, ANN, ManaCost.parse("{X}{U}{U}")) == 0
    assert max_x(game, ANN, ManaCost.parse("{X}{U}")) == 100
    assert max_x(game, ANN, ManaCost.parse("{X}{X}{U}")) == 50
    assert max_x(game, ANN, ManaCost.parse("{X}{U}"), less=3) == 103  # 601.2f: cost reduced
