"""Splice (702.47): "Splice onto [quality] [cost]" means "You may reveal this card from your hand
as you cast a [quality] spell. If you do, that spell gains the text of this card's rules text
and you pay [cost] as an additional cost to cast that spell."

The caster announces the cards spliced as the spell is cast (601.2b), the main spell's effects
first and the spliced cards' in the order chosen (702.47b); a card whose targets can't be chosen
can't be spliced (702.47b). The spell keeps its own characteristics and gains the spliced text,
a text-changing effect (702.47c, 612): ``GameObject.spliced`` holds the spliced cards' spell
abilities while it is on the stack, and ``rules/layers.py elsewhere_chars`` joins them to the
spell's own (:func:`spliced_onto`); "SELF" in the gained text is the spell. Targets for the added
text are chosen with the spell's own (702.47d, 601.2c), and a spell all of whose targets are
illegal doesn't resolve (608.2b). The spliced cards stay in the hand; the splice changes end
when the spell leaves the stack (702.47e: the object leaving the stack is a new object).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from ..game.objects import GameObject
from .characteristics import chars
from .costs import can_pay_parts
from .mana import NO_COST, ManaCost
from .payment import can_afford
from .targets import has_targets

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import Player

QUALITIES: dict[str, tuple[str, frozenset[str]]] = {
    "Arcane": ("subtypes", frozenset({"Arcane"})),
    "instant or sorcery": ("types", frozenset({"Instant", "Sorcery"})),
}
"""702.47a: the qualities of spell a splice ability names: the characteristic read and the
values any one of which the spell must have."""

SPLICE_COST_PARTS = (ir.ManaPart, ir.PayLife, ir.DiscardCards, ir.SacrificeObjects,
                     ir.ExileFromGraveyard, ir.ReturnObjects)
"""Splice cost parts the engine pays as an additional cost (601.2f-h, rules/costs.py
pay_cost)."""


def splice_problem(ka: ir.KeywordAbility) -> str:
    """What about one splice ability has no rules yet, or ""."""
    if ka.named not in QUALITIES:
        return f"no rules for splice onto {ka.named or 'that quality'}"
    if ka.cost is None or not all(isinstance(p, SPLICE_COST_PARTS) for p in ka.cost.parts):
        return "no rules for splice with that cost"
    if any("X" in p.mana for p in ka.cost.parts if isinstance(p, ir.ManaPart)):
        return "no rules for splice with X in its cost"
    return ""


def splice_card_problem(card: ir.Card) -> str:
    """What about a card with splice has no rules yet, or "": it must be an instant or sorcery
    whose spell ability has no modes, X or a divided amount (the text joined to another spell's, 702.47c,
    whose X and division are its own)."""
    spell = card.spell
    if spell is None or "Instant" not in card.type_line and "Sorcery" not in card.type_line:
        return "no rules for splice on a card that isn't an instant or sorcery"
    if any(not (isinstance(a, ir.KeywordAbility) and a.name == "splice")
           for a in card.abilities):
        return "no rules for splicing a card with abilities other than its spell ability"
    for node in ir.walk(spell):
        if isinstance(node, ir.Modal | ir.XValue) or getattr(node, "divided", False):
            return "no rules for splicing text with modes, X or divided amounts (702.47c)"
    return ""


def _shifted(effect: Any, by: int) -> Any:
    """The effect with each "target" reference moved ``by`` places (its targets follow the
    spell's own, 702.47d)."""
    def visit(value: Any) -> Any:
        if isinstance(value, tuple):
            items = tuple(visit(v) for v in value)
            return value if all(a is b for a, b in zip(items, value, strict=True)) else items
        if isinstance(value, ir.Targeted):
            return replace(value, index=value.index + by)
        if isinstance(value, ir.Target) and value.shares_type_with >= 0:
            return replace(value, shares_type_with=value.shares_type_with + by)
        if not isinstance(value, ir.Node) or isinstance(value, ir.TokenSpec):
            return value
        new = {f.name: changed for f in fields(value) if f.init  # type: ignore[arg-type]
               if (changed := visit(old := getattr(value, f.name))) is not old}
        return replace(value, **new) if new else value  # type: ignore[type-var]

    return visit(effect)


def spliced_onto(spell: ir.SpellAbility, spliced: tuple[ir.SpellAbility, ...]
                 ) -> ir.SpellAbility:
    """702.47b-d: the spell ability of a spell with cards spliced onto it: its own effect, then
    each spliced card's in the order chosen, and its targets followed by theirs."""
    effects = [spell.effect]
    targets = list(spell.targets)
    texts = [spell.text]
    for added in spliced:
        effects.append(_shifted(added.effect, len(targets)))
        targets += [_shifted(t, len(targets)) for t in added.targets]
        texts.append(added.text)
    return replace(spell, effect=ir.Seq(tuple(effects)), targets=tuple(targets),
                   text=" ".join(t for t in texts if t))


def _fits(game: Game, spell: GameObject, quality: str) -> bool:
    """Whether the spell being cast is a [quality] spell (702.47a)."""
    characteristic, values = QUALITIES[quality]
    return bool(set(getattr(chars(game, spell), characteristic)) & values)


def _splice_abilities(card: Any) -> list[ir.KeywordAbility]:
    return [a for a in card.abilities if isinstance(a, ir.KeywordAbility) and a.name == "splice"]


def announce_splice(game: Game, player: Player, spell: GameObject, ability: ir.SpellAbility,
                    total: ManaCost, less: int, helped: frozenset[str], others: list[ir.Cost]
                    ) -> Generator[Decision, Any, tuple[ir.SpellAbility, ManaCost]]:
    """601.2b, 702.47a-b: as ``spell`` is cast, its caster may reveal cards with splice onto a
    quality it has from their hand; only those whose targets can be chosen (702.47b) and whose
    cost can be paid along with ``total`` (118.3) are offered, one splice ability per card. The
    spliced cards' order is chosen when there are several (702.47b). Returns the spell
    ability with their text and the splice costs' mana; their other parts join ``others``,
    paid after the mana (601.2h)."""
    offered: list[tuple[GameObject, ir.KeywordAbility, ir.SpellAbility]] = []
    for oid in player.hand:
        card_obj = game.objects[oid]
        if not isinstance(card_obj, GameObject) or card_obj.card.spell is None:
            continue
        for ka in _splice_abilities(card_obj.card):
            assert ka.cost is not None
            added = card_obj.card.spell
            if not _fits(game, spell, ka.named) or can_pay_parts(game, player, spell.id, ka.cost) \
                    or not has_targets(game, added.targets, player.id, spell.id):
                continue
            if not can_afford(game, player.id, total.plus(ManaCost.parse(ka.cost.mana))
                              .plus_generic(-less), keywords=helped, spell=spell.id):
                continue
            offered.append((card_obj, ka, added))
            break  # 702.47b: a card is spliced at most once
    if not offered:
        return ability, NO_COST
    options = [Choice(i, o.name) for i, (o, _, _) in enumerate(offered)]
    while True:
        chosen = yield Decision(player.id, "splice", options, shape="subset", min=0,
                                max=len(options),
                                prompt=f"reveal cards to splice onto {spell.name}")
        picked = [offered[c.value] for c in chosen]
        mana = ManaCost.parse("".join(ka.cost.mana for _, ka, _ in picked))  # type: ignore[union-attr]
        if not picked or can_afford(game, player.id, total.plus(mana).plus_generic(-less),
                                    keywords=helped, spell=spell.id):
            break
        game.record("splice", "those splice costs can't all be paid along with the spell's",
                    "118.3")
    if not picked:
        return ability, mana
    if len(picked) > 1:  # 702.47b: the caster orders the spliced cards' effects
        order = yield Decision(player.id, "order_splice",
                               [Choice(i, o.name) for i, (o, _, _) in enumerate(picked)],
                               shape="order", prompt="order the spliced cards' effects (the "
                                                     "main spell's happen first)")
        picked = [picked[c.value] for c in order]
    for _, ka, _ in picked:
        assert ka.cost is not None
        if not all(isinstance(p, ir.ManaPart) for p in ka.cost.parts):
            others.append(ka.cost)
    spell.spliced = tuple(added for _, _, added in picked)  # 702.47c
    game.touch()
    names = ", ".join(o.name for o, _, _ in picked)
    game.record("reveal", f"{player.name} reveals {names} from their hand, splicing onto "
                f"{spell.name}", "702.47a", (spell.id, *(o.id for o, _, _ in picked)))
    return spliced_onto(ability, spell.spliced), mana
