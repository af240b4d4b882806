"""Playout benchmark: complete games between random agents, and the cost of copying a game.

    python bench/playout.py --games 50 [--seed 0]

Both players use the bench deck (9 Forest, 8 Mountain, 8 Llanowar Elves, 8 Gray Ogre,
7 Raging Goblin) and RandomAgent (uniform among legal actions), with mulligans. Prints one
JSON object:

- ``games``, ``games_per_s``, ``decisions_per_s``, ``mean_decisions``, ``mean_turns``: the
  playouts (a decision is an answer submitted; forced single-option decisions are not counted);
- ``copy_us``: mean microseconds of ``game.copy()`` on games paused at a priority decision
  mid-game (the first priority decision from the 50th decision on);
- ``copy_mid_us``: the same for games paused in the middle of casting or resolving (the first
  such decision from the 50th on: paying, targets, blockers ...), 50 copies each;
- ``peak_rss_mb``: the process's peak resident memory.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time

from manastack import Game
from manastack.agents import RandomAgent

DECK = (["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 8 + ["Gray Ogre"] * 8
        + ["Raging Goblin"] * 7)
COPY_GAMES = 4  # games paused for the copy measurement
COPIES_PER_GAME = 50
PAUSE_AT = 50  # decisions into the game


def new_game(seed: int) -> tuple[Game, list[RandomAgent]]:
    game = Game([DECK, DECK], names=["A", "B"], seed=seed, mulligans=True)
    return game, [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]


def playouts(games: int, seed: int) -> dict[str, float]:
    """Play ``games`` complete games; rates are over the time spent playing."""
    decisions = turns = 0
    started = time.perf_counter()
    for i in range(games):
        game, agents = new_game(seed + i)
        result = game.play(agents)
        decisions += len(game.answers)
        turns += result.turns
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "games_per_s": round(games / elapsed, 2),
        "decisions_per_s": round(decisions / elapsed, 1),
        "mean_decisions": round(decisions / games, 2),
        "mean_turns": round(turns / games, 2),
    }


def paused_game(seed: int, clean: bool = True) -> Game | None:
    """A game advanced to its first priority decision (``clean``) or first decision in the
    middle of casting or resolving from decision PAUSE_AT on (None if it ended first)."""
    game, agents = new_game(seed)
    count = 0
    while (decision := game.pending()) is not None:
        if count >= PAUSE_AT and (decision.kind == "priority" if clean else not decision.clean):
            return game
        game.submit(agents[game.player(decision.player).index].decide(game, decision))
        count += 1
    return None


def copy_cost(seed: int, clean: bool = True) -> float:
    """Mean microseconds per ``game.copy()`` over the paused games."""
    total = 0.0
    copies = 0
    k = 0
    while copies < COPY_GAMES * COPIES_PER_GAME and k < 100:
        game = paused_game(seed + 10_000 + k, clean)
        k += 1
        if game is None:
            continue
        started = time.perf_counter()
        for _ in range(COPIES_PER_GAME):
            game.copy()
        total += time.perf_counter() - started
        copies += COPIES_PER_GAME
    return round(total / copies * 1e6, 1) if copies else float("nan")


def peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="number of games (default 50)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed SEED+i")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    report = playouts(args.games, args.seed)
    report["copy_us"] = copy_cost(args.seed)
    report["copy_mid_us"] = copy_cost(args.seed, clean=False)
    report["peak_rss_mb"] = peak_rss_mb()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
