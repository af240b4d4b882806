"""Dividing an amount among targets (601.2d): "Arc Lightning deals 3 damage divided as you choose
among one, two, or three targets." The controller announces the division as the spell is cast,
or as the ability is activated or put on the stack (602.2b, 603.3d), right after choosing the
targets: at least one target, and each target is given at least 1. The division is kept with
the spell or ability (``division``, in the order of the targets) and doesn't change if a target
becomes illegal (608.2b: that part of the damage isn't dealt)."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision, IllegalAction
from .targets import describe

if TYPE_CHECKING:
    from ..game.game import Game


def divided_node(effect: Any) -> ir.DealDivided | None:
    """The effect's divided damage, if it has one."""
    return next((n for n in ir.walk(effect) if isinstance(n, ir.DealDivided)), None)


def divided_total(effect: Any, x: int) -> int | None:
    """The amount the effect divides (a number, or X as chosen, 601.2b), or None."""
    node = divided_node(effect)
    if node is None:
        return None
    return node.amount if isinstance(node.amount, int) else x


def announce(game: Game, pid: int, effect: Any, targets: Sequence[tuple[Any, ...]], x: int,
             name: str) -> Generator[Decision, Any, tuple[int, ...]]:
    """601.2d: the controller divides the amount among the chosen targets of the divided
    phrase, at least 1 each; a single target gets it all. Returns the amounts in target
    order."""
    node = divided_node(effect)
    if node is None or node.to.index >= len(targets):
        return ()
    group = targets[node.to.index]
    total = divided_total(effect, x) or 0
    if not group:
        return ()
    if len(group) == 1:
        division: tuple[int, ...] = (total,)
    else:
        options = [Choice(t, describe(game, t)) for t in group]

        def check(answer: dict[Any, int]) -> None:
            if any(n < 1 for n in answer.values()) or len(answer) != len(options):
                raise IllegalAction("each target must be given at least 1 damage", "601.2d")

        default = {o: 1 for o in options}
        default[options[0]] += total - len(options)
        answer = yield Decision(pid, "divide_damage", options, shape="divide", total=total,
                                prompt=f"divide {total} damage among the targets of {name} "
                                       "(601.2d)", check=check, default=default)
        by_target = {c.value: n for c, n in answer.items()}
        division = tuple(by_target[t] for t in group)
    parts = ", ".join(f"{n} to {describe(game, t)}" for t, n in zip(group, division, strict=True))
    game.record("divide", f"{game.player(pid).name} divides {name}'s {total} damage: {parts}",
                "601.2d")
    return division
