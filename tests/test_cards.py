"""Cards of the pool in real games: arranged boards, driven through the decision protocol."""

from __future__ import annotations

import pytest
from helpers import (
    activate,
    arranged,
    attack,
    block,
    cast,
    chars,
    choose,
    hand,
    ids,
    lands,
    life,
    logged,
    obj,
    pass_until,
    place,
    player,
    resolve,
    target_values,
    to_step,
    zone_names,
)

from manastack import Game, IllegalAction
from manastack.game.decisions import Activate, Cast


def started(game: Game, active: str = "Ann", step: str = "main1") -> Game:
    game.start(turn=3, active=active, step=step)
    return game


def combat_done(game: Game) -> None:
    to_step(game, "main2")


# ---- burn and X spells -----------------------------------------------------------------------


def test_shock_deals_2_damage_to_a_player() -> None:
    game = arranged()
    (shock,) = hand(game, "Ann", "Shock")
    lands(game, "Ann", "Mountain")
    started(game)
    cast(game, shock, "Bo")
    resolve(game)
    assert life(game, "Bo") == 18
    assert logged(game, "120.3a", "Shock deals 2 damage to Bo")
    assert zone_names(game, "Ann", "graveyard") == ["Shock"]


def test_lava_axe_targets_only_players_or_planeswalkers() -> None:
    game = arranged()
    (axe,) = hand(game, "Ann", "Lava Axe")
    lands(game, "Ann", *["Mountain"] * 5)
    place(game, "Bo", "Grizzly Bears")
    started(game)
    game.submit(Cast(axe))
    assert target_values(game) == {player(game, "Ann"), player(game, "Bo")}
    choose(game, "Bo")
    resolve(game)
    assert life(game, "Bo") == 15


def test_blaze_deals_x_damage_and_x_is_limited_by_the_mana_available() -> None:
    game = arranged()
    (blaze,) = hand(game, "Ann", "Blaze")
    lands(game, "Ann", *["Mountain"] * 4)
    giant = place(game, "Bo", "Hill Giant")
    started(game)
    game.submit(Cast(blaze))
    x = game.pending()
    assert x is not None and x.kind == "x" and x.max == 3
    choose(game, 3, giant)
    assert logged(game, "601.2i", "with X=3")
    resolve(game)
    assert ids(game, "Hill Giant", "graveyard") and logged(game, "704.5g", "Hill Giant")


def test_pyroclasm_damages_every_creature() -> None:
    game = arranged()
    (pyro,) = hand(game, "Ann", "Pyroclasm")
    lands(game, "Ann", "Mountain", "Mountain")
    place(game, "Ann", "Grizzly Bears")
    place(game, "Bo", "Child of Night")
    spider = place(game, "Bo", "Giant Spider")
    started(game)
    cast(game, pyro)
    resolve(game)
    assert {game.objects[i].name for i in game.battlefield} == {"Mountain", "Giant Spider"}
    assert obj(game, spider).damage == 2


# ---- removal and counterspells --------------------------------------------------------------


def test_doom_blade_and_go_for_the_throat_exclude_black_and_artifact_creatures() -> None:
    game = arranged()
    blade, throat = hand(game, "Ann", "Doom Blade", "Go for the Throat")
    lands(game, "Ann", "Swamp", "Swamp", "Swamp", "Swamp")
    rats = place(game, "Bo", "Typhoid Rats")
    myr = place(game, "Bo", "Darksteel Myr")
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    game.submit(Cast(blade))
    assert target_values(game) == {myr, bears}
    choose(game, myr)
    resolve(game)
    assert logged(game, "702.12b", "Darksteel Myr is indestructible")
    assert myr in game.battlefield
    game.submit(Cast(throat))
    assert target_values(game) == {rats, bears}
    choose(game, rats)
    resolve(game)
    assert ids(game, "Typhoid Rats", "graveyard")


def test_murder_destroys_and_unsummon_returns_to_the_owners_hand() -> None:
    game = arranged()
    murder, unsummon = hand(game, "Ann", "Murder", "Unsummon")
    lands(game, "Ann", "Swamp", "Swamp", "Swamp", "Island")
    giant = place(game, "Bo", "Hill Giant")
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    cast(game, unsummon, bears)
    resolve(game)
    assert zone_names(game, "Bo", "hand") == ["Grizzly Bears"]
    cast(game, murder, giant)
    resolve(game)
    assert logged(game, "701.8a", "Hill Giant")
    assert zone_names(game, "Bo", "graveyard") == ["Hill Giant"]


