//! `pegsol solve`: one solution (or one with the fewest moves), or the
//! reason there is none.

use anyhow::Context;
use pegsol::{moves, notation, render, search, Board, Hole, Naming, Position};

use super::game::FromStart;
use super::output::{json_text, print, Format, Outcome};

/// Memory `--shortest` may use for the positions its search holds unless
/// `--memory-limit` says otherwise: 3 GiB, 268 million positions (2^28)
/// at 12 bytes each. Every T8 problem tried proves within it
/// (docs/solutions.md, "Fewest moves" under `solve`), the slowest, 5 -> 5,
/// in 22 s. Past it
/// the search says what it proved.
const SHORTEST_MEMORY: u64 = 3 << 30;

/// The puzzle every solution command takes: board, start and finish.
#[derive(clap::Args)]
pub struct PuzzleArgs {
    #[command(flatten)]
    game: FromStart,
    /// The holes holding pegs at the end, comma-separated (usually one).
    #[arg(long)]
    finish: String,
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    problem: PuzzleArgs,
    /// Find a solution with the fewest moves (a move: consecutive jumps of
    /// one peg). The search is bounded by --memory-limit: past the bound, a
    /// solution with few moves and a proven lower bound on the fewest.
    #[arg(long)]
    shortest: bool,
    /// With --shortest: give up once the positions the search holds would
    /// need more memory than this (default 3GiB), saying what it proved.
    #[arg(long, requires = "shortest", value_parser = crate::memory::memory_limit)]
    memory_limit: Option<u64>,
    /// With --shortest: one search within N moves instead of raising the
    /// limit from the merit's bound: meet in the middle under the
    /// symmetries fixing start and finish, pruned by the merit between
    /// them. Exit 0 with a solution of the fewest moves if one has at most
    /// N, 1 if none has (a proof: at least N+1 moves) or if the search gave
    /// up within --memory-limit (the output says the bound it proved).
    /// Example: `pegsol solve --shortest --board T10 --start 2 --finish 3
    /// --within 17 --memory-limit 16GiB`.
    #[arg(long, value_name = "N", requires = "shortest", verbatim_doc_comment)]
    within: Option<usize>,
    /// Instead of searching, check these jumps (from-over-to or from-to,
    /// separated by spaces or commas) as a solution from start to finish.
    #[arg(long, value_name = "JUMPS", conflicts_with = "shortest")]
    check: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// A validated puzzle: board, start and finish positions, and how the
/// output names holes.
pub struct Puzzle {
    pub board: Board,
    pub empty: Vec<Hole>,
    pub finish: Vec<Hole>,
    pub naming: Naming,
}

impl PuzzleArgs {
    /// Checks the board and the holes; the output names holes as the board
    /// does unless `--names` says otherwise, whichever names were typed.
    pub fn parse(&self) -> anyhow::Result<Puzzle> {
        let (board, empty, naming) = self.game.open()?;
        let (finish, _) = board.parse_holes(&self.finish).context("bad --finish")?;
        Ok(Puzzle { board, empty, finish, naming })
    }
}

impl Puzzle {
    pub fn start(&self) -> Position {
        self.board.with_empty(&self.empty)
    }

    pub fn target(&self) -> Position {
        Position(self.finish.iter().fold(0, |bits, h| bits | h.bit()))
    }

    pub fn names(&self, holes: &[Hole]) -> String {
        holes.iter().map(|&h| self.board.hole_name(h, self.naming)).collect::<Vec<_>>().join(",")
    }
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let problem = args.problem.parse()?;
    let (board, naming) = (&problem.board, problem.naming);
    if let Some(jumps) = &args.check {
        return check(&problem, jumps, args.format);
    }
    if let Some(most) = args.within {
        return within(&problem, most, args.memory_limit.unwrap_or(SHORTEST_MEMORY), args.format);
    }
    // The search for the fewest moves is bounded and says what it proved.
    let (found, fewest_at_least) = if args.shortest {
        let most_held = crate::memory::positions_within(args.memory_limit.unwrap_or(SHORTEST_MEMORY));
        let mut progress = super::progress::level_lines();
        match moves::bounded_moves(board, problem.start(), problem.target(), most_held, &mut progress) {
            Ok(few) => (Ok(few.jumps), Some(few.at_least)),
            Err(reason) => (Err(reason), None),
        }
    } else {
        (search::solve(board, problem.start(), problem.target()), None)
    };
    let (start, finish) = (problem.names(&problem.empty), problem.names(&problem.finish));
    let names = (start.as_str(), finish.as_str());
    print(&match args.format {
        Format::Text => render::solve_text(board, naming, names, &found, fewest_at_least),
        Format::Json => {
            let mut json = render::solve_json(board, naming, names, &found);
            if let Some(least) = fewest_at_least {
                json["fewest_moves_at_least"] = least.into();
            }
            json_text(&json)?
        }
    })?;
    Ok(if found.is_ok() { Outcome::Done } else { Outcome::No })
}

/// Replays a given jump list; a malformed list is an error (exit 2), an
/// illegal jump or a wrong finish a "no" (exit 1).
fn check(problem: &Puzzle, text: &str, format: Format) -> anyhow::Result<Outcome> {
    let board = &problem.board;
    let (jumps, _) = notation::parse_jumps(board, text).context("bad --check")?;
    let replay = problem.start().replay(&jumps);
    let (start, finish) = (problem.names(&problem.empty), problem.names(&problem.finish));
    let (names, target) = ((start.as_str(), finish.as_str()), problem.target());
    print(&match format {
        Format::Text => render::replay_text(board, problem.naming, names, &jumps, &replay, target),
        Format::Json => json_text(&render::replay_json(board, problem.naming, names, &jumps, &replay, target))?,
    })?;
    Ok(if replay.solves(target) { Outcome::Done } else { Outcome::No })
}

/// `--shortest --within N`: one search within `most` moves, which meets at
/// the fewest moves if a solution has at most `most`, proves that none has
/// if it meets nowhere, or gives up past `memory` saying what it proved.
fn within(problem: &Puzzle, most: usize, memory: u64, format: Format) -> anyhow::Result<Outcome> {
    let (board, naming) = (&problem.board, problem.naming);
    let names = (problem.names(&problem.empty), problem.names(&problem.finish));
    let names = (names.0.as_str(), names.1.as_str());
    let most_held = crate::memory::positions_within(memory);
    let progress = &mut super::progress::level_lines();
    match moves::within_moves(board, problem.start(), problem.target(), most, most_held, progress) {
        Ok(found) => {
            print(&match format {
                Format::Text => render::within_text(board, naming, names, &found),
                Format::Json => json_text(&render::within_json(board, naming, names, &found))?,
            })?;
            Ok(if found.jumps.is_some() { Outcome::Done } else { Outcome::No })
        }
        // No search needed: the same "no solution" as `solve`'s.
        Err(reason) => {
            let found = Err(reason);
            print(&match format {
                Format::Text => render::solve_text(board, naming, names, &found, None),
                Format::Json => json_text(&render::solve_json(board, naming, names, &found))?,
            })?;
            Ok(Outcome::No)
        }
    }
}
