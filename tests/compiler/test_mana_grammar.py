"""Grammar of mana machinery: tokens whose quoted mana ability follows ("They have ..."), {S},
mana of any one color, storage counters (106, 107.4h, 111.10, 605)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record

from .test_grammar import record, spell


def test_they_have_a_quoted_ability_is_part_of_the_token_definition() -> None:
    """111.10: 'create ... tokens. They have "[ability]"' defines tokens with that ability:
    the same IR as 'tokens with "[ability]"', printed back as written."""
    after = spell('Create two 0/1 colorless Eldrazi Spawn creature tokens. They have '
                  '"Sacrifice this token: Add {C}."').effect
    inline = spell('Create two 0/1 colorless Eldrazi Spawn creature tokens with '
                   '"Sacrifice this token: Add {C}."').effect
    assert isinstance(after, ir.CreateTokens) and after == inline
    (ab,) = after.token.abilities
    assert ab == ir.Activated(ir.Cost((ir.SacrificeSelf(),)), ir.AddMana(("C",)))
    one = spell('Create a 1/1 colorless Eldrazi Scion creature token. It has '
                '"Sacrifice this token: Add {C}."').effect
    assert isinstance(one, ir.CreateTokens) and one.amount == 1 and one.token.abilities == (ab,)
    # plural must agree: "a ... token. They have" is not read
    wrong = compile_record(record('Create a 1/1 colorless Eldrazi Scion creature token. They '
                                  'have "Sacrifice this token: Add {C}."'))
    assert wrong.card is None


def test_several_mana_of_one_color_or_in_any_combination() -> None:
    """106.1: "Add three mana of any one color." is three mana of a single color;
    "Add two mana in any combination of colors." every multiset of two colors."""
    three = spell("Add three mana of any one color.").effect
    assert three == ir.AddMana(("WWW", "UUU", "BBB", "RRR", "GGG"))
    two = spell("Add two mana in any combination of colors.").effect
    assert isinstance(two, ir.AddMana) and len(two.options) == 15
    assert "WU" in two.options and "GG" in two.options and "UW" not in two.options
    # "one mana of any one color" is not how a single mana is written; not read
    assert compile_record(record("Add one mana of any one color.")).card is None


def test_storage_counters_removed_this_way() -> None:
    """601.2h: "Remove any number of storage counters from SELF" is a cost whose number is
    chosen as it is paid; "Add {B} for each storage counter removed this way" counts them."""
    card = compile_record(record(
        "{T}, Remove any number of storage counters from this land: Add {B} for each storage "
        "counter removed this way.", types="Land", cost="")).card
    assert card is not None
    (ab,) = card.abilities
    assert isinstance(ab, ir.Activated) and ab.is_mana_ability
    assert ab.cost.parts == (ir.TapSelf(), ir.RemoveCounters("storage", 1, any_number=True))
    assert ab.effect == ir.AddMana(("B",), amount=ir.CountersRemoved("storage"))


def test_counters_removed_this_way_outside_a_mana_ability_is_refused() -> None:
    """The number removed is known only while a mana ability resolves at once (605.3b); an
    ability using the stack that counts it is refused, not played wrong."""
    from manastack.cards.lower import refusal

    card = compile_record(record(
        "Remove any number of storage counters from this land: Target player gains 1 life.",
        types="Land", cost="")).card
    if card is not None:
        assert any("counters removed this way" in r for r in refusal(card))


def test_x_counters_removed_for_mana_in_any_combination_and_one_plus_removed() -> None:
    """"Remove X storage counters from SELF: Add X mana in any combination of {W} and/or {U}."
    (107.3, 106.1) and "Add {R}, then add an additional {R} for each charge counter removed this
    way." (601.2h)."""
    from manastack.cards.compiler.compile import compile_record
    from manastack.cards.oracle import oracle_record

    pools = compile_record(oracle_record("Calciform Pools")).card
    assert pools is not None
    ab = pools.abilities[-1]
    assert isinstance(ab, ir.Activated)
    assert ab.cost.parts[-1] == ir.RemoveCounters("storage", 1, any_number=True)
    assert ab.effect == ir.AddMana(("W", "U"), amount=ir.CountersRemoved("storage"),
                                   combination=True)
    battery = compile_record(oracle_record("Red Mana Battery")).card
    assert battery is not None
    ab = battery.abilities[-1]
    assert isinstance(ab, ir.Activated)
    assert ab.effect == ir.AddMana(("R",), amount=ir.Plus(1, ir.CountersRemoved("charge")))
