//! The layering of the library, checked against ARCHITECTURE.md: every
//! top-level module sits in exactly one row of its table of layers, uses
//! only modules of its own layer or the layers above, and no two modules
//! import each other, directly or through others.
//!
//! Data flows one way (files → board → position → … → rendering), and the
//! table is where a reader learns the order, so the test reads the order
//! from it: the document cannot drift from the code. The check reads the
//! source: every `crate::m` path (in `use` lines, groups such as
//! `use crate::{a::X, b}`, or inline; a name the crate root re-exports, such
//! as `crate::Board`, counts as its module) and every `super::` path that
//! leaves its top-level module is an edge; doc comments and comments are
//! skipped. The binary (`pegsol-cli/`) and the verifier (`pegsol-verify/`)
//! are crates of their own, kept apart by the compiler.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Top-level module → the top-level modules it refers to.
type Graph = BTreeMap<String, BTreeSet<String>>;

#[test]
fn no_module_imports_a_module_that_imports_it_back() {
    let graph = library_graph();
    assert!(graph.len() > 10, "found only {:?}", graph.keys());
    let cycles = cycles(&graph);
    assert!(cycles.is_empty(), "modules that import each other (each line a cycle):\n{}", describe(&cycles));
}

#[test]
fn every_module_uses_only_its_own_layer_and_the_layers_above() {
    let graph = library_graph();
    let text = fs::read_to_string(crate::support::root().join("ARCHITECTURE.md")).unwrap();
    let layers = layers(&text);
    let layer_of: BTreeMap<&str, usize> = layers
        .iter()
        .enumerate()
        .flat_map(|(at, (_, modules))| modules.iter().map(move |m| (m.as_str(), at)))
        .collect();
    let named: Vec<&str> = layers.iter().flat_map(|(_, modules)| modules.iter().map(String::as_str)).collect();
    let declared: BTreeSet<&str> = graph.keys().map(String::as_str).collect();
    assert_eq!(named.iter().copied().collect::<BTreeSet<_>>(), declared, "ARCHITECTURE.md's layers and src/ differ");
    assert_eq!(named.len(), declared.len(), "a module is in two layers: {named:?}");
    let upward: Vec<String> = graph
        .iter()
        .flat_map(|(from, targets)| targets.iter().map(move |to| (from, to)))
        .filter(|(from, to)| layer_of[to.as_str()] > layer_of[from.as_str()])
        .map(|(from, to)| {
            format!("  {from} ({}) uses {to} ({})", layers[layer_of[from.as_str()]].0, layers[layer_of[to.as_str()]].0)
        })
        .collect();
    assert!(upward.is_empty(), "modules that use a layer below their own:\n{}", upward.join("\n"));
}

#[test]
fn the_layers_are_read_from_the_table_in_order() {
    let text = "# Map\n\n## Layers\n\n| layer | modules | what |\n|---|---|---|\n\
                | files | `files` | paths |\n| the pass | `pass/` | the loop, on `board`s |\n\
                | passes | `forward`, `reverse` | both ways |\n\n| other | `table` |\n";
    let layers = layers(text);
    let names: Vec<(&str, Vec<&str>)> =
        layers.iter().map(|(layer, modules)| (layer.as_str(), modules.iter().map(String::as_str).collect())).collect();
    assert_eq!(names, [("files", vec!["files"]), ("the pass", vec!["pass"]), ("passes", vec!["forward", "reverse"])]);
}

/// The graph of the library's top-level modules, from the files under `src/`.
fn library_graph() -> Graph {
    let src = crate::support::root().join("src");
    let mut files = Vec::new();
    collect(&src, &mut files);
    let mut sources = Vec::new();
    let mut root = String::new();
    for file in files {
        let module = module_path(&src, &file);
        if module.is_empty() {
            root = fs::read_to_string(&file).unwrap(); // lib.rs
            continue;
        }
        sources.push((module, fs::read_to_string(&file).unwrap()));
    }
    let exported = re_exports(&root);
    let mut graph = graph(&sources);
    for targets in graph.values_mut() {
        *targets = targets.iter().map(|t| exported.get(t).unwrap_or(t).clone()).collect();
    }
    for (module, targets) in graph.iter_mut() {
        targets.remove(module);
    }
    graph
}

/// The names the crate root re-exports, each with its module:
/// `pub use board::{Board, Hole};` gives `Board → board`, `Hole → board`.
fn re_exports(root: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    let statements = root.split(';').map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "));
    for statement in statements {
        let Some(rest) = statement.trim().strip_prefix("pub use ") else { continue };
        let Some((module, items)) = rest.split_once("::") else { continue };
        for item in items.trim_matches(|c| c == '{' || c == '}').split(',') {
            let item = item.trim();
            if !item.is_empty() {
                names.insert(item.to_string(), module.to_string());
            }
        }
    }
    names
}

