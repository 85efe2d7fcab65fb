//! The atlas of a board (`pegsol fewest --each`): every solvable one-vacancy
//! -> one-peg problem up to the board's symmetries, each with its fewest
//! moves, the searches that prove nothing is shorter, a witness, and the
//! number of minimal solutions, as move sequences ([`count_minimal`]) and
//! as G. I. Bell counts them ([`distinct_minimal`]).
//!
//! Each problem is searched on its own, meeting in the middle under the
//! symmetries fixing both its ends ([`within_moves`]), within move limits
//! from the merit's bound between its ends ([`Merit::between`]) up: the
//! first search that meets gives the fewest moves and a witness, and the
//! one before it, which met nowhere, is the proof that nothing is shorter
//! (none when the merit's bound is already the fewest).
//!
//! ```
//! use pegsol::{moves, Board};
//!
//! // T4 (OEIS A130516: one solvable pair class, A127500: 5 moves).
//! let t4 = Board::triangle(4).unwrap();
//! let atlas = moves::atlas(&t4, usize::MAX, &mut |_| {});
//! assert_eq!(atlas.problems.len(), 1);
//! assert_eq!(atlas.problems[0].moves, Some(5));
//!
//! // Resumed: an outcome already known is taken, not searched again, and
//! // each other one (here the unsolvable pair classes) is handed on as
//! // soon as it is known.
//! let solved = &atlas.problems[0];
//! let known = moves::KnownOutcomes::from([((solved.start, solved.finish), Some(solved.clone()))]);
//! let mut heard = 0;
//! let again = moves::atlas_resumed(&t4, usize::MAX, &known, &mut |_| {}, &mut |_, _| {
//!     heard += 1;
//!     Ok::<_, ()>(())
//! });
//! assert_eq!(again.unwrap().problems[0].jumps, solved.jumps);
//! assert_eq!(heard, atlas.unsolvable.len());
//! ```

use std::collections::HashMap;

use super::count::{count_minimal, MinimalCount};
use super::distinct::distinct_minimal;
use super::meet::LevelDone;
use super::merit::Merit;
use super::problem::{within_moves, WithinMoves};
use crate::board::{Board, Hole, Jump};
use crate::classes;
use crate::position::Position;
use crate::search;
use crate::symmetry::Group;

/// Every solvable problem of a board up to its symmetries, with its fewest
/// moves and their count.
#[derive(Clone, Debug)]
pub struct Atlas {
    /// The (start, finish) pair classes up to the board's symmetries.
    pub pair_classes: usize,
    /// Those the position classes allow.
    pub feasible: usize,
    /// The feasible pair classes with no solution (by exhaustive search),
    /// the smallest pair of each.
    pub unsolvable: Vec<(Hole, Hole)>,
    /// The solvable ones, the smallest pair of each, in that order.
    pub problems: Vec<AtlasProblem>,
}

/// One problem of the atlas.
#[derive(Clone, Debug)]
pub struct AtlasProblem {
    /// The empty hole at the start.
    pub start: Hole,
    /// The hole of the last peg.
    pub finish: Hole,
    /// The merit's bound between the two ends: the first limit searched.
    pub merit: usize,
    /// The fewest moves, or `None` if a search gave up for room.
    pub moves: Option<usize>,
    /// No solution has fewer moves: the fewest when proven.
    pub at_least: usize,
    /// The search within one move fewer that met nowhere (the proof), if
    /// the merit's bound did not prove the fewest alone; or the search
    /// that gave up.
    pub below: Option<WithinMoves>,
    /// A solution in the fewest moves (one of the last search's).
    pub jumps: Option<Vec<Jump>>,
    /// The minimal solutions, counted (when the fewest are proven).
    pub count: Option<MinimalCount>,
    /// The minimal solutions up to the order of their moves and the
    /// symmetries fixing both holes, a move known by its effect: Bell's
    /// count ([`distinct_minimal`]; when the fewest are proven and the walk
    /// fits the room).
    pub distinct: Option<u64>,
}

/// The atlas of `board`: for each pair class up to its symmetries that the
/// position classes allow, a solution or a proof that there is none
/// ([`search::solve_pair`]); then, for each solvable one, the fewest moves by
/// searches within rising limits, each holding at most `most_held`
/// positions, and the minimal solutions counted, as sequences and as Bell
/// counts them, each within as many words of 8 bytes (left out, `None`, if
/// they do not fit). `progress` hears of every
/// level the searches and the counts finish.
#[must_use]
pub fn atlas(board: &Board, most_held: usize, progress: &mut dyn FnMut(LevelDone)) -> Atlas {
    let nothing = &mut |_: (Hole, Hole), _: Option<&AtlasProblem>| Ok::<_, std::convert::Infallible>(());
    atlas_resumed(board, most_held, &KnownOutcomes::new(), progress, nothing).unwrap_or_else(|never| match never {})
}

