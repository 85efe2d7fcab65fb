//! The late layers of a forward pass, kept for lookups after it ends
//! ([`Pass::walk_keeping`](super::Pass::walk_keeping)).
//!
//! A pass drops each layer once the next is built. Asked to keep them, it
//! hands every finished layer with at most [`Keep::max_pegs`] pegs to a
//! keeper, which stores its path counts as `u64`s in the layer's own shard
//! layout (a low key and a count, 10 bytes a position), or as `u128`s (18
//! bytes) in a layer where some count needs them (the one-peg layers of
//! the English board from most starts: 2.4 × 10^20 solutions from c3).
//! The layers a
//! forward pass ends with are its small ones: while the kept layers take
//! more than [`Keep::max_bytes`], the one with the most pegs is dropped,
//! so what is kept is always every layer with at most [`Kept::covers`]
//! pegs. A layer whose counts do not all fit a `u128` (or that lies on
//! disk) is not kept, nor any with more pegs.
//!
//! A lookup turns the position into the pass's frame, takes its canonical
//! form under the group the pass reduced by, finds its shard by its top
//! and its low key by binary search, and divides the stored count (the
//! total over the position's orbit) by the orbit's size: the start is
//! fixed by that group, so every member of an orbit has the same count.
//!
//! ```
//! use pegsol::{Board, Keep, Pass};
//!
//! // Seed 003: from hole A of T5, 29,760 solutions, 16,128 of them at M.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let keep = Keep { max_pegs: 14, max_bytes: 1 << 20 };
//! let (walk, kept) = Pass::on(&t5).walk_keeping(t5.with_empty(&[a]), keep).unwrap();
//! assert_eq!(walk.by_hole[m.index()].to_string(), "16128");
//! // Every layer fits in a MiB: the one-peg position at M is reached by
//! // 16,128 paths, the start by one, a position with more pegs by none.
//! assert_eq!(kept.covers(), Some(14));
//! assert_eq!(kept.count(pegsol::Position::single(m)), Some(16_128));
//! assert_eq!(kept.count(t5.with_empty(&[a])), Some(1));
//! assert_eq!(kept.count(t5.full()), None);
//! ```

use std::collections::BTreeMap;

use super::held::Held;
use super::shard::{Block, Parents};
use super::store::{Layer, Store};
use crate::board::Symmetry;
use crate::position::Position;
use crate::symmetry::Group;
use crate::weight::Weight;

/// Which layers a pass keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keep {
    /// Layers with more pegs are not kept.
    pub max_pegs: u32,
    /// The most bytes the kept layers may take together.
    pub max_bytes: u64,
}

/// The layers a pass kept, by peg count, with what a lookup needs of the
/// pass's frame.
pub struct Kept {
    turn: Symmetry,
    group: Group,
    low_bits: u32,
    covers: Option<u32>,
    layers: BTreeMap<u32, Counts>,
    bytes: u64,
}

/// A kept layer's path counts, in the narrowest integers that hold them.
enum Counts {
    Narrow(Held<u64>),
    Wide(Held<u128>),
}

impl Counts {
    /// The layer's counts, narrowed to `u64`s if they all fit.
    fn new(blocks: Vec<Block<u128>>, top_bits: u32) -> Counts {
        let fits =
            blocks.iter().flat_map(Block::shards).all(|shard| shard.weights.iter().all(|&c| c <= u128::from(u64::MAX)));
        if fits {
            // Every count fits: the narrowing cannot fail.
            Counts::Narrow(Held::new(
                blocks.into_iter().map(|block| block.map(|&count| count as u64)).collect(),
                top_bits,
            ))
        } else {
            Counts::Wide(Held::new(blocks, top_bits))
        }
    }

    /// The stored count of the canonical position with this top and low
    /// key (0 if it is not stored).
    fn get(&self, top: u64, low: u16) -> u128 {
        fn find<W: Weight + Copy + Into<u128>>(held: &Held<W>, top: u64, low: u16) -> u128 {
            held.shard(top)
                .and_then(|shard| shard.lows.binary_search(&low).ok().map(|i| shard.weights[i].into()))
                .unwrap_or(0)
        }
        match self {
            Counts::Narrow(held) => find(held, top, low),
            Counts::Wide(held) => find(held, top, low),
        }
    }

    fn bytes(&self) -> u64 {
        match self {
            Counts::Narrow(held) => held.bytes(),
            Counts::Wide(held) => held.bytes(),
        }
    }

