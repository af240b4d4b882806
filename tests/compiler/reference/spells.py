"""Instants and sorceries."""

from __future__ import annotations

from manastack import ir

from .phrases import (
    ANY_TARGET,
    CREATURE,
    PLAYER_OR_PLANESWALKER,
    TARGET_CREATURE,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_SPELL,
    YOU_CONTROL,
    YOUR_CREATURE_CARD,
)
from .tokens import SOLDIER, SPIRIT


def spell(name: str, cost: str, type_line: str, text: str, effect: ir.Effect,
          *targets: ir.Target) -> ir.Card:
    """An instant or sorcery whose whole Oracle text ``text`` is one spell ability (113.3a)."""
    return ir.Card(name, cost, type_line, text=text,
                   spell=ir.SpellAbility(effect, targets, text=text))


def burn(name: str, cost: str, type_line: str, amount: ir.Quantity,
         target: ir.Target = ANY_TARGET, what: str = "any target") -> ir.Card:
    """"[This spell] deals N (or X) damage to [target]." (120.2)"""
    n = "X" if isinstance(amount, ir.XValue) else amount
    return spell(name, cost, type_line, f"{name} deals {n} damage to {what}.",
                 ir.DealDamage(amount, ir.Targeted(0)), target)


def stack_spell(*parts: ir.Pred) -> ir.Target:
    """"target [...] spell" (a spell on the stack, 115.1)."""
    return ir.Target(ir.Selector(ir.And(parts) if len(parts) != 1 else parts[0], ("stack",)))


X = ir.XValue()

DAMAGE = (
    burn("Lightning Bolt", "{R}", "Instant", 3),
    burn("Shock", "{R}", "Instant", 2),
    burn("Searing Spear", "{1}{R}", "Instant", 3),
    burn("Lightning Strike", "{1}{R}", "Instant", 3),
    burn("Volcanic Hammer", "{1}{R}", "Sorcery", 3),
    burn("Lava Axe", "{4}{R}", "Sorcery", 5, PLAYER_OR_PLANESWALKER,
         "target player or planeswalker"),
    burn("Lava Spike", "{R}", "Sorcery — Arcane", 3, PLAYER_OR_PLANESWALKER,
         "target player or planeswalker"),
    burn("Blaze", "{X}{R}", "Sorcery", X),
    burn("Volcanic Geyser", "{X}{R}{R}", "Instant", X),
    spell("Pyroclasm", "{1}{R}", "Sorcery", "Pyroclasm deals 2 damage to each creature.",
          ir.DealDamage(2, ir.Each(ir.Selector(CREATURE)))),
)

REMOVAL = (
    spell("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.",
          ir.Destroy(ir.Targeted(0)), TARGET_CREATURE),
    spell("Doom Blade", "{1}{B}", "Instant", "Destroy target nonblack creature.",
          ir.Destroy(ir.Targeted(0)),
          ir.Target(ir.Selector(ir.And((CREATURE, ir.Not(ir.Color("B"))))))),
    spell("Go for the Throat", "{1}{B}", "Instant", "Destroy target nonartifact creature.",
          ir.Destroy(ir.Targeted(0)),
          ir.Target(ir.Selector(ir.And((CREATURE, ir.Not(ir.CardType("Artifact"))))))),
    spell("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand.",
          ir.ReturnToHand(ir.Targeted(0)), TARGET_CREATURE),
    spell("Disfigure", "{B}", "Instant", "Target creature gets -2/-2 until end of turn.",
          ir.Pump(ir.Targeted(0), -2, -2), TARGET_CREATURE),
    spell("Befuddle", "{2}{U}", "Instant",
          "Target creature gets -4/-0 until end of turn.\nDraw a card.",
          ir.Seq((ir.Pump(ir.Targeted(0), -4, 0), ir.Draw(1))), TARGET_CREATURE),
)

COUNTERSPELLS = (
    spell("Counterspell", "{U}{U}", "Instant", "Counter target spell.",
          ir.CounterSpell(ir.Targeted(0)), TARGET_SPELL),
    spell("Cancel", "{1}{U}{U}", "Instant", "Counter target spell.",
          ir.CounterSpell(ir.Targeted(0)), TARGET_SPELL),
    spell("Essence Scatter", "{1}{U}", "Instant", "Counter target creature spell.",
          ir.CounterSpell(ir.Targeted(0)), stack_spell(CREATURE)),
    spell("Negate", "{1}{U}", "Instant", "Counter target noncreature spell.",
          ir.CounterSpell(ir.Targeted(0)), stack_spell(ir.Not(CREATURE))),
)

CARD_DRAW = (
    spell("Divination", "{2}{U}", "Sorcery", "Draw two cards.", ir.Draw(2)),
    spell("Tidings", "{3}{U}{U}", "Sorcery", "Draw four cards.", ir.Draw(4)),
    spell("Mind Spring", "{X}{U}{U}", "Sorcery", "Draw X cards.", ir.Draw(X)),
    spell("Inspiration", "{3}{U}", "Instant", "Target player draws two cards.",
          ir.Draw(2, ir.Targeted(0)), TARGET_PLAYER),
    spell("Ancestral Recall", "{U}", "Instant", "Target player draws three cards.",
          ir.Draw(3, ir.Targeted(0)), TARGET_PLAYER),
    spell("Night's Whisper", "{1}{B}", "Sorcery", "You draw two cards and lose 2 life.",
          ir.Seq((ir.Draw(2), ir.LoseLife(2)))),
    spell("Sign in Blood", "{B}{B}", "Sorcery", "Target player draws two cards and loses 2 life.",
          ir.Seq((ir.Draw(2, ir.Targeted(0)), ir.LoseLife(2, ir.Targeted(0)))), TARGET_PLAYER),
)

