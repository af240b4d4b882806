"""Cipher (702.99) and casting a copy of a card (707.12).

702.99a: cipher is two abilities. The first works while the spell is on the stack: "If this
spell is represented by a card, you may exile this card encoded on a creature you control"
(the last thing the spell does as it resolves, :func:`encode`: a ``cipher`` decision among the
creatures its controller controls, or none; the card goes from the stack straight to exile).
The second is a static ability of the card in exile: "For as long as this card is encoded on
that creature, that creature has 'Whenever this creature deals combat damage to a player, you may
copy the encoded card and you may cast the copy without paying its mana cost.'" It is a
continuous effect granting the triggered ability in layer 6 (613.1f), with the encoding's
timestamp; it ends when the card leaves exile or the creature leaves the battlefield (702.99c;
``until`` ``encoded:<card id>``, ended by ``events.move``, and the creature's own departure). The
ability is linked to the card it came from (607.2): each encoded card grants its own, naming that
card (:class:`CastEncodedCopy`), so a creature with two cards encoded on it triggers twice, each
copying its own card.

707.12: the copy is created in exile (where the card is), owned by the ability's controller, and
cast as the ability resolves (608.2g: timing permissions don't apply), without paying its mana
cost (an alternative cost, 118.9; X is 0, 107.3b). A copy not cast ceases to exist (704.5e); one
cast is a spell that isn't a card, so it can't be encoded (702.99a) and ceases to exist as it
leaves the stack (704.5e, ``events.move``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from .. import ir
from ..game.decisions import NO, YES, Choice, Decision
from ..game.objects import BATTLEFIELD, EXILE, GameObject
from .characteristics import ContinuousEffect, chars
from .effects import handler

if TYPE_CHECKING:
    from ..game.game import Game
    from .context import Context

Flow = Generator[Decision, Any, None]

COPY = "copy"
"""``GameObject.cast_as`` of a copy of a card created in exile to be cast (707.12): the one kind
of token that may move from exile to the stack (``events.move``; 111.8 otherwise)."""


@dataclass(frozen=True, slots=True)
class CastEncodedCopy(ir.Effect):
    """The effect of the ability cipher grants (702.99a): "you may copy the encoded card and you
    may cast the copy without paying its mana cost". ``card`` is the encoded card's object id in
    exile: the link to the card whose static ability granted it (607.2, 702.99b); once that card
    has left exile it is a new object (400.7) and there is nothing to copy. Never printed: the
    engine builds it as a card is encoded."""

    card: int
    adds_mana: ClassVar[bool] = False


def cipher_trigger(card: int, name: str) -> ir.Triggered:
    """The triggered ability an encoded card grants its creature (702.99a)."""
    return ir.Triggered(
        ir.Trigger("combat_damage_to_player"), CastEncodedCopy(card),
        text=f"Whenever this creature deals combat damage to a player, you may copy the encoded "
             f"card ({name}) and you may cast the copy without paying its mana cost.")


def encodes(game: Game, spell: GameObject) -> bool:
    """Whether a resolving instant or sorcery ``spell`` has cipher and is represented by a card
    (702.99a: a copy of a spell isn't, 707.10)."""
    return not spell.token and "cipher" in chars(game, spell).keywords


def encode(game: Game, sid: int) -> Generator[Decision, Any, bool]:
    """702.99a: as the spell with cipher finishes resolving, its controller may exile it encoded
    on a creature they control (chosen now; it isn't targeted). True if it was exiled (so it
    doesn't go to the graveyard, 608.2n)."""
    from . import events

    spell = game.objects[sid]
    pid = spell.controller
    creatures = [o for o in game.permanents(pid) if "Creature" in chars(game, o).types]
    if not creatures:
        return False
    none = Choice(None, "don't encode it")
    answer = yield Decision(pid, "cipher", [none] + [Choice(o.id, o.name) for o in creatures],
                            cite="702.99a",
                            prompt=f"exile {spell.name} encoded on a creature you control?")
    host = answer.value
    if host is None:
        return False
    name = spell.name
    new = yield from events.move(game, sid, EXILE, rule="702.99a", why="cipher",
                                 text=f"{name} is exiled encoded on {game.objects[host].name}")
    card = game.objects.get(new) if new is not None else None
    if not isinstance(card, GameObject) or card.zone != EXILE:
        return True
    creature = game.objects.get(host)
    if creature is None or creature.zone != BATTLEFIELD:  # 702.99c
        return True
    game.effects = [*game.effects, ContinuousEffect(
        (host,), game.new_timestamp(), until=f"encoded:{card.id}", source=name,
        add_abilities=(cipher_trigger(card.id, name),))]
    game.touch()
    return True


@handler(CastEncodedCopy)
def _cast_encoded_copy(game: Game, ctx: Context, node: CastEncodedCopy) -> Flow:
    """702.99a, 707.12: the ability's controller may cast a copy of the encoded card, created in
    exile, without paying its mana cost, as the ability resolves (608.2g); it is offered only if
    the copy could be cast (601.2c: legal targets). Nothing happens if the card has left exile."""
    card = game.objects.get(node.card)
    if not isinstance(card, GameObject) or card.zone != EXILE:
        return
    yield from cast_copy(game, ctx.controller, card, "cipher", "702.99a")


def cast_copy(game: Game, pid: int, card: GameObject, way_name: str, rule: str) -> Flow:
    """707.12: player ``pid`` may cast a copy of ``card`` (in exile) without paying its mana
    cost as an ability resolves: the copy is created in exile, owned and controlled by them, and
    cast from there (``way_name`` the keyword that lets them); if they don't, it ceases to exist
    (704.5e)."""
    from .casting import cast_spell
    from .mana import NO_COST
    from .priority import CastWay, resolving_cast_problem

    copy = card.copy()
    copy.id = game.new_id()
    copy.owner = copy.controller = copy.base_controller = pid
    copy.token = True  # a copy of a card isn't a card (707.12, 704.5e)
    copy.playable, copy.exiled_as, copy.cast_as = (), (), COPY
    copy.timestamp = game.new_timestamp()
    game.objects[copy.id] = copy
    game.exile.append(copy.id)
    game.touch()
    player = game.player(pid)
    way = CastWay(NO_COST, name=way_name, free=True)
    problem = resolving_cast_problem(game, player, copy, way)
    cast = False
    if problem:
        game.record(way_name, f"a copy of {card.name} can't be cast ({problem})", problem,
                    (card.id,))
    else:
        answer = yield Decision(pid, "may", [YES, NO], cite=rule,
                                prompt=f"cast a copy of {card.name} without paying its mana "
                                       f"cost ({way_name})?")
        cast = bool(answer.value)
    if cast:
        game.record("copy", f"{player.name} copies {card.name} in exile", "707.12",
                    (card.id, copy.id))
        yield from cast_spell(game, player, copy.id, way)
        return
    if copy.id in game.objects:  # 704.5e: a copy of a card outside the stack ceases to exist
        game.exile.remove(copy.id)
        del game.objects[copy.id]
        game.touch()
