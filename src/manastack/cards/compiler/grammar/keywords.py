"""Keyword lines (702): "Flying, vigilance", "Protection from black", "Equip {2}", "Enchant
creature you control", "Ward {2}", "Crew 3"."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .base import number
from .costs import cost
from .objects import noun_phrase

SIMPLE = frozenset({
    "flying", "reach", "defender", "menace", "hexproof", "indestructible", "flash", "haste",
    "vigilance", "trample", "deathtouch", "lifelink", "first strike", "double strike",
    "shroud", "fear", "intimidate", "prowess", "exalted", "changeling", "devoid", "infect",
    "wither", "flanking", "shadow", "horsemanship", "convoke", "delve", "storm", "cascade",
    "rebound", "undying", "persist", "partner", "skulk", "ascend", "improvise", "riot",
    "mentor", "training", "decayed", "myriad", "melee", "extort", "sunburst", "unleash",
    "evolve", "battle cry", "cipher", "split second", "living weapon", "banding", "phasing",
    "provoke", "soulbond", "undaunted", "dethrone", "haunt", "retrace", "epic", "fuse",
    "assist", "jump-start", "afflict", "exploit", "ingest", "totem armor",
    "daybound", "nightbound", "umbra armor", "enlist", "ravenous", "read ahead", "compleated",
    "for mirrodin!", "backup", "bargain", "offspring", "gift", "start your engines!",
    "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",
})
"""Keywords with no parameter (702) that a keyword line can hold."""

SPELLED = {"for mirrodin!": "for Mirrodin!"}
"""Keywords with a proper noun, as the Oracle text spells them (702.163)."""


def keyword_line(s: Stream, env) -> list[str | ir.Ability]:  # noqa: ANN001
    """A whole line of keyword abilities separated by commas, in order: simple keywords as
    their names, the others as abilities."""
    items: list[str | ir.Ability] = []
    while True:
        items.append(keyword_item(s, env))
        last = items[-1]
        if isinstance(last, ir.KeywordAbility) and last.name == "kicker" and s.word("and/or"):
            # 702.33b: "Kicker [cost 1] and/or [cost 2]" is "Kicker [cost 1], kicker [cost 2]"
            items.append(ir.KeywordAbility("kicker", _keyword_cost(s, env), joined=True))
        if not s.word(","):
            break
    if not s.done():
        s.fail(", | end of the line")
        raise NoParse
    if "protection from the color of your choice" in items:  # only granted by an effect
        raise NoParse
    return items


def keyword_item(s: Stream, env) -> str | ir.Ability:  # noqa: ANN001
    tok = s.peek()
    if tok is not None and tok.kind == "SUPERTYPE" and tok.value == "Basic":
        after = s.peek(1)  # "Basic landcycling {1}" (702.29e: typecycling for a basic land card)
        if after is None or after.kind != "KEYWORD" or after.value != "landcycling":
            s.fail("a keyword")
            raise NoParse
        s.i += 2
        return ir.KeywordAbility("basic landcycling", _keyword_cost(s, env))
    if tok is None or tok.kind != "KEYWORD":
        s.fail("a keyword")
        raise NoParse
    s.i += 1
    name = str(tok.value).lower()
    if name == "protection":
        if not s.word("from"):
            raise NoParse
        return protection_from(s)
    if name == "affinity":  # "Affinity for artifacts" (702.41a)
        kind = s.peek(1)
        if not s.word("for") or kind is None or kind.kind != "TYPE" or not kind.plural:
            s.fail("for [card type]s")
            raise NoParse
        s.i += 1
        return f"affinity for {kind.text.lower()}"
    if name == "partner" and s.word("with"):
        return ir.KeywordAbility("partner with", named=_card_name(s))
    if name == "splice":  # "Splice onto Arcane {1}{R}", "Splice onto Arcane—Pay 2 life." (702.47a)
        quality = _splice_quality(s)
        return ir.KeywordAbility("splice", _keyword_cost(s, env), named=quality)
    if name == "equip":
        quality = None
        if not (s.is_kind("MANA") or s.is_word("—") or s.is_kind("TAP")):
            np = noun_phrase(s, env)  # 702.6c: "Equip Knight {1}", "Equip legendary creature"
            if np.plural:
                raise NoParse
            quality = np.selector
        return ir.Equip(_keyword_cost(s, env), quality=quality)
    if name == "enchant":
        np = noun_phrase(s, env)
        if np.plural:
            raise NoParse
        return ir.Enchant(ir.Target(np.selector))
    if s.is_kind("MANA") or s.is_word("—") or s.is_kind("TAP"):
        return ir.KeywordAbility(name, _keyword_cost(s, env))
    if s.is_kind("NUMBER") and isinstance(s.peek().value, int):  # type: ignore[union-attr]
        n = number(s)
        if s.is_word("—"):  # "Suspend 4—{U}" (702.62a), "Reinforce 1—{1}{W}" (702.77a)
            return ir.KeywordAbility(name, _keyword_cost(s, env), number=n)
        return ir.KeywordAbility(name, number=n)
    if name in SIMPLE:
        return name
    return ir.KeywordAbility(name)


def _card_name(s: Stream) -> str:
    """The rest of the line as another card's name ("Partner with Proud Mentor", 702.124j); the
    card's own name (SELF) or "itself" isn't one."""
    rest = s.tokens[s.i:]
    if not rest or any(t.kind == "SELF" for t in rest) or (
            len(rest) == 1 and rest[0].text.lower() == "itself"):
        s.fail("another card's name")
        raise NoParse
    named = s.text[rest[0].pos:rest[-1].pos + len(rest[-1].text)]
    s.i += len(rest)
    return named


SPLICE_QUALITIES = ("Arcane", "instant or sorcery")
"""The qualities of spell a splice ability names (702.47a) that the grammar reads."""


def _splice_quality(s: Stream) -> str:
    """After "Splice": "onto [quality]", the kind of spell the card can be spliced onto."""
    if not s.word("onto"):
        s.fail("onto")
        raise NoParse
    for quality in SPLICE_QUALITIES:
        if s.word(*quality.split()):
            return quality
    s.fail(" | ".join(SPLICE_QUALITIES))
    raise NoParse


def _keyword_cost(s: Stream, env) -> ir.Cost:  # noqa: ANN001
    """"{2}" or "—Sacrifice a creature." after a keyword (702.1)."""
    if s.word("—"):
        found = cost(s, env)
        s.word(".")
        return found
    return cost(s, env)


def protection_from(s: Stream) -> str:
    """After "protection from": the keyword (702.16a: from a color, a card type, everything
    ...; "from black and from red", 702.16g)."""
    qualities = [_protection_quality(s)]
    while s.word("and", "from"):
        qualities.append(_protection_quality(s))
    return "protection from " + " and from ".join(qualities)


def _protection_quality(s: Stream) -> str:
    """What a protection keyword names (702.16a): "black", "multicolored", "colorless",
    "artifacts" (a card type, plural), "everything" (702.16j)."""
    tok = s.peek()
    if tok is not None and tok.kind == "COLOR":
        s.i += 1
        return str(tok.value).lower()
    if tok is not None and tok.kind == "TYPE" and tok.plural:
        s.i += 1
        word = str(tok.value).lower()
        return "sorceries" if word == "sorcery" else word + "s"
    if s.word("everything"):
        return "everything"
    if tok is not None and tok.kind == "SUBTYPE" and tok.plural and not s.is_word(
            "creatures", k=1):  # "protection from Goblins" (a creature type, 702.16a)
        s.i += 1
        return tok.text
    if s.word("the", "color", "of", "your", "choice"):  # granted by an effect (608.2d)
        return "the color of your choice"
    s.fail("a color, a card type or everything")
    raise NoParse


def print_keyword_item(item: str | ir.Ability, printer) -> str:  # noqa: ANN001 - Printer
    """One keyword of a keyword line, lowercase (the line capitalises its first word)."""
    if isinstance(item, str):
        return SPELLED.get(item, item)
    if isinstance(item, ir.Equip):
        quality = printer.noun_phrase(item.quality) + " " if item.quality is not None else ""
        return "equip " + quality + _print_keyword_cost(item.cost, printer)
    if isinstance(item, ir.Enchant):
        assert item.target.objects is not None
        return "enchant " + printer.noun_phrase(item.target.objects)
    if isinstance(item, ir.KeywordAbility):
        if item.name == "splice" and item.cost is not None:  # 702.47a
            return f"splice onto {item.named}" + (" " if _plain(item.cost) else "—") + \
                _print_keyword_cost(item.cost, printer) + ("" if _plain(item.cost) else ".")
        if item.cost is not None and item.number is not None:  # "suspend 4—{U}" (702.62a)
            return f"{item.name} {item.number}—" + _print_keyword_cost(item.cost, printer)
        if item.cost is not None:
            return f"{item.name} " + _print_keyword_cost(item.cost, printer) if _plain(
                item.cost) else f"{item.name}—" + _print_keyword_cost(item.cost, printer) + "."
        if item.number is not None:
            return f"{item.name} {item.number}"
        if item.named:
            return f"{item.name} {item.named}"
        return item.name
    raise ValueError(f"can't print the keyword {item!r}")


def _plain(c: ir.Cost) -> bool:
    return all(isinstance(p, ir.ManaPart) for p in c.parts)


def _print_keyword_cost(c: ir.Cost, printer) -> str:  # noqa: ANN001
    return printer.cost(c)
