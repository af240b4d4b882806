"""Cards that make tokens or change how tokens and counters are made: Crafty Cutpurse and the
cards its rulings involve (111, 614, 616, 603.7)."""

from __future__ import annotations

from ..effects import (
    AtNextEndStep,
    CreateReplacement,
    CreateTokenCopy,
    CreateTokens,
    Discard,
    Draw,
    Exile,
    ExileForTokens,
    Sacrifice,
    ThisTurn,
    seq,
)
from ..replacements import MoreCounters, MultiplyCounters, MultiplyTokens, TokensComeToYou
from ..vocabulary import (
    EVENT_OBJECT,
    LOYALTY,
    TAP,
    TARGET,
    THIS,
    Activated,
    CardDef,
    FatefulHour,
    Filter,
    SpellAbility,
    Static,
    TargetSpec,
    Trigger,
    Triggered,
)
from .tokens import CAT, CAT_SOLDIER, GOBLIN, HUMAN, ILLUSION, SPHINX, TREASURE

CUTPURSE = "When this creature enters, each token that would be created under an opponent's " \
           "control this turn is created under your control instead."
DOUBLE_TOKENS = "If an effect would create one or more tokens under your control, it creates " \
                "twice that many of those tokens instead."
DOUBLE_COUNTERS = "If an effect would put one or more counters on a permanent you control, it " \
                  "puts twice that many of those counters on that permanent instead."
SCALES = "If one or more +1/+1 counters would be put on a creature you control, that many plus " \
         "one +1/+1 counters are put on it instead."
KIKI = "{T}: Create a token that's a copy of target nonlegendary creature you control, except it " \
       "has haste. Sacrifice it at the beginning of the next end step."
SAILOR = "When this creature enters, create a Treasure token. (It's an artifact with \"{T}, " \
         "Sacrifice this token: Add one mana of any color.\")"
BRIMAZ_ATTACKS = ("Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with "
                  "vigilance that's attacking.")
BRIMAZ_BLOCKS = ("Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature "
                 "token with vigilance that's blocking that creature.")
WARLEADER = "Whenever this creature attacks, create two 1/1 white Cat creature tokens with " \
            "lifelink that are tapped and attacking."
TOWNSFOLK = "Create two 1/1 white Human creature tokens.\nFateful hour — If you have 5 or less " \
            "life, create five of those tokens instead."
YOUR_NONLEGENDARY_CREATURE = TargetSpec(
    "creature", Filter(controller="you", not_supertypes=frozenset({"Legendary"})),
    text="target nonlegendary creature you control")

JACE_PLUS = "Whenever one or more creatures you control deal combat damage to a player this " \
            "turn, draw a card, then discard a card."
JACE_MINUS = "Create a 2/2 blue Illusion creature token with \"When this token becomes the " \
             "target of a spell, sacrifice it.\""
JACE_ULT = "Create two tokens that are copies of Jace, except they're not legendary."

TWIN_GRANT = "{T}: Create a token that's a copy of this creature, except it has haste. Exile " \
             "that token at the beginning of the next end step."
TWIN = f"Enchanted creature has \"{TWIN_GRANT}\""

STRIVE = "Strive — This spell costs {1}{U} more to cast for each target beyond the first."
HOUR = "Exile any number of target creatures. For each creature exiled this way, its " \
       "controller creates a 4/4 blue Sphinx creature token with flying."


def doubler(name: str, cost: str) -> CardDef:
    """Anointed Procession and Parallel Lives: the same token-doubling replacement (614.1a)."""
    return CardDef(name, cost, "Enchantment", DOUBLE_TOKENS, abilities=(
        MultiplyTokens(2, text=DOUBLE_TOKENS),))


def token_spell(name: str, cost: str, type_line: str, text: str, effect: CreateTokens) -> CardDef:
    return CardDef(name, cost, type_line, text, spell=SpellAbility(effect, text=text))


