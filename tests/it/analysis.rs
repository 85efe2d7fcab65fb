//! The analysis of positions (`pegsol::analysis`) against a depth-first
//! count with a memo of its own: every solution from a position, by the
//! hole it ends in, found by playing every jump (no layers, no symmetry).
//! Positions are taken along games on T5, T6 and the English board.

use crate::support::Random;
use std::collections::HashMap;

use num_bigint::BigUint;
use num_traits::Zero;
use pegsol::analysis::Analyzer;
use pegsol::{Board, Hole, Pass, Position, RandomPlay};

/// Solutions by finish from `pegs`, over the jump lines `(from, over, to)`
/// as bits, memoised by position.
fn depth_first(
    lines: &[(u64, u64, u64)],
    holes: usize,
    pegs: u64,
    memo: &mut HashMap<u64, Vec<BigUint>>,
) -> Vec<BigUint> {
    if let Some(counts) = memo.get(&pegs) {
        return counts.clone();
    }
    let mut counts = vec![BigUint::zero(); holes];
    if pegs.count_ones() == 1 {
        counts[pegs.trailing_zeros() as usize] = BigUint::from(1u8);
    } else {
        for &(from, over, to) in lines {
            if pegs & from != 0 && pegs & over != 0 && pegs & to == 0 {
                let after = depth_first(lines, holes, pegs ^ from ^ over ^ to, memo);
                for (c, a) in counts.iter_mut().zip(after) {
                    *c += a;
                }
            }
        }
    }
    memo.insert(pegs, counts.clone());
    counts
}

/// Plays `jumps` jumps of a game from `start` (each time the legal jump
/// whose index is the move number modulo the number of legal jumps) and
/// checks the analysis of every position met against the depth-first count.
fn check_along_a_game(board: &Board, start: Position, jumps: usize) -> usize {
    let lines: Vec<(u64, u64, u64)> = board.jumps().iter().map(|j| (j.from.bit(), j.over.bit(), j.to.bit())).collect();
    let mut memo = HashMap::new();
    let analyzer = Analyzer::new();
    let mut position = start;
    let mut checked = 0;
    for step in 0..=jumps {
        let analysis = analyzer.analyze(board, position).unwrap();
        let expected = depth_first(&lines, board.hole_count(), position.0, &mut memo);
        assert_eq!(analysis.solutions, expected, "{} after {step} jumps", board.name());
        let legal: Vec<_> = position.legal_jumps(board).collect();
        assert_eq!(analysis.jumps.iter().map(|j| j.jump).collect::<Vec<_>>(), legal);
        for jump in &analysis.jumps {
            let after = depth_first(&lines, board.hole_count(), position.jump(jump.jump).0, &mut memo);
            assert_eq!(jump.solutions, after, "{} after {step} jumps, then {:?}", board.name(), jump.jump);
        }
        checked += 1;
        if legal.is_empty() {
            break;
        }
        position = position.jump(legal[step % legal.len()]);
    }
    checked
}

#[test]
fn t5_positions_match_a_depth_first_count() {
    let t5 = Board::triangle(5).unwrap();
    for start in ["A", "B", "D", "E", "M"] {
        let start = t5.with_empty(&[t5.parse_hole(start).unwrap()]);
        assert!(check_along_a_game(&t5, start, 13) > 5);
    }
}

#[test]
fn t6_positions_match_a_depth_first_count() {
    let t6 = Board::triangle(6).unwrap();
    for start in ["1", "4", "5"] {
        let start = t6.with_empty(&[t6.parse_hole(start).unwrap()]);
        assert!(check_along_a_game(&t6, start, 19) > 5);
    }
}

#[test]
fn english_positions_match_a_depth_first_count() {
    let english: Board = "english".parse().unwrap();
    // The centre start after twelve jumps: 20 pegs, few enough for the
    // depth-first count, which then goes on to the end of the game.
    let mut position = english.with_empty(&[english.parse_hole("d4").unwrap()]);
    for step in 0..12 {
        let legal: Vec<_> = position.legal_jumps(&english).collect();
        position = position.jump(legal[step % legal.len()]);
    }
    assert!(check_along_a_game(&english, position, 19) > 5);
}

#[test]
fn the_opening_of_t5_from_a_is_the_published_count() {
    // Seed 003: 29,760 solutions from A; 16,128 end at M.
    let t5 = Board::triangle(5).unwrap();
    let analysis = Analyzer::new().analyze(&t5, t5.with_empty(&[t5.parse_hole("A").unwrap()])).unwrap();
    assert_eq!(analysis.total().to_string(), "29760");
    assert_eq!(analysis.solutions[t5.parse_hole("M").unwrap().index()].to_string(), "16128");
}

