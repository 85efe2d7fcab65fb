//! The board's symmetries acting on positions: canonical forms, and every
//! orbit question (of positions, of holes, of (start, finish) pairs).
//!
//! A [`Symmetry`] is a permutation of the holes kept by the board; here it
//! maps a position bit by bit through its look-up tables. A [`Group`] is a
//! set of symmetries closed under composition — the board's whole group,
//! the stabilizer of a start, or the subgroup a pass reduces by — and picks
//! the smallest image of a position as its canonical form.
//!
//! ```
//! use pegsol::{Board, Coordinates, Group, Naming};
//!
//! let t5 = Board::triangle(5).unwrap();
//! let corner = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let stabilizer = Group::stabilizer(&t5, corner);
//! assert_eq!(stabilizer.order(), 2); // the mirror through the corner
//! let after = corner.jump(corner.legal_jumps(&t5).next().unwrap());
//! assert_eq!(stabilizer.orbit_size(after), 2);
//! // Holes up to symmetry: T5 has four classes (A, B, D, E) ...
//! let full = Group::full(&t5);
//! let firsts: Vec<String> = full.hole_orbits().iter().map(|o| t5.hole_name(o[0], Naming::Numbers)).collect();
//! assert_eq!(firsts, ["1", "2", "4", "5"]);
//! // ... and 42 classes of (start, finish) pairs: by Burnside's lemma, the
//! // 225 pairs plus 9 fixed by each of the three mirrors, over 6.
//! assert_eq!(full.pair_orbits().len(), 42);
//! // The mirror through the apex alone, as a subgroup of order 2.
//! let apex = t5.symmetry(|c| Coordinates { row: c.row, col: c.row - c.col }).unwrap();
//! assert_eq!(Group::generated_by(&t5, &[apex]).order(), 2);
//! ```

use crate::board::{Board, Hole, Symmetry};
use crate::position::Position;

/// Symmetries act on positions hole by hole.
impl Symmetry {
    /// The image of a position.
    #[must_use]
    #[inline]
    pub fn apply(&self, position: Position) -> Position {
        Position(self.image(position.0))
    }
}

/// A group of symmetries used to reduce positions to canonical forms.
#[derive(Clone)]
pub struct Group {
    /// The members, the identity first.
    members: Vec<Symmetry>,
}

impl Group {
    /// The board's whole symmetry group.
    #[must_use]
    pub fn full(board: &Board) -> Group {
        Group { members: board.symmetries().to_vec() }
    }

    /// The symmetries of `board` that map `position` to itself.
    #[must_use]
    pub fn stabilizer(board: &Board, position: Position) -> Group {
        Group::full(board).fixing(position)
    }

    /// The members of this group that map `position` to itself.
    #[must_use]
    pub fn fixing(&self, position: Position) -> Group {
        Group { members: self.members.iter().filter(|s| s.apply(position) == position).cloned().collect() }
    }

    /// The members of this group that map the set `positions` (sorted,
    /// without repeats) to itself.
    #[must_use]
    pub fn keeping(&self, positions: &[Position]) -> Group {
        let keeps = |s: &Symmetry| {
            let mut images: Vec<Position> = positions.iter().map(|&p| s.apply(p)).collect();
            images.sort_unstable();
            images == positions
        };
        Group { members: self.members.iter().filter(|s| keeps(s)).cloned().collect() }
    }

    /// The smallest group of `board`'s symmetries holding `generators`.
    #[must_use]
    pub fn generated_by(board: &Board, generators: &[&Symmetry]) -> Group {
        let all = board.symmetries();
        let mut members = vec![all[0].clone()];
        let mut next = 0;
        while next < members.len() {
            for generator in generators {
                let product: Vec<Hole> = members[next].hole_map().iter().map(|&h| generator.hole(h)).collect();
                if !members.iter().any(|m| m.hole_map() == product.as_slice()) {
                    let member = all.iter().find(|s| s.hole_map() == product.as_slice());
                    members.push(member.expect("symmetries of the board compose to one").clone());
                }
            }
            next += 1;
        }
        Group { members }
    }

    /// The same group on relabelled holes: for each member `g`, the
    /// permutation sending `relabel(h)` to `relabel(g(h))`.
    #[must_use]
    pub(crate) fn relabelled(&self, relabel: &Symmetry) -> Group {
        let members = self
            .members
            .iter()
            .map(|g| {
                let mut map = relabel.hole_map().to_vec();
                for (h, &image) in g.hole_map().iter().enumerate() {
                    map[relabel.hole_map()[h].index()] = relabel.hole(image);
                }
                Symmetry::from_hole_map(map)
            })
            .collect();
        Group { members }
    }

    /// The members, the identity first.
    #[must_use]
    pub fn members(&self) -> &[Symmetry] {
        &self.members
    }

    /// The number of symmetries in the group.
    #[must_use]
    pub fn order(&self) -> usize {
        self.members.len()
    }

    /// The smallest image of `position` under the group.
    #[must_use]
    #[inline]
    pub fn canonical(&self, position: Position) -> Position {
        self.members[1..].iter().map(|s| s.apply(position)).fold(position, Ord::min)
    }

