#!/usr/bin/env python3
"""Generate ``src/manastack/cards/compiler/lexicon_data.py`` from the Comprehensive Rules and the
Oracle data.

    python tools/gen_lexicon.py [--rules PATH] [--oracle PATH] [--out PATH]

The defaults are ``../shared/data/MagicCompRules.txt`` and ``../shared/data/oracle-cards.json.gz``
(looked for from the repository root upwards). The output is a plain module of sorted tuples, so
the compiler needs neither file at run time. What comes from where:

- card types (205.2a), supertypes (205.4a), subtypes by kind (205.3g-205.3q);
- subtypes that only the Oracle records' ``subtypes`` field knows (newer sets), their kind taken
  from the card types they appear with;
- keyword abilities (702.2 to the end of 702, the rule titles) and keyword actions (701.2 on),
  plus the keyword variants the rules name (702.29e typecycling, 702.14 landwalk, 702.33c ...);
- ability words (207.2c);
- counter names: the words written before "counter(s)" in Oracle text;
- plural forms of subtypes and card types that Oracle text actually uses;
- number words that Oracle text uses.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "manastack" / "cards" / "compiler" / "lexicon_data.py"

KINDS = ("artifact", "battle", "creature", "dungeon", "enchantment", "land", "plane", "planeswalker",
         "spell")

# Which subtype kind a card type's subtypes are (205.3c); Kindred shares creature types (205.3m).
TYPE_TO_KIND = {"Artifact": "artifact", "Battle": "battle", "Creature": "creature", "Kindred": "creature",
                "Dungeon": "dungeon", "Enchantment": "enchantment", "Land": "land", "Plane": "plane",
                "Planeswalker": "planeswalker", "Instant": "spell", "Sorcery": "spell"}

# Keyword variants the rules describe in subrules rather than titles: (name, rule).
RULE_VARIANTS = (("megamorph", "702.37"), ("multikicker", "702.33"), ("commander ninjutsu", "702.49"),
                 ("double agenda", "702.106"), ("typecycling", "702.29"), ("landwalk", "702.14"))

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    "hundred": 100, "thousand": 1000, "million": 1000000,
}


def _words(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text``."""
    return frozenset(text.split())


# Words written before "counter(s)" that are not counter names.
COUNTER_STOP = _words("""
a an the that those these this each another of and or with more all no its their his her your my
any some many much same different additional other x y had has have get gets would may instead moved
then does do did as keyword kind kinds single extra new total only first double put remove token
mana game card creature spell artifact enough own number control
""") | frozenset(NUMBER_WORDS)

# An Oracle-only subtype must appear on this many cards (one-offs are mostly joke type lines).
MIN_ORACLE_CARDS = 2
# Two-word subtypes the Oracle records split into words ("Battle — Control Point"): name -> kind.
SPLIT_SUBTYPES = {"Control": "Control Point", "Point": "Control Point"}
SPLIT_KINDS = {"Control Point": "battle"}


def find_shared(name: str) -> Path:
    for folder in (ROOT, *ROOT.parents):
        candidate = folder / "shared" / "data" / name
        if candidate.is_file():
            return candidate
    raise SystemExit(f"cannot find shared/data/{name}; pass its path")


def split_list(text: str) -> list[str]:
    """'a, b, and c' -> ['a', 'b', 'c'] (also 'a and b')."""
    text = re.sub(r"\s*\(see rules? [^)]*\)", "", text).strip().rstrip(".")
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", text)
    return [p.strip() for p in parts if p.strip()]


def rule_lines(rules: str) -> dict[str, str]:
    """Rule number ('205.3g', '702.9') -> its text, from the rules body (not the contents)."""
    body = rules.rsplit("\nGlossary\n", 1)[0]
    out: dict[str, str] = {}
    for line in body.splitlines():
        m = re.match(r"^(\d{3}\.\d+[a-z]?)\.? (.*)$", line)
        if m and m.group(1) not in out:
            out[m.group(1)] = m.group(2)
    return out


def after(text: str, marker: str) -> str:
    i = text.index(marker) + len(marker)
    j = text.find(".", i)
    # a list runs to the first period that ends a sentence ("... and Zariel.")
    while j != -1 and j + 1 < len(text) and text[j + 1] not in " \n":
        j = text.find(".", j + 1)
    return text[i:j if j != -1 else len(text)]


