"""Grammar of player designations: the monarch (724)."""

from __future__ import annotations

from manastack import ir
from manastack.cards.compiler.compile import compile_record
from manastack.cards.oracle import oracle_record


def _card(name: str) -> ir.Card:
    card = compile_record(oracle_record(name)).card
    assert card is not None, name
    return card


def test_you_become_the_monarch() -> None:
    """"When SELF enters, you become the monarch." (724.1)."""
    (ab,) = _card("Palace Sentinels").abilities
    assert isinstance(ab, ir.Triggered) and ab.effect == ir.BecomeMonarch(ir.You())


def test_target_player_becomes_the_monarch() -> None:
    """"target player becomes the monarch": the player is a target (115.1)."""
    ab = next(a for a in _card("Éomer, King of Rohan").abilities if isinstance(a, ir.Triggered))
    first = ab.effect.effects[0] if isinstance(ab.effect, ir.Seq) else ab.effect
    assert first == ir.BecomeMonarch(ir.Targeted(0))


def test_monarch_conditions() -> None:
    """"if you're the monarch" and "if an opponent is the monarch" (intervening, 603.4)."""
    (ab,) = [a for a in _card("Throne Warden").abilities if isinstance(a, ir.Triggered)]
    assert ab.intervening == ir.IsMonarch(ir.You())
    marchesa = [a for a in _card("Queen Marchesa").abilities if isinstance(a, ir.Triggered)]
    assert marchesa[-1].intervening == ir.IsMonarch(ir.EachOpponent())


def test_the_ring_tempts_you() -> None:
    """"the Ring tempts you" (701.54a) as a trigger's effect and as a spell's second sentence."""
    ab = next(a for a in _card("Stalwarts of Osgiliath").abilities if isinstance(a, ir.Triggered))
    assert ab.effect == ir.RingTempts(ir.You())
    assert ir.RingTempts(ir.You()) in list(ir.walk(_card("Birthday Escape").spell))


def test_whenever_the_ring_tempts_you() -> None:
    """"Whenever the Ring tempts you" (701.54d): a player event of the Ring's player."""
    record = oracle_record("Nazgûl")
    record = {**record, "text": record["text"].split("\nA deck")[0]}
    card = compile_record(record).card
    assert card is not None
    ab = card.abilities[-1]
    assert isinstance(ab, ir.Triggered)
    assert ab.trigger == ir.Trigger("ring_tempts", "any", player=ir.You())
