"""pegsol.gym: gymnasium's check_env, and episodes replayed by the
independent verifier and the command line."""

import gymnasium
import pytest
from conftest import cli
from gymnasium.utils.env_checker import check_env

import pegsol
import pegsol.gym


@pytest.mark.parametrize("name, start", [("T5", "A"), ("T7", "2"), ("english", "d4"), ("T6", None)])
def test_check_env(name, start):
    check_env(gymnasium.make(pegsol.gym.ENV_ID, board=name, start=start).unwrapped)


def oracle_episode(env, seed):
    """An episode of an agent that plays, among the jumps the oracle says
    still win, the one with the most solutions after it."""
    _, info = env.reset(seed=seed)
    reward, done = 0.0, False
    while not done:
        legal = info["action_mask"].nonzero()[0]
        after = {int(a): pegsol.analyze(env.board, env.board.play(env.position, int(a))).solutions for a in legal}
        _, reward, done, _, info = env.step(max(after, key=after.get))
    return reward, info


@pytest.mark.parametrize("name, start", [("T5", "A"), ("T7", "2"), ("english", "d4")])
def test_winning_episodes_are_verified(name, start, tmp_path):
    env = pegsol.gym.PegSolitaireEnv(name, start=start)
    reward, info = oracle_episode(env, 1)
    assert reward == 1.0 and info["pegs"] == 1 and info["winnable"]
    (finish,) = env.board.pegs(env.position)
    path = tmp_path / "episode.sol"
    path.write_text(f"board {name}\nstart {start}\nfinish {finish}\njumps {' '.join(env.played)}\n")
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
