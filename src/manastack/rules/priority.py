"""What a player may do with priority (117.1): the priority decision and carrying out actions."""

from __future__ import annotations

import functools
from collections.abc import Generator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import (
    PASS,
    Activate,
    Cast,
    Decision,
    Foretell,
    IllegalAction,
    PlayLand,
    Plot,
    Suspend,
    TurnFaceUp,
)
from ..game.objects import BATTLEFIELD, EXILE, GRAVEYARD, HAND, GameObject
from ..game.view import can_see, seen_name
from . import bestow, casting, exile_casting, face_down
from .characteristics import ability, activated, chars, mana_abilities
from .cost_changes import reduction
from .costs import can_pay_parts, payable_choices, unpayable
from .keywords import ALTERNATIVE, kicked_target_split, skipped_targets
from .mana import NO_COST, ManaCost
from .modes import affordable_modes, modes_possible
from .payment import can_afford, can_tap_for_cost
from .restrictions import cant_activate, cast_limited
from .select import compiled
from .targets import has_targets
from .text_change import AWAKEN_TARGET

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import Player

MAIN_STEPS = ("main1", "main2")
TIMING_RULES = {"Artifact": "301.1", "Creature": "302.1", "Enchantment": "303.1",
                "Planeswalker": "306.1", "Sorcery": "307.1", "Battle": "310.1"}
"""The rule giving each noninstant card type sorcery timing (117.1a)."""


def sorcery_timing(game: Game, pid: int) -> bool:
    """307.1: main phase of your own turn, with an empty stack."""
    return game.step in MAIN_STEPS and game.active_player.id == pid and not game.stack


def can_play_land(game: Game, player: Player) -> str:
    """The rule a land play would break now, or "" if it is allowed: 305.1 and 505.6b (your main
    phase with an empty stack), 305.2 (one land per turn)."""
    if not sorcery_timing(game, player.id):
        return "505.6b"
    if player.lands_played >= 1 and player.lands_played >= land_plays(game, player):
        return "305.2"
    return ""


def land_plays(game: Game, player: Player) -> int:
    """305.2a: how many lands ``player`` can play this turn: one, plus what "You may play an
    additional land on each of your turns" statics and "... this turn" effects add."""
    n = 1 + player.extra_lands
    for oid in game.battlefield:
        obj = game.objects[oid]
        for ab in game.chars(obj).abilities:
            if isinstance(ab, ir.AdditionalLands) and (ab.each_player
                                                       or obj.controller == player.id):
                n += ab.count
    return n


@dataclass(frozen=True, slots=True)
class CastWay:
    """How a card can be cast from its zone (601.2f-h): the mana to pay, other parts of the
    cost (flashback's life or sacrifice), the kind of card to discard as an additional cost
    (retrace: a land card, jump-start: any card), whether the spell is exiled whenever it would
    leave the stack (flashback, jump-start), the way's name and whether it may be cast only as a
    sorcery whatever its type (a plotted card, 702.170d). ``free``: an effect casts it while
    resolving "without paying its mana cost" (608.2g, 118.9: an alternative cost of nothing, so
    no other alternative cost applies and X is 0, 107.3b)."""

    mana: ManaCost
    parts: ir.Cost | None = None
    discard: ir.Pred | None = None
    exile: bool = False
    name: str = ""
    sorcery: bool = False
    free: bool = False


WITHOUT_PAYING = CastWay(NO_COST, free=True)
"""Casting a card "without paying its mana cost" as an effect resolves (608.2g, 118.9)."""


def cast_way(obj: GameObject) -> CastWay | None:
    """How ``obj`` may be cast from its zone, or None (601.3: only from the hand, unless a rule
    allows another zone): from the hand for its mana cost; from its owner's graveyard with
    flashback (for the flashback cost, 702.34a), escape (for the escape cost, 702.138a),
    jump-start (discarding a card, 702.133a) or retrace (discarding a land card, 702.81a)."""
    card = obj.card
    if obj.zone == HAND or obj.zone == EXILE and obj.playable:
        return _hand_way(card.mana_cost)  # 601.3: an effect allows it from exile, for its cost
    if obj.zone != GRAVEYARD:
        return None
    if card.flashback is not None:
        return CastWay(ManaCost.parse(card.flashback.mana), card.flashback, exile=True,
                       name="flashback")
    if card.escape is not None:  # 702.138a: for the escape cost instead of the mana cost
        return CastWay(ManaCost.parse(card.escape.mana), card.escape, name="escape")
    if "jump-start" in card.keywords and card.types & {"Instant", "Sorcery"}:
        return CastWay(card.mana_cost, discard=ir.ANYTHING, exile=True, name="jump-start")
    if "retrace" in card.keywords:
        return CastWay(card.mana_cost, discard=ir.CardType("Land"), name="retrace")
    return None


