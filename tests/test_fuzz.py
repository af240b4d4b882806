"""The fuzzer (manastack.fuzz, bench/fuzz.py): a short seeded slice of random 2-6 player games
keeps every invariant; a failure is written as a record that replays the game; and each
invariant does catch the state it forbids."""

from __future__ import annotations

import json

import pytest

from manastack import Game
from manastack import fuzz as fuzz_module
from manastack.fuzz import Caps, run
from manastack.game.invariants import (
    InvariantBroken,
    check_cards,
    check_life,
    check_views,
    check_zones,
)


def test_a_seeded_slice_of_random_games_keeps_every_invariant() -> None:
    report = run(2, seed=2026, caps=Caps(decisions=4000, seconds=120))
    assert report.games == 2 and report.decisions > 100
    assert not report.failures, [f["error"] + "\n" + f["traceback"] for f in report.failures]


def test_a_failure_is_written_as_a_record_that_replays_the_game(monkeypatch, tmp_path) -> None:
    calls = []

    def breaks_at_the_tenth(game, sizes, views=False):
        calls.append(1)
        if len(calls) == 10:
            raise InvariantBroken("planted")

    monkeypatch.setattr(fuzz_module, "check", breaks_at_the_tenth)
    report = run(1, seed=5, out=tmp_path)
    (failure,) = report.failures
    saved = json.loads((tmp_path / "fuzz-failure-5.json").read_text(encoding="utf-8"))
    assert saved["error"] == "InvariantBroken: planted" and saved["decisions"] == 9
    replayed = Game.load(saved["record"])
    assert len(replayed.answers) == 9 and replayed.pending() is not None


def _game() -> Game:
    return Game([["Forest"] * 20] * 2, names=["Ann", "Bo"], seed=1, mulligans=False)


def test_the_zone_invariant_catches_an_object_in_two_zones() -> None:
    game = _game()
    check_zones(game)
    ann = game.players[0]
    ann.graveyard.append(ann.hand[0])
    with pytest.raises(InvariantBroken, match="is in hand and graveyard|listed in graveyard"):
        check_zones(game)


def test_the_card_invariant_catches_a_lost_card() -> None:
    game = _game()
    sizes = {p.id: 20 for p in game.players}
    check_cards(game, sizes)
    ann = game.players[0]
    del game.objects[ann.library.pop()]
    with pytest.raises(InvariantBroken, match="Ann owns 19 cards"):
        check_cards(game, sizes)


def test_the_view_invariant_catches_a_shown_hidden_card(monkeypatch) -> None:
    game = _game()
    check_views(game)
    bo_card = game.players[1].hand[0]
    real = Game.view

    def leaky(self, player):
        seen = real(self, player)
        seen["peek"] = {"id": bo_card}
        return seen

    monkeypatch.setattr(Game, "view", leaky)
    with pytest.raises(InvariantBroken, match="Ann's view shows hidden objects"):
        check_views(game)


def test_the_life_invariant_follows_gains_losses_and_damage_and_catches_a_change() -> None:
    from helpers import arranged

    from manastack.game.decisions import Cast, Pass
    from manastack.game.setup import place

    game = arranged()
    for _ in range(3):
        place(game, "Ann", "Mountain")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    game.start(turn=3, active="Ann", step="main1")
    bo = game.player_named("Bo")
    game.submit(Cast(bolt))
    while (d := game.pending()).kind != "priority" or game.stack:
        game.submit(Pass() if d.kind == "priority" else
                    next((o for o in d.options if o.value == bo.id), d.options[0]))
    assert bo.life == 17
    check_life(game)  # 20 - 3 damage (120.3a)
    bo.life -= 1  # a change no log entry accounts for
    with pytest.raises(InvariantBroken, match="Bo has 16 life, but the log accounts for 17"):
        check_life(game)
