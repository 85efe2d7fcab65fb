//! The board as a pass sees it: the frame (the pass's numbering of the
//! holes, and the group of symmetries it reduces by) and the split of
//! positions into a top and a low key, with the moves of one direction in
//! each part.
//!
//! The pass reduces by the whole stabilizer of its start (of every
//! position in [`Spec::fixed`](super::Spec)), and every member must keep the
//! low holes among themselves, so that tops map to tops and low keys to
//! low keys ([`Action`]). Two frames do that:
//!
//! - **Rows.** Holes are numbered row by row, and the low key is the first
//!   whole rows (at most 15 holes). When the stabilizer is one mirror, the
//!   board is first turned by a symmetry so that the mirror becomes the row
//!   mirror ([`Board::row_mirror`]: through the apex of a triangle, left to
//!   right on the English board), which keeps every hole in its row. So is
//!   a start fixed by nothing.
//! - **Orbits.** A larger stabilizer (the English centre's 8 symmetries,
//!   the 6 of a triangle's centre) or a mirror that no symmetry turns into
//!   the row mirror (a diagonal of the English board): the low holes are
//!   the largest union of the stabilizer's hole orbits with at most 15
//!   holes (among those, the one with the most jumps inside it, then the
//!   one whose other jumps scan the fewest parents), and the pass numbers
//!   them first. Jumps are counted in the board's numbering.

use crate::board::{Board, Hole, Symmetry};
use crate::position::{JumpLines, Position};
use crate::symmetry::Group;

use super::action::Action;
use super::Direction;

/// Bits of the top that name a position's *group*: the shards whose tops
/// agree above the group shift. A layer on disk is read a group at a time.
const GROUP_BITS: u32 = 8;

/// The most holes in a low key: a shard is built in a dense array of
/// `2^15` counts.
const MAX_LOW_BITS: usize = 15;

/// The board as a pass sees it: its numbering of the holes and the group
/// it reduces by.
pub(super) struct Frame {
    /// Maps the board's holes to the pass's: a symmetry of the board (rows)
    /// or a renumbering that puts the low holes first (orbits).
    turn: Symmetry,
    /// The inverse of a renumbering, to count jumps in the board's own
    /// numbering; `None` when `turn` is a symmetry, which keeps jumps.
    unturn: Option<Symmetry>,
    /// The group the pass reduces by, on the pass's holes.
    group: Group,
    /// The same group on the board's holes.
    board_group: Group,
    /// Holes in the low key: the pass's holes `0..low_bits`.
    low_bits: u32,
    /// The symmetry of the seeds (turned), when it is larger than `group`:
    /// a stored position stands for one of its orbits only if it is the
    /// smallest image under this group too.
    seeds_symmetry: Option<Group>,
    /// How `group` acts on tops and low keys.
    pub action: Action,
}

impl Frame {
    /// The frame for a pass from `seeds` whose positions must all be fixed
    /// by the reduction (`None`: no reduction).
    pub(super) fn new(board: &Board, seeds: &[Position], fixed: Option<&[Position]>) -> Frame {
        let identity = Group::generated_by(board, &[]);
        let stabilizer = fixed
            .map_or(identity, |fixed| fixed.iter().fold(Group::full(board), |group, &position| group.fixing(position)));
        let (turn, low_bits, renumbered) = Frame::numbering(board, &stabilizer);
        let unturn = renumbered.then(|| turn.inverse());
        let group = stabilizer.relabelled(&turn);
        let mut sorted = seeds.to_vec();
        sorted.sort_unstable();
        let symmetric = Group::full(board).keeping(&sorted).relabelled(&turn);
        let seeds_symmetry = (symmetric.order() > group.order()).then_some(symmetric);
        let action = Action::new(&group, low_bits, board.hole_count() as u32 - low_bits);
        Frame { turn, unturn, group, board_group: stabilizer, low_bits, seeds_symmetry, action }
    }

