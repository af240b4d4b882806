"""The ``manastack`` command line: play a demo game, or simulate many games between decks."""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from . import __version__
from .agents import HeuristicAgent, RandomAgent
from .decks import Deck, DeckError, load_deck
from .decks_data import DEMO_DECKS, SAMPLE_DECKS, sample_deck
from .game.game import CardNotSupported, Game, GameResult
from .game.log import LogEntry

PLAYER_NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent}
BOOKKEEPING = frozenset({"mana", "pay", "untap", "cleanup"})
"""Log kinds the demo leaves out unless asked for everything (--verbose)."""
STEP_LABELS = {
    "setup": "setup", "untap": "untap", "upkeep": "upkeep", "draw": "draw", "main1": "main 1",
    "begin_combat": "combat", "declare_attackers": "attack", "declare_blockers": "block",
    "first_strike_damage": "1st strike", "combat_damage": "damage", "end_combat": "end combat",
    "main2": "main 2", "end": "end step", "cleanup": "cleanup",
}
KIND_STYLES = {
    "cast": "cyan", "activate": "cyan", "trigger": "cyan", "attackers": "yellow",
    "blockers": "yellow", "damage": "red", "lose": "bold red", "win": "bold green",
    "draw": "bold", "concede": "bold red", "mulligan": "magenta", "token": "green",
}


class InputProblem(click.ClickException):
    """A bad deck or argument: printed as one ``Error: ...`` line, exit status 2."""

    exit_code = 2


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="manastack")
def main() -> None:
    """manastack: a deterministic Magic: The Gathering rules engine."""


# ---- demo ---------------------------------------------------------------------------------------


@main.command()
@click.option("--seed", default=0, show_default=True, help="Seed for shuffles and the agents.")
@click.option("--explain", is_flag=True, help="Show the rule behind each line of the log.")
@click.option("--players", default=2, show_default=True, type=click.IntRange(2, 6),
              help="Number of players; they alternate the two sample decks.")
@click.option("--verbose", "-v", is_flag=True, help="Also show mana, payments, untaps, cleanup.")
def demo(seed: int, explain: bool, players: int, verbose: bool) -> None:
    """Play one game between the built-in sample decks and print its log."""
    decks = [sample_deck(DEMO_DECKS[i % 2]) for i in range(players)]
    names = list(PLAYER_NAMES[:players])
    game = Game([list(d.main) for d in decks], names=names, seed=seed)
    result = game.play([HeuristicAgent(seed * 100 + i) for i in range(players)])
    console = Console(highlight=False)
    console.print(Text(" vs ".join(f"{n} ({d.name})" for n, d in zip(names, decks, strict=True)),
                       style="bold"))
    console.print(Text(f"seed {seed}, heuristic agents", style="dim"))
    print_log(console, game.log, explain=explain, verbose=verbose)
    console.print()
    console.print(describe_result(result), style="bold")


def print_log(console: Console, log: Sequence[LogEntry], *, explain: bool = False,
              verbose: bool = False) -> None:
    """Print a game log: a header per turn, the step name beside its first line, and with
    ``explain`` the rule behind each line, dimmed."""
    grid: Table | None = None
    turn: int | None = None
    step: str | None = None
    for entry in _collapse_draws(log):
        if entry.turn != turn:
            if grid is not None:
                console.print(grid)
            turn, step = entry.turn, None
            title = "Setup" if turn == 0 else f"Turn {turn}"
            if entry.kind == "turn":
                title = entry.text.replace(":", " ·", 1)
            console.rule(Text(title, style="bold"), style="blue")
            grid = Table.grid(padding=(0, 1))
            grid.add_column(justify="right", style="dim italic", min_width=10)
            if explain:
                grid.add_column(style="dim", min_width=7)
            grid.add_column()
            if entry.kind == "turn":
                continue
        if (not verbose and entry.kind in BOOKKEEPING) or grid is None:
            continue
        label = STEP_LABELS.get(entry.step, entry.step) if entry.step != step else ""
        step = entry.step
        cells = [label, entry.rule or "-"] if explain else [label]
        grid.add_row(*cells, Text(entry.text, style=KIND_STYLES.get(entry.kind, "")))
    if grid is not None:
        console.print(grid)


def _collapse_draws(log: Sequence[LogEntry]) -> list[LogEntry]:
    """Join runs of "X draws A", "X draws B" in one step into "X draws A, B"."""
    out: list[LogEntry] = []
    for entry in log:
        who, sep, card = entry.text.partition(" draws ")
        prev = out[-1] if out else None
        if (sep and prev is not None and prev.kind == entry.kind and prev.turn == entry.turn
                and prev.step == entry.step and prev.text.startswith(who + sep)):
            out[-1] = replace(prev, text=f"{prev.text}, {card}")
        else:
            out.append(entry)
    return out


