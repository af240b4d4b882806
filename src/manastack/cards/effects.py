"""Effects: what spells and abilities do when they resolve (608.2c), built on engine events."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..game.decisions import NO, YES, Choice, Decision
from ..game.objects import BATTLEFIELD, GRAVEYARD, HAND, GameObject
from ..rules import events
from ..rules.characteristics import ContinuousEffect, matches
from ..rules.mana import MANA_TYPES
from .vocabulary import (
    THIS,
    YOU,
    Amount,
    CardDef,
    Context,
    Effect,
    Filter,
    Ref,
    Resolution,
    X,
)

if TYPE_CHECKING:
    from ..game.game import Game


def amount(game: Game, ctx: Context, n: Amount) -> int:
    """The number an amount stands for as the effect resolves: a constant, X (107.3), or a count
    such as "for each +1/+1 counter on this creature" (from last known information, 608.2h)."""
    if isinstance(n, int):
        return n
    if isinstance(n, X):
        return ctx.x
    return n.count(game, _source(game, ctx))


def objects(game: Game, ctx: Context, ref: Ref) -> Iterator[GameObject]:
    """The objects a reference denotes now (targets that became illegal are skipped, 608.2b)."""
    kind = ref.kind
    if kind == "this":
        obj = game.objects.get(ctx.source)
        if isinstance(obj, GameObject):
            yield obj
    elif kind == "target":
        for t in ctx.targets[ref.index] if ref.index < len(ctx.targets) else ():
            obj = game.objects.get(t) if t is not None else None
            if isinstance(obj, GameObject):
                yield obj
    elif kind == "event_object":
        oid = (ctx.event or {}).get("object")
        obj = game.objects.get(oid) if oid is not None else None
        if isinstance(obj, GameObject):
            yield obj
    elif kind == "all":
        for oid in list(game.battlefield):
            obj = game.objects[oid]
            if matches(game, obj, ref.filter, ctx.controller, ctx.source):  # type: ignore[arg-type]
                yield obj  # type: ignore[misc]


def players(game: Game, ctx: Context, ref: Ref) -> list[int]:
    """The players a reference denotes."""
    kind = ref.kind
    if kind == "you":
        return [ctx.controller]
    if kind == "each_opponent":
        return [p.id for p in game.apnap() if p.id != ctx.controller]
    if kind == "each_player":
        return [p.id for p in game.apnap()]
    if kind == "target":
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        return [t for t in group if t is not None and game.is_player(t)]
    if kind == "source_controller":  # as the source last existed if it has left (608.2h)
        return [_source(game, ctx).controller]
    if kind == "target_controller":
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else ()
        return [game.objects[t].controller for t in group if t is not None and t in game.objects]
    return []


def _source(game: Game, ctx: Context) -> GameObject:
    """The source object, or its last known information (608.2h)."""
    obj = game.objects.get(ctx.source)
    if isinstance(obj, GameObject):
        return obj
    event = ctx.event or {}
    lki = event.get("lki") or game.lki.get(ctx.source)
    if isinstance(lki, GameObject) and lki.id == ctx.source:
        return lki
    return GameObject(ctx.source, ctx.source_card, ctx.controller, "graveyard")


def until_end_of_turn(game: Game, ctx: Context, what: Ref, text: str, **layers: Any) -> None:
    """Create a continuous effect on the referenced permanents until end of turn (611.2a; its
    set of objects is locked in, 611.2c); ``layers`` are ContinuousEffect fields."""
    affected = tuple(o.id for o in objects(game, ctx, what) if o.zone == BATTLEFIELD)
    if not affected:
        return
    game.effects = [*game.effects, ContinuousEffect(
        affected, game.new_timestamp(), until="end_of_turn", source=ctx.source_card.name,
        **layers)]
    game.touch()
    names = ", ".join(game.objects[i].name for i in affected)
    game.record("effect", f"{names} {text} until end of turn", "611.2a")


@dataclass(frozen=True, slots=True)
class Sequence(Effect):
    """Several effects, in the order written (608.2c)."""

    effects: tuple[Effect, ...]

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for e in self.effects:
            yield from e.resolve(game, ctx)


def seq(*effects: Effect) -> Sequence:
    return Sequence(tuple(effects))


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """"Add {G}." / "Add one mana of any color." (106.4, 605). ``mana`` lists the alternatives.

    A mana ability is carried out by the rules for mana abilities (605.3b), which know whether it
    had {T} in its cost; resolving this effect as a spell (Dark Ritual) is never "tapping a
    permanent for mana" (106.12).
    """

    mana: tuple[str, ...]
    makes_mana = True

    def mana_options(self, game: Game, holder: Any, visiting: frozenset[int]) -> tuple[str, ...]:
        return self.mana

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        yield from events.add_mana(game, ctx.controller, self.mana[0])


@dataclass(frozen=True, slots=True)
class AddManaCouldProduce(Effect):
    """"Add one mana of any type (color) that a land you control (an opponent controls) could
    produce." (106.7). With no such type, the ability adds no mana (106.5)."""

    whose: str = "you"  # "you" or "opponent"
    colors_only: bool = False
    makes_mana = True

    def mana_options(self, game: Game, holder: Any, visiting: frozenset[int]) -> tuple[str, ...]:
        from ..rules.mana_abilities import could_produce

        types: set[str] = set()
        for oid in game.battlefield:
            land = game.objects[oid]
            mine = land.controller == holder.controller
            if (mine if self.whose == "you" else not mine) and \
                    "Land" in game.chars(land).types:  # type: ignore[arg-type]
                types |= could_produce(game, land, visiting)  # type: ignore[arg-type]
        if self.colors_only:
            types.discard("C")
        return tuple(t for t in MANA_TYPES if t in types)

    def resolve(self, game: Game, ctx: Context) -> Resolution:  # pragma: no cover - a mana ability
        raise AssertionError("mana abilities resolve through rules.mana_abilities")
        yield


