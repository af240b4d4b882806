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


def _impulse(take: str) -> tuple[dict, dict]:
    """Adventurous Impulse with Grizzly Bears, Lightning Bolt and Forest on top; Ann answers
    ``take`` and puts the rest on the bottom in the offered order. Returns Bo's and Ann's views."""
    game = arranged(filler="Swamp", library=0)
    for name in ("Forest", "Lightning Bolt", "Grizzly Bears"):  # the last placed is the top
        place(game, "Ann", name, "library")
    impulse = place(game, "Ann", "Adventurous Impulse", "hand")
    lands(game, "Ann", "Forest")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, impulse)
    decision = pass_until(game, lambda g, d: d.kind == "look")
    ann, bo = (game.player_named(n).id for n in ("Ann", "Bo"))
    assert decision.player == ann  # 701.20e: only the looking player chooses
    assert [o.label for o in decision.options] == ["Forest", "Grizzly Bears", "take nothing"]
    game.submit(next(o for o in decision.options if o.label == take))
    order = game.pending()
    assert order is not None and order.kind == "order_cards" and order.player == ann
    game.submit(list(order.options))
    return view(game, bo), view(game, ann)


def test_cards_looked_at_are_named_only_to_the_looker() -> None:
    """701.20e: the cards looked at aren't shown to Bo; the one taken is, because it is
    revealed (701.20a); the ones put on the bottom never are."""
    theirs, mine = _impulse("Grizzly Bears")
    assert any("reveals Grizzly Bears" in line for line in theirs["log"])
    assert not any("Lightning Bolt" in line or "Forest" in line for line in theirs["log"])
    assert any("looks at the top 3 cards" in line for line in theirs["log"])
    theirs, mine = _impulse("take nothing")
    assert not any(name in line for line in theirs["log"]
                   for name in ("Grizzly Bears", "Lightning Bolt", "Forest"))
    assert "hand" not in theirs["players"][0] and mine["players"][0]["hand"] == []


def test_the_top_card_looked_at_is_named_only_to_the_looker() -> None:
    """701.20e: Vivien's Grizzly looks at the top card: Bo's log doesn't name it; declining to
    reveal it, it goes to the bottom unseen (401.4)."""
    from helpers import activate

    game = arranged(filler="Swamp", library=0)
    place(game, "Ann", "Grizzly Bears", "library")
    grizzly = place(game, "Ann", "Vivien's Grizzly", "battlefield")
    lands(game, "Ann", "Forest", "Forest", "Forest", "Forest")
    game.start(turn=3, active="Ann", step="main1")
    activate(game, grizzly)
    decision = pass_until(game, lambda g, d: d.kind == "may")
    ann, bo = (game.player_named(n).id for n in ("Ann", "Bo"))
    assert decision.player == ann
    theirs, mine = view(game, bo), view(game, ann)
    assert any("looks at the top card of their library: Grizzly Bears" in line
               for line in mine["log"])
    assert any("looks at the top card of their library" in line for line in theirs["log"])
    assert not any("Grizzly Bears" in line for line in theirs["log"])
    game.submit(next(o for o in decision.options if o.value is False))
    assert not any("Grizzly Bears" in line for line in view(game, bo)["log"])
    assert game.objects[game.player(ann).library[0]].name == "Grizzly Bears"
