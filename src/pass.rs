//! The layered pass: the one loop behind the forward pass and the reverse
//! pass.
//!
//! Every move changes the peg count by one, so the positions a pass meets
//! fall into layers and only two layers are held at a time. A position is
//! stored split at a row boundary: the first rows (at most 15 holes) form
//! its *low* key, a `u16`; the remaining rows its *top*. A layer is a list
//! of shards, one per top, each holding its low keys in order with their
//! weights. No edges and no hash maps are stored.
//!
//! The next layer is built one shard at a time by *pulling*: the children
//! with top `v` come from a handful of parent shards, the one with top `v`
//! itself (for moves inside the low rows, looked up in a table of every
//! low key's moves) and, for each move reaching into the top rows whose
//! after-pattern matches `v`, the shard the move started from. Their shares
//! are summed in a dense array indexed by low key, which fits in the
//! processor's cache, and read out in key order. Shards are built on every
//! thread of the current rayon pool, each into its own array, so results
//! (float sums included) do not depend on the number of threads.
//!
//! Symmetry: the mirror through the apex maps every row to itself, so it
//! maps tops to tops and low keys to low keys, and a position's canonical
//! form (the smaller of it and its mirror image) is found shard by shard.
//! A start fixed by another mirror is first turned by a rotation of the
//! board so that the apex mirror fixes it; results are turned back. A
//! stored weight is the total over the position's orbit, which every move
//! passes on whole, so counts are exact.
//!
//! Counts start as `u64`. When a sum would overflow, the layer being built
//! is abandoned and built again from the same parents in the next wider
//! type ([`Weight::Wider`]): only the late layers, which are small, pay for
//! wide counts. Layers too large for the memory limit are written to disk
//! while they are built, so only one layer is held in memory.
//!
//! ```
//! use pegsol::{walk, Board, Reduction};
//!
//! // S10: from the corner of T6, 291,987 positions and 1,858,848 moves.
//! let t6 = Board::triangle(6).unwrap();
//! let corner = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
//! let pass = walk::<u64>(&t6, corner, Reduction::Symmetry, &mut |_| {});
//! assert_eq!((pass.positions, pass.moves), (291_987, 1_858_848));
//! ```

use std::collections::BTreeMap;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::board::{Board, Hole};
use crate::position::{JumpLines, Position};
use crate::symmetry::Symmetry;
use crate::weight::{Overflow, Weight};

/// Makes the C allocator hand large freed blocks back to the system at
/// once. A pass frees a whole layer of multi-megabyte blocks before the next
/// one grows; glibc otherwise raises its `mmap` threshold to the size of the
/// blocks freed and keeps later ones in its heap, where about a tenth of a
/// layer stayed resident after it was freed. Call it before starting
/// threads; it does nothing on other C libraries.
pub fn return_freed_layers_promptly() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning parameter of glibc's allocator; it
    // is called from the main thread before any other thread allocates.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
    }
}

/// Which way a pass moves through the layers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    /// Along jumps, one peg fewer per layer (the forward pass).
    Down,
    /// Along inverted jumps, one peg more per layer (the reverse pass).
    Up,
}

/// How much memory a pass may use, and where it may write layers.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Bytes of layer data the pass may hold in memory; `None`: no limit.
    pub memory: Option<u64>,
    /// A directory for layers that do not fit beside the one they are built
    /// from; `None`: never write to disk.
    pub spill: Option<PathBuf>,
}

/// Why a pass stopped.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    #[error(
        "a layer of about {positions} positions needs about {needed} MiB, over the memory limit of {limit} MiB; \
         raise --memory-limit or give --spill-dir",
        needed = needed >> 20,
        limit = limit >> 20
    )]
    MemoryLimit { positions: u64, needed: u64, limit: u64 },
    #[error("these weights cannot be written to disk")]
    CannotSpill,
    #[error("spill file {path}: {source}")]
    Spill { path: PathBuf, source: std::io::Error },
}

/// Progress of a pass: called after each layer.
#[derive(Clone, Copy, Debug)]
pub struct LayerDone {
    /// Layers done, the first included.
    pub layers: usize,
    /// Layers at most.
    pub of: usize,
    /// Positions in the layer just done, canonical ones when reducing.
    pub positions: usize,
}

