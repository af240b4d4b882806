"""Durations (611.2a, 500.5a): "until end of combat" ends as the combat phase ends, "until your
next turn" as its controller's next turn begins. No supported card says "until end of combat"
on its own yet, so a card compiled from test text shows it."""

from __future__ import annotations

from compiler.test_grammar import record  # noqa: E402 - tests/ is on the path

from manastack import Game
from manastack.cards.compiler.compile import compile_record
from manastack.game.decisions import Cast, Pass
from manastack.game.setup import place


def test_until_end_of_combat_ends_with_the_combat_phase() -> None:
    card = compile_record(record("Target creature gets +2/+2 until end of combat.",
                                 name="Combat Trick", cost="{R}")).card
    assert card is not None
    game = Game([["Mountain"] * 5, ["Mountain"] * 5], start=False)
    ann = game.players[0]
    place(game, ann.id, "Mountain")
    bears = place(game, ann.id, "Grizzly Bears")
    trick = place(game, ann.id, card, "hand")
    game.start(turn=3, active=ann.name, step="begin_combat")
    game.submit(Cast(trick))
    powers = {}
    while game.step != "main2":
        d = game.pending()
        powers.setdefault(game.step, game.chars(game.objects[bears]).power)
        game.submit(Pass() if d.kind == "priority" else [] if d.shape == "pairs"
                    else d.options[0])
    assert powers["declare_attackers"] == 4  # still in the combat phase
    assert game.chars(game.objects[bears]).power == 2
    assert any(e.rule == "611.2a" and "until end of combat" in e.text for e in game.log)
