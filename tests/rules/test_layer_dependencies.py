"""Dependencies within a layer (613.8), effects that keep applying once started (613.6), text
changes (612, layer 3), land types (305.6-7) and copy effects (707, layer 1), with real cards."""

from __future__ import annotations

import pytest
from helpers import (
    arranged,
    cast,
    choose,
    pass_until,
    place,
    resolve,
    resolve_stack,
    to_step,
)

from manastack import Game
from manastack.rules.characteristics import mana_abilities


def ch(game: Game, oid: int):  # noqa: ANN201 - test shorthand
    return game.chars(game.objects[oid])


def produces(game: Game, oid: int) -> set[str]:
    """The mana this permanent's mana abilities add (one letter each here)."""
    return {m for _, ab in mana_abilities(game, game.objects[oid]) for m in ab.effect.options}


# ---- layer 4: Blood Moon and Urborg ------------------------------------------------------------


def test_urborg_makes_every_land_a_swamp_with_its_mana_ability() -> None:
    """305.7: a land that gains a basic land type in addition keeps its types and rules text
    and gains the new type's mana ability."""
    game = arranged()
    forest = place(game, "Ann", "Forest")
    guildgate = place(game, "Bo", "Azorius Guildgate")
    urborg = place(game, "Ann", "Urborg, Tomb of Yawgmoth")
    game.start(turn=3, active="Ann", step="main1")
    assert ch(game, forest).subtypes == ("Forest", "Swamp")
    assert produces(game, forest) == {"G", "B"}
    assert produces(game, guildgate) == {"W", "U", "B"}  # its own ability stays
    assert ch(game, urborg).subtypes == ("Swamp",) and produces(game, urborg) == {"B"}


@pytest.mark.parametrize("moon_first", [True, False])
def test_blood_moon_removes_urborgs_ability_whatever_the_timestamps(moon_first: bool) -> None:
    """613.8a: Blood Moon would remove Urborg's ability (305.7), so Urborg's effect depends on
    it and waits; once Blood Moon applies, Urborg's effect no longer exists. By timestamps
    alone, an Urborg older than Blood Moon would still make every land a Swamp."""
    game = arranged()
    forest = place(game, "Ann", "Forest")
    if moon_first:
        place(game, "Bo", "Blood Moon")
    urborg = place(game, "Ann", "Urborg, Tomb of Yawgmoth")
    if not moon_first:
        place(game, "Bo", "Blood Moon")
    guildgate = place(game, "Bo", "Azorius Guildgate")
    game.start(turn=3, active="Ann", step="main1")
    assert ch(game, urborg).subtypes == ("Mountain",)
    assert produces(game, urborg) == {"R"}
    assert ch(game, forest).subtypes == ("Forest",)  # basic: Blood Moon leaves it alone
    assert produces(game, forest) == {"G"}
    assert ch(game, guildgate).subtypes == ("Mountain",)  # its Gate type and ability are gone
    assert produces(game, guildgate) == {"R"}
    assert "Legendary" in ch(game, urborg).supertypes  # 305.7: supertypes stay


def test_an_aura_that_sets_urborgs_land_type_also_ends_its_effect() -> None:
    """Spreading Seas on Urborg: Urborg is an Island and nothing is a Swamp (613.8a, 305.7)."""
    game = arranged()
    urborg = place(game, "Ann", "Urborg, Tomb of Yawgmoth")
    forest = place(game, "Ann", "Forest")
    seas = place(game, "Bo", "Spreading Seas")
    game.objects[seas].attached_to = urborg
    game.start(turn=3, active="Ann", step="main1")
    assert ch(game, urborg).subtypes == ("Island",) and produces(game, urborg) == {"U"}
    assert ch(game, forest).subtypes == ("Forest",)


# ---- layer 6 dependency and 613.6 -----------------------------------------------------------


