"""The game uses the compiler: any supported card plays, by any spelling of its name; any other
card is refused with the clause that blocks it — by get_card, Game, decklists, scenarios and the
command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack import Game
from manastack.cards import CARD_POOL, UnknownCard, get_card, unsupported_reason
from manastack.cli import main
from manastack.decks import DeckError, parse_decklist
from manastack.game.decisions import Cast
from manastack.game.game import CardNotSupported
from manastack.game.setup import place

FROST_TITAN = ('"Whenever this creature becomes the target of a spell or ability an opponent '
               'controls, counter that spell or ability unless its controller pays {2}." is not '
               'supported')


def test_a_card_outside_the_hand_written_pool_is_compiled_and_plays() -> None:
    lions = get_card("Savannah Lions")
    assert not lions.unsupported and (lions.power, lions.toughness) == (2, 1)
    assert "Savannah Lions" in CARD_POOL
    game = Game([["Plains"] * 20, ["Plains"] * 20], names=["Ann", "Bo"], start=False,
                mulligans=False, auto_pass=False)
    place(game, "Ann", "Plains")
    pyromancer = place(game, "Ann", "Prodigal Pyromancer")  # {T}: 1 damage to any target
    game.start(turn=3, active="Ann")
    (ability,) = [a for a in game.pending().options if getattr(a, "source", None) == pyromancer]
    game.submit(ability)
    bo = game.player_named("Bo")
    game.submit(next(o for o in game.pending().options if o.value == bo.id))
    while game.pending() is not None and game.pending().kind == "priority" and game.stack:
        game.submit(game.pending().options[0])
    assert bo.life == 19


def test_an_unparsed_card_is_refused_with_the_clause_that_blocks_it() -> None:
    assert get_card("Frost Titan").unsupported == FROST_TITAN
    with pytest.raises(CardNotSupported) as err:
        Game([["Frost Titan"] * 40, ["Forest"] * 40])
    assert str(err.value) == f"Frost Titan can't be played yet: {FROST_TITAN}"
    assert "Frost Titan" not in CARD_POOL


def test_a_card_missing_rules_names_what_is_missing() -> None:
    assert unsupported_reason("Out of Bounds") == (
        '"Assist": no rules for the keyword assist')


def test_a_condition_on_each_affected_object_is_refused_not_read_as_the_source() -> None:
    # "as long as it's a creature" is about each land (611.3a); read as about Earth Surge
    # itself, a Dryad Arbor would stay 1/1
    assert "condition on each object it affects" in unsupported_reason("Earth Surge")
    assert unsupported_reason("Glorious Anthem") == ""


def test_names_match_ignoring_case_and_accents_and_by_front_face() -> None:
    assert get_card("juzam djinn").name == "Juzám Djinn"
    assert get_card("Delver of Secrets").name == "Delver of Secrets // Insectile Aberration"
    assert "transform layout" in get_card("Delver of Secrets").unsupported
    with pytest.raises(UnknownCard, match="did you mean: Lightning Bolt"):
        get_card("Lightnin Bolt")


def test_a_decklist_names_the_line_of_a_card_that_cant_be_played() -> None:
    from manastack.cards.oracle import oracle_names

    text = "4 Savannah Lions\n2 Frost Titan\n20 Plains\n"
    with pytest.raises(DeckError) as err:
        parse_decklist(text, source="deck.txt", known=oracle_names(), check=unsupported_reason)
    assert err.value.line == 2
    assert str(err.value).startswith(f"deck.txt:2: Frost Titan can't be played yet: {FROST_TITAN}")


def test_sim_plays_a_deck_of_cards_from_outside_the_old_pool(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "white.txt"
    deck.write_text("4 Savannah Lions\n4 Elite Vanguard\n4 Prodigal Pyromancer\n4 Youthful Knight\n"
                    "4 Lightning Bolt\n10 Plains\n10 Mountain\n", encoding="utf-8")
    with pytest.raises(SystemExit) as done:
        main(["sim", str(deck), "gruul", "--games", "3", "--json"])
    assert done.value.code == 0
    assert '"games": 3' in capsys.readouterr().out


def test_sim_refuses_a_deck_with_a_card_that_cant_be_played(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "titan.txt"
    deck.write_text("4 Frost Titan\n36 Island\n", encoding="utf-8")
    with pytest.raises(SystemExit) as done:
        main(["sim", str(deck), "gruul", "--games", "1"])
    assert done.value.code == 2
    assert "titan.txt:1: Frost Titan can't be played yet" in capsys.readouterr().err


def test_a_compiled_spell_is_offered_and_resolves() -> None:
    game = Game([["Mountain"] * 20, ["Mountain"] * 20], names=["Ann", "Bo"], start=False,
                mulligans=False, auto_pass=False)
    for _ in range(3):
        place(game, "Ann", "Mountain")
    bolt = place(game, "Ann", "Open Fire", "hand")  # {2}{R}: 3 damage; not hand-written before
    game.start(turn=3, active="Ann")
    game.submit(next(o for o in game.pending().options if isinstance(o, Cast) and o.card == bolt))
    bo = game.player_named("Bo")
    game.submit(next(o for o in game.pending().options if o.value == bo.id))
    while (d := game.pending()) is not None and d.kind != "priority":
        game.submit(d.options[0])
    while game.stack:
        game.submit(game.pending().options[0])
    assert bo.life == 17
