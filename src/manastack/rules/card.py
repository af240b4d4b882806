"""Card definitions as the engine uses them (108, 111): a :class:`CardDef` is built once from an
IR card or token (``ir.Card``, ``ir.TokenSpec``) with its printed characteristics parsed and its
abilities sorted into the lists the rules look in.

Keywords get their runtime meaning from the registry (``rules/keywords.py``): a keyword that
stands for other abilities is expanded into them here ("Equip [cost]" is an activated ability,
702.6a; "Prowess" a triggered ability, 702.108a), "Enchant [object]" is what an Aura targets and
can be attached to (303.4a, 702.5a), and characteristic-defining keywords change the printed
values (devoid 702.114a, changeling 702.73a). A basic land type gives its land a mana ability
(305.6).
"""

from __future__ import annotations

from typing import Any

from .. import ir
from ..ir.node import by_identity
from ..ir.typeline import CARD_TYPES, CREATURE_TYPES, PERMANENT_TYPES, SUPERTYPES
from . import keywords as registry
from .characteristics import Characteristics
from .mana import ManaCost
from .protection import qualities
from .subtypes import intrinsic_abilities

KEYWORDS = registry.KEYWORDS
"""Keyword abilities the engine implements (702): exactly the registry's."""

COMBAT_RULES = (ir.AttacksEachCombat, ir.CantAttackOwner, ir.CantAttackUnlessDefender, ir.AttackTax,
                ir.CantBlock, ir.BlocksAdditional, ir.MustBeBlocked, ir.AllMustBlock, ir.CantAlone,
                ir.AssignAsUnblocked,
                ir.Restriction)
"""Abilities that are requirements, restrictions or costs of attacking and blocking (508, 509)."""

YOUR_CREATURE = registry.YOUR_CREATURE
""""target creature you control" (702.6a)."""


_LEAVES_FOR_GRAVEYARD = frozenset({"dies", "put_into_graveyard", "leaves"})


def self_moves(ability: ir.Ability) -> list[ir.ReturnToHand | ir.PutOntoBattlefield]:
    """The parts of an ability that move its own card out of a named zone ("return this card
    from your graveyard to your hand", 113.6m)."""
    return [n for n in ir.walk(ability) if isinstance(n, ir.ReturnToHand | ir.PutOntoBattlefield)
            and n.from_zone]


@by_identity(100_000)  # asked for each event (603.2)
def trigger_zone(ability: ir.Triggered) -> str:
    """The zone a triggered ability works from (113.6): the battlefield, unless its effect
    moves this card out of the graveyard (113.6m: "Whenever a land you control enters, you may
    return this card from your graveyard to the battlefield" works only there); the exceptions
    are trigger conditions saying the card is put there ("When SELF dies, ...") and an Aura's
    "When enchanted creature dies" (113.6m, 400.7f), which work on the battlefield."""
    moves = self_moves(ability)
    if not moves or moves[0].from_zone != "graveyard":
        return "battlefield"
    trig = ability.trigger
    if trig.subject in ("self", "self_or", "attached") and \
            _LEAVES_FOR_GRAVEYARD & {trig.event, *trig.also}:
        return "battlefield"
    return "graveyard"


def keyword_cost(abilities: tuple[ir.Ability, ...], name: str) -> ir.Cost | None:
    """The cost of the keyword ability ``name`` among ``abilities`` ("Flashback {2}{R}"), or
    None if the card doesn't have it."""
    return next((a.cost for a in abilities if isinstance(a, ir.KeywordAbility)
                 and a.name == name), None)