def test_counterspell_counters_a_creature_spell() -> None:
    game = arranged()
    (giant,) = hand(game, "Ann", "Hill Giant")
    (counter,) = hand(game, "Bo", "Counterspell")
    lands(game, "Ann", *["Mountain"] * 4)
    lands(game, "Bo", "Island", "Island")
    started(game)
    cast(game, giant)
    spell = game.stack[-1]
    pass_until(game, lambda g, d: d.player == player(g, "Bo"))
    cast(game, counter, spell)
    resolve(game)
    assert logged(game, "701.6a", "Hill Giant")
    assert zone_names(game, "Ann", "graveyard") == ["Hill Giant"]
    assert not game.stack and not ids(game, "Hill Giant")


def test_essence_scatter_needs_a_creature_spell_and_negate_a_noncreature_one() -> None:
    game = arranged()
    (shock,) = hand(game, "Ann", "Shock")
    scatter, negate = hand(game, "Bo", "Essence Scatter", "Negate")
    lands(game, "Ann", "Mountain")
    lands(game, "Bo", "Island", "Island")
    started(game)
    cast(game, shock, "Bo")
    decision = pass_until(game, lambda g, d: d.player == player(g, "Bo"))
    casts = {a.card for a in decision.options if isinstance(a, Cast)}
    assert casts == {negate}
    with pytest.raises(IllegalAction) as err:
        game.submit(Cast(scatter))
    assert err.value.rule == "601.2c"
    cast(game, negate, game.stack[-1])
    resolve(game)
    assert life(game, "Bo") == 20 and zone_names(game, "Ann", "graveyard") == ["Shock"]


# ---- card draw, discard, life, pump -------------------------------------------------------------


def test_nights_whisper_and_sign_in_blood_draw_two_and_lose_two() -> None:
    game = arranged()
    whisper, blood = hand(game, "Ann", "Night's Whisper", "Sign in Blood")
    lands(game, "Ann", *["Swamp"] * 4)
    started(game)
    cast(game, whisper)
    resolve(game)
    assert len(game.player_named("Ann").hand) == 3 and life(game, "Ann") == 18
    cast(game, blood, "Bo")
    resolve(game)
    assert len(game.player_named("Bo").hand) == 2 and life(game, "Bo") == 18


def test_mind_spring_draws_x_cards() -> None:
    game = arranged()
    (spring,) = hand(game, "Ann", "Mind Spring")
    lands(game, "Ann", *["Island"] * 5)
    started(game)
    cast(game, spring, 3)
    resolve(game)
    assert len(game.player_named("Ann").hand) == 3
    assert len(game.player_named("Ann").library) == 7


def test_mind_rot_makes_the_target_player_choose_two_discards() -> None:
    game = arranged()
    (rot,) = hand(game, "Ann", "Mind Rot")
    lands(game, "Ann", *["Swamp"] * 3)
    bolt, bears, giant = hand(game, "Bo", "Lightning Bolt", "Grizzly Bears", "Hill Giant")
    started(game)
    cast(game, rot, "Bo")
    resolve(game)
    decision = game.pending()
    assert decision.kind == "discard" and decision.player == player(game, "Bo")
    choose(game, [bears, giant])
    assert zone_names(game, "Bo", "hand") == ["Lightning Bolt"]
    assert logged(game, "701.9a", "Bo discards Hill Giant")


def test_hymn_to_tourach_discards_at_random_and_reproducibly() -> None:
    def play(seed: int) -> list[str]:
        game = arranged(seed=seed)
        (hymn,) = hand(game, "Ann", "Hymn to Tourach")
        lands(game, "Ann", "Swamp", "Swamp")
        hand(game, "Bo", "Shock", "Murder", "Unsummon", "Giant Growth")
        started(game)
        cast(game, hymn, "Bo")
        resolve(game)
        assert game.pending().kind == "priority"  # no one chooses the discards
        return zone_names(game, "Bo", "graveyard")

    first = play(1)
    assert len(first) == 2 and play(1) == first


