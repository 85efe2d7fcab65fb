//! Command-line layer: one file per subcommand, each with its own `run`.

mod cluster;
mod completions;
mod count;
mod estimate;
mod fewest;
mod game;
mod man;
mod output;
mod progress;
mod prove;
mod reports;
mod serve;
mod sheet;
mod solutions;
mod solve;
mod table;
mod verify;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use output::Outcome;

/// Exact enumerator and verifier for peg solitaire on triangular, square-lattice and drawn boards.
#[derive(Parser)]
#[command(name = "pegsol", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count everything reachable from one start: positions, moves, games,
    /// solutions by finishing hole, random-play chances.
    Count(count::Args),
    /// Re-check solution files and certificates with the independent verifier.
    Verify(verify::Args),
    /// Write a certificate for every (start, finish) pair of a board.
    ///
    /// Boards: T1 to T10, boards of the square lattice of up to 33 holes
    /// (english, or a .board file) and of the triangular lattice of up to 21
    /// (hexagon3, or a .board file); larger ones (french, diamond, wiegleb,
    /// hexagon4) with --from, whose counts then decide every pair the
    /// position classes allow.
    Prove(prove::Args),
    /// Every single-vacancy start at once: solutions from each start to each
    /// finish, games by pegs left, share won, random-play win chance.
    ///
    /// Boards: T1 to T7 and any other board of at most 33 holes (english,
    /// hexagon3, a .board file) by passes; any board with --from (T8,
    /// french, ...).
    Table(table::Args),
    /// Find one solution (or one with the fewest moves) from a start to a finish.
    Solve(solve::Args),
    /// Stream every solution from a start to a finish, one per line.
    Solutions(solutions::Args),
    /// The fewest moves of any one-vacancy -> one-peg solution on a board,
    /// the problems reaching it with a solution each, and the search behind it.
    Fewest(fewest::Args),
    /// Estimate games, solutions and positions per layer with 95% intervals,
    /// where exact counts are out of reach (T9, T10).
    Estimate(estimate::Args),
    /// Memorization sheets: a fewest-move solution for each finishing hole.
    ///
    /// Up to 28 holes every solution is counted and every page has the
    /// fewest moves; above, pages have the fewest moves a bounded search
    /// finds (with a proven lower bound), and counts only on T8 (from its
    /// committed table).
    Sheet(sheet::Args),
    /// Play, learn and explore in the browser: a local web page where every
    /// legal jump shows its exact number of solutions.
    Serve(serve::Args),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(completions::Args),
    /// Print the manual page (roff, for man), or write one per subcommand.
    Man(man::Args),
}

pub fn main() -> ExitCode {
    ignore_file_size_signal();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Count(args) => count::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Prove(args) => prove::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Solutions(args) => solutions::run(&args),
        Command::Fewest(args) => fewest::run(&args),
        Command::Estimate(args) => estimate::run(&args),
        Command::Sheet(args) => sheet::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Completions(args) => completions::run(&args, Cli::command()),
        Command::Man(args) => man::run(&args, Cli::command()),
    };
    // A signal: the command has stopped (a pass at its next step) with its
    // temporary files removed; what it returned is not the verdict.
    if crate::signals::interrupted() {
        crate::signals::exit_interrupted();
    }
    // A closed pipe never reaches here: `print` and the streaming commands
    // let the command finish, so the exit code is the command's own verdict.
    match result {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Err(error) => {
            // Not eprintln!, which panics when stderr is a closed pipe.
            let _ = writeln!(io::stderr(), "error: {}", one_line(&error));
            ExitCode::from(2)
        }
    }
}

/// A write past the file-size limit (`ulimit -f`) kills the process with
/// SIGXFSZ by default, before any clean-up can run; ignored, it fails with
/// an error instead, so temporary and spill files are removed and the error
/// is reported.
fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to SIG_IGN installs no handler.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// The error and its causes on one line, each said once: an error whose
/// message already quotes its source ("spill file x: Permission denied (os
/// error 13)") does not get the source appended a second time.
fn one_line(error: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in error.chain() {
        let text = cause.to_string();
        if text.is_empty() || line.contains(&text) {
            continue;
        }
        if !line.is_empty() {
            line.push_str(": ");
        }
        line.push_str(&text);
    }
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error that quotes its source in its own message, as
    /// `#[error("spill file {path}: {source}")]` does.
    #[derive(Debug, thiserror::Error)]
    #[error("spill file /tmp/x.bin: {source}")]
    struct Quoting {
        source: io::Error,
    }

    #[test]
    fn os_errors_are_printed_once() {
        let denied = io::Error::from_raw_os_error(13);
        let error = anyhow::Error::new(Quoting { source: denied }).context("counting");
        let line = one_line(&error);
        assert_eq!(line.matches("os error 13").count(), 1, "{line}");
        assert!(line.starts_with("counting: spill file /tmp/x.bin: "), "{line}");
        // A plain chain keeps every cause.
        let error = anyhow::Error::new(io::Error::from_raw_os_error(2)).context("cannot read x");
        assert!(one_line(&error).starts_with("cannot read x: "), "{}", one_line(&error));
        assert!(one_line(&error).contains("os error 2"));
    }
}
