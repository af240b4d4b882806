"""Shared test fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(scope="session")
def oracle() -> dict[str, dict[str, Any]]:
    """Card name -> oracle record; skips the test when the oracle file is absent.

    A fresh clone has no ``../shared/data/``; set ``MANASTACK_ORACLE`` to point elsewhere.
    """
    from manastack.cards.oracle import find_oracle_file, load_oracle

    path = find_oracle_file()
    if path is None or not path.is_file():
        pytest.skip("oracle data not available (no shared/data/oracle-cards.json.gz)")
    return load_oracle(path)


# ---- judge scenarios: every *.yaml under tests/scenarios/ and rulings/ is a test -----------------

ROOT = Path(__file__).resolve().parent.parent
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
    """tests/scenarios/**.yaml (this conftest sees only files under tests/)."""
    if _is_scenario(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    """rulings/ lies outside tests/, where this conftest's collection hook doesn't reach: when
    the whole test suite is collected (plain ``pytest``), add its scenarios too. Runs before
    ``-k``/``-m`` deselection, so those apply to them as well."""
    tests_dir = ROOT / "tests"
    whole = any(Path(a.split("::")[0]).resolve() in (tests_dir, ROOT) for a in config.args)
    rulings = ROOT / "rulings"
    if not whole or not rulings.is_dir():
        return
    have = {item.path for item in items if isinstance(item, ScenarioItem)}
    for path in sorted(rulings.rglob("*")):
        if path.suffix in (".yaml", ".yml") and path.resolve() not in have:
            collector = ScenarioFile.from_parent(session, path=path)
            items.extend(collector.collect())