/// What a pass finds, totalled over every position it met.
#[derive(Clone, Debug)]
pub(crate) struct Tally<T> {
    /// Positions met, each orbit counted whole.
    pub positions: u64,
    /// (position, legal move) pairs among them.
    pub moves: u64,
    /// Total value of the positions with no move onward (and, going up, of
    /// the last layer), by peg count.
    pub terminal: BTreeMap<u32, T>,
    /// Going down: the value of the one-peg dead ends, by hole. Going up:
    /// the value of the last layer's positions, by their one empty hole.
    pub by_hole: Vec<T>,
}

/// One pass to run: the board, the direction, the symmetry used, and the
/// positions that enter it at each peg count.
pub(crate) struct Job<'a> {
    pub board: &'a Board,
    pub direction: Direction,
    /// Positions entering the pass, by peg count (original hole numbering).
    /// Each carries [`Weight::ending_with`] its peg count; the set must be
    /// closed under the symmetry of `fixed` when reducing.
    pub seeds: Vec<Vec<Position>>,
    /// Positions the reduction must fix (the start, or the seed); `None`
    /// for no reduction.
    pub fixed: Option<Vec<Position>>,
}

impl Job<'_> {
    /// Runs the pass with counts starting as `W` (widened on overflow).
    pub fn run<W: Weight>(
        &self,
        limits: &Limits,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Tally<W::Total>, PassError> {
        let frame = Frame::new(self.board, self.fixed.as_deref());
        let split = Split::new(self.board, &frame, self.direction);
        let seeds: Vec<Vec<Position>> = self
            .seeds
            .iter()
            .map(|layer| {
                let mut canonical: Vec<Position> = layer.iter().map(|&p| frame.canonical(frame.turn(p))).collect();
                canonical.sort_unstable();
                canonical
            })
            .collect();
        let last_up = (self.board.hole_count() as u32).saturating_sub(1);
        let with_seeds = seeds.iter().enumerate().filter(|(_, s)| !s.is_empty()).map(|(pegs, _)| pegs as u32);
        let (first, last) = match self.direction {
            Direction::Down => (with_seeds.max().unwrap_or(0), 0),
            Direction::Up => (with_seeds.min().unwrap_or(0), last_up),
        };
        let pass = Pass { job: self, frame, split, seeds, limits, last, of: first.abs_diff(last) as usize + 1 };
        let tally = Tally {
            positions: 0,
            moves: 0,
            terminal: BTreeMap::new(),
            by_hole: vec![W::Total::default(); self.board.hole_count()],
        };
        let layer: Layer<W> = pass.seed_layer(first)?;
        let mut tally = pass.drive(layer, false, tally, 0, progress)?;
        tally.by_hole = self.board.holes().map(|h| tally.by_hole[pass.frame.turn_hole(h).index()].clone()).collect();
        Ok(tally)
    }
}

/// Where a pass stands: its job and everything derived from it.
struct Pass<'a> {
    job: &'a Job<'a>,
    frame: Frame,
    split: Split,
    /// Canonical seeds by peg count, sorted.
    seeds: Vec<Vec<Position>>,
    limits: &'a Limits,
    /// The last layer's peg count.
    last: u32,
    /// Layers at most.
    of: usize,
}

/// Targets built per task.
const CHUNK_TARGETS: usize = 256;

