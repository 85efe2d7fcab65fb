//! `pegsol count` under a memory limit: a run that does not fit stops with
//! exit code 2 and a one-line message; with a spill directory it completes
//! with the same report; bad sizes and thread counts are refused, and so
//! are estimates whose memory cannot fit, host files over their cap and
//! connect timeouts out of range.

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

/// `pegsol ARGS` under `ulimit -v KIB` (an address-space limit, as a
/// shared machine may set), killed if still running after a minute.
fn under_address_limit(kib: u32, args: &[&str]) -> std::process::Output {
    let script = format!(r#"ulimit -v {kib} && exec "$0" "$@""#);
    let mut command = std::process::Command::new("sh");
    command.args(["-c", &script, env!("CARGO_BIN_EXE_pegsol")]).args(args);
    Command::from_std(command).timeout(std::time::Duration::from_secs(60)).output().unwrap()
}

#[test]
fn estimates_whose_memory_cannot_fit_are_refused_before_they_start() {
    // 10^8 replicates aborted (exit 134) asking for their results' room at
    // once; 10^7 ran until the memory ran out, past the address-space limit
    // though not past three quarters of a larger machine's memory.
    for (kib, replicates) in [(4_000_000, "100000000"), (1_000_000, "10000000")] {
        let output =
            under_address_limit(kib, &["estimate", "--board", "T6", "--start", "1", "--replicates", replicates]);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{replicates}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with(&format!("error: estimate with --width 100000 --replicates {replicates} ")),
            "{stderr}"
        );
        assert!(stderr.contains("of memory, over the limit of") && stderr.contains("ulimit -v"), "{stderr}");
    }
    // What fits runs.
    let output = under_address_limit(4_000_000, &["estimate", "--board", "T5", "--start", "1", "--replicates", "2"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn a_host_file_over_its_cap_is_refused_unread() {
    // Two addresses, then over a mebibyte of comments: it was read whole
    // and its processes waited for.
    let mut hosts = String::from("127.0.0.1:1\n127.0.0.1:2\n");
    while hosts.len() <= 1 << 20 {
        hosts.push_str("# a comment line to pad the host file past its cap\n");
    }
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), hosts).unwrap();
    pegsol()
        .args(["count", "--board", "T5", "--cluster-size", "2", "--process", "0", "--connect-timeout", "5"])
        .arg("--hostfile")
        .arg(file.path())
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("error: cannot read --hostfile "))
        .stderr(predicate::str::contains("larger than 1048576 bytes"))
        .stderr(predicate::function(|err: &str| err.lines().count() == 1));
}

#[test]
fn a_connect_timeout_out_of_range_is_a_usage_error() {
    // 2^64 - 1 seconds overflowed the clock; 0 cannot be waited.
    for seconds in ["18446744073709551615", "86401", "0"] {
        pegsol()
            .args(["count", "--board", "T5", "--cluster-size", "2", "--process", "0", "--connect-timeout", seconds])
            .timeout(std::time::Duration::from_secs(60))
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with(format!("error: invalid value '{seconds}' for '--connect-timeout")))
            .stderr(predicate::str::contains("For more information, try '--help'."));
    }
}
