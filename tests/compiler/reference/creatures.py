"""Creatures."""

from __future__ import annotations

from manastack import ir
from manastack.ir.tokens import ANY_COLOR

from .phrases import (
    ANY_TARGET,
    ATTACKS,
    CREATURE,
    CREATURE_AN_OPPONENT_CONTROLS,
    DIES,
    ENTERS,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    YOU_CONTROL,
    YOUR_CREATURE_CARD,
    YOUR_UPKEEP,
)
from .tokens import SPIRIT, THOPTER

THIS = ir.This()


def creature(name: str, cost: str, type_line: str, power: int, toughness: int, text: str = "",
             *abilities: ir.Ability, keywords: tuple[str, ...] = ()) -> ir.Card:
    """A creature card; ``text`` is its exact Oracle text."""
    return ir.Card(name, cost, type_line, power, toughness, keywords=keywords,
                   abilities=abilities, text=text)


def when(trigger: ir.Trigger, text: str, effect: ir.Effect, *targets: ir.Target) -> ir.Triggered:
    """A triggered ability; ``text`` is the Oracle line it implements."""
    return ir.Triggered(trigger, effect, targets, text=text)


def tap_ability(effect: ir.Effect, text: str, *targets: ir.Target,
                mana: str = "") -> ir.Activated:
    """"[{mana},] {T}: [effect]" (602, 107.5)."""
    parts = ((ir.ManaPart(mana),) if mana else ()) + (ir.TapSelf(),)
    return ir.Activated(ir.Cost(parts), effect, targets, text=text)


VANILLA_AND_KEYWORDS = (
    creature("Gray Ogre", "{2}{R}", "Creature — Ogre", 2, 2),
    creature("Grizzly Bears", "{1}{G}", "Creature — Bear", 2, 2),
    creature("Hill Giant", "{3}{R}", "Creature — Giant", 3, 3),
    creature("Boros Recruit", "{R/W}", "Creature — Goblin Soldier", 1, 1,
             "({R/W} can be paid with either {R} or {W}.)\nFirst strike",
             keywords=("first strike",)),
    creature("Isamaru, Hound of Konda", "{W}", "Legendary Creature — Dog", 2, 2),
    creature("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", 6, 4),
    creature("Raging Goblin", "{R}", "Creature — Goblin Berserker", 1, 1,
             "Haste (This creature can attack and {T} as soon as it comes under your control.)",
             keywords=("haste",)),
    creature("Wind Drake", "{2}{U}", "Creature — Drake", 2, 2, "Flying", keywords=("flying",)),
    creature("Ornithopter", "{0}", "Artifact Creature — Thopter", 0, 2, "Flying",
             keywords=("flying",)),
    creature("Serra Angel", "{3}{W}{W}", "Creature — Angel", 4, 4,
             "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
             keywords=("flying", "vigilance")),
    creature("Giant Spider", "{3}{G}", "Creature — Spider", 2, 4,
             "Reach (This creature can block creatures with flying.)", keywords=("reach",)),
    creature("Wall of Stone", "{1}{R}{R}", "Creature — Wall", 0, 8,
             "Defender (This creature can't attack.)", keywords=("defender",)),
    creature("Boggart Brute", "{2}{R}", "Creature — Goblin Warrior", 3, 2,
             "Menace (This creature can't be blocked except by two or more creatures.)",
             keywords=("menace",)),
    creature("Gladecover Scout", "{G}", "Creature — Elf Scout", 1, 1,
             "Hexproof (This creature can't be the target of spells or abilities your opponents "
             "control.)", keywords=("hexproof",)),
    creature("Darksteel Myr", "{3}", "Artifact Creature — Myr", 0, 1,
             "Indestructible (Damage and effects that say \"destroy\" don't destroy this "
             "creature. If its toughness is 0 or less, it still dies.)",
             keywords=("indestructible",)),
    creature("Ambush Viper", "{1}{G}", "Creature — Snake", 2, 1, "Flash\nDeathtouch",
             keywords=("flash", "deathtouch")),
    creature("Colossal Dreadmaw", "{4}{G}{G}", "Creature — Dinosaur", 6, 6,
             "Trample (This creature can deal excess combat damage to the player or planeswalker "
             "it's attacking.)", keywords=("trample",)),
    creature("Typhoid Rats", "{B}", "Creature — Rat", 1, 1,
             "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
             keywords=("deathtouch",)),
    creature("Vampire Nighthawk", "{1}{B}{B}", "Creature — Vampire Shaman", 2, 3,
             "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to "
             "destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that "
             "much life.)", keywords=("flying", "deathtouch", "lifelink")),
    creature("Child of Night", "{1}{B}", "Creature — Vampire", 2, 1, "Lifelink",
             keywords=("lifelink",)),
    creature("Youthful Knight", "{1}{W}", "Creature — Human Knight", 2, 1, "First strike",
             keywords=("first strike",)),
    creature("Fencing Ace", "{1}{W}", "Creature — Human Soldier", 1, 1,
             "Double strike (This creature deals both first-strike and regular combat damage.)",
             keywords=("double strike",)),
    creature("Thornweald Archer", "{1}{G}", "Creature — Elf Archer", 2, 1,
             "Reach (This creature can block creatures with flying.)\nDeathtouch (Any amount of "
             "damage this deals to a creature is enough to destroy it.)",
             keywords=("reach", "deathtouch")),
)

