//! A level of the meeting search: canonical positions in increasing order,
//! each with its tag, kept in 8 bytes a position instead of 16.
//!
//! A position is stored as its low 32 bits, in runs of positions that share
//! their high bits (a board of up to 64 holes has 32 of them, and a level's
//! positions, sorted, share them in long runs); a tag is stored as an index
//! into the level's distinct tags, which are few (sets of starts or of
//! finishes). Half the bytes is what lets the largest searches (T9 within
//! 15 moves holds over a billion positions) fit this machine's memory.

use itertools::Itertools;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::super::sorted::gallop;
use crate::position::Position;

/// One level: positions in increasing order, each once, with its tag.
#[derive(Default)]
pub(super) struct Level {
    /// The high 32 bits of a run of positions, and the index of its first
    /// position; the highs increase.
    runs: Vec<(u32, usize)>,
    /// The low 32 bits of every position.
    lows: Vec<u32>,
    /// Each position's index into `tag_sets`; empty in a level without
    /// tags ([`Level::untagged`]).
    tag_ids: Vec<u32>,
    /// The level's distinct tags.
    tag_sets: Vec<u64>,
}

fn split(position: Position) -> (u32, u32) {
    ((position.0 >> 32) as u32, position.0 as u32)
}

fn join(high: u32, low: u32) -> Position {
    Position(u64::from(high) << 32 | u64::from(low))
}

/// Builds a level from positions given in increasing order, merging the
/// tags of a position given more than once in a row.
#[derive(Default)]
struct Builder {
    level: Level,
    last: Option<(Position, u64)>,
    ids: FxHashMap<u64, u32>,
    tagged: bool,
}

impl Builder {
    fn with_capacity(capacity: usize, tagged: bool) -> Builder {
        let tag_ids = Vec::with_capacity(if tagged { capacity } else { 0 });
        let level = Level { lows: Vec::with_capacity(capacity), tag_ids, ..Level::default() };
        Builder { level, tagged, ..Builder::default() }
    }

    fn push(&mut self, position: Position, tag: u64) {
        match &mut self.last {
            Some((last, tags)) if *last == position => *tags |= tag,
            _ => {
                self.flush();
                self.last = Some((position, tag));
            }
        }
    }

    fn flush(&mut self) {
        let Some((position, tag)) = self.last.take() else { return };
        let level = &mut self.level;
        let (high, low) = split(position);
        if level.runs.last().is_none_or(|&(last, _)| last != high) {
            level.runs.push((high, level.lows.len()));
        }
        level.lows.push(low);
        if !self.tagged {
            return;
        }
        let next = u32::try_from(level.tag_sets.len()).expect("fewer than 2^32 distinct tags");
        let id = *self.ids.entry(tag).or_insert_with(|| {
            level.tag_sets.push(tag);
            next
        });
        level.tag_ids.push(id);
    }

    fn finish(mut self) -> Level {
        self.flush();
        let mut level = self.level;
        level.runs.shrink_to_fit();
        level.lows.shrink_to_fit();
        level.tag_ids.shrink_to_fit();
        level
    }
}

impl Level {
    /// The level of `found`, a list of (position, tag) with repeats: sorted,
    /// each position once with the union of its tags.
    pub(super) fn from_found(mut found: Vec<(Position, u64)>) -> Level {
        found.par_sort_unstable_by_key(|&(position, _)| position);
        let mut builder = Builder::with_capacity(found.len(), true);
        for (position, tag) in found {
            builder.push(position, tag);
        }
        builder.finish()
    }

    /// One level from parts found apart, each sorted: merged in one pass,
    /// the tags of a position in several parts joined.
    pub(super) fn merged(mut parts: Vec<Level>) -> Level {
        if parts.len() == 1 {
            return parts.pop().expect("one part");
        }
        let tagged = parts.iter().all(Level::tagged);
        let mut builder = Builder::with_capacity(parts.iter().map(Level::len).sum(), tagged);
        for (position, tag) in parts.iter().map(Level::iter).kmerge_by(|a, b| a.0 < b.0) {
            builder.push(position, tag);
        }
        builder.finish()
    }

    pub(super) fn len(&self) -> usize {
        self.lows.len()
    }

    /// The level without its tags, 4 bytes a position: enough to count
    /// its positions and to strip them from others, as the last level of a
    /// search needs.
    pub(super) fn untagged(mut self) -> Level {
        self.tag_ids = Vec::new();
        self.tag_sets = Vec::new();
        self
    }

    fn tagged(&self) -> bool {
        self.tag_ids.len() == self.lows.len()
    }

    /// The tag of the position at `index` (none, 0, without tags).
    fn tag_at(&self, index: usize) -> u64 {
        self.tag_ids.get(index).map_or(0, |&id| self.tag_sets[id as usize])
    }