def test_a_lord_that_loses_its_abilities_stops_granting_them() -> None:
    """613.8a: Turn to Frog removes Galerider Sliver's ability (layer 6), so the Sliver's
    layer-6 effect depends on it and no longer exists; by timestamps alone the older Sliver
    would first give Metallic Sliver flying."""
    game = arranged()
    place(game, "Ann", "Island")
    place(game, "Ann", "Island")
    galerider = place(game, "Ann", "Galerider Sliver")
    metallic = place(game, "Ann", "Metallic Sliver")
    frog = place(game, "Ann", "Turn to Frog", "hand")
    game.start(turn=3, active="Ann", step="main1")
    assert "flying" in ch(game, metallic).keywords
    cast(game, frog, galerider)
    resolve_stack(game)
    assert "flying" not in ch(game, metallic).keywords
    assert "flying" not in ch(game, galerider).keywords


@pytest.mark.parametrize("humility_first", [True, False])
def test_humility_removes_a_lords_ability_whatever_the_timestamps(humility_first: bool) -> None:
    game = arranged()
    if humility_first:
        place(game, "Ann", "Humility")
    sliver = place(game, "Ann", "Galerider Sliver")
    if not humility_first:
        place(game, "Ann", "Humility")
    game.start(turn=3, active="Ann", step="main1")
    assert "flying" not in ch(game, sliver).keywords
    assert (ch(game, sliver).power, ch(game, sliver).toughness) == (1, 1)


def test_the_sliver_gives_flying_without_humility() -> None:
    game = arranged()
    sliver = place(game, "Ann", "Galerider Sliver")
    other = place(game, "Bo", "Galerider Sliver")
    game.start(turn=3, active="Ann", step="main1")
    assert "flying" in ch(game, sliver).keywords and "flying" in ch(game, other).keywords


@pytest.mark.parametrize(("humility_first", "humility_pt"), [(True, 4), (False, 1)])
def test_humility_and_opalescence(humility_first: bool, humility_pt: int) -> None:
    """613.6: Opalescence makes Humility a creature (layer 4); Humility's effect starts in layer
    6, where Humility loses its own ability, yet it goes on applying in layer 7b to the same
    creatures. In 7b the timestamps decide: Opalescence newer leaves Humility 4/4; Humility
    newer makes it 1/1. Other creatures are 1/1 either way."""
    game = arranged()
    if humility_first:
        humility = place(game, "Ann", "Humility")
    opalescence = place(game, "Ann", "Opalescence")
    if not humility_first:
        humility = place(game, "Ann", "Humility")
    angel = place(game, "Bo", "Serra Angel")
    crusade = place(game, "Bo", "Crusade")
    game.start(turn=3, active="Ann", step="main1")
    h = ch(game, humility)
    assert "Creature" in h.types and h.abilities == ()
    assert (h.power, h.toughness) == (humility_pt, humility_pt)
    assert "Creature" not in ch(game, opalescence).types  # "each other"
    # Crusade is a creature (Opalescence) that lost its ability (Humility)
    assert ch(game, crusade).power == (2 if humility_first else 1)  # its mana value is 2
    assert ch(game, angel).power == 1  # Crusade lost its ability
    assert ch(game, angel).keywords == frozenset()


# ---- layer 3: text changes ----------------------------------------------------------------------


def text_board(*cards: str, islands: int = 1) -> tuple[Game, list[int]]:
    game = arranged()
    for _ in range(islands):
        place(game, "Ann", "Island")
    return game, [place(game, who, name, zone) for who, name, zone in cards]


def test_sleight_of_mind_offers_every_pair_of_color_words() -> None:
    game, (crusade, sleight) = text_board(("Ann", "Crusade", "battlefield"),
                                          ("Ann", "Sleight of Mind", "hand"))
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sleight, crusade)
    decision = pass_until(game, lambda g, d: d.kind != "priority")
    assert decision.kind == "change_text" and decision.rule == "612.1"
    assert len(decision.options) == 20  # 5 words, each to one of the 4 others
    assert ("white", "black") in {o.value for o in decision.options}


@pytest.mark.parametrize(("words", "white_pt", "black_pt"),
                         [(("white", "black"), 2, 3), (("red", "green"), 3, 2)])