CARDS = (
    CardDef("Crafty Cutpurse", "{3}{U}", "Creature — Human Pirate", f"Flash\n{CUTPURSE}",
            power=2, toughness=2, keywords=("flash",), abilities=(
                Triggered(Trigger("enters"), CreateReplacement(TokensComeToYou(
                    text="each token that would be created under an opponent's control this "
                         "turn is created under your control instead")), text=CUTPURSE),)),
    doubler("Anointed Procession", "{3}{W}"),
    doubler("Parallel Lives", "{3}{G}"),
    CardDef("Doubling Season", "{4}{G}", "Enchantment", f"{DOUBLE_TOKENS}\n{DOUBLE_COUNTERS}",
            abilities=(MultiplyTokens(2, text=DOUBLE_TOKENS),
                       MultiplyCounters(2, text=DOUBLE_COUNTERS))),
    CardDef("Hardened Scales", "{G}", "Enchantment", SCALES, abilities=(
        MoreCounters("+1/+1", 1, text=SCALES),)),
    CardDef("Kiki-Jiki, Mirror Breaker", "{2}{R}{R}{R}", "Legendary Creature — Goblin Shaman",
            f"Haste\n{KIKI}", power=2, toughness=2, keywords=("haste",), abilities=(
                Activated(TAP, seq(CreateTokenCopy(TARGET(0), add_keywords=("haste",)),
                                   AtNextEndStep(Sacrifice(EVENT_OBJECT),
                                                 "Sacrifice it at the beginning of the next "
                                                 "end step.")),
                          (YOUR_NONLEGENDARY_CREATURE,), text=KIKI),)),
    token_spell("Dragon Fodder", "{1}{R}", "Sorcery",
                "Create two 1/1 red Goblin creature tokens.", CreateTokens(GOBLIN, 2)),
    token_spell("Gather the Townsfolk", "{1}{W}", "Sorcery", TOWNSFOLK,
                CreateTokens(HUMAN, FatefulHour(2, 5))),
    CardDef("Sailor of Means", "{2}{U}", "Creature — Human Pirate", SAILOR, power=1, toughness=4,
            abilities=(Triggered(Trigger("enters"), CreateTokens(TREASURE), text=SAILOR),)),
    CardDef("Jace, Cunning Castaway", "{1}{U}{U}", "Legendary Planeswalker — Jace",
            f"[+1]: {JACE_PLUS}\n[−2]: {JACE_MINUS}\n[−5]: {JACE_ULT}", loyalty=3, abilities=(
                Activated(LOYALTY(1), ThisTurn(Triggered(
                    Trigger("creatures_deal_combat_damage_to_player", subject="any",
                            player="you"), seq(Draw(1), Discard(1)), text=JACE_PLUS)),
                          text=f"[+1]: {JACE_PLUS}"),
                Activated(LOYALTY(-2), CreateTokens(ILLUSION), text=f"[−2]: {JACE_MINUS}"),
                Activated(LOYALTY(-5), CreateTokenCopy(THIS, drop_supertypes=("Legendary",),
                                                       amount=2), text=f"[−5]: {JACE_ULT}"),
            )),
    CardDef("Splinter Twin", "{2}{R}{R}", "Enchantment — Aura", f"Enchant creature\n{TWIN}",
            keywords=("enchant",), enchant=TargetSpec("creature"), abilities=(
                Static("enchanted", add_abilities=(Activated(TAP, seq(
                    CreateTokenCopy(THIS, add_keywords=("haste",)),
                    AtNextEndStep(Exile(EVENT_OBJECT), "Exile that token at the beginning of "
                                                       "the next end step.")),
                    text=TWIN_GRANT),), text=TWIN),)),
    CardDef("Hour of Need", "{2}{U}", "Instant", f"{STRIVE}\n{HOUR}", spell=SpellAbility(
        ExileForTokens(TARGET(0), SPHINX),
        (TargetSpec("creature", count=99, up_to=True, text="any number of target creatures"),),
        text=HOUR, per_extra_target="{1}{U}")),
    CardDef("Brimaz, King of Oreskos", "{1}{W}{W}", "Legendary Creature — Cat Soldier",
            f"Vigilance\n{BRIMAZ_ATTACKS}\n{BRIMAZ_BLOCKS}", power=3, toughness=4,
            keywords=("vigilance",), abilities=(
                Triggered(Trigger("attacks"), CreateTokens(CAT_SOLDIER, attacking=True),
                          text=BRIMAZ_ATTACKS),
                Triggered(Trigger("blocks"), CreateTokens(CAT_SOLDIER, blocking=True),
                          text=BRIMAZ_BLOCKS))),
    CardDef("Leonin Warleader", "{2}{W}{W}", "Creature — Cat Soldier", WARLEADER, power=4,
            toughness=4, abilities=(
                Triggered(Trigger("attacks"), CreateTokens(CAT, 2, tapped=True, attacking=True),
                          text=WARLEADER),)),
)
