//! The one generator of moves, [`Mover`], over the jumps of a board by
//! hole, [`Steps`], generic over the width of a position ([`Bitboard`]);
//! the chains of jumps that rebuild a witness ([`find_chain`],
//! [`trace_moves`]).
//!
//! ```
//! use pegsol::moves::{Heading, Mover, Steps};
//! use pegsol::Board;
//!
//! // T4 with its corner 1 empty: two jumps land in 1 (4-2-1, 6-3-1) and
//! // neither peg can jump on, so two moves.
//! let t4 = Board::triangle(4).unwrap();
//! let start = t4.with_empty(&[t4.parse_hole("1").unwrap()]);
//! let mut after = Vec::new();
//! Mover::default().each_move(Heading::Forward, &Steps::of(&t4), start, &mut |p| after.push(p));
//! assert_eq!(after.len(), 2);
//! ```

use std::hash::Hash;
use std::sync::atomic::AtomicBool;

use rustc_hash::FxHashSet;

use crate::board::{Board, Hole, Jump};
use crate::position::Position;

/// A stop flag never set, for the searches nobody cancels.
pub(crate) static NEVER: AtomicBool = AtomicBool::new(false);

/// Which way a move is played: forward, by jumps from the starts, or
/// backward, by inverse jumps from the finishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    /// From the starts, by moves.
    Forward,
    /// From the finishes, by inverse moves.
    Backward,
}

impl Heading {
    /// `jump` played from `at` (forward) or undone (backward), if it can
    /// be, and the hole its peg stands in after it.
    #[inline]
    pub(crate) fn step<P: Bitboard>(self, at: P, jump: Jump) -> Option<(P, Hole)> {
        at.step(self, jump)
    }
}

/// A position as the set of holes holding pegs, of some width: 64 bits
/// ([`Position`]) or 128 ([`wide::Wide`]). The generator of moves and the
/// beam are generic over it.
pub trait Bitboard: Copy + Eq + Ord + Hash + Send + Sync {
    /// `jump` played (forward: pegs in `from` and `over`, `to` empty) or
    /// undone (backward: a peg in `to`, `from` and `over` empty), if it can
    /// be, and the hole its peg stands in after it.
    fn step(self, heading: Heading, jump: Jump) -> Option<(Self, Hole)>;
    /// The holes holding pegs, in index order.
    fn peg_holes(self) -> impl Iterator<Item = Hole>;
    /// The bits spread by a multiplicative hash, which orders the ties of a
    /// beam's ranking without bias.
    fn scattered(self) -> u128;
}

/// [`Bitboard`] for a position type over an unsigned integer of bits,
/// written once for both widths: the type, the integer, and the odd
/// constant that spreads its bits.
macro_rules! bitboard {
    ($position:ident, $bits:ty, $spread:expr) => {
        impl Bitboard for $position {
            #[inline]
            fn step(self, heading: Heading, jump: Jump) -> Option<($position, Hole)> {
                let bit = |hole: Hole| -> $bits { 1 << hole.0 };
                let line = bit(jump.from) | bit(jump.over) | bit(jump.to);
                let (before, moved) = match heading {
                    Heading::Forward => (line ^ bit(jump.to), jump.to),
                    Heading::Backward => (bit(jump.to), jump.from),
                };
                (self.0 & line == before).then(|| ($position(self.0 ^ line), moved))
            }

            #[inline]
            fn peg_holes(self) -> impl Iterator<Item = Hole> {
                let mut rest = self.0;
                std::iter::from_fn(move || {
                    let lowest = rest.trailing_zeros();
                    rest &= rest.wrapping_sub(1);
                    (lowest < <$bits>::BITS).then(|| Hole(lowest as u8))
                })
            }

            #[inline]
            fn scattered(self) -> u128 {
                u128::from(self.0.wrapping_mul($spread))
            }
        }
    };
}

bitboard!(Position, u64, 0x9E37_79B9_7F4A_7C15);

/// The jumps of a board by the hole the moving peg leaves (what moves are
/// made of) and by the hole it lands in (inverse moves), each in the
/// board's jump order.
#[derive(Clone, Debug)]
pub struct Steps {
    by_from: Vec<Vec<Jump>>,
    by_to: Vec<Vec<Jump>>,
}

impl Steps {
    /// The jumps of `board`.
    #[must_use]
    pub fn of(board: &Board) -> Steps {
        Steps::new(board.hole_count(), board.jumps())
    }

    /// The jumps `jumps` on `holes` holes.
    pub(crate) fn new(holes: usize, jumps: &[Jump]) -> Steps {
        let by =
            |hole: usize, end: fn(&Jump) -> Hole| jumps.iter().copied().filter(|j| end(j).index() == hole).collect();
        Steps {
            by_from: (0..holes).map(|h| by(h, |j| j.from)).collect(),
            by_to: (0..holes).map(|h| by(h, |j| j.to)).collect(),
        }
    }

    /// The number of holes.
    pub(crate) fn holes(&self) -> usize {
        self.by_from.len()
    }

    /// The jumps by start hole (forward) or by end hole (backward): those a
    /// peg standing in a hole can play or undo.
    #[inline]
    pub(super) fn toward(&self, heading: Heading) -> &[Vec<Jump>] {
        match heading {
            Heading::Forward => &self.by_from,
            Heading::Backward => &self.by_to,
        }
    }
}

