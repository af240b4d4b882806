"""Mana symbols in costs (107.4), mana value (202.3) and paying them (601.2g-h)."""

from __future__ import annotations

import pytest
from helpers import arranged

from manastack.game.decisions import PASS, Cast
from manastack.game.setup import place
from manastack.rules.mana import ManaCost, can_pay, snow_left, spend


@pytest.mark.parametrize(("cost", "value", "colors"), [
    ("{2}{R}{R}", 4, {"R"}),
    ("{X}{R}", 1, {"R"}),  # 202.3e: X is 0 off the stack
    ("{R/W}", 1, {"R", "W"}),  # 107.4e: a hybrid symbol is both colors
    ("{2/W}{2/W}{2/W}", 6, {"W"}),  # 202.3f: the largest component counts
    ("{G/P}", 1, {"G"}),  # 202.3g
    ("{1}{S}{S}", 3, set()),  # 107.4h: snow is neither a color nor a type of mana
    ("", 0, set()),
])
def test_mana_value_and_color(cost: str, value: int, colors: set[str]) -> None:
    parsed = ManaCost.parse(cost)
    assert parsed.mana_value == value
    assert parsed.colors() == colors


def test_unknown_symbols_are_refused() -> None:
    with pytest.raises(ValueError, match="unsupported mana symbol"):
        ManaCost.parse("{Q}")


def test_phyrexian_mana_can_be_paid_with_life() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    shot = place(game, "Ann", "Gut Shot", "hand")
    bo = game.player_named("Bo").id
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(shot))
    game.submit(next(o for o in game.pending().options if getattr(o, "value", None) == bo))
    d = game.pending()
    assert d.kind == "pay_mana"
    assert sorted(o.label for o in d.options) == ["Mountain (R)", "pay 2 life"]
    game.submit(next(o for o in d.options if o.label == "pay 2 life"))
    assert game.player_named("Ann").life == 18
    assert not any(o.tapped for o in game.permanents())
    game.submit(PASS)
    game.submit(PASS)
    assert game.player(bo).life == 19


def test_phyrexian_mana_with_no_mana_and_too_little_life_cant_be_cast() -> None:
    game = arranged()
    place(game, "Ann", "Gut Shot", "hand")
    game.players[0].life = 1
    game.start(turn=3, active="Ann", step="main1")
    assert not any(isinstance(o, Cast) for o in game.pending().options)  # 119.4


def test_hybrid_mana_is_paid_with_either_color() -> None:
    game = arranged()
    place(game, "Ann", "Plains")
    recruit = place(game, "Ann", "Boros Recruit", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(recruit))
    assert game.objects[game.stack[-1]].name == "Boros Recruit"
    assert [o.name for o in game.permanents() if o.tapped] == ["Plains"]


def test_monocolored_hybrid_can_be_paid_with_two_generic() -> None:
    game = arranged()
    for land in ("Plains", "Mountain", "Mountain", "Forest", "Forest"):
        place(game, "Ann", land)
    procession = place(game, "Ann", "Spectral Procession", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(procession))  # {W} + {2} + {2} with five lands
    if game.pending().kind == "pay_mana":
        game.submit(0)
    assert all(o.tapped for o in game.permanents())
    game.submit(PASS)
    game.submit(PASS)
    assert len([o for o in game.permanents() if o.token]) == 3


def test_generic_reductions_dont_affect_snow_symbols() -> None:
    """107.4h: effects that reduce the generic mana you pay don't affect {S}."""
    cost = ManaCost.parse("{1}{S}").plus_generic(-2)
    assert (cost.generic, cost.symbols) == (0, ("S",))


def test_snow_symbols_are_paid_only_with_snow_mana() -> None:
    """107.4h: a pool of {G}{G} of which one a snow source made pays {S} once, and a colored
    symbol is paid with the mana no snow source made, keeping the snow mana."""
    pool, snow = [0, 0, 0, 0, 2, 0], (0, 0, 0, 0, 1, 0)
    assert can_pay(pool, ManaCost.parse("{G}{S}"), snow)
    assert not can_pay(pool, ManaCost.parse("{S}{S}"), snow)
    assert not can_pay(pool, ManaCost.parse("{S}"))
    assert spend(pool, ManaCost.parse("{G}{S}"), snow) == [0] * 6
    assert snow_left(pool, snow, [0, 0, 0, 0, 1, 0], 0) == (0, 0, 0, 0, 1, 0)
    assert snow_left(pool, snow, [0, 0, 0, 0, 1, 0], 1) == ()
    with pytest.raises(ValueError, match="snow"):
        snow_left(pool, snow, [0, 0, 0, 0, 2, 0], 2)
