"""Mutation test of the compiler (sampled): perturb one token of a card's Oracle text — a number,
a color, a card type, a P/T change, or drop a sentence. The card must then compile to a
*different* IR or be refused. A parser that skipped the word it claims to read would give the
same IR back, and this test would catch it."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from manastack.cards.compiler.compile import compile_record
from manastack.cards.coverage import corpus
from manastack.cards.oracle import load_oracle

SAMPLE = 400
SEED = 20261201

NUMBER_WORDS = ("one", "two", "three", "four", "five")
COLORS = ("white", "blue", "black", "red", "green")
_REMINDER = re.compile(r"\([^()]*\)")


def _outside_reminders(text: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    hidden = {i for m in _REMINDER.finditer(text) for i in range(m.start(), m.end())}
    braces = {i for m in re.finditer(r"\{[^}]*\}", text) for i in range(m.start(), m.end())}
    for m in pattern.finditer(text):
        if m.start() not in hidden and m.start() not in braces:
            yield m


def mutations(text: str, name: str) -> Iterator[tuple[str, str]]:
    """(description, mutated text) pairs; at most one of each kind."""
    def first(pattern: str) -> re.Match[str] | None:
        found = [m for m in _outside_reminders(text, re.compile(pattern))
                 if name not in text[max(0, m.start() - len(name)):m.end() + len(name)]]
        return found[0] if found else None

    m = first(r"\b[1-9]\b")
    if m:
        new = str(int(m.group()) % 9 + 1)
        yield f"number {m.group()}->{new}", text[:m.start()] + new + text[m.end():]
    m = first(r"\b(one|two|three|four|five)\b")
    if m:
        new = NUMBER_WORDS[(NUMBER_WORDS.index(m.group()) + 1) % len(NUMBER_WORDS)]
        yield f"number {m.group()}->{new}", text[:m.start()] + new + text[m.end():]
    m = first(r"\b(white|blue|black|red|green)\b")
    if m:
        new = COLORS[(COLORS.index(m.group()) + 2) % len(COLORS)]
        yield f"color {m.group()}->{new}", text[:m.start()] + new + text[m.end():]
    m = first(r"(?<![Tt]his )\b(creature|artifact|enchantment|land)\b")
    if m:
        new = {"creature": "artifact", "artifact": "enchantment", "enchantment": "land",
               "land": "creature"}[m.group()]
        yield f"type {m.group()}->{new}", text[:m.start()] + new + text[m.end():]
    m = first(r"[+-]\d/[+-]\d")
    if m:
        new = m.group()[0] + str(int(m.group()[1]) + 1) + m.group()[2:]
        yield f"P/T {m.group()}->{new}", text[:m.start()] + new + text[m.end():]
    lines = text.split("\n")
    for i, line in enumerate(lines):
        sentences = re.split(r"(?<=\.) (?=[A-Z])", _REMINDER.sub("", line).strip())
        if len(sentences) >= 2 and '"' not in line:
            dropped = " ".join(sentences[:-1])
            yield f"drop {sentences[-1]!r}", "\n".join([*lines[:i], dropped, *lines[i + 1:]])
            break


@pytest.fixture(scope="module")
def compiled_sample() -> list[tuple[dict[str, Any], Any]]:
    rng = random.Random(SEED)
    records = sorted(corpus(load_oracle()), key=lambda r: r["name"])
    rng.shuffle(records)
    found = []
    for r in records:
        compiled = compile_record(r)
        if compiled.card is not None:
            found.append((r, compiled.card))
        if len(found) == SAMPLE:
            break
    return found


def test_every_mutation_changes_the_ir_or_refuses_the_card(
        compiled_sample: list[tuple[dict[str, Any], Any]]) -> None:
    tried = 0
    same: list[str] = []
    for record, card in compiled_sample:
        for what, text in mutations(record["text"] or "", record["name"]):
            tried += 1
            mutated = compile_record({**record, "text": text}).card
            if mutated is not None and mutated == card:
                same.append(f"{record['name']}: {what}")
    print(f"{tried} mutations of {len(compiled_sample)} cards (seed {SEED})")
    assert tried > len(compiled_sample)
    assert not same, "the IR didn't change:\n" + "\n".join(same)
