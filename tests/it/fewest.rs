//! `pegsol fewest` and the meet-in-the-middle search behind it, checked
//! against the published minimum (OEIS A127500) and against the plain
//! breadth-first search over moves (`moves::MoveLevels`, which holds
//! every reachable position), problem by problem.

use std::collections::BTreeSet;

use assert_cmd::Command;
use pegsol::moves::{fewest_moves, End, Meeting, Merit, MoveLevels, Problems};
use pegsol::{notation, Board, Group, Hole, Position};

fn pegsol(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("pegsol").unwrap().args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// The fewest moves of any one-vacancy -> one-peg solution on Tn, n = 4..6.
/// Source: OEIS A127500 (G. I. Bell, "Solving Triangular Peg Solitaire",
/// JIS 11 (2008), article 08.4.8): 5, 9, 9, 12, 13, 16, 18 for n = 4..10
/// (published figure P8).
const A127500_UP_TO_T6: [(u8, usize); 3] = [(4, 5), (5, 9), (6, 9)];

#[test]
fn fewest_matches_oeis_a127500_up_to_t6_and_every_witness_replays() {
    for (side, published) in A127500_UP_TO_T6 {
        let board = Board::triangle(side).unwrap();
        let (code, out, err) = pegsol(&["fewest", "--board", &format!("T{side}"), "--format", "json"]);
        assert_eq!((code, err.as_str()), (0, ""), "T{side}");
        let value: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["moves"].as_u64(), Some(published as u64), "T{side}");
        let problems = value["problems"].as_array().unwrap();
        assert!(!problems.is_empty());
        for problem in problems {
            let start = board.parse_hole(problem["start"].as_str().unwrap()).unwrap();
            let finish = board.parse_hole(problem["finish"].as_str().unwrap()).unwrap();
            let names: Vec<&str> =
                problem["solution"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
            let (jumps, _) = notation::parse_jumps(&board, &names.join(" ")).unwrap();
            assert!(board.with_empty(&[start]).replay(&jumps).solves(Position::single(finish)), "T{side}");
            assert_eq!(notation::move_count(&jumps), published, "T{side} {names:?}");
            assert_eq!(problem["jumps"].as_u64(), Some(jumps.len() as u64));
        }
        // The levels searched add up to at least the minimum.
        let levels = |key: &str| value["search"][key].as_u64().unwrap() as usize;
        assert!(levels("forward_moves") + levels("backward_moves") >= published);
    }
}

/// The plain breadth-first search from every start: the fewest moves of
/// each (start, finish) problem, `None` if unsolvable.
fn by_plain_search(board: &Board) -> Vec<Vec<Option<usize>>> {
    board
        .holes()
        .map(|start| {
            let levels = MoveLevels::new(board, board.with_empty(&[start]), None);
            board.holes().map(|finish| levels.moves_to(Position::single(finish))).collect()
        })
        .collect()
}

#[test]
fn every_problem_up_to_t6_gets_the_moves_of_the_plain_search() {
    // `fewest_moves` searches one problem within limits from
    // `Merit::between` up, each pruned by the merit between its two ends.
    for side in [4u8, 5, 6] {
        let board = Board::triangle(side).unwrap();
        let plain = by_plain_search(&board);
        for start in board.holes() {
            for finish in board.holes() {
                let found = fewest_moves(&board, board.with_empty(&[start]), Position::single(finish));
                let moves = found.as_ref().ok().map(|jumps| notation::move_count(jumps));
                assert_eq!(moves, plain[start.index()][finish.index()], "T{side} {} -> {}", start.0 + 1, finish.0 + 1);
                if let Ok(jumps) = found {
                    assert!(board.with_empty(&[start]).replay(&jumps).solves(Position::single(finish)));
                }
            }
        }
    }
}

#[test]
fn the_problems_reaching_the_minimum_are_those_of_the_plain_search_up_to_t6() {
    for side in [4u8, 5, 6] {
        let board = Board::triangle(side).unwrap();
        let plain = by_plain_search(&board);
        let best = plain.iter().flatten().flatten().min().copied();
        let group = Group::full(&board);
        let expected: BTreeSet<(Hole, Hole)> = board
            .holes()
            .flat_map(|s| board.holes().map(move |f| (s, f)))
            .filter(|&(s, f)| plain[s.index()][f.index()].is_some() && plain[s.index()][f.index()] == best)
            .map(|(s, f)| group.pair_orbit(s, f)[0])
            .collect();
        let found = pegsol::moves::on_board(&board, &mut |_| {});
        assert_eq!(found.moves, best, "T{side}");
        let problems: BTreeSet<(Hole, Hole)> = found.problems.iter().map(|p| (p.start, p.finish)).collect();
        assert_eq!(problems, expected, "T{side}");
    }
}

#[test]
fn from_each_start_class_the_problems_are_those_of_the_plain_search_up_to_t6() {
    // `--start`: the fewest over the problems from one start's orbit, and
    // the problems reaching it, as the plain search has them.
    for side in [5u8, 6] {
        let board = Board::triangle(side).unwrap();
        let plain = by_plain_search(&board);
        let group = Group::full(&board);
        for orbit in group.hole_orbits() {
            let best = orbit.iter().flat_map(|s| plain[s.index()].iter().flatten()).min().copied();
            let expected: BTreeSet<(Hole, Hole)> = orbit
                .iter()
                .flat_map(|&s| board.holes().map(move |f| (s, f)))
                .filter(|&(s, f)| plain[s.index()][f.index()].is_some() && plain[s.index()][f.index()] == best)
                .map(|(s, f)| group.pair_orbit(s, f)[0])
                .collect();
            let found = pegsol::moves::on_board_within(
                &board,
                Problems { from: &orbit[..1], to: &[] },
                usize::MAX,
                &mut |_| {},
            );
            assert_eq!(found.starts, orbit, "T{side}");
            assert_eq!(found.moves, best, "T{side} from {}", orbit[0].0 + 1);
            let problems: BTreeSet<(Hole, Hole)> = found.problems.iter().map(|p| (p.start, p.finish)).collect();
            assert_eq!(problems, expected, "T{side} from {}", orbit[0].0 + 1);
        }
    }
}

#[test]
fn between_start_and_finish_classes_the_problems_are_those_of_the_plain_search_on_t5() {
    let board = Board::triangle(5).unwrap();
    let plain = by_plain_search(&board);
    let group = Group::full(&board);
    for from in group.hole_orbits() {
        for to in group.hole_orbits() {
            let pairs = || from.iter().flat_map(|&s| to.iter().map(move |&f| (s, f)));
            let best = pairs().filter_map(|(s, f)| plain[s.index()][f.index()]).min();
            let expected: BTreeSet<(Hole, Hole)> = pairs()
                .filter(|&(s, f)| best.is_some() && plain[s.index()][f.index()] == best)
                .map(|(s, f)| group.pair_orbit(s, f)[0])
                .collect();
            let found =
                pegsol::moves::on_board_within(&board, Problems { from: &from, to: &to }, usize::MAX, &mut |_| {});
            assert_eq!(found.moves, best, "T5 from {} to {}", from[0].0 + 1, to[0].0 + 1);
            let problems: BTreeSet<(Hole, Hole)> = found.problems.iter().map(|p| (p.start, p.finish)).collect();
            assert_eq!(problems, expected, "T5 from {} to {}", from[0].0 + 1, to[0].0 + 1);
        }
    }
}

#[test]
fn the_merit_never_exceeds_the_moves_left_on_fewest_solutions_up_to_t6() {
    // Along a fewest-move solution of d moves (from the plain search), the
    // position after i moves is i moves from its start and d - i from its
    // finish, so each bound of the merit must stay within those.
    for side in [4u8, 5, 6] {
        let board = Board::triangle(side).unwrap();
        let merit = Merit::new(&board);
        for start in board.holes() {
            let levels = MoveLevels::new(&board, board.with_empty(&[start]), None);
            for finish in board.holes() {
                let Some(jumps) = levels.solution(&board, Position::single(finish)) else { continue };
                let total = notation::move_count(&jumps);
                let mut position = board.with_empty(&[start]);
                let mut moves = 0;
                for (k, jump) in jumps.iter().enumerate() {
                    if k == 0 || jumps[k - 1].to != jump.from {
                        moves += 1;
                    }
                    position = position.jump(*jump);
                    let last_of_move = jumps.get(k + 1).is_none_or(|next| next.from != jump.to);
                    if last_of_move {
                        let at = format!("T{side} {} -> {} after {moves} moves", start.0 + 1, finish.0 + 1);
                        // From any start, from this one, to any finish, to this one.
                        assert!(merit.from_starts(position, u64::MAX) <= moves, "{at}");
                        assert!(merit.from_starts(position, start.bit()) <= moves, "{at}");
                        assert!(merit.to_finish(position) <= total - moves, "{at}");
                        assert!(merit.to_finishes(position, finish.bit()) <= total - moves, "{at}");
                        let (from, to) = (board.with_empty(&[start]), Position::single(finish));
                        assert!(merit.between(from, position) <= moves, "{at}");
                        assert!(merit.between(position, to) <= total - moves, "{at}");
                    }
                }
                assert!(merit.to_finishes(board.with_empty(&[start]), finish.bit()) <= total);
            }
        }
    }
}

#[test]
fn the_pruned_search_meets_where_the_unpruned_one_does_up_to_t6() {
    // The same minimum and the same meeting problems with and without the
    // merit's pruning (`on_board` prunes; `Meeting::search` does not).
    for side in [4u8, 5, 6] {
        let board = Board::triangle(side).unwrap();
        let group = Group::full(&board);
        let ends = |finish: bool| -> Vec<End> {
            board
                .holes()
                .map(|h| End {
                    position: if finish { Position::single(h) } else { board.with_empty(&[h]) },
                    tag: h.bit(),
                })
                .collect()
        };
        let plain = Meeting::search(&board, group.clone(), &ends(false), &ends(true), &mut |_| {});
        let pruned = pegsol::moves::on_board(&board, &mut |_| {});
        assert_eq!(pruned.moves, plain.moves(), "T{side}");
        let mut pairs: BTreeSet<(Hole, Hole)> = BTreeSet::new();
        for (_, starts, finishes) in plain.meetings() {
            for s in Position(starts).peg_holes() {
                for f in Position(finishes).peg_holes() {
                    pairs.insert(group.pair_orbit(s, f)[0]);
                }
            }
        }
        let problems: BTreeSet<(Hole, Hole)> = pruned.problems.iter().map(|p| (p.start, p.finish)).collect();
        assert_eq!(problems, pairs, "T{side}");
        assert!(*pruned.limits.start() <= pruned.moves.unwrap());
    }
}

#[test]
fn boards_without_a_solution_are_a_no() {
    // T3: no one-vacancy start reaches one peg (the plain search agrees).
    let t3 = Board::triangle(3).unwrap();
    assert!(by_plain_search(&t3).iter().flatten().all(Option::is_none));
    let (code, out, err) = pegsol(&["fewest", "--board", "T3"]);
    assert_eq!((code, err.as_str()), (1, ""));
    assert!(out.starts_with("Board T3: no one-vacancy start reaches one peg\n"), "{out}");
    let (code, out, _) = pegsol(&["fewest", "--board", "T2", "--format", "json"]);
    assert_eq!(code, 1);
    assert_eq!(serde_json::from_str::<serde_json::Value>(&out).unwrap()["moves"], serde_json::Value::Null);
}

#[test]
fn a_search_out_of_memory_says_the_bound_it_proved() {
    // T7 within 1 MiB: the searches within the first limits finish, the next
    // runs out of room. The bound is proven, so it cannot exceed A127500's
    // a(7) = 12, and it is an answer (exit 0), not a "no".
    let (code, out, err) = pegsol(&["fewest", "--board", "T7", "--memory-limit", "1MiB", "--format", "json"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((&json["moves"], &json["gave_up"]), (&serde_json::Value::Null, &serde_json::Value::Bool(true)));
    let least = json["at_least"].as_u64().unwrap();
    let first = json["search"]["limits"][0].as_u64().unwrap();
    assert!(first < least && least <= 12, "{out}");
    assert_eq!(json["search"]["limits"][1].as_u64(), Some(least));
    let (_, text, _) = pegsol(&["fewest", "--board", "T7", "--memory-limit", "1MiB"]);
    assert!(
        text.starts_with(&format!(
            "Board T7: the fewest moves of any one-vacancy -> one-peg solution is at least {least} "
        )),
        "{text}"
    );
}

#[test]
fn a_last_level_too_large_to_count_is_still_searched() {
    // T7 from 8 within 6 MiB: the search within 12 moves fits but for its
    // last level, which is then checked for meetings without being counted;
    // the minimum (A127500: 12) and the problems are those of the search
    // with room to count everything.
    let from_8 = ["fewest", "--board", "T7", "--start", "8", "--format", "json"];
    let (code, out, err) = pegsol(&[&from_8[..], &["--memory-limit", "6MiB"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    let bounded: serde_json::Value = serde_json::from_str(&out).unwrap();
    let (_, out, _) = pegsol(&from_8);
    let whole: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(bounded["moves"], 12);
    assert_eq!(bounded["problems"], whole["problems"]);
    assert_eq!(whole["search"]["last_level_uncounted"], serde_json::Value::Null);
    let side = bounded["search"]["last_level_uncounted"].as_str().unwrap();
    let levels = |json: &serde_json::Value| -> Vec<u64> {
        json["search"][format!("{side}_positions_by_moves")]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().parse().unwrap())
            .collect()
    };
    let (short, full) = (levels(&bounded), levels(&whole));
    // Every level but the last counted alike; the last a lower bound.
    assert_eq!(short[..short.len() - 1], full[..short.len() - 1]);
    assert!(short[short.len() - 1] < full[short.len() - 1]);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for (args, message) in [
        (&["fewest", "--board", "T11"][..], "error: T11 is searched only by the wide beam: give --beam"),
        (&["fewest", "--board", "nosuch.board"][..], "error: nosuch.board"),
        (&["fewest", "--board", "T5", "--format", "xml"][..], "error: invalid value 'xml'"),
        (&["fewest", "--board"][..], "error: a value is required for '--board <BOARD>'"),
        (&["fewest", "--board", "T5", "--memory-limit", "1KiB"][..], "error: invalid value '1KiB'"),
    ] {
        let (code, out, err) = pegsol(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.starts_with(message), "{args:?}: {err}");
        // clap's usage errors add a pointer to --help; ours are one line.
        if !message.contains("invalid value") && !message.contains("a value is required") {
            assert_eq!(err.lines().count(), 1, "{err}");
        }
    }
}

/// Holes are named as the board names them, in text and JSON alike: `d4`
/// on the English board, letters on T5, numbers on the other triangles
/// (issue 39, item 5; before, every board had numbers: 17 for d4).
#[test]
fn fewest_names_holes_as_the_board_does() {
    let (code, out, err) =
        pegsol(&["fewest", "--board", "english", "--start", "d4", "--finish", "d4", "--format", "json"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((value["starts"][0].as_str(), value["finishes"][0].as_str()), (Some("d4"), Some("d4")));
    assert_eq!(
        (value["problems"][0]["start"].as_str(), value["problems"][0]["finish"].as_str()),
        (Some("d4"), Some("d4"))
    );
    let first = value["problems"][0]["solution"][0].as_str().unwrap();
    assert!(first.ends_with("-d4") && first.chars().all(|c| c == '-' || c.is_ascii_alphanumeric()), "{first}");
    assert!(!first.chars().next().unwrap().is_ascii_digit(), "{first}");
    let (code, text, _) = pegsol(&["fewest", "--board", "english", "--start", "d4", "--finish", "d4"]);
    assert_eq!(code, 0);
    assert!(text.starts_with("Board english, starts d4, finishes d4: "), "{text}");
    assert!(text.lines().any(|l| l.trim_start().starts_with("d4      d4")), "{text}");

    let (_, out, _) = pegsol(&["fewest", "--board", "T5", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["starts"][0], "A");
    assert_eq!(value["problems"][0]["start"], "D");
    let (_, text, _) = pegsol(&["fewest", "--board", "T5"]);
    assert!(text.contains("    D       D     13  A-B-D, "), "{text}");

    let (_, out, _) = pegsol(&["fewest", "--board", "T7", "--start", "2", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value["starts"][0], "2");
    assert!(value["problems"].as_array().unwrap().iter().all(|p| p["start"].as_str().unwrap().parse::<u8>().is_ok()));
}

/// `fewest --beam` on T6 and T7 finds a solution in A127500's fewest moves
/// (9 and 12, [`A127500_UP_TO_T6`]'s source), and its text output is a
/// solution file that `pegsol verify` replays.
#[test]
fn the_beam_finds_a127500s_fewest_on_t6_and_t7_and_verify_replays_it() {
    let dir = tempfile::tempdir().unwrap();
    // Each finish from 2 on T6; T7 from 8 to 4 alone.
    for (args, moves, finish) in [
        (&["--board", "T6", "--start", "2", "--beam", "2^10", "--moves", "9"][..], 9, None),
        (&["--board", "T7", "--start", "8", "--finish", "4", "--beam", "4096", "--moves", "12"][..], 12, Some("4")),
    ] {
        let (code, out, err) = pegsol(&[&["fewest"][..], args].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        assert!(out.contains("An upper bound on the fewest moves, not a proof"), "{out}");
        assert!(out.contains(&format!("\nmoves {moves}\n")), "{out}");
        if let Some(finish) = finish {
            assert!(out.contains(&format!("\nfinish {finish}\n")), "{out}");
        }
        let file = dir.path().join(format!("{moves}.sol"));
        std::fs::write(&file, &out).unwrap();
        let (code, report, _) = pegsol(&["verify", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{report}");
        assert!(report.contains(&format!("in {moves} moves")) && report.trim_end().ends_with("VERIFIED"), "{report}");
    }
}

/// `fewest --beam --witnesses DIR` to each finish writes one solution file
/// per finish met (`START-FINISH.sol`), each replayed by the verifier in the
/// moves the beam's header gives it; T7 from 2 within 13 moves (the T7
/// atlas, `results/atlas/T7.json`, has every problem in 12 or 13).
#[test]
fn the_beam_to_each_finish_writes_a_verified_witness_per_finish_met() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("w");
    let args = ["fewest", "--board", "T7", "--start", "2", "--beam", "2^12", "--moves", "13", "--witnesses"];
    let (code, out, err) = pegsol(&[&args[..], &[out_dir.to_str().unwrap()]].concat());
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    let met = out.lines().find_map(|line| line.strip_prefix("# Finishes met ")).expect("a line of finishes met");
    let met: Vec<(&str, &str)> =
        met.split_once(": ").unwrap().1.split(", ").map(|f| f.split_once(" in ").unwrap()).collect();
    assert!(met.len() > 1, "{out}");
    let mut files: Vec<String> =
        std::fs::read_dir(&out_dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    files.sort();
    let mut expected: Vec<String> = met.iter().map(|(finish, _)| format!("2-{finish}.sol")).collect();
    expected.sort();
    assert_eq!(files, expected);
    for (finish, moves) in met {
        let file = out_dir.join(format!("2-{finish}.sol"));
        let (code, report, _) = pegsol(&["verify", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{report}");
        assert!(report.contains(&format!("in {moves} moves")) && report.trim_end().ends_with("VERIFIED"), "{report}");
    }
    // Without --each or --beam it has nothing to write.
    let (code, _, err) = pegsol(&["fewest", "--board", "T5", "--witnesses", out_dir.to_str().unwrap()]);
    assert_eq!((code, err.trim_end()), (2, "error: --witnesses goes with --each or --beam"));
}

#[test]
fn the_beams_json_gives_moves_as_numbers_and_a_miss_exits_1() {
    let args = ["fewest", "--board", "T6", "--start", "2", "--beam", "2^10", "--format", "json", "--moves"];
    let (code, out, _) = pegsol(&[&args[..], &["9"]].concat());
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    // A127500: T6 takes 9 moves; the width, 2^10 positions, is a count.
    assert_eq!((value["moves"].as_u64(), value["beam_width"].as_str()), (Some(9), Some("1024")));
    assert_eq!((value["most_moves"].as_u64(), value["upper_bound_only"].as_bool()), (Some(9), Some(true)));
    assert_eq!(value["solution"].as_array().unwrap().len(), 9);
    assert!(value["met"].as_array().unwrap().iter().all(|met| met["moves"].as_u64() == Some(9)));
    // Within 8 moves there is none (A127500: 9); the beam says it proves nothing.
    let (code, out, err) = pegsol(&[&args[..8], &["text", "--moves", "8"]].concat());
    assert_eq!((code, err.as_str()), (1, ""));
    assert!(out.starts_with("# none found on T6 from 2") && out.contains("proves nothing") && out.lines().count() == 1);
    // T11 is taken with --beam (the wide beam), here too narrow to find any.
    let (code, out, _) = pegsol(&["fewest", "--board", "T11", "--start", "2", "--beam", "16", "--moves", "5"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("# none found on T11 from 2"), "{out}");
}

#[test]
fn bad_beam_input_exits_2_with_one_line() {
    let beam = ["--beam", "2^10", "--moves", "9"];
    for (args, message) in [
        (&["--board", "T12"][..], "error: T12 is searched only by the wide beam"),
        (&["--board", "T16", "--start", "2", "--beam", "8", "--moves", "3"][..], "error: unknown board \"T16\""),
        (&["--board", "T6", "--start", "2", "--beam", "2^31", "--moves", "9"][..], "error: invalid value '2^31'"),
        (&["--board", "T6", "--start", "2", "--beam", "0", "--moves", "9"][..], "error: invalid value '0'"),
        (&["--board", "T6", "--start", "2", "--beam", "2^10"][..], "error: the following required arguments"),
        (&["--board", "T6", "--moves", "9"][..], "error: the following required arguments"),
        (
            &["--board", "T6", "--start", "2", "--memory-limit", "1GiB", beam[0], beam[1], beam[2], beam[3]][..],
            "error: the argument",
        ),
        (
            &["--board", "T6", "--start", "2,4", beam[0], beam[1], beam[2], beam[3]][..],
            "error: --beam needs one --start hole",
        ),
        (&["--board", "T6", beam[0], beam[1], beam[2], beam[3]][..], "error: --beam needs one --start hole"),
        (&["--board", "T6", "--start", "22", beam[0], beam[1], beam[2], beam[3]][..], "error: bad --start"),
        (
            &["--board", "english", "--start", "d4", beam[0], beam[1], beam[2], beam[3]][..],
            "error: --beam takes a triangle",
        ),
        (
            &["--board", "T11", "--start", "67", beam[0], beam[1], beam[2], beam[3]][..],
            "error: bad --start: T11 has holes 1 to 66",
        ),
        (
            &["--board", "T11", "--start", "2", "--finish", "3", beam[0], beam[1], beam[2], beam[3]][..],
            "error: the wide beam on T11",
        ),
    ] {
        let (code, out, err) = pegsol(&[&["fewest"][..], args].concat());
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty() && err.starts_with(message), "{args:?}: {err}");
        if !err.contains("Usage:") && !err.contains("invalid value") {
            assert_eq!(err.lines().count(), 1, "{err}");
        }
    }
}

/// T5's hole `letter` (A to O) as a number: the letters name the holes 1
/// to 15 row by row from the top (docs/boards.md; G. I. Bell's seeds).
fn t5_number(letter: &str) -> Option<String> {
    let &[byte] = letter.as_bytes() else { return None };
    (b'A'..=b'O').contains(&byte).then(|| (byte - b'A' + 1).to_string())
}

/// `json` with every T5 hole name (`A`) and jump (`F-C-A`) in it written
/// with numbers instead, every other value as it is.
fn t5_in_numbers(json: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match json {
        Value::String(text) => {
            let holes: Option<Vec<String>> = text.split('-').map(t5_number).collect();
            holes.map_or_else(|| json.clone(), |holes| Value::String(holes.join("-")))
        }
        Value::Array(items) => Value::Array(items.iter().map(t5_in_numbers).collect()),
        Value::Object(map) => Value::Object(map.iter().map(|(k, v)| (k.clone(), t5_in_numbers(v))).collect()),
        other => other.clone(),
    }
}

/// Issue 61, defect 9: `fewest` takes `--names` in every mode, as every
/// command that prints holes does. On T5 (letters by default) `--names
/// numbers` gives the same output with the holes as numbers (board-wide and
/// the atlas in JSON, the atlas's text, Markdown and page, the beam's
/// solution file, the witnesses), which `--from` and the verifier read
/// back; the checkpoint keeps the board's own names; `--names letters` on a
/// board without letters is refused in one line, exit 2.
#[test]
fn fewest_names_holes_as_told_in_every_mode() {
    let json = |args: &[&str]| -> serde_json::Value {
        let (code, out, err) = pegsol(&[&["fewest", "--board", "T5", "--format", "json"][..], args].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        serde_json::from_str(&out).unwrap()
    };
    let numbers = ["--names", "numbers"];
    for each in [&[][..], &["--each"][..]] {
        let letters = json(each);
        assert_eq!(json(&[each, &numbers[..]].concat()), t5_in_numbers(&letters), "{each:?}");
        // The default is the board's own: letters (A127500: 9 moves).
        assert!(letters["problems"][0]["start"].as_str().is_some_and(|s| t5_number(s).is_some()), "{letters}");
    }
    // Bell's catalogue (see atlas.rs): A -> A takes 10 moves, here 1 -> 1.
    let row = |text: &str, first: &str| {
        text.lines().any(|line| {
            line.trim_start_matches('|').split([' ', '|']).filter(|c| !c.is_empty()).take(3).eq(first.split(' '))
        })
    };
    let each = |format: &str, names: &[&str]| {
        let (code, out, err) =
            pegsol(&[&["fewest", "--board", "T5", "--each", "--format", format][..], names].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{format} {names:?}");
        out
    };
    for format in ["text", "md"] {
        assert!(row(&each(format, &numbers), "1 1 10"), "{format}");
        assert!(row(&each(format, &[]), "A A 10"), "{format}");
    }
    // Seed 003, figures S3 to S6: the starts A, B, D and E are 1, 2, 4, 5.
    let page = each("html", &numbers);
    let starts: Vec<&str> = page.split("<h2>Start ").skip(1).map(|s| s.split(" empty</h2>").next().unwrap()).collect();
    assert_eq!(starts, ["1", "2", "4", "5"]);
    // Read back: an atlas written with numbers renders as the one with letters.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("T5.json");
    std::fs::write(&file, each("json", &numbers)).unwrap();
    let from = |format: &str, names: &[&str]| {
        let (code, out, err) =
            pegsol(&[&["fewest", "--each", "--from", file.to_str().unwrap(), "--format", format][..], names].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{format}");
        out
    };
    for format in ["json", "text", "md", "html"] {
        assert_eq!(from(format, &[]), each(format, &[]), "{format}");
        assert_eq!(from(format, &numbers), each(format, &numbers), "{format}");
    }
    // Witnesses and the beam's solution file in numbers; the verifier reads them.
    let witnesses = dir.path().join("w");
    let (code, _, _) = pegsol(&[
        "fewest",
        "--board",
        "T5",
        "--each",
        "--names",
        "numbers",
        "--witnesses",
        witnesses.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let beam = dir.path().join("b");
    let (code, out, _) = pegsol(&[
        "fewest",
        "--board",
        "T5",
        "--start",
        "A",
        "--beam",
        "2^10",
        "--moves",
        "10",
        "--names",
        "numbers",
        "--witnesses",
        beam.to_str().unwrap(),
    ]);
    assert!(code == 0 && out.contains("\nstart 1\nfinish "), "{out}");
    let named = |dir: &std::path::Path| -> Vec<String> {
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect()
    };
    let numbered = |file: &String| file.trim_end_matches(".sol").split('-').all(|h| h.parse::<u8>().is_ok());
    // 12 solvable pair classes (OEIS A130516, published figure P10).
    let files = named(&witnesses);
    assert!(files.len() == 12 && files.iter().all(numbered), "{files:?}");
    let files = named(&beam);
    assert!(!files.is_empty() && files.iter().all(|f| f.starts_with("1-") && numbered(f)), "{files:?}");
    for dir in [&witnesses, &beam] {
        let (code, report, _) = pegsol(&["verify", dir.to_str().unwrap()]);
        assert!(code == 0 && report.trim_end().ends_with("\nVERIFIED"), "{report}");
    }
    // A checkpoint keeps the board's own names, so a run under other names resumes it.
    let checkpoint = dir.path().join("c");
    std::fs::create_dir(&checkpoint).unwrap();
    let at = checkpoint.to_str().unwrap();
    let (code, whole, _) = pegsol(&["fewest", "--board", "T5", "--each", "--names", "numbers", "--checkpoint", at]);
    assert_eq!(code, 0);
    assert!(checkpoint.join("A-A.outcome").exists());
    std::fs::remove_file(checkpoint.join("A-A.outcome")).unwrap();
    let (code, resumed, _) =
        pegsol(&["fewest", "--board", "T5", "--each", "--names", "numbers", "--checkpoint", at, "--resume"]);
    assert_eq!((code, resumed), (0, whole));
    // Letters where the board has none: refused before any search, in one line.
    let t7 = crate::support::root().join("results/atlas/T7.json");
    for args in [
        &["--board", "T7"][..],
        &["--board", "T7", "--each"][..],
        &["--each", "--from", t7.to_str().unwrap()][..],
        &["--board", "T7", "--start", "1", "--beam", "2^10", "--moves", "12"][..],
        &["--board", "T11", "--start", "1", "--beam", "2^10", "--moves", "12"][..],
    ] {
        let (code, out, err) = pegsol(&[&["fewest", "--names", "letters"][..], args].concat());
        assert_eq!((code, out.as_str(), err.lines().count()), (2, "", 1), "{args:?}: {err}");
        assert!(err.starts_with("error: --names letters is for T5 and square-lattice boards only"), "{err}");
    }
}
