"""Coverage of the Oracle corpus: which cards compile and play, which are refused and why, and
which clauses block the most cards.

Every normal-layout card is *supported* (compiled and every IR node has a runtime handler),
*refused* (compiled, but some node has no handler yet: the node is named), or *not yet parsed*
(a clause the grammar can't read: the clause is named). Blockers are ranked by how many cards
each one alone stops, which is what part 2's work should follow.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .compiler.compile import Compiled, compile_record

SUPPORTED, REFUSED, UNPARSED = "supported", "refused", "not yet parsed"


@dataclass(frozen=True, slots=True)
class CardStatus:
    """One card's coverage: its status, and the reasons (failing clauses or missing nodes)."""

    name: str
    status: str
    reasons: tuple[str, ...] = ()
    compiled: Compiled | None = None


@dataclass
class Report:
    """The corpus run: statuses by card and blockers ranked."""

    cards: list[CardStatus] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        found = Counter(c.status for c in self.cards)
        return {k: found.get(k, 0) for k in (SUPPORTED, REFUSED, UNPARSED)}

    def blockers(self, status: str) -> list[tuple[str, int, int]]:
        """(reason, cards it alone blocks, cards it blocks with others), most alone first."""
        alone: Counter[str] = Counter()
        anywhere: Counter[str] = Counter()
        for c in self.cards:
            if c.status != status:
                continue
            keys = set(c.reasons)
            for k in keys:
                anywhere[k] += 1
            if len(keys) == 1:
                alone[next(iter(keys))] += 1
        return sorted(((k, alone[k], anywhere[k]) for k in anywhere),
                      key=lambda t: (-t[1], -t[2], t[0]))


def corpus(oracle: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The cards coverage counts: normal layout, excluding digital rebalanced versions."""
    return [r for r in oracle.values() if r.get("layout") == "normal"
            and not r["name"].startswith("A-")]


_NUMBER = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|X)\b")
_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"[+-]?[\dX*]+/[+-]?[\dX*]+")


def clause_shape(text: str, subtypes: frozenset[str] = frozenset()) -> str:
    """A clause with its numbers, mana, P/T and subtypes generalised, so cards with the same
    shape rank together."""
    text = _MANA.sub("{M}", text)
    text = _PT.sub("N/N", text)
    text = _NUMBER.sub("N", text)
    if subtypes:
        text = " ".join("<type>" if w.strip(",.") in subtypes else w for w in text.split(" "))
    return text


def status_of(record: dict[str, Any], subtypes: frozenset[str] = frozenset()) -> CardStatus:
    """Compile and lower one card and say where it stands."""
    from .lower import refusal

    compiled = compile_record(record)
    if compiled.card is None:
        failing = [u for u in compiled.units if u.error] or []
        reasons = tuple(clause_shape(u.clause or u.unit.text or u.unit.original or u.error, subtypes)
                        for u in failing) or (
            compiled.error,)
        return CardStatus(record["name"], UNPARSED, reasons, compiled)
    missing = refusal(compiled.card)
    if missing:
        return CardStatus(record["name"], REFUSED, tuple(missing), compiled)
    return CardStatus(record["name"], SUPPORTED, (), compiled)


def run(oracle: dict[str, dict[str, Any]]) -> Report:
    """Coverage over the whole corpus."""
    from .compiler.grammar.words import all_subtypes

    subtypes = all_subtypes()
    report = Report()
    for record in sorted(corpus(oracle), key=lambda r: r["name"]):
        report.cards.append(status_of(record, subtypes))
    return report


@functools.cache
def corpus_report() -> Report:
    """Coverage of the shipped Oracle data, computed once per process."""
    from .oracle import load_oracle

    return run(load_oracle())


def text_hash(record: dict[str, Any]) -> str:
    """A short hash of a card's Oracle text, so the baseline knows when it changed."""
    return hashlib.sha1((record.get("text") or "").encode()).hexdigest()[:10]


def baseline_lines(report: Report, oracle: dict[str, dict[str, Any]]) -> list[str]:
    """The committed list of supported cards: ``name<TAB>text hash`` per line, sorted."""
    return sorted(f"{c.name}\t{text_hash(oracle[c.name])}" for c in report.cards
                  if c.status == SUPPORTED)


def read_baseline(text: str) -> dict[str, str]:
    """Name -> Oracle text hash, from the baseline file's text."""
    found: dict[str, str] = {}
    for line in text.splitlines():
        name, tab, digest = line.partition("\t")
        if tab:
            found[name] = digest
    return found
