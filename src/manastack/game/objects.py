"""Players, zones and the objects in them (rules 108-111, 400)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..ir import Ability
    from ..rules.card import CardDef

LIBRARY = "library"
HAND = "hand"
BATTLEFIELD = "battlefield"
PHASED_OUT = "phased out"
"""702.26b, 702.26d: a phased-out permanent's status. It hasn't changed zones, but it is treated
as though it doesn't exist (not on the battlefield, not in any zone's list) until it phases in."""
GRAVEYARD = "graveyard"
STACK = "stack"
EXILE = "exile"
COMMAND = "command"
ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND)
"""400.1: the game's zones. Library, hand and graveyard are each player's own; the rest are shared."""
PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD)


class Player:
    """A player: life, poison, their own zones, mana pool and per-turn bookkeeping (102, 103)."""

    __slots__ = (
        "id", "index", "name", "life", "poison", "library", "hand", "graveyard", "pool", "restricted",
        "snow",
        "lands_played", "extra_lands", "drew_from_empty", "lost", "won", "left", "last_turn_began",
        "previous_turn_began",
    )

    def __init__(self, pid: int, index: int, name: str) -> None:
        self.id = pid
        self.index = index
        self.name = name
        self.life = 20  # 103.4
        self.poison = 0
        self.library: list[int] = []  # top of library is the END of the list
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # newest last
        self.pool = [0, 0, 0, 0, 0, 0]  # WUBRGC (106.4)
        self.restricted: dict[Any, list[int]] = {}  # 106.6: WUBRGC amounts by spending restriction
        self.snow: tuple[int, ...] = ()  # 107.4h: WUBRGC amounts of ``pool`` a snow source made
        self.lands_played = 0
        self.extra_lands = 0  # 305.2: more land plays this turn, from resolved effects
        self.drew_from_empty = False  # 704.5b
        self.lost = False
        self.won = False
        self.left = False
        self.last_turn_began = 0  # turn number of this player's most recent turn (302.6)
        self.previous_turn_began = 0  # ... and of the one before it (echo, 702.30a)

    def zone(self, name: str) -> list[int]:
        return getattr(self, name)

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.id = self.id
        p.index = self.index
        p.name = self.name
        p.life = self.life
        p.poison = self.poison
        p.library = self.library.copy()
        p.hand = self.hand.copy()
        p.graveyard = self.graveyard.copy()
        p.pool = self.pool.copy()
        p.restricted = {k: v.copy() for k, v in self.restricted.items()} if self.restricted else {}
        p.snow = self.snow
        p.lands_played = self.lands_played
        p.extra_lands = self.extra_lands
        p.drew_from_empty = self.drew_from_empty
        p.lost = self.lost
        p.won = self.won
        p.left = self.left
        p.last_turn_began = self.last_turn_began
        p.previous_turn_began = self.previous_turn_began
        return p

    def __repr__(self) -> str:
        return f"<Player {self.name}>"


class GameObject:
    """A card, token or copy in a zone (109). A zone change makes a new object with a new id (400.7).

    Owner and controller are kept apart (108.3, 108.4); only permanents and stack objects have a
    controller, everything else reports its owner. ``control_turn`` is the turn number in which its
    controller last started controlling it, for 302.6.
    """

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "tapped", "token", "counters", "damage",
        "deathtouched", "attached_to", "control_turn", "timestamp", "targets", "x", "modes",
        "attacking", "blocking", "blocked", "loyalty_turn", "base_controller", "own_card",
        "flashback", "buyback", "renowned", "monstrous", "dashed", "evoked", "kicked", "paid",
        "spliced",
        "colors_spent", "playable",
        "face_down", "division", "chosen", "exiled_as", "cast_from", "cast_as", "must_attack",
        "bestowed", "as_flash",
        "phasing",
    )

    def __init__(self, oid: int, card: CardDef, owner: int, zone: str, token: bool = False) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.token = token
        self.counters: dict[str, int] | None = None
        self.damage = 0
        self.deathtouched = False  # 704.5h
        self.attached_to: int | None = None
        self.control_turn = 0
        self.timestamp = 0
        self.targets: tuple[Any, ...] = ()  # chosen targets, as a spell on the stack
        self.x = 0
        self.modes: tuple[int, ...] = ()
        self.attacking: int | None = None  # id of the player/planeswalker attacked (506.3)
        self.blocking: tuple[int, ...] = ()
        self.blocked = False
        self.loyalty_turn = 0  # turn in which a loyalty ability of it was last activated (606.3)
        self.base_controller = owner  # who controls it without control-changing effects
        self.own_card: CardDef | None = None  # the card itself, while it's a copy (706, 707.2)
        self.flashback = False  # cast with flashback or jump-start: exiled as it leaves the stack
        self.buyback = False  # cast with its buyback cost paid: to its owner's hand as it resolves
        self.renowned = False  # 702.112b: a designation, kept until it leaves the battlefield
        self.monstrous = False  # 701.37b: likewise
        self.dashed = False  # 702.109a: cast for its dash cost (the spell and the permanent)
        self.evoked = False  # 702.74a: cast for its evoke cost (the spell and the permanent)
        # 702.33d: the kicker costs paid as it was cast, one entry per time (the spell and the
        # permanent it becomes)
        self.kicked: tuple[str, ...] = ()
        # 601.2b, 601.2f: the optional additional costs of its keywords paid as it was cast and
        # how many times (("replicate", 2), 702.56a; squad, offspring, casualty)
        self.paid: tuple[tuple[str, int], ...] = ()
        # 702.47c: the spell abilities of the cards spliced onto it, in order (a spell)
        self.spliced: tuple[Any, ...] = ()
        # 702.44a, 601.2h: the colors of mana spent to cast it, as WUBRG letters (the spell and
        # the permanent it becomes)
        self.colors_spent = ""
        # 601.3: permissions to play it from its zone: (player id, "turn" / "next turn",
        # the turn it was given in, cast only); lost with the object when it changes zones (400.7)
        self.playable: tuple[tuple[int, str, int, bool], ...] = ()
        # 708: face down, and by which ability ("morph", "megamorph", "disguise"): its ``card``
        # is then the face-down values (708.2, 613.2b) and ``own_card`` the card itself
        self.face_down = ""
        self.division: tuple[int, ...] = ()  # 601.2d: the damage divided to each target
        # 614.12: choices made as it entered ("color", "W"), ("creature type", "Elf"); not
        # copiable values (707.2), lost when it leaves the battlefield (400.7)
        self.chosen: tuple[tuple[str, str], ...] = ()
        # 702.143a, 702.170a: in exile as a foretold or plotted card, and the turn it became one
        # ("foretell", 3) / ("plot", 3); lost when it leaves exile (400.7)
        self.exiled_as: tuple[str, int] | tuple[()] = ()
        # 601.2a: the zone a spell was cast from (rebound, 702.88a), and the keyword whose cost
        # or permission cast it ("suspend", "rebound", "warp"; 702.62a, 702.185a), kept by the
        # permanent it becomes
        self.cast_from = ""
        self.cast_as = ""
        # a spell cast at a time a sorcery couldn't have been, by "You may cast SELF as though
        # it had flash. If you cast it any time ..., ... sacrifices it ..." (601.3, 603.7)
        self.as_flash = False
        # 508.1d: "attacks that opponent this turn if able" (encore, 702.141a): (player, turn)
        self.must_attack: tuple[int, int] | None = None
        # 702.103b: cast bestowed (the spell and the permanent it becomes, until it ceases to
        # be, 702.103e-f): its ``card`` is then its values as an Aura and ``own_card`` the card
        self.bestowed = False
        # 702.26: while phased out, (the player who controlled it as it phased out, whether it
        # phased out indirectly, with what it is attached to, 702.26g)
        self.phasing: tuple[int, bool] | tuple[()] = ()

    @property
    def name(self) -> str:
        """Its name, or "a face-down creature" for a face-down object (708.2: it has none)."""
        if not self.card.name and self.face_down == "foretell":
            return "face-down card"  # 406.3a: a card exiled face down has no characteristics
        return self.card.name or ("face-down creature" if self.face_down else "nameless permanent")

    def copy(self) -> GameObject:
        o = GameObject.__new__(GameObject)
        o.id = self.id
        o.card = self.card
        o.owner = self.owner
        o.controller = self.controller
        o.zone = self.zone
        o.tapped = self.tapped
        o.token = self.token
        o.counters = self.counters.copy() if self.counters else None
        o.damage = self.damage
        o.deathtouched = self.deathtouched
        o.attached_to = self.attached_to
        o.control_turn = self.control_turn
        o.timestamp = self.timestamp
        o.targets = self.targets
        o.x = self.x
        o.modes = self.modes
        o.attacking = self.attacking
        o.blocking = self.blocking
        o.blocked = self.blocked
        o.loyalty_turn = self.loyalty_turn
        o.base_controller = self.base_controller
        o.own_card = self.own_card
        o.flashback = self.flashback
        o.buyback = self.buyback
        o.spliced = self.spliced
        o.renowned = self.renowned
        o.monstrous = self.monstrous
        o.dashed = self.dashed
        o.evoked = self.evoked
        o.kicked = self.kicked
        o.paid = self.paid
        o.colors_spent = self.colors_spent
        o.playable = self.playable
        o.face_down = self.face_down
        o.division = self.division
        o.chosen = self.chosen
        o.exiled_as = self.exiled_as
        o.cast_from = self.cast_from
        o.cast_as = self.cast_as
        o.as_flash = self.as_flash
        o.must_attack = self.must_attack
        o.bestowed = self.bestowed
        o.phasing = self.phasing
        return o

    def __repr__(self) -> str:
        return f"<{self.card.name} #{self.id}>"


class StackAbility:
    """An activated or triggered ability on the stack (113.1b, 405.1). Not a card; it has no owner."""

    token = False
    cast_as = ""  # never cast (a spell's way of casting, 702.96a)

    __slots__ = (
        "id", "source", "card", "ability", "controller", "kind", "targets", "x", "modes",
        "zone", "event", "division", "returned", "tapped_for_cost",
    )

    def __init__(
        self, oid: int, source: int, card: CardDef, ability: Ability, controller: int, kind: str,
        event: Any = None,
    ) -> None:
        self.id = oid
        self.source = source
        self.card = card  # the source's card, as it last existed (113.7a)
        self.ability = ability
        self.controller = controller
        self.kind = kind  # "activated" or "triggered"
        self.targets: tuple[Any, ...] = ()
        self.x = 0
        self.modes: tuple[int, ...] = ()
        self.zone = STACK
        self.event = event
        self.division: tuple[int, ...] = ()  # 601.2d: the damage divided to each target
        # the creatures returned to pay its cost, each with what it was attacking (702.49c)
        self.returned: tuple[tuple[int, int | None], ...] = ()
        self.tapped_for_cost: tuple[int, ...] = ()  # permanents tapped to pay its cost (601.2h)

    @property
    def source_name(self) -> str:
        return self.card.name or "a face-down creature"  # 708.2: it has no name

    @property
    def name(self) -> str:
        return f"{self.source_name}'s ability"

    @property
    def owner(self) -> int:
        return self.controller

    def copy(self) -> StackAbility:
        a = StackAbility.__new__(StackAbility)
        for slot in StackAbility.__slots__:
            setattr(a, slot, getattr(self, slot))
        return a

    def __repr__(self) -> str:
        return f"<{self.kind} ability of {self.source_name} #{self.id}>"
