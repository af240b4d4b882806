"""Effects of the keyword actions and verbs written in their own grammar modules (701): regenerate,
search, look at and reveal, put into a library, shuffle, fight, prevent damage, combat
restrictions "this turn", proliferate, investigate, copy a spell.

Pure data like the rest of the IR; the rules give each node its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .abilities import Ability
from .effects import Effect

if TYPE_CHECKING:
    from .refs import ObjRef


# ---- regeneration (701.19, 614.8) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Regenerate(Effect):
    """"Regenerate [permanent]." (701.19a): the next time it would be destroyed this turn,
    instead its damage is removed, its controller taps it and it is removed from combat."""

    what: ObjRef


@dataclass(frozen=True, slots=True)
class DestroyNoRegen(Effect):
    """"Destroy [objects]. It/They can't be regenerated." (701.8a, 701.19c: regeneration shields
    aren't applied to this destruction). ``word`` (not compared) is the pronoun as printed."""

    what: ObjRef
    word: str = field(default="", compare=False)


# ---- restrictions on attacking and blocking (508.1c, 509.1b) ---------------------------------


@dataclass(frozen=True, slots=True)
class Restriction(Ability):
    """A static ability: "[objects] can't attack", "can't block", "can't attack or block",
    "can't be blocked" (508.1c, 509.1b). ``affects`` is ``This()`` ("SELF can't be blocked."),
    ``AttachedTo()`` ("Enchanted creature can't attack or block.") or ``Each(selector)``. An
    effect on the creature, not an ability it gains: it applies even if the creature loses all
    abilities."""

    affects: ObjRef
    attack: bool = False
    block: bool = False
    blocked: bool = False
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Restrict(Effect):
    """"[Objects] can't block / can't be blocked / can't attack or block this turn." (611.2a: a
    continuous effect on the objects it names as it resolves, until end of turn; 509.1b)."""

    what: ObjRef
    attack: bool = False
    block: bool = False
    blocked: bool = False


__all__ = ["DestroyNoRegen", "Regenerate", "Restrict", "Restriction"]
