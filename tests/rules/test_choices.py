"""Choices made as a permanent enters (614.12): kept on the permanent, not copiable (707.2),
gone when it leaves (400.7)."""

from __future__ import annotations

from helpers import arranged

from manastack.game.decisions import IllegalAction
from manastack.game.setup import place
from manastack.rules.mana_abilities import could_produce


def test_a_type_name_in_any_case_answers_the_choice_and_a_non_type_is_refused() -> None:
    from manastack import ir
    from manastack.rules.choices import choice_decision

    game = arranged()
    place(game, "Ann", "Llanowar Elves")
    game.start(turn=3, active="Ann", step="main1")
    d = choice_decision(game, game.player_named("Ann").id,
                        ir.ChooseAsEnters("creature type"), "Door of Destinies")
    assert {o.value for o in d.options[:2]} == {"Elf", "Druid"}  # the player's own types first
    assert d.normalise("goblin").value == "Goblin"
    try:
        d.normalise("Plains")
    except IllegalAction as err:
        assert "614.12a" in str(err.rule)
    else:  # pragma: no cover
        raise AssertionError("Plains is not a creature type")


def test_without_a_choice_only_the_fixed_mana_and_nothing_is_of_the_chosen_type() -> None:
    game = arranged()
    grove = place(game, "Ann", "Thriving Grove")  # placed, not entered: no choice (707.2 alike)
    elves = place(game, "Ann", "Llanowar Elves")
    place(game, "Ann", "Vanquisher's Banner")
    game.start(turn=3, active="Ann", step="main1")
    assert could_produce(game, game.objects[grove]) == frozenset("G")  # type: ignore[arg-type]
    assert game.chars(game.objects[elves]).power == 1  # type: ignore[arg-type]
    game.objects[grove].chosen = (("color", "U"),)
    game.touch()
    assert could_produce(game, game.objects[grove]) == frozenset("GU")  # type: ignore[arg-type]
