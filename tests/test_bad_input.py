"""Bad input to the Python API and to scenario files gets a clear error and builds nothing
(issue 13, item 3): never a traceback of the engine's insides, never a half-built game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import arranged, choose, hand, lands

from manastack import Game, agents
from manastack.cards.registry import get_card
from manastack.decks import parse_decklist
from manastack.game.decisions import PASS, Activate, Cast, Choice, IllegalAction, PlayLand
from manastack.scenario import ScenarioError, parse_scenario
from manastack.scenario.cli import judge_command

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20
HEAD = "players: [Ann, Bo]\nturn: {number: 3, active: Ann, step: main1}\n"


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"decks": [[1, 2], DECK]}, TypeError, "deck 1, card 1: expected a card name, got 1"),
    ({"decks": ["Forest", DECK]}, TypeError, "deck 1 must be a list of card names, got 'Forest'"),
    ({"decks": [None, DECK]}, TypeError, "deck 1 must be a list of card names, got None"),
    ({"decks": "Forest"}, TypeError, "decks must be a list of decks"),
    ({"decks": [DECK]}, ValueError, "a game needs 2 to 6 players, got 1 decks"),
    ({"first": -1}, ValueError, "first must be a player index from 0 to 1, got -1"),
    ({"first": 2}, ValueError, "first must be a player index from 0 to 1, got 2"),
    ({"first": True}, ValueError, "first must be a player index"),
    ({"seed": "abc"}, TypeError, "seed must be an integer"),
    ({"seed": 1.5}, TypeError, "seed must be an integer"),
    ({"names": [1, 2]}, TypeError, "player names must be non-empty strings"),
    ({"names": ["Ann", "Ann"]}, ValueError, "give each player a distinct name"),
])
def test_a_game_with_bad_arguments_is_refused_with_what_is_wrong(
        kwargs: dict[str, Any], error: type[Exception], message: str) -> None:
    decks = kwargs.pop("decks", [DECK, DECK])
    with pytest.raises(error) as err:
        Game(decks, **kwargs)
    assert message in str(err.value)


@pytest.mark.parametrize("who", [999, True, 1.0, None])
def test_a_player_reference_that_names_no_player_is_refused(who: Any) -> None:
    game = Game([DECK, DECK], seed=1)
    for call in (game.view, game.concede, lambda w: game.render_log(viewer=w)):
        if who is None and call is not game.view and call is not game.concede:
            continue  # render_log(viewer=None) is the whole log
        with pytest.raises(KeyError, match="no player"):
            call(who)
    assert all(not p.left for p in game.players)  # concede(True) didn't concede player 1


def test_a_game_made_with_seed_none_draws_a_seed_and_its_record_replays() -> None:
    game = Game([DECK, DECK], seed=None)
    assert isinstance(game.seed, int)
    bots = [agents.RandomAgent(1), agents.RandomAgent(2)]
    for _ in range(60):
        decision = game.pending()
        if decision is None:
            break
        game.submit(bots[game.player(decision.player).index].decide(game, decision))
    again = Game.load(game.save())
    assert again.seed == game.seed and again.answers == game.answers
    assert again.view(game.players[0].id) == game.view(game.players[0].id)


def test_games_and_decklists_match_card_names_the_same_way() -> None:
    for written in ("Juzam Djinn", "juzam  djinn", "Fire/Ice", "fire // ice"):
        deck = parse_decklist(f"4 {written}\n", known=["Juzám Djinn", "Fire // Ice"])
        assert deck.main[0] == get_card(written).name


@pytest.mark.parametrize(("body", "line", "message"), [
    ("setup:\n  Ann:\n    library: [{card: Forest, count: 1000000000}]\n", 5,
     "count must be at most 1000, not 1000000000"),
    ("setup:\n  Ann: {life: 10000000000}\n", 4, "life must be at most"),
    ("setup:\n  Ann:\n    hand: &h [Shock]\n  Bo:\n    hand: *h\n", 5,
     "YAML anchors and aliases (&name, *name) aren't allowed"),
])
def test_a_scenario_with_huge_numbers_or_aliases_is_refused(body: str, line: int,
                                                            message: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(HEAD + body, "t.yaml")
    assert message in err.value.message and err.value.line == line


def test_an_alias_bomb_is_refused_before_it_expands() -> None:
    rows = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    rows += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 9)]
    with pytest.raises(ScenarioError, match="aliases"):
        parse_scenario("\n".join(rows) + "\n" + HEAD, "bomb.yaml")  # 9**9 strings if expanded


def test_a_huge_scenario_file_is_refused() -> None:
    with pytest.raises(ScenarioError, match="too large"):
        parse_scenario(HEAD + "#" * 2_000_000 + "\n", "t.yaml")


def test_a_scenario_file_that_isnt_utf8_is_malformed_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b'name: "caf\xe9"\n' + HEAD.encode())
    result = CliRunner().invoke(judge_command, [str(path)])
    assert result.exit_code == 2, result.output
    assert f"ERROR {path}: not a UTF-8 text file (byte 10" in result.output
    assert "Traceback" not in result.output


# ---- item 2: refusals say only what the answering player can see ----------------------------


def _hidden_board() -> tuple[Game, dict[str, int]]:
    """Ann holds priority with Shock in hand; Bo holds Hill Giant, Bo's library is Plains."""
    game = arranged()
    ids = {"shock": hand(game, "Ann", "Shock")[0], "giant": hand(game, "Bo", "Hill Giant")[0]}
    ids["library"] = game.player_named("Bo").library[0]
    ids["mountain"] = lands(game, "Ann", "Mountain")[0]
    game.start(turn=3, active="Ann", step="main1")
    return game, ids


def _refusal(game: Game, answer: Any, **kw: Any) -> str:
    before = game.view("Ann")
    with pytest.raises(IllegalAction) as err:
        game.submit(answer, **kw)
    assert game.view("Ann") == before  # nothing changed
    return str(err.value)


def test_a_bogus_action_naming_a_hidden_card_reveals_nothing() -> None:
    game, ids = _hidden_board()
    for oid in (ids["giant"], ids["library"]):
        for action in (Activate(oid, 0), Cast(oid), PlayLand(oid)):
            text = _refusal(game, action)
            assert "Hill Giant" not in text and "Plains" not in text, text
            assert text == _refusal(game, type(action)(999, *([0] if isinstance(
                action, Activate) else []))).replace("999", str(oid)), text
    assert "117.1: Ann can't do that: there is no object" in _refusal(game, Cast(ids["giant"]))


def test_a_bogus_target_naming_a_hidden_card_reveals_nothing() -> None:
    game, ids = _hidden_board()
    game.submit(Cast(ids["shock"]))
    decision = game.pending()
    while decision is not None and decision.kind != "target":
        choose(game)
        decision = game.pending()
    assert decision is not None
    text = _refusal(game, Choice(ids["giant"], "?"))
    assert "Hill Giant" not in text and f"object {ids['giant']} isn't a legal target" in text
    mine = _refusal(game, Choice(ids["mountain"], "?"))  # a card Ann can see is named
    assert "Mountain (Ann) isn't a legal target" in mine


def test_submit_with_player_refuses_an_answer_from_another_seat() -> None:
    game, _ = _hidden_board()
    text = _refusal(game, PASS, player="Bo")
    assert "Bo can't answer: the open decision (priority) is Ann's" in text
    assert "no player" in _refusal(game, PASS, player=77)
    game.submit(PASS, player="Ann")  # the right seat, by name
    assert game.pending() is not None and game.pending().player == game.player_named("Bo").id
    game.submit(PASS, player=game.player_named("Bo").id)  # and by id