def cast_way_for(game: Game, pid: int, obj: GameObject) -> CastWay | None:
    """How player ``pid`` may cast ``obj`` from its zone now: a foretold or plotted card from
    exile (702.143a, 702.170d), else as ``cast_way`` says (from exile only with an effect's
    permission, 601.3)."""
    if obj.zone == EXILE:
        found = exile_casting.exile_way(game, pid, obj)
        if found is not None:
            return found
        if not may_play(game, pid, obj, True):
            return None
    if obj.zone == GRAVEYARD and obj.card.mayhem is not None and obj.owner == pid \
            and discarded_this_turn(game, obj):  # 702.187b: for the mayhem cost instead
        return CastWay(ManaCost.parse(obj.card.mayhem.mana), obj.card.mayhem, name="mayhem")
    return cast_way(obj)


def discarded_this_turn(game: Game, obj: GameObject) -> bool:
    """702.187b: ``obj``, a card in its owner's graveyard, was put there by its owner
    discarding it this turn (701.9a); a card that has left the graveyard since is a new object
    (400.7) that wasn't."""
    return any(e.kind == "move" and e.rule == "701.9a" and len(e.data) > 1
               and e.data[1] == obj.id for e in _this_turn(game))


def may_play(game: Game, pid: int, obj: GameObject, cast: bool) -> bool:
    """601.3, 305.1: an effect lets player ``pid`` play (``cast``: cast) ``obj`` from its zone
    now: "this turn" lasts to the end of the turn it was given in; "until the end of your next
    turn" to the end of that player's next turn after it."""
    player = game.player(pid)
    for who, until, given, cast_only in obj.playable:
        if who != pid or cast_only and not cast:
            continue
        if until == "turn" and game.turn == given:
            return True
        if until == "later" and game.turn > given:  # 702.185a: after that turn has ended
            return True
        if until == "next turn" and (player.last_turn_began <= given or (
                game.turn == player.last_turn_began and player.previous_turn_began <= given)):
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _hand_way(mana: ManaCost) -> CastWay:
    """Casting from the hand for the mana cost (601.2f), one object per cost."""
    return CastWay(mana)


def split_second(game: Game) -> bool:
    """702.61a: a spell with split second is on the stack."""
    objects = game.objects
    return any(isinstance(o := objects[sid], GameObject) and "split second" in chars(game, o).keywords
               for sid in game.stack)


def discard_options(game: Game, player: Player, what: ir.Pred) -> list[int]:
    """The cards in ``player``'s hand that fit ``what`` (a discard as an additional cost)."""
    test = compiled(what)
    return [c for c in player.hand
            if test(game, chars(game, game.objects[c]), game.objects[c], player.id, c, None)]


def cast_problem(game: Game, player: Player, obj: GameObject) -> str:
    """The rule that casting ``obj`` from its zone (hand; graveyard with flashback, jump-start
    or retrace) would break now, or "" if it can be cast, face up or face down (702.37c)."""
    problem = _cast_problem(game, player, obj)
    if problem and obj.zone == HAND and obj.card.face_down_way is not None \
            and not face_down_problem(game, player, obj):
        return ""
    return problem


def face_down_problem(game: Game, player: Player, obj: GameObject) -> str:
    """The rule that casting ``obj`` face down from the hand (morph 702.37c, disguise 702.168b)
    would break now, or "": it is cast as the face-down creature spell it would be (708.4:
    sorcery timing, 302.1; cost reductions for such a spell), for {3} (601.2h)."""
    if obj.zone != HAND or obj.card.face_down_way is None:
        return "601.3"
    if cast_limited(game, player.id):
        return "101.2"
    if game.stack and split_second(game):
        return "702.61a"
    if not sorcery_timing(game, player.id):
        return "302.1"
    spell = face_down.preview(game, obj, obj.card.face_down_way.name)
    less = reduction(game, player.id, spell)
    game._chars.pop(spell.id, None)
    if not can_afford(game, player.id, face_down.FACE_DOWN_COST.plus_generic(-less)):
        return "601.2h"
    return ""


def resolving_cast_problem(game: Game, player: Player, obj: GameObject,
                           way: CastWay = WITHOUT_PAYING) -> str:
    """The rule that casting ``obj`` the ``way`` a resolving effect allows (608.2g: timing
    permissions don't apply; madness 702.35a, cascade 702.85a, suspend 702.62a, rebound 702.88a)
    would break, or "" if it can be cast."""
    return _cast_problem(game, player, obj, way, timing=False)


