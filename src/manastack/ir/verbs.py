"""Effects of the keyword actions and verbs written in their own grammar modules (701): regenerate,
search, look at and reveal, put into a library, shuffle, fight, prevent damage, combat
restrictions "this turn", proliferate, investigate, copy a spell; and abilities read there:
restrictions, "doesn't untap", additional costs of spells and cost reductions.

Pure data like the rest of the IR; the rules give each node its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .abilities import Ability, ReplacementAbility
from .effects import Effect
from .refs import This, You
from .select import ANYTHING

if TYPE_CHECKING:
    from .conditions import Condition
    from .costs import Cost
    from .effects import DealDamage
    from .quantity import Quantity
    from .refs import ObjRef, PlayerRef, Targeted
    from .select import Pred, Selector


# ---- regeneration (701.19, 614.8) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """"Regenerate [permanent]." (701.19a): the next time it would be destroyed this turn,
    instead its damage is removed, its controller taps it and it is removed from combat."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class DestroyNoRegen(Effect):
    """"Destroy [objects]. It/They can't be regenerated." (701.8a, 701.19c: regeneration shields
    aren't applied to this destruction). ``word`` (not compared) is the pronoun as printed."""

    what: ObjRef
    word: str = field(default="", compare=False)


# ---- restrictions on attacking and blocking (508.1c, 509.1b) ---------------------------------


@dataclass(frozen=True, slots=True)
class Restriction(Ability):
    """A static ability: "[objects] can't attack", "can't block", "can't attack or block",
    "can't be blocked", "can block only [creatures]", "can't be blocked by [creatures]", "can't
    be blocked by more than N creatures", "can't be blocked except by N or more creatures"
    (508.1c, 509.1b), "its activated abilities can't be activated" (``activate``, 602.5a: mana
    and loyalty abilities too). ``affects`` is ``This()`` ("SELF
    can't be blocked."),
    ``AttachedTo()`` ("Enchanted creature can't attack or block.") or ``Each(selector)``. An
    effect on the creature, not an ability it gains: it applies even if the creature loses all
    abilities."""

    affects: ObjRef
    attack: bool = False
    block: bool = False
    blocked: bool = False
    blocks_only: Pred | None = None  # "can block only creatures with flying"
    cant_block: Pred | None = None  # "can't block creatures with power 2 or greater"
    blocked_by: Pred | None = None  # "can't be blocked by creatures with power 2 or less"
    except_by: Pred | None = None  # "can't be blocked except by creatures with flying"
    max_blockers: int = 0  # "can't be blocked by more than one creature"
    activate: bool = False  # "... and its activated abilities can't be activated" (602.5a)
    min_blockers: int = 0  # "can't be blocked except by three or more creatures"
    text: str = field(default="", compare=False)
    word: str = field(default="", compare=False)  # "blockers": "[Creatures] can't block it."


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize(Ability):
    """A static ability: "You have no maximum hand size." (402.2): its controller doesn't
    discard down to seven in their cleanup step (514.1)."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PlayerHas(Ability):
    """A static ability: "You have hexproof." (702.11c: its controller can't be the target of
    spells or abilities an opponent controls) / "You have shroud." (702.18a: of any spells or
    abilities)."""

    keyword: str
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AdditionalLands(Ability):
    """A static ability: "You may play an additional land on each of your turns." / "... two
    additional lands ..." / "Each player may play an additional land on each of their turns."
    (305.2: a continuous effect raising the number of lands a player can play each turn)."""

    count: int = 1
    each_player: bool = False
    text: str = field(default="", compare=False)
    word: str = field(default="", compare=False)  # "on" or "during" each of their turns


@dataclass(frozen=True, slots=True)
class AdditionalLandThisTurn(Effect):
    """"You may play an additional land this turn." (305.2: the number of lands its controller
    can play this turn goes up by ``count``)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class DoesntUntapNext(Effect):
    """"It doesn't untap during its controller's next untap step." / "SELF doesn't untap during
    your next untap step." (502.3, 611.2a: a one-shot effect with a duration, locked in to the
    permanents it names as it resolves, 611.2c). Without ``yours`` it lasts until the next untap
    step of the player who then controls the permanent; with it, until its controller's (the
    ability's) next untap step. ``word`` (not compared) is the verb phrase as printed."""

    what: ObjRef
    yours: bool = False
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MayNotUntap(Ability):
    """A static ability: "You may choose not to untap SELF during your untap step." (502.3: the
    active player determines which of their permanents untap): a decision of its controller in
    each of their untap steps while it is tapped."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DoesntUntap(Ability):
    """A static ability: "[permanents] doesn't/don't untap during [its controller's / your /
    their controllers'] untap step(s)." (502.3: normally all the active player's permanents
    untap, but effects can keep some from untapping). ``affects`` is ``This()``,
    ``AttachedTo()`` ("Enchanted creature ...") or ``Each(selector)``; like a restriction, it is
    an effect on the permanent, applying even if the permanent loses all abilities. ``word``
    (not compared) is how the untap step is named: "your untap step", "its controller's untap
    step" or "their controllers' untap steps", one meaning (only the active player's
    permanents untap, 502.3)."""

    affects: ObjRef
    text: str = field(default="", compare=False)
    word: str = field(default="", compare=False)
    condition: Condition | None = None  # "... if it has a depletion counter on it"


# ---- additional costs of spells (601.2b, 601.2f-h) ---------------------------------------------


@dataclass(frozen=True, slots=True)
class AdditionalCost(Ability):
    """"As an additional cost to cast SELF, [cost]." (601.2b: announced; 601.2f: part of the
    total cost; 601.2h: paid with the rest). It applies however the spell is cast, and the
    spell can't be cast without the resources to pay it (118.3). ``cost`` has one part: a
    sacrifice, a discard, life, cards exiled from the graveyard or permanents returned to
    their owner's hand."""

    cost: Cost
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AdditionalCostChoice(Ability):
    """"As an additional cost to cast SELF, [cost] or [cost]." / "..., [cost], [cost], or
    [cost]." (601.2b: the caster chooses which one as the spell is cast, and only one that can
    be paid, 118.3; 601.2f: a mana option, "pay {3}", is added to the total cost; 601.2h: the
    others are paid with the rest). Each option is a ``Cost`` of one part."""

    options: tuple[Cost, ...]
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AlternativeCost(Ability):
    """"You may [cost] rather than pay SELF's mana cost." (118.9: an alternative cost, chosen
    as the spell is cast, 601.2b; at most one alternative cost applies, 118.9a; additional
    costs are still paid, 118.9d). ``cost`` has mana ("pay {W}{U}{B}{R}{G}") and/or parts paid
    by choosing objects or paying life, as an additional cost's (``AdditionalCost``), or none:
    "you may cast SELF without paying its mana cost" (118.9, 601.2b). ``condition``: "If you
    control a Swamp, you may ..." — the alternative is offered only while it holds for the
    caster as the spell is cast (``after``: printed after the cost, "... if there are ...")."""

    cost: Cost
    text: str = field(default="", compare=False)
    condition: Condition | None = None
    after: bool = field(default=False, compare=False)


