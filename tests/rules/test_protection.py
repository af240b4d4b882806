"""Protection from a color (702.16): damage, enchanting, blocking and targeting, and the color
word changed by Sleight of Mind (612, layer 3)."""

from __future__ import annotations

import pytest
from helpers import (
    arranged,
    attack,
    block,
    cast,
    choose,
    pass_until,
    place,
    resolve,
    resolve_stack,
    target_values,
    to_step,
)

from manastack.game.decisions import Cast, Choice, IllegalAction, Pair


def test_damage_from_a_black_source_is_prevented() -> None:
    """702.16e: Juzám Djinn's combat damage to White Knight is prevented and logged."""
    game = arranged()
    djinn = place(game, "Ann", "Juzám Djinn")
    knight = place(game, "Bo", "White Knight")
    game.start(turn=3, active="Ann", step="main1")
    attack(game, [(djinn, "Bo")])
    block(game, [(knight, djinn)])
    to_step(game, "end_combat")
    assert game.objects[knight].damage == 0 and knight in game.battlefield
    assert game.objects[djinn].damage == 2
    assert any(e.rule == "702.16e" and "White Knight" in e.text for e in game.log)


def test_a_black_creature_cant_block_it() -> None:
    """702.16f: Typhoid Rats isn't offered as a blocker for White Knight, and declaring it
    anyway is refused with the rule."""
    game = arranged()
    knight = place(game, "Ann", "White Knight")
    rats = place(game, "Bo", "Typhoid Rats")
    bears = place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    attack(game, [(knight, "Bo")])
    decision = pass_until(game, lambda g, d: d.kind == "blockers")
    offered = {(o.a, o.b) for o in decision.options}
    assert (bears, knight) in offered and (rats, knight) not in offered
    with pytest.raises(IllegalAction) as err:
        game.submit([Pair(rats, knight)])
    assert err.value.rule == "702.16f"


def test_black_spells_and_abilities_of_black_sources_cant_target_it() -> None:
    """702.16b: Doom Blade (black) can't target White Knight; Lightning Bolt (red) can."""
    game = arranged()
    for land in ("Swamp", "Swamp", "Mountain", "Mountain"):
        place(game, "Ann", land)
    knight = place(game, "Bo", "White Knight")
    bears = place(game, "Bo", "Grizzly Bears")
    blade = place(game, "Ann", "Doom Blade", "hand")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(blade))
    assert knight not in target_values(game) and bears in target_values(game)
    with pytest.raises(IllegalAction) as err:
        game.submit(Choice(knight, "White Knight"))
    assert err.value.rule == "702.16b"
    choose(game, bears)
    resolve_stack(game)
    cast(game, bolt, knight)
    resolve_stack(game)
    assert knight not in game.battlefield


@pytest.mark.parametrize(("new_word", "bolt_kills"), [("red", False), ("green", True)])
def test_sleight_of_mind_changes_the_protection(new_word: str, bolt_kills: bool) -> None:
    """612.2, 702.16a: "protection from black" becomes "protection from red": Lightning Bolt can
    no longer target it (and Doom Blade now could)."""
    game = arranged()
    for land in ("Island", "Mountain"):
        place(game, "Ann", land)
    knight = place(game, "Bo", "White Knight")
    sleight = place(game, "Ann", "Sleight of Mind", "hand")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sleight, knight)
    resolve(game, ("black", new_word))
    keywords = game.chars(game.objects[knight]).keywords
    assert f"protection from {new_word}" in keywords and "protection from black" not in keywords
    game.submit(Cast(bolt))
    assert (knight in target_values(game)) == bolt_kills


def test_protection_from_blue_knocks_off_control_magic() -> None:
    """702.16c, 704.5m: Ann's Control Magic steals White Knight; Bo's Sleight of Mind makes it
    "protection from blue", so Control Magic goes to the graveyard and Bo gets it back."""
    game = arranged()
    for _ in range(4):
        place(game, "Ann", "Island")
    place(game, "Bo", "Island")
    knight = place(game, "Bo", "White Knight")
    magic = place(game, "Ann", "Control Magic", "hand")
    sleight = place(game, "Bo", "Sleight of Mind", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, magic, knight)
    resolve_stack(game)
    assert game.objects[knight].controller == game.player_named("Ann").id
    pass_until(game, lambda g, d: d.player == g.player_named("Bo").id)
    cast(game, sleight, knight)
    resolve(game, ("black", "blue"))
    resolve_stack(game)
    assert game.objects[knight].controller == game.player_named("Bo").id
    assert "Control Magic" in [game.objects[c].name for c in game.player_named("Ann").graveyard]
    assert any(e.rule == "704.5m" and "protection from blue" in e.text for e in game.log)


def test_a_copy_doesnt_copy_a_text_change() -> None:
    """707.2: text-changing effects aren't copied: Clone copying a White Knight whose text now
    says "protection from red" has protection from black, as printed."""
    game = arranged()
    for land in ("Island", "Island", "Island", "Island", "Island"):
        place(game, "Ann", land)
    knight = place(game, "Bo", "White Knight")
    sleight = place(game, "Ann", "Sleight of Mind", "hand")
    clone = place(game, "Ann", "Clone", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sleight, knight)
    resolve(game, ("black", "red"))
    cast(game, clone)
    resolve(game, knight)
    copy = next(o for o in game.battlefield if game.objects[o].name == "White Knight"
                and o != knight)
    assert "protection from black" in game.chars(game.objects[copy]).keywords
    assert "protection from red" in game.chars(game.objects[knight]).keywords
