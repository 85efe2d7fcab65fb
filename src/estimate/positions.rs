//! Positions per layer: drawn uniformly from the start's class (or taken
//! whole when there are few) and tested for reachability in fixed lanes.

use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use super::estimates::{binomial, Interval, LayerEstimate, Settings};
use super::intervals::wilson;
use super::sampling::below;
use crate::board::{Board, Hole};
use crate::classes::{self, PositionClass};
use crate::position::Position;
use crate::search::Reacher;

/// Draws positions with `pegs` pegs from `class` and tests each, in the
/// reachers' lanes (see [`test_in_lanes`]).
pub(super) fn layer(
    board: &Board,
    lanes: &mut [Reacher<'_>],
    class: PositionClass,
    pegs: u32,
    settings: &Settings,
    rng: &mut ChaCha8Rng,
) -> LayerEstimate {
    let in_class = classes::positions_in_class(board, class, pegs);
    let holes: Vec<Hole> = board.holes().collect();
    if in_class == 0 {
        // None to draw (one peg, from a corner of T4, T7 or T10): the layer is
        // exactly empty.
        let positions = Interval { value: 0.0, low: 0.0, high: 0.0 };
        return LayerEstimate { pegs, in_class, samples: 0, exhaustive: true, reachable: 0, undecided: 0, positions };
    }
    if binomial(holes.len() as u32, pegs) <= u128::from(settings.samples) {
        let whole: Vec<Position> = subsets(board.hole_count() as u32, pegs)
            .filter(|&subset| PositionClass::of(board, subset) == class)
            .collect();
        let (reachable, undecided) = test_in_lanes(board, lanes, &whole, settings.budget);
        let positions =
            Interval { value: reachable as f64, low: reachable as f64, high: (reachable + undecided) as f64 };
        let tested = u64::try_from(in_class).expect("no more than the samples");
        return LayerEstimate { pegs, in_class, samples: tested, exhaustive: true, reachable, undecided, positions };
    }
    let drawn: Vec<Position> = (0..settings.samples)
        .map(|_| loop {
            let drawn = draw(&holes, pegs, rng);
            if PositionClass::of(board, drawn) == class {
                break drawn;
            }
        })
        .collect();
    let (reachable, undecided) = test_in_lanes(board, lanes, &drawn, settings.budget);
    let n = settings.samples;
    let scale = in_class as f64;
    let decided = (n - undecided).max(1) as f64;
    let positions = Interval {
        value: scale * reachable as f64 / decided,
        low: scale * wilson(reachable, n).0,
        high: scale * wilson(reachable + undecided, n).1,
    };
    LayerEstimate { pegs, in_class, samples: n, exhaustive: false, reachable, undecided, positions }
}

/// How many of `positions` are reachable from the start, and how many
/// are undecided within `budget`. Position `i` is tested in lane
/// `i % lanes.len()`, whose tests run in order on one reacher, kept from
/// layer to layer (the dead positions one search finds let the next go
/// further within the budget). The lanes, not the threads, decide what a
/// search knows, so the answers are the same on any number of threads.
fn test_in_lanes(board: &Board, lanes: &mut [Reacher<'_>], positions: &[Position], budget: u64) -> (u64, u64) {
    let count = lanes.len();
    lanes
        .par_iter_mut()
        .enumerate()
        .map(|(lane, reacher)| {
            let (mut reachable, mut undecided) = (0, 0);
            for drawn in positions.iter().skip(lane).step_by(count) {
                match reacher.reaches(Position(board.full().0 ^ drawn.0), budget) {
                    Some(true) => reachable += 1,
                    Some(false) => {}
                    None => undecided += 1,
                }
            }
            (reachable, undecided)
        })
        .reduce(|| (0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
}

/// Every position with `pegs` pegs among `holes` holes, in increasing order
/// of its bits (Gosper's hack).
fn subsets(holes: u32, pegs: u32) -> impl Iterator<Item = Position> {
    let limit = if holes == 64 { u64::MAX } else { (1u64 << holes) - 1 };
    let first = if pegs == 0 { 0 } else { u64::MAX >> (64 - pegs) };
    std::iter::successors(Some(first), move |&x| {
        if x == 0 {
            return None;
        }
        let low = x & x.wrapping_neg();
        let ripple = x.checked_add(low)?;
        let next = (((ripple ^ x) >> 2) / low) | ripple;
        (next <= limit).then_some(next)
    })
    .map(Position)
}

/// A uniform `pegs`-subset of `holes` (a partial Fisher–Yates shuffle).
fn draw(holes: &[Hole], pegs: u32, rng: &mut ChaCha8Rng) -> Position {
    let mut order = holes.to_vec();
    let mut bits = 0;
    for i in 0..pegs as usize {
        let j = i + below(rng, (order.len() - i) as u64) as usize;
        order.swap(i, j);
        bits |= order[i].bit();
    }
    Position(bits)
}
