//! Fewest moves by meeting in the middle: a breadth-first search over whole
//! moves forward from the starts and backward from the finishes, each side
//! holding only the positions a few moves from its own end.
//!
//! A move is one or more consecutive jumps by the same peg (G. Bell; OEIS
//! A127500). The forward side grows level by level: level `k` holds the
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
//! use pegsol::fewest::{End, Meeting};
//! use pegsol::{notation, search, Board, Group, Position};
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
//! assert!(search::replay(t4.with_empty(&[two]), &jumps).solves(Position::single(three)));
//! ```

mod level;

use rayon::prelude::*;

use level::Level;

use crate::board::{Board, Hole, Jump};
use crate::classes;
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
}

impl<'a> Reach<'a> {
    /// No bound on the positions held, and no limit.
    #[must_use]
    pub fn everything() -> Reach<'a> {
        Reach { most_held: usize::MAX, limit: None }
    }

    /// At most `most_held` positions, and no limit.
    #[must_use]
    pub fn holding(most_held: usize) -> Reach<'a> {
        Reach { most_held, limit: None }
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
    fn admits(&self, direction: Direction, moves: usize, position: Position) -> bool {
        let left = match (direction, self.ends) {
            (Direction::Forward, Ends::One { finish, .. }) => self.merit.between(position, finish),
            (Direction::Backward, Ends::One { start, .. }) => self.merit.between(start, position),
            (Direction::Forward, Ends::Holes { finishes, .. }) => self.merit.to_finishes(position, finishes),
            (Direction::Backward, Ends::Holes { starts, .. }) => self.merit.from_starts(position, starts),
        };
        moves + left <= self.most
    }
}

/// Which way a side of the search plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// From the starts, by moves.
    Forward,
    /// From the finishes, by inverse moves.
    Backward,
}

impl Direction {
    /// `jump` played from `at` (forward) or undone (backward), if it can
    /// be, and the hole its peg stands in after it.
    #[inline]
    pub(crate) fn step(self, at: Position, jump: Jump) -> Option<(Position, Hole)> {
        match self {
            Direction::Forward if at.can_jump(jump) => Some((at.jump(jump), jump.to)),
            Direction::Backward if at.can_unjump(jump) => Some((at.unjump(jump), jump.from)),
            _ => None,
        }
    }
}

/// A level a side has finished, for progress reports.
#[derive(Clone, Copy, Debug)]
pub struct LevelDone {
    /// The side that grew.
    pub direction: Direction,
    /// The level's number of moves from the side's ends.
    pub moves: usize,
    /// Positions (up to symmetry) at that level.
    pub positions: usize,
    /// The most moves the search looks for, under a limit.
    pub limit: Option<usize>,
    /// Whether `positions` is the level's count; false for a last level too
    /// large to count, when it is a lower bound.
    pub counted: bool,
    /// For a level of a beam ([`crate::shortest::beam`]): the positions it
    /// reached (counted once per batch of parents that reached them), of
    /// which it kept `positions`. `None` for the search's levels, which
    /// keep all.
    pub beam: Option<usize>,
}

