"""One policy for choices with a single legal answer (docs/engine.md, "Single-answer
decisions"): each is posed as a decision listing that answer; ``auto_pass=True`` takes it without
recording it, ``auto_pass=False`` poses it. Checked on a payment that can't be made (118.3), an
order of one card (401.4) and the two-player "choose an opponent" of clash (701.30a)."""

from __future__ import annotations

from helpers import cast, logged, place, resolve

from manastack import Game, ir
from manastack.game.decisions import NO, NOT_FORCED, YES, Activate, Decision
from manastack.rules.card import make_card

TARGET_SPELL = ir.Target(ir.Selector(zones=("stack",)))
MANA_LEAK = ir.Card("Mana Leak", "{1}{U}", "Instant",
                    text="Counter target spell unless its controller pays {3}.",
                    spell=ir.SpellAbility(ir.CounterUnlessPays(ir.Targeted(0), "{3}"),
                                          (TARGET_SPELL,),
                                          text="Counter target spell unless its controller "
                                               "pays {3}."))


def _leak(auto_pass: bool) -> tuple[Game, int, int]:
    """Bo casts Unsummon on Ann's Grizzly Bears with one Island left over; Ann answers with
    Mana Leak, which Bo can't pay for; Ann's Mana Leak is on the stack and Bo has priority."""
    game = Game([["Plains"] * 10] * 2, names=["Ann", "Bo"], start=False, auto_pass=auto_pass,
                mulligans=False)
    make_card(MANA_LEAK)
    for _ in range(2):
        place(game, "Ann", "Island")
    for _ in range(2):
        place(game, "Bo", "Island")
    leak = place(game, "Ann", MANA_LEAK, "hand")
    unsummon = place(game, "Bo", "Unsummon", "hand")
    bears = place(game, "Ann", "Grizzly Bears")
    game.start(turn=3, active="Bo", step="main1")
    if auto_pass:  # each spell has one legal target, taken for it; Bo, with nothing left
        cast(game, unsummon)  # to cast, passes
        cast(game, leak)
    else:
        cast(game, unsummon, bears)
        game.submit(game.pending().options[0])  # Bo passes priority
        cast(game, leak, game.stack[-1])
    return game, bears, unsummon


def test_a_payment_that_cant_be_made_is_posed_with_only_no_when_not_auto_passing() -> None:
    game, bears, _ = _leak(auto_pass=False)
    resolve(game)
    decision = game.pending()
    assert decision.kind == "may" and decision.player == game.player_named("Bo").id
    assert decision.options == [NO] and decision.forced() is NO
    answers = len(game.answers)
    game.submit(NO)
    assert len(game.answers) == answers + 1  # answered by the player: recorded
    assert logged(game, "118.3", "Bo can't pay {3}") and bears in game.battlefield


def test_a_payment_that_cant_be_made_is_taken_unrecorded_when_auto_passing() -> None:
    game, bears, _ = _leak(auto_pass=True)
    before = len(game.answers)
    while game.stack:
        decision = game.pending()
        assert decision.kind == "priority", decision  # never asked to pay {3}
        game.submit(decision.options[0])
    assert logged(game, "118.3", "Bo can't pay {3}") and bears in game.battlefield
    assert [game.objects[c].name for c in game.player_named("Bo").graveyard] == ["Unsummon"]
    # only the priority passes were recorded, and a copy (a replay) gives the same game
    assert all(type(a).__name__ == "Pass" for a in game.answers[before:])
    assert game.copy().render_log() == game.render_log()


def test_forced_finds_the_single_answer_of_each_shape() -> None:
    assert Decision(0, "may", [NO]).forced() is NO
    assert Decision(0, "may", [YES, NO]).forced() is NOT_FORCED
    assert Decision(0, "order_cards", [YES], shape="order").forced() == (YES,)
    assert Decision(0, "order_cards", [YES, NO], shape="order").forced() is NOT_FORCED
    assert Decision(0, "discard", [YES, NO], shape="subset", min=2, max=2).forced() == (YES, NO)
    assert Decision(0, "discard", [YES, NO], shape="subset", min=1, max=1).forced() is NOT_FORCED
    assert Decision(0, "bottom", [YES, NO], shape="subset", min=0, max=0).forced() == ()
    assert Decision(0, "x", [], shape="number", min=3, max=3).forced() == 3
    assert Decision(0, "x", [], shape="number", min=0, max=3).forced() is NOT_FORCED


def _orchard(auto_pass: bool) -> tuple[Game, int, int]:
    """Ann has Exotic Orchard; Bo's only land is a Forest, so "one mana of any color that a land
    an opponent controls could produce" leaves one color to choose (106.7)."""
    game = Game([["Plains"] * 10] * 2, names=["Ann", "Bo"], start=False, auto_pass=auto_pass,
                mulligans=False)
    orchard = place(game, "Ann", "Exotic Orchard")
    forest = place(game, "Ann", "Forest")
    place(game, "Bo", "Forest")
    place(game, "Ann", "Grizzly Bears", "hand")  # something to spend it on: asked at priority
    game.start(turn=3, active="Ann", step="main1")
    return game, orchard, forest


def test_a_mana_choice_left_with_one_color_is_posed_when_not_auto_passing() -> None:
    game, orchard, _ = _orchard(auto_pass=False)
    game.submit(Activate(orchard, 0))
    decision = game.pending()
    assert decision.kind == "mana_color" and [o.label for o in decision.options] == ["{G}"]
    game.submit(decision.options[0])
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 1, 0]


def test_a_mana_choice_left_with_one_color_is_taken_when_auto_passing() -> None:
    game, orchard, _ = _orchard(auto_pass=True)
    game.submit(Activate(orchard, 0))
    assert game.pending().kind == "priority"
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 1, 0]


def test_a_fixed_mana_ability_is_no_choice_at_all() -> None:
    game, _, forest = _orchard(auto_pass=False)
    game.submit(Activate(forest, 0))
    assert game.pending().kind == "priority"  # "Add {G}." poses nothing (106.1)
    assert game.player_named("Ann").pool == [0, 0, 0, 0, 1, 0]
