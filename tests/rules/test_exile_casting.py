"""Casting later from exile: madness (702.35), foretell (702.143), plot (702.170).

What the scenarios can't see: a foretold card's hidden information (406.3, 702.143a: only its
owner may look at it) in each player's view and log, its lack of characteristics in exile
(406.3a), the reveal when the game ends (702.143f), and illegal special actions."""

from __future__ import annotations

import json

import pytest
from helpers import arranged, chars, choose, hand, lands, logged, pass_until

from manastack.game.decisions import PASS, Foretell, IllegalAction, Plot
from manastack.game.view import view


def _foretold(game):  # type: ignore[no-untyped-def]
    lands(game, "Ann", "Island", "Island")
    (card,) = hand(game, "Ann", "Saw It Coming")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Foretell(card))
    choose(game)
    (exiled,) = game.exile
    return exiled


def test_foretold_card_is_face_down_and_hidden_from_the_opponent() -> None:
    game = arranged()
    exiled = _foretold(game)
    ch = chars(game, exiled)  # 406.3a: no characteristics
    assert (ch.name, ch.types, ch.colors, ch.mana_value) == ("", frozenset(), frozenset(), 0)
    seen = json.dumps(view(game, "Bo"))
    assert "Saw It Coming" not in seen
    (entry,) = view(game, "Bo")["exile"]
    assert entry["face_down"] and "face_up" not in entry
    (mine,) = view(game, "Ann")["exile"]
    assert mine["face_up"] == "Saw It Coming"  # 702.143a: she may look at it
    assert any("foretells Saw It Coming" in line for line in view(game, "Ann")["log"])
    assert any("foretells a card" in line for line in view(game, "Bo")["log"])


def test_foretold_cards_are_revealed_at_the_end_of_the_game() -> None:
    game = arranged()
    _foretold(game)
    game.concede(game.player_named("Bo").id)
    assert logged(game, "702.143f", "Saw It Coming")


def test_foretell_and_plot_are_refused_outside_their_timing() -> None:
    game = arranged()
    lands(game, "Ann", "Island", "Island", "Island", "Island")
    saw, djinn = hand(game, "Ann", "Saw It Coming", "Djinn of Fool's Fall")
    game.start(turn=4, active="Bo", step="main1")
    game.submit(PASS)  # Ann has priority in Bo's main phase
    with pytest.raises(IllegalAction) as err:  # 116.2h: only during her own turn
        game.submit(Foretell(saw))
    assert err.value.rule == "116.2h"
    with pytest.raises(IllegalAction) as err:  # 116.2k: only in her own main phase
        game.submit(Plot(djinn))
    assert err.value.rule == "116.2k"
    pass_until(game, lambda g, d: g.turn == 5 and g.step == "main1" and d.kind == "priority")
    game.submit(Plot(djinn))
    choose(game)
    assert logged(game, "702.170a", "plots Djinn of Fool's Fall")


def test_madness_discard_to_hand_size_casts_in_the_cleanup_step() -> None:
    """514.1, 514.3a, 702.35a: a madness card discarded to hand size is exiled; its trigger gives
    players priority in the cleanup step, and the owner casts it there for its madness cost."""
    game = arranged()
    lands(game, "Ann", "Mountain")
    temper, *_ = hand(game, "Ann", "Fiery Temper", *["Plains"] * 7)
    game.start(turn=3, active="Ann", step="end")
    pass_until(game, lambda g, d: d.kind == "discard")
    choose(game, [temper])
    pass_until(game, lambda g, d: d.kind == "may")
    assert game.step == "cleanup"
    choose(game, True, game.player_named("Bo").id)
    assert logged(game, "601.2i", "Fiery Temper targeting Bo with madness")
    pass_until(game, lambda g, d: not g.stack and d.kind == "priority")
    assert game.player_named("Bo").life == 17
