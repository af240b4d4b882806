"""Units to abilities: which production reads a line (keywords, "cost: effect", triggers,
statics, replacements, spell text, modal lists) and the card as a whole."""

from __future__ import annotations

from dataclasses import dataclass

from .... import ir
from ..bind import Env
from ..stream import NoParse, Stream
from .base import ROMAN_NUMERALS, end, mana, need
from .costs import cost
from .effects import clause, effect_text
from .keywords import keyword_line
from .statics import static
from .triggers import trigger

RESTRICTIONS = {
    ("activate", "only", "as", "a", "sorcery", "."): "sorcery",
    ("any", "player", "may", "activate", "this", "ability", "."): "any_player",
}


def activated(s: Stream, env: Env) -> ir.Activated:
    """"[cost]: [effect]. [Activate only as a sorcery.]" (602.1), loyalty abilities (606) and
    exhaust abilities, "Exhaust — [cost]: [effect]" (702.177a)."""
    exhaust = s.word("exhaust", "—")
    tok = s.peek()
    if tok is not None and tok.kind == "LOYALTY":
        if not isinstance(tok.value, int):
            s.fail("a loyalty cost without X")
            raise NoParse
        s.i += 1
        the_cost = ir.Cost((ir.LoyaltyCost(tok.value),))
    else:
        the_cost = cost(s, env)
    need(s, ":")
    if the_cost.sacrifice_self or any(isinstance(p, ir.SacrificeSelf) for p in the_cost.parts):
        env.mention(env.self_noun, ir.This())
    from .conditions import activation_restriction

    flags: set[str] = set()
    limits: dict[str, object] = {}
    effect: ir.Effect | None = None
    while not s.done():
        restriction = _restriction(s)
        if restriction:
            flags.add(restriction)
            continue
        if effect is None:
            effect = effect_text(s, env)
            continue
        if not limits and (s.is_word("activate", "only") or s.is_word("activate", "no")):
            limits = activation_restriction(s, env)  # 602.5b
            if limits.pop("sorcery", False):
                flags.add("sorcery")
            continue
        s.fail("end of the ability")
        raise NoParse
    if effect is None:
        raise NoParse
    if exhaust and (limits.get("once") or the_cost.loyalty is not None):
        raise NoParse
    effect = _x_removed(the_cost, effect)
    return ir.Activated(the_cost, effect, tuple(env.targets), "sorcery" in flags,
                        "any_player" in flags, zone=_works_from(the_cost, effect),
                        exhaust=exhaust, **limits)  # type: ignore[arg-type]


def _x_removed(the_cost: ir.Cost, effect: ir.Effect) -> ir.Effect:
    """"Remove X storage counters from SELF: Add X mana in any combination of {W} and/or {U}."
    (107.3): the effect's X is the number of counters removed to pay the cost (601.2h). An
    "X mana in any combination" with no such cost is refused."""
    from dataclasses import replace

    removed = next((p for p in the_cost.parts if isinstance(p, ir.RemoveCounters)
                    and p.form == "X"), None)
    if isinstance(effect, ir.AddMana) and effect.combination and isinstance(effect.amount,
                                                                          ir.XValue):
        if removed is None or the_cost.mana and "X" in the_cost.mana:
            raise NoParse
        return replace(effect, amount=ir.CountersRemoved(removed.kind, form="X"))
    if removed is not None:
        raise NoParse  # another use of the X the cost defines: not read yet
    return effect


def _works_from(the_cost: ir.Cost, effect: ir.Effect) -> str:
    """113.6m: an ability whose cost exiles the object it's on from the graveyard ("Exile SELF
    from your graveyard") or discards or reveals it from the hand works from that zone; so does
    one moving it (113.6m)."""
    if the_cost.exile_self:
        return "graveyard"
    if the_cost.discard_self or any(isinstance(p, ir.RevealSelf) for p in the_cost.parts):
        return "hand"
    return _moves_self_from(effect)


def _moves_self_from(effect: ir.Effect) -> str:
    """113.6m: an ability whose effect moves the object it's on out of a particular zone ("Return
    SELF from your graveyard to your hand.") functions only in that zone; otherwise on the
    battlefield."""
    first = effect.effects[0] if isinstance(effect, ir.Seq) else effect
    if isinstance(first, ir.ReturnToHand | ir.PutOntoBattlefield) and first.from_zone:
        return first.from_zone
    return "battlefield"


