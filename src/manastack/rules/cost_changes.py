"""Cost reductions and increases of spells (601.2f, 118.7): "Goblin spells you cast cost {1}
less to cast." and "Noncreature spells cost {1} more to cast." (static abilities of permanents)
and "SELF costs {1} less to cast if you control a Wizard." (an ability of the spell itself,
functioning on the stack, 113.6d). They change only the generic mana of the total cost
(118.7a), never below {0} (601.2f): see ``ManaCost.plus_generic``.

The reduction is computed where the total cost is determined (``casting.cast_spell``, the spell
on the stack) and, to tell whether a card can be cast at all, for the card in the zone it would
be cast from (``priority.cast_problem``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ir
from .characteristics import chars
from .conditions import holds
from .context import viewpoint
from .keywords import cost_reduction
from .quantity import amount
from .select import matches

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject


def reduction(game: Game, pid: int, obj: GameObject) -> int:
    """How much generic mana the total cost of ``obj``, cast by ``pid``, is reduced by: its own
    "costs less" abilities and keywords (affinity, 702.41a), and "spells you cast cost less",
    less the increases ("noncreature spells cost {1} more", 601.2f); negative when the
    increases are more. The total is taken once, never below {0} generic (601.2f)."""
    granted = game.statics or game.effects  # abilities may be granted (layer 6)
    card = obj.card
    if not (granted or card.self_cost_rules or game.cost_rules):
        return 0  # nothing on the spell or the battlefield changes its cost
    ch = chars(game, obj)
    n = cost_reduction(game, pid, ch.keywords)
    for ab in ch.abilities:
        if isinstance(ab, ir.CostsLess) and (
                ab.condition is None or holds(game, viewpoint(game, pid, obj.id), ab.condition)):
            n += ab.generic if ab.per is None else \
                ab.generic * amount(game, viewpoint(game, pid, obj.id), ab.per)
    if not (granted or game.cost_rules):
        return n
    for oid in game.battlefield:
        holder = game.objects[oid]
        if not (holder.card.cost_rules or granted):
            continue
        mine = holder.controller == pid
        for ab in chars(game, holder).abilities:
            if isinstance(ab, ir.SpellsCostLess) and mine and matches(
                    game, obj, ab.pred, pid, holder.id):  # "spells you cast": its controller's
                n += ab.generic
            elif isinstance(ab, ir.SpellsCostMore) and _casts(ab.caster, mine) and matches(
                    game, obj, ab.pred, holder.controller, holder.id):  # 601.2f: an increase
                n -= ab.generic
    return n


def _casts(caster: str, mine: bool) -> bool:
    """Whether a cost change about ``caster``'s spells ("", "you", "opponents") applies to a
    spell the permanent's controller (``mine``) or another player casts."""
    return not caster or (caster == "you") == mine
