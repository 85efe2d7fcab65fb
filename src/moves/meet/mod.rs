//! Fewest moves by meeting in the middle: a breadth-first search over whole
//! moves forward from the starts and backward from the finishes, each side
//! holding only the positions a few moves from its own end.
//!
//! A move is one or more consecutive jumps by the same peg (see
//! [`crate::moves`]). The forward side grows level by level: level `k` holds the
//! positions reached from some start in `k` moves and no fewer. The
//! backward side does the same with inverse moves (a chain of inverse jumps
//! by one peg) from the finishes. Whenever a side gains a level, its new
//! positions are looked up in the other side.
//!
//! Why the answer is exact: let `a` and `b` be the levels the two sides
//! have reached, and take any solution of `d <= a + b` moves. Its position
//! after `min(a, d)` moves is within `a` moves of a start and within
//! `d - min(a, d) <= b` moves of a finish, so both sides hold it, with
//! level sums at most `d`. The search stops as soon as some position held
//! by both has level sum `d* <= a + b`: every solution of fewer than `d*`
//! moves would have shown a smaller sum, so `d*` is the fewest. If one side
//! runs out of positions first, it holds every position reachable from its
//! ends, the other end's own positions included, and no meeting means no
//! solution.
//!
//! Each position is kept once per orbit of a symmetry group (its
//! [`Group::canonical`] form), with a *tag*: the set of ends (starts, or
//! finishes) that reach it in its level's number of moves, written as a set
//! of holes that the symmetries map along with the position. A meeting
//! position at the fewest moves then names every (start, finish) problem
//! solved in that many moves, and a witness for one of them is rebuilt
//! level by level, following only positions whose tags hold its start (or
//! finish).
//!
//! ```
//! use pegsol::moves::{End, Meeting};
//! use pegsol::{notation, Board, Group, Position};
//!
//! // OEIS A127500: on T4 the fewest moves of any one-vacancy -> one-peg
//! // solution is 5.
//! let t4 = Board::triangle(4).unwrap();
//! let starts: Vec<End> = t4.holes().map(|h| End { position: t4.with_empty(&[h]), tag: h.bit() }).collect();
//! let finishes: Vec<End> = t4.holes().map(|h| End { position: Position::single(h), tag: h.bit() }).collect();
//! let meeting = Meeting::search(&t4, Group::full(&t4), &starts, &finishes, &mut |_| {});
//! assert_eq!(meeting.moves(), Some(5));
//! // Seed 002: from hole 2 every solution ends at 3; a witness replays.
//! let (two, three) = (t4.parse_hole("2").unwrap(), t4.parse_hole("3").unwrap());
//! let jumps = meeting.witness(two.bit(), three.bit()).unwrap();
//! assert_eq!(notation::move_count(&jumps), 5);
//! assert!(t4.with_empty(&[two]).replay(&jumps).solves(Position::single(three)));
//! ```

mod level;

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use level::Level;

use super::merit::Merit;
use super::mover::{trace_moves, Heading, Mover, Steps, NEVER};
use crate::board::{Board, Jump};
use crate::position::Position;
use crate::symmetry::Group;

/// One end of the search: a start (forward) or a finish (backward), with
/// its tag, a set of holes the symmetries map as they map the position.
///
/// Tags must follow the positions: when a symmetry of the group maps one
/// end's position to another's, it maps the first tag to the second. Holes
/// themselves do (a start's empty hole, a finish's peg); so does the whole
/// board, for a single end under a group that fixes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    /// The position.
    pub position: Position,
    /// The tag, never empty.
    pub tag: u64,
}

/// How far a [`Meeting::search_within`] may go.
#[derive(Clone, Copy, Debug)]
pub struct Reach<'a> {
    /// Give up once the two sides would hold more positions than this
    /// (those of a search's last level, held without tags, count half).
    pub most_held: usize,
    /// Only solutions within a number of moves, both sides pruned.
    pub limit: Option<Limit<'a>>,
    /// Give up soon after this flag is set (the caller wants the answer no
    /// more): it is looked at position by position while a level grows.
    pub stop: &'a AtomicBool,
}

