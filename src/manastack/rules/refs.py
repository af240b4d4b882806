"""What references denote as an effect resolves: the objects (``ir.ObjRef``) and players
(``ir.PlayerRef``) an effect acts on, one handler per reference type.

``objects`` gives objects as they are now: targets that became illegal are left out (608.2b), and
so are objects that left their zone. ``last_known`` also gives objects that left, as they last
existed (608.2h): that is what "its controller" or "its power" of a gone object means.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.objects import BATTLEFIELD, EXILE, GRAVEYARD, STACK, GameObject
from .context import Context, ability_source
from .dispatch import registers
from .select import matches, select

if TYPE_CHECKING:
    from ..game.game import Game

PUBLIC_ZONES = (BATTLEFIELD, GRAVEYARD, EXILE, STACK)
"""400.2: the zones whose objects every player can see (the command zone is not used)."""

ObjectsOf = Callable[["Game", Context, Any], Iterable[GameObject]]
PlayersOf = Callable[["Game", Context, Any], list[int]]

OBJECTS: dict[type, ObjectsOf] = {}
"""The handler giving the objects each kind of object reference denotes now."""
LAST_KNOWN: dict[type, ObjectsOf] = {}
"""Handlers for references whose objects may have left, as they last existed (608.2h)."""
PLAYERS: dict[type, PlayersOf] = {}
"""The handler giving the players each kind of player reference denotes."""


def objects(game: Game, ctx: Context, ref: Any) -> Iterable[GameObject]:
    """The objects ``ref`` denotes now (none for a reference to players)."""
    handler = OBJECTS.get(type(ref))
    return handler(game, ctx, ref) if handler is not None else ()


def last_known(game: Game, ctx: Context, ref: Any) -> list[GameObject]:
    """The objects ``ref`` denotes, or for those that left, their last known information."""
    handler = LAST_KNOWN.get(type(ref)) or OBJECTS.get(type(ref))
    return list(handler(game, ctx, ref)) if handler is not None else []


def players(game: Game, ctx: Context, ref: Any) -> list[int]:
    """The players ``ref`` denotes (none for a reference to objects)."""
    handler = PLAYERS.get(type(ref))
    return handler(game, ctx, ref) if handler is not None else []


def _group(ctx: Context, index: int) -> tuple[Any, ...]:
    return ctx.targets[index] if index < len(ctx.targets) else ()


def _live(game: Game, oid: Any) -> GameObject | None:
    obj = game.objects.get(oid) if oid is not None else None
    return obj if isinstance(obj, GameObject) else None


# ---- objects -------------------------------------------------------------------------------------


def _moved_on(game: Game, ctx: Context, oid: Any) -> GameObject | None:
    """400.7e: an ability that triggered on an object moving from one zone to another ("when
    this creature dies, return it to its owner's hand") finds the new object it became in the
    zone it moved to, if that zone is public and the object is still there."""
    event = ctx.event or {}
    if oid is None or event.get("object") != oid or event.get("new") is None:
        return None
    new = _live(game, event["new"])
    if new is None or new.zone != event.get("to") or new.zone not in PUBLIC_ZONES:
        return None
    return new


def _aura_followed(game: Game, ctx: Context) -> GameObject | None:
    """400.7f: an ability that triggered on the enchanted permanent leaving the battlefield
    finds the new object its Aura became in its owner's graveyard, put there as a state-based
    action for not being attached to a permanent (704.5m)."""
    if ctx.source is None or not (ctx.event or {}).get("host_left"):
        return None
    for entry in reversed(game.log):
        if entry.kind == "move" and entry.rule == "704.5m" and entry.data[:1] == (ctx.source,):
            new = _live(game, entry.data[1])
            return new if new is not None and new.zone == GRAVEYARD else None
    return None


@registers(OBJECTS, ir.This)
def _this(game: Game, ctx: Context, ref: ir.This) -> Iterable[GameObject]:
    obj = _live(game, ctx.source) or _moved_on(game, ctx, ctx.source) or _aura_followed(
        game, ctx)
    return (obj,) if obj is not None else ()


@registers(LAST_KNOWN, ir.This)
def _this_last_known(game: Game, ctx: Context, ref: ir.This) -> Iterable[GameObject]:
    return (ability_source(game, ctx),)


@registers(OBJECTS, ir.Targeted)
def _targeted(game: Game, ctx: Context, ref: ir.Targeted) -> Iterable[GameObject]:
    return [obj for t in _group(ctx, ref.index) if (obj := _live(game, t)) is not None]


@registers(LAST_KNOWN, ir.Targeted)
def _targeted_last_known(game: Game, ctx: Context, ref: ir.Targeted) -> Iterable[Any]:
    """Chosen objects, or stack objects, as they are or last were (608.2h)."""
    found = []
    for t in _group(ctx, ref.index):
        if t is None or game.is_player(t):
            continue
        obj = game.objects.get(t) or game.lki.get(t)
        if obj is not None:
            found.append(obj)
    return found


@registers(OBJECTS, ir.TappedForCost)
def _tapped_for_cost(game: Game, ctx: Context, ref: ir.TappedForCost) -> Iterable[GameObject]:
    """The permanents tapped to pay the cost of the ability resolving, still there (702.184a)."""
    return [obj for t in ctx.chosen.get("tapped_for_cost", ())
            if (obj := _live(game, t)) is not None and obj.zone == BATTLEFIELD]


@registers(LAST_KNOWN, ir.TappedForCost)
def _tapped_for_cost_last_known(game: Game, ctx: Context, ref: ir.TappedForCost
                                ) -> Iterable[Any]:
    """The same, as they are or last existed on the battlefield (608.2h)."""
    found = []
    for t in ctx.chosen.get("tapped_for_cost", ()):
        obj = _live(game, t)
        obj = obj if obj is not None and obj.zone == BATTLEFIELD else game.lki.get(t)
        if obj is not None:
            found.append(obj)
    return found


@registers(OBJECTS, ir.EventObject)
def _event_object(game: Game, ctx: Context, ref: ir.EventObject) -> Iterable[GameObject]:
    oid = (ctx.event or {}).get("object")
    obj = _live(game, oid) or _moved_on(game, ctx, oid)
    return (obj,) if obj is not None else ()


@registers(LAST_KNOWN, ir.EventObject)
def _event_object_last_known(game: Game, ctx: Context, ref: ir.EventObject
                             ) -> Iterable[GameObject]:
    event = ctx.event or {}
    oid = event.get("object")
    obj = _live(game, oid) or event.get("lki") or game.lki.get(oid)
    return (obj,) if isinstance(obj, GameObject) else ()


@registers(OBJECTS, ir.EventTarget)
def _event_target(game: Game, ctx: Context, ref: ir.EventTarget) -> Iterable[GameObject]:
    """The object the event was done to (the creature dealt damage)."""
    obj = _live(game, (ctx.event or {}).get("target"))
    return (obj,) if obj is not None else ()


@registers(LAST_KNOWN, ir.EventTarget)
def _event_target_last_known(game: Game, ctx: Context, ref: ir.EventTarget
                             ) -> Iterable[GameObject]:
    oid = (ctx.event or {}).get("target")
    obj = _live(game, oid) or game.lki.get(oid)
    return (obj,) if isinstance(obj, GameObject) else ()


@registers(OBJECTS, ir.TargetingObject)
def _targeting_object(game: Game, ctx: Context, ref: ir.TargetingObject) -> Iterable[Any]:
    """The spell or ability that became a target-chooser of the event's object, while it is on
    the stack ("that spell or ability", 702.21a)."""
    item = game.objects.get((ctx.event or {}).get("by"))
    return (item,) if item is not None and item.zone == "stack" else ()


@registers(OBJECTS, ir.PutThisWay)
def _put_this_way(game: Game, ctx: Context, ref: ir.PutThisWay) -> Iterable[GameObject]:
    """The permanents earlier effects of this ability put onto the battlefield, while there."""
    return [obj for oid in ctx.chosen.get("put", ()) if (obj := _live(game, oid)) is not None
            and obj.zone == "battlefield"]


@registers(OBJECTS, ir.ExiledThisWay)
def _exiled_this_way(game: Game, ctx: Context, ref: ir.ExiledThisWay) -> Iterable[GameObject]:
    """The cards earlier effects of this ability exiled, while they are still in exile (400.7:
    one that left is a new object again)."""
    return [obj for oid in ctx.chosen.get("exiled", ()) if (obj := _live(game, oid)) is not None
            and obj.zone == "exile"]


@registers(OBJECTS, ir.DamagedThisWay)
def _damaged_this_way(game: Game, ctx: Context, ref: ir.DamagedThisWay) -> Iterable[GameObject]:
    """The objects earlier effects of this ability dealt damage to (120.3), while they are on
    the battlefield, that match the predicate."""
    from .select import matches

    found = []
    for oid in dict.fromkeys(ctx.chosen.get("damaged", ())):
        obj = _live(game, oid) if not game.is_player(oid) else None
        if obj is not None and obj.zone == "battlefield" and matches(
                game, obj, ref.pred, ctx.controller, ctx.source):
            found.append(obj)
    return found


@registers(OBJECTS, ir.ExiledWithSelf)
def _exiled_with_self(game: Game, ctx: Context, ref: ir.ExiledWithSelf) -> Iterable[GameObject]:
    """"the exiled card" (607.2a): what this object's linked ability exiled (``Game.exiled_with``,
    by the object that exiled them; 400.7: an object that has left its zone since, the source
    included, is a new one and keeps no such link), while still in exile."""
    return [obj for oid in game.exiled_with.get(ctx.source, ())
            if (obj := _live(game, oid)) is not None and obj.zone == "exile"]


@registers(OBJECTS, ir.Created)
def _created(game: Game, ctx: Context, ref: ir.Created) -> Iterable[GameObject]:
    return [obj for oid in ctx.chosen.get("created", ()) if (obj := _live(game, oid)) is not None]


@registers(OBJECTS, ir.AttachedTo)
def _attached_to(game: Game, ctx: Context, ref: ir.AttachedTo) -> Iterable[GameObject]:
    """"Enchanted creature", "equipped creature": what the source is attached to -- as the
    source last existed if it has left, e.g. sacrificed to pay for the ability (608.2h,
    113.7a: the ability exists independently of its source)."""
    me = ability_source(game, ctx) if ctx.source is not None else None
    host = _live(game, me.attached_to) if me is not None else None
    if host is None or not matches(game, host, ref.pred, ctx.controller, ctx.source):
        return ()
    return (host,)


@registers(OBJECTS, ir.Each)
def _each(game: Game, ctx: Context, ref: ir.Each) -> Iterable[GameObject]:
    return select(game, ref.what, ctx.controller, ctx.source, ctx)


@registers(OBJECTS, ir.Current)
def _current(game: Game, ctx: Context, ref: ir.Current) -> Iterable[GameObject]:
    return (ctx.current,) if ctx.current is not None else ()


@registers(OBJECTS, ir.ThisWay)
def _this_way(game: Game, ctx: Context, ref: ir.ThisWay) -> Iterable[GameObject]:
    """The objects earlier effects moved that fit the description, as they last existed before
    the move (608.2h)."""
    return [obj for obj in ctx.chosen.get("moved", ())
            if matches(game, obj, ref.pred, ctx.controller, ctx.source, ctx)]


# ---- players -------------------------------------------------------------------------------------


@registers(PLAYERS, ir.You)
def _you(game: Game, ctx: Context, ref: ir.You) -> list[int]:
    return [ctx.controller]


@registers(PLAYERS, ir.EachOpponent)
def _each_opponent(game: Game, ctx: Context, ref: ir.EachOpponent) -> list[int]:
    return [p.id for p in game.apnap() if p.id != ctx.controller]


@registers(PLAYERS, ir.EachPlayer)
def _each_player(game: Game, ctx: Context, ref: ir.EachPlayer) -> list[int]:
    return [p.id for p in game.apnap()]  # 101.4


@registers(PLAYERS, ir.Targeted)
def _targeted_players(game: Game, ctx: Context, ref: ir.Targeted) -> list[int]:
    return [t for t in _group(ctx, ref.index) if t is not None and game.is_player(t)]


@registers(PLAYERS, ir.ControllerOf)
def _controller_of(game: Game, ctx: Context, ref: ir.ControllerOf) -> list[int]:
    """As the object last existed if it has left (608.2h)."""
    return [obj.controller for obj in last_known(game, ctx, ref.obj)]


@registers(PLAYERS, ir.PlayerOrController)
def _player_or_controller(game: Game, ctx: Context, ref: ir.PlayerOrController) -> list[int]:
    """The chosen player, or the controller of the chosen permanent as it last existed
    (608.2h): "that player or that planeswalker's controller"."""
    chosen = [t for t in _group(ctx, ref.target.index) if t is not None and game.is_player(t)]
    return chosen + [obj.controller for obj in last_known(game, ctx, ref.target)]


@registers(PLAYERS, ir.OwnerOf)
def _owner_of(game: Game, ctx: Context, ref: ir.OwnerOf) -> list[int]:
    return [obj.owner for obj in last_known(game, ctx, ref.obj)]


@registers(PLAYERS, ir.EventPlayer)
def _event_player(game: Game, ctx: Context, ref: ir.EventPlayer) -> list[int]:
    """"That player": the player the event was about (603.2) -- the one who cast the spell, whose
    step it is, who controlled what entered or died; for damage dealt to a player (510.2,
    "deals combat damage to a player, that player ..."), the player dealt the damage."""
    event = ctx.event or {}
    pid = event.get("that_player", event.get("player"))
    return [pid] if pid is not None else []


@registers(PLAYERS, ir.DefendingPlayer)
def _defending_player(game: Game, ctx: Context, ref: ir.DefendingPlayer) -> list[int]:
    """506.2: the player the source creature is attacking, or whose planeswalker it attacks;
    for an Aura or Equipment, the creature it is attached to ("whenever equipped creature
    attacks, tap target creature defending player controls")."""
    me = ability_source(game, ctx)
    host = _live(game, me.attached_to) if me.attached_to is not None else None
    target = me.attacking if me.attacking is not None else host.attacking if (
        host is not None and host.attacking is not None) else (ctx.event or {}).get("defender")
    if target is None:
        return _two_player_defender(game)
    if game.is_player(target):
        return [target]
    obj = game.objects.get(target)
    return [obj.controller] if obj is not None else []


COMBAT_STEPS = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                "combat_damage", "end_combat")


def _two_player_defender(game: Game) -> list[int]:
    """506.2: during the combat phase of a two-player game, the nonactive player is the
    defending player -- for an ability that refers to an attacking creature it doesn't
    control the way (Elite Scaleguard: "whenever a creature you control ... attacks, tap
    target creature defending player controls") while its targets are chosen (603.3d)."""
    living = game.living()
    if game.step not in COMBAT_STEPS or len(living) != 2:
        return []
    return [p.id for p in living if p.id != game.active_player.id]
