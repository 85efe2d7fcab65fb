//! Where layers live: in memory or on disk, chosen layer by layer to fit
//! the memory limit.
//!
//! A layer is built into a [`Sink`]: blocks held in memory, or written to a
//! file as they come. Built on disk, a layer stays there as the next
//! layer's parent (read through a window) unless it fits in memory beside
//! the layer that will be built from it.

use std::path::{Path, PathBuf};

use super::disk::{Encoded, OnDisk, Stamp, Writer};
use super::forecast::Forecast;
use super::frame::Split;
use super::held::Held;
use super::shard::Block;
use super::window::Window;
use super::{Limits, PassError};
use crate::weight::Weight;

/// One layer.
pub(super) struct Layer<W> {
    pub pegs: u32,
    pub store: Store<W>,
}

/// Where a layer's shards are.
pub(super) enum Store<W> {
    Held(Held<W>),
    OnDisk(OnDisk),
}

impl<W: Weight> Layer<W> {
    /// An empty layer, the parent of the first one.
    pub fn empty(pegs: u32) -> Layer<W> {
        Layer { pegs, store: Store::Held(Held::new(Vec::new(), 0)) }
    }

    /// Positions in the layer.
    pub fn len(&self) -> usize {
        match &self.store {
            Store::Held(held) => held.len(),
            Store::OnDisk(disk) => disk.positions() as usize,
        }
    }

    /// The layer, read in if it is on disk and fits in `memory` (`None`: no
    /// limit) beside the next one, `growth` times larger; a layer read in
    /// holds its shards by their `top_bits`-bit tops.
    pub fn settle(self, memory: Option<u64>, growth: f64, top_bits: u32) -> Result<Layer<W>, PassError> {
        let Store::OnDisk(disk) = &self.store else { return Ok(self) };
        let bytes = disk.positions() * Held::<W>::ENTRY_BYTES;
        let fits = memory.is_none_or(|limit| bytes as f64 * (1.0 + growth.max(1.0) * 1.1) <= limit as f64);
        if !fits {
            return Ok(self);
        }
        let blocks = disk.read_all().map_err(|e| PassError::disk(disk.path(), e))?;
        Ok(Layer { pegs: self.pegs, store: Store::Held(Held::new(blocks, top_bits)) })
    }

    /// The same layer in the next wider weight. On disk nothing changes:
    /// every count width reads the same encoding.
    pub fn widen(self) -> Layer<W::Wider> {
        let store = match self.store {
            Store::Held(held) => Store::Held(held.widen()),
            Store::OnDisk(disk) => Store::OnDisk(disk),
        };
        Layer { pegs: self.pegs, store }
    }
}

/// Where the next layer goes, and how much of the parent a window may hold.
pub(super) struct Plan {
    /// The directory to write the next layer to, and whether to keep it
    /// there (a checkpoint's); `None`: held in memory.
    pub disk: Option<(PathBuf, bool)>,
    /// Bytes of parent groups a window may hold, when the parent is on disk.
    pub window: u64,
    /// Bytes left beside the window for the steps in flight and the
    /// groups being read.
    pub reserve: u64,
}

/// A block ready for its sink ([`Sink::make`]).
pub(super) enum Made<W> {
    Held(Block<W>),
    Encoded(Encoded),
}

/// Where a layer being built goes.
pub(super) enum Sink<W> {
    Memory(Vec<Block<W>>),
    Disk(Writer),
}

impl<W: Weight> Sink<W> {
    /// A sink for the layer `stamp` names, where `plan` puts it.
    pub fn open(plan: &Plan, split: &Split, stamp: Stamp) -> Result<Sink<W>, PassError> {
        match &plan.disk {
            None => Ok(Sink::Memory(Vec::new())),
            Some((dir, keep)) => {
                let writer = Writer::create(dir, split.groups(), split.group_shift, stamp, *keep)
                    .map_err(|e| PassError::disk(dir, e))?;
                Ok(Sink::Disk(writer))
            }
        }
    }

    /// Readies a block just built for this sink, on the thread that built
    /// it: held, it gives back the spare capacity of growing by doubling
    /// (up to half of each vector, gigabytes on the largest layers);
    /// written, it is encoded, and its memory goes to `give_back` to be
    /// built into again.
    pub fn make(&self, mut block: Block<W>, give_back: impl FnOnce(Block<W>)) -> Made<W> {
        match self {
            Sink::Memory(_) => {
                block.shrink_to_fit();
                Made::Held(block)
            }
            Sink::Disk(writer) => {
                let encoded = writer.encoder().encode(&block);
                give_back(block);
                Made::Encoded(encoded)
            }
        }
    }

