//! Fewest moves: breadth-first search over the move graph.
//!
//! A move is one or more consecutive jumps by the same peg (G. Bell; OEIS
//! A127500). From a position, one move leads to every position a single peg
//! reaches by a chain of jumps, so the positions reachable in exactly `k`
//! moves and no fewer form level `k` of a breadth-first search, and the
//! level of a position is its fewest moves. Levels hold canonical forms
//! under the symmetries fixing the start, which keep move counts from the
//! start. A solution is rebuilt backwards from the finish: a chain of
//! inverse jumps by one peg into the level below, down to the start.
//!
//! [`MoveLevels`] is the plain method, kept for memorization sheets (which
//! want every finish from one start) and as the independent check of the
//! meet-in-the-middle search ([`crate::fewest`]), which [`fewest_moves`]
//! uses for one problem and which holds far fewer positions.
//!
//! ```
//! use pegsol::{notation, shortest, Board, Position};
//!
//! // OEIS A127500: on T4 the fewest moves of any solution is 5; the only
//! // solvable starts (seed 002) are the edge holes such as 2.
//! let t4 = Board::triangle(4).unwrap();
//! let start = t4.with_empty(&[t4.parse_hole("2").unwrap()]);
//! let levels = shortest::MoveLevels::new(&t4, start, None);
//! let best = t4.holes().filter_map(|h| levels.moves_to(Position::single(h))).min();
//! assert_eq!(best, Some(5));
//! // Seed 002: from 2 every solution ends at 3.
//! let target = Position::single(t4.parse_hole("3").unwrap());
//! let jumps = levels.solution(&t4, target).unwrap();
//! assert_eq!(notation::move_count(&jumps), 5);
//! ```

pub mod beam;
pub mod wide;

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use crate::board::{Board, Hole, Jump};
use crate::classes;
use crate::fewest::{walk_moves, Direction, End, Ends, LevelDone, Limit, Meeting, Merit, Reach};
use crate::notation;
use crate::position::Position;
use crate::search::NoSolution;
use crate::search::{self, Reacher};
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
        let by_from = jumps_by_from(board);
        let goal = target.map(|t| group.canonical(t));
        let first = group.canonical(start);
        let mut level: FxHashMap<Position, u8> = std::iter::once((first, 0)).collect();
        let mut frontier = vec![first];
        let mut moves = 0u8;
        while !frontier.is_empty() && !goal.is_some_and(|g| level.contains_key(&g)) && usize::from(moves) < most {
            moves += 1;
            let mut next = Vec::new();
            for &position in &frontier {
                for jump in position.legal_jumps(board) {
                    chains(&by_from, position.jump(jump), jump.to, &mut |reached| {
                        let key = group.canonical(reached);
                        if let Entry::Vacant(slot) = level.entry(key) {
                            slot.insert(moves);
                            next.push(key);
                        }
                    });
                }
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
        let mut backwards =
            walk_moves(Direction::Backward, &jumps_by_to(board), target, moves, &mut |before, left| {
                self.level.get(&self.group.canonical(before)).map(|&k| usize::from(k)) == Some(left)
            })?;
        backwards.reverse();
        Some(backwards)
    }
}

/// A fewest-move solution from `start` to `target`, or why there is none:
/// [`few_moves`] with no bound on the positions held.
pub fn fewest_moves(board: &Board, start: Position, target: Position) -> Result<Vec<Jump>, NoSolution> {
    few_moves(board, start, target, usize::MAX, &mut |_| {}).map(|found| found.jumps)
}

/// Positions the bounded search of [`few_moves`] holds at most between its
/// two sides (2^24, at most about 1.4 GB with the batches it sorts): enough
/// to prove the English board's 18 moves from the centre back to it (E3) in
/// seconds; on the T8 sheet from the corner it proves 12 to 14.
pub const FEW_MOVES_HELD: usize = 1 << 24;

/// Positions kept per move level by [`short_solution`]'s beam.
pub const BEAM_WIDTH: usize = 16;

/// The limits [`few_moves`] tries the merit's beam ([`beam::within`]) within
/// when its search gives up, from the bound it proved up.
const BEAM_LIMITS: usize = 3;

/// Positions one reachability test of the beam may expand.
const BEAM_TEST_BUDGET: u64 = 1 << 16;

/// A solution with few moves, and what is proven about the fewest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FewMoves {
    /// The solution, jump by jump.
    pub jumps: Vec<Jump>,
    /// No solution has fewer moves: the solution's own number of moves when
    /// it is proven fewest.
    pub at_least: usize,
}

