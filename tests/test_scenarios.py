"""Judge scenarios (docs/scenarios.md): loader errors, failure reports, the judge command and
pytest collection. The passing scenarios themselves are collected from tests/scenarios/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.scenario import ScenarioError, judge_file, parse_scenario, run_scenario
from manastack.scenario.cli import judge_command
from manastack.scenario.loader import mana_letters
from manastack.scenario.report import render_result
from manastack.scenario.runner import _plan_parts
from manastack.scenario.tokens import find_token

HERE = Path(__file__).parent
GOOD = HERE / "scenarios"
BAD = HERE / "scenarios_bad"


def report(name: str) -> str:
    result = judge_file(BAD / name)
    assert not result.passed
    return render_result(result, explain=True)


# ---- failures read well -------------------------------------------------------------------------


def test_a_wrong_expectation_fails_with_an_expected_versus_actual_diff_and_the_log() -> None:
    text = report("wrong-expectation.yaml")
    assert text.startswith("FAIL  ")
    assert "wrong-expectation.yaml:12: the final expectations are not met" in text
    assert "    Bo.life\n      - expected: 16\n      + actual:   17" in text
    assert ("    Bo.graveyard must contain\n      - expected: [Lightning Bolt]\n"
            "      + actual:   []") in text
    assert "Ann: {graveyard" not in text  # the expectation that held isn't reported
    assert "120.3a: Lightning Bolt deals 3 damage to Bo (17)" in text  # the log, with rules


def test_a_wrong_checkpoint_fails_at_its_line_and_stops_the_script() -> None:
    text = report("wrong-checkpoint.yaml")
    assert "wrong-checkpoint.yaml:11: checkpoint: expectations not met" in text
    assert "+ actual:   0 matching (Grizzly Bears (Ann): tapped=true)" in text
    assert "combat damage" not in text  # advance: main2 never ran


def test_an_unanswered_decision_names_the_player_the_decision_and_its_options() -> None:
    text = report("unanswered-decision.yaml")
    assert ("unanswered-decision.yaml:10: unanswered decision: Ann must answer a `target` "
            "decision") in text
    assert "the options are: Ann | Bo" in text
    assert "choose: {player: Ann, decision: target, answer: ...}" in text


def test_a_decision_still_open_when_the_script_ends_fails() -> None:
    text = report("unanswered-at-end.yaml")
    assert "at the end of the script: Bo must answer a `blockers` decision" in text
    assert "Giant Spider blocks Grizzly Bears" in text


def test_expect_illegal_fails_when_the_action_is_allowed_or_refused_for_another_rule() -> None:
    text = report("allowed-not-illegal.yaml")
    assert "expect_illegal: Ann playing Forest was allowed" in text
    text = report("wrong-rule.yaml")
    assert "- expected: 107.5" in text
    assert "+ actual:   302.6 — Ann can't activate that ability of Llanowar Elves now" in text


@pytest.mark.parametrize(("name", "line", "message"), [
    ("malformed-unknown-card.yaml", 9, "unknown card 'Grizly Bears' (did you mean: Grizzly Bears"),
    ("malformed-yaml.yaml", 4, "YAML syntax error"),
    ("malformed-aura.yaml", 8, "Mask is an Aura on the battlefield, so it must be attached"),
    ("malformed-step.yaml", 3, "impossible step 'combat_damage'"),
    ("malformed-unknown-player.yaml", 5, "unknown player 'Cy'"),
    ("malformed-colors.yaml", 9, "colors must be a string of WUBRG letters such as WU (\"\" for "
     "colorless), not a list"),
])
def test_a_malformed_file_is_reported_with_its_line(name: str, line: int, message: str) -> None:
    result = judge_file(BAD / name)
    assert result.malformed and result.error is not None
    assert result.error.line == line
    assert message in result.error.message
    assert render_result(result).startswith(f"ERROR {BAD / name}:{line}: ")


# ---- the loader ---------------------------------------------------------------------------------

HEAD = "players: [Ann, Bo]\nturn: {number: 3, active: Ann, step: main1}\n"


@pytest.mark.parametrize(("body", "line", "message"), [
    ("script:\n  - {player: Ann, cast: Shock, target: [Bo]}\n", 4,
     "unknown key 'target' in a `cast` step (did you mean: targets?)"),
    ("setup:\n  Ann:\n    hand: [Shock]\n    hand: [Shock]\n", 6, "'hand' is written twice"),
    ("setup:\n  Ann:\n    battlefield: [{card: Grizzly Bears, attached_to: Bo}]\n", 5,
     "Grizzly Bears can't be attached to anything"),
    ("setup:\n  Ann:\n    hand: [{card: Shock, tapped: true}]\n", 5, "unknown key 'tapped'"),
    ("setup:\n  Ann:\n    hand: [Soldier Token]\n", 5, "tokens start on the battlefield only"),
    ("script:\n  - advance: cleanup\n", 4, "can't advance to cleanup"),
    ("script:\n  - advance: main3\n", 4, "unknown step 'main3' in advance (did you mean: "),
    ("script:\n  - Ann casts Shokc targeting Bo\n", 4, "unknown card 'Shokc'"),
    ("script:\n  - Ann taps Forest\n", 4, "can't read the step 'Ann taps Forest'"),
    ("script:\n  - {player: Ann, activate: Mind Stone}\n", 4, "Mind Stone has 2 activated "
     "abilities; say which with `ability:`"),
    ("script:\n  - {player: Ann, cast: Shock, alt_cost: true}\n", 4, "the engine doesn't "
     "support alternative costs"),
    ("script:\n  - {resolve: 1, pass: Ann}\n", 4, "exactly one action"),
    ("script:\n  - {resolve: \"@bolt\"}\n", 4, "unknown handle '@bolt'"),
    ("expect:\n  Bo: {lfe: 3}\n", 4, "unknown key 'lfe' in expect.Bo (did you mean: life?)"),
    ("expect:\n  permanents: [{card: Grizzly Bears, taped: true}]\n", 4, "unknown key 'taped'"),
    ("expect:\n  permanents: [{card: Forest, types: [Legendary, Land]}]\n", 4,
     "types: 'Legendary' is a supertype, not a card type (205.4)"),
    ("expect:\n  permanents: [{card: Forest, types: [Lnad]}]\n", 4,
     "types: unknown card type 'Lnad' (did you mean: Land?)"),
    ("expect:\n  permanents: [{card: Forest, subtypes: {Forest: 1}}]\n", 4,
     "subtypes must be a list, not a mapping"),
    ("expect:\n  permanents: [{card: Forest, colors: GX}]\n", 4,
     "colors must be a string of WUBRG letters"),
    ("expect:\n  permanents: [{card: Forest, produces: GG}]\n", 4,
     "produces: write each letter once"),
    ("expect:\n  permanents: [{card: Forest, produces: \"{G}{2}\"}]\n", 4,
     "produces must be a string of mana letters such as GB"),
    ("rulings: [tok3]\n", 3, "'tok3' is not a ruling id"),
    ("setup:\n  Ann: {mana_pool: \"{U}{Q}\"}\n", 4, "{Q} is not a type of mana"),
    ("script:\n  - {player: Ann, activate: Birds of Paradise, color: Q}\n", 4,
     "color must be mana letters"),
    ("script:\n  - {player: Ann, cast: Shock, pay_with: [{pool: \"{X}\"}]}\n", 4,
     "pay_with: '{X}' is not mana"),
    ("expect:\n  stack: [{source: \"Grizzly Bear's trigger\"}]\n", 4, "unknown card"),
    ("expect:\n  stack: [{kind: activated, source: \"Soul Warden's trigger\"}]\n", 4,
     "names a triggered ability, but the entry's kind is activated"),
])
def test_loader_errors_name_the_line_and_the_problem(body: str, line: int, message: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(HEAD + body, "t.yaml")
    assert err.value.line == line, err.value
    assert message in err.value.message
    assert str(err.value).startswith(f"t.yaml:{line}: ")


def test_turn_and_players_are_required_and_checked() -> None:
    with pytest.raises(ScenarioError, match="needs 'turn'"):
        parse_scenario("players: [Ann, Bo]\n", "t.yaml")
    with pytest.raises(ScenarioError, match="2 to 6 players"):
        parse_scenario("players: [Ann]\nturn: {number: 1, active: Ann}\n", "t.yaml")
    with pytest.raises(ScenarioError, match="no player has priority in the untap step"):
        parse_scenario("players: [Ann, Bo]\nturn: {number: 2, active: Ann, step: untap, "
                       "priority: Bo}\n", "t.yaml")


def test_rule_numbers_keep_the_text_written() -> None:
    sc = parse_scenario(HEAD + "rules: [702.10, 305.2]\nscript:\n  - expect_illegal: "
                        "{player: Ann, play: Forest}\n    rule: 305.20\n", "t.yaml")
    assert sc.rules == ["702.10", "305.2"]
    assert sc.script[0].rules == ("305.20",)  # type: ignore[attr-defined]


def test_tokens_are_known_by_their_full_or_short_name() -> None:
    soldier = find_token("Soldier")
    assert soldier is not None and soldier is find_token("soldier token")
    assert soldier.token and soldier.power == 1


def test_a_type_of_mana_is_written_as_letters_or_symbols() -> None:
    assert mana_letters("G") == mana_letters("{G}") == "G"
    assert mana_letters("{C}{C}") == mana_letters("CC") == "CC"
    assert mana_letters("{G") is None and mana_letters("Q") is None and mana_letters("") is None


def test_pay_with_reads_pool_mana_and_life() -> None:
    sc = parse_scenario(HEAD + "script:\n  - {player: Ann, cast: Grizzly Bears, pay_with: "
                        "[Forest, {pool: \"{U}{U}\"}, {pool: G}, {life: 2}, "
                        "{Birds of Paradise: \"{G}\"}]}\n", "t.yaml")
    pay = sc.script[0].pay  # type: ignore[attr-defined]
    assert pay.sources == (("Forest", ""), ("Birds of Paradise", "G"))
    assert pay.pool == (0, 2, 0, 0, 1, 0) and pay.life == 2


@pytest.mark.parametrize(("label", "parts"), [
    ("nothing", ([], (0, 0, 0, 0, 0, 0), 0)),
    ("{U}{U} from the pool", ([], (0, 2, 0, 0, 0, 0), 0)),
    ("Forest (G), Mountain (R), {U} from the pool, pay 2 life",
     ([("Forest", "G"), ("Mountain", "R")], (0, 1, 0, 0, 0, 0), 2)),
    ("Minamo, School at Water's Edge (U), pay 4 life",
     ([("Minamo, School at Water's Edge", "U")], (0, 0, 0, 0, 0, 0), 4)),
])
def test_payment_plan_labels_are_read_as_sources_pool_mana_and_life(
        label: str, parts: tuple[object, ...]) -> None:
    assert _plan_parts(label) == parts


# ---- running ------------------------------------------------------------------------------------


def run_text(body: str) -> str:
    """Run a scenario written inline; the first failure's message ('' if it passed)."""
    runs = run_scenario(parse_scenario(HEAD + body, "t.yaml"))
    return next((run.failure.message for run in runs if run.failure is not None), "")


