//! The layered pass shared among the workers of a cluster.
//!
//! Every worker runs the same pass. The tops are dealt out among the
//! workers by a hash ([`Part`]), and each layer is one round (sent in
//! slices, below): every worker
//! sends each shard of its parent layer to the workers that own a top the
//! shard passes shares to (the tops [`reached`] names, which are the
//! tops the single-machine pass builds from it), then builds the shards
//! of its own tops with the single-machine code, from exactly the parent
//! shards that code would pull from. A parent shard and the child shard
//! with the same top have the same owner, so the moves inside the low rows
//! never cross the network: only the shards that a move into the top rows
//! reaches travel, once to each worker that needs them.
//!
//! A layer's exchange goes in sub-rounds, each carrying the parent shards
//! of a slice of the groups (the same slices on every worker, cut from
//! every worker's positions by group, told in a first round) of at most a
//! 32nd of the least memory limit in held bytes, so what is in flight does not
//! grow with the layer. A worker holds the parents it receives while they
//! fit its memory limit beside its own parent layer, the next layer's
//! share and the sub-rounds still to come; past that it writes them, slice
//! after slice in top order, to a layer file in its spill directory and
//! builds from it through a window, as a single pass builds from a parent
//! on disk.
//!
//! Sending the parents rather than the children: a child shard pulls from
//! about as many parents as a parent shard feeds children, and a partial
//! child holds up to as many entries as the parent it came from, so both
//! ways move about the same bytes; the parents are sent once per worker
//! however many of its children need them, and the children are summed
//! where they are kept, by the code and in the order of the single-machine
//! pass.
//!
//! After each round the workers tell each other (a second, small round)
//! whether the layer was built, overflowed its counts (then all of them
//! build it again, wider), or failed, and its size. No worker leaves a
//! round early: an error stops every worker at the same round, each with
//! the error of the first worker that failed. At the end the running
//! totals are exchanged and added up, exactly, so every worker returns the
//! same [`Walk`]. Random-play chances are summed exactly
//! ([`crate::ChanceSum`]), so however the tops are dealt out the totals
//! are the single pass's, to the last bit.
//!
//! With a checkpoint, each worker keeps its own ([`super::checkpoint`]),
//! one layer deeper than a single pass; a restarted cluster first agrees
//! on the last layer every worker finished ([`resume_at`]) and goes on
//! from there.
//!
//! The transport is an [`Exchange`]: the program runs it on timely
//! dataflow (`pegsol::cluster`); here three threads share the T6 pass,
//! which shows the contract.
//!
//! ```
//! use std::sync::{Arc, Barrier, Mutex};
//!
//! use pegsol::{Board, Exchange, Pass};
//!
//! /// Workers on threads of one process, meeting at a barrier each round.
//! struct Threads {
//!     worker: usize,
//!     boxes: Arc<Mutex<Vec<Vec<Vec<u8>>>>>,
//!     barrier: Arc<Barrier>,
//! }
//!
//! impl Exchange for Threads {
//!     fn worker(&self) -> usize {
//!         self.worker
//!     }
//!     fn workers(&self) -> usize {
//!         self.boxes.lock().unwrap().len()
//!     }
//!     fn round(&mut self, parcels: Vec<(usize, Vec<u8>)>) -> Vec<Vec<u8>> {
//!         for (to, parcel) in parcels {
//!             self.boxes.lock().unwrap()[to].push(parcel);
//!         }
//!         self.barrier.wait(); // every parcel of the round is posted
//!         let mine = std::mem::take(&mut self.boxes.lock().unwrap()[self.worker]);
//!         self.barrier.wait(); // every worker has taken its own
//!         mine
//!     }
//! }
//!
//! let boxes = Arc::new(Mutex::new(vec![Vec::new(); 3]));
//! let barrier = Arc::new(Barrier::new(3));
//! let walks: Vec<_> = std::thread::scope(|scope| {
//!     let workers: Vec<_> = (0..3)
//!         .map(|worker| {
//!             let mut exchange = Threads { worker, boxes: boxes.clone(), barrier: barrier.clone() };
//!             scope.spawn(move || {
//!                 let t6 = Board::triangle(6).unwrap();
//!                 let corner = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
//!                 Pass::on(&t6).peers(&mut exchange).walk::<u64>(corner).unwrap()
//!             })
//!         })
//!         .collect();
//!     workers.into_iter().map(|w| w.join().unwrap()).collect()
//! });
//! // S10: from the corner of T6, 291,987 positions and 1,858,848 moves,
//! // and every worker has the whole pass's totals.
//! assert_eq!((walks[0].positions, walks[0].moves), (291_987, 1_858_848));
//! assert!(walks.iter().all(|walk| *walk == walks[0]));
//! ```