def test_stream_of_life_and_revitalize_gain_life() -> None:
    game = arranged()
    stream, revitalize = hand(game, "Ann", "Stream of Life", "Revitalize")
    lands(game, "Ann", "Forest", "Forest", "Forest", "Plains", "Plains")
    started(game)
    cast(game, revitalize)
    resolve(game)
    assert life(game, "Ann") == 23 and len(game.player_named("Ann").hand) == 2
    cast(game, stream, 2, "Ann")
    resolve(game)
    assert life(game, "Ann") == 25 and logged(game, "119.3", "Ann gains 2 life")


def test_giant_growth_lasts_until_end_of_turn() -> None:
    game = arranged()
    (growth,) = hand(game, "Ann", "Giant Growth")
    lands(game, "Ann", "Forest")
    bears = place(game, "Ann", "Grizzly Bears")
    started(game)
    cast(game, growth, bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    pass_until(game, lambda g, d: g.turn == 4)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 2)
    assert logged(game, "514.2")


def test_disfigure_kills_through_toughness_even_an_indestructible_creature() -> None:
    game = arranged()
    (disfigure,) = hand(game, "Ann", "Disfigure")
    lands(game, "Ann", "Swamp")
    myr = place(game, "Bo", "Darksteel Myr")
    started(game)
    cast(game, disfigure, myr)
    resolve(game)
    assert logged(game, "704.5f", "Darksteel Myr") and ids(game, "Darksteel Myr", "graveyard")


def test_raise_the_alarm_creates_two_soldier_tokens() -> None:
    game = arranged()
    (alarm,) = hand(game, "Ann", "Raise the Alarm")
    lands(game, "Ann", "Plains", "Plains")
    started(game)
    cast(game, alarm)
    resolve(game)
    soldiers = ids(game, "Soldier Token")
    assert len(soldiers) == 2
    assert all(obj(game, s).token and chars(game, s).colors == {"W"} for s in soldiers)


def test_dark_ritual_adds_three_black_mana_to_spend() -> None:
    game = arranged()
    ritual, arena = hand(game, "Ann", "Dark Ritual", "Phyrexian Arena")
    lands(game, "Ann", "Swamp")
    started(game)
    cast(game, ritual)
    resolve(game)
    assert game.player_named("Ann").pool == [0, 0, 3, 0, 0, 0]
    cast(game, arena)
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 0, 0]
    resolve(game)
    assert ids(game, "Phyrexian Arena")


def test_zombify_returns_a_creature_card_whose_enter_trigger_then_triggers() -> None:
    game = arranged()
    (zombify,) = hand(game, "Ann", "Zombify")
    lands(game, "Ann", *["Swamp"] * 4)
    visionary = place(game, "Ann", "Elvish Visionary", "graveyard")
    place(game, "Bo", "Grizzly Bears", "graveyard")
    started(game)
    game.submit(Cast(zombify))
    assert target_values(game) == {visionary}  # only creature cards in your graveyard
    choose(game, visionary)
    resolve(game)
    (new,) = ids(game, "Elvish Visionary")
    assert obj(game, new).controller == player(game, "Ann") and logged(game, "110.2a")
    resolve(game)  # the enters trigger
    assert len(game.player_named("Ann").hand) == 1


# ---- keywords ----------------------------------------------------------------------------------


def test_flying_can_be_blocked_by_reach_but_not_by_a_ground_creature() -> None:
    game = arranged()
    drake = place(game, "Ann", "Wind Drake")
    spider = place(game, "Bo", "Giant Spider")
    place(game, "Bo", "Grizzly Bears")
    started(game)
    attack(game, [(drake, "Bo")])
    decision = pass_until(game, lambda g, d: d.kind == "blockers")
    assert {p.a for p in decision.options} == {spider}


def test_defender_cant_attack_and_vigilance_doesnt_tap() -> None:
    game = arranged()
    place(game, "Ann", "Wall of Stone")
    angel = place(game, "Ann", "Serra Angel")
    started(game)
    decision = pass_until(game, lambda g, d: d.kind == "attackers")
    assert {p.a for p in decision.options} == {angel}
    game.submit([(angel, player(game, "Bo"))])
    assert not obj(game, angel).tapped
    combat_done(game)
    assert life(game, "Bo") == 16


