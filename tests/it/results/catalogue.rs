//! `results/README.md`, the catalogue of results, checked against the files
//! it names: every file it names exists, every file under `results/` is
//! named (or lies in a folder whose own README is named), every count in
//! its tables of reports equals the report's, every run's wall time and
//! peak memory equal its `/usr/bin/time -v` record, and its large figures
//! appear nowhere else in the repository but in data files (other pages link
//! to the catalogue instead of restating them). Times and sizes measured
//! and written in prose have one home too: `results/` (the catalogue, its
//! notes and run records); the README, the guide, the CHANGELOG and the
//! sources link there, and none of them states such a figure twice.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use num_bigint::BigUint;

use crate::support::root;

fn results() -> PathBuf {
    root().join("results")
}

fn catalogue() -> String {
    fs::read_to_string(results().join("README.md")).unwrap()
}

/// The catalogue's links into the repository, as (text, target without
/// anchor).
fn links(text: &str) -> Vec<(String, String)> {
    crate::docs::links(text)
        .into_iter()
        .filter(|link| !link.target.starts_with('#'))
        .map(|link| (link.text, link.target.split('#').next().unwrap().to_string()))
        .collect()
}

/// Every file below `dir`, relative to `results/`.
fn files_below(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files_below(&path, into);
        } else {
            into.push(path.strip_prefix(results()).unwrap().to_path_buf());
        }
    }
}

#[test]
fn every_file_named_exists_and_every_file_is_named() {
    let named: BTreeSet<PathBuf> = links(&catalogue())
        .into_iter()
        .map(|(_, target)| {
            let path = results().join(&target);
            assert!(path.exists(), "results/README.md names {target}, which does not exist");
            path.canonicalize().unwrap()
        })
        .collect();
    let mut files = Vec::new();
    files_below(&results(), &mut files);
    let unnamed: Vec<_> = files
        .iter()
        .filter(|file| file.as_path() != Path::new("README.md"))
        .filter(|file| !named.contains(&results().join(file).canonicalize().unwrap()))
        .filter(|file| {
            // A folder with its own index is named through it.
            let index = results().join(file.parent().unwrap()).join("README.md");
            !(index.exists() && named.contains(&index.canonicalize().unwrap()))
        })
        .collect();
    assert!(unnamed.is_empty(), "files under results/ that results/README.md does not name: {unnamed:?}");
}

/// A count cell of the catalogue (`1,234,567`) as a number.
fn count(cell: &str) -> BigUint {
    cell.trim().replace(',', "").parse().unwrap_or_else(|_| panic!("not a count: {cell:?}"))
}

/// The figure a column of the catalogue's report tables shows, read from
/// the report itself: `solutions` is the sum over the finishing holes.
fn from_report(report: &serde_json::Value, column: &str) -> BigUint {
    let number = |v: &serde_json::Value| -> BigUint { v.as_str().unwrap().parse().unwrap() };
    match column {
        "solutions" => report["solutions_by_finish"].as_object().unwrap().values().map(number).sum(),
        _ => number(&report[column]),
    }
}