impl<'a> Reach<'a> {
    /// No bound on the positions held, and no limit.
    #[must_use]
    pub fn everything() -> Reach<'a> {
        Reach::holding(usize::MAX)
    }

    /// At most `most_held` positions, no limit, never stopped.
    #[must_use]
    pub fn holding(most_held: usize) -> Reach<'a> {
        Reach { most_held, limit: None, stop: &NEVER }
    }
}

/// Solutions of at most `most` moves only, both sides pruned by the lower
/// bounds of `merit`: a position `k` moves from its side's ends is dropped
/// when `k` plus its bound exceeds `most`. Every position of a solution
/// within the limit passes (its moves so far plus its bound are at most the
/// solution's moves), so a solution within the limit is found and proven
/// fewest exactly as without pruning.
#[derive(Clone, Copy, Debug)]
pub struct Limit<'a> {
    /// The bounds.
    pub merit: &'a Merit,
    /// The most moves.
    pub most: usize,
    /// The ends the bounds must hold for.
    pub ends: Ends,
}

/// The ends of a search that its [`Limit`]'s bounds hold for.
#[derive(Clone, Copy, Debug)]
pub enum Ends {
    /// One start and one finish: a position's bounds are
    /// [`Merit::between`] it and them.
    One {
        /// The start.
        start: Position,
        /// The finish.
        finish: Position,
    },
    /// One-vacancy starts with their empty hole in `starts` and one-peg
    /// finishes with their peg in `finishes` (sets of holes): the bounds
    /// hold for any of them ([`Merit::to_finishes`], [`Merit::from_starts`]).
    Holes {
        /// The starts' empty holes.
        starts: u64,
        /// The finishes' pegs.
        finishes: u64,
    },
}

impl Limit<'_> {
    /// Whether a position `moves` moves from its side's ends may still be
    /// on a solution within the limit.
    fn admits(&self, heading: Heading, moves: usize, position: Position) -> bool {
        let left = match (heading, self.ends) {
            (Heading::Forward, Ends::One { finish, .. }) => self.merit.between(position, finish),
            (Heading::Backward, Ends::One { start, .. }) => self.merit.between(start, position),
            (Heading::Forward, Ends::Holes { finishes, .. }) => self.merit.to_finishes(position, finishes),
            (Heading::Backward, Ends::Holes { starts, .. }) => self.merit.from_starts(position, starts),
        };
        moves + left <= self.most
    }
}

/// A level a side has finished, for progress reports.
#[derive(Clone, Copy, Debug)]
pub struct LevelDone {
    /// The side that grew.
    pub heading: Heading,
    /// The level's number of moves from the side's ends.
    pub moves: usize,
    /// Positions (up to symmetry) at that level.
    pub positions: usize,
    /// The most moves the search looks for, under a limit.
    pub limit: Option<usize>,
    /// Whether `positions` is the level's count; false for a last level too
    /// large to count, when it is a lower bound.
    pub counted: bool,
    /// For a level of a beam ([`crate::moves::beam`]): the positions it
    /// reached (counted once per batch of parents that reached them), of
    /// which it kept `positions`. `None` for the search's levels, which
    /// keep all.
    pub beam: Option<usize>,
    /// Whether the level is one of the count of minimal solutions
    /// ([`crate::moves::count_minimal`], `limit` their moves) rather than
    /// of a search.
    pub counting: bool,
}

/// One side of the search: every canonical position within `levels.len()
/// - 1` moves of its ends, level by level.
struct Side {
    heading: Heading,
    levels: Vec<Level>,
    /// When the last level is the search's last (see [`Side::grow`]), it
    /// keeps only the positions where it meets the other side: its size.
    last_size: Option<LastSize>,
}

impl Side {
    /// The deepest level held.
    fn depth(&self) -> usize {
        self.levels.len() - 1
    }

    /// The deepest level.
    fn frontier(&self) -> &Level {
        self.levels.last().expect("level 0 always")
    }

    /// The positions of each level.
    fn sizes(&self) -> impl Iterator<Item = usize> + '_ {
        let last = self.depth();
        self.levels.iter().enumerate().map(move |(k, level)| match self.last_size {
            Some(size) if k == last => size.positions(),
            _ => level.len(),
        })
    }

    fn exhausted(&self) -> bool {
        self.sizes().last() == Some(0)
    }

    /// Positions held, over every level.
    fn held(&self) -> usize {
        self.sizes().sum()
    }
}

