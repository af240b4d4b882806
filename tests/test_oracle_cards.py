"""Every card in the pool against the Oracle data: name, cost, type line, P/T, loyalty, exact text,
keywords, and the text of each ability. The check that the engine knows every keyword ability a
card has needs the Comprehensive Rules (``shared/data/MagicCompRules.txt`` beside the checkout)
and is skipped without them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from manastack import ir
from manastack.cards import CARD_POOL
from manastack.rules.card import KEYWORDS, CardDef, make_card
from manastack.rules.subtypes import intrinsic_abilities

CARDS = sorted((c for c in CARD_POOL.values() if not c.token), key=lambda c: c.name)


def keyword_name(keyword: str) -> str:
    """The name Oracle data lists a keyword under: "protection from black" is "protection",
    "affinity for artifacts" is "affinity"."""
    return keyword.split(" from ")[0].split(" for ")[0]


KEYWORD_NAMES = frozenset(keyword_name(k) for k in KEYWORDS)


def find_comp_rules() -> Path | None:
    """``shared/data/MagicCompRules.txt`` in the working directory or this file's folder or any
    folder above them (a checkout with ``shared/`` beside it finds ``../shared/data/``)."""
    for start in (Path.cwd().resolve(), Path(__file__).resolve().parent):
        for folder in (start, *start.parents):
            candidate = folder / "shared" / "data" / "MagicCompRules.txt"
            if candidate.is_file():
                return candidate
    return None


@pytest.fixture(scope="module")
def ability_keywords() -> frozenset[str]:
    """The keyword abilities of rule 702 (lowercase), read from the Comprehensive Rules; skips
    the test when that file is absent."""
    rules = find_comp_rules()
    if rules is None:
        pytest.skip("no shared/data/MagicCompRules.txt: can't tell keyword abilities from actions")
    text = rules.read_text(encoding="utf-8-sig")
    return frozenset(m.lower() for m in re.findall(r"^702\.\d+\. (.+?)\s*$", text, re.M))


def _printed(value: int | None) -> str | None:
    return None if value is None else str(value)


def _keyword_words(text: str) -> set[str]:
    """The lowercase words or phrases of keyword lines, e.g. "Flying, vigilance (…)", and the
    first word of each, for keywords with a parameter ("Enchant creature", 702.5)."""
    parts = {part.strip().lower() for line in text.splitlines()
             for part in re.split(r"[,;]", line.split("(")[0])}  # "Flying; banding" too
    named = {k for k in KEYWORD_NAMES for p in parts  # "cumulative upkeep {g}", "cycling—pay"
             if p.startswith((k + " ", k + "—"))}
    return parts | {p.split()[0] for p in parts if p} | named


def _keyword_line_words(text: str) -> set[str]:
    """The keywords of the text's keyword lines ("Flying, vigilance"), lowercase: lines whose
    every comma-separated part starts with a keyword (granted keywords are in other lines)."""
    found: set[str] = set()
    for line in text.splitlines():
        if " — " in line:
            head = line.split(" — ")[0].lower()
            if head in KEYWORD_NAMES:  # "Exhaust — {5}: ..." (702.177a): the keyword's ability
                found.add(head)
            continue  # an ability word or flavor word line ("Fear Gas — ...", 207.2c)
        if line.lower().startswith("partner with ") and "partner with" in KEYWORD_NAMES:
            found.add("partner with")  # 702.124j: the rest of the line is a name, commas too
            continue
        dashed = next((k for k in KEYWORD_NAMES if line.lower().startswith(k + "—")), None)
        if dashed:  # "Flashback—{1}{G}, Pay 3 life.": one keyword with a cost (702.1)
            found.add(dashed)
            continue
        parts = [p.strip().lower() for p in re.split(r"[,;]", re.sub(r"\([^)]*\)", "", line))]
        # the longest keyword a part starts with ("partner with Proud Mentor" is partner with,
        # 702.124j, not partner)
        names = [max((k for k in KEYWORD_NAMES if p == k or p.startswith((k + " ", k + "—"))),
                     key=len, default=None) for p in parts]
        if parts and all(names):
            found |= set(names)  # type: ignore[arg-type]
    return found


def problems(card: CardDef, record: dict[str, Any]) -> list[str]:
    found: list[str] = []
    if (card.cost or None) != record["manaCost"]:
        found.append(f"mana cost {card.cost!r} != {record['manaCost']!r}")
    if card.type_line != record["type"]:
        found.append(f"type line {card.type_line!r} != {record['type']!r}")
    band = next((a.set_pt for a in card.abilities if isinstance(a, ir.Static)
                 and a.condition_word == "station" and a.set_pt is not None), None)
    for field in ("power", "toughness", "loyalty"):
        ours = _printed(getattr(card, field))
        if band is not None and field != "loyalty":  # 721.2b-c: the P/T is its station band's
            ours = _printed(band[0] if field == "power" else band[1])
        if ours != record[field]:
            found.append(f"{field} {ours!r} != {record[field]!r}")
    oracle_text = record["text"] or ""
    if card.text != oracle_text:
        found.append(f"text {card.text!r} != {oracle_text!r}")
    listed = {k.lower() for k in record["keywords"] or ()}
    own = listed & KEYWORD_NAMES & _keyword_line_words(oracle_text)  # not the ones it grants
    if {keyword_name(k) for k in card.keywords} - {"enchant", "equip"} != own - {"enchant", "equip"}:
        found.append(f"keywords {sorted(card.keywords)} != {sorted(own)}")
    words = _keyword_words(card.text)  # "protection from Goblins" keeps the subtype's capital
    for kw in sorted(k for k in card.keywords if k.lower() not in words):
        found.append(f"keyword {kw!r} doesn't appear in the text")
    intrinsic = set(intrinsic_abilities(card.subtypes))  # 305.6: from its land types, not its text
    abilities = [*(a for a in card.abilities if a not in intrinsic),
                 *([card.spell] if card.spell is not None else [])]
    for ab in abilities:
        if not ab.text:
            found.append(f"an ability has no text: {ab!r}")
        elif any(line not in card.text for line in ab.text.splitlines()):
            found.append(f"ability text {ab.text!r} isn't part of the card's text")
    return found


def lacking_abilities(record: dict[str, Any], ability_kw: frozenset[str]) -> list[str]:
    """The keyword abilities (rule 702) the record lists that the engine doesn't know."""
    listed = {k.lower() for k in record["keywords"] or ()}
    if listed & KEYWORD_NAMES & {"plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                                 "forestwalk"}:
        listed.discard("landwalk")  # 702.14: Oracle lists the family with the kind of landwalk
    # A flavor word ("Fear Gas — ...", 207.2c) is listed by the data as a keyword; it isn't one.
    text = re.sub(r"^[^\n—]* — ", "", record.get("text") or "", flags=re.M).lower()
    listed = {kw for kw in listed if kw in text}
    return [f"the engine lacks the keyword ability {kw!r}"
            for kw in sorted(listed - KEYWORD_NAMES) if kw in ability_kw]


def test_every_card_matches_oracle(oracle: dict[str, dict[str, Any]]) -> None:
    found = {}
    for card in CARDS:
        record = oracle.get(card.name)
        assert record is not None, f"{card.name!r} is not in the Oracle data"
        if problems(card, record):
            found[card.name] = problems(card, record)
    assert not found, found


def test_engine_knows_every_cards_keyword_abilities(oracle: dict[str, dict[str, Any]],
                                                    ability_keywords: frozenset[str]) -> None:
    lacking = {c.name: lacking_abilities(oracle[c.name], ability_keywords) for c in CARDS}
    assert not {name: found for name, found in lacking.items() if found}


def test_the_pool_covers_every_keyword_the_engine_knows() -> None:
    """Each keyword is on a card of the pool or on a token one creates (decayed, 702.147)."""
    covered = {keyword_name(k) for c in CARDS for k in c.keywords}
    covered |= {keyword_name(k) for c in CARDS for n in ir.walk(c.abilities)
                if isinstance(n, ir.TokenSpec) for k in n.keywords}
    assert covered == KEYWORD_NAMES


def test_the_checks_catch_a_wrong_definition(oracle: dict[str, dict[str, Any]]) -> None:
    """The comparison itself finds each kind of mistake."""
    any_target = ir.Target(ir.Selector(ir.CardType("Creature")), ir.PlayerFilter(ir.AnyPlayer()))
    wrong = make_card(ir.Card("Serra Angel", "{3}{W}", "Creature — Angel", 4, 5,
                              keywords=("flying",), text="Flying",
                              spell=ir.SpellAbility(ir.DealDamage(1, ir.Targeted(0)),
                                                    (any_target,), text="Vigilance")))
    found = problems(wrong, oracle["Serra Angel"])
    assert any(p.startswith("mana cost") for p in found)
    assert any(p.startswith("toughness") for p in found)
    assert any(p.startswith("text") for p in found)
    assert any(p.startswith("keywords") for p in found)
    assert any("isn't part of the card's text" in p for p in found)
    lacking = problems(make_card(ir.Card("Wind Drake", "{2}{U}", "Creature — Drake", 2, 2,
                                         text="Flying")), oracle["Wind Drake"])
    assert lacking == ["keywords [] != ['flying']"]
    record = {"keywords": ["Flying", "Scry", "Frobnicate"], "text": "Flying\nFrobnicate"}
    assert lacking_abilities(record, frozenset({"flying", "frobnicate"})) == [
        "the engine lacks the keyword ability 'frobnicate'"]
    flavor = {"keywords": ["Frobnicate"], "text": "Frobnicate Gas — This can't be blocked."}
    assert lacking_abilities(flavor, frozenset({"frobnicate"})) == []
