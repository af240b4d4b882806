"""Abilities (113): spell abilities, activated, triggered and static abilities, replacement
effects from static abilities (614), and keyword abilities with parameters (702)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .effects import effect_adds_mana
from .node import Node
from .select import ANYTHING, Selector

if TYPE_CHECKING:
    from .conditions import Condition
    from .costs import Cost
    from .effects import Effect
    from .quantity import Quantity
    from .refs import ObjRef, PlayerRef
    from .select import Pred, Target


def _this() -> ObjRef:
    from .refs import This

    return This()


class Ability(Node):
    """An ability. ``text`` (on every subclass, not compared) is the Oracle sentence it comes
    from, as the card prints it: what logs and prompts show."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """What an instant or sorcery does as it resolves (113.3a). ``per_extra_target``: strive,
    the spell costs this much more for each target beyond the first (207.2c)."""

    effect: Effect
    targets: tuple[Target, ...] = ()
    per_extra_target: str = ""
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Activated(Ability):
    """"[Cost]: [Effect]." (602). ``sorcery``: activate only as a sorcery (602.5d);
    ``any_player``: "Any player may activate this ability." (602.2); ``zone``: the zone the
    object must be in for the ability to be activated, the battlefield unless the ability says
    otherwise (113.6; cycling works from the hand, 702.29a)."""

    cost: Cost
    effect: Effect
    targets: tuple[Target, ...] = ()
    sorcery: bool = False
    any_player: bool = False
    zone: str = "battlefield"
    text: str = field(default="", compare=False)
    per_turn: int = 0  # 602.5b: "Activate only once each turn" (1), "no more than twice" (2)
    during: str = ""  # "your_turn", "your_upkeep", "combat": "Activate only during ..."
    condition: Condition | None = None  # "Activate only if [condition]."
    once: bool = False  # 602.5b: "Activate only once." — once for this object, ever (400.7)
    exhaust: bool = False  # 702.177a: "Exhaust — [Cost]: [Effect]" is "[Cost]: [Effect]. Activate only once."

    @property
    def restricted_once(self) -> bool:
        """602.5b, 702.177a: this object may activate the ability only once."""
        return self.once or self.exhaust

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, could add mana, not a loyalty ability."""
        return not self.targets and self.cost.loyalty is None and effect_adds_mana(self.effect)


@dataclass(frozen=True, slots=True)
class Trigger(Node):
    """A trigger condition (603.1): the engine event ``event`` (``enters``, ``dies``,
    ``attacks``, ``blocks``, ``becomes_blocked``, ``untaps``, ``upkeep``, ``end_step``,
    ``draw_step``, ``gain_life``, ``cast``, ``combat_damage_to_player``,
    ``tapped_for_mana``, ``becomes_target_of_spell`` ...). ``subject`` says whose event counts:
    ``self`` (this object), ``filter`` (any object satisfying ``pred``), ``self_or`` (this
    object, or any other satisfying ``pred``: "SELF or another creature"), ``attached`` (the
    object this Aura or Equipment is attached to, if it satisfies ``pred``: "enchanted
    creature", 301.5, 303.4; ``host`` is how the text names it) or ``any``;
    ``player`` (``You()``, ``Opponent()`` or None for anyone) filters the player the event is
    about; ``condition`` must also hold (``EventObject()`` is the event's object). ``also``: more
    events the same condition triggers on ("When SELF enters or dies": one ability, 603.2).
    ``nth``: only the player's nth such event this turn counts ("Whenever you cast your second
    spell each turn", "you gain life for the first time each turn"), read from the turn's
    history (603.2)."""

    event: str
    subject: str = "self"
    pred: Pred = ANYTHING
    player: PlayerRef | None = None
    condition: Condition | None = None
    also: tuple[str, ...] = ()
    nth: int = 0
    word: str = field(default="", compare=False)  # the event's words where they vary
    host: str = field(default="", compare=False)  # "enchanted creature", "equipped creature"


@dataclass(frozen=True, slots=True)
class Triggered(Ability):
    """"When/Whenever/At [trigger], [effect]." (603). ``mana``: a triggered mana ability
    (605.1b); ``intervening``: an intervening "if" clause (603.4). ``chapter`` N: a Saga's
    chapter ability "{rN} — [effect]" (714.2b), triggering on lore counters put on it
    ("counter_put:lore") when their number was less than N and became at least N."""

    trigger: Trigger
    effect: Effect
    targets: tuple[Target, ...] = ()
    mana: bool = False
    intervening: Condition | None = None
    chapter: int = 0
    text: str = field(default="", compare=False)
    word: str = field(default="", compare=False)  # "When", "Whenever" or "At" as printed