/// A finished search: the fewest moves between the ends, if any solution
/// exists, and both sides kept for witnesses.
pub struct Meeting {
    group: Group,
    steps: Steps,
    forward: Side,
    backward: Side,
    moves: Option<usize>,
    /// The most moves searched for, under a limit.
    most: Option<usize>,
    /// Whether a side ran out of room (see [`Reach::most_held`]).
    gave_up: bool,
}

impl Meeting {
    /// Searches from `starts` forward and from `finishes` backward until
    /// the fewest moves between them is proven, or one side runs out.
    /// `group` must map the set of starts and the set of finishes to
    /// themselves (tags included, see [`End`]); `progress` hears of every
    /// level finished.
    #[must_use]
    pub fn search(
        board: &Board,
        group: Group,
        starts: &[End],
        finishes: &[End],
        progress: &mut dyn FnMut(LevelDone),
    ) -> Meeting {
        Meeting::search_within(board, group, starts, finishes, Reach::everything(), progress)
    }

    /// [`Meeting::search`] within `reach`: giving up once the two sides
    /// would hold more than `reach.most_held` positions between them, or
    /// once `reach.stop` is set (the level being grown is then dropped, and
    /// [`Meeting::at_least`] says what the levels held prove), and, under
    /// `reach.limit`, for solutions
    /// within a number of moves only (see [`Reach`]): `moves()` is then
    /// `None` when there is none within the limit.
    #[must_use]
    pub fn search_within(
        board: &Board,
        group: Group,
        starts: &[End],
        finishes: &[End],
        reach: Reach<'_>,
        progress: &mut dyn FnMut(LevelDone),
    ) -> Meeting {
        let steps = Steps::of(board);
        let forward = Side::new(&group, Heading::Forward, starts);
        let backward = Side::new(&group, Heading::Backward, finishes);
        let most = reach.limit.map(|limit| limit.most);
        let mut meeting = Meeting { group, steps, forward, backward, moves: None, most, gave_up: false };
        meeting.moves = meeting.closest(&meeting.forward, 0, &meeting.backward);
        loop {
            let bound = meeting.forward.depth() + meeting.backward.depth();
            if meeting.moves.is_some_and(|d| d <= bound) {
                break;
            }
            if meeting.forward.exhausted() || meeting.backward.exhausted() {
                // One side holds everything reachable from its ends.
                break;
            }
            if reach.limit.is_some_and(|limit| bound >= limit.most) {
                // Every solution within the limit would have met.
                break;
            }
            // Grow the side whose last level is smaller.
            let grow_forward = meeting.forward.sizes().last() <= meeting.backward.sizes().last();
            let (side, other) = if grow_forward {
                (&mut meeting.forward, &meeting.backward)
            } else {
                (&mut meeting.backward, &meeting.forward)
            };
            let moves = side.depth() + 1;
            let room = reach.most_held.saturating_sub(other.held());
            // The level that brings the sides to the limit is the search's
            // last: only its meetings need their tags.
            let last = reach.limit.is_some_and(|limit| bound + 1 >= limit.most).then_some(other);
            if !side.grow(&meeting.group, &meeting.steps, (room, reach.stop), reach.limit, last) {
                meeting.gave_up = true;
                break;
            }
            progress(LevelDone {
                heading: side.heading,
                moves,
                positions: side.sizes().last().unwrap_or(0),
                limit: meeting.most,
                counted: !matches!(side.last_size, Some(LastSize::AtLeast(_))),
                beam: None,
                counting: false,
            });
            let side = if grow_forward { &meeting.forward } else { &meeting.backward };
            if let Some(found) = meeting.closest(side, moves, other) {
                meeting.moves = Some(meeting.moves.map_or(found, |d| d.min(found)));
            }
        }
        if let Some(limit) = reach.limit {
            meeting.moves = meeting.moves.filter(|&d| d <= limit.most);
        }
        meeting
    }

    /// The fewest moves from a start to a finish, or `None` if no start
    /// reaches any finish.
    #[must_use]
    pub fn moves(&self) -> Option<usize> {
        self.moves
    }

