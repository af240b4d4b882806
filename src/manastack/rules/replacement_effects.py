"""The rules of the IR's replacement effects (614): static abilities of permanents, abilities
that modify how their own object enters the battlefield (614.1c-d, 614.12), and effects created
by resolved abilities. Each answers, for one node type, whether it applies to an event and what
the event becomes (``applies``/``apply``, registered with ``replaces``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .. import ir
from ..game.decisions import NO, YES, Choice, Decision
from .context import holder_context
from .mana import Mana
from .quantity import amount
from .replacement import Event, replaces
from .select import compiled

if TYPE_CHECKING:
    from ..game.game import Game


def _entering_controller(event: Event) -> int:
    return event.player if event.kind == "create_token" else event.controller


def _with_controller(event: Event, pid: int) -> Event:
    return event.but(player=pid) if event.kind == "create_token" else event.but(controller=pid)


def _controls(game: Game, oid: Any, pid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.controller == pid


def entering_view(game: Game, event: Event) -> tuple[Any, Any]:
    """614.12: the permanent an event would put onto the battlefield and its characteristics as
    it would exist there (continuous effects that would apply to it included)."""
    preview = event.get("preview")
    if preview is not None and (game.statics or game.effects):
        from .layers import entering_chars

        return preview, entering_chars(game, preview)
    if preview is None:
        preview = game.objects[event.obj]
    return preview, preview.card.printed


@replaces(ir.EntersWithCounters)
class _EntersWithCounters:
    """"This [permanent] enters with N [kind] counters on it." (614.1c; the counters are put on
    it as it enters, 122.6; an X is the X paid for the spell that became it, 107.3m)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.EntersWithCounters) -> bool:
        if holder is None or node.condition is None:
            return holder is not None
        from .conditions import holds

        return holds(game, holder_context(holder), node.condition)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.EntersWithCounters) -> Event:
        n = amount(game, holder_context(holder), node.amount)
        counters: dict[str, Any] = dict(event.counters)
        counters[node.kind] = counters.get(node.kind, 0) + n
        return event.but(counters=counters)


def _with_counters(event: Event, kind: str, n: int) -> Event:
    counters: dict[str, Any] = dict(event.counters)
    counters[kind] = counters.get(kind, 0) + n
    return event.but(counters=counters)


@replaces(ir.MayEnterWithCounters)
class _MayEnterWithCounters:
    """"You may have this permanent enter with an additional +1/+1 counter on it." (unleash
    702.98a, riot 702.136a): a `may` decision of the player it will enter under, before it
    enters (614.12a); riot's "If you don't, it gains haste." is done to it once it has entered
    (the event's ``then``)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MayEnterWithCounters) -> bool:
        return holder is not None

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MayEnterWithCounters) -> Any:
        chooser = _entering_controller(event)
        n = amount(game, holder_context(holder), node.amount)
        answer = yield Decision(chooser, "may", [YES, NO], cite="614.12a",
                                prompt=f"have {holder.name} enter with {n} additional "
                                       f"{node.kind} counter(s)?")
        game.record("choose", f"{game.player(chooser).name} "
                    f"{'has' if answer.value else 'does not have'} {holder.name} enter with "
                    f"{n} {node.kind} counter(s) ({node.text})", "614.12")
        if answer.value:
            return _with_counters(event, node.kind, n)
        if node.otherwise is None:
            return event
        return event.but(then=(*event.get("then", ()), node.otherwise))


@replaces(ir.EntersWithCountersPer)
class _EntersWithCountersPer:
    """Devour N (702.82a, 702.82c: "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
    this way.") and amplify N (702.38a: "... reveal any number of cards from your hand that
    share a creature type with it ..."): a `subset` decision of the player it will enter under,
    before it enters (614.12a); the sacrifices are made then. Not yet: "the creatures it
    devoured" (702.82b), which no card the engine reads uses."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.EntersWithCountersPer) -> bool:
        return holder is not None

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.EntersWithCountersPer) -> Any:
        from ..ir.typeline import CREATURE_TYPES
        from . import events

        chooser = _entering_controller(event)
        test = compiled(node.pred)
        if node.how == "devour":
            found = [game.objects[oid] for oid in game.battlefield
                     if game.objects[oid].controller == chooser and oid != holder.id]
            found = [o for o in found if test(game, game.chars(o), o, chooser, holder.id, None)]
            verb, rule = "sacrifice", "702.82a"
        else:
            _, ch = entering_view(game, event)
            kinds = set(ch.subtypes) & CREATURE_TYPES
            found = [game.objects[oid] for oid in game.player(chooser).hand
                     if oid != holder.id
                     and kinds & set(game.chars(game.objects[oid]).subtypes)]
            verb, rule = "reveal", "702.38a"
        if not found:
            return event
        options = [Choice(o.id, o.name) for o in found]
        answer = yield Decision(chooser, verb, options, shape="subset", min=0, max=len(options),
                                cite=rule, prompt=f"{node.text}: choose any number to {verb} "
                                                  f"as {holder.name} enters")
        done = 0
        for c in answer:
            if node.how == "devour":
                done += bool((yield from events.sacrifice(game, c.value, chooser)))
            else:
                done += 1
        if node.how == "amplify" and done:
            game.record("reveal", f"{game.player(chooser).name} reveals "
                        f"{', '.join(c.label for c in answer)} ({node.text})", rule)
        return _with_counters(event, "+1/+1", node.amount * done)


