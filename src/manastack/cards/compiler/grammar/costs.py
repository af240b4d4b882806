"""Costs (118, 602.1): "{2}{G}, {T}, Sacrifice SELF" — parts separated by commas."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import mana, number
from .objects import noun_phrase


def cost(s: Stream, env) -> ir.Cost:  # noqa: ANN001 - bind.Env
    """A whole cost, up to (not including) the colon."""
    parts = [cost_part(s, env)]
    while s.word(","):
        parts.append(cost_part(s, env))
    return ir.Cost(tuple(parts))


def cost_part(s: Stream, env) -> ir.CostPart:  # noqa: ANN001
    tok = s.peek()
    if tok is None:
        raise NoParse
    if tok.kind == "MANA":
        return ir.ManaPart(mana(s))
    if tok.kind == "TAP":
        s.i += 1
        return ir.TapSelf()
    if tok.kind == "UNTAP":
        s.i += 1
        return ir.UntapSelf()
    if s.word("sacrifice"):
        if s.is_kind("SELF"):
            s.i += 1
            return ir.SacrificeSelf()
        n = number(s)
        np = noun_phrase(s, env)
        if np.plural != (n != 1):
            raise NoParse
        return ir.SacrificeObjects(np.selector, n)
    if s.word("discard"):
        n = number(s)
        if not s.one_of("card", "cards"):
            raise NoParse
        return ir.DiscardCards(n)
    if s.word("pay"):
        n = number(s)
        if not s.word("life"):
            raise NoParse
        return ir.PayLife(n)
    s.fail("a cost")
    raise NoParse
