"""Libraries: searching (701.23) and shuffling (701.24): "Search your library for a basic land
card, reveal it, put it into your hand, then shuffle.", "Search your library for up to two basic
land cards, put them onto the battlefield tapped, then shuffle.", "Search your library for a
card, then shuffle and put that card on top."; looking at the top cards (701.20e): "Look at the
top three cards of your library. Put one of them into your hand and the rest into your
graveyard."."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import WORDS_OF, article, need, number
from .effects import prints
from .objects import noun_phrase
from .quantity import print_count, quantity

SINGULAR = ("it", "that card", "the card")
PLURAL = ("them", "those cards")
DESTINATIONS = (
    (("into", "your", "hand"), "hand", False),
    (("onto", "the", "battlefield", "tapped"), "battlefield", True),
    (("onto", "the", "battlefield"), "battlefield", False),
    (("into", "your", "graveyard"), "graveyard", False),
)
"""Where found cards are put: the words, ``SearchLibrary.to`` and whether tapped."""


def _pronoun(s: Stream, plural: bool) -> str:
    for words in (PLURAL if plural else SINGULAR):
        if s.word(*words.split()):
            return words
    raise NoParse


def _library_cards(s: Stream, env: Any, bare_number: bool) -> tuple[bool, int, Any]:
    """"a [card]" / "up to N [cards]" (and "N [cards]" with ``bare_number``) among the cards of
    a library: whether it said "up to", the count, and the noun phrase (a card noun whose number
    agrees with the count)."""
    up_to = bool(s.word("up", "to"))
    if up_to or bare_number and not s.is_word("a") and not s.is_word("an"):
        count = number(s)
        np = noun_phrase(s, env, cards_in=("library",))
    else:
        count = 1
        np = noun_phrase(s, env, article=True, cards_in=("library",))
    if np.noun != "card" or np.plural != (count != 1):
        raise NoParse
    return up_to, count, np


@verbs.imperative
def search(s: Stream, env: Any) -> ir.Effect:
    """"search your library for [a | up to N | N] [cards], [reveal it,] put it [where], then
    shuffle" / "..., [reveal it,] then shuffle and put that card on top" (701.23, 701.24b)."""
    need(s, "search", "your", "library", "for")
    up_to, count, np = _library_cards(s, env, bare_number=True)
    plural = count != 1
    reveal = ""
    if s.word(",", "reveal"):
        reveal = _pronoun(s, plural)
    if s.word(",", "then", "shuffle", "and", "put"):
        if plural:
            raise NoParse  # "... on top in any order" (401.4) isn't read yet
        put = _pronoun(s, plural)
        need(s, "on", "top")
        return ir.SearchLibrary(np.selector, count, up_to, "top", False, bool(reveal),
                                words=(reveal, put))
    need(s, ",", "put")
    put = _pronoun(s, plural)
    found = next(((to, tapped) for words, to, tapped in DESTINATIONS if s.word(*words)), None)
    if found is None:
        raise NoParse
    to, tapped = found
    need(s, ",", "then", "shuffle")
    return ir.SearchLibrary(np.selector, count, up_to, to, tapped, bool(reveal),
                            words=(reveal, put))


@prints(ir.SearchLibrary)
def print_search(self: Any, e: ir.SearchLibrary) -> str:
    plural = e.count != 1
    phrase = self.noun_phrase(e.what, plural)
    if e.up_to:
        count = f"up to {WORDS_OF.get(e.count, str(e.count))} {phrase}"
    elif plural:
        count = f"{WORDS_OF.get(e.count, str(e.count))} {phrase}"
    else:
        count = f"{article(phrase)} {phrase}"
    reveal_word, put_word = e.words
    pronouns = PLURAL if plural else SINGULAR
    whose = "your" if isinstance(e.who, ir.You) else "their"
    text = f"search {whose} library for {count}"
    if e.reveal:
        text += f", reveal {reveal_word or pronouns[0]}"
    put = put_word or pronouns[0]
    if e.to == "top":
        return text + f", then shuffle and put {put} on top"
    where = next(" ".join(w) for w, to, tapped in DESTINATIONS if (to, tapped) == (e.to, e.tapped))
    if whose != "your":
        where = where.replace("your", whose)
    return text + f", put {put} {where}, then shuffle"


