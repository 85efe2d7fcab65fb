//! The measuring tools (`pegsol-tools`, tools/): the fast ones end to end
//! (on small boards: layers, witnesses, reverse-check, cluster-scaling,
//! load), every subcommand's help, and errors as one line with exit code
//! 2: each defect of issue 61 (a report's hole names, a FIFO or /dev/zero
//! as input, no server to load, a server outliving its tool on a signal),
//! and the bad-input corpus (`bad_input`). The slow ones (analyze over T7, coverage, 1 GiB buffers, a browser)
//! are only parsed here; results/ keeps what they measured.
//!
//! The binary belongs to another package than these tests, so cargo gives
//! them no path to it and `cargo test --test it` does not build it: the
//! tests build it themselves, once, with the profile and the cargo of this
//! run (a no-op when it is up to date), and run what cargo says it built.
//! That build names this test too (`--test it`, already built), so that
//! cargo resolves the dependencies' features as for `cargo test` at the
//! root and reuses its build of the library and the rest instead of
//! compiling them a second time with other features.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::support::{pegsol, root, PEGSOL};

mod bad_input;

/// `cargo build --bin pegsol-tools` with the profile `pegsol` was built
/// with (the name of its directory, `debug` for `dev`); the executable's
/// path.
fn build() -> PathBuf {
    let profile = Path::new(PEGSOL).parent().and_then(Path::file_name).and_then(|n| n.to_str()).unwrap_or("debug");
    let profile = if profile == "debug" { "dev" } else { profile };
    let output = Command::new(env!("CARGO"))
        .current_dir(root())
        .args(["build", "--quiet", "--profile", profile, "--bin", "pegsol-tools", "--test", "it"])
        .arg("--message-format=json-render-diagnostics")
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo build --bin pegsol-tools failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact" && message["target"]["name"] == "pegsol-tools")
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .expect("cargo names the pegsol-tools executable it built")
}

/// The path of the `pegsol-tools` binary, built on first use.
pub fn binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(build)
}

/// The `pegsol-tools` binary, built on first use.
fn tools() -> assert_cmd::Command {
    assert_cmd::Command::new(binary())
}

const SUBCOMMANDS: [&str; 9] = [
    "analyze",
    "bandwidth",
    "cluster-scaling",
    "coverage",
    "layers",
    "reverse-check",
    "witnesses",
    "load",
    "screenshot",
];

#[test]
fn every_subcommand_has_help_with_its_invocation() {
    for name in SUBCOMMANDS {
        let output = tools().args([name, "--help"]).output().unwrap();
        assert!(output.status.success(), "{name} --help");
        let help = String::from_utf8(output.stdout).unwrap();
        assert!(help.contains(&format!("cargo run --release -p pegsol-tools -- {name}")), "{name} --help:\n{help}");
    }
    let output = tools().arg("--help").output().unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    for name in SUBCOMMANDS {
        assert!(help.contains(&format!("\n  {name} ")), "pegsol-tools --help lists {name}:\n{help}");
    }
    assert!(!help.contains("cluster-member"), "the cluster's member process is hidden:\n{help}");
}

/// Exit code 2 and one line on stderr, starting `error:` and naming `what`.
fn fails_in_one_line(args: &[&str], what: &str) {
    let output = tools().args(args).output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: ") && stderr.contains(what), "{args:?}: {stderr}");
}

#[test]
fn errors_are_one_line_with_exit_code_2() {
    fails_in_one_line(&["layers", "--bogus"], "--bogus");
    fails_in_one_line(&["layers", "T6", "1"], "'T6'");
    fails_in_one_line(&["layers", "--board", "T99"], "T99");
    fails_in_one_line(&["layers", "--memory", "lots"], "lots");
    fails_in_one_line(&["witnesses"], "--sides");
    fails_in_one_line(&["witnesses", "--sides", "11"], "T11");
    fails_in_one_line(&["coverage", "--method", "tossed"], "tossed");
    fails_in_one_line(&["reverse-check", "--report", "/nonexistent/T6.json"], "/nonexistent/T6.json");
    fails_in_one_line(&["screenshot", "--url", "http://127.0.0.1:1/", "--seconds=-1", "--out", "x.png"], "--seconds");
    fails_in_one_line(&["nothing"], "nothing");
}