/// `Analyzer::solution` against the depth-first count: from positions along
/// a T5 game and for every finish, a solution exactly when the depth-first
/// count is not zero, and then one whose every jump is legal and which
/// ends with one peg in that finish (or anywhere, without a finish).
#[test]
fn a_solution_is_given_exactly_where_one_is_left() {
    let t5 = Board::triangle(5).unwrap();
    let lines: Vec<(u64, u64, u64)> = t5.jumps().iter().map(|j| (j.from.bit(), j.over.bit(), j.to.bit())).collect();
    let analyzer = Analyzer::new();
    let mut memo = HashMap::new();
    let mut position = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
    let mut checked = 0;
    loop {
        let counts = depth_first(&lines, t5.hole_count(), position.0, &mut memo);
        let finishes = t5.holes().map(Some).chain([None]);
        for finish in finishes {
            let left = match finish {
                Some(f) => !counts[f.index()].is_zero(),
                None => counts.iter().any(|c| !c.is_zero()),
            };
            let solution = analyzer.solution(&t5, position, finish).unwrap();
            assert_eq!(solution.is_some(), left, "{finish:?} from {position:?}");
            let Some(solution) = solution else { continue };
            let mut at = position;
            for &jump in &solution {
                assert!(at.can_jump(jump), "{jump:?} in {solution:?}");
                at = at.jump(jump);
            }
            assert_eq!(at.pegs(), 1);
            if let Some(f) = finish {
                assert!(at.has_peg(f), "{solution:?} ends elsewhere than {f:?}");
            }
            checked += 1;
        }
        // On along a game that loses in the end (the last legal jump each
        // time), so that positions without solutions are met too.
        let Some(jump) = position.legal_jumps(&t5).last() else { break };
        position = position.jump(jump);
    }
    assert!(checked > 4 && memo.values().any(|c| c.iter().all(Zero::is_zero)));
}

/// The solutions by finish from `position` by the engine's forward pass
/// from it (no finish tables).
fn by_pass(board: &Board, position: Position) -> Vec<BigUint> {
    Pass::on(board).random_play(RandomPlay::Skipped).walk::<u64>(position).unwrap().by_hole
}

/// Random game positions on T5 and T6 (starts of one to three empty holes,
/// random jumps): every count the finish tables give, the position's and
/// each jump's, equals the engine's pass from that position.
#[test]
fn looked_up_counts_equal_a_pass_from_random_positions() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    for side in [5, 6] {
        let board = Board::triangle(side).unwrap();
        let analyzer = Analyzer::new();
        let tables = analyzer.prepare(&board).unwrap();
        for _ in 0..12 {
            let empty: Vec<Hole> =
                (0..1 + random.below(3)).map(|_| Hole(random.below(board.hole_count()) as u8)).collect();
            let mut position = board.with_empty(&empty);
            for _ in 0..random.below(board.hole_count()) {
                let legal: Vec<_> = position.legal_jumps(&board).collect();
                if legal.is_empty() {
                    break;
                }
                position = position.jump(legal[random.below(legal.len())]);
            }
            assert!(tables.holds(position), "T{side}: every layer fits, so every position is looked up");
            let analysis = analyzer.analyze(&board, position).unwrap();
            if !analysis.jumps.is_empty() {
                assert_eq!(analysis.solutions, by_pass(&board, position), "T{side} {position:?}");
            }
            for jump in &analysis.jumps {
                assert_eq!(jump.solutions, by_pass(&board, position.jump(jump.jump)), "T{side} {position:?} {jump:?}");
            }
        }
    }
}

