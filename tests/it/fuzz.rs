//! Property tests for the parsers behind every command's arguments: board
//! names (`--board`), hole lists (`--start`, `--finish` of count, solve,
//! solutions and sheet) and jump lists (`solve --check`). None panics,
//! whatever it is given, and what one accepts reads back the same from the
//! names pegsol prints. (The verifier's readers are fuzzed in tests/it/verify.rs.)

use pegsol::{notation, Board, Naming};
use proptest::prelude::*;

/// Text near what users type: hole names, separators, signs, letters past
/// O, non-ASCII, and the odd control character.
const NEAR_MISS: &str = "[0-9A-Za-z,\\- +é\u{0}\t]{0,40}";

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn board_names_never_panic(text in "[Tt]?[0-9+\\- ]{0,5}|\\PC{0,12}") {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert!((1..=64).contains(&board.hole_count()));
        }
    }

    #[test]
    fn drawings_never_panic_and_names_read_back(
        text in "(lattice (square|triangular)\n)?[o. \n#x\t]{0,120}|\\PC{0,80}"
    ) {
        if let Ok(board) = Board::from_drawing("fuzz.board", &text) {
            prop_assert!((1..=64).contains(&board.hole_count()));
            for hole in board.holes() {
                for naming in [Naming::Numbers, Naming::Letters] {
                    prop_assert_eq!(board.parse_hole(&board.hole_name(hole, naming)).unwrap(), hole);
                }
            }
        }
    }

    #[test]
    fn square_hole_names_never_panic(text in NEAR_MISS) {
        for name in ["english", "french", "diamond", "wiegleb", "hexagon3", "hexagon4"] {
            let board: Board = name.parse().unwrap();
            if let Ok(hole) = board.parse_hole(&text) {
                prop_assert!(hole.index() < board.hole_count());
            }
        }
    }

    #[test]
    fn hole_lists_never_panic_and_read_back(side in 1u8..=10, text in NEAR_MISS) {
        let board = Board::triangle(side).unwrap();
        if let Ok((holes, naming)) = board.parse_holes(&text) {
            prop_assert!(!holes.is_empty());
            let names: Vec<String> = holes.iter().map(|&h| board.hole_name(h, naming)).collect();
            let (again, _) = board.parse_holes(&names.join(",")).unwrap();
            prop_assert_eq!(again, holes);
        }
        if let Ok(hole) = board.parse_hole(&text) {
            prop_assert!(hole.index() < board.hole_count());
        }
    }

    #[test]
    fn hole_lists_of_any_text_never_panic(side in 1u8..=10, text in "\\PC{0,60}") {
        let board = Board::triangle(side).unwrap();
        let _ = board.parse_holes(&text);
        let _ = board.parse_hole(&text);
    }

    #[test]
    fn jump_lists_never_panic_and_read_back(side in 1u8..=10, text in "[0-9A-Oa-o\\-, ]{0,60}") {
        let board = Board::triangle(side).unwrap();
        if let Ok((jumps, naming)) = notation::parse_jumps(&board, &text) {
            let written = notation::jump_names(&board, &jumps, naming).join(" ");
            let (again, _) = notation::parse_jumps(&board, &written).unwrap();
            prop_assert_eq!(again, jumps);
        }
    }

    #[test]
    fn jump_lists_of_any_text_never_panic(side in 1u8..=10, text in "\\PC{0,80}") {
        let board = Board::triangle(side).unwrap();
        let _ = notation::parse_jumps(&board, &text);
    }
}
