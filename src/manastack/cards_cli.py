"""``manastack cards``: which cards the engine can play, and why one can't."""

from __future__ import annotations

import json
import time
from typing import Any

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from .cards import coverage as cov
from .cards.oracle import load_oracle, oracle_record


@click.group()
def cards() -> None:
    """Card support: coverage of the Oracle corpus, one card's compilation, smoke runs."""


@cards.command()
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@click.option("--top", default=30, show_default=True, help="How many blockers to rank.")
@click.option("--card", "card_name", default=None, help="Show one card's units, IR and status.")
@click.option("--write-baseline", "baseline", type=click.Path(dir_okay=False), default=None,
              help="Also write the list of supported cards (name, text hash) to this file.")
def coverage(as_json: bool, top: int, card_name: str | None, baseline: str | None) -> None:
    """How many normal-layout cards are supported, refused (a runtime piece is missing) or not
    yet parsed, and the clauses that block the most cards on their own."""
    if card_name is not None:
        _show_card(card_name, as_json)
        return
    start = time.perf_counter()
    oracle = load_oracle()
    report = cov.corpus_report()
    seconds = time.perf_counter() - start
    if baseline is not None:
        lines = cov.baseline_lines(report, oracle)
        with open(baseline, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
    counts = report.counts()
    total = sum(counts.values())
    if as_json:
        click.echo(json.dumps({
            "total": total, **{k.replace(" ", "_"): v for k, v in counts.items()},
            "seconds": round(seconds, 2),
            "unparsed_blockers": [{"clause": c, "alone": a, "with_others": w}
                                  for c, a, w in report.blockers(cov.UNPARSED)[:top]],
            "refused_blockers": [{"missing": c, "alone": a, "with_others": w}
                                 for c, a, w in report.blockers(cov.REFUSED)[:top]],
        }, indent=2))
        return
    console = Console(highlight=False)
    table = Table(title=f"{total} normal-layout cards")
    table.add_column("Status")
    table.add_column("Cards", justify="right")
    table.add_column("Share", justify="right")
    for status, n in counts.items():
        table.add_row(status, str(n), f"{100 * n / max(total, 1):.1f}%")
    console.print(table)
    for status, title, what in ((cov.UNPARSED, "Clauses not yet parsed", "Clause"),
                                (cov.REFUSED, "Refused: missing in the runtime", "Missing")):
        ranked = report.blockers(status)[:top]
        if not ranked:
            continue
        t = Table(title=title)
        t.add_column(what, overflow="fold")
        t.add_column("Alone", justify="right")
        t.add_column("With others", justify="right")
        for reason, alone, others in ranked:
            t.add_row(reason, str(alone), str(others))
        console.print(t)
    console.print(f"{seconds:.1f} s", style="dim")


def _show_card(name: str, as_json: bool) -> None:
    from .ir import to_json

    record = oracle_record(name)
    if record is None:
        raise click.ClickException(f"no card named {name!r} in the Oracle data")
    status = cov.status_of(record)
    compiled = status.compiled
    units = []
    for u in compiled.units if compiled is not None else ():
        units.append({"text": u.unit.text, "original": u.unit.original, "printed": u.printed,
                      "error": u.error, "position": u.position,
                      "ir": [to_json(p) for p in u.pieces]})
    if as_json:
        click.echo(json.dumps({"name": record["name"], "status": status.status,
                               "reasons": list(status.reasons), "units": units,
                               "error": compiled.error if compiled else ""}, indent=2))
        return
    console = Console(highlight=False)
    console.print(f"[bold]{record['name']}[/bold]: {status.status}")
    for reason in status.reasons:
        console.print(f"  blocked by: {reason}")
    if compiled is not None and not compiled.units and compiled.error:
        console.print(f"  {compiled.error}")
    for u in units:
        text, pos = u["text"], max(u["position"], 0)
        line = Text("\nunit ", style="cyan")
        if u["error"]:  # the words read, then (in red) from the first token nothing could read
            line.append(text[:pos])
            line.append(text[pos:], style="bold red")
        else:
            line.append(text)
        console.print(line)
        if u["error"]:
            console.print(f"  [red]{u['error']}[/red]")
        for piece in u["ir"]:
            console.print("  ir: " + json.dumps(piece))


@cards.command()
@click.option("--all", "run_all", is_flag=True, help="Smoke every supported card (slow).")
@click.option("--sample", "sample", default=2000, show_default=True,
              help="How many cards a seeded sample smokes (without --all or --card).")
@click.option("--seed", default=None, type=int,
              help="The sample's seed (default: the ISO week, e.g. 202531, so it rotates).")
@click.option("--card", "card_names", multiple=True, help="Smoke this card (repeatable).")
@click.option("--json", "as_json", is_flag=True, help="Print the results as one JSON object.")
def smoke(run_all: bool, sample: int, seed: int | None, card_names: tuple[str, ...],
          as_json: bool) -> None:
    """Generated smoke games: each ability of each card is cast, activated or triggered on a
    board built for it, and the result is compared with what its IR predicts. Exits with status
    1 if any ability differed from its prediction or raised."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    from .cards import smoke as sm

    console = Console(highlight=False, stderr=as_json)
    if card_names:
        names, seed_used = list(card_names), None
    elif run_all:
        names, seed_used = sm.supported_names(), None
    else:
        seed_used = sm.week_seed() if seed is None else seed
        names = sm.sample_names(sm.supported_names(), sample, seed_used)
        console.print(f"sample of {len(names)} cards, seed {seed_used} "
                      f"(rerun with --seed {seed_used})", style="dim")
    show_progress = len(names) > 20 and not as_json and console.is_terminal
    if show_progress:
        with Progress(TextColumn("smoke"), BarColumn(), MofNCompleteColumn(),
                      TextColumn("{task.description}"), console=console) as bar:
            task = bar.add_task("", total=len(names))

            def step(done: int, total: int, result: sm.SmokeResult) -> None:
                bar.update(task, completed=done, description=result.name)

            summary = sm.smoke_all(names, progress=step, sample_seed=seed_used)
    else:
        summary = sm.smoke_all(names, sample_seed=seed_used)
    if as_json:
        click.echo(json.dumps(_smoke_json(summary), indent=2))
    else:
        _print_smoke(console, summary, detailed=bool(card_names))
    if summary.failed:
        raise SystemExit(1)


def _smoke_json(summary: Any) -> dict[str, Any]:
    return {
        "seed": summary.seed, "seconds": round(summary.seconds, 3), "cards": summary.counts(),
        "abilities": summary.ability_counts(),
        "results": [{"name": r.name, "status": r.status, "ms": round(1000 * r.seconds, 1),
                     "abilities": [{"ability": a.label, "status": a.status,
                                    "predicted": a.predicted} for a in r.abilities]}
                    for r in summary.results],
    }


def _print_smoke(console: Console, summary: Any, detailed: bool) -> None:
    from collections import Counter

    table = Table(title=f"smoke: {len(summary.results)} cards")
    for col in ("Card", "Status", "Passed", "Failed", "Skipped", "Unchecked", "ms"):
        table.add_column(col, justify="right" if col not in ("Card", "Status") else "left")
    style = {"passed": "green", "failed": "red", "incomplete": "yellow"}
    for r in summary.results:
        c = Counter(a.outcome for a in r.abilities)
        if not detailed and r.status == "passed" and len(summary.results) > 40:
            continue  # long runs list only the cards that didn't pass
        table.add_row(r.name, f"[{style[r.status]}]{r.status}[/]", str(c["passed"]),
                      str(c["failed"] + c["error"]), str(c["skipped"]), str(c["unchecked"]),
                      f"{1000 * r.seconds:.0f}")
    console.print(table)
    problems = [(r.name, a) for r in summary.results for a in r.abilities
                if a.outcome != "passed"]
    if detailed:
        for r in summary.results:
            console.print(f"\n[bold]{r.name}[/bold]")
            for a in r.abilities:
                console.print(f"  [{style.get(a.outcome, 'yellow')}]{a.outcome}[/] {a.label}")
                if a.outcome != "passed":
                    console.print(f"      {a.status}", style="dim")
                if a.predicted:
                    console.print(f"      predicted: {a.predicted}", style="dim")
    elif problems:
        t = Table(title="Abilities that didn't pass")
        t.add_column("Card")
        t.add_column("Ability", overflow="fold")
        t.add_column("Status", overflow="fold")
        for name, a in problems:
            t.add_row(name, a.label, a.status)
        console.print(t)
    console.print(summary.text(), style="dim")
