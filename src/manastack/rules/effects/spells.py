"""Effects on spells and abilities on the stack: countering (701.6, 118.12), copying abilities
and instant and sorcery spells (707.10) and changing targets (115.7d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.decisions import NO, YES, Decision, offer
from ...game.objects import STACK, GameObject, StackAbility
from .. import events
from ..mana import ManaCost
from ..quantity import amount
from ..refs import objects
from . import Context, Resolution, handler, on_each

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.CounterSpell)
def _counter_spell(game: Game, ctx: Context, node: ir.CounterSpell) -> Resolution:
    """"Counter target spell." (701.6)."""
    return on_each(game, ctx, node.what, events.counter_spell)


@handler(ir.CounterUnlessPays)
def _counter_unless_pays(game: Game, ctx: Context, node: ir.CounterUnlessPays) -> Resolution:
    """"Counter target spell unless its controller pays [mana]." (701.6, 118.12): that player
    chooses as it resolves, and paying is offered only if they can (118.3); a cost other than
    mana (ward, 702.21a) likewise."""
    from ..costs import offer_cost
    from ..payment import can_afford, pay_mana

    cost = ManaCost.parse(node.mana).with_x(ctx.x)  # X is the spell's or ability's (107.3)
    for spell in list(objects(game, ctx, node.what)):
        if spell.zone != STACK:
            continue
        payer = game.player(spell.controller)
        if node.cost is not None:  # "Ward—Pay 2 life" (702.21a)
            if not (yield from offer_cost(game, payer, ctx.source, node.cost,
                                          f"{spell.name} is countered")):
                yield from events.counter_spell(game, spell.id)
            continue
        can = can_afford(game, payer.id, cost)
        answer = yield offer(payer.id, f"pay {node.mana}? (otherwise {spell.name} is "
                             "countered)", can)
        if answer.value:
            yield from pay_mana(game, payer.id, cost)
            continue
        if not can:
            game.record("may_pay", f"{payer.name} can't pay {node.mana}", "118.3")
        yield from events.counter_spell(game, spell.id)


def _stack_abilities(game: Game, ctx: Context, ref: Any) -> list[StackAbility]:
    """The abilities on the stack a target phrase chose (``objects`` gives only cards)."""
    if not isinstance(ref, ir.Targeted) or ref.index >= len(ctx.targets):
        return []
    found = (game.objects.get(t) for t in ctx.targets[ref.index] if t is not None)
    return [a for a in found if isinstance(a, StackAbility)]


@handler(ir.CopyAbility)
def _copy_ability(game: Game, ctx: Context, node: ir.CopyAbility) -> Resolution:
    """"Copy target triggered ability [you control]. You may choose new targets for the copy."
    (707.10: the copy has the same source and choices; its controller put it on the stack)."""
    from ..retarget import choose_new_targets

    for original in _stack_abilities(game, ctx, node.what):
        copy = original.copy()
        copy.id = game.new_id()
        copy.controller = ctx.controller
        game.objects[copy.id] = copy
        game.stack.append(copy.id)
        game.touch()
        game.record("copy", f"{game.player(ctx.controller).name} copies {original.name}",
                    "707.10")
        yield from choose_new_targets(game, ctx.controller, copy, copy.ability.targets,
                                      copy.source)


@handler(ir.ChooseNewTargets)
def _choose_new_targets(game: Game, ctx: Context, node: ir.ChooseNewTargets) -> Resolution:
    """"You may choose new targets for target spell." (115.7d)."""
    from ..retarget import choose_new_targets
    from ..targets import target_specs

    for spell in list(objects(game, ctx, node.what)):
        ability = game.chars(spell).spell  # with any text change (612)
        if spell.zone == STACK and ability is not None:
            specs = target_specs(ability.effect, ability.targets, spell.modes)
            yield from choose_new_targets(game, ctx.controller, spell, specs, spell.id)


@handler(ir.CopySpell)
def _copy_spell(game: Game, ctx: Context, node: ir.CopySpell) -> Resolution:
    """"Copy target instant or sorcery spell. You may choose new targets for the copy." (707.10:
    the copy has the spell's characteristics and choices, X and modes included; it is owned and
    controlled by this ability's controller, who may change its targets, 707.10c; it isn't cast,
    so nothing that triggers on casting does; off the stack it ceases to exist, 707.10a)."""
    from ..retarget import choose_new_targets
    from ..targets import target_specs

    times = amount(game, ctx, node.amount)
    for spell in [s for s in objects(game, ctx, node.what) for _ in range(times)]:
        if spell.zone != STACK or not isinstance(spell, GameObject):
            continue
        copy = spell.copy()
        copy.id = game.new_id()
        copy.owner = copy.controller = ctx.controller
        copy.token = True  # not a card (707.10)
        copy.timestamp = game.new_timestamp()
        game.objects[copy.id] = copy
        game.stack.append(copy.id)
        game.touch()
        game.record("copy", f"{game.player(ctx.controller).name} copies {spell.name}", "707.10",
                    (copy.id,))
        ability = game.chars(copy).spell
        if ability is not None:
            specs = target_specs(ability.effect, ability.targets, copy.modes)
            yield from choose_new_targets(game, ctx.controller, copy, specs, copy.id)


@handler(ir.CastWithoutPaying)
def _cast_without_paying(game: Game, ctx: Context, node: ir.CastWithoutPaying) -> Resolution:
    """"You may cast it without paying its mana cost" (suspend 702.62a, rebound 702.88a): the
    card, still in exile, is cast as the ability resolves, ignoring timing (608.2g) and paying
    no mana cost (an alternative cost, 118.9, 702.62d, 702.88b; X is 0, 107.3b). It is offered
    only if it can be cast ("if able": a spell needs legal targets, 601.2c); if the player
    declines or can't, the card stays exiled."""
    from ...game.objects import EXILE
    from ..casting import cast_spell
    from ..mana import NO_COST
    from ..priority import CastWay, resolving_cast_problem

    for card in list(objects(game, ctx, node.what)):
        if not isinstance(card, GameObject) or card.zone != EXILE:
            continue
        player = game.player(ctx.controller)
        way = CastWay(NO_COST, name=node.way, free=True)
        problem = resolving_cast_problem(game, player, card, way)
        if problem:
            game.record("suspend" if node.way == "suspend" else node.way,
                        f"{card.name} can't be cast ({problem}): it stays exiled", problem,
                        (card.id,))
            continue
        answer = yield Decision(player.id, "may", [YES, NO],
                                prompt=f"cast {card.name} without paying its mana cost "
                                       f"({node.way})?")
        if answer.value:
            yield from cast_spell(game, player, card.id, way)


@handler(ir.WarpExile)
def _warp_exile(game: Game, ctx: Context, node: ir.WarpExile) -> Resolution:
    """702.185a: exile the permanent whose warp cost was paid; its owner may cast the card from
    exile after the current turn has ended, for as long as it remains exiled (601.3, a
    permission kept on the card in exile, lost when it leaves, 400.7)."""
    from ...game.objects import BATTLEFIELD, EXILE

    for obj in list(objects(game, ctx, node.what)):
        if obj.zone != BATTLEFIELD:
            continue
        owner = obj.owner
        new = yield from events.move(game, obj.id, EXILE, rule="702.185a", why="warp")
        card = game.objects.get(new) if new is not None else None
        if isinstance(card, GameObject) and card.zone == EXILE:
            card.playable += ((owner, "later", game.turn, True),)
            game.touch()
            game.record("permission", f"{game.player(owner).name} may cast {card.name} from "
                        "exile after this turn", "702.185a", (card.id,))
