"""Shared test fixtures."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(scope="session")
def oracle() -> dict[str, dict[str, Any]]:
    """Card name -> oracle record, from the data shipped in the package.

    ``MANASTACK_ORACLE`` names another file to use instead.
    """
    from manastack.cards.oracle import load_oracle

    return load_oracle()
