//! The reverse pass against the forward pass: every start of T3..T6 must get
//! the same solutions by finishing hole, the same games by pegs left and
//! the same random-play chance of winning; and the reverse pass reduced by
//! symmetry must equal the unreduced one.

use std::collections::BTreeMap;

use num_bigint::BigUint;
use pegsol::{forward, games_by_start, solutions_to, table, Board, Group, Pass, Position, Reduction, Walk};

/// Compares the reverse passes with forward passes from `starts`.
fn check(board: &Board, starts: &[pegsol::Hole]) {
    let finishes: Vec<_> = board.holes().map(|f| solutions_to(board, f, &mut |_| {})).collect();
    let games = games_by_start(board, &mut |_| {});
    for &start in starts {
        let what = format!("{} start {}", board.name(), start.index() + 1);
        let stats = forward(board, board.with_empty(&[start]), Reduction::Symmetry);
        let by_finish: Vec<BigUint> = finishes.iter().map(|f| f.solutions[start.index()].clone()).collect();
        assert_eq!(by_finish, stats.solutions_by_finish, "{what}: solutions by finish");
        assert_eq!(games.games_by_pegs_left[start.index()], stats.games_by_pegs_left, "{what}: games by pegs left");
        let complements = &finishes[start.index()].games_from_finish;
        assert_eq!(*complements, stats.games_by_pegs_left, "{what}: games read from the pass finishing there");
        let reverse_win: f64 = finishes.iter().map(|f| f.chance[start.index()]).sum();
        let forward_win = stats.random_play_pegs_left.get(&1).copied().unwrap_or(0.0);
        assert!((reverse_win - forward_win).abs() < 1e-12, "{what}: random play {reverse_win} vs {forward_win}");
    }
}

#[test]
fn reverse_equals_forward_for_every_start_t3_to_t5() {
    for side in 3..=5 {
        let board = Board::triangle(side).unwrap();
        let starts: Vec<_> = board.holes().collect();
        check(&board, &starts);
    }
}

/// T6 through the table (one reverse pass per class of finishing holes,
/// the rest by symmetry, games read through complements) and through the
/// reverse pass from every dead end, against forward passes from one start
/// per class, which keeps the test to a few seconds; the other starts of a
/// class follow by symmetry (tests/it/table.rs checks the table is invariant).
#[test]
fn table_equals_forward_for_one_start_per_class_t6() {
    let board = Board::triangle(6).unwrap();
    let table = table(&board, &mut |_| {});
    assert_eq!(table.games_method, pegsol::GamesMethod::Complements);
    let dead_ends = games_by_start(&board, &mut |_| {});
    assert_eq!(table.classes.len(), 5);
    for class in &table.classes {
        let start = class[0];
        let stats = forward(&board, board.with_empty(&[start]), Reduction::Symmetry);
        assert_eq!(table.solutions[start.index()], stats.solutions_by_finish, "T6 start {start:?}");
        assert_eq!(table.games_by_pegs_left[start.index()], stats.games_by_pegs_left, "T6 start {start:?}");
        assert_eq!(dead_ends.games_by_pegs_left[start.index()], stats.games_by_pegs_left, "T6 start {start:?}");
        let forward_win = stats.random_play_pegs_left.get(&1).copied().unwrap_or(0.0);
        assert!(
            (table.random_play_win.as_ref().unwrap()[start.index()] - forward_win).abs() < 1e-12,
            "T6 start {start:?}"
        );
    }
}

/// The reverse pass from every one-peg position with no symmetry reduction,
/// counted per start, must equal the reduced passes.
#[test]
fn reduced_reverse_equals_unreduced_t5() {
    let board = Board::triangle(5).unwrap();
    for finish in board.holes() {
        let seed = Position::single(finish);
        let plain: Walk<BigUint> =
            Pass::on(&board).reduction(Reduction::None).reverse::<u64>(vec![vec![], vec![seed]], vec![]).unwrap();
        let reduced = solutions_to(&board, finish, &mut |_| {});
        let plain = plain.by_hole;
        assert_eq!(plain, reduced.solutions, "finish {}", finish.index() + 1);
        assert_eq!(plain.len(), 15);
    }
}

/// The reverse pass from the one-peg position at `f` meets exactly the
/// complements (T2..T6) of the positions the forward pass from "every hole but `f`"
/// reaches (an unjump is a jump on the complementary board), so the position
/// counts agree; the forward counts are seed 000's (S10) for the corner.
#[test]
fn reverse_pass_meets_the_complements_of_the_forward_positions() {
    for side in 2..=6 {
        let board = Board::triangle(side).unwrap();
        for class in Group::full(&board).hole_orbits() {
            let f = class[0];
            let reverse = solutions_to(&board, f, &mut |_| {});
            let forward = forward(&board, board.with_empty(&[f]), Reduction::Symmetry);
            // The reverse pass stops at the single-vacancy layer; the forward
            // pass counts its start there, so the two totals match.
            assert_eq!(reverse.positions, forward.positions, "T{side} hole {}", f.index() + 1);
            // Its positions with no way back are the complements of the
            // forward pass's dead ends, so it counts the same games.
            assert_eq!(reverse.games_from_finish, forward.games_by_pegs_left, "T{side} hole {}", f.index() + 1);
        }
    }
}

/// Machine integers and arbitrary precision agree (the u64 fast path is not
/// the only one exercised), and so does the pass with no reduction.
#[test]
fn fast_path_equals_arbitrary_precision_t5_games() {
    let board = Board::triangle(5).unwrap();
    let games = games_by_start(&board, &mut |_| {});
    // Recount the games with BigUint weights, seeding every dead end.
    let mut dead = vec![Vec::new(); board.hole_count() + 1];
    for bits in 0..=board.full().0 {
        let p = Position(bits);
        if p.legal_jumps(&board).next().is_none() {
            dead[p.pegs() as usize].push(p);
        }
    }
    let big: Walk<pegsol::PegsLeft<BigUint>> =
        Pass::on(&board).reduction(Reduction::None).reverse::<pegsol::PegsLeft<BigUint>>(dead, vec![]).unwrap();
    for start in board.holes() {
        let from_big: BTreeMap<u32, BigUint> = big.by_hole[start.index()]
            .0
            .iter()
            .enumerate()
            .filter(|(_, c)| c.bits() != 0)
            .map(|(k, c)| (k as u32, c.clone()))
            .collect();
        assert_eq!(from_big, games.games_by_pegs_left[start.index()]);
    }
}
