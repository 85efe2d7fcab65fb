//! Jump notation: `from-over-to` with hole names (`D-B-A` on T5: the peg in
//! D jumps over B into A), or `from-to` with the middle hole implied; either
//! case. A **move** is one or more consecutive jumps by the same peg (G.
//! Bell's definition, OEIS A127500); written solutions separate moves with
//! commas and the jumps of one move with spaces, and read back the same.
//!
//! ```
//! use pegsol::{notation, Board, Naming};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let (jumps, naming) = notation::parse_jumps(&t5, "d-b-a g-b, J-F-C").unwrap();
//! assert_eq!(naming, Naming::Letters);
//! assert_eq!(notation::jump_names(&t5, &jumps, naming), ["D-B-A", "G-D-B", "J-F-C"]);
//! assert_eq!(notation::move_count(&jumps), 3);
//! assert_eq!(notation::write_moves(&t5, &jumps, naming), "D-B-A, G-D-B, J-F-C");
//! ```

use crate::board::{quoted, Board, BoardError, Hole, Jump, Naming};

/// What is wrong with a written jump.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Not two or three hole names joined by `-`.
    #[error("malformed jump {}: write from-over-to (D-B-A) or from-to (D-A)", quoted(.text))]
    Malformed {
        /// The jump as written.
        text: String,
    },
    /// A name in the jump is not a hole of the board.
    #[error("in jump {}", quoted(.text))]
    Hole {
        /// The jump as written.
        text: String,
        /// What is wrong with the name.
        source: BoardError,
    },
    /// The holes are not a jump line of the board.
    #[error("{} is not a jump on {board}: the holes are not three in a row", quoted(.text))]
    NotALine {
        /// The jump as written.
        text: String,
        /// The board's name.
        board: String,
    },
    /// No jump at all.
    #[error("no jumps given")]
    Empty,
}

/// Reads one jump, `from-over-to` or `from-to`.
pub fn parse_jump(board: &Board, text: &str) -> Result<(Jump, Naming), NotationError> {
    let parts: Vec<&str> = text.split('-').collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.trim().is_empty()) {
        return Err(NotationError::Malformed { text: text.to_string() });
    }
    let mut holes = Vec::with_capacity(3);
    let mut letters = true;
    for part in &parts {
        let (hole, naming) =
            board.parse_named_hole(part).map_err(|source| NotationError::Hole { text: text.to_string(), source })?;
        letters &= naming == Naming::Letters;
        holes.push(hole);
    }
    let (from, to) = (holes[0], holes[holes.len() - 1]);
    let over: Option<Hole> = holes.get(1).filter(|_| holes.len() == 3).copied();
    board
        .jumps()
        .iter()
        .find(|j| j.from == from && j.to == to && over.is_none_or(|o| o == j.over))
        .map(|&j| (j, if letters { Naming::Letters } else { Naming::Numbers }))
        .ok_or_else(|| NotationError::NotALine { text: text.to_string(), board: board.name() })
}

/// Reads a list of jumps separated by spaces, commas or newlines. The
/// naming is [`Naming::Letters`] when every hole is written as a letter.
pub fn parse_jumps(board: &Board, text: &str) -> Result<(Vec<Jump>, Naming), NotationError> {
    let mut jumps = Vec::new();
    let mut letters = true;
    for word in text.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()) {
        let (jump, naming) = parse_jump(board, word)?;
        letters &= naming == Naming::Letters;
        jumps.push(jump);
    }
    if jumps.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok((jumps, if letters { Naming::Letters } else { Naming::Numbers }))
}

/// One jump as `from-over-to`.
#[must_use]
pub fn jump_name(board: &Board, jump: Jump, naming: Naming) -> String {
    let name = |h| board.hole_name(h, naming);
    format!("{}-{}-{}", name(jump.from), name(jump.over), name(jump.to))
}

/// Every jump as `from-over-to`.
#[must_use]
pub fn jump_names(board: &Board, jumps: &[Jump], naming: Naming) -> Vec<String> {
    jumps.iter().map(|&j| jump_name(board, j, naming)).collect()
}

/// The jumps grouped into moves: a move continues while the next jump
/// starts where the last one landed.
#[must_use]
pub fn moves(jumps: &[Jump]) -> Vec<&[Jump]> {
    jumps.chunk_by(|a, b| a.to == b.from).collect()
}

/// The number of moves.
#[must_use]
pub fn move_count(jumps: &[Jump]) -> usize {
    moves(jumps).len()
}

/// A solution on one line: moves separated by `, `, jumps of a move by
/// spaces.
#[must_use]
pub fn write_moves(board: &Board, jumps: &[Jump], naming: Naming) -> String {
    moves(jumps).iter().map(|m| jump_names(board, m, naming).join(" ")).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_jumps_are_named() {
        let t5 = Board::triangle(5).unwrap();
        assert!(matches!(parse_jump(&t5, "D-B"), Err(NotationError::NotALine { .. })));
        assert!(matches!(parse_jump(&t5, "D-C-A"), Err(NotationError::NotALine { .. })));
        assert!(matches!(parse_jump(&t5, "D--A"), Err(NotationError::Malformed { .. })));
        assert!(matches!(parse_jump(&t5, "D-B-A-B"), Err(NotationError::Malformed { .. })));
        assert!(matches!(parse_jump(&t5, "Z-B-A"), Err(NotationError::Hole { .. })));
        assert_eq!(parse_jumps(&t5, " , "), Err(NotationError::Empty));
        assert_eq!(parse_jump(&t5, "4-2-1").unwrap().0, parse_jump(&t5, "d-a").unwrap().0);
    }

    #[test]
    fn moves_group_consecutive_jumps_of_one_peg() {
        let t5 = Board::triangle(5).unwrap();
        // F-C-A then A-B-D: the same peg twice, one move; K-G-D is another peg.
        let (jumps, _) = parse_jumps(&t5, "F-C-A A-B-D K-G-D").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(moves(&jumps).iter().map(|m| m.len()).collect::<Vec<_>>(), [2, 1]);
    }
}
