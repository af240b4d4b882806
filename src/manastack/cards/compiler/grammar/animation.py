"""Setting a creature's base power and toughness and animating an object for a while (611.2,
613): "Target creature has base power and toughness 1/1 until end of turn." (layer 7b) and
"SELF becomes a 2/2 Golem artifact creature until end of turn." (layers 4, 5 and 7b; 205.1b:
an "artifact creature" keeps its other card types and its subtypes other than creature
types)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import and_list, need
from .effects import PRINTERS, _duration, _keyword_list, _plural_ref, prints
from .objects import COLOR_WORD, COLORS

ANIMATED = frozenset({"Artifact", "Creature"})
"""The card types of "becomes a 2/2 artifact creature" (205.1b: kept with the others)."""


def _base_pt(s: Stream) -> tuple[int, int]:
    """"base power and toughness 1/1" (613.4b): digits only."""
    need(s, "base", "power", "and", "toughness")
    pt = s.kind("PT")
    if pt is None or not all(v.isdigit() for v in pt.value):
        raise NoParse
    return int(pt.value[0]), int(pt.value[1])


@verbs.object_verb
def has_base_pt(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[objects] has / have base power and toughness N/N until end of turn" (613.4b)."""
    if not s.one_of("has", "have"):
        raise NoParse
    set_pt = _base_pt(s)
    return ir.Becomes(obj, set_pt=set_pt, duration=_duration(s))


@verbs.object_verb
def becomes_artifact_creature(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"becomes a 2/2 [green and white] [Golem] artifact creature until end of turn" (205.1b,
    613.1d-e, 613.4b)."""
    if not s.one_of("becomes", "become") or not s.one_of("a", "an"):
        raise NoParse
    pt = s.kind("PT")
    if pt is None or not all(v.isdigit() for v in pt.value):
        raise NoParse
    colors: set[str] = set()
    while (tok := s.peek()) is not None and tok.kind == "COLOR":
        s.i += 1
        colors.add(COLORS[str(tok.value).lower()])
        if not s.word("and"):
            break
    subtypes: list[str] = []
    while (sub := s.kind("SUBTYPE")) is not None:
        subtypes.append(str(sub.value))
    need(s, "artifact", "creature")
    keywords = _keyword_list(s) if s.word("with") else ()
    return ir.Becomes(obj, add_types=ANIMATED, set_subtypes=tuple(subtypes) or None,
                      set_colors=frozenset(colors) or None,
                      set_pt=(int(pt.value[0]), int(pt.value[1])), duration=_duration(s),
                      add_keywords=keywords)


def _wheel_order(colors: frozenset[str]) -> list[str]:
    """Two colors in the order of the color wheel, as Oracle text writes them ("green and
    white", "white and black"): the second one or two steps after the first (105.1)."""
    order = sorted(colors, key="WUBRG".index)
    if len(order) == 2 and ("WUBRG".index(order[0]) - "WUBRG".index(order[1])) % 5 in (1, 2):
        order.reverse()
    return order


def _article_of(n: int) -> str:
    """"an 8/8", "an 11/11", "a 2/2": the article as the number is read."""
    return "an" if str(n).startswith("8") or n in (11, 18) else "a"


_PRINT_BECOMES = PRINTERS[ir.Becomes]


@prints(ir.Becomes)
def print_becomes(self: Any, e: ir.Becomes) -> str:
    """The two shapes above; others print as the built-in printer does."""
    plural = _plural_ref(e.what, self.targets)
    if e.set_pt is not None and not (e.add_types or e.set_subtypes or e.add_subtypes or
                                     e.set_colors or e.switch or e.duration_first or
                                     e.add_keywords):
        lose = f"{'lose' if plural else 'loses'} all abilities and " if e.lose_abilities else ""
        return f"{self.obj(e.what)} {lose}{'have' if plural else 'has'} base power and " \
               f"toughness {e.set_pt[0]}/{e.set_pt[1]} {self.duration(e.duration)}"
    if e.add_types == ANIMATED and e.set_pt is not None and not (
            e.lose_abilities or e.add_subtypes or e.switch or e.duration_first):
        colors = " and ".join(COLOR_WORD[c] for c in _wheel_order(e.set_colors or frozenset()))
        noun = " ".join(x for x in (colors, *(e.set_subtypes or ()), "artifact creature") if x)
        if e.add_keywords:
            noun += " with " + and_list(e.add_keywords)
        return f"{self.obj(e.what)} {'become' if plural else 'becomes'} " \
               f"{_article_of(e.set_pt[0])} {e.set_pt[0]}/{e.set_pt[1]} {noun} " \
               f"{self.duration(e.duration)}"
    return _PRINT_BECOMES(self, e)