    /// Adds blocks made by [`Sink::make`] that follow the ones pushed
    /// before in top order.
    pub fn push(&mut self, made: Vec<Made<W>>) -> Result<(), PassError> {
        match self {
            Sink::Memory(held) => {
                held.extend(made.into_iter().map(|made| match made {
                    Made::Held(block) => block,
                    Made::Encoded(_) => unreachable!("a sink in memory makes no encoded block"),
                }));
                Ok(())
            }
            Sink::Disk(writer) => {
                let encoded = made
                    .into_iter()
                    .map(|made| match made {
                        Made::Encoded(encoded) => encoded,
                        Made::Held(_) => unreachable!("a sink on disk encodes every block"),
                    })
                    .collect();
                writer.push(encoded).map_err(|e| PassError::disk(writer.path(), e))
            }
        }
    }

    /// The finished layer. (Dropping a sink instead abandons the layer and
    /// removes its file.)
    pub fn finish(self, pegs: u32, split: &Split) -> Result<Layer<W>, PassError> {
        let store = match self {
            Sink::Memory(blocks) => Store::Held(Held::new(blocks, split.top_bits)),
            Sink::Disk(writer) => {
                let path = writer.path().to_path_buf();
                Store::OnDisk(writer.finish().map_err(|e| PassError::disk(&path, e))?)
            }
        };
        Ok(Layer { pegs, store })
    }
}

/// Where the next layer built from `parent` goes within `limits`, about
/// `estimate` positions, built in steps of which the largest makes about
/// `step_share` of it; `needs` are the parent groups of each step when the
/// parent is on disk; `beside` bytes held elsewhere come off the memory
/// limit. `unnamed` bytes are held that no account names (measured: a
/// cluster worker's transport buffers, a whole process's code and what its
/// allocator keeps, [`super::Limits::whole_process`]): the next layer goes
/// to disk and the window narrows to leave room for them. A process bound
/// as a whole refuses a layer that still does not fit, since its limit is
/// a promise; a pass bound by its layers alone (a server's, or workers
/// sharing one process with others, as in tests) refuses nothing for them,
/// and without a disk keeps the layer in memory. A parent on
/// disk is read on every thread, each holding the bytes of its largest
/// group beside the window.
pub(super) fn plan<W: Weight>(
    limits: &Limits,
    parent: &Layer<W>,
    estimate: u64,
    step_share: f64,
    needs: &[Vec<usize>],
    group_shift: u32,
    (beside, unnamed): (u64, u64),
) -> Result<Plan, PassError> {
    let entry = Held::<W>::ENTRY_BYTES;
    let next = estimate * entry;
    let checkpoint = limits.checkpoint.as_ref().map(|c| c.dir.as_path());
    let dir = checkpoint.or(limits.spill.as_deref());
    if dir.is_some() && !W::STORABLE {
        return Err(PassError::CannotStore);
    }
    let limit = limits.for_layers(beside);
    let (unnamed, refused_for) = match (limits.whole_process, dir) {
        (true, _) => (unnamed, unnamed),
        (false, Some(_)) => (unnamed, 0),
        (false, None) => (0, 0),
    };
    let to_disk = |dir: &Path| Some((dir.to_path_buf(), checkpoint.is_some()));
    let too_large = |needed: u64| PassError::MemoryLimit {
        positions: estimate,
        needed,
        held: unnamed,
        spare: limits.spare(),
        limit: limit + limits.spare(),
        spilling: dir.is_some(),
    };
    // Written to disk, the next layer is held only in the steps in flight:
    // the one being built, the one queued for the thread writing the file
    // and the one it writes (`disk::Background`).
    let in_flight = (next as f64 * step_share.min(1.0) * STEPS_IN_FLIGHT) as u64;
    match &parent.store {
        Store::Held(held) => {
            let held = held.len() as u64 * entry;
            match dir {
                _ if checkpoint.is_none() && held.saturating_add(next).saturating_add(unnamed) <= limit => {
                    Ok(Plan { disk: None, window: 0, reserve: 0 })
                }
                Some(dir) if held + in_flight + refused_for <= limit => {
                    check_disk_space(dir, estimate, entry as f64)?;
                    Ok(Plan { disk: to_disk(dir), window: 0, reserve: in_flight })
                }
                Some(_) => Err(too_large(held + in_flight)),
                None => Err(too_large(held + next)),
            }
        }
        Store::OnDisk(disk) => {
            let step_bytes = |need: &Vec<usize>| -> u64 {
                need.iter().map(|&g| Window::<W>::group_bytes(disk, g, group_shift)).sum()
            };
            let least = needs.iter().map(step_bytes).max().unwrap_or(0);
            // Each thread reading groups holds the bytes of the largest
            // one read: counted here, or the pass outgrows its limit.
            let reading = disk.largest_group_bytes() * rayon::current_num_threads() as u64;
            let whole = disk.positions() * entry;
            let stored = disk.bytes() as f64 / disk.positions().max(1) as f64;
            let besides = unnamed + reading;
            match dir {
                // The window gets at least a third of the memory, or
                // the whole parent if smaller.
                _ if checkpoint.is_none()
                    && next.saturating_add(besides).saturating_add(whole.min(least.max(limit / 3))) <= limit =>
                {
                    Ok(Plan { disk: None, window: limit - next - besides, reserve: next + reading })
                }
                Some(dir) if least + in_flight + refused_for + reading <= limit => {
                    check_disk_space(dir, estimate, stored)?;
                    let window = limit.saturating_sub(in_flight + besides).max(least);
                    Ok(Plan { disk: to_disk(dir), window, reserve: in_flight + reading })
                }
                Some(_) => Err(too_large(least + in_flight + reading)),
                None => Err(too_large(least + next + reading)),
            }
        }
    }
}