POOL_AND_FORESTS = ("setup:\n  Ann:\n    mana_pool: \"{U}{G}\"\n    hand: [Grizzly Bears]\n"
                    "    battlefield: [Forest, Forest]\nscript:\n")


def test_pay_with_names_everything_spent_so_unlisted_pool_mana_stays() -> None:
    assert run_text(POOL_AND_FORESTS + "  - {player: Ann, cast: Grizzly Bears, pay_with: "
                    "[Forest, {pool: U}]}\nexpect:\n  Ann: {mana_pool: \"{G}\"}\n") == ""
    message = run_text(POOL_AND_FORESTS + "  - {player: Ann, cast: Grizzly Bears, "
                       "pay_with: [Forest]}\n")
    assert "pay_with: no way to pay uses exactly [Forest]" in message
    assert "Forest (G), {U} from the pool" in message


def test_a_stack_source_reference_must_fit_the_object() -> None:
    body = ("setup:\n  Ann: {hand: [Shock], battlefield: [Mountain]}\n"
            "  Bo: {hand: [Shock], battlefield: [Mountain]}\nscript:\n"
            "  - {player: Ann, cast: Shock, targets: [Bo]}\n"
            "  - {player: Bo, cast: Shock, targets: [Ann]}\n  - expect:\n      stack: ")
    assert run_text(body + "[\"Bo's Shock\", \"Ann's Shock\"]\n  - resolve: all\n") == ""
    assert "checkpoint" in run_text(body + "[{source: \"Ann's Shock\"}, Shock]\n")
    assert "checkpoint" in run_text(body + "[{source: \"token:Shock\"}, Shock]\n")
    assert "checkpoint" in run_text(body + "[{source: \"Shock#1\"}, Shock]\n")
    assert "checkpoint" in run_text(body + "[{source: \"Bo's Shock\", targets: [Bo]}, Shock]\n")


