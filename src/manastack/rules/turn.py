"""Turn structure (500-514), starting the game (103) and the priority loop (117).

:func:`run` is the game's flow: a generator yielding decisions. At a player's priority it holds
no state of its own (everything is on the Game), so a copy made there restarts the flow fresh.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .. import ir
from ..game.decisions import NO, YES, Choice, Decision, Pass
from ..game.objects import BATTLEFIELD, LIBRARY
from . import combat, events
from .control import update_control
from .copies import update_copies
from .phasing import phased_out, untap_step_phasing
from .priority import priority_decision, take_action
from .replacement import Event, has_replacements, replace
from .restrictions import kept_tapped, skip_next_untap
from .sagas import add_lore
from .sba import check_game_over, leave_game, settle, state_based_actions
from .stack import resolve_top
from .triggers import step_trigger

if TYPE_CHECKING:
    from ..game.game import Game
    from ..game.objects import Player

Flow = Generator[Decision, Any, None]

STEPS = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
    "first_strike_damage", "combat_damage", "end_combat", "main2", "end", "cleanup",
)
"""500.1: the phases and steps of a turn, in order (combat damage may have two steps, 510.4)."""
STEP_RULES = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "begin_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4",
    "combat_damage": "510", "end_combat": "511", "main2": "505", "end": "513", "cleanup": "514",
}
HAND_SIZE = 7  # 402.2


def run(game: Game) -> Flow:
    """The whole game: start it, then take turns until it has a result (104)."""
    if game.step == "setup":
        yield from start_game(game)
    while game.result is None:
        if not game.step_started:
            game.step_started = True
            if has_replacements(game):  # 614.10: "skip [a step]" replaces it with nothing
                ev = yield from replace(game, Event("step", step=game.step,
                                                    player=game.active_player.id))
                if ev is None:
                    game.record("skip", f"{game.active_player.name} skips the {game.step} step",
                                "614.10")
                    end_step(game)
                    continue
            yield from begin_step(game)
            if game.result is not None:
                break
            if game.priority is None:  # untap and (usually) cleanup have no priority
                end_step(game)
                continue
        yield from settle(game)  # 117.5: SBAs and triggers before anyone gets priority
        if game.result is not None:
            break
        if game.priority is None:  # 514.3a: something happened in cleanup
            game.priority = game.active
        holder = game.players[game.priority]
        if holder.lost or holder.left:  # 800.4j: the next player in turn order instead
            game.priority = _next_living(game, game.priority)
            continue
        action = yield priority_decision(game, holder)
        if isinstance(action, Pass):
            if _pass_priority(game):
                if game.stack:
                    yield from resolve_top(game)  # 117.3b, 405.5, 608
                    game.priority = game.active
                    game.passes = 0
                else:
                    end_step(game)  # 500.2
        else:
            yield from take_action(game, holder, action)
            game.passes = 0  # 117.3c: the acting player receives priority again
            game.priority = holder.index


def _pass_priority(game: Game) -> bool:
    """117.3d: pass to the next player; True when all players passed in succession (117.4)."""
    game.passes += 1
    if game.passes >= len(game.living()):
        game.passes = 0
        return True
    i = game.priority if game.priority is not None else game.active
    game.priority = _next_living(game, i)
    return False


def _next_living(game: Game, index: int) -> int:
    """The next player after ``index`` in turn order who is still in the game."""
    n = len(game.players)
    for k in range(1, n + 1):
        p = game.players[(index + k) % n]
        if not (p.lost or p.left):
            return p.index
    return index


# ---- starting the game (103) ------------------------------------------------------------------


def start_game(game: Game) -> Flow:
    """103.3 shuffle, 103.1 choose the starting player, 103.5 draw seven and mulligan."""
    for p in game.players:
        game.rng.shuffle(p.library)
    first = game.first if game.first is not None else game.rng.randrange(len(game.players))
    game.active = first
    game.record("start", f"{game.players[first].name} plays first", "103.1")
    order = game.apnap()
    for p in order:
        yield from events.draw(game, p.id, HAND_SIZE)
    if game.mulligans:
        yield from mulligans(game, order)
    yield from opening_hand_actions(game, order)
    game.step = "untap"
    _begin_turn(game)
    game.step_started = False


def opening_hand_actions(game: Game, order: list[Player]) -> Flow:
    """103.6: once the mulligans are done, the starting player, then each other player in turn
    order, may take their opening hand's actions: 103.6a, put a card that says so ("you may
    begin the game with it on the battlefield") onto the battlefield."""
    from .characteristics import chars

    for p in order:
        for oid in list(p.hand):
            obj = game.objects[oid]
            if not any(isinstance(a, ir.BeginOnBattlefield) for a in chars(game, obj).abilities):
                continue
            answer = yield Decision(p.id, "may", [YES, NO],
                                    prompt=f"begin the game with {obj.name} on the battlefield?")
            if answer.value:
                yield from events.move(game, oid, BATTLEFIELD, rule="103.6a",
                                       text=f"{p.name} begins the game with {obj.name} on the "
                                            "battlefield")


