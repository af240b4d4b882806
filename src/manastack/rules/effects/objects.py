"""Effects on objects: moving them between zones (400.7, 701.8, 701.21, 406), tapping and
untapping (701.26), counters (122) and attaching (701.3)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ... import ir
from ...game.decisions import Choice, Decision, offer
from ...game.objects import BATTLEFIELD, EXILE, HAND, GameObject
from .. import events
from ..mana import ManaCost
from ..quantity import amount
from ..refs import objects, players
from ..select import select
from . import Context, Resolution, handler, on_each

if TYPE_CHECKING:
    from ...game.game import Game


def _moved(ctx: Context, obj: GameObject) -> None:
    """Remember an object this ability moved, as it last existed ("exiled this way", 608.2h)."""
    ctx.chosen.setdefault("moved", []).append(obj)


@handler(ir.Destroy)
def _destroy(game: Game, ctx: Context, node: ir.Destroy) -> Resolution:
    """"Destroy target creature." (701.8)."""
    for obj in list(objects(game, ctx, node.what)):
        if (yield from events.destroy(game, obj.id)):
            _moved(ctx, obj)


@handler(ir.Exile)
def _exile(game: Game, ctx: Context, node: ir.Exile) -> Resolution:
    """"Exile [objects]." (406.1). "... until SELF leaves the battlefield" (610.3): the source
    remembers what it exiled (``Game.exiled_until``), which ``events.move`` returns when it
    leaves; if it has already left, nothing is exiled (610.3a, 610.3b)."""
    if node.until_leaves:
        source = game.objects.get(ctx.source)
        if source is None or source.zone != BATTLEFIELD:
            name = (game.lki.get(ctx.source) or ctx.source_card).name
            events.log(game, "until", f"{name} has already left the battlefield: nothing is "
                       "exiled", "610.3b", ctx.source)
            return
    for obj in list(objects(game, ctx, node.what)):
        new = yield from events.move(game, obj.id, "exile", rule="406.1", why="exiled")
        if new is not None:
            _moved(ctx, obj)
            ctx.chosen.setdefault("exiled", []).append(new)  # the new object (400.7)
            if node.until_leaves:
                game.exiled_until[ctx.source] = (*game.exiled_until.get(ctx.source, ()), new)
            elif ctx.source_card.links_exile:  # 607.2a: "the exiled card" of another ability
                # (recorded even if the source has left: then nothing returns it, the card
                # stays exiled)
                game.exiled_with[ctx.source] = (*game.exiled_with.get(ctx.source, ()), new)


@handler(ir.ReturnToHand)
def _return_to_hand(game: Game, ctx: Context, node: ir.ReturnToHand) -> Resolution:
    """"Return target creature to its owner's hand." (from the battlefield or a graveyard)."""
    for obj in list(objects(game, ctx, node.what)):
        new = yield from events.move(game, obj.id, HAND, rule="400.7",
                                     why="returned to its owner's hand")
        if new is not None:
            _moved(ctx, obj)


@handler(ir.PutOntoBattlefield)
def _put_onto_battlefield(game: Game, ctx: Context, node: ir.PutOntoBattlefield) -> Resolution:
    """"Return target creature card from your graveyard to the battlefield." (400.7). 110.2a:
    an object an effect puts onto the battlefield enters under the control of the player who
    put it there, here the controller of the spell or ability, unless it says "under its
    owner's control"; "with a +1/+1 counter on it" (122.6); "tapped and attacking" (508.4)."""
    host: int | None = None
    if node.attached_to is not None:  # 303.4f: onto what the text names, if it is still there
        hosts = [o for o in objects(game, ctx, node.attached_to) if o.zone == BATTLEFIELD]
        if not hosts:
            return
        host = hosts[0].id
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone != BATTLEFIELD:
            controller = obj.owner if node.owner_control else ctx.controller
            defender = (yield from _attacks_what(game, ctx, controller, obj)) if node.attacking \
                else None
            new = yield from events.move(game, obj.id, BATTLEFIELD, rule="110.2a",
                                         controller=controller, tapped=node.tapped,
                                         counters=node.counters, attacking=defender,
                                         attach_to=host,
                                         why="put onto the battlefield")
            if new is not None:
                _moved(ctx, obj)
                ctx.chosen.setdefault("put", []).append(new)
                ctx.chosen["amount"] = len(ctx.chosen["put"])  # "create that many" (608.2c)


