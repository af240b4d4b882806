"""Compiling one Oracle record: normalise, lex, parse each unit, print it back, build the card.

A card compiles only if every unit parses completely *and* prints back to its own normalised
text: nothing can be dropped or changed on the way. The result says which unit stopped it, at
which token, and what was expected there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ... import ir
from .bind import Env
from .grammar.abilities import (
    ExtraTargetCost,
    Instead,
    ability_unit,
    keyword_line,
    modal_unit,
    print_condition,
    spell_text,
)
from .grammar.base import capitalize, opt
from .lexer import LexError, lex
from .normalize import NormalizedCard, Unit, normalize
from .printer import Printer, is_chapters, print_chapters
from .stream import NoParse, ParseError, Stream

SPELL_TYPES = frozenset({"Instant", "Sorcery"})


@dataclass(frozen=True, slots=True)
class UnitResult:
    """One unit: its text, the IR it parsed to (as printed back), or the error."""

    unit: Unit
    pieces: tuple[Any, ...] = ()
    printed: str = ""
    error: str = ""
    position: int = -1
    clause: str = ""  # the part that failed, where it is smaller than the unit (a mode)


@dataclass(frozen=True, slots=True)
class Compiled:
    """The outcome for one card: ``card`` is the IR if every unit parsed and printed back."""

    name: str
    card: ir.Card | None
    units: tuple[UnitResult, ...] = ()
    error: str = ""  # why it didn't parse (the first failing unit), or why it can't be read
    clause: str = ""  # the Oracle line that stopped it
    extra: dict[str, Any] = field(default_factory=dict)


def self_noun(record: dict[str, Any]) -> str:
    """What "this ..." calls the card: creature, land, artifact, enchantment, spell ..."""
    types = record.get("types") or ()
    for t in ("Creature", "Land", "Planeswalker", "Battle", "Artifact", "Enchantment"):
        if t in types:
            return t.lower()
    return "spell"


def compile_record(record: dict[str, Any]) -> Compiled:
    """Compile an Oracle record (see :mod:`manastack.cards.oracle`) to a card's IR."""
    name = record["name"]
    if record.get("layout") != "normal":
        return Compiled(name, None, error=f"the {record.get('layout')} layout isn't supported")
    try:
        norm = normalize(record)
    except (LexError, ValueError) as exc:
        return Compiled(name, None, error=f"can't read the text: {exc}")
    return _compile(record, norm)


