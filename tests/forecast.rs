//! The plan a pass prints before it runs (`pegsol count --plan`,
//! [`pegsol::Pass::forecast`]): its per-layer bounds hold for every layer of
//! every pass from every start of T3–T7, reduced or not, and the class
//! counts behind them agree with brute force over every position.

use pegsol::classes::{positions_in_class, symmetric_in_class, PositionClass};
use pegsol::{Board, Pass, Position, RandomPlay, Reduction};

#[test]
fn class_counts_agree_with_every_position_counted_one_by_one() {
    for side in [3, 4, 5] {
        let board = Board::triangle(side).unwrap();
        let holes = board.hole_count();
        for (m, mirror) in board.symmetries().iter().enumerate() {
            let involution = board.holes().all(|h| mirror.hole(mirror.hole(h)) == h);
            for pegs in 0..=holes as u32 {
                for class in 0..4 {
                    let class = PositionClass(class);
                    let (mut all, mut symmetric) = (0u128, 0u128);
                    for bits in 0..1u64 << holes {
                        let position = Position(bits);
                        if position.pegs() == pegs && PositionClass::of(&board, position) == class {
                            all += 1;
                            symmetric += u128::from(mirror.apply(position) == position);
                        }
                    }
                    assert_eq!(positions_in_class(&board, class, pegs), all, "T{side}, {pegs} pegs");
                    if involution {
                        assert_eq!(symmetric_in_class(&board, class, pegs, mirror), symmetric, "T{side}, symmetry {m}");
                    }
                }
            }
        }
    }
}

#[test]
fn no_layer_of_any_pass_exceeds_its_bound() {
    for side in [3, 4, 5, 6, 7] {
        let board = Board::triangle(side).unwrap();
        for hole in board.holes() {
            if side == 7 && hole.index() > 1 {
                continue; // T7: from 1 (a mirror fixes it) and 2 (none does)
            }
            let start = board.with_empty(&[hole]);
            for reduction in [Reduction::Symmetry, Reduction::None] {
                let plan = Pass::on(&board).reduction(reduction).random_play(RandomPlay::Skipped).forecast(start);
                let mut met = Vec::new();
                let mut progress = |done: pegsol::LayerDone| met.push(done.positions as u64);
                Pass::on(&board).reduction(reduction).progress(&mut progress).walk::<u64>(start).unwrap();
                assert!(met.len() <= plan.layers.len(), "T{side} {met:?} {:?}", plan.layers);
                for (i, (&positions, &(pegs, bound))) in met.iter().zip(&plan.layers).enumerate() {
                    assert_eq!(pegs, start.pegs() - i as u32);
                    assert!(
                        positions <= bound,
                        "T{side} from {} {reduction:?}: {pegs} pegs, {positions} > {bound}",
                        hole.index() + 1
                    );
                }
                assert!(plan.largest_pair() >= met.windows(2).map(|w| w[0] + w[1]).max().unwrap_or(0));
            }
        }
    }
}
