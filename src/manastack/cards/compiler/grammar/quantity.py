"""Quantities: "two", "3", "X", "a" (107.1, 107.3), and the phrases that compute one: "the
number of creatures you control", "its power", "your devotion to black", "that much",
"twice ...", "half ..., rounded up" (107.1a), "1 plus ...".

Where a number appears in an effect, the text may give it three more ways, each read here and
printed back from the quantity's ``form``:

- "[N] ... for each [thing]" after the clause: ``Times(N, unit)`` (``unit`` of form "for each");
- "... equal to [quantity]" in the verb's own words ("deals damage equal to its power to ...");
- "X ..., where X is [quantity]" after the clause (form "where X").
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from .base import WORDS_OF, need, number, opt

FOR_EACH, WHERE_X, EQUAL, EQUAL_AFTER = "for each", "where X", "equal to", "equal to after"


def quantity(s: Stream) -> ir.Quantity:
    """A number in an effect: digits, a number word, "a"/"an", X, "that much" / "that many"."""
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and tok.value == "X":
        s.i += 1
        return ir.XValue()
    for word in ("much", "many"):
        if s.is_word("that", word):
            s.i += 2
            return ir.EventAmount(form="that " + word)
    return number(s)


def count_of(s: Stream, env) -> ir.Quantity:  # noqa: ANN001 - bind.Env
    """"the number of [objects]" (a count of a selector), "the number of [kind] counters on
    [object]", "the number of cards in your hand"."""
    from .objects import noun_phrase, object_ref

    if not s.word("the", "number", "of"):
        raise NoParse
    tok = s.peek()
    if tok is not None and (tok.kind == "PT" or tok.kind == "WORD") and s.is_word(
            "counters", "on", k=1):
        kind = "/".join(tok.value) if tok.kind == "PT" else str(tok.value)
        s.i += 3
        return ir.CountersOn(object_ref(s, env), kind)
    if s.word("creatures", "in", "your", "party"):  # 700.8a
        return ir.PartySize(ir.You())
    zone = _cards_in_zone(s, plural=True)
    if zone is not None:
        return zone
    among = opt(s, types_among, env, True)
    if among is not None:
        return among
    np = noun_phrase(s, env)
    if not np.plural:
        raise NoParse
    return ir.Count(_on_the_battlefield(s, np.selector))


TYPE_KINDS = (("card",), ("basic", "land"))
"""The kinds of type "[kind] types among ..." counts: card types (205.2a), basic land types
(305.6)."""


def types_among(s: Stream, env, plural: bool) -> ir.TypesAmong:  # noqa: ANN001 - bind.Env
    """"card types among cards in your graveyard" (delirium), "basic land types among lands you
    control" (domain); singular after "for each"."""
    from .objects import noun_phrase

    for words in TYPE_KINDS:
        if s.word(*words, "types" if plural else "type", "among"):
            np = noun_phrase(s, env, other=bool(s.word("other")))
            if not np.plural:
                raise NoParse
            return ir.TypesAmong(np.selector, " ".join(words))
    raise NoParse


def print_types_among(q: ir.TypesAmong, printer, plural: bool) -> str:  # noqa: ANN001
    return f"{q.kind} {'types' if plural else 'type'} among " + printer.noun_phrase(
        q.what, plural=True)


GREATEST_PROPS = ((("power",), "power"), (("toughness",), "toughness"),
                  (("mana", "value"), "mana_value"))


def greatest(s: Stream, env) -> ir.Greatest:  # noqa: ANN001 - bind.Env
    """"the greatest power among creatures you control", "the greatest mana value among
    permanents you control" (107.1: 0 if there are none)."""
    from .objects import noun_phrase

    need(s, "the", "greatest")
    for words, prop in GREATEST_PROPS:
        if s.word(*words):
            need(s, "among")
            np = noun_phrase(s, env, other=bool(s.word("other")))
            if not np.plural:
                raise NoParse
            return ir.Greatest(prop, _on_the_battlefield(s, np.selector))
    raise NoParse


ON_BATTLEFIELD = "on the battlefield"


def _on_the_battlefield(s: Stream, sel: ir.Selector) -> ir.Selector:
    """"... on the battlefield" after a noun phrase: the same permanents, said so."""
    if sel.zones == ("battlefield",) and s.word("on", "the", "battlefield"):
        return replace(sel, word=ON_BATTLEFIELD)
    return sel


PLAYER_ZONES = ("hand", "library")


def _cards_in_zone(s: Stream, plural: bool) -> ir.Quantity | None:
    """"cards in your hand" / "card in your library": the size of a zone of yours (hand and
    library; a graveyard is a zone objects are selected in)."""
    noun = "cards" if plural else "card"
    for zone in PLAYER_ZONES:
        if s.is_word(noun, "in", "your", zone):
            s.i += 4
            return ir.PlayerCount(ir.You(), zone)
    return None


