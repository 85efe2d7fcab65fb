//! Cross-checks of the forward pass against independent methods.
//!
//! - reduced (symmetry) vs unreduced passes, every start of T3..T6;
//! - a plain depth-first enumeration of every game, with its own jump rules
//!   derived from (row, column) coordinates, every start of T4 and T5;
//! - exact random-play fractions vs the float pass;
//! - the u128 fast path vs arbitrary precision, and overflow detection.

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};

use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use pegsol::{forward, Board, Carry, ForwardStats, Overflow, Pass, Reduction, Walk, Weight, U96};

fn single_vacancy_starts(board: &Board) -> impl Iterator<Item = pegsol::Position> + '_ {
    board.holes().map(move |h| board.with_empty(&[h]))
}

fn assert_same(a: &ForwardStats, b: &ForwardStats, what: &str) {
    assert_eq!(a.positions, b.positions, "{what}: positions");
    assert_eq!(a.moves, b.moves, "{what}: moves");
    assert_eq!(a.games_by_pegs_left, b.games_by_pegs_left, "{what}: games by pegs left");
    assert_eq!(a.solutions_by_finish, b.solutions_by_finish, "{what}: solutions by finish");
    assert_eq!(a.random_play_exact, b.random_play_exact, "{what}: exact random play");
    for (k, p) in &a.random_play_pegs_left {
        assert!((p - b.random_play_pegs_left[k]).abs() < 1e-12, "{what}: random play {k}");
    }
}

#[test]
fn reduced_equals_unreduced_for_every_start_t3_to_t6() {
    for side in 3..=6 {
        let board = Board::triangle(side).unwrap();
        for start in single_vacancy_starts(&board) {
            let reduced = forward(&board, start, Reduction::Symmetry);
            let plain = forward(&board, start, Reduction::None);
            assert_same(&reduced, &plain, &format!("T{side} {start:?}"));
        }
    }
}

#[test]
fn reduced_equals_unreduced_for_multi_hole_starts() {
    let board = Board::triangle(5).unwrap();
    for list in ["1,2", "1,11,15", "5,8,9", "2,3", "7,10", "1,13"] {
        let (empty, _) = board.parse_holes(list).unwrap();
        let start = board.with_empty(&empty);
        assert_same(&forward(&board, start, Reduction::Symmetry), &forward(&board, start, Reduction::None), list);
    }
}

/// The rules again, from (row, column) coordinates: neighbours in the six
/// directions (0,±1), (±1,0), (±1,±1).
struct PlainRules {
    jumps: Vec<(u64, u64, u64)>,
}

impl PlainRules {
    fn new(side: i32) -> PlainRules {
        let on = |r: i32, c: i32| r >= 0 && r < side && c >= 0 && c <= r;
        let bit = |r: i32, c: i32| 1u64 << (r * (r + 1) / 2 + c);
        let mut jumps = Vec::new();
        for r in 0..side {
            for c in 0..=r {
                for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)] {
                    if on(r + 2 * dr, c + 2 * dc) {
                        jumps.push((bit(r, c), bit(r + dr, c + dc), bit(r + 2 * dr, c + 2 * dc)));
                    }
                }
            }
        }
        PlainRules { jumps }
    }

    fn moves(&self, pegs: u64) -> Vec<u64> {
        self.jumps
            .iter()
            .filter(|&&(from, over, to)| pegs & from != 0 && pegs & over != 0 && pegs & to == 0)
            .map(|&(from, over, to)| pegs ^ from ^ over ^ to)
            .collect()
    }
}

/// Every game, one by one.
#[derive(Default)]
struct Enumeration {
    seen: HashSet<u64>,
    moves: u64,
    games_by_pegs_left: BTreeMap<u32, u64>,
    solutions_by_finish: BTreeMap<u32, u64>,
    random: BTreeMap<u32, f64>,
}

impl Enumeration {
    fn visit(&mut self, rules: &PlainRules, pegs: u64, chance: f64) {
        let next = rules.moves(pegs);
        if self.seen.insert(pegs) {
            self.moves += next.len() as u64;
        }
        if next.is_empty() {
            *self.games_by_pegs_left.entry(pegs.count_ones()).or_default() += 1;
            *self.random.entry(pegs.count_ones()).or_default() += chance;
            if pegs.count_ones() == 1 {
                *self.solutions_by_finish.entry(pegs.trailing_zeros()).or_default() += 1;
            }
        }
        let share = chance / next.len() as f64;
        for child in next {
            self.visit(rules, child, share);
        }
    }
}