impl FewMoves {
    /// Whether the solution is proven to have the fewest moves.
    #[must_use]
    pub fn proven(&self) -> bool {
        notation::move_count(&self.jumps) == self.at_least
    }
}

/// A solution from `start` to `target` with as few moves as a bounded
/// search finds, and a proven lower bound on the fewest.
///
/// The search meets in the middle ([`crate::fewest::Meeting`]) under the
/// symmetries fixing both ends, within move limits from the merit's bound
/// between the two ends up ([`Merit::between`]), each search pruned by the
/// merit ([`Limit`]), until one meets: its meeting is the fewest. The beam
/// search's solution ([`short_solution`]) caps the limits, since a search
/// within its moves must meet; once a limit's search holds less than twice
/// the positions of the one before (the bound has grown too weak to prune
/// much), the next search is within the beam's moves at once. Once a
/// search holds more positions than the merit's beam ([`beam::within`],
/// with [`beam::Room::for_held`]), the beam is tried within the proven
/// bound before the next search: a solution it finds there is the fewest
/// (T9 from 2 to 45 in 16 moves, where the search within 16 would not fit
/// 24 GB). A search that would hold more than `most_held` positions gives
/// up: the limits searched before it and the levels it held prove a lower
/// bound, and the solution is the shortest of its meeting's (if it found
/// one), the merit's beam's within the proven bound and up to two more
/// moves, and the first beam's.
///
/// ```
/// use pegsol::{notation, shortest, Board, Position};
///
/// // T5 from A to M, proven within the bound: as many moves as the plain
/// // breadth-first search over every reachable position finds.
/// let t5 = Board::triangle(5).unwrap();
/// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let m = Position::single(t5.parse_hole("M").unwrap());
/// let fewest = shortest::MoveLevels::new(&t5, a, Some(m)).moves_to(m).unwrap();
/// let found = shortest::few_moves(&t5, a, m, shortest::FEW_MOVES_HELD, &mut |_| {}).unwrap();
/// assert!(found.proven());
/// assert_eq!(notation::move_count(&found.jumps), fewest);
/// // With room for 50 positions only, the bound is weaker and the solution
/// // comes from the beam.
/// let bounded = shortest::few_moves(&t5, a, m, 50, &mut |_| {}).unwrap();
/// assert!(bounded.at_least < fewest && notation::move_count(&bounded.jumps) >= fewest);
/// ```
pub fn few_moves(
    board: &Board,
    start: Position,
    target: Position,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> Result<FewMoves, NoSolution> {
    if target.0 & !board.full().0 != 0 || target.pegs() > start.pegs() {
        return Err(NoSolution::NotSmaller);
    }
    if !classes::feasible(board, start, target) {
        return Err(NoSolution::PositionClasses);
    }
    // Each side has one end, fixed by the group: the whole board is a tag
    // that every member maps to itself.
    let group = Group::stabilizer(board, start).fixing(target);
    let tag = board.full().0;
    let ends = |position| [End { position, tag }];
    let merit = Merit::new(board);
    let short = short_solution(board, start, target, BEAM_WIDTH);
    // No solution has more moves than jumps.
    let most = short.as_ref().map_or((start.pegs() - target.pegs()) as usize, |jumps| notation::move_count(jumps));
    // No solution has fewer moves than `proven`.
    let mut proven = merit.between(start, target);
    let mut limit = proven;
    let room = beam::Room::for_held(most_held);
    let mut held_before: Option<usize> = None;
    loop {
        // Once a search holds more than the merit's beam, the beam goes
        // first: a solution it finds within the proven bound is the fewest.
        if limit == proven && held_before.is_some_and(|held| held > room.width) {
            if let Some(jumps) = beam::within(board, start, target, proven, room, progress) {
                return Ok(FewMoves { jumps, at_least: proven });
            }
        }
        let within = Limit { merit: &merit, most: limit, ends: Ends::One { start, finish: target } };
        let meeting = Meeting::search_within(
            board,
            group.clone(),
            &ends(start),
            &ends(target),
            Reach { most_held, limit: Some(within) },
            progress,
        );
        let at_least = meeting.at_least().expect("a limit always bounds");
        let met = meeting.witness(tag, tag);
        if met.as_ref().is_some_and(|jumps| notation::move_count(jumps) == at_least) {
            return Ok(FewMoves { jumps: met.expect("just checked"), at_least });
        }
        proven = proven.max(at_least);
        if at_least <= limit || limit >= most {
            // The search gave up (or, past the most moves, nothing was
            // found and the beam found nothing either): the merit's beam
            // within a few limits from the proven bound, else the shortest
            // solution found.
            let beamed = (proven..most.min(proven + BEAM_LIMITS))
                .find_map(|moves| beam::within(board, start, target, moves, room, progress));
            let jumps = [beamed, met, short]
                .into_iter()
                .flatten()
                .min_by_key(|jumps| notation::move_count(jumps))
                .map_or_else(|| search::solve(board, start, target), Ok)?;
            return Ok(FewMoves { jumps, at_least: proven });
        }
        if let Some(jumps) = short.as_ref().filter(|jumps| notation::move_count(jumps) <= proven) {
            // The short solution has as few moves as the searches proved.
            return Ok(FewMoves { jumps: jumps.clone(), at_least: proven });
        }
        // Nothing within the limit: the next one, unless the pruning has
        // grown too weak to pay for another search (the positions held did
        // not double), in which case one search within the short
        // solution's moves finishes the job.
        let held = meeting.held();
        limit = if held_before.is_some_and(|before| held < 2 * before) { most } else { at_least };
        held_before = Some(held);
    }
}

/// A solution with few moves, not proven fewest: a beam search by moves.
///
/// Level `k` keeps at most `width` positions reached in `k` moves, each
/// tested to still reach `target` (by the solver of `pegsol solve`, with a
/// small budget), preferring the fewest pegs: moves that chain many jumps.
/// `None` if no position of a level could be shown to reach the target.
#[must_use]
pub fn short_solution(board: &Board, start: Position, target: Position, width: usize) -> Option<Vec<Jump>> {
    let by_from = jumps_by_from(board);
    let mut reacher = Reacher::new(board, target);
    // Every level's positions, each with its parent's index in the level
    // before and the move from there.
    let mut levels: Vec<Vec<(Position, usize, Vec<Jump>)>> = vec![vec![(start, 0, Vec::new())]];
    let mut seen: FxHashMap<Position, ()> = std::iter::once((start, ())).collect();
    loop {
        let level = levels.last().expect("level 0");
        if let Some(at) = level.iter().position(|&(p, _, _)| p == target) {
            return Some(rebuild(&levels, at));
        }
        let mut candidates: Vec<(Position, usize, Vec<Jump>)> = Vec::new();
        for (parent, &(position, _, _)) in level.iter().enumerate() {
            for peg in position.peg_holes() {
                crate::fewest::chains(
                    Direction::Forward,
                    &by_from,
                    position,
                    peg,
                    &mut Vec::new(),
                    &mut |after, chain| {
                        if after.pegs() >= target.pegs() && seen.insert(after, ()).is_none() {
                            candidates.push((after, parent, chain.to_vec()));
                        }
                        None::<()>
                    },
                );
            }
        }
        candidates.sort_by_key(|&(p, _, _)| (p.pegs(), p.0));
        let mut next = Vec::new();
        for candidate in candidates {
            if next.len() == width {
                break;
            }
            if candidate.0 == target || reacher.reaches(candidate.0, BEAM_TEST_BUDGET) == Some(true) {
                next.push(candidate);
            }
        }
        if next.is_empty() {
            return None;
        }
        levels.push(next);
    }
}

/// The jumps from the start to entry `at` of the last level.
fn rebuild(levels: &[Vec<(Position, usize, Vec<Jump>)>], mut at: usize) -> Vec<Jump> {
    let mut moves: Vec<&[Jump]> = Vec::new();
    for level in levels[1..].iter().rev() {
        let (_, parent, chain) = &level[at];
        moves.push(chain);
        at = *parent;
    }
    moves.into_iter().rev().flatten().copied().collect()
}

fn jumps_by_from(board: &Board) -> Vec<Vec<Jump>> {
    board.holes().map(|h| board.jumps().iter().copied().filter(|j| j.from == h).collect()).collect()
}

fn jumps_by_to(board: &Board) -> Vec<Vec<Jump>> {
    board.holes().map(|h| board.jumps().iter().copied().filter(|j| j.to == h).collect()).collect()
}

/// Calls `reached` with `position` and every position the peg in `peg`
/// reaches by further jumps.
fn chains(by_from: &[Vec<Jump>], position: Position, peg: Hole, reached: &mut dyn FnMut(Position)) {
    reached(position);
    for &jump in &by_from[peg.index()] {
        if position.can_jump(jump) {
            chains(by_from, position.jump(jump), jump.to, reached);
        }
    }
}
