"""Keyword abilities (702): the one table of every keyword the engine implements.

Each keyword is registered with the rule that defines it and how the engine gives it meaning:

- ``expansion``: the rules define the keyword as an ability ordinary IR can say. "Prowess"
  means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
  (702.108a). The abilities are built once (pure IR, cached, their ``text`` the keyword as
  printed) and put among the object's abilities: for a printed keyword when its
  :class:`~manastack.rules.card.CardDef` is built, and in layer 6 when an effect grants it
  (613.1f), one set per instance granted.
- ``hook``: a static keyword the rules read where it matters; ``where`` names the place (fear
  where blockers are declared, shroud where targets are chosen, infect where damage is dealt).
- ``characteristic``: a characteristic-defining keyword (604.3), applied to the printed values,
  so in every zone (devoid: colorless; changeling: every creature type).

A keyword with a parameter ("Bushido 2", "Cycling {2}", "Equip {1}") is an ``ir.KeywordAbility``
(``ir.Equip``, ``ir.Enchant``) among the card's abilities; its name is among the object's
keywords too ("a creature with bushido"). :data:`KEYWORDS` is every name registered: a card using
another keyword, a parameter the entry doesn't take or a cost it can't pay is refused
(:func:`unsupported`, ``rules/support.py``, ``cards/lower.py``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import TYPE_CHECKING, Any

from .. import ir
from ..ir.node import by_identity
from ..ir.typeline import BASIC_LAND_MANA
from .characteristics import chars
from .protection import protection_keywords, qualities

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import GameObject

HOOK, EXPANSION, CHARACTERISTIC = "hook", "expansion", "characteristic"


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword the engine implements: its ``rule`` (702.x), ``how`` (``hook``,
    ``expansion`` or ``characteristic``), ``where`` a hook is read, its ``parameter`` (``""``,
    ``"cost"``, ``"number"``, ``"number?"`` (a number or none: vanishing, 702.63b),
    ``"number and cost"`` (reinforce, 702.77a) or ``"object"``), ``expand`` (the abilities one instance stands
    for), ``check`` (what about one instance has no rules yet, or ""), whether an effect may
    grant it (``grantable``; a granted characteristic-defining ability defines nothing, 604.3a,
    and the engine reads leaves-the-battlefield abilities from the printed card only),
    ``card_check`` (what about the card having it has no rules yet, or "") and ``with_card``
    (``expand`` takes the card too)."""

    name: str
    rule: str
    how: str
    where: str = ""
    parameter: str = ""
    expand: Callable[[Any], tuple[ir.Ability, ...]] | None = None
    check: Callable[[Any], str] | None = None
    grantable: bool = True
    card_check: Callable[[ir.Card], str] | None = None
    with_card: bool = False  # ``expand`` also takes the card (backup: what is printed below)


REGISTRY: dict[str, Keyword] = {}
"""Every keyword the engine implements, by its name in lower case."""


def _register(*entries: Keyword) -> None:
    for entry in entries:
        assert entry.name not in REGISTRY, entry.name
        assert (entry.how == EXPANSION) == (entry.expand is not None), entry.name
        REGISTRY[entry.name] = entry


# ---- expansions (pure IR) ---------------------------------------------------------------------

CREATURE = ir.CardType("Creature")
UNTIL_EOT = ir.EndOfTurn()
YOUR_UPKEEP = ir.Trigger("upkeep", subject="any", player=ir.You())
"""503.1a: "At the beginning of your upkeep"."""
TO_GRAVEYARD = ir.Trigger("put_into_graveyard")
""""When this permanent is put into a graveyard from the battlefield" (700.4, 603.6c)."""


def _pump(what: ir.ObjRef, n: int) -> ir.Pump:
    return ir.Pump(what, n, n, duration=UNTIL_EOT)


