"""Face-down spells and permanents (708): morph, megamorph and disguise (702.37, 702.168).

What the scenarios can't see: hidden information (708.5) in each player's view, log, options
and error messages; copies of face-down permanents (707.2, 708.10); game copies; the reveals
of 708.9 when a player leaves and at the end of the game."""

from __future__ import annotations

import json

import pytest
from helpers import arranged, cast, chars, choose, lands, obj, pass_until, place, resolve_stack

from manastack.game.decisions import PASS, Cast, IllegalAction, TurnFaceUp
from manastack.game.view import view

SECRET = ("Abomination", "Gudul")


def _face_down_abomination(game):  # type: ignore[no-untyped-def]
    """Ann casts Abomination of Gudul face down (only {3} available) and it resolves."""
    lands(game, "Ann", "Forest", "Forest", "Forest")
    card = place(game, "Ann", "Abomination of Gudul", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, card)
    spell = game.stack[-1]
    return spell


def _hidden(game, who: str) -> None:  # type: ignore[no-untyped-def]
    seen = json.dumps(view(game, who))
    for word in SECRET:
        assert word not in seen, f"{who} sees {word!r}"


def test_face_down_spell_and_permanent_are_hidden_from_the_opponent() -> None:
    game = arranged()
    spell = _face_down_abomination(game)
    ch = chars(game, spell)  # 708.4: the spell is face down too
    assert (ch.name, ch.power, ch.toughness, ch.types, ch.subtypes, ch.mana_value) == \
        ("", 2, 2, frozenset({"Creature"}), (), 0)
    _hidden(game, "Bo")
    mine = view(game, "Ann")
    assert mine["stack"][0]["face_up"] == "Abomination of Gudul"  # 708.5: she may look
    resolve_stack(game)
    (fd,) = [o for o in game.permanents() if o.face_down]
    ch = chars(game, fd.id)
    assert (ch.name, ch.power, ch.toughness, ch.keywords, ch.abilities, ch.colors) == \
        ("", 2, 2, frozenset(), (), frozenset())
    _hidden(game, "Bo")
    (entry,) = [p for p in view(game, "Ann")["battlefield"] if p.get("face_down")]
    assert entry["face_up"] == "Abomination of Gudul"
    assert any("Abomination" in line for line in view(game, "Ann")["log"])


def test_opponent_options_and_errors_never_name_it() -> None:
    game = arranged()
    murder = place(game, "Bo", "Murder", "hand")
    for _ in range(3):
        place(game, "Bo", "Swamp")
    _face_down_abomination(game)
    resolve_stack(game)
    (fd,) = [o.id for o in game.permanents() if o.face_down]
    with pytest.raises(IllegalAction) as err:  # Bo can't turn Ann's permanent face up
        game.submit(TurnFaceUp(fd))
    assert err.value.rule == "702.37e" and not any(w in str(err.value) for w in SECRET)
    pass_until(game, lambda g, d: d.player == g.player_named("Bo").id and d.kind == "priority")
    game.submit(Cast(murder))
    decision = game.pending()
    assert decision.kind == "target"
    assert not any(w in str(o) for o in decision.options for w in SECRET)
    assert "face-down creature (Ann)" in [str(o) for o in decision.options]


def test_turn_face_up_is_offered_only_when_its_cost_can_be_paid() -> None:
    game = arranged()
    _face_down_abomination(game)
    resolve_stack(game)
    assert not [o for o in game.pending().options if isinstance(o, TurnFaceUp)]  # lands tapped


def test_a_copy_of_a_face_down_creature_is_a_nameless_2_2() -> None:
    """707.2: the copiable values of a face-down permanent are its face-down values; the copy
    itself is face up."""
    game = arranged()
    fd = place(game, "Bo", "Abomination of Gudul", face_down=True)
    for _ in range(4):
        place(game, "Ann", "Island")
    clone = place(game, "Ann", "Clone", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, clone)
    pass_until(game, lambda g, d: d.kind == "copy")
    decision = game.pending()
    choose(game, next(o.value for o in decision.options if o.value == fd))
    copy = next(o for o in game.permanents() if o.controller == game.player_named("Ann").id
                and "Creature" in game.chars(o).types)
    ch = game.chars(copy)
    assert (ch.name, ch.power, ch.toughness, copy.face_down) == ("", 2, 2, "")
    _hidden(game, "Ann")


def test_game_copy_keeps_the_face_down_status() -> None:
    game = arranged()
    fd = place(game, "Ann", "Gudul Lurker", face_down=True)
    place(game, "Ann", "Island")
    game.start(turn=3, active="Ann", step="main1")
    other = game.copy()
    assert obj(other, fd).face_down == "megamorph" and chars(other, fd).name == ""
    game.submit(TurnFaceUp(fd))
    choose(game)
    assert chars(game, fd).name == "Gudul Lurker" and obj(game, fd).counters == {"+1/+1": 1}
    assert obj(other, fd).face_down == "megamorph"  # the copy is independent


def test_face_down_permanents_are_revealed_when_their_owner_leaves() -> None:
    """708.9: a player leaving the game reveals their face-down permanents; so does the end of
    the game for the rest."""
    game = arranged()
    place(game, "Ann", "Abomination of Gudul", face_down=True)
    place(game, "Bo", "Gudul Lurker", face_down=True)
    game.start(turn=3, active="Ann", step="main1")
    game.concede("Ann")
    reveals = [e.text for e in game.log if e.rule == "708.9"]
    assert any("Abomination of Gudul" in t for t in reveals)
    assert any("Gudul Lurker" in t for t in reveals)  # the game ended (Bo wins)


def test_enters_abilities_of_a_face_down_permanent_never_apply() -> None:
    """708.3, 708.8: cast face down, Nightdrinker Moroii has no "When this creature enters"
    ability, and turning it face up isn't entering: its controller loses no life."""
    game = arranged()
    for _ in range(5):
        place(game, "Ann", "Swamp")
    moroii = place(game, "Ann", "Nightdrinker Moroii", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, moroii, True)  # face down, though {3}{B} could be paid
    resolve_stack(game)
    (fd,) = [o.id for o in game.permanents() if o.face_down]
    assert game.player_named("Ann").life == 20 and not game.pending_triggers
    game.submit(TurnFaceUp(fd))
    choose(game)
    assert chars(game, fd).name == "Nightdrinker Moroii"
    resolve_stack(game)
    assert game.player_named("Ann").life == 20


def test_enters_or_is_turned_face_up_triggers_on_turning_face_up() -> None:
    game = arranged()
    fd = place(game, "Ann", "Gadget Technician", face_down=True)
    place(game, "Ann", "Island")
    place(game, "Ann", "Mountain")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(TurnFaceUp(fd))
    choose(game)
    resolve_stack(game)
    assert [o.name for o in game.permanents() if o.token] == ["Thopter Token"]


def test_a_countered_face_down_spell_is_revealed() -> None:
    """708.9: a face-down spell moving from the stack to a zone other than the battlefield."""
    game = arranged()
    counter = place(game, "Bo", "Counterspell", "hand")
    place(game, "Bo", "Island")
    place(game, "Bo", "Island")
    spell = _face_down_abomination(game)
    assert spell in game.stack
    game.submit(PASS)
    game.submit(Cast(counter))
    choose(game, spell)
    resolve_stack(game)
    assert any(e.rule == "708.9" and "Abomination of Gudul" in e.text for e in game.log)
    assert [game.objects[i].name for i in game.player_named("Ann").graveyard] == \
        ["Abomination of Gudul"]
