"""Instants and sorceries."""

from __future__ import annotations

from ..effects import (
    AddMana,
    CounterSpell,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    LoseLife,
    Pump,
    PutOntoBattlefield,
    ReturnToHand,
    seq,
)
from ..vocabulary import (
    ALL,
    CREATURE,
    TARGET,
    X_VALUE,
    Amount,
    CardDef,
    Effect,
    Filter,
    Modal,
    Mode,
    SpellAbility,
    TargetSpec,
    X,
    types_filter,
)
from .tokens import SOLDIER, SPIRIT

ANY_TARGET = TargetSpec("any")
TARGET_CREATURE = TargetSpec("creature")
TARGET_PLAYER = TargetSpec("player")
TARGET_SPELL = TargetSpec("spell")
# "any target" is a creature, player, planeswalker or battle (115.4); limiting the objects to
# planeswalkers leaves exactly "target player or planeswalker".
PLAYER_OR_PLANESWALKER = TargetSpec("any", types_filter("Planeswalker"),
                                    text="target player or planeswalker")
YOUR_CREATURE_CARD = TargetSpec("graveyard_card", types_filter("Creature", controller="you"),
                                text="target creature card from your graveyard")



def spell(name: str, cost: str, type_line: str, text: str, effect: Effect,
          *targets: TargetSpec) -> CardDef:
    """An instant or sorcery whose whole Oracle text ``text`` is one spell ability (113.3a)."""
    return CardDef(name, cost, type_line, text, spell=SpellAbility(effect, targets, text=text))


def burn(name: str, cost: str, type_line: str, amount: Amount, spec: TargetSpec = ANY_TARGET,
         what: str = "any target") -> CardDef:
    """"[This spell] deals N (or X) damage to [target]." (120.2)"""
    n = "X" if isinstance(amount, X) else amount
    return spell(name, cost, type_line, f"{name} deals {n} damage to {what}.",
                 DealDamage(amount, TARGET(0)), spec)


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
    burn("Blaze", "{X}{R}", "Sorcery", X_VALUE),
    burn("Volcanic Geyser", "{X}{R}{R}", "Instant", X_VALUE),
    spell("Pyroclasm", "{1}{R}", "Sorcery", "Pyroclasm deals 2 damage to each creature.",
          DealDamage(2, ALL(CREATURE))),
)

REMOVAL = (
    spell("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.",
          Destroy(TARGET(0)), TARGET_CREATURE),
    spell("Doom Blade", "{1}{B}", "Instant", "Destroy target nonblack creature.",
          Destroy(TARGET(0)), TargetSpec("creature", Filter(not_colors=frozenset("B")),
                                         text="target nonblack creature")),
    spell("Go for the Throat", "{1}{B}", "Instant", "Destroy target nonartifact creature.",
          Destroy(TARGET(0)), TargetSpec("creature", Filter(not_types=frozenset({"Artifact"})),
                                         text="target nonartifact creature")),
    spell("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand.",
          ReturnToHand(TARGET(0)), TARGET_CREATURE),
    spell("Disfigure", "{B}", "Instant", "Target creature gets -2/-2 until end of turn.",
          Pump(-2, -2, TARGET(0)), TARGET_CREATURE),
    spell("Befuddle", "{2}{U}", "Instant",
          "Target creature gets -4/-0 until end of turn.\nDraw a card.",
          seq(Pump(-4, 0, TARGET(0)), Draw(1)), TARGET_CREATURE),
)

COUNTERSPELLS = (
    spell("Counterspell", "{U}{U}", "Instant", "Counter target spell.",
          CounterSpell(TARGET(0)), TARGET_SPELL),
    spell("Cancel", "{1}{U}{U}", "Instant", "Counter target spell.",
          CounterSpell(TARGET(0)), TARGET_SPELL),
    spell("Essence Scatter", "{1}{U}", "Instant", "Counter target creature spell.",
          CounterSpell(TARGET(0)), TargetSpec("spell", types_filter("Creature"),
                                              text="target creature spell")),
    spell("Negate", "{1}{U}", "Instant", "Counter target noncreature spell.",
          CounterSpell(TARGET(0)), TargetSpec("spell", Filter(not_types=frozenset({"Creature"})),
                                              text="target noncreature spell")),
)

CARD_DRAW = (
    spell("Divination", "{2}{U}", "Sorcery", "Draw two cards.", Draw(2)),
    spell("Tidings", "{3}{U}{U}", "Sorcery", "Draw four cards.", Draw(4)),
    spell("Mind Spring", "{X}{U}{U}", "Sorcery", "Draw X cards.", Draw(X_VALUE)),
    spell("Inspiration", "{3}{U}", "Instant", "Target player draws two cards.",
          Draw(2, TARGET(0)), TARGET_PLAYER),
    spell("Ancestral Recall", "{U}", "Instant", "Target player draws three cards.",
          Draw(3, TARGET(0)), TARGET_PLAYER),
    spell("Night's Whisper", "{1}{B}", "Sorcery", "You draw two cards and lose 2 life.",
          seq(Draw(2), LoseLife(2))),
    spell("Sign in Blood", "{B}{B}", "Sorcery", "Target player draws two cards and loses 2 life.",
          seq(Draw(2, TARGET(0)), LoseLife(2, TARGET(0))), TARGET_PLAYER),
)

