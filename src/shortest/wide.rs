//! Short solutions on triangles past 64 holes (T11 to T15), on positions of
//! 128 bits: a beam like [`super::beam`]'s for one start, to any one peg,
//! ranking positions by the work left (closed units and pegs), on a
//! geometry of its own, so that the 64-bit engine keeps its position type
//! and its speed.
//!
//! OEIS A127500 gives only bounds past T10: 19 <= a(11) <= 28 and
//! 21 <= a(12) <= 29 (G. I. Bell, "Solving Triangular Peg Solitaire", JIS
//! 11 (2008)). A solution this beam finds is an upper bound once replayed
//! (the verifier replays `proofs/fewest-T11.sol`); finding none proves
//! nothing, and the beam never claims a lower bound.
//!
//! Holes are numbered from 1, row by row from the top, as on the smaller
//! triangles; the closed units are those of [`crate::fewest::Merit`]
//! (corners, neighbouring pairs along an edge matched afresh in each
//! position, and hexagons of a hole with its six neighbours).
//!
//! ```
//! use pegsol::shortest::wide::{Triangle, Wide};
//!
//! // T11 has 66 holes; its units are 3 corners, 4 pairs along each edge
//! // (9 holes between the corners) and 3 hexagons (around 13, 31 and 34:
//! // the holes two rows or more from every edge form a T5, whose corners
//! // are the only three of them three steps apart).
//! let t11 = Triangle::new(11).unwrap();
//! assert_eq!(t11.holes(), 66);
//! assert_eq!(t11.units(), 18);
//! // On T5, a beam of 2^10 positions a level finds a solution from the
//! // corner; A127500 gives 9 moves as the fewest of any T5 problem.
//! let t5 = Triangle::new(5).unwrap();
//! let found = t5.beam(0, 13, 1 << 10, &mut |_, _| {}).unwrap();
//! let end = found.moves.iter().flatten().fold(t5.with_empty(0), |at, &j| at.jump(j));
//! assert_eq!(end.pegs(), 1);
//! assert!(found.moves.len() >= 9);
//! ```

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use crate::fewest::matched_pairs;

/// The pegs a closed unit left weighs in the beam's ranking: about what a
/// move clears on the large triangles (T10's 53 jumps in 18 moves). With
/// units ranked before pegs, as the 64-bit beam ranks them (best while the
/// merit is within a move or two of the answer), a width of 2^18 finds 23
/// moves on T11 and 2^20 no fewer; with this weight 2^18 finds 22.
pub const UNIT_PEGS: u16 = 3;

/// A position on a triangle of up to 120 holes: bit `i` is hole `i + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wide(pub u128);

/// A jump: the holes (from 0) it starts from, passes over and lands in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    /// The moving peg's hole.
    pub from: u8,
    /// The jumped peg's hole.
    pub over: u8,
    /// The hole it lands in.
    pub to: u8,
}

