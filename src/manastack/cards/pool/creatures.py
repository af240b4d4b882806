"""Creatures."""

from __future__ import annotations

from ..effects import (
    AddMana,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    LoseLife,
    May,
    Pump,
    PutCounters,
    ReturnToHand,
    Tap,
    seq,
)
from ..replacements import EntersWithCounters
from ..vocabulary import (
    EACH_OPPONENT,
    TAP,
    TARGET,
    THIS,
    X_VALUE,
    YOU,
    Activated,
    CardDef,
    Cost,
    CountersOnSource,
    CountsPowerToughness,
    Effect,
    Filter,
    TargetSpec,
    Trigger,
    Triggered,
    types_filter,
)
from .tokens import SPIRIT, THOPTER

ANY_TARGET = TargetSpec("any")
TARGET_CREATURE = TargetSpec("creature")
YOUR_CREATURE_CARD = TargetSpec("graveyard_card", types_filter("Creature", controller="you"),
                                text="target creature card from your graveyard")

ENTERS = Trigger("enters")
DIES = Trigger("dies")
ATTACKS = Trigger("attacks")
YOUR_UPKEEP = Trigger("upkeep", subject="any", player="you")



def creature(name: str, cost: str, type_line: str, power: int, toughness: int, text: str = "",
             *abilities: Activated | Triggered, keywords: tuple[str, ...] = ()) -> CardDef:
    """A creature card; ``text`` is its exact Oracle text."""
    return CardDef(name, cost, type_line, text, power=power, toughness=toughness,
                   keywords=keywords, abilities=abilities)


