//! What an estimate takes and gives: its [`Settings`] (samples, seed,
//! budget, [`TreeMethod`]) with the memory they need, the 95% [`Interval`]s
//! of games, solutions and positions by layer ([`Estimates`]), and the
//! [`Stage`]s a progress bar is told of.
//!
//! ```
//! use pegsol::estimate::Interval;
//!
//! let exact = Interval { value: 93.0, low: 93.0, high: 93.0 };
//! assert_eq!(exact.value, 93.0); // T4 from hole 2: 93 games (seed 002)
//! ```

use crate::board::{Board, Hole};

/// Below this many pegs a playout counts exactly instead of drawing.
pub const EXACT_TAIL_PEGS: u32 = 9;

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Resamples of the bootstrap-t interval for games and solutions.
pub const RESAMPLES: usize = 999;

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
    pub exact: Option<super::thinned::Exact>,
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

/// C(n, k), exactly.
pub(super) fn binomial(n: u32, k: u32) -> u128 {
    (0..k).fold(1u128, |c, i| c * u128::from(n - i) / u128::from(i + 1))
}
