"""Plain English for prompts and log lines made from IR: target phrases ("target nonblack
creature") and what a continuous effect does ("loses all abilities").

A placeholder for a full IR printer: ``describe_target`` is the one hook prompts use.
"""

from __future__ import annotations

from .. import ir
from .mana import COLOR_NAMES

_NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five"}
_ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})  # 115.4


def _count_word(count: ir.Quantity) -> str:
    return _NUMBERS.get(count, str(count)) if isinstance(count, int) else "X"


def describe_target(target: ir.Target) -> str:
    """The target phrase, e.g. "any target", "target creature you control", "two target
    creatures", "target creature card from your graveyard" (115.1)."""
    plural = target.any_number or target.up_to or target.count != 1
    if target.ability:
        pred = target.objects.pred if target.objects is not None else ir.ANYTHING
        noun = _phrase(pred, f"{target.ability} abilit{'ies' if plural else 'y'}", False, ())
    elif target.players is not None and target.objects is not None:
        if _type_names(target.objects.pred) == _ANY_TARGET_TYPES:
            return "any target"
        noun = f"{_player_word(target.players.who, plural)} or " \
            f"{_objects(target.objects, plural)}"
    elif target.players is not None:
        noun = _player_word(target.players.who, plural)
    elif target.objects is not None:
        noun = _objects(target.objects, plural)
    else:
        noun = "target"
    if target.any_number:
        head = "any number of target"
    elif target.up_to:
        head = f"up to {_count_word(target.count)} target"
    elif target.count != 1:
        head = f"{_count_word(target.count)} target"
    else:
        head = "target"
    tail = " that shares a card type with it" if target.shares_type_with >= 0 else ""
    if target.single_graveyard:
        noun = noun.replace(" from a graveyard", " from a single graveyard")
        noun += "" if "single graveyard" in noun else " from a single graveyard"
    return f"{head} {noun}{tail}"


def _player_word(who: ir.PlayerRef, plural: bool) -> str:
    word = "opponent" if isinstance(who, ir.Opponent) else "player"
    return word + ("s" if plural else "")


def _type_names(pred: ir.Pred) -> frozenset[str]:
    """The card types an "or" of card types names ("artifact, creature, or land")."""
    parts = pred.parts if isinstance(pred, ir.Or) else (pred,)
    if all(isinstance(p, ir.CardType) for p in parts):
        return frozenset(p.name for p in parts)  # type: ignore[attr-defined]
    return frozenset()


def describe_cost_part(part: ir.CostPart) -> str:
    """A cost part a player is asked to pay outside an activation, e.g. "pay 2 life", "reveal a
    Plains or Island card from your hand" (119.4, 701.20a)."""
    if isinstance(part, ir.PayLife):
        return f"pay {'X' if part.x else part.amount} life"
    if isinstance(part, ir.RevealFromHand):
        phrase = _phrase(part.what.pred, "card", False, ())
        return f"reveal {_article(phrase)} {phrase} from your hand"
    if isinstance(part, ir.ManaPart):
        return f"pay {part.mana}"
    if isinstance(part, ir.DiscardCards) and part.x:  # 107.3a
        return "discard X cards"
    if isinstance(part, ir.DiscardCards) and part.what is not None:
        phrase = _objects(part.what, part.count != 1)
        return f"discard {_article(phrase) if part.count == 1 else part.count} {phrase}"
    if isinstance(part, ir.DiscardCards):
        return "discard a card" if part.count == 1 else f"discard {part.count} cards"
    if isinstance(part, ir.SacrificeObjects | ir.ExileFromGraveyard | ir.ReturnObjects
                  | ir.ExileFromHand | ir.TapObjects):
        verb = {ir.SacrificeObjects: "sacrifice", ir.ExileFromGraveyard: "exile",
                ir.ReturnObjects: "return", ir.ExileFromHand: "exile",
                ir.TapObjects: "tap"}[type(part)]
        phrase = _objects(part.what, part.count != 1)
        count = _article(phrase) if part.count == 1 else str(part.count)
        return f"{verb} {count} {phrase}" + (" from your hand" if isinstance(
            part, ir.ExileFromHand) else "")
    if isinstance(part, ir.PutCountersSelf):
        return f"put {_article(part.kind) if part.count == 1 else part.count} {part.kind} " \
               f"counter{'s' if part.count > 1 else ''} on it"
    raise ValueError(f"no description of the cost {part!r}")


def _noun_or(pred: ir.Pred) -> bool:
    """An "or" of card types or subtypes ("artifact or creature", "Plains or Island")."""
    return isinstance(pred, ir.Or) and all(isinstance(p, ir.CardType | ir.Subtype)
                                           for p in pred.parts)


def _objects(selector: ir.Selector, plural: bool) -> str:
    zones = selector.zones
    if "stack" in zones and "battlefield" in zones:
        base = "spell or permanent"
    elif "stack" in zones:
        base = "spell"
    elif "graveyard" in zones:
        base = "card"
    else:
        base = "permanent"
    return _phrase(selector.pred, base, plural, zones)