impl Pass<'_> {
    /// Runs layer after layer from `layer`; on overflow, goes on in the
    /// wider weight from the same layer.
    fn drive<W: Weight>(
        &self,
        mut layer: Layer<W>,
        swept: bool,
        mut tally: Tally<W::Total>,
        mut done: usize,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Tally<W::Total>, PassError> {
        let mut growth = 8.0f64;
        let scratches = Scratches::default();
        if !swept {
            self.sweep(&mut layer, &mut tally);
        }
        loop {
            done += 1;
            progress(LayerDone { layers: done, of: self.of, positions: layer.len() });
            let Some(pegs) = self.next_pegs(layer.pegs) else { return Ok(tally) };
            if layer.len() == 0 && self.seeds.get(pegs as usize).map_or(true, Vec::is_empty) {
                return Ok(tally);
            }
            match self.build(&layer, pegs, growth, &scratches) {
                Ok(built) => {
                    let before = layer.len().max(1) as f64;
                    drop(layer);
                    layer = self.load(built)?;
                    growth = layer.len() as f64 / before;
                    self.sweep(&mut layer, &mut tally);
                }
                Err(Stop::Overflow) => {
                    return self.drive::<W::Wider>(layer.widen(), true, tally, done - 1, progress);
                }
                Err(Stop::Pass(error)) => return Err(error),
            }
        }
    }

    fn next_pegs(&self, pegs: u32) -> Option<u32> {
        match self.job.direction {
            Direction::Down => pegs.checked_sub(1),
            Direction::Up => (pegs < self.last).then_some(pegs + 1),
        }
    }

    /// The first layer: the seeds alone.
    fn seed_layer<W: Weight>(&self, pegs: u32) -> Result<Layer<W>, PassError> {
        let empty = Layer { pegs: pegs + 1, blocks: Vec::new(), index: TopIndex::default() };
        match self.build(&empty, pegs, 1.0, &Scratches::default()) {
            Ok(built) => self.load(built),
            Err(Stop::Overflow) => unreachable!("seeds alone cannot overflow"),
            Err(Stop::Pass(error)) => Err(error),
        }
    }

    /// Tallies every position of `layer` and turns its weights into the
    /// shares passed along each move.
    fn sweep<W: Weight>(&self, layer: &mut Layer<W>, tally: &mut Tally<W::Total>) {
        let pegs = layer.pegs;
        let last_up = self.job.direction == Direction::Up && pegs == self.last;
        let low_bits = self.split.low_bits;
        let parts: Vec<Part<W>> = layer
            .blocks
            .par_iter_mut()
            .map(|block| {
                let mut part = Part { positions: 0, moves: 0, terminal: None, by_hole: Vec::new() };
                for (s, &top) in block.tops.iter().enumerate() {
                    let range = block.starts[s] as usize..block.starts[s + 1] as usize;
                    for (low, weight) in block.lows[range.clone()].iter().zip(&mut block.weights[range]) {
                        let position = Position(top << low_bits | u64::from(*low));
                        let orbit = self.frame.orbit_size(position);
                        let jumps = position.jump_count(&self.split.lines);
                        let moves = match self.job.direction {
                            Direction::Down => jumps,
                            Direction::Up => position.unjump_count(&self.split.lines),
                        };
                        let mut share = W::default();
                        share.add_share(weight, jumps.max(1)).expect("a share is at most the whole");
                        *weight = share;
                        part.positions += u64::from(orbit);
                        part.moves += u64::from(orbit) * u64::from(moves);
                        if moves == 0 || last_up {
                            part.terminal.get_or_insert_with(Sum::default).add(weight);
                            let hole = match self.job.direction {
                                Direction::Down if pegs == 1 => position.peg_holes().next(),
                                Direction::Up if last_up => self.job.board.holes().find(|&h| !position.has_peg(h)),
                                _ => None,
                            };
                            if let Some(hole) = hole {
                                part.by_hole.push((hole, weight.clone()));
                            }
                        }
                    }
                }
                part
            })
            .collect();
        for part in parts {
            tally.positions += part.positions;
            tally.moves += part.moves;
            if let Some(sum) = part.terminal {
                tally.terminal.entry(pegs).or_default().add(&sum.total()).expect("totals do not overflow");
            }
            for (hole, weight) in part.by_hole {
                let members = self.frame.hole_orbit(hole);
                let share = weight.part(members.len() as u32).total();
                for member in members {
                    tally.by_hole[member.index()].add(&share).expect("totals do not overflow");
                }
            }
        }
    }

    /// Builds the layer with `pegs` pegs from the shares in `layer` and the
    /// seeds entering at `pegs`.
    fn build<W: Weight>(
        &self,
        layer: &Layer<W>,
        pegs: u32,
        growth: f64,
        scratches: &Scratches<W>,
    ) -> Result<Built<W>, Stop> {
        let seeds = self.seed_shards::<W>(pegs);
        let targets = self.targets(layer, &seeds);
        let estimate = (layer.len() as f64 * growth.max(1.0) * 1.1) as u64 + targets.len() as u64;
        let spill = self.plan::<W>(layer, estimate)?;
        let threads = rayon::current_num_threads();
        let per_chunk = (targets.len() / (threads * 16)).clamp(1, CHUNK_TARGETS);
        let group = per_chunk * threads * 8;
        let mut blocks = Vec::new();
        let mut file = match spill {
            Some(path) => {
                let out = std::fs::File::create(&path).map_err(|e| spill_error(&path, e))?;
                Some((BufWriter::new(out), path))
            }
            None => None,
        };
        let mut spilled = 0usize;
        for targets in targets.chunks(group) {
            let built = targets
                .par_chunks(per_chunk)
                .map(|chunk| {
                    let mut scratch = scratches.take(self.split.low_size());
                    let block = self.build_block(layer, chunk, &seeds, &mut scratch);
                    scratches.give_back(scratch);
                    block
                })
                .collect::<Result<Vec<Block<W>>, Overflow>>();
            let built = match (built, &file) {
                (Ok(built), _) => built,
                (Err(Overflow), Some((_, path))) => {
                    std::fs::remove_file(path).map_err(|e| spill_error(path, e))?;
                    return Err(Stop::Overflow);
                }
                (Err(Overflow), None) => return Err(Stop::Overflow),
            };
            match &mut file {
                Some((out, path)) => {
                    for block in &built {
                        block.write(out).map_err(|e| spill_error(path, e))?;
                    }
                    spilled += built.len();
                }
                None => blocks.extend(built),
            }
        }
        match file {
            Some((out, path)) => {
                out.into_inner().map_err(|e| spill_error(&path, e.into_error()))?;
                Ok(Built::OnDisk { pegs, path, blocks: spilled })
            }
            None => Ok(Built::Held(Layer::new(pegs, blocks, self.split.top_bits))),
        }
    }

    /// The layer just built, read back from disk if it was written there
    /// (once the layer it was built from is gone).
    fn load<W: Weight>(&self, built: Built<W>) -> Result<Layer<W>, PassError> {
        match built {
            Built::Held(layer) => Ok(layer),
            Built::OnDisk { pegs, path, blocks } => {
                let fail = |source| PassError::Spill { path: path.clone(), source };
                let mut input = BufReader::new(std::fs::File::open(&path).map_err(fail)?);
                let read: Vec<Block<W>> =
                    (0..blocks).map(|_| Block::read(&mut input)).collect::<Result<_, _>>().map_err(fail)?;
                std::fs::remove_file(&path).map_err(fail)?;
                Ok(Layer::new(pegs, read, self.split.top_bits))
            }
        }
    }

    /// Checks the next layer fits the memory limit; the file to write it to
    /// when it only fits on its own.
    fn plan<W: Weight>(&self, layer: &Layer<W>, estimate: u64) -> Result<Option<PathBuf>, PassError> {
        let Some(limit) = self.limits.memory else { return Ok(None) };
        let entry = Layer::<W>::ENTRY_BYTES;
        let (held, next) = (layer.len() as u64 * entry, estimate * entry);
        if held + next <= limit {
            return Ok(None);
        }
        let needed = held + next;
        match &self.limits.spill {
            Some(_) if W::SPILL_BYTES.is_none() => Err(PassError::CannotSpill),
            // Written to disk, the new layer is held only in the blocks of
            // the group being built (a few thousand shards of a million).
            Some(dir) if held.max(next) + (held + next) / 64 <= limit => {
                Ok(Some(dir.join(format!("pegsol-layer-{}-{}.bin", std::process::id(), layer.pegs))))
            }
            _ => Err(PassError::MemoryLimit { positions: estimate, needed, limit }),
        }
    }

    /// The canonical seeds entering at `pegs`, grouped by top.
    fn seed_shards<W: Weight>(&self, pegs: u32) -> FxHashMap<u64, Vec<(u16, W)>> {
        let mut shards: FxHashMap<u64, Vec<(u16, W)>> = FxHashMap::default();
        for &seed in self.seeds.get(pegs as usize).map_or(&[][..], Vec::as_slice) {
            let (top, low) = self.split.parts(seed);
            shards.entry(top).or_default().push((low, W::ending_with(pegs)));
        }
        shards
    }

    /// Every top the next layer may have, sorted.
    fn targets<W: Weight>(&self, layer: &Layer<W>, seeds: &FxHashMap<u64, Vec<(u16, W)>>) -> Vec<u64> {
        let mut targets: Vec<u64> = layer
            .blocks
            .par_iter()
            .flat_map_iter(|block| {
                block.tops.iter().flat_map(|&top| {
                    std::iter::once(self.frame.canonical_top(top, &self.split)).chain(
                        self.split
                            .high
                            .iter()
                            .filter(move |m| top & m.top_mask == m.top_before)
                            .map(move |m| self.frame.canonical_top(top ^ m.top_mask, &self.split)),
                    )
                })
            })
            .collect();
        targets.extend(seeds.keys());
        targets.par_sort_unstable();
        targets.dedup();
        targets
    }

    /// Builds the shards with the given tops.
    fn build_block<W: Weight>(
        &self,
        layer: &Layer<W>,
        tops: &[u64],
        seeds: &FxHashMap<u64, Vec<(u16, W)>>,
        scratch: &mut Scratch<W>,
    ) -> Result<Block<W>, Overflow> {
        let split = &self.split;
        let mut block = Block::default();
        for &v in tops {
            let mirrored = self.frame.mirror_top(v, split);
            let symmetric = mirrored == v;
            let own = if symmetric && self.frame.mirror.is_some() { &split.canonical_low } else { &split.same_low };
            let sources = [(v, own), (mirrored, &split.mirror_low)];
            for (x, map) in &sources[..if symmetric { 1 } else { 2 }] {
                if *x == v {
                    if let Some((lows, weights)) = layer.shard(v) {
                        for (&low, share) in lows.iter().zip(weights) {
                            for &child in split.low_children(low) {
                                scratch.add(map[usize::from(child)], share)?;
                            }
                        }
                    }
                }
                for m in &split.high {
                    if x & m.top_mask != m.top_after {
                        continue;
                    }
                    let Some((lows, weights)) = layer.shard(x ^ m.top_mask) else { continue };
                    for (&low, share) in lows.iter().zip(weights) {
                        if low & m.low_mask == m.low_before {
                            scratch.add(map[usize::from(low ^ m.low_mask)], share)?;
                        }
                    }
                }
            }
            for (low, weight) in seeds.get(&v).map_or(&[][..], Vec::as_slice) {
                scratch.add(own[usize::from(*low)], weight)?;
            }
            if scratch.drain_into(&mut block.lows, &mut block.weights) {
                block.tops.push(v);
                block.starts.push(block.lows.len() as u32);
            }
        }
        // Growing by doubling leaves up to half of each vector unused: on
        // the largest layers that would be gigabytes.
        block.lows.shrink_to_fit();
        block.weights.shrink_to_fit();
        Ok(block)
    }
}

