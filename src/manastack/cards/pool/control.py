"""Cards that change who controls permanents (613.1b layer 2, 701.12 exchange), Auras and
Equipment that stay put when control changes, and the card types they share (205.2a)."""

from __future__ import annotations

from ..effects import (
    AddMana,
    AttachTo,
    Becomes,
    ChooseNewTargets,
    CopyAbility,
    CreateTokens,
    Draw,
    ExchangeControl,
    GainControl,
    LoseLife,
    May,
    MayPay,
    Pump,
    Untap,
    seq,
)
from ..replacements import EntersAsCopy
from ..vocabulary import (
    TAP,
    TARGET,
    Activated,
    CardDef,
    Cost,
    Filter,
    SpellAbility,
    Static,
    TargetSpec,
    Trigger,
    Triggered,
)
from .tokens import BIRD, FAERIE_ROGUE

THIEF = "Inspired — Whenever this creature becomes untapped, you may exchange control of target " \
        "nonland permanent you control and target permanent an opponent controls that shares a " \
        "card type with it."
WORSHIPPERS = "Inspired — Whenever this creature becomes untapped, you may pay {2}{U}. If you " \
              "do, create a 2/2 blue Bird enchantment creature token with flying."
TREASON = "Gain control of target creature until end of turn. Untap that creature. It gains " \
          "haste until end of turn. (It can attack and {T} this turn.)"
SHIFTING = "Exchange control of two target permanents that share a card type. (Artifact, " \
           "creature, enchantment, land, and planeswalker are card types.)"
BLOSSOM = "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue " \
          "creature token with flying."
RESONATOR = "{2}, {T}: Copy target triggered ability you control. You may choose new targets for " \
            "the copy. (A triggered ability uses the words \"when,\" \"whenever,\" or \"at.\")"
FROG = "Until end of turn, target creature loses all abilities and becomes a blue Frog with base " \
       "power and toughness 1/1."
LIQUIMETAL = "{T}: Target permanent becomes an artifact in addition to its other types until end " \
             "of turn."
STEEL = "Artifact creatures you control get +2/+2."
SOWER = "When this creature enters, gain control of target creature for as long as this " \
        "creature remains on the battlefield."
CLONE = "You may have this creature enter as a copy of any creature on the battlefield."
UNTAPS = Trigger("untaps")  # inspired: "whenever this creature becomes untapped"
CREATURE = TargetSpec("creature")
YOUR_CREATURE = TargetSpec("creature", Filter(controller="you"), text="target creature you control")

