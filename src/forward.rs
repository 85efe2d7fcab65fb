//! The forward pass: everything reachable from one start, layer by layer.
//!
//! Every jump removes one peg, so the positions reachable from a start fall
//! into layers by peg count and a pass needs only two layers in memory and
//! stores no edges. Positions are kept in canonical form under the start's
//! stabilizer; each stored value is the total over the position's orbit,
//! which every jump passes on whole (a jump from the representative into an
//! orbit stands for one jump from each member), so totals are exact.
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
use rustc_hash::FxHashMap;

use crate::board::Board;
use crate::position::Position;
use crate::symmetry::Group;
use crate::weight::{Chance, ExactChance, Overflow, Weight};

/// Whether a pass reduces positions by the start's symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reduction {
    /// Canonical positions under the start's stabilizer (the default).
    #[default]
    Symmetry,
    /// Every position on its own.
    None,
}

/// Largest board on which the exact random-play fractions are computed.
pub const EXACT_CHANCE_MAX_HOLES: usize = 15;

/// What one pass finds, for one kind of weight.
#[derive(Clone, Debug)]
pub struct Walk<W> {
    /// Distinct positions reached, the start included.
    pub positions: u64,
    /// (position, legal jump) pairs among them.
    pub moves: u64,
    /// Total weight of the terminal positions, by pegs left.
    pub ends: BTreeMap<u32, W>,
    /// Weight of the one-peg terminal positions, by hole.
    pub finishes: Vec<W>,
}

/// Progress of a pass: called after each layer.
#[derive(Clone, Copy, Debug)]
pub struct LayerDone {
    /// Layers done, the start's included.
    pub layers: usize,
    /// Layers at most (one per peg of the start).
    pub of: usize,
    /// Positions in the layer just done, canonical ones when reducing.
    pub positions: usize,
}

/// Runs the layered pass from `start`, carrying weights of type `W`.
pub fn walk<W: Weight>(
    board: &Board,
    start: Position,
    reduction: Reduction,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<Walk<W>, Overflow> {
    let group = match reduction {
        Reduction::Symmetry => Group::stabilizer(board, start),
        Reduction::None => Group::trivial(),
    };
    let mut result =
        Walk { positions: 0, moves: 0, ends: BTreeMap::new(), finishes: vec![W::default(); board.hole_count()] };
    let mut layer = vec![(start, W::unit())];
    let of = start.pegs() as usize;
    let mut layers = 0;
    while !layer.is_empty() {
        let mut next: FxHashMap<Position, W> = FxHashMap::default();
        for (position, weight) in &layer {
            let orbit = group.orbit_size(*position);
            result.positions += u64::from(orbit);
            let degree = position.legal_jumps(board).count() as u32;
            if degree == 0 {
                let pegs = position.pegs();
                result.ends.entry(pegs).or_default().add(weight)?;
                if let Some(peg) = position.peg_holes().next().filter(|_| pegs == 1) {
                    let members = group.hole_orbit(peg);
                    let share = weight.part(members.len() as u32);
                    for hole in members {
                        result.finishes[hole.index()].add(&share)?;
                    }
                }
                continue;
            }
            result.moves += u64::from(orbit) * u64::from(degree);
            for jump in position.legal_jumps(board) {
                let child = group.canonical(position.jump(jump));
                next.entry(child).or_default().add_share(weight, degree)?;
            }
        }
        layers += 1;
        progress(LayerDone { layers, of, positions: layer.len() });
        layer = next.into_iter().collect();
    }
    Ok(result)
}

/// Everything the forward pass tells about one start.
#[derive(Clone, Debug)]
pub struct ForwardStats {
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

/// `a / b` as the nearest float, for counts of any size.
#[must_use]
pub fn ratio(a: &BigUint, b: &BigUint) -> f64 {
    use num_traits::ToPrimitive;
    BigRational::new(a.clone().into(), b.clone().into()).to_f64().unwrap_or(f64::NAN)
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
    let counted: Walk<(BigUint, Chance)> = match walk::<(u128, Chance)>(board, start, reduction, progress) {
        Ok(fast) => map_walk(fast, |(count, chance)| (BigUint::from(count), chance)),
        Err(Overflow) => walk(board, start, reduction, progress).expect("arbitrary precision cannot overflow"),
    };
    let random_play_exact = (board.hole_count() <= EXACT_CHANCE_MAX_HOLES).then(|| {
        let exact: Walk<ExactChance> =
            walk(board, start, reduction, &mut |_| {}).expect("arbitrary precision cannot overflow");
        exact.ends.into_iter().map(|(pegs, chance)| (pegs, chance.0)).collect()
    });
    ForwardStats {
        start,
        positions: counted.positions,
        moves: counted.moves,
        games_by_pegs_left: counted.ends.iter().map(|(&k, (count, _))| (k, count.clone())).collect(),
        solutions_by_finish: counted.finishes.iter().map(|(count, _)| count.clone()).collect(),
        random_play_pegs_left: counted.ends.iter().map(|(&k, (_, chance))| (k, chance.0)).collect(),
        random_play_exact,
    }
}

fn map_walk<A, B>(walk: Walk<A>, f: impl Fn(A) -> B) -> Walk<B> {
    Walk {
        positions: walk.positions,
        moves: walk.moves,
        ends: walk.ends.into_iter().map(|(k, w)| (k, f(w))).collect(),
        finishes: walk.finishes.into_iter().map(f).collect(),
    }
}