def _cast_problem(game: Game, player: Player, obj: GameObject, way: CastWay | None = None,
                  timing: bool = True) -> str:
    """The rule casting ``obj`` (``way``: that way, by default the way its zone allows) would
    break; ``timing`` false while a spell or ability is resolving (608.2g: madness)."""
    if way is None:
        way = cast_way_for(game, player.id, obj)
        if way is None:
            return "601.3"  # no rule or effect allows casting it from there
    if obj.face_down == "foretell":  # 406.3a: turned face up just before it is cast
        view = exile_casting.face_up_view(game, obj)
        try:
            return _cast_problem(game, player, view, way, timing)
        finally:
            game._chars.pop(view.id, None)
    card = obj.card
    if card.is_land:
        return "305.9"
    if cast_limited(game, player.id):
        return "101.2"
    if timing:
        problem = timing_problem(game, player, obj, way.sorcery)
        if problem:
            return problem
    elif game.stack and split_second(game):  # 702.61a: even while an ability resolves
        return "702.61a"
    if card.cast_only and not cast_allowed_now(game, player.id, obj):
        return "601.3"
    ch = chars(game, obj)
    spell = card.spell
    alts = alternative_costs(game, player.id, card, obj.id, obj.zone) if not way.name \
        and not way.free else ()
    problem = _target_problem(game, player, obj)
    if problem:  # 702.96b: an overloaded spell has no targets
        alts = tuple(alt for alt in alts if alt[0] == "overload")
        if not alts:
            return problem
    less = reduction(game, player.id, obj)  # 601.2f: cost reductions lower what must be paid
    tax = flash_tax(game, player.id, obj) if timing and not way.free else NO_COST
    # 118.6: no mana cost is an unpayable cost (only another way's cost can be paid; 118.6a:
    # "without paying its mana cost" is such an alternative cost, cascade 702.85a)
    usual = not problem and (bool(card.cost) or bool(way.name) or way.free) and can_afford(
        game, player.id, way.mana.with_x(0).plus(tax).plus_generic(-less), keywords=ch.keywords,
        spell=obj.id)  # 702.51 ...
    if not usual and not any(can_afford(  # 118.9: an alternative cost instead
            game, player.id, ManaCost.parse(alt.mana).with_x(0).plus(tax).plus_generic(-less),
            keywords=ch.keywords, spell=obj.id) and not can_pay_parts(
            game, player, obj.id, alt) for _, alt in alts) and not _may_bestow(
            game, player, obj, way):
        return problem or ("118.6" if not card.cost else "601.2h")
    if spell is not None and isinstance(spell.effect, ir.Modal) and any(
            m.cost for m in spell.effect.modes) and not affordable_modes(
            game, player.id, card, spell.effect, obj.id,
            way.mana.with_x(0).plus_generic(-less), ch.keywords):
        return "601.2h"  # 702.172a: a spree spell's chosen modes' costs are paid too
    if way.parts is not None and can_pay_parts(game, player, obj.id, way.parts):
        return "601.2h"
    if way.discard is not None and not discard_options(game, player, way.discard):
        return "601.2h"
    if card.additional is not None:  # 601.2f, 118.3: without the resources, it can't be cast
        problem = can_pay_parts(game, player, obj.id, card.additional)
        if problem:
            return problem
    if card.cost_choice and not payable_choices(  # 601.2b: one of them must be payable
            game, player, obj.id, card.cost_choice, way.mana.with_x(0), less, ch.keywords):
        return "601.2h"
    return ""


def flash_tax(game: Game, pid: int, obj: GameObject) -> ManaCost:
    """601.2f: "You may cast SELF as though it had flash if you pay {2} more to cast it." adds
    {2} when it is cast at a time a sorcery couldn't have been (307.1) and nothing else lets
    it be cast then (an instant, flash)."""
    way = obj.card.flash_way
    if way is None or not way.more or not as_though_flash(game, pid, obj):
        return NO_COST
    return ManaCost.parse(way.more)


def as_though_flash(game: Game, pid: int, obj: GameObject) -> bool:
    """Whether casting ``obj`` now uses its "as though it had flash" permission (601.3): it
    isn't the time a sorcery could be cast (307.1) and it is neither an instant nor has flash."""
    ch = chars(game, obj)
    return obj.card.flash_way is not None and not sorcery_timing(game, pid) and \
        "Instant" not in ch.types and "flash" not in ch.keywords


def timing_problem(game: Game, player: Player, obj: GameObject, sorcery: bool = False) -> str:
    """The rule that beginning to cast ``obj`` now would break (117.1a timing: sorcery speed
    unless it is an instant or has flash, or whatever its type with ``sorcery``, a plotted card
    702.170d; 702.61a split second), or ""."""
    if game.stack and split_second(game):
        return "702.61a"
    if sorcery_timing(game, player.id):
        return ""
    if sorcery:
        return "702.170d"  # a plotted card: in its owner's main phase, the stack empty
    ch = chars(game, obj)
    if "Instant" not in ch.types and "flash" not in ch.keywords and obj.card.flash_way is None:
        return next((TIMING_RULES[t] for t in ch.types if t in TIMING_RULES), "117.1a")
    return ""


