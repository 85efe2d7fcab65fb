//! Boards and positions drawn as text: the board's hole names beside the
//! same board with pegs (`●`) and empty holes (`○`), rows of the
//! triangular lattice shifted by half a hole.
//!
//! Every command draws boards this way, so the reports, tables and sheets
//! look like one program.
//!
//! ```
//! use pegsol::render::diagram;
//! use pegsol::{Board, Naming};
//!
//! let t3 = Board::triangle(3).unwrap();
//! let start = t3.with_empty(&[t3.parse_hole("1").unwrap()]);
//! assert_eq!(
//!     diagram::draw(&t3, start, Naming::Numbers),
//!     "  1        ○\n 2 3      ● ●\n4 5 6    ● ● ●\n"
//! );
//! let english: pegsol::Board = "english".parse().unwrap();
//! let centre = english.with_empty(&[english.parse_hole("d4").unwrap()]);
//! let drawn = diagram::draw(&english, centre, Naming::Letters);
//! assert_eq!(drawn.lines().nth(3).unwrap(), "a4  b4  c4  d4  e4  f4  g4    ● ● ● ○ ● ● ●");
//! ```

use crate::board::{Board, Hole, Naming};
use crate::position::Position;

/// Draws the hole names and the position side by side.
#[must_use]
pub fn draw(board: &Board, position: Position, naming: Naming) -> String {
    let names = rows(board, |hole| board.hole_name(hole, naming));
    let pegs = rows(board, |hole| if position.has_peg(hole) { "●" } else { "○" }.to_string());
    let width = names.iter().map(|row| row.chars().count()).max().unwrap_or(0);
    names
        .iter()
        .zip(&pegs)
        .map(|(name_row, peg_row)| format!("{name_row:<width$}    {peg_row}").trim_end().to_string() + "\n")
        .collect()
}

/// The board's `label`s, one string per row: hole `at` starts at column
/// `x * step`, where `x` is its column in half holes
/// ([`crate::Lattice::half_column`], the leftmost hole at 0) and `step` is half a
/// cell. A triangle of side `n` puts hole `(row, col)` at
/// `x = n - 1 - row + 2 col`.
fn rows(board: &Board, label: impl Fn(Hole) -> String) -> Vec<String> {
    let labels: Vec<String> = board.holes().map(label).collect();
    let widest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let step = (widest + 2) / 2;
    let lattice = board.lattice();
    let left = board.holes().map(|h| lattice.half_column(board.coordinates(h))).min().unwrap_or(0);
    let mut out = vec![String::new(); board.rows()];
    for hole in board.holes() {
        let at = board.coordinates(hole);
        let line = &mut out[usize::from(at.row)];
        let x = (lattice.half_column(at) - left) as usize * step;
        let text = &labels[hole.index()];
        // Right-align labels in their cell so numbers line up.
        let pad = x + widest - text.chars().count() - line.chars().count().min(x + widest);
        line.push_str(&" ".repeat(pad));
        line.push_str(text);
    }
    out
}
