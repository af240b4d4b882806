"""Rules of the game, one concern per module, each citing the Comprehensive Rules."""
