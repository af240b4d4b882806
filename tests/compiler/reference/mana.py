"""Cards about making mana: "could produce" (106.7), tapped-for-mana triggers and replacement
effects (106.12), the untap symbol (107.6) and X on entering (107.3m)."""

from __future__ import annotations

from manastack import ir
from manastack.ir.tokens import ANY_COLOR

from .phrases import CREATURE, YOUR_UPKEEP

Q_REMINDER = "({Q} is the untap symbol.)"
TAPS_A_LAND = ir.Trigger("tapped_for_mana", subject="filter", pred=ir.CardType("Land"))
ADD_PRODUCED = "Whenever a player taps a land for mana, that player adds one mana of any type " \
               "that land produced."


def could_produce_card(name: str, cost: str, type_line: str, text: str, whose: ir.PlayerRef,
                       colors_only: bool) -> ir.Card:
    """"{T}: Add one mana of any type/color that a land [you/an opponent] control(s) could
    produce." (106.7)"""
    return ir.Card(name, cost, type_line, text=text, abilities=(
        ir.Activated(ir.TAP, ir.AddManaCouldProduce(whose, colors_only), text=text),))


def untap_ability(cost: str, effect: ir.Effect, text: str, *targets: ir.Target) -> ir.Activated:
    """"[cost], {Q}: [effect]" (107.6); ``text`` is the Oracle line without the reminder."""
    return ir.Activated(ir.Cost((ir.ManaPart(cost), ir.UntapSelf())), effect, targets, text=text)


def produced_type_trigger() -> ir.Triggered:
    """Heartbeat of Spring and Mana Flare: a triggered mana ability (605.1b)."""
    return ir.Triggered(TAPS_A_LAND, ir.AddManaOfProducedType(), text=ADD_PRODUCED, mana=True)


REFLECTING_POOL = "{T}: Add one mana of any type that a land you control could produce."
ORCHARD = "{T}: Add one mana of any color that a land an opponent controls could produce."
REFLECTION = "If you tap a permanent for mana, it produces twice as much of that mana instead."
NYXBLOOM = "If you tap a permanent for mana, it produces three times as much of that mana instead."
CONTAMINATION_UPKEEP = "At the beginning of your upkeep, sacrifice this enchantment unless you " \
                       "sacrifice a creature."
CONTAMINATION = "If a land is tapped for mana, it produces {B} instead of any other type and " \
                "amount."
WHITECLAY = "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your " \
            "graveyard to the battlefield."
CHEAP_CREATURE_CARD = ir.Target(ir.Selector(ir.And((
    CREATURE, ir.Compare("mana_value", "<=", 3), ir.OwnedBy(ir.You()))), ("graveyard",)))
SKETCHING = "Create a token that's a copy of target artifact, creature, or land."

CARDS = (
    could_produce_card("Reflecting Pool", "", "Land", REFLECTING_POOL, ir.You(), False),
    could_produce_card("Exotic Orchard", "", "Land", ORCHARD, ir.Opponent(), True),
    could_produce_card("Fellwar Stone", "{2}", "Artifact", ORCHARD, ir.Opponent(), True),
    ir.Card("Heartbeat of Spring", "{2}{G}", "Enchantment", text=ADD_PRODUCED,
            abilities=(produced_type_trigger(),)),
    ir.Card("Mana Flare", "{2}{R}", "Enchantment", text=ADD_PRODUCED,
            abilities=(produced_type_trigger(),)),
    ir.Card("Mana Reflection", "{4}{G}{G}", "Enchantment", text=REFLECTION, abilities=(
        ir.MultiplyTappedMana(2, text=REFLECTION),)),
    ir.Card("Nyxbloom Ancient", "{4}{G}{G}{G}", "Enchantment Creature — Elemental", 5, 5,
            keywords=("trample",), text=f"Trample\n{NYXBLOOM}", abilities=(
                ir.MultiplyTappedMana(3, text=NYXBLOOM),)),
    ir.Card("Contamination", "{2}{B}", "Enchantment", text=f"{CONTAMINATION_UPKEEP}\n{CONTAMINATION}",
            abilities=(
                ir.Triggered(YOUR_UPKEEP, ir.SacrificeUnless(ir.Selector(CREATURE)),
                             text=CONTAMINATION_UPKEEP),
                ir.TappedLandsProduce("B", text=CONTAMINATION),
            )),
    ir.Card("Order of Whiteclay", "{1}{W}{W}", "Creature — Kithkin Cleric", 1, 4,
            text=f"{WHITECLAY} {Q_REMINDER}", abilities=(
                untap_ability("{1}{W}{W}", ir.PutOntoBattlefield(ir.Targeted(0)), WHITECLAY,
                              CHEAP_CREATURE_CARD),)),
    ir.Card("Pili-Pala", "{2}", "Artifact Creature — Scarecrow", 1, 1, keywords=("flying",),
            text=f"Flying\n{{2}}, {{Q}}: Add one mana of any color. {Q_REMINDER}", abilities=(
                untap_ability("{2}", ir.AddMana(ANY_COLOR), "{2}, {Q}: Add one mana of any color."),)),
    ir.Card("Safehold Sentry", "{1}{W}", "Creature — Elf Warrior", 2, 2,
            text=f"{{2}}{{W}}, {{Q}}: This creature gets +0/+2 until end of turn. {Q_REMINDER}",
            abilities=(
                untap_ability("{2}{W}", ir.Pump(ir.This(), 0, 2),
                              "{2}{W}, {Q}: This creature gets +0/+2 until end of turn."),)),
    ir.Card("Lotus Petal", "{0}", "Artifact",
            text="{T}, Sacrifice this artifact: Add one mana of any color.", abilities=(
                ir.Activated(ir.Cost((ir.TapSelf(), ir.SacrificeSelf())), ir.AddMana(ANY_COLOR),
                             text="{T}, Sacrifice this artifact: Add one mana of any color."),)),
    ir.Card("Relm's Sketching", "{2}{U}{U}", "Sorcery", text=SKETCHING,
            spell=ir.SpellAbility(ir.CreateTokenCopy(ir.Targeted(0)), (ir.Target(ir.Selector(
                ir.Or((ir.CardType("Artifact"), CREATURE, ir.CardType("Land"))))),),
                text=SKETCHING)),
)
