//! The user guide (`docs/*.md`) and the README say what is true: every
//! example they show runs, and every link they make leads somewhere.
//!
//! **Console blocks are run.** In a fenced block marked `console`, each line
//! `$ COMMAND` is run by `sh -c COMMAND` from the repository's root, with the
//! `pegsol` under test first on `PATH` (so pipes, quotes and paths such as
//! `results/reports/T8` or `boards/x.board` work as a reader's shell would
//! run them). The lines after it, up to the next `$ ` line or the block's
//! end, are its output: stdout, then stderr, compared line by line with
//! trailing whitespace and trailing blank lines ignored. Two marks:
//!
//! - a line `...` stands for any number of lines (none included), so a long
//!   report can be shown in part;
//! - a last line `[exit N]` says the command exits with code N; without it,
//!   the command must exit 0.
//!
//! A command too slow for every `cargo test` goes in a `text` block instead,
//! which is shown and not run; a console command that takes more than
//! `SLOW` fails and says so.
//!
//! **Relative links lead somewhere.** Every `[text](path)` and
//! `[text](path#anchor)` outside code, in `docs/*.md`, `README.md` and
//! `results/notes/T8-runs.md`, names an existing file or directory, relative
//! to the page; an anchor into a Markdown file (or `#anchor` alone, into the
//! page itself) must be the GitHub slug of one of its headings: lowercase,
//! spaces to `-`, every character but letters, digits, `-` and `_` dropped,
//! and `-1`, `-2`, ... after a repeated one.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::{root, PEGSOL};

/// Longer than this, a console command belongs in a `text` block.
const SLOW: Duration = Duration::from_secs(10);

/// The guide's pages and the README: what both checks read.
fn pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages.push(root().join("README.md"));
    pages
}

/// A fenced block: its info string (`console`, `text`, ...), its first
/// line's number (from 1) and its lines.
struct Block {
    info: String,
    line: usize,
    lines: Vec<String>,
}

/// The fenced blocks of a Markdown page, and its lines outside them (each
/// outside line kept, inside lines blanked, so that numbers hold).
fn split_fences(text: &str) -> (Vec<Block>, Vec<String>) {
    let mut blocks = Vec::new();
    let mut prose = Vec::new();
    let mut open: Option<(String, Block)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        match &mut open {
            None if trimmed.starts_with("```") || trimmed.starts_with("~~~") => {
                let fence: String = trimmed.chars().take_while(|c| *c == '`' || *c == '~').collect();
                let info = trimmed[fence.len()..].trim().to_string();
                open = Some((fence, Block { info, line: i + 2, lines: Vec::new() }));
                prose.push(String::new());
            }
            None => prose.push(line.to_string()),
            Some((fence, _)) if trimmed.starts_with(fence.as_str()) && trimmed[fence.len()..].trim().is_empty() => {
                blocks.push(open.take().unwrap().1);
                prose.push(String::new());
            }
            Some((_, block)) => {
                block.lines.push(line.to_string());
                prose.push(String::new());
            }
        }
    }
    (blocks, prose)
}

/// One `$ COMMAND` of a console block and what it must print.
struct Example {
    command: String,
    line: usize,
    output: Vec<String>,
    exit: i32,
}

fn examples(block: &Block) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    for (i, line) in block.lines.iter().enumerate() {
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example { command: command.to_string(), line: block.line + i, output: Vec::new(), exit: 0 });
        } else if let Some(example) = examples.last_mut() {
            example.output.push(line.trim_end().to_string());
        } else {
            panic!("line {}: a console block starts with a `$ ` command, not {line:?}", block.line + i);
        }
    }
    for example in &mut examples {
        while example.output.last().is_some_and(|l| l.is_empty()) {
            example.output.pop();
        }
        if let Some(code) =
            example.output.last().and_then(|l| l.strip_prefix("[exit ")).and_then(|l| l.strip_suffix(']'))
        {
            example.exit = code.parse().unwrap_or_else(|_| panic!("line {}: a bad exit mark", example.line));
            example.output.pop();
        }
    }
    examples
}

