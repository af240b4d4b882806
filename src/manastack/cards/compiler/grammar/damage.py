"""Damage to objects and players at once: "SELF deals 2 damage to each creature and each
player." (one damage event, 120.4); fighting: "Target creature you control fights target
creature you don't control." (701.14)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import prints
from .objects import object_ref
from .players import player_ref
from .quantity import print_amount, quantity


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


@verbs.object_verb
def fight(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[creature] fights [creature]" (701.14a)."""
    if not s.one_of("fights", "fight"):
        raise NoParse
    return ir.Fight(obj, object_ref(s, env))


@prints(ir.Fight)
def print_fight(self: Any, e: ir.Fight) -> str:
    return f"{self.obj(e.first)} fights {self.obj(e.second)}"
