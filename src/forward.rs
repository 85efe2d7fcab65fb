//! The forward pass: everything reachable from one start, layer by layer.
//!
//! Every jump removes one peg, so the positions reachable from a start fall
//! into layers by peg count. The forward pass ([`Pass::forward`], or
//! [`forward`] without limits) is the layered pass of [`crate::pass`]
//! going down from the start: path counts (and random-play chances) flow
//! along the jumps, and the dead ends it meets are tallied by pegs left
//! and, with one peg, by finishing hole.
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
use crate::pass::{LayerSize, Pass, PassError, RandomPlay, Reduction, Walk};
use crate::position::Position;
use crate::weight::{ratio, Chance, ExactChance};

/// Largest board on which the exact random-play fractions are computed.
pub const EXACT_CHANCE_MAX_HOLES: usize = 15;

/// Everything the forward pass tells about one start.
#[derive(Clone, Debug)]
pub struct ForwardStats {
    /// The position the pass started from.
    pub start: Position,
    /// Distinct positions reachable, the start included.
    pub positions: u64,
    /// The reachable positions by number of pegs: all of them, and up to
    /// the symmetries of the board that fix the start.
    pub positions_by_pegs: BTreeMap<u32, LayerSize>,
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

/// Runs the forward pass from `start` with no limits (so it cannot fail):
/// exact counts (machine integers, or arbitrary precision where those
/// would overflow) and random-play chances. [`Pass::forward`] takes the
/// other options.
#[must_use]
pub fn forward(board: &Board, start: Position, reduction: Reduction) -> ForwardStats {
    Pass::on(board)
        .reduction(reduction)
        .forward(start)
        .unwrap_or_else(|error| unreachable!("a pass without limits can only overflow, which is handled: {error}"))
}

impl Pass<'_> {
    /// Runs the forward pass from `start` as `pegsol count` does: exact
    /// counts and, unless skipped ([`Pass::random_play`]; they are left
    /// empty then), random-play chances, as exact fractions too on boards
    /// of at most [`EXACT_CHANCE_MAX_HOLES`] holes (a second pass, in
    /// memory and without progress).
    pub fn forward(&mut self, start: Position) -> Result<ForwardStats, PassError> {
        let (counts, random_play_pegs_left) = match self.random_play {
            RandomPlay::Included => {
                let both = self.walk::<(u64, Chance)>(start)?;
                let chances = both.terminal.iter().map(|(&k, (_, chance))| (k, chance.to_f64())).collect();
                (map_walk(both, |(count, _)| count), chances)
            }
            RandomPlay::Skipped => (self.walk::<u64>(start)?, BTreeMap::new()),
        };
        let exact_chances =
            self.random_play == RandomPlay::Included && self.board.hole_count() <= EXACT_CHANCE_MAX_HOLES;
        let random_play_exact = exact_chances.then(|| {
            let exact = Pass::on(self.board)
                .reduction(self.reduction)
                .walk::<ExactChance>(start)
                .unwrap_or_else(|error| unreachable!("a pass without limits cannot fail: {error}"));
            exact.terminal.into_iter().map(|(pegs, chance)| (pegs, chance.0)).collect()
        });
        Ok(ForwardStats {
            start,
            positions: counts.positions,
            positions_by_pegs: counts.by_pegs,
            moves: counts.moves,
            games_by_pegs_left: counts.terminal,
            solutions_by_finish: counts.by_hole,
            random_play_pegs_left,
            random_play_exact,
        })
    }
}

fn map_walk<A, B>(walk: Walk<A>, f: impl Fn(A) -> B) -> Walk<B> {
    Walk {
        positions: walk.positions,
        by_pegs: walk.by_pegs,
        moves: walk.moves,
        terminal: walk.terminal.into_iter().map(|(k, w)| (k, f(w))).collect(),
        by_hole: walk.by_hole.into_iter().map(f).collect(),
    }
}