@dataclass(frozen=True, slots=True)
class AddManaOfProducedType(Effect):
    """"that player adds one mana of any type that land produced" (Heartbeat of Spring, Mana
    Flare: a triggered mana ability, 605.1b); the player who tapped the land chooses."""

    makes_mana = True

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        event = ctx.event or {}
        types = [t for t in MANA_TYPES if t in event.get("mana", "")]
        if not types:
            return
        pid = event["player"]
        mana = types[0]
        if len(types) > 1:
            answer = yield Decision(pid, "mana_color", [Choice(t, "{" + t + "}") for t in types],
                                    prompt="choose the type of the additional mana")
            mana = answer.value
        yield from events.add_mana(game, pid, mana)


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """"[Source] deals N damage to [target]" or "to each ..." (120.2), all at once (120.4)."""

    amount: Amount
    to: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        n = amount(game, ctx, self.amount)
        source = _source(game, ctx)
        hits = [(source, pid, n) for pid in players(game, ctx, self.to)]
        hits += [(source, obj.id, n) for obj in objects(game, ctx, self.to)]
        yield from events.deal_damage(game, hits)


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """"Destroy target creature." (701.8)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.destroy(game, obj.id)


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """"Return target creature to its owner's hand." (from the battlefield or a graveyard)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.move(game, obj.id, HAND, rule="400.7",
                                   why="returned to its owner's hand")


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Effect):
    """"Return target creature card from your graveyard to the battlefield." (400.7)

    110.2a: an object an effect puts onto the battlefield enters under the control of the player
    who put it there, here the controller of the spell or ability.
    """

    what: Ref
    tapped: bool = False

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            if obj.zone != BATTLEFIELD:
                yield from events.move(game, obj.id, BATTLEFIELD, rule="110.2a",
                                       controller=ctx.controller, tapped=self.tapped,
                                       why="put onto the battlefield")


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """"Draw N cards." (121)."""

    amount: Amount
    who: Ref = YOU

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for pid in players(game, ctx, self.who):
            yield from events.draw(game, pid, amount(game, ctx, self.amount))


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """"Target player discards N cards [at random]." (701.9)

    By default the discarding player chooses (701.9b); ``at_random`` picks with the game's seeded
    random generator, so a game stays reproducible.
    """

    amount: Amount
    who: Ref = YOU
    at_random: bool = False

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for pid in players(game, ctx, self.who):
            hand = game.player(pid).hand
            n = min(amount(game, ctx, self.amount), len(hand))
            if not n:
                continue
            if self.at_random:
                chosen = game.rng.sample(list(hand), n)
            else:
                options = [Choice(c, game.objects[c].name) for c in hand]
                answer = yield Decision(pid, "discard", options, shape="subset", min=n, max=n,
                                        prompt=f"discard {n} card(s)")
                chosen = [c.value for c in answer]
            for c in chosen:
                yield from events.discard(game, pid, c)


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    amount: Amount
    who: Ref = YOU

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for pid in players(game, ctx, self.who):
            yield from events.gain_life(game, pid, amount(game, ctx, self.amount))


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    amount: Amount
    who: Ref = YOU

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for pid in players(game, ctx, self.who):
            yield from events.lose_life(game, pid, amount(game, ctx, self.amount))