def _target_problem(game: Game, player: Player, obj: GameObject) -> str:
    """601.2c, 303.4a: a spell (an Aura spell) that can't have its targets can't be cast."""
    card = obj.card
    spell = card.spell
    if spell is not None and any(kicked_target_split(card) or ()):  # 702.33g: kicked or not
        plain, kicked = kicked_versions(game, card, player.id, obj.id, moving=obj.id)
        if not plain and not (kicked and any(_kicker_payable(game, player, obj, k)
                                             for k in card.kickers)):
            return "601.2c"
    elif spell is not None and not castable_targets(game, spell, player.id, obj.id,
                                                      moving=obj.id):
        return "601.2c"
    if card.enchant is not None and not has_targets(game, (card.enchant,), player.id, obj.id):
        return "303.4a"
    return ""


def alternative_costs(game: Game, pid: int, card: Any, oid: int, zone: str = HAND
                      ) -> tuple[tuple[str, ir.Cost], ...]:
    """The alternative costs (keyword, cost) player ``pid`` may cast ``card`` (object ``oid``)
    for from ``zone`` now (601.2b, 118.9): from the hand, dash (702.109a), evoke (702.74a), warp
    (702.185a), overload (702.96a), surge if they cast another spell this turn (702.117a),
    spectacle if an opponent of theirs lost life this turn (702.137a), awaken if there is a land
    they control it could target (702.113a-b, 601.2c); from anywhere, "You may [cost] rather
    than pay SELF's mana cost." (118.9), "If you control a Swamp, you may ..." while the
    condition holds for ``pid``."""
    if not card.alternatives:
        return ()
    from .conditions import holds
    from .context import Context

    conditions = card.alternative_if
    return tuple((name, cost) for i, (name, cost) in enumerate(card.alternatives)
                 if (zone == HAND or name == ALTERNATIVE)
                 and (name not in ALTERNATIVE_CONDITIONS or ALTERNATIVE_CONDITIONS[name](game, pid))
                 and (name != "awaken" or has_targets(game, (AWAKEN_TARGET,), pid, oid))
                 and (i not in conditions or holds(game, Context(pid, oid, card), conditions[i])))


def _this_turn(game: Game) -> Any:
    """The log entries of the current turn, latest first."""
    for entry in reversed(game.log):
        if entry.turn != game.turn:
            return
        yield entry


def cast_another_spell(game: Game, pid: int) -> bool:
    """702.117a: player ``pid`` cast a spell this turn (601.2i; the one being cast isn't
    recorded until it has been cast; copies aren't cast, 707.10)."""
    return any(e.kind == "cast" and len(e.data) > 1 and e.data[1] == pid
               for e in _this_turn(game))


def opponent_lost_life(game: Game, pid: int) -> bool:
    """702.137a: an opponent of player ``pid`` lost life this turn (119.3; damage to a player
    is life loss, 120.3a)."""
    for e in _this_turn(game):
        if e.kind == "lose_life" and e.data and e.data[0] != pid:
            return True
        if e.kind == "damage" and e.rule == "120.3a" and len(e.data) > 1 and e.data[1] != pid \
                and game.is_player(e.data[1]):
            return True
    return False


def assassin_hit(game: Game, pid: int) -> bool:
    """702.173a: a player was dealt combat damage this turn by a creature that, at the time it
    dealt that damage, was an Assassin creature under player ``pid``'s control (the damage's log
    entry keeps its source's controller and creature types then, ``events.deal_damage``). The
    rule's other case, a commander under their control, never holds: the engine plays no
    Commander games, so no object is a commander (903.3)."""
    return any(e.kind == "damage" and e.rule in ("120.3a", "120.3b") and len(e.data) > 4
               and e.data[3] == pid and "Assassin" in e.data[4] for e in _this_turn(game))


ALTERNATIVE_CONDITIONS = {"surge": cast_another_spell, "spectacle": opponent_lost_life,
                          "freerunning": assassin_hit}
"""When an alternative cost may be paid (702.117a, 702.137a, 702.173a)."""


def suspend_problem(game: Game, player: Player, obj: GameObject) -> str:
    """The rule that suspending ``obj`` now would break (116.2f, 702.62a), or "": a card with
    suspend in its owner's hand that could begin to be cast now (timing, split second,
    702.62c), its suspend cost payable."""
    card = obj.card
    if obj.zone != HAND or card.suspend is None or card.is_land:
        return "702.62a"
    problem = timing_problem(game, player, obj)
    if problem:
        return problem
    if card.cast_only and not cast_allowed_now(game, player.id, obj):
        return "601.3"  # "Cast SELF only ...": it couldn't begin to be cast now (702.62a)
    if not can_afford(game, player.id, suspend_cost(card)):
        return "601.2h"
    return ""


