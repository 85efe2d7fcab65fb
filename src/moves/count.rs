//! The number of minimal solutions of one problem: the move sequences of
//! exactly its fewest moves from its start to its finish.
//!
//! A move is its chain of jumps, so two chains by the same peg that end in
//! the same position are two moves, and a solution, a sequence of moves, is
//! a sequence of jumps. In a solution of the fewest moves no move starts
//! where the one before it ended (the two would make one move, a solution
//! shorter still), so its moves are the maximal runs of jumps by one peg
//! ([`crate::notation::move_count`]): the count is the number of jump
//! sequences from the start to the finish, as `pegsol count` counts
//! solutions, that take the fewest moves. Mirror images count apart.
//!
//! The count meets in the middle, as the search that finds the fewest
//! ([`super::Meeting`]) does: level `k` of the forward side holds the
//! positions `k` moves and no fewer from the start, each with the number
//! of `k`-move sequences reaching it; level `j` of the backward side, the
//! positions `j` inverse moves from the finish, each with the number of
//! `j`-move sequences from it to the finish. The sides grow, smaller last
//! level first, until their depths add up to the fewest moves `d`; the
//! count is the sum over the positions of both last levels of the product
//! of their two counts. A position of a minimal solution lies `k` moves
//! from the start and `d - k` from the finish and no fewer either way (or
//! the solution could be shortened), so the levels miss none, and each
//! solution is counted once, at its position between the two levels. A
//! position is dropped when its moves so far plus the merit's bound on the
//! moves it still needs ([`Merit::between`]) exceed `d`, or when the moves
//! left exceed the pegs it still has to lose.
//!
//! The levels hold one position per orbit of the symmetries fixing both
//! ends, with the number for the whole orbit: an orbit's number is the sum
//! over the orbits before it of their numbers times the moves from one of
//! their positions into it, and the solutions through an orbit are its two
//! numbers' product over its size.
//!
//! ```
//! use pegsol::{moves, notation, search, Board, Position};
//!
//! // T4 from 2 to 3 takes 5 moves (OEIS A127500): the count is the number
//! // of solutions by jumps that take 5 moves.
//! let t4 = Board::triangle(4).unwrap();
//! let hole = |name| t4.parse_hole(name).unwrap();
//! let (start, finish) = (t4.with_empty(&[hole("2")]), Position::single(hole("3")));
//! let mut by_jumps = 0u32;
//! search::each_solution(&t4, start, finish, &mut |jumps| {
//!     by_jumps += u32::from(notation::move_count(jumps) == 5);
//!     true
//! });
//! let count = moves::count_minimal(&t4, start, finish, 5, usize::MAX, &mut |_| {}).unwrap();
//! assert_eq!(count.solutions, by_jumps.into());
//! assert_eq!(count.symmetries, 1); // no symmetry of T4 fixes 2 and 3
//! ```

use std::hash::Hash;

use itertools::Itertools;
use num_bigint::BigUint;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, One, Zero};
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::meet::LevelDone;
use super::merit::Merit;
use super::mover::{Heading, Steps};
use super::sorted::gallop;
use crate::board::{Board, Hole};
use crate::position::Position;
use crate::symmetry::Group;

/// The minimal solutions of one problem, counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinimalCount {
    /// The number of move sequences of exactly the given moves from the
    /// start to the finish: the minimal solutions, when the moves are the
    /// fewest.
    pub solutions: BigUint,
    /// The number of symmetries of the board fixing both the start's hole
    /// and the finish: the solutions up to them are `solutions` over this
    /// (no solution is its own image, see [`MinimalCount::up_to_symmetry`]).
    pub symmetries: usize,
    /// Positions (up to those symmetries) per level of each side, from
    /// level 0: forward, from the start, and backward, from the finish.
    pub forward: Vec<usize>,
    /// See `forward`.
    pub backward: Vec<usize>,
}

