//! The key under which `--distinct` identifies solutions
//! ([`distinct_key`]): their moves as a multiset, least over the symmetries
//! fixing start and finish.

use crate::board::{Board, Jump};
use crate::position::Position;
use crate::symmetry::Group;

/// The key under which `--distinct` identifies solutions: the multiset of
/// the solution's moves (each move its list of jumps), in its least form
/// over the board symmetries that fix both `start` and `target`. Two
/// solutions with the same key play the same moves in another order, or are
/// mirror images of each other with the same start and finish.
///
/// ```
/// use pegsol::{notation, search, Board, Position};
///
/// let t5 = Board::triangle(5).unwrap();
/// let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let g = Position::single(t5.parse_hole("G").unwrap());
/// let (one, _) = notation::parse_jumps(&t5, "D-B-A").unwrap();
/// let (mirror, _) = notation::parse_jumps(&t5, "F-C-A").unwrap();
/// // The mirror through A moves G to J, so these two are not identified...
/// assert_ne!(search::distinct_key(&t5, start, g, &one), search::distinct_key(&t5, start, g, &mirror));
/// // ...but the mirror fixes M, so with M as the finish they are.
/// let m = Position::single(t5.parse_hole("M").unwrap());
/// assert_eq!(search::distinct_key(&t5, start, m, &one), search::distinct_key(&t5, start, m, &mirror));
/// ```
#[must_use]
pub fn distinct_key(board: &Board, start: Position, target: Position, jumps: &[Jump]) -> Vec<Vec<[u8; 3]>> {
    Group::stabilizer(board, start)
        .fixing(target)
        .members()
        .iter()
        .map(|s| {
            let mut moves: Vec<Vec<[u8; 3]>> = crate::notation::moves(jumps)
                .iter()
                .map(|m| m.iter().map(|j| [s.hole(j.from).0, s.hole(j.over).0, s.hole(j.to).0]).collect())
                .collect();
            moves.sort_unstable();
            moves
        })
        .min()
        .unwrap_or_default()
}
