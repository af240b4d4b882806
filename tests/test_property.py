"""Property test: random games with random legal actions over random decks from the card pool,
checking the game's invariants after every decision."""

from __future__ import annotations

import random

from manastack import Game, agents
from manastack.fuzz import random_deck
from manastack.game.invariants import check

GAMES = 300


def test_random_games_keep_their_invariants() -> None:
    rng = random.Random(2026)
    for i in range(GAMES):
        decks = [random_deck(rng), random_deck(rng)]
        game = Game(decks, seed=i)
        players = [agents.RandomAgent(i * 2, mana_actions=i % 3 == 0),
                   agents.RandomAgent(i * 2 + 1, mana_actions=i % 3 == 0)]
        count = 0
        while (decision := game.pending()) is not None:
            check(game)
            game.submit(players[game.player(decision.player).index].decide(game, decision))
            count += 1
            assert count < 20000, f"game {i} did not finish"
        check(game)
        assert game.result is not None, "a finished game has a result"
        assert game.result.winner is None or game.result.winner in [p.name for p in game.players]


def test_copies_taken_anywhere_continue_exactly_like_the_original() -> None:
    """A copy made at any decision (priority or mid-resolution) is independent and, given the
    same answers, produces the same log as the original (architecture principle 7)."""
    rng = random.Random(77)
    for i in range(12):
        decks = [random_deck(rng), random_deck(rng)]
        game = Game(decks, seed=500 + i)
        players = [agents.RandomAgent(i), agents.RandomAgent(i + 50)]
        stop = rng.randrange(20, 160)
        for _ in range(stop):
            decision = game.pending()
            if decision is None:
                break
            game.submit(players[game.player(decision.player).index].decide(game, decision))
        if game.pending() is None:
            continue
        clone = game.copy()
        assert [e.render() for e in clone.log] == [e.render() for e in game.log]
        answers = []
        while (decision := game.pending()) is not None:
            answer = players[game.player(decision.player).index].decide(game, decision)
            answers.append(answer)
            game.submit(answer)
        for answer in answers:
            clone.submit(answer)
        assert [e.render() for e in clone.log] == [e.render() for e in game.log]
        assert clone.result == game.result


def test_many_copies_along_a_game_each_continue_exactly() -> None:
    """Copies at many decisions of one game, mid-resolution ones built from the kept state at
    the last clean decision (and copies of those copies), each go on like the original for the
    next answers."""
    rng = random.Random(91)
    for i in range(6):
        decks = [random_deck(rng), random_deck(rng)]
        game = Game(decks, seed=900 + i)
        players = [agents.RandomAgent(3 * i), agents.RandomAgent(3 * i + 1)]
        copies: list[tuple[Game, int]] = []
        log_after: list[int] = [len(game.log)]  # the log's length after k answers
        while (decision := game.pending()) is not None:
            if rng.random() < 0.15:
                clone = game.copy()
                if rng.random() < 0.3:
                    clone = clone.copy()
                assert [e.render() for e in clone.log] == [e.render() for e in game.log]
                assert clone.pending() is not None
                assert clone.pending().kind == decision.kind  # type: ignore[union-attr]
                copies.append((clone, len(game.answers)))
            game.submit(players[game.player(decision.player).index].decide(game, decision))
            log_after.append(len(game.log))
        assert copies
        for clone, given in copies:
            end = min(len(game.answers), given + 25)
            for answer in game.answers[given:end]:
                clone.submit(answer)
            assert [e.render() for e in clone.log] == \
                [e.render() for e in game.log[:log_after[end]]]
