//! One solution, or why there is none, as `pegsol solve` prints it: text
//! (the jumps grouped into numbered moves) or JSON.
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
//!     solve_text(&t5, Naming::Letters, ("A", "B"), &found, false),
//!     "no solution from A empty to B on T5: impossible by the board's position classes\n"
//! );
//! assert_eq!(solve_json(&t5, Naming::Letters, ("A", "B"), &found)["moves"], serde_json::Value::Null);
//! ```

use serde_json::{json, Value};

use crate::board::{Board, Jump, Naming};
use crate::notation;
use crate::search::NoSolution;

/// The result of a search from `start` to `finish` (hole lists as the user
/// named them) as text; `fewest_moves` says the solution has the fewest
/// moves.
#[must_use]
pub fn solve_text(
    board: &Board,
    naming: Naming,
    (start, finish): (&str, &str),
    found: &Result<Vec<Jump>, NoSolution>,
    fewest_moves: bool,
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
        if fewest_moves { " (fewest moves)" } else { "" }
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
pub fn solve_json(
    board: &Board,
    naming: Naming,
    (start, finish): (&str, &str),
    found: &Result<Vec<Jump>, NoSolution>,
) -> Value {
    match found {
        Ok(jumps) => json!({
            "board": board.name(),
            "start": start,
            "finish": finish,
            "jumps": notation::jump_names(board, jumps, naming),
            "moves": notation::move_count(jumps),
        }),
        Err(reason) => json!({
            "board": board.name(),
            "start": start,
            "finish": finish,
            "jumps": null,
            "moves": null,
            "reason": reason.to_string(),
        }),
    }
}
