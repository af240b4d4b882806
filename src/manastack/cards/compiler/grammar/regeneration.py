"""Regeneration (701.19): "Regenerate SELF.", "Regenerate target creature.", and destruction
that can't be regenerated ("Destroy target creature. It can't be regenerated.", 701.19c)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .effects import _plural_ref, prints
from .objects import object_ref


@verbs.imperative
def regenerate(s: Stream, env: Any) -> ir.Effect:
    """"regenerate [permanent]" (701.19a)."""
    need(s, "regenerate")
    return ir.Regenerate(object_ref(s, env))


@verbs.clause
def destroy_no_regen(s: Stream, env: Any) -> ir.Effect:
    """"destroy [objects]. It/They can't be regenerated." The second sentence says how the
    destruction happens (701.19c), so the two are read as one clause."""
    need(s, "destroy")
    what = object_ref(s, env)
    need(s, ".")
    word = s.one_of("it", "they")
    if word is None:
        raise NoParse
    need(s, "can't", "be", "regenerated")
    return ir.DestroyNoRegen(what, word=word)


@prints(ir.Regenerate)
def print_regenerate(self: Any, e: ir.Regenerate) -> str:
    return "regenerate " + self.obj(e.what)


@prints(ir.DestroyNoRegen)
def print_destroy_no_regen(self: Any, e: ir.DestroyNoRegen) -> str:
    pronoun = e.word or ("they" if _plural_ref(e.what, self.targets) else "it")
    return f"destroy {self.obj(e.what)}. {pronoun.capitalize()} can't be regenerated"
