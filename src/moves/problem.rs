//! The fewest moves of one problem (one start, one finish), as
//! `pegsol solve --shortest` and memorization sheets ask it: exactly
//! ([`fewest_moves`]), or within a number of positions held
//! ([`bounded_moves`]: a solution and a proven lower bound on the fewest,
//! equal when the bound was enough).
//!
//! ```
//! use pegsol::{moves, notation, Board, Position};
//!
//! // T5 from A to M: as many moves as the plain breadth-first search over
//! // every reachable position finds.
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let m = Position::single(t5.parse_hole("M").unwrap());
//! let fewest = moves::MoveLevels::new(&t5, a, Some(m)).moves_to(m).unwrap();
//! assert_eq!(notation::move_count(&moves::fewest_moves(&t5, a, m).unwrap()), fewest);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use rustc_hash::FxHashMap;

use super::beam;
use super::meet::{End, Ends, LevelDone, Limit, Meeting, Reach};
use super::merit::Merit;
use super::mover::{find_chain, Heading, Steps, NEVER};
use crate::board::{Board, Jump};
use crate::classes;
use crate::notation;
use crate::position::Position;
use crate::search::{Attempt, JumpOrder, NoSolution, Reacher};
use crate::symmetry::Group;

/// A solution from `start` to `target` in the fewest moves, proven, or why
/// there is none: [`bounded_moves`] with no bound on the positions held
/// (so it may hold as many as the problem needs).
pub fn fewest_moves(board: &Board, start: Position, target: Position) -> Result<Vec<Jump>, NoSolution> {
    bounded_moves(board, start, target, usize::MAX, &mut |_| {}).map(|found| found.jumps)
}

/// Positions the bounded search of [`bounded_moves`] holds at most between its
/// two sides (2^24, at most about 1.4 GB with the batches it sorts): enough
/// to prove the English board's 18 moves from the centre back to it (E3) in
/// seconds; on the T8 sheet from the corner it proves 12 to 14.
pub const BOUNDED_MOVES_HELD: usize = 1 << 24;

/// Positions kept per move level by [`quick_solution`]'s beam.
const QUICK_WIDTH: usize = 16;

/// The limits [`bounded_moves`] tries the merit's beam ([`beam::within`]) within
/// when its search gives up, from the bound it proved up.
const BEAM_LIMITS: usize = 3;

/// Positions one reachability test of the beam may expand.
const BEAM_TEST_BUDGET: u64 = 1 << 16;

/// Why [`bounded_moves_with`] gave no solution.
#[derive(Debug, thiserror::Error)]
pub enum BoundedError {
    /// There is none.
    #[error(transparent)]
    NoSolution(#[from] NoSolution),
    /// The caller's stop flag was set: nobody wants the answer any more.
    #[error("the search was cancelled: nobody waits for it any more")]
    Cancelled,
}

/// A solution from a search bounded in the positions it holds, and what is
/// proven about the fewest moves: the solution may have more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundedMoves {
    /// The solution, jump by jump.
    pub jumps: Vec<Jump>,
    /// No solution has fewer moves: the solution's own number of moves when
    /// it is proven fewest.
    pub at_least: usize,
}

impl BoundedMoves {
    /// Whether the solution is proven to have the fewest moves.
    #[must_use]
    pub fn proven(&self) -> bool {
        notation::move_count(&self.jumps) == self.at_least
    }
}

