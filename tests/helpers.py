"""Driving arranged games in tests: build a board with ``place``, then cast, activate, pass and
fight with a few words instead of hand-built decisions.

    game = arranged()
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    place(game, "Ann", "Mountain")
    game.start(turn=3, active="Ann", step="main1")
    cast(game, bolt, "Bo")
    resolve(game)
    assert life(game, "Bo") == 17

Answers given to :func:`choose` (and so to ``cast``/``activate``) are matched against the
pending decision: an object id or player name picks the option with that value, True/False
answer a "may", an int answers an X; payment plans are answered with the first plan.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from manastack import Game
from manastack.game.decisions import NO, PASS, YES, Activate, Cast, Decision, Pair
from manastack.game.objects import GameObject
from manastack.game.setup import place

__all__ = [
    "activate", "arranged", "attack", "block", "cast", "chars", "choose", "hand", "ids",
    "lands", "life", "logged", "obj", "pass_until", "place", "player", "resolve", "resolve_stack",
    "target_values", "to_step", "zone_names",
]


def arranged(names: tuple[str, str] = ("Ann", "Bo"), *, seed: int = 0, library: int = 10,
             filler: str = "Plains") -> Game:
    """A two-player game, not started, each library ``library`` copies of ``filler``; every
    decision is posed (no automatic passing), so tests see each step."""
    return Game([[filler] * library, [filler] * library], names=list(names), seed=seed,
                start=False, auto_pass=False, mulligans=False)


def lands(game: Game, who: str, *names: str) -> list[int]:
    """Put permanents (usually lands) onto the battlefield under ``who``'s control."""
    return [place(game, who, name) for name in names]


def hand(game: Game, who: str, *names: str) -> list[int]:
    """Put cards into ``who``'s hand; returns their ids."""
    return [place(game, who, name, "hand") for name in names]


def player(game: Game, who: int | str) -> int:
    """A player's id from their name (ids pass through)."""
    return who if isinstance(who, int) and game.is_player(who) else game.player_named(who).id


def life(game: Game, who: str) -> int:
    return game.player_named(who).life


def obj(game: Game, oid: int) -> GameObject:
    found = game.objects[oid]
    assert isinstance(found, GameObject)
    return found


def chars(game: Game, oid: int) -> Any:
    return game.chars(obj(game, oid))


def ids(game: Game, name: str, zone: str = "battlefield", owner: str | None = None) -> list[int]:
    """Ids of the objects named ``name`` in ``zone`` (of ``owner``, if given), oldest first."""
    return [o.id for o in game.objects.values()
            if isinstance(o, GameObject) and o.name == name and o.zone == zone
            and (owner is None or o.owner == game.player_named(owner).id)]


def zone_names(game: Game, who: str, zone: str) -> list[str]:
    """Names of the cards in a player's library, hand or graveyard, in zone order."""
    return [game.objects[i].name for i in game.player_named(who).zone(zone)]


def logged(game: Game, rule: str, text: str = "") -> bool:
    """Whether the log has an entry citing ``rule`` whose text contains ``text``."""
    return any(e.rule == rule and text in e.text for e in game.log)


def target_values(game: Game) -> set[Any]:
    """The legal targets offered by the pending target decision (object and player ids)."""
    decision = game.pending()
    assert decision is not None and decision.kind == "target", decision
    return {c.value for c in decision.options}


def _option(game: Game, decision: Decision, answer: Any) -> Any:
    """The option of ``decision`` that ``answer`` names (see the module docstring)."""
    if decision.kind == "may":
        return YES if answer else NO
    if decision.shape == "number":
        return answer
    if decision.shape in ("subset", "order"):
        return [_match(game, decision, a) for a in answer]
    return _match(game, decision, answer)


def _match(game: Game, decision: Decision, answer: Any) -> Any:
    if isinstance(answer, str) and any(p.name == answer for p in game.players):
        answer = game.player_named(answer).id
    for option in decision.options:
        if getattr(option, "value", option) == answer:
            return option
    raise AssertionError(f"{answer!r} is not an option of {decision}")


def _pay(game: Game) -> None:
    while (d := game.pending()) is not None and d.kind == "pay_mana":
        game.submit(0)


def choose(game: Game, *answers: Any) -> None:
    """Answer the pending decisions in turn (paying mana with the first plan when asked)."""
    for answer in answers:
        _pay(game)
        decision = game.pending()
        assert decision is not None, "the game is over"
        game.submit(_option(game, decision, answer))
    _pay(game)


def cast(game: Game, card: int, *answers: Any) -> None:
    """Cast ``card`` from its holder's hand; ``answers`` give X, targets and such in order."""
    game.submit(Cast(card))
    choose(game, *answers)


def activate(game: Game, source: int, *answers: Any, index: int | None = None) -> None:
    """Activate an ability of ``source`` (its only non-mana ability unless ``index`` is given)."""
    if index is None:
        (index, _), = obj(game, source).card.other_activated
    game.submit(Activate(source, index))
    choose(game, *answers)


def pass_until(game: Game, done: Callable[[Game, Decision], bool]) -> Decision:
    """Pass priority (declaring no attackers or blockers, accepting the suggested division of
    combat damage) until ``done`` holds for the pending decision; any other kind of decision on
    the way is an error."""
    while True:
        decision = game.pending()
        assert decision is not None, "the game ended"
        if done(game, decision):
            return decision
        if decision.kind == "priority":
            game.submit(PASS)
        elif decision.kind in ("attackers", "blockers"):
            game.submit(())
        elif decision.kind == "damage":
            game.submit(decision.default)  # the engine's suggested combat damage assignment
        else:
            raise AssertionError(f"unexpected decision while passing: {decision}")


def resolve_stack(game: Game) -> None:
    """Pass until the stack is empty and no triggered ability is waiting (405.5, 603.3)."""
    pass_until(game, lambda g, d: not g.stack and not g.pending_triggers and d.kind == "priority")


def resolve(game: Game, *answers: Any) -> None:
    """Pass until the top object of the stack has resolved, then give ``answers`` to the
    decisions that follow (a "may", new targets ...)."""
    top = game.stack[-1]
    pass_until(game, lambda g, d: top not in g.stack or d.kind != "priority")
    choose(game, *answers)


def _step(step: str) -> Callable[[Game, Decision], bool]:
    return lambda g, d: d.kind == "priority" and g.step == step and not g.stack


def attack(game: Game, pairs: Iterable[tuple[int, str | int]]) -> None:
    """Go to declare attackers and attack: (attacker, player name or planeswalker id) pairs."""
    pass_until(game, lambda g, d: d.kind == "attackers")
    game.submit([Pair(a, player(game, d) if isinstance(d, str) else d) for a, d in pairs])


def block(game: Game, pairs: Iterable[tuple[int, int]]) -> None:
    """Go to declare blockers and block: (blocker, attacker) pairs."""
    pass_until(game, lambda g, d: d.kind == "blockers")
    game.submit([Pair(b, a) for b, a in pairs])


def to_step(game: Game, step: str) -> Decision:
    """Pass until a player has priority in ``step`` with an empty stack."""
    return pass_until(game, _step(step))