def _restriction(s: Stream) -> str:
    for words, flag in RESTRICTIONS.items():
        if s.is_word(*words):
            s.i += len(words)
            return flag
    return ""


def triggered(s: Stream, env: Env) -> ir.Triggered:
    """"When/Whenever/At [trigger], [effect]." (603.1)."""
    tok = s.peek()
    if not s.one_of("when", "whenever", "at"):
        raise NoParse
    from .base import opt

    trig = opt(s, trigger, env)
    if trig is None and tok.text.lower() == "when":  # type: ignore[union-attr]
        trig = _state_trigger(s, env)
    if trig is None:
        raise NoParse
    need(s, ",")
    intervening = None
    if s.is_word("if"):  # 603.4: "When/Whenever/At ..., if [condition], [effect]."
        from .conditions import condition

        mark = s.mark()
        s.i += 1
        intervening = opt(s, condition, env)
        if intervening is None or not s.word(","):
            intervening = None
            s.reset(mark)
    effect = effect_text(s, env)
    mana = trig.event == "tapped_for_mana" and ir.effect_adds_mana(effect)  # 605.1b
    return ir.Triggered(trig, effect, tuple(env.targets), mana, intervening,
                        word=tok.text)  # type: ignore[union-attr]


ROMAN = {r.lower(): n for n, r in enumerate(ROMAN_NUMERALS) if n}
"""Chapter numerals as the lexer reads them (714.2a)."""

LORE_PUT = ir.Trigger("counter_put:lore")
"""714.2b: "When one or more lore counters are put onto this Saga"."""


def chapters(s: Stream, env: Env) -> tuple[ir.Triggered, ...]:
    """"{rN1}, {rN2} — [effect]": one chapter ability for each numeral (714.2b-c), in printed
    order, sharing the effect and its targets."""
    numbers: list[int] = []
    while True:
        tok = s.peek()
        if tok is None or tok.kind != "WORD" or tok.value not in ROMAN:
            s.fail("a chapter number")
            raise NoParse
        s.i += 1
        numbers.append(ROMAN[tok.value])
        if not s.is_word(","):
            break
        s.i += 1
    need(s, "\u2014")
    if numbers != sorted(set(numbers)):
        raise NoParse
    effect = effect_text(s, env)
    return tuple(ir.Triggered(LORE_PUT, effect, tuple(env.targets), chapter=n) for n in numbers)


def _state_trigger(s: Stream, env: Env) -> ir.Trigger:
    """"When you control no Islands, ..." (603.8: a state trigger, its state a condition)."""
    from .conditions import condition

    return ir.Trigger("state", "any", condition=condition(s, env))


@dataclass(frozen=True, slots=True)
class Instead:
    """A spell line that replaces the line before it: "If [condition], [effect] instead."
    (614.15, a self-replacement); the card becomes ``ir.IfInstead``."""

    condition: ir.Condition
    effect: ir.Effect


@dataclass(frozen=True, slots=True)
class ExtraTargetCost:
    """"This spell costs [mana] more to cast for each target beyond the first." (strive,
    601.2f); the card keeps it in its spell ability."""

    mana: str


def spell_text(s: Stream, env: Env) -> ir.Effect | Instead | ExtraTargetCost | ir.Ability:
    """An instant's or sorcery's effect sentences (113.3a), or a line that modifies them."""
    if s.is_kind("SELF") and s.is_word("can't", "be", "countered", ".", k=1):
        s.i += 5
        end(s)
        return ir.CantBeCountered()  # 113.6g: a static ability of the spell
    if s.is_word("as", "an", "additional", "cost"):  # 601.2b: a static ability of the spell
        from .additional_costs import additional_cost, additional_cost_choice
        from .base import opt

        found = opt(s, additional_cost, env) or additional_cost_choice(s, env)
        end(s)
        return found
    if (s.is_word("you", "may") or s.is_word("if")) and _alternative_words(s):  # 118.9
        from .additional_costs import alternative_cost
        from .base import opt

        found = opt(s, alternative_cost, env)
        if found is not None:
            end(s)
            return found
    if s.is_word("you", "may", "cast") and s.is_kind("SELF", 3) and s.is_word(
            "as", "though", "it", "had", "flash", k=4):  # 601.3
        from .additional_costs import cast_as_though_flash

        found = cast_as_though_flash(s, env)
        end(s)
        return found
    if s.is_word("cast") and s.is_kind("SELF", 1) and s.is_word("only", k=2):  # 601.3
        from .additional_costs import cast_only

        found = cast_only(s, env)
        end(s)
        return found
    if s.is_kind("SELF") and s.is_word("costs", k=1) and s.is_word("less", k=3):  # 601.2f
        from .additional_costs import costs_less

        found = costs_less(s, env)
        end(s)
        return found
    if s.is_kind("SELF") and s.is_word("costs", k=1):
        s.i += 2
        extra = mana(s)
        need(s, "more", "to", "cast", "for", "each", "target", "beyond", "the", "first", ".")
        end(s)
        return ExtraTargetCost(extra)
    if s.is_word("if"):  # a line of its own replacing the one before (614.15)
        from .base import _env_mark, _env_reset, opt
        from .conditions import condition

        mark, saved = s.mark(), _env_mark(env)
        s.i += 1
        found = opt(s, condition, env)
        if found is not None and s.word(","):
            effect = opt(s, clause, env)
            if effect is not None and s.word("instead", ".") and s.done():
                return Instead(found, effect)
        s.reset(mark)
        _env_reset(env, saved)  # the targets the clause read aren't this line's
    effect = effect_text(s, env)
    end(s)
    return effect


