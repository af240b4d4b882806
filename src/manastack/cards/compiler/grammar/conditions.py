"""Conditions: what follows "if", "as long as", "Activate only if" (603.4, 611.3a, 602.5b):
"you control a Forest", "you control three or more artifacts", "an opponent has 10 or less
life", "it's your turn", "there are seven or more cards in your graveyard", "SELF is
attacking", "it's a creature card", "you've cast another spell this turn"; and the sentences
built on them: "If [condition], [effect].", "... instead." (614.15), "Otherwise, ...", "If you
do, ...", "If you don't, ..." (608.2c) and "When you do, ..." (603.12)."""

from __future__ import annotations

from dataclasses import replace

from .... import ir
from ..stream import NoParse, Stream
from .base import WORDS_OF, article, need, number, opt

COMPARATIVES = ((("or", "more"), ">="), (("or", "greater"), ">="), (("or", "less"), "<="),
                (("or", "fewer"), "<="))
OP_WORDS = {">=": "or more", "<=": "or less"}


EXTRA: list = []
"""Condition productions of families in their own modules (``designations.py``: "you're the
monarch"), tried after the built-in ones."""
EXTRA_PRINTERS: dict = {}
"""Condition node type -> its printer (a function of the node and the Printer)."""


def condition(s: Stream, env) -> ir.Condition:  # noqa: ANN001 - bind.Env
    """One condition (the words after "if" / "as long as")."""
    for prod in (_controls, _you_have, _some_player_has, _turn, _there_are, _kicked,
                 _spell_targets, _object_is, _has_counter, _history, _did_not_put, _mana_spent,
                 _won_clash, _you_cast_it, *EXTRA):
        found = opt(s, prod, env)
        if found is not None:
            return found
    s.fail("a condition")
    raise NoParse


def _comparative(s: Stream) -> tuple[int, str]:
    n = number(s)
    for words, op in COMPARATIVES:
        if s.word(*words):
            return n, op
    raise NoParse


