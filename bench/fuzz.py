"""Fuzzer: random 2-6 player games over random decks from the whole supported pool, with the
game's invariants checked after every decision (manastack.fuzz).

    python bench/fuzz.py --games 200 [--seed 0] [--out fuzz-failures/]

Each failure is written to OUT as ``fuzz-failure-SEED.json`` (the error, its traceback and the
game's saved record: ``Game.load(json.load(f)["record"])`` replays it up to the failing
decision). Prints one JSON object: ``games``, ``decisions``, ``seconds``, ``games_per_s`` and
``failures`` (seed and error of each); the exit status is 1 if any game failed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from manastack.fuzz import Caps, run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-decisions", type=int, default=Caps.decisions)
    parser.add_argument("--max-seconds", type=float, default=Caps.seconds)
    parser.add_argument("--out", type=Path, default=Path("fuzz-failures"))
    args = parser.parse_args()
    report = run(args.games, args.seed, Caps(args.max_decisions, args.max_seconds), args.out)
    print(json.dumps({
        "games": report.games, "decisions": report.decisions,
        "seconds": round(report.seconds, 2),
        "games_per_s": round(report.games / report.seconds, 2) if report.seconds else None,
        "failures": [{"seed": f["seed"], "error": f["error"], "path": f.get("path")}
                     for f in report.failures],
    }))
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