def suspend_cost(card: Any) -> ManaCost:
    """The mana of a card's "Suspend N—[cost]" (702.62a)."""
    return ManaCost.parse("".join(p.mana for p in card.suspend.cost.parts))


def _may_bestow(game: Game, player: Player, obj: GameObject, way: CastWay) -> bool:
    """702.103a, 702.103d: ``obj`` could be cast bestowed, as the Aura spell it would be: there
    is a creature to enchant (601.2c) and its bestow cost can be paid (601.2h)."""
    card = obj.card
    if card.bestow is None or way.name or way.free:
        return False
    view = bestow.preview(obj)
    less, helped = reduction(game, player.id, view), chars(game, view).keywords
    game._chars.pop(view.id, None)
    return has_targets(game, (bestow.ENCHANT_CREATURE,), player.id, obj.id, moving=obj.id) \
        and can_afford(game, player.id, ManaCost.parse(card.bestow.mana).plus_generic(-less),
                       keywords=helped, spell=obj.id)


def castable_targets(game: Game, spell: ir.SpellAbility, pid: int, source: int,
                     moving: int | None = None) -> bool:
    """601.2c, 700.2a: every target can be chosen (for a modal spell: of as many modes as must be
    chosen; "choose one or both" needs only one mode with legal targets); ``moving`` as for
    ``has_targets``."""
    if isinstance(spell.effect, ir.Modal):
        return modes_possible(game, spell.effect, pid, source, moving)
    return has_targets(game, spell.targets, pid, source, moving)


def kicked_versions(game: Game, card: Any, pid: int, source: int, moving: int | None = None
                    ) -> tuple[bool, bool]:
    """702.33g, 601.2c: whether the spell could have its targets cast without kicker, and kicked
    (each version chooses only the target phrases it uses, ``kicked_target_split``)."""
    specs = card.spell.targets
    return tuple(has_targets(game, [s for i, s in enumerate(specs)  # type: ignore[return-value]
                                    if i not in skipped_targets(card, kicked)],
                             pid, source, moving) for kicked in (False, True))


def _kicker_payable(game: Game, player: Player, obj: GameObject, kicker: ir.Cost) -> bool:
    """Whether the card's mana cost and this kicker cost could be paid (118.3), its other parts
    too: a spell only its kicked version can target is castable only so (702.33g)."""
    total = ManaCost.parse(obj.card.cost).plus(ManaCost.parse(kicker.mana)).with_x(0)
    return can_afford(game, player.id, total, spell=obj.id) and not can_pay_parts(
        game, player, obj.id, kicker)


def activation_problem(game: Game, player: Player, obj: GameObject, ab: ir.Activated) -> str:
    """The rule activating ``ab`` would break now, or "" if it can be activated (602.2, 602.5)."""
    if obj.zone != ab.zone:
        return "113.6b"  # it works only from its zone (the battlefield unless it says otherwise)
    if game.stack and not ab.is_mana_ability and split_second(game):
        return "702.61a"
    if obj.controller != player.id and not ab.any_player:
        return "602.2"
    if cant_activate(game, obj):
        return "602.5a"
    cost = ab.cost
    if cost.tap and not can_tap_for_cost(game, obj):
        return "302.6" if not obj.tapped else "107.5"
    if cost.untap and not obj.tapped:
        return "107.6"
    if cost.untap and not can_tap_for_cost(game, _untapped_view(obj)):
        return "302.6"
    if ab.sorcery and not sorcery_timing(game, player.id):
        return "602.5d"
    if (ab.per_turn or ab.restricted_once or ab.during or ab.condition is not None) \
            and restricted(game, player, obj, ab):
        return "602.5b"
    if cost.loyalty is not None:
        if not sorcery_timing(game, player.id) or obj.loyalty_turn == game.turn:
            return "606.3"
        if cost.loyalty < 0 and (obj.counters or {}).get("loyalty", 0) < -cost.loyalty:
            return "606.6"
    if isinstance(ab.effect, ir.Modal) and not modes_possible(game, ab.effect, player.id,
                                                              obj.id):
        return "700.2a"  # no mode (or not enough modes) can be chosen
    if ab.targets and not has_targets(game, ab.targets, player.id, obj.id):
        return "602.2b"
    if cost.mana and not can_afford(game, player.id, ManaCost.parse(cost.mana).with_x(0),
                                    exclude=obj.id if cost.tap else None):
        return "602.2b"
    if cost.life and game.player(player.id).life < cost.life:
        return "119.4"
    if cost.discard and len(player.hand) - cost.discard_self < cost.discard:
        return "118.3"
    return unpayable(game, player, obj, cost)  # 118.3: sacrifices, counters, taps ...


