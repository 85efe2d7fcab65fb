"""Benchmark of the Python package (docs/python.md, "Speed"): a T7 count
through Python beside the same count by the command line, run in turns;
the oracle's answer time on the English board once its tables are built;
how soon Ctrl-C stops a long count. Prints a Markdown report with the
machine's load.

    python pegsol-py/bench/bench.py [--runs 5] [--positions 1000]

Run from the repository's root with the package installed and
target/release/pegsol built.
"""

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pegsol

ROOT = Path(__file__).resolve().parents[2]
PEGSOL = ROOT / "target" / "release" / "pegsol"


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def cli_count(board: str, start: str) -> float:
    began = time.perf_counter()
    subprocess.run([str(PEGSOL), "count", "--board", board, "--start", start, "--format", "json"],
                   check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - began


def python_count(board: str, start: str) -> float:
    """The same count in a fresh interpreter, as the command line is a
    fresh process: import, count, and the report turned to JSON."""
    code = ("import json, pegsol; "
            f"print(json.dumps(pegsol.count(pegsol.Board({board!r}), {start!r}).to_dict()))")
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - began


def oracle_positions(board: pegsol.Board, start: str, wanted: int, rng: random.Random) -> list:
    """Positions along random games (each legal jump equally likely)."""
    positions = []
    while len(positions) < wanted:
        position = board.position(start)
        while len(positions) < wanted:
            positions.append(position)
            legal = board.legal_jumps(position)
            if not legal:
                break
            position = board.play(position, rng.choice(legal))
    return positions


def ctrl_c_latency() -> float:
    # Python's own SIGINT handler, which a shell without job control
    # leaves ignored in background children.
    code = ("import signal, sys, time, pegsol\n"
            "signal.signal(signal.SIGINT, signal.default_int_handler)\nprint('go', flush=True)\ntry:\n"
            "    pegsol.count(pegsol.Board('english'), 'c3')\nexcept KeyboardInterrupt:\n"
            "    print(time.monotonic(), flush=True)\n")
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    child.stdout.readline()
    time.sleep(3)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=60)
    return float(out) - sent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--only-ctrl-c", action="store_true", help="measure Ctrl-C alone")
    args = parser.parse_args()
    os.chdir(ROOT)
    if args.only_ctrl_c:
        print_ctrl_c()
        return
    print(f"# Python package benchmark\n\n{os.cpu_count()} cores; load average before: {load()}\n")
    print("## T7 count from hole 1: Python against the command line, in turns\n")
    print("| run | command line (s) | Python (s) | load |\n|---|---|---|---|")
    cli_times, py_times = [], []
    for run in range(args.runs):
        cli_times.append(cli_count("T7", "1"))
        py_times.append(python_count("T7", "1"))
        print(f"| {run + 1} | {cli_times[-1]:.3f} | {py_times[-1]:.3f} | {load()} |")
    cli_median, py_median = statistics.median(cli_times), statistics.median(py_times)
    print(f"\nmedian: command line {cli_median:.3f} s, Python {py_median:.3f} s: "
          f"Python adds {100 * (py_median / cli_median - 1):+.1f} %\n")
    print("## The oracle on the English board\n")
    english = pegsol.Board("english")
    began = time.perf_counter()
    pegsol.analyze(english, english.position("d4"))
    print(f"first call (builds the finish tables it needs): {time.perf_counter() - began:.1f} s, load {load()}\n")
    positions = oracle_positions(english, "d4", args.positions, random.Random(65))
    for position in positions:  # each position's counts once, as a game played
        pegsol.analyze(english, position)
    times = []
    for position in positions:
        began = time.perf_counter()
        pegsol.analyze(english, position)
        times.append(time.perf_counter() - began)
    times.sort()
    print(f"{len(times)} positions along random games from d4, asked again: median "
          f"{1000 * statistics.median(times):.3f} ms, 90th percentile {1000 * times[len(times) * 9 // 10]:.3f} ms, "
          f"slowest {1000 * times[-1]:.3f} ms; load {load()}\n")
    fresh = oracle_positions(english, "d4", args.positions, random.Random(66))
    times = []
    for position in fresh:
        began = time.perf_counter()
        pegsol.analyze(english, position)
        times.append(time.perf_counter() - began)
    times.sort()
    print(f"{len(times)} other positions, asked once each: median {1000 * statistics.median(times):.3f} ms, "
          f"90th percentile {1000 * times[len(times) * 9 // 10]:.3f} ms; load {load()}\n")
    print_ctrl_c()


def print_ctrl_c() -> None:
    print("## Ctrl-C\n")
    latencies = sorted(ctrl_c_latency() for _ in range(3))
    print(f"KeyboardInterrupt after SIGINT during an English count: {', '.join(f'{t:.3f}' for t in latencies)} s; "
          f"load {load()}")


if __name__ == "__main__":
    main()
