"""Shared test fixtures."""

from __future__ import annotations

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
