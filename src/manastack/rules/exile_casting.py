"""Keyword abilities that let a card be cast later from exile: madness (702.35), foretell
(702.143) and plot (702.170).

- Madness (702.35a): discarding a card with madness exiles it instead of putting it into the
  graveyard (``events.discard``; the card is still discarded, so "whenever you discard" abilities
  trigger), and its owner gets the linked triggered ability "When this card is exiled this way,
  its owner may cast it by paying [cost] rather than paying its mana cost. If that player
  doesn't, they put this card into their graveyard." The spell is cast while the trigger
  resolves (608.2g: timing permissions don't apply), for the madness cost, an alternative cost
  (702.35b, 601.2b, 601.2f-h).
- Foretell (702.143a-b, 116.2h): a special action of the active player, any time they have
  priority: pay {2} and exile the card from their hand face down (406.3a: it has no
  characteristics; only its owner may look at it). After that turn its owner may cast it from
  exile for its foretell cost (an alternative cost), with the timing its card type allows.
- Plot (702.170a-b, 116.2k): a special action of the active player in their main phase with an
  empty stack: pay the plot cost and exile the card from their hand face up; it becomes a
  plotted card. On a later turn its owner may cast it from exile without paying its mana cost,
  in their main phase while the stack is empty (702.170d), whatever its card type.

The cards in exile keep their status in ``GameObject.exiled_as`` ("foretell" / "plot" and the
turn it began), lost when they leave exile (400.7).
"""

from __future__ import annotations

import functools
from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .. import ir
from ..game.decisions import NO, YES, Decision
from ..game.objects import EXILE, GRAVEYARD, HAND
from .effects import handler
from .mana import NO_COST, ManaCost

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject, Player
    from .card import CardDef
    from .context import Context
    from .priority import CastWay

Flow = Generator[Decision, Any, None]

FORETELL_COST = ManaCost.parse("{2}")
"""702.143a: what foretelling a card costs."""


def cost_mana(cost: ir.Cost) -> str:
    """The mana of a keyword's cost (madness, foretell and plot costs are mana only)."""
    return "".join(p.mana for p in cost.parts if isinstance(p, ir.ManaPart))


# ---- madness (702.35) ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MadnessCast(ir.Effect):
    """The engine's effect of madness's triggered ability (702.35a): the owner of the exiled
    card may cast it by paying ``mana`` rather than its mana cost; if they don't, they put it
    into their graveyard."""

    mana: str
    adds_mana: ClassVar[bool] = False


@functools.cache
def madness_trigger(mana: str) -> ir.Triggered:
    """702.35a: "When this card is exiled this way, its owner may cast it by paying [cost]
    rather than paying its mana cost. If that player doesn't, they put this card into their
    graveyard." (its text as the log and the trigger ordering show it)."""
    text = (f"When this card is exiled this way, its owner may cast it by paying {mana} rather "
            "than paying its mana cost. If that player doesn't, they put this card into their "
            "graveyard.")
    return ir.Triggered(ir.Trigger("discard"), MadnessCast(mana), text=text)


def discard_into_exile(game: Game, pid: int, obj: GameObject) -> Flow:
    """702.35a: the first ability of madness, a replacement of the discard: the player discards
    the card but exiles it instead of putting it into their graveyard; then "whenever you
    discard" abilities and madness's linked trigger trigger (its controller is the card's owner)."""
    from . import events
    from .triggers import PendingTrigger, notice

    card = obj.card
    assert card.madness is not None
    name = game.player(pid).name
    new = yield from events.move(game, obj.id, EXILE, rule="702.35a", why="madness",
                                 text=f"{name} discards {obj.name}; madness exiles it instead "
                                      "of putting it into their graveyard")
    notice(game, "discard", obj, pid)
    if new is not None and game.objects.get(new) is not None \
            and game.objects[new].zone == EXILE:
        game.pending_triggers.append(PendingTrigger(
            new, card, madness_trigger(cost_mana(card.madness)), obj.owner,
            {"kind": "madness", "object": new, "player": pid}))


@handler(MadnessCast)
def _madness_cast(game: Game, ctx: Context, node: MadnessCast) -> Flow:
    """702.35a-b, 608.2g: the owner may cast the card exiled this way, paying its madness cost
    (an alternative cost, 601.2b, 601.2f-h), as the trigger resolves (no timing restriction); if
    they don't (or can't), they put it into their graveyard. A card that has left exile is a new
    object the ability can't find (400.7)."""
    from . import events
    from .casting import cast_spell
    from .priority import CastWay, resolving_cast_problem

    obj = game.objects.get(ctx.source)
    if obj is None or obj.zone != EXILE:
        return
    owner = game.player(obj.owner)
    way = CastWay(ManaCost.parse(node.mana), name="madness")
    if not resolving_cast_problem(game, owner, obj, way):  # type: ignore[arg-type]
        answer = yield Decision(owner.id, "may", [YES, NO], cite="702.35a",
                                prompt=f"cast {obj.name} by paying its madness cost "
                                       f"{node.mana}?")
        if answer.value:
            yield from cast_spell(game, owner, obj.id, way=way)
            return
    yield from events.move(game, obj.id, GRAVEYARD, rule="702.35a", why="madness",
                           text=f"{owner.name} doesn't cast {obj.name} and puts it into their "
                                "graveyard (madness)")


