"""The fuzzer: random games over random decks from the whole supported pool, 2 to 6 players
making random legal choices, with the invariants of ``game.invariants`` checked after every
decision and copies checked to go on exactly like the game. A failure (an exception, a broken
invariant, a copy that diverges, a game past its caps) is written as a replayable record.
``bench/fuzz.py`` is its command line; the test suite runs a short seeded slice."""

from __future__ import annotations

import json
import random
import time
import traceback
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from .agents import RandomAgent
from .game.game import Game
from .game.invariants import InvariantBroken, check

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@cache
def pool_spells() -> tuple[str, ...]:
    """Every supported nonland card that can be put in a deck, by name."""
    from .cards import CARD_POOL

    return tuple(sorted(n for n, c in CARD_POOL.items() if not c.is_land and not c.token))


def random_deck(rng: random.Random, size: int = 40) -> list[str]:
    """Two basic land types (17 of 40) and random spells from the whole supported pool."""
    spells = pool_spells()
    colors = rng.sample(BASICS, 2)
    lands = size * 17 // 40
    return [colors[i % 2] for i in range(lands)] + [rng.choice(spells)
                                                    for _ in range(size - lands)]


@dataclass(frozen=True)
class Caps:
    """What one fuzzed game may take before it is reported as stuck."""

    decisions: int = 5_000
    seconds: float = 60.0
    copy_every: int = 97  # check a copy every this many decisions
    views_every: int = 31  # check every player's view every this many decisions


@dataclass
class Report:
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list[dict[str, Any]] = field(default_factory=list)


def fuzz_game(seed: int, caps: Caps = Caps()) -> tuple[int, dict[str, Any] | None]:
    """Play game ``seed``; return its decisions and, if it failed, the failure's record (what
    broke, the traceback and ``game.save()``, from which ``Game.load`` replays it)."""
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    decks = [random_deck(rng) for _ in range(n)]
    game = Game(decks, seed=seed)
    sizes = {p.id: len(d) for p, d in zip(game.players, decks, strict=True)}
    agents = {p.id: RandomAgent(seed * 10 + p.index, mana_actions=seed % 3 == 0)
              for p in game.players}
    count, deadline = 0, time.perf_counter() + caps.seconds
    try:
        while (decision := game.pending()) is not None:
            check(game, sizes, views=count % caps.views_every == 0)
            if count and count % caps.copy_every == 0:
                _check_copy(game)
            game.submit(agents[decision.player].decide(game, decision))
            count += 1
            if count >= caps.decisions or time.perf_counter() > deadline:
                raise InvariantBroken(f"the game did not end within {caps.decisions} decisions "
                                      f"or {caps.seconds} s (turn {game.turn})")
        check(game, sizes, views=True)
        if game.result is None:
            raise InvariantBroken("a finished game has no result")
    except Exception as exc:  # every failure becomes a record; nothing is lost
        return count, {"seed": seed, "players": n, "decisions": count,
                       "error": f"{type(exc).__name__}: {exc}",
                       "traceback": traceback.format_exc(), "record": game.save()}
    return count, None


def _check_copy(game: Game, steps: int = 5) -> None:
    """A copy taken now has the game's log; and two copies given the same next ``steps``
    answers log the same (the game itself goes on with its own agents' answers)."""
    clone = game.copy()
    if [e.render() for e in clone.log] != [e.render() for e in game.log]:
        raise InvariantBroken("a copy's log differs from the game's")
    probe = game.copy()
    probe_agents = {p.id: RandomAgent(p.id * 7 + len(game.answers)) for p in game.players}
    for _ in range(steps):
        decision = probe.pending()
        if decision is None:
            break
        answer = probe_agents[decision.player].decide(probe, decision)
        probe.submit(answer)
        clone.submit(answer)
    if [e.render() for e in clone.log] != [e.render() for e in probe.log]:
        raise InvariantBroken("two copies given the same answers went different ways")


def run(games: int, seed: int = 0, caps: Caps = Caps(), out: Path | None = None) -> Report:
    """Fuzz ``games`` games (seeds ``seed`` ...); failures are written to ``out`` as JSON."""
    report = Report()
    started = time.perf_counter()
    for i in range(games):
        decisions, failure = fuzz_game(seed + i, caps)
        report.games += 1
        report.decisions += decisions
        if failure is not None:
            report.failures.append(failure)
            if out is not None:
                out.mkdir(parents=True, exist_ok=True)
                path = out / f"fuzz-failure-{seed + i}.json"
                path.write_text(json.dumps(failure, indent=1), encoding="utf-8")
                failure["path"] = str(path)
    report.seconds = time.perf_counter() - started
    return report