@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """"Target creature gets +N/+N [and gains K] until end of turn." (611.2, 613.4c, 613.1f)."""

    power: int
    toughness: int
    what: Ref = THIS
    keywords: frozenset[str] = frozenset()

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        kw = f" and gains {', '.join(sorted(self.keywords))}" if self.keywords else ""
        until_end_of_turn(game, ctx, self.what, f"gets {self.power:+d}/{self.toughness:+d}{kw}",
                          power=self.power, toughness=self.toughness, add_keywords=self.keywords)
        return
        yield


@dataclass(frozen=True, slots=True)
class Becomes(Effect):
    """A continuous effect on [target] until end of turn in the layers it names (611.2, 613):
    "loses all abilities" (6), "becomes a blue Frog" (4, 5), "with base power and toughness
    1/1" (7b), "switch its power and toughness" (7d)."""

    what: Ref
    lose_abilities: bool = False
    add_types: frozenset[str] = frozenset()
    set_subtypes: tuple[str, ...] | None = None
    set_colors: frozenset[str] | None = None
    set_pt: tuple[int, int] | None = None
    switch: bool = False
    text: str = ""

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        until_end_of_turn(game, ctx, self.what, self.text, lose_abilities=self.lose_abilities,
                          add_types=self.add_types, set_subtypes=self.set_subtypes,
                          set_colors=self.set_colors, set_pt=self.set_pt, switch=self.switch)
        return
        yield


@dataclass(frozen=True, slots=True)
class CounterSpell(Effect):
    """"Counter target spell." (701.6)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.counter_spell(game, obj.id)


@dataclass(frozen=True, slots=True)
class CreateTokens(Effect):
    """"Create N [token]." (111.2: the creating player owns them), as one event so that effects
    that double the number or change the controller see it (614.1a, 616.1b). ``tapped`` and
    ``attacking`` (tokens "tapped and attacking" attack what this ability's source attacks,
    506.3, 508.4); ``blocking``: "that's blocking that creature", the attacker of the blocks
    trigger's event (506.3d)."""

    token: CardDef
    amount: Amount = 1
    who: Ref = YOU
    tapped: bool = False
    attacking: bool = False
    blocking: bool = False

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        defender = None
        if self.attacking:
            source = game.objects.get(ctx.source)
            defender = getattr(source, "attacking", None)
            if defender is None:
                opponents = game.opponents(ctx.controller)
                defender = opponents[0].id if opponents else None
        blocked = (ctx.event or {}).get("attacker") if self.blocking else None
        for pid in players(game, ctx, self.who):
            made = yield from events.create_tokens(
                game, self.token, pid, amount(game, ctx, self.amount), tapped=self.tapped,
                attacking=defender, blocking=blocked)
            ctx.chosen.setdefault("created", []).extend(made)


@dataclass(frozen=True, slots=True)
class PutCounters(Effect):
    """"Put N [kind] counters on [object]." (122.1)."""

    kind: str
    amount: Amount
    what: Ref = THIS

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            if obj.zone == BATTLEFIELD:
                yield from events.add_counters(game, obj.id, self.kind, amount(game, ctx, self.amount))


@dataclass(frozen=True, slots=True)
class Tap(Effect):
    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.tap(game, obj.id)