    /// The pass's numbering of the holes, its low key's size, and whether
    /// the numbering is a renumbering (not a symmetry of the board), for a
    /// pass reduced by `stabilizer`.
    fn numbering(board: &Board, stabilizer: &Group) -> (Symmetry, u32, bool) {
        let identity = board.symmetries()[0].clone();
        match stabilizer.members() {
            [_] => return (identity, Frame::low_rows(board), false),
            [_, mirror] => {
                if let Some(row_mirror) = board.row_mirror() {
                    // The identity first: a start the row mirror fixes is not turned.
                    for turn in board.symmetries() {
                        let turned: Vec<Hole> = board.holes().map(|h| turn.hole(mirror.hole(h))).collect();
                        if board.holes().all(|h| row_mirror.hole(turn.hole(h)) == turned[h.index()]) {
                            return (turn.clone(), Frame::low_rows(board), false);
                        }
                    }
                }
            }
            _ => {}
        }
        let low = Frame::low_orbits(board, stabilizer);
        let (mut order, top): (Vec<Hole>, Vec<Hole>) = board.holes().partition(|h| low & h.bit() != 0);
        order.extend(top);
        let mut map = order.clone();
        for (index, hole) in order.iter().enumerate() {
            map[hole.index()] = Hole(index as u8);
        }
        (Symmetry::from_hole_map(map), low.count_ones(), true)
    }

    /// Holes in the most whole rows with at most 15 holes, leaving the last
    /// row in the top: on small boards a table of every low key's moves
    /// would cost more than the pass. (On a triangle of side n, the first r
    /// rows hold r (r + 1) / 2 holes.)
    fn low_rows(board: &Board) -> u32 {
        let holes_above = |rows: usize| board.holes().filter(|&h| usize::from(board.coordinates(h).row) < rows).count();
        let rows = board.rows().saturating_sub(1);
        let low_rows = (0..=rows).rev().find(|&r| holes_above(r) <= MAX_LOW_BITS).expect("no holes above row 0");
        holes_above(low_rows) as u32
    }

    /// The low holes of the orbits frame, as a set of hole bits: a union of
    /// `stabilizer`'s hole orbits with at most 15 holes, leaving one orbit
    /// in the top, as large as possible, then with the most jumps inside it
    /// ([`jumps_inside`]), then with the fewest scans ([`scans`]).
    fn low_orbits(board: &Board, stabilizer: &Group) -> u64 {
        let orbits: Vec<u64> =
            stabilizer.hole_orbits().iter().map(|orbit| orbit.iter().fold(0, |set, h| set | h.bit())).collect();
        let smallest = orbits.iter().map(|o| o.count_ones()).min().unwrap_or(0);
        let most = (MAX_LOW_BITS as u32).min(board.hole_count() as u32 - smallest);
        let union =
            |chosen: u64| (0..orbits.len()).filter(|i| chosen & (1 << i) != 0).fold(0, |set, i| set | orbits[i]);
        if orbits.len() > 16 {
            // Too many to try every union: the orbits in board order.
            return orbits.iter().fold(
                0,
                |set, &orbit| {
                    if (set | orbit).count_ones() <= most {
                        set | orbit
                    } else {
                        set
                    }
                },
            );
        }
        // The choice matters, in this order: most jumps inside, then fewest
        // scans (from the English centre the middle row and column beat the
        // 3 × 3 centre, as many jumps inside but more scans, about twice
        // over), then the union of the earliest orbits.
        let fits = (0..1u64 << orbits.len()).filter(|&chosen| union(chosen).count_ones() <= most);
        let best = fits.max_by_key(|&chosen| {
            let set = union(chosen);
            (
                set.count_ones(),
                jumps_inside(board, set),
                std::cmp::Reverse(scans(board, set)),
                std::cmp::Reverse(chosen),
            )
        });
        union(best.unwrap_or(0))
    }

    /// Whether a stored position is the one the layer's count up to the
    /// seeds' symmetry counts for its orbit.
    #[inline]
    pub(super) fn is_representative(&self, position: Position) -> bool {
        self.seeds_symmetry.as_ref().is_none_or(|g| g.canonical(position) == position)
    }

    /// The group the pass reduces by, on the board's own holes.
    pub(super) fn board_group(&self) -> &Group {
        &self.board_group
    }

    /// The group the pass reduces by, on the pass's holes.
    pub(super) fn group(&self) -> &Group {
        &self.group
    }