use std::collections::BTreeMap;
use std::ops::Range;

use rayon::prelude::*;

use super::build::reached;
use super::disk::{Stamp, Writer};
use super::frame::{Frame, Split};
use super::held::Held;
use super::shard::Block;
use super::store::{Layer, Store};
use super::tally::{LayerSize, Walk};
use super::{Limits, PassError};
use crate::weight::{decode_varint, encode_varint, Weight};

/// How the workers of a distributed pass reach each other: the one thing a
/// transport provides.
pub trait Exchange {
    /// This worker, from 0.
    fn worker(&self) -> usize;

    /// Workers in all, this one included.
    fn workers(&self) -> usize;

    /// One round: sends each parcel to the worker it names (this one
    /// included) and returns the parcels all workers sent to this one in
    /// this round, in any order, once every worker has sent its own.
    fn round(&mut self, parcels: Vec<(usize, Vec<u8>)>) -> Vec<Vec<u8>>;
}

/// Which tops a worker owns: a hash of the top, spread over the workers.
#[derive(Clone, Copy, Debug)]
pub(super) struct Part {
    pub worker: usize,
    pub workers: usize,
}

impl Part {
    /// Every top: a pass run on one machine.
    pub const WHOLE: Part = Part { worker: 0, workers: 1 };

    /// The worker that builds the shard with this top.
    #[inline]
    pub fn owner(self, top: u64) -> usize {
        // Fibonacci hashing: neighbouring tops go to different workers.
        ((top.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) % self.workers as u64) as usize
    }

    #[inline]
    pub fn owns(self, top: u64) -> bool {
        self.workers == 1 || self.owner(top) == self.worker
    }
}

/// Parcels are cut at about this size, so that none is very large.
const PARCEL_BYTES: usize = 1 << 20;

/// What a worker tells the others after building a layer.
pub(super) enum Status {
    /// Built, with this many positions (canonical ones when reducing), after
    /// sending this many bytes of parent shards to other workers.
    Built { positions: u64, exchanged: u64 },
    /// A count overflowed: build it again, wider.
    Overflow,
    /// Stopped with this error.
    Failed(String),
}

impl Status {
    fn encode(&self, worker: usize) -> Vec<u8> {
        let mut bytes = Vec::new();
        encode_varint(worker as u128, &mut bytes);
        match self {
            Status::Built { positions, exchanged } => {
                bytes.push(0);
                encode_varint(u128::from(*positions), &mut bytes);
                encode_varint(u128::from(*exchanged), &mut bytes);
            }
            Status::Overflow => bytes.push(1),
            Status::Failed(reason) => {
                bytes.push(2);
                bytes.extend_from_slice(reason.as_bytes());
            }
        }
        bytes
    }

    fn decode(mut bytes: &[u8]) -> Option<(usize, Status)> {
        let worker = usize::try_from(decode_varint(&mut bytes)?).ok()?;
        let (&tag, mut rest) = bytes.split_first()?;
        let number = |rest: &mut &[u8]| u64::try_from(decode_varint(rest)?).ok();
        let status = match tag {
            0 => Status::Built { positions: number(&mut rest)?, exchanged: number(&mut rest)? },
            1 => Status::Overflow,
            2 => Status::Failed(String::from_utf8_lossy(rest).into_owned()),
            _ => return None,
        };
        Some((worker, status))
    }
}

/// What the workers agreed after a round.
pub(super) enum Agreed {
    /// Every worker built its part: the layer's positions in all, those of
    /// the largest part, and the bytes all workers sent to others.
    Built {
        positions: u64,
        largest: u64,
        exchanged: u64,
    },
    Overflow,
    Failed(PassError),
}

