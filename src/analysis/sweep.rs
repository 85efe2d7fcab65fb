//! Sweeps: every position reachable from one position, with its solutions
//! by finish, from one pass down and one sweep back up.
//!
//! The pass down from a root lists the positions of each layer in
//! canonical form under the board's whole group (sorted, so a lookup is a
//! binary search). The sweep back up then counts each layer from the one
//! below: a position's solutions by finish are the sums of its children's
//! (mirrored back through the symmetry that made each child canonical),
//! and a position with no jump has one solution at its hole if it has one
//! peg. So one sweep counts a position, every one of its jumps, and every
//! position of every game from it: the next jumps of the game are lookups.
//!
//! Only the finishes the root's [position class](crate::classes) allows
//! (and their images under the group, which canonical forms reach) are
//! columns: no solution ends anywhere else. Counts are `u64`s; a sum that
//! would overflow stops the sweep ([`Refusal::Overflow`]), and so does a
//! pass down whose positions and counts would take more bytes than its
//! bound ([`Refusal::TooLarge`]): the caller counts by passes instead.
//! Nothing is rounded. A position takes 8 bytes and 8 a column: a
//! position of 22 pegs on the English board (five columns from d4) reaches
//! at most about 1.3 million, 62 MB.
//!
//! ```
//! use pegsol::analysis::Swept;
//! use pegsol::Board;
//! use std::sync::atomic::AtomicBool;
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let start = t5.with_empty(&[a]);
//! let swept = Swept::from(&t5, start, 1 << 30, &mut |_| {}, &AtomicBool::new(false)).unwrap();
//! let solutions = swept.solutions(start).unwrap();
//! assert_eq!((solutions.iter().sum::<u64>(), solutions[m.index()]), (29_760, 16_128));
//! // Every position of every game from A is looked up, its jumps too:
//! // the first jump F-C-A leaves half the solutions (its mirror D-B-A the rest).
//! let jump = start.legal_jumps(&t5).next().unwrap();
//! assert_eq!(swept.solutions(start.jump(jump)).unwrap().iter().sum::<u64>(), 14_880);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::board::{Board, Hole};
use crate::classes::PositionClass;
use crate::pass::{LayerDone, RunIdentity};
use crate::position::{JumpLines, Position, MAX_JUMPS};

/// Why a sweep stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The positions the pass down met, with their counts, would take more
    /// bytes than the sweep's bound.
    #[error("the sweep would take more than {0} bytes")]
    TooLarge(u64),
    /// A count would not fit a `u64`.
    #[error("a count of the sweep passed 2^64")]
    Overflow,
    /// The caller's stop flag was set.
    #[error("the sweep was cancelled")]
    Cancelled,
}

/// Every position reachable from a root, by pegs, canonical under the
/// board's whole group, with its solutions by finish.
pub struct Swept {
    /// The finishes counted, as hole indices: the columns of each row.
    columns: Vec<Hole>,
    /// For each symmetry (the board's order), where it sends each column.
    moved: Vec<Vec<usize>>,
    /// Layers by pegs: index `pegs` (0 unused, and layers not reached empty).
    layers: Vec<Layer>,
    /// The board's symmetries.
    symmetries: Vec<crate::board::Symmetry>,
    holes: usize,
}

/// One layer: its canonical positions, sorted, and their rows of counts.
#[derive(Default)]
struct Layer {
    keys: Vec<u64>,
    counts: Vec<u64>,
}

/// The canonical image of `position` (the smallest) and the index of a
/// symmetry giving it.
#[inline]
fn canonical(symmetries: &[crate::board::Symmetry], position: u64) -> (u64, usize) {
    let mut best = (position, 0);
    for (i, s) in symmetries.iter().enumerate().skip(1) {
        let image = s.image(position);
        if image < best.0 {
            best = (image, i);
        }
    }
    best
}

