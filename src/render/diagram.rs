//! Boards and positions drawn as text: a triangle of hole names beside the
//! same triangle with pegs (`●`) and empty holes (`○`).
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

/// The triangle of `label`s, one string per row: hole `(row, col)` starts at
/// column `(side - 1 - row + 2 col) * step`, with `step` half a cell.
fn rows(board: &Board, label: impl Fn(Hole) -> String) -> Vec<String> {
    let labels: Vec<String> = board.holes().map(label).collect();
    let widest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let step = (widest + 2) / 2;
    let side = usize::from(board.side());
    let mut out = vec![String::new(); side];
    for hole in board.holes() {
        let at = board.coordinates(hole);
        let (row, col) = (usize::from(at.row), usize::from(at.col));
        let line = &mut out[row];
        let x = (side - 1 - row + 2 * col) * step;
        let text = &labels[hole.index()];
        // Right-align labels in their cell so numbers line up.
        let pad = x + widest - text.chars().count() - line.chars().count().min(x + widest);
        line.push_str(&" ".repeat(pad));
        line.push_str(text);
    }
    out
}
