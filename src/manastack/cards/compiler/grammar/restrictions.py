"""Restrictions on attacking and blocking (508.1c, 509.1b): the static abilities "SELF can't be
blocked." and "Enchanted creature can't attack or block.", and the effects "target creature
can't block this turn", "SELF can't be blocked this turn"; and the static ability
"[permanents] doesn't untap during its controller's untap step." (502.3)."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import WORDS_OF, capitalize, need, number, opt
from .effects import prints
from .objects import noun_phrase, object_ref, possessive_ref

FORMS: tuple[tuple[tuple[str, ...], tuple[bool, bool, bool]], ...] = (
    (("attack", "or", "block"), (True, True, False)),
    (("block", "and", "can't", "be", "blocked"), (False, True, True)),
    (("be", "blocked"), (False, False, True)),
    (("attack",), (True, False, False)),
    (("block",), (False, True, False)),
)
"""The words after "can't" and what they forbid: (attack, block, be blocked)."""


def _forbids(s: Stream) -> tuple[bool, bool, bool]:
    need(s, "can't")
    for words, kinds in FORMS:
        if s.word(*words):
            return kinds
    raise NoParse


def _words(attack: bool, block: bool, blocked: bool) -> str:
    for words, kinds in FORMS:
        if kinds == (attack, block, blocked):
            return "can't " + " ".join(words)
    raise ValueError(f"can't print the restriction {(attack, block, blocked)}")


@verbs.static_ability
def restriction(s: Stream, env: Any) -> ir.Ability:
    """"SELF can't be blocked.", "Enchanted creature can't attack or block.", "Creatures your
    opponents control can't block." ("SELF can't block." stays the built-in ``CantBlock``);
    "SELF can block only creatures with flying.", "SELF can't be blocked by creatures with power
    2 or less.", "SELF can't be blocked by more than one creature."."""
    mark = s.mark()
    if isinstance(affects := opt(s, possessive_ref, env), ir.AttachedTo):
        need(s, *ACTIVATED)  # "Enchanted creature's activated abilities can't be activated."
        need(s, ".")
        return ir.Restriction(affects, activate=True)
    s.reset(mark)
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo | ir.Each):
        raise NoParse
    pair = opt(s, _pair_restriction, env, affects)
    if pair is not None:
        return pair
    attack, block, blocked = _forbids(s)
    activate = isinstance(affects, ir.AttachedTo) and bool(s.word(",", "and", "its", *ACTIVATED))
    need(s, ".")
    if isinstance(affects, ir.This) and (attack, block, blocked) == (False, True, False):
        raise NoParse
    return ir.Restriction(affects, attack, block, blocked, activate=activate)


ACTIVATED = ("activated", "abilities", "can't", "be", "activated")
"""602.5a: "its activated abilities can't be activated" (mana abilities too)."""


def _pair_restriction(s: Stream, env: Any, affects: ir.ObjRef) -> ir.Ability:
    """Restrictions on which creatures may block which (509.1b)."""
    if s.word("can", "block", "only"):
        return ir.Restriction(affects, blocks_only=_creatures(s, env))
    if s.word("can't", "block") and not s.is_word("."):
        return ir.Restriction(affects, cant_block=_creatures(s, env))
    need(s, "can't", "be", "blocked")
    if s.word("except", "by"):
        tok = s.peek()
        if tok is not None and tok.kind == "NUMBER" and s.is_word("or", "more", "creatures", ".",
                                                                  k=1):
            n = number(s)
            need(s, "or", "more", "creatures", ".")
            return ir.Restriction(affects, min_blockers=n)  # 509.1b
        return ir.Restriction(affects, except_by=_creatures(s, env))
    need(s, "by")
    if s.word("more", "than"):
        n = number(s)
        if not s.one_of("creature" if n == 1 else "creatures"):
            raise NoParse
        need(s, ".")
        return ir.Restriction(affects, max_blockers=n)
    return ir.Restriction(affects, blocked_by=_creatures(s, env))


def _creatures(s: Stream, env: Any) -> ir.Pred:
    """A plural description of creatures, ending the sentence."""
    np = noun_phrase(s, env)
    need(s, ".")
    if not np.plural or np.selector.zones != ("battlefield",):
        raise NoParse
    return np.selector.pred


UNTAP_STEPS: tuple[tuple[str, ...], ...] = (
    ("its", "controller", "'s", "untap", "step"),
    ("your", "untap", "step"),
    ("their", "controllers", "'", "untap", "steps"),
)
"""How a "doesn't untap" static ability names the untap step (502.3)."""


@verbs.static_ability
def may_not_untap(s: Stream, env: Any) -> ir.Ability:
    """"You may choose not to untap SELF during your untap step." (502.3)."""
    need(s, *MAY_NOT_UNTAP)
    return ir.MayNotUntap()


