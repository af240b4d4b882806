"""Combat (506-511) and the combat keywords (702)."""

from __future__ import annotations

import pytest
from helpers import arranged

from manastack import Game, IllegalAction
from manastack.game.decisions import PASS, Cast, Pair
from manastack.game.setup import place


def to_attackers(game: Game) -> None:
    """Pass priority until the declare-attackers decision."""
    for _ in range(50):
        d = game.pending()
        if d.kind == "attackers":
            return
        game.submit(PASS)
    raise AssertionError("no attack declaration")


def pass_while(game: Game, kinds: tuple[str, ...] = ("priority",)) -> None:
    while game.pending() is not None and game.pending().kind in kinds and game.turn == 3:
        game.submit(PASS)


def attack(game: Game, *attackers: int) -> None:
    to_attackers(game)
    bo = game.player_named("Bo").id
    game.submit([Pair(a, bo) for a in attackers])


def block(game: Game, *pairs: tuple[int, int]) -> None:
    pass_while(game)
    d = game.pending()
    assert d.kind == "blockers"
    game.submit([Pair(b, a) for b, a in pairs])


def finish_combat(game: Game) -> None:
    while game.pending() is not None and game.step != "main2" and game.turn == 3:
        game.submit(PASS)


def life(game: Game, name: str) -> int:
    return game.player_named(name).life


def setup(ann: list[str], bo: list[str], sick: bool = False) -> tuple[Game, list[int], list[int]]:
    game = arranged()
    a = [place(game, "Ann", n, sick=sick) for n in ann]
    b = [place(game, "Bo", n) for n in bo]
    game.start(turn=3, active="Ann", step="main1")
    return game, a, b


def test_unblocked_attacker_damages_the_player_and_taps() -> None:
    game, (bears,), _ = setup(["Grizzly Bears"], [])
    attack(game, bears)
    assert game.objects[bears].tapped  # 508.1f
    finish_combat(game)
    assert life(game, "Bo") == 18


def test_vigilance_doesnt_tap_and_flying_cant_be_blocked_by_ground_creatures() -> None:
    game, (angel,), (bears,) = setup(["Serra Angel"], ["Grizzly Bears"])
    attack(game, angel)
    assert not game.objects[angel].tapped  # 702.20b
    pass_while(game)
    # 702.9b: Grizzly Bears can't block a flyer, so Bo has no blocker decision at all
    finish_combat(game)
    assert life(game, "Bo") == 16


def test_reach_blocks_flying() -> None:
    game, (drake,), (spider,) = setup(["Wind Drake"], ["Giant Spider"])
    attack(game, drake)
    block(game, (spider, drake))
    finish_combat(game)
    assert drake not in game.battlefield and spider in game.battlefield
    assert life(game, "Bo") == 20


def test_summoning_sick_creatures_and_defenders_cant_attack_but_haste_can() -> None:
    game, (bears, goblin, _wall), _ = setup(["Grizzly Bears", "Raging Goblin", "Wall of Stone"],
                                            [], sick=True)
    to_attackers(game)
    attackers = {game.objects[o.a].name for o in game.pending().options}
    assert attackers == {"Raging Goblin"}  # 302.6, 702.10c, 702.3b
    with pytest.raises(IllegalAction):
        game.submit([Pair(bears, game.player_named("Bo").id)])


def test_menace_needs_two_blockers() -> None:
    game, (brute,), (b1, b2) = setup(["Boggart Brute"], ["Grizzly Bears", "Grizzly Bears"])
    attack(game, brute)
    pass_while(game)
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(b1, brute)])
    assert err.value.rule == "702.111b"
    game.submit([Pair(b1, brute), Pair(b2, brute)])
    pass_while(game)
    d = game.pending()
    assert d.kind == "damage" and d.total == 3  # 510.1c: Ann divides among the blockers
    game.submit({d.options[0]: 2, d.options[1]: 1})
    finish_combat(game)
    assert b1 not in game.battlefield and b2 in game.battlefield
    assert brute not in game.battlefield  # 2 + 2 damage to a 3/2


def test_trample_assigns_lethal_to_blockers_first() -> None:
    game, (wurm,), (bears,) = setup(["Colossal Dreadmaw"], ["Grizzly Bears"])
    attack(game, wurm)
    block(game, (bears, wurm))
    pass_while(game)
    d = game.pending()
    assert d.kind == "damage" and d.total == 6
    bears_opt, bo_opt = d.options
    with pytest.raises(IllegalAction) as err:
        game.submit({bears_opt: 1, bo_opt: 5})
    assert err.value.rule == "702.19b"
    game.submit({bears_opt: 2, bo_opt: 4})
    finish_combat(game)
    assert life(game, "Bo") == 16 and bears not in game.battlefield