def _compile(record: dict[str, Any], norm: NormalizedCard) -> Compiled:
    name = record["name"]
    is_spell = bool(SPELL_TYPES & set(record.get("types") or ()))
    noun = self_noun(record)
    keywords: list[str] = []
    abilities: list[ir.Ability] = []
    spell_env = Env(name, "spell")
    extra_cost = ""
    spell_effects: list[ir.Effect] = []
    spell_lines: list[str] = []
    results: list[UnitResult] = []
    for unit in norm.units:
        try:
            tokens = lex(unit.text)
        except LexError as exc:
            results.append(UnitResult(unit, error=f"can't read: {exc}", position=exc.pos))
            continue
        env = spell_env if is_spell else Env(name, noun)
        s = Stream(tokens, unit.text, env)
        pieces: tuple[Any, ...] = ()
        printer = Printer()
        line = opt(s, keyword_line, env) if not unit.modes else None
        if line is not None:
            keywords += [k for k in line if isinstance(k, str)]
            abilities += [_with_text(a, unit.original) for a in line if not isinstance(a, str)]
            pieces = tuple(line)
            printed = _print_keywords(line, printer)
        else:
            s.reset(0)
            try:
                if unit.modes:
                    found = modal_unit(unit, env, is_spell)
                    if isinstance(found, ir.Modal) and found.tiered:
                        keywords.append("tiered")  # 702.183a: the header is the keyword
                    elif isinstance(found, ir.Modal) and any(m.cost for m in found.modes):
                        keywords.append("spree")  # 702.172a: the header is the keyword
                elif is_spell:
                    found = spell_text(s, env)
                else:
                    found = ability_unit(s, env, unit.kind)
                    if isinstance(found, ir.Activated) and found.exhaust \
                            and "exhaust" not in keywords:
                        keywords.append("exhaust")  # 702.177a: the prefix is the keyword
            except NoParse:
                err = s.error(unit.original)
                results.append(UnitResult(unit, error=str(err), position=err.pos))
                continue
            except ParseError as err:
                results.append(UnitResult(unit, error=str(err), position=err.pos,
                                          clause=err.text))
                continue
            if isinstance(found, Instead | ExtraTargetCost):
                pieces = (found,)
                if isinstance(found, ExtraTargetCost):
                    extra_cost = found.mana
                    printed = f"SELF costs {found.mana} more to cast for each target beyond the " \
                              "first."
                elif not spell_effects:
                    results.append(UnitResult(unit, error="'instead' with nothing before it"))
                    continue
                else:
                    spell_effects[-1] = ir.IfInstead(spell_effects[-1], found.condition,
                                                     found.effect)
                    printed = f"If {print_condition(found.condition)}, " \
                              f"{Printer(spell_env.targets).clause(found.effect)} instead."
            elif isinstance(found, tuple):
                found = tuple(_with_text(a, unit.original) for a in found)
                abilities += found
                pieces = found
                if is_chapters(found):  # "I, II — [effect]" (714.2c)
                    printed = print_chapters(found)  # type: ignore[arg-type]
                elif isinstance(found[-1], ir.ChooseAsEnters):  # "... tapped. As it enters, ..."
                    printed = " ".join(Printer().ability(a) for a in found)
                else:
                    printed = _one_sentence(found)
            elif isinstance(found, ir.Effect):
                spell_effects.append(found)
                spell_lines.append(unit.original)
                pieces = (found,)
                printed = Printer(spell_env.targets).effect(found) if not unit.modes else \
                    _print_modal(found, unit)  # type: ignore[arg-type]
            else:
                found = _with_text(found, unit.original)
                abilities.append(found)
                pieces = (found,)
                printed = Printer().ability(found) if not unit.modes else _print_modal(
                    found, unit)  # type: ignore[arg-type]
        results.append(UnitResult(unit, pieces, printed))
        if printed != unit.text:
            results[-1] = UnitResult(unit, pieces, printed,
                                     error=f"prints back as {printed!r}", position=0)
    failed = next((r for r in results if r.error), None)
    if failed is not None:
        return Compiled(name, None, tuple(results), failed.error, failed.unit.original)
    from .grammar.station import attach_pt, is_band

    power, toughness = _printed_number(record.get("power")), _printed_number(record.get("toughness"))
    if any(is_band(a) for a in abilities):  # 721.2b-c: the P/T is the band's
        wrong = attach_pt(abilities, keywords, power, toughness)
        if wrong:
            return Compiled(name, None, tuple(results), wrong)
        power = toughness = None
    spell = None
    if spell_effects:
        effect = spell_effects[0] if len(spell_effects) == 1 else ir.Seq(
            tuple(spell_effects), (".\n",) * (len(spell_effects) - 1))
        spell = ir.SpellAbility(effect, tuple(spell_env.targets), extra_cost,
                                text="\n".join(spell_lines))
    card = ir.Card(name, record.get("manaCost") or "", record["type"], power, toughness,
                   _loyalty(record.get("loyalty")), None, tuple(keywords), tuple(abilities), spell,
                   text=record.get("text") or "")
    return Compiled(name, card, tuple(results))


def _print_keywords(line: list[Any], printer: Printer) -> str:
    from .grammar.keywords import print_keyword_item

    text = ""
    for item in line:
        if isinstance(item, ir.KeywordAbility) and item.joined:  # 702.33b
            text += " and/or " + print_keyword_item(item, printer).partition(" ")[2]
        else:
            text += (", " if text else "") + print_keyword_item(item, printer)
    return text[:1].upper() + text[1:]


def _print_modal(found: Any, unit: Unit) -> str:
    from .grammar.abilities import print_modal

    return print_modal(found, unit)


def _with_text(ability: ir.Ability, text: str) -> ir.Ability:
    from dataclasses import replace

    return replace(ability, text=text)  # type: ignore[type-var]


def _printed_number(value: str | None) -> int | str | None:
    if value is None:
        return None
    return int(value) if value.lstrip("-").isdigit() else value


def _loyalty(value: str | None) -> int | None:
    if value is None or not value.isdigit():
        return None
    return int(value)


def _one_sentence(found: tuple[ir.Ability, ...]) -> str:
    """Abilities of one object written as one sentence: "SELF attacks each combat if able and
    can't attack its owner ...", "Enchanted creature gets +2/+0 and can't block." (the later
    ones without the subject they share with the first)."""
    printer = Printer()
    if len(found) == 2 and isinstance(found[0], ir.EntersTapped) and found[0].unless is None \
            and isinstance(found[1], ir.EntersWithCounters):  # "enters tapped with ... counters"
        return printer.ability(found[1]).replace("SELF enters with", "SELF enters tapped with", 1)
    first = getattr(found[0], "affects", ir.This())
    subject = capitalize(printer.obj(first)) + " " if isinstance(
        first, ir.This | ir.AttachedTo) else "SELF "
    parts = [printer.ability(a).removesuffix(".") for a in found]
    return " and ".join([parts[0], *(p.removeprefix(subject) for p in parts[1:])]) + "."
