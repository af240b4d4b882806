"""The card pool, one module per kind of card. Each definition carries its exact Oracle text."""

from __future__ import annotations

from ..vocabulary import CardDef
from . import (
    control,
    creatures,
    lands,
    layers,
    mana,
    multiplayer,
    permanents,
    spells,
    tokens_matter,
)

ALL_CARDS: tuple[CardDef, ...] = (*lands.CARDS, *creatures.CARDS, *permanents.CARDS,
                                  *spells.CARDS, *mana.CARDS,
                                  *tokens_matter.CARDS, *control.CARDS,
                                  *multiplayer.CARDS, *layers.CARDS)
