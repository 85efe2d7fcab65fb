//! The forward pass: everything reachable from one start, layer by layer.
//!
//! Every jump removes one peg, so the positions reachable from a start fall
//! into layers by peg count. The forward pass is the layered pass of
//! [`crate::pass`] going down from the start: path counts (and random-play
//! chances) flow along the jumps, and the dead ends it meets are tallied
//! by pegs left and, with one peg, by finishing hole.
//!
//! ```
//! use pegsol::{forward, Board, Reduction};
//!
//! // Seed 002: T4 with hole 9 empty has 14 solutions among 93 games.
//! let t4 = Board::triangle(4).unwrap();
//! let start = t4.with_empty(&[t4.parse_hole("9").unwrap()]);
//! let stats = forward(&t4, start, Reduction::Symmetry);
//! assert_eq!(stats.games().to_string(), "93");
//! assert_eq!(stats.solutions().to_string(), "14");
//! ```

use std::collections::BTreeMap;

use num_bigint::BigUint;
use num_rational::BigRational;

use crate::board::Board;
use crate::pass::{Direction, Forecast, Job, LayerDone, Limits, PassError, Walk};
use crate::position::Position;
use crate::weight::{ratio, Chance, ExactChance, Weight};

/// Whether a pass reduces positions by the start's symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reduction {
    /// Canonical positions under a mirror that fixes the start, if one
    /// does (the default).
    #[default]
    Symmetry,
    /// Every position on its own.
    None,
}

/// Largest board on which the exact random-play fractions are computed.
pub const EXACT_CHANCE_MAX_HOLES: usize = 15;

/// Runs the layered pass from `start`, with counts starting as `W` and
/// widened where they would overflow, and no memory limit.
pub fn walk<W: Weight>(
    board: &Board,
    start: Position,
    reduction: Reduction,
    progress: &mut dyn FnMut(LayerDone),
) -> Walk<W::Total> {
    walk_within::<W>(board, start, reduction, &Limits::default(), progress)
        .unwrap_or_else(|error| unreachable!("a pass without limits cannot fail: {error}"))
}