    /// The map from the board's holes to the pass's.
    pub(super) fn turning(&self) -> &Symmetry {
        &self.turn
    }

    pub(super) fn turn(&self, position: Position) -> Position {
        self.turn.apply(position)
    }

    pub(super) fn turn_hole(&self, hole: Hole) -> Hole {
        self.turn.hole(hole)
    }

    /// Whether the pass numbers the holes its own way (the orbits frame).
    pub(super) fn renumbered(&self) -> bool {
        self.unturn.is_some()
    }

    /// A position of the pass in a numbering where the board's jump lines
    /// hold (the board's own, or a symmetric one).
    #[inline]
    pub(super) fn for_lines(&self, position: Position) -> Position {
        self.unturn.as_ref().map_or(position, |unturn| unturn.apply(position))
    }

    pub(super) fn canonical(&self, position: Position) -> Position {
        self.group.canonical(position)
    }

    pub(super) fn hole_orbit(&self, hole: Hole) -> Vec<Hole> {
        self.group.hole_orbit(hole)
    }

    /// Holes in the low key.
    pub(super) fn low_bits(&self) -> u32 {
        self.low_bits
    }
}

/// A move seen through the split: its three holes in the top part and in
/// the low part, with the pattern they must show before it.
#[derive(Clone, Copy, Debug)]
pub(super) struct HighMove {
    pub top_mask: u64,
    pub top_before: u64,
    pub top_after: u64,
    pub low_mask: u16,
    pub low_before: u16,
}

/// The split of positions into top and low keys, with the moves of one
/// direction in each part.
pub(super) struct Split {
    pub low_bits: u32,
    pub top_bits: u32,
    /// Every low key's children by moves inside the low holes: `offsets[k]..
    /// offsets[k + 1]` in `children`.
    offsets: Vec<u32>,
    children: Vec<u16>,
    /// Moves touching the top holes.
    pub high: Vec<HighMove>,
    /// The board's jump lines, for counting moves.
    pub lines: JumpLines,
    /// Top bits below the group: `top >> group_shift` is a shard's group.
    pub group_shift: u32,
}

impl Split {
    pub(super) fn new(board: &Board, frame: &Frame, direction: Direction) -> Split {
        let low_bits = frame.low_bits();
        let top_bits = board.hole_count() as u32 - low_bits;
        let low_full = (1u64 << low_bits) - 1;
        // Each move as (its three holes, the pegs among them before it).
        // A renumbering moves the jumps; a symmetry keeps them, in the
        // board's order.
        let turned = |holes: u64| frame.turn(Position(holes)).0;
        let moves = board.jumps().iter().map(|j| match direction {
            Direction::Down => (j.line_mask(), j.pegs_mask()),
            Direction::Up => (j.line_mask(), j.to.bit()),
        });
        let moves = moves
            .map(|(mask, before)| if frame.renumbered() { (turned(mask), turned(before)) } else { (mask, before) });
        let (low_moves, high_moves): (Vec<_>, Vec<_>) = moves.partition(|&(mask, _)| mask & !low_full == 0);
        let size = 1usize << low_bits;
        let mut offsets = Vec::with_capacity(size + 1);
        let mut children = Vec::new();
        offsets.push(0);
        for low in 0..size as u64 {
            children.extend(
                low_moves.iter().filter(|&&(mask, before)| low & mask == before).map(|&(mask, _)| (low ^ mask) as u16),
            );
            offsets.push(children.len() as u32);
        }
        let high = high_moves
            .into_iter()
            .map(|(mask, before)| HighMove {
                top_mask: mask >> low_bits,
                top_before: before >> low_bits,
                top_after: (before ^ mask) >> low_bits,
                low_mask: (mask & low_full) as u16,
                low_before: (before & low_full) as u16,
            })
            .collect();
        Split {
            low_bits,
            top_bits,
            offsets,
            children,
            high,
            lines: JumpLines::new(board),
            group_shift: top_bits.saturating_sub(GROUP_BITS),
        }
    }

    /// The group of a shard's top.
    #[inline]
    pub(super) fn group(&self, top: u64) -> usize {
        (top >> self.group_shift) as usize
    }

    /// How many groups there are.
    pub(super) fn groups(&self) -> usize {
        1 << (self.top_bits - self.group_shift)
    }

