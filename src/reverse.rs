//! The reverse pass: every start at once, by walking the inverted jumps
//! upward from the positions where games end.
//!
//! An inverted jump ("unjump") takes a peg in `to` with `from` and `over`
//! empty and puts pegs in `from` and `over`; it adds one peg, so the
//! positions met fall into layers by peg count, exactly as in the forward
//! pass, and the loop is the same: two layers in memory, no edges stored.
//! The value of a position is the number of ways to play from it down to
//! the seeds, so at the top layer (one empty hole) it is a per-start count:
//!
//! - seeded with the one-peg position at `f`, the value at "every hole but
//!   `s`" is the number of solutions from `s` finishing at `f`
//!   ([`solutions_to`]);
//! - seeded with every dead end, split by its peg count, it is the number of
//!   games from `s` by pegs left ([`games_by_start`]).
//!
//! Complementing every position (pegs ↔ holes) turns an unjump into a jump,
//! so the pass from the one-peg position at `f` is also, read through
//! complements, the forward pass from the start with only `f` empty: the
//! positions it meets that no jump leads into are the complements of that
//! start's dead ends, and their values count its games by pegs left
//! ([`Finishing::games_from_finish`]). The solution table uses this on
//! boards where the pass from every dead end would be too large.
//!
//! The loop is the layered pass of [`crate::pass`], going up
//! ([`Pass::reverse`]). Positions are kept in canonical form under a mirror
//! that fixes the seeds (the mirror through the finishing hole, or any
//! mirror for the set of all dead ends).
//! As in the forward pass each stored value is the total over the
//! position's orbit, which every unjump passes on whole, so counts are
//! exact; the top layer's totals are divided by the orbit size.
//!
//! Random-play chances run backwards too: the chance of ending at `f` from a
//! position is the mean of its children's chances, so a position divides the
//! sum it collected by its number of legal jumps before passing it up.
//!
//! ```
//! use pegsol::{games_by_start, solutions_to, Board};
//!
//! // Seed 002: T4 from hole 9 has 14 solutions (all finishing at 6)
//! // among 93 games.
//! let t4 = Board::triangle(4).unwrap();
//! let (nine, six) = (t4.parse_hole("9").unwrap(), t4.parse_hole("6").unwrap());
//! let to_six = solutions_to(&t4, six, &mut |_| {});
//! assert_eq!(to_six.solutions[nine.index()].to_string(), "14");
//! // Read the other way round, the same pass counts the 14 solutions from 6.
//! assert_eq!(to_six.games_from_finish[&1].to_string(), "14");
//! let games = games_by_start(&t4, &mut |_| {});
//! let total: u32 = games.games_by_pegs_left[nine.index()].values().map(|c| u32::try_from(c).unwrap()).sum();
//! assert_eq!(total, 93);
//! ```

use std::collections::BTreeMap;

use num_bigint::BigUint;

use crate::board::{Board, Hole};
use crate::forward::ForwardStats;
use crate::pass::{LayerDone, Pass, PassError, Walk};
use crate::position::Position;
use crate::weight::{Chance, Overflow, Weight};

/// Games counted by the pegs they end with, one count per peg count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PegsLeft<W>(pub Vec<W>);

impl<W: Weight> Weight for PegsLeft<W> {
    type Total = PegsLeft<W::Total>;
    type Wider = PegsLeft<W::Wider>;
    type Sum = Vec<W::Sum>;

    /// One game ending with no pegs left.
    fn unit() -> Self {
        Self::ending_with(0)
    }

    /// One game, ending here with `pegs` pegs.
    fn ending_with(pegs: u32) -> Self {
        let mut counts = vec![W::default(); pegs as usize + 1];
        counts[pegs as usize] = W::unit();
        PegsLeft(counts)
    }

    fn total(&self) -> Self::Total {
        PegsLeft(self.0.iter().map(Weight::total).collect())
    }

    fn widen(&self) -> Self::Wider {
        PegsLeft(self.0.iter().map(Weight::widen).collect())
    }

    fn add_share(&mut self, parent: &Self, degree: u32) -> Result<(), Overflow> {
        if self.0.len() < parent.0.len() {
            self.0.resize(parent.0.len(), W::default());
        }
        for (mine, theirs) in self.0.iter_mut().zip(&parent.0) {
            mine.add_share(theirs, degree)?;
        }
        Ok(())
    }

    fn add_to(&self, sum: &mut Vec<W::Sum>) {
        sum.resize_with(sum.len().max(self.0.len()), W::Sum::default);
        for (weight, sum) in self.0.iter().zip(sum) {
            weight.add_to(sum);
        }
    }

    fn sum_total(sum: Vec<W::Sum>) -> Self::Total {
        PegsLeft(sum.into_iter().map(W::sum_total).collect())
    }

    fn divided_by(&self, divisor: u32) -> Self {
        PegsLeft(self.0.iter().map(|w| w.divided_by(divisor)).collect())
    }
}

/// Solutions finishing at one hole, for every start.
#[derive(Clone, Debug)]
pub struct Finishing {
    /// The hole the last peg ends in.
    pub finish: Hole,
    /// Solutions from each start (by hole index) that finish here.
    pub solutions: Vec<BigUint>,
    /// The chance that uniformly random play from each start finishes here.
    pub chance: Vec<f64>,
    /// Complete games from the start with only `finish` empty, by pegs left.
    /// Taking complements turns every unjump into a jump, so this pass is,
    /// hole for hole complemented, the forward pass from that start: its
    /// positions with no way back are the complements of that start's dead
    /// ends, and their values count the games ending there.
    pub games_from_finish: BTreeMap<u32, BigUint>,
    /// Positions the pass met (not reduced by symmetry).
    pub positions: u64,
}

