//! Short solutions on triangles past 64 holes (T11 to T15), on positions of
//! 128 bits: the beam of [`super::beam`] for one start, to any one peg,
//! ranking positions by the work left (closed units and pegs), on a
//! geometry of its own. The moves are the one generator's
//! ([`super::Mover`]) and the beam the same code, both monomorphized for
//! [`Wide`], so that the 64-bit engine keeps its position type and its
//! speed.
//!
//! OEIS A127500 gives only bounds past T10: 19 <= a(11) <= 28 and
//! 21 <= a(12) <= 29 (G. I. Bell, "Solving Triangular Peg Solitaire", JIS
//! 11 (2008)). A solution this beam finds is an upper bound once replayed
//! (the verifier replays `proofs/fewest-T11.sol`); finding none proves
//! nothing, and the beam never claims a lower bound.
//!
//! Holes are numbered from 1, row by row from the top, as on the smaller
//! triangles; the closed units are those of [`super::Merit`]
//! (corners, neighbouring pairs along an edge matched afresh in each
//! position, and hexagons of a hole with its six neighbours).
//!
//! ```
//! use pegsol::moves::wide::Triangle;
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
//! let moves = t5.beam(0, 13, 1 << 10, &mut |_, _| {}).unwrap();
//! let end = moves.iter().flatten().fold(t5.with_empty(0), |at, &j| at.jump(j));
//! assert_eq!(end.pegs(), 1);
//! assert!(moves.len() >= 9);
//! ```

use super::beam::{Beam, Reached};
use super::merit::matched_pairs;
use super::mover::{Bitboard, Heading, Steps};
use crate::board::{Hole, Jump};

/// The pegs a closed unit left weighs in the beam's ranking: about what a
/// move clears on the large triangles (T10's 53 jumps in 18 moves). With
/// units ranked before pegs, as the 64-bit beam ranks them (best while the
/// merit is within a move or two of the answer), a width of 2^18 finds 23
/// moves on T11 and 2^20 no fewer; with this weight 2^18 finds 22.
pub const UNIT_PEGS: u16 = 3;

/// A position on a triangle of up to 120 holes: bit `i` is hole `i + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wide(pub u128);

impl Wide {
    /// The pegs.
    #[must_use]
    pub const fn pegs(self) -> u32 {
        self.0.count_ones()
    }

    /// The bits of the three holes of `jump`.
    const fn line(jump: Jump) -> u128 {
        1 << jump.from.0 | 1 << jump.over.0 | 1 << jump.to.0
    }

    /// Whether `jump` is legal here: pegs in `from` and `over`, `to` empty.
    #[must_use]
    pub const fn can_jump(self, jump: Jump) -> bool {
        self.0 & Wide::line(jump) == (1 << jump.from.0 | 1 << jump.over.0)
    }

    /// The position after `jump` (which must be legal).
    #[must_use]
    pub const fn jump(self, jump: Jump) -> Wide {
        Wide(self.0 ^ Wide::line(jump))
    }
}

super::mover::bitboard!(Wide, u128, 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);

