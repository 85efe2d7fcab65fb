//! The forward pass: everything reachable from one start, layer by layer.
//!
//! Every jump removes one peg, so the positions reachable from a start fall
//! into layers by peg count and a pass needs only two layers in memory and
//! stores no edges. Positions are kept in canonical form under the start's
//! stabilizer; each stored value is the total over the position's orbit,
//! which every jump passes on whole (a jump from the representative into an
//! orbit stands for one jump from each member), so totals are exact.
//!
//! Layers are split into shards by position hash, so the threads of the
//! current rayon pool build each layer together; a layer too large for the
//! memory limit is built in parts, or spilled to disk ([`walk_within`]).
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
use std::ops::Range;
use std::path::PathBuf;

use num_bigint::BigUint;
use num_rational::BigRational;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::board::Board;
use crate::position::{JumpLines, Position, MAX_JUMPS};
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

/// Most shards a layer is split into by position hash, so threads can build
/// and merge parts of the next layer independently.
const MAX_SHARDS: usize = 4096;

/// Positions per shard aimed at: small layers get few shards.
const SHARD_POSITIONS: usize = 1 << 14;

/// Parents expanded per round: bounds the memory held by children that are
/// generated but not yet merged into the next layer.
const ROUND: usize = 1 << 18;

/// How much memory a pass may use, and where it may spill layers.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Bytes of layer data the pass may hold in memory; `None`: no limit.
    pub memory: Option<u64>,
    /// A directory for layers that do not fit; `None`: never spill.
    pub spill: Option<PathBuf>,
}

/// Why a pass stopped.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    #[error(transparent)]
    Overflow(#[from] Overflow),
    #[error(
        "a layer of about {positions} positions needs about {needed} MiB, over the memory limit of {limit} MiB; \
         raise --memory-limit or give --spill-dir",
        needed = needed >> 20,
        limit = limit >> 20
    )]
    MemoryLimit { positions: u64, needed: u64, limit: u64 },
    #[error("these weights cannot be spilled to disk")]
    CannotSpill,
    #[error("spill file {path}: {source}")]
    Spill { path: PathBuf, source: std::io::Error },
}

/// One shard of a layer: canonical positions and their weights, in memory
/// or spilled to a file.
enum Shard<W> {
    Held(Vec<(Position, W)>),
    Spilled { path: PathBuf, len: usize },
}

impl<W: Weight> Shard<W> {
    fn len(&self) -> usize {
        match self {
            Shard::Held(entries) => entries.len(),
            Shard::Spilled { len, .. } => *len,
        }
    }

    /// The entries, read back from disk if spilled; `last` use deletes the file.
    fn load(&mut self, last: bool) -> Result<Vec<(Position, W)>, PassError> {
        match self {
            Shard::Held(entries) if last => Ok(std::mem::take(entries)),
            Shard::Held(entries) => Ok(entries.clone()),
            Shard::Spilled { path, .. } => {
                let fail = |source| PassError::Spill { path: path.clone(), source };
                let bytes = std::fs::read(&*path).map_err(fail)?;
                if last {
                    std::fs::remove_file(&*path).map_err(fail)?;
                }
                let size = 8 + W::SPILL_BYTES.ok_or(PassError::CannotSpill)?;
                Ok(bytes
                    .chunks_exact(size)
                    .map(|entry| {
                        let (position, weight) = entry.split_at(8);
                        (Position(u64::from_le_bytes(position.try_into().expect("8 bytes"))), W::read_bytes(weight))
                    })
                    .collect())
            }
        }
    }

    fn spill(entries: &[(Position, W)], path: PathBuf) -> Result<Shard<W>, PassError> {
        let size = 8 + W::SPILL_BYTES.ok_or(PassError::CannotSpill)?;
        let mut bytes = Vec::with_capacity(entries.len() * size);
        for (position, weight) in entries {
            bytes.extend_from_slice(&position.0.to_le_bytes());
            weight.write_bytes(&mut bytes);
        }
        std::fs::write(&path, bytes).map_err(|source| PassError::Spill { path: path.clone(), source })?;
        Ok(Shard::Spilled { path, len: entries.len() })
    }
}