#[test]
fn layers_prints_every_layer_and_the_pass_totals() {
    let output = tools().args(["layers", "--board", "T5", "--start", "1"]).output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    // The totals of `pegsol count`'s pass.
    assert!(stdout.starts_with("positions 3016 moves "), "{stdout}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    let layers: Vec<&str> = stderr.lines().filter(|l| l.contains("canonical positions")).collect();
    assert_eq!(layers.len(), 15, "a line per peg count, 14 to 0:\n{stderr}");
    assert!(layers[0].trim_start().starts_with("14 pegs            1 canonical"), "{stderr}");
}

#[test]
fn witnesses_solves_the_solvable_problems_of_oeis_a130516() {
    // Feasible and solvable one-vacancy -> one-peg problems up to symmetry
    // on T4 and T5 (OEIS A130515 and A130516; tests/it/solve.rs).
    let output = tools().args(["witnesses", "--sides", "4", "5"]).output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(lines[0].starts_with("T4: 3 feasible pairs up to symmetry, 1 solved, total "), "{stdout}");
    assert!(lines[1].starts_with("T5: 17 feasible pairs up to symmetry, 12 solved, total "), "{stdout}");
}

#[test]
fn reverse_check_agrees_with_a_count_and_finds_a_changed_one() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("T6-1.json");
    let output = pegsol().args(["count", "--board", "T6", "--start", "1", "--format", "json"]).output().unwrap();
    assert!(output.status.success());
    std::fs::write(&report, &output.stdout).unwrap();
    let output = tools().args(["reverse-check", "--report"]).arg(&report).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.starts_with("reverse pass from the peg at 1 on T6, "), "{stdout}");
    assert_eq!(stdout.matches(": agrees").count(), 4, "{stdout}");

    // One position more: that figure, and only it, differs (exit code 1).
    let mut changed: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    let positions: u64 = changed["positions"].as_str().unwrap().parse().unwrap();
    changed["positions"] = Value::String((positions + 1).to_string());
    std::fs::write(&report, serde_json::to_string(&changed).unwrap()).unwrap();
    let output = tools().args(["reverse-check", "--report"]).arg(&report).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("  positions: DIFFERS\n"), "{stdout}");
    assert_eq!(stdout.matches(": agrees").count(), 3, "{stdout}");
}

#[test]
fn cluster_scaling_runs_the_pass_on_copies_of_itself() {
    // Copies of the binary (its hidden cluster-member subcommand) on 1 to
    // 4 processes must count what the pass alone counts.
    let args = ["cluster-scaling", "--board", "T5", "--start", "1", "--processes", "4"];
    let output = tools().args(args).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.starts_with("T5 from 1, counts only (no random play); 3016 positions\n"), "{stdout}");
    for run in ["| one process, no cluster |", "| 1 process |", "| 2 processes |", "| 3 processes |", "| 4 processes |"]
    {
        assert!(stdout.contains(run), "{run}: {stdout}");
    }
    // The per-layer table: a column of times for each run, of bytes and
    // of balance for each run of 2 processes or more.
    let header = "| pegs | positions | alone | 1 | 2 | 3 | 4 | sent, 2 | sent, 3 | sent, 4 | balance, 2 | balance, 3 | balance, 4 |\n";
    assert!(stdout.contains(header), "{stdout}");
    let rows = stdout.lines().filter(|l| l.starts_with("| ") && l.matches('|').count() == 14).count();
    assert_eq!(rows, 1 + 15, "the header and a row a layer, 14 pegs to none: {stdout}");
    // No layer of T5 is large enough for its balance to count.
    for run in ["| 2 processes |", "| 3 processes |", "| 4 processes |"] {
        let row = stdout.lines().find(|l| l.starts_with(run)).unwrap();
        assert!(row.ends_with(" | - |"), "{row}");
    }
}

#[test]
fn load_starts_the_pegsol_beside_it_and_stops_it() {
    // One round of the cheap mix and no expensive client: seconds, not a
    // minute of T7 and English counts.
    let output = tools().args(["load", "--expensive", "0", "--seconds", "0"]).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.starts_with("cheap: 1000 requests (") && stdout.contains(" 0 failed; p50 "), "{stdout}");
    assert!(
        stdout.contains("\nexpensive: 0 requests from 0 clients") && stdout.contains("\nserver memory: "),
        "{stdout}"
    );
}

/// What a run of `pegsol-tools` ended with.
pub struct Ran {
    /// Its exit code: `None` if a signal ended it, or if it was still
    /// running when its time was up (then it was killed).
    pub code: Option<i32>,
    pub stderr: String,
}

