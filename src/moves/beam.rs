//! A witness within a move limit for one problem: a beam over whole moves
//! from the start, guided by the merit, that meets the target's backward
//! levels. It finds solutions the exhaustive search cannot hold (T9 from 2
//! to 45 in 16 moves, A127500's fewest for T9, with a width of 2^21 and
//! room for 2^27 backward positions, `pegsol fewest --beam`),
//! but proves nothing when it finds none.
//!
//! The beam itself (`Beam`, private) is generic over the width of a
//! position: the same batch loop grows these levels on 64 bits and those of
//! [`super::wide::Triangle::beam`] on 128, each with its own ranking.
//!
//! The backward levels (every position that reaches the target in exactly
//! `k` moves, pruned by the merit from the start) are grown while they fit
//! the room. The forward levels keep the `width` best positions reached in
//! `k` moves: fewest closed units to lose first ([`Merit::between`] them
//! and the target), then fewest pegs (moves that chained many jumps), then
//! fewest lone pegs (no peg next to them), then a hash of the position, so
//! that ties are broken without bias. (The lone pegs break ties that the
//! hash alone would: on T8 a beam of 2^16 finds 15 of the 22 problems that
//! reach 13 moves, and one of 2^17 finds 21, against 12 and 20 by hash.) A level
//! is grown a batch of parents at a time: every position a batch reaches
//! is looked up in the backward levels, a position that can no longer meet
//! them within the limit is dropped, and the best `width` of what the
//! batches found so far are kept, so the beam holds about its width and
//! one batch whatever a level reaches.
//!
//! The forward levels do not depend on the finish when it is a single peg
//! outside the corners (the merit counts the same units for all of them),
//! so [`to_each_finish`] grows them once for a start and looks each batch
//! up in the backward levels of every finish: one run per start instead of
//! one per problem (T9 from 2 at a width of 2^18: 6 of its 15 finishes up to
//! symmetry in 16 moves; T10 from 4 at 2^23: 4 -> 8 and 4 -> 21 in 18
//! moves, A127500's fewest, where the beam per problem at 2^21 found none;
//! the runs: results/notes/fewest.md).
//!
//! ```
//! use pegsol::{moves::beam, notation, Board, Position};
//!
//! // OEIS A127500: T8's fewest is 13 moves, reached from 2 back to 2
//! // (`pegsol fewest --board T8`); a beam of 2^18 positions a level finds
//! // such a solution (one of 2^16 does not).
//! let t8 = Board::triangle(8).unwrap();
//! let two = t8.parse_hole("2").unwrap();
//! let (start, target) = (t8.with_empty(&[two]), Position::single(two));
//! let jumps = beam::within(&t8, start, target, 13, beam::Room { width: 1 << 18, backward: 1 << 20 }, &mut |_| {}).unwrap();
//! assert!(start.replay(&jumps).solves(target));
//! assert!(notation::move_count(&jumps) <= 13);
//! ```

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::meet::LevelDone;
use super::merit::Merit;
use super::mover::{trace_moves, Bitboard, Heading, Mover, Steps, NEVER};
use super::sorted::gallop;
use crate::board::{Board, Jump};
use crate::position::Position;
use crate::search;

/// Positions a chunk of a backward level aims to reach (before they are
/// deduplicated and merged into the level).
const CHUNK_REACH: usize = 1 << 22;

/// Positions the inverse moves of a backward level may visit, per position
/// of room, before the level is dropped. Each inverse move is walked once
/// per state (position, moving peg's hole), as in the exhaustive search
/// ([`Mover`]). Measured on T9 from 2 to the corner 45 within 16 moves:
/// level 1 (742,406 positions) visits 742,406 states, level 2 (54 million)
/// 195 million, 1.5 per position of a 2^27 room (the walks of every chain
/// visited 432 million and 3.8 billion).
const VISITS_PER_ROOM: usize = 16;

/// How much the beam holds.
#[derive(Clone, Copy, Debug)]
pub struct Room {
    /// Positions kept per forward level.
    pub width: usize,
    /// Positions the backward levels may hold in all; a level that would
    /// pass it is dropped, and the levels before it are used.
    pub backward: usize,
}

impl Room {
    /// The room for a search allowed `most_held` positions: the backward
    /// levels a quarter of them (a level is dropped once its parts, merged
    /// as they come, pass twice that), the forward width a sixty-fourth
    /// (each level holds up to that many, and is grown in batches of about
    /// 2^24 finds, of which only the best `width` are kept between
    /// batches), at most 2^21, which finds T9's 16 moves.
    #[must_use]
    pub fn for_held(most_held: usize) -> Room {
        Room { width: (most_held / 64).clamp(1 << 10, 1 << 21), backward: most_held / 4 }
    }
}