@dataclass(frozen=True, slots=True)
class Static(Ability):
    """A static ability with a continuous effect (604.1, 611.3) on ``affects`` (``AttachedTo()``
    or ``Each(selector)``, seen from this permanent's controller). The fields say what it does
    in each layer (613.1)."""

    affects: ObjRef
    add_keywords: tuple[str, ...] = ()  # in printed order
    add_abilities: tuple[Ability, ...] = ()
    power: Quantity = 0  # layer 7c, as it is now ("+1/+1 for each ...", 613.4c)
    toughness: Quantity = 0
    control: bool = False  # layer 2: "You control enchanted creature." (613.1b)
    add_types: frozenset[str] = frozenset()  # layer 4
    add_subtypes: tuple[str, ...] = ()  # layer 4: "in addition to its other land types"
    set_subtypes: tuple[str, ...] | None = None  # layer 4: "are Mountains" (305.7)
    set_colors: frozenset[str] | None = None  # layer 5
    lose_abilities: bool = False  # layer 6
    set_pt: tuple[int, int] | None = None  # layer 7b
    pt_mana_value: bool = False  # layer 7b: "base power and toughness ... equal to its mana value"
    switch: bool = False  # layer 7d
    # "is the chosen type in addition to its other types" (layer 4) / "is the chosen color"
    # (layer 5): the choice its permanent made as it entered (614.12)
    chosen: str = ""  # "type", "color", or "protection": "has protection from the chosen color"
    condition: Condition | None = None  # "as long as ..." (611.3a)
    text: str = field(default="", compare=False)
    condition_word: str = field(default="", compare=False)  # "As long as" / "During your turn"


@dataclass(frozen=True, slots=True)
class DefinePT(Ability):
    """"[This]'s power and toughness are each equal to [quantity]": a characteristic-defining
    ability (604.3), applied in layer 7a in every zone (613.4a). None: "[This]'s power is equal
    to ..." leaves the printed toughness (and the other way round)."""

    power: Quantity | None
    toughness: Quantity | None
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Ability):
    """"[This creature] attacks each combat if able [unless [condition]]." A requirement
    (508.1d). ``affects`` ``AttachedTo()``: an Aura's "Enchanted creature gets +1/+1 and attacks
    each combat if able." (an effect of the Aura, not an ability the creature gains)."""

    text: str = field(default="", compare=False)
    unless: Condition | None = None
    affects: ObjRef = field(default_factory=_this)


@dataclass(frozen=True, slots=True)
class CantAttackOwner(Ability):
    """"[This creature] can't attack its owner or planeswalkers its owner controls." (508.1c)."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefender(Ability):
    """"[This creature] can't attack unless defending player controls [a permanent]." (508.1c):
    it can attack a player, or a planeswalker, only if that player (the planeswalker's
    controller, 506.2) controls a permanent ``what`` describes."""

    what: Selector
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBeCountered(Ability):
    """"This spell can't be countered." It functions on the stack (113.6g), and as a "can't"
    it wins over any effect that would counter the spell (101.2)."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class BeginOnBattlefield(Ability):
    """"If this card is in your opening hand, you may begin the game with it on the
    battlefield." (Leylines.) It functions from the opening hand, after the mulligans (103.6):
    the starting player, then each other player in turn order, may put such cards onto the
    battlefield (103.6a)."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBlock(Ability):
    """"[This creature] can't block [unless [condition]]." A restriction (509.1b)."""

    text: str = field(default="", compare=False)
    unless: Condition | None = None


@dataclass(frozen=True, slots=True)
class AttackTax(Ability):
    """"Creatures can't attack you unless their controller pays [mana] for each creature they
    control that's attacking you." (508.1d, 508.1g-h)."""

    mana: str
    text: str = field(default="", compare=False)


# ---- keyword abilities with a parameter (702) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class Equip(Ability):
    """"Equip [cost]": "[Cost]: Attach this permanent to target creature you control. Equip only
    as a sorcery." (702.6a). "Equip [quality] [cost]" ("Equip Knight {1}", "Equip legendary
    creature {3}") may target only a creature you control with that ``quality`` (702.6c)."""

    cost: Cost
    text: str = field(default="", compare=False)
    quality: Selector | None = None


@dataclass(frozen=True, slots=True)
class Enchant(Ability):
    """"Enchant [object or player]": what an Aura spell targets and can be attached to (702.5a,
    303.4a)."""

    target: Target
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class KeywordAbility(Ability):
    """A keyword ability read by name with its parameter, for keywords that have no node of
    their own yet ("Ward {2}", "Crew 3", "Prowess"): ``cost`` for "[Keyword] [cost]",
    ``number`` for "[Keyword] N" (702) and ``named`` for a card name ("Partner with [name]",
    702.124j)."""

    name: str
    cost: Cost | None = None
    number: int | None = None
    named: str = ""
    text: str = field(default="", compare=False)
    joined: bool = field(default=False, compare=False)  # "Kicker [A] and/or [B]" (702.33b): B


# ---- replacement effects (614) -----------------------------------------------------------------


