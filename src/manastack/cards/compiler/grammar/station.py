"""Station cards (721): a station symbol "{N+}" and the abilities printed in its striation,
"10+ | Flying" or "2+ | Other creatures you control get +1/+1.", are one static ability: "As
long as this permanent has N or more charge counters on it, it has [abilities]" (721.2a). The
power/toughness box printed in a striation (721.2b: "... and is a creature with base power and
toughness [P/T] in addition to its other types") is attached by the compiler to the band it is
printed in, the highest (:func:`attach_pt`)."""

from __future__ import annotations

from dataclasses import replace

from .... import ir
from ..stream import NoParse, Stream
from .base import need

STATION = "station"
"""``Static.condition_word`` of a station band: it prints as "N+ | [abilities]"."""


def charge_at_least(n: int) -> ir.Condition:
    """"this permanent has N or more charge counters on it" (721.2a)."""
    return ir.CompareQ(ir.CountersOn(ir.This(), "charge"), ">=", n)


def station_band(s: Stream, env) -> ir.Static:  # noqa: ANN001 - bind.Env
    """"N+ | [keywords]" or "N+ | [one ability]" (721.2a)."""
    from .abilities import activated, triggered
    from .base import end
    from .effects import _keyword_list
    from .statics import static

    tok = s.kind("NUMBER")
    if tok is None or not isinstance(tok.value, int):
        raise NoParse
    need(s, "+")
    need(s, "|")
    cond = charge_at_least(tok.value)
    mark = s.mark()
    try:
        words = _keyword_list(s)
        end(s)
        return ir.Static(ir.This(), add_keywords=words, condition=cond, condition_word=STATION)
    except NoParse:
        s.reset(mark)
    for prod in (activated, triggered, static):
        s.reset(mark)
        del env.targets[:]
        del env.mentioned[:]
        try:
            inner = prod(s, env)
            end(s)
        except NoParse:
            continue
        return ir.Static(ir.This(), add_abilities=(inner,), condition=cond,
                         condition_word=STATION)
    raise NoParse


def is_band(ab: ir.Ability) -> bool:
    return isinstance(ab, ir.Static) and ab.condition_word == STATION


def threshold(ab: ir.Static) -> int:
    assert isinstance(ab.condition, ir.CompareQ) and isinstance(ab.condition.right, int)
    return ab.condition.right


def print_station_band(ab: ir.Static, printer) -> str:  # noqa: ANN001 - printer.Printer
    from .keywords import print_keyword_item

    head = f"{threshold(ab)}+ | "
    if ab.add_keywords:
        text = ", ".join(print_keyword_item(k, printer) for k in ab.add_keywords)
        return head + text[:1].upper() + text[1:]
    (inner,) = ab.add_abilities
    return head + printer.ability(inner)


def attach_pt(abilities: list[ir.Ability], keywords: list[str], power: object,
              toughness: object) -> str:
    """721.2b: the printed power/toughness box belongs to the highest station band, which also
    makes the permanent a creature; in other zones the card has no power or toughness (721.2c).
    Changes ``abilities`` in place; returns what is wrong, or ""."""
    bands = [i for i, a in enumerate(abilities) if is_band(a)]
    if not bands:
        return ""
    if not any(isinstance(a, ir.KeywordAbility) and a.name == STATION for a in abilities) \
            and STATION not in keywords:
        return "a station symbol (N+ |) without the station keyword (721.1)"
    if power is None and toughness is None:
        return ""
    if not isinstance(power, int) or not isinstance(toughness, int):
        return "a station card with a power or toughness that isn't a number"
    top = max(bands, key=lambda i: threshold(abilities[i]))  # type: ignore[arg-type]
    band = abilities[top]
    assert isinstance(band, ir.Static)
    abilities[top] = replace(band, add_types=frozenset({"Creature"}), set_pt=(power, toughness))
    return ""


__all__ = ["STATION", "attach_pt", "charge_at_least", "is_band", "print_station_band",
           "station_band"]