/// The rows of the first table under "## Layers", in order: each layer's
/// name and the modules its second column names in backticks (`pass/` is
/// `pass`).
fn layers(text: &str) -> Vec<(String, Vec<String>)> {
    let section = text.split("\n## Layers").nth(1).expect("ARCHITECTURE.md has a \"## Layers\" section");
    let rows = section.lines().skip_while(|line| !line.starts_with('|')).take_while(|line| line.starts_with('|'));
    rows.skip(2) // the header and its rule
        .map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            let modules = cells[2].split('`').skip(1).step_by(2).map(|m| m.trim_end_matches('/').to_string()).collect();
            (cells[1].to_string(), modules)
        })
        .collect()
}

#[test]
fn a_cycle_is_found_through_groups_super_and_inline_paths() {
    let sources = [
        (vec!["board".to_string()], "use crate::{hole::Hole, position::Position};\n".to_string()),
        (vec!["position".to_string()], "fn f() { crate::symmetry::canonical(); }\n".to_string()),
        (vec!["symmetry".to_string(), "table".to_string()], "use super::super::board::Board;\n".to_string()),
        // Comments, doc links and a test module's `super::` are not edges.
        (
            vec!["hole".to_string()],
            "//! See [`crate::board`].\n// crate::board\nmod tests {\n    use super::*;\n}\n".to_string(),
        ),
    ];
    let graph = graph(&sources);
    assert_eq!(graph["board"], BTreeSet::from(["hole".to_string(), "position".to_string()]));
    assert!(graph["hole"].is_empty());
    assert_eq!(cycles(&graph), [vec!["board".to_string(), "position".to_string(), "symmetry".to_string()]]);
}

/// Every `.rs` file under `dir`.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
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
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut path: Vec<String> = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        path.pop();
    }
    path
}

/// The graph of top-level modules over `(module path, source)` pairs.
fn graph(sources: &[(Vec<String>, String)]) -> Graph {
    let mut graph = Graph::new();
    for (module, source) in sources {
        let own = &module[0];
        let targets = graph.entry(own.clone()).or_default();
        for target in references(module, source) {
            if target != *own {
                targets.insert(target);
            }
        }
    }
    graph
}

/// The top-level modules that `source`, the file of `module`, refers to.
fn references(module: &[String], source: &str) -> BTreeSet<String> {
    let tokens = tokens(source);
    let mut found = BTreeSet::new();
    // Inline modules (`mod tests { ... }`) open at a brace depth.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, open)| open == depth) {
                    inline.pop();
                }
            }
            "mod" if tokens.get(i + 2).is_some_and(|t| t == "{") => {
                inline.push((tokens[i + 1].clone(), depth));
            }
            "crate" if tokens.get(i + 1).is_some_and(|t| t == "::") => {
                found.extend(first_segments(&tokens[i + 2..]));
            }
            "super" if i == 0 || tokens[i - 1] != "::" => {
                let mut base: Vec<String> = module.to_vec();
                base.extend(inline.iter().map(|(name, _)| name.clone()));
                let mut j = i;
                while tokens.get(j).is_some_and(|t| t == "super") && tokens.get(j + 1).is_some_and(|t| t == "::") {
                    base.pop();
                    j += 2;
                }
                match base.first() {
                    Some(top) => {
                        found.insert(top.clone());
                    }
                    None => found.extend(first_segments(&tokens[j..])),
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// The first path segment after `crate::`: one name, or each name of a
/// `{a::X, b}` group.
fn first_segments(tokens: &[String]) -> Vec<String> {
    match tokens.first().map(String::as_str) {
        Some("{") => {
            let (mut names, mut depth, mut expect_name) = (Vec::new(), 0, true);
            for token in tokens {
                match token.as_str() {
                    "{" => depth += 1,
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," if depth == 1 => expect_name = true,
                    name if depth == 1 && expect_name && is_name(name) => {
                        names.push(name.to_string());
                        expect_name = false;
                    }
                    _ => {}
                }
            }
            names
        }
        Some(name) if is_name(name) => vec![name.to_string()],
        _ => Vec::new(),
    }
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

/// The strongly connected components with more than one module, each
/// sorted (Tarjan's algorithm).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct Tarjan<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        components: Vec<Vec<String>>,
    }
    impl<'g> Tarjan<'g> {
        fn visit(&mut self, node: &'g str) {
            let index = self.index.len();
            self.index.insert(node, index);
            self.low.insert(node, index);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    self.low.insert(node, self.low[node].min(self.low[next]));
                } else if self.stack.contains(&next) {
                    self.low.insert(node, self.low[node].min(self.index[next]));
                }
            }
            if self.low[node] == self.index[node] {
                let at = self.stack.iter().position(|&n| n == node).unwrap();
                let mut component: Vec<String> = self.stack.drain(at..).map(str::to_string).collect();
                if component.len() > 1 {
                    component.sort();
                    self.components.push(component);
                }
            }
        }
    }
    let mut tarjan =
        Tarjan { graph, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), components: Vec::new() };
    for node in graph.keys() {
        if !tarjan.index.contains_key(node.as_str()) {
            tarjan.visit(node);
        }
    }
    tarjan.components
}

fn describe(cycles: &[Vec<String>]) -> String {
    cycles.iter().map(|c| format!("  {}\n", c.join(" <-> "))).collect()
}
