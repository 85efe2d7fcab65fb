//! Tallying: what a pass finds, totalled over every position it meets.
//!
//! Each block is tallied as soon as it is built (its [`BlockTally`]), and
//! its weights are turned into the shares passed along each move. The
//! tallies of a layer's blocks join the running [`Walk`] in block order
//! once the whole layer is built, so float sums do not depend on threads,
//! and a layer abandoned for wider counts leaves no trace.

use std::collections::BTreeMap;

use super::frame::{Frame, Split};
use super::shard::Block;
use super::{Direction, Span};
use crate::board::{Board, Hole};
use crate::position::Position;
use crate::weight::Weight;

/// What one pass finds, totalled over every position it met: the result of
/// a pass in either direction, for one kind of weight.
#[derive(Clone, Debug, PartialEq)]
pub struct Walk<T> {
    /// Distinct positions met, the seeds included, each orbit counted whole.
    pub positions: u64,
    /// The positions met with each number of pegs.
    pub by_pegs: BTreeMap<u32, LayerSize>,
    /// (position, legal move) pairs among them: jumps going down (the
    /// forward pass), inverted jumps going up (the reverse pass).
    pub moves: u64,
    /// Total value of the positions with no move onward, by peg count:
    /// going down, the dead ends (games by pegs left); going up, the
    /// positions nothing jumps into (and the last layer).
    pub terminal: BTreeMap<u32, T>,
    /// By hole. Going down: the value of the one-peg dead ends at that hole
    /// (solutions by finish). Going up: the value at the single-vacancy
    /// position with that hole empty (solutions from that start).
    pub by_hole: Vec<T>,
}

impl<T: Weight> Walk<T> {
    pub(super) fn new(holes: usize) -> Walk<T> {
        Walk {
            positions: 0,
            by_pegs: BTreeMap::new(),
            moves: 0,
            terminal: BTreeMap::new(),
            by_hole: vec![T::default(); holes],
        }
    }
}

/// The positions of one layer of a pass: all of them, and up to the
/// symmetry of what the pass started from (the symmetries of the board that
/// map its seeds, as a set, to themselves: for `count`, those that fix the
/// start).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayerSize {
    /// Every position, each orbit counted whole.
    pub positions: u64,
    /// One position per orbit of the seeds' symmetry group.
    pub up_to_symmetry: u64,
}

/// The tally of one block of a layer.
pub(super) struct BlockTally<W: Weight> {
    positions: u64,
    up_to_symmetry: u64,
    moves: u64,
    terminal: Option<W::Sum>,
    by_hole: Vec<(Hole, W)>,
}

/// Tallies every position of a block of the layer with `pegs` pegs of a
/// pass through `span` on `board`, stored in `frame` and `split`, and turns
/// its weights into the shares passed along each move.
pub(super) fn sweep<W: Weight>(
    block: &mut Block<W>,
    pegs: u32,
    span: Span,
    frame: &Frame,
    split: &Split,
    board: &Board,
) -> BlockTally<W> {
    let last_up = span.direction == Direction::Up && pegs == span.last;
    let low_bits = split.low_bits;
    let mut block_tally = BlockTally { positions: 0, up_to_symmetry: 0, moves: 0, terminal: None, by_hole: Vec::new() };
    let action = &frame.action;
    for (top, lows, weights) in block.shards_mut() {
        let stabilizer = action.top_stabilizer(top);
        for (low, weight) in lows.iter().zip(weights) {
            let position = Position(top << low_bits | u64::from(*low));
            let orbit = action.orbit_size(stabilizer, *low);
            let on_lines = frame.for_lines(position);
            let jumps = on_lines.jump_count(&split.lines);
            let moves = match span.direction {
                Direction::Down => jumps,
                Direction::Up => on_lines.unjump_count(&split.lines),
            };
            let mut share = W::default();
            share.add_share(weight, jumps.max(1)).expect("a share is at most the whole");
            *weight = share;
            block_tally.positions += u64::from(orbit);
            block_tally.up_to_symmetry += u64::from(frame.is_representative(position));
            block_tally.moves += u64::from(orbit) * u64::from(moves);
            if moves == 0 || last_up {
                weight.add_to(block_tally.terminal.get_or_insert_with(W::Sum::default));
                let hole = match span.direction {
                    Direction::Down if pegs == 1 => position.peg_holes().next(),
                    Direction::Up if last_up => board.holes().find(|&h| !position.has_peg(h)),
                    _ => None,
                };
                if let Some(hole) = hole {
                    block_tally.by_hole.push((hole, weight.clone()));
                }
            }
        }
    }
    block_tally
}

/// Adds the tallies of the blocks of the layer with `pegs` pegs to
/// `tally`, in block order, sharing what a hole gets among its orbit in
/// `frame`.
pub(super) fn add_tallies<W: Weight>(
    tally: &mut Walk<W::Total>,
    tallies: Vec<BlockTally<W>>,
    pegs: u32,
    frame: &Frame,
) {
    for block_tally in tallies {
        tally.positions += block_tally.positions;
        if block_tally.positions > 0 {
            let layer = tally.by_pegs.entry(pegs).or_default();
            layer.positions += block_tally.positions;
            layer.up_to_symmetry += block_tally.up_to_symmetry;
        }
        tally.moves += block_tally.moves;
        if let Some(sum) = block_tally.terminal {
            tally.terminal.entry(pegs).or_default().add(&W::sum_total(sum)).expect("totals do not overflow");
        }
        for (hole, weight) in block_tally.by_hole {
            let members = frame.hole_orbit(hole);
            let share = weight.divided_by(members.len() as u32).total();
            for member in members {
                tally.by_hole[member.index()].add(&share).expect("totals do not overflow");
            }
        }
    }
}
