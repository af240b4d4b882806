"""``game.copy()`` in the middle of a decision replays from a checkpoint taken at a clean
decision at most ``CHECKPOINT_EVERY`` decisions back, however long the game and even when no
player ever answered a priority decision (issue 13: a game whose only answers are discards
replayed every turn since the start)."""

from __future__ import annotations

from manastack import Game
from manastack.game import game as game_module
from manastack.game.decisions import Decision


def _bears_game() -> Game:
    """No lands: every priority decision is a lone pass, taken automatically; the only answers
    are the discards of cleanup (514.1), which are not clean decisions."""
    return Game([["Grizzly Bears"] * 40] * 2, names=["Ann", "Bo"], seed=3, mulligans=False)


def _discard_until(game: Game, turn: int) -> None:
    while game.turn < turn or game.pending().kind != "discard":
        decision = game.pending()
        assert decision.kind == "discard", decision
        game.submit(list(decision.options[:decision.min]))


def test_a_copy_mid_decision_replays_a_bounded_number_of_decisions(monkeypatch) -> None:
    game = _bears_game()
    _discard_until(game, 60)  # about 1,000 decisions, all but the discards passed automatically
    assert not game.pending().clean
    reached = []
    real = Decision.forced

    def counting(self: Decision):
        reached.append(self.kind)
        return real(self)

    monkeypatch.setattr(Decision, "forced", counting)
    clone = game.copy()
    monkeypatch.undo()
    assert game_module.CHECKPOINT_EVERY <= 256
    assert len(reached) <= 257, len(reached)  # not the whole game since its start
    assert clone.render_log() == game.render_log()
    assert str(clone.pending()) == str(game.pending())


def test_a_copy_from_a_checkpoint_continues_exactly_like_the_game() -> None:
    game = _bears_game()
    _discard_until(game, 25)
    clone = game.copy()
    for g in (game, clone):
        while g.pending() is not None:
            d = g.pending()
            g.submit(list(d.options[-d.min:]) if d.shape == "subset" else d.options[0])
    assert clone.render_log() == game.render_log() and clone.result == game.result
