//! The minimal solutions of one problem counted as G. I. Bell counts them:
//! a move known by its effect, solutions the same up to the order of their
//! moves and the symmetries fixing both holes.
//!
//! A move's *effect* is the hole its peg starts in, the hole it ends in and
//! the set of pegs it removes: two chains of jumps by one peg that remove
//! the same pegs from the same hole to the same hole (the same jumps in
//! another order, or a loop run the other way round) are one move. A
//! solution is then known by the multiset of its moves' effects, and two
//! solutions are the same when these multisets are, after a symmetry of the
//! board that fixes the start's hole and the finish. This is the notion of
//! Bell's catalogue of the 15-hole triangle's minimal solutions (issue 64:
//! 133 in all, where multisets of jump chains give 150).
//!
//! The classes are found by a depth-first walk over effects, pruned to the
//! positions that still finish in the moves left, which plays from each
//! position each of its effects once, however many chains have it. Whether
//! a position finishes in `j` moves is looked up, for the last few moves,
//! in the levels of inverse moves from the finish (level `j` holds the
//! positions `j` moves and no fewer from it: a position of a minimal
//! solution lies exactly so far, or the solution could be shortened), built
//! while a level holds at most about `BACKWARD_LEVEL` positions; farther from
//! the finish it is searched, in a memo. Both hold positions up to the
//! symmetries fixing both holes, and drop those the merit's bound or the
//! pegs left rule out. Orders of the same moves are cut
//! with *sleep sets* (P. Godefroid, 1996): after the walk has tried an
//! effect `a` at a position, a sibling `b` that commutes with `a` there
//! (each is still playable after the other, to the same position) carries
//! `a` asleep into its subtree, where `a` is not tried until a move that
//! does not commute with it is played, since every solution through `b`
//! then `a` was met through `a` then `b`. Sleep sets only skip orders the
//! walk meets another way, so every class is met at least once; each
//! solution met gives its class's key (its effects, mapped by each of
//! those symmetries and sorted, the least of them), and the count is the
//! number of keys.
//!
//! ```
//! use pegsol::{moves, Board, Position};
//!
//! // T4 from 2 to 3 takes 5 moves (OEIS A127500): its minimal solutions
//! // are the same moves in other orders, one solution as Bell counts.
//! let t4 = Board::triangle(4).unwrap();
//! let hole = |name| t4.parse_hole(name).unwrap();
//! let (start, finish) = (t4.with_empty(&[hole("2")]), Position::single(hole("3")));
//! let count = moves::count_minimal(&t4, start, finish, 5, usize::MAX, &mut |_| {}).unwrap();
//! let distinct = moves::distinct_minimal(&t4, start, finish, 5, usize::MAX).unwrap();
//! assert!(distinct >= 1 && distinct < count.solutions.try_into().unwrap());
//! ```

use rustc_hash::{FxHashMap, FxHashSet};

use super::count::NoRoom;
use super::merit::Merit;
use super::mover::{Heading, Steps};
use crate::board::{Board, Hole, Symmetry};
use crate::position::Position;
use crate::symmetry::Group;

/// The most positions a backward level may hold (about, checked after each
/// of its parents).
const BACKWARD_LEVEL: usize = 1 << 21;

/// A move by its effect: where its peg starts and ends, and the pegs it
/// removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Effect {
    from: Hole,
    to: Hole,
    removed: Position,
}

impl Effect {
    /// The position after the move, played at `at` (where it is legal).
    fn after(self, at: Position) -> Position {
        Position((at.0 & !(self.from.bit() | self.removed.0)) | self.to.bit())
    }

    /// The effect's image under `symmetry`.
    fn image(self, symmetry: &Symmetry) -> Effect {
        Effect { from: symmetry.hole(self.from), to: symmetry.hole(self.to), removed: symmetry.apply(self.removed) }
    }
}

