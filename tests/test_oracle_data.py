"""The Oracle data shipped in the package, its lookups and the ``MANASTACK_ORACLE`` override."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from manastack.cards import oracle as oracle_module
from manastack.cards.oracle import (
    ENV_VAR,
    OracleError,
    find_oracle_file,
    load_oracle,
    oracle_names,
    oracle_record,
)

RECORDS = 35_033


@pytest.fixture
def no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


def _write(path: Path, records: Any) -> Path:
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        json.dump(records, handle)
    return path


def test_the_package_ships_the_oracle_file(no_override: None) -> None:
    packaged = resources.files("manastack.data").joinpath("oracle-cards.json.gz")
    assert packaged.is_file()
    path = find_oracle_file()
    assert path is not None and path.is_file()
    assert path.samefile(str(packaged))
    assert path.parent.parent == Path(oracle_module.__file__).resolve().parent.parent


def test_the_default_doesnt_depend_on_the_working_directory(
        no_override: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = find_oracle_file()
    monkeypatch.chdir(tmp_path)
    assert find_oracle_file() == before


def test_it_loads_every_record(no_override: None) -> None:
    path = find_oracle_file()
    assert path is not None
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        assert len(json.load(handle)) == RECORDS
    cards = load_oracle()
    assert len(cards) == RECORDS
    assert load_oracle() is cards  # cached
    assert load_oracle(path) is cards
    bolt = cards["Lightning Bolt"]
    assert bolt["manaCost"] == "{R}"
    assert bolt["text"] == "Lightning Bolt deals 3 damage to any target."
    assert len(oracle_names()) == RECORDS
    assert oracle_names()[0] in cards


@pytest.mark.parametrize(("asked", "found"), [
    ("Lightning Bolt", "Lightning Bolt"),
    ("lightning bolt", "Lightning Bolt"),
    ("LIGHTNING BOLT ", "Lightning Bolt"),
    ("Juzám Djinn", "Juzám Djinn"),
    ("Juzam Djinn", "Juzám Djinn"),
    ("juzam djinn", "Juzám Djinn"),
    ("lim-dul's vault", "Lim-Dûl's Vault"),
    ("Fire // Ice", "Fire // Ice"),
])
def test_oracle_record_by_exact_case_folded_and_accent_folded_name(
        no_override: None, asked: str, found: str) -> None:
    record = oracle_record(asked)
    assert record is not None
    assert record["name"] == found
    assert record is load_oracle()[found]


def test_oracle_record_of_an_unknown_name_is_none(no_override: None) -> None:
    assert oracle_record("Lightnig Bolt") is None
    assert oracle_record("") is None
    assert "Juzám Djinn" in oracle_names()
    assert "Juzam Djinn" not in oracle_names()


def test_the_override_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = {"name": "Testing Card", "manaCost": "{1}", "type": "Artifact", "text": ""}
    path = _write(tmp_path / "tiny.json.gz", [record])
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(ENV_VAR, "tiny.json.gz")
    assert find_oracle_file() == path.resolve()
    assert load_oracle() == {"Testing Card": record}
    assert oracle_names() == ["Testing Card"]
    assert oracle_record("testing card") == record
    assert oracle_record("Lightning Bolt") is None
    monkeypatch.delenv(ENV_VAR)
    assert oracle_record("Lightning Bolt") is not None


def test_a_missing_override_is_an_error_naming_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "nowhere" / "oracle.json.gz"
    monkeypatch.setenv(ENV_VAR, str(missing))
    assert find_oracle_file() == missing
    for call in (load_oracle, oracle_names, lambda: oracle_record("Lightning Bolt")):
        with pytest.raises(OracleError, match="oracle file not found") as info:
            call()
        assert str(missing) in str(info.value)
        assert ENV_VAR in str(info.value)


@pytest.mark.parametrize(("content", "message"), [
    (b"not gzip at all", "cannot read oracle data"),
    (gzip.compress(b"{not json", mtime=0), "cannot read oracle data"),
    (gzip.compress(b'{"name": "x"}', mtime=0), "expected a JSON list"),
    (gzip.compress(b'[{"name": "x"}, {"text": "no name"}]', mtime=0), "record 1 has no card name"),
])
def test_a_bad_file_is_an_error_naming_it(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json.gz"
    path.write_bytes(content)
    with pytest.raises(OracleError, match=message) as info:
        load_oracle(path)
    assert str(path) in str(info.value)


def test_nothing_is_read_until_asked() -> None:
    code = ("import manastack, manastack.cards\n"
            "from manastack.cards import oracle\n"
            "assert oracle._load.cache_info().currsize == 0\n"
            "oracle.oracle_record('Lightning Bolt')\n"
            "assert oracle._load.cache_info().currsize == 1\n")
    subprocess.run([sys.executable, "-c", code], check=True)
