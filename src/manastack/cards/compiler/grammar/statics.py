"""Static abilities (604) and replacement effects of permanents (614): "Creatures you control get
+1/+1.", "Enchanted creature has flying.", "SELF enters tapped.", "SELF can't block."."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import WORDS_OF, end_sentence, mana, need, number, opt, period
from .effects import _keyword_list, _signed
from .objects import COLORS, object_ref
from .quantity import quantity

THAT_NUMBER = "that number"
"""``Plus.form`` of "its toughness is equal to that number plus 1" (the power's quantity)."""
SKIPPABLE_STEPS = ("untap", "upkeep", "draw")
"""The steps "Skip your [step] step." names (614.10; a turn's first steps, 501.1)."""


def static(s: Stream, env) -> ir.Ability:  # noqa: ANN001 - bind.Env
    """One static ability sentence, with its period; "as long as [condition]" before or after
    it, or "During your turn," before it (611.3a)."""
    from .conditions import condition

    if s.word("as", "long", "as"):
        cond = condition(s, env)
        need(s, ",")
        return _conditional(static(s, env), cond, "As long as")
    if s.word("during", "your", "turn", ","):
        return _conditional(static(s, env), ir.YourTurn(), "During your turn")
    k = _as_long_as(s)
    if k is not None:
        from ..stream import Stream as Sub

        sub = Sub((*s.tokens[:k], s.tokens[-1]), s.text, env)
        sub.i = s.i
        found = static(sub, env)
        if not sub.done():
            raise NoParse
        s.i = k + 3
        if isinstance(found, ir.Static) and isinstance(found.affects, ir.AttachedTo):
            env.mention("permanent", found.affects)  # "enchanted creature ... as long as it's
        cond = condition(s, env)  # untapped": the subject, not SELF (Spectral Cloak)
        need(s, ".")
        return _conditional(found, cond, "as long as")
    return _static(s, env)


def _as_long_as(s: Stream) -> int | None:
    """Where a trailing "as long as" of a static ability ending with a period is."""
    if not s.tokens or s.tokens[-1].value != ".":
        return None
    for k in range(s.i + 1, len(s.tokens) - 3):
        if s.is_word("as", "long", "as", k=k - s.i) and not s.is_word("for", k=k - s.i - 1):
            return k
    return None


def _conditional(ab: ir.Ability, cond: ir.Condition, word: str) -> ir.Static:
    if not isinstance(ab, ir.Static) or ab.condition is not None:
        raise NoParse
    from dataclasses import replace

    return replace(ab, condition=cond, condition_word=word)


def _static(s: Stream, env) -> ir.Ability:  # noqa: ANN001 - bind.Env
    """One static ability sentence, with its period, without a condition."""
    from . import verbs

    for production in verbs.STATICS:
        found = opt(s, production, env)
        if found is not None:
            return found
    if s.is_kind("SELF"):
        mark = s.mark()
        s.i += 1
        found = _self_static(s, env)
        if found is not None:
            need(s, ".")
            return found
        s.reset(mark)
    if s.word("you", "control"):  # layer 2 (613.1b), while the Aura is attached
        attached = object_ref(s, env)
        if not isinstance(attached, ir.AttachedTo) or not attached.word.startswith("enchanted"):
            raise NoParse
        need(s, ".")
        return ir.Static(attached, control=True)
    if s.is_word("if") and s.is_kind("SELF", 1) and s.is_word(
            "is", "in", "your", "opening", "hand", ",", "you", "may", "begin", "the", "game", "with",
            "it", "on", "the", "battlefield", ".", k=2):
        s.i += 19
        return ir.BeginOnBattlefield()  # 103.6a
    if s.is_word("if"):
        leading = opt(s, _if_enters_with, env)
        if leading is not None:
            return leading
        found = _replacement(s, env)
        need(s, ".")
        return found
    if s.word("creatures", "can't", "attack", "you", "unless", "their", "controller", "pays"):
        tax = mana(s)
        need(s, "for", "each", "creature", "they", "control", "that's", "attacking", "you", ".")
        return ir.AttackTax(tax)
    if s.word("players", "skip", "their", "untap", "steps", "."):
        return ir.SkipStep("untap")
    if s.word("skip", "your"):
        step = s.one_of(*SKIPPABLE_STEPS)
        if step is None:
            raise NoParse
        need(s, "step", ".")
        return ir.SkipStep(step, yours=True)
    if s.word("you", "may", "have") and s.is_kind("SELF"):
        s.i += 1
        need(s, "enter", "as", "a", "copy", "of", "any", "creature", "on", "the", "battlefield", ".")
        return ir.EntersAsCopy()
    start = s.i
    affects = object_ref(s, env)
    if not isinstance(affects, ir.AttachedTo | ir.Each | ir.This):
        raise NoParse
    subject = s.tokens[start:s.i]
    plural = isinstance(affects, ir.Each) and affects.word != "each"
    layered = opt(s, _layer_static, affects, plural)
    if layered is not None:
        return layered
    if s.word("gets" if not plural else "get"):
        tok = s.kind("PT")
        if tok is None:
            raise NoParse
        power, toughness = (_signed(v) for v in tok.value)
        if not isinstance(power, int) or not isinstance(toughness, int):
            raise NoParse
        if s.word("for", "each"):  # "+1/+1 for each [thing]" (613.4c)
            from .quantity import for_each_unit, scaled

            if isinstance(affects, ir.This | ir.AttachedTo):  # "it": the object that gets it
                env.mention("permanent", affects)  # ("each Aura attached to it")
            unit = for_each_unit(s, env)
            power, toughness = scaled(power, unit), scaled(toughness, unit)  # type: ignore[assignment]
        keywords: tuple[str, ...] = ()
        abilities: tuple[ir.Ability, ...] = ()
        if s.word("and", "has" if not plural else "have"):
            keywords, abilities = _grants(s, env)
        elif s.is_word("and") and isinstance(affects, ir.AttachedTo):
            pump = ir.Static(affects, keywords, abilities, power, toughness)
            return (pump, _same_subject(s, env, subject))  # type: ignore[return-value]
        period(s)
        return ir.Static(affects, keywords, abilities, power, toughness)
    if s.word("has" if not plural else "have"):
        keywords, abilities = _grants(s, env)
        period(s)
        return ir.Static(affects, keywords, abilities)
    if isinstance(affects, ir.AttachedTo) and s.word("attacks", "each", "combat", "if", "able",
                                                     "."):
        return ir.AttacksEachCombat(affects=affects)  # 508.1d
    if plural and s.word("enter", "tapped", "."):
        return ir.OthersEnterTapped(affects.what.pred)  # type: ignore[union-attr]
    raise NoParse


SAME_SUBJECT = (ir.Restriction, ir.AttacksEachCombat, ir.DoesntUntap, ir.CantAlone, ir.Static)
"""What may follow "Enchanted creature gets +2/+2 and ...": a restriction or requirement
("can't block", "attacks each combat if able", 508.1c-d, 509.1b), "doesn't untap during its
controller's untap step" (502.3), "loses all abilities" (613.1f)."""


def _same_subject(s: Stream, env, subject: tuple) -> ir.Ability:  # noqa: ANN001 - bind.Env
    """After "[object] gets N/N": "and [another static ability of the same object]." Two
    static abilities in one sentence (604.1), read as the second written with its subject:
    "Enchanted creature gets +2/+0 and can't block." is "Enchanted creature gets +2/+0." and
    "Enchanted creature can't block."."""
    need(s, "and")
    sub = Stream((*subject, *s.tokens[s.i:]), s.text, env)
    found = _static(sub, env)
    if not sub.done() or not isinstance(found, SAME_SUBJECT) or \
            isinstance(found, ir.Static) and (found.power or found.toughness or
                                              not found.lose_abilities):
        raise NoParse
    s.i = len(s.tokens)
    return found


def _layer_static(s: Stream, affects: ir.ObjRef, plural: bool) -> ir.Static:
    """"[objects] are Mountains", "is a Swamp in addition to its other land types", "is an
    Island", "lose all abilities and have base power and toughness 1/1", "is a creature in
    addition to its other types and has base power and base toughness each equal to its mana
    value" (layers 4, 6, 7b; 305.7)."""
    be = "are" if plural else "is"
    if s.word(be):
        if plural:
            tok = s.kind("SUBTYPE")
            if tok is None or not tok.plural:
                raise NoParse
            period(s)
            return ir.Static(affects, set_subtypes=(str(tok.value),))
        if not s.one_of("a", "an"):
            raise NoParse
        tok = s.peek()
        if tok is not None and tok.kind == "SUBTYPE":
            s.i += 1
            if s.word("in", "addition", "to", "its", "other", "land", "types"):
                period(s)
                return ir.Static(affects, add_subtypes=(str(tok.value),))
            period(s)
            return ir.Static(affects, set_subtypes=(str(tok.value),))
        if tok is not None and tok.kind == "TYPE":
            s.i += 1
            need(s, "in", "addition", "to", "its", "other", "types")
            fields: dict[str, object] = {"add_types": frozenset({str(tok.value)})}
            if s.word("and", "has", "base", "power", "and", "base", "toughness", "each", "equal",
                      "to", "its", "mana", "value"):
                fields["pt_mana_value"] = True
            period(s)
            return ir.Static(affects, **fields)  # type: ignore[arg-type]
        raise NoParse
    if s.word("lose" if plural else "loses", "all", "abilities", "."):
        return ir.Static(affects, lose_abilities=True)  # layer 6 (613.1f)
    if s.word("lose" if plural else "loses", "all", "abilities", "and", "have" if plural else
              "has", "base", "power", "and", "toughness"):
        pt = s.kind("PT")
        if pt is None or not all(v.isdigit() for v in pt.value):
            raise NoParse
        period(s)
        return ir.Static(affects, lose_abilities=True, set_pt=(int(pt.value[0]), int(pt.value[1])))
    raise NoParse


REPLACEMENTS = (
    (("if", "you", "tap", "a", "permanent", "for", "mana", ",", "it", "produces"), "mana"),
    (("if", "an", "effect", "would", "create", "one", "or", "more", "tokens", "under", "your",
      "control", ",", "it", "creates", "twice", "that", "many", "of", "those", "tokens",
      "instead"), "tokens"),
    (("if", "an", "effect", "would", "put", "one", "or", "more", "counters", "on", "a",
      "permanent", "you", "control", ",", "it", "puts", "twice", "that", "many", "of", "those",
      "counters", "on", "that", "permanent", "instead"), "counters"),
    (("if", "a", "land", "is", "tapped", "for", "mana", ",", "it", "produces"), "land_mana"),
    (("if", "one", "or", "more"), "more_counters"),
    (("if", "you", "would", "gain", "life", ",", "you", "gain"), "life"),
)


def _replacement(s: Stream, env) -> ir.Ability:  # noqa: ANN001
    """"If [event] would happen, [something else happens] instead." (614.1a) for the shapes the
    engine has: mana production (106.12b), token creation and counters (614.1a, 122.6)."""
    for words, kind in REPLACEMENTS:
        if not s.word(*words):
            continue
        if kind == "tokens":
            return ir.MultiplyTokens(2)
        if kind == "counters":
            return ir.MultiplyCounters(2)
        if kind == "mana":
            factor = 2 if s.word("twice") else _times(s)
            need(s, "as", "much", "of", "that", "mana", "instead")
            return ir.MultiplyTappedMana(factor)
        if kind == "land_mana":
            produced = mana(s)
            need(s, "instead", "of", "any", "other", "type", "and", "amount")
            return ir.TappedLandsProduce(produced.strip("{}"))
        if kind == "life":  # 119.3
            if s.word("twice", "that", "much", "life", "instead"):
                return ir.MoreLife(factor=2)
            need(s, "that", "much", "life", "plus")
            extra = number(s)
            need(s, "instead")
            return ir.MoreLife(extra=extra)
        if kind == "more_counters":
            pt = s.kind("PT")
            if pt is None:
                raise NoParse
            kind_name = "/".join(pt.value)
            need(s, "counters", "would", "be", "put", "on", "a", "creature", "you", "control",
                 ",", "that", "many", "plus")
            extra = number(s)
            tok = s.kind("PT")
            if tok is None or "/".join(tok.value) != kind_name:
                raise NoParse
            need(s, "counters", "are", "put", "on", "it", "instead")
            return ir.MoreCounters(kind_name, extra)
    raise NoParse


def _times(s: Stream) -> int:
    n = number(s)
    need(s, "times")
    return n


def _grants(s: Stream, env) -> tuple[tuple[str, ...], tuple[ir.Ability, ...]]:  # noqa: ANN001
    from .abilities import quoted_ability

    if s.is_kind("QUOTE"):
        return (), (quoted_ability(s, env, "creature"),)
    return _keyword_list(s), ()


def _self_static(s: Stream, env) -> ir.Ability | None:  # noqa: ANN001
    """After SELF: "enters tapped", "enters with N [kind] counters on it", "can't block",
    "attacks each combat if able"."""
    if s.word("enters", "tapped", "with"):  # one replacement of how it enters (614.1c)
        return (ir.EntersTapped(), _counters_on_it(s))  # type: ignore[return-value]
    if s.word("enters", "tapped"):
        if s.word("unless"):
            from .conditions import condition

            return ir.EntersTapped(unless=condition(s, env))
        return ir.EntersTapped()
    if s.word("enters", "with"):
        return _counters_if(s, env, _counters_on_it(s))
    if s.word("can't", "attack", "unless", "defending", "player", "controls"):
        from .objects import noun_phrase

        return ir.CantAttackUnlessDefender(noun_phrase(s, env, article=True).selector)
    if s.word("can't", "block"):
        if s.word("unless"):
            from .conditions import condition

            return ir.CantBlock(unless=condition(s, env))
        return ir.CantBlock()
    if s.word("can't", "be", "countered"):
        return ir.CantBeCountered()
    if s.word("attacks", "each", "combat", "if", "able", "unless"):
        from .conditions import condition

        return ir.AttacksEachCombat(unless=condition(s, env))
    if s.word("attacks", "each", "combat", "if", "able"):
        if s.word("and", "can't", "attack", "its", "owner", "or", "planeswalkers", "its", "owner",
                  "controls"):
            return (ir.AttacksEachCombat(), ir.CantAttackOwner())  # type: ignore[return-value]
        return ir.AttacksEachCombat()
    if s.word("enters", "under", "the", "control", "of", "an", "opponent", "of", "your", "choice"):
        return ir.EntersUnderOpponent()
    if s.kind("POSS") is not None:  # 604.3: a characteristic-defining ability
        from .quantity import quantity_phrase

        if s.word("power", "is", "equal", "to"):
            power = quantity_phrase(s, env)
            if s.word("and", "its", "toughness", "is", "equal", "to", "that", "number", "plus"):
                return ir.DefinePT(power, ir.Plus(power, number(s), form=THAT_NUMBER))  # Tarmogoyf
            return ir.DefinePT(power, None)
        if s.word("toughness", "is", "equal", "to"):
            return ir.DefinePT(None, quantity_phrase(s, env))
        need(s, "power", "and", "toughness", "are", "each", "equal", "to")
        n = quantity_phrase(s, env)
        return ir.DefinePT(n, n)
    return None


def _counters_on_it(s: Stream) -> ir.EntersWithCounters:
    """After "enters with": "N [kind] counters on it"."""
    n = quantity(s)
    tok = s.peek()
    if tok is None:
        raise NoParse
    if tok.kind == "PT":
        kind = "/".join(tok.value)
    elif tok.kind == "WORD":
        kind = str(tok.value)
    else:
        raise NoParse
    s.i += 1
    if not s.one_of("counter", "counters"):
        raise NoParse
    need(s, "on", "it")
    return ir.EntersWithCounters(kind, n)


def _if_enters_with(s: Stream, env) -> ir.EntersWithCounters:  # noqa: ANN001
    """"If SELF was kicked, it enters with N [kind] counters on it." (614.1c): the condition
    written first (the same ability as "SELF enters with ... if [condition]")."""
    from dataclasses import replace

    from .conditions import condition

    need(s, "if")
    cond = condition(s, env)
    need(s, ",", "it", "enters", "with")
    ab = _counters_on_it(s)
    need(s, ".")
    return replace(ab, condition=cond, lead=True)


def _counters_if(s: Stream, env, ab: ir.EntersWithCounters) -> ir.EntersWithCounters:  # noqa: ANN001
    """"... on it for each [thing]", ", where X is [q]", "if [condition]", "unless [condition]"."""
    from dataclasses import replace

    from .conditions import condition
    from .quantity import for_each_unit, scaled, where_x

    if s.word("for", "each"):
        ab = replace(ab, amount=scaled(ab.amount, for_each_unit(s, env)))
    elif s.is_word(",", "where", "X", "is"):
        effect = where_x(s, env, ir.PutCounters(ab.kind, ab.amount))
        ab = replace(ab, amount=effect.amount)  # type: ignore[attr-defined]
    if s.word("if"):
        ab = replace(ab, condition=condition(s, env))
    elif s.word("unless"):
        ab = replace(ab, condition=ir.NotCond(condition(s, env)), unless=True)
    return ab


def _counters_text(ab: ir.EntersWithCounters, printer) -> str:  # noqa: ANN001
    from .conditions import print_condition
    from .quantity import is_one, print_count, trailer

    count = print_count(ab.amount, article="a")
    noun = "counter" if is_one(ab.amount) else "counters"
    if ab.lead and ab.condition is not None:
        return f"If {print_condition(ab.condition, printer)}, it enters with {count} {ab.kind} " \
               f"{noun} on it."
    text = f"SELF enters with {count} {ab.kind} {noun} on it"
    text += trailer(ir.PutCounters(ab.kind, ab.amount), printer)
    if ab.condition is not None and ab.unless and isinstance(ab.condition, ir.NotCond):
        text += " unless " + print_condition(ab.condition.part, printer)
    elif ab.condition is not None:
        text += " if " + print_condition(ab.condition, printer)
    return text + "."


def print_static(ab: ir.Ability, printer) -> str:  # noqa: ANN001 - printer.Printer
    """The sentence of a static ability or replacement effect, with its condition (611.3a)."""
    if isinstance(ab, ir.Static) and ab.condition_word == "station":
        from .station import print_station_band

        return print_station_band(ab, printer)
    if isinstance(ab, ir.Static) and ab.condition is not None:
        from dataclasses import replace

        from .conditions import print_condition

        text = print_static(replace(ab, condition=None), printer)
        cond = print_condition(ab.condition, printer)
        if ab.condition_word == "During your turn":
            return "During your turn, " + _uncapitalized(text)
        if ab.condition_word == "As long as":
            return f"As long as {cond}, " + _uncapitalized(text)
        return text[:-1] + f" as long as {cond}."
    from . import verbs

    if type(ab) in verbs.ABILITY_PRINTERS:
        return verbs.ABILITY_PRINTERS[type(ab)](ab, printer)
    if isinstance(ab, ir.EntersTapped) and ab.unless is not None:
        from .conditions import print_condition

        return f"SELF enters tapped unless {print_condition(ab.unless, printer)}."
    if isinstance(ab, ir.EntersTapped):
        return "SELF enters tapped."
    if isinstance(ab, ir.EntersWithCounters):
        return _counters_text(ab, printer)
    if isinstance(ab, ir.CantBlock | ir.AttacksEachCombat) and ab.unless is not None:
        from .conditions import print_condition

        what = "can't block" if isinstance(ab, ir.CantBlock) else "attacks each combat if able"
        return f"SELF {what} unless {print_condition(ab.unless, printer)}."
    if isinstance(ab, ir.CantBlock):
        return "SELF can't block."
    if isinstance(ab, ir.CantBeCountered):
        return "SELF can't be countered."
    if isinstance(ab, ir.BeginOnBattlefield):
        return "If SELF is in your opening hand, you may begin the game with it on the battlefield."
    if isinstance(ab, ir.AttacksEachCombat):
        from .base import capitalize

        return f"{capitalize(printer.obj(ab.affects))} attacks each combat if able."
    if isinstance(ab, ir.CantAttackOwner):
        return "SELF can't attack its owner or planeswalkers its owner controls."
    if isinstance(ab, ir.CantAttackUnlessDefender):
        return f"SELF can't attack unless defending player controls " \
               f"{printer.noun_phrase(ab.what, art=True)}."
    if isinstance(ab, ir.SkipStep) and ab.yours:
        return f"Skip your {ab.step} step."
    if isinstance(ab, ir.SkipStep) and ab.step == "untap":
        return "Players skip their untap steps."
    if isinstance(ab, ir.EntersAsCopy):
        return "You may have SELF enter as a copy of any creature on the battlefield."
    if isinstance(ab, ir.EntersUnderOpponent):
        return "SELF enters under the control of an opponent of your choice."
    if isinstance(ab, ir.AttackTax):
        return f"Creatures can't attack you unless their controller pays {ab.mana} for each " \
               "creature they control that's attacking you."
    if isinstance(ab, ir.DefinePT) and ab.power == ab.toughness:
        from .quantity import print_quantity

        return f"SELF's power and toughness are each equal to {print_quantity(ab.power, printer)}."
    if isinstance(ab, ir.DefinePT) and isinstance(ab.toughness, ir.Plus) and \
            ab.toughness.form == THAT_NUMBER:
        from .quantity import print_quantity

        return f"SELF's power is equal to {print_quantity(ab.power, printer)} and its " \
               f"toughness is equal to that number plus {ab.toughness.right}."
    if isinstance(ab, ir.DefinePT):
        from .quantity import print_quantity

        which, q = ("power", ab.power) if ab.toughness is None else ("toughness", ab.toughness)
        return f"SELF's {which} is equal to {print_quantity(q, printer)}."
    if isinstance(ab, ir.MultiplyTokens):
        return "If an effect would create one or more tokens under your control, it creates twice " \
               "that many of those tokens instead."
    if isinstance(ab, ir.MultiplyCounters):
        return "If an effect would put one or more counters on a permanent you control, it puts " \
               "twice that many of those counters on that permanent instead."
    if isinstance(ab, ir.MultiplyTappedMana):
        times = "twice" if ab.factor == 2 else f"{WORDS_OF[ab.factor]} times"
        return f"If you tap a permanent for mana, it produces {times} as much of that mana instead."
    if isinstance(ab, ir.TappedLandsProduce):
        return "If a land is tapped for mana, it produces {" + ab.mana + "} instead of any other " \
               "type and amount."
    if isinstance(ab, ir.MoreLife):
        much = "twice that much life" if ab.factor == 2 and not ab.extra else \
            f"that much life plus {ab.extra}"
        return f"If you would gain life, you gain {much} instead."
    if isinstance(ab, ir.MoreCounters):
        return f"If one or more {ab.kind} counters would be put on a creature you control, that " \
               f"many plus {WORDS_OF[ab.extra]} {ab.kind} counters are put on it instead."
    if isinstance(ab, ir.Static) and ab.chosen == "protection":
        from .choices import print_protection_from_chosen

        return print_protection_from_chosen(ab, printer)
    if isinstance(ab, ir.Static) and ab.chosen:
        from .choices import print_chosen_static

        return print_chosen_static(ab)
    if isinstance(ab, ir.Static) and (ab.set_subtypes or ab.add_subtypes or ab.add_types
                                      or ab.lose_abilities):
        return _print_layered(ab, printer)
    if isinstance(ab, ir.OthersEnterTapped):
        return printer.noun_phrase(ir.Selector(ab.pred), plural=True).capitalize() \
            + " enter tapped."
    if isinstance(ab, ir.Static):
        from .base import and_list, capitalize

        what = capitalize(printer.obj(ab.affects))
        plural = isinstance(ab.affects, ir.Each) and ab.affects.word != "each"
        if ab.control:
            return f"You control {printer.obj(ab.affects)}."
        grants = [*ab.add_keywords, *(f'"{printer.ability(a)}"' for a in ab.add_abilities)]
        has = "have" if plural else "has"
        if ab.power or ab.toughness:
            from .effects import _pt_text

            if isinstance(ab.power, int) and isinstance(ab.toughness, int):
                pt = _pt_text(ab.power, ab.toughness)  # "-2/-0" (the zero signed as Oracle does)
            else:
                from .quantity import per_unit, print_unit

                unit = per_unit(ab.power) or per_unit(ab.toughness)
                assert unit is not None
                pt = _pt_text(ab.power, ab.toughness) + " for each " + print_unit(unit[1], printer)
            text = f"{what} {'get' if plural else 'gets'} {pt}"
            if grants:
                text += f" and {has} " + and_list(grants)
            return end_sentence(text)
        if grants:
            return end_sentence(f"{what} {has} {and_list(grants)}")
    raise ValueError(f"can't print {type(ab).__name__}")


def _uncapitalized(text: str) -> str:
    """The sentence as it reads after "As long as ...,": its first word in lower case unless it
    is SELF or a subtype ("Minotaurs you control")."""
    from .objects import plural_of
    from .words import all_subtypes

    first = text.split(" ", 1)[0]
    if first == "SELF" or first in all_subtypes() or any(
            plural_of(t) == first for t in all_subtypes() if t[:1] == first[:1]):
        return text
    return text[:1].lower() + text[1:]


def _print_layered(ab: ir.Static, printer) -> str:  # noqa: ANN001
    from .base import article, capitalize

    what = capitalize(printer.obj(ab.affects))
    plural = isinstance(ab.affects, ir.Each) and ab.affects.word != "each"
    if ab.set_subtypes and plural:
        from .words import plural_of

        return f"{what} are {plural_of(ab.set_subtypes[0])}."
    if ab.set_subtypes:
        return f"{what} is {article(ab.set_subtypes[0])} {ab.set_subtypes[0]}."
    if ab.add_subtypes:
        sub = ab.add_subtypes[0]
        return f"{what} is {article(sub)} {sub} in addition to its other land types."
    if ab.add_types:
        (kind,) = ab.add_types
        text = f"{what} is {article(kind)} {kind.lower()} in addition to its other types"
        if ab.pt_mana_value:
            text += " and has base power and base toughness each equal to its mana value"
        return text + "."
    verb, has = ("lose", "have") if plural else ("loses", "has")
    if ab.set_pt is None:
        return f"{what} {verb} all abilities."
    return f"{what} {verb} all abilities and {has} base power and toughness " \
           f"{ab.set_pt[0]}/{ab.set_pt[1]}."


__all__ = ["COLORS", "number", "print_static", "static"]
