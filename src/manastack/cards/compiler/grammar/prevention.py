"""Prevention (615): "Prevent the next 3 damage that would be dealt to any target this turn.",
"Prevent all combat damage that would be dealt this turn.", "Prevent all damage that would be
dealt to target creature this turn.", "Prevent all combat damage that would be dealt by target
creature this turn."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import _damage_recipient, effect_text, prints
from .objects import _adjective, _type_word, noun_phrase, object_ref, print_pred_parts
from .quantity import print_amount, quantity


@verbs.imperative
def prevent(s: Stream, env: Any) -> ir.Effect:
    """"prevent [the next N | all] [combat] damage that would be dealt [to X | by X] this turn"
    (615.1a, 615.7)."""
    need(s, "prevent")
    amount: ir.Quantity | None = None
    if s.word("the", "next"):
        amount = quantity(s)
    else:
        need(s, "all")
    combat = bool(s.word("combat"))
    need(s, "damage", "that", "would", "be", "dealt")
    to: ir.ObjRef | ir.PlayerRef | None = None
    by: ir.ObjRef | None = None
    if s.word("to"):
        to = _damage_recipient(s, env)
    elif s.word("by"):
        by = object_ref(s, env)
    need(s, "this", "turn")
    return ir.PreventDamage(amount, to, by, combat)


@prints(ir.PreventDamage)
def print_prevent(self: Any, e: ir.PreventDamage) -> str:
    text = "prevent " + (f"the next {print_amount(e.amount)}" if e.amount is not None else "all")
    text += " combat damage" if e.combat else " damage"
    text += " that would be dealt"
    if e.to is not None:
        text += " to " + self.recipient(e.to)
    elif e.by is not None:
        text += " by " + self.obj(e.by)
    return text + " this turn"


@verbs.clause
def redirect_next(s: Stream, env: Any) -> ir.Effect:
    """"the next N damage that would be dealt to X this turn is dealt to Y instead" (614.9, a
    redirection shield like 615.7's); also "... would be dealt this turn to X ..."."""
    need(s, "the", "next")
    amount = quantity(s)
    need(s, "damage", "that", "would", "be", "dealt")
    turn_first = bool(s.word("this", "turn"))
    need(s, "to")
    frm = _damage_recipient(s, env)
    if not turn_first:
        need(s, "this", "turn")
    need(s, "is", "dealt", "to")
    to = _damage_recipient(s, env)
    need(s, "instead")
    return ir.RedirectDamage(amount, frm, to, turn_first)


@prints(ir.RedirectDamage)
def print_redirect_next(self: Any, e: ir.RedirectDamage) -> str:
    frm = f"this turn to {self.recipient(e.frm)}" if e.turn_first else \
        f"to {self.recipient(e.frm)} this turn"
    return f"the next {print_amount(e.amount)} damage that would be dealt {frm} is dealt to " \
           f"{self.recipient(e.to)} instead"


@verbs.imperative
def prevent_next_from_source(s: Stream, env: Any) -> ir.Effect:
    """"the next time a [red / black or red / artifact] source of your choice would deal
    damage [to X] this turn, prevent that damage" (609.7a, 615.1a)."""
    need(s, "the", "next", "time")
    sources = _source_kind(s)
    need(s, "of", "your", "choice", "would", "deal", "damage")
    to = _damage_recipient(s, env) if s.word("to") else None
    need(s, "this", "turn", ",", "prevent", "that", "damage")
    return ir.PreventNextFromSource(sources, to)


def _source_kind(s: Stream) -> ir.Pred:
    """"a source", "a red source", "a black or red source", "an artifact source", "a source
    an opponent controls" (609.7)."""
    if not s.one_of("a", "an"):
        raise NoParse
    parts: list[ir.Pred] = []
    while (adj := _adjective(s)) is not None:
        parts.append(adj)
    kind = _type_word(s)
    if kind is not None:
        if kind[1]:
            raise NoParse
        parts.append(kind[0])
    need(s, "source")
    if s.word("an", "opponent", "controls"):
        parts.append(ir.ControlledBy(ir.Opponent()))
    return ir.And(tuple(parts)) if len(parts) != 1 else parts[0]


def _print_source_kind(pred: ir.Pred) -> str:
    before, nouns, after = print_pred_parts(pred)
    words = " ".join([*before, *nouns, "source", *after])
    return ("an " if words[0] in "aeiou" else "a ") + words


@prints(ir.PreventNextFromSource)
def print_prevent_next_from_source(self: Any, e: ir.PreventNextFromSource) -> str:
    text = f"the next time {_print_source_kind(e.sources)} of your choice would deal damage"
    if e.to is not None:
        text += " to " + self.recipient(e.to)
    return text + " this turn, prevent that damage"


def _prevented_object(s: Stream, env: Any) -> ir.ObjRef:
    """SELF, "enchanted creature", "equipped creature": what a static prevention is about."""
    obj = object_ref(s, env)
    if not isinstance(obj, ir.This | ir.AttachedTo):
        raise NoParse
    return obj


@verbs.static_ability
def prevent_static(s: Stream, env: Any) -> ir.Ability:
    """"Prevent all [combat] damage that would be dealt to SELF / enchanted creature / you [by
    creatures]." / "... dealt by enchanted creature." / "... dealt to and dealt by enchanted
    creature." (615.1a: a static ability, no "this turn")."""
    need(s, "prevent", "all")
    combat = bool(s.word("combat"))
    need(s, "damage", "that", "would", "be", "dealt")
    to: ir.ObjRef | ir.PlayerRef | None = None
    by: ir.ObjRef | None = None
    sources: ir.Pred | None = None
    if s.word("to", "and", "dealt", "by"):
        to = by = _prevented_object(s, env)
    elif s.word("by"):
        by = _prevented_object(s, env)
    else:
        need(s, "to")
        to = ir.You() if s.word("you") else _prevented_object(s, env)
        if s.word("by"):
            np = noun_phrase(s, env)
            if not np.plural or np.selector.zones != ("battlefield",):
                raise NoParse
            sources = np.selector.pred
    need(s, ".")
    return ir.PreventAllDamage(to, by, sources, combat)


@verbs.prints_ability(ir.PreventAllDamage)
def print_prevent_static(ab: ir.PreventAllDamage, printer: Any) -> str:
    if ab.worded_if:
        return print_prevent_if(ab, printer)
    text = "Prevent all" + (" combat" if ab.combat else "") + " damage that would be dealt"
    if ab.to is not None and ab.to == ab.by:
        return text + f" to and dealt by {printer.obj(ab.by)}."
    if ab.by is not None:
        return text + f" by {printer.obj(ab.by)}."
    assert ab.to is not None
    text += " to " + printer.recipient(ab.to)
    if ab.sources is not None:
        text += " by " + printer.noun_phrase(ir.Selector(ab.sources), plural=True)
    return text + "."


@verbs.static_ability
def prevent_if_static(s: Stream, env: Any) -> ir.Ability:
    """"If damage would be dealt to SELF / enchanted creature / you, prevent that damage.
    [Effect.]" / "If [a red] source [an opponent controls] would deal damage to X, prevent
    [N of] that damage." (615.1a, 615.5: the added effect follows the prevention)."""
    need(s, "if")
    sources: ir.Pred | None = None
    if s.word("damage", "would", "be", "dealt", "to"):
        pass
    else:
        sources = _source_kind(s)
        need(s, "would", "deal", "damage", "to")
    to = ir.You() if s.word("you") else _prevented_object(s, env)
    need(s, ",", "prevent")
    amount = None if s.is_word("that") else quantity(s)
    if amount is not None:
        need(s, "of")
    need(s, "that", "damage", ".")
    then = None if s.done() else effect_text(s, env)
    return ir.PreventAllDamage(to, sources=None if sources == ir.ANYTHING else sources,
                               amount=amount, then=then, worded_if=True)


def print_prevent_if(ab: ir.PreventAllDamage, printer: Any) -> str:
    """The "If ... would ..." wording of a static prevention (see prevent_if_static)."""
    assert ab.to is not None
    if ab.sources is None and ab.amount is None:
        text = f"If damage would be dealt to {printer.recipient(ab.to)}, prevent that damage."
    else:
        source = _print_source_kind(ab.sources if ab.sources is not None else ir.ANYTHING)
        amount = "" if ab.amount is None else print_amount(ab.amount) + " of "
        text = f"If {source} would deal damage to {printer.recipient(ab.to)}, prevent " \
               f"{amount}that damage."
    return text if ab.then is None else text + " " + printer.effect(ab.then)
