"""A seeded agent that picks uniformly at random among legal answers."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..game.decisions import Activate, Decision

if TYPE_CHECKING:
    from ..game.game import Game


class RandomAgent:
    """Answers every decision with a uniformly random legal answer, from its own seeded generator.

    With priority it chooses among passing, playing lands, casting spells and activating
    non-mana abilities (mana is made while paying costs); ``mana_actions=True`` adds bare mana
    ability activations to the choice. It activates one ability at most ``REPEATS`` times in a
    step, so an ability that costs nothing ("{0}: ...") can't keep a game going forever.
    """

    REPEATS = 3

    def __init__(self, seed: int = 0, mana_actions: bool = False) -> None:
        self.rng = random.Random(seed)
        self.mana_actions = mana_actions
        self._used: dict[tuple[int, int], int] = {}
        self._step: tuple[int, str] = (0, "")

    def decide(self, game: Game, decision: Decision) -> Any:
        if decision.kind != "priority":
            return random_answer(decision, self.rng, self.mana_actions)
        if (game.turn, game.step) != self._step:
            self._step, self._used = (game.turn, game.step), {}
        options = [o for o in decision.options if not (
            isinstance(o, Activate) and not o.mana
            and self._used.get((o.source, o.index), 0) >= self.REPEATS)]
        if len(options) != len(decision.options):
            decision = replace(decision, options=options)
        answer = random_answer(decision, self.rng, self.mana_actions)
        if isinstance(answer, Activate) and not answer.mana:
            key = (answer.source, answer.index)
            self._used[key] = self._used.get(key, 0) + 1
        return answer


def random_answer(decision: Decision, rng: random.Random, mana_actions: bool = False) -> Any:
    """A random legal answer to any decision."""
    shape = decision.shape
    options = decision.options
    if shape == "one":
        if decision.kind == "priority" and not mana_actions:
            options = [o for o in options if not (isinstance(o, Activate) and o.mana)]
        return options[rng.randrange(len(options))]
    if shape == "subset":
        for _ in range(20):
            k = rng.randint(decision.min, decision.max)
            answer = rng.sample(list(options), k)
            if decision.check is None or decision.accepts(answer):
                return answer
        if decision.default is not None and decision.accepts(decision.default):
            return decision.default  # e.g. creatures with enough total power to crew (702.122a)
        return list(options[: decision.min])
    if shape == "order":
        order = list(options)
        rng.shuffle(order)
        return order
    if shape == "number":
        return rng.randint(decision.min, decision.max)
    if shape == "pairs":
        for _ in range(20):
            answer = _random_pairs(options, rng)
            if decision.accepts(answer):
                return answer
        return decision.default or []
    if shape == "divide":
        for _ in range(20):
            answer = _random_split(options, decision.total, rng)
            if decision.accepts(answer):
                return answer
        return decision.default
    raise AssertionError(shape)


def _random_pairs(options: Any, rng: random.Random) -> list[Any]:
    by_first: dict[int, list[Any]] = {}
    for o in options:
        by_first.setdefault(o.a, []).append(o)
    chosen = []
    for group in by_first.values():
        if rng.random() < 0.5:
            chosen.append(group[rng.randrange(len(group))])
    return chosen


def _random_split(options: Any, total: int, rng: random.Random) -> dict[Any, int]:
    split = {o: 0 for o in options}
    for _ in range(total):
        split[options[rng.randrange(len(options))]] += 1
    return split

