"""Static abilities (604) and replacement effects of permanents (614): "Creatures you control get
+1/+1.", "Enchanted creature has flying.", "SELF enters tapped.", "SELF can't block."."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import end_sentence, need, number, period
from .effects import _keyword_list, _signed
from .objects import COLORS, object_ref
from .quantity import quantity


def static(s: Stream, env) -> ir.Ability:  # noqa: ANN001 - bind.Env
    """One static ability sentence, with its period."""
    if s.is_kind("SELF"):
        mark = s.mark()
        s.i += 1
        found = _self_static(s, env)
        if found is not None:
            need(s, ".")
            return found
        s.reset(mark)
    if s.word("you", "control", "enchanted", "creature", "."):
        return ir.Static(ir.AttachedTo(word="enchanted creature"), control=True)
    if s.word("players", "skip", "their", "untap", "steps", "."):
        return ir.SkipStep("untap")
    if s.word("you", "may", "have") and s.is_kind("SELF"):
        s.i += 1
        need(s, "enter", "as", "a", "copy", "of", "any", "creature", "on", "the", "battlefield", ".")
        return ir.EntersAsCopy()
    affects = object_ref(s, env)
    if not isinstance(affects, ir.AttachedTo | ir.Each):
        raise NoParse
    plural = isinstance(affects, ir.Each)
    if s.word("gets" if not plural else "get"):
        tok = s.kind("PT")
        if tok is None:
            raise NoParse
        power, toughness = (_signed(v) for v in tok.value)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise NoParse
        keywords: tuple[str, ...] = ()
        abilities: tuple[ir.Ability, ...] = ()
        if s.word("and", "has" if not plural else "have"):
            keywords, abilities = _grants(s, env)
        period(s)
        return ir.Static(affects, keywords, abilities, power, toughness)
    if s.word("has" if not plural else "have"):
        keywords, abilities = _grants(s, env)
        period(s)
        return ir.Static(affects, keywords, abilities)
    if plural and s.word("enter", "tapped", "."):
        return ir.OthersEnterTapped(affects.what.pred)  # type: ignore[union-attr]
    raise NoParse


def _grants(s: Stream, env) -> tuple[tuple[str, ...], tuple[ir.Ability, ...]]:  # noqa: ANN001
    from .abilities import quoted_ability

    if s.is_kind("QUOTE"):
        return (), (quoted_ability(s, env, "creature"),)
    return _keyword_list(s), ()


def _self_static(s: Stream, env) -> ir.Ability | None:  # noqa: ANN001
    """After SELF: "enters tapped", "enters with N [kind] counters on it", "can't block",
    "attacks each combat if able"."""
    if s.word("enters", "tapped"):
        return ir.EntersTapped()
    if s.word("enters", "with"):
        n = quantity(s)
        tok = s.peek()
        if tok is None:
            raise NoParse
        if tok.kind == "PT":
            kind = "/".join(tok.value)
        elif tok.kind == "WORD":
            kind = str(tok.value)
        else:
            raise NoParse
        s.i += 1
        if not s.one_of("counter", "counters"):
            raise NoParse
        need(s, "on", "it")
        return ir.EntersWithCounters(kind, n)
    if s.word("can't", "block"):
        return ir.CantBlock()
    if s.word("attacks", "each", "combat", "if", "able"):
        return ir.AttacksEachCombat()
    return None


def print_static(ab: ir.Ability, printer) -> str:  # noqa: ANN001 - printer.Printer
    """The sentence of a static ability or replacement effect."""
    if isinstance(ab, ir.EntersTapped):
        return "SELF enters tapped."
    if isinstance(ab, ir.EntersWithCounters):
        from .quantity import print_count

        count = print_count(ab.amount, article="a")
        noun = "counter" if ab.amount == 1 else "counters"
        return f"SELF enters with {count} {ab.kind} {noun} on it."
    if isinstance(ab, ir.CantBlock):
        return "SELF can't block."
    if isinstance(ab, ir.AttacksEachCombat):
        return "SELF attacks each combat if able."
    if isinstance(ab, ir.SkipStep) and ab.step == "untap":
        return "Players skip their untap steps."
    if isinstance(ab, ir.EntersAsCopy):
        return "You may have SELF enter as a copy of any creature on the battlefield."
    if isinstance(ab, ir.OthersEnterTapped):
        return printer.noun_phrase(ir.Selector(ab.pred), plural=True).capitalize() \
            + " enter tapped."
    if isinstance(ab, ir.Static):
        from .base import and_list, capitalize

        what = capitalize(printer.obj(ab.affects))
        plural = isinstance(ab.affects, ir.Each)
        if ab.control:
            return "You control enchanted creature."
        grants = [*ab.add_keywords, *(f'"{printer.ability(a)}"' for a in ab.add_abilities)]
        has = "have" if plural else "has"
        if ab.power or ab.toughness:
            text = f"{what} {'get' if plural else 'gets'} {ab.power:+d}/{ab.toughness:+d}"
            if grants:
                text += f" and {has} " + and_list(grants)
            return end_sentence(text)
        if grants:
            return end_sentence(f"{what} {has} {and_list(grants)}")
    raise ValueError(f"can't print {type(ab).__name__}")


__all__ = ["COLORS", "number", "print_static", "static"]
