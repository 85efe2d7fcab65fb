//! Building the next layer, one shard at a time, by pulling from the parent
//! shards that can reach it.
//!
//! The targets (every top the next layer may have) are cut into steps; the
//! shards of a step are built on every thread, tallied, and handed to the
//! layer's sink in top order. When the parent layer is on disk, a
//! [`Window`] holds the groups each step pulls from.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::disk::Stamp;
use super::distributed::Part;
use super::frame::{Frame, Split};
use super::shard::{Block, Parents};
use super::store::{self, Layer, Made, Sink, Store};
use super::tally::{self, BlockTally};
use super::window::Window;
use super::{Limits, PassError, Span};
use crate::board::Board;
use crate::position::Position;
use crate::weight::{Overflow, Weight};

/// Targets per chunk: a task's, or, from disk, a thread's share of a step.
const CHUNK_TARGETS: usize = 256;

/// Tasks each chunk of a step is cut into when the parent is on disk: many
/// small tasks, so that no core idles while another finishes a large one
/// (one task a thread keeps the cores measurably less busy; the T8 runs
/// behind this are in results/notes/T8-runs.md).
const DISK_TASKS_PER_CHUNK: usize = 32;

/// Tops of at most this many bits are gathered as targets in a bitmap (at
/// most 8 MiB), wider ones by sorting.
const TARGET_BITMAP_MAX_BITS: u32 = 26;

/// Why building a layer stopped.
pub(super) enum Stop {
    /// A count would overflow its width: build again, wider.
    Overflow,
    Pass(PassError),
}

impl From<PassError> for Stop {
    fn from(error: PassError) -> Stop {
        Stop::Pass(error)
    }
}

/// The layer being built: what every step of building it shares.
struct Building<'a, W: Weight> {
    /// Targets built per task.
    per_task: usize,
    seeds: &'a FxHashMap<u64, Vec<(u16, W)>>,
    scratches: &'a Scratches<W>,
    pegs: u32,
    sink: &'a mut Sink<W>,
    tallies: &'a mut Vec<BlockTally<W>>,
}

/// A layer just built, with the tally of its blocks.
pub(super) struct Built<W: Weight> {
    pub layer: Layer<W>,
    pub tallies: Vec<BlockTally<W>>,
    /// Parent positions read from disk to build it.
    pub parent_reads: u64,
}

/// What building a layer reads: the pass's board, layers, frame and
/// split, its canonical seeds, the tops this worker owns, the limits the
/// layer must fit, the identity stamped on its files, and the flag that
/// interrupts it. Made afresh for each layer (a few references).
pub(super) struct LayerBuilder<'a> {
    pub board: &'a Board,
    pub span: Span,
    pub frame: &'a Frame,
    pub split: &'a Split,
    /// Canonical seeds by peg count, sorted.
    pub seeds: &'a [Vec<Position>],
    pub part: Part,
    pub limits: &'a Limits,
    /// The run's identity ([`super::checkpoint::identity`]).
    pub identity: &'a str,
    pub interrupt: Option<&'a AtomicBool>,
    /// Where the process's resident memory is measured from, when the
    /// memory limit answers for what it holds beyond the layers
    /// ([`super::Run`]'s `resident_at_start`).
    pub resident_at_start: Option<u64>,
}

