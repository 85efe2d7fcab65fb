//! The atlas of a board (`pegsol fewest --each`, [`crate::moves::Atlas`]):
//! text (an aligned table), Markdown, and each witness as a solution file
//! the verifier replays (its JSON, also read back, is in `atlas_json.rs`).
//!
//! ```
//! use pegsol::render::{atlas_markdown, atlas_text, atlas_witness};
//! use pegsol::{moves, Board, Naming};
//!
//! // OEIS A127500: T4 takes 5 moves; seed 002: its one problem up to
//! // symmetry is 2 -> 3.
//! let t4 = Board::triangle(4).unwrap();
//! let atlas = moves::atlas(&t4, usize::MAX, &mut |_| {});
//! let naming = t4.default_naming();
//! assert!(atlas_text(&t4, &atlas, naming).contains("start  finish  moves"));
//! assert!(atlas_markdown(&t4, &atlas, naming).contains("| 2 | 3 | 5 | merit |"));
//! assert!(atlas_witness(&t4, &atlas.problems[0], Naming::Numbers).unwrap().contains("\nmoves 5\n"));
//! ```

use std::fmt::Write;

use super::certificate::drawing_rows;
use super::escape;
use crate::board::{Board, Hole, Lattice, Naming};
use crate::moves::{Atlas, AtlasProblem};
use crate::notation;
use crate::prove::certificate_name;

/// One problem's cells: start, finish, moves (or the bound proven), the
/// proof, the minimal solutions, the same up to symmetry, as G. I. Bell
/// counts them, the solution.
fn cells(board: &Board, problem: &AtlasProblem, naming: Naming) -> [String; 8] {
    let hole = |h: Hole| board.hole_name(h, naming);
    let count = problem.count.as_ref();
    [
        hole(problem.start),
        hole(problem.finish),
        problem.moves.map_or_else(|| format!(">= {}", problem.at_least), |m| m.to_string()),
        proof(problem),
        count.map_or_else(
            // A fewest found but its solutions not counted (they did not fit the room).
            || if problem.moves.is_some() { "not counted".into() } else { String::new() },
            |c| super::thousands(&c.solutions),
        ),
        count.map_or_else(String::new, |c| {
            if c.symmetries == 1 {
                "-".into()
            } else {
                format!("{} (/{})", super::thousands(&c.up_to_symmetry()), c.symmetries)
            }
        }),
        bell_count(problem),
        problem.jumps.as_ref().map_or_else(String::new, |jumps| notation::write_moves(board, jumps, naming)),
    ]
}

/// The proof that nothing is shorter, in a few characters: `merit` when
/// the merit's bound is the fewest; `F+B` when the search within one move
/// fewer, `F` levels forward and `B` backward, met nowhere; `gave up`.
fn proof(problem: &AtlasProblem) -> String {
    match (&problem.below, problem.moves) {
        (_, None) => "gave up".into(),
        (None, Some(_)) => "merit".into(),
        (Some(below), Some(_)) => format!("{}+{}", below.forward.len() - 1, below.backward.len() - 1),
    }
}

/// A problem's minimal solutions as G. I. Bell counts them, or why not.
pub(super) fn bell_count(problem: &AtlasProblem) -> String {
    match (problem.distinct, problem.moves) {
        (Some(distinct), _) => super::thousands(&distinct.into()),
        (None, Some(_)) => "not counted".into(),
        (None, None) => String::new(),
    }
}

const HEADERS: [&str; 8] = [
    "start",
    "finish",
    "moves",
    "proof",
    "minimal solutions",
    "up to symmetry",
    "distinct (Bell)",
    "a solution (moves separated by commas)",
];

