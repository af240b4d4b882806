"""Additional costs of spells (601.2b, 601.2f-h): "As an additional cost to cast SELF, sacrifice a
creature.", "..., discard a card."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import need
from .costs import cost

PARTS = (ir.SacrificeObjects, ir.DiscardCards, ir.PayLife, ir.ExileFromGraveyard,
         ir.ReturnObjects)
"""The cost parts an additional cost may have here: those paid by choosing and moving objects
or paying life (``rules/costs.pay_cost``), which don't interact with paying the mana."""


@verbs.static_ability
def additional_cost(s: Stream, env: Any) -> ir.Ability:
    """"As an additional cost to cast SELF, [cost]." with one cost part (601.2b). Not "..., you
    may [cost]" (an optional cost), nor a choice of costs ("sacrifice a creature or pay 3
    life")."""
    need(s, "as", "an", "additional", "cost", "to", "cast")
    if not s.is_kind("SELF"):
        raise NoParse
    s.i += 1
    need(s, ",")
    found = cost(s, env)
    need(s, ".")
    if len(found.parts) != 1 or not isinstance(found.parts[0], PARTS):
        raise NoParse
    return ir.AdditionalCost(found)


@verbs.prints_ability(ir.AdditionalCost)
def print_additional_cost(ab: ir.AdditionalCost, printer: Any) -> str:
    text = printer.cost(ab.cost)
    return f"As an additional cost to cast SELF, {text[:1].lower()}{text[1:]}."
