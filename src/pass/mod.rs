//! The layered pass: the one loop behind the forward pass and the reverse
//! pass.
//!
//! Every move changes the peg count by one, so the positions a pass meets
//! fall into layers and only two layers are needed at a time. A position
//! is stored split at a row boundary: the first rows (at most 15 holes)
//! form its *low* key, a `u16`; the remaining rows its *top*. A layer is a
//! list of [shards](shard), one per top, each holding its low keys in
//! order with their weights. No edges and no hash maps are stored.
//!
//! The next layer is [built](build) one shard at a time by *pulling*: the
//! children with top `v` come from a handful of parent shards, the one with
//! top `v` itself (for moves inside the low rows, looked up in a table of
//! every low key's moves) and, for each move reaching into the top rows
//! whose after-pattern matches `v`, the shard the move started from. Their
//! shares are summed in a dense array indexed by low key, which fits in
//! the processor's cache, and read out in key order. Shards are built on
//! every thread of the current rayon pool, each into its own array, so
//! results (float sums included) do not depend on the number of threads.
//!
//! Symmetry ([`frame`], [`action`]): a pass stores one position per orbit
//! of the whole stabilizer of its start, and every member of it keeps the
//! low holes among themselves, so tops map to tops and low keys to low
//! keys, and a position's canonical form (its smallest image) is found
//! shard by shard. A start fixed by one mirror is turned by a symmetry of
//! the board so that the mirror is the row mirror, which keeps the split
//! at a row boundary; a larger stabilizer (the English centre's 8
//! symmetries) splits the holes by its orbits instead, in a numbering of
//! its own. A stored weight is the total over the position's orbit, which
//! every move passes on whole, so counts are exact.
//!
//! Counts start as `u64`. When a sum would overflow, the layer being built
//! is abandoned and built again from the same parents in the next wider
//! type ([`Weight::Wider`]): only the late layers, which are small, pay for
//! wide counts.
//!
//! Memory ([`store`]): a layer that does not fit the memory limit is
//! written to disk as it is built ([`disk`]) and stays there as the parent
//! of the next one, which reads it a group of shards at a time through a
//! [`window`]: the memory a pass needs no longer grows with its layers.
//! With a [`checkpoint`], every finished layer is kept on disk with the
//! running totals, and a pass that was stopped resumes from there.
//!
//! A pass is run through [`Pass`], which holds its options (reduction,
//! limits, random play, progress) and runs it in either direction. With
//! [`Pass::peers`] it is [shared](distributed) among the workers of a
//! cluster, each building the shards of the tops it owns.
//!
//! [`Pass`] sets out a `Spec` (board, direction, seeds, symmetry), and a
//! `Run` of it is the loop over the layers, alone in this file or as a
//! worker of a cluster in [`rounds`]. Each concern it drives takes what it
//! uses: a `LayerBuilder` (a few references, made per layer) builds a
//! layer, [`store`] plans where it goes within the `Limits`, [`tally`]
//! sweeps its blocks, a `RunCheckpoint` (the directory, the run's identity)
//! saves and resumes, and [`distributed`] sends parent shards and agrees on
//! each round.
//!
//! ```
//! use pegsol::{Board, Pass};
//!
//! // S10: from the corner of T6, 291,987 positions and 1,858,848 moves.
//! let t6 = Board::triangle(6).unwrap();
//! let corner = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
//! let pass = Pass::on(&t6).walk::<u64>(corner).unwrap();
//! assert_eq!((pass.positions, pass.moves), (291_987, 1_858_848));
//! ```

mod action;
mod build;
mod checkpoint;
mod disk;
mod distributed;
mod error;
mod forecast;
mod frame;
mod held;
mod kept;
mod options;
mod rounds;
mod shard;
mod store;
mod tally;
mod window;

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, PoisonError};

use crate::board::Board;
use crate::position::Position;
use crate::weight::Weight;

