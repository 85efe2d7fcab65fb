//! `pegsol count` end to end: output, JSON keys, exit codes, bad input.

use crate::support::pegsol;
use predicates::prelude::*;

#[test]
fn default_run_is_t5_from_the_corner() {
    // S1 (seed 003): 29,760 solutions from the corner of T5.
    pegsol()
        .arg("count")
        .assert()
        .success()
        .stdout(predicate::str::contains("Board T5, start with hole A empty"))
        .stdout(predicate::str::contains("29,760"));
}

#[test]
fn json_has_exactly_the_documented_keys_and_string_counts() {
    let output = pegsol().args(["count", "--board", "T5", "--start", "a", "--format", "json"]).output().unwrap();
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "board",
            "start",
            "positions",
            "positions_by_pegs",
            "canonical_positions_by_pegs",
            "moves",
            "games",
            "games_by_pegs_left",
            "solutions_by_finish",
            "max_pegs_left",
            "min_game_jumps",
            "random_play_pegs_left",
            "win_share_of_games"
        ]
    );
    assert_eq!(json["board"], "T5");
    // The user wrote a lower-case letter; names come back as the board's.
    assert_eq!(json["start"], serde_json::json!(["A"]));
    // S2 (seed 003): 16,128 solutions from A end at M; counts are strings.
    assert_eq!(json["solutions_by_finish"]["M"], "16128");
    assert!(json["solutions_by_finish"].get("B").is_none(), "zero entries are omitted");
    assert!(json["games_by_pegs_left"]["1"].is_string());
    // The layers add up to the positions; from the corner of T5, the 14-peg
    // layer is the start alone and the 13-peg layer its two jumps, one
    // position up to the mirror that fixes the corner.
    let layer = |key: &str, pegs: &str| json[key][pegs].as_str().unwrap().parse::<u64>().unwrap();
    let total: u64 = (0..=14)
        .filter(|k| json["positions_by_pegs"].get(k.to_string()).is_some())
        .map(|k| layer("positions_by_pegs", &k.to_string()))
        .sum();
    assert_eq!(total.to_string(), json["positions"].as_str().unwrap());
    assert_eq!((layer("positions_by_pegs", "14"), layer("canonical_positions_by_pegs", "14")), (1, 1));
    assert_eq!((layer("positions_by_pegs", "13"), layer("canonical_positions_by_pegs", "13")), (2, 1));
}

#[test]
fn several_empty_holes_are_one_start() {
    pegsol()
        .args(["count", "--board", "T5", "--start", "1,2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("start with holes A, B empty (13 pegs)"));
}

/// Holes come back as the board names them whichever names were typed:
/// `d4` on square-lattice boards, letters on T5, numbers on the other
/// triangles; `--names numbers` gives the numbers back (issue 39, item 5).
#[test]
fn holes_come_back_as_the_board_names_them() {
    let json = |args: &[&str]| -> serde_json::Value {
        let output = pegsol().args(args).args(["--format", "json"]).output().unwrap();
        assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
        serde_json::from_slice(&output.stdout).unwrap()
    };
    // T5: 1 is A, and the 6,816 solutions back to the corner end at A.
    let t5 = json(&["count", "--board", "T5", "--start", "1", "--no-random-play"]);
    assert_eq!((&t5["start"], &t5["solutions_by_finish"]["A"]), (&serde_json::json!(["A"]), &"6816".into()));
    let numbers = json(&["count", "--board", "T5", "--start", "A", "--no-random-play", "--names", "numbers"]);
    assert_eq!((&numbers["start"], &numbers["solutions_by_finish"]["1"]), (&serde_json::json!(["1"]), &"6816".into()));
    let t6 = json(&["count", "--board", "T6", "--start", "1", "--no-random-play"]);
    assert_eq!(t6["start"], serde_json::json!(["1"]));
    pegsol()
        .args(["count", "--board", "T6", "--names", "letters"])
        .assert()
        .code(2)
        .stderr("error: --names letters is for T5 and square-lattice boards only (T6 holes have numbers)\n");
    // The English centre typed as 17 is d4, in the text and the JSON.
    let centre = ["solve", "--board", "english", "--start", "17", "--finish", "17"];
    pegsol().args(centre).assert().success().stdout(predicate::str::starts_with(
        "Board english, start d4 empty, finish d4: 31 jumps in 27 moves\n\n 1. d2-d3-d4\n",
    ));
    let solved = json(&centre);
    assert_eq!((&solved["start"], &solved["jumps"][0]), (&"d4".into(), &"d2-d3-d4".into()));
    // The legend of a drawn square board shows its names.
    let dir = tempfile::tempdir().unwrap();
    let plus = dir.path().join("plus.board").display().to_string();
    std::fs::write(&plus, "lattice square\n.o.\nooo\n.o.\n").unwrap();
    pegsol()
        .args(["count", "--board", &plus, "--start", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains("start with hole b1 empty (4 pegs)\n\n    b1 "))
        .stdout(predicate::str::contains("\na2  b2  c2 "));
}

#[test]
fn no_symmetry_gives_the_same_report() {
    let run = |extra: &[&str]| {
        let mut args = vec!["count", "--board", "T5", "--start", "4", "--format", "json"];
        args.extend_from_slice(extra);
        let mut json: serde_json::Value =
            serde_json::from_slice(&pegsol().args(&args).output().unwrap().stdout).unwrap();
        // Floats are summed in another order: compare them within rounding.
        let random = json.as_object_mut().unwrap().remove("random_play_pegs_left").unwrap();
        let random: Vec<f64> = random.as_object().unwrap().values().map(|v| v.as_f64().unwrap()).collect();
        (json, random)
    };
    let (reduced, reduced_random) = run(&[]);
    let (plain, plain_random) = run(&["--no-symmetry"]);
    assert_eq!(reduced, plain);
    assert_eq!(reduced_random.len(), plain_random.len());
    for (a, b) in reduced_random.iter().zip(&plain_random) {
        assert!((a - b).abs() < 1e-12);
    }
}

#[test]
fn empty_board_is_a_terminal_position() {
    // S10 (seed 000): T1 from hole 1 has 1 position and 0 moves.
    let output = pegsol().args(["count", "--board", "T1", "--start", "1", "--format", "json"]).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["positions"], "1");
    assert_eq!(json["moves"], "0");
}

#[test]
fn bad_input_is_a_one_line_error_with_exit_code_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["--board", "T0"], "unknown board \"T0\""),
        (&["--board", "T11"], "unknown board \"T11\""),
        (&["--board", "banana"], "unknown board \"banana\""),
        (&["--start", "16"], "board T5 has no hole \"16\""),
        (&["--board", "T6", "--start", "A"], "board T6 has no hole \"A\""),
        (&["--start", "P"], "board T5 has no hole \"P\""),
        (&["--start", ""], "empty hole list"),
        (&["--start", "1,,2"], "has no hole \"\""),
        (&["--start", "1;2"], "has no hole \"1;2\""),
        (&["--start", "3,3"], "hole 3 is listed twice"),
    ];
    for (args, message) in cases {
        let mut command = pegsol();
        command.arg("count").args(*args);
        let assert = command.assert().code(2).stdout(predicate::str::is_empty());
        let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}");
    }
}

