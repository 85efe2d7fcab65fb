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
//! Positions are kept in canonical form under a symmetry group that fixes
//! the seeds (the finishing hole's stabilizer, or the whole group for the
//! dead ends). As in the forward pass each stored value is the total over
//! the position's orbit, which every unjump passes on whole, so counts are
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
use rustc_hash::FxHashMap;

use crate::board::{Board, Hole};
use crate::forward::LayerDone;
use crate::position::Position;
use crate::symmetry::Group;
use crate::weight::{Chance, Overflow, Weight};

/// What one reverse pass finds.
#[derive(Clone, Debug)]
pub struct ReverseWalk<W> {
    /// Distinct positions met, the seeds included.
    pub positions: u64,
    /// (position, legal unjump) pairs among them.
    pub unjumps: u64,
    /// The value at the single-vacancy start "every hole but `s`", by `s`.
    pub starts: Vec<W>,
    /// Total value of the positions no unjump leads out of (no position
    /// jumps into them), by peg count. Their complements are the dead ends
    /// of the forward pass from the complement of the seed.
    pub roots: BTreeMap<u32, W>,
}

/// Runs the layered reverse pass. `seeds(p)` gives the positions entered at
/// layer `p` (canonical under `group`, each with its orbit total); the pass
/// climbs from layer 0 to the single-vacancy layer.
pub fn reverse_walk<W: Weight>(
    board: &Board,
    group: &Group,
    seeds: &mut dyn FnMut(u32) -> Vec<(Position, W)>,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<ReverseWalk<W>, Overflow> {
    let holes = board.hole_count();
    let top = holes.saturating_sub(1) as u32;
    let mut result =
        ReverseWalk { positions: 0, unjumps: 0, starts: vec![W::default(); holes], roots: BTreeMap::new() };
    let mut layer: Vec<(Position, W)> = Vec::new();
    for pegs in 0..=top {
        layer.extend(seeds(pegs));
        let mut next: FxHashMap<Position, W> = FxHashMap::default();
        for (position, collected) in &layer {
            let orbit = group.orbit_size(*position);
            result.positions += u64::from(orbit);
            // A dead end is a seed and passes its own value; any other
            // position has collected the sum over its children.
            let degree = position.legal_jumps(board).count() as u32;
            let weight = if degree == 0 { collected.clone() } else { mean(collected, degree)? };
            if pegs == top {
                result.roots.entry(pegs).or_default().add(&weight)?;
                if let Some(empty) = board.holes().find(|&h| !position.has_peg(h)) {
                    let share = weight.part(orbit);
                    for start in group.hole_orbit(empty) {
                        result.starts[start.index()] = share.clone();
                    }
                }
                continue;
            }
            let mut parents = 0;
            for unjump in position.legal_unjumps(board) {
                parents += 1;
                let parent = group.canonical(position.unjump(unjump));
                next.entry(parent).or_default().add(&weight)?;
            }
            result.unjumps += u64::from(orbit) * parents;
            if parents == 0 {
                result.roots.entry(pegs).or_default().add(&weight)?;
            }
        }
        progress(LayerDone { layers: pegs as usize + 1, of: top as usize + 1, positions: layer.len() });
        layer = next.into_iter().collect();
    }
    Ok(result)
}

/// The share each of `degree` jumps passes on: the mean of the children's
/// chances, or (for counts) the sum itself.
fn mean<W: Weight>(collected: &W, degree: u32) -> Result<W, Overflow> {
    let mut share = W::default();
    share.add_share(collected, degree)?;
    Ok(share)
}

/// Games counted by the pegs they end with, one count per peg count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PegsLeft<W>(pub Vec<W>);

impl<W: Weight> PegsLeft<W> {
    /// One game, ending here with `pegs` pegs.
    #[must_use]
    pub fn ending_with(pegs: u32) -> Self {
        let mut counts = vec![W::default(); pegs as usize + 1];
        counts[pegs as usize] = W::unit();
        PegsLeft(counts)
    }
}

impl<W: Weight> Weight for PegsLeft<W> {
    /// One game ending with no pegs left.
    fn unit() -> Self {
        PegsLeft::ending_with(0)
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

    fn part(&self, parts: u32) -> Self {
        PegsLeft(self.0.iter().map(|w| w.part(parts)).collect())
    }
}

/// Solutions finishing at one hole, for every start.
#[derive(Clone, Debug)]
pub struct Finishing {
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
    let group = Group::stabilizer(board, seed);
    fn seeds<W: Weight>(seed: Position) -> impl FnMut(u32) -> Vec<(Position, W)> {
        move |pegs| if pegs == 1 { vec![(seed, W::unit())] } else { Vec::new() }
    }
    let walked: ReverseWalk<(BigUint, Chance)> =
        match reverse_walk::<(u128, Chance)>(board, &group, &mut seeds(seed), progress) {
            Ok(fast) => ReverseWalk {
                positions: fast.positions,
                unjumps: fast.unjumps,
                starts: fast.starts.into_iter().map(|(count, chance)| (count.into(), chance)).collect(),
                roots: fast.roots.into_iter().map(|(pegs, (count, chance))| (pegs, (count.into(), chance))).collect(),
            },
            Err(Overflow) => {
                reverse_walk(board, &group, &mut seeds(seed), progress).expect("arbitrary precision cannot overflow")
            }
        };
    Finishing {
        finish,
        solutions: walked.starts.iter().map(|(count, _)| count.clone()).collect(),
        chance: walked.starts.iter().map(|(_, chance)| chance.0).collect(),
        games_from_finish: walked
            .roots
            .iter()
            .map(|(&pegs, (count, _))| (board.hole_count() as u32 - pegs, count.clone()))
            .collect(),
        positions: walked.positions,
    }
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
    let group = Group::full(board);
    let dead_ends = dead_ends(board, &group);
    fn seeds<'a, W: Weight>(
        dead_ends: &'a [Vec<(Position, u32)>],
    ) -> impl FnMut(u32) -> Vec<(Position, PegsLeft<W>)> + 'a {
        move |pegs| {
            let orbit_total = |orbit: u32| {
                let mut total = PegsLeft::default();
                for _ in 0..orbit {
                    total.add(&PegsLeft::ending_with(pegs)).expect("orbit sizes are tiny");
                }
                total
            };
            dead_ends.get(pegs as usize).map_or_else(Vec::new, |layer| {
                layer.iter().map(|&(position, orbit)| (position, orbit_total(orbit))).collect()
            })
        }
    }
    let tally = |starts: Vec<Vec<BigUint>>| -> Vec<BTreeMap<u32, BigUint>> {
        starts
            .into_iter()
            .map(|counts| {
                counts
                    .into_iter()
                    .enumerate()
                    .filter(|(_, c)| *c != BigUint::default())
                    .map(|(k, c)| (k as u32, c))
                    .collect()
            })
            .collect()
    };
    let (games, positions) = match reverse_walk::<PegsLeft<u128>>(board, &group, &mut seeds(&dead_ends), progress) {
        Ok(fast) => (
            tally(fast.starts.into_iter().map(|p| p.0.into_iter().map(BigUint::from).collect()).collect()),
            fast.positions,
        ),
        Err(Overflow) => {
            let big: ReverseWalk<PegsLeft<BigUint>> = reverse_walk(board, &group, &mut seeds(&dead_ends), progress)
                .expect("arbitrary precision cannot overflow");
            (tally(big.starts.into_iter().map(|p| p.0).collect()), big.positions)
        }
    };
    Endings { games_by_pegs_left: games, positions }
}

/// The dead ends of the board (positions with no legal jump), canonical
/// under `group`, with their orbit sizes, by peg count.
fn dead_ends(board: &Board, group: &Group) -> Vec<Vec<(Position, u32)>> {
    let mut layers = vec![Vec::new(); board.hole_count() + 1];
    for bits in 0..=board.full().0 {
        let position = Position(bits);
        if position.is_terminal(board) && group.canonical(position) == position {
            layers[position.pegs() as usize].push((position, group.orbit_size(position)));
        }
    }
    layers
}