def _alternative_words(s: Stream) -> bool:
    """Whether the line says "rather than pay SELF's mana cost" or "you may cast SELF without
    paying its mana cost" (an alternative cost, 118.9)."""
    words = [t.kind if t.kind == "SELF" else str(t.value).lower() for t in s.tokens[s.i:]]
    for k in range(len(words)):
        if words[k:k + 4] == ["rather", "than", "pay", "SELF"] or words[k:k + 8] == [
                "cast", "SELF", "without", "paying", "its", "mana", "cost", "."]:
            return True
    return False


def print_condition(c: ir.Condition) -> str:
    from ..printer import Printer
    from .conditions import print_condition as words

    return words(c, Printer())


def quoted_ability(s: Stream, env: Env, noun: str) -> ir.Ability:
    """A quoted ability granted to an object or a token ("{T}: Add {G}.", 113.1)."""
    from ..lexer import lex

    tok = s.kind("QUOTE")
    if tok is None:
        raise NoParse
    inner = str(tok.value)
    inner_env = Env(env.name, noun)
    sub = Stream(lex(inner), inner, inner_env)
    ability = ability_unit(sub, inner_env)
    return _with_text(ability, inner)


def _station_band(s: Stream, env: Env) -> ir.Ability:
    from .station import station_band

    return station_band(s, env)


ORDER = {"activated": (activated,), "triggered": (triggered,),
         "static": (static,), "replacement": (static,), "table": (_station_band,)}
"""The productions to try first for each kind of unit the router names."""


def ability_unit(s: Stream, env: Env, kind: str = "") -> ir.Ability:
    """One permanent ability: activated, triggered or static (the whole unit); the router's
    ``kind`` picks which production is tried first (a chapter line is only read as chapter
    abilities, a tuple of them, 714.2c)."""
    if kind == "chapter":
        found = chapters(s, env)
        end(s)
        return found  # type: ignore[return-value]
    first = ORDER.get(kind, ())
    for prod in (*first, *(p for p in (activated, triggered, static) if p not in first)):
        mark = s.mark()
        del env.targets[:]
        del env.mentioned[:]
        try:
            found = prod(s, env)
            end(s)
            return found
        except NoParse:
            s.reset(mark)
    raise NoParse


def _with_text(ability: ir.Ability, text: str) -> ir.Ability:
    from dataclasses import replace

    return replace(ability, text=text) if hasattr(ability, "text") else ability  # type: ignore[type-var]


__all__ = ["ability_unit", "activated", "keyword_line", "quoted_ability", "spell_text",
           "static", "triggered"]


