//! One name, one meaning: no two public types of the workspace share a
//! name, but for the few shared on purpose, each listed here with why.
//!
//! The check reads every crate's source for `pub struct`, `pub enum`,
//! `pub trait` and `pub type` (not `pub(crate)` or narrower, and not in
//! comments), so a second public type of a name already taken fails here
//! until it is renamed or its reason is written into [`SHARED`].

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The source folders of the workspace's crates.
const CRATES: [&str; 8] = [
    "src",
    "pegsol-cli/src",
    "pegsol-verify/src",
    "pegsol-page/src",
    "pegsol-wasm/src",
    "pegsol-py/src",
    "tools/src",
    "xtask/src",
];

/// Names public types share on purpose, and why.
const SHARED: [(&str, &str); 5] = [
    ("Args", "each subcommand's clap arguments, always named with its module (`count::Args`, `latency::Args`)"),
    ("Board", "the verifier's own board: it shares no code with the engine, so one bug cannot fool both"),
    ("Jump", "the verifier's own jump, for the same reason as its board"),
    ("Certificate", "the verifier's reading of a certificate file, apart from the engine's for the same reason"),
    (
        "Outcome",
        "what a command of a binary ends with, mapped to its exit code: one meaning in `pegsol` and `pegsol-tools`",
    ),
];

#[test]
fn no_two_public_types_share_a_name() {
    let root = crate::support::root();
    let mut sources = Vec::new();
    for folder in CRATES {
        collect(&root.join(folder), root, &mut sources);
    }
    assert!(sources.len() > 100, "found only {} files", sources.len());
    let shared = shared_names(&sources);
    let unexplained: Vec<String> = shared
        .iter()
        .filter(|(name, _)| !SHARED.iter().any(|(allowed, _)| allowed == name))
        .map(|(name, files)| format!("  {name}: {}", files.join(", ")))
        .collect();
    assert!(
        unexplained.is_empty(),
        "public types that share a name (rename one, or say why in SHARED):\n{}",
        unexplained.join("\n")
    );
    let stale: Vec<&str> = SHARED.iter().map(|(name, _)| *name).filter(|name| !shared.contains_key(*name)).collect();
    assert!(stale.is_empty(), "SHARED lists names no longer shared: {stale:?}");
}

#[test]
fn a_planted_duplicate_is_found() {
    let sources = [
        ("src/a.rs".to_string(), "pub struct Tally;\n// pub struct Side;\npub(crate) struct Side;\n".to_string()),
        ("src/b.rs".to_string(), "    pub enum Tally { A }\npub trait Side {}\npub type Prepare = u8;\n".to_string()),
    ];
    let shared = shared_names(&sources);
    assert_eq!(shared.len(), 1, "{shared:?}");
    assert_eq!(shared["Tally"], ["src/a.rs", "src/b.rs"]);
}

/// Every name two or more public types have, with the files declaring them.
fn shared_names(sources: &[(String, String)]) -> BTreeMap<String, Vec<String>> {
    let mut files: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, source) in sources {
        for line in source.lines() {
            let mut words = line.split_whitespace();
            if words.next() != Some("pub") || !matches!(words.next(), Some("struct" | "enum" | "trait" | "type")) {
                continue;
            }
            let Some(word) = words.next() else { continue };
            let name: String = word.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            files.entry(name).or_default().push(path.clone());
        }
    }
    files.retain(|_, declared| declared.len() > 1);
    files
}

/// Every `.rs` file under `dir`, as (path from `root`, source).
fn collect(dir: &Path, root: &Path, sources: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, root, sources);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(root).unwrap().display().to_string();
            sources.push((name, fs::read_to_string(&path).unwrap()));
        }
    }
}
