"""Built-in sample decks and the playout benchmark script."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from manastack.cards import CARD_POOL
from manastack.decks_data import DEMO_DECKS, SAMPLE_DECKS, sample_deck, sample_text

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("name", SAMPLE_DECKS)
def test_sample_decks_use_only_pool_cards(name):
    deck = sample_deck(name)
    assert len(deck.main) in (40, 60)
    assert set(deck.main) <= set(CARD_POOL)
    assert all(not CARD_POOL[c].unsupported for c in deck.main)


def test_demo_decks_are_two_colour_pairs():
    colours = [set().union(*(CARD_POOL[c].colors for c in sample_deck(n).main)) for n in DEMO_DECKS]
    assert colours == [{"R", "G"}, {"W", "U"}]


def test_bench_deck_is_exactly_as_specified():
    assert Counter(sample_deck("bench").main) == Counter({
        "Forest": 9, "Mountain": 8, "Llanowar Elves": 8, "Gray Ogre": 8, "Raging Goblin": 7})


def test_unknown_sample_deck():
    with pytest.raises(KeyError, match="gruul"):
        sample_text("mono-purple")


def test_playout_benchmark_prints_one_json_object():
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "playout.py"), "--games", "2"],
                          capture_output=True, text=True, check=True)
    report = json.loads(done.stdout)
    assert report["games"] == 2
    for key in ("games_per_s", "decisions_per_s", "mean_decisions", "mean_turns", "copy_us",
                "peak_rss_mb"):
        assert report[key] > 0, key
