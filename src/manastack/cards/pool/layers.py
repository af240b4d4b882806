"""Cards whose continuous effects meet in the layer system (613): text changes (layer 3) and
what they change (color words of protection, 702.16), land types (305.7), abilities lost while
other effects depend on them (613.8), effects that go on applying after their ability is gone
(613.6), and copy effects (layer 1)."""

from __future__ import annotations

from ..effects import BecomeCopyOfChosen, Becomes, ChangeText, Destroy, Draw, Tap, seq
from ..vocabulary import (
    ALL,
    TARGET,
    CardDef,
    Filter,
    SpellAbility,
    Static,
    TargetSpec,
    Trigger,
    Triggered,
    types_filter,
)

LAND = types_filter("Land")
ALL_CREATURES = types_filter("Creature")

SLEIGHT = ("Change the text of target spell or permanent by replacing all instances of one color "
           "word with another. (For example, you may change \"target black spell\" to \"target "
           "blue spell.\" This effect lasts indefinitely.)")
HACK = ("Change the text of target spell or permanent by replacing all instances of one basic "
        "land type with another. (For example, you may change \"swampwalk\" to \"plainswalk.\" "
        "This effect lasts indefinitely.)")
BEND = ("Change the text of target permanent by replacing all instances of one color word with "
        "another or one basic land type with another. (For example, you may change \"nonblack "
        "creature\" to \"nongreen creature\" or \"forestwalk\" to \"islandwalk.\" This effect "
        "lasts indefinitely.)")
HUMILITY = "All creatures lose all abilities and have base power and toughness 1/1."
OPALESCENCE = ("Each other non-Aura enchantment is a creature in addition to its other types "
               "and has base power and base toughness each equal to its mana value.")
CYTOSHAPE = ("Choose a nonlegendary creature on the battlefield. Target creature becomes a copy "
             "of that creature until end of turn.")
URBORG = "Each land is a Swamp in addition to its other land types."
TRICKSTER = ("When this creature enters, tap target creature an opponent controls. It loses all "
             "abilities until end of turn.")
SEAS = "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land is an Island."


def anthem(name: str, cost: str, color: str, word: str) -> CardDef:
    """"[Color] creatures get +1/+1." (Crusade, Bad Moon)."""
    text = f"{word} creatures get +1/+1."
    return CardDef(name, cost, "Enchantment", text, abilities=(
        Static("filter", types_filter("Creature", colors=frozenset({color})), power=1,
               toughness=1, text=text),))


def knight(name: str, cost: str, color: str) -> CardDef:
    """First strike and protection from a color (702.7, 702.16): White Knight, Black Knight."""
    return CardDef(
        name, cost, "Creature — Human Knight",
        "First strike (This creature deals combat damage before creatures without first "
        f"strike.)\nProtection from {color} (This creature can't be blocked, targeted, dealt "
        f"damage, or enchanted by anything {color}.)",
        power=2, toughness=2, keywords=("first strike", f"protection from {color}"))


CARDS = (
    CardDef("Sleight of Mind", "{U}", "Instant", SLEIGHT, spell=SpellAbility(
        ChangeText(TARGET(0), "color"), (TargetSpec("spell_or_permanent"),), text=SLEIGHT)),
    CardDef("Magical Hack", "{U}", "Instant", HACK, spell=SpellAbility(
        ChangeText(TARGET(0), "land_type"), (TargetSpec("spell_or_permanent"),), text=HACK)),
    CardDef("Mind Bend", "{U}", "Instant", BEND, spell=SpellAbility(
        ChangeText(TARGET(0), "either"), (TargetSpec("permanent"),), text=BEND)),
    anthem("Crusade", "{W}{W}", "W", "White"),
    anthem("Bad Moon", "{1}{B}", "B", "Black"),
    CardDef("Flashfires", "{3}{R}", "Sorcery", "Destroy all Plains.", spell=SpellAbility(
        Destroy(ALL(Filter(subtypes=frozenset({"Plains"})))), text="Destroy all Plains.")),
    CardDef("Blood Moon", "{2}{R}", "Enchantment", "Nonbasic lands are Mountains.", abilities=(
        Static("filter", types_filter("Land", not_supertypes=frozenset({"Basic"})),
               set_subtypes=("Mountain",), text="Nonbasic lands are Mountains."),)),
    CardDef("Urborg, Tomb of Yawgmoth", "", "Legendary Land", URBORG, abilities=(
        Static("filter", LAND, add_subtypes=("Swamp",), text=URBORG),)),
    CardDef("Spreading Seas", "{1}{U}", "Enchantment — Aura", SEAS, keywords=("enchant",),
            enchant=TargetSpec("permanent", LAND), abilities=(
                Triggered(Trigger("enters"), Draw(1),
                          text="When this Aura enters, draw a card."),
                Static("enchanted", set_subtypes=("Island",),
                       text="Enchanted land is an Island."))),
    CardDef("Humility", "{2}{W}{W}", "Enchantment", HUMILITY, abilities=(
        Static("filter", ALL_CREATURES, lose_abilities=True, set_pt=(1, 1), text=HUMILITY),)),
    CardDef("Opalescence", "{2}{W}{W}", "Enchantment", OPALESCENCE, abilities=(
        Static("filter", Filter(types=frozenset({"Enchantment"}),
                                not_subtypes=frozenset({"Aura"}), other=True),
               add_types=frozenset({"Creature"}), pt_mana_value=True, text=OPALESCENCE),)),
    CardDef("Galerider Sliver", "{U}", "Creature — Sliver",
            "Sliver creatures you control have flying.", power=1, toughness=1, abilities=(
                Static("filter", types_filter("Creature", subtypes=frozenset({"Sliver"}),
                                              controller="you"),
                       add_keywords=frozenset({"flying"}),
                       text="Sliver creatures you control have flying."),)),
    knight("White Knight", "{W}{W}", "black"),
    knight("Black Knight", "{B}{B}", "white"),
    CardDef("Merfolk Trickster", "{U}{U}", "Creature — Merfolk Wizard", f"Flash\n{TRICKSTER}",
            power=2, toughness=2, keywords=("flash",), abilities=(
                Triggered(Trigger("enters"), seq(Tap(TARGET(0)), Becomes(
                    TARGET(0), lose_abilities=True, text="loses all abilities")),
                    (TargetSpec("creature", Filter(controller="opponent"),
                                text="target creature an opponent controls"),),
                    text=TRICKSTER),)),
    CardDef("Metallic Sliver", "{1}", "Artifact Creature — Sliver", power=1, toughness=1),
    CardDef("Cytoshape", "{1}{G}{U}", "Instant", CYTOSHAPE, spell=SpellAbility(
        BecomeCopyOfChosen(TARGET(0), types_filter(
            "Creature", not_supertypes=frozenset({"Legendary"}))),
        (TargetSpec("creature"),), text=CYTOSHAPE)),
)
