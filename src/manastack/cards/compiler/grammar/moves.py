"""Moving chosen or referenced objects: "Return a land you control to its owner's hand." (the
controller chooses as it resolves, 608.2d) and "Put target creature on top of its owner's
library." / "... on the bottom of its owner's library." (401); "[You may] tap or untap target
permanent." (701.26, the choice made as it resolves)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import WORDS_OF, article, need, number
from .effects import _plural_ref, prints
from .objects import noun_phrase, object_ref


@verbs.clause
def return_chosen(s: Stream, env: Any) -> ir.Effect:
    """"return a [permanent] you control to its owner's hand" ("a", not "target": chosen)."""
    need(s, "return")
    np = noun_phrase(s, env, article=True)
    if ir.ControlledBy(ir.You()) not in _parts(np.selector.pred) or np.selector.zones != (
            "battlefield",):
        raise NoParse
    need(s, "to", "its", "owner", "'s", "hand")
    return ir.ReturnChosen(np.selector)


@verbs.clause
def untap_chosen(s: Stream, env: Any) -> ir.Effect:
    """"untap up to two lands" (not "target": chosen as it resolves, 608.2d, 701.26b)."""
    need(s, "untap", "up", "to")
    n = number(s)
    np = noun_phrase(s, env)
    if np.plural != (n != 1) or np.selector.zones != ("battlefield",):
        raise NoParse
    return ir.UntapChosen(np.selector, n)


@prints(ir.UntapChosen)
def print_untap_chosen(self: Any, e: ir.UntapChosen) -> str:
    return f"untap up to {WORDS_OF[e.count]} {self.noun_phrase(e.what, e.count != 1)}"


def _parts(pred: ir.Pred) -> tuple[ir.Pred, ...]:
    return pred.parts if isinstance(pred, ir.And) else (pred,)


@verbs.clause
def put_in_library(s: Stream, env: Any) -> ir.Effect:
    """"put [objects] on top of / on the bottom of its owner's library" (401.4)."""
    need(s, "put")
    what = object_ref(s, env)
    if s.word("on", "top", "of"):
        top = True
    elif s.word("on", "the", "bottom", "of"):
        top = False
    else:
        raise NoParse
    yours = _owned_by_you(what, env.targets) and bool(s.word("your", "library"))
    if yours:
        pass
    elif _plural_ref(what, env.targets):
        need(s, "their", "owners", "'", "libraries")
    else:
        need(s, "its", "owner", "'s", "library")
    any_order = _plural_ref(what, env.targets) and bool(s.word("in", "any", "order"))
    return ir.PutInLibrary(what, top, yours=yours, any_order=any_order)


def _owned_by_you(what: ir.ObjRef, targets: Any) -> bool:
    """Whether ``what`` is target cards "from your graveyard": its owner's library is yours
    (404.2)."""
    if not isinstance(what, ir.Targeted) or what.index >= len(targets):
        return False
    sel = targets[what.index].objects
    return sel is not None and sel.zones == ("graveyard",) and ir.OwnedBy(ir.You()) in _parts(
        sel.pred)


@prints(ir.ReturnChosen)
def print_return_chosen(self: Any, e: ir.ReturnChosen) -> str:
    phrase = self.noun_phrase(e.what)
    return f"return {article(phrase)} {phrase} to its owner's hand"


@prints(ir.PutInLibrary)
def print_put_in_library(self: Any, e: ir.PutInLibrary) -> str:
    where = "on top of" if e.top else "on the bottom of"
    whose = "your library" if e.yours else "their owners' libraries" if _plural_ref(
        e.what, self.targets) else "its owner's library"
    order = " in any order" if e.any_order else ""
    return f"put {self.obj(e.what)} {where} {whose}{order}"


@verbs.clause
def tap_or_untap(s: Stream, env: Any) -> ir.Effect:
    """"[you may] tap or untap [objects]" (701.26; the built-in "tap" reads only "tap X")."""
    may = bool(s.word("you", "may"))
    need(s, "tap", "or", "untap")
    effect = ir.TapOrUntap(object_ref(s, env))
    return ir.May(effect) if may else effect


@prints(ir.TapOrUntap)
def print_tap_or_untap(self: Any, e: ir.TapOrUntap) -> str:
    return f"tap or untap {self.obj(e.what)}"
