//! What a command hands back: its text on stdout ([`print`], and
//! [`print_json`] for every `--format json`), the format it was asked
//! for, and its [`Outcome`], which `cli::main` maps to the exit code.
//!
//! ```text
//! pegsol count --board T4 --start 2 --format json | head -1   → `{`, exit 0
//! ```

use std::io::{self, Write};

use clap::ValueEnum;
use serde_json::Value;

/// How a command prints its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// What a subcommand reports: success or a "no".
pub enum Outcome {
    Done,
    No,
}

/// Whether a write failed because the reader of stdout went away
/// (`pegsol ... | head`).
pub fn is_broken_pipe(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::BrokenPipe
}

/// Writes `text` to stdout. A closed pipe is not an error: the rest of the
/// output is dropped and the command goes on to return its own outcome, so
/// `pegsol verify bad.cert | head -1` still exits 1.
pub fn print(text: &str) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(error) if !is_broken_pipe(&error) => Err(error.into()),
        _ => Ok(()),
    }
}

/// `value` as pretty JSON ending in a newline: every `--format json`.
pub fn json_text(value: &Value) -> anyhow::Result<String> {
    Ok(serde_json::to_string_pretty(value)? + "\n")
}

/// Prints `value` as JSON ([`json_text`]).
pub fn print_json(value: &Value) -> anyhow::Result<()> {
    print(&json_text(value)?)
}