impl LayerBuilder<'_> {
    /// Builds the layer with `pegs` pegs from the shares in `parent` and the
    /// seeds entering at `pegs`, within the memory limit less `beside`
    /// bytes held elsewhere (a cluster worker's own parent layer), leaving
    /// room for `unnamed` bytes no account names ([`store::plan`]).
    pub(super) fn build<W: Weight>(
        &self,
        parent: &Layer<W>,
        pegs: u32,
        growth: f64,
        scratches: &Scratches<W>,
        (beside, unnamed): (u64, u64),
    ) -> Result<Built<W>, Stop> {
        let seeds = self.seed_shards::<W>(pegs);
        let targets = self.targets(parent, &seeds);
        let estimate = (parent.len() as f64 * growth.max(1.0) * 1.1) as u64 + targets.len() as u64;
        let threads = rayon::current_num_threads();
        // Written to disk or read from it, a step is at most one chunk a
        // thread (fewer blocks in flight, fewer parent groups to hold),
        // halved while the steps' parent groups and the blocks in flight do
        // not fit the memory limit; from disk, each step is built as
        // DISK_TASKS_PER_CHUNK tasks a thread so that the threads finish it
        // together. The blocks then differ from a pass whose layers are
        // held, but no figure depends on them: counts are integers and
        // chances are summed exactly (`Weight::Sum`).
        let per_chunk = (targets.len() / (threads * 16)).clamp(1, CHUNK_TARGETS);
        let mut step_targets = per_chunk * threads;
        let (plan, small_steps, needs) = loop {
            let small_steps: Vec<&[u64]> = targets.chunks(step_targets).collect();
            let largest = small_steps.iter().map(|step| step.len()).max().unwrap_or(0);
            let step_share = largest as f64 / targets.len().max(1) as f64;
            let needs = match &parent.store {
                Store::Held(_) => Vec::new(),
                Store::OnDisk(_) => self.needs(&small_steps),
            };
            match store::plan(
                self.limits,
                parent,
                estimate,
                step_share,
                &needs,
                self.split.group_shift,
                (beside, unnamed),
            ) {
                Err(PassError::MemoryLimit { .. }) if step_targets > 1 => step_targets = step_targets.div_ceil(2),
                plan => break (plan?, small_steps, needs),
            }
        };
        let steps = match (&parent.store, &plan.disk) {
            (Store::Held(_), None) => targets.chunks(per_chunk * threads * 8).collect(),
            _ => small_steps,
        };
        let mut sink = Sink::open(&plan, self.split, Stamp::new::<W>(self.identity, pegs))?;
        let mut tallies = Vec::new();
        let per_task = match (&parent.store, &plan.disk) {
            (Store::Held(_), None) => per_chunk,
            (Store::Held(_), Some(_)) => step_targets.div_ceil(threads),
            (Store::OnDisk(_), _) => step_targets.div_ceil(threads * DISK_TASKS_PER_CHUNK),
        };
        let mut building =
            Building { per_task, seeds: &seeds, scratches, pegs, sink: &mut sink, tallies: &mut tallies };
        let mut parent_reads = 0;
        match &parent.store {
            Store::Held(held) => {
                for targets in &steps {
                    self.build_step(held, targets, &mut building)?;
                }
            }
            Store::OnDisk(disk) => {
                let mut window =
                    Window::<W>::new(disk, self.split.group_shift, self.split.groups(), &needs, plan.window);
                // The next step's groups are read while this one is built,
                // when both fit the window: read between steps, they took a
                // fifth of a layer's time on the T8 corner.
                let mut ready = false;
                let room = self.limits.memory.map(|_| self.limits.for_layers(beside));
                for (s, targets) in steps.iter().enumerate() {
                    // The window holds what the process, measured, leaves
                    // of the limit beside the steps in flight: what no
                    // account names (the allocator's spare room among
                    // them) grows as the layer is built.
                    if let (Some(room), Some(start), Some(now)) =
                        (room, self.resident_at_start, crate::files::resident_memory())
                    {
                        let others = now.saturating_sub(start).saturating_sub(window.held());
                        window.set_budget(plan.window.min(room.saturating_sub(others + plan.reserve)));
                    }
                    if !ready {
                        window.prepare(s, &needs[s]).map_err(|e| PassError::disk(disk.path(), e))?;
                    }
                    let ahead = needs.get(s + 1).and_then(|next| window.read_ahead(s + 1, next, &needs[s]));
                    ready = ahead.is_some();
                    match ahead {
                        None => self.build_step(&window, targets, &mut building)?,
                        Some(reads) => {
                            let (built, read) =
                                rayon::join(|| self.build_step(&window, targets, &mut building), || reads.read());
                            built?;
                            window.insert(read.map_err(|e| PassError::disk(disk.path(), e))?);
                        }
                    }
                }
                parent_reads = window.positions_read;
            }
        }
        Ok(Built { layer: sink.finish(pegs, self.split)?, tallies, parent_reads })
    }

    /// Builds the shards of one step on every thread, tallies them and
    /// hands them to the sink in order.
    fn build_step<W: Weight>(
        &self,
        parents: &(impl Parents<W> + Sync),
        targets: &[u64],
        building: &mut Building<'_, W>,
    ) -> Result<(), Stop> {
        // A step is a bounded amount of work: an interrupt is seen soon.
        self.check_interrupt()?;
        let sink = &*building.sink;
        let built = targets
            .par_chunks(building.per_task)
            .map(|chunk| {
                let mut scratch = building.scratches.take(self.split.low_size());
                let mut block =
                    self.build_block(parents, chunk, building.seeds, &mut scratch, building.scratches.block())?;
                building.scratches.give_back(scratch);
                let block_tally =
                    tally::sweep(&mut block, building.pegs, self.span, self.frame, self.split, self.board);
                Ok((sink.make(block, |block| building.scratches.give_back_block(block)), block_tally))
            })
            .collect::<Result<Vec<(Made<W>, BlockTally<W>)>, Overflow>>()
            .map_err(|Overflow| Stop::Overflow)?;
        let (made, tallies): (Vec<Made<W>>, Vec<BlockTally<W>>) = built.into_iter().unzip();
        building.tallies.extend(tallies);
        building.sink.push(made)?;
        Ok(())
    }

    /// The canonical seeds entering at `pegs` whose tops this worker owns,
    /// grouped by top.
    fn seed_shards<W: Weight>(&self, pegs: u32) -> FxHashMap<u64, Vec<(u16, W)>> {
        let mut shards: FxHashMap<u64, Vec<(u16, W)>> = FxHashMap::default();
        for &seed in self.seeds.get(pegs as usize).map_or(&[][..], Vec::as_slice) {
            let (top, low) = self.split.top_and_low(seed);
            if self.part.owns(top) {
                shards.entry(top).or_default().push((low, W::ending_with(pegs)));
            }
        }
        shards
    }

    /// [`PassError::Interrupted`] once the pass's interrupt flag is set.
    fn check_interrupt(&self) -> Result<(), PassError> {
        match self.interrupt {
            Some(flag) if flag.load(Ordering::Relaxed) => Err(PassError::Interrupted),
            _ => Ok(()),
        }
    }

    /// Every top the next layer may have that this worker owns, sorted.
    fn targets<W: Weight>(&self, parent: &Layer<W>, seeds: &FxHashMap<u64, Vec<(u16, W)>>) -> Vec<u64> {
        let part = self.part;
        let reached = |top: u64| reached(self.frame, self.split, top).filter(move |&v| part.owns(v));
        if self.split.top_bits <= TARGET_BITMAP_MAX_BITS {
            // A bit a top: each top is reached from many parents, and
            // marking them costs less than sorting the duplicates away.
            let words: Vec<AtomicU64> =
                (0..(1usize << self.split.top_bits).div_ceil(64)).map(|_| AtomicU64::new(0)).collect();
            let mark = |v: u64| {
                let (word, bit) = (&words[(v / 64) as usize], 1u64 << (v % 64));
                if word.load(Ordering::Relaxed) & bit == 0 {
                    word.fetch_or(bit, Ordering::Relaxed);
                }
            };
            match &parent.store {
                Store::Held(held) => {
                    held.blocks()
                        .par_iter()
                        .for_each(|block| block.tops().iter().for_each(|&top| reached(top).for_each(mark)));
                }
                Store::OnDisk(disk) => disk.tops().par_iter().for_each(|&top| reached(top).for_each(mark)),
            }
            seeds.keys().for_each(|&v| mark(v));
            return words
                .into_iter()
                .enumerate()
                .flat_map(|(w, word)| {
                    let mut bits = word.into_inner();
                    std::iter::from_fn(move || {
                        (bits != 0).then(|| {
                            let v = w as u64 * 64 + u64::from(bits.trailing_zeros());
                            bits &= bits - 1;
                            v
                        })
                    })
                })
                .collect();
        }
        let mut targets: Vec<u64> = match &parent.store {
            Store::Held(held) => held
                .blocks()
                .par_iter()
                .flat_map_iter(|block| block.tops().iter().flat_map(|&top| reached(top)))
                .collect(),
            Store::OnDisk(disk) => disk.tops().par_iter().flat_map_iter(|&top| reached(top)).collect(),
        };
        targets.extend(seeds.keys());
        targets.par_sort_unstable();
        targets.dedup();
        targets
    }

    /// The parent groups each step pulls from, ascending.
    fn needs(&self, steps: &[&[u64]]) -> Vec<Vec<usize>> {
        let split = self.split;
        steps
            .par_iter()
            .map(|step| {
                let mut need = vec![false; split.groups()];
                for &v in *step {
                    for &(x, _) in self.frame.action.orbit(v).tops() {
                        need[split.group(x)] = true;
                        for m in split.high.iter().filter(|m| x & m.top_mask == m.top_after) {
                            need[split.group(x ^ m.top_mask)] = true;
                        }
                    }
                }
                need.iter().enumerate().filter(|(_, &n)| n).map(|(g, _)| g).collect()
            })
            .collect()
    }

    /// Builds the shards with the given tops.
    fn build_block<W: Weight>(
        &self,
        parents: &impl Parents<W>,
        tops: &[u64],
        seeds: &FxHashMap<u64, Vec<(u16, W)>>,
        scratch: &mut Scratch<W>,
        mut block: Block<W>,
    ) -> Result<Block<W>, Overflow> {
        let split = self.split;
        for &v in tops {
            let orbit = self.frame.action.orbit(v);
            for &(x, map) in orbit.tops() {
                if x == v {
                    if let Some(shard) = parents.shard(v) {
                        for (&low, share) in shard.lows.iter().zip(shard.weights) {
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
                    let Some(shard) = parents.shard(x ^ m.top_mask) else { continue };
                    for (&low, share) in shard.lows.iter().zip(shard.weights) {
                        if low & m.low_mask == m.low_before {
                            scratch.add(map[usize::from(low ^ m.low_mask)], share)?;
                        }
                    }
                }
            }
            let own = orbit.own_map();
            for (low, weight) in seeds.get(&v).map_or(&[][..], Vec::as_slice) {
                scratch.add(own[usize::from(*low)], weight)?;
            }
            let (lows, weights) = block.open();
            scratch.drain_into(lows, weights);
            block.close_shard(v);
        }
        Ok(block)
    }
}

/// The tops of the next layer that the parent shard with top `top` passes
/// shares to (some of them, perhaps, without a child), in `frame` and
/// `split`.
pub(super) fn reached<'a>(frame: &'a Frame, split: &'a Split, top: u64) -> impl Iterator<Item = u64> + 'a {
    let action = &frame.action;
    std::iter::once(action.canonical_top(top)).chain(
        split
            .high
            .iter()
            .filter(move |m| top & m.top_mask == m.top_before)
            .map(move |m| action.canonical_top(top ^ m.top_mask)),
    )
}

/// Memory used again rather than allocated afresh, since fresh memory costs
/// a fault and a cleared page every 4 KiB: the dense accumulators, kept
/// between layers (allocating one per task cost more than small passes
/// do), and the blocks whose shards were written to disk, built into again
/// by the next task (a pass whose large layers go to disk would otherwise
/// spend much of its system time clearing pages).
pub(super) struct Scratches<W> {
    scratches: Mutex<Vec<Scratch<W>>>,
    blocks: Mutex<Vec<Block<W>>>,
}

impl<W> Default for Scratches<W> {
    fn default() -> Self {
        Scratches { scratches: Mutex::new(Vec::new()), blocks: Mutex::new(Vec::new()) }
    }
}

impl<W: Weight> Scratches<W> {
    fn take(&self, size: usize) -> Scratch<W> {
        let spare = self.scratches.lock().unwrap_or_else(PoisonError::into_inner).pop();
        spare.unwrap_or_else(|| Scratch::new(size))
    }

    /// Returns a scratch that was drained (all slots unseen).
    fn give_back(&self, scratch: Scratch<W>) {
        self.scratches.lock().unwrap_or_else(PoisonError::into_inner).push(scratch);
    }

    /// An empty block to build into.
    fn block(&self) -> Block<W> {
        self.blocks.lock().unwrap_or_else(PoisonError::into_inner).pop().unwrap_or_default()
    }

    /// Keeps a block whose shards were written to disk, emptied, to build
    /// into again (as many as are built at once, one a thread).
    fn give_back_block(&self, mut block: Block<W>) {
        block.clear();
        self.blocks.lock().unwrap_or_else(PoisonError::into_inner).push(block);
    }
}

/// A thread's dense accumulator for one shard being built.
pub(super) struct Scratch<W> {
    values: Vec<W>,
    seen: Vec<u64>,
}

impl<W: Weight> Scratch<W> {
    fn new(size: usize) -> Scratch<W> {
        Scratch { values: vec![W::default(); size], seen: vec![0; size.div_ceil(64)] }
    }

    /// Adds `share` at `low`. An unseen slot holds zero (drained slots are
    /// taken, leaving the default), so no branch asks whether it was seen.
    #[inline]
    fn add(&mut self, low: u16, share: &W) -> Result<(), Overflow> {
        let low = usize::from(low);
        self.seen[low >> 6] |= 1u64 << (low & 63);
        self.values[low].add(share)
    }

    /// Moves what was summed, in key order, to the end of `lows` and
    /// `weights`. On overflow the scratch is left dirty, which is fine: the
    /// whole layer is abandoned.
    fn drain_into(&mut self, lows: &mut Vec<u16>, weights: &mut Vec<W>) {
        for (w, word) in self.seen.iter_mut().enumerate() {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let low = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                lows.push(low as u16);
                weights.push(std::mem::take(&mut self.values[low]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch gives back what was added, summed, in key order, and is
    /// empty afterwards.
    #[test]
    fn a_scratch_drains_in_key_order() {
        let mut scratch = Scratch::<u64>::new(1 << 10);
        for (low, share) in [(700u16, 1u64), (3, 2), (64, 5), (700, 10), (63, 1), (3, 3)] {
            scratch.add(low, &share).unwrap();
        }
        let (mut lows, mut weights) = (vec![9], vec![99]);
        scratch.drain_into(&mut lows, &mut weights);
        assert_eq!(lows, [9, 3, 63, 64, 700]);
        assert_eq!(weights, [99, 5, 1, 5, 11]);
        let (mut lows, mut weights) = (Vec::new(), Vec::new());
        scratch.drain_into(&mut lows, &mut weights);
        assert!(lows.is_empty() && weights.is_empty(), "drained");
        scratch.add(5, &u64::MAX).unwrap();
        assert_eq!(scratch.add(5, &1), Err(Overflow));
    }
}
