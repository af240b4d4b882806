"""702.33g: the target phrases a spell chooses only kicked, or only not kicked."""

import pytest

from manastack.cards import get_card
from manastack.rules.keywords import kicked_target_split, skipped_targets


@pytest.mark.parametrize(("name", "only_kicked", "only_unkicked"), [
    ("Jilt", {1}, set()),                     # "it deals 2 damage to another target creature"
    ("Probe", {0}, set()),                    # "target player discards two cards"
    ("Tear Asunder", {1}, {0}),               # "... exile target nonland permanent instead"
    ("Galadriel's Dismissal", {1}, {0}),
    ("Orim's Thunder", {1}, set()),           # the first target is used by both versions
    ("Academy Drake", set(), set()),          # no targets at all
])
def test_split(name: str, only_kicked: set[int], only_unkicked: set[int]) -> None:
    split = kicked_target_split(get_card(name))
    assert split == (frozenset(only_kicked), frozenset(only_unkicked))
    card = get_card(name)
    assert skipped_targets(card, False) == frozenset(only_kicked)
    assert skipped_targets(card, True) == frozenset(only_unkicked)
