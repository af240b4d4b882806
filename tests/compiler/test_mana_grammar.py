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
