"""The package layering: the IR is pure data that imports nothing from the rest of manastack;
the rules engine imports the IR, never the cards (their compiler or registry); the compiler
turns text into IR without the rules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import manastack

ROOT = Path(manastack.__file__).parent


def imported(path: Path) -> set[str]:
    """The absolute module names a file imports (relative imports resolved)."""
    package = ".".join(("manastack", *path.relative_to(ROOT).parent.parts))
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.add(".".join(base + ([node.module] if node.module else [])))
            else:
                found.add(node.module or "")
    return found


@pytest.mark.parametrize(("package", "allowed", "forbidden"), [
    ("ir", ("manastack.ir",), ("manastack",)),
    ("rules", (), ("manastack.cards",)),
    ("cards/compiler", (), ("manastack.rules", "manastack.game", "manastack.cards.registry",
                            "manastack.cards.lower")),
])
def test_layers(package: str, allowed: tuple[str, ...], forbidden: tuple[str, ...]) -> None:
    for path in sorted((ROOT / package).rglob("*.py")):
        for module in imported(path):
            if module.startswith(allowed) and allowed:
                continue
            assert not module.startswith(forbidden), f"{path.relative_to(ROOT)} imports {module}"