use build::{Built, LayerBuilder, Scratches, Stop};
pub use checkpoint::{DirectoryLock, RunIdentity};
use checkpoint::{RunCheckpoint, Saved};
use disk::OnDisk;
pub use distributed::Exchange;
use distributed::Part;
pub use error::PassError;
pub use forecast::Forecast;
use frame::{Frame, Split};
use held::Held;
use kept::Keeper;
pub use kept::{Keep, Kept};
pub use options::{Pass, RandomPlay, Reduction};
use store::{Layer, Store};
pub use tally::{LayerSize, Walk};

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
    /// With [`Limits::whole_process`], the bytes the whole process may hold.
    pub memory: Option<u64>,
    /// Whether `memory` bounds the resident memory of the whole process
    /// (its code, its threads, what its allocator keeps), the figure
    /// `/usr/bin/time` reports as its maximum resident set: what the
    /// process holds beyond the layers the pass accounts for is measured
    /// before each layer and left room for. For a process that runs one
    /// pass, as `pegsol count` does alone or as a cluster's worker; a
    /// server running several at once bounds each pass's own layers
    /// instead.
    pub whole_process: bool,
    /// A directory for layers that do not fit in memory; `None`: never
    /// write to disk.
    pub spill: Option<PathBuf>,
    /// Keep every finished layer and the running totals here, so that a
    /// stopped pass can resume.
    pub checkpoint: Option<Checkpoint>,
}

impl Limits {
    /// The bytes a layer may plan on beside `beside` bytes held elsewhere
    /// (a cluster worker's own parent layer); `u64::MAX` without a limit.
    /// A process bound as a whole keeps a sixteenth of its limit spare, 4
    /// MiB at least, for what grows within a layer beyond every account
    /// and measurement (the allocator's spare room, a block's doubling):
    /// measured on T7 from the corner on two threads, 1.4 MB over 24 MiB
    /// with a sixteenth alone.
    pub(crate) fn for_layers(&self, beside: u64) -> u64 {
        let Some(limit) = self.memory else { return u64::MAX };
        limit.saturating_sub(self.spare()).saturating_sub(beside)
    }

    /// The bytes of the limit kept spare ([`Limits::for_layers`]).
    pub(crate) fn spare(&self) -> u64 {
        match self.memory {
            Some(limit) if self.whole_process => (limit / 16).max(4 << 20).min(limit),
            _ => 0,
        }
    }
}

/// Where a pass keeps its finished layers, and whether it resumes from
/// them.
#[derive(Clone, Debug)]
pub struct Checkpoint {
    /// The directory: the layer files and `checkpoint.json`.
    pub dir: PathBuf,
    /// What the caller runs (the command and its options), recorded so that
    /// a checkpoint is never resumed by another run.
    pub run: String,
    /// Continue from the checkpoint in `dir` if there is one; without it a
    /// directory holding a checkpoint is refused.
    pub resume: bool,
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
    /// Positions in the largest worker's part of the layer just done
    /// (`positions` in a pass on one machine): against `positions` divided
    /// by the workers, how unevenly a distributed pass split it.
    pub largest_part: usize,
    /// Whether the layer just done stays on disk (it did not fit in memory
    /// beside the next one).
    pub on_disk: bool,
    /// Positions of the parent layer read from disk to build it: 0 when the
    /// parent was in memory, at least the parent's size when it was on
    /// disk (more when the memory limit made the window read some groups
    /// again).
    pub parent_reads: u64,
    /// Bytes of parent shards the workers of a distributed pass sent one
    /// another to build the layer, all workers together (0 in a pass on
    /// one machine).
    pub exchanged: u64,
}