PUMP_AND_LIFE = (
    spell("Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn.",
          ir.Pump(ir.Targeted(0), 3, 3), TARGET_CREATURE),
    spell("Titanic Growth", "{1}{G}", "Instant", "Target creature gets +4/+4 until end of turn.",
          ir.Pump(ir.Targeted(0), 4, 4), TARGET_CREATURE),
    spell("Sacred Nectar", "{1}{W}", "Sorcery", "You gain 4 life.", ir.GainLife(4)),
    spell("Angel's Mercy", "{2}{W}{W}", "Instant", "You gain 7 life.", ir.GainLife(7)),
    spell("Revitalize", "{1}{W}", "Instant", "You gain 3 life.\nDraw a card.",
          ir.Seq((ir.GainLife(3), ir.Draw(1)))),
    spell("Stream of Life", "{X}{G}", "Sorcery", "Target player gains X life.",
          ir.GainLife(X, ir.Targeted(0)), TARGET_PLAYER),
)

OTHER = (
    spell("Mind Rot", "{2}{B}", "Sorcery", "Target player discards two cards.",
          ir.Discard(2, ir.Targeted(0)), TARGET_PLAYER),
    spell("Hymn to Tourach", "{B}{B}", "Sorcery", "Target player discards two cards at random.",
          ir.Discard(2, ir.Targeted(0), at_random=True), TARGET_PLAYER),
    spell("Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens.",
          ir.CreateTokens(SOLDIER, 2)),
    spell("Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.", ir.AddMana(("BBB",))),
    spell("Raise Dead", "{B}", "Sorcery",
          "Return target creature card from your graveyard to your hand.",
          ir.ReturnToHand(ir.Targeted(0)), YOUR_CREATURE_CARD),
    spell("Zombify", "{3}{B}", "Sorcery",
          "Return target creature card from your graveyard to the battlefield.",
          ir.PutOntoBattlefield(ir.Targeted(0)), YOUR_CREATURE_CARD),
)


def modal(name: str, cost: str, type_line: str, *modes: tuple[str, ir.Mode]) -> ir.Card:
    """A "Choose one —" spell (700.2); its text is the bulleted list of the modes' texts."""
    text = "Choose one —\n" + "\n".join(f"• {line}" for line, _ in modes)
    return ir.Card(name, cost, type_line, text=text, spell=ir.SpellAbility(
        ir.Modal(tuple(mode for _, mode in modes)), text=text))


MODAL = (
    modal("Grixis Charm", "{U}{B}{R}", "Instant",
          ("Return target permanent to its owner's hand.",
           ir.Mode(ir.ReturnToHand(ir.Targeted(0)), (TARGET_PERMANENT,))),
          ("Target creature gets -4/-4 until end of turn.",
           ir.Mode(ir.Pump(ir.Targeted(0), -4, -4), (TARGET_CREATURE,))),
          ("Creatures you control get +2/+0 until end of turn.",
           ir.Mode(ir.Pump(ir.Each(ir.Selector(ir.And((CREATURE, YOU_CONTROL)))), 2, 0)))),
    modal("Consult the Necrosages", "{1}{U}{B}", "Sorcery",
          ("Target player draws two cards.",
           ir.Mode(ir.Draw(2, ir.Targeted(0)), (TARGET_PLAYER,))),
          ("Target player discards two cards.",
           ir.Mode(ir.Discard(2, ir.Targeted(0)), (TARGET_PLAYER,)))),
)


def reminded(name: str, cost: str, type_line: str, reminder: str, text: str, effect: ir.Effect,
             *targets: ir.Target) -> ir.Card:
    """A spell whose Oracle text is a reminder line (not an ability) followed by its effect."""
    return ir.Card(name, cost, type_line, text=f"{reminder}\n{text}",
                   spell=ir.SpellAbility(effect, targets, text=text))


PHYREXIAN_AND_HYBRID = (
    reminded("Gut Shot", "{R/P}", "Instant", "({R/P} can be paid with either {R} or 2 life.)",
             "Gut Shot deals 1 damage to any target.", ir.DealDamage(1, ir.Targeted(0)),
             ANY_TARGET),
    reminded("Mutagenic Growth", "{G/P}", "Instant",
             "({G/P} can be paid with either {G} or 2 life.)",
             "Target creature gets +2/+2 until end of turn.", ir.Pump(ir.Targeted(0), 2, 2),
             TARGET_CREATURE),
    spell("Spectral Procession", "{2/W}{2/W}{2/W}", "Sorcery",
          "Create three 1/1 white Spirit creature tokens with flying.",
          ir.CreateTokens(SPIRIT, 3)),
)

CARDS = (*DAMAGE, *REMOVAL, *COUNTERSPELLS, *CARD_DRAW, *PUMP_AND_LIFE, *OTHER, *MODAL,
         *PHYREXIAN_AND_HYBRID)
