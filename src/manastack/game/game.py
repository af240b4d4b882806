"""The Game: state, the decision protocol (``pending``/``submit``/``play``) and ``copy``.

The flow of the game (turns, priority, the stack) is a generator, :func:`manastack.rules.turn.run`,
that yields a :class:`Decision` whenever a player must choose. ``submit`` checks the answer first,
so an illegal answer raises :class:`IllegalAction` and leaves the game exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .decisions import NOT_FORCED, Conceded, Decision, IllegalAction
from .log import LogEntry, render_log
from .objects import BATTLEFIELD, COMMAND, EXILE, LIBRARY, STACK, GameObject, Player, StackAbility

CHECKPOINT_EVERY = 256
"""Decisions (posed or passed automatically) between the checkpoints a copy taken in the middle
of a decision replays from: a copy's cost stays bounded, at one snapshot per this many."""

if TYPE_CHECKING:
    from .. import ir
    from ..rules.card import CardDef
    from ..rules.characteristics import Characteristics, ContinuousEffect
    from ..rules.replacement import CreatedReplacement
    from ..rules.triggers import DelayedTrigger, PendingTrigger


class Agent(Protocol):
    """Anything that answers decisions: ``decide(game, decision) -> answer``."""

    def decide(self, game: Game, decision: Decision) -> Any: ...


@dataclass(frozen=True, slots=True)
class GameResult:
    """How the game ended (104): the winner's name, or None for a draw (104.4a)."""

    winner: str | None
    reason: str
    turns: int

    @property
    def is_draw(self) -> bool:
        return self.winner is None


class CardNotSupported(ValueError):
    """A card the engine can't play correctly yet; games refuse to load it."""


def _checked_decks(decks: Any) -> list[list[Any]]:
    """The decks as lists, each entry a card name, CardDef or ir.Card; a clear error otherwise."""
    from ..ir import Card
    from ..rules.card import CardDef

    if isinstance(decks, str | bytes) or not isinstance(decks, Iterable):
        raise TypeError(f"decks must be a list of decks (lists of card names), got {decks!r}")
    decks = list(decks)
    if not 2 <= len(decks) <= 6:
        raise ValueError(f"a game needs 2 to 6 players, got {len(decks)} decks")
    out = []
    for i, deck in enumerate(decks, 1):
        if isinstance(deck, str | bytes) or not isinstance(deck, Iterable):
            raise TypeError(f"deck {i} must be a list of card names, got {deck!r}")
        deck = list(deck)
        for k, entry in enumerate(deck, 1):
            if not isinstance(entry, str | CardDef | Card):
                raise TypeError(f"deck {i}, card {k}: expected a card name, got {entry!r}")
        out.append(deck)
    return out