class ReplacementAbility(Ability):
    """A static ability that is a replacement effect (614.1). ``event`` names the kind of engine
    event it watches; ``category`` orders the choice (616.1: 1 self-replacement, 2 changes under
    whose control an object enters, 3 enter as a copy, 4 back face up, 5 other); ``entering``:
    it modifies how its own object enters the battlefield (614.12)."""

    __slots__ = ()
    event: ClassVar[str] = ""
    category: ClassVar[int] = 5
    entering: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class EntersTapped(ReplacementAbility):
    """"This [permanent] enters tapped [unless [condition]]." (614.1c)."""

    text: str = field(default="", compare=False)
    unless: Condition | None = None
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class EntersWithCounters(ReplacementAbility):
    """"This [permanent] enters with N [kind] counters on it." (614.1c, 122.6)."""

    kind: str
    amount: Quantity
    text: str = field(default="", compare=False)
    condition: Condition | None = None  # "... on it if [condition]"
    unless: bool = field(default=False, compare=False)  # written "unless": condition negated
    lead: bool = field(default=False, compare=False)  # "If [condition], it enters with ..."
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class MayEnterWithCounters(ReplacementAbility):
    """"You may have this permanent enter with N additional [kind] counters on it." (614.1c;
    the player it will enter under chooses as it enters, 614.12a). ``otherwise``: what happens
    to it, once it has entered, if they don't (riot, 702.136a: "If you don't, it gains
    haste."). Unleash (702.98a) and riot are keyword expansions, never printed."""

    kind: str
    amount: Quantity
    otherwise: Effect | None = None
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class EntersWithCountersPer(ReplacementAbility):
    """"As this object enters, you may [sacrifice any number of creatures / reveal any number of
    cards from your hand that share a creature type with it]. This permanent enters with N
    +1/+1 counters on it for each [one] this way." (614.12, 614.1c): ``how`` is ``devour``
    (702.82a; ``pred`` the permanents that may be sacrificed, 702.82c) or ``amplify``
    (702.38a). Keyword expansions, never printed."""

    how: str
    amount: int
    pred: Pred = ANYTHING
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class EntersAsCopy(ReplacementAbility):
    """"You may have this creature enter as a copy of any creature on the battlefield."
    (614.1c, 707.5)."""

    text: str = field(default="", compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True
    category: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class EntersUnderOpponent(ReplacementAbility):
    """"[This] enters under the control of an opponent of your choice." (614.12, 616.1b)."""

    text: str = field(default="", compare=False)
    event: ClassVar[str] = "enter"
    entering: ClassVar[bool] = True
    category: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class OthersEnterTapped(ReplacementAbility):
    """"[Permanents matching pred] enter tapped." e.g. "Creatures your opponents control enter
    tapped." (614.1c; it sees the controller the permanent will enter under)."""

    pred: Pred
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "enter"


@dataclass(frozen=True, slots=True)
class MultiplyTappedMana(ReplacementAbility):
    """"If you tap a permanent for mana, it produces N times as much of that mana instead."
    (106.12b)."""

    factor: int
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "add_mana"


@dataclass(frozen=True, slots=True)
class TappedLandsProduce(ReplacementAbility):
    """"If a land is tapped for mana, it produces [mana] instead of any other type and amount."
    (106.12b)."""

    mana: str
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "add_mana"


@dataclass(frozen=True, slots=True)
class MultiplyTokens(ReplacementAbility):
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." (614.1a)."""

    factor: int = 2
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "create_token"


@dataclass(frozen=True, slots=True)
class MultiplyCounters(ReplacementAbility):
    """"If an effect would put one or more counters on a permanent you control, it puts twice
    that many of those counters on that permanent instead." (122.6)."""

    factor: int = 2
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "counters"


@dataclass(frozen=True, slots=True)
class MoreCounters(ReplacementAbility):
    """"If one or more [kind] counters would be put on a creature you control, that many plus N
    [kind] counters are put on it instead."."""

    kind: str = "+1/+1"
    extra: int = 1
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "counters"


@dataclass(frozen=True, slots=True)
class MoreLife(ReplacementAbility):
    """"If you would gain life, you gain that much life plus 1 instead." / "... you gain twice
    that much life instead." (614.1a, 119.3): each life gain of the controller is ``factor``
    times as much, plus ``extra``."""

    extra: int = 0
    factor: int = 1
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "gain_life"


@dataclass(frozen=True, slots=True)
class TokensComeToYou(ReplacementAbility):
    """"Each token that would be created under an opponent's control this turn is created under
    your control instead." Created by a resolving ability (611.2, 614.1a); 616.1b."""

    text: str = field(default="", compare=False)
    event: ClassVar[str] = "create_token"
    category: ClassVar[int] = 2


@dataclass(frozen=True, slots=True)
class SkipStep(ReplacementAbility):
    """"Players skip their [step] steps." or, with ``yours``, "Skip your [step] step." (only
    the turns of the ability's controller; 614.1b, 614.10)."""

    step: str
    yours: bool = False
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "step"