/// What a beam for one start found, as `pegsol fewest --beam` reports it:
/// the board's name, holes named as the board names them, the best solution
/// and each finish met with its moves. An upper bound on the fewest moves,
/// never a proof.
#[derive(Clone, Debug)]
pub struct Witness {
    /// The board, by name (`T11`).
    pub board: String,
    /// The start's empty hole, named as the board names it.
    pub start: String,
    /// The best solution: finish, moves of jumps `from-over-to`.
    pub best: Option<(String, Vec<Vec<String>>)>,
    /// Every finish met and its moves (one unless the beam went to each).
    pub met: Vec<(String, usize)>,
    /// Finishes looked for (0: any one peg).
    pub looked_for: usize,
}

/// A solution from `start` to `target` in at most `most` moves found by the
/// beam, or `None` if it found none (which proves nothing).
#[must_use]
pub fn within(
    board: &Board,
    start: Position,
    target: Position,
    most: usize,
    room: Room,
    progress: &mut dyn FnMut(LevelDone),
) -> Option<Vec<Jump>> {
    within_with(board, start, target, most, (room, &NEVER), progress)
}

/// [`within`] in `room`, finding nothing once `stop` is set: every
/// position reached looks at it, so a batch ends at once.
pub(super) fn within_with(
    board: &Board,
    start: Position,
    target: Position,
    most: usize,
    (room, stop): (Room, &AtomicBool),
    progress: &mut dyn FnMut(LevelDone),
) -> Option<Vec<Jump>> {
    let stopped = || stop.load(Ordering::Relaxed);
    let merit = Merit::new(board);
    let steps = Steps::of(board);
    let backward = backward_levels(&steps, &merit, (start, target), most, (room.backward, most), (progress, stop));
    // A position in none of the backward levels needs more moves than the
    // deepest of them.
    let beyond = backward.len();
    let near = search::neighbours(board);
    let mut beam = Beam::new(&steps, start, room.width);
    let mut meeting = None;
    for moves in 1..=most {
        let grown = beam.grow(
            &|after| {
                let left = merit.between(after, target);
                (moves + left <= most && !stopped()).then(|| rank(left, after, &near))
            },
            &mut |found| {
                if stopped() {
                    return true;
                }
                // Every position a batch reaches is looked up in the
                // backward levels it may still meet within the limit.
                meeting = backward
                    .iter()
                    .enumerate()
                    .take(most - moves + 1)
                    .find_map(|(to_target, behind)| first_common(found, behind).map(|f| (*f, to_target)));
                meeting.is_some()
            },
            // A position that can no longer meet the backward levels within
            // the limit is dropped.
            &|f| moves + left_of(f.rank).max(beyond) <= most,
        );
        if let Some((found, to_target)) = meeting {
            let mut jumps = beam.moves_to(found, moves)?.concat();
            jumps.extend(walk_backward(&steps, &backward, found.position, to_target)?);
            return Some(jumps);
        }
        if !beam.push(grown?) {
            return None;
        }
        progress(done(Heading::Forward, moves, beam.last().len(), beam.reached, most));
    }
    None
}