RESTS = (
    (("into", "your", "graveyard"), "graveyard"),
    (("on", "the", "bottom", "of", "your", "library", "in", "any", "order"), "bottom"),
    (("on", "the", "bottom", "of", "your", "library", "in", "a", "random", "order"), "random"),
    (("on", "the", "bottom", "of", "your", "library"), "bottom"),
)
"""Where the cards not taken go, after "and the rest" / "and the other"."""


@verbs.clause
def look_at_top(s: Stream, env: Any) -> ir.Effect:
    """"look at the top N cards of your library, then put them back in any order" / "look at
    the top N cards of your library. Put K of them into your hand and the rest [where]"."""
    shown = bool(s.word("reveal"))
    if not shown:
        need(s, "look", "at")
    need(s, "the", "top")
    n = quantity(s)
    need(s, "cards", "of", "your", "library")
    if not shown and s.word(",", "then", "put", "them", "back", "in", "any", "order"):
        return ir.LookAtTop(n)
    if s.is_word(".", "you", "may"):
        return replace(_take_among(s, env, n), shown=shown)
    if shown and s.word(".", "put", "all"):
        return _take_all(s, env, n)
    then = bool(s.word(",", "then", "put"))
    if not then:
        need(s, ".", "put")
    take = number(s)
    need(s, "of", "them", "into", "your", "hand", "and", "the")
    word = s.one_of("rest", "other")
    if word is None or (word == "other") != (n == take + 1):
        raise NoParse
    return ir.LookAtTop(n, take, _rest(s, word), word=word, then=then, shown=shown)


def _rest(s: Stream, word: str) -> str:
    """Where "the rest" / "the other" go; several cards at the bottom come "in any order" or
    "in a random order" (401.4)."""
    rest = next((kind for words, kind in RESTS if s.word(*words)), None)
    if rest is None or (word == "other" and rest == "random"):
        raise NoParse
    if rest == "bottom" and word == "rest" and s.tokens[s.i - 1].value != "order":
        raise NoParse
    return rest


def _take_among(s: Stream, env: Any, n: ir.Quantity) -> ir.Effect:
    """". You may reveal a [card] from among them and put it into your hand. Put the rest
    [where]" / ". You may put [a | up to K] [card(s)] from among them into your hand / onto the
    battlefield [tapped]. Put the rest [where]" (701.20a reveal, 701.20e look)."""
    need(s, ".", "you", "may")
    reveal = bool(s.word("reveal"))
    if not reveal:
        need(s, "put")
    up_to, take, np = _library_cards(s, env, bare_number=False)
    plural = take != 1
    need(s, "from", "among", "them")
    pronoun = ""
    if reveal:
        need(s, "and", "put")
        pronoun = _pronoun(s, plural)
    found = next(((to, tapped) for words, to, tapped in DESTINATIONS[:3] if s.word(*words)),
                 None)
    if found is None:
        raise NoParse
    to, tapped = found
    need(s, ".", "put", "the", "rest")
    return ir.LookAtTop(n, take, _rest(s, "rest"), word="rest", what=np.selector, up_to=up_to,
                        reveal=reveal, to=to, tapped=tapped, pronoun=pronoun)


def _take_all(s: Stream, env: Any, n: ir.Quantity) -> ir.Effect:
    """"Reveal the top N cards of your library. Put all [cards] revealed this way into your hand
    and the rest on the bottom of your library in any order" (701.20a, 401.4): every revealed
    card that fits goes to the hand, no choice."""
    np = noun_phrase(s, env, cards_in=("library",))
    if np.noun != "card" or not np.plural:
        raise NoParse
    need(s, "revealed", "this", "way", "into", "your", "hand", "and", "the", "rest")
    rest = _rest(s, "rest")
    if rest != "bottom":
        raise NoParse
    return ir.LookAtTop(n, rest=rest, word="rest", what=np.selector, take_all=True, shown=True)


