"""Antecedents: what "it", "that creature", "that player" and "they" refer to while one ability
is parsed, and the target phrases it has collected (115.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ... import ir

PLURAL_TOKENS = "tokens"
"""The noun of a mention of tokens created several at a time: "them", not "it"."""


@dataclass
class Env:
    """The parsing context of one ability: the card, the target phrases so far, and the objects
    and players mentioned (most recent last)."""

    name: str = ""
    self_noun: str = "permanent"  # "creature", "artifact", "spell" ...: what SELF is
    targets: list[ir.Target] = field(default_factory=list)
    mentioned: list[tuple[str, ir.ObjRef]] = field(default_factory=list)
    players: list[ir.PlayerRef] = field(default_factory=list)
    trigger_object: ir.ObjRef | None = None
    last_token: ir.TokenSpec | None = None  # what "those tokens" are
    exiled: ir.ObjRef | None = None  # what an "exile" effect of this ability named
    in_target: bool = False  # reading a target phrase's description (checked before resolving)

    def add_target(self, target: ir.Target, noun: str, word: str = "") -> ir.Targeted:
        """Collect a target phrase; the reference names what it chooses."""
        self.targets.append(target)
        ref = ir.Targeted(len(self.targets) - 1)
        if target.objects is not None:
            self.mentioned.append((noun, ref))
            parts = target.objects.pred.parts if isinstance(target.objects.pred, ir.And) else (
                target.objects.pred,)
            if ir.ControlledBy(ir.Opponent()) in parts:  # "... an opponent controls": "that player"
                self.players.append(ir.ControllerOf(ref))
        if target.players is not None and target.objects is None:
            self.players.append(ref)
        elif target.players is not None:  # "target player or planeswalker. That player or
            self.players.append(ir.PlayerOrController(ref))  # that planeswalker's controller"
        elif target.objects is not None and _opponent_controls(target.objects.pred):
            self.players.append(ir.ControllerOf(ref))  # "... an opponent controls. That player"
        return ref

    def mention(self, noun: str, ref: ir.ObjRef) -> None:
        self.mentioned.append((noun, ref))

    def it(self) -> ir.ObjRef | None:
        """"it": the most recently mentioned object, never tokens created several at a time
        ("create X Junk tokens, where X is the number of +1/+1 counters on it")."""
        return next((ref for noun, ref in reversed(self.mentioned) if noun != PLURAL_TOKENS),
                    None)

    def that(self, noun: str) -> ir.ObjRef | None:
        """"that [noun]": the most recent mention of an object called so."""
        for known, ref in reversed(self.mentioned):
            if known == noun or noun in ("permanent", "card", "object"):
                return ref
        return None

    def that_player(self) -> ir.PlayerRef | None:
        return self.players[-1] if self.players else None

    def child(self) -> Env:
        """A fresh context for a quoted ability or a mode (its own targets)."""
        return Env(self.name, self.self_noun)


def _opponent_controls(pred: ir.Pred) -> bool:
    """Whether a description says "an opponent controls" (a player "that player" can name)."""
    parts = pred.parts if isinstance(pred, ir.And) else (pred,)
    return any(isinstance(p, ir.ControlledBy) and isinstance(p.player, ir.Opponent)
               for p in parts)