def test_sleight_of_mind_changes_the_color_crusade_pumps(words: tuple[str, str], white_pt: int,
                                                         black_pt: int) -> None:
    """612.2: "white" used as a color word changes; Crusade then pumps black creatures."""
    game, (crusade, knight, vampire, sleight) = text_board(
        ("Ann", "Crusade", "battlefield"), ("Ann", "Youthful Knight", "battlefield"),
        ("Bo", "Vampire Nighthawk", "battlefield"), ("Ann", "Sleight of Mind", "hand"))
    game.start(turn=3, active="Ann", step="main1")
    assert (ch(game, knight).power, ch(game, vampire).power) == (3, 2)
    cast(game, sleight, crusade)
    resolve(game, words)
    assert (ch(game, knight).power, ch(game, vampire).power) == (white_pt, black_pt)
    assert ch(game, crusade).text == ("Black creatures get +1/+1." if black_pt == 3
                                      else "White creatures get +1/+1.")
    assert game.objects[crusade].card.text == "White creatures get +1/+1."  # printed stays


def test_magical_hack_on_a_spell_changes_what_it_destroys() -> None:
    """612.1: a text change on a spell on the stack; Flashfires destroys Islands instead."""
    game = arranged()
    for _ in range(4):
        place(game, "Bo", "Mountain")
    plains = place(game, "Ann", "Plains")
    island = place(game, "Ann", "Island")
    fires = place(game, "Bo", "Flashfires", "hand")
    hack = place(game, "Ann", "Magical Hack", "hand")
    game.start(turn=3, active="Bo", step="main1")
    cast(game, fires)
    pass_until(game, lambda g, d: d.player == g.player_named("Ann").id)
    cast(game, hack, game.stack[-1])
    resolve(game, ("Plains", "Island"))
    resolve_stack(game)
    assert plains in game.battlefield and island not in game.battlefield
    assert not game.effects  # the changed spell is gone: so is the effect on it (400.7)


def test_magical_hack_on_urborg_and_on_a_basic_land() -> None:
    """612.1: the land type in Urborg's text (layer 3) changes before its effect applies
    (layer 4); a basic land's type line changes too, with its mana ability (305.6)."""
    game = arranged()
    for _ in range(2):
        place(game, "Ann", "Island")
    urborg = place(game, "Ann", "Urborg, Tomb of Yawgmoth")
    swamp = place(game, "Bo", "Swamp")
    hacks = [place(game, "Ann", "Magical Hack", "hand") for _ in range(2)]
    game.start(turn=3, active="Ann", step="main1")
    cast(game, hacks[0], urborg)
    resolve(game, ("Swamp", "Island"))
    assert ch(game, urborg).subtypes == ("Island",)
    assert ch(game, swamp).subtypes == ("Swamp", "Island")
    assert produces(game, swamp) == {"B", "U"}
    cast(game, hacks[1], swamp)
    resolve(game, ("Swamp", "Forest"))
    assert ch(game, swamp).subtypes == ("Forest", "Island") and produces(game, swamp) == {"G", "U"}


# ---- layer 1: becoming a copy ----------------------------------------------------------------


def test_cytoshape_copies_until_end_of_turn_keeping_counters_and_damage() -> None:
    """707.2: the copiable values only; counters and damage stay (707.2); the choice is made
    on resolution; the copy ends at cleanup (514.2)."""
    game = arranged()
    for land in ("Forest", "Island", "Island"):
        place(game, "Ann", land)
    bears = place(game, "Ann", "Grizzly Bears", counters={"+1/+1": 1})
    angel = place(game, "Bo", "Serra Angel")
    isamaru = place(game, "Bo", "Isamaru, Hound of Konda")
    shape = place(game, "Ann", "Cytoshape", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, shape, bears)
    decision = pass_until(game, lambda g, d: d.kind != "priority")
    assert decision.kind == "copy"
    offered = {o.value for o in decision.options}
    assert angel in offered and bears in offered and isamaru not in offered  # legendary
    choose(game, angel)
    now = ch(game, bears)
    assert now.name == "Serra Angel" and (now.power, now.toughness) == (5, 5)
    assert now.keywords == {"flying", "vigilance"} and now.colors == {"W"}
    assert game.objects[bears].name == "Serra Angel"
    to_step(game, "end")
    pass_until(game, lambda g, d: g.turn == 4)
    back = ch(game, bears)
    assert back.name == "Grizzly Bears" and (back.power, back.toughness) == (3, 3)