/// What sweeping one block found.
struct Part<W: Weight> {
    positions: u64,
    moves: u64,
    /// The sum over the block's terminal positions, if it has any.
    terminal: Option<Sum<W>>,
    /// The one-peg (down) or one-hole (up, last layer) positions' values.
    by_hole: Vec<(Hole, W)>,
}

/// A layer just built: in memory, or in a file of `blocks` blocks.
enum Built<W> {
    Held(Layer<W>),
    OnDisk { pegs: u32, path: PathBuf, blocks: usize },
}

/// Why building a layer stopped.
enum Stop {
    Overflow,
    Pass(PassError),
}

impl From<PassError> for Stop {
    fn from(error: PassError) -> Stop {
        Stop::Pass(error)
    }
}

fn spill_error(path: &Path, source: std::io::Error) -> Stop {
    Stop::Pass(PassError::Spill { path: path.to_path_buf(), source })
}

/// A sum that carries into the wide total whenever the narrow one would
/// overflow, so it never fails.
struct Sum<W: Weight> {
    narrow: W,
    wide: W::Total,
}

impl<W: Weight> Default for Sum<W> {
    fn default() -> Self {
        Sum { narrow: W::default(), wide: W::Total::default() }
    }
}

impl<W: Weight> Sum<W> {
    fn add(&mut self, weight: &W) {
        if self.narrow.add(weight).is_err() {
            self.wide.add(&self.narrow.total()).expect("totals do not overflow");
            self.narrow = weight.clone();
        }
    }

