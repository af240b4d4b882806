"""Cards that make tokens or change how tokens and counters are made: Crafty Cutpurse and the
cards its rulings involve (111, 614, 616, 603.7)."""

from __future__ import annotations

from manastack import ir
from manastack.ir.tokens import TREASURE

from .phrases import CREATURE, YOU_CONTROL
from .tokens import CAT, CAT_SOLDIER, GOBLIN, HUMAN, ILLUSION, SPHINX

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


YOUR_NONLEGENDARY_CREATURE = ir.Target(ir.Selector(ir.And((
    CREATURE, ir.Not(ir.Supertype("Legendary")), YOU_CONTROL))))
IT = ir.EventObject()  # "it" in a delayed triggered ability: the object it is about (603.7)


def doubler(name: str, cost: str) -> ir.Card:
    """Anointed Procession and Parallel Lives: the same token-doubling replacement (614.1a)."""
    return ir.Card(name, cost, "Enchantment", text=DOUBLE_TOKENS, abilities=(
        ir.MultiplyTokens(2, text=DOUBLE_TOKENS),))


def token_spell(name: str, cost: str, type_line: str, text: str, effect: ir.Effect) -> ir.Card:
    return ir.Card(name, cost, type_line, text=text, spell=ir.SpellAbility(effect, text=text))


def loyalty(n: int, effect: ir.Effect, text: str) -> ir.Activated:
    """A loyalty ability "[+N]: ..." / "[−N]: ..." (606.4)."""
    return ir.Activated(ir.Cost((ir.LoyaltyCost(n),)), effect, text=text)


CARDS = (
    ir.Card("Crafty Cutpurse", "{3}{U}", "Creature — Human Pirate", 2, 2, keywords=("flash",),
            text=f"Flash\n{CUTPURSE}", abilities=(
                ir.Triggered(ir.Trigger("enters"), ir.CreateReplacement(ir.TokensComeToYou(
                    text="each token that would be created under an opponent's control this "
                         "turn is created under your control instead")), text=CUTPURSE),)),
    doubler("Anointed Procession", "{3}{W}"),
    doubler("Parallel Lives", "{3}{G}"),
    ir.Card("Doubling Season", "{4}{G}", "Enchantment", text=f"{DOUBLE_TOKENS}\n{DOUBLE_COUNTERS}",
            abilities=(ir.MultiplyTokens(2, text=DOUBLE_TOKENS),
                       ir.MultiplyCounters(2, text=DOUBLE_COUNTERS))),
    ir.Card("Hardened Scales", "{G}", "Enchantment", text=SCALES, abilities=(
        ir.MoreCounters("+1/+1", 1, text=SCALES),)),
    ir.Card("Kiki-Jiki, Mirror Breaker", "{2}{R}{R}{R}", "Legendary Creature — Goblin Shaman", 2, 2,
            keywords=("haste",), text=f"Haste\n{KIKI}", abilities=(
                ir.Activated(ir.TAP, ir.Seq((
                    ir.CreateTokenCopy(ir.Targeted(0), add_keywords=("haste",)),
                    ir.AtNextEndStep(ir.Sacrifice(IT),
                                     text="Sacrifice it at the beginning of the next end step."))),
                    (YOUR_NONLEGENDARY_CREATURE,), text=KIKI),)),
    token_spell("Dragon Fodder", "{1}{R}", "Sorcery",
                "Create two 1/1 red Goblin creature tokens.", ir.CreateTokens(GOBLIN, 2)),
    token_spell("Gather the Townsfolk", "{1}{W}", "Sorcery", TOWNSFOLK, ir.IfInstead(
        ir.CreateTokens(HUMAN, 2), ir.CompareQ(ir.PlayerCount(ir.You(), "life"), "<=", 5),
        ir.CreateTokens(HUMAN, 5))),
    ir.Card("Sailor of Means", "{2}{U}", "Creature — Human Pirate", 1, 4, text=SAILOR,
            abilities=(ir.Triggered(ir.Trigger("enters"), ir.CreateTokens(TREASURE),
                                    text=SAILOR),)),
    ir.Card("Jace, Cunning Castaway", "{1}{U}{U}", "Legendary Planeswalker — Jace", loyalty=3,
            text=f"[+1]: {JACE_PLUS}\n[−2]: {JACE_MINUS}\n[−5]: {JACE_ULT}", abilities=(
                loyalty(1, ir.ThisTurn(ir.Triggered(
                    ir.Trigger("creatures_deal_combat_damage_to_player", subject="batch",
                               pred=ir.And((CREATURE, YOU_CONTROL))), ir.Seq((ir.Draw(1), ir.Discard(1))),
                    text=JACE_PLUS)), f"[+1]: {JACE_PLUS}"),
                loyalty(-2, ir.CreateTokens(ILLUSION), f"[−2]: {JACE_MINUS}"),
                loyalty(-5, ir.CreateTokenCopy(ir.This(), 2, drop_supertypes=("Legendary",)),
                        f"[−5]: {JACE_ULT}"),
            )),
    ir.Card("Splinter Twin", "{2}{R}{R}", "Enchantment — Aura", text=f"Enchant creature\n{TWIN}",
            abilities=(
                ir.Enchant(ir.Target(ir.Selector(CREATURE)), text="Enchant creature"),
                ir.Static(ir.AttachedTo(ir.CardType("Creature")), add_abilities=(ir.Activated(ir.TAP, ir.Seq((
                    ir.CreateTokenCopy(ir.This(), add_keywords=("haste",)),
                    ir.AtNextEndStep(ir.Exile(IT), text="Exile that token at the beginning of "
                                                        "the next end step."))),
                    text=TWIN_GRANT),), text=TWIN),)),
    ir.Card("Hour of Need", "{2}{U}", "Instant", text=f"{STRIVE}\n{HOUR}", spell=ir.SpellAbility(
        ir.Seq((ir.Exile(ir.Targeted(0)), ir.ForEach(
            ir.ThisWay(CREATURE), ir.CreateTokens(SPHINX, who=ir.ControllerOf(ir.Current()))))),
        (ir.Target(ir.Selector(CREATURE), any_number=True),), per_extra_target="{1}{U}",
        text=HOUR)),
    ir.Card("Brimaz, King of Oreskos", "{1}{W}{W}", "Legendary Creature — Cat Soldier", 3, 4,
            keywords=("vigilance",), text=f"Vigilance\n{BRIMAZ_ATTACKS}\n{BRIMAZ_BLOCKS}",
            abilities=(
                ir.Triggered(ir.Trigger("attacks"), ir.CreateTokens(CAT_SOLDIER, attacking=True),
                             text=BRIMAZ_ATTACKS),
                ir.Triggered(ir.Trigger("blocks_creature"), ir.CreateTokens(CAT_SOLDIER, blocking=True),
                             text=BRIMAZ_BLOCKS))),
    ir.Card("Leonin Warleader", "{2}{W}{W}", "Creature — Cat Soldier", 4, 4, text=WARLEADER,
            abilities=(
                ir.Triggered(ir.Trigger("attacks"),
                             ir.CreateTokens(CAT, 2, tapped=True, attacking=True),
                             text=WARLEADER),)),
)