_BEFORE_COMBAT = ("upkeep", "draw", "main1")
_COMBAT = ("begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
           "combat_damage", "end_combat")
CAST_TIMINGS: dict[str, tuple[tuple[str, ...], str]] = {
    "during combat": (_COMBAT, ""),
    "during combat on your turn": (_COMBAT, "yours"),
    "during combat on an opponent's turn": (_COMBAT, "opponents"),
    "during combat before blockers are declared": (_COMBAT[:2], ""),
    "during combat on your turn before blockers are declared": (_COMBAT[:2], "yours"),
    "during combat after blockers are declared": (_COMBAT[2:], ""),
    "during the declare attackers step": (("declare_attackers",), ""),
    "during your declare attackers step": (("declare_attackers",), "yours"),
    "during the declare blockers step": (("declare_blockers",), ""),
    "during the declare blockers step on an opponent's turn": (("declare_blockers",),
                                                               "opponents"),
    "before attackers are declared": ((*_BEFORE_COMBAT, "begin_combat"), ""),
    "during an opponent's turn, before attackers are declared": (
        (*_BEFORE_COMBAT, "begin_combat"), "opponents"),
    "before combat or during combat before blockers are declared": (
        (*_BEFORE_COMBAT, *_COMBAT[:2]), ""),
    "before the combat damage step": ((*_BEFORE_COMBAT, *_COMBAT[:3]), ""),
    "after combat": (("main2", "end", "cleanup"), ""),
    "during your end step": (("end",), "yours"),
    "during an opponent's upkeep": (("upkeep",), "opponents"),
}
"""The timings "Cast SELF only [timing]" names: the steps it may be cast in (500.1) and whose
turn it must be ("" any). Attackers are declared as the declare attackers step begins (508.1)
and blockers as the declare blockers step begins (509.1)."""


