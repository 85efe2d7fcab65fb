//! The layered pass shared among the workers of a cluster.
//!
//! Every worker runs the same pass. The tops are dealt out among the
//! workers by a hash ([`Part`]), and each layer is one round: every worker
//! sends each shard of its parent layer to the workers that own a top the
//! shard passes shares to (the tops [`reached`] names, which are the
//! tops the single-machine pass builds from it), then builds the shards
//! of its own tops with the single-machine code, from exactly the parent
//! shards that code would pull from. A parent shard and the child shard
//! with the same top have the same owner, so the moves inside the low rows
//! never cross the network: only the shards that a move into the top rows
//! reaches travel, once to each worker that needs them.
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

use rayon::prelude::*;

use super::build::reached;
use super::frame::{Frame, Split};
use super::held::Held;
use super::shard::Block;
use super::store::{Layer, Store};
use super::tally::{LayerSize, Walk};
use super::PassError;
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
    /// Every worker built its part: the layer's positions in all, and the
    /// bytes all workers sent to others.
    Built {
        positions: u64,
        exchanged: u64,
    },
    Overflow,
    Failed(PassError),
}

/// This worker's parent shards, each encoded once for every worker of
/// `part` that owns a top it passes shares to (in `frame` and `split`).
pub(super) fn parcels<W: Weight>(
    parent: &Layer<W>,
    part: Part,
    frame: &Frame,
    split: &Split,
) -> Result<Vec<(usize, Vec<u8>)>, PassError> {
    let workers = part.workers;
    let mut open: Vec<Vec<u8>> = vec![Vec::new(); workers];
    let mut parcels = Vec::new();
    let mut send = |block: &Block<W>| {
        for (s, top) in block.tops().iter().enumerate() {
            let mut to: Vec<usize> = reached(frame, split, *top).map(|v| part.owner(v)).collect();
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
        Store::Held(held) => held.blocks().iter().for_each(&mut send),
        Store::OnDisk(disk) => {
            for group in (0..split.groups()).filter(|&g| disk.group(g).positions > 0) {
                send(&disk.read_group::<W>(group).map_err(|e| PassError::disk(disk.path(), e))?);
            }
        }
    }
    parcels.extend(open.into_iter().enumerate().filter(|(_, bytes)| !bytes.is_empty()));
    Ok(parcels)
}

/// The parent layer with `pegs` pegs made of the parcels worker `me`
/// received, its shards held by their `top_bits`-bit tops.
pub(super) fn received<W: Weight>(
    parcels: Vec<Vec<u8>>,
    pegs: u32,
    me: usize,
    top_bits: u32,
) -> Result<Layer<W>, PassError> {
    let blocks: Option<Vec<Block<W>>> = parcels.par_iter().map(|bytes| Block::decode(bytes)).collect();
    // The parcels' bytes are not needed once decoded: not held beside the
    // layer being built.
    drop(parcels);
    let Some(blocks) = blocks else {
        let reason = "a parcel of parent shards it received is damaged".into();
        return Err(PassError::Peer { worker: me, reason });
    };
    Ok(Layer { pegs, store: Store::Held(Held::new(blocks, top_bits)) })
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
    let (mut positions, mut exchanged, mut overflow) = (0, 0, false);
    for (worker, status) in statuses {
        match status {
            Status::Failed(reason) => return Agreed::Failed(PassError::Peer { worker, reason }),
            Status::Overflow => overflow = true,
            Status::Built { positions: p, exchanged: e } => (positions, exchanged) = (positions + p, exchanged + e),
        }
    }
    if overflow {
        Agreed::Overflow
    } else {
        Agreed::Built { positions, exchanged }
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
