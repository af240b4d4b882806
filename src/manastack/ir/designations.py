"""Player designations and the game-wide mechanics behind them: the monarch (724), the
initiative (725), venturing into the dungeon (701.49, 309) and the Ring tempting you (701.54).

Pure data like the rest of the IR; ``rules/designations.py`` gives each node its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .conditions import Condition
from .effects import Effect
from .refs import You

if TYPE_CHECKING:
    from .refs import ObjRef, PlayerRef


@dataclass(frozen=True, slots=True)
class BecomeMonarch(Effect):
    """"[player] become(s) the monarch" (724.1, 724.3: the current monarch ceases to be)."""

    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class IsMonarch(Condition):
    """"you're the monarch", "an opponent is the monarch", "defending player is the monarch"
    (724); ``who`` None: "there is no monarch" is ``NotCond(IsMonarch(None))``, i.e. some
    player is the monarch. ``word`` (not compared): "you are" where printed so."""

    who: PlayerRef | None = field(default_factory=You)
    word: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RingTempts(Effect):
    """"the Ring tempts you" (701.54a): the player gets the emblem The Ring if they have none
    (701.54c) and chooses a creature they control as their Ring-bearer."""

    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ControllerSacrifices(Effect):
    """"[object]'s controller sacrifices it" (701.21a): The Ring's "the blocking creature's
    controller sacrifices it at end of combat" (701.54c)."""

    what: ObjRef


__all__ = ["BecomeMonarch", "ControllerSacrifices", "IsMonarch", "RingTempts"]
