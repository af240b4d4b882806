"""Reading YAML while remembering where everything was written, so that every complaint about a
scenario file can say ``file:line: what is wrong``.

:func:`load_yaml` composes the YAML node graph with PyYAML's safe loader and converts it by hand:
mappings become :class:`YMap` (a dict that knows its line and the line of each key), sequences
become :class:`YList` (a list that knows the line of each item), scalars become plain Python values.
Two deliberate departures from plain ``yaml.safe_load``:

- a key written twice in one mapping is an error (YAML would silently keep the last one);
- a scalar that YAML would read as a float keeps its text, so rule numbers such as ``702.10`` or
  ``305.2`` stay exactly as written (no scenario value is a real number).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


class ScenarioError(Exception):
    """A malformed scenario file: ``path:line: message``. The file can't be run at all."""

    def __init__(self, path: str | Path, line: int, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        super().__init__(f"{self.path}:{line}: {message}" if line else f"{self.path}: {message}")


class YMap(dict[Any, Any]):
    """A mapping read from YAML; ``line`` is where it starts, ``key_line(k)`` where ``k`` is."""

    line: int
    key_lines: dict[Any, int]

    def key_line(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class YList(list[Any]):
    """A sequence read from YAML; ``line`` is where it starts, ``lines[i]`` where item i is."""

    line: int
    lines: list[int]

    def item_line(self, i: int) -> int:
        return self.lines[i] if 0 <= i < len(self.lines) else self.line


def line_of(value: Any, default: int = 0) -> int:
    """The line a mapping or sequence started on, or ``default`` for a scalar."""
    return getattr(value, "line", default)


MAX_TEXT = 1_000_000  # characters; scenario files are a few KB


def load_yaml(text: str, path: str | Path) -> Any:
    """Parse one YAML document into YMap/YList/scalars; YAML errors become ScenarioError.

    Anchors and aliases (``&a`` / ``*a``) are refused: an alias repeats a node, and a few nested
    ones expand to gigabytes before anything could be validated."""
    if len(text) > MAX_TEXT:
        raise ScenarioError(path, 0, f"the file is too large ({len(text):,} characters; "
                            f"a scenario may have at most {MAX_TEXT:,})")
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _refuse_aliases(node, path)
        return _convert(loader, node, path)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark is not None else 0
        message = f"YAML syntax error: {err.problem or err.context or 'invalid YAML'}"
        context = err.context_mark
        if err.problem and err.context and context is not None and context.line + 1 != line:
            message += f" ({err.context} on line {context.line + 1})"
        raise ScenarioError(path, line, message) from None
    except yaml.YAMLError as err:
        raise ScenarioError(path, 0, f"YAML error: {err}") from None
    finally:
        loader.dispose()


def _refuse_aliases(root: yaml.Node, path: str | Path) -> None:
    """An error at the first node met twice in the composed graph (that is, an alias)."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if id(node) in seen:
            raise ScenarioError(path, node.start_mark.line + 1, "YAML anchors and aliases "
                                "(&name, *name) aren't allowed in scenario files; write the "
                                "value out")
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            todo.extend(n for pair in node.value for n in pair)
        elif isinstance(node, yaml.SequenceNode):
            todo.extend(node.value)


def _convert(loader: yaml.SafeLoader, node: yaml.Node, path: str | Path) -> Any:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)  # merge keys (<<)
        out = YMap()
        out.line = line
        out.key_lines = {}
        for key_node, value_node in node.value:
            key = _convert(loader, key_node, path)
            key_line = key_node.start_mark.line + 1
            if isinstance(key, (dict, list)):
                raise ScenarioError(path, key_line, "a mapping key must be a plain value")
            if key in out:
                raise ScenarioError(path, key_line, f"{key!r} is written twice in this mapping "
                                    f"(first on line {out.key_lines[key]})")
            out[key] = _convert(loader, value_node, path)
            out.key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        items = YList()
        items.line = line
        items.lines = []
        for child in node.value:
            items.append(_convert(loader, child, path))
            items.lines.append(child.start_mark.line + 1)
        return items
    if node.tag == "tag:yaml.org,2002:float":
        return node.value  # keep "305.2" / "702.10" as written
    return loader.construct_object(node, deep=True)