def parse_rules(rules: str) -> dict[str, Any]:
    r = rule_lines(rules)
    card_types = [t.capitalize() for t in split_list(after(r["205.2a"], "The card types are "))]
    supertypes = [t.capitalize() for t in split_list(after(r["205.4a"], "The supertypes are "))]
    subtypes: dict[str, str] = {}
    sources = {"205.3g": ("artifact", "The artifact types are "),
               "205.3h": ("enchantment", "The enchantment types are "),
               "205.3i": ("land", "The land types are "),
               "205.3j": ("planeswalker", "The planeswalker types are "),
               "205.3k": ("spell", "The spell types are "),
               "205.3m": ("creature", "All other creature types are one word long: "),
               "205.3n": ("plane", "The planar types are "),
               "205.3p": ("dungeon", "That dungeon type is "),
               "205.3q": ("battle", "That battle type is ")}
    for rule, (kind, marker) in sources.items():
        for name in split_list(after(r[rule], marker)):
            subtypes.setdefault(name, kind)
    for name in split_list(after(r["205.3m"], "One creature type is two words long: ")):
        subtypes.setdefault(name, "creature")
    keywords: dict[str, str] = {}
    actions: dict[str, str] = {}
    for num, text in r.items():
        m = re.fullmatch(r"(70[12])\.(\d+)", num)
        if not m or int(m.group(2)) < 2:
            continue
        title = re.sub(r"\s*\(.*\)$", "", text).strip()  # "∞ (Infinity)" -> "∞"
        target = keywords if m.group(1) == "702" else actions
        for name in re.split(r" and (?=[A-Z])", title):  # "Daybound and Nightbound", "Tap and Untap"
            target.setdefault(name.lower(), num)
    ability_words = split_list(after(r["207.2c"], "The ability words are "))
    return {"card_types": card_types, "supertypes": supertypes, "subtypes": subtypes,
            "keywords": keywords, "actions": actions, "ability_words": ability_words}


def strip_reminder(text: str) -> str:
    out, depth = [], 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def without_own_name(rec: dict[str, Any], reminders: bool = False) -> str:
    """The record's text without reminder text and with its own name (and the part of it before a
    comma) blanked, so that a card's name is not taken for a use of a word."""
    text = rec.get("text") or ""
    if not reminders:
        text = strip_reminder(text)
    name = rec["name"]
    for n in (name, name.split(",")[0]):
        text = text.replace(n, "SELF")
    return text


def oracle_subtypes(records: Iterable[dict[str, Any]], known: dict[str, str],
                    card_types: set[str]) -> dict[str, str]:
    """Subtypes only the Oracle records know, with the kind their card types give them."""
    votes: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    cards: dict[str, set[str]] = collections.defaultdict(set)
    for rec in records:
        types = rec.get("types") or []
        if not types or not set(types) <= card_types:
            continue  # joke type lines ("Eaturecray")
        kinds = {TYPE_TO_KIND[t] for t in types if t in TYPE_TO_KIND}
        for sub in rec.get("subtypes") or []:
            if sub in known or not re.fullmatch(r"[A-Z][A-Za-z'\-]*( [A-Z][A-Za-z'\-]*)?", sub):
                continue
            cards[sub].add(rec["name"])
            for kind in kinds:
                # one vote per card; a card with a single kind counts double
                votes[sub][kind] += 2 if len(kinds) == 1 else 1
    out = {}
    for sub, counter in votes.items():
        if len(cards[sub]) < MIN_ORACLE_CARDS or sub in SPLIT_SUBTYPES:
            continue
        kind = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0] != "creature", kv[0]))[0][0]
        out[sub] = kind
    return out


def plural_candidates(word: str) -> list[str]:
    """English plural candidates of a subtype (checked against the corpus afterwards)."""
    head, _, last = word.rpartition(" ")
    prefix = head + " " if head else ""
    stem = last
    cands = [stem + "s", stem + "es"]
    if stem.endswith("y") and stem[-2:-1] not in tuple("aeiou"):
        cands.append(stem[:-1] + "ies")
    if stem.endswith("f"):
        cands.append(stem[:-1] + "ves")
    if stem.endswith("fe"):
        cands.append(stem[:-2] + "ves")
    if stem.endswith("us"):
        cands.append(stem[:-2] + "i")
    if stem.endswith("man"):
        cands.append(stem[:-3] + "men")
    if stem.endswith("ouse"):
        cands.append(stem[:-4] + "ice")
    if stem.endswith("oose"):
        cands.append(stem[:-4] + "eese")
    if stem.endswith("x"):
        cands.append(stem + "en")
    if stem.endswith("ild"):
        cands.append(stem + "ren")
    if stem.endswith("ops"):
        cands.append(stem[:-1] + "es")
    if stem.endswith("on"):
        cands.append(stem[:-2] + "a")
    if stem.endswith("um"):
        cands.append(stem[:-2] + "a")
    return [prefix + c for c in cands]


def word_counts(texts: Iterable[str]) -> collections.Counter[str]:
    counts: collections.Counter[str] = collections.Counter()
    for text in texts:
        counts.update(re.findall(r"[^\W\d_][\w'\-]*[^\W_]|[^\W\d_]", text))
    return counts


