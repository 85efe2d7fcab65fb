"""pegsol.gym: peg solitaire as a Gymnasium environment, on any board,
with the exact oracle's values in ``info`` (needs ``gymnasium>=1.0`` and
NumPy: ``pip install "./pegsol-py[gym]"``).

The observation is the board's pegs as a 0/1 ``int8`` array in hole order
(``board.holes``); an action is the index of a jump in ``board.jumps``,
``info["action_mask"]`` marks the legal ones. An illegal action leaves the
position as it was and costs a reward of -1; the episode ends when no jump
is left, with a reward of 1 if one peg is left. ``info`` carries the
oracle's exact values for the position (``pegsol.analyze``): ``winnable``,
``solutions`` (an int) and, with ``moves_left=True``, ``moves_left``; they
are ``None`` where the oracle refuses to count (positions with too many
pegs on the largest boards).

>>> import gymnasium, pegsol.gym
>>> env = pegsol.gym.PegSolitaireEnv("T5", start="A")
>>> observation, info = env.reset(seed=1)
>>> int(observation.sum()), info["winnable"], info["solutions"]
(14, True, 29760)
>>> [env.board.jumps[a] for a in info["action_mask"].nonzero()[0]]
['D-B-A', 'F-C-A']
>>> env = gymnasium.make(pegsol.gym.ENV_ID, board="T4", start="2")
"""

from __future__ import annotations

from typing import Any, Optional, Union

import gymnasium
import numpy as np
from gymnasium import spaces

from ._pegsol import Board, analyze

__all__ = ["PegSolitaireEnv"]

#: The environment's id for ``gymnasium.make``.
ENV_ID = "pegsol/PegSolitaire-v0"


class PegSolitaireEnv(gymnasium.Env):
    """Peg solitaire on ``board`` (a name or a ``pegsol.Board``) from
    ``start`` (the empty holes, e.g. ``"A"`` or ``"d4"``; ``None``: one
    hole drawn at random at each reset)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        board: Union[str, Board] = "T5",
        start: Optional[str] = "A",
        *,
        oracle: bool = True,
        moves_left: bool = False,
        render_mode: Optional[str] = None,
    ) -> None:
        self.board = board if isinstance(board, Board) else Board(board)
        self.start = start
        self.oracle = oracle
        self.moves_left = moves_left
        if start is not None:
            self.board.position(start)  # a bad start is a ValueError now
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self._jumps = len(self.board.jumps)
        self.observation_space = spaces.MultiBinary(len(self.board))
        self.action_space = spaces.Discrete(self._jumps)
        self.position = 0
        self.played: list[str] = []

    def _observation(self) -> np.ndarray:
        bits = [(self.position >> i) & 1 for i in range(len(self.board))]
        return np.array(bits, dtype=np.int8)

    def _info(self) -> dict[str, Any]:
        mask = np.zeros(self._jumps, dtype=np.int8)
        mask[self.board.legal_jumps(self.position)] = 1
        info: dict[str, Any] = {"action_mask": mask, "pegs": bin(self.position).count("1")}
        if self.oracle:
            try:
                answer = analyze(self.board, self.position, moves_left=self.moves_left)
                info["winnable"], info["solutions"] = answer.solvable, answer.solutions
                if self.moves_left:
                    info["moves_left"] = answer.moves_left
            except ValueError:
                info["winnable"], info["solutions"] = None, None
                if self.moves_left:
                    info["moves_left"] = None
        return info

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        start = self.start
        if start is None:
            start = self.board.holes[int(self.np_random.integers(len(self.board)))]
        self.position = self.board.position(start)
        self.played = []
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        action = int(action)
        legal = self.board.legal_jumps(self.position)
        if action not in legal:
            info = self._info()
            info["illegal"] = True
            return self._observation(), -1.0, False, False, info
        self.position = self.board.play(self.position, action)
        self.played.append(self.board.jumps[action])
        info = self._info()
        terminated = not info["action_mask"].any()
        reward = 1.0 if terminated and info["pegs"] == 1 else 0.0
        return self._observation(), reward, terminated, False, info

    def render(self) -> Optional[str]:
        if self.render_mode == "ansi":
            return self.board.draw(self.position)
        return None


gymnasium.register(id=ENV_ID, entry_point=PegSolitaireEnv)
