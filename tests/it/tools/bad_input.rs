//! The bad-input corpus of `pegsol-tools`, as tests/it/bad_input.rs is
//! pegsol's: every class of bad input tried against the tools, each case
//! getting exit code 2 and exactly one `error:` line on stderr, and none
//! panicking (no "panicked", never exit code 101), hanging (each runs
//! under a timeout) or filling the memory (each runs under an
//! address-space limit). `CLASSES` counts the cases of each class, for the
//! table of docs/reliability.md to quote.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use super::{mkfifo, run_limited};

/// The classes of bad input and their numbers of cases.
const CLASSES: [(&str, usize); 9] = [
    ("unknown or missing option", 7),
    ("bad address", 4),
    ("FIFO", 4),
    ("device", 4),
    ("file too large", 2),
    ("missing file", 4),
    ("directory", 5),
    ("malformed report", 5),
    ("bad number", 13),
];

/// Every case: its class and its arguments, with the files it reads
/// written into `dir`.
fn corpus(dir: &Path) -> Vec<(&'static str, Vec<String>)> {
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let fifo = path("fifo");
    mkfifo(Path::new(&fifo));
    let folder = path("folder");
    std::fs::create_dir(&folder).unwrap();
    let sparse = path("sparse");
    std::fs::File::create(&sparse).unwrap().set_len(64 << 30).unwrap();
    let write = |name: &str, text: &str| -> String {
        std::fs::write(dir.join(name), text).unwrap();
        path(name)
    };
    let report = write("T5.json", r#"{"board": "T5", "start": ["A"], "positions": "3016"}"#);
    // A port nothing listens on: one just freed.
    let free = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let nothing = format!("127.0.0.1:{free}");
    let member = |hosts: &str, processes: &str| -> Vec<String> {
        [
            "cluster-member",
            "--process",
            "0",
            "--processes",
            processes,
            "--board",
            "T5",
            "--start",
            "1",
            "--hosts",
            hosts,
        ]
        .map(String::from)
        .to_vec()
    };
    let shot = |out: &str, seconds: &str| -> Vec<String> {
        ["screenshot", "--url", "http://127.0.0.1:1/", "--seconds", seconds, "--out", out].map(String::from).to_vec()
    };
    let reverse = |report: &str| -> Vec<String> { ["reverse-check", "--report", report].map(String::from).to_vec() };
    let program = |tool: &str, pegsol: &str| -> Vec<String> { [tool, "--pegsol", pegsol].map(String::from).to_vec() };
    let args = |a: &[&str]| -> Vec<String> { a.iter().map(|s| s.to_string()).collect() };
    let png = path("shot.png");
    let most = u64::MAX.to_string();

    let mut cases: Vec<(&'static str, Vec<String>)> = Vec::new();
    for a in [
        &["nothing"][..],
        &["layers", "--bogus"],
        &["layers", "T6", "1"],
        &["load", "--port", "8080"],
        &["latency", "--address", "127.0.0.1:8080"],
        &["reverse-check"],
        &["load", "--address", "127.0.0.1:8080", "--pegsol", "/bin/true"],
    ] {
        cases.push(("unknown or missing option", args(a)));
    }
    for address in [nothing.as_str(), "nonsense", "127.0.0.1:99999", ""] {
        cases.push(("bad address", args(&["load", "--address", address])));
    }
    cases.push(("FIFO", reverse(&fifo)));
    cases.push(("FIFO", member(&fifo, "2")));
    cases.push(("FIFO", shot(&fifo, "0")));
    cases.push(("FIFO", program("load", &fifo)));
    cases.push(("device", reverse("/dev/zero")));
    cases.push(("device", reverse("/dev/urandom")));
    cases.push(("device", member("/dev/zero", "2")));
    cases.push(("device", shot("/dev/zero", "0")));
    cases.push(("file too large", reverse(&sparse)));
    cases.push(("file too large", member(&sparse, "2")));
    cases.push(("missing file", reverse("/nonexistent/T5.json")));
    cases.push(("missing file", member("/nonexistent/hosts", "2")));
    cases.push(("missing file", program("load", "/nonexistent/pegsol")));
    cases.push(("missing file", program("latency", "/nonexistent/pegsol")));
    cases.push(("directory", reverse(&folder)));
    cases.push(("directory", member(&folder, "2")));
    cases.push(("directory", shot(&folder, "0")));
    cases.push(("directory", program("load", &folder)));
    cases.push(("directory", program("latency", &folder)));
    for (name, text) in [
        ("not-json.json", "positions 3016\n"),
        ("no-board.json", r#"{"start": ["A"]}"#),
        ("unknown-board.json", r#"{"board": "T99", "start": ["A"]}"#),
        ("two-holes.json", r#"{"board": "T5", "start": ["A", "B"]}"#),
        ("no-hole.json", r#"{"board": "T5", "start": ["Z"]}"#),
    ] {
        cases.push(("malformed report", reverse(&write(name, text))));
    }
    for a in [
        &["layers", "--memory", "lots"][..],
        &["layers", "--board", "T5", "--memory", &most],
        &["reverse-check", "--report", &report, "--memory", &most],
        &["load", "--expensive", "65"],
        &["load", "--seconds", "-1"],
        &["latency", "--games", "x"],
        &["witnesses", "--sides", "0"],
        &["cluster-scaling", "--processes", "0"],
        &["coverage", "--board", "T4", "--method", "thinned:0:1"],
        &["coverage", "--board", "T4", "--method", "thinned:10:0"],
    ] {
        cases.push(("bad number", args(a)));
    }
    cases.push(("bad number", member(&write("hosts", "127.0.0.1:1\n"), "0")));
    cases.push(("bad number", shot(&png, "1e30")));
    cases.push(("bad number", shot(&png, "NaN")));
    cases
}

/// How long a case may run: each is refused at once, so one still running
/// is a hang (a FIFO waiting for a writer).
const TIMEOUT: Duration = Duration::from_secs(30);

#[test]
fn every_bad_input_gets_one_error_line_and_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let cases = corpus(dir.path());
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for (class, _) in &cases {
        *sizes.entry(class).or_default() += 1;
    }
    assert_eq!(sizes, BTreeMap::from(CLASSES), "the corpus and CLASSES disagree");
    assert_eq!(cases.len(), 48);
    let mut wrong = Vec::new();
    for (class, args) in &cases {
        let ran = run_limited(args, TIMEOUT);
        let stderr = &ran.stderr;
        let problem = if ran.code.is_none() {
            Some(format!("still running after {} s, or ended by a signal", TIMEOUT.as_secs()))
        } else if stderr.contains("panicked") || ran.code == Some(101) {
            Some("panicked".to_string())
        } else if ran.code != Some(2) {
            Some(format!("exit code {:?}, not 2", ran.code))
        } else if !stderr.starts_with("error: ") || stderr.lines().count() != 1 {
            Some("not one `error:` line".to_string())
        } else {
            None
        };
        if let Some(problem) = problem {
            let shown: Vec<String> = args.iter().map(|a| a.chars().take(40).collect()).collect();
            wrong.push(format!("{class}: pegsol-tools {}: {problem}\n{stderr}", shown.join(" ")));
        }
    }
    assert!(wrong.is_empty(), "{} of {} cases:\n{}", wrong.len(), cases.len(), wrong.join("\n"));
}

/// The table of docs/reliability.md's "Bad input to pegsol-tools" names
/// each class and its number of cases.
#[test]
fn the_reliability_page_counts_the_tools_corpus() {
    let page = std::fs::read_to_string(crate::support::root().join("docs/reliability.md")).unwrap();
    let section =
        page.split("\n## Bad input to pegsol-tools\n").nth(1).expect("a section").split("\n## ").next().unwrap();
    let table: BTreeMap<&str, usize> = section
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| class"))
        .filter_map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            Some((*cells.get(1)?, cells.get(2)?.parse().ok()?))
        })
        .collect();
    assert_eq!(table, BTreeMap::from(CLASSES), "docs/reliability.md and the tools' corpus disagree");
}
