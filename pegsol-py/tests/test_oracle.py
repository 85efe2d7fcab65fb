"""The oracle (analyze) and the gym environment's random agent against
the command line: on 100 random positions of T5, T7 and the English
board, the solutions by finish equal `pegsol count` from that position
(its empty holes as the start)."""

import random

import pytest
from conftest import cli_json

import pegsol
import pegsol.gym

# Board, start, jumps played before a position is taken: past the first
# few, the command line counts from a position in well under a second.
BOARDS = [("T5", "A", 0), ("T7", "2", 5), ("english", "d4", 12)]


def random_positions(env, rng, wanted, skip):
    """Positions met by a random agent (legal jumps drawn uniformly)."""
    positions = []
    while len(positions) < wanted:
        _, info = env.reset(seed=rng.randrange(1 << 30))
        played = 0
        while True:
            if played >= skip:
                positions.append((env.position, info))
            legal = info["action_mask"].nonzero()[0]
            if len(legal) == 0 or len(positions) >= wanted:
                break
            _, _, _, _, info = env.step(int(rng.choice(legal)))
            played += 1
    return positions


@pytest.mark.parametrize("name, start, skip", BOARDS)
def test_oracle_agrees_with_the_cli_on_100_random_positions(name, start, skip):
    env = pegsol.gym.PegSolitaireEnv(name, start=start)
    board = env.board
    rng = random.Random(65)
    positions = random_positions(env, rng, 100, skip)
    assert len(positions) == 100
    for position, info in positions:
        answer = pegsol.analyze(board, position)
        empty = [hole for hole in board.holes if hole not in board.pegs(position)]
        report = cli_json("count", "--board", name, "--start", ",".join(empty), "--no-random-play")
        expected = {hole: int(count) for hole, count in report["solutions_by_finish"].items()}
        assert answer.solutions_by_finish == expected
        assert answer.solvable == bool(expected) == info["winnable"]
        assert answer.solutions == sum(expected.values()) == info["solutions"]
        if name == "T5":
            after = {board.jumps[j]: pegsol.analyze(board, board.play(position, j)).solutions
                     for j in board.legal_jumps(position)}
            assert answer.jumps == after


def test_moves_left_and_win_chance_on_t5():
    t5 = pegsol.Board("T5")
    answer = pegsol.analyze(t5, t5.position("A"), moves_left=True, win_chance=True)
    fewest = cli_json("solve", "--start", "A", "--finish", "M", "--shortest")
    counted = cli_json("count", "--start", "A")
    assert answer.win_chance == counted["random_play_pegs_left"]["1"]
    assert answer.moves_left <= fewest["moves"]
