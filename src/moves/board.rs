//! The fewest moves over a board's one-vacancy -> one-peg problems, as
//! `pegsol fewest` reports them: every start forward and every finish
//! backward in one search under the board's whole symmetry group, within
//! move limits raised one at a time from the merit's bound.
//!
//! ```
//! use pegsol::{moves, Board};
//!
//! // OEIS A127500: T5's fewest is 9 moves.
//! let t5 = Board::triangle(5).unwrap();
//! let found = moves::on_board(&t5, &mut |_| {});
//! assert_eq!(found.moves, Some(9));
//! assert!(found.problems.iter().all(|p| pegsol::notation::move_count(&p.jumps) == 9));
//! ```

use super::meet::{End, Ends, LevelDone, Limit, Meeting, Reach};
use super::merit::Merit;
use super::mover::Heading;
use crate::board::{Board, Hole, Jump};
use crate::classes;
use crate::position::Position;
use crate::symmetry::Group;

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
    pub uncounted: Option<Heading>,
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
            Reach { limit: Some(Limit { merit: &merit, most: limit, ends }), ..Reach::holding(most_held) },
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
        forward_levels: meeting.levels(Heading::Forward),
        backward_levels: meeting.levels(Heading::Backward),
        uncounted: meeting.uncounted(),
    }
}

/// The holes of a set, in index order.
fn holes_of(set: u64) -> impl Iterator<Item = Hole> {
    Position(set).peg_holes()
}