/// Parent positions one sub-round of a layer's exchange carries at most
/// (unless one group is larger), as a share of a worker's memory limit
/// counted in held bytes: the exchange moves a layer a slice at a time,
/// so what is in flight does not grow with the layer.
const ROUND_SHARE: u64 = 32;

/// What a sub-round holds at most, in copies of its slice's held bytes:
/// the parcels sent and their copy in the transport's buffers (the
/// worker's own positions, each sent to up to every worker), the parcels
/// received (twice: in the transport and as handed over), decoded, and
/// merged in top order to go to disk. Reserved beside the received
/// parents while they are taken in.
const ROUND_COPIES: u64 = 8;

/// What a worker needs to take part in a layer's exchange: its part, the
/// pass's frame and split, its limits (less `beside` bytes held elsewhere:
/// its own parent layer; and less `unnamed` bytes held that no account
/// names, measured, for which what it receives goes to disk sooner; the
/// build's plan refuses a layer that fits nowhere beside them), the
/// identity stamped on a layer file and the
/// growth expected of the next layer.
pub(super) struct Trade<'a> {
    pub part: Part,
    pub frame: &'a Frame,
    pub split: &'a Split,
    pub limits: &'a Limits,
    pub beside: u64,
    pub unnamed: u64,
    pub identity: &'a str,
    pub growth: f64,
}

/// The received parent shards so far: held, one list of blocks a
/// sub-round, with their bytes; or written to a layer file.
enum Received<W> {
    Held { slices: Vec<Vec<Block<W>>>, bytes: u64 },
    OnDisk(Writer),
}