@dataclass(frozen=True, slots=True)
class CastOnly(Ability):
    """"Cast SELF only [timing] [and only if [condition]]." (601.3: a rule of the card limits
    when it may be cast; 113.6g: it works wherever the card is). ``timing`` is a key of
    ``CAST_TIMINGS`` or ""; the condition is seen from the player casting it."""

    timing: str = ""
    condition: Condition | None = None
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash(Ability):
    """"You may cast SELF as though it had flash if you pay {2} more to cast it." (``more``,
    601.2f: added to the total cost when it is cast at a time a sorcery couldn't have been
    cast, 307.1) / "You may cast SELF as though it had flash. If you cast it any time a sorcery
    couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
    beginning of the next cleanup step." (``sacrifice``: a delayed triggered ability, 603.7,
    514.3a). A permission to cast it at instant speed (601.3, 702.8a), from any zone."""

    more: str = ""
    sacrifice: bool = False
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CastLimit(Ability):
    """A static ability of a permanent: "Each player can't cast more than one spell each turn."
    (``each_player``) / "You can't cast more than one spell each turn.": a player who has cast
    ``count`` spells this turn (601.2i; copies aren't cast, 707.10) can't cast another; as a
    "can't" it wins over any permission (101.2), also while a spell or ability resolves."""

    count: int = 1
    each_player: bool = True
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SpellsCostLess(Ability):
    """A static ability of a permanent: "[Spells] you cast cost {N} less to cast." (601.2f: a
    cost reduction, part of determining the total cost; 118.7a: it reduces only the generic
    mana, never below {0}). ``pred`` describes the spells (their zone is the stack)."""

    pred: Pred
    generic: int
    text: str = field(default="", compare=False)
    each_noun: bool = field(default=False, compare=False)  # "Kithkin spells and Soldier spells"


@dataclass(frozen=True, slots=True)
class SpellsCostMore(Ability):
    """A static ability of a permanent: "Noncreature spells cost {1} more to cast." / "Spells
    your opponents cast cost {1} more to cast." (601.2f: a cost increase, part of the total
    cost, applied before reductions; 118.9d: also to a spell cast without paying its mana
    cost). ``caster``: whose spells, "" for anyone's, "you" or "opponents" (the permanent's
    controller's opponents)."""

    pred: Pred
    generic: int
    caster: str = ""
    text: str = field(default="", compare=False)
    each_noun: bool = field(default=False, compare=False)  # "Red spells and green spells"


@dataclass(frozen=True, slots=True)
class CostsLess(Ability):
    """"SELF costs {N} less to cast [if [condition] | for each [thing]]." (601.2f, 118.7a;
    113.6d: it functions on the stack, as the total cost is determined). The condition and the
    count are seen from the player casting it."""

    generic: int
    condition: Condition | None = None
    text: str = field(default="", compare=False)
    per: Quantity | None = None  # "for each [thing]": the reduction is generic × that count


@dataclass(frozen=True, slots=True)
class Restrict(Effect):
    """"[Objects] can't block / can't be blocked / can't attack or block this turn." (611.2a: a
    continuous effect on the objects it names as it resolves, until end of turn; 509.1b)."""

    what: ObjRef
    attack: bool = False
    block: bool = False
    blocked: bool = False


