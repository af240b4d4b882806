"""Choices made as a permanent enters (614.12): "As SELF enters, choose a color [other than
red].", "As SELF enters, choose a creature type.", "SELF enters tapped. As it enters, choose a
color other than white."; and what reads the choice: "SELF is the chosen type in addition to
its other types.", "SELF is the chosen color." (the noun-phrase postfix "of the chosen type" and
the mana "one mana of the chosen color" are read in ``objects.py`` and ``effects.py``)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import prints
from .objects import COLOR_WORD, COLORS


def _choice(s: Stream) -> ir.ChooseAsEnters:
    """"choose a color [other than red]" / "choose a creature type", with the period."""
    need(s, "choose", "a")
    if s.word("creature", "type"):
        need(s, ".")
        return ir.ChooseAsEnters("creature type")
    need(s, "color")
    exclude: tuple[str, ...] = ()
    if s.word("other", "than"):
        tok = s.kind("COLOR")
        if tok is None or str(tok.value).lower() not in COLORS:
            raise NoParse
        exclude = (COLORS[str(tok.value).lower()],)
    need(s, ".")
    return ir.ChooseAsEnters("color", exclude)


@verbs.static_ability
def choose_as_enters(s: Stream, env: Any) -> ir.Ability | tuple[ir.Ability, ...]:
    """"As SELF enters, choose ..." (614.12); "SELF enters tapped. As it enters, choose ..."
    (two replacement effects of one paragraph, 614.1c)."""
    if s.word("as") and s.is_kind("SELF"):
        s.i += 1
        need(s, "enters", ",")
        if s.word("you", "may"):
            return _may_pay_or_tapped(s, env)
        return _choice(s)
    if s.is_kind("SELF") and s.is_word("enters", "tapped", ".", "as", "it", "enters", ",", k=1):
        s.i += 8
        from dataclasses import replace

        return (ir.EntersTapped(), replace(_choice(s), pronoun=True))  # type: ignore[return-value]
    raise NoParse


def _may_pay_or_tapped(s: Stream, env: Any) -> ir.MayPayOrEntersTapped:
    """After "As SELF enters, you may": "pay 2 life. If you don't, it enters tapped." /
    "reveal a Swamp card from your hand. If you don't, SELF enters tapped." (614.12)."""
    from .costs import cost_part

    part = cost_part(s, env)
    if not isinstance(part, ir.PayLife | ir.RevealFromHand):
        raise NoParse
    need(s, ".", "if", "you", "don't", ",")
    pronoun = s.word("it")
    if not pronoun:
        if not s.is_kind("SELF"):
            raise NoParse
        s.i += 1
    need(s, "enters", "tapped", ".")
    return ir.MayPayOrEntersTapped(ir.Cost((part,)), pronoun=pronoun)


@verbs.static_ability
def is_the_chosen(s: Stream, env: Any) -> ir.Static:
    """"SELF is the chosen type in addition to its other types." (layer 4, 205.1b) / "SELF is
    the chosen color." (layer 5)."""
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "is", "the", "chosen")
    if s.word("type", "in", "addition", "to", "its", "other", "types", "."):
        return ir.Static(ir.This(), chosen="type")
    need(s, "color", ".")
    return ir.Static(ir.This(), chosen="color")


@verbs.static_ability
def protection_from_chosen(s: Stream, env: Any) -> ir.Static:
    """"SELF has protection from the chosen color." / "All Slivers have protection from the
    chosen color." (702.16a; layer 6, the color its permanent chose as it entered, 614.12)."""
    from .objects import object_ref

    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.Each):
        raise NoParse
    plural = isinstance(affects, ir.Each) and affects.word != "each"
    need(s, "have" if plural else "has", "protection", "from", "the", "chosen", "color", ".")
    return ir.Static(affects, chosen="protection")


def print_protection_from_chosen(ab: ir.Static, printer: Any) -> str:
    from .base import capitalize

    plural = isinstance(ab.affects, ir.Each) and ab.affects.word != "each"
    return f"{capitalize(printer.obj(ab.affects))} {'have' if plural else 'has'} protection " \
           "from the chosen color."


@verbs.object_verb
def becomes_chosen_type(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[SELF / target creature] becomes the creature type of your choice until end of turn"
    (205.3m, 608.2d)."""
    from .effects import _duration

    need(s, "becomes", "the", "creature", "type", "of", "your", "choice")
    return ir.BecomesChosenType(obj, _duration(s))


@prints(ir.BecomesChosenType)
def print_becomes_chosen_type(self: Any, e: ir.BecomesChosenType) -> str:
    return f"{self.obj(e.what)} becomes the creature type of your choice " \
           f"{self.duration(e.duration)}"


@verbs.prints_ability(ir.ChooseAsEnters)
def print_choose(ab: ir.ChooseAsEnters, printer: Any) -> str:
    what = "a creature type" if ab.kind == "creature type" else "a color"
    if ab.exclude:
        what += " other than " + COLOR_WORD[ab.exclude[0]]
    return f"{'As it' if ab.pronoun else 'As SELF'} enters, choose {what}."


@verbs.prints_ability(ir.MayPayOrEntersTapped)
def print_may_pay_or_tapped(ab: ir.MayPayOrEntersTapped, printer: Any) -> str:
    cost = printer.cost(ab.cost)
    return (f"As SELF enters, you may {cost[0].lower()}{cost[1:]}. If you don't, "
            f"{'it' if ab.pronoun else 'SELF'} enters tapped.")


def print_chosen_static(ab: ir.Static) -> str:
    """The sentence of a ``Static`` reading the choice (``chosen``)."""
    if ab.chosen == "type":
        return "SELF is the chosen type in addition to its other types."
    return "SELF is the chosen color."
