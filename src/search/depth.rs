//! The depth-first solver under every search for one solution: a table of
//! endgames built backward from the targets ([`Endgame`]), and a search
//! from the start ([`Search`]) with its jumps tried in a [`JumpOrder`], a
//! memo of dead positions and a budget. [`Attempt`](super::Attempt) and
//! [`Reacher`](super::Reacher) run it.
//!
//! ```
//! use pegsol::search::{Attempt, JumpOrder};
//! use pegsol::{Board, Position};
//!
//! // Seed 003: T5 from A ends at M, in 13 jumps as every T5 solution.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let mut attempt = Attempt::new(&t5, t5.with_empty(&[a]), Position::single(m), JumpOrder::Board).unwrap();
//! let jumps = loop {
//!     if let Some(outcome) = attempt.round() {
//!         break outcome.unwrap();
//!     }
//! };
//! assert_eq!(jumps.len(), 13);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use rustc_hash::FxHashSet;

use crate::board::{Board, Jump};
use crate::position::Position;
use crate::symmetry::Group;

/// Positions kept in the endgame table at most (about 16 bytes each).
const ENDGAME_LIMIT: usize = 1 << 15;
/// Slots in the dead-position memo (8 bytes each).
pub(super) const DEAD_SLOTS: usize = 1 << 22;
/// Slots in the memo of a search in the board's order, of which
/// `pegsol prove` runs many side by side.
pub(super) const BOARD_ORDER_DEAD_SLOTS: usize = 1 << 19;
/// Positions the first restart may expand.
pub(super) const FIRST_BUDGET: u64 = 1 << 12;
/// Positions a search expands between two looks at its stop flag (a few
/// milliseconds' work).
const STOP_EVERY: u64 = 1 << 12;

/// The order in which a search tries the jumps of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpOrder {
    /// Most promising child first (the most legal jumps, the fewest
    /// isolated pegs), ties broken at random: what [`solve`](super::solve) does.
    Promise,
    /// The board's order of jump lines, as [`each_solution`](super::each_solution) walks them:
    /// on some problems (the English board from its centre) much faster.
    Board,
}

/// A stop flag never set, for the searches nobody stops.
pub(super) static NEVER: AtomicBool = AtomicBool::new(false);

/// Every position with a few more pegs than the targets that can reach one
/// of them, in canonical form, layer by layer.
pub(super) struct Endgame {
    /// `layers[k]` holds the positions with `k` pegs more than the targets.
    pub(super) layers: Vec<FxHashSet<Position>>,
    /// The peg count of the top layer, where the search asks the table.
    pub(super) pegs: u32,
}

impl Endgame {
    pub(super) fn new(board: &Board, group: &Group, targets: &[Position], most: u32) -> Endgame {
        let mut layers: Vec<FxHashSet<Position>> = vec![targets.iter().map(|&t| group.canonical(t)).collect()];
        let mut pegs = targets.first().map_or(0, |t| t.pegs());
        'grow: while pegs < most {
            let mut next = FxHashSet::default();
            for &position in &layers[layers.len() - 1] {
                for jump in position.legal_unjumps(board) {
                    next.insert(group.canonical(position.unjump(jump)));
                }
                if next.len() > ENDGAME_LIMIT {
                    break 'grow;
                }
            }
            layers.push(next);
            pegs += 1;
        }
        Endgame { layers, pegs }
    }

    /// Whether `at` (with at most [`Endgame::pegs`] pegs, at least the
    /// targets') can reach the target.
    pub(super) fn holds(&self, group: &Group, at: Position) -> bool {
        self.layers[self.layer(at)].contains(&group.canonical(at))
    }

    /// The layer of positions with `at`'s pegs.
    fn layer(&self, at: Position) -> usize {
        self.layers.len() - 1 - (self.pegs - at.pegs()) as usize
    }

    /// Jumps from `at` (in a layer of the table) down to the target.
    pub(super) fn finish(&self, board: &Board, group: &Group, mut at: Position, path: &mut Vec<Jump>) {
        for layer in self.layers[..self.layer(at)].iter().rev() {
            let jump = at
                .legal_jumps(board)
                .find(|&j| layer.contains(&group.canonical(at.jump(j))))
                .expect("a position in the table has a child one layer down");
            path.push(jump);
            at = at.jump(jump);
        }
    }
}

