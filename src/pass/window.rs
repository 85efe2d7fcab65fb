//! A window on a parent layer that lives on disk: the groups the shards
//! being built pull from, read on demand and kept within a byte budget.
//! While a step is built, the next step's groups are read if both steps'
//! groups fit the budget together ([`Window::read_ahead`]).
//!
//! A pass builds the next layer in steps (runs of target tops) whose
//! parent groups are known before it starts, so the window evicts the
//! group whose next use is furthest away (Belady's rule, optimal for a
//! known sequence): each group is read about as few times as the budget
//! allows.

use std::cmp::Reverse;
use std::collections::VecDeque;

use rayon::prelude::*;

use super::disk::OnDisk;
use super::held::Held;
use super::shard::{Block, Parents, Shard};
use crate::weight::Weight;

/// The groups of a layer on disk that are in memory.
pub(super) struct Window<'a, W> {
    layer: &'a OnDisk,
    group_shift: u32,
    slots: Vec<Option<LoadedGroup<W>>>,
    /// Bytes held in `slots`, counted as [`Held::ENTRY_BYTES`] a position.
    held: u64,
    budget: u64,
    /// The steps that need each group, in order, from the current one on.
    uses: Vec<VecDeque<usize>>,
    /// Positions read from disk so far.
    pub positions_read: u64,
}

impl<'a, W: Weight> Window<'a, W> {
    /// A window on `layer` for steps that need the groups `needs[step]`.
    pub fn new(layer: &'a OnDisk, group_shift: u32, groups: usize, needs: &[Vec<usize>], budget: u64) -> Self {
        let mut uses = vec![VecDeque::new(); groups];
        for (step, need) in needs.iter().enumerate() {
            need.iter().for_each(|&g| uses[g].push_back(step));
        }
        Window {
            layer,
            group_shift,
            slots: (0..groups).map(|_| None).collect(),
            held: 0,
            budget,
            uses,
            positions_read: 0,
        }
    }

    /// Bytes of groups held.
    pub fn held(&self) -> u64 {
        self.held
    }

    /// Holds at most `budget` bytes of groups from the next step on (a
    /// step's own groups come in whatever the budget).
    pub fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    /// The bytes a group takes in memory, at most: its positions (and the
    /// sixteenth more a block read into again may keep), a top and a start
    /// for each of its shards, and its index table ([`LoadedGroup`]).
    pub fn group_bytes(layer: &OnDisk, group: usize, group_shift: u32) -> u64 {
        let positions = layer.group(group).positions;
        if positions == 0 {
            return 0;
        }
        let shards = positions.min(1 << group_shift.min(32));
        let index = if group_shift <= LoadedGroup::<W>::INDEX_MAX_BITS { 4 << group_shift } else { 0 };
        positions * Held::<W>::ENTRY_BYTES * 17 / 16 + shards * 12 + index
    }

    /// [`Window::group_bytes`] of a group of this window's layer.
    fn bytes_of(&self, group: usize) -> u64 {
        Self::group_bytes(self.layer, group, self.group_shift)
    }

    /// Makes the groups `need` of step `step` present, evicting others.
    pub fn prepare(&mut self, step: usize, need: &[usize]) -> std::io::Result<()> {
        let reads = self.make_room(step, need, &[]).expect("room is made whatever the budget when nothing is kept");
        let read = reads.read()?;
        self.insert(read);
        Ok(())
    }

