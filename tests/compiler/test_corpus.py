"""The whole Oracle corpus: the committed list of supported cards stays exact (a supported card
that stops being supported fails CI unless its Oracle text changed), every supported card prints
back to its own text, and every card that isn't supported says why."""

from __future__ import annotations

from importlib import resources

import pytest

from manastack.cards import coverage as cov
from manastack.cards.oracle import load_oracle
from manastack.cards.registry import BASELINE


@pytest.fixture(scope="session")
def report() -> cov.Report:
    return cov.corpus_report()


@pytest.fixture(scope="session")
def baseline() -> dict[str, str]:
    text = resources.files("manastack.data").joinpath(BASELINE).read_text(encoding="utf-8")
    return cov.read_baseline(text)


def test_no_supported_card_stops_being_supported(report: cov.Report,
                                                  baseline: dict[str, str]) -> None:
    oracle = load_oracle()
    status = {c.name: c for c in report.cards}
    lost = [f"{name}: {status[name].status}: {'; '.join(status[name].reasons)}"
            for name, digest in baseline.items()
            if name in status and status[name].status != cov.SUPPORTED
            and cov.text_hash(oracle[name]) == digest]
    assert not lost, "supported cards stopped being supported:\n" + "\n".join(lost)


def test_the_list_of_supported_cards_is_complete(report: cov.Report,
                                                  baseline: dict[str, str]) -> None:
    """Every supported card is listed (so ``CARD_POOL`` is exactly the supported cards);
    regenerate the list with ``manastack cards coverage --write-baseline`` after adding support."""
    new = sorted(c.name for c in report.cards if c.status == cov.SUPPORTED and c.name not in baseline)
    assert not new, f"{len(new)} supported cards are missing from {BASELINE}: {new[:20]}"


def test_at_least_5000_cards_are_supported(report: cov.Report) -> None:
    assert report.counts()[cov.SUPPORTED] >= 5000


def test_every_supported_card_prints_back_to_its_text(report: cov.Report) -> None:
    """The round trip: printing each unit's IR gives the unit's normalised Oracle text, so no
    clause, number or duration was dropped or changed."""
    checked = 0
    for status in report.cards:
        if status.status != cov.SUPPORTED:
            continue
        assert status.compiled is not None
        for unit in status.compiled.units:  # a modal unit prints its modes back one by one
            assert unit.printed == unit.unit.text and not unit.error, status.name
            checked += 1
    assert checked > 5000


def test_every_other_card_says_why(report: cov.Report) -> None:
    for status in report.cards:
        if status.status != cov.SUPPORTED:
            assert status.reasons and all(status.reasons), status.name


def test_blockers_are_ranked_by_the_cards_each_alone_blocks(report: cov.Report) -> None:
    ranked = report.blockers(cov.UNPARSED)
    assert ranked
    alone = [a for _, a, _ in ranked]
    assert alone == sorted(alone, reverse=True)
    assert all(a <= w for _, a, w in ranked)


def test_clause_shapes_generalise_numbers_mana_and_subtypes() -> None:
    shape = cov.clause_shape("{2}{G}: SELF gets +2/+2 until end of turn. Target Elf draws two cards.",
                             frozenset({"Elf"}))
    assert shape == "{M}: SELF gets N/N until end of turn. Target <type> draws N cards."
