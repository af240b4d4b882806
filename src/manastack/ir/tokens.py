"""Predefined tokens (111.10): Treasure, Food, Clue, ... as their rules define them."""

from __future__ import annotations

from .abilities import Activated
from .card import TokenSpec
from .costs import Cost, DiscardCards, ManaPart, SacrificeSelf, TapSelf
from .effects import AddMana, Draw, GainLife, Scry, Seq
from .refs import Targeted, You
from .select import And, CardType, ControlledBy, Selector, Supertype, Target
from .verbs import ExileTop, Explore, MayPlayExiled, SearchLibrary

ANY_COLOR = ("W", "U", "B", "R", "G")

TREASURE_TEXT = "{T}, Sacrifice this token: Add one mana of any color."
TREASURE = TokenSpec("Treasure Token", "Artifact — Treasure", "", text=TREASURE_TEXT, abilities=(
    Activated(Cost((TapSelf(), SacrificeSelf())), AddMana(ANY_COLOR), text=TREASURE_TEXT),))
"""111.10a."""

FOOD_TEXT = "{2}, {T}, Sacrifice this token: You gain 3 life."
FOOD = TokenSpec("Food Token", "Artifact — Food", "", text=FOOD_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), TapSelf(), SacrificeSelf())), GainLife(3), text=FOOD_TEXT),))
"""111.10b."""

CLUE_TEXT = "{2}, Sacrifice this token: Draw a card."
CLUE = TokenSpec("Clue Token", "Artifact — Clue", "", text=CLUE_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), SacrificeSelf())), Draw(1), text=CLUE_TEXT),))
"""111.10f."""

GOLD_TEXT = "Sacrifice this token: Add one mana of any color."
GOLD = TokenSpec("Gold Token", "Artifact — Gold", "", text=GOLD_TEXT, abilities=(
    Activated(Cost((SacrificeSelf(),)), AddMana(ANY_COLOR), text=GOLD_TEXT),))
"""111.10c."""

SHARD_TEXT = "{2}, Sacrifice this token: Scry 1, then draw a card."
SHARD = TokenSpec("Shard Token", "Enchantment — Shard", "", text=SHARD_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), SacrificeSelf())), Seq((Scry(1), Draw(1)), (", then ",)),
              text=SHARD_TEXT),))
"""111.10e."""

BLOOD_TEXT = "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."
BLOOD = TokenSpec("Blood Token", "Artifact — Blood", "", text=BLOOD_TEXT, abilities=(
    Activated(Cost((ManaPart("{1}"), TapSelf(), DiscardCards(1), SacrificeSelf())), Draw(1),
              text=BLOOD_TEXT),))
"""111.10g."""

MAP_TEXT = ("{1}, {T}, Sacrifice this token: Target creature you control explores. "
            "Activate only as a sorcery.")
MAP = TokenSpec("Map Token", "Artifact — Map", "", text=MAP_TEXT, abilities=(
    Activated(Cost((ManaPart("{1}"), TapSelf(), SacrificeSelf())), Explore(Targeted(0)),
              targets=(Target(Selector(And((CardType("Creature"), ControlledBy(You()))))),),
              sorcery=True, text=MAP_TEXT),))
"""111.10s (explore: 701.44)."""

JUNK_TEXT = ("{T}, Sacrifice this token: Exile the top card of your library. You may play that "
             "card this turn. Activate only as a sorcery.")
JUNK = TokenSpec("Junk Token", "Artifact — Junk", "", text=JUNK_TEXT, abilities=(
    Activated(Cost((TapSelf(), SacrificeSelf())),
              Seq((ExileTop(1, You()), MayPlayExiled("turn", words=("that card", "tail"))),
                  (". ",)), sorcery=True, text=JUNK_TEXT),))
"""111.10t."""

LANDER_TEXT = ("{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it "
               "onto the battlefield tapped, then shuffle.")
LANDER = TokenSpec("Lander Token", "Artifact — Lander", "", text=LANDER_TEXT, abilities=(
    Activated(Cost((ManaPart("{2}"), TapSelf(), SacrificeSelf())),
              SearchLibrary(Selector(And((Supertype("Basic"), CardType("Land"))), ("library",)),
                            to="battlefield", tapped=True, words=("", "it")),
              text=LANDER_TEXT),))
"""111.10u."""

PREDEFINED: dict[str, TokenSpec] = {"Treasure": TREASURE, "Food": FOOD, "Clue": CLUE,
                                    "Gold": GOLD, "Shard": SHARD, "Blood": BLOOD, "Map": MAP,
                                    "Junk": JUNK, "Lander": LANDER}
"""Predefined token kinds by their subtype (111.10)."""
