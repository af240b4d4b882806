"""A simple heuristic agent, placeholder until written."""

from __future__ import annotations

from .random import RandomAgent


class HeuristicAgent(RandomAgent):
    pass
