"""Revealed hands (701.20a): "Target opponent reveals their hand. You choose a nonland card from
it. That player discards that card.", "... You choose a card from it with mana value 4 or greater
and exile that card.", "... You may choose a nonland card from it. If you do, that player
discards that card."."""

from __future__ import annotations

from typing import Any

from .... import ir
from ..stream import NoParse, Stream
from . import verbs
from .base import article, need
from .effects import prints
from .objects import _postfix, noun_phrase, print_pred_parts


@verbs.player_verb
def reveal_hand_choose(s: Stream, env: Any, who: ir.PlayerRef, third: bool) -> ir.Effect:
    """"[player] reveals their hand. You [may] choose a [card] from it [with ...]. That player
    discards that card" / ". Exile that card" / " and exile that card" (701.20a, 701.9)."""
    if not third:
        raise NoParse
    need(s, "reveals", "their", "hand", ".", "you")
    may = bool(s.word("may"))
    need(s, "choose")
    np = noun_phrase(s, env, article=True, cards_in=("hand",))
    if np.noun != "card" or np.selector.zones != ("hand",):
        raise NoParse
    need(s, "from", "it")
    late = None
    if s.is_word("with"):
        late, zone = _postfix(s, env)
        if late is None or zone is not None:
            raise NoParse
    if may:
        need(s, ".", "if", "you", "do", ",", "that", "player", "discards", "that", "card")
        return ir.RevealHandChoose(who, np.selector, late, "discard", True)
    if s.word("and", "exile", "that", "card"):
        return ir.RevealHandChoose(who, np.selector, late, "exile", join=" and ")
    if s.word(".", "exile", "that", "card"):
        return ir.RevealHandChoose(who, np.selector, late, "exile")
    need(s, ".", "that", "player", "discards", "that", "card")
    return ir.RevealHandChoose(who, np.selector, late, "discard")


@prints(ir.RevealHandChoose)
def print_reveal_hand_choose(self: Any, e: ir.RevealHandChoose) -> str:
    phrase = self.noun_phrase(e.what)
    text = f"{self.player(e.who)} reveals their hand. You {'may ' if e.may else ''}choose " \
           f"{article(phrase)} {phrase} from it"
    if e.late is not None:
        text += " " + " ".join(self._after(w) for w in print_pred_parts(e.late)[2])
    if e.may:
        return text + ". If you do, that player discards that card"
    if e.action == "exile":
        return text + (" and exile that card" if e.join == " and " else ". Exile that card")
    return text + ". That player discards that card"