def test_menace_needs_two_blockers() -> None:
    game = arranged()
    brute = place(game, "Ann", "Boggart Brute")
    bears = place(game, "Bo", "Grizzly Bears")
    ogre = place(game, "Bo", "Gray Ogre")
    started(game)
    attack(game, [(brute, "Bo")])
    pass_until(game, lambda g, d: d.kind == "blockers")
    with pytest.raises(IllegalAction) as err:
        game.submit([(bears, brute)])
    assert err.value.rule == "702.111b"
    game.submit([(bears, brute), (ogre, brute)])
    combat_done(game)
    assert ids(game, "Boggart Brute", "graveyard")


def test_hexproof_stops_only_the_opponents_targeting() -> None:
    game = arranged()
    (ann_shock,) = hand(game, "Ann", "Shock")
    (bo_shock,) = hand(game, "Bo", "Shock")
    lands(game, "Ann", "Mountain")
    lands(game, "Bo", "Mountain")
    scout = place(game, "Ann", "Gladecover Scout")
    started(game)
    game.submit(Cast(ann_shock))
    assert scout in target_values(game)
    choose(game, "Bo")
    pass_until(game, lambda g, d: d.player == player(g, "Bo"))
    game.submit(Cast(bo_shock))
    assert scout not in target_values(game)


def test_flash_lets_ambush_viper_be_cast_on_the_opponents_turn_and_deathtouch_kills() -> None:
    game = arranged()
    (viper,) = hand(game, "Ann", "Ambush Viper")
    lands(game, "Ann", "Forest", "Forest")
    wurm = place(game, "Bo", "Craw Wurm")
    started(game, active="Bo")
    attack(game, [(wurm, "Ann")])
    pass_until(game, lambda g, d: d.player == player(g, "Ann"))
    cast(game, viper)
    resolve(game)
    (viper_id,) = ids(game, "Ambush Viper")
    block(game, [(viper_id, wurm)])
    combat_done(game)
    assert logged(game, "704.5h", "Craw Wurm") and ids(game, "Craw Wurm", "graveyard")
    assert life(game, "Ann") == 20


def test_trample_assigns_lethal_damage_first_and_the_rest_to_the_player() -> None:
    game = arranged()
    maw = place(game, "Ann", "Colossal Dreadmaw")
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    attack(game, [(maw, "Bo")])
    block(game, [(bears, maw)])
    decision = pass_until(game, lambda g, d: d.kind == "damage")
    bo = player(game, "Bo")
    with pytest.raises(IllegalAction) as err:
        game.submit({c: (6 if c.value == bo else 0) for c in decision.options})
    assert err.value.rule == "702.19b"
    game.submit({c: (4 if c.value == bo else 2) for c in decision.options})
    combat_done(game)
    assert life(game, "Bo") == 16 and ids(game, "Grizzly Bears", "graveyard")


def test_lifelink_and_deathtouch_on_vampire_nighthawk() -> None:
    game = arranged()
    hawk = place(game, "Ann", "Vampire Nighthawk")
    angel = place(game, "Bo", "Serra Angel")
    started(game)
    attack(game, [(hawk, "Bo")])
    block(game, [(angel, hawk)])
    combat_done(game)
    assert life(game, "Ann") == 22 and logged(game, "702.15b")
    assert ids(game, "Serra Angel", "graveyard") and ids(game, "Vampire Nighthawk", "graveyard")


def test_first_strike_kills_the_blocker_before_it_deals_damage() -> None:
    game = arranged()
    knight = place(game, "Ann", "Youthful Knight")
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    attack(game, [(knight, "Bo")])
    block(game, [(bears, knight)])
    combat_done(game)
    assert ids(game, "Grizzly Bears", "graveyard") and knight in game.battlefield


def test_double_strike_deals_damage_twice() -> None:
    game = arranged()
    ace = place(game, "Ann", "Fencing Ace")
    started(game)
    attack(game, [(ace, "Bo")])
    combat_done(game)
    assert life(game, "Bo") == 18


