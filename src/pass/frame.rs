//! The board as a pass sees it: the frame (a turn of the board so that the
//! symmetry used is the row mirror) and the split of positions into a top
//! and a low key, with the moves of one direction in each part.
//!
//! The row mirror ([`Board::row_mirror`]) keeps every hole in its row: the
//! mirror through the apex of a triangle, the left-right mirror of the
//! English or French board or of a hexagon. Holes are numbered row by row,
//! so a split at a row boundary puts a position and its mirror image in
//! the same shard or in two mirror-image shards, and canonical forms are
//! found shard by shard. A board without a row mirror is not reduced.

use crate::board::{Board, Hole, Symmetry};
use crate::position::{JumpLines, Position};
use crate::symmetry::Group;

use super::Direction;

/// Bits of the top that name a position's *group*: the shards whose tops
/// agree above the group shift. A layer on disk is read a group at a time.
const GROUP_BITS: u32 = 8;

/// The board as a pass sees it: turned so that the row mirror is the
/// symmetry used, if any.
pub(super) struct Frame {
    /// Maps original holes to the pass's holes.
    turn: Symmetry,
    /// The group the pass reduces by: the identity alone, or with the row
    /// mirror.
    group: Group,
    /// The symmetry of the seeds (turned), when it is larger than `group`:
    /// a stored position stands for one of its orbits only if it is the
    /// smallest image under this group too.
    seeds_symmetry: Option<Group>,
}

impl Frame {
    /// The frame for a pass from `seeds` whose positions must all be fixed
    /// by the reduction (`None`: no reduction).
    pub(super) fn new(board: &Board, seeds: &[Position], fixed: Option<&[Position]>) -> Frame {
        let (turn, group) = Frame::reduction(board, fixed);
        let mut turned: Vec<Position> = seeds.iter().map(|&p| turn.apply(p)).collect();
        turned.sort_unstable();
        let symmetric = Group::full(board).keeping(&turned);
        let seeds_symmetry = (symmetric.order() > group.order()).then_some(symmetric);
        Frame { turn, group, seeds_symmetry }
    }

    /// The turn of the board and the group the pass reduces by.
    fn reduction(board: &Board, fixed: Option<&[Position]>) -> (Symmetry, Group) {
        let identity = Group::generated_by(board, &[]);
        let unreduced = || (identity.members()[0].clone(), identity.clone());
        let Some(fixed) = fixed else { return unreduced() };
        let Some(mirror) = board.row_mirror() else {
            return unreduced();
        };
        // The identity first: a start the row mirror fixes is not turned.
        for turn in board.symmetries() {
            if fixed.iter().all(|&p| mirror.apply(turn.apply(p)) == turn.apply(p)) {
                return (turn.clone(), Group::generated_by(board, &[mirror]));
            }
        }
        unreduced()
    }

    /// Whether a stored position is the one the layer's count up to the
    /// seeds' symmetry counts for its orbit.
    #[inline]
    pub(super) fn is_representative(&self, position: Position) -> bool {
        self.seeds_symmetry.as_ref().is_none_or(|g| g.canonical(position) == position)
    }

    /// The row mirror, when the pass reduces by it: the group's one
    /// member besides the identity, which the inner loops apply directly.
    #[inline]
    pub(super) fn mirror(&self) -> Option<&Symmetry> {
        self.group.members().get(1)
    }

    /// The symmetry that turns the board into the frame.
    pub(super) fn turning(&self) -> &Symmetry {
        &self.turn
    }

    pub(super) fn turn(&self, position: Position) -> Position {
        self.turn.apply(position)
    }

    pub(super) fn turn_hole(&self, hole: Hole) -> Hole {
        self.turn.hole(hole)
    }

    pub(super) fn canonical(&self, position: Position) -> Position {
        self.group.canonical(position)
    }

    #[inline]
    pub(super) fn orbit_size(&self, position: Position) -> u32 {
        match self.mirror() {
            Some(m) if m.apply(position) != position => 2,
            _ => 1,
        }
    }

    pub(super) fn hole_orbit(&self, hole: Hole) -> Vec<Hole> {
        self.group.hole_orbit(hole)
    }

    pub(super) fn mirror_top(&self, top: u64, split: &Split) -> u64 {
        self.mirror().map_or(top, |m| m.apply(Position(top << split.low_bits)).0 >> split.low_bits)
    }

    pub(super) fn canonical_top(&self, top: u64, split: &Split) -> u64 {
        top.min(self.mirror_top(top, split))
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
    /// Every low key's children by moves inside the low rows: `offsets[k]..
    /// offsets[k + 1]` in `children`.
    offsets: Vec<u32>,
    children: Vec<u16>,
    /// Moves touching the top rows.
    pub high: Vec<HighMove>,
    /// Maps from a child's low key to its canonical low key, chosen per
    /// target shard so the inner loop has no branch: the identity (no
    /// reduction, or a top that is not its own mirror image), the mirror
    /// image (children whose top is the target's mirror image), and the
    /// smaller of the two (a top that is its own mirror image).
    pub same_low: Vec<u16>,
    pub mirror_low: Vec<u16>,
    pub canonical_low: Vec<u16>,
    /// The board's jump lines, for counting moves.
    pub lines: JumpLines,
    /// Top bits below the group: `top >> group_shift` is a shard's group.
    pub group_shift: u32,
}

impl Split {
    pub(super) fn new(board: &Board, frame: &Frame, direction: Direction) -> Split {
        // The most whole rows with at most 15 holes, leaving the last row
        // in the top: on small boards a table of every low key's moves
        // would cost more than the pass. (On a triangle of side n, the
        // first r rows hold r (r + 1) / 2 holes.)
        let holes_above = |rows: usize| board.holes().filter(|&h| usize::from(board.coordinates(h).row) < rows).count();
        let rows = board.rows().saturating_sub(1);
        let low_rows = (0..=rows).rev().find(|&r| holes_above(r) <= 15).expect("no holes above row 0");
        let low_bits = holes_above(low_rows) as u32;
        let top_bits = board.hole_count() as u32 - low_bits;
        let low_full = (1u64 << low_bits) - 1;
        // Each move as (its three holes, the pegs among them before it).
        let moves = board.jumps().iter().map(|j| match direction {
            Direction::Down => (j.line_mask(), j.pegs_mask()),
            Direction::Up => (j.line_mask(), j.to.bit()),
        });
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
        let same_low: Vec<u16> = (0..size).map(|k| k as u16).collect();
        let mirror_low: Vec<u16> = match frame.mirror() {
            Some(m) => (0..size as u64).map(|k| m.apply(Position(k)).0 as u16).collect(),
            None => same_low.clone(),
        };
        let canonical_low = same_low.iter().zip(&mirror_low).map(|(&a, &b)| a.min(b)).collect();
        Split {
            low_bits,
            top_bits,
            offsets,
            children,
            high,
            same_low,
            mirror_low,
            canonical_low,
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