/// The steps of a layer written to disk that are held at once: one being
/// built, one queued for the thread writing the file, one being written.
const STEPS_IN_FLIGHT: f64 = 3.0;

/// Refuses, before the first layer, a run whose largest layers go to a
/// disk that cannot hold even a third of what their bound needs (the bound,
/// made by `forecast` when the layers may go to disk at all, is loose on
/// small boards; each layer is checked again before it is written).
pub(super) fn check_forecast(limits: &Limits, forecast: impl FnOnce() -> Option<Forecast>) -> Result<(), PassError> {
    let checkpoint = limits.checkpoint.as_ref().map(|c| c.dir.as_path());
    let Some(dir) = checkpoint.or(limits.spill.as_deref()) else { return Ok(()) };
    let Some(forecast) = forecast() else { return Ok(()) };
    let to_disk = checkpoint.is_some() || limits.memory.is_some_and(|limit| forecast.memory() > limit);
    let needed = forecast.disk();
    match crate::files::free_bytes(dir) {
        Some(free) if to_disk && free < needed / 3 => {
            Err(PassError::RunTooLarge { dir: dir.to_path_buf(), needed, free, largest: forecast.largest() })
        }
        _ => Ok(()),
    }
}

/// Refuses a layer of about `positions` positions at `bytes` each that
/// the file system of `dir` cannot hold.
fn check_disk_space(dir: &Path, positions: u64, bytes: f64) -> Result<(), PassError> {
    let needed = (positions as f64 * bytes) as u64;
    match crate::files::free_bytes(dir) {
        Some(free) if free < needed => Err(PassError::DiskFull { dir: dir.to_path_buf(), needed, free }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Memory held that no account names sends the next layer to disk,
    /// when there is a disk to send it to; bound as a whole, a process
    /// refuses a layer that fits nowhere beside it (the limit is kept, not
    /// stretched), while a pass bound by its layers alone refuses nothing
    /// for it.
    #[test]
    fn memory_no_account_names_sends_a_layer_to_disk_or_refuses_it() {
        let spill = tempfile::tempdir().unwrap();
        let parent = Layer::<u64>::empty(5);
        let entry = Held::<u64>::ENTRY_BYTES;
        let plan = |whole_process: bool, limit: u64, positions: u64, spill: Option<&Path>, unnamed: u64| {
            let spill = spill.map(Path::to_path_buf);
            let limits = Limits { memory: Some(limit), whole_process, spill, ..Limits::default() };
            plan(&limits, &parent, positions, 0.1, &[], 4, (0, unnamed)).map(|plan| plan.disk.is_some())
        };
        // Bound as a whole: 64 MiB, of which 4 MiB are kept spare; a
        // million positions, a tenth of them built in a step, three steps
        // in flight.
        let (limit, positions) = (64 << 20, 1_000_000);
        let room = limit - (4 << 20);
        let whole = positions * entry;
        let in_flight = (whole as f64 * 0.1 * STEPS_IN_FLIGHT) as u64;
        let alone = |spill, unnamed| plan(true, limit, positions, spill, unnamed);
        assert_eq!(alone(Some(spill.path()), 0).ok(), Some(false), "the layer fits");
        assert_eq!(alone(Some(spill.path()), room - whole + 1).ok(), Some(true), "beside what is held, to disk");
        assert_eq!(alone(Some(spill.path()), room - in_flight).ok(), Some(true), "its steps in flight fit");
        assert!(alone(Some(spill.path()), room - in_flight + 1).is_err(), "not even its steps fit");
        assert!(alone(None, room - whole + 1).is_err(), "nowhere else to go: refused");
        // Bound by its layers alone: 1000 bytes, 10 positions.
        let layers = |spill, unnamed| plan(false, 1000, 10, spill, unnamed);
        assert_eq!(layers(Some(spill.path()), 1000 - 10 * entry + 1).ok(), Some(true), "to disk");
        assert_eq!(layers(Some(spill.path()), 1000).ok(), Some(true), "to disk, not refused");
        assert_eq!(layers(None, 1000).ok(), Some(false), "nowhere else to go: kept in memory");
    }
}
