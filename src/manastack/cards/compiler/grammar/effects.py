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
from ..stream import NoParse, Stream
from .base import and_list, article, capitalize, mana, need, number, opt
from .objects import object_ref, target_phrase
from .players import player_ref
from .quantity import print_amount, print_count, quantity
from .tokens import token_description

Clause = Callable[[Stream, object], ir.Effect]


def effect_text(s: Stream, env) -> ir.Effect:  # noqa: ANN001 - bind.Env
    """Sentences up to the end of the unit (or of a mode)."""
    effects: list[ir.Effect] = []
    joins: list[str] = []
    while True:
        effects.append(sentence(s, env))
        if s.done() or s.is_word("•"):
            break
        joins.append(". ")
    return _seq(effects, joins)


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
    need(s, ".")
    return _seq(effects, joins)


def _seq(effects: list[ir.Effect], joins: list[str]) -> ir.Effect:
    if len(effects) == 1:
        return effects[0]
    return ir.Seq(tuple(effects), tuple(joins))


def clause(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """[You may] [subject] verb phrase."""
    if s.word("you", "may"):
        return ir.May(_imperative(s, env, ir.You(word="you")))
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
        return ir.Draw(_cards(s), who)
    if verb("discard"):
        n = _cards(s)
        random = bool(s.word("at", "random"))
        return ir.Discard(n, who, random)
    if verb("gain"):
        n = quantity(s)
        need(s, "life")
        return ir.GainLife(n, who)
    if verb("lose"):
        n = quantity(s)
        need(s, "life")
        return ir.LoseLife(n, who)
    if verb("mill"):
        return ir.Mill(_cards(s), who)
    if third and s.word("scries") or not third and s.word("scry"):
        return ir.Scry(number(s), who)
    if verb("surveil"):
        return ir.Surveil(number(s), who)
    if verb("sacrifice"):
        return _sacrifice(s, env, who)
    if verb("create"):
        return _create(s, env, who)
    s.fail("a verb")
    raise NoParse


def _cards(s: Stream) -> ir.Quantity:
    """"a card", "two cards", "X cards"."""
    n = quantity(s)
    if not s.one_of("card", "cards"):
        raise NoParse
    return n


def _sacrifice(s: Stream, env, who: ir.PlayerRef) -> ir.Effect:  # noqa: ANN001
    """"sacrifices a creature", "sacrifices two lands" (701.21a); "sacrifice SELF/it"."""
    if isinstance(who, ir.You):
        obj = opt(s, _own_object, env)
        if obj is not None:
            return ir.Sacrifice(obj)
    from .objects import noun_phrase

    n = number(s)
    np = noun_phrase(s, env)
    if np.plural != (n != 1):
        raise NoParse
    return ir.PlayerSacrifices(who, np.selector, n)


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
        return ir.CreateTokenCopy(what)
    n = quantity(s)
    token, plural = token_description(s, env)
    if plural != (n != 1):
        s.fail("singular/plural agreement")
        raise NoParse
    tapped = attacking = False
    if s.word("that", "are" if plural else "is", "tapped", "and", "attacking") or s.word(
            "tapped", "and", "attacking"):
        tapped = attacking = True
    elif s.word("that's", "attacking"):
        attacking = True
    env.mention("token", ir.Created())
    return ir.CreateTokens(token, n, who, tapped, attacking)


# ---- objects doing things -----------------------------------------------------------------------


def _object_verb(s: Stream, env, obj: ir.ObjRef) -> ir.Effect:  # noqa: ANN001
    """"deals N damage to X", "gets +N/+N until end of turn", "gains flying until end of turn",
    "loses all abilities until end of turn"."""
    if s.one_of("deals", "deal"):
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
        return ir.Becomes(obj, lose_abilities=True, duration=_duration(s))
    s.fail("a verb")
    raise NoParse


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
    if not text.startswith(("+", "-")):
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
        color = s.kind("COLOR")
        if color is None:
            raise NoParse
        return f"protection from {str(color.value).lower()}"
    return word


def _duration(s: Stream) -> ir.Duration:
    if s.word("until", "end", "of", "turn"):
        return ir.EndOfTurn()
    s.fail("until end of turn")
    raise NoParse


# ---- the imperative -----------------------------------------------------------------------------


def _imperative(s: Stream, env, you: ir.You) -> ir.Effect:  # noqa: ANN001
    """A verb phrase whose subject is the ability's controller."""
    for verb in ("draw", "discard", "gain", "lose", "mill", "scry", "surveil", "sacrifice",
                 "create"):
        if s.is_word(verb):
            return _one_player_verb(s, env, you)
    if s.word("destroy"):
        return ir.Destroy(object_ref(s, env))
    if s.word("exile"):
        return ir.Exile(object_ref(s, env))
    if s.word("tap"):
        return ir.Tap(object_ref(s, env))
    if s.word("untap"):
        return ir.Untap(object_ref(s, env))
    if s.word("counter"):
        what = object_ref(s, env)
        if s.word("unless", "its", "controller", "pays"):
            return ir.CounterUnlessPays(what, mana(s))
        return ir.CounterSpell(what)
    if s.word("return"):
        return _return(s, env)
    if s.word("put"):
        return _put_counters(s, env)
    if s.word("gain", "control", "of"):
        what = object_ref(s, env)
        duration: ir.Duration = ir.Indefinitely()
        if s.word("until", "end", "of", "turn"):
            duration = ir.EndOfTurn()
        elif s.word("for", "as", "long", "as") and s.is_kind("SELF") and s.is_word(
                "remains", "on", "the", "battlefield", k=1):
            s.i += 5
            duration = ir.WhileSourceRemains()
        return ir.GainControl(what, duration)
    if s.word("add"):
        return _add_mana(s)
    if s.word("attach"):
        what = object_ref(s, env)
        if not isinstance(what, ir.This):
            raise NoParse
        need(s, "to")
        return ir.AttachTo(object_ref(s, env))
    if s.word("until", "end", "of", "turn", ","):
        obj = object_ref(s, env)
        effect = _object_verb_untimed(s, env, obj)
        return replace(effect, duration_first=True)  # type: ignore[type-var]
    s.fail("an effect")
    raise NoParse


def _object_verb_untimed(s: Stream, env, obj: ir.ObjRef) -> ir.Effect:  # noqa: ANN001
    """After a leading "Until end of turn,": loses all abilities [and becomes ...]."""
    if s.one_of("loses", "lose"):
        need(s, "all", "abilities")
        return ir.Becomes(obj, lose_abilities=True)
    if s.one_of("gets", "get"):
        tok = s.kind("PT")
        if tok is None:
            raise NoParse
        power, toughness = (_signed(v) for v in tok.value)
        return ir.Pump(obj, power, toughness)
    raise NoParse


def _return(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"Return [object] to its owner's hand." / "... from your graveyard to your hand." /
    "... to the battlefield [tapped] [under your control]"."""
    what = object_ref(s, env)
    if s.word("to", "its", "owner", "'s", "hand") or s.word("to", "their", "owners", "'", "hands") or \
            s.word("to", "your", "hand"):
        return ir.ReturnToHand(what)
    if s.word("to", "the", "battlefield"):
        tapped = bool(s.word("tapped"))
        s.word("under", "your", "control")
        return ir.PutOntoBattlefield(what, tapped)
    s.fail("to its owner's hand")
    raise NoParse


def _put_counters(s: Stream, env) -> ir.Effect:  # noqa: ANN001
    """"put N [kind] counter(s) on [object]" (122.1)."""
    n = quantity(s)
    kind = _counter_kind(s)
    if not s.one_of("counter", "counters"):
        raise NoParse
    need(s, "on")
    return ir.PutCounters(kind, n, object_ref(s, env))


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
    if s.word("one", "mana", "of", "any", "color"):
        return ir.AddMana(MANA_ANY_COLOR)
    options = [_mana_letters(mana(s))]
    while s.is_word(",") or s.is_word("or"):
        if s.word(",") and s.word("or"):
            pass
        else:
            s.word("or")
        options.append(_mana_letters(mana(s)))
    return ir.AddMana(tuple(options))


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
    return "you may " + self.clause(e.effect)


@prints(ir.DealDamage)
def print_dealdamage(self: Any, e: ir.DealDamage) -> str:
    return f"{self.obj(e.source)} deals {print_amount(e.amount)} damage to " \
           f"{self.recipient(e.to)}"


@prints(ir.Draw)
def print_draw(self: Any, e: ir.Draw) -> str:
    return self._subject(e.who, "draw", "draws") + " " + _cards_text(e.amount)


@prints(ir.Discard)
def print_discard(self: Any, e: ir.Discard) -> str:
    text = self._subject(e.who, "discard", "discards") + " " + _cards_text(e.amount)
    return text + (" at random" if e.at_random else "")


@prints(ir.Mill)
def print_mill(self: Any, e: ir.Mill) -> str:
    return self._subject(e.who, "mill", "mills") + " " + _cards_text(e.amount)


@prints(ir.Scry)
def print_scry(self: Any, e: ir.Scry) -> str:
    return self._subject(e.who, "scry", "scries") + f" {print_amount(e.amount)}"


@prints(ir.Surveil)
def print_surveil(self: Any, e: ir.Surveil) -> str:
    return self._subject(e.who, "surveil", "surveils") + f" {print_amount(e.amount)}"


@prints(ir.GainLife)
def print_gainlife(self: Any, e: ir.GainLife) -> str:
    return self._subject(e.who, "gain", "gains") + f" {print_amount(e.amount)} life"


@prints(ir.LoseLife)
def print_loselife(self: Any, e: ir.LoseLife) -> str:
    return self._subject(e.who, "lose", "loses") + f" {print_amount(e.amount)} life"


@prints(ir.Destroy)
def print_destroy(self: Any, e: ir.Destroy) -> str:
    return "destroy " + self.obj(e.what)


@prints(ir.Exile)
def print_exile(self: Any, e: ir.Exile) -> str:
    return "exile " + self.obj(e.what)


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
    if _is_graveyard(e.what, self.targets):
        return f"return {what} to your hand"
    if isinstance(e.what, ir.Each) or _plural_target(e.what, self.targets):
        return f"return {what} to their owners' hands"
    return f"return {what} to its owner's hand"


@prints(ir.PutOntoBattlefield)
def print_putontobattlefield(self: Any, e: ir.PutOntoBattlefield) -> str:
    return f"return {self.obj(e.what)} to the battlefield" + (" tapped" if e.tapped else "")


@prints(ir.Sacrifice)
def print_sacrifice(self: Any, e: ir.Sacrifice) -> str:
    return "sacrifice " + self.obj(e.what)


@prints(ir.PlayerSacrifices)
def print_playersacrifices(self: Any, e: ir.PlayerSacrifices) -> str:
    n = e.count
    assert isinstance(n, int)
    phrase = self.noun_phrase(e.what, n != 1)
    count = print_count(n, article=article(phrase))
    return self._subject(e.who, "sacrifice", "sacrifices") + f" {count} {phrase}"


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
    if e.lose_abilities and not (e.add_types or e.set_subtypes or e.set_colors or e.set_pt
                                 or e.switch):
        verb = "lose" if plural else "loses"
        if e.duration_first:
            return f"until end of turn, {what} {verb} all abilities"
        return f"{what} {verb} all abilities {self.duration(e.duration)}"
    raise ValueError("can't print this Becomes")


@prints(ir.GainControl)
def print_gaincontrol(self: Any, e: ir.GainControl) -> str:
    text = "gain control of " + self.obj(e.what)
    tail = self.duration(e.duration)
    return text + (" " + tail if tail else "")


@prints(ir.PutCounters)
def print_putcounters(self: Any, e: ir.PutCounters) -> str:
    count = print_count(e.amount, article=article(e.kind))
    noun = "counter" if e.amount == 1 else "counters"
    return f"put {count} {e.kind} {noun} on {self.obj(e.what)}"


@prints(ir.CreateTokens)
def print_createtokens(self: Any, e: ir.CreateTokens) -> str:
    from .tokens import print_token

    plural = e.amount != 1
    first = _first_word_of_token(e.token)
    count = print_count(e.amount, article=article(first))
    text = self._subject(e.who, "create", "creates") + " " + print_token(
        e.token, count, plural, self)
    if e.tapped and e.attacking:
        text += f" that {'are' if plural else 'is'} tapped and attacking"
    elif e.attacking:
        text += " that's attacking"
    return text


@prints(ir.CreateTokenCopy)
def print_createtokencopy(self: Any, e: ir.CreateTokenCopy) -> str:
    return "create a token that's a copy of " + self.obj(e.what)


@prints(ir.AddMana)
def print_addmana(self: Any, e: ir.AddMana) -> str:
    if e.options == ("W", "U", "B", "R", "G"):
        return "add one mana of any color"
    symbols = ["".join("{" + c + "}" for c in opt) for opt in e.options]
    if len(symbols) <= 2:
        return "add " + " or ".join(symbols)
    return "add " + ", ".join(symbols[:-1]) + ", or " + symbols[-1]


@prints(ir.AttachTo)
def print_attachto(self: Any, e: ir.AttachTo) -> str:
    return f"attach it to {self.obj(e.what)}"

def _cards_text(n: ir.Quantity) -> str:
    return f"{print_count(n)} {'card' if n == 1 else 'cards'}"

def _pt_text(p: ir.Quantity, t: ir.Quantity) -> str:
    """"+2/+2", "-4/-0" (a zero takes the sign of the other half, as Oracle text writes it)."""
    first, second = _signed_text(p), _signed_text(t)
    if first == "+0" and second.startswith("-"):
        first = "-0"
    if second == "+0" and first.startswith("-"):
        second = "-0"
    return f"{first}/{second}"

def _signed_text(n: ir.Quantity) -> str:
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