impl Swept {
    /// The sweep from `root`: refused once the positions its pass down
    /// meets, with their counts, would take more than `max_bytes` bytes, or
    /// a count passes 2^64; stopped between
    /// layers once `stop` is set. `progress` hears of each layer of both
    /// directions.
    pub fn from(
        board: &Board,
        root: Position,
        max_bytes: u64,
        progress: &mut dyn FnMut(LayerDone),
        stop: &AtomicBool,
    ) -> Result<Swept, Refusal> {
        let symmetries = board.symmetries().to_vec();
        let lines = JumpLines::new(board);
        let columns = finishes(board, root, &symmetries);
        let moved = moved(&symmetries, &columns).expect("columns are closed");
        let top = root.pegs() as usize;
        let steps = 2 * top;
        let mut layers: Vec<Layer> = (0..=top).map(|_| Layer::default()).collect();
        layers[top].keys.push(canonical(&symmetries, root.0).0);
        let mut met = 1;
        let mut done = 0;
        let mut tell = |positions: usize, done: &mut usize| {
            *done += 1;
            progress(LayerDone {
                layers: *done,
                of: steps,
                positions,
                largest_part: positions,
                on_disk: false,
                parent_reads: 0,
                exchanged: 0,
            });
        };
        // Down: each layer's children, canonical, sorted, without repeats.
        for pegs in (1..top).rev() {
            check(stop)?;
            let parents = &layers[pegs + 1].keys;
            let mut children: Vec<u64> = parents
                .par_iter()
                .fold(Vec::new, |mut out, &p| {
                    let mut buffer = [Position(0); MAX_JUMPS];
                    let n = Position(p).children(&lines, &mut buffer);
                    out.extend(buffer[..n].iter().map(|c| canonical(&symmetries, c.0).0));
                    out
                })
                .flatten_iter()
                .collect();
            children.par_sort_unstable();
            children.dedup();
            met += children.len();
            if met as u64 * position_bytes(columns.len()) > max_bytes {
                return Err(Refusal::TooLarge(max_bytes));
            }
            tell(children.len(), &mut done);
            layers[pegs].keys = children;
        }
        // Up: each layer's rows from the layer below.
        let width = columns.len();
        for pegs in 1..=top {
            check(stop)?;
            let (below, here) = layers.split_at_mut(pegs);
            let below = below.last().filter(|_| pegs > 1);
            let rows: Result<Vec<u64>, Refusal> = here[0]
                .keys
                .par_iter()
                .map(|&p| {
                    let mut row = vec![0u64; width];
                    let mut buffer = [Position(0); MAX_JUMPS];
                    let n = Position(p).children(&lines, &mut buffer);
                    if n == 0 {
                        if pegs == 1 {
                            let hole = Position(p).peg_holes().next().expect("one peg");
                            if let Some(column) = columns.iter().position(|&c| c == hole) {
                                row[column] = 1;
                            }
                        }
                        return Ok(row);
                    }
                    let below = below.expect("a position with a jump has a layer below");
                    for child in &buffer[..n] {
                        let (key, s) = canonical(&symmetries, child.0);
                        let at = below.keys.binary_search(&key).expect("every child was met going down");
                        let theirs = &below.counts[at * width..(at + 1) * width];
                        // The child's solutions at `f` are its image's at s(f).
                        for (column, total) in row.iter_mut().enumerate() {
                            *total = total.checked_add(theirs[moved[s][column]]).ok_or(Refusal::Overflow)?;
                        }
                    }
                    Ok(row)
                })
                .collect::<Result<Vec<Vec<u64>>, Refusal>>()
                .map(|rows| rows.concat());
            here[0].counts = rows?;
            tell(here[0].keys.len(), &mut done);
        }
        Ok(Swept { columns, moved, layers, symmetries, holes: board.hole_count() })
    }

    /// The solutions from `position` by finishing hole index, if the sweep
    /// met it (`None`: it is no position of a game from the root).
    #[must_use]
    pub fn solutions(&self, position: Position) -> Option<Vec<u64>> {
        let layer = self.layers.get(position.pegs() as usize)?;
        let (key, s) = canonical(&self.symmetries, position.0);
        let at = layer.keys.binary_search(&key).ok()?;
        let width = self.columns.len();
        let row = &layer.counts[at * width..(at + 1) * width];
        let mut counts = vec![0; self.holes];
        for (column, &f) in self.columns.iter().enumerate() {
            counts[f.index()] = row[self.moved[s][column]];
        }
        Some(counts)
    }

    /// The sweep as bytes, to be read back by [`Swept::from_bytes`] with
    /// the same `identity` ([`identity`]): the magic tag, the identity's
    /// CRC-32C, the board's holes, the columns, each layer's length, its
    /// keys and counts, all as little-endian `u64`s, then the CRC-32C of
    /// everything before it and the tag again.
    #[must_use]
    pub fn to_bytes(&self, identity: &RunIdentity) -> Vec<u8> {
        let mut words: Vec<u64> = vec![u64::from(identity.hash()), self.holes as u64, self.columns.len() as u64];
        words.extend(self.columns.iter().map(|c| c.index() as u64));
        words.push(self.layers.len() as u64);
        words.extend(self.layers.iter().map(|layer| layer.keys.len() as u64));
        for layer in &self.layers {
            words.extend(&layer.keys);
            words.extend(&layer.counts);
        }
        let mut bytes = Vec::with_capacity(8 * words.len() + 20);
        bytes.extend_from_slice(MAGIC);
        bytes.extend(words.iter().flat_map(|w| w.to_le_bytes()));
        let crc = crc32c::crc32c(&bytes);
        bytes.extend_from_slice(&crc.to_le_bytes());
        bytes.extend_from_slice(MAGIC);
        bytes
    }

