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


def test_ring_bearer_copies_shows_is_legendary_and_ends_on_control_change() -> None:
    """701.54a-c: the Ring's count and the Ring-bearer are game state: copied, in the view; the
    Ring-bearer is legendary (layer 4) until another player gains control of it."""
    from manastack.rules.control import gain_control

    game = arranged()
    escape = place(game, "Ann", "Birthday Escape", "hand")
    place(game, "Ann", "Island")
    giant = place(game, "Ann", "Hill Giant")
    place(game, "Ann", "Forest", "library")
    game.start(turn=3, active="Ann", step="main1")
    assert "Legendary" not in game.chars(game.objects[giant]).supertypes
    cast(game, escape)
    copy = game.copy()
    resolve(game)
    ann = game.player_named("Ann").id
    assert game.ring_tempted == {ann: 1} and game.ring_bearers == {ann: giant}
    assert copy.ring_tempted == {} and copy.ring_bearers == {}
    later = game.copy()
    assert later.ring_bearers == {ann: giant}
    assert "Legendary" in game.chars(game.objects[giant]).supertypes
    mine = next(p for p in game.view("Ann")["players"] if p["name"] == "Ann")
    assert mine["ring_tempted"] == 1 and mine["ring_bearer"] == giant
    gain_control(game, (giant,), game.player_named("Bo").id, "", "test")
    assert game.ring_bearers == {} and "Legendary" not in game.chars(game.objects[giant]).supertypes


def test_ring_survives_save_and_load() -> None:
    deck = ["Island"] * 17 + ["Birthday Escape"] * 10 + ["Hill Giant"] * 13
    game = Game([deck, deck], names=["Ann", "Bo"], seed=5)
    game.play([agents.HeuristicAgent(1), agents.HeuristicAgent(2)], max_decisions=400)
    assert game.ring_tempted
    again = Game.load(game.save())
    assert again.ring_tempted == game.ring_tempted and again.ring_bearers == game.ring_bearers