def _attacks_what(game: Game, ctx: Context, controller: int, obj: GameObject
                  ) -> Generator[Decision, Any, int | None]:
    """What a creature put onto the battlefield attacking attacks: what the creature returned to
    pay the ability's cost was attacking (ninjutsu, 702.49c), else the defender its controller
    chooses (508.4); None when there is no combat to join (506.3b)."""
    for _, defender in ctx.returned:
        if defender is not None:
            return defender
    if controller != game.active_player.id or not game.attacks_declared:
        return None
    return (yield from events.attack_as_it_enters(game, controller, obj.card, None))


@handler(ir.ExileIfLeaves)
def _exile_if_leaves(game: Game, ctx: Context, node: ir.ExileIfLeaves) -> Resolution:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else."
    (614.1a): a replacement effect on that permanent for as long as it is on the battlefield
    (702.84a)."""
    _exile_instead(game, ctx, node.what, False)
    return
    yield


@handler(ir.ExileIfDies)
def _exile_if_dies(game: Game, ctx: Context, node: ir.ExileIfDies) -> Resolution:
    """"If that creature would die this turn, exile it instead." (614.1a): a replacement effect
    on each such permanent until the turn ends (514.2); it dies if it is put into a graveyard
    from the battlefield (700.4), and a permanent that leaves is a new object (400.7)."""
    _exile_instead(game, ctx, node.what, True)
    return
    yield


def _exile_instead(game: Game, ctx: Context, what: ir.ObjRef, dies: bool) -> None:
    """Create the "exile it instead" replacement effect (614.1a) on each permanent ``what``
    names: until the turn ends if ``dies``, else while it stays on the battlefield."""
    from ..replacement import CreatedReplacement
    from ..replacement_effects import ExileInstead

    for obj in list(objects(game, ctx, what)):
        if obj.zone == BATTLEFIELD:
            game.replacements = [*game.replacements, CreatedReplacement(
                ExileInstead(obj.id, dies), ctx.controller, ctx.source_card.name,
                "end_of_turn" if dies else f"while:{obj.id}")]
            game.record("replacement_created", f"{ctx.source_card.name}: if {obj.name} would "
                        f"{'die this turn' if dies else 'leave the battlefield'}, it is exiled "
                        "instead", "614.1a")


@handler(ir.BecomeRenowned)
def _become_renowned(game: Game, ctx: Context, node: ir.BecomeRenowned) -> Resolution:
    """"[It] becomes renowned" (702.112a): only a permanent can (702.112b)."""
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone == BATTLEFIELD and isinstance(obj, GameObject) and not obj.renowned:
            obj.renowned = True
            game.record("renowned", f"{obj.name} becomes renowned", "702.112a")
    return
    yield


@handler(ir.Sacrifice)
def _sacrifice(game: Game, ctx: Context, node: ir.Sacrifice) -> Resolution:
    """"Sacrifice [it]": only its controller can (701.21a)."""
    for obj in list(objects(game, ctx, node.what)):
        if (yield from events.sacrifice(game, obj.id, ctx.controller)):
            _moved(ctx, obj)


@handler(ir.PlayerSacrifices)
def _player_sacrifices(game: Game, ctx: Context, node: ir.PlayerSacrifices) -> Resolution:
    """"[Player] sacrifices N [permanents]" (701.21a): each player chooses among the permanents
    they control that fit, in APNAP order (101.4), then all are sacrificed at once."""
    picks: list[tuple[int, list[int]]] = []
    for pid in players(game, ctx, node.who):
        mine = [o for o in select(game, node.what, ctx.controller, ctx.source, ctx)
                if o.controller == pid and o.zone == BATTLEFIELD]
        n = min(amount(game, ctx, node.count), len(mine))
        if n <= 0:
            continue
        chosen = [o.id for o in mine]
        if n < len(mine):
            answer = yield Decision(pid, "sacrifice", [Choice(o.id, o.name) for o in mine],
                                    shape="subset", min=n, max=n, prompt=f"sacrifice {n}")
            chosen = [c.value for c in answer]
        picks.append((pid, chosen))
    for pid, chosen in picks:
        for oid in chosen:
            yield from events.sacrifice(game, oid, pid)


@handler(ir.SacrificeUnless)
def _sacrifice_unless(game: Game, ctx: Context, node: ir.SacrificeUnless) -> Resolution:
    """"Sacrifice [this] unless you sacrifice a [permanent]." The controller chooses as it
    resolves whether to sacrifice one (701.21a); otherwise this is sacrificed. "... unless you
    return a [permanent] you control to its owner's hand" (the karoo lands): the same choice,
    the permanent chosen going to its owner's hand (608.2d). Only what fits as it resolves can
    be chosen: a karoo that entered tapped can't return itself as "an untapped Island"."""
    from ..costs import sacrifice_candidates

    verb = "return" if node.returns else "sacrifice"
    candidates = sacrifice_candidates(game, ctx.controller, node.what, ctx.source)
    options = [Choice(o.id, f"{verb} {o.name}") for o in candidates] + [Choice(None, "don't")]
    answer = yield Decision(ctx.controller, verb, options,
                            prompt=f"{verb} one, or this is sacrificed")
    if answer.value is None:
        yield from events.sacrifice(game, ctx.source, ctx.controller)
    elif node.returns:
        yield from events.move(game, answer.value, HAND, rule="608.2d",
                               why="returned to its owner's hand")
    else:
        yield from events.sacrifice(game, answer.value, ctx.controller)


