"""Trigger conditions (603.1): "When SELF enters", "Whenever another creature dies", "At the
beginning of your upkeep", "At the beginning of combat on your turn", "When SELF enters or
dies", "Whenever SELF or another Elf you control enters".

One production per shape: the beginning of a step (603.2b), an event of this object, of this
object or another, of any object a noun phrase describes, and the events of a player. The words
of each event are in a table, so the printer reads the same table back."""

from __future__ import annotations

from .... import ir
from ..stream import NoParse, Stream
from .objects import NounPhrase, noun_phrase

Events = tuple[str, ...]
Table = tuple[tuple[tuple[str, ...], Events], ...]

_OPP = ir.Opponent()
SELF_EVENTS: Table = (
    (("enters",), ("enters",)),
    (("dies",), ("dies",)),
    (("leaves", "the", "battlefield"), ("leaves",)),  # 603.6c
    (("is", "put", "into", "a", "graveyard", "from", "the", "battlefield"),
     ("put_into_graveyard",)),  # 700.4: for a creature that is dying
    (("attacks",), ("attacks",)),
    (("blocks",), ("blocks",)),
    (("blocks", "a", "creature"), ("blocks_creature",)),  # 509.3b
    (("becomes", "blocked"), ("becomes_blocked",)),
    (("becomes", "tapped"), ("tapped",)),
    (("becomes", "untapped"), ("untaps",)),
    (("deals", "damage"), ("damage",)),  # 120.3
    (("deals", "combat", "damage"), ("combat_damage",)),
    (("deals", "damage", "to", "a", "player"), ("damage_to_player",)),
    (("deals", "damage", "to", "an", "opponent"), ("damage_to_player",)),
    (("deals", "combat", "damage", "to", "a", "player"), ("combat_damage_to_player",)),
    (("deals", "combat", "damage", "to", "an", "opponent"), ("combat_damage_to_player",)),
    (("deals", "damage", "to", "a", "creature"), ("damage_to_creature",)),
    (("deals", "combat", "damage", "to", "a", "creature"), ("combat_damage_to_creature",)),
    (("is", "dealt", "damage"), ("dealt_damage",)),
    (("becomes", "the", "target", "of", "a", "spell"), ("becomes_target_of_spell",)),
    (("becomes", "the", "target", "of", "a", "spell", "or", "ability"),
     ("becomes_target_of_spell", "becomes_target_of_ability")),
    (("is", "turned", "face", "up"), ("turned_face_up",)),  # 702.37e, 708.8
    (("becomes", "monstrous"), ("becomes_monstrous",)),  # 701.37b
)
"""What this object does or undergoes ("SELF [words]"); the first entry for an event is how it
is printed by default."""
OTHER_EVENTS: Table = (
    (("enters",), ("enters",)),
    (("dies",), ("dies",)),
    (("leaves", "the", "battlefield"), ("leaves",)),
    (("is", "put", "into", "a", "graveyard", "from", "the", "battlefield"),
     ("put_into_graveyard",)),
    (("attacks",), ("attacks",)),
    (("blocks",), ("blocks",)),
    (("becomes", "blocked"), ("becomes_blocked",)),
    (("becomes", "tapped"), ("tapped",)),
    (("deals", "combat", "damage", "to", "a", "player"), ("combat_damage_to_player",)),
    (("deals", "combat", "damage", "to", "an", "opponent"), ("combat_damage_to_player",)),
    (("is", "dealt", "damage"), ("dealt_damage",)),
    (("is", "turned", "face", "up"), ("turned_face_up",)),
)
"""What an object a noun phrase describes does ("another creature you control [words]")."""
TO_OPPONENT = ("to", "an", "opponent")
"""Damage events whose words end so are about a player who is an opponent (``player``)."""
VICTIM_EVENTS = frozenset({"damage_to_creature", "combat_damage_to_creature"})
"""Events whose "that creature" is the object the event was done to (``EventTarget``)."""
WHO: tuple[tuple[tuple[str, ...], ir.PlayerRef | None], ...] = (
    (("you",), ir.You()),
    (("an", "opponent"), ir.Opponent()),
    (("a", "player"), None),
)
"""The player whose action or event triggers: "you", "an opponent", "a player"."""
PLAYER_EVENTS: tuple[tuple[tuple[str, ...], tuple[str, ...], Events], ...] = (
    (("draw", "a", "card"), ("draws", "a", "card"), ("draw",)),  # 121.2: one card at a time
    (("discard", "a", "card"), ("discards", "a", "card"), ("discard",)),
    (("gain", "life"), ("gains", "life"), ("gain_life",)),
    (("lose", "life"), ("loses", "life"), ("lose_life",)),
    (("gain", "or", "lose", "life"), ("gains", "or", "loses", "life"),
     ("gain_life", "lose_life")),
    (("become", "the", "monarch"), ("becomes", "the", "monarch"), ("becomes_monarch",)),  # 724.3
)
"""What a player does: the words after "you", after "an opponent" / "a player", the events."""
NTH_EVENTS = (("cast", ("cast", "casts"), "spell"), ("draw", ("draw", "draws"), "card"))
"""The events counted with an ordinal: the verb (you, a third person) and the noun."""
ORDINALS = (("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5))
FIRST_TIME = ("for", "the", "first", "time", "each", "turn")
FIRST_TIME_EVENTS = frozenset({"gain_life", "lose_life"})
"""Player events that may be counted "for the first time each turn"."""
STEPS = (
    (("upkeep",), "upkeep"),
    (("end", "step"), "end_step"),
    (("draw", "step"), "draw_step"),
)
WHOSE: tuple[tuple[tuple[str, ...], ir.PlayerRef | None], ...] = (
    (("your",), ir.You()),
    (("each", "opponent", "'s"), ir.Opponent()),
    (("each", "player", "'s"), None),
    (("each",), None),
    (("the",), None),  # "the end step" (513.1a): every end step
)
"""Whose step: the words before the step's name and the active player they ask for."""
PLAYER_DAMAGE = frozenset({"damage_to_player", "combat_damage_to_player"})
"""Events whose "that player" is the player dealt damage (510.2)."""
STEP_EVENTS = frozenset({"upkeep", "end_step", "draw_step", "begin_combat"})


def trigger(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """The trigger condition after "When"/"Whenever"/"At", up to the comma."""
    if s.word("the", "beginning", "of"):
        return _step(s, env)
    if s.is_kind("SELF"):
        s.i += 1
        env.mention(env.self_noun, ir.This())
        if s.word("or", "another"):
            np = noun_phrase(s, env, other=True)
            if np.plural:
                raise NoParse
            events, word, who = _events(s, OTHER_EVENTS)
            env.trigger_object = ir.EventObject()
            env.mention(np.noun, ir.EventObject())
            env.players.append(ir.EventPlayer())  # who controls (controlled) it
            return ir.Trigger(events[0], "self_or", np.selector.pred, who, also=events[1:],
                              word=word)
        if s.is_word("blocks") and not s.is_word(",", k=1):
            from .base import opt

            blocked = opt(s, _blocks_what, env)
            if blocked is not None:
                return blocked
        events, word, who = _events(s, SELF_EVENTS)
        if VICTIM_EVENTS & set(events):
            env.mention("creature", ir.EventTarget())
        if PLAYER_DAMAGE & set(events):
            env.players.append(ir.EventPlayer())  # "that player": the player dealt damage
        return ir.Trigger(events[0], player=who, also=events[1:], word=word)
    if s.word("the", "ring", "tempts", "you"):  # 701.54d
        return ir.Trigger("ring_tempts", "any", player=ir.You())
    mark = s.mark()
    for who_words, who in WHO:
        if s.word(*who_words):
            third = not isinstance(who, ir.You)
            nth = _nth(s, env, who, third)
            if nth is not None:
                return nth
            for base, third_words, events in sorted(PLAYER_EVENTS, key=lambda e: -len(e[0])):
                if s.word(*(third_words if third else base)):
                    if third:
                        env.players.append(ir.EventPlayer())
                    first = events[0] in FIRST_TIME_EVENTS and len(events) == 1 and \
                        s.word(*FIRST_TIME)
                    return ir.Trigger(events[0], "any", player=who, also=events[1:],
                                      nth=1 if first else 0)
            if not third and s.word("attack", "with", "one", "or", "more"):
                np = _plural(s, env)
                return ir.Trigger("creatures_attack", "batch", np.selector.pred, player=who)
            if s.word("sacrifice" if not third else "sacrifices"):
                return _sacrifice(s, env, who)
            if s.word("cast" if not third else "casts"):
                return _cast(s, env, who)
            break
    s.reset(mark)
    if s.word("a", "player", "taps", "a", "land", "for", "mana"):
        env.mention("land", ir.EventObject())
        env.players.append(ir.EventPlayer())
        return ir.Trigger("tapped_for_mana", "filter", ir.CardType("Land"))
    if s.is_word("enchanted") or s.is_word("equipped"):
        return _attached(s, env)
    if s.word("one", "or", "more"):
        return _batch(s, env)
    other = bool(s.word("another"))
    np = noun_phrase(s, env, other=other, article=not other)
    if np.plural:
        raise NoParse
    events, word, who = _events(s, OTHER_EVENTS)
    env.trigger_object = ir.EventObject()
    env.mention(np.noun, ir.EventObject())
    env.players.append(ir.EventPlayer())  # who controls (controlled) it, or was dealt damage
    return ir.Trigger(events[0], "filter", np.selector.pred, who, also=events[1:], word=word)


def _attached(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """"enchanted creature dies", "equipped creature attacks" (301.5, 303.4): an event of the
    object this Aura or Equipment is attached to (as it was attached just before the event,
    603.10a); "it" and "that creature" are that object."""
    word = str(s.peek().value)  # type: ignore[union-attr]
    noun_tok = s.peek(1)
    if noun_tok is None or not (noun_tok.kind == "TYPE" or s.is_word("permanent", k=1)):
        raise NoParse
    s.i += 2
    noun = str(noun_tok.value).lower() if noun_tok.kind == "TYPE" else "permanent"
    pred = ir.CardType(str(noun_tok.value)) if noun_tok.kind == "TYPE" else ir.ANYTHING
    events, words, who = _events(s, SELF_EVENTS)
    env.trigger_object = ir.EventObject()
    env.mention(noun, ir.EventObject())
    if VICTIM_EVENTS & set(events):
        env.mention("creature", ir.EventTarget())
    if PLAYER_DAMAGE & set(events):
        env.players.append(ir.EventPlayer())  # "that player": the player dealt damage
    return ir.Trigger(events[0], "attached", pred, who, also=events[1:], word=words,
                      host=f"{word} {noun_tok.text}")


def _nth(s: Stream, env, who: ir.PlayerRef | None, third: bool  # noqa: ANN001 - bind.Env
         ) -> ir.Trigger | None:
    """"you cast your second spell each turn", "an opponent draws their third card each turn":
    the player's nth spell cast (601.2i) or card drawn (121.2) this turn; "that spell" is the
    spell."""
    whose = "their" if third else "your"
    for event, verbs, noun in NTH_EVENTS:
        for word, n in ORDINALS:
            if s.word(verbs[third], whose, word, noun, "each", "turn"):
                if event == "cast":
                    env.trigger_object = ir.EventObject()
                    env.mention("spell", ir.EventObject())
                if third:
                    env.players.append(ir.EventPlayer())
                return ir.Trigger(event, "any", player=who, nth=n)
    return None


def _batch(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """"one or more [objects] attack" (508.1: attackers are declared as one event), "one or more
    [objects] deal combat damage to a player" (510.2: combat damage is dealt at once): one
    trigger per event, however many objects it has (603.2c); "one or more [+1/+1] counters are
    put on SELF / a creature you control" (122.6: each permanent given counters by an event
    is one trigger)."""
    kind = ""
    if s.word("counters"):
        kind = "counter_put"
    elif s.is_kind("PT") and s.is_word("counters", k=1):
        kind = "counter_put:" + "/".join(s.peek().value)  # type: ignore[union-attr]
        s.i += 2
    if kind:
        if not s.word("are", "put", "on"):
            raise NoParse
        if s.is_kind("SELF"):
            s.i += 1
            env.mention(env.self_noun, ir.This())
            return ir.Trigger(kind)
        np = noun_phrase(s, env, article=True)
        env.trigger_object = ir.EventObject()
        env.mention(np.noun, ir.EventObject())
        return ir.Trigger(kind, "filter", np.selector.pred)
    np = _plural(s, env)
    if s.word("attack"):
        return ir.Trigger("creatures_attack", "batch", np.selector.pred)
    if s.word("deal", "combat", "damage", "to", "a", "player"):
        env.players.append(ir.EventPlayer())  # the player dealt damage
        return ir.Trigger("creatures_deal_combat_damage_to_player", "batch", np.selector.pred)
    raise NoParse


def _plural(s: Stream, env) -> NounPhrase:  # noqa: ANN001 - bind.Env
    """The objects of a batch event: "[other] creatures you control" (permanents)."""
    other = bool(s.word("other"))
    np = noun_phrase(s, env, other=other)
    if not np.plural or np.selector.zones != ("battlefield",):
        raise NoParse
    return np


def _cast(s: Stream, env, who: ir.PlayerRef | None) -> ir.Trigger:  # noqa: ANN001
    """"you cast a [quality] spell" (601.2i): the spell is the event's object."""
    np = noun_phrase(s, env, article=True)
    if np.noun != "spell":
        raise NoParse
    pred = np.selector.pred
    if s.word("that", "targets", "SELF"):  # heroic: the spell's targets are chosen (601.2c)
        parts = pred.parts if isinstance(pred, ir.And) else (pred,)
        pred = ir.And((*parts, ir.TargetsThis())) if parts else ir.TargetsThis()
    env.trigger_object = ir.EventObject()
    env.mention("spell", ir.EventObject())
    if pred is not np.selector.pred:
        env.mention(env.self_noun, ir.This())  # "put a +1/+1 counter on it": SELF, last named
    if not isinstance(who, ir.You):
        env.players.append(ir.EventPlayer())  # the player who cast it
    return ir.Trigger("cast", "filter", pred, player=who)


def _sacrifice(s: Stream, env, who: ir.PlayerRef | None) -> ir.Trigger:  # noqa: ANN001
    """"you sacrifice a [noun]" / "another [noun]" (701.21a): the permanent is the event's
    object, as it last existed."""
    other = bool(s.word("another"))
    np = noun_phrase(s, env, other=other, article=not other)
    if np.plural:
        raise NoParse
    env.trigger_object = ir.EventObject()
    env.mention(np.noun, ir.EventObject())
    return ir.Trigger("sacrifice", "filter", np.selector.pred, player=who)


def _step(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """"the beginning of [whose] [step]" (603.2b): "your upkeep", "each opponent's upkeep",
    "the end step"; "combat on your turn", "each combat" (507)."""
    if s.word("combat", "on", "your", "turn"):
        return ir.Trigger("begin_combat", "any", player=ir.You())
    if s.word("each", "combat"):
        return ir.Trigger("begin_combat", "any")
    found = next(((w, p) for w, p in WHOSE if s.word(*w)), None)
    if found is None:
        raise NoParse
    words, who = found
    for step_words, event in STEPS:
        if s.word(*step_words):
            if not isinstance(who, ir.You):
                env.players.append(ir.EventPlayer())  # "that player": whose step it is
            word = _joined(words)
            return ir.Trigger(event, "any", player=who,
                              word="" if word == _whose_word(who) else word)
    raise NoParse


def _whose_word(who: ir.PlayerRef | None) -> str:
    """The default words for whose step it is."""
    return next(_joined(w) for w, p in WHOSE if p == who)


def _who_words(who: ir.PlayerRef | None) -> str:
    return next(" ".join(w) for w, p in WHO if p == who)


def _joined(words: tuple[str, ...]) -> str:
    return " ".join(words).replace(" 's", "'s")


def _blocks_what(s: Stream, env) -> ir.Trigger:  # noqa: ANN001 - bind.Env
    """"SELF blocks a creature with flying" (509.3b: once for each such creature it blocks; its
    characteristics as blockers are declared, 509.3f): the blocked creature is the event's
    ``EventTarget``, "that creature"."""
    s.i += 1  # "blocks"
    np = noun_phrase(s, env, article=True)
    if np.plural or np.selector.pred == ir.CardType("Creature") or not s.is_word(","):
        raise NoParse
    env.mention(np.noun, ir.EventTarget())
    return ir.Trigger("blocks_creature", condition=ir.ObjectIs(ir.EventTarget(),
                                                               np.selector.pred))


def _events(s: Stream, table: Table) -> tuple[Events, str, ir.PlayerRef | None]:
    """One or more events joined by "or" ("enters or dies", "blocks or becomes blocked"); the
    words read are returned where they differ from the default, and the player the events are
    about ("deals damage to an opponent")."""
    longest = sorted(table, key=lambda we: -len(we[0]))
    events: list[str] = []
    read: list[str] = []
    players: set[bool] = set()
    while True:
        for words, evs in longest:
            if s.word(*words):
                if set(evs) & set(events):
                    raise NoParse
                events += evs
                read += words
                players.add(words[-3:] == TO_OPPONENT)
                break
        else:
            raise NoParse
        if not s.word("or"):
            break
        read.append("or")
    if len(players) > 1:
        raise NoParse  # "deals damage to an opponent or [another event]": whose?
    found = tuple(events)
    player = _OPP if True in players else None
    text = " ".join(read)
    return found, "" if text == _event_words(found, table, player) else text, player


def _event_words(events: Events, table: Table, player: ir.PlayerRef | None = None) -> str:
    """The default words for one or more events (about an opponent, for ``Opponent()``)."""
    def fits(words: tuple[str, ...]) -> bool:
        return (words[-3:] == TO_OPPONENT) == isinstance(player, ir.Opponent)

    for words, evs in table:
        if evs == events and fits(words):
            return " ".join(words)
    parts = [next((" ".join(w) for w, evs in table if evs == (e,) and fits(w)), "")
             for e in events]
    return " or ".join(parts) if all(parts) else ""


def print_trigger(t: ir.Trigger, printer) -> str:  # noqa: ANN001 - printer.Printer
    """The words of a trigger condition after "When/Whenever/At"."""
    events = (t.event, *t.also)
    if t.event == "state":  # 603.8
        from .conditions import print_condition

        return print_condition(t.condition, printer)
    if t.event == "begin_combat":
        return "the beginning of combat on your turn" if isinstance(t.player, ir.You) else \
            "the beginning of each combat"
    if t.event in STEP_EVENTS:
        step = next(" ".join(w) for w, e in STEPS if e == t.event)
        return f"the beginning of {t.word or _whose_word(t.player)} {step}"
    if t.event.startswith("counter_put"):
        kind = t.event.partition(":")[2]
        counters = f"one or more {kind + ' ' if kind else ''}counters are put on"
        if t.subject == "self":
            return f"{counters} SELF"
        return f"{counters} {printer.noun_phrase(ir.Selector(t.pred), art=True)}"
    if t.subject == "self" and t.event == "blocks_creature" and isinstance(
            t.condition, ir.ObjectIs) and isinstance(t.condition.obj, ir.EventTarget):
        return f"SELF blocks {printer.noun_phrase(ir.Selector(t.condition.pred), art=True)}"
    if t.subject == "self":
        return f"SELF {t.word or _event_words(events, SELF_EVENTS, t.player)}"
    if t.subject == "attached":
        return f"{t.host} {t.word or _event_words(events, SELF_EVENTS, t.player)}"
    if t.nth and t.event in {e for e, _, _ in NTH_EVENTS}:
        _, verbs, noun = next(e for e in NTH_EVENTS if e[0] == t.event)
        third = not isinstance(t.player, ir.You)
        nth = next(w for w, n in ORDINALS if n == t.nth)
        return f"{_who_words(t.player)} {verbs[third]} {'their' if third else 'your'} {nth} " \
            f"{noun} each turn"
    if t.event == "ring_tempts" and isinstance(t.player, ir.You):  # 701.54d
        return "the Ring tempts you"
    if t.subject == "any" and events in {e for _, _, e in PLAYER_EVENTS}:
        base, third, _ = next(e for e in PLAYER_EVENTS if e[2] == events)
        words = base if isinstance(t.player, ir.You) else third
        first = " " + " ".join(FIRST_TIME) if t.nth == 1 else ""
        return f"{_who_words(t.player)} {' '.join(words)}{first}"
    if t.event == "tapped_for_mana":
        return "a player taps a land for mana"
    if t.subject == "batch":
        objects = printer.noun_phrase(ir.Selector(t.pred), plural=True)
        if t.event == "creatures_attack" and t.player is not None:
            return f"{_who_words(t.player)} attack with one or more {objects}"
        verb = "attack" if t.event == "creatures_attack" else "deal combat damage to a player"
        return f"one or more {objects} {verb}"
    if t.event == "cast":
        verb = "cast" if isinstance(t.player, ir.You) else "casts"
        parts = t.pred.parts if isinstance(t.pred, ir.And) else (t.pred,)
        rest = tuple(p for p in parts if not isinstance(p, ir.TargetsThis))
        pred = rest[0] if len(rest) == 1 else ir.And(rest) if rest else ir.ANYTHING
        spell = printer.noun_phrase(ir.Selector(pred, ('stack',)), art=True)
        targets = " that targets SELF" if len(rest) < len(parts) else ""
        return f"{_who_words(t.player)} {verb} {spell}{targets}"
    if t.event == "sacrifice":
        verb = "sacrifice" if isinstance(t.player, ir.You) else "sacrifices"
        return f"{_who_words(t.player)} {verb} {printer.noun_phrase(ir.Selector(t.pred), art=True)}"
    words = t.word or _event_words(events, OTHER_EVENTS, t.player)
    phrase = printer.noun_phrase(ir.Selector(t.pred), art=True)
    if t.subject == "self_or":
        return f"SELF or {phrase} {words}"
    return f"{phrase} {words}"
