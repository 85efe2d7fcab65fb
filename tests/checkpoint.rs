//! Checkpoints and signals, through the real binary: a T7 run killed with
//! SIGKILL in the middle and resumed gives the same JSON, byte for byte, as
//! an uninterrupted run; a checkpoint is refused for another run; SIGTERM
//! during a run that writes layers to disk leaves no file behind, and so
//! do SIGINT, SIGTERM and SIGHUP when stderr is broken, which end the run
//! with code 130 all the same.

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn pegsol() -> Command {
    Command::new(env!("CARGO_BIN_EXE_pegsol"))
}

const T7_FROM_2: [&str; 8] = ["count", "--board", "T7", "--start", "2", "--format", "json", "--no-random-play"];

/// Waits (at most a minute) until `ready` holds, checking every 20 ms.
fn wait_for(child: &mut Child, what: &str, ready: impl Fn() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(child.try_wait().unwrap().is_none(), "the run ended before {what}");
        assert!(start.elapsed() < Duration::from_secs(60), "no {what} after a minute");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn signal(child: &Child, signal: i32) {
    // SAFETY: kill only sends a signal to the child's process id.
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
}

fn layers_done(dir: &Path) -> u64 {
    let Ok(text) = std::fs::read_to_string(dir.join("checkpoint.json")) else { return 0 };
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    manifest["layers_done"].as_u64().unwrap_or(0)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_killed_run_resumes_to_the_same_report() {
    let whole = pegsol().args(T7_FROM_2).output().unwrap();
    assert!(whole.status.success(), "{}", stderr(&whole));
    let dir = tempfile::tempdir().unwrap();
    let mut run = pegsol().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).stdout(Stdio::null()).spawn().unwrap();
    // T7 from hole 2 has 28 layers; stop it past the largest ones.
    wait_for(&mut run, "layer 16 in the checkpoint", || layers_done(dir.path()) >= 16);
    signal(&run, libc::SIGKILL);
    run.wait().unwrap();

    // The same command without --resume is refused: it would start over.
    let again = pegsol().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).output().unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(stderr(&again).contains("add --resume"), "{}", stderr(&again));
    // Another run is refused, whatever it asks.
    let mut other = T7_FROM_2;
    other[4] = "3";
    let other = pegsol().args(other).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(other.status.code(), Some(2));
    assert!(stderr(&other).contains("belongs to another run"), "{}", stderr(&other));
    assert_eq!(stderr(&other).lines().count(), 1, "{}", stderr(&other));

    let resumed = pegsol().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), String::from_utf8(whole.stdout).unwrap());
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "a finished run removes its checkpoint: {left:?}");
}

/// The reverse pass (`--by reverse`) keeps checkpoints too: killed past its
/// largest layers and resumed, it gives the same report as the forward pass
/// (but for its `pass` key), and a forward run is refused its checkpoint.
#[test]
fn a_killed_reverse_run_resumes_to_the_forward_report() {
    let whole = pegsol().args(T7_FROM_2).output().unwrap();
    assert!(whole.status.success(), "{}", stderr(&whole));
    let dir = tempfile::tempdir().unwrap();
    let reverse = || {
        let mut command = pegsol();
        command.args(T7_FROM_2).args(["--by", "reverse", "--checkpoint"]).arg(dir.path());
        command
    };
    let mut run = reverse().stdout(Stdio::null()).spawn().unwrap();
    wait_for(&mut run, "layer 16 in the checkpoint", || layers_done(dir.path()) >= 16);
    signal(&run, libc::SIGKILL);
    run.wait().unwrap();
    let forward = pegsol().args(T7_FROM_2).arg("--checkpoint").arg(dir.path()).arg("--resume").output().unwrap();
    assert_eq!(forward.status.code(), Some(2));
    assert!(stderr(&forward).contains("belongs to another run"), "{}", stderr(&forward));
    let resumed = reverse().arg("--resume").output().unwrap();
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    let expected = String::from_utf8(whole.stdout).unwrap().replacen("\n}\n", ",\n  \"pass\": \"reverse\"\n}\n", 1);
    assert_eq!(String::from_utf8(resumed.stdout).unwrap(), expected);
}

#[test]
fn sigterm_during_a_run_on_disk_removes_its_layer_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut run = pegsol()
        .args(T7_FROM_2)
        .args(["--memory-limit", "40MiB", "--spill-dir"])
        .arg(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(&mut run, "a layer file", || std::fs::read_dir(dir.path()).unwrap().next().is_some());
    signal(&run, libc::SIGTERM);
    let output = run.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{}", stderr(&output));
    assert!(stderr(&output).starts_with("pegsol: interrupted"), "{}", stderr(&output));
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "layer files left behind: {left:?}");
}

/// Waits at most `limit` for `child` to end; kills it (and fails) after.
fn wait_within(child: &mut Child, limit: Duration, what: &str) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running {limit:?} after the signal");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// SIGINT, SIGTERM and SIGHUP during a run that writes its layers to
/// `--spill-dir`, with stderr a full device (`2>/dev/full`) or a pipe
/// nobody reads any more: the run still ends with code 130 within 10 s and
/// leaves no layer file. (The old handler panicked writing its line, and
/// the run hung for ever on the lock of the files' list, or ignored
/// SIGTERM and ended 0.)
#[test]
fn a_signal_ends_a_run_on_disk_whatever_stderr_is() {
    let mut cases = 0;
    for signal_number in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        for stderr in ["/dev/full", "a closed pipe"] {
            let what = format!("signal {signal_number} with stderr {stderr}");
            let dir = tempfile::tempdir().unwrap();
            let mut command = pegsol();
            command.args(T7_FROM_2).args(["--memory-limit", "40MiB", "--spill-dir"]).arg(dir.path());
            command.stdout(Stdio::null());
            match stderr {
                "/dev/full" => command.stderr(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap()),
                _ => command.stderr(Stdio::piped()),
            };
            let mut run = command.spawn().unwrap();
            drop(run.stderr.take());
            wait_for(&mut run, "a layer file", || std::fs::read_dir(dir.path()).unwrap().next().is_some());
            signal(&run, signal_number);
            let status = wait_within(&mut run, Duration::from_secs(10), &what);
            assert_eq!(status.code(), Some(130), "{what}");
            let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
            assert!(left.is_empty(), "{what}: layer files left behind: {left:?}");
            cases += 1;
        }
    }
    assert_eq!(cases, 6);
}

/// A command that never looks at the signal flag (`serve`, which runs
/// until stopped) still ends with code 130 at once on SIGINT, SIGTERM or
/// SIGHUP with stderr on /dev/full. (The old handler panicked writing its
/// line and the server went on serving.)
#[test]
fn a_signal_ends_a_command_that_never_looks_whatever_stderr_is() {
    use std::io::BufRead;
    let mut cases = 0;
    for signal_number in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let mut serve = pegsol()
            .args(["serve", "--port", "0", "--prepare", "none"])
            .stdout(Stdio::piped())
            .stderr(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap())
            .spawn()
            .unwrap();
        // It prints its address once it listens.
        let mut line = String::new();
        std::io::BufReader::new(serve.stdout.take().unwrap()).read_line(&mut line).unwrap();
        assert!(line.contains("http://"), "serve said {line:?}");
        signal(&serve, signal_number);
        let status = wait_within(&mut serve, Duration::from_secs(5), &format!("serve, signal {signal_number}"));
        assert_eq!(status.code(), Some(130), "serve, signal {signal_number}");
        cases += 1;
    }
    assert_eq!(cases, 3);
}
