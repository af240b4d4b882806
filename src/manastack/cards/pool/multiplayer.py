"""Cards about owners, controllers and attacking in multiplayer games (108, 508.1c-d, 602.2,
614.12): Xantcha and the cards its rulings involve."""

from __future__ import annotations

from ..effects import Draw, GainLife, LoseLife, seq
from ..replacements import EntersUnderOpponent, OpponentsCreaturesEnterTapped
from ..vocabulary import (
    SOURCE_CONTROLLER,
    Activated,
    AttacksEachCombat,
    AttackTax,
    CantAttackOwner,
    CardDef,
    Cost,
    Filter,
    Trigger,
    Triggered,
)

XANTCHA_ENTERS = "Xantcha enters under the control of an opponent of your choice."
XANTCHA_ATTACKS = "Xantcha attacks each combat if able and can't attack its owner or " \
                  "planeswalkers its owner controls."
XANTCHA_ABILITY = "{3}: Xantcha's controller loses 2 life and you draw a card. Any player may " \
                  "activate this ability."
PRISON = "Creatures can't attack you unless their controller pays {2} for each creature they " \
         "control that's attacking you."
CONSULS_TAPPED = "Creatures your opponents control enter tapped."
CONSULS_LIFE = "Whenever a creature an opponent controls enters, you gain 1 life."

CARDS = (
    CardDef("Xantcha, Sleeper Agent", "{1}{B}{R}", "Legendary Creature — Phyrexian Minion",
            f"{XANTCHA_ENTERS}\n{XANTCHA_ATTACKS}\n{XANTCHA_ABILITY}", power=5, toughness=5,
            abilities=(
                EntersUnderOpponent(text=XANTCHA_ENTERS),
                AttacksEachCombat(text=XANTCHA_ATTACKS),
                CantAttackOwner(text=XANTCHA_ATTACKS),
                Activated(Cost(mana="{3}"), seq(LoseLife(2, SOURCE_CONTROLLER), Draw(1)),
                          text=XANTCHA_ABILITY, any_player=True),
            )),
    CardDef("Ghostly Prison", "{2}{W}", "Enchantment", PRISON, abilities=(
        AttackTax("{2}", text=PRISON),)),
    CardDef("Authority of the Consuls", "{W}", "Enchantment", f"{CONSULS_TAPPED}\n{CONSULS_LIFE}",
            abilities=(
                OpponentsCreaturesEnterTapped(text=CONSULS_TAPPED),
                Triggered(Trigger("enters", subject="filter", filter=Filter(
                    types=frozenset({"Creature"}), controller="opponent")), GainLife(1),
                    text=CONSULS_LIFE),
            )),
)
