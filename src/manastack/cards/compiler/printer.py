"""IR back to canonical Oracle English, in the normalised form (self-references as ``SELF``).

Printing a unit's IR must give back the unit's text exactly: a clause the parser dropped, a
wrong number or a lost duration changes the sentence. The printer mirrors the grammar family by
family; presentation the IR doesn't compare (pronouns, "each"/"all", joins) it takes from the
nodes' ``word``/``joins`` hints.
"""

from __future__ import annotations

from collections.abc import Sequence

from ... import ir
from .grammar.base import WORDS_OF, and_list
from .grammar.objects import COLOR_WORD, print_pred_parts
from .grammar.quantity import print_amount, print_count

VOWELS = tuple("aeiouAEIOU")


def article(word: str) -> str:
    """"a" or "an" before a word (by its first letter, as Oracle text does)."""
    return "an" if word.startswith(VOWELS) else "a"


def capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


class Printer:
    """Prints one ability (its target phrases are what ``Targeted`` refers to)."""

    def __init__(self, targets: Sequence[ir.Target] = ()) -> None:
        self.targets = tuple(targets)

    # ---- objects ------------------------------------------------------------------------------

    def noun_phrase(self, sel: ir.Selector, plural: bool = False, *, art: bool = False,
                    each: bool = False) -> str:
        """A selector as a noun phrase ("nonblack creature an opponent controls")."""
        before, nouns, after = print_pred_parts(sel.pred)
        other = "other" in before
        before = [w for w in before if w != "other"]
        zones = sel.zones
        if not nouns or nouns == ["token"] and not before and False:
            pass
        noun_words = list(nouns)
        if zones == ("stack",):
            noun_words.append("spell")
        elif zones == ("graveyard",):
            noun_words.append("card")
        elif "token" not in noun_words and not noun_words:
            noun_words.append("permanent")
        if plural:
            noun_words[-1] = _pluralize(noun_words[-1])
        words = [*before, *noun_words]
        after_words = list(after)
        if zones == ("graveyard",):
            owner = next((p for p in _parts(sel.pred) if isinstance(p, ir.OwnedBy)), None)
            after_words = [w for w in after_words if w != "you own"]
            after_words.append("from your graveyard" if owner is not None else "from a graveyard")
        text = " ".join(words + after_words)
        if other:
            if art and not plural:
                return "another " + text
            text = "other " + text
        if art and not plural:
            return article(text) + " " + text
        return text

    def target(self, t: ir.Target) -> str:
        """A target phrase (115.1)."""
        if t.objects is not None and t.players is not None:
            if t.objects.pred == _ANY_TARGET:
                return "any target"
            if t.objects.pred == ir.CardType("Planeswalker"):
                return "target player or planeswalker"
        prefix = ""
        if t.any_number:
            prefix = "any number of "
        elif t.up_to:
            prefix = f"up to {WORDS_OF.get(t.count, str(t.count))} "
        elif t.count != 1:
            prefix = f"{WORDS_OF.get(t.count, str(t.count))} "
        plural = t.count != 1 or t.any_number
        if t.objects is None and t.players is not None:
            noun = "player" if isinstance(t.players.who, ir.AnyPlayer) else "opponent"
            return f"{prefix}target {noun}{'s' if plural else ''}"
        assert t.objects is not None
        sel = t.objects
        other = any(isinstance(p, ir.Other) for p in _parts(sel.pred))
        phrase = self.noun_phrase(_without_other(sel), plural)
        if other and not plural and not prefix:
            return f"another target {phrase}"
        return f"{prefix}target {phrase}"

    def obj(self, ref: ir.ObjRef) -> str:
        """An object reference."""
        word = getattr(ref, "word", "")
        if isinstance(ref, ir.Each):
            plural = ref.word != "each"
            phrase = self.noun_phrase(ref.what, plural)
            return f"{ref.word} {phrase}" if ref.word else phrase
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
        return capitalize(self.clause(e)) + "."

    def clause(self, e: ir.Effect) -> str:
        """One effect as a clause (no period)."""
        method = getattr(self, "_" + type(e).__name__, None)
        if method is None:
            raise ValueError(f"can't print the effect {type(e).__name__}")
        return method(e)

    def _subject(self, who: ir.PlayerRef, base: str, third: str) -> str:
        """"you draw", "draw" (imperative), "target player draws"."""
        if isinstance(who, ir.You):
            return f"you {base}" if who.word else base
        return f"{self.player(who)} {third}"

    def _Seq(self, e: ir.Seq) -> str:  # noqa: N802 - named after the node
        parts = [self.clause(p) for p in e.effects]
        out = parts[0]
        for join, text in zip(e.joins, parts[1:], strict=False):
            out += join + (capitalize(text) if join.startswith(".") else text)
        return out

    def _May(self, e: ir.May) -> str:  # noqa: N802
        return "you may " + self.clause(e.effect)

    def _DealDamage(self, e: ir.DealDamage) -> str:  # noqa: N802
        return f"{self.obj(e.source)} deals {print_amount(e.amount)} damage to " \
               f"{self.recipient(e.to)}"

    def _Draw(self, e: ir.Draw) -> str:  # noqa: N802
        return self._subject(e.who, "draw", "draws") + " " + _cards(e.amount)

    def _Discard(self, e: ir.Discard) -> str:  # noqa: N802
        text = self._subject(e.who, "discard", "discards") + " " + _cards(e.amount)
        return text + (" at random" if e.at_random else "")

    def _Mill(self, e: ir.Mill) -> str:  # noqa: N802
        return self._subject(e.who, "mill", "mills") + " " + _cards(e.amount)

    def _Scry(self, e: ir.Scry) -> str:  # noqa: N802
        return self._subject(e.who, "scry", "scries") + f" {print_amount(e.amount)}"

    def _Surveil(self, e: ir.Surveil) -> str:  # noqa: N802
        return self._subject(e.who, "surveil", "surveils") + f" {print_amount(e.amount)}"

    def _GainLife(self, e: ir.GainLife) -> str:  # noqa: N802
        return self._subject(e.who, "gain", "gains") + f" {print_amount(e.amount)} life"

    def _LoseLife(self, e: ir.LoseLife) -> str:  # noqa: N802
        return self._subject(e.who, "lose", "loses") + f" {print_amount(e.amount)} life"

    def _Destroy(self, e: ir.Destroy) -> str:  # noqa: N802
        return "destroy " + self.obj(e.what)

    def _Exile(self, e: ir.Exile) -> str:  # noqa: N802
        return "exile " + self.obj(e.what)

    def _Tap(self, e: ir.Tap) -> str:  # noqa: N802
        return "tap " + self.obj(e.what)

    def _Untap(self, e: ir.Untap) -> str:  # noqa: N802
        return "untap " + self.obj(e.what)

    def _CounterSpell(self, e: ir.CounterSpell) -> str:  # noqa: N802
        return "counter " + self.obj(e.what)

    def _CounterUnlessPays(self, e: ir.CounterUnlessPays) -> str:  # noqa: N802
        return f"counter {self.obj(e.what)} unless its controller pays {e.mana}"

    def _ReturnToHand(self, e: ir.ReturnToHand) -> str:  # noqa: N802
        what = self.obj(e.what)
        if _is_graveyard(e.what, self.targets):
            return f"return {what} to your hand"
        if isinstance(e.what, ir.Each) or _plural_target(e.what, self.targets):
            return f"return {what} to their owners' hands"
        return f"return {what} to its owner's hand"

    def _PutOntoBattlefield(self, e: ir.PutOntoBattlefield) -> str:  # noqa: N802
        return f"return {self.obj(e.what)} to the battlefield" + (" tapped" if e.tapped else "")

    def _Sacrifice(self, e: ir.Sacrifice) -> str:  # noqa: N802
        return "sacrifice " + self.obj(e.what)

    def _PlayerSacrifices(self, e: ir.PlayerSacrifices) -> str:  # noqa: N802
        n = e.count
        assert isinstance(n, int)
        phrase = self.noun_phrase(e.what, n != 1)
        count = print_count(n, article=article(phrase))
        return self._subject(e.who, "sacrifice", "sacrifices") + f" {count} {phrase}"

    def _Pump(self, e: ir.Pump) -> str:  # noqa: N802
        what = self.obj(e.what)
        plural = _plural_ref(e.what, self.targets)
        if e.duration_first:
            return f"until end of turn, {what} {'get' if plural else 'gets'} " \
                   f"{_pt(e.power, e.toughness)}"
        if e.power == 0 and e.toughness == 0 and e.keywords:
            return f"{what} {'gain' if plural else 'gains'} {and_list(e.keywords)} " \
                   f"{self.duration(e.duration)}"
        text = f"{what} {'get' if plural else 'gets'} {_pt(e.power, e.toughness)}"
        if e.keywords:
            text += f" and {'gain' if plural else 'gains'} {and_list(e.keywords)}"
        return text + " " + self.duration(e.duration)

    def _Becomes(self, e: ir.Becomes) -> str:  # noqa: N802
        what = self.obj(e.what)
        plural = _plural_ref(e.what, self.targets)
        if e.lose_abilities and not (e.add_types or e.set_subtypes or e.set_colors or e.set_pt
                                     or e.switch):
            verb = "lose" if plural else "loses"
            if e.duration_first:
                return f"until end of turn, {what} {verb} all abilities"
            return f"{what} {verb} all abilities {self.duration(e.duration)}"
        raise ValueError("can't print this Becomes")

    def duration(self, d: ir.Duration) -> str:
        if isinstance(d, ir.EndOfTurn):
            return "until end of turn"
        if isinstance(d, ir.WhileSourceRemains):
            return "for as long as SELF remains on the battlefield"
        if isinstance(d, ir.Indefinitely):
            return ""
        raise ValueError(f"can't print the duration {d!r}")

    def _GainControl(self, e: ir.GainControl) -> str:  # noqa: N802
        text = "gain control of " + self.obj(e.what)
        tail = self.duration(e.duration)
        return text + (" " + tail if tail else "")

    def _PutCounters(self, e: ir.PutCounters) -> str:  # noqa: N802
        count = print_count(e.amount, article=article(e.kind))
        noun = "counter" if e.amount == 1 else "counters"
        return f"put {count} {e.kind} {noun} on {self.obj(e.what)}"

    def _CreateTokens(self, e: ir.CreateTokens) -> str:  # noqa: N802
        from .grammar.tokens import print_token

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

    def _CreateTokenCopy(self, e: ir.CreateTokenCopy) -> str:  # noqa: N802
        return "create a token that's a copy of " + self.obj(e.what)

    def _AddMana(self, e: ir.AddMana) -> str:  # noqa: N802
        if e.options == ("W", "U", "B", "R", "G"):
            return "add one mana of any color"
        symbols = ["".join("{" + c + "}" for c in opt) for opt in e.options]
        if len(symbols) <= 2:
            return "add " + " or ".join(symbols)
        return "add " + ", ".join(symbols[:-1]) + ", or " + symbols[-1]

    def _AttachTo(self, e: ir.AttachTo) -> str:  # noqa: N802
        return f"attach it to {self.obj(e.what)}"

    # ---- abilities ----------------------------------------------------------------------------

    def ability(self, ab: ir.Ability) -> str:
        """A whole ability as its unit's text."""
        inner = Printer(getattr(ab, "targets", ()))
        if isinstance(ab, ir.Activated):
            text = f"{inner.cost(ab.cost)}: {inner.effect(ab.effect)}"
            if ab.sorcery:
                text += " Activate only as a sorcery."
            if ab.any_player:
                text += " Any player may activate this ability."
            return text
        if isinstance(ab, ir.Triggered):
            return f"{ab.word or 'When'} {inner.trigger(ab.trigger)}, {inner.clause(ab.effect)}."
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
        if isinstance(p, ir.SacrificeObjects):
            phrase = self.noun_phrase(p.what, p.count != 1)
            return f"Sacrifice {print_count(p.count, article=article(phrase))} {phrase}"
        if isinstance(p, ir.DiscardCards):
            return "Discard " + _cards(p.count)
        if isinstance(p, ir.PayLife):
            return f"Pay {p.amount} life"
        if isinstance(p, ir.LoyaltyCost):
            sign = "+" if p.amount > 0 else ("−" if p.amount < 0 else "")
            return f"[{sign}{abs(p.amount)}]"
        raise ValueError(f"can't print the cost {p!r}")


