"""The command line: ``manastack demo`` and ``manastack sim``."""

from __future__ import annotations

import json
import subprocess
import sys

from click.testing import CliRunner

from manastack.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_demo_plays_a_game_to_its_end():
    result = run("demo", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "Gruul Stompers" in result.output
    assert "Turn 1" in result.output
    assert " wins " in result.output or "draw" in result.output


def test_demo_explain_shows_rule_numbers():
    result = run("demo", "--seed", "2", "--explain")
    assert result.exit_code == 0, result.output
    assert "103.1" in result.output  # choosing the starting player
    assert "601.2i" in result.output or "305.1" in result.output


def test_demo_with_more_players():
    result = run("demo", "--seed", "3", "--players", "3")
    assert result.exit_code == 0, result.output
    assert "Cy (Gruul Stompers)" in result.output


def test_demo_is_reproducible():
    assert run("demo", "--seed", "4").output == run("demo", "--seed", "4").output


def test_sim_json_summary():
    result = run("sim", "gruul", "azorius", "--games", "5", "--seed", "7", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 5
    assert sum(d["wins"] for d in summary["decks"]) + summary["draws"] == 5
    assert [d["name"] for d in summary["decks"]] == ["Gruul Stompers", "Azorius Skies"]
    assert summary["avg_turns"] > 0 and summary["avg_decisions"] > 0


def test_sim_is_reproducible_and_accepts_deck_files(tmp_path):
    deck = tmp_path / "bears.txt"
    deck.write_text("20 Forest\n20 Grizzly Bears\n", encoding="utf-8")
    args = ("sim", str(deck), "bench", "-n", "4", "--agent", "random", "--json")
    first, second = run(*args), run(*args)
    assert first.exit_code == 0, first.output
    one, two = json.loads(first.stdout), json.loads(second.stdout)
    assert one["decks"] == two["decks"]
    assert one["decks"][0]["name"] == "bears"


def test_sim_table():
    result = run("sim", "gruul", "azorius", "--games", "3")
    assert result.exit_code == 0, result.output
    assert "Win rate" in result.stdout
    assert "games/s" in result.stdout


def test_unknown_card_is_a_clear_error(tmp_path):
    deck = tmp_path / "burn.txt"
    deck.write_text("20 Mountain\n4 Lightnin Bolt\n", encoding="utf-8")
    result = run("sim", str(deck), "gruul", "--games", "1")
    assert result.exit_code == 2
    assert "did you mean" in result.output
    assert "burn.txt:2" in result.output
    assert "Traceback" not in result.output


def test_missing_deck_file(tmp_path):
    result = run("sim", str(tmp_path / "nope.txt"), "gruul", "--games", "1")
    assert result.exit_code == 2
    assert "no such deck file" in result.output
    assert "Traceback" not in result.output


def test_malformed_deck_and_too_few_decks(tmp_path):
    deck = tmp_path / "bad.txt"
    deck.write_text("four Mountain\n", encoding="utf-8")
    assert run("sim", str(deck), "gruul").exit_code == 2
    assert run("sim", "gruul").exit_code == 2
    assert run("sim", "no-such-deck", "gruul").exit_code == 2


def test_python_dash_m():
    done = subprocess.run([sys.executable, "-m", "manastack", "--help"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0
    assert "demo" in done.stdout and "sim" in done.stdout


def test_sim_reports_games_stopped_by_max_decisions_as_unfinished():
    result = run("sim", "gruul", "azorius", "-n", "3", "--max-decisions", "10", "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 0 and summary["draws"] == 0  # not counted as draws or wins
    assert [(u["seed"], u["stopped_by"], u["decisions"]) for u in summary["unfinished"]] == [
        (0, "max-decisions", 10), (1, "max-decisions", 10), (2, "max-decisions", 10)]
    table = run("sim", "gruul", "azorius", "-n", "1", "--max-decisions", "10")
    assert "unfinished: seed 0 stopped by --max-decisions" in table.output


def test_sim_max_seconds_interrupts_a_decision_that_runs_too_long(monkeypatch):
    """A decision that never ends (here an agent that sleeps) is cut off by the alarm: the game
    is reported unfinished with no decision made, instead of the run stalling."""
    import time

    from manastack import cli

    class Stuck:
        def __init__(self, seed: int) -> None:
            pass

        def decide(self, game, decision):
            time.sleep(30)

    monkeypatch.setitem(cli.AGENTS, "random", Stuck)
    result = run("sim", "gruul", "azorius", "-n", "1", "--agent", "random",
                 "--max-seconds", "0.3", "--json")
    assert result.exit_code == 0, result.output
    unfinished = json.loads(result.stdout)["unfinished"]
    assert [(u["stopped_by"], u["decisions"]) for u in unfinished] == [("max-seconds", 0)]


def test_sim_ctrl_c_prints_the_games_played_so_far(monkeypatch):
    from manastack import cli

    real, calls = cli.play_one, []

    def interrupted_on_the_third(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(cli, "play_one", interrupted_on_the_third)
    result = run("sim", "gruul", "azorius", "-n", "10", "--json")
    assert result.exit_code == 130
    summary = json.loads(result.stdout)
    assert summary["interrupted"] and summary["games"] == 2
    calls.clear()
    table = run("sim", "gruul", "azorius", "-n", "10")
    assert "interrupted: 2 of 10 games played" in table.output and table.exit_code == 130
