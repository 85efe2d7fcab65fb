//! Finding one solution: depth-first search with a memo of dead positions.
//!
//! A position is dead when no sequence of jumps leads from it to the
//! target; each dead position is searched once.
//!
//! ```
//! use pegsol::{find_solution, Board, Position};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.parse_hole("A").unwrap();
//! let m = t5.parse_hole("M").unwrap();
//! let jumps = find_solution(&t5, t5.with_empty(&[a]), Position::single(m)).unwrap();
//! assert_eq!(jumps.len(), 13);
//! let end = jumps.iter().fold(t5.with_empty(&[a]), |p, &j| p.jump(j));
//! assert_eq!(end, Position::single(m));
//! ```

use rustc_hash::FxHashSet;

use crate::board::{Board, Jump};
use crate::position::Position;

/// A jump sequence from `start` to exactly `target`, if one exists.
#[must_use]
pub fn find_solution(board: &Board, start: Position, target: Position) -> Option<Vec<Jump>> {
    if target.0 & !board.full().0 != 0 || target.pegs() > start.pegs() {
        return None;
    }
    let mut dead = FxHashSet::default();
    let mut path = Vec::with_capacity(start.pegs() as usize);
    search(board, start, target, &mut dead, &mut path).then_some(path)
}

fn search(board: &Board, at: Position, target: Position, dead: &mut FxHashSet<Position>, path: &mut Vec<Jump>) -> bool {
    if at.pegs() == target.pegs() {
        return at == target;
    }
    if dead.contains(&at) {
        return false;
    }
    for jump in at.legal_jumps(board) {
        path.push(jump);
        if search(board, at.jump(jump), target, dead, path) {
            return true;
        }
        path.pop();
    }
    dead.insert(at);
    false
}