def describe_result(result: GameResult) -> str:
    if result.winner is None:
        return f"The game is a draw ({result.reason}) after {result.turns} turns."
    return f"{result.winner} wins ({result.reason}) on turn {result.turns}."


# ---- sim ----------------------------------------------------------------------------------------


@dataclass
class SimStats:
    """Totals over a batch of simulated games."""

    names: list[str]
    wins: list[int]
    draws: int = 0
    games: int = 0
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    first_wins: int = field(default=0)
    unfinished: list[dict[str, Any]] = field(default_factory=list)
    interrupted: bool = False

    def summary(self, seed: int, agent: str, sources: Sequence[str]) -> dict[str, Any]:
        games = max(1, self.games)
        return {
            "games": self.games,
            "unfinished": self.unfinished,
            "interrupted": self.interrupted,
            "seed": seed,
            "agent": agent,
            "decks": [
                {"name": n, "source": s, "wins": w, "win_rate": round(w / games, 4)}
                for n, s, w in zip(self.names, sources, self.wins, strict=True)
            ],
            "draws": self.draws,
            "first_player_wins": self.first_wins,
            "avg_turns": round(self.turns / games, 2),
            "avg_decisions": round(self.decisions / games, 2),
            "seconds": round(self.seconds, 3),
            "games_per_s": round(self.games / self.seconds, 2) if self.seconds else None,
        }


SIM_HELP = f"""Play many games between decks and report win rates.

Each DECK is a decklist file or the name of a built-in deck ({", ".join(SAMPLE_DECKS)}).
Game i uses seed SEED+i, which also picks who goes first and seeds the agents, so runs are
reproducible. A game that reaches --max-decisions or --max-seconds is stopped and reported as
unfinished (with its seed, to replay it), not counted in the win rates. Ctrl-C stops the run and
prints the results of the games played so far.
"""


@main.command(help=SIM_HELP)
@click.argument("decks", nargs=-1, required=True, metavar="DECK1 DECK2 [DECK3...]")
@click.option("--games", "-n", default=100, show_default=True, type=click.IntRange(min=1),
              help="Number of games to play.")
@click.option("--seed", default=0, show_default=True, help="Game i uses seed SEED+i.")
@click.option("--agent", type=click.Choice(sorted(AGENTS)), default="heuristic",
              show_default=True, help="The agent every player uses.")
@click.option("--max-decisions", default=100_000, show_default=True,
              type=click.IntRange(min=1), help="Stop a game after this many decisions.")
@click.option("--max-seconds", default=300.0, show_default=True,
              type=click.FloatRange(min=0, min_open=True),
              help="Stop a game after this much time (the result then depends on the machine).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def sim(decks: tuple[str, ...], games: int, seed: int, agent: str, max_decisions: int,
        max_seconds: float, as_json: bool) -> None:
    """Play many games between decks and report win rates (see SIM_HELP)."""
    if not 2 <= len(decks) <= 6:
        raise InputProblem(f"give 2 to 6 decks, not {len(decks)}")
    loaded = [resolve_deck(d) for d in decks]
    names = player_names([d.name for d in loaded])
    lists = [list(d.main) for d in loaded]
    make_agent = AGENTS[agent]
    stats = SimStats(names, [0] * len(loaded))
    progress = Progress(TextColumn("[bold]simulating"), BarColumn(), MofNCompleteColumn(),
                        TimeRemainingColumn(), console=Console(stderr=True), transient=True)
    started = time.perf_counter()
    budget = Budget(max_decisions, max_seconds)
    try:
        with progress:
            task = progress.add_task("games", total=games)
            for i in range(games):
                game_seed = seed + i
                outcome, decisions = play_one(lists, names, game_seed, make_agent, budget)
                if isinstance(outcome, GameResult):
                    record(stats, outcome, decisions, names, first=game_seed % len(lists))
                else:
                    stats.unfinished.append({"seed": game_seed, "stopped_by": outcome.reason,
                                             "turns": outcome.turns, "decisions": decisions})
                progress.advance(task)
    except KeyboardInterrupt:
        stats.interrupted = True  # Ctrl-C: the games played so far are reported
    stats.seconds = time.perf_counter() - started
    summary = stats.summary(seed, agent, decks)
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    else:
        print_summary(Console(highlight=False), summary, games)
    if stats.interrupted:
        raise SystemExit(130)


def resolve_deck(arg: str) -> Deck:
    """A decklist file path or a built-in deck name -> Deck; problems raise InputProblem. Every
    real card's name is known; one the engine can't play yet is a problem of its line."""
    from .cards import unsupported_reason
    from .cards.oracle import oracle_names

    path = Path(arg)
    if path.is_file():
        try:
            return load_deck(path, known=oracle_names(), check=unsupported_reason)
        except DeckError as exc:
            raise InputProblem(one_line(exc)) from None
    if arg.strip().casefold() in SAMPLE_DECKS:
        return sample_deck(arg)
    if path.exists():
        raise InputProblem(f"{arg}: not a file")
    hint = "" if path.suffix or "/" in arg else f" or built-in deck ({', '.join(SAMPLE_DECKS)})"
    raise InputProblem(f"{arg}: no such deck file{hint}")


