//! The plan a pass prints before it runs (`pegsol count --plan`,
//! [`pegsol::Pass::forecast`]): its per-layer bounds hold for every layer of
//! every pass from every start of T3–T7 and of small boards of both
//! lattices, reduced or not, and the class counts behind them (Bell's four
//! classes on triangles, de Bruijn's sixteen on the square lattice) agree
//! with brute force over every position.

use pegsol::classes::{positions_in_class, symmetric_in_class, PositionClass};
use pegsol::{Board, Pass, Position, RandomPlay, Reduction};

#[test]
fn class_counts_agree_with_every_position_counted_one_by_one() {
    for board in small_boards() {
        let side = board.name();
        let holes = board.hole_count();
        for (m, mirror) in board.symmetries().iter().enumerate() {
            let involution = board.holes().all(|h| mirror.hole(mirror.hole(h)) == h);
            for pegs in 0..=holes as u32 {
                for class in 0..16 {
                    let class = PositionClass(class);
                    let (mut all, mut symmetric) = (0u128, 0u128);
                    for bits in 0..1u64 << holes {
                        let position = Position(bits);
                        if position.pegs() == pegs && PositionClass::of(&board, position) == class {
                            all += 1;
                            symmetric += u128::from(mirror.apply(position) == position);
                        }
                    }
                    assert_eq!(positions_in_class(&board, class, pegs), all, "{side}, {pegs} pegs");
                    if involution {
                        assert_eq!(symmetric_in_class(&board, class, pegs, mirror), symmetric, "{side}, symmetry {m}");
                    }
                }
            }
        }
    }
}

/// T3–T5, and squares of 3 × 3 and 4 × 4 holes.
fn small_boards() -> Vec<Board> {
    let square = |n: usize| {
        let drawing = format!("lattice square\n{}", format!("{}\n", "o".repeat(n)).repeat(n));
        Board::from_drawing(&format!("{n}x{n}.board"), &drawing).unwrap()
    };
    let triangles = [3, 4, 5].map(|side| Board::triangle(side).unwrap());
    triangles.into_iter().chain([square(3), square(4)]).collect()
}

#[test]
fn no_layer_of_any_pass_exceeds_its_bound() {
    let triangles = [3, 4, 5, 6, 7].map(|side| (side, Board::triangle(side).unwrap()));
    let hexagon = (0, "hexagon3".parse::<Board>().unwrap());
    let squares = small_boards().into_iter().skip(3).map(|board| (0, board));
    for (side, board) in triangles.into_iter().chain([hexagon]).chain(squares) {
        let side = if side == 0 { board.name() } else { format!("T{side}") };
        for hole in board.holes() {
            if side == "T7" && hole.index() > 1 {
                // T7: from 1 (a mirror fixes it) and 2 (none does).
                continue;
            }
            let start = board.with_empty(&[hole]);
            for reduction in [Reduction::Symmetry, Reduction::None] {
                let plan = Pass::on(&board).reduction(reduction).random_play(RandomPlay::Skipped).forecast(start);
                let mut met = Vec::new();
                let mut progress = |done: pegsol::LayerDone| met.push(done.positions as u64);
                Pass::on(&board).reduction(reduction).progress(&mut progress).walk::<u64>(start).unwrap();
                assert!(met.len() <= plan.layers.len(), "{side} {met:?} {:?}", plan.layers);
                for (i, (&positions, &(pegs, bound))) in met.iter().zip(&plan.layers).enumerate() {
                    assert_eq!(pegs, start.pegs() - i as u32);
                    assert!(
                        positions <= bound,
                        "{side} from {} {reduction:?}: {pegs} pegs, {positions} > {bound}",
                        hole.index() + 1
                    );
                }
                assert!(plan.largest_pair() >= met.windows(2).map(|w| w[0] + w[1]).max().unwrap_or(0));
            }
        }
    }
}
