"""Mana symbols, costs and pools (rules 106, 107.4, 202, 601.2f-h)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

COLORS = "WUBRG"
"""The five colors in WUBRG order (105.1)."""
MANA_TYPES = "WUBRGC"
"""The six types of mana: the five colors and colorless (106.1b)."""
SNOW = "S"
"""107.4h: the snow mana symbol, paid with one mana of any type made by a snow source (106.3);
snow is neither a color nor a type of mana."""
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}

_SYMBOL = re.compile(r"\{([^}]+)\}")
_HYBRID = re.compile(r"^(?:[WUBRG]/[WUBRG]|2/[WUBRG]|[WUBRG]/P|[WUBRG]/[WUBRG]/P)$")


def symbol_value(sym: str) -> int:
    """202.3f-g: a hybrid symbol counts its largest component; Phyrexian symbols count 1."""
    return 2 if sym.startswith("2/") else 1




class ManaCost:
    """A parsed mana cost: generic amount, colored/colorless symbols and X symbols (107.4, 202.1).

    >>> ManaCost.parse("{2}{R}{R}").mana_value
    4
    """

    __slots__ = ("text", "generic", "symbols", "x_count")

    def __init__(self, text: str, generic: int, symbols: tuple[str, ...], x_count: int) -> None:
        self.text = text
        self.generic = generic
        self.symbols = symbols  # one per colored, {C}, {S}, hybrid, Phyrexian symbol: "R", "2/G", "B/P"
        self.x_count = x_count

    @staticmethod
    @cache
    def parse(text: str | None) -> ManaCost:
        """Parse "{2}{G}{G}" style text; unsupported symbols raise ValueError."""
        if not text:
            return NO_COST
        generic = 0
        symbols: list[str] = []
        x_count = 0
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym in MANA_TYPES or sym == SNOW or _HYBRID.match(sym):
                symbols.append(sym)
            elif sym == "X":
                x_count += 1
            else:
                raise ValueError(f"unsupported mana symbol {{{sym}}} in {text!r}")
        return ManaCost(text, generic, tuple(symbols), x_count)

    @property
    def mana_value(self) -> int:
        """202.3: the total amount of mana in the cost, X counting as 0 outside the stack."""
        return self.generic + sum(symbol_value(s) for s in self.symbols)

    def colors(self) -> frozenset[str]:
        """202.2, 107.4e-f: an object is the colors of the mana symbols in its cost, hybrid and
        Phyrexian symbols included."""
        return frozenset(c for s in self.symbols for c in s.split("/") if c in COLORS)

    @property
    def is_plain(self) -> bool:
        """Only generic and single-type symbols, so the pool alone decides payment."""
        return all(len(s) == 1 for s in self.symbols)

    def ways(self) -> list[tuple[ManaCost, int]]:
        """Every way to pay the hybrid and Phyrexian symbols, as (plain cost, life to pay) pairs
        (107.4e: either half of a hybrid symbol; 107.4f: its color or 2 life)."""
        if self.is_plain:
            return [(self, 0)]
        results: list[tuple[ManaCost, int]] = [(ManaCost(self.text, self.generic, (), self.x_count), 0)]
        for sym in self.symbols:
            parts = sym.split("/")
            options: list[tuple[str, int, int]] = []  # (symbol, generic, life)
            if len(parts) == 1:
                options.append((sym, 0, 0))
            else:
                for part in parts:
                    if part == "P":
                        options.append(("", 0, 2))
                    elif part == "2":
                        options.append(("", 2, 0))
                    else:
                        options.append((part, 0, 0))
            results = [
                (ManaCost(c.text, c.generic + g, c.symbols + ((t,) if t else ()), c.x_count), life + paid)
                for c, life in results for t, g, paid in options
            ]
        unique: dict[tuple[int, tuple[str, ...], int], tuple[ManaCost, int]] = {}
        for c, life in results:
            unique.setdefault((c.generic, tuple(sorted(c.symbols)), life), (c, life))
        return list(unique.values())

    def with_x(self, x: int) -> ManaCost:
        """The cost with each {X} replaced by x generic mana (107.3a, 601.2f)."""
        if not self.x_count:
            return self
        return ManaCost(self.text, self.generic + x * self.x_count, self.symbols, 0)

    def plus(self, other: ManaCost) -> ManaCost:
        """This cost and another together (601.2f: additional costs)."""
        if not other:
            return self
        generic = self.generic + other.generic
        text = _render(generic, self.symbols + other.symbols, self.x_count + other.x_count)
        return ManaCost(text, generic, self.symbols + other.symbols, self.x_count + other.x_count)

    def plus_times(self, other: ManaCost, times: int) -> ManaCost:
        """This cost and ``other`` paid ``times`` times (702.33c, 702.56a)."""
        total = self
        for _ in range(times):
            total = total.plus(other)
        return total

    def plus_generic(self, n: int) -> ManaCost:
        """Cost increases and reductions of generic mana (601.2f)."""
        if n == 0:
            return self
        generic = max(0, self.generic + n)
        return ManaCost(_render(generic, self.symbols, self.x_count), generic, self.symbols,
                        self.x_count)

    def __bool__(self) -> bool:
        return bool(self.generic or self.symbols or self.x_count)

    def __repr__(self) -> str:
        return f"ManaCost({self.text!r})"


NO_COST = ManaCost("", 0, (), 0)


def _render(generic: int, symbols: tuple[str, ...], x_count: int) -> str:
    return "{X}" * x_count + (f"{{{generic}}}" if generic else "") + "".join(
        "{" + s + "}" for s in symbols)


SPELLED_OUT = 20
"""Mana of one type up to this amount is shown symbol by symbol; more as "{G}×331776"."""


def pool_text(pool: list[int]) -> str:
    """Render a pool such as [0,0,0,1,2,0] as "{R}{G}{G}" (a large amount of one type as
    "{G}×331776")."""
    return "".join(_symbols(t, n) for t, n in zip(MANA_TYPES, pool, strict=True))


def _symbols(t: str, n: int) -> str:
    return ("{" + t + "}") * n if n <= SPELLED_OUT else f"{{{t}}}×{n}"


def counts(mana: str) -> list[int]:
    """Mana such as "GGW" by type, WUBRGC ([1, 0, 0, 0, 2, 0])."""
    return [mana.count(t) for t in MANA_TYPES]


@dataclass(frozen=True, slots=True)
class Mana:
    """Mana made at once (106.4), held as amounts by type (WUBRGC), so that an effect
    multiplying it (106.12b: Nyxbloom Ancient, Mana Reflection) costs the same however much
    there is. ``str()`` gives letters ("WU", "G×1024"), :meth:`text` symbols ("{W}{U}")."""

    amounts: tuple[int, ...]

    @staticmethod
    def of(mana: str | Mana) -> Mana:
        """Mana from letters such as "GGW" (or the mana itself)."""
        return mana if isinstance(mana, Mana) else Mana(tuple(counts(mana)))

    def amount(self, t: str) -> int:
        """How much mana of type ``t`` there is."""
        return self.amounts[MANA_TYPES.index(t)]

    @property
    def types(self) -> str:
        """The types there is some of, WUBRGC order ("WU")."""
        return "".join(t for t, n in zip(MANA_TYPES, self.amounts, strict=True) if n)

    @property
    def total(self) -> int:
        return sum(self.amounts)

    @property
    def least(self) -> int:
        """The least amount of any type there is (0 for no mana)."""
        return min((n for n in self.amounts if n), default=0)

    def times(self, factor: int) -> Mana:
        """Each mana ``factor`` times (106.12b: "three times as much of that mana")."""
        return Mana(tuple(n * factor for n in self.amounts))

    def text(self) -> str:
        """As symbols: "{W}{U}", a large amount of one type "{G}×331776"."""
        return pool_text(list(self.amounts))

    def __bool__(self) -> bool:
        return any(self.amounts)

    def __str__(self) -> str:
        return "".join(t * n if n <= SPELLED_OUT else f"{t}×{n}"
                       for t, n in zip(MANA_TYPES, self.amounts, strict=True))


def can_pay(pool: list[int], cost: ManaCost, snow: tuple[int, ...] = ()) -> bool:
    """Whether the pool alone can pay a cost with X already chosen (601.2h); ``snow`` is how
    much of each type of that mana a snow source made (107.4h)."""
    if SNOW in cost.symbols:
        try:
            spend(pool, cost, snow)
        except ValueError:
            return False
        return True
    left = list(pool)
    for sym in cost.symbols:
        i = MANA_TYPES.index(sym)
        if left[i] <= 0:
            return False
        left[i] -= 1
    return sum(left) >= cost.generic


def spend(pool: list[int], cost: ManaCost, snow: tuple[int, ...] = ()) -> list[int]:
    """The pool after paying ``cost``: colored and {C} symbols first (with mana no snow source
    made, while there is some), then each {S} with snow mana (107.4h), then generic from the
    most plentiful type.

    Raises ValueError if the pool can't pay (601.2h: partial payments are not allowed).
    """
    left = list(pool)
    plain = [p - s for p, s in zip(pool, snow or (0,) * 6, strict=True)]  # no snow source made
    for sym in cost.symbols:
        if sym == SNOW:
            continue
        i = MANA_TYPES.index(sym)
        if left[i] <= 0:
            raise ValueError("not enough mana")
        left[i] -= 1
        plain[i] = max(0, plain[i] - 1)
    for _ in range(cost.symbols.count(SNOW)):
        i = max(range(6), key=lambda k: left[k] - plain[k])
        if left[i] - plain[i] <= 0:
            raise ValueError("not enough snow mana (107.4h)")
        left[i] -= 1
    return _spend_generic(left, cost.generic)


def _spend_generic(left: list[int], need: int) -> list[int]:
    """Pay ``need`` generic mana one at a time from the most plentiful type ({C} first among
    equals, then WUBRG order), in bulk: the most plentiful type down to the next amount, then
    the tied types in turn."""
    if need > sum(left):
        raise ValueError("not enough mana")
    while need:
        order = sorted(range(6), key=lambda k: (-left[k], k != 5, k))
        top = left[order[0]]
        tied = [k for k in order if left[k] == top]
        below = max((left[k] for k in order if left[k] < top), default=0)
        rounds = min(top - below, need // len(tied))
        if rounds:
            for k in tied:
                left[k] -= rounds
            need -= rounds * len(tied)
            continue
        for k in tied[:need]:  # fewer than one round left: in turn, most preferred first
            left[k] -= 1
        need = max(0, need - len(tied))
    return left


def snow_left(pool: list[int], snow: tuple[int, ...], used: list[int], count: int
              ) -> tuple[int, ...]:
    """How much of each type of mana in the pool a snow source made, once ``used`` (by type) was
    spent paying ``count`` {S} symbols: mana no snow source made is spent first where it could
    be, then snow mana pays the {S} (107.4h). Raises ValueError if that leaves {S} unpaid."""
    if not snow:
        if count:
            raise ValueError("not enough snow mana (107.4h)")
        return ()
    spent = [max(0, u - (p - s)) for p, s, u in zip(pool, snow, used, strict=True)]
    more = count - sum(spent)
    for i in range(6):
        if more <= 0:
            break
        k = min(more, min(snow[i], used[i]) - spent[i])
        spent[i] += k
        more -= k
    if more > 0:
        raise ValueError("not enough snow mana (107.4h)")
    left = tuple(s - k for s, k in zip(snow, spent, strict=True))
    return left if any(left) else ()


def total_pool(player: Any) -> list[int]:
    """All the mana in a player's pool by type, restricted mana (106.6) included."""
    if not player.restricted:
        return player.pool
    total = list(player.pool)
    for amounts in player.restricted.values():
        total = [a + b for a, b in zip(total, amounts, strict=True)]
    return total