/// What one pass is to do, as [`Pass`] sets it out: the board, the
/// direction, the symmetry used, and the positions that enter it at each
/// peg count. [`Spec::run_keeping`] runs it.
pub(crate) struct Spec<'a> {
    pub board: &'a Board,
    pub direction: Direction,
    /// Positions entering the pass, by peg count (original hole numbering).
    /// Each carries [`Weight::ending_with`] its peg count; the set must be
    /// closed under the symmetry of `fixed` when reducing.
    pub seeds: Vec<Vec<Position>>,
    /// Positions the reduction must fix (the start, or the seed); `None`
    /// for no reduction.
    pub fixed: Option<Vec<Position>>,
    /// Once set, the pass stops with [`PassError::Interrupted`].
    pub interrupt: Option<&'a AtomicBool>,
}

impl Spec<'_> {
    /// Runs the pass with counts starting as `W` (widened on overflow),
    /// keeping the layers `keep` asks for (not in a distributed pass, whose
    /// workers hold only their own shards), and the checkpoint when
    /// finished if `keep_finished` (see [`Pass::keep_finished_checkpoint`]).
    pub fn run_keeping<W: Weight>(
        &self,
        limits: &Limits,
        keep_finished: bool,
        exchange: Option<&mut dyn Exchange>,
        progress: &mut dyn FnMut(LayerDone),
        keep: Option<Keep>,
    ) -> Result<(Walk<W::Total>, Option<Kept>), PassError> {
        let mut all_seeds: Vec<Position> = self.seeds.iter().flatten().copied().collect();
        all_seeds.sort_unstable();
        all_seeds.dedup();
        let frame = Frame::new(self.board, &all_seeds, self.fixed.as_deref());
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
        let span = Span { direction: self.direction, first, last };
        let part = exchange.as_ref().map_or(Part::WHOLE, |e| Part { worker: e.worker(), workers: e.workers() });
        let caller = limits.checkpoint.as_ref().map_or("", |c| c.run.as_str());
        let mut identity =
            checkpoint::identity::<W>(caller, self.board, self.direction, &self.seeds, self.fixed.as_deref());
        if part.workers > 1 {
            identity = identity.with("worker", format!("{} of {}", part.worker, part.workers));
        }
        let identity = identity.to_string();
        let checkpoint = limits.checkpoint.as_ref().map(|settings| RunCheckpoint {
            settings,
            identity: identity.clone(),
            keep_finished,
            shared: part.workers > 1,
            span,
            holes: self.board.hole_count(),
            groups: split.groups(),
            order: frame.group().order() as u64,
        });
        let keeper = keep.map(|keep| Mutex::new(Keeper::new(keep)));
        // A process bound as a whole, alone or a cluster's worker, counts
        // all it holds against its limit; a worker bound otherwise
        // measures from what it held when the run began (its transport's
        // threads).
        let resident_at_start = match exchange {
            _ if limits.whole_process && limits.memory.is_some() => Some(0),
            Some(_) => {
                crate::files::release_freed_memory();
                crate::files::resident_memory()
            }
            None => None,
        };
        let run = Run {
            spec: self,
            span,
            frame,
            split,
            seeds,
            limits,
            identity,
            part,
            checkpoint,
            keeper: keeper.as_ref(),
            resident_at_start,
        };
        if let Some(exchange) = exchange {
            let mut tally = run.shared::<W>(exchange, progress).inspect_err(|_| run.let_go_if_empty())?;
            run.finish_checkpoint()?;
            tally.by_hole = self.board.holes().map(|h| tally.by_hole[run.frame.turn_hole(h).index()].clone()).collect();
            return Ok((tally, None));
        }
        let walked = match run.saved::<W>() {
            Ok(Some(saved)) => run.resume::<W>(saved.widenings, saved, progress),
            Ok(None) => store::check_forecast(limits, || self.forecast::<W>()).and_then(|()| run.start::<W>(progress)),
            Err(error) => Err(error),
        };
        let mut tally = walked.inspect_err(|_| run.let_go_if_empty())?;
        run.finish_checkpoint()?;
        tally.by_hole = self.board.holes().map(|h| tally.by_hole[run.frame.turn_hole(h).index()].clone()).collect();
        let (turn, group, low_bits) = (run.frame.turning().clone(), run.frame.group().clone(), run.split.low_bits);
        drop(run);
        let kept = keeper.map(|keeper| {
            let keeper = keeper.into_inner().unwrap_or_else(PoisonError::into_inner);
            keeper.finish(&turn, &group, low_bits)
        });
        Ok((tally, kept))
    }
}

