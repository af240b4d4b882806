"""Choosing new targets (115.7d) for a spell or ability, and for copies of them (707.10c)."""

from __future__ import annotations

import itertools
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision
from .targets import bounds, candidates, describe, shares_card_type

if TYPE_CHECKING:
    from ..game.game import Game

MAX_SETS = 5000


def new_target_sets(game: Game, specs: Sequence[ir.Target], current: tuple[tuple[Any, ...], ...],
                    controller: int, source: int) -> list[tuple[Any, ...]]:
    """Every legal final set of targets, one target per phrase, the current set first: each
    target stays or becomes another legal target (115.7d); relations between targets ("that
    shares a card type with it") must hold wherever one of the pair changed, since only the
    final set is evaluated (115.7e)."""
    now = tuple(group[0] if group else None for group in current)
    per = [[now[i]] + [c for c in candidates(game, spec, controller, source) if c != now[i]]
           for i, spec in enumerate(specs)]
    found: list[tuple[Any, ...]] = []
    for combo in itertools.product(*per):
        changed = [combo[i] != now[i] for i in range(len(specs))]
        if all(_related(game, specs, combo, changed, i) for i in range(len(specs))):
            found.append(combo)
            if len(found) >= MAX_SETS:
                break
    return found


def _related(game: Game, specs: Sequence[ir.Target], combo: tuple[Any, ...],
             changed: list[bool], i: int) -> bool:
    j = specs[i].shares_type_with
    if j < 0 or not (changed[i] or changed[j]):
        return True
    return combo[i] != combo[j] and shares_card_type(game, combo[i], combo[j])


def choose_new_targets(game: Game, pid: int, item: Any, specs: Sequence[ir.Target], source: int
                       ) -> Generator[Decision, Any, None]:
    """115.7d / 707.10c: the player may choose new targets; the answer is the whole final set.
    Legal targets are those for the item's controller now (115.7, 601.2c): "target creature you
    control" of a spell whose control another player gained means that player's creatures."""
    if not specs or any(bounds(spec) != (1, 1) for spec in specs):
        return  # only single-target phrases can be rechosen here
    sets = new_target_sets(game, specs, item.targets, item.controller, source)
    if len(sets) <= 1:
        return
    labels = [Choice(combo, "keep the targets" if n == 0 else
                     ", ".join(describe(game, t) for t in combo)) for n, combo in enumerate(sets)]
    answer = yield Decision(pid, "new_targets", labels,
                            prompt=f"choose new targets for {item.name} (115.7d)")
    if answer.value != sets[0]:
        item.targets = tuple((t,) for t in answer.value)
        game.touch()
        game.record("retarget", f"{game.player(pid).name} chooses new targets for {item.name}: "
                    f"{answer.label}", "115.7d")
