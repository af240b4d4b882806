"""Continuous effects applied in layers (613): types, colors, abilities, then power/toughness
(7b set, 7c modify and counters, 7d switch), each layer in timestamp order."""

from __future__ import annotations

from helpers import arranged, cast, place, resolve_stack

from manastack import Game


def board(*cards: str, creature: str = "Serra Angel", counters: dict[str, int] | None = None
          ) -> tuple[Game, int, list[int]]:
    game = arranged()
    for land in ("Island", "Island", "Island", "Forest", "Forest", "Forest"):
        place(game, "Ann", land)
    target = place(game, "Bo", creature, counters=counters)
    spells = [place(game, "Ann", c, "hand") for c in cards]
    game.start(turn=3, active="Ann", step="main1")
    return game, target, spells


def test_turn_to_frog_works_in_layers_4_5_6_and_7b() -> None:
    game, angel, (frog,) = board("Turn to Frog")
    cast(game, frog, angel)
    resolve_stack(game)
    ch = game.chars(game.objects[angel])
    assert (ch.power, ch.toughness) == (1, 1)  # 7b
    assert ch.subtypes == ("Frog",) and ch.colors == {"U"}  # 4, 5
    assert ch.keywords == frozenset()  # 6: loses flying and vigilance
    assert "Creature" in ch.types


def test_setting_power_comes_before_modifying_it_and_counters() -> None:
    game, angel, (growth, frog) = board("Giant Growth", "Turn to Frog", counters={"+1/+1": 2})
    cast(game, growth, angel)  # earlier timestamp, but 7c applies after 7b
    resolve_stack(game)
    cast(game, frog, angel)
    resolve_stack(game)
    ch = game.chars(game.objects[angel])
    assert (ch.power, ch.toughness) == (1 + 3 + 2, 1 + 3 + 2)


def test_switching_comes_after_everything_else() -> None:
    game, bears, (image, growth) = board("Twisted Image", "Giant Growth", creature="Wall of Stone")
    cast(game, image, bears)  # 0/8 -> 8/0 ... but switching is applied last (7d)
    resolve_stack(game)
    assert bears not in game.battlefield  # 8/0 dies (704.5f)

    game, wall, (image, growth) = board("Twisted Image", "Giant Growth", creature="Wall of Stone")
    cast(game, image, wall)
    cast(game, growth, wall)  # in response: +3/+3 first, then the switch
    resolve_stack(game)
    ch = game.chars(game.objects[wall])
    assert (ch.power, ch.toughness) == (11, 3)  # (0+3)/(8+3) switched


def test_a_creature_that_lost_its_abilities_has_no_triggered_abilities() -> None:
    game = arranged()
    for land in ("Island", "Island", "Plains"):
        place(game, "Ann", land)
    warden = place(game, "Ann", "Soul Warden")
    frog = place(game, "Ann", "Turn to Frog", "hand")
    bears = place(game, "Ann", "Isamaru, Hound of Konda", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, frog, warden)
    resolve_stack(game)
    cast(game, bears)
    resolve_stack(game)
    assert game.player_named("Ann").life == 20  # Soul Warden's ability is gone (613.1f)


def test_a_type_change_counts_for_a_static_ability_that_looks_at_types() -> None:
    """613.8a: Liquimetal Coating makes Grizzly Bears an artifact (layer 4), so Tempered Steel's
    "Artifact creatures you control get +2/+2" (layer 7c) applies to it."""
    from helpers import activate

    game = arranged()
    coating = place(game, "Ann", "Liquimetal Coating")
    place(game, "Ann", "Tempered Steel")
    bears = place(game, "Ann", "Grizzly Bears")
    thopter = place(game, "Ann", "Ornithopter")
    game.start(turn=3, active="Ann", step="main1")
    assert (game.chars(game.objects[thopter]).power, game.chars(game.objects[bears]).power) == (
        2, 2)
    activate(game, coating, bears)
    resolve_stack(game)
    ch = game.chars(game.objects[bears])
    assert "Artifact" in ch.types and (ch.power, ch.toughness) == (4, 4)


def test_a_characteristic_defining_ability_works_in_layer_7a_and_in_every_zone() -> None:
    """604.3, 613.4a, 208.3: Nightmare counts its controller's Swamps, even in hand; setting base
    power and toughness (7b) overrides it, modifications (7c) add to it."""
    game = arranged()
    for land in ("Swamp", "Swamp", "Swamp", "Island", "Island", "Forest"):
        place(game, "Ann", land)
    nightmare = place(game, "Ann", "Nightmare")
    in_hand = place(game, "Ann", "Nightmare", "hand")
    growth = place(game, "Ann", "Giant Growth", "hand")
    frog = place(game, "Ann", "Turn to Frog", "hand")
    game.start(turn=3, active="Ann", step="main1")
    assert (game.chars(game.objects[nightmare]).power, game.chars(game.objects[in_hand]).power) == (
        3, 3)
    cast(game, growth, nightmare)
    resolve_stack(game)
    assert game.chars(game.objects[nightmare]).toughness == 6
    cast(game, frog, nightmare)
    resolve_stack(game)
    ch = game.chars(game.objects[nightmare])
    assert (ch.power, ch.toughness) == (4, 4)  # 1/1 base (7b) then +3/+3 (7c)


def test_an_arranged_start_forgets_characteristics_seen_before_it() -> None:
    """611.3a: "During your turn, this creature has first strike" doesn't apply on the opponent's
    turn, even when the arranged board was looked at before the game started."""
    game = arranged()
    invader = place(game, "Ann", "Ahn-Crop Invader")
    assert "first strike" in game.chars(game.objects[invader]).keywords  # Ann is active by default
    game.start(turn=3, active="Bo", step="main1")
    assert "first strike" not in game.chars(game.objects[invader]).keywords