#[test]
fn unknown_format_is_a_usage_error() {
    pegsol().args(["count", "--format", "xml"]).assert().code(2);
}

#[test]
fn without_random_play_the_report_shows_no_chances() {
    let text = pegsol().args(["count", "--board", "T4", "--start", "2", "--no-random-play"]).output().unwrap().stdout;
    let text = String::from_utf8(text).unwrap();
    assert!(!text.contains("random play"), "{text}");
    let output = pegsol()
        .args(["count", "--board", "T4", "--start", "2", "--no-random-play", "--format", "json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    // The key stays, empty, so the documented key set does not change.
    assert_eq!(json["random_play_pegs_left"], serde_json::json!({}));
    // Seed 002 (S9): 93 games from hole 2 of T4, whatever is skipped.
    assert_eq!(json["games"], "93");
}

/// `count --by reverse` computes the figures of a start by the reverse pass
/// from the peg at its hole, read through complements; the report must be
/// the forward pass's, byte for byte, but for its last key.
#[test]
fn the_reverse_pass_gives_the_forward_report() {
    let board = |side: usize| -> Vec<String> { (1..=side * (side + 1) / 2).map(|h| h.to_string()).collect() };
    for (name, holes) in [("T4", board(4)), ("T5", board(5)), ("T6", board(6))] {
        for hole in &holes {
            for symmetry in [&[][..], &["--no-symmetry"][..]] {
                let run = |extra: &[&str]| {
                    let output = pegsol()
                        .args(["count", "--board", name, "--start", hole, "--no-random-play", "--format", "json"])
                        .args(symmetry)
                        .args(extra)
                        .output()
                        .unwrap();
                    assert!(output.status.success());
                    String::from_utf8(output.stdout).unwrap()
                };
                let forward = run(&[]);
                let reverse = run(&["--by", "reverse"]);
                let expected = forward.replacen("\n}\n", ",\n  \"pass\": \"reverse\"\n}\n", 1);
                assert_eq!(reverse, expected, "{name} from {hole} {symmetry:?}");
            }
        }
    }
}

#[test]
fn the_reverse_pass_refuses_what_it_cannot_count() {
    for (args, message) in [
        (&["--start", "1,2", "--no-random-play"][..], "--by reverse counts from one empty hole, not 2"),
        (&["--start", "1"][..], "--by reverse does not compute random-play chances: add --no-random-play"),
    ] {
        pegsol()
            .args(["count", "--board", "T5", "--by", "reverse"])
            .args(args)
            .assert()
            .code(2)
            .stderr(format!("error: {message}\n"));
    }
}
