"""Libraries are hidden (400.2): a search is the searching player's decision, and a card found
without being revealed is named only to its owner (701.23e)."""

from __future__ import annotations

from helpers import arranged, cast, lands, pass_until, place

from manastack.game.view import view


def test_a_search_is_seen_only_by_the_searching_player() -> None:
    game = arranged(filler="Swamp", library=0)
    for name in ("Grizzly Bears", "Lightning Bolt", "Grizzly Bears"):
        place(game, "Ann", name, "library")
    tutor = place(game, "Ann", "Demonic Tutor", "hand")
    lands(game, "Ann", "Swamp", "Swamp")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, tutor)
    decision = pass_until(game, lambda g, d: d.kind == "search")
    ann, bo = (game.player_named(n).id for n in ("Ann", "Bo"))
    assert decision.player == ann
    assert [o.label for o in decision.options] == ["Grizzly Bears", "Lightning Bolt"]
    game.submit(next(o for o in decision.options if o.label == "Lightning Bolt"))
    theirs, mine = view(game, bo), view(game, ann)
    assert not any("Lightning Bolt" in line for line in theirs["log"])
    assert any("finds 1 card" in line for line in theirs["log"])
    assert any("finds Lightning Bolt" in line for line in mine["log"])
    assert "hand" not in theirs["players"][0] and theirs["players"][0]["library"] == 2
