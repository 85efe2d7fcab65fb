//! `pegsol solve` and `pegsol solutions` against independent checks: a
//! replay that derives the rules from (row, col) alone, the forward pass's
//! counts, a plain breadth-first search over (position, last-moved peg) for
//! fewest moves, and the published OEIS figures.

use std::collections::{BTreeSet, HashMap, VecDeque};

use assert_cmd::Command;
use pegsol::{classes, forward, search, Board, Group, Position, Reduction};

fn pegsol(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("pegsol").unwrap().args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// A hole name as (row, col): letters A.. (T5) or numbers 1.., row by row.
fn at(name: &str) -> (i32, i32) {
    let index = match name.parse::<i32>() {
        Ok(number) => number - 1,
        Err(_) => i32::from(name.as_bytes()[0].to_ascii_uppercase() - b'A'),
    };
    let row = (0..).find(|r| (r + 1) * (r + 2) / 2 > index).unwrap();
    (row, index - row * (row + 1) / 2)
}

fn name(side: i32, (row, col): (i32, i32), letters: bool) -> String {
    let index = row * (row + 1) / 2 + col;
    if letters && side == 5 {
        char::from(b'A' + index as u8).to_string()
    } else {
        (index + 1).to_string()
    }
}

fn on_board(side: i32, (row, col): (i32, i32)) -> bool {
    (0..side).contains(&row) && (0..=row).contains(&col)
}

/// Plays `from-over-to` jumps from the start with `empty` holes empty, by
/// the rules alone: over is next to from in one of the six directions
/// (0,±1), (±1,0), (±1,±1), to is one step further; returns the pegs left
/// and the number of moves (a new move whenever a jump does not start
/// where the last one landed).
fn replay(side: i32, empty: &[&str], jumps: &[&str]) -> Result<(BTreeSet<(i32, i32)>, usize), String> {
    let index = |(r, c): (i32, i32)| (r * (r + 1) / 2 + c) as usize;
    let holes: Vec<(i32, i32)> = (0..side).flat_map(|r| (0..=r).map(move |c| (r, c))).collect();
    let mut peg: Vec<bool> = holes.iter().map(|&h| !empty.iter().any(|e| at(e) == h)).collect();
    let (mut moves, mut landed) = (0, None);
    for jump in jumps {
        let holes: Vec<(i32, i32)> = jump.split('-').map(at).collect();
        let [from, over, to] = holes[..] else { return Err(format!("{jump}: not from-over-to")) };
        let step = (over.0 - from.0, over.1 - from.1);
        if !matches!(step, (0, 1) | (0, -1) | (1, 0) | (-1, 0) | (1, 1) | (-1, -1))
            || (to.0 - over.0, to.1 - over.1) != step
        {
            return Err(format!("{jump}: not three holes in a row"));
        }
        if !on_board(side, from) || !on_board(side, to) || !peg[index(from)] || !peg[index(over)] || peg[index(to)] {
            return Err(format!("{jump}: illegal here"));
        }
        peg[index(from)] = false;
        peg[index(over)] = false;
        peg[index(to)] = true;
        if landed != Some(from) {
            moves += 1;
        }
        landed = Some(to);
    }
    Ok((holes.into_iter().filter(|&h| peg[index(h)]).collect(), moves))
}

/// Fewest moves from every one-vacancy start, by breadth-first search over
/// (position, hole of the last-moved peg): a jump by that peg costs 0, any
/// other jump 1 (0-1 BFS). Rules from (row, col) only. Returns the fewest
/// moves to each one-peg finish.
fn fewest_moves_by_bfs(side: i32, start: (i32, i32)) -> HashMap<(i32, i32), usize> {
    let holes: Vec<(i32, i32)> = (0..side).flat_map(|r| (0..=r).map(move |c| (r, c))).collect();
    let bit = |h: (i32, i32)| 1u64 << (h.0 * (h.0 + 1) / 2 + h.1);
    let mut lines = Vec::new();
    for &from in &holes {
        for step in [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)] {
            let over = (from.0 + step.0, from.1 + step.1);
            let to = (over.0 + step.0, over.1 + step.1);
            if on_board(side, to) {
                lines.push((bit(from), bit(over), bit(to), to));
            }
        }
    }
    let full = holes.iter().fold(0, |b, &h| b | bit(h));
    let first = (full & !bit(start), None);
    let mut dist: HashMap<(u64, Option<(i32, i32)>), usize> = HashMap::from([(first, 0)]);
    let mut queue = VecDeque::from([first]);
    let mut best = HashMap::new();
    while let Some(state) = queue.pop_front() {
        let (position, last) = state;
        let d = dist[&state];
        if position.count_ones() == 1 {
            let hole = *holes.iter().find(|&&h| bit(h) == position).unwrap();
            let entry = best.entry(hole).or_insert(d);
            *entry = (*entry).min(d);
        }
        for &(from, over, to, landing) in &lines {
            if position & (from | over | to) == from | over {
                let cost = if last.map(bit) == Some(from) { 0 } else { 1 };
                let next = (position ^ (from | over | to), Some(landing));
                if dist.get(&next).is_none_or(|&old| d + cost < old) {
                    dist.insert(next, d + cost);
                    if cost == 0 {
                        queue.push_front(next);
                    } else {
                        queue.push_back(next);
                    }
                }
            }
        }
    }
    best
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

/// Every (start, finish) pair of one-vacancy starts and one-peg finishes,
/// as hole names.
fn pairs(side: u8) -> Vec<(String, String)> {
    let board = Board::triangle(side).unwrap();
    let names: Vec<String> = board.holes().map(|h| (h.0 + 1).to_string()).collect();
    names.iter().flat_map(|s| names.iter().map(move |f| (s.clone(), f.clone()))).collect()
}

#[test]
fn position_classes_and_search_reproduce_oeis_a130515_and_a130516() {
    // P9 (OEIS A130515) and P10 (OEIS A130516), n = 2..6 (T7 to T10 in
    // `cargo run --release -p pegsol-tools -- witnesses --sides 7 8 9 10`).
    let feasible = [1, 4, 3, 17, 29];
    let solvable = [0, 0, 1, 12, 29];
    for side in 2..=6u8 {
        let board = Board::triangle(side).unwrap();
        let (mut f, mut s) = (0, 0);
        for (start, finish) in Group::full(&board).pair_orbits().into_iter().map(|orbit| orbit[0]) {
            let (from, to) = (board.with_empty(&[start]), Position::single(finish));
            if !classes::feasible(&board, from, to) {
                continue;
            }
            f += 1;
            s += usize::from(search::solve(&board, from, to).is_ok());
        }
        let n = usize::from(side) - 2;
        assert_eq!((f, s), (feasible[n], solvable[n]), "T{side}");
    }
}

#[test]
fn solve_prints_legal_solutions_and_names_the_reason_for_none() {
    for side in 4..=6u8 {
        // Every start up to symmetry, every finish.
        let board = Board::triangle(side).unwrap();
        let group = Group::full(&board);
        let least = |name: &str| {
            let hole = board.parse_hole(name).unwrap();
            group.hole_orbit(hole)[0] == hole
        };
        for (start, finish) in pairs(side).into_iter().filter(|(s, _)| least(s)) {
            let (code, out, err) = pegsol(&[
                "solve",
                "--board",
                &format!("T{side}"),
                "--start",
                &start,
                "--finish",
                &finish,
                "--format",
                "json",
            ]);
            let value = json(&out);
            match code {
                0 => {
                    let jumps: Vec<&str> =
                        value["jumps"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
                    let (pegs, moves) = replay(i32::from(side), &[&start], &jumps).unwrap();
                    assert_eq!(pegs, BTreeSet::from([at(&finish)]), "T{side} {start}->{finish}");
                    assert_eq!(value["moves"], moves);
                }
                1 => {
                    let reason = value["reason"].as_str().unwrap();
                    assert!(
                        ["impossible by the board's position classes", "no solution exists after exhaustive search"]
                            .contains(&reason),
                        "{reason}"
                    );
                }
                _ => panic!("T{side} {start}->{finish}: exit {code}: {err}"),
            }
        }
    }
    let (code, out, _) = pegsol(&["solve", "--board", "T5", "--start", "A", "--finish", "B"]);
    assert_eq!(code, 1);
    assert_eq!(out, "no solution from A empty to B on T5: impossible by the board's position classes\n");
    // Seed 003: from E the only finish is M; A is class-feasible but unsolvable.
    let (code, out, _) = pegsol(&["solve", "--board", "T5", "--start", "E", "--finish", "E"]);
    assert_eq!(
        (code, out.as_str()),
        (1, "no solution from E empty to E on T5: no solution exists after exhaustive search\n")
    );
}

#[test]
fn solve_finds_witnesses_on_t8_corner_pairs() {
    let board = Board::triangle(8).unwrap();
    for (start, finish) in [("1", "1"), ("1", "29"), ("2", "3")] {
        let (code, out, _) =
            pegsol(&["solve", "--board", "T8", "--start", start, "--finish", finish, "--format", "json"]);
        let from = board.with_empty(&[board.parse_hole(start).unwrap()]);
        let to = Position::single(board.parse_hole(finish).unwrap());
        assert_eq!(code == 0, classes::feasible(&board, from, to), "{start}->{finish}");
        if code == 0 {
            let value = json(&out);
            let jumps: Vec<&str> = value["jumps"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
            assert_eq!(replay(8, &[start], &jumps).unwrap().0, BTreeSet::from([at(finish)]));
        }
    }
}

#[test]
fn shortest_matches_a_breadth_first_search_over_position_and_last_peg() {
    for side in [4u8, 5] {
        let board = Board::triangle(side).unwrap();
        let mut overall = usize::MAX;
        for start in board.holes() {
            let start_at = at(&(start.0 + 1).to_string());
            let expected = fewest_moves_by_bfs(i32::from(side), start_at);
            for finish in board.holes() {
                let (s, f) = ((start.0 + 1).to_string(), (finish.0 + 1).to_string());
                let (code, out, _) = pegsol(&[
                    "solve",
                    "--board",
                    &format!("T{side}"),
                    "--start",
                    &s,
                    "--finish",
                    &f,
                    "--shortest",
                    "--format",
                    "json",
                ]);
                let want = expected.get(&at(&f));
                assert_eq!(code == 0, want.is_some(), "T{side} {s}->{f}");
                if let Some(&want) = want {
                    let value = json(&out);
                    let jumps: Vec<&str> =
                        value["jumps"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
                    let (pegs, moves) = replay(i32::from(side), &[&s], &jumps).unwrap();
                    assert_eq!(pegs, BTreeSet::from([at(&f)]));
                    assert_eq!((moves, value["moves"].as_u64().unwrap() as usize), (want, want), "T{side} {s}->{f}");
                    overall = overall.min(want);
                }
            }
        }
        // P8 (OEIS A127500): the fewest moves over all problems, 5 on T4, 9 on T5.
        assert_eq!(overall, if side == 4 { 5 } else { 9 }, "T{side}");
    }
}

#[test]
fn solutions_stream_every_solution_of_t5_as_counted_by_the_forward_pass() {
    let board = Board::triangle(5).unwrap();
    let mut solvable_pairs = 0;
    for start in board.holes() {
        let counts = forward(&board, board.with_empty(&[start]), Reduction::Symmetry).solutions_by_finish;
        for finish in board.holes() {
            let (s, f) =
                (board.hole_name(start, pegsol::Naming::Letters), board.hole_name(finish, pegsol::Naming::Letters));
            let (code, out, _) = pegsol(&["solutions", "--board", "T5", "--start", &s, "--finish", &f]);
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(lines.len().to_string(), counts[finish.index()].to_string(), "{s}->{f}");
            assert_eq!(code, if lines.is_empty() { 1 } else { 0 });
            solvable_pairs += usize::from(!lines.is_empty());
            // Replay every line from the starts up to symmetry (A, B, D, E).
            if Group::full(&board).hole_orbit(start)[0] != start {
                continue;
            }
            let distinct: BTreeSet<&str> = lines.iter().copied().collect();
            assert_eq!(distinct.len(), lines.len(), "{s}->{f}: a solution printed twice");
            for line in lines {
                let jumps: Vec<&str> = line.split([' ', ',']).filter(|w| !w.is_empty()).collect();
                assert_eq!(replay(5, &[&s], &jumps).unwrap().0, BTreeSet::from([at(&f)]), "{line}");
            }
        }
    }
    // 54 ordered pairs: the 12 solvable classes of P10 (A130516) unfolded by
    // the symmetries.
    assert_eq!(solvable_pairs, 54);
    // Seed 003 (S2): from A, 16,128 solutions end at M.
    let (_, out, _) = pegsol(&["solutions", "--board", "T5", "--start", "A", "--finish", "M"]);
    assert_eq!(out.lines().count(), 16_128);
}

#[test]
fn solutions_limit_and_distinct() {
    let (code, out, _) = pegsol(&["solutions", "--board", "T5", "--start", "A", "--finish", "M", "--limit", "3"]);
    assert_eq!((code, out.lines().count()), (0, 3));
    // A limit of 0 is a usage error, never a false "no solution" for a pair
    // with 16,128 (seed 003, S2).
    let (code, out, err) = pegsol(&["solutions", "--board", "T5", "--start", "A", "--finish", "M", "--limit", "0"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("error: invalid value '0' for '--limit <LIMIT>'"), "{err}");
    let (code, out, _) = pegsol(&["solutions", "--board", "T5", "--start", "A", "--finish", "M", "--distinct"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    // Independently: no two printed solutions have the same set of moves,
    // directly or through the mirror through A (which fixes A and M).
    let mirror = |name: &str| {
        let (r, c) = at(name);
        name_of(5, (r, r - c))
    };
    let key = |line: &str, flip: bool| -> Vec<String> {
        let hole = |h: &str| if flip { mirror(h) } else { h.to_string() };
        let jump = |j: &str| j.split('-').map(hole).collect::<Vec<_>>().join("-");
        let mut moves: Vec<String> =
            line.split(", ").map(|m| m.split(' ').map(jump).collect::<Vec<_>>().join(" ")).collect();
        moves.sort();
        moves
    };
    let mut seen = BTreeSet::new();
    for line in &lines {
        let (own, mirrored) = (key(line, false), key(line, true));
        assert!(!seen.contains(&own) && !seen.contains(&mirrored), "{line} repeats an earlier solution");
        seen.insert(own);
    }
    // And every class is printed: the keys of all 16,128 solutions, each
    // identified with its mirror image, are as many as the printed lines.
    let (_, all, _) = pegsol(&["solutions", "--board", "T5", "--start", "A", "--finish", "M"]);
    let classes: BTreeSet<Vec<String>> = all.lines().map(|l| key(l, false).min(key(l, true))).collect();
    assert_eq!(classes.len(), lines.len());
    assert!(lines.len() < 16_128 && !lines.is_empty());
}

fn name_of(side: i32, hole: (i32, i32)) -> String {
    name(side, hole, true)
}

#[test]
fn bad_input_exits_2_with_a_clear_message() {
    let cases: [(&[&str], &str); 7] = [
        (&["solve", "--board", "T5", "--start", "Q", "--finish", "A"], "bad --start: board T5 has no hole \"Q\""),
        (&["solve", "--board", "T5", "--start", "A", "--finish", "16"], "bad --finish: board T5 has no hole \"16\""),
        (&["solve", "--board", "T11", "--start", "1", "--finish", "1"], "unknown board \"T11\""),
        (&["solutions", "--board", "T6", "--start", "A", "--finish", "1"], "bad --start: board T6 has no hole \"A\""),
        (
            &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-B-A-C"],
            "malformed jump \"D-B-A-C\"",
        ),
        (
            &["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "D-C-A"],
            "\"D-C-A\" is not a jump on T5",
        ),
        (&["sheet", "--board", "T5", "--start", "A", "--finish", "P"], "bad --finish: board T5 has no hole \"P\""),
    ];
    for (args, message) in cases {
        let (code, out, err) = pegsol(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.starts_with("error: ") && err.contains(message) && err.lines().count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn check_replays_a_given_jump_list() {
    let solution = "D-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F B-E-I C-F-J O-J-F F-I-M N-M-L K-L-M";
    let (code, out, _) = pegsol(&["solve", "--board", "T5", "--start", "a", "--finish", "m", "--check", solution]);
    assert_eq!((code, out.as_str()), (0, "a solution: 13 jumps in 12 moves, from A empty to M\n"));
    let (code, out, _) = pegsol(&["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", "F-C-A A-C-F"]);
    assert_eq!((code, out.as_str()), (1, "not a solution: jump 2 (A-C-F) is illegal here\n"));
    // The same verdicts as JSON, for programs.
    let check = |jumps: &str| {
        let (code, out, _) =
            pegsol(&["solve", "--board", "T5", "--start", "A", "--finish", "M", "--check", jumps, "--format", "json"]);
        (code, json(&out))
    };
    let (code, value) = check(solution);
    assert_eq!(code, 0);
    assert_eq!(value["solution"], true);
    assert_eq!(value["jumps"].as_array().unwrap().len(), 13);
    assert_eq!(value["moves"], 12);
    assert_eq!(value["pegs_left"], serde_json::json!(["M"]));
    let (code, value) = check("F-C-A A-C-F");
    assert_eq!(code, 1);
    assert_eq!(value["solution"], false);
    assert_eq!(value["illegal_jump"], 2);
    assert_eq!(value["reason"], "jump 2 (A-C-F) is illegal here");
    let (code, value) = check("D-A");
    assert_eq!(code, 1);
    assert_eq!(value["pegs_left"].as_array().unwrap().len(), 13);
}

#[test]
fn fewest_moves_over_all_problems_match_oeis_a127500_up_to_t6() {
    // P8 (OEIS A127500, G. Bell): 5, 9, 9 for T4, T5, T6. Every solution
    // found is replayed by the rules alone and its moves recounted.
    fewest_moves_over_all_problems(&[(4, 5), (5, 9), (6, 9)]);
}

#[test]
#[ignore = "T7 takes many minutes and about 1.2 GB: cargo test --release -- --ignored"]
fn fewest_moves_over_all_problems_match_oeis_a127500_on_t7() {
    // P8 (OEIS A127500): 12 on T7.
    fewest_moves_over_all_problems(&[(7, 12)]);
}

fn fewest_moves_over_all_problems(published: &[(u8, usize)]) {
    for &(side, published) in published {
        let board = Board::triangle(side).unwrap();
        let mut best = usize::MAX;
        for start in Group::full(&board).hole_orbits().into_iter().map(|orbit| orbit[0]) {
            let levels = pegsol::moves::MoveLevels::new(&board, board.with_empty(&[start]), None);
            for finish in board.holes() {
                let target = Position::single(finish);
                let Some(jumps) = levels.solution(&board, target) else { continue };
                let names = pegsol::notation::jump_names(&board, &jumps, pegsol::Naming::Numbers);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let (pegs, moves) = replay(i32::from(side), &[&(start.0 + 1).to_string()], &names).unwrap();
                assert_eq!(pegs, BTreeSet::from([at(&(finish.0 + 1).to_string())]));
                assert_eq!(Some(moves), levels.moves_to(target));
                best = best.min(moves);
            }
        }
        assert_eq!(best, published, "T{side}");
    }
}

/// E3 (published-figures.md: Bergholt 1912, Beasley 1964): on the English
/// board the fewest moves from the centre back to the centre is 18.
/// `--shortest`'s bounded search proves it; the solution replays by the
/// library's rules.
#[test]
fn english_centre_to_centre_in_18_moves_proven() {
    let (code, out, _) =
        pegsol(&["solve", "--board", "english", "--start", "d4", "--finish", "d4", "--shortest", "--format", "json"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((json["moves"].as_u64(), json["fewest_moves_at_least"].as_u64()), (Some(18), Some(18)));
    let english = pegsol::Board::open("english").unwrap();
    let jumps: Vec<String> =
        json["jumps"].as_array().unwrap().iter().map(|j| j.as_str().unwrap().to_string()).collect();
    let (jumps, _) = pegsol::notation::parse_jumps(&english, &jumps.join(" ")).unwrap();
    let d4 = english.parse_hole("d4").unwrap();
    assert!(english.with_empty(&[d4]).replay(&jumps).solves(pegsol::Position::single(d4)));
}

/// Under a small `--memory-limit` the search of `--shortest` gives up and
/// says what it proved: on T8 from 2 to 2, whose fewest is 13 (A127500,
/// published-figures.md P8; `pegsol fewest --board T8` finds this problem
/// among those reaching it), the bound it proves is at most 13, the
/// solution it gives (from the beam search) replays and has at least 13
/// moves, and the text says the fewest is not proven.
#[test]
fn shortest_within_a_small_memory_limit_proves_a_bound_only() {
    let args = ["solve", "--board", "T8", "--start", "2", "--finish", "2", "--shortest", "--memory-limit", "4MiB"];
    let (code, out, _) = pegsol(&[&args[..], &["--format", "json"]].concat());
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let (moves, at_least) = (json["moves"].as_u64().unwrap(), json["fewest_moves_at_least"].as_u64().unwrap());
    assert!(at_least <= 13 && moves >= 13 && at_least < moves, "{moves} moves, at least {at_least}");
    let t8 = pegsol::Board::open("T8").unwrap();
    let jumps: Vec<&str> = json["jumps"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
    let (jumps, _) = pegsol::notation::parse_jumps(&t8, &jumps.join(" ")).unwrap();
    let two = t8.parse_hole("2").unwrap();
    assert!(t8.with_empty(&[two]).replay(&jumps).solves(pegsol::Position::single(two)));
    let (code, text, _) = pegsol(&args);
    assert_eq!(code, 0);
    assert!(text.contains(&format!("(the fewest at least {at_least}, not proven)")), "{text}");
}

/// The merit's beam (`moves::beam`) against the plain breadth-first
/// search over whole moves (`MoveLevels`), on every solvable pair of T5 and
/// T6 from one start per orbit: within one move less than the fewest it
/// finds nothing (it never claims a solution that does not exist), and with
/// room for every position it finds a solution within the fewest, which
/// replays.
#[test]
fn the_merits_beam_finds_the_fewest_with_room_and_never_fewer() {
    use pegsol::moves::beam;
    let room = beam::Room { width: 1 << 20, backward: 1 << 20 };
    for side in [5, 6] {
        let board = Board::triangle(side).unwrap();
        for start in Group::full(&board).hole_orbits().into_iter().map(|orbit| orbit[0]) {
            let begin = board.with_empty(&[start]);
            let levels = pegsol::moves::MoveLevels::new(&board, begin, None);
            for finish in board.holes() {
                let target = Position::single(finish);
                let Some(fewest) = levels.moves_to(target) else { continue };
                let within = |most| beam::within(&board, begin, target, most, room, &mut |_| {});
                assert_eq!(within(fewest - 1), None, "T{side} {start:?} -> {finish:?}: nothing within {}", fewest - 1);
                let jumps = within(fewest).unwrap_or_else(|| panic!("T{side} {start:?} -> {finish:?} within {fewest}"));
                assert!(begin.replay(&jumps).solves(target), "T{side} {start:?} -> {finish:?}");
                assert_eq!(pegsol::notation::move_count(&jumps), fewest, "T{side} {start:?} -> {finish:?}");
            }
        }
    }
}

/// The beam to each finish at once (`moves::beam::to_each_finish`)
/// against the plain breadth-first search over whole moves, on T5 and T6
/// from one start per orbit, within every limit from one below the
/// fewest to any finish up to the most any finish needs: with room for
/// every position it meets exactly the finishes solvable within the limit,
/// each with a solution of its fewest moves, which replays.
#[test]
fn the_beam_to_each_finish_meets_each_finish_in_its_fewest_moves() {
    use pegsol::moves::beam;
    let room = beam::Room { width: 1 << 20, backward: 1 << 20 };
    for side in [5, 6] {
        let board = Board::triangle(side).unwrap();
        let finishes: Vec<Position> = board.holes().map(Position::single).collect();
        for start in Group::full(&board).hole_orbits().into_iter().map(|orbit| orbit[0]) {
            let begin = board.with_empty(&[start]);
            let levels = pegsol::moves::MoveLevels::new(&board, begin, None);
            let fewest: Vec<Option<usize>> = finishes.iter().map(|&target| levels.moves_to(target)).collect();
            let Some(least) = fewest.iter().flatten().min().copied() else { continue };
            let greatest = fewest.iter().flatten().max().copied().unwrap();
            for most in least - 1..=greatest {
                let met = beam::to_each_finish(&board, begin, &finishes, most, room, &mut |_| {});
                let expected: Vec<Position> = finishes
                    .iter()
                    .zip(&fewest)
                    .filter(|(_, moves)| moves.is_some_and(|moves| moves <= most))
                    .map(|(&target, _)| target)
                    .collect();
                let found: Vec<Position> = met.iter().map(|(target, _)| *target).collect();
                assert_eq!(found, expected, "T{side} from {start:?} within {most}");
                for (target, jumps) in &met {
                    assert!(begin.replay(jumps).solves(*target), "T{side} {start:?} -> {target:?}");
                    let at = finishes.iter().position(|f| f == target).unwrap();
                    assert_eq!(
                        Some(pegsol::notation::move_count(jumps)),
                        fewest[at],
                        "T{side} {start:?} -> {target:?}"
                    );
                }
            }
        }
    }
}

/// `solve --shortest --within N`: one search within N moves. T6 from 2 back
/// to 2 takes 9 moves (its fewest, as `pegsol fewest --board T6` finds:
/// A127500's 9 is reached there).
#[test]
fn shortest_within_meets_at_the_fewest_or_proves_more() {
    let args = ["solve", "--shortest", "--board", "T6", "--start", "2", "--finish", "2", "--within"];
    let (code, out, err) = pegsol(&[&args[..], &["9"]].concat());
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("9 moves, the fewest, from 2 empty to 2 on T6: "), "{out}");
    let solution = out.lines().next().unwrap().split(": ").nth(1).unwrap().replace(", ", " ");
    let (code, _, _) = pegsol(&["solve", "--board", "T6", "--start", "2", "--finish", "2", "--check", &solution]);
    assert_eq!(code, 0, "{solution}");
    // Within 11 the search still meets at 9.
    let (code, out, _) = pegsol(&[&args[..], &["11", "--format", "json"]].concat());
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Moves are numbers, as without --within (docs/formats.md; issue 61:
    // they were strings here).
    assert_eq!((value["moves"].as_u64(), value["within_moves"].as_u64()), (Some(9), Some(11)));
    assert_eq!(value["fewest_moves_at_least"].as_u64(), Some(9));
    assert!(value["forward_positions_by_moves"].as_array().unwrap().iter().all(serde_json::Value::is_string));
    // Within 8: none, which proves at least 9.
    let (code, out, _) = pegsol(&[&args[..], &["8"]].concat());
    assert_eq!(code, 1);
    assert!(out.starts_with("no solution within 8 moves from 2 empty to 2 on T6: the fewest is at least 9 moves"));
    let (code, out, _) = pegsol(&[&args[..], &["8", "--format", "json"]].concat());
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, value["moves"].is_null(), value["gave_up"].as_bool()), (1, true, Some(false)));
    assert_eq!(value["fewest_moves_at_least"].as_u64(), Some(9));
    // Out of memory (T8 from 2 back to 2 takes 13, A127500's fewest for T8):
    // it says so, with the bound it proved.
    let t8 = ["solve", "--shortest", "--board", "T8", "--start", "2", "--finish", "2", "--within", "13"];
    let (code, out, _) = pegsol(&[&t8[..], &["--memory-limit", "1MiB"]].concat());
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("gave up within 13 moves from 2 empty to 2 on T8 (memory limit): the fewest is at least"));
    // Position classes and usage.
    let (code, out, _) =
        pegsol(&["solve", "--shortest", "--board", "T6", "--start", "1", "--finish", "2", "--within", "9"]);
    assert_eq!(code, 1);
    assert!(out.contains("impossible by the board's position classes"), "{out}");
    let (code, _, err) = pegsol(&["solve", "--board", "T6", "--start", "2", "--finish", "2", "--within", "9"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: the following required arguments"), "{err}");
}
