"""``manastack cards``: which cards the engine can play, and why one can't."""

from __future__ import annotations

import json
import time

import click
from rich.console import Console
from rich.table import Table

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
    report = cov.run(oracle)
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
        console.print(f"\n[cyan]unit[/cyan] {u['text']}")
        if u["error"]:
            pointer = " " * (len("unit ") + max(u["position"], 0)) + "^"
            console.print(pointer, style="red")
            console.print(f"  [red]{u['error']}[/red]")
        for piece in u["ir"]:
            console.print("  ir: " + json.dumps(piece))