impl Trade<'_> {
    /// Sends this worker's parent shards to the workers that pull from them
    /// and takes in those it pulls from, in sub-rounds of a slice of the
    /// groups each (the same slices on every worker, cut from every
    /// worker's positions by group, told in a first round): the parent layer
    /// this worker builds from, held if it fits beside the next one within
    /// the memory limit, else on disk; and the bytes sent to other workers.
    /// A worker that failed (before, or here) still takes part in every
    /// sub-round, sending nothing.
    pub fn parents<W: Weight>(
        &self,
        parent: &Layer<W>,
        mut failed: Option<PassError>,
        exchange: &mut dyn Exchange,
    ) -> (Result<Layer<W>, PassError>, u64) {
        let (me, workers) = (self.part.worker, self.part.workers);
        let groups = self.split.groups();
        let mine = match failed {
            Some(_) => vec![0; groups],
            None => group_positions(parent, self.split),
        };
        let entry = Held::<W>::ENTRY_BYTES;
        // A slice's positions at most: the least any worker's limit
        // allows, told with the sizes, so that all cut the same slices.
        let mut slice = (self.limits.memory.unwrap_or(u64::MAX) / ROUND_SHARE / entry).max(1);
        let mut told = Vec::new();
        std::iter::once(&slice).chain(&mine).for_each(|&p| encode_varint(u128::from(p), &mut told));
        let mut whole = vec![0u64; groups];
        for bytes in exchange.round((0..workers).map(|w| (w, told.clone())).collect()) {
            let mut input = &bytes[..];
            if let Some(theirs) = decode_varint(&mut input).and_then(|p| u64::try_from(p).ok()) {
                slice = slice.min(theirs);
            }
            for sum in &mut whole {
                match decode_varint(&mut input).and_then(|p| u64::try_from(p).ok()) {
                    Some(p) => *sum += p,
                    None => {
                        let reason = "the sizes of parent shards it received are damaged".into();
                        failed.get_or_insert(PassError::Peer { worker: me, reason });
                    }
                }
            }
        }
        let room = self.limits.for_layers(self.beside);
        let reserve = slice * entry * ROUND_COPIES;
        let mut received = Received::Held { slices: Vec::new(), bytes: 0 };
        let mut exchanged = 0;
        for groups in slices(&whole, slice) {
            let parcels = match &failed {
                Some(_) => Vec::new(),
                None => self.parcels(parent, groups).unwrap_or_else(|error| {
                    failed = Some(error);
                    Vec::new()
                }),
            };
            exchanged += parcels.iter().filter(|(to, _)| *to != me).map(|(_, bytes)| bytes.len() as u64).sum::<u64>();
            let heard = exchange.round(parcels);
            if failed.is_none() {
                if let Err(error) = self.take_in(heard, parent.pegs, &mut received, room, reserve) {
                    failed = Some(error);
                }
            }
        }
        if let Some(error) = failed {
            return (Err(error), exchanged);
        }
        let store = match received {
            Received::Held { slices, .. } => {
                Ok(Store::Held(Held::new(slices.into_iter().flatten().collect(), self.split.top_bits)))
            }
            Received::OnDisk(writer) => {
                let path = writer.path().to_path_buf();
                writer.finish().map(Store::OnDisk).map_err(|e| PassError::disk(&path, e))
            }
        };
        (store.map(|store| Layer { pegs: parent.pegs, store }), exchanged)
    }

    /// This worker's parent shards in the groups `groups`, each encoded
    /// once for every worker that owns a top it passes shares to.
    fn parcels<W: Weight>(&self, parent: &Layer<W>, groups: Range<usize>) -> Result<Vec<(usize, Vec<u8>)>, PassError> {
        let (part, split) = (self.part, self.split);
        let mut open: Vec<Vec<u8>> = vec![Vec::new(); part.workers];
        let mut parcels = Vec::new();
        let mut send = |block: &Block<W>, shards: Range<usize>| {
            for s in shards {
                let top = block.tops()[s];
                let mut to: Vec<usize> = reached(self.frame, split, top).map(|v| part.owner(v)).collect();
                to.sort_unstable();
                to.dedup();
                for w in to {
                    block.encode_shard(s, &mut open[w]);
                    if open[w].len() >= PARCEL_BYTES {
                        parcels.push((w, std::mem::take(&mut open[w])));
                    }
                }
            }
        };
        match &parent.store {
            Store::Held(held) => {
                for block in held.blocks() {
                    let tops = block.tops();
                    let from = tops.partition_point(|&top| split.group(top) < groups.start);
                    let to = tops.partition_point(|&top| split.group(top) < groups.end);
                    send(block, from..to);
                }
            }
            Store::OnDisk(disk) => {
                for group in groups.filter(|&g| disk.group(g).positions > 0) {
                    let block = disk.read_group::<W>(group).map_err(|e| PassError::disk(disk.path(), e))?;
                    send(&block, 0..block.tops().len());
                }
            }
        }
        parcels.extend(open.into_iter().enumerate().filter(|(_, bytes)| !bytes.is_empty()));
        Ok(parcels)
    }

    /// Takes in the parcels of one sub-round of the layer with `pegs` pegs: held while the received
    /// parents, with the next layer's share of them and `reserve` bytes
    /// for the sub-rounds to come, fit in `room`; past it, every slice so
    /// far and from then on is written to a layer file in the spill
    /// directory, in top order (the slices come in group order), or, with
    /// none, the pass stops as alone when a layer does not fit.
    fn take_in<W: Weight>(
        &self,
        parcels: Vec<Vec<u8>>,
        pegs: u32,
        received: &mut Received<W>,
        room: u64,
        reserve: u64,
    ) -> Result<(), PassError> {
        let blocks: Option<Vec<Block<W>>> = parcels.par_iter().map(|bytes| Block::decode(bytes)).collect();
        // The parcels' bytes are not needed once decoded.
        drop(parcels);
        let Some(blocks) = blocks else {
            let reason = "a parcel of parent shards it received is damaged".into();
            return Err(PassError::Peer { worker: self.part.worker, reason });
        };
        match received {
            Received::OnDisk(writer) => push(writer, blocks),
            Received::Held { slices, bytes } => {
                *bytes += blocks.iter().map(Block::bytes).sum::<u64>();
                slices.push(blocks);
                // Built from held parents, the next layer goes to disk
                // when it does not fit beside them: a 64th of it is held.
                let needed = (*bytes as f64 * (1.0 + self.growth.max(1.0) * 1.1 / 64.0)) as u64 + reserve;
                if needed.saturating_add(self.unnamed) <= room {
                    return Ok(());
                }
                let checkpoint = self.limits.checkpoint.as_ref().map(|c| c.dir.as_path());
                let Some(dir) = self.limits.spill.as_deref().or(checkpoint) else {
                    if needed <= room {
                        return Ok(());
                    }
                    let positions = slices.iter().flatten().map(|b| b.len() as u64).sum();
                    return Err(PassError::MemoryLimit {
                        positions,
                        needed,
                        held: self.unnamed,
                        spare: self.limits.spare(),
                        limit: room + self.limits.spare(),
                        spilling: false,
                    });
                };
                if !W::STORABLE {
                    return Err(PassError::CannotStore);
                }
                let stamp = Stamp::new::<W>(self.identity, pegs);
                let mut writer = Writer::create(dir, self.split.groups(), self.split.group_shift, stamp, false)
                    .map_err(|e| PassError::disk(dir, e))?;
                for blocks in std::mem::take(slices) {
                    push(&mut writer, blocks)?;
                }
                *received = Received::OnDisk(writer);
                Ok(())
            }
        }
    }
}

