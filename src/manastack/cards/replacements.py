"""Replacement-effect abilities cards can have (614): static abilities of permanents and
abilities that modify how their own object enters the battlefield (614.1c-d, 614.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules.replacement import Event, ReplacementEffect
from .vocabulary import Amount, X

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject


def _entering_amount(n: Amount, holder: GameObject) -> int:
    """107.3m: an X in an entering replacement is the X paid for the spell that became it."""
    if isinstance(n, int):
        return n
    if isinstance(n, X):
        return holder.x
    return n.count(None, holder)  # type: ignore[arg-type]


@dataclass(frozen=True, eq=False)
class EntersWithCounters(ReplacementEffect):
    """"This [permanent] enters with N [kind] counters on it." (614.1c; the counters are put on
    it as it enters, 122.6)."""

    kind: str
    amount: Amount
    text: str = ""
    event = "enter"
    entering = True

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        assert holder is not None
        n = _entering_amount(self.amount, holder)
        counters: dict[str, Any] = dict(event.counters)
        counters[self.kind] = counters.get(self.kind, 0) + n
        return event.but(counters=counters)


@dataclass(frozen=True, eq=False)
class EntersTapped(ReplacementEffect):
    """"This [permanent] enters tapped." (614.1c)."""

    text: str = ""
    event = "enter"
    entering = True

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and not event.tapped

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(tapped=True)


@dataclass(frozen=True, eq=False)
class MultiplyTappedMana(ReplacementEffect):
    """"If you tap a permanent for mana, it produces N times as much of that mana instead."
    (106.12b: it modifies the mana production event.)"""

    factor: int
    text: str = ""
    event = "add_mana"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return bool(event.tapped) and holder is not None and event.player == holder.controller

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(mana="".join(t * self.factor for t in event.mana))


@dataclass(frozen=True, eq=False)
class TappedLandsProduce(ReplacementEffect):
    """"If a land is tapped for mana, it produces [mana] instead of any other type and amount."
    (106.12b)."""

    mana: str
    text: str = ""
    event = "add_mana"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        source = game.objects.get(event.source) if event.source is not None else None
        return (bool(event.tapped) and source is not None
                and "Land" in game.chars(source).types)  # type: ignore[arg-type]

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(mana=self.mana)


def _controls(game: Game, oid: Any, pid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.controller == pid


@dataclass(frozen=True, eq=False)
class MultiplyTokens(ReplacementEffect):
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." (614.1a; Anointed Procession, Parallel Lives)."""

    factor: int = 2
    text: str = ""
    event = "create_token"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and event.player == holder.controller

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(count=event.count * self.factor)


@dataclass(frozen=True, eq=False)
class MultiplyCounters(ReplacementEffect):
    """"If an effect would put one or more counters on a permanent you control, it puts twice
    that many of those counters on that permanent instead." (Doubling Season; 122.6)."""

    factor: int = 2
    text: str = ""
    event = "counters"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and _controls(game, event.obj, holder.controller)

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(amount=event.amount * self.factor)


@dataclass(frozen=True, eq=False)
class MoreCounters(ReplacementEffect):
    """"If one or more [kind] counters would be put on a creature you control, that many plus N
    [kind] counters are put on it instead." (Hardened Scales)."""

    kind: str = "+1/+1"
    extra: int = 1
    text: str = ""
    event = "counters"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        obj = game.objects.get(event.obj)
        return (holder is not None and event.counter == self.kind and obj is not None
                and obj.controller == holder.controller
                and "Creature" in game.chars(obj).types)  # type: ignore[arg-type]

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(amount=event.amount + self.extra)


@dataclass(frozen=True, eq=False)
class TokensComeToYou(ReplacementEffect):
    """"Each token that would be created under an opponent's control this turn is created under
    your control instead." (Crafty Cutpurse). It changes under whose control the tokens enter,
    so it is applied before other effects (616.1b); it creates a resolved effect, not a static
    ability, so tokens that already exist are untouched."""

    controller: int = 0
    source_name: str = ""
    text: str = ""
    until: str = "end_of_turn"
    event = "create_token"
    category = 2

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return event.player != self.controller and not game.player(self.controller).left

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(player=self.controller)