def test_haste_lets_a_creature_attack_the_turn_it_arrives() -> None:
    game = arranged()
    goblin = place(game, "Ann", "Raging Goblin", sick=True)
    bears = place(game, "Ann", "Grizzly Bears", sick=True)
    started(game)
    decision = pass_until(game, lambda g, d: d.kind == "attackers")
    assert {p.a for p in decision.options} == {goblin}
    assert bears in game.battlefield


# ---- triggered abilities -------------------------------------------------------------------------


def test_flametongue_kavu_must_target_itself_when_it_is_the_only_creature() -> None:
    game = arranged()
    (kavu,) = hand(game, "Ann", "Flametongue Kavu")
    lands(game, "Ann", *["Mountain"] * 4)
    started(game)
    cast(game, kavu)
    resolve(game)
    (kavu_id,) = ids(game, "Flametongue Kavu")
    assert target_values(game) == {kavu_id}
    choose(game, kavu_id)
    resolve(game)
    assert ids(game, "Flametongue Kavu", "graveyard")


def test_ravenous_chupacabra_destroys_only_an_opponents_creature() -> None:
    game = arranged()
    (chupa,) = hand(game, "Ann", "Ravenous Chupacabra")
    lands(game, "Ann", *["Swamp"] * 4)
    place(game, "Ann", "Grizzly Bears")
    giant = place(game, "Bo", "Hill Giant")
    started(game)
    cast(game, chupa)
    resolve(game)
    assert target_values(game) == {giant}
    choose(game, giant)
    resolve(game)
    assert ids(game, "Hill Giant", "graveyard")


def test_man_o_war_returns_a_creature_to_its_owners_hand() -> None:
    game = arranged()
    (mow,) = hand(game, "Ann", "Man-o'-War")
    lands(game, "Ann", *["Island"] * 3)
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    cast(game, mow)
    resolve(game)
    choose(game, bears)
    resolve(game)
    assert zone_names(game, "Bo", "hand") == ["Grizzly Bears"]


def test_gravedigger_may_return_a_creature_card() -> None:
    game = arranged()
    (digger,) = hand(game, "Ann", "Gravedigger")
    lands(game, "Ann", *["Swamp"] * 4)
    bears = place(game, "Ann", "Grizzly Bears", "graveyard")
    started(game)
    cast(game, digger)
    resolve(game)
    choose(game, bears)
    resolve(game)
    assert game.pending().kind == "may"
    choose(game, True)
    assert zone_names(game, "Ann", "hand") == ["Grizzly Bears"]


def test_gravedigger_trigger_is_removed_without_a_legal_target() -> None:
    game = arranged()
    (digger,) = hand(game, "Ann", "Gravedigger")
    lands(game, "Ann", *["Swamp"] * 4)
    place(game, "Bo", "Grizzly Bears", "graveyard")  # not in *your* graveyard
    started(game)
    cast(game, digger)
    resolve(game)
    assert logged(game, "603.3d", "Gravedigger") and not game.stack


def test_ravenous_rats_makes_an_opponent_discard() -> None:
    game = arranged()
    (rats,) = hand(game, "Ann", "Ravenous Rats")
    lands(game, "Ann", "Swamp", "Swamp")
    (shock,) = hand(game, "Bo", "Shock")
    started(game)
    cast(game, rats)
    resolve(game)
    assert target_values(game) == {player(game, "Bo")}
    choose(game, "Bo")
    resolve(game, [shock])
    assert zone_names(game, "Bo", "graveyard") == ["Shock"]


def test_festering_goblin_dies_and_shrinks_a_creature() -> None:
    game = arranged()
    (shock,) = hand(game, "Ann", "Shock")
    lands(game, "Ann", "Mountain")
    goblin = place(game, "Bo", "Festering Goblin")
    raging = place(game, "Ann", "Raging Goblin")
    started(game)
    cast(game, shock, goblin)
    resolve(game)
    decision = game.pending()
    assert decision.kind == "target" and decision.player == player(game, "Bo")
    choose(game, raging)
    resolve(game)
    assert logged(game, "704.5f", "Raging Goblin")


def test_doomed_traveler_leaves_a_flying_spirit() -> None:
    game = arranged()
    (shock,) = hand(game, "Ann", "Shock")
    lands(game, "Ann", "Mountain")
    traveler = place(game, "Ann", "Doomed Traveler")
    started(game)
    cast(game, shock, traveler)
    resolve(game)
    resolve(game)
    (spirit,) = ids(game, "Spirit Token")
    assert "flying" in chars(game, spirit).keywords
    assert obj(game, spirit).controller == player(game, "Ann")


