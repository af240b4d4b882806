"""Agents: programs that answer decisions (``decide(game, decision) -> answer``)."""

from .heuristic import HeuristicAgent
from .random import RandomAgent
from .scripted import ScriptedAgent, ScriptExhausted

__all__ = ["RandomAgent", "ScriptedAgent", "ScriptExhausted", "HeuristicAgent"]