def test_a_choose_for_another_decision_leaves_the_pending_one_to_the_either_branch() -> None:
    body = ("setup:\n  Ann: {battlefield: [Birds of Paradise]}\nscript:\n"
            "  - {player: Ann, activate: Birds of Paradise}\n"
            "  - choose: {player: Ann, decision: may, answer: yes}\n"
            "expect:\n  either:\n"
            "    - when: {player: Ann, decision: mana_color, answer: G}\n"
            "      expect: {Ann: {mana_pool: \"{G}\"}}\n")
    # the branch answers the color; the `may` the script then expects isn't pending
    assert "choose: no decision is pending (Ann holds priority); expected a `may`" \
        in run_text(body)



def test_either_runs_the_scenario_once_per_branch() -> None:
    result = judge_file(GOOD / "stack-may-either.yaml")
    assert result.passed
    assert [run.branch for run in result.runs] == [
        "either, when Ann answers may with True", "either, when Ann answers may with False"]


def test_a_refused_action_leaves_the_game_unchanged() -> None:
    result = judge_file(GOOD / "illegal-sorcery-speed-with-spell-on-stack.yaml")
    assert result.passed
    game = result.runs[0].game
    assert game is not None and game.player_named("Bo").life == 14


# ---- the judge command and pytest collection ---------------------------------------------------