/// One solution from `start` to each of `finishes` the beam meets within
/// `most` moves, with the fewest moves it found for that finish. The
/// forward levels are grown once for every finish: the merit ranks a
/// position alike for every single peg outside the corners, so they are
/// the levels [`within`] grows for such a finish, and each batch is looked
/// up in every finish's backward levels. Those are levels 0 and 1 of every
/// finish, then level 2 of as many finishes as the room holds (those with
/// the smallest level 1 first).
/// Finishes it does not meet are left out, which proves nothing about them.
#[must_use]
pub fn to_each_finish(
    board: &Board,
    start: Position,
    finishes: &[Position],
    most: usize,
    room: Room,
    progress: &mut dyn FnMut(LevelDone),
) -> Vec<(Position, Vec<Jump>)> {
    let merit = Merit::new(board);
    let steps = Steps::of(board);
    let mut backward: Vec<Vec<Vec<u64>>> = finishes
        .iter()
        .map(|&target| backward_levels(&steps, &merit, (start, target), most, (room.backward, 1), (progress, &NEVER)))
        .collect();
    let mut held: usize = backward.iter().flatten().map(Vec::len).sum();
    // Level 2 first for the finishes with the smallest level 1, so that the
    // room holds it for as many finishes as it can.
    let mut order: Vec<usize> = (0..finishes.len()).collect();
    order.sort_by_key(|&i| backward[i].get(1).map_or(0, Vec::len));
    for i in order {
        let (levels, target) = (&mut backward[i], finishes[i]);
        let deeper = backward_levels(
            &steps,
            &merit,
            (start, target),
            most,
            (room.backward - held.min(room.backward), 2),
            (progress, &NEVER),
        );
        if deeper.len() <= levels.len() {
            // The finishes after it have as large a level 1.
            break;
        }
        held += deeper.iter().skip(levels.len()).map(Vec::len).sum::<usize>();
        *levels = deeper;
    }
    let beyond = backward.iter().map(Vec::len).min().unwrap_or(0);
    let near = search::neighbours(board);
    let mut beam = Beam::new(&steps, start, room.width);
    let mut solved: Vec<Option<(usize, Vec<Jump>)>> = vec![None; finishes.len()];
    for moves in 1..=most {
        let grown = beam.grow(
            &|after| {
                (moves + merit.to_finish(after) <= most).then(|| rank(merit.between(after, Position(0)), after, &near))
            },
            &mut |found| {
                // Each finish's levels, on every thread; the solutions are
                // then rebuilt in turn.
                let meetings: Vec<Option<(Reached<Position, u32>, usize)>> = backward
                    .par_iter()
                    .zip(&solved)
                    .map(|(levels, best)| {
                        let fewest = best.as_ref().map_or(most, |(moves, _)| moves.saturating_sub(1));
                        levels
                            .iter()
                            .enumerate()
                            .take((fewest + 1).saturating_sub(moves))
                            .find_map(|(to_target, behind)| first_common(found, behind).map(|f| (*f, to_target)))
                    })
                    .collect();
                for ((levels, best), meeting) in backward.iter().zip(solved.iter_mut()).zip(meetings) {
                    if let Some((found, to_target)) = meeting {
                        let jumps = beam.moves_to(found, moves).and_then(|chains| {
                            let mut jumps = chains.concat();
                            jumps.extend(walk_backward(&steps, levels, found.position, to_target)?);
                            Some(jumps)
                        });
                        *best = jumps.map(|jumps| (moves + to_target, jumps)).or(best.take());
                    }
                }
                false
            },
            &|f| moves + merit.to_finish(f.position).max(beyond) <= most,
        );
        if !grown.is_some_and(|level| beam.push(level)) {
            break;
        }
        progress(done(Heading::Forward, moves, beam.last().len(), beam.reached, most));
    }
    finishes.iter().zip(solved).filter_map(|(&target, best)| best.map(|(_, jumps)| (target, jumps))).collect()
}

/// The jumps of `to_target` moves from `position` down the backward levels.
fn walk_backward(steps: &Steps, backward: &[Vec<u64>], position: Position, to_target: usize) -> Option<Vec<Jump>> {
    let moves = trace_moves(Heading::Forward, steps, position, to_target, &mut |after: Position, left| {
        backward[left].binary_search(&after.0).is_ok()
    })?;
    Some(moves.concat())
}

/// The 64-bit beam's rank of a position, smallest first: fewest units to
/// lose (`left`, the merit's bound on the moves left), fewest pegs, fewest
/// lone pegs, packed in one number in that order.
fn rank(left: usize, position: Position, near: &[u64]) -> u32 {
    let lone = search::lone_pegs(near, position) as u8;
    u32::from(left as u8) << 16 | position.pegs() << 8 | u32::from(lone)
}

/// The merit's bound on the moves left, from a [`rank`].
fn left_of(rank: u32) -> usize {
    (rank >> 16) as usize
}

/// The forward levels of a beam, on positions of either width: each level
/// the `width` best positions reached in one more move from the level
/// before, by a rank `R` the caller gives (smallest first, ties broken by
/// [`Bitboard::scattered`]), sorted by position.
pub(super) struct Beam<'a, P, R> {
    /// The jumps by hole.
    steps: &'a Steps,
    /// Positions kept per level.
    width: usize,
    /// Level `k`: positions reached in `k` moves, each with its parent's
    /// index in level `k - 1`.
    levels: Vec<Vec<Reached<P, R>>>,
    /// Positions the last level's batches reached before the cut.
    pub(super) reached: usize,
}

