"""Trigger conditions (603.1): "When SELF enters", "Whenever another creature dies", "At the
beginning of your upkeep"."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .objects import noun_phrase

SELF_EVENTS = (
    (("enters",), "enters"),
    (("dies",), "dies"),
    (("attacks",), "attacks"),
    (("blocks",), "blocks"),
    (("blocks", "a", "creature"), "blocks"),
    (("becomes", "blocked"), "becomes_blocked"),
    (("becomes", "untapped"), "untaps"),
    (("deals", "combat", "damage", "to", "a", "player"), "combat_damage_to_player"),
    (("becomes", "the", "target", "of", "a", "spell"), "becomes_target_of_spell"),
)
OTHER_EVENTS = (
    (("enters",), "enters"),
    (("dies",), "dies"),
)
STEPS = (
    (("upkeep",), "upkeep"),
    (("end", "step"), "end_step"),
    (("draw", "step"), "draw_step"),
)


def trigger(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """The trigger condition after "When"/"Whenever"/"At", up to the comma."""
    if s.word("the", "beginning", "of"):
        who: ir.PlayerRef | None
        if s.word("your"):
            who = ir.You()
        elif s.word("each"):
            who = None
        else:
            raise NoParse
        for words, event in STEPS:
            if s.word(*words):
                if who is None:
                    env.players.append(ir.EventPlayer())  # "that player": whose step it is
                return ir.Trigger(event, "any", player=who)
        raise NoParse
    if s.is_kind("SELF"):
        s.i += 1
        for words, event in sorted(SELF_EVENTS, key=lambda we: -len(we[0])):
            if s.word(*words):
                env.mention(env.self_noun, ir.This())
                if event == "combat_damage_to_player":
                    env.players.append(ir.EventPlayer())  # the player dealt damage
                default = next(w for w, e in SELF_EVENTS if e == event)
                return ir.Trigger(event, word=" ".join(words) if words != default else "")
        raise NoParse
    if s.word("you", "gain", "life"):
        return ir.Trigger("gain_life", "any", player=ir.You())
    if s.word("a", "player", "taps", "a", "land", "for", "mana"):
        env.mention("land", ir.EventObject())
        env.players.append(ir.EventPlayer())
        return ir.Trigger("tapped_for_mana", "filter", ir.CardType("Land"))
    if s.word("one", "or", "more", "creatures", "you", "control", "deal", "combat", "damage", "to",
              "a", "player"):
        env.players.append(ir.EventPlayer())  # the player dealt damage
        return ir.Trigger("creatures_deal_combat_damage_to_player", "any", player=ir.You())
    if s.word("you", "cast") or s.word("a", "player", "casts"):
        who = ir.You() if s.tokens[s.i - 2].value == "you" else None
        np = noun_phrase(s, env, article=True)
        if np.noun != "spell":
            raise NoParse
        env.trigger_object = ir.EventObject()
        env.mention("spell", ir.EventObject())
        env.players.append(ir.EventPlayer())  # the player who cast it
        return ir.Trigger("cast", "filter", np.selector.pred, player=who)
    other = bool(s.word("another"))
    np = noun_phrase(s, env, other=other, article=not other)
    if np.plural:
        raise NoParse
    for words, event in OTHER_EVENTS:
        if s.word(*words):
            env.trigger_object = ir.EventObject()
            env.mention(np.noun, ir.EventObject())
            env.players.append(ir.EventPlayer())  # who controls (controlled) it
            return ir.Trigger(event, "filter", np.selector.pred)
    raise NoParse


def print_trigger(t: ir.Trigger, printer) -> str:  # noqa: ANN001 - printer.Printer
    """The words of a trigger condition after "When/Whenever/At"."""
    if t.event in ("upkeep", "end_step", "draw_step"):
        step = next(" ".join(w) for w, e in STEPS if e == t.event)
        whose = "your" if isinstance(t.player, ir.You) else "each"
        return f"the beginning of {whose} {step}"
    if t.subject == "self":
        words = t.word or next(" ".join(w) for w, e in SELF_EVENTS if e == t.event)
        return f"SELF {words}"
    if t.event == "gain_life":
        return "you gain life"
    if t.event == "tapped_for_mana":
        return "a player taps a land for mana"
    if t.event == "creatures_deal_combat_damage_to_player":
        return "one or more creatures you control deal combat damage to a player"
    if t.event == "cast":
        who = "you cast" if isinstance(t.player, ir.You) else "a player casts"
        return f"{who} {printer.noun_phrase(ir.Selector(t.pred, ('stack',)), art=True)}"
    words = next(" ".join(w) for w, e in OTHER_EVENTS if e == t.event)
    return f"{printer.noun_phrase(ir.Selector(t.pred), art=True)} {words}"
