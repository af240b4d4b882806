"""Cards whose continuous effects meet in the layer system (613): text changes (layer 3) and
what they change (color words of protection, 702.16), land types (305.7), abilities lost while
other effects depend on them (613.8), effects that go on applying after their ability is gone
(613.6), and copy effects (layer 1)."""

from __future__ import annotations

from manastack import ir

from .phrases import (
    CREATURE,
    CREATURE_AN_OPPONENT_CONTROLS,
    TARGET_CREATURE,
    TARGET_PERMANENT,
    TARGET_SPELL_OR_PERMANENT,
    YOU_CONTROL,
)

LAND = ir.CardType("Land")


def each(*parts: ir.Pred) -> ir.Each:
    """The permanents a static ability affects: those fitting all of ``parts`` (611.3)."""
    return ir.Each(ir.Selector(parts[0] if len(parts) == 1 else ir.And(parts)))


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




def anthem(name: str, cost: str, color: str, word: str) -> ir.Card:
    """"[Color] creatures get +1/+1." (Crusade, Bad Moon)."""
    text = f"{word} creatures get +1/+1."
    return ir.Card(name, cost, "Enchantment", text=text, abilities=(
        ir.Static(each(CREATURE, ir.Color(color)), power=1, toughness=1, text=text),))


def knight(name: str, cost: str, color: str) -> ir.Card:
    """First strike and protection from a color (702.7, 702.16): White Knight, Black Knight."""
    return ir.Card(
        name, cost, "Creature — Human Knight", 2, 2,
        keywords=("first strike", f"protection from {color}"),
        text="First strike (This creature deals combat damage before creatures without first "
        f"strike.)\nProtection from {color} (This creature can't be blocked, targeted, dealt "
        f"damage, or enchanted by anything {color}.)")


CARDS = (
    ir.Card("Sleight of Mind", "{U}", "Instant", text=SLEIGHT, spell=ir.SpellAbility(
        ir.ChangeText(ir.Targeted(0), "color"), (TARGET_SPELL_OR_PERMANENT,), text=SLEIGHT)),
    ir.Card("Magical Hack", "{U}", "Instant", text=HACK, spell=ir.SpellAbility(
        ir.ChangeText(ir.Targeted(0), "land_type"), (TARGET_SPELL_OR_PERMANENT,), text=HACK)),
    ir.Card("Mind Bend", "{U}", "Instant", text=BEND, spell=ir.SpellAbility(
        ir.ChangeText(ir.Targeted(0), "either"), (TARGET_PERMANENT,), text=BEND)),
    anthem("Crusade", "{W}{W}", "W", "White"),
    anthem("Bad Moon", "{1}{B}", "B", "Black"),
    ir.Card("Flashfires", "{3}{R}", "Sorcery", text="Destroy all Plains.", spell=ir.SpellAbility(
        ir.Destroy(each(ir.Subtype("Plains"))), text="Destroy all Plains.")),
    ir.Card("Blood Moon", "{2}{R}", "Enchantment", text="Nonbasic lands are Mountains.",
            abilities=(ir.Static(each(LAND, ir.Not(ir.Supertype("Basic"))),
                                 set_subtypes=("Mountain",), text="Nonbasic lands are Mountains."),)),
    ir.Card("Urborg, Tomb of Yawgmoth", "", "Legendary Land", text=URBORG, abilities=(
        ir.Static(each(LAND), add_subtypes=("Swamp",), text=URBORG),)),
    ir.Card("Spreading Seas", "{1}{U}", "Enchantment — Aura", text=SEAS, abilities=(
        ir.Enchant(ir.Target(ir.Selector(LAND)), text="Enchant land"),
        ir.Triggered(ir.Trigger("enters"), ir.Draw(1), text="When this Aura enters, draw a card."),
        ir.Static(ir.AttachedTo(ir.CardType("Land")), set_subtypes=("Island",),
                  text="Enchanted land is an Island."))),
    ir.Card("Humility", "{2}{W}{W}", "Enchantment", text=HUMILITY, abilities=(
        ir.Static(each(CREATURE), lose_abilities=True, set_pt=(1, 1), text=HUMILITY),)),
    ir.Card("Opalescence", "{2}{W}{W}", "Enchantment", text=OPALESCENCE, abilities=(
        ir.Static(each(ir.CardType("Enchantment"), ir.Not(ir.Subtype("Aura")), ir.Other()),
                  add_types=frozenset({"Creature"}), pt_mana_value=True, text=OPALESCENCE),)),
    ir.Card("Galerider Sliver", "{U}", "Creature — Sliver", 1, 1,
            text="Sliver creatures you control have flying.", abilities=(
                ir.Static(each(CREATURE, ir.Subtype("Sliver"), YOU_CONTROL),
                          add_keywords=("flying",),
                          text="Sliver creatures you control have flying."),)),
    knight("White Knight", "{W}{W}", "black"),
    knight("Black Knight", "{B}{B}", "white"),
    ir.Card("Merfolk Trickster", "{U}{U}", "Creature — Merfolk Wizard", 2, 2, keywords=("flash",),
            text=f"Flash\n{TRICKSTER}", abilities=(
                ir.Triggered(ir.Trigger("enters"), ir.Seq((
                    ir.Tap(ir.Targeted(0)), ir.Becomes(ir.Targeted(0), lose_abilities=True))),
                    (CREATURE_AN_OPPONENT_CONTROLS,), text=TRICKSTER),)),
    ir.Card("Metallic Sliver", "{1}", "Artifact Creature — Sliver", 1, 1),
    ir.Card("Cytoshape", "{1}{G}{U}", "Instant", text=CYTOSHAPE, spell=ir.SpellAbility(
        ir.BecomeCopyOfChosen(ir.Targeted(0), ir.Selector(ir.And((
            CREATURE, ir.Not(ir.Supertype("Legendary")))))),
        (TARGET_CREATURE,), text=CYTOSHAPE)),
)