@dataclass(frozen=True, slots=True)
class Untap(Effect):
    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.untap(game, obj.id)


@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """"Sacrifice [it]" - only its controller can (701.21a)."""

    what: Ref = THIS

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.sacrifice(game, obj.id, ctx.controller)


@dataclass(frozen=True, slots=True)
class Exile(Effect):
    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            yield from events.move(game, obj.id, "exile", rule="406.1", why="exiled")


@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """"Mill N cards." (701.17)."""

    amount: Amount
    who: Ref = YOU

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for pid in players(game, ctx, self.who):
            library = game.player(pid).library
            for _ in range(min(amount(game, ctx, self.amount), len(library))):
                yield from events.move(game, library[-1], GRAVEYARD, rule="701.17a", why="milled")


@dataclass(frozen=True, slots=True)
class SacrificeUnless(Effect):
    """"Sacrifice [this] unless you sacrifice a [filter]." The controller chooses as it resolves
    whether to sacrifice one (701.21a); otherwise this is sacrificed."""

    what: Filter

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.costs import sacrifice_candidates

        candidates = sacrifice_candidates(game, ctx.controller, self.what, ctx.source)
        options = [Choice(o.id, f"sacrifice {o.name}") for o in candidates] + [
            Choice(None, "don't")]
        answer = yield Decision(ctx.controller, "sacrifice", options,
                                prompt="sacrifice one, or this is sacrificed")
        if answer.value is not None:
            yield from events.sacrifice(game, answer.value, ctx.controller)
        else:
            yield from events.sacrifice(game, ctx.source, ctx.controller)


@dataclass(frozen=True, slots=True)
class CopyAbility(Effect):
    """"Copy target triggered ability [you control]. You may choose new targets for the copy."
    (707.10: the copy has the same source and choices; its controller put it on the stack)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..game.objects import StackAbility
        from ..rules.retarget import choose_new_targets

        for t in ctx.targets[self.what.index] if self.what.index < len(ctx.targets) else ():
            original = game.objects.get(t) if t is not None else None
            if not isinstance(original, StackAbility):
                continue
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


@dataclass(frozen=True, slots=True)
class ChooseNewTargets(Effect):
    """"You may choose new targets for target spell." (115.7d)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.retarget import choose_new_targets
        from .vocabulary import target_specs

        for spell in list(objects(game, ctx, self.what)):
            ability = game.chars(spell).spell  # with any text change (612)
            if spell.zone == "stack" and ability is not None:
                specs = target_specs(ability.effect, ability.targets, spell.modes)
                yield from choose_new_targets(game, ctx.controller, spell, specs, spell.id)


@dataclass(frozen=True, slots=True)
class AttachTo(Effect):
    """"Attach [this] to [target]" (701.3a; equip, 702.6a). An object it can't legally be
    attached to, or one it's already attached to, leaves it where it is (701.3b)."""

    what: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        me = game.objects.get(ctx.source)
        if not isinstance(me, GameObject) or me.zone != BATTLEFIELD:
            return
        for target in objects(game, ctx, self.what):
            if me.attached_to != target.id:
                me.attached_to = target.id
                me.timestamp = game.new_timestamp()  # 613.7e
                game.touch()
                game.record("attach", f"{me.name} is attached to {target.name}", "701.3a")
        return
        yield


@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """"Gain control of [target] [until end of turn]." (layer 2, 613.1b; 611.2c: locked in)."""

    what: Ref
    until: str = ""  # "", "end_of_turn", or "source_remains" ("for as long as this remains on
    # the battlefield")

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.control import gain_control

        until = self.until
        if until == "source_remains":
            source = game.objects.get(ctx.source)
            if source is None or source.zone != BATTLEFIELD:
                return  # 611.2b: the duration ended before the effect began
            until = f"while:{ctx.source}"
        affected = tuple(o.id for o in objects(game, ctx, self.what) if o.zone == BATTLEFIELD)
        if affected:
            gain_control(game, affected, ctx.controller, until, ctx.source_card.name)
        return
        yield


