"""Player designations as game state: the monarch (724) copies with the game, shows in every
player's view, and survives a save/replay of the game's answers."""

from __future__ import annotations

from helpers import arranged, cast, place, resolve

from manastack import Game, agents


def test_monarch_copies_and_shows_in_the_view() -> None:
    game = arranged()
    sentinels = place(game, "Ann", "Palace Sentinels", "hand")
    for _ in range(4):
        place(game, "Ann", "Plains")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sentinels)
    resolve(game)  # the creature spell
    copy = game.copy()
    resolve(game)  # its enters trigger (724.1)
    ann = game.player_named("Ann").id
    assert game.monarch == ann and copy.monarch is None
    later = game.copy()
    assert later.monarch == ann
    later.monarch = None
    assert game.monarch == ann
    view = game.view("Bo")
    assert view["monarch"] == "Ann"
    assert [p["monarch"] for p in view["players"]] == [True, False]


def test_monarch_survives_save_and_load() -> None:
    deck = ["Plains"] * 17 + ["Palace Sentinels"] * 23
    game = Game([deck, deck], names=["Ann", "Bo"], seed=3)
    game.play([agents.HeuristicAgent(1), agents.HeuristicAgent(2)], max_decisions=400)
    again = Game.load(game.save())
    assert again.monarch == game.monarch
    assert any(e.rule == "724.3" for e in game.log)