/// The reverse pass from the one-peg position at `finish`, reduced by the
/// finishing hole's stabilizer; machine integers first, arbitrary precision
/// if they overflow.
pub fn solutions_to(board: &Board, finish: Hole, progress: &mut dyn FnMut(LayerDone)) -> Finishing {
    let seed = Position::single(finish);
    let mut seeds = vec![Vec::new(); 2];
    seeds[1].push(seed);
    let walked = unlimited(Pass::on(board).progress(progress).reverse::<(u64, Chance)>(seeds, vec![seed]));
    Finishing {
        finish,
        solutions: walked.by_hole.iter().map(|(count, _)| count.clone()).collect(),
        chance: walked.by_hole.iter().map(|(_, chance)| chance.to_f64()).collect(),
        games_from_finish: walked
            .terminal
            .iter()
            .map(|(&pegs, (count, _))| (board.hole_count() as u32 - pegs, count.clone()))
            .collect(),
        positions: walked.positions,
    }
}

impl Pass<'_> {
    /// The forward figures of the start with only `hole` empty (positions,
    /// moves, games by pegs left, solutions by finish), computed the other
    /// way round: by the reverse pass from the one-peg position at `hole`,
    /// read through complements (see the module documentation). It shares
    /// no layer, seed or move direction with the forward pass, so two
    /// reports that agree check each other. Random-play chances are not
    /// computed (left empty).
    ///
    /// ```
    /// use pegsol::{forward, Board, Pass, Reduction};
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let hole = t5.parse_hole("4").unwrap();
    /// let reverse = Pass::on(&t5).forward_by_reverse(hole).unwrap();
    /// let ahead = forward(&t5, t5.with_empty(&[hole]), Reduction::Symmetry);
    /// assert_eq!((reverse.positions, reverse.moves), (ahead.positions, ahead.moves));
    /// assert_eq!(reverse.games_by_pegs_left, ahead.games_by_pegs_left);
    /// assert_eq!(reverse.solutions_by_finish, ahead.solutions_by_finish);
    /// ```
    pub fn forward_by_reverse(&mut self, hole: Hole) -> Result<ForwardStats, PassError> {
        let seed = Position::single(hole);
        let mut seeds = vec![Vec::new(); 2];
        seeds[1].push(seed);
        let walked = self.reverse::<u64>(seeds, vec![seed])?;
        let holes = self.board.hole_count() as u32;
        Ok(ForwardStats {
            start: self.board.with_empty(&[hole]),
            positions: walked.positions,
            // The complement of a position the pass met is one the forward
            // pass meets, with the other holes pegged; complements commute
            // with symmetries, so orbits match too.
            positions_by_pegs: walked.by_pegs.into_iter().map(|(pegs, layer)| (holes - pegs, layer)).collect(),
            moves: walked.moves,
            // A position with no way back has `pegs` pegs; its complement,
            // the dead end of the forward pass, has the others.
            games_by_pegs_left: walked.terminal.into_iter().map(|(pegs, count)| (holes - pegs, count)).collect(),
            // The value at "every hole but t" counts the ways down to the
            // peg at `hole`; complemented, the games from `hole` that end
            // at t.
            solutions_by_finish: walked.by_hole,
            random_play_pegs_left: BTreeMap::new(),
            random_play_exact: None,
        })
    }
}

/// Which pass computed a `count` report (`count --by`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CountedBy {
    /// The forward pass from the start.
    #[default]
    Forward,
    /// The reverse pass from the one-peg position at the start's empty
    /// hole, read through complements ([`Pass::forward_by_reverse`]).
    Reverse,
}

/// Games by pegs left, for every start.
#[derive(Clone, Debug)]
pub struct Endings {
    /// For each start (by hole index): complete games by pegs left.
    pub games_by_pegs_left: Vec<BTreeMap<u32, BigUint>>,
    /// Positions the pass met (not reduced by symmetry).
    pub positions: u64,
}

/// The reverse pass from every dead end of the board, reduced by the whole
/// symmetry group. It meets nearly every position of the board (`2^holes`),
/// so on boards beyond T5 reading the games from the solution passes
/// ([`Finishing::games_from_finish`]) is cheaper.
pub fn games_by_start(board: &Board, progress: &mut dyn FnMut(LayerDone)) -> Endings {
    let walked = unlimited(Pass::on(board).progress(progress).reverse::<PegsLeft<u64>>(dead_ends(board), Vec::new()));
    let games_by_pegs_left = walked
        .by_hole
        .into_iter()
        .map(|counts| {
            counts
                .0
                .into_iter()
                .enumerate()
                .filter(|(_, c)| *c != BigUint::default())
                .map(|(k, c)| (k as u32, c))
                .collect()
        })
        .collect();
    Endings { games_by_pegs_left, positions: walked.positions }
}

/// The result of a pass without limits, which cannot fail.
fn unlimited<T>(walked: Result<Walk<T>, PassError>) -> Walk<T> {
    walked.unwrap_or_else(|error| unreachable!("a pass without limits cannot fail: {error}"))
}

/// The dead ends of the board (positions with no legal jump), by peg count.
fn dead_ends(board: &Board) -> Vec<Vec<Position>> {
    let mut layers = vec![Vec::new(); board.hole_count() + 1];
    for bits in 0..=board.full().0 {
        let position = Position(bits);
        if position.is_terminal(board) {
            layers[position.pegs() as usize].push(position);
        }
    }
    layers
}