#[test]
fn every_count_in_the_report_tables_is_its_reports() {
    let text = catalogue();
    let mut header: Vec<String> = Vec::new();
    let mut checked = 0;
    for line in text.lines() {
        if !line.starts_with('|') {
            header.clear();
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        if header.is_empty() {
            header = cells.iter().map(|c| c.to_string()).collect();
            continue;
        }
        let reports: Vec<serde_json::Value> = links(line)
            .into_iter()
            .filter(|(_, target)| target.starts_with("reports/"))
            .map(|(_, target)| serde_json::from_str(&fs::read_to_string(results().join(target)).unwrap()).unwrap())
            .collect();
        for (column, cell) in header.iter().zip(&cells) {
            if !["positions", "games", "solutions"].contains(&column.as_str()) {
                continue;
            }
            assert!(!reports.is_empty(), "a row with a {column} column names no report: {line}");
            for report in &reports {
                assert_eq!(count(cell), from_report(report, column), "{column} of {line}");
                checked += 1;
            }
        }
    }
    // Five boards' reports: T8 (16), English (14), French (11), hexagon4 (6), diamond (1).
    let reports =
        fs::read_dir(results().join("reports")).unwrap().flat_map(|d| fs::read_dir(d.unwrap().path()).unwrap()).count();
    assert_eq!(checked, 3 * reports, "every report's positions, games and solutions are checked once");
}

/// A run record's wall time and peak memory as the catalogue writes them:
/// `M min S.SS s, G.GG GiB` (GNU time's digits; memory rounded up).
fn written_as(record: &str) -> String {
    let field = |name: &str| {
        record
            .lines()
            .find_map(|line| line.trim().strip_prefix(name))
            .unwrap_or_else(|| panic!("no {name:?} in the record"))
            .trim()
            .to_string()
    };
    let wall = field("Elapsed (wall clock) time (h:mm:ss or m:ss):");
    let parts: Vec<&str> = wall.split(':').collect();
    let wall = match parts[..] {
        [h, m, s] => {
            format!("{} h {} min {} s", h.parse::<u32>().unwrap(), m.parse::<u32>().unwrap(), s.parse::<u32>().unwrap())
        }
        [m, s] => {
            let (whole, fraction) = s.split_once('.').unwrap();
            let seconds = format!("{}.{fraction}", whole.parse::<u32>().unwrap());
            match m.parse::<u32>().unwrap() {
                0 => format!("{seconds} s"),
                m => format!("{m} min {seconds} s"),
            }
        }
        _ => panic!("wall time {wall:?}"),
    };
    let kib: u64 = field("Maximum resident set size (kbytes):").parse().unwrap();
    let memory = if kib >= 1 << 20 {
        // Hundredths of a GiB, rounded up.
        let hundredths = (kib * 100).div_ceil(1 << 20);
        format!("{}.{:02} GiB", hundredths / 100, hundredths % 100)
    } else {
        format!("{} MiB", kib.div_ceil(1 << 10))
    };
    format!("{wall}, {memory}")
}

#[test]
fn every_run_is_written_as_its_record() {
    let mut checked = 0;
    for (text, target) in links(&catalogue()) {
        if target.ends_with(".time") {
            let record = fs::read_to_string(results().join(&target)).unwrap();
            assert_eq!(text, written_as(&record), "the run {target}");
            checked += 1;
        }
    }
    assert!(checked >= 50, "only {checked} runs checked");
}

/// The numbers of at least ten digits written with thousands separators.
fn large_figures(text: &str) -> BTreeSet<String> {
    let mut figures = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() && (i == 0 || !(chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == ',')) {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || (chars[i] == ',' && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
            {
                i += 1;
            }
            let figure: String = chars[start..i].iter().collect();
            if figure.contains(',') && figure.chars().filter(char::is_ascii_digit).count() >= 10 {
                figures.insert(figure);
            }
        }
        i += 1;
    }
    figures
}

/// The pages and sources that link to the catalogue instead of restating
/// its figures.
fn pages_and_sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, into: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, into);
            } else if path
                .extension()
                .is_some_and(|e| e == "md" || e == "rs" || e == "sol" || e == "cert" || e == "js" || e == "html")
            {
                into.push(path);
            }
        }
    }
    let root = root();
    let mut pages = vec![root.join("README.md"), root.join("CHANGELOG.md"), root.join("ARCHITECTURE.md")];
    for dir in ["docs", "src", "pegsol-cli/src", "pegsol-verify/src", "proofs", "tests", "benches", "tools"] {
        if root.join(dir).exists() {
            walk(&root.join(dir), &mut pages);
        }
    }
    pages
}

#[test]
fn the_catalogue_is_the_one_home_of_its_large_figures() {
    let published: String = fs::read_dir(root().join("snapshots/published"))
        .unwrap()
        .map(|e| fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    let figures: Vec<(String, String)> = large_figures(&catalogue())
        .into_iter()
        .map(|figure| {
            let digits = figure.replace(',', "");
            (figure, digits)
        })
        .filter(|(_, digits)| !published.contains(digits.as_str()))
        .collect();
    assert!(figures.len() > 50, "only {} figures found", figures.len());
    let mut restated = Vec::new();
    for page in pages_and_sources() {
        let Ok(text) = fs::read_to_string(&page) else { continue };
        for (figure, digits) in &figures {
            if text.contains(figure.as_str()) || large_plain(&text).contains(digits) {
                restated.push(format!("{} restates {figure}", page.strip_prefix(root()).unwrap().display()));
            }
        }
    }
    assert!(restated.is_empty(), "figures of results/README.md restated instead of linked:\n{}", restated.join("\n"));
}

/// The numbers of at least ten digits written without separators.
fn large_plain(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|run| run.len() >= 10).map(str::to_string).collect()
}

