//! Reachability asked many times of one target ([`Reacher`]), keeping what
//! it learnt between questions, and what a bounded search found
//! ([`Found`]).

use std::sync::atomic::{AtomicBool, Ordering};

use super::depth::{neighbours, Endgame, JumpOrder, Search, Searched, DEAD_SLOTS, FIRST_BUDGET, NEVER};
use crate::board::{Board, Jump};
use crate::classes;
use crate::position::Position;
use crate::symmetry::Group;

/// Answers, one start after another, whether each reaches one fixed target,
/// keeping what it learnt between questions: the endgame table and the dead
/// positions (dead for this target whatever the start). `pegsol estimate`
/// asks it thousands of times, with a budget per question.
///
/// ```
/// use pegsol::search::Reacher;
/// use pegsol::{Board, Position};
///
/// // Seed 003: from A on T5 the finishes are A, G, J and M, not E.
/// let t5 = Board::triangle(5).unwrap();
/// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let finish = |name| Position::single(t5.parse_hole(name).unwrap());
/// let mut to_m = Reacher::new(&t5, finish("M"));
/// assert_eq!(to_m.reaches(a, 1 << 20), Some(true));
/// let mut to_e = Reacher::new(&t5, finish("E"));
/// assert_eq!(to_e.reaches(a, 1 << 20), Some(false));
/// ```
pub struct Reacher<'a> {
    search: Search<'a>,
    /// One of the targets, which all have its pegs and position class
    /// (`None`: there are none).
    target: Option<Position>,
}

impl<'a> Reacher<'a> {
    /// A reacher for `target` on `board`.
    #[must_use]
    pub fn new(board: &'a Board, target: Position) -> Reacher<'a> {
        Reacher::to_any(board, vec![target], Group::stabilizer(board, target))
    }

    /// A reacher for one peg anywhere a game from `start` may end with one:
    /// every hole whose single peg is in `start`'s position class (the
    /// finishes the classes allow), up to the symmetries fixing `start`,
    /// which map those holes to each other.
    ///
    /// ```
    /// use pegsol::{search::Reacher, Board, Position};
    ///
    /// // T5 from A can be solved; two pegs in the corners A and O can never
    /// // meet, so they are never one peg.
    /// let t5 = Board::triangle(5).unwrap();
    /// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
    /// let mut to_one_peg = Reacher::one_peg_from(&t5, a);
    /// assert_eq!(to_one_peg.reaches(a, 1 << 20), Some(true));
    /// let two_pegs = Position::single(t5.parse_hole("A").unwrap()).0 | Position::single(t5.parse_hole("O").unwrap()).0;
    /// assert_eq!(to_one_peg.reaches(Position(two_pegs), 1 << 20), Some(false));
    /// ```
    #[must_use]
    pub fn one_peg_from(board: &'a Board, start: Position) -> Reacher<'a> {
        let targets = board.holes().map(Position::single).filter(|&t| classes::feasible(board, start, t)).collect();
        Reacher::to_any(board, targets, Group::stabilizer(board, start))
    }

    /// A reacher for any of `targets` (the same pegs and class each, a set
    /// that every member of `group` maps to itself).
    fn to_any(board: &'a Board, targets: Vec<Position>, group: Group) -> Reacher<'a> {
        let target = targets.first().copied();
        let endgame = Endgame::new(board, &group, &targets, board.hole_count() as u32);
        let search = Search {
            board,
            group,
            endgame,
            neighbours: neighbours(board),
            dead: vec![0; DEAD_SLOTS],
            path: Vec::new(),
            budget: 0,
            seed: 0x2545_f491_4f6c_dd1d,
            order: JumpOrder::Promise,
            stop: None,
        };
        Reacher { search, target }
    }

    /// Whether `start` reaches the target by jumps; `None` when deciding it
    /// would expand more than `budget` positions.
    pub fn reaches(&mut self, start: Position, budget: u64) -> Option<bool> {
        match self.search(start, budget, &NEVER).0 {
            Found::Solution(_) => Some(true),
            Found::Nothing => Some(false),
            Found::OutOfBudget => None,
        }
    }

    /// [`Reacher::reaches`] with the jumps of the solution found, and the
    /// positions expanded; the search looks at `stop` between its rounds
    /// (each at most twice the one before, the first 4,096 positions) and,
    /// once it is set, ends as if out of budget.
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    /// use pegsol::search::{Found, Reacher};
    /// use pegsol::{Board, Position};
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
    /// let m = Position::single(t5.parse_hole("M").unwrap());
    /// let (found, _) = Reacher::new(&t5, m).search(a, 1 << 20, &AtomicBool::new(false));
    /// let Found::Solution(jumps) = found else { panic!("T5 from A reaches M (seed 003)") };
    /// assert_eq!(jumps.iter().fold(a, |p, &j| p.jump(j)), m);
    /// ```
    pub fn search(&mut self, start: Position, budget: u64, stop: &AtomicBool) -> (Found, u64) {
        let search = &mut self.search;
        let Some(target) = self.target else { return (Found::Nothing, 0) };
        if start.0 & !search.board.full().0 != 0
            || start.pegs() < target.pegs()
            || !classes::feasible(search.board, start, target)
        {
            return (Found::Nothing, 0);
        }
        if start.pegs() <= search.endgame.pegs {
            if !search.endgame.holds(&search.group, start) {
                return (Found::Nothing, 0);
            }
            let mut path = Vec::new();
            search.endgame.finish(search.board, &search.group, start, &mut path);
            return (Found::Solution(path), 0);
        }
        let mut spent = 0;
        let mut round = FIRST_BUDGET;
        while spent < budget && !stop.load(Ordering::Relaxed) {
            let allowed = round.min(budget - spent);
            search.budget = allowed;
            search.path.clear();
            let verdict = search.from(start);
            spent += allowed - search.budget;
            match verdict {
                Searched::Yes => return (Found::Solution(std::mem::take(&mut search.path)), spent),
                Searched::No => return (Found::Nothing, spent),
                Searched::OutOfBudget => {}
            }
            round = round.saturating_mul(2);
            search.seed = search.seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        }
        (Found::OutOfBudget, spent)
    }
}

/// What a bounded search ([`Reacher::search`]) found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A solution: its jumps.
    Solution(Vec<Jump>),
    /// None exists: the search went through every position.
    Nothing,
    /// The budget ran out (or the search was stopped) first.
    OutOfBudget,
}
