"""The card pool as IR (``manastack.ir``), one module per kind of card. Each definition carries
its exact Oracle text; these hand-written definitions are the reference the Oracle compiler is
checked against."""

from __future__ import annotations

from manastack import ir

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

ALL_CARDS: tuple[ir.Card, ...] = (*lands.CARDS, *creatures.CARDS, *permanents.CARDS,
                                  *spells.CARDS, *mana.CARDS,
                                  *tokens_matter.CARDS, *control.CARDS,
                                  *multiplayer.CARDS, *layers.CARDS)