/// One side of the search: every canonical position within `levels.len()
/// - 1` moves of its ends, level by level.
struct Side {
    direction: Direction,
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
    by_from: Vec<Vec<Jump>>,
    by_to: Vec<Vec<Jump>>,
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
    /// would hold more than `reach.most_held` positions between them (the
    /// level being grown is then dropped, and [`Meeting::at_least`] says
    /// what the levels held prove), and, under `reach.limit`, for solutions
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
        let by_from = board.holes().map(|h| board.jumps().iter().copied().filter(|j| j.from == h).collect()).collect();
        let by_to = board.holes().map(|h| board.jumps().iter().copied().filter(|j| j.to == h).collect()).collect();
        let forward = Side::new(&group, Direction::Forward, starts);
        let backward = Side::new(&group, Direction::Backward, finishes);
        let most = reach.limit.map(|limit| limit.most);
        let mut meeting = Meeting { group, by_from, by_to, forward, backward, moves: None, most, gave_up: false };
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
            if !side.grow(&meeting.group, &meeting.by_from, &meeting.by_to, room, reach.limit, last) {
                meeting.gave_up = true;
                break;
            }
            progress(LevelDone {
                direction: side.direction,
                moves,
                positions: side.sizes().last().unwrap_or(0),
                limit: meeting.most,
                counted: !matches!(side.last_size, Some(LastSize::AtLeast(_))),
                beam: None,
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
    pub fn uncounted(&self) -> Option<Direction> {
        [&self.forward, &self.backward]
            .into_iter()
            .find(|side| matches!(side.last_size, Some(LastSize::AtLeast(_))))
            .map(|side| side.direction)
    }

    /// Positions (up to symmetry) the two sides hold.
    #[must_use]
    pub fn held(&self) -> usize {
        self.forward.held() + self.backward.held()
    }

    /// The positions (up to symmetry) per level of a side, from level 0.
    #[must_use]
    pub fn levels(&self, direction: Direction) -> Vec<usize> {
        let side = match direction {
            Direction::Forward => &self.forward,
            Direction::Backward => &self.backward,
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
        let mut jumps = walk_moves(Direction::Backward, &self.by_to, at, moves, &mut |before, left| {
            self.holds(&self.forward, before, left, start)
        })?;
        jumps.reverse();
        Some(jumps)
    }

    /// The jumps from `at` to the finish tagged `finish`, which it reaches
    /// in `moves` moves, rebuilt level by level.
    fn on_to_finish(&self, at: Position, moves: usize, finish: u64) -> Option<Vec<Jump>> {
        walk_moves(Direction::Forward, &self.by_from, at, moves, &mut |after, left| {
            self.holds(&self.backward, after, left, finish)
        })
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
    fn new(group: &Group, direction: Direction, ends: &[End]) -> Side {
        let found = ends.iter().map(|end| canonical(group, end.position, end.tag)).collect();
        Side { direction, levels: vec![Level::from_found(found)], last_size: None }
    }

    /// Adds the next level: every position one move (or inverse move) from
    /// the last level and not held already, dropping positions the
    /// limit's merit rules out. Gives up, dropping the level, and returns
    /// false once the side would hold more than `room` positions, each of
    /// the level being built weighing one and a half (its parts are copied
    /// when they merge).
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
        by_from: &[Vec<Jump>],
        by_to: &[Vec<Jump>],
        room: usize,
        limit: Option<Limit<'_>>,
        last: Option<&Side>,
    ) -> bool {
        let moves = self.levels.len();
        let direction = self.direction;
        let steps = match direction {
            Direction::Forward => by_from,
            Direction::Backward => by_to,
        };
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
                    || (Vec::new(), Chains::default()),
                    |(mut found, mut chains), (position, tags)| {
                        chains.each_move(direction, steps, position, &mut |after| {
                            if limit.is_none_or(|limit| limit.admits(direction, moves, after)) {
                                found.push(canonical(group, after, tags));
                            }
                        });
                        (found, chains)
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

/// The positions one move (or inverse move) from a position, each found
/// once per hole its moving peg can stand in: a chain of jumps is a walk of
/// one peg, and many walks (the same jumps in other orders) reach the same
/// position with the peg in the same hole, from where the walks go on
/// alike. On T9 the walks of one inverse move from the single pegs gave
/// more than 134 million finds before a 14 GB cap stopped them; the states
/// they pass through give 1.9 million positions in under a second.
#[derive(Default)]
pub(crate) struct Chains {
    /// The states (position, moving peg's hole) met from the current
    /// position.
    seen: rustc_hash::FxHashSet<(Position, u8)>,
    /// The states still to extend.
    stack: Vec<(Position, Hole)>,
}

impl Chains {
    /// Tells `reached` of every position one move from `position` (an
    /// inverse move, backward), at least once each; `steps` are the jumps
    /// by start hole (forward) or by end hole (backward).
    pub(crate) fn each_move(
        &mut self,
        direction: Direction,
        steps: &[Vec<Jump>],
        position: Position,
        reached: &mut dyn FnMut(Position),
    ) {
        self.seen.clear();
        self.stack.extend(position.peg_holes().map(|peg| (position, peg)));
        while let Some((at, peg)) = self.stack.pop() {
            for &jump in &steps[peg.index()] {
                let Some(next) = direction.step(at, jump) else { continue };
                if self.seen.insert((next.0, next.1 .0)) {
                    reached(next.0);
                    self.stack.push(next);
                }
            }
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

/// Walks `moves` moves from `at`, each a chain of jumps by one peg played
/// (forward) or undone (backward) over `steps` (the jumps by start hole, or
/// by end hole), to a position `on_path` accepts with the moves still left
/// after it: the jumps in the order walked (an undone chain latest jump
/// first), or `None` if some step finds no accepted position.
pub(crate) fn walk_moves(
    direction: Direction,
    steps: &[Vec<Jump>],
    mut at: Position,
    moves: usize,
    on_path: &mut dyn FnMut(Position, usize) -> bool,
) -> Option<Vec<Jump>> {
    let mut walked = Vec::new();
    for left in (0..moves).rev() {
        let (next, chain) = at.peg_holes().find_map(|peg| {
            chains(direction, steps, at, peg, &mut Vec::new(), &mut |reached, chain| {
                on_path(reached, left).then(|| (reached, chain.to_vec()))
            })
        })?;
        walked.extend(chain);
        at = next;
    }
    Some(walked)
}

/// Plays (forward) or undoes (backward) chains of jumps by the peg now in
/// `peg`, at least one jump, over `steps` (the jumps by start hole, or by
/// end hole), asking `accept` about each position reached with the chain so
/// far (undone: latest jump first); returns the first accepted answer.
pub(crate) fn chains<T>(
    direction: Direction,
    steps: &[Vec<Jump>],
    position: Position,
    peg: Hole,
    chain: &mut Vec<Jump>,
    accept: &mut dyn FnMut(Position, &[Jump]) -> Option<T>,
) -> Option<T> {
    for &jump in &steps[peg.index()] {
        let Some((next, moved)) = direction.step(position, jump) else { continue };
        chain.push(jump);
        if let Some(answer) = accept(next, chain) {
            return Some(answer);
        }
        if let Some(answer) = chains(direction, steps, next, moved, chain, accept) {
            return Some(answer);
        }
        chain.pop();
    }
    None
}

/// Lower bounds on the moves left, from *closed units*: sets of holes such
/// that every jump over one of their holes starts or ends in the set (a
/// corner of a triangle, which no jump passes over; two neighbouring holes
/// on an edge, which only jumps along the edge pass over; a hole with its
/// six neighbours).
///
/// While a closed unit is full, no peg from outside can jump any of its
/// pegs (it would have to land in the unit, or to jump from inside it), so
/// the first peg a full unit loses is lost in a move that *starts* in the
/// unit. The units are disjoint and a move starts in one hole, so each of
/// them costs a move of its own:
///
/// - from a position to one peg, every full unit but a lone hole kept by the
///   last peg loses a peg first ([`Merit::to_finishes`]), so a full lone
///   hole is free only when the search has a finish there;
/// - from a one-vacancy start to a position, every unit the start fills and
///   the position does not has lost a peg ([`Merit::from_starts`]), so one
///   unit is free only when the search has a start in a unit.
///
/// ```
/// use pegsol::fewest::Merit;
/// use pegsol::{Board, Position};
///
/// // T8: 3 corners, 3 pairs on each edge and the hexagon around 13, 13
/// // units, so every solution from a one-vacancy start takes at least 12
/// // moves (A127500: 13).
/// let t8 = Board::triangle(8).unwrap();
/// let merit = Merit::new(&t8);
/// assert_eq!(merit.units(), 13);
/// let hole = |name| t8.parse_hole(name).unwrap();
/// let start = t8.with_empty(&[hole("5")]);
/// assert_eq!(merit.to_finish(start), 12);
/// assert_eq!(merit.from_starts(Position::single(hole("5")), u64::MAX), 12);
/// // To a finish outside the corners, a full corner is a unit like any other.
/// assert_eq!(merit.to_finishes(start, hole("5").bit()), 13);
/// ```
#[derive(Clone, Debug)]
pub struct Merit {
    /// Every hole of every unit.
    holes: u64,
    /// The units of one hole.
    singles: u64,
    /// Chains of holes in which every two neighbours make a closed pair (on
    /// a triangle, the holes of an edge between its corners), as hole bits
    /// in chain order. Which pairs count is chosen afresh for each
    /// position: a greedy matching along the chain, the largest there is.
    chains: Vec<Vec<u64>>,
    /// The units of more holes chosen once, clear of the chains, as sets of
    /// holes.
    groups: Vec<u64>,
}

impl Merit {
    /// The closed units of `board`: every hole no jump passes over; the
    /// closed pairs, as chains where they form chains (matched afresh in
    /// each position) and otherwise taken greedily in hole order; then
    /// closed *rings* (a hole with every neighbour, as the seven holes of a
    /// hexagon inside a triangle), taken greedily in hole order among the
    /// holes no other unit may use.
    #[must_use]
    pub fn new(board: &Board) -> Merit {
        let closed = |unit: u64| {
            board.jumps().iter().all(|j| unit & j.over.bit() == 0 || unit & (j.from.bit() | j.to.bit()) != 0)
        };
        let singles = board.holes().map(Hole::bit).filter(|&bit| closed(bit)).fold(0, |set, bit| set | bit);
        let pairs: Vec<(Hole, Hole)> = board
            .holes()
            .flat_map(|x| board.holes().filter(move |y| y.index() > x.index()).map(move |y| (x, y)))
            .filter(|&(x, y)| (x.bit() | y.bit()) & singles == 0 && closed(x.bit() | y.bit()))
            .collect();
        let (chains, loose) = chains_of(&pairs);
        let mut used = singles | chains.iter().flatten().fold(0, |set, bit| set | bit);
        let mut groups = Vec::new();
        let rings = board.holes().map(|centre| {
            board.jumps().iter().filter(|j| j.from == centre).fold(centre.bit(), |ring, j| ring | j.over.bit())
        });
        for unit in loose.into_iter().chain(rings) {
            if used & unit == 0 && closed(unit) {
                groups.push(unit);
                used |= unit;
            }
        }
        let holes = used;
        Merit { holes, singles, chains, groups }
    }

    /// The units of a largest packing found that are full in `from` and not
    /// in `to`: each loses a peg between the two, in a move that starts in
    /// it. Returns how many.
    fn losing(&self, from: u64, to: u64) -> usize {
        let loses = |unit: u64| from & unit == unit && to & unit != unit;
        let singles = (from & self.singles & !to).count_ones() as usize;
        let groups = self.groups.iter().filter(|&&unit| loses(unit)).count();
        let pairs: usize = self.chains.iter().map(|chain| matched_pairs(chain, loses)).sum();
        singles + groups + pairs
    }

    /// The number of units of the full board.
    #[must_use]
    pub fn units(&self) -> usize {
        self.losing(u64::MAX, 0)
    }

    /// A lower bound on the moves from `position` to any one peg:
    /// [`Merit::to_finishes`] every hole.
    #[must_use]
    pub fn to_finish(&self, position: Position) -> usize {
        self.to_finishes(position, u64::MAX)
    }

    /// A lower bound on the moves from `position` to one peg in any of
    /// `finishes` (a set of holes): its full units, less one if a lone hole
    /// among them is one of `finishes`, which may keep the last peg. It is
    /// the least [`Merit::between`] `position` and those finishes.
    #[must_use]
    pub fn to_finishes(&self, position: Position, finishes: u64) -> usize {
        let all = self.losing(position.0, 0);
        all - usize::from(position.0 & self.singles & finishes != 0)
    }

    /// A lower bound on the moves from a one-vacancy start with its empty
    /// hole in `starts` (a set of holes) to `position`: its units that are
    /// not full, less one if one of `starts` lies in a unit (the start
    /// does not fill it; the units are disjoint, and the pairs along a
    /// chain lose at most one from their largest matching without a hole).
    #[must_use]
    pub fn from_starts(&self, position: Position, starts: u64) -> usize {
        let all = self.losing(u64::MAX, position.0);
        all.saturating_sub(usize::from(starts & self.holes != 0))
    }

    /// A lower bound on the moves from `from` to `to`: the units full in
    /// `from` and not in `to`, each of which loses a peg on the way.
    #[must_use]
    pub fn between(&self, from: Position, to: Position) -> usize {
        self.losing(from.0, to.0)
    }
}

/// The most disjoint pairs of neighbours along `chain` (hole sets, in chain
/// order) that `counts`: taking the first pair that counts and going on
/// after it gives a largest matching. Any width of hole sets (the wide
/// triangles' too).
pub(crate) fn matched_pairs<T: Copy + std::ops::BitOr<Output = T>>(chain: &[T], counts: impl Fn(T) -> bool) -> usize {
    let (mut pairs, mut k) = (0, 0);
    while k + 1 < chain.len() {
        if counts(chain[k] | chain[k + 1]) {
            pairs += 1;
            k += 2;
        } else {
            k += 1;
        }
    }
    pairs
}

/// The closed pairs that form simple chains (every hole in at most two
/// pairs, no cycle), as chains of hole bits, and the other pairs as sets.
fn chains_of(pairs: &[(Hole, Hole)]) -> (Vec<Vec<u64>>, Vec<u64>) {
    let degree = |hole: Hole| pairs.iter().filter(|&&(x, y)| x == hole || y == hole).count();
    let next = |at: Hole, from: Option<Hole>| {
        pairs.iter().find_map(|&(x, y)| match (x == at, y == at) {
            (true, _) if Some(y) != from => Some(y),
            (_, true) if Some(x) != from => Some(x),
            _ => None,
        })
    };
    let mut chains = Vec::new();
    let mut in_chain = 0u64;
    for &(x, y) in pairs {
        for end in [x, y] {
            if degree(end) != 1 || in_chain & end.bit() != 0 {
                continue;
            }
            // Walk from an end while every hole has at most two pairs.
            let (mut chain, mut previous, mut at) = (vec![end], None, end);
            let mut simple = true;
            while let Some(step) = next(at, previous) {
                simple &= degree(step) <= 2;
                if !simple {
                    break;
                }
                chain.push(step);
                (previous, at) = (Some(at), step);
            }
            if simple {
                in_chain |= chain.iter().fold(0, |set, hole| set | hole.bit());
                chains.push(chain.into_iter().map(Hole::bit).collect());
            }
        }
    }
    let loose = pairs.iter().map(|&(x, y)| x.bit() | y.bit()).filter(|&unit| unit & in_chain == 0).collect();
    (chains, loose)
}

/// The fewest moves over every one-vacancy -> one-peg problem of a board,
/// or over those from some starts.
pub struct BoardFewest {
    /// The empty holes of the starts asked for: every hole, or the images
    /// of the holes asked for.
    pub starts: Vec<Hole>,
    /// The pegs of the finishes asked for: every hole, or the images of
    /// the holes asked for.
    pub finishes: Vec<Hole>,
    /// How many of the starts the search ran forward from: those the
    /// position classes allow to reach some finish.
    pub feasible_starts: usize,
    /// How many of the finishes the search ran backward from: those the
    /// position classes allow from some start.
    pub feasible_finishes: usize,
    /// The fewest moves, or `None` if no one-vacancy start reaches one peg
    /// or the search gave up.
    pub moves: Option<usize>,
    /// No solution has fewer moves: the fewest when proven, the limit of
    /// the search that gave up otherwise; `None` if no one-vacancy start
    /// reaches one peg.
    pub at_least: Option<usize>,
    /// Whether the last search gave up (see [`on_board_within`]).
    pub gave_up: bool,
    /// Every (start, finish) problem solved in that many moves, one per
    /// orbit of the board's symmetries (the smallest pair of each), with a
    /// witness.
    pub problems: Vec<Problem>,
    /// The closed units of the board's [`Merit`], which prune the search.
    pub units: usize,
    /// The move limits searched in turn, each pruned by the merit: none
    /// but the last found a solution (the last finds the fewest, if any).
    pub limits: std::ops::RangeInclusive<usize>,
    /// Positions (up to symmetry) per level of the last search forward,
    /// from the starts.
    pub forward_levels: Vec<usize>,
    /// Positions (up to symmetry) per level of the last search backward,
    /// from the finishes.
    pub backward_levels: Vec<usize>,
    /// The side whose last level was too large to count: its figure is
    /// then at least the positions it has (see [`Meeting::uncounted`]).
    pub uncounted: Option<Direction>,
}

/// One problem solved in the fewest moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The empty hole at the start.
    pub start: Hole,
    /// The hole of the last peg.
    pub finish: Hole,
    /// A solution in the fewest moves.
    pub jumps: Vec<Jump>,
}

/// Searches every one-vacancy start of `board` forward and every one-peg
/// finish backward at once, under the board's whole symmetry group.
#[must_use]
pub fn on_board(board: &Board, progress: &mut dyn FnMut(LevelDone)) -> BoardFewest {
    on_board_within(board, Problems::default(), usize::MAX, progress)
}

/// Which problems [`on_board_within`] searches: those from one of `from`
/// empty to one peg in one of `to`, or in any of their images under the
/// board's symmetries; an empty list means every hole.
#[derive(Clone, Copy, Debug, Default)]
pub struct Problems<'a> {
    /// The starts' empty holes.
    pub from: &'a [Hole],
    /// The finishes' pegs.
    pub to: &'a [Hole],
}

/// [`on_board`] over `problems`, giving up when a search would hold more
/// than `most_held` positions: the result then has no fewest moves, and its
/// `at_least` is the limit of that search (every search below it found
/// nothing). Each side runs only from the ends the position classes pair
/// with some end of the other ([`classes::feasible`]).
#[must_use]
pub fn on_board_within(
    board: &Board,
    problems: Problems<'_>,
    most_held: usize,
    progress: &mut dyn FnMut(LevelDone),
) -> BoardFewest {
    let group = Group::full(board);
    let closed = |holes: &[Hole]| {
        let mut all: Vec<Hole> = if holes.is_empty() {
            board.holes().collect()
        } else {
            holes.iter().flat_map(|&h| group.hole_orbit(h)).collect()
        };
        all.sort_unstable();
        all.dedup();
        all
    };
    let start_holes = closed(problems.from);
    let finish_holes = closed(problems.to);
    // Each side runs only from the ends the position classes allow from
    // some end of the other: no other end is on a solution.
    let all_starts = start_holes.iter().map(|&h| End { position: board.with_empty(&[h]), tag: h.bit() });
    let all_finishes = finish_holes.iter().map(|&h| End { position: Position::single(h), tag: h.bit() });
    let paired = |start: &End, finish: &End| classes::feasible(board, start.position, finish.position);
    let starts: Vec<End> = all_starts.clone().filter(|s| all_finishes.clone().any(|f| paired(s, &f))).collect();
    let finishes: Vec<End> = all_finishes.filter(|f| starts.iter().any(|s| paired(s, f))).collect();
    let set = |ends: &[End]| ends.iter().fold(0, |set, end| set | end.tag);
    let (start_set, finish_set) = (set(&starts), set(&finishes));
    let ends = Ends::Holes { starts: start_set, finishes: finish_set };
    // Iterative deepening: a search within `limit` moves, pruned by the
    // merit, for each limit from the merit of the best start up to the most
    // moves any solution can have (each move removes a peg); the first that
    // meets gives the fewest, the ones before it prove nothing is shorter.
    let merit = Merit::new(board);
    let lowest = starts.iter().map(|s| merit.to_finishes(s.position, finish_set)).min().unwrap_or(0);
    let most = board.hole_count().saturating_sub(2).max(lowest);
    let mut limit = lowest;
    let meeting = loop {
        let meeting = Meeting::search_within(
            board,
            group.clone(),
            &starts,
            &finishes,
            Reach { most_held, limit: Some(Limit { merit: &merit, most: limit, ends }) },
            progress,
        );
        if meeting.moves().is_some() || limit == most || meeting.gave_up() {
            break meeting;
        }
        limit += 1;
    };
    let mut pairs: Vec<(Hole, Hole)> = Vec::new();
    for (_, starts, finishes) in meeting.meetings() {
        for start in holes_of(starts) {
            for finish in holes_of(finishes) {
                pairs.push(group.pair_orbit(start, finish)[0]);
            }
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    let problems = pairs
        .into_iter()
        .map(|(start, finish)| {
            let jumps = meeting.witness(start.bit(), finish.bit()).expect("a meeting names a solved problem");
            Problem { start, finish, jumps }
        })
        .collect();
    BoardFewest {
        starts: start_holes,
        finishes: finish_holes,
        feasible_starts: starts.len(),
        feasible_finishes: finishes.len(),
        // The searches below `limit` found nothing (the first limit is the
        // merit's bound), so a search that gave up still proves `limit`.
        at_least: match (meeting.moves(), meeting.gave_up()) {
            (Some(moves), _) => Some(moves),
            (None, true) => Some(limit),
            (None, false) => None,
        },
        gave_up: meeting.gave_up(),
        units: merit.units(),
        limits: lowest..=limit,
        moves: meeting.moves(),
        problems,
        forward_levels: meeting.levels(Direction::Forward),
        backward_levels: meeting.levels(Direction::Backward),
        uncounted: meeting.uncounted(),
    }
}

/// The holes of a set, in index order.
fn holes_of(set: u64) -> impl Iterator<Item = Hole> {
    Position(set).peg_holes()
}
