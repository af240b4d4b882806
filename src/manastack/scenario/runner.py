"""Running a scenario: build the board, play the script step by step, check the expectations.

The runner answers the engine's decisions (``game.pending()`` / ``game.submit``) exactly as the
script says and nothing more: the game runs with ``auto_pass=False``, and a decision the script
leaves unanswered fails the scenario with the player, the kind of decision and its options. The
only decisions answered without being written are a mana payment (601.2g-h) when the step gives
no ``pay_with`` (the first payment plan the engine offers is taken: mana pool first) and the
decision of an ``either`` branch, where the script doesn't answer it.
"""

from __future__ import annotations

import re
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..game.decisions import (
    NO,
    NOT_FORCED,
    PASS,
    YES,
    Activate,
    Cast,
    Choice,
    Decision,
    IllegalAction,
    Pair,
    PlayLand,
)
from ..game.game import Game
from ..game.objects import BATTLEFIELD, STACK, GameObject, StackAbility
from ..game.setup import place
from ..rules.characteristics import activated as current_activated
from ..rules.combat import attack_refusal, block_refusal
from ..rules.mana import MANA_TYPES, pool_text
from ..rules.turn import STEPS
from . import model as m
from .expect import INDEXED, Mismatch, option_matches, stack_item_is, stack_text
from .loader import Reader, payment_sources
from .source import ScenarioError

DEFAULT_LIBRARY = ("Wastes", 20)
"""An omitted library is 20 Wastes: enough basic lands to draw from, of no color."""
MAX_PASSES = 5000
PLAN_SOURCE = re.compile(r"(.+?) \(([WUBRGC]+|convoke: \w+|improvise|delve)\)(?:, |$)")
PLAN_POOL = re.compile(r"(?:^|, )((?:\{[WUBRGC]\})+) from the pool$")
PLAN_LIFE = re.compile(r"(?:^|, )pay (\d+) life$")


class Refused(Exception):
    """An action refused inside ``expect_illegal``: the rule cited and whether the game stayed
    exactly as it was."""

    def __init__(self, message: str, rule: str, unchanged: bool) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.unchanged = unchanged


@dataclass(slots=True)
class Run:
    """One run of a scenario (one per ``either`` branch): the failure, if any, and the game."""

    branch: str
    failure: m.ScenarioFailure | None
    game: Game | None


@dataclass(slots=True)
class Result:
    """The outcome of judging one file: a load error (malformed) or its runs."""

    path: str
    name: str
    error: ScenarioError | None = None
    runs: list[Run] = field(default_factory=list)

    @property
    def malformed(self) -> bool:
        return self.error is not None

    @property
    def passed(self) -> bool:
        return self.error is None and all(run.failure is None for run in self.runs)


def run_scenario(scenario: m.Scenario) -> list[Run]:
    """Run a scenario once, or once per ``either`` branch."""
    branches: Sequence[m.Branch | None] = scenario.either or [None]
    return [Runner(scenario, branch).run() for branch in branches]


def branch_label(branch: m.Branch | None) -> str:
    if branch is None:
        return ""
    w = branch.when
    who = f"{w.player} " if w.player else ""
    return f"either, when {who}answers {w.decision} with {w.answer!r}"


ANNOUNCEMENTS = ("may", "kicker", "cost_choice")
"""Decisions of casting's announcements (601.2b) a cast step may leave to the runner when they
have one answer (an optional cost that can't be paid)."""