/// The first lines: what was searched and the legend of the columns.
fn heading(board: &Board, shown_name: &str, atlas: &Atlas, naming: Naming) -> String {
    let pairs = |list: &[(Hole, Hole)]| {
        list.iter()
            .map(|&(s, f)| format!("{} -> {}", board.hole_name(s, naming), board.hole_name(f, naming)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "Board {}: the fewest moves of each one-vacancy -> one-peg problem, up to the board's {} symmetries: \
         {} pair classes, {} feasible by position classes, {} solvable{}.\n\n",
        shown_name,
        board.symmetries().len(),
        atlas.pair_classes,
        atlas.feasible,
        atlas.problems.len(),
        if atlas.unsolvable.is_empty() {
            String::new()
        } else {
            format!(" (no solution: {})", pairs(&atlas.unsolvable))
        },
    );
    out.push_str(
        "A move is one or more consecutive jumps by one peg. proof: `merit` when the closed units\n\
         alone show that no solution is shorter; `F+B` when the search within one move fewer (F levels\n\
         forward from the start, B backward from the finish, pruned by the merit) met nowhere.\n\
         minimal solutions: the sequences of that many moves from the start to the finish (a move is\n\
         its chain of jumps; mirror images count apart); up to symmetry: over the symmetries fixing\n\
         both holes (their number after the /), when there are any. distinct (Bell): up to those\n\
         symmetries and the order of the moves, a move known by its effect (its start, its end and\n\
         the pegs it removes), as G. I. Bell counts minimal solutions.\n\n",
    );
    out
}

/// The atlas as text: a heading, a legend and an aligned table, holes
/// named in `naming` (`pegsol fewest --each` gives
/// [`Board::default_naming`] unless `--names` says otherwise).
#[must_use]
pub fn atlas_text(board: &Board, atlas: &Atlas, naming: Naming) -> String {
    let mut out = heading(board, &board.name(), atlas, naming);
    let rows: Vec<[String; 8]> = atlas.problems.iter().map(|p| cells(board, p, naming)).collect();
    let widths: Vec<usize> =
        (0..7).map(|i| rows.iter().map(|r| r[i].len()).chain([HEADERS[i].len()]).max().unwrap_or(0)).collect();
    let line = |cells: [&str; 8]| {
        let mut line = String::new();
        for (cell, width) in cells.iter().zip(&widths) {
            let _ = write!(line, "{cell:>width$}  ");
        }
        line.push_str(cells[7]);
        line.trim_end().to_string() + "\n"
    };
    out.push_str(&line(HEADERS));
    for row in &rows {
        out.push_str(&line([&row[0], &row[1], &row[2], &row[3], &row[4], &row[5], &row[6], &row[7]]));
    }
    out
}

/// The atlas as Markdown: the same heading and a table, solutions as code,
/// holes named in `naming`.
#[must_use]
pub fn atlas_markdown(board: &Board, atlas: &Atlas, naming: Naming) -> String {
    let mut out = format!(
        "# {}",
        heading(board, &escape::markdown(&board.name()), atlas, naming).replacen(": the fewest", "\n\nThe fewest", 1)
    );
    let _ = writeln!(out, "| {} |", HEADERS.join(" | "));
    let _ = writeln!(out, "|---|---|--:|---|--:|--:|--:|---|");
    for problem in &atlas.problems {
        let mut row = cells(board, problem, naming);
        if !row[7].is_empty() {
            row[7] = format!("`{}`", row[7]);
        }
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    out
}

/// One problem's witness as a solution file (docs/solutions.md), with its
/// claimed moves, which `pegsol verify` replays and counts, and its claimed
/// fewest moves, which it checks by its own search on small boards; `None`
/// without a proven fewest. A problem whose minimal solutions were not
/// counted (they did not fit the run's room) has its witness all the same.
/// Holes are named in `naming`; the verifier reads either naming.
#[must_use]
pub fn atlas_witness(board: &Board, problem: &AtlasProblem, naming: Naming) -> Option<String> {
    let (moves, jumps) = (problem.moves?, problem.jumps.as_ref()?);
    let hole = |h: Hole| board.hole_name(h, naming);
    let name = certificate_name(board).unwrap_or_else(|_| board.name());
    let one = match &problem.count {
        Some(count) => format!("one solution of {} with {moves} moves.", count.solutions),
        None => format!("one solution with {moves} moves\n# (how many there are was not counted)."),
    };
    let mut out = format!(
        "# The fewest moves on {name} from {} empty to {}: {moves} (a move: one or more\n\
         # consecutive jumps by the same peg), {one}\n\
         # Written by `pegsol fewest --board {name} --each`. The verifier replays the\n\
         # jumps and counts the moves; the `fewest` line (no solution is shorter) it\n\
         # checks by its own search on boards up to T7 (docs/certificates.md); the\n\
         # count rests on pegsol's searches (docs/fewest.md), not on this file.\n",
        hole(problem.start),
        hole(problem.finish),
    );
    let _ = writeln!(out, "board {name}");
    if board.triangle_side().is_none() {
        let lattice = if board.lattice() == Lattice::Square { "square" } else { "triangular" };
        let _ = writeln!(out, "lattice {lattice}");
        out.push_str(&drawing_rows(board));
    }
    let _ =
        writeln!(out, "start {}\nfinish {}\nmoves {moves}\nfewest {moves}", hole(problem.start), hole(problem.finish));
    for (i, one) in notation::moves(jumps).iter().enumerate() {
        out += if i == 0 { "jumps " } else { "      " };
        out += &notation::jump_names(board, one, naming).join(" ");
        out.push('\n');
    }
    Some(out)
}
