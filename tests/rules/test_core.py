"""Core protocol: decisions, illegal actions, determinism, copies and replays."""

from __future__ import annotations

import pytest
from helpers import arranged

from manastack import Game, IllegalAction, agents
from manastack.game.decisions import PASS, Activate, Cast, Choice
from manastack.game.setup import place

BENCH = ["Forest"] * 9 + ["Mountain"] * 8 + ["Llanowar Elves"] * 8 + ["Gray Ogre"] * 8 + [
    "Raging Goblin"] * 7



def snapshot(game: Game) -> tuple:
    return (len(game.log), tuple(game.stack), tuple(game.battlefield),
            tuple(tuple(p.hand) for p in game.players), tuple(p.life for p in game.players),
            tuple((o.id, o.tapped) for o in game.permanents()), tuple(game.answers))


def random_game(seed: int) -> Game:
    game = Game([BENCH, BENCH], seed=seed)
    game.play([agents.RandomAgent(seed), agents.RandomAgent(seed + 1)])
    return game


def test_casting_a_creature_with_a_spell_on_the_stack_is_refused_with_the_rule() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    place(game, "Ann", "Forest")
    place(game, "Ann", "Forest")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    bears = place(game, "Ann", "Grizzly Bears", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bolt))
    target = game.pending()
    assert target.kind == "target"
    game.submit(next(o for o in target.options if o.label == "Bo"))
    assert game.stack and game.pending().kind == "priority"
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.submit(Cast(bears))
    assert err.value.rule == "302.1"
    assert snapshot(game) == before


def test_tapping_a_summoning_sick_creature_for_mana_is_refused_with_302_6() -> None:
    game = arranged()
    elves = place(game, "Ann", "Llanowar Elves", sick=True)
    game.start(turn=3, active="Ann", step="main1")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.submit(Activate(elves, 0))
    assert err.value.rule == "302.6"
    assert snapshot(game) == before
    assert not game.objects[elves].tapped


def test_a_creature_controlled_since_the_turn_began_can_tap_for_mana() -> None:
    game = arranged()
    elves = place(game, "Ann", "Llanowar Elves")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Activate(elves, 0))
    assert game.objects[elves].tapped
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 1, 0]


def test_an_illegal_answer_names_a_rule_and_an_unknown_option_is_refused() -> None:
    game = arranged()
    game.start(turn=3, active="Ann", step="main1")
    with pytest.raises(IllegalAction):
        game.submit(Choice(1, "nonsense"))
    with pytest.raises(IllegalAction):
        game.submit(99)
    game.submit(PASS)


def test_same_seed_and_answers_give_an_identical_log() -> None:
    a, b = random_game(7), random_game(7)
    assert [e.render() for e in a.log] == [e.render() for e in b.log]
    assert a.result == b.result
    c = random_game(8)
    assert [e.render() for e in a.log] != [e.render() for e in c.log]


def test_a_recorded_game_replays_exactly() -> None:
    game = random_game(11)
    again = game.replay(game.answers)
    assert [e.render() for e in again.log] == [e.render() for e in game.log]
    assert again.result == game.result


def test_copy_at_priority_is_independent_and_continues_identically() -> None:
    game = Game([BENCH, BENCH], seed=3)
    agent = agents.RandomAgent(5)
    while True:
        game.submit(agent.decide(game, game.pending()))
        if game.pending().kind == "priority" and game.turn >= 6 and game.battlefield:
            break
    clone = game.copy()
    assert clone.pending().options == game.pending().options
    first = [agents.RandomAgent(9), agents.RandomAgent(10)]
    second = [agents.RandomAgent(9), agents.RandomAgent(10)]
    life_before = [p.life for p in game.players]
    clone.play(first)
    assert [p.life for p in game.players] == life_before  # the original is untouched
    game.play(second)
    assert [e.render() for e in clone.log] == [e.render() for e in game.log]


def test_copy_in_the_middle_of_casting_matches_the_original() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bolt))
    assert game.pending().kind == "target"
    clone = game.copy()
    assert [str(o) for o in clone.pending().options] == [str(o) for o in game.pending().options]
    bears = next(o for o in clone.pending().options if "Grizzly" in o.label)
    clone.submit(bears)
    assert game.pending().kind == "target"  # original still waiting
    assert len(clone.stack) == 1


def test_a_players_view_hides_other_hands_and_library_order() -> None:
    game = Game([BENCH, BENCH], names=["Ann", "Bo"], seed=4)
    seen = game.view("Ann")
    ann, bo = seen["players"]
    assert len(ann["hand"]) == ann["hand_size"] == len(game.player_named("Ann").hand)
    assert "hand" not in bo and bo["hand_size"] == len(game.player_named("Bo").hand)
    assert isinstance(ann["library"], int)


def test_conceding_ends_a_two_player_game_with_a_winner() -> None:
    game = Game([BENCH, BENCH], names=["Ann", "Bo"], seed=2)
    game.concede("Bo")
    assert game.result is not None and game.result.winner == "Ann"
    assert game.pending() is None
    assert any(e.rule == "104.3a" for e in game.log)
    with pytest.raises(IllegalAction):
        game.submit(PASS)


def test_a_saved_game_loads_as_json_and_replays_exactly() -> None:
    import json

    game = random_game(21)
    record = json.loads(json.dumps(game.save()))
    again = Game.load(record)
    assert [e.render() for e in again.log] == [e.render() for e in game.log]
    assert again.result == game.result
    record["answers"][0] = 99
    with pytest.raises(IllegalAction):
        Game.load(record)


def test_arranged_games_refuse_to_save() -> None:
    game = arranged()
    place(game, "Ann", "Forest")
    game.start(turn=3, active="Ann", step="main1")
    with pytest.raises(ValueError):
        game.save()


def test_the_log_as_a_player_sees_it_hides_the_opponents_draws() -> None:
    game = Game([BENCH, BENCH], names=["Ann", "Bo"], seed=4, first=0, mulligans=False)
    ann_view = game.render_log(viewer="Ann")
    bo_view = game.render_log(viewer="Bo")
    ann_cards = [game.objects[i].name for i in game.player_named("Ann").hand]
    assert f"Ann draws {ann_cards[0]}" in ann_view
    assert "Ann draws a card" in bo_view and f"Ann draws {ann_cards[0]}" not in bo_view


def test_a_player_can_concede_while_making_a_choice_in_a_multiplayer_game() -> None:
    game = Game([["Forest"] * 20] * 3, names=["Ann", "Bo", "Cy"], seed=1, first=0)
    decision = game.pending()
    assert decision.kind == "mulligan"
    game.concede(game.player(decision.player).name)
    assert game.result is None
    assert game.pending() is None or game.pending().player != decision.player
    assert game.player(decision.player).lost