@dataclass(frozen=True, slots=True)
class ExchangeControl(Effect):
    """"Exchange control of [first] and [second]." (701.12: all or nothing)."""

    first: Ref
    second: Ref

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.control import exchange_control

        a = [o.id for o in objects(game, ctx, self.first)]
        b = [o.id for o in objects(game, ctx, self.second)]
        if self.first == self.second:  # "two target ...": one phrase with two targets
            a, b = a[:1], a[1:2]
        if len(a) == 1 and len(b) == 1:
            exchange_control(game, a[0], b[0], ctx.source_card.name)
        else:
            game.record("exchange", "a target is gone: no part of the exchange happens",
                        "701.12a")
        return
        yield


@dataclass(frozen=True, slots=True)
class MayPay(Effect):
    """"You may pay [cost]. If you do, [effect]." Decided as the ability resolves, even if its
    source has left (608.2d, 117.12)."""

    mana: str
    effect: Effect

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.mana import ManaCost
        from ..rules.payment import can_afford, pay_mana

        cost = ManaCost.parse(self.mana)
        if not can_afford(game, ctx.controller, cost):
            game.record("may_pay", f"{game.player(ctx.controller).name} can't pay {self.mana}",
                        "118.3")
            return
        answer = yield Decision(ctx.controller, "may", [YES, NO], prompt=f"pay {self.mana}?")
        if answer.value:
            yield from pay_mana(game, ctx.controller, cost)
            yield from self.effect.resolve(game, ctx)


@dataclass(frozen=True, slots=True)
class SacrificeUnlessPay(Effect):
    """"Sacrifice [this] unless you pay [mana]." The controller decides as it resolves (608.2d);
    paying is offered only if they can (118.3)."""

    mana: str

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.mana import ManaCost
        from ..rules.payment import can_afford, pay_mana

        cost = ManaCost.parse(self.mana)
        if can_afford(game, ctx.controller, cost):
            answer = yield Decision(ctx.controller, "may", [YES, NO],
                                    prompt=f"pay {self.mana}? (otherwise sacrifice "
                                           f"{ctx.source_card.name})")
            if answer.value:
                yield from pay_mana(game, ctx.controller, cost)
                return
        yield from events.sacrifice(game, ctx.source, ctx.controller)


@dataclass(frozen=True, slots=True)
class CreateTokenCopy(Effect):
    """"Create a token that's a copy of [target] [, except ...]." (707.2: the copiable values,
    which here are the printed card or an earlier copy's values; counters, damage, status and X
    are not copied, 107.3m; 707.9: the exceptions become part of the copy)."""

    what: Ref
    add_keywords: tuple[str, ...] = ()
    drop_supertypes: tuple[str, ...] = ()
    amount: Amount = 1

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        found = list(objects(game, ctx, self.what))
        if not found and self.what.kind == "this":
            found = [_source(game, ctx)]  # 608.2h: its last known information
        for obj in found:
            card = obj.card
            if self.add_keywords or self.drop_supertypes:
                card = card.but(add_keywords=self.add_keywords,
                                drop_supertypes=self.drop_supertypes)
            made = yield from events.create_tokens(game, card, ctx.controller,
                                                   amount(game, ctx, self.amount))
            ctx.chosen.setdefault("created", []).extend(made)


@dataclass(frozen=True, slots=True)
class AtNextEndStep(Effect):
    """"[Do something to] it at the beginning of the next end step." Creates a delayed triggered
    ability (603.7) for the objects the previous effect created, controlled by this ability's
    controller (603.7d); "it" stays that object even if another player controls it."""

    effect: Effect
    text: str = ""

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.triggers import DelayedTrigger
        from .vocabulary import Trigger, Triggered

        created = tuple(ctx.chosen.get("created", ()))
        if created:
            ability = Triggered(Trigger("end_step", subject="any"), self.effect, text=self.text)
            game.delayed = [*game.delayed, DelayedTrigger(ability, ctx.source_card,
                                                          ctx.controller, created)]
        return
        yield


@dataclass(frozen=True, slots=True)
class ExileForTokens(Effect):
    """"Exile [targets]. For each creature exiled this way, its controller creates [token]."
    (406.2; the controller as the creature last existed, 608.2h; 111.2 that player owns it)."""

    what: Ref
    token: CardDef

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        for obj in list(objects(game, ctx, self.what)):
            controller = obj.controller
            moved = yield from events.move(game, obj.id, "exile", rule="406.2", why="exiled")
            if moved is not None:
                yield from events.create_tokens(game, self.token, controller)