def mulligans(game: Game, order: list[Player]) -> Flow:
    """103.5: the starting player, then each other player in turn order, declares whether they
    take a mulligan; all who do take it at once (shuffle the hand away, draw seven, put one card
    on the bottom per mulligan taken); repeat until nobody does. 103.5c: in a multiplayer game
    the first mulligan is free."""
    free = 1 if len(game.players) > 2 else 0
    taken = {p.id: 0 for p in order}
    deciding = list(order)
    while deciding:
        going = []
        for p in deciding:
            counted = max(0, taken[p.id] + 1 - free)
            if counted >= HAND_SIZE:
                continue  # the hand would be zero cards
            answer = yield Decision(
                p.id, "mulligan", [Choice(True, "keep"), Choice(False, "mulligan")],
                prompt=f"keep this hand of {len(p.hand)}?")
            if not answer.value:
                going.append(p)
        for p in going:
            taken[p.id] += 1
            game.record("mulligan", f"{p.name} takes a mulligan", "103.5")
            for oid in list(p.hand):
                yield from events.move(game, oid, LIBRARY, rule="103.5", text="")
            game.rng.shuffle(p.library)
            yield from events.draw(game, p.id, HAND_SIZE)
        for p in going:
            n = min(max(0, taken[p.id] - free), len(p.hand))
            if not n:
                continue
            options = [Choice(c, game.objects[c].name) for c in p.hand]
            chosen = yield Decision(p.id, "bottom", options, shape="subset", min=n, max=n,
                                    prompt=f"put {n} card(s) on the bottom of your library")
            for c in chosen:
                yield from events.move(game, c.value, LIBRARY, rule="103.5", bottom=True,
                                       text=f"{p.name} puts a card on the bottom of their library")
        deciding = going


# ---- steps ------------------------------------------------------------------------------------


def end_step(game: Game) -> None:
    """500.2-500.5: a step ends when all pass with an empty stack; mana empties; next step."""
    events.empty_pools(game)
    step = game.step
    if step == "end_combat":
        combat.end_combat(game)
        expire(game, "end_of_combat")  # 500.5a: at the end of the combat phase
    nxt = _following_step(game, step)
    game.step = nxt
    if game.statics:
        game.touch()  # a static ability's condition may read the turn or step (611.3a)
    if nxt == "untap":
        _begin_turn(game)
    game.step_started = False
    game.priority = None
    game.passes = 0


def _following_step(game: Game, step: str) -> str:
    if step == "cleanup":
        if game.cleanup_again:
            game.cleanup_again = False
            return "cleanup"  # 514.3a
        return "untap"
    i = STEPS.index(step) + 1
    nxt = STEPS[i]
    if nxt in ("declare_blockers", "first_strike_damage", "combat_damage") \
            and not game.attacks_declared:
        return "end_combat"  # 508.8: no attackers were declared: skip blockers and damage
    if nxt == "first_strike_damage" and not combat.has_first_strike_step(game):
        return "combat_damage"  # 510.4
    return nxt


def _begin_turn(game: Game) -> None:
    """500.1, 102.1: the next player in turn order takes a turn."""
    if game.turn > 0:
        n = len(game.players)
        for k in range(1, n + 1):
            p = game.players[(game.active + k) % n]
            if not (p.lost or p.left):
                game.active = p.index
                break
    game.turn += 1
    player = game.active_player
    player.previous_turn_began = player.last_turn_began
    player.last_turn_began = game.turn  # 302.6
    player.lands_played = 0
    for p in game.players:
        p.lands_played = 0 if p is player else p.lands_played
        p.extra_lands = 0  # 305.2: "this turn" permissions end with the turn
    game.record("turn", f"Turn {game.turn}: {player.name}", "500.1")
    expire(game, f"turn:{player.id}")  # "until your next turn" (611.2a)


def expire(game: Game, until: str) -> None:
    """Continuous effects lasting until this moment end (611.2a, 500.5a)."""
    if any(e.until == until for e in game.effects):
        game.effects = [e for e in game.effects if e.until != until]
        game.touch()
        game.record("cleanup", f"effects lasting {DURATION_WORDS.get(until.partition(':')[0])} "
                    "end", "611.2a")


def _choose_not_to_untap(game: Game, active: int, kept: set[int]) -> Generator[Any, Any, set[int]]:
    """502.3: the active player determines which permanents untap; for each tapped one with
    "You may choose not to untap SELF during your untap step." they decide (a ``may``
    decision: yes keeps it tapped)."""
    from ..game.decisions import NO, YES
    from .characteristics import chars

    chosen: set[int] = set()
    for obj in game.permanents(active):
        if obj.tapped and obj.id not in kept and any(
                isinstance(ab, ir.MayNotUntap) for ab in chars(game, obj).abilities):
            answer = yield Decision(active, "may", [YES, NO],
                                    prompt=f"choose not to untap {obj.name}? (502.3)")
            if answer.value:
                chosen.add(obj.id)
    return chosen


