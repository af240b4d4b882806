"""The stack (405, 608), triggered abilities (603), casting (601) and mana payment (605)."""

from __future__ import annotations

from helpers import arranged, resolve_stack

from manastack import Game
from manastack.game.decisions import PASS, Activate, Cast
from manastack.game.setup import place


def pick(game: Game, value: int):  # type: ignore[no-untyped-def]
    return next(o for o in game.pending().options if getattr(o, "value", None) == value)


def test_the_last_spell_cast_resolves_first() -> None:
    game = arranged()
    for _ in range(2):
        place(game, "Ann", "Mountain")
    b1 = place(game, "Ann", "Lightning Bolt", "hand")
    b2 = place(game, "Ann", "Shock", "hand")
    bo = game.player_named("Bo").id
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(b1))
    game.submit(pick(game, bo))
    game.submit(Cast(b2))
    game.submit(pick(game, bo))
    assert [game.objects[i].name for i in game.stack] == ["Lightning Bolt", "Shock"]
    resolve_stack(game)
    resolved = [e.text for e in game.log if e.kind == "resolve"]
    assert resolved == ["Shock resolves", "Lightning Bolt resolves"]  # 405.5
    assert game.player(bo).life == 15


def test_a_spell_whose_only_target_is_gone_doesnt_resolve() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    place(game, "Bo", "Island")
    place(game, "Bo", "Island")
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    bears = place(game, "Bo", "Grizzly Bears")
    unsummon = place(game, "Bo", "Unsummon", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bolt))
    game.submit(pick(game, bears))
    game.submit(PASS)  # Ann passes; Bo responds
    game.submit(Cast(unsummon))
    game.submit(pick(game, bears))
    resolve_stack(game)
    assert any(e.rule == "608.2b" and "Lightning Bolt" in e.text for e in game.log)
    assert "Lightning Bolt" in [game.objects[i].name for i in game.player_named("Ann").graveyard]
    assert "Grizzly Bears" in [game.objects[i].name for i in game.player_named("Bo").hand]


def test_counterspell_counters_a_spell() -> None:
    game = arranged()
    place(game, "Ann", "Forest")
    place(game, "Ann", "Forest")
    bears = place(game, "Ann", "Grizzly Bears", "hand")
    place(game, "Bo", "Island")
    place(game, "Bo", "Island")
    counter = place(game, "Bo", "Counterspell", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bears))
    spell = game.stack[-1]
    game.submit(PASS)
    game.submit(Cast(counter))
    game.submit(pick(game, spell))
    resolve_stack(game)
    assert not [i for i in game.battlefield if game.objects[i].name == "Grizzly Bears"]
    assert any(e.rule == "701.6a" for e in game.log)


def test_triggers_go_on_the_stack_in_apnap_order() -> None:
    game = arranged()
    place(game, "Ann", "Soul Warden")
    place(game, "Bo", "Soul Warden")
    place(game, "Ann", "Forest")
    place(game, "Ann", "Forest")
    bears = place(game, "Ann", "Grizzly Bears", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bears))
    game.submit(PASS)
    game.submit(PASS)  # Grizzly Bears resolves; both Soul Wardens trigger
    assert len(game.stack) == 2
    controllers = [game.player(game.objects[i].controller).name for i in game.stack]
    assert controllers == ["Ann", "Bo"]  # 603.3b: the active player's goes on the stack first
    resolve_stack(game)
    assert game.player_named("Ann").life == 21 and game.player_named("Bo").life == 21


def test_a_player_orders_their_own_simultaneous_triggers() -> None:
    game = arranged()
    place(game, "Ann", "Soul Warden")
    place(game, "Ann", "Ajani's Pridemate")
    place(game, "Ann", "Soul Warden")
    place(game, "Ann", "Forest")
    place(game, "Ann", "Forest")
    bears = place(game, "Ann", "Grizzly Bears", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(bears))
    game.submit(PASS)
    game.submit(PASS)
    d = game.pending()
    assert d.kind == "order_triggers" and d.shape == "order" and len(d.options) == 2
    game.submit(list(reversed(d.options)))
    assert len(game.stack) == 2
    resolve_stack(game)
    pridemate = next(o for o in game.permanents() if o.name == "Ajani's Pridemate")
    assert (pridemate.counters or {}).get("+1/+1") == 2  # each life gain triggered it
    assert game.player_named("Ann").life == 22


def test_x_spell_offers_x_up_to_what_can_be_paid() -> None:
    game = arranged()
    for _ in range(4):
        place(game, "Ann", "Mountain")
    blaze = place(game, "Ann", "Blaze", "hand")
    bo = game.player_named("Bo").id
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(blaze))
    d = game.pending()
    assert d.kind == "x" and (d.min, d.max) == (0, 3)  # 601.2b: {X}{R} with four Mountains
    game.submit(3)
    game.submit(pick(game, bo))
    spell = game.objects[game.stack[-1]]
    assert game.chars(spell).mana_value == 4  # 202.3e: X counts on the stack
    resolve_stack(game)
    assert game.player(bo).life == 17


def test_payment_offers_the_distinct_ways_to_pay() -> None:
    game = arranged()
    place(game, "Ann", "Mountain")
    place(game, "Ann", "Forest")
    place(game, "Ann", "Forest")
    place(game, "Ann", "Llanowar Elves")
    ogre = place(game, "Ann", "Gray Ogre", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(ogre))
    d = game.pending()
    assert d.kind == "pay_mana"
    labels = sorted(o.label for o in d.options)
    assert labels == ["Mountain (R), Forest (G), Forest (G)",
                      "Mountain (R), Forest (G), Llanowar Elves (G)"]
    chosen = next(o for o in d.options if "Elves" in o.label)
    game.submit(chosen)
    tapped = sorted(o.name for o in game.permanents() if o.tapped)
    assert tapped == ["Forest", "Llanowar Elves", "Mountain"]


