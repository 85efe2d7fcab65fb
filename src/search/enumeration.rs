//! Every solution of a problem, streamed ([`each_solution`]): a
//! depth-first walk with only its path and a memo of dead positions.

use rustc_hash::FxHashSet;

use crate::board::{Board, Jump};
use crate::classes;
use crate::position::Position;
use crate::symmetry::Group;

/// Calls `visit` with every solution from `start` to `target`, in the
/// board's jump order, until `visit` returns `false`; returns whether it ran
/// to the end. Nothing but the current path and a memo of dead positions
/// (canonical under the target's symmetries) is kept, so the solutions can
/// be streamed however many there are.
///
/// ```
/// use pegsol::{search, Board, Position};
///
/// // Seed 003: 16,128 solutions on T5 from A end at M.
/// let t5 = Board::triangle(5).unwrap();
/// let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let m = Position::single(t5.parse_hole("M").unwrap());
/// let mut count = 0;
/// search::each_solution(&t5, start, m, &mut |_| { count += 1; true });
/// assert_eq!(count, 16_128);
/// ```
pub fn each_solution(board: &Board, start: Position, target: Position, visit: &mut dyn FnMut(&[Jump]) -> bool) -> bool {
    if target.0 & !board.full().0 != 0 || target.pegs() > start.pegs() || !classes::feasible(board, start, target) {
        return true;
    }
    let mut walk = Enumeration {
        board,
        group: Group::stabilizer(board, target),
        target,
        dead: FxHashSet::default(),
        path: Vec::with_capacity(start.pegs() as usize),
        visit,
    };
    walk.from(start).is_some()
}

struct Enumeration<'a, 'v> {
    board: &'a Board,
    group: Group,
    target: Position,
    dead: FxHashSet<Position>,
    path: Vec<Jump>,
    visit: &'v mut dyn FnMut(&[Jump]) -> bool,
}

impl Enumeration<'_, '_> {
    /// Visits every solution below `at`: `Some(found any)`, or `None` once
    /// the visitor asked to stop.
    fn from(&mut self, at: Position) -> Option<bool> {
        if at.pegs() == self.target.pegs() {
            if at != self.target {
                return Some(false);
            }
            return (self.visit)(&self.path).then_some(true);
        }
        let key = self.group.canonical(at);
        if self.dead.contains(&key) {
            return Some(false);
        }
        let mut found = false;
        for jump in at.legal_jumps(self.board) {
            self.path.push(jump);
            found |= self.from(at.jump(jump))?;
            self.path.pop();
        }
        if !found {
            self.dead.insert(key);
        }
        Some(found)
    }
}