class CardDef:
    """The printed characteristics of a card or token definition (108.1, 111.1), and its abilities.

    ``type_line`` is parsed into supertypes, card types and subtypes (205). ``text`` is the exact
    Oracle text; ``unsupported`` names anything the engine can't yet do with this card, and a game
    refuses to load a card that has it. ``abilities`` are IR abilities with keyword abilities
    already given their meaning (Equip is an activated ability, Enchant is ``enchant``).
    """

    __slots__ = (
        "name", "cost", "type_line", "text", "power", "toughness", "loyalty", "keywords",
        "abilities", "spell", "unsupported", "token", "colors_override",
        "mana_cost", "types", "subtypes", "supertypes", "colors", "triggered", "activated",
        "is_permanent", "is_land", "is_creature", "printed", "mana_abilities",
        "triggered_abilities", "state_triggered",
        "other_activated", "entering_replacements", "static_replacements",
        "mana_triggers",
        "statics", "enchant", "anyone_may_activate", "attack_rules", "untap_rules", "cost_rules",
        "self_cost_rules", "from_graveyard", "cda", "zone_activated",
        "flashback", "buyback", "additional", "dash", "evoke", "entwine", "escalate", "kickers",
        "multikicker", "paid_keywords", "face_down_way", "madness", "foretell", "plot",
        "suspend", "exile_triggered", "warp", "awaken", "miracle", "graveyard_triggered",
        "dredge", "escape", "mayhem", "bestow",
        "cast_only", "alternatives", "alternative_if", "links_exile", "cost_choice", "flash_way",
    )

    def __init__(
        self,
        name: str,
        cost: str,
        type_line: str,
        text: str = "",
        *,
        power: int | str | None = None,  # "*": defined by an ability (208.2a)
        toughness: int | str | None = None,
        loyalty: int | None = None,
        keywords: tuple[str, ...] | frozenset[str] = (),
        abilities: tuple[Any, ...] = (),
        spell: ir.SpellAbility | None = None,
        unsupported: str = "",
        token: bool = False,
        colors: str | None = None,
        enchant: ir.Target | None = None,
    ) -> None:
        self.name = name
        self.cost = cost
        self.type_line = type_line
        self.text = text
        self.power = power
        self.toughness = toughness
        self.loyalty = loyalty
        bad = {k for k in set(keywords) - KEYWORDS if not qualities(k)}
        if bad:
            raise ValueError(f"{name}: unknown keyword(s) {sorted(bad)}")
        self.keywords = frozenset(keywords)
        self.abilities = tuple(abilities)
        self.spell = spell
        self.token = token
        self.colors_override = colors
        self.mana_cost = ManaCost.parse(cost)
        self.supertypes, self.types, self.subtypes = parse_type_line(name, type_line)
        # 105.2/202.2: color from mana cost unless a color indicator or token definition says so.
        self.colors = frozenset(colors) if colors is not None else self.mana_cost.colors()
        if "devoid" in self.keywords:  # 702.114a: a characteristic-defining ability (604.3)
            self.colors = frozenset()
        if "changeling" in self.keywords and self.types & {"Creature", "Kindred"}:
            # 702.73a, 205.3m: every creature type (205.3d: only creatures and kindreds have any)
            self.subtypes = self.subtypes + tuple(sorted(CREATURE_TYPES - set(self.subtypes)))
        self.triggered = tuple((i, a) for i, a in enumerate(self.abilities)
                               if isinstance(a, ir.Triggered))
        # 113.6m: a triggered ability returning this card from the graveyard works only there
        self.triggered_abilities = tuple(a for _, a in self.triggered
                                         if trigger_zone(a) == "battlefield")
        self.graveyard_triggered = tuple(a for _, a in self.triggered
                                         if trigger_zone(a) == "graveyard")
        self.mana_triggers = tuple((i, a) for i, a in self.triggered if a.mana)
        self.state_triggered = any(a.trigger.event == "state" for _, a in self.triggered)  # 603.8
        self.statics = tuple(a for a in self.abilities if isinstance(a, ir.Static))
        self.enchant = enchant  # 303.4a: what an Aura spell targets and can be attached to
        self.activated = tuple((i, a) for i, a in enumerate(self.abilities)
                               if isinstance(a, ir.Activated))
        self.anyone_may_activate = any(a.any_player for _, a in self.activated)
        self.attack_rules = any(isinstance(a, COMBAT_RULES) for a in self.abilities)
        self.untap_rules = any(isinstance(a, ir.DoesntUntap) for a in self.abilities)  # 502.3
        self.cost_rules = any(  # 601.2f, 101.2
            isinstance(a, ir.SpellsCostLess | ir.SpellsCostMore | ir.CastLimit)
            for a in self.abilities)
        self.self_cost_rules = "affinity for artifacts" in self.keywords or any(
            isinstance(a, ir.CostsLess) for a in self.abilities)  # 601.2f, 702.41a
        replacements = [a for a in self.abilities if isinstance(a, ir.ReplacementAbility)]
        self.entering_replacements = tuple(r for r in replacements if r.entering)
        self.static_replacements = tuple(r for r in replacements if not r.entering)
        # 113.6b: abilities that say so work from another zone (cycling from the hand, 702.29a)
        self.zone_activated = tuple((i, a) for i, a in self.activated if a.zone != "battlefield")
        here = tuple((i, a) for i, a in self.activated if a.zone == "battlefield")
        self.mana_abilities = tuple((i, a) for i, a in here if a.is_mana_ability)
        self.other_activated = tuple((i, a) for i, a in here if not a.is_mana_ability)
        self.links_exile = any(isinstance(n, ir.ExiledWithSelf) for n in ir.walk(self.abilities))
        self.unsupported = unsupported or _unsupported(self)
        self.is_permanent = bool(self.types & PERMANENT_TYPES)
        self.is_land = "Land" in self.types
        self.is_creature = "Creature" in self.types
        self.cda = next((a for a in self.abilities if isinstance(a, ir.DefinePT)), None)
        spell_card = bool(self.types & {"Instant", "Sorcery"})
        # 702.34a: an instant or sorcery with flashback can be cast from the graveyard for it
        self.flashback = keyword_cost(self.abilities, "flashback") if spell_card else None
        # 702.27a: an instant or sorcery with buyback may be cast paying it too
        self.buyback = keyword_cost(self.abilities, "buyback") if spell_card else None
        # 702.109a: it may be cast from the hand for its dash cost instead of its mana cost
        self.dash = keyword_cost(self.abilities, "dash") if self.is_permanent else None
        # 702.74a: ... or for its evoke cost
        self.evoke = keyword_cost(self.abilities, "evoke") if self.is_permanent else None
        # 702.103a: a creature card with bestow may be cast as an Aura for its bestow cost
        self.bestow = keyword_cost(self.abilities, "bestow") if self.is_creature else None
        # 702.42a, 702.120a: a modal spell's entwine cost (all modes) and escalate cost (per
        # mode beyond the first)
        self.entwine = keyword_cost(self.abilities, "entwine")
        self.escalate = keyword_cost(self.abilities, "escalate")
        # 702.33a-c: optional additional costs announced as it is cast (601.2b)
        self.kickers: tuple[ir.Cost, ...] = tuple(
            a.cost for a in self.abilities if isinstance(a, ir.KeywordAbility)
            and a.name == "kicker" and a.cost is not None)
        self.multikicker = keyword_cost(self.abilities, "multikicker")
        # 702.56a, 702.157a, 702.175a, 702.78a: other optional additional costs (keyword, cost)
        self.paid_keywords: tuple[tuple[str, ir.Cost], ...] = tuple(
            (a.name, a.cost or registry.KEYWORD_COSTS[a.name](a)) for a in self.abilities
            if isinstance(a, ir.KeywordAbility) and a.name in registry.PAID
            and (a.cost is not None or a.name in registry.KEYWORD_COSTS))
        # 702.52a: "dredge N" replaces its owner's draws while it is in the graveyard
        self.dredge: int = next((a.number or 0 for a in self.abilities
                                 if isinstance(a, ir.KeywordAbility) and a.name == "dredge"), 0)
        # 702.37a, 702.168a: morph, megamorph or disguise: it may be cast face down for {3}
        self.face_down_way: ir.KeywordAbility | None = next(
            (a for a in self.abilities if isinstance(a, ir.KeywordAbility)
             and a.name in ("morph", "megamorph", "disguise")), None)
        # 702.35a, 702.143a, 702.170a: cast later from exile for these costs (rules/exile_casting.py)
        self.madness = keyword_cost(self.abilities, "madness")
        self.miracle = keyword_cost(self.abilities, "miracle")  # 702.94a (rules/miracle.py)
        self.foretell = keyword_cost(self.abilities, "foretell")
        self.plot = keyword_cost(self.abilities, "plot")
        # 702.62a: "Suspend N—[cost]": a special action from the hand, two abilities in exile
        self.suspend: ir.KeywordAbility | None = next(
            (a for a in self.abilities if isinstance(a, ir.KeywordAbility)
             and a.name == "suspend"), None)
        self.exile_triggered = registry.SUSPEND_ABILITIES if self.suspend is not None else ()
        # 702.185a: it may be cast from the hand for its warp cost instead of its mana cost
        self.warp = keyword_cost(self.abilities, "warp") if self.is_permanent else None
        # 118.9, 601.2b: the alternative costs it may be cast for from the hand, in printed
        # order (keyword, cost): dash, evoke, warp, overload, surge, spectacle; then "You may
        # [cost] rather than pay SELF's mana cost." (named ``ALTERNATIVE``)
        self.alternatives: tuple[tuple[str, ir.Cost], ...] = tuple(
            (a.name, a.cost) for a in self.abilities if isinstance(a, ir.KeywordAbility)
            and a.cost is not None and a.name in registry.ALTERNATIVE_COSTS
            and (self.is_permanent or a.name not in registry.PERMANENT_ALTERNATIVES)
            and (spell_card or a.name != "overload")) + tuple(
            (registry.ALTERNATIVE, a.cost) for a in self.abilities
            if isinstance(a, ir.AlternativeCost))
        # 118.9: "If you control a Swamp, you may ...": offered only while it holds, by index
        # into ``alternatives``
        first = len(self.alternatives) - sum(isinstance(a, ir.AlternativeCost)
                                             for a in self.abilities)
        self.alternative_if: dict[int, ir.Condition] = {
            first + i: a.condition for i, a in enumerate(
                a for a in self.abilities if isinstance(a, ir.AlternativeCost))
            if a.condition is not None}
        # 702.113a: cast for its awaken cost, it also awakens N (rules/text_change.py awakened)
        self.awaken: int | None = next(
            (a.number for a in self.abilities if isinstance(a, ir.KeywordAbility)
             and a.name == "awaken"), None)
        # 601.2b, 601.2f: "As an additional cost to cast SELF, [cost]." however it is cast
        extra = tuple(p for a in self.abilities if isinstance(a, ir.AdditionalCost)
                      for p in a.cost.parts)
        self.additional: ir.Cost | None = ir.Cost(extra) if extra else None
        # 601.2b: "As an additional cost to cast SELF, [cost] or [cost]." (one is chosen)
        self.cost_choice: tuple[ir.Cost, ...] = next(
            (a.options for a in self.abilities if isinstance(a, ir.AdditionalCostChoice)), ())
        # 702.138a: it may be cast from its owner's graveyard for its escape cost
        self.escape = keyword_cost(self.abilities, "escape")
        self.cast_only = tuple(a for a in self.abilities if isinstance(a, ir.CastOnly))  # 601.3
        # 601.3: "You may cast SELF as though it had flash [if you pay {2} more to cast it]."
        self.flash_way: ir.CastAsThoughFlash | None = next(
            (a for a in self.abilities if isinstance(a, ir.CastAsThoughFlash)), None)
        # 702.34a, 702.133a, 702.81a: it may be cast from its owner's graveyard
        # 702.187b: it may be cast from its owner's graveyard for its mayhem cost the turn they
        # discarded it
        self.mayhem = keyword_cost(self.abilities, "mayhem")
        self.from_graveyard = self.flashback is not None or self.escape is not None or \
            self.mayhem is not None or bool({"jump-start", "retrace"} & set(self.keywords))
        self.printed = Characteristics(name, self.types, self.subtypes, self.supertypes,
                                       self.colors, self.keywords,
                                       0 if isinstance(power, str) else power,  # "*", "1+*"
                                       0 if isinstance(toughness, str) else toughness,
                                       self.mana_cost.mana_value, self.abilities, text,
                                       spell)

    @classmethod
    def from_ir(cls, card: ir.Card | ir.TokenSpec) -> CardDef:
        """The definition of an IR card or token; see :func:`make_card` for the shared one."""
        keywords = card.keywords + registry.ability_names(card.abilities)
        abilities = _with_intrinsic(card.type_line, card.name,
                                    _runtime_abilities(card.abilities, card)
                                    + registry.expansions(card.keywords, card.text, card))
        if isinstance(card, ir.TokenSpec):
            return cls(card.name, "", card.type_line, card.text, power=card.power,
                       toughness=card.toughness, keywords=keywords, abilities=abilities,
                       token=True, colors=card.colors)
        enchant = next((a.target for a in card.abilities if isinstance(a, ir.Enchant)), None)
        return cls(card.name, card.mana_cost, card.type_line, card.text, power=card.power,
                   toughness=card.toughness, loyalty=card.loyalty, keywords=keywords,
                   abilities=abilities, spell=card.spell, colors=card.colors, enchant=enchant)

    def but(self, *, add_keywords: tuple[str, ...] = (), drop_supertypes: tuple[str, ...] = (),
            colors: frozenset[str] | None = None, pt: tuple[int, int] | None = None,
            no_mana_cost: bool = False, add_subtypes: tuple[str, ...] = ()) -> CardDef:
        """These copiable values with exceptions (707.9), e.g. "except it has haste", "except
        they're not legendary", offspring's "except it's 1/1" (``pt``, 702.175a), or embalm's
        "except it's white, it has no mana cost, and it's a Zombie in addition to its other
        types" (702.128a). A characteristic-defining ability
        or color indicator for a characteristic the exception sets isn't copied (707.9d); a
        creature type is added only to a creature or kindred (205.3d)."""
        left, dash, right = self.type_line.partition(" — ")
        words = [w for w in left.split() if w not in drop_supertypes]
        subtypes = right.split() if dash else []
        if {"Creature", "Kindred"} & set(words):
            subtypes = [*(t for t in add_subtypes if t not in subtypes), *subtypes]
        type_line = " ".join(words) + (" — " + " ".join(subtypes) if subtypes else "")
        new = tuple(k for k in add_keywords if k not in self.keywords)
        abilities = self.abilities + registry.expansions(new)
        power, toughness = self.power, self.toughness
        if pt is not None:
            power, toughness = pt
            abilities = tuple(a for a in abilities if not isinstance(a, ir.DefinePT))
        color_text = self.colors_override if colors is None else "".join(sorted(colors))
        return CardDef(self.name, "" if no_mana_cost else self.cost, type_line, self.text,
                       power=power, toughness=toughness, loyalty=self.loyalty,
                       keywords=self.keywords | frozenset(add_keywords), abilities=abilities,
                       spell=self.spell, token=self.token, colors=color_text,
                       enchant=self.enchant)

    def __repr__(self) -> str:
        return f"CardDef({self.name!r})"