impl Wide {
    /// The pegs.
    #[must_use]
    pub const fn pegs(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `jump` is legal here.
    #[must_use]
    pub const fn can_jump(self, jump: Jump) -> bool {
        self.0 >> jump.from & 1 == 1 && self.0 >> jump.over & 1 == 1 && self.0 >> jump.to & 1 == 0
    }

    /// The position after `jump` (which must be legal).
    #[must_use]
    pub const fn jump(self, jump: Jump) -> Wide {
        Wide(self.0 ^ (1 << jump.from | 1 << jump.over | 1 << jump.to))
    }
}

/// The states (position, moving peg's hole) a move's walk has met, and
/// those still to extend ([`Triangle::each_move`]).
#[derive(Debug, Default)]
pub struct Walk {
    seen: FxHashSet<(Wide, u8)>,
    stack: Vec<(Wide, u8)>,
}

/// A solution found by [`Triangle::beam`].
#[derive(Clone, Debug)]
pub struct Found {
    /// The moves, each the jumps of one peg.
    pub moves: Vec<Vec<Jump>>,
}

/// A triangle's holes, jumps and closed units.
#[derive(Clone, Debug)]
pub struct Triangle {
    /// The jumps from each hole.
    from: Vec<Vec<Jump>>,
    /// The holes next to each hole.
    neighbours: Vec<u128>,
    /// The corners.
    corners: u128,
    /// The holes of each edge between its corners, in order.
    edges: Vec<Vec<u128>>,
    /// Hexagons (a hole with its six neighbours) clear of the edges, taken
    /// in hole order.
    hexagons: Vec<u128>,
}

impl Triangle {
    /// The triangle of `side` holes a side, `1..=15`.
    #[must_use]
    pub fn new(side: u8) -> Option<Triangle> {
        if !(1..=15).contains(&side) {
            return None;
        }
        let n = i32::from(side);
        let index = |r: i32, c: i32| (0 <= c && c <= r && r < n).then(|| (r * (r + 1) / 2 + c) as u8);
        let cells: Vec<(i32, i32)> = (0..n).flat_map(|r| (0..=r).map(move |c| (r, c))).collect();
        const STEPS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)];
        let from = cells
            .iter()
            .map(|&(r, c)| {
                STEPS
                    .iter()
                    .filter_map(|&(dr, dc)| {
                        Some(Jump {
                            from: index(r, c)?,
                            over: index(r + dr, c + dc)?,
                            to: index(r + 2 * dr, c + 2 * dc)?,
                        })
                    })
                    .collect()
            })
            .collect();
        let neighbours = cells
            .iter()
            .map(|&(r, c)| STEPS.iter().filter_map(|&(dr, dc)| index(r + dr, c + dc)).fold(0, |set, h| set | 1 << h))
            .collect();
        let bits = |holes: &mut dyn Iterator<Item = Option<u8>>| holes.flatten().map(|h| 1u128 << h).collect();
        let inner = 1..n - 1;
        let edges: Vec<Vec<u128>> = if n < 3 {
            Vec::new()
        } else {
            vec![
                bits(&mut inner.clone().map(|r| index(r, 0))),
                bits(&mut inner.clone().map(|r| index(r, r))),
                bits(&mut inner.map(|c| index(n - 1, c))),
            ]
        };
        let corners =
            [index(0, 0), index(n - 1, 0), index(n - 1, n - 1)].into_iter().flatten().fold(0, |s, h| s | 1 << h);
        // A hexagon is clear of the edges when its centre is two rows or
        // more from each of them.
        let mut used = 0u128;
        let mut hexagons = Vec::new();
        for &(r, c) in &cells {
            if c >= 2 && r - c >= 2 && r <= n - 3 {
                let ring = STEPS.iter().filter_map(|&(dr, dc)| index(r + dr, c + dc)).fold(0, |s, h| s | 1 << h)
                    | 1 << index(r, c).expect("a hole");
                if ring & used == 0 {
                    hexagons.push(ring);
                    used |= ring;
                }
            }
        }
        Some(Triangle { from, neighbours, corners, edges, hexagons })
    }

    /// The number of holes.
    #[must_use]
    pub fn holes(&self) -> usize {
        self.from.len()
    }

    /// The full board with hole `empty` (from 0) empty.
    #[must_use]
    pub fn with_empty(&self, empty: usize) -> Wide {
        Wide((u128::MAX >> (128 - self.holes())) & !(1 << empty))
    }

    /// The closed units of the full board.
    #[must_use]
    pub fn units(&self) -> usize {
        self.full_units(Wide(u128::MAX >> (128 - self.holes()))).1
    }

    /// The corners, and all the units, full in `position` (the pairs along
    /// an edge matched greedily, which gives a largest matching).
    fn full_units(&self, position: Wide) -> (usize, usize) {
        let full = |unit: u128| position.0 & unit == unit;
        let corners = (position.0 & self.corners).count_ones() as usize;
        let hexagons = self.hexagons.iter().filter(|&&unit| full(unit)).count();
        let pairs: usize = self.edges.iter().map(|edge| matched_pairs(edge, full)).sum();
        (corners, corners + hexagons + pairs)
    }

    /// A lower bound on the moves from `position` to one peg: each full
    /// unit loses its first peg in a move that starts in it, but a corner
    /// may keep the last peg.
    #[must_use]
    pub fn moves_left(&self, position: Wide) -> usize {
        let (corners, all) = self.full_units(position);
        all - usize::from(corners > 0)
    }

    /// The pegs with no peg next to them.
    fn lone(&self, position: Wide) -> u32 {
        let mut lone = 0;
        let mut rest = position.0;
        while rest != 0 {
            let hole = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            lone += u32::from(self.neighbours[hole] & position.0 == 0);
        }
        lone
    }

    /// Every position one move (one peg's chain of jumps) from `position`,
    /// each once, walked in `walk` (kept between calls, so that a level's
    /// positions reuse its memory).
    pub fn each_move(&self, position: Wide, walk: &mut Walk, reached: &mut dyn FnMut(Wide)) {
        let Walk { seen, stack } = walk;
        seen.clear();
        let mut pegs = position.0;
        while pegs != 0 {
            let peg = pegs.trailing_zeros() as u8;
            pegs &= pegs - 1;
            stack.push((position, peg));
            while let Some((at, hole)) = stack.pop() {
                for &jump in &self.from[usize::from(hole)] {
                    if at.can_jump(jump) {
                        let next = at.jump(jump);
                        if seen.insert((next, jump.to)) {
                            reached(next);
                            stack.push((next, jump.to));
                        }
                    }
                }
            }
        }
    }

    /// The jumps of one move from `from` to `to`, if there is one.
    fn move_between(&self, from: Wide, to: Wide) -> Option<Vec<Jump>> {
        fn walk(t: &Triangle, at: Wide, hole: u8, to: Wide, chain: &mut Vec<Jump>) -> bool {
            for &jump in &t.from[usize::from(hole)] {
                // A jumped peg is gone for good, so `to` must not hold it.
                if at.can_jump(jump) && to.0 >> jump.over & 1 == 0 {
                    chain.push(jump);
                    let next = at.jump(jump);
                    if next == to || walk(t, next, jump.to, to, chain) {
                        return true;
                    }
                    chain.pop();
                }
            }
            false
        }
        // The moving peg leaves a hole `to` does not fill, unless its chain
        // ends where it began.
        let (left, stayed) = (from.0 & !to.0, from.0 & to.0);
        let starts = (0..128u8).filter(|&h| left >> h & 1 == 1).chain((0..128u8).filter(|&h| stayed >> h & 1 == 1));
        for peg in starts {
            let mut chain = Vec::new();
            if walk(self, from, peg, to, &mut chain) {
                return Some(chain);
            }
        }
        None
    }

    /// A solution from hole `start` (from 0) empty to any one peg in at
    /// most `most` moves, found by a beam that keeps the `width` best
    /// positions of each level: least work left, each unit left
    /// ([`Triangle::moves_left`]) counted as [`UNIT_PEGS`] pegs, then fewest
    /// pegs, then fewest lone pegs, then a hash. `None` proves nothing.
    /// `progress` hears each level's moves and positions kept.
    #[must_use]
    pub fn beam(
        &self,
        start: usize,
        most: usize,
        width: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Found> {
        let first = self.with_empty(start);
        // Each level: positions with their parent's index in the level before.
        let mut levels: Vec<Vec<(Wide, u32)>> = vec![vec![(first, 0)]];
        for moves in 1..=most {
            let level = levels.last().expect("level 0");
            let mut kept: Vec<Candidate> = Vec::new();
            let (mut at, mut batch) = (0, 1 << 10);
            while at < level.len() {
                let parents = &level[at..(at + batch).min(level.len())];
                let mut found: Vec<Candidate> = parents
                    .par_iter()
                    .enumerate()
                    .map_init(Walk::default, |walk, (i, &(position, _))| {
                        let mut reached = Vec::new();
                        self.each_move(position, walk, &mut |after| {
                            let left = self.moves_left(after);
                            if moves + left <= most {
                                let pegs = after.pegs() as u16;
                                let rank = (UNIT_PEGS * left as u16 + pegs, pegs, self.lone(after) as u16);
                                reached.push(Candidate { position: after, parent: (at + i) as u32, rank });
                            }
                        });
                        reached
                    })
                    .flatten_iter()
                    .collect();
                batch = ((1 << 24) / (found.len() / parents.len() + 1)).clamp(1 << 10, 1 << 24);
                at += parents.len();
                if let Some(done) = found.iter().find(|c| c.position.pegs() == 1) {
                    return Some(self.rebuild(&levels, done));
                }
                kept.append(&mut found);
                kept.par_sort_unstable_by_key(|c| c.position);
                kept.dedup_by_key(|c| c.position);
                if kept.len() > width {
                    kept.select_nth_unstable_by_key(width, Candidate::key);
                    kept.truncate(width);
                }
            }
            if kept.is_empty() {
                return None;
            }
            progress(moves, kept.len());
            levels.push(kept.into_iter().map(|c| (c.position, c.parent)).collect());
        }
        None
    }

    /// The moves from the start to `last` through the levels' parents.
    fn rebuild(&self, levels: &[Vec<(Wide, u32)>], last: &Candidate) -> Found {
        let mut path = vec![last.position];
        let mut parent = last.parent as usize;
        for level in levels.iter().rev() {
            let (position, grandparent) = level[parent];
            path.push(position);
            parent = grandparent as usize;
        }
        path.reverse();
        let moves = path.windows(2).map(|w| self.move_between(w[0], w[1]).expect("a move between levels")).collect();
        Found { moves }
    }

    /// A hole's name: its number from 1.
    #[must_use]
    pub fn name(hole: u8) -> String {
        (u32::from(hole) + 1).to_string()
    }

    /// A solution on one line, as `pegsol` writes them: moves separated by
    /// `, `, jumps of a move by spaces.
    #[must_use]
    pub fn write(found: &Found) -> String {
        let jump = |j: &Jump| format!("{}-{}-{}", Triangle::name(j.from), Triangle::name(j.over), Triangle::name(j.to));
        found.moves.iter().map(|m| m.iter().map(jump).collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join(", ")
    }
}

/// A position a level reached, before the cut.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    position: Wide,
    parent: u32,
    /// Work left (pegs, and [`UNIT_PEGS`] for each unit), pegs, lone pegs.
    rank: (u16, u16, u16),
}