# ---- libraries (701.23 search, 701.24 shuffle) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class SearchLibrary(Effect):
    """"Search your library for [a / up to N] [cards], [reveal it,] put it into your hand /
    onto the battlefield [tapped] / into your graveyard, then shuffle." or "..., then shuffle
    and put that card on top." (701.23, 701.24b). ``what`` looks in the library; ``to`` is
    "hand", "battlefield", "graveyard" or "top". ``words`` (not compared): the pronouns as
    printed, for "reveal" and "put". ``who``: the player who searches their own library
    ("target player may search their library", 702.124j), "you" unless said."""

    what: Selector
    count: int = 1
    up_to: bool = False
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    words: tuple[str, str] = field(default=("", ""), compare=False)
    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class LookAtTop(Effect):
    """"Look at the top N cards of your library. Put K of them into your hand and the rest into
    your graveyard / on the bottom of your library in any order (in a random order)." or "...,
    then put them back in any order." (701.20e: only that player sees them). ``take``: how many
    go to the hand; ``rest``: "top" (back in any order), "graveyard", "bottom" or "random"
    (the bottom in a random order). ``word`` (not compared): "rest" or "other"."""

    amount: Quantity
    take: int = 0
    rest: str = "top"
    word: str = field(default="", compare=False)
    then: bool = field(default=False, compare=False)  # ", then put" rather than ". Put"
    what: Selector | None = None
    """The cards that may be taken ("You may reveal a creature card from among them and put it
    into your hand", "You may put a land card from among them onto the battlefield"): the
    player may take none, or up to ``take`` that fit; None: exactly ``take`` of any cards."""
    up_to: bool = False  # "up to N [cards]" rather than "a [card]"
    reveal: bool = False  # the cards taken are revealed (701.20a) before they are put
    to: str = "hand"  # "hand" or "battlefield"
    tapped: bool = False
    pronoun: str = field(default="", compare=False)  # "it", "that card", "them" as printed
    shown: bool = False  # "Reveal the top N cards": all of them are shown to every player
    take_all: bool = False
    """"Put all [cards] revealed this way into your hand": every card fitting ``what`` is taken,
    no choice (701.20a)."""


@dataclass(frozen=True, slots=True)
class ExileTop(Effect):
    """"Exile the top [N] card(s) of your library." (406.3: face up, seen by all); ``who``
    exiles from their own library ("that player exiles the top card of their library",
    ingest, 702.115a)."""

    amount: Quantity = 1
    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class MayPlayExiled(Effect):
    """"You may play that card this turn." / "Until end of turn, you may play that card." /
    "Until the end of your next turn, you may play those cards." after ``ExileTop`` in the same
    ability (601.3, 305.1): the cards it exiled may be played (``cast``: only cast) from exile
    by the ability's controller until ``until`` ("turn" or "next turn") ends; a card that
    leaves exile is a new object without the permission (400.7). ``words`` (not compared): the
    pronoun and where the duration was said ("lead" / "tail")."""

    until: str = "turn"
    cast: bool = False
    words: tuple[str, str] = field(default=("that card", "tail"), compare=False)


@dataclass(frozen=True, slots=True)
class RevealTop(Effect):
    """"Reveal the top card of your library." (701.20a: every player sees it), "Look at the top
    card of [player's] library." (``look``: 701.20e, only the ability's controller sees it),
    "[Player] reveals the top card of their library.". ``whose``: the library's owner, who
    reveals it. The card is what a following ``TopCard`` ("it", "that card") names."""

    whose: PlayerRef = field(default_factory=You)
    look: bool = False


@dataclass(frozen=True, slots=True)
class PutCard(Effect):
    """"Put it into your hand / onto the battlefield [tapped] / into your graveyard / on the
    bottom of your library." of a card looked at or revealed (``TopCard``, 400.3: into its
    owner's zone). ``reveal``: "reveal it and put it into your hand" (701.20a; otherwise a card
    only looked at stays hidden). ``who``: the player who puts it, the controller of a permanent
    it becomes (110.2a). ``words`` (not compared): the pronoun of "reveal it and put it", the
    possessive of the zone ("your", "their", "that player's") and "that player" where the text
    named the subject so."""

    what: ObjRef
    to: str
    tapped: bool = False
    reveal: bool = False
    who: PlayerRef = field(default_factory=You)
    words: tuple[str, str, str] = field(default=("", "", ""), compare=False)


@dataclass(frozen=True, slots=True)
class RevealUntil(Effect):
    """"Reveal cards from the top of your library until you reveal a [card]. Put that card into
    your hand / onto the battlefield [tapped] and the rest on the bottom of your library in a
    random order / into your graveyard." (701.20a): cards are revealed one at a time from the
    top until one matching ``what`` is; if none does, the whole library is revealed and all of
    it is "the rest". ``rest``: "random" (the bottom, in a random order) or "graveyard"."""

    what: Selector
    to: str = "hand"
    tapped: bool = False
    rest: str = "random"