def test_perilous_myr_deals_2_damage_when_it_dies() -> None:
    game = arranged()
    (shock,) = hand(game, "Ann", "Shock")
    lands(game, "Ann", "Mountain")
    myr = place(game, "Bo", "Perilous Myr")
    started(game)
    cast(game, shock, myr)
    resolve(game, "Ann")
    resolve(game)
    assert life(game, "Ann") == 18
    assert logged(game, "120.3a", "Perilous Myr deals 2 damage to Ann")


def test_upkeep_triggers_of_juzam_djinn_and_phyrexian_arena() -> None:
    game = arranged()
    place(game, "Ann", "Juzám Djinn")
    place(game, "Ann", "Phyrexian Arena")
    place(game, "Bo", "Phyrexian Arena")  # Bo's upkeep isn't now
    started(game, step="untap")
    decision = game.pending()
    assert decision.kind == "order_triggers"
    game.submit(list(decision.options))
    resolve(game)
    resolve(game)
    assert life(game, "Ann") == 18 and life(game, "Bo") == 20
    assert len(game.player_named("Ann").hand) == 1


def test_soul_warden_gains_life_and_ajanis_pridemate_grows() -> None:
    game = arranged()
    (bears,) = hand(game, "Ann", "Grizzly Bears")
    lands(game, "Ann", "Forest", "Forest")
    place(game, "Ann", "Soul Warden")
    mate = place(game, "Ann", "Ajani's Pridemate")
    started(game)
    cast(game, bears)
    resolve(game)  # Grizzly Bears
    resolve(game)  # Soul Warden's trigger
    assert life(game, "Ann") == 21
    resolve(game)  # Pridemate's trigger
    assert obj(game, mate).counters == {"+1/+1": 1} and chars(game, mate).power == 3


def test_sanguine_syphoner_drains_when_it_attacks() -> None:
    game = arranged()
    syphoner = place(game, "Ann", "Sanguine Syphoner")
    started(game)
    attack(game, [(syphoner, "Bo")])
    resolve(game)
    assert (life(game, "Ann"), life(game, "Bo")) == (21, 19)


def test_seasoned_marshal_taps_a_would_be_blocker() -> None:
    game = arranged()
    marshal = place(game, "Ann", "Seasoned Marshal")
    bears = place(game, "Bo", "Grizzly Bears")
    started(game)
    attack(game, [(marshal, "Bo")])
    choose(game, bears)
    resolve(game, True)
    assert obj(game, bears).tapped
    combat_done(game)  # Bo has no untapped creature: no blockers decision
    assert life(game, "Bo") == 18


def test_giant_badger_grows_when_it_blocks() -> None:
    game = arranged()
    giant = place(game, "Ann", "Hill Giant")
    badger = place(game, "Bo", "Giant Badger")
    started(game)
    attack(game, [(giant, "Bo")])
    block(game, [(badger, giant)])
    resolve(game)
    assert chars(game, badger).toughness == 4
    combat_done(game)
    assert ids(game, "Hill Giant", "graveyard") and badger in game.battlefield


def test_sacred_prey_gains_life_when_blocked_and_scroll_thief_draws_on_damage() -> None:
    game = arranged()
    prey = place(game, "Ann", "Sacred Prey")
    thief = place(game, "Ann", "Scroll Thief")
    wall = place(game, "Bo", "Wall of Stone")
    started(game)
    attack(game, [(prey, "Bo"), (thief, "Bo")])
    block(game, [(wall, prey)])
    resolve(game)
    assert life(game, "Ann") == 21
    pass_until(game, lambda g, d: bool(g.stack))
    resolve(game)
    assert life(game, "Bo") == 19 and len(game.player_named("Ann").hand) == 1
    assert thief in game.battlefield


# ---- activated abilities ---------------------------------------------------------------------


def test_prodigal_sorcerer_pings_but_not_while_summoning_sick() -> None:
    game = arranged()
    sorcerer = place(game, "Ann", "Prodigal Sorcerer")
    sick = place(game, "Ann", "Prodigal Sorcerer", sick=True)
    started(game)
    with pytest.raises(IllegalAction) as err:
        game.submit(Activate(sick, 0))
    assert err.value.rule == "302.6"
    activate(game, sorcerer, "Bo")
    resolve(game)
    assert life(game, "Bo") == 19 and obj(game, sorcerer).tapped