MAY_NOT_UNTAP = ("you", "may", "choose", "not", "to", "untap", "SELF", "during", "your", "untap",
                 "step", ".")


@verbs.prints_ability(ir.MayNotUntap)
def print_may_not_untap(ab: ir.MayNotUntap, printer: Any) -> str:
    return "You may choose not to untap SELF during your untap step."


def _additional_lands(s: Stream) -> int:
    """"an additional land" / "two additional lands" (305.2)."""
    if s.is_word("a"):
        raise NoParse
    n = number(s)
    need(s, "additional", "land" if n == 1 else "lands")
    return n


@verbs.static_ability
def additional_lands(s: Stream, env: Any) -> ir.Ability:
    """"You may play an additional land on each of your turns." / "Each player may play an
    additional land on/during each of their turns." (305.2)."""
    each = s.word("each", "player", "may", "play")
    if not each:
        need(s, "you", "may", "play")
    n = _additional_lands(s)
    word = "during" if s.word("during") else "on" if s.word("on") else ""
    if not word:
        raise NoParse
    need(s, "each", "of", "their" if each else "your", "turns", ".")
    return ir.AdditionalLands(n, each, word=word)


@verbs.prints_ability(ir.AdditionalLands)
def print_additional_lands(ab: ir.AdditionalLands, printer: Any) -> str:
    lands = "an additional land" if ab.count == 1 else f"{WORDS_OF[ab.count]} additional lands"
    who, whose = ("Each player", "their") if ab.each_player else ("You", "your")
    return f"{who} may play {lands} {ab.word or 'on'} each of {whose} turns."


@verbs.clause
def additional_land_this_turn(s: Stream, env: Any) -> ir.Effect:
    """"you may play an additional land this turn" (305.2): a permission, not a choice made as
    the effect resolves."""
    need(s, "you", "may", "play")
    n = _additional_lands(s)
    need(s, "this", "turn")
    return ir.AdditionalLandThisTurn(n)


@prints(ir.AdditionalLandThisTurn)
def print_additional_land_this_turn(self: Any, e: ir.AdditionalLandThisTurn) -> str:
    lands = "an additional land" if e.count == 1 else f"{WORDS_OF[e.count]} additional lands"
    return f"you may play {lands} this turn"


@verbs.static_ability
def cast_limit(s: Stream, env: Any) -> ir.Ability:
    """"Each player can't cast more than one spell each turn." / "You can't cast more than one
    spell each turn." (101.2)."""
    each = s.word("each", "player")
    if not each:
        need(s, "you")
    need(s, "can't", "cast", "more", "than")
    n = number(s)
    need(s, "spell" if n == 1 else "spells", "each", "turn", ".")
    return ir.CastLimit(n, each)


@verbs.prints_ability(ir.CastLimit)
def print_cast_limit(ab: ir.CastLimit, printer: Any) -> str:
    who = "Each player" if ab.each_player else "You"
    spells = "spell" if ab.count == 1 else "spells"
    return f"{who} can't cast more than {WORDS_OF.get(ab.count, str(ab.count))} {spells} each " \
           "turn."


@verbs.static_ability
def no_maximum_hand_size(s: Stream, env: Any) -> ir.Ability:
    """"You have no maximum hand size." (402.2, 514.1)."""
    need(s, "you", "have", "no", "maximum", "hand", "size", ".")
    return ir.NoMaximumHandSize()


@verbs.prints_ability(ir.NoMaximumHandSize)
def print_no_maximum_hand_size(ab: ir.NoMaximumHandSize, printer: Any) -> str:
    return "You have no maximum hand size."


PLAYER_KEYWORDS = ("hexproof", "shroud")
"""Keywords a player can have (702.11c, 702.18a)."""


@verbs.static_ability
def player_has(s: Stream, env: Any) -> ir.Ability:
    """"You have hexproof." (702.11c) / "You have shroud." (702.18a)."""
    need(s, "you", "have")
    keyword = s.one_of(*PLAYER_KEYWORDS)
    if keyword is None:
        raise NoParse
    need(s, ".")
    return ir.PlayerHas(keyword)


@verbs.prints_ability(ir.PlayerHas)
def print_player_has(ab: ir.PlayerHas, printer: Any) -> str:
    return f"You have {ab.keyword}."


@verbs.static_ability
def doesnt_untap(s: Stream, env: Any) -> ir.Ability:
    """"Enchanted creature doesn't untap during its controller's untap step.", "SELF doesn't
    untap during your untap step.", "Blue creatures don't untap during their controllers' untap
    steps." (502.3). Not "... during its controller's next untap step" (an effect of a
    resolving ability, not a static ability), nor one with a condition after it ("... if it
    has a depletion counter on it")."""
    affects = object_ref(s, env)
    if not isinstance(affects, ir.This | ir.AttachedTo | ir.Each):
        raise NoParse
    plural = isinstance(affects, ir.Each) and affects.word != "each"
    need(s, "don't" if plural else "doesn't", "untap", "during")
    for words in UNTAP_STEPS:
        if (words[-1] == "steps") == plural and s.word(*words):
            cond = None
            if s.word("if"):  # 502.3, checked as the untap step begins
                from .conditions import condition

                env.mention("permanent", affects)
                cond = condition(s, env)
            need(s, ".")
            return ir.DoesntUntap(affects, word=" ".join(words).replace(" '", "'"),
                                  condition=cond)
    raise NoParse


