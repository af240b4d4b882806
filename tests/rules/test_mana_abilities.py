"""Mana abilities (605), "could produce" (106.7) and mana production events (106.12)."""

from __future__ import annotations

from helpers import arranged

from manastack import Game
from manastack.game.decisions import Activate
from manastack.game.setup import place
from manastack.rules.mana_abilities import could_produce


def board(ann: list[str], bo: list[str] = (), hand: list[str] = ()  # type: ignore[assignment]
          ) -> tuple[Game, dict[str, list[int]]]:
    game = arranged()
    for name in hand:
        place(game, "Ann", name, "hand")
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


def _cast_divination(game: Game) -> None:
    from helpers import cast, resolve_stack

    card = game.player_named("Ann").hand[-1]
    assert game.objects[card].name == "Divination"
    before = len(game.player_named("Ann").hand)
    cast(game, card)
    resolve_stack(game)
    assert len(game.player_named("Ann").hand) == before - 1 + 2


def test_a_land_adding_two_colors_pays_two_symbols() -> None:
    """106.1: "Add {W}{U}." makes two mana, one of each color; both pay for a spell."""
    game, ids = board(["Azorius Chancery", "Island"], hand=["Divination"])
    _cast_divination(game)  # {2}{U}
    assert all(game.objects[i].tapped for i in ids["Azorius Chancery"] + ids["Island"])
    assert game.player_named("Ann").pool == [0] * 6


def test_five_mana_of_five_colors_pays_and_the_rest_floats() -> None:
    """Timeless Lotus makes {W}{U}{B}{R}{G} in one activation (106.4): {2}{U} spends three of
    them and the other two stay in the pool (106.4, 500.4 only empties it as the step ends)."""
    game, ids = board(["Timeless Lotus"], hand=["Divination"])
    _cast_divination(game)
    assert game.objects[ids["Timeless Lotus"][0]].tapped
    pool = game.player_named("Ann").pool
    assert sum(pool) == 2 and pool[1] == 0 and pool[5] == 0