    fn total(mut self) -> W::Total {
        self.wide.add(&self.narrow.total()).expect("totals do not overflow");
        self.wide
    }
}

/// Dense accumulators kept between layers: allocating one per task cost
/// more than small passes do (hundreds of kilobytes mapped and zeroed).
struct Scratches<W>(Mutex<Vec<Scratch<W>>>);

impl<W> Default for Scratches<W> {
    fn default() -> Self {
        Scratches(Mutex::new(Vec::new()))
    }
}

impl<W: Weight> Scratches<W> {
    fn take(&self, size: usize) -> Scratch<W> {
        let spare = self.0.lock().unwrap_or_else(PoisonError::into_inner).pop();
        spare.unwrap_or_else(|| Scratch::new(size))
    }

    /// Returns a scratch that was drained (all slots unseen).
    fn give_back(&self, scratch: Scratch<W>) {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).push(scratch);
    }
}

/// A thread's dense accumulator for one shard being built.
struct Scratch<W> {
    values: Vec<W>,
    seen: Vec<u64>,
}

impl<W: Weight> Scratch<W> {
    fn new(size: usize) -> Scratch<W> {
        Scratch { values: vec![W::default(); size], seen: vec![0; size.div_ceil(64)] }
    }

    #[inline]
    fn add(&mut self, low: u16, share: &W) -> Result<(), Overflow> {
        let low = usize::from(low);
        let (word, bit) = (low >> 6, 1u64 << (low & 63));
        if self.seen[word] & bit == 0 {
            self.seen[word] |= bit;
            self.values[low] = share.clone();
            Ok(())
        } else {
            self.values[low].add(share)
        }
    }

