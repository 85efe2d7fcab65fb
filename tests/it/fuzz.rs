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
        for (name, _) in pegsol::BUILT_IN {
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

/// Fuzzing of the files a user can feed pegsol (issue 61): board drawings
/// (`.board` files), `count` reports (`table --from`, `prove --from`), the
/// atlas's JSON (`fewest --each --from`) and its checkpoint's outcome
/// files (`fewest --each --checkpoint --resume`), each from random bytes
/// and from valid files mutated (bytes changed, inserted or cut; values
/// of the JSON replaced by others of any kind, removed or repeated):
/// never a panic, no case over a second, and an atlas that reads back
/// writes out as it reads. 7 × 500 cases by default, about 5 s in release;
/// `PROPTEST_CASES` sets more. (Certificates and `.sol` files are fuzzed
/// in tests/it/verify.rs; checkpoint manifests and layer files in the
/// library, `pass/checkpoint/manifest.rs` and `pass/disk.rs`; the
/// server's query strings in `pegsol-cli/src/server/query.rs`.)
mod files {
    use std::sync::OnceLock;
    use std::time::{Duration, Instant};

    use pegsol::{moves, render, report, Board, CountedBy, Naming};
    use proptest::prelude::*;
    use serde_json::{json, Value};

    /// The cases of each property: `PROPTEST_CASES`, or `default`.
    fn cases(default: u32) -> u32 {
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(default)
    }

    /// No case may take longer: a parser that loops is a hang.
    const A_CASE: Duration = Duration::from_secs(1);

    fn t5() -> Board {
        Board::triangle(5).unwrap()
    }

    /// T5's count report from hole 1, as `count --format json` writes it.
    fn report_json() -> &'static Value {
        static REPORT: OnceLock<Value> = OnceLock::new();
        REPORT.get_or_init(|| {
            let board = t5();
            let start = board.parse_hole("1").unwrap();
            let stats = pegsol::forward(&board, board.with_empty(&[start]), pegsol::Reduction::Symmetry);
            report::to_json(&board, &[start], Naming::Numbers, &stats, CountedBy::Forward)
        })
    }

    /// T5's atlas, as `fewest --each --format json` writes it.
    fn atlas() -> &'static (moves::Atlas, Value) {
        static ATLAS: OnceLock<(moves::Atlas, Value)> = OnceLock::new();
        ATLAS.get_or_init(|| {
            let board = t5();
            let atlas = moves::atlas(&board, usize::MAX, &mut |_| {});
            let json = render::atlas_json(&board, &atlas, board.default_naming());
            (atlas, json)
        })
    }

    /// The run T5's atlas checkpoint belongs to.
    fn run() -> pegsol::RunIdentity {
        pegsol::RunIdentity::new("fewest --each", &t5())
    }

    /// The outcome files of T5's atlas checkpoint, their JSON: solvable
    /// pairs and unsolvable ones.
    fn outcomes() -> &'static Vec<Value> {
        static OUTCOMES: OnceLock<Vec<Value>> = OnceLock::new();
        OUTCOMES.get_or_init(|| {
            let (board, (atlas, _)) = (t5(), atlas());
            let solvable = atlas.problems.iter().map(|p| ((p.start, p.finish), Some(p)));
            let unsolvable = atlas.unsolvable.iter().map(|&pair| (pair, None));
            solvable
                .chain(unsolvable)
                .map(|(pair, problem)| render::atlas_outcome_json(&board, &run(), pair, problem))
                .collect()
        })
    }

    /// Every place in `value` as a JSON pointer, the whole first.
    fn places(value: &Value, at: String, out: &mut Vec<String>) {
        out.push(at.clone());
        match value {
            Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| places(v, format!("{at}/{i}"), out)),
            Value::Object(map) => map
                .iter()
                .for_each(|(k, v)| places(v, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), out)),
            _ => {}
        }
    }

    /// A value of any kind, near what these files hold and past it.
    fn odd_value() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            Just(json!(false)),
            Just(json!(0)),
            Just(json!(-1)),
            Just(json!(255)),
            Just(json!(u64::MAX)),
            Just(json!(i64::MIN)),
            Just(json!(1e300)),
            Just(json!(0.5)),
            Just(json!([])),
            Just(json!({})),
            Just(json!(["1", "1"])),
            Just(json!({"1": "2", "99": "x"})),
            Just(json!("18446744073709551616")),
            Just(json!("340282366920938463463374607431768211456")),
            "[0-9A-Oa-o\\-,. ]{0,12}".prop_map(Value::from),
            "(T|t)[0-9]{1,2}|english|hexagon3|\\PC{0,8}".prop_map(Value::from),
            "[0-9]{0,40}".prop_map(Value::from),
        ]
    }

    /// One edit of a JSON value: at a place picked by a number, replace
    /// the value there, remove it, or repeat it (in an array).
    #[derive(Clone, Debug)]
    enum Edit {
        Replace(usize, Value),
        Remove(usize),
        Repeat(usize),
    }

    fn edit() -> impl Strategy<Value = Edit> {
        prop_oneof![
            (any::<usize>(), odd_value()).prop_map(|(at, v)| Edit::Replace(at, v)),
            any::<usize>().prop_map(Edit::Remove),
            any::<usize>().prop_map(Edit::Repeat),
        ]
    }

    fn apply(value: &mut Value, edits: &[Edit]) {
        for edit in edits {
            let mut all = Vec::new();
            places(value, String::new(), &mut all);
            let at = |k: usize| all[k % all.len()].clone();
            match edit {
                Edit::Replace(k, new) => {
                    if let Some(old) = value.pointer_mut(&at(*k)) {
                        *old = new.clone();
                    }
                }
                Edit::Remove(k) | Edit::Repeat(k) => {
                    let place = at(*k);
                    let Some((parent, last)) = place.rsplit_once('/') else { continue };
                    let last = last.replace("~1", "/").replace("~0", "~");
                    match value.pointer_mut(parent) {
                        Some(Value::Object(map)) => {
                            map.shift_remove(&last);
                        }
                        Some(Value::Array(items)) => {
                            let i: usize = last.parse().unwrap();
                            match edit {
                                Edit::Repeat(_) => items.insert(i, items[i].clone()),
                                _ => drop(items.remove(i)),
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// Bytes of `text` changed, inserted or cut.
    fn mangle(text: &str, edits: &[(usize, u8, u8)]) -> String {
        let mut bytes = text.as_bytes().to_vec();
        for &(at, byte, how) in edits {
            let at = at % (bytes.len() + 1);
            match how {
                0 | 1 if at < bytes.len() => bytes[at] = byte,
                2 => bytes.insert(at, byte),
                _ => bytes.truncate(at),
            }
        }
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn byte_edits() -> impl Strategy<Value = Vec<(usize, u8, u8)>> {
        proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..4), 1..6)
    }

    /// Reads `json` as each reader does: a count report of T5 (and of
    /// whatever board it names), an atlas, and a T5 outcome. An atlas that
    /// reads back writes out as it read.
    fn read_all(json: &Value) -> Result<(), TestCaseError> {
        let began = Instant::now();
        let _ = report::from_json(&t5(), json);
        if let Some(board) = json["board"].as_str().and_then(|name| name.parse::<Board>().ok()) {
            if board.hole_count() <= 28 {
                let _ = report::from_json(&board, json);
            }
        }
        if let Ok((board, atlas)) = render::atlas_from_json(json) {
            let written = render::atlas_json(&board, &atlas, board.default_naming());
            let again = render::atlas_from_json(&written);
            prop_assert!(again.is_ok(), "{again:?}");
            prop_assert_eq!(render::atlas_json(&board, &again.unwrap().1, board.default_naming()), written);
        }
        let _ = render::atlas_outcome_from_json(&t5(), &run(), json);
        prop_assert!(began.elapsed() < A_CASE, "{} for {json}", began.elapsed().as_secs_f64());
        Ok(())
    }

    fn read_text(text: &str) -> Result<(), TestCaseError> {
        match serde_json::from_str::<Value>(text) {
            Ok(json) => read_all(&json),
            Err(_) => Ok(()),
        }
    }

    /// The valid inputs read back as they are: the mutations start from
    /// files the readers take.
    #[test]
    fn the_valid_files_read_back() {
        let board = t5();
        assert!(report::from_json(&board, report_json()).unwrap().is_some());
        assert!(render::atlas_from_json(&atlas().1).is_ok());
        for outcome in outcomes() {
            assert!(render::atlas_outcome_from_json(&board, &run(), outcome).is_ok(), "{outcome}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases(500), ..ProptestConfig::default() })]

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let text = String::from_utf8_lossy(&bytes);
            read_text(&text)?;
            let began = Instant::now();
            let _ = Board::from_drawing("fuzz.board", &text);
            prop_assert!(began.elapsed() < A_CASE);
        }

        #[test]
        fn reports_mutated_never_panic(edits in proptest::collection::vec(edit(), 1..5)) {
            let mut json = report_json().clone();
            apply(&mut json, &edits);
            read_all(&json)?;
        }

        #[test]
        fn reports_with_bytes_changed_never_panic(edits in byte_edits()) {
            read_text(&mangle(&serde_json::to_string_pretty(report_json()).unwrap(), &edits))?;
        }

        #[test]
        fn atlases_mutated_never_panic(edits in proptest::collection::vec(edit(), 1..5)) {
            let mut json = atlas().1.clone();
            apply(&mut json, &edits);
            read_all(&json)?;
        }

        #[test]
        fn atlases_with_bytes_changed_never_panic(edits in byte_edits()) {
            read_text(&mangle(&serde_json::to_string_pretty(&atlas().1).unwrap(), &edits))?;
        }

        #[test]
        fn outcomes_mutated_never_panic(which in any::<usize>(), edits in proptest::collection::vec(edit(), 1..4)) {
            let mut json = outcomes()[which % outcomes().len()].clone();
            apply(&mut json, &edits);
            read_all(&json)?;
        }

        #[test]
        fn drawings_mutated_never_panic(which in any::<usize>(), edits in byte_edits()) {
            let drawing = pegsol::BUILT_IN[which % pegsol::BUILT_IN.len()].1;
            let text = mangle(drawing, &edits);
            let began = Instant::now();
            if let Ok(board) = Board::from_drawing("fuzz.board", &text) {
                prop_assert!((1..=64).contains(&board.hole_count()));
            }
            prop_assert!(began.elapsed() < A_CASE);
        }
    }
}
