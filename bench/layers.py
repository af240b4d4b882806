"""Layer-system benchmark: the cost of recomputing every permanent's characteristics (613) on a
board full of interacting continuous effects.

    python bench/layers.py [--rounds 2000]

The board: Humility, Opalescence, Crusade, Bad Moon, Blood Moon, Urborg, Galerider Sliver,
Metallic Sliver, Tempered Steel, eight creatures and eight lands, plus Giant Growth and a text
change in effect. Each round invalidates the cache (as any game event does) and asks for the
characteristics of every permanent. Prints one JSON object: ``permanents``, ``effects`` (static
abilities and resolved effects), ``recompute_us`` (mean microseconds per full recomputation).
"""

from __future__ import annotations

import argparse
import json
import time

from manastack import Game
from manastack.game.setup import place
from manastack.rules.characteristics import ContinuousEffect

BOARD = {
    "A": ["Humility", "Opalescence", "Crusade", "Blood Moon", "Galerider Sliver",
          "Metallic Sliver", "Serra Angel", "Grizzly Bears", "Youthful Knight", "Forest",
          "Plains", "Urborg, Tomb of Yawgmoth", "Azorius Guildgate"],
    "B": ["Bad Moon", "Tempered Steel", "Vampire Nighthawk", "Ornithopter", "Nightmare",
          "Wind Drake", "Swamp", "Swamp", "Island", "Seat of the Synod"],
}


def board() -> Game:
    game = Game([["Wastes"] * 20, ["Wastes"] * 20], names=["A", "B"], seed=0, start=False,
                mulligans=False)
    for who, cards in BOARD.items():
        for name in cards:
            place(game, who, name)
    game.start(turn=3, active="A", step="main1")
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    crusade = next(o for o in game.battlefield if game.objects[o].name == "Crusade")
    game.effects = [
        ContinuousEffect((bears,), game.new_timestamp(), power=3, toughness=3),
        ContinuousEffect((crusade,), game.new_timestamp(), until="",
                         text_changes=(("white", "black"),))]
    game.touch()
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()
    game = board()
    permanents = [game.objects[o] for o in game.battlefield]
    statics = sum(len(o.card.statics) for o in permanents)
    start = time.perf_counter()
    for _ in range(args.rounds):
        game.touch()
        for obj in permanents:
            game.chars(obj)
    elapsed = time.perf_counter() - start
    print(json.dumps({"permanents": len(permanents), "effects": statics + len(game.effects),
                      "recompute_us": round(elapsed / args.rounds * 1e6, 1)}))


if __name__ == "__main__":
    main()