@verbs.prints_ability(ir.DoesntUntap)
def print_doesnt_untap(ab: ir.DoesntUntap, printer: Any) -> str:
    plural = isinstance(ab.affects, ir.Each) and ab.affects.word != "each"
    step = ab.word or ("their controllers' untap steps" if plural else
                       "your untap step" if isinstance(ab.affects, ir.This)
                       else "its controller's untap step")
    verb = "don't" if plural else "doesn't"
    text = f"{capitalize(printer.obj(ab.affects))} {verb} untap during {step}"
    if ab.condition is not None:
        from .conditions import print_condition

        text += " if " + print_condition(ab.condition, printer)
    return text + "."


NEXT_UNTAP_STEPS: tuple[tuple[str, bool], ...] = (
    ("doesn't untap during its controller's next untap step", False),
    ("doesn't untap during your next untap step", True),
    ("don't untap during their controller's next untap step", False),
    ("don't untap during their controllers' next untap steps", False),
    ("don't untap during your next untap step", True),
)
"""The one-shot "doesn't untap" effects (502.3): the words, and whether the untap step is the
ability controller's ("your")."""


@verbs.object_verb
def doesnt_untap_next(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[it] doesn't untap during its controller's next untap step", "[those creatures] don't
    untap during their controller's next untap step", "SELF doesn't untap during your next
    untap step" (502.3, 611.2a)."""
    for words, yours in NEXT_UNTAP_STEPS:
        if s.word(*_tokens(words)):
            return ir.DoesntUntapNext(obj, yours, word=words)
    raise NoParse


def _tokens(words: str) -> tuple[str, ...]:
    """The lexer's tokens of ``words`` ("controller's" is "controller" + "'s")."""
    return tuple(words.replace("'s ", " 's ").replace("s' ", "s ' ").split())


@prints(ir.DoesntUntapNext)
def print_doesnt_untap_next(self: Any, e: ir.DoesntUntapNext) -> str:
    words = e.word or ("doesn't untap during " + (
        "your next untap step" if e.yours else "its controller's next untap step"))
    return f"{self.obj(e.what)} {words}"


@verbs.object_verb
def restrict(s: Stream, env: Any, obj: ir.ObjRef) -> ir.Effect:
    """"[objects] can't block this turn" (611.2a, 509.1b)."""
    attack, block, blocked = _forbids(s)
    need(s, "this", "turn")
    return ir.Restrict(obj, attack, block, blocked)


@verbs.prints_ability(ir.Restriction)
def print_restriction(ab: ir.Restriction, printer: Any) -> str:
    what = capitalize(printer.obj(ab.affects))
    if ab.blocks_only is not None:
        return f"{what} can block only {printer.noun_phrase(ir.Selector(ab.blocks_only), True)}."
    if ab.cant_block is not None:
        return f"{what} can't block {printer.noun_phrase(ir.Selector(ab.cant_block), True)}."
    if ab.blocked_by is not None and ab.word == "blockers":
        return f"{capitalize(printer.noun_phrase(ir.Selector(ab.blocked_by), True))} can't " \
               "block it."
    if ab.blocked_by is not None:
        phrase = printer.noun_phrase(ir.Selector(ab.blocked_by), True)
        return f"{what} can't be blocked by {phrase}."
    if ab.except_by is not None:
        phrase = printer.noun_phrase(ir.Selector(ab.except_by), True)
        return f"{what} can't be blocked except by {phrase}."
    if ab.min_blockers:
        n = WORDS_OF.get(ab.min_blockers, str(ab.min_blockers))
        return f"{what} can't be blocked except by {n} or more creatures."
    if ab.max_blockers:
        n = ab.max_blockers
        noun = "creature" if n == 1 else "creatures"
        return f"{what} can't be blocked by more than {WORDS_OF.get(n, str(n))} {noun}."
    if ab.activate and not (ab.attack or ab.block or ab.blocked):
        return f"{capitalize(printer.possessive(ab.affects))} {' '.join(ACTIVATED)}."
    tail = ", and its " + " ".join(ACTIVATED) if ab.activate else ""
    return f"{what} {_words(ab.attack, ab.block, ab.blocked)}{tail}."


@prints(ir.Restrict)
def print_restrict(self: Any, e: ir.Restrict) -> str:
    return f"{self.obj(e.what)} {_words(e.attack, e.block, e.blocked)} this turn"
