//! A layer held in memory: its blocks, and an index from each top to its
//! shard.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::shard::{Block, Parents, Shard};
use crate::weight::Weight;

/// A layer held in memory.
pub(super) struct Held<W> {
    blocks: Vec<Block<W>>,
    index: TopIndex,
}

impl<W: Weight> Held<W> {
    /// Memory per position held: low key and weight (the index, one entry a
    /// shard, is small beside them).
    pub const ENTRY_BYTES: u64 = 2 + std::mem::size_of::<W>() as u64;

    pub fn new(blocks: Vec<Block<W>>, top_bits: u32) -> Held<W> {
        let shards: usize = blocks.iter().map(|b| b.tops().len()).sum();
        let mut index = TopIndex::new(top_bits, shards);
        for (b, block) in blocks.iter().enumerate() {
            for (s, &top) in block.tops().iter().enumerate() {
                index.insert(top, b as u32, s as u32);
            }
        }
        Held { blocks, index }
    }

    pub fn len(&self) -> usize {
        self.blocks.iter().map(Block::len).sum()
    }

    pub fn blocks(&self) -> &[Block<W>] {
        &self.blocks
    }

    /// The blocks, the index dropped.
    pub fn into_blocks(self) -> Vec<Block<W>> {
        self.blocks
    }

    /// Bytes held: the blocks and the index.
    pub fn bytes(&self) -> u64 {
        self.blocks.iter().map(Block::bytes).sum::<u64>() + self.index.bytes()
    }

    /// The same layer in the next wider weight.
    pub fn widen(self) -> Held<W::Wider> {
        let blocks = self.blocks.into_par_iter().map(|b| b.map(Weight::widen)).collect();
        Held { blocks, index: self.index }
    }
}

impl<W: Weight> Parents<W> for Held<W> {
    #[inline]
    fn shard(&self, top: u64) -> Option<Shard<'_, W>> {
        let (b, s) = self.index.get(top)?;
        Some(self.blocks[b as usize].shard(s as usize))
    }
}

/// Where each top's shard is: a table for tops of up to 22 bits, a hash
/// map beyond.
enum TopIndex {
    /// `(block << 32 | shard) + 1` by top; 0 for none. Most tops a build
    /// asks for are absent (a reduced pass stores canonical tops only), so
    /// a bit a top, small enough to stay in the cache, answers them first.
    Table {
        present: Vec<u64>,
        entries: Vec<u64>,
    },
    Map(FxHashMap<u64, (u32, u32)>),
}

impl TopIndex {
    const TABLE_MAX_BITS: u32 = 22;

    fn new(top_bits: u32, shards: usize) -> TopIndex {
        if top_bits <= Self::TABLE_MAX_BITS && shards > (1 << top_bits) / 64 {
            TopIndex::Table { present: vec![0; (1usize << top_bits).div_ceil(64)], entries: vec![0; 1 << top_bits] }
        } else {
            let mut map = FxHashMap::default();
            map.reserve(shards);
            TopIndex::Map(map)
        }
    }

    fn bytes(&self) -> u64 {
        match self {
            TopIndex::Table { present, entries } => (present.len() + entries.len()) as u64 * 8,
            // A key, a value and a control byte a slot, at most 8 slots
            // for every 7 entries.
            TopIndex::Map(map) => map.capacity() as u64 * 18 * 8 / 7,
        }
    }

    fn insert(&mut self, top: u64, block: u32, shard: u32) {
        match self {
            TopIndex::Table { present, entries } => {
                present[top as usize / 64] |= 1 << (top % 64);
                entries[top as usize] = (u64::from(block) << 32 | u64::from(shard)) + 1;
            }
            TopIndex::Map(map) => {
                map.insert(top, (block, shard));
            }
        }
    }

    #[inline]
    fn get(&self, top: u64) -> Option<(u32, u32)> {
        match self {
            TopIndex::Table { present, entries } => {
                let word = present.get(top as usize / 64).copied().unwrap_or(0);
                if word & (1 << (top % 64)) == 0 {
                    return None;
                }
                let entry = entries[top as usize] - 1;
                Some(((entry >> 32) as u32, entry as u32))
            }
            TopIndex::Map(map) => map.get(&top).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// Both kinds of index answer as a plain map does, for tops present
    /// and absent.
    #[test]
    fn the_top_index_agrees_with_a_map() {
        for (top_bits, shards) in [(10u32, 200usize), (10, 5), (30, 500)] {
            let mut index = TopIndex::new(top_bits, shards);
            let mut expected = BTreeMap::new();
            let mut top = 0u64;
            for i in 0..shards as u32 {
                top = (top + 1 + u64::from(i * 7 % 5)) % (1 << top_bits);
                if expected.contains_key(&top) {
                    continue;
                }
                index.insert(top, i / 16, i % 16);
                expected.insert(top, (i / 16, i % 16));
            }
            for probe in (0..1u64 << top_bits.min(12)).chain([(1 << top_bits) - 1, 1 << top_bits, u64::MAX]) {
                assert_eq!(index.get(probe), expected.get(&probe).copied(), "top {probe} of {top_bits} bits");
            }
        }
    }
}