/// Runs `pegsol-tools` with `args` and no input, killed after `timeout`,
/// under an address-space limit of 2 GiB (so that a read without end fails
/// at once instead of filling the machine's memory, as `/dev/zero` did).
pub fn run_limited(args: &[String], timeout: Duration) -> Ran {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(binary());
    command.args(args).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe and touches no memory of the
    // parent's.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit { rlim_cur: 2 << 30, rlim_max: 2 << 30 };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = command.spawn().unwrap();
    let (code, stderr) = crate::support::wait_at_most(child, timeout);
    Ran { code, stderr }
}

/// `run_limited` with 30 seconds, asserting exit code 2 and one line on
/// stderr, starting `error:` and naming `what`.
fn refused_in_one_line(args: &[&str], what: &str) {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let ran = run_limited(&args, Duration::from_secs(30));
    let stderr = &ran.stderr;
    assert_eq!(ran.code, Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("error: ") && stderr.contains(what), "{args:?}: {stderr}");
}

/// Makes a FIFO at `path`.
pub fn mkfifo(path: &Path) {
    let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
}

#[test]
fn reverse_check_reads_the_finishes_by_hole_whatever_their_names() {
    // T5's report names its holes by letters unless told otherwise; the
    // tool compared the finishes' names with numbers ("A" with "1") and
    // called a right report wrong. Both namings must agree with the
    // reverse pass, a changed finish must still differ, and a finish the
    // board does not have is a malformed report.
    let dir = tempfile::tempdir().unwrap();
    for names in ["letters", "numbers"] {
        let report = dir.path().join(format!("T5-{names}.json"));
        let count = ["count", "--board", "T5", "--start", "A", "--names", names, "--format", "json"];
        let output = pegsol().args(count).output().unwrap();
        assert!(output.status.success());
        std::fs::write(&report, &output.stdout).unwrap();
        let output = tools().args(["reverse-check", "--report"]).arg(&report).output().unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(output.status.success(), "{names}: {stdout}");
        assert_eq!(stdout.matches(": agrees").count(), 4, "{names}: {stdout}");
    }
    let report = dir.path().join("T5-letters.json");
    let original: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    let mut changed = original.clone();
    let finishes = changed["solutions_by_finish"].as_object_mut().unwrap();
    let (hole, count) = finishes.iter_mut().next().unwrap();
    assert!(hole.chars().all(|c| c.is_ascii_uppercase()), "T5's own names are letters: {hole}");
    let solutions: u64 = count.as_str().unwrap().parse().unwrap();
    *count = Value::String((solutions + 1).to_string());
    std::fs::write(&report, serde_json::to_string(&changed).unwrap()).unwrap();
    let output = tools().args(["reverse-check", "--report"]).arg(&report).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("  solutions by finish: DIFFERS\n"), "{stdout}");
    assert_eq!(stdout.matches(": agrees").count(), 3, "{stdout}");

    let mut foreign = original;
    foreign["solutions_by_finish"]["Z"] = Value::String("1".into());
    std::fs::write(&report, serde_json::to_string(&foreign).unwrap()).unwrap();
    let report = report.to_str().unwrap();
    fails_in_one_line(&["reverse-check", "--report", report], "\"Z\"");
}

#[test]
fn files_are_read_as_pegsol_reads_them_regular_and_capped() {
    // A FIFO as --report waited for ever for a writer, /dev/zero was read
    // until the kernel killed the tool (20.5 GB), and a host file was read
    // the same way: every file a tool reads is a regular file of a
    // bounded size, refused at once otherwise.
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.json");
    mkfifo(&fifo);
    let sparse = dir.path().join("T5.json");
    std::fs::File::create(&sparse).unwrap().set_len(64 << 30).unwrap();
    let (fifo, sparse) = (fifo.to_str().unwrap(), sparse.to_str().unwrap());
    for (path, what) in [(fifo, "a FIFO"), ("/dev/zero", "a character device"), (sparse, "larger than")] {
        refused_in_one_line(&["reverse-check", "--report", path], what);
        let member = ["cluster-member", "--process", "0", "--processes", "2", "--board", "T5", "--start", "1"];
        refused_in_one_line(&[&member[..], &["--hosts", path]].concat(), what);
    }
}