TRIGGERED = (
    # enters the battlefield (603.6a)
    creature("Elvish Visionary", "{1}{G}", "Creature — Elf Shaman", 1, 1,
             "When this creature enters, draw a card.",
             when(ENTERS, "When this creature enters, draw a card.", ir.Draw(1))),
    creature("Flametongue Kavu", "{3}{R}", "Creature — Kavu", 4, 2,
             "When this creature enters, it deals 4 damage to target creature.",
             when(ENTERS, "When this creature enters, it deals 4 damage to target creature.",
                  ir.DealDamage(4, ir.Targeted(0)), TARGET_CREATURE)),
    creature("Ravenous Chupacabra", "{2}{B}{B}", "Creature — Beast Horror", 2, 2,
             "When this creature enters, destroy target creature an opponent controls.",
             when(ENTERS, "When this creature enters, destroy target creature an opponent "
                  "controls.", ir.Destroy(ir.Targeted(0)), CREATURE_AN_OPPONENT_CONTROLS)),
    creature("Man-o'-War", "{2}{U}", "Creature — Jellyfish", 2, 2,
             "When this creature enters, return target creature to its owner's hand.",
             when(ENTERS, "When this creature enters, return target creature to its owner's "
                  "hand.", ir.ReturnToHand(ir.Targeted(0)), TARGET_CREATURE)),
    creature("Gravedigger", "{3}{B}", "Creature — Zombie", 2, 2,
             "When this creature enters, you may return target creature card from your graveyard "
             "to your hand.",
             when(ENTERS, "When this creature enters, you may return target creature card from "
                  "your graveyard to your hand.", ir.May(ir.ReturnToHand(ir.Targeted(0))),
                  YOUR_CREATURE_CARD)),
    creature("Ravenous Rats", "{1}{B}", "Creature — Rat", 1, 1,
             "When this creature enters, target opponent discards a card.",
             when(ENTERS, "When this creature enters, target opponent discards a card.",
                  ir.Discard(1, ir.Targeted(0)), TARGET_OPPONENT)),
    creature("Spiritual Guardian", "{3}{W}{W}", "Creature — Spirit", 3, 4,
             "When this creature enters, you gain 4 life.",
             when(ENTERS, "When this creature enters, you gain 4 life.", ir.GainLife(4))),
    creature("Soul Warden", "{W}", "Creature — Human Cleric", 1, 1,
             "Whenever another creature enters, you gain 1 life.",
             when(ir.Trigger("enters", subject="filter", pred=ir.And((CREATURE, ir.Other()))),
                  "Whenever another creature enters, you gain 1 life.", ir.GainLife(1))),
    # dies (700.4, 603.10a: leaves-the-battlefield abilities look back in time)
    creature("Festering Goblin", "{B}", "Creature — Zombie Goblin", 1, 1,
             "When this creature dies, target creature gets -1/-1 until end of turn.",
             when(DIES, "When this creature dies, target creature gets -1/-1 until end of turn.",
                  ir.Pump(ir.Targeted(0), -1, -1), TARGET_CREATURE)),
    creature("Doomed Traveler", "{W}", "Creature — Human Soldier", 1, 1,
             "When this creature dies, create a 1/1 white Spirit creature token with flying.",
             when(DIES, "When this creature dies, create a 1/1 white Spirit creature token with "
                  "flying.", ir.CreateTokens(SPIRIT))),
    creature("Perilous Myr", "{2}", "Artifact Creature — Phyrexian Myr", 1, 1,
             "When this creature dies, it deals 2 damage to any target.",
             when(DIES, "When this creature dies, it deals 2 damage to any target.",
                  ir.DealDamage(2, ir.Targeted(0)), ANY_TARGET)),
    # beginning of upkeep (503.1a)
    creature("Juzám Djinn", "{2}{B}{B}", "Creature — Djinn", 5, 5,
             "At the beginning of your upkeep, this creature deals 1 damage to you.",
             when(YOUR_UPKEEP, "At the beginning of your upkeep, this creature deals 1 damage to "
                  "you.", ir.DealDamage(1, ir.You()))),
    # life gain (119.9)
    creature("Ajani's Pridemate", "{1}{W}", "Creature — Cat Soldier", 2, 2,
             "Whenever you gain life, put a +1/+1 counter on this creature.",
             when(ir.Trigger("gain_life", subject="any", player=ir.You()),
                  "Whenever you gain life, put a +1/+1 counter on this creature.",
                  ir.PutCounters("+1/+1", 1, THIS))),
    # combat (508.3a, 509.2a, 509.3c, 510.3a)
    creature("Borderland Marauder", "{1}{R}", "Creature — Human Warrior", 1, 2,
             "Whenever this creature attacks, it gets +2/+0 until end of turn.",
             when(ATTACKS, "Whenever this creature attacks, it gets +2/+0 until end of turn.",
                  ir.Pump(THIS, 2, 0))),
    creature("Sanguine Syphoner", "{1}{B}", "Creature — Vampire Warlock", 1, 3,
             "Whenever this creature attacks, each opponent loses 1 life and you gain 1 life.",
             when(ATTACKS, "Whenever this creature attacks, each opponent loses 1 life and you "
                  "gain 1 life.", ir.Seq((ir.LoseLife(1, ir.EachOpponent()), ir.GainLife(1))))),
    creature("Seasoned Marshal", "{2}{W}{W}", "Creature — Human Soldier", 2, 2,
             "Whenever this creature attacks, you may tap target creature.",
             when(ATTACKS, "Whenever this creature attacks, you may tap target creature.",
                  ir.May(ir.Tap(ir.Targeted(0))), TARGET_CREATURE)),
    creature("Giant Badger", "{1}{G}{G}", "Creature — Badger", 2, 2,
             "Whenever this creature blocks, it gets +2/+2 until end of turn.",
             when(ir.Trigger("blocks"), "Whenever this creature blocks, it gets +2/+2 until end "
                  "of turn.", ir.Pump(THIS, 2, 2))),
    creature("Sacred Prey", "{G}", "Creature — Horse", 1, 1,
             "Whenever this creature becomes blocked, you gain 1 life.",
             when(ir.Trigger("becomes_blocked"), "Whenever this creature becomes blocked, you "
                  "gain 1 life.", ir.GainLife(1))),
    creature("Scroll Thief", "{2}{U}", "Creature — Merfolk Rogue", 1, 3,
             "Whenever this creature deals combat damage to a player, draw a card.",
             when(ir.Trigger("combat_damage_to_player"), "Whenever this creature deals combat "
                  "damage to a player, draw a card.", ir.Draw(1))),
)