_ANY_TARGET = ir.Or((ir.CardType("Creature"), ir.CardType("Planeswalker"), ir.CardType("Battle")))


def _parts(pred: ir.Pred) -> tuple[ir.Pred, ...]:
    return pred.parts if isinstance(pred, ir.And) else (pred,)


def _without_other(sel: ir.Selector) -> ir.Selector:
    parts = tuple(p for p in _parts(sel.pred) if not isinstance(p, ir.Other))
    pred: ir.Pred = parts[0] if len(parts) == 1 else ir.And(parts)
    return ir.Selector(pred, sel.zones)


def _pluralize(word: str) -> str:
    from .grammar.objects import plural_of

    if " or " in word or ", " in word:
        pieces = word.replace(", or ", ", ").replace(" or ", ", ").split(", ")
        plural = [plural_of(p) for p in pieces]
        return " and ".join(plural) if len(plural) == 2 else ", ".join(plural[:-1]) + ", and " \
            + plural[-1]
    head, _, last = word.rpartition(" ")
    return (head + " " if head else "") + plural_of(last)


def _cards(n: ir.Quantity) -> str:
    return f"{print_count(n)} {'card' if n == 1 else 'cards'}"


def _pt(p: ir.Quantity, t: ir.Quantity) -> str:
    return f"{_signed(p)}/{_signed(t)}"


def _signed(n: ir.Quantity) -> str:
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
    from ...ir.tokens import PREDEFINED

    for kind, spec in PREDEFINED.items():
        if spec == t:
            return kind
    return str(t.power)


__all__ = ["COLOR_WORD", "Printer", "article", "capitalize"]
