"""Effects: what spells and abilities do when they resolve (608.2c), as data.

Objects and players are named by references (:mod:`.refs`); numbers are quantities
(:mod:`.quantity`). The effects of one ability share its targets: ``Targeted(i)`` is what its
``i``-th target phrase chose.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .durations import Duration, EndOfTurn, Indefinitely
from .node import Node
from .refs import Created, This, You

if TYPE_CHECKING:
    from .abilities import ReplacementAbility, Triggered
    from .card import TokenSpec
    from .conditions import Condition
    from .costs import Cost
    from .quantity import Quantity
    from .refs import ObjRef, PlayerRef
    from .select import Pred, Selector, Target


class Effect(Node):
    __slots__ = ()
    adds_mana: ClassVar[bool] = False  # 605.1a: an effect that adds mana


# ---- structure ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Seq(Effect):
    """Several effects, in the order written (608.2c). ``joins`` (not compared) are the words
    between them as printed (". ", " and ", ", then ")."""

    effects: tuple[Effect, ...]
    joins: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class May(Effect):
    """"You may [effect]": the controller chooses as it resolves (608.2d); ``who``: the player
    who chooses ("target player may search ...", 702.124j), "you" unless said."""

    effect: Effect
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class MayPay(Effect):
    """"You may pay [mana]. If you do, [effect]." (608.2d, 117.12)."""

    mana: str
    effect: Effect


@dataclass(frozen=True, slots=True)
class Conditional(Effect):
    """"If [condition], [effect]" (otherwise ``otherwise``, if any). ``after`` (not compared):
    written "[effect] if [condition]"."""

    condition: Condition
    effect: Effect
    otherwise: Effect | None = None
    after: bool = field(default=False, compare=False)
    unless: bool = field(default=False, compare=False)  # "[effect] unless [condition]": NotCond


@dataclass(frozen=True, slots=True)
class IfYouDo(Effect):
    """"[Action]. If you do, [effect]." (608.2c): ``effect`` happens only if the action (often
    "you may ...") was performed, ``otherwise`` ("If you don't, ...") only if it wasn't."""

    action: Effect
    effect: Effect | None
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class WhenYouDo(Effect):
    """"[Action]. When you do, [effect]." A reflexive triggered ability (603.12): it triggers
    if the action was performed and goes on the stack the next time a player would receive
    priority, with its own targets."""

    action: Effect
    ability: Triggered


@dataclass(frozen=True, slots=True)
class UnlessPays(Effect):
    """"[Effect] unless [player] pays [mana]." (608.2d, 117.12): the player may pay as it
    resolves; the effect happens if they don't."""

    effect: Effect
    who: PlayerRef
    mana: str


@dataclass(frozen=True, slots=True)
class IfInstead(Effect):
    """"[effect]. If [condition], [instead] instead." A self-replacement effect (614.15):
    checked before the effect happens."""

    effect: Effect
    condition: Condition
    instead: Effect


@dataclass(frozen=True, slots=True)
class ForEach(Effect):
    """"For each [object], [effect]": the effect once per object, with ``Current()`` naming it."""

    what: ObjRef
    effect: Effect


@dataclass(frozen=True, slots=True)
class Mode(Node):
    """One bulleted option of a modal spell or ability (700.2), with its own targets and, for a
    spree mode ("+ {1} — ...") or a tiered mode ("{2} — ..."), the additional mana cost paid if
    it is chosen (700.2h, 702.172a, 702.183a)."""

    effect: Effect
    targets: tuple[Target, ...] = ()
    cost: str = ""


@dataclass(frozen=True, slots=True)
class Modal(Effect):
    """"Choose one —" (700.2): the chosen modes happen in printed order (700.2a). Each mode's
    ``Targeted(i)`` names that mode's own target phrases. ``choose`` modes are chosen, or from
    ``minimum`` up to ``choose`` ("choose one or both": minimum 1, choose 2), or any number up to
    ``choose`` with ``up_to`` ("choose up to two —"). With ``repeat`` the same mode may be
    chosen more than once (700.2d). ``tiered``: the "Tiered" header, choose one and pay the
    chosen mode's cost as an additional cost (702.183a)."""

    modes: tuple[Mode, ...]
    choose: int = 1
    minimum: int = 0  # 0: exactly ``choose``
    up_to: bool = False
    repeat: bool = False
    tiered: bool = False  # 702.183a: "Tiered": choose one, paying that mode's cost