    pub(super) fn low_size(&self) -> usize {
        1 << self.low_bits
    }

    /// A position's top and low key.
    pub(super) fn top_and_low(&self, position: Position) -> (u64, u16) {
        (position.0 >> self.low_bits, (position.0 & ((1 << self.low_bits) - 1)) as u16)
    }

    #[inline]
    pub(super) fn low_children(&self, low: u16) -> &[u16] {
        let low = usize::from(low);
        &self.children[self.offsets[low] as usize..self.offsets[low + 1] as usize]
    }
}

/// The jumps whose three holes are all in `low` (a set of hole bits): the
/// moves a shard makes within itself, from a table of every low key's
/// children.
fn jumps_inside(board: &Board, low: u64) -> usize {
    board.jumps().iter().filter(|j| j.line_mask() & !low == 0).count()
}

/// What the jumps touching the top cost a pass that keeps `low` as its low
/// holes, in parent shards scanned: building a shard pulls, for each such
/// jump, the whole parent shard it comes from and keeps the low keys whose
/// holes on the jump are as it needs them, so a jump with k of its holes in
/// `low` scans 2^k positions for each child it finds.
fn scans(board: &Board, low: u64) -> usize {
    board.jumps().iter().filter(|j| j.line_mask() & !low != 0).map(|j| 1 << (j.line_mask() & low).count_ones()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Naming;

    fn frame(board: &Board, start: &str) -> Frame {
        let start = board.with_empty(&[board.parse_hole(start).unwrap()]);
        Frame::new(board, &[start], Some(&[start]))
    }

    #[test]
    fn the_english_centre_splits_by_orbits_of_all_eight_symmetries() {
        let english: Board = "english".parse().unwrap();
        let frame = frame(&english, "d4");
        assert_eq!(frame.group().order(), 8);
        assert!(frame.renumbered());
        let low: Vec<String> = english
            .holes()
            .filter(|&h| frame.turn_hole(h).index() < frame.low_bits() as usize)
            .map(|h| english.hole_name(h, Naming::Letters))
            .collect();
        // The middle row and column: 13 holes and 20 jumps inside them, as
        // many as in the 3 × 3 centre with d2, b4, f4 and d6, but fewer
        // scans.
        assert_eq!(low, ["d1", "d2", "d3", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "d5", "d6", "d7"]);
        let set = |names: &[&str]| names.iter().fold(0, |set, name| set | english.parse_hole(name).unwrap().bit());
        let cross = set(&low.iter().map(String::as_str).collect::<Vec<_>>());
        let centre = set(&["c3", "d3", "e3", "c4", "d4", "e4", "c5", "d5", "e5", "d2", "b4", "f4", "d6"]);
        // Counted by hand, line by line (each line of three holes is two
        // jumps): the cross holds 10 lines whole, and of the other 28, 8
        // have no hole in it and 20 one (8 + 20 * 2 = 48 a direction); the
        // centre holds 10 whole, and of the other 28, 4 have none, 12 one
        // and 12 two (4 + 12 * 2 + 12 * 4 = 76).
        assert_eq!((jumps_inside(&english, cross), jumps_inside(&english, centre)), (20, 20));
        assert_eq!((scans(&english, cross), scans(&english, centre)), (96, 152));
        // Every member keeps the low holes among themselves.
        for g in frame.group().members() {
            assert!((0..frame.low_bits()).all(|bit| g.hole(Hole(bit as u8)).index() < frame.low_bits() as usize));
        }
    }

    #[test]
    fn a_start_on_one_mirror_is_turned_onto_the_row_mirror() {
        let english: Board = "english".parse().unwrap();
        let frame = frame(&english, "a4");
        assert_eq!(frame.group().order(), 2);
        assert!(!frame.renumbered());
        assert_eq!(frame.group().members()[1].hole_map(), english.row_mirror().unwrap().hole_map());
        // A start on a diagonal: no symmetry turns that mirror into the row
        // mirror, so the holes are split by its orbits.
        let diagonal = self::frame(&english, "c3");
        assert_eq!((diagonal.group().order(), diagonal.renumbered()), (2, true));
    }
}
