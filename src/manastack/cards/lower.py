"""Lowering: from a card's IR to the engine's :class:`~manastack.rules.card.CardDef`.

The rules engine gives IR nodes their behaviour through tables keyed by node type. A card is
played only if every node it uses has rules; otherwise it is *refused* whole, naming the missing
piece and the ability it is in — never simplified.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .. import ir
from ..rules import keywords as registry
from ..rules.card import CardDef, make_card, parse_type_line, self_moves, trigger_zone
from ..rules.mana import ManaCost
from ..rules.support import unsupported_nodes


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the engine can't play a card: ``missing`` (what has no rules, for ranking) and the
    Oracle ``clause`` it is in."""

    missing: str
    clause: str

    def message(self) -> str:
        return f'"{self.clause}": {self.missing}' if self.clause else self.missing


def refusals(card: ir.Card) -> list[Refusal]:
    """Everything in ``card`` the engine has no rules for (empty if it can be played)."""
    found: list[Refusal] = []
    try:
        parse_type_line(card.name, card.type_line)
    except ValueError as exc:
        found.append(Refusal(f"the type line ({exc})", card.type_line))
    try:
        ManaCost.parse(card.mana_cost)
    except ValueError as exc:
        found.append(Refusal(f"the mana cost ({exc})", card.mana_cost))
    for which in ("power", "toughness"):
        value = getattr(card, which)
        if isinstance(value, str) and ("*" not in value or not any(  # 604.3: "*", "1+*"
                isinstance(a, ir.DefinePT) and getattr(a, which) is not None
                for a in card.abilities)):
            found.append(Refusal(f"no rules for the printed {which} {value}", card.type_line))
    for word in card.keywords:  # 702: the registry's keywords, and what they stand for
        missing = registry.unsupported_word(word) or unsupported_nodes(
            registry.expansion(word, card=card)) or registry.unsupported_on(card, word)
        if missing:
            found.append(Refusal(missing, _keyword_line(card, word)))
    parts: list[ir.Ability] = [*card.abilities, *([card.spell] if card.spell else [])]
    for ability in parts:
        runtime: object = ability
        missing = ""
        if registry.name_of(ability):  # a keyword ability with a parameter (702)
            missing = registry.unsupported(ability) or registry.unsupported_on(
                card, registry.name_of(ability))
            # what it stands for (Equip: an activated ability, 702.6a), or what an Aura
            # targets (303.4a)
            runtime = ability.target if isinstance(ability, ir.Enchant) \
                else registry.runtime(ability, card)
        missing = missing or unsupported_nodes(runtime) or _unknown_keywords(ability) or \
            _noncreature_dies(card, ability) or _from_zone(ability) or _unlinked(card, ability) or \
            _target_reduction(card, ability)
        if missing:
            found.append(Refusal(missing, getattr(ability, "text", "")))
    if not found and card.name in unverified():
        found.append(Refusal("its generated smoke check disagrees with the engine (not yet "
                             f"resolved: {unverified()[card.name]})", ""))
    return found


UNVERIFIED_FILE = "unverified-cards.txt"


@cache
def unverified() -> dict[str, str]:
    """Cards refused until a disagreement between the engine and their generated smoke check is
    resolved (``manastack/data/unverified-cards.txt``: name, tab, the disagreement)."""
    text = resources.files("manastack.data").joinpath(UNVERIFIED_FILE).read_text("utf-8")
    rows = (line.split("\t", 1) for line in text.splitlines() if line and not line.startswith("#"))
    return {name: why for name, why in rows}


def _target_reduction(card: ir.Card, ability: ir.Ability) -> str:
    """601.2f after 601.2c: "SELF costs {3} less to cast if it targets a tapped creature" is
    played for a spell with one target phrase (``casting._affordable_with_targets`` refuses a
    target with which the total cost can't be paid); with more, a choice of earlier targets
    could leave no payable later one."""
    if not (isinstance(ability, ir.CostsLess) and isinstance(ability.condition, ir.SpellTargets)):
        return ""
    if card.spell is None or len(card.spell.targets) != 1 or isinstance(card.spell.effect,
                                                                        ir.Modal):
        return ("no rules for a cost reduction depending on the targets of a spell without "
                "exactly one target phrase (601.2f after 601.2c)")
    return ""


def _noncreature_dies(card: ir.Card, ability: ir.Ability) -> str:
    """700.4: "dies" means "is put into a graveyard from the battlefield", but the engine's
    "dies" events are a creature's only; a permanent that may not be a creature as it dies (a
    Vehicle that isn't crewed) can't have a "When this ... dies" ability yet."""
    if not isinstance(ability, ir.Triggered) or "Creature" in card.type_line.split("—")[0]:
        return ""
    trig = ability.trigger
    if trig.subject in ("self", "self_or") and "dies" in (trig.event, *trig.also):
        return "no rules for a permanent that isn't a creature dying (700.4)"
    return ""


