"""What the engine can run: whether it has rules for every node of a card's IR. A compiled card
using a node nobody has written rules for is refused (``CardDef.unsupported``) instead of
failing in the middle of a game."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .. import ir
from .mana import ManaCost

ABILITIES = (ir.SpellAbility, ir.Activated, ir.Triggered, ir.Static, ir.DefinePT,
             ir.AttacksEachCombat, ir.CantAttackOwner, ir.CantAttackUnlessDefender,
             ir.CantBlock, ir.AttackTax, ir.BlocksAdditional, ir.MustBeBlocked, ir.AllMustBlock,
             ir.CantAlone, ir.AssignAsUnblocked,
             ir.CantBeCountered, ir.BeginOnBattlefield, ir.Restriction, ir.DoesntUntap, ir.MayNotUntap,
             ir.NoMaximumHandSize, ir.PlayerHas, ir.AdditionalCost, ir.AdditionalCostChoice,
             ir.AlternativeCost, ir.CastOnly, ir.CastAsThoughFlash, ir.AdditionalLands,
             ir.SpellsCostLess, ir.SpellsCostMore, ir.CostsLess, ir.CastLimit)
"""Ability nodes the rules know (replacement abilities are checked against their rules)."""

RELATIONS = frozenset({(ir.AddManaCouldProduce, "whose")})
"""Effect fields whose player reference is a relation ("a land an opponent controls"), not
the players the effect acts on."""

COST_PARTS = (ir.ManaPart, ir.TapSelf, ir.UntapSelf, ir.SacrificeSelf, ir.SacrificeObjects,
              ir.DiscardCards, ir.DiscardSelf, ir.ExileSelf, ir.PayLife, ir.LoyaltyCost,
              ir.RemoveCounters, ir.PutCountersSelf, ir.TapObjects, ir.ExileFromGraveyard,
              ir.ReturnObjects, ir.TapPower, ir.RevealFromHand,
              ir.RevealSelf, ir.ExileFromHand)
"""Cost parts ``rules/costs.py`` pays (118, 602.2h)."""


def _mana_text(node: ir.Node) -> str:
    """The mana a node asks to be paid, if any ("{1}{S}" can't be paid: snow mana)."""
    if isinstance(node, ir.ManaPart | ir.MayPay | ir.CounterUnlessPays | ir.SacrificeUnlessPay
                  | ir.AttackTax | ir.UnlessPays):
        return node.mana
    if isinstance(node, ir.SpellAbility):
        return node.per_extra_target
    return ""


def unsupported_nodes(value: Any) -> str:
    """A description of the first node in ``value`` the engine has no rules for, or ""."""
    from . import keywords
    from .conditions import CONDITIONS
    from .effects import HANDLERS
    from .effects.continuous import DURATIONS
    from .quantity import QUANTITIES
    from .refs import OBJECTS, PLAYERS
    from .replacement import REPLACERS
    from .select import supported
    from .triggers import TRIGGER_EVENTS

    for node in ir.walk(value):
        kind = type(node)
        name = kind.__name__
        if isinstance(node, ir.Effect) and kind not in HANDLERS:
            return f"no rules for the effect {name}"
        if isinstance(node, ir.Effect):
            for f in fields(node):  # type: ignore[arg-type]
                ref = getattr(node, f.name)
                if isinstance(ref, ir.ObjRef | ir.PlayerRef) and (kind, f.name) not in RELATIONS \
                        and type(ref) not in OBJECTS and type(ref) not in PLAYERS:
                    return f"no rules for {type(ref).__name__}() as what {name} acts on"
        if isinstance(node, ir.ReplacementAbility):
            if kind not in REPLACERS:
                return f"no rules for the replacement effect {name}"
        elif isinstance(node, ir.KeywordAbility | ir.Equip | ir.Enchant):
            missing = keywords.unsupported(node)  # 702: the keywords the registry implements
            if missing:
                return missing
        elif isinstance(node, ir.Ability) and not isinstance(node, ABILITIES):
            return f"no rules for the ability {name}"
        if isinstance(node, ir.Condition) and kind not in CONDITIONS:
            return f"no rules for the condition {name}"
        if isinstance(node, ir.QuantityNode) and kind not in QUANTITIES:
            return f"no rules for the quantity {name}"
        if isinstance(node, ir.Pred) and not supported(kind):
            return f"no rules for the description {name}"
        if isinstance(node, ir.Duration) and kind not in DURATIONS:
            return f"no rules for the duration {name}"
        if isinstance(node, ir.CostPart) and not isinstance(node, COST_PARTS):
            return f"no rules for the cost {name}"
        if isinstance(node, ir.Trigger):
            missing = [e for e in (node.event, *node.also)
                       if e.partition(":")[0] not in TRIGGER_EVENTS]  # counter_put:KIND
            if missing:
                return f"no rules for the trigger event {missing[0]!r}"
        mana = _mana_text(node)
        if mana:
            try:
                ManaCost.parse(mana)
            except ValueError as exc:
                return f"no rules for the mana cost {mana} ({exc})"
        if isinstance(node, ir.AtNextEndStep):
            from .effects.delayed import delayed_effect

            later = [n for n in ir.walk(delayed_effect(node)) if isinstance(
                n, ir.Targeted | ir.This | ir.Created | ir.Current | ir.ThisWay)]
            if later:
                return (f"no rules for a delayed trigger naming {type(later[0]).__name__}() "
                        "as well as what it is about (603.7)")
        if isinstance(node, ir.Static) and node.condition is not None and node.control:
            return "no rules for a control-changing static ability's condition (611.3a)"
        if isinstance(node, ir.Static) and isinstance(node.affects, ir.Each) and any(
                isinstance(n, ir.This) and n.word == "it" for n in ir.walk(node.condition)):
            return ("no rules for a static ability's condition on each object it affects "
                    "(\"Each land gets +2/+2 as long as it's a creature\", 611.3a)")
        if isinstance(node, ir.SpellAbility | ir.Activated | ir.Triggered):
            divided = [n for n in ir.walk(node.effect) if isinstance(n, ir.DealDivided)]
            if len(divided) > 1 or divided and (
                    any(isinstance(n, ir.Modal) for n in ir.walk(node.effect))
                    or not isinstance(divided[0].amount, int) and not (
                        isinstance(node, ir.SpellAbility)
                        and isinstance(divided[0].amount, ir.XValue))):
                return ("no rules for this division of damage (601.2d: one divided amount, a "
                        "number, or X of a spell, outside modes)")
        if isinstance(node, ir.Activated | ir.Triggered) and any(
                isinstance(n, ir.Modal) for n in ir.walk(node.effect) if n is not node.effect):
            return "no rules for modes inside an ability's effect (700.2a-b)"
        if isinstance(node, ir.Activated) and node.is_mana_ability and isinstance(
                node.effect, ir.Modal):
            return "no rules for a modal mana ability (605.3a, 700.2a)"
    return ""
