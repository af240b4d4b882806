"""Static abilities about blocking and combat damage (509, 510): "SELF can block an additional
creature each combat.", "SELF must be blocked if able.", "All creatures able to block SELF do
so.", "SELF can't attack or block alone." (506.5), "Creatures with power less than SELF's power
can't block it." and "You may have SELF assign its combat damage as though it weren't
blocked."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import WORDS_OF, capitalize, need, number
from .effects import prints
from .objects import noun_phrase, object_ref


@verbs.static_ability
def blocks_additional(s: Stream, env: Any) -> ir.Ability:
    """"SELF can block an additional creature each combat.", "... an additional two creatures
    ...", "Each creature you control can block an additional creature each combat.", "SELF can
    block any number of creatures." (509.1a)."""
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo | ir.Each):
        raise NoParse
    need(s, "can", "block")
    if s.word("any", "number", "of", "creatures", "."):
        return ir.BlocksAdditional(None, affects)
    need(s, "an", "additional")
    n = 1 if s.is_word("creature") else number(s)
    if not s.one_of("creature" if n == 1 else "creatures"):
        raise NoParse
    need(s, "each", "combat", ".")
    return ir.BlocksAdditional(n, affects)


@verbs.prints_ability(ir.BlocksAdditional)
def print_blocks_additional(ab: ir.BlocksAdditional, printer: Any) -> str:
    what = capitalize(printer.obj(ab.affects))
    if ab.extra is None:
        return f"{what} can block any number of creatures."
    if ab.extra == 1:
        return f"{what} can block an additional creature each combat."
    return f"{what} can block an additional {WORDS_OF.get(ab.extra, str(ab.extra))} creatures " \
           "each combat."


@verbs.static_ability
def must_be_blocked(s: Stream, env: Any) -> ir.Ability:
    """"SELF must be blocked if able." (509.1c)."""
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo):
        raise NoParse
    need(s, "must", "be", "blocked", "if", "able", ".")
    return ir.MustBeBlocked(affects)


@verbs.prints_ability(ir.MustBeBlocked)
def print_must_be_blocked(ab: ir.MustBeBlocked, printer: Any) -> str:
    return f"{capitalize(printer.obj(ab.affects))} must be blocked if able."


@verbs.static_ability
def all_must_block(s: Stream, env: Any) -> ir.Ability:
    """"All creatures able to block SELF do so.", "All creatures able to block enchanted
    creature do so." (509.1c, Lure)."""
    need(s, "all", "creatures", "able", "to", "block")
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo):
        raise NoParse
    need(s, "do", "so", ".")
    return ir.AllMustBlock(affects)


@verbs.prints_ability(ir.AllMustBlock)
def print_all_must_block(ab: ir.AllMustBlock, printer: Any) -> str:
    return f"All creatures able to block {printer.obj(ab.affects)} do so."


ALONE = ((("attack", "or", "block"), (True, True)), (("attack",), (True, False)),
         (("block",), (False, True)))
"""The words of "can't ... alone" and what they forbid (attack, block), 506.5."""


@verbs.static_ability
def cant_alone(s: Stream, env: Any) -> ir.Ability:
    """"SELF can't attack alone.", "SELF can't block alone.", "SELF can't attack or block
    alone." (506.5)."""
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo):
        raise NoParse
    need(s, "can't")
    for words, (attack, block) in ALONE:
        if s.word(*words, "alone", "."):
            return ir.CantAlone(attack, block, affects)
    raise NoParse


@verbs.prints_ability(ir.CantAlone)
def print_cant_alone(ab: ir.CantAlone, printer: Any) -> str:
    words = next(" ".join(w) for w, kinds in ALONE if kinds == (ab.attack, ab.block))
    return f"{capitalize(printer.obj(ab.affects))} can't {words} alone."


ASSIGN = ("you", "may", "have", "SELF", "assign", "its", "combat", "damage", "as", "though", "it",
          "weren't", "blocked", ".")


@verbs.static_ability
def assign_as_unblocked(s: Stream, env: Any) -> ir.Ability:
    """"You may have SELF assign its combat damage as though it weren't blocked." (510.1b-c)."""
    for word in ASSIGN:
        if word == "SELF":
            if not s.is_kind("SELF"):
                raise NoParse
            s.i += 1
        else:
            need(s, word)
    return ir.AssignAsUnblocked()


@verbs.prints_ability(ir.AssignAsUnblocked)
def print_assign_as_unblocked(ab: ir.AssignAsUnblocked, printer: Any) -> str:
    return "You" + " ".join(ASSIGN[:-1])[3:] + "."


@verbs.static_ability
def cant_block_it(s: Stream, env: Any) -> ir.Ability:
    """"Creatures with power less than SELF's power can't block it." (509.1b): the restriction
    "SELF can't be blocked by [creatures]" written with the blockers as the subject."""
    np = noun_phrase(s, env)
    if not np.plural or np.selector.zones != ("battlefield",):
        raise NoParse
    need(s, "can't", "block", "it", ".")
    return ir.Restriction(ir.This(), blocked_by=np.selector.pred, word="blockers")


@verbs.object_verb
def blocks_if_able(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[target creature] blocks SELF this turn if able" (509.1c)."""
    need(s, "blocks")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "this", "turn", "if", "able")
    return ir.BlocksIfAble(obj, ir.This())


@verbs.object_verb
def cant_block_attacker(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[target creature] can't block SELF this turn" (509.1b, 611.2a)."""
    need(s, "can't", "block")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, "this", "turn")
    return ir.CantBlockAttacker(obj, ir.This())


@prints(ir.CantBlockAttacker)
def print_cant_block_attacker(self: Any, e: ir.CantBlockAttacker) -> str:
    return f"{self.obj(e.what)} can't block {self.obj(e.attacker)} this turn"


@prints(ir.BlocksIfAble)
def print_blocks_if_able(self: Any, e: ir.BlocksIfAble) -> str:
    return f"{self.obj(e.what)} blocks {self.obj(e.attacker)} this turn if able"