def modal_unit(unit, env: Env, is_spell: bool) -> ir.Effect | ir.Ability:  # noqa: ANN001 - Unit
    """"Choose one —" with its bulleted modes (700.2); each mode has its own targets. On a
    permanent, the header is a trigger ("When SELF enters, choose one —")."""
    from ..lexer import lex

    header = Stream(lex(unit.text), unit.text, env)
    trig: ir.Trigger | None = None
    the_cost: ir.Cost | None = None
    word = ""
    if not is_spell:
        tok = header.peek()
        if header.one_of("when", "whenever", "at"):
            word = tok.text  # type: ignore[union-attr]
            trig = trigger(header, env)
            need(header, ",")
        else:  # "{1}, Sacrifice SELF: Choose one —" (602.2b, 700.2a)
            the_cost = cost(header, env)
            need(header, ":")
    spree = is_spell and header.word("spree")  # 702.172a: choose one or more, paying each
    tiered = is_spell and not spree and header.word("tiered")  # 702.183a: choose one
    choose, minimum, up_to, repeat = (99, 1, False, False) if spree else (
        1, 0, False, False) if tiered else _choose(header)
    end(header)
    modes = []
    for mode in unit.modes:
        mode_env = env.child()
        s = Stream(lex(mode.text), mode.text, mode_env)
        try:
            mode_cost = _spree_cost(s) if spree else _mode_cost(s) if tiered else ""
            effect = effect_text(s, mode_env)
            end(s)
        except NoParse:
            raise s.error(mode.original) from None
        modes.append(ir.Mode(effect, tuple(mode_env.targets), mode_cost))
    modal = ir.Modal(tuple(modes), choose, minimum, up_to, repeat, tiered)
    if trig is not None:
        return ir.Triggered(trig, modal, word=word)
    if the_cost is not None:
        return ir.Activated(the_cost, modal, zone=_works_from(the_cost, modal))
    return modal


CHOOSE_FORMS = {("one",): (1, 0), ("two",): (2, 0), ("three",): (3, 0), ("four",): (4, 0),
                ("five",): (5, 0), ("one", "or", "both"): (2, 1), ("one", "or", "more"): (99, 1)}
UP_TO = {("one",): 1, ("two",): 2, ("three",): 3, ("four",): 4}
REPEAT = ("you", "may", "choose", "the", "same", "mode", "more", "than", "once")


def _choose(s: Stream) -> tuple[int, int, bool, bool]:
    """The header's count: "choose one —", "choose one or both —", "choose up to two —", or
    "Choose three. You may choose the same mode more than once." (700.2d) as
    (choose, minimum, up to, repeat)."""
    need(s, "choose")
    if s.word("up", "to"):
        for words, n in UP_TO.items():
            if s.word(*words):
                need(s, "—")
                return n, 0, True, False
        raise NoParse
    for words, (choose, minimum) in sorted(CHOOSE_FORMS.items(), key=lambda kv: -len(kv[0])):
        if s.word(*words):
            if not minimum and choose > 1 and s.word(".", *REPEAT):
                need(s, ".")
                return choose, minimum, False, True
            need(s, "—")
            return choose, minimum, False, False
    raise NoParse


def _spree_cost(s: Stream) -> str:
    """A spree mode's cost, "+ {1} —" (700.2h, 702.172a)."""
    need(s, "+")
    return _mode_cost(s)


def _mode_cost(s: Stream) -> str:
    """A mode's cost and its dash, "{1} —" (a tiered mode's, 702.183a, after its name, a flavor
    word, 207.2d)."""
    tok = s.peek()
    if tok is None or tok.kind != "MANA":
        raise NoParse
    s.i += 1
    need(s, "—")
    return tok.text


def print_choose(modal: ir.Modal) -> str:
    """The header's count as ``_choose`` reads it."""
    if modal.up_to:
        words = next(" ".join(w) for w, n in UP_TO.items() if n == modal.choose)
        return f"choose up to {words} —"
    words = next(" ".join(w) for w, c in CHOOSE_FORMS.items() if c == (modal.choose,
                                                                        modal.minimum))
    if modal.repeat:
        return f"choose {words}. You " + " ".join(REPEAT[1:]) + "."
    return f"choose {words} —"


def print_modal(found: ir.Effect | ir.Ability, unit) -> str:  # noqa: ANN001 - Unit
    """The header of a modal unit; the modes are printed and checked one by one."""
    from ..printer import Printer

    modal = found.effect if isinstance(found, ir.Triggered | ir.Activated) else found
    assert isinstance(modal, ir.Modal)
    spree = any(m.cost for m in modal.modes)
    header = "tiered" if modal.tiered else "spree" if spree else print_choose(modal)
    if isinstance(found, ir.Triggered):
        header = f"{found.word} {Printer().trigger(found.trigger)}, {header}"
    elif isinstance(found, ir.Activated):
        header = f"{Printer().cost(found.cost)}: {header[:1].upper()}{header[1:]}"
    else:
        header = header[:1].upper() + header[1:]
    modes = [(f"{m.cost} — " if modal.tiered else f"+ {m.cost} — " if m.cost else "")
             + Printer(m.targets).effect(m.effect)
             for m in modal.modes]
    if modes != [m.text for m in unit.modes]:
        return header + " | " + " | ".join(modes)
    return header
