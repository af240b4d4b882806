"""IR phrases many cards of the pool share: common target phrases (115.1) and descriptions."""

from __future__ import annotations

from manastack import ir

CREATURE = ir.CardType("Creature")
YOU_CONTROL = ir.ControlledBy(ir.You())
OPPONENT_CONTROLS = ir.ControlledBy(ir.Opponent())

ANY_TARGET = ir.Target(
    ir.Selector(ir.Or((CREATURE, ir.CardType("Planeswalker"), ir.CardType("Battle")))),
    ir.PlayerFilter(ir.AnyPlayer()))
""""any target": a creature, player, planeswalker or battle (115.4)."""
TARGET_CREATURE = ir.Target(ir.Selector(CREATURE))
TARGET_PERMANENT = ir.Target(ir.Selector())
TARGET_PLAYER = ir.Target(players=ir.PlayerFilter(ir.AnyPlayer()))
TARGET_OPPONENT = ir.Target(players=ir.PlayerFilter(ir.Opponent()))
TARGET_SPELL = ir.Target(ir.Selector(zones=("stack",)))
TARGET_SPELL_OR_PERMANENT = ir.Target(ir.Selector(zones=("stack", "battlefield")))
PLAYER_OR_PLANESWALKER = ir.Target(ir.Selector(ir.CardType("Planeswalker")),
                                   ir.PlayerFilter(ir.AnyPlayer()))
YOUR_CREATURE_CARD = ir.Target(ir.Selector(ir.And((CREATURE, ir.OwnedBy(ir.You()))),
                                           ("graveyard",)))
""""target creature card from your graveyard"."""
CREATURE_AN_OPPONENT_CONTROLS = ir.Target(ir.Selector(ir.And((CREATURE, OPPONENT_CONTROLS))))
CREATURE_YOU_CONTROL = ir.Target(ir.Selector(ir.And((CREATURE, YOU_CONTROL))))

ENTERS = ir.Trigger("enters")
DIES = ir.Trigger("dies")
ATTACKS = ir.Trigger("attacks")
YOUR_UPKEEP = ir.Trigger("upkeep", subject="any", player=ir.You())
""""At the beginning of your upkeep" (503.1a)."""