def _print_take_among(self: Any, e: ir.LookAtTop, what: ir.Selector) -> str:
    plural = e.take != 1
    phrase = self.noun_phrase(what, plural)
    if e.up_to:
        count = f"up to {WORDS_OF.get(e.take, str(e.take))} {phrase}"
    else:
        count = f"{article(phrase)} {phrase}"
    where = next(" ".join(w) for w, to, tapped in DESTINATIONS if (to, tapped) == (e.to, e.tapped))
    if e.reveal:
        pronoun = e.pronoun or (PLURAL if plural else SINGULAR)[0]
        take = f"reveal {count} from among them and put {pronoun} {where}"
    else:
        take = f"put {count} from among them {where}"
    return f". You may {take}. Put the rest {_print_rest(e.rest, 'rest')}"


def _print_rest(rest: str, word: str) -> str:
    return {"graveyard": "into your graveyard", "random": "on the bottom of your library in a "
            "random order", "bottom": "on the bottom of your library" + (
                " in any order" if word == "rest" else "")}[rest]


@prints(ir.LookAtTop)
def print_look_at_top(self: Any, e: ir.LookAtTop) -> str:
    verb = "reveal" if e.shown else "look at"
    text = f"{verb} the top {print_count(e.amount)} cards of your library"
    if e.what is not None and e.take_all:
        return text + f". Put all {self.noun_phrase(e.what, True)} revealed this way into " \
                      f"your hand and the rest {_print_rest(e.rest, 'rest')}"
    if e.what is not None:
        return text + _print_take_among(self, e, e.what)
    if not e.take:
        return text + ", then put them back in any order"
    word = e.word or ("other" if e.amount == e.take + 1 else "rest")
    where = _print_rest(e.rest, word)
    join = ", then put" if e.then else ". Put"
    return text + f"{join} {WORDS_OF.get(e.take, str(e.take))} of them into your hand and the " \
                  f"{word} {where}"


@verbs.imperative
def shuffle(s: Stream, env: Any) -> ir.Effect:
    """"shuffle your library" / "shuffle your graveyard into your library" (701.24a)."""
    need(s, "shuffle", "your")
    graveyard = s.word("graveyard", "into", "your")
    need(s, "library")
    return ir.Shuffle(graveyard=graveyard)


@verbs.player_verb
def shuffles(s: Stream, env: Any, who: ir.PlayerRef, third: bool) -> ir.Effect:
    """"[player] shuffles their library" / "you shuffle your library" (701.24a)."""
    mine = "their" if third else "your"
    need(s, "shuffles" if third else "shuffle", mine)
    graveyard = s.word("graveyard", "into", mine)
    need(s, "library")
    return ir.Shuffle(who, graveyard)


@prints(ir.Shuffle)
def print_shuffle(self: Any, e: ir.Shuffle) -> str:
    mine = "your" if isinstance(e.who, ir.You) else "their"
    into = f" {mine} graveyard into" if e.graveyard else ""
    return self._subject(e.who, "shuffle", "shuffles") + f"{into} {mine} library"


PLAY_PRONOUNS = {False: ("that card", "it"), True: ("those cards", "them")}


@verbs.clause
def exile_top(s: Stream, env: Any) -> ir.Effect:
    """"exile the top card / the top N cards of your library" (406.3), optionally followed by
    the permission to play them: ". You may play that card this turn." / ". Until end of turn,
    you may play that card." / ". Until the end of your next turn, you may play those cards."
    (601.3, 305.1). The permission is read only here, right after the exile it is about."""
    need(s, "exile", "the", "top")
    if s.word("card"):
        n: ir.Quantity = 1
    else:
        n = quantity(s)
        need(s, "cards")
    need(s, "of", "your", "library")
    exile = ir.ExileTop(n)
    if n == 1:
        env.mention("card", ir.TopCard())  # "If it's a land card, ..."
    mark = s.mark()
    if not s.word("."):
        return exile
    until, where = "", "tail"
    if s.word("until", "end", "of", "turn", ","):
        until, where = "turn", "lead"
    elif s.word("until", "the", "end", "of", "your", "next", "turn", ","):
        until, where = "next turn", "lead"
    if not s.word("you", "may"):
        s.reset(mark)
        return exile
    verb = s.one_of("play", "cast")
    plural = n != 1
    pronoun = next((w for w in PLAY_PRONOUNS[plural] if s.word(*w.split())), None)
    if verb is None or pronoun is None:
        s.reset(mark)
        return exile
    if not until:
        if not s.word("this", "turn"):
            s.reset(mark)
            return exile
        until = "turn"
    return ir.Seq((exile, ir.MayPlayExiled(until, verb == "cast", (pronoun, where))), (". ",))


