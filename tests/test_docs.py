"""Every code block of the README and docs/ runs as a test, so the docs can't drift (issue 13,
item 7):

- ``python``: a block of ``>>>`` lines is a doctest; any other block is executed. The blocks of
  one file share a namespace, in order, as a reader would run them.
- ``sh``: each ``manastack ...`` line is parsed by the command line (its command and options
  exist: the line with ``--help`` added exits 0), and run unless it has placeholders
  (``DECK1``, ``[--card NAME]``) or the block is marked ``<!-- doc-test: parse-only (why)
  -->``; it must exit 0. ``python bench/...`` lines are run. The quick-start lines (venv,
  pip, pytest, ruff) are what CI itself runs.
- ``yaml``: parsed; a whole scenario (``name`` and ``script``) is run by the judge and must pass.
- A block marked ``<!-- doc-test: output of `COMMAND` -->`` is that command's output (its
  timing line aside); ``python tools/doc_outputs.py`` rewrites such blocks.
- ``python`` blocks marked ``<!-- doc-test: excerpt of PATH -->`` must appear in that file;
  one marked ``<!-- doc-test: run by tests/test_x.py as LABEL -->`` is run there (beside what
  already pays for its setup) by ``run_python_block("LABEL")``.
Unfenced-language blocks (plain ```````) and ``text``/``json`` blocks are sample output."""

from __future__ import annotations

import doctest
import io
import re
import shlex
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from manastack.cli import main

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
sys.path.insert(0, str(ROOT / "tools"))
from doc_outputs import OUTPUT_MARK, blocks, normalise_output, output_of  # noqa: E402

QUICK_START = ("python3 -m venv", ".venv/bin/", "pytest")
PLACEHOLDER = re.compile(r"\[|\b[A-Z]+[0-9]?\b")


def _cases() -> list[tuple[str, int, str, str, str]]:
    return [(path.name, line, lang, text, mark) for path in DOCS
            for line, lang, text, mark in blocks(path.read_text(encoding="utf-8"))]


CASES = _cases()
NAMESPACES: dict[str, dict] = {}


def _id(case: tuple[str, int, str, str, str]) -> str:
    return f"{case[0]}:{case[1]}-{case[2] or 'plain'}"


def test_the_docs_have_code_blocks_to_check() -> None:
    langs = {c[2] for c in CASES}
    assert {"python", "sh", "yaml"} <= langs, langs
    assert any(OUTPUT_MARK in c[4] for c in CASES)


@pytest.mark.parametrize("case", [c for c in CASES if c[2] == "python"], ids=_id)
def test_python_block(case: tuple[str, int, str, str, str]) -> None:
    name, line, _, text, mark = case
    if "excerpt of" in mark:
        path = ROOT / mark.split("excerpt of", 1)[1].strip(" ->")
        assert text in path.read_text(encoding="utf-8"), f"{name}:{line} is not in {path}"
        return
    if "run by" in mark:
        runner_file, _, label = mark.split("run by", 1)[1].split()[:3]
        assert (ROOT / runner_file).is_file(), f"{name}:{line}: no {runner_file}"
        assert f'run_python_block("{label}")' in (ROOT / runner_file).read_text(
            encoding="utf-8"), f"{name}:{line}: {runner_file} doesn't run this block"
        return
    _run(name, line, text)


def run_python_block(label: str) -> None:
    """Run the python block marked ``run by FILE as LABEL`` (a doctest, or executed)."""
    name, line, _, text, _ = next(c for c in CASES if c[2] == "python" and
                                  f" as {label}" in c[4])
    _run(name, line, text)


def _run(name: str, line: int, text: str) -> None:
    ns = NAMESPACES.setdefault(name, {"__name__": f"doc_{name}"})
    if text.lstrip().startswith(">>>"):
        test = doctest.DocTestParser().get_doctest(text, ns, f"{name}:{line}", name, line)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS |
                                       doctest.NORMALIZE_WHITESPACE)
        out = io.StringIO()
        runner.run(test, out=out.write, clear_globs=False)
        assert runner.failures == 0, out.getvalue()
        return
    with redirect_stdout(io.StringIO()):
        exec(compile(text, f"{name}:{line}", "exec"), ns)


def _command_lines(text: str) -> list[str]:
    return [cmd for raw in text.splitlines()
            if (cmd := raw.split(" #", 1)[0].strip()) and not cmd.startswith(QUICK_START)]


@pytest.mark.parametrize("case", [c for c in CASES if c[2] == "sh"], ids=_id)
def test_shell_block(case: tuple[str, int, str, str, str]) -> None:
    name, line, _, text, mark = case
    for cmd in _command_lines(text):
        args = shlex.split(cmd)
        if args[0] == "python":
            done = subprocess.run([sys.executable, *args[1:]], cwd=ROOT, capture_output=True,
                                  text=True, timeout=300)
            assert done.returncode == 0, f"{name}:{line}: {cmd}\n{done.stderr}"
            continue
        assert args[0] == "manastack", f"{name}:{line}: not a command the docs test knows: {cmd}"
        if PLACEHOLDER.search(cmd):
            continue  # a usage line
        parsed = CliRunner().invoke(main, [*args[1:], "--help"])  # the options are parsed
        assert parsed.exit_code == 0, f"{name}:{line}: {cmd}\n{parsed.output}"  # before help
        if "parse-only" in mark:
            continue
        result = CliRunner().invoke(main, args[1:], catch_exceptions=False)
        assert result.exit_code == 0, f"{name}:{line}: {cmd}\n{result.output}"


@pytest.mark.parametrize("case", [c for c in CASES if c[2] == "yaml"], ids=_id)
def test_yaml_block(case: tuple[str, int, str, str, str], tmp_path: Path) -> None:
    name, line, _, text, _ = case
    data = yaml.safe_load(text)
    if isinstance(data, dict) and "name" in data and "script" in data:
        path = tmp_path / "doc-scenario.yaml"
        path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(main, ["judge", str(path)])
        assert result.exit_code == 0, f"{name}:{line}\n{result.output}"


@pytest.mark.parametrize("case", [c for c in CASES if OUTPUT_MARK in c[4]], ids=_id)
def test_sample_output_is_what_the_command_prints(case: tuple[str, int, str, str, str]) -> None:
    name, line, _, text, mark = case
    assert normalise_output(text) == normalise_output(output_of(mark)), (
        f"{name}:{line}: stale sample output; run python tools/doc_outputs.py")
