//! Win or lose after each legal jump, where the exact counts are out of
//! reach.
//!
//! On a board too large to count from its start (T8: a pass from a
//! position of 34 pegs is forecast to meet billions of positions, and the
//! analyzer refuses it), a player still wants to know which jumps keep a
//! one-peg finish. For each legal jump a bounded depth-first search
//! ([`Reacher::search`]: Bell's position classes, an endgame table, dead
//! positions remembered under the symmetries) looks for one solution from
//! the position after it, toward the chosen finish if there is one. The
//! jumps share one budget of positions expanded: each gets an equal share
//! of what is left, so the budget a jump decided quickly did not use goes
//! to the jumps after it. A jump's [`Verdict`] is
//!
//! - [`Verdict::Wins`]: a solution was found, and is given (its jumps from
//!   the position after the jump, replayed to one peg);
//! - [`Verdict::Loses`]: no solution exists: the position classes rule out
//!   every finish, or the search went through every position after the
//!   jump without finding one;
//! - [`Verdict::Unknown`]: the budget ran out first (or the search was
//!   stopped).
//!
//! So "wins" and "loses" are proofs, never guesses; only "unknown" is left
//! open. [`counts_after_jumps`] says how many more jumps a game must play
//! before the analyzer counts again.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use pegsol::analysis::verdict::{verdicts, Verdict, DEFAULT_BUDGET};
//! use pegsol::Board;
//!
//! // Seed 003: T5 from A has 29,760 solutions, 14,880 after each of its two
//! // opening jumps, and none ends at B (the position classes rule it out).
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let never = AtomicBool::new(false);
//! let any = verdicts(&t5, a, None, DEFAULT_BUDGET, &never).unwrap();
//! assert_eq!(any.len(), 2);
//! assert!(any.iter().all(|j| matches!(j.verdict, Verdict::Wins(_))));
//! let b = t5.parse_hole("B").unwrap();
//! let to_b = verdicts(&t5, a, Some(b), DEFAULT_BUDGET, &never).unwrap();
//! assert!(to_b.iter().all(|j| j.verdict == Verdict::Loses));
//! ```

use std::sync::atomic::AtomicBool;

use crate::board::{Board, Hole, Jump};
use crate::classes::{positions_in_class, PositionClass};
use crate::position::Position;
use crate::search::{Found, Reacher};

use super::{check, AnalysisError};

/// The positions the searches of one position's jumps may expand in all,
/// by default: at most about 0.2 s on this project's machine (2 shared
/// cores; measured on the English board from its centre, where a position
/// costs the most; T8 from its corner is decided in a few milliseconds).
pub const DEFAULT_BUDGET: u64 = 100_000;

/// What a bounded search found after one jump.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A solution exists: its jumps from the position after the jump.
    Wins(Vec<Jump>),
    /// No solution exists (proven).
    Loses,
    /// The budget ran out before the search decided.
    Unknown,
}

impl Verdict {
    /// `"wins"`, `"loses"` or `"unknown"`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Wins(_) => "wins",
            Verdict::Loses => "loses",
            Verdict::Unknown => "unknown",
        }
    }
}

/// One legal jump and its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JumpVerdict {
    /// The jump.
    pub jump: Jump,
    /// Whether a solution is left after it.
    pub verdict: Verdict,
}

/// Every legal jump from `position`, in the board's jump order, with its
/// verdict: whether a solution (ending at `finish`, if given) is left
/// after it, decided by searches that expand at most `budget` positions in
/// all. [`AnalysisError::Cancelled`] once `stop` is set (the searches look
/// at it between their rounds).
pub fn verdicts(
    board: &Board,
    position: Position,
    finish: Option<Hole>,
    budget: u64,
    stop: &AtomicBool,
) -> Result<Vec<JumpVerdict>, AnalysisError> {
    let jumps: Vec<Jump> = position.legal_jumps(board).collect();
    // Every position after a jump is in `position`'s class, so one reacher
    // (and what it learns of dead positions) serves them all.
    let mut reacher = reacher(board, position, finish);
    let mut left = budget;
    let mut answers = Vec::with_capacity(jumps.len());
    for (i, &jump) in jumps.iter().enumerate() {
        let share = left / (jumps.len() - i) as u64;
        let (verdict, spent) = decide(&mut reacher, position.jump(jump), finish, share, stop);
        left -= spent.min(left);
        answers.push(JumpVerdict { jump, verdict });
    }
    check(stop)?;
    Ok(answers)
}