/// Runs the layered pass from `start` within `limits` (see [`crate::pass`]).
pub fn walk_within<W: Weight>(
    board: &Board,
    start: Position,
    reduction: Reduction,
    limits: &Limits,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<Walk<W::Total>, PassError> {
    let mut seeds = vec![Vec::new(); start.pegs() as usize + 1];
    seeds[start.pegs() as usize].push(start);
    let fixed = (reduction == Reduction::Symmetry).then(|| vec![start]);
    Job { board, direction: Direction::Down, seeds, fixed }.run::<W>(limits, progress)
}

/// The bounds of the forward pass from `start` (see [`Forecast`]), for
/// counts alone or with random-play chances (larger entries).
#[must_use]
pub fn forecast(board: &Board, start: Position, reduction: Reduction, random_play: bool) -> Forecast {
    let fixed = (reduction == Reduction::Symmetry).then(|| vec![start]);
    let mut seeds = vec![Vec::new(); start.pegs() as usize + 1];
    seeds[start.pegs() as usize].push(start);
    let job = Job { board, direction: Direction::Down, seeds, fixed };
    let forecast = if random_play { job.forecast::<(u64, Chance)>() } else { job.forecast::<u64>() };
    forecast.expect("one start is one seed")
}

/// Everything the forward pass tells about one start.
#[derive(Clone, Debug)]
pub struct ForwardStats {
    /// The position the pass started from.
    pub start: Position,
    /// Distinct positions reachable, the start included.
    pub positions: u64,
    /// (position, legal jump) pairs among them.
    pub moves: u64,
    /// Complete games by pegs left at their end.
    pub games_by_pegs_left: BTreeMap<u32, BigUint>,
    /// Solutions (games ending with one peg) by finishing hole index.
    pub solutions_by_finish: Vec<BigUint>,
    /// Probability of ending with k pegs under uniformly random play.
    pub random_play_pegs_left: BTreeMap<u32, f64>,
    /// The same as exact fractions, on boards of at most
    /// [`EXACT_CHANCE_MAX_HOLES`] holes.
    pub random_play_exact: Option<BTreeMap<u32, BigRational>>,
}

impl ForwardStats {
    /// All complete games.
    #[must_use]
    pub fn games(&self) -> BigUint {
        self.games_by_pegs_left.values().sum()
    }

    /// All solutions (games ending with one peg).
    #[must_use]
    pub fn solutions(&self) -> BigUint {
        self.solutions_by_finish.iter().sum()
    }

    /// The most pegs left at any dead end.
    #[must_use]
    pub fn max_pegs_left(&self) -> u32 {
        self.games_by_pegs_left.keys().copied().max().unwrap_or(0)
    }

    /// The fewest jumps of any complete game.
    #[must_use]
    pub fn min_game_jumps(&self) -> u32 {
        self.start.pegs() - self.max_pegs_left()
    }

    /// Solutions as a share of all games (seed 002's "probability of winning").
    #[must_use]
    pub fn win_share_of_games(&self) -> f64 {
        ratio(&self.solutions(), &self.games())
    }
}

/// Runs the forward pass from `start`: exact counts (machine integers, or
/// arbitrary precision where those would overflow) and random-play chances.
#[must_use]
pub fn forward(board: &Board, start: Position, reduction: Reduction) -> ForwardStats {
    forward_with_progress(board, start, reduction, &mut |_| {})
}

/// [`forward`], reporting each finished layer to `progress`.
pub fn forward_with_progress(
    board: &Board,
    start: Position,
    reduction: Reduction,
    progress: &mut dyn FnMut(LayerDone),
) -> ForwardStats {
    forward_within(board, start, reduction, &Limits::default(), RandomPlay::Included, progress)
        .unwrap_or_else(|error| unreachable!("a pass without limits can only overflow, which is handled: {error}"))
}

/// Whether a forward pass also computes random-play chances (which makes
/// every stored entry larger).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RandomPlay {
    /// Computed alongside the counts.
    Included,
    /// Left out.
    Skipped,
}

/// [`forward_with_progress`] within memory `limits`, with or without the
/// random-play chances (left empty when skipped).
pub fn forward_within(
    board: &Board,
    start: Position,
    reduction: Reduction,
    limits: &Limits,
    random_play: RandomPlay,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<ForwardStats, PassError> {
    let (counts, random_play_pegs_left) = match random_play {
        RandomPlay::Included => {
            let both = walk_within::<(u64, Chance)>(board, start, reduction, limits, progress)?;
            let chances = both.terminal.iter().map(|(&k, (_, chance))| (k, chance.0)).collect();
            (map_walk(both, |(count, _)| count), chances)
        }
        RandomPlay::Skipped => (walk_within::<u64>(board, start, reduction, limits, progress)?, BTreeMap::new()),
    };
    let random_play_exact =
        (random_play == RandomPlay::Included && board.hole_count() <= EXACT_CHANCE_MAX_HOLES).then(|| {
            let exact = walk::<ExactChance>(board, start, reduction, &mut |_| {});
            exact.terminal.into_iter().map(|(pegs, chance)| (pegs, chance.0)).collect()
        });
    Ok(ForwardStats {
        start,
        positions: counts.positions,
        moves: counts.moves,
        games_by_pegs_left: counts.terminal,
        solutions_by_finish: counts.by_hole,
        random_play_pegs_left,
        random_play_exact,
    })
}

fn map_walk<A, B>(walk: Walk<A>, f: impl Fn(A) -> B) -> Walk<B> {
    Walk {
        positions: walk.positions,
        moves: walk.moves,
        terminal: walk.terminal.into_iter().map(|(k, w)| (k, f(w))).collect(),
        by_hole: walk.by_hole.into_iter().map(f).collect(),
    }
}
