//! Command-line layer: one file per subcommand, each with its own `run`.

mod completions;
mod count;
mod man;
mod progress;
mod prove;
mod sheet;
mod solutions;
mod solve;
mod table;
mod verify;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// Exact enumerator and verifier for triangular peg solitaire.
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
    Prove(prove::Args),
    /// Every single-vacancy start at once: solutions from each start to each
    /// finish, games by pegs left, share won, random-play win chance.
    Table(table::Args),
    /// Find one solution (or one with the fewest moves) from a start to a finish.
    Solve(solve::Args),
    /// Stream every solution from a start to a finish, one per line.
    Solutions(solutions::Args),
    /// Memorization sheets: a fewest-move solution for each finishing hole.
    Sheet(sheet::Args),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(completions::Args),
    /// Print the manual page (roff, for man).
    Man(man::Args),
}

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

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Count(args) => count::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Prove(args) => prove::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Solutions(args) => solutions::run(&args),
        Command::Sheet(args) => sheet::run(&args),
        Command::Completions(args) => completions::run(&args),
        Command::Man(args) => man::run(&args),
    };
    match result {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| cause.downcast_ref::<io::Error>().is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe))
}

/// Writes `text` to stdout; a closed pipe surfaces as an error that `main`
/// treats as success.
pub fn print(text: &str) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}