/// The generator of moves: the positions one move (or inverse move) from a
/// position, each found once per hole its moving peg can stand in. A chain
/// of jumps is a walk of one peg, and many walks (the same jumps in other
/// orders) reach the same position with the peg in the same hole, from
/// where the walks go on alike. So the generator follows states (a
/// position with the moving peg's hole), each once, never walks: on T9 the
/// walks of one inverse move from the single pegs outgrow any memory, the
/// states they pass through are a few million.
///
/// It keeps its memory between positions: one per thread, reused.
#[derive(Debug)]
pub struct Mover<P> {
    /// The states (position, moving peg's hole) met from the current
    /// position.
    seen: FxHashSet<(P, u8)>,
    /// The states still to extend.
    stack: Vec<(P, Hole)>,
}

impl<P> Default for Mover<P> {
    fn default() -> Mover<P> {
        Mover { seen: FxHashSet::default(), stack: Vec::new() }
    }
}

impl<P: Bitboard> Mover<P> {
    /// Tells `reached` of every position one move from `position` (an
    /// inverse move, backward), at least once each.
    #[inline]
    pub fn each_move(&mut self, heading: Heading, steps: &Steps, position: P, reached: &mut impl FnMut(P)) {
        let steps = steps.toward(heading);
        self.seen.clear();
        self.stack.extend(position.peg_holes().map(|peg| (position, peg)));
        while let Some((at, peg)) = self.stack.pop() {
            for &jump in &steps[peg.index()] {
                let Some(next) = heading.step(at, jump) else { continue };
                if self.seen.insert((next.0, next.1 .0)) {
                    reached(next.0);
                    self.stack.push(next);
                }
            }
        }
    }
}

/// Plays (forward) or undoes (backward) chains of jumps by the peg now in
/// `peg`, at least one jump, asking `accept` about each position reached
/// with the chain so far (undone: latest jump first); returns the first
/// accepted answer. Unlike [`Mover::each_move`] it walks every chain, in
/// the steps' order, which is what rebuilding a witness needs: the jumps,
/// found the same way every time.
pub(crate) fn find_chain<P: Bitboard, T>(
    heading: Heading,
    steps: &Steps,
    position: P,
    peg: Hole,
    chain: &mut Vec<Jump>,
    accept: &mut dyn FnMut(P, &[Jump]) -> Option<T>,
) -> Option<T> {
    for &jump in &steps.toward(heading)[peg.index()] {
        let Some((next, moved)) = heading.step(position, jump) else { continue };
        chain.push(jump);
        if let Some(answer) = accept(next, chain) {
            return Some(answer);
        }
        if let Some(answer) = find_chain(heading, steps, next, moved, chain, accept) {
            return Some(answer);
        }
        chain.pop();
    }
    None
}

/// Walks `moves` moves from `at`, each a chain of jumps by one peg played
/// (forward) or undone (backward), to a position `on_path` accepts with the
/// moves still left after it: the chain of each move in the order walked
/// (an undone chain latest jump first), or `None` if some step finds no
/// accepted position.
pub(crate) fn trace_moves<P: Bitboard>(
    heading: Heading,
    steps: &Steps,
    mut at: P,
    moves: usize,
    on_path: &mut dyn FnMut(P, usize) -> bool,
) -> Option<Vec<Vec<Jump>>> {
    let mut walked = Vec::with_capacity(moves);
    for left in (0..moves).rev() {
        let (next, chain) = at.peg_holes().find_map(|peg| {
            find_chain(heading, steps, at, peg, &mut Vec::new(), &mut |reached, chain| {
                on_path(reached, left).then(|| (reached, chain.to_vec()))
            })
        })?;
        walked.push(chain);
        at = next;
    }
    Some(walked)
}

pub(crate) use bitboard;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move from every position within two moves of T5's start at A,
    /// forward and backward: the generator finds each position once and
    /// exactly those the chains of jumps reach.
    #[test]
    fn the_generator_finds_every_chain_once() {
        let t5 = Board::triangle(5).unwrap();
        let steps = Steps::of(&t5);
        let mut mover = Mover::default();
        let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
        let mut positions = vec![start];
        for _ in 0..2 {
            let mut next = Vec::new();
            for &p in &positions {
                mover.each_move(Heading::Forward, &steps, p, &mut |after| next.push(after));
            }
            next.sort_unstable();
            next.dedup();
            positions = next;
        }
        for heading in [Heading::Forward, Heading::Backward] {
            for &p in &positions {
                let mut generated = Vec::new();
                mover.each_move(heading, &steps, p, &mut |after| generated.push(after));
                let mut chained = Vec::new();
                for peg in p.peg_holes() {
                    find_chain(heading, &steps, p, peg, &mut Vec::new(), &mut |after, _| {
                        chained.push(after);
                        None::<()>
                    });
                }
                let count = generated.len();
                generated.sort_unstable();
                generated.dedup();
                assert_eq!(generated.len(), count, "each position once");
                chained.sort_unstable();
                chained.dedup();
                assert_eq!(generated, chained, "{heading:?} from {p:?}");
                // Each move is one chain by one peg, and one move undoes it.
                for &after in &generated {
                    let chains = trace_moves(heading, &steps, p, 1, &mut |at, _| at == after).unwrap();
                    let jumps = &chains[0];
                    assert!(jumps.windows(2).all(|w| match heading {
                        Heading::Forward => w[0].to == w[1].from,
                        Heading::Backward => w[0].from == w[1].to,
                    }));
                    let back = match heading {
                        Heading::Forward => Heading::Backward,
                        Heading::Backward => Heading::Forward,
                    };
                    let mut undone = Vec::new();
                    mover.each_move(back, &steps, after, &mut |before| undone.push(before));
                    assert!(undone.contains(&p));
                }
            }
        }
    }
}
