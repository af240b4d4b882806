"""``manastack judge FILE_OR_DIR...``: run judge scenarios and report pass or fail for each.

Exit status: 0 when every scenario passed, 1 when any failed, 2 when any file is malformed (it
can't be run at all; the message says ``file:line: what is wrong``).
"""

from __future__ import annotations

import click

from . import judge_file, scenario_files
from .report import render_result


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True),
                metavar="FILE_OR_DIR...")
@click.option("--explain", is_flag=True, help="Show the rule behind each event in the logs.")
@click.option("--log", "show_log", is_flag=True, help="Show the game log of passing scenarios too.")
def judge_command(paths: tuple[str, ...], explain: bool, show_log: bool) -> None:
    """Run judge scenarios (docs/scenarios.md)."""
    files = list(scenario_files(paths))
    if not files:
        click.echo("no scenario files (*.yaml, *.yml) found")
        return
    passed = failed = malformed = 0
    for path in files:
        result = judge_file(path)
        ok = result.passed
        text = render_result(result, explain=explain, log=show_log)
        color = "green" if ok else "yellow" if result.malformed else "red"
        head, _, rest = text.partition("\n")
        click.echo(click.style(head, fg=color) + ("\n" + rest if rest else ""))
        if result.malformed:
            malformed += 1
        elif ok:
            passed += 1
        else:
            failed += 1
    summary = f"{passed} passed, {failed} failed" + (f", {malformed} malformed" if malformed else "")
    click.echo(summary)
    if malformed:
        raise SystemExit(2)
    if failed:
        raise SystemExit(1)
