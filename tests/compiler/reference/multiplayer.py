"""Cards about owners, controllers and attacking in multiplayer games (108, 508.1c-d, 602.2,
614.12): Xantcha and the cards its rulings involve."""

from __future__ import annotations

from manastack import ir

from .phrases import CREATURE, OPPONENT_CONTROLS

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
    ir.Card("Xantcha, Sleeper Agent", "{1}{B}{R}", "Legendary Creature — Phyrexian Minion", 5, 5,
            text=f"{XANTCHA_ENTERS}\n{XANTCHA_ATTACKS}\n{XANTCHA_ABILITY}", abilities=(
                ir.EntersUnderOpponent(text=XANTCHA_ENTERS),
                ir.AttacksEachCombat(text=XANTCHA_ATTACKS),
                ir.CantAttackOwner(text=XANTCHA_ATTACKS),
                ir.Activated(ir.Cost((ir.ManaPart("{3}"),)),
                             ir.Seq((ir.LoseLife(2, ir.ControllerOf(ir.This())), ir.Draw(1))),
                             text=XANTCHA_ABILITY, any_player=True),
            )),
    ir.Card("Ghostly Prison", "{2}{W}", "Enchantment", text=PRISON, abilities=(
        ir.AttackTax("{2}", text=PRISON),)),
    ir.Card("Authority of the Consuls", "{W}", "Enchantment",
            text=f"{CONSULS_TAPPED}\n{CONSULS_LIFE}", abilities=(
                ir.OthersEnterTapped(ir.And((CREATURE, OPPONENT_CONTROLS)), text=CONSULS_TAPPED),
                ir.Triggered(ir.Trigger("enters", subject="filter",
                                        pred=ir.And((CREATURE, OPPONENT_CONTROLS))),
                             ir.GainLife(1), text=CONSULS_LIFE),
            )),
)
