"""Shared by the pytest suite of the Python package: the repository's
root and the command line built from it (target/release/pegsol), whose
output the tests hold the package to."""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pegsol_binary() -> Path:
    """The `pegsol` binary: $PEGSOL_BIN, or target/release/pegsol."""
    path = Path(os.environ.get("PEGSOL_BIN", ROOT / "target" / "release" / "pegsol"))
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `cargo build --release` first (or set PEGSOL_BIN)")
    return path


def cli(*args: str, ok: tuple = (0,)) -> subprocess.CompletedProcess:
    """Runs `pegsol ARGS` from the repository's root."""
    done = subprocess.run([str(pegsol_binary()), *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode in ok, f"pegsol {' '.join(args)}: exit {done.returncode}: {done.stderr}"
    return done


def cli_json(*args: str) -> dict:
    """The JSON `pegsol ARGS --format json` prints."""
    return json.loads(cli(*args, "--format", "json").stdout)


def cli_error(*args: str) -> str:
    """The one-line error of `pegsol ARGS`, which must exit 2, without `error: `."""
    line = cli(*args, ok=(2,)).stderr.strip()
    assert "\n" not in line, line
    return line.removeprefix("error: ")


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    """Relative paths (proofs/, results/) are the repository's."""
    monkeypatch.chdir(ROOT)
