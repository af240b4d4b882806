"""Effects: sentences of spells and abilities (608.2c), by verb family.

A text is sentences; a sentence is clauses joined by ", then" or "and"; a clause is an optional
subject (a player or an object) and a verb phrase. The imperative has the ability's controller
as its subject ("Draw a card.").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .... import ir
from ..bind import PLURAL_TOKENS
from ..stream import NoParse, Stream
from . import verbs
from .base import WORDS_OF, and_list, article, capitalize, mana, need, number, opt, period, within
from .objects import COLORS, object_ref, possessive_ref, target_phrase
from .players import graveyard_of, player_ref
from .quantity import EQUAL_AFTER, equal_to, is_one, print_amount, print_count, quantity, shown
from .tokens import token_description


def effect_text(s: Stream, env) -> ir.Effect:  # noqa: ANN001 - bind.Env
    """Sentences up to the end of the unit (or of a mode)."""
    from .conditions import if_sentence
    from .damage import exile_if_dies

    effects: list[ir.Effect] = []
    joins: list[str] = []
    while True:
        if effects and s.is_word("if") and (found := opt(s, exile_if_dies, env)) is not None:
            effects.append(found)  # "If that creature would die this turn, exile it instead."
        elif not if_sentence(s, env, effects):  # "If ...", "If you do, ...", "Otherwise, ..."
            effects.append(_may_pay(s, env) or sentence(s, env))
        if s.done() or s.is_word("•") or _at_restriction(s):
            break
    joins = [". "] * (len(effects) - 1)
    return _seq(effects, joins)


def _at_restriction(s: Stream) -> bool:
    """Whether an activation restriction sentence comes next (602.5)."""
    return s.is_word("activate", "only") or s.is_word("any", "player", "may", "activate") or \
        s.is_word("activate", "no", "more", "than")


def _may_pay(s: Stream, env) -> ir.Effect | None:  # noqa: ANN001
    """"You may pay {2}{U}. If you do, [sentence]" (117.12, 608.2d); "... When you do, ..."
    (a reflexive trigger, 603.12)."""
    if not (s.is_word("you", "may", "pay") and s.is_kind("MANA", 3) and s.is_word(".", k=4)):
        return None
    cost = str(s.peek(3).value)  # type: ignore[union-attr]
    if s.is_word("when", "you", "do", ",", k=5):
        from .conditions import reflexive

        s.i += 9
        return reflexive(s, env, ir.MayPay(cost, ir.Seq(())))
    if not s.is_word("if", "you", "do", ",", k=5):
        return None
    s.i += 9
    return ir.MayPay(cost, sentence(s, env))


def sentence(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """One sentence with its period: clauses joined by ", then" or "and"."""
    effects = [clause(s, env)]
    joins: list[str] = []
    while True:
        if s.word(",", "then"):
            joins.append(", then ")
        elif s.is_word("and") and not s.is_word("and", "gains"):
            mark = s.mark()
            s.i += 1
            nxt = opt(s, clause, env)
            if nxt is None:
                s.reset(mark)
                break
            effects.append(nxt)
            joins.append(" and ")
            continue
        else:
            break
        effects.append(clause(s, env))
    effect = _seq(effects, joins)
    if s.is_word(",", "where", "X", "is"):
        from .quantity import where_x

        effect = where_x(s, env, effect)
    if s.is_word("if"):
        from .conditions import trailing_if

        effect = trailing_if(s, env, effect)
    if s.is_word("unless"):
        from .conditions import unless_pays

        effect = unless_pays(s, env, effect)
    period(s)
    return effect


def _seq(effects: list[ir.Effect], joins: list[str]) -> ir.Effect:
    """One effect for several, flattening nested sequences (their joins kept in place)."""
    if len(effects) == 1:
        return effects[0]
    flat: list[ir.Effect] = []
    flat_joins: list[str] = []
    for i, e in enumerate(effects):
        if i:
            flat_joins.append(joins[i - 1])
        if isinstance(e, ir.Seq):
            flat += e.effects
            flat_joins += e.joins
        else:
            flat.append(e)
    return ir.Seq(tuple(flat), tuple(flat_joins))


def clause(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """[You may] [subject] verb phrase [at the beginning of the next end step]."""
    effect = _clause(s, env)
    if s.is_word("for", "each"):
        from .quantity import for_each

        effect = for_each(s, env, effect)
    if s.word("at", "the", "beginning", "of", "the", "next", "end", "step"):
        return _delayed(effect, env)
    if s.word("at", "the", "beginning", "of", "the", "next", "turn", "'s", "upkeep"):
        return replace(_delayed(effect, env), step="upkeep")
    return effect


def _delayed(effect: ir.Effect, env) -> ir.AtNextEndStep:  # noqa: ANN001
    """"[effect] at the beginning of the next end step" (603.7): the delayed trigger is about the
    object its "it" names -- the tokens just created, the trigger's object ("return it to its
    owner's hand"), or the ability's target or source ("destroy that creature", "sacrifice this
    creature") or what the source is attached to ("sacrifice it", after "equipped creature");
    an effect naming no object is about none."""
    exiled = [n for n in ir.walk(effect) if isinstance(n, ir.ExiledThisWay)]
    if exiled:  # "Return it to the battlefield ... at the beginning of the next end step."
        return ir.AtNextEndStep(effect, exiled[0])
    refs = [n for n in ir.walk(effect) if isinstance(n, ir.Created | ir.EventObject | ir.This
                                                      | ir.AttachedTo)
            or isinstance(n, ir.Targeted) and env.targets[n.index].objects is not None]
    if any(isinstance(r, ir.Created) for r in refs):
        return ir.AtNextEndStep(_about_event(effect))
    if any(isinstance(r, ir.EventObject) for r in refs):
        return ir.AtNextEndStep(effect, ir.EventObject())
    subjects = set(refs)  # (``word`` isn't compared)
    if len(subjects) == 1:
        return ir.AtNextEndStep(effect, subjects.pop())
    return ir.AtNextEndStep(effect)


def _about_event(effect: ir.Effect) -> ir.Effect:
    """Inside a delayed trigger, what "it"/"that token" named (the objects created earlier) is
    the object the delayed trigger is about (603.7)."""
    from dataclasses import fields, is_dataclass

    if isinstance(effect, ir.Created):
        return ir.EventObject(word=effect.word)  # type: ignore[return-value]
    if not is_dataclass(effect):
        return effect
    changes = {}
    for f in fields(effect):
        value = getattr(effect, f.name)
        if isinstance(value, ir.Node):
            new = _about_event(value)  # type: ignore[arg-type]
            if new is not value:
                changes[f.name] = new
    return replace(effect, **changes) if changes else effect


UNTIL_LEAVES = ("until", "SELF", "leaves", "the", "battlefield")
"""The duration of an exile that ends when its source leaves the battlefield (610.3)."""

CUTPURSE = ("each", "token", "that", "would", "be", "created", "under", "an", "opponent", "'s",
            "control", "this", "turn", "is", "created", "under", "your", "control", "instead")


def _clause(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    for production in verbs.CLAUSES:
        found = opt(s, production, env)
        if found is not None:
            return found
    if s.word(*CUTPURSE):
        text = " ".join(CUTPURSE).replace(" 's", "'s")
        return ir.CreateReplacement(ir.TokensComeToYou(text=text))
    if s.word("you", "may", "choose", "new", "targets", "for"):
        return ir.ChooseNewTargets(object_ref(s, env))
    if s.word("you", "may"):
        return ir.May(_imperative(s, env, ir.You(word="you")))
    if s.is_word("whenever"):
        return _this_turn(s, env)
    if s.word("for", "each"):
        return _for_each(s, env)
    mark = s.mark()
    # a player as the subject: "you draw", "target player draws", "each opponent loses"
    player = opt(s, player_ref, env)
    if player is not None:
        found = opt(s, _player_verb, env, player)
        if found is not None:
            return found
    s.reset(mark)
    env_targets = len(env.targets)
    obj = opt(s, object_ref, env)
    if obj is not None:
        found = opt(s, _object_verb, env, obj)
        if found is not None:
            return found
    del env.targets[env_targets:]
    s.reset(mark)
    return _imperative(s, env, ir.You())


# ---- players doing things -----------------------------------------------------------------------


def _player_verb(s: Stream, env, who: ir.PlayerRef) -> ir.Effect:  # noqa: ANN001
    """A verb phrase with a player subject; "you" keeps the explicit word. Several verbs can share
    the subject ("draws two cards and loses 2 life")."""
    if isinstance(who, ir.You):
        who = ir.You(word="you")
    effect = _one_player_verb(s, env, who)
    while s.is_word("and") and _starts_player_verb(s, 1):
        s.i += 1
        nxt = _one_player_verb(s, env, _implicit(who))
        join = " and " if isinstance(who, ir.You) else SHARED_AND
        effect = _seq([effect, nxt], [join]) if not isinstance(effect, ir.Seq) else ir.Seq(
            (*effect.effects, nxt), (*effect.joins, join))
    return effect


SHARED_AND = " and~ "
"""A join meaning "and", with the second verb sharing the first one's subject ("target player
draws two cards and loses 2 life")."""


def _implicit(who: ir.PlayerRef) -> ir.PlayerRef:
    return ir.You() if isinstance(who, ir.You) else who


PLAYER_VERBS = ("draw", "draws", "discard", "discards", "gain", "gains", "lose", "loses", "mill",
                "mills", "sacrifice", "sacrifices", "create", "creates", "scry", "scries",
                "surveil", "surveils")


def _starts_player_verb(s: Stream, k: int) -> bool:
    return any(s.is_word(v, k=k) for v in PLAYER_VERBS)


def _one_player_verb(s: Stream, env, who: ir.PlayerRef) -> ir.Effect:  # noqa: ANN001
    third = not isinstance(who, ir.You)  # "draws" vs "draw"

    def verb(base: str) -> bool:
        return bool(s.word(base + ("es" if base in ("scry",) and third else "s" if third else "")))

    if verb("draw"):
        if s.word("an", "additional", "card"):  # 121.1: one more card, beside the turn's draw
            return ir.Draw(1, who, additional=True)
        return ir.Draw(_cards(s, env), who)
    if verb("discard"):
        n = _cards(s, env)
        random = bool(s.word("at", "random"))
        return ir.Discard(n, who, random)
    if verb("gain"):
        return ir.GainLife(_life(s, env), who)
    if verb("lose"):
        return ir.LoseLife(_life(s, env), who)
    if verb("mill"):
        return ir.Mill(_cards(s, env), who)
    if third and s.word("scries") or not third and s.word("scry"):
        return ir.Scry(number(s), who)
    if verb("surveil"):
        return ir.Surveil(number(s), who)
    if verb("sacrifice"):
        return _sacrifice(s, env, who)
    if third and isinstance(who, ir.EventPlayer) and s.word(
            "adds", "one", "mana", "of", "any", "type", "that", "land", "produced"):
        return ir.AddManaOfProducedType()
    if verb("create"):
        return _create(s, env, who)
    for production in verbs.PLAYER_VERBS:
        found = opt(s, production, env, who, third)
        if found is not None:
            return found
    s.fail("a verb")
    raise NoParse


def _cards(s: Stream, env=None) -> ir.Quantity:  # noqa: ANN001
    """"a card", "two cards", "X cards", "cards equal to [quantity]"."""
    if s.word("cards"):
        return equal_to(s, env)
    n = quantity(s)
    if not s.one_of("card", "cards"):
        raise NoParse
    return n


def _life(s: Stream, env) -> ir.Quantity:  # noqa: ANN001
    """"3 life", "X life", "that much life", "life equal to [quantity]"."""
    if s.word("life"):
        return equal_to(s, env)
    n = quantity(s)
    need(s, "life")
    return n


def _sacrifice(s: Stream, env, who: ir.PlayerRef) -> ir.Effect:  # noqa: ANN001
    """"sacrifices a creature", "sacrifices two lands" (701.21a); "sacrifice SELF/it"."""
    if isinstance(who, ir.You):
        obj = opt(s, _own_object, env)
        if obj is not None:
            if isinstance(obj, ir.This) and s.word("unless", "you", "pay"):
                return ir.SacrificeUnlessPay(mana(s), word=obj.word or "SELF")
            if isinstance(obj, ir.This) and s.word("unless", "you", "sacrifice"):
                from .objects import noun_phrase

                return ir.SacrificeUnless(noun_phrase(s, env, article=True).selector,
                                          word=obj.word or "SELF")
            if isinstance(obj, ir.This) and s.word("unless", "you", "return"):
                from .objects import noun_phrase

                another = bool(s.word("another"))
                what = noun_phrase(s, env, other=another, article=not another).selector
                parts = what.pred.parts if isinstance(what.pred, ir.And) else (what.pred,)
                if what.zones != ("battlefield",) or ir.ControlledBy(ir.You()) not in parts:
                    raise NoParse
                need(s, "to", "its", "owner", "'s", "hand")
                return ir.SacrificeUnless(what, returns=True, word=obj.word or "SELF")
            return ir.Sacrifice(obj)
    from .objects import noun_phrase

    n = number(s)
    np = noun_phrase(s, env)
    if np.plural != (n != 1):
        raise NoParse
    of_choice = not isinstance(who, ir.You) and bool(s.word("of", "their", "choice"))
    return ir.PlayerSacrifices(who, np.selector, n, of_choice)


def _own_object(s: Stream, env) -> ir.ObjRef:  # noqa: ANN001
    tok = s.peek()
    if tok is not None and (tok.kind == "SELF" or s.is_word("it") or s.is_word("that")):
        return object_ref(s, env)
    raise NoParse


def _create(s: Stream, env, who: ir.PlayerRef) -> ir.Effect:  # noqa: ANN001
    """"create a 1/1 white Spirit creature token with flying", "create two Treasure tokens",
    "create a token that's a copy of target creature"."""
    if s.word("a", "token", "that's", "a", "copy", "of"):
        what = object_ref(s, env)
        add, drop = _copy_exceptions(s, plural=False)
        env.mention("token", ir.Created())
        return ir.CreateTokenCopy(what, 1, add, drop)
    copies = opt(s, _count_word_before, "tokens", "that", "are", "copies", "of")
    if copies is not None:
        what = object_ref(s, env)
        add, drop = _copy_exceptions(s, plural=True)
        env.mention(PLURAL_TOKENS, ir.Created())
        return ir.CreateTokenCopy(what, copies, add, drop)
    number_of = bool(s.word("a", "number", "of"))
    n = 2 if number_of else quantity(s)  # "a number of" tokens: plural, counted below
    if s.word("of", "those", "tokens") and env.last_token is not None:
        return ir.CreateTokens(env.last_token, n, who, those=True)
    token, plural = token_description(s, env)
    if plural != (n != 1):
        s.fail("singular/plural agreement")
        raise NoParse
    tapped = attacking = blocking = False
    if s.word("that", "are" if plural else "is", "tapped", "and", "attacking") or s.word(
            "tapped", "and", "attacking"):
        tapped = attacking = True
    elif s.word("that's", "attacking"):
        attacking = True
    elif s.word("that's", "blocking", "that", "creature"):
        blocking = True
    if number_of:
        n = equal_to(s, env, NUMBER_OF)
    has_after = False
    if not token.abilities and s.is_word(".", "they" if plural else "it",
                                         "have" if plural else "has") and s.is_kind("QUOTE", 3):
        # 'create two 0/1 ... Eldrazi Spawn creature tokens. They have "Sacrifice this token:
        # Add {C}."': the quoted ability is part of the token's definition (111.4, 111.10)
        from .abilities import quoted_ability

        s.i += 3
        token = _token_with(token, quoted_ability(s, env, "token"))
        has_after = True
    env.mention(PLURAL_TOKENS if plural else "token", ir.Created())
    env.last_token = token
    return ir.CreateTokens(token, n, who, tapped, attacking, blocking, has_after=has_after)


def _token_with(token: ir.TokenSpec, ability: ir.Ability) -> ir.TokenSpec:
    """The token with one more ability in its definition (and its rules text)."""
    text = "\n".join(t for t in (token.text, ability.text) if t)  # type: ignore[attr-defined]
    return replace(token, abilities=(*token.abilities, ability), text=text)


def _count_word_before(s: Stream, *words: str) -> int:
    from .objects import _count_word

    n = _count_word(s)
    need(s, *words)
    return n


def _copy_exceptions(s: Stream, plural: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """", except it has haste" / ", except they're not legendary" (707.9)."""
    if s.word(",", "except", "they" if plural else "it", "have" if plural else "has"):
        return _keyword_list(s), ()
    if s.word(",", "except", "they're" if plural else "it's", "not", "legendary"):
        return (), ("Legendary",)
    return (), ()


NUMBER_OF = "a number of"
"""The form of a quantity written "a number of [things] ... equal to [quantity]"."""


# ---- objects doing things -----------------------------------------------------------------------


def _object_verb(s: Stream, env, obj: ir.ObjRef) -> ir.Effect:  # noqa: ANN001
    """"deals N damage to X", "gets +N/+N until end of turn", "gains flying until end of turn",
    "loses all abilities until end of turn"."""
    if s.one_of("deals", "deal"):
        if s.word("damage"):  # "damage equal to [q] to ..." / "damage to ... equal to [q]"
            env.mention("", obj)  # "its power": the subject's (603.2, 608.2h)
            try:
                if s.is_word("equal", "to"):
                    n = equal_to(s, env)
                    need(s, "to")
                    to = _damage_recipient(s, env)
                else:
                    need(s, "to")
                    to = _damage_recipient(s, env)
                    n = equal_to(s, env, EQUAL_AFTER)
            finally:
                env.mentioned[:] = [m for m in env.mentioned if m != ("", obj)]
            return ir.DealDamage(n, to, obj)
        n = quantity(s)
        need(s, "damage", "to")
        to = _damage_recipient(s, env)
        return ir.DealDamage(n, to, obj)
    if s.one_of("gets", "get"):
        return _pump(s, env, obj)
    if s.one_of("gains", "gain"):
        keywords = _keyword_list(s)
        duration = _duration(s)
        return ir.Pump(obj, 0, 0, keywords, duration)
    if s.one_of("loses", "lose"):
        need(s, "all", "abilities")
        if s.is_word("and", "has") or s.is_word("and", "have"):  # 613.1f, 613.4b
            from .animation import has_base_pt

            s.i += 1
            return replace(has_base_pt(s, env, obj), lose_abilities=True)
        return ir.Becomes(obj, lose_abilities=True, duration=_duration(s))
    mark = s.mark()
    if s.one_of("becomes", "become"):
        types = opt(s, _type_in_addition)
        if types is not None:
            return ir.Becomes(obj, add_types=types, duration=_duration(s))
        s.reset(mark)  # "becomes the creature type of your choice" (an object verb)
    for production in verbs.OBJECT_VERBS:
        found = opt(s, production, env, obj)
        if found is not None:
            return found
    s.fail("a verb")
    raise NoParse


def _type_in_addition(s: Stream) -> frozenset[str]:
    """"an artifact in addition to its other types" (205.1b)."""
    if not s.one_of("a", "an"):
        raise NoParse
    tok = s.kind("TYPE")
    if tok is None:
        raise NoParse
    need(s, "in", "addition", "to", "its", "other", "types")
    return frozenset({str(tok.value).capitalize()})


def _becomes_creature(s: Stream) -> dict[str, Any]:
    """"becomes a blue Frog with base power and toughness 1/1" (layers 4, 5, 7b)."""
    from .objects import COLORS

    if not s.one_of("a", "an"):
        raise NoParse
    fields: dict[str, Any] = {}
    color = s.peek()
    if color is not None and color.kind == "COLOR":
        s.i += 1
        fields["set_colors"] = frozenset({COLORS[str(color.value).lower()]})
    sub = s.kind("SUBTYPE")
    if sub is None:
        raise NoParse
    fields["set_subtypes"] = (str(sub.value),)
    need(s, "with", "base", "power", "and", "toughness")
    pt = s.kind("PT")
    if pt is None or not all(v.isdigit() for v in pt.value):
        raise NoParse
    fields["set_pt"] = (int(pt.value[0]), int(pt.value[1]))
    return fields


def _damage_recipient(s: Stream, env) -> ir.ObjRef | ir.PlayerRef:  # noqa: ANN001
    mark = s.mark()
    for prod in (_player_or_object_target, player_ref, object_ref):
        found = opt(s, prod, env)
        if found is not None:
            return found
        s.reset(mark)
    raise NoParse


def _player_or_object_target(s: Stream, env) -> ir.Targeted:  # noqa: ANN001
    if s.is_word("any", "target") or s.is_word("target"):
        return target_phrase(s, env)
    raise NoParse


def _pump(s: Stream, env, obj: ir.ObjRef) -> ir.Effect:  # noqa: ANN001
    tok = s.kind("PT")
    if tok is None:
        raise NoParse
    power, toughness = (_signed(v) for v in tok.value)
    keywords: tuple[str, ...] = ()
    if s.word("and", "gains") or s.word("and", "gain"):
        keywords = _keyword_list(s)
    return ir.Pump(obj, power, toughness, keywords, _duration(s))


def _signed(text: str) -> ir.Quantity:
    if text in ("+X", "X"):
        return ir.XValue()
    if text == "-X":
        return ir.Times(-1, ir.XValue())
    if not text.startswith(("+", "-")) or not text[1:].isdigit():
        raise NoParse
    return int(text)


def _keyword_list(s: Stream) -> tuple[str, ...]:
    """"flying", "flying and first strike", "trample, haste, and vigilance"."""
    words = [_keyword(s)]
    while True:
        if s.is_word(",") and s.is_word("and", k=1):
            s.i += 2
            words.append(_keyword(s))
            break
        if s.is_word(",") and s.is_kind("KEYWORD", 1):
            s.i += 1
            words.append(_keyword(s))
            continue
        if s.is_word("and") and s.is_kind("KEYWORD", 1):
            s.i += 1
            words.append(_keyword(s))
            break
        break
    return tuple(words)


def _keyword(s: Stream) -> str:
    tok = s.kind("KEYWORD")
    if tok is None:
        raise NoParse
    word = str(tok.value).lower()
    if word == "protection" and s.word("from"):
        from .keywords import protection_from

        return protection_from(s)
    return word


def _duration(s: Stream) -> ir.Duration:
    """"until end of turn" (514.2), "until end of combat" (500.5a), "until your next turn"."""
    if s.word("until", "end", "of", "turn"):
        return ir.EndOfTurn()
    if s.word("until", "end", "of", "combat"):
        return ir.EndOfCombat()
    if s.word("until", "your", "next", "turn"):
        return ir.UntilYourNextTurn()
    if s.is_word("for", "as", "long", "as") and s.is_kind("SELF", k=4) and s.is_word(
            "remains", "tapped", k=5):
        s.i += 7
        return ir.WhileSourceTapped()
    s.fail("until end of turn")
    raise NoParse


# ---- the imperative -----------------------------------------------------------------------------


def _imperative(s: Stream, env, you: ir.You) -> ir.Effect:  # noqa: ANN001
    """A verb phrase whose subject is the ability's controller."""
    if s.word("gain", "control", "of"):
        return _gain_control(s, env)
    if s.word("exchange", "control", "of"):
        return _exchange(s, env)
    if s.word("copy"):
        what = target_phrase(s, env)
        if env.targets[what.index].ability != "triggered":
            raise NoParse
        need(s, ".", "you", "may", "choose", "new", "targets", "for", "the", "copy")
        return ir.CopyAbility(what)
    if s.word("change", "the", "text", "of"):
        what = object_ref(s, env)
        need(s, "by", "replacing", "all", "instances", "of")
        for words, kind in ((("one", "color", "word", "with", "another", "or", "one", "basic",
                              "land", "type", "with", "another"), "either"),
                            (("one", "color", "word", "with", "another"), "color"),
                            (("one", "basic", "land", "type", "with", "another"), "land_type")):
            if s.word(*words):
                return ir.ChangeText(what, kind)
        raise NoParse
    if s.word("switch"):
        owner = possessive_ref(s, env)
        if owner is None:
            raise NoParse
        need(s, "power", "and", "toughness")
        return ir.Becomes(owner, switch=True, duration=_duration(s))
    if s.word("choose"):
        return _choose_then_copy(s, env)
    for verb in ("draw", "discard", "gain", "lose", "mill", "scry", "surveil", "sacrifice",
                 "create"):
        if s.is_word(verb):
            return _one_player_verb(s, env, you)
    if s.word("destroy"):
        return ir.Destroy(object_ref(s, env))
    if s.word("exile"):
        what = opt(s, graveyard_of, env) or object_ref(s, env)
        env.exiled = what  # "..., then return that card to the battlefield" (a flicker)
        return ir.Exile(what, until_leaves=s.word(*UNTIL_LEAVES))
    if s.word("tap"):
        return ir.Tap(object_ref(s, env))
    if s.word("untap"):
        return ir.Untap(object_ref(s, env))
    if s.word("counter"):
        what = object_ref(s, env)
        if s.word("unless", "its", "controller", "pays"):
            env.players.append(ir.ControllerOf(what))  # "... pays {1}. That player ..."
            return ir.CounterUnlessPays(what, mana(s))
        return ir.CounterSpell(what)
    if s.word("return"):
        return _return(s, env)
    if s.word("put"):
        if s.is_kind("SELF") and s.is_word("from", "your", "hand", k=1):
            return _put_self_from_hand(s)
        return _put_counters(s, env)
    if s.word("remove"):
        n = quantity(s)
        kind = _counter_kind(s)
        if not s.one_of("counter", "counters"):
            raise NoParse
        need(s, "from")
        return ir.RemoveCountersFrom(kind, n, object_ref(s, env))
    if s.word("add"):
        return _spend_only(s, env, _add_mana(s))
    if s.word("attach"):
        word = "SELF" if s.is_kind("SELF") else "it"
        what = object_ref(s, env)
        if not isinstance(what, ir.This):
            raise NoParse
        need(s, "to")
        return ir.AttachTo(object_ref(s, env), word=word)
    if s.word("until", "end", "of", "turn", ","):
        obj = object_ref(s, env)
        effect = _object_verb_untimed(s, env, obj)
        return replace(effect, duration_first=True)  # type: ignore[type-var]
    for production in verbs.IMPERATIVES:
        found = opt(s, production, env)
        if found is not None:
            return found
    s.fail("an effect")
    raise NoParse


def _gain_control(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"gain control of [object] [until end of turn | for as long as SELF remains on the
    battlefield]" (613.1b, 611.2b)."""
    what = object_ref(s, env)
    duration: ir.Duration = ir.Indefinitely()
    if s.is_word("until"):
        duration = _duration(s)
    elif s.word("for", "as", "long", "as") and s.is_kind("SELF") and s.is_word(
            "remains", "on", "the", "battlefield", k=1):
        s.i += 5
        duration = ir.WhileSourceRemains()
    return ir.GainControl(what, duration)


def _exchange(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"exchange control of two target creatures" / "... of target A and target B" (701.12);
    "two target permanents that share a card type" is two phrases, the second related."""
    first = target_phrase(s, env)
    spec = env.targets[first.index]
    if spec.count == 2:
        if s.word("that", "share", "a", "card", "type"):
            one = replace(spec, count=1)
            env.targets[first.index] = one
            second = env.add_target(replace(one, shares_type_with=first.index), "permanent")
            return ir.ExchangeControl(first, second)
        return ir.ExchangeControl(first, first)
    need(s, "and")
    second = target_phrase(s, env)
    return ir.ExchangeControl(first, second)


def _choose_then_copy(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"Choose a [creature] on the battlefield. [Target] becomes a copy of that creature until
    end of turn." (707.2)."""
    from .objects import noun_phrase

    np = noun_phrase(s, env, article=True)
    need(s, "on", "the", "battlefield", ".")
    what = object_ref(s, env)
    need(s, "becomes", "a", "copy", "of", "that", np.noun, "until", "end", "of", "turn")
    return ir.BecomeCopyOfChosen(what, np.selector)


def _this_turn(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"Whenever [event] this turn, [effect]": a delayed triggered ability for the rest of the
    turn (603.7)."""
    from .triggers import trigger

    need(s, "whenever")
    inner = env.child()
    trig = within(s, inner, trigger)
    need(s, "this", "turn", ",")
    effect = within(s, inner, sentence_clauses)
    return ir.ThisTurn(ir.Triggered(trig, effect, tuple(inner.targets), word="Whenever"))


def _for_each(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"For each [creature] exiled this way, [effect]" (one effect per object moved earlier)."""
    from .objects import noun_phrase

    np = noun_phrase(s, env)
    need(s, "exiled", "this", "way", ",")
    env.mention(np.noun, ir.Current())
    effect = _clause(s, env)
    return ir.ForEach(ir.ThisWay(np.selector.pred), effect)


def sentence_clauses(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """The clauses of a sentence without its period (the caller reads it)."""
    effects = [clause(s, env)]
    joins: list[str] = []
    while s.word(",", "then"):
        joins.append(", then ")
        effects.append(clause(s, env))
    return _seq(effects, joins)


def _object_verb_untimed(s: Stream, env, obj: ir.ObjRef) -> ir.Effect:  # noqa: ANN001
    """After a leading "Until end of turn,": loses all abilities [and becomes ...]."""
    if s.one_of("loses", "lose"):
        need(s, "all", "abilities")
        if s.word("and", "becomes"):
            return ir.Becomes(obj, lose_abilities=True, **_becomes_creature(s))
        return ir.Becomes(obj, lose_abilities=True)
    if s.one_of("gets", "get"):
        tok = s.kind("PT")
        if tok is None:
            raise NoParse
        power, toughness = (_signed(v) for v in tok.value)
        return ir.Pump(obj, power, toughness)
    raise NoParse


def _put_self_from_hand(s: Stream) -> ir.Effect:
    """"Put SELF from your hand onto the battlefield [tapped] [and attacking]." (113.6m: the
    ability works from the hand; 508.4: attacking what the creature returned for its cost
    attacked, as ninjutsu's does, 702.49c, else what its controller chooses)."""
    s.i += 1
    need(s, "from", "your", "hand", "onto", "the", "battlefield")
    tapped = s.word("tapped")
    attacking = s.word("and", "attacking") if tapped else s.word("attacking")
    return ir.PutOntoBattlefield(ir.This(), tapped, attacking=attacking, from_zone="hand")


def _return(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"Return [object] to its owner's hand." / "... from your graveyard to your hand." /
    "... to the battlefield [tapped] [under your control]"."""
    what = object_ref(s, env)
    if isinstance(what, ir.This) and s.word("from", "your", "graveyard"):
        # 113.6m: the ability works only while SELF is in the graveyard (activated() sets it)
        if s.word("to", "your", "hand"):
            return ir.ReturnToHand(what, from_zone="graveyard")
        need(s, "to", "the", "battlefield")
        if s.word("attached", "to"):  # 303.4f: an Aura returned onto what the text names
            return ir.PutOntoBattlefield(what, from_zone="graveyard",
                                         attached_to=object_ref(s, env))
        return ir.PutOntoBattlefield(what, bool(s.word("tapped")), from_zone="graveyard")
    if s.word("to", "its", "owner", "'s", "hand"):
        env.players.append(ir.OwnerOf(what))  # "..., then that player discards a card"
        return ir.ReturnToHand(what)
    if s.word("to", "their", "owners", "'", "hands") or s.word("to", "your", "hand"):
        return ir.ReturnToHand(what)
    if s.word("to", "the", "battlefield"):
        tapped = bool(s.word("tapped"))
        owner = bool(s.word("under", "its", "owner", "'s", "control"))
        yours = not owner and bool(s.word("under", "your", "control"))
        if env.exiled is not None and what == env.exiled and isinstance(
                what, ir.Targeted | ir.This | ir.EventObject):
            # 400.7: the card exiled is a new object; "that card" names it in exile
            noun = next((n for n, r in reversed(env.mentioned) if r == what), "permanent")
            what = ir.ExiledThisWay(word=getattr(what, "word", "") or "it")
            env.mention(noun, ir.PutThisWay())  # "it" now names the returned permanent
        return ir.PutOntoBattlefield(what, tapped, owner_control=owner, under_you=yours)
    s.fail("to its owner's hand")
    raise NoParse


def _put_counters(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"put N [kind] counter(s) on [object]", "put a number of [kind] counters on [object]
    equal to [quantity]" (122.1)."""
    if s.is_word("its", "counters", "on"):  # "put its counters on target creature" (608.2h)
        found = env.it() or ir.This()
        if not isinstance(found, ir.This | ir.EventObject):
            raise NoParse
        s.i += 3
        return ir.PutCountersOf(_worded_it(found), object_ref(s, env))
    number_of = bool(s.word("a", "number", "of"))
    n = 2 if number_of else quantity(s)
    kind = _counter_kind(s)
    if not s.one_of("counter", "counters"):
        raise NoParse
    need(s, "on")
    what = object_ref(s, env)
    if number_of:
        n = equal_to(s, env, NUMBER_OF)
    return ir.PutCounters(kind, n, what)


def _counter_kind(s: Stream) -> str:
    tok = s.peek()
    if tok is not None and tok.kind == "PT":
        s.i += 1
        return "/".join(tok.value)
    if tok is not None and tok.kind == "WORD" and s.is_word("counter", k=1) or s.is_word(
            "counters", k=1):
        s.i += 1
        return str(tok.value)  # type: ignore[union-attr]
    raise NoParse


MANA_ANY_COLOR = ("W", "U", "B", "R", "G")


def _add_mana(s: Stream) -> ir.Effect:
    """"Add {G}.", "Add {W} or {U}.", "Add {R}{R}{R}.", "Add one mana of any color."."""
    if s.word("one", "mana", "of", "any", "type", "that", "a", "land", "you", "control", "could",
              "produce"):
        return ir.AddManaCouldProduce(ir.You(), False)
    if s.word("one", "mana", "of", "any", "color", "that", "a", "land", "an", "opponent",
              "controls", "could", "produce"):
        return ir.AddManaCouldProduce(ir.Opponent(), True)
    if s.word("one", "mana", "of", "any", "color"):
        return ir.AddMana(MANA_ANY_COLOR)
    several = _several_mana(s)
    if several is not None:
        return several
    if s.word("one", "mana", "of", "the", "chosen", "color"):  # 614.12: chosen as it entered
        return ir.AddManaOfChosenColor()
    options = [_mana_letters(mana(s))]
    if len(options) == 1 and s.is_word(",", "then", "add", "an", "additional") and s.is_kind(
            "MANA", 5) and s.is_word("for", "each", k=6) and s.is_word(
            "counter", "removed", "this", "way", k=9) and s.peek(5).value == "{" + options[0] + "}":
        kind = str(s.peek(8).value)  # type: ignore[union-attr]
        s.i += 13  # "Add {R}, then add an additional {R} for each charge counter removed ..."
        return ir.AddMana(tuple(options), amount=ir.Plus(1, ir.CountersRemoved(kind),
                                                         form="then add an additional"))
    while s.is_word(",") or s.is_word("or"):
        if s.word(",") and s.word("or"):
            pass
        else:
            s.word("or")
        if s.word("one", "mana", "of", "the", "chosen", "color"):  # "Add {W} or one mana of ..."
            return ir.AddManaOfChosenColor(tuple(options))
        options.append(_mana_letters(mana(s)))
    if len(options) == 1 and s.is_word("for", "each") and s.is_word(
            "counter", "removed", "this", "way", k=3):
        kind = str(s.peek(2).value)  # type: ignore[union-attr]
        s.i += 7  # "Add {B} for each storage counter removed this way." (601.2h)
        return ir.AddMana(tuple(options), amount=ir.CountersRemoved(kind, form="for each"))
    return ir.AddMana(tuple(options))


def one_color_options(n: int) -> tuple[str, ...]:
    """"N mana of any one color" (106.1): N mana of a single color, chosen as it resolves."""
    return tuple(c * n for c in MANA_ANY_COLOR)


def combination_options(n: int) -> tuple[str, ...]:
    """"N mana in any combination of colors" (106.1): every multiset of N colors."""
    from itertools import combinations_with_replacement

    return tuple("".join(c) for c in combinations_with_replacement(MANA_ANY_COLOR, n))


def _several_mana(s: Stream) -> ir.AddMana | None:
    """"Add three mana of any one color." / "Add two mana in any combination of colors."."""
    tok = s.peek()
    if tok is not None and tok.value == "X" and s.is_word(
            "mana", "in", "any", "combination", "of", k=1) and s.is_kind("MANA", 6) and s.is_word(
            "and/or", k=7) and s.is_kind("MANA", 8):
        letters = (_mana_letters(str(s.peek(6).value)), _mana_letters(str(s.peek(8).value)))
        if any(len(m) != 1 for m in letters) or letters[0] == letters[1]:
            return None
        s.i += 9  # X is what the cost defines ("Remove X storage counters", 107.3): see activated
        return ir.AddMana(letters, amount=ir.XValue(), combination=True)
    if tok is None or tok.kind != "NUMBER" or not isinstance(tok.value, int) or tok.value < 2 \
            or not s.is_word("mana", k=1):
        return None
    n = tok.value
    if s.is_word("of", "any", "one", "color", k=2):
        s.i += 6
        return ir.AddMana(one_color_options(n))
    if s.is_word("in", "any", "combination", "of", "colors", k=2):
        s.i += 7
        return ir.AddMana(combination_options(n))
    return None


def _spend_only(s: Stream, env, effect: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """"Add {C}. Spend this mana only to cast a creature spell." (106.6): the restriction is part
    of the mana the ability adds, so it is read with it (the sentence's period comes later)."""
    from .objects import noun_phrase

    if not isinstance(effect, ir.AddMana) or not s.is_word(
            ".", "spend", "this", "mana", "only", "to", "cast"):
        return effect
    mark = s.mark()
    s.i += 7
    singular = s.one_of("a", "an")
    np = opt(s, noun_phrase, env)
    if np is None or np.selector.zones != ("stack",) or np.plural == singular \
            or not s.is_word("."):
        s.reset(mark)
        return effect
    return replace(effect, spend_only=ir.SpendOnly(np.selector.pred, np.plural))


def _mana_letters(symbols: str) -> str:
    """"{R}{R}" -> "RR"; "{2}" is not mana an ability adds by type, so it can't be read."""
    letters = symbols.replace("{", "").replace("}", "")
    if not letters or any(c not in "WUBRGC" for c in letters):
        raise NoParse
    return letters


# ---- printing (the inverse of the productions above) --------------------------------------


PRINTERS: dict[type, Callable[[Any, Any], str]] = {}
"""Effect node type -> its printer (a function of the Printer and the node)."""


def prints(*types: type) -> Callable[[Callable[[Any, Any], str]], Callable[[Any, Any], str]]:
    def register(fn: Callable[[Any, Any], str]) -> Callable[[Any, Any], str]:
        for t in types:
            PRINTERS[t] = fn
        return fn
    return register


@prints(ir.Seq)
def print_seq(self: Any, e: ir.Seq) -> str:
    out = self.clause(e.effects[0])
    for join, part in zip(e.joins, e.effects[1:], strict=False):
        if join == SHARED_AND:
            self.omit_subject = True
            try:
                out += " and " + self.clause(part)
            finally:
                self.omit_subject = False
            continue
        text = self.clause(part)
        out += join + (capitalize(text) if join.startswith(".") else text)
    return out


@prints(ir.May)
def print_may(self: Any, e: ir.May) -> str:
    saved, self.omit_subject = self.omit_subject, True  # "you may draw": "you" said once
    try:
        return f"{self.player(e.who)} may " + self.clause(e.effect)
    finally:
        self.omit_subject = saved


@prints(ir.DealDamage)
def print_dealdamage(self: Any, e: ir.DealDamage) -> str:
    from .quantity import EQUAL, equal_text, form_of

    equal = equal_text(e.amount, self)
    if equal is not None and form_of(e.amount) == EQUAL:
        return f"{self.obj(e.source)} deals damage {equal} to {self.recipient(e.to)}"
    if equal is not None:
        return f"{self.obj(e.source)} deals damage to {self.recipient(e.to)} {equal}"
    return f"{self.obj(e.source)} deals {print_amount(e.amount)} damage to " \
           f"{self.recipient(e.to)}"


@prints(ir.Draw)
def print_draw(self: Any, e: ir.Draw) -> str:
    if e.additional and e.amount == 1:
        return self._subject(e.who, "draw", "draws") + " an additional card"
    return self._subject(e.who, "draw", "draws") + " " + _cards_text(e.amount, self)


@prints(ir.Discard)
def print_discard(self: Any, e: ir.Discard) -> str:
    text = self._subject(e.who, "discard", "discards") + " " + _cards_text(e.amount, self)
    return text + (" at random" if e.at_random else "")


@prints(ir.Mill)
def print_mill(self: Any, e: ir.Mill) -> str:
    return self._subject(e.who, "mill", "mills") + " " + _cards_text(e.amount, self)


@prints(ir.Scry)
def print_scry(self: Any, e: ir.Scry) -> str:
    return self._subject(e.who, "scry", "scries") + f" {print_amount(e.amount)}"


@prints(ir.Surveil)
def print_surveil(self: Any, e: ir.Surveil) -> str:
    return self._subject(e.who, "surveil", "surveils") + f" {print_amount(e.amount)}"


@prints(ir.GainLife)
def print_gainlife(self: Any, e: ir.GainLife) -> str:
    return self._subject(e.who, "gain", "gains") + " " + _life_text(self, e.amount)


@prints(ir.LoseLife)
def print_loselife(self: Any, e: ir.LoseLife) -> str:
    return self._subject(e.who, "lose", "loses") + " " + _life_text(self, e.amount)


@prints(ir.Destroy)
def print_destroy(self: Any, e: ir.Destroy) -> str:
    return "destroy " + self.obj(e.what)


@prints(ir.Exile)
def print_exile(self: Any, e: ir.Exile) -> str:
    return "exile " + self.obj(e.what) + (" " + " ".join(UNTIL_LEAVES) if e.until_leaves else "")


@prints(ir.Tap)
def print_tap(self: Any, e: ir.Tap) -> str:
    return "tap " + self.obj(e.what)


@prints(ir.Untap)
def print_untap(self: Any, e: ir.Untap) -> str:
    return "untap " + self.obj(e.what)


@prints(ir.CounterSpell)
def print_counterspell(self: Any, e: ir.CounterSpell) -> str:
    return "counter " + self.obj(e.what)


@prints(ir.CounterUnlessPays)
def print_counterunlesspays(self: Any, e: ir.CounterUnlessPays) -> str:
    return f"counter {self.obj(e.what)} unless its controller pays {e.mana}"


@prints(ir.ReturnToHand)
def print_returntohand(self: Any, e: ir.ReturnToHand) -> str:
    what = self.obj(e.what)
    if e.from_zone:
        return f"return {what} from your {e.from_zone} to your hand"
    if _is_graveyard(e.what, self.targets):
        return f"return {what} to your hand"
    if isinstance(e.what, ir.Each) or _plural_target(e.what, self.targets):
        return f"return {what} to their owners' hands"
    return f"return {what} to its owner's hand"


@prints(ir.PutOntoBattlefield)
def print_putontobattlefield(self: Any, e: ir.PutOntoBattlefield) -> str:
    if e.from_zone == "hand":
        state = " and ".join(w for w, on in (("tapped", e.tapped), ("attacking", e.attacking))
                             if on)
        return f"put {self.obj(e.what)} from your hand onto the battlefield" + (
            f" {state}" if state else "")
    source = f" from your {e.from_zone}" if e.from_zone else ""
    under = " under its owner's control" if e.owner_control else (
        " under your control" if e.under_you else "")
    attached = f" attached to {self.obj(e.attached_to)}" if e.attached_to is not None else ""
    return f"return {self.obj(e.what)}{source} to the battlefield" + (
        " tapped" if e.tapped else "") + under + attached


@prints(ir.Sacrifice)
def print_sacrifice(self: Any, e: ir.Sacrifice) -> str:
    return "sacrifice " + self.obj(e.what)


@prints(ir.PlayerSacrifices)
def print_playersacrifices(self: Any, e: ir.PlayerSacrifices) -> str:
    n = e.count
    assert isinstance(n, int)
    phrase = self.noun_phrase(e.what, n != 1)
    count = print_count(n, article=article(phrase))
    choice = " of their choice" if e.of_choice else ""
    return self._subject(e.who, "sacrifice", "sacrifices") + f" {count} {phrase}{choice}"


@prints(ir.Pump)
def print_pump(self: Any, e: ir.Pump) -> str:
    what = self.obj(e.what)
    plural = _plural_ref(e.what, self.targets)
    if e.duration_first:
        return f"until end of turn, {what} {'get' if plural else 'gets'} " \
               f"{_pt_text(e.power, e.toughness)}"
    if e.power == 0 and e.toughness == 0 and e.keywords:
        return f"{what} {'gain' if plural else 'gains'} {and_list(e.keywords)} " \
               f"{self.duration(e.duration)}"
    text = f"{what} {'get' if plural else 'gets'} {_pt_text(e.power, e.toughness)}"
    if e.keywords:
        text += f" and {'gain' if plural else 'gains'} {and_list(e.keywords)}"
    return text + " " + self.duration(e.duration)


@prints(ir.Becomes)
def print_becomes(self: Any, e: ir.Becomes) -> str:
    what = self.obj(e.what)
    plural = _plural_ref(e.what, self.targets)
    if e.switch:
        return f"switch {self.possessive(e.what)} power and toughness {self.duration(e.duration)}"
    if e.add_types:
        (kind,) = e.add_types
        return f"{what} {'become' if plural else 'becomes'} {article(kind)} {kind.lower()} in " \
               f"addition to its other types {self.duration(e.duration)}"
    words = []
    if e.lose_abilities:
        words.append(f"{'lose' if plural else 'loses'} all abilities")
    if e.set_subtypes:
        from .objects import COLOR_WORD

        color = " ".join(COLOR_WORD[c] for c in sorted(e.set_colors or ()))
        noun = " ".join(x for x in (color, *e.set_subtypes) if x)
        assert e.set_pt is not None
        words.append(f"{'become' if plural else 'becomes'} {article(noun)} {noun} with base "
                     f"power and toughness {e.set_pt[0]}/{e.set_pt[1]}")
    body = " and ".join(words)
    if e.duration_first:
        return f"until end of turn, {what} {body}"
    return f"{what} {body} {self.duration(e.duration)}"


@prints(ir.GainControl)
def print_gaincontrol(self: Any, e: ir.GainControl) -> str:
    text = "gain control of " + self.obj(e.what)
    tail = self.duration(e.duration)
    return text + (" " + tail if tail else "")


@prints(ir.RemoveCountersFrom)
def print_removecounters(self: Any, e: ir.RemoveCountersFrom) -> str:
    count = print_count(e.amount, article=article(e.kind))
    noun = "counter" if is_one(e.amount) else "counters"
    return f"remove {count} {e.kind} {noun} from {self.obj(e.what)}"


@prints(ir.PutCounters)
def print_putcounters(self: Any, e: ir.PutCounters) -> str:
    from .quantity import equal_text, form_of

    if form_of(e.amount) == NUMBER_OF:
        return f"put a number of {e.kind} counters on {self.obj(e.what)} " \
               f"{equal_text(replace(e.amount, form='equal to'), self)}"  # type: ignore[type-var]
    count = print_count(e.amount, article=article(e.kind))
    noun = "counter" if is_one(e.amount) else "counters"
    return f"put {count} {e.kind} {noun} on {self.obj(e.what)}"


@prints(ir.PutCountersOf)
def print_putcountersof(self: Any, e: ir.PutCountersOf) -> str:
    return f"put its counters on {self.obj(e.what)}"


def _worded_it(ref: ir.ObjRef) -> ir.ObjRef:
    return replace(ref, word="it")  # type: ignore[type-var]


@prints(ir.CreateTokens)
def print_createtokens(self: Any, e: ir.CreateTokens) -> str:
    from .quantity import equal_text, form_of
    from .tokens import print_token

    number_of = form_of(e.amount) == NUMBER_OF
    plural = not is_one(e.amount)
    first = _first_word_of_token(e.token)
    count = "a number of" if number_of else print_count(e.amount, article=article(first))
    if e.those:
        return self._subject(e.who, "create", "creates") + f" {count} of those tokens"
    token = replace(e.token, abilities=()) if e.has_after else e.token
    text = self._subject(e.who, "create", "creates") + " " + print_token(
        token, count, plural, self)
    if e.tapped and e.attacking:
        text += f" that {'are' if plural else 'is'} tapped and attacking"
    elif e.attacking:
        text += " that's attacking"
    elif e.blocking:
        text += " that's blocking that creature"
    if number_of:
        text += " " + str(equal_text(replace(e.amount, form="equal to"), self))  # type: ignore[type-var]
    if e.has_after:
        text += ". They have " if plural else ". It has "
        text += " and ".join(f'"{self.ability(a)}"' for a in e.token.abilities)
    return text


@prints(ir.CreateTokenCopy)
def print_createtokencopy(self: Any, e: ir.CreateTokenCopy) -> str:
    plural = e.amount != 1
    if plural:
        text = f"create {print_count(e.amount)} tokens that are copies of {self.obj(e.what)}"
    else:
        text = "create a token that's a copy of " + self.obj(e.what)
    if e.each_opponent:  # encore (702.141a)
        text = f"for each opponent, {text} that attacks that opponent this turn if able"
    if e.add_keywords:
        text += f", except {'they have' if plural else 'it has'} {and_list(e.add_keywords)}"
    if e.drop_supertypes == ("Legendary",):
        text += f", except {'they' + chr(39) + 're' if plural else 'it' + chr(39) + 's'} not legendary"
    changes = []  # 707.9b: what embalm and eternalize change (702.128a, 702.129a)
    if e.set_colors is not None:
        changes.append("it's " + and_list(tuple(w for w, c in COLORS.items() if c in e.set_colors)))
    if e.set_pt is not None:
        changes.append(f"it's {e.set_pt[0]}/{e.set_pt[1]}")
    if e.no_mana_cost:
        changes.append("it has no mana cost")
    if e.add_subtypes:
        changes.append(f"it's a {' '.join(e.add_subtypes)} in addition to its other types")
    if changes:
        text += ", except " + (changes[0] if len(changes) == 1 else
                               ", ".join(changes[:-1]) + ", and " + changes[-1])
    return text


@prints(ir.AddMana)
def print_addmana(self: Any, e: ir.AddMana) -> str:
    only = ""
    if e.spend_only is not None:
        what = self.noun_phrase(ir.Selector(e.spend_only.spells, zones=("stack",)),
                                e.spend_only.plural, art=True)
        only = f". Spend this mana only to cast {what}"
    if e.options == ("W", "U", "B", "R", "G"):
        return "add one mana of any color" + only
    n = len(e.options[0])
    if n > 1 and e.options == one_color_options(n):
        return f"add {WORDS_OF[n]} mana of any one color" + only
    if n > 1 and e.options == combination_options(n):
        return f"add {WORDS_OF[n]} mana in any combination of colors" + only
    symbols = ["".join("{" + c + "}" for c in opt) for opt in e.options]
    if e.combination:
        n_text = "X" if isinstance(e.amount, ir.CountersRemoved | ir.XValue) else str(e.amount)
        return f"add {n_text} mana in any combination of {symbols[0]} and/or {symbols[1]}" + only
    if isinstance(e.amount, ir.Plus) and isinstance(e.amount.right, ir.CountersRemoved):
        return f"add {symbols[0]}, then add an additional {symbols[0]} for each " \
               f"{e.amount.right.kind} counter removed this way" + only
    if isinstance(e.amount, ir.CountersRemoved):
        return f"add {symbols[0]} for each {e.amount.kind} counter removed this way" + only
    if len(symbols) <= 2:
        return "add " + " or ".join(symbols) + only
    return "add " + ", ".join(symbols[:-1]) + ", or " + symbols[-1] + only


@prints(ir.AddManaOfChosenColor)
def print_addmana_chosen(self: Any, e: ir.AddManaOfChosenColor) -> str:
    fixed = ["".join("{" + c + "}" for c in opt) for opt in e.also]
    return "add " + "".join(f + " or " for f in fixed) + "one mana of the chosen color"


@prints(ir.AttachTo)
def print_attachto(self: Any, e: ir.AttachTo) -> str:
    return f"attach {e.word} to {self.obj(e.what)}"

def _cards_text(n: ir.Quantity, printer: Any = None) -> str:
    from .quantity import equal_text

    equal = equal_text(n, printer)
    if equal is not None:
        return "cards " + equal
    return f"{print_count(n)} {'card' if is_one(n) else 'cards'}"


def _life_text(printer: Any, n: ir.Quantity) -> str:
    from .quantity import equal_text

    equal = equal_text(n, printer)
    return "life " + equal if equal is not None else f"{print_amount(n)} life"

def _pt_text(p: ir.Quantity, t: ir.Quantity) -> str:
    """"+2/+2", "-4/-0" (a zero takes the sign of the other half, as Oracle text writes it)."""
    first, second = _signed_text(p), _signed_text(t)
    if first == "+0" and second.startswith("-"):
        first = "-0"
    if second == "+0" and first.startswith("-"):
        second = "-0"
    return f"{first}/{second}"

def _signed_text(n: ir.Quantity) -> str:
    n = shown(n)
    if isinstance(n, ir.XValue):
        return "+X"
    if isinstance(n, ir.Times) and n.factor == -1:
        return "-X"
    assert isinstance(n, int)
    return f"+{n}" if n >= 0 else str(n)

def _plural_target(ref: ir.ObjRef, targets: Sequence[ir.Target]) -> bool:
    if isinstance(ref, ir.Targeted) and not ref.word:
        t = targets[ref.index]
        return t.count != 1 or t.any_number
    return False

def _plural_ref(ref: ir.ObjRef, targets: Sequence[ir.Target]) -> bool:
    if isinstance(ref, ir.Each):
        return ref.word != "each"
    return _plural_target(ref, targets)

def _is_graveyard(ref: ir.ObjRef, targets: Sequence[ir.Target]) -> bool:
    if isinstance(ref, ir.Targeted):
        t = targets[ref.index]
        return t.objects is not None and t.objects.zones == ("graveyard",)
    return False

def _first_word_of_token(t: ir.TokenSpec) -> str:
    from ....ir.tokens import PREDEFINED

    for kind, spec in PREDEFINED.items():
        if spec == t:
            return kind
    return str(t.power)


@prints(ir.MayPay)
def print_maypay(self: Any, e: ir.MayPay) -> str:
    if e.effect == ir.Seq(()):  # the action of a "When you do"
        return f"you may pay {e.mana}"
    return f"you may pay {e.mana}. If you do, {self.clause(e.effect)}"


@prints(ir.ChooseNewTargets)
def print_choosenewtargets(self: Any, e: ir.ChooseNewTargets) -> str:
    return f"you may choose new targets for {self.obj(e.what)}"


@prints(ir.CopyAbility)
def print_copyability(self: Any, e: ir.CopyAbility) -> str:
    return f"copy {self.obj(e.what)}. You may choose new targets for the copy"


@prints(ir.ChangeText)
def print_changetext(self: Any, e: ir.ChangeText) -> str:
    words = {"color": "one color word with another",
             "land_type": "one basic land type with another",
             "either": "one color word with another or one basic land type with another"}[e.words]
    return f"change the text of {self.obj(e.what)} by replacing all instances of {words}"


@prints(ir.ThisTurn)
def print_thisturn(self: Any, e: ir.ThisTurn) -> str:
    inner = type(self)(e.ability.targets)
    return f"whenever {inner.trigger(e.ability.trigger)} this turn, {inner.clause(e.ability.effect)}"


@prints(ir.ForEach)
def print_foreach(self: Any, e: ir.ForEach) -> str:
    assert isinstance(e.what, ir.ThisWay)
    noun = self.noun_phrase(ir.Selector(e.what.pred))
    return f"for each {noun} exiled this way, {self.clause(e.effect)}"


@prints(ir.AtNextEndStep)
def print_atnextendstep(self: Any, e: ir.AtNextEndStep) -> str:
    when = "turn's upkeep" if e.step == "upkeep" else "end step"
    return f"{self.clause(e.effect)} at the beginning of the next {when}"


@prints(ir.SacrificeUnlessPay)
def print_sacrificeunlesspay(self: Any, e: ir.SacrificeUnlessPay) -> str:
    return f"sacrifice {e.word} unless you pay {e.mana}"


@prints(ir.SacrificeUnless)
def print_sacrificeunless(self: Any, e: ir.SacrificeUnless) -> str:
    verb = "return" if e.returns else "sacrifice"
    where = " to its owner's hand" if e.returns else ""
    return f"sacrifice {e.word} unless you {verb} {self.noun_phrase(e.what, art=True)}{where}"


@prints(ir.AddManaCouldProduce)
def print_addmanacouldproduce(self: Any, e: ir.AddManaCouldProduce) -> str:
    if isinstance(e.whose, ir.You):
        kind = "color" if e.colors_only else "type"
        return f"add one mana of any {kind} that a land you control could produce"
    kind = "color" if e.colors_only else "type"
    return f"add one mana of any {kind} that a land an opponent controls could produce"


@prints(ir.AddManaOfProducedType)
def print_addmanaofproducedtype(self: Any, e: ir.AddManaOfProducedType) -> str:
    return "that player adds one mana of any type that land produced"


@prints(ir.ExchangeControl)
def print_exchangecontrol(self: Any, e: ir.ExchangeControl) -> str:
    if e.first == e.second:
        return f"exchange control of {self.obj(e.first)}"
    if isinstance(e.first, ir.Targeted) and isinstance(e.second, ir.Targeted):
        one, two = self.targets[e.first.index], self.targets[e.second.index]
        if two.shares_type_with == e.first.index and replace(two, shares_type_with=-1) == one:
            phrase = self.target(replace(one, count=2))
            return f"exchange control of {phrase} that share a card type"
    return f"exchange control of {self.obj(e.first)} and {self.obj(e.second)}"


@prints(ir.BecomeCopyOfChosen)
def print_becomecopyofchosen(self: Any, e: ir.BecomeCopyOfChosen) -> str:
    from .objects import print_pred_parts

    nouns = print_pred_parts(e.choose.pred)[1]
    noun = nouns[-1] if nouns else "permanent"
    return f"choose {self.noun_phrase(e.choose, art=True)} on the battlefield. " \
           f"{capitalize(self.obj(e.what))} becomes a copy of that {noun} until end of turn"


@prints(ir.CreateReplacement)
def print_createreplacement(self: Any, e: ir.CreateReplacement) -> str:
    if isinstance(e.replacement, ir.TokensComeToYou):
        return " ".join(CUTPURSE).replace(" 's", "'s")
    raise ValueError(f"can't print {e!r}")


from . import (  # noqa: E402, F401 - verb families in their own modules register
    additional_costs,
    animation,
    choices,
    combat,
    damage,
    designations,
    hands,
    keyword_actions,
    library,
    moves,
    prevention,
    regeneration,
    restrictions,
    stack_verbs,
)
from . import conditions as _conditions  # noqa: E402,F401 - registers its printers
