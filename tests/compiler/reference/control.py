"""Cards that change who controls permanents (613.1b layer 2, 701.12 exchange), Auras and
Equipment that stay put when control changes, and the card types they share (205.2a)."""

from __future__ import annotations

from manastack import ir

from .phrases import (
    CREATURE,
    OPPONENT_CONTROLS,
    TARGET_CREATURE,
    TARGET_PERMANENT,
    TARGET_SPELL,
    YOU_CONTROL,
    YOUR_UPKEEP,
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
UNTAPS = ir.Trigger("untaps")  # inspired: "whenever this creature becomes untapped"
TARGET = ir.Targeted(0)
SWITCHEROO = "Exchange control of two target creatures."

CARDS = (
    ir.Card("Daring Thief", "{2}{U}", "Creature — Human Rogue", 2, 3, text=THIEF, abilities=(
        ir.Triggered(UNTAPS, ir.May(ir.ExchangeControl(TARGET, ir.Targeted(1))), (
            ir.Target(ir.Selector(ir.And((ir.Not(ir.CardType("Land")), YOU_CONTROL)))),
            ir.Target(ir.Selector(OPPONENT_CONTROLS), shares_type_with=0),
        ), text=THIEF),)),
    ir.Card("Aerie Worshippers", "{3}{U}", "Creature — Human Cleric", 2, 4, text=WORSHIPPERS,
            abilities=(ir.Triggered(UNTAPS, ir.MayPay("{2}{U}", ir.CreateTokens(BIRD)),
                                    text=WORSHIPPERS),)),
    ir.Card("Switcheroo", "{4}{U}", "Sorcery", text=SWITCHEROO, spell=ir.SpellAbility(
        ir.ExchangeControl(TARGET, TARGET), (ir.Target(ir.Selector(CREATURE), count=2),),
        text=SWITCHEROO)),
    ir.Card("Shifting Loyalties", "{5}{U}", "Sorcery", text=SHIFTING, spell=ir.SpellAbility(
        ir.ExchangeControl(TARGET, ir.Targeted(1)),
        (TARGET_PERMANENT, ir.Target(ir.Selector(), shares_type_with=0)),
        text="Exchange control of two target permanents that share a card type.")),
    ir.Card("Act of Treason", "{2}{R}", "Sorcery", text=TREASON, spell=ir.SpellAbility(
        ir.Seq((ir.GainControl(TARGET, ir.EndOfTurn()), ir.Untap(TARGET),
                ir.Pump(TARGET, keywords=("haste",)))),
        (TARGET_CREATURE,), text="Gain control of target creature until end of turn. Untap that "
                                 "creature. It gains haste until end of turn.")),
    ir.Card("Control Magic", "{2}{U}{U}", "Enchantment — Aura",
            text="Enchant creature\nYou control enchanted creature.", abilities=(
                ir.Enchant(TARGET_CREATURE, text="Enchant creature"),
                ir.Static(ir.AttachedTo(ir.CardType("Creature")), control=True,
                          text="You control enchanted creature."),)),
    ir.Card("Seat of the Synod", "", "Artifact Land", text="{T}: Add {U}.", abilities=(
        ir.Activated(ir.TAP, ir.AddMana(("U",)), text="{T}: Add {U}."),)),
    ir.Card("Bonesplitter", "{1}", "Artifact — Equipment",
            text="Equipped creature gets +2/+0.\nEquip {1}", abilities=(
                ir.Static(ir.AttachedTo(ir.CardType("Creature")), power=2,
                          text="Equipped creature gets +2/+0."),
                ir.Equip(ir.Cost((ir.ManaPart("{1}"),)), text="Equip {1}"),
            )),
    ir.Card("Strionic Resonator", "{2}", "Artifact", text=RESONATOR, abilities=(
        ir.Activated(ir.Cost((ir.ManaPart("{2}"), ir.TapSelf())), ir.CopyAbility(TARGET),
                     (ir.Target(ir.Selector(YOU_CONTROL, ("stack",)), ability="triggered"),),
                     text="{2}, {T}: Copy target triggered ability you control. You may choose "
                          "new targets for the copy."),)),
    ir.Card("Redirect", "{U}{U}", "Instant", text="You may choose new targets for target spell.",
            spell=ir.SpellAbility(ir.ChooseNewTargets(TARGET), (TARGET_SPELL,),
                                  text="You may choose new targets for target spell.")),
    ir.Card("Turn to Frog", "{1}{U}", "Instant", text=FROG, spell=ir.SpellAbility(
        ir.Becomes(TARGET, lose_abilities=True, set_subtypes=("Frog",),
                   set_colors=frozenset({"U"}), set_pt=(1, 1)), (TARGET_CREATURE,), text=FROG)),
    ir.Card("Twisted Image", "{U}", "Instant",
            text="Switch target creature's power and toughness until end of turn.\nDraw a card.",
            spell=ir.SpellAbility(ir.Seq((ir.Becomes(TARGET, switch=True), ir.Draw(1))),
                                  (TARGET_CREATURE,),
                                  text="Switch target creature's power and toughness until end "
                                       "of turn.\nDraw a card.")),
    ir.Card("Liquimetal Coating", "{2}", "Artifact", text=LIQUIMETAL, abilities=(
        ir.Activated(ir.TAP, ir.Becomes(TARGET, add_types=frozenset({"Artifact"})),
                     (TARGET_PERMANENT,), text=LIQUIMETAL),)),
    ir.Card("Tempered Steel", "{1}{W}{W}", "Enchantment", text=STEEL, abilities=(
        ir.Static(ir.Each(ir.Selector(ir.And((ir.CardType("Artifact"), CREATURE, YOU_CONTROL)))),
                  power=2, toughness=2, text=STEEL),)),
    ir.Card("Sower of Temptation", "{2}{U}{U}", "Creature — Faerie Wizard", 2, 2,
            keywords=("flying",), text=f"Flying\n{SOWER}", abilities=(
                ir.Triggered(ir.Trigger("enters"), ir.GainControl(TARGET, ir.WhileSourceRemains()),
                             (TARGET_CREATURE,), text=SOWER),)),
    ir.Card("Clone", "{3}{U}", "Creature — Shapeshifter", 0, 0, text=CLONE,
            abilities=(ir.EntersAsCopy(text=CLONE),)),
    ir.Card("Bitterblossom", "{1}{B}", "Kindred Enchantment — Faerie", text=BLOSSOM, abilities=(
        ir.Triggered(YOUR_UPKEEP, ir.Seq((ir.LoseLife(1), ir.CreateTokens(FAERIE_ROGUE))), text=BLOSSOM),)),
)
