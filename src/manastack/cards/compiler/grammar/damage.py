"""Damage to objects and players at once: "SELF deals 2 damage to each creature and each
player." (one damage event, 120.4); damage equal to the source's power: "Target creature you
control deals damage equal to its power to target creature you don't control."; fighting:
"Target creature you control fights target creature you don't control." (701.14)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need, opt
from .effects import PRINTERS, _damage_recipient, prints
from .objects import ANY_TARGET_KINDS, noun_phrase, object_ref
from .players import player_ref
from .quantity import print_amount, quantity, trailer


@verbs.clause
def damage_each(s: Stream, env: Any) -> ir.Effect:
    """"[source] deals N damage to each [creature] and each player / each opponent"."""
    source = object_ref(s, env)
    if not s.one_of("deals", "deal"):
        raise NoParse
    n = quantity(s)
    need(s, "damage", "to")
    objects = object_ref(s, env)
    if not isinstance(objects, ir.Each) or objects.word != "each":
        raise NoParse
    need(s, "and")
    players = player_ref(s, env)
    if not isinstance(players, ir.EachPlayer | ir.EachOpponent):
        raise NoParse
    return ir.DamageEach(n, objects, players, source)


@prints(ir.DamageEach)
def print_damage_each(self: Any, e: ir.DamageEach) -> str:
    return f"{self.obj(e.source)} deals {print_amount(e.amount)} damage to {self.obj(e.objects)} " \
           f"and {self.player(e.players)}"


@verbs.clause
def damage_split(s: Stream, env: Any) -> ir.Effect:
    """"[source] deals 1 damage to any target and 1 damage to you" / "... 3 damage to target
    creature and 3 damage to that creature's controller": amounts of one effect's damage to
    several recipients, dealt at once (120.4)."""
    source = object_ref(s, env)
    if not s.one_of("deals", "deal"):
        raise NoParse
    parts = [_damage_part(s, env, source)]
    second = opt(s, _shared_recipient, env)  # "N damage to A and B"
    if second is not None:
        return ir.DamageSplit((parts[0], replace(parts[0], to=second)), shared=True)
    while s.word("and"):
        parts.append(_damage_part(s, env, source))
    if len(parts) < 2:
        raise NoParse
    return ir.DamageSplit(tuple(parts))


def _shared_recipient(s: Stream, env: Any) -> ir.ObjRef | ir.PlayerRef:
    """"and [recipient]" ending the sentence: a second recipient of the same amount."""
    need(s, "and")
    to = _damage_recipient(s, env)
    if not (s.done() or s.is_word(".") or s.is_word(",")):
        raise NoParse
    return to


def _damage_part(s: Stream, env: Any, source: ir.ObjRef) -> ir.DealDamage:
    """"N damage to [recipient]", one part of a damage sentence; "itself" is the source
    (120.3)."""
    n = quantity(s)
    need(s, "damage", "to")
    if isinstance(source, ir.This | ir.Targeted) and s.word("itself"):
        return ir.DealDamage(n, replace(source, word="itself"), source)
    return ir.DealDamage(n, _damage_recipient(s, env), source)


@prints(ir.DamageSplit)
def print_damage_split(self: Any, e: ir.DamageSplit) -> str:
    parts = " and ".join(f"{print_amount(p.amount)} damage to {self.recipient(p.to)}"
                         for p in e.parts) if not e.shared else \
        f"{print_amount(e.parts[0].amount)} damage to {self.recipient(e.parts[0].to)} and " \
        f"{self.recipient(e.parts[1].to)}"
    where = next((t for p in e.parts if (t := trailer(p, self))), "")  # ", where X is ..."
    return f"{self.obj(e.parts[0].source)} deals {parts}{where}"


@verbs.object_verb
def fight(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[creature] fights [creature]" (701.14a)."""
    if not s.one_of("fights", "fight"):
        raise NoParse
    return ir.Fight(obj, object_ref(s, env))


@prints(ir.Fight)
def print_fight(self: Any, e: ir.Fight) -> str:
    return f"{self.obj(e.first)} fights {self.obj(e.second)}"


@verbs.clause
def damage_equal_to_its_power(s: Stream, env: Any) -> ir.Effect:
    """"[source] deals damage equal to its power to [recipient]" ("its" is the source)."""
    source = object_ref(s, env)
    if not s.one_of("deals", "deal"):
        raise NoParse
    if s.word("damage", "to", "itself", "equal", "to", "its", "power"):  # 120.3: to itself
        if not isinstance(source, ir.Targeted | ir.This):
            raise NoParse
        return ir.DealDamage(ir.PropertyOf(source, "power"), replace(source, word=ITSELF), source)
    need(s, "damage", "equal", "to", "its", "power", "to")
    return ir.DealDamage(ir.PropertyOf(source, "power"), _damage_recipient(s, env), source)


