"""Generated smoke scenarios: one small game per ability of a card, checked against its IR.

For each ability of a card's IR (:func:`manastack.cards.compiler.compile.compile_record`) a
two-player board is built through the public game API (``place``, ``start``, ``pending``,
``submit``): lands that pay the cost, an object satisfying each target phrase (a pool card whose
printed characteristics satisfy the IR selector, vanilla creatures first), and whatever makes the
trigger happen. The ability is then cast, activated or triggered, the decisions are answered (the
arranged targets, each mode in turn, X = 2, "may" = yes, kicker costs unpaid, otherwise the first
legal option), and the state after it resolves is compared with the change the IR node predicts.
The prediction is made here, by one spec function per effect node type, from the IR and the state
before: it never calls the engine's handlers. An effect node without a spec is reported
``unchecked``, never passed.

See the design note ``oracle-compiler.md``, "Per-card generated tests that aren't empty", item 3.

    >>> smoke_card("Lightning Bolt").passed
    True
"""

from __future__ import annotations

import datetime
import itertools
import random
import re
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import cache, partial, wraps
from typing import Any, TypeVar

from .. import ir
from ..game.decisions import (
    NO,
    PASS,
    YES,
    Activate,
    Cast,
    Decision,
    IllegalAction,
    Pair,
    PlayLand,
    TurnFaceUp,
)
from ..game.game import CardNotSupported, Game
from ..game.objects import PHASED_OUT, GameObject, StackAbility
from ..game.setup import place
from ..rules.bestow import ENCHANT_CREATURE
from ..rules.bestow import bestow as make_bestowed
from ..rules.card import equip_ability, trigger_zone
from ..rules.describe import describe_cost_part
from ..rules.keywords import REGISTRY as KEYWORDS
from ..rules.keywords import expansions as keyword_expansions
from ..rules.mana import total_pool
from ..rules.sagas import final_chapter
from ..rules.select import AFTER_BLOCKS
from ..rules.subtypes import kind as subtype_kind

__all__ = [
    "AbilityResult", "SmokeResult", "SmokeSummary", "smoke_all", "smoke_card", "smoke_sample",
    "sample_names", "supported_names", "week_seed",
]

PASSED, FAILED, SKIPPED, ERROR, UNCHECKED = "passed", "failed", "skipped", "error", "unchecked"
FILLER = "Wastes"  # library and hand filler: a basic land of no color, with no other ability
LIBRARY = 12
HAND = 2
X_VALUE = 2
SURVIVES = 8  # a toughness a creature keeps through what the harness arranges (704.5f)
MAX_DECISIONS = 600
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                        "Land", "Planeswalker", "Sorcery", "Tribal"})
BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""305.6: the basic land types and the mana their intrinsic abilities add."""
BASIC_FOR = {v: k for k, v in BASIC_MANA.items()} | {"C": "Wastes"}
MANA_LETTERS = "WUBRGC"
SYMBOL = re.compile(r"\{([^}]*)\}")


# ---- results ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AbilityResult:
    """The smoke check of one ability (one mode of a modal one, one keyword): ``status`` is
    ``passed``, ``failed: <what differed>``, ``skipped: <why>``, ``error: <exception>`` or
    ``unchecked: <IR nodes without a spec>``."""

    label: str
    status: str
    seconds: float = 0.0
    predicted: str = ""  # what the IR predicted, in short

    @property
    def outcome(self) -> str:
        return self.status.split(":", 1)[0]


@dataclass(frozen=True, slots=True)
class SmokeResult:
    """All the smoke checks of one card."""

    name: str
    abilities: tuple[AbilityResult, ...]
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        """Every ability (keyword, static, mode) was checked and matched its prediction."""
        return bool(self.abilities) and all(a.outcome == PASSED for a in self.abilities)

    @property
    def failed(self) -> bool:
        """Some ability differed from its prediction, or the engine raised."""
        return any(a.outcome in (FAILED, ERROR) for a in self.abilities)

    @property
    def status(self) -> str:
        """``passed``, ``failed``, or ``incomplete`` (something skipped or unchecked)."""
        return PASSED if self.passed else FAILED if self.failed else "incomplete"

    def problems(self) -> list[AbilityResult]:
        """The abilities that didn't pass."""
        return [a for a in self.abilities if a.outcome != PASSED]


@dataclass(frozen=True, slots=True)
class SmokeSummary:
    """The results of a smoke run over many cards, with its seed and timing."""

    results: tuple[SmokeResult, ...]
    seconds: float
    seed: int | None = None

    def counts(self) -> dict[str, int]:
        c = Counter(r.status for r in self.results)
        return {k: c.get(k, 0) for k in (PASSED, FAILED, "incomplete")}

    def ability_counts(self) -> dict[str, int]:
        c = Counter(a.outcome for r in self.results for a in r.abilities)
        return {k: c.get(k, 0) for k in (PASSED, FAILED, ERROR, SKIPPED, UNCHECKED)}

    @property
    def failed(self) -> list[SmokeResult]:
        return [r for r in self.results if r.failed]

    def text(self) -> str:
        """A short human summary."""
        n = len(self.results)
        c, a = self.counts(), self.ability_counts()
        per = 1000 * self.seconds / max(n, 1)
        seed = "" if self.seed is None else f" (seed {self.seed})"
        return (f"{n} cards{seed}: {c[PASSED]} passed, {c[FAILED]} failed, {c['incomplete']} "
                f"incomplete; abilities: " + ", ".join(f"{v} {k}" for k, v in a.items()) +
                f"; {self.seconds:.1f} s, {per:.0f} ms per card")


class Skip(Exception):
    """The board for this ability can't be built (yet): reported as ``skipped``."""


class Mismatch(Exception):
    """The engine refused what the IR says is possible (an arranged legal target wasn't offered,
    an ability whose cost was arranged can't be activated): reported as ``failed``."""


class Unpredictable(Exception):
    """An IR node without a spec function: reported as ``unchecked``."""

    def __init__(self, node: object) -> None:
        super().__init__(type(node).__name__ if not isinstance(node, str) else node)
        self.node = str(self)


# ---- what the checker sees of an object -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class View:
    """An object's characteristics (109.3) and state as this checker sees them: from
    ``game.chars`` for an object in the game, from the printed card for a candidate."""

    name: str
    types: frozenset[str]
    subtypes: tuple[str, ...]
    supertypes: frozenset[str]
    colors: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    mana_value: int
    abilities: int = 0
    id: int = 0
    zone: str = ""
    owner: int = 0
    controller: int = 0
    tapped: bool = False
    token: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    attacking: bool = False
    blocking: bool = False
    spell: bool = False  # an object on the stack that is a card (a spell, 112.1)
    text: str = ""
    chosen: tuple[tuple[str, str], ...] = ()  # 614.12: choices made as it entered
    from_hand: bool = False  # a spell cast from its owner's hand (rebound, 702.88a)
    unblocked: bool = False  # 509.1h: attacking, blockers declared, none for it
    ring_bearer: bool = False  # 701.54c: its controller's Ring-bearer, legendary by The Ring
    monstrous: bool = False  # 701.37b: a designation, not a characteristic
    targets: tuple[tuple[Any, ...], ...] = ()  # a spell's or ability's on the stack (601.2c)

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)


def view_of(game: Game, obj: GameObject) -> View:
    ch = game.chars(obj)
    return View(ch.name, frozenset(ch.types), tuple(ch.subtypes), frozenset(ch.supertypes),
                frozenset(ch.colors), frozenset(ch.keywords), ch.power, ch.toughness,
                ch.mana_value, len(ch.abilities), obj.id, obj.zone, obj.owner, obj.controller,
                obj.tapped, obj.token, obj.damage, tuple(sorted((obj.counters or {}).items())),
                obj.attached_to, obj.attacking is not None, bool(obj.blocking),
                obj.zone == "stack", ch.text, getattr(obj, "chosen", ()),
                getattr(obj, "cast_from", "") == "hand",
                obj.attacking is not None and not obj.blocked and game.step in AFTER_BLOCKS,
                game.ring_bearers.get(obj.controller) == obj.id, getattr(obj, "monstrous", False),
                tuple(map(tuple, obj.targets)) if obj.zone == "stack" else ())


def split_type_line(line: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    """205.1: a type line's supertypes, card types and subtypes."""
    left, _, right = line.partition("—")
    words = left.split()
    return (frozenset(w for w in words if w in SUPERTYPES),
            frozenset(w for w in words if w in CARD_TYPES), tuple(right.split()))


def mana_symbols(cost: str) -> list[str]:
    return SYMBOL.findall(cost or "")


def cost_colors(cost: str) -> frozenset[str]:
    """202.2: an object's colors are the colors of the mana symbols in its mana cost."""
    return frozenset(c for s in mana_symbols(cost) for c in s.split("/") if c in "WUBRG")


def cost_mana_value(cost: str) -> int:
    """202.3: the mana value (X is 0, 202.3e; {2/W} counts 2, 202.3f)."""
    total = 0
    for s in mana_symbols(cost):
        parts = s.split("/")
        if s.isdigit():
            total += int(s)
        elif s in ("X", "Y", "Z"):
            continue
        else:
            total += max(int(p) if p.isdigit() else 1 for p in parts)
    return total


def printed_view(card: Any) -> View:
    """A candidate card's printed characteristics, read from its definition's attributes."""
    power = card.power if isinstance(card.power, int) else None
    toughness = card.toughness if isinstance(card.toughness, int) else None
    return View(card.name, frozenset(card.types), tuple(card.subtypes), frozenset(card.supertypes),
                frozenset(card.colors), frozenset(card.keywords), power, toughness,
                card.mana_cost.mana_value, len(getattr(card, "abilities", ()) or ()),
                text=card.text)


def ir_view(card: ir.Card | ir.TokenSpec) -> View:
    """The characteristics an IR card or token definition prints (108.1, 111.4)."""
    sup, types, sub = split_type_line(card.type_line)
    cost = getattr(card, "mana_cost", "")
    keywords = frozenset(card.keywords)
    if isinstance(card, ir.TokenSpec):
        colors = frozenset(card.colors)
    else:
        colors = frozenset(card.colors) if card.colors is not None else cost_colors(cost)
        keywords |= {word for word, kind in (("enchant", ir.Enchant), ("equip", ir.Equip))
                     if any(isinstance(a, kind) for a in card.abilities)}  # 702.5, 702.6
    if "devoid" in card.keywords:  # 702.114a: colorless (a characteristic-defining ability)
        colors = frozenset()
    if "changeling" in card.keywords and types & {"Creature", "Kindred"}:  # 702.73a
        from ..ir.typeline import CREATURE_TYPES

        sub = sub + tuple(sorted(CREATURE_TYPES - set(sub)))
    named = {a.name for a in card.abilities if isinstance(a, ir.KeywordAbility)}  # "echo" (702)
    return View(card.name, types, sub, sup, colors, frozenset(keywords) | named,
                card.power if isinstance(card.power, int) else None,
                card.toughness if isinstance(card.toughness, int) else None,
                cost_mana_value(cost))


# ---- snapshots ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerState:
    life: int
    hand: tuple[int, ...]
    library: int
    graveyard: tuple[int, ...]
    pool: tuple[int, ...]
    out: bool = False  # lost or left the game (104.3, 800.4a)


def untapped_lands(objects: dict[int, View], battlefield: Iterable[int], pid: int) -> int:
    return sum(1 for o in battlefield if (v := objects[o]).controller == pid and
               "Land" in v.types and not v.tapped)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The observable state at one moment: players, and a view of every public object."""

    players: dict[int, PlayerState]
    objects: dict[int, View]
    battlefield: tuple[int, ...]
    stack: tuple[int, ...]
    exile: tuple[int, ...]
    active: int
    turn: int
    step: str
    monarch: int | None = None  # 724
    ring_tempted: tuple[tuple[int, int], ...] = ()  # 701.54c: (player, times) tempted
    exiled_with: tuple[tuple[int, tuple[int, ...]], ...] = ()  # 607.2a: by the exiling object
    libraries: dict[int, tuple[View, ...]] = field(default_factory=dict)  # top first: hidden
    # (401.2), but the harness arranged them; not among ``objects``

    def zone_of(self, oid: int) -> str:
        v = self.objects.get(oid)
        return v.zone if v is not None else ""

    def seen(self, oid: int) -> View | None:
        """The object's view, a library card's too."""
        found = self.objects.get(oid)
        if found is not None:
            return found
        return next((v for cards in self.libraries.values() for v in cards if v.id == oid), None)


def snapshot(game: Game) -> Snapshot:
    objects: dict[int, View] = {}
    for oid, obj in game.objects.items():
        if isinstance(obj, GameObject) and obj.zone != "library":
            objects[oid] = view_of(game, obj)
    players = {p.id: PlayerState(p.life, tuple(p.hand), len(p.library), tuple(p.graveyard),
                                 tuple(total_pool(p)), p.lost or p.left) for p in game.players}
    return Snapshot(players, objects, tuple(game.battlefield), tuple(game.stack),
                    tuple(game.exile), game.active_player.id, game.turn, game.step, game.monarch,
                    tuple(sorted(game.ring_tempted.items())),
                    tuple(sorted((k, tuple(v)) for k, v in game.exiled_with.items())),
                    {p.id: tuple(view_of(game, game.objects[o])  # type: ignore[arg-type]
                                 for o in reversed(p.library)) for p in game.players})


# ---- evaluating the IR's expressions against a snapshot -----------------------------------------


@dataclass(slots=True)
class Bindings:
    """What the IR's references name in one run: controller, source, targets, X, the event."""

    before: Snapshot
    me: int
    opp: int
    source: int
    source_view: View | None
    targets: tuple[tuple[int, ...], ...] = ()
    x: int = 0
    event_object: int | None = None
    event_player: int | None = None
    event_mana: str = ""
    event_amount: int | None = None  # the triggering event's amount ("that much", 603.2)
    event_target: int | None = None  # the object the event was done to ("that creature")
    current: int | None = None
    moved: list[int] = field(default_factory=list)
    exiled: list[int] = field(default_factory=list)  # cards an Exile effect moved (not tokens)
    fodder: int | None = None
    copy_choice: int | None = None
    text_change: tuple[str, str] | None = None
    players: tuple[int, ...] = ()
    printed: bool = False  # evaluating a candidate's printed characteristics, not a live object
    picked_first: tuple[int, ...] = ()  # what a player told to sacrifice or discard picks
    # first (the arranged permanents, cards)
    lki: dict[int, View] = field(default_factory=dict)  # objects as they were before (608.2h)
    moved_to: dict[int, int] = field(default_factory=dict)  # 400.7e: what a trigger can find
    top: list[int] = field(default_factory=list)  # the cards revealed from a library (TopCard)
    top_put: list[str] = field(default_factory=list)  # where PutCard put them (WasPut)
    stacked: dict[int, list[int]] = field(default_factory=dict)  # put on top, by owner (401.4)
    kicked: tuple[str, ...] = ()  # the kicker costs paid: none unless arranged (702.33a)
    counters_removed: int | None = None  # "Remove any number of ... counters" (601.2h)
    reflexive: list[tuple[Any, tuple[tuple[int, ...], ...]]] = field(default_factory=list)
    chosen_type: str | None = None  # the creature type chosen as it resolved (608.2d)
    sacrificed: list[int] = field(default_factory=list)  # what players chose to sacrifice
    happened: tuple[Happening, ...] | None = None  # the turn's history the harness made
    spent: str | None = None  # the mana types spent to cast the card under test (601.2h)
    event_spent: str | None = None  # and to cast the spell a trigger's event is about
    counting: Snapshot | None = None  # 608.2c: the state earlier parts made, for counting
    new_targets: dict[int, tuple[Any, ...]] = field(default_factory=dict)  # 115.7d: answered
    abilities: dict[int, tuple[ir.Effect, int]] = field(default_factory=dict)  # triggered
    # abilities on the stack the harness arranged, with their effect and source (603.3)

    def view(self, oid: int) -> View | None:
        if oid == self.source and self.source_view is not None and (
                oid not in self.before.objects or self.before.objects[oid].zone != "battlefield"):
            return self.source_view
        found = self.before.objects.get(oid)
        return found if found is not None else self.lki.get(oid)


def quantity(q: ir.Quantity, b: Bindings) -> int:
    """107.1, 107.3: the number a quantity stands for, from the state before the effect (or
    the one the effect's earlier parts made, 608.2c)."""
    if isinstance(q, int):
        return q
    if b.counting is not None:
        b = replace(b, before=b.counting, counting=None)
    if isinstance(q, ir.XValue):
        return b.x
    if isinstance(q, ir.TimesKicked):  # the policy pays a kicker cost only if arranged (702.33c)
        return len(b.kicked)
    if isinstance(q, ir.Count):
        return len(select(q.what, b))
    if isinstance(q, ir.TypesAmong):  # 205.2a card types, 305.6 basic land types
        from ..ir.typeline import BASIC_LAND_MANA, CARD_TYPES

        views = [b.before.objects[o] for o in select(q.what, b)]
        if q.kind == "card":
            return len({t for v in views for t in v.types if t in CARD_TYPES})
        return len({t for v in views for t in v.subtypes if t in BASIC_LAND_MANA})
    if isinstance(q, ir.Greatest):
        return max((int(getattr(b.before.objects[o], q.prop) or 0) for o in select(q.what, b)),
                   default=0)
    if isinstance(q, ir.CountersOn):  # of the object as it last existed (608.2h)
        found = [b.view(o) for o in objects(q.obj, replace(b, moved_to={}))]
        return sum(v.counter(q.kind) for v in found if v is not None)
    if isinstance(q, ir.PropertyOf):
        found = [b.view(o) for o in objects(q.obj, replace(b, moved_to={}))]
        v = found[0] if found else None
        return 0 if v is None else int(getattr(v, q.prop) or 0)
    if isinstance(q, ir.PlayerCount):
        pids = players(q.player, b)
        if q.what in ("life", "library"):
            return sum(getattr(b.before.players[p], q.what) for p in pids)
        if q.what in ("hand", "graveyard"):
            return sum(len(getattr(b.before.players[p], q.what)) for p in pids)
        if q.what == "opponents":  # 102.2, 800.4a: those still in the game
            return sum(1 for p in pids for o, st in b.before.players.items()
                       if o != p and not st.out)
        if q.what.startswith("devotion:"):  # 700.5: mana symbols of those colors among costs
            from .registry import get_card

            colors = q.what.partition(":")[2]
            return sum(1 for v in b.before.objects.values() if v.zone == "battlefield"
                       and v.controller in pids and not v.token
                       for sym in get_card(v.name).mana_cost.symbols
                       if any(c in colors for c in sym.split("/")))
        raise Unpredictable(f"PlayerCount:{q.what}")
    if isinstance(q, ir.PartySize):
        pids = players(q.player, b)
        return party_size(tuple(frozenset(v.subtypes) & PARTY for v in b.before.objects.values()
                                if v.zone == "battlefield" and v.controller in pids
                                and "Creature" in v.types))
    if isinstance(q, ir.Times):
        return q.factor * quantity(q.of, b)
    if isinstance(q, ir.Half):
        n = quantity(q.of, b)
        return (n + 1) // 2 if q.round_up else n // 2
    if isinstance(q, ir.Plus):
        return quantity(q.left, b) + quantity(q.right, b)
    if isinstance(q, ir.EventAmount) and q.named is not None:  # 608.2c: the other branch's
        return quantity(q.named, b)
    if isinstance(q, ir.EventAmount) and b.event_amount is not None:
        return b.event_amount
    if isinstance(q, ir.ColorsSpent) and isinstance(q.obj, ir.This) and b.spent is not None:
        return len(set(b.spent) & set("WUBRG"))  # 601.2h, 702.44a: as the lands that paid show
    if isinstance(q, ir.ColorsSpent) and isinstance(q.obj, ir.EventObject) and \
            b.event_spent is not None:  # "that spell": the one whose casting triggered
        return len(set(b.event_spent) & set("WUBRG"))
    if isinstance(q, ir.CountersRemoved) and b.counters_removed is not None:
        return b.counters_removed  # the number the player chose to pay the cost (601.2h)
    raise Unpredictable(q)


PARTY = frozenset({"Cleric", "Rogue", "Warrior", "Wizard"})
"""700.8: the creature types a party is made of."""


def party_size(kinds: tuple[frozenset[str], ...]) -> int:
    """700.8a: the most of the four party types that distinct creatures (each with the party
    types in ``kinds``) can fill, one type per creature."""
    @cache
    def most(i: int, used: frozenset[str]) -> int:
        if i == len(kinds):
            return 0
        return max([most(i + 1, used)] + [1 + most(i + 1, used | {k})
                                          for k in kinds[i] - used])

    return most(0, frozenset())


def compare(left: int | None, op: str, right: int) -> bool:
    if left is None:
        return False
    return {"<=": left <= right, ">=": left >= right, "==": left == right, "<": left < right,
            ">": left > right, "!=": left != right}[op]


def relation(who: ir.PlayerRef, pid: int, b: Bindings) -> bool:
    """Whether ``pid`` is the player or relation ``who`` names, seen from the controller."""
    if b.printed:
        return True  # the candidate will be placed under the right player (see ``placement``)
    if isinstance(who, ir.You):
        return pid == b.me
    if isinstance(who, ir.Opponent | ir.EachOpponent):
        return pid != b.me
    if isinstance(who, ir.AnyPlayer | ir.EachPlayer):
        return True
    return pid in players(who, b)


def holds(pred: ir.Pred, v: View, b: Bindings) -> bool:
    """Evaluate a selector predicate on an object (or on a candidate's printed characteristics,
    where its state is still to be arranged)."""
    if isinstance(pred, ir.And):
        return all(holds(p, v, b) for p in pred.parts)
    if isinstance(pred, ir.Or):
        return any(holds(p, v, b) for p in pred.parts)
    if isinstance(pred, ir.Not):
        if b.printed and isinstance(pred.part, STATE_PREDS):
            return True
        return not holds(pred.part, v, b)
    if isinstance(pred, ir.CardType):
        return pred.name in v.types
    if isinstance(pred, ir.Subtype):
        return pred.name in v.subtypes
    if isinstance(pred, ir.Supertype):
        return pred.name in v.supertypes
    if isinstance(pred, ir.Color):
        return pred.color in v.colors
    if isinstance(pred, ir.Colorless):
        return not v.colors
    if isinstance(pred, ir.Multicolored):
        return len(v.colors) >= 2
    if isinstance(pred, ir.HasKeyword):
        return pred.keyword in v.keywords
    if isinstance(pred, ir.Compare):
        return compare(getattr(v, pred.prop), pred.op, quantity(pred.value, b))
    if isinstance(pred, ir.Named):
        return v.name == pred.name
    if isinstance(pred, ir.DealtDamageThisTurn):  # 120.3: as its marked damage shows (the
        return b.printed or v.damage > 0  # harness deals it first: ``Board.damage_first``)
    if isinstance(pred, ir.AttachedToObject) and not b.printed:  # 301.5, 303.4
        return v.attached_to is not None and v.attached_to in objects(pred.obj, b)
    if b.printed and isinstance(pred, STATE_PREDS):
        return True
    if isinstance(pred, ir.Tapped):
        return v.tapped
    if isinstance(pred, ir.Attacking):
        return v.attacking
    if isinstance(pred, ir.Blocking):
        return v.blocking
    if isinstance(pred, ir.Unblocked):  # 509.1h
        if b.printed:
            raise Skip("an unblocked attacking creature isn't arranged yet")
        return v.unblocked
    if isinstance(pred, ir.IsToken):
        return v.token
    if isinstance(pred, ir.HasCounter):
        return v.counter(pred.kind) > 0
    if isinstance(pred, ir.Other):
        return v.id != b.source
    if isinstance(pred, ir.ControlledBy):
        return relation(pred.player, v.controller, b)
    if isinstance(pred, ir.OwnedBy):
        return relation(pred.player, v.owner, b)
    if isinstance(pred, ir.IsObject):
        return v.id in objects(pred.obj, b)
    if isinstance(pred, ir.SharesCardType):
        others = [b.view(o) for o in objects(pred.obj, b)]
        return any(o is not None and o.types & v.types & CARD_TYPES for o in others)
    if isinstance(pred, ir.SharesColor):
        others = [b.view(o) for o in objects(pred.obj, b)]
        return any(o is not None and set(o.colors) & set(v.colors) for o in others)
    if isinstance(pred, ir.OfChosen):  # the source's choice as it entered (614.12)
        src = b.view(b.source) or b.source_view
        kind = "color" if pred.what == "color" else "creature type"
        value = dict(src.chosen).get(kind) if src is not None else None
        if value is None and b.printed:  # a candidate can't be arranged for no choice yet
            raise Unpredictable(pred)
        if value is None:  # placed without entering: no choice was made, nothing is of it
            return False
        return value in (v.colors if kind == "color" else v.subtypes)
    raise Unpredictable(pred)


STATE_PREDS = (ir.Tapped, ir.Attacking, ir.Blocking, ir.IsToken, ir.HasCounter, ir.Other,
               ir.TargetsThis,
               ir.ControlledBy, ir.OwnedBy, ir.IsObject, ir.SharesCardType, ir.SharesColor)


def select(sel: ir.Selector, b: Bindings) -> list[int]:
    """The objects a selector matches in the state before."""
    zones = set(sel.zones)
    return [oid for oid, v in b.before.objects.items()
            if v.zone in zones and holds(sel.pred, v, b)]


def objects(ref: ir.ObjRef, b: Bindings) -> list[int]:
    """The objects a reference names."""
    if isinstance(ref, ir.This):
        return [b.moved_to.get(b.source, b.source)]
    if isinstance(ref, ir.Targeted):
        if ref.index >= len(b.targets):
            return []
        return [t for t in b.targets[ref.index] if t not in b.players]
    if isinstance(ref, ir.EventObject):
        eo = b.event_object
        return [] if eo is None else [b.moved_to.get(eo, eo)]
    if isinstance(ref, ir.EventTarget) and b.event_target is not None:
        return [b.moved_to.get(b.event_target, b.event_target)]
    if isinstance(ref, ir.Current):
        return [] if b.current is None else [b.current]
    if isinstance(ref, ir.ExiledThisWay):
        return list(b.exiled)
    if isinstance(ref, ir.ThisWay):
        return [o for o in b.moved if (v := b.view(o)) is not None and holds(ref.pred, v, b)]
    if isinstance(ref, ir.AttachedTo):  # 608.2c: as earlier parts left it attached
        v = b.counting.objects.get(b.source) if b.counting is not None else None
        v = v or b.view(b.source)
        return [] if v is None or v.attached_to is None else [v.attached_to]
    if isinstance(ref, ir.Each):
        if b.counting is None:
            return select(ref.what, b)
        # 608.2c: as earlier parts left them (their new permanents: see ``new_ones``)
        now = select(ref.what, replace(b, before=b.counting, counting=None))
        return [o for o in now if o in b.before.objects]
    if isinstance(ref, ir.TopCard):
        return list(b.top)
    if isinstance(ref, ir.ExiledWithSelf):  # 607.2a: still in exile (400.7)
        linked = dict(b.before.exiled_with).get(b.source, ())
        return [o for o in linked if b.before.zone_of(o) == "exile"]
    raise Unpredictable(ref)


def players(ref: ir.PlayerRef, b: Bindings) -> list[int]:
    """The players a reference names, in APNAP order where there are several (101.4)."""
    apnap = sorted(b.players, key=lambda p: p != b.before.active)
    if isinstance(ref, ir.You):
        return [b.me]
    if isinstance(ref, ir.EachOpponent | ir.Opponent):
        return [p for p in apnap if p != b.me]
    if isinstance(ref, ir.EachPlayer | ir.AnyPlayer):
        return apnap
    if isinstance(ref, ir.Targeted):
        if ref.index >= len(b.targets):
            return []
        return [t for t in b.targets[ref.index] if t in b.players]
    if isinstance(ref, ir.PlayerOrController):  # the player chosen, or the chosen one's
        chosen = b.targets[ref.target.index] if ref.target.index < len(b.targets) else ()
        views = [b.view(t) for t in chosen if t not in b.players]  # controller (115.1)
        return [t for t in chosen if t in b.players] + [v.controller for v in views if v]
    if isinstance(ref, ir.ControllerOf | ir.OwnerOf):
        found = [b.view(o) for o in objects(ref.obj, b)]
        attr = "controller" if isinstance(ref, ir.ControllerOf) else "owner"
        return [getattr(v, attr) for v in found if v is not None]
    if isinstance(ref, ir.EventPlayer):
        return [] if b.event_player is None else [b.event_player]
    if isinstance(ref, ir.DefendingPlayer):
        return [b.opp]
    raise Unpredictable(ref)


Happening = tuple[str, int, View | None]
"""One event of the turn's history the harness made happen: its kind (as
``ir.HappenedThisTurn`` names it), the player who did it (or lost/gained the life, or controlled
the object), and the object as it was then."""

HISTORY_ARRANGED = ("attacked", "dies", "left", "lose_life", "gain_life", "entered", "cast")
"""The turn-history events ``arrange_history`` makes happen, and so ``condition`` predicts from
``Bindings.happened`` where the harness tracks the turn's history."""


def happened_count(cond: ir.HappenedThisTurn, b: Bindings) -> int:
    """How many of the harness's events of the turn fit "if <event> this turn" (as the player
    it names, of an object its predicate describes)."""
    assert b.happened is not None
    who = None if cond.player is None else set(players(cond.player, b))
    return sum(1 for kind, pid, v in b.happened if kind == cond.event and (
        who is None or pid in who) and (cond.pred is None or v is not None and
                                        holds(cond.pred, v, b) or
                                        v is None and cond.pred == ir.Other()))
    # (an arranged spell recorded without its view is another spell than the source)


def condition(cond: ir.Condition, b: Bindings) -> bool:
    if b.counting is not None:  # 608.2c: checked after the earlier parts
        b = replace(b, before=b.counting, counting=None)
    if isinstance(cond, ir.AllOf):
        return all(condition(c, b) for c in cond.parts)
    if isinstance(cond, ir.AnyOf):
        return any(condition(c, b) for c in cond.parts)
    if isinstance(cond, ir.NotCond):
        return not condition(cond.part, b)
    if isinstance(cond, ir.CompareQ):
        return compare(quantity(cond.left, b), cond.op, quantity(cond.right, b))
    if isinstance(cond, ir.Controls):
        pids = set(players(cond.player, b))
        return sum(1 for o in select(cond.what, b)
                   if b.before.objects[o].controller in pids) >= cond.at_least
    if isinstance(cond, ir.WonClash):
        return won_clash(b)
    if isinstance(cond, ir.Kicked):  # the policy pays a kicker cost only if arranged (702.33d)
        return len([c for c in b.kicked if not cond.cost or c == cond.cost]) >= cond.times
    if isinstance(cond, ir.YourTurn):
        return b.before.active == b.me
    if isinstance(cond, ir.WasCast):  # 603.4: the smoke games cast a spell from the hand
        return any(v.from_hand for o in objects(cond.obj, b) if (v := b.view(o)) is not None)
    if isinstance(cond, ir.WasPut):
        return cond.to in b.top_put
    if isinstance(cond, ir.ObjectIs):
        return any(holds(cond.pred, v, b) for o in objects(cond.obj, b)
                   if (v := b.view(o)) is not None)
    if isinstance(cond, ir.Monstrous):  # 701.37b
        return any(v.monstrous for o in objects(cond.obj, b) if (v := b.view(o)) is not None)
    if isinstance(cond, ir.IsMonarch):  # 724
        return b.before.monarch is not None and (
            cond.who is None or b.before.monarch in players(cond.who, b))
    if isinstance(cond, ir.HappenedThisTurn) and b.happened is not None and \
            cond.event in (*HISTORY_ARRANGED, "cast") and not cond.this_step:
        return happened_count(cond, b) >= cond.at_least
    if isinstance(cond, ir.ManaSpent) and isinstance(cond.obj, ir.This) and \
            b.spent is not None:  # 601.2h: as the lands that paid for it show
        return cond.color in b.spent
    if isinstance(cond, ir.SomePlayer):
        return any(compare(quantity(ir.PlayerCount(ir.Targeted(0), cond.what), replace(
            b, targets=((p,),), players=(p,))), cond.op, quantity(cond.value, b))
            for p in players(cond.who, b))
    raise Unpredictable(cond)


# ---- predictions ---------------------------------------------------------------------------------


ETERNAL, EOT, OTHER = "forever", "eot", "other"


def duration_kind(d: ir.Duration) -> str:
    """611.2: how long a continuous effect lasts, as far as one smoke game can see."""
    if isinstance(d, ir.EndOfTurn):
        return EOT  # 514.2: ends in the cleanup step
    if isinstance(d, ir.Indefinitely | ir.WhileSourceRemains):
        return ETERNAL  # the source stays on the battlefield in a smoke game
    return OTHER


@dataclass(slots=True)
class Arrival:
    """New permanents a prediction expects (tokens created, cards put onto the battlefield)."""

    what: str
    count: int
    controller: int
    view: View | None = None  # expected characteristics (keywords: at least these)
    token: bool | None = None
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    card_of: int | None = None  # put onto the battlefield from this object (a new object, 400.7)
    matched: list[int] = field(default_factory=list)
    later: str = ""  # "leave": these leave the battlefield by the next turn (a delayed trigger)
    created: bool = False  # tokens an effect created (what ``ir.Created`` names)
    plan: ObjPlan | None = None  # changes later parts of the effect make to them
    dies: str = ""  # why they don't survive the state-based actions (704.5f)
    attached: int | None = None  # an Aura or Equipment predicted attached to it (701.3a)

    def changes(self) -> ObjPlan:
        if self.plan is None:
            assert self.view is not None
            self.plan = ObjPlan(replace(self.view, controller=self.controller, id=-1,
                                        zone="battlefield"))
        return self.plan


@dataclass(slots=True)
class ObjPlan:
    """What the prediction says happens to one object: layered changes with their durations."""

    view: View
    parts: list[tuple[str, Any, str]] = field(default_factory=list)
    damage: int = 0
    deathtouch: bool = False

    def add(self, kind: str, value: Any, lasting: str = ETERNAL) -> None:
        self.parts.append((kind, value, lasting))


@dataclass(slots=True)
class Prediction:
    """The change an ability's IR predicts, accumulated by the spec functions."""

    numbers: Counter[tuple[str, int]] = field(default_factory=Counter)
    leaves: dict[int, str] = field(default_factory=dict)
    arrivals: list[Arrival] = field(default_factory=list)
    plans: dict[int, ObjPlan] = field(default_factory=dict)
    mana: dict[int, list[Counter[str]]] = field(default_factory=dict)
    surveil: list[tuple[int, int]] = field(default_factory=list)
    unchecked: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    later: bool = False  # something is predicted for after the cleanup step
    later_leaves: dict[int, str] = field(default_factory=dict)  # at the next end step (603.7)
    later_arrivals: list[Arrival] = field(default_factory=list)
    later_numbers: Counter[tuple[str, int]] = field(default_factory=Counter)
    upkeep: bool = False  # the delayed trigger waits for the next turn's upkeep (503.1a)
    names: dict[int, str] = field(default_factory=dict)  # of the objects it mentions
    designations: dict[str, int | None] = field(default_factory=dict)  # "monarch": the player
    tempted: Counter[int] = field(default_factory=Counter)  # 701.54a: the Ring tempts them
    exile_if_dies: set[int] = field(default_factory=set)  # 614.1a: exiled instead of dying
    blocks: list[tuple[int, int, str]] = field(default_factory=list)  # (blocker, attacker,
    # "must" / "cant"): block requirements and restrictions this turn (509.1b-c)
    land_plays: Counter[int] = field(default_factory=Counter)  # 305.2: more lands this turn
    amount: int | None = None  # 608.2c: what an earlier part did, for a later "that much"
    token_thieves: list[int] = field(default_factory=list)  # get opponents' tokens this turn
    copies: Counter[tuple[str, int]] = field(default_factory=Counter)  # spell copies put on
    # the stack (707.10), by name and controller
    flows: list[tuple[int, str, str, int]] = field(default_factory=list)  # cards moved by
    # number, in order: (player, from, to, how many); which ones, ``moved_cards`` tells

    def describe(self, names: dict[int, str]) -> str:
        """The prediction in short, for reports."""
        final = replace(self, leaves=dict(self.leaves), names=dict(self.names),
                        notes=list(self.notes))
        now, later = finalize(final)

        def value_text(k: str, v: Any) -> str:
            if k == "controller":
                return str(names.get(v, v))
            return show_targets(v, names | self.names) if k == "targets" else show(v)

        def attrs_text(attrs: dict[str, Any]) -> str:
            return ", ".join(f"{k} {value_text(k, v)}" for k, v in sorted(attrs.items()))

        out = [f"{names.get(pid, pid)} {key} {n:+d}"
               for (key, pid), n in sorted(self.numbers.items()) if n]
        out += [f"{names.get(pid, pid)} surveils up to {n}" for pid, n in self.surveil]
        out += [f"{final.names.get(oid, f'#{oid}')} -> {dest}"
                for oid, dest in final.leaves.items()]
        out += [f"new: {a.what}" + (" (gone by next turn)" if a.later else "")
                for a in self.arrivals]
        out += [f"{self.plans[oid].view.name}: {attrs_text(attrs)}"
                for oid, attrs in now.items() if attrs]
        out += [f"{self.plans[oid].view.name} after cleanup: {attrs_text(attrs)}"
                for oid, attrs in later.items() if attrs]
        out += [f"{names.get(pid, pid)} pool " + " or ".join(show(dict(o)) for o in options)
                for pid, options in self.mana.items()]
        out += [f"{names.get(pid, pid)} becomes the {what}"
                for what, pid in self.designations.items()]
        out += [f"the Ring tempts {names.get(pid, pid)} {n}x" for pid, n in self.tempted.items()]
        out += [f"{names.get(pid, pid)} may play {1 + n} lands this turn"
                for pid, n in self.land_plays.items()]
        out += [f"stack: {n} cop{'y' if n == 1 else 'ies'} of {name} under {names.get(pid, pid)}"
                for (name, pid), n in self.copies.items()]
        out += [f"({note})" for note in final.notes]
        later = [f"{final.names.get(oid, f'#{oid}')} -> {dest}"
                 for oid, dest in self.later_leaves.items()]
        later += [f"new: {a.what}" for a in self.later_arrivals]
        later += [f"{names.get(pid, pid)} {key} {n:+d}"
                  for (key, pid), n in sorted(self.later_numbers.items()) if n]
        if later:
            out.append("at the next end step: " + ", ".join(later))
        return "; ".join(out) or "no change"

    def plan(self, oid: int, b: Bindings, stack: bool = False) -> ObjPlan | None:
        """The plan for a permanent (or, with ``stack``, a spell on the stack)."""
        if oid in self.plans:
            return self.plans[oid]
        v = b.view(oid)
        if v is None or v.zone not in (("battlefield", "stack") if stack else ("battlefield",)):
            return None
        self.plans[oid] = ObjPlan(v)
        return self.plans[oid]

    def add_mana(self, pid: int, options: Iterable[Counter[str]]) -> None:
        options = list(options)
        have = self.mana.get(pid, [Counter()])
        self.mana[pid] = [a + o for a in have for o in options] or [Counter()]


Spec = Callable[[Any, Bindings, Prediction], None]
SPECS: dict[type, Spec] = {}


def spec(*types: type) -> Callable[[Spec], Spec]:
    def register(fn: Spec) -> Spec:
        for t in types:
            assert t not in SPECS, f"two prediction specs for {t.__name__}"
            SPECS[t] = fn
        return fn
    return register


def predict(effect: ir.Effect, b: Bindings, p: Prediction) -> None:
    """Add what ``effect`` does to the prediction (its node type's spec function)."""
    fn = SPECS.get(type(effect))
    if fn is None:
        p.unchecked.append(type(effect).__name__)
        return
    what = getattr(effect, "what", None)
    if not isinstance(effect, ARRIVAL_EFFECTS) and isinstance(what, ir.Each | ir.Created) and \
            new_ones(what, b, p):  # 608.2c: an earlier part's new permanents are there now
        p.unchecked.append(f"{type(effect).__name__} (on new permanents)")
        return
    try:
        fn(effect, b, p)
    except Unpredictable as exc:
        p.unchecked.append(f"{type(effect).__name__} ({exc.node})")


def new_ones(ref: ir.ObjRef, b: Bindings, p: Prediction) -> list[Arrival]:
    """The predicted new permanents a reference names: the tokens just created ("it"), or
    those an "each" selector matches once they are on the battlefield (608.2c)."""
    if isinstance(ref, ir.Created):
        return [a for a in p.arrivals[-1:] if a.created]
    if isinstance(ref, ir.PutThisWay):  # the cards an earlier part put onto the battlefield
        return [a for a in p.arrivals if a.card_of is not None and a.view is not None]
    if not isinstance(ref, ir.Each) or "battlefield" not in ref.what.zones:
        return []
    found = []
    for a in p.arrivals:
        if a.view is None:
            continue
        try:
            if holds(ref.what.pred, a.changes().view, b):
                found.append(a)
        except Unpredictable:
            found.append(a)
    return found


NUMBER_ASPECTS = {"life": "life", "hand": "hand", "graveyard": "graveyard",
                  "library": "library", "exile": "exile", "untapped lands": "tapped lands"}


def counted_aspects(part: ir.Effect) -> set[str]:
    """What the counts of an effect read (608.2c): a player's life or cards in a zone, the
    objects in a zone, counters; "battlefield" also for anything else it may look at."""
    found: set[str] = set()
    for n in ir.walk(part):
        if isinstance(n, ir.PlayerCount):
            found.add(NUMBER_ASPECTS.get(n.what, "opponents" if n.what == "opponents"
                                         else "battlefield"))
        elif isinstance(n, ir.Count):
            found |= set(n.what.zones)
            if "battlefield" in n.what.zones and not nonland(n.what.pred):
                found.add("tapped lands")  # lands a payment taps (a Tapped predicate, a land)
        elif isinstance(n, ir.CountersOn | ir.HasCounter):
            found.add("counters")
        elif isinstance(n, ir.TypesAmong | ir.Greatest):
            found |= set(n.what.zones)
        elif isinstance(n, ir.AttachedTo):  # what the source is attached to (301.5, 303.4)
            found.add("battlefield")
    return found


def nonland(pred: ir.Pred) -> bool:
    """Whether a predicate matches only nonland objects, untapped or tapped alike (a card
    type other than Land, a creature or other non-land subtype, among the parts of an And)."""
    from ..ir.typeline import BASIC_LAND_MANA

    parts = pred.parts if isinstance(pred, ir.And) else (pred,)
    if any(isinstance(n, ir.Tapped) for n in ir.walk(pred)):
        return False
    return any(isinstance(q, ir.CardType) and q.name != "Land" or isinstance(q, ir.Subtype)
               and q.name not in BASIC_LAND_MANA and q.name not in LAND_SUBTYPES for q in parts)


LAND_SUBTYPES = ("Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's",
                 "Cave", "Sphere", "Town", "Planet")


def changed_aspects(p: Prediction, b: Bindings) -> set[str]:
    """What the parts predicted so far change, in the terms of ``counted_aspects``: a number
    of a player's, the zones objects leave and go to, the battlefield (new permanents, changed
    ones), counters (put or removed, or on permanents that leave or arrive)."""
    found = {NUMBER_ASPECTS.get(key, "battlefield") for (key, _), n in p.numbers.items() if n}
    for oid, dest in p.leaves.items():
        v = b.view(oid)
        found |= {dest, "counters", v.zone if v is not None else "battlefield"}
    if p.arrivals:
        found |= {"battlefield", "counters"}
    for plan in p.plans.values():
        found.add("battlefield")
        if plan.damage or any(kind == "counters" for kind, _, _ in plan.parts):
            found.add("counters")
    return found


def planned_counters(b: Bindings, p: Prediction) -> Bindings:
    """The bindings with the counters the earlier parts put on or removed from permanents
    (608.2c: a later part sees them), and nothing else of theirs."""
    objects = dict(b.before.objects)
    for oid, plan in p.plans.items():
        if oid in objects:
            after = layered(plan, lambda d: True)["counters"]
            objects[oid] = replace(objects[oid], counters=tuple(sorted(after.items())))
    return replace(b, before=replace(b.before, objects=objects))


@spec(ir.Seq)
def _seq(e: ir.Seq, b: Bindings, p: Prediction) -> None:
    """608.2c: the parts happen in the order written. A later part counting what an earlier
    one changed ("draw a card, then lose life equal to the number of cards in your hand") is
    predicted on the board as the earlier parts leave it (counters: as they put or remove them);
    one counting something else, on the board before the ability."""
    for i, part in enumerate(e.effects):
        overlap = counted_aspects(part) & changed_aspects(p, b) if i else set()
        if overlap - {"counters"}:  # it counts what they changed: on the board they left
            try:
                now = interim(part, b, p)
            except Unpredictable as exc:
                p.unchecked.append(f"{type(part).__name__} (counting after an earlier part: "
                                   f"{exc})")
                continue
            predict(part, replace(b, counting=now), p)
            continue
        history = predicted_history(p, b) if i and b.happened is not None and any(
            isinstance(n, ir.HappenedThisTurn) for n in ir.walk(part)) else None
        if history is None and i and b.happened is not None and any(
                isinstance(n, ir.HappenedThisTurn) for n in ir.walk(part)):
            p.unchecked.append(f"{type(part).__name__} (the history an earlier part made)")
            continue
        part_b = with_amount(planned_counters(b, p) if overlap else b, p)
        if history:
            part_b = replace(part_b, happened=(*(b.happened or ()), *history))
        predict(part, part_b, p)


def with_amount(b: Bindings, p: Prediction) -> Bindings:
    """608.2c: a later part's "that much" / "that many" is what an earlier part of the same
    ability did (the life it changed, the cards it drew, the cards it put onto the
    battlefield); without one, the triggering event's amount (603.2)."""
    return b if p.amount is None else replace(b, event_amount=p.amount)


def predicted_history(p: Prediction, b: Bindings) -> list[Happening] | None:
    """608.2c: the turn-history events the earlier parts of an effect make, for a later part's
    "if <event> this turn": permanents leaving the battlefield (603.6c) and put into a
    graveyard from it (dies, 700.4), players losing or gaining life (119.3). None where it
    can't tell (a token gone: to a graveyard or elsewhere)."""
    out: list[Happening] = []
    for oid, dest in p.leaves.items():
        v = b.view(oid)
        if v is None or v.zone != "battlefield":
            continue
        if dest == "gone":
            return None
        out.append(("left", v.controller, v))
        if dest == "graveyard":
            out.append(("dies", v.controller, v))
    for (key, pid), n in p.numbers.items():
        if key == "life" and n:
            out.append(("lose_life" if n < 0 else "gain_life", pid, None))
    return out


def counted_zones(part: ir.Effect | ir.Static, b: Bindings, p: Prediction) -> set[str]:
    """The zones a part selects objects in (to count them or to act on them), raising
    :class:`Unpredictable` for a zone whose new cards the prediction doesn't know (a card
    drawn from a library it doesn't know the order of, a card surveilled)."""
    zones = {z for n in ir.walk(part) if isinstance(n, ir.Selector) for z in n.zones}
    if any(isinstance(n, ir.Controls) for n in ir.walk(part)):
        zones.add("battlefield")
    unknown = {zone for (zone, _), n in moved_cards(b, p)[1].items() if n} | (
        {"library", "graveyard"} if p.surveil else set())
    if "untapped lands" in unknown:
        unknown.add("battlefield")
    if any(a.view is None for a in p.arrivals):
        unknown.add("battlefield")
    if zones & unknown:
        raise Unpredictable(f"new cards in {', '.join(sorted(zones & unknown))}")
    return zones


def moved_cards(b: Bindings, p: Prediction
                ) -> tuple[list[tuple[View, str]], Counter[tuple[str, int]]]:
    """608.2c: which cards the parts predicted by number (``Prediction.flows``) move, where the
    harness knows: from a library, its top cards in the order it arranged them (401.2); from a
    hand, the policy's first option (a card arranged to be picked, then hand order). With the
    numbers (by zone and player) of the cards it doesn't know, as ``Prediction.numbers`` has
    them. A library something is put into (401.4) isn't known."""
    unknown = Counter(p.numbers)
    known: list[tuple[View, str]] = []
    taken: set[int] = set()
    drawn: dict[int, list[View]] = {}
    stacked = {v.owner for o, dest in p.leaves.items() if dest == "library"
               and (v := b.before.seen(o)) is not None}
    for pid, src, dest, n in p.flows:
        if src == "library":
            pool = [] if pid in stacked else [v for v in b.before.libraries.get(pid, ())
                                              if v.id not in taken]
        else:
            hand = [o for o in b.before.players[pid].hand if o not in taken and o not in p.leaves]
            pool = [b.before.objects[o] for o in sorted(hand, key=lambda o: o not in
                                                        b.picked_first)]
            pool += [v for v in drawn.get(pid, ()) if v.id not in taken]
        if len(pool) < n:
            continue
        for v in pool[:n]:
            taken.add(v.id)
            known.append((v, dest))
            if dest == "hand":
                drawn.setdefault(pid, []).append(v)
        unknown[src, pid] += n
        unknown[dest, pid] -= n
    return known, unknown


def relocate(players_: dict[int, PlayerState], objs: dict[int, View], v: View, dest: str
             ) -> None:
    """Move the object ``v`` (as it is now) to ``dest`` in a state being predicted: out of its
    owner's hand, graveyard or library, into another (400.3); a token elsewhere than the
    battlefield ceases to exist (111.8)."""
    st = players_[v.owner]
    if v.zone in ("hand", "graveyard"):
        st = replace(st, **{v.zone: tuple(o for o in getattr(st, v.zone) if o != v.id)})
    elif v.zone == "library":
        st = replace(st, library=st.library - 1)
    if not v.token and dest in ("hand", "graveyard"):
        st = replace(st, **{dest: getattr(st, dest) + (v.id,)})
    elif not v.token and dest == "library":
        st = replace(st, library=st.library + 1)
    players_[v.owner] = st
    objs[v.id] = replace(v, zone=dest if dest in ("hand", "graveyard", "exile", "library")
                         and not v.token else "gone")


def interim(part: ir.Effect | ir.Static, b: Bindings, p: Prediction) -> Snapshot:
    """608.2c: the state the earlier parts of the effect predicted (no state-based actions
    happen in between, 704.3), for a later part that counts: objects with their planned
    changes, those that left in their new zone, the cards moved by number that the harness
    knows (``moved_cards``), the new permanents, players' life and the sizes of their hands,
    libraries and graveyards. Cards of unknown identity stand in by number."""
    counted_zones(part, b, p)
    before = b.before
    objs = dict(before.objects)
    for oid, plan in p.plans.items():
        if oid in objs:
            objs[oid] = planned_view(plan, objs[oid])
    players_ = {pid: st for pid, st in before.players.items()}
    fake = itertools.count(10 ** 9)
    for oid, dest in p.leaves.items():
        v = objs.get(oid) or before.seen(oid)
        if v is None:
            raise Unpredictable(f"a move of {p.names.get(oid, oid)}")
        relocate(players_, objs, replace(v, id=oid), dest)
    known, numbers = moved_cards(b, p)
    for v, dest in known:
        relocate(players_, objs, objs.get(v.id, v), dest)
    arrived = []
    for a in p.arrivals:
        assert a.view is not None  # counted_zones: else the battlefield isn't counted
        for _ in range(a.count):
            arrived.append(next(fake))
            objs[arrived[-1]] = planned_view(a.changes(), a.changes().view)
    for (zone, pid), n in numbers.items():
        st = players_[pid]
        if zone == "life":
            players_[pid] = replace(st, life=st.life + n)
        elif zone == "library":
            players_[pid] = replace(st, library=st.library + n)
        elif zone in ("hand", "graveyard"):
            have = getattr(st, zone)
            have = have + tuple(next(fake) for _ in range(n)) if n > 0 else have[:len(have) + n]
            players_[pid] = replace(st, **{zone: have})
    battlefield = tuple(o for o in before.battlefield if objs[o].zone == "battlefield")
    return replace(before, players=players_, objects=objs, battlefield=battlefield +
                   tuple(arrived))


def planned_view(plan: ObjPlan, v: View) -> View:
    """The object ``v`` with the changes a plan makes (613), damage marked included."""
    now = layered(plan, lambda d: True)
    return replace(v, name=now["name"], types=now["types"], subtypes=now["subtypes"],
                   colors=now["colors"], keywords=now["keywords"], power=now["power"],
                   toughness=now["toughness"], controller=now["controller"],
                   tapped=now["tapped"], attached_to=now["attached_to"],
                   counters=tuple(sorted(now["counters"].items())),
                   damage=v.damage + plan.damage)


@spec(ir.CreateReplacement)
def _create_replacement(e: ir.CreateReplacement, b: Bindings, p: Prediction) -> None:
    """614.1: a replacement effect for this turn; "each token that would be created under an
    opponent's control this turn is created under your control instead" is seen as an
    opponent creates tokens (``stolen_token_diffs``)."""
    if not isinstance(e.replacement, ir.TokensComeToYou):
        raise Unpredictable(f"CreateReplacement ({type(e.replacement).__name__})")
    p.token_thieves.append(b.me)


@spec(ir.May, ir.MayPay)
def _may(e: ir.May | ir.MayPay, b: Bindings, p: Prediction) -> None:
    """608.2d: answered yes (and for "you may pay", the payment was arranged: lands paying
    its mana value become tapped)."""
    if isinstance(e, ir.MayPay):
        p.numbers["untapped lands", b.me] -= cost_mana_value(e.mana)
    predict(e.effect, b, p)


@spec(ir.Conditional)
def _conditional(e: ir.Conditional, b: Bindings, p: Prediction) -> None:
    """608.2c: the effect if the condition holds, else the "otherwise" effect."""
    if arrival_condition(e.condition, b, p) if isinstance(e.condition, ir.ObjectIs) and \
            isinstance(e.condition.obj, ir.PutThisWay) else condition(e.condition, b):
        predict(e.effect, b, p)
    elif e.otherwise is not None:
        predict(e.otherwise, b, p)


def arrival_condition(cond: ir.ObjectIs, b: Bindings, p: Prediction) -> bool:
    """608.2c: "If it's a Spirit" about the card an earlier part put onto the battlefield: its
    characteristics as the prediction has it arrive (a new object, 400.7)."""
    return any(holds(cond.pred, a.changes().view, b) for a in new_ones(cond.obj, b, p))


@spec(ir.IfYouDo)
def _if_you_do(e: ir.IfYouDo, b: Bindings, p: Prediction) -> None:
    """608.2c: the action is taken ("may" = yes, the board has what it needs): "if you do";
    removing counters from an object with none of them is not doing it (122.1)."""
    was = _changes(p)
    predict(e.action, b, p)
    done = not isinstance(e.action, ir.Conditional) or condition(e.action.condition, b)
    if any(isinstance(n, ir.RemoveCountersFrom) for n in ir.walk(e.action)) and \
            _changes(p) == was:
        done = False
    if done and e.effect is not None:
        predict(e.effect, with_amount(b, p), p)


@spec(ir.WhenYouDo)
def _when_you_do(e: ir.WhenYouDo, b: Bindings, p: Prediction) -> None:
    """603.12: the action is taken ("may" = yes); if it did something, the reflexive ability
    triggers and resolves with the targets chosen as it was put on the stack (603.3d: none
    legal, it is removed; taken as given, like the answers of 608.2d)."""
    done = _changes(p)
    predict(e.action, b, p)
    if _changes(p) == done:  # the action did nothing: nothing triggers
        return
    ab = e.ability
    if ab.intervening is not None:
        raise Unpredictable("WhenYouDo (an intervening 'if')")
    found = [t for a, t in b.reflexive if a == ab]
    if not found and ab.targets:
        raise Unpredictable("WhenYouDo (its targets: it wasn't put on the stack)")
    overlap = counted_aspects(ab.effect) & changed_aspects(p, b)
    then = replace(planned_counters(b, p) if overlap else b, targets=found[0] if found else ())
    if overlap - {"counters"} or any(isinstance(n, ir.TypesAmong | ir.Greatest)
                                     for n in ir.walk(ab.effect)):
        then = replace(then, counting=after_action(ab.effect, b, p))
    predict(ab.effect, then, p)


def after_action(effect: ir.Effect, b: Bindings, p: Prediction) -> Snapshot:
    """603.12, 608.2c: a reflexive ability resolves after the action that triggered it, so
    what it counts is counted on the board the action left (``interim``)."""
    try:
        return interim(effect, b, p)
    except Unpredictable as exc:
        raise Unpredictable(f"WhenYouDo (counting after the action: {exc.node})") from exc


def _changes(p: Prediction) -> tuple[Any, ...]:
    """A summary of what the prediction changes so far, to tell whether a part did anything."""
    return (tuple(sorted((k, n) for k, n in p.numbers.items() if n)), len(p.leaves),
            len(p.arrivals), sum(len(q.parts) + q.damage for q in p.plans.values()),
            repr(p.mana), len(p.notes), len(p.surveil), len(p.designations))


def reflexive_phrases(effect: ir.Effect) -> tuple[ir.Target, ...]:
    """The target phrases of the reflexive abilities an effect may trigger (603.12), chosen
    after the ability's own: the board arranges something for them too."""
    return tuple(t for n in ir.walk(effect) if isinstance(n, ir.WhenYouDo)
                 for t in n.ability.targets)


def resolve_reflexive(run: Run, b: Bindings, effect: ir.Effect | None) -> None:
    """603.12, 603.3: the reflexive abilities the effect triggered are put on the stack as a
    player would receive priority, their targets chosen then: note the targets, and let them
    resolve before the game is compared with the prediction."""
    wanted = [n.ability for n in ir.walk(effect) if isinstance(n, ir.WhenYouDo)]
    while wanted:
        new = [i for i in run.game.stack if i not in b.before.stack and isinstance(
            obj := run.game.objects.get(i), StackAbility) and obj.ability in wanted]
        if not new:
            return
        obj = run.game.objects[new[-1]]
        assert isinstance(obj, StackAbility)
        b.reflexive.append((obj.ability, tuple(tuple(t) for t in obj.targets)))
        run.resolve(new[-1])


@spec(ir.UnlessPays)
def _unless_pays(e: ir.UnlessPays, b: Bindings, p: Prediction) -> None:
    """117.12: an opponent without untapped lands can't pay, so the effect happens."""
    if b.me in players(e.who, b) and untapped_lands(  # "may" = yes: paid if the lands can
            b.before.objects, b.before.battlefield, b.me) >= cost_mana_value(e.mana):
        p.numbers["untapped lands", b.me] -= cost_mana_value(e.mana)
        return
    predict(e.effect, b, p)


def _holds_or_unknown(cond: ir.Condition, b: Bindings) -> bool:
    try:
        return condition(cond, b)
    except Unpredictable:
        return False


@spec(ir.IfInstead)
def _if_instead(e: ir.IfInstead, b: Bindings, p: Prediction) -> None:
    """614.15: a self-replacement, settled before the effect."""
    predict(e.instead if condition(e.condition, b) else e.effect, b, p)


@spec(ir.ForEach)
def _for_each(e: ir.ForEach, b: Bindings, p: Prediction) -> None:
    for oid in objects(e.what, b):
        predict(e.effect, replace(b, current=oid), p)


@spec(ir.DealDamage)
def _damage(e: ir.DealDamage, b: Bindings, p: Prediction) -> None:
    """120.3: damage to a player makes them lose that much life; to a creature it is marked
    (lethal damage destroys it, 704.5g; from a deathtouch source any damage does, 704.5h); to a
    planeswalker it removes loyalty (120.3c). 702.15b: lifelink gains that much life."""
    n = quantity(e.amount, b)
    sources = [b.view(o) for o in objects(e.source, b)]
    src = sources[0] if sources else None
    recipients: list[int] = []
    if isinstance(e.to, ir.Targeted):
        recipients = [t for t in (b.targets[e.to.index] if e.to.index < len(b.targets) else ())]
    elif isinstance(e.to, ir.PlayerRef) and not isinstance(e.to, ir.ObjRef):
        recipients = players(e.to, b)
    else:
        recipients = objects(e.to, b)  # type: ignore[arg-type]
    if n <= 0:
        return
    _damage_to([(r, n) for r in recipients], src, b, p)


def _damage_to(hits: list[tuple[int, int]], src: View | None, b: Bindings, p: Prediction
               ) -> None:
    """Damage ``n`` to each recipient ``r`` of ``hits`` from ``src`` (120.3)."""
    infect = src is not None and "infect" in src.keywords  # 120.3b, 120.3d: counters instead
    wither = infect or (src is not None and "wither" in src.keywords)
    for r, n in hits:
        if r in b.players:
            if not infect:
                p.numbers["life", r] -= n
        else:
            plan = p.plan(r, b)
            if plan is None:
                continue
            if src is not None and any(f"protection from {COLOR_NAMES[c]}" in plan.view.keywords
                                       for c in src.colors):
                continue  # 702.16e: damage from a source of that color is prevented
            if "Creature" in plan.view.types:
                if wither:
                    plan.add("counters", ("-1/-1", n))
                else:
                    plan.damage += n
                plan.deathtouch |= src is not None and "deathtouch" in src.keywords
            elif "Planeswalker" in plan.view.types:
                plan.add("counters", ("loyalty", -n))
        if src is not None and "lifelink" in src.keywords:
            p.numbers["life", src.controller] += n


@spec(ir.DealDivided)
def _deal_divided(e: ir.DealDivided, b: Bindings, p: Prediction) -> None:
    """601.2d: the division the board's player answers with is the decision's default, 1 to
    each target and the rest to the first; each part is dealt as damage (120.3)."""
    n = quantity(e.amount, b)
    sources = [b.view(o) for o in objects(e.source, b)]
    group = list(b.targets[e.to.index]) if e.to.index < len(b.targets) else []
    if n <= 0 or not group:
        return
    parts = [1] * len(group)
    parts[0] += n - len(group)
    _damage_to(list(zip(group, parts, strict=True)), sources[0] if sources else None, b, p)


COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@spec(ir.GainLife, ir.LoseLife)
def _life(e: ir.GainLife | ir.LoseLife, b: Bindings, p: Prediction) -> None:
    """119.3: gaining or losing life."""
    n = quantity(e.amount, b)
    who = players(e.who, b)
    for pid in who:
        p.numbers["life", pid] += n if isinstance(e, ir.GainLife) else -n
    p.amount = n * len(who)


def _available(p: Prediction, b: Bindings, zone: str, pid: int) -> int:
    st = b.before.players[pid]
    base = st.library if zone == "library" else len(getattr(st, zone))
    return base + p.numbers[zone, pid]


def _move_cards(p: Prediction, pid: int, src: str, dest: str, n: int) -> None:
    """``n`` of a player's cards move from the top of the library or from the hand (121.1,
    701.9a, 701.17a): counted by number, and noted in order for ``moved_cards``."""
    if n <= 0:
        return
    p.numbers[src, pid] -= n
    p.numbers[dest, pid] += n
    p.flows.append((pid, src, dest, n))


@spec(ir.Draw)
def _draw(e: ir.Draw, b: Bindings, p: Prediction) -> None:
    """121.1: a card moves from the top of the library to the hand (none from an empty one)."""
    n = quantity(e.amount, b)
    p.amount = 0
    for pid in players(e.who, b):
        stacked = b.stacked.pop(pid, [])  # cards this effect put on top are drawn first
        if 0 < n < len(stacked):
            p.unchecked.append("which of the cards put on top of a library is drawn (401.4)")
        for oid in stacked[:n]:
            p.leaves[oid] = "hand"
        k = min(n - len(stacked[:n]), _available(p, b, "library", pid))
        _move_cards(p, pid, "library", "hand", k)
        p.amount += k + len(stacked[:n])


@spec(ir.Discard)
def _discard(e: ir.Discard, b: Bindings, p: Prediction) -> None:
    """701.9a: cards move from the hand to the graveyard."""
    n = quantity(e.amount, b)
    for pid in players(e.who, b):
        _move_cards(p, pid, "hand", "graveyard", min(n, _available(p, b, "hand", pid)))


@spec(ir.RevealHandChoose)
def _reveal_hand_choose(e: ir.RevealHandChoose, b: Bindings, p: Prediction) -> None:
    """701.20a, 701.9b: the hand holds only filler cards; the first option is taken, a filler
    card when it fits (the chooser may choose none only after the cards), which is discarded
    or exiled; when none fits, nothing moves."""
    card = ir_card(FILLER)
    if card is None:
        return
    v = replace(ir_view(card), zone="hand")
    if not holds(e.what.pred, v, b) or (e.late is not None and not holds(e.late, v, b)):
        return
    for pid in players(e.who, b):
        if _available(p, b, "hand", pid) > 0:
            p.numbers["hand", pid] -= 1
            if e.action == "discard":
                p.numbers["graveyard", pid] += 1


@spec(ir.Mill)
def _mill(e: ir.Mill, b: Bindings, p: Prediction) -> None:
    """701.17a: cards move from the top of the library to the graveyard."""
    n = quantity(e.amount, b)
    for pid in players(e.who, b):
        _move_cards(p, pid, "library", "graveyard", min(n, _available(p, b, "library", pid)))


@spec(ir.Scry)
def _scry(e: ir.Scry, b: Bindings, p: Prediction) -> None:
    """701.22a: the cards stay in the library (top or bottom): no zone changes size."""
    quantity(e.amount, b)


@spec(ir.Surveil)
def _surveil(e: ir.Surveil, b: Bindings, p: Prediction) -> None:
    """701.25a: up to N cards move from the library to the graveyard."""
    n = quantity(e.amount, b)
    for pid in players(e.who, b):
        p.surveil.append((pid, min(n, _available(p, b, "library", pid))))


def _leave(oid: int, dest: str, b: Bindings, p: Prediction) -> None:
    v = b.view(oid)
    if v is None or oid in p.leaves:
        return
    p.names[oid] = v.name
    p.leaves[oid] = "gone" if v.token and dest not in ("battlefield", PHASED_OUT) else dest


@spec(ir.PhaseOut)
def _phase_out(e: ir.PhaseOut, b: Bindings, p: Prediction) -> None:
    """702.26b: each permanent it names phases out, and what is attached to it with it
    (702.26g); the same object, a token too (702.26d)."""
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None or v.zone != "battlefield":
            continue
        _leave(oid, PHASED_OUT, b, p)
        for aid, av in b.before.objects.items():
            if av.attached_to == oid and av.zone == "battlefield":
                _leave(aid, PHASED_OUT, b, p)


@spec(ir.Destroy)
def _destroy(e: ir.Destroy, b: Bindings, p: Prediction) -> None:
    """701.8a: a destroyed permanent goes to its owner's graveyard, unless it is
    indestructible (702.12b)."""
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None or v.zone != "battlefield":
            continue
        if "indestructible" in v.keywords:
            p.notes.append(f"{v.name} is indestructible")
            continue
        _leave(oid, "graveyard", b, p)


@spec(ir.Exile)
def _exile(e: ir.Exile, b: Bindings, p: Prediction) -> None:
    """701.13a: the object moves to the exile zone."""
    for oid in objects(e.what, b):
        _leave(oid, "exile", b, p)
        b.moved.append(oid)
        v = b.view(oid)
        if v is not None and not v.token:  # a token can't come back (111.8)
            b.exiled.append(oid)


@spec(ir.ReturnToHand)
def _bounce(e: ir.ReturnToHand, b: Bindings, p: Prediction) -> None:
    """The object moves to its owner's hand (400.3)."""
    for oid in objects(e.what, b):
        _leave(oid, "hand", b, p)
        b.moved.append(oid)


@spec(ir.Sacrifice)
def _sacrifice(e: ir.Sacrifice, b: Bindings, p: Prediction) -> None:
    """701.21a: a sacrificed permanent goes to its owner's graveyard (even if indestructible)."""
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is not None and v.zone == "battlefield":
            _leave(oid, "graveyard", b, p)


@spec(ir.PutOntoBattlefield)
def _reanimate(e: ir.PutOntoBattlefield, b: Bindings, p: Prediction) -> None:
    """110.2a: a card put onto the battlefield is a new permanent (400.7) under the control of
    the player who put it there."""
    flicker = isinstance(e.what, ir.ExiledThisWay)
    p.amount = 0
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None:
            continue
        p.amount += 1
        if flicker:  # exiled by an earlier part, it comes back as a new object (400.7)
            p.leaves[oid] = "battlefield"
        _leave(oid, "battlefield", b, p)
        who = v.owner if e.owner_control else b.me
        card = ir_card(v.name)
        if card is not None and own_pt_varies(card.abilities):  # 613.4c: counted there
            v = replace(v, power=None, toughness=None)
        p.arrivals.append(Arrival(f"{v.name} put onto the battlefield", 1, who,
                                  replace(v, keywords=frozenset()), token=False,
                                  tapped=True if e.tapped else None, card_of=oid))


@spec(ir.CounterSpell)
def _counter(e: ir.CounterSpell, b: Bindings, p: Prediction) -> None:
    """701.6a: a countered spell is put into its owner's graveyard."""
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is not None and v.zone == "stack":
            _leave(oid, "graveyard", b, p)


@spec(ir.CounterUnlessPays)
def _counter_unless(e: ir.CounterUnlessPays, b: Bindings, p: Prediction) -> None:
    """118.12: the spell's controller may pay (answered yes when their untapped lands can); if
    they don't, it is countered (701.6a)."""
    if e.cost is not None:
        raise Unpredictable("CounterUnlessPays (a cost other than mana)")
    need = cost_mana_value(e.mana)
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None or v.zone != "stack":
            continue
        if any(SYMBOL.fullmatch("{" + s + "}") and s in "WUBRG" for s in mana_symbols(e.mana)):
            raise Unpredictable("CounterUnlessPays (colored mana)")
        if need and untapped_lands(b.before.objects, b.before.battlefield, v.controller) >= need:
            p.numbers["untapped lands", v.controller] -= need
        else:
            _leave(oid, "graveyard", b, p)


@spec(ir.Tap, ir.Untap)
def _tap(e: ir.Tap | ir.Untap, b: Bindings, p: Prediction) -> None:
    """701.26: tap or untap."""
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is not None:
            plan.add("tapped", isinstance(e, ir.Tap))
        v = b.before.objects.get(oid)
        key = ("untapped lands", v.controller) if v is not None else None
        if v is not None and "Land" in v.types and key in p.numbers and \
                v.tapped == isinstance(e, ir.Untap):  # a land counted in a payment changes too
            p.numbers[key] += 1 if isinstance(e, ir.Untap) else -1


@spec(ir.PutCounters)
def _counters(e: ir.PutCounters, b: Bindings, p: Prediction) -> None:
    """122.1: counters are put on the object; +1/+1 and -1/-1 counters change P/T (613.4c)."""
    n = quantity(e.amount, b)
    for a in new_ones(e.what, b, p):
        a.changes().add("counters", (e.kind, n))
    if isinstance(e.what, ir.Created | ir.PutThisWay):
        return
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is not None:
            plan.add("counters", (e.kind, n))


@spec(ir.PutCountersOf)
def _counters_of(e: ir.PutCountersOf, b: Bindings, p: Prediction) -> None:
    """608.2h, 122.1: each kind of counter the source had as it last existed goes on the
    object; none, nothing happens."""
    if not isinstance(e.source, ir.This):
        raise Unpredictable(e)
    src = b.lki.get(b.source) or b.view(b.source)
    had = [(k, n) for k, n in (src.counters if src is not None else ()) if n > 0]
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is not None:
            for kind, n in had:
                plan.add("counters", (kind, n))


@spec(ir.AttachTo)
def _attach(e: ir.AttachTo, b: Bindings, p: Prediction) -> None:
    """701.3a: this permanent becomes attached to the object."""
    new = new_ones(e.what, b, p)
    if new:
        _attach_to_new(new[0], b)
        return
    found = objects(e.what, b)
    plan = p.plan(b.source, b)
    seen = b.view(found[0]) if found else None
    if seen is not None and seen.zone != "battlefield":
        # a card an earlier part puts onto the battlefield: the new object it becomes (400.7)
        arrived = [a for a in p.arrivals if a.card_of == found[0]]
        if not arrived:
            p.unchecked.append("AttachTo (a card put onto the battlefield)")
            return
        _attach_to_new(arrived[0], b)
        return
    if found and plan is not None:
        plan.add("attach", found[0])
        host = p.plan(found[0], b)
        card = ir_card(plan.view.name) if not plan.view.token else None
        if host is not None and card is not None and plan.view.attached_to != found[0]:
            for st in statics_on(card, host.view, b, ir.AttachedTo):  # 613: what it grants
                static_parts(counted_pt(st, attached_now(b, found[0]), found[0]), host.view,
                             plan.view.controller, host)


def _attach_to_new(a: Arrival, b: Bindings) -> None:
    """701.3a, 608.2c: this Aura or Equipment becomes attached to the permanent an earlier part
    just created ("create a 1/1 Soldier, then attach this Equipment to it"), which then has
    what its static abilities give (613)."""
    src = b.view(b.source)
    card = ir_card(src.name) if src is not None and not src.token else None
    if a.count != 1 or a.view is None or card is None:
        raise Unpredictable("AttachTo (to several new permanents, or from a token)")
    a.attached = b.source
    plan = a.changes()
    for st in statics_on(card, plan.view, b, ir.AttachedTo):
        static_parts(counted_pt(st, b, -1), plan.view, a.controller, plan)


@spec(ir.Pump)
def _pump(e: ir.Pump, b: Bindings, p: Prediction) -> None:
    """613.4c: +N/+N in layer 7c; 613.1f: keywords in layer 6; both end as the duration says
    (514.2: "until end of turn" effects end in the cleanup step)."""
    lasting = duration_kind(e.duration)
    pw, tg = quantity(e.power, b), quantity(e.toughness, b)
    from ..rules.protection import CHOSEN_COLOR  # the harness chooses the first color, white

    keywords = frozenset("protection from white" if k == CHOSEN_COLOR else k for k in e.keywords)
    for a in new_ones(e.what, b, p):  # seen now; the end of "until end of turn" isn't checked
        if pw or tg:
            a.changes().add("pt+", (pw, tg), lasting)
        if keywords:
            a.changes().add("kw+", keywords, lasting)
    if isinstance(e.what, ir.Created | ir.PutThisWay):
        return
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is None:
            continue
        if pw or tg:
            plan.add("pt+", (pw, tg), lasting)
        if keywords:
            plan.add("kw+", keywords, lasting)
        p.later |= lasting == EOT


ARRIVAL_EFFECTS = (ir.PutCounters, ir.Pump, ir.AttachTo)
"""Effects whose predictions follow the new permanents an "each" includes (608.2c)."""


@spec(ir.Becomes)
def _becomes(e: ir.Becomes, b: Bindings, p: Prediction) -> None:
    """611.2, 613: a change in the layers it names, for its duration."""
    lasting = duration_kind(e.duration)
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is None:
            continue
        if e.add_types:
            plan.add("types+", frozenset(e.add_types), lasting)
        if e.set_subtypes is not None:  # 205.1a: replacing the subtypes of the same kind
            kinds = {subtype_kind(s) for s in e.set_subtypes}
            kept = tuple(s for s in plan.view.subtypes if subtype_kind(s) not in kinds)
            plan.add("subtypes=", kept + tuple(e.set_subtypes), lasting)
        if e.set_colors is not None:
            plan.add("colors=", frozenset(e.set_colors), lasting)
        if e.lose_abilities:
            plan.add("lose", True, lasting)
        if e.add_keywords:
            plan.add("kw+", frozenset(e.add_keywords), lasting)
        if e.set_pt is not None:
            plan.add("set_pt", tuple(e.set_pt), lasting)
        if e.switch:
            plan.add("switch", True, lasting)
        p.later |= lasting == EOT


@spec(ir.GainControl)
def _gain_control(e: ir.GainControl, b: Bindings, p: Prediction) -> None:
    """613.1b: layer 2, the controller changes for the duration; a spell's controller changes
    (112.2)."""
    lasting = duration_kind(e.duration)
    for oid in objects(e.what, b):
        plan = p.plan(oid, b, stack=True)
        if plan is not None:
            plan.add("controller", b.me, lasting)
            p.later |= lasting == EOT


@spec(ir.ExchangeControl)
def _exchange(e: ir.ExchangeControl, b: Bindings, p: Prediction) -> None:
    """701.12a: the two permanents' controllers are exchanged."""
    first = objects(e.first, b)
    second = objects(e.second, b) if e.second != e.first else first[1:]
    first = first[:1]
    if not first or not second:
        return
    a, c = p.plan(first[0], b), p.plan(second[0], b)
    if a is None or c is None or a.view.controller == c.view.controller:
        return
    a.add("controller", c.view.controller)
    c.add("controller", a.view.controller)


def _token_view(spec_: ir.TokenSpec) -> View:
    """A token's printed characteristics; its P/T isn't predicted where a static ability of its
    own may change it ("This token gets +2/+2 as long as ...", 613.4c)."""
    view = replace(ir_view(spec_), token=True)
    return replace(view, power=None, toughness=None) if own_pt_varies(spec_.abilities) else view


def _source_pumps_others(b: Bindings) -> bool:
    """Whether the source has a static ability that may change the P/T of other permanents
    (613.4c) other than those ``settle_arrivals`` applies to the new ones (an unconditional
    "each ..."), so a token it creates may not have its printed P/T."""
    from .registry import UnknownCard, get_card

    if b.source_view is None:
        return False
    try:
        statics = get_card(b.source_view.name).statics
    except UnknownCard:  # a token or face-down source: no printed card
        return False
    return any((st.power or st.toughness or st.set_pt) and not isinstance(st.affects, ir.This)
               and not (isinstance(st.affects, ir.Each) and st.condition is None)
               for st in statics)


def own_pt_varies(abilities: Iterable[ir.Ability]) -> bool:
    """Whether a static ability of the object's own may change its P/T (613.4c)."""
    return any(isinstance(a, ir.Static) and (a.power or a.toughness or a.set_pt or a.switch)
               for a in abilities)


@spec(ir.CreateTokens)
def _tokens(e: ir.CreateTokens, b: Bindings, p: Prediction) -> None:
    """111.2: N tokens with the characteristics the effect defines (111.4: named for their
    subtypes plus "Token"), created tapped or attacking if it says so (506.3)."""
    n = quantity(e.amount, b)
    view = _token_view(e.token)
    if _source_pumps_others(b):  # "creature tokens you control get +1/+4" (613.4c)
        view = replace(view, power=None, toughness=None)
    for pid in players(e.who, b):
        p.arrivals.append(Arrival(f"{n} {e.token.name}", n, pid, view, True,
                                  True if e.tapped else None, True if e.attacking else None,
                                  True if e.blocking else None, created=True))


@spec(ir.CreateTokenCopy)
def _token_copy(e: ir.CreateTokenCopy, b: Bindings, p: Prediction) -> None:
    """707.2: a token copy has the copiable values of the original, with the exceptions the
    effect states (707.9); with encore's "for each opponent" one set per opponent (702.141a)."""
    n = quantity(e.amount, b) * (len(b.players) - 1 if e.each_opponent else 1)
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None:
            continue
        copied = replace(v, keywords=v.keywords | frozenset(e.add_keywords),
                         supertypes=v.supertypes - frozenset(e.drop_supertypes))
        if e.set_colors is not None:
            copied = replace(copied, colors=e.set_colors)
        if e.no_mana_cost:
            copied = replace(copied, mana_value=0)
        if e.add_subtypes and copied.types & {"Creature", "Kindred"}:  # 205.3d
            copied = replace(copied, subtypes=(*(t for t in e.add_subtypes
                                                 if t not in copied.subtypes), *copied.subtypes))
        original = ir_card(v.name)
        if original is not None:  # 707.2: printed values; counters and other effects aren't
            copied = replace(copied, power=original.power if isinstance(
                original.power, int) else None, toughness=original.toughness if isinstance(
                original.toughness, int) else None)
        if e.set_pt is not None:  # 707.9b, 707.9d: the set values, not a CDA's
            copied = replace(copied, power=e.set_pt[0], toughness=e.set_pt[1])
        elif original is not None and any(isinstance(a, ir.DefinePT)
                                          for a in original.abilities):
            copied = replace(copied, power=None, toughness=None)  # 604.3: counted there
        p.arrivals.append(Arrival(f"{n} token copies of {v.name}", n, b.me, copied, True,
                                  created=True))


@spec(ir.AtNextEndStep)
def _at_next_end_step(e: ir.AtNextEndStep, b: Bindings, p: Prediction) -> None:
    """603.7: a delayed trigger at the next end step (or the next turn's upkeep); checked after
    the turn ends. Tokens it sacrifices, exiles or destroys (701.8a: unless indestructible)
    are gone by then."""
    if isinstance(e.about, ir.Created) and isinstance(e.effect, ir.Sacrifice | ir.Exile |
                                                      ir.Destroy) and \
            isinstance(e.effect.what, ir.EventObject) and p.arrivals and not (
                isinstance(e.effect, ir.Destroy) and "indestructible" in layered(
                    p.arrivals[-1].changes(), lambda d: True)["keywords"]):
        p.arrivals[-1].later = "leave"
        p.later = True
        return
    if isinstance(e.about, ir.Created) and any(isinstance(n, ir.EventObject)
                                                for n in ir.walk(e.effect)) or any(
            isinstance(n, ir.ThisWay) for n in ir.walk(e.effect)) or any(
            isinstance(n, ir.Each) for n in ir.walk(e.effect)) and (
                p.leaves or p.arrivals or p.plans):
        raise Unpredictable(e.effect)  # what it will find then isn't known now (an "each"
        # finds then what it finds now only if nothing before it changed the board)
    q = Prediction(numbers=Counter(p.numbers))  # what it does then (its "it" is what it is
    predict(e.effect, b, q)  # about), as the state before and the effect so far tell
    if q.unchecked or q.plans or q.mana or q.surveil or q.arrivals and any(
            a.view is None for a in q.arrivals):
        raise Unpredictable(e.effect)
    for oid, dest in q.leaves.items():
        p.later_leaves[oid] = dest
        p.names[oid] = q.names.get(oid, "")
    p.later_arrivals += q.arrivals
    q.numbers.subtract(p.numbers)
    p.later_numbers.update({k: n for k, n in q.numbers.items() if n})
    p.later = True
    p.upkeep |= e.step == "upkeep"


@spec(ir.AddMana)
def _add_mana(e: ir.AddMana, b: Bindings, p: Prediction) -> None:
    """106.4: the mana is added to the player's mana pool (one of the alternatives; "in any
    combination of", any mix of them). The amount may count the counters removed to pay the
    cost ("for each storage counter removed this way", 601.2h)."""
    n = quantity(e.amount, b)
    if e.combination:
        p.add_mana(b.me, [Counter(mix) for mix in
                          itertools.combinations_with_replacement(e.options, n)])
        return
    p.add_mana(b.me, [Counter(option * n) for option in e.options])


def land_mana(v: View) -> set[str]:
    """The mana types a land could produce (106.7): its basic land types' (305.6) and those its
    own IR's mana abilities add."""
    found = {BASIC_MANA[s] for s in v.subtypes if s in BASIC_MANA}
    card = ir_card(v.name)
    if card is not None:
        for ab in card.abilities:
            if isinstance(ab, ir.Activated) and isinstance(ab.effect, ir.AddMana):
                found |= {c for option in ab.effect.options for c in option}
    return found


@spec(ir.AddManaCouldProduce)
def _add_could_produce(e: ir.AddManaCouldProduce, b: Bindings, p: Prediction) -> None:
    """106.7: one mana of a type a land the player controls could produce (none if there is
    no such type, 106.5)."""
    whose = set(players(e.whose, b))
    kinds: set[str] = set()
    for oid in b.before.battlefield:
        v = b.before.objects[oid]
        if oid != b.source and v.controller in whose and "Land" in v.types:
            kinds |= land_mana(v)
    if e.colors_only:
        kinds.discard("C")
    p.add_mana(b.me, [Counter(k) for k in sorted(kinds)] or [Counter()])


@spec(ir.AddManaOfProducedType)
def _add_produced(e: ir.AddManaOfProducedType, b: Bindings, p: Prediction) -> None:
    """605.1b: one more mana of a type the tapped land produced."""
    if not b.event_mana:
        raise Unpredictable(e)
    pid = b.event_player if b.event_player is not None else b.me
    p.add_mana(pid, [Counter(b.event_mana)])


@spec(ir.SacrificeUnless)
def _sacrifice_unless(e: ir.SacrificeUnless, b: Bindings, p: Prediction) -> None:
    """701.21a: the arranged permanent is sacrificed (returned to its owner's hand, 608.2d)
    instead of this one (the first option)."""
    if b.fodder is not None:
        _leave(b.fodder, "hand" if e.returns else "graveyard", b, p)
    else:
        _leave(b.source, "graveyard", b, p)


@spec(ir.SacrificeUnlessPay)
def _sacrifice_unless_pay(e: ir.SacrificeUnlessPay, b: Bindings, p: Prediction) -> None:
    """608.2d: the payment was arranged and answered yes: this permanent stays, and lands
    paying its mana value become tapped."""
    if e.cost is not None:
        raise Unpredictable("SacrificeUnlessPay (a cost other than mana)")
    p.numbers["untapped lands", b.me] -= cost_mana_value(e.mana)


@spec(ir.PlayerSacrifices)
def _player_sacrifices(e: ir.PlayerSacrifices, b: Bindings, p: Prediction) -> None:
    """701.21a: the player sacrifices N permanents matching the selector (all, if no more)."""
    n = quantity(e.count, b)
    for pid in players(e.who, b):
        theirs = [o for o in select(e.what, b) if b.before.objects[o].controller == pid]
        if len(theirs) > n:  # the arranged ones are the ones chosen
            chosen = [o for o in b.picked_first if o in theirs][:n]
            if len(chosen) < n:  # else the ones the player chose as it resolved (608.2d)
                chosen = [o for o in dict.fromkeys(b.sacrificed) if o in theirs][:n]
            theirs = chosen
            if len(theirs) < n:
                raise Unpredictable("PlayerSacrifices (a choice among several)")
        for oid in theirs:
            _leave(oid, "graveyard", b, p)


@spec(ir.ChangeText)
def _change_text(e: ir.ChangeText, b: Bindings, p: Prediction) -> None:
    """612.1, 613.1c: every instance of the chosen word in the object's text is replaced
    (the words are the answer given as it resolved, 608.2d)."""
    if b.text_change is None:
        raise Unpredictable("ChangeText (no words chosen)")
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is not None:
            plan.add("text", b.text_change)


@spec(ir.BecomeCopyOfChosen)
def _become_copy(e: ir.BecomeCopyOfChosen, b: Bindings, p: Prediction) -> None:
    """707.2, 613.2a: the object takes the chosen creature's copiable values until end of turn."""
    chosen = b.view(b.copy_choice) if b.copy_choice is not None else None
    if chosen is None:
        raise Unpredictable("BecomeCopyOfChosen (no copy chosen)")
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        if plan is not None:
            plan.add("copy", chosen, EOT)
            p.later = True


# ---- verbs in their own grammar modules (ir/verbs.py) ------------------------------------------


def _note_permanents(what: ir.ObjRef, b: Bindings, p: Prediction, note: str) -> None:
    """Note an invisible change to the permanents ``what`` names ("{name} " + ``note``)."""
    for oid in objects(what, b):
        v = b.view(oid)
        if v is not None and v.zone == "battlefield":
            p.notes.append(f"{v.name} {note}")


@spec(ir.Regenerate)
def _regenerate(e: ir.Regenerate, b: Bindings, p: Prediction) -> None:
    """701.19a: a shield for the next destruction this turn; nothing visible changes now."""
    _note_permanents(e.what, b, p, "has a regeneration shield")


@spec(ir.Restrict)
def _restrict(e: ir.Restrict, b: Bindings, p: Prediction) -> None:
    """509.1b, 611.2a: a restriction until end of turn; nothing visible changes now."""
    _note_permanents(e.what, b, p, "is restricted this turn")


@spec(ir.BlocksIfAble, ir.CantBlockAttacker)
def _block_rule(e: ir.BlocksIfAble | ir.CantBlockAttacker, b: Bindings, p: Prediction) -> None:
    """509.1c ("blocks SELF this turn if able"), 509.1b ("can't block SELF this turn"): on the
    creatures ``what`` names as it resolves (611.2c), until end of turn (611.2a); seen in a
    declaration of blockers (``blocks_verdict``)."""
    kind = "must" if isinstance(e, ir.BlocksIfAble) else "cant"
    for a in objects(e.attacker, b):
        for o in objects(e.what, b):
            v = b.view(o)
            if v is not None and v.zone == "battlefield" and "Creature" in v.types:
                p.blocks.append((o, a, kind))
                p.names.setdefault(o, v.name)


@spec(ir.DoesntUntapNext)
def _doesnt_untap_next(e: ir.DoesntUntapNext, b: Bindings, p: Prediction) -> None:
    """502.3, 611.2a: kept tapped in a later untap step; nothing visible changes now."""
    _note_permanents(e.what, b, p, "doesn't untap during its next untap step")


@spec(ir.DestroyNoRegen)
def _destroy_no_regen(e: ir.DestroyNoRegen, b: Bindings, p: Prediction) -> None:
    """701.8a, 701.19c: destroyed (a regeneration shield doesn't apply)."""
    _destroy(ir.Destroy(e.what), b, p)


@spec(ir.PreventDamage)
def _prevent(e: ir.PreventDamage, b: Bindings, p: Prediction) -> None:
    """615.1a, 615.7: a prevention effect for the rest of the turn; nothing visible now."""
    if e.amount is not None:
        quantity(e.amount, b)
    p.notes.append("damage will be prevented this turn")


@spec(ir.RedirectDamage)
def _redirect(e: ir.RedirectDamage, b: Bindings, p: Prediction) -> None:
    """614.9: a redirection effect for the rest of the turn; nothing visible now."""
    quantity(e.amount, b)
    p.notes.append("damage will be redirected this turn")


@spec(ir.PreventNextFromSource)
def _prevent_next(e: ir.PreventNextFromSource, b: Bindings, p: Prediction) -> None:
    """609.7a, 615.1a: a shield against a chosen source for the rest of the turn; nothing
    visible now."""
    p.notes.append("the next damage from a chosen source will be prevented this turn")


@spec(ir.SearchLibrary)
def _search(e: ir.SearchLibrary, b: Bindings, p: Prediction) -> None:
    """701.23a: the library holds only filler cards; the first option is taken, a found card
    when one fits and a single card is searched for, else the fewest the player may find
    (none for "up to" or a stated quality, 701.23b-d). Found cards move where it says; "on
    top" leaves every zone its size (701.24b)."""
    card = ir_card(FILLER)
    fits = card is not None and holds(e.what.pred, replace(ir_view(card), zone="library"), b)
    must = e.what.pred == ir.ANYTHING and not e.up_to
    n = min(e.count, _available(p, b, "library", b.me)) if fits and (
        must or (e.count == 1 and not e.up_to)) else 0
    if not n or e.to == "top":
        return
    p.numbers["library", b.me] -= n
    if e.to in ("hand", "graveyard"):
        p.numbers[e.to, b.me] += n
    elif e.to == "battlefield" and card is not None:
        p.arrivals.append(Arrival(f"{n} {FILLER} found", n, b.me, ir_view(card), token=False,
                                  tapped=True if e.tapped else None))


@spec(ir.LookAtTop)
def _look_at_top(e: ir.LookAtTop, b: Bindings, p: Prediction) -> None:
    """701.20e: of the top N cards, K go to the hand and the rest to the graveyard, or back to
    the library (top or bottom: no zone changes size)."""
    n = min(quantity(e.amount, b), _available(p, b, "library", b.me))
    k = min(e.take, n)
    if e.what is not None:  # "you may ... a [card] from among them": the first option
        card = ir_card(FILLER)
        fits = card is not None and holds(e.what.pred, replace(ir_view(card), zone="library"), b)
        k = (n if e.take_all else min(k, 1) if e.take == 1 else 0) if fits else 0
    p.numbers["library", b.me] -= k
    if e.to == "battlefield" and k:
        card = ir_card(FILLER)
        if card is not None:
            p.arrivals.append(Arrival(f"{k} {FILLER} put", k, b.me, ir_view(card), token=False,
                                      tapped=True if e.tapped else None))
    else:
        p.numbers["hand", b.me] += k
    if e.rest == "graveyard":
        p.numbers["library", b.me] -= n - k
        p.numbers["graveyard", b.me] += n - k


@spec(ir.ExileTop)
def _exile_top(e: ir.ExileTop, b: Bindings, p: Prediction) -> None:
    """406.3: the top N cards of the library go to exile."""
    for pid in players(e.who, b):
        n = min(quantity(e.amount, b), _available(p, b, "library", pid))
        if n == 1 and e.amount == 1:
            _top_of(pid, "exile", b, p)
        p.numbers["library", pid] -= n
        p.numbers["exile", pid] += n


def _top_of(pid: int, zone: str, b: Bindings, p: Prediction) -> None:
    """The card revealed or exiled from the top of ``pid``'s library: the one the harness
    arranged there (401.2), below those the earlier parts moved (``moved_cards``); where
    they moved cards it doesn't know, a filler card known by a pseudo id."""
    known, unknown = moved_cards(b, p)
    gone = {v.id for v, _ in known}
    left = [v for v in b.before.libraries.get(pid, ()) if v.id not in gone]
    if left and not unknown["library", pid]:
        b.lki[left[0].id] = replace(left[0], zone=zone)
        b.top[:] = [left[0].id]
        return
    card = ir_card(FILLER)
    if card is None:
        raise Unpredictable("TopCard")
    oid = -1000 - pid
    b.lki[oid] = replace(ir_view(card), id=oid, zone=zone, owner=pid, controller=pid)
    b.top[:] = [oid]


@spec(ir.RevealTop)
def _reveal_top(e: ir.RevealTop, b: Bindings, p: Prediction) -> None:
    """701.20: the top card is revealed or looked at; nothing moves."""
    b.top[:] = []
    for pid in players(e.whose, b):
        if _available(p, b, "library", pid) > 0:
            _top_of(pid, "library", b, p)


@spec(ir.PutCard)
def _put_card(e: ir.PutCard, b: Bindings, p: Prediction) -> None:
    """400.3: the revealed card leaves the library (or exile) for its owner's hand, graveyard,
    the battlefield, or the bottom of the library (no zone changes size)."""
    for oid in objects(e.what, b):
        v = b.lki[oid]
        if e.to == "bottom" and v.zone == "library":
            pass
        elif v.zone == "library":
            p.numbers["library", v.owner] -= 1
        else:
            p.numbers[v.zone, v.owner] -= 1
        if e.to in ("hand", "graveyard"):
            p.numbers[e.to, v.owner] += 1
        elif e.to == "bottom" and v.zone != "library":
            p.numbers["library", v.owner] += 1
        elif e.to == "battlefield":
            who = (players(e.who, b) or [b.me])[0]
            p.arrivals.append(Arrival(f"{v.name} put", 1, who, v, token=False,
                                      tapped=True if e.tapped else None))
        b.top.remove(oid)
        b.top_put.append(e.to)


@spec(ir.RevealUntil)
def _reveal_until(e: ir.RevealUntil, b: Bindings, p: Prediction) -> None:
    """701.20a: the library is filler; if the filler fits, the first card revealed is put
    where it says and nothing else moves; otherwise the whole library is revealed and goes to
    the bottom (no change) or the graveyard."""
    card = ir_card(FILLER)
    n = _available(p, b, "library", b.me)
    if card is None or not n:
        return
    if holds(e.what.pred, replace(ir_view(card), zone="library"), b):
        p.numbers["library", b.me] -= 1
        if e.to == "battlefield":
            p.arrivals.append(Arrival(f"{FILLER} put", 1, b.me, ir_view(card), token=False,
                                      tapped=True if e.tapped else None))
        else:
            p.numbers["hand", b.me] += 1
    elif e.rest == "graveyard":
        p.numbers["library", b.me] -= n
        p.numbers["graveyard", b.me] += n


@spec(ir.Discover)
def _discover(e: ir.Discover, b: Bindings, p: Prediction) -> None:
    """701.57a: the library is filler lands, so no card is found: every card exiled goes back
    to the bottom of the library and nothing changes."""
    card = ir_card(FILLER)
    if card is None or "Land" not in card.type_line:
        raise Unpredictable(e)
    p.notes.append("discover finds no nonland card in a library of lands")


@spec(ir.MayPlayExiled)
def _may_play_exiled(e: ir.MayPlayExiled, b: Bindings, p: Prediction) -> None:
    """601.3: a permission to play the exiled cards; nothing visible changes now."""
    p.notes.append("the exiled cards may be played")


@spec(ir.ReturnChosen)
def _return_chosen(e: ir.ReturnChosen, b: Bindings, p: Prediction) -> None:
    """608.2d: the first permanents that fit, in battlefield order (the first option), go to
    their owner's hand."""
    fits = [o for o in b.before.battlefield if holds(e.what.pred, b.before.objects[o], b)]
    for oid in fits[:e.count]:
        _leave(oid, "hand", b, p)
        b.moved.append(oid)


@spec(ir.PutInLibrary)
def _put_in_library(e: ir.PutInLibrary, b: Bindings, p: Prediction) -> None:
    """401.4: the objects go to their owners' libraries (a token ceases to exist, 111.8)."""
    for oid in objects(e.what, b):
        if (v := b.view(oid)) is not None:  # from the battlefield, a graveyard, ... (400.3)
            _leave(oid, "library", b, p)
            b.moved.append(oid)
            if e.top and not v.token:
                b.stacked.setdefault(v.owner, []).append(oid)


@spec(ir.DamageEach)
def _damage_each(e: ir.DamageEach, b: Bindings, p: Prediction) -> None:
    """120.4: the damage to the objects and to the players, as two "deals damage" parts."""
    _damage(ir.DealDamage(e.amount, e.objects, e.source), b, p)
    _damage(ir.DealDamage(e.amount, e.players, e.source), b, p)


@spec(ir.DamageSplit)
def _damage_split(e: ir.DamageSplit, b: Bindings, p: Prediction) -> None:
    """120.4: each part's damage, as "deals damage" parts of one event."""
    for part in e.parts:
        _damage(part, b, p)


@spec(ir.Fight)
def _fight(e: ir.Fight, b: Bindings, p: Prediction) -> None:
    """701.14a: each creature deals damage equal to its power to the other (none if one of
    them is missing, 701.14b)."""
    first = [v for o in objects(e.first, b) if (v := b.view(o)) is not None]
    second = [v for o in objects(e.second, b) if (v := b.view(o)) is not None]
    if len(first) != 1 or len(second) != 1:
        return
    def power(ref: ir.ObjRef, v: View) -> int:
        """Its power now: earlier parts of the effect may have changed it (608.2c)."""
        plan = p.plans.get(next(iter(objects(ref, b))))
        return (layered(plan, lambda d: True)["power"] if plan is not None else v.power) or 0

    one, other = power(e.first, first[0]), power(e.second, second[0])
    _damage(ir.DealDamage(one, e.second, e.first), b, p)
    _damage(ir.DealDamage(other, e.first, e.second), b, p)


@spec(ir.Proliferate)
def _proliferate(e: ir.Proliferate, b: Bindings, p: Prediction) -> None:
    """701.34a: any number may be chosen; the first answer chooses none, so nothing changes."""
    p.notes.append("proliferate: nothing chosen")


@spec(ir.TapOrUntap)
def _tap_or_untap(e: ir.TapOrUntap, b: Bindings, p: Prediction) -> None:
    """701.26: the first option, "tap", is chosen."""
    _tap(ir.Tap(e.what), b, p)


@spec(ir.CopySpell)
def _copy_spell(e: ir.CopySpell, b: Bindings, p: Prediction) -> None:
    """707.10: the copies go on the stack under the controller of the effect (707.10c: owned
    and controlled by that player; they resolve later); nothing else changes now."""
    try:
        times = quantity(e.amount, b)
    except Unpredictable:
        times = None
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is not None and v.zone == "stack" and times is not None:
            p.copies[v.name, b.me] += times
        elif v is not None and v.zone == "stack":
            p.notes.append(f"copies of {v.name} are put on the stack")


@spec(ir.CopyAbility)
def _copy_ability(e: ir.CopyAbility, b: Bindings, p: Prediction) -> None:
    """707.10: a copy of the triggered ability, with its source, goes on the stack under this
    ability's controller; the harness lets the copy resolve (``resolve_copies``), so its effect
    is predicted as the original's, for that controller."""
    for aid in objects(e.what, b):
        found = b.abilities.get(aid)
        if found is None:
            raise Unpredictable("a copied ability the harness didn't arrange")
        effect, source = found
        predict(effect, replace(b, source=source, source_view=b.view(source), targets=()), p)


@spec(ir.ChooseNewTargets)
def _choose_new_targets(e: ir.ChooseNewTargets, b: Bindings, p: Prediction) -> None:
    """115.7d: a targeted spell's targets become those the harness answered with (chosen by
    ``retarget_choice``, legal for the spell's controller, 115.7); one with none keeps none."""
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None or v.zone != "stack" or not v.targets:
            continue
        new = b.new_targets.get(oid)
        plan = p.plan(oid, b, stack=True)
        if new is None or plan is None:
            raise Unpredictable("no other legal target arranged")
        plan.add("targets", tuple((t,) for t in new))
        p.names.update({t: w.name for t in new if (w := b.view(t)) is not None})


@spec(ir.Shuffle)
def _shuffle(e: ir.Shuffle, b: Bindings, p: Prediction) -> None:
    """701.24a: the library is reordered; no zone changes size, unless the graveyard is
    shuffled into it (its cards go to the library, 400.7)."""
    for pid in players(e.who, b):
        if e.graveyard:
            n = len(b.before.players[pid].graveyard)
            p.numbers[("graveyard", pid)] -= n
            p.numbers[("library", pid)] += n


@spec(ir.BecomeMonarch)
def _become_monarch(e: ir.BecomeMonarch, b: Bindings, p: Prediction) -> None:
    """724.3: the (last) player named becomes the monarch."""
    who = players(e.who, b)
    if who:
        p.designations["monarch"] = who[-1]


@spec(ir.RingTempts)
def _ring_tempts(e: ir.RingTempts, b: Bindings, p: Prediction) -> None:
    """701.54a: each player named is tempted once more."""
    for pid in players(e.who, b):
        p.tempted[pid] += 1


@spec(ir.Investigate)
def _investigate(e: ir.Investigate, b: Bindings, p: Prediction) -> None:
    """701.16a: a Clue token (111.10f)."""
    from ..ir.tokens import CLUE

    _tokens(ir.CreateTokens(CLUE), b, p)


@spec(ir.Adapt, ir.Monstrosity)
def _adapt(e: ir.Adapt | ir.Monstrosity, b: Bindings, p: Prediction) -> None:
    """701.46a, 701.37a: N +1/+1 counters on the source, which on the board has none and isn't
    monstrous."""
    _counters(ir.PutCounters("+1/+1", e.amount, ir.This()), b, p)


@spec(ir.Amass)
def _amass(e: ir.Amass, b: Bindings, p: Prediction) -> None:
    """701.47a: with no Army creature, a 0/0 black Army token is created and gets the
    counters (an Army already on the board, or one created earlier, is left unchecked)."""
    from ..rules.effects.keyword_actions import army_token

    armies = [oid for oid in b.before.battlefield if (v := b.before.objects.get(oid)) is not None
              and v.controller == b.me and "Army" in v.subtypes]
    if armies or any(a.view is not None and "Army" in a.view.subtypes for a in p.arrivals):
        p.unchecked.append("Amass (an Army is there already)")
        return
    _tokens(ir.CreateTokens(army_token(e.subtype)), b, p)
    _counters(ir.PutCounters("+1/+1", e.amount, ir.Created()), b, p)


@spec(ir.Support)
def _support(e: ir.Support, b: Bindings, p: Prediction) -> None:
    """701.41a: a +1/+1 counter on each target."""
    _counters(ir.PutCounters("+1/+1", 1, e.what), b, p)



# ---- keyword actions and one-turn replacements (effects without a prediction before) ----------


def _planned_counters(oid: int, kind: str, b: Bindings, p: Prediction) -> int:
    """How many ``kind`` counters the object has once the earlier parts are done."""
    plan = p.plan(oid, b)
    return 0 if plan is None else layered(plan, lambda d: True)["counters"].get(kind, 0)


@spec(ir.RemoveCountersFrom)
def _remove_counters(e: ir.RemoveCountersFrom, b: Bindings, p: Prediction) -> None:
    """122.1: N counters of the kind are removed (as many as it has, at most N); -1/-1 and
    +1/+1 counters leaving change P/T (613.4c)."""
    n = quantity(e.amount, b)
    for oid in objects(e.what, b):
        plan = p.plan(oid, b)
        k = min(n, _planned_counters(oid, e.kind, b, p))
        if 0 < k < n:
            raise Unpredictable("RemoveCountersFrom (fewer counters than asked: whether "
                                "'if you do' follows isn't predicted)")
        if plan is not None and k:
            plan.add("counters", (e.kind, -k))


@spec(ir.ExileIfDies)
def _exile_if_dies(e: ir.ExileIfDies, b: Bindings, p: Prediction) -> None:
    """614.1a, 700.4: a replacement for the turn: the object put into a graveyard from the
    battlefield (by this effect's damage or P/T change, or later) is exiled instead. "A
    creature dealt damage this way" is those the earlier parts damaged."""
    if isinstance(e.what, ir.DamagedThisWay):
        found = [oid for oid, plan in p.plans.items()
                 if (plan.damage or any(k == "counters" and v[0] == "-1/-1" and v[1] > 0
                                        for k, v, _ in plan.parts))
                 and holds(e.what.pred, plan.view, b)]
    else:
        found = objects(e.what, b)
    for oid in found:
        v = b.view(oid)
        if v is not None and v.zone == "battlefield":
            p.exile_if_dies.add(oid)
            p.notes.append(f"{v.name} is exiled if it would die this turn")


@spec(ir.Explore)
def _explore(e: ir.Explore, b: Bindings, p: Prediction) -> None:
    """701.44a: the top card (filler, a land) goes to the controller's hand; with no card
    revealed (an empty library) the permanent gets a +1/+1 counter instead."""
    card = ir_card(FILLER)
    if card is None or "Land" not in ir_view(card).types:
        raise Unpredictable("Explore (a nonland card revealed: may put it into the graveyard)")
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None:
            continue
        pid = v.controller
        if _available(p, b, "library", pid) > 0:
            p.numbers["library", pid] -= 1
            p.numbers["hand", pid] += 1
        elif v.zone == "battlefield":
            _counters(ir.PutCounters("+1/+1", 1, ir.Current()), replace(b, current=oid), p)


@spec(ir.Connive)
def _connive(e: ir.Connive, b: Bindings, p: Prediction) -> None:
    """701.50a, 701.50e: the controller draws N cards (filler) and discards N; the permanent
    gets a +1/+1 counter for each nonland card discarded. Which cards are discarded is the
    player's choice: predicted when the hand's cards are all lands or all nonlands."""
    n = 1 if e.amount is None else quantity(e.amount, b)
    card = ir_card(FILLER)
    for oid in objects(e.what, b):
        v = b.view(oid)
        if v is None or card is None:
            continue
        pid = v.controller
        earlier = -p.numbers["library", pid]  # cards an earlier part drew: filler (121.1)
        if p.numbers["hand", pid] != earlier or earlier < 0:
            raise Unpredictable("Connive (a hand an earlier part changed)")
        drawn = min(n, _available(p, b, "library", pid))
        lands = ["Land" in b.before.objects[h].types for h in b.before.players[pid].hand
                 if h not in p.leaves]
        lands += ["Land" in ir_view(card).types] * (earlier + drawn)
        k = min(n, len(lands))
        if len(set(lands)) > 1:
            raise Unpredictable("Connive (lands and nonlands to choose from)")
        p.numbers["library", pid] -= drawn
        p.numbers["hand", pid] += drawn - k
        p.numbers["graveyard", pid] += k
        nonland = k if lands and not lands[0] else 0
        if nonland and v.zone == "battlefield":
            _counters(ir.PutCounters("+1/+1", nonland, ir.Current()), replace(b, current=oid), p)


@spec(ir.Bolster)
def _bolster(e: ir.Bolster, b: Bindings, p: Prediction) -> None:
    """701.39a: N +1/+1 counters on the creature the controller controls with the least
    toughness (chosen as it resolves); a tie between creatures isn't predicted."""
    n = quantity(e.amount, b)
    mine: dict[int, int] = {}
    for oid in b.before.battlefield:
        plan = p.plan(oid, b)
        if plan is None or oid in p.leaves or plan.view.controller != b.me:
            continue
        now = layered(plan, lambda d: True)
        if "Creature" in now["types"] and now["toughness"] is not None:
            mine[oid] = now["toughness"]
    if any(a.view is not None and "Creature" in a.view.types and a.controller == b.me
           for a in p.arrivals):
        raise Unpredictable("Bolster (with new creatures)")
    least = [oid for oid, t in mine.items() if t == min(mine.values())]
    if len(least) > 1:
        raise Unpredictable("Bolster (creatures tied for the least toughness)")
    for oid in least:
        _counters(ir.PutCounters("+1/+1", n, ir.Current()), replace(b, current=oid), p)


@spec(ir.Clash)
def _clash(e: ir.Clash, b: Bindings, p: Prediction) -> None:
    """701.30a-c: the top cards are revealed and each stays on top or goes to the bottom: no
    zone changes size."""


def won_clash(b: Bindings) -> bool:
    """701.30d: you win if your revealed card's mana value is higher than each other one; the
    libraries hold only filler (no card is revealed from an empty one)."""
    if not b.before.players[b.me].library:
        return False  # every revealed card is the filler: a tie with anyone who reveals one
    return not any(b.before.players[o].library for o in b.players if o != b.me)


@spec(ir.AddManaOfChosenColor)
def _add_chosen_color(e: ir.AddManaOfChosenColor, b: Bindings, p: Prediction) -> None:
    """106.4, 614.12: one mana of the color chosen as the source entered, or of one of the
    fixed alternatives; none of the chosen color if none was chosen."""
    src = b.view(b.source) or b.source_view
    chosen = dict(src.chosen).get("color") if src is not None else None
    kinds = dict.fromkeys(e.also + ((chosen,) if chosen is not None else ()))
    p.add_mana(b.me, [Counter(m) for m in kinds] or [Counter()])


@spec(ir.BecomesChosenType)
def _becomes_chosen_type(e: ir.BecomesChosenType, b: Bindings, p: Prediction) -> None:
    """205.3m, 613.1d: the creature type the controller chose as it resolved (608.2d) replaces
    the object's creature types, for the duration."""
    if b.chosen_type is None:
        raise Unpredictable("BecomesChosenType (no type chosen)")
    _becomes(ir.Becomes(e.what, set_subtypes=(b.chosen_type,), duration=e.duration), b, p)


@spec(ir.ThisTurn)
def _this_turn(e: ir.ThisTurn, b: Bindings, p: Prediction) -> None:
    """603.7: a delayed triggered ability for the rest of the turn; nothing visible now."""
    p.notes.append("a delayed ability triggers this turn")


@spec(ir.AdditionalLandThisTurn)
def _additional_land(e: ir.AdditionalLandThisTurn, b: Bindings, p: Prediction) -> None:
    p.land_plays[b.me] += e.count  # 305.2: its controller's lands this turn


@spec(ir.UntapChosen)
def _untap_chosen(e: ir.UntapChosen, b: Bindings, p: Prediction) -> None:
    """701.26b, 608.2d: up to N of the permanents that fit are untapped; predicted when no
    more than N of them are tapped (untapping an untapped one changes nothing)."""
    tapped = [oid for oid in select(e.what, b) if b.before.objects[oid].tapped
              and b.before.objects[oid].zone == "battlefield"]
    if len(tapped) > e.count:
        raise Unpredictable("UntapChosen (more tapped permanents than it untaps)")
    for oid in tapped:
        _tap(ir.Untap(ir.Current()), replace(b, current=oid), p)


def unpredictable_unchecked(fn: Callable[..., str]) -> Callable[..., str]:
    """A check whose prediction may meet an IR node it can't evaluate (a quantity counted
    while the game runs): ``unchecked`` with the node."""
    @wraps(fn)
    def checked(*args: Any, **kw: Any) -> str:
        try:
            return fn(*args, **kw)
        except Unpredictable as exc:
            return f"{UNCHECKED}: {exc.node}"
    return checked


def attached_host(run: Run, board: Board, card: ir.Card, source: int, pred: ir.Pred,
                  want: Want | None = None) -> int | None:
    """What the placed card ``source`` is attached to, arranged if it isn't yet: an Equipment
    or Fortification attached to a creature or land of its controller (301.5, 301.6); a card
    with bestow made a bestowed Aura attached to a creature (702.103b, as if cast bestowed)."""
    g = run.game
    host = g.objects[source].attached_to
    subtypes = set(split_type_line(card.type_line)[2])
    bestows = any(isinstance(a, ir.KeywordAbility) and a.name == "bestow"
                  for a in card.abilities)
    if host is not None or not (bestows or {"Equipment", "Fortification"} & subtypes):
        return host
    kind = "Land" if "Fortification" in subtypes else "Creature"
    c = find_candidate(ir.And((ir.CardType(kind), pred)), board.bindings(source),
                       want or Want(), exclude={card.name})
    host = run.put(run.me, c.name)
    if bestows:
        make_bestowed(g, g.objects[source])
    g.objects[source].attached_to = host
    return host


def affected_object(run: Run, board: Board, card: ir.Card, affects: ir.ObjRef,
                    want: Want | None = None) -> tuple[int, int] | None:
    """The card put onto the battlefield and the permanent an ability of it affects: the card
    itself, the permanent it is attached to (an Equipment or Fortification arranged attached,
    301.5, 301.6) or one permanent arranged so that the ``Each`` selector names it; None for
    another reference."""
    g = run.game
    if isinstance(affects, ir.This):
        source = run.put(run.me, card.name)
        return source, source
    if isinstance(affects, ir.AttachedTo):
        source = run.put(run.me, card.name)
        host = attached_host(run, board, card, source, affects.pred, want)
        if host is None or g.is_player(host):
            raise Skip(f"{card.name} is attached to no permanent")
        return source, host
    if isinstance(affects, ir.Each):
        source = run.put(run.me, card.name)
        pred = affects.what.pred
        c = find_candidate(pred, board.bindings(source), Want(), exclude={card.name})
        where = placement(pred, run.me, run.me, run.opp)
        kept = run.put(where["controller"], c.name, token=where.get("token", False),
                       counters=where.get("counters"), tapped=where.get("tapped", False))
        if not holds(pred, view_of(g, g.objects[kept]), board.bindings(source)):
            raise Skip(f"the arranged {g.objects[kept].name} isn't affected")
        return source, kept
    return None


def run_restriction(card: ir.Card, ab: ir.Restriction, seed: int) -> str:
    """508.1c, 509.1b: a restriction seen in the attackers and blockers decisions, each kind
    ("can't attack", "can't be blocked", "can't block") checked in a game of its own."""
    pair = ab.blocks_only or ab.cant_block or ab.blocked_by or ab.except_by
    kinds = ["pair"] if pair is not None else [k for k in ("attack", "blocked", "block")
                                               if getattr(ab, k)]
    if ab.max_blockers or ab.min_blockers:
        kinds.append("count")
    if ab.activate and not isinstance(ab.affects, ir.AttachedTo):
        return f"{UNCHECKED}: Restriction (activated abilities, beside others)"
    for kind in kinds:
        got = restriction_check(card, ab, seed, kind)
        if got != PASSED:
            return got
    return run_cant_activate(card, ab, seed) if ab.activate else PASSED


def tap_only_permanent(pred: ir.Pred, b: Bindings) -> Candidate:
    """A pool permanent ``pred`` describes (what the Aura can enchant, 303.4a) with an
    activated ability whose only cost is {T} (a mana ability, 605.1a, or another): one an
    untapped permanent (not a summoning-sick creature, 302.6) can activate; creatures first."""
    pb = replace(b, printed=True)
    found = [c for c in candidates() if c.ir is not None and c.view.types &
             ir_permanent_types() and not c.view.keywords and "Aura" not in c.view.subtypes
             and any(isinstance(a, ir.Activated) and a.cost.parts == (ir.TapSelf(),) and
                     not a.targets and a.zone == "battlefield" for a in c.ir.abilities)
             and holds(pred, c.view, pb)]
    found.sort(key=lambda c: "Creature" not in c.view.types)
    if not found:
        raise Skip("no pool permanent it can enchant with a {T} ability")
    return found[0]


def run_cant_activate(card: ir.Card, ab: ir.Restriction, seed: int) -> str:
    """602.5a: the permanent the Aura is attached to can't activate its activated abilities
    (mana abilities included); an identical permanent beside it, its twin, can."""
    run = Run(card, seed)
    g = run.game
    enchant = next((a for a in card.abilities if isinstance(a, ir.Enchant)), None)
    sel = enchant.target.objects if enchant is not None else None
    if sel is None or "battlefield" not in sel.zones:
        raise Skip(f"{card.name} attached to a permanent isn't arranged")
    b = Bindings(snapshot(g), run.me, run.opp, 0, None, players=(run.me, run.opp))
    c = tap_only_permanent(ir.And((sel.pred, ab.affects.pred)), b)
    host, twin = run.put(run.me, c.name), run.put(run.me, c.name)
    source = run.put(run.me, card.name)
    g.objects[source].attached_to = host  # 303.4a: it enchants the host
    run.start()
    d = run.settle()
    offered = {o.source for o in d.options if isinstance(o, Activate)}
    explain(f"{c.name} with {card.name}: no activation; its twin: activations (602.5a)")
    if host not in g.battlefield or source not in g.battlefield or \
            g.objects[source].attached_to != host:
        raise Skip(f"{card.name} isn't attached to {c.name}")
    if host in offered:
        return f"{FAILED}: {c.name}'s ability may be activated (602.5a)"
    if twin not in offered:
        return f"{FAILED}: its twin {c.name}'s ability can't be activated either"
    return PASSED


def restriction_check(card: ir.Card, ab: ir.Restriction, seed: int, kind: str) -> str:
    """One kind of the restriction (508.1c, 509.1b) on the permanent it affects. For one on
    the permanent the card is attached to, an identical creature beside it (its twin) shows
    that the action is legal without the restriction."""
    run = Run(card, seed)
    board = Board(run, card.name)
    got = affected_object(run, board, card, ab.affects)
    if got is None:
        return f"{UNCHECKED}: Restriction on {type(ab.affects).__name__}"
    source, subject = got
    g = run.game
    mine = g.objects[subject].controller
    theirs = run.opp if mine == run.me else run.me
    c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
    other = run.put(theirs, c.name)
    twin = None
    v = view_of(g, g.objects[subject])
    if isinstance(ab.affects, ir.AttachedTo) and kind != "pair" and v is not None and \
            "Creature" in v.types and not g.objects[subject].token:
        twin = run.put(mine, v.name)
    who = f"{run.describe(subject)}"

    def with_twin(pair: Pair) -> Pair | None:
        return pair if twin is not None else None
    if kind == "count":
        return blockers_count_check(run, ab, subject, [other], mine, theirs)
    if kind == "pair":
        pair = ab.blocks_only or ab.cant_block or ab.blocked_by or ab.except_by
        b = board.bindings(source)
        fits = holds(pair, view_of(g, g.objects[other]), b)
        allowed = fits if ab.blocks_only is not None or ab.except_by is not None else not fits
        blocking = ab.blocks_only is not None or ab.cant_block is not None
        run.start(active=theirs if blocking else mine)
        run.attack = [Pair(other, mine)] if blocking else [Pair(subject, theirs)]
        block = Pair(subject, other) if blocking else Pair(other, subject)
        d = run.until(lambda d: d.kind in ("attackers", "blockers") or g.step == "main2")
        if d.kind == "attackers":
            run.submit(run.answer(d))
            d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
        ok = d.kind == "blockers" and d.accepts([block])
        explain(f"{run.describe(block.a)} blocking {run.describe(block.b)}: "
                f"{'allowed' if allowed else 'refused'} (509.1b)")
        return PASSED if ok == allowed else f"{FAILED}: the block was " \
            f"{'allowed' if ok else 'refused'} (509.1b)"
    if kind == "attack":
        run.start(active=mine)
        explain(f"{who} can't be declared as an attacker (508.1c)")
        d = run.until(lambda d: d.kind == "attackers" or g.step == "main2")
        return refused_unlike_twin(run, d, "attackers", "attack (508.1c)", who,
                                   Pair(subject, theirs), with_twin(Pair(twin, theirs)))
    if kind == "blocked":
        run.start(active=mine)
        run.attack = [Pair(subject, theirs)] + ([Pair(twin, theirs)] if twin else [])
        explain(f"{who} attacks and can't be blocked (509.1b)")
        d = run.until(lambda d: d.kind in ("attackers", "blockers") or g.step == "main2")
        if d.kind == "attackers":
            run.submit(run.answer(d))
            d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
        return refused_unlike_twin(run, d, "blockers", "be blocked (509.1b)", who,
                                   Pair(other, subject), with_twin(Pair(other, twin)))
    run.start(active=theirs)
    run.attack = [Pair(other, mine)]
    explain(f"{who} can't block (509.1b)")
    d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
    return refused_unlike_twin(run, d, "blockers", "block (509.1b)", who,
                               Pair(subject, other), with_twin(Pair(twin, other)))


def refused_unlike_twin(run: Run, d: Decision, kind: str, what: str, who: str, pair: Pair,
                        twin_pair: Pair | None) -> str:
    """The declaration decision ``d`` refuses ``pair`` (the restricted creature's attack or
    block), and accepts ``twin_pair``, the same with its unrestricted twin, if there is one."""
    if d.kind == kind and d.accepts([pair]):
        return f"{FAILED}: {who} may {what}"
    if twin_pair is not None and not (d.kind == kind and d.accepts([twin_pair])):
        twin = twin_pair.a if pair.a != twin_pair.a else twin_pair.b
        verb = what.split(" (")[0]
        return f"{FAILED}: its twin {run.describe(twin)} can't {verb} either"
    return PASSED


def skipped_draw_check(card: ir.Card, run: Run, ab: ir.SkipStep, seed: int) -> str:
    """614.10: with the card on Ann's battlefield, her turn's draw step (504.1) is skipped: her
    hand is the same at the end of her upkeep (its triggers resolved) and in her first main
    phase; "Skip your draw step." leaves Bo's: he draws on his turn."""
    drawn = []
    for active in (run.me, run.opp) if ab.yours else (run.me,):
        game_run = run if active == run.me else Run(card, seed)
        game_run.put(game_run.me, card.name, counters=entering_counters(card) or None)
        game_run.start(active=active, step="untap")
        g = game_run.game
        game_run.until(lambda d, g=g: d.kind == "priority" and g.step == "upkeep" and not
                       g.stack)
        before = len(g.player(active).hand)
        game_run.until(lambda d, g=g: d.kind == "priority" and g.step == "main1")
        drawn.append(len(g.player(active).hand) - before)
    explain("Ann draws no card in her draw step" + (
        "; Bo draws his" if ab.yours else ""))
    if drawn[0]:
        return f"{FAILED}: Ann drew {drawn[0]} card(s) in her draw step"
    if ab.yours and drawn[1] != 1:
        return f"{FAILED}: Bo drew {drawn[1]} card(s) in his draw step, predicted 1 (504.1)"
    return PASSED


def blockers_count_check(run: Run, ab: ir.Restriction, subject: int, blockers: list[int],
                         mine: int, theirs: int) -> str:
    """509.1b: "can't be blocked by more than N creatures" / "except by N or more creatures":
    with the subject attacking, N blockers are accepted and N + 1 refused / N accepted and
    N - 1 refused (with N - 1 of at least one)."""
    g = run.game
    n = ab.max_blockers or ab.min_blockers
    name = g.objects[blockers[0]].card.name
    while len(blockers) < n + 1:
        blockers.append(run.put(theirs, name))
    for _ in range(n + 1):  # what an attack trigger makes Bo sacrifice (annihilator, 702.86a)
        run.picked_first.append(run.put(theirs, FILLER))  # is not a blocker
    run.start(active=mine)
    run.attack = [Pair(subject, theirs)]
    d = run.until(lambda d: d.kind in ("attackers", "blockers") or g.step == "main2")
    if d.kind == "attackers":
        run.submit(run.answer(d))
        d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
    if subject not in g.battlefield:  # e.g. a 0/0 that enters with X counters (704.5f)
        raise Skip(f"{run.describe(subject)} left the battlefield")
    if d.kind != "blockers":
        return f"{FAILED}: {run.describe(subject)} wasn't attacking at the declare blockers step"
    ok, refused = (n, n + 1) if ab.max_blockers else (n, n - 1)
    explain(f"{run.describe(subject)} blocked by {ok} creatures: allowed; by {refused}: refused"
            " (509.1b)")
    if not d.accepts([Pair(b, subject) for b in blockers[:ok]]):
        return f"{FAILED}: a block by {ok} creatures was refused (509.1b)"
    if refused and d.accepts([Pair(b, subject) for b in blockers[:refused]]):
        return f"{FAILED}: a block by {refused} creatures was allowed (509.1b)"
    return PASSED


def run_cant_attack_unless(card: ir.Card, ab: ir.CantAttackUnlessDefender, has: bool,
                           seed: int) -> str:
    """508.1c: the creature may attack Bo only if Bo controls a permanent ``what`` describes:
    refused with none (``has`` false), accepted with one arranged (``has`` true)."""
    run = Run(card, seed)
    board = Board(run, card.name)
    g = run.game
    source = run.put(run.me, card.name)
    pred = ab.what.pred
    c = find_candidate(pred, board.bindings(source), Want(), exclude={card.name})
    where = placement(pred, run.opp, run.me, run.opp)
    if where["controller"] != run.opp:
        raise Skip(f"a {c.name} under Bo's control can't be arranged")
    kw = {"token": where.get("token", False), "tapped": where.get("tapped", False),
          "counters": where.get("counters")}
    run.put(run.me, c.name, **kw)  # Ann's own: only the defending player's counts (508.1c)
    if has:
        run.put(run.opp, c.name, **kw)
    elif any(holds(ab.what.pred, v, board.bindings(source)) for oid in g.battlefield
             if (v := view_of(g, g.objects[oid])) is not None and v.controller == run.opp):
        raise Skip("Bo controls such a permanent already")
    run.start()
    explain(f"{card.name} attacking Bo: {'allowed' if has else 'refused'} (508.1c)")
    d = run.until(lambda d: d.kind == "attackers" or g.step == "main2")
    if source not in g.battlefield:
        raise Skip(f"{card.name} left the battlefield")
    ok = d.kind == "attackers" and d.accepts([Pair(source, run.opp)])
    return PASSED if ok == has else f"{FAILED}: the attack was " \
        f"{'allowed' if ok else 'refused'} (508.1c)"


def run_cant_alone(card: ir.Card, ab: ir.CantAlone, seed: int) -> str:
    """506.5, 508.1c, 509.1b: the creature declared alone as an attacker (a blocker) is
    refused; declared with another creature, accepted."""
    for kind in ("attack", "block"):
        got = cant_alone_check(card, ab, seed, kind) if getattr(ab, kind) else PASSED
        if got != PASSED:
            return got
    return PASSED


CombatAbility = ir.CantAlone | ir.BlocksAdditional | ir.MustBeBlocked | ir.AllMustBlock


def combat_subject(card: ir.Card, ab: CombatAbility, seed: int
                   ) -> tuple[Run, Board, int, int, int]:
    """A smoke game with the permanent the ability affects arranged (``affected_object``): the
    run, its board, that permanent, its controller and the other player; Unpredictable (an
    ``unchecked`` check) for another reference."""
    run = Run(card, seed)
    board = Board(run, card.name)
    affects = ab.affects
    got = affected_object(run, board, card, affects)
    if got is None:
        raise Unpredictable(f"{type(ab).__name__} on {type(affects).__name__}")
    subject = got[1]
    mine = run.game.objects[subject].controller
    return run, board, subject, mine, run.opp if mine == run.me else run.me


@unpredictable_unchecked
def cant_alone_check(card: ir.Card, ab: ir.CantAlone, seed: int, kind: str) -> str:
    """One kind ("attack" or "block") of "can't attack or block alone" (506.5)."""
    run, board, subject, mine, theirs = combat_subject(card, ab, seed)
    g = run.game
    c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
    buddy, other = run.put(mine, c.name), run.put(theirs, c.name)
    if kind == "attack":
        run.start(active=mine)
        d = run.until(lambda d: d.kind == "attackers" or g.step == "main2")
        alone, both = [Pair(subject, theirs)], [Pair(subject, theirs), Pair(buddy, theirs)]
    else:
        run.start(active=theirs)
        run.attack = [Pair(other, mine)]
        d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
        alone, both = [Pair(subject, other)], [Pair(subject, other), Pair(buddy, other)]
    explain(f"{run.describe(subject)} can't {kind} alone; with {c.name} it can (506.5)")
    if d.kind not in ("attackers", "blockers"):
        return f"{FAILED}: no declaration of {kind}s was asked"
    if d.accepts(alone):
        return f"{FAILED}: it may {kind} alone (506.5)"
    if not d.accepts(both):
        return f"{FAILED}: it can't {kind} with another creature either"
    return PASSED


def blocks_decision(run: Run, attack: list[Pair], active: int) -> Decision | None:
    """Start the game on ``active``'s turn, declare ``attack`` (508.1) and answer decisions up
    to the declaration of blockers (509.1); None if none is asked."""
    g = run.game
    run.start(active=active)
    run.attack = attack
    d = run.until(lambda d: d.kind == "blockers" or g.step == "main2")
    if any(p.a not in g.battlefield for p in attack):  # e.g. a 0/0 (704.5f)
        raise Skip("an arranged attacker left the battlefield")
    return d if d.kind == "blockers" else None


def able_blocker_pred(run: Run, attacker: int) -> ir.Pred:
    """A creature that can block ``attacker`` as far as evasion goes: one with reach against a
    creature with flying (702.9b, 702.17b)."""
    v = view_of(run.game, run.game.objects[attacker])
    creature: ir.Pred = ir.CardType("Creature")
    if v is not None and "flying" in v.keywords:
        return ir.And((creature, ir.HasKeyword("reach")))
    return creature


@unpredictable_unchecked
def run_blocks_additional(card: ir.Card, ab: ir.BlocksAdditional, seed: int) -> str:
    """509.1a: the creature the ability affects may be declared as the blocker of 1 + ``extra``
    attacking creatures, and not of one more ("any number": of four attackers)."""
    run, board, subject, mine, theirs = combat_subject(card, ab, seed)
    g = run.game
    can = 1 + (ab.extra if ab.extra is not None else 3)
    c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
    attackers = [run.put(theirs, c.name) for _ in range(can + 1)]
    d = blocks_decision(run, [Pair(a, mine) for a in attackers], theirs)
    who = run.describe(subject)
    if subject not in g.battlefield:
        raise Skip(f"{who} left the battlefield")
    if d is None:
        return f"{FAILED}: no declaration of blockers was asked"
    if not d.accepts([Pair(subject, attackers[0])]):
        raise Skip(f"{who} can't block {c.name} (evasion)")
    limit = len(attackers) if ab.extra is None else can
    explain(f"{who} blocking {limit} attackers: allowed" + (
        "" if ab.extra is None else f"; {can + 1}: refused") + " (509.1a)")
    if not d.accepts([Pair(subject, a) for a in attackers[:limit]]):
        return f"{FAILED}: {who} blocking {limit} creatures was refused (509.1a)"
    if ab.extra is not None and d.accepts([Pair(subject, a) for a in attackers]):
        return f"{FAILED}: {who} blocking {can + 1} creatures was allowed (509.1a)"
    return PASSED


@unpredictable_unchecked
def run_block_requirement(card: ir.Card, ab: ir.MustBeBlocked | ir.AllMustBlock, seed: int
                          ) -> str:
    """509.1c: the affected creature attacks and the defending player controls two creatures
    able to block it. Declaring no blockers is refused; "must be blocked if able": a block
    by the fewest creatures that may block it is accepted; "all creatures able to block it do
    so": only both blocking it is accepted."""
    run, board, subject, mine, theirs = combat_subject(card, ab, seed)
    c = find_candidate(able_blocker_pred(run, subject), board.bindings(), Want(),
                       exclude={card.name})
    blockers = [run.put(theirs, c.name) for _ in range(2)]
    d = blocks_decision(run, [Pair(subject, theirs)], mine)
    who = run.describe(subject)
    if d is None:
        return f"{FAILED}: {who} wasn't attacking at the declare blockers step"
    each = [Pair(b, subject) for b in blockers]
    explain(f"{who} attacks; Bo's two {c.name} are able to block it: no block refused (509.1c)")
    if d.accepts([]):
        return f"{FAILED}: declaring no blockers was accepted (509.1c)"
    if isinstance(ab, ir.AllMustBlock):
        if d.accepts(each[:1]):
            return f"{FAILED}: one of two creatures able to block {who} blocking it was " \
                "accepted (509.1c)"
        return PASSED if d.accepts(each) else f"{FAILED}: both blocking {who} was refused"
    return PASSED if d.accepts(each[:1]) or d.accepts(each) else \
        f"{FAILED}: blocking {who} was refused"


def run_assign_as_unblocked(card: ir.Card, ab: ir.AssignAsUnblocked, seed: int) -> str:
    """510.1b: the creature attacks and is blocked; its controller is asked whether it assigns
    its combat damage as though it weren't blocked and, answering yes, it deals all of it to the
    defending player (as poison counters with infect, 702.90b) and none to its blocker."""
    run = Run(card, seed)
    board = Board(run, card.name)
    g = run.game
    source = run.put(run.me, card.name)
    c = find_candidate(able_blocker_pred(run, source), board.bindings(), Want(),
                       exclude={card.name})
    blocker = run.put(run.opp, c.name)
    run.start(active=run.me)
    run.attack, run.block = [Pair(source, run.opp)], [Pair(blocker, source)]
    d = run.until(lambda d: d.kind == "may" and d.cite == "510.1b" or
                  g.step in ("end_combat", "main2"))
    if source not in g.battlefield or not g.objects[source].blocked:
        raise Skip(f"{card.name} wasn't blocked by {c.name}")
    if d.kind != "may":
        return f"{FAILED}: no choice to assign its damage as though unblocked (510.1b)"
    v = view_of(g, g.objects[source])
    assert v is not None
    infect = "infect" in v.keywords
    bo = g.player(run.opp)
    before = bo.poison if infect else bo.life
    power = max(0, v.power or 0)
    explain(f"{card.name} deals {power} to Bo, none to {c.name} (510.1b)")
    run.submit(YES)
    run.until(lambda d: g.step in ("end_combat", "main2"))
    now = bo.poison if infect else bo.life
    if now != before + (power if infect else -power):
        what = "poison counters" if infect else "life"
        return f"{FAILED}: Bo's {what} went from {before} to {now}, not by {power}"
    if blocker in g.battlefield and g.objects[blocker].damage:
        return f"{FAILED}: {c.name} was dealt {g.objects[blocker].damage} damage"
    return PASSED


def run_may_not_untap(card: ir.Card, ab: ir.MayNotUntap, seed: int, keep: bool) -> str:
    """502.3: in its controller's untap step they are asked whether the tapped permanent stays
    tapped; answered ``keep`` it stays tapped (or untaps), and a tapped Wastes untaps."""
    run = Run(card, seed)
    g = run.game
    source = run.put(run.me, card.name, tapped=True)
    wastes = run.put(run.me, "Wastes", tapped=True)
    run.start(active=run.me, step="untap")
    d = run.until(lambda d: d.kind == "may" and "502.3" in d.prompt or g.step != "untap")
    if d.kind != "may" or g.step != "untap":
        return f"{FAILED}: Ann wasn't asked whether {card.name} untaps (502.3)"
    run.submit(YES if keep else NO)
    explain(f"{card.name} {'stays tapped' if keep else 'untaps'}; the Wastes untaps (502.3)")
    run.until(lambda d: g.step != "untap")
    if source not in g.battlefield or wastes not in g.battlefield:
        raise Skip("the permanents left the battlefield")
    if g.objects[source].tapped != keep:
        return f"{FAILED}: {card.name} {'untapped' if keep else 'stayed tapped'} (502.3)"
    if g.objects[wastes].tapped:
        return f"{FAILED}: the Wastes stayed tapped (502.3)"
    return PASSED


def run_doesnt_untap(card: ir.Card, ab: ir.DoesntUntap, seed: int, holding: bool | None = None
                     ) -> str:
    """502.3: in its controller's untap step a tapped permanent the ability affects stays
    tapped; a tapped Wastes of the same player untaps unless the ability affects it too. One
    with a condition ("if it has a depletion counter on it"), arranged to hold or not
    (``holding``, ``arrange_condition``), keeps it tapped only while it holds (611.3a)."""
    if ab.condition is not None and holding is None:
        return f"{UNCHECKED}: DoesntUntap with a condition"
    run = Run(card, seed)
    board = Board(run, card.name)
    g = run.game
    if isinstance(ab.affects, ir.This):
        source = kept = run.put(run.me, card.name, tapped=True)
    elif isinstance(ab.affects, ir.AttachedTo):
        source = run.put(run.me, card.name)
        host = attached_host(run, board, card, source, ab.affects.pred)
        if host is None or g.is_player(host):
            return f"{SKIPPED}: {card.name} is attached to no permanent"
        kept = host
        g.objects[kept].tapped = True
    elif isinstance(ab.affects, ir.Each):
        source = run.put(run.me, card.name)
        pred = ab.affects.what.pred
        c = find_candidate(pred, board.bindings(source), Want(), exclude={card.name})
        where = placement(pred, run.me, run.me, run.opp)
        kept = run.put(where["controller"], c.name, tapped=True,
                       token=where.get("token", False), counters=where.get("counters"))
    else:
        return f"{UNCHECKED}: DoesntUntap on {type(ab.affects).__name__}"
    owner = g.objects[kept].controller
    wastes = run.put(owner, "Wastes", tapped=True)
    b = board.bindings(source)
    wastes_kept = isinstance(ab.affects, ir.Each) and holds(
        ab.affects.what.pred, view_of(g, g.objects[wastes]), b)
    if isinstance(ab.affects, ir.Each) and not holds(ab.affects.what.pred,
                                                      view_of(g, g.objects[kept]), b):
        return f"{SKIPPED}: the arranged {g.objects[kept].name} isn't affected"
    seen: list[bool] = []
    if ab.condition is not None:
        cond = ab.condition

        def arrange(opts: dict[str, Any]) -> None:
            arrange_condition(run, card, cond, bool(holding), opts)
            seen.append(condition(cond, board.bindings(source)))
        run.before_start = arrange
    run.start(active=owner, step="untap")
    if seen and seen != [holding]:
        raise Skip(f"the condition couldn't be arranged to {'hold' if holding else 'fail'}")
    stays = holding is not False
    wastes_kept = wastes_kept and stays
    explain(f"{run.describe(kept)} {'stays tapped' if stays else 'untaps'} in "
            f"{run.describe(owner)}'s untap step; the Wastes "
            f"{'stays tapped' if wastes_kept else 'untaps'} (502.3)")
    run.until(lambda d: g.step != "untap")
    if kept not in g.battlefield or wastes not in g.battlefield:
        return f"{SKIPPED}: the permanents left the battlefield"
    if g.objects[kept].tapped != stays:
        return f"{FAILED}: {run.describe(kept)} " + (
            "untapped" if stays else "stayed tapped") + " during the untap step (502.3)"
    if g.objects[wastes].tapped != wastes_kept:
        return f"{FAILED}: the Wastes {'untapped' if wastes_kept else 'stayed tapped'} (502.3)"
    return PASSED


def run_additional_cost(card: ir.Card, ab: ir.AdditionalCost, seed: int,
                        bare_check: bool = True) -> str:
    """601.2f-h: casting the card pays its additional cost with what was arranged for it (the
    creature to sacrifice leaves for the graveyard, a card is discarded, cards are exiled from
    the graveyard or permanents returned, life is paid); 118.3: without those resources the
    card can't be cast (``bare_check``; not for one option of a choice of costs, 601.2b, whose
    other options may be payable on a bare board)."""
    if card.mana_cost == "" or "Land" in ir_view(card).types:
        return f"{SKIPPED}: it can't be cast here"
    only = cast_only(card)
    cost = ir.cost_with_x(ab.cost, X_VALUE)  # 107.3a: the X the smoke player announces
    # without the resources: nothing arranged for a sacrifice its lands can't pay, or an empty
    # graveyard for cards to exile from it
    bare = Run(card, seed)
    g = bare.game
    spell = place(g, bare.me, card.name, "hand")
    lands = bare.lands(bare.me, card.mana_cost, X_VALUE if "X" in mana_symbols(
        card.mana_cost) else 0)
    b = Board(bare, card.name).bindings(spell)
    needs = any(isinstance(part, ir.ExileFromGraveyard) or (
        isinstance(part, ir.SacrificeObjects) and not any(
            holds(part.what.pred, view_of(g, g.objects[o]), b) for o in lands))
        for part in cost.parts)
    needs = needs and bare_check and (card.spell is None or not card.spell.targets) and not any(
        isinstance(a, ir.Enchant) for a in card.abilities)  # targets arranged: not here
    if needs and only is not None:
        return f"{SKIPPED}: the time its 'Cast SELF only ...' allows (601.3) isn't arranged " \
            "without the resources"
    if needs:
        bare.start()
        bare.settle()
        try:
            g.submit(Cast(spell))
        except IllegalAction:
            pass
        else:
            return f"{FAILED}: it could be cast without the resources for its additional " \
                "cost (118.3)"
    run = Run(card, seed)
    me = run.me
    spell = run.put(me, card.name, "hand")  # arranges what the additional cost needs
    fodder = run.prefer_sacrifice
    run.avoid.update(run.lands(me, card.mana_cost, X_VALUE if "X" in mana_symbols(
        card.mana_cost) else 0))
    board = Board(run, card.name)
    chosen = cast_targets(board, card)
    (board.begin if only is None else arrange_cast_only(run, board, only))(chosen)
    run.targets = [list(x) for x in chosen]
    g = run.game
    player = g.player(me)
    hand, grave, life = len(player.hand), len(player.graveyard), player.life
    old = set(g.stack)
    explain(f"casting {card.name} pays its additional cost (601.2h); "
            f"{'without its resources it is refused (118.3)' if needs else ''}")
    run.act(Cast(spell))
    stack_spell_id(run, card.name, old)
    discarded = cost.discard + sum(p.count for p in cost.parts if isinstance(  # "a land card"
        p, ir.DiscardCards) and p.what is not None)
    want_hand = hand - 1 - discarded + sum(
        p.count for p in cost.parts if isinstance(p, ir.ReturnObjects))
    token = fodder is not None and g.objects[fodder].token if fodder in g.objects else False
    want_grave = grave + discarded - sum(
        p.count for p in cost.parts if isinstance(p, ir.ExileFromGraveyard)) + sum(
        p.count for p in cost.parts if isinstance(p, ir.SacrificeObjects) and not token)
    diffs = []
    if cost.sacrifice is not None and fodder in g.battlefield:
        diffs.append(f"{run.describe(fodder)} wasn't sacrificed")
    if len(player.hand) != want_hand:
        diffs.append(f"hand {hand} -> {len(player.hand)}, predicted {want_hand}")
    if len(player.graveyard) != want_grave:
        diffs.append(f"graveyard {grave} -> {len(player.graveyard)}, predicted {want_grave}")
    if player.life != life - cost.life:
        diffs.append(f"life {life} -> {player.life}, predicted {life - cost.life}")
    return f"{FAILED}: " + "; ".join(diffs) if diffs else PASSED


def reduced_mana(cost: str, n: int) -> str:
    """A mana cost with its generic mana reduced by ``n``, not below none (601.2f, 118.7a)."""
    symbols = mana_symbols(cost)
    generic = max(0, sum(int(s) for s in symbols if s.isdigit()) - n)
    return (f"{{{generic}}}" if generic else "") + "".join(
        f"{{{s}}}" for s in symbols if not s.isdigit())


def cast_targets(board: Board, card: ir.Card | None,
                 phrases: tuple[ir.Target, ...] | None = None) -> list[list[int]]:
    """Arrange what casting ``card`` targets (601.2c): the object its Aura enchants (303.4a),
    else its spell's target phrases (``phrases`` in their stead)."""
    if card is None:
        return []
    enchant = next((a for a in card.abilities if isinstance(a, ir.Enchant)), None)
    if enchant is not None:
        return board.targets((enchant.target,), ir.AttachTo(ir.Targeted(0)),
                             extra=host_want(attached_effects(card)))
    if card.spell is None:
        return []
    return board.targets(card.spell.targets if phrases is None else phrases, card.spell.effect)


def castable_with(card: ir.Card, seed: int, spell_name: str, mana: str,
                  arrange: Callable[[Run], None],
                  seen: list[tuple[Run, dict[str, int]]] | None = None,
                  their_turn: bool = False, phrases: tuple[ir.Target, ...] | None = None,
                  on_board: Callable[[Run, Board], None] | None = None,
                  before_cast: Callable[[Run], None] | None = None,
                  exact_x: bool = False) -> bool:
    """Whether ``spell_name`` in Ann's hand can be cast, and is, with untapped lands paying just
    ``mana`` (X = 2) and what ``arrange`` puts on the board, in her first main phase (or, with
    ``their_turn``, in Bo's, once he passed priority: a time a sorcery can't be cast, 307.1);
    the run is appended to ``seen``, with Ann's hand size and life just before the cast.
    ``phrases``: its target phrases as arranged (instead of its own); ``on_board``: a last
    arrangement with its targets' board; the history hooks (``Run.then``) happen once the game
    has begun; ``before_cast`` sees the game just before the cast; ``exact_x``: a cast
    announcing another X than 2 (fewer lands allowing less) doesn't count."""
    run = Run(card, seed)
    spell = run.put(run.me, spell_name, "hand")
    arrange(run)
    run.avoid.update(run.lands(run.me, mana, X_VALUE if "X" in mana_symbols(mana) else 0))
    spec = ir_card(spell_name)
    board = Board(run, spell_name)
    chosen = cast_targets(board, spec, phrases)
    if on_board is not None:
        on_board(run, board)
    only = cast_only(spec) if spec is not None else None
    if only is not None and their_turn:
        raise Skip("its 'Cast SELF only ...' time and Bo's turn together")
    if only is not None:  # 601.3: at the time it allows
        arrange_cast_only(run, board, only)(chosen)
    elif board.stack_spells:  # the turn's history first, then the spells to target are cast
        board.begin(chosen, hooks=run.then, **({"active": run.opp} if their_turn else {}))
    else:
        board.begin(chosen, **({"active": run.opp} if their_turn else {}))
    for hook in run.then if only is not None or not board.stack_spells else ():
        hook()
    run.targets = [list(x) for x in chosen]
    run.priority_for(run.me)
    if before_cast is not None:
        before_cast(run)
    old = set(run.game.stack)
    if seen is not None:
        me = run.game.player(run.me)
        seen.append((run, {"hand": len(me.hand), "life": me.life}))
    try:
        run.game.submit(Cast(spell))
    except IllegalAction:
        return False
    run.settle()
    if exact_x and run.x is not None and run.x != X_VALUE:  # 107.3a: cast with X = 2 only
        return False
    return any(i not in old and getattr(run.game.objects[i], "name", "") == spell_name
               for i in run.game.stack)


def run_cast_as_though_flash(card: ir.Card, ab: ir.CastAsThoughFlash, seed: int) -> str:
    """601.3, 702.8a: the card can be cast on Bo's turn (a time a sorcery couldn't be, 307.1)
    paying its mana cost and ``more`` (601.2f), and not without ``more``; in Ann's own main
    phase it costs its mana cost. With ``sacrifice``, the permanent cast on Bo's turn is
    sacrificed as the next cleanup step begins (603.7, 514.3a); the one cast in her main phase
    stays."""
    if not card.mana_cost or "Land" in ir_view(card).types or any(
            isinstance(a, ir.CastOnly | ir.AdditionalCost | ir.AdditionalCostChoice)
            for a in card.abilities):
        return f"{SKIPPED}: it can't be cast here"
    symbols = mana_symbols(ab.more)
    if not all(s.isdigit() for s in symbols):
        return f"{UNCHECKED}: CastAsThoughFlash (colored mana more)"
    more = reduced_mana(card.mana_cost, -sum(map(int, symbols)))

    def none(run: Run) -> None:
        pass
    explain(f"{card.name} can be cast on Bo's turn for {more}" + (
        f", not for {card.mana_cost}; in Ann's main phase for {card.mana_cost}" if symbols else
        "") + " (601.3, 601.2f)" + ("; sacrificed at that turn's cleanup (514.3a)"
                                    if ab.sacrifice else ""))
    theirs: list[tuple[Run, dict[str, int]]] = []
    if not castable_with(card, seed, card.name, more, none, theirs, their_turn=True):
        return f"{FAILED}: it couldn't be cast on Bo's turn for {more} (601.3)"
    bare = card.mana_cost.replace("{X}", "")  # X = 0 (107.3): no mana left for ``more``
    if symbols and castable_with(card, seed, card.name, bare, none, their_turn=True):
        return f"{FAILED}: it could be cast on Bo's turn for {bare} (601.2f)"
    mine: list[tuple[Run, dict[str, int]]] = []
    if not castable_with(card, seed, card.name, card.mana_cost, none, mine):
        return f"{FAILED}: it couldn't be cast in Ann's main phase for {card.mana_cost}"
    if not ab.sacrifice or "Instant" in ir_view(card).types or "Sorcery" in ir_view(card).types:
        return PASSED
    for (run, _), gone in ((theirs[0], True), (mine[0], False)):
        g = run.game
        run.until(lambda d, g=g: d.kind == "priority" and not g.stack)
        run.next_turn()
        there = any(g.objects[o].name == card.name for o in g.battlefield)
        if there == gone:
            when = "on Bo's turn" if gone else "in Ann's main phase"
            return f"{FAILED}: cast {when}, it {'stayed' if there else 'left'} after the " \
                "cleanup step (514.3a)"
    return PASSED


def run_costs_less(card: ir.Card, ab: ir.CostsLess, seed: int) -> str:
    """601.2f, 118.7a: on a board where its condition is arranged to hold (or what it counts,
    two of it), and on one where it isn't, the card is cast paying its mana cost less the
    reduction predicted from that board (``cost_reduction``), and not for one generic mana
    less. With X, the total cost has X = 2 announced (107.3a, 601.2f) and that is reduced."""
    if card.mana_cost == "" or "Land" in ir_view(card).types or (
            card.spell is not None and isinstance(card.spell.effect, ir.Modal)):
        return f"{SKIPPED}: it can't be cast here"
    total = total_cost(card)
    if reduced_mana(total, ab.generic) == reduced_mana(total, 0):
        return f"{SKIPPED}: no generic mana to reduce"
    plans = [True, False] if ab.condition is not None or ab.per is not None else [True]
    return next((got for arranged in plans  # the first board that fails, if one does
                 if (got := costs_less_check(card, ab, seed, arranged)) != PASSED), PASSED)


def costs_less_check(card: ir.Card, ab: ir.CostsLess, seed: int, arranged: bool) -> str:
    """One board of ``run_costs_less``: first a game that measures the predicted reduction just
    before the cast, then one cast for the reduced cost and one for a generic mana less."""
    arrange, phrases, on_board = cost_arrangement(card, ab, arranged)
    seen: list[int] = []

    def measure(run: Run) -> None:
        seen.append(cost_reduction(run, ab, phrases))
    total = total_cost(card)
    castable_with(card, seed, card.name, total, arrange, phrases=phrases,
                  on_board=on_board, before_cast=measure)
    if not seen:
        raise Skip("the board for its reduction wasn't reached")
    less, fewer = reduced_mana(total, seen[0]), reduced_mana(total, seen[0] + 1)
    board = "on the board arranged for it" if arranged else "on a board without it"
    explain(f"{board}, {card.name} is cast for {less or '{0}'}"
            + (f", not for {fewer or '{0}'}" if fewer != less else "") + " (601.2f)")
    if not castable_with(card, seed, card.name, less, arrange, phrases=phrases,
                         on_board=on_board, exact_x=True):
        return f"{FAILED}: {board}, it couldn't be cast for {less or '{0}'} (601.2f)"
    if fewer != less and castable_with(card, seed, card.name, fewer, arrange, phrases=phrases,
                                       on_board=on_board, exact_x=True):
        return f"{FAILED}: {board}, it could be cast for {fewer or '{0}'} (601.2f)"
    return PASSED


def total_cost(card: ir.Card) -> str:
    """Its mana cost with X = 2 announced, as the total cost (107.3a, 601.2f)."""
    return reduced_mana(card.mana_cost.replace("{X}", f"{{{X_VALUE}}}"), 0)


def cost_arrangement(card: ir.Card, ab: ir.CostsLess, arranged: bool) -> Arrangement:
    """How to arrange "costs {N} less [if ...] [for each ...]" to hold (``arranged``) or not:
    what to put on the board, the spell's target phrases (one that must match "if it targets
    ...", or none that may), and a last arrangement on the targets' board (attackers to count,
    506.4)."""
    cond, per = ab.condition, ab.per
    if isinstance(per, ir.PartySize) and isinstance(per.player, ir.You):
        # 700.8: one Cleric makes a party of one
        cond, per = ir.Controls(ir.You(), ir.Selector(ir.And((ir.CardType("Creature"),
                                                               ir.Subtype("Cleric"))))), None
    phrases = card.spell.targets if card.spell is not None else ()
    if isinstance(cond, ir.SpellTargets):  # 601.2c, 601.2f: the arranged target matches or not
        return (lambda run: None), tuple(
            replace(t, objects=replace(t.objects, pred=ir.And((t.objects.pred, matching(
                t.objects.pred, cond.what.pred, arranged and i == 0)))))
            if t.objects is not None else t for i, t in enumerate(phrases)), None
    if not arranged:  # and nothing happened this turn: the game begins in its main phase
        return (lambda run: setattr(run, "happened", [])), None, None
    if per is not None:
        return per_arrangement(card, per)
    return condition_arrangement(card, cond), None, None


def matching(phrase: ir.Pred, what: ir.Pred, match: bool) -> ir.Pred:
    """What a target for ``phrase`` must be to match ``what`` ("if it targets a tapped
    creature") or not: the parts of ``what`` the phrase doesn't already ask for, or not them."""
    have = set(phrase.parts if isinstance(phrase, ir.And) else (phrase,))
    rest = tuple(p for p in (what.parts if isinstance(what, ir.And) else (what,))
                 if p not in have)
    part = rest[0] if len(rest) == 1 else ir.And(rest)
    return part if match else ir.Not(part)


def per_arrangement(card: ir.Card, per: ir.Quantity) -> Arrangement:
    """Two of what "for each [thing]" counts: permanents under the player the selector names
    (attacking creatures attack, 508.1, so the card is cast in combat: an instant or one with
    flash, 307.1), cards in Ann's graveyard, basic land types among her lands (tapped, 305.6)."""
    if isinstance(per, ir.TypesAmong) and per.kind == "basic land" and \
            per.what.zones == ("battlefield",):
        def lands(run: Run) -> None:
            for name in ("Island", "Swamp"):
                run.avoid.add(run.put(run.me, name, tapped=True))
        return lands, None, None
    if not isinstance(per, ir.Count):
        raise Skip(f"for each {type(per).__name__} isn't arranged")
    sel = per.what
    if sel.zones == ("graveyard",):
        def graveyard(run: Run) -> None:
            b = Board(run, card.name).bindings()
            c = find_candidate(sel.pred, b, Want(), "graveyard", exclude={card.name})
            for _ in range(2):
                run.put(run.me, c.name, "graveyard")
        return graveyard, None, None
    if sel.zones != ("battlefield",):
        raise Skip(f"for each of {sel.zones} isn't arranged")
    if combat_role(sel.pred) == "attacking":
        if not ("Instant" in ir_view(card).types or "flash" in ir_view(card).keywords):
            raise Skip("attacking creatures to count, for a card cast at sorcery speed")

        def attackers(run: Run, board: Board) -> None:
            c = find_candidate(sel.pred, board.bindings(), Want(no_auras=True),
                               exclude={card.name})
            for _ in range(2):
                oid = run.put(run.me, c.name)
                run.avoid.add(oid)
                board._in_combat(oid, "attacking")
        return (lambda run: None), None, attackers
    if combat_role(sel.pred):
        raise Skip("blocking creatures to count")
    parts = sel.pred.parts if isinstance(sel.pred, ir.And) else (sel.pred,)
    whose = next((p.player for p in parts if isinstance(p, ir.ControlledBy)), ir.You())
    if not isinstance(whose, ir.You | ir.Opponent | ir.EachOpponent):
        raise Skip(f"permanents controlled by {type(whose).__name__} to count")
    return condition_arrangement(card, ir.Controls(whose, sel, 2)), None, None


def condition_arrangement(card: ir.Card, cond: ir.Condition | None) -> Callable[[Run], None]:
    """What makes a cost condition hold (601.2f): the permanents it asks to control (109.4),
    cards in the graveyard, or a turn history made once the game has begun (a creature died,
    700.4; another spell was cast, 601.2i; Ann attacked, 508.1; she gained life, 119.3)."""
    def arrange(run: Run) -> None:
        board = Board(run, card.name)
        conds = controls_parts(cond)
        if conds is not None:
            for part in conds:
                arrange_controls(run, card.name, part)
        elif isinstance(cond, ir.CompareQ) and condition_arrangeable(cond) and isinstance(
                cond.left, ir.Count | ir.TypesAmong):
            _arrange_condition(run, cond, 0)
        elif isinstance(cond, ir.HappenedThisTurn):
            run.happened = []
            if not history_hook(run, board, cond):
                raise Skip(f"a turn history {cond.event!r} isn't arranged")
        else:
            raise Skip(f"its condition {type(cond).__name__} isn't arranged")
    return arrange


def history_hook(run: Run, board: Board, cond: ir.HappenedThisTurn) -> bool:
    """Arrange "if <event> this turn" for a spell's cost: ``arrange_history``'s events, and
    another spell Ann casts (601.2i), recorded in ``Run.happened``."""
    if cond == ir.HappenedThisTurn("cast", ir.You(), ir.Other()):
        cast = paying_its_own(run, lambda: cast_another(run, board))
        view = quiet_instant(board.bindings(), {board.source_name}).view

        def cast_recorded() -> None:
            cast()
            assert run.happened is not None
            run.happened.append(("cast", run.me, view))
        run.then.append(cast_recorded)
        return True
    return arrange_history(run, board, cond, 0)


def cost_reduction(run: Run, ab: ir.CostsLess, phrases: tuple[ir.Target, ...] | None) -> int:
    """601.2f, 118.7a: the generic mana "costs {N} less" takes off, predicted from the board
    just before the cast: N times what "for each" counts there, or N if its condition holds
    ("if it targets ...": one of the arranged targets matches, 601.2c)."""
    g = run.game
    spell = next(o for o in g.player(run.me).hand if g.objects[o].name == run.card.name)
    b = replace(Board(run, run.card.name).bindings(spell),
                happened=tuple(run.happened) if run.happened is not None else None)
    per = ab.per
    if per is not None:
        return ab.generic * quantity(per, b)
    cond = ab.condition
    if cond is None:
        return ab.generic
    if isinstance(cond, ir.SpellTargets):
        views = [b.view(o) for t in run.targets for o in t]
        return ab.generic if any(v is not None and holds(cond.what.pred, v, b)
                                 for v in views) else 0
    if isinstance(cond, ir.HappenedThisTurn) and b.happened is not None:
        return ab.generic if happened_count(cond, b) >= cond.at_least else 0
    return ab.generic if condition(cond, b) else 0


def arrange_controls(run: Run, name: str, cond: ir.Controls) -> None:
    """Make "[player] controls [N permanents]" true: different cards (legendary ones may be
    asked for) put onto the battlefield under that player's control, kept from targets."""
    board = Board(run, name)
    who = run.me if isinstance(cond.player, ir.You) else run.opp
    where = placement(cond.what.pred, who, run.me, run.opp)
    used = {name}
    for _ in range(cond.at_least):
        c = find_candidate(cond.what.pred, board.bindings(), Want(), exclude=used)
        used.add(c.name)
        run.avoid.add(run.put(who, c.name, token=where.get("token", False),
                              tapped=where.get("tapped", False),
                              counters=where.get("counters")))


def controls_parts(cond: ir.Condition | None) -> list[ir.Controls] | None:
    """The "[player] controls ..." conditions ``cond`` is made of (all of them must hold), or
    None if it has another kind; [] for no condition."""
    parts = [] if cond is None else list(cond.parts) if isinstance(cond, ir.AllOf) else [cond]
    if all(isinstance(c, ir.Controls) and isinstance(
            c.player, ir.You | ir.Opponent | ir.EachOpponent) and c.at_most is None
            for c in parts):
        return parts  # type: ignore[return-value]
    return None


ALTERNATIVE_PARTS = (ir.ManaPart, ir.SacrificeObjects, ir.TapObjects, ir.ReturnObjects,
                     ir.ExileFromGraveyard, ir.DiscardCards, ir.ExileFromHand, ir.PayLife)


def run_alternative_cost(card: ir.Card, ab: ir.AlternativeCost, seed: int) -> str:
    """118.9, 601.2b: with its condition arranged and what the alternative cost needs (lands
    paying just its mana; permanents to sacrifice, tap or return; cards to exile or discard),
    the card is cast, and the cost is paid: those leave, are tapped, life is paid (601.2h).
    Without them (the same lands only), it can't be cast (118.3); an alternative of mana alone
    must cost less than the mana cost, which those lands then can't pay."""
    if card.mana_cost == "" or "Land" in ir_view(card).types or "X" in mana_symbols(
            card.mana_cost + ab.cost.mana) or (card.spell is not None and isinstance(
                card.spell.effect, ir.Modal)):
        return f"{SKIPPED}: it can't be cast here"
    if any(isinstance(a, ir.AdditionalCost | ir.AdditionalCostChoice) for a in card.abilities):
        return f"{SKIPPED}: an additional cost is paid too (118.9d)"
    conds = controls_parts(ab.condition)
    turn = whose_turn(ab.condition)  # Bo's turn (True) with the condition, and without it
    history = history_conditions(ab.condition) if isinstance(
        ab.condition, ir.HappenedThisTurn) else []  # raid: made to happen first
    if conds is None and turn is None and not history:
        return f"{UNCHECKED}: AlternativeCost (a condition {type(ab.condition).__name__})"
    conds = conds or []
    theirs, not_theirs = turn if turn is not None else (False, False)
    if theirs and not ("Instant" in ir_view(card).types or "flash" in ir_view(card).keywords):
        return f"{SKIPPED}: cast on Bo's turn at sorcery speed (307.1)"
    if any(not isinstance(p, ALTERNATIVE_PARTS) or getattr(p, "x", False)
           for p in ab.cost.parts):
        return f"{UNCHECKED}: AlternativeCost (a cost part not arranged)"
    others = [p for p in ab.cost.parts if not isinstance(p, ir.ManaPart | ir.PayLife)]
    if not others and ab.condition is None and \
            cost_mana_value(ab.cost.mana) >= cost_mana_value(card.mana_cost):
        return f"{SKIPPED}: its alternative doesn't cost less than its mana cost"
    paid: dict[type, list[int]] = {}

    def arrange(run: Run) -> None:
        for cond in conds:
            arrange_controls(run, card.name, cond)
        board = Board(run, card.name)
        if history:
            run.happened = []
            if not arrange_history(run, board, history[0], 0):
                raise Skip(f"the turn's history ({history[0].event}) isn't arranged")
        for part in others:
            before = set(run.game.objects)
            if isinstance(part, ir.ExileFromHand):  # a card it can exile (406.1)
                c = find_candidate(part.what.pred, board.bindings(), Want(), zone="hand",
                                   exclude={card.name})
                for _ in range(part.count):
                    run.put(run.me, c.name, "hand")
            else:
                pay_costs(run, board, ir.Cost((part,)), 0, run.me)
            paid.setdefault(type(part), []).extend(set(run.game.objects) - before)

    explain(f"{card.name} is cast for its alternative cost "
            f"{ab.cost.mana or ''} (118.9) with its resources arranged, and not without them")
    seen: list[tuple[Run, dict[str, int]]] = []
    if not castable_with(card, seed, card.name, ab.cost.mana, arrange, seen, their_turn=theirs):
        return f"{FAILED}: it couldn't be cast for its alternative cost (118.9)"
    if turn is not None and castable_with(card, seed, card.name, ab.cost.mana, arrange,
                                          their_turn=not_theirs):
        return f"{FAILED}: with its resources, it could be cast for its alternative cost on " \
            f"{'Bo' if not_theirs else 'Ann'}'s turn, when its condition is false (118.9)"
    run, before = seen[0]
    g, me = run.game, run.game.player(run.me)
    returned = sum(p.count for p in others if isinstance(p, ir.ReturnObjects))
    gone = sum(p.count for p in others if isinstance(p, ir.ExileFromHand | ir.DiscardCards))
    diffs = [f"{run.describe(o)} is still on the battlefield" for o in paid.get(
        ir.SacrificeObjects, []) + paid.get(ir.ReturnObjects, []) if o in g.battlefield]
    diffs += [f"{run.describe(o)} is untapped" for o in paid.get(ir.TapObjects, [])
              if o in g.objects and not g.objects[o].tapped]
    diffs += [f"{run.describe(o)} is still in the graveyard" for o in paid.get(
        ir.ExileFromGraveyard, []) if o in me.graveyard]
    want_hand = before["hand"] - 1 - gone + returned
    if len(me.hand) != want_hand:
        diffs.append(f"hand {before['hand']} -> {len(me.hand)}, predicted {want_hand}")
    want_life = before["life"] - sum(p.amount for p in ab.cost.parts
                                         if isinstance(p, ir.PayLife))
    if me.life != want_life:
        diffs.append(f"life {before['life']} -> {me.life}, predicted {want_life}")
    if diffs:
        return f"{FAILED}: " + "; ".join(diffs)
    probe = Run(card, seed)  # the lands paying its mana may be what it returns or taps
    lands = probe.lands(probe.me, ab.cost.mana)
    b = Board(probe, card.name).bindings()
    if any(holds(p.what.pred, view_of(probe.game, probe.game.objects[o]), b)  # type: ignore
           for p in others for o in lands):
        return PASSED
    if (others or conds or history) and castable_with(card, seed, card.name, ab.cost.mana,
                                           lambda run: None, their_turn=theirs):
        return f"{FAILED}: it could be cast for {ab.cost.mana or '{0}'} without the " \
            "condition or resources of its alternative cost (118.3, 118.9)"
    return PASSED


def opponents_cost_more(card: ir.Card, ab: ir.SpellsCostMore, seed: int) -> str:
    """601.2f: with the permanent on Ann's battlefield, a pool spell without targets its
    description fits can't be cast by Bo on his turn with lands paying just its mana cost, but
    can with the increase paid too; Ann's own copy costs her its mana cost."""
    probe = Run(card, seed)
    b = replace(Board(probe, card.name).bindings(), printed=True)
    c = next((c for c in candidates() if c.name != card.name and c.ir is not None and not
              c.view.types & {"Land"} and "X" not in mana_symbols(c.cost) and c.cost and
              not c.targets and not any(isinstance(a, ir.CastOnly | ir.AdditionalCost)
                                        for a in c.ir.abilities) and
              (c.ir.spell is None or not isinstance(c.ir.spell.effect, ir.Modal)) and
              holds(ab.pred, c.view, b)), None)
    if c is None:
        return f"{SKIPPED}: no pool spell without targets fits {ab.pred}"
    more = reduced_mana(c.cost, -ab.generic)
    explain(f"with {card.name}, Bo's {c.name} ({c.cost}) costs him {more}, Ann's {c.cost} "
            "(601.2f)")
    for caster, mana, want in ((1, c.cost, False), (1, more, True), (0, c.cost, True)):
        if cast_by(card, seed, caster, c.name, mana) != want:
            who = ("Ann", "Bo")[caster]
            return f"{FAILED}: {who} {'could not' if want else 'could'} cast {c.name} for " \
                f"{mana} (601.2f)"
    return PASSED


def cast_by(card: ir.Card, seed: int, caster: int, name: str, mana: str) -> bool:
    """Whether ``caster`` (0 Ann, 1 Bo) casts ``name`` (no targets) from his hand in his first
    main phase with lands paying just ``mana``, with ``card`` on Ann's battlefield."""
    run = Run(card, seed)
    run.avoid.add(run.put(run.me, card.name, counters=entering_counters(card) or None))
    who = (run.me, run.opp)[caster]
    spell = run.put(who, name, "hand")
    run.lands(who, mana)
    run.start(active=who)
    run.priority_for(who)
    old = set(run.game.stack)
    try:
        run.submit(Cast(spell))
    except IllegalAction:
        return False
    run.settle()
    return any(i not in old and getattr(run.game.objects[i], "name", "") == name
               for i in run.game.stack)


def whose_turn(cond: ir.Condition | None) -> tuple[bool, bool] | None:
    """For "If it's (not) your turn, ...": whether the condition holds on Bo's turn, and
    whether it doesn't (500: whose turn it is); None for other conditions."""
    if isinstance(cond, ir.YourTurn):
        return False, True
    if isinstance(cond, ir.NotCond) and isinstance(cond.part, ir.YourTurn):
        return True, False
    return None


def run_spells_cost_less(card: ir.Card, ab: ir.SpellsCostLess, seed: int) -> str:
    """601.2f, 118.7a: with the permanent on the battlefield, a pool spell its description fits
    can be cast with lands paying its mana cost less the reduction; without it, it can't."""
    probe = Run(card, seed)
    b = replace(Board(probe, card.name).bindings(), printed=True)
    c = next((c for c in candidates() if c.name != card.name and c.ir is not None and not
              c.view.types & {"Land"} and "X" not in mana_symbols(c.cost) and
              any(s.isdigit() and int(s) > 0 for s in mana_symbols(c.cost)) and
              (c.ir.spell is None or not isinstance(c.ir.spell.effect, ir.Modal)) and
              holds(ab.pred, c.view, b)), None)
    if c is None:
        return f"{SKIPPED}: no pool spell with generic mana fits {ab.pred}"
    less = reduced_mana(c.cost, ab.generic)

    def arrange(run: Run) -> None:
        run.avoid.add(run.put(run.me, card.name))

    explain(f"with {card.name}, {c.name} ({c.cost}) can be cast for {less or '{0}'}; without "
            "it, it can't (601.2f)")
    if not castable_with(card, seed, c.name, less, arrange):
        return f"{FAILED}: {c.name} couldn't be cast for {less or '{0}'} (601.2f)"
    if castable_with(card, seed, c.name, less, lambda run: None):
        return f"{SKIPPED}: {c.name} can be cast for {less or '{0}'} without it too"
    return PASSED


def run_spells_cost_more(card: ir.Card, ab: ir.SpellsCostMore, seed: int) -> str:
    """601.2f: with the permanent on the battlefield, a pool spell its description fits can't
    be cast with lands paying just its mana cost, but can with the increase paid too."""
    if ab.caster == "opponents":
        return opponents_cost_more(card, ab, seed)
    probe = Run(card, seed)
    b = replace(Board(probe, card.name).bindings(), printed=True)
    c = next((c for c in candidates() if c.name != card.name and c.ir is not None and not
              c.view.types & {"Land"} and "X" not in mana_symbols(c.cost) and c.cost and
              (c.ir.spell is None or not isinstance(c.ir.spell.effect, ir.Modal)) and
              holds(ab.pred, c.view, b)), None)
    if c is None:
        return f"{SKIPPED}: no pool spell fits {ab.pred}"
    more = reduced_mana(c.cost, -ab.generic)

    def arrange(run: Run) -> None:
        run.avoid.add(run.put(run.me, card.name))

    explain(f"with {card.name}, {c.name} ({c.cost}) costs {more} (601.2f)")
    if castable_with(card, seed, c.name, c.cost, arrange):
        return f"{FAILED}: {c.name} could be cast for {c.cost} (601.2f)"
    if not castable_with(card, seed, c.name, more, arrange):
        return f"{FAILED}: {c.name} couldn't be cast for {more} (601.2f)"
    return PASSED


# ---- player rules: hand size, land plays, targeting players, spells each turn ----------------

MAX_HAND = 7  # 402.2: a player's maximum hand size, normally seven


def fill_hand(run: Run, pid: int, n: int) -> None:
    """Add fillers (a land each) to ``pid``'s hand until it holds ``n`` cards."""
    while len(run.game.player(pid).hand) < n:
        place(run.game, pid, FILLER, "hand")


def cleanup_discard(card: ir.Card, seed: int, with_card: bool) -> bool:
    """Whether Ann, with two cards more than seven in hand (and ``card`` on her battlefield, if
    ``with_card``), is asked to discard as her cleanup step begins (514.1)."""
    run = Run(card, seed)
    if with_card:
        run.put(run.me, card.name, counters=entering_counters(card) or None)
    fill_hand(run, run.me, MAX_HAND + 2)
    run.start(step="end")
    g, turn = run.game, run.game.turn
    d = run.until(lambda d: d.kind == "discard" and d.player == run.me and g.step == "cleanup"
                  or d.kind == "priority" and g.turn > turn)
    return d.kind == "discard"


def run_no_maximum_hand_size(card: ir.Card, ab: ir.NoMaximumHandSize, seed: int) -> str:
    """402.2, 514.1: with the permanent, its controller keeps nine cards through her cleanup
    step; without it (the twin game), she discards down to seven."""
    explain(f"with {card.name}, Ann keeps {MAX_HAND + 2} cards in her cleanup step (402.2); "
            "without it she discards two (514.1)")
    if cleanup_discard(card, seed, True):
        return f"{FAILED}: Ann was asked to discard to hand size (402.2)"
    if not cleanup_discard(card, seed, False):
        return f"{FAILED}: without {card.name}, Ann wasn't asked to discard either (514.1)"
    return PASSED


def player_target_spell() -> Candidate:
    """A pool spell whose only effect is fixed damage to its one target, any player allowed."""
    for c, _, t in fixed_damage_spells():
        if t.players is not None and isinstance(t.players.who, ir.AnyPlayer) and \
                c.ir is not None and not any(isinstance(a, ir.CastOnly | ir.AdditionalCost)
                                             for a in c.ir.abilities):
            return c
    raise Skip("no pool spell deals damage to any target player")


def offered_players(card: ir.Card, seed: int, caster: int) -> set[int]:
    """The players offered as targets when ``caster`` (0 Ann, 1 Bo) casts a spell that can
    target any player, with ``card`` on Ann's battlefield, on the caster's turn (601.2c)."""
    run = Run(card, seed)
    run.put(run.me, card.name, counters=entering_counters(card) or None)
    who = (run.me, run.opp)[caster]
    c = player_target_spell()
    spell = run.put(who, c.name, "hand")
    run.lands(who, c.cost)
    run.start(active=who)
    run.settle()
    run.submit(Cast(spell))
    d = run.until(lambda d: d.kind in ("target", "priority"))
    if d.kind != "target":
        return set()
    return {o.value for o in d.options if run.game.is_player(o.value)}


def run_player_has(card: ir.Card, ab: ir.PlayerHas, seed: int) -> str:
    """702.11c "You have hexproof.": an opponent's spell can't target its controller, hers
    can; 702.18a "You have shroud.": no spell can. The caster can always target himself."""
    probe = Run(card, seed)
    me, opp = probe.me, probe.opp
    own = ab.keyword != "shroud"
    can = "can" if own else "can't"
    explain(f"Bo's spell can't target Ann; Ann's own spell {can} ({'702.11c' if own else '702.18a'})")
    theirs, mine = offered_players(card, seed, 1), offered_players(card, seed, 0)
    if me in theirs:
        return f"{FAILED}: Bo's spell may target Ann, who has {ab.keyword}"
    if opp not in theirs:
        return f"{FAILED}: Bo's spell can't target Bo"
    if (me in mine) != own:
        return f"{FAILED}: Ann's own spell {'may not' if own else 'may'} target her"
    return PASSED


def land_drops(card: ir.Card, seed: int, player: int, limit: int) -> int:
    """How many lands ``player`` (0 Ann, 1 Bo) plays in a row in his first main phase with
    ``card`` on Ann's battlefield (305.2), trying up to ``limit``."""
    run = Run(card, seed)
    run.put(run.me, card.name, counters=entering_counters(card) or None)
    who = (run.me, run.opp)[player]
    fill_hand(run, who, limit + 1)
    run.start(active=who)
    played = 0
    while played < limit:  # 305.1: with an empty stack (what a land's arrival triggers resolved)
        d = run.until(lambda d: d.kind == "priority" and d.player == who and not run.game.stack)
        land = next(o for o in run.game.player(who).hand
                    if run.game.objects[o].name == FILLER)
        if not d.accepts(PlayLand(land)):
            break
        run.act(PlayLand(land))
        played += 1
    return played


def run_additional_lands(card: ir.Card, ab: ir.AdditionalLands, seed: int) -> str:
    """305.2: its controller (each player, with ``each_player``) may play 1 + N lands on each
    of their turns and no more (305.2b); an opponent, otherwise, plays just one."""
    n = 1 + ab.count
    explain(f"Ann plays {n} lands and not {n + 1}; Bo plays "
            f"{n if ab.each_player else 1} (305.2)")
    for player, want in ((0, n), (1, n if ab.each_player else 1)):
        got = land_drops(card, seed, player, n + 1)
        if got != want:
            who = ("Ann", "Bo")[player]
            return f"{FAILED}: {who} played {got} lands on their turn, predicted {want} (305.2)"
    return PASSED


def quiet_instant(b: Bindings, exclude: Iterable[str] = ()) -> Candidate:
    """A castable pool instant without targets (to cast "another spell", 601.2i)."""
    return find_candidate(ir.CardType("Instant"), b, Want(castable=True), "stack",
                          exclude=exclude)


def spells_in_a_row(card: ir.Card, seed: int, caster: int, n: int, with_card: bool) -> int:
    """How many of ``n`` instants ``caster`` (0 Ann, 1 Bo) casts one after another on his turn,
    each resolving first, with ``card`` on Ann's battlefield if ``with_card`` (601.2i)."""
    run = Run(card, seed)
    if with_card:
        run.put(run.me, card.name, counters=entering_counters(card) or None)
    who = (run.me, run.opp)[caster]
    c = quiet_instant(Board(run, card.name).bindings(), {card.name})
    spells = [run.put(who, c.name, "hand") for _ in range(n)]
    for _ in spells:
        run.avoid.update(run.lands(who, c.cost))
    run.start(active=who)
    cast = 0
    for spell in spells:
        d = run.until(lambda d: d.kind == "priority" and d.player == who and not run.game.stack)
        if not d.accepts(Cast(spell)):
            break
        cast_and_resolve(run, spell, c.name)
        cast += 1
    return cast


def run_cast_limit(card: ir.Card, ab: ir.CastLimit, seed: int) -> str:
    """101.2, 601.2i: a player the ability covers casts ``count`` spells in a turn and can't
    cast one more; a player it doesn't cover (an opponent of "You can't ..."), or one without
    the permanent (the twin game), can."""
    n = ab.count
    explain(f"with {card.name}, Ann casts {n} spells this turn, not {n + 1}; Bo "
            f"{n if ab.each_player else n + 1} (101.2)")
    for caster in (0, 1):
        want = n if ab.each_player or caster == 0 else n + 1
        got = spells_in_a_row(card, seed, caster, n + 1, True)
        if got != want:
            who = ("Ann", "Bo")[caster]
            return f"{FAILED}: {who} cast {got} spells on their turn, predicted {want} (101.2)"
    if spells_in_a_row(card, seed, 0, n + 1, False) != n + 1:
        return f"{FAILED}: without {card.name}, Ann couldn't cast {n + 1} spells either"
    return PASSED


# ---- "Cast SELF only ..." (601.3) ------------------------------------------------------------

TURN_EVENTS = ("upkeep", "untaps", "end_step", "begin_combat", "draw_step")
"""The trigger events of a step beginning (``untaps``: the untap step), whose event player is
the active player: Ann, unless "each opponent's"."""

TURN_STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
              "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
              "end", "cleanup")  # 500.1
COMBAT_STEPS = TURN_STEPS[4:10]  # 506.1
BEEN_ATTACKED = ir.HappenedThisTurn("been_attacked", ir.You(), None, 1, True)


def cast_only(card: ir.Card) -> ir.CastOnly | None:
    return next((a for a in card.abilities if isinstance(a, ir.CastOnly)), None)


def window(ab: ir.CastOnly) -> tuple[tuple[str, ...], str]:
    """The steps "Cast SELF only [timing]" allows and whose turn it must be ("yours",
    "opponents" or "" for either)."""
    return ir.CAST_TIMINGS[ab.timing] if ab.timing else (TURN_STEPS, "")


def arrange_cast_only(run: Run, board: Board, ab: ir.CastOnly, timing: bool = True,
                      cond: bool = True) -> Callable[[list[list[int]]], None]:
    """Arrange the time "Cast SELF only [timing] [and only if [condition]]" allows (601.3):
    the board's combat (an attacker arranged if the time is in combat, 506.1; Bo's, attacking
    Ann, for "if you've been attacked this step"), or the step and whose turn it is; the
    condition's permanents (109.4) or turn history (another spell cast, 601.2i; a creature
    died, 700.4). Returns what starts the game and reaches that time with Ann holding priority
    (``board.begin``'s stand-in). ``timing`` false: a time outside it instead; ``cond`` false:
    the condition left unarranged."""
    steps, whose = window(ab)
    attacked = ab.condition == BEEN_ATTACKED
    if not timing and (board.combat or attacked):  # a later step of the same combat
        later = [s for s in ("declare_blockers", "combat_damage", "end_combat") if s not in steps]
        if not later:
            raise Skip("no step of the combat outside its timing")
        steps = (later[0],)
    elif not timing:
        steps, whose = outside(steps, whose)
    hooks: list[Callable[[], None]] = []
    if cond and ab.condition is not None and not attacked:
        hooks += cast_only_condition(run, board, ab.condition)
    combat = bool(board.combat) or attacked or not set(steps) - set(COMBAT_STEPS)
    if combat and not board.combat:
        side = run.me if whose == "yours" or attacked and not cond else run.opp
        c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(no_auras=True),
                           exclude={board.source_name})
        oid = run.put(side, c.name)
        run.avoid.add(oid)
        board._in_combat(oid, "attacking")
    start: dict[str, Any] = {}
    if combat:
        role, side = board.combat[0][1], run.game.objects[board.combat[0][0]].controller
        active = side if role == "attacking" else (run.opp if side == run.me else run.me)
        ann_attacked = role == "attacking" and side == run.opp
        if whose and (active == run.me) != (whose == "yours") or attacked and (
                ann_attacked != cond):
            raise Skip("its timing and the combat its targets need disagree")
    else:
        start = {"step": next(s for s in ("main1", "main2", "end", "upkeep", "draw")
                              if s in steps),
                 "active": run.opp if whose == "opponents" else run.me}

    def begin(chosen: list[list[int]]) -> None:
        board.begin(chosen, **start)
        g = run.game
        for hook in hooks:
            hook()
        run.until(lambda d: d.kind == "priority" and d.player == run.me and (
            g.step in steps or TURN_STEPS.index(g.step) > TURN_STEPS.index(steps[-1])))
        if g.step not in steps:
            raise Skip(f"the game passed the time {ab.timing!r} allows")
    return begin


def outside(steps: tuple[str, ...], whose: str) -> tuple[tuple[str, ...], str]:
    """A time outside the one "Cast SELF only [timing]" allows (601.3), when an instant could
    otherwise be cast: Ann's first main phase, else a main phase of the other player's turn,
    else Ann's end step."""
    if "main1" not in steps:
        return ("main1",), "yours"
    if whose:
        return ("main1",), "opponents" if whose == "yours" else "yours"
    if "end" not in steps:
        return ("end",), "yours"
    raise Skip("no time outside its timing")


def cast_only_condition(run: Run, board: Board, cond: ir.Condition) -> list[Callable[[], None]]:
    """Make a "Cast SELF only if ..." condition hold: what it asks to control is put onto the
    battlefield now; a turn history is made once the game has begun (the hooks returned)."""
    if isinstance(cond, ir.Controls) and controls_parts(cond):
        arrange_controls(run, board.source_name, cond)
        return []
    if isinstance(cond, ir.HappenedThisTurn) and cond.event == "dies" and cond.player is None \
            and cond.pred == ir.CardType("Creature") and cond.at_least == 1:
        return [paying_its_own(run, lambda: _arrange_death(run, 0))]
    if cond == ir.HappenedThisTurn("cast", ir.You(), ir.Other()):
        return [paying_its_own(run, lambda: cast_another(run, board))]
    raise Skip(f"its condition {type(cond).__name__} isn't arranged")


def paying_its_own(run: Run, make: Callable[[], Callable[[], None]]) -> Callable[[], None]:
    """The hook ``make`` arranges, paying with the lands it arranged: those arranged before it
    (for the spell under test) are kept off its payments."""
    g = run.game
    kept = set(g.battlefield)
    hook = make()
    ours = set(g.battlefield) - kept

    def keeping_off() -> None:
        saved = run.reserved
        run.reserved = saved | {o for o in g.battlefield if o not in ours and o in run.avoid}
        try:
            hook()
        finally:
            run.reserved = saved
    return keeping_off


def cast_another(run: Run, board: Board) -> Callable[[], None]:
    """Ann casts another spell (a quiet instant, paid by lands of its own) once the game has
    begun, and it resolves (601.2i: it was cast this turn)."""
    c = quiet_instant(board.bindings(), {board.source_name})
    spell = run.put(run.me, c.name, "hand")
    run.avoid.add(spell)
    run.lands(run.me, c.cost)

    def cast() -> None:
        run.priority_for(run.me)
        cast_and_resolve(run, spell, c.name)
    return cast


def cast_only_offered(card: ir.Card, ab: ir.CastOnly, seed: int, timing: bool, cond: bool
                      ) -> bool:
    """Whether casting the card from Ann's hand is offered (with lands for its mana cost and its
    targets arranged) at the time its "Cast SELF only" allows, or outside it (``timing``
    false), with its condition arranged or not (``cond``)."""
    run = Run(card, seed)
    spell = run.put(run.me, card.name, "hand")
    run.avoid.update(run.lands(run.me, card.mana_cost, X_VALUE if "X" in mana_symbols(
        card.mana_cost) else 0))
    board = Board(run, card.name)
    chosen = cast_targets(board, card)
    begin = arrange_cast_only(run, board, ab, timing, cond)
    begin(chosen)
    d = run.game.pending()
    return d is not None and d.accepts(Cast(spell))


def run_cast_only(card: ir.Card, ab: ir.CastOnly, seed: int) -> str:
    """601.3: the card can be cast at the time its "Cast SELF only ..." allows with its
    condition arranged, and not outside that time, nor (with a condition) without it."""
    if not card.mana_cost or "Land" in ir_view(card).types:
        return f"{SKIPPED}: it can't be cast here"
    explain(f"{card.name} can be cast {ab.timing or 'now'}"
            + (" with its condition arranged, not without it" if ab.condition else "")
            + (", not outside that time" if ab.timing else "") + " (601.3)")
    if not cast_only_offered(card, ab, seed, True, True):
        return f"{FAILED}: it couldn't be cast {ab.timing or 'now'} with its condition arranged"
    refused = 0
    for timing, cond, what in ((True, False, "without its condition"),
                               (False, True, f"outside the time {ab.timing!r}")):
        if cond and not ab.timing or not cond and ab.condition is None:
            continue
        try:
            if cast_only_offered(card, ab, seed, timing, cond):
                return f"{FAILED}: it could be cast {what} (601.3)"
            refused += 1
        except Skip as exc:  # the other one still checks it
            explain(f"not checked {what}: {exc}")
    return PASSED if refused else f"{SKIPPED}: no time it can't be cast is arranged"


# ---- comparing the prediction with the game ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class WordCounts:
    """612.2: after a text change, how often each of these words (also as "non<word>") occurs."""

    counts: tuple[tuple[str, int], ...]

    def count(self, text: str) -> WordCounts:
        return WordCounts(tuple((w, len(word_pattern(w).findall(text))) for w, _ in self.counts))

    def __str__(self) -> str:
        return ", ".join(f"{w!r} x{n}" for w, n in self.counts)


def word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:non-?)?{re.escape(word)}\b", re.IGNORECASE)


def word_counts(text: str | WordCounts, change: tuple[str, str]) -> WordCounts:
    """The counts of the changed words once ``old`` is replaced by ``new`` everywhere."""
    old, new = change
    if isinstance(text, WordCounts):
        have = dict(text.counts)
    else:
        have = {w: len(word_pattern(w).findall(text)) for w in (old, new)}
    have[new] = have.get(new, 0) + have.get(old, 0)
    have[old] = 0
    return WordCounts(tuple(sorted(have.items())))


ATTRS = ("name", "types", "subtypes", "colors", "keywords", "power", "toughness", "controller",
         "tapped", "attached_to", "text", "targets")


def layered(plan: ObjPlan, keep: Callable[[str], bool]) -> dict[str, Any]:
    """The object's attributes after the plan's parts whose duration ``keep`` accepts, applied in
    layer order (613.1): copy, control, types, colors, abilities, P/T (set, change, switch)."""
    v = plan.view
    out: dict[str, Any] = {a: getattr(v, a) for a in ATTRS}
    counters = dict(v.counters)
    parts = [(k, val) for k, val, d in plan.parts if keep(d)]
    pt_from_counters = v.counter("+1/+1") - v.counter("-1/-1")
    base_p, base_t = (v.power, v.toughness)
    for kind, val in parts:
        if kind == "copy":
            out.update(name=val.name, types=val.types, subtypes=val.subtypes, colors=val.colors,
                       keywords=val.keywords)
            base_p = None if val.power is None else val.power + pt_from_counters
            base_t = None if val.toughness is None else val.toughness + pt_from_counters
    for kind, val in parts:
        if kind == "controller":
            out["controller"] = val
        elif kind == "types+":
            out["types"] = out["types"] | val
        elif kind == "subtypes=":
            out["subtypes"] = val
        elif kind == "colors=":
            out["colors"] = val
        elif kind == "tapped":
            out["tapped"] = val
        elif kind == "attach":
            out["attached_to"] = val
        elif kind == "targets":
            out["targets"] = val
        elif kind == "text":
            out["text"] = word_counts(out["text"], val)
    for kind, val in parts:
        if kind == "lose":
            out["keywords"] = frozenset()
        elif kind == "kw+":
            out["keywords"] = out["keywords"] | val
    for kind, val in parts:
        if kind == "set_pt":
            base_p, base_t = val[0] + pt_from_counters, val[1] + pt_from_counters
    power, toughness = base_p, base_t
    for kind, val in parts:
        if kind == "pt+" and power is not None and toughness is not None:
            power, toughness = power + val[0], toughness + val[1]
        elif kind == "counters":
            name, n = val
            counters[name] = counters.get(name, 0) + n
            if power is not None and toughness is not None and name in ("+1/+1", "-1/-1"):
                sign = 1 if name == "+1/+1" else -1
                power, toughness = power + sign * n, toughness + sign * n
    if any(kind == "switch" for kind, _ in parts):
        power, toughness = toughness, power
    out["power"], out["toughness"] = power, toughness
    out["counters"] = {k: n for k, n in counters.items() if n}
    return out


def touched(plan: ObjPlan, lasting: str) -> set[str]:
    """The attributes the plan's parts of this duration change."""
    found: set[str] = set()
    for kind, val, d in plan.parts:
        if d != lasting:
            continue
        if kind == "counters" and val[0] not in ("+1/+1", "-1/-1"):
            found.add("counters")
            continue
        found |= {
            "copy": {"name", "types", "subtypes", "colors", "keywords", "power", "toughness"},
            "controller": {"controller"}, "types+": {"types"}, "subtypes=": {"subtypes"},
            "colors=": {"colors"}, "tapped": {"tapped"}, "attach": {"attached_to"},
            "lose": {"keywords"}, "kw+": {"keywords"}, "set_pt": {"power", "toughness"},
            "pt+": {"power", "toughness"}, "switch": {"power", "toughness"},
            "counters": {"counters", "power", "toughness"}, "text": {"text"},
            "targets": {"targets"},
        }[kind]
    return found


def dies(plan: ObjPlan, now: dict[str, Any]) -> str:
    """704.5f-h, 704.5i: toughness 0 or less, lethal or deathtouch damage, or no loyalty."""
    v = plan.view
    if v.zone != "battlefield":
        return ""
    if "Planeswalker" in now["types"] and now["counters"].get("loyalty", 0) <= 0 and \
            any(k == "counters" and val[0] == "loyalty" for k, val, _ in plan.parts):
        return "704.5i"
    if "Creature" not in now["types"] or now["toughness"] is None:
        return ""
    if now["toughness"] <= 0:
        return "704.5f"
    damage = v.damage + plan.damage
    if "indestructible" in now["keywords"]:
        return ""
    if damage >= now["toughness"]:
        return "704.5g"
    if plan.damage and plan.deathtouch:
        return "704.5h"
    return ""


def show_targets(targets: tuple[tuple[Any, ...], ...], names: dict[int, str]) -> str:
    """A stack object's targets by name, one group per target phrase (601.2c)."""
    return "; ".join(", ".join(names.get(t, f"#{t}") for t in group) for group in targets)


def show(value: Any) -> str:
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(value)) + "}"
    if isinstance(value, tuple):
        return "(" + ", ".join(map(str, value)) + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {n}" for k, n in sorted(value.items())) + "}"
    return str(value)


def finalize(p: Prediction) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, Any]]]:
    """Expected attributes of each planned object now, and after the cleanup step."""
    now: dict[int, dict[str, Any]] = {}
    later: dict[int, dict[str, Any]] = {}
    for oid, plan in p.plans.items():
        expected = layered(plan, lambda d: True)
        why = dies(plan, expected)
        if why:
            p.leaves.setdefault(oid, "gone" if plan.view.token else "graveyard")
            p.names[oid] = plan.view.name
            p.notes.append(f"{plan.view.name} dies ({why})")
            continue
        fields_ = touched(plan, ETERNAL) | touched(plan, EOT) | touched(plan, OTHER)
        now[oid] = {k: expected[k] for k in fields_ if k in expected}
        if plan.damage:
            now[oid]["damage"] = plan.view.damage + plan.damage
        eot = touched(plan, EOT) - touched(plan, OTHER)
        if eot:
            after = layered(plan, lambda d: d == ETERNAL)
            later[oid] = {k: after[k] for k in eot if k != "tapped"}
    for oid in p.exile_if_dies:  # 614.1a: it would die (700.4): exiled instead
        if p.leaves.get(oid) == "graveyard":
            p.leaves[oid] = "exile"
    return now, later


def _name_in(game: Game, zone: str, pid: int | None, name: str, old: Iterable[int]) -> bool:
    old = set(old)
    if zone in ("hand", "graveyard", "library"):
        ids = game.player(pid).zone(zone) if pid is not None else []
    else:
        ids = game.shared_zone(zone)
    return any(i not in old and game.objects[i].name == name for i in ids)


def where_is(game: Game, name: str, owner: int, old: Iterable[int]) -> str:
    old = set(old)
    for oid, obj in game.objects.items():
        if oid not in old and isinstance(obj, GameObject) and obj.name == name and \
                obj.owner == owner:
            return obj.zone
    return "nowhere"


def matches_arrival(a: Arrival, v: View) -> str:
    """Why the permanent ``v`` isn't one of the arrival's, or "" if it is."""
    if v.controller != a.controller:
        return "controller"
    e = a.view
    if e is not None:
        if v.name != e.name:
            return f"name {v.name!r}"
        for attr in ("types", "subtypes", "supertypes", "colors"):
            if attr == "supertypes" and v.ring_bearer and \
                    v.supertypes == e.supertypes | {"Legendary"}:  # 701.54c
                continue
            if getattr(v, attr) != getattr(e, attr) and not (attr == "subtypes" and
                                                             set(getattr(v, attr)) ==
                                                             set(getattr(e, attr))):
                return f"{attr} {show(getattr(v, attr))} (predicted {show(getattr(e, attr))})"
        if not e.keywords <= v.keywords:
            return f"keywords {show(v.keywords)} (predicted at least {show(e.keywords)})"
        if (v.power, v.toughness) != (e.power, e.toughness) and e.power is not None:
            return f"P/T {v.power}/{v.toughness} (predicted {e.power}/{e.toughness})"
    for attr, want in (("token", a.token), ("tapped", a.tapped), ("attacking", a.attacking),
                       ("blocking", a.blocking)):
        if want is not None and getattr(v, attr) != want:
            return f"{attr} {getattr(v, attr)} (predicted {want})"
    return ""


def compare_now(game: Game, before: Snapshot, p: Prediction, resolving: int | None) -> list[str]:
    """Every difference between the game now and the prediction (an empty list: it held).
    Quantities the prediction doesn't mention are checked not to have changed: life, hand,
    library, graveyard and exile sizes, the permanents on the battlefield, mana pools."""
    after = snapshot(game)
    diffs: list[str] = []
    expected_now, _ = finalize(p)
    for oid in list(p.leaves):  # 704.5m: an Aura attached to nothing goes to the graveyard
        for aid, v in before.objects.items():
            if v.attached_to == oid and v.zone == "battlefield" and "Aura" in v.subtypes and \
                    aid not in p.leaves and p.leaves[oid] != PHASED_OUT:
                p.leaves[aid] = "gone" if v.token else "graveyard"
                p.names[aid] = v.name
                p.notes.append(f"{v.name} is put into the graveyard (704.5m)")
    numbers = Counter(p.numbers)
    exile = 0
    resolving_view = before.objects.get(resolving) if resolving is not None else None
    if resolving_view is not None and resolving_view.spell and resolving not in p.leaves and \
            not (resolving_view.types & ir_permanent_types()):
        if "rebound" in resolving_view.keywords and resolving_view.from_hand:
            exile += 1  # 702.88a: exiled as it resolves instead
            p.notes.append(f"{resolving_view.name} is exiled as it resolves (rebound, 702.88a)")
        else:
            numbers["graveyard", resolving_view.owner] += 1  # 608.2n: an instant or sorcery
    for oid, dest in p.leaves.items():
        v = before.seen(oid)
        if v is None:  # not an object of the state before (it had left): can't be checked
            p.unchecked.append(f"a move of {p.names.get(oid, oid)} (not seen before it)")
            continue
        if v.zone in ("hand", "graveyard", "library"):
            numbers[v.zone, v.owner] -= 1
        if v.zone == "exile" and dest != "exile":  # a card leaving exile (400.7)
            exile -= 1
        if dest in ("hand", "graveyard", "library") and not v.token:
            numbers[dest, v.owner] += 1
        if dest == "exile" and not v.token:
            exile += 1
    names = {pid: game.player(pid).name for pid in before.players}
    copies = Counter((v.name, v.controller) for oid, v in after.objects.items()
                     if v.zone == "stack" and v.token and oid not in before.objects)
    for (name, pid), n in p.copies.items():  # 707.10: copies of spells, not cards
        if copies[name, pid] != n:
            diffs.append(f"{copies[name, pid]} copies of {name} under {names[pid]}'s control "
                         f"put on the stack, predicted {n} (707.10)")
    monarch = p.designations.get("monarch", before.monarch)
    if after.monarch != monarch:  # 724
        diffs.append(f"the monarch is {names.get(after.monarch, after.monarch)}, predicted "
                     f"{names.get(monarch, monarch)}")
    was_tempted, now_tempted = dict(before.ring_tempted), dict(after.ring_tempted)
    for pid in before.players:  # 701.54a, 701.54c
        want = was_tempted.get(pid, 0) + p.tempted[pid]
        if now_tempted.get(pid, 0) != want:
            diffs.append(f"the Ring tempted {names.get(pid, pid)} {now_tempted.get(pid, 0)} "
                         f"times, predicted {want}")
        bearer = game.ring_bearers.get(pid)
        if p.tempted[pid] and bearer is not None and bearer in game.battlefield and \
                game.objects[bearer].controller != pid:
            diffs.append(f"{names.get(pid, pid)}'s Ring-bearer is another player's")
    for pid, st in before.players.items():
        now = after.players[pid]
        for key, was, is_ in (("life", st.life, now.life), ("hand", len(st.hand), len(now.hand)),
                              ("library", st.library, now.library),
                              ("graveyard", len(st.graveyard), len(now.graveyard))):
            want = was + numbers[key, pid]
            flex = [n for who, n in p.surveil if who == pid]
            if key in ("library", "graveyard") and flex:
                low, high = (want - sum(flex), want) if key == "library" else (want, want + sum(flex))
                if not low <= is_ <= high:
                    diffs.append(f"{names[pid]}'s {key} {was} -> {is_}, predicted {low}..{high}")
                continue
            if is_ != want:
                diffs.append(f"{names[pid]}'s {key} {was} -> {is_}, predicted {want}")
        got = Counter({MANA_LETTERS[i]: n - o for i, (o, n) in enumerate(zip(st.pool, now.pool,
                                                                             strict=True)) if n != o})
        options = p.mana.get(pid, [Counter()])
        if not any(+got == +o and -got == -o for o in options):
            diffs.append(f"{names[pid]}'s mana pool changed by {show(dict(got))}, predicted "
                         + " or ".join(show(dict(o)) for o in options))
    for pid in before.players:
        if ("untapped lands", pid) in numbers:
            was = untapped_lands(before.objects, before.battlefield, pid)
            is_ = untapped_lands(after.objects, after.battlefield, pid)
            want = was + numbers["untapped lands", pid]
            if is_ != want:
                diffs.append(f"{names[pid]}'s untapped lands {was} -> {is_}, predicted {want}")
    exile += sum(n for (key, _), n in numbers.items() if key == "exile")  # cards of libraries
    if len(after.exile) - len(before.exile) != exile:
        diffs.append(f"exile {len(before.exile)} -> {len(after.exile)}, predicted "
                     f"{len(before.exile) + exile}")
    for oid, dest in p.leaves.items():
        v = before.seen(oid)
        if v is None:
            continue
        still = oid in game.objects and game.objects[oid].zone == v.zone
        if still:
            diffs.append(f"{v.name} was predicted to go to {dest} but is still in {v.zone}")
            continue
        if dest in ("gone", "battlefield"):
            continue
        if dest == PHASED_OUT:  # 702.26d: the same object, phased out
            if oid not in game.objects or game.objects[oid].zone != PHASED_OUT:
                diffs.append(f"{v.name} was predicted to phase out but is in "
                             f"{game.objects[oid].zone if oid in game.objects else 'no zone'}")
            continue
        pid = v.owner if dest in ("hand", "graveyard", "library") else None
        if not _name_in(game, dest, pid, v.name, before.objects):
            diffs.append(f"{v.name} was predicted to go to {dest} but went to "
                         f"{where_is(game, v.name, v.owner, before.objects)}")
    for oid in before.battlefield:
        if oid not in p.leaves and oid not in after.battlefield:
            v = before.objects[oid]
            diffs.append(f"{v.name} left the battlefield (to "
                         f"{where_is(game, v.name, v.owner, before.objects)}), not predicted")
    new = [after.objects[o] for o in after.battlefield if o not in before.battlefield]
    for a in p.arrivals:
        if a.dies:
            continue  # none of them is expected to be there
        for v in new:
            if len(a.matched) < a.count and v.id not in {m for x in p.arrivals for m in x.matched} \
                    and not matches_arrival(a, v):
                a.matched.append(v.id)
        if len(a.matched) < a.count:
            near = [f"{v.name}: {matches_arrival(a, v)}" for v in new if v.id not in a.matched]
            diffs.append(f"predicted {a.what}, found {len(a.matched)}" +
                         (f" ({'; '.join(near[:3])})" if near else ""))
    matched = {m for a in p.arrivals for m in a.matched}
    for v in new:
        if v.id not in matched:
            diffs.append(f"unexpected new permanent {v.name}")
    diffs += _attached_to_new(after, p)
    for oid, attrs in expected_now.items():
        if oid in p.leaves:
            continue
        v = after.objects.get(oid)
        zone = p.plans[oid].view.zone
        if v is None or v.zone != zone:
            diffs.append(f"{before.objects[oid].name} was predicted to stay on the {zone}")
            continue
        diffs += _attr_diffs(v, attrs, names)
    return diffs


def _attached_to_new(after: Snapshot, p: Prediction) -> list[str]:
    """An Aura or Equipment predicted attached to a new permanent is (701.3a)."""
    diffs = []
    for a in p.arrivals:
        if a.attached is None or not a.matched:
            continue
        v = after.objects.get(a.attached)
        if v is None or v.attached_to not in a.matched:
            name = v.name if v is not None else "the source"
            diffs.append(f"{name} was predicted attached to the new {a.what}, is attached to "
                         f"{'nothing' if v is None or v.attached_to is None else v.attached_to}")
    return diffs


def _attr_diffs(v: View, attrs: dict[str, Any], names: dict[int, str]) -> list[str]:
    diffs = []
    for attr, want in sorted(attrs.items()):
        got: Any = dict(v.counters) if attr == "counters" else getattr(v, attr)
        if attr == "text" and isinstance(want, WordCounts):
            got = want.count(v.text)
        same = set(got) == set(want) if attr == "subtypes" else got == want
        if not same:
            if attr == "controller":
                got, want = names.get(got, got), names.get(want, want)
            if attr == "targets":
                got, want = show_targets(got, names), show_targets(want, names)
            diffs.append(f"{v.name}'s {attr} is {show(got)}, predicted {show(want)}")
    return diffs


def compare_later(game: Game, before: Snapshot, p: Prediction, mid: Snapshot | None = None
                  ) -> list[str]:
    """After the cleanup step (514.2): "until end of turn" changes have ended, delayed
    triggers at the next end step have happened (603.7); ``mid`` is the state once the ability
    had resolved."""
    _, expected_later = finalize(p)
    names = {pid: game.player(pid).name for pid in before.players}
    diffs = []
    for oid, dest in p.later_leaves.items():
        v = before.objects.get(oid)
        obj = game.objects.get(oid)
        if v is None:
            p.unchecked.append(f"a move of {p.names.get(oid, oid)} (not seen before it)")
        elif isinstance(obj, GameObject) and obj.zone == v.zone:
            diffs.append(f"{v.name} is still in {v.zone} after the next end step (predicted to "
                         f"go to {dest})")
        elif dest in ("hand", "graveyard", "library") and not v.token and not _name_in(
                game, dest, v.owner, v.name, before.objects):
            diffs.append(f"{v.name} was predicted to go to {dest} at the next end step but "
                         f"went to {where_is(game, v.name, v.owner, before.objects)}")
    if mid is not None:
        new = [view_of(game, game.objects[o]) for o in game.battlefield  # type: ignore[arg-type]
               if o not in mid.battlefield]
        for a in p.later_arrivals:
            found = [v for v in new if not matches_arrival(a, v)][:a.count]
            if len(found) < a.count:
                diffs.append(f"predicted {a.what} at the next end step, found {len(found)}")
            new = [v for v in new if v not in found]
        for (key, pid), n in p.later_numbers.items():
            st, now = mid.players[pid], game.player(pid)
            was = st.library if key == "library" else st.life if key == "life" else len(
                getattr(st, key))
            is_ = len(now.library) if key == "library" else now.life if key == "life" else len(
                getattr(now, key))
            if key in ("hand", "graveyard", "library", "life") and n and is_ != was + n:
                diffs.append(f"{names[pid]}'s {key} {was} -> {is_} by the next turn, predicted "
                             f"{was + n}")
    for oid, attrs in expected_later.items():
        if oid in p.leaves:
            continue
        obj = game.objects.get(oid)
        if not isinstance(obj, GameObject) or obj.zone != "battlefield":
            continue  # left the battlefield since: nothing to revert
        diffs += [d + " after the cleanup step" for d in _attr_diffs(view_of(game, obj), attrs,
                                                                      names)]
    for a in p.arrivals:
        if a.later == "leave":
            for oid in a.matched:
                if oid in game.battlefield:
                    diffs.append(f"{game.objects[oid].name} is still on the battlefield after the "
                                 "next end step")
    return diffs


@cache
def ir_permanent_types() -> frozenset[str]:
    return frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


# ---- the IR of cards, and candidates for targets ---------------------------------------------------


@cache
def ir_card(name: str) -> ir.Card | None:
    """The card's IR, compiled from its Oracle record (None if it doesn't compile)."""
    from .compiler.compile import compile_record
    from .oracle import oracle_record

    record = oracle_record(name)
    if record is None:
        return None
    return compile_record(record).card


def ability_count(card: ir.Card | None) -> int:
    if card is None:
        return 99
    return len(card.abilities) + len(card.keywords) + (card.spell is not None)


def is_quiet(card: ir.Card | None) -> bool:
    """No ability that changes other objects or events just by being there (statics,
    replacement effects, attack rules, triggers on others' events)."""
    if card is None:
        return False
    for ab in card.abilities:
        if isinstance(ab, ir.Static | ir.ReplacementAbility | ir.AttackTax | ir.DefinePT):
            return False
        if isinstance(ab, ir.Triggered) and ab.trigger.subject != "self":
            return False
    return True


@dataclass(frozen=True, slots=True)
class Candidate:
    """A pool card that can be arranged on a board: its printed view and how busy it is."""

    name: str
    view: View
    abilities: int
    quiet: bool
    targets: bool  # casting it needs a target
    cost: str
    ir: ir.Card | None = field(compare=False, default=None)

    def key(self) -> tuple[Any, ...]:
        return (not self.quiet, self.abilities, "Legendary" in self.view.supertypes,
                self.view.mana_value, self.name)


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every supported non-token card of the pool, quietest first."""
    from .registry import CARD_POOL

    found = []
    for name, card in CARD_POOL.items():
        if card.token or card.unsupported:
            continue
        c = ir_card(name)
        targets = c is not None and (
            (c.spell is not None and bool(c.spell.targets)) or
            (c.spell is not None and isinstance(c.spell.effect, ir.Modal)) or
            any(isinstance(a, ir.Enchant) for a in c.abilities))
        found.append(Candidate(name, printed_view(card), ability_count(c), is_quiet(c), targets,
                               c.mana_cost if c is not None else card.cost, c))
    return tuple(sorted(found, key=Candidate.key))


@cache
def token_candidates() -> tuple[Candidate, ...]:
    """The tokens the supported pool cards create (111.2), as candidates, quietest first."""
    found: dict[str, Candidate] = {}
    for c in candidates():
        for node in ir.walk(c.ir):
            if isinstance(node, ir.CreateTokens) and node.token.name not in found:
                t = node.token
                view = replace(_token_view(t), abilities=len(t.abilities))
                found[t.name] = Candidate(t.name, view, len(t.abilities) + len(t.keywords),
                                          not t.abilities, False, "")
                TOKEN_SPECS[t.name] = t
    return tuple(sorted(found.values(), key=Candidate.key))


def entering_choices(card: ir.Card) -> tuple[tuple[str, str], ...]:
    """The choices a permanent placed directly is given as if it had entered (614.12, "as
    this enters, choose a color / a creature type"): one the quietest pool creature has, so
    there is an object of the chosen kind to arrange."""
    return tuple((ab.kind, arranged_choice(ab.kind, ab.exclude)) for ab in card.abilities
                 if isinstance(ab, ir.ChooseAsEnters) and arranged_choice(ab.kind, ab.exclude))


@cache
def arranged_choice(kind: str, exclude: tuple[str, ...]) -> str:
    """The color (or creature type) of the quietest pool creature that has one (not one of
    ``exclude``), "" if none does."""
    from ..ir.typeline import CREATURE_TYPES

    for c in candidates():
        if "Creature" not in c.view.types:
            continue
        values = [x for x in "WUBRG" if x in c.view.colors] if kind == "color" else [
            t for t in c.view.subtypes if t in CREATURE_TYPES]
        values = [x for x in values if x not in exclude]
        if values:
            return values[0]
    return ""


TOKEN_SPECS: dict[str, ir.TokenSpec] = {}
"""The token definitions :func:`token_candidates` found, by name (for placing them)."""


# ---- driving one game ------------------------------------------------------------------------------


class Run:
    """One smoke game: arrange, start, act, answer decisions (architecture: decisions are data)."""

    def __init__(self, card: ir.Card, seed: int) -> None:
        self.card = card
        self.game = Game([[FILLER] * LIBRARY, [FILLER] * LIBRARY], names=["Ann", "Bo"], seed=seed,
                         start=False, auto_pass=False, mulligans=False)
        self.me, self.opp = (p.id for p in self.game.players)
        self.targets: list[list[int]] = []  # answers for target decisions, in order
        self.mode: tuple[int, ...] | None = None  # the modes to choose (700.2)
        self.modes_answered = 0  # one mode per decision where a mode may repeat (700.2d)
        self.attack: list[Pair] = []
        self.block: list[Pair] = []
        self.avoid: set[int] = set()  # objects a payment must not use
        self.restriction_met = False  # the board meets the activation restriction (602.5b)
        self.reserved: set[int] = set()  # lands for a payment to come ("you may pay {1}")
        self.prefer_sacrifice: int | None = None
        self.kick: list[str] = []  # 702.33a: the (mana) kicker costs to pay, if arranged
        self.kicked: list[str] = []  # the kicker costs paid
        self.shared = 0  # other abilities triggering with it, given its targets too (603.3d)
        self.on_top = ""  # the text of a trigger ordered last, so on top (603.3b)
        self.bestow = False  # 702.103a: cast bestowed only to check what it does as an Aura
        self.picked_first: list[int] = []  # what "sacrifice a permanent" and "discard a
        # card" effects pick
        self.prefer_copy: int | None = None
        self.text_hint = ""  # the text a text-changing effect should change words of
        self.answers: list[tuple[str, Any]] = []
        self.new_targets: list[tuple[Any, ...]] = []  # answers for "choose new targets" (115.7d)
        self.x: int | None = None
        self.decisions = 0
        self.before_start: Callable[[dict[str, Any]], None] | None = None
        self.equip_then_pass = False  # equipped on Ann's turn, the check is on Bo's (702.6a)
        self.happened: list[Happening] | None = None  # the turn's history, where it's tracked
        self.then: list[Callable[[], None]] = []  # history to make happen once the game began
        self.spent: str | None = None  # mana types the lands tapped to cast it made (601.2h)
        self.spent_on: dict[int, str | None] = {}  # and to cast each spell, by its stack id
        self.spend = ""  # a color its lands were arranged to spend casting it (``lands``)
        self.choose_not: set[str] = set()  # choices not to make (a type arranged not to be)
        for pid in (self.me, self.opp):
            for _ in range(HAND):
                place(self.game, pid, FILLER, "hand")

    # ---- arranging ------------------------------------------------------------------------

    def put(self, who: int, name: str, zone: str = "battlefield", host: Want | None = None,
            **kw: Any) -> int:
        """Place a card; an Aura put onto the battlefield is attached to an object it can
        enchant (303.4a; an Aura attached to nothing would go to the graveyard, 704.5m), one
        ``host`` describes if given."""
        spec: Any = TOKEN_SPECS.get(name, name)
        if not isinstance(spec, str) and zone != "battlefield":
            raise Skip(f"a {name} in {zone} (111.8: a token elsewhere ceases to exist)")
        if zone == "battlefield" and "counters" not in kw:
            kw["counters"] = entered_counters(name)
        if not isinstance(spec, str) and "Planeswalker" in spec.type_line and not (
                kw.get("counters") or {}).get("loyalty"):  # 704.5i: it would die at once
            kw["counters"] = {**(kw.get("counters") or {}), "loyalty": 3}
        try:
            oid = place(self.game, who, spec, zone, **kw)
        except CardNotSupported as exc:
            raise Skip(str(exc)) from exc
        if zone == "hand" and name == self.card.name:  # what its additional costs need (601.2f)
            for ab in self.card.abilities:
                if isinstance(ab, ir.AdditionalCost):  # X: the X it announces (107.3a)
                    pay_costs(self, Board(self, name), ir.cost_with_x(ab.cost, X_VALUE), 0, who)
                elif isinstance(ab, ir.AdditionalCostChoice):  # 601.2b: the one arranged
                    pay_costs(self, Board(self, name), arranged_option(ab), 0, who)
        if zone == "battlefield" and name == self.card.name:  # as if it had entered (614.12)
            self.game.objects[oid].chosen = entering_choices(self.card)
        if zone == "battlefield":
            card = ir_card(name)
            enchant = next((a for a in card.abilities if isinstance(a, ir.Enchant)), None) \
                if card is not None else None
            if enchant is not None:
                want = host_want(attached_effects(card))
                self._attach(oid, name, enchant, want.merge(host) if host else want)
        return oid

    def _attach(self, aura: int, name: str, enchant: ir.Enchant, want: Want) -> None:
        host = self.host_for(name, enchant, want, self.game.objects[aura].controller, aura)
        self.game.objects[aura].attached_to = host

    def host_for(self, name: str, enchant: ir.Enchant, want: Want, controller: int,
                 aura: int = 0) -> int:
        """Arrange an object the Aura ``name`` could enchant (303.4a, 303.4f)."""
        sel = enchant.target.objects
        if sel is None or "battlefield" not in sel.zones:
            raise Skip(f"{name} enchants a player")
        other = self.opp if controller == self.me else self.me
        b = Bindings(snapshot(self.game), controller, other, aura, None,
                     players=(self.me, self.opp))
        c = find_candidate(sel.pred, b, replace(want, no_auras=True), exclude={name})
        where = placement(sel.pred, controller, controller, other)
        host = self.put(where["controller"], c.name, tapped=where.get("tapped", False),
                        token=where.get("token", False), counters=(
                            entering_counters(c.ir) if c.ir is not None else None) or None)
        self.avoid.add(host)
        return host

    def lands(self, who: int, mana: str, x: int = 0, spend: str = "") -> list[int]:
        """Untapped basic lands that pay ``mana`` (with X = ``x``): one per colored symbol
        (hybrid: its first color; Phyrexian: its color, 107.4f), Wastes for generic mana and
        Snow-Covered Wastes for {S}. With ``spend``, a color the payment is to spend (601.2h):
        the first hybrid symbol with it is paid with it, else one generic mana."""
        out = []
        symbols = mana_symbols(mana)
        spend_at = next((i for i, s in enumerate(symbols) if spend and spend in s.split("/")),
                        None)
        if spend_at is not None:
            symbols[spend_at] = spend
        elif spend and (generic := next((i for i, s in enumerate(symbols)
                                         if s.isdigit() and int(s) > 0), None)) is not None:
            symbols[generic:generic + 1] = [spend] + ([str(int(symbols[generic]) - 1)]
                                                      if int(symbols[generic]) > 1 else [])
        for s in symbols:
            parts = s.split("/")
            colored = [c for c in parts if c in BASIC_FOR]
            if s.isdigit():
                out += [self.put(who, "Wastes") for _ in range(int(s))]
            elif s == "X":
                out += [self.put(who, "Wastes") for _ in range(x)]
            elif colored:
                out.append(self.put(who, BASIC_FOR[colored[0]]))
            elif s == "S":  # 107.4h: mana from a snow source
                out.append(self.put(who, "Snow-Covered Wastes"))
        return out

    def start(self, active: int | None = None, step: str = "main1", turn: int = 3) -> None:
        if self.before_start is not None:  # a last arrangement (see ``arrange_condition``)
            opts: dict[str, Any] = {"active": active}
            hook, self.before_start = self.before_start, None
            hook(opts)
            active = opts["active"]
        who = self.game.player(self.me if active is None else active).name
        self.game.start(turn=turn, active=who, step=step)

    # ---- answering ------------------------------------------------------------------------

    def answer(self, d: Decision) -> Any:
        """The policy: arranged targets, the planned mode, X = 2, "may" = yes, payments that
        use no life and none of the arranged objects, otherwise the first legal option."""
        kind = d.kind
        if kind == "target":
            planned = self.targets.pop(0) if self.targets else []
            values = [o.value for o in d.options]
            if d.shape == "one":
                for want in planned:
                    if want in values:
                        return d.options[values.index(want)]
                if not planned or values and all(map(self.game.is_player, values)) and not any(
                        map(self.game.is_player, planned)):
                    # another ability than the one under test (one that targets a player where
                    # the tested one targets objects: Soulblade Renewer's "partner with" beside
                    # its support): any legal target, the arranged ones kept for the tested one
                    if planned:
                        self.targets.insert(0, planned)
                    self.answers.append(("target", values[0]))
                    return d.options[0]
                raise Mismatch(f"the arranged target {self.describe(planned[0])} was not offered "
                               f"for {d.prompt} (offered: "
                               f"{', '.join(map(str, d.options)) or 'nothing'})")
            picked = [d.options[values.index(w)] for w in planned if w in values][:d.max]
            if len(picked) < d.min:
                picked = list(d.options[:d.min])
            return picked
        if kind == "mode":
            if self.mode is None:
                return d.options[0] if d.shape == "one" else list(d.options[:d.min])
            if d.shape == "one" and len(self.mode) > 1:  # 700.2d: one decision per mode
                want = self.mode[self.modes_answered % len(self.mode)]
                self.modes_answered += 1
                hit = next((o for o in d.options if o.value == want), None)
                if hit is None:
                    raise Mismatch(f"mode {want + 1} was not offered with its targets arranged "
                                   "(700.2a)")
                return hit
            picked = [o for o in d.options if o.value in self.mode]
            if len(picked) < len(self.mode):
                missing = sorted(set(self.mode) - {o.value for o in picked})
                raise Mismatch(f"mode {', '.join(str(m + 1) for m in missing)} was not offered "
                               "with its targets arranged (700.2a)")
            return picked[0] if d.shape == "one" else picked
        if kind == "new_targets" and self.new_targets:  # 115.7d: the harness's choice
            want = self.new_targets.pop(0)
            hit = next((o for o in d.options if o.value == want), None)
            if hit is None:
                raise Mismatch(f"the legal new target {', '.join(map(self.describe, want))} was "
                               f"not offered for {d.prompt} (offered: "
                               f"{', '.join(o.label for o in d.options)})")
            self.answers.append((kind, want))
            return hit
        if kind == "x":
            x = min(X_VALUE, d.max)
            self.x = x
            return x
        if kind == "pay_mana":
            return self._plan(d)
        if kind == "cost_choice":  # 601.2b: the additional cost arranged for (arranged_option)
            choice = next((a for a in self.card.abilities
                           if isinstance(a, ir.AdditionalCostChoice)), None)
            label = describe_cost_part(arranged_option(choice).parts[0]) if choice else ""
            self.answers.append((kind, label))
            return next((o for o in d.options if o.label == label), d.options[0])
        kick = next((k for k in self.kick if k not in self.kicked and
                     d.prompt.startswith(f"pay the kicker cost {k} for ")), None)
        if kind == "kicker" and kick is not None and YES in d.options:
            self.kicked.append(kick)  # 702.33a: kicked as arranged (arrange_intervening)
            self.answers.append((kind, 1))
            return YES
        if kind in ("kicker", "additional_cost"):  # 702.33a: never kicked, so "if it was
            # kicked" is false; nor replicate, squad or offspring paid (601.2b)
            self.answers.append((kind, 0))
            return 0 if d.shape == "number" else d.options[-1]
        if kind == "may" and " face down for " in d.prompt:  # 702.37c: the card is checked
            self.answers.append((kind, False))  # face up, as printed
            return NO
        if kind == "may" and d.cite == "702.103a":  # cast as the creature it is printed as,
            self.answers.append((kind, self.bestow))  # unless checking it as an Aura
            return YES if self.bestow else NO
        if kind == "may" and (" for its overload cost " in d.prompt  # 702.96a: checked
                              or d.prompt.startswith("pay the buyback cost ")):  # as printed
            self.answers.append((kind, False))  # with its targets; 702.27a: never bought back
            return NO
        if kind == "may":  # yes whenever it can be done (an offer that can't is posed: no)
            self.answers.append((kind, YES in d.options))
            return YES if YES in d.options else NO
        prefs = [self.prefer_sacrifice] if self.prefer_sacrifice is not None else []
        prefs += self.picked_first
        if kind in ("sacrifice", "return", "discard") and prefs:
            preferred = [o for o in d.options if getattr(o, "value", None) in prefs]
            if d.shape == "one" and preferred:
                self.answers.append((kind, preferred[0].value))
                return preferred[0]
            if d.shape == "subset" and preferred:
                picked = preferred[:d.max]
                picked += [o for o in d.options if o not in picked][:max(0, d.min - len(picked))]
                self.answers.append((kind, [o.value for o in picked]))
                return picked
        if kind == "change_text" and self.text_hint:
            for o in d.options:
                old = o.value[0]
                if word_pattern(old).search(self.text_hint):
                    self.answers.append((kind, o.value))
                    return o
        if kind == "copy" and self.prefer_copy is not None:
            for o in d.options:
                if getattr(o, "value", None) == self.prefer_copy:
                    self.answers.append((kind, o.value))
                    return o
        if kind == "choose" and d.shape == "one" and self.choose_not:
            hit = next((o for o in d.options if str(o.label) not in self.choose_not), None)
            if hit is not None:
                self.answers.append((kind, getattr(hit, "value", hit)))
                return hit
        if kind == "remove_counters" and d.shape == "number":  # 601.2h: all it may
            self.answers.append((kind, d.max))
            return d.max
        if kind == "untap" and d.shape == "subset":  # "untap up to N": as many as it may
            picked = list(d.options[:d.max])
            self.answers.append((kind, [getattr(o, "value", o) for o in picked]))
            return picked
        if kind == "attackers":
            chosen, self.attack = self.attack, []
            attack = [p for p in chosen if d.player == self.game.player(
                self.game.objects[p.a].controller).id]
            if not attack and not d.accepts(attack):  # 508.1d: a creature must attack
                raise Skip("passing through combat, a creature that attacks each combat if able "
                           "would attack (508.1d)")
            return attack
        if kind == "blockers":
            chosen, self.block = self.block, []
            return chosen
        if kind == "damage":
            return d.default
        if kind == "crew":  # 702.122a: the greatest powers first, enough of them
            self.answers.append((kind, [getattr(o, "value", o) for o in d.default]))
            return d.default
        shape = d.shape
        if shape == "one":
            self.answers.append((kind, getattr(d.options[0], "value", d.options[0])))
            return d.options[0]
        if shape == "subset":
            self.answers.append((kind, [getattr(o, "value", o) for o in d.options[:d.min]]))
            return list(d.options[:d.min])
        if shape == "pairs":
            return d.default or ()
        if shape == "order":  # the tested trigger last where others compete with it
            top = norm_text(self.on_top)
            return sorted(d.options, key=lambda o: bool(top) and norm_text(str(o)).endswith(top))
        if shape == "number":
            return d.min
        return d.default if d.default is not None else {d.options[0]: d.total}

    def describe(self, value: int) -> str:
        if self.game.is_player(value):
            return self.game.player(value).name
        obj = self.game.objects.get(value)
        return obj.name if obj is not None else f"#{value}"

    def _plan(self, d: Decision) -> Any:
        """A payment that pays no life and taps as few of the arranged objects as it can: a
        plan names its sources ("Swamp (B), Wastes (C)"); sources of one name are
        interchangeable, so it is counted how many of each it uses beyond those not arranged
        for something else."""
        g = self.game

        def over(label: str, kept: set[int]) -> int:
            free = Counter(g.objects[o].name for o in g.battlefield if o not in kept
                           and g.objects[o].controller == d.player and not g.objects[o].tapped)
            used = Counter(part.rsplit(" (", 1)[0] for part in label.split(", ")
                           if part.endswith(")"))
            return sum(max(0, n - free[name]) for name, n in used.items())

        ranked = sorted(range(len(d.options)), key=lambda i: (
            "life" in d.options[i].label, over(d.options[i].label, self.reserved),
            over(d.options[i].label, self.avoid), i))
        return d.options[ranked[0]]

    def submit(self, answer: Any) -> None:
        self.decisions += 1
        if self.decisions > MAX_DECISIONS:
            raise Skip("the game did not get there (too many decisions)")
        self.game.submit(answer)

    def until(self, done: Callable[[Decision], bool]) -> Decision:
        """Answer decisions (passing priority) until ``done`` holds for the pending one."""
        while True:
            d = self.game.pending()
            if d is None:
                raise Skip(f"the game ended ({self.game.result})")
            if done(d):
                return d
            self.submit(PASS if d.kind == "priority" else self.answer(d))

    def settle(self) -> Decision:
        """Answer everything up to the next priority decision."""
        return self.until(lambda d: d.kind == "priority")

    def act(self, action: Any) -> Decision:
        """Take a priority action and answer what it asks, up to the next priority decision."""
        d = self.game.pending()
        if d is None or d.kind != "priority":
            raise Skip(f"no priority to act ({d})")
        if not d.accepts(action):
            offered = ", ".join(str(o) for o in d.options if not isinstance(o, type(PASS)))
            what = action
            if isinstance(action, Cast | PlayLand):
                what = f"{type(action).__name__.lower()} {self.describe(action.card)}"
            raise Mismatch(f"{what} isn't allowed with its cost and targets arranged (offered: "
                           f"{offered or 'nothing'})")
        cast = self.game.objects[action.card].name if isinstance(action, Cast) else None
        untapped = {o for o in self.game.battlefield if not self.game.objects[o].tapped}
        old = set(self.game.stack)
        self.submit(action)
        settled = self.settle()
        if cast is not None:
            spent = self.spent_by(untapped)
            sid = next((i for i in reversed(self.game.stack) if i not in old and getattr(
                self.game.objects.get(i), "name", None) == cast), None)
            if sid is not None:
                self.spent_on[sid] = spent
        if cast == self.card.name:
            self.spent = spent
            if self.happened is not None:  # 601.2i: its own cast is history of the turn
                self.happened.append(("cast", self.me, self.cast_view(self.card.name)))
        return settled

    def cast_view(self, name: str) -> View | None:
        """The spell ``name`` just cast (the newest stack object of that name)."""
        sid = next((i for i in reversed(self.game.stack)
                    if getattr(self.game.objects.get(i), "name", None) == name), None)
        obj = self.game.objects.get(sid) if sid is not None else None
        return view_of(self.game, obj) if isinstance(obj, GameObject) else None

    def spent_by(self, untapped: set[int]) -> str | None:
        """601.2h: the mana types spent to cast a spell, from the lands its payment tapped (each
        a land that makes one type); None where a land could have made several."""
        tapped = [view_of(self.game, self.game.objects[o]) for o in untapped  # type: ignore[arg-type]
                  if o in self.game.objects and self.game.objects[o].tapped]
        kinds = [land_mana(v) for v in tapped if "Land" in v.types]
        if any(len(k) != 1 for k in kinds):
            return None
        return "".join(sorted(c for k in kinds for c in k))

    def priority_for(self, pid: int) -> Decision:
        return self.until(lambda d: d.kind == "priority" and d.player == pid)

    def to_top(self, sid: int) -> Decision:
        """Pass until ``sid`` is the top object of the stack (resolving what is above it)."""
        return self.until(lambda d: d.kind == "priority" and bool(self.game.stack) and
                          self.game.stack[-1] == sid)

    def act_and_resolve(self, action: Any, missing: Exception) -> None:
        """Take a priority action putting an ability on the stack (602.2) and pass until it
        has resolved (608.2); ``missing`` is raised if nothing went on the stack."""
        old = set(self.game.stack)
        self.act(action)
        new = [i for i in self.game.stack if i not in old]
        if not new:
            raise missing
        self.resolve(new[0])

    def resolve(self, sid: int) -> Decision:
        """Pass until ``sid`` has left the stack and a player has priority again (608.2)."""
        return self.until(lambda d: d.kind == "priority" and sid not in self.game.stack)

    def next_turn(self) -> Decision:
        """Pass through the cleanup step (514) to the first priority of the next turn, whose
        history (where it is tracked) begins empty (500)."""
        turn = self.game.turn
        d = self.until(lambda d: d.kind == "priority" and self.game.turn > turn)
        if self.happened is not None:
            self.happened = []
        return d

    def activation(self, source: int, ab: ir.Ability, mana: bool, card: ir.Card | None = None
                   ) -> Activate:
        """The Activate option for this IR ability of ``source``: by its text, else by its rank
        among the source's activated abilities of the same kind."""
        d = self.game.pending()
        assert d is not None and d.kind == "priority"
        offered = [o for o in d.options if isinstance(o, Activate) and o.source == source
                   and o.mana == mana]
        text = norm_text(getattr(ab, "text", ""))
        for o in offered:
            if norm_text(o.text) == text:
                return o
        same = [a for a in (card or self.card).abilities if isinstance(a, ir.Activated | ir.Equip)
                and (isinstance(a, ir.Activated) and a.is_mana_ability) == mana]
        by_index = sorted({o.index: o for o in offered}.values(), key=lambda o: o.index)
        if len(by_index) == len(same) and ab in same:
            return by_index[same.index(ab)]
        if isinstance(ab, ir.Activated) and (ab.during or ab.condition is not None) and \
                not self.restriction_met:
            raise Skip("its activation restriction (602.5b) isn't arranged")
        if source not in self.game.objects:  # e.g. a 0/0 whose count the board leaves at 0
            raise Skip("the source didn't stay where it was put (704.5f)")
        raise Mismatch(f"no activation offered for "
                       f"{getattr(ab, 'text', '') or type(ab).__name__!r} with its cost arranged"
                       f" (offered: {', '.join(o.text for o in offered) or 'none'})")

    def new_trigger(self, old: set[int], ab: ir.Triggered | None = None) -> StackAbility | None:
        """The triggered ability of the card under test put on the stack since ``old``."""
        text = norm_text(ab.text) if ab is not None else ""
        found = [self.game.objects[i] for i in self.game.stack if i not in old]
        mine = [o for o in found if isinstance(o, StackAbility) and o.kind == "triggered"
                and o.card.name == self.card.name]
        for o in mine:
            if text and norm_text(getattr(o.ability, "text", "")) == text:
                return o
        return mine[0] if mine else None


def norm_text(text: str) -> str:
    return " ".join(text.replace("−", "-").split()).casefold()


# ---- choosing objects for target phrases and selectors ------------------------------------------


@dataclass(slots=True)
class Want:
    """Preferences for a candidate, from what the effect does to it."""

    toughness_above: int = 0
    pt_differ: bool = False
    keywords: bool = False
    lacks_types: frozenset[str] = frozenset()
    lacks_colors: frozenset[str] = frozenset()
    lacks_subtypes: frozenset[str] = frozenset()
    castable: bool = False
    not_named: frozenset[str] = frozenset()
    share_types: frozenset[str] = frozenset()
    mine: bool = False
    tapped: bool = False
    text_words: tuple[str, ...] = ()
    no_auras: bool = False  # not an Aura (it would need something to enchant in turn)
    not_legendary: bool = False  # several of it (704.5j would keep one)
    power: bool = False  # power above 0 (it deals combat damage, 510.1)
    blocks_fliers: bool = False  # flying or reach: evasion alone doesn't keep it from blocking
    counters: tuple[tuple[str, int], ...] = ()  # it has these, to have them removed (122.1)
    mana_value: bool = False  # mana value above 0 (a greatest mana value read of it shows)

    def merge(self, other: Want) -> Want:
        """Both sets of preferences (the stronger of two toughness wishes)."""
        return replace(self, toughness_above=max(self.toughness_above, other.toughness_above),
                       pt_differ=self.pt_differ or other.pt_differ,
                       keywords=self.keywords or other.keywords,
                       tapped=self.tapped or other.tapped, mine=self.mine or other.mine,
                       power=self.power or other.power, counters=self.counters + other.counters)

    def score(self, c: Candidate) -> int:
        v = c.view
        miss = 0
        if self.not_legendary and "Legendary" in v.supertypes:
            miss += 2
        if self.text_words and not any(word_pattern(w).search(v.text) for w in self.text_words):
            miss += 2
        if self.toughness_above and (v.toughness is None or v.toughness <= self.toughness_above):
            miss += 1
        if self.power and not v.power:
            miss += 1
        if self.mana_value and not v.mana_value:
            miss += 1
        if self.pt_differ and (v.power == v.toughness or not v.power):  # switched, it must live
            miss += 1
        if self.keywords and not v.keywords:
            miss += 1
        if self.blocks_fliers and not {"flying", "reach"} & v.keywords:  # 702.9b, 702.17b
            miss += 1
        if self.lacks_types & v.types or self.lacks_colors & v.colors or \
                self.lacks_subtypes & set(v.subtypes):
            miss += 1
        return miss


def transform(value: Any, fn: Callable[[ir.Node], ir.Node | None]) -> Any:
    """The IR ``value`` rebuilt with ``fn``'s replacement for each node it returns one for
    (not inside abilities an effect grants: their references are their own)."""
    return ir.rebuild(value, fn, into=lambda n: not isinstance(n, ir.Ability))


HOST = 99
"""The index standing for "enchanted creature" when asking what an effect wants of it."""


def host_want(*values: Any) -> Want:
    """What effects want of the object an Aura or Equipment is attached to ("enchanted
    creature gets -2/-2": toughness above 2)."""
    want = Want()
    for value in values:
        if value is None:
            continue
        as_target = transform(value, lambda n: ir.Targeted(HOST) if isinstance(n, ir.AttachedTo)
                              else None)
        w = wants_for(as_target if isinstance(as_target, ir.Effect) else ir.Seq(()), HOST)
        want.toughness_above = max(want.toughness_above, w.toughness_above,
                                   counted_shrink(as_target))
        want.keywords |= w.keywords
        want.tapped |= w.tapped
        want.pt_differ |= w.pt_differ
    return want


def counted_shrink(value: Any) -> int:
    """A toughness to stay above for a host given "-1/-1 for each ..." (a count the board's
    lands, placed to cast the card, may raise: 704.5f would take it at once): the toughness
    asked of a creature that must survive what the harness arranges; 0 for no such count."""
    for node in ir.walk(value):
        if isinstance(node, ir.Pump) and isinstance(node.toughness, ir.Times) and \
                node.toughness.factor < 0 and not isinstance(node.toughness.of, int):
            return SURVIVES
    return 0


def attached_effects(card: ir.Card | None) -> ir.Effect:
    """The changes an Aura's or Equipment's static abilities make to what it is attached to, as
    effects (for :func:`host_want`): "enchanted creature gets +2/-2" a pump."""
    out: list[ir.Effect] = []
    for ab in card.abilities if card is not None else ():
        if isinstance(ab, ir.Static) and isinstance(ab.affects, ir.AttachedTo) and (
                ab.power or ab.toughness):
            out.append(ir.Pump(ir.Targeted(HOST), ab.power, ab.toughness, (), ir.Indefinitely()))
        elif isinstance(ab, ir.Triggered) and ab.trigger.subject == "self" and \
                ab.trigger.event == "enters":
            out.append(transform(ab.effect, lambda n: ir.Targeted(HOST)
                                 if isinstance(n, ir.AttachedTo) else None))
    return ir.Seq(tuple(out))


def attach_want(card: ir.Card, effect: ir.Effect) -> Want | None:
    """For an effect that attaches the card to a target: what its static abilities want of
    the object it will be attached to."""
    if any(isinstance(n, ir.AttachTo) for n in ir.walk(effect)):
        return host_want(attached_effects(card))
    return None


def wants_for(effect: ir.Effect | None, index: int | ir.ObjRef) -> Want:
    """What an effect does to its ``index``-th target (or to the objects a reference names), as
    preferences for the object chosen: e.g. toughness above the damage dealt, so the damage
    marked is seen, not only the creature dying."""
    want = Want()
    ref = ir.Targeted(index) if isinstance(index, int) else index
    for node in ir.walk(effect):
        refs = [getattr(node, f, None) for f in ("what", "to", "first", "second", "who")]
        if ref not in refs:
            continue
        if isinstance(node, ir.DealDamage) and node.to == ref:
            n = node.amount if isinstance(node.amount, int) else X_VALUE
            want.toughness_above = max(want.toughness_above, n)
        elif isinstance(node, ir.Pump):  # "-X/-X, where X is ...": it lives, X shows
            t = node.toughness if isinstance(node.toughness, int) else 0
            want.toughness_above = max(want.toughness_above, -t, counted_shrink(node))
        elif isinstance(node, ir.Becomes):
            want.pt_differ |= node.switch
            want.keywords |= node.lose_abilities
            want.lacks_types |= node.add_types
            if node.set_colors is not None:
                want.lacks_colors |= node.set_colors
            if node.set_subtypes is not None:
                want.lacks_subtypes |= frozenset(node.set_subtypes)
        elif isinstance(node, ir.Untap):
            want.tapped = True
        elif isinstance(node, ir.BlocksIfAble | ir.CantBlockAttacker):  # its block is what
            want.blocks_fliers = True  # is checked, so no evasion of the attacker's may decide
        elif isinstance(node, ir.RemoveCountersFrom):
            want.counters += tuple(removed_counters(node, ref).items())
            if node.kind == "-1/-1":  # it must survive having them (704.5f)
                want.toughness_above = max(want.toughness_above, sum(n for _, n in want.counters))
        elif isinstance(node, ir.AttachTo) or (isinstance(node, ir.ExchangeControl) and
                                               node.first == ref):
            want.mine = True
        elif isinstance(node, ir.ChangeText):
            words = []
            if node.words in ("color", "either"):
                words += ["white", "blue", "black", "red", "green"]
            if node.words in ("land_type", "either"):
                words += list(BASIC_MANA)
            want.text_words = tuple(words)
    return want


def removed_counters(effect: ir.Effect | None, ref: ir.ObjRef) -> dict[str, int]:
    """The counters the effect removes from the object ``ref`` names (X = 2), for arranging it
    with that many: 122.1, "remove a -1/-1 counter from it" then removes one, and what follows
    ("if you do") happens."""
    out: dict[str, int] = {}
    for node in ir.walk(effect):
        if isinstance(node, ir.RemoveCountersFrom) and node.what == ref:
            n = node.amount if isinstance(node.amount, int) else X_VALUE
            out[node.kind] = out.get(node.kind, 0) + n
    return out


def source_counters(card: ir.Card, effect: ir.Effect | None) -> dict[str, int]:
    """The counters the card under test is placed with: those it enters with, those the effect
    removes from it (122.1), and those its static abilities count for the permanents the effect
    creates ("Squirrels you control get +1/+1 for each acorn counter on this", 613.4c: so the
    count shows on them)."""
    counters = with_counters(entering_counters(card), removed_counters(effect, ir.This()).items())
    if any(isinstance(n, ir.CreateTokens | ir.CreateTokenCopy) for n in ir.walk(effect)):
        for ab in card.abilities:
            if isinstance(ab, ir.Static) and isinstance(ab.affects, ir.Each):
                counters = with_counters(counters,
                                         counted_counters((ab.power, ab.toughness)).items())
    return counters


def with_counters(counters: dict[str, int], more: Iterable[tuple[str, int]]) -> dict[str, int]:
    """``counters`` with at least as many of each kind as ``more`` asks for."""
    out = dict(counters)
    for kind, n in more:
        out[kind] = max(out.get(kind, 0), n)
    return out


def combat_role(pred: ir.Pred) -> str:
    """"attacking" or "blocking" if an object must be in combat to satisfy the predicate
    ("target attacking or blocking creature": attacking will do), else ""."""
    parts = pred.parts if isinstance(pred, ir.And) else (pred,)
    for part in parts:
        if isinstance(part, ir.Attacking):
            return "attacking"
        if isinstance(part, ir.Blocking):
            return "blocking"
        if isinstance(part, ir.And | ir.Or):
            roles = [combat_role(q) for q in part.parts] if isinstance(part, ir.Or) else [
                combat_role(part)]
            if roles and all(roles):
                return "attacking" if "attacking" in roles else "blocking"
    return ""


def placement(pred: ir.Pred, default: int, me: int, opp: int, combat: bool = False
              ) -> dict[str, Any]:
    """Where and how to arrange an object so the predicate's state parts hold: under whose
    control, tapped or not, with which counters, as a token, in combat (``combat``: the
    caller can arrange an attack or a block, else it is skipped)."""
    out: dict[str, Any] = {"controller": default}
    role = combat_role(pred)
    if role:
        if not combat:
            raise Skip(f"can't arrange a {role} object here")
        out["combat"] = role
    parts = pred.parts if isinstance(pred, ir.And) else (pred,)
    for part in parts:
        if isinstance(part, ir.And):
            out.update({k: v for k, v in placement(part, default, me, opp, True).items()
                        if k != "controller" or v != default})
        elif isinstance(part, ir.ControlledBy | ir.OwnedBy):
            who = part.player
            if isinstance(who, ir.You):
                out["controller"] = me
            elif isinstance(who, ir.Opponent | ir.EachOpponent):
                out["controller"] = opp
        elif isinstance(part, ir.Tapped):
            out["tapped"] = True
        elif isinstance(part, ir.Not) and isinstance(part.part, ir.Tapped):
            out["tapped"] = False
        elif isinstance(part, ir.HasCounter):
            out.setdefault("counters", {})[part.kind] = 1
        elif isinstance(part, ir.IsToken):
            out["token"] = True
        elif isinstance(part, ir.Not) and isinstance(part.part, ir.IsToken):
            out["token"] = False
    return out


def find_candidate(pred: ir.Pred, b: Bindings, want: Want | None = None,
                   zone: str = "battlefield", exclude: Iterable[str] = ()) -> Candidate:
    """The quietest pool card whose printed characteristics satisfy the predicate (in combat:
    a creature, 506.3)."""
    want = want or Want()
    if zone == "battlefield" and combat_role(pred):
        pred = ir.And((pred, ir.CardType("Creature")))
    if any(isinstance(n, ir.HasCounter) and n.kind == "-1/-1" for n in ir.walk(pred)):
        want = replace(want, toughness_above=max(want.toughness_above, 1))  # it must survive it
    exclude = set(exclude) | set(want.not_named)
    pb = replace(b, printed=True)
    best: tuple[int, Candidate] | None = None
    for c in candidates():
        if c.name in exclude:
            continue
        if zone == "stack" and ("Land" in c.view.types or c.targets):
            continue
        if zone == "battlefield" and not c.view.types & ir_permanent_types():
            continue  # 110.1: only permanents are on the battlefield
        if want.castable and ("Land" in c.view.types or c.targets or not c.cost or
                              "X" in mana_symbols(c.cost) or "rebound" in c.view.keywords):
            continue  # 118.6: no mana cost can't be paid; rebound exiles it (702.88a)
        if want.share_types and not want.share_types & c.view.types:
            continue
        if want.no_auras and "Aura" in c.view.subtypes:
            continue
        try:
            if not holds(pred, c.view, pb):
                continue
        except Unpredictable:
            continue
        score = want.score(c)
        if best is None or score < best[0]:
            best = (score, c)
            if score == 0:
                break
    if best is None and zone == "battlefield" and not want.castable:
        for c in token_candidates():  # a token some pool card creates ("a Saproling")
            try:
                if c.name not in exclude and holds(pred, c.view, pb):
                    return c
            except Unpredictable:
                continue
    if best is None and zone == "battlefield" and not want.castable:
        test = test_token(pred)
        if test is not None and holds(pred, test.view, pb):
            return test
    if best is None:
        raise Skip(f"no pool card (or token a pool card creates) satisfies {pred}")
    return best[1]


def aim_aura(run: Run, c: Candidate, who: int) -> None:
    """For an Aura card ``who`` casts, arrange an object it can enchant and target it
    (303.4a, 601.2c); nothing for any other card."""
    enchants = next((a for a in c.ir.abilities if isinstance(a, ir.Enchant)), None) \
        if c.ir is not None else None
    if enchants is not None:
        assert c.ir is not None
        run.targets.append([run.host_for(c.name, enchants, host_want(attached_effects(c.ir)),
                                         who)])


def asks_aura(pred: ir.Pred) -> bool:
    """Whether a predicate names Auras ("Auras you control"): then an Aura is arranged, put
    onto the battlefield attached to a host (303.4a, ``Run.put``)."""
    return any(n == ir.Subtype("Aura") for n in ir.walk(pred))


def entering_candidate(pred: ir.Pred, pb: Bindings, exclude: set[str],
                       untapped: bool = False) -> Candidate:
    """A pool card fitting the predicate that a player makes enter from the hand: a spell
    cast, else a land played (305.1), else an Aura cast on a host (303.4a); ``untapped``: not a
    land that enters tapped by itself (614.1c), where entering tapped is what is checked."""
    try:
        return find_candidate(pred, pb, Want(castable=True), exclude=exclude)
    except Skip:
        pass
    try:
        return find_candidate(ir.And((pred, ir.CardType("Land"))), pb, Want(),
                              exclude=exclude | (self_tapped_lands() if untapped else set()))
    except Skip:
        return find_candidate(ir.And((pred, ir.Subtype("Aura"))), pb, Want(), exclude=exclude)


@cache
def self_tapped_lands() -> frozenset[str]:
    """The pool lands with a replacement ability of their own that may make them enter tapped
    (614.1c: "enters tapped", "enters tapped unless", "you may pay ... if you don't")."""
    return frozenset(c.name for c in candidates() if "Land" in c.view.types and
                     c.ir is not None and any(isinstance(a, ir.EntersTapped |
                                                         ir.MayPayOrEntersTapped)
                                              for a in c.ir.abilities))


def entered_counters(name: str) -> dict[str, int] | None:
    """For a 0/0 creature card, the counters it enters with (:func:`entering_counters`), for
    placing it as though it had entered so (122.6); None for any other card (placed bare, a 0/0
    would die at once, 704.5f, and check nothing)."""
    card = ir_card(name)
    if card is None or card.toughness != 0:
        return None
    return entering_counters(card) or None


def test_token(pred: ir.Pred) -> Candidate | None:
    """A plain test token with just the characteristics a predicate names (card types,
    subtypes, supertypes, colors; 111.4: a token has those its creating effect gives), for a
    predicate that no pool card or pool token satisfies ("a Vraska planeswalker"). What is
    checked is still the ability under test, on an object with those characteristics and no
    abilities; ``None`` if the predicate asks for more than characteristics."""
    parts = list(pred.parts) if isinstance(pred, ir.And) else [pred]
    words: dict[type, list[str]] = {ir.CardType: [], ir.Subtype: [], ir.Supertype: [],
                                    ir.Color: []}
    while parts:
        part = parts.pop(0)
        if isinstance(part, ir.And):
            parts += part.parts
        elif type(part) in words:
            words[type(part)].append(getattr(part, "color" if isinstance(part, ir.Color)
                                             else "name"))
        elif not isinstance(part, ir.ControlledBy | ir.OwnedBy | ir.Other):
            return None
    types = words[ir.CardType]
    if types != ["Planeswalker"] or not words[ir.Subtype]:  # the pool's gap: "a Vraska
        return None  # planeswalker" (kept narrow: selectors that skip quietly stay as they were)
    subtypes = " — " + " ".join(words[ir.Subtype]) if words[ir.Subtype] else ""
    name = "Test " + " ".join(words[ir.Subtype] + types)
    creature = "Creature" in types
    spec_ = ir.TokenSpec(name, " ".join(words[ir.Supertype] + types) + subtypes,
                         "".join(words[ir.Color]), 1 if creature else None,
                         3 if creature else None)
    TOKEN_SPECS[name] = spec_
    return Candidate(name, _token_view(spec_), 0, True, False, "")


def keyword_expansion(ab: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """The abilities one keyword instance with a parameter stands for (702: "Graft N" is "this
    permanent enters with N +1/+1 counters on it" and a trigger, 702.58a; modular, 702.43a);
    () for a keyword the rules read where it matters, or one whose expansion reads the card."""
    entry = KEYWORDS.get(ab.name)
    if entry is None or entry.expand is None or entry.with_card:
        return ()
    return entry.expand(ab)


def entering_counters(card: ir.Card) -> dict[str, int]:
    """The counters a permanent enters with (614.1c), with X = 2, for placing it directly:
    printed, or from a keyword's expansion (graft, 702.58a; modular, 702.43a; ravenous,
    702.156a), but not a keyword's conditional ones (bloodthirst, 702.54a: placed bare)."""
    out: dict[str, int] = {}
    keyworded = [p for a in card.abilities if isinstance(a, ir.KeywordAbility)
                 for p in keyword_expansion(a)]
    keyworded += keyword_expansions(card.keywords, card.text, card)
    printed = [a for a in card.abilities if not isinstance(a, ir.KeywordAbility)]
    for part in printed + [p for p in keyworded if getattr(p, "condition", None) is None]:
        if isinstance(part, ir.EntersWithCounters):
            n = part.amount if isinstance(part.amount, int) else X_VALUE
            out[part.kind] = out.get(part.kind, 0) + n
    if card.loyalty is not None:
        out["loyalty"] = card.loyalty
    return out


class Board:
    """Arranges the objects an ability needs and remembers what was planned for the bindings."""

    def __init__(self, run: Run, source_name: str) -> None:
        self.run = run
        self.source_name = source_name
        self.stack_spells: list[tuple[int, list[int]]] = []  # opponent's spells to cast first
        self.stack_targets: dict[int, list[list[int]]] = {}  # the targets they are cast with
        self.triggers: list[tuple[int, ir.Triggered]] = []  # Ann's cards whose trigger to target
        self.abilities: dict[int, tuple[ir.Effect, int]] = {}  # those triggers once on the stack
        self.fodder: int | None = None
        self.copy_choice: int | None = None
        self.combat: list[tuple[int, str, int | None]] = []  # (object, role, attacker it blocks)
        self.cast: list[int] = []  # the stack ids of the spells cast to be targeted
        self.attack_side: int | None = None  # who attacks, if the ability's event is an attack
        self.target_source = 0  # the source of the ability whose targets are arranged

    def bindings(self, source: int = 0) -> Bindings:
        g = self.run.game
        return Bindings(snapshot(g), self.run.me, self.run.opp, source, None,
                        players=tuple(p.id for p in g.players))

    def targets(self, phrases: Sequence[ir.Target], effect: ir.Effect, source: int = 0,
                other: bool = False, extra: Want | None = None) -> list[list[int]]:
        """Arrange a legal object (or pick a player) for each target phrase; a phrase that may
        choose either ("any target", 115.4) takes a creature, else a player; ``other``: the
        other of the two; ``extra``: more preferences for the objects."""
        chosen: list[list[int]] = []
        views: list[View] = []
        self.target_source = source  # "of the chosen color": the source's choice (614.12)
        for i, t in enumerate(phrases):
            if t.ability == "triggered" and t.objects is not None and \
                    t.objects.pred == ir.ControlledBy(ir.You()):
                chosen.append([self._trigger()])
                continue
            if t.ability:
                raise Skip(f"a target {t.ability} ability can't be arranged yet")
            want = wants_for(effect, i)
            if extra is not None:
                want = want.merge(extra)
            if t.shares_type_with >= 0 and t.shares_type_with < len(views):
                want.share_types = views[t.shares_type_with].types & CARD_TYPES
            use_player = t.objects is None
            if t.objects is not None and t.players is not None:
                try:
                    self._candidate(t.objects, want)
                except Skip:
                    use_player = True
                else:
                    use_player = not any(isinstance(p, ir.CardType) and p.name == "Creature"
                                         for p in ir.walk(t.objects.pred))
                use_player ^= other
            if use_player:
                chosen.append([self._player(t, effect, i)])
                continue
            assert t.objects is not None
            count = max(1, t.count) if isinstance(t.count, int) else X_VALUE  # 601.2b-c
            picked = []
            if count > 1:
                want.not_legendary = True
            for k in range(count):
                sel = t.objects
                if "battlefield" in sel.zones:
                    mine = want.mine if k == 0 else False
                    oid, view = self._object(sel.pred, want, mine=mine)
                elif "graveyard" in sel.zones:
                    oid, view = self._graveyard(sel.pred, want)
                elif "stack" in sel.zones:
                    oid, view = self._stack(sel.pred, retarget=any(
                        isinstance(n, ir.ChooseNewTargets) and n.what == ir.Targeted(i)
                        for n in ir.walk(effect)))
                else:
                    raise Skip(f"can't arrange a target in {', '.join(sel.zones)}")
                picked.append(oid)
                views.append(view)
                if "Legendary" in view.supertypes:  # 704.5j: two of it wouldn't both stay
                    want.not_named = want.not_named | {view.name}
            chosen.append(picked)
        return chosen

    def _player(self, t: ir.Target, effect: ir.Effect, i: int) -> int:
        run = self.run
        who = t.players.who if t.players is not None else ir.AnyPlayer()
        if isinstance(who, ir.You):
            return run.me
        if isinstance(who, ir.Opponent | ir.EachOpponent):
            return run.opp
        for node in ir.walk(effect):
            if isinstance(node, ir.Draw | ir.GainLife | ir.Scry | ir.Surveil) and \
                    node.who == ir.Targeted(i):
                return run.me
        return run.opp

    def _candidate(self, sel: ir.Selector, want: Want, zone: str = "battlefield") -> Candidate:
        return find_candidate(sel.pred, self.bindings(), want, zone, exclude={self.source_name})

    def _object(self, pred: ir.Pred, want: Want, mine: bool = False) -> tuple[int, View]:
        run = self.run
        pred = transform(pred, lambda n: ir.And(()) if n == ir.Not(  # none is, unless dealt
            ir.DealtDamageThisTurn()) else None)
        damaged = any(isinstance(n, ir.DealtDamageThisTurn) for n in ir.walk(pred))
        if damaged:  # 120.3: dealt damage once the game has begun (``damage_first``)
            pred = transform(pred, lambda n: ir.And(()) if isinstance(
                n, ir.DealtDamageThisTurn) else None)
            want = replace(want, toughness_above=max(want.toughness_above, 3))  # survives it
        c = find_candidate(pred, self.bindings(self.target_source), want,
                           exclude={self.source_name})
        where = placement(pred, run.me if mine else run.opp, run.me, run.opp, combat=True)
        self.combat_side(where)
        counters = with_counters(where.get("counters", {}), want.counters)
        if c.ir is not None:
            for k, n in entering_counters(c.ir).items():
                counters.setdefault(k, n)
        if "Planeswalker" in c.view.types and want.toughness_above:
            counters["loyalty"] = max(counters.get("loyalty", 0), want.toughness_above + 1)
        tapped = where.get("tapped", want.tapped) and not where.get("combat")  # 508.1a
        oid = run.put(where["controller"], c.name, tapped=tapped, counters=counters or None,
                      token=where.get("token", False))
        run.avoid.add(oid)
        if where.get("combat"):
            self._in_combat(oid, where["combat"])
        if want.text_words:
            run.text_hint = c.view.text
        if damaged:
            self.damage_first(oid, c.view)
        return oid, c.view

    def damage_first(self, oid: int, view: View) -> None:
        """"that was dealt damage this turn" (120.3): once the game has begun (a hook of
        ``Run.then``), Ann's pool burn spell deals the object damage it survives."""
        run = self.run
        cast = cast_at(run, burn_spell(view, self.bindings()), oid)

        def hook() -> None:
            run.priority_for(run.me)
            cast()
            if oid not in run.game.battlefield:
                raise Skip(f"{view.name} didn't survive the damage dealt to it first")
        run.then.append(hook)

    def combat_side(self, where: dict[str, Any]) -> None:
        """With the attacking side known (``attack_side``), an attacking object is arranged
        under its control (508.1a) and a blocking one under the other player's (509.1a)."""
        run, side = self.run, self.attack_side
        if side is not None and where.get("combat") == "attacking":
            where["controller"] = side
        elif side is not None and where.get("combat") == "blocking":
            where["controller"] = run.opp if side == run.me else run.me

    def _in_combat(self, oid: int, role: str) -> None:
        """Remember that ``oid`` must be attacking (or blocking: an attacker for it to block is
        arranged for the other player) when the ability is used."""
        run = self.run
        attacker = None
        if role == "blocking":
            side = run.game.objects[oid].controller
            other = run.opp if side == run.me else run.me
            c = find_candidate(ir.CardType("Creature"), self.bindings(), Want(
                toughness_above=8, no_auras=True), exclude={self.source_name})
            attacker = run.put(other, c.name)
            run.avoid.add(attacker)
        self.combat.append((oid, role, attacker))

    def begin(self, chosen: list[list[int]], hooks: Sequence[Callable[[], None]] = (),
              **start: Any) -> None:
        """Start the game where the ability can be used: after the spells to target were cast
        (on their caster's turn), or in combat with the arranged attackers attacking (508) or
        blockers blocking (509), with the controller holding priority; else as ``start`` says.
        The ``hooks`` (the turn's history) run once it has begun, before the spells are cast."""
        run = self.run
        if self.combat:
            if self.stack_spells or start or hooks:
                raise Skip("a target in combat together with other arrangements")
            self._to_combat()
            return
        casters = {run.game.objects[card].owner for card, _ in self.stack_spells}
        if self.stack_spells:
            if start or self.triggers:
                raise Skip("a spell to target together with other arrangements")
            if hooks and casters != {run.me}:  # Bo's spells are cast on his turn
                raise Skip("the turn's history together with other arrangements")
            run.start(active=casters.pop() if len(casters) == 1 else run.opp)
        elif self.triggers:
            if start:
                raise Skip("a triggered ability to target together with other arrangements")
            run.start()
        else:
            run.start(**start)
        for hook in hooks:
            hook()
        if self.stack_spells:
            self.cast_stack_spells(chosen)
        elif self.triggers:
            self.put_triggers_on_stack(chosen)

    def _to_combat(self) -> None:
        run, g = self.run, self.run.game
        roles = {role for _, role, _ in self.combat}
        if len(roles) > 1:
            raise Skip("targets both attacking and blocking")
        side = g.objects[self.combat[0][0]].controller
        other = run.opp if side == run.me else run.me
        if roles == {"attacking"}:
            run.start(active=side)
            run.attack = [Pair(o, other) for o, _, _ in self.combat]
            step = "declare_attackers"
        else:
            run.start(active=other)
            run.attack = [Pair(a, side) for _, _, a in self.combat if a is not None]
            run.block = [Pair(o, a) for o, _, a in self.combat if a is not None]
            step = "declare_blockers"
        run.until(lambda d: d.kind == "priority" and (
            g.step == step and d.player == run.me or g.step in ("end_combat", "main2")))
        if g.step != step:
            raise Mismatch(f"the arranged {'attack' if step == 'declare_attackers' else 'block'}"
                           " didn't happen")

    def _graveyard(self, pred: ir.Pred, want: Want) -> tuple[int, View]:
        run = self.run
        c = find_candidate(pred, self.bindings(), want, "graveyard", exclude={self.source_name})
        where = placement(pred, run.me, run.me, run.opp)
        if where.get("token"):
            raise Skip("a token card in a graveyard (111.8: it would cease to exist)")
        enchant = next((a for a in c.ir.abilities if isinstance(a, ir.Enchant)), None) \
            if c.ir is not None else None
        if enchant is not None:  # should it be put onto the battlefield (303.4f)
            run.host_for(c.name, enchant, host_want(attached_effects(c.ir)), where["controller"])
        return run.put(where["controller"], c.name, "graveyard"), c.view

    def _stack(self, pred: ir.Pred, retarget: bool = False) -> tuple[int, View]:
        """A spell for the opponent (or, for "a spell you control", Ann) to cast first so there
        is one to target; with ``retarget``, one whose target can be changed (115.7d): a burn
        spell with "any target", cast at Ann."""
        run = self.run
        if retarget:
            c = retargetable_spell(pred, self.bindings())
        else:
            c = find_candidate(pred, self.bindings(), Want(castable=True), "stack",
                               exclude={self.source_name} | (  # the second at instant speed
                                   sorcery_speed() if self.stack_spells else frozenset()))
        default = run.me if run.then else run.opp  # Ann's own, after the history of her turn
        caster = placement(pred, default, run.me, run.opp)["controller"]
        card = run.put(caster, c.name, "hand")
        if retarget:
            self.stack_targets[card] = [[run.me]]
        lands = run.lands(caster, c.cost)
        holder: list[int] = []
        self.stack_spells.append((card, holder))
        run.avoid.update(lands)
        return -len(self.stack_spells), c.view  # a placeholder, replaced once it is cast

    def _trigger(self) -> int:
        """A triggered ability of Ann's to target (115.1, 602.2): a creature card with a quiet
        "When this creature enters" ability, cast first so it triggers (603.2, 603.3)."""
        run = self.run
        c, ab = trigger_creature()
        card = run.put(run.me, c.name, "hand")
        run.avoid.update(run.lands(run.me, c.cost))
        self.triggers.append((card, ab))
        return TRIGGER_PLACEHOLDER - len(self.triggers) + 1

    def put_triggers_on_stack(self, chosen: list[list[int]]) -> None:
        """Ann casts the arranged creatures; as each enters, its ability triggers and is put on
        the stack (603.3); the placeholders become the abilities' stack ids."""
        run, g = self.run, self.run.game
        for k, (card, ab) in enumerate(self.triggers):
            old = set(g.stack)
            cast_and_resolve(run, card, g.objects[card].name)
            found = [g.objects[i] for i in g.stack if i not in old]
            mine = [o for o in found if isinstance(o, StackAbility) and o.kind == "triggered"]
            if not mine:
                raise Mismatch(f"{ab.text!r} didn't trigger as its creature entered (603.2)")
            self.abilities[mine[-1].id] = (ab.effect, mine[-1].source)
            for phrase in chosen:
                for j, v in enumerate(phrase):
                    if v == TRIGGER_PLACEHOLDER - k:
                        phrase[j] = mine[-1].id
        run.priority_for(run.me)

    def cast_stack_spells(self, chosen: list[list[int]]) -> None:
        """Their casters cast the arranged spells (601.2i: recorded in ``Run.happened`` where
        the turn's history is tracked); the placeholders become their stack ids."""
        run = self.run
        for k, (card, _) in enumerate(self.stack_spells):
            caster = run.game.objects[card].owner
            run.priority_for(caster)
            name = run.game.objects[card].name
            kept, run.targets = run.targets, [list(t) for t in self.stack_targets.get(card, [])]
            run.act(Cast(card))
            run.targets = kept
            sid = next(i for i in reversed(run.game.stack) if run.game.objects[i].name == name)
            self.cast.append(sid)
            if run.happened is not None:
                run.happened.append(("cast", caster, view_of(run.game, run.game.objects[sid])))
            for phrase in chosen:
                for j, v in enumerate(phrase):
                    if v == -(k + 1):
                        phrase[j] = sid
        run.priority_for(run.me)

    def each_objects(self, effect: ir.Effect | None, static: ir.Static | None = None) -> None:
        """An object for each "each ..." selector (and each selector of a static ability), so
        that the effect has something to act on."""
        sels = []
        for node in ir.walk(effect if effect is not None else static):
            if isinstance(node, ir.Each):
                sels.append(node)
        for each in sels:
            sel = each.what
            if "battlefield" not in sel.zones:
                continue
            want = wants_for(effect, each)
            try:
                c = find_candidate(sel.pred, self.bindings(), want, exclude={self.source_name})
            except Skip:
                continue
            default = self.run.me if static is not None else self.run.opp
            where = placement(sel.pred, default, self.run.me, self.run.opp, combat=True)
            self.combat_side(where)
            counters = with_counters(entering_counters(c.ir) if c.ir is not None else {},
                                     want.counters)
            oid = self.run.put(where["controller"], c.name, tapped=where.get("tapped", False),
                               counters=counters or None, token=where.get("token", False))
            self.run.avoid.add(oid)
            if where.get("combat"):
                self._in_combat(oid, where["combat"])


Arrangement = tuple[Callable[[Run], None], tuple[ir.Target, ...] | None,
                    Callable[[Run, Board], None] | None]
"""How to arrange a cast for ``castable_with``: its ``arrange``, ``phrases`` and ``on_board``."""


# ---- the scenarios -------------------------------------------------------------------------------


@dataclass(slots=True)
class Scene:
    """One ability under test: what to run and what to predict."""

    label: str
    effect: ir.Effect | None
    phrases: tuple[ir.Target, ...] = ()
    mode: tuple[int, ...] | None = None  # the modes chosen, in printed order
    other: bool = False  # a phrase that may choose a player or an object chooses the other one
    life: int | None = None  # the controller's life total, arranged so a condition holds
    monarch: str = ""  # "me" / "opp": who is the monarch (724), arranged so a condition holds
    unarranged: bool = False  # a trigger's intervening 'if' is left as the board has it (603.4)
    spend: str = ""  # a color of mana the card's payment spends, so "if {W} was spent" holds
    last_counters: bool = False  # its cost removes the source's last counters of the kind
    history: bool = False  # the turn's history its effect asks about is made to hold


def pay_costs(run: Run, board: Board, cost: ir.Cost, source: int, who: int | None = None
              ) -> None:
    """Arrange what an activation cost (or a spell's additional cost) needs (118): mana,
    something to sacrifice, cards to discard, permanents to tap, for ``who`` (the controller)."""
    me = run.me if who is None else who
    run.lands(me, cost.mana, X_VALUE if "X" in mana_symbols(cost.mana) else 0)  # 602.2b
    for part in cost.parts:
        if isinstance(part, ir.SacrificeObjects):
            c = find_candidate(part.what.pred, board.bindings(source), Want(),
                               exclude={board.source_name})
            token = placement(part.what.pred, me, run.me, run.opp).get("token", False)
            for _ in range(part.count):  # "nontoken": a card
                board.fodder = run.put(me, c.name, token=token)
                run.avoid.add(board.fodder)
            run.prefer_sacrifice = board.fodder
        elif isinstance(part, ir.TapObjects | ir.ReturnObjects):
            c = find_candidate(part.what.pred, board.bindings(source), Want(),
                               exclude={board.source_name})
            token = placement(part.what.pred, me, run.me, run.opp).get("token", False)
            for _ in range(part.count):
                run.avoid.add(run.put(me, c.name, token=token))
        elif isinstance(part, ir.ExileFromGraveyard):
            c = find_candidate(part.what.pred, board.bindings(source), Want(), "graveyard",
                               exclude={board.source_name})
            for _ in range(part.count):
                run.put(me, c.name, "graveyard")
        elif isinstance(part, ir.DiscardCards):
            name = FILLER if part.what is None else find_candidate(  # "a Mountain card"
                part.what.pred, board.bindings(source), Want(), zone="hand",
                exclude={board.source_name}).name
            for _ in range(part.count):
                run.put(me, name, "hand")
        elif isinstance(part, ir.RevealFromHand):  # a card it can reveal (701.20a)
            run.put(me, find_candidate(part.what.pred, board.bindings(source), Want(),
                                       zone="hand", exclude={board.source_name}).name, "hand")


def arranged_option(ab: ir.AdditionalCostChoice) -> ir.Cost:
    """The option of a choice of additional costs (601.2b) the smoke board arranges and pays:
    the first that isn't mana (the lands arranged pay the mana cost alone)."""
    return next((o for o in ab.options if not o.mana), ab.options[0])


def extra_mana(effect: ir.Effect | None) -> str:
    """Mana an effect may ask for as it resolves ("you may pay", "unless you pay")."""
    out = ""
    for node in ir.walk(effect):
        if isinstance(node, ir.MayPay | ir.SacrificeUnlessPay):
            out += node.mana
    return out


def bo_sacrifices(run: Run, board: Board, e: ir.PlayerSacrifices) -> None:
    """701.21a: a permanent of Bo's the effect has him sacrifice (he is the targeted player
    unless the effect helps it, ``Board._player``), his only one of its kind, so the effect
    changes the board (not one in combat: that is the combat arrangement's, 506.4)."""
    if combat_role(e.what.pred):
        return
    try:
        c = find_candidate(e.what.pred, board.bindings(), Want(no_auras=True),
                           exclude={board.source_name})
    except Skip:
        return
    where = placement(e.what.pred, run.opp, run.me, run.opp)
    if where["controller"] == run.opp:
        run.avoid.add(run.put(run.opp, c.name, token=where.get("token", False)))


def effect_needs(run: Run, board: Board, effect: ir.Effect | None) -> None:
    """What an effect needs on the board as it resolves: mana it may pay, something to become a
    copy of, lands whose mana types it could add (106.7)."""
    later = run.lands(run.me, extra_mana(effect))
    run.avoid.update(later)
    run.reserved.update(later)
    _copy_choice(run, board, effect)
    arrange_moved_counted(run, board, effect)
    for node in ir.walk(effect):
        if isinstance(node, ir.CreateReplacement) and \
                isinstance(node.replacement, ir.TokensComeToYou):  # see stolen_token_diffs
            c = token_instant()
            run.put(run.opp, c.name, "hand")
            run.avoid.update(run.lands(run.opp, c.cost))
        enchant = next((a for a in run.card.abilities if isinstance(a, ir.Enchant)), None)
        if isinstance(node, ir.PutOntoBattlefield) and isinstance(node.what, ir.This) and \
                enchant is not None:  # 303.4f-g: an Aura put onto it needs something to enchant
            run.host_for(run.card.name, enchant, host_want(attached_effects(run.card)), run.me)
        if isinstance(node, ir.Shuffle) and node.graveyard:  # cards for it to shuffle in
            for pid in (run.me, run.opp):
                for _ in range(2):
                    run.put(pid, FILLER, "graveyard")
        if isinstance(node, ir.AddManaCouldProduce):
            who = run.opp if isinstance(node.whose, ir.Opponent | ir.EachOpponent) else run.me
            run.put(who, "Forest")
            run.put(who, "Island")
        if isinstance(node, ir.PlayerSacrifices) and isinstance(node.who, ir.You) and \
                isinstance(node.count, int):  # something of the controller's to choose
            try:
                c = find_candidate(node.what.pred, board.bindings(), Want(no_auras=True),
                                   exclude={board.source_name})
            except Skip:
                continue
            for _ in range(node.count):
                oid = run.put(run.me, c.name, token=placement(node.what.pred, run.me, run.me,
                                                              run.opp).get("token", False))
                run.avoid.add(oid)
                run.picked_first.append(oid)
        if isinstance(node, ir.PlayerSacrifices) and isinstance(
                node.who, ir.Targeted | ir.Opponent | ir.EachOpponent):
            bo_sacrifices(run, board, node)


def earlier_and_later(effect: ir.Effect | None) -> Iterator[tuple[ir.Effect, ir.Effect]]:
    """The parts of an effect that happen before others (608.2c: a sequence's parts in order;
    603.12: a reflexive ability after its action; "if you do"), each with a later one."""
    for node in ir.walk(effect):
        if isinstance(node, ir.Seq):
            for i, part in enumerate(node.effects[1:], 1):
                yield ir.Seq(node.effects[:i]), part
        elif isinstance(node, ir.WhenYouDo):
            yield node.action, node.ability.effect
        elif isinstance(node, ir.IfYouDo) and node.effect is not None:
            yield node.action, node.effect


def arrange_moved_counted(run: Run, board: Board, effect: ir.Effect | None) -> None:
    """608.2c, 603.12: where a later part counts cards in the controller's graveyard after an
    earlier one mills or discards ("mill three cards, then put a +1/+1 counter on it for each
    creature card in your graveyard"), a pool card it counts is put on top of the library, or
    into the hand to be discarded first, so the count shows whether the moved card is counted
    (the prediction knows it: ``moved_cards``)."""
    for earlier, later in earlier_and_later(effect):
        counts = [n for n in ir.walk(later) if isinstance(n, ir.Count | ir.TypesAmong |
                                                          ir.Greatest)
                  and "graveyard" in n.what.zones]
        moves = [n for n in ir.walk(earlier) if isinstance(n, ir.Mill | ir.Discard)
                 and isinstance(n.who, ir.You)]
        for node, move in itertools.product(counts[:1], moves[:1]):
            want = Want(mana_value=isinstance(node, ir.Greatest) and node.prop == "mana_value",
                        power=isinstance(node, ir.Greatest) and node.prop == "power")
            try:
                c = find_candidate(node.what.pred, board.bindings(), want, "graveyard",
                                   exclude={run.card.name})
            except Skip:
                continue
            oid = run.put(run.me, c.name, "library" if isinstance(move, ir.Mill) else "hand")
            if isinstance(move, ir.Discard):
                run.picked_first.append(oid)


def settle_arrivals(p: Prediction, b: Bindings) -> None:
    """The new permanents as they will be: with the changes later parts of the effect made,
    and the static abilities of the permanents already there that apply to them (613, e.g.
    "other Soldiers you control get +1/+1"); a creature with toughness 0 or less is put into
    the graveyard at once (704.5f)."""
    for a in p.arrivals:
        if a.view is None:
            continue
        plan = a.changes()
        v = plan.view
        for oid in b.before.battlefield:
            src = b.before.objects[oid]
            card = ir_card(src.name) if not src.token else None
            if card is None:
                continue
            other = next((q for q in b.players if q != src.controller), b.opp)
            sb = replace(b, source=oid, me=src.controller, opp=other)
            for st in statics_on(card, v, sb, ir.Each):
                try:
                    static_parts(counted_on_arrival(st, sb, p), v, src.controller, plan)
                except Unpredictable as exc:  # on a new permanent (608.2c, 613)
                    p.unchecked.append(f"{exc.node} (on new permanents)")
        now = layered(plan, lambda d: True)
        a.view = replace(a.view, types=now["types"], subtypes=now["subtypes"],
                         colors=now["colors"], keywords=now["keywords"], power=now["power"],
                         toughness=now["toughness"])
        if "Creature" in now["types"] and now["toughness"] is not None and \
                now["toughness"] <= 0:
            a.dies = "704.5f"
            p.notes.append(f"{a.what} die at once (704.5f)")


def counted_on_arrival(st: ir.Static, b: Bindings, p: Prediction) -> ir.Static:
    """A static ability's P/T change of a quantity as it applies to a new permanent (611.3a,
    613.4c): counted on the board the effect left (``interim``: "+1/+1 for each acorn counter
    on this", the counters the effect put there too). "Other" than the new permanent itself
    isn't told apart from it there."""
    if isinstance(st.power, int) and isinstance(st.toughness, int):
        return st
    if any(isinstance(n, ir.Other) for n in ir.walk((st.power, st.toughness))):
        raise Unpredictable(f"Static (+{type(st.power).__name__}/+N, other than it)")
    return counted_pt(st, replace(b, counting=interim(st, b, p)), -1)


def check(run: Run, before: Snapshot, b: Bindings, scene: Scene, resolving: int | None,
          prediction: Prediction | None = None) -> str:
    """Compare the game after the ability with its prediction; go on to the next turn to see
    "until end of turn" changes end. Returns the status."""
    p = prediction or Prediction()
    resolve_reflexive(run, b, scene.effect)
    if scene.effect is not None:
        predict(scene.effect, b, p)
    settle_arrivals(p, b)
    explain(p.describe({pl.id: pl.name for pl in run.game.players}))
    diffs = compare_now(run.game, before, p, resolving)
    if not diffs and p.blocks:
        if p.later:
            p.unchecked.append("a change after this turn beside a block rule")
        else:
            diffs = blocks_verdict(run, p)
    if not diffs and p.land_plays:  # played now, so before the changes to come later
        if p.later:
            p.unchecked.append("AdditionalLandThisTurn (with changes after the cleanup step)")
        else:
            diffs = land_play_diffs(run, p)
    if not diffs and p.token_thieves:
        if p.later:
            p.unchecked.append("CreateReplacement (with changes after the cleanup step)")
        else:
            diffs = stolen_token_diffs(run, p)
    if not diffs and p.later and not p.blocks:
        mid = snapshot(run.game)
        run.next_turn()
        if p.upkeep:  # the first priority of the next turn is in its upkeep: let it resolve
            run.until(lambda d: d.kind == "priority" and not run.game.stack)
        diffs = compare_later(run.game, before, p, mid)
    more = f" (and {len(diffs) - 4} more)" if len(diffs) > 4 else ""
    if p.unchecked:  # a difference may come from what isn't predicted: not a verdict
        seen = f"; the game differed: {'; '.join(diffs[:4])}{more}" if diffs else ""
        return f"{UNCHECKED}: " + ", ".join(dict.fromkeys(p.unchecked)) + seen
    if diffs:
        return f"{FAILED}: " + "; ".join(diffs[:4]) + more
    return PASSED


EVASION = frozenset({"flying", "shadow", "fear", "intimidate", "horsemanship", "menace",
                     "skulk"})
"""Keywords that may keep a creature from blocking an attacker on their own (702)."""


def evades(attacker: View, blocker: View) -> bool:
    """Whether evasion alone might keep ``blocker`` from blocking ``attacker`` (702.9b flying,
    reach 702.17b; the others are not weighed), or it is tapped (509.1a)."""
    kws = attacker.keywords & EVASION
    if kws == {"flying"}:
        return not {"flying", "reach"} & blocker.keywords or blocker.tapped
    return bool(kws) or blocker.tapped


def blocks_verdict(run: Run, p: Prediction) -> list[str]:
    """509.1b-c: the block requirements and restrictions an ability created this turn, seen in
    Bo's declaration of blockers as the attacker attacks him: where a creature must block it if
    able, declaring no blockers is refused and its block accepted; where one can't block it,
    its block is refused (checked only where evasion doesn't refuse it anyway)."""
    g = run.game
    rules = [(bl, a, k) for bl, a, k in p.blocks if bl in g.battlefield and
             g.objects[bl].controller == run.opp]
    if not rules:
        raise Skip("no creature of Bo's is named by the block rule")
    attackers = sorted({a for _, a, _ in rules})
    if g.active_player.id != run.me or g.step != "main1" or any(
            a not in g.battlefield or g.objects[a].controller != run.me or g.objects[a].tapped
            for a in attackers):
        raise Skip("the creature the block rule is about can't attack this turn")
    views = {o: view_of(g, g.objects[o]) for o in {*attackers, *(bl for bl, _, _ in rules)}}
    if any(evades(views[a], views[bl]) for bl, a, _ in rules):
        raise Skip("evasion alone may keep the named creature from blocking")
    run.attack = [Pair(a, run.opp) for a in attackers]
    d = run.until(lambda d: d.kind == "blockers" or d.kind == "priority" and g.step in (
        "declare_blockers", "combat_damage", "end_combat", "main2"))
    if any(g.objects[a].attacking is None for a in attackers):
        return [f"{run.describe(attackers[0])} wasn't attacking at the declare blockers step"]
    diffs = []
    for bl, a, kind in rules:
        what = f"{run.describe(bl)} blocking {run.describe(a)}"
        explain(f"{what}: {'required' if kind == 'must' else 'refused'} (509.1b-c)")
        if d.kind != "blockers":  # no legal block at all: not asked (509.1)
            if kind == "must":
                diffs.append(f"no declaration of blockers was asked, though {what} is "
                             "required (509.1c)")
            continue
        if kind == "must" and d.accepts([]):
            diffs.append(f"declaring no blockers was accepted, though {what} is required "
                         "(509.1c)")
        if (kind == "must") != d.accepts([Pair(bl, a)]):
            diffs.append(f"{what} was {'refused' if kind == 'must' else 'accepted'} (509.1b)")
    return diffs


def stolen_token_diffs(run: Run, p: Prediction) -> list[str]:
    """614.1a, 111.2: for each player who gets the tokens an opponent would create this turn,
    the opponent casts a pool instant creating a fixed number of tokens for its caster: they
    are created under that player's control, none under the caster's."""
    g = run.game
    c = token_instant()
    assert c.ir is not None and c.ir.spell is not None
    want = c.ir.spell.effect.amount  # type: ignore[attr-defined]
    out = []
    for thief in p.token_thieves:
        other = next(pl.id for pl in g.players if pl.id != thief)
        spell = next((o for o in g.player(other).hand if g.objects[o].name == c.name), None)
        if spell is None:
            raise Skip(f"{c.name} isn't in {g.player(other).name}'s hand")
        pre = set(g.battlefield)
        run.priority_for(other)
        old = set(g.stack)
        run.act(Cast(spell))
        run.resolve(stack_spell_id(run, c.name, old))
        made = [g.objects[o].controller for o in g.battlefield
                if o not in pre and g.objects[o].token]
        explain(f"{c.name} cast by {g.player(other).name}: {want} tokens under "
                f"{g.player(thief).name}'s control")
        if made != [thief] * want:
            out.append(f"{c.name} cast by {g.player(other).name} made tokens under "
                       f"{', '.join(g.player(pid).name for pid in made) or 'no one'}'s control, "
                       f"predicted {want} under {g.player(thief).name}'s (614.1a)")
    return out


def token_instant() -> Candidate:
    """A pool instant that creates a fixed number of tokens for its caster (111.2)."""
    return spell_with(ir.CreateTokens, lambda e: isinstance(e.amount, int) and e.amount > 0 and
                      isinstance(e.who, ir.You) and not e.attacking, kind="Instant")


def land_play_diffs(run: Run, p: Prediction) -> list[str]:
    """305.2: a player the prediction lets play N more lands this turn, having played none in
    the turn the check began in, plays 1 + N lands from her hand now and not one more (if her
    hand still has a land)."""
    g = run.game
    out = []
    for pid, extra in p.land_plays.items():
        if pid != g.active_player.id or g.step in ("end", "cleanup"):
            raise Skip("the extra land play isn't in its controller's turn before its end")
        if g.step != "main1":  # 305.1: in a main phase; the turn goes on to its second one
            run.until(lambda d: d.kind == "priority" and g.step == "main2" and not g.stack)
        want, played, refused = 1 + extra, 0, False
        while played <= want:
            d = run.until(lambda d, pid=pid: d.kind == "priority" and d.player == pid and
                          not g.stack)
            land = next((o for o in g.player(pid).hand if "Land" in view_of(
                g, g.objects[o]).types), None)
            if land is None:
                break
            if not d.accepts(PlayLand(land)):
                refused = True
                break
            run.act(PlayLand(land))
            played += 1
        if played != want and not (played < want and not refused):
            out.append(f"{g.player(pid).name} played {played} lands this turn, predicted {want} "
                       "(305.2)")
        elif played < want:
            raise Skip(f"{g.player(pid).name}'s hand has too few lands for {want} plays")
    return out


def bind(run: Run, before: Snapshot, source: int, targets: Sequence[Sequence[int]],
         source_view: View | None = None, **kw: Any) -> Bindings:
    return Bindings(before, run.me, run.opp, source, source_view or before.objects.get(source),
                    tuple(tuple(t) for t in targets), run.x or 0,
                    players=tuple(p.id for p in run.game.players),
                    picked_first=tuple(run.picked_first), kicked=tuple(run.kicked),
                    happened=None if run.happened is None else tuple(run.happened),
                    spent=run.spent, **kw)


def retarget_choice(before: Snapshot, spell: View, controller: int, players_: tuple[int, ...]
                    ) -> tuple[Any, ...] | None:
    """The new targets the harness chooses for a spell on the stack with one target phrase
    (115.7d): the first other target legal for ``controller``, the spell's controller by then
    (115.7, 601.2c), players first; None if there is none (or the phrase is of another kind).
    Objects with hexproof, shroud or protection are left alone (702.11, 702.18, 702.16)."""
    card = ir_card(spell.name)
    sp = card.spell if card is not None else None
    if sp is None or isinstance(sp.effect, ir.Modal) or len(sp.targets) != 1 or \
            len(spell.targets) != 1:
        return None
    t = sp.targets[0]
    if t.count != 1 or t.up_to or t.divided or t.ability:
        return None
    other = next((pid for pid in players_ if pid != controller), controller)
    b = Bindings(before, controller, other, spell.id, spell, players=players_)
    options: list[int] = [pid for pid in players_ if t.players is not None and
                          relation(t.players.who, pid, b)]
    for oid, v in before.objects.items():
        if t.objects is None or v.zone not in t.objects.zones or oid == spell.id or any(
                k in ("hexproof", "shroud") or k.startswith("protection") for k in v.keywords):
            continue
        try:
            if holds(t.objects.pred, v, b):
                options.append(oid)
        except Unpredictable:
            continue
    now = spell.targets[0][0] if spell.targets[0] else None
    return next(((o,) for o in options if o != now), None)


def arrange_new_targets(run: Run, before: Snapshot, effect: ir.Effect | None,
                        chosen: Sequence[Sequence[int]]) -> dict[int, tuple[Any, ...]]:
    """For each "you may choose new targets for target spell" of the effect (115.7d), the new
    targets the harness will answer with (``Run.answer``), legal for the spell's controller
    then: the card's controller if the effect first gains control of it (112.2)."""
    found: dict[int, tuple[Any, ...]] = {}
    for node in ir.walk(effect):
        if not isinstance(node, ir.ChooseNewTargets) or not isinstance(node.what, ir.Targeted) \
                or node.what.index >= len(chosen):
            continue
        steals = any(isinstance(n, ir.GainControl) and isinstance(n.what, ir.Targeted) and
                     n.what.index == node.what.index for n in ir.walk(effect))
        for sid in chosen[node.what.index]:
            v = before.objects.get(sid)
            if v is None or v.zone != "stack" or sid in found:
                continue
            new = retarget_choice(before, v, run.me if steals else v.controller,
                                  tuple(p.id for p in run.game.players))
            if new is not None:
                found[sid] = new
                run.new_targets.append(new)
    return found


def resolve_copies(run: Run, before: Snapshot) -> None:
    """Let what the ability put on the stack (copies of abilities, 707.10) resolve, down to
    what was there before it."""
    g = run.game
    while g.stack and g.stack[-1] not in before.stack:
        run.resolve(g.stack[-1])


def cast_and_resolve(run: Run, spell: int, name: str) -> None:
    """Cast the spell card ``spell`` (named ``name``) and let it resolve at once."""
    old = set(run.game.stack)
    run.act(Cast(spell))
    run.resolve(stack_spell_id(run, name, old))


def stack_spell_id(run: Run, name: str, old: set[int]) -> int:
    for i in reversed(run.game.stack):
        obj = run.game.objects[i]
        if i not in old and isinstance(obj, GameObject) and obj.name == name:
            return i
    raise Skip(f"{name} is not on the stack after casting it")


def run_spell(card: ir.Card, scene: Scene, seed: int) -> str:
    """An instant or sorcery: cast it with the arranged targets and let it resolve (608). One
    with no mana cost (118.6) is cast by its suspend ability (``cast_suspended``)."""
    suspend = not card.mana_cost and any(isinstance(a, ir.KeywordAbility) and
                                         a.name == "suspend" for a in card.abilities)
    cascader = cascade_card() if not card.mana_cost and not suspend else None
    if not card.mana_cost and not suspend and cascader is None:  # 118.6: cast only without
        return f"{SKIPPED}: a card with no mana cost can't be cast from the hand (118.6)"
    run = Run(card, seed)
    if scene.life is not None:
        run.game.player(run.me).life = scene.life
    if scene.monarch:
        run.game.monarch = run.me if scene.monarch == "me" else run.opp
    board = Board(run, card.name)
    spell = run.put(run.me, card.name, "exile" if suspend else "library" if cascader else "hand")
    if suspend:  # 702.62b: suspended, its last time counter on it (set, as place() puts none)
        run.game.objects[spell].counters = {"time": 1}
    x = X_VALUE if "X" in mana_symbols(card.mana_cost) else 0
    run.avoid.update(run.lands(run.me, card.mana_cost, x, spend=scene.spend))
    if cascader is not None:  # 702.85a: on top of the library, revealed by a cascade spell
        run.avoid.update(run.lands(run.me, cascader.mana_cost))
        spell = run.put(run.me, cascader.name, "hand")
    if scene.mode and card.spell is not None and isinstance(card.spell.effect, ir.Modal):
        from ..rules.modes import modes_cost
        from .registry import get_card

        extra = modes_cost(get_card(card.name), card.spell.effect, scene.mode)  # 601.2f
        run.avoid.update(run.lands(run.me, extra.text))
    chosen = board.targets(scene.phrases, scene.effect or ir.Seq(()), other=scene.other)
    board.each_objects(scene.effect)
    effect_needs(run, board, scene.effect)
    track_history(run, board, scene.effect, spell, scene.history)
    if run.then and (board.combat or board.stack_spells):
        raise Skip("the turn's history together with other arrangements")
    only = cast_only(card)
    if suspend:  # 702.62a: its last time counter is removed in Ann's upkeep
        board.begin(chosen, step="untap")
    else:
        (board.begin if only is None else arrange_cast_only(run, board, only))(chosen)
    for hook in run.then:  # 608.2c: "if you attacked this turn" and the like
        hook()
    run.targets = [list(t) for t in chosen]
    run.mode = scene.mode
    old = set(run.game.stack)
    if suspend:
        cast_suspended(run, card.name, old)
    else:
        run.act(Cast(spell))
    if cascader is not None:
        run.until(lambda d: d.kind == "priority" and any(
            i not in old and run.game.objects[i].name == card.name for i in run.game.stack))
    sid = stack_spell_id(run, card.name, old)
    run.to_top(sid)
    before = snapshot(run.game)
    b = bind(run, before, sid, chosen, copy_choice=board.copy_choice,
             new_targets=arrange_new_targets(run, before, scene.effect, chosen))
    run.resolve(sid)
    return check(run, before, _late_bindings(run, b), scene, sid)


@cache
def cascade_card() -> ir.Card | None:
    """A pool card with cascade (702.85a) and nothing else to answer as it is cast (no targets,
    no X, a creature spell that leaves the stack quietly), to cast a card with no mana cost
    (118.6: only without paying it): the cheapest, then by name; None if the pool has none."""
    found = []
    for name in supported_names():
        c = ir_card(name)
        if c is None or "cascade" not in c.keywords or c.spell is not None or \
                "Creature" not in split_type_line(c.type_line)[1] or \
                "X" in mana_symbols(c.mana_cost):
            continue
        if c.abilities:
            continue
        found.append((ir_view(c).mana_value, c.name, c))
    return min(found)[2] if found else None


def cast_suspended(run: Run, name: str, old: set[int]) -> None:
    """702.62a: in Ann's upkeep, the suspended card's last time counter is removed and, as that
    trigger resolves, she casts it without paying its mana cost ("may": yes)."""
    g = run.game
    run.until(lambda d: d.kind == "priority" and (g.step != "upkeep" or any(
        i not in old and isinstance(g.objects[i], GameObject) and g.objects[i].name == name
        for i in g.stack)))
    if g.step != "upkeep":
        raise Mismatch(f"the suspended {name} wasn't cast in Ann's upkeep (702.62a)")


def _copy_choice(run: Run, board: Board, effect: ir.Effect | None) -> None:
    for node in ir.walk(effect):
        if isinstance(node, ir.BecomeCopyOfChosen):
            c = find_candidate(node.choose.pred, board.bindings(), Want(),
                               exclude={board.source_name} | {
                                   run.game.objects[o].name for o in run.avoid
                                   if o in run.game.objects})
            board.copy_choice = run.put(run.me, c.name)
            run.prefer_copy = board.copy_choice


def _late_bindings(run: Run, b: Bindings) -> Bindings:
    """Answers given while it resolved that the prediction takes as given (608.2d)."""
    from ..ir.typeline import CREATURE_TYPES

    for kind, value in run.answers:
        if kind == "copy" and b.copy_choice is None:
            b.copy_choice = value
        if kind == "change_text" and b.text_change is None:
            b.text_change = tuple(value)  # type: ignore[assignment]
        if kind == "remove_counters":
            b.counters_removed = value
        if kind == "choose" and isinstance(value, str) and value in CREATURE_TYPES:
            b.chosen_type = value
        if kind == "sacrifice":
            b.sacrificed += value if isinstance(value, list) else [value]
    return b


def run_activated(card: ir.Card, ab: ir.Activated | ir.Equip, scene: Scene, seed: int,
                  deny: bool = False) -> str:
    """An activated ability (602): the permanent on the battlefield, its cost arranged.
    With an activation restriction (602.5b), arranged so it allows the activation; ``deny``:
    the same board without that arrangement, where the ability must not be offered."""
    run = Run(card, seed)
    if scene.life is not None:
        run.game.player(run.me).life = scene.life
    if scene.monarch:
        run.game.monarch = run.me if scene.monarch == "me" else run.opp
    board = Board(run, card.name)
    cost = ab.cost
    counters = source_counters(card, scene.effect)
    if cost.loyalty is not None and cost.loyalty < 0:
        counters["loyalty"] = max(counters.get("loyalty", 0), 1 - cost.loyalty)
    for part in cost.parts:
        if isinstance(part, ir.RemoveCounters):
            counters[part.kind] = (0 if scene.last_counters else counters.get(part.kind, 0)) + \
                part.count
            if not survives(card, counters):  # the counters it entered with pay the cost
                counters[part.kind] = max(part.count, entering_counters(card).get(part.kind, 0))
    if "Creature" in split_type_line(card.type_line)[1] and card.toughness == 0 and \
            not counters.get("+1/+1"):
        counters["+1/+1"] = X_VALUE  # a 0/0 that normally enters with counters
    enters = not deny and isinstance(ab, ir.Activated) and ab.condition == SELF_ENTERED
    if enters and (counters or cost.untap):
        raise Skip("cast to enter this turn, it can't be placed as its cost needs")
    if isinstance(ab, ir.Activated) and ab.zone != "battlefield":  # 113.6m: from that zone
        source = run.put(run.me, card.name, ab.zone)
    elif enters:  # cast once the game has begun (``arrange_restriction``)
        source = run.put(run.me, card.name, "hand")
    else:
        source = run.put(run.me, card.name, tapped=cost.untap, counters=counters or None,
                         host=host_want(scene.effect))
        arrange_own_pt(run, source)
        named = [n for n in ir.walk(scene.effect) if isinstance(n, ir.AttachedTo)]
        if named:  # "equipped creature can't be blocked": an Equipment attached (301.5)
            attached_host(run, board, card, source, named[0].pred, host_want(scene.effect))
    run.avoid.add(source)
    pay_costs(run, board, cost, source)
    effect = scene.effect or ir.Seq(())
    phrases = scene.phrases
    chosen = board.targets(phrases, effect, source, other=scene.other, extra=attach_want(card,
                                                                                          effect))
    board.each_objects(scene.effect)
    effect_needs(run, board, scene.effect)
    restricted = isinstance(ab, ir.Activated) and bool(ab.during or ab.condition)
    track_history(run, board, scene.effect, source, scene.history)
    start = arrange_restriction(run, board, ab, source) if restricted and not deny else {}
    then = start.pop("then", None)
    hooks = ([then] if then is not None else []) + run.then  # 602.5b: "Activate only if you
    if hooks and board.combat:  # attacked this turn" (and the like), made once it has begun
        raise Skip("the turn's history together with other arrangements")
    if not start and any(isinstance(a, ir.AttacksEachCombat) for a in card.abilities) and \
            not any(isinstance(n, ir.BlocksIfAble | ir.CantBlockAttacker)  # seen in combat
                    for n in ir.walk(scene.effect)):
        start = {"step": "main2"}  # 508.1d: its combat is over; the next turn is reached
    board.begin(chosen, hooks, **start)  # without declaring it an attacker (it would change)
    if enters:  # 400.7: the permanent it became is a new object
        source = entered_as(run, source)
    if start.get("active") == run.opp:  # 117.3d: the opponent passes priority to its controller
        run.priority_for(run.me)
    run.targets = [list(t) for t in chosen]
    run.mode = scene.mode
    mana = isinstance(ab, ir.Activated) and ab.is_mana_ability
    if restricted and not deny:
        # a death arranged (it raised Skip where the creature didn't die) meets morbid
        run.restriction_met = then is not None or restriction_allows(run, ab, source)
    if deny:
        return restriction_denied(run, ab, source, mana)
    action = run.activation(source, ab, mana)
    lki = snapshot(run.game)
    if mana:  # 605.3b: a mana ability resolves at once, without the stack
        run.act(action)
        b = _late_bindings(run, bind(run, lki, source, chosen, fodder=board.fodder))
        return and_denied(check(run, lki, b, scene, None, cost_prediction(cost, b)),
                          run, card, ab, scene, seed)
    old = set(run.game.stack)
    run.act(action)
    found = [i for i in run.game.stack if i not in old and isinstance(
        run.game.objects[i], StackAbility) and run.game.objects[i].kind == "activated"]
    if not found:
        raise Skip("the ability is not on the stack after activating it")
    sid = found[-1]
    run.to_top(sid)
    before = snapshot(run.game)
    b = bind(run, before, source, chosen, source_view=lki.objects.get(source),
             fodder=board.fodder, copy_choice=board.copy_choice, abilities=board.abilities)
    run.resolve(sid)
    if board.abilities:
        resolve_copies(run, before)
    return and_denied(check(run, before, _late_bindings(run, b), scene, sid), run, card, ab,
                      scene, seed)


def restriction_allows(run: Run, ab: ir.Activated, source: int) -> bool:
    """Whether the arranged board meets the activation restriction (602.5b), read from the IR:
    the step of "Activate only during ..." and the condition of "Activate only if ..."."""
    g = run.game
    if ab.during and not (RESTRICTION_STEPS.get(ab.during) == g.step and
                          g.active_player.id == run.me):
        return False
    if ab.condition is None:
        return True
    b = Bindings(snapshot(g), run.me, run.opp, source, None, players=(run.me, run.opp),
                 happened=None if run.happened is None else tuple(run.happened))
    try:
        return condition(ab.condition, b)
    except Unpredictable:
        return False


def restriction_denied(run: Run, ab: ir.Activated, source: int, mana: bool) -> str:
    """602.5b: where the restriction doesn't allow it, the ability isn't offered."""
    if restriction_allows(run, ab, source):
        return PASSED  # the unarranged board meets it anyway: nothing to deny
    d = run.game.pending()
    if d is None or d.kind != "priority":
        return PASSED
    text = norm_text(ab.text)
    if any(isinstance(o, Activate) and o.source == source and o.mana == mana and
           norm_text(o.text) == text for o in d.options):
        raise Mismatch(f"{ab.text!r} is offered though its activation restriction (602.5b) "
                       "doesn't allow it")
    return PASSED


def and_denied(result: str, run: Run, card: ir.Card, ab: ir.Activated | ir.Equip,
               scene: Scene, seed: int) -> str:
    """After a passed check of a restricted ability, the same board without the restriction
    arranged must not offer it (602.5b)."""
    if result != PASSED or not run.restriction_met or not isinstance(ab, ir.Activated):
        return result
    denied = guarded(lambda: run_activated(card, ab, scene, seed, deny=True))
    return result if denied.startswith(SKIPPED) else denied


RESTRICTION_STEPS = {"your_turn": "main1", "your_upkeep": "upkeep", "combat": "begin_combat"}
"""602.5b: the step of the controller's turn where "Activate only during ..." allows it."""


def arrange_restriction(run: Run, board: Board, ab: ir.Activated, source: int
                        ) -> dict[str, Any]:
    """Arrange the board so an activation restriction (602.5b) allows the activation: the
    step of its "Activate only during ..." (503 upkeep, 507 beginning of combat), and for
    "Activate only if ...", the permanents, graveyard cards or empty hand it asks for, the
    turn's history (``arrange_history``), the source attacking (508.1) or with a counter.
    Returns how to start the game. Where it isn't arranged, :meth:`Run.activation` skips the
    ability."""
    start: dict[str, Any] = {}
    if ab.during:
        step = RESTRICTION_STEPS.get(ab.during)
        if step is None:
            return start
        start["step"] = step
    if isinstance(ab.condition, ir.NotCond) and isinstance(ab.condition.part, ir.YourTurn):
        start["active"] = run.opp  # "only if it's not your turn": the opponent's turn (102.1)
    elif isinstance(ab.condition, ir.HappenedThisTurn) and ab.condition.event == "dies" and \
            ab.condition.player is None and ab.condition.at_least == 1 and \
            ab.condition.pred == ir.CardType("Creature"):
        start["then"] = _arrange_death(run, source)
    elif isinstance(ab.condition, ir.HappenedThisTurn) and history_arrangeable(ab.condition):
        run.happened = []
        arrange_history(run, board, ab.condition, source)
    elif ab.condition == SELF_ENTERED:
        run.happened = []
        start["then"] = _arrange_own_entry(run, source)
    elif ab.condition == ir.ObjectIs(ir.This(), ir.CardType("Creature")):
        start["then"] = _arrange_creature(run, board, source)
    elif ab.condition == ir.ObjectIs(ir.This(), ir.Attacking()):
        board._in_combat(source, "attacking")
    elif isinstance(ab.condition, ir.ObjectIs) and ab.condition.obj == ir.This() and \
            isinstance(ab.condition.pred, ir.HasCounter):  # 122.1: put on it as arranged
        obj = run.game.objects[source]
        obj.counters = {**(obj.counters or {}), ab.condition.pred.kind: 1}
    elif ab.condition is not None:
        _arrange_condition(run, ab.condition, source)
    return start


SELF_ENTERED = ir.HappenedThisTurn("entered", None, ir.IsObject(ir.This()))
""""Activate only if this creature entered this turn": arranged by casting it (608.3)."""


def _arrange_own_entry(run: Run, card: int) -> Callable[[], None]:
    """The source, a card in Ann's hand, cast once the game has begun with lands of its own
    (601.2h); it resolves and enters (608.3), recorded in ``Run.happened``."""
    g, name = run.game, run.card.name

    def make() -> Callable[[], None]:
        x = X_VALUE if "X" in mana_symbols(run.card.mana_cost) else 0
        run.avoid.update(run.lands(run.me, run.card.mana_cost, x))

        def cast() -> None:
            cast_and_resolve(run, card, name)
            assert run.happened is not None
            run.happened.append(("entered", run.me, view_of(g, g.objects[entered_as(run,
                                                                                   card)])))
        return cast
    return paying_its_own(run, make)


def entered_as(run: Run, card: int) -> int:
    """The permanent the card ``card`` became as it entered (a new object, 400.7)."""
    g = run.game
    found = [o for o in g.battlefield if o > card and g.objects[o].name == run.card.name]
    if not found:
        raise Skip(f"{run.card.name} didn't enter the battlefield as cast (608.3)")
    return found[-1]


def _arrange_creature(run: Run, board: Board, source: int) -> Callable[[], None] | None:
    """"Activate only if this permanent is a creature": a Vehicle crewed once the game has begun
    (702.122a: by a creature of Ann's put for it), or a station card given the counters that make
    it one (721.2b); None if it is one already or can't become one here."""
    obj = run.game.objects[source]
    if "Creature" in view_of(run.game, obj).types:
        return None
    station = creature_counters(run.card)
    if station:
        obj.counters = {**(obj.counters or {}), **station}
        return None
    crew = crew_of(run.card)
    if crew is None or not arrange_crew(run, board, source, crew):
        return None
    return partial(crew_it, run, source)


def _arrange_death(run: Run, source: int, who: int | None = None) -> Callable[[], None]:
    """"Activate only if a creature died this turn" (morbid, 700.4): an opponent's (or
    ``who``'s) creature destroyed by a spell of the controller's (701.8a) once the game has
    begun."""
    b = Bindings(snapshot(run.game), run.me, run.opp, source, None, players=(run.me, run.opp))
    c = find_candidate(ir.CardType("Creature"), b, Want(no_auras=True),
                       exclude={run.card.name})
    victim = run.put(run.opp if who is None else who, c.name, counters=(
        entering_counters(c.ir) if c.ir is not None else None) or None)
    run.avoid.add(victim)
    killer = destroy_spell(c.view, b)
    spell = run.put(run.me, killer.name, "hand")
    run.avoid.add(spell)
    run.avoid.update(run.lands(run.me, killer.cost))

    def kill() -> None:
        run.targets = [[victim]]
        cast_and_resolve(run, spell, killer.name)
        if victim in run.game.objects and run.game.objects[victim].zone == "battlefield":
            raise Skip("the arranged creature didn't die")
    return kill


def _arrange_condition(run: Run, cond: ir.Condition, source: int) -> None:
    b = Bindings(snapshot(run.game), run.me, run.opp, source, None, players=(run.me, run.opp))
    if isinstance(cond, ir.AnyOf):  # one of the alternatives is enough
        for part in cond.parts:
            if isinstance(part, ir.Controls | ir.CompareQ):
                return _arrange_condition(run, part, source)
        return
    if isinstance(cond, ir.Controls) and isinstance(cond.player, ir.You) and \
            cond.what.zones == ("battlefield",) and cond.at_most is None:
        # 602.5b with 109.4: N permanents matching the selector under the controller's control
        # (N more than the source, whether or not it matches, so "another" holds too)
        pred = cond.what.pred
        c = find_candidate(pred, b, Want(not_legendary=cond.at_least > 1,
                                         not_named=frozenset({run.card.name})))
        where = placement(pred, run.me, run.me, run.opp)
        for _ in range(cond.at_least):
            oid = run.put(run.me, c.name, tapped=where.get("tapped", False),
                          token=where.get("token", False),
                          counters=(entering_counters(c.ir) if c.ir is not None else None)
                          or None)
            run.avoid.add(oid)
        return
    if isinstance(cond, ir.CompareQ) and isinstance(cond.right, int) and \
            cond.op in (">=", "==") and isinstance(cond.left, ir.Count | ir.TypesAmong | ir.PlayerCount):
        left = cond.left
        if isinstance(left, ir.PlayerCount):  # "if you have no cards in hand" (hellbent)
            if left.what == "hand" and isinstance(left.player, ir.You) and cond.right == 0 \
                    and cond.op == "==":
                p = run.game.player(run.me)
                for oid in list(p.hand):
                    if oid in run.avoid:
                        raise Skip("its cost needs cards in hand, its restriction none")
                    p.hand.remove(oid)
                    p.library.append(oid)
                    run.game.objects[oid].zone = "library"
            return
        sel = left.what
        if sel.zones != ("graveyard",) or cond.op != ">=" or not any(
                isinstance(n, ir.OwnedBy) and isinstance(n.player, ir.You) for n in ir.walk(sel.pred)):
            return
        if isinstance(left, ir.Count):  # threshold: N cards in the graveyard (702 ability word)
            c = find_candidate(sel.pred, b, zone="graveyard")
            for _ in range(cond.right):
                run.put(run.me, c.name, "graveyard")
            return
        if left.kind == "card":  # delirium: N card types among them (205.2a)
            for t in ("Land", "Creature", "Instant", "Sorcery", "Artifact", "Enchantment")[
                    :cond.right]:
                c = find_candidate(ir.And((sel.pred, ir.CardType(t))), b, zone="graveyard")
                run.put(run.me, c.name, "graveyard")


def cost_prediction(cost: ir.Cost, b: Bindings) -> Prediction:
    """What paying an activation cost does (118, 602.2h), for a mana ability, whose cost and
    effect are seen together (605.3b): {T}/{Q}, sacrificed permanents, discarded cards, life."""
    p = Prediction()
    if cost.sacrifice_self:
        _leave(b.source, "graveyard", b, p)
    elif cost.tap or cost.untap:
        plan = p.plan(b.source, b)
        if plan is not None:
            plan.add("tapped", cost.tap)
    if cost.sacrifice is not None and b.fodder is not None:
        _leave(b.fodder, "graveyard", b, p)  # 701.21a
    if cost.discard:  # 701.9a: the filler cards arranged in hand
        p.numbers["hand", b.me] -= cost.discard
        p.numbers["graveyard", b.me] += cost.discard
    if cost.life:  # 119.4
        p.numbers["life", b.me] -= cost.life
    for part in cost.parts:  # 601.2h: the counters removed (those the player chose to)
        plan = p.plan(b.source, b)
        if isinstance(part, ir.RemoveCounters) and part.any_number and plan is not None and \
                b.counters_removed:
            plan.add("counters", (part.kind, -b.counters_removed))
        elif isinstance(part, ir.RemoveCounters) and not part.any_number and plan is not None:
            plan.add("counters", (part.kind, -part.count))
    return p


def destroy_spell(view: View, b: Bindings, theirs: bool = False) -> Candidate:
    """A pool instant or sorcery of Ann's that destroys a target the card can be, one of hers
    or (``theirs``) one of Bo's."""
    mine = ir.Opponent if not theirs else ir.You
    for c in candidates():
        card = c.ir
        if card is None or card.spell is None or len(card.spell.targets) != 1:
            continue
        eff, t = card.spell.effect, card.spell.targets[0]
        if isinstance(eff, ir.Destroy) and eff.what == ir.Targeted(0) and t.objects is not None \
                and t.count == 1 and "X" not in mana_symbols(c.cost):
            pred = t.objects.pred
            if any(isinstance(n, ir.ControlledBy) and isinstance(n.player, mine) or
                   isinstance(n, ir.Attacking | ir.Blocking | ir.Tapped | ir.IsToken)
                   for n in ir.walk(pred)):
                continue  # a target this board doesn't have
            try:
                if holds(pred, view, replace(b, printed=True)):
                    return c
            except Unpredictable:
                continue
    raise Skip("no pool spell destroys it")


def fixed_damage_spells() -> Iterator[tuple[Candidate, int, ir.Target]]:
    """The pool's instants and sorceries whose only effect is "SELF deals N damage to <its one
    target>" for a fixed N (120.3), with N and the target phrase."""
    for c in candidates():
        card = c.ir
        if card is None or card.spell is None or len(card.spell.targets) != 1 or \
                "X" in mana_symbols(c.cost):
            continue
        e = card.spell.effect
        if isinstance(e, ir.DealDamage) and isinstance(e.amount, int) and e.amount > 0 and \
                e.to == ir.Targeted(0) and isinstance(e.source, ir.This):
            yield c, e.amount, card.spell.targets[0]


def burn_spell(view: View, b: Bindings) -> Candidate:
    """A pool instant or sorcery whose only effect is "N damage to target ..." for a fixed N,
    the target one the card can be (120.3): one it survives (N below its toughness) first, then
    the least damage."""
    found: list[tuple[bool, int, Candidate]] = []
    for c, amount, t in fixed_damage_spells():
        if t.objects is None or t.count != 1 or t.divided:
            continue
        pred = t.objects.pred
        if any(isinstance(n, ir.ControlledBy) and isinstance(n.player, ir.Opponent) or
               isinstance(n, ir.Attacking | ir.Blocking | ir.Tapped | ir.IsToken)
               for n in ir.walk(pred)):
            continue  # a target this board doesn't have
        try:
            if holds(pred, view, replace(b, printed=True)):
                found.append((amount >= (view.toughness or 0), amount, c))
        except Unpredictable:
            continue
    if not found:
        raise Skip("no pool spell only deals damage to a target it can be")
    return min(found, key=lambda f: (f[0], f[1]))[2]


def retargetable_spell(pred: ir.Pred, b: Bindings) -> Candidate:
    """A spell for Bo to cast whose target can be changed (115.7d): the pool's burn spell with
    "any target" (115.4) of the least damage that fits the spell phrase ``pred``."""
    found = []
    for c, amount, t in fixed_damage_spells():
        if t.objects is None or t.players is None or t.count != 1 or t.divided or \
                not isinstance(t.players.who, ir.AnyPlayer) or not c.cost:
            continue
        try:
            if holds(pred, c.view, replace(b, printed=True)):
                found.append((amount, c.name, c))
        except Unpredictable:
            continue
    if not found:
        raise Skip("no pool spell with a target that can be changed fits")
    return min(found)[2]


@cache
def sorcery_speed() -> frozenset[str]:
    """The pool cards that can't be cast with a spell on the stack: neither instants nor with
    flash (307.1, 702.8a)."""
    return frozenset(x.name for x in candidates() if "Instant" not in x.view.types and
                     "flash" not in x.view.keywords)


TRIGGER_PLACEHOLDER = -100  # a target triggered ability not yet on the stack (``Board._trigger``)


@cache
def trigger_creature() -> tuple[Candidate, ir.Triggered]:
    """The pool's cheapest quiet creature whose one ability is "When this creature enters, you
    gain N life" or "draw N cards" (no targets, no condition: 603.2, 603.4), and that ability."""
    found = []
    for c in candidates():
        card = c.ir
        if card is None or "Creature" not in c.view.types or len(card.abilities) != 1 or \
                not c.cost or "X" in mana_symbols(c.cost) or c.targets:
            continue
        ab = card.abilities[0]
        if not isinstance(ab, ir.Triggered) or ab.targets or ab.intervening is not None or \
                ab.trigger.event != "enters" or ab.trigger.subject != "self" or \
                ab.trigger.condition is not None:
            continue
        e = ab.effect
        if isinstance(e, ir.GainLife | ir.Draw) and isinstance(e.amount, int) and \
                isinstance(e.who, ir.You):
            found.append((c.view.mana_value, c.name, c, ab))
    if not found:
        raise Skip("no pool creature with a quiet enters trigger to target")
    _, _, c, ab = min(found, key=lambda f: (f[0], f[1]))
    return c, ab


def player_burn_spell(opponent: bool) -> tuple[Candidate, int]:
    """A pool instant or sorcery whose only effect is "N damage to <one target>" for a fixed N,
    the target a player Ann can choose: any player, or (``opponent``) an opponent of hers
    (115.1, 115.4). The spell and N, the least damage first."""
    found = [(amount, c) for c, amount, t in fixed_damage_spells()
             if t.players is not None and t.count == 1 and not t.divided and (
                 isinstance(t.players.who, ir.AnyPlayer) or
                 opponent and isinstance(t.players.who, ir.Opponent))]
    if not found:
        raise Skip("no pool spell only deals damage to a target player")
    amount, c = min(found, key=lambda f: f[0])
    return c, amount


def pump_spell(least: int = 0) -> Candidate:
    """A pool instant whose only effect is "target creature gets +N/+M until end of turn" (N at
    least ``least``, M at least 0)."""
    for c in candidates():
        card = c.ir
        if card is None or card.spell is None or len(card.spell.targets) != 1 or \
                "Instant" not in c.view.types or "X" in mana_symbols(c.cost):
            continue
        eff, t = card.spell.effect, card.spell.targets[0]
        if isinstance(eff, ir.Pump) and eff.what == ir.Targeted(0) and t.objects is not None \
                and t.objects.pred == ir.CardType("Creature") and t.count == 1 and \
                isinstance(eff.power, int) and isinstance(eff.toughness, int) and \
                eff.power >= least and eff.toughness >= 0:
            return c
    raise Skip("no pool spell only pumps a target creature")


def arrange_power(run: Run, source: int) -> Callable[[], None] | None:
    """510.1: a creature with power 0 deals no combat damage; a pool instant of Ann's that
    gives it +N/+N until end of turn (N above 0) is cast at it before combat (the hook
    returned, its target the first arranged); None where its power is above 0 already."""
    g = run.game
    if (view_of(g, g.objects[source]).power or 0) > 0:
        return None
    return cast_at(run, pump_spell(least=1), source)


def cast_at(run: Run, c: Candidate, target: int) -> Callable[[], None]:
    """Ann's pool spell ``c`` put in her hand with lands of its own, and the action that casts
    it at ``target`` and lets it resolve (601.2c, 608.2), for once the game has begun."""
    spell = run.put(run.me, c.name, "hand")
    run.avoid.add(spell)
    run.avoid.update(run.lands(run.me, c.cost))

    def cast() -> None:
        run.targets.insert(0, [target])
        cast_and_resolve(run, spell, c.name)
    return cast


def one_target_spell(view: View, b: Bindings, fits: Callable[[ir.Effect], bool],
                     instant: bool = False) -> Candidate:
    """The quietest pool instant (or sorcery, unless ``instant``) with a mana cost and no X,
    one target phrase of one object the viewed permanent can be (115.1, 601.2c), and an
    effect that ``fits``. A placed object (a view with an id) is seen in its state: "target
    creature you don't control" can't be Ann's."""
    for c in candidates():
        spell_ = c.ir.spell if c.ir is not None else None
        if spell_ is None or len(spell_.targets) != 1 or "X" in mana_symbols(c.cost) or \
                not c.cost or instant and "Instant" not in c.view.types or \
                not fits(spell_.effect):
            continue
        t = spell_.targets[0]
        try:
            if t.objects is not None and t.count == 1 and not t.ability and not t.divided and \
                    "battlefield" in t.objects.zones and \
                    holds(t.objects.pred, view, replace(b, printed=not view.id)):
                return c
        except Unpredictable:
            continue
    raise Skip("no pool spell with one target it can be does this")


def targeting_spell(view: View, b: Bindings) -> Candidate:
    """A pool instant of Ann's that can target the viewed permanent (115.1, 601.2c): the
    pump spell for a creature, else the quietest instant with one target the object fits."""
    if "Creature" in view.types:
        return pump_spell()
    return one_target_spell(view, b, lambda e: not isinstance(e, ir.Modal), instant=True)


def counters_spell(kind: str, view: View, b: Bindings) -> Candidate:
    """A pool instant or sorcery whose only effect puts a fixed number of ``kind`` counters on
    one target the viewed permanent can be (122.1, 115.1)."""
    return one_target_spell(view, b, lambda e: isinstance(e, ir.PutCounters) and
                            e.kind == kind and e.what == ir.Targeted(0) and
                            isinstance(e.amount, int) and e.amount > 0)


def tap_spell(view: View, b: Bindings) -> Candidate:
    """A pool instant or sorcery whose only effect is "tap target ..." (701.26a), the target
    one the viewed permanent can be."""
    return one_target_spell(view, b, lambda e: isinstance(e, ir.Tap) and
                            e.what == ir.Targeted(0))


def arrange_counters(run: Run, kind: str, target: int, b: Bindings) -> Callable[[], None]:
    """Ann casts a pool spell putting ``kind`` counters on ``target`` and lets it resolve:
    "whenever one or more <kind> counters are put on ..." triggers (122.6, 603.2). The
    action."""
    return cast_on(run, counters_spell(kind, view_of(run.game, run.game.objects[target]), b),
                   target)


def tap_for_mana(run: Run, oid: int) -> None:
    """Ann activates a mana ability of ``oid`` with {T} in its cost (605.3a): it becomes
    tapped (701.26a)."""
    d = run.game.pending()
    option = next((o for o in d.options if isinstance(o, Activate) and o.source == oid),
                  None) if d is not None else None
    if option is None:
        raise Skip(f"{run.describe(oid)}'s mana ability is not offered")
    run.act(option)


def arrange_tapping(run: Run, target: int, b: Bindings) -> Callable[[], None]:
    """Ann casts a pool "tap target ..." spell on ``target`` and lets it resolve: "whenever
    ... becomes tapped" triggers (701.26a, 603.2). The action."""
    return cast_on(run, tap_spell(view_of(run.game, run.game.objects[target]), b), target)


def monstrosity_of(card: ir.Card) -> ir.Activated:
    """The card's "{cost}: Monstrosity N." ability, with a mana cost only and a fixed N
    (701.37a), which the smoke board can activate."""
    for a in card.abilities:
        if isinstance(a, ir.Activated) and isinstance(a.effect, ir.Monstrosity) and \
                isinstance(a.effect.amount, int) and a.cost.parts and \
                all(isinstance(p, ir.ManaPart) for p in a.cost.parts) and \
                "X" not in mana_symbols(a.cost.mana):
            return a
    raise Skip("only a monstrosity ability with a mana cost is arranged making it monstrous")


def activate_and_resolve(run: Run, source: int, ab: ir.Activated) -> None:
    """Activate the source's ability (602.2) and pass until it has resolved (608.2)."""
    run.act_and_resolve(run.activation(source, ab, False),
                        Skip("the activated ability didn't go on the stack"))


def face_up_way(card: ir.Card) -> ir.KeywordAbility | None:
    """The card's morph, megamorph or disguise ability with a mana cost only: the special
    action turning it face up that the smoke board can pay (116.2b, 702.37e, 702.168d)."""
    for a in card.abilities:
        if isinstance(a, ir.KeywordAbility) and a.name in ("morph", "megamorph", "disguise") \
                and a.cost is not None and a.cost.parts and \
                all(isinstance(p, ir.ManaPart) for p in a.cost.parts) and \
                "X" not in mana_symbols(a.cost.mana):
            return a
    return None


def morph_candidate(pred: ir.Pred, b: Bindings, exclude: Iterable[str] = ()
                    ) -> tuple[Candidate, ir.KeywordAbility]:
    """The quietest pool card with a way to turn it face up (:func:`face_up_way`) whose
    face-up characteristics satisfy the predicate (708.8), and that way."""
    for c in candidates():
        way = face_up_way(c.ir) if c.ir is not None and c.name not in exclude else None
        try:
            if way is not None and holds(pred, c.view, replace(b, printed=True)):
                return c, way
        except Unpredictable:
            continue
    raise Skip(f"no pool card with morph or disguise satisfies {pred}")


def other_than_targeting(pred: ir.Pred) -> ir.Pred | None:
    """What a cast spell must be besides targeting this ("an Aura spell that targets this
    creature": Aura), ``And(())`` for nothing more; None if targeting this isn't simply one
    part of it."""
    if pred == ir.TargetsThis():
        return ir.And(())
    if not isinstance(pred, ir.And) or ir.TargetsThis() not in pred.parts:
        return None
    rest = tuple(q for q in pred.parts if q != ir.TargetsThis())
    if any(isinstance(n, ir.TargetsThis) for q in rest for n in ir.walk(q)):
        return None
    return rest[0] if len(rest) == 1 else ir.And(rest)


def spell_targeting(view: View, b: Bindings, pred: ir.Pred) -> Candidate:
    """The quietest pool card that is ``pred`` and can be cast by Ann targeting the viewed
    permanent (601.2c): an instant or sorcery with one target phrase it fits, or an Aura spell
    whose enchant ability it fits (303.4a)."""
    for c in candidates():
        card = c.ir
        if card is None or not c.cost or "X" in mana_symbols(c.cost) or "Land" in c.view.types:
            continue
        phrases = [a.target for a in card.abilities if isinstance(a, ir.Enchant)]
        if card.spell is not None:
            phrases += list(card.spell.targets)
        if len(phrases) != 1 or "Aura" in c.view.subtypes and card.spell is not None:
            continue
        t = phrases[0]
        try:
            if t.objects is not None and t.count == 1 and not t.ability and not t.divided and \
                    "battlefield" in t.objects.zones and holds(pred, c.view, replace(
                        b, printed=True)) and holds(t.objects.pred, view, b):
                return c
        except Unpredictable:
            continue
    raise Skip(f"no pool spell that is {pred} can target it")


def arrange_targeting(run: Run, target: int, b: Bindings) -> Callable[[], None]:
    """Ann casts a pool spell targeting ``target``: as it is cast, "whenever ... becomes the
    target of a spell" triggers (601.2c, 601.2i, 603.2); the spell stays on the stack under
    the trigger (405.2). The action."""
    return cast_on(run, targeting_spell(view_of(run.game, run.game.objects[target]), b),
                   target, resolve=False)


def cast_on(run: Run, c: Candidate, target: int, resolve: bool = True) -> Callable[[], None]:
    """Put the pool spell in Ann's hand with the lands to pay for it, ``target`` its target
    (601.2c): the action casting it, and letting it resolve (608.2) unless not ``resolve``."""
    spell = run.put(run.me, c.name, "hand")
    run.avoid.update(run.lands(run.me, c.cost))
    run.targets.append([target])
    if not resolve:
        return lambda: run.act(Cast(spell))
    return lambda: cast_and_resolve(run, spell, c.name)


T = TypeVar("T")


def _resolve_pool_spell(run: Run, card: ir.Card, effect_type: type, measure: Callable[[], T]
                        ) -> tuple[Candidate, T, T]:
    """With ``card`` on the battlefield, cast a pool spell whose effect is an ``effect_type`` of
    a fixed amount for its caster and let it resolve: the spell, and ``measure()`` before and
    after (a replacement effect of ``card`` changing that effect, 614.1a)."""
    me = run.me
    run.put(me, card.name, counters=entering_counters(card) or None)
    c = spell_with(effect_type, lambda e: isinstance(e.amount, int) and isinstance(e.who, ir.You))
    spell = run.put(me, c.name, "hand")
    run.lands(me, c.cost)
    run.start()
    old = set(run.game.stack)
    before = measure()
    run.act(Cast(spell))
    run.resolve(stack_spell_id(run, c.name, old))
    return c, before, measure()


def spell_with(effect_type: type, pred: Callable[[Any], bool] = lambda e: True,
               kind: str = "") -> Candidate:
    """A pool instant or sorcery (``kind``: of that card type) without targets whose effect is
    of this type."""
    for c in candidates():
        card = c.ir
        if kind and kind not in c.view.types:
            continue
        if card is not None and card.spell is not None and not card.spell.targets and \
                isinstance(card.spell.effect, effect_type) and pred(card.spell.effect) and \
                "X" not in mana_symbols(c.cost):
            return c
    raise Skip(f"no pool spell that only does {effect_type.__name__}")


ATTACHED_EVENTS = frozenset({"dies", "leaves", "attacks", "tapped", "damage", "combat_damage",
                             "damage_to_player", "combat_damage_to_player", "dealt_damage",
                             "becomes_blocked", "blocks", "blocks_creature",
                             "becomes_target_of_spell", "combat_damage_to_creature",
                             "damage_to_creature"})
"""The events of "enchanted/equipped creature" the smoke board arranges: it is destroyed by a
spell of Ann's, or attacks Bo (becoming tapped), is blocked and deals him combat damage, or
blocks one of Bo's attackers, or is dealt damage by, or becomes the target of, a spell of
Ann's."""


def token_spell(pred: ir.Pred, b: Bindings) -> Candidate:
    """A pool instant or sorcery without targets whose only effect creates one token for its
    caster that the predicate describes (111.2)."""
    def fits(e: ir.CreateTokens) -> bool:
        try:
            return e.amount == 1 and isinstance(e.who, ir.You) and not e.attacking and \
                not e.blocking and holds(pred, _token_view(e.token), b)
        except Unpredictable:
            return False
    return spell_with(ir.CreateTokens, fits)


def blocker_for(attacker: View, b: Bindings, exclude: Iterable[str] = ()) -> Candidate:
    """A big pool creature for Bo that can block the attacker: one with flying or reach if it
    has flying (509.1b, 702.9b, 702.17b)."""
    pred: ir.Pred = ir.CardType("Creature")
    if "flying" in attacker.keywords:
        pred = ir.And((pred, ir.Or((ir.HasKeyword("flying"), ir.HasKeyword("reach")))))
    return find_candidate(pred, b, Want(toughness_above=8), exclude=exclude)


def second_attacker(run: Run, board: Board) -> int:
    """A pool creature of Ann's that attacks beside a creature that can't attack alone (506.5,
    508.1c); kept from being a target or a payment."""
    c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(no_auras=True),
                       exclude={run.card.name})
    oid = run.put(run.me, c.name)
    run.avoid.add(oid)
    return oid


def watches_attackers(t: ir.Trigger) -> bool:
    """Whether the trigger is "whenever a <creature> [you control] attacks / becomes blocked /
    deals combat damage to a player" (508.1, 509.1h, 510.2), one of Ann's creatures the
    description matches doing it (``filter``; ``self_or``: the source or another)."""
    if t.subject not in ("filter", "self_or") or t.event not in (
            "attacks", "combat_damage_to_player", "becomes_blocked"):
        return False
    return placement(t.pred, 0, 0, 1).get("controller", 0) == 0 and not combat_role(t.pred)


def arrange_crew(run: Run, board: Board, source: int, crew: ir.KeywordAbility) -> bool:
    """A Vehicle attacks once crewed (702.122a): one of Ann's creatures with power N or
    greater to tap for its crew cost."""
    n = crew.number or 0
    c = find_candidate(ir.And((ir.CardType("Creature"), ir.Compare("power", ">=", max(n, 1)))),
                       board.bindings(source), Want(no_auras=True), exclude={run.card.name})
    run.avoid.add(run.put(run.me, c.name))
    return True


def creature_counters(card: ir.Card) -> dict[str, int]:
    """The counters a noncreature card needs to be a creature by its own static ability
    ("It's an artifact creature at 9+": a station card with that many charge counters, 721.2b,
    702.184a); {} if none makes it one."""
    for ab in card.abilities:
        cond = ab.condition if isinstance(ab, ir.Static) else None
        if isinstance(ab, ir.Static) and isinstance(ab.affects, ir.This) and \
                "Creature" in ab.add_types and isinstance(cond, ir.CompareQ) and \
                isinstance(cond.left, ir.CountersOn) and isinstance(cond.left.obj, ir.This) and \
                cond.op == ">=" and isinstance(cond.right, int):
            return {cond.left.kind: cond.right}
    return {}


def crew_of(card: ir.Card) -> ir.KeywordAbility | None:
    """The card's crew ability (702.122a), if it has one."""
    return next((a for a in card.abilities if isinstance(a, ir.KeywordAbility) and
                 a.name == "crew"), None)


def watched_attacker(run: Run, board: Board, pred: ir.Pred, source: int, power: bool
                     ) -> tuple[int, bool]:
    """One of Ann's creatures a trigger watches attack (with power, ``power``: it deals
    combat damage); for "a Vehicle you control", a Vehicle with a creature to crew it
    (702.122a): the object, and whether it is to be crewed before combat (``crew_it``)."""
    b = replace(board.bindings(source), printed=True)
    try:
        c = find_candidate(ir.And((ir.CardType("Creature"), pred)), b,
                           Want(no_auras=True, power=power), exclude={run.card.name})
        return run.put(run.me, c.name, **watched_state(pred)), False
    except Skip:
        if ir.Subtype("Vehicle") not in ir.walk(pred):
            raise
    c = find_candidate(pred, b, Want(power=power), exclude={run.card.name})
    crew = crew_of(c.ir) if c.ir is not None else None
    if crew is None:
        raise Skip(f"{c.name} has no crew ability to become a creature")
    oid = run.put(run.me, c.name, **watched_state(pred))
    arrange_crew(run, board, oid, crew)
    return oid, True


def crew_it(run: Run, source: int) -> None:
    """Activate the Vehicle's crew ability in Ann's main phase and let it resolve (702.122a),
    so it is an artifact creature as attackers are declared (508.1a)."""
    d = run.priority_for(run.me)
    option = next((o for o in d.options if isinstance(o, Activate) and o.source == source
                   and norm_text(o.text).startswith("crew")), None)
    if option is None:
        raise Mismatch("its crew ability isn't offered with a creature to crew it")
    run.act_and_resolve(option, Mismatch("its crew ability didn't go on the stack (it isn't a "
                                         "mana ability)"))
    if "Creature" not in view_of(run.game, run.game.objects[source]).types:
        raise Mismatch("crewed, it isn't an artifact creature (702.122a)")


def watched_state(pred: ir.Pred) -> dict[str, Any]:
    """How to place the creature a trigger watches so its description's state holds: as a
    token, with counters (``placement``); an untapped one can attack (508.1a)."""
    where = placement(pred, 0, 0, 1)
    if where.get("tapped"):
        raise Skip("a tapped creature can't attack (508.1a)")
    return {k: v for k, v in (("token", where.get("token")),
                              ("counters", where.get("counters"))) if v}


def dealt_damage_by_self(pred: ir.Pred) -> bool:
    """Whether a selector asks for an object "dealt damage by SELF this turn" (120.3)."""
    return any(isinstance(n, ir.DamagedBySelfThisTurn) for n in ir.walk(pred))


def combat_victim(run: Run, board: Board, source: int, pred: ir.Pred
                  ) -> tuple[int, bool]:
    """A creature of Bo's that the predicate (but for "dealt damage by SELF this turn")
    describes and that dies of the source's combat damage in a fight between them (510.1,
    704.5g), the source surviving it: blocked by the source (509.1) or, if the source can't
    block it, blocking the attacking source; the creature, and whether the source attacks."""
    g = run.game
    s = view_of(g, g.objects[source])  # type: ignore[arg-type]
    if not s.power or s.toughness is None:
        raise Skip("with power 0 it deals no combat damage (510.1)")
    rest = transform(pred, lambda n: ir.And(()) if isinstance(n, ir.DamagedBySelfThisTurn)
                     else None)
    dies = ir.And((ir.CardType("Creature"), rest, ir.Compare("toughness", "<=", s.power),
                   ir.Compare("power", "<", s.toughness),
                   *(ir.Not(ir.HasKeyword(k)) for k in ("indestructible", "deathtouch"))))
    c = find_candidate(dies, board.bindings(source), Want(no_auras=True),
                       exclude={run.card.name})
    for attacks in (False, True):
        if not evades(*((s, c.view) if attacks else (c.view, s))):
            victim = run.put(run.opp, c.name)
            run.avoid.add(victim)
            return victim, attacks
    raise Skip(f"{c.name} and it can't fight in combat (702.9b evasion)")


def take_the_crown(run: Run, board: Board, source: int, creature: bool) -> Callable[[], None]:
    """724.2: Bo is the monarch, and Ann's creature (the source, if it is one, else a pool
    creature) attacks him unblocked; dealing him combat damage makes Ann the monarch. The
    action, which stops once she is (or combat ended)."""
    me, opp, g = run.me, run.opp, run.game
    g.monarch = opp
    attacker = source
    if not creature:
        c = find_candidate(ir.CardType("Creature"), board.bindings(source), Want(power=True),
                           exclude={run.card.name})
        attacker = run.put(me, c.name)
        run.avoid.add(attacker)
    if not view_of(g, g.objects[attacker]).power:  # type: ignore[arg-type]
        raise Skip("with power 0 it deals no combat damage (510.1)")

    def action() -> None:
        run.attack = [Pair(attacker, opp)]
        run.until(lambda d: d.kind == "priority" and (
            g.monarch == me or g.step in ("end_combat", "main2")))
    return action


def run_triggered(card: ir.Card, ab: ir.Triggered, scene: Scene, seed: int) -> str:
    """A triggered ability (603): make its event happen, let it trigger and resolve."""
    run = Run(card, seed)
    if scene.life is not None:
        run.game.player(run.me).life = scene.life
    if scene.monarch:
        run.game.monarch = run.me if scene.monarch == "me" else run.opp
    board = Board(run, card.name)
    t = ab.trigger
    ev = t.event
    me, opp = run.me, run.opp
    effect = scene.effect or ir.Seq(())
    types = split_type_line(card.type_line)[1]
    counters = source_counters(card, scene.effect)
    if "Creature" in types and card.toughness == 0 and not counters.get("+1/+1"):
        counters["+1/+1"] = X_VALUE
    source = 0
    event_object: int | None = None
    event_player: int | None = None
    event_mana = ""
    action: Callable[[], None]
    start: dict[str, Any] = {}
    mana_trigger = False
    also_attacking: list[int] = []  # arranged targets in combat that attack with the source
    also_blocking: list[tuple[int, int]] = []  # arranged blockers in combat, each with its attacker
    blocks_too = False  # whether the event's attack can have them block Ann's attackers
    dealt: int | None = None  # the damage the arranged event deals (120.3), if the harness knows
    event_target: int | None = None  # the creature a combat damage event is dealt to (510.2)

    def on_battlefield(**kw: Any) -> int:
        if trigger_zone(ab) == "graveyard":  # 113.6m: it works from the graveyard only
            oid = run.put(me, card.name, "graveyard")
        else:
            oid = run.put(me, card.name, counters=counters or None, host=host_want(effect), **kw)
            arrange_own_pt(run, oid)
        run.avoid.add(oid)
        return oid

    if ab.chapter:  # 714.2b, 714.3b: one lore counter short of N as Ann's draw step ends
        counters["lore"] = ab.chapter - 1
        source = on_battlefield()
        event_object, event_player = source, me
        start.update(active=me, step="draw")

        def action() -> None:
            run.until(lambda d: d.kind == "priority" and run.game.step == "main1")
    elif ev == "enters" and t.subject == "self":
        if "Land" in types:
            source = run.put(me, card.name, "hand")
            action = lambda: run.act(PlayLand(source))  # noqa: E731
        else:
            source = run.put(me, card.name, "hand")
            x = X_VALUE if "X" in mana_symbols(card.mana_cost) else 0
            run.spend = scene.spend or ("" if scene.unarranged else spent_color(ab.intervening))
            if not scene.unarranged and no_tapped_lands(ab.intervening) and not x and \
                    run.before_start is None:  # 106.4: its mana in the pool as the game begins
                run.before_start = lambda _: pool_mana(run, card.mana_cost)
            else:
                run.avoid.update(run.lands(me, card.mana_cost, x, spend=run.spend))
            enchant = next((a for a in card.abilities if isinstance(a, ir.Enchant)), None)
            pre = board.targets(narrowed(  # 603.4: "if enchanted creature is ..." by its host
                (enchant.target,), ab.intervening, not scene.unarranged), ir.AttachTo(
                    ir.Targeted(0)), extra=host_want(attached_effects(card), effect)) \
                if enchant else []
            run.targets[:0] = pre

            def action() -> None:
                cast_and_resolve(run, source, card.name)
    elif ev == "enters":
        source = on_battlefield()
        where = placement(t.pred, me, me, opp)
        who = where["controller"]
        pb = replace(board.bindings(source), printed=True)
        if where.get("token"):  # a card cast or played is never a token (111.1): a spell
            maker = token_spell(t.pred, pb)  # creating one is cast instead (111.2)
            made = run.put(who, maker.name, "hand")
            run.avoid.update(run.lands(who, maker.cost))
            event_player, start["active"] = who, who

            def action() -> None:
                run.priority_for(who)
                old = set(run.game.stack)
                run.act(Cast(made))
                run.resolve(stack_spell_id(run, maker.name, old))
        else:
            c = entering_candidate(t.pred, pb, {card.name})
            event_player = who
            if c.view.types & {"Instant", "Sorcery"}:
                raise Skip("the entering object can't be a spell")
            entering = run.put(who, c.name, "hand")
            if "Land" not in c.view.types:
                run.avoid.update(run.lands(who, c.cost))
            aim_aura(run, c, who)
            start["active"] = who

            def action() -> None:
                run.priority_for(who)
                if "Land" in c.view.types:
                    run.act(PlayLand(entering))
                    return
                old = set(run.game.stack)
                run.act(Cast(entering))
                sid = stack_spell_id(run, c.name, old)
                run.resolve(sid)
    elif t.subject == "attached" and ev in ATTACHED_EVENTS:
        hits = Want(power="damage" in ev and ev != "dealt_damage",  # it deals combat damage
                    toughness_above=3 if ev == "dealt_damage" else 0)  # it survives the burn
        source = run.put(me, card.name, counters=counters or None,
                         host=host_want(effect).merge(hits))
        run.avoid.add(source)
        host = run.game.objects[source].attached_to
        if host is None:  # an Equipment: put on one of Ann's creatures (301.5)
            c = find_candidate(ir.And((t.pred, ir.CardType("Creature"))), board.bindings(source),
                               Want(no_auras=True).merge(hits).merge(host_want(
                                   attached_effects(card), effect)), exclude={card.name})
            host = run.put(me, c.name)
            run.game.objects[source].attached_to = host
        host_view = view_of(run.game, run.game.objects[host])
        host_controller = run.game.objects[host].controller
        if host_controller != me and ev != "tapped":
            raise Skip("the enchanted creature is an opponent's")
        run.avoid.add(host)
        event_object = host
        if ev == "tapped" and host_controller != me:  # 701.26a: a pool spell of Ann's taps it
            event_player = host_controller
            action = arrange_tapping(run, host, board.bindings(source))
        elif ev in ("dies", "leaves"):  # destroyed, it leaves for the graveyard (701.8a)
            killer = destroy_spell(host_view, board.bindings(source))
            spell = run.put(me, killer.name, "hand")
            run.avoid.update(run.lands(me, killer.cost))
            run.targets.append([host])
            event_player = me

            def action() -> None:
                cast_and_resolve(run, spell, killer.name)
        elif ev == "dealt_damage":  # 120.3: a pool spell of Ann's deals it damage
            burn = burn_spell(host_view, board.bindings(source))
            dealt = burn.ir.spell.effect.amount  # type: ignore[union-attr]
            spell = run.put(me, burn.name, "hand")
            run.avoid.update(run.lands(me, burn.cost))
            run.targets.append([host])
            event_player = me

            def action() -> None:
                cast_and_resolve(run, spell, burn.name)
        elif ev == "becomes_target_of_spell":  # 601.2c: a pool spell of Ann's targets it
            event_player = me
            action = arrange_targeting(run, host, board.bindings(source))
        elif "Creature" not in host_view.types:  # "enchanted land becomes tapped": for mana
            if ev != "tapped":
                raise Skip("only a creature attacks")
            event_player = me
            action = partial(tap_for_mana, run, host)
        else:
            if "damage" in ev and not (host_view.power or 0) > 0:
                raise Skip("with power 0 it deals no combat damage (510.1)")
            event_player = opp if "player" in ev else me
            board.attack_side = me
            other = None  # Bo's creature that blocks it, or that it blocks (509.1)
            if ev in ("becomes_blocked", "blocks", "blocks_creature", "combat_damage_to_creature",
                      "damage_to_creature"):
                c = blocker_for(host_view, board.bindings(source), exclude={card.name})
                other = run.put(opp, c.name)
                run.avoid.add(other)
                if "damage" in ev:  # 510.2: the blocker it deals combat damage to
                    event_target = other
            if ev in ("blocks", "blocks_creature"):  # the event's object is the host (509.2a)
                event_player = me
                start["active"] = board.attack_side = opp

            def action() -> None:
                if ev in ("blocks", "blocks_creature"):
                    assert other is not None
                    run.attack = [Pair(other, me)] + [Pair(o, me) for o in also_attacking]
                    run.block = [Pair(host, other)]
                    run.until(lambda d: d.kind == "priority" and run.game.step ==
                              "declare_blockers")
                    return
                run.attack = [Pair(host, opp)] + [Pair(o, opp) for o in also_attacking]
                if other is not None:
                    run.block = [Pair(other, host)]
                if other is not None and "damage" not in ev:
                    run.until(lambda d: d.kind == "priority" and run.game.step ==
                              "declare_blockers")
                elif "damage" in ev:  # 510.4: first strike
                    run.until(lambda d: d.kind == "priority" and run.game.step in (
                        "first_strike_damage", "combat_damage"))
                else:
                    run.until(lambda d: d.kind == "priority" and run.game.step ==
                              "declare_attackers")
    elif ev == "dies" and t.subject == "filter" and dealt_damage_by_self(t.pred):
        if "Creature" not in types:
            raise Skip("only a creature deals combat damage here (510.1)")
        source = on_battlefield()
        victim, attacks = combat_victim(run, board, source, t.pred)
        event_object, event_player = victim, opp
        start["active"] = board.attack_side = me if attacks else opp

        def action() -> None:
            if attacks:
                run.attack, run.block = [Pair(source, opp)], [Pair(victim, source)]
            else:
                run.attack, run.block = [Pair(victim, me)], [Pair(source, victim)]
            run.until(lambda d: d.kind == "priority" and (
                victim not in run.game.battlefield or run.game.step in ("end_combat", "main2")))
    elif ev in ("dies", "leaves") and t.subject != "self" and \
            combat_role(t.pred) == "attacking" and \
            (where := placement(t.pred, me, me, opp, combat=True))["controller"] == me:
        source = on_battlefield()  # 510.2, 704.5g: one of Ann's attackers dies blocked
        pb = replace(board.bindings(source), printed=True)
        c = find_candidate(t.pred, pb, Want(no_auras=True), exclude={card.name})
        if where.get("tapped"):
            raise Skip("a tapped creature can't attack (508.1a)")
        has = {**(entering_counters(c.ir) if c.ir is not None else {}),
               **where.get("counters", {})}
        victim = run.put(me, c.name, token=where.get("token", False), counters=has or None)
        run.avoid.add(victim)
        big = blocker_for(view_of(run.game, run.game.objects[victim]),  # type: ignore[arg-type]
                          board.bindings(source), exclude={card.name})
        blocker = run.put(opp, big.name)
        if any(isinstance(a, ir.AttacksEachCombat) for a in card.abilities):
            also_attacking.append(source)  # 508.1d: it attacks too
        event_object, event_player = victim, me
        board.attack_side = me

        def action() -> None:
            run.attack = [Pair(victim, opp)] + [Pair(o, opp) for o in also_attacking]
            run.block = [Pair(blocker, victim)]
            run.until(lambda d: d.kind == "priority" and (
                victim not in run.game.battlefield or run.game.step in ("end_combat", "main2")))
            if victim in run.game.battlefield:
                raise Skip(f"{big.name} blocking didn't kill {c.name}")
    elif ev in ("dies", "leaves") and t.subject != "self":  # destroyed by a spell of Ann's
        source = on_battlefield()
        c = find_candidate(t.pred, replace(board.bindings(source), printed=True),
                           Want(no_auras=True), exclude={card.name})
        where = placement(t.pred, me, me, opp)
        counters = {**(entering_counters(c.ir) if c.ir is not None else {}),
                    **where.get("counters", {})}  # "a creature with a +1/+1 counter on it dies"
        victim = run.put(where["controller"], c.name, token=where.get("token", False),
                         counters=counters or None)
        run.avoid.add(victim)
        killer = destroy_spell(c.view, board.bindings(source))
        spell = run.put(me, killer.name, "hand")
        run.avoid.update(run.lands(me, killer.cost))
        run.targets.append([victim])
        event_object, event_player = victim, where["controller"]

        def action() -> None:
            cast_and_resolve(run, spell, killer.name)
    elif ev in ("dies", "leaves", "put_into_graveyard") and t.subject == "self":
        source = on_battlefield()
        if "indestructible" in card.keywords or any(  # 702.12b; or targeting triggers first
                isinstance(a, ir.Triggered) and a.trigger.event.startswith("becomes_target")
                for a in card.abilities):  # 701.21a: Ann sacrifices it for a cost instead
            outlet_card, index, needs = sacrifice_outlet(
                ir_view(card), replace(board.bindings(source), printed=True),
                {"controller": me})
            if needs:
                raise Skip("no pool permanent sacrifices it as it is for a cost")
            action = sacrifice_with(run, outlet_card, index, source)
        else:
            killer = destroy_spell(ir_view(card), board.bindings(source))
            spell = run.put(me, killer.name, "hand")
            run.avoid.update(run.lands(me, killer.cost))
            run.targets.append([source])
            action = lambda: cast_and_resolve(run, spell, killer.name)  # noqa: E731
    elif ev == "tapped" and t.subject == "self" and "Creature" not in types and any(
            isinstance(a, ir.Activated) and a.is_mana_ability and a.cost.tap
            for a in card.abilities):
        source = on_battlefield()  # tapped for mana, it becomes tapped (605.1a, 701.26a)
        event_object, event_player = source, me
        action = partial(tap_for_mana, run, source)
    elif ev == "tapped" and t.subject == "self" and "vigilance" in card.keywords:
        source = on_battlefield()  # 702.20b: attacking doesn't tap it; a pool spell does
        event_object, event_player = source, me
        action = arrange_tapping(run, source, board.bindings(source))
    elif ev in ("attacks", "combat_damage_to_player", "becomes_blocked", "combat_damage",
                "damage_to_player", "damage", "combat_damage_to_creature", "damage_to_creature",
                "tapped") and t.subject == "self" \
            or t.subject == "batch" or watches_attackers(t):
        crew = crew_of(card) if "Creature" not in types else None
        station = creature_counters(card) if "Creature" not in types else {}
        if station and t.subject == "self":  # 721.2b: a creature with enough charge counters
            counters.update(station)
            types = types | {"Creature"}
        if "Creature" not in types and t.subject == "self" and crew is None:
            raise Skip("only a creature attacks")
        if any(isinstance(a, ir.CantAlone) and a.attack for a in card.abilities):
            also_attacking.append(second_attacker(run, board))  # 506.5: not alone
        source = on_battlefield()
        pump = arrange_power(run, source) if "damage" in ev and t.subject == "self" else None
        crewed = crew is not None and t.subject == "self" and arrange_crew(
            run, board, source, crew)
        from ..rules.triggers import subject_fits

        batch_fits = t.subject in ("self", "self_or") or subject_fits(  # may it be one?
            run.game, ir.Trigger(ev, "filter", t.pred), source, me, run.game.objects[source])
        if "damage" in ev and not (view_of(run.game, run.game.objects[source]).power or 0) > 0:
            batch_fits = t.subject == "self"  # 510.1: with power 0 it deals no combat damage
        vehicle = None  # one of Ann's Vehicles the trigger watches, crewed to attack
        if ("Creature" in types or crewed) and batch_fits:
            attackers = [source]
        else:  # one of Ann's deals it
            watched, crews = watched_attacker(run, board, t.pred, source, "damage" in ev)
            attackers, vehicle = [watched], watched if crews else None
        blocker = None
        if ev in ("becomes_blocked", "combat_damage_to_creature", "damage_to_creature"):
            c = blocker_for(view_of(run.game, run.game.objects[attackers[0]]),
                            board.bindings(source), exclude={card.name})
            blocker = run.put(opp, c.name)
            if ev != "becomes_blocked":
                event_target = blocker
        event_player = opp
        if t.subject != "batch":  # "whenever a creature you control attacks, ... it"
            event_object = attackers[0]
        board.attack_side = me
        blocks_too = True  # Ann's other attackers may be blocked as well (509.1a)

        def action() -> None:
            if crewed:
                crew_it(run, source)
            if pump is not None:  # once it is a creature
                pump()
            if vehicle is not None:
                crew_it(run, vehicle)
            run.attack = [Pair(a, opp) for a in attackers] + [Pair(o, opp) for o in also_attacking]
            run.block = [Pair(blocker, attackers[0])] if blocker is not None else []
            run.attack += [Pair(a, opp) for _, a in also_blocking]
            run.block += [Pair(o, a) for o, a in also_blocking]
            if "combat_damage" in ev or ev in ("damage_to_player", "damage",
                                               "damage_to_creature"):  # 510.4: first strike
                run.until(lambda d: d.kind == "priority" and run.game.step in (
                    "first_strike_damage", "combat_damage"))
            else:
                run.until(lambda d: d.kind == "priority" and run.game.step in (
                    "declare_attackers", "declare_blockers") and (
                    ev in ("attacks", "creatures_attack", "tapped") or
                    run.game.step == "declare_blockers"))
    elif ev in ("blocks", "blocks_creature") and t.subject == "self" or ev == "blocks" and \
            t.subject in ("filter", "self_or") and not combat_role(t.pred) and \
            placement(t.pred, me, me, opp)["controller"] == me:
        if "Creature" not in types and t.subject == "self":
            raise Skip("only a creature blocks")
        source = on_battlefield()
        blocker = source  # "whenever a creature [you control] blocks": one of Ann's (509.1)
        if t.subject != "self":
            from ..rules.triggers import subject_fits

            if "Creature" not in types or t.subject == "filter" and not subject_fits(
                    run.game, t, source, me, run.game.objects[source]):
                blocker = run.put(me, find_candidate(
                    ir.And((ir.CardType("Creature"), t.pred)), replace(
                        board.bindings(source), printed=True), Want(no_auras=True),
                    exclude={card.name}).name, **watched_state(t.pred))
                run.avoid.add(blocker)
        blocked = ir.CardType("Creature")
        if isinstance(t.condition, ir.ObjectIs) and isinstance(t.condition.obj, ir.EventTarget):
            blocked = ir.And((blocked, t.condition.pred))  # "blocks a creature with flying"
        c = find_candidate(blocked, board.bindings(source),
                           Want(toughness_above=8), exclude={card.name})
        attacker = run.put(opp, c.name)
        event_object = attacker if t.subject == "self" else blocker  # the event's (509.2a)
        start["active"] = opp
        board.attack_side = opp

        def action() -> None:
            run.attack = [Pair(attacker, me)] + [Pair(o, me) for o in also_attacking] + \
                [Pair(a, me) for _, a in also_blocking]
            run.block = [Pair(blocker, attacker)] + [Pair(o, a) for o, a in also_blocking]
            run.until(lambda d: d.kind == "priority" and run.game.step == "declare_blockers")
    elif ev in TURN_EVENTS:
        untaps_self = any(isinstance(n, ir.Untap) and isinstance(n.what, ir.This)
                          for n in ir.walk(effect))  # "untap SELF" is seen on a tapped source
        source = on_battlefield(tapped=ev == "untaps" or untaps_self)
        whose = t.player
        active = opp if isinstance(whose, ir.Opponent) else me
        start.update(active=active, step="main1" if ev == "begin_combat" else
                     "main2" if ev == "end_step" else "untap")
        step = {"end_step": "end", "begin_combat": "begin_combat", "draw_step": "draw"}.get(
            ev, "upkeep")
        event_player = active
        if step != "upkeep" and active == me:  # 702.24a: its first age counter paid for
            for ka in card.abilities:
                if isinstance(ka, ir.KeywordAbility) and ka.name == "cumulative upkeep" and \
                        ka.cost is not None and ka.cost.mana:
                    run.lands(me, ka.cost.mana)
        if "phasing" in card.keywords and start["step"] == "untap" and active == me:
            # 702.26a: phased in on every other untap step of its controller; arranged phased
            # out, it phases in as this one begins (502.1) and is there for the trigger
            from ..rules.phasing import phase_out

            phase_out(run.game, [source])

        def action() -> None:
            run.until(lambda d: d.kind == "priority" and run.game.step == step)
    elif ev == "lose_life" and t.subject == "any":  # 120.3a: damage to a player is life loss
        source = on_battlefield()
        who = me if isinstance(t.player, ir.You) else opp
        burn, dealt = player_burn_spell(who == opp)
        spell = run.put(me, burn.name, "hand")
        run.avoid.update(run.lands(me, burn.cost))
        run.targets.append([who])
        event_player = who
        action = lambda: cast_and_resolve(run, spell, burn.name)  # noqa: E731
    elif ev == "tapped" and t.subject == "filter":  # 701.26a: a pool spell of Ann's taps it
        source = on_battlefield()
        where = placement(t.pred, me, me, opp)
        c = find_candidate(t.pred, replace(board.bindings(source), printed=True),
                           Want(no_auras=True), exclude={card.name})
        event_object = run.put(where["controller"], c.name, token=where.get("token", False))
        run.avoid.add(event_object)
        event_player = where["controller"]
        action = arrange_tapping(run, event_object, board.bindings(source))
    elif ev == "becomes_monstrous" and t.subject == "self":  # 701.37b: its own ability
        way = monstrosity_of(card)
        source = on_battlefield()
        run.avoid.update(run.lands(me, way.cost.mana))
        event_object, event_player = source, me
        action = lambda: activate_and_resolve(run, source, way)  # noqa: E731
    elif ev.startswith("counter_put:") and t.subject in ("self", "filter"):
        source = on_battlefield()  # 122.6: a pool spell of Ann's puts them on it
        event_object = source
        if t.subject == "filter":
            where = placement(t.pred, me, me, opp)
            c = find_candidate(ir.And((ir.CardType("Creature"), t.pred)), replace(
                board.bindings(source), printed=True), Want(no_auras=True), exclude={card.name})
            event_object = run.put(where["controller"], c.name, token=where.get("token", False))
            run.avoid.add(event_object)
        event_player = me
        action = arrange_counters(run, ev.split(":", 1)[1], event_object, board.bindings(source))
    elif ev == "becomes_target_of_spell" and t.subject == "self" and t.player is None:
        source = on_battlefield()  # 601.2c: a pool spell of Ann's targets it
        event_object, event_player = source, me
        action = arrange_targeting(run, source, board.bindings(source))
    elif ev == "cast" and any(isinstance(n, ir.TargetsThis) for n in ir.walk(t.pred)):
        rest = other_than_targeting(t.pred)
        if rest is None or isinstance(t.player, ir.Opponent) or "Creature" not in types:
            raise Skip("only your spell targeting this creature is arranged")
        source = on_battlefield()
        c = pump_spell() if rest == ir.And(()) else spell_targeting(
            view_of(run.game, run.game.objects[source]), board.bindings(source), rest)
        spell = run.put(me, c.name, "hand")
        run.avoid.update(run.lands(me, c.cost))
        run.targets.append([source])  # heroic: the spell targets it as it is cast (601.2c)
        event_player = me
        holder: list[int] = []

        def action() -> None:
            old = set(run.game.stack)
            run.act(Cast(spell))
            holder.append(stack_spell_id(run, c.name, old))
    elif ev == "cast":
        source = on_battlefield()
        who = me if not isinstance(t.player, ir.Opponent) else opp
        # a spell of Bo's for the trigger to target: Bo casts it on his turn, Ann responds
        responds = who == me and t.nth <= 1 and any(
            p.objects is not None and "stack" in p.objects.zones for p in scene.phrases)
        pb = replace(board.bindings(source), printed=True)
        try:
            c = find_candidate(t.pred, pb, Want(castable=True), "stack", exclude={card.name} | (
                sorcery_speed() if responds else frozenset()))
        except Skip:  # an Aura spell, cast on a host (303.4a)
            c = find_candidate(ir.And((t.pred, ir.Subtype("Aura"))), pb, Want(),
                               exclude={card.name})
        spell = run.put(who, c.name, "hand")
        run.avoid.update(run.lands(who, c.cost))
        aim_aura(run, c, who)
        earlier = []  # "your second spell each turn": the spells cast before it (601.2i)
        for _ in range(max(t.nth - 1, 0)):
            first = spell_with(ir.Draw, lambda e: isinstance(e.amount, int))
            earlier.append((run.put(who, first.name, "hand"), first.name))
            run.avoid.update(run.lands(who, first.cost))
        if not responds:
            start["active"] = who
        event_player = who
        holder: list[int] = []

        def action() -> None:
            for oid, name in earlier:
                run.priority_for(who)
                old = set(run.game.stack)
                run.act(Cast(oid))
                run.resolve(stack_spell_id(run, name, old))
            run.priority_for(who)
            old = set(run.game.stack)
            run.act(Cast(spell))
            holder.append(stack_spell_id(run, c.name, old))
    elif ev == "draw" and t.subject == "any" and not t.also and t.nth != 1:
        # the turn's draw (504.1) is the first card; "your second card each turn": then a
        # spell that draws cards, each a separate draw (121.2), the nth among them triggers
        source = on_battlefield()
        who = opp if isinstance(t.player, ir.Opponent) else me
        spells: list[int] = []
        c = None
        if t.nth > 1:
            c = spell_with(ir.Draw, lambda e: isinstance(e.amount, int) and isinstance(
                e.who, ir.You))
            amount = c.ir.spell.effect.amount if c.ir and c.ir.spell else 1  # type: ignore
            for _ in range(-(-(t.nth - 1) // max(int(amount), 1))):
                spells.append(run.put(who, c.name, "hand"))
                run.avoid.update(run.lands(who, c.cost))
        start.update(active=who, step="upkeep")
        event_player = who

        def action() -> None:
            if not spells:
                run.until(lambda d: d.kind == "priority" and run.game.step == "draw")
                return
            run.until(lambda d: d.kind == "priority" and run.game.step == "main1")
            for oid in spells:
                assert c is not None
                old = set(run.game.stack)
                run.act(Cast(oid))
                run.resolve(stack_spell_id(run, c.name, old))
    elif ev == "gain_life":  # 119.3: the gainer casts a pool spell gaining its caster life
        gainer = opp if isinstance(t.player, ir.Opponent) else me
        source = on_battlefield()
        c = spell_with(ir.GainLife, lambda e: isinstance(e.who, ir.You) and isinstance(e.amount, int))
        spell = run.put(gainer, c.name, "hand")
        run.avoid.update(run.lands(gainer, c.cost))
        event_player = gainer
        if gainer == opp:  # on Bo's turn, for a sorcery (307.1)
            start["active"] = opp

        def action() -> None:
            cast_and_resolve(run, spell, c.name)
    elif ev == "tapped_for_mana":
        source = on_battlefield()
        land = run.put(me, "Forest")
        event_player, event_mana, event_object = me, "G", land
        mana_trigger = True

        def action() -> None:
            d = run.game.pending()
            assert d is not None
            option = next((o for o in d.options if isinstance(o, Activate) and o.source == land),
                          None)
            if option is None:
                raise Skip("the Forest's mana ability is not offered")
            run.act(option)
    elif ev == "dealt_damage" and t.subject in ("self", "filter"):
        # 120.3: Ann casts a pool spell dealing damage to it (the source itself, or another
        # permanent the condition describes, put onto the battlefield for it)
        if t.subject == "self" and not types & {"Creature", "Planeswalker", "Battle"}:
            raise Skip("only a creature, planeswalker or battle is dealt damage (120.3)")
        source = on_battlefield()
        if t.subject == "self":
            victim, victim_view = source, ir_view(card)
        else:
            c = find_candidate(t.pred, replace(board.bindings(source), printed=True),
                               Want(no_auras=True, toughness_above=3), exclude={card.name})
            where = placement(t.pred, me, me, opp)
            victim = run.put(where["controller"], c.name, token=where.get("token", False))
            run.avoid.add(victim)
            victim_view = c.view
        burn = burn_spell(victim_view, board.bindings(source))
        dealt = burn.ir.spell.effect.amount  # type: ignore[union-attr]
        spell = run.put(me, burn.name, "hand")
        run.avoid.update(run.lands(me, burn.cost))
        run.targets.append([victim])
        event_object, event_player = victim, run.game.objects[victim].controller

        def action() -> None:
            cast_and_resolve(run, spell, burn.name)
    elif ev == "turned_face_up" and t.subject == "attached" and any(
            isinstance(a, ir.Enchant) for a in card.abilities):
        c, way = morph_candidate(t.pred, board.bindings(), exclude={card.name})
        event_object = run.put(me, c.name, face_down=True)  # 708.2: a face-down 2/2 creature
        source = on_battlefield()
        run.game.objects[source].attached_to = event_object  # 303.4: it enchants that one
        run.avoid.update({source, event_object, *run.lands(me, way.cost.mana)})
        event_player = me
        turned = event_object

        def action() -> None:
            run.act(TurnFaceUp(turned))  # 116.2b, 702.37e
    elif ev == "turned_face_up" and t.subject in ("self", "self_or", "filter"):
        way = face_up_way(card) if t.subject != "filter" else None
        if way is None and t.subject == "self":
            raise Skip("only its morph or disguise ability is arranged turning it face up")
        if way is not None:
            source = on_battlefield(face_down=True)  # 702.37c: as if it had been cast face down
            event_object = source
        else:  # 702.37e: another permanent of Ann's, put face down, turned face up
            source = on_battlefield()
            c, way = morph_candidate(t.pred, board.bindings(source), exclude={card.name})
            where = placement(t.pred, me, me, opp)
            if where["controller"] != me:
                raise Skip("an opponent's permanent turned face up isn't arranged yet")
            event_object = run.put(me, c.name, face_down=True)
            run.avoid.add(event_object)
        run.avoid.update(run.lands(me, way.cost.mana))
        event_player = me
        turned = event_object

        def action() -> None:
            run.act(TurnFaceUp(turned))  # 116.2b, 702.37e
    elif ev == "state":  # 603.8: it triggers when a player would receive priority
        source = on_battlefield()
        event_player = me
        if t.condition is not None and not _holds_or_unknown(t.condition, board.bindings(
                source)) and not arrange_intervening(run, board, t.condition, source, t):
            raise Skip("the state its trigger watches (603.8) isn't arranged")

        def action() -> None:
            run.settle()
    elif ev in ("sacrifice", "put_into_graveyard") and t.subject == "filter":
        source = on_battlefield()
        event_object, event_player, action = arrange_leaving(run, board, card, t, source)
    elif ev == "discard" and t.subject == "any":
        source = on_battlefield()
        event_player, action = arrange_discard(run, t)
    elif ev == "becomes_monarch" and isinstance(t.player, ir.You):
        source = on_battlefield()
        event_player = me
        action = take_the_crown(run, board, source, "Creature" in types)
    else:
        raise Skip(f"the trigger event {ev!r} ({t.subject}) isn't arranged yet")
    assert source
    if any(isinstance(n, ir.ExiledWithSelf) for n in ir.walk(effect)):
        arrange_exiled_with(run, board, card, source)
    if tracks_history(ab):
        run.happened = []
    if history_conditions(effect) and not history_fits(effect, t):
        if scene.history:  # its own event would make history of its own
            raise Skip("the turn's history with this trigger's event isn't arranged")
    else:
        track_history(run, board, effect, source, scene.history)
    arranged = ab.intervening is not None and not scene.unarranged and not scene.monarch and \
        arrange_intervening(run, board, ab.intervening, source, t)
    if run.then:  # 603.4: the turn's history first (an attack in the first main phase)
        if start.get("active", me) != me or board.combat or board.stack_spells:
            raise Skip("the turn's history together with other arrangements")
        if start.get("step") == "main2":
            start["step"] = "main1"

    pre_targets = list(run.targets)
    chosen = board.targets(scene.phrases, effect, source, other=scene.other,
                           extra=attach_want(card, effect))
    board.each_objects(scene.effect)
    effect_needs(run, board, scene.effect)
    if isinstance(effect, ir.SacrificeUnless) or any(isinstance(n, ir.SacrificeUnless)
                                                     for n in ir.walk(effect)):
        node = next(n for n in ir.walk(effect) if isinstance(n, ir.SacrificeUnless))
        c = find_candidate(node.what.pred, board.bindings(source), Want(), exclude={card.name})
        board.fodder = run.put(me, c.name)
        run.prefer_sacrifice = board.fodder
    if board.combat:
        if board.attack_side is not None and all(r == "attacking" for _, r, _ in board.combat):
            also_attacking += [o for o, _, _ in board.combat]  # they attack with it (508.1a)
            board.combat = []
        elif board.attack_side == opp and ev in ("blocks", "blocks_creature") and all(
                r == "blocking" and a is not None for _, r, a in board.combat):
            also_blocking += [(o, a) for o, _, a in board.combat  # they block with it (509.1a)
                              if a is not None]
            board.combat = []
        elif blocks_too and all(r == "attacking" or r == "blocking" and a is not None
                                for _, r, a in board.combat):  # Ann's attack and Bo's blocks
            also_attacking += [o for o, r, _ in board.combat if r == "attacking"]
            also_blocking += [(o, a) for o, r, a in board.combat
                              if r == "blocking" and a is not None]
            board.combat = []
        elif not (ev == "enters" and t.subject == "self" and "flash" in card.keywords):
            raise Skip("a target in combat for this triggered ability isn't arranged yet")
    board.begin(chosen, **start)
    for hook in run.then:
        hook()
    run.targets = pre_targets + [list(x) for x in chosen] * (1 + run.shared)
    run.mode = scene.mode
    if source and source in run.game.objects and run.game.objects[source].zone == "battlefield":
        lki = snapshot(run.game)
    else:
        lki = None
    pre = snapshot(run.game)
    old = set(board.cast)  # the spells cast to be targeted (triggers may be there already)
    action()
    if ev == "cast" and holder:
        event_object = holder[0]
    moved_to: dict[int, int] = {}
    gone = [source] if t.subject == "self" else [event_object]
    if t.subject == "attached" and ev in ("dies", "leaves"):  # 400.7f: the Aura put into the
        gone.append(source)  # graveyard with it, or for being attached to nothing (704.5m)
    for oid in gone if ev in ("dies", "put_into_graveyard", "leaves") else ():
        if oid is None or oid not in pre.objects:
            continue
        dead = pre.objects[oid]  # the card in the graveyard is a new object (400.7, 400.7e)
        new_card = next((o for o in run.game.player(dead.owner).graveyard
                         if o not in pre.objects and run.game.objects[o].name == dead.name), None)
        if new_card is not None:
            moved_to[oid] = new_card
    if ev == "enters" and t.subject == "self":
        found = [o for o in run.game.battlefield if run.game.objects[o].name == card.name]
        source = found[-1] if found else source
    if ev == "enters" and t.subject != "self":
        event_object = next((o for o in run.game.battlefield if o not in pre.battlefield
                             and o != source), None)
    trig = run.new_trigger(old, ab)
    verdict = intervening_verdict(run, ab, source, trig is not None, arranged,
                                  scene.unarranged or bool(scene.monarch), event_player)
    if verdict:
        return verdict
    if trig is None:
        if mana_trigger:  # 605.4a: a triggered mana ability resolves at once
            p = Prediction()
            p.add_mana(me, [Counter(event_mana)])
            p.plans[event_object or 0] = ObjPlan(pre.objects[event_object or 0])
            p.plans[event_object or 0].add("tapped", True)
            b = bind(run, pre, source, chosen, event_object=event_object,
                     event_player=event_player, event_mana=event_mana)
            return check(run, pre, b, scene, None, p)
        if ab.intervening is not None and not _holds_or_unknown(ab.intervening, bind(
                run, snapshot(run.game), source, (), event_player=event_player)):
            return f"{UNCHECKED}: its intervening 'if' (603.4) isn't arranged"
        if ev != "dies" and source not in run.game.objects:  # its own or another's event
            raise Skip(f"{card.name} didn't stay on the battlefield (704.5f): the board leaves "
                       "what it counts at 0")
        return f"{FAILED}: it didn't trigger ({ev})"
    if mana_trigger and not ab.targets and ir.effect_adds_mana(ab.effect):
        return (f"{FAILED}: it went on the stack, but a triggered ability that triggers from "
                "mana being added and could add mana is a mana ability: it resolves at once "
                "(605.1b, 605.4a)")
    if dealt is not None and (getattr(trig, "event", None) or {}).get("amount") != dealt:
        return f"{FAILED}: it triggered, but not on the {dealt} damage dealt (120.3, 603.2)"
    run.to_top(trig.id)
    before = snapshot(run.game)
    source_view = lki.objects.get(source) if lki is not None else None
    if source in before.objects and before.objects[source].zone == "battlefield":
        source_view = before.objects[source]
    b = bind(run, before, source, chosen, source_view=source_view, event_object=event_object,
             event_player=event_player, event_mana=event_mana, fodder=board.fodder,
             copy_choice=board.copy_choice, lki=pre.objects, moved_to=moved_to,
             event_amount=(getattr(trig, "event", None) or {}).get("amount"),
             event_spent=run.spent_on.get(event_object) if event_object is not None else None)
    if event_target is not None:
        b = replace(b, event_target=event_target)
    run.resolve(trig.id)
    done = None
    if ab.chapter and ab.chapter == final_chapter(card.abilities):
        done = Prediction()  # 714.4: its final chapter resolved, the Saga is sacrificed
        _leave(source, "graveyard", b, done)
    return check(run, before, _late_bindings(run, b), scene, trig.id, done)


def sacrifice_outlet(view: View, b: Bindings, where: dict[str, Any]
                     ) -> tuple[Candidate, int, dict[str, Any]]:
    """A pool permanent with an activated ability whose only cost is sacrificing one permanent
    the viewed object can be (602.1, 701.21a), no targets and no mana added: the card, the
    ability's index among its activated abilities and the state the sacrificed object needs
    for that cost ("Sacrifice a token": a token, 111.1), consistent with ``where``. An outlet
    that needs no extra state is preferred."""
    found: tuple[Candidate, int, dict[str, Any]] | None = None
    for c in candidates():
        card = c.ir
        if card is None or "Land" in c.view.types:
            continue
        acts = [a for a in card.abilities if isinstance(a, ir.Activated)]
        for i, a in enumerate(acts):
            parts = a.cost.parts
            if len(parts) != 1 or not isinstance(parts[0], ir.SacrificeObjects) or \
                    parts[0].count != 1 or a.targets or ir.effect_adds_mana(a.effect) or \
                    getattr(a, "restriction", None):
                continue
            needs = _outlet_needs(parts[0].what.pred, view, b, where)
            if needs is None:
                continue
            if not needs:
                return c, i, needs
            found = found or (c, i, needs)
    if found is None:
        raise Skip("no pool permanent only sacrifices it for a cost")
    return found


def _outlet_needs(pred: ir.Pred, view: View, b: Bindings, where: dict[str, Any]
                  ) -> dict[str, Any] | None:
    """The state (token, tapped, counters) a sacrifice cost's predicate asks of the object
    beyond ``where``, or None when the object can't satisfy it (601.2h, 701.21a)."""
    try:
        if not holds(pred, view, replace(b, printed=True)):
            return None
        extra = placement(pred, where["controller"], where["controller"], -1)
    except (Unpredictable, Skip):
        return None
    extra.pop("controller")
    if any(k in where and where[k] != v for k, v in extra.items() if k != "counters"):
        return None
    needs = {k: v for k, v in extra.items() if where.get(k) != v}
    return None if needs.keys() - {"token", "counters"} else needs  # only these are placed


def arrange_exiled_with(run: Run, board: Board, card: ir.Card, source: int) -> None:
    """"The exiled card" (607.2a): a pool card one of the source's abilities could have
    exiled (the target of its "exile target ..."), put into exile as exiled with it, owned by
    the player its description says (Bo by default)."""
    exiling = [e for a in card.abilities for e in ir.walk(a) if isinstance(e, ir.Triggered)
               and e.targets and any(isinstance(n, ir.Exile) and n.what == ir.Targeted(0)
                                     for n in ir.walk(e.effect))]
    if not exiling or exiling[0].targets[0].objects is None:
        raise Skip("the exiled card's exiling ability isn't arranged")
    pred = exiling[0].targets[0].objects.pred
    c = find_candidate(pred, replace(board.bindings(source), printed=True), Want(no_auras=True),
                       exclude={card.name})
    owner = placement(pred, run.opp, run.me, run.opp)["controller"]
    exiled = run.put(owner, c.name, "exile")
    run.game.exiled_with[source] = (*run.game.exiled_with.get(source, ()), exiled)


def sacrifice_with(run: Run, outlet_card: Candidate, index: int, victim: int
                   ) -> Callable[[], None]:
    """Put the outlet (see :func:`sacrifice_outlet`) onto Ann's battlefield: the action
    activating its ability, sacrificing ``victim`` for the cost (602.2b, 701.21a)."""
    outlet = run.put(run.me, outlet_card.name)
    run.avoid.add(outlet)
    run.prefer_sacrifice = victim

    def action() -> None:
        d = run.game.pending()
        assert d is not None
        offered = [o for o in d.options if isinstance(o, Activate) and o.source == outlet]
        if len(offered) <= index:
            raise Skip(f"{outlet_card.name}'s sacrifice ability is not offered")
        run.act(offered[index])
    return action


def arrange_leaving(run: Run, board: Board, card: ir.Card, t: ir.Trigger, source: int
                    ) -> tuple[int, int, Callable[[], None]]:
    """Another object of Ann's leaves the battlefield for her graveyard: she sacrifices it for
    a pool permanent's cost ("whenever you sacrifice ...", 701.21a), or a pool spell of hers
    destroys it ("whenever ... is put into a graveyard from the battlefield", 701.8a). The
    event object, the event player and the action."""
    me = run.me
    pb = replace(board.bindings(source), printed=True)
    where = placement(t.pred, me, me, run.opp)
    who = where["controller"]
    if t.player is not None and not isinstance(t.player, ir.You | ir.Opponent) or \
            isinstance(t.player, ir.Opponent) and who == me:
        raise Skip(f"a permanent of {type(t.player).__name__} leaving isn't arranged yet")
    if isinstance(t.player, ir.Opponent):
        who = run.opp
    if who != me and t.event == "sacrifice":
        raise Skip("an opponent sacrificing a permanent isn't arranged yet")
    c = find_candidate(t.pred, pb, Want(no_auras=True), exclude={card.name})
    if c.view.types & {"Instant", "Sorcery"}:
        raise Skip("the leaving object can't be a spell")
    outlet_card, index = None, 0
    if t.event == "sacrifice":
        outlet_card, index, needs = sacrifice_outlet(c.view, pb, where)
        where = {**where, **needs, "counters": {**where.get("counters", {}),
                                                 **needs.get("counters", {})}}
    counters = {**(entering_counters(c.ir) if c.ir is not None else {}),
                **where.get("counters", {})}
    victim = run.put(who, c.name, token=where.get("token", False), counters=counters or None)
    run.avoid.add(victim)
    if outlet_card is not None:
        return victim, me, sacrifice_with(run, outlet_card, index, victim)
    killer = destroy_spell(c.view, pb, theirs=who != me)
    spell = run.put(me, killer.name, "hand")
    run.avoid.update(run.lands(me, killer.cost))
    run.targets.append([victim])
    return victim, who, lambda: cast_and_resolve(run, spell, killer.name)


def arrange_discard(run: Run, t: ir.Trigger) -> tuple[int, Callable[[], None]]:
    """A player discards cards (701.9a): a pool spell of Ann's without targets makes them
    discard their only card, a filler ("each player" when it is Ann). The event player and
    the action."""
    me, opp = run.me, run.opp
    who = me if isinstance(t.player, ir.You) else opp
    fits = (lambda w: isinstance(w, ir.EachPlayer)) if who == me else \
        (lambda w: isinstance(w, ir.EachOpponent | ir.EachPlayer))
    c = spell_with(ir.Discard, lambda e: isinstance(e.amount, int) and not e.at_random and
                   fits(e.who))
    g = run.game
    spell_ir = c.ir.spell if c.ir is not None else None
    both = isinstance(getattr(spell_ir.effect, "who", None), ir.EachPlayer) if spell_ir else False
    for pid in (me, opp):  # one card: one trigger; none for the other player's hand if the
        if pid != who and not both:  # spell makes each player discard (one event to check)
            continue
        hand = g.player(pid).hand
        for oid in [o for o in hand if g.objects[o].name == FILLER][1 if pid == who else 0:]:
            hand.remove(oid)
            g.objects[oid].zone = "library"
            g.player(pid).library.insert(0, oid)
    spell = run.put(me, c.name, "hand")
    run.avoid.update(run.lands(me, c.cost))
    return who, lambda: cast_and_resolve(run, spell, c.name)


def arrangeable(cond: ir.Condition) -> bool:
    """Whether ``arrange_intervening`` can make an intervening 'if' hold: "if you control
    [N or more] <permanents>", "if you have N or more/less life", "if you have N or more cards
    in hand", all of several."""
    if isinstance(cond, ir.AllOf):
        return all(arrangeable(c) for c in cond.parts)
    if isinstance(cond, ir.Controls):
        return isinstance(cond.player, ir.You) and cond.what.zones == ("battlefield",)
    if isinstance(cond, ir.Kicked):
        return cond.times <= 2
    if isinstance(cond, ir.ManaSpent):  # paid for as it is cast (see ``spent_color``)
        return isinstance(cond.obj, ir.This)
    if no_tapped_lands(cond):  # cast with mana in the pool (see ``pool_mana``)
        return True
    if host_condition(cond) is not None:  # the Aura's host, chosen to fit as it is cast
        return True
    if isinstance(cond, ir.ObjectIs):  # "if this land is tapped"
        return cond.obj == ir.This() and cond.pred == ir.Tapped()
    if isinstance(cond, ir.CompareQ) and isinstance(cond.left, ir.CountersOn):
        return cond.left.obj == ir.This() and isinstance(cond.right, int) and \
            cond.op in ("==", ">=", "<=", ">")
    if isinstance(cond, ir.IsMonarch):
        return isinstance(cond.who, ir.You | ir.EachOpponent | ir.Opponent)
    if isinstance(cond, ir.HappenedThisTurn):
        return history_arrangeable(cond)
    if isinstance(cond, ir.CompareQ) and isinstance(cond.left, ir.TypesAmong) and \
            cond.left.kind == "basic land":
        return _lands_of(cond.left.what) is not None and cond.op in (">=", ">") and \
            isinstance(cond.right, int) and cond.right + (cond.op == ">") <= 5
    if isinstance(cond, ir.CompareQ) and isinstance(cond.left, ir.Count | ir.TypesAmong):
        return _my_graveyard_pred(cond.left.what) is not None and cond.op in (">=", ">") and \
            isinstance(cond.right, int) and (isinstance(cond.left, ir.Count) or
                                             cond.left.kind == "card")
    if isinstance(cond, ir.CompareQ):
        return isinstance(cond.left, ir.PlayerCount) and isinstance(cond.left.player, ir.You) \
            and cond.left.what in ("life", "hand") and isinstance(cond.right, int) and \
            (cond.op in (">=", "<=", ">", "<") or cond.op == "==" and cond.right == 0)
    return False


GRAVEYARD_TYPES = ("Land", "Creature", "Instant", "Sorcery", "Artifact", "Enchantment")


def _lands_of(sel: ir.Selector) -> ir.PlayerRef | None:
    """The player of "lands you control" or "lands that player controls" (an upkeep's active
    player), else None."""
    parts = sel.pred.parts if isinstance(sel.pred, ir.And) else (sel.pred,)
    whose = [p.player for p in parts if isinstance(p, ir.ControlledBy) and
             isinstance(p.player, ir.You | ir.EventPlayer)]
    if sel.zones != ("battlefield",) or len(whose) != 1 or \
            set(parts) != {ir.CardType("Land"), ir.ControlledBy(whose[0])}:
        return None
    return whose[0]


def _my_graveyard_pred(sel: ir.Selector) -> ir.Pred | None:
    """The rest of a selector of "cards in your graveyard" (what to put there), else None."""
    if sel.zones != ("graveyard",):
        return None
    parts = sel.pred.parts if isinstance(sel.pred, ir.And) else (sel.pred,)
    mine = [p for p in parts if isinstance(p, ir.OwnedBy) and isinstance(p.player, ir.You)]
    if not mine:
        return None
    rest = tuple(p for p in parts if p not in mine)
    return rest[0] if len(rest) == 1 else ir.And(rest)


def arrange_intervening(run: Run, board: Board, cond: ir.Condition, source: int,
                        t: ir.Trigger) -> bool:
    """603.4: a triggered ability with an intervening 'if' triggers only if the condition holds
    when its event happens; arrange the board so it does (a quiet permanent it counts, a life
    total, cards in hand or your graveyard, its kicker cost paid as it is cast, 702.33a).
    Returns whether it was arranged."""
    if not arrangeable(cond):
        return False
    if isinstance(cond, ir.AllOf):
        return all([arrange_intervening(run, board, c, source, t) for c in cond.parts])
    me = run.me
    if isinstance(cond, ir.HappenedThisTurn):
        return arrange_history(run, board, cond, source)
    if isinstance(cond, ir.IsMonarch):  # 724.1
        run.game.monarch = me if isinstance(cond.who, ir.You) else run.opp
        return True
    if isinstance(cond, ir.Kicked):
        return arrange_kicker(run, cond, source, t)
    if no_tapped_lands(cond):  # its mana cost paid from the pool, no land tapped (106.4)
        return (t.event, t.subject) == ("enters", "self") and run.before_start is not None
    if host_condition(cond) is not None:  # "When this Aura enters, if enchanted creature is
        return (t.event, t.subject) == ("enters", "self")  # ...": its host chosen to be
    if isinstance(cond, ir.ObjectIs):  # tapped as it is put (the game begins past untap)
        run.game.objects[source].tapped = True
        return True
    if isinstance(cond, ir.CompareQ) and isinstance(cond.left, ir.CountersOn):  # 122.1
        obj = run.game.objects[source]
        r = cond.right
        assert isinstance(r, int)
        obj.counters = {**(obj.counters or {}), cond.left.kind: r + (cond.op == ">")}
        return True
    if isinstance(cond, ir.ManaSpent):  # 601.2h: its lands, arranged as it was put in hand
        return (t.event, t.subject) == ("enters", "self") and \
            run.game.objects[source].zone == "hand" and cond.color == run.spend
    if isinstance(cond, ir.Controls):
        b = board.bindings(source)
        have = sum(1 for o in select(cond.what, b) if b.before.objects[o].controller == me)
        want = Want(mine=True, no_auras=True, not_legendary=cond.at_least > 1)
        for _ in range(cond.at_least - have):  # tapped, with counters, ... as it says
            board._object(cond.what.pred, want, mine=True)
        return True
    assert isinstance(cond, ir.CompareQ) and isinstance(cond.right, int)
    n = cond.right + (cond.op == ">")
    if isinstance(cond.left, ir.TypesAmong) and cond.left.kind == "basic land":  # 305.6
        if isinstance(_lands_of(cond.left.what), ir.EventPlayer) and (  # the turn's player
                t.event not in TURN_EVENTS or isinstance(t.player, ir.Opponent)):
            return False
        from ..ir.typeline import BASIC_LAND_MANA

        for name in list(BASIC_LAND_MANA)[:n]:  # tapped: kept from paying for anything
            run.avoid.add(run.put(me, name, tapped=True))
        return True
    if isinstance(cond.left, ir.Count | ir.TypesAmong):  # cards put in your graveyard
        pred = _my_graveyard_pred(cond.left.what)
        assert pred is not None
        b = board.bindings(source)
        if isinstance(cond.left, ir.Count):
            preds = [pred] * n
        else:  # 205.2a: one card of each of n card types
            preds = [ir.And((pred, ir.CardType(k))) for k in GRAVEYARD_TYPES[:n]]
        for one in preds:
            c = find_candidate(one, b, Want(), zone="graveyard", exclude={run.card.name})
            run.put(me, c.name, "graveyard")
        return True
    assert isinstance(cond.left, ir.PlayerCount)
    player = run.game.player(me)
    r = cond.right
    if cond.left.what == "life":
        if not compare(player.life, cond.op, r):
            player.life = next(v for v in (r, r - 1, r + 1) if v > 0 and compare(v, cond.op, r))
        return True
    if compare(len(player.hand), cond.op, r):
        return True
    if cond.op in ("<=", "<", "=="):  # hellbent: the cards not arranged for it go
        return empty_hand(run, source)
    for _ in range(n + 1 - len(player.hand)):  # one more: a cast leaves it
        run.put(me, "Plains", "hand")
    return True


def no_tapped_lands(cond: ir.Condition | None) -> bool:
    """Whether a condition is "if you control no tapped lands"."""
    if not isinstance(cond, ir.NotCond) or not isinstance(c := cond.part, ir.Controls):
        return False
    parts = c.what.pred.parts if isinstance(c.what.pred, ir.And) else (c.what.pred,)
    return isinstance(c.player, ir.You) and c.what.zones == ("battlefield",) and \
        c.at_least == 1 and set(parts) == {ir.Tapped(), ir.CardType("Land")}


def pool_mana(run: Run, cost: str) -> None:
    """106.4: the mana to cast the card under test put in its controller's mana pool as the
    game begins (so casting it taps no land): each colored symbol's (hybrid: its first
    color), and colorless for generic mana."""
    pool = run.game.player(run.me).pool
    for sym in mana_symbols(cost):
        if sym.isdigit():
            pool[MANA_LETTERS.index("C")] += int(sym)
            continue
        color = next((c for c in sym.split("/") if c in MANA_LETTERS), None)
        if color is None:
            raise Skip(f"the mana symbol {{{sym}}} isn't put in a pool")
        pool[MANA_LETTERS.index(color)] += 1


def empty_hand(run: Run, source: int) -> bool:
    """"If you have no cards in hand" (and fewer than N): the filler cards in the controller's
    hand are put into the library, those arranged (the card under test, a spell to cast) kept:
    they leave the hand as its event is arranged to happen (601.2a). Only before the game
    begins; returns whether it was arranged."""
    p = run.game.player(run.me)
    if run.game.turn or run.then:
        return False
    for oid in [o for o in p.hand if o != source and o not in run.avoid and
                run.game.objects[o].name == FILLER]:
        p.hand.remove(oid)
        p.library.append(oid)
        run.game.objects[oid].zone = "library"
    return True


def spent_color(cond: ir.Condition | None) -> str:
    """601.2h: the color an intervening "if {R} was spent to cast it" asks for (the lands
    arranged to cast it spend it), else ""."""
    return cond.color if isinstance(cond, ir.ManaSpent) and isinstance(cond.obj, ir.This) \
        else ""


def arrange_kicker(run: Run, cond: ir.Kicked, source: int, t: ir.Trigger) -> bool:
    """702.33a: cast with the kicker costs "if it was kicked" asks for paid: "with its [cost]
    kicker" that one (702.33f), "kicked twice" two of them (702.33d: "Kicker {B} and/or {R}"),
    else the first; each a mana cost, with lands to pay it. Not where another of its
    abilities with targets would trigger too: given the same targets (``Run.shared``), the one
    under test put on the stack last (``Run.on_top``), so it resolves first (608.1)."""
    kickers = [a.cost.mana for a in run.card.abilities if isinstance(a, ir.KeywordAbility) and
               a.name == "kicker" and a.cost is not None and
               all(isinstance(p, ir.ManaPart) for p in a.cost.parts)]
    chosen = [k for k in kickers if k == cond.cost] if cond.cost else kickers[:cond.times]
    if len(chosen) < cond.times or (t.event, t.subject) != ("enters", "self") or \
            run.game.objects[source].zone != "hand":
        return False
    tested = next(a for a in run.card.abilities if isinstance(a, ir.Triggered) and
                  a.intervening == cond and a.trigger == t)
    competing = [a for a in run.card.abilities if isinstance(a, ir.Triggered) and isinstance(
        k := a.intervening, ir.Kicked) and k != cond and a.targets and (
            a.trigger.event, a.trigger.subject) == ("enters", "self") and len(
                [c for c in chosen if not k.cost or c == k.cost]) >= k.times]
    if any(a.targets != tested.targets for a in competing):
        return False
    if competing:
        run.shared, run.on_top = len(competing), tested.text
    run.kick = chosen
    for mana in chosen:
        run.avoid.update(run.lands(run.me, mana))
    return True


def history_arrangeable(cond: ir.HappenedThisTurn) -> bool:
    """Whether ``arrange_history`` can make "if <event> this turn" hold: you attacked (raid),
    a creature died (morbid), a permanent you controlled left the battlefield (revolt), an
    opponent lost life, you gained life, a permanent entered under your control; once, in the
    turn; or you cast up to three spells (of the kind it asks for, else ``arrange_casts``
    skips)."""
    if cond.event not in HISTORY_ARRANGED or cond.this_step or cond.at_least > (
            3 if cond.event == "cast" else 1):
        return False
    you, opp = isinstance(cond.player, ir.You), isinstance(cond.player, ir.EachOpponent |
                                                           ir.Opponent)
    anything = cond.pred in (None, ir.And(()))
    return {"attacked": you and cond.pred is None,
            "dies": cond.player is None and cond.pred in (None, ir.CardType("Creature")),
            "left": you and anything, "lose_life": opp and cond.pred is None,
            "gain_life": you and cond.pred is None,
            "entered": you and cond.pred is not None and not anything,
            "cast": you}[cond.event]  # of the kind it asks for, or skipped (arrange_casts)


def tracks_history(ab: ir.Triggered) -> bool:
    """Whether a trigger's game keeps the turn's history in ``Run.happened`` (its intervening
    'if' asks about it): one whose event itself makes none of it (it enters as it is cast, or
    an end step begins), so the history is what ``arrange_history`` made happen."""
    t = ab.trigger
    return ab.intervening is not None and arrangeable(ab.intervening) and any(
        isinstance(n, ir.HappenedThisTurn) for n in ir.walk(ab.intervening)) and \
        history_fits(ab.intervening, t)


def history_fits(value: Any, t: ir.Trigger) -> bool:
    """Whether the history a trigger's game tracks is all the harness made: its event makes
    none (it enters as it is cast, an end step or combat begins; or it attacks, unless it
    asks about attacks or life lost); "a permanent entered this turn" not where the source
    enters (it would be one)."""
    if t.event in ("end_step", "begin_combat"):
        return True
    if (t.event, t.subject) == ("attacks", "self"):  # its attack is history of its own
        return not any(n.event in ("attacked", "lose_life") for n in history_conditions(value))
    return (t.event, t.subject) == ("enters", "self") and not any(
        n.event == "entered" for n in history_conditions(value))


def arrange_history(run: Run, board: Board, cond: ir.HappenedThisTurn, source: int) -> bool:
    """Make an event of "if <event> this turn" happen once the game has begun (the hooks in
    ``Run.then``, recorded in ``Run.happened``): a creature of Ann's attacks Bo (508.1; he loses
    the life its combat damage makes him lose, 120.3a), a creature of Bo's (morbid) or of Ann's
    (revolt, 603.6c) is destroyed by her spell (701.8a, 700.4), she casts a spell that gains
    her life (119.3)."""
    if run.happened is None or not history_arrangeable(cond):
        return False
    box: list[bool] = []

    def make() -> Callable[[], None]:  # lands arranged for other payments: its spells keep off
        box.append(arrange_history_hook(run, board, cond, source))
        return run.then.pop() if box[0] else (lambda: None)
    hook = paying_its_own(run, make)
    if box[0]:
        run.then.append(hook)
    return box[0]


def arrange_history_hook(run: Run, board: Board, cond: ir.HappenedThisTurn, source: int
                         ) -> bool:
    """The event for ``arrange_history``: what it puts on the board, and its hook."""
    me, opp = run.me, run.opp
    g = run.game
    if cond.event in ("attacked", "lose_life"):
        c = find_candidate(ir.CardType("Creature"), board.bindings(source),
                           Want(no_auras=True, power=True), exclude={run.card.name})
        attacker = run.put(me, c.name)
        run.avoid.add(attacker)

        def attack() -> None:
            if g.active_player.id != me:  # 506.1: only the active player attacks
                raise Skip("Ann's attack this turn, on a turn of Bo's (the board needs his)")
            life = g.player(opp).life
            view = view_of(g, g.objects[attacker])
            run.attack = [Pair(attacker, opp)]
            run.until(lambda d: d.kind == "priority" and g.step == "main2")
            run.attack = []
            if g.player(opp).life >= life:
                raise Skip("the arranged attacker didn't deal Bo combat damage")
            assert run.happened is not None
            run.happened += [("attacked", me, view), ("lose_life", opp, None)]
        run.then.append(attack)
        return True
    if cond.event == "entered":
        return arrange_entering(run, board, cond, source)
    if cond.event in ("gain_life", "cast"):  # 601.2i: "if you've cast two or more spells"
        arrange_casts(run, cond, True)
        return True
    who = me if cond.event == "left" else opp
    was = list(g.battlefield)
    kill = _arrange_death(run, source, who)
    victim = next(o for o in g.battlefield if o not in was)  # put first, then the lands

    def destroy() -> None:
        view = view_of(g, g.objects[victim])
        kill()
        assert run.happened is not None  # the destroy spell was cast too (601.2i)
        run.happened += [("dies", who, view), ("left", who, view), ("cast", me, None)]
    run.then.append(destroy)
    return True


def arrange_entering(run: Run, board: Board, cond: ir.HappenedThisTurn, source: int) -> bool:
    """"If an artifact entered the battlefield under your control this turn": Ann casts a pool
    permanent spell that fits, which resolves and enters (608.3) once the game has begun."""
    me = run.me
    assert cond.pred is not None
    c = find_candidate(cond.pred, replace(board.bindings(source), printed=True),
                       Want(castable=True, no_auras=True), exclude={run.card.name})
    if not c.view.types & ir_permanent_types() or "Land" in c.view.types:
        return False
    spell = run.put(me, c.name, "hand")
    run.avoid.add(spell)
    run.avoid.update(run.lands(me, c.cost))
    run.then.append(lambda: cast_entering(run, spell, c.name))
    return True


def cast_entering(run: Run, spell: int, name: str) -> int:
    """Cast the permanent spell ``spell`` (named ``name``) and let it resolve and enter (608.3);
    the permanent it became (a new object, 400.7). Where the turn's history is tracked, its
    cast (601.2i) and its entering are recorded."""
    g = run.game
    was = set(g.battlefield)
    cast_and_resolve(run, spell, name)
    new = [o for o in g.battlefield if o not in was and g.objects[o].name == name]
    if not new:
        raise Skip(f"{name} didn't enter")
    obj = g.objects[new[0]]
    if run.happened is not None:
        v = view_of(g, obj)  # type: ignore[arg-type]
        run.happened += [("cast", obj.controller, v), ("entered", obj.controller, v)]
    return new[0]


def intervening_verdict(run: Run, ab: ir.Triggered, source: int, triggered: bool,
                        arranged: bool, unarranged: bool, event_player: int | None = None
                        ) -> str:
    """603.4: with an arrangeable intervening 'if' (arranged true, or left as the board has it),
    the ability triggers only if the condition holds as its event happens. A verdict when it
    settles the check: it triggered while false; left false, it rightly didn't trigger."""
    if ab.intervening is None or not (arranged or unarranged) or \
            not arrangeable(ab.intervening):
        return ""
    try:
        holds_now = condition(ab.intervening, bind(run, snapshot(run.game), source, (),
                                                   event_player=event_player))
    except Unpredictable:
        return ""
    if triggered and not holds_now:
        return f"{FAILED}: it triggered although its intervening 'if' didn't hold (603.4)"
    if not triggered and unarranged and not holds_now:
        explain("its intervening 'if' doesn't hold: it doesn't trigger (603.4)")
        return PASSED
    return ""


# ---- statics, replacement effects, rules and keywords ----------------------------------------------


def static_expectation(statics: ir.Static | Sequence[ir.Static], v: View, controller: int
                       ) -> dict[str, Any]:
    """What static abilities (one, or all of a card's that apply to the object) make of an
    object's printed characteristics (613.1)."""
    plan = ObjPlan(v)
    sts = (statics,) if isinstance(statics, ir.Static) else tuple(statics)
    for st in sts:
        static_parts(st, v, controller, plan)
    out = layered(plan, lambda d: True)
    keys = touched(plan, ETERNAL)
    expected = {k: out[k] for k in keys if k in out}
    added = sum(len(st.add_abilities) for st in sts)
    if added:
        expected["abilities"] = v.abilities + added
    return expected


def static_parts(st: ir.Static, v: View, controller: int, plan: ObjPlan) -> None:
    """Add one static ability's changes to an object's plan."""
    if st.control:
        plan.add("controller", controller)
    if st.add_types:
        plan.add("types+", frozenset(st.add_types))
    if st.add_subtypes:
        plan.add("subtypes=", tuple(dict.fromkeys(v.subtypes + tuple(st.add_subtypes))))
    if st.chosen == "type":
        plan.add("subtypes=", tuple(dict.fromkeys(v.subtypes + (chosen_of(st, v),))))
    elif st.chosen == "color":  # 105.3: it is that color (and no other)
        plan.add("colors=", frozenset({chosen_of(st, v)}))
    if st.set_subtypes is not None:
        plan.add("subtypes=", tuple(st.set_subtypes))
    if st.set_colors is not None:
        plan.add("colors=", frozenset(st.set_colors))
    if st.lose_abilities:
        plan.add("lose", True)
    if st.add_keywords:
        plan.add("kw+", frozenset(st.add_keywords))
    if st.set_pt is not None:
        plan.add("set_pt", tuple(st.set_pt))
    if st.pt_mana_value:
        plan.add("set_pt", (v.mana_value, v.mana_value))
    if st.power or st.toughness:
        if not isinstance(st.power, int) or not isinstance(st.toughness, int):
            raise Unpredictable(f"Static (+{type(st.power).__name__}/+N)")
        plan.add("pt+", (st.power, st.toughness))
    if st.switch:
        plan.add("switch", True)


def chosen_of(st: ir.Static, v: View) -> str:
    """The creature type "this is the chosen type in addition to its other types" adds (or
    the color "this is the chosen color" sets): the one chosen as it entered (614.12), kept on
    the object itself (a printed view: the one the harness gives the card it places,
    :func:`entering_choices`)."""
    card = ir_card(v.name)
    chosen = v.chosen or (entering_choices(card) if card is not None else ())
    kind = "creature type" if st.chosen == "type" else "color"
    value = dict(chosen).get(kind) if isinstance(st.affects, ir.This) else None
    if value is None:
        raise Unpredictable(f"Static (the chosen {st.chosen})")
    return value


def statics_on(card: ir.Card, v: View, b: Bindings, kind: type, live: bool = False
               ) -> list[ir.Static]:
    """The card's unconditional static abilities affecting ``kind`` (``ir.Each``: those whose
    selector matches ``v``; ``ir.AttachedTo``: all); ``live``: with those whose condition holds
    in ``b`` (611.3a)."""
    out = []
    for ab in card.abilities:
        if not isinstance(ab, ir.Static) or not isinstance(ab.affects, kind):
            continue
        try:
            if ab.condition is not None and not (live and condition(ab.condition, b)):
                continue
        except Unpredictable as exc:
            raise Skip(f"a static ability's condition can't be evaluated ({exc})") from exc
        if isinstance(ab.affects, ir.Each):
            try:
                if not holds(ab.affects.what.pred, v, b):
                    continue
            except Unpredictable:
                continue
        out.append(ab)
    return out


def static_scenes(card: ir.Card, st: ir.Static, label: str
                  ) -> list[tuple[str, Callable[[int], str]]]:
    """A static ability's checks: one, or for one with a condition the smoke board can arrange,
    two: with the condition arranged to hold and arranged not to (611.3a)."""
    if st.condition is None or not (condition_arrangeable(st.condition) or
                                    not_a_creature_by_bestow(card, st.condition) or
                                    retyping_of(card, st.condition) is not None):
        return [(label, lambda s: run_static(card, st, s))]
    return [(f"{label} (condition holds)", lambda s: run_static(card, st, s, True)),
            (f"{label} (condition doesn't hold)", lambda s: run_static(card, st, s, False))]


def condition_arrangeable(cond: ir.Condition) -> bool:
    """Whether ``arrange_condition`` knows how to make ``cond`` hold or not."""
    if isinstance(cond, ir.NotCond):
        return condition_arrangeable(cond.part)
    if isinstance(cond, ir.YourTurn):
        return True
    if isinstance(cond, ir.Controls):
        return isinstance(cond.player, ir.You | ir.Opponent | ir.EachOpponent)
    if host_condition(cond) is not None:
        return True
    if isinstance(cond, ir.Monstrous):
        return isinstance(cond.obj, ir.This)
    if isinstance(cond, ir.IsMonarch):
        return isinstance(cond.who, ir.You)
    if isinstance(cond, ir.HappenedThisTurn):
        return cond.event == "gain_life" and history_arrangeable(cond) or \
            casts_arrangeable(cond) or cond == ENTERED_ITSELF
    if isinstance(cond, ir.SomePlayer):
        return cond.what == "life" and isinstance(cond.value, int) and isinstance(
            cond.who, ir.You | ir.Opponent | ir.EachOpponent)
    if isinstance(cond, ir.ObjectIs):
        return isinstance(cond.obj, ir.This) and isinstance(
            cond.pred, ir.Tapped | ir.HasCounter | ir.Attacking) or (
                isinstance(cond.pred, ir.Not) and isinstance(cond.pred.part, ir.Tapped))
    if isinstance(cond, ir.CompareQ) and isinstance(cond.right, int):
        q = cond.left
        if isinstance(q, ir.Count | ir.TypesAmong):
            return q.what.zones == ("graveyard",) and (
                isinstance(q, ir.Count) or q.kind == "card")
        if isinstance(q, ir.PlayerCount):
            return isinstance(q.player, ir.You) and q.what in ("life", "hand")
        if isinstance(q, ir.CountersOn):
            return isinstance(q.obj, ir.This)
    return False


def host_condition(cond: ir.Condition | None) -> ir.Pred | None:
    """The quality a condition asks of the object the card is attached to ("as long as
    enchanted permanent is a creature"), arranged by the choice of that object
    (``narrowed``)."""
    if isinstance(cond, ir.ObjectIs) and isinstance(cond.obj, ir.AttachedTo):
        return cond.pred
    return None


def narrowed(phrases: Sequence[ir.Target], cond: ir.Condition | None, holding: bool | None
             ) -> tuple[ir.Target, ...]:
    """The target phrases of an Aura or an equip ability (303.4a, 702.6a), the first narrowed
    to objects for which a condition on the attached object holds (or doesn't, ``holding``
    false), so that the object chosen arranges the condition (611.3a)."""
    pred = host_condition(cond)
    if pred is None or holding is None or not phrases or phrases[0].objects is None:
        return tuple(phrases)
    first = phrases[0]
    assert first.objects is not None
    if not holding:  # "as long as it's untapped" left false: a tapped one, not Not(Not(..))
        pred = pred.part if isinstance(pred, ir.Not) else ir.Not(pred)
    sel = replace(first.objects, pred=ir.And((first.objects.pred, pred)))
    return (replace(first, objects=sel), *phrases[1:])


def attack_with(run: Run, attacker: int) -> None:
    """Declare ``attacker`` attacking Bo (508.1) and answer decisions up to priority in the
    declare attackers step (or past it, if it couldn't attack)."""
    run.attack = [Pair(attacker, run.opp)]
    run.until(lambda d: d.kind == "priority" and run.game.step in (
        "declare_attackers", "end_combat", "main2"))


def casts_arrangeable(cond: ir.HappenedThisTurn) -> bool:
    """"As long as you've cast N or more [noncreature] spells this turn" (a few)."""
    return cond.event == "cast" and isinstance(cond.player, ir.You) and not cond.this_step \
        and 1 <= cond.at_least <= 3


def arrange_casts(run: Run, cond: ir.HappenedThisTurn, want: bool) -> None:
    """Once the game began, Ann casts ``at_least`` spells (or one fewer, ``want`` false): a pool
    instant or sorcery that only gains her life (no targets to arrange, 601.2c), each recorded
    in ``Run.happened`` (a cast, 601.2i, and the life gained, 119.3)."""
    g, me = run.game, run.me
    gain = spell_with(ir.GainLife, lambda e: isinstance(e.who, ir.You) and
                      isinstance(e.amount, int) and e.amount > 0)
    if cond.pred is not None and not holds(cond.pred, gain.view, replace(
            Board(run, run.card.name).bindings(), printed=True)):
        raise Skip(f"{gain.name} isn't a spell the condition counts")
    spells = []
    for _ in range(cond.at_least if want else cond.at_least - 1):
        spells.append(run.put(me, gain.name, "hand"))
        run.avoid.add(spells[-1])
        run.avoid.update(run.lands(me, gain.cost))

    def cast_all() -> None:
        assert run.happened is not None
        for spell in spells:
            view = view_of(g, g.objects[spell])
            cast_and_resolve(run, spell, gain.name)
            run.happened += [("cast", me, view), ("gain_life", me, None)]
    run.then.append(cast_all)


def opponents_turn(cond: ir.Condition | None, want: bool) -> bool:
    """Whether the condition arranged to hold (``want``) or not is arranged on Bo's turn
    ("during your turn" left false, 500): there, only his creatures attack (506.2)."""
    if isinstance(cond, ir.NotCond):
        return opponents_turn(cond.part, not want)
    return isinstance(cond, ir.YourTurn) and not want


def count_for(op: str, right: int, want: bool) -> int:
    """A number n for which "n op right" is ``want`` (the boundary, where there is one)."""
    if want:
        return {">=": right, ">": right + 1, "==": right, "<=": right, "<": right - 1,
                "!=": right + 1}[op]
    return max(0, {">=": right - 1, ">": right, "==": right + 1, "<=": right + 1, "<": right,
                   "!=": right}[op])


def arrange_condition(run: Run, card: ir.Card, cond: ir.Condition, want: bool,
                      opts: dict[str, Any]) -> None:
    """Arrange the board just before the game starts so a static ability's condition holds
    (``want``) or doesn't; what it arranges is only a means: the prediction evaluates the
    condition on the board as it then is (``condition``). 611.3a: "as long as you control N
    <kind>" (N pool cards of the kind, or none), counts of graveyard cards (threshold,
    delirium, descend: 702.178), life and hand sizes, the source's counters and tapped state,
    "during your turn" (whose turn it is, 500), "as long as it's a <creature type>" (by its own
    retyping ability, ``retyping_of``) and "as long as this entered this turn" (by how
    ``run_static`` places the source, ``enters_this_turn``)."""
    me, opp = run.me, run.opp
    g = run.game
    source = next((o for o in g.battlefield if g.objects[o].name == card.name), None)
    b = replace(Board(run, card.name).bindings(source or 0), printed=True)
    if isinstance(cond, ir.NotCond):
        arrange_condition(run, card, cond.part, not want, opts)
    elif isinstance(cond, ir.YourTurn):
        active = me if want else opp
        if not want and any(isinstance(a, ir.Equip) for a in card.abilities):
            active = me  # 702.6a: equipped as a sorcery on her turn, then it is Bo's turn
            run.equip_then_pass = True
        if opts["active"] not in (None, active):
            raise Skip("the turn the condition needs isn't the turn this board needs")
        opts["active"] = active
    elif host_condition(cond) is not None:
        return  # arranged by the choice of the object it is attached to (``narrowed``)
    elif isinstance(cond, ir.Monstrous):
        if source is None:
            raise Skip(f"{card.name} isn't on the battlefield")
        g.objects[source].monstrous = want  # 701.37b: as if its monstrosity had resolved
    elif isinstance(cond, ir.IsMonarch):  # 724: Ann the monarch, or Bo
        g.monarch = me if want else opp
    elif isinstance(cond, ir.HappenedThisTurn):  # the turn's history, tracked from the start
        run.happened = []
        if cond == ENTERED_ITSELF:
            return  # cast once the game began, or placed before it (``enters_this_turn``)
        if cond.event == "cast":
            arrange_casts(run, cond, want)
        elif want and not arrange_history(run, Board(run, card.name), cond, source or 0):
            raise Skip("the turn's history can't be arranged")
    elif isinstance(cond, ir.SomePlayer):  # "an opponent has N or less life"
        who = me if isinstance(cond.who, ir.You) else opp
        assert isinstance(cond.value, int)
        g.player(who).life = count_for(cond.op, cond.value, want)
    elif isinstance(cond, ir.Controls):
        if not want:
            return  # nothing arranged: the condition is evaluated on the board as it is
        who = me if isinstance(cond.player, ir.You) else opp
        c = find_candidate(cond.what.pred, b, Want(no_auras=True), exclude={card.name})
        where = placement(cond.what.pred, who, me, opp)
        counters = {**(entering_counters(c.ir) if c.ir else {}), **where.get("counters", {})}
        for _ in range(max(1, cond.at_least)):  # with its loyalty (306.5b), so it stays
            run.put(where["controller"], c.name, tapped=where.get("tapped", False),
                    counters=counters or None, token=where.get("token", False))
    elif not_a_creature_by_bestow(card, cond):
        return  # a creature as put, an Aura as cast bestowed (``run_static``)
    elif (retype := retyping_of(card, cond)) is not None and source is not None:
        assert isinstance(cond, ir.ObjectIs) and isinstance(cond.pred, ir.Subtype)
        if want != (cond.pred.name in ir_view(card).subtypes):  # else: as printed (205.3)
            if want:
                raise Skip(f"{card.name} isn't a {cond.pred.name} as printed")
            run.lands(me, retype.cost.mana)  # 613.1d: another type replaces its types
            run.choose_not.add(cond.pred.name)
            run.then.append(lambda: activate_and_resolve(run, source, retype))
    elif isinstance(cond, ir.ObjectIs):
        if source is None:
            raise Skip(f"{card.name} isn't on the battlefield")
        obj = g.objects[source]
        pred = cond.pred
        if isinstance(pred, ir.Not):
            pred, want = pred.part, not want
        if isinstance(pred, ir.Tapped):
            obj.tapped = want
        elif isinstance(pred, ir.Attacking):  # 508.1: it attacks Bo once the game began
            if opts["active"] not in (None, me):
                raise Skip("the turn the condition needs isn't the turn this board needs")
            opts["active"] = me
            if want:
                run.then.append(lambda: attack_with(run, source))
        elif isinstance(pred, ir.HasCounter):
            counters = dict(obj.counters or {})
            counters[pred.kind] = 1 if want else 0
            obj.counters = {k: n for k, n in counters.items() if n} or None
    elif isinstance(cond, ir.CompareQ) and isinstance(cond.right, int):
        n = count_for(cond.op, cond.right, want)
        q = cond.left
        if isinstance(q, ir.CountersOn):
            if source is None:
                raise Skip(f"{card.name} isn't on the battlefield")
            obj = g.objects[source]
            obj.counters = {**(obj.counters or {}), q.kind: n}
        elif isinstance(q, ir.PlayerCount) and q.what == "life":
            g.player(me).life = n
        elif isinstance(q, ir.PlayerCount):  # hand: fillers added, or moved to the library
            hand = g.player(me).hand
            while len(hand) < n:
                place(g, me, FILLER, "hand")
            for oid in [o for o in hand if g.objects[o].name == FILLER][:max(0, len(hand) - n)]:
                hand.remove(oid)
                g.objects[oid].zone = "library"
                g.player(me).library.insert(0, oid)
        elif isinstance(q, ir.TypesAmong):  # 205.2a: n cards of different card types
            seen: set[str] = set()
            for kind in ("Creature", "Land", "Instant", "Sorcery", "Artifact", "Enchantment",
                         "Planeswalker", "Battle"):
                if len(seen) >= n:
                    break
                if kind in seen:
                    continue
                c = find_candidate(ir.And((ir.CardType(kind), q.what.pred)), b, Want(),
                                   "graveyard", exclude={card.name})
                if len(seen | (c.view.types & CARD_TYPES)) > n:
                    continue
                run.put(me, c.name, "graveyard")
                seen |= c.view.types & CARD_TYPES
        elif isinstance(q, ir.Count):
            c = find_candidate(q.what.pred, b, Want(), "graveyard", exclude={card.name})
            for _ in range(n):
                run.put(me, c.name, "graveyard")
    g.touch()  # tapped state, counters, life and hands were set directly


def conditional_expectation(st: ir.Static, statics: list[ir.Static], v: View, controller: int,
                            applies: bool) -> dict[str, Any]:
    """What a static ability with a condition makes of an object (611.3a): with the card's other
    statics that apply, its own changes while the condition holds; while it doesn't, the
    attributes it would change are as the other statics (or the printed card) have them."""
    others = [x for x in statics if x is not st]
    if applies:
        return static_expectation([*others, st], v, controller)
    expected = static_expectation(others, v, controller) if others else {}
    for k in static_expectation([st], v, controller):
        expected.setdefault(k, getattr(v, k))
    return expected


def run_chosen_protection(card: ir.Card, st: ir.Static, seed: int) -> str:
    """"As this creature enters, choose a color. [It / All Slivers] has protection from the
    chosen color." (614.12, 702.16a): cast, it enters with the color its controller chose, and
    what the ability affects has protection from that color while one it doesn't affect lacks
    it (layer 6)."""
    if not isinstance(st.affects, ir.This | ir.Each) or card.mana_cost == "":
        return f"{UNCHECKED}: Static granting protection from the chosen color"
    from ..rules.choices import COLOR_NAMES, chosen

    run = Run(card, seed)
    me = run.me
    board = Board(run, card.name)
    spell = run.put(me, card.name, "hand")
    run.avoid.update(run.lands(me, card.mana_cost, X_VALUE))
    affected, spared = [], []
    if isinstance(st.affects, ir.Each):
        pred = st.affects.what.pred
        affected.append(run.put(me, find_candidate(pred, board.bindings(), Want(),
                                                   exclude={card.name}).name))
        spared.append(run.put(me, find_candidate(ir.And((ir.CardType("Creature"), ir.Not(pred))),
                                                 board.bindings(), Want(),
                                                 exclude={card.name}).name))
    run.start()
    before = set(run.game.battlefield)
    cast_and_resolve(run, spell, card.name)
    source = next((o for o in run.game.battlefield if o not in before
                   and run.game.objects[o].name == card.name), None)
    if source is None:
        return f"{FAILED}: {card.name} didn't enter the battlefield"
    color = chosen(run.game, source, "color")
    if color is None:
        return f"{FAILED}: no color was chosen as it entered (614.12)"
    if isinstance(st.affects, ir.This):
        affected.append(source)
    keyword = f"protection from {COLOR_NAMES[color]}"
    explain(f"{card.name} enters with {COLOR_NAMES[color]} chosen: {keyword} for "
            f"{len(affected)} affected, not for {len(spared)} other")
    for oid in affected:
        if keyword not in view_of(run.game, run.game.objects[oid]).keywords:
            return f"{FAILED}: {run.describe(oid)} lacks {keyword} (613.1f)"
    for oid in spared:
        if keyword in view_of(run.game, run.game.objects[oid]).keywords:
            return f"{FAILED}: {run.describe(oid)}, which it doesn't affect, has {keyword}"
    return PASSED


@unpredictable_unchecked
def not_forbidden(pred: ir.Pred, cond: ir.Condition | None, holding: bool | None) -> ir.Pred:
    """What an object a static ability affects is arranged to be, so the object itself keeps
    the ability's condition as arranged (611.3a): where it is to hold and it says "as long as
    you control no <kind>", the affected object isn't of that kind."""
    if holding and isinstance(cond, ir.NotCond) and isinstance(cond.part, ir.Controls) and \
            isinstance(cond.part.player, ir.You) and cond.part.at_least == 1:
        return ir.And((pred, ir.Not(cond.part.what.pred)))
    return pred


def static_blocks(run: Run, board: Board, oid: int, name: str) -> bool:
    """509.1a: the other player attacks ``oid``'s controller with a pool creature ``oid`` can
    block (one without flying, 702.9b) and ``oid`` blocks it; whether it is blocking at the
    declare blockers step."""
    g = run.game
    side = g.objects[oid].controller
    other = run.opp if side == run.me else run.me
    c = find_candidate(ir.And((ir.CardType("Creature"), ir.Not(ir.HasKeyword("flying")))),
                       board.bindings(), Want(no_auras=True), exclude={run.card.name, name})
    attacker = run.put(other, c.name)
    run.avoid.add(attacker)
    run.start(active=other)
    run.attack, run.block = [Pair(attacker, side)], [Pair(oid, attacker)]
    run.until(lambda d: d.kind == "priority" and g.step in (
        "declare_blockers", "end_combat", "main2"))
    return g.step == "declare_blockers" and oid in g.battlefield and \
        bool(g.objects[oid].blocking)


def cast_bestowed(run: Run, board: Board, card: ir.Card, st: ir.Static,
                  bestow: ir.KeywordAbility, holding: bool | None, counted: tuple[Any, Any]
                  ) -> list[list[int]]:
    """Ann casts the card for its bestow cost (702.103b: an Aura spell) attached to a creature
    chosen for ``st`` (``narrowed``) and it resolves; the targets chosen."""
    me = run.me
    aura = run.put(me, card.name, "hand")
    assert bestow.cost is not None
    run.avoid.update(run.lands(me, bestow.cost.mana))
    arrange_counted(run, board, counted, aura)
    chosen = board.targets(narrowed((ENCHANT_CREATURE,), st.condition, holding),
                           ir.GainControl(ir.Targeted(0))
                           if st.control else ir.Tap(ir.Targeted(0)),
                           extra=host_want(attached_effects(card)))
    run.start()
    run.targets = [list(x) for x in chosen]
    run.bestow = True
    old = set(run.game.stack)
    run.act(Cast(aura))
    run.resolve(stack_spell_id(run, card.name, old))
    return [list(x) for x in chosen]


def bestow_of(card: ir.Card) -> ir.KeywordAbility | None:
    """The card's bestow ability with its cost (702.103a), if it has one."""
    return next((a for a in card.abilities if isinstance(a, ir.KeywordAbility)
                 and a.name == "bestow" and a.cost is not None), None)


def not_a_creature_by_bestow(card: ir.Card, cond: ir.Condition | None) -> bool:
    """"As long as this permanent is a creature" on a card with bestow: arranged to hold as
    the creature it is, and not to as the Aura it is when cast bestowed (702.103b)."""
    return isinstance(cond, ir.ObjectIs) and isinstance(cond.obj, ir.This) and \
        cond.pred == ir.CardType("Creature") and bestow_of(card) is not None


def arrange_equip(run: Run, board: Board, card: ir.Card, st: ir.Static, holding: bool | None,
                  source: int) -> tuple[list[list[int]], Callable[[], None]]:
    """Lands for the Equipment's equip cost and a creature to equip, chosen so a condition on
    the equipped creature holds or not (``narrowed``); the creature, and the equipping once
    the game began (702.6a: as a sorcery; then Bo's turn where "during your turn" is left
    false, 500)."""
    equip = next((a for a in card.abilities if isinstance(a, ir.Equip)), None)
    if equip is None:
        raise Skip("Equipment without Equip")
    run.lands(run.me, equip.cost.mana)
    chosen = board.targets(narrowed(equip_ability(equip).targets, st.condition, holding),
                           ir.AttachTo(ir.Targeted(0)), extra=host_want(attached_effects(card)))

    def equip_it() -> None:
        run.targets = [list(x) for x in chosen]
        run.act_and_resolve(run.activation(source, equip, False),
                            Skip("equip is not on the stack"))
        if run.equip_then_pass:
            run.next_turn()  # 500: Bo's turn, where "during your turn" doesn't hold
    return chosen, equip_it


ENTERED_ITSELF = ir.HappenedThisTurn("entered", None, ir.IsObject(ir.This()))
"""'this permanent entered this turn' (400.7): read from the turn's history (``Run.happened``)."""


def enters_this_turn(cond: ir.Condition | None, want: bool) -> bool | None:
    """For "as long as this permanent entered this turn" arranged to hold (``want``) or not,
    whether the source is to enter once the game began (cast then, 608.3) rather than be on
    the battlefield from an earlier turn (placed before the game, or the turn passed); None
    for another condition."""
    if isinstance(cond, ir.NotCond):
        return enters_this_turn(cond.part, not want)
    return want if cond == ENTERED_ITSELF else None


def place_source(run: Run, card: ir.Card, counters: dict[str, int], entering: bool | None
                 ) -> int:
    """The static's source: on the battlefield from before the turn, or with ``entering`` in
    Ann's hand with lands for it, cast once the game began (``Run.then``; ``entered_source``
    then finds the permanent it became)."""
    if not entering:
        return run.put(run.me, card.name, counters=counters or None)
    spell = run.put(run.me, card.name, "hand")
    run.avoid.add(spell)
    run.avoid.update(run.lands(run.me, card.mana_cost))
    run.then.append(lambda: cast_entering(run, spell, card.name))
    return spell


def entered_source(run: Run, card: ir.Card, source: int) -> int:
    """The source on the battlefield: ``source``, or the permanent its cast became (400.7)."""
    g = run.game
    return source if source in g.battlefield else next(
        (o for o in g.battlefield if g.objects[o].name == card.name), source)


def retyping_of(card: ir.Card, cond: ir.Condition | None) -> ir.Activated | None:
    """For "as long as it's a <creature type>" on the card itself, its own ability with a mana
    cost only making it "the creature type of your choice" (205.3m, 613.1d): the condition
    holds as printed and is arranged not to by choosing another type (608.2d)."""
    if not (isinstance(cond, ir.ObjectIs) and isinstance(cond.obj, ir.This) and
            isinstance(cond.pred, ir.Subtype)):
        return None
    return next((a for a in card.abilities if isinstance(a, ir.Activated) and isinstance(
        a.effect, ir.BecomesChosenType) and isinstance(a.effect.what, ir.This) and
        a.cost.parts and all(isinstance(p, ir.ManaPart) for p in a.cost.parts)), None)


def run_static(card: ir.Card, st: ir.Static, seed: int, holding: bool | None = None) -> str:
    """A static ability (604, 611.3): the predicted change on an object it affects. One with a
    condition (``holding``: arranged to hold or not, see ``arrange_condition``) applies only while
    its condition holds (611.3a, 613.6 — checked continuously, not once)."""
    if st.condition is not None and holding is None:
        return f"{UNCHECKED}: Static with a condition ({type(st.condition).__name__})"
    if st.chosen == "protection":
        return run_chosen_protection(card, st, seed)
    run = Run(card, seed)
    board = Board(run, card.name)
    me = run.me
    if st.condition is not None:
        cond = st.condition
        run.before_start = lambda opts: arrange_condition(run, card, cond, bool(holding), opts)
    entering = None if holding is None else enters_this_turn(st.condition, holding)
    if any(isinstance(a, ir.Static) and enters_this_turn(a.condition, True) is not None
           for a in card.abilities):  # its other statics' conditions read it (statics_on)
        run.happened = []
    counted = (st.power, st.toughness)  # "+1/+1 for each ...": arrange what it counts
    own = {**entering_counters(card), **counted_counters(counted)}
    affected: list[tuple[int, View]] = []
    unaffected: list[tuple[int, View]] = []
    if isinstance(st.affects, ir.Each) and "battlefield" not in st.affects.what.zones:
        source = run.put(me, card.name, counters=own or None)
        affected.append(affected_spell(run, board, st.affects.what, source))
        unaffected.append((source, _printed_live(run, source, ir_view(card))))
    elif isinstance(st.affects, ir.Each):
        from .registry import get_card

        source = place_source(run, card, own, entering)
        sel = st.affects.what
        b = board.bindings(source)
        want = Want(keywords=st.lose_abilities, no_auras=not asks_aura(sel.pred),
                    toughness_above=max(0, -st.toughness) if isinstance(st.toughness, int) else 0)
        unblocked = any(isinstance(n, ir.Unblocked) for n in ir.walk(sel.pred))
        pred = transform(sel.pred, lambda n: ir.Attacking() if isinstance(n, ir.Unblocked)
                         else None)  # 509.1h: an attacking one, left unblocked
        c = find_candidate(not_forbidden(pred, st.condition, holding), b, want,
                           exclude={card.name})
        bos = combat_role(pred) == "attacking" and holding is not None and opponents_turn(
            st.condition, holding)  # 506.2: an attacker of the turn's player
        where = placement(pred, run.opp if bos else me, me, run.opp, combat=True)
        if entering and where.get("combat"):
            raise Skip("its entering this turn together with combat isn't arranged")
        counters = {**(entering_counters(c.ir) or {} if c.ir else {}),
                    **where.get("counters", {})}  # "with a +1/+1 counter on it"
        oid = run.put(where["controller"], c.name, tapped=where.get("tapped", False),
                      counters=counters or None, token=where.get("token", False))
        arrange_counted(run, board, counted, source)
        if host_condition(st.condition) is not None and \
                "Equipment" in split_type_line(card.type_line)[2]:  # what it's attached to
            run.then.append(arrange_equip(run, board, card, st, holding, source)[1])
        printed = {oid: c.view, source: replace(ir_view(card), abilities=len(
            get_card(card.name).abilities))}
        before = {o: _printed_live(run, o, v) for o, v in printed.items()}
        if where.get("combat") == "attacking":  # "attacking creatures get ...": it attacks
            side = where["controller"]
            run.start(active=side)
            run.attack = [Pair(oid, run.opp if side == me else me)]
            step = "declare_blockers" if unblocked else "declare_attackers"
            run.until(lambda d: d.kind == "priority" and run.game.step in (
                step, "end_combat", "main2"))
            if run.game.step != step:
                return f"{FAILED}: {c.view.name} couldn't attack"
            before[oid] = replace(before[oid], attacking=True, unblocked=unblocked)
        elif where.get("combat"):  # "blocking creatures get ...": it blocks
            if not static_blocks(run, board, oid, c.view.name):
                return f"{FAILED}: {c.view.name} couldn't block"
            before[oid] = replace(before[oid], blocking=True)
        else:
            run.start()
            while run.then:  # what the condition needs once the game began (history)
                run.then.pop(0)()
            if entering:  # cast after the game began: a new object (400.7)
                old, source = source, entered_source(run, card, source)
                printed[source] = printed.pop(old)
                before.pop(old)
                before[source] = _printed_live(run, source, printed[source])
        for o, v in before.items():
            if o in run.game.objects:
                continue
            now_b = replace(board.bindings(source), source_view=before[source])
            expected = static_expectation([counted_pt(s, now_b, o) for s in statics_on(
                card, v, replace(b, source=source), ir.Each)], v, me)
            if "Creature" in v.types and (expected.get("toughness", v.toughness) or 0) <= 0:
                explain(f"{v.name} dies (704.5f)")
                return PASSED
            return f"{FAILED}: {v.name} left the battlefield"
        affected.append((oid, before[oid]))
        src_view = before[source]
        if holds(sel.pred, src_view, replace(board.bindings(source), source=source)):
            affected.append((source, src_view))
        else:
            unaffected.append((source, src_view))
    elif isinstance(st.affects, ir.This) and holding is False and \
            not_a_creature_by_bestow(card, st.condition):  # an Aura, not a creature (702.103b)
        bestow = bestow_of(card)
        assert bestow is not None
        cast_bestowed(run, board, card, st, bestow, holding, counted)
        source = next((o for o in run.game.battlefield
                       if run.game.objects[o].name == card.name), 0)
        if not source:
            return f"{FAILED}: {card.name} isn't on the battlefield bestowed"
        printed_aura = ir_view(card)  # 702.103b: with enchant creature, of the bestowed Aura
        printed_aura = replace(printed_aura, keywords=type(printed_aura.keywords)(
            {*printed_aura.keywords, "enchant"}))
        affected.append((source, _printed_live(run, source, printed_aura)))
    elif isinstance(st.affects, ir.This):
        source = place_source(run, card, own, entering)
        arrange_counted(run, board, counted, source)
        run.start()
        while run.then:  # what the condition needs once the game began (an attack, 508.1)
            run.then.pop(0)()
        source = entered_source(run, card, source)
        if source not in run.game.objects:
            return gone_by_count(ir_view(card), st, board, source)
        from .registry import get_card

        printed_card = replace(ir_view(card), abilities=len(get_card(card.name).abilities))
        affected.append((source, _printed_live(run, source, printed_card)))
    elif isinstance(st.affects, ir.AttachedTo):
        if "Aura" in split_type_line(card.type_line)[2]:
            enchant = next((a for a in card.abilities if isinstance(a, ir.Enchant)), None)
            if enchant is None:
                raise Skip("an Aura without an Enchant ability")
            aura = run.put(me, card.name, "hand")
            run.avoid.update(run.lands(me, card.mana_cost))
            arrange_counted(run, board, counted, aura)
            chosen = board.targets(narrowed((enchant.target,), st.condition, holding),
                                   ir.GainControl(ir.Targeted(0))
                                   if st.control else ir.Tap(ir.Targeted(0)),
                                   extra=host_want(attached_effects(card)))
            run.start()
            run.targets = [list(x) for x in chosen]
            cast_entering(run, aura, card.name)
            if entering is False:
                run.next_turn()  # 500: it entered on an earlier turn
        elif "Equipment" in split_type_line(card.type_line)[2]:
            if entering:
                raise Skip("an Equipment entering this turn isn't arranged")
            source = run.put(me, card.name, counters=own or None)
            arrange_counted(run, board, counted, source)
            chosen, equip_it = arrange_equip(run, board, card, st, holding, source)
            run.start()
            equip_it()
        elif (bestow := bestow_of(card)):
            chosen = cast_bestowed(run, board, card, st, bestow, holding, counted)
        else:
            raise Skip("attached to what? (neither an Aura nor Equipment)")
        target = chosen[0][0]
        if target not in run.game.objects and target in run.game.lki and not (
                isinstance(st.power, int) and isinstance(st.toughness, int)):
            host = next(c.view for c in (*candidates(), *token_candidates())
                        if c.name == run.game.lki[target].name)
            return gone_by_count(host, st, board, max((o for o, x in run.game.lki.items()
                                                       if x.card.name == card.name), default=0))
        if target not in run.game.objects:
            return f"{FAILED}: the object it was attached to left the battlefield"
        base = next(c.view for c in candidates() if c.name == run.game.objects[target].name)
        affected.append((target, _printed_live(run, target, base)))
        attached = [o for o in run.game.battlefield if run.game.objects[o].attached_to == target]
        if not attached:
            return f"{FAILED}: {card.name} is not attached to {base.name}"
    else:
        raise Skip(f"a static ability affecting {type(st.affects).__name__}")
    names = {p.id: p.name for p in run.game.players}
    diffs: list[str] = []
    sb = replace(board.bindings(), source=next((o for o in run.game.battlefield
                                                if run.game.objects[o].name == card.name), 0),
                 happened=None if run.happened is None else tuple(run.happened))
    applies = True
    if st.condition is not None:
        applies = condition(st.condition, sb)
        if applies != holding:
            raise Skip(f"the condition couldn't be arranged to {'hold' if holding else 'fail'}")
    for oid, v in affected:
        statics = statics_on(card, v, sb, type(st.affects), live=True)
        counted_st = counted_pt(st, sb, oid)
        statics = [counted_st if s is st else counted_pt(s, sb, oid) for s in statics]
        if st.condition is not None:
            try:
                expected = conditional_expectation(counted_st, statics, v, me, applies)
            except Unpredictable as exc:
                return f"{UNCHECKED}: Static with a condition, beside {exc}"
        else:
            expected = static_expectation(statics if counted_st in statics else [counted_st],
                                          v, me)
        explain(f"{v.name}: " + ", ".join(f"{k} {names.get(x, x) if k == 'controller' else show(x)}"
                                           for k, x in sorted(expected.items())))
        obj = run.game.objects[oid]
        now = view_of(run.game, obj)  # type: ignore[arg-type]
        diffs += _attr_diffs(now, expected, names)
    for oid, v in unaffected:  # what the selector doesn't match keeps its printed values
        now = view_of(run.game, run.game.objects[oid])  # type: ignore[arg-type]
        printed = {k: getattr(v, k) for k in ("types", "subtypes", "power", "toughness",
                                              "keywords", "colors")
                   if getattr(v, k) is not None}  # a P/T of * is defined elsewhere (604.3)
        if oid == sb.source:  # its own other abilities ("this is the chosen type") apply
            printed.update(static_expectation(statics_on(card, v, sb, ir.This), v, me))
        diffs += [d + f" (it isn't affected by {card.name})" for d in _attr_diffs(now, printed,
                                                                                   names)]
    return PASSED if not diffs else f"{FAILED}: " + "; ".join(diffs[:4])


def affected_spell(run: Run, board: Board, sel: ir.Selector, source: int
                   ) -> tuple[int, View]:
    """A static ability affecting spells ("instant and sorcery spells you control have
    deathtouch", 611.3, 604.2): the player it names casts a pool spell it describes, held on
    the stack; the spell, and its printed view there."""
    if "stack" not in sel.zones:
        raise Skip(f"a static ability affecting objects in {', '.join(sel.zones)}")
    c = find_candidate(sel.pred, replace(board.bindings(source), printed=True),
                       Want(castable=True), "stack", exclude={run.card.name})
    who = placement(sel.pred, run.me, run.me, run.opp)["controller"]
    spell = run.put(who, c.name, "hand")
    run.lands(who, c.cost)
    run.start(active=who)
    run.priority_for(who)
    old = set(run.game.stack)
    run.act(Cast(spell))
    sid = stack_spell_id(run, c.name, old)
    return sid, _printed_live(run, sid, c.view)


def counted_counters(value: Any) -> dict[str, int]:
    """Counters to put on the source for what a quantity counts on it ("+1/+1 for each charge
    counter on this", 122.1): two, so a wrong count shows."""
    return {n.kind: 2 for n in ir.walk(value) if isinstance(n, ir.CountersOn)
            and isinstance(n.obj, ir.This)}


def arrange_counted(run: Run, board: Board, value: Any, source: int, copies: int = 2) -> None:
    """Place ``copies`` objects of what each count in ``value`` counts, where it counts them
    (the battlefield or a graveyard, under the player its selector names), so a wrong count
    shows; one only where the count lowers a toughness (it should survive). What can't be
    arranged (no pool card fits; "attached to it") is left as the board has it."""
    if any(isinstance(n, ir.Times) and n.factor < 0 for n in ir.walk(value)):
        copies = 1
    for node in dict.fromkeys(ir.walk(value)):  # "+1/+1 for each": one count for both
        if not isinstance(node, ir.Count | ir.TypesAmong | ir.Greatest) or any(
                isinstance(n, ir.AttachedToObject) for n in ir.walk(node.what.pred)):
            continue
        where = placement(node.what.pred, run.me, run.me, run.opp)
        zone = "graveyard" if node.what.zones == ("graveyard",) else "battlefield"
        legends = {v.name for v in board.bindings(source).before.objects.values()
                   if v.zone == "battlefield" and "Legendary" in v.supertypes}
        for _ in range(copies):  # 704.5j: one legendary permanent of a name
            try:
                c = find_candidate(node.what.pred, board.bindings(source), Want(), zone,
                                   exclude={run.card.name} | legends)
            except Skip:
                break
            run.put(where["controller"], c.name, zone, tapped=where.get("tapped", False))
            if "Legendary" in c.view.supertypes and zone == "battlefield":
                legends.add(c.name)


def survives(card: ir.Card, counters: dict[str, int]) -> bool:
    """Whether the creature card, placed with these counters, keeps a toughness above 0
    (704.5f; 613.4c: counters in layer 7c); True for a noncreature or a */* (counted)."""
    if "Creature" not in split_type_line(card.type_line)[1] or \
            not isinstance(card.toughness, int):
        return True
    return card.toughness + counters.get("+1/+1", 0) - counters.get("-1/-1", 0) > 0


def arrange_own_pt(run: Run, source: int) -> None:
    """Place what the card's characteristic-defining P/T counts (604.3, 613.4a: "equal to the
    number of lands you control"), so a */* placed to check another ability survives (704.5f)."""
    for ab in run.card.abilities:
        if isinstance(ab, ir.DefinePT):
            arrange_counted(run, Board(run, run.card.name), (ab.power, ab.toughness), source)


def counted_pt(st: ir.Static, b: Bindings, affected: int) -> ir.Static:
    """The static ability with a P/T change of a quantity made the number it stands for in the
    game now (613.4c: layer 7c; 611.3a: an effect of a static ability applies at every moment,
    so its count follows the game). Where it affects each of several objects, "other" in what
    it counts is other than the object affected ("each legendary creature you control gets
    +1/+1 for each other legendary creature you control")."""
    if isinstance(st.power, int) and isinstance(st.toughness, int):
        return st
    value: Any = (st.power, st.toughness)
    if isinstance(st.affects, ir.Each):
        value = transform(value, lambda n: ir.Not(ir.IsObject(ir.Current()))
                          if isinstance(n, ir.Other) else None)
        b = replace(b, current=affected)
    try:
        return replace(st, power=quantity(value[0], b), toughness=quantity(value[1], b))
    except Unpredictable as exc:
        raise Unpredictable(f"Static (+{exc.node}/+N)") from exc


def attached_now(b: Bindings, host: int) -> Bindings:
    """The bindings with the source attached to ``host``, for what its static abilities count
    once it is ("for each Equipment attached to equipped creature", 301.5)."""
    v = b.before.objects.get(b.source)
    if v is None:
        return b
    return replace(b, before=replace(b.before, objects={**b.before.objects, b.source: replace(
        v, attached_to=host)}))


def gone_by_count(printed: View, st: ir.Static, board: Board, source: int) -> str:
    """The object given "-1/-1 for each ..." (``printed``: as printed) left the battlefield as
    the game began: right if its toughness is 0 or less by the count (704.5f)."""
    expected = static_expectation(counted_pt(st, board.bindings(source), source), printed,
                                  board.run.me)
    toughness = expected.get("toughness", printed.toughness)
    if toughness is not None and toughness <= 0:
        explain(f"{printed.name} dies (704.5f): toughness {toughness}")
        return PASSED
    return f"{FAILED}: {printed.name} left the battlefield (toughness {toughness} predicted)"


def _printed_live(run: Run, oid: int, printed: View) -> View:
    """The printed view with the object's own state (controller, counters, tapped) filled in."""
    obj = run.game.objects[oid]
    counters = tuple(sorted((obj.counters or {}).items()))
    power, toughness = printed.power, printed.toughness
    bonus = dict(counters).get("+1/+1", 0) - dict(counters).get("-1/-1", 0)
    if power is not None and toughness is not None:
        power, toughness = power + bonus, toughness + bonus
    return replace(printed, id=oid, zone=obj.zone, owner=obj.owner, controller=obj.controller,
                   counters=counters, power=power, toughness=toughness, tapped=obj.tapped)


def run_define_pt(card: ir.Card, ab: ir.DefinePT, seed: int) -> str:
    """604.3, 613.4a: a characteristic-defining P/T, compared with the quantity counted here."""
    run = Run(card, seed)
    board = Board(run, card.name)
    source = run.put(run.me, card.name, counters=entering_counters(card) or None)
    arrange_counted(run, board, (ab.power, ab.toughness), source)
    run.start()
    before = snapshot(run.game)
    b = bind(run, before, source, ())
    if source not in before.objects:
        raise Skip(f"{card.name} died at once (704.5f): the board leaves its count too low")
    v = before.objects[source]
    try:  # None: the printed value, as modified (counters, effects) like the real one
        want = (v.power if ab.power is None else quantity(ab.power, b),
                v.toughness if ab.toughness is None else quantity(ab.toughness, b))
    except Unpredictable as exc:
        return f"{UNCHECKED}: DefinePT ({exc.node})"
    explain(f"{card.name}: P/T {want[0]}/{want[1]}")
    return PASSED if (v.power, v.toughness) == want else \
        f"{FAILED}: P/T {v.power}/{v.toughness}, predicted {want[0]}/{want[1]}"


def _colors_paid(q: Any, mana_cost: str) -> Any:
    """A quantity with "for each color of mana spent to cast it" (601.2h) made a number for a
    card the board casts: :meth:`Run.lands` pays each colored symbol with a basic land of its
    (first) color and generic mana with Wastes."""
    if isinstance(q, ir.ColorsSpent):
        paid = (next((c for c in sym.split("/") if c in BASIC_FOR), "")
                for sym in mana_symbols(mana_cost))
        return len({c for c in paid if c and c in "WUBRG"})
    if isinstance(q, ir.Node) and is_dataclass(q):
        return replace(q, **{f.name: _colors_paid(getattr(q, f.name), mana_cost)
                             for f in fields(q) if f.compare})
    return q


def entering_condition(ab: ir.ReplacementAbility) -> ir.Condition | None:
    """614.1c: the condition of "enters tapped unless ..." or "enters with ... if ..."."""
    cond = getattr(ab, "unless", None) if isinstance(ab, ir.EntersTapped) else \
        getattr(ab, "condition", None)
    return cond if isinstance(cond, ir.Condition) else None


def history_conditions(value: Any) -> list[ir.HappenedThisTurn]:
    """The conditions about the turn's history in an effect or condition that
    ``arrange_history`` can make hold."""
    return [n for n in ir.walk(value) if isinstance(n, ir.HappenedThisTurn) and
            history_arrangeable(n)]


def track_history(run: Run, board: Board, value: Any, source: int, holding: bool | None
                  ) -> None:
    """Where a condition asks what happened this turn ("if a creature died this turn", 614.1c
    of an entering permanent, 608.2c of an effect), the harness tracks the turn's history,
    and with ``holding`` makes the event happen first (``arrange_history``); left alone,
    nothing happened this turn and the condition is false."""
    conds = history_conditions(value)
    if not conds or isinstance(value, ir.Condition) and any(c.event == "entered" for c in conds):
        return  # 614.1c: the permanent entering would be history of its own
    run.happened = []
    if holding and not arrange_history(run, board, conds[0], source):
        raise Skip(f"the turn's history ({conds[0].event}) isn't arranged")


def run_replacement(card: ir.Card, ab: ir.ReplacementAbility, seed: int,
                    holding: bool | None = None) -> str:
    """A replacement effect (614): make the event it watches happen and see it modified; with
    ``holding``, a condition about the turn's history made to hold first (``track_history``).
    """
    run = Run(card, seed)
    me, opp = run.me, run.opp
    board = Board(run, card.name)
    types = split_type_line(card.type_line)[1]
    if isinstance(ab, ir.EntersTapped | ir.EntersWithCounters | ir.EntersUnderOpponent |
                  ir.EntersAsCopy | ir.ChooseAsEnters | ir.MayPayOrEntersTapped):
        card_id = run.put(me, card.name, "hand")
        if isinstance(ab, ir.EntersWithCounters):  # "a counter for each ...": some to count
            arrange_counted(run, board, ab.amount, card_id)
        if isinstance(ab, ir.ChooseAsEnters) and ab.kind == "color" and not isinstance(
                card.toughness, int):  # 604.3: a */* counting the chosen color's permanents
            first = next(c for c in "WUBRG" if c not in ab.exclude)
            shade = find_candidate(ir.And((ir.Color(first), ir.CardType("Creature"))),
                                   board.bindings(), Want(), exclude={card.name})
            for who in (me, opp):
                run.avoid.add(run.put(who, shade.name))
        original = None
        for part in ab.cost.parts if isinstance(ab, ir.MayPayOrEntersTapped) else ():
            if isinstance(part, ir.RevealFromHand):  # a card it can reveal
                run.put(me, find_candidate(part.what.pred, board.bindings(), Want(),
                                           zone="hand", exclude={card.name}).name, "hand")
        if isinstance(ab, ir.EntersAsCopy):
            c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(),
                               exclude={card.name})
            original = run.put(opp, c.name)
            run.prefer_copy = original
        action: Any = PlayLand(card_id)
        if "Land" not in types:
            x = X_VALUE if "X" in mana_symbols(card.mana_cost) else 0
            run.avoid.update(run.lands(me, card.mana_cost, x))
            action = Cast(card_id)
        track_history(run, board, entering_condition(ab), card_id, holding)
        run.start()
        for hook in run.then:  # 614.1c, 603.4: the turn's history before it enters
            hook()
        pre = set(run.game.battlefield)
        old = set(run.game.stack)
        run.act(action)
        if not isinstance(action, PlayLand):
            run.resolve(stack_spell_id(run, card.name, old))
        new = [o for o in run.game.battlefield if o not in pre]
        if not new and (not isinstance(card.toughness, int) or card.toughness <= 0) and \
                isinstance(ab, ir.EntersWithCounters | ir.ChooseAsEnters) and any(
                e.rule == "704.5f" and card.name in e.text for e in run.game.log):
            raise Skip("it entered and died at once (704.5f): the board gives it no counters")
        if not new:
            return f"{FAILED}: {card.name} didn't enter the battlefield"
        v = view_of(run.game, run.game.objects[new[0]])  # type: ignore[arg-type]
        cond = entering_condition(ab)
        applies = True
        if isinstance(cond, ir.Condition):  # 614.1c: "enters tapped unless", "... if"
            try:
                applies = condition(cond, bind(run, snapshot(run.game), new[0], ()))
            except Unpredictable as exc:
                raise Skip(f"the condition ({exc.node}) isn't predicted yet") from None
            if isinstance(ab, ir.EntersTapped):
                applies = not applies
        if isinstance(ab, ir.EntersTapped):
            ok, want, got = v.tapped == applies, "tapped" if applies else "untapped", \
                "untapped" if applies else "tapped"
        elif isinstance(ab, ir.EntersWithCounters):
            b = bind(run, snapshot(run.game), new[0], ())
            n = quantity(_colors_paid(ab.amount, card.mana_cost), b) if applies else 0
            ok = v.counter(ab.kind) == n
            want, got = f"with {n} {ab.kind} counters", f"with {v.counter(ab.kind)}"
        elif isinstance(ab, ir.ChooseAsEnters):  # 614.12a: the harness answers the first option
            from ..ir.typeline import CREATURE_TYPES

            got_value = dict(v.chosen).get(ab.kind)
            if ab.kind == "color":
                first = next(c for c in "WUBRG" if c not in ab.exclude)
                ok = got_value == first
            else:
                first = "a creature type"
                ok = got_value in CREATURE_TYPES
            want, got = f"with {ab.kind} {first} chosen", f"with {got_value} chosen"
        elif isinstance(ab, ir.MayPayOrEntersTapped):  # "may" = yes: the cost is paid (614.12)
            life = run.game.player(me).life
            ok = not v.tapped and life == 20 - ab.cost.life
            want, got = f"untapped with {20 - ab.cost.life} life", \
                f"{'tapped' if v.tapped else 'untapped'} with {life} life"
        elif isinstance(ab, ir.EntersUnderOpponent):
            ok, want, got = v.controller == opp, "under Bo's control", \
                run.game.player(v.controller).name
        else:
            assert original is not None
            o = next(c.view for c in candidates() if c.name == run.game.objects[original].name)
            ok = (v.name, v.power, v.toughness, v.types) == (o.name, o.power, o.toughness, o.types)
            want, got = f"a copy of {o.name} {o.power}/{o.toughness}", \
                f"{v.name} {v.power}/{v.toughness}"
        explain(f"{card.name} enters {want}")
        return PASSED if ok else f"{FAILED}: entered {got}, predicted {want}"
    if isinstance(ab, ir.MultiplyTappedMana | ir.TappedLandsProduce):
        run.put(me, card.name, counters=entering_counters(card) or None)
        land = run.put(me, "Forest")
        run.start()
        d = run.game.pending()
        assert d is not None
        option = next((o for o in d.options if isinstance(o, Activate) and o.source == land), None)
        if option is None:
            raise Skip("the Forest's mana ability is not offered")
        run.act(option)
        pool = Counter({MANA_LETTERS[i]: n for i, n in enumerate(total_pool(run.game.player(me))) if n})
        want = Counter({"G": ab.factor}) if isinstance(ab, ir.MultiplyTappedMana) else \
            Counter(c for c in ab.mana if c in MANA_LETTERS)
        explain(f"tapping a Forest adds {show(dict(want))}")
        return PASSED if pool == want else \
            f"{FAILED}: tapping a Forest added {show(dict(pool))}, predicted {show(dict(want))}"
    if isinstance(ab, ir.MultiplyTokens):
        c, pre, _ = _resolve_pool_spell(run, card, ir.CreateTokens,
                                        lambda: set(run.game.battlefield))
        assert c.ir is not None and c.ir.spell is not None
        made = [o for o in run.game.battlefield if o not in pre and run.game.objects[o].token]
        want_n = c.ir.spell.effect.amount * ab.factor  # type: ignore[attr-defined, operator]
        explain(f"{c.name} makes {want_n} tokens")
        return PASSED if len(made) == want_n else \
            f"{FAILED}: {c.name} made {len(made)} tokens, predicted {want_n}"
    if isinstance(ab, ir.MultiplyCounters | ir.MoreCounters):
        run.put(me, card.name, counters=entering_counters(card) or None)
        probe = None
        for c in candidates():
            for a in (c.ir.abilities if c.ir is not None else ()):
                if isinstance(a, ir.Activated) and isinstance(a.effect, ir.PutCounters) and \
                        a.effect.what == ir.This() and isinstance(a.effect.amount, int) and \
                        not a.targets and a.cost.loyalty is None and \
                        "Creature" in c.view.types and a.effect.kind == "+1/+1":
                    probe = (c, a)
                    break
            if probe:
                break
        if probe is None:
            raise Skip("no pool card puts counters on itself")
        c, a = probe
        pcard = c.ir
        assert pcard is not None
        counters = entering_counters(pcard)
        if pcard.toughness == 0:
            counters["+1/+1"] = counters.get("+1/+1") or X_VALUE
        holder = run.put(me, c.name, counters=counters or None)
        run.lands(me, a.cost.mana)
        run.start()
        prev = (run.game.objects[holder].counters or {}).get(a.effect.kind, 0)
        run.act_and_resolve(run.activation(holder, a, False, pcard),
                            Skip("the counter ability is not on the stack"))
        n = a.effect.amount
        want_n = prev + (n * ab.factor if isinstance(ab, ir.MultiplyCounters) else n + ab.extra)
        got_n = (run.game.objects[holder].counters or {}).get(a.effect.kind, 0)
        explain(f"{c.name} ends with {want_n} {a.effect.kind} counters")
        return PASSED if got_n == want_n else \
            f"{FAILED}: {c.name} has {got_n} {a.effect.kind} counters, predicted {want_n}"
    if isinstance(ab, ir.MoreLife):  # 614.1a: a pool spell's life gain, changed
        c, before, after = _resolve_pool_spell(run, card, ir.GainLife,
                                               lambda: run.game.player(me).life)
        assert c.ir is not None and c.ir.spell is not None
        gain = c.ir.spell.effect.amount * ab.factor + ab.extra  # type: ignore[attr-defined, operator]
        got_gain = after - before
        explain(f"{c.name} gains Ann {gain} life")
        return PASSED if got_gain == gain else \
            f"{FAILED}: {c.name} gained Ann {got_gain} life, predicted {gain}"
    if isinstance(ab, ir.SkipStep) and ab.step == "draw":
        return skipped_draw_check(card, run, ab, seed)
    if isinstance(ab, ir.SkipStep):
        run.put(me, card.name, counters=entering_counters(card) or None)
        if ab.step != "untap":
            raise Skip(f"skipping the {ab.step} step isn't arranged yet")
        land = run.put(me, "Wastes", tapped=True)
        run.start(step="untap")
        run.until(lambda d: d.kind == "priority")
        explain("a tapped land stays tapped through the untap step")
        return PASSED if run.game.objects[land].tapped else \
            f"{FAILED}: the untap step happened (a tapped Wastes untapped)"
    if isinstance(ab, ir.OthersEnterTapped):
        run.put(me, card.name, counters=entering_counters(card) or None)
        where = placement(ab.pred, opp, me, opp)
        who = where["controller"]
        c = entering_candidate(ab.pred, replace(board.bindings(), printed=True), {card.name},
                               untapped=True)
        entering = run.put(who, c.name, "hand")
        if "Land" not in c.view.types:
            run.lands(who, c.cost)
        run.start(active=who)
        pre = set(run.game.battlefield)
        if "Land" in c.view.types:  # 305.1: played, not cast
            run.priority_for(who)
            run.act(PlayLand(entering))
        else:
            cast_and_resolve(run, entering, c.name)
        new = [o for o in run.game.battlefield if o not in pre]
        if not new:
            return f"{FAILED}: {c.name} didn't enter"
        explain(f"Bo's {c.name} enters tapped")
        return PASSED if run.game.objects[new[0]].tapped else \
            f"{FAILED}: {c.name} entered untapped"
    if isinstance(ab, ir.PreventAllDamage):
        return run_prevent_damage(card, ab, seed)
    return f"{UNCHECKED}: {type(ab).__name__}"


def damage_spell(to_player: bool, v: View | None, sources: ir.Pred | None, b: Bindings,
                 caster: int | None = None) -> Candidate:
    """A pool instant or sorcery dealing a fixed amount of damage to one target: a player, or
    the creature ``v`` can be; itself a source ``sources`` describes (the spell, 120.3) when
    ``caster`` (Ann, unless given) casts it."""
    who = b.me if caster is None else caster
    for c, _, t in fixed_damage_spells():
        if t.count != 1:
            continue
        if to_player and (t.players is None or who == b.me and
                          isinstance(t.players.who, ir.Opponent)):
            continue
        if not to_player and (t.objects is None or v is None or
                              not holds(t.objects.pred, v, b)):
            continue
        if sources is None or holds(sources, replace(c.view, zone="stack", controller=who,
                                                    owner=who), b):
            return c
    raise Skip("no pool spell deals damage to it from a source it prevents damage from")


def protected(run: Run, board: Board, card: ir.Card, to: ir.ObjRef | ir.PlayerRef
              ) -> tuple[int, int]:
    """The card put onto the battlefield and what its prevention shield protects: its
    controller, itself, or the permanent it is attached to (an Equipment arranged attached,
    301.5), one with toughness to spare for the damage (615.1a)."""
    if isinstance(to, ir.You | ir.This):
        source = run.put(run.me, card.name, counters=entering_counters(card) or None)
        return source, run.me if isinstance(to, ir.You) else source
    if not isinstance(to, ir.AttachedTo):
        raise Skip(f"damage to {type(to).__name__} isn't arranged yet")
    got = affected_object(run, board, card, to, Want(toughness_above=4, no_auras=True))
    if got is None:
        raise Skip("nothing it protects is on the board")
    return got


def shield_spell(run: Run, victim: int, sources: ir.Pred | None, b: Bindings
                 ) -> tuple[int, Candidate] | None:
    """Who casts which pool spell to deal damage to ``victim`` from a source ``sources``
    describes: Ann, else Bo (whose spell an opponent controls, 108.4); None if none does."""
    v = None if victim == run.me else b.before.objects[victim]
    for caster in (run.me, run.opp):
        try:
            return caster, damage_spell(victim == run.me, v, sources, b, caster)
        except Skip:
            continue
    return None


def spell_damage(run: Run, victim: int, caster: int, c: Candidate
                 ) -> tuple[Snapshot, str, int]:
    """615.1a: ``caster`` casts the pool spell ``c`` dealing damage to ``victim``: the board
    before it, its name and the damage it would deal."""
    assert c.ir is not None and c.ir.spell is not None
    spell = run.put(caster, c.name, "hand")
    run.lands(caster, c.cost)
    run.start(active=caster)
    run.targets = [[victim]]
    pre = snapshot(run.game)
    cast_and_resolve(run, spell, c.name)
    return pre, c.name, c.ir.spell.effect.amount  # type: ignore[attr-defined]


def combat_damage_from(run: Run, board: Board, victim: int, sources: ir.Pred | None,
                       b: Bindings) -> tuple[Snapshot, str, int]:
    """510.1: Bo's creature that is a source ``sources`` describes attacks Ann, and deals its
    combat damage to her (unblocked) or to ``victim`` (blocking it, 509.1): the board before
    combat damage, the attacker's name and the damage it would deal."""
    g, me = run.game, run.me
    pred = ir.And((ir.CardType("Creature"), sources)) if sources else ir.CardType("Creature")
    toughness = 0 if victim == me else (b.before.objects[victim].power or 0)
    c = find_candidate(pred, b, Want(power=True, no_auras=True, toughness_above=toughness),
                       exclude={run.card.name})
    attacker = run.put(run.opp, c.name)
    a = view_of(g, g.objects[attacker])  # type: ignore[arg-type]
    if sources is not None and not holds(sources, a, replace(b, before=snapshot(g))):
        raise Skip(f"the arranged {c.name} isn't a source it prevents damage from")
    if not a.power:
        raise Skip(f"the arranged {c.name} has no power to deal combat damage")
    if victim != me:
        blocker = view_of(g, g.objects[victim])  # type: ignore[arg-type]
        if evades(a, blocker) or {"first strike", "double strike"} & (blocker.keywords -
                                                                       a.keywords):
            raise Skip(f"what it protects can't block {c.name}, or would strike first")
    run.start(active=run.opp)
    run.attack = [Pair(attacker, me)]
    run.block = [] if victim == me else [Pair(victim, attacker)]
    run.until(lambda d: g.step in ("declare_blockers", "end_combat", "main2") and
              d.kind == "priority")
    if g.step != "declare_blockers" or (victim != me and not g.objects[victim].blocking):
        raise Mismatch(f"the arranged {'attack' if victim == me else 'block'} didn't happen")
    pre = snapshot(g)
    power = view_of(g, g.objects[attacker]).power or 0  # type: ignore[arg-type]
    run.until(lambda d: d.kind == "priority" and g.step in ("end_combat", "main2"))
    return pre, c.name, power


def run_prevent_damage(card: ir.Card, ab: ir.PreventAllDamage, seed: int) -> str:
    """615.1a, 615.7: with the card on the battlefield, a source it prevents damage from
    (a pool spell of Ann's or Bo's, else Bo's attacking creature) deals damage to what it
    protects (its controller, itself, the creature it's attached to): all of it, or N of it,
    is prevented; then its ``then`` is done (615.5: a counter removed from itself)."""
    if ab.combat or ab.by is not None:
        got = run_prevent_combat_damage(card, ab, seed)
        if got != PASSED or ab.combat or not isinstance(ab.to, ir.You | ir.This | ir.AttachedTo):
            return got
    if ab.amount is not None and not isinstance(ab.amount, int):
        raise Unpredictable(ab.amount)
    run = Run(card, seed)
    me = run.me
    board = Board(run, card.name)
    source, victim = protected(run, board, card, ab.to)
    b = replace(board.bindings(source), before=snapshot(run.game))
    found = shield_spell(run, victim, ab.sources, b)
    pre, name, amount = spell_damage(run, victim, *found) if found else \
        combat_damage_from(run, board, victim, ab.sources, b)
    dealt = max(0, amount - ab.amount) if isinstance(ab.amount, int) else 0
    want_counters = None
    if ab.then is not None:
        if not isinstance(ab.then, ir.RemoveCountersFrom) or ab.then.what != ir.This() or \
                not isinstance(ab.then.amount, int):
            return f"{UNCHECKED}: PreventAllDamage (then {type(ab.then).__name__})"
        have = pre.objects[source].counter(ab.then.kind)
        want_counters = have - min(have, ab.then.amount)
    explain(f"{name} deals {amount} damage to it: {dealt} dealt" + (
        f", {want_counters} {ab.then.kind} counters left"  # type: ignore[union-attr]
        if want_counters is not None else ""))
    if victim == me:
        got = pre.players[me].life - run.game.player(me).life
    else:
        obj = run.game.objects.get(victim)
        if not isinstance(obj, GameObject) or obj.zone != "battlefield":
            return f"{FAILED}: {pre.objects[victim].name} left the battlefield, predicted " \
                   f"{dealt} damage dealt to it"
        got = obj.damage - pre.objects[victim].damage
    if got != dealt:
        return f"{FAILED}: {got} damage dealt, predicted {dealt}"
    if want_counters is not None:
        now = view_of(run.game, run.game.objects[source])  # type: ignore[arg-type]
        kind = ab.then.kind  # type: ignore[union-attr]
        if now.counter(kind) != want_counters:
            return f"{FAILED}: {now.counter(kind)} {kind} counters left, predicted " \
                   f"{want_counters}"
    return PASSED


def run_prevent_combat_damage(card: ir.Card, ab: ir.PreventAllDamage, seed: int) -> str:
    """615.1a, 510.2: the creature the prevention is about (dealt damage ``to`` it, or
    ``by`` it) fights one of the other player's creatures in combat: it blocks that creature
    or, if it can't, attacks and is blocked by it; the combat damage covered is none. If it
    can do neither (evasion), damage by it is seen with it attacking unblocked."""
    if ab.amount is not None or ab.then is not None or ab.sources is not None:
        raise Skip("combat damage prevented in part, or from some sources, isn't arranged yet")
    ref = ab.to if isinstance(ab.to, ir.This | ir.AttachedTo) else ab.by
    if not isinstance(ref, ir.This | ir.AttachedTo) or ab.by not in (None, ref) or \
            ab.to not in (None, ref):
        raise Skip("combat damage to a player, or dealt by another, isn't arranged yet")
    for mode in ("blocks", "blocked", "unblocked"):
        got = prevented_in_fight(card, ab, ref, seed, mode)
        if got is not None:
            return got
    raise Skip("the creature it is about can't block or be blocked by a pool creature")


def fight_foe(run: Run, subject: int, blocks: bool) -> ir.Pred:
    """The creature to fight ``subject`` in combat (509.1): one with power, no first strike
    (510.4: it could kill before ``subject`` deals damage); one ``subject`` can block (no
    flying, 702.9b), or that can block it (``able_blocker_pred``)."""
    parts: list[ir.Pred] = [ir.CardType("Creature"), ir.Compare("power", ">=", 1),
                            ir.Not(ir.HasKeyword("first strike")),
                            ir.Not(ir.HasKeyword("double strike"))]
    parts.append(ir.Not(ir.HasKeyword("flying")) if blocks else able_blocker_pred(run, subject))
    return ir.And(tuple(parts))


def fight_subject(run: Run, board: Board, card: ir.Card, ab: ir.PreventAllDamage,
                  ref: ir.ObjRef) -> int:
    """The creature the prevention is about (``affected_object``); an Aura preventing damage
    by it enchants one with power (510.1a: else it deals none)."""
    if isinstance(ref, ir.AttachedTo) and ab.by == ref and \
            any(isinstance(a, ir.Enchant) for a in card.abilities):
        source = run.put(run.me, card.name, host=Want(power=True))
        host = run.game.objects[source].attached_to
        if host is None or run.game.is_player(host):
            raise Skip(f"{card.name} is attached to no permanent")
        return host
    got = affected_object(run, board, card, ref)
    assert got is not None
    return got[1]


def prevented_in_fight(card: ir.Card, ab: ir.PreventAllDamage, ref: ir.ObjRef, seed: int,
                       mode: str) -> str | None:
    """One combat (``run_prevent_combat_damage``): the creature ``ref`` names blocks the other
    player's (``mode`` "blocks"), attacks and is blocked by it ("blocked"), or attacks alone
    ("unblocked", for damage by it); None if a declaration is refused. After combat damage
    (510.2), the damage marked on it (if ``to`` covers it), on its foe or the life its
    controller lost (if ``by`` does) is 0; the dealer's power being above 0, it can fail."""
    if mode == "unblocked" and ab.by != ref:
        return None
    run = Run(card, seed)
    g = run.game
    board = Board(run, card.name)
    subject = fight_subject(run, board, card, ab, ref)
    mine = g.objects[subject].controller
    theirs = run.opp if mine == run.me else run.me
    v = view_of(g, g.objects[subject])
    if v is None or "Creature" not in v.types:
        raise Skip(f"{run.describe(subject)} isn't a creature")
    foe = theirs
    if mode != "unblocked":
        c = find_candidate(fight_foe(run, subject, mode == "blocks"), board.bindings(),
                           Want(toughness_above=max(0, v.power or 0)), exclude={card.name})
        foe = run.put(theirs, c.name)
    attacker, blocker = (foe, subject) if mode == "blocks" else (subject, foe)
    run.start(active=g.objects[attacker].controller)
    run.attack = [Pair(attacker, mine if mode == "blocks" else theirs)]
    d = run.until(lambda d: d.kind in ("attackers", "blockers") or g.step == "main2")
    if d.kind == "attackers":
        if not d.accepts(run.attack):
            return None
        run.submit(run.answer(d))
        if attacker not in g.battlefield or g.objects[attacker].attacking is None:
            raise Skip(f"{run.describe(attacker)} isn't attacking")
        power = fight_powers(run, (subject, foe))
        life = g.player(theirs).life
        d = run.until(lambda d: d.kind == "blockers" or g.step not in ("declare_attackers",))
    else:
        power, life = fight_powers(run, (subject, foe)), g.player(theirs).life
    if mode != "unblocked" and (d.kind != "blockers" or not d.accepts([Pair(blocker, attacker)])):
        return None
    run.block = [Pair(blocker, attacker)] if mode != "unblocked" else []
    if d.kind == "blockers":
        run.submit(run.answer(d))
    run.until(lambda d: d.kind == "priority" and g.step == "combat_damage" or
              g.step in ("end_combat", "main2"))
    if mode == "unblocked":
        return unblocked_damage_check(run, subject, theirs, power.get(subject, 0), life)
    return fight_damage_check(run, ab, ref, subject, foe, power)


def fight_powers(run: Run, oids: tuple[int, ...]) -> dict[int, int]:
    """The power of each creature of the fight on the battlefield before combat damage (the
    combat damage it would deal, 510.1a)."""
    g = run.game
    return {o: max(0, v.power or 0) for o in oids if o in g.battlefield and
            (v := view_of(g, g.objects[o])) is not None}


def unblocked_damage_check(run: Run, subject: int, defender: int, power: int, life: int
                           ) -> str:
    """615.1a, 510.1a: the unblocked attacker's combat damage to the defending player is
    prevented: their life (``life`` before) unchanged."""
    if power <= 0:
        raise Skip("with power 0 it deals no combat damage (510.1)")
    now = run.game.player(defender).life
    explain(f"{run.describe(subject)} deals its {power} combat damage to "
            f"{run.describe(defender)}: all of it prevented (615.1a)")
    return PASSED if now == life else \
        f"{FAILED}: {run.describe(defender)} lost {life - now} life, predicted 0 (615.1a)"


def fight_damage_check(run: Run, ab: ir.PreventAllDamage, ref: ir.ObjRef, subject: int,
                       foe: int, power: dict[int, int]) -> str:
    """615.1a: no damage marked on the creatures the prevention covers after the fight; only
    those the other would deal damage to (its ``power`` above 0, 510.1a) are predicted."""
    g = run.game
    checks = ([(subject, foe)] if ab.to == ref else []) + \
        ([(foe, subject)] if ab.by == ref else [])
    lines = []
    for hurt, by in checks:
        if power.get(by, 0) <= 0:
            continue
        lines.append(f"{run.describe(by)} deals its {power[by]} combat damage to "
                     f"{run.describe(hurt)}: all of it prevented (615.1a)")
        if hurt not in g.battlefield:
            return f"{FAILED}: {run.describe(hurt)} left the battlefield, predicted no damage"
        if g.objects[hurt].damage:
            return f"{FAILED}: {g.objects[hurt].damage} damage dealt to " \
                   f"{run.describe(hurt)}, predicted 0 (615.1a)"
    if not lines:
        raise Skip("with power 0 it deals no combat damage (510.1)")
    explain("; ".join(lines))
    return PASSED


def run_begin_on_battlefield(card: ir.Card, seed: int) -> str:
    """103.6a: with the card in Ann's opening hand, she is asked after the mulligans whether to
    begin the game with it on the battlefield; saying yes puts it there before the first turn."""
    game = Game([[card] * 7, [FILLER] * LIBRARY],
                names=["Ann", "Bo"], seed=seed, first=0, auto_pass=False, mulligans=False)
    ann = game.players[0]
    explain(f"{card.name} in Ann's opening hand: she is offered to begin with it in play")
    d = game.pending()
    if d is None or d.kind != "may" or d.player != ann.id:
        return f"{FAILED}: Ann wasn't offered to begin the game with it on the battlefield"
    game.submit(YES)
    while (d := game.pending()) is not None and d.kind == "may" and d.player == ann.id:
        game.submit(NO)  # the other copies stay in her hand
    if game.turn != 1:
        return f"{FAILED}: the game went past its first turn"
    if sum(game.objects[o].name == card.name for o in game.battlefield) != 1:
        return f"{FAILED}: not exactly one {card.name} is on the battlefield"
    return PASSED


def run_rule(card: ir.Card, ab: ir.Ability, seed: int) -> str:
    """Attack and block requirements and restrictions (508.1c-d, 509.1b), seen in the
    attackers and blockers decisions."""
    run = Run(card, seed)
    me, opp = run.me, run.opp
    board = Board(run, card.name)
    if isinstance(ab, ir.AttacksEachCombat):
        source = run.put(me, card.name)
        if isinstance(ab.affects, ir.AttachedTo):  # the Aura's creature must attack
            host = attached_host(run, board, card, source, ab.affects.pred)
            if host is None or run.game.is_player(host) or \
                    run.game.objects[host].controller != me:
                return f"{SKIPPED}: {card.name} is attached to no creature of its controller"
            source = host
        run.start()
        explain(f"declaring no attackers is refused while {card.name} can attack")
        d = run.until(lambda d: d.kind == "attackers" or run.game.step == "main2")
        if d.kind != "attackers":
            return f"{FAILED}: it wasn't able to attack"
        if d.accepts(()):
            return f"{FAILED}: declaring no attackers was accepted (508.1d)"
        return PASSED if d.accepts([Pair(source, opp)]) else f"{FAILED}: it can't attack Bo"
    if isinstance(ab, ir.CantAttackOwner):
        source = run.put(me, card.name, controller=opp)
        c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
        other = run.put(opp, c.name)  # so that Bo has an attack to declare
        run.start(active=opp)
        explain(f"{card.name}, controlled by Bo, can't attack Ann, its owner")
        d = run.until(lambda d: d.kind == "attackers" or run.game.step == "main2")
        if d.kind != "attackers" or not d.accepts([Pair(other, me)]):
            return f"{FAILED}: Bo's {c.name} couldn't attack"
        if d.accepts([Pair(source, me)]):
            return f"{FAILED}: it may attack its owner (508.1c)"
        return PASSED
    if isinstance(ab, ir.CantBlock):
        source = run.put(me, card.name)
        c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
        attacker = run.put(opp, c.name)
        run.start(active=opp)
        run.attack = [Pair(attacker, me)]
        d = run.until(lambda d: d.kind == "blockers" or run.game.step == "main2")
        if d.kind == "blockers" and d.accepts([Pair(source, attacker)]):
            return f"{FAILED}: it may block"
        return PASSED
    if isinstance(ab, ir.CantBeCountered):
        if card.mana_cost == "" or "Land" in ir_view(card).types:
            return f"{SKIPPED}: it can't be cast here"
        spell = run.put(me, card.name, "hand")
        run.avoid.update(run.lands(me, card.mana_cost, X_VALUE))  # X = 2 (107.3a)
        board = Board(run, card.name)
        phrases = card.spell.targets if card.spell is not None else ()
        chosen = board.targets(phrases, card.spell.effect if card.spell else ir.Seq(()))
        counter = run.put(opp, "Counterspell", "hand")
        run.lands(opp, "{U}{U}")
        board.begin(chosen)
        run.targets = [list(t) for t in chosen]
        explain(f"Bo counters {card.name} with Counterspell; it can't be countered (101.2)")
        old = set(run.game.stack)
        run.act(Cast(spell))
        sid = stack_spell_id(run, card.name, old)
        run.priority_for(opp)
        run.targets = [[sid]]
        old = set(run.game.stack)
        run.act(Cast(counter))
        run.resolve(stack_spell_id(run, "Counterspell", old))  # above it, whatever is below
        if sid not in run.game.stack:
            return f"{FAILED}: {card.name} left the stack: it was countered"
        return PASSED
    if isinstance(ab, ir.AttackTax):
        run.put(me, card.name)
        c = find_candidate(ir.CardType("Creature"), board.bindings(), Want(), exclude={card.name})
        attacker = run.put(opp, c.name)
        run.start(active=opp)
        explain(f"Bo, with no mana, can't attack Ann with {c.name}")
        d = run.until(lambda d: d.kind == "attackers" or run.game.step == "main2")
        if d.kind != "attackers":
            return f"{FAILED}: Bo's creature couldn't be declared as an attacker at all"
        if d.accepts([Pair(attacker, me)]):
            return f"{FAILED}: Bo attacked without paying {ab.mana} (508.1h)"
        return PASSED
    return f"{UNCHECKED}: {type(ab).__name__}"


PLAYER_RULES: dict[type, Callable[..., str]] = {
    ir.NoMaximumHandSize: run_no_maximum_hand_size, ir.PlayerHas: run_player_has,
    ir.AdditionalLands: run_additional_lands, ir.CastLimit: run_cast_limit,
    ir.CastAsThoughFlash: run_cast_as_though_flash, ir.CastOnly: run_cast_only,
}
"""The check of each kind of rule about players and casting (the label keeps its kind)."""


def run_characteristics(card: ir.Card, seed: int) -> list[AbilityResult]:
    """The card's printed characteristics (its IR's) and keywords (702) as the game sees them:
    on the battlefield for a permanent, in hand otherwise."""
    start = time.perf_counter()
    run = Run(card, seed)
    sup, types, subtypes = split_type_line(card.type_line)
    permanent = bool(types & ir_permanent_types()) and "Aura" not in subtypes and not (
        "Creature" in types and (card.toughness == 0 or not isinstance(card.toughness, int)))
    oid = run.put(run.me, card.name, "battlefield" if permanent else "hand",
                  counters=entering_counters(card) or None)
    run.start()
    v = view_of(run.game, run.game.objects[oid])  # type: ignore[arg-type]
    want = ir_view(card)
    if permanent:
        want = replace(want, keywords=frozenset(card.keywords))
        for st in card.abilities:
            if isinstance(st, ir.Static) and isinstance(st.affects, ir.Each | ir.This):
                b = bind(run, snapshot(run.game), oid, ())
                if not isinstance(st.power, int) or not isinstance(st.toughness, int):
                    st = replace(st, power=quantity(st.power, b),  # noqa: PLW2901
                                 toughness=quantity(st.toughness, b))
                if st.condition is not None and not _holds_or_unknown(st.condition, b):
                    continue
                if isinstance(st.affects, ir.This) or holds(st.affects.what.pred, v, b):
                    exp = static_expectation(st, _printed_live(run, oid, want), run.me)
                    want = replace(want, **{k: val for k, val in exp.items()
                                            if k in ("types", "subtypes", "colors", "keywords",
                                                     "power", "toughness")})
    bonus = v.counter("+1/+1") - v.counter("-1/-1")
    diffs = []
    for attr in ("name", "types", "supertypes", "subtypes", "colors", "mana_value", "power",
                 "toughness"):
        w = getattr(want, attr)
        if attr in ("power", "toughness"):
            raw = getattr(card, attr)
            if not isinstance(raw, int) or not permanent or "Creature" not in types:
                continue
            if any(isinstance(a, ir.DefinePT) for a in card.abilities):
                continue
            w = w + bonus
        if attr == "mana_value" and permanent:
            continue
        got = getattr(v, attr)
        if (set(got) != set(w)) if attr == "subtypes" else got != w:
            diffs.append(f"{attr} {show(got)}, printed {show(w)}")
    seconds = time.perf_counter() - start
    out = [AbilityResult("characteristics", f"{FAILED}: " + "; ".join(diffs) if diffs else PASSED,
                         seconds)]
    for kw in card.keywords:
        ok = kw in v.keywords
        out.append(AbilityResult(f"keyword {kw}", PASSED if ok else
                                 f"{FAILED}: {kw} is not among its keywords {show(v.keywords)}"))
    return out


def run_keyword(card: ir.Card, ab: ir.KeywordAbility, seed: int) -> str:
    """702: a keyword with a parameter is present in the characteristics (its expansion into
    other abilities, if the engine makes one, isn't checked here)."""
    run = Run(card, seed)
    types = split_type_line(card.type_line)[1]
    zone = "battlefield" if types & ir_permanent_types() else "hand"
    oid = run.put(run.me, card.name, zone, counters=entering_counters(card) or None)
    if zone == "battlefield":
        arrange_own_pt(run, oid)
    run.start()
    if oid not in run.game.objects:
        raise Skip(f"{card.name} doesn't stay on the battlefield by itself")
    keywords = view_of(run.game, run.game.objects[oid]).keywords  # type: ignore[arg-type]
    name = ab.name.casefold()
    explain(f"{ab.name} among its keywords")
    if any(k.casefold().split(" ")[0] == name.split(" ")[0] for k in keywords):
        return PASSED
    return f"{UNCHECKED}: KeywordAbility {ab.name} (not among its keywords {show(keywords)})"


def run_enchant(card: ir.Card, ab: ir.Enchant, seed: int) -> str:
    """303.4a, 702.5a: an Aura spell targets what it can enchant and is attached to it."""
    run = Run(card, seed)
    board = Board(run, card.name)
    aura = run.put(run.me, card.name, "hand")
    run.avoid.update(run.lands(run.me, card.mana_cost))
    chosen = board.targets((ab.target,), ir.Tap(ir.Targeted(0)),
                           extra=host_want(attached_effects(card)))
    run.start()
    run.targets = [list(x) for x in chosen]
    old = set(run.game.stack)
    run.act(Cast(aura))
    run.resolve(stack_spell_id(run, card.name, old))
    target = chosen[0][0]
    if target not in run.game.objects:
        raise Skip("the creature enchanted died at once (704.5f): the board's count is too high")
    explain(f"{card.name} attached to {run.game.objects[target].name}")
    attached = [o for o in run.game.battlefield if run.game.objects[o].name == card.name
                and run.game.objects[o].attached_to == target]
    return PASSED if attached else f"{FAILED}: {card.name} is not attached to the target"


# ---- one card ------------------------------------------------------------------------------------


def scenes_of(card: ir.Card) -> list[tuple[str, Callable[[int], str]]]:
    """Every check of a card: (label, run(seed) -> status)."""
    out: list[tuple[str, Callable[[int], str]]] = []

    def effect_scenes(label: str, effect: ir.Effect, phrases: tuple[ir.Target, ...],
                      intervening: ir.Condition | None = None, history: bool = True
                      ) -> list[Scene]:
        if isinstance(effect, ir.Modal):
            return modal_scenes(label, effect)
        phrases = phrases + reflexive_phrases(effect)
        scenes = [Scene(label, effect, phrases,
                        life=life_for_targets(phrases) or life_to_survive(effect))]
        life = life_making_true(effect)
        if life is not None:
            scenes.append(Scene(f"{label} (with {life} life)", effect, phrases, life=life))
        if history and history_conditions(effect):  # "if a creature died this turn": held
            scenes.append(Scene(f"{label} (the turn's history arranged)", effect, phrases,
                                history=True))
        for color in dict.fromkeys(n.color for n in ir.walk(effect) if isinstance(
                n, ir.ManaSpent) and isinstance(n.obj, ir.This)):  # 601.2h: and spent
            scenes.append(Scene(f"{label} (with {{{color}}} spent)", effect, phrases,
                                spend=color))
        if intervening is not None and arrangeable(intervening):  # 603.4: and left false
            scenes.append(Scene(f"{label} (its intervening 'if' unarranged)", effect, phrases,
                                unarranged=True))
        if any(isinstance(n, ir.IsMonarch) for n in ir.walk((effect, intervening))):
            scenes += [Scene(f"{label} (you the monarch)", effect, phrases, monarch="me"),
                       Scene(f"{label} (an opponent the monarch)", effect, phrases,
                             monarch="opp")]
        if any(t.objects is not None and t.players is not None for t in phrases):
            scenes.append(Scene(f"{label} (the other kind of target)", effect, phrases,
                                other=True))
        return scenes

    if card.spell is not None:
        for scene in effect_scenes("spell: " + first_line(card.spell.text), card.spell.effect,
                                   card.spell.targets):
            out.append((scene.label, lambda s, sc=scene: run_spell(card, sc, s)))
    for ab in card.abilities:
        text = first_line(getattr(ab, "text", "")) or type(ab).__name__
        if isinstance(ab, ir.Activated):
            scenes = effect_scenes(f"activated: {text}", ab.effect, ab.targets)
            if counts_own_removed(ab):
                scenes.append(replace(scenes[0], label=f"activated: {text} (its last counter "
                                                       "removed)", last_counters=True))
            for scene in scenes:
                out.append((scene.label, lambda s, a=ab, sc=scene: run_activated(card, a, sc, s)))
        elif isinstance(ab, ir.Equip):
            scene = Scene(f"activated: {text}", ir.AttachTo(ir.Targeted(0)),
                          equip_ability(ab).targets)  # 702.6a, 702.6c: of a quality
            out.append((scene.label, lambda s, a=ab, sc=scene: run_activated(card, a, sc, s)))
        elif isinstance(ab, ir.Triggered):
            for scene in effect_scenes(f"triggered: {text}", ab.effect, ab.targets,
                                       ab.intervening, history_fits(ab.effect, ab.trigger)):
                out.append((scene.label, lambda s, a=ab, sc=scene: run_triggered(card, a, sc, s)))
        elif isinstance(ab, ir.Static):
            out += static_scenes(card, ab, f"static: {text}")
        elif isinstance(ab, ir.DefinePT):
            out.append((f"static: {text}", lambda s, a=ab: run_define_pt(card, a, s)))
        elif isinstance(ab, ir.ReplacementAbility):
            out.append((f"replacement: {text}", lambda s, a=ab: run_replacement(card, a, s)))
            cond = entering_condition(ab)
            if isinstance(cond, ir.HappenedThisTurn) and history_arrangeable(cond):
                out.append((f"replacement: {text} (its condition arranged)",
                            lambda s, a=ab: run_replacement(card, a, s, holding=True)))
        elif isinstance(ab, ir.AttacksEachCombat | ir.CantAttackOwner | ir.CantBlock |
                        ir.AttackTax | ir.CantBeCountered):
            out.append((f"rule: {text}", lambda s, a=ab: run_rule(card, a, s)))
        elif isinstance(ab, ir.Restriction):
            out.append((f"rule: {text}", lambda s, a=ab: run_restriction(card, a, s)))
        elif isinstance(ab, ir.CantAttackUnlessDefender):
            for has in (False, True):
                out.append((f"rule: {text}" + (" (it controls one)" if has else ""),
                            lambda s, a=ab, h=has: run_cant_attack_unless(card, a, h, s)))
        elif isinstance(ab, ir.CantAlone):
            out.append((f"rule: {text}", lambda s, a=ab: run_cant_alone(card, a, s)))
        elif isinstance(ab, ir.BeginOnBattlefield):
            out.append((f"rule: {text}", lambda s: run_begin_on_battlefield(card, s)))
        elif isinstance(ab, ir.AdditionalCost):
            out.append((f"cost: {text}", lambda s, a=ab: run_additional_cost(card, a, s)))
        elif isinstance(ab, ir.AdditionalCostChoice):  # 601.2b: the option arranged
            out.append((f"cost: {text}", lambda s, a=ab: run_additional_cost(
                card, ir.AdditionalCost(arranged_option(a)), s, bare_check=False)))
        elif isinstance(ab, ir.CostsLess):
            out.append((f"cost: {text}", lambda s, a=ab: run_costs_less(card, a, s)))
        elif isinstance(ab, ir.AlternativeCost):
            out.append((f"cost: {text}", lambda s, a=ab: run_alternative_cost(card, a, s)))
        elif isinstance(ab, ir.SpellsCostLess):
            out.append((f"rule: {text}", lambda s, a=ab: run_spells_cost_less(card, a, s)))
        elif isinstance(ab, ir.SpellsCostMore):
            out.append((f"rule: {text}", lambda s, a=ab: run_spells_cost_more(card, a, s)))
        elif isinstance(ab, ir.DoesntUntap) and ab.condition is not None and \
                condition_arrangeable(ab.condition):  # 611.3a: arranged to hold, and not to
            for h in (True, False):
                out.append((f"rule: {text} (condition {'holds' if h else 'does not hold'})",
                            lambda s, a=ab, h=h: run_doesnt_untap(card, a, s, h)))
        elif isinstance(ab, ir.DoesntUntap):
            out.append((f"rule: {text}", lambda s, a=ab: run_doesnt_untap(card, a, s)))
        elif isinstance(ab, ir.BlocksAdditional):
            out.append((f"rule: {text}", lambda s, a=ab: run_blocks_additional(card, a, s)))
        elif isinstance(ab, ir.MustBeBlocked | ir.AllMustBlock):
            out.append((f"rule: {text}", lambda s, a=ab: run_block_requirement(card, a, s)))
        elif isinstance(ab, ir.AssignAsUnblocked):
            out.append((f"rule: {text}", lambda s, a=ab: run_assign_as_unblocked(card, a, s)))
        elif isinstance(ab, ir.MayNotUntap):
            for keep in (True, False):
                out.append((f"rule: {text} ({'kept tapped' if keep else 'untapped'})",
                            lambda s, a=ab, k=keep: run_may_not_untap(card, a, s, k)))
        elif isinstance(ab, ir.Enchant):
            out.append((f"keyword: {text}", lambda s, a=ab: run_enchant(card, a, s)))
        elif type(ab) in PLAYER_RULES:
            name = type(ab).__name__
            out.append((f"{name}: {text}", lambda s, a=ab: PLAYER_RULES[type(a)](card, a, s)))
        elif isinstance(ab, ir.KeywordAbility):
            out.append((f"keyword: {text}", lambda s, a=ab: run_keyword(card, a, s)))
        else:
            name = type(ab).__name__
            out.append((f"{name}: {text}", lambda s, n=name: f"{UNCHECKED}: {n}"))
    return out


def counts_own_removed(ab: ir.Activated) -> bool:
    """Whether an ability's cost removes counters from its source (602.2b) and its effect
    counts those left ("if there are no depletion counters on it, sacrifice it"): checked
    also with the cost removing the last ones."""
    kinds = {p.kind for p in ab.cost.parts if isinstance(p, ir.RemoveCounters) and
             not p.any_number}
    return not isinstance(ab.effect, ir.Modal) and any(
        isinstance(n, ir.CountersOn) and n.obj == ir.This() and n.kind in kinds
        for n in ir.walk(ab.effect))


def modal_scenes(label: str, modal: ir.Modal) -> list[Scene]:
    """One check per mode (700.2). Where more than one mode must be chosen ("choose two"),
    each mode is checked together with the modes after it; "choose one or more" checks each
    mode alone."""
    least = modal.minimum or modal.choose
    n = len(modal.modes)
    out = []
    for i in range(n):
        chosen = tuple(sorted({(i + k) % n for k in range(min(least, n))}))
        effect, phrases = combined_modes(modal, chosen)
        with_ = [m + 1 for m in chosen if m != i]
        more = f", with mode {', '.join(map(str, with_))}" if with_ else ""
        out.append(Scene(f"{label} (mode {i + 1}{more})", effect, phrases, chosen))
    if modal.repeat:  # 700.2d: the same mode chosen every time
        chosen = (0,) * modal.choose
        effect, phrases = combined_modes(modal, chosen)
        out.append(Scene(f"{label} (mode 1 {modal.choose} times)", effect, phrases, chosen))
    return out


def combined_modes(modal: ir.Modal, chosen: tuple[int, ...]) -> tuple[ir.Effect,
                                                                        tuple[ir.Target, ...]]:
    """The chosen modes as one effect, in printed order (700.2a), each mode's ``Targeted(i)``
    renumbered after the target phrases of the modes before it (as the targets are chosen,
    601.2c, 700.2c)."""
    effects: list[ir.Effect] = []
    phrases: list[ir.Target] = []
    for m in chosen:
        mode = modal.modes[m]
        offset = len(phrases)

        def shift(node: ir.Node, offset: int = offset) -> ir.Node | None:
            return replace(node, index=node.index + offset) if isinstance(
                node, ir.Targeted) else None

        effects.append(transform(mode.effect, shift) if offset else mode.effect)
        for t in mode.targets:
            t = transform(t, shift) if offset else t
            if t.shares_type_with >= 0:
                t = replace(t, shares_type_with=t.shares_type_with + offset)
            phrases.append(t)
    return (effects[0] if len(effects) == 1 else ir.Seq(tuple(effects))), tuple(phrases)


def life_making_true(effect: ir.Effect) -> int | None:
    """For "if you have N or less life" conditions (fateful hour ...) that don't hold at 20
    life: a life total that makes them hold, to check that branch too."""
    for node in ir.walk(effect):
        if isinstance(node, ir.CompareQ) and isinstance(node.left, ir.PlayerCount) and \
                isinstance(node.left.player, ir.You) and node.left.what == "life" and \
                isinstance(node.right, int):
            n = node.right
            for life in (n, n - 1, n + 1):
                if life > 0 and compare(life, node.op, n) and not compare(20, node.op, n):
                    return life
    return None


def life_to_survive(effect: ir.Effect) -> int | None:
    """For an effect that makes its controller lose a fixed amount of life the starting 20
    can't cover ("you lose 20 life"), a life total that leaves them in the game to see the rest
    (104.3a, 704.5a; None if 20 will do)."""
    lost = sum(node.amount for node in ir.walk(effect) if isinstance(node, ir.LoseLife)
               and isinstance(node.who, ir.You) and isinstance(node.amount, int))
    return 20 + lost if lost >= 20 else None


def life_for_targets(phrases: Sequence[ir.Target]) -> int | None:
    """For a target phrase comparing a characteristic with the controller's life ("target
    creature with power greater than or equal to your life total"), that no pool creature
    fits at 20 life: a life total low enough for one to (115.1; None if there is none)."""
    for phrase in phrases:
        for node in ir.walk(phrase):
            if isinstance(node, ir.Compare) and isinstance(node.value, ir.PlayerCount) and \
                    isinstance(node.value.player, ir.You) and node.value.what == "life" and \
                    node.op in (">=", ">", "=="):
                return 2
    return None


def first_line(text: str) -> str:
    line = text.split("\n")[0]
    return line if len(line) <= 70 else line[:67] + "..."


_EXPLAINED: list[str] = []


def explain(text: str) -> None:
    """Note what the check predicted (shown with the result)."""
    _EXPLAINED.append(text)


def guarded(fn: Callable[[], str]) -> str:
    """Run one check: Skip is a skip, an exception (in the engine or here) an error with the
    last frames of its traceback."""
    _EXPLAINED.clear()
    try:
        return fn()
    except Skip as exc:
        return f"{SKIPPED}: {exc}"
    except Mismatch as exc:
        return f"{FAILED}: {exc}"
    except IllegalAction as exc:
        return f"{FAILED}: the engine refused an answer: {exc}"
    except Exception as exc:  # noqa: BLE001 - every engine error is reported, never raised
        frames = traceback.extract_tb(exc.__traceback__)[-3:]
        where = " <- ".join(f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} {f.name}"
                            for f in reversed(frames))
        return f"{ERROR}: {type(exc).__name__}: {exc} [{where}]"


def smoke_card(name: str, seed: int = 0) -> SmokeResult:
    """Build and run a smoke game for each ability of ``name`` and compare each with what its
    IR predicts (see the module docstring)."""
    start = time.perf_counter()
    from .registry import UnknownCard, get_card

    try:
        cdef = get_card(name)
    except UnknownCard as exc:
        return SmokeResult(name, (AbilityResult("card", f"{SKIPPED}: {exc}"),))
    if cdef.unsupported:
        return SmokeResult(cdef.name, (AbilityResult("card", f"{SKIPPED}: unsupported: "
                                                             f"{cdef.unsupported}"),))
    card = ir_card(cdef.name)
    if card is None:
        return SmokeResult(cdef.name, (AbilityResult("card", f"{SKIPPED}: it doesn't compile"),))
    results: list[AbilityResult] = []
    chars_start = time.perf_counter()
    box: list[list[AbilityResult]] = []
    status = guarded(lambda: box.append(run_characteristics(card, seed)) or PASSED)
    if box:
        results += box[0]
    else:
        results.append(AbilityResult("characteristics", status,
                                     time.perf_counter() - chars_start))
    for label, fn in scenes_of(card):
        t0 = time.perf_counter()
        status = guarded(lambda fn=fn: fn(seed))
        results.append(AbilityResult(label, status, time.perf_counter() - t0,
                                     " | ".join(_EXPLAINED)))
    return SmokeResult(cdef.name, tuple(results), time.perf_counter() - start)


# ---- many cards ----------------------------------------------------------------------------------


def supported_names() -> list[str]:
    """Every supported, non-token card name the registry knows, sorted."""
    from .registry import CARD_POOL

    return sorted(n for n, c in CARD_POOL.items() if not c.token and not c.unsupported)


def week_seed(day: datetime.date | None = None) -> int:
    """A seed that changes every ISO week (e.g. 202531), so the CI sample rotates but a run
    is reproducible from the seed it prints."""
    year, week, _ = (day or datetime.date.today()).isocalendar()
    return year * 100 + week


def sample_names(names: Iterable[str], n: int, seed: int) -> list[str]:
    """A seeded sample of ``n`` names (all of them if there are no more)."""
    pool = sorted(set(names))
    if n >= len(pool):
        return pool
    return sorted(random.Random(seed).sample(pool, n))


Progress = Callable[[int, int, SmokeResult], None]


def smoke_all(names: Iterable[str], seed: int = 0, progress: Progress | None = None,
              sample_seed: int | None = None) -> SmokeSummary:
    """Smoke every card of ``names``, calling ``progress(done, total, result)`` after each."""
    names = list(names)
    start = time.perf_counter()
    results = []
    for i, name in enumerate(names):
        result = smoke_card(name, seed)
        results.append(result)
        if progress is not None:
            progress(i + 1, len(names), result)
    return SmokeSummary(tuple(results), time.perf_counter() - start, sample_seed)


def smoke_sample(names: Iterable[str], n: int, seed: int, progress: Progress | None = None
                 ) -> SmokeSummary:
    """Smoke a seeded sample of ``n`` cards (see :func:`week_seed` for a rotating seed)."""
    return smoke_all(sample_names(names, n, seed), seed, progress, sample_seed=seed)