/// Appends one sub-round's received blocks to a layer file, merged in top
/// order.
fn push<W: Weight>(writer: &mut Writer, blocks: Vec<Block<W>>) -> Result<(), PassError> {
    let merged = merge(blocks);
    let encoded = writer.encoder().encode(&merged);
    writer.push(vec![encoded]).map_err(|e| PassError::disk(writer.path(), e))
}

/// The shards of `blocks` (no top in two of them) as one block, in top
/// order, with room for exactly their positions.
fn merge<W: Weight>(blocks: Vec<Block<W>>) -> Block<W> {
    let mut order: Vec<(u64, u32, u32)> = blocks
        .iter()
        .enumerate()
        .flat_map(|(b, block)| block.tops().iter().enumerate().map(move |(s, &top)| (top, b as u32, s as u32)))
        .collect();
    order.sort_unstable();
    let mut merged = Block::default();
    let (lows, weights) = merged.open();
    let positions = blocks.iter().map(Block::len).sum();
    lows.reserve_exact(positions);
    weights.reserve_exact(positions);
    for (top, b, s) in order {
        let shard = blocks[b as usize].shard(s as usize);
        let (lows, weights) = merged.open();
        lows.extend_from_slice(shard.lows);
        weights.extend(shard.weights.iter().cloned());
        merged.close_shard(top);
    }
    merged
}

/// The positions of `layer` in each group of `split`.
fn group_positions<W: Weight>(layer: &Layer<W>, split: &Split) -> Vec<u64> {
    let mut positions = vec![0u64; split.groups()];
    match &layer.store {
        Store::Held(held) => {
            for shard in held.blocks().iter().flat_map(Block::shards) {
                positions[split.group(shard.top)] += shard.lows.len() as u64;
            }
        }
        Store::OnDisk(disk) => {
            for (g, sum) in positions.iter_mut().enumerate() {
                *sum = disk.group(g).positions;
            }
        }
    }
    positions
}

/// The groups cut into runs of at most `most` positions in all (`whole`
/// by group), or of one group larger than that; empty groups before a
/// slice are left out.
fn slices(whole: &[u64], most: u64) -> Vec<Range<usize>> {
    let mut slices = Vec::new();
    let (mut start, mut sum) = (0, 0u64);
    for (g, &positions) in whole.iter().enumerate() {
        if sum == 0 {
            start = g;
        } else if sum.saturating_add(positions) > most {
            slices.push(start..g);
            (start, sum) = (g, 0);
        }
        sum += positions;
    }
    if sum > 0 {
        slices.push(start..whole.len());
    }
    slices
}

