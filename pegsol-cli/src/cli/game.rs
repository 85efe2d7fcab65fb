//! The arguments every command that plays on a board shares, written once:
//! `--board` ([`OnBoard`]), and `--board` with `--start` ([`FromStart`]) for
//! the commands that play from one start. What a command accepts beyond
//! them (the boards `table` can build, the sizes `prove` can search) its own
//! help says.

use anyhow::Context;
use pegsol::{Board, Hole, Naming};

/// The help of `--board`, the same in every command.
const BOARD: &str = "The board: T1 to T10 (a triangle with that many holes on a side), english, french, \
                     diamond, wiegleb, hexagon3, hexagon4, or a board drawn in a file ending in .board";

/// `--board`: the board a command works on, T5 unless told.
#[derive(clap::Args)]
pub struct OnBoard {
    #[arg(long, default_value = "T5", help = BOARD)]
    board: String,
}

impl OnBoard {
    /// The board, built in or read from its file.
    pub fn open(&self) -> anyhow::Result<Board> {
        Ok(Board::open(&self.board)?)
    }

    /// The board as the user wrote it.
    pub fn name(&self) -> &str {
        &self.board
    }
}

/// `--board` and `--start`: a board and the holes empty at the start, T5
/// with hole 1 (its top) empty unless told.
#[derive(clap::Args)]
pub struct FromStart {
    #[arg(long, default_value = "T5", help = BOARD)]
    board: String,
    /// The empty holes at the start, comma-separated: the board's hole names
    /// (A to O on T5, d4 on the English board) or numbers.
    #[arg(long, default_value = "1")]
    start: String,
}

impl FromStart {
    /// The board, the holes empty at the start and how they were written
    /// (names come back the way the user wrote them).
    pub fn open(&self) -> anyhow::Result<(Board, Vec<Hole>, Naming)> {
        let board = Board::open(&self.board)?;
        let (empty, naming) = board.parse_holes(&self.start).context("bad --start")?;
        Ok((board, empty, naming))
    }
}