impl Spec<'_> {
    /// The bounds of this pass, when its seeds are one position (a pass
    /// from several classes at once is not bounded by one).
    pub fn forecast<W: Weight>(&self) -> Option<Forecast> {
        let mut seeds = self.seeds.iter().flatten();
        let (Some(&seed), None) = (seeds.next(), seeds.next()) else { return None };
        let frame = Frame::new(self.board, &[seed], self.fixed.as_deref());
        let class = crate::classes::PositionClass::of(self.board, seed);
        let holes = self.board.hole_count() as u32;
        let pegs: Vec<u32> = match self.direction {
            Direction::Down => (0..=seed.pegs()).rev().collect(),
            Direction::Up => (seed.pegs()..holes).collect(),
        };
        Some(Forecast::new(
            self.board,
            class,
            pegs.into_iter(),
            frame.board_group(),
            Held::<W>::ENTRY_BYTES,
            std::mem::size_of::<W>() as u64,
        ))
    }
}

/// The layers a pass goes through, by peg count: from the first layer's to
/// the last's, in the pass's direction.
#[derive(Clone, Copy, Debug)]
struct Span {
    direction: Direction,
    /// The first layer's peg count.
    first: u32,
    /// The last layer's peg count (a pass stops before it when it runs out
    /// of positions).
    last: u32,
}

impl Span {
    /// Layers at most.
    fn layers(self) -> usize {
        self.first.abs_diff(self.last) as usize + 1
    }

    /// The peg count of the empty layer the first one is built from.
    fn before_first(self) -> u32 {
        match self.direction {
            Direction::Down => self.first + 1,
            Direction::Up => self.first.saturating_sub(1),
        }
    }

    /// The peg count of the layer after the one with `pegs` pegs, if there
    /// is one.
    fn next(self, pegs: u32) -> Option<u32> {
        match self.direction {
            Direction::Down => pegs.checked_sub(1),
            Direction::Up => (pegs < self.last).then_some(pegs + 1),
        }
    }
}

/// One run of a pass, where it stands: its spec and everything derived from
/// it. Its methods are the loop over the layers, on one machine or as a
/// worker of a cluster; each concern it drives takes what it uses:
/// building ([`LayerBuilder`]), where layers go ([`store`]), tallying
/// ([`tally`]), the checkpoint ([`RunCheckpoint`]) and the exchange among
/// workers ([`distributed`]).
struct Run<'a> {
    spec: &'a Spec<'a>,
    span: Span,
    frame: Frame,
    split: Split,
    /// Canonical seeds by peg count, sorted.
    seeds: Vec<Vec<Position>>,
    limits: &'a Limits,
    /// What the layer files of the pass are stamped with (and a checkpoint
    /// of it must match).
    identity: String,
    /// The tops this worker builds: all of them, but in a distributed pass.
    part: Part,
    /// The checkpoint, if the pass keeps one.
    checkpoint: Option<RunCheckpoint<'a>>,
    /// Keeps the layers the pass is done with, when asked to.
    keeper: Option<&'a Mutex<Keeper>>,
    /// Where the memory no account names is measured from ([`Run::unnamed`]):
    /// a cluster worker's resident memory when the run began (its code's
    /// data, the transport's threads); 0 for a process bound as a whole
    /// ([`Limits::whole_process`]), which answers for all it holds; `None`
    /// otherwise.
    resident_at_start: Option<u64>,
}