# ---- mana (106, 605) ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AddMana(Effect):
    """"Add {G}." / "Add {W} or {U}." / "Add one mana of any color.": ``options`` are the
    alternatives, each a string of mana letters (WUBRGC, 106.1)."""

    options: tuple[str, ...]
    spend_only: SpendOnly | None = None  # "Spend this mana only to cast a creature spell." (106.6)
    amount: Quantity = 1  # "Add {B} for each storage counter removed this way": the mana, N times
    combination: bool = False  # "Add X mana in any combination of {W} and/or {U}" (106.1)
    adds_mana: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SpendOnly(Node):
    """"Spend this mana only to cast a creature spell" / "... creature spells" (106.6): the mana
    an ability adds can pay only for casting a spell ``spells`` describes (a spell on the stack);
    the restriction stays with the mana while it is in the pool."""

    spells: Pred
    plural: bool = False


@dataclass(frozen=True, slots=True)
class AddManaCouldProduce(Effect):
    """"Add one mana of any type (color) that a land you control (an opponent controls) could
    produce." (106.7)."""

    whose: PlayerRef = You()
    colors_only: bool = False
    adds_mana: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class AddManaOfProducedType(Effect):
    """"that player adds one mana of any type that land produced" (605.1b)."""

    adds_mana: ClassVar[bool] = True


# ---- damage, life, cards -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDamage(Effect):
    """"[source] deals N damage to [objects or players]" (120.2), all at once (120.4)."""

    amount: Quantity
    to: ObjRef | PlayerRef
    source: ObjRef = This()


@dataclass(frozen=True, slots=True)
class GainLife(Effect):
    amount: Quantity
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class LoseLife(Effect):
    amount: Quantity
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """"Draw N cards." (121). ``additional`` (not compared): "draws an additional card", the
    same draw (121.1) worded beside the turn's draw."""

    amount: Quantity
    who: PlayerRef = You()
    additional: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """"[player] discards N cards [at random]." (701.9)."""

    amount: Quantity
    who: PlayerRef = You()
    at_random: bool = False


@dataclass(frozen=True, slots=True)
class Mill(Effect):
    """"Mill N cards." (701.17)."""

    amount: Quantity
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class Scry(Effect):
    """"Scry N." (701.22)."""

    amount: Quantity
    who: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class Surveil(Effect):
    """"Surveil N." (701.25)."""

    amount: Quantity
    who: PlayerRef = You()