ACTIVATED = (
    creature("Llanowar Elves", "{G}", "Creature — Elf Druid", 1, 1, "{T}: Add {G}.",
             tap_ability(ir.AddMana(("G",)), "{T}: Add {G}.")),
    creature("Birds of Paradise", "{G}", "Creature — Bird", 0, 1,
             "Flying\n{T}: Add one mana of any color.",
             tap_ability(ir.AddMana(ANY_COLOR), "{T}: Add one mana of any color."),
             keywords=("flying",)),
    creature("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon", 5, 5,
             "Flying\n{R}: This creature gets +1/+0 until end of turn.",
             ir.Activated(ir.Cost((ir.ManaPart("{R}"),)), ir.Pump(THIS, 1, 0),
                          text="{R}: This creature gets +1/+0 until end of turn."),
             keywords=("flying",)),
    creature("Frozen Shade", "{2}{B}", "Creature — Shade", 0, 1,
             "{B}: This creature gets +1/+1 until end of turn.",
             ir.Activated(ir.Cost((ir.ManaPart("{B}"),)), ir.Pump(THIS, 1, 1),
                          text="{B}: This creature gets +1/+1 until end of turn.")),
    creature("Prodigal Sorcerer", "{2}{U}", "Creature — Human Wizard Sorcerer", 1, 1,
             "{T}: This creature deals 1 damage to any target.",
             tap_ability(ir.DealDamage(1, ir.Targeted(0)),
                         "{T}: This creature deals 1 damage to any target.", ANY_TARGET)),
    creature("Vulshok Sorcerer", "{1}{R}{R}", "Creature — Human Shaman Sorcerer", 1, 1,
             "Haste\n{T}: This creature deals 1 damage to any target.",
             tap_ability(ir.DealDamage(1, ir.Targeted(0)),
                         "{T}: This creature deals 1 damage to any target.", ANY_TARGET),
             keywords=("haste",)),
    creature("Anaba Shaman", "{3}{R}", "Creature — Minotaur Shaman", 2, 2,
             "{R}, {T}: This creature deals 1 damage to any target.",
             tap_ability(ir.DealDamage(1, ir.Targeted(0)),
                         "{R}, {T}: This creature deals 1 damage to any target.", ANY_TARGET,
                         mana="{R}")),
    creature("Royal Assassin", "{1}{B}{B}", "Creature — Human Assassin", 1, 1,
             "{T}: Destroy target tapped creature.",
             tap_ability(ir.Destroy(ir.Targeted(0)), "{T}: Destroy target tapped creature.",
                         ir.Target(ir.Selector(ir.And((CREATURE, ir.Tapped())))))),
    creature("Mogg Fanatic", "{R}", "Creature — Goblin", 1, 1,
             "Sacrifice this creature: It deals 1 damage to any target.",
             ir.Activated(ir.Cost((ir.SacrificeSelf(),)), ir.DealDamage(1, ir.Targeted(0)),
                          (ANY_TARGET,),
                          text="Sacrifice this creature: It deals 1 damage to any target.")),
    creature("Merfolk Looter", "{1}{U}", "Creature — Merfolk Rogue", 1, 1,
             "{T}: Draw a card, then discard a card.",
             tap_ability(ir.Seq((ir.Draw(1), ir.Discard(1))),
                         "{T}: Draw a card, then discard a card.")),
)