class Game:
    """One game of Magic between 2 or more players.

    >>> from manastack import Game, agents
    >>> deck = ["Forest"] * 20 + ["Grizzly Bears"] * 20
    >>> game = Game([deck, deck], seed=1)
    >>> result = game.play([agents.RandomAgent(1), agents.RandomAgent(2)])
    >>> result.turns > 0
    True
    """

    def __init__(
        self,
        decks: Sequence[Iterable[str | CardDef | ir.Card]],
        *,
        names: Sequence[str] | None = None,
        seed: int | None = 0,
        auto_pass: bool = True,
        start: bool = True,
        first: int | None = None,
        mulligans: bool = True,
    ) -> None:
        from ..cards.registry import get_card
        from ..rules.card import definition

        decks = _checked_decks(decks)
        names = list(names) if names else [f"Player {i + 1}" for i in range(len(decks))]
        if not all(isinstance(n, str) and n.strip() for n in names):
            raise TypeError(f"player names must be non-empty strings, got {names!r}")
        if len(names) != len(decks) or len(set(names)) != len(names):
            raise ValueError("give each player a distinct name")
        if seed is None:  # a fresh seed, kept so the game can still be saved and replayed
            seed = random.SystemRandom().randrange(2**63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an integer (or None for a fresh one), got {seed!r}")
        if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                                  or not 0 <= first < len(decks)):
            raise ValueError(f"first must be a player index from 0 to {len(decks) - 1}, "
                             f"got {first!r}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.auto_pass = auto_pass
        self.mulligans = mulligans
        self._next_id = 1
        self.players = [Player(self.new_id(), i, name) for i, name in enumerate(names)]
        self._by_id = {p.id: p for p in self.players}
        self.objects: dict[int, GameObject | StackAbility] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []  # top of the stack is the END of the list
        self.exile: list[int] = []
        self.command: list[int] = []
        self.effects: list[ContinuousEffect] = []
        self.replacements: list[CreatedReplacement] = []  # created by resolved spells/abilities
        self.static_replacers = 0  # permanents with replacement-effect static abilities (614)
        self.mana_triggers = 0  # permanents with triggered mana abilities (605.1b)
        self.statics = 0  # permanents with static abilities that affect other objects (604)
        self.attack_rules = 0  # permanents with restrictions of attacking or blocking (508, 509)
        self.cost_rules = 0  # permanents with "spells you cast cost less" abilities (601.2f)
        self.control_changed = False  # some permanent has a controller other than its base one
        self.pending_triggers: list[PendingTrigger] = []
        self.delayed: list[DelayedTrigger] = []  # 603.7: waiting delayed triggered abilities
        self.lki: dict[int, GameObject] = {}  # permanents as they last existed (608.2h)
        self.exiled_until: dict[int, tuple[int, ...]] = {}
        """Cards exiled "until" a permanent leaves the battlefield, by that permanent (610.3)."""
        self.exiled_with: dict[int, tuple[int, ...]] = {}
        """Cards exiled by an ability of a permanent whose other ability is linked to it and
        names "the exiled card" (607.2a), by that permanent's object id."""
        self.log: list[LogEntry] = []
        self.turn = 0
        self.active = 0  # index into players
        self.step = "setup"
        self.step_started = True
        self.priority: int | None = None  # index of the player holding priority
        self.passes = 0  # players who passed in succession (117.3d)
        self.result: GameResult | None = None
        self.mana_touched = False
        self.dirty = True  # something changed since state-based actions were last checked
        self.stray_tokens = False  # a token is in a zone other than the battlefield (704.5d)
        self.attacks_declared = False  # attackers were declared this combat (508.8)
        self.cleanup_again = False  # 514.3a: another cleanup step follows this one
        self.first_strike_dealt: frozenset[int] = frozenset()  # 510.4
        self.bands: tuple[tuple[int, ...], ...] = ()  # 702.22c: this combat's attacking bands
        self.monarch: int | None = None  # 724: the player who is the monarch
        self.ring_tempted: dict[int, int] = {}  # 701.54c: player -> times the Ring tempted them
        self.ring_bearers: dict[int, int] = {}  # 701.54a: player -> their Ring-bearer's id
        self._timestamp = 0
        self._chars: dict[int, Characteristics] = {}
        self._layering: dict[int, Characteristics] = {}  # being computed (rules/layers.py)
        self._held: dict[Any, Any] = {}  # rules/restrictions.held: kept answers and their basis
        self._sources: dict[Any, Any] | None = None  # rules/payment.mana_sources, while actions are listed
        self.answers: list[Any] = []
        self._flow: Generator[Decision, Any, None] | None = None
        self._pending: Decision | None = None
        self._origin: Game | None = None
        self._last_clean = 0  # how many answers had been given at the last clean decision
        # a state at a clean decision (or the start) and how many answers it had: copies taken
        # in the middle of casting or resolving replay only the answers given since
        self._checkpoint: tuple[Game, int] | None = None
        self._unchecked = 0  # decisions reached since the checkpoint was taken
        cards = [[get_card(e) if isinstance(e, str) else definition(e) for e in d] for d in decks]
        for card in (c for deck in cards for c in deck):
            if card.unsupported:
                raise CardNotSupported(f"{card.name} can't be played yet: {card.unsupported}")
        for player, deck in zip(self.players, cards, strict=True):
            for card in deck:
                obj = GameObject(self.new_id(), card, player.id, LIBRARY)
                self.objects[obj.id] = obj
                player.library.append(obj.id)
        self.first = first
        self.deck_lists = [[c if isinstance(c, str) else c.name for c in d] for d in decks]
        self.arranged = False  # True once objects are placed directly or the game starts mid-turn
        if start:
            self.start()

    # ---- ids, lookups ---------------------------------------------------------------------------

    def new_id(self) -> int:
        n = self._next_id
        self._next_id = n + 1
        return n

    def new_timestamp(self) -> int:
        """613.7: each object and effect gets a timestamp when it starts to exist."""
        self._timestamp += 1
        return self._timestamp

    def touch(self) -> None:
        """The game changed: forget cached characteristics; state-based actions are due."""
        self.dirty = True
        if self._chars:
            self._chars.clear()
        if self._held:
            self._held.clear()

    def player(self, pid: int) -> Player:
        return self._by_id[pid]

    def is_player(self, ident: Any) -> bool:
        return ident in self._by_id

    def player_named(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(f"no player named {name!r}")

    def player_ref(self, who: int | str) -> Player:
        """The player a caller names, by name or by player id; anything else is refused."""
        if isinstance(who, str):
            return self.player_named(who)
        if isinstance(who, int) and not isinstance(who, bool) and who in self._by_id:
            return self._by_id[who]
        ids = ", ".join(f"{p.id} ({p.name})" for p in self.players)
        raise KeyError(f"no player {who!r}: name a player, or give a player id ({ids})")

    @property
    def active_player(self) -> Player:
        return self.players[self.active]

    def shared_zone(self, zone: str) -> list[int]:
        if zone == BATTLEFIELD:
            return self.battlefield
        if zone == STACK:
            return self.stack
        if zone == EXILE:
            return self.exile
        if zone == COMMAND:
            return self.command
        raise ValueError(zone)

    def opponents(self, pid: int) -> list[Player]:
        return [p for p in self.players if p.id != pid and not (p.lost or p.left)]

    def living(self) -> list[Player]:
        """Players still in the game, in turn order."""
        return [p for p in self.players if not (p.lost or p.left)]

    def apnap(self) -> list[Player]:
        """101.4: the active player first, then the others in turn order."""
        n = len(self.players)
        order = [self.players[(self.active + i) % n] for i in range(n)]
        return [p for p in order if not (p.lost or p.left)]

    def record(self, kind: str, text: str, rule: str = "", data: tuple[Any, ...] = (),
               private: tuple[int, str] | None = None) -> None:
        self.log.append(LogEntry(self.turn, self.step, kind, text, rule, data, private))

    def permanents(self, controller: int | None = None) -> list[GameObject]:
        objs = self.objects
        if controller is None:
            return [objs[i] for i in self.battlefield]  # type: ignore[misc]
        return [o for i in self.battlefield if (o := objs[i]).controller == controller]  # type: ignore[misc]

    def chars(self, obj: GameObject) -> Characteristics:
        from ..rules.characteristics import chars

        return chars(self, obj)

    # ---- the decision protocol -----------------------------------------------------------------

    def start(self, *, turn: int | None = None, active: int | str = 0, step: str = "main1"
              ) -> None:
        """Begin the game (103): shuffle, choose who goes first, draw opening hands.

        With ``turn``, skip all that and begin in ``step`` of that turn with ``active`` as the
        active player holding priority and an empty stack (for arranged boards, see ``setup``).
        """
        if self._flow is not None:
            raise RuntimeError("the game has already started")
        from ..rules.turn import STEPS

        if turn is not None:
            self.arranged = True
            if step not in STEPS:
                raise ValueError(f"unknown step {step!r}; steps are: {', '.join(STEPS)}")
            if turn < 1:
                raise ValueError("turn numbers start at 1")
            if isinstance(active, str):
                index = self.player_named(active).index
            elif isinstance(active, int) and 0 <= active < len(self.players):
                index = active
            else:
                raise ValueError(f"active must be a player's name or index, got {active!r}")
            self.turn = turn
            self.active = index
            self.step = step
            n = len(self.players)
            for k, p in enumerate(self.players):
                behind = (index - k) % n  # how many turns ago this player's last turn began
                p.last_turn_began = max(0, turn - behind)
                p.previous_turn_began = max(0, p.last_turn_began - n)
            for obj in self.objects.values():
                if obj.zone == BATTLEFIELD and obj.control_turn == 0:  # placed as "sick"
                    obj.control_turn = turn
            self.step_started = step not in ("untap", "cleanup")  # these begin with their actions
            self.priority = index if self.step_started else None
            self.touch()  # whose turn it is can change characteristics ("during your turn")

        self._origin = self._snapshot()
        self._start_flow()

    def pending(self) -> Decision | None:
        """The open decision, or None when the game is over."""
        return self._pending

    def submit(self, answer: Any, player: int | str | None = None) -> None:
        """Answer the pending decision. Illegal answers raise IllegalAction and change nothing.

        ``player`` (a name or id) says who is answering; when given, an answer from anyone but
        the player the decision is for is refused. Give it wherever answers come from outside
        (a network seat must never answer for another). A refusal describes only what the
        deciding player can see (400.2)."""
        decision = self._pending
        if decision is None:
            raise IllegalAction("the game is over; there is nothing to answer", "104.1")
        if player is not None:
            try:
                who = self.player_ref(player)
            except KeyError as err:
                raise IllegalAction(str(err.args[0])) from None
            if who.id != decision.player:
                raise IllegalAction(f"{who.name} can't answer: the open decision "
                                    f"({decision.kind}) is {self.player(decision.player).name}'s")
        value = decision.normalise(answer)
        if decision.clean:
            self._last_clean = len(self.answers)
        self.answers.append(value)
        self._advance(value)

    def _advance(self, value: Any, first: bool = False) -> None:
        flow = self._flow
        assert flow is not None
        try:
            decision = next(flow) if first else flow.send(value)
            while True:
                self._unchecked += 1
                if self._unchecked >= CHECKPOINT_EVERY and decision.clean:
                    self._unchecked = 0
                    self._checkpoint = (self._snapshot(), len(self.answers))
                if self.auto_pass and (only := decision.forced()) is not NOT_FORCED:
                    decision = flow.send(only)  # a single legal answer: taken, not recorded
                elif self._by_id[decision.player].left:
                    decision = flow.send(decision.neutral())  # 800.4: they no longer act
                else:
                    break
        except StopIteration:
            decision = None
        self._pending = decision

    def play(self, agents: Sequence[Agent], max_decisions: int = 1_000_000) -> GameResult:
        """Drive the game to its end, asking each player's agent for their decisions."""
        by_player = {p.id: agents[p.index] for p in self.players}
        count = 0
        while (decision := self._pending) is not None:
            self.submit(by_player[decision.player].decide(self, decision))
            count += 1
            if count > max_decisions:
                raise RuntimeError("the game did not end within max_decisions")
        assert self.result is not None
        return self.result

    def concede(self, name_or_id: str | int) -> None:
        """104.3a: a player may concede at any time; they leave the game."""
        from ..rules.turn import concede

        pid = self.player_ref(name_or_id).id
        if self._flow is None:
            raise RuntimeError("the game has not started")
        player = self.player(pid)
        if player.lost or player.left or self.result is not None:
            return
        self.answers.append(Conceded(pid))
        concede(self, pid)
        if self.result is not None:
            if self._flow is not None:
                self._flow.close()
            self._pending = None
        while self._pending is not None and self._pending.player == pid:
            self._advance(self._pending.neutral())  # 800.4f-j: a player who left doesn't act
        pending = self._pending
        if pending is not None and pending.shape == "one":  # 800.4b: they can't be chosen now
            left = [o for o in pending.options if getattr(o, "value", None) != pid]
            if left and len(left) < len(pending.options):
                pending.options = left

    # ---- copies and replays --------------------------------------------------------------------

    def _snapshot(self) -> Game:
        g = Game.__new__(Game)
        g.seed = self.seed
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.auto_pass = self.auto_pass
        g.mulligans = self.mulligans
        g._next_id = self._next_id
        g.players = [p.copy() for p in self.players]
        g._by_id = {p.id: p for p in g.players}
        g.objects = {k: o.copy() for k, o in self.objects.items()}
        g.battlefield = self.battlefield.copy()
        g.stack = self.stack.copy()
        g.exile = self.exile.copy()
        g.command = self.command.copy()
        g.effects = self.effects.copy()  # effects are replaced, never mutated in place
        g.replacements = self.replacements.copy()
        g.static_replacers = self.static_replacers
        g.mana_triggers = self.mana_triggers
        g.statics = self.statics
        g.attack_rules = self.attack_rules
        g.cost_rules = self.cost_rules
        g.control_changed = self.control_changed
        g.pending_triggers = self.pending_triggers.copy()
        g.delayed = self.delayed.copy()
        g.lki = self.lki.copy()  # the objects in it never change
        g.exiled_until = self.exiled_until.copy()
        g.exiled_with = self.exiled_with.copy()
        g.log = self.log.copy()
        g.turn = self.turn
        g.active = self.active
        g.step = self.step
        g.step_started = self.step_started
        g.priority = self.priority
        g.passes = self.passes
        g.result = self.result
        g.mana_touched = self.mana_touched
        g.dirty = self.dirty
        g.stray_tokens = self.stray_tokens
        g.attacks_declared = self.attacks_declared
        g.cleanup_again = self.cleanup_again
        g.first_strike_dealt = self.first_strike_dealt
        g.bands = self.bands
        g.monarch = self.monarch
        g.ring_tempted = dict(self.ring_tempted)
        g.ring_bearers = dict(self.ring_bearers)
        g._timestamp = self._timestamp
        g._chars = {}
        g._layering = {}
        g._held = {}
        g._sources = None
        g.answers = self.answers.copy()
        g._flow = None
        g._pending = None
        g._origin = self._origin
        g._checkpoint = self._checkpoint  # never changed: copies are made from it
        g._last_clean = self._last_clean
        g._unchecked = self._unchecked
        g.first = self.first
        g.deck_lists = self.deck_lists
        g.arranged = self.arranged
        return g

    def copy(self) -> Game:
        """An independent game in the same state, with the same pending decision.

        At a player's priority the copy is a plain data copy (architecture principle 7). In the
        middle of casting or resolving, it is rebuilt exactly: from the state at an earlier clean
        decision (at first, the start of the game), replaying the answers given since. The state
        at the last clean decision is kept on the way, so further copies of this resolution
        replay only the few answers given in it; and the game keeps a checkpoint at a clean
        decision (answered or passed automatically) every ``CHECKPOINT_EVERY`` decisions, so a
        replay never runs more than that many, however long the game.
        """
        pending = self._pending
        if pending is None or pending.clean:
            g = self._snapshot()
            if pending is not None:
                g._start_flow()
            return g
        if self._origin is None:
            raise RuntimeError("the game has not started")
        base, given = self._checkpoint or (self._origin, 0)
        g = base._snapshot()
        g._origin = self._origin
        g._start_flow()
        g._give(self.answers[given:self._last_clean])
        if self._last_clean > given:
            self._checkpoint = g._checkpoint = (g._snapshot(), self._last_clean)
        g._give(self.answers[max(given, self._last_clean):])
        if g._checkpoint is None or g._checkpoint[1] < given:
            g._checkpoint, g._unchecked = self._checkpoint, self._unchecked
        return g

    def replay(self, answers: Sequence[Any]) -> Game:
        """A new game from this game's starting state, with ``answers`` submitted in order."""
        if self._origin is None:
            raise RuntimeError("the game has not started")
        g = self._origin._snapshot()
        g._origin = self._origin
        g.answers = []
        g._checkpoint, g._last_clean = None, 0
        g._start_flow()
        g._give(answers)
        return g

    def _start_flow(self) -> None:
        """Run the game from its state, up to its first open decision."""
        from ..rules.turn import run

        self._flow = run(self)
        self._advance(None, first=True)

    def _give(self, answers: Sequence[Any]) -> None:
        """Submit recorded answers in order (a concession as a concession)."""
        for a in answers:
            if isinstance(a, Conceded):
                self.concede(a.player)
            else:
                self.submit(a)

    def save(self) -> dict[str, Any]:
        """A JSON-ready record of the game (decks, names, seed, settings, every answer by option
        index) from which :meth:`load` rebuilds it exactly."""
        if self.arranged or self._origin is None:
            raise ValueError("only games started from decks can be saved; arranged boards can't")
        g = self._origin._snapshot()
        g.answers = []
        g._start_flow()
        encoded: list[Any] = []
        for a in self.answers:
            if isinstance(a, Conceded):
                encoded.append({"concede": g.player(a.player).name})
                g.concede(a.player)
                continue
            decision = g._pending
            assert decision is not None
            encoded.append(decision.encode(a))
            g.submit(a)
        return {"format": "manastack-game/1", "decks": self.deck_lists,
                "names": [p.name for p in self.players], "seed": self.seed, "first": self.first,
                "mulligans": self.mulligans, "auto_pass": self.auto_pass, "answers": encoded}

    @classmethod
    def load(cls, record: dict[str, Any]) -> Game:
        """Rebuild a game from :meth:`save`'s record by replaying its answers."""
        if record.get("format") != "manastack-game/1":
            raise ValueError("not a saved manastack game (format manastack-game/1)")
        game = cls(record["decks"], names=record["names"], seed=record["seed"],
                   first=record["first"], mulligans=record["mulligans"],
                   auto_pass=record["auto_pass"])
        for i, data in enumerate(record["answers"]):
            if isinstance(data, dict) and "concede" in data:
                game.concede(data["concede"])
                continue
            decision = game._pending
            if decision is None:
                raise ValueError(f"answer {i}: the game is already over")
            game.submit(decision.decode(data))
        return game

    # ---- output ------------------------------------------------------------------------------

    def view(self, player: int | str) -> dict[str, Any]:
        """What ``player`` can see, as plain data (no other hand, no library order)."""
        from .view import view

        return view(self, player)

    def render_log(self, explain: bool = False, viewer: int | str | None = None) -> str:
        """The log as text; with ``viewer`` (a player), without what that player can't see."""
        if viewer is not None:
            viewer = self.player_ref(viewer).id
        return render_log(self.log, explain, viewer)

    def __repr__(self) -> str:
        names = " vs ".join(p.name for p in self.players)
        return f"<Game {names}, turn {self.turn}, {self.step}>"
