"""The card definition vocabulary: characteristics, costs, targets, effects and abilities.

A card is a short declaration composed from these parts; the rules live in the engine (``rules``).
Effects are resolved by the engine through :meth:`Effect.resolve`, a generator that may yield
:class:`~manastack.game.decisions.Decision` objects and receives the answers.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..rules.characteristics import LayerParts
from ..rules.mana import ManaCost
from ..rules.replacement import ReplacementEffect

if TYPE_CHECKING:
    from ..game.game import Game

Resolution = Generator[Any, Any, None]
"""What ``Effect.resolve`` returns: a generator yielding decisions (answers are sent back)."""

KEYWORDS = frozenset({
    "flying", "reach", "defender", "menace", "hexproof", "indestructible", "flash", "haste",
    "vigilance", "trample", "deathtouch", "lifelink", "first strike", "double strike", "enchant",
    "equip", "protection from white", "protection from blue", "protection from black",
    "protection from red", "protection from green",
})
"""Keyword abilities the engine implements (702)."""

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


# ---- filters and targets (115) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Filter:
    """A description of objects, e.g. "nonblack creature an opponent controls".

    Every field left at its default matches anything.
    """

    types: frozenset[str] = frozenset()  # has at least one of these card types
    all_types: frozenset[str] = frozenset()  # has every one of these ("artifact creatures")
    not_types: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()  # "non-Aura"
    colors: frozenset[str] = frozenset()  # has at least one of these colors
    not_colors: frozenset[str] = frozenset()
    controller: str | None = None  # "you" or "opponent" (relative to the ability's controller)
    tapped: bool | None = None
    in_combat: bool | None = None  # attacking or blocking
    other: bool = False  # not the source itself
    nontoken: bool = False
    max_mana_value: int | None = None
    max_power: int | None = None


ANY_FILTER = Filter()


def types_filter(*types: str, **kw: Any) -> Filter:
    return Filter(types=frozenset(types), **kw)


CREATURE = types_filter("Creature")


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (115.1). ``kind`` is what can be chosen:

    ``any`` (creature, player, planeswalker or battle, 115.4), ``creature``, ``permanent``,
    ``player``, ``opponent``, ``spell``, ``spell_or_permanent`` or ``graveyard_card`` (a card
    in a graveyard).
    """

    kind: str
    filter: Filter = ANY_FILTER
    count: int = 1
    up_to: bool = False
    text: str = ""
    shares_type_with: int = -1  # "... that shares a card type with it": an earlier spec's index


# ---- amounts and references -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class X:
    """The value of X chosen for the spell or ability (107.3)."""


X_VALUE = X()


@dataclass(frozen=True, slots=True)
class CountersOnSource:
    """"for each [kind] counter on this [permanent]" (as it last existed, 608.2h)."""

    kind: str

    def count(self, game: Game, source: Any) -> int:
        return (source.counters or {}).get(self.kind, 0)


@dataclass(frozen=True, slots=True)
class FatefulHour:
    """"create N ... Fateful hour — If you have 5 or less life, create M of those tokens
    instead": ``normal``, or ``low`` while the controller has ``life`` or less (a
    self-replacement of the spell's own effect, 614.15, so it is settled before other effects)."""

    normal: int
    low: int
    life: int = 5

    def count(self, game: Game, source: Any) -> int:
        return self.low if game.player(source.controller).life <= self.life else self.normal


Amount = int | X | CountersOnSource | FatefulHour


@dataclass(frozen=True, slots=True)
class Ref:
    """What an effect acts on: ``this``, ``you``, ``target`` (the i-th target spec),
    ``target_controller``, ``each_opponent``, ``each_player``, ``all`` (permanents matching
    ``filter``), ``event_object`` (the object a trigger's event was about)."""

    kind: str
    index: int = 0
    filter: Filter = ANY_FILTER


THIS = Ref("this")
YOU = Ref("you")
EACH_OPPONENT = Ref("each_opponent")
EACH_PLAYER = Ref("each_player")
EVENT_OBJECT = Ref("event_object")
SOURCE_CONTROLLER = Ref("source_controller")  # "[this permanent]'s controller"


def TARGET(i: int = 0) -> Ref:  # noqa: N802 - reads like the card text
    return Ref("target", i)


def TARGET_CONTROLLER(i: int = 0) -> Ref:  # noqa: N802
    return Ref("target_controller", i)


