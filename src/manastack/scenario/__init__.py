"""Judge scenarios: a YAML file sets up a board, scripts every choice and states the outcome.

>>> from manastack.scenario import judge_file
>>> result = judge_file("tests/scenarios/stack-lifo.yaml")   # doctest: +SKIP
>>> result.passed                                             # doctest: +SKIP
True

The format is documented in docs/scenarios.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from .loader import load_scenario, parse_scenario
from .model import Scenario, ScenarioFailure
from .runner import Result, Run, run_scenario
from .source import ScenarioError

__all__ = [
    "Result", "Run", "Scenario", "ScenarioError", "ScenarioFailure", "judge_file",
    "load_scenario", "parse_scenario", "run_scenario", "scenario_files",
]

SUFFIXES = (".yaml", ".yml")


def judge_file(path: str | Path, shown: str | Path | None = None) -> Result:
    """Load and run one scenario file; a malformed file gives a Result with ``error`` set.
    Reports name the file as ``shown`` (default: ``path``)."""
    shown = str(shown if shown is not None else path)
    try:
        scenario = load_scenario(path, shown)
    except ScenarioError as err:
        return Result(shown, Path(path).stem, err)
    return Result(shown, scenario.name, None, run_scenario(scenario))


def scenario_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """The scenario files named, and those under the directories named, in a stable order."""
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(f for f in p.rglob("*") if f.suffix in SUFFIXES and f.is_file())
        else:
            yield p
