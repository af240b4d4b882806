"""The heuristic agent: whole games against the random agent, and single decisions."""

from __future__ import annotations

from manastack import Game
from manastack.agents import HeuristicAgent, RandomAgent
from manastack.decks_data import DEMO_DECKS, sample_deck
from manastack.game.decisions import PASS, Cast, Choice, Decision, Pair
from manastack.game.setup import place

SEEDS = range(20)


def sample_decks() -> list[list[str]]:
    return [list(sample_deck(name).main) for name in DEMO_DECKS]


def play_vs_random(seed: int) -> tuple[str | None, str]:
    """One game, heuristic against random; the seed picks decks, seats and who starts."""
    decks = sample_decks()
    if seed % 2:
        decks.reverse()
    heuristic_seat = (seed // 2) % 2
    names = ["Heuristic", "Random"] if heuristic_seat == 0 else ["Random", "Heuristic"]
    agents = [HeuristicAgent(seed, strict=True), RandomAgent(seed)]
    if heuristic_seat:
        agents.reverse()
    game = Game(decks, names=names, seed=seed)
    result = game.play(agents)
    return result.winner, result.reason


def test_heuristic_finishes_games_against_random():
    for seed in SEEDS:
        winner, reason = play_vs_random(seed)
        assert winner in ("Heuristic", "Random", None), reason


def test_heuristic_beats_random_most_of_the_time():
    wins = sum(play_vs_random(seed)[0] == "Heuristic" for seed in SEEDS)
    assert wins > len(SEEDS) // 2


def test_heuristic_mirror_is_deterministic():
    def run() -> list[object]:
        game = Game(sample_decks(), names=["Ann", "Bo"], seed=5)
        game.play([HeuristicAgent(1, strict=True), HeuristicAgent(2, strict=True)])
        return list(game.answers)

    assert run() == run()


def test_heuristic_plays_every_card_in_the_pool():
    """Random decks drawn from the whole pool: the heuristics never fail."""
    import random

    from manastack.cards import CARD_POOL

    spells = sorted(n for n, c in CARD_POOL.items() if not c.is_land and not c.unsupported)
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    for seed in range(10):
        rng = random.Random(seed)
        decks = [[rng.choice(spells) for _ in range(24)] + [rng.choice(lands) for _ in range(16)]
                 for _ in range(2)]
        game = Game(decks, seed=seed)
        result = game.play([HeuristicAgent(seed, strict=True),
                            HeuristicAgent(seed + 1, strict=True)], max_decisions=50_000)
        assert result.turns > 0


# ---- single decisions on arranged boards ----------------------------------------------------


def arranged() -> Game:
    return Game([["Plains"] * 10, ["Plains"] * 10], names=["Ann", "Bo"], start=False,
                mulligans=False)


def pid(game: Game, name: str) -> int:
    return game.player_named(name).id


def test_keeps_hands_with_two_to_five_lands():
    agent = HeuristicAgent(strict=True)
    for lands, keep in [(0, False), (1, False), (2, True), (5, True), (6, False), (7, False)]:
        game = arranged()
        for i in range(7):
            place(game, "Ann", "Forest" if i < lands else "Grizzly Bears", "hand")
        decision = Decision(pid(game, "Ann"), "mulligan",
                            [Choice(True, "keep"), Choice(False, "mulligan")])
        assert agent.decide(game, decision).value is keep, lands


def test_plays_a_land_before_casting():
    game = arranged()
    place(game, "Ann", "Forest", "hand")
    place(game, "Ann", "Grizzly Bears", "hand")
    place(game, "Ann", "Forest")
    game.start(turn=3, active="Ann")
    agent = HeuristicAgent(strict=True)
    assert type(agent.decide(game, game.pending())).__name__ == "PlayLand"


def test_bolts_the_best_creature_it_can_kill():
    game = arranged()
    bolt = place(game, "Ann", "Lightning Bolt", "hand")
    place(game, "Ann", "Mountain")
    place(game, "Bo", "Llanowar Elves")
    bears = place(game, "Bo", "Grizzly Bears")
    place(game, "Bo", "Craw Wurm")  # 6/4: too big to kill
    game.start(turn=3, active="Ann")
    agent = HeuristicAgent(strict=True)
    action = agent.decide(game, game.pending())
    assert action == Cast(bolt)
    game.submit(action)
    decision = game.pending()
    assert decision.kind == "target"
    assert agent.decide(game, decision).value == bears


def test_bolts_the_face_for_lethal():
    game = arranged()
    place(game, "Ann", "Lightning Bolt", "hand")
    place(game, "Ann", "Mountain")
    place(game, "Bo", "Grizzly Bears")
    game.player_named("Bo").life = 3
    game.start(turn=3, active="Ann")
    agent = HeuristicAgent(strict=True)
    game.submit(agent.decide(game, game.pending()))
    assert agent.decide(game, game.pending()).value == pid(game, "Bo")


def test_holds_burn_without_a_good_target():
    game = arranged()
    place(game, "Ann", "Lightning Bolt", "hand")
    place(game, "Ann", "Mountain")
    game.start(turn=3, active="Ann")
    assert HeuristicAgent(strict=True).decide(game, game.pending()) == PASS


def attack_decision(game: Game) -> Decision:
    while (d := game.pending()).kind != "attackers":
        game.submit(PASS)
    return d


def test_attacks_only_when_no_blocker_eats_the_attacker():
    game = arranged()
    bears = place(game, "Ann", "Grizzly Bears")
    place(game, "Bo", "Hill Giant")  # 3/3 blocks and kills the bears for free
    game.start(turn=3, active="Ann")
    assert HeuristicAgent(strict=True).decide(game, attack_decision(game)) == []

    game = arranged()
    bears = place(game, "Ann", "Grizzly Bears")
    place(game, "Bo", "Grizzly Bears")  # a trade at worst
    game.start(turn=3, active="Ann")
    answer = HeuristicAgent(strict=True).decide(game, attack_decision(game))
    assert [(p.a, p.b) for p in answer] == [(bears, pid(game, "Bo"))]


def test_chump_blocks_only_against_lethal():
    for life, expect_block in [(20, False), (3, True)]:
        game = arranged()
        giant = place(game, "Ann", "Hill Giant")
        elves = place(game, "Bo", "Llanowar Elves")
        game.player_named("Bo").life = life
        game.start(turn=3, active="Ann")
        game.submit([Pair(giant, pid(game, "Bo"))])
        while (d := game.pending()).kind != "blockers":
            game.submit(PASS)
        answer = HeuristicAgent(strict=True).decide(game, d)
        assert [(p.a, p.b) for p in answer] == ([(elves, giant)] if expect_block else [])


def test_blocks_when_the_blocker_kills_and_survives():
    game = arranged()
    goblin = place(game, "Ann", "Raging Goblin")
    bears = place(game, "Bo", "Grizzly Bears")
    game.start(turn=3, active="Ann")
    game.submit([Pair(goblin, pid(game, "Bo"))])
    while (d := game.pending()).kind != "blockers":
        game.submit(PASS)
    answer = HeuristicAgent(strict=True).decide(game, d)
    assert [(p.a, p.b) for p in answer] == [(bears, goblin)]


def test_counters_an_expensive_spell():
    game = arranged()
    angel = place(game, "Ann", "Serra Angel", "hand")
    for _ in range(5):
        place(game, "Ann", "Plains")
    counter = place(game, "Bo", "Counterspell", "hand")
    place(game, "Bo", "Island")
    place(game, "Bo", "Island")
    game.start(turn=3, active="Ann")
    game.submit(Cast(angel))
    while (d := game.pending()).kind == "pay_mana":
        game.submit(0)
    d = game.pending()
    assert d.player == pid(game, "Bo") and d.kind == "priority"
    agent = HeuristicAgent(strict=True)
    assert agent.decide(game, d) == Cast(counter)
    game.submit(Cast(counter))  # its only target, the Angel, is chosen automatically
    while game.stack:
        game.submit(PASS)
    graveyard = [game.objects[c].name for c in game.player_named("Ann").graveyard]
    assert graveyard == ["Serra Angel"]


def test_never_raises_on_an_unexpected_decision():
    game = arranged()
    game.start(turn=3, active="Ann")
    odd = Decision(pid(game, "Ann"), "something_new", [Choice(1, "a"), Choice(2, "b")])
    assert HeuristicAgent().decide(game, odd) in odd.options
