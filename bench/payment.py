"""Mana payment benchmark (issue 13, item 1): how long the engine takes to find the largest X it
can pay, and to pay it, on boards whose mana sources multiply and reflect each other.

    python bench/payment.py [--board NAME]

Boards: ``nyxbloom`` (eight Forests, Birds of Paradise, two Nyxbloom Ancient, Mana Reflection)
and ``reflecting`` (three Reflecting Pool, three Exotic Orchard, a Forest, an Island, Birds of
Paradise, two Mana Reflection, Nyxbloom Ancient; the opponent's lands make the other colors).
Ann casts Stream of Life ({X}{G}) for the largest X offered, answering every decision with its
first option. Prints one JSON object per board: ``largest_x``, ``x_ms`` (casting up to the X
decision), ``pay_ms`` (from announcing X until the spell is cast, 601.2i) and ``decisions``; the
times are the median of ``--repeat`` games (5) after a warm-up game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from manastack import Game
from manastack.game.decisions import Cast
from manastack.game.setup import place

BOARDS = {
    "nyxbloom": (["Forest"] * 8 + ["Birds of Paradise", "Nyxbloom Ancient", "Nyxbloom Ancient",
                                   "Mana Reflection"], []),
    "reflecting": (["Reflecting Pool"] * 3 + ["Exotic Orchard"] * 3 +
                   ["Forest", "Island", "Birds of Paradise", "Mana Reflection", "Mana Reflection",
                    "Nyxbloom Ancient"], ["Swamp", "Mountain", "Plains"]),
}


def measure(name: str) -> dict[str, object]:
    ann, bo = BOARDS[name]
    game = Game([["Forest"] * 20] * 2, names=["Ann", "Bo"], start=False, mulligans=False)
    for card in ann:
        place(game, "Ann", card)
    for card in bo:
        place(game, "Bo", card)
    spell = place(game, "Ann", "Stream of Life", "hand")
    game.start(turn=3, active="Ann", step="main1")
    started = time.perf_counter()
    game.submit(Cast(spell))
    decision = game.pending()
    x_ms = (time.perf_counter() - started) * 1000
    assert decision is not None and decision.kind == "x", decision
    largest = decision.max
    started = time.perf_counter()
    game.submit(largest)
    count = 1
    while (decision := game.pending()) is not None and decision.kind != "priority":
        game.submit(decision.options[0] if decision.shape == "one" else decision.neutral())
        count += 1
    pay_ms = (time.perf_counter() - started) * 1000
    return {"board": name, "largest_x": largest, "x_ms": round(x_ms, 1),
            "pay_ms": round(pay_ms, 1), "decisions": count}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", choices=sorted(BOARDS), action="append")
    parser.add_argument("--repeat", type=int, default=5,
                        help="games per board after a warm-up one; the median is printed")
    args = parser.parse_args()
    for name in args.board or list(BOARDS):
        measure(name)  # warm-up: the card pool and per-process caches
        runs = [measure(name) for _ in range(max(1, args.repeat))]
        result = dict(runs[0])
        for key in ("x_ms", "pay_ms"):
            result[key] = statistics.median(r[key] for r in runs)  # type: ignore[misc]
        print(json.dumps(result))


if __name__ == "__main__":
    main()
