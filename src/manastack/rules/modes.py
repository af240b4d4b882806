"""Choosing the modes of a modal spell or ability (700.2): as it is cast or activated (700.2a,
601.2b) or put on the stack (700.2b, 603.3c)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import Choice, Decision, IllegalAction
from .describe import mode_texts
from .mana import NO_COST, ManaCost
from .targets import has_targets

if TYPE_CHECKING:
    from ..game.game import Game
    from .card import CardDef


def legal_modes(game: Game, modal: ir.Modal, pid: int, source: int,
                moving: int | None = None) -> list[int]:
    """700.2a-b: the modes that can be chosen, a mode without legal targets can't be; ``moving``
    as for ``has_targets``."""
    return [i for i, m in enumerate(modal.modes)
            if has_targets(game, m.targets, pid, source, moving)]


def fewest(modal: ir.Modal) -> int:
    """How many modes must be chosen: exactly ``choose``, from ``minimum`` ("one or both"), or
    none for "choose up to N" (700.2b: an ability with no mode chosen is removed)."""
    if modal.up_to:
        return 0
    return modal.minimum or modal.choose


def modes_possible(game: Game, modal: ir.Modal, pid: int, source: int,
                   moving: int | None = None) -> bool:
    """Whether enough modes can be chosen (601.2b, 603.3c): at least one, and as many distinct
    ones as must be chosen unless a mode may be chosen more than once (700.2d)."""
    found = len(legal_modes(game, modal, pid, source, moving))
    if modal.repeat:
        return found > 0
    return found >= max(1, fewest(modal))


def _accepted(check: Callable[[Any], None], answer: Any) -> bool:
    try:
        check(answer)
    except IllegalAction:
        return False
    return True


def choose_modes(game: Game, pid: int, modal: ir.Modal, source: int, text: str = "",
                 check: Callable[[Any], None] | None = None, default: int | None = None,
                 ) -> Generator[Decision, Any, tuple[int, ...]]:
    """700.2a-b: choose the mode(s) among the legal ones. Each option is labelled with its
    mode's bulleted line of ``text``. "Choose one" is one choice; "choose one or both", "choose
    two" and "choose up to N" a subset; "You may choose the same mode more than once" (700.2d)
    one choice per mode to choose. The modes are returned in printed order (700.2a, 700.2d).
    ``check`` may refuse a choice whose costs can't be paid (601.2h); the ``default`` mode alone is
    an answer it accepts."""
    labels = mode_texts(text)
    options = [Choice(i, labels[i] if i < len(labels) else f"mode {i + 1}")
               for i in legal_modes(game, modal, pid, source)]
    if modal.repeat:
        chosen = []
        for n in range(modal.choose):
            answer = yield Decision(pid, "mode", options,
                                    prompt=f"choose a mode ({n + 1} of {modal.choose}; the "
                                           "same mode may be chosen more than once)")
            chosen.append(answer.value)
        return tuple(sorted(chosen))
    if modal.choose == 1 and not modal.minimum and not modal.up_to:  # a tiered one, 702.183a
        if check is not None:  # 601.2h: only a mode whose cost can be paid is offered
            options = [o for o in options if _accepted(check, [o])]
        answer = yield Decision(pid, "mode", options, prompt="choose one",
                                cite="601.2h" if check is not None else "")
        return (answer.value,)
    if modal.up_to:
        prompt = f"choose up to {modal.choose}"
    elif modal.minimum:
        prompt = f"choose {modal.minimum} or more" if modal.choose >= len(modal.modes) else \
            f"choose {modal.minimum} to {modal.choose}"
    else:
        prompt = f"choose {modal.choose}"
    answer = yield Decision(pid, "mode", options, prompt=prompt, shape="subset",
                            min=min(fewest(modal), len(options)),
                            max=min(modal.choose, len(options)), check=check,
                            default=[o for o in options if o.value == default] or None)
    return tuple(sorted(c.value for c in answer))


def modes_cost(card: CardDef, modal: ir.Modal, modes: tuple[int, ...]) -> ManaCost:
    """The additional mana the chosen modes cost (601.2f): each spree mode's own cost (700.2h,
    702.172a), escalate once per mode beyond the first (702.120a), entwine if every mode is
    chosen where fewer may be (702.42a)."""
    total = NO_COST
    for m in modes:
        if modal.modes[m].cost:
            total = total.plus(ManaCost.parse(modal.modes[m].cost))
    if card.escalate is not None:
        for _ in modes[1:]:
            total = total.plus(ManaCost.parse(card.escalate.mana))
    if card.entwine is not None and len(modes) > modal.choose:
        total = total.plus(ManaCost.parse(card.entwine.mana))
    return total


def affordable_modes(game: Game, pid: int, card: CardDef, modal: ir.Modal, source: int,
                     base: ManaCost, keywords: frozenset[str]) -> list[int]:
    """The legal modes that, chosen alone, can be paid for with ``base`` (601.2h): a spree
    spell needs one of them (702.172a)."""
    from .payment import can_afford

    return [m for m in legal_modes(game, modal, pid, source) if can_afford(
        game, pid, base.plus(modes_cost(card, modal, (m,))), keywords=keywords, spell=source)]
