"""Replacement effects that modify how permanents enter (614.1c, 614.12) and X on entering
(107.3m)."""

from __future__ import annotations

from helpers import arranged, resolve_stack

from manastack.game.decisions import PASS, Cast
from manastack.game.setup import place


def cast_x(game, card: int, x: int) -> None:  # type: ignore[no-untyped-def]
    game.submit(Cast(card))
    d = game.pending()
    assert d.kind == "x"
    game.submit(x)
    while game.pending().kind == "pay_mana":  # keep the Mountain for the Bolt
        game.submit(next(o for o in game.pending().options if "Mountain" not in o.label))


def test_endless_one_enters_with_x_counters() -> None:
    game = arranged()
    for _ in range(3):
        place(game, "Ann", "Wastes")
    one = place(game, "Ann", "Endless One", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast_x(game, one, 3)
    resolve_stack(game)
    endless = next(o for o in game.permanents() if o.name == "Endless One")
    assert endless.counters == {"+1/+1": 3}
    ch = game.chars(endless)
    assert (ch.power, ch.toughness, ch.mana_value) == (3, 3, 0)  # 202.3e: X is 0 off the stack


def test_hangarback_walker_leaves_a_thopter_per_counter_it_had() -> None:
    game = arranged()
    for _ in range(4):
        place(game, "Ann", "Wastes")
    place(game, "Ann", "Mountain")
    walker = place(game, "Ann", "Hangarback Walker", "hand")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast_x(game, walker, 2)
    resolve_stack(game)
    hangar = next(o for o in game.permanents() if o.name == "Hangarback Walker")
    assert hangar.counters == {"+1/+1": 2}
    game.submit(Cast(bolt))
    game.submit(next(o for o in game.pending().options if getattr(o, "value", 0) == hangar.id))
    resolve_stack(game)
    thopters = [o for o in game.permanents() if o.name == "Thopter Token"]
    assert len(thopters) == 2  # counted from the Walker as it last existed (608.2h)
    assert all(o.owner == game.player_named("Ann").id for o in thopters)


def test_chalice_on_one_counters_mana_value_one_but_not_a_chalice_for_x_one() -> None:
    game = arranged()
    chalice = place(game, "Bo", "Chalice of the Void", counters={"charge": 1})
    for _ in range(2):
        place(game, "Ann", "Wastes")
    place(game, "Ann", "Mountain")
    second = place(game, "Ann", "Chalice of the Void", "hand")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast_x(game, second, 1)
    spell = game.objects[game.stack[-1]]
    assert game.chars(spell).mana_value == 2  # 202.3e: {X}{X} with X=1
    assert not game.pending_triggers and len(game.stack) == 1
    resolve_stack(game)
    chalices = [o for o in game.permanents() if o.name == "Chalice of the Void"]
    assert len(chalices) == 2
    game.submit(Cast(bolt))
    game.submit(next(o for o in game.pending().options
                     if getattr(o, "value", 0) == game.player_named("Bo").id))
    game.submit(PASS)  # Chalice's trigger goes on the stack above the Bolt
    assert [game.objects[i].name for i in game.stack] == [
        "Lightning Bolt", "Chalice of the Void's ability", "Chalice of the Void's ability"]
    resolve_stack(game)
    assert game.player_named("Bo").life == 20
    assert chalice in game.battlefield


def test_an_enters_trigger_uses_the_x_of_the_spell_that_became_the_permanent() -> None:
    """107.3m: "When Gadwick enters, draw X cards" draws the X paid for casting it (while X of
    the permanent itself is 0)."""
    game = arranged()
    for land in ("Island", "Island", "Island", "Wastes", "Wastes"):
        place(game, "Ann", land)
    gadwick = place(game, "Ann", "Gadwick, the Wizened", "hand")
    game.start(turn=3, active="Ann", step="main1")
    hand = len(game.player_named("Ann").hand)
    cast_x(game, gadwick, 2)
    resolve_stack(game)
    assert len(game.player_named("Ann").hand) == hand - 1 + 2


def test_an_aura_put_onto_the_battlefield_enchants_what_its_controller_chooses() -> None:
    """303.4f: an Aura returned from the graveyard (not cast) is attached to an object its
    controller chooses as it enters; 303.4g: with nothing to enchant it stays where it is."""
    for with_creature in (True, False):
        game = arranged()
        for land in ("Wastes", "Wastes", "Wastes", "Plains", "Swamp"):
            place(game, "Ann", land)
        rise = place(game, "Ann", "Rise to Glory", "hand")
        aura = place(game, "Ann", "Burden of Guilt", "graveyard")
        bears = place(game, "Bo", "Grizzly Bears") if with_creature else None
        game.start(turn=3, active="Ann", step="main1")
        game.submit(Cast(rise))
        game.submit([o for o in game.pending().options if o.value == 1])
        game.submit(next(o for o in game.pending().options if o.value == aura))
        while game.pending().kind == "pay_mana":
            game.submit(game.pending().options[0])
        while (d := game.pending()).kind == "priority" and game.stack:
            game.submit(PASS)
        burden = [o for o in game.permanents() if o.name == "Burden of Guilt"]
        if not with_creature:
            assert not burden and aura in game.player_named("Ann").graveyard
            assert any(e.rule == "303.4g" for e in game.log)
            continue
        assert d.kind == "enchant" and [o.value for o in d.options] == [bears]
        game.submit(d.options[0])
        resolve_stack(game)
        (burden,) = [o for o in game.permanents() if o.name == "Burden of Guilt"]
        assert burden.attached_to == bears
