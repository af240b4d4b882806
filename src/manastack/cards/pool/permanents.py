"""Noncreature, nonland permanents: artifacts and enchantments."""

from __future__ import annotations

from ..effects import AddMana, CounterSpell, DealDamage, Draw, LoseLife, SacrificeUnlessPay, seq
from ..replacements import EntersWithCounters, SkipStep
from ..vocabulary import (
    CREATURE,
    EVENT_OBJECT,
    TAP,
    TARGET,
    X_VALUE,
    Activated,
    CardDef,
    Cost,
    ManaValueIsCounters,
    TargetSpec,
    Trigger,
    Triggered,
)

CARDS = (
    CardDef("Mind Stone", "{2}", "Artifact",
            "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.",
            abilities=(
                Activated(TAP, AddMana(("C",)), text="{T}: Add {C}."),
                Activated(Cost(mana="{1}", tap=True, sacrifice_self=True), Draw(1),
                          text="{1}, {T}, Sacrifice this artifact: Draw a card."),
            )),
    CardDef("Phyrexian Arena", "{1}{B}{B}", "Enchantment",
            "At the beginning of your upkeep, you draw a card and you lose 1 life.",
            abilities=(
                Triggered(Trigger("upkeep", subject="any", player="you"), seq(Draw(1), LoseLife(1)),
                          text="At the beginning of your upkeep, you draw a card and you lose 1 "
                               "life."),
            )),
    CardDef("Goblin Bombardment", "{1}{R}", "Enchantment",
            "Sacrifice a creature: This enchantment deals 1 damage to any target.",
            abilities=(
                Activated(Cost(sacrifice=CREATURE), DealDamage(1, TARGET(0)),
                          (TargetSpec("any"),),
                          text="Sacrifice a creature: This enchantment deals 1 damage to any "
                               "target."),
            )),
    CardDef("Chalice of the Void", "{X}{X}", "Artifact",
            "This artifact enters with X charge counters on it.\nWhenever a player casts a spell "
            "with mana value equal to the number of charge counters on this artifact, counter "
            "that spell.",
            abilities=(
                EntersWithCounters("charge", X_VALUE,
                                   text="This artifact enters with X charge counters on it."),
                Triggered(Trigger("cast", subject="any", condition=ManaValueIsCounters("charge")),
                          CounterSpell(EVENT_OBJECT),
                          text="Whenever a player casts a spell with mana value equal to the "
                               "number of charge counters on this artifact, counter that spell."),
            )),
    CardDef("Stasis", "{1}{U}", "Enchantment",
            "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice this "
            "enchantment unless you pay {U}.",
            abilities=(
                SkipStep("untap", text="Players skip their untap steps."),
                Triggered(Trigger("upkeep", subject="any", player="you"), SacrificeUnlessPay("{U}"),
                          text="At the beginning of your upkeep, sacrifice this enchantment "
                               "unless you pay {U}."),
            )),
)