def _phrase(pred: ir.Pred, base: str, plural: bool, zones: tuple[str, ...]) -> str:
    """Adjectives, then the noun (the card types or subtypes named, else ``base``), then the
    relations ("you control", "with mana value 3 or less", "from your graveyard")."""
    parts = list(pred.parts) if isinstance(pred, ir.And) else [pred]
    before: list[str] = []
    nouns: list[str] = []
    after: list[str] = []
    whose = ""
    for p in parts:
        if isinstance(p, ir.Not):
            before.append(_negated(p.part))
        elif isinstance(p, ir.CardType | ir.Subtype) or _noun_or(p):
            nouns.append(_word(p))
        elif isinstance(p, ir.Color | ir.Supertype | ir.Tapped | ir.Colorless
                        | ir.Multicolored | ir.Unblocked | ir.Attacking | ir.Blocking | ir.IsToken):
            before.append(_word(p))
        elif isinstance(p, ir.Other):
            before.insert(0, "other" if plural else "another")
        elif isinstance(p, ir.ControlledBy):
            after.append(f"{_who(p.player)} control{'s' if isinstance(p.player, ir.Opponent) else ''}")
        elif isinstance(p, ir.OwnedBy) and "graveyard" in zones:
            whose = "your" if isinstance(p.player, ir.You) else "an opponent's"
        elif isinstance(p, ir.OwnedBy):
            after.append(f"{_who(p.player)} own{'s' if isinstance(p.player, ir.Opponent) else ''}")
        elif isinstance(p, ir.Compare):
            after.append(f"with {p.prop.replace('_', ' ')} {_comparison(p)}")
        elif isinstance(p, ir.HasKeyword):
            after.append(f"with {p.keyword}")
        elif isinstance(p, ir.HasCounter):
            after.append(f"with a {p.kind} counter on it")
        elif isinstance(p, ir.Named):
            after.append(f"named {p.name}")
        elif isinstance(p, ir.SharesColor):
            after.append(f"that share{'' if plural else 's'} a color with it")
    noun = " ".join(nouns)
    if base == "permanent" and noun:
        base = ""
    words = [*before, noun, base]
    text = " ".join(w for w in words if w)
    if plural:
        text += "s"
    if "graveyard" in zones:
        after.append(f"from {whose or 'a'} graveyard")
    return " ".join([text, *after])


def _negated(pred: ir.Pred) -> str:
    """"untapped", "non-Aura", "nonblack", "noncreature", "nonlegendary", "nontoken"."""
    if isinstance(pred, ir.Tapped):
        return "untapped"
    if isinstance(pred, ir.Subtype):
        return f"non-{pred.name}"
    word = _word(pred)
    return f"non{word}" if word else "other"


def _word(pred: ir.Pred) -> str:
    if isinstance(pred, ir.CardType):
        return pred.name.lower()
    if isinstance(pred, ir.Subtype):
        return pred.name
    if isinstance(pred, ir.Supertype):
        return pred.name.lower()
    if isinstance(pred, ir.Color):
        return COLOR_NAMES[pred.color]
    if _noun_or(pred):
        names = [_word(p) for p in pred.parts]  # type: ignore[attr-defined]
        return names[0] if len(names) == 1 else (
            ", ".join(names[:-1]) + (", or " if len(names) > 2 else " or ") + names[-1])
    return {ir.Tapped: "tapped", ir.Colorless: "colorless", ir.Multicolored: "multicolored",
            ir.Unblocked: "unblocked", ir.Attacking: "attacking", ir.Blocking: "blocking",
            ir.IsToken: "token"
            }.get(type(pred), "")


def _who(player: ir.PlayerRef) -> str:
    if isinstance(player, ir.You):
        return "you"
    if isinstance(player, ir.Opponent):
        return "an opponent"
    return "a player"


def _comparison(pred: ir.Compare) -> str:
    value = pred.value if isinstance(pred.value, int) else "N"
    return {"<=": f"{value} or less", ">=": f"{value} or greater", "==": f"{value}",
            "<": f"less than {value}", ">": f"greater than {value}",
            "!=": f"other than {value}"}[pred.op]


def describe_becomes(node: ir.Becomes) -> str:
    """What a "becomes" effect does to its objects, for the log: "loses all abilities and
    becomes a blue Frog with base power and toughness 1/1" (611.2, 613)."""
    parts: list[str] = []
    if node.lose_abilities:
        parts.append("loses all abilities")
    becomes = []
    if node.set_colors is not None:
        becomes.append(" ".join(COLOR_NAMES[c] for c in "WUBRG" if c in node.set_colors))
    if node.set_subtypes is not None:
        becomes.append(" ".join(node.set_subtypes))
    if node.add_types == {"Artifact", "Creature"} and not node.add_subtypes:  # 205.1b
        becomes.append("artifact creature")
    elif node.add_types:
        types = " ".join((*node.add_subtypes, *sorted(t.lower() for t in node.add_types)))
        becomes.append(f"{_article(types)} {types} in addition to its other types")
    if becomes and becomes[-1] == "artifact creature":
        words = " ".join(becomes)
        parts.append(f"becomes {_article(words)} {words}")
    elif becomes:
        words = " ".join(becomes)
        parts.append(f"becomes {words if node.add_types else _article(words) + ' ' + words}")
    if node.add_keywords and becomes:
        parts[-1] += " with " + ", ".join(node.add_keywords)
    if node.set_pt is not None:
        pt = f"base power and toughness {node.set_pt[0]}/{node.set_pt[1]}"
        if becomes:
            parts[-1] += f" with {pt}"
        else:
            parts.append(f"has {pt}")
    if node.switch:
        parts.append("has its power and toughness switched")
    return " and ".join(parts)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def mode_texts(text: str) -> list[str]:
    """The text of each mode of a modal ability, from its bulleted lines (700.2) or its spree
    lines ("+ {1} — ...", 702.172b)."""
    return [line[2:] for line in text.splitlines() if line.startswith(("• ", "+ "))]