impl MinimalCount {
    /// The solutions up to the symmetries fixing both ends: their number
    /// over the symmetries'. A solution that a symmetry other than the
    /// identity maps to itself would map each of its jumps to itself, so
    /// every peg it removes would stand in a hole that symmetry fixes (a
    /// mirror's axis); a one-vacancy start holds pegs off every axis, so
    /// no orbit of solutions is smaller than the group.
    #[must_use]
    pub fn up_to_symmetry(&self) -> BigUint {
        &self.solutions / self.symmetries
    }
}

/// Counts the sequences of exactly `moves` moves from `start` to `finish`
/// (see the module's documentation): the minimal solutions when `moves` is
/// the problem's fewest. Exact: the levels carry `u64` counts, and the
/// whole count is run again with `u128`, then [`BigUint`], should one
/// overflow.
///
/// The count holds at most `most_held` words of 8 bytes (a position of a
/// level before the last is one, a position with its count two for `u64`
/// counts, four or more for wider ones), the level being built included:
/// a level that would not fit is built a slice of positions at a time
/// (each slice one more walk through the parents), and the last level is
/// never held, each slice met with the other side's last level as it comes.
///
/// `progress` hears of every level built (again for each wider count).
///
/// # Errors
///
/// [`NoRoom`] if even a slice of a level cannot be built within
/// `most_held` words next to the levels the count must keep.
pub fn count_minimal(
    board: &Board,
    start: Position,
    finish: Position,
    moves: usize,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> Result<MinimalCount, NoRoom> {
    let problem = Problem::new(board, start, finish, moves);
    let (solutions, forward, backward) = problem
        .count::<u64>(most_held, progress)
        .map(widened)
        .or_else(|halt| halt.wider(|| problem.count::<u128>(most_held, progress).map(widened)))
        .or_else(|halt| halt.wider(|| problem.count::<BigUint>(most_held, progress)))
        .map_err(|halt| match halt {
            Halt::Room => NoRoom,
            Halt::Overflow => unreachable!("big integers do not overflow"),
        })?;
    Ok(MinimalCount { solutions, symmetries: problem.group.order(), forward, backward })
}

/// A count of minimal solutions that does not fit its room
/// ([`count_minimal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoRoom;

/// Why a count stopped short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Halt {
    /// A count overflowed its integers: count again with wider ones.
    Overflow,
    /// The count would hold more than its room.
    Room,
}

impl Halt {
    /// `again`, the count with wider integers, after an overflow; the same
    /// halt otherwise.
    fn wider<C>(self, again: impl FnOnce() -> Result<C, Halt>) -> Result<C, Halt> {
        match self {
            Halt::Overflow => again(),
            Halt::Room => Err(self),
        }
    }
}

/// A count and its levels, the count as a big integer.
fn widened<T: Into<BigUint>>(
    (count, forward, backward): (T, Vec<usize>, Vec<usize>),
) -> (BigUint, Vec<usize>, Vec<usize>) {
    (count.into(), forward, backward)
}

/// An exact count: machine integers that refuse to overflow, or big ones.
trait Tally: Clone + Zero + One + CheckedAdd + CheckedMul + CheckedDiv + From<u8> + Send + Sync {
    /// The bytes a count holds beyond its own size (a big integer's digits
    /// and the allocator's header).
    const HEAP: usize = 0;

    /// The words of 8 bytes a position with its count takes in a level.
    fn words() -> usize {
        (size_of::<(Position, Self)>() + Self::HEAP).div_ceil(8)
    }
}

#[cfg(test)]
impl Tally for u8 {}
impl Tally for u64 {}
impl Tally for u128 {}
impl Tally for BigUint {
    const HEAP: usize = 32;
}

/// Adds `term` to the count under `key`, `None` on overflow.
fn add_to<K: Hash + Eq, T: Tally>(map: &mut FxHashMap<K, T>, key: K, term: &T) -> Option<()> {
    let slot = map.entry(key).or_insert_with(T::zero);
    *slot = slot.checked_add(term)?;
    Some(())
}

/// The (position, count) pairs one batch of a level's parents aims to
/// find (256 MiB of them with `u128` counts), sorted and summed before the
/// next batch; fewer when the room is short.
const BATCH_FINDS: usize = 1 << 23;

