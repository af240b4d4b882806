"""Bestow (702.103): a creature card cast as an Aura spell with enchant creature.

"Bestow [cost]" is an alternative cost (702.103a, 601.2b): cast bestowed, the spell becomes an
Aura enchantment with enchant creature (702.103b) and targets what it will enchant (303.4a).
Like a face-down object (``rules/face_down.py``) a bestowed object keeps one status,
``GameObject.bestowed``; its ``card`` is then its values as modified by bestow (``bestowed_values``:
an Aura, not a creature, 205.1a) and ``own_card`` the card itself, so every rule that reads
characteristics sees an Aura (702.103d: only those are evaluated to cast it).

- Casting (``casting.cast_spell``, ``priority.cast_problem``): offered beside the mana cost as a
  ``may`` decision when both can be paid, used alone when only bestow can.
- Resolving (``stack.resolve_top``): with its target illegal it ceases to be bestowed and
  resolves as a creature spell instead of being countered (702.103e, 608.3b).
- Unattached (``sba.state_based_actions``): a bestowed Aura attached to nothing or to an illegal
  object becomes unattached and ceases to be bestowed, staying on the battlefield as the same
  creature (702.103f, an exception to 704.5m).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from .. import ir

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject
    from .card import CardDef

ENCHANT_CREATURE = ir.Target(ir.Selector(ir.CardType("Creature")))
"""702.103b: what a bestowed Aura has, enchant creature."""


@functools.cache
def bestowed_values(card: CardDef) -> CardDef:
    """``card`` as a bestowed Aura (702.103b): an Aura enchantment with enchant creature,
    keeping its supertypes (a legendary Aura) but not its creature types or power and toughness
    (205.1a: they go with the creature type); its abilities are the card's."""
    from .card import CardDef

    supertypes = [s for s in ("Legendary", "Snow", "World", "Basic") if s in card.supertypes]
    type_line = " ".join([*supertypes, "Enchantment"]) + " — Aura"
    return CardDef(card.name, card.cost, type_line, card.text,
                   keywords=card.keywords | {"enchant"}, abilities=card.abilities,
                   token=card.token, colors=card.colors_override, enchant=ENCHANT_CREATURE)


def bestow(game: Game, obj: GameObject) -> None:
    """Make the spell ``obj`` a bestowed Aura spell (702.103b)."""
    obj.bestowed = True
    obj.own_card = obj.own_card or obj.card
    obj.card = bestowed_values(obj.own_card)
    game._chars.pop(obj.id, None)
    game.touch()


def cease(game: Game, obj: GameObject) -> None:
    """``obj`` ceases to be bestowed (702.103e-f): the effect making it an Aura ends, and it is
    what its copiable values say (a creature)."""
    from .copies import copiable
    from .events import track_replacers

    obj.bestowed = False
    own = obj.own_card or obj.card
    on_battlefield = obj.zone == "battlefield"
    if on_battlefield:
        track_replacers(game, obj, -1)
    obj.card = copiable(game, obj) if on_battlefield else own
    obj.own_card = own if obj.card is not own else None
    if on_battlefield:
        track_replacers(game, obj, 1)
    game._chars.pop(obj.id, None)
    game.touch()


def preview(obj: GameObject) -> GameObject:
    """``obj`` as the bestowed Aura spell it would be, under an id of its own (702.103d: its
    characteristics as modified by bestow decide whether it can be cast)."""
    view = obj.copy()
    view.id = -obj.id - 1
    view.own_card, view.card, view.bestowed = obj.card, bestowed_values(obj.card), True
    return view