/// What searching below one position found: a solution, none, or the end
/// of the budget first.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Searched {
    Yes,
    No,
    OutOfBudget,
}

pub(super) struct Search<'a> {
    pub(super) board: &'a Board,
    pub(super) group: Group,
    pub(super) endgame: Endgame,
    /// The holes next to each hole.
    pub(super) neighbours: Vec<u64>,
    /// Lossy memo of dead canonical positions (0 = empty slot).
    pub(super) dead: Vec<u64>,
    pub(super) path: Vec<Jump>,
    /// Positions this restart may still expand.
    pub(super) budget: u64,
    /// Random bits that break ties between equally good jumps.
    pub(super) seed: u64,
    pub(super) order: JumpOrder,
    /// Once set, the search stops as if out of budget.
    pub(super) stop: Option<&'a AtomicBool>,
}

impl Search<'_> {
    pub(super) fn from(&mut self, at: Position) -> Searched {
        if at.pegs() == self.endgame.pegs {
            if !self.endgame.holds(&self.group, at) {
                return Searched::No;
            }
            self.endgame.finish(self.board, &self.group, at, &mut self.path);
            return Searched::Yes;
        }
        let key = self.group.canonical(at);
        let slot = slot(key, self.dead.len());
        if self.dead[slot] == key.0 {
            return Searched::No;
        }
        if self.budget == 0 {
            return Searched::OutOfBudget;
        }
        self.budget -= 1;
        if self.budget % STOP_EVERY == 0 && self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            self.budget = 0;
            return Searched::OutOfBudget;
        }
        let mut children: Vec<(i64, Jump)> = at
            .legal_jumps(self.board)
            .map(|jump| {
                if self.order == JumpOrder::Board {
                    return (0, jump);
                }
                self.seed ^= self.seed << 13;
                self.seed ^= self.seed >> 7;
                self.seed ^= self.seed << 17;
                (self.promise(at.jump(jump)) * 64 + (self.seed % 64) as i64, jump)
            })
            .collect();
        if self.order == JumpOrder::Promise {
            children.sort_by_key(|&(promise, _)| std::cmp::Reverse(promise));
        }
        let mut outcome = Searched::No;
        for (_, jump) in children {
            self.path.push(jump);
            match self.from(at.jump(jump)) {
                Searched::Yes => return Searched::Yes,
                Searched::No => {}
                Searched::OutOfBudget => outcome = Searched::OutOfBudget,
            }
            self.path.pop();
            if outcome == Searched::OutOfBudget {
                return outcome;
            }
        }
        self.dead[slot] = key.0;
        Searched::No
    }

    /// How promising a position looks: legal jumps, minus a penalty for
    /// each peg with no neighbour (such pegs are hard to clear).
    fn promise(&self, position: Position) -> i64 {
        let mobility = position.legal_jumps(self.board).count() as i64;
        let isolated = i64::from(lone_pegs(&self.neighbours, position));
        mobility - 4 * isolated
    }
}

/// The holes next to each hole ([`Board::neighbours`]), as bits.
pub(crate) fn neighbours(board: &Board) -> Vec<u64> {
    board.holes().map(|h| board.neighbours(h).fold(0, |bits, o| bits | o.bit())).collect()
}

/// The pegs of `position` with no peg next to them, given each hole's
/// [`neighbours`]: such a peg is cleared only once another peg comes next
/// to it.
pub(crate) fn lone_pegs(neighbours: &[u64], position: Position) -> u32 {
    position.peg_holes().filter(|h| neighbours[h.index()] & position.0 == 0).count() as u32
}

/// The memo slot of a position among `slots` (a power of two): the high
/// bits of a multiplicative hash.
fn slot(key: Position, slots: usize) -> usize {
    (key.0.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - slots.trailing_zeros())) as usize
}
