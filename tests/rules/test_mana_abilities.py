"""Mana abilities (605), "could produce" (106.7) and mana production events (106.12)."""

from __future__ import annotations

from helpers import arranged

from manastack import Game
from manastack.game.decisions import Activate
from manastack.game.setup import place
from manastack.rules.mana_abilities import could_produce


def board(ann: list[str], bo: list[str] = ()) -> tuple[Game, dict[str, list[int]]]:  # type: ignore[assignment]
    game = arranged()
    ids: dict[str, list[int]] = {}
    for who, names in (("Ann", ann), ("Bo", bo)):
        for name in names:
            ids.setdefault(name, []).append(place(game, who, name))
    game.start(turn=3, active="Ann", step="main1")
    return game, ids


def produce(game: Game, oid: int) -> set[str]:
    return set(could_produce(game, game.objects[oid]))


def test_could_produce_follows_lands_and_ignores_loops() -> None:
    game, ids = board(["Reflecting Pool", "Reflecting Pool", "Forest", "Wastes"],
                      ["Island", "Wastes"])
    pool = ids["Reflecting Pool"][0]
    assert produce(game, pool) == {"G", "C"}  # any type: colorless too; the other Pool adds none
    game, ids = board(["Exotic Orchard", "Fellwar Stone"], ["Island", "Wastes"])
    assert produce(game, ids["Exotic Orchard"][0]) == {"U"}  # any color: not {C}
    assert produce(game, ids["Fellwar Stone"][0]) == {"U"}


def test_could_produce_applies_replacement_effects() -> None:
    game, ids = board(["Reflecting Pool", "Forest", "Contamination"])
    assert produce(game, ids["Forest"][0]) == {"B"}
    assert produce(game, ids["Reflecting Pool"][0]) == {"B"}


def test_a_tapped_for_mana_replacement_multiplies_each_mana() -> None:
    game, ids = board(["Forest", "Mana Reflection", "Mana Reflection"])
    game.submit(Activate(ids["Forest"][0], 0))
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 4, 0]


def test_a_mana_ability_with_a_sacrifice_cost_asks_for_the_color_and_is_paid() -> None:
    game, ids = board(["Lotus Petal"])
    petal = ids["Lotus Petal"][0]
    game.submit(Activate(petal, 0))
    d = game.pending()
    assert d.kind == "mana_color" and len(d.options) == 5
    game.submit(next(o for o in d.options if o.value == "R"))
    assert game.player_named("Ann").pool == [0, 0, 0, 1, 0, 0]
    assert petal not in game.battlefield  # sacrificed as part of the cost (605.3b)
    assert [game.objects[i].name for i in game.player_named("Ann").graveyard] == ["Lotus Petal"]
