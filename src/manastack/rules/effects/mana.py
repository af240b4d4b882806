"""Effects that add mana (106.4, 605). A mana ability is carried out by the rules for mana
abilities (605.3b, ``rules/mana_abilities.py``), which know whether it had {T} in its cost;
resolving one of these effects as a spell (Dark Ritual) is never "tapping a permanent for mana"
(106.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import ir
from ...game.decisions import Choice, Decision
from .. import events
from ..mana import MANA_TYPES
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@handler(ir.AddMana)
def _add_mana(game: Game, ctx: Context, node: ir.AddMana) -> Resolution:
    """"Add {B}{B}{B}." (106.4); "Add {R} or {G}." / "Add three mana of any one color." as a
    spell or an ability that isn't a mana ability resolves: its controller chooses (106.1)."""
    from ..mana_abilities import choose_mana, offers_choice
    from ..quantity import amount

    if node.combination:  # "X mana in any combination of {W} and/or {U}" (106.1)
        from ..mana_abilities import combinations

        n = amount(game, ctx, node.amount)
        if n > 0:
            mana = yield from choose_mana(ctx.controller, combinations(node.options, n),
                                          "choose the mana to add")
            yield from events.add_mana(game, ctx.controller, mana)
        return
    mana = yield from choose_mana(ctx.controller, node.options, "choose the mana to add",
                                  offers_choice(node))
    times = amount(game, ctx, node.amount)
    if times > 0:
        yield from events.add_mana(game, ctx.controller, mana * times)


@handler(ir.AddManaCouldProduce)
def _add_mana_could_produce(game: Game, ctx: Context, node: ir.AddManaCouldProduce
                            ) -> Resolution:  # pragma: no cover - only in mana abilities
    raise AssertionError("mana abilities resolve through rules.mana_abilities")
    yield


@handler(ir.AddManaOfChosenColor)
def _add_mana_of_chosen(game: Game, ctx: Context, node: ir.AddManaOfChosenColor
                        ) -> Resolution:  # pragma: no cover - only in mana abilities
    raise AssertionError("mana abilities resolve through rules.mana_abilities")
    yield


@handler(ir.AddManaOfProducedType)
def _add_mana_of_produced_type(game: Game, ctx: Context, node: ir.AddManaOfProducedType
                               ) -> Resolution:
    """"that player adds one mana of any type that land produced" (Heartbeat of Spring, Mana
    Flare: a triggered mana ability, 605.1b); the player who tapped the land chooses."""
    event = ctx.event or {}
    made = event.get("mana")
    types = [t for t in MANA_TYPES if made is not None and made.amount(t)]
    if not types:
        return
    pid = event["player"]
    mana = types[0]
    if len(types) > 1:
        answer = yield Decision(pid, "mana_color", [Choice(t, "{" + t + "}") for t in types],
                                prompt="choose the type of the additional mana")
        mana = answer.value
    yield from events.add_mana(game, pid, mana)
