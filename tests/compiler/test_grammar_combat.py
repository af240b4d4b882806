"""Grammar of the combat static abilities (506.5, 509.1a-c, 510.1) and "blocks a creature with
[quality]" triggers (509.3b)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def abilities(name: str) -> tuple[ir.Ability, ...]:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card.abilities


def test_additional_blocks() -> None:
    """509.1a: "can block an additional creature each combat", "an additional seven", "any
    number", and one granted to each creature you control."""
    assert ir.BlocksAdditional(1) in abilities("Night Market Guard")
    assert ir.BlocksAdditional(7) in abilities("Watcher in the Web")
    assert ir.BlocksAdditional(None) in abilities("Palace Guard")
    (high,) = abilities("High Ground")
    assert isinstance(high, ir.BlocksAdditional) and isinstance(high.affects, ir.Each)
    assert high.extra == 1


def test_block_requirements() -> None:
    """509.1c: "must be blocked if able", "All creatures able to block SELF / enchanted creature
    do so"."""
    assert ir.MustBeBlocked() in abilities("Vinebred Brawler")
    assert ir.AllMustBlock() in abilities("Taunting Elf")
    lure = [a for a in abilities("Lure") if isinstance(a, ir.AllMustBlock)]
    assert lure and isinstance(lure[0].affects, ir.AttachedTo)


def test_cant_attack_or_block_alone() -> None:
    """506.5: which of attacking and blocking alone is forbidden."""
    assert ir.CantAlone(True, True) in abilities("Mogg Flunkies")
    assert ir.CantAlone(True, False) in abilities("Raging Kronch")
    assert ir.CantAlone(True, False) not in abilities("Mogg Flunkies")


def test_assign_as_though_unblocked_and_power_less_than() -> None:
    assert ir.AssignAsUnblocked() in abilities("Thorn Elemental")
    (wolf,) = abilities("Wandering Wolf")
    assert isinstance(wolf, ir.Restriction) and isinstance(wolf.affects, ir.This)
    assert wolf.blocked_by == ir.And((ir.CardType("Creature"), ir.Compare(
        "power", "<", ir.PropertyOf(ir.This(), "power"))))


def test_blocks_a_creature_with_flying() -> None:
    """509.3b: once for each creature with flying it blocks; the blocked creature is the event's
    target."""
    (trig,) = [a for a in abilities("Woolly Spider") if isinstance(a, ir.Triggered)]
    assert trig.trigger.event == "blocks_creature"
    assert trig.trigger.condition == ir.ObjectIs(ir.EventTarget(), ir.And((
        ir.CardType("Creature"), ir.HasKeyword("flying"))))