ENTERS_WITH_X = "This creature enters with X +1/+1 counters on it."
X_COUNTERS = ir.EntersWithCounters("+1/+1", ir.XValue(), text=ENTERS_WITH_X)

X_CREATURES = (
    creature("Endless One", "{X}", "Creature — Eldrazi", 0, 0, ENTERS_WITH_X, X_COUNTERS),
    creature("Hangarback Walker", "{X}{X}", "Artifact Creature — Construct", 0, 0,
             f"{ENTERS_WITH_X}\nWhen this creature dies, create a 1/1 colorless Thopter artifact "
             "creature token with flying for each +1/+1 counter on this creature.\n"
             "{1}, {T}: Put a +1/+1 counter on this creature.",
             X_COUNTERS,
             when(DIES, "When this creature dies, create a 1/1 colorless Thopter artifact "
                  "creature token with flying for each +1/+1 counter on this creature.",
                  ir.CreateTokens(THOPTER, ir.CountersOn(THIS, "+1/+1"))),
             tap_ability(ir.PutCounters("+1/+1", 1, THIS),
                         "{1}, {T}: Put a +1/+1 counter on this creature.", mana="{1}")),
)

NIGHTMARE = "Nightmare's power and toughness are each equal to the number of Swamps you control."
SWAMPS_YOU_CONTROL = ir.Count(ir.Selector(ir.And((ir.Subtype("Swamp"), YOU_CONTROL))))
CDA_CREATURES = (
    ir.Card("Nightmare", "{5}{B}", "Creature — Nightmare Horse", "*", "*", keywords=("flying",),
            text="Flying (This creature can't be blocked except by creatures with flying or "
                 "reach.)\n" + NIGHTMARE,
            abilities=(ir.DefinePT(SWAMPS_YOU_CONTROL, SWAMPS_YOU_CONTROL, text=NIGHTMARE),)),
)

CARDS = (*VANILLA_AND_KEYWORDS, *TRIGGERED, *ACTIVATED, *X_CREATURES, *CDA_CREATURES)