/// Whether a solution (ending at `finish`, if given) is left from
/// `position` itself, by one search of at most `budget` positions; stopped
/// as [`verdicts`] is.
pub fn verdict(
    board: &Board,
    position: Position,
    finish: Option<Hole>,
    budget: u64,
    stop: &AtomicBool,
) -> Result<Verdict, AnalysisError> {
    let (verdict, _) = decide(&mut reacher(board, position, finish), position, finish, budget, stop);
    check(stop)?;
    Ok(verdict)
}

/// A reacher for `finish`, or for one peg anywhere `position` may end.
fn reacher(board: &Board, position: Position, finish: Option<Hole>) -> Reacher<'_> {
    match finish {
        Some(hole) => Reacher::new(board, Position::single(hole)),
        None => Reacher::one_peg_from(board, position),
    }
}

/// The verdict of one search from `at`, and the positions it expanded.
fn decide(reacher: &mut Reacher, at: Position, finish: Option<Hole>, budget: u64, stop: &AtomicBool) -> (Verdict, u64) {
    let (found, spent) = reacher.search(at, budget, stop);
    let verdict = match found {
        Found::Solution(solution) => {
            let end = solution.iter().fold(at, |at, &j| at.jump(j));
            debug_assert!(end.pegs() == 1 && finish.is_none_or(|f| end == Position::single(f)));
            Verdict::Wins(solution)
        }
        Found::Nothing => Verdict::Loses,
        Found::OutOfBudget => Verdict::Unknown,
    };
    (verdict, spent)
}

/// How many more jumps a game from `position` plays before the analyzer
/// counts again, given why it refused to count now; `None` for a refusal
/// no number of jumps lifts (a cancelled count, a pass out of memory).
///
/// A position is analysed by counting from each position after a legal
/// jump. On the square lattice those may have at most
/// [`SQUARE_MAX_PEGS`](super::SQUARE_MAX_PEGS) pegs. On the triangular
/// lattice their pass's forecast must be within the work bound: every
/// layer of a pass stays in its start's position class, so the forecast
/// bounds the layer of `k` pegs by the class's positions with `k` pegs
/// (divided among the symmetries fixing the start, which almost no
/// position deep in a game has). The number is the fewest jumps after
/// which that bound, summed over the layers and with no symmetry to
/// divide by, fits the work bound: from then on every position's jumps
/// are counted, and just before it the jumps of a position no symmetry
/// fixes are refused.
///
/// ```
/// use pegsol::analysis::verdict::counts_after_jumps;
/// use pegsol::analysis::{AnalysisError, Analyzer};
/// use pegsol::Board;
///
/// // T8 from its corner: 35 pegs, the jumps' passes refused.
/// let t8 = Board::triangle(8).unwrap();
/// let start = t8.with_empty(&[t8.parse_hole("1").unwrap()]);
/// let refused = Analyzer::new().analyze(&t8, start).unwrap_err();
/// assert!(matches!(refused, AnalysisError::TooLarge { .. }));
/// let n = counts_after_jumps(&t8, start, &refused).unwrap();
/// assert!(n > 0 && n < 35);
/// ```
#[must_use]
pub fn counts_after_jumps(board: &Board, position: Position, refused: &AnalysisError) -> Option<u32> {
    let children = position.pegs().checked_sub(1)?;
    let most = match *refused {
        AnalysisError::TooManyPegs { limit, .. } => limit,
        AnalysisError::TooLarge { limit, .. } => {
            let class = PositionClass::of(board, position);
            let mut bound: u128 = 0;
            let mut fits = None;
            for pegs in 0..=children {
                bound += positions_in_class(board, class, pegs);
                if bound > u128::from(limit) {
                    break;
                }
                fits = Some(pegs);
            }
            fits?
        }
        _ => return None,
    };
    Some(children.saturating_sub(most))
}

#[cfg(test)]
mod tests {
    use num_traits::Zero;

    use super::*;
    use crate::analysis::Analyzer;

    static NEVER: AtomicBool = AtomicBool::new(false);