def when(trigger: Trigger, text: str, effect: Effect, *targets: TargetSpec) -> Triggered:
    """A triggered ability; ``text`` is the Oracle line it implements."""
    return Triggered(trigger, effect, targets, text=text)


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
             when(ENTERS, "When this creature enters, draw a card.", Draw(1))),
    creature("Flametongue Kavu", "{3}{R}", "Creature — Kavu", 4, 2,
             "When this creature enters, it deals 4 damage to target creature.",
             when(ENTERS, "When this creature enters, it deals 4 damage to target creature.",
                  DealDamage(4, TARGET(0)), TARGET_CREATURE)),
    creature("Ravenous Chupacabra", "{2}{B}{B}", "Creature — Beast Horror", 2, 2,
             "When this creature enters, destroy target creature an opponent controls.",
             when(ENTERS, "When this creature enters, destroy target creature an opponent "
                  "controls.", Destroy(TARGET(0)),
                  TargetSpec("creature", Filter(controller="opponent"),
                             text="target creature an opponent controls"))),
    creature("Man-o'-War", "{2}{U}", "Creature — Jellyfish", 2, 2,
             "When this creature enters, return target creature to its owner's hand.",
             when(ENTERS, "When this creature enters, return target creature to its owner's "
                  "hand.", ReturnToHand(TARGET(0)), TARGET_CREATURE)),
    creature("Gravedigger", "{3}{B}", "Creature — Zombie", 2, 2,
             "When this creature enters, you may return target creature card from your graveyard "
             "to your hand.",
             when(ENTERS, "When this creature enters, you may return target creature card from "
                  "your graveyard to your hand.",
                  May(ReturnToHand(TARGET(0)), "return the creature card to your hand?"),
                  YOUR_CREATURE_CARD)),
    creature("Ravenous Rats", "{1}{B}", "Creature — Rat", 1, 1,
             "When this creature enters, target opponent discards a card.",
             when(ENTERS, "When this creature enters, target opponent discards a card.",
                  Discard(1, TARGET(0)), TargetSpec("opponent"))),
    creature("Spiritual Guardian", "{3}{W}{W}", "Creature — Spirit", 3, 4,
             "When this creature enters, you gain 4 life.",
             when(ENTERS, "When this creature enters, you gain 4 life.", GainLife(4))),
    creature("Soul Warden", "{W}", "Creature — Human Cleric", 1, 1,
             "Whenever another creature enters, you gain 1 life.",
             when(Trigger("enters", subject="filter", filter=types_filter("Creature", other=True)),
                  "Whenever another creature enters, you gain 1 life.", GainLife(1))),
    # dies (700.4, 603.10a: leaves-the-battlefield abilities look back in time)
    creature("Festering Goblin", "{B}", "Creature — Zombie Goblin", 1, 1,
             "When this creature dies, target creature gets -1/-1 until end of turn.",
             when(DIES, "When this creature dies, target creature gets -1/-1 until end of turn.",
                  Pump(-1, -1, TARGET(0)), TARGET_CREATURE)),
    creature("Doomed Traveler", "{W}", "Creature — Human Soldier", 1, 1,
             "When this creature dies, create a 1/1 white Spirit creature token with flying.",
             when(DIES, "When this creature dies, create a 1/1 white Spirit creature token with "
                  "flying.", CreateTokens(SPIRIT))),
    creature("Perilous Myr", "{2}", "Artifact Creature — Phyrexian Myr", 1, 1,
             "When this creature dies, it deals 2 damage to any target.",
             when(DIES, "When this creature dies, it deals 2 damage to any target.",
                  DealDamage(2, TARGET(0)), ANY_TARGET)),
    # beginning of upkeep (503.1a)
    creature("Juzám Djinn", "{2}{B}{B}", "Creature — Djinn", 5, 5,
             "At the beginning of your upkeep, this creature deals 1 damage to you.",
             when(YOUR_UPKEEP, "At the beginning of your upkeep, this creature deals 1 damage to "
                  "you.", DealDamage(1, YOU))),
    # life gain (119.9)
    creature("Ajani's Pridemate", "{1}{W}", "Creature — Cat Soldier", 2, 2,
             "Whenever you gain life, put a +1/+1 counter on this creature.",
             when(Trigger("gain_life", subject="any", player="you"),
                  "Whenever you gain life, put a +1/+1 counter on this creature.",
                  PutCounters("+1/+1", 1, THIS))),
    # combat (508.3a, 509.2a, 509.3c, 510.3a)
    creature("Borderland Marauder", "{1}{R}", "Creature — Human Warrior", 1, 2,
             "Whenever this creature attacks, it gets +2/+0 until end of turn.",
             when(ATTACKS, "Whenever this creature attacks, it gets +2/+0 until end of turn.",
                  Pump(2, 0, THIS))),
    creature("Sanguine Syphoner", "{1}{B}", "Creature — Vampire Warlock", 1, 3,
             "Whenever this creature attacks, each opponent loses 1 life and you gain 1 life.",
             when(ATTACKS, "Whenever this creature attacks, each opponent loses 1 life and you "
                  "gain 1 life.", seq(LoseLife(1, EACH_OPPONENT), GainLife(1)))),
    creature("Seasoned Marshal", "{2}{W}{W}", "Creature — Human Soldier", 2, 2,
             "Whenever this creature attacks, you may tap target creature.",
             when(ATTACKS, "Whenever this creature attacks, you may tap target creature.",
                  May(Tap(TARGET(0)), "tap the creature?"), TARGET_CREATURE)),
    creature("Giant Badger", "{1}{G}{G}", "Creature — Badger", 2, 2,
             "Whenever this creature blocks, it gets +2/+2 until end of turn.",
             when(Trigger("blocks"), "Whenever this creature blocks, it gets +2/+2 until end of "
                  "turn.", Pump(2, 2, THIS))),
    creature("Sacred Prey", "{G}", "Creature — Horse", 1, 1,
             "Whenever this creature becomes blocked, you gain 1 life.",
             when(Trigger("becomes_blocked"), "Whenever this creature becomes blocked, you gain 1 "
                  "life.", GainLife(1))),
    creature("Scroll Thief", "{2}{U}", "Creature — Merfolk Rogue", 1, 3,
             "Whenever this creature deals combat damage to a player, draw a card.",
             when(Trigger("combat_damage_to_player"), "Whenever this creature deals combat "
                  "damage to a player, draw a card.", Draw(1))),
)

