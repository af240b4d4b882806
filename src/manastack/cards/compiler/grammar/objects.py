"""Objects: noun phrases ("nonblack creature an opponent controls"), target phrases (115.1),
and references ("it", "that creature", "enchanted creature", "each creature", "all Plains").

A noun phrase becomes an ``ir.And`` of its parts in the order written: adjectives first, then
the core (card types or subtypes), then what follows it ("with flying", "you control"). The
printer walks the same parts, so the words come back in the same places.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .... import ir
from ..stream import NoParse, Stream
from .base import need, number, opt

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_WORD = {v: k for k, v in COLORS.items()}
TYPE_NOUNS = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker",
              "sorcery", "kindred")
SUPERTYPES = ("legendary", "basic", "snow", "world")
PLURAL_TYPES = {"sorcery": "sorceries"}
ANY_TARGET_KINDS = ir.Or((ir.CardType("Creature"), ir.CardType("Planeswalker"),
                          ir.CardType("Battle")))
"""115.4: "any target" is a creature, player, planeswalker or battle."""
PERMANENT_CARD = ir.Or(tuple(ir.CardType(t) for t in (
    "Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")))
"""110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land, or
planeswalker card."""


@dataclass(frozen=True, slots=True)
class NounPhrase:
    """What a noun phrase parsed to: the selector, whether it was plural, and the noun a later
    "that [noun]" can use ("creature", "card", "Goblin", ...)."""

    selector: ir.Selector
    plural: bool
    noun: str
    single_graveyard: bool = False  # "from a single graveyard" (a target phrase's, 601.2c)


# ---- parsing ------------------------------------------------------------------------------------


def _type_word(s: Stream) -> tuple[ir.Pred, bool, str] | None:
    """One card type ("creature", "artifacts") or subtype ("Goblin", "Elves") word."""
    tok = s.peek()
    if tok is None:
        return None
    if tok.kind == "TYPE":
        s.i += 1
        name = str(tok.value).capitalize()
        return ir.CardType(name), bool(tok.plural), name.lower()
    if tok.kind == "SUBTYPE":
        s.i += 1
        plural = bool(tok.plural) or str(tok.value) in SAME_PLURAL
        return ir.Subtype(str(tok.value)), plural, str(tok.value)
    return None


IN_ALL = "in all"
"""``Selector.word`` of "cards in all graveyards" (every graveyard, as "in a graveyard")."""
SAME_PLURAL = frozenset({"Plains"})
"""Subtypes whose plural is the same word; read as plural where a plural is expected."""


def _core(s: Stream) -> tuple[ir.Pred | None, bool, str]:
    """The nouns: "creature", "artifact creature" (both), "artifact or enchantment",
    "artifact, creature, or land", "Goblin creature", "permanent", "spell", "card"."""
    first = _type_word(s)
    if first is None:
        return None, False, ""
    pred, plural, noun = first
    second = _type_word(s)  # "artifact creature", "Goblin creature", "Aura spell"
    if second is not None:
        pred = ir.And((pred, second[0]))
        plural, noun = second[1], second[2]
    options = [pred]
    word = ""
    while True:
        mark = s.mark()
        comma = s.word(",")
        joined = s.one_of("or", "and")
        nxt = _type_word(s) if (comma or joined) else None
        if nxt is None:
            s.reset(mark)
            break
        options.append(nxt[0])
        plural = plural or nxt[1]
        if joined:
            word = "and" if joined == "and" else ""
            break
    if len(options) > 1:
        return ir.Or(tuple(options), word=word), plural, "permanent"
    return pred, plural, noun


def _adjective(s: Stream) -> ir.Pred | None:
    """A word before the nouns: tapped, attacking, a color, a supertype, "non-" anything."""
    tok = s.peek()
    if tok is None:
        return None
    if s.is_word("non"):
        mark = s.mark()
        s.i += 1
        inner = _negatable(s)
        if inner is None:
            s.reset(mark)
            return None
        return ir.Not(inner)
    for word, pred in (("tapped", ir.Tapped()), ("untapped", ir.Not(ir.Tapped())),
                       ("multicolored", ir.Multicolored()), ("colorless", ir.Colorless()),
                       ("unblocked", ir.Unblocked())):
        if s.is_word(word):
            s.i += 1
            return pred
    if s.is_word("attacking", "or", "blocking"):
        s.i += 3
        return ir.Or((ir.Attacking(), ir.Blocking()))
    if s.is_word("attacking"):
        s.i += 1
        return ir.Attacking()
    if s.is_word("blocking"):
        s.i += 1
        return ir.Blocking()
    if tok.kind == "COLOR" and str(tok.value).lower() in COLORS:
        colors = [ir.Color(COLORS[str(tok.value).lower()])]
        s.i += 1
        while s.is_word("or") and s.is_kind("COLOR", 1) and str(
                s.peek(1).value).lower() in COLORS:  # type: ignore[union-attr]
            colors.append(ir.Color(COLORS[str(s.peek(1).value).lower()]))  # type: ignore[union-attr]
            s.i += 2
        return colors[0] if len(colors) == 1 else ir.Or(tuple(colors))
    if tok.kind == "SUPERTYPE":
        s.i += 1
        return ir.Supertype(str(tok.value).capitalize())
    return None


def _negatable(s: Stream) -> ir.Pred | None:
    """What follows "non": a color, card type, subtype, supertype or "token"."""
    tok = s.peek()
    if tok is None:
        return None
    if tok.kind == "COLOR" and str(tok.value).lower() in COLORS:
        s.i += 1
        return ir.Color(COLORS[str(tok.value).lower()])
    if tok.kind == "TYPE":
        s.i += 1
        return ir.CardType(str(tok.value).capitalize())
    if tok.kind == "SUBTYPE":
        s.i += 1
        return ir.Subtype(str(tok.value))
    if tok.kind == "SUPERTYPE":
        s.i += 1
        return ir.Supertype(str(tok.value).capitalize())
    if s.is_word("token"):
        s.i += 1
        return ir.IsToken()
    return None


def _compare(s: Stream, prop: str) -> ir.Pred:
    """"power 2 or less", "mana value 3 or greater", "toughness less than 2"."""
    n = number(s)
    if s.is_word("or", "less"):
        s.i += 2
        return ir.Compare(prop, "<=", n)
    if s.is_word("or", "greater"):
        s.i += 2
        return ir.Compare(prop, ">=", n)
    s.fail("or less | or greater")
    raise NoParse


def _postfix(s: Stream, env: object) -> tuple[ir.Pred | None, tuple[str, ...] | None]:
    """What follows the nouns: "with flying", "without flying", "with power 2 or less", "you
    control", "an opponent controls", "target player controls", "defending player controls",
    "you don't control", "from your graveyard" (a zone)."""
    if s.is_word("without") and s.is_kind("KEYWORD", 1):
        tok = s.peek(1)
        s.i += 2
        return ir.Not(ir.HasKeyword(str(tok.value).lower())), None  # type: ignore[union-attr]
    controller = _controller_phrase(s, env)
    if controller is not None:
        return ir.ControlledBy(controller), None
    named = _named_controller(s, env)
    if named is not None:
        return named, None
    if s.is_word("with"):
        mark = s.mark()
        s.i += 1
        if s.is_kind("KEYWORD"):
            tok = s.peek()
            s.i += 1
            return ir.HasKeyword(str(tok.value).lower()), None  # type: ignore[union-attr]
        for words, prop in ((("mana", "value"), "mana_value"), (("power",), "power"),
                            (("toughness",), "toughness")):
            if s.word(*words):
                for rel, op in QUANTITY_RELATIONS:
                    if s.word(*rel.split()):
                        return ir.Compare(prop, op, _compared_quantity(s, env)), None
                return opt(s, _compare, prop) or _fail_back(s, mark), None
        if s.is_word("a") and s.is_kind("PT", 1) and s.is_word("counter", "on", "it", k=2):
            kind = "/".join(s.peek(1).value)  # type: ignore[union-attr]
            s.i += 5
            return ir.HasCounter(kind), None
        s.reset(mark)
        return None, None
    for words, pred in ((("you", "control"), ir.ControlledBy(ir.You())),
                        (("you", "don't", "control"), ir.Not(ir.ControlledBy(ir.You()))),
                        (("an", "opponent", "controls"), ir.ControlledBy(ir.Opponent())),
                        (("your", "opponents", "control"),
                         ir.ControlledBy(ir.Opponent(word="your opponents"))),
                        (("you", "own"), ir.OwnedBy(ir.You()))):
        if s.word(*words):
            return pred, None
    if s.is_word("attached", "to", "it"):  # 301.5, 303.4: "each Aura attached to it"
        ref = env.it() if env is not None and hasattr(env, "it") else None
        if ref is None:
            s.fail("an object named earlier")
            return None, None
        s.i += 3
        return ir.AttachedToObject(ref), None
    if s.word("dealt", "damage", "by", "SELF", "this", "turn"):  # 120.3: the turn's history
        return ir.DamagedBySelfThisTurn(), None
    if s.word("that", "was", "dealt", "damage", "this", "turn"):
        return ir.DealtDamageThisTurn(), None
    if s.word("of", "the", "chosen", "type"):  # 614.12: chosen as the permanent entered
        return ir.OfChosen("type"), None
    if s.word("of", "the", "chosen", "color"):
        return ir.OfChosen("color"), None
    if s.word("in", "all", "graveyards"):
        return None, ("graveyard",)
    if getattr(env, "in_target", False) and s.is_word("from", "a", "single", "graveyard"):
        return None, ("graveyard",)  # the target phrase reads "single" (601.2c)
    for prep in ("from", "in"):
        for words, owner in ((("your", "graveyard"), ir.You()),
                             (("a", "graveyard"), None),
                             (("an", "opponent", "'s", "graveyard"), ir.Opponent())):
            if s.word(prep, *words):
                return (ir.OwnedBy(owner) if owner is not None else None), ("graveyard",)
    return None, None


QUANTITY_RELATIONS = (("equal to", "=="), ("less than or equal to", "<="),
                      ("greater than or equal to", ">="), ("less than", "<"),
                      ("greater than", ">"))
"""A characteristic compared with a quantity written out ("with mana value less than or equal
to the number of lands you control", "with power less than SELF's power")."""
_RELATION_WORDS = {op: rel for rel, op in QUANTITY_RELATIONS}
_NOT_IN_DESCRIPTIONS = (ir.EventObject, ir.EventTarget, ir.EventAmount, ir.Targeted, ir.Current,
                        ir.XValue)


def _compared_quantity(s: Stream, env) -> ir.Quantity:  # noqa: ANN001 - bind.Env
    """The quantity of a comparison in a description. A description is also checked where no
    event, other target or X is known (target legality, 115.1; static abilities), so quantities
    about those aren't read here."""
    from .quantity import quantity_phrase

    q = quantity_phrase(s, env)
    if isinstance(q, int) or any(isinstance(n, _NOT_IN_DESCRIPTIONS) for n in ir.walk(q)):
        raise NoParse
    return q


def _controller_phrase(s: Stream, env) -> ir.PlayerRef | None:  # noqa: ANN001 - bind.Env
    """"target player controls", "target opponent controls", "defending player controls": the
    controller is a player the ability names (109.4). ("that player controls" waits until target
    legality can see the triggering event's player.)"""
    mark = s.mark()
    if s.is_word("target", "player", "controls") or s.is_word("target", "opponent", "controls"):
        ref = target_phrase(s, env)
        s.i += 1
        return ref
    if s.word("defending", "player", "controls"):
        return ir.DefendingPlayer()
    s.reset(mark)
    return None


def _named_controller(s: Stream, env) -> ir.Pred | None:  # noqa: ANN001 - bind.Env
    """"that player controls", "they control": the controller is the player the ability named
    last (109.4; "Target player sacrifices a creature they control", "each creature that player
    controls"). Not in a target phrase: targets are chosen before the player is known to target
    legality (115.1, 601.2c)."""
    if env is not None and not getattr(env, "in_target", True) and isinstance(
            env.that_player(), ir.PlayerOrController):
        mark = s.mark()
        either = opt(s, player_or_controller, env)
        if either is not None and s.word("controls"):
            return ir.ControlledBy(either, word=f"{either.word} controls")
        s.reset(mark)
    for words in (("that", "player", "controls"), ("they", "control")):
        if s.is_word(*words):
            found = env.that_player() if env is not None and hasattr(env, "that_player") else None
            if found is None or env.in_target:
                s.fail("a player named earlier")
                return None
            s.i += len(words)
            return ir.ControlledBy(found, word=" ".join(words))
    return None


def player_or_controller(s: Stream, env) -> ir.PlayerOrController:  # noqa: ANN001 - bind.Env
    """"that player or that planeswalker's controller": the player the last target phrase of
    players or permanents chose, or the chosen permanent's controller (115.1)."""
    found = env.that_player() if hasattr(env, "that_player") else None
    if not isinstance(found, ir.PlayerOrController) or not s.word("that", "player", "or", "that"):
        raise NoParse
    noun = s.peek()
    if noun is None or not s.kind(noun.kind) or not s.word("'s", "controller"):
        raise NoParse
    return replace(found, word=f"that player or that {noun.text}'s controller")


def _fail_back(s: Stream, mark: int) -> ir.Pred:
    s.reset(mark)
    raise NoParse


def noun_phrase(s: Stream, env: object = None, *, other: bool = False,
                article: bool = False, cards_in: tuple[str, ...] = ("graveyard",)) -> NounPhrase:
    """A description of objects: [a/an] [other] adjectives* nouns postfix*. ``other``: the
    phrase was preceded by "another"/"other" (already consumed); ``article``: it starts with
    "a"/"an" (a singular phrase); ``cards_in``: the zone "card" looks in when the phrase
    doesn't say ("search your library for a land card": the library)."""
    if article and not s.one_of("a", "an"):
        raise NoParse
    parts: list[ir.Pred] = [ir.Other()] if other else []
    while (adj := _adjective(s)) is not None:
        parts.append(adj)
        if isinstance(adj, ir.Not) and s.is_word(",") and s.is_word("non", k=1):
            s.i += 1  # "nonartifact, nonblack creature": negations are listed with commas
    core, plural, noun = _core(s)
    zones: tuple[str, ...] = ("battlefield",)
    prep, single = "", False
    if core is not None:
        parts.append(core)
    if s.is_word("permanent", "card") or s.is_word("permanent", "cards"):
        s.i += 1  # "[Rebel] permanent card": a card of a permanent type (110.4a); "card(s)" next
        parts.append(PERMANENT_CARD)
        core = core or PERMANENT_CARD
    tail = s.peek()
    if tail is not None and tail.kind == "WORD" and tail.value in ("permanent", "permanents"):
        s.i += 1
        plural, noun = tail.value == "permanents", "permanent"
    elif s.is_word("spell", "or", "permanent"):
        s.i += 3
        noun, zones = "permanent", ("stack", "battlefield")
    elif tail is not None and tail.kind == "WORD" and tail.value in ("spell", "spells"):
        s.i += 1
        plural, noun, zones = tail.value == "spells", "spell", ("stack",)
    elif tail is not None and tail.kind == "WORD" and tail.value in ("card", "cards"):
        s.i += 1
        plural, noun, zones = tail.value == "cards", "card", cards_in
    elif tail is not None and tail.kind == "WORD" and tail.value in ("token", "tokens"):
        s.i += 1
        parts.append(ir.IsToken())
        plural, noun = tail.value == "tokens", "token"
    elif core is None:
        s.fail("a noun (creature, permanent, card ...)")
        raise NoParse
    while True:
        pred, zone = _postfix(s, env)
        if pred is None and zone is None:
            break
        if pred is not None:
            parts.append(pred)
        if zone is not None:
            if noun != "card":
                s.fail("card")
                raise NoParse
            zones = zone
            if s.is_word("from", "a", "single", "graveyard"):
                single = True
                break
            prep = next(t.value for t in reversed(s.tokens[:s.i]) if t.value in ("in", "from"))
            prep = "" if prep == "from" else IN_ALL if s.tokens[s.i - 2].value == "all" else prep
    if single:
        s.i += 4  # "from a single graveyard", only where a target phrase reads it
    if noun == "card" and zones == ("graveyard",) == cards_in and not any(
            isinstance(p, ir.OwnedBy) for p in parts) and not _said_graveyard(s):
        s.fail("from a graveyard")
        raise NoParse
    if article and plural and noun in SAME_PLURAL:
        plural = False  # "a Plains"
    if article and plural:
        s.fail("a singular noun")
        raise NoParse
    pred_out: ir.Pred = parts[0] if len(parts) == 1 else ir.And(tuple(parts))
    return NounPhrase(ir.Selector(pred_out, zones, word=prep), plural, noun, single)


def _said_graveyard(s: Stream) -> bool:
    """Whether the words just read named a graveyard ("from a graveyard")."""
    return any(t.value in ("graveyard", "graveyards") for t in s.tokens[max(0, s.i - 3):s.i])


def target_phrase(s: Stream, env) -> ir.Targeted:  # noqa: ANN001 - bind.Env
    """"target creature", "another target creature", "two target creatures", "up to one target
    creature", "any number of target creatures", "target player", "target opponent", "any
    target", "target player or planeswalker", "target spell"."""
    if s.word("any", "target"):
        return env.add_target(ir.Target(ir.Selector(ANY_TARGET_KINDS),
                                        ir.PlayerFilter(ir.AnyPlayer())), "permanent")
    count: ir.Quantity = 1
    up_to, any_number, other = False, False, False
    if s.word("up", "to"):
        count, up_to = (ir.XValue() if _x_word(s) else number(s)), True
    elif _x_word(s):  # "X target creatures": the X announced as it is cast (601.2b-c)
        count = ir.XValue()
    elif s.word("any", "number", "of"):
        any_number = True
    elif s.word("another"):
        other = True
    else:
        n = opt(s, _count_word)
        if n is not None:
            count = n
    need(s, "target")
    if s.word("player", "or", "planeswalker"):
        return env.add_target(ir.Target(ir.Selector(ir.CardType("Planeswalker")),
                                        ir.PlayerFilter(ir.AnyPlayer()), count, up_to,
                                        any_number), "permanent")
    if s.word("opponent", "or", "planeswalker"):
        return env.add_target(ir.Target(ir.Selector(ir.CardType("Planeswalker")),
                                        ir.PlayerFilter(ir.Opponent()), count, up_to,
                                        any_number), "permanent")
    if s.one_of("player", "players"):
        return env.add_target(ir.Target(None, ir.PlayerFilter(ir.AnyPlayer()), count, up_to,
                                        any_number), "player")
    if s.one_of("opponent", "opponents"):
        return env.add_target(ir.Target(None, ir.PlayerFilter(ir.Opponent()), count, up_to,
                                        any_number), "player")
    if s.word("triggered", "ability"):
        mine = bool(s.word("you", "control"))
        sel = ir.Selector(ir.ControlledBy(ir.You()) if mine else ir.ANYTHING, ("stack",))
        return env.add_target(ir.Target(sel, ability="triggered"), "ability")
    outer, env.in_target = env.in_target, True
    try:
        np = noun_phrase(s, env, other=other)
    finally:
        env.in_target = outer
    if np.plural != (count != 1 or any_number):
        s.fail("singular/plural agreement")
        raise NoParse
    related = -1
    if count == 1 and s.word("that", "shares", "a", "card", "type", "with", "it"):
        antecedent = env.it()
        if not isinstance(antecedent, ir.Targeted):
            raise NoParse
        related = antecedent.index
    return env.add_target(ir.Target(np.selector, None, count, up_to, any_number,
                                    shares_type_with=related,
                                    single_graveyard=np.single_graveyard), np.noun)


def _x_word(s: Stream) -> bool:
    """Consume "X" (a count of targets)."""
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and tok.value == "X":
        s.i += 1
        return True
    return False


def _count_word(s: Stream) -> int:
    tok = s.peek()
    if tok is not None and tok.kind == "NUMBER" and isinstance(tok.value, int) and tok.value > 1:
        s.i += 1
        return tok.value
    raise NoParse


def object_ref(s: Stream, env, *, plural: bool | None = None) -> ir.ObjRef:  # noqa: ANN001
    """An object an effect acts on: SELF, "it", "that creature", "enchanted creature", a target
    phrase, "each creature ...", "all creatures ...", or a bare plural ("creatures you
    control")."""
    tok = s.peek()
    if tok is None:
        s.fail("an object")
        raise NoParse
    if tok.kind == "SELF":
        s.i += 1
        return ir.This()
    if s.is_word("it"):
        s.i += 1
        found = env.it()
        return _worded(found if found is not None else ir.This(), "it")
    if s.word("the", "exiled", "card"):  # 607.2a: linked to the ability that exiled it
        return ir.ExiledWithSelf()
    if s.is_word("that") and (s.is_kind("TYPE", 1) or s.is_kind("SUBTYPE", 1) or s.is_word(
            "permanent", k=1) or s.is_word("card", k=1) or s.is_word("spell", k=1)
            or s.is_word("token", k=1)):
        noun_tok = s.peek(1)
        noun = str(noun_tok.value)  # type: ignore[union-attr]
        noun = noun.lower() if noun_tok.kind != "SUBTYPE" else noun  # type: ignore[union-attr]
        found = env.that(noun)
        if found is None:
            s.fail("an antecedent for 'that " + noun + "'")
            raise NoParse
        s.i += 2
        return _worded(found, f"that {noun_tok.text}")  # type: ignore[union-attr]
    if s.is_word("those") and (s.is_kind("TYPE", 1) or s.is_word("permanents", k=1)):
        noun_tok = s.peek(1)
        noun = "permanent" if noun_tok.kind != "TYPE" else str(  # type: ignore[union-attr]
            noun_tok.value).lower()  # type: ignore[union-attr]
        found = env.that(noun)
        if found is None or not _plural_ref(env, found) or \
                noun_tok.text.lower() == noun:  # type: ignore[union-attr]
            s.fail("an antecedent for 'those " + noun + "s'")
            raise NoParse
        s.i += 2
        return _worded(found, f"those {noun_tok.text}")  # type: ignore[union-attr]
    for word in ("enchanted", "equipped"):
        if s.is_word(word) and (s.is_kind("TYPE", 1) or s.is_word("permanent", k=1)):
            noun = s.peek(1)
            text = f"{word} {noun.text}"  # type: ignore[union-attr]
            s.i += 2
            pred = ir.CardType(str(noun.value)) if noun.kind == "TYPE" else ir.ANYTHING  # type: ignore[union-attr]
            ref = ir.AttachedTo(pred, word=text)
            env.mention(str(noun.value).lower(), ref)  # "... can't be blocked. Sacrifice it"
            return ref
    if s.is_word("each") and s.is_word("of", k=1) and (s.is_word("target", k=2) or s.is_word(
            "up", k=2) or s.is_kind("NUMBER", 2)):
        mark = s.mark()
        s.i += 2
        each_of = opt(s, target_phrase, env)
        if isinstance(each_of, ir.Targeted) and _plural_ref(env, each_of):
            return _worded(each_of, "each of")  # "each of up to two target creatures" (115.1)
        s.reset(mark)
    for word in ("each", "all"):
        if s.is_word(word):
            mark = s.mark()
            s.i += 1
            other = bool(s.word("other"))
            np = opt(s, noun_phrase, env) if not other else opt(
                s, lambda st: noun_phrase(st, env, other=True))
            if np is not None and np.plural == (word == "all"):
                return ir.Each(np.selector, word=word)
            s.reset(mark)
    mark = s.mark()
    target = opt(s, target_phrase, env)
    if target is not None:
        return target
    s.reset(mark)
    other = bool(s.word("other"))
    np = opt(s, lambda st: noun_phrase(st, env, other=other))
    if np is not None and np.plural:
        return ir.Each(np.selector)
    s.reset(mark)
    s.fail("an object")
    raise NoParse


def _plural_ref(env, ref: ir.ObjRef) -> bool:  # noqa: ANN001 - bind.Env
    """Whether ``ref`` may name several objects ("those creatures"): targets chosen "up to
    two", "two" or "X", or each of a description."""
    if isinstance(ref, ir.Each):
        return True
    if isinstance(ref, ir.Targeted) and ref.index < len(env.targets):
        target = env.targets[ref.index]
        return not isinstance(target.count, int) or target.count > 1 or target.any_number
    return False


def possessive_ref(s: Stream, env) -> ir.ObjRef | None:  # noqa: ANN001 - bind.Env
    """The owner of a possessive: "its", "SELF's", "that creature's", "enchanted creature's"."""
    if s.word("its"):
        found = env.it()
        return _worded(found if found is not None else ir.This(), "it")
    if s.is_kind("SELF") and s.is_kind("POSS", 1):
        s.i += 2
        return ir.This()
    mark = s.mark()
    if s.is_word("that") or s.is_word("enchanted") or s.is_word("equipped") or s.is_word("target"):
        found_ref = opt(s, object_ref, env)
        if found_ref is not None and s.kind("POSS") is not None:
            return found_ref
    s.reset(mark)
    return None


def _worded(ref: ir.ObjRef, word: str) -> ir.ObjRef:
    """The reference with the pronoun or anaphor the text used."""
    if hasattr(ref, "word"):
        from dataclasses import replace

        return replace(ref, word=word)  # type: ignore[type-var]
    return ref


# ---- printing -----------------------------------------------------------------------------------


def plural_of(word: str) -> str:
    """The plural of a type or subtype noun as Oracle text writes it."""
    from .words import plural_of as known_plural

    return known_plural(word)


def print_pred_parts(pred: ir.Pred) -> tuple[list[str], list[str], list[str]]:
    """A predicate split into the words before the nouns, the nouns, and the words after."""
    parts = pred.parts if isinstance(pred, ir.And) else (pred,)
    before: list[str] = []
    nouns: list[str] = []
    after: list[str] = []
    for p in parts:
        if isinstance(p, ir.Other):
            before.append("other")
        elif isinstance(p, ir.Tapped):
            before.append("tapped")
        elif isinstance(p, ir.Multicolored):
            before.append("multicolored")
        elif isinstance(p, ir.Colorless):
            before.append("colorless")
        elif isinstance(p, ir.Unblocked):
            before.append("unblocked")
        elif isinstance(p, ir.Attacking):
            before.append("attacking")
        elif isinstance(p, ir.Blocking):
            before.append("blocking")
        elif isinstance(p, ir.Color):
            before.append(COLOR_WORD[p.color])
        elif isinstance(p, ir.Supertype):
            before.append(p.name.lower())
        elif isinstance(p, ir.Not) and isinstance(p.part, ir.Tapped):
            before.append("untapped")
        elif isinstance(p, ir.Not) and isinstance(p.part, ir.HasKeyword):
            after.append(f"without {p.part.keyword}")
        elif isinstance(p, ir.Not) and isinstance(p.part, ir.ControlledBy):
            after.append("you don't control")
        elif isinstance(p, ir.Not):
            inner = p.part
            word = _negated_word(inner)
            before.append(("non-" if isinstance(inner, ir.Subtype) else "non") + word)
        elif isinstance(p, ir.Or) and all(isinstance(q, ir.Color) for q in p.parts):
            before.append(" or ".join(COLOR_WORD[q.color] for q in p.parts))  # type: ignore[attr-defined]
        elif isinstance(p, ir.Or) and all(isinstance(q, ir.Attacking | ir.Blocking) for q in p.parts):
            before.append("attacking or blocking")
        elif p == PERMANENT_CARD:
            nouns.append("permanent")
        elif isinstance(p, ir.CardType | ir.Subtype | ir.Or | ir.And):
            nouns.append(_noun_text(p))
        elif isinstance(p, ir.IsToken):
            nouns.append("token")
        elif isinstance(p, ir.HasKeyword):
            after.append(f"with {p.keyword}")
        elif isinstance(p, ir.Compare) and not isinstance(p.value, int):
            after.append(("with", p.prop.replace("_", " "), _RELATION_WORDS[p.op],  # type: ignore[arg-type]
                          p.value))
        elif isinstance(p, ir.Compare):
            prop = p.prop.replace("_", " ")
            op = {"<=": "or less", ">=": "or greater"}[p.op]
            after.append(f"with {prop} {p.value} {op}")
        elif isinstance(p, ir.HasCounter):
            after.append(f"with a {p.kind} counter on it")
        elif isinstance(p, ir.ControlledBy) and isinstance(p.player, ir.Opponent) and \
                p.player.word:
            after.append(f"{p.player.word} control")
        elif isinstance(p, ir.ControlledBy) and p.word:
            after.append(p.word)
        elif isinstance(p, ir.ControlledBy) and not isinstance(p.player, ir.You | ir.Opponent):
            after.append(("controls", p.player))  # type: ignore[arg-type]

        elif isinstance(p, ir.ControlledBy):
            after.append({ir.You: "you control", ir.Opponent: "an opponent controls"}[
                type(p.player)])
        elif isinstance(p, ir.OwnedBy):
            after.append("you own")
        elif isinstance(p, ir.OfChosen):
            after.append(f"of the chosen {p.what}")
        elif isinstance(p, ir.AttachedToObject):
            after.append(f"attached to {p.word}")
        elif isinstance(p, ir.DamagedBySelfThisTurn):
            after.append("dealt damage by SELF this turn")
        elif isinstance(p, ir.DealtDamageThisTurn):
            after.append("that was dealt damage this turn")
        else:
            raise ValueError(f"can't print {p!r} in a noun phrase")
    return before, nouns, after


def _negated_word(p: ir.Pred) -> str:
    if isinstance(p, ir.Color):
        return COLOR_WORD[p.color]
    if isinstance(p, ir.CardType | ir.Supertype):
        return p.name.lower()
    if isinstance(p, ir.Subtype):
        return p.name
    if isinstance(p, ir.IsToken):
        return "token"
    raise ValueError(f"can't print non-{p!r}")


def _noun_text(p: ir.Pred) -> str:
    if isinstance(p, ir.CardType):
        return p.name.lower()
    if isinstance(p, ir.Subtype):
        return p.name
    if isinstance(p, ir.And):
        return " ".join(_noun_text(q) for q in p.parts)
    if isinstance(p, ir.Or):
        words = [_noun_text(q) for q in p.parts]
        join = p.word or "or"
        if len(words) == 2:
            return f"{words[0]} {join} {words[1]}"
        return ", ".join(words[:-1]) + f", {join} " + words[-1]
    raise ValueError(f"can't print {p!r} as a noun")
