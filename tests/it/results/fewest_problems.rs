//! The T9 and T10 tables of fewest moves problem by problem
//! (`results/notes/fewest-T9-T10-problems.md`) checked against the solution
//! files they link to (`proofs/beam/T9/`, `proofs/beam/T10/`, each replayed
//! by the verifier in CI):
//!
//! - every problem has one row and one solution file, and every solution
//!   file one row: T9's 125 pair classes and T10's 108;
//! - each row's upper end is the moves its file claims (`moves N`, which the
//!   verifier checks by replaying), its lower end the board's proven bound
//!   (16 on T9, 18 on T10), and a bold single figure a file at that bound;
//! - the summary line's tallies are the table's.

use std::collections::BTreeMap;
use std::fs;

use crate::support::root;

/// A row: (start, finish) → (lower end, upper end, the linked file).
type Rows = BTreeMap<(String, String), (u32, u32, String)>;

fn notes() -> String {
    fs::read_to_string(root().join("results/notes/fewest-T9-T10-problems.md")).unwrap()
}

/// The rows of the table under `## {board}`.
fn rows(notes: &str, board: &str) -> Rows {
    let section = notes.split(&format!("\n## {board}\n")).nth(1).unwrap().split("\n## ").next().unwrap();
    let mut rows = Rows::new();
    for line in section.lines().filter(|line| line.starts_with("| ") && !line.starts_with("| start")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [start, finish, interval, witness] = cells[..] else { panic!("{board}: not a row: {line}") };
        let (lower, upper) =
            range(interval.strip_prefix("**").and_then(|bold| bold.strip_suffix("**")).unwrap_or(interval));
        let file = witness
            .split("](../../")
            .nth(1)
            .and_then(|rest| rest.strip_suffix(')'))
            .unwrap_or_else(|| panic!("{line}"));
        assert_eq!(witness.split("](").next().unwrap(), format!("[{upper} moves"), "{board}: {line}");
        let fresh = rows.insert((start.to_string(), finish.to_string()), (lower, upper, file.to_string()));
        assert!(fresh.is_none(), "{board}: {start} -> {finish} has two rows");
    }
    rows
}

/// `16–17` as (16, 17), and `16` as (16, 16).
fn range(text: &str) -> (u32, u32) {
    let (lower, upper) = text.split_once('–').unwrap_or((text, text));
    (
        lower.parse().unwrap_or_else(|_| panic!("not a range: {text}")),
        upper.parse().unwrap_or_else(|_| panic!("not a range: {text}")),
    )
}

/// The value of the line `key VALUE` of a solution file.
fn field<'a>(solution: &'a str, key: &str) -> &'a str {
    solution.lines().find_map(|line| line.strip_prefix(key)?.strip_prefix(' ')).unwrap_or_else(|| panic!("no {key}"))
}

fn check(board: &str, problems: usize, lower_bound: u32) {
    let notes = notes();
    let rows = rows(&notes, board);
    assert_eq!(rows.len(), problems, "{board}: one row a pair class");
    let folder = format!("proofs/beam/{board}");
    let mut files: Vec<String> = fs::read_dir(root().join(&folder))
        .unwrap()
        .map(|entry| format!("{folder}/{}", entry.unwrap().file_name().to_str().unwrap()))
        .collect();
    files.sort();
    let mut linked: Vec<String> = rows.values().map(|(_, _, file)| file.clone()).collect();
    linked.sort();
    assert_eq!(linked, files, "{board}: each solution file is one row's");
    let mut tally: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    for ((start, finish), (lower, upper, file)) in &rows {
        assert_eq!(*file, format!("{folder}/{start}-{finish}.sol"), "{board}: {start} -> {finish}");
        let solution = fs::read_to_string(root().join(file)).unwrap();
        assert_eq!(field(&solution, "board"), board, "{file}");
        assert_eq!(
            (field(&solution, "start"), field(&solution, "finish")),
            (start.as_str(), finish.as_str()),
            "{file}"
        );
        assert_eq!(field(&solution, "moves").parse::<u32>().unwrap(), *upper, "{file}: the row's upper end");
        assert_eq!(*lower, lower_bound, "{board}: {start} -> {finish}: the proven lower bound");
        *tally.entry((*lower, *upper)).or_default() += 1;
    }
    let summary =
        notes.lines().find(|line| line.starts_with(&format!("- **{board}**, {problems} problems: "))).unwrap();
    let said: BTreeMap<(u32, u32), usize> = summary
        .split(": ")
        .nth(1)
        .unwrap()
        .trim_end_matches('.')
        .split("; ")
        .map(|part| {
            let (count, interval) = part.split_once(' ').unwrap();
            let interval = interval.strip_prefix("exactly ").or_else(|| interval.strip_prefix("in ")).unwrap();
            (range(interval), count.parse().unwrap())
        })
        .collect();
    assert_eq!(said, tally, "{board}: the summary line says what the table holds");
}

#[test]
fn the_t9_table_is_its_solution_files() {
    // The search over every problem within 15 met nowhere; 125 solvable pair
    // classes in proofs/T9.cert.
    check("T9", 125, 16);
}

#[test]
fn the_t10_table_is_its_solution_files() {
    // Each problem's search within 17 met nowhere; 108 solvable pair classes
    // in proofs/T10.cert.
    check("T10", 108, 18);
}