/// Whether `actual` is `expected`, where a line `...` of `expected` stands
/// for any number of lines.
fn matches(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => (0..=actual.len()).any(|skip| matches(rest, &actual[skip..])),
        Some((first, rest)) => actual.first() == Some(first) && matches(rest, &actual[1..]),
    }
}

/// Runs one example; what is wrong with it, if anything.
fn run(example: &Example) -> Option<String> {
    let bin = Path::new(PEGSOL).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let started = Instant::now();
    let out =
        Command::new("sh").arg("-c").arg(&example.command).current_dir(root()).env("PATH", path).output().unwrap();
    let took = started.elapsed();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let mut actual: Vec<String> = text.lines().map(|l| l.trim_end().to_string()).collect();
    while actual.last().is_some_and(|l| l.is_empty()) {
        actual.pop();
    }
    let mut wrong = Vec::new();
    if out.status.code() != Some(example.exit) {
        wrong.push(format!("exit code {:?}, the page says {}", out.status.code(), example.exit));
    }
    if !matches(&example.output, &actual) {
        wrong.push(format!(
            "printed (stdout, then stderr):\n{}\nthe page shows:\n{}",
            actual.join("\n"),
            example.output.join("\n")
        ));
    }
    if took > SLOW {
        wrong.push(format!("took {took:.1?}: show it in a `text` block, which is not run"));
    }
    (!wrong.is_empty()).then(|| wrong.join("\n"))
}

/// Runs the console examples of `pages`; what is wrong, and how many ran.
fn run_console_examples(pages: &[PathBuf]) -> (Vec<String>, usize) {
    let mut wrong = Vec::new();
    let mut ran = 0;
    for page in pages {
        let (blocks, _) = split_fences(&std::fs::read_to_string(page).unwrap());
        for block in blocks.iter().filter(|b| b.info == "console") {
            for example in examples(block) {
                ran += 1;
                if let Some(why) = run(&example) {
                    let name = page.strip_prefix(root()).unwrap().display();
                    wrong.push(format!("{name}:{}: $ {}\n{why}", example.line, example.command));
                }
            }
        }
    }
    (wrong, ran)
}

/// The console examples of the guide print what its pages show.
#[test]
fn every_console_example_of_the_guide_prints_what_it_shows() {
    let guide: Vec<PathBuf> = pages().into_iter().filter(|p| p.starts_with(root().join("docs"))).collect();
    let (wrong, ran) = run_console_examples(&guide);
    assert!(ran >= 10, "only {ran} console examples found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

/// The console examples of the README print what it shows.
#[test]
fn every_console_example_of_the_readme_prints_what_it_shows() {
    let (wrong, ran) = run_console_examples(&[root().join("README.md")]);
    assert_eq!(ran, 1, "the README has one worked example");
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

/// GitHub's anchor for a heading.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings, repeated ones numbered.
fn anchors(path: &Path) -> Vec<String> {
    let (_, prose) = split_fences(&std::fs::read_to_string(path).unwrap());
    let mut anchors = Vec::new();
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for line in prose {
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            let base = slug(&line[hashes..]);
            let times = seen.entry(base.clone()).or_default();
            anchors.push(if *times == 0 { base } else { format!("{base}-{times}") });
            *times += 1;
        }
    }
    anchors
}

/// `text` with its code spans blanked, line ends kept: a span opens with a
/// run of backticks and closes with the next run of the same length, and
/// may run over a line end.
fn without_code_spans(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let run = |at: usize| chars[at..].iter().take_while(|c| **c == '`').count();
    let mut plain = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let n = run(i);
        if n == 0 {
            plain.push(chars[i]);
            i += 1;
            continue;
        }
        // The closing run: the next run of exactly n backticks.
        let mut j = i + n;
        let close = loop {
            if j >= chars.len() {
                break None;
            }
            let m = run(j);
            if m == n {
                break Some(j);
            }
            j += m.max(1);
        };
        match close {
            Some(j) => {
                plain.extend(chars[i..j + n].iter().map(|c| if *c == '\n' { '\n' } else { ' ' }));
                i = j + n;
            }
            None => {
                plain.extend(&chars[i..i + n]);
                i += n;
            }
        }
    }
    plain
}

/// A relative link of a page: its line (from 1), its text and its target.
pub(crate) struct Link {
    pub line: usize,
    pub text: String,
    pub target: String,
}

/// The relative links of a Markdown page (fenced blocks and code spans left
/// out; a code span inside a link's text is blanked).
pub(crate) fn links(page: &str) -> Vec<Link> {
    let (_, prose) = split_fences(page);
    let plain = without_code_spans(&prose.join("\n"));
    let mut links = Vec::new();
    for (i, line) in plain.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let before = &rest[..at];
            let text = before.rfind('[').map_or("", |open| &before[open + 1..]);
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].trim();
            let external = target.contains("://") || target.starts_with("mailto:");
            if !external && !target.is_empty() {
                links.push(Link { line: i + 1, text: text.trim().to_string(), target: target.to_string() });
            }
            rest = &after[end..];
        }
    }
    links
}

