"""Ctrl-C: a long call raises KeyboardInterrupt soon after SIGINT, its
pass stopped and its files gone; a progress callback's exception stops
the call too."""

import signal
import subprocess
import sys
import time

import pytest

import pegsol

# The child restores Python's own SIGINT handler: a shell without job
# control starts background commands with SIGINT ignored, which a child
# would inherit.
LONG = """
import signal, sys, time
import pegsol
signal.signal(signal.SIGINT, signal.default_int_handler)
print("started", flush=True)
try:
    {call}
except KeyboardInterrupt:
    print("interrupted", time.monotonic(), flush=True)
    sys.exit(0)
print("finished", flush=True)
"""

# A bound for a loaded machine; the benchmark (bench/bench.py) measures
# how soon it comes.
PATIENCE = 5.0


@pytest.mark.parametrize(
    "call",
    [
        'pegsol.count(pegsol.Board("english"), "c3", spill_dir=sys.argv[1])',
        'pegsol.analyze(pegsol.Board("english"), pegsol.Board("english").position("d4"), win_chance=True)',
        'sum(1 for _ in pegsol.solutions(pegsol.Board("english"), "d4", "d4"))',
    ],
)
def test_ctrl_c_stops_a_long_call(call, tmp_path):
    child = subprocess.Popen(
        [sys.executable, "-c", LONG.format(call=call), str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout.readline().strip() == "started"
    time.sleep(2.0)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=60)
    finally:
        # A child that ignored the signal is not left running.
        child.kill()
    word, at = out.split()
    assert word == "interrupted", err
    assert float(at) - sent < PATIENCE
    assert child.returncode == 0
    assert list(tmp_path.iterdir()) == []


def test_a_progress_callback_stops_the_call():
    class Enough(Exception):
        pass

    def progress(done, of):
        if done == 3:
            raise Enough

    with pytest.raises(Enough):
        pegsol.count(pegsol.Board("T7"), "1", progress=progress)