def test_anaba_shaman_needs_red_mana_and_tapping() -> None:
    game = arranged()
    shaman = place(game, "Ann", "Anaba Shaman")
    started(game)
    with pytest.raises(IllegalAction) as err:
        game.submit(Activate(shaman, 0))
    assert err.value.rule == "602.2b"  # no {R} to pay with
    game = arranged()
    shaman = place(game, "Ann", "Anaba Shaman")
    lands(game, "Ann", "Mountain")
    started(game)
    activate(game, shaman, "Bo")
    assert obj(game, shaman).tapped
    resolve(game)
    assert life(game, "Bo") == 19


def test_royal_assassin_destroys_only_a_tapped_creature() -> None:
    game = arranged()
    assassin = place(game, "Ann", "Royal Assassin")
    tapped = place(game, "Bo", "Hill Giant", tapped=True)
    place(game, "Bo", "Grizzly Bears")
    started(game)
    game.submit(Activate(assassin, 0))
    assert target_values(game) == {tapped}
    choose(game, tapped)
    resolve(game)
    assert ids(game, "Hill Giant", "graveyard")


def test_shivan_dragon_firebreathing_stacks_until_end_of_turn() -> None:
    game = arranged()
    dragon = place(game, "Ann", "Shivan Dragon")
    lands(game, "Ann", "Mountain", "Mountain")
    started(game)
    for _ in range(2):
        activate(game, dragon)
        resolve(game)
    assert (chars(game, dragon).power, chars(game, dragon).toughness) == (7, 5)
    pass_until(game, lambda g, d: g.turn == 4)
    assert chars(game, dragon).power == 5


def test_frozen_shade_pumps_power_and_toughness() -> None:
    game = arranged()
    shade = place(game, "Ann", "Frozen Shade")
    lands(game, "Ann", "Swamp")
    started(game)
    activate(game, shade)
    resolve(game)
    assert (chars(game, shade).power, chars(game, shade).toughness) == (1, 2)


def test_mogg_fanatic_is_sacrificed_as_a_cost_and_still_deals_damage() -> None:
    game = arranged()
    fanatic = place(game, "Ann", "Mogg Fanatic", sick=True)  # no {T}: sickness doesn't matter
    started(game)
    activate(game, fanatic, "Bo")
    assert ids(game, "Mogg Fanatic", "graveyard") and logged(game, "701.21a")
    resolve(game)
    assert life(game, "Bo") == 19
    assert logged(game, "120.3a", "Mogg Fanatic deals 1 damage to Bo")


def test_merfolk_looter_draws_then_discards() -> None:
    game = arranged()
    looter = place(game, "Ann", "Merfolk Looter")
    place(game, "Ann", "Shock", "library")
    started(game)
    activate(game, looter)
    resolve(game)
    decision = game.pending()
    assert decision.kind == "discard" and [c.label for c in decision.options] == ["Shock"]
    choose(game, [decision.options[0].value])  # the drawn card is a new object (400.7)
    assert zone_names(game, "Ann", "graveyard") == ["Shock"]


def test_birds_of_paradise_makes_mana_of_a_chosen_color() -> None:
    game = arranged()
    birds = place(game, "Ann", "Birds of Paradise")
    started(game)
    game.submit(Activate(birds, 0))
    assert game.pending().kind == "mana_color"
    choose(game, "U")
    assert game.player_named("Ann").pool == [0, 1, 0, 0, 0, 0]


def test_mind_stone_taps_for_colorless_or_is_sacrificed_to_draw() -> None:
    game = arranged()
    stone = place(game, "Ann", "Mind Stone")
    lands(game, "Ann", "Wastes")
    started(game)
    activate(game, stone, index=1)
    assert ids(game, "Mind Stone", "graveyard")
    resolve(game)
    assert len(game.player_named("Ann").hand) == 1
    game = arranged()
    stone = place(game, "Ann", "Mind Stone")
    started(game)
    game.submit(Activate(stone, 0))
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 0, 1]
