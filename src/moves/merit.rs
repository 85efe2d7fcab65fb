//! Lower bounds on the moves left, from closed units (see [`Merit`]).

use crate::board::{Board, Hole};
use crate::position::Position;

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
/// use pegsol::moves::Merit;
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
    /// Strands of holes in which every two neighbours make a closed pair
    /// (on a triangle, the holes of an edge between its corners), as hole
    /// bits in strand order. Which pairs count is chosen afresh for each
    /// position: a greedy matching along the strand, the largest there is.
    strands: Vec<Vec<u64>>,
    /// The units of more holes chosen once, clear of the strands, as sets
    /// of holes.
    groups: Vec<u64>,
}

impl Merit {
    /// The closed units of `board`: every hole no jump passes over; the
    /// closed pairs, as strands where they form strands (matched afresh in
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
        let (strands, loose) = strands_of(&pairs);
        let mut used = singles | strands.iter().flatten().fold(0, |set, bit| set | bit);
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
        Merit { holes, singles, strands, groups }
    }

    /// The units of a largest packing found that are full in `from` and not
    /// in `to`: each loses a peg between the two, in a move that starts in
    /// it. Returns how many.
    fn losing(&self, from: u64, to: u64) -> usize {
        let loses = |unit: u64| from & unit == unit && to & unit != unit;
        let singles = (from & self.singles & !to).count_ones() as usize;
        let groups = self.groups.iter().filter(|&&unit| loses(unit)).count();
        let pairs: usize = self.strands.iter().map(|strand| matched_pairs(strand, loses)).sum();
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
    /// strand lose at most one from their largest matching without a hole).
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

/// The most disjoint pairs of neighbours along `strand` (hole sets, in
/// strand order) that `counts`: taking the first pair that counts and going
/// on after it gives a largest matching. Any width of hole sets (the wide
/// triangles' too).
pub(crate) fn matched_pairs<T: Copy + std::ops::BitOr<Output = T>>(strand: &[T], counts: impl Fn(T) -> bool) -> usize {
    let (mut pairs, mut k) = (0, 0);
    while k + 1 < strand.len() {
        if counts(strand[k] | strand[k + 1]) {
            pairs += 1;
            k += 2;
        } else {
            k += 1;
        }
    }
    pairs
}

/// The closed pairs that form simple strands (every hole in at most two
/// pairs, no cycle), as strands of hole bits, and the other pairs as sets.
fn strands_of(pairs: &[(Hole, Hole)]) -> (Vec<Vec<u64>>, Vec<u64>) {
    let degree = |hole: Hole| pairs.iter().filter(|&&(x, y)| x == hole || y == hole).count();
    let next = |at: Hole, from: Option<Hole>| {
        pairs.iter().find_map(|&(x, y)| match (x == at, y == at) {
            (true, _) if Some(y) != from => Some(y),
            (_, true) if Some(x) != from => Some(x),
            _ => None,
        })
    };
    let mut strands = Vec::new();
    let mut in_strand = 0u64;
    for &(x, y) in pairs {
        for end in [x, y] {
            if degree(end) != 1 || in_strand & end.bit() != 0 {
                continue;
            }
            // Walk from an end while every hole has at most two pairs.
            let (mut strand, mut previous, mut at) = (vec![end], None, end);
            let mut simple = true;
            while let Some(step) = next(at, previous) {
                simple &= degree(step) <= 2;
                if !simple {
                    break;
                }
                strand.push(step);
                (previous, at) = (Some(at), step);
            }
            if simple {
                in_strand |= strand.iter().fold(0, |set, hole| set | hole.bit());
                strands.push(strand.into_iter().map(Hole::bit).collect());
            }
        }
    }
    let loose = pairs.iter().map(|&(x, y)| x.bit() | y.bit()).filter(|&unit| unit & in_strand == 0).collect();
    (strands, loose)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveLevels;

    /// On T4 and T5 the bounds never exceed the true fewest moves, found
    /// by the plain breadth-first search, of any problem with a solution.
    #[test]
    fn the_bounds_never_exceed_the_fewest_moves_on_t4_and_t5() {
        for side in [4, 5] {
            let board = Board::triangle(side).unwrap();
            let merit = Merit::new(&board);
            let mut solved = 0;
            for empty in board.holes() {
                let start = board.with_empty(&[empty]);
                let levels = MoveLevels::new(&board, start, None);
                for peg in board.holes() {
                    let finish = Position::single(peg);
                    let Some(fewest) = levels.moves_to(finish) else { continue };
                    solved += 1;
                    assert!(merit.between(start, finish) <= fewest, "T{side} {empty:?} -> {peg:?}");
                    assert!(merit.to_finishes(start, peg.bit()) <= fewest);
                    assert!(merit.to_finish(start) <= fewest);
                    assert!(merit.from_starts(finish, empty.bit()) <= fewest);
                }
            }
            assert!(solved > 0, "T{side} has solutions");
        }
    }
}