def _prowess(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
    of turn.\""""
    trigger = ir.Trigger("cast", subject="filter", pred=ir.Not(CREATURE), player=ir.You())
    return (ir.Triggered(trigger, _pump(ir.This(), 1), text=ka.text),)


def _exalted(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until
    end of turn.\""""
    trigger = ir.Trigger("attacks_alone", subject="filter",
                         pred=ir.And((CREATURE, ir.ControlledBy(ir.You()))))
    return (ir.Triggered(trigger, _pump(ir.EventObject(), 1), text=ka.text),)


def _flanking(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.25a: "Whenever this creature becomes blocked by a creature without flanking, the
    blocking creature gets -1/-1 until end of turn.\""""
    trigger = ir.Trigger("blocks", subject="filter", pred=ir.And((
        CREATURE, ir.Not(ir.HasKeyword("flanking")), ir.BlockingObject(ir.This()))))
    return (ir.Triggered(trigger, _pump(ir.EventObject(), -1), text=ka.text),)


def _bushido(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn." One trigger condition each (a creature never does both in one combat)."""
    n = ka.number or 0
    return tuple(ir.Triggered(ir.Trigger(event), _pump(ir.This(), n), text=ka.text)
                 for event in ("blocks", "becomes_blocked"))


def _afflict(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player
    loses N life."\""""
    return (ir.Triggered(ir.Trigger("becomes_blocked"),
                         ir.LoseLife(ka.number or 0, ir.DefendingPlayer()), text=ka.text),)


def _annihilator(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.86a: "Annihilator N" means "Whenever this creature attacks, defending player
    sacrifices N permanents." (each instance triggers separately, 702.86b)."""
    sacrifice = ir.PlayerSacrifices(ir.DefendingPlayer(), ir.Selector(ir.ANYTHING),
                                    ka.number or 0)
    return (ir.Triggered(ir.Trigger("attacks"), sacrifice, text=ka.text),)


def _melee(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
    opponent you attacked with a creature this combat." Counted as it resolves."""
    each = ir.PlayerCount(ir.You(), "opponents attacked")
    return (ir.Triggered(ir.Trigger("attacks"),
                         ir.Pump(ir.This(), each, each, duration=UNTIL_EOT), text=ka.text),)


def _soulshift(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.46a: "When this permanent is put into a graveyard from the battlefield, you may
    return target Spirit card with mana value N or less from your graveyard to your hand.\""""
    spirit = ir.Target(ir.Selector(ir.And((
        ir.Subtype("Spirit"), ir.Compare("mana_value", "<=", ka.number or 0),
        ir.OwnedBy(ir.You()))), zones=("graveyard",)))
    return (ir.Triggered(TO_GRAVEYARD, ir.May(ir.ReturnToHand(ir.Targeted(0))), (spirit,),
                         text=ka.text),)


def _comes_back(kind: str) -> Callable[[ir.KeywordAbility], tuple[ir.Ability, ...]]:
    """Undying (702.93a, +1/+1) and persist (702.79a, -1/-1): "When this permanent is put into a
    graveyard from the battlefield, if it had no [kind] counters on it, return it to the
    battlefield under its owner's control with a [kind] counter on it." "It" is the card it
    became in the graveyard (400.7e)."""
    def expand(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
        had_none = ir.CompareQ(ir.CountersOn(ir.This(), kind), "==", 0)
        back = ir.PutOntoBattlefield(ir.This(), owner_control=True, counters=((kind, 1),))
        return (ir.Triggered(TO_GRAVEYARD, back, intervening=had_none, text=ka.text),)
    return expand


def _modular(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is
    put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact
    creature for each +1/+1 counter on this permanent." (counted as it last existed, 608.2h)."""
    target = ir.Target(ir.Selector(ir.And((ir.CardType("Artifact"), CREATURE))))
    move = ir.May(ir.PutCounters("+1/+1", ir.CountersOn(ir.This(), "+1/+1"), ir.Targeted(0)))
    return (ir.EntersWithCounters("+1/+1", ka.number or 0, text=ka.text),
            ir.Triggered(TO_GRAVEYARD, move, (target,), text=ka.text))


def _rampage(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
    creature blocking it beyond the first." Counted as it resolves (702.23b)."""
    blockers = ir.Count(ir.Selector(ir.And((CREATURE, ir.BlockingObject(ir.This())))))
    bonus = ir.Times(ka.number or 0, ir.Plus(blockers, -1))
    return (ir.Triggered(ir.Trigger("becomes_blocked"),
                         ir.Pump(ir.This(), bonus, bonus, duration=UNTIL_EOT), text=ka.text),)


GERM = ir.TokenSpec("Phyrexian Germ Token", "Creature — Phyrexian Germ", "B", 0, 0)
"""702.92a: "a 0/0 black Phyrexian Germ creature token"."""


def _living_weapon(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
    then attach this Equipment to it.\""""
    effect = ir.Seq((ir.CreateTokens(GERM), ir.AttachTo(ir.Created())))
    return (ir.Triggered(ir.Trigger("enters"), effect, text=ka.text),)


REBEL = ir.TokenSpec("Rebel Token", "Creature — Rebel", "R", 2, 2)
"""702.163a: "a 2/2 red Rebel creature token"."""


def _for_mirrodin(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token, then attach
    this Equipment to it.\""""
    effect = ir.Seq((ir.CreateTokens(REBEL), ir.AttachTo(ir.Created())))
    return (ir.Triggered(ir.Trigger("enters"), effect, text=ka.text),)


def _battle_cry(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until
    end of turn.\""""
    others = ir.Each(ir.Selector(ir.And((CREATURE, ir.Attacking(), ir.Other()))))
    return (ir.Triggered(ir.Trigger("attacks"), ir.Pump(others, 1, 0, duration=UNTIL_EOT),
                         text=ka.text),)


def _dethrone(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.105a: "Whenever this creature attacks the player with the most life or tied for most
    life, put a +1/+1 counter on this creature." (a trigger condition, checked as it attacks)."""
    trigger = ir.Trigger("attacks", condition=ir.AttacksMostLife())
    return (ir.Triggered(trigger, ir.PutCounters("+1/+1", 1, ir.This()), text=ka.text),)


def _provoke(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.39a: "Whenever this creature attacks, you may choose to have target creature
    defending player controls block this creature this combat if able. If you do, untap that
    creature." (the requirement lasts the turn, which has this combat's declare blockers step
    in it: 509.1c)."""
    theirs = ir.Target(ir.Selector(ir.And((CREATURE, ir.ControlledBy(ir.DefendingPlayer())))))
    effect = ir.May(ir.Seq((ir.BlocksIfAble(ir.Targeted(0)), ir.Untap(ir.Targeted(0)))))
    return (ir.Triggered(ir.Trigger("attacks"), effect, (theirs,), text=ka.text),)


WARRIOR = ir.TokenSpec("Warrior Token", "Creature — Warrior", "R", 1, 1)
"""702.181a: "1/1 red Warrior creature tokens"."""


def _mobilize(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.181a: "Whenever this creature attacks, create N 1/1 red Warrior creature tokens.
    Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end
    step." (508.4: their controller chooses whom each attacks)."""
    effect = ir.Seq((ir.CreateTokens(WARRIOR, ka.number or 0, tapped=True, attacking=True),
                     ir.AtNextEndStep(ir.Sacrifice(ir.EventObject()), about=ir.Created(),
                                      text="Sacrifice them at the beginning of the next end "
                                           "step.")))
    return (ir.Triggered(ir.Trigger("attacks"), effect, text=ka.text),)


def _numbered(what: str) -> Callable[[ir.KeywordAbility], str]:
    """A keyword whose number must be printed ("Mobilize X, where X is ..." isn't yet)."""
    def check(ka: ir.KeywordAbility) -> str:
        return "" if isinstance(ka.number, int) and ka.number > 0 else \
            f"{what} with a number other than a printed one"
    return check


def _myriad(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.116a: "Whenever this creature attacks, for each opponent other than defending player,
    you may create a token that's a copy of this creature that's tapped and attacking that
    player or a planeswalker they control. If one or more tokens are created this way, exile
    the tokens at end of combat." (``ir.Myriad``; nothing to do with one opponent)."""
    return (ir.Triggered(ir.Trigger("attacks"), ir.Myriad(), text=ka.text),)
def _decayed(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.147a: "This creature can't block" and "When this creature attacks, sacrifice it at
    end of combat" (a delayed trigger at the beginning of the end of combat step, 511.2)."""
    sacrifice = ir.AtNextEndStep(ir.Sacrifice(ir.This()), about=ir.This(),
                                 text="sacrifice it at end of combat", step="end_combat")
    return (ir.CantBlock(text=ka.text), ir.Triggered(ir.Trigger("attacks"), sacrifice,
                                                     text=ka.text))


def _ingest(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.115a: "Whenever this creature deals combat damage to a player, that player exiles
    the top card of their library." Each instance triggers separately (702.115b)."""
    return (ir.Triggered(ir.Trigger("combat_damage_to_player"),
                         ir.ExileTop(1, ir.EventPlayer()), text=ka.text),)


def _mentor(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with power less than this creature's power.\""""
    weaker = ir.Target(ir.Selector(ir.And((
        CREATURE, ir.Attacking(), ir.Compare("power", "<", ir.PropertyOf(ir.This(), "power"))))))
    return (ir.Triggered(ir.Trigger("attacks"), ir.PutCounters("+1/+1", 1, ir.Targeted(0)),
                         (weaker,), text=ka.text),)


STRONGER_ATTACKER = ir.Selector(ir.And((CREATURE, ir.Attacking(), ir.Other(), ir.Compare(
    "power", ">", ir.PropertyOf(ir.This(), "power")))))
""""at least one other [attacking] creature with power greater than this creature's power"."""


def _training(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.149a: "Whenever this creature and at least one other creature with power greater
    than this creature's power attack, put a +1/+1 counter on this creature." (a trigger
    condition, checked as the attackers are declared, 603.2); each instance triggers
    separately (702.149b)."""
    trigger = ir.Trigger("attacks", condition=ir.CompareQ(ir.Count(STRONGER_ATTACKER), ">", 0))
    return (ir.Triggered(trigger, ir.PutCounters("+1/+1", 1, ir.This()), text=ka.text),)


def _evolve(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.100a: "Whenever a creature you control enters, if that creature's power is greater
    than this creature's power and/or that creature's toughness is greater than this creature's
    toughness, put a +1/+1 counter on this creature.\""""
    trigger = ir.Trigger("enters", subject="filter",
                         pred=ir.And((CREATURE, ir.ControlledBy(ir.You()))))
    bigger = ir.ObjectIs(ir.EventObject(), ir.Or((
        ir.Compare("power", ">", ir.PropertyOf(ir.This(), "power")),
        ir.Compare("toughness", ">", ir.PropertyOf(ir.This(), "toughness")))))
    return (ir.Triggered(trigger, ir.PutCounters("+1/+1", 1, ir.This()), intervening=bigger,
                         text=ka.text),)


def _bloodthirst(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it." (a replacement effect, 614.1c; read from the turn's
    log as it enters). Each instance applies separately (702.54c)."""
    hurt = ir.HappenedThisTurn("dealt_damage", ir.EachOpponent())
    return (ir.EntersWithCounters("+1/+1", ka.number or 0, text=ka.text, condition=hurt),)


def _ravenous(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.156a: "Ravenous" means "This permanent enters with X +1/+1 counters on it" (a
    replacement effect, 614.1c) and "When this permanent enters, if X is 5 or more, draw a
    card." X is the X paid for the spell that became it (107.3m; 0 if it wasn't cast)."""
    return (ir.EntersWithCounters("+1/+1", ir.XValue(), text=ka.text),
            ir.Triggered(ir.Trigger("enters"), ir.Draw(1),
                         intervening=ir.CompareQ(ir.XValue(), ">=", 5), text=ka.text))


def _undaunted(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.125a: "This spell costs {1} less to cast for each opponent you have." (601.2f;
    players who have left the game aren't counted, 702.125b; each instance applies, 702.125c)."""
    return (ir.CostsLess(1, per=ir.PlayerCount(ir.You(), "opponents"), text=ka.text),)


def _renown(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.112a: "Renown N" means "When this creature deals combat damage to a player, if it
    isn't renowned, put N +1/+1 counters on it and it becomes renowned." Checked again as it
    resolves (603.4), so a second instance does nothing (702.112c)."""
    effect = ir.Seq((ir.PutCounters("+1/+1", ka.number or 0, ir.This()),
                     ir.BecomeRenowned(ir.This())))
    return (ir.Triggered(ir.Trigger("combat_damage_to_player"), effect,
                         intervening=ir.NotCond(ir.Renowned(ir.This())), text=ka.text),)


def _evoke(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.74a: "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying
    its mana cost" (kept as the keyword ability, read by ``casting.cast_spell``) and "When this
    permanent enters, if its evoke cost was paid, its controller sacrifices it.\""""
    return (ka, ir.Triggered(ir.Trigger("enters"), ir.Sacrifice(ir.This()),
                             intervening=ir.Evoked(ir.This()), text=ka.text))


def _blitz(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.152a: "Blitz [cost]" means "You may cast this card by paying [cost] rather than its
    mana cost" (kept as the keyword ability, read by ``casting.cast_spell``), "If this spell's
    blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of the next
    end step" (``stack.resolve_top``) and "As long as this permanent's blitz cost was paid, it
    has haste and 'When this permanent is put into a graveyard from the battlefield, draw a
    card.'" (the granted trigger's condition read as it last existed, 603.10a)."""
    paid = _paid("blitz")
    return (ka, ir.Static(ir.This(), add_keywords=("haste",), condition=paid, text=ka.text),
            ir.Triggered(TO_GRAVEYARD, ir.Draw(1), intervening=paid, text=ka.text))


def _umbra_armor(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on
    it and destroy this Aura." (a replacement effect, 614.8)."""
    return (ir.UmbraArmor(text=ka.text or "Umbra armor"),)


SPIRIT = ir.TokenSpec("Spirit Token", "Creature — Spirit", "WB", 1, 1, keywords=("flying",),
                      text="Flying")
"""702.135a: "1/1 white and black Spirit creature tokens with flying"."""


def _afterlife(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1
    white and black Spirit creature tokens with flying.\""""
    return (ir.Triggered(TO_GRAVEYARD, ir.CreateTokens(SPIRIT, ka.number or 0), text=ka.text),)


def _storm(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.40a: "When you cast this spell, copy it for each other spell that was cast before it
    this turn. If the spell has any targets, you may choose new targets for any of the
    copies." A copy isn't cast (707.10), so it doesn't count."""
    trigger = ir.Trigger("cast", player=ir.You())
    return (ir.Triggered(trigger, ir.CopySpell(ir.This(), ir.SpellsCastBefore()),
                         text=ka.text),)


def _cascade(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.85a: "When you cast this spell, exile cards from the top of your library until you
    exile a nonland card whose mana value is less than this spell's mana value. You may cast
    that card without paying its mana cost if the resulting spell's mana value is less than this
    spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of
    your library in a random order." Each instance triggers separately (702.85c)."""
    return (ir.Triggered(ir.Trigger("cast", player=ir.You()), ir.Cascade(), text=ka.text),)


def _ripple(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.60a: "Ripple N" means "When you cast this spell, you may reveal the top N cards of
    your library ... you may cast any of those cards with the same name as this spell without
    paying their mana costs, then put all revealed cards not cast this way on the bottom of your
    library in any order." Each instance triggers separately (702.60b)."""
    return (ir.Triggered(ir.Trigger("cast", player=ir.You()), ir.Ripple(ka.number or 0),
                         text=ka.text),)


ALTERNATIVE_COSTS = frozenset({"dash", "evoke", "warp", "overload", "surge", "spectacle",
                               "awaken", "blitz", "freerunning"})
ALTERNATIVE = "alternative"
"""The name ``CardDef.alternatives`` gives "You may [cost] rather than pay SELF's mana cost."
(118.9): it may be paid wherever the spell is cast from, unlike the keywords' (from the hand)."""
"""Keywords standing for an alternative cost a card may be cast for from the hand (118.9,
601.2b), chosen as it is cast (``CardDef.alternatives``, ``priority.alternative_costs``,
``casting.cast_spell``)."""
PERMANENT_ALTERNATIVES = frozenset({"dash", "evoke", "warp", "blitz"})
"""Of those, the ones only a permanent card uses (702.109a, 702.74a, 702.185a, 702.152a)."""


def _overload_card(card: ir.Card) -> str:
    """702.96a: overload changes "target" to "each" in an instant's or sorcery's text."""
    from .text_change import overload_problem

    front = card.type_line.split("—")[0]
    if "Instant" not in front and "Sorcery" not in front:
        return "no rules for overload on a permanent spell"
    return overload_problem(card.spell)


PAID_ANY_NUMBER, PAID_ONCE = "any number", "once"
PAID: dict[str, str] = {"replicate": PAID_ANY_NUMBER, "squad": PAID_ANY_NUMBER,
                        "offspring": PAID_ONCE, "conspire": PAID_ONCE, "casualty": PAID_ONCE}
"""Keywords standing for an optional additional cost paid as the spell is cast (601.2b,
601.2f-h), any number of times or once, counted on the spell and the permanent it becomes
(``GameObject.paid``, ``ir.TimesPaid``; ``casting.announce_kicker``)."""


def _paid(keyword: str) -> ir.Condition:
    """"if its [keyword] cost was paid" (603.4)."""
    return ir.CompareQ(ir.TimesPaid(ir.This(), keyword), ">", 0)


def _replicate(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.56a: "As an additional cost to cast this spell, you may pay [cost] any number of
    times" (the keyword ability itself, read as the spell is cast) and "When you cast this
    spell, if a replicate cost was paid for it, copy it for each time its replicate cost was
    paid. If the spell has any targets, you may choose new targets for any of the copies.\""""
    copies = ir.CopySpell(ir.This(), ir.TimesPaid(ir.This(), "replicate"))
    return (ka, ir.Triggered(ir.Trigger("cast", player=ir.You()), copies,
                             intervening=_paid("replicate"), text=ka.text))


CONSPIRE_COST = ir.Cost((ir.TapObjects(ir.Selector(ir.And((
    CREATURE, ir.ControlledBy(ir.You()), ir.Not(ir.Tapped()), ir.SharesColor(ir.This())))),
    2),))
"""702.78a: "tap two untapped creatures you control that each share a color with it"."""


def _casualty_cost(ka: ir.KeywordAbility) -> ir.Cost:
    """702.153a: "sacrifice a creature with power N or greater"."""
    return ir.Cost((ir.SacrificeObjects(ir.Selector(ir.And((
        CREATURE, ir.Compare("power", ">=", ka.number or 0))))),))


KEYWORD_COSTS: dict[str, Callable[[ir.KeywordAbility], ir.Cost]] = {
    "conspire": lambda ka: CONSPIRE_COST, "casualty": _casualty_cost}
"""The optional additional costs of keywords printed without one (``CardDef.paid_keywords``),
from the keyword ability."""


def _conspire(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures
    you control that each share a color with it" (the keyword ability, its cost
    ``KEYWORD_COSTS``, read as the spell is cast, ``casting.announce_kicker``) and "When you
    cast this spell, if its conspire cost was paid, copy it. If the spell has any targets, you
    may choose new targets for the copy.\""""
    copy = ir.CopySpell(ir.This(), 1)
    return (ka, ir.Triggered(ir.Trigger("cast", player=ir.You()), copy,
                             intervening=_paid("conspire"), text=ka.text))


def _casualty(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice
    a creature with power N or greater" (the keyword ability, its cost ``KEYWORD_COSTS``, read
    as the spell is cast, ``casting.announce_kicker``) and "When you cast this spell, if a
    casualty cost was paid for it, copy it. If the spell has any targets, you may choose new
    targets for the copy.\""""
    copy = ir.CopySpell(ir.This(), 1)
    return (ka, ir.Triggered(ir.Trigger("cast", player=ir.You()), copy,
                             intervening=_paid("casualty"), text=ka.text))


def _squad(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.157a: "As an additional cost to cast this spell, you may pay [cost] any number of
    times" and "When this creature enters, if its squad cost was paid, create a token that's a
    copy of it for each time its squad cost was paid.\""""
    tokens = ir.CreateTokenCopy(ir.This(), ir.TimesPaid(ir.This(), "squad"))
    return (ka, ir.Triggered(ir.Trigger("enters"), tokens, intervening=_paid("squad"),
                             text=ka.text))


def _offspring(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.175a: "You may pay an additional [cost] as you cast this spell" and "When this
    permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1.\""""
    token = ir.CreateTokenCopy(ir.This(), set_pt=(1, 1))
    return (ka, ir.Triggered(ir.Trigger("enters"), token, intervening=_paid("offspring"),
                             text=ka.text))


def _permanent_spell(what: str) -> Callable[[ir.Card], str]:
    """Squad and offspring make token copies of the permanent a creature spell becomes."""
    def check(card: ir.Card) -> str:
        front = card.type_line.split("—")[0]
        if "Instant" in front or "Sorcery" in front:
            return f"no rules for {what} on an instant or sorcery"
        return ""
    return check
def _fading(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you can't,
    sacrifice the permanent.\""""
    remove = ir.IfYouDo(ir.RemoveCountersFrom("fade", 1, ir.This()), None,
                        ir.Sacrifice(ir.This()))
    return (ir.EntersWithCounters("fade", ka.number or 0, text=ka.text),
            ir.Triggered(YOUR_UPKEEP, remove, text=ka.text))


def _vanishing(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the
    beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
    from it," and "When the last time counter is removed from this permanent, sacrifice it."
    Without a number (702.63b) only the last two; each instance works separately (702.63c)."""
    has_time = ir.CompareQ(ir.CountersOn(ir.This(), "time"), ">", 0)
    upkeep = ir.Triggered(YOUR_UPKEEP, ir.RemoveCountersFrom("time", 1, ir.This()),
                          intervening=has_time, text=ka.text)
    last = ir.Triggered(ir.Trigger("last_counter_removed:time"), ir.Sacrifice(ir.This()),
                        text=ka.text)
    enters = () if ka.number is None else (
        ir.EntersWithCounters("time", ka.number, text=ka.text),)
    return (*enters, upkeep, last)


PLUS_ONE = ir.CompareQ(ir.CountersOn(ir.This(), "+1/+1"), ">", 0)
""""as long as it has a +1/+1 counter on it"."""


def _unleash(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" and
    "This permanent can't block as long as it has a +1/+1 counter on it.\""""
    return (ir.MayEnterWithCounters("+1/+1", 1, text=ka.text),
            ir.CantBlock(text=ka.text, unless=ir.NotCond(PLUS_ONE)))


def _riot(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If
    you don't, it gains haste." (for as long as it is on the battlefield). Each instance works
    separately (702.136b)."""
    haste = ir.Pump(ir.This(), keywords=("haste",), duration=ir.Indefinitely())
    return (ir.MayEnterWithCounters("+1/+1", 1, otherwise=haste, text=ka.text),)


def _devour(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
    this way.\""""
    return (ir.EntersWithCountersPer("devour", ka.number or 0, CREATURE, text=ka.text),)


def _amplify(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
    for each card revealed this way.\""""
    return (ir.EntersWithCountersPer("amplify", ka.number or 0, text=ka.text),)


def _graft(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and
    "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may
    move a +1/+1 counter from this permanent onto that creature." Each instance works
    separately (702.58b)."""
    other = ir.Trigger("enters", subject="filter", pred=ir.And((CREATURE, ir.Other())))
    move = ir.May(ir.MoveCounters("+1/+1", 1, ir.This(), ir.EventObject()))
    return (ir.EntersWithCounters("+1/+1", ka.number or 0, text=ka.text),
            ir.Triggered(other, move, intervening=PLUS_ONE, text=ka.text))


def _below_backup(card: ir.Card) -> tuple[list[str], str]:
    """702.165a: the keywords printed below a card's one backup ability, and what about them
    has no rules ("" when every line below is a keyword line: granting other abilities until
    end of turn, or telling several backup abilities apart, waits)."""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in card.text.splitlines()]
    at = [i for i, line in enumerate(lines) if re.match(r"backup \d+$", line, re.IGNORECASE)]
    if len(at) != 1:
        return [], "no rules for a card with more than one backup ability (702.165a)"
    found: list[str] = []
    for line in lines[at[0] + 1:]:
        words = [w.strip().lower() for w in line.split(",")]
        if not all(w in card.keywords and w in REGISTRY and not REGISTRY[w].parameter
                   for w in words):
            return [], ("no rules for backup granting abilities other than keywords "
                        "(702.165a)")
        found += words
    return found, ""


def _backup(ka: ir.KeywordAbility, card: ir.Card) -> tuple[ir.Ability, ...]:
    """702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
    creature. If that's another creature, it also gains the non-backup abilities of this
    creature printed below this one until end of turn." Only printed abilities are granted
    (702.165c), so they are read from the card."""
    grants, _ = _below_backup(card)
    effect: ir.Effect = ir.PutCounters("+1/+1", ka.number or 0, ir.Targeted(0))
    if grants:
        another = ir.ObjectIs(ir.Targeted(0), ir.Other())
        gain = ir.Conditional(another, ir.Pump(ir.Targeted(0), keywords=tuple(grants)))
        effect = ir.Seq((effect, gain))
    return (ir.Triggered(ir.Trigger("enters"), effect, (ir.Target(ir.Selector(CREATURE)),),
                         text=ka.text),)


def _backup_check(card: ir.Card) -> str:
    return _below_backup(card)[1]


def _sunburst(ka: ir.KeywordAbility, card: ir.Card) -> tuple[ir.Ability, ...]:
    """702.44a: "If this object is entering as a creature, ignoring any type-changing effects
    that would affect it, it enters with a +1/+1 counter on it for each color of mana spent to
    cast it. Otherwise, it enters with a charge counter on it for each color of mana spent to
    cast it." Read from its printed types; only a spell cast has colors spent (702.44b)."""
    kind = "+1/+1" if "Creature" in card.type_line.split("—")[0] else "charge"
    return (ir.EntersWithCounters(kind, ir.ColorsSpent(ir.This()), text=ka.text),)


def _kicker_cost(ka: ir.KeywordAbility) -> str:
    """Kicker costs the engine pays: mana without X."""
    found = _mana_only(ka.name)(ka)
    if not found and ka.cost is not None and "{X}" in ka.cost.mana:
        return f"no rules for {ka.name} with X in its cost"
    return found


OPTIONAL_COST_PARTS = (ir.ManaPart, ir.PayLife, ir.SacrificeObjects, ir.DiscardCards,
                       ir.ReturnObjects)
"""The parts of an optional additional cost the engine pays as the spell is cast (601.2h):
mana, life, sacrificing, discarding, returning permanents to their owner's hand."""


def _optional_cost(what: str) -> Callable[[ir.KeywordAbility], str]:
    """A check for an optional additional cost paid once (kicker 702.33a, buyback 702.27a):
    mana without X and the parts ``OPTIONAL_COST_PARTS`` names."""
    def check(ka: ir.KeywordAbility) -> str:
        parts = ka.cost.parts if ka.cost is not None else ()
        if not parts or not all(isinstance(p, OPTIONAL_COST_PARTS) for p in parts):
            return f"no rules for {what} with a cost other than mana"
        if any("X" in p.mana for p in parts if isinstance(p, ir.ManaPart)):
            return f"no rules for {what} with X in its cost"
        return ""
    return check


def kicked_target_split(card: Any) -> tuple[frozenset[int], frozenset[int]] | None:
    """702.33g, 601.2c: the target phrases of a spell chosen only if it is kicked ("If this spell
    was kicked, it also deals 2 damage to another target creature") and those chosen only if it
    isn't (the targets of what "If this spell was kicked, ... instead" replaces): target indices
    (only kicked, only not kicked). None when the engine can't split them: a modal spell, a
    relation between target phrases, a condition naming one kicker cost or "kicked twice"."""
    spell = card.spell
    if spell is None:
        return _NO_SPLIT
    return _split(spell)


_NO_SPLIT: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())


@by_identity(50_000)  # a long-lived spell ability, asked at every priority
def _split(spell: ir.SpellAbility) -> tuple[frozenset[int], frozenset[int]] | None:
    always: set[int] = set()
    kicked: set[int] = set()
    unkicked: set[int] = set()
    odd = False

    def visit(value: Any, into: set[int]) -> None:
        nonlocal odd
        if isinstance(value, tuple):
            for v in value:
                visit(v, into)
            return
        if not isinstance(value, ir.Node) or not is_dataclass(value):
            return
        if isinstance(value, ir.Targeted):
            into.add(value.index)
        condition = getattr(value, "condition", None)
        if isinstance(value, (ir.Conditional, ir.IfInstead)) and isinstance(condition, ir.Kicked):
            odd = odd or bool(condition.cost) or condition.times != 1
            inner = kicked if into is always else into
            other = unkicked if into is always else into
            if isinstance(value, ir.Conditional):
                visit(value.effect, inner)
                visit(value.otherwise, other)
            else:
                visit(value.effect, other)
                visit(value.instead, inner)
            return
        for f in fields(value):
            visit(getattr(value, f.name), into)

    visit(spell.effect, always)
    only_kicked = frozenset(kicked - always - unkicked)
    only_unkicked = frozenset(unkicked - always - kicked)
    if not only_kicked and not only_unkicked:
        return _NO_SPLIT
    if odd or isinstance(spell.effect, ir.Modal) or any(
            t.shares_type_with >= 0 for t in spell.targets):
        return None
    return only_kicked, only_unkicked


def _kicked_targets(card: ir.Card) -> str:
    """702.33g: targets that only the kicked (or only the unkicked) part of a spell uses are
    chosen only if it is (isn't) kicked (``kicked_target_split``; casting.py skips the others)."""
    if kicked_target_split(card) is None:
        return "no rules for targets chosen only if the spell is kicked (702.33g)"
    return ""


def _splice(ka: ir.KeywordAbility) -> str:
    """What about a splice ability has no rules yet (rules/splice.py)."""
    from .splice import splice_problem

    return splice_problem(ka)


def _splice_card(card: ir.Card) -> str:
    """What about a card with splice has no rules yet (rules/splice.py)."""
    from .splice import splice_card_problem

    return splice_card_problem(card)


def _instant_or_sorcery(card: ir.Card) -> str:
    """Storm and replicate on a permanent spell copy a permanent spell (707.10f): no rules for
    that yet."""
    front = card.type_line.split("—")[0]
    if "Instant" in front or "Sorcery" in front:
        return ""
    return "no rules for copying a permanent spell (707.10f)"


def _modal_spell(what: str) -> Callable[[ir.Card], str]:
    """A check for keywords of modal spells (702.42a, 702.120a)."""
    def check(card: ir.Card) -> str:
        if card.spell is not None and isinstance(card.spell.effect, ir.Modal):
            return ""
        return f"no rules for {what} on anything but a modal spell"
    return check


SERVO = ir.TokenSpec("Servo Token", "Artifact Creature — Servo", "", 1, 1)
"""702.123a: "1/1 colorless Servo artifact creature tokens"."""


def _fabricate(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't,
    create N 1/1 colorless Servo artifact creature tokens." The controller chooses as it
    resolves."""
    n = ka.number or 0
    effect = ir.IfYouDo(ir.May(ir.PutCounters("+1/+1", n, ir.This())), None,
                        ir.CreateTokens(SERVO, n))
    return (ir.Triggered(ir.Trigger("enters"), effect, text=ka.text),)


def _extort(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
    life and you gain life equal to the total life lost this way." ("that much life")"""
    trigger = ir.Trigger("cast", subject="filter", pred=ir.And(()), player=ir.You())
    drain = ir.Seq((ir.LoseLife(1, ir.EachOpponent()), ir.GainLife(ir.EventAmount(), ir.You())))
    return (ir.Triggered(trigger, ir.MayPay("{W/B}", drain), text=ka.text),)


def _creature_card(what: str) -> Callable[[ir.Card], str]:
    """A check for keywords the rules give meaning only on a creature card."""
    def check(card: ir.Card) -> str:
        return "" if "Creature" in card.type_line.partition(" — ")[0].split() \
            else f"no rules for {what} on a card that isn't a creature"
    return check


def _mana_only(what: str) -> Callable[[ir.KeywordAbility], str]:
    """A check for keywords whose cost the engine pays only when it is mana."""
    def check(ka: ir.KeywordAbility) -> str:
        if ka.cost is None or not all(isinstance(p, ir.ManaPart) for p in ka.cost.parts):
            return f"no rules for {what} with a cost other than mana"
        return ""
    return check


def _face_down_cost(what: str) -> Callable[[ir.KeywordAbility], str]:
    """Morph, megamorph and disguise costs the engine pays: mana without X (702.37f: X in a
    morph cost is shared with other abilities, not yet)."""
    mana = _mana_only(what)

    def check(ka: ir.KeywordAbility) -> str:
        problem = mana(ka)
        if not problem and ka.cost is not None and any(
                "X" in p.mana for p in ka.cost.parts if isinstance(p, ir.ManaPart)):
            problem = f"no rules for {what} with X in its cost (702.37f)"
        return problem
    return check


def _mana_or(what: str, parts: tuple[type, ...]) -> Callable[[ir.KeywordAbility], str]:
    """A check for keywords whose cost the engine pays as their ability resolves: all mana, or
    only parts among ``parts`` (ward 702.21a, cumulative upkeep 702.24a: "Pay 2 life",
    "Discard a card", "Sacrifice a creature")."""
    mana = _mana_only(what)

    def check(ka: ir.KeywordAbility) -> str:
        if not mana(ka) or (ka.cost is not None and ka.cost.parts
                            and all(isinstance(p, parts) for p in ka.cost.parts)):
            return ""
        return f"no rules for {what} with a cost other than mana"
    return check


def _echo(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost].\""""
    assert ka.cost is not None
    return (ir.Triggered(YOUR_UPKEEP, ir.SacrificeUnlessPay(ka.cost.mana),
                         intervening=ir.CameUnderControlSinceLastUpkeep(), text=ka.text),)


def _cumulative_upkeep(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put
    an age counter on this permanent. Then you may pay [cost] for each age counter on it. If
    you don't, sacrifice it.\""""
    assert ka.cost is not None
    age = ir.CountersOn(ir.This(), "age")
    pay = ir.SacrificeUnlessPay(ka.cost.mana, age) if ka.cost.mana else \
        ir.SacrificeUnlessPay("", age, cost=ka.cost)
    effect = ir.Seq((ir.PutCounters("age", 1, ir.This()), pay))
    return (ir.Triggered(YOUR_UPKEEP, effect, intervening=ir.OnBattlefield(ir.This()),
                         text=ka.text),)


SCALABLE_PARTS = (ir.PayLife, ir.DiscardCards, ir.SacrificeObjects, ir.PutCountersSelf)
"""Cumulative upkeep costs other than mana the engine pays once per age counter (702.24a,
rules/costs.py scaled)."""
WARD_PARTS = (ir.PayLife, ir.DiscardCards, ir.SacrificeObjects)
"""Ward costs other than mana the engine asks the targeting player to pay (702.21a)."""


def _ward(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
    controls, counter that spell or ability unless that player pays [cost]." One trigger
    condition for spells and one for abilities."""
    assert ka.cost is not None
    counter = ir.CounterUnlessPays(ir.TargetingObject(), ka.cost.mana) if ka.cost.mana else \
        ir.CounterUnlessPays(ir.TargetingObject(), "", cost=ka.cost)
    return tuple(ir.Triggered(ir.Trigger(event, player=ir.Opponent()), counter, text=ka.text)
                 for event in ("becomes_target_of_spell", "becomes_target_of_ability"))


def _cycling(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.29a: "[Cost], Discard this card: Draw a card." It functions only while the card is in
    a player's hand."""
    assert ka.cost is not None
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.DiscardSelf(),)), ir.Draw(1), zone="hand",
                         text=ka.text),)


TYPECYCLING: dict[str, ir.Pred] = {
    **{f"{land.lower()}cycling": ir.Subtype(land) for land in BASIC_LAND_MANA},
    "basic landcycling": ir.And((ir.Supertype("Basic"), ir.CardType("Land"))),
    "wizardcycling": ir.Subtype("Wizard"),
}
"""702.29e: the typecycling keywords and the kind of card each searches for (landcycling and
slivercycling wait for a card the engine can otherwise play)."""


def _typecycling(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for
    a [type] card, reveal it, put it into your hand, then shuffle." A cycling ability (702.29f),
    working only from the hand."""
    assert ka.cost is not None
    search = ir.SearchLibrary(ir.Selector(TYPECYCLING[ka.name], zones=("library",)),
                              reveal=True)
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.DiscardSelf(),)), search, zone="hand",
                         text=ka.text),)


def _transmute(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.53a: "[Cost], Discard this card: Search your library for a card with the same mana
    value as the discarded card, reveal that card, and put it into your hand. Then shuffle your
    library. Activate only as a sorcery." It works only from the hand; the discarded card's
    mana value is read as it last existed (608.2h)."""
    assert ka.cost is not None
    same = ir.Compare("mana_value", "==", ir.PropertyOf(ir.This(), "mana_value"))
    search = ir.SearchLibrary(ir.Selector(same, zones=("library",)), reveal=True)
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.DiscardSelf(),)), search, sorcery=True,
                         zone="hand", text=ka.text),)


def _recover(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.59a: "When a creature is put into your graveyard from the battlefield, you may pay
    [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
    card." It functions only while the card is in a graveyard (113.6m)."""
    assert ka.cost is not None
    yours = ir.Trigger("dies", subject="filter", pred=ir.And((CREATURE, ir.OwnedBy(ir.You()))))
    back = ir.ReturnToHand(ir.This(), from_zone="graveyard")
    effect = ir.IfYouDo(ir.MayPay(ka.cost.mana, ir.Seq(())), back, ir.Exile(ir.This()))
    return (ir.Triggered(yours, effect, text=ka.text),)


def _unearth(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains
    haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
    exile it instead of putting it anywhere else. Activate only as a sorcery.\""""
    assert ka.cost is not None
    it = ir.PutThisWay()
    effect = ir.Seq((ir.PutOntoBattlefield(ir.This()),
                     ir.Pump(it, keywords=("haste",), duration=ir.Indefinitely()),
                     ir.AtNextEndStep(ir.Exile(ir.EventObject()), about=it,
                                      text=f"{ka.text}: exile it"),
                     ir.ExileIfLeaves(it)))
    return (ir.Activated(ka.cost, effect, sorcery=True, zone="graveyard", text=ka.text),)


UNBLOCKED_ATTACKER = ir.Selector(ir.And((ir.Unblocked(), ir.Attacking(), CREATURE,
                                        ir.ControlledBy(ir.You()))))
"""702.49a: "an unblocked attacking creature you control"."""


def _ninjutsu(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature
    you control to its owner's hand: Put this card onto the battlefield from your hand tapped and
    attacking." It works only from the hand (113.6b), only while an unblocked creature exists
    (702.49c: after blockers are declared, 509.1h); the card attacks what the returned creature
    attacked, unblocked, and was never declared as an attacker (508.4)."""
    assert ka.cost is not None
    cost = ir.Cost(ka.cost.parts + (ir.RevealSelf(), ir.ReturnObjects(UNBLOCKED_ATTACKER)))
    effect = ir.PutOntoBattlefield(ir.This(), tapped=True, attacking=True, from_zone="hand")
    return (ir.Activated(cost, effect, zone="hand", text=ka.text),)


def _scavenge(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
    equal to the power of the card you exiled on target creature. Activate only as a sorcery.\""""
    assert ka.cost is not None
    creature = ir.Target(ir.Selector(CREATURE))
    effect = ir.PutCounters("+1/+1", ir.PropertyOf(ir.This(), "power"), ir.Targeted(0))
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.ExileSelf(),)), effect, (creature,),
                         sorcery=True, zone="graveyard", text=ka.text),)


def _outlast(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery.\""""
    assert ka.cost is not None
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.TapSelf(),)),
                         ir.PutCounters("+1/+1", 1, ir.This()), sorcery=True, text=ka.text),)


def _reinforce(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." It functions only while the card is in a player's hand."""
    assert ka.cost is not None
    creature = ir.Target(ir.Selector(CREATURE))
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.DiscardSelf(),)),
                         ir.PutCounters("+1/+1", ka.number or 0, ir.Targeted(0)), (creature,),
                         zone="hand", text=ka.text),)
def _embalm(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.128a: "[Cost], Exile this card from your graveyard: Create a token that's a copy of
    this card, except it's white, it has no mana cost, and it's a Zombie in addition to its
    other types. Activate only as a sorcery." The copy is made from the card as it last existed
    in the graveyard (608.2h)."""
    assert ka.cost is not None
    copy = ir.CreateTokenCopy(ir.This(), set_colors=frozenset("W"), no_mana_cost=True,
                              add_subtypes=("Zombie",))
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.ExileSelf(),)), copy, sorcery=True,
                         zone="graveyard", text=ka.text),)


def _eternalize(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.129a: "[Cost], Exile this card from your graveyard: Create a token that's a copy of
    this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition
    to its other types. Activate only as a sorcery.\""""
    assert ka.cost is not None
    copy = ir.CreateTokenCopy(ir.This(), set_colors=frozenset("B"), set_pt=(4, 4),
                              no_mana_cost=True, add_subtypes=("Zombie",))
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.ExileSelf(),)), copy, sorcery=True,
                         zone="graveyard", text=ka.text),)


def _encore(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
    that's a copy of this card that attacks that opponent this turn if able. The tokens gain
    haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.\""""
    assert ka.cost is not None
    tokens = ir.Created()
    effect = ir.Seq((ir.CreateTokenCopy(ir.This(), each_opponent=True),
                     ir.Pump(tokens, keywords=("haste",), duration=ir.Indefinitely()),
                     ir.AtNextEndStep(ir.Sacrifice(ir.EventObject()), about=tokens,
                                      text=f"{ka.text}: sacrifice them")))
    return (ir.Activated(ir.Cost(ka.cost.parts + (ir.ExileSelf(),)), effect, sorcery=True,
                         zone="graveyard", text=ka.text),)


def _escape_cost(ka: ir.KeywordAbility) -> str:
    """Escape costs the engine pays as it casts the spell: mana and exiling other cards from the
    graveyard (702.138a, 601.2h)."""
    for part in ka.cost.parts if ka.cost is not None else ():
        if not isinstance(part, ir.ManaPart | ir.ExileFromGraveyard):
            return f"no rules for escape with the cost {type(part).__name__}"
    return ""


def _cycling_cost(ka: ir.KeywordAbility) -> str:
    """Costs the engine pays for an ability of a card in a hand or graveyard (cycling, unearth,
    scavenge): mana, life, discarding other cards."""
    if ka.cost is None:
        return f"no rules for {ka.name} without a cost"
    for part in ka.cost.parts:
        if not isinstance(part, ir.ManaPart | ir.PayLife | ir.DiscardCards):
            return f"no rules for {ka.name} with the cost {type(part).__name__}"
    return ""


def _flashback_cost(ka: ir.KeywordAbility) -> str:
    """Flashback costs the engine pays as it casts the spell: mana, life, sacrificing a
    permanent (601.2h)."""
    for part in ka.cost.parts if ka.cost is not None else ():
        if not isinstance(part, ir.ManaPart | ir.PayLife | ir.SacrificeObjects):
            return f"no rules for flashback with the cost {type(part).__name__}"
    return ""


SUSPEND_ABILITIES = (
    ir.Triggered(YOUR_UPKEEP, ir.RemoveCountersFrom("time", 1, ir.This()),
                 intervening=ir.Suspended(ir.This()),
                 text="Suspend: at the beginning of your upkeep, remove a time counter"),
    ir.Triggered(ir.Trigger("last_time_counter_removed"), ir.CastWithoutPaying(ir.This(), "suspend"),
                 text="Suspend: when the last time counter is removed, you may cast it without "
                      "paying its mana cost"),
)
"""702.62a: suspend's two triggered abilities, which work in exile (113.6): "At the beginning of
your upkeep, if this card is suspended, remove a time counter from it," and "When the last time
counter is removed from this card, if it's exiled, you may play it without paying its mana cost
if able. ... If you cast a creature spell this way, it gains haste until you lose control of the
spell or the permanent it becomes." (``CardDef.exile_triggered``, ``triggers.notice``)."""


def _miracle_card(card: ir.Card) -> str:
    """A land can't be cast (305.9), so miracle on one does nothing the engine plays."""
    return "no rules for miracle on a land" if "Land" in card.type_line.split(" — ")[0] else ""


def _awaken(ka: ir.KeywordAbility) -> str:
    """Awaken N—[cost] the engine does: N a number and a mana cost (702.113a)."""
    if ka.number is None:
        return "no rules for awaken without a number of counters"
    return _mana_only("awaken")(ka)


def _awaken_card(card: ir.Card) -> str:
    """702.113a: awaken appears on instants and sorceries; a modal one isn't done yet."""
    front = card.type_line.split("—")[0]
    if "Instant" not in front and "Sorcery" not in front:
        return "no rules for awaken on a permanent"
    if card.spell is None or isinstance(card.spell.effect, ir.Modal):
        return "no rules for awaken on a modal spell"
    return ""


def _suspend(ka: ir.KeywordAbility) -> str:
    """Suspend N—[cost] the engine does: N a number (not X) and a mana cost without X."""
    if ka.number is None:
        return "no rules for suspend without a number of time counters"
    if ka.cost is None or not all(isinstance(p, ir.ManaPart) and "X" not in p.mana
                                  for p in ka.cost.parts):
        return "no rules for suspend with a cost other than mana without X"
    return ""


def _suspend_card(card: ir.Card) -> str:
    """A land can't be cast, so it can't be suspended (702.62a, 305.9)."""
    return "no rules for suspend on a land" if "Land" in card.type_line.split(" — ")[0] else ""


def _instant_or_sorcery_only(what: str) -> Callable[[ir.Card], str]:
    def check(card: ir.Card) -> str:
        left = card.type_line.split(" — ")[0].split()
        return "" if {"Instant", "Sorcery"} & set(left) else f"no rules for {what} on a permanent"
    return check


def _permanent_only(what: str) -> Callable[[ir.Card], str]:
    def check(card: ir.Card) -> str:
        left = card.type_line.split(" — ")[0].split()
        return f"no rules for {what} on an instant or sorcery" if {"Instant", "Sorcery"} & set(
            left) else ""
    return check


CREW = ir.Selector(ir.And((CREATURE, ir.ControlledBy(ir.You()), ir.Not(ir.Tapped()),
                          ir.Other())))
""""other untapped creatures you control" (702.122a)."""


def _crew(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn."
    Its printed power and toughness apply once it is a creature (208.3)."""
    becomes = ir.Becomes(ir.This(), add_types=frozenset({"Artifact", "Creature"}),
                         duration=UNTIL_EOT)
    return (ir.Activated(ir.Cost((ir.TapPower(CREW, ka.number or 0),)), becomes,
                         text=ka.text),)


def _station(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.184a: "Station" means "Tap another untapped creature you control: Put a number of
    charge counters on this permanent equal to the tapped creature's power. Activate only as a
    sorcery." (its power as it is on resolution, or as it last existed, 608.2h)."""
    power = ir.PropertyOf(ir.TappedForCost(), "power")
    return (ir.Activated(ir.Cost((ir.TapObjects(CREW),)), ir.PutCounters("charge", power),
                         sorcery=True, text=ka.text),)


def _partner_with(ka: ir.KeywordAbility) -> tuple[ir.Ability, ...]:
    """702.124j: "Partner with [name]" is, in a game, "When this permanent enters, target player
    may search their library for a card named [name], reveal it, put it into their hand, then
    shuffle." (its other ability, choosing two commanders, is Commander deck construction,
    which the engine doesn't play)."""
    named = ir.Selector(ir.Named(ka.named), zones=("library",))
    search = ir.SearchLibrary(named, reveal=True, who=ir.Targeted(0))
    player = ir.Target(players=ir.PlayerFilter(ir.AnyPlayer()))
    return (ir.Triggered(ir.Trigger("enters"), ir.May(search, who=ir.Targeted(0)), (player,),
                         text=ka.text),)


YOUR_CREATURE = ir.Target(ir.Selector(ir.And((CREATURE, ir.ControlledBy(ir.You())))))
""""target creature you control" (702.6a)."""


def _equip(equip: ir.Equip) -> tuple[ir.Ability, ...]:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." It keeps the keyword's text ("Equip {1}"). "Equip
    [quality]" targets only a creature you control with that quality (702.6c)."""
    target = YOUR_CREATURE if equip.quality is None else ir.Target(ir.Selector(ir.And((
        CREATURE, equip.quality.pred, ir.ControlledBy(ir.You())))))  # 702.6c
    return (ir.Activated(equip.cost, ir.AttachTo(ir.Targeted(0)), (target,), sorcery=True,
                         text=equip.text),)


# ---- the table ----------------------------------------------------------------------------------

_COMBAT = "rules/keywords.py block_problem (combat.can_block)"
_register(
    # evasion and blocking (509.1b)
    Keyword("flying", "702.9", HOOK, _COMBAT),
    Keyword("reach", "702.17", HOOK, _COMBAT),
    Keyword("fear", "702.36", HOOK, _COMBAT),
    Keyword("intimidate", "702.13", HOOK, _COMBAT),
    Keyword("shadow", "702.28", HOOK, _COMBAT),
    Keyword("horsemanship", "702.31", HOOK, _COMBAT),
    Keyword("skulk", "702.118", HOOK, _COMBAT),
    *(Keyword(f"{land.lower()}walk", "702.14", HOOK, _COMBAT) for land in BASIC_LAND_MANA),
    Keyword("menace", "702.111", HOOK, "rules/combat.py _check_blocks"),
    Keyword("defender", "702.3", HOOK, "rules/combat.py can_attack"),
    Keyword("vigilance", "702.20", HOOK, "rules/combat.py declare_attackers"),
    Keyword("enlist", "702.154", HOOK, "rules/combat.py declare_attackers (_enlist: an "
            "optional cost to attack, 508.1g, and its reflexive ability, 603.12)"),
    Keyword("haste", "702.10", HOOK, "rules/payment.py can_tap_for_cost (302.6)"),
    # combat damage (510)
    Keyword("first strike", "702.7", HOOK, "rules/combat.py has_first_strike_step"),
    Keyword("double strike", "702.4", HOOK, "rules/combat.py _deals_damage_now"),
    Keyword("trample", "702.19", HOOK, "rules/combat.py combat_damage"),
    Keyword("banding", "702.22", HOOK, "rules/combat.py _declare_bands (attacking bands, "
            "702.22c-d), declare_blockers (702.22h), combat_damage (702.22j-k)"),
    # damage results (120.3)
    Keyword("deathtouch", "702.2", HOOK, "rules/events.py deal_damage, rules/sba.py"),
    Keyword("lifelink", "702.15", HOOK, "rules/events.py deal_damage"),
    Keyword("infect", "702.90", HOOK, "rules/events.py deal_damage"),
    Keyword("wither", "702.80", HOOK, "rules/events.py deal_damage"),
    Keyword("toxic", "702.164", HOOK, "rules/events.py deal_damage", parameter="number"),
    Keyword("indestructible", "702.12", HOOK, "rules/events.py destroy, rules/sba.py"),
    # targeting (115)
    Keyword("hexproof", "702.11", HOOK, "rules/targets.py _object_fits"),
    Keyword("shroud", "702.18", HOOK, "rules/targets.py _object_fits"),
    *(Keyword(name, "702.16", HOOK, "rules/protection.py") for name in protection_keywords()),
    # casting (601)
    Keyword("flash", "702.8", HOOK, "rules/priority.py cast_problem"),
    # characteristic-defining (604.3)
    Keyword("devoid", "702.114", CHARACTERISTIC, "rules/card.py CardDef", grantable=False),
    Keyword("changeling", "702.73", CHARACTERISTIC, "rules/card.py CardDef", grantable=False),
    # Auras and Equipment
    Keyword("enchant", "702.5", HOOK, "rules/card.py CardDef.enchant (303.4a)",
            parameter="object", grantable=False),
    Keyword("equip", "702.6", EXPANSION, parameter="cost", expand=_equip, grantable=False),
    Keyword("phasing", "702.26", HOOK, "rules/phasing.py untap_step_phasing (502.1, read by "
            "rules/turn.py begin_step)"),
    # Commander deck construction (702.124a): the engine has no Commander variant (903) and no
    # command zone games, so plain partner does nothing in a game; "partner with [name]" also
    # has a triggered ability
    Keyword("partner", "702.124h", HOOK, "none: it modifies deck construction in the Commander "
            "variant only (702.124a), which the engine doesn't play"),
    Keyword("partner with", "702.124j", EXPANSION, parameter="name", expand=_partner_with,
            grantable=False),
    # triggered abilities
    Keyword("prowess", "702.108", EXPANSION, expand=_prowess),
    Keyword("exalted", "702.83", EXPANSION, expand=_exalted),
    Keyword("flanking", "702.25", EXPANSION, expand=_flanking),
    Keyword("bushido", "702.45", EXPANSION, parameter="number", expand=_bushido),
    Keyword("melee", "702.121", EXPANSION, expand=_melee),
    Keyword("afflict", "702.130", EXPANSION, parameter="number", expand=_afflict),
    Keyword("annihilator", "702.86", EXPANSION, parameter="number", expand=_annihilator),
    Keyword("soulshift", "702.46", EXPANSION, parameter="number", expand=_soulshift,
            grantable=False),
    Keyword("undying", "702.93", EXPANSION, expand=_comes_back("+1/+1"), grantable=False),
    Keyword("persist", "702.79", EXPANSION, expand=_comes_back("-1/-1"), grantable=False),
    Keyword("modular", "702.43", EXPANSION, parameter="number", expand=_modular,
            grantable=False),
    Keyword("rampage", "702.23", EXPANSION, parameter="number", expand=_rampage),
    Keyword("living weapon", "702.92", EXPANSION, expand=_living_weapon, grantable=False),
    Keyword("for mirrodin!", "702.163", EXPANSION, expand=_for_mirrodin, grantable=False),
    Keyword("battle cry", "702.91", EXPANSION, expand=_battle_cry),
    Keyword("mentor", "702.134", EXPANSION, expand=_mentor),
    Keyword("dethrone", "702.105", EXPANSION, expand=_dethrone),
    Keyword("training", "702.149", EXPANSION, expand=_training),
    Keyword("provoke", "702.39", EXPANSION, expand=_provoke),
    Keyword("myriad", "702.116", EXPANSION, expand=_myriad),
    Keyword("mobilize", "702.181", EXPANSION, parameter="number", expand=_mobilize,
            check=_numbered("mobilize")),
    Keyword("decayed", "702.147", EXPANSION, expand=_decayed),
    Keyword("ingest", "702.115", EXPANSION, expand=_ingest),
    Keyword("evolve", "702.100", EXPANSION, expand=_evolve),
    Keyword("fabricate", "702.123", EXPANSION, parameter="number", expand=_fabricate),
    Keyword("extort", "702.101", EXPANSION, expand=_extort),
    Keyword("undaunted", "702.125", EXPANSION, expand=_undaunted, grantable=False),
    Keyword("ravenous", "702.156", EXPANSION, expand=_ravenous, grantable=False),
    Keyword("bloodthirst", "702.54", EXPANSION, parameter="number", expand=_bloodthirst,
            grantable=False),
    Keyword("renown", "702.112", EXPANSION, parameter="number", expand=_renown),
    Keyword("afterlife", "702.135", EXPANSION, parameter="number", expand=_afterlife,
            grantable=False),
    Keyword("echo", "702.30", EXPANSION, parameter="cost", expand=_echo,
            check=_mana_only("echo")),
    Keyword("fading", "702.32", EXPANSION, parameter="number", expand=_fading,
            grantable=False),
    Keyword("vanishing", "702.63", EXPANSION, parameter="number?", expand=_vanishing,
            grantable=False),
    Keyword("unleash", "702.98", EXPANSION, expand=_unleash, grantable=False),
    Keyword("riot", "702.136", EXPANSION, expand=_riot, grantable=False),
    Keyword("devour", "702.82", EXPANSION, parameter="number", expand=_devour,
            grantable=False),
    Keyword("amplify", "702.38", EXPANSION, parameter="number", expand=_amplify,
            grantable=False),
    Keyword("graft", "702.58", EXPANSION, parameter="number", expand=_graft, grantable=False),
    Keyword("sunburst", "702.44", EXPANSION, expand=_sunburst, grantable=False,
            with_card=True),
    Keyword("backup", "702.165", EXPANSION, parameter="number", expand=_backup,
            grantable=False, card_check=_backup_check, with_card=True),
    Keyword("cumulative upkeep", "702.24", EXPANSION, parameter="cost",
            expand=_cumulative_upkeep,
            check=_mana_or("cumulative upkeep", SCALABLE_PARTS)),
    Keyword("ward", "702.21", EXPANSION, parameter="cost", expand=_ward,
            check=_mana_or("ward", WARD_PARTS)),
    # Vehicles
    Keyword("crew", "702.122", EXPANSION, parameter="number", expand=_crew, grantable=False),
    Keyword("station", "702.184", EXPANSION, expand=_station),
    # activated abilities from other zones (113.6b)
    Keyword("cycling", "702.29", EXPANSION, parameter="cost", expand=_cycling,
            check=_cycling_cost, grantable=False),
    Keyword("recover", "702.59", EXPANSION, parameter="cost", expand=_recover,
            check=_mana_only("recover"), grantable=False),
    Keyword("transmute", "702.53", EXPANSION, parameter="cost", expand=_transmute,
            check=_cycling_cost, grantable=False),
    *(Keyword(name, "702.29e", EXPANSION, parameter="cost", expand=_typecycling,
              check=_cycling_cost, grantable=False) for name in TYPECYCLING),
    # paying for spells (601.2g-h)
    Keyword("convoke", "702.51", HOOK, "rules/payment.py helpers (payment plans)"),
    Keyword("improvise", "702.126", HOOK, "rules/payment.py helpers (payment plans)"),
    Keyword("delve", "702.66", HOOK, "rules/payment.py helpers (payment plans)"),
    Keyword("affinity for artifacts", "702.41", HOOK, "rules/keywords.py cost_reduction, part of "
            "rules/cost_changes.py reduction (cast_spell and cast_problem: 601.2f)"),
    Keyword("reinforce", "702.77", EXPANSION, parameter="number and cost", expand=_reinforce,
            check=_cycling_cost, grantable=False),
    Keyword("ninjutsu", "702.49", EXPANSION, parameter="cost", expand=_ninjutsu,
            check=_mana_only("ninjutsu"), grantable=False),
    Keyword("outlast", "702.107", EXPANSION, parameter="cost", expand=_outlast,
            check=_cycling_cost, grantable=False),
    Keyword("unearth", "702.84", EXPANSION, parameter="cost", expand=_unearth,
            check=_cycling_cost, grantable=False),
    Keyword("scavenge", "702.97", EXPANSION, parameter="cost", expand=_scavenge,
            check=_cycling_cost, grantable=False),
    Keyword("embalm", "702.128", EXPANSION, parameter="cost", expand=_embalm,
            check=_cycling_cost, grantable=False),
    Keyword("eternalize", "702.129", EXPANSION, parameter="cost", expand=_eternalize,
            check=_cycling_cost, grantable=False),
    Keyword("encore", "702.141", EXPANSION, parameter="cost", expand=_encore,
            check=_cycling_cost, grantable=False),
    Keyword("escape", "702.138", HOOK, "rules/priority.py cast_way (cast from the graveyard "
            "for the escape cost, an alternative cost, 601.2b), rules/casting.py cast_spell",
            parameter="cost", check=_escape_cost, grantable=False),
    Keyword("mayhem", "702.187", HOOK, "rules/priority.py cast_way_for (cast from its "
            "owner's graveyard for the mayhem cost, an alternative cost, 601.2b, the turn they "
            "discarded it: priority.discarded_this_turn)", parameter="cost",
            check=_mana_only("mayhem"), grantable=False),
    Keyword("dredge", "702.52", HOOK, "rules/dredge.py (a replacement effect of its owner's "
            "draws, from the graveyard: rules/replacement.py candidates, rules/events.py draw)",
            parameter="number", grantable=False),
    # casting (601)
    Keyword("storm", "702.40", EXPANSION, expand=_storm, grantable=False,
            card_check=_instant_or_sorcery),
    Keyword("cascade", "702.85", EXPANSION, expand=_cascade, grantable=False),
    Keyword("ripple", "702.60", EXPANSION, parameter="number", expand=_ripple, grantable=False),
    Keyword("replicate", "702.56", EXPANSION, parameter="cost", expand=_replicate,
            check=_kicker_cost, grantable=False, card_check=_instant_or_sorcery),
    Keyword("conspire", "702.78", EXPANSION, expand=_conspire, grantable=False,
            card_check=_instant_or_sorcery),
    Keyword("casualty", "702.153", EXPANSION, parameter="number", expand=_casualty,
            grantable=False, card_check=_instant_or_sorcery),
    Keyword("squad", "702.157", EXPANSION, parameter="cost", expand=_squad, check=_kicker_cost,
            grantable=False, card_check=_permanent_spell("squad")),
    Keyword("offspring", "702.175", EXPANSION, parameter="cost", expand=_offspring,
            check=_kicker_cost, grantable=False, card_check=_permanent_spell("offspring")),
    Keyword("split second", "702.61", HOOK, "rules/priority.py split_second"),
    Keyword("splice", "702.47", HOOK, "rules/splice.py: rules/casting.py cast_spell (revealed "
            "from the hand as a spell of its quality is cast, an additional cost, 601.2b), "
            "rules/layers.py elsewhere_chars (the spell gains its text, 702.47c)",
            parameter="name and cost", check=_splice, grantable=False,
            card_check=_splice_card),
    Keyword("buyback", "702.27", HOOK, "rules/casting.py cast_spell (an optional additional "
            "cost), rules/stack.py resolve_top (to its owner's hand)", parameter="cost",
            check=_optional_cost("buyback"), grantable=False),
    Keyword("entwine", "702.42", HOOK, "rules/casting.py announce_modes (every mode, for an "
            "additional cost)", parameter="cost", check=_mana_only("entwine"), grantable=False,
            card_check=_modal_spell("entwine")),
    Keyword("escalate", "702.120", HOOK, "rules/casting.py announce_modes (an additional cost "
            "per mode beyond the first)", parameter="cost", check=_mana_only("escalate"),
            grantable=False, card_check=_modal_spell("escalate")),
    Keyword("spree", "702.172", HOOK, "rules/casting.py announce_modes (each chosen mode's "
            "cost, 700.2h); read as the modal header of the spell, never a keyword line",
            grantable=False, card_check=_modal_spell("spree")),
    Keyword("exhaust", "702.177", HOOK, "rules/priority.py restricted (an activated ability "
            "activated only once by its object); read as the prefix of the ability",
            grantable=False),
    Keyword("tiered", "702.183", HOOK, "rules/casting.py announce_modes (choose one, paying "
            "its cost as an additional cost); read as the modal header of the spell",
            grantable=False, card_check=_modal_spell("tiered")),
    Keyword("kicker", "702.33", HOOK, "rules/casting.py announce_kicker (optional additional "
            "costs, 601.2b), read by ir.Kicked and ir.TimesKicked", parameter="cost",
            check=_optional_cost("kicker"), grantable=False, card_check=_kicked_targets),
    Keyword("multikicker", "702.33c", HOOK, "rules/casting.py announce_kicker (an optional "
            "additional cost paid any number of times)", parameter="cost", check=_kicker_cost,
            grantable=False, card_check=_kicked_targets),
    Keyword("dash", "702.109", HOOK, "rules/priority.py cast_problem and rules/casting.py "
            "cast_spell (an alternative cost from the hand, 601.2b), rules/stack.py resolve_top "
            "(haste, back to its owner's hand at the next end step)", parameter="cost",
            check=_mana_only("dash"), grantable=False),
    Keyword("bestow", "702.103", HOOK, "rules/bestow.py: rules/priority.py cast_problem and "
            "rules/casting.py cast_spell (an alternative cost, 601.2b: an Aura spell with "
            "enchant creature, 702.103b), rules/stack.py resolve_top (an illegal target: it "
            "resolves as a creature, 702.103e), rules/sba.py (unattached, it stays as a "
            "creature, 702.103f)", parameter="cost", check=_mana_only("bestow"),
            grantable=False, card_check=_creature_card("bestow")),
    Keyword("umbra armor", "702.89", EXPANSION, expand=_umbra_armor),
    Keyword("blitz", "702.152", EXPANSION, parameter="cost", expand=_blitz,
            check=_optional_cost("blitz"), grantable=False,
            card_check=_permanent_only("blitz")),
    Keyword("evoke", "702.74", EXPANSION, parameter="cost", expand=_evoke,
            check=_mana_only("evoke"), grantable=False),
    Keyword("overload", "702.96", HOOK, "rules/priority.py alternative_costs and "
            "rules/casting.py cast_spell (an alternative cost from the hand; no targets, "
            "702.96b), rules/layers.py elsewhere_chars (\"target\" becomes \"each\", "
            "rules/text_change.py overloaded)", parameter="cost", check=_mana_only("overload"),
            grantable=False, card_check=_overload_card),
    Keyword("surge", "702.117", HOOK, "rules/priority.py alternative_costs (an alternative "
            "cost from the hand if its caster cast another spell this turn)", parameter="cost",
            check=_mana_only("surge"), grantable=False),
    Keyword("awaken", "702.113", HOOK, "rules/priority.py alternative_costs and "
            "rules/casting.py cast_spell (an alternative cost from the hand if a land its "
            "caster controls could be targeted), rules/layers.py elsewhere_chars (the spell "
            "ability gains the awaken effect and its target, rules/text_change.py awakened)",
            parameter="number and cost", check=_awaken, grantable=False,
            card_check=_awaken_card),
    Keyword("freerunning", "702.173", HOOK, "rules/priority.py alternative_costs (an "
            "alternative cost from the hand if a player was dealt combat damage this turn by an "
            "Assassin creature its caster controlled: priority.assassin_hit; no game has "
            "commanders)", parameter="cost",
            check=_mana_or("freerunning", (ir.ManaPart, ir.PayLife, ir.SacrificeObjects,
                                           ir.ReturnObjects)), grantable=False),
    Keyword("spectacle", "702.137", HOOK, "rules/priority.py alternative_costs (an "
            "alternative cost from the hand if an opponent lost life this turn)",
            parameter="cost", check=_mana_only("spectacle"), grantable=False),
    # face-down spells and permanents (708, rules/face_down.py)
    *(Keyword(name, rule, HOOK, "rules/priority.py cast_problem and rules/casting.py "
              "cast_spell (cast face down for {3}, an alternative cost from the hand), "
              "rules/priority.py other_actions (turning it face up, a special action, 116.2b)",
              parameter="cost", check=_face_down_cost(name), grantable=False)
      for name, rule in (("morph", "702.37"), ("megamorph", "702.37b"),
                         ("disguise", "702.168"))),
    Keyword("suspend", "702.62", HOOK, "rules/priority.py other_actions and suspend (a "
            "special action from the hand, 116.2f), rules/keywords.py SUSPEND_ABILITIES (two "
            "triggered abilities in exile), rules/effects/spells.py CastWithoutPaying",
            parameter="number and cost", check=_suspend, grantable=False,
            card_check=_suspend_card),
    Keyword("rebound", "702.88", HOOK, "rules/casting.py cast_spell (remembers it was cast from "
            "the hand), rules/stack.py resolve_top (exiled as it resolves, a delayed trigger at "
            "the next upkeep, ir.CastWithoutPaying)", grantable=False,
            card_check=_instant_or_sorcery_only("rebound")),
    Keyword("cipher", "702.99", HOOK, "rules/stack.py resolve_top and rules/cipher.py encode "
            "(exiled encoded on a creature its controller chooses as it resolves), a layer-6 "
            "grant of the linked trigger (rules/cipher.py CastEncodedCopy: cast a copy of the "
            "card, 707.12)", grantable=False, card_check=_instant_or_sorcery_only("cipher")),
    Keyword("warp", "702.185", HOOK, "rules/priority.py cast_problem and rules/casting.py "
            "cast_spell (an alternative cost from the hand), rules/stack.py resolve_top (exiled "
            "at the next end step, castable from exile on later turns)", parameter="cost",
            check=_mana_only("warp"), grantable=False, card_check=_permanent_only("warp")),
    # casting from other zones (601.3)
    Keyword("retrace", "702.81", HOOK, "rules/priority.py cast_ways (from the graveyard, "
            "discarding a land card)", grantable=False),
    Keyword("jump-start", "702.133", HOOK, "rules/priority.py cast_ways (from the graveyard, "
            "discarding a card), rules/events.py move (exiled as it leaves the stack)",
            grantable=False),
    Keyword("flashback", "702.34", HOOK, "rules/priority.py cast_problem (cast from the "
            "graveyard), rules/casting.py cast_spell (its cost), rules/events.py move (exiled "
            "as it leaves the stack)", parameter="cost", check=_flashback_cost, grantable=False),
    # casting later from exile (rules/exile_casting.py)
    Keyword("miracle", "702.94", HOOK, "rules/events.py draw and rules/miracle.py (revealed "
            "as the first card its owner draws in a turn; its linked trigger: cast it for the "
            "miracle cost, 608.2g)", parameter="cost", check=_mana_only("miracle"),
            grantable=False, card_check=_miracle_card),
    Keyword("madness", "702.35", HOOK, "rules/events.py discard (discarded into exile), "
            "rules/exile_casting.py (its linked trigger: cast it for the madness cost, 608.2g)",
            parameter="cost", check=_mana_only("madness"), grantable=False),
    Keyword("foretell", "702.143", HOOK, "rules/priority.py other_actions (the special action "
            "from the hand, 116.2h; casting the foretold card from exile for its foretell cost)",
            parameter="cost", check=_mana_only("foretell"), grantable=False),
    Keyword("plot", "702.170", HOOK, "rules/priority.py other_actions (the special action from "
            "the hand, 116.2k; casting the plotted card from exile without paying its mana cost)",
            parameter="cost", check=_kicker_cost, grantable=False),
)

KEYWORDS = frozenset(REGISTRY)
"""The names of every keyword the engine implements (702)."""

LANDWALK = {f"{land.lower()}walk": land for land in BASIC_LAND_MANA}
"""702.14: the landwalk keywords the engine knows and the land type each names."""


# ---- what a card's keywords become --------------------------------------------------------------


def _parameter(node: Any) -> str:
    if isinstance(node, ir.Equip):
        return "cost"
    if isinstance(node, ir.Enchant):
        return "object"
    if isinstance(node, ir.KeywordAbility):
        if node.cost is not None and node.number is not None:
            return "number and cost"
        if node.named:
            return "name and cost" if node.cost is not None else "name"
        return "cost" if node.cost is not None else "number" if node.number is not None else ""
    return ""


def name_of(node: Any) -> str:
    """The keyword a keyword ability node is (``ir.Equip`` is "equip"), or ""."""
    if isinstance(node, ir.Equip):
        return "equip"
    if isinstance(node, ir.Enchant):
        return "enchant"
    if isinstance(node, ir.KeywordAbility):
        return node.name
    return ""


def unsupported(node: ir.Ability) -> str:
    """What the engine has no rules for in a keyword ability node (``ir.KeywordAbility``,
    ``ir.Equip``, ``ir.Enchant``), or "" if the registry implements it as written."""
    name = name_of(node)
    entry = REGISTRY.get(name)
    if entry is None:
        return f"no rules for the keyword ability {name}"
    if _parameter(node) != entry.parameter and not (
            entry.parameter == "number?" and _parameter(node) in ("", "number")):
        return f"no rules for {name} written that way (702: its parameter)"
    return entry.check(node) if entry.check is not None else ""


def unsupported_word(word: str, granted: bool = False) -> str:
    """What the engine has no rules for in a keyword without a parameter ("flying"), printed or
    (``granted``) given by an effect; "" if it implements it."""
    entry = REGISTRY.get(word)
    if entry is None and qualities(word):  # "protection from Goblins" (702.16a)
        return ""
    if entry is None or entry.parameter:
        return f"no rules for the keyword {word}"
    if granted and not entry.grantable:
        return f"no rules for granting the keyword {word}"
    return ""


def unsupported_on(card: ir.Card, word: str) -> str:
    """What the engine has no rules for in this card having this keyword, or ""."""
    entry = REGISTRY.get(word)
    return entry.card_check(card) if entry is not None and entry.card_check else ""


_EXPANDED: dict[tuple[Any, ...], tuple[ir.Ability, ...]] = {}


def runtime(node: ir.Ability, card: ir.Card | None = None) -> tuple[ir.Ability, ...]:
    """The abilities a card's ability stands for at runtime: a keyword ability with an
    expansion becomes its abilities (built once per node and text, so they are shared; for an
    expansion that reads the rest of the ``card``, once per card too); an Enchant is kept apart
    as the Aura's target (303.4a); anything else is itself."""
    if isinstance(node, ir.Enchant):
        return ()
    entry = REGISTRY.get(name_of(node))
    if entry is None or entry.expand is None:
        return (node,)
    if entry.with_card:
        if not isinstance(card, ir.Card):
            return (node,)  # not expanded: refused (rules/support.py)
        key: tuple[Any, ...] = (node, getattr(node, "text", ""), card.text)
    else:
        key = (node, getattr(node, "text", ""))
    found = _EXPANDED.get(key)
    if found is None:
        found = _EXPANDED[key] = entry.expand(node, card) if entry.with_card \
            else entry.expand(node)
    return found


@functools.cache
def expansion(word: str, spelled: str = "", card: ir.Card | None = None
              ) -> tuple[ir.Ability, ...]:
    """The abilities one instance of a keyword without a parameter stands for ("prowess"), with
    the keyword as the card spells it (``spelled``, "Prowess" by default) as their text; () for
    a keyword the rules read where it matters (a hook), or one whose expansion reads the
    ``card`` (sunburst) without one."""
    entry = REGISTRY.get(word)
    if entry is None or entry.expand is None or entry.parameter:
        return ()
    ka = ir.KeywordAbility(word, text=spelled or word[:1].upper() + word[1:])
    if entry.with_card:
        return entry.expand(ka, card) if isinstance(card, ir.Card) else ()
    return entry.expand(ka)


def expansions(words: Any, text: str = "", card: Any = None) -> tuple[ir.Ability, ...]:
    """The abilities of these keywords' expansions, in order, one set per instance; ``text`` is
    the card's text, to spell each keyword as it does; ``card`` the card they are printed on."""
    found: tuple[ir.Ability, ...] = ()
    for word in words:
        if REGISTRY.get(word) is not None and REGISTRY[word].expand is not None:
            spelled = re.search(re.escape(word), text, re.IGNORECASE) if text else None
            found += expansion(word, spelled.group(0) if spelled else "",
                               card if isinstance(card, ir.Card) else None)
    return found


def ability_names(abilities: tuple[Any, ...]) -> tuple[str, ...]:
    """The keywords that abilities with a parameter make an object have ("bushido",
    "equip"), each once, in order."""
    found: list[str] = []
    for a in abilities:
        name = name_of(a)
        if name in REGISTRY and name not in found:
            found.append(name)
    return tuple(found)


def cost_reduction(game: Game, pid: int, keywords: Any) -> int:
    """601.2f: the generic mana a spell's keywords take off its total cost. 702.41a: "Affinity
    for artifacts" means "This spell costs {1} less to cast for each artifact you control." It
    reduces only generic mana."""
    if "affinity for artifacts" not in keywords:
        return 0
    return sum(1 for o in game.permanents(pid) if "Artifact" in chars(game, o).types)


def toxic_value(ch: Any) -> int:
    """702.164b: a creature's total toxic value, the sum of the N of its toxic abilities."""
    return sum(a.number or 0 for a in ch.abilities
               if isinstance(a, ir.KeywordAbility) and a.name == "toxic")


# ---- hooks: blocking restrictions (509.1b) ------------------------------------------------------


def block_problem(game: Game, blocker: GameObject, attacker: GameObject) -> tuple[str, str]:
    """The rule and reason an evasion ability of the attacker (or the blocker's shadow) forbids
    ``blocker`` to block ``attacker``, or ("", "") if none does."""
    ach, bch = chars(game, attacker), chars(game, blocker)
    akw, bkw = ach.keywords, bch.keywords
    name = attacker.name
    if not akw and "shadow" not in bkw:
        return "", ""
    if "flying" in akw and "flying" not in bkw and "reach" not in bkw:
        return "702.9b", f"{name} has flying: only creatures with flying or reach can block it"
    artifact = "Artifact" in bch.types
    if "fear" in akw and not artifact and "B" not in bch.colors:
        return "702.36b", (f"{name} has fear: only artifact creatures and black creatures can "
                           "block it")
    if "intimidate" in akw and not artifact and not ach.colors & bch.colors:
        return "702.13b", (f"{name} has intimidate: only artifact creatures and creatures that "
                           "share a color with it can block it")
    if ("shadow" in akw) != ("shadow" in bkw):
        return "702.28b", ("only creatures with shadow can block creatures with shadow, and "
                           "they can block only creatures with shadow")
    if "horsemanship" in akw and "horsemanship" not in bkw:
        return "702.31b", f"{name} has horsemanship: only creatures with horsemanship can block it"
    if "skulk" in akw and (bch.power or 0) > (ach.power or 0):
        return "702.118b", f"{name} has skulk: creatures with greater power can't block it"
    for word in akw & LANDWALK.keys():
        land = LANDWALK[word]
        if any(land in chars(game, o).subtypes and "Land" in chars(game, o).types
               for o in game.permanents(blocker.controller)):
            return "702.14c", (f"{name} has {word} and the defending player controls a "
                               f"{land}: it can't be blocked")
    return "", ""


def skipped_targets(card: Any, kicked: bool) -> frozenset[int]:
    """702.33g, 601.2c: the target phrases of ``card``'s spell not chosen as it is cast, kicked
    or not (``kicked_target_split``)."""
    split = kicked_target_split(card)
    if not split:
        return frozenset()
    return split[1] if kicked else split[0]