/// The fewest positions a slice of a level may hold: a room that allows
/// fewer (or fewer than a sixteenth of the parents) is no room, as the
/// slices would each walk through every parent again.
const SLICE_LEAST: usize = 1 << 8;

/// One problem being counted.
struct Problem {
    steps: Steps,
    merit: Merit,
    group: Group,
    start: Position,
    finish: Position,
    moves: usize,
}

/// One side of the count: its levels' sizes, the positions of every level
/// before the last (a position met again later is farther than its fewest
/// moves), and its last level with each position's count, each level in
/// increasing order of positions.
struct Side<T> {
    heading: Heading,
    sizes: Vec<usize>,
    held: Vec<Vec<Position>>,
    last: Vec<(Position, T)>,
}

/// The positions of a slice of a level: from `low` on (from the first if
/// `None`), before `high` (to the last if `None`).
#[derive(Clone, Copy)]
struct Slice {
    low: Option<Position>,
    high: Option<Position>,
}

impl Slice {
    fn holds(self, position: Position) -> bool {
        self.low.is_none_or(|low| low <= position) && self.high.is_none_or(|high| position < high)
    }
}

impl Problem {
    fn new(board: &Board, start: Position, finish: Position, moves: usize) -> Problem {
        let group = Group::stabilizer(board, start).fixing(finish);
        Problem { steps: Steps::of(board), merit: Merit::new(board), group, start, finish, moves }
    }

    /// The count and each side's level sizes, holding at most `most` words
    /// ([`count_minimal`]).
    fn count<T: Tally>(
        &self,
        most: usize,
        progress: &mut dyn FnMut(LevelDone),
    ) -> Result<(T, Vec<usize>, Vec<usize>), Halt> {
        let side = |heading, end: Position| Side::<T> {
            heading,
            sizes: vec![1],
            held: Vec::new(),
            last: vec![(self.group.canonical(end), T::one())],
        };
        let mut forward = side(Heading::Forward, self.start);
        let mut backward = side(Heading::Backward, self.finish);
        let mut total = T::zero();
        if self.moves == 0 {
            self.meet(&forward.last, &mut backward.last.as_slice(), &mut total)?;
        }
        while forward.depth() + backward.depth() < self.moves {
            let (grow, other) = if forward.last.len() <= backward.last.len() {
                (&mut forward, &mut backward)
            } else {
                (&mut backward, &mut forward)
            };
            if grow.depth() + other.depth() + 1 < self.moves {
                // Room kept for the parents' positions, held once the
                // level is built.
                let room = most.checked_sub(grow.words() + other.words() + grow.last.len()).ok_or(Halt::Room)?;
                let mut level = Vec::new();
                self.grow(grow, room, &mut |slice| {
                    level.extend(slice);
                    Ok(level.len() * T::words())
                })?;
                grow.held.push(grow.last.iter().map(|&(position, _)| position).collect());
                grow.last = level;
            } else {
                // The last level: the other side grows no more, and each
                // slice of this one is met with the other's last level as
                // it comes, both sorted (one walk through each, a cursor
                // in the other's).
                other.held = Vec::new();
                let room = most.checked_sub(grow.words() + other.words()).ok_or(Halt::Room)?;
                let mut behind = other.last.as_slice();
                self.grow(grow, room, &mut |slice| self.meet(&slice, &mut behind, &mut total).map(|()| 0))?;
                grow.last = Vec::new();
            }
            progress(LevelDone {
                heading: grow.heading,
                moves: grow.depth(),
                positions: grow.sizes.last().copied().unwrap_or(0),
                limit: Some(self.moves),
                counted: true,
                beam: None,
                counting: true,
            });
        }
        Ok((total, forward.sizes, backward.sizes))
    }