    /// Makes room for the groups `need` of step `step` beside those the
    /// step being built pulls from (`building`), and returns the reads
    /// that bring them in, to be done while that step is built; `None` if
    /// both steps' groups do not fit the budget together (nothing is then
    /// evicted).
    pub fn read_ahead(&mut self, step: usize, need: &[usize], building: &[usize]) -> Option<Reads<'a, W>> {
        self.make_room(step, need, building)
    }

    /// Brings in groups read by [`Reads::read`].
    pub fn insert(&mut self, read: Vec<(usize, LoadedGroup<W>)>) {
        for (g, group) in read {
            self.positions_read += group.block.len() as u64;
            self.held += self.bytes_of(g);
            self.slots[g] = Some(group);
        }
    }

    /// Evicts what must go for the groups `need` of step `step` to come in
    /// beside those of `keep`, and returns the reads to do; `None`, with
    /// nothing evicted, if they would not fit the budget beside `keep`. With
    /// nothing to keep (a step's own groups) they come in whatever the
    /// budget.
    fn make_room(&mut self, step: usize, need: &[usize], keep: &[usize]) -> Option<Reads<'a, W>> {
        for queue in &mut self.uses {
            while queue.front().is_some_and(|&s| s < step) {
                queue.pop_front();
            }
        }
        // A group without positions is never read: none of its tops has a
        // shard, as when it is not held.
        let mut missing: Vec<usize> =
            need.iter().copied().filter(|&g| self.slots[g].is_none() && self.layer.group(g).positions > 0).collect();
        let incoming: u64 = missing.iter().map(|&g| self.bytes_of(g)).sum();
        let mut evictable: Vec<usize> = (0..self.slots.len())
            .filter(|&g| self.slots[g].is_some() && !need.contains(&g) && !keep.contains(&g))
            .collect();
        let freeable: u64 = evictable.iter().map(|&g| self.bytes_of(g)).sum();
        if !keep.is_empty() && self.held - freeable + incoming > self.budget {
            return None;
        }
        // Furthest next use last, so it is popped first.
        evictable.sort_by_key(|&g| self.uses[g].front().copied().unwrap_or(usize::MAX));
        // Evicted groups' memory is read into again (mapped pages, not
        // fresh ones the kernel must clear).
        let mut spare: Vec<LoadedGroup<W>> = Vec::new();
        while self.held + incoming > self.budget {
            let Some(g) = evictable.pop() else { break };
            self.held -= self.bytes_of(g);
            spare.extend(self.slots[g].take());
        }
        // Groups no step needs again go at once.
        while let Some(&g) = evictable.last() {
            if !self.uses[g].is_empty() {
                break;
            }
            evictable.pop();
            self.held -= self.bytes_of(g);
            spare.extend(self.slots[g].take());
        }
        // The largest memory goes to the largest group, and what no group
        // takes is freed before anything is read: a spare handed to a small
        // or empty group is memory held twice while the large groups are
        // read into fresh memory.
        missing.sort_by_key(|&g| Reverse(self.layer.group(g).positions));
        spare.sort_by_key(|group| Reverse(group.block.capacity()));
        let mut spare = spare.into_iter();
        let missing = missing.into_iter().map(|g| (g, spare.next().unwrap_or_default())).collect();
        Some(Reads { layer: self.layer, group_shift: self.group_shift, missing })
    }
}

/// Groups to read into a window, each with the memory to read it into.
pub(super) struct Reads<'a, W> {
    layer: &'a OnDisk,
    group_shift: u32,
    missing: Vec<(usize, LoadedGroup<W>)>,
}

impl<W: Weight> Reads<'_, W> {
    /// Reads the groups, on every thread.
    pub fn read(self) -> std::io::Result<Vec<(usize, LoadedGroup<W>)>> {
        let (layer, shift) = (self.layer, self.group_shift);
        self.missing.into_par_iter().map(|(g, mut group)| group.read(layer, g, shift).map(|()| (g, group))).collect()
    }
}

/// A group of a layer on disk, loaded into memory: its block, and where
/// each of its tops' shard is.
pub(super) struct LoadedGroup<W> {
    block: Block<W>,
    /// By a top's bits below the group: its shard's index in the block
    /// plus one, 0 for none (a lookup in a few KiB instead of a binary
    /// search); empty when the groups are too wide for a table.
    index: Vec<u32>,
}

impl<W> Default for LoadedGroup<W> {
    fn default() -> Self {
        LoadedGroup { block: Block::default(), index: Vec::new() }
    }
}

impl<W: Weight> LoadedGroup<W> {
    /// Groups of at most this many top bits get an index table.
    const INDEX_MAX_BITS: u32 = 16;