PUMP_AND_LIFE = (
    spell("Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn.",
          Pump(3, 3, TARGET(0)), TARGET_CREATURE),
    spell("Titanic Growth", "{1}{G}", "Instant", "Target creature gets +4/+4 until end of turn.",
          Pump(4, 4, TARGET(0)), TARGET_CREATURE),
    spell("Sacred Nectar", "{1}{W}", "Sorcery", "You gain 4 life.", GainLife(4)),
    spell("Angel's Mercy", "{2}{W}{W}", "Instant", "You gain 7 life.", GainLife(7)),
    spell("Revitalize", "{1}{W}", "Instant", "You gain 3 life.\nDraw a card.",
          seq(GainLife(3), Draw(1))),
    spell("Stream of Life", "{X}{G}", "Sorcery", "Target player gains X life.",
          GainLife(X_VALUE, TARGET(0)), TARGET_PLAYER),
)

OTHER = (
    spell("Mind Rot", "{2}{B}", "Sorcery", "Target player discards two cards.",
          Discard(2, TARGET(0)), TARGET_PLAYER),
    spell("Hymn to Tourach", "{B}{B}", "Sorcery", "Target player discards two cards at random.",
          Discard(2, TARGET(0), at_random=True), TARGET_PLAYER),
    spell("Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens.",
          CreateTokens(SOLDIER, 2)),
    spell("Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.", AddMana(("BBB",))),
    spell("Raise Dead", "{B}", "Sorcery",
          "Return target creature card from your graveyard to your hand.",
          ReturnToHand(TARGET(0)), YOUR_CREATURE_CARD),
    spell("Zombify", "{3}{B}", "Sorcery",
          "Return target creature card from your graveyard to the battlefield.",
          PutOntoBattlefield(TARGET(0)), YOUR_CREATURE_CARD),
)



def modal(name: str, cost: str, type_line: str, *modes: Mode) -> CardDef:
    """A "Choose one —" spell (700.2); its text is the bulleted list of the modes' texts."""
    text = "Choose one —\n" + "\n".join(f"• {m.text}" for m in modes)
    return CardDef(name, cost, type_line, text, spell=SpellAbility(Modal(modes), text=text))


YOUR_CREATURES = ALL(types_filter("Creature", controller="you"))

MODAL = (
    modal("Grixis Charm", "{U}{B}{R}", "Instant",
          Mode(ReturnToHand(TARGET(0)), (TargetSpec("permanent"),),
               "Return target permanent to its owner's hand."),
          Mode(Pump(-4, -4, TARGET(0)), (TARGET_CREATURE,),
               "Target creature gets -4/-4 until end of turn."),
          Mode(Pump(2, 0, YOUR_CREATURES), (),
               "Creatures you control get +2/+0 until end of turn.")),
    modal("Consult the Necrosages", "{1}{U}{B}", "Sorcery",
          Mode(Draw(2, TARGET(0)), (TARGET_PLAYER,), "Target player draws two cards."),
          Mode(Discard(2, TARGET(0)), (TARGET_PLAYER,), "Target player discards two cards.")),
)



def reminded(name: str, cost: str, type_line: str, reminder: str, text: str, effect: Effect,
             *targets: TargetSpec) -> CardDef:
    """A spell whose Oracle text is a reminder line (not an ability) followed by its effect."""
    return CardDef(name, cost, type_line, f"{reminder}\n{text}",
                   spell=SpellAbility(effect, targets, text=text))


PHYREXIAN_AND_HYBRID = (
    reminded("Gut Shot", "{R/P}", "Instant", "({R/P} can be paid with either {R} or 2 life.)",
             "Gut Shot deals 1 damage to any target.", DealDamage(1, TARGET(0)), ANY_TARGET),
    reminded("Mutagenic Growth", "{G/P}", "Instant",
             "({G/P} can be paid with either {G} or 2 life.)",
             "Target creature gets +2/+2 until end of turn.", Pump(2, 2, TARGET(0)),
             TARGET_CREATURE),
    spell("Spectral Procession", "{2/W}{2/W}{2/W}", "Sorcery",
          "Create three 1/1 white Spirit creature tokens with flying.", CreateTokens(SPIRIT, 3)),
)

CARDS = (*DAMAGE, *REMOVAL, *COUNTERSPELLS, *CARD_DRAW, *PUMP_AND_LIFE, *OTHER, *MODAL, *PHYREXIAN_AND_HYBRID)