    /// No solution has fewer moves than this: the fewest moves when they
    /// are proven, otherwise one more than the levels held add up to (a
    /// search that gave up, see [`Meeting::search_within`]), and under a
    /// limit at most one more than the limit. `None` when no start reaches
    /// any finish (never under a limit, which prunes what it does not
    /// admit: a side that runs out then shows only that no solution is
    /// within the limit).
    #[must_use]
    pub fn at_least(&self) -> Option<usize> {
        let held = self.forward.depth() + self.backward.depth();
        let proven = self.forward.exhausted() || self.backward.exhausted();
        match (self.moves, self.most) {
            // A side that ran out holds everything its ends reach, so any
            // meeting found then is the fewest.
            (Some(d), _) if d <= held || proven => Some(d),
            (None, None) if proven => None,
            (None, Some(most)) if proven => Some(most + 1),
            (_, None) => Some(held + 1),
            (_, Some(most)) => Some(held.min(most) + 1),
        }
    }

    /// Whether the search gave up, a side having run out of room before the
    /// fewest moves were proven.
    #[must_use]
    pub fn gave_up(&self) -> bool {
        self.gave_up
    }

    /// The side whose last level was too large to count, if any: its size
    /// in [`Meeting::levels`] is then a lower bound (its positions were
    /// all checked for meetings all the same).
    #[must_use]
    pub fn uncounted(&self) -> Option<Heading> {
        [&self.forward, &self.backward]
            .into_iter()
            .find(|side| matches!(side.last_size, Some(LastSize::AtLeast(_))))
            .map(|side| side.heading)
    }

    /// Positions (up to symmetry) the two sides hold.
    #[must_use]
    pub fn held(&self) -> usize {
        self.forward.held() + self.backward.held()
    }

    /// The positions (up to symmetry) per level of a side, from level 0.
    #[must_use]
    pub fn levels(&self, heading: Heading) -> Vec<usize> {
        let side = match heading {
            Heading::Forward => &self.forward,
            Heading::Backward => &self.backward,
        };
        side.sizes().collect()
    }

    /// Every position held by both sides whose levels add up to the fewest
    /// moves, in its canonical frame, with its start tags and finish tags:
    /// each start in the first with each finish in the second is a problem
    /// solved in the fewest moves, and every such problem (up to the
    /// group) is named by some meeting.
    #[must_use]
    pub fn meetings(&self) -> Vec<(Position, u64, u64)> {
        self.meetings_by_level()
            .into_iter()
            .map(|(position, _, starts, finishes)| (position, starts, finishes))
            .collect()
    }

    /// [`Meeting::meetings`], each with its forward level.
    fn meetings_by_level(&self) -> Vec<(Position, usize, u64, u64)> {
        let Some(moves) = self.moves else { return Vec::new() };
        let mut found: Vec<(Position, usize, u64, u64)> = Vec::new();
        for (ahead, level) in self.forward.levels.iter().enumerate().take(moves + 1) {
            if let Some(behind) = self.backward.levels.get(moves - ahead) {
                found.extend(level.common(behind).map(|(position, f, b)| (position, ahead, f, b)));
            }
        }
        found.sort_unstable_by_key(|&(position, ..)| position);
        found
    }

    /// A solution in the fewest moves from the start tagged `start` to the
    /// finish tagged `finish` (tags as given to [`Meeting::search`]), or
    /// `None` if that problem needs more moves.
    #[must_use]
    pub fn witness(&self, start: u64, finish: u64) -> Option<Vec<Jump>> {
        let moves = self.moves?;
        for (position, to_start, starts, finishes) in self.meetings_by_level() {
            for symmetry in self.group.members() {
                // The meeting seen in another frame: `symmetry` maps the
                // canonical position to `at`, and its tags along.
                let at = symmetry.apply(position);
                if symmetry.image(starts) & start == 0 || symmetry.image(finishes) & finish == 0 {
                    continue;
                }
                let mut jumps = self.back_to_start(at, to_start, start)?;
                jumps.extend(self.on_to_finish(at, moves - to_start, finish)?);
                return Some(jumps);
            }
        }
        None
    }

    /// The jumps from the start tagged `start` to `at`, which it reaches in
    /// `moves` moves, rebuilt level by level backwards.
    fn back_to_start(&self, at: Position, moves: usize, start: u64) -> Option<Vec<Jump>> {
        let mut jumps = trace_moves(Heading::Backward, &self.steps, at, moves, &mut |before, left| {
            self.holds(&self.forward, before, left, start)
        })?
        .concat();
        jumps.reverse();
        Some(jumps)
    }