def test_deathtouch_kills_with_one_damage_and_makes_trample_lethal_one() -> None:
    game, (rats,), (wurm,) = setup(["Typhoid Rats"], ["Colossal Dreadmaw"])
    attack(game, rats)
    block(game, (wurm, rats))
    finish_combat(game)
    assert wurm not in game.battlefield and rats not in game.battlefield
    assert any(e.rule == "704.5h" for e in game.log)


def test_lifelink_gains_life_as_damage_is_dealt() -> None:
    game, (child,), _ = setup(["Child of Night"], [])
    attack(game, child)
    finish_combat(game)
    assert life(game, "Ann") == 22 and life(game, "Bo") == 18
    assert any(e.rule == "702.15b" for e in game.log)


def test_first_strike_kills_before_the_blocker_strikes_back() -> None:
    game, (knight,), (goblin,) = setup(["Youthful Knight"], ["Raging Goblin"])
    attack(game, knight)
    block(game, (goblin, knight))
    finish_combat(game)
    assert knight in game.battlefield and goblin not in game.battlefield
    assert game.objects[knight].damage == 0


def test_double_strike_deals_damage_in_both_steps() -> None:
    game, (ace,), _ = setup(["Fencing Ace"], [])
    attack(game, ace)
    finish_combat(game)
    damage = [e for e in game.log if e.kind == "damage"]
    assert [e.step for e in damage] == ["first_strike_damage", "combat_damage"]
    assert life(game, "Bo") == 18


def test_indestructible_survives_lethal_damage() -> None:
    game, (myr,), (ogre,) = setup(["Darksteel Myr"], ["Gray Ogre"])
    attack(game, myr)
    block(game, (ogre, myr))
    finish_combat(game)
    assert myr in game.battlefield and game.objects[myr].damage == 2


def test_hexproof_cant_be_targeted_by_an_opponent() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    scout = place(game, "Bo", "Gladecover Scout")
    bears = place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bolt))
    values = {o.value for o in game.pending().options}
    assert scout not in values and bears in values  # 702.11b


def test_flash_creature_can_be_cast_in_combat() -> None:
    game = arranged()
    attacker = place(game, "Ann", "Grizzly Bears")
    for _ in range(2):
        place(game, "Bo", "Forest")
    viper = place(game, "Bo", "Ambush Viper", "hand")
    game.start(turn=3, active="Ann", step="main1")
    attack(game, attacker)
    d = game.pending()
    assert d.kind == "priority" and game.player(d.player).name == "Ann"
    game.submit(PASS)
    d = game.pending()
    assert any(isinstance(o, Cast) and o.card == viper for o in d.options)  # 702.8a


def test_lifelink_damage_to_several_creatures_is_one_life_gain() -> None:
    game, (hawk, pridemate), (s1, s2) = setup(["Vampire Nighthawk", "Ajani's Pridemate"],
                                              ["Giant Spider", "Giant Spider"])
    attack(game, hawk)
    block(game, (s1, hawk), (s2, hawk))
    pass_while(game)
    d = game.pending()
    game.submit({d.options[0]: 1, d.options[1]: 1})
    finish_combat(game)
    gains = [e for e in game.log if e.kind == "gain_life"]
    assert [e.text for e in gains] == ["Ann gains 2 life (22)"]  # 702.15b, 119.9
    assert game.objects[pridemate].counters == {"+1/+1": 1}


def test_unoffered_declarations_are_refused_with_their_rule() -> None:
    game, (bears, elves), (spider,) = setup(["Grizzly Bears", "Llanowar Elves"], ["Giant Spider"])
    game.objects[elves].control_turn = game.turn  # it came under Ann's control this turn
    to_attackers(game)
    bo = game.player_named("Bo").id
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(elves, bo)])
    assert err.value.rule == "302.6"
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(spider, bo)])
    assert err.value.rule == "508.1a"
    game.submit([Pair(bears, bo)])
    assert "Grizzly Bears attacks Bo" in game.log[-1].text  # the offered option's label


def test_that_player_of_a_combat_damage_trigger_is_the_player_dealt_damage() -> None:
    """510.2, 603.2: "Whenever this creature deals combat damage to a player, that player
    discards a card": the damaged player discards, not the creature's controller."""
    game = arranged()
    specter = place(game, "Ann", "Blazing Specter")
    place(game, "Ann", "Plains", "hand")
    place(game, "Bo", "Plains", "hand")
    game.start(turn=3, active="Ann", step="main1")
    attack(game, specter)
    while game.pending() is not None and game.step != "main2":
        d = game.pending()
        game.submit(PASS if d.kind == "priority" else d.options[:d.min] if d.shape == "subset"
                    else d.options[0])
    assert len(game.player_named("Bo").hand) == 0 and len(game.player_named("Bo").graveyard) == 1
    assert len(game.player_named("Ann").hand) == 1
