"""Decisions as data: every choice a player makes is one Decision listing its legal options.

A driver (agent, scenario script, network client) reads ``game.pending()`` and answers with
``game.submit(answer)``. Each decision has a *shape* that says what an answer looks like:

- ``one``: pick one option (an option object or its index);
- ``subset``: pick between ``min`` and ``max`` distinct options (a sequence);
- ``pairs``: pick a set of ``(a, b)`` options with each ``a`` at most once, or at most
  ``most[a]`` times where ``most`` says so (attackers, blockers; a creature that can block
  additional creatures, 509.1a);
- ``order``: a permutation of all options (trigger order);
- ``number``: an integer between ``min`` and ``max`` (X);
- ``divide``: a mapping from options to non-negative integers summing to ``total`` (damage).

An illegal answer raises :class:`IllegalAction`, naming the rule it breaks, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


class IllegalAction(Exception):
    """An answer or action the rules forbid. ``rule`` is the Comprehensive Rules number it breaks."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(f"{rule}: {message}" if rule else message)
        self.rule = rule
        self.reason = message


# ---- options of the priority decision (117.1) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority (117.3d)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land from hand (305.1)."""

    card: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"play {self.name}"


@dataclass(frozen=True, slots=True)
class Cast:
    """Cast a spell (601)."""

    card: int
    name: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"cast {self.name}"


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate an ability of an object (602), or a mana ability (605.3a)."""

    source: int
    index: int  # index into the card's abilities
    name: str = field(default="", compare=False)
    text: str = field(default="", compare=False)
    mana: bool = field(default=False, compare=False)

    def __str__(self) -> str:
        return f"activate {self.name}: {self.text}"


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent you control face up, a special action (116.2b, 702.37e)."""

    permanent: int
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"turn {self.permanent} face up"


@dataclass(frozen=True, slots=True)
class Foretell:
    """Pay {2} and exile a card with foretell from your hand face down, a special action
    (116.2h, 702.143a-b)."""

    card: int
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"foretell {self.card}"


@dataclass(frozen=True, slots=True)
class Plot:
    """Pay a card's plot cost and exile it from your hand, a special action (116.2k,
    702.170a-b)."""

    card: int
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"plot {self.card}"


@dataclass(frozen=True, slots=True)
class Suspend:
    """Exile a card with suspend from your hand with its time counters, paying its suspend cost:
    a special action (116.2f, 702.62a)."""

    card: int
    name: str = field(default="", compare=False)
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"suspend {self.name or self.card}"


@dataclass(frozen=True, slots=True)
class Conceded:
    """A player conceded (104.3a). Not an option of any decision: conceding is allowed at any
    time through ``game.concede``; it is recorded among the answers so that replays and saved
    games include it."""

    player: int

    def __str__(self) -> str:
        return f"player {self.player} concedes"


@dataclass(frozen=True, slots=True)
class Pair:
    """An option of a ``pairs`` decision: attacker and what it attacks, blocker and what it blocks."""

    a: int
    b: int
    label: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.label or f"{self.a} -> {self.b}"


@dataclass(frozen=True, slots=True)
class Choice:
    """A generic labelled option: a target, a mode, a yes/no, a payment plan..."""

    value: Any
    label: str

    def __str__(self) -> str:
        return self.label


DECISION_RULES = {
    "priority": "117.1", "target": "115.1", "mode": "700.2a", "x": "107.3a",
    "pay_mana": "601.2h", "may": "608.2d", "attackers": "508.1", "blockers": "509.1",
    "damage": "510.1", "order_triggers": "603.3b", "discard": "701.9", "bottom": "103.5",
    "mulligan": "103.5", "legend_rule": "704.5j", "mana_color": "106.1",
    "replacement_order": "616.1", "sacrifice": "701.21a", "attack_target": "508.4",
    "copy": "707.2", "opponent": "614.12", "new_targets": "115.7d", "change_text": "612.1",
    "tap": "601.2h", "exile": "601.2h", "return": "601.2h", "counter": "601.2h",
    "search": "701.23a", "look": "701.20e", "proliferate": "701.34a",
    "tap_or_untap": "608.2d", "crew": "702.122a", "kicker": "702.33a",
    "additional_cost": "601.2b", "remove_counters": "601.2h",
    "enlist": "702.154a", "bands": "702.22c",
    "choose": "614.12a",
}
"""The rule under which each kind of decision is made."""

