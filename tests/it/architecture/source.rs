//! Reading Rust source for the architecture checks: the files of a crate
//! as module paths, the paths each file names (`crate::…`, `super::…`, in
//! `use` lines, groups or inline), and the names a folder's front file
//! (`mod.rs`, `lib.rs`, `main.rs`) brings in with `use`.
//!
//! ```text
//! src/pass/build.rs:  use super::{frame::Split, Limits};
//!   → paths [pass, frame, Split] and [pass, Limits]
//! src/pass/mod.rs:    pub use limits::Limits;
//!   → Limits comes from the child `limits`
//! ```

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// A module's path from its crate's root: `src/pass/build.rs` is
/// `["pass", "build"]`, `src/lib.rs` is `[]`.
pub type ModulePath = Vec<String>;

/// Every `.rs` file under `src` as (module path, source), the root
/// (`lib.rs` or `main.rs`) included as `[]`.
pub fn crate_sources(src: &Path) -> Vec<(ModulePath, String)> {
    let mut files = Vec::new();
    collect(src, &mut files);
    files.sort();
    files.into_iter().map(|file| (module_path(src, &file), fs::read_to_string(&file).unwrap())).collect()
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// The module a file holds: `src/render/table.rs` → `[render, table]`,
/// `pegsol-cli/src/cli/mod.rs` → `[cli]`, `src/lib.rs` → `[]`.
pub fn module_path(src: &Path, file: &Path) -> ModulePath {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut path: ModulePath = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        path.pop();
    }
    path
}

/// Every path `source`, the file of `module`, names from its crate's root
/// (`crate::a::B`) or relative to its parents (`super::B`), made absolute;
/// a group gives one path per member, `self` in a group the group's
/// prefix, a glob ends in `*`. Comments, literals and the inline test
/// module (`mod tests { … }`, which may check its file against anything)
/// are skipped; a `super` inside another inline module starts from it.
pub fn paths(module: &[String], source: &str) -> Vec<ModulePath> {
    let tokens = tokens(source);
    let mut found = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    for i in 0..tokens.len() {
        let follows_path = i > 0 && tokens[i - 1] == "::";
        let next_is_path = tokens.get(i + 1).is_some_and(|t| t == "::");
        match tokens[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, open)| open == depth) {
                    inline.pop();
                }
            }
            "mod" if tokens.get(i + 2).is_some_and(|t| t == "{") => inline.push((tokens[i + 1].clone(), depth)),
            // A test module may check its file against anything.
            _ if inline.iter().any(|(name, _)| name == "tests") => {}
            "crate" if next_is_path && !follows_path => {
                tree(&tokens, i + 2, Vec::new(), &mut found);
            }
            "super" if next_is_path && !follows_path => {
                let mut base: ModulePath = module.to_vec();
                base.extend(inline.iter().map(|(name, _)| name.clone()));
                let mut j = i;
                while tokens.get(j).is_some_and(|t| t == "super") && tokens.get(j + 1).is_some_and(|t| t == "::") {
                    base.pop();
                    j += 2;
                }
                tree(&tokens, j, base, &mut found);
            }
            _ => {}
        }
    }
    found
}

/// Where each name a front file brings in with a top-level `use` comes
/// from: `Some(child)` for `use child::X` (or `self::child::X`, or
/// `crate::<folder>::child::X`), `None` for anything outside the folder.
/// A name the front file does not bring in is its own.
pub fn imported_names(folder: &[String], children: &[String], source: &str) -> BTreeMap<String, Option<String>> {
    let tokens = tokens(source);
    let mut names = BTreeMap::new();
    let mut depth = 0;
    for i in 0..tokens.len() {
        match tokens[i].as_str() {
            "{" => depth += 1,
            "}" => depth -= 1,
            "use" if depth == 0 => {
                let mut paths = Vec::new();
                let start = if tokens.get(i + 1).is_some_and(|t| t == "self") { i + 3 } else { i + 1 };
                tree(&tokens, start, Vec::new(), &mut paths);
                for path in paths {
                    let Some(name) = path.last() else { continue };
                    let relative = match path.split_first() {
                        Some((first, rest)) if first == "crate" => rest.strip_prefix(folder).unwrap_or_default(),
                        _ => &path[..],
                    };
                    let child = relative.first().filter(|first| relative.len() > 1 && children.contains(first));
                    names.insert(name.clone(), child.cloned());
                }
            }
            _ => {}
        }
    }
    names
}