@handler(ir.SacrificeUnlessPay)
def _sacrifice_unless_pay(game: Game, ctx: Context, node: ir.SacrificeUnlessPay) -> Resolution:
    """"Sacrifice [this] unless you pay [mana]." The controller decides as it resolves (608.2d);
    paying is offered only if they can (118.3). "[mana] for each age counter on it": that many
    times the mana, all or none of it (702.24a); a cost other than mana likewise, scaled.
    ``ctx.source`` pays a cost put on it ("Put a -1/-1 counter on this creature")."""
    from ..costs import offer_cost, scaled
    from ..payment import can_afford, pay_mana

    times = amount(game, ctx, node.times)
    if node.cost is not None:  # "Cumulative upkeep—Pay 1 life" (702.24a)
        if times > 0 and not (yield from offer_cost(
                game, game.player(ctx.controller), ctx.source, scaled(node.cost, times),
                f"sacrifice {ctx.source_card.name}")):
            yield from events.sacrifice(game, ctx.source, ctx.controller)
        return
    once = ManaCost.parse(node.mana).with_x(ctx.x)  # X is the spell's or ability's (107.3)
    cost = once
    for _ in range(times - 1):
        cost = cost.plus(once)
    text = node.mana if times == 1 else f"{cost.text or '{0}'} ({node.mana} x {times})"
    if times <= 0:
        return  # nothing to pay: paying nothing is paying (118.5)
    answer = yield offer(ctx.controller, f"pay {text}? (otherwise sacrifice "
                         f"{ctx.source_card.name})", can_afford(game, ctx.controller, cost))
    if answer.value:
        yield from pay_mana(game, ctx.controller, cost)
        return
    yield from events.sacrifice(game, ctx.source, ctx.controller)


@handler(ir.Tap)
def _tap(game: Game, ctx: Context, node: ir.Tap) -> Resolution:
    """"Tap [objects]." (701.26a)."""
    return on_each(game, ctx, node.what, events.tap)


@handler(ir.Untap)
def _untap(game: Game, ctx: Context, node: ir.Untap) -> Resolution:
    """"Untap [objects]." (701.26b)."""
    return on_each(game, ctx, node.what, events.untap)


@handler(ir.PutCounters)
def _put_counters(game: Game, ctx: Context, node: ir.PutCounters) -> Resolution:
    """"Put N [kind] counters on [object]." (122.1)."""
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone == BATTLEFIELD:
            yield from events.add_counters(game, obj.id, node.kind, amount(game, ctx, node.amount))