# ---- objects -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Destroy(Effect):
    """"Destroy [objects]." (701.8)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class Exile(Effect):
    """"Exile [objects]." (701.13, 406). ``until_leaves``: "... until SELF leaves the
    battlefield" (610.3): they return to the battlefield under their owners' control
    immediately after the source leaves it (610.3c), and aren't exiled at all if it left
    before the effect (610.3a, 610.3b)."""

    what: ObjRef
    until_leaves: bool = False


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """"Return [objects] to their owners' hands." (from the battlefield or a graveyard).
    ``from_zone``: "Return SELF from your graveyard to your hand." names the zone the object
    leaves (an ability saying so functions only from that zone, 113.6m)."""

    what: ObjRef
    from_zone: str = ""


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Effect):
    """"Return [cards] to the battlefield [tapped] [under your control]." (110.2a).
    ``owner_control``: "under its owner's control"; ``counters``: "with a +1/+1 counter on it"
    (kind, number) pairs it enters with (122.6; undying 702.93a, persist 702.79a);
    ``from_zone``: "Return SELF from your graveyard to the battlefield" (113.6m); ``attacking``:
    "tapped and attacking" (508.4; ninjutsu 702.49a: attacking what the creature returned to pay
    the cost attacked, 702.49c)."""

    what: ObjRef
    tapped: bool = False
    owner_control: bool = False
    attacking: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    from_zone: str = ""
    under_you: bool = field(default=False, compare=False)  # "under your control" (110.2a)
    attached_to: ObjRef | None = None  # an Aura "... attached to that creature" (303.4f)


@dataclass(frozen=True, slots=True)
class BecomeRenowned(Effect):
    """"[It] becomes renowned" (702.112a): a designation a permanent keeps until it leaves the
    battlefield (702.112b)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class ExileIfLeaves(Effect):
    """"If [it] would leave the battlefield, exile it instead of putting it anywhere else." A
    replacement effect that lasts while the object is on the battlefield (614.1a; unearth
    702.84a)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class ExileIfDies(Effect):
    """"If [that creature] would die this turn, exile it instead." A replacement effect created
    by the resolving spell or ability (614.1a), on each object ``what`` names, lasting the turn:
    if it would be put into a graveyard from the battlefield (dies, 700.4), it is exiled
    instead. ``what`` may be ``DamagedThisWay`` ("a creature dealt damage this way")."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class Sacrifice(Effect):
    """"Sacrifice [objects]" (701.21): each is sacrificed by its controller."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class PlayerSacrifices(Effect):
    """"[player] sacrifices N [permanents]" (701.21a): the player chooses which."""

    who: PlayerRef
    what: Selector
    count: Quantity = 1
    of_choice: bool = field(default=False, compare=False)  # "... of their choice" (printing)


@dataclass(frozen=True, slots=True)
class Tap(Effect):
    what: ObjRef


@dataclass(frozen=True, slots=True)
class Untap(Effect):
    what: ObjRef


@dataclass(frozen=True, slots=True)
class PutCounters(Effect):
    """"Put N [kind] counters on [objects]." (122.1)."""

    kind: str
    amount: Quantity
    what: ObjRef = This()


@dataclass(frozen=True, slots=True)
class PutCountersOf(Effect):
    """"Put its counters on [object]." ("When SELF dies, ..."): each kind of counter ``source``
    had as it last existed on the battlefield, that many (608.2h, 122.1); not a move (122.5)."""

    source: ObjRef
    what: ObjRef


@dataclass(frozen=True, slots=True)
class RemoveCountersFrom(Effect):
    """"Remove N [kind] counters from [objects]." (122.1: as many as it has, at most N)."""

    kind: str
    amount: Quantity
    what: ObjRef = This()


@dataclass(frozen=True, slots=True)
class MoveCounters(Effect):
    """"Move N [kind] counters from [object] onto [object]." (122.5: removed from the first and
    put on the second; if either can't be done, neither is; graft, 702.58a)."""

    kind: str
    amount: Quantity
    source: ObjRef
    to: ObjRef


@dataclass(frozen=True, slots=True)
class CounterSpell(Effect):
    """"Counter [spell]." (701.6)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class CounterUnlessPays(Effect):
    """"Counter [spell] unless its controller pays [mana]." (701.6, 118.12). ``cost``: a cost
    other than mana instead ("Ward—Pay 2 life", 702.21a; ``mana`` is then "")."""

    what: ObjRef
    mana: str
    cost: Cost | None = None


@dataclass(frozen=True, slots=True)
class AttachTo(Effect):
    """"Attach [this] to [object]" (701.3). ``word`` (not compared): how the text named what is
    attached ("it" or "SELF")."""

    what: ObjRef
    word: str = field(default="it", compare=False)


# ---- continuous effects from resolving (611.2) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pump(Effect):
    """"[objects] get +N/+N [and gain K] until end of turn." (613.4c, 613.1f)."""

    what: ObjRef
    power: Quantity = 0
    toughness: Quantity = 0
    keywords: tuple[str, ...] = ()
    duration: Duration = EndOfTurn()
    duration_first: bool = field(default=False, compare=False)  # "Until end of turn, ..."


@dataclass(frozen=True, slots=True)
class Becomes(Effect):
    """A continuous effect on [objects] in the layers it names (611.2, 613): "loses all
    abilities" (6), "becomes a blue Frog" (4, 5), "with base power and toughness 1/1" (7b),
    "switch its power and toughness" (7d), "becomes an artifact in addition" (4), "with flying" (6);
    ``add_subtypes``
    kept with its other subtypes ("an Elemental creature ... It's still a land", 205.1b)."""

    what: ObjRef
    lose_abilities: bool = False
    add_types: frozenset[str] = frozenset()
    set_subtypes: tuple[str, ...] | None = None
    add_subtypes: tuple[str, ...] = ()
    set_colors: frozenset[str] | None = None
    set_pt: tuple[int, int] | None = None
    switch: bool = False
    duration: Duration = EndOfTurn()
    duration_first: bool = field(default=False, compare=False)  # "Until end of turn, ..."
    add_keywords: tuple[str, ...] = ()  # layer 6: "... artifact creature with flying"


@dataclass(frozen=True, slots=True)
class GainControl(Effect):
    """"Gain control of [objects] [duration]." (layer 2, 613.1b)."""

    what: ObjRef
    duration: Duration = Indefinitely()


@dataclass(frozen=True, slots=True)
class ExchangeControl(Effect):
    """"Exchange control of [first] and [second]." (701.12). When both are one two-target
    phrase, ``first == second``."""

    first: ObjRef
    second: ObjRef


@dataclass(frozen=True, slots=True)
class ChangeText(Effect):
    """"Change the text of [object] by replacing all instances of one color word (``color``) /
    basic land type (``land_type``) with another" (``either``: one or the other) (612)."""

    what: ObjRef
    words: str


@dataclass(frozen=True, slots=True)
class BecomeCopyOfChosen(Effect):
    """"Choose a [selector]. [object] becomes a copy of that creature until end of turn." (707)."""

    what: ObjRef
    choose: Selector


# ---- tokens (111) -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CreateTokens(Effect):
    """"Create N [token]" (111.2): ``tapped``, ``attacking`` (506.3, 508.4), ``blocking`` ("that's
    blocking that creature", 506.3d)."""

    token: TokenSpec
    amount: Quantity = 1
    who: PlayerRef = You()
    tapped: bool = False
    attacking: bool = False
    blocking: bool = False
    those: bool = field(default=False, compare=False)  # "N of those tokens" (the ones made before)
    has_after: bool = field(default=False, compare=False)  # '. They have "[ability]"' (111.10)


@dataclass(frozen=True, slots=True)
class CreateTokenCopy(Effect):
    """"Create a token that's a copy of [object] [, except ...]" (707.2, 707.9). The exceptions
    become copiable values (707.9b): keywords it has, supertypes it hasn't, ``set_colors`` (color
    letters: "except it's white"), ``set_pt`` ("it's 4/4"), ``no_mana_cost`` ("it has no mana
    cost") and ``add_subtypes`` ("it's a Zombie in addition to its other types"; embalm
    702.128a, eternalize 702.129a). ``each_opponent``: "For each opponent, create a token
    that's a copy of [object] that attacks that opponent this turn if able" (encore,
    702.141a)."""

    what: ObjRef
    amount: Quantity = 1
    add_keywords: tuple[str, ...] = ()
    drop_supertypes: tuple[str, ...] = ()
    set_colors: frozenset[str] | None = None
    set_pt: tuple[int, int] | None = None
    no_mana_cost: bool = False
    add_subtypes: tuple[str, ...] = ()
    each_opponent: bool = False


# ---- unless, delayed and created abilities ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class SacrificeUnless(Effect):
    """"Sacrifice [this] unless you sacrifice a [selector]." (701.21a); with ``returns``,
    "... unless you return a [selector] to its owner's hand" (the karoo lands, 608.2d)."""

    what: Selector
    returns: bool = False
    word: str = field(default="SELF", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeUnlessPay(Effect):
    """"Sacrifice [this] unless you pay [mana]." (608.2d). ``times``: "[mana] for each age
    counter on it", the mana paid that many times (cumulative upkeep, 702.24a). ``cost``: a
    cost other than mana instead ("Cumulative upkeep—Pay 1 life"; ``mana`` is then "").
    ``word`` (not compared): how the text named the permanent ("SELF", "it")."""

    mana: str
    times: Quantity = 1
    cost: Cost | None = None
    word: str = field(default="SELF", compare=False)


@dataclass(frozen=True, slots=True)
class CastWithoutPaying(Effect):
    """"You may cast [it] without paying its mana cost" from the zone it is in, as the ability
    resolves (608.2g, 601.2): an alternative cost (118.9, 601.2b, 601.2f-h), X is 0 (107.3b).
    ``way`` names the keyword whose ability it is (suspend 702.62a, rebound 702.88a); a creature
    spell cast this way by suspend gains haste (702.62a)."""

    what: ObjRef
    way: str


@dataclass(frozen=True, slots=True)
class WarpExile(Effect):
    """Warp's delayed ability (702.185a): exile the permanent; its owner may cast the card from
    exile after the current turn has ended for as long as it remains exiled."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class AtNextEndStep(Effect):
    """"[effect] at the beginning of the next end step": a delayed triggered ability (603.7)
    about ``about`` (what the effect's "it" names). ``step``: ``upkeep`` for "at the beginning
    of the next turn's upkeep" (the upkeep of a later turn than this one)."""

    effect: Effect
    about: ObjRef = Created()
    text: str = field(default="", compare=False)  # the delayed ability's sentence, for logs
    step: str = "end_step"


@dataclass(frozen=True, slots=True)
class ThisTurn(Effect):
    """"Whenever ... this turn, ...": a delayed triggered ability that triggers each time until
    the turn ends (603.7)."""

    ability: Triggered


@dataclass(frozen=True, slots=True)
class CreateReplacement(Effect):
    """A resolving ability creates a replacement effect (614.1) for this turn."""

    replacement: ReplacementAbility


@dataclass(frozen=True, slots=True)
class CopyAbility(Effect):
    """"Copy [ability]. You may choose new targets for the copy." (707.10)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class ChooseNewTargets(Effect):
    """"You may choose new targets for [spell]." (115.7d)."""

    what: ObjRef


def sequence(*effects: Effect) -> Effect:
    """One effect for several in order (a single effect stays itself)."""
    flat: list[Effect] = []
    for e in effects:
        flat += e.effects if isinstance(e, Seq) else [e]
    return flat[0] if len(flat) == 1 else Seq(tuple(flat))


def effect_adds_mana(effect: Effect) -> bool:
    """Whether an effect (or a part of a sequence) adds mana (605.1a)."""
    if isinstance(effect, Seq):
        return any(effect_adds_mana(e) for e in effect.effects)
    return effect.adds_mana