/// Every Markdown page under `results/`: the catalogue and its notes.
pub(crate) fn results_pages(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            results_pages(&path, into);
        } else if path.extension().is_some_and(|e| e == "md") {
            into.push(path);
        }
    }
}

/// Every relative link of every page names a file that exists, and every
/// anchor a heading of its page.
#[test]
fn every_relative_link_leads_somewhere() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    let mut pages = pages();
    results_pages(&root().join("results"), &mut pages);
    for page in pages {
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        for Link { line, target, .. } in links(&std::fs::read_to_string(&page).unwrap()) {
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() { page.clone() } else { page.parent().unwrap().join(file) };
            if !path.exists() {
                wrong.push(format!("{name}:{line}: {target}: no such file"));
                continue;
            }
            if let Some(anchor) = anchor.filter(|_| path.extension().is_some_and(|e| e == "md")) {
                if !anchors(&path).iter().any(|a| a == anchor) {
                    wrong.push(format!("{name}:{line}: {target}: no heading with that anchor"));
                }
            }
        }
    }
    assert!(checked >= 20, "only {checked} links found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn slugs_follow_github() {
    assert_eq!(slug(" What `pegsol count` computes"), "what-pegsol-count-computes");
    assert_eq!(slug("Published figures, reproduced"), "published-figures-reproduced");
    assert_eq!(slug("T8 from the corner"), "t8-from-the-corner");
    assert_eq!(slug("Faults: damaged checkpoints, signals"), "faults-damaged-checkpoints-signals");
    assert_eq!(slug("fewest_moves and 2 × 3"), "fewest_moves-and-2--3");
}

#[test]
fn code_spans_hide_their_links() {
    assert_eq!(without_code_spans("a `[x](y)` b"), format!("a {} b", " ".repeat(8)));
    assert_eq!(without_code_spans("```` ```c ```` [x](y)"), format!("{} [x](y)", " ".repeat(14)));
    assert_eq!(without_code_spans("`a\nb` c"), "  \n   c");
    assert_eq!(without_code_spans("a ` b"), "a ` b");
}

#[test]
fn an_ellipsis_stands_for_any_lines() {
    let lines = |s: &str| s.lines().map(String::from).collect::<Vec<_>>();
    assert!(matches(&lines("a\n...\nd"), &lines("a\nb\nc\nd")));
    assert!(matches(&lines("a\n...\nd"), &lines("a\nd")));
    assert!(!matches(&lines("a\n...\nd"), &lines("a\nb")));
    assert!(!matches(&lines("a\nb"), &lines("a\nb\nc")));
}