# ---- foretell (702.143) and plot (702.170): special actions -------------------------------------


@functools.cache
def _foretold_values() -> CardDef:
    """406.3a: a card exiled face down has no characteristics."""
    from .card import make_card

    return make_card(ir.Card("", "", ""))


def can_foretell(game: Game, player: Player, obj: GameObject) -> bool:
    """116.2h, 702.143a: a card with foretell in the player's hand, during their turn, with {2}
    to pay."""
    from .payment import can_afford

    return obj.zone == HAND and obj.card.foretell is not None \
        and game.active_player.id == player.id and can_afford(game, player.id, FORETELL_COST)


def foretell(game: Game, player: Player, oid: int) -> Flow:
    """116.2h, 702.143a: pay {2} and exile the card face down; its owner may look at it, the
    others see a face-down card (the log names it only to its owner)."""
    from . import events
    from .payment import pay_mana

    name = game.objects[oid].name
    yield from pay_mana(game, player.id, FORETELL_COST)
    new = yield from events.move(game, oid, EXILE, rule="702.143a", text="")
    if new is None:
        return
    obj = game.objects[new]
    obj.face_down, obj.own_card, obj.card = "foretell", obj.card, _foretold_values()
    obj.exiled_as = ("foretell", game.turn)
    game.touch()
    game.record("foretell", f"{player.name} foretells {name}", "702.143a", (new,),
                private=(player.id, f"{player.name} foretells a card (exiled face down)"))


def can_plot(game: Game, player: Player, obj: GameObject) -> bool:
    """116.2k, 702.170a: a card with plot in the player's hand, in their main phase with an
    empty stack, its plot cost payable."""
    from .payment import can_afford
    from .priority import sorcery_timing

    plot_cost = obj.card.plot
    return obj.zone == HAND and plot_cost is not None and sorcery_timing(game, player.id) \
        and can_afford(game, player.id, ManaCost.parse(cost_mana(plot_cost)))


def plot(game: Game, player: Player, oid: int) -> Flow:
    """116.2k, 702.170a: exile the card from the hand and pay its plot cost; it becomes a
    plotted card (face up, 406.3)."""
    from . import events
    from .payment import pay_mana

    obj = game.objects[oid]
    assert obj.card.plot is not None
    mana = cost_mana(obj.card.plot)
    yield from pay_mana(game, player.id, ManaCost.parse(mana))
    new = yield from events.move(game, oid, EXILE, rule="702.170a",
                                 text=f"{player.name} plots {obj.name} ({mana})")
    if new is not None:
        game.objects[new].exiled_as = ("plot", game.turn)
        game.touch()


def exile_way(game: Game, pid: int, obj: GameObject) -> CastWay | None:
    """How its owner may cast a foretold or plotted card from exile now, or None: after the turn
    it became foretold, for its foretell cost (702.143a); after the turn it became plotted,
    without paying its mana cost, as a sorcery (702.170d)."""
    from .priority import CastWay

    if not obj.exiled_as or obj.zone != EXILE or obj.owner != pid:
        return None
    kind, turn = obj.exiled_as
    if game.turn <= turn:
        return None
    if kind == "foretell":
        cost = (obj.own_card or obj.card).foretell
        if cost is None:
            return None
        return CastWay(ManaCost.parse(cost_mana(cost)), name="foretell")
    return CastWay(NO_COST, name="plot", sorcery=True)


def face_up_view(game: Game, obj: GameObject) -> GameObject:
    """406.3a: a face-down foretold card is turned face up just before it is cast; the card as
    it would be, under an id of its own (for ``priority.cast_problem``)."""
    view = obj.copy()
    view.id = -obj.id - 1
    view.card, view.own_card, view.face_down = obj.own_card or obj.card, None, ""
    return view


def reveal_foretold(game: Game, owner: int | None = None) -> None:
    """702.143f: the face-down foretold cards a player leaving the game owns (``owner``), or
    all of them at the end of the game, are revealed to all players."""
    for oid in game.exile:
        obj = game.objects.get(oid)
        if obj is None or getattr(obj, "face_down", "") != "foretell":
            continue
        if owner is None or obj.owner == owner:
            game.record("reveal", f"the foretold card is revealed: it is "
                        f"{(obj.own_card or obj.card).name}", "702.143f", (oid,))