    /// Adds to `total` the solutions through the positions of `ahead` that
    /// `behind` holds too: their two counts' product over the orbit's
    /// size. `behind` is walked past the positions it had before the last
    /// of `ahead`.
    fn meet<T: Tally>(
        &self,
        ahead: &[(Position, T)],
        behind: &mut &[(Position, T)],
        total: &mut T,
    ) -> Result<(), Halt> {
        for (position, count) in ahead {
            *behind = &behind[gallop(behind, |(p, _)| p < position)..];
            let Some((_, other)) = behind.first().filter(|(p, _)| p == position) else { continue };
            let orbit = u8::try_from(self.group.orbit_size(*position)).expect("a board has at most 12 symmetries");
            let through = count.checked_mul(other).and_then(|product| product.checked_div(&T::from(orbit)));
            *total = through.and_then(|through| total.checked_add(&through)).ok_or(Halt::Overflow)?;
        }
        Ok(())
    }

    /// Whether `position`, `done` moves from its side's end, may lie on a
    /// solution of the problem's moves: its moves so far plus the merit's
    /// bound on the moves left are within them, and the moves left are at
    /// most the pegs it has still to lose (each move loses one at least).
    fn admits(&self, heading: Heading, position: Position, done: usize) -> bool {
        let (bound, pegs) = match heading {
            Heading::Forward => (self.merit.between(position, self.finish), position.pegs() - self.finish.pegs()),
            Heading::Backward => (self.merit.between(self.start, position), self.start.pegs() - position.pegs()),
        };
        done + bound <= self.moves && self.moves - done <= pegs as usize
    }

    /// Grows `side` by one level: each position's count times the chains
    /// of jumps from it into each orbit, summed by orbit, for the orbits
    /// admitted and in no level before (the parents' included; the caller
    /// moves the parents' positions to `held` if the side grows on). The
    /// level is handed to `take` a slice at a time, in increasing order of
    /// positions; `take` says how many words it holds since. The level
    /// being built holds at most `room` words (what the sides hold is the
    /// caller's to leave out): a slice ends where the room does, and the
    /// next one starts there with another walk through the parents.
    ///
    /// A slice is built a batch of parents at a time, on every thread; a
    /// batch's finds are sorted, summed and stripped of the positions held
    /// already with a cursor through each level (the parents' too), and
    /// the parts merged as they come, as the search's levels are built
    /// ([`super::Meeting`]): a hash table of counts probed at random was a
    /// cache miss a find, most of the time of the count.
    fn grow<T: Tally>(
        &self,
        side: &mut Side<T>,
        room: usize,
        take: &mut dyn FnMut(Vec<(Position, T)>) -> Result<usize, Halt>,
    ) -> Result<(), Halt> {
        let words = T::words();
        let (mut taken, mut size) = (0, 0);
        let mut slice = Slice { low: None, high: None };
        loop {
            // A quarter of the room left for a batch's finds, the rest for
            // the slice's parts and their merged copy.
            let free = room.checked_sub(taken).ok_or(Halt::Room)?;
            let finds = BATCH_FINDS.min(free / (4 * words));
            let most = (free - finds * words) / (3 * words);
            if finds < SLICE_LEAST || most < SLICE_LEAST.max(side.last.len() / 16) {
                return Err(Halt::Room);
            }
            let part = self.slice(side, &mut slice, finds, most).ok_or(Halt::Overflow)?;
            size += part.len();
            taken = take(part)?;
            match slice.high {
                Some(high) => slice = Slice { low: Some(high), high: None },
                None => break,
            }
        }
        side.sizes.push(size);
        Ok(())
    }