/// A solution from `start` to `target` with as few moves as a bounded
/// search finds, and a proven lower bound on the fewest.
///
/// The search meets in the middle ([`Meeting`]) under the
/// symmetries fixing both ends, within move limits from the merit's bound
/// between the two ends up ([`Merit::between`]), each search pruned by the
/// merit ([`Limit`]), until one meets: its meeting is the fewest. A quick
/// beam's solution (tested by reachability, unproven) caps the limits,
/// since a search within its moves must meet; once a limit's search holds less than twice
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
/// use pegsol::{moves, notation, Board, Position};
///
/// // T5 from A to M, proven within the bound: as many moves as the plain
/// // breadth-first search over every reachable position finds.
/// let t5 = Board::triangle(5).unwrap();
/// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let m = Position::single(t5.parse_hole("M").unwrap());
/// let fewest = moves::MoveLevels::new(&t5, a, Some(m)).moves_to(m).unwrap();
/// let found = moves::bounded_moves(&t5, a, m, moves::BOUNDED_MOVES_HELD, &mut |_| {}).unwrap();
/// assert!(found.proven());
/// assert_eq!(notation::move_count(&found.jumps), fewest);
/// // With room for 50 positions only, the bound is weaker and the solution
/// // comes from the beam.
/// let bounded = moves::bounded_moves(&t5, a, m, 50, &mut |_| {}).unwrap();
/// assert!(bounded.at_least < fewest && notation::move_count(&bounded.jumps) >= fewest);
/// ```
pub fn bounded_moves(
    board: &Board,
    start: Position,
    target: Position,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> Result<BoundedMoves, NoSolution> {
    bounded_moves_with(board, start, target, most_held, progress, &NEVER).map_err(|error| match error {
        BoundedError::NoSolution(none) => none,
        BoundedError::Cancelled => unreachable!("the flag is never set"),
    })
}

/// [`bounded_moves`], stopping with [`BoundedError::Cancelled`] soon after
/// `stop` is set: every stage of the search looks at it position by
/// position (or every few thousand positions), so the search ends within a
/// fraction of a second whatever it was doing, and its memory is freed.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use pegsol::{moves, Board, Position};
///
/// let t5 = Board::triangle(5).unwrap();
/// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let m = Position::single(t5.parse_hole("M").unwrap());
/// let stop = AtomicBool::new(true);
/// let stopped = moves::bounded_moves_with(&t5, a, m, 1 << 20, &mut |_| {}, &stop);
/// assert!(matches!(stopped, Err(moves::BoundedError::Cancelled)));
/// ```
pub fn bounded_moves_with(
    board: &Board,
    start: Position,
    target: Position,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
    stop: &AtomicBool,
) -> Result<BoundedMoves, BoundedError> {
    let cancelled = || -> Result<(), BoundedError> {
        if stop.load(Ordering::Relaxed) {
            Err(BoundedError::Cancelled)
        } else {
            Ok(())
        }
    };
    cancelled()?;
    let (group, tag) = one_problem(board, start, target)?;
    let ends = |position| [End { position, tag }];
    let merit = Merit::new(board);
    let quick = quick_solution(board, start, target, QUICK_WIDTH, stop);
    cancelled()?;
    // No solution has more moves than jumps.
    let most = quick.as_ref().map_or((start.pegs() - target.pegs()) as usize, |jumps| notation::move_count(jumps));
    // No solution has fewer moves than `proven`.
    let mut proven = merit.between(start, target);
    let mut limit = proven;
    let room = beam::Room::for_held(most_held);
    let mut held_before: Option<usize> = None;
    loop {
        // Once a search holds more than the merit's beam, the beam goes
        // first: a solution it finds within the proven bound is the fewest.
        if limit == proven && held_before.is_some_and(|held| held > room.width) {
            if let Some(jumps) = beam::within_with(board, start, target, proven, (room, stop), progress) {
                return Ok(BoundedMoves { jumps, at_least: proven });
            }
            cancelled()?;
        }
        let within = Limit { merit: &merit, most: limit, ends: Ends::One { start, finish: target } };
        let meeting = Meeting::search_within(
            board,
            group.clone(),
            &ends(start),
            &ends(target),
            Reach { most_held, limit: Some(within), stop },
            progress,
        );
        cancelled()?;
        let at_least = meeting.at_least().expect("a limit always bounds");
        let met = meeting.witness(tag, tag);
        if met.as_ref().is_some_and(|jumps| notation::move_count(jumps) == at_least) {
            return Ok(BoundedMoves { jumps: met.expect("just checked"), at_least });
        }
        proven = proven.max(at_least);
        if at_least <= limit || limit >= most {
            // The search gave up (or, past the most moves, nothing was
            // found and the beam found nothing either): the merit's beam
            // within a few limits from the proven bound, else the shortest
            // solution found.
            let beamed = (proven..most.min(proven + BEAM_LIMITS))
                .find_map(|moves| beam::within_with(board, start, target, moves, (room, stop), progress));
            cancelled()?;
            let shortest = [beamed, met, quick].into_iter().flatten().min_by_key(|jumps| notation::move_count(jumps));
            let jumps = match shortest {
                Some(jumps) => jumps,
                None => solve_until(board, start, target, stop)?,
            };
            return Ok(BoundedMoves { jumps, at_least: proven });
        }
        if let Some(jumps) = quick.as_ref().filter(|jumps| notation::move_count(jumps) <= proven) {
            // The quick solution has as few moves as the searches proved.
            return Ok(BoundedMoves { jumps: jumps.clone(), at_least: proven });
        }
        // Nothing within the limit: the next one, unless the pruning has
        // grown too weak to pay for another search (the positions held did
        // not double), in which case one search within the quick
        // solution's moves finishes the job.
        let held = meeting.held();
        limit = if held_before.is_some_and(|before| held < 2 * before) { most } else { at_least };
        held_before = Some(held);
    }
}

/// A solution by jumps ([`crate::search::solve`]'s search), or why there is
/// none, given up once `stop` is set.
fn solve_until(board: &Board, start: Position, target: Position, stop: &AtomicBool) -> Result<Vec<Jump>, BoundedError> {
    let mut attempt = Attempt::new(board, start, target, JumpOrder::Promise)?.stopped_by(stop);
    loop {
        if let Some(outcome) = attempt.round() {
            return Ok(outcome?);
        }
        if stop.load(Ordering::Relaxed) {
            return Err(BoundedError::Cancelled);
        }
    }
}

/// One problem as the meeting searches it: the symmetries fixing both
/// ends, and the tag of each side's one end (the whole board, which every
/// member of the group maps to itself); or why no search is needed.
fn one_problem(board: &Board, start: Position, target: Position) -> Result<(Group, u64), NoSolution> {
    if target.0 & !board.full().0 != 0 || target.pegs() > start.pegs() {
        return Err(NoSolution::NotSmaller);
    }
    if !classes::feasible(board, start, target) {
        return Err(NoSolution::PositionClasses);
    }
    Ok((Group::stabilizer(board, start).fixing(target), board.full().0))
}

/// What one search within a number of moves found (`pegsol solve
/// --shortest --within N`, [`within_moves`]).
#[derive(Clone, Debug)]
pub struct WithinMoves {
    /// The most moves searched.
    pub most: usize,
    /// A solution with the fewest moves, if one has at most `most`.
    pub jumps: Option<Vec<Jump>>,
    /// Whether the search gave up at its number of positions held.
    pub gave_up: bool,
    /// What the search proved: no solution has fewer moves.
    pub at_least: usize,
    /// Positions reached from the start by each number of moves.
    pub forward: Vec<usize>,
    /// Positions reached back from the finish by each number of moves.
    pub backward: Vec<usize>,
}

/// One search within `most` moves from `start` to `target`: meeting in the
/// middle under the symmetries fixing both, pruned by the merit between
/// them, holding at most `most_held` positions. It meets at the fewest
/// moves if a solution has at most `most`, proves that none has (at least
/// `most + 1`) if it meets nowhere, or gives up saying what it proved.
/// [`bounded_moves`] runs such searches at rising limits.
///
/// # Errors
///
/// [`NoSolution`] when no search is needed: the target is not a smaller
/// position of the board, or position classes rule the pair out.
///
/// ```
/// use pegsol::{moves, notation, Board, Position};
///
/// // No T6 problem takes fewer than 9 moves (OEIS A127500), so nothing
/// // from 2 back to 2 within 8; within 9 the search meets, and the
/// // solution replays in 9 moves.
/// let t6 = Board::triangle(6).unwrap();
/// let two = t6.parse_hole("2").unwrap();
/// let (start, target) = (t6.with_empty(&[two]), Position::single(two));
/// let within_8 = moves::within_moves(&t6, start, target, 8, 1 << 20, &mut |_| {}).unwrap();
/// assert_eq!((within_8.jumps.is_none(), within_8.at_least), (true, 9));
/// let within_9 = moves::within_moves(&t6, start, target, 9, 1 << 20, &mut |_| {}).unwrap();
/// let jumps = within_9.jumps.unwrap();
/// assert!(start.replay(&jumps).solves(target));
/// assert_eq!((notation::move_count(&jumps), within_9.at_least), (9, 9));
/// ```
pub fn within_moves(
    board: &Board,
    start: Position,
    target: Position,
    most: usize,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> Result<WithinMoves, NoSolution> {
    let (group, tag) = one_problem(board, start, target)?;
    let merit = Merit::new(board);
    let limit = Limit { merit: &merit, most, ends: Ends::One { start, finish: target } };
    let meeting = Meeting::search_within(
        board,
        group,
        &[End { position: start, tag }],
        &[End { position: target, tag }],
        Reach { limit: Some(limit), ..Reach::holding(most_held) },
        progress,
    );
    let jumps = meeting.witness(tag, tag);
    let at_least = match &jumps {
        Some(jumps) => notation::move_count(jumps),
        None if meeting.gave_up() => meeting.at_least().unwrap_or(0),
        None => most + 1,
    };
    Ok(WithinMoves {
        most,
        jumps,
        gave_up: meeting.gave_up(),
        at_least,
        forward: meeting.levels(Heading::Forward),
        backward: meeting.levels(Heading::Backward),
    })
}

/// A solution with few moves, not proven fewest: a beam search by moves.
///
/// Level `k` keeps at most `width` positions reached in `k` moves, each
/// tested to still reach `target` (by the solver of `pegsol solve`, with a
/// small budget), preferring the fewest pegs: moves that chain many jumps.
/// `None` if no position of a level could be shown to reach the target, or
/// once `stop` is set (looked at before each test).
fn quick_solution(
    board: &Board,
    start: Position,
    target: Position,
    width: usize,
    stop: &AtomicBool,
) -> Option<Vec<Jump>> {
    let steps = Steps::of(board);
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
                find_chain(Heading::Forward, &steps, position, peg, &mut Vec::new(), &mut |after, chain| {
                    if after.pegs() >= target.pegs() && seen.insert(after, ()).is_none() {
                        candidates.push((after, parent, chain.to_vec()));
                    }
                    None::<()>
                });
            }
        }
        candidates.sort_by_key(|&(p, _, _)| (p.pegs(), p.0));
        let mut next = Vec::new();
        for candidate in candidates {
            if next.len() == width {
                break;
            }
            if stop.load(Ordering::Relaxed) {
                return None;
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

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    /// A search of the 45-hole Wiegleb board, which would run for minutes,
    /// ends soon after its stop flag is set, whatever stage it is in.
    #[test]
    fn a_search_stopped_by_its_flag_ends_within_a_second() {
        let wiegleb: Board = "wiegleb".parse().unwrap();
        let centre = wiegleb.holes().nth(wiegleb.hole_count() / 2).unwrap();
        let (start, target) = (wiegleb.with_empty(&[centre]), Position::single(centre));
        for running in [Duration::from_millis(300), Duration::from_secs(3)] {
            let stop = AtomicBool::new(false);
            let (answer, stopped_for) = std::thread::scope(|scope| {
                let search = scope.spawn(|| {
                    let answer = bounded_moves_with(&wiegleb, start, target, BOUNDED_MOVES_HELD, &mut |_| {}, &stop);
                    (answer, Instant::now())
                });
                std::thread::sleep(running);
                let set = Instant::now();
                stop.store(true, Ordering::Relaxed);
                let (answer, ended) = search.join().unwrap();
                (answer, ended.saturating_duration_since(set))
            });
            assert!(matches!(answer, Err(BoundedError::Cancelled)), "after {running:?}: {answer:?}");
            // The search looks at the flag every few milliseconds; the
            // bound leaves room for a machine whose cores are shared.
            assert!(stopped_for < Duration::from_secs(2), "after {running:?}: stopped {stopped_for:?} after the flag");
        }
    }
}
