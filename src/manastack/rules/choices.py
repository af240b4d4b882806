"""Choices made as a permanent enters (614.12, 614.12a): the decision offered, and reading the
choice back ("the chosen color", "of the chosen type"). The choice lives on the permanent
(``GameObject.chosen``), not in its copiable values (707.2)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision, IllegalAction
from ..ir.typeline import CREATURE_TYPES

if TYPE_CHECKING:
    from ..game.game import Game

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def chosen(game: Game, source: int, kind: str) -> str | None:
    """What the permanent ``source`` chose as it entered (``color`` or ``creature type``), or
    None: no choice was made (a permanent that became a copy, 707.2). A source that has left the
    battlefield is seen as it last existed (608.2h)."""
    obj = game.objects.get(source)
    if obj is None or not hasattr(obj, "chosen"):
        obj = game.lki.get(source)
    for k, value in getattr(obj, "chosen", ()) or ():
        if k == kind:
            return value
    return None


def creature_types_first(game: Game, pid: int) -> list[str]:
    """Every creature type (205.3m), those of the player's own cards first (most common
    first), then the rest in alphabetical order: the choices that matter come first."""
    seen: Counter[str] = Counter()
    for obj in game.objects.values():
        card = getattr(obj, "card", None)
        if card is None or getattr(obj, "owner", None) != pid:
            continue
        subs = [t for t in card.printed.subtypes if t in CREATURE_TYPES]
        if len(subs) < 10:  # a changeling has every type: it says nothing about the deck
            seen.update(subs)
    first = [t for t, _ in sorted(seen.items(), key=lambda kv: (-kv[1], kv[0]))]
    return first + sorted(CREATURE_TYPES - set(first))


def choice_decision(game: Game, pid: int, node: ir.ChooseAsEnters, name: str) -> Decision:
    """The decision of an "As [this] enters, choose ..." ability (614.12a). For a creature type
    the options are every creature type, the player's own first; a type's name (any case) is
    accepted as its option."""
    if node.kind == "color":
        options = [Choice(c, COLOR_NAMES[c]) for c in "WUBRG" if c not in node.exclude]
        what = "a color" + (" other than " + COLOR_NAMES[node.exclude[0]] if node.exclude else "")
    else:
        options = [Choice(t, t) for t in creature_types_first(game, pid)]
        what = "a creature type"
    return named_choice(pid, options, what, f"choose {what} for {name} as it enters", "614.12a")


def named_choice(pid: int, options: list[Choice], what: str, prompt: str, cite: str
                 ) -> Decision:
    """A "choose" decision whose answer may also be given by an option's name or value (any
    case): a color, a creature type."""
    by_name = {str(o.label).lower(): o for o in options} | {
        str(o.value).lower(): o for o in options}

    def explain(answer: Any) -> Any:
        found = by_name.get(str(answer).lower()) if isinstance(answer, str) else None
        if found is None:
            raise IllegalAction(f"choose: {answer!s} is not {what}", cite)
        return found

    return Decision(pid, "choose", options, prompt=prompt, explain=explain, cite=cite)


def color_decision(pid: int, prompt: str, cite: str) -> Decision:
    """A choice of one color (105.1) as an effect resolves ("the color of your choice",
    608.2d); a color's name (any case) or letter is accepted as its option."""
    return named_choice(pid, [Choice(c, COLOR_NAMES[c]) for c in "WUBRG"], "a color", prompt,
                        cite)
