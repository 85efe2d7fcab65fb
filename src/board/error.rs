//! What goes wrong turning user text into boards and holes
//! ([`BoardError`]), and user text quoted in a message, cut short if long.
//!
//! ```
//! use pegsol::Board;
//!
//! let error = "T11".parse::<Board>().unwrap_err();
//! assert!(error.to_string().contains("T11"));
//! ```

use super::built_in::BUILT_IN;
use super::hole::MAX_SIDE;

/// What went wrong turning user text into boards and holes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Neither a built-in board nor a `.board` file.
    #[error(
        "unknown board {}: boards are T1 to T{max} (a triangle of that side), {}, or a drawing in a file ending in .board",
        quoted(.name),
        BUILT_IN.map(|(name, _)| name).join(", "),
        max = MAX_SIDE
    )]
    UnknownBoard {
        /// The name as given.
        name: String,
    },
    /// A board file that cannot be read or does not draw a board.
    #[error("{path}{}: {reason}", .at.map_or(String::new(), |(line, column)| format!(":{line}:{column}")))]
    BadDrawing {
        /// The file, as given.
        path: String,
        /// The line and column (both from 1) the problem is at, if it is at
        /// one place.
        at: Option<(usize, usize)>,
        /// What is wrong.
        reason: String,
    },
    /// Not the name of a hole of the board.
    #[error("board {board} has no hole {} (holes are {holes})", quoted(.name))]
    UnknownHole {
        /// The board's name.
        board: String,
        /// The hole's name as given.
        name: String,
        /// The hole names the board has, e.g. `1 to 15, or A to O`.
        holes: String,
    },
    /// A hole list with no names in it.
    #[error("empty hole list: give one or more hole names separated by commas")]
    EmptyHoleList,
    /// A hole named twice in one list.
    #[error("hole {name} is listed twice")]
    DuplicateHole {
        /// The name as given the second time.
        name: String,
    },
}

/// The longest piece of user text an error message quotes, in characters.
const QUOTED_MAX_CHARS: usize = 40;

/// User text as an error message shows it: in quotes, cut short if long
/// (a huge argument is not echoed whole).
pub(crate) fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_MAX_CHARS) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}... ({} bytes)", &text[..cut], text.len()),
    }
}