def one_line(exc: DeckError) -> str:
    first = str(exc).splitlines()[0]
    more = len(exc.problems) - 1
    return f"{first} (and {more} more problem{'s' if more > 1 else ''})" if more else first


def player_names(deck_names: Sequence[str]) -> list[str]:
    """Deck names as player names, numbered where two decks share a name."""
    names = []
    for i, name in enumerate(deck_names):
        if deck_names.count(name) > 1:
            name = f"{name} #{i + 1}"
        names.append(name)
    return names


@dataclass(frozen=True)
class Budget:
    """What one simulated game may take: decisions and wall-clock seconds."""

    decisions: int
    seconds: float


@dataclass(frozen=True)
class Unfinished:
    """A game stopped by its budget: which limit, and on what turn."""

    reason: str
    turns: int


class _OutOfTime(BaseException):
    """Raised when a game's seconds run out, by the alarm in the middle of a decision too (a
    BaseException, so no handler inside the engine takes it for an error of its own)."""


def play_one(decks: list[list[str]], names: list[str], seed: int, make_agent: Any,
             budget: Budget | None = None) -> tuple[GameResult | Unfinished, int]:
    """Play one game within ``budget``; the seed picks the first player and seeds each agent.
    The time limit is checked after every decision and, where the platform has an interval
    timer, also interrupts a single decision that runs past it (the game is then discarded)."""
    try:
        game = Game(decks, names=names, seed=seed, first=seed % len(decks))
    except CardNotSupported as exc:
        raise InputProblem(str(exc)) from None
    agents = {p.id: make_agent(seed * 100 + p.index) for p in game.players}
    budget = budget or Budget(1_000_000, float("inf"))
    deadline = time.perf_counter() + budget.seconds
    count = 0
    try:
        with _alarm(budget.seconds):
            while (decision := game.pending()) is not None:
                if count >= budget.decisions:
                    return Unfinished("max-decisions", game.turn), count
                if time.perf_counter() > deadline:
                    raise _OutOfTime
                game.submit(agents[decision.player].decide(game, decision))
                count += 1
    except _OutOfTime:
        if game.result is None:  # (the alarm may ring just as the game ends)
            return Unfinished("max-seconds", game.turn), count
    assert game.result is not None
    return game.result, count


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """Raise ``_OutOfTime`` after ``seconds`` (SIGALRM; a no-op where there is none or off the
    main thread)."""
    usable = (hasattr(signal, "setitimer") and seconds != float("inf")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return

    def ring(_signum: int, _frame: Any) -> None:
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def record(stats: SimStats, result: GameResult, decisions: int, names: list[str],
           first: int) -> None:
    stats.games += 1
    stats.turns += result.turns
    stats.decisions += decisions
    if result.winner is None:
        stats.draws += 1
        return
    index = names.index(result.winner)
    stats.wins[index] += 1
    stats.first_wins += index == first


def print_summary(console: Console, summary: dict[str, Any], asked: int | None = None) -> None:
    games = summary["games"]
    if summary["interrupted"]:
        played = games + len(summary["unfinished"])
        console.print(f"interrupted: {played} of {asked} games played", style="bold yellow")
    stopped = len(summary["unfinished"])
    counted = f"{games} finished games ({stopped} unfinished)" if stopped else f"{games} games"
    table = Table(title=f"{counted}, seed {summary['seed']}, {summary['agent']} agents")
    table.add_column("Deck")
    table.add_column("Wins", justify="right")
    table.add_column("Win rate", justify="right")
    for deck in summary["decks"]:
        table.add_row(deck["name"], str(deck["wins"]), f"{deck['win_rate']:.1%}")
    table.add_row("Draws", str(summary["draws"]), f"{summary['draws'] / max(1, games):.1%}",
                  style="dim")
    console.print(table)
    rate = summary["games_per_s"]
    console.print(f"average game: {summary['avg_turns']:.1f} turns, "
                  f"{summary['avg_decisions']:.1f} decisions; "
                  f"the first player won {summary['first_player_wins']} of {games}")
    for game in summary["unfinished"]:
        console.print(f"unfinished: seed {game['seed']} stopped by --{game['stopped_by']} on "
                      f"turn {game['turns']} after {game['decisions']} decisions",
                      style="yellow")
    console.print(f"{summary['seconds']:.2f} s, {rate if rate is not None else '-'} games/s",
                  style="dim")


from .cards_cli import cards  # noqa: E402
from .scenario.cli import judge_command  # noqa: E402

main.add_command(judge_command, "judge")
main.add_command(cards)


if __name__ == "__main__":  # pragma: no cover
    main()
