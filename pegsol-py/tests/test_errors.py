"""Bad input, files and memory: the command line's one-line messages as
ValueError, OSError and MemoryError."""

import subprocess
import sys

import pytest
from conftest import cli_error

import pegsol


def test_bad_board_is_the_cli_message():
    with pytest.raises(ValueError) as raised:
        pegsol.Board("T99")
    assert str(raised.value) == cli_error("count", "--board", "T99")


def test_bad_start_is_the_cli_message():
    with pytest.raises(ValueError) as raised:
        pegsol.count(pegsol.Board("T5"), "Z")
    assert str(raised.value).removeprefix("bad start: ") == cli_error("count", "--start", "Z").removeprefix(
        "bad --start: "
    )


def test_bad_drawing_and_missing_file():
    with pytest.raises(ValueError, match="drawing.board"):
        pegsol.Board.from_drawing("lattice hexagonal\no\n")
    with pytest.raises(OSError, match="no-such.board"):
        pegsol.Board("no-such.board")
    with pytest.raises(OSError):
        pegsol.verify(["no-such.cert"])


@pytest.mark.parametrize(
    "call",
    [
        lambda t5: pegsol.count(t5, "A", "sideways"),
        lambda t5: pegsol.count(t5, "A", "reverse"),
        lambda t5: pegsol.count(t5, "A", memory_limit=1000),
        lambda t5: t5.play(t5.position("A"), "A-B-D"),
        lambda t5: t5.play(t5.position("A"), 99),
        lambda t5: t5.pegs(1 << 20),
        lambda t5: pegsol.analyze(t5, 0),
        lambda t5: pegsol.solve(t5, "A", "Q"),
        lambda t5: pegsol.estimate(t5, "A", method="guess"),
    ],
)
def test_bad_input_is_a_value_error(call):
    with pytest.raises(ValueError):
        call(pegsol.Board("T5"))


PEAK = """
import resource, sys
import pegsol
board = pegsol.Board("english")
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    {call}
except MemoryError as error:
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    print(grown, error)
    sys.exit(0)
sys.exit(1)
"""


@pytest.mark.parametrize(
    "call",
    [
        'pegsol.count(board, "d4", memory_limit=4 << 20)',
        'pegsol.estimate(board, "d4", replicates=1 << 32, memory_limit=1 << 30)',
    ],
)
def test_over_the_memory_limit_is_a_memory_error_before_allocating(call):
    done = subprocess.run([sys.executable, "-c", PEAK.format(call=call)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    grown_kib, message = done.stdout.split(" ", 1)
    assert "over the" in message and "limit" in message
    # The peak memory grew by less than the limit itself (KiB).
    assert int(grown_kib) < 4 * 1024
