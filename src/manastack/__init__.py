"""manastack: a Magic: The Gathering rules engine with decisions as data and a rule-cited log."""

from . import agents
from .game.decisions import Decision, IllegalAction
from .game.game import CardNotSupported, Game, GameResult

__all__ = ["Game", "GameResult", "Decision", "IllegalAction", "CardNotSupported", "agents"]
__version__ = "0.1.0"
