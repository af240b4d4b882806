"""Project-wide pytest plugin: every judge scenario file is collected as a test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent
SCENARIO_DIRS = (ROOT / "tests" / "scenarios", ROOT / "rulings")


class ScenarioFailed(Exception):
    """A scenario that failed or is malformed; the message is the judge report."""


class ScenarioFile(pytest.File):
    """A scenario file, collected as one test named after the file."""

    def collect(self) -> Iterator[ScenarioItem]:
        yield ScenarioItem.from_parent(self, name=self.path.name)


class ScenarioItem(pytest.Item):
    """Runs the scenario; a failure shows the judge report (diff, board, log with rules)."""

    def runtest(self) -> None:
        from manastack.scenario import judge_file
        from manastack.scenario.report import render_result

        root = self.config.rootpath
        shown = self.path.relative_to(root) if self.path.is_relative_to(root) else self.path
        result = judge_file(self.path, shown)  # reports say tests/scenarios/x.yaml:12
        if not result.passed:
            raise ScenarioFailed(render_result(result, explain=True))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.path.name}"


def _is_scenario(path: Path) -> bool:
    return path.suffix in (".yaml", ".yml") and any(
        path.resolve().is_relative_to(d) for d in SCENARIO_DIRS)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> ScenarioFile | None:
    """Every tests/scenarios/**.yaml and rulings/**.yaml is a test item."""
    if _is_scenario(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None