/// The number of solutions of exactly `moves` moves from `start` to
/// `finish` up to the order of their moves and the symmetries of `board`
/// fixing both, a move known by its effect (see the module's
/// documentation): Bell's count of minimal solutions when `moves` is the
/// problem's fewest.
///
/// It holds at most `most_held` words of 8 bytes: three for each position
/// of its memo or its backward levels, and for each class found its key
/// (two a move) and four more.
///
/// # Errors
///
/// [`NoRoom`] once the memo and the keys would hold more.
pub fn distinct_minimal(
    board: &Board,
    start: Position,
    finish: Position,
    moves: usize,
    most_held: usize,
) -> Result<u64, NoRoom> {
    let mut walk = Walk {
        steps: Steps::of(board),
        merit: Merit::new(board),
        group: Group::stabilizer(board, start).fixing(finish),
        start,
        finish,
        moves,
        backward: Vec::new(),
        finishes: FxHashMap::default(),
        classes: FxHashSet::default(),
        path: Vec::with_capacity(moves),
        held: 0,
        most_held,
    };
    walk.grow_backward()?;
    if walk.finishes_in(start, moves)? {
        walk.explore(start, moves, &[])?;
    }
    Ok(walk.classes.len() as u64)
}

/// The walk over one problem's minimal solutions.
struct Walk {
    steps: Steps,
    merit: Merit,
    group: Group,
    start: Position,
    finish: Position,
    moves: usize,
    /// The positions (canonical) `j` inverse moves and no fewer from the
    /// finish, by `j` from 0, that may lie on a solution of `moves`.
    backward: Vec<FxHashSet<Position>>,
    /// Whether a position (canonical) farther from the finish than the
    /// backward levels reach finishes in so many moves.
    finishes: FxHashMap<(Position, usize), bool>,
    /// The classes' keys.
    classes: FxHashSet<Box<[Effect]>>,
    /// The effects played from the start to where the walk is.
    path: Vec<Effect>,
    /// Words held by `finishes` and `classes`, and the most they may.
    held: usize,
    most_held: usize,
}

impl Walk {
    /// The moves from `at` by their effects, each once, with the position
    /// each leads to, in increasing order of effects.
    fn moves(&self, at: Position) -> Vec<(Effect, Position)> {
        let mut found = Vec::new();
        for peg in at.peg_holes() {
            self.chains(at, peg, &mut found);
        }
        found.sort_unstable_by_key(|&(effect, _)| effect);
        found.dedup_by_key(|&mut (effect, _)| effect);
        found
    }

    /// Adds to `found` every chain of jumps by the peg in `peg` from `at`,
    /// by its effect, with the position it leads to. Chains that reach one
    /// position with the peg in one hole have removed the same pegs (those
    /// the position lacks, and the hole if it held a peg at the start), so
    /// each such state is walked on from once.
    fn chains(&self, at: Position, peg: Hole, found: &mut Vec<(Effect, Position)>) {
        let mut seen = FxHashSet::default();
        let mut stack = vec![(at, peg, Position(0))];
        while let Some((now, hole, removed)) = stack.pop() {
            for &jump in &self.steps.toward(Heading::Forward)[hole.index()] {
                let Some((next, landed)) = Heading::Forward.step(now, jump) else { continue };
                if seen.insert((next, landed)) {
                    let removed = Position(removed.0 | jump.over.bit());
                    found.push((Effect { from: peg, to: landed, removed }, next));
                    stack.push((next, landed, removed));
                }
            }
        }
    }

    /// Every position one inverse move (a chain of inverse jumps by one
    /// peg) from `at`, each state (position, the peg's hole) walked on
    /// from once.
    fn inverse_moves(&self, at: Position) -> Vec<Position> {
        let mut seen = FxHashSet::default();
        let mut stack: Vec<(Position, Hole)> = at.peg_holes().map(|peg| (at, peg)).collect();
        while let Some((now, hole)) = stack.pop() {
            for &jump in &self.steps.toward(Heading::Backward)[hole.index()] {
                let Some(state) = Heading::Backward.step(now, jump) else { continue };
                if seen.insert(state) {
                    stack.push(state);
                }
            }
        }
        seen.into_iter().map(|(position, _)| position).collect()
    }