/// Tells every worker this one's status and hears theirs.
pub(super) fn agree(exchange: &mut dyn Exchange, status: &Status) -> Agreed {
    let (me, workers) = (exchange.worker(), exchange.workers());
    let told = status.encode(me);
    let heard = exchange.round((0..workers).map(|w| (w, told.clone())).collect());
    let mut statuses: Vec<(usize, Status)> = heard.iter().filter_map(|bytes| Status::decode(bytes)).collect();
    statuses.sort_by_key(|(worker, _)| *worker);
    if statuses.len() != workers || statuses.iter().enumerate().any(|(w, (worker, _))| w != *worker) {
        let missing = (0..workers).find(|w| statuses.get(*w).is_none_or(|(worker, _)| worker != w)).unwrap_or(0);
        let reason = "it left the pass without a word".to_string();
        return Agreed::Failed(PassError::Peer { worker: missing, reason });
    }
    let (mut positions, mut largest, mut exchanged, mut overflow) = (0, 0, 0, false);
    for (worker, status) in statuses {
        match status {
            Status::Failed(reason) => return Agreed::Failed(PassError::Peer { worker, reason }),
            Status::Overflow => overflow = true,
            Status::Built { positions: p, exchanged: e } => {
                (positions, largest, exchanged) = (positions + p, largest.max(p), exchanged + e);
            }
        }
    }
    if overflow {
        Agreed::Overflow
    } else {
        Agreed::Built { positions, largest, exchanged }
    }
}

/// Where the cluster starts: each worker tells the layers (counted from
/// the first) it has in its checkpoint, and all of them resume from the
/// last layer that every worker finished; `None`: from the start, when a
/// worker has none.
pub(super) fn resume_at(exchange: &mut dyn Exchange, layers: &[u64]) -> Result<Option<u64>, PassError> {
    resume_at_or_fail(exchange, Ok(layers.to_vec()))
}

/// [`resume_at`], or tells the others why this worker cannot start.
pub(super) fn resume_at_or_fail(
    exchange: &mut dyn Exchange,
    mine: Result<Vec<u64>, String>,
) -> Result<Option<u64>, PassError> {
    let (me, workers) = (exchange.worker(), exchange.workers());
    let mut told = Vec::new();
    encode_varint(me as u128, &mut told);
    match &mine {
        Ok(layers) => {
            told.push(0);
            layers.iter().for_each(|&l| encode_varint(u128::from(l), &mut told));
        }
        Err(reason) => {
            told.push(1);
            told.extend_from_slice(reason.as_bytes());
        }
    }
    let heard = exchange.round((0..workers).map(|w| (w, told.clone())).collect());
    let mut all: Vec<(usize, Result<Vec<u64>, String>)> = heard
        .iter()
        .filter_map(|bytes| {
            let mut input = &bytes[..];
            let worker = usize::try_from(decode_varint(&mut input)?).ok()?;
            let (&tag, mut rest) = input.split_first()?;
            let told = match tag {
                0 => {
                    let mut layers = Vec::new();
                    while !rest.is_empty() {
                        layers.push(u64::try_from(decode_varint(&mut rest)?).ok()?);
                    }
                    Ok(layers)
                }
                _ => Err(String::from_utf8_lossy(rest).into_owned()),
            };
            Some((worker, told))
        })
        .collect();
    all.sort_by_key(|(worker, _)| *worker);
    if all.len() != workers {
        let reason = format!("only {} of {workers} workers began the pass", all.len());
        return Err(PassError::Peer { worker: me, reason });
    }
    let mut resumable: Vec<Vec<u64>> = Vec::new();
    for (worker, told) in all {
        match told {
            Err(reason) => return Err(PassError::Peer { worker, reason }),
            Ok(layers) => resumable.push(layers),
        }
    }
    if resumable.iter().any(Vec::is_empty) {
        return Ok(None);
    }
    let last = resumable.iter().map(|layers| layers[0]).min().expect("at least one worker");
    if resumable.iter().all(|layers| layers.contains(&last)) {
        Ok(Some(last))
    } else {
        let reason = format!("the workers' checkpoints do not all hold layer {last}: start again without --resume");
        Err(PassError::Peer { worker: me, reason })
    }
}