@dataclass(frozen=True, slots=True)
class Shuffle(Effect):
    """"Shuffle your library." / "Target player shuffles their library." (701.24a); with
    ``graveyard``, "... shuffles their graveyard into their library": every card of the
    player's graveyard is put into their library first (400.7), then it is shuffled."""

    who: PlayerRef = You()
    graveyard: bool = False


# ---- revealed hands (701.20a) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealHandChoose(Effect):
    """"[Player] reveals their hand. You [may] choose a [card] from it [with ...]. That player
    discards that card." / "... Exile that card." / "... and exile that card." / "... If you
    do, that player discards that card." (701.20a: the hand is shown to every player; 701.9a-b:
    a discard of a card another player chose; 406.1). ``what`` looks in the hand; ``late`` is a
    condition printed after "from it" ("with mana value 4 or greater"). ``action``: "discard"
    or "exile". ``join`` (not compared): how the action was joined (". " / " and ")."""

    who: PlayerRef
    what: Selector
    late: Pred | None = None
    action: str = "discard"
    may: bool = False
    join: str = field(default=". ", compare=False)


# ---- divided damage (601.2d) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDivided(Effect):
    """"[Source] deals N damage divided as you choose among one, two, or three targets / any
    number of target creatures." (601.2d: the controller announces the division as the spell
    is cast or the ability put on the stack, at least 1 to each target; 608.2b: damage divided
    to a target that became illegal isn't dealt). ``to`` is the divided target phrase."""

    amount: Quantity
    to: Targeted
    source: ObjRef = This()


# ---- prevention (615) ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PreventDamage(Effect):
    """"Prevent the next N damage that would be dealt to [any target] this turn." (615.7, a
    shield) / "Prevent all [combat] damage that would be dealt [to / by X] this turn." (615.1).
    ``amount`` None: all; ``to`` / ``by`` None: to / by anything; ``combat``: combat damage
    only. The objects and players are those named as it resolves."""

    amount: Quantity | None = None
    to: ObjRef | PlayerRef | None = None
    by: ObjRef | None = None
    combat: bool = False


@dataclass(frozen=True, slots=True)
class RedirectDamage(Effect):
    """"The next 1 damage that would be dealt to SELF this turn is dealt to target creature you
    control instead." A redirection effect (614.9) that works like a shield (615.7): up to
    ``amount`` damage that would be dealt to ``frm`` this turn is dealt to ``to`` instead, and
    the shield is used up by each 1 damage it redirects. The objects and players are those named
    as it resolves. ``turn_first`` (not compared): worded "dealt this turn to [X]"."""

    amount: Quantity
    frm: ObjRef | PlayerRef
    to: ObjRef | PlayerRef
    turn_first: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class PreventNextFromSource(Effect):
    """"The next time a [red] source of your choice would deal damage [to X] this turn,
    prevent that damage." (609.7a: the controller chooses the source as the effect is created,
    among permanents and spells, and those with ``sources``; 609.7b: the shield rechecks
    ``sources`` when the damage would be dealt). ``to`` None: damage to anything. It prevents
    one damage event, all of it, then is gone (615.1a)."""

    sources: Pred = ANYTHING
    to: ObjRef | PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class PreventAllDamage(ReplacementAbility):
    """A static prevention effect (615.1a, 614.1): "Prevent all [combat] damage that would be
    dealt to SELF / enchanted creature / you [by creatures]." / "... dealt by enchanted
    creature." / "... dealt to and dealt by enchanted creature.". ``to`` / ``by``: the object
    or player (seen from the permanent with the ability), None for any; ``sources``: what the
    source must be ("by artifact creatures").

    Worded "If [a red] source would deal damage to X, prevent N of that damage." /  "If damage
    would be dealt to X, prevent that damage. [Effect]." (``worded_if``): ``amount`` None
    prevents all of each damage event, N prevents N of it; ``then`` is done immediately after
    the damage event, once for damage dealt at the same time (615.5)."""

    to: ObjRef | PlayerRef | None = None
    by: ObjRef | None = None
    sources: Pred | None = None
    combat: bool = False
    amount: Quantity | None = None
    then: Effect | None = None
    worded_if: bool = False
    text: str = field(default="", compare=False)
    event: ClassVar[str] = "damage"


@dataclass(frozen=True, slots=True)
class UmbraArmor(ReplacementAbility):
    """702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on
    it and destroy this Aura." (what the keyword umbra armor means; 614.8 as regeneration)."""

    text: str = field(default="Umbra armor", compare=False)
    event: ClassVar[str] = "destroy"


