//! One solution for one problem: [`solve`] (or why there is none),
//! [`find_solution`], and [`solve_pair`], where searches over a pair's
//! images take turns.

use super::attempt::{Attempt, NoSolution};
use super::depth::JumpOrder;
use crate::board::{Board, Hole, Jump};
use crate::position::Position;

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