ZONE_COST_PARTS = (ir.ManaPart, ir.PayLife, ir.SacrificeObjects, ir.DiscardCards)
"""Cost parts of an ability moving its card out of the graveyard that the engine pays with the
card there (the sacrificed permanents and discarded cards are others, 701.21a, 701.9a)."""


def _counts_removed(ability: ir.Ability) -> bool:
    """Whether the ability removes "any number of" counters or counts those removed (601.2h):
    the engine knows that number only while a mana ability resolves at once (605.3b)."""
    return any(isinstance(n, ir.CountersRemoved) or (
        isinstance(n, ir.RemoveCounters) and n.any_number) for n in ir.walk(ability))


def _from_zone(ability: ir.Ability) -> str:
    """113.6m: "Return SELF from your graveyard to ..." is played as the first effect of an
    activated ability working from the graveyard (zone abilities, priority._zone_abilities)
    whose costs the engine pays there (mana, life, sacrifices and discards), and in a triggered
    ability that works from the graveyard (``card.trigger_zone``: its trigger can't be about
    the card itself there) or that triggers on the card (or the creature its Aura enchants)
    being put there."""
    if isinstance(ability, ir.Activated) and ability.zone != "battlefield" and \
            ability.is_mana_ability:
        return "no rules for a mana ability working from a hand or graveyard (605.1a)"
    if _counts_removed(ability) and not (isinstance(ability, ir.Activated)
                                         and ability.is_mana_ability):
        return "no rules for counters removed this way outside a mana ability (601.2h)"
    moves = self_moves(ability)
    if not moves:
        return ""
    if isinstance(ability, ir.Triggered) and len(moves) == 1 and \
            moves[0].from_zone == "graveyard" and (
                trigger_zone(ability) == "battlefield"
                or ability.trigger.subject not in ("self", "self_or", "attached")):
        return ""
    if not isinstance(ability, ir.Activated) or ability.zone != moves[0].from_zone or \
            len(moves) > 1:
        return "no rules for moving SELF from a graveyard outside an ability working there"
    for part in ability.cost.parts:  # 113.6j: only parts payable with the card there
        if not isinstance(part, ZONE_COST_PARTS):
            return f"no rules for a graveyard ability with the cost {type(part).__name__}"
    return ""


def _unlinked(card: ir.Card, ability: ir.Ability) -> str:
    """607.2a: "the exiled card" is read only in a leaves-the-battlefield trigger of a permanent
    whose other ability exiles (Fiend Hunter); "", or what is missing."""
    if not any(isinstance(n, ir.ExiledWithSelf) for n in ir.walk(ability)):
        return ""
    exiles = [a for a in card.abilities if a is not ability and any(
        isinstance(n, ir.Exile) and not n.until_leaves for n in ir.walk(a))]
    if ability is card.spell or not exiles or not isinstance(ability, ir.Triggered) or \
            ability.trigger.event != "leaves" or ability.trigger.subject != "self":
        return ("no rules for \"the exiled card\" outside a leaves-the-battlefield trigger "
                "linked to an ability of the same permanent that exiles (607.2a)")
    return ""


def refusal(card: ir.Card) -> list[str]:
    """What is missing, one entry per refused part (for coverage ranking)."""
    return [r.missing for r in refusals(card)]


def lower(card: ir.Card) -> CardDef:
    """The engine's definition of ``card``; a card with refusals is marked unsupported, with
    the first reason, so a game refuses to load it."""
    found = refusals(card)
    if found:
        return refused(card, found[0].message())
    return make_card(card)


def refused(card: ir.Card, reason: str) -> CardDef:
    """A definition that keeps what can be read of the card (name, cost, types) for decklists
    and messages, and can't be played: ``unsupported`` says why."""
    try:
        parse_type_line(card.name, card.type_line)
        type_line = card.type_line
    except ValueError:
        type_line = ""
    try:
        ManaCost.parse(card.mana_cost)
        cost = card.mana_cost
    except ValueError:
        cost = ""
    return CardDef(card.name, cost, type_line, card.text, unsupported=reason)


def _unknown_keywords(ability: ir.Ability) -> str:
    """Keywords an ability grants (or a token it makes has) that the engine has no rules for,
    or can't grant ("gains undying": a leaves-the-battlefield ability read from the printed
    card only)."""
    for node in ir.walk(ability):
        words: tuple[str, ...] = ()
        granted = True
        if isinstance(node, ir.Static):
            words = node.add_keywords
        elif isinstance(node, ir.Pump):
            words = node.keywords
        elif isinstance(node, ir.CreateTokenCopy):
            words = node.add_keywords
        elif isinstance(node, ir.TokenSpec):
            words, granted = node.keywords, False
        for word in words:
            missing = registry.unsupported_word(word, granted) or unsupported_nodes(
                registry.expansion(word))
            if missing:
                return missing
    return ""


def _keyword_line(card: ir.Card, word: str) -> str:
    """The line of the card's text with the keyword, without its reminder text."""
    for line in card.text.splitlines():
        if word in line.lower():
            return re.sub(r"\s*\([^()]*\)", "", line).strip()
    return word
