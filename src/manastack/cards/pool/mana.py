"""Cards about making mana: "could produce" (106.7), tapped-for-mana triggers and replacement
effects (106.12), the untap symbol (107.6) and X on entering (107.3m)."""

from __future__ import annotations

from ..effects import (
    AddMana,
    AddManaCouldProduce,
    AddManaOfProducedType,
    CreateTokenCopy,
    Pump,
    PutOntoBattlefield,
    SacrificeUnless,
)
from ..replacements import MultiplyTappedMana, TappedLandsProduce
from ..vocabulary import (
    CREATURE,
    TAP,
    TARGET,
    THIS,
    Activated,
    CardDef,
    Cost,
    SpellAbility,
    TargetSpec,
    Trigger,
    Triggered,
    types_filter,
)

ANY_COLOR = ("W", "U", "B", "R", "G")
Q_REMINDER = "({Q} is the untap symbol.)"
TAPS_A_LAND = Trigger("tapped_for_mana", subject="filter", filter=types_filter("Land"))
ADD_PRODUCED = "Whenever a player taps a land for mana, that player adds one mana of any type " \
               "that land produced."


def could_produce_card(name: str, cost: str, type_line: str, text: str, whose: str,
                       colors_only: bool) -> CardDef:
    """"{T}: Add one mana of any type/color that a land [you/an opponent] control(s) could
    produce." (106.7)"""
    return CardDef(name, cost, type_line, text, abilities=(
        Activated(TAP, AddManaCouldProduce(whose, colors_only), text=text),))


def untap_ability(cost: str, effect: object, text: str, *targets: TargetSpec) -> Activated:
    """"[cost], {Q}: [effect]" (107.6); ``text`` is the Oracle line without the reminder."""
    return Activated(Cost(mana=cost, untap=True), effect, targets, text=text)  # type: ignore[arg-type]


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
CHEAP_CREATURE_CARD = TargetSpec("graveyard_card", types_filter("Creature", controller="you",
                                                                max_mana_value=3),
                                 text="target creature card with mana value 3 or less from your "
                                      "graveyard")

CARDS = (
    could_produce_card("Reflecting Pool", "", "Land", REFLECTING_POOL, "you", False),
    could_produce_card("Exotic Orchard", "", "Land", ORCHARD, "opponent", True),
    could_produce_card("Fellwar Stone", "{2}", "Artifact", ORCHARD, "opponent", True),
    CardDef("Heartbeat of Spring", "{2}{G}", "Enchantment", ADD_PRODUCED, abilities=(
        Triggered(TAPS_A_LAND, AddManaOfProducedType(), text=ADD_PRODUCED, mana=True),)),
    CardDef("Mana Flare", "{2}{R}", "Enchantment", ADD_PRODUCED, abilities=(
        Triggered(TAPS_A_LAND, AddManaOfProducedType(), text=ADD_PRODUCED, mana=True),)),
    CardDef("Mana Reflection", "{4}{G}{G}", "Enchantment", REFLECTION, abilities=(
        MultiplyTappedMana(2, text=REFLECTION),)),
    CardDef("Nyxbloom Ancient", "{4}{G}{G}{G}", "Enchantment Creature — Elemental",
            f"Trample\n{NYXBLOOM}", power=5, toughness=5, keywords=("trample",), abilities=(
                MultiplyTappedMana(3, text=NYXBLOOM),)),
    CardDef("Contamination", "{2}{B}", "Enchantment", f"{CONTAMINATION_UPKEEP}\n{CONTAMINATION}",
            abilities=(
                Triggered(Trigger("upkeep", subject="any", player="you"), SacrificeUnless(CREATURE),
                          text=CONTAMINATION_UPKEEP),
                TappedLandsProduce("B", text=CONTAMINATION),
            )),
    CardDef("Order of Whiteclay", "{1}{W}{W}", "Creature — Kithkin Cleric",
            f"{WHITECLAY} {Q_REMINDER}", power=1, toughness=4, abilities=(
                untap_ability("{1}{W}{W}", PutOntoBattlefield(TARGET(0)), WHITECLAY,
                              CHEAP_CREATURE_CARD),)),
    CardDef("Pili-Pala", "{2}", "Artifact Creature — Scarecrow",
            f"Flying\n{{2}}, {{Q}}: Add one mana of any color. {Q_REMINDER}", power=1, toughness=1,
            keywords=("flying",), abilities=(
                untap_ability("{2}", AddMana(ANY_COLOR), "{2}, {Q}: Add one mana of any color."),)),
    CardDef("Safehold Sentry", "{1}{W}", "Creature — Elf Warrior",
            f"{{2}}{{W}}, {{Q}}: This creature gets +0/+2 until end of turn. {Q_REMINDER}",
            power=2, toughness=2, abilities=(
                untap_ability("{2}{W}", Pump(0, 2, THIS),
                              "{2}{W}, {Q}: This creature gets +0/+2 until end of turn."),)),
    CardDef("Lotus Petal", "{0}", "Artifact",
            "{T}, Sacrifice this artifact: Add one mana of any color.", abilities=(
                Activated(Cost(tap=True, sacrifice_self=True), AddMana(ANY_COLOR),
                          text="{T}, Sacrifice this artifact: Add one mana of any color."),)),
    CardDef("Relm's Sketching", "{2}{U}{U}", "Sorcery",
            "Create a token that's a copy of target artifact, creature, or land.",
            spell=SpellAbility(CreateTokenCopy(TARGET(0)), (TargetSpec(
                "permanent", types_filter("Artifact", "Creature", "Land")),),
                text="Create a token that's a copy of target artifact, creature, or land.")),
)