    /// Moves what was summed, in key order, to the end of `lows` and
    /// `weights`; whether there was anything. On overflow the scratch is
    /// left dirty, which is fine: the whole layer is abandoned.
    fn drain_into(&mut self, lows: &mut Vec<u16>, weights: &mut Vec<W>) -> bool {
        let before = lows.len();
        for (w, word) in self.seen.iter_mut().enumerate() {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let low = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                lows.push(low as u16);
                weights.push(std::mem::take(&mut self.values[low]));
            }
        }
        lows.len() > before
    }
}

/// A run of shards, in top order.
struct Block<W> {
    tops: Vec<u64>,
    /// Where each shard starts in `lows`, and the end.
    starts: Vec<u32>,
    lows: Vec<u16>,
    weights: Vec<W>,
}

impl<W> Default for Block<W> {
    fn default() -> Self {
        Block { tops: Vec::new(), starts: vec![0], lows: Vec::new(), weights: Vec::new() }
    }
}

impl<W: Weight> Block<W> {
    fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        out.write_all(&(self.tops.len() as u64).to_le_bytes())?;
        out.write_all(&(self.lows.len() as u64).to_le_bytes())?;
        let mut bytes = Vec::with_capacity(self.tops.len() * 12 + self.lows.len() * 2);
        self.tops.iter().for_each(|t| bytes.extend_from_slice(&t.to_le_bytes()));
        self.starts[1..].iter().for_each(|s| bytes.extend_from_slice(&s.to_le_bytes()));
        self.lows.iter().for_each(|l| bytes.extend_from_slice(&l.to_le_bytes()));
        out.write_all(&bytes)?;
        let mut bytes = Vec::with_capacity(self.weights.len() * W::SPILL_BYTES.unwrap_or(0));
        self.weights.iter().for_each(|w| w.write_bytes(&mut bytes));
        out.write_all(&bytes)
    }

    fn read(input: &mut impl Read) -> std::io::Result<Block<W>> {
        let mut read = |len: usize| -> std::io::Result<Vec<u8>> {
            let mut bytes = vec![0; len];
            input.read_exact(&mut bytes)?;
            Ok(bytes)
        };
        let word = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("8 bytes")) as usize;
        let head = read(16)?;
        let (shards, len) = (word(&head[..8]), word(&head[8..]));
        let bytes = read(shards * 12 + len * 2)?;
        let (tops, rest) = bytes.split_at(shards * 8);
        let (starts, lows) = rest.split_at(shards * 4);
        let size = W::SPILL_BYTES.expect("only spillable weights are written");
        let weights = read(len * size)?;
        Ok(Block {
            tops: tops.chunks_exact(8).map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes"))).collect(),
            starts: std::iter::once(0)
                .chain(starts.chunks_exact(4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes"))))
                .collect(),
            lows: lows.chunks_exact(2).map(|b| u16::from_le_bytes([b[0], b[1]])).collect(),
            weights: weights.chunks_exact(size).map(W::read_bytes).collect(),
        })
    }
}

/// One layer: its blocks and where each top's shard is.
struct Layer<W> {
    pegs: u32,
    blocks: Vec<Block<W>>,
    index: TopIndex,
}

impl<W: Weight> Layer<W> {
    /// Memory per position held: low key and weight (the index, one entry a
    /// shard, is small beside them).
    const ENTRY_BYTES: u64 = 2 + std::mem::size_of::<W>() as u64;

    fn new(pegs: u32, blocks: Vec<Block<W>>, top_bits: u32) -> Layer<W> {
        let shards: usize = blocks.iter().map(|b| b.tops.len()).sum();
        let mut index = TopIndex::new(top_bits, shards);
        for (b, block) in blocks.iter().enumerate() {
            for (s, &top) in block.tops.iter().enumerate() {
                index.insert(top, b as u32, s as u32);
            }
        }
        Layer { pegs, blocks, index }
    }

    fn len(&self) -> usize {
        self.blocks.iter().map(|b| b.lows.len()).sum()
    }