/// What a pass carries from layer to layer besides the layer itself: its
/// tally so far, the layers done, the last growth and the widenings (what a
/// checkpoint records with its layer).
#[derive(Clone)]
struct Carried<T> {
    tally: Walk<T>,
    /// Layers finished.
    done: usize,
    /// The last layer's size over its parent's.
    growth: f64,
    /// How many times the counts were widened.
    widenings: u32,
}

impl Run<'_> {
    /// What building the next layer reads.
    fn builder(&self) -> LayerBuilder<'_> {
        LayerBuilder {
            board: self.spec.board,
            span: self.span,
            frame: &self.frame,
            split: &self.split,
            seeds: &self.seeds,
            part: self.part,
            limits: self.limits,
            identity: &self.identity,
            interrupt: self.spec.interrupt,
            resident_at_start: self.resident_at_start,
        }
    }

    /// The memory held that no account names, beyond the `counted` bytes
    /// of layers counted and what was held when the run began
    /// (`resident_at_start`): a worker's transport buffers and the parcels
    /// it kept; the accumulators and the spare memory of blocks used again;
    /// and for a process alone its code, its threads and what its
    /// allocator keeps. Measured (after the memory freed is given back to
    /// the system), since the pieces are many; 0 without a memory limit or
    /// where the system does not tell.
    fn unnamed(&self, counted: u64) -> u64 {
        let Some(start) = self.resident_at_start else { return 0 };
        crate::files::release_freed_memory();
        crate::files::resident_memory().map_or(0, |now| now.saturating_sub(start.saturating_add(counted)))
    }

    /// The memory a layer on disk may take when read back in: the limit,
    /// less what the process holds that no account names.
    fn room_to_settle(&self) -> Option<u64> {
        self.limits.memory.map(|_| self.limits.for_layers(0).saturating_sub(self.unnamed(0)))
    }

    /// Nothing carried yet: before the first layer.
    fn carried_at_start<T: Weight>(&self) -> Carried<T> {
        Carried { tally: Walk::new(self.spec.board.hole_count()), done: 0, growth: 8.0, widenings: 0 }
    }

    /// Starts with the layer of the seeds entering at the first layer.
    fn start<W: Weight>(&self, progress: &mut dyn FnMut(LayerDone)) -> Result<Walk<W::Total>, PassError> {
        let parent = Layer::<W>::empty(self.span.before_first());
        let room = (0, self.unnamed(0));
        let built = match self.builder().build(&parent, self.span.first, 1.0, &Scratches::default(), room) {
            Ok(built) => built,
            Err(Stop::Overflow) => unreachable!("seeds alone cannot overflow"),
            Err(Stop::Pass(error)) => return Err(error),
        };
        let mut carried = self.carried_at_start();
        let layer = self.finished(built, 1.0, &mut carried, progress)?;
        self.drive(layer, carried, progress)
    }

    /// Takes in a layer just built: its tally, progress, the checkpoint, and
    /// whether it is held in memory from now on.
    fn finished<W: Weight>(
        &self,
        built: Built<W>,
        parent_len: f64,
        carried: &mut Carried<W::Total>,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Layer<W>, PassError> {
        let Built { layer, tallies, parent_reads } = built;
        tally::add_tallies(&mut carried.tally, tallies, layer.pegs, &self.frame);
        carried.done += 1;
        carried.growth = layer.len() as f64 / parent_len.max(1.0);
        if let (Store::OnDisk(disk), Some(checkpoint)) = (&layer.store, &self.checkpoint) {
            checkpoint.save(carried, layer.pegs, disk)?;
        }
        let layer = layer.settle(self.room_to_settle(), carried.growth, self.split.top_bits)?;
        let on_disk = matches!(layer.store, Store::OnDisk(_));
        progress(LayerDone {
            layers: carried.done,
            of: self.span.layers(),
            positions: layer.len(),
            largest_part: layer.len(),
            on_disk,
            parent_reads,
            exchanged: 0,
        });
        Ok(layer)
    }

    /// Runs layer after layer from `layer`; on overflow, goes on in the
    /// wider weight from the same layer.
    fn drive<W: Weight>(
        &self,
        mut layer: Layer<W>,
        mut carried: Carried<W::Total>,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        let scratches = Scratches::default();
        loop {
            let Some(pegs) = self.span.next(layer.pegs) else {
                self.done_with(layer);
                return Ok(carried.tally);
            };
            if layer.len() == 0 && self.seeds.get(pegs as usize).is_none_or(Vec::is_empty) {
                self.done_with(layer);
                return Ok(carried.tally);
            }
            let held = match &layer.store {
                Store::Held(held) => held.bytes(),
                Store::OnDisk(_) => 0,
            };
            match self.builder().build(&layer, pegs, carried.growth, &scratches, (0, self.unnamed(held))) {
                Ok(built) => {
                    let parent_len = layer.len() as f64;
                    self.done_with(layer);
                    layer = self.finished(built, parent_len, &mut carried, progress)?;
                }
                Err(Stop::Overflow) => {
                    carried.widenings += 1;
                    return self.drive::<W::Wider>(layer.widen(), carried, progress);
                }
                Err(Stop::Pass(error)) => return Err(error),
            }
        }
    }

    /// Drops a layer the pass no longer needs, or hands it to the keeper.
    fn done_with<W: Weight>(&self, layer: Layer<W>) {
        if let Some(keeper) = self.keeper {
            keeper.lock().unwrap_or_else(PoisonError::into_inner).offer(layer, self.split.top_bits);
        }
    }

    /// Goes on from a checkpoint, in the weight it had widened to.
    fn resume<W: Weight>(
        &self,
        widenings: u32,
        saved: Saved<W::Total>,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        if widenings > 0 {
            return self.resume::<W::Wider>(widenings - 1, saved, progress);
        }
        let Saved { carried, pegs, layer, .. } = saved;
        let layer = self.reopen::<W>(layer, pegs, carried.done, carried.growth, progress)?;
        self.drive(layer, carried, progress)
    }

    /// The layer a checkpoint kept (`pegs` pegs, the pass's `done`-th),
    /// read in if it fits in memory.
    fn reopen<W: Weight>(
        &self,
        disk: OnDisk,
        pegs: u32,
        done: usize,
        growth: f64,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Layer<W>, PassError> {
        let layer = Layer::<W> { pegs, store: Store::OnDisk(disk) };
        let layer = layer.settle(self.room_to_settle(), growth, self.split.top_bits)?;
        let on_disk = matches!(layer.store, Store::OnDisk(_));
        progress(LayerDone {
            layers: done,
            of: self.span.layers(),
            positions: layer.len(),
            largest_part: layer.len(),
            on_disk,
            parent_reads: 0,
            exchanged: 0,
        });
        Ok(layer)
    }

    /// The checkpoint to resume from, if the pass keeps one and may resume.
    fn saved<W: Weight>(&self) -> Result<Option<Saved<W::Total>>, PassError> {
        self.checkpoint.as_ref().map_or(Ok(None), RunCheckpoint::saved::<W>)
    }

    /// After a pass failed: lets go of a checkpoint directory that holds no
    /// checkpoint.
    fn let_go_if_empty(&self) {
        if let Some(checkpoint) = &self.checkpoint {
            checkpoint.let_go_if_empty();
        }
    }

    /// Removes a finished pass's checkpoint, unless its caller removes it.
    fn finish_checkpoint(&self) -> Result<(), PassError> {
        self.checkpoint.as_ref().map_or(Ok(()), RunCheckpoint::finish)
    }

    /// Makes the checkpoint before the last the checkpoint again.
    fn step_back(&self) -> Result<(), PassError> {
        self.checkpoint.as_ref().map_or(Ok(()), RunCheckpoint::step_back)
    }
}