# ---- choosing, moving and damaging -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReturnChosen(Effect):
    """"Return a [permanent] you control to its owner's hand.": the controller chooses which as
    it resolves (608.2d; not targeted, 115.1)."""

    what: Selector
    count: int = 1


@dataclass(frozen=True, slots=True)
class UntapChosen(Effect):
    """"Untap up to two lands.": the controller chooses up to ``count`` of the permanents that
    fit as it resolves (608.2d; not targeted, 115.1) and untaps them (701.26b)."""

    what: Selector
    count: int


@dataclass(frozen=True, slots=True)
class TapOrUntap(Effect):
    """"Tap or untap [objects]." (701.26): the controller chooses which as it resolves
    (608.2d)."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class PutInLibrary(Effect):
    """"Put [objects] on top of / on the bottom of its owner's library." (401.4: several are
    ordered by their owner). ``yours`` (not compared): the text said "your library" of cards
    from your graveyard, which are yours (404.2), and ``any_order`` that it said "in any order",
    which 401.4 says anyway."""

    what: ObjRef
    top: bool = True
    yours: bool = field(default=False, compare=False)
    any_order: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class DamageEach(Effect):
    """"[Source] deals N damage to each [creature] and each player." All of it dealt at once, one
    damage event (120.4)."""

    amount: Quantity
    objects: ObjRef
    players: PlayerRef
    source: ObjRef = This()


@dataclass(frozen=True, slots=True)
class DamageSplit(Effect):
    """"[Source] deals 1 damage to any target and 1 damage to you.": one effect dealing damage
    of its own amount to each of several recipients (120.2), all at once as one damage event
    (120.4), so a creature and a player it kills leave together and lifelink counts it all
    together (702.15b). Each part is a ``DealDamage`` of the same source. ``shared`` (not
    compared): the amount was printed once for two recipients ("4 damage to target player or
    planeswalker and each creature that player or that planeswalker's controller controls")."""

    parts: tuple[DealDamage, ...]
    shared: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class Fight(Effect):
    """"[first] fights [second]." (701.14a): each deals damage equal to its power to the other,
    at once; neither does if either is gone, no longer a creature or an illegal target
    (701.14b). Not combat damage (701.14d)."""

    first: ObjRef
    second: ObjRef


# ---- spells on the stack (707.10) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CopySpell(Effect):
    """"Copy target instant or sorcery spell. You may choose new targets for the copy."
    (707.10: a copy with the same choices, put on the stack by this ability's controller, who
    may change its targets, 707.10c). ``amount``: how many copies (702.40a, storm: "copy it
    for each other spell that was cast before it this turn")."""

    what: ObjRef
    amount: Quantity = 1


@dataclass(frozen=True, slots=True)
class Cascade(Effect):
    """702.85a, the effect of cascade's cast trigger: "exile cards from the top of your library
    until you exile a nonland card whose mana value is less than this spell's mana value. You
    may cast that card without paying its mana cost if the resulting spell's mana value is less
    than this spell's mana value. Then put all cards exiled this way that weren't cast on the
    bottom of your library in a random order." "This spell" is the ability's source, as it
    last existed on the stack if it has left (608.2h)."""


@dataclass(frozen=True, slots=True)
class Ripple(Effect):
    """702.60a, the effect of ripple's cast trigger: "you may reveal the top N cards of your
    library, or, if there are fewer than N cards in your library, you may reveal all the cards
    in your library. If you reveal cards from your library this way, you may cast any of those
    cards with the same name as this spell without paying their mana costs, then put all
    revealed cards not cast this way on the bottom of your library in any order." "This spell"
    is the ability's source, as it last existed on the stack if it has left (608.2h)."""

    amount: int


@dataclass(frozen=True, slots=True)
class Discover(Effect):
    """"Discover N." (701.57a): "exile cards from the top of your library until you exile a
    nonland card with mana value N or less. You may cast that card without paying its mana cost
    if the resulting spell's mana value is less than or equal to N. If you don't cast it, put
    that card into your hand. Put the remaining exiled cards on the bottom of your library in a
    random order"."""

    amount: Quantity


# ---- keyword actions with predefined results (701) ---------------------------------------------


@dataclass(frozen=True, slots=True)
class Investigate(Effect):
    """"Investigate." (701.16a): create a Clue token (111.10f)."""


@dataclass(frozen=True, slots=True)
class PhaseOut(Effect):
    """"[It] phases out." / "[Those creatures] phase out." (702.26b): each permanent it names
    phases out (its Auras and Equipment with it, 702.26g) and is treated as though it doesn't
    exist until it phases in during its controller's next untap step (502.1). ``word`` (not
    compared): "phases" or "phase" as printed."""

    what: ObjRef
    word: str = field(default="phases", compare=False)


@dataclass(frozen=True, slots=True)
class Explore(Effect):
    """"[It] explores." (701.44a): its controller reveals the top card of their library; a land
    card goes to their hand, otherwise the permanent gets a +1/+1 counter and they may put the
    card into their graveyard."""

    what: ObjRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class Connive(Effect):
    """"[It] connives [N]." (701.50a, 701.50e): its controller draws N cards, then discards N
    cards, and the permanent gets a +1/+1 counter for each nonland card discarded this way.
    ``amount`` is None for plain "connives" (N = 1, printed without a number)."""

    what: ObjRef = field(default_factory=This)
    amount: Quantity | None = None


@dataclass(frozen=True, slots=True)
class Amass(Effect):
    """"Amass [subtype] N." (701.47a): if you control no Army creature, create a 0/0 black
    [subtype] Army creature token; choose an Army creature you control, put N +1/+1 counters
    on it, and it becomes a [subtype] in addition to its other types if it isn't one."""

    subtype: str
    amount: Quantity


@dataclass(frozen=True, slots=True)
class Clash(Effect):
    """"Clash with an opponent." (701.30b): choose an opponent; you and that opponent each
    reveal the top card of your libraries and may put it on the bottom (701.30a, c). Whether
    you won (701.30d) is what a later "If you win, ..." (``WonClash``) reads."""


@dataclass(frozen=True, slots=True)
class Bolster(Effect):
    """"Bolster N." (701.39a): choose a creature you control with the least toughness (or tied
    for it) among creatures you control, as it resolves; put N +1/+1 counters on it."""

    amount: Quantity


@dataclass(frozen=True, slots=True)
class Adapt(Effect):
    """"Adapt N." (701.46a): if this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it."""

    amount: Quantity


@dataclass(frozen=True, slots=True)
class Support(Effect):
    """"Support N." (701.41a): put a +1/+1 counter on each of up to N other target creatures
    (target creatures, for an instant or sorcery); ``what`` is that target phrase."""

    amount: int
    what: ObjRef


@dataclass(frozen=True, slots=True)
class Monstrosity(Effect):
    """"Monstrosity N." (701.37a): if this permanent isn't monstrous, put N +1/+1 counters on it
    and it becomes monstrous (a designation kept until it leaves the battlefield, 701.37b)."""

    amount: Quantity


@dataclass(frozen=True, slots=True)
class Proliferate(Effect):
    """"Proliferate." (701.34a): choose any number of permanents and/or players that have a
    counter; each gets another counter of each kind it already has."""


__all__ = ["Adapt", "Bolster", "Clash", "AdditionalCost", "AdditionalCostChoice",
           "AlternativeCost", "AdditionalLandThisTurn", "AdditionalLands",
           "Amass",
           "CAST_TIMINGS", "Cascade", "CastAsThoughFlash", "CastLimit", "CastOnly", "Connive",
           "CopySpell", "CostsLess",
           "DamageEach", "DamageSplit", "DealDivided", "Discover", "Monstrosity", "Support",
           "DestroyNoRegen", "DoesntUntap", "DoesntUntapNext", "ExileTop", "Explore", "Fight",
           "Investigate", "LookAtTop", "PhaseOut", "MayNotUntap", "MayPlayExiled", "NoMaximumHandSize",
           "PlayerHas",
           "PreventAllDamage", "PreventDamage", "PreventNextFromSource", "Proliferate", "PutCard",
           "RedirectDamage",
           "PutInLibrary", "Regenerate", "Restrict", "Restriction", "ReturnChosen", "UntapChosen",
           "RevealHandChoose", "RevealTop", "RevealUntil", "Ripple", "SearchLibrary", "Shuffle",
           "SpellsCostLess", "SpellsCostMore", "TapOrUntap", "UmbraArmor"]
