"""Additional costs of spells (601.2b, 601.2f-h): "As an additional cost to cast SELF, sacrifice a
creature.", "..., discard a card."; and cost reductions (601.2f, 118.7a): "Goblin spells you cast
cost {1} less to cast.", "SELF costs {1} less to cast if you control a Wizard."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import capitalize, mana, need
from .costs import cost_part
from .objects import noun_phrase

PARTS = (ir.SacrificeObjects, ir.DiscardCards, ir.PayLife, ir.ExileFromGraveyard,
         ir.ReturnObjects, ir.RevealFromHand, ir.ExileFromHand)
"""The cost parts an additional cost may have here: those paid by choosing and moving objects
or paying life (``rules/costs.pay_cost``), which don't interact with paying the mana."""


@verbs.static_ability
def additional_cost(s: Stream, env: Any) -> ir.Ability:
    """"As an additional cost to cast SELF, [cost]." with one cost part (601.2b), whose amount
    may be X ("discard X cards", "pay X life": X is chosen and announced as it is cast, 107.3a).
    Not "..., you may [cost]" (an optional cost), nor a choice of costs ("sacrifice a creature
    or pay 3 life")."""
    need(s, "as", "an", "additional", "cost", "to", "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, ",")
    part = cost_part(s, env, x=True, spell=True)  # "discard X cards", "pay X life": X announced (107.3a)
    need(s, ".")
    if not isinstance(part, PARTS):
        raise NoParse
    return ir.AdditionalCost(ir.Cost((part,)))


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
    (``PARTS``: "sacrifice two Mountains", "return an Island you control to its owner's hand",
    "exile a blue card from your hand"), "pay {M} and [part]" or "pay N life and [part]"; "you
    may cast SELF without paying its mana cost" (no cost). "If [condition], you may ..." / "...
    mana cost if [condition]." offer it only while the condition holds (118.9, 601.2b)."""
    cond = None
    if s.word("if"):
        cond = _conditions(s, env)
        need(s, ",")
    need(s, "you", "may")
    parts: list[ir.CostPart] = []
    if s.word("cast"):
        if not s.is_kind("SELF"):
            raise NoParse
        s.i += 1
        need(s, "without", "paying", "its", "mana", "cost", ".")
        if cond is None:
            raise NoParse  # "you may cast SELF without paying its mana cost" alone: not seen
        return ir.AlternativeCost(ir.Cost(()), condition=cond)
    if s.is_word("pay") and s.is_kind("MANA", k=1):
        s.i += 1
        parts.append(ir.ManaPart(mana(s)))
    else:
        parts.append(_alternative_part(s, env))
    if s.word("and"):
        parts.append(_alternative_part(s, env))
    need(s, "rather", "than", "pay")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "'s", "mana", "cost")
    after = False
    if cond is None and s.word("if"):
        cond, after = _conditions(s, env), True
    need(s, ".")
    return ir.AlternativeCost(ir.Cost(tuple(parts)), condition=cond, after=after)


def _alternative_part(s: Stream, env: Any) -> ir.CostPart:
    """A part of an alternative cost other than mana (``PARTS``, or "tap an untapped creature
    you control", tapped before the mana is paid, 601.2h)."""
    part = cost_part(s, env, spell=True)
    if not isinstance(part, PARTS + (ir.TapObjects,)):
        raise NoParse
    return part


def _conditions(s: Stream, env: Any) -> ir.Condition:
    """"[condition]" or "[condition] and [condition]" ("an opponent controls a Plains and you
    control a Swamp": both must hold)."""
    from .conditions import condition

    parts = [condition(s, env)]
    while s.word("and"):
        parts.append(condition(s, env))
    return parts[0] if len(parts) == 1 else ir.AllOf(tuple(parts))


def _print_conditions(cond: ir.Condition, printer: Any) -> str:
    from .conditions import print_condition

    parts = cond.parts if isinstance(cond, ir.AllOf) else (cond,)
    return " and ".join(print_condition(c, printer) for c in parts)


@verbs.prints_ability(ir.AlternativeCost)
def print_alternative_cost(ab: ir.AlternativeCost, printer: Any) -> str:
    cond = _print_conditions(ab.condition, printer) if ab.condition is not None else ""
    if not ab.cost.parts:
        return f"If {cond}, you may cast SELF without paying its mana cost."
    words = [f"pay {p.mana}" if isinstance(p, ir.ManaPart) else
             (lambda t: f"{t[:1].lower()}{t[1:]}")(printer.cost_part(p)) for p in ab.cost.parts]
    text = f"you may {' and '.join(words)} rather than pay SELF's mana cost"
    if ab.condition is None:
        return f"{capitalize(text)}."
    return f"{capitalize(text)} if {cond}." if ab.after else f"If {cond}, {text}."


_FLASH_SACRIFICE = (
    "if", "you", "cast", "it", "any", "time", "a", "sorcery", "couldn't", "have", "been",
    "cast", ",", "the", "controller", "of", "the", "permanent", "it", "becomes", "sacrifices",
    "it", "at", "the", "beginning", "of", "the", "next", "cleanup", "step", ".",
)


@verbs.static_ability
def cast_as_though_flash(s: Stream, env: Any) -> ir.Ability:
    """"You may cast SELF as though it had flash if you pay {2} more to cast it." and "You may
    cast SELF as though it had flash. If you cast it any time a sorcery couldn't have been
    cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
    cleanup step." (601.3, 601.2f, 603.7)."""
    need(s, "you", "may", "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "as", "though", "it", "had", "flash")
    if s.word("if", "you", "pay"):
        more = mana(s)
        need(s, "more", "to", "cast", "it", ".")
        return ir.CastAsThoughFlash(more=more)
    need(s, ".", *_FLASH_SACRIFICE)
    return ir.CastAsThoughFlash(sacrifice=True)


@verbs.prints_ability(ir.CastAsThoughFlash)
def print_cast_as_though_flash(ab: ir.CastAsThoughFlash, printer: Any) -> str:
    if ab.more:
        return f"You may cast SELF as though it had flash if you pay {ab.more} more to cast it."
    assert ab.sacrifice
    tail = " ".join(_FLASH_SACRIFICE).replace(" , ", ", ").replace(" .", ".")
    return f"You may cast SELF as though it had flash. {tail[:1].upper()}{tail[1:]}"


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