#[test]
fn load_without_a_server_fails_in_one_line() {
    // Nothing listens on a port just freed: the load panicked (exit 101)
    // on its first request.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let address = format!("127.0.0.1:{port}");
    refused_in_one_line(&["load", "--address", &address], &address);
}

/// Whether process `pid` is running (neither gone nor a zombie).
fn running(pid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { return false };
    let state = stat.rfind(')').and_then(|close| stat[close + 1..].split_whitespace().next());
    !matches!(state, None | Some("Z" | "X"))
}

/// Starts `pegsol-tools` with `args`, waits for the `pegsol serve` it
/// starts, sends the tool `signal` once the server has run a second, and
/// returns how the tool ended and whether the server was gone within 5
/// seconds (a server still running is killed, so that a failing test
/// leaves nothing behind).
fn signal_with_a_server(args: &[&str], signal: i32) -> (std::process::ExitStatus, String, bool) {
    let mut tool = Command::new(binary())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = tool.stderr.take().unwrap();
    let said = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let began = Instant::now();
    let server = loop {
        if let Some(pid) = crate::support::pegsol_children(tool.id()).into_iter().next() {
            break pid;
        }
        assert!(began.elapsed() < Duration::from_secs(60), "{args:?} started no server");
        assert!(tool.try_wait().unwrap().is_none(), "{args:?} ended before its server started");
        std::thread::sleep(Duration::from_millis(20));
    };
    std::thread::sleep(Duration::from_secs(1));
    // SAFETY: a signal to the tool this test started, still running.
    assert_eq!(unsafe { libc::kill(tool.id() as i32, signal) }, 0);
    let signalled = Instant::now();
    let status = loop {
        if let Some(status) = tool.try_wait().unwrap() {
            break status;
        }
        if signalled.elapsed() > Duration::from_secs(20) {
            let _ = tool.kill();
            break tool.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    while running(server) && signalled.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let gone = !running(server);
    if !gone {
        // SAFETY: the server the tool started, which outlived it.
        unsafe { libc::kill(server as i32, libc::SIGKILL) };
    }
    (status, said.join().unwrap(), gone)
}

#[test]
fn a_signal_to_load_ends_its_server_and_exit_code_130() {
    // SIGTERM ended the tool and left its `pegsol serve` running (one held
    // its pipe for 14 minutes).
    let (status, stderr, gone) = signal_with_a_server(&["load", "--expensive", "0", "--seconds", "600"], libc::SIGTERM);
    assert_eq!(status.code(), Some(130), "{status:?}: {stderr}");
    assert!(gone, "the server outlived the tool: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_signal_to_latency_ends_its_server_and_exit_code_130() {
    let args = ["latency", "--board", "T5", "--games", "100000000"];
    let (status, stderr, gone) = signal_with_a_server(&args, libc::SIGINT);
    assert_eq!(status.code(), Some(130), "{status:?}: {stderr}");
    assert!(gone, "the server outlived the tool: {stderr}");
}

#[test]
fn a_killed_load_takes_its_server_with_it() {
    // SIGKILL cannot be caught: the kernel ends the server (its parent-death
    // signal).
    let (status, _, gone) = signal_with_a_server(&["load", "--expensive", "0", "--seconds", "600"], libc::SIGKILL);
    assert_eq!(std::os::unix::process::ExitStatusExt::signal(&status), Some(libc::SIGKILL));
    assert!(gone, "the server outlived the killed tool");
}

/// A reader gone (`| head`) silences a tool's output but never changes its
/// exit code, and a closed stderr does not make it panic: before, every
/// tool's `println!` panicked with exit code 101.
#[test]
fn a_closed_pipe_keeps_the_tools_exit_code() {
    for (args, code) in [
        (&["layers", "--board", "T5", "--start", "1"][..], 0),
        (&["witnesses", "--sides", "4"][..], 0),
        (&["layers", "--board", "T99"][..], 2),
    ] {
        let stdout = Command::new(binary()).args(args).stdout(crate::pipes::closed_pipe()).output().unwrap();
        let stderr = String::from_utf8_lossy(&stdout.stderr).to_string();
        assert_eq!(stdout.status.code(), Some(code), "{args:?} with stdout closed: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        let stderr = Command::new(binary()).args(args).stderr(crate::pipes::closed_pipe()).output().unwrap();
        assert_eq!(stderr.status.code(), Some(code), "{args:?} with stderr closed");
    }
}
