//! Estimates where exact counts are out of reach (T9, T10): games and
//! solutions by a thinned layered pass (or by Knuth's tree-size
//! estimator), positions per layer by sampling, each with a 95 %
//! confidence interval.
//!
//! **Games and solutions, thinned** ([`TreeMethod::Thinned`], the
//! default): the layered pass with every layer thinned to about `width`
//! positions by threshold sampling, repeated over independent replicates;
//! see [`thinned`]. Paths that meet merge as in the exact pass, so where a
//! playout carries one path a replicate carries many: on T8 from the
//! corner 20 replicates of width 10^4 (one second) gave the solutions
//! within −5 % to +14 % over 20 seeds, where 300 guided playouts (a
//! minute) were off by a factor of up to 8 and their intervals held the
//! count 5 times of 10.
//! The interval is the bootstrap-t below, over the replicates' values.
//! When no layer holds more than `width` positions nothing is thinned and
//! every replicate would be the exact pass: it is then run once, in whole
//! numbers ([`thinned::exact`]), and [`Estimates::exact`] holds the exact
//! counts instead of an estimate.
//!
//! **Games and solutions by playouts** ([`TreeMethod::Playouts`]). A
//! playout goes down from the start choosing one legal jump at a time
//! uniformly at random, and carries the product `W` of the numbers of
//! choices it had. Every game is reached with probability
//! `1/W`, so `W` is an unbiased estimate of the number of games (Knuth,
//! "Estimating the efficiency of backtrack programs", Math. Comp. 29, 1975),
//! and `W` times "this game ends with one peg" one of the solutions. Once a
//! playout is down to [`EXACT_TAIL_PEGS`] pegs it stops drawing: the games
//! and solutions below that position are counted exactly (depth first, with
//! a memo) and multiplied by `W`. That is importance sampling's limit case:
//! the last steps, where a solution is won or lost, contribute no variance.
//!
//! The interval is the studentized bootstrap (bootstrap-t; Efron and
//! Tibshirani, "An Introduction to the Bootstrap", 1993, ch. 12): the
//! playouts are resampled with replacement [`RESAMPLES`] times, each
//! resample's mean m* and standard error se* give t* = (m* − m) / se*, and
//! the interval is [m − t*(0.975)·se, m − t*(0.025)·se]. The weights are
//! heavy-tailed: the mean of a few thousand playouts is usually somewhat
//! below the count and now and then far above it, and a resample without
//! the heaviest playouts has both a low mean and a small spread. The
//! bootstrap-t sees that skew and stretches the interval upwards, where a
//! symmetric interval (normal, or Student's t over batch means) does not.
//! It is still an approximation: heavy playouts that were never drawn are
//! invisible to every interval computed from the sample. Resamples with no
//! spread at all (every value equal) have no t* and are left out. The
//! resampling draws from its own stream (stream 1 of the seed), so the
//! playouts and positions are the same as without it.
//!
//! **Solutions, guided** ([`TreeMethod::Guided`]). Where solutions are rare
//! few plain playouts end in one. Guided playouts test every child with a
//! search for one peg ([`Reacher::one_peg_from`]) and never enter one
//! proved dead, which holds no solution: the estimate stays unbiased, and
//! nearly every playout ends with one peg (298 of 300 on T8 from the
//! corner, against 14 of 1,000 plain ones).
//!
//! **Positions.** Every position reachable from the start lies in its class
//! ([`crate::classes`]), so for k pegs the estimator draws positions
//! uniformly from the start's class (a uniform k-subset of the holes,
//! redrawn until it is in the class) and multiplies the share found
//! reachable by the size of the class, [`classes::positions_in_class`]
//! (about a quarter of C(holes, k)). Reachability is decided by a search
//! from the drawn position back towards the start: the complement of a
//! position reachable from the start reaches the complement of the start
//! by jumps ([`search::Reacher`]). A search that would expand more than
//! the budget leaves its sample undecided; the interval counts it as
//! unreachable at its low end and reachable at its high end. The interval
//! is Wilson's score interval for the proportion, scaled. The draws are
//! tested on every thread, in 16 lanes with a reacher each, so the
//! answers are the same on any number of threads.
//!
//! Everything is drawn from ChaCha8 seeded by `--seed` (stream 0 for the
//! playouts and positions, stream 1 for the resampling, stream 3 for the
//! guided playouts' resampling, stream 4 for the replicates' resampling,
//! stream 2^32 + i for guided playout i, which runs in a fixed lane on any
//! thread, and stream 2^33 + r for replicate r; the positions are drawn in
//! order and tested in fixed lanes): a run is reproducible, on
//! any machine and any number of threads.
//!
//! ```
//! use pegsol::estimate::{estimate, Settings, TreeMethod};
//! use pegsol::Board;
//!
//! // T5 from A (the corner) has 29,760 solutions (Durango Bill, "Peg
//! // Solitaire", table "Total Solutions"). The estimate's interval holds
//! // them.
//! let t5 = Board::triangle(5).unwrap();
//! let settings = Settings { samples: 2_000, seed: 1, budget: 1 << 20, method: TreeMethod::Playouts };
//! let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let found = estimate(&t5, a, &settings, &mut |_| {});
//! assert!(found.solutions.estimate.contains(29_760.0));
//! // Layers with fewer positions than samples are tested whole, so they
//! // are exact: with 14 pegs, the start alone.
//! assert_eq!((found.layers[0].pegs, found.layers[0].exhaustive), (14, true));
//! assert_eq!(found.layers[0].positions.value, 1.0);
//!
//! // The thinned pass, 20 replicates of 100 positions a layer (T5's largest
//! // layer holds 679).
//! let thinned = Settings { method: TreeMethod::Thinned { width: 100, replicates: 20 }, ..settings };
//! let found = estimate(&t5, a, &thinned, &mut |_| {});
//! assert!(found.solutions.estimate.contains(29_760.0));
//! assert_eq!(found.solutions.hits, 20);
//! ```