def test_a_copy_of_a_clone_copies_what_the_clone_copied() -> None:
    """707.3: Clone copying Serra Angel has the Angel's copiable values; Cytoshape on Grizzly
    Bears choosing that Clone makes the Bears a Serra Angel."""
    game = arranged()
    for land in ("Island", "Island", "Island", "Island"):
        place(game, "Ann", land)
    for land in ("Forest", "Island", "Island"):
        place(game, "Bo", land)
    angel = place(game, "Bo", "Serra Angel")
    bears = place(game, "Bo", "Grizzly Bears")
    clone = place(game, "Ann", "Clone", "hand")
    shape = place(game, "Bo", "Cytoshape", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, clone)
    resolve(game, angel)
    copy_id = next(o for o in game.battlefield
                   if game.objects[o].name == "Serra Angel" and o != angel)
    pass_until(game, lambda g, d: d.player == g.player_named("Bo").id)
    cast(game, shape, bears)
    resolve(game, copy_id)
    assert ch(game, bears).name == "Serra Angel" and ch(game, bears).power == 4


def test_a_text_change_on_a_permanent_spell_follows_it_onto_the_battlefield() -> None:
    """400.7a: Sleight of Mind on Crusade while it's a spell; the permanent it becomes pumps
    black creatures."""
    game = arranged()
    for land in ("Plains", "Plains", "Island"):
        place(game, "Ann", land)
    crusade = place(game, "Ann", "Crusade", "hand")
    sleight = place(game, "Ann", "Sleight of Mind", "hand")
    vampire = place(game, "Bo", "Vampire Nighthawk")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, crusade)
    cast(game, sleight, game.stack[-1])
    resolve(game, ("white", "black"))
    resolve_stack(game)
    assert ch(game, vampire).power == 3


@pytest.mark.parametrize("payer", ["Urborg, Tomb of Yawgmoth", "Forest"])
def test_a_land_pays_black_with_the_swamp_ability_urborg_gives(payer: str) -> None:
    """305.6-7: Urborg has no printed mana ability, but being a Swamp gives it "{T}: Add {B}";
    a Forest under Urborg has two mana abilities, and a payment may use either. Each pays for
    Typhoid Rats (the other land is tapped)."""
    game = arranged()
    lands = {name: place(game, "Ann", name, tapped=name != payer)
             for name in ("Urborg, Tomb of Yawgmoth", "Forest")}
    rats = place(game, "Ann", "Typhoid Rats", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, rats)
    resolve_stack(game)
    assert game.objects[lands[payer]].tapped
    assert any(game.objects[o].name == "Typhoid Rats" for o in game.battlefield)


def test_a_players_view_shows_the_changed_text_and_types() -> None:
    """A client sees characteristics as the layers left them: Crusade's changed text (612)."""
    game, (crusade, sleight) = text_board(("Ann", "Crusade", "battlefield"),
                                          ("Ann", "Sleight of Mind", "hand"))
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sleight, crusade)
    resolve(game, ("white", "black"))
    seen = {o["id"]: o for o in game.view("Bo")["battlefield"]}
    assert seen[crusade]["text"] == "Black creatures get +1/+1."
    assert seen[crusade]["types"] == ["Enchantment"] and seen[crusade]["colors"] == "W"