def test_judge_exit_codes() -> None:
    runner = CliRunner()
    ok = runner.invoke(judge_command, [str(GOOD)])
    assert ok.exit_code == 0, ok.output
    assert "PASS  " in ok.output and " 0 failed" in ok.output
    failed = runner.invoke(judge_command, [str(BAD / "wrong-expectation.yaml"),
                                           str(GOOD / "stack-lifo.yaml")])
    assert failed.exit_code == 1
    assert "1 passed, 1 failed" in failed.output
    malformed = runner.invoke(judge_command, [str(BAD)])
    assert malformed.exit_code == 2
    assert "malformed" in malformed.output


def test_judge_explain_prints_the_rule_behind_each_event() -> None:
    runner = CliRunner()
    plain = runner.invoke(judge_command, [str(BAD / "wrong-expectation.yaml")])
    explained = runner.invoke(judge_command, ["--explain", str(BAD / "wrong-expectation.yaml")])
    assert "    Lightning Bolt deals 3 damage to Bo (17)" in plain.output
    assert "120.3a: Lightning Bolt deals 3 damage to Bo (17)" in explained.output


def test_pytest_collects_each_scenario_file_as_a_test_named_after_it() -> None:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
                          "-p", "no:cacheprovider", str(GOOD), str(BAD)],
                         capture_output=True, text=True, cwd=HERE.parent, check=False).stdout
    for path in GOOD.glob("*.yaml"):
        assert f"tests/scenarios/{path.name}::{path.name}" in out
    assert "scenarios_bad" not in out


