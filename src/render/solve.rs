//! One solution, or why there is none, as `pegsol solve` prints it: text
//! (the jumps grouped into numbered moves) or JSON; and a given list of
//! jumps checked by `pegsol solve --check`.
//!
//! ```
//! use pegsol::render::{solve_json, solve_text};
//! use pegsol::{search, Board, Naming, Position};
//!
//! // Seed 003: from A on T5 the finish B is impossible, by the position classes.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, b) = (t5.parse_hole("A").unwrap(), t5.parse_hole("B").unwrap());
//! let found = search::solve(&t5, t5.with_empty(&[a]), Position::single(b));
//! assert_eq!(
//!     solve_text(&t5, Naming::Letters, ("A", "B"), &found, None),
//!     "no solution from A empty to B on T5: impossible by the board's position classes\n"
//! );
//! assert_eq!(solve_json(&t5, Naming::Letters, ("A", "B"), &found)["moves"], serde_json::Value::Null);
//! ```

use serde_json::{json, Value};

use crate::board::{Board, Jump, Naming};
use crate::moves::WithinMoves;
use crate::notation;
use crate::position::Position;
use crate::position::Replay;
use crate::search::NoSolution;

/// The result of a search from `start` to `finish` (hole lists as the user
/// named them) as text; `fewest_at_least` is what is proven about the
/// fewest moves (`solve --shortest`): the solution's own moves when it has
/// the fewest, a smaller lower bound when a bounded search could not prove
/// more.
#[must_use]
pub fn solve_text(
    board: &Board,
    naming: Naming,
    (start, finish): (&str, &str),
    found: &Result<Vec<Jump>, NoSolution>,
    fewest_at_least: Option<usize>,
) -> String {
    let jumps = match found {
        Ok(jumps) => jumps,
        Err(reason) => return format!("no solution from {start} empty to {finish} on {}: {reason}\n", board.name()),
    };
    let moves = notation::moves(jumps);
    let mut out = format!(
        "Board {}, start {start} empty, finish {finish}: {} jumps in {} moves{}\n\n",
        board.name(),
        jumps.len(),
        moves.len(),
        match fewest_at_least {
            Some(least) if least == moves.len() => " (fewest moves)".to_string(),
            Some(least) => format!(" (the fewest at least {least}, not proven)"),
            None => String::new(),
        }
    );
    let width = moves.len().to_string().len();
    for (i, jumps) in moves.iter().enumerate() {
        out.push_str(&format!("{:>width$}. {}\n", i + 1, notation::jump_names(board, jumps, naming).join(" ")));
    }
    out
}

/// The same as JSON: `board`, `start`, `finish`, `jumps` and `moves` (both
/// `null` without a solution, which adds its `reason`).
#[must_use]
pub fn solve_json(board: &Board, naming: Naming, names: (&str, &str), found: &Result<Vec<Jump>, NoSolution>) -> Value {
    let mut value = solution_json(board, naming, names, found.as_ref().ok().map(Vec::as_slice));
    if let Err(reason) = found {
        value["reason"] = json!(reason.to_string());
    }
    value
}

/// A given list of jumps replayed from the start (`solve --check`) as text:
/// "a solution" with its jumps and moves, or "not a solution" and why.
#[must_use]
pub fn replay_text(
    board: &Board,
    naming: Naming,
    (start, finish): (&str, &str),
    jumps: &[Jump],
    replay: &Replay,
    target: Position,
) -> String {
    match not_a_solution(board, naming, jumps, replay, target) {
        Some(reason) => format!("not a solution: {reason}\n"),
        None => format!(
            "a solution: {} jumps in {} moves, from {start} empty to {finish}\n",
            jumps.len(),
            notation::move_count(jumps),
        ),
    }
}