def for_each_unit(s: Stream, env) -> ir.Quantity:  # noqa: ANN001 - bind.Env
    """After "for each": "[kind] counter on [object]", "card in your hand", a singular noun
    phrase ("creature you control", "other Elf on the battlefield"); the unit counted."""
    from .objects import noun_phrase, object_ref

    tok = s.peek()
    if tok is not None and (tok.kind == "PT" or tok.kind == "WORD") and s.is_word(
            "counter", "on", k=1):
        kind = "/".join(tok.value) if tok.kind == "PT" else str(tok.value)
        s.i += 3
        return ir.CountersOn(object_ref(s, env), kind, form=FOR_EACH)
    if s.word("color", "of", "mana", "spent", "to", "cast"):  # 601.2h, 702.44a
        return ir.ColorsSpent(object_ref(s, env), form=FOR_EACH)
    if s.word("creature", "in", "your", "party"):  # 700.8
        return ir.PartySize(ir.You(), form=FOR_EACH)
    if s.word("time"):  # "for each time it was kicked" (702.33c)
        from .conditions import kicked_object

        obj = kicked_object(s, env)
        need(s, "was", "kicked")
        return ir.TimesKicked(obj, form=FOR_EACH)
    zone = _cards_in_zone(s, plural=False)
    if zone is not None:
        return replace(zone, form=FOR_EACH)
    among = opt(s, types_among, env, False)
    if among is not None:
        return replace(among, form=FOR_EACH)
    other = bool(s.word("other"))
    np = noun_phrase(s, env, other=other)
    if np.plural:
        raise NoParse
    return ir.Count(_on_the_battlefield(s, np.selector), form=FOR_EACH)


def quantity_phrase(s: Stream, env) -> ir.Quantity:  # noqa: ANN001 - bind.Env
    """A quantity written out (after "equal to" or "where X is")."""
    if s.word("twice"):
        return ir.Times(2, quantity_phrase(s, env))
    if s.word("half"):
        inner = _simple_phrase(s, env)
        if s.word(",", "rounded", "up"):
            return ir.Half(inner, True)
        if s.word(",", "rounded", "down"):
            return ir.Half(inner, False)
        s.fail("rounded up | rounded down")
        raise NoParse
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and isinstance(tok.value, int) and s.is_word(
            "plus", k=1):
        s.i += 2
        return ir.Plus(tok.value, _simple_phrase(s, env), form=tok.text)
    first = _simple_phrase(s, env)
    if s.word("plus"):  # "the number of Elves you control plus the number of Elf cards ..."
        return ir.Plus(first, quantity_phrase(s, env))
    return first


PROPERTIES = ((("power",), "power"), (("toughness",), "toughness"),
              (("mana", "value"), "mana_value"))


def _simple_phrase(s: Stream, env) -> ir.Quantity:  # noqa: ANN001
    from .base import opt
    from .objects import COLORS, possessive_ref

    if s.is_word("the", "number", "of"):
        return count_of(s, env)
    if s.is_word("the", "greatest"):
        return greatest(s, env)
    if s.word("your", "life", "total"):
        return ir.PlayerCount(ir.You(), "life")
    if s.word("your", "devotion", "to"):
        colors = []
        while True:
            tok = s.kind("COLOR")
            if tok is None or str(tok.value).lower() not in COLORS:
                raise NoParse
            colors.append(COLORS[str(tok.value).lower()])
            if not s.word("and"):
                break
        return ir.PlayerCount(ir.You(), "devotion:" + "".join(colors))
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and tok.value == "X":
        s.i += 1
        return ir.XValue()
    mark = s.mark()
    owner = opt(s, possessive_ref, env)
    if owner is not None:
        for words, prop in PROPERTIES:
            if s.word(*words):
                return ir.PropertyOf(owner, prop)
    s.reset(mark)
    s.fail("a quantity")
    raise NoParse


def with_form(q: ir.Quantity, form: str) -> ir.Quantity:
    """The quantity marked with how the text phrased it."""
    if isinstance(q, ir.QuantityNode):
        return replace(q, form=form)  # type: ignore[type-var]
    raise NoParse  # a plain number isn't written "equal to 3"


def equal_to(s: Stream, env, form: str = EQUAL) -> ir.Quantity:  # noqa: ANN001
    """"equal to [quantity]"."""
    if not s.word("equal", "to"):
        raise NoParse
    return with_form(quantity_phrase(s, env), form)


# ---- applying "for each" and "where X is" to a clause -------------------------------------------


