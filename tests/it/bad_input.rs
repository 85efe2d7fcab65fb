//! The bad-input corpus: every class of bad input tried against the
//! commands, what each case must get (exit code 2 and a one-line `error:`
//! on stderr, or clap's usage error, or exit code 1 for a well-formed "no"),
//! and that none panics, aborts or hangs (each runs under a timeout). The
//! table of bad input in `docs/reliability.md` lists these classes and
//! their sizes; `the_reliability_page_counts_this_corpus` keeps it honest.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// What a case must get.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Expect {
    /// Exit 2 and one line `error: ...` on stderr.
    Error,
    /// Exit 2 and clap's usage error (`error: ...`, then a pointer to --help).
    Usage,
    /// Exit 1, a well-formed "no" (not verified, no solution), nothing on stderr.
    No,
}

struct Case {
    class: &'static str,
    args: Vec<String>,
    expect: Expect,
}

fn proofs() -> PathBuf {
    crate::support::root().join("proofs")
}

fn cert(name: &str) -> String {
    std::fs::read_to_string(proofs().join(name)).unwrap()
}

const SOLUTION: &str =
    "board T5\nstart A\nfinish M\njumps D-B-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F\n  b-i c-j o-f F-I-M N-M-L K-M\n";

/// Every case, with the files the verifier cases read written into `dir`.
fn corpus(dir: &Path) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |class: &'static str, expect: Expect, args: &[&str]| {
        cases.push(Case { class, args: args.iter().map(|a| a.to_string()).collect(), expect });
    };
    let huge = "9".repeat(100_000);

    for board in ["T0", "T11", "X", "", "T5x", "T-1", "T99999999999999999999", huge.as_str()] {
        add("unknown board", Expect::Error, &["count", "--board", board]);
    }
    for command in ["solve", "solutions"] {
        add("unknown board", Expect::Error, &[command, "--board", "T12", "--start", "1", "--finish", "1"]);
    }
    for command in ["table", "prove"] {
        add("unknown board", Expect::Error, &[command, "--board", "Q5"]);
    }
    add("unknown board", Expect::Error, &["sheet", "--board", "t", "--start", "1"]);

    for start in ["", ",", "1,1", "1,,2", "99", "Z", "0", "1;2", "A-B", huge.as_str()] {
        add("bad hole list", Expect::Error, &["count", "--board", "T5", "--start", start]);
    }
    add("bad hole list", Expect::Error, &["count", "--board", "T6", "--start", "A"]);
    add("bad hole list", Expect::Error, &["solve", "--board", "T5", "--start", "A", "--finish", "P"]);
    add("bad hole list", Expect::Error, &["solutions", "--board", "T5", "--start", "A", "--finish", ""]);
    add("bad hole list", Expect::Error, &["sheet", "--board", "T5", "--start", "A", "--finish", "16"]);

    for jumps in ["", "D-B-A-C", "D-C-A", "X-Y", "1-2-3-4", "D--A", "-", "D-B-A,,F-Z-D", huge.as_str()] {
        add(
            "bad jump list",
            Expect::Error,
            &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", jumps],
        );
    }

    for args in [
        &["count", "--threads", "0"][..],
        &["count", "--threads", "65535"],
        &["count", "--threads", "-1"],
        &["count", "--memory-limit", "0"],
        &["count", "--memory-limit", "1B"],
        &["count", "--memory-limit", "1KiB"],
        &["count", "--memory-limit", "12XB"],
        &["count", "--memory-limit", "99999999999999999999999TiB"],
        &["fewest", "--board", "T5", "--memory-limit", "16777216TiB"],
        &["count", "--format", "xml"],
        &["solutions", "--board", "T5", "--start", "A", "--finish", "M", "--limit", "0"],
        &["verify", "proofs", "--recount-up-to", "T8"],
        &["verify", "proofs", "--trust-counts-above", "T11"],
        &["solve", "--board", "T5", "--start", "A"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-A", "--shortest"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--memory-limit", "1GiB"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--shortest", "--memory-limit", "1KiB"],
        &["verify"],
        &["frobnicate"],
        &["count", "--no-such-option"],
        &["estimate", "--board", "T6", "--start", "1", "--width", "0"],
        &["estimate", "--board", "T6", "--start", "1", "--width", "500", "--playouts"],
        &["estimate", "--board", "T6", "--start", "1", "--replicates", "5", "--guided"],
        // 2^64 - 1 seconds overflowed the clock (a panic); 0 cannot be waited.
        &[
            "count",
            "--board",
            "T5",
            "--cluster-size",
            "2",
            "--process",
            "0",
            "--connect-timeout",
            "18446744073709551615",
        ],
        &["count", "--board", "T5", "--local-processes", "2", "--connect-timeout", "0"],
    ] {
        add("bad option (usage error)", Expect::Usage, args);
    }

    // Settings whose memory cannot fit, refused before anything is allocated
    // (2^32 replicates aborted asking for 192 GiB at once; 2^64 - 1
    // playouts panicked; a width over every layer of T10 would fill the
    // memory). 2^64 - 1 samples without playouts is no such request: every
    // layer is then tested whole.
    let most = u64::MAX.to_string();
    for args in [
        &["--replicates", "4294967296"][..],
        &["--replicates", most.as_str()],
        &["--samples", most.as_str(), "--playouts"],
        &["--samples", most.as_str(), "--guided"],
    ] {
        let mut command = vec!["estimate", "--board", "T6", "--start", "1"];
        command.extend_from_slice(args);
        add("request over the memory limit", Expect::Error, &command);
    }
    add(
        "request over the memory limit",
        Expect::Error,
        &["estimate", "--board", "T10", "--start", "1", "--width", &most],
    );

    add("board the command does not handle", Expect::Error, &["table", "--board", "T8"]);
    add("board the command does not handle", Expect::Error, &["table", "--board", "T6", "--names", "letters"]);

    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let file = file.to_str().unwrap();
    for spill in ["/nonexistent/pegsol", file, "/sys"] {
        add("unusable directory", Expect::Error, &["count", "--board", "T5", "--spill-dir", spill]);
    }
    for out in ["/sys/pegsol", file] {
        add("unusable directory", Expect::Error, &["prove", "--board", "T4", "--out", out]);
    }

    // Verifier input, written as files.
    let t5 = cert("T5.cert");
    let write = |name: &str, bytes: &[u8]| -> String {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path.to_str().unwrap().to_string()
    };
    let malformed: Vec<String> = [
        ("garbage.sol", b"hello world\n".to_vec()),
        ("t16.cert", b"board T16\ncomplete\nend\n".to_vec()),
        ("hole.sol", b"board T6\nstart A\njumps 1-2-4\n".to_vec()),
        ("syntax.sol", b"board T5\nstart A\njumps D-B-A-C\n".to_vec()),
        ("mixed.cert", b"board T5\nstart A\npair A M solvable\n".to_vec()),
        ("empty.sol", Vec::new()),
        ("latin1.sol", vec![0xff, 0xfe, 0x00, 0x41]),
        ("after-end.cert", format!("{t5}board T5\n").into_bytes()),
        ("no-jumps.sol", b"board T5\nstart A\n".to_vec()),
        ("bad-count.cert", t5.replacen("solutions 6816", "solutions 6816x", 1).into_bytes()),
        ("bad-class.cert", t5.replacen("infeasible 10 11", "infeasible 10 12", 1).into_bytes()),
        ("huge-token.sol", format!("board T5\nstart {}\njumps D-B-A\n", "9".repeat(5_000_000)).into_bytes()),
        ("two-boards.sol", format!("board T5\n{SOLUTION}").into_bytes()),
    ]
    .iter()
    .map(|(name, bytes)| write(name, bytes))
    .collect();
    for path in &malformed {
        add("malformed file (verify)", Expect::Error, &["verify", path]);
    }

    let fifo = dir.join("fifo.cert");
    let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let large = dir.join("large.cert");
    std::fs::File::create(&large).unwrap().set_len((16 << 20) + 1).unwrap();
    let empty_dir = dir.join("empty");
    std::fs::create_dir(&empty_dir).unwrap();
    for path in [
        fifo.to_str().unwrap(),
        "/dev/zero",
        "/dev/urandom",
        large.to_str().unwrap(),
        empty_dir.to_str().unwrap(),
        "/nonexistent/pegsol.cert",
    ] {
        add("unreadable input (verify)", Expect::Error, &["verify", path]);
    }

    // Every other path a user names to be read: a FIFO or a device is
    // refused at once (a FIFO as --hostfile hung, /dev/zero filled the
    // memory), a file over its cap without reading it.
    let hostfile = |path: &str| -> Vec<String> {
        ["count", "--board", "T5", "--cluster-size", "2", "--process", "0", "--hostfile", path]
            .map(String::from)
            .to_vec()
    };
    let sparse = |name: &str| -> String {
        let path = dir.join(name);
        std::fs::File::create(&path).unwrap().set_len(64 << 30).unwrap();
        path.to_str().unwrap().to_string()
    };
    let huge_hostfile = sparse("hosts");
    let reports = dir.join("reports");
    std::fs::create_dir(&reports).unwrap();
    let huge_report = sparse("reports/T5-from-1.json");
    assert!(huge_report.ends_with(".json"));
    let board_fifo = dir.join("fifo.board");
    let name = std::ffi::CString::new(board_fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let (fifo_path, dir_path, reports) =
        (fifo.to_str().unwrap(), empty_dir.to_str().unwrap(), reports.to_str().unwrap());
    for path in [fifo_path, "/dev/zero", "/dev/urandom", dir_path, huge_hostfile.as_str(), "/nonexistent/hosts"] {
        let args = hostfile(path);
        add("unreadable input (other commands)", Expect::Error, &args.iter().map(String::as_str).collect::<Vec<_>>());
    }
    for args in [
        &["table", "--board", "T5", "--from", fifo_path][..],
        &["table", "--board", "T5", "--from", reports],
        &["prove", "--board", "T5", "--from", reports, "--out", dir_path],
        &["count", "--board", board_fifo.to_str().unwrap()],
    ] {
        add("unreadable input (other commands)", Expect::Error, args);
    }

    // Files pegsol writes: never through a link, never over a FIFO or a
    // directory (man --dir wrote through a link to pegsol.1, prove replaced
    // a FIFO).
    let destination = |label: &str, name: &str, make: &dyn Fn(&Path)| -> String {
        let out = dir.join(format!("out-{label}-{name}"));
        std::fs::create_dir(&out).unwrap();
        make(&out.join(name));
        out.to_str().unwrap().to_string()
    };
    let target = write("link-target", b"the user's own file\n");
    let link = |path: &Path| std::os::unix::fs::symlink(&target, path).unwrap();
    let make_fifo = |path: &Path| {
        let name = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    };
    let make_dir = |path: &Path| std::fs::create_dir(path).unwrap();
    for (page, make) in
        [("pegsol.1", &link as &dyn Fn(&Path)), ("pegsol-count.1", &make_fifo), ("pegsol-verify.1", &make_dir)]
    {
        add("refused destination", Expect::Error, &["man", "--dir", &destination("man", page, make)]);
    }
    for (label, make) in [("link", &link as &dyn Fn(&Path)), ("fifo", &make_fifo)] {
        let out = destination(label, "T4.cert", make);
        add("refused destination", Expect::Error, &["prove", "--board", "T4", "--out", &out]);
    }

    let tampered: Vec<String> = [
        ("jump.cert", t5.replacen("jumps D-B-A", "jumps D-E-A", 1)),
        ("swap.cert", t5.replacen("jumps D-B-A F-E-D", "jumps F-E-D D-B-A", 1)),
        ("finish.cert", t5.replacen("pair A A solvable", "pair A J solvable", 1)),
        ("count.cert", t5.replace("solutions 16128", "solutions 16129")),
        ("deleted.cert", t5.replace("pair A B infeasible 10 11\n", "")),
        ("truncated.cert", t5.lines().take(30).map(|l| format!("{l}\n")).collect()),
        ("class.cert", t5.replace("pair A B infeasible 10 11", "pair A B infeasible 10 01")),
        ("unsolvable.cert", "board T5\npair A M unsolvable\nend\n".into()),
        ("twice.cert", t5.replace("\nend\n", "\npair A B infeasible 10 11\nend\n")),
        ("jump.sol", SOLUTION.replacen("F-E-D", "F-C-D", 1)),
        ("start.sol", SOLUTION.replace("start A", "start B")),
        ("finish.sol", SOLUTION.replace("finish M", "finish J")),
        ("short.sol", "board T5\nstart 1\njumps 4-2-1 6-5-4 1-3-6\n".into()),
    ]
    .iter()
    .map(|(name, text)| write(name, text.as_bytes()))
    .collect();
    for path in &tampered {
        add("wrong claim (verify)", Expect::No, &["verify", path]);
    }

    let t8 = cert("T8.cert");
    // A T8 count changed to a wrong one: the verifier cannot re-count T8, so
    // the claim must never come out as verified.
    let count_line = t8.lines().find(|line| line.trim_start().starts_with("solutions ")).unwrap();
    let invented = write("T8.cert", t8.replacen(&format!("{count_line}\n"), "  solutions 42\n", 1).as_bytes());
    let partial = write("partial.cert", b"board T5\nend\n");
    let t6_unsolvable = write("T6u.cert", b"board T6\npair 1 1 unsolvable\nend\n");
    let t7 = proofs().join("T7.cert");
    for args in [
        vec!["verify", t7.to_str().unwrap()],
        vec!["verify", invented.as_str()],
        vec!["verify", invented.as_str(), "--trust-counts-above", "T8"],
        vec!["verify", partial.as_str(), "--require-complete"],
        vec!["verify", t6_unsolvable.as_str()],
    ] {
        add("claim nobody checked (verify)", Expect::No, &args);
    }

    for args in [
        &["solve", "--board", "T5", "--start", "A", "--finish", "B"][..],
        &["solve", "--board", "T5", "--start", "A", "--finish", "E"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "B", "--shortest"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "F-C-A A-C-F"],
        &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-B-A"],
        &["solutions", "--board", "T5", "--start", "A", "--finish", "B"],
        &["sheet", "--board", "T5", "--start", "A", "--finish", "B"],
    ] {
        add("no solution", Expect::No, args);
    }
    cases
}

/// How long a case may run: each is refused or answered at once, so one
/// still running is a hang (a FIFO waiting for a writer).
const TIMEOUT: Duration = Duration::from_secs(30);

/// Runs pegsol with `args`, with no input, killing it after [`TIMEOUT`]:
/// its exit code (`None` if it was killed) and its stderr.
fn run(args: &[String]) -> (Option<i32>, String) {
    let child = Command::new(crate::support::PEGSOL)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    crate::support::wait_at_most(child, TIMEOUT)
}

/// Runs every case: (class, args, problem) for each one that misbehaved.
#[test]
fn every_case_gets_its_exit_code_and_message_and_none_panics() {
    let dir = tempfile::tempdir().unwrap();
    let mut wrong = Vec::new();
    for case in corpus(dir.path()) {
        let (code, stderr) = run(&case.args);
        let shown: Vec<String> = case.args.iter().map(|a| a.chars().take(30).collect()).collect();
        let problem = if code.is_none() {
            Some(format!("still running after {} s, or killed by a signal (a hang, an abort)", TIMEOUT.as_secs()))
        } else if stderr.contains("panicked") {
            Some("panicked".to_string())
        } else {
            match case.expect {
                Expect::No if code != Some(1) || !stderr.is_empty() => Some(format!("expected exit 1, got {code:?}")),
                Expect::Error if code != Some(2) || !stderr.starts_with("error: ") || stderr.lines().count() != 1 => {
                    Some(format!("expected exit 2 and one error line, got {code:?}"))
                }
                Expect::Error if stderr.len() > 400 => Some("an error line over 400 bytes".into()),
                Expect::Usage
                    if code != Some(2)
                        || !stderr.starts_with("error: ")
                        || !stderr.contains("For more information, try '--help'.") =>
                {
                    Some(format!("expected clap's usage error, got {code:?}"))
                }
                _ => None,
            }
        };
        if let Some(problem) = problem {
            wrong.push(format!("{}: pegsol {}: {problem}\n{stderr}", case.class, shown.join(" ")));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The table of bad input in `docs/reliability.md` names each class and its
/// number of cases.
#[test]
fn the_reliability_page_counts_this_corpus() {
    let dir = tempfile::tempdir().unwrap();
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for case in corpus(dir.path()) {
        *sizes.entry(case.class).or_default() += 1;
    }
    let page = std::fs::read_to_string(crate::support::root().join("docs/reliability.md")).unwrap();
    let section = page.split("\n## Bad input\n").nth(1).expect("a Bad input section").split("\n## ").next().unwrap();
    let mut table: BTreeMap<&str, usize> = BTreeMap::new();
    for row in section.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        if let (Some(class), Some(Ok(count))) = (cells.get(1), cells.get(2).map(|c| c.parse::<usize>())) {
            if sizes.contains_key(class) {
                table.insert(class, count);
            }
        }
    }
    assert_eq!(table, sizes, "docs/reliability.md's table of bad input and tests/it/bad_input.rs disagree");
}