def test_a_characteristic_defining_ability_counts_what_the_layers_made_and_can_be_lost() -> None:
    """604.3, 613.4a: Nightmare counts Swamps as they are after layer 4 (Urborg makes Forests
    Swamps); once it loses its abilities (Merfolk Trickster, layer 6) its power and toughness
    are the printed * (0), so it dies (704.5f)."""
    game = arranged()
    place(game, "Bo", "Urborg, Tomb of Yawgmoth")
    place(game, "Bo", "Forest")
    place(game, "Bo", "Forest")
    nightmare = place(game, "Bo", "Nightmare")
    place(game, "Ann", "Island")
    place(game, "Ann", "Island")
    trickster = place(game, "Ann", "Merfolk Trickster", "hand")
    game.start(turn=3, active="Ann", step="main1")
    assert (ch(game, nightmare).power, ch(game, nightmare).toughness) == (3, 3)
    cast(game, trickster)
    resolve(game)
    choose(game, nightmare)
    resolve_stack(game)
    assert nightmare not in game.battlefield
    assert any(e.rule == "704.5f" and "Nightmare" in e.text for e in game.log)


@pytest.mark.parametrize("opalescence", [True, False])
def test_an_enchantment_entering_as_a_creature_meets_creature_replacements(
        opalescence: bool) -> None:
    """614.12: whether "Creatures your opponents control enter tapped" applies is decided with
    the permanent as it would exist on the battlefield: with Opalescence out, Crusade enters as
    a creature, so Authority of the Consuls taps it (and its life trigger sees a creature)."""
    game = arranged()
    place(game, "Ann", "Plains")
    place(game, "Ann", "Plains")
    if opalescence:
        place(game, "Ann", "Opalescence")
    place(game, "Bo", "Authority of the Consuls")
    crusade = place(game, "Ann", "Crusade", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, crusade)
    resolve_stack(game)
    entered = next(o for o in game.battlefield if game.objects[o].name == "Crusade")
    assert game.objects[entered].tapped == opalescence
    assert game.player_named("Bo").life == (21 if opalescence else 20)


@pytest.mark.parametrize(("humility", "counters"), [(True, 0), (False, 2)])
def test_an_enters_with_ability_that_humility_would_remove_doesnt_apply(
        humility: bool, counters: int) -> None:
    """614.12: Hangarback Walker is checked as it would exist on the battlefield; under Humility
    it would have no abilities, so "enters with X +1/+1 counters" doesn't apply."""
    game = arranged()
    for _ in range(4):
        place(game, "Ann", "Plains")
    if humility:
        place(game, "Bo", "Humility")
    walker = place(game, "Ann", "Hangarback Walker", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, walker, 2)
    resolve_stack(game)
    entered = next(o for o in game.battlefield if game.objects[o].name == "Hangarback Walker")
    assert (game.objects[entered].counters or {}).get("+1/+1", 0) == counters


def test_clone_entering_under_humility_has_no_copy_ability() -> None:
    """614.12: Clone is checked as it would exist on the battlefield, where Humility would take
    its abilities, so no copy is offered; it is a 1/1 Clone."""
    game = arranged()
    for _ in range(4):
        place(game, "Ann", "Island")
    place(game, "Bo", "Humility")
    place(game, "Bo", "Serra Angel")
    clone = place(game, "Ann", "Clone", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, clone)
    decision = pass_until(game, lambda g, d: not g.stack or d.kind != "priority")
    assert decision.kind == "priority"  # no "copy" decision was posed
    entered = next(o for o in game.battlefield if game.objects[o].name == "Clone")
    assert (ch(game, entered).power, ch(game, entered).toughness) == (1, 1)


def test_a_static_ability_of_a_spell_doesnt_apply_on_the_stack() -> None:
    """604.2: static abilities function on the battlefield. Galerider Sliver on the stack, with a
    text change on it, doesn't give itself flying; once it resolves it does (and the change
    followed it, 400.7a)."""
    game = arranged()
    for _ in range(2):
        place(game, "Ann", "Island")
    sliver = place(game, "Ann", "Galerider Sliver", "hand")
    sleight = place(game, "Ann", "Sleight of Mind", "hand")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, sliver)
    cast(game, sleight, game.stack[-1])
    resolve(game, ("white", "black"))
    spell = game.objects[game.stack[0]]
    assert game.effects and "flying" not in game.chars(spell).keywords
    resolve_stack(game)
    permanent = next(o for o in game.battlefield if game.objects[o].name == "Galerider Sliver")
    assert "flying" in ch(game, permanent).keywords and game.effects
