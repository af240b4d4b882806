"""Effects that create tokens (111.2) and token copies (707.2, 707.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from .. import events
from ..card import make_card
from ..context import ability_source
from ..quantity import amount
from ..refs import objects, players
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.CreateTokens)
def _create_tokens(game: Game, ctx: Context, node: ir.CreateTokens) -> Resolution:
    """"Create N [token]." (111.2: the creating player owns them), as one event so that effects
    that double the number or change the controller see it (614.1a, 616.1b). ``tapped`` and
    ``attacking`` (tokens "tapped and attacking" attack what this ability's source attacks,
    506.3, 508.4); ``blocking``: "that's blocking that creature", the attacker of the blocks
    trigger's event (506.3d)."""
    defender = None
    if node.attacking:
        source = game.objects.get(ctx.source)
        defender = getattr(source, "attacking", None)
        if defender is None:
            opponents = game.opponents(ctx.controller)
            defender = opponents[0].id if opponents else None
    blocked = (ctx.event or {}).get("attacker") if node.blocking else None
    card = make_card(node.token)
    for pid in players(game, ctx, node.who):
        made = yield from events.create_tokens(
            game, card, pid, amount(game, ctx, node.amount), tapped=node.tapped,
            attacking=defender, blocking=blocked)
        ctx.chosen.setdefault("created", []).extend(made)


@handler(ir.CreateTokenCopy)
def _create_token_copy(game: Game, ctx: Context, node: ir.CreateTokenCopy) -> Resolution:
    """"Create a token that's a copy of [target] [, except ...]." (707.2: the copiable values,
    which here are the printed card or an earlier copy's values; counters, damage, status and X
    are not copied, 107.3m; 707.9: the exceptions become part of the copy)."""
    found = list(objects(game, ctx, node.what))
    if not found and isinstance(node.what, ir.This):
        found = [ability_source(game, ctx)]  # 608.2h: its last known information
    for obj in found:
        card = obj.card
        if node.add_keywords or node.drop_supertypes or node.set_colors is not None or \
                node.set_pt is not None or node.no_mana_cost or node.add_subtypes:
            card = card.but(add_keywords=node.add_keywords, drop_supertypes=node.drop_supertypes,
                            colors=node.set_colors, pt=node.set_pt,
                            no_mana_cost=node.no_mana_cost, add_subtypes=node.add_subtypes)
        if node.each_opponent:  # 702.141a: one for each opponent, attacking that player
            for pid in [p.id for p in game.opponents(ctx.controller)]:
                made = yield from events.create_tokens(game, card, ctx.controller,
                                                       amount(game, ctx, node.amount))
                for oid in made:
                    game.objects[oid].must_attack = (pid, game.turn)  # 508.1d
                ctx.chosen.setdefault("created", []).extend(made)
            continue
        made = yield from events.create_tokens(game, card, ctx.controller,
                                               amount(game, ctx, node.amount))
        ctx.chosen.setdefault("created", []).extend(made)


END_OF_COMBAT = ir.Trigger("end_combat", subject="any")
"""511.2: "at end of combat", the beginning of the end of combat step."""


@handler(ir.Myriad)
def _myriad(game: Game, ctx: Context, node: ir.Myriad) -> Resolution:
    """702.116a: for each opponent other than the defending player, in turn order, its
    controller may create a token copy of the creature (its last known information if it has
    left, 608.2h) tapped and attacking that player or a planeswalker they control (508.4); the
    tokens are exiled at end of combat (a delayed trigger, 603.7)."""
    from ...game.decisions import NO, YES, Decision
    from ..triggers import DelayedTrigger

    source = ability_source(game, ctx)
    target = (ctx.event or {}).get("defender")
    defending = target if target is None or game.is_player(target) else getattr(
        game.objects.get(target), "controller", None)
    made: list[int] = []
    for opp in game.opponents(ctx.controller):
        if opp.id == defending:
            continue
        answer = yield Decision(ctx.controller, "may", [YES, NO], cite="702.116a",
                                prompt=f"create a token copy of {source.name} attacking "
                                       f"{opp.name} (myriad)?")
        if answer.value:
            made += yield from events.create_tokens(game, source.card, ctx.controller, 1,
                                                    tapped=True, attacking=opp.id,
                                                    defenders_of=opp.id)
    if made:
        ctx.chosen.setdefault("created", []).extend(made)
        exile = ir.Triggered(END_OF_COMBAT, ir.Exile(ir.EventObject()),
                             text="Exile the tokens at end of combat.")
        game.delayed = [*game.delayed, DelayedTrigger(exile, ctx.source_card, ctx.controller,
                                                      tuple(made))]