def ALL(flt: Filter) -> Ref:  # noqa: N802
    return Ref("all", 0, flt)


# ---- costs (118, 602.1) -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost: mana, {T} (107.5), {Q} (107.6), sacrifice, discard, life."""

    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    discard: int = 0
    life: int = 0
    loyalty: int | None = None  # [+N]/[−N]: a loyalty ability (606.4)

    @property
    def mana_cost(self) -> ManaCost:
        return ManaCost.parse(self.mana)


TAP = Cost(tap=True)


def LOYALTY(n: int) -> Cost:  # noqa: N802 - reads like the card's [+1]
    """The cost of a loyalty ability: put on (n > 0) or remove (n < 0) loyalty counters (606.4)."""
    return Cost(loyalty=n)


# ---- effects ----------------------------------------------------------------------------------


class Effect:
    """Something a spell or ability does when it resolves (608.2)."""

    makes_mana = False  # 605.1a: an ability with an effect that adds mana

    def mana_options(self, game: Game, holder: Any, visiting: frozenset[int]) -> tuple[str, ...]:
        """For mana effects: the mana each alternative would add if it resolved now."""
        return ()

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        raise NotImplementedError
        yield


@dataclass(slots=True)
class Context:
    """What an effect needs while resolving: who controls it, its source, targets and X."""

    controller: int
    source: int  # id of the source object (may have left its zone)
    source_card: CardDef
    targets: tuple[tuple[Any, ...], ...] = ()  # per target spec; None where it became illegal
    x: int = 0
    event: Any = None
    stack_id: int = 0
    chosen: dict[str, Any] = field(default_factory=dict)
    modes: tuple[int, ...] = ()  # the chosen modes of a modal spell (700.2)


@dataclass(frozen=True, slots=True)
class Mode:
    """One bulleted option of a modal spell (700.2), with its own targets."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Modal(Effect):
    """"Choose one —" (700.2): the chosen modes happen in printed order (700.2a). Each mode's
    TARGET(i) refers to that mode's own target specs."""

    modes: tuple[Mode, ...]
    choose: int = 1

    def resolve(self, game: Game, ctx: Context) -> Resolution:
        from dataclasses import replace

        start = 0
        offsets = []
        for m in ctx.modes:
            offsets.append(start)
            start += len(self.modes[m].targets)
        for m, offset in zip(ctx.modes, offsets, strict=True):
            mode = self.modes[m]
            part = replace(ctx, targets=ctx.targets[offset:offset + len(mode.targets)])
            yield from mode.effect.resolve(game, part)


def target_specs(effect: Effect, default: tuple[TargetSpec, ...], modes: tuple[int, ...]
                 ) -> tuple[TargetSpec, ...]:
    """The target specs of a spell or ability as cast: a modal one's are its chosen modes' (700.2c)."""
    if isinstance(effect, Modal):
        return tuple(spec for m in modes for spec in effect.modes[m].targets)
    return default


# ---- abilities (113) --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The effect of an instant or sorcery spell as it resolves (113.3a)."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    per_extra_target: str = ""  # strive (207.2c): costs this much more per target beyond one


@dataclass(frozen=True, slots=True)
class Activated:
    """"[Cost]: [Effect]." (602). ``sorcery`` = activate only as a sorcery (602.5d)."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    sorcery: bool = False
    text: str = ""
    any_player: bool = False  # "Any player may activate this ability." (602.2)

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, could add mana, not a loyalty ability."""
        return not self.targets and self.effect.makes_mana


@dataclass(frozen=True, slots=True)
class Trigger:
    """The trigger condition of a triggered ability (603.1).

    ``event`` names an engine event (``enters``, ``dies``, ``attacks``, ``blocks``,
    ``becomes_blocked``, ``upkeep``, ``end_step``, ``draw_step``, ``gain_life``, ``cast``,
    ``combat_damage_to_player``). ``subject`` says whose event counts: ``self`` (this object),
    or ``filter`` for any object matching it; ``player`` (``you``/``opponent``/``any``) filters
    the player the event is about. ``condition``, if given, must also hold for the event's
    object (e.g. "a spell with mana value equal to the number of charge counters on this").
    """

    event: str
    subject: str = "self"
    filter: Filter = ANY_FILTER
    player: str = "any"
    condition: Condition | None = None


