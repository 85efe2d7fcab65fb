//! `pegsol count` under a memory limit: a run that does not fit stops with
//! exit code 2 and a one-line message; with a spill directory it completes
//! with the same report; bad sizes and thread counts are refused.

use assert_cmd::Command;
use predicates::prelude::*;

fn pegsol() -> Command {
    Command::cargo_bin("pegsol").unwrap()
}

#[test]
fn a_run_over_the_memory_limit_is_refused_with_exit_code_2() {
    pegsol()
        .args(["count", "--board", "T6", "--start", "1", "--memory-limit", "1MiB"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("error: a layer of about").and(predicate::str::contains("--spill-dir")));
}

#[test]
fn spilling_to_disk_gives_the_same_report() {
    let free = pegsol().args(["count", "--board", "T6", "--start", "2", "--format", "json"]).output().unwrap();
    let dir = std::env::temp_dir().join(format!("pegsol-cli-spill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let spilled = pegsol()
        .args(["count", "--board", "T6", "--start", "2", "--format", "json", "--no-random-play"])
        .args(["--memory-limit", "1MiB", "--threads", "1", "--spill-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(spilled.status.success(), "{}", String::from_utf8_lossy(&spilled.stderr));
    let free: serde_json::Value = serde_json::from_slice(&free.stdout).unwrap();
    let spilled: serde_json::Value = serde_json::from_slice(&spilled.stdout).unwrap();
    for key in ["positions", "moves", "games", "games_by_pegs_left", "solutions_by_finish", "max_pegs_left"] {
        assert_eq!(free[key], spilled[key], "{key}");
    }
}

#[test]
fn bad_sizes_and_thread_counts_are_refused() {
    pegsol()
        .args(["count", "--memory-limit", "12XB"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown size unit"));
    pegsol().args(["count", "--threads", "0"]).assert().code(2);
    pegsol()
        .args(["count", "--spill-dir", "/nonexistent/pegsol"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not a directory"));
}