/// A triangle's holes, jumps and closed units.
#[derive(Clone, Debug)]
pub struct Triangle {
    /// The jumps by hole.
    steps: Steps,
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
        let jumps: Vec<Jump> = cells
            .iter()
            .flat_map(|&(r, c)| {
                STEPS.iter().filter_map(move |&(dr, dc)| {
                    Some(Jump {
                        from: Hole(index(r, c)?),
                        over: Hole(index(r + dr, c + dc)?),
                        to: Hole(index(r + 2 * dr, c + 2 * dc)?),
                    })
                })
            })
            .collect();
        let steps = Steps::new(cells.len(), &jumps);
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
        Some(Triangle { steps, neighbours, corners, edges, hexagons })
    }

    /// The number of holes.
    #[must_use]
    pub fn holes(&self) -> usize {
        self.steps.holes()
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

    /// A solution from hole `start` (from 0) empty to any one peg in at
    /// most `most` moves, each move the jumps of one peg, found by a beam
    /// that keeps the `width` best positions of each level: least work
    /// left, each unit left ([`Triangle::moves_left`]) counted as
    /// [`UNIT_PEGS`] pegs, then fewest pegs, then fewest lone pegs, then a
    /// hash. `None` proves nothing. `progress` hears each level's moves and
    /// positions kept.
    #[must_use]
    pub fn beam(
        &self,
        start: usize,
        most: usize,
        width: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Vec<Vec<Jump>>> {
        let mut beam = Beam::new(&self.steps, self.with_empty(start), width);
        for moves in 1..=most {
            let mut done = None;
            let grown = beam.grow(
                &|after| {
                    let left = self.moves_left(after);
                    (moves + left <= most).then(|| {
                        let pegs = u64::from(after.pegs());
                        (u64::from(UNIT_PEGS) * left as u64 + pegs) << 32 | pegs << 16 | u64::from(self.lone(after))
                    })
                },
                &mut |found: &[Reached<Wide, u64>]| {
                    done = found.iter().find(|f| f.position.pegs() == 1).copied();
                    done.is_some()
                },
                &|_| true,
            );
            if let Some(done) = done {
                return beam.moves_to(done, moves);
            }
            if !beam.push(grown?) {
                return None;
            }
            progress(moves, beam.last().len());
        }
        None
    }

    /// A hole's name: its number from 1.
    #[must_use]
    pub fn name(hole: Hole) -> String {
        (hole.index() + 1).to_string()
    }

    /// A solution on one line, as `pegsol` writes them: moves separated by
    /// `, `, jumps of a move by spaces.
    #[must_use]
    pub fn write(moves: &[Vec<Jump>]) -> String {
        let jump = |j: &Jump| format!("{}-{}-{}", Triangle::name(j.from), Triangle::name(j.over), Triangle::name(j.to));
        moves.iter().map(|m| m.iter().map(jump).collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::{Heading, Merit, Mover};
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
    /// so a 64-bit position is the same bits here: the one generator of
    /// moves, on 64 bits over the board's jumps and on 128 over the
    /// triangle's own, must give the same moves forward and backward, and
    /// the merit the same bound.
    #[test]
    fn the_generator_gives_the_same_moves_on_64_and_128_bits() {
        for side in 4..=10 {
            let board = Board::triangle(side).unwrap();
            let wide = Triangle::new(side).unwrap();
            let merit = Merit::new(&board);
            assert_eq!(wide.units(), merit.units(), "T{side}");
            let steps = Steps::of(&board);
            let (mut narrow_mover, mut wide_mover) = (Mover::<Position>::default(), Mover::<Wide>::default());
            for position in played(&board) {
                let at = Wide(u128::from(position.0));
                assert_eq!(wide.moves_left(at), merit.to_finish(position), "T{side} {position:?}");
                for heading in [Heading::Forward, Heading::Backward] {
                    let mut narrow = Vec::new();
                    narrow_mover.each_move(heading, &steps, position, &mut |after| narrow.push(u128::from(after.0)));
                    let mut wide_moves = Vec::new();
                    wide_mover.each_move(heading, &wide.steps, at, &mut |after| wide_moves.push(after.0));
                    narrow.sort_unstable();
                    wide_moves.sort_unstable();
                    assert!(wide_moves.windows(2).all(|w| w[0] != w[1]), "each move once");
                    assert_eq!(narrow, wide_moves, "T{side} {heading:?} {position:?}");
                }
            }
        }
    }

    /// A wide solution replays: every move is one peg's chain of jumps, and
    /// the last leaves one peg.
    #[test]
    fn a_wide_solution_replays_move_by_move() {
        let t6 = Triangle::new(6).unwrap();
        let moves = t6.beam(0, 20, 1 << 8, &mut |_, _| {}).unwrap();
        let mut at = t6.with_empty(0);
        for chain in &moves {
            assert!(chain.windows(2).all(|w| w[0].to == w[1].from), "one peg");
            for &jump in chain {
                assert!(at.can_jump(jump));
                at = at.jump(jump);
            }
        }
        assert_eq!(at.pegs(), 1);
    }

    #[test]
    fn sides_past_15_are_refused() {
        assert!(Triangle::new(0).is_none());
        assert!(Triangle::new(16).is_none());
        assert_eq!(Triangle::new(15).unwrap().holes(), 120);
    }
}