class Condition:
    """A further test on a trigger event: ``holds(game, holder, obj)``."""

    def holds(self, game: Game, holder: Any, obj: Any) -> bool:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class ManaValueIsCounters(Condition):
    """"with mana value equal to the number of [kind] counters on this [permanent]"."""

    kind: str

    def holds(self, game: Game, holder: Any, obj: Any) -> bool:
        return obj is not None and (
            game.chars(obj).mana_value == (holder.counters or {}).get(self.kind, 0))


@dataclass(frozen=True, slots=True)
class Triggered:
    """"When/Whenever/At [trigger], [effect]." (603). ``optional`` = "you may" on resolution."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    mana: bool = False  # 605.1b: a triggered mana ability, resolved at once (605.4a)


@dataclass(frozen=True, slots=True)
class Static(LayerParts):
    """A static ability that creates a continuous effect (604.1, 611.3) on ``affects``:
    "enchanted" / "equipped" (the permanent this is attached to) or "filter" (permanents
    matching ``filter``, seen from this permanent's controller). The fields say what it does in
    each layer (613.1); ``rules/layers.py`` applies it."""

    affects: str
    filter: Filter = ANY_FILTER
    add_keywords: frozenset[str] = frozenset()
    add_abilities: tuple[Any, ...] = ()
    power: int = 0
    toughness: int = 0
    text: str = ""
    control: bool = False  # "You control enchanted creature." (layer 2, 613.1b)
    add_types: frozenset[str] = frozenset()  # layer 4
    add_subtypes: tuple[str, ...] = ()  # layer 4: "in addition to its other land types"
    set_subtypes: tuple[str, ...] | None = None  # layer 4: "are Mountains" (305.7)
    set_colors: frozenset[str] | None = None  # layer 5
    lose_abilities: bool = False  # layer 6
    set_pt: tuple[int, int] | None = None  # layer 7b
    pt_mana_value: bool = False  # layer 7b: "base power and toughness ... equal to its mana value"
    switch: bool = False  # layer 7d


@dataclass(frozen=True, slots=True)
class CountsPowerToughness:
    """"[This]'s power and toughness are each equal to the number of [filter] you control." A
    characteristic-defining ability (604.3), applied in layer 7a in every zone (208.3)."""

    filter: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class AttacksEachCombat:
    """"[This creature] attacks each combat if able." A requirement (508.1d)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class CantAttackOwner:
    """"[This creature] can't attack its owner or planeswalkers its owner controls." A
    restriction (508.1c)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class AttackTax:
    """"Creatures can't attack you unless their controller pays [mana] for each creature they
    control that's attacking you." A cost to attack (508.1d, 508.1g-h), never forced."""

    mana: str
    text: str = ""


Ability = Activated | Triggered | ReplacementEffect | Static | AttacksEachCombat | \
    CantAttackOwner | AttackTax | CountsPowerToughness


# ---- card definitions (108, 200) ------------------------------------------------------------


class CardDef:
    """The printed characteristics of a card or token definition (108.1, 111.1), and its abilities.

    ``type_line`` is parsed into supertypes, card types and subtypes (205). ``text`` is the exact
    Oracle text; ``unsupported`` names anything the engine can't yet do with this card, and a game
    refuses to load a card that has it.
    """

    __slots__ = (
        "name", "cost", "type_line", "text", "power", "toughness", "loyalty", "keywords",
        "abilities", "spell", "unsupported", "token", "colors_override",
        "mana_cost", "types", "subtypes", "supertypes", "colors", "triggered", "activated",
        "is_permanent", "is_land", "is_creature", "printed", "mana_abilities",
        "triggered_abilities", "other_activated", "entering_replacements", "static_replacements",
        "mana_triggers",
        "statics", "enchant", "anyone_may_activate", "attack_rules", "cda",
    )

    def __init__(
        self,
        name: str,
        cost: str,
        type_line: str,
        text: str = "",
        *,
        power: int | str | None = None,  # "*": defined by an ability (208.2a)
        toughness: int | str | None = None,
        loyalty: int | None = None,
        keywords: tuple[str, ...] | frozenset[str] = (),
        abilities: tuple[Ability, ...] = (),
        spell: SpellAbility | None = None,
        unsupported: str = "",
        token: bool = False,
        colors: str | None = None,
        enchant: TargetSpec | None = None,
    ) -> None:
        self.name = name
        self.cost = cost
        self.type_line = type_line
        self.text = text
        self.power = power
        self.toughness = toughness
        self.loyalty = loyalty
        bad = set(keywords) - KEYWORDS
        if bad:
            raise ValueError(f"{name}: unknown keyword(s) {sorted(bad)}")
        self.keywords = frozenset(keywords)
        self.abilities = tuple(abilities)
        self.spell = spell
        self.unsupported = unsupported
        self.token = token
        self.colors_override = colors
        self.mana_cost = ManaCost.parse(cost)
        left, _, right = type_line.partition(" — ")
        words = left.split()
        self.supertypes = frozenset(w for w in words if w in SUPERTYPES)
        self.types = frozenset(w for w in words if w in CARD_TYPES)
        if len(self.types) + len(self.supertypes) != len(words):
            raise ValueError(f"{name}: can't parse type line {type_line!r}")
        self.subtypes = tuple(right.split()) if right else ()
        # 105.2/202.2: color from mana cost unless a color indicator or token definition says so.
        self.colors = frozenset(colors) if colors is not None else self.mana_cost.colors()
        self.triggered = tuple((i, a) for i, a in enumerate(self.abilities) if isinstance(a, Triggered))
        self.triggered_abilities = tuple(a for _, a in self.triggered)
        self.mana_triggers = tuple((i, a) for i, a in self.triggered if a.mana)
        self.statics = tuple(a for a in self.abilities if isinstance(a, Static))
        self.enchant = enchant  # 303.4a: what an Aura spell targets and can be attached to
        self.activated = tuple((i, a) for i, a in enumerate(self.abilities) if isinstance(a, Activated))
        self.anyone_may_activate = any(a.any_player for _, a in self.activated)
        self.attack_rules = any(isinstance(a, AttacksEachCombat | CantAttackOwner | AttackTax)
                                for a in self.abilities)
        replacements = [a for a in self.abilities if isinstance(a, ReplacementEffect)]
        self.entering_replacements = tuple(r for r in replacements if r.entering)
        self.static_replacements = tuple(r for r in replacements if not r.entering)
        self.mana_abilities = tuple((i, a) for i, a in self.activated if a.is_mana_ability)
        self.other_activated = tuple((i, a) for i, a in self.activated if not a.is_mana_ability)
        if any(isinstance(g, ReplacementEffect) or (isinstance(g, Triggered) and g.mana)
               for st in self.statics for g in st.add_abilities):
            self.unsupported = self.unsupported or (
                "granting a replacement effect or a triggered mana ability (the engine looks for "
                "them only on permanents that have them printed)")
        self.is_permanent = bool(self.types & PERMANENT_TYPES)
        self.is_land = "Land" in self.types
        self.is_creature = "Creature" in self.types
        from ..rules.characteristics import Characteristics

        self.cda = next((a for a in self.abilities if isinstance(a, CountsPowerToughness)), None)
        self.printed = Characteristics(name, self.types, self.subtypes, self.supertypes,
                                       self.colors, self.keywords,
                                       0 if power == "*" else power,  # type: ignore[arg-type]
                                       0 if toughness == "*" else toughness,  # type: ignore[arg-type]
                                       self.mana_cost.mana_value, self.abilities, text,
                                       spell)

    def but(self, *, add_keywords: tuple[str, ...] = (), drop_supertypes: tuple[str, ...] = ()
            ) -> CardDef:
        """These copiable values with exceptions (707.9), e.g. "except it has haste" or "except
        they're not legendary"."""
        left, dash, right = self.type_line.partition(" — ")
        words = [w for w in left.split() if w not in drop_supertypes]
        type_line = " ".join(words) + (dash + right if dash else "")
        return CardDef(self.name, self.cost, type_line, self.text, power=self.power,
                       toughness=self.toughness, loyalty=self.loyalty,
                       keywords=self.keywords | frozenset(add_keywords), abilities=self.abilities,
                       spell=self.spell, token=self.token, colors=self.colors_override,
                       enchant=self.enchant)

    def __repr__(self) -> str:
        return f"CardDef({self.name!r})"


def token(name: str, type_line: str, colors: str, power: int | None = None,
          toughness: int | None = None, keywords: tuple[str, ...] = (), text: str = "",
          abilities: tuple[Ability, ...] = ()) -> CardDef:
    """A token definition (111.1); its name is its subtypes plus "Token" unless named (111.4)."""
    return CardDef(name, "", type_line, text, power=power, toughness=toughness,
                   keywords=keywords, abilities=abilities, token=True, colors=colors)
