//! Shards, the unit a layer is stored, built and read in: the positions of
//! one layer that share a top, as their low keys in order with their
//! weights. A [`Block`] is a run of shards in top order; it is what one
//! task builds, and what is written to disk and read back.

use crate::weight::{decode_varint, encode_varint, Weight};

/// The positions of a layer that share a top.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shard<'a, W> {
    pub top: u64,
    /// Low keys, ascending.
    pub lows: &'a [u16],
    /// The weight of each low key.
    pub weights: &'a [W],
}

/// Where the pull finds the parent shards of the shard it builds.
pub(super) trait Parents<W> {
    /// The shard with this top, if the layer has one.
    fn shard(&self, top: u64) -> Option<Shard<'_, W>>;
}

/// A run of shards, in top order.
#[derive(Debug, PartialEq)]
pub(super) struct Block<W> {
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
    /// Positions in the block.
    pub fn len(&self) -> usize {
        self.lows.len()
    }

    pub fn tops(&self) -> &[u64] {
        &self.tops
    }

    /// Positions the block has room for without allocating.
    pub fn capacity(&self) -> usize {
        self.lows.capacity().min(self.weights.capacity())
    }

    /// The `s`-th shard.
    #[inline]
    pub fn shard(&self, s: usize) -> Shard<'_, W> {
        let range = self.starts[s] as usize..self.starts[s + 1] as usize;
        Shard { top: self.tops[s], lows: &self.lows[range.clone()], weights: &self.weights[range] }
    }

    pub fn shards(&self) -> impl Iterator<Item = Shard<'_, W>> {
        (0..self.tops.len()).map(|s| self.shard(s))
    }

    /// Every shard's top, low keys and weights, the weights open to change.
    pub fn shards_mut(&mut self) -> impl Iterator<Item = (u64, &[u16], &mut [W])> {
        let mut weights = &mut self.weights[..];
        let mut lows = &self.lows[..];
        self.tops.iter().zip(self.starts.windows(2)).map(move |(&top, ends)| {
            let len = (ends[1] - ends[0]) as usize;
            let (these, rest) = std::mem::take(&mut weights).split_at_mut(len);
            weights = rest;
            let (low, rest) = lows.split_at(len);
            lows = rest;
            (top, low, these)
        })
    }

    /// Ends the shard with top `top`, whose positions were appended to
    /// `lows` and `weights` since the last one; `false` if it is empty (and
    /// so not kept).
    pub fn close_shard(&mut self, top: u64) -> bool {
        let end = self.lows.len() as u32;
        if end == *self.starts.last().expect("starts holds 0") {
            return false;
        }
        self.tops.push(top);
        self.starts.push(end);
        true
    }

    /// The vectors positions are appended to, before [`Block::close_shard`].
    pub fn open(&mut self) -> (&mut Vec<u16>, &mut Vec<W>) {
        (&mut self.lows, &mut self.weights)
    }

    /// Empties the block, keeping its memory.
    pub fn clear(&mut self) {
        self.tops.clear();
        self.starts.truncate(1);
        self.lows.clear();
        self.weights.clear();
    }

    /// Frees the spare capacity: growing by doubling leaves up to half of
    /// each vector unused, gigabytes on the largest layers.
    pub fn shrink_to_fit(&mut self) {
        self.lows.shrink_to_fit();
        self.weights.shrink_to_fit();
    }

    /// Frees the spare capacity where it is more than a `part`-th of what
    /// is held: a block read into again keeps the memory of the largest
    /// group it held before.
    pub fn shrink_to_fit_within(&mut self, part: usize) {
        if self.lows.capacity() - self.lows.len() > self.lows.len() / part {
            self.shrink_to_fit();
        }
    }

    /// The same shards in another weight.
    pub fn map<V>(self, f: impl Fn(&W) -> V) -> Block<V> {
        Block { tops: self.tops, starts: self.starts, lows: self.lows, weights: self.weights.iter().map(f).collect() }
    }

    /// The same shards in another weight, if every weight converts.
    pub fn try_map<V>(self, f: impl Fn(&W) -> Option<V>) -> Option<Block<V>> {
        // Allocated once: collecting into an `Option` knows no length, and
        // each growth copied the weights (in WebAssembly, whose allocator
        // cannot remap, 5 % of building T7's finish tables).
        let mut weights = Vec::with_capacity(self.weights.len());
        for weight in &self.weights {
            weights.push(f(weight)?);
        }
        Some(Block { tops: self.tops, starts: self.starts, lows: self.lows, weights })
    }

    /// Bytes held: low keys and weights, and a top and a start per shard.
    pub fn bytes(&self) -> u64 {
        let per_position = 2 + std::mem::size_of::<W>();
        (self.lows.len() * per_position + self.tops.len() * 12) as u64
    }

    /// Appends the encoding of shard `s`: its top, its length, its low keys
    /// as gaps (sorted keys of a dense shard take one byte each) and its
    /// weights ([`Weight::encode`]).
    pub fn encode_shard(&self, s: usize, out: &mut Vec<u8>) {
        let shard = self.shard(s);
        encode_varint(u128::from(shard.top), out);
        encode_varint(shard.lows.len() as u128, out);
        let mut last = 0u16;
        for (i, &low) in shard.lows.iter().enumerate() {
            // The first key as it is, then each gap less one (keys differ).
            let gap = if i == 0 { low } else { low - last - 1 };
            encode_varint(u128::from(gap), out);
            last = low;
        }
        shard.weights.iter().for_each(|w| w.encode(out));
    }

    /// Reads shards written by [`Block::encode_shard`] until `input` ends;
    /// `None` if the bytes are not such shards. The block holds no spare
    /// capacity: a cluster worker keeps the parent shards it receives as
    /// decoded, counted at [`Block::bytes`], and the room its vectors grew
    /// into by doubling took up to twice that of its heap (heaptrack on the
    /// T8 corner on 4 processes; mostly never written, so not resident).
    pub fn decode(input: &[u8]) -> Option<Block<W>> {
        let mut block = Block::default();
        block.decode_into(input, 0).then(|| {
            block.shrink_to_fit();
            block
        })
    }

    /// [`Block::decode`] into this block, whose vectors are emptied and
    /// reused (memory already mapped is not faulted in again); room for
    /// `positions` is made first. `false` if the bytes are not shards (the
    /// block is then left half-filled).
    pub fn decode_into(&mut self, input: &[u8], positions: usize) -> bool {
        self.clear();
        self.lows.reserve_exact(positions);
        self.weights.reserve_exact(positions);
        self.decode_shards(input).is_some()
    }

    fn decode_shards(&mut self, mut input: &[u8]) -> Option<()> {
        let block = self;
        while !input.is_empty() {
            let top = u64::try_from(decode_varint(&mut input)?).ok()?;
            let len = usize::try_from(decode_varint(&mut input)?).ok()?;
            if len == 0 || len > 1 << 16 || block.tops.last().is_some_and(|&last| last >= top) {
                return None;
            }
            let mut low = 0u32;
            for i in 0..len {
                let gap = u32::try_from(decode_varint(&mut input)?).ok()?;
                low = if i == 0 { gap } else { low + gap + 1 };
                block.lows.push(u16::try_from(low).ok()?);
            }
            for _ in 0..len {
                block.weights.push(W::decode(&mut input)?);
            }
            block.close_shard(top);
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Block<u64> {
        let mut block = Block::default();
        for (top, keys) in [(3u64, &[0u16, 1, 7, 65535][..]), (9, &[5][..]), (70_000, &[2, 300, 301][..])] {
            let (lows, weights) = block.open();
            for (i, &k) in keys.iter().enumerate() {
                lows.push(k);
                weights.push(if i == 1 { u64::MAX } else { top * 1000 + u64::from(k) });
            }
            assert!(block.close_shard(top));
        }
        assert!(!block.close_shard(80_000), "an empty shard is not kept");
        block
    }

    #[test]
    fn a_block_written_and_read_back_is_the_same() {
        let block = sample();
        let mut bytes = Vec::new();
        (0..3).for_each(|s| block.encode_shard(s, &mut bytes));
        assert_eq!(Block::<u64>::decode(&bytes), Some(sample()));
        // Read back in a wider width, the same counts.
        let wide = Block::<u128>::decode(&bytes).unwrap();
        assert_eq!(wide, sample().map(|&w| u128::from(w)));
        // Cut short or tampered with, it is refused rather than misread.
        assert_eq!(Block::<u64>::decode(&bytes[..bytes.len() - 1]), None);
        let mut twice = bytes.clone();
        twice.extend_from_slice(&bytes);
        assert_eq!(Block::<u64>::decode(&twice), None, "tops must ascend");
    }

    /// A decoded block (a parcel a cluster worker receives, and keeps)
    /// holds the room its positions take, as counted, not the room its
    /// vectors grew into by doubling (1,024 for these 600 before).
    #[test]
    fn a_decoded_block_holds_no_spare_room() {
        let mut block = Block::<u64>::default();
        let (lows, weights) = block.open();
        lows.extend(0..600);
        weights.extend(0..600);
        assert!(block.close_shard(1));
        let mut bytes = Vec::new();
        block.encode_shard(0, &mut bytes);
        let decoded = Block::<u64>::decode(&bytes).unwrap();
        assert_eq!((decoded.lows.capacity(), decoded.weights.capacity()), (600, 600));
    }

    /// A block read into again keeps no more memory than its shards need
    /// and a sixteenth, whatever it held before: a window counts its
    /// groups by the positions they hold (it kept the memory of the
    /// largest group, twice what it counted in a cluster worker).
    #[test]
    fn a_block_read_into_again_keeps_the_memory_it_needs() {
        let encoded = |top: u64, positions: u16| {
            let mut block = Block::<u64>::default();
            let (lows, weights) = block.open();
            lows.extend(0..positions);
            weights.extend((0..positions).map(u64::from));
            block.close_shard(top);
            let mut bytes = Vec::new();
            block.encode_shard(0, &mut bytes);
            bytes
        };
        let mut block = Block::<u64>::default();
        for (top, positions) in [(1, 60_000), (2, 100), (3, 1_000)] {
            assert!(block.decode_into(&encoded(top, positions), usize::from(positions)));
            block.shrink_to_fit_within(16);
            let most = usize::from(positions) * 17 / 16;
            assert_eq!(block.len(), usize::from(positions));
            assert!(block.lows.capacity() <= most && block.weights.capacity() <= most, "{positions} positions");
        }
    }

    #[test]
    fn shards_are_found_in_order() {
        let block = sample();
        let tops: Vec<u64> = block.shards().map(|s| s.top).collect();
        assert_eq!(tops, [3, 9, 70_000]);
        assert_eq!(block.shard(2).lows, [2, 300, 301]);
        assert_eq!(block.len(), 8);
    }
}