@handler(ir.PutCountersOf)
def _put_counters_of(game: Game, ctx: Context, node: ir.PutCountersOf) -> Resolution:
    """"Put its counters on target creature." Each kind of counter the object had as it last
    existed on the battlefield (608.2h: "When SELF dies"), that many, is put on the object
    (122.1; the counters aren't moved, 122.5). No counters: nothing happens."""
    from ..refs import last_known

    had: dict[str, int] = {}
    for source in last_known(game, ctx, node.source):
        for kind, n in (source.counters or {}).items():
            if n > 0:
                had[kind] = had.get(kind, 0) + n
    if not had:
        return
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone == BATTLEFIELD:
            for kind, n in had.items():
                yield from events.add_counters(game, obj.id, kind, n)


@handler(ir.RemoveCountersFrom)
def _remove_counters(game: Game, ctx: Context, node: ir.RemoveCountersFrom) -> Resolution:
    """"Remove N [kind] counters from [object]." (122.1: as many as it has, up to N)."""
    for obj in list(objects(game, ctx, node.what)):
        if obj.zone == BATTLEFIELD or obj.zone == EXILE and node.kind == "time":  # 702.62a
            n = events.remove_counters(game, obj.id, node.kind, amount(game, ctx, node.amount))
            if n:
                game.record("counters", f"{n} {node.kind} counter(s) removed from {obj.name}",
                            "122.1", (obj.id,))
    return
    yield


@handler(ir.MoveCounters)
def _move_counters(game: Game, ctx: Context, node: ir.MoveCounters) -> Resolution:
    """"Move N [kind] counters from [object] onto [object]." (122.5): nothing moves if either
    object is gone from the battlefield, they are the same object, or the first has none."""
    to = [o for o in objects(game, ctx, node.to) if o.zone == BATTLEFIELD]
    for obj in list(objects(game, ctx, node.source)):
        if obj.zone != BATTLEFIELD or len(to) != 1 or to[0].id == obj.id:
            continue
        n = events.remove_counters(game, obj.id, node.kind, amount(game, ctx, node.amount))
        if n:
            game.record("counters", f"{n} {node.kind} counter(s) moved from {obj.name} to "
                        f"{to[0].name}", "122.5", (obj.id,))
            yield from events.add_counters(game, to[0].id, node.kind, n)
def _put_onto_battlefield(game: Game, ctx: Context, ref: ir.ObjRef) -> list[GameObject]:
    """The permanents a target card put onto the battlefield earlier in this ability became
    ("return target creature card from your graveyard to the battlefield and attach SELF to
    it": the new object, 400.7, the instruction follows it to the battlefield)."""
    if not isinstance(ref, ir.Targeted) or ref.index >= len(ctx.targets):
        return []
    wanted = set(ctx.targets[ref.index])
    found = []
    for entry in reversed(game.log):
        if entry.kind == "move" and len(entry.data) >= 4 and entry.data[0] in wanted \
                and entry.data[3] == BATTLEFIELD:
            new = game.objects.get(entry.data[1])
            if isinstance(new, GameObject) and new.zone == BATTLEFIELD:
                found.append(new)
            wanted.discard(entry.data[0])
        if entry.kind == "resolve" or not wanted:
            break
    return found


@handler(ir.AttachTo)
def _attach_to(game: Game, ctx: Context, node: ir.AttachTo) -> Resolution:
    """"Attach [this] to [target]" (701.3a; equip, 702.6a). An object it can't legally be
    attached to, or one it's already attached to, leaves it where it is (701.3b)."""
    me = game.objects.get(ctx.source)
    if not isinstance(me, GameObject) or me.zone != BATTLEFIELD:
        return
    from ..characteristics import chars
    from ..targets import fits

    kind = chars(game, me).subtypes
    for target in objects(game, ctx, node.what) or _put_onto_battlefield(game, ctx, node.what):
        if "Aura" in kind and me.card.enchant is not None and not fits(
                game, me.card.enchant, target.id, me.controller, me.id):
            continue  # 701.3b, 303.4: only to an object it could enchant
        if "Equipment" in kind and (target.zone != BATTLEFIELD
                                    or "Creature" not in chars(game, target).types):
            continue  # 701.3b, 301.5: only to a creature
        if me.attached_to != target.id:
            me.attached_to = target.id
            me.timestamp = game.new_timestamp()  # 613.7e
            game.touch()
            game.record("attach", f"{me.name} is attached to {target.name}", "701.3a")
    return
    yield
