"""Token descriptions in effects: "a 1/1 white Spirit creature token with flying", "two
Treasure tokens" (111.1, 111.4, 111.10)."""

from __future__ import annotations

from .... import ir
from ....ir.tokens import PREDEFINED
from ..stream import NoParse, Stream
from .objects import COLOR_WORD, COLORS

TOKEN_TYPES = ("artifact", "creature", "enchantment", "land")


def token_description(s: Stream, env) -> tuple[ir.TokenSpec, bool]:  # noqa: ANN001 - bind.Env
    """The token and whether the words were plural ("tokens")."""
    tok = s.peek()
    if tok is not None and tok.kind == "SUBTYPE" and str(tok.value) in PREDEFINED and (
            s.is_word("token", k=1) or s.is_word("tokens", k=1)):
        s.i += 2
        return PREDEFINED[str(tok.value)], s.tokens[s.i - 1].value == "tokens"
    pt = s.kind("PT")
    if pt is None:
        raise NoParse
    power, toughness = (int(v) for v in pt.value) if all(
        v.isdigit() for v in pt.value) else _no()
    colors = _colors(s)
    subtypes: list[str] = []
    while s.is_kind("SUBTYPE"):
        subtypes.append(str(s.peek().value))  # type: ignore[union-attr]
        s.i += 1
    types: list[str] = []
    while s.is_kind("TYPE"):
        word = str(s.peek().value).lower()  # type: ignore[union-attr]
        if word not in TOKEN_TYPES:
            raise NoParse
        types.append(word.capitalize())
        s.i += 1
    if "Creature" not in types or not subtypes:
        s.fail("a creature token's types")
        raise NoParse
    word = s.one_of("token", "tokens")
    if word is None:
        raise NoParse
    keywords: list[str] = []
    abilities: list[ir.Ability] = []
    if s.word("with"):
        keywords, abilities = _with(s, env)
    type_line = " ".join(types) + " — " + " ".join(subtypes)
    name = " ".join(subtypes) + " Token"
    texts = [k.capitalize() for k in keywords] + [a.text for a in abilities]
    spec = ir.TokenSpec(name, type_line, colors, power, toughness, tuple(keywords),
                        tuple(abilities), "\n".join(texts))
    return spec, word == "tokens"


def _no() -> tuple[int, int]:
    raise NoParse


def _colors(s: Stream) -> str:
    """"white", "green and white", "colorless" -> color letters in printed order."""
    if s.word("colorless"):
        return ""
    letters = []
    tok = s.kind("COLOR")
    if tok is None:
        raise NoParse
    if str(tok.value).lower() not in COLORS:
        raise NoParse
    letters.append(COLORS[str(tok.value).lower()])
    while (s.is_word("and") or s.is_word(",")) and s.is_kind("COLOR", 1) and str(
            s.peek(1).value).lower() in COLORS:  # type: ignore[union-attr]
        s.i += 1
        letters.append(COLORS[str(s.peek().value).lower()])  # type: ignore[union-attr]
        s.i += 1
    return "".join(letters)


def _with(s: Stream, env) -> tuple[list[str], list[ir.Ability]]:  # noqa: ANN001
    """"with flying", "with flying and vigilance", "with \"[ability]\""."""
    from .abilities import quoted_ability
    from .effects import _keyword

    keywords: list[str] = []
    abilities: list[ir.Ability] = []
    while True:
        if s.is_kind("QUOTE"):
            abilities.append(quoted_ability(s, env, "token"))
        else:
            keywords.append(_keyword(s))
        if s.word(",", "and") or s.word("and") or s.word(","):
            continue
        return keywords, abilities


def print_token(t: ir.TokenSpec, count: str, plural: bool, printer) -> str:  # noqa: ANN001
    """The words for a token description, after the count ("a", "two")."""
    subtype = t.type_line.split(" — ")[-1]
    noun = "tokens" if plural else "token"
    for kind, spec in PREDEFINED.items():
        if spec == t:
            return f"{count} {kind} {noun}"
    colors = " and ".join(COLOR_WORD[c] for c in t.colors) if t.colors else "colorless"
    types = t.type_line.split(" — ")[0].lower()
    text = f"{count} {t.power}/{t.toughness} {colors} {subtype} {types} {noun}"
    extras = list(t.keywords) + [f'"{printer.ability(a)}"' for a in t.abilities]
    if extras:
        text += " with " + (extras[0] if len(extras) == 1 else
                            ", ".join(extras[:-1]) + (", and " if len(extras) > 2 else " and ")
                            + extras[-1])
    return text
