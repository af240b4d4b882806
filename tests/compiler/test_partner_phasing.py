"""Partner (702.124) and phasing (702.26): the keyword lines, what they expand to, and the
"phases out" effect."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.lower import refusal
from manastack.cards.oracle import oracle_record
from manastack.rules import keywords


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_partner_with_reads_the_other_cards_name() -> None:
    """"Partner with [name]" keeps the whole name, commas and all (702.124j)."""
    mentor = _card("Proud Mentor")
    assert mentor.abilities[0] == ir.KeywordAbility("partner with", named="Impetuous Protege")
    rocksteady = _card("Rocksteady, Mutant Marauder")
    (partner,) = [a for a in rocksteady.abilities if isinstance(a, ir.KeywordAbility)]
    assert partner.named == "Bebop, Skull & Crossbones"
    assert not refusal(mentor) and not refusal(rocksteady)


def test_partner_with_itself_is_not_a_name() -> None:
    units = compile_record(oracle_record("Mothers Yamazaki")).units
    assert any(u.error and u.unit.text.startswith("Partner with itself") for u in units)


def test_partner_with_expands_to_a_search_by_the_target_player() -> None:
    """702.124j: "When this permanent enters, target player may search their library for a card
    named [name], reveal it, put it into their hand, then shuffle.\""""
    (trigger,) = keywords.REGISTRY["partner with"].expand(  # type: ignore[misc]
        ir.KeywordAbility("partner with", named="Proud Mentor"))
    assert isinstance(trigger, ir.Triggered) and trigger.trigger == ir.Trigger("enters")
    assert trigger.targets == (ir.Target(players=ir.PlayerFilter(ir.AnyPlayer())),)
    assert trigger.effect == ir.May(ir.SearchLibrary(
        ir.Selector(ir.Named("Proud Mentor"), zones=("library",)), reveal=True,
        who=ir.Targeted(0)), who=ir.Targeted(0))


def test_plain_partner_is_supported_and_adds_nothing_in_a_game() -> None:
    """702.124a: partner only changes Commander deck construction, which the engine doesn't
    play, so a card with it is played as if it had no such ability."""
    thrasios = _card("Thrasios, Triton Hero")
    assert "partner" in thrasios.keywords and not refusal(thrasios)
    assert keywords.REGISTRY["partner"].how == keywords.HOOK


def test_phases_out_reads_singular_and_plural_subjects() -> None:
    """"[permanent] phases out" / "[permanents] phase out" (702.26b) round-trip."""
    ripple = _card("Reality Ripple")
    assert ripple.spell is not None and ripple.spell.effect == ir.PhaseOut(ir.Targeted(0))
    taniwha = _card("Taniwha")
    (upkeep,) = [a for a in taniwha.abilities if isinstance(a, ir.Triggered)]
    assert isinstance(upkeep.effect, ir.PhaseOut) and upkeep.effect.word == "phase"
    assert isinstance(upkeep.effect.what, ir.Each)
    assert "phasing" in taniwha.keywords and not refusal(taniwha)


def test_phasing_is_a_hook_of_the_untap_step() -> None:
    entry = keywords.REGISTRY["phasing"]
    assert entry.rule == "702.26" and entry.how == keywords.HOOK and entry.grantable
