"""Costs (118, 602.1): "{2}{G}, {T}, Sacrifice SELF" — parts separated by commas: mana, {T},
{Q}, sacrificing, discarding, paying life, removing or putting counters, tapping untapped
permanents, exiling cards from the graveyard, returning permanents to their owner's hand."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import mana, number
from .objects import NounPhrase, noun_phrase


def cost(s: Stream, env) -> ir.Cost:  # noqa: ANN001 - bind.Env
    """A whole cost, up to (not including) the colon."""
    parts = [cost_part(s, env)]
    while s.word(","):
        parts.append(cost_part(s, env))
    return ir.Cost(tuple(parts))


def cost_part(s: Stream, env, x: bool = False, spell: bool = False  # noqa: ANN001
              ) -> ir.CostPart:
    """One part of a cost; ``x``: "discard X cards" and "pay X life" too, X announced as a
    spell with that additional cost is cast (107.3a); ``spell``: "discard a Mountain card" too
    and "exile a blue card from your hand" too (a spell's own additional or alternative
    cost)."""
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
        n, np = _counted(s, env)
        return ir.SacrificeObjects(np.selector, n)
    if s.word("tap"):
        n, np = _counted(s, env)
        if not _untapped(np.selector.pred):
            s.fail("untapped")
            raise NoParse
        return ir.TapObjects(np.selector, n)
    if s.word("remove"):
        if s.word("any", "number", "of"):  # 601.2h: the number is chosen as the cost is paid
            kind = _counter_kind(s)
            if not s.word("counters", "from"):
                raise NoParse
            _self(s)
            return ir.RemoveCounters(kind, 1, any_number=True)
        if _x(s):  # 107.3: X chosen as paid
            kind = _counter_kind(s)
            if not s.word("counters", "from"):
                raise NoParse
            _self(s)
            return ir.RemoveCounters(kind, 1, any_number=True, form="X")
        n = number(s)
        kind = "" if s.is_word("counter") or s.is_word("counters") else _counter_kind(s)
        if not s.one_of("counter" if n == 1 else "counters") or not s.word("from"):
            raise NoParse
        _self(s)
        return ir.RemoveCounters(kind, n)
    if s.word("put"):
        n = number(s)
        kind = _counter_kind(s)
        if not s.one_of("counter" if n == 1 else "counters") or not s.word("on"):
            raise NoParse
        _self(s)
        return ir.PutCountersSelf(kind, n)
    if s.word("exile"):
        if s.is_kind("SELF"):  # 113.6m: an ability working from the graveyard
            s.i += 1
            if not s.word("from", "your", "graveyard"):
                s.fail("from your graveyard")
                raise NoParse
            return ir.ExileSelf()
        mark = s.mark()
        try:  # "exile a blue card from your hand" (118.3; a spell's own cost)
            if not spell:
                raise NoParse
            n = number(s)
            np = noun_phrase(s, env, cards_in=("hand",))
            if np.noun != "card" or np.plural != (n != 1) or not s.word("from", "your", "hand"):
                raise NoParse
            return ir.ExileFromHand(ir.Selector(np.selector.pred, ("hand",)), n)
        except NoParse:
            s.reset(mark)
        n, np = _counted(s, env)
        if np.selector.zones != ("graveyard",) or not any(
                isinstance(p, ir.OwnedBy) and isinstance(p.player, ir.You)
                for p in _parts(np.selector.pred)):
            s.fail("a card from your graveyard")
            raise NoParse
        return ir.ExileFromGraveyard(np.selector, n)
    if s.word("return"):
        n, np = _counted(s, env)
        if n != 1 and s.word("to", "their", "owner", "'s", "hand"):  # as Gush prints it
            return ir.ReturnObjects(np.selector, n, form="owner's")
        if not s.word("to", "its" if n == 1 else "their", "owner", "'s" if n == 1 else "'",
                      "hand" if n == 1 else "hands"):
            raise NoParse
        return ir.ReturnObjects(np.selector, n)
    if s.word("discard"):
        if s.is_kind("SELF"):  # 113.6m: an ability working from the hand
            s.i += 1
            return ir.DiscardSelf()
        if x and _x(s):
            if not s.word("cards"):
                raise NoParse
            return ir.DiscardCards(0, x=True)
        n = number(s)
        if spell and not (s.is_word("card") or s.is_word("cards")):
            np = noun_phrase(s, env, cards_in=("hand",))  # "discard a Mountain card"
            if np.noun != "card" or np.plural != (n != 1) or np.selector.zones != ("hand",):
                raise NoParse
            return ir.DiscardCards(n, what=ir.Selector(np.selector.pred, ("hand",)))
        if not s.one_of("card", "cards"):
            raise NoParse
        return ir.DiscardCards(n)
    if s.word("reveal"):  # 701.20a: shown, and kept in the hand
        if s.is_kind("SELF"):  # 113.6m: an ability working from the hand
            s.i += 1
            if not s.word("from", "your", "hand"):
                raise NoParse
            return ir.RevealSelf()
        np = noun_phrase(s, env, article=True, cards_in=("hand",))
        if np.plural or np.noun != "card" or not s.word("from", "your", "hand"):
            s.fail("a card from your hand")
            raise NoParse
        return ir.RevealFromHand(ir.Selector(np.selector.pred, ("hand",)))
    if s.word("pay"):
        if x and _x(s):
            if not s.word("life"):
                raise NoParse
            return ir.PayLife(0, x=True)
        n = number(s)
        if not s.word("life"):
            raise NoParse
        return ir.PayLife(n)
    s.fail("a cost")
    raise NoParse


def _counted(s: Stream, env) -> tuple[int, NounPhrase]:  # noqa: ANN001
    """"a creature", "another creature", "two untapped Elves you control", "three other cards
    from your graveyard" (escape, 702.138a): how many, and of what (a number and the noun
    agree)."""
    if s.word("another"):
        return 1, noun_phrase(s, env, other=True)
    n = number(s)
    np = noun_phrase(s, env, other=True) if s.word("other") else noun_phrase(s, env)
    if np.plural != (n != 1):
        s.fail("singular/plural agreement")
        raise NoParse
    return n, np


def _x(s: Stream) -> bool:
    """Read "X" as an amount (107.3)."""
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and tok.value == "X":
        s.i += 1
        return True
    return False


def _counter_kind(s: Stream) -> str:
    """A kind of counter: "+1/+1", "charge", "spore" (122.1)."""
    tok = s.peek()
    if tok is not None and tok.kind == "PT":
        s.i += 1
        return "/".join(tok.value)
    if tok is not None and tok.kind == "WORD" and (s.is_word("counter", k=1) or s.is_word(
            "counters", k=1)):
        s.i += 1
        return str(tok.value)
    raise NoParse


def _self(s: Stream) -> None:
    if not s.is_kind("SELF"):
        s.fail("SELF")
        raise NoParse
    s.i += 1


def _parts(pred: ir.Pred) -> tuple[ir.Pred, ...]:
    return pred.parts if isinstance(pred, ir.And) else (pred,)


def _untapped(pred: ir.Pred) -> bool:
    """Whether a description says "untapped" (a tapped permanent can't be tapped, 118.3)."""
    return ir.Not(ir.Tapped()) in _parts(pred)