/// Every worker's totals, added up: the same on every worker.
pub(super) fn gather<T: Weight>(tally: Walk<T>, exchange: &mut dyn Exchange) -> Result<Walk<T>, PassError> {
    let told = encode_walk(&tally);
    let workers = exchange.workers();
    let heard = exchange.round((0..workers).map(|w| (w, told.clone())).collect());
    let walks: Option<Vec<Walk<T>>> = heard.iter().map(|bytes| decode_walk(bytes, tally.by_hole.len())).collect();
    let walks = walks.filter(|walks| walks.len() == workers).ok_or_else(|| PassError::Peer {
        worker: exchange.worker(),
        reason: format!("it heard the totals of {} of {workers} workers", heard.len()),
    })?;
    let mut total = Walk::<T>::new(tally.by_hole.len());
    for walk in walks {
        total.positions += walk.positions;
        total.moves += walk.moves;
        for (pegs, size) in walk.by_pegs {
            let layer = total.by_pegs.entry(pegs).or_default();
            layer.positions += size.positions;
            layer.up_to_symmetry += size.up_to_symmetry;
        }
        for (pegs, value) in walk.terminal {
            total.terminal.entry(pegs).or_default().add(&value).expect("totals do not overflow");
        }
        for (sum, value) in total.by_hole.iter_mut().zip(&walk.by_hole) {
            sum.add(value).expect("totals do not overflow");
        }
    }
    Ok(total)
}

fn encode_walk<T: Weight>(walk: &Walk<T>) -> Vec<u8> {
    let mut bytes = Vec::new();
    let put = |value: u64, bytes: &mut Vec<u8>| encode_varint(u128::from(value), bytes);
    put(walk.positions, &mut bytes);
    put(walk.moves, &mut bytes);
    put(walk.by_pegs.len() as u64, &mut bytes);
    for (&pegs, size) in &walk.by_pegs {
        for value in [u64::from(pegs), size.positions, size.up_to_symmetry] {
            put(value, &mut bytes);
        }
    }
    put(walk.terminal.len() as u64, &mut bytes);
    for (&pegs, value) in &walk.terminal {
        put(u64::from(pegs), &mut bytes);
        value.encode(&mut bytes);
    }
    walk.by_hole.iter().for_each(|value| value.encode(&mut bytes));
    bytes
}

fn decode_walk<T: Weight>(mut bytes: &[u8], holes: usize) -> Option<Walk<T>> {
    let input = &mut bytes;
    let take = |input: &mut &[u8]| u64::try_from(decode_varint(input)?).ok();
    let positions = take(input)?;
    let moves = take(input)?;
    let mut by_pegs = BTreeMap::new();
    for _ in 0..take(input)? {
        let pegs = u32::try_from(take(input)?).ok()?;
        let size = LayerSize { positions: take(input)?, up_to_symmetry: take(input)? };
        by_pegs.insert(pegs, size);
    }
    let mut terminal = BTreeMap::new();
    for _ in 0..take(input)? {
        let pegs = u32::try_from(take(input)?).ok()?;
        terminal.insert(pegs, T::decode(input)?);
    }
    let by_hole = (0..holes).map(|_| T::decode(input)).collect::<Option<Vec<T>>>()?;
    input.is_empty().then_some(Walk { positions, by_pegs, moves, terminal, by_hole })
}

#[cfg(test)]
mod tests {
    use num_bigint::BigUint;

    use super::*;

    /// Totals cross the wire unchanged, counts past any machine integer
    /// included.
    #[test]
    fn totals_read_back_as_written() {
        let mut walk = Walk::<BigUint>::new(3);
        walk.positions = 40_600_768;
        walk.moves = 404_470_378;
        walk.by_pegs.insert(27, LayerSize { positions: 1, up_to_symmetry: 1 });
        walk.terminal.insert(1, BigUint::from(u128::MAX) * 7u8);
        walk.by_hole[2] = BigUint::from(5u8);
        let bytes = encode_walk(&walk);
        assert_eq!(decode_walk::<BigUint>(&bytes, 3), Some(walk));
        assert_eq!(decode_walk::<BigUint>(&bytes[..bytes.len() - 1], 3), None);
    }

    /// An exchange that hears what other workers told, as given.
    struct Canned(Vec<Result<Vec<u64>, String>>);