    /// Reads group `g` of `layer` into this one, reusing its memory, of
    /// which it keeps no more than the group needs and a sixteenth: the
    /// window counts a group by its positions, and a block read into again
    /// kept the memory of the largest group it had held.
    fn read(&mut self, layer: &OnDisk, g: usize, group_shift: u32) -> std::io::Result<()> {
        layer.read_group_into(g, &mut self.block)?;
        self.block.shrink_to_fit_within(16);
        self.index.clear();
        if group_shift <= Self::INDEX_MAX_BITS {
            self.index.resize(1 << group_shift, 0);
            let mask = (1u64 << group_shift) - 1;
            for (s, &top) in self.block.tops().iter().enumerate() {
                self.index[(top & mask) as usize] = s as u32 + 1;
            }
        }
        Ok(())
    }

    #[inline]
    fn shard(&self, top: u64) -> Option<Shard<'_, W>> {
        let s = if self.index.is_empty() {
            self.block.tops().binary_search(&top).ok()?
        } else {
            let mask = self.index.len() as u64 - 1;
            (self.index[(top & mask) as usize] as usize).checked_sub(1)?
        };
        Some(self.block.shard(s))
    }
}

impl<W: Weight> Parents<W> for Window<'_, W> {
    #[inline]
    fn shard(&self, top: u64) -> Option<Shard<'_, W>> {
        self.slots[(top >> self.group_shift) as usize].as_ref()?.shard(top)
    }
}

#[cfg(test)]
mod tests {
    use super::super::disk::{Stamp, Writer};
    use super::*;

    /// A layer of 8 groups of 16 tops: `shards` as (top, positions).
    fn layer(dir: &std::path::Path, shards: &[(u64, u16)]) -> OnDisk {
        let mut block = Block::<u64>::default();
        for &(top, positions) in shards {
            let (lows, weights) = block.open();
            lows.extend(0..positions);
            weights.extend((0..positions).map(u64::from));
            block.close_shard(top);
        }
        let stamp = Stamp { run: 1, pegs: 9, weight: 3 };
        let mut writer = Writer::create(dir, 8, 4, stamp, false).unwrap();
        let encoded = writer.encoder().encode(&block);
        writer.push(vec![encoded]).unwrap();
        writer.finish().unwrap()
    }

    /// Evicted memory goes, largest first, to the largest groups read, and
    /// none to a group without positions, which is not read at all: a
    /// spare handed to an empty group held its memory while the others
    /// were read into fresh memory.
    #[test]
    fn evicted_memory_goes_to_the_largest_groups_and_none_is_read_empty() {
        let dir = tempfile::tempdir().unwrap();
        let shards = [(0, 400), (1, 400), (16, 30), (32, 500), (33, 500), (64, 20)];
        let disk = layer(dir.path(), &shards);
        let needs = [vec![0, 1], vec![2, 3, 4]];
        let budget = 3000 * Held::<u64>::ENTRY_BYTES;
        let mut window = Window::<u64>::new(&disk, 4, 8, &needs, budget);
        window.prepare(0, &needs[0]).unwrap();
        let reads = window.make_room(1, &needs[1], &[]).expect("nothing kept");
        let given: Vec<(usize, usize)> = reads.missing.iter().map(|(g, spare)| (*g, spare.block.capacity())).collect();
        assert_eq!(given, [(2, 800), (4, 30)], "group 3 is empty");
        window.insert(reads.read().unwrap());
        assert_eq!(window.shard(48).map(|s| s.lows.len()), None, "no shard in the empty group");
        assert_eq!(window.shard(33).map(|s| s.lows.len()), Some(500));
    }

    /// The largest evicted memory goes to the largest group, whatever the
    /// order the step lists its groups in.
    #[test]
    fn the_largest_evicted_memory_goes_to_the_largest_group() {
        let dir = tempfile::tempdir().unwrap();
        let shards = [(0, 400), (1, 400), (16, 30), (32, 20), (64, 500), (65, 500)];
        let disk = layer(dir.path(), &shards);
        let needs = [vec![0, 1], vec![2, 4]];
        let mut window = Window::<u64>::new(&disk, 4, 8, &needs, 3000 * Held::<u64>::ENTRY_BYTES);
        window.prepare(0, &needs[0]).unwrap();
        let reads = window.make_room(1, &needs[1], &[]).expect("nothing kept");
        let given: Vec<(usize, usize)> = reads.missing.iter().map(|(g, spare)| (*g, spare.block.capacity())).collect();
        assert_eq!(given, [(4, 800), (2, 30)]);
    }
}
