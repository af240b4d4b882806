"""Additional costs of spells (601.2b, 601.2f-h): "As an additional cost to cast SELF, sacrifice a
creature.", "..., discard a card."; and cost reductions (601.2f, 118.7a): "Goblin spells you cast
cost {1} less to cast.", "SELF costs {1} less to cast if you control a Wizard."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import capitalize, mana, need
from .costs import cost, cost_part
from .objects import noun_phrase

PARTS = (ir.SacrificeObjects, ir.DiscardCards, ir.PayLife, ir.ExileFromGraveyard,
         ir.ReturnObjects, ir.RevealFromHand)
"""The cost parts an additional cost may have here: those paid by choosing and moving objects
or paying life (``rules/costs.pay_cost``), which don't interact with paying the mana."""


@verbs.static_ability
def additional_cost(s: Stream, env: Any) -> ir.Ability:
    """"As an additional cost to cast SELF, [cost]." with one cost part (601.2b). Not "..., you
    may [cost]" (an optional cost), nor a choice of costs ("sacrifice a creature or pay 3
    life")."""
    need(s, "as", "an", "additional", "cost", "to", "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, ",")
    found = cost(s, env)
    need(s, ".")
    if len(found.parts) != 1 or not isinstance(found.parts[0], PARTS):
        raise NoParse
    return ir.AdditionalCost(found)


@verbs.static_ability
def additional_cost_choice(s: Stream, env: Any) -> ir.Ability:
    """"As an additional cost to cast SELF, [cost] or [cost]." / "..., [cost], [cost], or
    [cost]." (601.2b: a choice of one cost part; "pay {3}" is a mana option, 601.2f)."""
    need(s, "as", "an", "additional", "cost", "to", "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, ",")
    options = [_option(s, env)]
    while s.word(","):
        if s.word("or"):
            options.append(_option(s, env))
            if len(options) < 3:
                raise NoParse  # "A, or B": the serial comma only with three or more
            break
        options.append(_option(s, env))
    else:
        need(s, "or")
        options.append(_option(s, env))
        if len(options) != 2:
            raise NoParse  # "A, B or C" is not how Oracle text lists three
    need(s, ".")
    return ir.AdditionalCostChoice(tuple(options))


def _option(s: Stream, env: Any) -> ir.Cost:
    """One option of a choice of additional costs: "pay {3}" or a cost part (``PARTS``)."""
    if s.is_word("pay") and s.is_kind("MANA", k=1):
        s.i += 1
        return ir.Cost((ir.ManaPart(mana(s)),))
    part = cost_part(s, env)
    if not isinstance(part, PARTS):
        raise NoParse
    return ir.Cost((part,))


@verbs.prints_ability(ir.AdditionalCostChoice)
def print_additional_cost_choice(ab: ir.AdditionalCostChoice, printer: Any) -> str:
    words = []
    for option in ab.options:
        text = printer.cost(option)
        words.append(f"pay {text}" if option.mana else f"{text[:1].lower()}{text[1:]}")
    listed = " or ".join(words) if len(words) == 2 else \
        ", ".join(words[:-1]) + f", or {words[-1]}"
    return f"As an additional cost to cast SELF, {listed}."


@verbs.prints_ability(ir.AdditionalCost)
def print_additional_cost(ab: ir.AdditionalCost, printer: Any) -> str:
    text = printer.cost(ab.cost)
    return f"As an additional cost to cast SELF, {text[:1].lower()}{text[1:]}."


@verbs.static_ability
def alternative_cost(s: Stream, env: Any) -> ir.Ability:
    """"You may [cost] rather than pay SELF's mana cost." (118.9): "pay {M}", a cost part
    (``PARTS``: "sacrifice two Mountains", "return an Island you control to its owner's hand")
    or "pay {M} and [part]"."""
    need(s, "you", "may")
    parts: list[ir.CostPart] = []
    if s.is_word("pay") and s.is_kind("MANA", k=1):
        s.i += 1
        parts.append(ir.ManaPart(mana(s)))
        if s.word("and"):
            parts.append(_alternative_part(s, env))
    else:
        parts.append(_alternative_part(s, env))
    need(s, "rather", "than", "pay")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "'s", "mana", "cost", ".")
    return ir.AlternativeCost(ir.Cost(tuple(parts)))


def _alternative_part(s: Stream, env: Any) -> ir.CostPart:
    """A part of an alternative cost other than mana (``PARTS``)."""
    part = cost_part(s, env)
    if not isinstance(part, PARTS):
        raise NoParse
    return part


@verbs.prints_ability(ir.AlternativeCost)
def print_alternative_cost(ab: ir.AlternativeCost, printer: Any) -> str:
    words = [f"pay {p.mana}" if isinstance(p, ir.ManaPart) else
             (lambda t: f"{t[:1].lower()}{t[1:]}")(printer.cost_part(p)) for p in ab.cost.parts]
    return f"You may {' and '.join(words)} rather than pay SELF's mana cost."


@verbs.static_ability
def cast_only(s: Stream, env: Any) -> ir.Ability:
    """"Cast SELF only [timing] [and only if [condition]]." / "Cast SELF only if [condition]."
    (601.3)."""
    from .conditions import condition

    need(s, "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "only")
    timing = next((k for k in sorted(ir.CAST_TIMINGS, key=len, reverse=True)
                   if s.word(*_timing_words(k))), "")
    cond = None
    if s.word("and", "only", "if") if timing else s.word("if"):
        cond = condition(s, env)
    if not timing and cond is None:
        raise NoParse
    need(s, ".")
    return ir.CastOnly(timing, cond)


def _timing_words(timing: str) -> list[str]:
    return timing.replace("'s", " 's").replace(",", " ,").split()


@verbs.prints_ability(ir.CastOnly)
def print_cast_only(ab: ir.CastOnly, printer: Any) -> str:
    from .conditions import print_condition

    parts = [ab.timing] if ab.timing else []
    if ab.condition is not None:
        parts.append(("and only if " if ab.timing else "if ")
                     + print_condition(ab.condition, printer))
    return f"Cast SELF only {' '.join(parts)}."


def _generic(s: Stream) -> int:
    """"{N}": an amount of generic mana (118.7a: only generic mana is reduced here)."""
    tok = s.kind("MANA")
    text = str(tok.value) if tok is not None else ""
    if not (text.startswith("{") and text.endswith("}") and text[1:-1].isdigit()):
        raise NoParse
    return int(text[1:-1])


CASTERS = (("you",), ("your", "opponents"))
"""Whose spells a cost change names: "[spells] you cast", "[spells] your opponents cast"."""


@verbs.static_ability
def spells_cost_less(s: Stream, env: Any) -> ir.Ability:
    """"[Spells] you cast cost {N} less to cast." (601.2f) / "[Spells] [you | your opponents
    cast] cost {N} more to cast." (601.2f, a cost increase)."""
    np = noun_phrase(s, env)
    if not np.plural or np.selector.zones != ("stack",):
        raise NoParse
    pred, each = np.selector.pred, False
    if s.word("and"):  # "Kithkin spells and Soldier spells": either kind
        more = noun_phrase(s, env)
        if not more.plural or more.selector.zones != ("stack",):
            raise NoParse
        pred, each = ir.Or((pred, more.selector.pred)), True
    caster = next((words for words in CASTERS if s.word(*words, "cast")), ())
    need(s, "cost")
    n = _generic(s)
    if s.word("more", "to", "cast", "."):
        return ir.SpellsCostMore(pred, n, caster[-1] if caster else "", each_noun=each)
    if caster != ("you",):
        raise NoParse
    need(s, "less", "to", "cast", ".")
    return ir.SpellsCostLess(pred, n, each_noun=each)


@verbs.static_ability
def costs_less(s: Stream, env: Any) -> ir.Ability:
    """"SELF costs {N} less to cast." with "if [condition]" or not (601.2f, 113.6d)."""
    from .conditions import condition

    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "costs")
    n = _generic(s)
    need(s, "less", "to", "cast")
    cond = None
    per = None
    if s.word("if"):
        cond = condition(s, env)
    elif s.word("for", "each"):
        from .quantity import for_each_unit

        per = for_each_unit(s, env)
    need(s, ".")
    return ir.CostsLess(n, cond, per=per)


@verbs.prints_ability(ir.SpellsCostLess)
def print_spells_cost_less(ab: ir.SpellsCostLess, printer: Any) -> str:
    parts = ab.pred.parts if ab.each_noun and isinstance(ab.pred, ir.Or) else (ab.pred,)
    what = capitalize(" and ".join(printer.noun_phrase(ir.Selector(p, zones=("stack",)), True)
                                   for p in parts))
    return f"{what} you cast cost {{{ab.generic}}} less to cast."


@verbs.prints_ability(ir.SpellsCostMore)
def print_spells_cost_more(ab: ir.SpellsCostMore, printer: Any) -> str:
    parts = ab.pred.parts if ab.each_noun and isinstance(ab.pred, ir.Or) else (ab.pred,)
    what = capitalize(" and ".join(printer.noun_phrase(ir.Selector(p, zones=("stack",)), True)
                                   for p in parts))
    caster = {"": "", "you": " you cast", "opponents": " your opponents cast"}[ab.caster]
    return f"{what}{caster} cost {{{ab.generic}}} more to cast."


@verbs.prints_ability(ir.CostsLess)
def print_costs_less(ab: ir.CostsLess, printer: Any) -> str:
    from .conditions import print_condition

    cond = f" if {print_condition(ab.condition, printer)}" if ab.condition is not None else ""
    if ab.per is not None:
        from .quantity import print_unit

        cond = f" for each {print_unit(ab.per, printer)}"
    return f"SELF costs {{{ab.generic}}} less to cast{cond}."