AMOUNT_FIELDS: dict[type, tuple[str, ...]] = {
    ir.Draw: ("amount",), ir.Discard: ("amount",), ir.Mill: ("amount",),
    ir.GainLife: ("amount",), ir.LoseLife: ("amount",), ir.DealDamage: ("amount",),
    ir.PutCounters: ("amount",), ir.RemoveCountersFrom: ("amount",),
    ir.CreateTokens: ("amount",), ir.Pump: ("power", "toughness"),
}
"""The number fields of the effects a "for each" multiplies."""


def scaled(n: ir.Quantity, unit: ir.Quantity) -> ir.Quantity:
    """``n`` per ``unit``: "1 life for each" is the unit itself, "2 life for each" twice it."""
    if n == 1:
        return unit
    if n == 0:
        return 0
    if isinstance(n, int):
        return ir.Times(n, unit)
    raise NoParse


def for_each(s: Stream, env, effect: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """"[effect] for each [thing]": the effect's numbers multiplied by the count (107.1)."""
    names = AMOUNT_FIELDS.get(type(effect))
    if names is None or not s.word("for", "each"):
        raise NoParse
    unit = for_each_unit(s, env)
    changes = {name: scaled(getattr(effect, name), unit) for name in names}
    if all(v == 0 for v in changes.values()):
        raise NoParse
    return replace(effect, **changes)  # type: ignore[type-var]


def where_x(s: Stream, env, effect: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """", where X is [quantity]": X in the sentence stands for that quantity (107.3)."""
    if not s.word(",", "where", "X", "is"):
        raise NoParse
    if any(not isinstance(t.count, int) for t in getattr(env, "targets", ())):
        raise NoParse  # "up to X target ..., where X is ...": the targets' X isn't that one yet
    q = with_form(quantity_phrase(s, env), WHERE_X)
    found = _replace_x(effect, q)
    if found is effect:
        raise NoParse
    return found


def _replace_x(value: Any, q: ir.Quantity) -> Any:
    if isinstance(value, ir.XValue):
        return q
    if isinstance(value, tuple):
        items = tuple(_replace_x(v, q) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if not is_dataclass(value) or not isinstance(value, ir.Node) or isinstance(
            value, ir.Ability | ir.Target | ir.Selector):
        return value
    changes = {}
    for f in fields(value):
        old = getattr(value, f.name)
        new = _replace_x(old, q)
        if new is not old:
            changes[f.name] = new
    return replace(value, **changes) if changes else value  # type: ignore[type-var]


# ---- printing -----------------------------------------------------------------------------------


def form_of(q: ir.Quantity) -> str:
    return getattr(q, "form", "") if isinstance(q, ir.QuantityNode) else ""


def per_unit(q: ir.Quantity) -> tuple[int, ir.Quantity] | None:
    """(N, unit) for "N ... for each [unit]", else None."""
    if form_of(q).startswith(FOR_EACH):
        return 1, q
    if isinstance(q, ir.Times) and form_of(q.of).startswith(FOR_EACH):
        return q.factor, q.of
    return None


def where_of(q: ir.Quantity) -> ir.Quantity | None:
    """The quantity X stands for, for "X" / "-X" of a "where X is"."""
    if form_of(q) == WHERE_X:
        return q
    if isinstance(q, ir.Times) and q.factor == -1 and form_of(q.of) == WHERE_X:
        return q.of
    return None


def shown(q: ir.Quantity) -> ir.Quantity:
    """What stands in the number's place: X for "where X is", N for "N ... for each"."""
    found = per_unit(q)
    if found is not None:
        return found[0]
    if form_of(q) == WHERE_X:
        return ir.XValue()
    if isinstance(q, ir.Times) and q.factor == -1 and form_of(q.of) == WHERE_X:
        return ir.Times(-1, ir.XValue())
    return q


def is_one(q: ir.Quantity) -> bool:
    """Whether the number reads as one ("a card", "a +1/+1 counter")."""
    return shown(q) == 1


def print_quantity(q: ir.Quantity, printer) -> str:  # noqa: ANN001 - printer.Printer
    """A quantity written out: "the number of Swamps you control", "its power", "twice ..."."""
    if isinstance(q, ir.Count):
        where = " " + ON_BATTLEFIELD if q.what.word == ON_BATTLEFIELD else ""
        return "the number of " + printer.noun_phrase(q.what, plural=True) + where
    if isinstance(q, ir.CountersOn):
        return f"the number of {q.kind} counters on {printer.obj(q.obj)}"
    if isinstance(q, ir.TypesAmong):
        return "the number of " + print_types_among(q, printer, True)
    if isinstance(q, ir.PartySize) and isinstance(q.player, ir.You):
        return "the number of creatures in your party"
    if isinstance(q, ir.Greatest):
        where = " " + ON_BATTLEFIELD if q.what.word == ON_BATTLEFIELD else ""
        return f"the greatest {q.prop.replace('_', ' ')} among " + printer.noun_phrase(
            q.what, plural=True) + where
    if isinstance(q, ir.PlayerCount) and isinstance(q.player, ir.You):
        if q.what == "life":
            return "your life total"
        if q.what in PLAYER_ZONES:
            return f"the number of cards in your {q.what}"
        if q.what.startswith("devotion:"):
            from .objects import COLOR_WORD

            return "your devotion to " + " and ".join(
                COLOR_WORD[c] for c in q.what.partition(":")[2])
    if isinstance(q, ir.PropertyOf):
        return f"{printer.possessive(q.obj)} {q.prop.replace('_', ' ')}"
    if isinstance(q, ir.Times) and q.factor == 2:
        return "twice " + print_quantity(q.of, printer)
    if isinstance(q, ir.Half):
        return f"half {print_quantity(q.of, printer)}, rounded {'up' if q.round_up else 'down'}"
    if isinstance(q, ir.Plus) and isinstance(q.left, int):
        return f"{q.form or q.left} plus {print_quantity(q.right, printer)}"
    if isinstance(q, ir.Plus):
        return f"{print_quantity(q.left, printer)} plus {print_quantity(q.right, printer)}"
    if isinstance(q, int | ir.XValue):
        return print_amount(q)
    raise ValueError(f"can't print the quantity {q!r}")


def print_unit(q: ir.Quantity, printer) -> str:  # noqa: ANN001
    """The thing counted after "for each"."""
    if isinstance(q, ir.CountersOn):
        return f"{q.kind} counter on {printer.obj(q.obj)}"
    if isinstance(q, ir.PlayerCount) and isinstance(q.player, ir.You) and q.what in PLAYER_ZONES:
        return f"card in your {q.what}"
    if isinstance(q, ir.TimesKicked):
        return f"time {printer.obj(q.obj)} was kicked"
    if isinstance(q, ir.PartySize) and isinstance(q.player, ir.You):
        return "creature in your party"
    if isinstance(q, ir.ColorsSpent):
        return f"color of mana spent to cast {printer.obj(q.obj)}"
    if isinstance(q, ir.TypesAmong):
        return print_types_among(q, printer, False)
    if isinstance(q, ir.Count):
        return printer.noun_phrase(q.what) + (
            " " + ON_BATTLEFIELD if q.what.word == ON_BATTLEFIELD else "")
    raise ValueError(f"can't print 'for each' {q!r}")


def trailer(e: ir.Effect, printer) -> str:  # noqa: ANN001
    """What follows a clause for its own numbers: " for each [unit]" or ", where X is [q]"."""
    names = AMOUNT_FIELDS.get(type(e), ())
    for name in names:
        q = getattr(e, name)
        found = per_unit(q)
        if found is not None:
            return " for each " + print_unit(found[1], printer)
    for q in _own_quantities(e):
        x = where_of(q)
        if x is not None:
            return ", where X is " + print_quantity(replace(x, form=""), printer)  # type: ignore[type-var]
    return ""


def _own_quantities(e: ir.Effect) -> list[ir.Quantity]:
    return [q for f in fields(e) for q in _quantities(getattr(e, f.name))]  # type: ignore[arg-type]


def _quantities(value: Any) -> list[ir.Quantity]:
    """The quantity nodes in an effect's own fields (not in abilities it grants)."""
    if isinstance(value, ir.QuantityNode):
        return [value]
    if isinstance(value, tuple):
        return [q for v in value for q in _quantities(v)]
    if not isinstance(value, ir.Node) or isinstance(value, ir.Ability | ir.Target |
                                                      ir.Selector | ir.Effect):
        return []
    return [q for f in fields(value) for q in _quantities(getattr(value, f.name))]  # type: ignore[arg-type]


def equal_text(q: ir.Quantity, printer) -> str | None:  # noqa: ANN001
    """"equal to [q]" for a number written so, else None."""
    if form_of(q) in (EQUAL, EQUAL_AFTER):
        return "equal to " + print_quantity(replace(q, form=""), printer)  # type: ignore[type-var]
    return None


def print_count(n: ir.Quantity, *, article: str = "a") -> str:
    """A count of things: "a" (or "an"), "two", "X", "21", "that many"."""
    n = shown(n)
    if isinstance(n, ir.XValue):
        return "X"
    if isinstance(n, ir.EventAmount) and n.form:
        return n.form
    if isinstance(n, int):
        if n == 1:
            return article
        return WORDS_OF.get(n, str(n))
    raise ValueError(f"can't print the count {n!r}")


def print_amount(n: ir.Quantity) -> str:
    """An amount of damage or life: digits, X, "that much"."""
    n = shown(n)
    if isinstance(n, ir.XValue):
        return "X"
    if isinstance(n, ir.EventAmount) and n.form:
        return n.form
    if isinstance(n, int):
        return str(n)
    raise ValueError(f"can't print the amount {n!r}")


__all__ = ["NoParse", "print_amount", "print_count", "quantity"]