COMBAT_STEPS = frozenset({"begin_combat", "declare_attackers", "declare_blockers",
                          "first_strike_damage", "combat_damage", "end_combat"})  # 506.1


def cast_allowed_now(game: Game, pid: int, obj: GameObject) -> bool:
    """601.3: "Cast SELF only [timing] [and only if [condition]]" — the step is one the timing
    names, on the turn of the player it names, and the condition holds for the caster."""
    for rule in obj.card.cast_only:
        if rule.timing:
            steps, whose = ir.CAST_TIMINGS[rule.timing]
            mine = game.active_player.id == pid
            if game.step not in steps or (whose == "yours" and not mine) or (
                    whose == "opponents" and mine):
                return False
        if rule.condition is not None:
            from .conditions import holds
            from .context import Context

            if not holds(game, Context(pid, obj.id, obj.card), rule.condition):
                return False
    return True


def restricted(game: Game, player: Player, obj: GameObject, ab: ir.Activated) -> bool:
    """602.5b: "Activate only during your turn / during your upkeep / during combat / if
    [condition] / once each turn / once" and exhaust abilities (702.177a: once, ever, for this
    object; the restriction stays with the object when its controller changes; a new object,
    400.7, starts afresh)."""
    mine = game.active_player.id == player.id
    if ab.during == "your_turn" and not mine:
        return True
    if ab.during == "your_upkeep" and not (mine and game.step == "upkeep"):
        return True
    if ab.during == "combat" and game.step not in COMBAT_STEPS:
        return True
    if ab.condition is not None:
        from .conditions import holds
        from .context import Context

        if not holds(game, Context(player.id, obj.id, obj.card), ab.condition):
            return True
    if ab.restricted_once and activations_this_turn(game, obj, ab, ever=True):
        return True
    return bool(ab.per_turn) and activations_this_turn(game, obj, ab) >= ab.per_turn


def activations_this_turn(game: Game, obj: GameObject, ab: ir.Activated,
                          ever: bool = False) -> int:
    """How many times this object's ability was activated this turn, or in the whole game with
    ``ever`` (from the log)."""
    index = next((i for i, a in activated(game, obj) if a is ab), -1)
    count = 0
    for entry in reversed(game.log):
        if entry.turn != game.turn and not ever:
            break
        if entry.kind == "activate" and entry.data[1:3] == (obj.id, index):
            count += 1
    return count


def _untapped_view(obj: GameObject) -> GameObject:
    view = obj.copy()
    view.tapped = False
    return view


def legal_actions(game: Game, player: Player) -> list[Any]:
    """Every action ``player`` may take with priority now: pass, land plays, spells, abilities,
    and mana abilities (605.3a)."""
    return other_actions(game, player) + mana_actions(game, player)


def other_actions(game: Game, player: Player) -> list[Any]:
    """Passing and every legal action other than activating a mana ability."""
    outer = game._sources  # nothing changes while they are listed: mana sources found once
    if outer is None:
        game._sources = {}
    try:
        return _other_actions(game, player)
    finally:
        game._sources = outer


def _other_actions(game: Game, player: Player) -> list[Any]:
    actions: list[Any] = [PASS]
    objects = game.objects
    land_ok = not can_play_land(game, player)
    seen: set[str] = set()
    for oid in player.hand:
        obj = objects[oid]
        card = obj.card
        if card.name in seen:
            continue
        if card.is_land:
            if land_ok:
                actions.append(PlayLand(oid, card.name))
                seen.add(card.name)
        else:
            if not cast_problem(game, player, obj):  # type: ignore[arg-type]
                actions.append(Cast(oid, card.name))
            if card.suspend is not None and not suspend_problem(game, player, obj):  # type: ignore[arg-type]
                actions.append(Suspend(oid, card.name, suspend_label(card)))  # 116.2f
            seen.add(card.name)
    again: set[str] = set()
    for oid in player.graveyard:  # flashback 702.34a, jump-start 702.133a, retrace 702.81a,
        # mayhem 702.187b
        obj = objects[oid]
        card = obj.card
        if not card.from_graveyard:
            continue
        if card.name not in again and not card.is_land and cast_way_for(
                game, player.id, obj) is not None \
                and not cast_problem(game, player, obj):  # type: ignore[arg-type]
            actions.append(Cast(oid, card.name))
            again.add(card.name)
    for oid in game.exile:  # 601.3, 305.1: an effect lets the player play the card from exile
        obj = objects[oid]
        if not isinstance(obj, GameObject) or not (obj.playable or obj.exiled_as):
            continue
        if obj.exiled_as and obj.owner == player.id:  # 702.143a, 702.170d: foretold, plotted
            if not cast_problem(game, player, obj):
                real = obj.own_card or obj.card
                actions.append(Cast(oid, f"{real.name} ({obj.exiled_as[0]})"))
            continue
        if obj.card.is_land:
            if land_ok and may_play(game, player.id, obj, False):
                actions.append(PlayLand(oid, obj.card.name))
        elif not cast_problem(game, player, obj):
            actions.append(Cast(oid, obj.card.name))
    actions += _zone_abilities(game, player)
    actions += _hand_special_actions(game, player)
    pid = player.id
    statics = game.statics or game.effects  # abilities may be granted or lost (layer 6)
    for oid in game.battlefield:
        obj = objects[oid]
        card = obj.card
        if not (card.other_activated or statics) or (
                obj.controller != pid and not card.anyone_may_activate):
            continue
        abilities = activated(game, obj) if statics else card.other_activated  # type: ignore[arg-type]
        for index, ab in abilities:
            if obj.controller != pid and not ab.any_player or ab.zone != BATTLEFIELD:
                continue
            if not ab.is_mana_ability and not activation_problem(game, player, obj, ab):  # type: ignore[arg-type]
                actions.append(Activate(oid, index, card.name, ab.text))
    for oid in game.battlefield:  # 116.2b: turning a face-down permanent face up (702.37e)
        obj = objects[oid]
        if obj.face_down and face_down.can_turn_face_up(game, player, obj) is not None:  # type: ignore[arg-type]
            actions.append(TurnFaceUp(oid, face_down.label(game, obj)))  # type: ignore[arg-type]
    return actions