    #[inline]
    fn shard(&self, top: u64) -> Option<(&[u16], &[W])> {
        let (b, s) = self.index.get(top)?;
        let block = &self.blocks[b as usize];
        let range = block.starts[s as usize] as usize..block.starts[s as usize + 1] as usize;
        Some((&block.lows[range.clone()], &block.weights[range]))
    }

    /// The same layer in the next wider weight.
    fn widen(self) -> Layer<W::Wider> {
        let blocks = self
            .blocks
            .into_par_iter()
            .map(|b| Block {
                tops: b.tops,
                starts: b.starts,
                lows: b.lows,
                weights: b.weights.iter().map(Weight::widen).collect(),
            })
            .collect();
        Layer { pegs: self.pegs, blocks, index: self.index }
    }
}

/// Where each top's shard is: a table for tops of up to 22 bits, a hash
/// map beyond.
enum TopIndex {
    /// `(block << 32 | shard) + 1` by top; 0 for none.
    Table(Vec<u64>),
    Map(FxHashMap<u64, (u32, u32)>),
}

impl Default for TopIndex {
    fn default() -> Self {
        TopIndex::Map(FxHashMap::default())
    }
}

impl TopIndex {
    const TABLE_MAX_BITS: u32 = 22;

    fn new(top_bits: u32, shards: usize) -> TopIndex {
        if top_bits <= Self::TABLE_MAX_BITS && shards > (1 << top_bits) / 64 {
            TopIndex::Table(vec![0; 1 << top_bits])
        } else {
            let mut map = FxHashMap::default();
            map.reserve(shards);
            TopIndex::Map(map)
        }
    }

    fn insert(&mut self, top: u64, block: u32, shard: u32) {
        match self {
            TopIndex::Table(table) => table[top as usize] = (u64::from(block) << 32 | u64::from(shard)) + 1,
            TopIndex::Map(map) => {
                map.insert(top, (block, shard));
            }
        }
    }

    #[inline]
    fn get(&self, top: u64) -> Option<(u32, u32)> {
        match self {
            TopIndex::Table(table) => {
                let entry = table.get(top as usize).copied().unwrap_or(0).checked_sub(1)?;
                Some(((entry >> 32) as u32, entry as u32))
            }
            TopIndex::Map(map) => map.get(&top).copied(),
        }
    }
}

/// The board as a pass sees it: turned so that the apex mirror is the
/// symmetry used, if any.
struct Frame {
    /// Maps original holes to the pass's holes.
    turn: Symmetry,
    /// The apex mirror, when the pass reduces by it.
    mirror: Option<Symmetry>,
}

impl Frame {
    /// The frame for a pass whose positions must all be fixed by the
    /// reduction (`None`: no reduction).
    fn new(board: &Board, fixed: Option<&[Position]>) -> Frame {
        let identity = board.symmetries().iter().find(|s| s.is_identity()).expect("identity").clone();
        let Some(fixed) = fixed else { return Frame { turn: identity, mirror: None } };
        let apex = apex_mirror(board);
        let turns = std::iter::once(&identity).chain(board.symmetries().iter().filter(|s| !s.is_identity()));
        for turn in turns {
            if fixed.iter().all(|&p| apex.apply(turn.apply(p)) == turn.apply(p)) {
                return Frame { turn: turn.clone(), mirror: Some(apex) };
            }
        }
        Frame { turn: identity, mirror: None }
    }

    fn turn(&self, position: Position) -> Position {
        self.turn.apply(position)
    }

    fn turn_hole(&self, hole: Hole) -> Hole {
        self.turn.hole(hole)
    }

    fn canonical(&self, position: Position) -> Position {
        self.mirror.as_ref().map_or(position, |m| position.min(m.apply(position)))
    }

    fn orbit_size(&self, position: Position) -> u32 {
        match &self.mirror {
            Some(m) if m.apply(position) != position => 2,
            _ => 1,
        }
    }

    fn hole_orbit(&self, hole: Hole) -> Vec<Hole> {
        match &self.mirror {
            Some(m) if m.hole(hole) != hole => {
                let mut both = vec![hole, m.hole(hole)];
                both.sort_unstable();
                both
            }
            _ => vec![hole],
        }
    }

    fn mirror_top(&self, top: u64, split: &Split) -> u64 {
        self.mirror.as_ref().map_or(top, |m| m.apply(Position(top << split.low_bits)).0 >> split.low_bits)
    }

