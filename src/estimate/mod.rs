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

use std::sync::mpsc;

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::board::{Board, Hole};
use crate::classes::{self, PositionClass};
use crate::position::{JumpLines, Position, MAX_JUMPS};
use crate::search::Reacher;

pub mod thinned;

/// How many times likelier a guided playout picks a child proven to reach
/// one peg than one whose search ran out of budget, other things equal.
const PROVEN_ODDS: u64 = 16;

/// The stream of the seed from which guided playout 0 draws; playout `i`
/// draws from the stream this many plus `i`.
const GUIDED_STREAMS: u64 = 1 << 32;

/// Guided playouts run in this many lanes, each with its own reacher.
const GUIDED_LANES: u64 = 16;

/// Position tests run in this many lanes, each with its own reacher kept
/// from layer to layer: sample `i` of a layer is tested in lane
/// `i % POSITION_LANES`.
const POSITION_LANES: usize = 16;

/// Below this many pegs a playout counts exactly instead of drawing.
pub const EXACT_TAIL_PEGS: u32 = 9;

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Resamples of the bootstrap-t interval for games and solutions.
pub const RESAMPLES: usize = 999;

/// Entries the exact tail's memo holds before it is cleared.
const TAIL_MEMO_LIMIT: usize = 1 << 21;

/// How many samples, from which seed, and how hard to search.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Drawn positions per layer, and playouts ([`TreeMethod::Playouts`],
    /// [`TreeMethod::Guided`]).
    pub samples: u64,
    /// The seed of the random stream.
    pub seed: u64,
    /// Positions one reachability search may expand before it gives up.
    pub budget: u64,
    /// How games and solutions are estimated.
    pub method: TreeMethod,
}

/// Bytes each replicate of the thinned pass keeps until the end of the
/// run: its [`thinned::Replicate`] (48) with its 64 sums by finish (512,
/// and 16 of the allocator's), and its games and solutions copied out for
/// the bootstrap (16).
const REPLICATE_BYTES: u64 = 600;

/// Bytes each playout keeps until its interval is taken: its two values
/// (16), and the same split into games and solutions (16).
const PLAYOUT_BYTES: u64 = 32;

/// Bytes a guided playout keeps: its value in its lane (8) and in order (8).
const GUIDED_PLAYOUT_BYTES: u64 = 16;

/// Bytes each position drawn for a layer takes (a [`Position`]).
const DRAWN_BYTES: u64 = 8;

/// Bytes a replicate of the thinned pass holds at least for each position
/// of a full layer: the position and its weight (16), at least as many
/// children (16), and their weights when the layer is thinned (8).
const WIDTH_BYTES: u64 = 40;

impl Settings {
    /// The memory a run with these settings holds at least, with replicates
    /// of the thinned pass on `threads` threads at once: what [`estimate`]
    /// keeps for every replicate or playout, for the positions a layer
    /// draws (or tests whole), and for the layers of the replicates running
    /// (as wide as `width`, or as the largest layer `board` could have). A
    /// caller refuses settings whose need is over its memory limit before
    /// the run allocates any of it; saturates at `u64::MAX`.
    #[must_use]
    pub fn memory_needed(&self, board: &Board, threads: usize) -> u64 {
        let samples = u128::from(self.samples);
        // No layer holds more positions than this; one with no more than
        // the samples is tested whole.
        let holes = board.hole_count() as u32;
        let largest = (0..=holes).map(|pegs| binomial(holes, pegs)).max().unwrap_or(1);
        let drawn = samples.min(largest) * u128::from(DRAWN_BYTES);
        let needed = match self.method {
            TreeMethod::Thinned { width, replicates } => {
                let running = u128::from(replicates.min(threads.max(1) as u64));
                let layers = running.saturating_mul(u128::from(width).min(largest) * u128::from(WIDTH_BYTES));
                (u128::from(replicates) * u128::from(REPLICATE_BYTES)).saturating_add(layers).saturating_add(drawn)
            }
            TreeMethod::Playouts => samples * u128::from(PLAYOUT_BYTES) + drawn,
            TreeMethod::Guided => samples * u128::from(PLAYOUT_BYTES + GUIDED_PLAYOUT_BYTES) + drawn,
        };
        u64::try_from(needed).unwrap_or(u64::MAX)
    }
}

/// How [`estimate`] estimates the games and the solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeMethod {
    /// The thinned layered pass ([`thinned`]): about `width` positions per
    /// layer, `replicates` independent runs, a bootstrap-t interval over
    /// them. The one to trust from T8 up.
    Thinned {
        /// Positions a layer keeps.
        width: u64,
        /// Independent runs.
        replicates: u64,
    },
    /// Knuth's playouts, `samples` of them, for both.
    Playouts,
    /// Knuth's playouts for the games; for the solutions, playouts that
    /// steer clear of dead positions (a search per child, within
    /// `budget`).
    Guided,
}

