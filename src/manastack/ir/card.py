"""A card or token definition as data: its printed characteristics and abilities (108, 111)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .node import Node

if TYPE_CHECKING:
    from .abilities import Ability, SpellAbility


@dataclass(frozen=True, slots=True)
class Card(Node):
    """A card (108.1): name, mana cost text (``{2}{G}``, "" for none), type line, printed power,
    toughness (an ``int``, or a string such as ``*``, 208.2a) and loyalty, a color indicator
    (``colors``: letters, or None to take color from the mana cost, 202.2), simple keywords
    (``flying``), abilities and, for an instant or sorcery, its spell ability. ``text`` is the
    Oracle text."""

    name: str
    mana_cost: str
    type_line: str
    power: int | str | None = None
    toughness: int | str | None = None
    loyalty: int | None = None
    colors: str | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TokenSpec(Node):
    """A token definition (111.1, 111.4): named for its subtypes plus "Token" unless named.
    ``colors`` are letters ("" for colorless)."""

    name: str
    type_line: str
    colors: str
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: str = field(default="", compare=False)
