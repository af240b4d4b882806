"""Turn structure (500-514), lands (305), state-based actions (704) and winning (104)."""

from __future__ import annotations

import pytest
from helpers import arranged

from manastack import Game, IllegalAction
from manastack.game.decisions import NO, PASS, YES, Cast, Choice, PlayLand
from manastack.game.setup import place


def pass_until(game: Game, predicate) -> None:  # type: ignore[no-untyped-def]
    for _ in range(500):
        if game.pending() is None or predicate(game):
            return
        game.submit(PASS)
    raise AssertionError("never reached")


def test_each_step_gives_priority_and_combat_steps_are_skipped_without_attackers() -> None:
    game = arranged()
    game.start(turn=2, active="Ann", step="upkeep")
    visited = []
    while game.turn == 2:
        d = game.pending()
        if d.kind == "priority" and (not visited or visited[-1] != game.step):
            visited.append(game.step)
        game.submit(PASS)
    # 508.8: no attackers, so no declare blockers or combat damage step; 514.3 no priority
    # in cleanup
    assert visited == ["upkeep", "draw", "main1", "begin_combat", "declare_attackers",
                       "end_combat", "main2", "end"]


def test_the_starting_player_skips_their_first_draw() -> None:
    game = Game([["Forest"] * 20, ["Mountain"] * 20], names=["Ann", "Bo"], first=0,
                mulligans=False)
    assert len(game.player_named("Ann").hand) == 7
    pass_until(game, lambda g: g.turn == 2)
    assert len(game.player_named("Ann").hand) == 7
    assert any(e.rule == "103.8a" for e in game.log)
    pass_until(game, lambda g: g.step == "main1")
    assert len(game.player_named("Bo").hand) == 8


def test_one_land_per_turn() -> None:
    game = arranged()
    place(game, "Ann", "Forest", "hand")
    second = place(game, "Ann", "Forest", "hand")
    game.start(turn=3, active="Ann", step="main1")
    first = next(o for o in game.pending().options if isinstance(o, PlayLand))
    game.submit(first)
    with pytest.raises(IllegalAction) as err:
        game.submit(PlayLand(second))
    assert err.value.rule == "305.2"


def test_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    game = arranged()
    game.start(turn=3, active="Ann", step="upkeep")
    ann = game.player_named("Ann")
    for oid in list(ann.library):
        del game.objects[oid]
    ann.library.clear()
    pass_until(game, lambda g: g.result is not None)
    assert game.result.winner == "Bo"
    assert any(e.rule == "704.5b" for e in game.log)
    assert game.result.turns == 3


def test_lethal_damage_destroys_a_creature_and_zero_life_loses() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    place(game, "Ann", "Mountain")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    bolt2 = place(game, "Ann", "Lightning Bolt", "hand")
    bears = place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bolt))
    game.submit(next(o for o in game.pending().options if o.value == bears))
    pass_until(game, lambda g: not g.stack)
    bo = game.player_named("Bo")
    assert bears not in game.battlefield
    assert [game.objects[i].name for i in bo.graveyard] == ["Grizzly Bears"]
    assert any(e.rule == "704.5g" for e in game.log)
    bo.life = 3
    game.touch()
    game.submit(Cast(bolt2))
    game.submit(next(o for o in game.pending().options if o.value == bo.id))
    pass_until(game, lambda g: g.result is not None)
    assert game.result.winner == "Ann"
    assert any(e.render() == "704.5a: Bo loses the game (life 0)" for e in game.log)


def test_all_remaining_players_losing_at_once_is_a_draw() -> None:
    game = arranged()
    for p in game.players:
        p.life = 0
    game.start(turn=3, active="Ann", step="main1")
    assert game.result is not None and game.result.is_draw
    assert any(e.rule == "104.4a" for e in game.log)


def test_cleanup_discards_down_to_seven() -> None:
    game = arranged()
    for _ in range(9):
        place(game, "Ann", "Forest", "hand")
    game.start(turn=3, active="Ann", step="end")
    game.submit(PASS)
    game.submit(PASS)
    decision = game.pending()
    assert decision.kind == "discard" and decision.min == decision.max == 2
    with pytest.raises(IllegalAction):
        game.submit([decision.options[0]])
    game.submit(decision.options[:2])
    assert len(game.player_named("Ann").hand) == 7
    assert len(game.player_named("Ann").graveyard) == 2


def test_mulligan_draws_seven_and_bottoms_one() -> None:
    game = Game([["Forest"] * 20, ["Mountain"] * 20], names=["Ann", "Bo"], first=0)
    d = game.pending()
    assert d.kind == "mulligan" and game.player(d.player).name == "Ann"
    game.submit(Choice(False, "mulligan"))
    d = game.pending()  # 103.5: every player declares before anyone takes a mulligan
    assert d.kind == "mulligan" and game.player(d.player).name == "Bo"
    game.submit(Choice(True, "keep"))
    d = game.pending()
    assert d.kind == "bottom" and d.min == d.max == 1 and game.player(d.player).name == "Ann"
    game.submit([d.options[0]])
    d = game.pending()
    assert d.kind == "mulligan" and game.player(d.player).name == "Ann"
    game.submit(Choice(True, "keep"))
    ann = game.player_named("Ann")
    assert len(ann.hand) == 6 and len(ann.library) == 14