    /// Along a game on `board` from `start` (the jump with the most
    /// solutions each time), every verdict agrees with the exact count
    /// after its jump, over all finishes and toward every fourth hole:
    /// "wins" (its solution replayed) only where the count is positive,
    /// "loses" only where it is 0. The verdicts decided, of those asked.
    fn agree_with_counts(board: &Board, start: &str, budget: u64) -> (usize, usize) {
        let analyzer = Analyzer::new();
        let mut position = board.with_empty(&[board.parse_hole(start).unwrap()]);
        let (mut decided, mut asked) = (0, 0);
        loop {
            let analysis = analyzer.analyze(board, position).unwrap();
            if analysis.jumps.is_empty() {
                return (decided, asked);
            }
            let finishes = std::iter::once(None).chain(board.holes().step_by(4).map(Some));
            for finish in finishes {
                let verdicts = verdicts(board, position, finish, budget, &NEVER).unwrap();
                assert_eq!(verdicts.len(), analysis.jumps.len());
                for (verdict, counted) in verdicts.iter().zip(&analysis.jumps) {
                    assert_eq!(verdict.jump, counted.jump);
                    let count = match finish {
                        Some(f) => counted.solutions[f.index()].clone(),
                        None => counted.total(),
                    };
                    asked += 1;
                    match &verdict.verdict {
                        Verdict::Wins(solution) => {
                            assert!(!count.is_zero(), "{:?} wins toward {finish:?} with no solution", verdict.jump);
                            let end = solution.iter().fold(position.jump(verdict.jump), |at, &j| {
                                assert!(at.can_jump(j));
                                at.jump(j)
                            });
                            assert_eq!(end.pegs(), 1);
                            assert!(finish.is_none_or(|f| end == Position::single(f)));
                            decided += 1;
                        }
                        Verdict::Loses => {
                            assert!(count.is_zero(), "{:?} loses toward {finish:?} with {count}", verdict.jump);
                            decided += 1;
                        }
                        Verdict::Unknown => {}
                    }
                }
            }
            // Play on along the jump with the most solutions, so that the
            // game stays winnable to its end and meets both verdicts.
            let best = analysis.jumps.iter().max_by_key(|j| j.total()).unwrap();
            position = position.jump(best.jump);
        }
    }

    #[test]
    fn verdicts_agree_with_the_exact_counts_on_t5_t6_and_t7() {
        for (side, start) in [(5, "1"), (5, "2"), (6, "1"), (6, "4"), (7, "2")] {
            let board = Board::triangle(side).unwrap();
            let (decided, asked) = agree_with_counts(&board, start, DEFAULT_BUDGET);
            // T5 and T6 are small enough for the budget to decide every jump.
            if side < 7 {
                assert_eq!(decided, asked, "T{side} from {start}");
            }
            assert!(decided > 0, "T{side} from {start}: nothing decided");
        }
    }

    #[test]
    fn a_budget_of_nothing_decides_only_what_the_classes_and_the_endgame_table_do() {
        let t7 = Board::triangle(7).unwrap();
        let start = t7.with_empty(&[t7.parse_hole("2").unwrap()]);
        let verdicts = verdicts(&t7, start, None, 0, &NEVER).unwrap();
        assert!(verdicts.iter().all(|j| j.verdict == Verdict::Unknown));
    }

    #[test]
    fn a_stopped_search_is_cancelled() {
        let t7 = Board::triangle(7).unwrap();
        let start = t7.with_empty(&[t7.parse_hole("2").unwrap()]);
        let error = verdicts(&t7, start, None, DEFAULT_BUDGET, &AtomicBool::new(true)).unwrap_err();
        assert!(matches!(error, AnalysisError::Cancelled));
    }

    #[test]
    fn counts_start_once_the_class_bound_fits_the_work_bound() {
        // T5 from A with a work bound of 100: the positions of A's start's
        // class with at most k pegs, found by going through all 2^15
        // positions of T5, first exceed 100 at some k; the jumps are
        // counted once they lead to positions of k - 1 pegs.
        let t5 = Board::triangle(5).unwrap();
        let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
        let class = PositionClass::of(&t5, start);
        let mut in_class = [0u64; 16];
        for bits in 0..1u64 << 15 {
            let position = Position(bits);
            if PositionClass::of(&t5, position) == class {
                in_class[position.pegs() as usize] += 1;
            }
        }
        let over = (0..16).find(|&k| in_class[..=k].iter().sum::<u64>() > 100).unwrap() as u32;
        let refused = AnalysisError::TooLarge { pegs: 13, bound: 0, limit: 100 };
        // The jumps from the start lead to 13 pegs; counted at over - 1.
        assert_eq!(counts_after_jumps(&t5, start, &refused), Some(13 - (over - 1)));
        let square = AnalysisError::TooManyPegs { pegs: 31, limit: 26 };
        let english: Board = "english".parse().unwrap();
        let centre = english.with_empty(&[english.parse_hole("d4").unwrap()]);
        assert_eq!(counts_after_jumps(&english, centre, &square), Some(5));
        assert_eq!(counts_after_jumps(&english, centre, &AnalysisError::Cancelled), None);
    }
}