@replaces(ir.EntersTapped)
class _EntersTapped:
    """"This [permanent] enters tapped [unless [condition]]." (614.1c; the condition is seen
    from the player it would enter under, as it would enter)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.EntersTapped) -> bool:
        if holder is None or event.tapped:
            return False
        if node.unless is None:
            return True
        from .conditions import holds

        return not holds(game, holder_context(holder), node.unless)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.EntersTapped) -> Event:
        return event.but(tapped=True)


@replaces(ir.MayPayOrEntersTapped)
class _MayPayOrEntersTapped:
    """"As [this] enters, you may pay 2 life / reveal a [card] from your hand. If you don't, it
    enters tapped." (614.12: the player it would enter under decides before it enters; a cost
    they can't pay isn't offered, 119.4, 118.3)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MayPayOrEntersTapped) -> bool:
        return holder is not None and not event.tapped

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MayPayOrEntersTapped) -> Any:
        from .costs import can_pay_parts, pay_cost
        from .describe import describe_cost_part

        player = game.player(_entering_controller(event))
        cost = " and ".join(describe_cost_part(p) for p in node.cost.parts)
        if not can_pay_parts(game, player, holder.id, node.cost):
            answer = yield Decision(player.id, "may", [YES, NO],
                                    prompt=f"{cost} so that {holder.name} enters untapped?")
            if answer.value:
                yield from pay_cost(game, player, holder.id, node.cost)
                game.record("untapped", f"{player.name} chose to {cost}: {holder.name} enters "
                            "untapped", "614.12")
                return event
        game.record("tapped", f"{holder.name} enters tapped", "614.12")
        return event.but(tapped=True)


@replaces(ir.OthersEnterTapped)
class _OthersEnterTapped:
    """"[Permanents matching pred] enter tapped." e.g. "Creatures your opponents control enter
    tapped." (614.1c; it sees the permanent as it would exist on the battlefield, under the
    controller it will enter under, after 616.1b effects)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.OthersEnterTapped) -> bool:
        if holder is None or event.tapped:
            return False
        preview, ch = entering_view(game, event)
        entering = preview.copy()
        entering.controller = _entering_controller(event)
        return compiled(node.pred)(game, ch, entering, holder.controller, holder.id, None)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.OthersEnterTapped) -> Event:
        return event.but(tapped=True)


@replaces(ir.EntersUnderOpponent)
class _EntersUnderOpponent:
    """"[This] enters under the control of an opponent of your choice." (614.12, 616.1b: it
    changes under whose control it enters, so there is no moment its caster controls it)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.EntersUnderOpponent) -> bool:
        return holder is not None and bool(game.opponents(_entering_controller(event)))

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.EntersUnderOpponent) -> Any:
        chooser = _entering_controller(event)
        while True:
            options = [Choice(p.id, p.name) for p in game.opponents(chooser)]
            chosen = yield Decision(chooser, "opponent", options,
                                    prompt=f"choose an opponent to control {holder.name}")
            if not game.player(chosen.value).left:  # 800.4b: not someone who just left
                break
        game.record("opponent", f"{holder.name} enters under {chosen.label}'s control", "614.12")
        return _with_controller(event, chosen.value)


@replaces(ir.EntersAsCopy)
class _EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield." Its
    controller chooses as it enters (614.12a); copy effects come third in 616.1c; the copy gets
    the copiable values (707.2), which last until it leaves the battlefield."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.EntersAsCopy) -> bool:
        return holder is not None and event.get("copy_of") is None and any(
            "Creature" in game.chars(game.objects[oid]).types for oid in game.battlefield)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.EntersAsCopy) -> Any:
        creatures = [game.objects[oid] for oid in game.battlefield
                     if "Creature" in game.chars(game.objects[oid]).types]
        options = [Choice(o.id, f"copy {o.name}") for o in creatures] + [Choice(None, "don't")]
        answer = yield Decision(_entering_controller(event), "copy", options,
                                prompt=f"{holder.name} may enter as a copy of a creature")
        if answer.value is None:
            return event
        original = game.objects[answer.value]
        game.record("copy", f"{holder.name} enters as a copy of {original.name}", "707.2")
        return event.but(copy_of=original.card)


