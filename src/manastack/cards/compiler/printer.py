"""IR back to canonical Oracle English, in the normalised form (self-references as ``SELF``).

Printing a unit's IR must give back the unit's text exactly: a clause the parser dropped, a
wrong number or a lost duration changes the sentence. The printer mirrors the grammar family by
family; presentation the IR doesn't compare (pronouns, "each"/"all", joins) it takes from the
nodes' ``word``/``joins`` hints.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import ir
from .grammar.base import ROMAN_NUMERALS, WORDS_OF, article, capitalize, end_sentence
from .grammar.objects import COLOR_WORD, print_pred_parts
from .grammar.players import GRAVEYARD_OF, print_graveyard_of
from .grammar.quantity import print_count


class Printer:
    """Prints one ability (its target phrases are what ``Targeted`` refers to)."""

    def __init__(self, targets: Sequence[ir.Target] = ()) -> None:
        self.targets = tuple(targets)
        self.omit_subject = False  # the clause shares the previous one's subject

    # ---- objects ------------------------------------------------------------------------------

    def noun_phrase(self, sel: ir.Selector, plural: bool = False, *, art: bool = False,
                    each: bool = False) -> str:
        """A selector as a noun phrase ("nonblack creature an opponent controls")."""
        before, nouns, after = print_pred_parts(sel.pred)
        other = "other" in before
        before = [w for w in before if w != "other"]
        zones = sel.zones
        noun_words = list(nouns)
        if zones == ("stack", "battlefield"):
            noun_words.append("spell or permanent")
        elif zones == ("stack",):
            noun_words.append("spell")
        elif zones in (("graveyard",), ("library",), ("hand",)):
            noun_words.append("card")
        elif "token" not in noun_words and not noun_words:
            noun_words.append("permanent")
        if plural:
            noun_words[-1] = _pluralize(noun_words[-1])
        words = [*before, *noun_words]
        after_words = [self._after(w) for w in after]
        if zones == ("graveyard",):
            owner = next((p for p in _parts(sel.pred) if isinstance(p, ir.OwnedBy)), None)
            after_words = [w for w in after_words if w != "you own"]
            whose = "a" if owner is None else "your" if isinstance(owner.player, ir.You) \
                else "an opponent's"
            after_words.append("in all graveyards" if sel.word == "in all" and owner is None
                               else f"{sel.word or 'from'} {whose} graveyard")
        text = " ".join(_commas_between_negations(words) + after_words)
        if other:
            if art and not plural:
                return "another " + text
            text = "other " + text
        if art and not plural:
            return article(text) + " " + text
        return text

    def _after(self, part: object) -> str:
        """A postfix of a noun phrase; a comparison with a quantity, or a controller the
        ability names ("target player controls"), is printed here."""
        if isinstance(part, tuple) and part[0] == "controls":
            return f"{self.player(part[1])} controls"  # type: ignore[arg-type]
        if isinstance(part, tuple):
            from .grammar.quantity import print_quantity

            word, prop, rel, value = part
            return f"{word} {prop} {rel} {print_quantity(value, self)}"
        return str(part)

    def target(self, t: ir.Target) -> str:
        """A target phrase (115.1)."""
        if t.objects is not None and t.players is not None:
            if t.objects.pred == _ANY_TARGET:
                return "any target"
            if t.objects.pred == ir.CardType("Planeswalker"):
                who = "opponent" if isinstance(t.players.who, ir.Opponent) else "player"
                return f"target {who} or planeswalker"
        if t.ability == "triggered":
            mine = t.objects is not None and t.objects.pred == ir.ControlledBy(ir.You())
            return "target triggered ability" + (" you control" if mine else "")
        prefix = ""
        if t.any_number:
            prefix = "any number of "
        elif t.up_to:
            prefix = f"up to {_count_text(t.count)} "
        elif t.count != 1:
            prefix = f"{_count_text(t.count)} "
        plural = t.count != 1 or t.any_number
        if t.objects is None and t.players is not None:
            noun = "player" if isinstance(t.players.who, ir.AnyPlayer) else "opponent"
            return f"{prefix}target {noun}{'s' if plural else ''}"
        assert t.objects is not None
        sel = t.objects
        other = any(isinstance(p, ir.Other) for p in _parts(sel.pred))
        phrase = self.noun_phrase(_without_other(sel), plural)
        if t.shares_type_with >= 0 and t.count == 1:
            phrase += " that shares a card type with it"
        if t.single_graveyard:
            phrase = phrase.replace(" from a graveyard", " from a single graveyard")
        if other and not plural and not prefix:
            return f"another target {phrase}"
        return f"{prefix}target {phrase}"

    def obj(self, ref: ir.ObjRef) -> str:
        """An object reference."""
        word = getattr(ref, "word", "")
        if isinstance(ref, ir.Each) and ref.word == GRAVEYARD_OF:
            return print_graveyard_of(ref, self)
        if isinstance(ref, ir.Each):
            plural = ref.word != "each"
            phrase = self.noun_phrase(ref.what, plural)
            return f"{ref.word} {phrase}" if ref.word else phrase
        if isinstance(ref, ir.Targeted) and word == "each of":
            return f"each of {self.target(self.targets[ref.index])}"
        if word:
            return word
        if isinstance(ref, ir.This):
            return "SELF"
        if isinstance(ref, ir.Targeted):
            return self.target(self.targets[ref.index])
        raise ValueError(f"can't print the object {ref!r}")

    def possessive(self, ref: ir.ObjRef) -> str:
        word = getattr(ref, "word", "")
        if word == "it":
            return "its"
        return self.obj(ref) + "'s"

    def player(self, p: ir.PlayerRef) -> str:
        from .grammar.players import print_player

        return print_player(p, self.targets, self)

    def recipient(self, ref: ir.ObjRef | ir.PlayerRef) -> str:
        if isinstance(ref, ir.ObjRef):
            return self.obj(ref)
        return self.player(ref)

    # ---- effects ------------------------------------------------------------------------------

    def effect(self, e: ir.Effect) -> str:
        """An effect as sentences (with periods and capitals)."""
        return end_sentence(capitalize(self.clause(e)))

    def clause(self, e: ir.Effect) -> str:
        """One effect as a clause (no period)."""
        from .grammar.effects import PRINTERS

        found = PRINTERS.get(type(e))
        if found is None:
            raise ValueError(f"can't print the effect {type(e).__name__}")
        from .grammar.quantity import trailer

        return found(self, e) + trailer(e, self)  # its numbers' "for each" / "where X is"

    def _subject(self, who: ir.PlayerRef, base: str, third: str) -> str:
        """"you draw", "draw" (imperative), "target player draws"."""
        if self.omit_subject:
            return base if isinstance(who, ir.You) else third
        if isinstance(who, ir.You):
            return f"you {base}" if who.word else base
        return f"{self.player(who)} {third}"

    def duration(self, d: ir.Duration) -> str:
        if isinstance(d, ir.EndOfTurn):
            return "until end of turn"
        if isinstance(d, ir.WhileSourceRemains):
            return "for as long as SELF remains on the battlefield"
        if isinstance(d, ir.Indefinitely):
            return ""
        if isinstance(d, ir.EndOfCombat):
            return "until end of combat"
        if isinstance(d, ir.UntilYourNextTurn):
            return "until your next turn"
        if isinstance(d, ir.WhileSourceTapped):
            return "for as long as SELF remains tapped"
        raise ValueError(f"can't print the duration {d!r}")

    # ---- abilities ----------------------------------------------------------------------------

    def ability(self, ab: ir.Ability) -> str:
        """A whole ability as its unit's text."""
        inner = Printer(getattr(ab, "targets", ()))
        if isinstance(ab, ir.Activated):
            text = f"{inner.cost(ab.cost)}: {inner.effect(ab.effect)}"
            if ab.exhaust:  # 702.177a
                text = "Exhaust \u2014 " + text
            if ab.per_turn or ab.once or ab.during or ab.condition is not None:
                from .grammar.conditions import print_restriction

                text += " " + print_restriction(ab, inner)
            elif ab.sorcery:
                text += " Activate only as a sorcery."
            if ab.any_player:
                text += " Any player may activate this ability."
            return text
        if isinstance(ab, ir.Triggered) and ab.chapter:
            return print_chapters((ab,))
        if isinstance(ab, ir.Triggered):
            head = f"{ab.word or 'When'} {inner.trigger(ab.trigger)}, "
            if ab.intervening is not None:  # 603.4
                from .grammar.conditions import print_condition

                head += f"if {print_condition(ab.intervening, inner)}, "
            return head + end_sentence(inner.clause(ab.effect))
        if isinstance(ab, ir.SpellAbility):
            return inner.effect(ab.effect)
        from .grammar.statics import print_static

        return print_static(ab, inner)

    def trigger(self, t: ir.Trigger) -> str:
        from .grammar.triggers import print_trigger

        return print_trigger(t, self)

    def cost(self, c: ir.Cost) -> str:
        return ", ".join(self.cost_part(p) for p in c.parts)

    def cost_part(self, p: ir.CostPart) -> str:
        if isinstance(p, ir.ManaPart):
            return p.mana
        if isinstance(p, ir.TapSelf):
            return "{T}"
        if isinstance(p, ir.UntapSelf):
            return "{Q}"
        if isinstance(p, ir.SacrificeSelf):
            return "Sacrifice SELF"
        if isinstance(p, ir.ExileSelf):
            return "Exile SELF from your graveyard"
        if isinstance(p, ir.DiscardSelf):
            return "Discard SELF"
        if isinstance(p, ir.RevealSelf):
            return "Reveal SELF from your hand"
        if isinstance(p, ir.SacrificeObjects | ir.TapObjects | ir.ExileFromGraveyard
                      | ir.ReturnObjects):
            verb = {ir.SacrificeObjects: "Sacrifice", ir.TapObjects: "Tap",
                    ir.ExileFromGraveyard: "Exile", ir.ReturnObjects: "Return"}[type(p)]
            text = f"{verb} {self._counted(p.what, p.count)}"
            if isinstance(p, ir.ReturnObjects):
                text += " to its owner's hand" if p.count == 1 else " to their owner's hand" \
                    if p.form == "owner's" else " to their owners' hands"
            return text
        if isinstance(p, ir.TapPower):
            return (f"Tap any number of other untapped creatures you control with total power "
                    f"{p.power} or greater")
        if isinstance(p, ir.RemoveCounters | ir.PutCountersSelf):
            kind = f"{p.kind} " if p.kind else ""
            noun = "counter" if p.count == 1 else "counters"
            count = print_count(p.count, article=article(p.kind or "counter"))
            if isinstance(p, ir.RemoveCounters) and p.any_number and p.form == "X":
                return f"Remove X {kind}counters from SELF"
            if isinstance(p, ir.RemoveCounters) and p.any_number:
                return f"Remove any number of {kind}counters from SELF"
            if isinstance(p, ir.RemoveCounters):
                return f"Remove {count} {kind}{noun} from SELF"
            return f"Put {count} {kind}{noun} on SELF"
        if isinstance(p, ir.DiscardCards) and p.x:  # 107.3a
            return "Discard X cards"
        if isinstance(p, ir.PayLife) and p.x:
            return "Pay X life"
        if isinstance(p, ir.DiscardCards) and p.what is not None:
            return f"Discard {self._counted(p.what, p.count)}"
        if isinstance(p, ir.DiscardCards):
            return f"Discard {print_count(p.count)} {'card' if p.count == 1 else 'cards'}"
        if isinstance(p, ir.PayLife):
            return f"Pay {p.amount} life"
        if isinstance(p, ir.RevealFromHand):
            return f"Reveal {self.noun_phrase(p.what, art=True)} from your hand"
        if isinstance(p, ir.ExileFromHand):
            if p.count == 1:
                return f"Exile {self.noun_phrase(p.what, art=True)} from your hand"
            return f"Exile {print_count(p.count)} {self.noun_phrase(p.what, True)} from your hand"
        if isinstance(p, ir.LoyaltyCost):
            sign = "+" if p.amount > 0 else ("−" if p.amount < 0 else "")
            return f"[{sign}{abs(p.amount)}]"
        raise ValueError(f"can't print the cost {p!r}")


    def _counted(self, sel: ir.Selector, count: int) -> str:
        """"a creature", "another creature", "two untapped Elves you control"."""
        if count == 1 and any(isinstance(p, ir.Other) for p in _parts(sel.pred)):
            return self.noun_phrase(sel, art=True)
        phrase = self.noun_phrase(sel, count != 1)
        return f"{print_count(count, article=article(phrase))} {phrase}"