    fn len(&self) -> usize {
        match self {
            Counts::Narrow(held) => held.len(),
            Counts::Wide(held) => held.len(),
        }
    }
}

impl Kept {
    /// The most pegs a position may have to be looked up: every layer with
    /// at most this many is kept (those the pass never reached are empty).
    /// `None`: no layer is.
    #[must_use]
    pub fn covers(&self) -> Option<u32> {
        self.covers
    }

    /// The number of paths from the pass's start to `position`; `None` if
    /// its layer is not kept.
    #[must_use]
    pub fn count(&self, position: Position) -> Option<u128> {
        let pegs = position.pegs();
        if pegs > self.covers? {
            return None;
        }
        let Some(layer) = self.layers.get(&pegs) else { return Some(0) };
        let turned = self.turn.apply(position);
        let canonical = self.group.canonical(turned);
        let orbit = u128::from(self.group.orbit_size(canonical));
        let top = canonical.0 >> self.low_bits;
        let low = (canonical.0 & ((1 << self.low_bits) - 1)) as u16;
        Some(layer.get(top, low) / orbit)
    }

    /// Keeps only the layers with at most `max_pegs` pegs (none for `None`).
    pub fn trim(&mut self, max_pegs: Option<u32>) {
        self.covers = self.covers.min(max_pegs);
        let over: Vec<u32> = self.layers.keys().copied().filter(|&p| Some(p) > self.covers).collect();
        for pegs in over {
            if let Some(layer) = self.layers.remove(&pegs) {
                self.bytes -= layer.bytes();
            }
        }
    }

    /// Bytes held.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Positions held (canonical ones, when the pass reduced).
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.layers.values().map(|layer| layer.len() as u64).sum()
    }
}

/// What a pass keeps while it runs.
pub(super) struct Keeper {
    max_bytes: u64,
    covers: Option<u32>,
    /// The most pegs of any layer offered: layers above it were never seen
    /// (a pass resumed from a checkpoint).
    highest_offered: Option<u32>,
    layers: BTreeMap<u32, Counts>,
    bytes: u64,
}

impl Keeper {
    pub(super) fn new(keep: Keep) -> Keeper {
        Keeper {
            max_bytes: keep.max_bytes,
            covers: Some(keep.max_pegs),
            highest_offered: None,
            layers: BTreeMap::new(),
            bytes: 0,
        }
    }

    /// Takes a finished layer the pass is done with.
    pub(super) fn offer<W: Weight>(&mut self, layer: Layer<W>, top_bits: u32) {
        let pegs = layer.pegs;
        self.highest_offered = self.highest_offered.max(Some(pegs));
        if Some(pegs) > self.covers {
            return;
        }
        let blocks = match layer.store {
            // A layer over the bytes allowed even with `u64` counts would be
            // dropped as soon as it is kept: it is not converted (the middle
            // layers of a pass are its large ones, and a tenth of a table's
            // building went into converting them).
            Store::Held(held) if least_bytes(&held) <= self.max_bytes => {
                held.into_blocks().into_iter().map(|block| block.try_map(W::to_count)).collect::<Option<Vec<_>>>()
            }
            Store::Held(_) | Store::OnDisk(_) => None,
        };
        let Some(blocks) = blocks else {
            // Only layers with fewer pegs can be kept now.
            self.layers.clear();
            self.bytes = 0;
            self.covers = pegs.checked_sub(1);
            return;
        };
        let counts = Counts::new(blocks, top_bits);
        self.bytes += counts.bytes();
        self.layers.insert(pegs, counts);
        while self.bytes > self.max_bytes {
            let Some((most, layer)) = self.layers.pop_last() else { break };
            self.bytes -= layer.bytes();
            self.covers = most.checked_sub(1);
        }
    }

    /// What was kept, for lookups in the pass's frame.
    pub(super) fn finish(self, turn: &Symmetry, group: &Group, low_bits: u32) -> Kept {
        let mut kept = Kept {
            turn: turn.clone(),
            group: group.clone(),
            low_bits,
            covers: self.covers,
            layers: self.layers,
            bytes: self.bytes,
        };
        kept.trim(self.highest_offered);
        kept
    }
}

/// The fewest bytes `held` takes once kept: 10 bytes a position (a low key
/// and a `u64` count) and 12 a shard, its index left out.
fn least_bytes<W: Weight>(held: &Held<W>) -> u64 {
    held.blocks().iter().map(|block| block.len() as u64 * 10 + block.tops().len() as u64 * 12).sum()
}
