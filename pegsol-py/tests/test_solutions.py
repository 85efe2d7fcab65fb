"""solve, solutions, fewest, estimate, prove and verify against the
command line's output."""

import pytest
from conftest import cli, cli_json

import pegsol


def test_solve_is_a_solution_the_cli_checks():
    t5 = pegsol.Board("T5")
    for shortest in (False, True):
        jumps = pegsol.solve(t5, "A", "M", shortest=shortest)
        cli("solve", "--start", "A", "--finish", "M", "--check", " ".join(jumps))
    found = cli_json("solve", "--start", "A", "--finish", "M", "--shortest")
    assert found["jumps"] == pegsol.solve(t5, "A", "M", shortest=True)
    # published-figures.md S4: from E the only finish is M.
    assert pegsol.solve(t5, "E", "A") is None


def test_solutions_are_the_cli_lines():
    t5 = pegsol.Board("T5")
    lines = list(pegsol.solutions(t5, "A", "M"))
    # published-figures.md S2: 16,128 solutions from A end at M.
    assert len(lines) == 16128
    assert lines == cli("solutions", "--start", "A", "--finish", "M").stdout.splitlines()
    distinct = list(pegsol.solutions(t5, "A", "M", distinct=True))
    assert distinct == cli("solutions", "--start", "A", "--finish", "M", "--distinct").stdout.splitlines()
    assert list(pegsol.solutions(t5, "A", "M", limit=3)) == lines[:3]


def test_fewest_and_estimate_are_the_cli_json():
    t5 = pegsol.Board("T5")
    assert pegsol.fewest(t5) == cli_json("fewest", "--board", "T5")
    assert pegsol.estimate(t5, "A", samples=500) == cli_json("estimate", "--start", "A", "--samples", "500")


def test_prove_writes_the_cli_certificate_and_verify_checks_it(tmp_path):
    t5 = pegsol.Board("T5")
    text = pegsol.prove(t5, out=tmp_path)
    cli("prove", "--board", "T5", "--out", str(tmp_path / "cli"))
    assert text == (tmp_path / "T5.cert").read_text() == (tmp_path / "cli" / "T5.cert").read_text()
    report = pegsol.verify([tmp_path / "T5.cert"])
    assert report["verdict"] == "VERIFIED"
    assert report == cli_json("verify", str(tmp_path / "T5.cert"))
    tampered = tmp_path / "tampered.cert"
    tampered.write_text(text.replace("16128", "16129"))
    assert "16128" in text
    assert pegsol.verify([tampered])["verdict"] == "NOT VERIFIED"


@pytest.mark.parametrize("name", ["T5-A-to-M.sol", "T5.cert", "english.cert"])
def test_committed_proofs_verify(name):
    # Counts above T6 taken on trust, as .ci/run's `pegsol verify proofs` takes them.
    report = pegsol.verify([f"proofs/{name}"], trust_counts_above="T6", trust_fewest_above="T6")
    assert report == cli_json("verify", f"proofs/{name}", "--trust-counts-above", "T6", "--trust-fewest-above", "T6")
    assert report["verdict"] == "VERIFIED"