/// The paths of one use tree starting at `tokens[at]`, each after
/// `prefix`, into `out`; returns the index after the tree.
fn tree(tokens: &[String], mut at: usize, mut path: ModulePath, out: &mut Vec<ModulePath>) -> usize {
    loop {
        match tokens.get(at).map(String::as_str) {
            Some("{") => {
                at += 1;
                loop {
                    match tokens.get(at).map(String::as_str) {
                        Some("}") => return at + 1,
                        Some(",") => at += 1,
                        None => return at,
                        _ => at = tree(tokens, at, path.clone(), out),
                    }
                }
            }
            Some("*") => {
                path.push("*".to_string());
                out.push(path);
                return at + 1;
            }
            Some("self") => {
                out.push(path);
                return at + 1;
            }
            Some(name) if is_name(name) => {
                path.push(name.to_string());
                at += 1;
                match tokens.get(at).map(String::as_str) {
                    Some("::") => at += 1,
                    Some("as") => {
                        out.push(path);
                        return at + 2;
                    }
                    _ => {
                        out.push(path);
                        return at;
                    }
                }
            }
            _ => {
                if !path.is_empty() {
                    out.push(path);
                }
                return at;
            }
        }
    }
}

/// Whether `source` names the crate `name` (`name::…`), comments and
/// literals aside.
pub fn names_crate(source: &str, name: &str) -> bool {
    let tokens = tokens(source);
    tokens
        .windows(2)
        .enumerate()
        .any(|(i, pair)| pair[0] == name && pair[1] == "::" && (i == 0 || tokens[i - 1] != "::"))
}

fn is_name(token: &str) -> bool {
    token.chars().all(|c| c.is_alphanumeric() || c == '_') && token != "self"
}

/// Names, `::`, and single punctuation characters; comments, string and
/// character literals dropped.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_alphanumeric() || c == '_' {
            let end =
                (i..chars.len()).find(|&j| !(chars[j].is_alphanumeric() || chars[j] == '_')).unwrap_or(chars.len());
            tokens.push(chars[i..end].iter().collect());
            i = end;
            continue;
        }
        match (c, next) {
            ('/', Some('/')) => i = (i..chars.len()).find(|&j| chars[j] == '\n').unwrap_or(chars.len()),
            (':', Some(':')) => {
                tokens.push("::".to_string());
                i += 1;
            }
            ('"', _) => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
            }
            // A character literal ('x', '\n'); a lifetime ('a) is skipped
            // as punctuation followed by its name.
            ('\'', Some('\\')) => i = (i + 3..chars.len()).find(|&j| chars[j] == '\'').unwrap_or(chars.len()),
            ('\'', Some(_)) if chars.get(i + 2) == Some(&'\'') => i += 2,
            _ if !c.is_whitespace() => tokens.push(c.to_string()),
            _ => {}
        }
        i += 1;
    }
    tokens
}

#[test]
fn paths_are_read_through_groups_super_and_inline_modules() {
    let module = vec!["pass".to_string(), "build".to_string()];
    let source = "use super::{frame::{Frame, Split}, Limits, self};\nuse crate::Board as B;\n\
                  fn f() { crate::symmetry::canonical::<u64>(); let s = \"crate::x\"; }\n\
                  //! [`super::Spec`] // crate::board\nmod tests {\n    use crate::moves::Mover;\n}\n\
                  mod inner {\n    use super::*;\n}\npub(super) fn g() {}\n";
    let found: Vec<String> = paths(&module, source).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        found,
        [
            "pass::frame::Frame",
            "pass::frame::Split",
            "pass::Limits",
            "pass",
            "Board",
            "symmetry::canonical",
            "pass::build::*"
        ]
    );
    assert!(names_crate("use pegsol_verify::Report;", "pegsol_verify"));
    assert!(!names_crate("// pegsol_verify::Report\nuse a::pegsol_verify::X;", "pegsol_verify"));
}

#[test]
fn a_front_file_brings_names_from_its_children_or_from_outside() {
    let folder = vec!["pass".to_string()];
    let children = ["limits".to_string(), "build".to_string()];
    let source = "mod build;\nmod limits;\npub use limits::{Limits, Span};\nuse self::build::Built;\n\
                  use crate::pass::build::Scratch;\nuse crate::board::Board;\nuse std::fmt;\n\
                  fn f() { use limits::Hidden; }\npub struct Spec;\n";
    let names = imported_names(&folder, &children, source);
    let some = |c: &str| Some(c.to_string());
    assert_eq!(names["Limits"], some("limits"));
    assert_eq!(names["Span"], some("limits"));
    assert_eq!(names["Built"], some("build"));
    assert_eq!(names["Scratch"], some("build"));
    assert_eq!(names["Board"], None);
    assert_eq!(names["fmt"], None);
    assert!(!names.contains_key("Hidden") && !names.contains_key("Spec"));
}