ITSELF = "to itself"
"""The recipient's word (not compared) of "[source] deals damage to itself equal to its
power"."""


_PRINT_DEAL_DAMAGE = PRINTERS[ir.DealDamage]


@prints(ir.DealDamage)
def print_deal_damage(self: Any, e: ir.DealDamage) -> str:
    """Damage equal to the source's own power; other amounts print as the built-in printer
    does."""
    if isinstance(e.amount, ir.PropertyOf) and e.amount.prop == "power" and \
            e.amount.obj == e.source and getattr(e.to, "word", "") == ITSELF and e.to == e.source:
        return f"{self.obj(e.source)} deals damage to itself equal to its power"
    if isinstance(e.amount, ir.PropertyOf) and e.amount.prop == "power" and \
            e.amount.obj == e.source:
        return f"{self.obj(e.source)} deals damage equal to its power to {self.recipient(e.to)}"
    return _PRINT_DEAL_DAMAGE(self, e)


DIVIDED_COUNTS = ((("one", ",", "two", ",", "or", "three"), 3), (("one", "or", "two"), 2))
"""The printed choices of a number of targets for divided damage: at least one, at most N."""


@verbs.clause
def deal_divided(s: Stream, env: Any) -> ir.Effect:
    """"[source] deals N damage divided as you choose among one, two, or three targets / any
    number of target creatures [and/or planeswalkers]" (601.2d). N is a number or X."""
    obj = object_ref(s, env)
    if not s.one_of("deals", "deal"):
        raise NoParse
    n = quantity(s)
    if not isinstance(n, int | ir.XValue):
        raise NoParse  # an amount computed as it resolves can't be divided as it is cast
    need(s, "damage", "divided", "as", "you", "choose", "among")
    count, any_number = 0, False
    if s.word("any", "number", "of"):
        any_number = True
    else:
        count = next((c for words, c in DIVIDED_COUNTS if s.word(*words)), 0)
        if not count:
            s.fail("one, two, or three | one or two | any number of")
            raise NoParse
    if s.word("targets"):
        target = ir.Target(ir.Selector(ANY_TARGET_KINDS), ir.PlayerFilter(ir.AnyPlayer()),
                           max(count, 1), not any_number, any_number, divided=True)
        return ir.DealDivided(n, env.add_target(target, "permanent"), obj)
    need(s, "target")
    np = noun_phrase(s, env)
    if not np.plural:
        raise NoParse
    target = ir.Target(np.selector, None, max(count, 1), not any_number, any_number,
                       divided=True)
    return ir.DealDivided(n, env.add_target(target, np.noun), obj)


@prints(ir.DealDivided)
def print_deal_divided(self: Any, e: ir.DealDivided) -> str:
    t = self.targets[e.to.index]
    among = "any number of" if t.any_number else next(
        " ".join(words).replace(" ,", ",") for words, c in DIVIDED_COUNTS if c == t.count)
    if t.players is not None:
        phrase = "targets"
    else:
        assert t.objects is not None
        phrase = "target " + self.noun_phrase(t.objects, True)
    return f"{self.obj(e.source)} deals {print_amount(e.amount)} damage divided as you choose " \
           f"among {among} {phrase}"


DIES_EXILED = ("would", "die", "this", "turn", ",", "exile", "it", "instead", ".")
DAMAGED_THIS_WAY = ("dealt", "damage", "this", "way")


def exile_if_dies(s: Stream, env: Any) -> ir.Effect:
    """"If that creature would die this turn, exile it instead." / "If a creature dealt damage
    this way would die this turn, exile it instead." (614.1a, 700.4), after the sentence that
    names the creature or deals the damage."""
    need(s, "if")
    if s.word("a", "creature", *DAMAGED_THIS_WAY):
        what: ir.ObjRef = ir.DamagedThisWay(ir.CardType("Creature"))
    else:
        what = object_ref(s, env)
        if not isinstance(what, ir.Targeted) or not getattr(what, "word", "").startswith("that"):
            raise NoParse
    need(s, *DIES_EXILED)
    return ir.ExileIfDies(what)


@prints(ir.ExileIfDies)
def print_exile_if_dies(self: Any, e: ir.ExileIfDies) -> str:
    if isinstance(e.what, ir.DamagedThisWay):
        what = self.noun_phrase(ir.Selector(e.what.pred), False)
        what = f"a {what} {' '.join(DAMAGED_THIS_WAY)}"
    else:
        what = self.obj(e.what)
    return f"if {what} would die this turn, exile it instead"
