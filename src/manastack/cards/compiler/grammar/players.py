"""Players: "you", "target player", "each opponent", "its controller", "that player" (102, 109.5)."""

from __future__ import annotations

from dataclasses import replace

from .... import ir
from ..stream import NoParse, Stream
from .base import opt
from .objects import player_or_controller, possessive_ref, target_phrase


def player_ref(s: Stream, env) -> ir.PlayerRef:  # noqa: ANN001 - bind.Env
    """A player named as the subject or object of an effect."""
    if s.word("you"):
        return ir.You()
    if s.word("each", "player"):
        return ir.EachPlayer()
    if s.word("each", "opponent"):
        return ir.EachOpponent()
    if s.word("defending", "player"):
        return ir.DefendingPlayer()
    if isinstance(env.that_player(), ir.PlayerOrController):  # "that player or that
        either = opt(s, player_or_controller, env)  # planeswalker's controller"
        if either is not None:
            return either
    if s.word("that", "player"):
        found = env.that_player()
        if isinstance(found, ir.PlayerOrController):  # only with "or that ...'s controller"
            raise NoParse
        if found is None:  # no player mentioned, and the trigger's event names none (603.2)
            s.fail("a player for 'that player' to refer to")
            raise NoParse
        if isinstance(found, ir.ControllerOf | ir.OwnerOf):
            return replace(found, word="that player")
        return found
    if s.is_word("target", "player") or s.is_word("target", "opponent"):
        ref = target_phrase(s, env)
        if env.targets[ref.index].objects is None:
            return ref
        raise NoParse
    mark = s.mark()
    owner = possessive_ref(s, env)
    if owner is not None:
        if s.word("controller"):
            env.players.append(ir.ControllerOf(owner))  # "that player" later
            return ir.ControllerOf(owner)
        if s.word("owner"):
            env.players.append(ir.OwnerOf(owner))
            return ir.OwnerOf(owner)
    s.reset(mark)
    s.fail("a player")
    raise NoParse


GRAVEYARD_OF = "'s graveyard"
"""``Each.word`` of a whole graveyard named by its owner ("target player's graveyard")."""


def graveyard_of(s: Stream, env) -> ir.Each:  # noqa: ANN001 - bind.Env
    """"target player's graveyard", "your graveyard", "that player's graveyard": every card in
    that player's graveyard (404.1), as the effect happens."""
    if s.word("your", "graveyard"):
        who: ir.PlayerRef = ir.You()
    else:
        who = player_ref(s, env)
        if isinstance(who, ir.You | ir.EachPlayer):
            raise NoParse
        if not s.word("'s", "graveyard"):
            raise NoParse
        if not isinstance(who, ir.EachOpponent):
            env.players.append(who)  # "... that player loses 1 life"
    return ir.Each(ir.Selector(ir.OwnedBy(who), ("graveyard",)), word=GRAVEYARD_OF)


def print_graveyard_of(ref: ir.Each, printer) -> str:  # noqa: ANN001
    """The words for :func:`graveyard_of`'s reference."""
    (owner,) = [p for p in ((ref.what.pred,) if not isinstance(ref.what.pred, ir.And)
                            else ref.what.pred.parts) if isinstance(p, ir.OwnedBy)]
    who = owner.player
    return "your graveyard" if isinstance(who, ir.You) else \
        f"{print_player(who, printer.targets, printer)}'s graveyard"


def print_player(p: ir.PlayerRef, targets: tuple[ir.Target, ...], printer) -> str:  # noqa: ANN001
    """The words for a player reference (the inverse of :func:`player_ref`)."""
    if isinstance(p, ir.You):
        return "you"
    if isinstance(p, ir.EachPlayer):
        return "each player"
    if isinstance(p, ir.EachOpponent):
        return "each opponent"
    if isinstance(p, ir.DefendingPlayer):
        return "defending player"
    if isinstance(p, ir.EventPlayer):
        return "that player"
    if isinstance(p, ir.Targeted):
        return p.word or printer.target(targets[p.index])
    if isinstance(p, ir.ControllerOf | ir.OwnerOf | ir.PlayerOrController) and p.word:
        return p.word
    if isinstance(p, ir.ControllerOf):
        return printer.possessive(p.obj) + " controller"
    if isinstance(p, ir.OwnerOf):
        return printer.possessive(p.obj) + " owner"
    raise ValueError(f"can't print player {p!r}")

