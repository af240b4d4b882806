"""Readable reports: pass or fail per file, and for a failure the expected-versus-actual diff,
the board when it failed and the game log (with the rule behind each event on ``explain``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..game.objects import GameObject
from ..rules.mana import pool_text, total_pool
from .expect import show, stack_text, zone_names
from .runner import Result, Run, describe_options

if TYPE_CHECKING:
    from ..game.game import Game


def render_result(result: Result, *, explain: bool = False, log: bool = False) -> str:
    """The report for one file: one line when it passed, the details when it didn't."""
    if result.error is not None:
        return f"ERROR {result.error}"
    if result.passed:
        lines = [f"PASS  {result.path}  ({result.name})"]
        if log:
            for run in result.runs:
                lines += _log(run, explain)
        return "\n".join(lines)
    lines = [f"FAIL  {result.path}  ({result.name})"]
    for run in result.runs:
        if run.failure is None:
            if run.branch:
                lines.append(f"  {run.branch}: passed")
            continue
        lines += render_failure(result.path, run, explain=explain)
    return "\n".join(lines)


def render_failure(path: str, run: Run, *, explain: bool = False) -> list[str]:
    failure = run.failure
    assert failure is not None
    lines: list[str] = []
    if run.branch:
        lines.append(f"  {run.branch}:")
    first, *rest = failure.message.splitlines() or [""]
    lines.append(f"  {path}:{failure.line}: {first}")
    lines += ["    " + r for r in rest]
    for what, expected, actual in failure.diffs:
        lines.append(f"    {what}")
        lines.append(f"      - expected: {show(expected)}")
        lines.append(f"      + actual:   {show(actual)}")
    if run.game is not None:
        lines.append("  Board:")
        lines += ["    " + b for b in board(run.game)]
        lines += _log(run, explain)
    return lines


def _log(run: Run, explain: bool) -> list[str]:
    if run.game is None:
        return []
    text = run.game.render_log(explain)
    heading = "  Log (rule: event):" if explain else "  Log:"
    if not text:
        return [heading + " (nothing has happened yet)"]
    return [heading] + ["    " + line for line in text.splitlines()]


def board(game: Game) -> list[str]:
    """The state of the game in a few lines: turn, each player's zones, the stack, who acts."""
    lines = [f"turn {game.turn} ({game.active_player.name}), {game.step}"]
    for p in game.players:
        status = " (lost)" if p.lost else " (won)" if p.won else ""
        pool = pool_text(total_pool(p))
        lines.append(f"{p.name}{status}: life {p.life}" + (f", poison {p.poison}" if p.poison else "")
                     + (f", mana pool {pool}" if pool else "")
                     + f", library {len(p.library)}")
        for zone in ("hand", "graveyard", "exile"):
            names = zone_names(game, p.name, zone)
            if names:
                lines.append(f"  {zone}: {show(names)}")
        perms = [_permanent(game, o) for o in game.permanents(p.id)]
        if perms:
            lines.append(f"  battlefield: {', '.join(perms)}")
    if game.stack:
        items = [stack_text(game, game.objects[i]) for i in reversed(game.stack)]  # type: ignore[arg-type]
        lines.append("stack (top first): " + "; ".join(items))
    d = game.pending()
    if d is None:
        result = game.result
        lines.append(f"game over: {result.winner or 'a draw'} ({result.reason})" if result
                     else "game over")
    else:
        who = game.player(d.player).name
        if d.kind == "priority":
            lines.append(f"{who} holds priority")
        else:
            lines.append(f"pending: {who} must answer {d.kind} ({d.prompt}): "
                         f"{describe_options(game, d)}")
    return lines


def _permanent(game: Game, obj: GameObject) -> str:
    notes: list[str] = []
    if obj.token:
        notes.append("token")
    if obj.tapped:
        notes.append("tapped")
    if obj.owner != obj.controller:
        notes.append(f"owned by {game.player(obj.owner).name}")
    ch = game.chars(obj)
    if ch.power is not None and ch.toughness is not None:
        notes.append(f"{ch.power}/{ch.toughness}")
    if obj.damage:
        notes.append(f"{obj.damage} damage")
    for kind, n in (obj.counters or {}).items():
        if n:
            notes.append(f"{kind} x{n}")
    if obj.attacking is not None:
        target = obj.attacking
        name = game.player(target).name if game.is_player(target) else game.objects[target].name
        notes.append(f"attacking {name}")
    if obj.blocking:
        notes.append("blocking " + ", ".join(game.objects[a].name for a in obj.blocking
                                             if a in game.objects))
    if obj.attached_to is not None:
        host = obj.attached_to
        name = game.player(host).name if game.is_player(host) else game.objects[host].name
        notes.append(f"attached to {name}")
    return obj.name + (f" ({', '.join(notes)})" if notes else "")