impl Candidate {
    fn key(&self) -> ((u16, u16, u16), u128) {
        (self.rank, self.position.0.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fewest::{Chains, Direction, Merit};
    use crate::{Board, Position};

    /// Positions met along random games on `board` from every one-vacancy
    /// start (a fixed linear congruential stream).
    fn played(board: &Board) -> Vec<Position> {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut met = Vec::new();
        for empty in board.holes() {
            let mut at = board.with_empty(&[empty]);
            loop {
                met.push(at);
                let legal: Vec<_> = at.legal_jumps(board).collect();
                if legal.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                at = at.jump(legal[(seed >> 33) as usize % legal.len()]);
            }
        }
        met
    }

    /// On T4 to T10 both engines number the holes row by row from the top,
    /// so a 64-bit position is the same bits here: the moves and the merit
    /// must agree with the 64-bit engine's ([`Chains`], [`Merit`]).
    #[test]
    fn the_wide_triangle_agrees_with_the_64_bit_engine() {
        for side in 4..=10 {
            let board = Board::triangle(side).unwrap();
            let wide = Triangle::new(side).unwrap();
            let merit = Merit::new(&board);
            assert_eq!(wide.units(), merit.units(), "T{side}");
            let by_from = super::super::jumps_by_from(&board);
            let (mut chains, mut walk) = (Chains::default(), Walk::default());
            for position in played(&board) {
                let at = Wide(u128::from(position.0));
                assert_eq!(wide.moves_left(at), merit.to_finish(position), "T{side} {position:?}");
                let mut narrow = Vec::new();
                chains.each_move(Direction::Forward, &by_from, position, &mut |after| narrow.push(u128::from(after.0)));
                let mut wide_moves = Vec::new();
                wide.each_move(at, &mut walk, &mut |after| wide_moves.push(after.0));
                narrow.sort_unstable();
                narrow.dedup();
                wide_moves.sort_unstable();
                assert!(wide_moves.windows(2).all(|w| w[0] != w[1]), "each move once");
                assert_eq!(narrow, wide_moves, "T{side} {position:?}");
                for &after in &wide_moves {
                    let jumps = wide.move_between(at, Wide(after)).unwrap();
                    assert_eq!(jumps.iter().fold(at, |p, &j| p.jump(j)), Wide(after));
                }
            }
        }
    }

    #[test]
    fn sides_past_15_are_refused() {
        assert!(Triangle::new(0).is_none());
        assert!(Triangle::new(16).is_none());
        assert_eq!(Triangle::new(15).unwrap().holes(), 120);
    }
}
