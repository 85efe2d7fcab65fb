//! The arguments every command that plays on a board shares, written once:
//! `--board` ([`OnBoard`]), `--board` with `--start` ([`FromStart`]) for
//! the commands that play from one start, and `--names` ([`HoleNames`]) for
//! the commands that print holes. What a command accepts beyond them (the
//! boards `table` can build, the sizes `prove` can search) its own help
//! says.

use anyhow::{bail, Context};
use clap::ValueEnum;
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

/// How holes are named in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Names {
    /// 1.. row by row from the top.
    Numbers,
    /// A to O on T5, a column letter and a row number (d4) on square-lattice
    /// boards.
    Letters,
}

/// `--names`: how the output names holes, the board's own names unless
/// told ([`Board::default_naming`]), whatever names the input used.
#[derive(clap::Args)]
pub struct HoleNames {
    /// Hole names in the output: numbers, or letters (T5 and square-lattice
    /// boards); by default the board's own, whichever the input used:
    /// letters on T5 and square-lattice boards (d4), numbers on the other
    /// boards.
    #[arg(long, value_enum)]
    names: Option<Names>,
}

impl HoleNames {
    /// The naming the output uses on `board`; letters on a board without
    /// them is an error.
    pub fn naming(&self, board: &Board) -> anyhow::Result<Naming> {
        Ok(match self.names {
            None => board.default_naming(),
            Some(Names::Numbers) => Naming::Numbers,
            Some(Names::Letters) if board.has_letters() => Naming::Letters,
            Some(Names::Letters) => Self::no_letters(&board.name())?,
        })
    }

    /// Refuses `--names letters` for the board `name`, whose holes have
    /// numbers only (T11 to T15, which the wide beam plays without a
    /// [`Board`]).
    pub fn numbers_only(&self, name: &str) -> anyhow::Result<()> {
        match self.names {
            Some(Names::Letters) => Self::no_letters(name),
            _ => Ok(()),
        }
    }

    /// The one error of `--names letters` on a board without letters.
    fn no_letters<T>(name: &str) -> anyhow::Result<T> {
        bail!("--names letters is for T5 and square-lattice boards only ({name} holes have numbers)")
    }
}

/// `--board`, `--start` and `--names`: a board, the holes empty at the
/// start (T5 with hole 1, its top, empty unless told) and how the output
/// names holes.
#[derive(clap::Args)]
pub struct FromStart {
    #[arg(long, default_value = "T5", help = BOARD)]
    board: String,
    /// The empty holes at the start, comma-separated: the board's hole names
    /// (A to O on T5, d4 on the English board) or numbers.
    #[arg(long, default_value = "1")]
    start: String,
    #[command(flatten)]
    names: HoleNames,
}

impl FromStart {
    /// The board, the holes empty at the start and how the output names
    /// holes: as the board does (`--start 17` on the English board comes
    /// back as `d4`, `--start 1` on T5 as `A`) unless `--names` says
    /// otherwise.
    pub fn open(&self) -> anyhow::Result<(Board, Vec<Hole>, Naming)> {
        let board = Board::open(&self.board)?;
        let naming = self.names.naming(&board)?;
        let (empty, _) = board.parse_holes(&self.start).context("bad --start")?;
        Ok((board, empty, naming))
    }
}