def test_zero_toughness_goes_to_the_graveyard_without_being_destroyed() -> None:
    game = arranged()
    place(game, "Ann", "Swamp")
    disfigure = place(game, "Ann", "Disfigure", "hand")
    myr = place(game, "Bo", "Darksteel Myr")  # indestructible 0/1
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(disfigure))
    game.submit(next(o for o in game.pending().options if o.value == myr))
    pass_until(game, lambda g: not g.stack)
    assert myr not in game.battlefield  # 704.5f ignores indestructible
    assert any(e.rule == "704.5f" for e in game.log)


def test_a_token_that_leaves_the_battlefield_ceases_to_exist() -> None:
    game = arranged()
    place(game, "Ann", "Plains")
    place(game, "Ann", "Plains")
    place(game, "Ann", "Island")
    alarm = place(game, "Ann", "Raise the Alarm", "hand")
    unsummon = place(game, "Ann", "Unsummon", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(alarm))
    pay = game.pending()
    assert pay.kind == "pay_mana"
    game.submit(next(o for o in pay.options if "Island" not in o.label))
    pass_until(game, lambda g: not g.stack)
    tokens = [o.id for o in game.permanents() if o.token]
    assert len(tokens) == 2
    game.submit(Cast(unsummon))
    game.submit(next(o for o in game.pending().options if o.value == tokens[0]))
    pass_until(game, lambda g: not g.stack)
    ann = game.player_named("Ann")
    assert all(not game.objects[i].token for i in ann.hand)  # 704.5d
    assert len([o for o in game.permanents() if o.token]) == 1
    assert any(e.rule == "704.5d" for e in game.log)


def test_legend_rule_keeps_the_one_its_controller_chooses() -> None:
    game = arranged()
    place(game, "Ann", "Plains")
    old = place(game, "Ann", "Isamaru, Hound of Konda")
    new = place(game, "Ann", "Isamaru, Hound of Konda", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(new))
    pass_until(game, lambda g: g.pending().kind == "legend_rule")
    d = game.pending()
    assert game.player(d.player).name == "Ann" and len(d.options) == 2  # 704.5j
    keep = next(o for o in d.options if o.value == old)
    game.submit(keep)
    isamarus = [o.id for o in game.permanents() if o.name.startswith("Isamaru")]
    assert isamarus == [old]
    assert [game.objects[i].name for i in game.player_named("Ann").graveyard] == [
        "Isamaru, Hound of Konda"]


def test_ten_poison_counters_lose_the_game() -> None:
    game = arranged()
    game.player_named("Bo").poison = 10
    game.start(turn=3, active="Ann", step="main1")
    assert game.result is not None and game.result.winner == "Ann"
    assert any(e.rule == "704.5c" for e in game.log)


def test_plus_one_and_minus_one_counters_annihilate() -> None:
    game = arranged()
    bears = place(game, "Ann", "Grizzly Bears", counters={"+1/+1": 2, "-1/-1": 3})
    game.start(turn=3, active="Ann", step="main1")
    assert game.objects[bears].counters == {"-1/-1": 1}  # 704.5q
    assert game.chars(game.objects[bears]).power == 1
    assert any(e.rule == "704.5q" for e in game.log)


def test_opening_hand_leylines_the_starting_player_first_each_one_optional() -> None:
    """103.6, 103.6a: after the mulligans, the starting player (Bo here), then each other player,
    may begin the game with each such card from their opening hand on the battlefield."""
    game = Game([["Leyline of Vitality"] * 8 + ["Forest"] * 12, ["Leyline of the Meek"] * 10],
                names=["Ann", "Bo"], first=1, mulligans=False)
    ann, bo = game.player_named("Ann"), game.player_named("Bo")
    opening = list(ann.hand)
    ann_leylines = sum(game.objects[o].name == "Leyline of Vitality" for o in opening)
    for k in range(7):
        d = game.pending()
        assert d.kind == "may" and d.player == bo.id, d
        assert "Leyline of the Meek" in d.prompt
        game.submit(YES if k == 0 else NO)
    for _ in range(ann_leylines):
        d = game.pending()
        assert d.kind == "may" and d.player == ann.id and "Leyline of Vitality" in d.prompt
        game.submit(YES)
    assert game.pending().kind != "may"
    names = [game.objects[o].name for o in game.battlefield]
    assert names.count("Leyline of the Meek") == 1 and len(bo.hand) == 6
    assert names.count("Leyline of Vitality") == ann_leylines
    assert all(game.objects[o].name == "Forest" for o in opening if o in ann.hand)
    assert sum(o in ann.hand for o in opening) == 7 - ann_leylines
    assert sum(e.rule == "103.6a" for e in game.log) == 1 + ann_leylines