    impl Exchange for Canned {
        fn worker(&self) -> usize {
            0
        }
        fn workers(&self) -> usize {
            self.0.len()
        }
        fn round(&mut self, _: Vec<(usize, Vec<u8>)>) -> Vec<Vec<u8>> {
            let mut heard = Vec::new();
            for (worker, told) in self.0.iter().enumerate().rev() {
                let mut bytes = Vec::new();
                encode_varint(worker as u128, &mut bytes);
                match told {
                    Ok(layers) => {
                        bytes.push(0);
                        layers.iter().for_each(|&l| encode_varint(u128::from(l), &mut bytes));
                    }
                    Err(reason) => {
                        bytes.push(1);
                        bytes.extend_from_slice(reason.as_bytes());
                    }
                }
                heard.push(bytes);
            }
            heard
        }
    }

    /// A restarted cluster resumes from the last layer every worker
    /// finished: workers stopped one layer apart go back to the layer
    /// before; one without a checkpoint makes all start over; a refusal
    /// stops all.
    #[test]
    fn the_cluster_resumes_from_the_last_layer_all_finished() {
        let at = |told: Vec<Result<Vec<u64>, String>>| resume_at(&mut Canned(told), &[]).map_err(|e| e.to_string());
        assert_eq!(at(vec![Ok(vec![12, 11]), Ok(vec![11, 10]), Ok(vec![12, 11])]), Ok(Some(11)));
        assert_eq!(at(vec![Ok(vec![11, 10]), Ok(vec![11]), Ok(vec![11])]), Ok(Some(11)));
        assert_eq!(at(vec![Ok(vec![12, 11]), Ok(vec![]), Ok(vec![12])]), Ok(None));
        let apart = at(vec![Ok(vec![12]), Ok(vec![11, 10])]).unwrap_err();
        assert!(apart.contains("do not all hold layer 11"), "{apart}");
        let refused = at(vec![Ok(vec![3]), Err("holds a checkpoint; add --resume".into())]).unwrap_err();
        assert_eq!(refused, "worker 1 of the distributed pass stopped: holds a checkpoint; add --resume");
    }

    /// The groups are cut into slices of at most the given positions, but
    /// for a larger group alone; empty groups between slices are left out,
    /// and a layer with no positions has no slice.
    #[test]
    fn the_groups_are_cut_into_slices_of_bounded_positions() {
        assert_eq!(slices(&[0, 3, 4, 0, 2, 9, 1, 0], 7), [1..4, 4..5, 5..6, 6..8]);
        assert_eq!(slices(&[5, 5, 5], 100), [Range { start: 0, end: 3 }]);
        assert_eq!(slices(&[0, 0, 0], 1), Vec::<Range<usize>>::new());
        assert_eq!(slices(&[2, 0, 0, 2], 1), [0..1, 3..4]);
    }

    /// Shards received from several workers come out in top order, whole.
    #[test]
    fn received_blocks_merge_in_top_order() {
        let block = |shards: &[(u64, &[u16])]| {
            let mut block = Block::<u64>::default();
            for &(top, lows) in shards {
                let (keys, weights) = block.open();
                keys.extend_from_slice(lows);
                weights.extend(lows.iter().map(|&low| top * 100 + u64::from(low)));
                block.close_shard(top);
            }
            block
        };
        let merged = merge(vec![block(&[(2, &[1, 5]), (9, &[0])]), block(&[(1, &[7]), (4, &[2, 3])]), block(&[])]);
        assert_eq!(merged, block(&[(1, &[7]), (2, &[1, 5]), (4, &[2, 3]), (9, &[0])]));
    }

    /// The hash spreads neighbouring tops over the workers, and every top
    /// has exactly one owner.
    #[test]
    fn every_top_has_one_owner() {
        for workers in 1..=5 {
            let parts: Vec<Part> = (0..workers).map(|worker| Part { worker, workers }).collect();
            let mut load = vec![0; workers];
            for top in 0..10_000u64 {
                let owners: Vec<usize> = parts.iter().filter(|p| p.owns(top)).map(|p| p.worker).collect();
                assert_eq!(owners.len(), 1, "top {top} on {workers} workers");
                load[owners[0]] += 1;
            }
            assert!(load.iter().all(|&l| l > 10_000 / workers / 2), "{load:?}");
        }
    }
}
