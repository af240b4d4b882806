"""Face-down spells and permanents (708): morph (702.37), megamorph (702.37b), disguise (702.168).

A face-down object keeps one status, ``GameObject.face_down``, naming the ability that made it
face down. Its copiable values are then those the ability lists (708.2, 613.2b: face-down status
modifies the copiable values after copy effects): a 2/2 creature with no name, no text, no
subtypes and no mana cost (morph, 702.37a), with ward {2} for disguise (702.168a). The object's
``card`` is those values and ``own_card`` the card itself, as for a copy (``rules/copies.py``),
so every rule that reads characteristics sees only the face-down values.

- Casting face down (702.37c, 702.168b, 601.3): from the hand, as a creature spell (sorcery
  timing, 708.4), paying {3} rather than its mana cost (an alternative cost, 118.9); offered as a
  choice beside the normal cast (``casting.cast_spell``). The spell and the permanent it becomes
  are face down.
- Turning face up (116.2b, 702.37e, 702.168d): a special action any time its controller has
  priority, paying the morph (or disguise) cost the permanent would have face up; it stays the
  same object (no enters abilities, 708.8), then "When SELF is turned face up" triggers.
  Megamorph puts a +1/+1 counter on it as it is turned face up (702.37b, 708.11).
- Hidden information (708.5): only its controller may look at it (``game/view.py``); the log
  names it only to them. Moving from the battlefield or the stack to another zone reveals it
  (708.9, ``events.move``).
"""

from __future__ import annotations

import functools
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Decision
from .mana import ManaCost

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject, Player
    from .card import CardDef

Flow = Generator[Decision, Any, None]

WAYS = ("morph", "megamorph", "disguise")
"""The keyword abilities that cast a card face down and turn it face up (702.37, 702.168)."""
FACE_DOWN_COST = ManaCost.parse("{3}")
"""702.37a, 702.168a: what casting it face down costs, rather than its mana cost."""
WARD_2 = ir.KeywordAbility("ward", ir.Cost((ir.ManaPart("{2}"),)), text="Ward {2}")


@functools.cache
def face_down_values(way: str) -> CardDef:
    """The copiable values a face-down object has (708.2a): a 2/2 creature with no text, no name,
    no subtypes and no mana cost; with ward {2} if it is face down by disguise (702.168a)."""
    from .card import make_card

    abilities = (WARD_2,) if way == "disguise" else ()
    return make_card(ir.Card("", "", "Creature", power=2, toughness=2, abilities=abilities,
                             text="Ward {2}" if abilities else ""))


def face_down_way(card: CardDef) -> ir.KeywordAbility | None:
    """The card's morph, megamorph or disguise ability, if it has one (702.37a, 702.168a)."""
    return next((a for a in card.abilities
                 if isinstance(a, ir.KeywordAbility) and a.name in WAYS), None)


def turn_face_down(game: Game, obj: GameObject, way: str) -> None:
    """Make ``obj`` a face-down object by ``way`` (702.37c, 708.2b: a face-down object stays as
    it is)."""
    if obj.face_down:
        return
    obj.face_down = way
    obj.own_card = obj.own_card or obj.card
    obj.card = face_down_values(way)
    game.touch()


def face_up_values(game: Game, obj: GameObject) -> CardDef:
    """What ``obj``'s copiable values would be face up (708.10: a copy effect on it, else the
    card itself)."""
    from .copies import copiable

    return copiable(game, obj)


def preview(game: Game, obj: GameObject, way: str) -> GameObject:
    """``obj`` as the face-down spell it would be (708.4: effects on casting see only the
    face-down characteristics), under an id of its own, for ``priority.cast_problem``."""
    view = obj.copy()
    view.id = -obj.id - 1
    view.own_card, view.card, view.face_down = obj.card, face_down_values(way), way
    return view


def can_turn_face_up(game: Game, player: Player, obj: GameObject) -> ir.KeywordAbility | None:
    """The morph or disguise ability ``player`` could turn ``obj`` face up with now, or None
    (702.37e: a face-down permanent they control that would have one face up, its cost payable)."""
    from .payment import can_afford

    if not obj.face_down or obj.controller != player.id or obj.face_down not in WAYS:
        return None
    way = face_down_way(face_up_values(game, obj))
    if way is None or way.cost is None:
        return None
    return way if can_afford(game, player.id, ManaCost.parse(_mana(way))) else None


def _mana(way: ir.KeywordAbility) -> str:
    assert way.cost is not None
    return "".join(p.mana for p in way.cost.parts if isinstance(p, ir.ManaPart))


def label(game: Game, obj: GameObject) -> str:
    """How the special action is offered to the permanent's controller (708.5: they may look)."""
    values = face_up_values(game, obj)
    way = face_down_way(values)
    assert way is not None
    return f"turn {values.name} face up ({way.name} {_mana(way)})"


def turn_face_up(game: Game, player: Player, oid: int) -> Flow:
    """116.2b, 702.37e, 702.168d: show the morph (disguise) cost, pay it, turn the permanent face
    up. Its copiable values revert (708.8); it is the same object, so nothing about entering
    happens. Megamorph: a +1/+1 counter as it is turned face up (702.37b, 708.11). Then "When
    SELF is turned face up" abilities trigger."""
    from . import events
    from .copies import update_copies
    from .payment import pay_mana
    from .triggers import notice

    obj = game.objects[oid]
    values = face_up_values(game, obj)
    way = face_down_way(values)
    assert way is not None and obj.face_down
    rule = "702.168d" if way.name == "disguise" else "702.37e"
    yield from pay_mana(game, player.id, ManaCost.parse(_mana(way)))
    obj.face_down = ""
    update_copies(game)
    game.touch()
    game.record("turn_face_up", f"{player.name} turns a face-down creature face up: it is "
                f"{values.name} ({way.name} {_mana(way)})", rule, (oid,))
    if way.name == "megamorph":  # 702.37b: its megamorph cost was paid to turn it face up
        yield from events.add_counters(game, oid, "+1/+1", 1)
    notice(game, "turned_face_up", obj, player.id)


def reveal(game: Game, obj: GameObject, from_zone: str) -> None:
    """708.9: a face-down permanent (spell) moving from the battlefield (stack) to another zone
    is revealed to all players."""
    real = obj.own_card or obj.card
    game.record("reveal", f"the face-down {'spell' if from_zone == 'stack' else 'creature'} "
                f"is revealed: it is {real.name}", "708.9", (obj.id,))


def reveal_all(game: Game) -> None:
    """708.9: at the end of the game every face-down permanent and spell is revealed."""
    from .exile_casting import reveal_foretold

    reveal_foretold(game)  # 702.143f: and every face-down foretold card
    for oid in [*game.battlefield, *game.stack]:
        obj = game.objects.get(oid)
        if obj is not None and getattr(obj, "face_down", ""):
            reveal(game, obj, obj.zone)  # type: ignore[arg-type]
