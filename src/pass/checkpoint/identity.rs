//! What a checkpoint's content depends on, written as one line that every
//! file of the checkpoint records and every resume compares: the program
//! and its checkpoint format, the command, the board's drawing and the
//! settings that change the result.
//!
//! `count --checkpoint` and `fewest --each --checkpoint` build theirs with
//! the same type, so both name the board by its holes and lattice, never by
//! its name alone: a `.board` file redrawn between two runs is another run.
//!
//! ```
//! use pegsol::{Board, RunIdentity};
//!
//! let t5 = Board::open("T5").unwrap();
//! let atlas = RunIdentity::new("fewest --each", &t5);
//! assert!(atlas.as_str().contains("| fewest --each | T5 (triangular lattice, holes 0,0 1,0 1,1 "));
//! let drawn = Board::from_drawing("tri.board", "lattice triangular\n    o\n   o o\n  o o o\n o o o o\no o o o o\n");
//! // The same holes under another name are the same drawing, but not the same run.
//! assert_ne!(RunIdentity::new("fewest --each", &drawn.unwrap()), atlas);
//! ```

use std::fmt;

use itertools::Itertools;

use crate::board::Board;

/// The checkpoint's layout: raised when what a checkpoint holds or how its
/// identity reads changes, so that a checkpoint an older build wrote is
/// refused as another run's rather than read as damaged. (2: the manifest
/// keeps the positions of every layer; 3: a start fixed by more than one
/// mirror is reduced by its whole stabilizer, in a renumbering of the
/// holes; 4: checksums, the layer's seal and positions in the manifest,
/// stamped layer files under names of their own; 5: every board named by
/// its drawing, atlas outcomes carrying the identity.)
pub(crate) const FORMAT: u32 = 5;

/// What a checkpoint must match: one line, `pegsol VERSION checkpoint
/// FORMAT | COMMAND | BOARD (LATTICE lattice, holes ROW,COL ...)`, then
/// ` | KEY VALUE` for each setting added with [`RunIdentity::with`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunIdentity(String);

impl RunIdentity {
    /// The identity of `command` (its name and the options that change
    /// its result, as the caller writes them) on `board`.
    #[must_use]
    pub fn new(command: &str, board: &Board) -> RunIdentity {
        let holes =
            board.holes().map(|h| format!("{},{}", board.coordinates(h).row, board.coordinates(h).col)).join(" ");
        RunIdentity(format!(
            "pegsol {} checkpoint {FORMAT} | {command} | {} ({} lattice, holes {holes})",
            env!("CARGO_PKG_VERSION"),
            board.name(),
            board.lattice().name(),
        ))
    }

    /// This identity with one more setting that changes the result.
    #[must_use]
    pub fn with(mut self, key: &str, value: impl fmt::Display) -> RunIdentity {
        self.0 += &format!(" | {key} {value}");
        self
    }

    /// The line itself.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Its CRC-32C, which layer files record in their header.
    #[must_use]
    pub fn hash(&self) -> u32 {
        crc32c::crc32c(self.0.as_bytes())
    }

    /// The program and format part of an identity line (before the first
    /// ` | `): two lines that differ there were written by different
    /// builds or layouts.
    pub(crate) fn format_of(line: &str) -> &str {
        line.split(" | ").next().unwrap_or("")
    }
}

impl fmt::Display for RunIdentity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_redrawn_board_under_the_same_name_is_another_run() {
        let one = Board::from_drawing("tri.board", "lattice triangular\n  o\n o o\no o o\n").unwrap();
        let other = Board::from_drawing("tri.board", "lattice triangular\n o o\no o o\n o\n").unwrap();
        assert_eq!(one.hole_count(), other.hole_count());
        assert_ne!(RunIdentity::new("fewest --each", &one), RunIdentity::new("fewest --each", &other));
        assert_eq!(RunIdentity::new("fewest --each", &one), RunIdentity::new("fewest --each", &one));
    }

    #[test]
    fn settings_are_part_of_it() {
        let board = Board::open("T4").unwrap();
        let plain = RunIdentity::new("count", &board);
        assert_ne!(plain.clone().with("seeds", "1"), plain.clone().with("seeds", "2"));
        assert_eq!(
            RunIdentity::format_of(plain.as_str()),
            format!("pegsol {} checkpoint {FORMAT}", env!("CARGO_PKG_VERSION"))
        );
    }
}