    /// The positions of `slice` in the level after `side`'s last, with
    /// their counts, sorted. A batch finds at most about `finds`
    /// positions; once the parts hold more than `most`, the slice ends
    /// where half of them do (its `high` lowered).
    fn slice<T: Tally>(
        &self,
        side: &Side<T>,
        slice: &mut Slice,
        finds: usize,
        most: usize,
    ) -> Option<Vec<(Position, T)>> {
        let (done, heading) = (side.depth() + 1, side.heading);
        let mut parts: Vec<Vec<(Position, T)>> = Vec::new();
        let (mut start, mut batch) = (0, 1 << 12);
        while start < side.last.len() {
            let end = (start + batch).min(side.last.len());
            let within = *slice;
            let mut found = side.last[start..end]
                .par_iter()
                .try_fold(
                    || (Vec::new(), Chains::<T>::default()),
                    |(mut found, mut chains), (position, count)| {
                        for (reached, ways) in chains.of(heading, &self.steps, *position)? {
                            if self.admits(heading, reached, done) {
                                let canonical = self.group.canonical(reached);
                                if within.holds(canonical) {
                                    found.push((canonical, count.checked_mul(&ways)?));
                                }
                            }
                        }
                        Some((found, chains))
                    },
                )
                .map(|folded| folded.map(|(found, _)| found))
                .try_reduce(Vec::new, |mut all, mut more| {
                    if all.len() < more.len() {
                        std::mem::swap(&mut all, &mut more);
                    }
                    all.append(&mut more);
                    Some(all)
                })?;
            let per_position = found.len() / (end - start) + 1;
            batch = (finds / per_position).clamp(1 << 10, 1 << 24);
            start = end;
            found.par_sort_unstable_by_key(|&(position, _)| position);
            let mut cursors: Vec<&[Position]> = side.held.iter().map(Vec::as_slice).collect();
            let mut parents = side.last.as_slice();
            let part = summed(found.into_iter())?
                .into_iter()
                .filter(|(position, _)| {
                    parents = &parents[gallop(parents, |(p, _)| p < position)..];
                    parents.first().is_none_or(|(p, _)| p != position)
                        && !cursors.iter_mut().any(|held| {
                            *held = &held[gallop(held, |p| p < position)..];
                            held.first() == Some(position)
                        })
                })
                .collect();
            // A position has many parents, so batches find the same ones
            // again: parts of similar sizes are merged as they come, which
            // keeps a few parts of decreasing sizes.
            parts.push(part);
            while parts.len() >= 2 && parts[parts.len() - 2].len() <= 2 * parts[parts.len() - 1].len() {
                let two = parts.split_off(parts.len() - 2);
                parts.push(summed(two.into_iter().kmerge_by(|a, b| a.0 < b.0))?);
            }
            if parts.iter().map(Vec::len).sum::<usize>() > most {
                let mut all = summed(std::mem::take(&mut parts).into_iter().kmerge_by(|a, b| a.0 < b.0))?;
                if all.len() > most {
                    slice.high = Some(all[most / 2].0);
                    all.truncate(most / 2);
                }
                parts.push(all);
            }
        }
        summed(parts.into_iter().kmerge_by(|a, b| a.0 < b.0))
    }
}

/// Pairs given in increasing order of positions, each position once with
/// the sum of its counts; `None` on overflow.
fn summed<T: Tally>(pairs: impl Iterator<Item = (Position, T)>) -> Option<Vec<(Position, T)>> {
    let mut sums: Vec<(Position, T)> = Vec::new();
    for (position, count) in pairs {
        match sums.last_mut() {
            Some((last, sum)) if *last == position => *sum = sum.checked_add(&count)?,
            _ => sums.push((position, count)),
        }
    }
    Some(sums)
}

impl<T: Tally> Side<T> {
    /// The moves from the side's end to its last level.
    fn depth(&self) -> usize {
        self.sizes.len() - 1
    }

    /// The words of 8 bytes the side's levels hold.
    fn words(&self) -> usize {
        self.held.iter().map(Vec::len).sum::<usize>() + self.last.len() * T::words()
    }
}

/// The chains of jumps from a position: how many reach each position, by
/// any peg, at least one jump each. It keeps its memory between positions.
struct Chains<T> {
    /// The states (position, moving peg's hole) reached by the chains of
    /// one length, each with the number of chains reaching it.
    layer: FxHashMap<(Position, Hole), T>,
    next: FxHashMap<(Position, Hole), T>,
    /// The positions reached, with their numbers of chains.
    reached: FxHashMap<Position, T>,
}

impl<T> Default for Chains<T> {
    fn default() -> Chains<T> {
        Chains { layer: FxHashMap::default(), next: FxHashMap::default(), reached: FxHashMap::default() }
    }
}