CARDS = (
    CardDef("Daring Thief", "{2}{U}", "Creature — Human Rogue", THIEF, power=2, toughness=3,
            abilities=(Triggered(UNTAPS, May(ExchangeControl(TARGET(0), TARGET(1)),
                                             "exchange control?"), (
                TargetSpec("permanent", Filter(controller="you", not_types=frozenset({"Land"})),
                           text="target nonland permanent you control"),
                TargetSpec("permanent", Filter(controller="opponent"), shares_type_with=0,
                           text="target permanent an opponent controls that shares a card type "
                                "with it"),
            ), text=THIEF),)),
    CardDef("Aerie Worshippers", "{3}{U}", "Creature — Human Cleric", WORSHIPPERS, power=2,
            toughness=4, abilities=(
                Triggered(UNTAPS, MayPay("{2}{U}", CreateTokens(BIRD)), text=WORSHIPPERS),)),
    CardDef("Switcheroo", "{4}{U}", "Sorcery", "Exchange control of two target creatures.",
            spell=SpellAbility(ExchangeControl(TARGET(0), TARGET(0)),
                               (TargetSpec("creature", count=2, text="two target creatures"),),
                               text="Exchange control of two target creatures.")),
    CardDef("Shifting Loyalties", "{5}{U}", "Sorcery", SHIFTING, spell=SpellAbility(
        ExchangeControl(TARGET(0), TARGET(1)),
        (TargetSpec("permanent"), TargetSpec("permanent", shares_type_with=0)),
        text="Exchange control of two target permanents that share a card type.")),
    CardDef("Act of Treason", "{2}{R}", "Sorcery", TREASON, spell=SpellAbility(
        seq(GainControl(TARGET(0), "end_of_turn"), Untap(TARGET(0)),
            Pump(0, 0, TARGET(0), frozenset({"haste"}))),
        (CREATURE,), text="Gain control of target creature until end of turn. Untap that "
                          "creature. It gains haste until end of turn.")),
    CardDef("Control Magic", "{2}{U}{U}", "Enchantment — Aura",
            "Enchant creature\nYou control enchanted creature.", keywords=("enchant",),
            enchant=CREATURE, abilities=(
                Static("enchanted", control=True, text="You control enchanted creature."),)),
    CardDef("Seat of the Synod", "", "Artifact Land", "{T}: Add {U}.", abilities=(
        Activated(TAP, AddMana(("U",)), text="{T}: Add {U}."),)),
    CardDef("Bonesplitter", "{1}", "Artifact — Equipment",
            "Equipped creature gets +2/+0.\nEquip {1}", keywords=("equip",), abilities=(
                Static("equipped", power=2, text="Equipped creature gets +2/+0."),
                Activated(Cost(mana="{1}"), AttachTo(TARGET(0)), (YOUR_CREATURE,), sorcery=True,
                          text="Equip {1}"),  # 702.6a
            )),
    CardDef("Strionic Resonator", "{2}", "Artifact", RESONATOR, abilities=(
        Activated(Cost(mana="{2}", tap=True), CopyAbility(TARGET(0)), (TargetSpec(
            "triggered_ability", Filter(controller="you"),
            text="target triggered ability you control"),),
            text="{2}, {T}: Copy target triggered ability you control. You may choose new "
                 "targets for the copy."),)),
    CardDef("Redirect", "{U}{U}", "Instant", "You may choose new targets for target spell.",
            spell=SpellAbility(ChooseNewTargets(TARGET(0)), (TargetSpec("spell"),),
                               text="You may choose new targets for target spell.")),
    CardDef("Turn to Frog", "{1}{U}", "Instant", FROG, spell=SpellAbility(
        Becomes(TARGET(0), lose_abilities=True, set_subtypes=("Frog",),
                set_colors=frozenset({"U"}), set_pt=(1, 1),
                text="loses all abilities and becomes a blue Frog with base power and toughness "
                     "1/1"), (CREATURE,), text=FROG)),
    CardDef("Twisted Image", "{U}", "Instant",
            "Switch target creature's power and toughness until end of turn.\nDraw a card.",
            spell=SpellAbility(seq(Becomes(TARGET(0), switch=True,
                                           text="has its power and toughness switched"), Draw(1)),
                               (CREATURE,), text="Switch target creature's power and toughness "
                                                 "until end of turn.\nDraw a card.")),
    CardDef("Liquimetal Coating", "{2}", "Artifact", LIQUIMETAL, abilities=(
        Activated(TAP, Becomes(TARGET(0), add_types=frozenset({"Artifact"}),
                               text="becomes an artifact in addition to its other types"),
                  (TargetSpec("permanent"),), text=LIQUIMETAL),)),
    CardDef("Tempered Steel", "{1}{W}{W}", "Enchantment", STEEL, abilities=(
        Static("filter", Filter(all_types=frozenset({"Artifact", "Creature"}), controller="you"),
               power=2, toughness=2, text=STEEL),)),
    CardDef("Sower of Temptation", "{2}{U}{U}", "Creature — Faerie Wizard", f"Flying\n{SOWER}",
            power=2, toughness=2, keywords=("flying",), abilities=(
                Triggered(Trigger("enters"), GainControl(TARGET(0), "source_remains"),
                          (CREATURE,), text=SOWER),)),
    CardDef("Clone", "{3}{U}", "Creature — Shapeshifter", CLONE, power=0, toughness=0,
            abilities=(EntersAsCopy(text=CLONE),)),
    CardDef("Bitterblossom", "{1}{B}", "Kindred Enchantment — Faerie", BLOSSOM, abilities=(
        Triggered(Trigger("upkeep", subject="any", player="you"),
                  seq(LoseLife(1), CreateTokens(FAERIE_ROGUE)), text=BLOSSOM),)),
)
