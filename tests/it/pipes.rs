//! A closed pipe on stdout silences output but never changes the verdict:
//! every command keeps its own exit code (0 success, 1 a "no", 2 an error)
//! when the reader is gone before it prints, through a real pipe.

use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::support::PEGSOL;

fn proofs() -> PathBuf {
    crate::support::root().join("proofs")
}

/// The write end of a pipe whose read end is already closed, so the first
/// write to it fails with EPIPE.
pub fn closed_pipe() -> Stdio {
    let mut fds = [0; 2];
    // SAFETY: `pipe` fills two fresh descriptors, each owned exactly once below.
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
    let (reader, writer) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    drop(reader);
    Stdio::from(writer)
}

/// Runs pegsol with stdout a closed pipe: (exit code, stderr).
fn with_closed_stdout(args: &[&str]) -> (i32, String) {
    let output = Command::new(PEGSOL).args(args).stdout(closed_pipe()).output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    (output.status.code().expect("exited, not killed by SIGPIPE"), stderr)
}

/// The T5 certificate with a count off by one and `copies` duplicate pairs:
/// a report of one problem line per duplicate.
fn padded_bad_certificate(dir: &Path, copies: usize) -> PathBuf {
    let cert = std::fs::read_to_string(proofs().join("T5.cert")).unwrap();
    let mut bad = cert.replace("solutions 16128", "solutions 16129").replace("\nend\n", "\n");
    for _ in 0..copies {
        bad.push_str("pair A B infeasible 10 11\n");
    }
    bad.push_str("end\n");
    let path = dir.join("bad.cert");
    std::fs::write(&path, bad).unwrap();
    path
}

#[test]
fn every_command_keeps_its_exit_code_when_stdout_is_closed() {
    let dir = tempfile::tempdir().unwrap();
    let bad = padded_bad_certificate(dir.path(), 10);
    let malformed = dir.path().join("malformed.sol");
    std::fs::write(&malformed, "board T16\n").unwrap();
    let out = dir.path().join("out");
    let out = out.to_str().unwrap();
    let t5 = proofs().join("T5.cert");
    let cases: &[(&[&str], i32)] = &[
        (&["verify", t5.to_str().unwrap()], 0),
        (&["verify", bad.to_str().unwrap()], 1),
        (&["verify", "--format", "json", bad.to_str().unwrap()], 1),
        (&["verify", malformed.to_str().unwrap()], 2),
        (&["count", "--board", "T5", "--start", "A"], 0),
        (&["count", "--board", "T5", "--start", "A", "--format", "json"], 0),
        (&["table", "--board", "T4"], 0),
        (&["prove", "--board", "T4", "--out", out], 0),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "M"], 0),
        // A to B: the position classes rule it out (seed 003).
        (&["solve", "--board", "T5", "--start", "A", "--finish", "B"], 1),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "B", "--format", "json"], 1),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-B-A"], 1),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-B-A", "--format", "json"], 1),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "X-Y"], 2),
        (&["solutions", "--board", "T5", "--start", "A", "--finish", "M"], 0),
        (&["solutions", "--board", "T5", "--start", "A", "--finish", "B"], 1),
        (&["sheet", "--board", "T5", "--start", "A"], 0),
        (&["sheet", "--board", "T5", "--start", "A", "--finish", "B"], 1),
        (&["count", "--board", "T11"], 2),
    ];
    for &(args, code) in cases {
        let (got, stderr) = with_closed_stdout(args);
        assert_eq!(got, code, "pegsol {}: {stderr}", args.join(" "));
        assert!(!stderr.contains("panicked"), "{stderr}");
        if code != 2 {
            assert!(stderr.is_empty(), "pegsol {}: a closed pipe is not an error: {stderr}", args.join(" "));
        }
    }
}

/// The case of the issue: a report longer than the pipe's buffer, read by
/// `head -3` under `set -o pipefail`.
#[test]
fn a_long_not_verified_report_piped_into_head_still_fails() {
    let dir = tempfile::tempdir().unwrap();
    let bad = padded_bad_certificate(dir.path(), 3000);
    let script = r#"set -o pipefail; "$0" verify "$1" | head -3 >/dev/null"#;
    let status = Command::new("bash").args(["-c", script]).arg(PEGSOL).arg(&bad).status().unwrap();
    assert_eq!(status.code(), Some(1));
    // And read to the end, the same verdict.
    let status = Command::new(PEGSOL).arg("verify").arg(&bad).stdout(Stdio::null()).status().unwrap();
    assert_eq!(status.code(), Some(1));
}

/// An error message that cannot be written (stderr a closed pipe) still
/// ends in exit code 2, not a panic's 101.
#[test]
fn a_closed_stderr_keeps_the_error_exit_code() {
    for args in [&["count", "--board", "T11"][..], &["verify", "/nonexistent/pegsol.cert"]] {
        let status = Command::new(PEGSOL).args(args).stdout(Stdio::null()).stderr(closed_pipe()).status().unwrap();
        assert_eq!(status.code(), Some(2), "pegsol {}", args.join(" "));
    }
}