impl<T: Tally> Chains<T> {
    /// Every position one move (an inverse move, backward) from `position`
    /// with the number of chains of jumps to it, `None` on overflow. Chains
    /// of one length remove (or put back) as many pegs, so the states they
    /// reach are layered by length and each state's number is the sum over
    /// the layer before.
    fn of(&mut self, heading: Heading, steps: &Steps, position: Position) -> Option<Vec<(Position, T)>> {
        let toward = steps.toward(heading);
        self.reached.clear();
        self.layer.clear();
        self.layer.extend(position.peg_holes().map(|peg| ((position, peg), T::one())));
        while !self.layer.is_empty() {
            self.next.clear();
            for ((at, peg), ways) in &self.layer {
                for &jump in &toward[peg.index()] {
                    let Some(state) = heading.step(*at, jump) else { continue };
                    add_to(&mut self.next, state, ways)?;
                    add_to(&mut self.reached, state.0, ways)?;
                }
            }
            std::mem::swap(&mut self.layer, &mut self.next);
        }
        Some(self.reached.drain().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On every problem of T5 the count in `u8`, which overflows, is
    /// `None` exactly when it does not fit, and otherwise agrees with the
    /// counts in `u64` and in big integers, as do the level sizes.
    #[test]
    fn a_count_too_large_for_its_integers_says_so() {
        let t5 = Board::triangle(5).unwrap();
        let atlas = super::super::atlas(&t5, usize::MAX, &mut |_| {});
        let mut overflowed = 0;
        for problem in &atlas.problems {
            let (start, finish) = (t5.with_empty(&[problem.start]), Position::single(problem.finish));
            let counting = Problem::new(&t5, start, finish, problem.moves.unwrap());
            let big = counting.count::<BigUint>(usize::MAX, &mut |_| {}).unwrap();
            assert_eq!(counting.count::<u64>(usize::MAX, &mut |_| {}).map(widened), Ok(big.clone()));
            match counting.count::<u8>(usize::MAX, &mut |_| {}) {
                Ok(small) => assert_eq!(widened(small), big),
                Err(halt) => {
                    assert_eq!(halt, Halt::Overflow);
                    overflowed += 1;
                }
            }
            assert!(big.0 <= BigUint::from(u8::MAX) || counting.count::<u8>(usize::MAX, &mut |_| {}).is_err());
        }
        assert!(overflowed > 0, "some T5 problem has more than 255 minimal solutions");
        assert!(overflowed < atlas.problems.len(), "and some fewer");
    }

    /// A count given less room builds its levels in slices and comes to
    /// the same count and levels, down to a room too small for a slice,
    /// which it refuses; the smallest room that sufficed is less than the
    /// largest level built whole would take (the level, its parts and
    /// their merged copy).
    #[test]
    fn a_count_in_less_room_is_sliced_or_refused() {
        let t6 = Board::triangle(6).unwrap();
        let hole = |name| t6.parse_hole(name).unwrap();
        let (start, finish) = (t6.with_empty(&[hole("1")]), Position::single(hole("13")));
        let counting = Problem::new(&t6, start, finish, 10);
        let whole = counting.count::<u64>(usize::MAX, &mut |_| {}).unwrap();
        let largest = whole.1.iter().chain(&whole.2).max().unwrap();
        let mut room = 4 * largest * u64::words();
        let mut sufficed = usize::MAX;
        loop {
            match counting.count::<u64>(room, &mut |_| {}) {
                Ok(count) => {
                    assert_eq!(count, whole, "in {room} words");
                    sufficed = room;
                }
                Err(halt) => {
                    assert_eq!(halt, Halt::Room);
                    break;
                }
            }
            room = room * 3 / 4;
        }
        assert!(sufficed < 3 * largest * u64::words(), "{sufficed} words for a level of {largest}");
        assert_eq!(count_minimal(&t6, start, finish, 10, 10, &mut |_| {}), Err(NoRoom));
    }
}