    /// The sweep `bytes` hold ([`Swept::to_bytes`]), checked before it is
    /// used: its checksum, its identity (the same board, root and build),
    /// and every layer's keys sorted, on the board and of its peg count.
    /// A sweep refused is never partly used.
    ///
    /// ```
    /// use pegsol::analysis::{sweep_identity, StoredError, Swept};
    /// use pegsol::Board;
    /// use std::sync::atomic::AtomicBool;
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
    /// let swept = Swept::from(&t5, start, 1 << 30, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// let mut bytes = swept.to_bytes(&sweep_identity(&t5, start));
    /// let read = Swept::from_bytes(&t5, &bytes, &sweep_identity(&t5, start)).unwrap();
    /// // Seed 003: 29,760 solutions on T5 from hole A.
    /// assert_eq!(read.solutions(start).unwrap().iter().sum::<u64>(), 29_760);
    /// let other = t5.with_empty(&[t5.parse_hole("B").unwrap()]);
    /// assert_eq!(Swept::from_bytes(&t5, &bytes, &sweep_identity(&t5, other)).err(), Some(StoredError::Foreign));
    /// bytes[100] ^= 1;
    /// assert!(matches!(Swept::from_bytes(&t5, &bytes, &sweep_identity(&t5, start)), Err(StoredError::Damaged(_))));
    /// ```
    pub fn from_bytes(board: &Board, bytes: &[u8], identity: &RunIdentity) -> Result<Swept, StoredError> {
        let body = bytes
            .strip_prefix(MAGIC.as_slice())
            .and_then(|b| b.strip_suffix(MAGIC.as_slice()))
            .ok_or_else(|| damaged("no sweep's tag at both ends"))?;
        let (body, crc) = body.split_last_chunk::<4>().ok_or_else(|| damaged("cut short"))?;
        if crc32c::crc32c(&bytes[..MAGIC.len() + body.len()]) != u32::from_le_bytes(*crc) {
            return Err(damaged("its bytes do not match their checksum"));
        }
        let mut read = Reader(body);
        if read.u64()? != u64::from(identity.hash()) {
            return Err(StoredError::Foreign);
        }
        let holes = board.hole_count();
        if read.u64()? != holes as u64 {
            return Err(StoredError::Foreign);
        }
        let width = read.u64()?;
        let columns: Vec<Hole> = (0..width.min(holes as u64 + 1))
            .map(|_| read.u64().map(|h| usize::try_from(h).ok().filter(|&h| h < holes)))
            .collect::<Result<Option<Vec<usize>>, _>>()?
            .ok_or_else(|| damaged("a column is no hole of the board"))?
            .into_iter()
            .filter_map(|h| board.holes().nth(h))
            .collect();
        if columns.len() as u64 != width || columns.windows(2).any(|w| w[0].index() >= w[1].index()) {
            return Err(damaged("its columns are not the board's holes in order"));
        }
        let count = read.u64()?;
        if count == 0 || count > holes as u64 + 1 {
            return Err(damaged("its number of layers does not fit the board"));
        }
        let lengths: Vec<u64> = (0..count).map(|_| read.u64()).collect::<Result<_, _>>()?;
        let words: u64 = lengths.iter().map(|&n| n.saturating_mul(1 + width)).fold(0, u64::saturating_add);
        if words.saturating_mul(8) != read.0.len() as u64 {
            return Err(damaged("its layers' lengths do not match its size"));
        }
        let full = board.full().0;
        let mut layers = Vec::with_capacity(lengths.len());
        for (pegs, &n) in lengths.iter().enumerate() {
            let keys: Vec<u64> = (0..n).map(|_| read.u64()).collect::<Result<_, _>>()?;
            let counts: Vec<u64> = (0..n * width).map(|_| read.u64()).collect::<Result<_, _>>()?;
            let on_board = keys.iter().all(|&k| k & !full == 0 && k.count_ones() as usize == pegs);
            if !on_board || keys.windows(2).any(|w| w[0] >= w[1]) {
                return Err(damaged(&format!("the layer of {pegs} pegs holds no sorted positions of its pegs")));
            }
            layers.push(Layer { keys, counts });
        }
        let symmetries = board.symmetries().to_vec();
        let moved = moved(&symmetries, &columns)
            .ok_or_else(|| damaged("its columns are not closed under the board's symmetries"))?;
        Ok(Swept { columns, moved, layers, symmetries, holes })
    }

    /// The positions held, canonical ones, every layer together.
    #[must_use]
    pub fn positions(&self) -> usize {
        self.layers.iter().map(|layer| layer.keys.len()).sum()
    }

    /// The bytes its positions and counts take.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.positions() as u64 * position_bytes(self.columns.len())
    }
}