@replaces(ir.ChooseAsEnters)
class _ChooseAsEnters:
    """"As [this] enters, choose a color / a creature type." (614.12: a replacement effect
    modifying how it enters; 614.12a: the choice is made before it enters, by the player it will
    enter under). The choice is kept on the permanent (``GameObject.chosen``); it isn't a
    copiable value (707.2), so a copy entering makes its own."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.ChooseAsEnters) -> bool:
        return holder is not None

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.ChooseAsEnters) -> Any:
        from .choices import choice_decision

        chooser = _entering_controller(event)
        decision = choice_decision(game, chooser, node, holder.name)
        answer = yield decision
        game.record("choose", f"{game.player(chooser).name} chooses {answer.label} for "
                    f"{holder.name}", "614.12")
        return event.but(chosen=(*event.get("chosen", ()), (node.kind, answer.value)))


@replaces(ir.MultiplyTappedMana)
class _MultiplyTappedMana:
    """"If you tap a permanent for mana, it produces N times as much of that mana instead."
    (106.12b: it modifies the mana production event.)"""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MultiplyTappedMana) -> bool:
        return bool(event.tapped) and holder is not None and event.player == holder.controller

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MultiplyTappedMana) -> Event:
        return event.but(mana=event.mana.times(node.factor))


@replaces(ir.TappedLandsProduce)
class _TappedLandsProduce:
    """"If a land is tapped for mana, it produces [mana] instead of any other type and amount."
    (106.12b)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.TappedLandsProduce) -> bool:
        source = game.objects.get(event.source) if event.source is not None else None
        return bool(event.tapped) and source is not None and "Land" in game.chars(source).types

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.TappedLandsProduce) -> Event:
        return event.but(mana=Mana.of(node.mana))


@replaces(ir.MultiplyTokens)
class _MultiplyTokens:
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." (614.1a; Anointed Procession, Parallel Lives)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MultiplyTokens) -> bool:
        return holder is not None and event.player == holder.controller

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MultiplyTokens) -> Event:
        return event.but(count=event.count * node.factor)


@replaces(ir.MultiplyCounters)
class _MultiplyCounters:
    """"If an effect would put one or more counters on a permanent you control, it puts twice
    that many of those counters on that permanent instead." (Doubling Season; 122.6)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MultiplyCounters) -> bool:
        return holder is not None and event.get("effect", True) and \
            _controls(game, event.obj, holder.controller)  # 609.1: not a Saga's lore (714.3)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MultiplyCounters) -> Event:
        return event.but(amount=event.amount * node.factor)


@replaces(ir.MoreCounters)
class _MoreCounters:
    """"If one or more [kind] counters would be put on a creature you control, that many plus N
    [kind] counters are put on it instead." (Hardened Scales)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MoreCounters) -> bool:
        obj = game.objects.get(event.obj)
        return (holder is not None and event.counter == node.kind and obj is not None
                and obj.controller == holder.controller and "Creature" in game.chars(obj).types)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MoreCounters) -> Event:
        return event.but(amount=event.amount + node.extra)


@replaces(ir.MoreLife)
class _MoreLife:
    """"If you would gain life, you gain that much life plus 1 instead." / "... twice that much
    life instead." (614.1a): the controller's life gain event, changed (119.3; each event of
    life gain separately, 119.9)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.MoreLife) -> bool:
        return holder is not None and event.player == holder.controller

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.MoreLife) -> Event:
        return event.but(amount=event.amount * node.factor + node.extra)


@replaces(ir.TokensComeToYou)
class _TokensComeToYou:
    """"Each token that would be created under an opponent's control this turn is created under
    your control instead." (Crafty Cutpurse). It changes under whose control the tokens enter,
    so it is applied before other effects (616.1b); it is a resolved ability's effect, not a
    static ability, so tokens that already exist are untouched. ``holder`` is its record, whose
    controller is "you"."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.TokensComeToYou) -> bool:
        return event.player != holder.controller and not game.player(holder.controller).left

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.TokensComeToYou) -> Event:
        return event.but(player=holder.controller)


@replaces(ir.SkipStep)
class _SkipStep:
    """"Players skip their [step] steps." / "Skip your [step] step." (614.1b, 614.10: replaced
    with nothing; "your": only on the turns of the ability's controller)."""

    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ir.SkipStep) -> bool:
        return event.step == node.step and (not node.yours or event.player == holder.controller)

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ir.SkipStep) -> None:
        return None


@dataclass(frozen=True, slots=True)
class ExileInstead:
    """The engine's record of "if [permanent ``obj``] would leave the battlefield, exile it
    instead of putting it anywhere else" (614.1a, ``ir.ExileIfLeaves``) or, with ``dies``, of
    "if it would die this turn, exile it instead" (614.1a, 700.4: put into a graveyard from
    the battlefield; ``ir.ExileIfDies``)."""

    obj: int
    dies: bool = False
    event: ClassVar[str] = "move"
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False

    @property
    def text(self) -> str:
        return ("if it would die this turn, exile it instead" if self.dies
                else "if it would leave the battlefield, exile it instead")


@replaces(ExileInstead)
class _ExileInstead:
    @staticmethod
    def applies(game: Game, event: Event, holder: Any, node: ExileInstead) -> bool:
        return event.obj == node.obj and event.from_zone == "battlefield" and (
            event.to == "graveyard" if node.dies else event.to != "exile")

    @staticmethod
    def apply(game: Game, event: Event, holder: Any, node: ExileInstead) -> Event:
        obj = game.objects.get(node.obj)
        game.record("replace", f"{obj.name if obj else 'it'} is exiled instead", "614.1a")
        return event.but(to="exile")