_ANY_TARGET = ir.Or((ir.CardType("Creature"), ir.CardType("Planeswalker"), ir.CardType("Battle")))


def _commas_between_negations(words: list[str]) -> list[str]:
    """"nonartifact, nonblack creature": consecutive "non-" adjectives take commas."""
    out = list(words)
    for i in range(len(out) - 1):
        if out[i].startswith("non") and out[i + 1].startswith("non"):
            out[i] += ","
    return out


def _parts(pred: ir.Pred) -> tuple[ir.Pred, ...]:
    return pred.parts if isinstance(pred, ir.And) else (pred,)


def _without_other(sel: ir.Selector) -> ir.Selector:
    parts = tuple(p for p in _parts(sel.pred) if not isinstance(p, ir.Other))
    pred: ir.Pred = parts[0] if len(parts) == 1 else ir.And(parts)
    return ir.Selector(pred, sel.zones, word=sel.word)


def _pluralize(word: str) -> str:
    from .grammar.objects import plural_of

    if " or " in word or ", " in word or " and " in word:
        pieces = word.replace(", or ", ", ").replace(" or ", ", ").replace(
            ", and ", ", ").replace(" and ", ", ").split(", ")
        plural = [plural_of(p) for p in pieces]
        return " and ".join(plural) if len(plural) == 2 else ", ".join(plural[:-1]) + ", and " \
            + plural[-1]
    head, _, last = word.rpartition(" ")
    return (head + " " if head else "") + plural_of(last)
















__all__ = ["COLOR_WORD", "Printer", "article", "capitalize"]


def _count_text(count: ir.Quantity) -> str:
    """How many targets: "two", "X" (115.1, 601.2c)."""
    if isinstance(count, ir.XValue):
        return "X"
    if isinstance(count, int):
        return WORDS_OF.get(count, str(count))
    raise ValueError(f"can't print the target count {count!r}")


def print_chapters(found: Sequence[ir.Triggered]) -> str:
    """Chapter abilities sharing one effect as their line prints them: "I, II — [effect]"
    (714.2a-c)."""
    numerals = ", ".join(ROMAN_NUMERALS[ab.chapter] for ab in found)
    return f"{numerals} \u2014 " + Printer(found[0].targets).effect(found[0].effect)


def is_chapters(found: Sequence[ir.Ability]) -> bool:
    """Whether abilities are chapter abilities (714.2)."""
    return bool(found) and all(isinstance(a, ir.Triggered) and a.chapter for a in found)