def _clean_at(joined: str, start: int, end: int) -> bool:
    """Whether the word at joined[start:end] stands outside a run of capitalised words (a card
    name such as "Alluring Eyes" is not a use of the plural "Eyes")."""
    before = joined[max(0, start - 80):start]
    prev = re.search(r"([\w'\-]+) $", before)
    if prev and prev.group(1)[0].isupper():
        head = before[:prev.start()].rstrip(" ")
        if head and head[-1] not in ".:;\n—•\"":
            return False  # right after a capitalised word, mid-sentence
    if prev and prev.group(1) == "named":
        return False
    return not re.match(r" (?:[A-Z]|of )", joined[end:end + 4])


def derive_plurals(subtypes: dict[str, str], texts: list[str]) -> dict[str, str]:
    """(plural -> subtype) for the plural candidates that Oracle text uses outside names."""
    candidates: dict[str, str] = {}
    for sub in sorted(subtypes):
        for cand in plural_candidates(sub):
            if cand not in subtypes and cand != sub:
                candidates.setdefault(cand, sub)
    joined = "\n\n".join(texts)
    seen: set[str] = set()
    single = {c for c in candidates if " " not in c}
    for m in re.finditer(r"(?<![\w'\-])[A-Z][\w\-]*(?![\w'\-])", joined):
        word = m.group()
        if word in single and word not in seen and _clean_at(joined, m.start(), m.end()):
            seen.add(word)
    for cand in candidates.keys() - single:
        pattern = r"(?<![\w'\-])" + re.escape(cand) + r"(?![\w'\-])"
        if any(_clean_at(joined, m.start(), m.end()) for m in re.finditer(pattern, joined)):
            seen.add(cand)
    return {c: candidates[c] for c in sorted(seen)}


def derive_type_plurals(card_types: list[str], counts: collections.Counter[str]) -> dict[str, str]:
    out = {}
    irregular = {"Phenomenon": ["phenomena"], "Sorcery": ["sorceries"], "Kindred": ["kindreds"],
                 "Conspiracy": ["conspiracies"]}
    for t in card_types:
        low = t.lower()
        for cand in irregular.get(t, [low + "s", low + "es"]):
            if counts[cand] or counts[cand.capitalize()]:
                out[cand] = t
    return out


def derive_counters(texts: list[str], keywords: dict[str, str]) -> collections.Counter[str]:
    names: collections.Counter[str] = collections.Counter()
    pt = re.compile(r"[+\-\u2212]\d+/[+\-\u2212]\d+")
    for text in texts:
        for sentence in re.split(r"(?<=[.:;])\s+|\n", text):
            words = sentence.split()
            for i, w in enumerate(words):
                if not re.fullmatch(r"counters?[.,;:]?", w) or i == 0:
                    continue
                nxt = words[i + 1].lower() if i + 1 < len(words) else ""
                if w in ("counter",) and nxt in ("target", "it", "that", "all", "up", "each", "the"):
                    continue  # the verb (701.6)
                prev = words[i - 1]
                two = " ".join(words[i - 2:i]).lower() if i >= 2 else ""
                if pt.fullmatch(prev):
                    names[prev.replace("\u2212", "-")] += 1
                elif two in keywords:
                    names[two] += 1
                elif re.fullmatch(r"[A-Za-z][a-z\-]*[a-z]", prev):
                    low = prev.lower()
                    if low in COUNTER_STOP or (prev[0].isupper() and i - 1 > 0):
                        continue
                    names[low] += 1
    return names


def keyword_variants(texts: list[str], subtypes: dict[str, str],
                     card_types: list[str], supertypes: list[str]) -> dict[str, str]:
    """'[type]cycling' (702.29e) and '[type]walk' (702.14a) words that Oracle text uses."""
    typewords = ({s.lower() for s in subtypes} | {t.lower() for t in card_types}
                 | {s.lower() for s in supertypes})
    out: dict[str, str] = {}
    for text in texts:
        for m in re.finditer(r"\b([A-Za-z]+)(cycling|walk)\b", text):
            stem, kind = m.group(1).lower(), m.group(2)
            if stem in typewords:
                out[stem + kind] = "702.29" if kind == "cycling" else "702.14"
    return out


def derive_number_words(counts: collections.Counter[str]) -> dict[str, int]:
    return {w: v for w, v in NUMBER_WORDS.items() if counts[w] or counts[w.capitalize()]}