/// A position a forward level reached, with its parent and its rank.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reached<P, R> {
    pub(super) position: P,
    /// Its parent's index in the level before.
    parent: u32,
    /// Smallest first.
    pub(super) rank: R,
}

impl<P: Bitboard, R: Ord + Copy + Default + Send + Sync> Reached<P, R> {
    /// The beam keeps the smallest: its rank, then a hash that spreads the
    /// ties.
    fn key(&self) -> (R, u128) {
        (self.rank, self.position.scattered())
    }
}

impl<'a, P: Bitboard, R: Ord + Copy + Default + Send + Sync> Beam<'a, P, R> {
    /// Level 0: `start` alone.
    pub(super) fn new(steps: &'a Steps, start: P, width: usize) -> Beam<'a, P, R> {
        let first = Reached { position: start, parent: 0, rank: R::default() };
        Beam { steps, width, levels: vec![vec![first]], reached: 0 }
    }

    /// The last level.
    pub(super) fn last(&self) -> &[Reached<P, R>] {
        self.levels.last().expect("level 0")
    }

    /// The next level, and the positions its batches reached before the
    /// cut: `keep` ranks a position reached or drops it, `meets` sees each
    /// batch's finds, sorted by position, and stops the growth by returning
    /// true (then `None`), and of what it saw, the level keeps only what
    /// `onward` keeps.
    pub(super) fn grow(
        &self,
        keep: &(impl Fn(P) -> Option<R> + Sync),
        meets: &mut impl FnMut(&[Reached<P, R>]) -> bool,
        onward: &impl Fn(&Reached<P, R>) -> bool,
    ) -> Option<(Vec<Reached<P, R>>, usize)> {
        let level = self.last();
        // The level is grown a batch of parents at a time, and only the
        // best `width` of what the batches found are kept between them, so
        // that the beam holds about its width and one batch's finds (a
        // level of T9's beam of 2^21 reaches 65 million positions). What
        // the level reached is counted batch by batch: a position two
        // batches reach counts twice.
        let mut kept: Vec<Reached<P, R>> = Vec::new();
        let mut reached = 0;
        let (mut at, mut batch) = (0, 1 << 10);
        while at < level.len() {
            let parents = &level[at..(at + batch).min(level.len())];
            let mut found: Vec<Reached<P, R>> = parents
                .par_iter()
                .enumerate()
                .map_init(Mover::default, |mover, (i, parent)| {
                    let parent_at = (at + i) as u32;
                    let mut reached = Vec::new();
                    mover.each_move(Heading::Forward, self.steps, parent.position, &mut |after| {
                        if let Some(rank) = keep(after) {
                            reached.push(Reached { position: after, parent: parent_at, rank });
                        }
                    });
                    reached
                })
                .flatten_iter()
                .collect();
            // Aim the next batch at about 2^24 finds (256 MiB).
            batch = ((1 << 24) / (found.len() / parents.len() + 1)).clamp(1 << 10, 1 << 24);
            at += parents.len();
            found.par_sort_unstable_by_key(|f| f.position);
            found.dedup_by_key(|f| f.position);
            if meets(&found) {
                return None;
            }
            found.retain(onward);
            reached += found.len();
            kept.append(&mut found);
            // A position found by two batches is kept once; what the cut
            // drops, it would drop again when found later.
            kept.par_sort_unstable_by_key(|f| f.position);
            kept.dedup_by_key(|f| f.position);
            if kept.len() > self.width {
                kept.select_nth_unstable_by_key(self.width, Reached::key);
                kept.truncate(self.width);
            }
        }
        kept.par_sort_unstable_by_key(|f| f.position);
        Some((kept, reached))
    }

    /// Adds a grown level; returns whether it holds any position.
    pub(super) fn push(&mut self, (level, reached): (Vec<Reached<P, R>>, usize)) -> bool {
        self.reached = reached;
        self.levels.push(level);
        !self.last().is_empty()
    }

    /// The moves from the start to `meeting`, a position reached in
    /// `moves` moves (its parent in level `moves - 1`), each a chain of
    /// jumps by one peg.
    pub(super) fn moves_to(&self, meeting: Reached<P, R>, moves: usize) -> Option<Vec<Vec<Jump>>> {
        let mut path = vec![meeting.position];
        let mut parent = meeting.parent as usize;
        for level in self.levels[..moves].iter().rev() {
            path.push(level[parent].position);
            parent = level[parent].parent as usize;
        }
        // `path` runs from the meeting back to the start: the position with
        // `left` moves still to walk is `path[left]`.
        let start = path.pop().expect("the start");
        trace_moves(Heading::Forward, self.steps, start, path.len(), &mut |after, left| after == path[left])
    }
}

/// The progress report of a beam's level.
fn done(heading: Heading, moves: usize, kept: usize, reached: usize, most: usize) -> LevelDone {
    LevelDone {
        heading,
        moves,
        positions: kept,
        limit: Some(most),
        counted: true,
        beam: Some(reached),
        counting: false,
    }
}

/// Levels `0..=deepest` of the positions that reach `target` in exactly
/// that many moves and may lie on a solution from `start` within `most`
/// moves, each sorted, while they hold at most `room` positions in all and
/// `stop` is not set (each position's inverse moves look at it first).
fn backward_levels(
    steps: &Steps,
    merit: &Merit,
    (start, target): (Position, Position),
    most: usize,
    (room, deepest): (usize, usize),
    (progress, stop): (&mut dyn FnMut(LevelDone), &AtomicBool),
) -> Vec<Vec<u64>> {
    let mut levels: Vec<Vec<u64>> = vec![vec![target.0]];
    let mut held = 1;
    for moves in 1..most.min(deepest + 1) {
        let last = levels.last().expect("level 0");
        // A level that the growth of the two before says will pass twice
        // the room is not tried (T9's third from a corner: 1 billion).
        if let [.., before, previous] = &levels[1..] {
            if held + previous.len() * (previous.len() / before.len().max(1)) > 2 * room {
                break;
            }
        }
        // Grown a chunk of the level before at a time, so that a level too
        // large for the room is dropped before it is all in memory; the
        // chunks are sized to reach a few million positions each, since a
        // position with few pegs has up to hundreds of thousands of inverse
        // moves (742,406 from one peg in a corner of T10).
        let mut level: Vec<u64> = Vec::new();
        let (mut at, mut chunk) = (0, 1);
        // Positions the inverse moves may visit, pruned or not: sparse
        // positions have so many that the walk alone could take hours.
        let (visited, budget) = (AtomicUsize::new(0), VISITS_PER_ROOM.saturating_mul(room));
        while at < last.len() {
            let parents = &last[at..(at + chunk).min(last.len())];
            at += parents.len();
            let mut part: Vec<u64> = parents
                .par_iter()
                .map_init(Mover::default, |mover, &bits| {
                    let mut reached = Vec::new();
                    if visited.load(Ordering::Relaxed) >= budget || stop.load(Ordering::Relaxed) {
                        return reached;
                    }
                    // Counted here and added once, not shared visit by visit.
                    let mut walked = 0;
                    mover.each_move(Heading::Backward, steps, Position(bits), &mut |before: Position| {
                        if moves + merit.between(start, before) <= most {
                            reached.push(before.0);
                        }
                        walked += 1;
                    });
                    visited.fetch_add(walked, Ordering::Relaxed);
                    reached
                })
                .flatten_iter()
                .collect();
            if visited.load(Ordering::Relaxed) >= budget || stop.load(Ordering::Relaxed) {
                return levels;
            }
            chunk = match part.len() {
                reached if reached < CHUNK_REACH / 2 => chunk * 2,
                reached if reached > CHUNK_REACH * 2 => (chunk / 2).max(1),
                _ => chunk,
            };
            part.par_sort_unstable();
            part.dedup();
            level.append(&mut part);
            if held + level.len() > 2 * room {
                return levels;
            }
        }
        // A position may also be in a level below (reached in fewer moves):
        // it is kept in both, since every position of level `k` has a move
        // into level `k - 1`, which is all the walk back to the target needs.
        level.par_sort_unstable();
        level.dedup();
        held += level.len();
        if held > room || level.is_empty() {
            break;
        }
        progress(done(Heading::Backward, moves, level.len(), level.len(), most));
        levels.push(level);
    }
    levels
}

/// The first of `found` (sorted by position) that `level` (sorted) holds:
/// a walk through `found` with a cursor through `level` that gallops over
/// the stretches `found` skips (a batch of 2^24 finds against a backward
/// level of 379 million positions on T10).
fn first_common<'a, R>(found: &'a [Reached<Position, R>], level: &[u64]) -> Option<&'a Reached<Position, R>> {
    let mut rest = level;
    for f in found {
        let bits = f.position.0;
        rest = &rest[gallop(rest, |&p| p < bits)..];
        match rest.first() {
            Some(&p) if p == bits => return Some(f),
            Some(_) => {}
            None => return None,
        }
    }
    None
}