    /// Whether `at`, `done` moves from the start, may lie on a solution:
    /// the merit's bound on the moves left is within them, and they are at
    /// most the pegs it has still to lose.
    fn admits(&self, at: Position, done: usize) -> bool {
        let left = self.moves - done;
        let pegs = (at.pegs() - self.finish.pegs()) as usize;
        self.merit.between(at, self.finish) <= left && left <= pegs
    }

    /// Builds the backward levels from the finish, each from the one
    /// before, until they reach all the moves or a level would hold more
    /// than [`BACKWARD_LEVEL`] positions (it is dropped).
    fn grow_backward(&mut self) -> Result<(), NoRoom> {
        self.backward.push(FxHashSet::from_iter([self.group.canonical(self.finish)]));
        'levels: while self.backward.len() <= self.moves {
            let j = self.backward.len();
            let mut level = FxHashSet::default();
            for &position in self.backward.last().expect("level 0 at least") {
                if level.len() > BACKWARD_LEVEL {
                    break 'levels;
                }
                for before in self.inverse_moves(position) {
                    let canonical = self.group.canonical(before);
                    let (done, bound) = (self.moves - j, self.merit.between(self.start, before));
                    let pegs = (self.start.pegs() - before.pegs()) as usize;
                    if bound > done || done > pegs || !self.admits(before, done) {
                        continue;
                    }
                    if !self.backward.iter().any(|nearer| nearer.contains(&canonical)) {
                        level.insert(canonical);
                    }
                }
            }
            self.hold(3 * level.len())?;
            self.backward.push(level);
        }
        Ok(())
    }

    /// Whether `effect` can be played at `at`.
    fn playable(&self, at: Position, effect: Effect) -> bool {
        let mut found = Vec::new();
        if at.has_peg(effect.from) {
            self.chains(at, effect.from, &mut found);
        }
        found.iter().any(|&(other, _)| other == effect)
    }

    /// Whether `a` and `b`, both playable at `at`, commute there: each is
    /// playable after the other, and both orders reach one position. The
    /// chains are walked only if each leaves the other's pegs and empty
    /// end in place.
    fn commute(&self, at: Position, a: Effect, b: Effect) -> bool {
        let (after_a, after_b) = (a.after(at), b.after(at));
        let keeps = |after: Position, other: Effect| {
            let needs = other.from.bit() | other.removed.0;
            after.0 & needs == needs && (other.to == other.from || after.0 & other.to.bit() == 0)
        };
        keeps(after_a, b)
            && keeps(after_b, a)
            && b.after(after_a) == a.after(after_b)
            && self.playable(after_a, b)
            && self.playable(after_b, a)
    }

    /// Counts `words` more held, or refuses them past the room.
    fn hold(&mut self, words: usize) -> Result<(), NoRoom> {
        self.held += words;
        if self.held > self.most_held {
            return Err(NoRoom);
        }
        Ok(())
    }

    /// Whether `at`, `moves - left` moves from the start, reaches the
    /// finish in exactly `left` moves (then no fewer: the solution is
    /// minimal).
    fn finishes_in(&mut self, at: Position, left: usize) -> Result<bool, NoRoom> {
        if !self.admits(at, self.moves - left) {
            return Ok(false);
        }
        if let Some(level) = self.backward.get(left) {
            return Ok(level.contains(&self.group.canonical(at)));
        }
        let key = (self.group.canonical(at), left);
        if let Some(&known) = self.finishes.get(&key) {
            return Ok(known);
        }
        let mut finishes = false;
        for (_, next) in self.moves(at) {
            if self.finishes_in(next, left - 1)? {
                finishes = true;
                break;
            }
        }
        self.hold(3)?;
        self.finishes.insert(key, finishes);
        Ok(finishes)
    }

    /// Walks every solution from `at` in `left` more moves, but for the
    /// orders cut by the effects `asleep` (see the module's documentation),
    /// keeping each one's class.
    fn explore(&mut self, at: Position, left: usize, asleep: &[Effect]) -> Result<(), NoRoom> {
        if left == 0 {
            return self.keep();
        }
        let mut tried: Vec<Effect> = Vec::new();
        for (effect, next) in self.moves(at) {
            if asleep.contains(&effect) || !self.finishes_in(next, left - 1)? {
                continue;
            }
            let sleeping: Vec<Effect> =
                asleep.iter().chain(&tried).copied().filter(|&other| self.commute(at, other, effect)).collect();
            self.path.push(effect);
            self.explore(next, left - 1, &sleeping)?;
            self.path.pop();
            tried.push(effect);
        }
        Ok(())
    }

    /// Keeps the class of the solution walked: the least of its effects'
    /// sorted images under the symmetries.
    fn keep(&mut self) -> Result<(), NoRoom> {
        let key = self
            .group
            .members()
            .iter()
            .map(|symmetry| {
                let mut image: Vec<Effect> = self.path.iter().map(|effect| effect.image(symmetry)).collect();
                image.sort_unstable();
                image
            })
            .min()
            .expect("a group holds the identity");
        if self.classes.insert(key.into_boxed_slice()) {
            self.hold(2 * self.path.len() + 4)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::{notation, search};

    /// Every problem of T5, counted a second way: every solution enumerated
    /// ([`search::each_solution`]), those of the fewest moves kept, each
    /// solution's moves (its maximal runs of jumps by one peg) turned into
    /// effects and keyed as the walk keys them, and the keys counted. The
    /// same solutions keyed by their jump chains (`--distinct`'s key,
    /// [`search::distinct_key`]) come to more classes.
    ///
    /// Issue 64 quotes G. I. Bell's catalogue of the 15-hole triangle's
    /// minimal solutions: 133 in all as he counts them, where multisets of
    /// jump chains give 150. (Bell's per-problem figures are in neither
    /// `shared/seeds/` nor `shared/published-figures.md`, so the test holds
    /// the total.)
    #[test]
    fn t5_counts_as_bell_s_catalogue_and_as_every_solution_enumerated() {
        let t5 = Board::triangle(5).unwrap();
        let atlas = super::super::atlas(&t5, usize::MAX, &mut |_| {});
        let (mut bell, mut chains) = (0, 0);
        for problem in &atlas.problems {
            let fewest = problem.moves.unwrap();
            let (start, finish) = (t5.with_empty(&[problem.start]), Position::single(problem.finish));
            let group = Group::stabilizer(&t5, start).fixing(finish);
            let (mut by_effects, mut by_chains) = (BTreeSet::new(), BTreeSet::new());
            search::each_solution(&t5, start, finish, &mut |jumps| {
                if notation::move_count(jumps) == fewest {
                    let effects: Vec<Effect> = notation::moves(jumps)
                        .iter()
                        .map(|chain| Effect {
                            from: chain[0].from,
                            to: chain[chain.len() - 1].to,
                            removed: Position(chain.iter().map(|jump| jump.over.bit()).sum()),
                        })
                        .collect();
                    let key = group.members().iter().map(|symmetry| {
                        let mut image: Vec<Effect> = effects.iter().map(|effect| effect.image(symmetry)).collect();
                        image.sort_unstable();
                        image
                    });
                    by_effects.insert(key.min().unwrap());
                    by_chains.insert(search::distinct_key(&t5, start, finish, jumps));
                }
                true
            });
            let walked = distinct_minimal(&t5, start, finish, fewest, usize::MAX).unwrap();
            assert_eq!(walked, by_effects.len() as u64, "{problem:?}");
            bell += walked;
            chains += by_chains.len();
        }
        assert_eq!((bell, chains), (133, 150));
    }

    /// A walk without the room for its memo says so.
    #[test]
    fn a_walk_without_room_says_so() {
        let t5 = Board::triangle(5).unwrap();
        let (start, finish) = (t5.with_empty(&[Hole(0)]), Position::single(Hole(12)));
        assert_eq!(distinct_minimal(&t5, start, finish, 10, 10), Err(NoRoom));
        assert!(distinct_minimal(&t5, start, finish, 10, usize::MAX).unwrap() > 0);
    }
}