/// A point estimate with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// The point estimate.
    pub value: f64,
    /// The interval's low end.
    pub low: f64,
    /// The interval's high end.
    pub high: f64,
}

impl Interval {
    /// Whether `x` lies in the interval (ends included).
    #[must_use]
    pub fn contains(&self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }

    /// The interval's width relative to its point estimate.
    #[must_use]
    pub fn relative_width(&self) -> f64 {
        (self.high - self.low) / self.value
    }
}

/// An estimate of a count from playouts or from replicates of the thinned
/// pass.
#[derive(Clone, Copy, Debug)]
pub struct TreeEstimate {
    /// The estimate and its 95 % interval (bootstrap-t); for an exact
    /// count ([`Estimates::exact`]) the count as a float, with no spread.
    pub estimate: Interval,
    /// Playouts (or replicates) that contributed more than zero; 0 for an
    /// exact count, which runs no replicates.
    pub hits: u64,
}

/// The estimated number of reachable positions with one peg count.
#[derive(Clone, Copy, Debug)]
pub struct LayerEstimate {
    /// Pegs on the board.
    pub pegs: u32,
    /// Positions with this many pegs in the start's class.
    pub in_class: u128,
    /// Positions drawn (or, when `exhaustive`, tested).
    pub samples: u64,
    /// Whether every position of the class was tested (a class no larger
    /// than the samples): the layer is then exact, up to undecided ones.
    pub exhaustive: bool,
    /// Drawn positions found reachable.
    pub reachable: u64,
    /// Drawn positions whose search ran out of budget.
    pub undecided: u64,
    /// The estimate and its 95 % interval (Wilson's, scaled).
    pub positions: Interval,
}

/// What [`estimate`] finds.
#[derive(Clone, Debug)]
pub struct Estimates {
    /// The settings it ran with.
    pub settings: Settings,
    /// Complete games (to a position with no jump).
    pub games: TreeEstimate,
    /// Games ending with one peg.
    pub solutions: TreeEstimate,
    /// The solutions by the hole of the last peg, in board order, for the
    /// holes where some replicate of the thinned pass found one (empty for
    /// the playouts). `hits` counts the replicates.
    pub solutions_by_finish: Vec<(Hole, TreeEstimate)>,
    /// The exact games, solutions and solutions by finishing hole, when the
    /// thinned pass thins nothing: no layer holds more than `width`
    /// positions, so every replicate would be the exact layered pass, run
    /// once instead in whole numbers ([`thinned::exact`]). `games`,
    /// `solutions` and `solutions_by_finish` then hold the same figures as
    /// floats, with no spread; these are the ones to print.
    pub exact: Option<thinned::Exact>,
    /// Whether the start's position class holds a position with one peg;
    /// if not, no game ends with one peg and `solutions` is exactly zero
    /// (on T4, T7 and T10 from a corner, or from any hole in its class).
    pub solvable: bool,
    /// Reachable positions by pegs, most pegs first.
    pub layers: Vec<LayerEstimate>,
    /// All reachable positions: the layers summed, the interval normal
    /// from the layers' variances, widened by the undecided samples.
    pub positions: Interval,
}

/// Where a run is, for progress bars.
#[derive(Clone, Copy, Debug)]
pub enum Stage {
    /// Playouts done so far.
    Playouts(u64),
    /// Playouts down the solvable part of the tree done so far.
    SolutionPlayouts(u64),
    /// Replicates of the thinned layered pass done so far.
    Replicates(u64),
    /// The layer with this many pegs is done.
    Layer(u32),
}

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

/// Knuth's playouts: each one's estimates of games and of solutions.
fn playouts(
    board: &Board,
    start: Position,
    samples: u64,
    rng: &mut ChaCha8Rng,
    progress: &mut dyn FnMut(Stage),
) -> Vec<(f64, f64)> {
    let lines = JumpLines::new(board);
    let mut tail = Tail { lines: &lines, memo: FxHashMap::default() };
    let mut values = Vec::with_capacity(usize::try_from(samples).unwrap_or(0));
    let mut children = [Position(0); MAX_JUMPS];
    for done in 1..=samples {
        let mut at = start;
        let mut weight = 1.0;
        let (below_games, below_solutions) = loop {
            if at.pegs() <= EXACT_TAIL_PEGS {
                break tail.below(at);
            }
            let count = at.children(&lines, &mut children);
            if count == 0 {
                break (1, u128::from(at.pegs() == 1));
            }
            let (pick, factor) = importance_pick(&lines, &children[..count], &[1; MAX_JUMPS][..count], rng);
            weight *= factor;
            at = children[pick];
        };
        values.push((weight * below_games as f64, weight * below_solutions as f64));
        if done % 4096 == 0 {
            progress(Stage::Playouts(done));
        }
    }
    values
}