    fn canonical_top(&self, top: u64, split: &Split) -> u64 {
        top.min(self.mirror_top(top, split))
    }
}

/// The symmetry mapping hole (row, col) to (row, row - col).
fn apex_mirror(board: &Board) -> Symmetry {
    let holes = board
        .holes()
        .map(|h| {
            let c = board.coordinates(h);
            Hole((u32::from(c.row) * (u32::from(c.row) + 1) / 2 + u32::from(c.row - c.col)) as u8)
        })
        .collect();
    Symmetry::from_hole_map(holes)
}

/// A move seen through the split: its three holes in the top part and in
/// the low part, with the pattern they must show before it.
#[derive(Clone, Copy, Debug)]
struct HighMove {
    top_mask: u64,
    top_before: u64,
    top_after: u64,
    low_mask: u16,
    low_before: u16,
}

/// The split of positions into top and low keys, with the moves of one
/// direction in each part.
struct Split {
    low_bits: u32,
    top_bits: u32,
    /// Every low key's children by moves inside the low rows: `offsets[k]..
    /// offsets[k + 1]` in `children`.
    offsets: Vec<u32>,
    children: Vec<u16>,
    /// Moves touching the top rows.
    high: Vec<HighMove>,
    /// Maps from a child's low key to its canonical low key, chosen per
    /// target shard so the inner loop has no branch: the identity (no
    /// reduction, or a top that is not its own mirror image), the mirror
    /// image (children whose top is the target's mirror image), and the
    /// smaller of the two (a top that is its own mirror image).
    same_low: Vec<u16>,
    mirror_low: Vec<u16>,
    canonical_low: Vec<u16>,
    /// The board's jump lines, for counting moves.
    lines: JumpLines,
}

impl Split {
    fn new(board: &Board, frame: &Frame, direction: Direction) -> Split {
        // The most whole rows with at most 15 holes, leaving the last row
        // in the top: on small boards a table of every low key's moves
        // would cost more than the pass.
        let rows = u32::from(board.side()).saturating_sub(1);
        let low_rows = (0..=rows).rev().find(|r| r * (r + 1) / 2 <= 15).expect("row 0 fits");
        let low_bits = low_rows * (low_rows + 1) / 2;
        let top_bits = board.hole_count() as u32 - low_bits;
        let low_full = (1u64 << low_bits) - 1;
        // Each move as (its three holes, the pegs among them before it).
        let moves = board.jumps().iter().map(|j| match direction {
            Direction::Down => (j.line_mask(), j.pegs_mask()),
            Direction::Up => (j.line_mask(), j.to.bit()),
        });
        let (low_moves, high_moves): (Vec<_>, Vec<_>) = moves.partition(|&(mask, _)| mask & !low_full == 0);
        let size = 1usize << low_bits;
        let mut offsets = Vec::with_capacity(size + 1);
        let mut children = Vec::new();
        offsets.push(0);
        for low in 0..size as u64 {
            children.extend(
                low_moves.iter().filter(|&&(mask, before)| low & mask == before).map(|&(mask, _)| (low ^ mask) as u16),
            );
            offsets.push(children.len() as u32);
        }
        let high = high_moves
            .into_iter()
            .map(|(mask, before)| HighMove {
                top_mask: mask >> low_bits,
                top_before: before >> low_bits,
                top_after: (before ^ mask) >> low_bits,
                low_mask: (mask & low_full) as u16,
                low_before: (before & low_full) as u16,
            })
            .collect();
        let same_low: Vec<u16> = (0..size).map(|k| k as u16).collect();
        let mirror_low: Vec<u16> = match &frame.mirror {
            Some(m) => (0..size as u64).map(|k| m.apply(Position(k)).0 as u16).collect(),
            None => same_low.clone(),
        };
        let canonical_low = same_low.iter().zip(&mirror_low).map(|(&a, &b)| a.min(b)).collect();
        Split {
            low_bits,
            top_bits,
            offsets,
            children,
            high,
            same_low,
            mirror_low,
            canonical_low,
            lines: JumpLines::new(board),
        }
    }

    fn low_size(&self) -> usize {
        1 << self.low_bits
    }

    fn parts(&self, position: Position) -> (u64, u16) {
        (position.0 >> self.low_bits, (position.0 & ((1 << self.low_bits) - 1)) as u16)
    }

    #[inline]
    fn low_children(&self, low: u16) -> &[u16] {
        let low = usize::from(low);
        &self.children[self.offsets[low] as usize..self.offsets[low + 1] as usize]
    }
}
