"""The parsed form of a scenario file: what the loader produces and the runner executes.

Every part keeps the line it was written on, so a failure can point at it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.card import CardDef
    from .expect import Expect


class ScenarioFailure(Exception):
    """The scenario ran but didn't go as written (exit code 1). ``diffs`` are
    (what, expected, actual) triples for a readable expected-versus-actual report."""

    def __init__(self, line: int, message: str,
                 diffs: list[tuple[str, Any, Any]] | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.message = message
        self.diffs = diffs or []


# ---- references to objects and players ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ref:
    """How a scenario names an object or player (see docs/scenarios.md, "Referring to objects").

    ``Grizzly Bears`` (a name), ``Grizzly Bears#2`` (the second by creation order), ``@bear``
    (a setup handle), ``token:Soldier`` / ``card:Grizzly Bears`` (only tokens / only cards),
    ``Bo's Grizzly Bears`` (controlled by Bo on the battlefield or stack, owned by Bo elsewhere),
    ``Soul Warden's trigger`` / ``Prodigal Sorcerer's ability`` (an ability on the stack), and
    player names.
    """

    text: str
    line: int
    name: str = ""
    handle: str = ""
    index: int = 0
    only: str = ""  # "token" or "card"
    player: str = ""  # "Bo's ..." qualifier
    ability: str = ""  # "triggered" or "activated" for "X's trigger" / "X's ability"

    def __str__(self) -> str:
        return self.text


# ---- setup --------------------------------------------------------------------------------------


@dataclass(slots=True)
class CardSpec:
    """One card or token placed before the game starts."""

    line: int
    card: CardDef
    zone: str
    owner: str
    controller: str
    tapped: bool = False
    sick: bool = False
    counters: dict[str, int] | None = None
    damage: int = 0
    attached_to: Ref | None = None
    handle: str = ""
    token: bool = False
    face_down: bool = False  # 708: a face-down permanent (its morph or disguise ability's)


@dataclass(slots=True)
class PlayerSetup:
    """A player's starting state. ``library`` None means "enough basic lands"."""

    name: str
    line: int
    life: int = 20
    poison: int = 0
    mana_pool: list[int] = field(default_factory=lambda: [0] * 6)
    lands_played: int = 0
    monarch: bool = False  # 724: the player starts as the monarch
    library: list[CardSpec] | None = None
    cards: list[CardSpec] = field(default_factory=list)  # hand, graveyard, exile, battlefield


@dataclass(slots=True)
class TurnSpec:
    number: int
    active: str
    step: str
    priority: str
    line: int


# ---- script steps -------------------------------------------------------------------------------


@dataclass(slots=True)
class Step:
    """A script step; ``line`` is where it is written."""

    line: int

    @property
    def label(self) -> str:
        return type(self).__name__.lower()


@dataclass(slots=True)
class Payment:
    """How mana is paid: ``auto`` (the first plan the engine offers), ``ask`` (leave the payment
    decision to a later ``choose``) or ``sources`` (the plan that taps exactly these permanents,
    spends exactly ``pool`` from the mana pool and pays exactly ``life``)."""

    mode: str = "auto"
    sources: tuple[tuple[str, str], ...] = ()  # (permanent name, mana it makes or "")
    life: int = 0  # life paid for Phyrexian symbols (107.4f)
    pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)  # WUBRGC spent from the pool


@dataclass(slots=True)
class Cast(Step):
    player: str = ""
    card: Ref | None = None
    targets: list[Any] = field(default_factory=list)  # Ref, or list[Ref] for a multi-target
    x: int | None = None
    pay: Payment = field(default_factory=Payment)
    modes: list[int | str] = field(default_factory=list)  # 1-based mode numbers or mode text
    from_zone: str = "hand"  # or "graveyard" (flashback, 702.34a), "exile" (601.3)
    kicked: int | None = None  # 702.33: kicker costs paid (yes to each), multikicker: times
    cost: str | None = None  # 601.2b: which of a choice of additional costs ("pay {5}")


@dataclass(slots=True)
class Activate(Step):
    player: str = ""
    source: Ref | None = None
    ability: int | str | None = None  # 1-based among activated abilities, or text
    targets: list[Any] = field(default_factory=list)
    x: int | None = None
    pay: Payment = field(default_factory=Payment)
    color: str | None = None


@dataclass(slots=True)
class Play(Step):
    player: str = ""
    card: Ref | None = None
    from_zone: str = "hand"  # or "exile" (an effect's permission, 305.1)


@dataclass(slots=True)
class Attack(Step):
    pairs: list[tuple[Ref, Ref | None]] = field(default_factory=list)  # None: the only opponent


@dataclass(slots=True)
class Block(Step):
    player: str = ""
    pairs: list[tuple[Ref, Ref]] = field(default_factory=list)


@dataclass(slots=True)
class Pass(Step):
    player: str = ""


@dataclass(slots=True)
class Resolve(Step):
    count: int | None = None  # None: until the stack is empty (unless ``until`` is given)
    until: Ref | None = None


@dataclass(slots=True)
class Advance(Step):
    step: str = ""
    turn: int | None = None  # None: the next time ``step`` comes


@dataclass(slots=True)
class Choose(Step):
    player: str = ""
    decision: str = ""
    answer: Any = None
    answer_line: int = 0


@dataclass(slots=True)
class Concede(Step):
    player: str = ""


@dataclass(slots=True)
class Checkpoint(Step):
    expect: Expect | None = None


@dataclass(slots=True)
class Illegal(Step):
    """``expect_illegal``: the inner step must be refused, citing one of ``rules``."""

    step: Step | None = None
    rules: tuple[str, ...] = ()


# ---- the whole file -----------------------------------------------------------------------------


@dataclass(slots=True)
class Branch:
    """One alternative of ``either``: answer ``when`` wherever it arises, then expect ``expect``."""

    line: int
    when: Choose
    expect: Expect


@dataclass(slots=True)
class Scenario:
    path: str
    name: str
    players: list[str]
    turn: TurnSpec
    setup: dict[str, PlayerSetup]
    script: list[Step]
    expect: Expect | None
    either: list[Branch] = field(default_factory=list)
    rulings: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    seed: int = 0
    line: int = 1