def _controls(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"you control a [permanent]", "... N or more [permanents]", "... no [permanents]",
    "an opponent controls ...", "defending player controls ..."."""
    from .objects import noun_phrase

    who: ir.PlayerRef
    word = ""
    if s.word("you", "control"):
        who = ir.You()
    elif s.word("an", "opponent", "controls"):
        who = ir.EachOpponent()
        if not (s.is_word("a") or s.is_word("an") or s.is_word("another")):
            raise NoParse  # "an opponent controls N or more": each opponent on their own
    elif s.word("your", "opponents", "control"):
        who, word = ir.EachOpponent(), "your opponents"
    elif s.word("defending", "player", "controls"):
        who = ir.DefendingPlayer()
    else:
        raise NoParse
    if s.word("no"):
        np = noun_phrase(s, env)
        if not np.plural:
            raise NoParse
        return ir.NotCond(ir.Controls(who, np.selector))
    if s.word("another"):
        np = noun_phrase(s, env, other=True)
        if np.plural:
            raise NoParse
        return ir.Controls(who, np.selector)
    if s.is_word("a") or s.is_word("an"):
        np = noun_phrase(s, env, article=True)
        options = [np.selector.pred]
        while s.is_word("or", "a") or s.is_word("or", "an"):  # "a Plains or an Island"
            s.i += 1
            options.append(noun_phrase(s, env, article=True).selector.pred)
        if len(options) > 1:
            return ir.Controls(who, ir.Selector(ir.Or(tuple(options))), word="articles")
        return ir.Controls(who, np.selector, word=word)
    n, op = _comparative(s)
    np = noun_phrase(s, env, other=bool(s.word("other")))
    if not np.plural:
        raise NoParse
    if op == "<=":
        return ir.Controls(who, np.selector, 0, n, word=word)
    return ir.Controls(who, np.selector, n, word=word)


def _you_have(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"you have N or less life", "you have no cards in hand", "you have N or more cards in
    hand", "you have two or more opponents"."""
    need(s, "you", "have")
    if s.word("no", "cards", "in", "hand"):
        return ir.CompareQ(ir.PlayerCount(ir.You(), "hand"), "==", 0)
    n, op = _comparative(s)
    if s.word("life"):
        return ir.CompareQ(ir.PlayerCount(ir.You(), "life"), op, n)
    if s.word("opponents"):
        return ir.CompareQ(ir.PlayerCount(ir.You(), "opponents"), op, n)
    need(s, "cards", "in", "hand")
    return ir.CompareQ(ir.PlayerCount(ir.You(), "hand"), op, n)


def _some_player_has(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"an opponent has N or less life", "a player has N or less life"."""
    who: ir.PlayerRef
    if s.word("an", "opponent", "has"):
        who = ir.EachOpponent()
    elif s.word("a", "player", "has"):
        who = ir.EachPlayer()
    else:
        raise NoParse
    n, op = _comparative(s)
    if s.word("life"):
        return ir.SomePlayer(who, "life", op, n)
    need(s, "cards", "in", "hand")
    return ir.SomePlayer(who, "hand", op, n)


def _turn(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"it's your turn", "it's not your turn"."""
    if s.word("it's", "your", "turn"):
        return ir.YourTurn()
    need(s, "it's", "not", "your", "turn")
    return ir.NotCond(ir.YourTurn())


def _there_are(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"there are N or more [cards in your graveyard]", "there are no [creatures]", "there
    are no depletion counters on SELF"."""
    from .objects import noun_phrase

    need(s, "there", "are")
    if s.word("no"):
        tok = s.peek()
        if tok is not None and tok.kind == "WORD" and s.is_word("counters", "on", k=1) and \
                s.is_kind("SELF", 3):  # "there are no depletion counters on SELF" (122.1)
            s.i += 4
            return ir.CompareQ(ir.CountersOn(ir.This(), str(tok.value)), "==", 0)
        np = noun_phrase(s, env)
        if not np.plural:
            raise NoParse
        return ir.CompareQ(ir.Count(np.selector), "==", 0)
    n, op = _comparative(s)
    if s.is_word("card", "types") or s.is_word("basic", "land", "types"):
        from .quantity import types_among  # "four or more card types among ..." (delirium)

        return ir.CompareQ(types_among(s, env, True), op, n)
    np = noun_phrase(s, env)
    if not np.plural:
        raise NoParse
    return ir.CompareQ(ir.Count(np.selector), op, n)


STATES = (("attacking", ir.Attacking()), ("blocking", ir.Blocking()), ("tapped", ir.Tapped()),
          ("untapped", ir.Not(ir.Tapped())))


def _object_is(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"SELF is attacking", "it's untapped", "enchanted creature is a Human", "it's a creature
    card", "that creature is tapped"."""
    from .objects import _core, object_ref

    if s.word("it's"):
        found = env.it()
        obj: ir.ObjRef = replace(found, word="it") if found is not None and hasattr(
            found, "word") else ir.This(word="it")
    else:
        tok = s.peek()
        if tok is None or not (tok.kind == "SELF" or s.is_word("that") or s.is_word(
                "enchanted") or s.is_word("equipped")):
            raise NoParse
        obj = object_ref(s, env)
        need(s, "is")
        if isinstance(obj, ir.AttachedTo):  # "if enchanted permanent is tapped, untap it"
            env.mention("permanent", obj)
    for word, pred in STATES:
        if s.word(word):
            return ir.ObjectIs(obj, pred)
    if s.word("monstrous"):  # 701.37b: a designation
        return ir.Monstrous(obj)
    if not s.one_of("a", "an"):
        raise NoParse
    tok = s.peek()
    if tok is not None and tok.kind == "SUPERTYPE":  # "is legendary"
        raise NoParse
    core, plural, _ = _core(s)
    if core is None or plural:
        raise NoParse
    card = bool(s.word("card"))
    return ir.ObjectIs(obj, core, word="card" if card else "")


def _has_counter(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"it has a depletion counter on it", "SELF has a +1/+1 counter on it" (122.1)."""
    if s.word("it"):
        found = env.it()
        obj: ir.ObjRef = replace(found, word="it") if found is not None and hasattr(
            found, "word") else ir.This(word="it")
    elif s.is_kind("SELF"):
        s.i += 1
        obj = ir.This()
    else:
        raise NoParse
    need(s, "has", "a")
    tok = s.peek()
    if tok is None or tok.kind not in ("WORD", "PT"):
        raise NoParse
    s.i += 1
    kind = "/".join(tok.value) if tok.kind == "PT" else str(tok.value)
    need(s, "counter", "on", "it")
    return ir.ObjectIs(obj, ir.HasCounter(kind), word="has")


def kicked_object(s: Stream, env) -> ir.ObjRef:  # noqa: ANN001
    """SELF or "it" as what was kicked: kicker is linked to its own object (702.33e), so "it"
    must be that object."""
    if s.is_kind("SELF"):
        s.i += 1
        return ir.This()
    need(s, "it")
    found = env.it()
    if found is not None and not isinstance(found, ir.This):
        raise NoParse
    return ir.This(word="it")


def _kicked(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"SELF was kicked", "it was kicked", "it was kicked with its {1}{B} kicker" (702.33f),
    "it was kicked twice" (702.33d)."""
    from .base import mana

    obj = kicked_object(s, env)
    need(s, "was", "kicked")
    if s.word("with", "its"):
        cost = mana(s)
        need(s, "kicker")
        return ir.Kicked(obj, cost)
    if s.word("twice"):
        return ir.Kicked(obj, times=2)
    return ir.Kicked(obj)


COLORED_SYMBOLS = {"{W}": "W", "{U}": "U", "{B}": "B", "{R}": "R", "{G}": "G"}


def _you_cast_it(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"if you cast it" (603.4): the permanent entered as a spell its controller cast (only of
    the ability's own object, as "it" names it). Not "you cast SELF": "When you cast SELF" is a
    cast trigger (603.2), not a state trigger."""
    need(s, "you", "cast")
    if not s.is_word("it"):
        raise NoParse
    return ir.WasCast(kicked_object(s, env))


def _won_clash(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"If you win, ..." right after "clash with an opponent" in this ability (701.30d)."""
    if not getattr(env, "clashed", False) or not s.is_word("you", "win", ","):
        raise NoParse
    s.i += 2
    return ir.WonClash()


def _mana_spent(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"{W} was spent to cast it" / "... to cast SELF" (601.2h): one colored mana symbol."""
    from .base import mana
    from .objects import object_ref

    color = COLORED_SYMBOLS.get(mana(s))
    if color is None:
        raise NoParse
    need(s, "was", "spent", "to", "cast")
    return ir.ManaSpent(color, object_ref(s, env))


def _spell_targets(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"it targets a tapped creature": "it" is the spell itself (SELF costs less to cast if
    ..., 601.2f)."""
    from .objects import noun_phrase

    need(s, "it", "targets")
    found = env.it()
    if found is not None and not isinstance(found, ir.This):
        raise NoParse
    np = noun_phrase(s, env, article=True)
    if np.plural or np.selector.zones != ("battlefield",):
        raise NoParse
    return ir.SpellTargets(np.selector)


def _history(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"you've cast another spell this turn", "you attacked this turn", "you gained life this
    turn", "a creature died this turn" (the turn's history)."""
    from .objects import noun_phrase

    if s.word("you've", "cast", "another", "spell", "this", "turn"):
        return ir.HappenedThisTurn("cast", ir.You(), ir.Other())
    if s.word("you've", "cast", "a", "spell", "this", "turn"):
        return ir.HappenedThisTurn("cast", ir.You())
    if s.word("you've", "cast"):  # "you've cast two or more instant and sorcery spells"
        n, op = _comparative(s)
        np = noun_phrase(s, env)
        if op != ">=" or np.noun != "spell" or not np.plural:
            raise NoParse
        need(s, "this", "turn")
        pred = None if np.selector.pred == ir.ANYTHING else np.selector.pred
        return ir.HappenedThisTurn("cast", ir.You(), pred, n)
    if s.word("you've", "been", "attacked", "this", "step"):
        return ir.HappenedThisTurn("been_attacked", ir.You(), this_step=True)
    if s.word("you", "attacked", "this", "turn"):
        return ir.HappenedThisTurn("attacked", ir.You())
    if s.word("you", "gained", "life", "this", "turn"):
        return ir.HappenedThisTurn("gain_life", ir.You())
    if s.is_kind("SELF") and s.is_word("entered", "this", "turn", k=1):  # 603.6a, 400.7
        s.i += 4
        return ir.HappenedThisTurn("entered", None, ir.IsObject(ir.This()))
    if s.word("you", "lost", "life", "this", "turn"):
        return ir.HappenedThisTurn("lose_life", ir.You())
    if s.word("an", "opponent", "lost", "life", "this", "turn"):
        return ir.HappenedThisTurn("lose_life", ir.EachOpponent())
    np = noun_phrase(s, env, article=True)
    if np.noun == "card" or np.selector.zones != ("battlefield",):
        raise NoParse
    for words, event in ((("left", "the", "battlefield"), "left"),
                         (("entered", "the", "battlefield"), "entered")):
        if s.word(*words, "under", "your", "control", "this", "turn"):
            return ir.HappenedThisTurn(event, ir.You(), np.selector.pred)
    need(s, "died", "this", "turn")
    return ir.HappenedThisTurn("dies", None, np.selector.pred)


PUT_ZONES = ((("into", "your", "hand"), "hand"), (("onto", "the", "battlefield"), "battlefield"))


def _did_not_put(s: Stream, env) -> ir.Condition:  # noqa: ANN001
    """"you don't put the card into your hand" / "... it onto the battlefield": whether an earlier
    effect of the ability put the card revealed there (608.2c)."""
    need(s, "you", "don't", "put")
    found = env.it()
    if not isinstance(found, ir.TopCard):
        raise NoParse
    word = "the card" if s.word("the", "card") else "it" if s.word("it") else ""
    if not word:
        raise NoParse
    to = next((zone for words, zone in PUT_ZONES if s.word(*words)), None)
    if to is None:
        raise NoParse
    return ir.NotCond(ir.WasPut(replace(found, word=word), to))


HISTORY_WORDS = {("cast", True): "you've cast another spell", ("cast", False): "you've cast a spell",
                 ("attacked", False): "you attacked", ("gain_life", False): "you gained life",
                 ("lose_life", False): "you lost life"}


def print_condition(c: ir.Condition, printer) -> str:  # noqa: ANN001 - printer.Printer
    """The words of a condition (the inverse of :func:`condition`)."""
    inner = c.part if isinstance(c, ir.NotCond) else c
    if type(inner) in EXTRA_PRINTERS:
        return EXTRA_PRINTERS[type(inner)](c, printer)
    if isinstance(c, ir.NotCond) and isinstance(c.part, ir.Controls):
        return f"{_controller(c.part.player)} no {printer.noun_phrase(c.part.what, plural=True)}"
    if isinstance(c, ir.NotCond) and isinstance(c.part, ir.WasPut):
        where = next(" ".join(w) for w, zone in PUT_ZONES if zone == c.part.to)
        return f"you don't put {printer.obj(c.part.obj)} {where}"
    if isinstance(c, ir.NotCond) and isinstance(c.part, ir.YourTurn):
        return "it's not your turn"
    if isinstance(c, ir.YourTurn):
        return "it's your turn"
    if isinstance(c, ir.SpellTargets):
        return f"it targets {printer.noun_phrase(c.what, art=True)}"
    if isinstance(c, ir.Controls):
        who = "your opponents control" if c.word == "your opponents" else _controller(c.player)
        if c.word == "articles" and isinstance(c.what.pred, ir.Or):
            return f"{who} " + " or ".join(printer.noun_phrase(ir.Selector(p), art=True)
                                           for p in c.what.pred.parts)
        if c.at_most is not None and c.at_least == 0:
            return f"{who} {_number(c.at_most)} or fewer " \
                   f"{printer.noun_phrase(c.what, plural=True)}"
        if c.at_least == 1 and c.at_most is None:
            return f"{who} {printer.noun_phrase(c.what, art=True)}"
        return f"{who} {_number(c.at_least)} or more " \
               f"{printer.noun_phrase(c.what, plural=True)}"
    if isinstance(c, ir.CompareQ) and isinstance(c.left, ir.PlayerCount) and isinstance(
            c.left.player, ir.You) and isinstance(c.right, int):
        if c.left.what == "hand" and c.op == "==" and c.right == 0:
            return "you have no cards in hand"
        if c.left.what == "life":
            return f"you have {c.right} {OP_WORDS[c.op]} life"
        if c.left.what == "hand":  # "fewer" cards, "less" life
            op = "or fewer" if c.op == "<=" else OP_WORDS[c.op]
            return f"you have {_number(c.right)} {op} cards in hand"
        if c.left.what == "opponents":
            return f"you have {_number(c.right)} {OP_WORDS[c.op]} opponents"
    if isinstance(c, ir.CompareQ) and isinstance(c.left, ir.CountersOn) and isinstance(
            c.left.obj, ir.This) and c.op == "==" and c.right == 0:
        return f"there are no {c.left.kind} counters on {printer.obj(c.left.obj)}"
    if isinstance(c, ir.CompareQ) and isinstance(c.left, ir.Count) and isinstance(c.right, int):
        noun = printer.noun_phrase(c.left.what, plural=True)
        if c.op == "==" and c.right == 0:
            return f"there are no {noun}"
        return f"there are {_number(c.right)} {OP_WORDS[c.op]} {noun}"
    if isinstance(c, ir.CompareQ) and isinstance(c.left, ir.TypesAmong) and isinstance(
            c.right, int):
        from .quantity import print_types_among

        return f"there are {_number(c.right)} {OP_WORDS[c.op]} " + print_types_among(
            c.left, printer, True)
    if isinstance(c, ir.SomePlayer) and isinstance(c.value, int):
        who = "an opponent" if isinstance(c.who, ir.EachOpponent) else "a player"
        what = "life" if c.what == "life" else "cards in hand"
        value = str(c.value) if c.what == "life" else _number(c.value)
        return f"{who} has {value} {OP_WORDS[c.op]} {what}"
    if isinstance(c, ir.WonClash):
        return "you win"
    if isinstance(c, ir.WasCast):
        return f"you cast {printer.obj(c.obj)}"
    if isinstance(c, ir.ManaSpent):
        return f"{{{c.color}}} was spent to cast {printer.obj(c.obj)}"
    if isinstance(c, ir.Kicked):
        text = f"{printer.obj(c.obj)} was kicked"
        if c.cost:
            return f"{text} with its {c.cost} kicker"
        return text + (" twice" if c.times == 2 else "")
    if isinstance(c, ir.Monstrous):
        obj = printer.obj(c.obj)
        return f"{'it' if obj == 'it' else obj} is monstrous"
    if isinstance(c, ir.ObjectIs) and c.word == "has" and isinstance(c.pred, ir.HasCounter):
        return f"{printer.obj(c.obj)} has a {c.pred.kind} counter on it"
    if isinstance(c, ir.ObjectIs):
        obj = printer.obj(c.obj)
        subject = "it's" if obj == "it" else f"{obj} is"
        for word, pred in STATES:
            if c.pred == pred:
                return f"{subject} {word}"
        from .objects import _noun_text

        noun = _noun_text(c.pred) + (" card" if c.word == "card" else "")
        return f"{subject} {article(noun)} {noun}"
    if isinstance(c, ir.AnyOf):  # of "Activate only if ... or if ..." (602.5b)
        return " or if ".join(print_condition(part, printer) for part in c.parts)
    if isinstance(c, ir.HappenedThisTurn):
        if c.event == "entered" and c.player is None and c.pred == ir.IsObject(ir.This()):
            return f"{printer.obj(ir.This())} entered this turn"
        if c.event == "been_attacked":
            return "you've been attacked this step"
        if c.event == "dies" and c.player is None and c.pred is not None:
            return f"{printer.noun_phrase(ir.Selector(c.pred), art=True)} died this turn"
        if c.event in ("left", "entered") and c.pred is not None:
            return f"{printer.noun_phrase(ir.Selector(c.pred), art=True)} {c.event} the " \
                   "battlefield under your control this turn"
        if c.event == "cast" and c.at_least > 1:
            spells = printer.noun_phrase(ir.Selector(c.pred or ir.ANYTHING, ("stack",)),
                                         plural=True)
            return f"you've cast {_number(c.at_least)} or more {spells} this turn"
        if c.event == "lose_life" and isinstance(c.player, ir.EachOpponent):
            return "an opponent lost life this turn"
        return HISTORY_WORDS[c.event, c.pred == ir.Other()] + " this turn"
    raise ValueError(f"can't print the condition {c!r}")


def _controller(who: ir.PlayerRef) -> str:
    if isinstance(who, ir.You):
        return "you control"
    if isinstance(who, ir.DefendingPlayer):
        return "defending player controls"
    return "an opponent controls"


def _number(n: int) -> str:
    return WORDS_OF.get(n, str(n))


# ---- sentences on conditions ------------------------------------------------------------------


def if_sentence(s: Stream, env, effects: list[ir.Effect]) -> bool:  # noqa: ANN001
    """A sentence that builds on a condition or on the sentence before it, merged into
    ``effects`` (the sentences so far); False if none comes next."""
    from .effects import sentence, sentence_clauses

    if s.is_word("if", "you", "do", ",") or s.is_word("if", "you", "don't", ","):
        if not effects:
            raise NoParse
        did = s.is_word("if", "you", "do")
        s.i += 4
        then = sentence(s, env)
        last = effects[-1]
        if did:
            effects[-1] = ir.IfYouDo(last, then)
        elif isinstance(last, ir.IfYouDo) and last.otherwise is None:
            effects[-1] = replace(last, otherwise=then)
        else:
            effects[-1] = ir.IfYouDo(last, None, then)
        return True
    if s.is_word("when", "you", "do", ","):
        if not effects:
            raise NoParse
        s.i += 4
        effects[-1] = reflexive(s, env, effects[-1])
        return True
    if s.is_word("otherwise", ","):
        last = effects[-1] if effects else None
        if not isinstance(last, ir.Conditional) or last.otherwise is not None or last.after:
            raise NoParse
        s.i += 2
        effects[-1] = replace(last, otherwise=that_much(sentence(s, env), last.effect))
        return True
    if not s.is_word("if"):
        return False
    s.i += 1
    cond = condition(s, env)
    need(s, ",")
    mark = s.mark()
    found = opt(s, sentence, env)
    if found is not None:
        effects.append(ir.Conditional(cond, found))
        return True
    s.reset(mark)
    if not effects:
        raise NoParse
    instead = sentence_clauses(s, env)
    need(s, "instead", ".")
    effects[-1] = ir.IfInstead(effects[-1], cond, instead)
    return True


def unless_pays(s: Stream, env, effect: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """"[effect] unless [player] pays [mana]" (608.2d, 117.12)."""
    from .base import mana
    from .players import player_ref

    need(s, "unless")
    tok = s.peek()
    if tok is not None and tok.kind == "MANA" and s.is_word("was", "spent", "to", "cast", k=1):
        return ir.Conditional(ir.NotCond(_mana_spent(s, env)), effect, after=True, unless=True)
    who = player_ref(s, env)
    if not s.word("pay" if isinstance(who, ir.You) else "pays"):
        raise NoParse
    return ir.UnlessPays(effect, who, mana(s))


def reflexive(s: Stream, env, action: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """After "When you do,": the reflexive triggered ability (603.12), with its own targets;
    "it", "that player" still name what the action's ability mentioned."""
    from .base import within
    from .effects import sentence

    inner = env.child()
    inner.mentioned = list(env.mentioned)
    inner.players = list(env.players)
    effect = within(s, inner, sentence)
    ability = ir.Triggered(ir.Trigger("reflexive", "any"), effect, tuple(inner.targets),
                           word="When")
    return ir.WhenYouDo(action, ability)


def trailing_if(s: Stream, env, effect: ir.Effect) -> ir.Effect:  # noqa: ANN001
    """"[effect] if [condition]" at the end of a sentence."""
    need(s, "if")
    return ir.Conditional(condition(s, env), effect, after=True)


__all__ = ["condition", "if_sentence", "print_condition", "trailing_if"]


# ---- printing the sentences -------------------------------------------------------------------


def _register() -> None:
    from .effects import prints

    @prints(ir.Conditional)
    def print_conditional(self, e: ir.Conditional) -> str:  # noqa: ANN001
        if e.unless and isinstance(e.condition, ir.NotCond):
            return f"{self.clause(e.effect)} unless {print_condition(e.condition.part, self)}"
        if e.after:
            return f"{self.clause(e.effect)} if {print_condition(e.condition, self)}"
        text = f"if {print_condition(e.condition, self)}, {self.clause(e.effect)}"
        if e.otherwise is not None:
            text += ". Otherwise, " + self.clause(e.otherwise)
        return text

    @prints(ir.IfInstead)
    def print_ifinstead(self, e: ir.IfInstead) -> str:  # noqa: ANN001
        return f"{self.clause(e.effect)}. If {print_condition(e.condition, self)}, " \
               f"{self.clause(e.instead)} instead"

    @prints(ir.IfYouDo)
    def print_ifyoudo(self, e: ir.IfYouDo) -> str:  # noqa: ANN001
        text = self.clause(e.action)
        if e.effect is not None:
            text += ". If you do, " + self.clause(e.effect)
        if e.otherwise is not None:
            text += ". If you don't, " + self.clause(e.otherwise)
        return text

    @prints(ir.WhenYouDo)
    def print_whenyoudo(self, e: ir.WhenYouDo) -> str:  # noqa: ANN001
        inner = type(self)(e.ability.targets)
        return f"{self.clause(e.action)}. When you do, {inner.clause(e.ability.effect)}"

    @prints(ir.UnlessPays)
    def print_unlesspays(self, e: ir.UnlessPays) -> str:  # noqa: ANN001
        pays = "pay" if isinstance(e.who, ir.You) else "pays"
        return f"{self.clause(e.effect)} unless {self.player(e.who)} {pays} {e.mana}"


_register()


# ---- activation restrictions (602.5b) -----------------------------------------------------------

TIMES = {1: "once", 2: "twice", 3: "three times"}
DURING = {("your", "turn"): "your_turn", ("your", "upkeep"): "your_upkeep",
          ("combat",): "combat"}


def activation_restriction(s: Stream, env) -> dict[str, object]:  # noqa: ANN001
    """"Activate only [as a sorcery | during your turn | during your upkeep | during combat | if
    [condition]] [and only once each turn]." and "Activate no more than twice each turn."; the
    fields of ``ir.Activated`` it sets. "Activate only once." alone: once for the object, ever."""
    found: dict[str, object] = {}
    if s.word("activate", "no", "more", "than"):
        n = next((k for k, w in TIMES.items() if k > 1 and s.word(*w.split())), 0)
        if not n:
            raise NoParse
        need(s, "each", "turn", ".")
        return {"per_turn": n}
    need(s, "activate", "only")
    if s.word("once", "."):
        return {"once": True}
    first = True
    while True:
        if s.word("once", "each", "turn"):
            found["per_turn"] = 1
        elif first and s.word("as", "a", "sorcery"):
            found["sorcery"] = True
        elif first and s.word("during"):
            during = next((v for k, v in DURING.items() if s.word(*k)), "")
            if not during:
                raise NoParse
            found["during"] = during
        elif first and s.word("if"):
            found["condition"] = condition(s, env)
            if s.word("or", "if"):  # "if SELF entered this turn or if you control a basic land"
                found["condition"] = ir.AnyOf((found["condition"], condition(s, env)))
        else:
            raise NoParse
        if "per_turn" in found or not s.word("and", "only"):
            break
        first = False
    need(s, ".")
    return found


def print_restriction(ab: ir.Activated, printer) -> str:  # noqa: ANN001
    """The restriction sentence of an activated ability."""
    if ab.per_turn > 1:
        return f"Activate no more than {TIMES[ab.per_turn]} each turn."
    if ab.once:
        return "Activate only once."
    parts = []
    if ab.sorcery:
        parts.append("as a sorcery")
    if ab.during:
        parts.append("during " + " ".join(next(k for k, v in DURING.items() if v == ab.during)))
    if ab.condition is not None:
        parts.append("if " + print_condition(ab.condition, printer))
    if ab.per_turn == 1:
        parts.append("once each turn")
    return "Activate only " + " and only ".join(parts) + "."


def that_much(otherwise: ir.Effect, effect: ir.Effect) -> ir.Effect:
    """"If this spell was kicked, you gain life equal to that card's mana value. Otherwise, you
    lose that much life": the "that much" of the other branch is the amount the first names,
    since that branch didn't happen to have done anything (608.2c)."""
    named = getattr(effect, "amount", None)
    if named is None or isinstance(named, ir.EventAmount) or \
            not isinstance(getattr(otherwise, "amount", None), ir.EventAmount):
        return otherwise
    return replace(otherwise, amount=replace(otherwise.amount, named=named))  # type: ignore