ACTIVATED = (
    creature("Llanowar Elves", "{G}", "Creature — Elf Druid", 1, 1, "{T}: Add {G}.",
             Activated(TAP, AddMana(("G",)), text="{T}: Add {G}.")),
    creature("Birds of Paradise", "{G}", "Creature — Bird", 0, 1,
             "Flying\n{T}: Add one mana of any color.",
             Activated(TAP, AddMana(("W", "U", "B", "R", "G")),
                       text="{T}: Add one mana of any color."), keywords=("flying",)),
    creature("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon", 5, 5,
             "Flying\n{R}: This creature gets +1/+0 until end of turn.",
             Activated(Cost(mana="{R}"), Pump(1, 0, THIS),
                       text="{R}: This creature gets +1/+0 until end of turn."),
             keywords=("flying",)),
    creature("Frozen Shade", "{2}{B}", "Creature — Shade", 0, 1,
             "{B}: This creature gets +1/+1 until end of turn.",
             Activated(Cost(mana="{B}"), Pump(1, 1, THIS),
                       text="{B}: This creature gets +1/+1 until end of turn.")),
    creature("Prodigal Sorcerer", "{2}{U}", "Creature — Human Wizard Sorcerer", 1, 1,
             "{T}: This creature deals 1 damage to any target.",
             Activated(TAP, DealDamage(1, TARGET(0)), (ANY_TARGET,),
                       text="{T}: This creature deals 1 damage to any target.")),
    creature("Vulshok Sorcerer", "{1}{R}{R}", "Creature — Human Shaman Sorcerer", 1, 1,
             "Haste\n{T}: This creature deals 1 damage to any target.",
             Activated(TAP, DealDamage(1, TARGET(0)), (ANY_TARGET,),
                       text="{T}: This creature deals 1 damage to any target."),
             keywords=("haste",)),
    creature("Anaba Shaman", "{3}{R}", "Creature — Minotaur Shaman", 2, 2,
             "{R}, {T}: This creature deals 1 damage to any target.",
             Activated(Cost(mana="{R}", tap=True), DealDamage(1, TARGET(0)), (ANY_TARGET,),
                       text="{R}, {T}: This creature deals 1 damage to any target.")),
    creature("Royal Assassin", "{1}{B}{B}", "Creature — Human Assassin", 1, 1,
             "{T}: Destroy target tapped creature.",
             Activated(TAP, Destroy(TARGET(0)),
                       (TargetSpec("creature", Filter(tapped=True),
                                   text="target tapped creature"),),
                       text="{T}: Destroy target tapped creature.")),
    creature("Mogg Fanatic", "{R}", "Creature — Goblin", 1, 1,
             "Sacrifice this creature: It deals 1 damage to any target.",
             Activated(Cost(sacrifice_self=True), DealDamage(1, TARGET(0)), (ANY_TARGET,),
                       text="Sacrifice this creature: It deals 1 damage to any target.")),
    creature("Merfolk Looter", "{1}{U}", "Creature — Merfolk Rogue", 1, 1,
             "{T}: Draw a card, then discard a card.",
             Activated(TAP, seq(Draw(1), Discard(1)),
                       text="{T}: Draw a card, then discard a card.")),
)

ENTERS_WITH_X = "This creature enters with X +1/+1 counters on it."

X_CREATURES = (
    creature("Endless One", "{X}", "Creature — Eldrazi", 0, 0, ENTERS_WITH_X,
             EntersWithCounters("+1/+1", X_VALUE, text=ENTERS_WITH_X)),
    creature("Hangarback Walker", "{X}{X}", "Artifact Creature — Construct", 0, 0,
             f"{ENTERS_WITH_X}\nWhen this creature dies, create a 1/1 colorless Thopter artifact "
             "creature token with flying for each +1/+1 counter on this creature.\n"
             "{1}, {T}: Put a +1/+1 counter on this creature.",
             EntersWithCounters("+1/+1", X_VALUE, text=ENTERS_WITH_X),
             when(DIES, "When this creature dies, create a 1/1 colorless Thopter artifact "
                  "creature token with flying for each +1/+1 counter on this creature.",
                  CreateTokens(THOPTER, CountersOnSource("+1/+1"))),
             Activated(Cost(mana="{1}", tap=True), PutCounters("+1/+1", 1, THIS),
                       text="{1}, {T}: Put a +1/+1 counter on this creature.")),
)

NIGHTMARE = "Nightmare's power and toughness are each equal to the number of Swamps you control."
CDA_CREATURES = (
    CardDef("Nightmare", "{5}{B}", "Creature — Nightmare Horse",
            "Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
            + NIGHTMARE, power="*", toughness="*", keywords=("flying",), abilities=(
                CountsPowerToughness(Filter(subtypes=frozenset({"Swamp"})), text=NIGHTMARE),)),
)

CARDS = (*VANILLA_AND_KEYWORDS, *TRIGGERED, *ACTIVATED, *X_CREATURES, *CDA_CREATURES)
