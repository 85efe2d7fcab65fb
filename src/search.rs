//! Finding one solution fast: position classes, a meet-in-the-middle table
//! of endgames, and a depth-first search with a memo of dead positions.
//!
//! 1. Bell's position classes ([`crate::classes`]) reject a target in
//!    another class at once.
//! 2. A backward pass from the target (inverse jumps) collects, exactly,
//!    every position with up to a few more pegs than the target that can
//!    still reach it: the endgame table.
//! 3. A depth-first search from the start stops at the table's peg count and
//!    asks the table; jumps are tried most promising first (the child with
//!    the most legal jumps). A position found dead is remembered in canonical
//!    form under the symmetries that fix the target, so it and its mirror
//!    images are never searched again.
//!
//! Every step is exact, so when the search ends without a solution none
//! exists. [`replay`] checks a given list of jumps instead.
//!
//! ```
//! use pegsol::search::{find_solution, solve, NoSolution};
//! use pegsol::{Board, Position};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.parse_hole("A").unwrap();
//! let m = t5.parse_hole("M").unwrap();
//! let jumps = find_solution(&t5, t5.with_empty(&[a]), Position::single(m)).unwrap();
//! assert_eq!(jumps.len(), 13);
//! let end = jumps.iter().fold(t5.with_empty(&[a]), |p, &j| p.jump(j));
//! assert_eq!(end, Position::single(m));
//! // Seed 003: from A the finish B is impossible, by the position classes.
//! let b = Position::single(t5.parse_hole("B").unwrap());
//! assert_eq!(solve(&t5, t5.with_empty(&[a]), b), Err(NoSolution::PositionClasses));
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use rustc_hash::FxHashSet;

use crate::board::{Board, Hole, Jump};
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

/// Positions kept in the endgame table at most (about 16 bytes each).
const ENDGAME_LIMIT: usize = 1 << 15;
/// Slots in the dead-position memo (8 bytes each).
const DEAD_SLOTS: usize = 1 << 22;
/// Slots in the memo of a search in the board's order, of which
/// `pegsol prove` runs many side by side.
const BOARD_ORDER_DEAD_SLOTS: usize = 1 << 19;
/// Positions the first restart may expand.
const FIRST_BUDGET: u64 = 1 << 12;
/// Positions a search expands between two looks at its stop flag (a few
/// milliseconds' work).
const STOP_EVERY: u64 = 1 << 12;

/// A jump sequence from `start` to exactly `target`, if one exists.
#[must_use]
pub fn find_solution(board: &Board, start: Position, target: Position) -> Option<Vec<Jump>> {
    solve(board, start, target).ok()
}

/// A jump sequence from `start` to exactly `target`, or why there is none.
pub fn solve(board: &Board, start: Position, target: Position) -> Result<Vec<Jump>, NoSolution> {
    let mut attempt = Attempt::new(board, start, target, JumpOrder::Promise)?;
    loop {
        if let Some(outcome) = attempt.round() {
            return outcome;
        }
    }
}

/// A solution from `start` empty to one peg at `finish`, or `None` when
/// there is none (exhaustively), as `pegsol prove` and the atlas
/// ([`crate::moves::atlas`]) ask. On a triangle it is [`find_solution`]'s,
/// as it always was. On other boards one search can take far longer than
/// another for the same problem (the English board from its centre), so
/// searches take turns, each a round of doubling budget, and the first to
/// end wins: the pair and its images under every symmetry, each also
/// reversed (a solution from `finish` to `start` played backwards, its jumps
/// in reverse order, is one from `start` to `finish`: complementing every
/// position turns it round), each with jumps tried most promising first and
/// in the board's order. All are exhaustive, so the first "no solution" is
/// final too.
#[must_use]
pub fn solve_pair(board: &Board, start: Hole, finish: Hole) -> Option<Vec<Jump>> {
    let (from, to) = (board.with_empty(&[start]), Position::single(finish));
    if board.triangle_side().is_some() {
        return find_solution(board, from, to);
    }
    let mut attempts = Vec::new();
    let mut images = Vec::new();
    for symmetry in board.symmetries() {
        let (s, f) = (symmetry.hole(start), symmetry.hole(finish));
        if images.contains(&(s, f)) {
            continue;
        }
        images.push((s, f));
        // Most promising first barely depends on the image: the pair itself only.
        let orders: &[JumpOrder] =
            if symmetry.is_identity() { &[JumpOrder::Promise, JumpOrder::Board] } else { &[JumpOrder::Board] };
        for &order in orders {
            for reversed in [false, true] {
                let (a, b) = if reversed { (f, s) } else { (s, f) };
                let attempt = Attempt::new(board, board.with_empty(&[a]), Position::single(b), order).ok()?;
                attempts.push((symmetry, reversed, attempt));
            }
        }
    }
    loop {
        for (symmetry, reversed, attempt) in &mut attempts {
            let Some(outcome) = attempt.round() else { continue };
            let mut jumps = outcome.ok()?;
            if *reversed {
                jumps.reverse();
            }
            // Back from the image: the symmetry's inverse on every hole.
            let mut inverse = vec![Hole(0); board.hole_count()];
            for hole in board.holes() {
                inverse[symmetry.hole(hole).index()] = hole;
            }
            let back = |hole: Hole| inverse[hole.index()];
            return Some(
                jumps.into_iter().map(|j| Jump { from: back(j.from), over: back(j.over), to: back(j.to) }).collect(),
            );
        }
    }
}

