"""Graveyard and library verbs: targets "from a single graveyard" (601.2c), exiling a player's
graveyard, shuffling cards from a graveyard into a library (701.24), putting cards from a
graveyard on top or bottom of a library."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record

from .test_grammar import record

GRAVEYARD_CARDS = ir.Selector(ir.ANYTHING, ("graveyard",))


def spell_of(name: str) -> ir.SpellAbility:
    card = compile_record(oracle_record(name)).card
    assert card is not None and card.spell is not None
    return card.spell


def test_targets_from_a_single_graveyard() -> None:
    """"up to three target cards from a single graveyard": one phrase whose cards must share a
    graveyard, which plain "from a graveyard" doesn't ask."""
    decompose = spell_of("Decompose")
    assert decompose.effect == ir.Exile(ir.Targeted(0))
    assert decompose.targets == (ir.Target(GRAVEYARD_CARDS, count=3, up_to=True,
                                           single_graveyard=True),)
    feast = spell_of("Rats' Feast")
    assert feast.targets == (ir.Target(GRAVEYARD_CARDS, count=ir.XValue(),
                                       single_graveyard=True),)
    plain = compile_record(record("Exile up to three target cards from a graveyard.")).card
    assert plain is not None and plain.spell is not None
    assert not plain.spell.targets[0].single_graveyard


def test_single_graveyard_only_in_a_target_phrase() -> None:
    """Outside a target phrase "from a single graveyard" isn't read as if it were "from a
    graveyard" (the cost "Exile two cards from a single graveyard" is another rule)."""
    compiled = compile_record(record("Exile two cards from a single graveyard: Draw a card.",
                                     types="Artifact"))
    assert compiled.card is None


def test_exile_a_players_graveyard() -> None:
    """"Exile target player's graveyard." exiles every card that player's graveyard holds as it
    resolves (404.1); "your graveyard" means what "all cards from your graveyard" does."""
    crypt = compile_record(oracle_record("Tormod's Crypt")).card
    assert crypt is not None
    (ability,) = [a for a in crypt.abilities if isinstance(a, ir.Activated)]
    assert ability.effect == ir.Exile(ir.Each(ir.Selector(ir.OwnedBy(ir.Targeted(0)),
                                                          ("graveyard",))))
    assert ability.targets == (ir.Target(None, ir.PlayerFilter(ir.AnyPlayer())),)
    yours = compile_record(record("Exile your graveyard.")).card
    all_cards = compile_record(record("Exile all cards from your graveyard.")).card
    assert yours is not None and all_cards is not None
    assert yours.spell is not None and all_cards.spell is not None
    assert yours.spell.effect == all_cards.spell.effect


def test_put_cards_from_your_graveyard_in_your_library() -> None:
    """"on top of your library" of cards from your graveyard is their owner's library (404.2),
    and "in any order" is what 401.4 says of several: same IR as "its owner's library"."""
    ours = compile_record(record(
        "Put target card from your graveyard on the bottom of your library.")).card
    owners = compile_record(record(
        "Put target card from your graveyard on the bottom of its owner's library.")).card
    assert ours is not None and owners is not None and ours.spell is not None
    assert owners.spell is not None and ours.spell.effect == owners.spell.effect
    assert ours.spell.effect == ir.PutInLibrary(ir.Targeted(0), top=False)
    bow = compile_record(record("Put up to four target cards from your graveyard on the bottom "
                                "of your library in any order.")).card
    assert bow is not None and bow.spell is not None
    assert bow.spell.effect == ir.PutInLibrary(ir.Targeted(0), top=False)
    # a card from any graveyard isn't known to be yours: "your library" isn't its owner's
    assert compile_record(record(
        "Put target card from a graveyard on top of your library.")).card is None