/// The shard, of `shards`, a position belongs to: a mixing hash that is
/// independent of the hash the maps use inside a shard, scaled to `shards`.
fn shard_of(position: Position, shards: usize) -> usize {
    let mut x = position.0;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    ((u128::from(x) * shards as u128) >> 64) as usize
}

/// Runs the layered pass from `start`, carrying weights of type `W`, with
/// no memory limit.
pub fn walk<W: Weight>(
    board: &Board,
    start: Position,
    reduction: Reduction,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<Walk<W>, Overflow> {
    match walk_within(board, start, reduction, &Limits::default(), progress) {
        Ok(walk) => Ok(walk),
        Err(PassError::Overflow(overflow)) => Err(overflow),
        Err(other) => unreachable!("a pass without limits or spilling failed: {other}"),
    }
}

/// Runs the layered pass from `start` within `limits`.
///
/// Each layer is split into shards by position hash. A round expands a run
/// of parent shards in parallel, each into its children bucketed by target
/// shard; then every target shard merges its buckets in parallel, in parent
/// order, so results (float sums included) do not depend on the number of
/// threads. Run it inside a rayon pool to choose the threads.
///
/// When the next layer's hash maps would not fit the memory limit, the
/// next layer is built in parts (a range of shards each), expanding the
/// current layer once per part; when the layers themselves would not fit,
/// they are spilled to files in `limits.spill`.
pub fn walk_within<W: Weight>(
    board: &Board,
    start: Position,
    reduction: Reduction,
    limits: &Limits,
    progress: &mut dyn FnMut(LayerDone),
) -> Result<Walk<W>, PassError> {
    let group = match reduction {
        Reduction::Symmetry => Group::stabilizer(board, start),
        Reduction::None => Group::trivial(),
    };
    let lines = JumpLines::new(board);
    let entry = std::mem::size_of::<(Position, W)>() as u64;
    // A hash map holds an entry in 8/7 to 16/7 slots, each with a control byte.
    let map_entry = (entry + 1) * 2;
    let mut result = Walk::empty(board.hole_count());
    let mut layer: Vec<Shard<W>> = vec![Shard::Held(vec![(start, W::unit())])];
    let mut growth = 8.0f64;
    let of = start.pegs() as usize;
    let mut layers = 0;
    loop {
        let positions: usize = layer.iter().map(Shard::len).sum();
        if positions == 0 {
            break;
        }
        let expected = (positions as f64 * growth * 1.2) as u64 + 1024;
        let held: u64 = layer.iter().map(|s| if let Shard::Held(e) = s { e.len() as u64 * entry } else { 0 }).sum();
        let limit = limits.memory.unwrap_or(u64::MAX);
        // Layers that fit in half the limit stay in memory and the maps of the
        // part being built get the other half; larger layers are spilled and
        // the maps get three quarters, the rest being for buffers.
        let spill = held + expected * entry > limit / 2;
        let spill_dir = match (&limits.spill, spill) {
            (_, false) => None,
            (Some(dir), true) if W::SPILL_BYTES.is_some() => Some(dir),
            (Some(_), true) => return Err(PassError::CannotSpill),
            (None, true) => {
                let needed = held + expected * (entry + map_entry);
                return Err(PassError::MemoryLimit { positions: expected, needed, limit });
            }
        };
        let maps_budget = if spill { (limit / 4 * 3).saturating_sub(held) } else { limit / 2 };
        let parts = (expected * map_entry).div_ceil(maps_budget.max(1)).max(1) as usize;
        let shards = ((4 * positions / SHARD_POSITIONS).max(parts)).clamp(1, MAX_SHARDS);
        let mut next: Vec<Option<Shard<W>>> = (0..shards).map(|_| None).collect();
        for part in 0..parts {
            let targets = part * shards / parts..(part + 1) * shards / parts;
            let last = part + 1 == parts;
            let mut maps: Vec<FxHashMap<Position, W>> = targets.clone().map(|_| FxHashMap::default()).collect();
            let mut first = 0;
            while first < layer.len() {
                // A run of parent shards holding about ROUND positions.
                let mut end = first;
                let mut parents = 0;
                while end < layer.len() && (end == first || parents + layer[end].len() <= ROUND) {
                    parents += layer[end].len();
                    end += 1;
                }
                let expanded: Vec<Expansion<W>> = layer[first..end]
                    .par_iter_mut()
                    .map(|shard| {
                        let entries = shard.load(last)?;
                        Ok(expand(board, &group, &lines, entries, shards, targets.clone())?)
                    })
                    .collect::<Result<_, PassError>>()?;
                if part == 0 {
                    for part in &expanded {
                        result.absorb(&part.tally)?;
                    }
                }
                maps.par_iter_mut().enumerate().try_for_each(|(target, map)| {
                    for part in &expanded {
                        for (child, share) in part.for_target(target) {
                            map.entry(*child).or_default().add(share)?;
                        }
                    }
                    Ok::<_, Overflow>(())
                })?;
                first = end;
            }
            let built: Vec<Shard<W>> = maps
                .into_par_iter()
                .zip(targets.clone())
                .map(|(map, target)| {
                    let entries: Vec<(Position, W)> = map.into_iter().collect();
                    match spill_dir {
                        Some(dir) => {
                            Shard::spill(&entries, dir.join(format!("layer-{}-shard-{target}", of - layers - 1)))
                        }
                        None => Ok(Shard::Held(entries)),
                    }
                })
                .collect::<Result<_, PassError>>()?;
            for (slot, shard) in next[targets].iter_mut().zip(built) {
                *slot = Some(shard);
            }
        }
        layers += 1;
        progress(LayerDone { layers, of, positions });
        layer = next.into_iter().map(|shard| shard.expect("every part built")).collect();
        let next_positions: usize = layer.iter().map(Shard::len).sum();
        growth = next_positions as f64 / positions as f64;
    }
    Ok(result)
}

/// What expanding one parent shard produced.
struct Expansion<W> {
    /// The tallies of the parents themselves.
    tally: Walk<W>,
    /// Each parent's share along every jump, grouped by the child's shard.
    children: Vec<(Position, W)>,
    /// Where each target shard's group starts in `children`, and the end.
    starts: Vec<usize>,
}

impl<W> Expansion<W> {
    /// The children that belong to the `target`-th target shard.
    fn for_target(&self, target: usize) -> &[(Position, W)] {
        &self.children[self.starts[target]..self.starts[target + 1]]
    }
}

/// Expands the parents in `shard`: their tallies, and the shares they pass
/// to children whose shard (of `shards`) lies in `targets`.
fn expand<W: Weight>(
    board: &Board,
    group: &Group,
    lines: &JumpLines,
    shard: Vec<(Position, W)>,
    shards: usize,
    targets: Range<usize>,
) -> Result<Expansion<W>, Overflow> {
    let mut tally = Walk::empty(board.hole_count());
    let mut found = Vec::with_capacity(shard.len() * 8 * targets.len() / shards);
    let mut sizes = vec![0; targets.len()];
    let mut children = [Position(0); MAX_JUMPS];
    for (position, weight) in shard {
        let orbit = group.orbit_size(position);
        tally.positions += u64::from(orbit);
        let degree = position.children(lines, &mut children);
        if degree == 0 {
            tally.end(group, position, &weight)?;
            continue;
        }
        tally.moves += u64::from(orbit) * degree as u64;
        let mut share = W::default();
        share.add_share(&weight, degree as u32)?;
        for &child in &children[..degree] {
            let child = group.canonical(child);
            let target = shard_of(child, shards);
            if targets.contains(&target) {
                sizes[target - targets.start] += 1;
                found.push((child, share.clone()));
            }
        }
    }
    // A counting sort by target shard.
    let mut starts = Vec::with_capacity(targets.len() + 1);
    let mut total = 0;
    starts.push(0);
    for size in sizes {
        total += size;
        starts.push(total);
    }
    let mut next = starts.clone();
    let mut sorted = vec![(Position(0), W::default()); found.len()];
    for (child, share) in found {
        let slot = &mut next[shard_of(child, shards) - targets.start];
        sorted[*slot] = (child, share);
        *slot += 1;
    }
    Ok(Expansion { tally, children: sorted, starts })
}

impl<W: Weight> Walk<W> {
    fn empty(holes: usize) -> Walk<W> {
        Walk { positions: 0, moves: 0, ends: BTreeMap::new(), finishes: vec![W::default(); holes] }
    }

    /// Records a terminal position carrying `weight` for its whole orbit.
    fn end(&mut self, group: &Group, position: Position, weight: &W) -> Result<(), Overflow> {
        let pegs = position.pegs();
        self.ends.entry(pegs).or_default().add(weight)?;
        if let Some(peg) = position.peg_holes().next().filter(|_| pegs == 1) {
            let members = group.hole_orbit(peg);
            let share = weight.part(members.len() as u32);
            for hole in members {
                self.finishes[hole.index()].add(&share)?;
            }
        }
        Ok(())
    }

    /// Adds the tallies of another part of the same pass.
    fn absorb(&mut self, other: &Walk<W>) -> Result<(), Overflow> {
        self.positions += other.positions;
        self.moves += other.moves;
        for (pegs, weight) in &other.ends {
            self.ends.entry(*pegs).or_default().add(weight)?;
        }
        for (mine, theirs) in self.finishes.iter_mut().zip(&other.finishes) {
            mine.add(theirs)?;
        }
        Ok(())
    }
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
    forward_within(board, start, reduction, &Limits::default(), RandomPlay::Included, progress)
        .unwrap_or_else(|error| unreachable!("a pass without limits can only overflow, which is handled: {error}"))
}

/// Whether a forward pass also computes random-play chances (which makes
/// every stored entry larger).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RandomPlay {
    Included,
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
            let both: Walk<(BigUint, Chance)> =
                match walk_within::<(u128, Chance)>(board, start, reduction, limits, progress) {
                    Ok(fast) => map_walk(fast, |(count, chance)| (BigUint::from(count), chance)),
                    Err(PassError::Overflow(_)) => walk_within(board, start, reduction, limits, progress)?,
                    Err(other) => return Err(other),
                };
            let chances = both.ends.iter().map(|(&k, (_, chance))| (k, chance.0)).collect();
            (map_walk(both, |(count, _)| count), chances)
        }
        RandomPlay::Skipped => {
            let counts = match walk_within::<u128>(board, start, reduction, limits, progress) {
                Ok(fast) => map_walk(fast, BigUint::from),
                Err(PassError::Overflow(_)) => walk_within(board, start, reduction, limits, progress)?,
                Err(other) => return Err(other),
            };
            (counts, BTreeMap::new())
        }
    };
    let random_play_exact =
        (random_play == RandomPlay::Included && board.hole_count() <= EXACT_CHANCE_MAX_HOLES).then(|| {
            let exact: Walk<ExactChance> =
                walk(board, start, reduction, &mut |_| {}).expect("arbitrary precision cannot overflow");
            exact.ends.into_iter().map(|(pegs, chance)| (pegs, chance.0)).collect()
        });
    Ok(ForwardStats {
        start,
        positions: counts.positions,
        moves: counts.moves,
        games_by_pegs_left: counts.ends,
        solutions_by_finish: counts.finishes,
        random_play_pegs_left,
        random_play_exact,
    })
}

fn map_walk<A, B>(walk: Walk<A>, f: impl Fn(A) -> B) -> Walk<B> {
    Walk {
        positions: walk.positions,
        moves: walk.moves,
        ends: walk.ends.into_iter().map(|(k, w)| (k, f(w))).collect(),
        finishes: walk.finishes.into_iter().map(f).collect(),
    }
}
