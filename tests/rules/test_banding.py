"""Banding (702.22): attacking bands, blocking a band, dividing damage."""

from __future__ import annotations

import pytest
from helpers import arranged

from manastack import Game, IllegalAction
from manastack.game.decisions import PASS, Pair
from manastack.game.setup import place
from manastack.rules.combat import band_mates, remove_from_combat


def _attack(ann: list[str]) -> tuple[Game, list[int]]:
    game = arranged()
    ids = [place(game, "Ann", n) for n in ann]
    place(game, "Bo", "Hill Giant")
    game.start(turn=3, active="Ann", step="main1")
    while game.pending().kind != "attackers":
        game.submit(PASS)
    bo = game.player_named("Bo").id
    game.submit([Pair(a, bo) for a in ids])
    return game, ids


def test_no_bands_decision_without_a_creature_with_banding() -> None:
    game, _ = _attack(["Grizzly Bears", "Savannah Lions"])
    assert game.pending().kind != "bands"


def test_bands_options_grow_with_members_times_banders_not_partitions() -> None:
    """702.22c: one pair per (member, creature with banding), not one option per partition."""
    game, _ = _attack(["Benalish Hero"] * 4 + ["Grizzly Bears"] * 4)
    d = game.pending()
    assert d.kind == "bands" and d.shape == "pairs"
    assert len(d.options) == 4 * 7


def test_two_creatures_without_banding_are_refused_with_the_rule() -> None:
    game, (hero, bears, lions) = _attack(["Benalish Hero", "Grizzly Bears", "Savannah Lions"])
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(bears, lions)])
    assert err.value.rule == "702.22c"
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(bears, hero), Pair(lions, hero)])
    assert err.value.rule == "702.22c"


def test_pairs_join_into_one_band_and_a_creature_removed_from_combat_leaves_it() -> None:
    """702.22c: pairs chained through a creature form one band; 702.22f: a creature removed
    from combat is removed from its band."""
    game, (hero, wolves, bears) = _attack(["Benalish Hero", "Timber Wolves", "Grizzly Bears"])
    game.submit([Pair(wolves, hero), Pair(bears, wolves)])
    assert game.bands == (tuple(sorted((hero, wolves, bears))),)
    assert {o.id for o in band_mates(game, game.objects[bears])} == {hero, wolves}
    remove_from_combat(game, game.objects[hero])
    assert game.bands == (tuple(sorted((wolves, bears))),)
    assert [o.id for o in band_mates(game, game.objects[bears])] == [wolves]
    assert band_mates(game, game.objects[hero]) == []
    remove_from_combat(game, game.objects[wolves])
    assert game.bands == ()


def test_bands_end_with_combat() -> None:
    game, (hero, bears) = _attack(["Benalish Hero", "Grizzly Bears"])
    game.submit([Pair(bears, hero)])
    assert game.bands
    assert game.view("Ann")["bands"] == [sorted((hero, bears))]
    while game.step != "main2":
        d = game.pending()
        game.submit(PASS if d.kind == "priority" else d.neutral())
    assert game.bands == ()
