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
    // Limits too small to mean anything say what is wrong with them, in
    // clap's usage-error form, before any work.
    for limit in ["0", "1B", "1KiB", "1048575"] {
        pegsol()
            .args(["count", "--board", "T6", "--memory-limit", limit])
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with(format!("error: invalid value '{limit}' for '--memory-limit")))
            .stderr(predicate::str::contains("below the smallest memory limit, 1MiB"));
    }
    pegsol().args(["count", "--board", "T4", "--memory-limit", "1MiB"]).assert().success();
    pegsol().args(["count", "--threads", "0"]).assert().code(2);
    // 65,535 threads made even T4 take over a minute: at most four per core.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    pegsol()
        .args(["count", "--board", "T4", "--threads", "65535"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(format!("at most {} on this machine", 4 * cores)));
    pegsol().args(["count", "--board", "T4", "--threads"]).arg((4 * cores).to_string()).assert().success();
}

#[test]
fn a_spill_dir_that_cannot_be_used_is_refused_before_the_pass() {
    let file = tempfile::NamedTempFile::new().unwrap();
    for (dir, reason) in [
        ("/nonexistent/pegsol", "--spill-dir /nonexistent/pegsol does not exist"),
        (file.path().to_str().unwrap(), "is not a directory"),
        // Not even root may create files in /sys.
        ("/sys", "--spill-dir /sys is not writable: Permission denied (os error 13)"),
    ] {
        pegsol()
            .args(["count", "--board", "T6", "--memory-limit", "1MiB", "--spill-dir", dir])
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with("error: --spill-dir"))
            .stderr(predicate::str::contains(reason))
            .stderr(predicate::function(|err: &str| err.lines().count() == 1));
    }
}
