"""Effects (608.2c): what each IR effect node does as its spell or ability resolves.

One handler per effect node type, a generator ``(game, ctx, node) -> Resolution`` that may yield
decisions and receives the answers, registered with :func:`handler`. :func:`resolve` dispatches
on the node's type. The handlers build on engine events (``rules/events.py``), so replacement
effects and triggers see everything they do.

To add an effect: define its node in ``manastack.ir`` (pure data), then a handler here::

    @handler(ir.Untap)
    def _untap(game, ctx, node):
        for obj in list(objects(game, ctx, node.what)):
            yield from events.untap(game, obj.id)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..context import Context, Resolution
from ..dispatch import registers, rules_for

if TYPE_CHECKING:
    from ...game.game import Game

Handler = Callable[["Game", Context, Any], Resolution]

HANDLERS: dict[type, Handler] = {}
"""The handler of each effect node type."""


def handler(node: type) -> Callable[[Handler], Handler]:
    """Register the handler of one effect node type."""
    return registers(HANDLERS, node)


def resolve(game: Game, ctx: Context, effect: Any) -> Resolution:
    """Carry out ``effect`` (608.2c): the handler's generator, asking for decisions as it goes."""
    return rules_for(HANDLERS, effect, "effect")(game, ctx, effect)


def on_each(game: Game, ctx: Context, what: Any,
            event: Callable[[Game, int], Resolution]) -> Resolution:
    """The engine event ``event`` for each object ``what`` refers to (``events.tap`` ...)."""
    from ..refs import objects

    for obj in list(objects(game, ctx, what)):
        yield from event(game, obj.id)


from . import (  # noqa: E402 - the handlers register themselves with the table above
    combat_verbs,
    continuous,
    damage,
    delayed,
    designations,
    hands,
    keyword_actions,
    library,
    life_and_cards,
    mana,
    moves,
    objects,
    prevention,
    regeneration,
    spells,
    structure,
    tokens,
)

__all__ = ["HANDLERS", "Context", "Resolution", "handler", "on_each", "resolve", "combat_verbs",
           "continuous", "damage", "delayed", "designations", "hands", "keyword_actions", "library",
           "life_and_cards",
           "mana", "moves", "objects", "prevention", "regeneration", "spells", "structure",
           "tokens"]
