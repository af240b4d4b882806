"""Regeneration (701.19, 614.8): a regeneration shield is a replacement effect of the next
destruction of its permanent this turn; "can't be regenerated" destruction ignores shields
(701.19c). Umbra armor (702.89a) replaces the destruction of the permanent its Aura enchants."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from ... import ir
from ...game.objects import BATTLEFIELD, GameObject
from .. import events
from ..characteristics import chars
from ..combat import remove_from_combat
from ..refs import objects
from ..replacement import CreatedReplacement, Event, replaces
from . import Context, Resolution, handler

if TYPE_CHECKING:
    from ...game.game import Game


@dataclass(frozen=True, slots=True)
class RegenerationShield:
    """701.19a: "The next time [``obj``] would be destroyed this turn, instead remove all damage
    marked on it and its controller taps it. If it's an attacking or blocking creature, remove it
    from combat." The engine's own replacement node, held in ``game.replacements``. Shields on
    one permanent are interchangeable, so they are kept as one record with a ``count`` (each
    destruction uses one)."""

    obj: int
    count: int = 1
    text: str = "regeneration shield"
    event: ClassVar[str] = "destroy"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False


@replaces(RegenerationShield)
class _Shield:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: RegenerationShield) -> bool:
        return event.obj == node.obj and event.regenerate  # 701.19c: "can't be regenerated"

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: RegenerationShield
              ) -> Generator[Any, Any, None]:
        """614.8: the destruction is replaced; the shield is used up (it applies "the next
        time" only)."""
        others = [r for r in game.replacements if r is not holder]
        game.replacements = others if node.count <= 1 else [
            *others, replace(holder, node=replace(node, count=node.count - 1))]
        obj = game.objects[node.obj]
        assert isinstance(obj, GameObject)
        obj.damage = 0
        obj.deathtouched = False
        game.touch()
        game.record("regenerate", f"{obj.name} regenerates: its damage is removed and it is "
                    "tapped instead of being destroyed", "701.19a", (obj.id,))
        if not obj.tapped:
            yield from events.tap(game, obj.id, rule="701.19a")
        remove_from_combat(game, obj)
        return None


@replaces(ir.UmbraArmor)
class _UmbraArmor:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.UmbraArmor) -> bool:
        """702.89a: the permanent the Aura enchants would be destroyed."""
        return isinstance(holder, GameObject) and holder.zone == BATTLEFIELD \
            and holder.attached_to == event.obj and holder.attached_to in game.objects \
            and "Aura" in chars(game, holder).subtypes

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.UmbraArmor
              ) -> Generator[Any, Any, None]:
        """702.89a: instead, all damage marked on it is removed and the Aura is destroyed (its
        own destruction may be replaced in turn: an indestructible Aura stays, 702.12b)."""
        obj = game.objects[event.obj]
        assert isinstance(obj, GameObject)
        obj.damage = 0
        obj.deathtouched = False
        game.touch()
        game.record("umbra armor", f"{obj.name} isn't destroyed: its damage is removed and "
                    f"{holder.name} is destroyed instead (umbra armor)", "702.89a",
                    (obj.id, holder.id))
        yield from events.destroy(game, holder.id, rule="702.89a", why="umbra armor")
        return None


@handler(ir.Regenerate)
def _regenerate(game: Game, ctx: Context, node: ir.Regenerate) -> Resolution:
    """"Regenerate [permanent]." (701.19a): a shield for the next destruction this turn, which
    ends in the cleanup step if unused (514.2)."""
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone != BATTLEFIELD:
            continue
        held = next((r for r in game.replacements if isinstance(r.node, RegenerationShield)
                     and r.node.obj == obj.id), None)
        if held is None:
            shield = CreatedReplacement(RegenerationShield(obj.id), ctx.controller,
                                        ctx.source_card.name)
            game.replacements = [*game.replacements, shield]
        else:
            more = replace(held, node=replace(held.node, count=held.node.count + 1))
            game.replacements = [more if r is held else r for r in game.replacements]
        game.record("regenerate", f"{obj.name} gets a regeneration shield this turn", "701.19a",
                    (obj.id,))
    return
    yield


@handler(ir.DestroyNoRegen)
def _destroy_no_regen(game: Game, ctx: Context, node: ir.DestroyNoRegen) -> Resolution:
    """"Destroy [objects]. They can't be regenerated." (701.8a; 701.19c: shields don't apply)."""
    for obj in list(objects(game, ctx, node.what)):
        if (yield from events.destroy(game, obj.id, regenerate=False)):
            ctx.chosen.setdefault("moved", []).append(obj)  # as it last existed (608.2h)