    /// The jumps from `at` to the finish tagged `finish`, which it reaches
    /// in `moves` moves, rebuilt level by level.
    fn on_to_finish(&self, at: Position, moves: usize, finish: u64) -> Option<Vec<Jump>> {
        let jumps = trace_moves(Heading::Forward, &self.steps, at, moves, &mut |after, left| {
            self.holds(&self.backward, after, left, finish)
        })?;
        Some(jumps.concat())
    }

    /// Whether `side` holds `position` at level `moves` with a tag that
    /// meets `tag` (both in `position`'s frame).
    fn holds(&self, side: &Side, position: Position, moves: usize, tag: u64) -> bool {
        let (key, tag) = canonical(&self.group, position, tag);
        side.levels.get(moves).and_then(|level| level.tag(key)).is_some_and(|tags| tags & tag != 0)
    }

    /// The smallest level sum over the positions of `side`'s level `moves`
    /// that `other` holds.
    fn closest(&self, side: &Side, moves: usize, other: &Side) -> Option<usize> {
        let level = &side.levels[moves];
        other.levels.iter().enumerate().filter(|(_, theirs)| level.meets(theirs)).map(|(j, _)| moves + j).min()
    }
}

impl Side {
    /// Level 0: the ends, up to symmetry, their tags merged.
    fn new(group: &Group, heading: Heading, ends: &[End]) -> Side {
        let found = ends.iter().map(|end| canonical(group, end.position, end.tag)).collect();
        Side { heading, levels: vec![Level::from_found(found)], last_size: None }
    }

    /// Adds the next level: every position one move (or inverse move) from
    /// the last level and not held already, dropping positions the
    /// limit's merit rules out. Gives up, dropping the level, and returns
    /// false once the side would hold more than `room` positions, each of
    /// the level being built weighing one and a half (its parts are copied
    /// when they merge), or once `stop` is set (each position's moves
    /// look at it first, so a batch ends at once).
    ///
    /// With `last`, the new level is the search's last (it brings the two
    /// sides to the limit): it keeps its tags only where it meets `last`,
    /// the other side, which is all a witness needs, and counts the rest
    /// without tags, at 4 bytes a position; past the room it stops counting
    /// and goes on checking its batches for meetings, instead of giving up.
    /// On T9, within 15 moves, that level (backward level 3) has more than
    /// 1.8 billion positions.
    ///
    /// The level is built a batch of parents at a time, on every thread; a
    /// batch's finds are sorted, merged and stripped of the positions held
    /// already with a galloping cursor through each level (sorted lists
    /// rather than a hash table probed at random: the table was a cache
    /// miss a find, most of a T8 search's time).
    fn grow(
        &mut self,
        group: &Group,
        steps: &Steps,
        (room, stop): (usize, &AtomicBool),
        limit: Option<Limit<'_>>,
        last: Option<&Side>,
    ) -> bool {
        let moves = self.levels.len();
        let heading = self.heading;
        let frontier = self.frontier();
        let held = self.held();
        let mut parts: Vec<Level> = Vec::new();
        let mut met: Vec<(Position, u64)> = Vec::new();
        // False once the last level is too large to count.
        let mut counting = true;
        let mut uncounted_beyond = 0;
        let (mut start, mut batch) = (0, 1 << 12);
        while start < frontier.len() {
            let end = (start + batch).min(frontier.len());
            let found: Vec<(Position, u64)> = frontier
                .slice(start, end)
                .into_par_iter()
                .fold(
                    || (Vec::new(), Mover::default()),
                    |(mut found, mut mover), (position, tags)| {
                        if stop.load(Ordering::Relaxed) {
                            return (found, mover);
                        }
                        mover.each_move(heading, steps, position, &mut |after| {
                            if limit.is_none_or(|limit| limit.admits(heading, moves, after)) {
                                found.push(canonical(group, after, tags));
                            }
                        });
                        (found, mover)
                    },
                )
                .map(|(found, _)| found)
                .reduce(Vec::new, |mut all, mut more| {
                    if all.len() < more.len() {
                        std::mem::swap(&mut all, &mut more);
                    }
                    all.append(&mut more);
                    all
                });
            if stop.load(Ordering::Relaxed) {
                return false;
            }
            // Aim the next batch at about 2^25 finds (512 MiB).
            let per_position = found.len() / (end - start) + 1;
            batch = ((1 << 25) / per_position).clamp(1 << 10, 1 << 24);
            start = end;
            let mut part = Level::from_found(found).without(&self.levels);
            if let Some(other) = last {
                for level in &other.levels {
                    met.extend(part.common(level).map(|(position, tags, _)| (position, tags)));
                }
                part = part.untagged();
            }
            // Batches find the same positions again and again (a position
            // has many parents): parts of similar sizes are merged as they
            // come, which keeps a few parts of decreasing sizes and their
            // total near the level's size. Past the room, all are merged and
            // counted again before giving up; the last level instead stops
            // counting (its batches are still checked for meetings, which
            // is all the search needs of it).
            if !counting {
                continue;
            }
            parts.push(part);
            while parts.len() >= 2 && parts[parts.len() - 2].len() <= 2 * parts[parts.len() - 1].len() {
                let two = parts.split_off(parts.len() - 2);
                parts.push(Level::merged(two));
            }
            // Positions of the last level take half the room: 4 bytes, not
            // 8. Those of the level being built weigh half as much again:
            // merging its parts copies them, so at its peak a position of
            // it takes 16 bytes, twice one held (the room allows 12).
            let weigh = |positions: usize| {
                let weight = if last.is_some() { positions.div_ceil(2) } else { positions };
                weight + weight / 2
            };
            if held + weigh(parts.iter().map(Level::len).sum::<usize>()) > room {
                let merged = Level::merged(std::mem::take(&mut parts));
                if held + weigh(merged.len()) > room {
                    if last.is_none() {
                        return false;
                    }
                    counting = false;
                    uncounted_beyond = merged.len();
                    continue;
                }
                parts.push(merged);
            }
        }
        if last.is_some() {
            self.last_size = Some(if counting {
                LastSize::Counted(Level::merged(parts).len())
            } else {
                LastSize::AtLeast(uncounted_beyond)
            });
            self.levels.push(Level::from_found(met));
        } else {
            self.levels.push(Level::merged(parts));
        }
        true
    }
}