mod estimates;
mod intervals;
mod playouts;
mod positions;
mod sampling;
pub mod thinned;

use std::sync::mpsc;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use crate::board::Board;
use crate::classes::{self, PositionClass};
use crate::position::{JumpLines, Position};
use crate::search::Reacher;

pub use estimates::{
    Estimates, Interval, LayerEstimate, Settings, Stage, TreeEstimate, TreeMethod, EXACT_TAIL_PEGS, RESAMPLES, Z95,
};
use intervals::bootstrap_t;
pub use intervals::wilson;
use playouts::{playouts, solution_playouts};
use positions::layer;
use sampling::with_ticks;

/// Position tests run in this many lanes, each with its own reacher kept
/// from layer to layer: sample `i` of a layer is tested in lane
/// `i % POSITION_LANES`.
const POSITION_LANES: usize = 16;

/// Estimates games, solutions and positions per layer from `start`.
pub fn estimate(board: &Board, start: Position, settings: &Settings, progress: &mut dyn FnMut(Stage)) -> Estimates {
    let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
    let mut solutions_by_finish = Vec::new();
    let thinned_width = match settings.method {
        TreeMethod::Thinned { width, .. } => Some(usize::try_from(width).unwrap_or(usize::MAX)),
        TreeMethod::Playouts | TreeMethod::Guided => None,
    };
    let exact = thinned_width.and_then(|width| thinned::exact(&JumpLines::new(board), start, width));
    let (games, solutions) = if let Some(exact) = &exact {
        let whole = |count: u128| TreeEstimate {
            estimate: Interval { value: count as f64, low: count as f64, high: count as f64 },
            hits: 0,
        };
        for hole in board.holes() {
            let count = exact.by_finish[usize::from(hole.0)];
            if count > 0 {
                solutions_by_finish.push((hole, whole(count)));
            }
        }
        (whole(exact.games), whole(exact.solutions))
    } else if let TreeMethod::Thinned { width, replicates } = settings.method {
        let found = thinned_replicates(board, start, width, replicates, settings.seed, progress);
        let (games, solutions): (Vec<f64>, Vec<f64>) = found.iter().map(|r| (r.games, r.solutions)).unzip();
        for hole in board.holes() {
            let here: Vec<f64> = found.iter().map(|r| r.by_finish[usize::from(hole.0)]).collect();
            if here.iter().any(|&x| x > 0.0) {
                solutions_by_finish.push((hole, bootstrap_t(&here, settings.seed, 4)));
            }
        }
        (bootstrap_t(&games, settings.seed, 4), bootstrap_t(&solutions, settings.seed, 4))
    } else {
        let (games, solutions): (Vec<f64>, Vec<f64>) =
            playouts(board, start, settings.samples, &mut rng, progress).into_iter().unzip();
        let solutions = if settings.method == TreeMethod::Guided {
            // Their own streams: the playouts, positions and games are the
            // same as without them.
            bootstrap_t(&solution_playouts(board, start, settings, progress), settings.seed, 3)
        } else {
            bootstrap_t(&solutions, settings.seed, 1)
        };
        (bootstrap_t(&games, settings.seed, 1), solutions)
    };
    let target = Position(board.full().0 ^ start.0);
    let mut lanes: Vec<Reacher> = (0..POSITION_LANES).map(|_| Reacher::new(board, target)).collect();
    let class = PositionClass::of(board, start);
    let mut layers = Vec::new();
    for pegs in (1..=start.pegs()).rev() {
        layers.push(layer(board, &mut lanes, class, pegs, settings, &mut rng));
        progress(Stage::Layer(pegs));
    }
    // Undecided samples count as unreachable at the low end and reachable
    // at the high end, as in each layer; the spread is the normal one of
    // the sum of independent layers.
    let (mut value, mut low, mut high, mut variance) = (0.0, 0.0, 0.0, 0.0);
    for l in &layers {
        value += l.positions.value;
        if l.exhaustive {
            (low, high) = (low + l.positions.low, high + l.positions.high);
            continue;
        }
        let (n, scale) = (l.samples as f64, l.in_class as f64);
        low += scale * l.reachable as f64 / n;
        high += scale * (l.reachable + l.undecided) as f64 / n;
        let share = (l.reachable as f64 + l.undecided as f64 / 2.0) / n;
        variance += scale * scale * share * (1.0 - share) / n;
    }
    let spread = Z95 * variance.sqrt();
    let positions = Interval { value, low: (low - spread).max(0.0), high: high + spread };
    let solvable = classes::positions_in_class(board, class, 1) > 0;
    Estimates { settings: *settings, games, solutions, solutions_by_finish, exact, solvable, layers, positions }
}

/// The replicates of the thinned layered pass ([`thinned::replicate`]), run
/// on every thread of the current rayon pool; each one draws from its own
/// stream, so they are the same on any number of threads.
fn thinned_replicates(
    board: &Board,
    start: Position,
    width: u64,
    replicates: u64,
    seed: u64,
    progress: &mut dyn FnMut(Stage),
) -> Vec<thinned::Replicate> {
    let lines = JumpLines::new(board);
    let lines = &lines;
    let width = usize::try_from(width).unwrap_or(usize::MAX);
    let work = move |tick: mpsc::Sender<()>| {
        (0..replicates)
            .into_par_iter()
            .map_with(tick, |tick, r| {
                let found = thinned::replicate(lines, start, width, seed, r);
                let _ = tick.send(());
                found
            })
            .collect()
    };
    with_ticks(replicates, work, &mut |done| progress(Stage::Replicates(done)))
}
