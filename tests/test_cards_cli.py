"""``manastack cards coverage``: the corpus report and one card's compilation, as text and JSON."""

from __future__ import annotations

import json

import pytest

from manastack.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as done:
        main(["cards", *args])
    return int(done.value.code or 0), capsys.readouterr().out


def test_coverage_reports_counts_and_ranked_blockers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "coverage", "--json", "--top", "5")
    data = json.loads(out)
    assert code == 0
    assert data["supported"] + data["refused"] + data["not_yet_parsed"] == data["total"] > 30000
    assert data["supported"] >= 5000
    assert len(data["unparsed_blockers"]) == 5 and len(data["refused_blockers"]) == 5
    alone = [b["alone"] for b in data["unparsed_blockers"]]
    assert alone == sorted(alone, reverse=True)


def test_one_card_shows_where_its_text_stops(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "coverage", "--card", "Frost Titan", "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "not yet parsed"
    bad = [u for u in data["units"] if u["error"]][0]
    assert bad["original"].startswith("Whenever this creature becomes the target")
    assert bad["text"][bad["position"]:].startswith("an opponent controls")
    assert "expected" in bad["error"]


def test_one_card_names_what_the_rules_lack(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "coverage", "--card", "Out of Bounds")
    assert code == 0
    assert "refused" in out and "no rules for the keyword assist" in out


def test_a_supported_card_shows_its_ir(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "coverage", "--card", "lightning bolt", "--json")
    data = json.loads(out)
    assert data["name"] == "Lightning Bolt" and data["status"] == "supported"
    (unit,) = data["units"]
    assert unit["printed"] == unit["text"] == "SELF deals 3 damage to any target."
    assert unit["ir"][0]["node"] == "DealDamage"


def test_an_unknown_card_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["cards", "coverage", "--card", "Frobnicator of Doom"])
    assert done.value.code != 0