/// The tag at both ends of a sweep's bytes ([`Swept::to_bytes`]).
const MAGIC: &[u8; 8] = b"PEGSOLW1";

/// Why a sweep's bytes were refused ([`Swept::from_bytes`]): never
/// trusted, the caller sweeps afresh.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StoredError {
    /// The bytes are not a whole sweep as written: cut short, changed, or
    /// not a sweep at all.
    #[error("damaged: {0}")]
    Damaged(String),
    /// A whole sweep, of another board, root or build.
    #[error("written for another board, start or build of pegsol")]
    Foreign,
}

/// The identity a sweep from `root` on `board` is stored under: the
/// checkpoints' [`RunIdentity`] (the program, its format, the board's
/// drawing) with the root's canonical form.
#[must_use]
pub fn identity(board: &Board, root: Position) -> RunIdentity {
    let (key, _) = canonical(board.symmetries(), root.0);
    RunIdentity::new("serve sweep", board).with("root", format!("{key:x}"))
}

/// Reads little-endian words off the front of a byte slice.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn u64(&mut self) -> Result<u64, StoredError> {
        let (word, rest) = self.0.split_first_chunk::<8>().ok_or_else(|| damaged("cut short"))?;
        self.0 = rest;
        Ok(u64::from_le_bytes(*word))
    }
}

fn damaged(what: &str) -> StoredError {
    StoredError::Damaged(what.to_string())
}

/// The bytes a position takes in a sweep of `columns` finishes: its key
/// and its counts.
fn position_bytes(columns: usize) -> u64 {
    8 + 8 * columns as u64
}

/// For each symmetry, where it sends each column; `None` if a column's
/// image is no column.
fn moved(symmetries: &[crate::board::Symmetry], columns: &[Hole]) -> Option<Vec<Vec<usize>>> {
    symmetries.iter().map(|s| columns.iter().map(|&f| columns.iter().position(|&c| c == s.hole(f))).collect()).collect()
}

/// The finishes the root's class allows, with their images under the
/// group, in hole order.
fn finishes(board: &Board, root: Position, symmetries: &[crate::board::Symmetry]) -> Vec<Hole> {
    let classes: Vec<PositionClass> = symmetries.iter().map(|s| PositionClass::of(board, s.apply(root))).collect();
    board.holes().filter(|&f| classes.contains(&PositionClass::of(board, Position::single(f)))).collect()
}

fn check(stop: &AtomicBool) -> Result<(), Refusal> {
    if stop.load(Ordering::Relaxed) {
        Err(Refusal::Cancelled)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{Pass, RandomPlay};

    /// Every position of random games from `start`: the sweep's solutions
    /// by finish equal those of the forward pass from the position.
    fn agrees_with_passes(board: &Board, start: Position, games: usize) {
        let swept = Swept::from(board, start, u64::MAX, &mut |_| {}, &AtomicBool::new(false)).unwrap();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..games {
            let mut position = start;
            loop {
                let by_hole = Pass::on(board).random_play(RandomPlay::Skipped).walk::<u64>(position).unwrap().by_hole;
                let expected: Vec<String> = by_hole.iter().map(ToString::to_string).collect();
                let got: Vec<String> = swept.solutions(position).unwrap().iter().map(ToString::to_string).collect();
                assert_eq!(got, expected, "{position:?}");
                let jumps: Vec<_> = position.legal_jumps(board).collect();
                if jumps.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                position = position.jump(jumps[(seed >> 33) as usize % jumps.len()]);
            }
        }
    }

    #[test]
    fn a_sweep_counts_what_the_pass_from_each_position_counts() {
        let t6 = Board::triangle(6).unwrap();
        agrees_with_passes(&t6, t6.with_empty(&[t6.parse_hole("1").unwrap()]), 6);
        // A start whose class allows finishes the canonical forms move.
        agrees_with_passes(&t6, t6.with_empty(&[t6.parse_hole("5").unwrap()]), 6);
        let english: Board = "english".parse().unwrap();
        let mut position = english.with_empty(&[english.parse_hole("d4").unwrap()]);
        // Twelve jumps in (20 pegs left), always the first legal one.
        for _ in 0..12 {
            position = position.jump(position.legal_jumps(&english).next().unwrap());
        }
        agrees_with_passes(&english, position, 3);
    }

    #[test]
    fn a_sweep_over_its_bound_or_stopped_is_refused() {
        let t6 = Board::triangle(6).unwrap();
        let start = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
        let refused = Swept::from(&t6, start, 1000, &mut |_| {}, &AtomicBool::new(false)).err();
        assert_eq!(refused, Some(Refusal::TooLarge(1000)));
        let refused = Swept::from(&t6, start, u64::MAX, &mut |_| {}, &AtomicBool::new(true)).err();
        assert_eq!(refused, Some(Refusal::Cancelled));
    }
}
