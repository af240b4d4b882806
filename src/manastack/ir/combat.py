"""Static abilities about how creatures attack, block and assign combat damage (506-510):
additional blocks, block requirements, "can't attack or block alone", and assigning combat
damage as though unblocked.

Pure data like the rest of the IR; ``rules/combat.py`` gives each node its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .abilities import Ability
from .conditions import Condition
from .effects import Effect
from .refs import This

if TYPE_CHECKING:
    from .refs import ObjRef


@dataclass(frozen=True, slots=True)
class BlocksAdditional(Ability):
    """"SELF can block an additional creature each combat." (``extra`` 1), "... an additional
    two creatures ..." , "SELF can block any number of creatures." (``extra`` None): the creature
    may be declared as the blocker of more than one attacking creature (509.1a)."""

    extra: int | None = 1
    affects: ObjRef = field(default_factory=This)  # "Each creature you control can block ..."
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Ability):
    """"SELF must be blocked if able." A block requirement (509.1c): the defending player's
    declaration must have at least one creature blocking it, if that obeys the most
    requirements."""

    affects: ObjRef = field(default_factory=This)
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AllMustBlock(Ability):
    """"All creatures able to block SELF do so." / "... enchanted creature ..." (Lure): one block
    requirement (509.1c) on each creature the defending player controls, to block ``affects``."""

    affects: ObjRef = field(default_factory=This)
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantAlone(Ability):
    """"SELF can't attack alone.", "SELF can't block alone.", "SELF can't attack or block
    alone." (506.5): it can be declared as an attacker (a blocker) only if at least one other
    creature is declared as one at the same time (508.1c, 509.1b)."""

    attack: bool = False
    block: bool = False
    affects: ObjRef = field(default_factory=This)
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AssignAsUnblocked(Ability):
    """"You may have SELF assign its combat damage as though it weren't blocked." When it is
    blocked, its controller chooses (as it assigns combat damage, 510.1) to have it assign all its
    combat damage to the player or planeswalker it is attacking (510.1b) instead of to the
    creatures blocking it (510.1c)."""

    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AttacksMostLife(Condition):
    """Dethrone's condition (702.105a): the creature that triggered the ability is attacking a
    player (not a planeswalker) with the most life or tied for most life."""


@dataclass(frozen=True, slots=True)
class BlocksIfAble(Effect):
    """"Target creature blocks SELF this turn if able." (provoke, 702.39a: "... block this
    creature this combat if able"): a block requirement (509.1c) on each creature ``what``
    names, to block ``attacker``, until end of turn (611.2a)."""

    what: ObjRef
    attacker: ObjRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class CantBlockAttacker(Effect):
    """"Target creature can't block SELF this turn." / "Creatures without defender can't block
    SELF this turn.": a restriction (509.1b) on each creature ``what`` names as it resolves
    (locked in, 611.2c) against blocking ``attacker``, until end of turn (611.2a)."""

    what: ObjRef
    attacker: ObjRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class Myriad(Effect):
    """Myriad's effect (702.116a): "for each opponent other than defending player, you may create
    a token that's a copy of this creature that's tapped and attacking that player or a
    planeswalker they control. If one or more tokens are created this way, exile the tokens at
    end of combat."."""


__all__ = ["AllMustBlock", "AssignAsUnblocked", "AttacksMostLife", "BlocksAdditional", "BlocksIfAble",
           "CantAlone", "CantBlockAttacker", "MustBeBlocked", "Myriad"]