/// The size of a search's last level, which keeps only its meetings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LastSize {
    /// Its positions, counted.
    Counted(usize),
    /// Too many to count within the room: at least this many.
    AtLeast(usize),
}

impl LastSize {
    /// The positions counted.
    fn positions(self) -> usize {
        match self {
            LastSize::Counted(n) | LastSize::AtLeast(n) => n,
        }
    }
}

/// The canonical form of `position` and the image of `tags` under every
/// member that gives it (the union, so the tags are closed under the
/// canonical form's own symmetries).
#[inline]
fn canonical(group: &Group, position: Position, tags: u64) -> (Position, u64) {
    let mut best = position;
    let mut best_tags = tags;
    for symmetry in &group.members()[1..] {
        let image = symmetry.apply(position);
        if image < best {
            best = image;
            best_tags = symmetry.image(tags);
        } else if image == best {
            best_tags |= symmetry.image(tags);
        }
    }
    (best, best_tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveLevels;

    /// From each start of T5 to every finish at once, the meeting's fewest
    /// moves and its witnesses agree with the plain breadth-first search.
    #[test]
    fn the_meeting_agrees_with_the_plain_search_on_t5() {
        let t5 = Board::triangle(5).unwrap();
        let finishes: Vec<End> = t5.holes().map(|h| End { position: Position::single(h), tag: h.bit() }).collect();
        for empty in t5.holes() {
            let start = t5.with_empty(&[empty]);
            let group = Group::stabilizer(&t5, start);
            let ends = [End { position: start, tag: t5.full().0 }];
            let meeting = Meeting::search(&t5, group, &ends, &finishes, &mut |_| {});
            let levels = MoveLevels::new(&t5, start, None);
            let fewest = t5.holes().filter_map(|h| levels.moves_to(Position::single(h))).min();
            assert_eq!(meeting.moves(), fewest, "from {empty:?}");
            for (_, _, tags) in meeting.meetings() {
                for finish in Position(tags).peg_holes() {
                    let jumps = meeting.witness(t5.full().0, finish.bit()).unwrap();
                    assert_eq!(Some(crate::notation::move_count(&jumps)), fewest);
                    assert!(start.replay(&jumps).solves(Position::single(finish)));
                }
            }
        }
    }
}