def render(data: dict[str, Any], sources: list[str]) -> str:
    lines = [
        '"""Lexicon data for the Oracle compiler. GENERATED by tools/gen_lexicon.py: do not edit.',
        "",
        "Generated from:",
        *[f"    {s}" for s in sources],
        "",
        "Rules cited: 205.2a card types, 205.4a supertypes, 205.3g-205.3q subtypes, 207.2c ability",
        "words, 701 keyword actions, 702 keyword abilities.",
        '"""',
        "",
    ]

    def emit(name: str, doc: str, values: Iterable[Any], kind: str) -> None:
        lines.append(f"#: {doc}")
        items = sorted(values)
        lines.append(f"{name}: {kind} = (")
        row = "   "
        for item in items:
            piece = f" {item!r},"
            if len(row) + len(piece) > 108:
                lines.append(row)
                row = "   "
            row += piece
        if row.strip():
            lines.append(row)
        lines.append(")")
        lines.append("")

    emit("CARD_TYPES", "205.2a card types, capitalised.", data["card_types"], "tuple[str, ...]")
    emit("SUPERTYPES", "205.4a supertypes, capitalised.", data["supertypes"], "tuple[str, ...]")
    emit("SUBTYPES", "(subtype, kind): 205.3g-205.3q, then Oracle-only subtypes (kind from their card "
         "types).", data["subtypes"].items(), "tuple[tuple[str, str], ...]")
    emit("ORACLE_ONLY_SUBTYPES", "Subtypes found in the Oracle records but not in 205.3.",
         data["oracle_only"], "tuple[str, ...]")
    emit("SUBTYPE_PLURALS", "(plural, singular) forms that Oracle text uses.",
         data["subtype_plurals"].items(), "tuple[tuple[str, str], ...]")
    emit("CARD_TYPE_PLURALS", "(plural in lower case, card type).", data["type_plurals"].items(),
         "tuple[tuple[str, str], ...]")
    emit("KEYWORD_ABILITIES", "(keyword in lower case, rule): 702 titles and named variants.",
         data["keywords"].items(), "tuple[tuple[str, str], ...]")
    emit("KEYWORD_ACTIONS", "(keyword action in lower case, rule): 701 titles.", data["actions"].items(),
         "tuple[tuple[str, str], ...]")
    emit("ABILITY_WORDS", "207.2c ability words, lower case.", data["ability_words"], "tuple[str, ...]")
    emit("COUNTER_NAMES", "(counter name, cards' uses): words written before 'counter(s)' in Oracle text.",
         data["counters"].items(), "tuple[tuple[str, int], ...]")
    emit("NUMBER_WORDS", "(number word, value) that Oracle text uses.", data["numbers"].items(),
         "tuple[tuple[str, int], ...]")
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", type=Path)
    ap.add_argument("--oracle", type=Path)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    rules_path = args.rules or find_shared("MagicCompRules.txt")
    oracle_path = args.oracle or find_shared("oracle-cards.json.gz")
    rules = rules_path.read_text(encoding="utf-8").replace("\u2019", "'")
    with gzip.open(oracle_path, "rt", encoding="utf-8") as fh:
        records: list[dict[str, Any]] = json.load(fh)

    cr = parse_rules(rules)
    effective = re.search(r"These rules are effective as of ([^.]*)\.", rules)
    subtypes: dict[str, str] = dict(cr["subtypes"])
    extra = oracle_subtypes(records, subtypes, set(cr["card_types"]))
    extra.update(SPLIT_KINDS)
    texts = [strip_reminder(rec.get("text") or "") for rec in records]
    full_texts = [rec.get("text") or "" for rec in records]
    counts = word_counts(texts)
    # plurals are looked for in reminder text too ("Foxes" is written only there)
    own = [without_own_name(rec, reminders=True) for rec in records]
    plurals = derive_plurals({**subtypes, **extra}, own)
    # an Oracle-only "subtype" that is the plural of a known one is a misprint, not a subtype
    extra = {k: v for k, v in extra.items() if k not in plurals}
    subtypes.update(extra)
    keywords = dict(cr["keywords"])
    for name, rule in RULE_VARIANTS:
        keywords.setdefault(name, rule)
    keywords.update(keyword_variants(texts, subtypes, cr["card_types"], cr["supertypes"]))
    data = {
        "card_types": cr["card_types"], "supertypes": cr["supertypes"], "subtypes": subtypes,
        "oracle_only": extra.keys(), "subtype_plurals": plurals,
        "type_plurals": derive_type_plurals(cr["card_types"], counts),
        "keywords": keywords, "actions": cr["actions"], "ability_words": cr["ability_words"],
        "counters": derive_counters(full_texts, keywords),
        "numbers": derive_number_words(counts),
    }
    sources = [f"{rules_path.name} (Comprehensive Rules"
               + (f", effective {effective.group(1)})" if effective else ")"),
               f"{oracle_path.name} ({len(records)} Oracle records)"]
    args.out.write_text(render(data, sources), encoding="utf-8")
    print(f"wrote {args.out}: {len(subtypes)} subtypes ({len(extra)} Oracle-only), {len(plurals)} "
          f"plurals, {len(keywords)} keywords, {len(cr['actions'])} actions, "
          f"{len(data['counters'])} counter names")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