#[test]
fn pass_equals_depth_first_enumeration_every_start_t4_t5() {
    for side in [4u8, 5] {
        let board = Board::triangle(side).unwrap();
        let rules = PlainRules::new(i32::from(side));
        for start in single_vacancy_starts(&board) {
            let mut games = Enumeration::default();
            games.visit(&rules, start.0, 1.0);
            let stats = forward(&board, start, Reduction::Symmetry);
            let what = format!("T{side} {start:?}");
            assert_eq!(stats.positions, games.seen.len() as u64, "{what}");
            assert_eq!(stats.moves, games.moves, "{what}");
            let by_pegs: BTreeMap<u32, u64> =
                stats.games_by_pegs_left.iter().map(|(&k, c)| (k, c.to_u64().unwrap())).collect();
            assert_eq!(by_pegs, games.games_by_pegs_left, "{what}");
            let by_finish: BTreeMap<u32, u64> = board
                .holes()
                .filter(|h| !stats.solutions_by_finish[h.index()].is_zero())
                .map(|h| (u32::from(h.0), stats.solutions_by_finish[h.index()].to_u64().unwrap()))
                .collect();
            assert_eq!(by_finish, games.solutions_by_finish, "{what}");
            assert_eq!(stats.max_pegs_left(), *games.games_by_pegs_left.keys().max().unwrap(), "{what}");
            for (k, p) in &games.random {
                assert!((p - stats.random_play_pegs_left[k]).abs() < 1e-12, "{what}: random {k}");
            }
        }
    }
}

#[test]
fn exact_random_play_matches_floats_and_sums_to_one() {
    for side in 3..=5 {
        let board = Board::triangle(side).unwrap();
        for start in single_vacancy_starts(&board) {
            let stats = forward(&board, start, Reduction::Symmetry);
            let exact = stats.random_play_exact.as_ref().expect("exact on small boards");
            assert_eq!(exact.values().sum::<BigRational>(), BigRational::one());
            for (k, fraction) in exact {
                let float = stats.random_play_pegs_left[k];
                assert!((fraction.to_f64().unwrap() - float).abs() < 1e-12, "T{side} {start:?} k={k}");
            }
        }
    }
}

/// A count type that overflows at 2^16, to exercise overflow detection and
/// the switch to a wider type in the middle of a pass (here to the 96-bit
/// count, which the larger boards use). It counts how often a pass widened
/// it.
#[derive(Clone, Default, Debug, PartialEq)]
struct Narrow(u16);

static WIDENED: AtomicUsize = AtomicUsize::new(0);

impl Weight for Narrow {
    type Total = BigUint;
    type Wider = U96;
    type Sum = Carry<Narrow>;
    fn unit() -> Self {
        Narrow(1)
    }
    fn total(&self) -> BigUint {
        BigUint::from(self.0)
    }
    fn widen(&self) -> U96 {
        WIDENED.fetch_add(1, Ordering::Relaxed);
        U96::from(u64::from(self.0))
    }
    fn add_share(&mut self, parent: &Self, _degree: u32) -> Result<(), Overflow> {
        self.0 = self.0.checked_add(parent.0).ok_or(Overflow)?;
        Ok(())
    }
    fn add_to(&self, sum: &mut Carry<Narrow>) {
        sum.add(self);
    }
    fn sum_total(sum: Carry<Narrow>) -> BigUint {
        sum.total()
    }
    fn divided_by(&self, divisor: u32) -> Self {
        Narrow(self.0 / divisor as u16)
    }
}

#[test]
fn narrow_counts_widen_instead_of_wrapping() {
    let mut near = Narrow(u16::MAX);
    assert_eq!(near.add(&Narrow(1)), Err(Overflow), "a narrow sum refuses to wrap");
    for (side, hole) in [(6, "1"), (6, "4"), (6, "5")] {
        let board = Board::triangle(side).unwrap();
        let start = board.with_empty(&[board.parse_hole(hole).unwrap()]);
        for reduction in [Reduction::Symmetry, Reduction::None] {
            let before = WIDENED.load(Ordering::Relaxed);
            // Late positions of T6 are reached along more than 2^16 paths
            // (totals alone would not do: they carry into BigUint): the
            // pass must widen its counts part way, and agree with BigUint.
            let narrow = Pass::on(&board).reduction(reduction).walk::<Narrow>(start).unwrap();
            assert!(WIDENED.load(Ordering::Relaxed) > before, "T{side} {hole}: the pass widened");
            let big = Pass::on(&board).reduction(reduction).walk::<BigUint>(start).unwrap();
            same_walk(&narrow, &big, &format!("T{side} hole {hole} narrow"));
        }
    }
}

fn same_walk(a: &Walk<BigUint>, b: &Walk<BigUint>, what: &str) {
    assert_eq!((a.positions, a.moves), (b.positions, b.moves), "{what}");
    assert_eq!(a.terminal, b.terminal, "{what}");
    assert_eq!(a.by_hole, b.by_hole, "{what}");
}

#[test]
fn machine_integers_agree_with_arbitrary_precision_on_t6() {
    let t6 = Board::triangle(6).unwrap();
    for hole in ["1", "2", "4", "5", "8"] {
        let start = t6.with_empty(&[t6.parse_hole(hole).unwrap()]);
        let big = Pass::on(&t6).walk::<BigUint>(start).unwrap();
        same_walk(&Pass::on(&t6).walk::<u64>(start).unwrap(), &big, &format!("T6 {hole} u64"));
        same_walk(&Pass::on(&t6).walk::<u128>(start).unwrap(), &big, &format!("T6 {hole} u128"));
    }
}
