//! `pegsol prove` -> `pegsol verify` round trips, and the counts the
//! certificates carry against published figures.

use assert_cmd::Command;

fn pegsol() -> Command {
    Command::cargo_bin("pegsol").unwrap()
}

/// Proves `board` into a fresh directory and verifies the result.
fn round_trip(board: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", board, "--out"]).arg(dir.path()).assert().success();
    let cert = std::fs::read_to_string(dir.path().join(format!("{board}.cert"))).unwrap();
    let out = pegsol().arg("verify").arg(dir.path()).assert().success().get_output().stdout.clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.trim_end().ends_with("\nVERIFIED"), "{out}");
    cert
}

#[test]
fn round_trip_t2_t3_t4() {
    for board in ["T2", "T3", "T4"] {
        round_trip(board);
    }
}

#[test]
fn round_trip_t5_carries_the_published_counts() {
    let cert = round_trip("T5");
    // Seed 003 (S2): from A, solutions by finish A 6,816; G 3,408; M 16,128
    // (J is G's mirror image, so it has no entry of its own).
    for (pair, count) in [("pair A A solvable", 6_816), ("pair A G solvable", 3_408), ("pair A M solvable", 16_128)] {
        assert!(cert.contains(&format!("{pair}\n  solutions {count}\n")), "{pair}");
    }
    // Durango Bill (P2): an edge start finishing where it started, 720.
    assert!(cert.contains("pair B B solvable\n  solutions 720\n"));
    // Seed 003 (S4): from E the only finish is M; the others are ruled out.
    assert!(cert.contains("pair E M solvable\n"));
    assert!(!cert.contains("pair E A solvable"));
}

#[test]
fn round_trip_t6() {
    let cert = round_trip("T6");
    // Bell (A130516, P10): on T6 every pair the classes allow is solvable,
    // so no pair rests on a search claim.
    assert!(!cert.contains(" unsolvable\n"));
}

#[test]
fn prove_rejects_an_unknown_board() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "T11", "--out"]).arg(dir.path()).assert().code(2);
}