@dataclass(frozen=True, eq=False)
class SkipStep(ReplacementEffect):
    """"Players skip their [step] steps." (614.1b, 614.10: replaced with nothing)."""

    step: str = ""
    text: str = ""
    event = "step"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return event.step == self.step

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return None


@dataclass(frozen=True, eq=False)
class EntersUnderOpponent(ReplacementEffect):
    """"[This] enters under the control of an opponent of your choice." (614.12, 616.1b: it
    changes under whose control it enters, so there is no moment its caster controls it)."""

    text: str = ""
    event = "enter"
    entering = True
    category = 2

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and bool(game.opponents(_entering_controller(event)))

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Any:
        from ..game.decisions import Choice, Decision

        chooser = _entering_controller(event)
        while True:
            options = [Choice(p.id, p.name) for p in game.opponents(chooser)]
            chosen = options[0]
            if len(options) > 1:
                chosen = yield Decision(chooser, "opponent", options,
                                        prompt=f"choose an opponent to control {holder.name}")
            if not game.player(chosen.value).left:  # 800.4b: not someone who just left
                break
        game.record("opponent", f"{holder.name} enters under {chosen.label}'s control", "614.12")
        return _with_controller(event, chosen.value)


def entering_types(game: Game, event: Event) -> frozenset[str]:
    """614.12: the card types of the permanent an event would put onto the battlefield, as it
    would exist there (continuous effects that would apply to it included)."""
    preview = event.get("preview")
    if preview is not None and (game.statics or game.effects):
        from ..rules.layers import entering_chars

        return entering_chars(game, preview).types
    card = event.card if event.kind == "create_token" else game.objects[event.obj].card
    return card.types


@dataclass(frozen=True, eq=False)
class OpponentsCreaturesEnterTapped(ReplacementEffect):
    """"Creatures your opponents control enter tapped." (614.1c; it sees the controller the
    creature will enter under, after 616.1b effects)."""

    text: str = ""
    event = "enter"

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return (holder is not None and not event.tapped
                and _entering_controller(event) != holder.controller
                and "Creature" in entering_types(game, event))

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Event | None:
        return event.but(tapped=True)


def _entering_controller(event: Event) -> int:
    return event.player if event.kind == "create_token" else event.controller


def _with_controller(event: Event, pid: int) -> Event:
    return event.but(player=pid) if event.kind == "create_token" else event.but(controller=pid)


@dataclass(frozen=True, eq=False)
class EntersAsCopy(ReplacementEffect):
    """"You may have this creature enter as a copy of any creature on the battlefield." Its
    controller chooses as it enters (614.12a); copy effects come third in 616.1c; the copy gets
    the copiable values (707.2), which last until it leaves the battlefield."""

    text: str = ""
    event = "enter"
    entering = True
    category = 3

    def applies(self, game: Game, event: Event, holder: GameObject | None) -> bool:
        return holder is not None and event.get("copy_of") is None and any(
            "Creature" in game.chars(game.objects[oid]).types  # type: ignore[arg-type]
            for oid in game.battlefield)

    def apply(self, game: Game, event: Event, holder: GameObject | None) -> Any:
        from ..game.decisions import Choice, Decision

        assert holder is not None
        creatures = [game.objects[oid] for oid in game.battlefield
                     if "Creature" in game.chars(game.objects[oid]).types]  # type: ignore[arg-type]
        options = [Choice(o.id, f"copy {o.name}") for o in creatures] + [Choice(None, "don't")]
        answer = yield Decision(_entering_controller(event), "copy", options,
                                prompt=f"{holder.name} may enter as a copy of a creature")
        if answer.value is None:
            return event
        original = game.objects[answer.value]
        game.record("copy", f"{holder.name} enters as a copy of {original.name}", "707.2")
        return event.but(copy_of=original.card)
