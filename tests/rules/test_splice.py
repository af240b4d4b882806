"""Splice (702.47): the text a spliced card adds to a spell, its targets after the spell's own."""

from __future__ import annotations

from manastack import ir
from manastack.cards import get_card
from manastack.rules.splice import splice_card_problem, spliced_onto


def test_spliced_text_follows_the_spells_own_with_its_targets_after() -> None:
    """702.47b-d: the main spell's effect first, then the spliced card's; its "target"
    references move past the main spell's targets."""
    might = get_card("Kodama's Might").spell
    ray = get_card("Glacial Ray").spell
    assert might is not None and ray is not None
    joined = spliced_onto(might, (ray,))
    assert joined.targets == might.targets + ray.targets
    assert isinstance(joined.effect, ir.Seq)
    first, second = joined.effect.effects
    assert first == might.effect
    assert isinstance(second, ir.DealDamage) and second.to == ir.Targeted(1)


def test_a_modal_card_is_not_spliced() -> None:
    """Text with modes isn't joined yet: such a card is refused."""
    card = ir.Card("Test", "{1}", "Instant — Arcane",
                   spell=ir.SpellAbility(ir.Modal((ir.Mode(ir.Draw(1)), ir.Mode(ir.Draw(2))))))
    assert splice_card_problem(card)
