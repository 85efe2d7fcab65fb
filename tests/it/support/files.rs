//! What the tests of files pegsol writes share.

use std::path::Path;

/// The files in `dir`, by name.
pub fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}
