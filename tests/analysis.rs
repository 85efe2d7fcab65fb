//! The analysis of positions (`pegsol::analysis`) against a depth-first
//! count with a memo of its own: every solution from a position, by the
//! hole it ends in, found by playing every jump (no layers, no symmetry).
//! Positions are taken along games on T5, T6 and the English board.

use std::collections::HashMap;

use num_bigint::BigUint;
use num_traits::Zero;
use pegsol::analysis::Analyzer;
use pegsol::{Board, Position};

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