class Runner:
    """Plays one scenario (optionally one ``either`` branch) against a fresh game."""

    def __init__(self, scenario: m.Scenario, branch: m.Branch | None = None) -> None:
        self.sc = scenario
        self.branch = branch
        self.branch_used = False
        self.illegal_mode = False
        self.settled: list[tuple[Decision, Any]] = []  # forced decisions the runner answered
        self.handles: dict[str, int] = {}
        self.reader = Reader(scenario.path)
        self.reader.players = list(scenario.players)
        self.game: Game | None = None
        self.line = scenario.turn.line

    # ---- the whole run -------------------------------------------------------------------------

    def run(self) -> Run:
        label = branch_label(self.branch)
        try:
            self.game = self.build()
            for step in self.sc.script:
                self.line = step.line
                self.step(step)
            self.finish()
        except m.ScenarioFailure as failure:
            return Run(label, failure, self.game)
        except Exception as err:  # an engine error: report it as a failure, never crash
            trace = traceback.format_exception(err)
            where = "".join(trace[-3:]).rstrip()
            failure = m.ScenarioFailure(self.line, f"the engine raised {type(err).__name__}: "
                                        f"{err}\n{where}")
            return Run(label, failure, self.game)
        return Run(label, None, self.game)

    def build(self) -> Game:
        """Create the game, place every card, set the players up and start at the turn given."""
        sc = self.sc
        game = Game([[] for _ in sc.players], names=sc.players, seed=sc.seed, auto_pass=False,
                    start=False, mulligans=False)
        self.game = game
        attach: list[tuple[int, m.Ref]] = []
        for name, ps in sc.setup.items():
            player = game.player_named(name)
            player.life = ps.life
            player.poison = ps.poison
            player.pool = list(ps.mana_pool)
            player.lands_played = ps.lands_played
            if ps.monarch:
                game.monarch = player.id
            if ps.library is None:
                card, n = DEFAULT_LIBRARY
                for _ in range(n):
                    place(game, name, card, "library")
            else:
                for spec in reversed(ps.library):  # placing puts a card on top
                    self.place(spec)
            for spec in ps.cards:
                oid = self.place(spec)
                if spec.attached_to is not None:
                    attach.append((oid, spec.attached_to))
        for oid, ref in attach:
            obj = game.objects[oid]
            obj.attached_to = (self.handles[ref.handle] if ref.handle
                               else game.player_named(ref.name).id)
        settle_control(game)
        self.reader.handles = dict(self.handles)
        turn = sc.turn
        game.start(turn=turn.number, active=turn.active, step=turn.step)
        if turn.priority != turn.active:
            self.need_priority(turn.priority, turn.line)
        return game

    def place(self, spec: m.CardSpec) -> int:
        assert self.game is not None
        counters = spec.counters
        if spec.zone == BATTLEFIELD and spec.card.loyalty and "loyalty" not in (counters or {}):
            # 306.5b: a planeswalker is on the battlefield with its printed loyalty unless the
            # setup says otherwise (`counters: {loyalty: n}`)
            counters = {**(counters or {}), "loyalty": spec.card.loyalty}
        oid = place(self.game, spec.owner, spec.card, spec.zone, tapped=spec.tapped,
                    sick=spec.sick, controller=spec.controller, counters=counters,
                    damage=spec.damage, token=spec.token, face_down=spec.face_down)
        if spec.handle:
            self.handles[spec.handle] = oid
        return oid

    def finish(self) -> None:
        """The end of the script: no decision may be left unanswered (unless the final
        expectations examine it), then the final expectations and the branch's."""
        game = self.g
        end_line = self.sc.expect.line if self.sc.expect else self.line
        examined = self.sc.expect.examines if self.sc.expect else None
        d = self.open_decision(settle=examined is None)
        if d is not None and d.kind != "priority" and examined != (self.name(d.player), d.kind):
            raise self.unanswered(d, self.line, "at the end of the script")
        mismatches: list[Mismatch] = []
        if self.sc.expect is not None:
            mismatches += self.sc.expect.run(game, self.resolve_text)
        if self.branch is not None:
            mismatches += self.branch.expect.run(game, self.resolve_text)
            if not self.branch_used:
                w = self.branch.when
                raise m.ScenarioFailure(self.branch.line, f"either: the decision "
                                        f"{w.player or 'any player'}: {w.decision} never came up")
        if mismatches:
            raise m.ScenarioFailure(mismatches[0].line or end_line, "the final expectations are "
                                    "not met", _diffs(mismatches))

    # ---- helpers -------------------------------------------------------------------------------

    @property
    def g(self) -> Game:
        assert self.game is not None
        return self.game

    def name(self, pid: int) -> str:
        return self.g.player(pid).name

    def pid(self, name: str) -> int:
        return self.g.player_named(name).id

    def fail(self, line: int, message: str) -> m.ScenarioFailure:
        return m.ScenarioFailure(line, message)

    def refuse(self, line: int, message: str, rule: str = "") -> Exception:
        """A runner-level refusal: the action isn't among those the engine offers at all."""
        if self.illegal_mode:
            return Refused(message, rule, True)
        return self.fail(line, message)

    def unanswered(self, d: Decision, line: int, when: str = "") -> m.ScenarioFailure:
        who = self.name(d.player)
        opts = describe_options(self.g, d)
        where = f" {when}" if when else ""
        hint = (f"answer it with `choose: {{player: {who}, decision: {d.kind}, answer: ...}}`"
                if d.kind not in ("attackers", "blockers") else
                f"answer it with `{'attack' if d.kind == 'attackers' else 'block'}: ...`")
        return self.fail(line, f"unanswered decision{where}: {who} must answer a `{d.kind}` "
                         f"decision ({d.prompt}); the options are: {opts}. The script doesn't "
                         f"answer it: {hint}")

    def submit(self, answer: Any, line: int, what: str) -> None:
        """Submit an answer; an illegal one fails the scenario, or inside ``expect_illegal``
        becomes :class:`Refused` noting whether the game stayed unchanged."""
        game = self.g
        d = game.pending()
        if d is not None and d.shape == "one":  # the offered instance carries the names
            answer = next((o for o in d.options if o == answer), answer)
        before = fingerprint(game) if self.illegal_mode else None
        try:
            game.submit(answer)
        except IllegalAction as err:
            if self.illegal_mode:
                raise Refused(err.reason, err.rule, fingerprint(game) == before) from None
            raise self.fail(line, f"{what} was refused: {err}") from None

    def open_decision(self, settle: bool | Callable[[Decision], bool] = False
                      ) -> Decision | None:
        """The pending decision, after answering any the current ``either`` branch answers;
        with ``settle`` (a step that can't answer it; or a test saying which it can't), also
        any with a single legal answer: the script may answer such a decision but needn't
        (docs/scenarios.md)."""
        while True:
            d = self.g.pending()
            if d is None or d.kind == "priority":
                return d
            if self.standing(d):
                continue
            unanswerable = settle(d) if callable(settle) else settle
            only = d.forced() if unanswerable else NOT_FORCED
            if only is NOT_FORCED:
                return d
            self.settle(d, only)

    def settle(self, d: Decision, only: Any) -> None:
        """Answer a decision with its single legal answer, remembering it: a later ``choose``
        giving that same answer is then accepted as already done."""
        self.submit(only, self.line, f"the only answer to {d.kind}")
        self.settled.append((d, only))

    def already_settled(self, step: m.Choose) -> bool:
        """Whether ``step`` answers a forced decision the runner answered already, the same way."""
        for i, (d, only) in enumerate(self.settled):
            if _answers(step, d, self.name(d.player)):
                try:
                    same = d.normalise(self.answer(d, step.answer, step.answer_line)) == \
                        d.normalise(only)
                except (IllegalAction, m.ScenarioFailure):
                    same = False
                if same:
                    del self.settled[i]
                    return True
        return False

    def standing(self, d: Decision) -> bool:
        b = self.branch
        if b is None or self.branch_used:
            return False
        w = b.when
        if d.kind != w.decision or (w.player and self.name(d.player) != w.player):
            return False
        self.branch_used = True
        illegal, self.illegal_mode = self.illegal_mode, False  # the branch's answer must be legal
        try:
            self.submit(self.answer(d, w.answer, w.answer_line), w.answer_line,
                        "the either answer")
        finally:
            self.illegal_mode = illegal
        return True

    def need_priority(self, player: str, line: int) -> None:
        """A step by a player who doesn't hold priority: the players before them pass first,
        as long as that doesn't make all players pass in succession (117.4)."""
        game = self.g
        d = self.open_decision(settle=True)
        if d is None:
            raise self.fail(line, "the game is over")
        if d.kind != "priority":
            raise self.unanswered(d, line)
        pid = self.pid(player)
        if d.player == pid:
            return
        n = len(game.players)
        holder = game.priority if game.priority is not None else game.active
        k = 0
        for j in range(n):
            p = game.players[(holder + j) % n]
            if p.id == pid:
                break
            if not (p.lost or p.left):
                k += 1
        if game.passes + k >= len(game.living()):
            then = "the top of the stack would resolve" if game.stack else "the step would end"
            raise self.fail(line, f"{player} can't get priority here: {self.name(d.player)} "
                            f"holds it, and if the players before {player} pass, all players "
                            f"will have passed in succession, so {then} (117.4). Use `resolve` "
                            "or `advance`, or let the acting player act first")
        for _ in range(k):
            self.submit(PASS, line, "passing priority")
            d = self.g.pending()
            if d is None or d.kind != "priority":
                break

    def pass_until(self, done: Callable[[], bool], line: int) -> bool:
        """All players pass priority until ``done()``; False when stopped by a decision other
        than priority (left pending for the next step) or the end of the game."""
        for _ in range(MAX_PASSES):
            if self.g.result is not None:
                return False
            if done():
                return True
            d = self.open_decision()
            if d is None:
                return False
            if d.kind != "priority":
                return False
            if self.g.result is None and done():  # an either branch's answer may have got there
                return True
            self.submit(PASS, line, "passing priority")
        raise self.fail(line, f"still passing after {MAX_PASSES} passes")

    # ---- finding objects -----------------------------------------------------------------------

    def find(self, ref: m.Ref, candidates: Sequence[GameObject | StackAbility], line: int,
             what: str, prefer: Callable[[Any], bool] | None = None,
             exclude: Sequence[int] = ()) -> int | None:
        """The id of the object (or player) ``ref`` names among ``candidates``; None if none.

        Several matches are fine when they are interchangeable (identical cards in a hand, or
        permanents in the same state); otherwise the reference is ambiguous.
        """
        game = self.g
        if ref.handle:
            oid = self.handles.get(ref.handle)
            if oid is None or oid not in game.objects:
                raise self.fail(line, f"{ref} no longer exists: it changed zones and became a new "
                                "object (400.7); refer to it by name")
            return oid
        if not (ref.only or ref.ability) and ref.name in self.sc.players:
            return self.pid(ref.name)
        found = [o for o in candidates if o.id not in exclude and _fits(game, o, ref)]
        found.sort(key=lambda o: o.id)
        if ref.index:
            if ref.index > len(found):
                raise self.fail(line, f"{what}: there is no {ref} (only {len(found)} "
                                f"{ref.name})")
            return found[ref.index - 1].id
        if len(found) > 1 and prefer is not None:
            preferred = [o for o in found if prefer(o.id)]
            if preferred:
                found = preferred
        if not found:
            return None
        if len(found) > 1 and not all(_interchangeable(game, found[0], o) for o in found[1:]):
            listed = ", ".join(_where(game, o) for o in found)
            raise self.fail(line, f"{what}: {ref} is ambiguous ({listed}); write {ref.name}#n "
                            f"(by creation order), \"<player>'s {ref.name}\" or an @id")
        return found[0].id

    def resolve_text(self, text: str) -> int | None:
        """The id a reference in an expectation names, or None (for ``choice_options``)."""
        try:
            ref = self.reader.ref(text, self.line, "choice_options")
            return self.find(ref, self.everything(), self.line, "choice_options")
        except (ScenarioError, m.ScenarioFailure):
            return None

    def objects(self, ids: Sequence[int]) -> list[GameObject | StackAbility]:
        return [self.g.objects[i] for i in ids]

    def everything(self) -> list[GameObject | StackAbility]:
        """Every object in a public zone: the battlefield, the stack, graveyards and exile."""
        game = self.g
        ids = [*game.battlefield, *game.stack, *game.exile]
        for p in game.players:
            ids += p.graveyard
        return self.objects(ids)

    # ---- steps ---------------------------------------------------------------------------------

    def step(self, step: m.Step) -> None:
        if isinstance(step, (m.Resolve, m.Advance)):
            d = self.open_decision(settle=True)
            if d is not None and d.kind != "priority":
                raise self.unanswered(d, step.line)
        getattr(self, "do_" + type(step).__name__.lower())(step)

    def do_cast(self, step: m.Cast) -> None:
        assert step.card is not None
        self.need_priority(step.player, step.line)
        game = self.g
        player = game.player_named(step.player)
        zone = game.exile if step.from_zone == "exile" else player.zone(step.from_zone)
        card = self.find(step.card, self.objects(zone), step.line, "cast")
        if card is None or card not in zone:
            held = ", ".join(game.objects[i].name for i in zone) or "nothing"
            raise self.refuse(step.line, f"{step.player} has no {step.card} in their "
                              f"{step.from_zone} ({step.from_zone}: {held})")
        untapped = self._untapped(player.id)
        pool = list(player.pool)
        self.submit(Cast(card), step.line, f"{step.player} casting {step.card}")
        self.follow_up(step, player.id, untapped, None, pool)

    def do_activate(self, step: m.Activate) -> None:
        assert step.source is not None
        self.need_priority(step.player, step.line)
        game = self.g
        pid = self.pid(step.player)
        mine = [game.objects[i] for i in game.battlefield]
        source = self.find(step.source, [o for o in mine if o.controller == pid], step.line,
                           "activate", prefer=self._can_activate)
        if source is None:
            source = self.find(step.source, mine, step.line, "activate")
        if (source is None or not self._can_activate(source)) and not step.source.handle:
            # 113.6b: an ability that works from the hand (cycling) or the graveyard
            player = game.player(pid)
            elsewhere = self.find(step.source, self.objects([*player.hand, *player.graveyard]),
                                  step.line, "activate", prefer=self._can_activate)
            if elsewhere is not None and (source is None or self._can_activate(elsewhere)):
                source = elsewhere
        if source is None:
            raise self.refuse(step.line, f"there is no {step.source} on the battlefield or in "
                              f"{step.player}'s hand or graveyard")
        obj = game.objects[source]
        index = self._ability_index(obj, step)
        untapped = self._untapped(pid)
        pool = list(game.player(pid).pool)
        self.submit(Activate(source, index), step.line, f"{step.player} activating {step.source}")
        self.follow_up(step, pid, untapped, source, pool)

    def _ability_index(self, obj: GameObject | StackAbility, step: m.Activate) -> int:
        # its activated abilities now: printed and granted (613.1f), e.g. Splinter Twin's
        activated = current_activated(self.g, obj) if isinstance(obj, GameObject) \
            else obj.card.activated
        if not activated:
            raise self.fail(step.line, f"{obj.name} has no activated abilities")
        if isinstance(step.ability, int):
            if step.ability > len(activated):
                raise self.fail(step.line, f"{obj.name} has only {len(activated)} activated "
                                "abilities")
            return activated[step.ability - 1][0]
        if isinstance(step.ability, str):
            text = step.ability.casefold()
            for index, ab in activated:
                if text in ab.text.casefold():
                    return index
            raise self.fail(step.line, f"{obj.name} has no ability with the text {step.ability!r}")
        if len(activated) > 1:
            raise self.fail(step.line, f"{obj.name} has {len(activated)} activated abilities; "
                            "say which with `ability:`")
        return activated[0][0]

    def _can_activate(self, oid: int) -> bool:
        d = self.g.pending()
        if d is None or d.kind != "priority":
            return False
        return any(isinstance(o, Activate) and o.source == oid for o in d.options)

    def _untapped(self, pid: int) -> list[int]:
        return [o.id for o in self.g.permanents(pid) if not o.tapped]

    def follow_up(self, step: m.Cast | m.Activate, pid: int, untapped: list[int],
                  source: int | None, pool: list[int]) -> None:
        """Answer the decisions of casting or activating that the step gives: X (601.2b),
        targets (601.2c), the mana payment (601.2g-h) and the color of mana (106.1)."""
        game = self.g
        x = step.x
        targets = list(step.targets)
        modes = list(step.modes) if isinstance(step, m.Cast) else []
        color = step.color if isinstance(step, m.Activate) else None
        kicked = step.kicked if isinstance(step, m.Cast) else None
        kick_asked = False
        chosen_cost = step.cost if isinstance(step, m.Cast) else None
        paid_by_plan = False
        while (d := game.pending()) is not None and d.player == pid:
            if d.kind == "x" and x is not None:
                self.submit(x, step.line, f"X={x}")
                x = None
            elif d.kind == "kicker" and kicked is not None:  # 702.33a-c
                kick_asked = True
                if d.shape == "number":
                    self.submit(min(kicked, d.max), step.line, f"kicking {kicked} times")
                else:
                    self.submit(YES if kicked else NO, step.line,
                                "kicking" if kicked else "not kicking")
            elif d.kind == "cost_choice" and chosen_cost is not None:  # 601.2b
                opt = next((o for o in d.options if o.label == chosen_cost), None)
                if opt is None:
                    raise self.refuse(step.line, f"cost: {chosen_cost} is not among "
                                      f"{describe_options(game, d)}")
                self.submit(opt, step.line, f"choosing the additional cost {chosen_cost}")
                chosen_cost = None
            elif d.kind == "mode" and modes and d.shape == "subset":
                chosen = [self.mode_option(d, mode, step.line) for mode in modes]
                self.submit(chosen, step.line, f"choosing the mode {_show_target(modes)}")
                modes = []
            elif d.kind == "mode" and modes:  # one mode per decision (700.2d: repeatable)
                self.submit(self.mode_option(d, modes[0], step.line), step.line,
                            f"choosing the mode {_show_target(modes[0])}")
                modes = modes[1:]
            elif d.kind == "target" and targets:
                target = targets.pop(0)
                self.submit(self.target_answer(d, target, step.line), step.line,
                            f"choosing the target {_show_target(target)}")
            elif d.kind == "pay_mana" and step.pay.mode != "ask":
                self.submit(self.plan(d, step.pay, step.line), step.line, "paying mana")
                paid_by_plan = True
            elif d.kind == "mana_color" and color is not None:
                opt = next((o for o in d.options if o.value == color), None)
                if opt is None:
                    raise self.refuse(step.line, f"color: {color} is not among "
                                      f"{describe_options(game, d)}")
                self.submit(opt, step.line, f"choosing {color}")
                color = None
            elif d.kind in ANNOUNCEMENTS and (only := d.forced()) is not NOT_FORCED and (
                    targets or modes or x is not None or color or chosen_cost
                    or step.pay.mode == "sources" and not paid_by_plan):
                self.settle(d, only)  # an optional cost with one answer, before what the step
                # goes on to give (601.2b comes before 601.2c-h)
            else:
                break
        if x is not None:
            raise self.fail(step.line, f"x: {x} was given, but no X was asked for")
        if modes:
            raise self.fail(step.line, "mode: a mode was given, but no mode was asked for")
        if kicked and not kick_asked:
            raise self.fail(step.line, "kicked: the spell was to be kicked, but no kicker cost "
                            "was offered (702.33a: only a cost that can be paid is)")
        if chosen_cost is not None:
            raise self.fail(step.line, "cost: a choice of additional costs was given, but none "
                            "was asked for (601.2b: only one that can be paid is offered)")
        if targets:
            raise self.fail(step.line, f"targets: {len(targets)} more target(s) given than were "
                            "asked for")
        if color is not None:
            raise self.fail(step.line, f"color: {color} was given, but no color was asked for")
        if step.pay.mode == "sources" and not paid_by_plan:
            open_ = game.pending()
            if open_ is not None and open_.player == pid and open_.kind in (
                    "x", "kicker", "mode", "target", "pay_mana", "cost_choice"):
                raise self.fail(step.line, f"pay_with: the mana is paid after X, modes and "
                                  f"targets are chosen (601.2b-c, 601.2h), and this step left "
                                  f"a {open_.kind} decision open; give them in this step, or "
                                  "answer the payment with a later choose")
            self.check_paid(step, pid, untapped, source, pool)

    def target_answer(self, d: Decision, target: Any, line: int) -> Any:
        """An answer to a target decision: the option naming the target, or (for a target that
        isn't offered) an answer the engine will refuse."""
        offered = {o.value for o in d.options}
        if isinstance(target, list):
            if d.shape != "subset":
                raise self.fail(line, "targets: a list answers a decision with several targets, "
                                f"but this one ({d.prompt}) takes one")
            chosen: list[int] = []
            for ref in target:
                oid = self.find(ref, self.everything(), line, "targets",
                                prefer=lambda i: i in offered, exclude=chosen)
                chosen.append(self._target_id(ref, oid, line))
            return [_option_or_choice(d, t) for t in chosen]
        oid = self.find(target, self.everything(), line, "targets", prefer=lambda i: i in offered)
        value = _option_or_choice(d, self._target_id(target, oid, line))
        return [value] if d.shape == "subset" else value

    def _target_id(self, ref: m.Ref, oid: int | None, line: int) -> int:
        if oid is None:
            raise self.fail(line, f"targets: there is no {ref} to target")
        return oid

    def plan(self, d: Decision, pay: m.Payment, line: int) -> Any:
        """The payment plan to take: the first (mana pool first), or the one ``pay_with`` names."""
        if pay.mode == "auto":
            return d.options[0]
        for option in d.options:
            used, pool, life = _plan_parts(option.label)
            if Counter(n for n, _ in used) != Counter(n for n, _ in pay.sources):
                continue
            if (life == pay.life and pool == pay.pool
                    and Counter((n, c) for n, c in pay.sources if c) <= Counter(used)):
                return option
        raise self.refuse(line, f"pay_with: no way to pay uses exactly "
                          f"{_sources(pay)}; the ways offered are: {describe_options(self.g, d)}")

    def mode_option(self, d: Decision, mode: int | str, line: int) -> Any:
        """The mode option a ``mode`` entry names: its number in printed order (from 1) or
        part of its text; a mode not offered (700.2a) gives an answer the engine refuses."""
        if isinstance(mode, int):
            return next((o for o in d.options if o.value == mode - 1),
                        Choice(mode - 1, f"mode {mode}"))
        hit = next((o for o in d.options if mode.casefold() in o.label.casefold()), None)
        if hit is None:
            raise self.refuse(line, f"mode: no mode offered reads {mode!r}; the modes offered "
                              f"are: {describe_options(self.g, d)}")
        return hit

    def check_paid(self, step: m.Cast | m.Activate, pid: int, untapped: list[int],
                   source: int | None, pool: list[int]) -> None:
        """With a single way to pay the engine doesn't ask; check it tapped what ``pay_with``
        says and spent what it says from the pool (what the pool lost)."""
        game = self.g
        tapped = Counter(game.objects[i].name for i in untapped
                         if i in game.objects and game.objects[i].tapped and i != source)
        want = Counter(name for name, _ in step.pay.sources)
        if tapped != want:
            raise self.fail(step.line, f"pay_with: expected to pay with {_sources(step.pay)}, but "
                            f"the engine tapped [{', '.join(sorted(tapped.elements()))}]")
        lost = tuple(max(0, a - b) for a, b in zip(pool, game.player(pid).pool, strict=True))
        if lost != step.pay.pool:
            spent = pool_text(list(lost)) or "nothing"
            raise self.fail(step.line, f"pay_with: expected to pay with {_sources(step.pay)}, but "
                            f"the engine spent {spent} from the pool")

    def do_play(self, step: m.Play) -> None:
        assert step.card is not None
        self.need_priority(step.player, step.line)
        player = self.g.player_named(step.player)
        zone = self.g.exile if step.from_zone == "exile" else player.hand
        card = self.find(step.card, self.objects(zone), step.line, "play")
        if card is None or card not in zone:
            raise self.refuse(step.line, f"{step.player} has no {step.card} in "
                              f"{'exile' if step.from_zone == 'exile' else 'hand'}")
        self.submit(PlayLand(card), step.line, f"{step.player} playing {step.card}")

    def do_attack(self, step: m.Attack) -> None:
        game = self.g
        active = game.active_player
        if game.step in STEPS and STEPS.index(game.step) > STEPS.index("declare_attackers"):
            raise self.fail(step.line, f"attack: it's too late to attack this turn (now: "
                            f"{game.step})")
        if game.step != "declare_attackers" and game.stack:
            raise self.fail(step.line, "attack: the stack isn't empty; resolve it first")
        self.reach("attackers", step.line, lambda: game.step not in STEPS[:5])
        d = game.pending()
        mine = game.permanents(active.id)
        pairs: list[Pair] = []
        chosen: list[int] = []
        for attacker_ref, defender_ref in step.pairs:
            attacker = self.find(attacker_ref, mine, step.line, "attack", exclude=chosen)
            if attacker is None:
                raise self.refuse(step.line, f"attack: {active.name} controls no {attacker_ref}")
            chosen.append(attacker)
            pairs.append(Pair(attacker, self._defender(attacker, defender_ref, step.line)))
        if d is None or d.kind != "attackers":
            if pairs:  # 508.1: nothing could attack; say why this one can't
                err = attack_refusal(game, active.id, pairs[0])
                raise self.refuse(step.line, f"attack: {err.reason}", err.rule)
            return
        self.submit(_offered(d, pairs), step.line, "declaring attackers")

    def _block_refused(self, step: m.Block) -> Exception:
        """The refusal of a block when no player was asked to declare blockers, citing the rule
        the first pair breaks."""
        game = self.g
        who = (game.player_named(step.player) if step.player
               else next(iter(game.opponents(game.active_player.id)), None))
        blocker_ref, attacker_ref = step.pairs[0]
        blocker = self.find(blocker_ref, game.permanents(who.id), step.line, "block") \
            if who is not None else None
        attacker = self.find(attacker_ref, game.permanents(), step.line, "block")
        if who is None or blocker is None or attacker is None:
            return self.refuse(step.line, "block: no player was asked to declare blockers "
                               "(nothing is attacking, or no creature can block)", "509.1")
        err = block_refusal(game, who.id, Pair(blocker, attacker))
        return self.refuse(step.line, f"block: {err.reason}", err.rule)

    def _defender(self, attacker: int, ref: m.Ref | None, line: int) -> int:
        game = self.g
        me = game.objects[attacker].controller
        if ref is None:
            opponents = game.opponents(me)
            if len(opponents) != 1:
                raise self.fail(line, "attack: say whom each creature attacks ({attacker: "
                                "player}) when there are several opponents")
            return opponents[0].id
        found = self.find(ref, game.permanents(), line, "attack")
        if found is None:
            raise self.fail(line, f"attack: there is no {ref} to attack")
        return found

    def do_block(self, step: m.Block) -> None:
        game = self.g
        self.reach("blockers", step.line, lambda: game.step not in STEPS[:6])
        d = game.pending()
        if d is None or d.kind != "blockers":
            if step.pairs:  # 509.1: no block was possible; say why this one isn't
                raise self._block_refused(step)
            return
        if step.player and self.name(d.player) != step.player:
            raise self.unanswered(d, step.line, f"(the script has {step.player} block)")
        defender = d.player
        attackers = [o for o in game.permanents() if o.attacking is not None]
        mine = game.permanents(defender)
        pairs: list[Pair] = []
        named: dict[int, int | None] = {}  # a blocker listed with several attackers (509.1a)
        for blocker_ref, attacker_ref in step.pairs:
            if id(blocker_ref) in named:
                blocker = named[id(blocker_ref)]
            else:
                blocker = self.find(blocker_ref, mine, step.line, "block",
                                    exclude=[p.a for p in pairs])
                named[id(blocker_ref)] = blocker
            attacker = self.find(attacker_ref, attackers, step.line, "block")
            if blocker is None or attacker is None:
                missing = blocker_ref if blocker is None else attacker_ref
                raise self.refuse(step.line, f"block: there is no {missing} that can block or be "
                                  "blocked")
            pairs.append(Pair(blocker, attacker))
        self.submit(_offered(d, pairs), step.line, "declaring blockers")

    def reach(self, kind: str, line: int, past: Callable[[], bool]) -> None:
        """Pass priority until the ``kind`` decision (attackers/blockers) is pending, or until
        ``past()`` says the game went by without asking it."""
        game = self.g
        turn = game.turn

        def done() -> bool:
            d = game.pending()
            return (d is not None and d.kind == kind) or game.turn != turn or past()
        reached = self.pass_until(done, line)
        d = game.pending()
        if not reached and d is not None and d.kind not in ("priority", kind):
            raise self.unanswered(d, line)

    def do_pass(self, step: m.Pass) -> None:
        self.need_priority(step.player, step.line)
        self.submit(PASS, step.line, f"{step.player} passing")

    def do_resolve(self, step: m.Resolve) -> None:
        game = self.g
        if step.until is not None:
            ref = step.until
            items = [game.objects[i] for i in reversed(game.stack)]
            target = next((o.id for o in items if stack_item_is(game, o, ref)), None)
            if target is None:
                raise self.fail(step.line, f"resolve: there is no {ref} on the stack (stack: "
                                f"{_stack(game)})")
            self.pass_until(lambda: target not in game.stack, step.line)
            return
        count = step.count
        done = 0
        while count is None or done < count:
            if not game.stack:
                if count is None:
                    return
                raise self.fail(step.line, f"resolve: the stack is empty after {done} of {count} "
                                "objects resolved")
            top = game.stack[-1]
            if not self.pass_until(lambda t=top: t not in game.stack, step.line):
                return
            done += 1

    def do_advance(self, step: m.Advance) -> None:
        game = self.g
        if game.stack:
            raise self.fail(step.line, f"advance: the stack isn't empty ({_stack(game)}); "
                            "resolve it first")
        here = (game.turn, STEPS.index(game.step))
        target_index = STEPS.index(step.step)
        turn = step.turn
        if turn is None:
            turn = game.turn if target_index > here[1] else game.turn + 1
        if (turn, target_index) <= here:
            raise self.fail(step.line, f"advance: turn {turn}, {step.step} is not ahead of "
                            f"turn {game.turn}, {game.step}")

        def arrived() -> bool:
            d = game.pending()
            return (d is not None and d.kind == "priority" and game.turn == turn
                    and game.step == step.step)

        def beyond() -> bool:
            return (game.turn, STEPS.index(game.step)) > (turn, target_index)
        self.pass_until(lambda: arrived() or beyond(), step.line)
        if beyond() and game.result is None:
            raise self.fail(step.line, f"advance: the game went past turn {turn}, {step.step} "
                            f"without anyone getting priority there (now turn {game.turn}, "
                            f"{game.step}); was the step skipped (508.8, 510.4)?")

    def do_choose(self, step: m.Choose) -> None:
        d = self.g.pending()
        if d is None or d.kind == "priority" or not _answers(step, d, self.name(d.player)):
            # an either branch answers what this step doesn't, and a forced one is taken
            d = self.open_decision(lambda o: not _answers(step, o, self.name(o.player)))
        if (d is None or not _answers(step, d, self.name(d.player))) \
                and self.already_settled(step):
            return
        if d is None:
            raise self.fail(step.line, "choose: the game is over; there is nothing to answer")
        if d.kind == "priority" and step.decision != "priority":
            raise self.fail(step.line, f"choose: no decision is pending "
                            f"({self.name(d.player)} holds priority)"
                            + (f"; expected a `{step.decision}` decision" if step.decision else ""))
        if step.player and self.name(d.player) != step.player:
            raise self.unanswered(d, step.line, f"(the script has {step.player} choose)")
        if step.decision and d.kind != step.decision:
            raise self.fail(step.line, f"choose: the pending decision is {self.name(d.player)}'s "
                            f"`{d.kind}`, not `{step.decision}`; its options are: "
                            f"{describe_options(self.g, d)}")
        answer = self.answer(d, step.answer, step.answer_line)
        self.submit(answer, step.line, f"the answer {step.answer!r}")

    def do_concede(self, step: m.Concede) -> None:
        try:
            self.g.concede(step.player)
        except NotImplementedError as err:
            raise self.fail(step.line, f"concede: the engine can't do this yet: {err}") from None

    def do_checkpoint(self, step: m.Checkpoint) -> None:
        assert step.expect is not None
        examined = step.expect.examines  # a forced decision the checkpoint doesn't look at
        while (d := self.g.pending()) is not None and d.kind != "priority" \
                and examined != (self.name(d.player), d.kind) \
                and (only := d.forced()) is not NOT_FORCED:
            self.settle(d, only)
        mismatches = step.expect.run(self.g, self.resolve_text)
        if mismatches:
            raise m.ScenarioFailure(mismatches[0].line or step.line, "checkpoint: expectations "
                                    "not met", _diffs(mismatches))

    def do_illegal(self, step: m.Illegal) -> None:
        """``expect_illegal``: try the step on a copy of the game; the engine must refuse it with
        one of the rules given, and leave the game exactly as it was."""
        assert step.step is not None
        original = self.g
        branch_used = self.branch_used  # an either branch answering in the copy isn't used up
        self.game = original.copy()
        self.illegal_mode = True
        what = _describe_step(step.step)
        try:
            self.step(step.step)
        except Refused as refused:
            if refused.rule not in step.rules:
                raise m.ScenarioFailure(step.line, f"expect_illegal: {what} was refused, but not "
                                        "for the expected rule", [
                                            ("the rule cited", " or ".join(step.rules),
                                             f"{refused.rule or '(no rule)'} — {refused.message}")
                                        ]) from None
            if not refused.unchanged:
                raise self.fail(step.line, f"expect_illegal: {what} was refused, but the game "
                                "changed") from None
        else:
            raise m.ScenarioFailure(step.line, f"expect_illegal: {what} was allowed", [
                ("refused, citing", " or ".join(step.rules), "allowed")])
        finally:
            self.game = original
            self.illegal_mode = False
            self.branch_used = branch_used

    # ---- answers to decisions ------------------------------------------------------------------

    def answer(self, d: Decision, raw: Any, line: int) -> Any:
        """Turn a written answer into an answer for ``d``, by its shape."""
        shape = d.shape
        if shape == "number":
            if not isinstance(raw, int) or isinstance(raw, bool):
                raise self.refuse(line, f"choose: {d.kind} takes a number from {d.min} to "
                                  f"{d.max}, not {raw!r}")
            return raw
        if shape in ("pairs", "divide"):
            if not isinstance(raw, dict):
                raise self.fail(line, f"choose: a `{d.kind}` decision is answered with a mapping")
            if shape == "divide":
                split: dict[Any, int] = {}
                for k, v in raw.items():
                    split[self.pick(d, k, line, list(split))] = self._amount(v, line)
                return split
            return _offered(d, [self.pair(d, k, v, line) for k, v in raw.items()])
        if shape in ("subset", "order"):
            items = raw if isinstance(raw, list) else [raw]
            picked: list[Any] = []
            for item in items:
                picked.append(self.pick(d, item, line, picked))
            return picked
        return self.pick(d, raw, line, [])

    def _amount(self, value: Any, line: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(line, f"choose: amounts are whole numbers, not {value!r}")
        return value

    def pick(self, d: Decision, raw: Any, line: int, used: list[Any]) -> Any:
        """The option ``raw`` names: its text, yes/no, a card or player name (targets, blockers,
        damage), a trigger by its source's name (order_triggers), a payment by its sources."""
        game = self.g
        left = [o for o in d.options if o not in used]
        if d.kind == "pay_mana" and isinstance(raw, list):
            try:
                pay = payment_sources(self.reader, raw, line)
            except ScenarioError as err:
                raise self.fail(line, f"choose: {err.message}") from None
            return self.plan(d, pay, line)
        if d.kind == "mode" and isinstance(raw, int) and not isinstance(raw, bool):
            return self.mode_option(d, raw, line)
        text = ("yes" if raw else "no") if isinstance(raw, bool) else str(raw)
        for test in (lambda o: str(o) == text, lambda o: str(o).startswith(text + ": "),
                     lambda o: option_matches(game, o, text, kind=d.kind)):
            hit = next((o for o in left if test(o)), None)
            if hit is not None:
                return hit
        values = {getattr(o, "value", None) for o in left}
        if d.kind not in INDEXED and any(isinstance(v, int) and not isinstance(v, bool)
                                         for v in values):
            try:
                ref = self.reader.ref(text, line, "choose")
            except ScenarioError:
                ref = None
            if ref is not None:
                oid = self.find(ref, self.everything(), line, "choose", prefer=lambda i: i in values)
                if oid is not None:
                    return _option_or_choice(d, oid)
        raise self.refuse(line, f"choose: {text!r} is not one of the options of {self.name(d.player)}"
                          f"'s `{d.kind}` decision: {describe_options(game, d)}")

    def pair(self, d: Decision, a: Any, b: Any, line: int) -> Pair:
        """An attackers/blockers pair written as ``first: second`` names."""
        game = self.g
        ids = []
        for raw in (a, b):
            ref = self.reader.ref(str(raw), line, "choose")
            oid = self.find(ref, game.permanents(), line, "choose")
            if oid is None:
                raise self.refuse(line, f"choose: there is no {raw}")
            ids.append(oid)
        return Pair(ids[0], ids[1])


# ---- small helpers ------------------------------------------------------------------------------


def settle_control(game: Game) -> None:
    """A permanent enchanted by an Aura that gives its controller control of it ("You control
    enchanted creature", 613.1b) has been under that control all along: it starts there, with
    the summoning sickness the setup gives it (302.6) and nothing logged, and it is its owner's
    (who it entered under) when the effect ends."""
    for holder in sorted((game.objects[i] for i in game.battlefield), key=lambda o: o.timestamp):
        target = game.objects.get(holder.attached_to) if holder.attached_to is not None else None
        if isinstance(target, GameObject) and target.zone == BATTLEFIELD and \
                any(st.control for st in holder.card.statics):
            target.base_controller = target.owner
            target.controller = holder.controller


def _fits(game: Game, obj: GameObject | StackAbility, ref: m.Ref) -> bool:
    if ref.ability:
        return stack_item_is(game, obj, ref)
    if isinstance(obj, StackAbility) or obj.name != ref.name:
        return False
    if (ref.only == "token" and not obj.token) or (ref.only == "card" and obj.token):
        return False
    if ref.player:
        who = obj.controller if obj.zone in (BATTLEFIELD, STACK) else obj.owner
        return game.player(who).name == ref.player
    return True


def _interchangeable(game: Game, a: Any, b: Any) -> bool:
    """Two objects a player couldn't tell apart: same card, zone, controller and state."""
    if isinstance(a, StackAbility) or isinstance(b, StackAbility):
        return False
    if a.card is not b.card or a.zone != b.zone or a.controller != b.controller:
        return False
    if a.zone != BATTLEFIELD:
        return a.zone == "hand"
    state = ("tapped", "token", "damage", "counters", "attached_to", "attacking", "blocking",
             "control_turn", "owner")
    return all(getattr(a, s) == getattr(b, s) for s in state)


def _where(game: Game, obj: Any) -> str:
    return f"{obj.name} ({game.player(obj.controller).name}, {obj.zone})"


def _option_or_choice(d: Decision, value: int) -> Any:
    """The option with this value, or a Choice the engine will refuse (it isn't offered)."""
    for o in d.options:
        if getattr(o, "value", None) == value:
            return o
    return Choice(value, f"#{value}")


def _offered(d: Decision, pairs: list[Pair]) -> list[Pair]:
    """The offered options equal to these pairs (they carry the labels the log shows)."""
    return [next((o for o in d.options if o == p), p) for p in pairs]


def _show_target(target: Any) -> str:
    return "[" + ", ".join(map(str, target)) + "]" if isinstance(target, list) else str(target)


def _answers(step: m.Choose, d: Decision, who: str) -> bool:
    """Whether a ``choose`` step is written for this pending decision (its player and kind, as
    far as it gives them); a short-form ``choose`` answers whatever is pending."""
    return (not step.player or step.player == who) and (not step.decision
                                                        or step.decision == d.kind)


def _sources(pay: m.Payment) -> str:
    parts = [f"{n} ({c})" if c else n for n, c in pay.sources]
    if any(pay.pool):
        parts.append(f"{pool_text(list(pay.pool))} from the pool")
    return "[" + ", ".join(parts + ([f"{pay.life} life"] if pay.life else [])) + "]"


def _plan_parts(label: str) -> tuple[list[tuple[str, str]], tuple[int, ...], int]:
    """A payment plan's label ("Forest (G), Mountain (R), {U} from the pool, pay 2 life", or
    "nothing") as its sources, the mana it spends from the pool (WUBRGC) and the life it pays."""
    pool = [0] * 6
    if label == "nothing":
        return [], tuple(pool), 0
    life = PLAN_LIFE.search(label)
    if life is not None:
        label = label[: life.start()]
    floating = PLAN_POOL.search(label)
    if floating is not None:
        for t in re.findall(r"\{(\w)\}", floating.group(1)):
            pool[MANA_TYPES.index(t)] += 1
        label = label[: floating.start()]
    return PLAN_SOURCE.findall(label), tuple(pool), int(life.group(1)) if life else 0


def _stack(game: Game) -> str:
    items = [stack_text(game, game.objects[i]) for i in reversed(game.stack)]  # type: ignore[arg-type]
    return "; ".join(items) or "empty"


def _diffs(mismatches: list[Mismatch]) -> list[tuple[str, Any, Any]]:
    return [(x.what, x.expected, x.actual) for x in mismatches]


def _describe_step(step: m.Step) -> str:
    if isinstance(step, m.Cast):
        return f"{step.player} casting {step.card}"
    if isinstance(step, m.Activate):
        return f"{step.player} activating {step.source}"
    if isinstance(step, m.Play):
        return f"{step.player} playing {step.card}"
    if isinstance(step, m.Attack):
        return "the attack " + ", ".join(str(a) for a, _ in step.pairs)
    if isinstance(step, m.Block):
        return "the block " + ", ".join(f"{a} blocks {b}" for a, b in step.pairs)
    if isinstance(step, m.Choose):
        return f"the answer {step.answer!r}"
    return step.label


def describe_options(game: Game, d: Decision) -> str:
    """A decision's options as one line: ``a | b | c`` (ranges for numbers)."""
    if d.shape == "number":
        return f"a number from {d.min} to {d.max}"
    opts = [str(o) for o in d.options]
    if d.kind == "priority":
        opts = [str(o) for o in d.options if not (isinstance(o, Activate) and o.mana)]
        mana = len(d.options) - len(opts)
        if mana:
            opts.append(f"({mana} mana abilities)")
    return " | ".join(opts) or "(none)"


def fingerprint(game: Game) -> tuple[Any, ...]:
    """Everything an action could change, to check that a refused one changed nothing."""
    perms = tuple((o.id, o.controller, o.tapped, o.damage, tuple(sorted((o.counters or {}).items())),
                   o.attached_to, o.attacking, o.blocking) for o in game.permanents())
    players = tuple((p.life, p.poison, tuple(p.pool), tuple(p.hand), tuple(p.library),
                     tuple(p.graveyard), p.lands_played, p.lost) for p in game.players)
    d = game.pending()
    pending = (d.player, d.kind, tuple(map(str, d.options))) if d is not None else None
    return (len(game.log), tuple(game.stack), tuple(game.exile), perms, players,
            len(game.effects), len(game.pending_triggers), game.turn, game.step, game.priority,
            game.passes, len(game.answers), pending, game.result, game.monarch)