@prints(ir.ExileTop)
def print_exile_top(self: Any, e: ir.ExileTop) -> str:
    if e.amount == 1:
        return "exile the top card of your library"
    return f"exile the top {print_count(e.amount)} cards of your library"


@prints(ir.MayPlayExiled)
def print_may_play_exiled(self: Any, e: ir.MayPlayExiled) -> str:
    pronoun, where = e.words
    verb = "cast" if e.cast else "play"
    if where == "tail":
        return f"you may {verb} {pronoun} this turn"
    lead = "until end of turn" if e.until == "turn" else "until the end of your next turn"
    return f"{lead}, you may {verb} {pronoun}"


# ---- the top card as an object (701.20) ----------------------------------------------------------


def _library_of(s: Stream, env: Any) -> ir.PlayerRef:
    """"your library" / "[player]'s library" (whose library is looked at)."""
    from .players import player_ref

    if s.word("your", "library"):
        return ir.You()
    who = player_ref(s, env)
    if isinstance(who, ir.You | ir.EachPlayer | ir.EachOpponent):
        raise NoParse
    need(s, "'s", "library")
    return who


def _revealed(env: Any, who: ir.PlayerRef) -> None:
    """The card is what "it" and "that card" name next; a player other than you is "that
    player"."""
    env.mention("card", ir.TopCard())
    if not isinstance(who, ir.You):
        env.players.append(who)


@verbs.imperative
def reveal_top(s: Stream, env: Any) -> ir.Effect:
    """"reveal the top card of your library" (701.20a) / "look at the top card of your library |
    of [player]'s library" (701.20e)."""
    if s.word("reveal", "the", "top", "card", "of", "your", "library"):
        _revealed(env, ir.You())
        return ir.RevealTop()
    need(s, "look", "at", "the", "top", "card", "of")
    whose = _library_of(s, env)
    _revealed(env, whose)
    return ir.RevealTop(whose, look=True)


@verbs.player_verb
def reveals_top(s: Stream, env: Any, who: ir.PlayerRef, third: bool) -> ir.Effect:
    """"[player] reveals the top card of their library" (701.20a)."""
    if not third or isinstance(who, ir.EachPlayer | ir.EachOpponent):
        raise NoParse  # each player's card: "it" would name several cards
    need(s, "reveals", "the", "top", "card", "of", "their", "library")
    _revealed(env, who)
    return ir.RevealTop(who)


@prints(ir.RevealTop)
def print_reveal_top(self: Any, e: ir.RevealTop) -> str:
    if e.look:
        whose = "your" if isinstance(e.whose, ir.You) else self.player(e.whose) + "'s"
        return f"look at the top card of {whose} library"
    if isinstance(e.whose, ir.You):
        return "reveal the top card of your library"
    return f"{self._subject(e.whose, 'reveal', 'reveals')} the top card of their library"


ZONE_OWNERS = ("your", "their", "that player's", "its owner's")
PUT_WHERE = (
    (("into",), "hand", False, ("hand",)),
    (("onto", "the", "battlefield"), "battlefield", True, ("tapped",)),
    (("onto", "the", "battlefield"), "battlefield", False, ()),
    (("into",), "graveyard", False, ("graveyard",)),
    (("on", "the", "bottom", "of"), "bottom", False, ("library",)),
)
"""Where a revealed card is put: words before the possessive, ``PutCard.to``, tapped, words
after (the battlefield has no possessive)."""


def _top_ref(s: Stream, env: Any) -> ir.ObjRef:
    from .objects import object_ref

    what = object_ref(s, env)
    if not isinstance(what, ir.TopCard):
        raise NoParse
    return what