/// The order in which a search tries the jumps of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpOrder {
    /// Most promising child first (the most legal jumps, the fewest
    /// isolated pegs), ties broken at random: what [`solve`] does.
    Promise,
    /// The board's order of jump lines, as [`each_solution`] walks them:
    /// on some problems (the English board from its centre) much faster.
    Board,
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
            Verdict::Yes => Some(Ok(std::mem::take(&mut search.path))),
            Verdict::No => Some(Err(NoSolution::Exhausted)),
            Verdict::OutOfBudget => None,
        };
        self.next_budget = self.next_budget.saturating_mul(2);
        search.seed = search.seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        outcome
    }
}

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
                Verdict::Yes => return (Found::Solution(std::mem::take(&mut search.path)), spent),
                Verdict::No => return (Found::Nothing, spent),
                Verdict::OutOfBudget => {}
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

/// A stop flag never set, for the searches nobody stops.
static NEVER: AtomicBool = AtomicBool::new(false);

/// Every position with a few more pegs than the targets that can reach one
/// of them, in canonical form, layer by layer.
struct Endgame {
    /// `layers[k]` holds the positions with `k` pegs more than the targets.
    layers: Vec<FxHashSet<Position>>,
    /// The peg count of the top layer, where the search asks the table.
    pegs: u32,
}

impl Endgame {
    fn new(board: &Board, group: &Group, targets: &[Position], most: u32) -> Endgame {
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
    fn holds(&self, group: &Group, at: Position) -> bool {
        self.layers[self.layer(at)].contains(&group.canonical(at))
    }

    /// The layer of positions with `at`'s pegs.
    fn layer(&self, at: Position) -> usize {
        self.layers.len() - 1 - (self.pegs - at.pegs()) as usize
    }

    /// Jumps from `at` (in a layer of the table) down to the target.
    fn finish(&self, board: &Board, group: &Group, mut at: Position, path: &mut Vec<Jump>) {
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
enum Verdict {
    Yes,
    No,
    OutOfBudget,
}

struct Search<'a> {
    board: &'a Board,
    group: Group,
    endgame: Endgame,
    /// The holes next to each hole.
    neighbours: Vec<u64>,
    /// Lossy memo of dead canonical positions (0 = empty slot).
    dead: Vec<u64>,
    path: Vec<Jump>,
    /// Positions this restart may still expand.
    budget: u64,
    /// Random bits that break ties between equally good jumps.
    seed: u64,
    order: JumpOrder,
    /// Once set, the search stops as if out of budget.
    stop: Option<&'a AtomicBool>,
}

impl Search<'_> {
    fn from(&mut self, at: Position) -> Verdict {
        if at.pegs() == self.endgame.pegs {
            if !self.endgame.holds(&self.group, at) {
                return Verdict::No;
            }
            self.endgame.finish(self.board, &self.group, at, &mut self.path);
            return Verdict::Yes;
        }
        let key = self.group.canonical(at);
        let slot = slot(key, self.dead.len());
        if self.dead[slot] == key.0 {
            return Verdict::No;
        }
        if self.budget == 0 {
            return Verdict::OutOfBudget;
        }
        self.budget -= 1;
        if self.budget % STOP_EVERY == 0 && self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            self.budget = 0;
            return Verdict::OutOfBudget;
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
        let mut outcome = Verdict::No;
        for (_, jump) in children {
            self.path.push(jump);
            match self.from(at.jump(jump)) {
                Verdict::Yes => return Verdict::Yes,
                Verdict::No => {}
                Verdict::OutOfBudget => outcome = Verdict::OutOfBudget,
            }
            self.path.pop();
            if outcome == Verdict::OutOfBudget {
                return outcome;
            }
        }
        self.dead[slot] = key.0;
        Verdict::No
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

/// Where a given list of jumps leads from a start (`pegsol solve --check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The position after every jump up to the first illegal one.
    pub end: Position,
    /// The first jump that is illegal where it is played (counted from 0).
    pub illegal: Option<usize>,
}

impl Replay {
    /// Whether the jumps are a solution: every one legal, ending at `target`.
    #[must_use]
    pub fn solves(&self, target: Position) -> bool {
        self.illegal.is_none() && self.end == target
    }
}

/// Plays `jumps` from `start`, stopping at the first one that is illegal.
///
/// ```
/// use pegsol::{notation, search, Board, Position};
///
/// let t4 = Board::triangle(4).unwrap();
/// let start = t4.with_empty(&[t4.parse_hole("1").unwrap()]);
/// let (jumps, _) = notation::parse_jumps(&t4, "4-2-1 7-4-2").unwrap();
/// let replay = search::replay(start, &jumps);
/// assert_eq!(replay.illegal, Some(1)); // the first jump emptied 4
/// assert_eq!(replay.end, start.jump(jumps[0]));
/// ```
#[must_use]
pub fn replay(start: Position, jumps: &[Jump]) -> Replay {
    let mut end = start;
    for (i, &jump) in jumps.iter().enumerate() {
        if !end.can_jump(jump) {
            return Replay { end, illegal: Some(i) };
        }
        end = end.jump(jump);
    }
    Replay { end, illegal: None }
}

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