@dataclass(frozen=True, slots=True)
class ThisTurn(Effect):
    """"Whenever ... this turn, ..." created by a resolving ability: a delayed triggered ability
    (603.7) that triggers each time until the turn ends, controlled by this ability's
    controller (603.7d)."""

    ability: Any  # a Triggered

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.triggers import DelayedTrigger

        game.delayed = [*game.delayed, DelayedTrigger(self.ability, ctx.source_card,
                                                      ctx.controller, this_turn=True)]
        return
        yield


@dataclass(frozen=True, slots=True)
class CreateReplacement(Effect):
    """A resolving spell or ability creates a replacement effect (614.1) that lasts as its
    template says (e.g. "this turn"); "you" in it is this ability's controller."""

    template: Any

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from dataclasses import replace as with_fields

        effect = with_fields(self.template, controller=ctx.controller,
                             source_name=ctx.source_card.name)
        game.replacements = [*game.replacements, effect]
        game.record("replacement_created", f"{ctx.source_card.name}: {effect.text}", "614.1")
        return
        yield


@dataclass(frozen=True, slots=True)
class May(Effect):
    """"You may [effect]." The controller chooses as it resolves (608.2d)."""

    effect: Effect
    prompt: str = ""

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        answer = yield Decision(ctx.controller, "may", [YES, NO], prompt=self.prompt or "you may")
        if answer.value:
            yield from self.effect.resolve(game, ctx)




@dataclass(frozen=True, slots=True)
class ChangeText(Effect):
    """"Change the text of [target] by replacing all instances of one color word with another"
    (``words`` "color") or "one basic land type with another" ("land_type"), or either
    ("either"). The words are chosen as it resolves (608.2d); the effect lasts indefinitely and
    applies in layer 3 (612, 613.1c)."""

    what: Ref
    words: str

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.text_change import COLOR_WORDS
        from .subtypes import BASIC_LAND_MANA

        found = list(objects(game, ctx, self.what))
        if not found:
            return
        target = found[0]
        groups = []
        if self.words in ("color", "either"):
            groups.append(tuple(COLOR_WORDS))
        if self.words in ("land_type", "either"):
            groups.append(tuple(BASIC_LAND_MANA))
        options = [Choice((old, new), f'"{old}" becomes "{new}"')
                   for words in groups for old in words for new in words if old != new]
        answer = yield Decision(ctx.controller, "change_text", options,
                                prompt=f"change the text of {target.name}")
        old, new = answer.value
        game.effects = [*game.effects, ContinuousEffect(
            (target.id,), game.new_timestamp(), until="", source=ctx.source_card.name,
            text_changes=((old, new),))]
        game.touch()
        game.record("text", f'the text of {target.name} changes: "{old}" becomes "{new}"',
                    "612.1", (target.id,))


@dataclass(frozen=True, slots=True)
class BecomeCopyOfChosen(Effect):
    """"Choose a [filter] on the battlefield. [Target] becomes a copy of that creature until end
    of turn." The choice is made as it resolves (608.2d); the copiable values are fixed then
    (707.2b) and applied in layer 1 (613.2a); nothing enters or leaves (707.4)."""

    what: Ref
    choose: Filter

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from ..rules.copies import become_copy

        found = [o for o in objects(game, ctx, self.what) if o.zone == BATTLEFIELD]
        choices = [game.objects[oid] for oid in game.battlefield
                   if matches(game, game.objects[oid], self.choose,  # type: ignore[arg-type]
                              ctx.controller, ctx.source)]
        if not found or not choices:
            return
        answer = yield Decision(ctx.controller, "copy",
                                [Choice(o.id, f"copy {o.name}") for o in choices],
                                prompt="choose what it becomes a copy of")
        original = game.objects[answer.value]
        target = found[0]
        game.record("copy", f"{target.name} becomes a copy of {original.name} until end of "
                    "turn", "707.2")
        become_copy(game, (target.id,), original.card, "end_of_turn", ctx.source_card.name)