def _put_card(s: Stream, env: Any, who: ir.PlayerRef, reveal_word: str, subject: str = ""
              ) -> ir.Effect:
    what = _top_ref(s, env)
    for lead, to, tapped, tail in PUT_WHERE:
        mark = s.mark()
        if not s.word(*lead):
            continue
        owner = ""
        if to != "battlefield":
            owner = next((w for w in ZONE_OWNERS if s.word(*w.replace("'s", " 's").split())),
                         "")
            if not owner:
                s.reset(mark)
                continue
        if s.word(*tail):
            return ir.PutCard(what, to, tapped, bool(reveal_word), who,
                              (reveal_word, owner, subject))
        s.reset(mark)
    raise NoParse


@verbs.clause
def put_card(s: Stream, env: Any) -> ir.Effect:
    """"put it into your hand | onto the battlefield [tapped] | into your graveyard | on the
    bottom of your library" of a card revealed or looked at (400.3), "you may reveal it and put it
    into your hand" (701.20a)."""
    may = bool(s.word("you", "may"))
    word = ""
    if s.word("reveal"):
        word = getattr(_top_ref(s, env), "word", "") or "it"
        need(s, "and")
    need(s, "put")
    effect = _put_card(s, env, ir.You(), word)
    return ir.May(effect) if may else effect


@verbs.player_verb
def puts_card(s: Stream, env: Any, who: ir.PlayerRef, third: bool) -> ir.Effect:
    """"[player] puts it into their hand / onto the battlefield" (110.2a: under that player's
    control)."""
    if not third:
        raise NoParse
    before = tuple(str(t.value) for t in s.tokens[max(0, s.i - 2):s.i])
    need(s, "puts")
    return _put_card(s, env, who, "", "that player" if before == ("that", "player") else "")


@prints(ir.PutCard)
def print_put_card(self: Any, e: ir.PutCard) -> str:
    reveal, owner, subject = e.words
    where = next(" ".join((*lead, *((owner,) if to != "battlefield" else ()), *tail))
                 for lead, to, tapped, tail in PUT_WHERE if (to, tapped) == (e.to, e.tapped))
    put = f"{subject} puts" if subject and not self.omit_subject else self._subject(
        e.who, "put", "puts")
    text = f"{put} {self.obj(e.what)} {where}"
    if e.reveal:
        return f"reveal {reveal or 'it'} and {text}"
    return text


UNTIL_RESTS = ((("on", "the", "bottom", "of", "your", "library", "in", "a", "random", "order"),
                "random"), (("into", "your", "graveyard"), "graveyard"))


@verbs.clause
def reveal_until(s: Stream, env: Any) -> ir.Effect:
    """"reveal cards from the top of your library until you reveal a [card]. Put that card into
    your hand | onto the battlefield [tapped] and the rest on the bottom of your library in a
    random order | into your graveyard" (701.20a)."""
    need(s, "reveal", "cards", "from", "the", "top", "of", "your", "library", "until", "you",
         "reveal")
    np = noun_phrase(s, env, article=True, cards_in=("library",))
    if np.noun != "card" or np.plural:
        raise NoParse
    need(s, ".", "put", "that", "card")
    found = next(((to, tapped) for words, to, tapped in DESTINATIONS[:3] if s.word(*words)),
                 None)
    if found is None:
        raise NoParse
    need(s, "and", "the", "rest")
    rest = next((kind for words, kind in UNTIL_RESTS if s.word(*words)), None)
    if rest is None:
        raise NoParse
    return ir.RevealUntil(np.selector, found[0], found[1], rest)


@prints(ir.RevealUntil)
def print_reveal_until(self: Any, e: ir.RevealUntil) -> str:
    phrase = self.noun_phrase(e.what)
    where = next(" ".join(w) for w, to, tapped in DESTINATIONS if (to, tapped) == (e.to, e.tapped))
    rest = next(" ".join(w) for w, kind in UNTIL_RESTS if kind == e.rest)
    return f"reveal cards from the top of your library until you reveal {article(phrase)} " \
           f"{phrase}. Put that card {where} and the rest {rest}"