    /// The positions and tags from index `from` on, in order.
    pub(super) fn iter_from(&self, from: usize) -> impl Iterator<Item = (Position, u64)> + '_ {
        // The run holding `from`, then each run in turn.
        let mut run = self.runs.partition_point(|&(_, start)| start <= from).saturating_sub(1);
        (from..self.len()).map(move |i| {
            while run + 1 < self.runs.len() && self.runs[run + 1].1 <= i {
                run += 1;
            }
            (join(self.runs[run].0, self.lows[i]), self.tag_at(i))
        })
    }

    /// The positions and tags, in order.
    pub(super) fn iter(&self) -> impl Iterator<Item = (Position, u64)> + '_ {
        self.iter_from(0)
    }

    /// The positions with index in `from..to` and their tags.
    pub(super) fn slice(&self, from: usize, to: usize) -> Vec<(Position, u64)> {
        self.iter_from(from).take(to - from).collect()
    }

    /// The index of `position`, if the level holds it.
    fn find(&self, position: Position) -> Option<usize> {
        let (high, low) = split(position);
        let run = self.runs.binary_search_by_key(&high, |&(high, _)| high).ok()?;
        let end = self.runs.get(run + 1).map_or(self.len(), |&(_, start)| start);
        let start = self.runs[run].1;
        self.lows[start..end].binary_search(&low).ok().map(|k| start + k)
    }

    /// The tag of `position`, if the level holds it.
    pub(super) fn tag(&self, position: Position) -> Option<u64> {
        self.find(position).map(|i| self.tag_at(i))
    }

    /// Whether the level shares a position with `other`.
    pub(super) fn meets(&self, other: &Level) -> bool {
        self.common(other).next().is_some()
    }

    /// The positions both levels hold, with this level's tag and the
    /// other's: a walk through the smaller level, each position looked up
    /// in the larger with a galloping cursor (a batch of the last level
    /// against a whole level of the other side: one merge per batch was
    /// most of the time of T9's search within 15 moves).
    pub(super) fn common<'a>(&'a self, other: &'a Level) -> impl Iterator<Item = (Position, u64, u64)> + 'a {
        let (small, large) = if self.len() <= other.len() { (self, other) } else { (other, self) };
        let mut cursor = Cursor { level: large, run: 0, at: 0 };
        small.iter().filter_map(move |(position, tag)| {
            let found = cursor.find(position)?;
            let (mine, theirs) =
                if std::ptr::eq(small, self) { (tag, large.tag_at(found)) } else { (large.tag_at(found), tag) };
            Some((position, mine, theirs))
        })
    }

    /// This level without the positions any of `held` holds: a walk with a
    /// cursor through each, which gallops over the stretches this level
    /// skips (a batch's finds are far fewer than the positions held).
    pub(super) fn without(self, held: &[Level]) -> Level {
        let mut cursors: Vec<Cursor<'_>> = held.iter().map(|level| Cursor { level, run: 0, at: 0 }).collect();
        let mut builder = Builder::with_capacity(self.len(), self.tagged());
        for (position, tag) in self.iter() {
            if cursors.iter_mut().all(|cursor| !cursor.holds(position)) {
                builder.push(position, tag);
            }
        }
        builder.finish()
    }
}

/// A walk through a level asked about positions in increasing order.
struct Cursor<'a> {
    level: &'a Level,
    /// The run of the last position asked about.
    run: usize,
    /// No position before this index is asked about again.
    at: usize,
}

impl Cursor<'_> {
    /// Whether the level holds `position`, no smaller than those asked
    /// about before.
    fn holds(&mut self, position: Position) -> bool {
        self.find(position).is_some()
    }

    /// The index of `position` in the level, if it holds it; `position` is
    /// no smaller than those asked about before.
    fn find(&mut self, position: Position) -> Option<usize> {
        let (high, low) = split(position);
        let runs = &self.level.runs;
        while self.run < runs.len() && runs[self.run].0 < high {
            self.run += 1;
        }
        if self.run == runs.len() || runs[self.run].0 != high {
            return None;
        }
        let end = runs.get(self.run + 1).map_or(self.level.len(), |&(_, start)| start);
        let from = self.at.max(runs[self.run].1);
        let lows = &self.level.lows[from..end];
        let skip = gallop(lows, |&l| l < low);
        self.at = from + skip;
        (skip < lows.len() && lows[skip] == low).then_some(from + skip)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_keep_their_order_and_tags_across_runs() {
        let found = vec![(Position(1 << 40 | 3), 2), (Position(7), 1), (Position(1 << 33), 8), (Position(7), 4)];
        let level = Level::from_found(found);
        assert_eq!(level.len(), 3);
        let all: Vec<_> = level.iter().collect();
        assert_eq!(all, vec![(Position(7), 5), (Position(1 << 33), 8), (Position(1 << 40 | 3), 2)]);
        assert_eq!(level.slice(1, 3), all[1..].to_vec());
        assert_eq!(level.tag(Position(1 << 33)), Some(8));
        assert_eq!(level.tag(Position(1 << 32)), None);
        let other = Level::from_found(vec![(Position(1 << 33), 16), (Position(9), 1)]);
        assert_eq!(level.common(&other).collect::<Vec<_>>(), vec![(Position(1 << 33), 8, 16)]);
        assert_eq!(other.common(&level).collect::<Vec<_>>(), vec![(Position(1 << 33), 16, 8)]);
        let rest = level.without(&[other]);
        assert_eq!(rest.iter().map(|(p, _)| p).collect::<Vec<_>>(), vec![Position(7), Position(1 << 40 | 3)]);
        let merged = Level::merged(vec![rest, Level::from_found(vec![(Position(7), 2), (Position(1 << 32), 1)])]);
        assert_eq!(
            merged.iter().collect::<Vec<_>>(),
            vec![(Position(7), 7), (Position(1 << 32), 1), (Position(1 << 40 | 3), 2)]
        );
    }
}