/// With tables too small for the early layers (64 KiB on T6), positions
/// with many pegs are looked up and those with few counted by passes; both
/// kinds, met along games, equal an analyzer without tables.
#[test]
fn looked_up_and_counted_positions_agree_on_either_side_of_the_tables() {
    let t6 = Board::triangle(6).unwrap();
    let small = Analyzer::new().table_bytes(64 << 10);
    let tables = small.prepare(&t6).unwrap();
    let covers = tables.covers().unwrap();
    assert!(covers > 1 && covers < 19, "covers {covers}");
    let passes = Analyzer::new().table_bytes(0);
    assert!(passes.prepare(&t6).is_none());
    let (mut held, mut counted) = (0, 0);
    for start in ["1", "4", "5"] {
        let mut position = t6.with_empty(&[t6.parse_hole(start).unwrap()]);
        for step in 0.. {
            if tables.holds(position) {
                held += 1;
            } else {
                counted += 1;
            }
            let analysis = small.analyze(&t6, position).unwrap();
            assert_eq!(analysis, passes.analyze(&t6, position).unwrap(), "from {start} after {step} jumps");
            let Some(jump) = analysis.jumps.iter().find(|j| !j.total().is_zero()).or(analysis.jumps.first()) else {
                break;
            };
            position = position.jump(jump.jump);
        }
    }
    assert!(held > 3 && counted > 3, "{held} looked up, {counted} counted");
}

/// T7 from 2 along the five jumps of the README and two more (the jump
/// with the most solutions each time), then two positions (20 and 19
/// pegs) whose every jump, looked up in the default tables, equals the
/// engine's pass from the position after it.
#[test]
fn t7_positions_looked_up_equal_a_pass() {
    let t7 = Board::triangle(7).unwrap();
    let analyzer = Analyzer::new();
    let tables = analyzer.prepare(&t7).unwrap();
    let (opening, _) = pegsol::notation::parse_jumps(&t7, "7-4-2,6-5-4,9-8-7,18-13-9,14-9-5").unwrap();
    let mut position = t7.with_empty(&[t7.parse_hole("2").unwrap()]);
    for jump in opening {
        position = position.jump(jump);
    }
    for step in 0..4 {
        let analysis = analyzer.analyze(&t7, position).unwrap();
        for jump in analysis.jumps.iter().filter(|_| step >= 2) {
            let after = position.jump(jump.jump);
            assert!(tables.holds(after), "{} pegs", after.pegs());
            assert_eq!(jump.solutions, by_pass(&t7, after), "{after:?}");
        }
        let best = analysis.jumps.iter().max_by_key(|j| j.total()).unwrap();
        position = position.jump(best.jump);
    }
}

/// The English board's finish tables. From d4 (32 pegs, looked up in the
/// tables of d4's and d1's classes, the only two it needs) the solutions
/// ending at d4 are the published 40,861,647,040,079,968 (E2: Durango
/// Bill, "Peg33"; G. I. Bell, arXiv:0903.3696). From c3 they exceed a
/// `u64` (kept in `u128`s) and equal the committed forward report's, by
/// finish. Along a game from d4, positions of 21 to 26 pegs, looked up,
/// equal the engine's pass from each of them (those of 22 pegs or more are
/// looked up in the default tables).
#[test]
fn english_positions_looked_up_equal_published_and_counted_figures() {
    let english: Board = "english".parse().unwrap();
    let hole = |name: &str| english.parse_hole(name).unwrap();
    let analyzer = Analyzer::new();
    let d4 = english.with_empty(&[hole("d4")]);
    let solutions = analyzer.solutions(&english, d4).unwrap();
    let tables = analyzer.tables(&english).unwrap();
    assert!(tables.holds(d4));
    assert_eq!(tables.built_classes(), (2, 7), "d4 needs the classes of d4 and d1 only");
    assert_eq!(solutions[hole("d4").index()].to_string(), "40861647040079968");

    let c3 = english.with_empty(&[hole("c3")]);
    let solutions = analyzer.solutions(&english, c3).unwrap();
    assert!(tables.holds(c3));
    let path = crate::support::root().join("results/reports/english/english-from-c3.json");
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let by_finish = report["solutions_by_finish"].as_object().unwrap();
    for f in english.holes() {
        let name = english.hole_name(f, english.default_naming());
        let expected = by_finish.get(&name).map_or("0", |v| v.as_str().unwrap());
        assert_eq!(solutions[f.index()].to_string(), expected, "c3 to {name}");
    }
    assert!(solutions.iter().any(|s| s > &BigUint::from(u64::MAX)), "a count past u64");

    let mut position = d4;
    let mut checked = 0;
    while position.pegs() > 20 {
        let analysis = analyzer.analyze(&english, position).unwrap();
        let best = analysis.jumps.iter().max_by_key(|j| j.total()).unwrap();
        position = position.jump(best.jump);
        if position.pegs() <= 26 {
            assert!(tables.holds(position) || position.pegs() < 22, "{} pegs", position.pegs());
            assert_eq!(best.solutions, by_pass(&english, position), "{position:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 7);
}