DURATION_WORDS = {"end_of_combat": "until end of combat", "turn": "until this turn"}


def begin_step(game: Game) -> Flow:
    """Turn-based actions at the start of each step, then priority to the active player."""
    step = game.step
    active = game.active_player
    game.priority = game.active
    game.passes = 0
    if step in ("untap", "cleanup"):
        game.priority = None  # 502.4, 514.3
    if step == "untap":
        untap_step_phasing(game, active.id)  # 502.1: phasing first
        # 502.3: the active player's permanents untap, except those an effect keeps tapped
        # (decided for all of them first, then they untap simultaneously)
        kept = kept_tapped(game, [obj for obj in game.permanents(active.id) if obj.tapped])
        kept |= {oid for oid in skip_next_untap(game, active.id) if game.objects[oid].tapped}
        kept |= yield from _choose_not_to_untap(game, active.id, kept)
        for obj in game.permanents(active.id):
            if obj.tapped and obj.id not in kept:
                yield from events.untap(game, obj.id, rule="502.3", quiet=True)
        for oid in kept:
            game.record("doesnt_untap", f"{game.objects[oid].name} doesn't untap", "502.3")
        game.record("untap", f"{active.name} untaps their permanents", "502.3")
    elif step == "upkeep":
        step_trigger(game, "upkeep")  # 503.1a
    elif active.lost or active.left:
        pass  # 800.4j: the turn goes on without an active player and their actions
    elif step == "draw":
        if game.turn == 1 and len(game.players) == 2:
            game.record("skip_draw", f"{active.name} skips the first draw", "103.8a")
        else:
            yield from events.draw(game, active.id)  # 504.1
        step_trigger(game, "draw_step")
    elif step == "main1":
        yield from add_lore(game, active.id)  # 505.4, 714.3b
    elif step == "begin_combat":
        step_trigger(game, "begin_combat")  # 507, 603.2b
    elif step == "declare_attackers":
        yield from combat.declare_attackers(game)
    elif step == "declare_blockers":
        yield from combat.declare_blockers(game)
    elif step in ("first_strike_damage", "combat_damage"):
        yield from combat.combat_damage(game, first_strike=step == "first_strike_damage")
    elif step == "end_combat":
        step_trigger(game, "end_combat")  # 511.2: "at end of combat"
    elif step == "end":
        step_trigger(game, "end_step")  # 513.1a
    elif step == "cleanup":
        yield from cleanup(game)


def _no_maximum_hand_size(game: Game, pid: int) -> bool:
    """402.2: a permanent ``pid`` controls says "You have no maximum hand size."."""
    return any(isinstance(ab, ir.NoMaximumHandSize)
               for obj in game.permanents(pid) for ab in game.chars(obj).abilities)


def cleanup(game: Game) -> Flow:
    """514.1 discard to hand size; 514.2 remove damage and end "until end of turn" effects;
    abilities that trigger "at the beginning of the next cleanup step" trigger as it begins
    (514.3a)."""
    step_trigger(game, "cleanup_step")
    active = game.active_player
    excess = len(active.hand) - HAND_SIZE
    if excess > 0 and not _no_maximum_hand_size(game, active.id):
        options = [Choice(c, game.objects[c].name) for c in active.hand]
        chosen = yield Decision(active.id, "discard", options, shape="subset", min=excess,
                                max=excess, prompt=f"discard {excess} card(s) to hand size (514.1)")
        for c in chosen:
            yield from events.discard(game, active.id, c.value)
    for obj in [game.objects[oid] for oid in game.battlefield] + phased_out(game):
        if obj.damage or obj.deathtouched:  # 514.2: phased-out permanents too
            obj.damage = 0
            obj.deathtouched = False
    if game.effects:
        game.effects = [e for e in game.effects if e.until != "end_of_turn"]
        update_control(game)  # "until end of turn" control ends (514.2)
        update_copies(game)  # so do "until end of turn" copy effects
    if game.replacements:
        game.replacements = [r for r in game.replacements if r.until != "end_of_turn"]
    if game.delayed:
        game.delayed = [d for d in game.delayed if not d.this_turn]
    game.touch()
    game.record("cleanup", "damage wears off and \"until end of turn\" effects end", "514.2")
    acted = yield from state_based_actions(game)
    if (acted or game.pending_triggers) and game.result is None:
        game.priority = game.active  # 514.3a: players get priority, then another cleanup step
        game.cleanup_again = True


def concede(game: Game, pid: int) -> None:
    """104.3a: conceding makes a player lose the game immediately."""
    player = game.player(pid)
    if player.lost or player.left or game.result is not None:
        return
    player.lost = True
    game.record("concede", f"{player.name} concedes", "104.3a")
    if len(game.living()) > 1:
        leave_game(game, pid)
    check_game_over(game)