def test_a_planeswalker_in_the_setup_has_its_printed_loyalty_unless_counters_say_otherwise(
        ) -> None:
    jace = "\"Jace, Cunning Castaway\""
    body = (f"setup:\n  Ann:\n    battlefield: [{jace}]\n  Bo:\n    battlefield: "
            f"[{{card: {jace}, counters: {{loyalty: 5}}}}]\nexpect:\n  permanents:\n"
            f"    - {{card: {jace}, controller: Ann, counters: {{loyalty: 3}}, count: 1}}\n"
            f"    - {{card: {jace}, controller: Bo, counters: {{loyalty: 5}}, count: 1}}\n")
    assert run_text(body) == ""  # 306.5b; before, a setup planeswalker had 0 loyalty (704.5i)


def test_an_ability_granted_by_an_aura_is_activated_by_the_permanents_name() -> None:
    # Splinter Twin grants the Bears an activated ability (613.1f): the loader must not reject
    # the step for the card's printed text, and the runner finds the ability the Bears has now
    body = ("setup:\n  Ann:\n    battlefield:\n      - {card: Grizzly Bears, id: bears}\n"
            "      - {card: Splinter Twin, attached_to: \"@bears\"}\nscript:\n"
            "  - {player: Ann, activate: Grizzly Bears}\n  - resolve: 1\nexpect:\n"
            "  permanents: [{card: Grizzly Bears, token: true, keywords: [haste], count: 1}]\n")
    assert run_text(body) == ""
    message = run_text("setup:\n  Ann:\n    battlefield:\n      - {card: Grizzly Bears, id: b}\n"
                       "      - {card: Splinter Twin, attached_to: \"@b\"}\n      - Hill Giant\n"
                       "script:\n  - {player: Ann, activate: Hill Giant}\n")
    assert "Hill Giant has no activated abilities" in message


def test_choice_options_name_a_trigger_to_order_by_its_source_and_never_as_an_object() -> None:
    # order_triggers options are numbered 0, 1, ...: those numbers are not players or objects
    # (before, `excludes: [Ann]` failed because option 0 was read as player 0), and a trigger
    # is named by its source as in a `choose` answer
    body = ("players: [Ann, Bo]\nturn: {number: 3, active: Ann, step: untap}\nsetup:\n"
            "  Ann: {battlefield: [Bitterblossom, Juzám Djinn]}\nexpect:\n  choice_options:\n"
            "    player: Ann\n    decision: order_triggers\n"
            "    options: [Juzám Djinn, Bitterblossom]\n    excludes: [Ann, Bo, Island]\n")
    runs = run_scenario(parse_scenario(body, "t.yaml"))
    assert all(run.failure is None for run in runs), runs[0].failure
    wrong = run_scenario(parse_scenario(body.replace("excludes: [Ann, Bo, Island]",
                                                     "includes: [Ann]"), "t.yaml"))
    assert wrong[0].failure is not None


CHARM = "    hand: [Grixis Charm]\n    battlefield: [Island, Swamp, Mountain"
MAGIC = "      - {card: Control Magic, attached_to: \"@giant\"}\n"


@pytest.mark.parametrize("board", [
    f"  Ann:\n{CHARM}]\n  Bo:\n    battlefield:\n"
    f"      - {{card: Hill Giant, owner: Ann, id: giant}}\n{MAGIC}",
    f"  Ann:\n{CHARM}, {{card: Hill Giant, id: giant}}]\n  Bo:\n    battlefield:\n{MAGIC}"])
def test_a_creature_under_control_magic_in_the_setup_was_stolen_before_and_returns(
        board: str) -> None:
    # before, the setup's Control Magic took the Giant as the game started (logging it, and
    # making it summoning sick) or, listed under Bo with `owner: Ann`, Bo kept it without the Aura
    body = ("setup:\n" + board + "script:\n  - expect:\n      permanents: [{card: Hill Giant, "
            "owner: Ann, controller: Bo, sick: false}]\n      not_log: [\"613.1b\"]\n"
            "  - {player: Ann, cast: Grixis Charm, mode: 1, targets: [Control Magic]}\n"
            "  - resolve: 1\nexpect:\n  Bo: {hand: [Control Magic]}\n"
            "  permanents: [{card: Hill Giant, owner: Ann, controller: Ann}]\n")
    assert run_text(body) == ""