    /// The number of distinct images of `position`.
    #[must_use]
    pub fn orbit_size(&self, position: Position) -> u32 {
        let fixed = self.members.iter().filter(|s| s.apply(position) == position).count();
        (self.order() / fixed) as u32
    }

    /// The distinct images of `position`, each with the first member (in
    /// the group's order) that gives it; `position` itself comes first.
    #[must_use]
    pub fn images(&self, position: Position) -> Vec<(Position, &Symmetry)> {
        let mut images: Vec<(Position, &Symmetry)> = Vec::new();
        for s in &self.members {
            let image = s.apply(position);
            if !images.iter().any(|&(other, _)| other == image) {
                images.push((image, s));
            }
        }
        images
    }

    /// The distinct images of a hole, sorted.
    #[must_use]
    pub fn hole_orbit(&self, hole: Hole) -> Vec<Hole> {
        let mut orbit: Vec<Hole> = self.members.iter().map(|s| s.hole(hole)).collect();
        orbit.sort_unstable();
        orbit.dedup();
        orbit
    }

    /// The holes up to symmetry: every orbit, sorted, in the order of their
    /// smallest holes (the smallest of each is its usual representative).
    #[must_use]
    pub fn hole_orbits(&self) -> Vec<Vec<Hole>> {
        let holes = self.members[0].hole_map();
        holes.iter().filter(|&&h| self.hole_orbit(h)[0] == h).map(|&h| self.hole_orbit(h)).collect()
    }

    /// The distinct images of a (start, finish) pair, sorted.
    #[must_use]
    pub fn pair_orbit(&self, start: Hole, finish: Hole) -> Vec<(Hole, Hole)> {
        let mut orbit: Vec<(Hole, Hole)> = self.members.iter().map(|s| (s.hole(start), s.hole(finish))).collect();
        orbit.sort_unstable();
        orbit.dedup();
        orbit
    }

    /// The (start, finish) pairs of holes up to symmetry: every orbit,
    /// sorted, in the order of their smallest pairs.
    #[must_use]
    pub fn pair_orbits(&self) -> Vec<Vec<(Hole, Hole)>> {
        let holes = self.members[0].hole_map();
        let pairs = holes.iter().flat_map(|&s| holes.iter().map(move |&f| (s, f)));
        pairs.filter(|&(s, f)| self.pair_orbit(s, f)[0] == (s, f)).map(|(s, f)| self.pair_orbit(s, f)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applying_to_a_position_equals_mapping_each_hole() {
        for side in 1..=crate::board::MAX_SIDE {
            let board = Board::triangle(side).unwrap();
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..200 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let position = Position(seed & board.full().0);
                for s in board.symmetries() {
                    let by_holes = position.peg_holes().fold(0, |acc, h| acc | s.hole(h).bit());
                    assert_eq!(s.apply(position).0, by_holes);
                }
            }
        }
    }

    #[test]
    fn orbit_sizes_divide_the_group_order() {
        let t5 = Board::triangle(5).unwrap();
        let group = Group::full(&t5);
        assert_eq!(group.order(), 6);
        assert_eq!(group.orbit_size(t5.full()), 1);
        for hole in t5.holes() {
            let single = Position::single(hole);
            assert_eq!(group.orbit_size(single) as usize, group.hole_orbit(hole).len());
            assert_eq!(group.images(single).len(), group.hole_orbit(hole).len());
        }
    }

    /// The orbits partition the holes and the pairs, and agree with the
    /// smallest image taken over the board's symmetries one by one.
    #[test]
    fn orbits_partition_holes_and_pairs() {
        for side in 1..=7 {
            let board = Board::triangle(side).unwrap();
            let group = Group::full(&board);
            let orbits = group.hole_orbits();
            let mut holes: Vec<Hole> = orbits.concat();
            holes.sort_unstable();
            assert_eq!(holes, board.holes().collect::<Vec<_>>(), "T{side}");
            for orbit in &orbits {
                let least = |h: Hole| board.symmetries().iter().map(|s| s.hole(h)).min().unwrap();
                assert!(orbit.iter().all(|&h| least(h) == orbit[0]), "T{side}");
            }
            let pairs = group.pair_orbits();
            assert_eq!(pairs.iter().map(Vec::len).sum::<usize>(), board.hole_count().pow(2), "T{side}");
            for orbit in &pairs {
                let least = |(s, f): (Hole, Hole)| board.symmetries().iter().map(|g| (g.hole(s), g.hole(f))).min();
                assert!(orbit.iter().all(|&pair| least(pair) == Some(orbit[0])), "T{side}");
            }
        }
    }

    #[test]
    fn generated_subgroups_are_closed() {
        let t6 = Board::triangle(6).unwrap();
        let all: Vec<&Symmetry> = t6.symmetries().iter().collect();
        assert_eq!(Group::generated_by(&t6, &all).order(), 6);
        assert_eq!(Group::generated_by(&t6, &[]).order(), 1);
        // A rotation generates the three rotations; with a mirror, everything.
        let rotation = all.iter().find(|s| Group::generated_by(&t6, &[s]).order() == 3).unwrap();
        let mirror = all.iter().find(|s| Group::generated_by(&t6, &[s]).order() == 2).unwrap();
        assert_eq!(Group::generated_by(&t6, &[rotation, mirror]).order(), 6);
    }
}
