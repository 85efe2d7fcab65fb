//! `pegsol solve`: one solution (or one with the fewest moves), or the
//! reason there is none.

use anyhow::Context;
use pegsol::{classes, moves, notation, render, search, Board, Group, Hole, Naming, Position};

use super::game::FromStart;
use super::{print, Format, Outcome};

/// Memory `--shortest` may use for the positions its search holds unless
/// `--memory-limit` says otherwise: 3 GiB, 268 million positions (2^28)
/// at 12 bytes each. Every T8 problem tried proves within it (README,
/// "Fewest moves" under `solve`), the slowest, 5 -> 5, in 22 s. Past it
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
    #[arg(long, requires = "shortest", value_parser = super::count::memory_limit)]
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

/// A validated puzzle: board, start and finish positions, names as given.
pub struct Puzzle {
    pub board: Board,
    pub empty: Vec<Hole>,
    pub finish: Vec<Hole>,
    pub naming: Naming,
}

impl PuzzleArgs {
    /// Checks the board and the holes; names come back as letters when both
    /// lists were written in letters.
    pub fn parse(&self) -> anyhow::Result<Puzzle> {
        let (board, empty, start_naming) = self.game.open()?;
        let (finish, finish_naming) = board.parse_holes(&self.finish).context("bad --finish")?;
        let naming = if start_naming == Naming::Letters && finish_naming == Naming::Letters {
            Naming::Letters
        } else {
            Naming::Numbers
        };
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
        let most_held = super::fewest::positions_within(args.memory_limit.unwrap_or(SHORTEST_MEMORY));
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
            serde_json::to_string_pretty(&json)? + "\n"
        }
    })?;
    Ok(if found.is_ok() { Outcome::Done } else { Outcome::No })
}

/// Replays a given jump list; a malformed list is an error (exit 2), an
/// illegal jump or a wrong finish a "no" (exit 1).
fn check(problem: &Puzzle, text: &str, format: Format) -> anyhow::Result<Outcome> {
    let board = &problem.board;
    let (jumps, _) = notation::parse_jumps(board, text).context("bad --check")?;
    let replay = search::replay(problem.start(), &jumps);
    let (start, finish) = (problem.names(&problem.empty), problem.names(&problem.finish));
    let (names, target) = ((start.as_str(), finish.as_str()), problem.target());
    print(&match format {
        Format::Text => render::replay_text(board, problem.naming, names, &jumps, &replay, target),
        Format::Json => {
            serde_json::to_string_pretty(&render::replay_json(board, problem.naming, names, &jumps, &replay, target))?
                + "\n"
        }
    })?;
    Ok(if replay.solves(target) { Outcome::Done } else { Outcome::No })
}

/// `--shortest --within N`: one search within `most` moves, which meets at
/// the fewest moves if a solution has at most `most`, proves that none has
/// if it meets nowhere, or gives up past `memory` saying what it proved.
fn within(problem: &Puzzle, most: usize, memory: u64, format: Format) -> anyhow::Result<Outcome> {
    let (board, naming) = (&problem.board, problem.naming);
    let (start, target) = (problem.start(), problem.target());
    let names = (problem.names(&problem.empty), problem.names(&problem.finish));
    let heading = format!("from {} empty to {} on {}", names.0, names.1, board.name());
    // Past these, no search: the same "no solution" as `solve`'s.
    let impossible = if target.0 & !board.full().0 != 0 || target.pegs() > start.pegs() {
        Some(search::NoSolution::NotSmaller)
    } else {
        (!classes::feasible(board, start, target)).then_some(search::NoSolution::PositionClasses)
    };
    if let Some(reason) = impossible {
        let (names, found) = ((names.0.as_str(), names.1.as_str()), Err(reason));
        print(&match format {
            Format::Text => render::solve_text(board, naming, names, &found, None),
            Format::Json => serde_json::to_string_pretty(&render::solve_json(board, naming, names, &found))? + "\n",
        })?;
        return Ok(Outcome::No);
    }
    let group = Group::stabilizer(board, start).fixing(target);
    // One end a side, fixed by the group: the whole board is its tag.
    let tag = board.full().0;
    let merit = moves::Merit::new(board);
    let limit = moves::Limit { merit: &merit, most, ends: moves::Ends::One { start, finish: target } };
    let meeting = moves::Meeting::search_within(
        board,
        group,
        &[moves::End { position: start, tag }],
        &[moves::End { position: target, tag }],
        moves::Reach { most_held: super::fewest::positions_within(memory), limit: Some(limit) },
        &mut super::progress::level_lines(),
    );
    let levels = |heading| meeting.levels(heading);
    let (forward, backward) = (levels(moves::Heading::Forward), levels(moves::Heading::Backward));
    let found = meeting.witness(tag, tag);
    let at_least = match &found {
        Some(jumps) => notation::move_count(jumps),
        None if meeting.gave_up() => meeting.at_least().unwrap_or(0),
        None => most + 1,
    };
    let strings = |levels: &[usize]| levels.iter().map(usize::to_string).collect::<Vec<_>>();
    print(&match format {
        Format::Text => {
            let mut out = match &found {
                Some(jumps) => format!(
                    "{} moves, the fewest, {heading}: {}\n",
                    notation::move_count(jumps),
                    notation::write_moves(board, jumps, naming)
                ),
                None if meeting.gave_up() => format!(
                    "gave up within {most} moves {heading} (memory limit): the fewest is at least {at_least} moves\n"
                ),
                None => format!("no solution within {most} moves {heading}: the fewest is at least {at_least} moves\n"),
            };
            out += &format!("forward levels: {}\n", strings(&forward).join(" "));
            out += &format!("backward levels: {}\n", strings(&backward).join(" "));
            out
        }
        Format::Json => {
            let mut json = serde_json::json!({
                "board": board.name(),
                "start": names.0,
                "finish": names.1,
                "jumps": found.as_ref().map(|jumps| notation::jump_names(board, jumps, naming)),
                "moves": found.as_ref().map(|jumps| notation::move_count(jumps).to_string()),
            });
            json["within_moves"] = most.to_string().into();
            json["gave_up"] = meeting.gave_up().into();
            json["fewest_moves_at_least"] = at_least.to_string().into();
            json["forward_positions_by_moves"] = strings(&forward).into();
            json["backward_positions_by_moves"] = strings(&backward).into();
            serde_json::to_string_pretty(&json)? + "\n"
        }
    })?;
    Ok(if found.is_some() { Outcome::Done } else { Outcome::No })
}