def test_a_sacrifice_cost_needs_something_to_sacrifice_and_asks_which() -> None:
    from manastack import IllegalAction
    from manastack.game.decisions import Activate

    game = arranged()
    bombardment = place(game, "Ann", "Goblin Bombardment")
    game.start(turn=3, active="Ann", step="main1")
    assert not any(isinstance(o, Activate) for o in game.pending().options)
    try:
        game.submit(Activate(bombardment, 0))
    except IllegalAction as err:
        assert err.rule == "118.3"
    else:
        raise AssertionError("activated without anything to sacrifice")

    game = arranged()
    bombardment = place(game, "Ann", "Goblin Bombardment")
    bears = place(game, "Ann", "Grizzly Bears")
    goblin = place(game, "Ann", "Raging Goblin")
    bo = game.player_named("Bo").id
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Activate(bombardment, 0))
    game.submit(pick(game, bo))
    d = game.pending()
    assert d.kind == "sacrifice" and {o.value for o in d.options} == {bears, goblin}
    game.submit(pick(game, goblin))
    resolve_stack(game)
    assert goblin not in game.battlefield and bears in game.battlefield
    assert game.player(bo).life == 19


def test_a_modal_spell_offers_only_modes_with_legal_targets_and_does_only_the_chosen_one() -> None:
    game = arranged()
    for land in ("Island", "Swamp", "Mountain"):
        place(game, "Ann", land)
    charm = place(game, "Ann", "Grixis Charm", "hand")
    mine = place(game, "Ann", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(charm))
    d = game.pending()
    assert d.kind == "mode" and len(d.options) == 3  # a permanent and a creature exist
    game.submit(d.options[2])  # creatures you control get +2/+0: no target (700.2c)
    resolve_stack(game)
    assert game.chars(game.objects[mine]).power == 4
    assert game.chars(game.objects[mine]).toughness == 2


def test_a_modal_spells_targets_belong_to_its_chosen_mode() -> None:
    game = arranged()
    for land in ("Island", "Swamp", "Mountain"):
        place(game, "Ann", land)
    charm = place(game, "Ann", "Grixis Charm", "hand")
    bears = place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(charm))
    minus = next(o for o in game.pending().options if "-4/-4" in o.label)
    game.submit(minus)
    d = game.pending()
    assert d.kind == "target" and {o.value for o in d.options} == {bears}
    game.submit(d.options[0])
    resolve_stack(game)
    assert bears not in game.battlefield  # 704.5f
    assert game.player_named("Bo").hand == []  # the bounce mode did nothing


def test_choose_one_or_both_can_be_cast_with_only_one_mode_legal() -> None:
    """700.2a, 601.2c: "choose one or both" needs one mode with legal targets, not two."""
    game = arranged()
    for land in ("Mountain", "Mountain", "Mountain", "Mountain", "Mountain"):
        place(game, "Ann", land)
    vandalize = place(game, "Ann", "Vandalize", "hand")
    game.start(turn=3, active="Ann", step="main1")
    assert game.pending().accepts(Cast(vandalize))  # the lands are targets, no artifact is
    game.submit(Cast(vandalize))
    d = game.pending()
    assert d.kind == "mode" and d.shape == "subset" and d.min == d.max == 1
    assert [o.value for o in d.options] == [1]


def test_a_dies_trigger_finds_the_card_in_the_graveyard() -> None:
    """400.7e: "When this creature dies, return it to its owner's hand" finds the new object
    in the graveyard."""
    game = arranged()
    place(game, "Ann", "Swamp")
    roaches = place(game, "Ann", "Endless Cockroaches")
    betrayal = place(game, "Ann", "Dark Betrayal", "hand")
    game.start(turn=3, active="Ann", step="main1")
    game.submit(Cast(betrayal))
    game.submit(pick(game, roaches))
    resolve_stack(game)
    ann = game.player_named("Ann")
    assert [game.objects[i].name for i in ann.hand] == ["Endless Cockroaches"]
    assert not ann.graveyard[1:] and [game.objects[i].name for i in ann.graveyard] == [
        "Dark Betrayal"]


def test_a_delayed_trigger_is_about_the_target_or_the_source_it_names() -> None:
    """603.7: "Destroy that creature at the beginning of the next end step" (the target),
    "Sacrifice this creature at the beginning of the next end step" (the source)."""
    from helpers import activate, choose, pass_until

    game = arranged()
    cannon = place(game, "Ann", "Mogg Cannon")
    bears = place(game, "Ann", "Grizzly Bears")
    place(game, "Ann", "Mountain")
    salamander = place(game, "Ann", "Pyric Salamander")
    game.start(turn=3, active="Ann", step="main1")
    activate(game, cannon, bears)
    resolve_stack(game)
    game.submit(Activate(salamander, 0))
    choose(game)
    resolve_stack(game)
    assert bears in game.battlefield and salamander in game.battlefield
    d = pass_until(game, lambda g, d: d.kind == "order_triggers")
    game.submit(list(d.options))  # 603.7: both delayed triggers, at the end step
    pass_until(game, lambda g, d: g.turn == 4)
    assert bears not in game.battlefield and salamander not in game.battlefield
    ann = game.player_named("Ann")
    assert sorted(game.objects[i].name for i in ann.graveyard) == ["Grizzly Bears",
                                                                   "Pyric Salamander"]