_CARDS: dict[tuple[Any, str], CardDef] = {}


def make_card(card: ir.Card | ir.TokenSpec) -> CardDef:
    """The one definition of an IR card or token (built on first use)."""
    key = (card, card.text)
    found = _CARDS.get(key)
    if found is None:
        found = _CARDS[key] = CardDef.from_ir(card)
    return found


def parse_type_line(name: str, type_line: str
                    ) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    """205.1: supertypes and card types before the dash, subtypes after it."""
    left, _, right = type_line.partition(" — ")
    words = left.split()
    supertypes = frozenset(w for w in words if w in SUPERTYPES)
    types = frozenset(w for w in words if w in CARD_TYPES)
    if len(types) + len(supertypes) != len(words):
        raise ValueError(f"{name}: can't parse type line {type_line!r}")
    return supertypes, types, tuple(right.split()) if right else ()


def _runtime_abilities(abilities: tuple[ir.Ability, ...], card: Any = None) -> tuple[Any, ...]:
    """The abilities as the rules use them: keyword abilities become what the registry says
    they stand for (Equip its activated ability, 702.6a); Enchant is kept apart, as the Aura's
    ``enchant`` (303.4a)."""
    return tuple(r for a in abilities for r in registry.runtime(a, card))


def equip_ability(equip: ir.Equip) -> ir.Activated:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." It keeps the keyword's text ("Equip {1}")."""
    return registry.runtime(equip)[0]  # type: ignore[return-value]


def _with_intrinsic(type_line: str, name: str, abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """305.6: a land has the mana ability of each of its basic land types."""
    supertypes, types, subtypes = parse_type_line(name, type_line)
    if "Land" not in types:
        return abilities
    return abilities + intrinsic_abilities(subtypes)


def _unsupported(card: CardDef) -> str:
    """What the engine can't do with this card yet, or "": an IR node it has no rules for, or a
    granted ability it wouldn't look for."""
    from .support import unsupported_nodes

    if any(isinstance(g, ir.ReplacementAbility) or (isinstance(g, ir.Triggered) and g.mana)
           for st in card.statics for g in st.add_abilities):
        return ("granting a replacement effect or a triggered mana ability (the engine looks for "
                "them only on permanents that have them printed)")
    return unsupported_nodes((card.abilities, card.spell, card.enchant))


def definition(card: CardDef | ir.Card | ir.TokenSpec) -> CardDef:
    """A card definition as given, or the one of an IR card or token."""
    return make_card(card) if isinstance(card, ir.Card | ir.TokenSpec) else card
