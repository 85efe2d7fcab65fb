"""pegsol.gym: gymnasium's check_env, and episodes replayed by the
independent verifier and the command line."""

import gymnasium
import pytest
from conftest import ROOT, cli
from gymnasium.utils.env_checker import check_env

import pegsol
import pegsol.gym


@pytest.mark.parametrize(
    "name, start, oracle", [("T5", "A", True), ("T6", None, True), ("T7", "2", False), ("english", "d4", False)]
)
def test_check_env(name, start, oracle):
    # Without the oracle on the larger boards: its values change no space,
    # and check_env's random steps would build T7's finish tables for nothing.
    check_env(gymnasium.make(pegsol.gym.ENV_ID, board=name, start=start, oracle=oracle).unwrapped)


def oracle_episode(env, seed):
    """An episode of an agent that plays the jump the oracle says leaves
    the most solutions."""
    _, info = env.reset(seed=seed)
    reward, done = 0.0, False
    while not done:
        after = pegsol.analyze(env.board, env.position).jumps
        _, reward, done, _, info = env.step(env.board.jumps.index(max(after, key=after.get)))
    return reward, info


def board_lines(name):
    """The lines naming a board in a solution file: a triangle by name, any
    other board drawn, as its committed certificate draws it."""
    if name.startswith("T"):
        return f"board {name}\n"
    lines = (ROOT / "proofs" / f"{name}.cert").read_text().splitlines()
    drawing = [line for line in lines if line.split(" ")[0] in ("board", "lattice", "row")]
    return "\n".join(drawing) + "\n"


@pytest.mark.parametrize("name, start", [("T5", "A"), ("T7", "2"), ("english", "d4")])
def test_winning_episodes_are_verified(name, start, tmp_path):
    env = pegsol.gym.PegSolitaireEnv(name, start=start)
    reward, info = oracle_episode(env, 1)
    assert reward == 1.0 and info["pegs"] == 1 and info["winnable"]
    (finish,) = env.board.pegs(env.position)
    path = tmp_path / "episode.sol"
    path.write_text(f"{board_lines(name)}start {start}\nfinish {finish}\njumps {' '.join(env.played)}\n")
    assert pegsol.verify([path])["verdict"] == "VERIFIED"
    assert cli("verify", str(path)).stdout.strip().splitlines()[-1] == "VERIFIED"


def test_random_episodes_replay_on_the_cli():
    env = pegsol.gym.PegSolitaireEnv("T5", start="A")
    for seed in range(20):
        _, info = env.reset(seed=seed)
        done = False
        while not done:
            action = env.action_space.sample(mask=info["action_mask"])
            _, reward, done, _, info = env.step(action)
        finish = ",".join(env.board.pegs(env.position))
        # The command line replays the jumps, each legal, to the same last
        # position (exit 0: the jumps reach exactly `finish`).
        cli("solve", "--start", "A", "--finish", finish, "--check", " ".join(env.played))
        assert (reward == 1.0) == (info["pegs"] == 1)


def test_illegal_action_costs_and_changes_nothing():
    env = pegsol.gym.PegSolitaireEnv("T5", start="A")
    observation, info = env.reset(seed=0)
    illegal = int(info["action_mask"].argmin())
    after, reward, done, _, info = env.step(illegal)
    assert (after == observation).all() and reward == -1.0 and not done and info["illegal"]
