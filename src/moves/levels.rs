//! Fewest moves by the plain breadth-first search over moves: the
//! positions reachable in exactly `k` moves and no fewer form level `k`,
//! and the level of a position is its fewest moves. Levels hold canonical
//! forms under the symmetries fixing the start, which keep move counts from
//! the start. A solution is rebuilt backwards from the finish: an inverse
//! move into the level below, down to the start.
//!
//! [`MoveLevels`] holds every position it reaches, far more than the
//! meet-in-the-middle search ([`super::Meeting`]); it is kept for
//! memorization sheets (which want every finish from one start) and as the
//! independent check of the other searches.
//!
//! ```
//! use pegsol::{moves::MoveLevels, notation, Board, Position};
//!
//! // OEIS A127500: on T4 the fewest moves of any solution is 5; the only
//! // solvable starts (seed 002) are the edge holes such as 2.
//! let t4 = Board::triangle(4).unwrap();
//! let start = t4.with_empty(&[t4.parse_hole("2").unwrap()]);
//! let levels = MoveLevels::new(&t4, start, None);
//! let best = t4.holes().filter_map(|h| levels.moves_to(Position::single(h))).min();
//! assert_eq!(best, Some(5));
//! // Seed 002: from 2 every solution ends at 3.
//! let target = Position::single(t4.parse_hole("3").unwrap());
//! let jumps = levels.solution(&t4, target).unwrap();
//! assert_eq!(notation::move_count(&jumps), 5);
//! ```

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::mover::{trace_moves, Heading, Mover, Steps};
use crate::board::{Board, Jump};
use crate::position::Position;
use crate::symmetry::Group;

/// The positions reachable from a start, by fewest moves.
pub struct MoveLevels {
    group: Group,
    /// Fewest moves from the start to each canonical position reached.
    level: FxHashMap<Position, u8>,
}

impl MoveLevels {
    /// Runs the breadth-first search from `start`, stopping early once
    /// `target` (if given) is reached.
    #[must_use]
    pub fn new(board: &Board, start: Position, target: Option<Position>) -> MoveLevels {
        MoveLevels::up_to(board, start, target, usize::MAX)
    }

    /// [`MoveLevels::new`], stopping after `most` moves.
    #[must_use]
    pub fn up_to(board: &Board, start: Position, target: Option<Position>, most: usize) -> MoveLevels {
        let group = Group::stabilizer(board, start);
        let steps = Steps::of(board);
        let mut mover = Mover::default();
        let goal = target.map(|t| group.canonical(t));
        let first = group.canonical(start);
        let mut level: FxHashMap<Position, u8> = std::iter::once((first, 0)).collect();
        let mut frontier = vec![first];
        let mut moves = 0u8;
        while !frontier.is_empty() && !goal.is_some_and(|g| level.contains_key(&g)) && usize::from(moves) < most {
            moves += 1;
            let mut next = Vec::new();
            for &position in &frontier {
                mover.each_move(Heading::Forward, &steps, position, &mut |reached| {
                    let key = group.canonical(reached);
                    if let Entry::Vacant(slot) = level.entry(key) {
                        slot.insert(moves);
                        next.push(key);
                    }
                });
            }
            frontier = next;
        }
        MoveLevels { group, level }
    }

    /// The fewest moves from the start to `position`, if reachable.
    #[must_use]
    pub fn moves_to(&self, position: Position) -> Option<usize> {
        self.level.get(&self.group.canonical(position)).map(|&k| usize::from(k))
    }

    /// A fewest-move jump sequence from the start to `target`.
    #[must_use]
    pub fn solution(&self, board: &Board, target: Position) -> Option<Vec<Jump>> {
        let moves = self.moves_to(target)?;
        let backwards = trace_moves(Heading::Backward, &Steps::of(board), target, moves, &mut |before, left| {
            self.moves_to(before) == Some(left)
        })?;
        let mut jumps = backwards.concat();
        jumps.reverse();
        Some(jumps)
    }
}