PASS = Pass()
NOT_FORCED = object()  # Decision.forced(): more than one legal answer
YES = Choice(True, "yes")
NO = Choice(False, "no")


def offer(pid: int, prompt: str, can: bool = True, kind: str = "may", cite: str = ""
          ) -> Decision:
    """A yes/no choice whether to do or pay something; "yes" is an option only when it can be
    done (118.3). Posed even when "no" is the only answer (docs/engine.md: every choice is a
    decision; ``auto_pass`` answers the ones with a single answer)."""
    return Decision(pid, kind, [YES, NO] if can else [NO], prompt=prompt, cite=cite)


@dataclass(slots=True)
class Decision:
    """One open choice for one player (architecture: decisions are data)."""

    player: int  # player id
    kind: str  # priority, target, mode, x, pay_mana, may, attackers, blockers, damage, ...
    options: Sequence[Any]
    prompt: str = ""
    shape: str = "one"
    min: int = 0
    max: int = 0
    total: int = 0
    check: Callable[[Any], None] | None = None  # extra legality check on a normalised answer
    explain: Callable[[Any], Any] | None = None  # maps an unlisted answer to an option, or raises
    clean: bool = False  # posed at a point whose state needs no live continuation
    default: Any = None  # a legal answer the engine suggests (e.g. a damage assignment)
    cite: str = ""  # the rule, where it isn't the one for every decision of this kind
    most: dict[Any, int | None] | None = None  # pairs: how often an ``a`` may appear (None: any)
    limit: str = ""  # number: why no number above ``max`` can be chosen

    def normalise(self, answer: Any) -> Any:
        """Return the canonical form of ``answer`` or raise IllegalAction (changes nothing)."""
        try:
            return self._normalise(answer)
        except (TypeError, ValueError, AttributeError) as err:  # malformed, not merely illegal
            raise IllegalAction(f"{self.kind}: can't read the answer {answer!r} "
                                f"(a {self.shape} decision)", self.rule) from err

    @property
    def rule(self) -> str:
        """The rule under which this kind of choice is made, cited when an answer is refused."""
        return self.cite or DECISION_RULES.get(self.kind, "")

    def _normalise(self, answer: Any) -> Any:
        shape = self.shape
        if shape == "one":
            result = self._option(answer)
        elif shape == "subset":
            if isinstance(answer, (str, bytes)) or not isinstance(answer, Sequence | set | frozenset):
                raise IllegalAction(f"{self.kind}: expected a list of options, got {answer!r}", self.rule)
            picked = tuple(self._option(a) for a in answer)
            if len(set(picked)) != len(picked):
                raise IllegalAction(f"{self.kind}: an option was chosen twice", self.rule)
            if not self.min <= len(picked) <= self.max:
                raise IllegalAction(
                    f"{self.kind}: choose between {self.min} and {self.max}, got {len(picked)}",
                    self.rule)
            result = picked
        elif shape == "pairs":
            items = answer.items() if isinstance(answer, dict) else answer
            picked = tuple(self._option(a if isinstance(a, Pair) else Pair(*a)) for a in items)
            firsts = [p.a for p in picked]
            if len(set(firsts)) != len(firsts):
                self._repeats(picked, firsts)
            result = picked
        elif shape == "order":
            picked = tuple(self._option(a) for a in answer)
            if sorted(map(self.options.index, picked)) != list(range(len(self.options))):
                raise IllegalAction(f"{self.kind}: give every option exactly once", self.rule)
            result = picked
        elif shape == "number":
            if not isinstance(answer, int) or isinstance(answer, bool):
                raise IllegalAction(f"{self.kind}: expected a whole number, got {answer!r}", self.rule)
            if answer > self.max and self.limit:
                raise IllegalAction(f"{self.kind}: {answer} is more than {self.max}: "
                                    f"{self.limit}", self.rule)
            if not self.min <= answer <= self.max:
                raise IllegalAction(f"{self.kind}: choose a number from {self.min} to {self.max}", self.rule)
            result = answer
        elif shape == "divide":
            items = answer.items() if isinstance(answer, dict) else answer
            result = {}
            for key, amount in items:
                opt = self._option(key)
                if not isinstance(amount, int) or amount < 0:
                    raise IllegalAction(f"{self.kind}: amounts must be whole numbers of 0 or more", self.rule)
                result[opt] = result.get(opt, 0) + amount
            if sum(result.values()) != self.total:
                raise IllegalAction(f"{self.kind}: the amounts must add up to {self.total}", self.rule)
        else:  # pragma: no cover - programming error
            raise AssertionError(shape)
        if self.check is not None:
            self.check(result)
        return result

    def _repeats(self, picked: tuple[Any, ...], firsts: list[Any]) -> None:
        """A ``pairs`` answer naming an ``a`` more than once: allowed up to ``most[a]`` times,
        never the same pair twice."""
        if len(set(picked)) != len(picked):
            raise IllegalAction(f"{self.kind}: a pair was chosen twice", self.rule)
        for a in set(firsts):
            n = firsts.count(a)
            cap = (self.most or {}).get(a, 1)
            if n > 1 and cap is not None and n > cap:
                raise IllegalAction(f"{self.kind}: each object may be declared only "
                                    + ("once" if cap == 1 else f"{cap} times"), self.rule)

    def _option(self, answer: Any) -> Any:
        options = self.options
        if isinstance(answer, int) and not isinstance(answer, bool) and self.shape != "pairs":
            if 0 <= answer < len(options):
                return options[answer]
            raise IllegalAction(f"{self.kind}: there is no option {answer}", self.rule)
        if isinstance(answer, list):
            answer = tuple(answer)
        try:
            return options[options.index(answer)]  # the offered instance, with its label
        except ValueError:
            pass
        if self.explain is not None:
            return self.explain(answer)
        raise IllegalAction(f"{self.kind}: {answer!s} is not one of the legal options", self.rule)

    def forced(self) -> Any:
        """The only legal answer, when there is exactly one (a single option, every option of a
        subset that must take them all, a number range of one, an order of one thing); else
        ``NOT_FORCED``."""
        shape, options = self.shape, self.options
        if shape == "one":
            answer = options[0] if len(options) == 1 else NOT_FORCED
        elif shape == "subset":
            answer = (() if self.max == 0 else tuple(options) if self.min == len(options)
                      else NOT_FORCED)
        elif shape == "order":
            answer = tuple(options) if len(options) <= 1 else NOT_FORCED
        elif shape == "number":
            answer = self.min if self.min == self.max else NOT_FORCED
        elif shape == "divide":
            answer = {options[0]: self.total} if len(options) == 1 else NOT_FORCED
        else:
            return NOT_FORCED
        if answer is NOT_FORCED or shape == "one" or self.accepts(answer):
            return answer
        return NOT_FORCED

    def neutral(self) -> Any:
        """The least committal legal answer, given for a player who has left the game: pass,
        no attackers or blockers, the fewest options, the suggested default."""
        shape = self.shape
        if self.default is not None:
            return self.normalise(self.default)
        if shape == "one":
            return self.options[0]
        if shape == "subset":
            return tuple(self.options[: self.min])
        if shape == "pairs":
            return ()
        if shape == "order":
            return tuple(self.options)
        if shape == "number":
            return self.min
        return self.normalise({self.options[0]: self.total})

    def accepts(self, answer: Any) -> bool:
        """Whether ``answer`` is legal (normalise would take it)."""
        try:
            self.normalise(answer)
        except IllegalAction:
            return False
        return True

    def encode(self, answer: Any) -> Any:
        """A JSON-ready form of a normalised answer, by option index (for saved games)."""
        index = self.options.index
        shape = self.shape
        if shape == "one":
            return index(answer)
        if shape in ("subset", "pairs", "order"):
            return [index(a) for a in answer]
        if shape == "divide":
            return [[index(k), n] for k, n in answer.items()]
        return answer

    def decode(self, data: Any) -> Any:
        """The answer that :meth:`encode` turned into ``data``."""
        options = self.options
        try:
            shape = self.shape
            if shape == "one":
                return options[data]
            if shape in ("subset", "pairs", "order"):
                return [options[i] for i in data]
            if shape == "divide":
                return {options[i]: n for i, n in data}
        except (IndexError, TypeError, ValueError) as err:
            raise IllegalAction(f"{self.kind}: can't read the recorded answer {data!r}") from err
        return data

    def __str__(self) -> str:
        opts = ", ".join(str(o) for o in self.options[:12])
        more = "" if len(self.options) <= 12 else f", ... ({len(self.options)} options)"
        return f"{self.kind} for player {self.player}: {self.prompt} [{opts}{more}]"
