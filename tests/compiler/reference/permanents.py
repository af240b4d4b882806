"""Noncreature, nonland permanents: artifacts and enchantments."""

from __future__ import annotations

from manastack import ir

from .phrases import ANY_TARGET, CREATURE, YOUR_UPKEEP

CHALICE_TRIGGER = "Whenever a player casts a spell with mana value equal to the number of charge " \
                  "counters on this artifact, counter that spell."

CARDS = (
    ir.Card("Mind Stone", "{2}", "Artifact",
            text="{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.", abilities=(
                ir.Activated(ir.TAP, ir.AddMana(("C",)), text="{T}: Add {C}."),
                ir.Activated(ir.Cost((ir.ManaPart("{1}"), ir.TapSelf(), ir.SacrificeSelf())),
                             ir.Draw(1), text="{1}, {T}, Sacrifice this artifact: Draw a card."),
            )),
    ir.Card("Phyrexian Arena", "{1}{B}{B}", "Enchantment",
            text="At the beginning of your upkeep, you draw a card and you lose 1 life.",
            abilities=(
                ir.Triggered(YOUR_UPKEEP, ir.Seq((ir.Draw(1), ir.LoseLife(1))),
                             text="At the beginning of your upkeep, you draw a card and you "
                                  "lose 1 life."),
            )),
    ir.Card("Goblin Bombardment", "{1}{R}", "Enchantment",
            text="Sacrifice a creature: This enchantment deals 1 damage to any target.",
            abilities=(
                ir.Activated(ir.Cost((ir.SacrificeObjects(ir.Selector(CREATURE)),)),
                             ir.DealDamage(1, ir.Targeted(0)), (ANY_TARGET,),
                             text="Sacrifice a creature: This enchantment deals 1 damage to any "
                                  "target."),
            )),
    ir.Card("Chalice of the Void", "{X}{X}", "Artifact",
            text="This artifact enters with X charge counters on it.\n" + CHALICE_TRIGGER,
            abilities=(
                ir.EntersWithCounters("charge", ir.XValue(),
                                      text="This artifact enters with X charge counters on it."),
                ir.Triggered(ir.Trigger("cast", subject="filter", pred=ir.Compare(
                    "mana_value", "==", ir.CountersOn(ir.This(), "charge"))),
                    ir.CounterSpell(ir.EventObject()), text=CHALICE_TRIGGER),
            )),
    ir.Card("Stasis", "{1}{U}", "Enchantment",
            text="Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice "
                 "this enchantment unless you pay {U}.",
            abilities=(
                ir.SkipStep("untap", text="Players skip their untap steps."),
                ir.Triggered(YOUR_UPKEEP, ir.SacrificeUnlessPay("{U}"),
                             text="At the beginning of your upkeep, sacrifice this enchantment "
                                  "unless you pay {U}."),
            )),
)