/// A problem's ends: the empty hole at the start, the last peg's hole.
type Pair = (Hole, Hole);

/// The outcomes of an atlas's pair classes, by the smallest pair of each:
/// `None` for an unsolvable one ([`atlas_resumed`]).
pub type KnownOutcomes = HashMap<Pair, Option<AtlasProblem>>;

/// The pair classes of `board` up to its symmetries, the smallest pair of
/// each, and those of them that the position classes allow.
#[must_use]
pub fn atlas_pairs(board: &Board) -> (Vec<Pair>, Vec<Pair>) {
    let pairs: Vec<Pair> = Group::full(board).pair_orbits().iter().map(|orbit| orbit[0]).collect();
    let feasible = pairs
        .iter()
        .copied()
        .filter(|&(s, f)| classes::feasible(board, board.with_empty(&[s]), Position::single(f)))
        .collect();
    (pairs, feasible)
}

/// [`atlas`], resumed: the outcome of a feasible pair class in `known`
/// (`None`: unsolvable; a problem whose fewest moves are found) is taken
/// as it is instead of searched, its minimal solutions counted if they had
/// not fitted the room before; a problem whose search gave up is searched
/// again. `found` hears of every outcome as soon as it is known (not of
/// those taken from `known`), and its error stops the atlas.
///
/// # Errors
///
/// The first error of `found`.
pub fn atlas_resumed<E>(
    board: &Board,
    most_held: usize,
    known: &KnownOutcomes,
    progress: &mut dyn FnMut(LevelDone),
    found: &mut impl FnMut(Pair, Option<&AtlasProblem>) -> Result<(), E>,
) -> Result<Atlas, E> {
    let merit = Merit::new(board);
    let (pairs, feasible) = atlas_pairs(board);
    let mut unsolvable = Vec::new();
    let mut problems = Vec::new();
    for &(s, f) in &feasible {
        match known.get(&(s, f)) {
            Some(None) => {
                unsolvable.push((s, f));
                continue;
            }
            Some(Some(problem)) if problem.moves.is_some() => {
                let mut problem = problem.clone();
                if complete_counts(board, &mut problem, most_held, progress) {
                    found((s, f), Some(&problem))?;
                }
                problems.push(problem);
                continue;
            }
            _ => {}
        }
        let (start, finish) = (board.with_empty(&[s]), Position::single(f));
        if search::solve_pair(board, s, f).is_none() {
            found((s, f), None)?;
            unsolvable.push((s, f));
            continue;
        }
        let mut problem = AtlasProblem {
            start: s,
            finish: f,
            merit: merit.between(start, finish),
            moves: None,
            at_least: 0,
            below: None,
            jumps: None,
            count: None,
            distinct: None,
        };
        let mut limit = problem.merit;
        loop {
            let within =
                within_moves(board, start, finish, limit, most_held, progress).expect("a feasible pair is searched");
            problem.at_least = within.at_least;
            if let Some(jumps) = within.jumps {
                problem.moves = Some(limit);
                problem.jumps = Some(jumps);
                complete_counts(board, &mut problem, most_held, progress);
                break;
            }
            let gave_up = within.gave_up;
            problem.below = Some(within);
            if gave_up {
                break;
            }
            limit += 1;
        }
        found((s, f), Some(&problem))?;
        problems.push(problem);
    }
    Ok(Atlas { pair_classes: pairs.len(), feasible: feasible.len(), unsolvable, problems })
}

/// Counts the minimal solutions of `problem`, whose fewest moves are
/// known, that it lacks (a count that did not fit a run's room before is
/// counted again in this one's): as move sequences ([`count_minimal`]) and
/// as Bell counts them ([`distinct_minimal`]), each within `most_held`
/// words. Whether a count was added.
pub fn complete_counts(
    board: &Board,
    problem: &mut AtlasProblem,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> bool {
    let Some(moves) = problem.moves else { return false };
    let (start, finish) = (board.with_empty(&[problem.start]), Position::single(problem.finish));
    let mut added = false;
    if problem.count.is_none() {
        problem.count = count_minimal(board, start, finish, moves, most_held, progress).ok();
        added |= problem.count.is_some();
    }
    if problem.distinct.is_none() {
        problem.distinct = distinct_minimal(board, start, finish, moves, most_held).ok();
        added |= problem.distinct.is_some();
    }
    added
}
