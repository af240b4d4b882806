"""Game state: objects, zones, players, decisions, the log and the game loop."""