/// Playouts down the part of the tree that holds solutions, each one's
/// estimate of the solutions, run on every thread of the current rayon
/// pool. At each step the children are tested by a search for one peg
/// anywhere ([`Reacher::one_peg_from`]); the playout picks one of those not
/// proved dead, by the importance shares of [`playouts`] with a child
/// proved alive [`PROVEN_ODDS`] times likelier than one whose search ran
/// out of budget, and its weight grows by the inverse probability. A dead
/// child holds no solution, so leaving it out keeps the estimate unbiased;
/// an undecided child stays in, which costs variance, never bias. Below
/// [`EXACT_TAIL_PEGS`] pegs the solutions are counted exactly, as in
/// [`playouts`].
///
/// Playout `i` draws from stream [`GUIDED_STREAMS`]` + i` of the seed and
/// runs in lane `i % GUIDED_LANES`, whose playouts run in order and share
/// a reacher (the dead positions one finds let the next one's searches go
/// further within the budget). The lanes, not the threads, decide what a
/// playout knows, so its value is the same on any number of threads. The
/// values come back in playout order.
fn solution_playouts(board: &Board, start: Position, settings: &Settings, progress: &mut dyn FnMut(Stage)) -> Vec<f64> {
    let lines = JumpLines::new(board);
    let lines = &lines;
    let work = move |tick: mpsc::Sender<()>| {
        let lanes: Vec<Vec<f64>> = (0..GUIDED_LANES)
            .into_par_iter()
            .map_with(tick, |tick, lane| {
                let mut tail = Tail { lines, memo: FxHashMap::default() };
                let mut one_peg = Reacher::one_peg_from(board, start);
                (lane..settings.samples)
                    .step_by(GUIDED_LANES as usize)
                    .map(|i| {
                        let value = solution_playout(start, settings, i, &mut tail, &mut one_peg);
                        // The receiver only counts; it is gone only if the
                        // caller's thread panicked.
                        let _ = tick.send(());
                        value
                    })
                    .collect()
            })
            .collect();
        (0..settings.samples).map(|i| lanes[(i % GUIDED_LANES) as usize][(i / GUIDED_LANES) as usize]).collect()
    };
    with_ticks(settings.samples, work, &mut |done| progress(Stage::SolutionPlayouts(done)))
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

/// Runs `work` on a thread of its own, which sends one tick per unit of
/// work done (`total` in all), and reports each tick to `progress` on
/// this thread as it comes.
fn with_ticks<T: Send>(
    total: u64,
    work: impl FnOnce(mpsc::Sender<()>) -> T + Send,
    progress: &mut dyn FnMut(u64),
) -> T {
    let (tick, ticks) = mpsc::channel();
    std::thread::scope(|scope| {
        let work = scope.spawn(move || work(tick));
        for done in 1..=total {
            if ticks.recv().is_err() {
                break;
            }
            progress(done);
        }
        work.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Guided playout number `playout` (see [`solution_playouts`]): its
/// estimate of the solutions.
fn solution_playout(
    start: Position,
    settings: &Settings,
    playout: u64,
    tail: &mut Tail<'_>,
    one_peg: &mut Reacher<'_>,
) -> f64 {
    let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
    rng.set_stream(GUIDED_STREAMS + playout);
    let mut children = [Position(0); MAX_JUMPS];
    let (mut at, mut weight) = (start, 1.0);
    let below_solutions = loop {
        if at.pegs() <= EXACT_TAIL_PEGS {
            break tail.below(at).1;
        }
        let count = at.children(tail.lines, &mut children);
        let mut alive = 0;
        let mut odds = [1; MAX_JUMPS];
        for i in 0..count {
            let verdict = one_peg.reaches(children[i], settings.budget);
            if verdict != Some(false) {
                children[alive] = children[i];
                odds[alive] = if verdict == Some(true) { PROVEN_ODDS } else { 1 };
                alive += 1;
            }
        }
        if alive == 0 {
            break 0;
        }
        let (pick, factor) = importance_pick(tail.lines, &children[..alive], &odds[..alive], &mut rng);
        weight *= factor;
        at = children[pick];
    };
    weight * below_solutions as f64
}

/// Importance sampling: one of `children` drawn with probability
/// proportional to (1 + its legal jumps)^3 times its `odds`, and the
/// inverse of that probability, by which a playout's weight grows.
fn importance_pick(lines: &JumpLines, children: &[Position], odds: &[u64], rng: &mut ChaCha8Rng) -> (usize, f64) {
    let mut shares = [0u64; MAX_JUMPS];
    for ((share, child), &odds) in shares.iter_mut().zip(children).zip(odds) {
        *share = u64::from(1 + child.jump_count(lines)).pow(3) * odds;
    }
    let total: u64 = shares[..children.len()].iter().sum();
    let mut left = below(rng, total);
    let pick = shares[..children.len()]
        .iter()
        .position(|&share| {
            let here = left < share;
            left = left.saturating_sub(share);
            here
        })
        .expect("the draw is below the total");
    (pick, total as f64 / shares[pick] as f64)
}

/// Exact games and solutions below positions with few pegs.
struct Tail<'a> {
    lines: &'a JumpLines,
    memo: FxHashMap<Position, (u128, u128)>,
}

impl Tail<'_> {
    /// Games and solutions from `at` (few pegs, so they fit `u128`).
    fn below(&mut self, at: Position) -> (u128, u128) {
        if let Some(&known) = self.memo.get(&at) {
            return known;
        }
        let mut children = [Position(0); MAX_JUMPS];
        let count = at.children(self.lines, &mut children);
        let found = if count == 0 {
            (1, u128::from(at.pegs() == 1))
        } else {
            children[..count].iter().fold((0, 0), |(g, s), &child| {
                let (cg, cs) = self.below(child);
                (g + cg, s + cs)
            })
        };
        if self.memo.len() >= TAIL_MEMO_LIMIT {
            self.memo.clear();
        }
        self.memo.insert(at, found);
        found
    }
}

/// The mean and its standard error.
fn mean_and_error(sum: f64, squares: f64, n: f64) -> (f64, f64) {
    let mean = sum / n;
    let variance = if n > 1.0 { ((squares - n * mean * mean) / (n - 1.0)).max(0.0) } else { 0.0 };
    (mean, (variance / n).sqrt())
}

/// The playouts' mean of `values` with its bootstrap-t 95 % interval, the
/// resamples drawn from `stream` of `seed`. Games and plain solutions use
/// the same stream, so they are resampled with the same playouts.
fn bootstrap_t(values: &[f64], seed: u64, stream: u64) -> TreeEstimate {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    // No playouts (zero samples): an estimate of zero, not 0/0.
    let n = values.len().max(1) as f64;
    let sums = |pick: &mut dyn FnMut() -> f64| {
        (0..values.len()).fold((0.0, 0.0), |(sum, squares), _| {
            let x = pick();
            (sum + x, squares + x * x)
        })
    };
    let mut all = values.iter().copied();
    let (sum, squares) = sums(&mut || all.next().expect("one value a playout"));
    let (mean, se) = mean_and_error(sum, squares, n);
    let mut t = Vec::with_capacity(RESAMPLES);
    if values.len() > 1 {
        for _ in 0..RESAMPLES {
            let (sum, squares) = sums(&mut || values[below(&mut rng, values.len() as u64) as usize]);
            let (m, resampled_se) = mean_and_error(sum, squares, n);
            if resampled_se > 0.0 {
                t.push((m - mean) / resampled_se);
            }
        }
    }
    let hits = values.iter().filter(|&&v| v > 0.0).count() as u64;
    if t.is_empty() || se == 0.0 {
        return TreeEstimate { estimate: Interval { value: mean, low: mean, high: mean }, hits };
    }
    t.sort_by(f64::total_cmp);
    let quantile = |p: f64| t[((t.len() + 1) as f64 * p).floor().clamp(1.0, t.len() as f64) as usize - 1];
    let estimate =
        Interval { value: mean, low: (mean - quantile(0.975) * se).max(0.0), high: mean - quantile(0.025) * se };
    TreeEstimate { estimate, hits }
}

/// Draws positions with `pegs` pegs from `class` and tests each, in the
/// reachers' lanes (see [`test_in_lanes`]).
fn layer(
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

/// C(n, k), exactly.
fn binomial(n: u32, k: u32) -> u128 {
    (0..k).fold(1u128, |c, i| c * u128::from(n - i) / u128::from(i + 1))
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

/// Wilson's 95 % score interval for a proportion of `hits` in `n`.
#[must_use]
pub fn wilson(hits: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p) = (n as f64, hits as f64 / n as f64);
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let spread = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - spread).max(0.0), (centre + spread).min(1.0))
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

/// A uniform integer below `n` (> 0), by rejection: no modulo bias.
fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % n;
    loop {
        let x = rng.next_u64();
        if x < zone {
            return x % n;
        }
    }
}