def _hand_special_actions(game: Game, player: Player) -> list[Any]:
    """Foretelling (116.2h, 702.143a) and plotting (116.2k, 702.170a) a card in the player's
    hand. Equal cards are offered once."""
    found: list[Any] = []
    if game.active_player.id != player.id:
        return found
    seen: set[tuple[str, str]] = set()
    objects = game.objects
    for oid in player.hand:
        obj = objects[oid]
        card = obj.card
        if card.foretell is not None and ("foretell", card.name) not in seen \
                and exile_casting.can_foretell(game, player, obj):  # type: ignore[arg-type]
            found.append(Foretell(oid, f"foretell {card.name} ({{2}})"))
            seen.add(("foretell", card.name))
        if card.plot is not None and ("plot", card.name) not in seen \
                and exile_casting.can_plot(game, player, obj):  # type: ignore[arg-type]
            found.append(Plot(oid, f"plot {card.name} "
                                   f"({exile_casting.cost_mana(card.plot)})"))
            seen.add(("plot", card.name))
    return found


def _zone_abilities(game: Game, player: Player) -> list[Any]:
    """Abilities of cards in the player's hand and graveyard that work from there (113.6b:
    cycling, 702.29a). Equal cards are offered once."""
    found: list[Any] = []
    seen: set[tuple[str, int]] = set()
    objects = game.objects
    for oid in chain(player.hand, player.graveyard):
        obj = objects[oid]
        card = obj.card
        if not card.zone_activated:
            continue
        for index, ab in card.zone_activated:
            if (card.name, index) in seen or ab.zone != obj.zone:
                continue
            if not activation_problem(game, player, obj, ab):  # type: ignore[arg-type]
                found.append(Activate(oid, index, card.name, ab.text))
                seen.add((card.name, index))
    return found


def mana_actions(game: Game, player: Player) -> list[Any]:
    """Mana abilities ``player`` could activate now (605.3a)."""
    found: list[Any] = []
    pid = player.id
    objects = game.objects
    for oid in game.battlefield:
        obj = objects[oid]
        card = obj.card
        if obj.controller == pid and card.mana_abilities:
            for index, ab in mana_abilities(game, obj):  # type: ignore[arg-type]
                if not activation_problem(game, player, obj, ab):  # type: ignore[arg-type]
                    found.append(Activate(oid, index, card.name, ab.text, True))
    return found


def priority_decision(game: Game, player: Player) -> Decision:
    """117.1: the player with priority may cast a spell, activate an ability, play a land, or pass.

    When ``game.auto_pass`` is on and the only things a player could do are passing or making mana
    with nothing to spend it on, the decision offers only passing and is answered automatically.
    """
    actions = other_actions(game, player)
    if len(actions) > 1 or not game.auto_pass:
        actions += mana_actions(game, player)
    return Decision(player.id, "priority", actions, prompt=f"{player.name} has priority",
                    clean=True, explain=lambda a: equivalent_action(game, player, actions, a))