/// The same as JSON: the fields of [`solve_json`] for the given jumps, and
/// whether they are a `solution`; when not, the `reason`, and the first
/// `illegal_jump` (counted from 1) or, all jumps being legal, the
/// `pegs_left`.
#[must_use]
pub fn replay_json(
    board: &Board,
    naming: Naming,
    names: (&str, &str),
    jumps: &[Jump],
    replay: &Replay,
    target: Position,
) -> Value {
    let reason = not_a_solution(board, naming, jumps, replay, target);
    let mut value = solution_json(board, naming, names, Some(jumps));
    value["solution"] = json!(reason.is_none());
    value["reason"] = json!(reason);
    value["illegal_jump"] = json!(replay.illegal.map(|i| i + 1));
    value["pegs_left"] = json!(replay.illegal.is_none().then(|| peg_names(board, naming, replay.end)));
    value
}

/// What every `solve` JSON holds: the board, the start and finish as named,
/// and the jumps with their number of moves (`null` without jumps).
fn solution_json(board: &Board, naming: Naming, (start, finish): (&str, &str), jumps: Option<&[Jump]>) -> Value {
    json!({
        "board": board.name(),
        "start": start,
        "finish": finish,
        "jumps": jumps.map(|jumps| notation::jump_names(board, jumps, naming)),
        "moves": jumps.map(notation::move_count),
    })
}

/// Why replayed jumps are not a solution to `target`, or `None` if they are.
fn not_a_solution(board: &Board, naming: Naming, jumps: &[Jump], replay: &Replay, target: Position) -> Option<String> {
    match replay.illegal {
        Some(i) => {
            let name = notation::jump_name(board, jumps[i], naming);
            Some(format!("jump {} ({name}) is illegal here", i + 1))
        }
        None if replay.end != target => {
            Some(format!("the jumps end with pegs in {}", peg_names(board, naming, replay.end).join(",")))
        }
        None => None,
    }
}

/// The names of the holes holding pegs.
fn peg_names(board: &Board, naming: Naming, position: Position) -> Vec<String> {
    position.peg_holes().map(|h| board.hole_name(h, naming)).collect()
}

/// `solve --shortest --within N`: the solution of the fewest moves, or the
/// bound the search proved, then the positions of each level:
/// `9 moves, the fewest, from 2 empty to 2 on T6: 7-4-2 ...`.
#[must_use]
pub fn within_text(board: &Board, naming: Naming, names: (&str, &str), found: &WithinMoves) -> String {
    let heading = format!("from {} empty to {} on {}", names.0, names.1, board.name());
    let (most, at_least) = (found.most, found.at_least);
    let mut out = match &found.jumps {
        Some(jumps) => format!(
            "{} moves, the fewest, {heading}: {}\n",
            notation::move_count(jumps),
            notation::write_moves(board, jumps, naming)
        ),
        None if found.gave_up => {
            format!("gave up within {most} moves {heading} (memory limit): the fewest is at least {at_least} moves\n")
        }
        None => format!("no solution within {most} moves {heading}: the fewest is at least {at_least} moves\n"),
    };
    out += &format!("forward levels: {}\n", decimal(&found.forward).join(" "));
    out += &format!("backward levels: {}\n", decimal(&found.backward).join(" "));
    out
}

/// The same as JSON, counts as decimal strings.
#[must_use]
pub fn within_json(board: &Board, naming: Naming, names: (&str, &str), found: &WithinMoves) -> Value {
    json!({
        "board": board.name(),
        "start": names.0,
        "finish": names.1,
        "jumps": found.jumps.as_ref().map(|jumps| notation::jump_names(board, jumps, naming)),
        "moves": found.jumps.as_ref().map(|jumps| notation::move_count(jumps)),
        "within_moves": found.most,
        "gave_up": found.gave_up,
        "fewest_moves_at_least": found.at_least,
        "forward_positions_by_moves": decimal(&found.forward),
        "backward_positions_by_moves": decimal(&found.backward),
    })
}

fn decimal(levels: &[usize]) -> Vec<String> {
    levels.iter().map(usize::to_string).collect()
}
