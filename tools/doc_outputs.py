"""The fenced code blocks of the docs, and the sample outputs in them that are generated.

A block right after ``<!-- doc-test: output of `manastack ...` -->`` holds what that command
prints; ``python tools/doc_outputs.py`` runs each such command and rewrites its block (README.md
and docs/*.md), and tests/test_docs.py fails while one is stale. The line giving the run's time
is left out of the comparison (it differs from run to run)."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = re.compile(r"^<!-- doc-test: (.*) -->$")
OUTPUT_MARK = "output of"
TIMING = re.compile(r"^\d+(\.\d+)? s, .* games/s$")


def blocks(text: str) -> list[tuple[int, str, str, str]]:
    """Each fenced block as (line of its opening fence, language, body, the doc-test mark on
    the line before it or '')."""
    found, lines = [], text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith("```"):
            lang, start = lines[i][3:].strip(), i
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            before = next((ln for ln in reversed(lines[:start]) if ln.strip()), "")
            mark = m.group(1) if (m := MARK.match(before.strip())) else ""
            found.append((start + 1, lang, "\n".join(lines[start + 1:j]) + "\n", mark))
            i = j + 1
        else:
            i += 1
    return found


def command_of(mark: str) -> list[str]:
    """``output of `manastack sim gruul azorius`` -> the arguments after ``manastack``."""
    command = mark.split("`")[1]
    args = shlex.split(command)
    if args[0] != "manastack":
        raise ValueError(f"only manastack commands make sample output, not {command!r}")
    return args[1:]


def output_of(mark: str) -> str:
    """What the marked command prints on stdout (rendered 80 columns wide, as in a terminal)."""
    from click.testing import CliRunner

    from manastack.cli import main

    result = CliRunner().invoke(main, command_of(mark), terminal_width=80)
    return result.stdout


def normalise_output(text: str) -> list[str]:
    return [ln.rstrip() for ln in text.strip("\n").splitlines() if not TIMING.match(ln.strip())]


def rewrite(path: Path) -> bool:
    """Regenerate the marked sample outputs of one file; whether anything changed."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    for line, _, body, mark in reversed(blocks(text)):
        if OUTPUT_MARK not in mark:
            continue
        new = output_of(mark)
        if new.strip("\n") == body.strip("\n"):
            continue
        count = body.count("\n")
        lines[line:line + count] = [new if new.endswith("\n") else new + "\n"]
    new_text = "".join(lines)
    if new_text != text:
        path.write_text(new_text, encoding="utf-8")
    return new_text != text


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "src"))
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        if rewrite(doc):
            print(f"rewrote {doc.relative_to(ROOT)}")
