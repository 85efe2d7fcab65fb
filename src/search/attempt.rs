//! One search for a solution run a round at a time ([`Attempt`]), and why
//! a pair may have none ([`NoSolution`]).

use std::sync::atomic::AtomicBool;

use super::depth::{
    neighbours, Endgame, JumpOrder, Search, Searched, BOARD_ORDER_DEAD_SLOTS, DEAD_SLOTS, FIRST_BUDGET,
};
use crate::board::{Board, Jump};
use crate::classes;
use crate::position::Position;
use crate::symmetry::Group;

/// Why a (start, target) pair has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoSolution {
    /// The target has more pegs than the start or lies off the board.
    #[error("the finish cannot be reached: it has more pegs than the start or holes off the board")]
    NotSmaller,
    /// Start and target are in different position classes (Bell).
    #[error("impossible by the board's position classes")]
    PositionClasses,
    /// The search went through every position and found none.
    #[error("no solution exists after exhaustive search")]
    Exhausted,
}

/// One search for a solution, run a round at a time with a budget that
/// doubles each round, so that several searches can take turns and the
/// first to finish wins (`pegsol prove` runs a pair, its reversal and their
/// images under the symmetries side by side). Dead positions found stay
/// dead and the budget grows without bound, so every attempt is exhaustive:
/// "no solution" is final.
///
/// ```
/// use pegsol::search::{Attempt, JumpOrder};
/// use pegsol::{Board, Position};
///
/// let english: Board = "english".parse().unwrap();
/// let d4 = english.parse_hole("d4").unwrap();
/// let mut attempt =
///     Attempt::new(&english, english.with_empty(&[d4]), Position::single(d4), JumpOrder::Board).unwrap();
/// let jumps = loop {
///     if let Some(outcome) = attempt.round() {
///         break outcome.unwrap();
///     }
/// };
/// assert_eq!(jumps.len(), 31);
/// ```
pub struct Attempt<'a> {
    search: Search<'a>,
    start: Position,
    next_budget: u64,
}

impl<'a> Attempt<'a> {
    /// A search from `start` to exactly `target`, or why none is needed:
    /// the target cannot be reached, or the classes rule it out.
    pub fn new(
        board: &'a Board,
        start: Position,
        target: Position,
        order: JumpOrder,
    ) -> Result<Attempt<'a>, NoSolution> {
        if target.0 & !board.full().0 != 0 || start.0 & !board.full().0 != 0 || target.pegs() > start.pegs() {
            return Err(NoSolution::NotSmaller);
        }
        if !classes::feasible(board, start, target) {
            return Err(NoSolution::PositionClasses);
        }
        let group = Group::stabilizer(board, target);
        let endgame = Endgame::new(board, &group, &[target], start.pegs());
        let search = Search {
            board,
            group,
            endgame,
            neighbours: neighbours(board),
            dead: vec![0; if order == JumpOrder::Promise { DEAD_SLOTS } else { BOARD_ORDER_DEAD_SLOTS }],
            path: Vec::with_capacity(start.pegs() as usize),
            budget: 0,
            seed: 0x2545_f491_4f6c_dd1d,
            order,
            stop: None,
        };
        Ok(Attempt { search, start, next_budget: FIRST_BUDGET })
    }

    /// The same search, whose rounds end (as if out of budget) within a
    /// few thousand positions once `stop` is set.
    #[must_use]
    pub fn stopped_by(mut self, stop: &'a AtomicBool) -> Attempt<'a> {
        self.search.stop = Some(stop);
        self
    }

    /// One more round: `Some` with the solution or [`NoSolution::Exhausted`]
    /// once the search is over, `None` when the round ran out of budget.
    pub fn round(&mut self) -> Option<Result<Vec<Jump>, NoSolution>> {
        // Restarts with doubling budgets and shuffled ties tame the heavy
        // tail of depth-first search.
        let search = &mut self.search;
        search.budget = self.next_budget;
        search.path.clear();
        let outcome = match search.from(self.start) {
            Searched::Yes => Some(Ok(std::mem::take(&mut search.path))),
            Searched::No => Some(Err(NoSolution::Exhausted)),
            Searched::OutOfBudget => None,
        };
        self.next_budget = self.next_budget.saturating_mul(2);
        search.seed = search.seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        outcome
    }
}