/// The times and sizes of measurements as prose writes them: `M min S s`,
/// `H h M min`, `H h M min S s`, `M min S.SS s`, and sizes with two
/// decimals, `G.GG GiB` (a limit or a rough size, `8 GiB`, `2.2 GB`, is
/// no measurement of a run).
fn measured_figures(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let trimmed = |i: usize| words.get(i).map(|w| w.trim_start_matches(|c: char| !c.is_ascii_alphanumeric()));
    let whole = |i: usize| trimmed(i).is_some_and(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()));
    let seconds = |i: usize| {
        trimmed(i).is_some_and(|w| {
            let (whole, fraction) = w.split_once('.').unwrap_or((w, "0"));
            !whole.is_empty() && (whole.chars().chain(fraction.chars())).all(|c| c.is_ascii_digit())
        })
    };
    let unit = |i: usize, unit: &str| {
        words.get(i).is_some_and(|w| w.trim_end_matches(|c: char| !c.is_ascii_alphanumeric()) == unit)
    };
    let mut figures = BTreeSet::new();
    let mut i = 0;
    while i < words.len() {
        let mut end = i;
        if whole(i) && unit(i + 1, "h") && whole(i + 2) && unit(i + 3, "min") {
            end = i + 4;
            if seconds(i + 4) && unit(i + 5, "s") {
                end = i + 6;
            }
        } else if whole(i) && unit(i + 1, "min") && seconds(i + 2) && unit(i + 3, "s") {
            end = i + 4;
        } else if let Some(size) = trimmed(i).and_then(|w| w.split_once('.')) {
            let two_decimals = size.1.len() == 2 && size.1.chars().all(|c| c.is_ascii_digit());
            if !size.0.is_empty()
                && size.0.chars().all(|c| c.is_ascii_digit())
                && two_decimals
                && ["GiB", "MiB", "GB", "MB"].iter().any(|u| unit(i + 1, u))
            {
                end = i + 2;
            }
        }
        if end > i {
            let mut figure: Vec<&str> = (i..end).map(|j| words[j]).collect();
            figure[0] = trimmed(i).unwrap();
            let last = figure.len() - 1;
            figure[last] = figure[last].trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
            figures.insert(figure.join(" "));
            i = end;
        } else {
            i += 1;
        }
    }
    figures
}

#[test]
fn measured_times_and_sizes_are_read_as_prose_writes_them() {
    let text = "took **98 min 76 s** of wall time (9 h 8 min 76 s,\n9.87 GiB), missed 9 h 87 min by\n9 min 87 s; [98 min 7.65 s, 9.87 GiB](x) within 8 GiB, 2.2 GB, 4.5 ms, 20 min";
    let found: Vec<String> = measured_figures(text).into_iter().collect();
    assert_eq!(found, ["9 h 8 min 76 s", "9 h 87 min", "9 min 87 s", "9.87 GiB", "98 min 7.65 s", "98 min 76 s"]);
}

#[test]
fn results_are_the_one_home_of_measured_times_and_sizes() {
    let mut homes = Vec::new();
    crate::docs::results_pages(&results(), &mut homes);
    let at_home: BTreeSet<String> =
        homes.iter().flat_map(|page| measured_figures(&fs::read_to_string(page).unwrap())).collect();
    assert!(at_home.len() > 100, "only {} measured figures found under results/", at_home.len());
    let mut pages_of: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for page in pages_and_sources() {
        let Ok(text) = fs::read_to_string(&page) else { continue };
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        for figure in measured_figures(&text) {
            pages_of.entry(figure).or_default().push(name.clone());
        }
    }
    let restated: Vec<String> = pages_of
        .iter()
        .filter(|(figure, pages)| at_home.contains(*figure) || pages.len() > 1)
        .map(|(figure, pages)| {
            let home = if at_home.contains(figure) { "results/ holds it" } else { "two pages" };
            format!("{figure} in {} ({home})", pages.join(", "))
        })
        .collect();
    assert!(restated.is_empty(), "measured times and sizes restated instead of linked:\n{}", restated.join("\n"));
}