def equivalent_action(game: Game, player: Player, actions: list[Any], action: Any) -> Any:
    """Map an action on another copy of an offered card (the options list one per name) to the
    offered one; otherwise raise IllegalAction saying which rule forbids it."""
    if isinstance(action, PlayLand | Cast | Suspend) and (action.card in player.hand
                                                or action.card in player.graveyard):
        obj = game.objects[action.card]
        for a in actions:
            if type(a) is type(action) and a.name == obj.name \
                    and game.objects[a.card].zone == obj.zone:
                return a
    if isinstance(action, Foretell | Plot) and action.card in player.hand:
        obj = game.objects[action.card]
        for a in actions:
            if type(a) is type(action) and game.objects[a.card].name == obj.name:
                return a
    if isinstance(action, Activate) and (action.source in player.hand
                                         or action.source in player.graveyard):
        obj = game.objects[action.source]
        for a in actions:
            if isinstance(a, Activate) and a.index == action.index and a.name == obj.name \
                    and game.objects[a.source].zone == obj.zone:
                return a
    raise explain_illegal(game, player, action)


def explain_illegal(game: Game, player: Player, action: Any) -> IllegalAction:
    """Why an action that isn't among the options is illegal, with the rule it breaks; saying
    nothing of an object the player can't see (400.2)."""
    oid = getattr(action, "card", getattr(action, "source", None))
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    if oid is not None and (obj is None or not can_see(game, player.id, obj)):
        seen = seen_name(game, player.id, oid)
        return IllegalAction(f"{player.name} can't do that: there is no {seen} they can see",
                             "117.1")
    if isinstance(action, PlayLand):
        rule = can_play_land(game, player) or "305.1"
        return IllegalAction(f"{player.name} can't play a land now", rule)
    if isinstance(action, Cast) and obj is not None:
        rule = cast_problem(game, player, obj) or "601.2"  # type: ignore[arg-type]
        return IllegalAction(f"{player.name} can't cast {obj.name} now", rule)
    if isinstance(action, Activate) and obj is not None:
        ab = ability(game, obj, action.index)  # type: ignore[arg-type]
        if not isinstance(ab, ir.Activated):
            return IllegalAction(f"{obj.name} has no activated ability {action.index}", "602.1")
        rule = activation_problem(game, player, obj, ab) or "602.2"  # type: ignore[arg-type]
        return IllegalAction(f"{player.name} can't activate that ability of {obj.name} now", rule)
    if isinstance(action, Suspend) and obj is not None:
        rule = suspend_problem(game, player, obj) or "116.2f"  # type: ignore[arg-type]
        return IllegalAction(f"{player.name} can't suspend {obj.name} now", rule)
    if isinstance(action, TurnFaceUp):  # 702.37e; never naming what it is (708.5)
        return IllegalAction(f"{player.name} can't turn that permanent face up now", "702.37e")
    if isinstance(action, Foretell):
        return IllegalAction(f"{player.name} can't foretell that card now", "116.2h")
    if isinstance(action, Plot):
        return IllegalAction(f"{player.name} can't plot that card now", "116.2k")
    return IllegalAction(f"{action} is not a legal action now", "117.1")


def take_action(game: Game, player: Player, action: Any) -> Generator[Decision, Any, None]:
    """Carry out a chosen priority action (305.1, 601, 602, 605.3a)."""
    if isinstance(action, PlayLand):
        yield from casting.play_land(game, player, action.card)
    elif isinstance(action, Cast):
        yield from casting.cast_spell(game, player, action.card)
    elif isinstance(action, Activate):
        yield from casting.activate(game, player, action.source, action.index)
    elif isinstance(action, TurnFaceUp):
        yield from face_down.turn_face_up(game, player, action.permanent)
    elif isinstance(action, Foretell):
        yield from exile_casting.foretell(game, player, action.card)
    elif isinstance(action, Plot):
        yield from exile_casting.plot(game, player, action.card)
    elif isinstance(action, Suspend):
        yield from suspend(game, player, action.card)
    else:  # pragma: no cover
        raise AssertionError(action)


def suspend_label(card: Any) -> str:
    """How the special action is offered: "suspend Rift Bolt (1—{R})"."""
    assert card.suspend is not None
    return f"suspend {card.name} ({card.suspend.number}—{suspend_cost(card).text or '{0}'})"


def suspend(game: Game, player: Player, oid: int) -> Generator[Decision, Any, None]:
    """116.2f, 702.62a: the special action: pay the suspend cost and exile the card from the
    hand with N time counters on it (it doesn't use the stack)."""
    from . import events
    from .payment import pay_mana

    card = game.objects[oid].card
    assert card.suspend is not None
    yield from pay_mana(game, player.id, suspend_cost(card))
    new = yield from events.move(game, oid, EXILE, rule="702.62a",
                                 text=f"{player.name} suspends {card.name}")
    if new is not None and card.suspend.number:
        yield from events.add_counters(game, new, "time", card.suspend.number)


def in_play(game: Game, oid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.zone == BATTLEFIELD
