//! The verifier's own search for the fewest moves, written for the verifier
//! alone: it shares nothing with the engine's searches.
//!
//! A move is one or more consecutive jumps by the same peg, so a jump costs
//! a move unless it starts in the hole where the jump before it landed.
//! What a position costs therefore depends on the path that reached it only
//! through the hole of its last landing, and of those only the cheapest
//! matter: a path that reached a position in one move more than the fewest
//! can do no better afterwards than a cheapest one, whose next jump costs
//! at most one move (whichever peg it moves). So per position the search
//! keeps the fewest moves `m` that reach it and the set of holes where a
//! path of `m` moves can have landed last, and walks the positions layer by
//! layer (every jump removes one peg): an exact minimum for every position,
//! and so for every one-peg finish at once.
//!
//! Positions are 32-bit here, so the search takes boards of at most 32
//! holes; the verifier runs it up to T7 (28 holes), at most one search per
//! start up to the board's symmetries ([`Searches`]).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::{Board, Pegs};

/// The most holes the search takes: a position is a `u32`.
const SEARCH_HOLES: usize = 32;

/// The searches run so far, kept for the files that follow: the 27 files of
/// T7's atlas start from three holes up to symmetry, so they need three.
#[derive(Default)]
pub struct Searches {
    /// The fewest moves from each start searched to each hole.
    done: HashMap<Searched, Vec<Option<u32>>>,
}

/// A search's key: the board's holes and jump lines, and a start up to symmetry.
type Searched = (usize, Vec<[usize; 3]>, Pegs);

impl Searches {
    /// The fewest moves from `start` to one peg at `finish`, or `None` if no
    /// solution ends there. The board has at most 32 holes.
    pub fn pair(&mut self, board: &Board, start: Pegs, finish: usize) -> Option<u32> {
        // The search from the smallest image of the start; the finish moves with it.
        let maps = board.symmetries();
        let (map, least) = maps.iter().map(|map| (map, image(map, start))).min_by_key(|&(_, pegs)| pegs)?;
        self.from(board, least)[map[finish]]
    }

    /// The fewest moves of any problem of the board from one vacancy to one
    /// peg, or `None` if none is solvable: a search from each start hole,
    /// up to symmetry, that the position classes allow to end with one peg.
    /// The board has at most 32 holes.
    pub fn board(&mut self, board: &Board) -> Option<u32> {
        let maps = board.symmetries();
        let holes = board.holes();
        (0..holes)
            .filter(|&s| maps.iter().all(|map| map[s] >= s))
            .filter(|&s| (0..holes).any(|f| board.feasible(s, f)))
            .filter_map(|s| self.from(board, board.start(s)).iter().flatten().min().copied())
            .min()
    }

    fn from(&mut self, board: &Board, start: Pegs) -> &[Option<u32>] {
        let key = (board.holes(), board.lines().to_vec(), start);
        self.done.entry(key).or_insert_with(|| fewest_moves(board, start))
    }
}

/// A position under a symmetry given as the image of every hole.
fn image(map: &[usize], pegs: Pegs) -> Pegs {
    map.iter().enumerate().filter(|&(hole, _)| (pegs >> hole) & 1 == 1).fold(0, |image, (_, &to)| image | 1 << to)
}

/// The fewest moves from `start` to one peg in each hole (`None` where no
/// solution ends), by hole. The board has at most [`SEARCH_HOLES`] holes.
fn fewest_moves(board: &Board, start: Pegs) -> Vec<Option<u32>> {
    assert!(board.holes() <= SEARCH_HOLES, "the search takes boards of at most {SEARCH_HOLES} holes");
    // Each line as (its three holes, the hole jumped from, the hole landed in).
    let lines: Vec<(u32, u32, u32)> =
        board.lines().iter().map(|&[from, over, to]| (1 << from | 1 << over | 1 << to, 1 << from, 1 << to)).collect();
    let mut fewest = vec![None; board.holes()];
    // Position -> (fewest moves << 32) | the holes a path of that many
    // moves can have landed in last (none at the start: the first jump
    // costs a move).
    let mut layer: Layer = Layer::default();
    layer.insert(start as u32, 0);
    while !layer.is_empty() {
        let mut next = Layer::default();
        for (&pegs, &best) in &layer {
            let (moves, landed) = ((best >> 32) as u32, best as u32);
            if pegs.count_ones() == 1 {
                fewest[pegs.trailing_zeros() as usize] = Some(moves);
                continue;
            }
            for &(line, from, to) in &lines {
                if pegs & line != line ^ to {
                    continue;
                }
                let cost = moves + u32::from(landed & from == 0);
                let child = next.entry(pegs ^ line).or_insert(u64::MAX);
                match cost.cmp(&((*child >> 32) as u32)) {
                    std::cmp::Ordering::Less => *child = u64::from(cost) << 32 | u64::from(to),
                    std::cmp::Ordering::Equal => *child |= u64::from(to),
                    std::cmp::Ordering::Greater => {}
                }
            }
        }
        layer = next;
    }
    fewest
}

/// One layer of positions: a hash map with a multiplicative hash, several
/// times faster than the default SipHash on the millions of positions of T7.
type Layer = HashMap<u32, u64, BuildHasherDefault<Multiply>>;

/// A multiply-and-fold hash of one `u32` key.
#[derive(Default)]
struct Multiply(u64);

impl Hasher for Multiply {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u32(u32::from(byte));
        }
    }

    fn write_u32(&mut self, key: u32) {
        let product = (self.0 ^ u64::from(key)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = product ^ (product >> 29);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a127500_on_t4_to_t6_by_the_verifiers_own_search() {
        // OEIS A127500 (G. Bell; published figure P8): the fewest moves of
        // any one-vacancy to one-peg problem on T4, T5, T6 are 5, 9, 9.
        for (side, fewest) in [(4, 5), (5, 9), (6, 9)] {
            let board = Board::triangle(side).unwrap();
            assert_eq!(Searches::default().board(&board), Some(fewest), "T{side}");
        }
    }

    #[test]
    fn finishes_the_classes_rule_out_are_never_reached() {
        // Seed 003 (S4): on T5 from E the only finish is M.
        let t5 = Board::triangle(5).unwrap();
        let from_e = fewest_moves(&t5, t5.start(4));
        let reached: Vec<usize> = (0..15).filter(|&f| from_e[f].is_some()).collect();
        assert_eq!(reached, [12]);
        // Every finish reached is one the position classes allow.
        for start in 0..15 {
            let fewest = fewest_moves(&t5, t5.start(start));
            assert!((0..15).all(|f| fewest[f].is_none() || t5.feasible(start, f)));
        }
    }

    #[test]
    fn a_pair_is_searched_from_the_smallest_image_of_its_start() {
        // From each image of A (the corners) to each finish, as a search
        // from that corner itself finds.
        let t5 = Board::triangle(5).unwrap();
        let mut searches = Searches::default();
        for map in t5.symmetries() {
            for f in 0..15 {
                let direct = fewest_moves(&t5, t5.start(map[0]))[map[f]];
                assert_eq!(searches.pair(&t5, t5.start(map[0]), map[f]), direct);
            }
        }
        // One search: every corner is an image of A.
        assert_eq!(searches.done.len(), 1);
    }
}