def test_an_either_branch_answering_during_advance_doesnt_make_the_step_overshoot() -> None:
    # the branch declares the attackers as `advance` reaches them; the active player then has
    # priority in declare_attackers, and `advance` stops there without passing it on
    body = ("setup:\n  Ann: {battlefield: [Grizzly Bears]}\nscript:\n"
            "  - advance: declare_attackers\n"
            "expect:\n  priority: Ann\n  turn: {number: 3, active: Ann, step: declare_attackers}\n"
            "  either:\n"
            "    - when: {player: Ann, decision: attackers, answer: {Grizzly Bears: Bo}}\n"
            "      expect: {permanents: [{card: Grizzly Bears, attacking: Bo}]}\n"
            "    - when: {player: Ann, decision: attackers, answer: {}}\n"
            "      expect: {permanents: [{card: Grizzly Bears, attacking: false}]}\n")
    assert run_text(body) == ""


def test_a_permanents_relation_may_name_its_object_by_handle() -> None:
    # two Grizzly Bears: `attacking`, `blocking` and `attached_to` tell them apart by `@id`
    body = ("setup:\n  Ann:\n    battlefield: [{card: Grizzly Bears, id: b1}, "
            "{card: Bonesplitter, attached_to: \"@b1\"}]\n"
            "  Bo:\n    battlefield: [{card: Grizzly Bears, id: b2}, "
            "{card: Grizzly Bears, id: b3}]\nscript:\n"
            "  - attack: {\"@b1\": Bo}\n  - block: {\"@b2\": \"@b1\"}\n  - expect:\n"
            "      permanents:\n"
            "        - {card: Bonesplitter, attached_to: \"@b1\"}\n"
            "        - {card: Grizzly Bears, attacking: Bo, count: 1}\n"
            "        - {card: Grizzly Bears, blocking: \"@b1\", count: 1}\n"
            "        - {card: Grizzly Bears, controller: Bo, blocking: \"@b1\", count: 1}\n")
    assert run_text(body) == ""
    wrong = body.replace("blocking: \"@b1\", count: 1}\n        - {card: Grizzly Bears, "
                         "controller: Bo", "blocking: \"@b3\", count: 1}\n        - {card: "
                         "Grizzly Bears, controller: Bo")
    assert run_text(wrong) == "checkpoint: expectations not met"
    assert "unknown handle '@b9'" in _load_error(body.replace("attached_to: \"@b1\"}\n        -",
                                                              "attached_to: \"@b9\"}\n        -"))


def _load_error(body: str) -> str:
    try:
        parse_scenario(HEAD + body, "t.yaml")
    except ScenarioError as err:
        return str(err)
    return ""


def test_types_subtypes_colors_and_produces_are_exact_and_read_the_layers() -> None:
    # Urborg makes the Forest a Forest Swamp tapping for {G} or {B} (305.6-7): each field is the
    # whole set as it is now, in any order, so a part of it doesn't match
    body = ("setup:\n  Ann:\n    battlefield: [Forest, \"Urborg, Tomb of Yawgmoth\", "
            "Youthful Knight]\nexpect:\n  permanents:\n    - {card: Forest, ")
    assert run_text(body + "types: [land], subtypes: [Swamp, Forest], produces: \"{B}{G}\", "
                    "colors: \"\"}\n    - {card: Youthful Knight, types: Creature, "
                    "subtypes: [Knight, Human], colors: W, produces: \"\"}\n") == ""
    for wrong in ("subtypes: [Forest]", "produces: G", "produces: GBW", "types: [Land, Creature]",
                  "colors: G"):
        assert run_text(body + wrong + "}\n") == "the final expectations are not met", wrong


def test_pay_with_before_the_targets_are_chosen_says_why() -> None:
    """601.2c before 601.2h: a cast step that leaves its target open can't check pay_with."""
    body = ("setup:\n  Ann:\n    hand: [Shock]\n    battlefield: [Mountain]\n"
            "script:\n  - {player: Ann, cast: Shock, pay_with: [Mountain]}\n")
    message = run_text(body)
    assert "pay_with: the mana is paid after X, modes and targets" in message
    assert "target decision open" in message
