"""State triggers (603.8): "When you control no Islands, sacrifice SELF." triggers as soon as
its state holds, not again while it waits or is on the stack, and again once it has left the
stack if the state still holds."""

from __future__ import annotations

from helpers import arranged, ids, resolve

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record
from manastack.game.setup import place
from manastack.rules.sba import settle


def _triggers_on_stack(game, source: int) -> int:  # noqa: ANN001
    return sum(1 for sid in game.stack if getattr(game.objects[sid], "source", None) == source)


def test_the_grammar_reads_a_state_as_the_trigger() -> None:
    card = compile_record(oracle_record("Dandân")).card
    assert card is not None
    ab = next(a for a in card.abilities if isinstance(a, ir.Triggered))
    assert ab.trigger == ir.Trigger("state", "any", condition=ir.NotCond(ir.Controls(
        ir.You(), ir.Selector(ir.Subtype("Island")))))
    assert ab.effect == ir.Sacrifice(ir.This())


def test_it_triggers_again_once_it_has_left_the_stack_and_the_state_still_holds() -> None:
    game = arranged()
    griffin = place(game, "Ann", "Tethered Griffin")
    game.start(turn=3, active="Ann", step="main1")
    assert _triggers_on_stack(game, griffin) == 1
    sid = next(s for s in game.stack if game.objects[s].source == griffin)
    game.stack.remove(sid)  # as if countered (701.6b): it left the stack unresolved
    del game.objects[sid]
    game.touch()
    list(settle(game))
    assert _triggers_on_stack(game, griffin) == 1
    resolve(game)
    assert not ids(game, "Tethered Griffin") and _triggers_on_stack(game, griffin) == 0


def test_no_trigger_while_the_state_does_not_hold() -> None:
    game = arranged()
    place(game, "Ann", "Dandân")
    place(game, "Ann", "Island")
    game.start(turn=3, active="Ann", step="main1")
    assert not game.stack and ids(game, "Dandân")
