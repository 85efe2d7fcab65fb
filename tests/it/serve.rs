//! `pegsol serve`'s JSON API, against a server started on a free port:
//! counts equal the `count` command's for the same positions (written as
//! the start with the holes empty that are empty after the jumps), on T5,
//! T6 and the English board; bad input gets status 400 and a one-line
//! `{"error": ...}`, and the server keeps serving; a small board's sheet
//! never waits behind a large board's; a client that shuts its sending
//! side gets its whole answer, and work whose clients have all gone,
//! counts and finish tables, stops.

use std::io::{BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::process::Command;
use std::time::{Duration, Instant};

use pegsol::{Board, Hole, Naming, Position};
use serde_json::{json, Value};

use crate::support::{self, Server};

/// `pegsol count --format json --no-random-play` from the position with
/// `empty` holes empty.
pub(crate) fn count(board: &str, empty: &[String]) -> Value {
    let output = Command::new(crate::support::PEGSOL)
        .args(["count", "--board", board, "--start", &empty.join(","), "--format", "json", "--no-random-play"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The holes empty in an analysis (every hole but the pegs).
pub(crate) fn empty_holes(analysis: &Value) -> Vec<String> {
    let pegs: Vec<&str> = analysis["pegs"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    let holes = analysis["holes"].as_array().unwrap().iter().map(|h| h["name"].as_str().unwrap());
    holes.filter(|h| !pegs.contains(h)).map(str::to_string).collect()
}

/// Plays a game through the API, choosing the jump with the most solutions
/// after `choice` (or the first), and checks each position and each of its
/// jumps against the count command while it has at least `min_pegs` pegs.
fn check_game(server: &Server, board: &str, start: &str, jumps: usize, min_pegs: usize) {
    let mut played: Vec<String> = Vec::new();
    for _ in 0..=jumps {
        let path = format!("/api/analyze?board={board}&start={start}&jumps={}", played.join(","));
        let (status, analysis) = server.json(&path);
        assert_eq!(status, 200, "{path}: {analysis}");
        let empty = empty_holes(&analysis);
        if analysis["pegs"].as_array().unwrap().len() < min_pegs {
            break;
        }
        let report = count(board, &empty);
        assert_eq!(analysis["solutions_by_finish"], report["solutions_by_finish"], "{path}");
        let total: u128 = report["solutions_by_finish"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_str().unwrap().parse::<u128>().unwrap())
            .sum();
        assert_eq!(analysis["solutions"], total.to_string(), "{path}");
        let survival = analysis["survival"].as_array().unwrap();
        assert_eq!(survival.len(), played.len() + 1);
        assert_eq!(survival.last().unwrap(), &analysis["solutions"]);
        let list = analysis["jumps"].as_array().unwrap();
        for jump in list {
            let (from, over, to) =
                (jump["from"].as_str().unwrap(), jump["over"].as_str().unwrap(), jump["to"].as_str().unwrap());
            let mut after: Vec<String> = empty.iter().filter(|h| *h != to).cloned().collect();
            after.extend([from.to_string(), over.to_string()]);
            let report = count(board, &after);
            assert_eq!(jump["solutions_by_finish"], report["solutions_by_finish"], "{path} then {jump}");
        }
        let Some(best) = list.iter().max_by_key(|j| j["solutions"].as_str().unwrap().parse::<u128>().unwrap()) else {
            break;
        };
        played.push(best["jump"].as_str().unwrap().to_string());
    }
}

#[test]
fn counts_agree_with_the_count_command() {
    let server = Server::start();
    check_game(&server, "T5", "A", 13, 1);
    check_game(&server, "T6", "4", 6, 1);
    // The English board from the centre (issue 40, defect 9: refused until
    // six jumps were played): counted from the start, by its finish
    // tables, and after six jumps, by passes.
    english_agrees(&server, "");
    let english: pegsol::Board = "english".parse().unwrap();
    let mut position = english.with_empty(&[english.parse_hole("d4").unwrap()]);
    let mut opening = Vec::new();
    for _ in 0..6 {
        let jump = position.legal_jumps(&english).next().unwrap();
        opening.push(pegsol::notation::jump_name(&english, jump, pegsol::Naming::Letters));
        position = position.jump(jump);
    }
    english_agrees(&server, &opening.join(","));
}

/// The English board from d4 after `jumps`, asked of the API: its counts
/// by finish are the count command's.
fn english_agrees(server: &Server, jumps: &str) {
    let (status, analysis) = server.json(&format!("/api/analyze?board=english&start=d4&jumps={jumps}"));
    assert_eq!(status, 200, "{analysis}");
    let report = count("english", &empty_holes(&analysis));
    assert_eq!(analysis["solutions_by_finish"], report["solutions_by_finish"]);
}

#[test]
fn bad_input_gets_400_and_the_server_keeps_serving() {
    let server = Server::start();
    let long = format!("/api/analyze?board=T5&start=A&jumps={}", "F-C-A,".repeat(1000));
    let cases = [
        ("/api/analyze?board=T99&start=A", "T99"),
        ("/api/analyze?board=T5&start=Z", "Z"),
        ("/api/analyze?board=T5", "start"),
        ("/api/analyze?start=A", "board"),
        ("/api/analyze?board=T5&start=A&jumps=F-C-Q", "F-C-Q"),
        ("/api/analyze?board=T5&start=A&jumps=D-B", "D-B"),
        ("/api/analyze?board=T5&start=A&jumps=F-C-A,F-C-A", "illegal jump F-C-A (jump 2)"),
        ("/api/analyze?board=T5&start=A&jumps=A-B-D", "illegal jump A-B-D (jump 1)"),
        ("/api/analyze?board=T5&start=A&colour=red", "unknown parameter"),
        ("/api/analyze?board=tests/data/x.board&start=1", "x.board"),
        ("/api/analyze?board=T5&start=%zz", "percent"),
        (long.as_str(), "query too long"),
    ];
    for (path, needle) in cases {
        let (status, body) = server.get(path);
        assert_eq!(status, 400, "{path}: {body}");
        assert_eq!(body.lines().count(), 1, "{body}");
        let error: Value = serde_json::from_str(&body).unwrap();
        assert!(error["error"].as_str().unwrap().contains(needle), "{path}: {body}");
        let (status, _) = server.get("/api/analyze?board=T4&start=2");
        assert_eq!(status, 200, "after {path}");
    }
    let (status, page) = server.get("/");
    assert_eq!(status, 200);
    // Relative addresses, so that the static site (docs/site.md) works from a subpath.
    assert!(page.contains("<script type=\"module\" src=\"app.js\">"));
    assert!(page.contains("<script src=\"engine.js\">"));
    assert_eq!(server.get("/engine.js").0, 200);
    assert_eq!(server.get("/nothing").0, 404);
}

/// Issue 40, defect 8: a POST gets 405 with a one-line JSON error (the body
/// was empty), and an unknown board's error names the boards the server
/// plays, not board files it never reads.
#[test]
fn other_methods_and_unknown_boards_get_errors_that_say_why() {
    let server = Server::start();
    let address = server.url().trim_start_matches("http://").trim_end_matches('/').to_string();
    for path in ["/api/analyze?board=T5&start=A", "/"] {
        let (status, body) = crate::support::http::request(&address, "POST", path).unwrap();
        assert_eq!(status, 405, "{path}: {body}");
        let error: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body:?}"));
        assert!(error["error"].as_str().unwrap().contains("only GET"), "{body}");
    }
    let (status, body) = server.json("/api/analyze?board=nope&start=A");
    assert_eq!(status, 400);
    let message = body["error"].as_str().unwrap();
    assert!(message.contains("\"nope\"") && message.contains("english"), "{message}");
    assert!(!message.contains(".board"), "the server reads no board file: {message}");
}

#[test]
fn a_solution_from_a_position_replays_to_its_finish() {
    let server = Server::start();
    let (status, answer) = server.json("/api/solution?board=T5&start=A&jumps=F-C-A&finish=M");
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["played"], serde_json::json!(["F-C-A"]));
    assert_eq!(answer["finish"], "M");
    let solution: Vec<&str> = answer["solution"].as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
    assert_eq!(solution.len(), 12);
    // Replayed by the API, which checks every jump: one peg, in M.
    let (status, end) = server.json(&format!("/api/analyze?board=T5&start=A&jumps=F-C-A,{}", solution.join(",")));
    assert_eq!(status, 200, "{end}");
    assert_eq!(end["pegs"], serde_json::json!(["M"]));
    // Answers name holes as the board does, whichever names the query used.
    let (status, numbered) = server.json("/api/solution?board=T5&start=1&jumps=6-3-1&finish=13");
    assert_eq!(status, 200, "{numbered}");
    assert_eq!((&numbered["start"], &numbered["played"]), (&serde_json::json!(["A"]), &serde_json::json!(["F-C-A"])));
    assert_eq!(numbered["finish"], "M");
    // Without a finish, any; B is no finish from A (29,760 solutions end
    // at A, G, J or M), so none.
    let (_, any) = server.json("/api/solution?board=T5&start=A");
    assert_eq!(any["finish"], Value::Null);
    assert_eq!(any["solution"].as_array().unwrap().len(), 13);
    let (status, none) = server.json("/api/solution?board=T5&start=A&finish=B");
    assert_eq!((status, &none["solution"]), (200, &Value::Null), "{none}");
    for (path, needle) in [
        ("/api/solution?board=T5&start=A&finish=Z", "bad finish"),
        ("/api/solution?board=T5&start=A&jumps=A-B-D", "illegal jump A-B-D"),
    ] {
        let (status, error) = server.json(path);
        assert_eq!(status, 400, "{error}");
        assert!(error["error"].as_str().unwrap().contains(needle), "{error}");
    }
}

#[test]
fn an_analysis_reports_its_progress_under_the_id_it_gives() {
    let server = Server::start();
    let (status, waiting) = server.json("/api/progress?id=not-yet");
    assert_eq!((status, &waiting["state"]), (200, &Value::from("waiting")), "{waiting}");
    // The English board after ten jumps (23 pegs): counted by passes, the
    // positions before it refused or counted too (the survival curve).
    let jumps = "d2-d3-d4,f3-e3-d3,e1-e2-e3,e4-e3-e2,c1-d1-e1,e1-e2-e3,c3-c2-c1,a3-b3-c3,d3-e3-f3,g3-f3-e3";
    let (status, analysis) = server.json(&format!("/api/analyze?board=english&start=d4&jumps={jumps}&progress=game-1"));
    assert_eq!(status, 200, "{analysis}");
    let (_, report) = server.json("/api/progress?id=game-1");
    assert_eq!(report["state"], "done", "{report}");
    // Every stage ran to its end: the earlier positions, after every legal jump.
    assert_eq!(
        (&report["stage"], &report["done"], &report["of"]),
        (&Value::from("earlier"), &Value::from(10), &Value::from(10))
    );
    let positions: u64 = report["positions"].as_str().unwrap().parse().unwrap();
    assert!(positions > 0, "{report}");
    for path in ["/api/progress?id=a%20b", "/api/progress", "/api/analyze?board=T5&start=A&progress=%26"] {
        let (status, error) = server.json(path);
        assert_eq!(status, 400, "{path}: {error}");
    }
}

#[test]
fn a_sheet_comes_whole_on_small_boards() {
    let server = Server::start();
    let (status, sheet) = server.json("/api/sheet?board=T5&start=A");
    assert_eq!(status, 200, "{sheet}");
    assert_eq!(
        (&sheet["complete"], &sheet["state"], &sheet["error"]),
        (&Value::Bool(true), &Value::from("complete"), &Value::Null)
    );
    for page in sheet["pages"].as_array().unwrap() {
        assert_eq!(page["proven"], true, "{page}");
        assert_eq!(page["fewest_at_least"], page["moves"], "{page}");
    }
}

/// The English board from the centre after six jumps (26 pegs): six legal
/// jumps, each counted by a pass of seconds.
const ENGLISH_SIX: &str = "d2-d3-d4,b3-c3-d3,c1-c2-c3,e1-d1-c1,d3-c3-b3,a3-b3-c3";

/// Reads `/api/progress?id=ID` until `until` holds of it (at most a
/// minute, however loaded the machine).
pub(crate) fn progress_until(server: &Server, id: &str, until: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (status, report) = server.json(&format!("/api/progress?id={id}"));
        assert_eq!(status, 200, "{report}");
        if until(&report) || Instant::now() > deadline {
            return report;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Issue 40, defect 7: a count whose client goes away (its connection
/// closed) stops, rather than slowing every count after it; its progress
/// says "cancelled", with the positions it had met, and they grow no more.
#[test]
fn a_count_whose_client_goes_away_stops() {
    // Without finish tables, which count this position in moments: its
    // jumps are then counted by passes of seconds.
    let server = Server::start_with(&["--table-memory", "0"]);
    let path = format!("/api/analyze?board=english&start=d4&jumps={ENGLISH_SIX}&progress=gone");
    let mut client = TcpStream::connect(&server.address).unwrap();
    write!(client, "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", server.address).unwrap();
    // Its first pass has finished a layer: the count is under way.
    let running = progress_until(&server, "gone", |r| r["positions"].as_str().is_some_and(|p| p != "0"));
    assert_eq!(running["state"], "counting", "{running}");
    drop(client);
    let stopped = progress_until(&server, "gone", |r| r["state"] != "counting");
    assert_eq!(stopped["state"], "cancelled", "{stopped}");
    // Stopped inside the jumps' passes, not after them: the count of all
    // six takes seconds, each pass checking the flag between its steps.
    assert_eq!(stopped["stage"], "jumps", "{stopped}");
    assert!(stopped["done"].as_u64() < stopped["of"].as_u64(), "{stopped}");
    std::thread::sleep(Duration::from_millis(500));
    let (_, later) = server.json("/api/progress?id=gone");
    assert_eq!((&later["positions"], &later["seconds"]), (&stopped["positions"], &stopped["seconds"]), "{later}");
    // Nothing half counted was kept: the position, asked again, is counted
    // whole and agrees with the count command.
    english_agrees(&server, ENGLISH_SIX);
}

/// Issue 40, defect 8: the progress of a request that failed says so, with
/// its error, instead of "waiting" for ever (a position too large to
/// count is no failure now: it gets verdicts).
#[test]
fn the_progress_of_a_failed_request_says_it_failed() {
    let server = Server::start();
    for (path, needle) in [
        ("/api/analyze?board=nope&start=A&progress=bad-board", "unknown board"),
        ("/api/analyze?board=T5&start=A&jumps=A-B-D&progress=bad-jump", "illegal jump A-B-D"),
        ("/api/analyze?board=T5&start=A&finish=Z&progress=bad-finish", "bad finish"),
    ] {
        let (status, answer) = server.json(path);
        assert!(status == 400 || status == 422, "{path}: {answer}");
        let id = path.rsplit_once("progress=").unwrap().1;
        let (_, report) = server.json(&format!("/api/progress?id={id}"));
        assert_eq!(report["state"], "failed", "{path}: {report}");
        assert_eq!(report["error"], answer["error"], "{path}: {report}");
        assert!(report["error"].as_str().unwrap().contains(needle), "{report}");
    }
    let (_, done) = server.json("/api/analyze?board=T5&start=A&progress=fine");
    assert!(done["solutions"].is_string(), "{done}");
    let (_, report) = server.json("/api/progress?id=fine");
    assert_eq!((&report["state"], &report["error"]), (&Value::from("done"), &Value::Null), "{report}");
}

/// Issue 40, defect 2: a look at the Wiegleb board's sheet held up every
/// other sheet ("The sheet waits its turn…" 22 minutes later). Now T5's
/// comes whole at once while it is prepared, and T7's, made finish by
/// finish, goes before it.
#[test]
fn a_small_sheet_never_waits_behind_a_large_one() {
    let server = Server::start();
    let (status, large) = server.json("/api/sheet?board=wiegleb&start=e5");
    assert_eq!((status, &large["state"]), (200, &json!("preparing")), "{large}");
    // A few milliseconds' work: within a few seconds even on a busy machine
    // (the page asks again every 2 s until the sheet is complete).
    let asked = Instant::now();
    let small = loop {
        let (status, small) = server.json("/api/sheet?board=T5&start=B");
        assert_eq!(status, 200, "{small}");
        if small["complete"] == true || asked.elapsed() > Duration::from_secs(5) {
            break small;
        }
    };
    assert_eq!((&small["complete"], &small["error"]), (&json!(true), &Value::Null), "{small}");
    assert!(!small["pages"].as_array().unwrap().is_empty(), "{small}");
    let (_, cheap) = server.json("/api/sheet?board=T7&start=2");
    assert_eq!(cheap["state"], "preparing", "{cheap}");
    let (_, large) = server.json("/api/sheet?board=wiegleb&start=e5");
    assert_eq!(large["state"], "waiting", "{large}");
}

/// The holes of `board` named in an answer's list.
fn holes(board: &Board, names: &Value) -> Vec<Hole> {
    names.as_array().unwrap().iter().map(|n| board.parse_hole(n.as_str().unwrap()).unwrap()).collect()
}

/// The jumps named in an answer's list, each checked legal where it is
/// played from `at`; the position they lead to.
fn replayed(board: &Board, mut at: Position, names: &Value) -> Position {
    let names: Vec<&str> = names.as_array().unwrap().iter().map(|j| j.as_str().unwrap()).collect();
    let (jumps, _) = pegsol::notation::parse_jumps(board, &names.join(",")).unwrap();
    for jump in jumps {
        assert!(at.can_jump(jump), "{names:?}");
        at = at.jump(jump);
    }
    at
}

/// Issue 40, build item 3: T8 from its usual start, too large to count,
/// gets a verdict for every legal jump, "wins" only with a solution (the
/// witness the answer gives, replayed here by the library, to one peg and
/// to the finish asked for), and says when the counts start, never a raw
/// bound (it said "could take up to 17179869172 positions, over the bound
/// of 250000000"). The game plays a jump that wins toward 1, so it stays
/// winnable; each jump brings the counts a jump nearer, and they start
/// when it said, with the count command's numbers.
#[test]
fn t8_gets_a_verdict_for_every_jump_until_the_counts_start() {
    let server = Server::start();
    let t8 = Board::triangle(8).unwrap();
    let start = t8.with_empty(&[t8.parse_hole("1").unwrap()]);
    let mut played: Vec<String> = Vec::new();
    let mut position = start;
    let mut until: Option<u64> = None;
    'game: loop {
        // Toward any finish, then toward 1 (T8 from 1 to 1 has solutions:
        // proofs/T8.cert), the game following a jump that wins toward 1.
        for finish in ["", "1"] {
            let path = format!("/api/analyze?board=T8&start=1&jumps={}&finish={finish}", played.join(","));
            let (status, body) = server.get(&path);
            assert_eq!(status, 200, "{path}: {body}");
            assert!(!body.contains("bound") && !body.contains("250000000"), "{path}: {body}");
            let analysis: Value = serde_json::from_str(&body).unwrap();
            assert_eq!(holes(&t8, &analysis["pegs"]), position.peg_holes().collect::<Vec<_>>());
            let after = analysis["counts_after_jumps"].as_u64().unwrap();
            if let Some(until) = until {
                assert_eq!(after, until - u64::from(finish.is_empty()), "{path}");
            }
            if !analysis["solutions"].is_null() {
                // Counted, when it said: the count command's numbers.
                assert_eq!((after, until), (0, Some(1)), "{path}");
                let report = count("T8", &empty_holes(&analysis));
                assert_eq!(analysis["solutions_by_finish"], report["solutions_by_finish"], "{path}");
                break 'game;
            }
            until = Some(after);
            let jumps = analysis["jumps"].as_array().unwrap();
            let legal: Vec<String> = position
                .legal_jumps(&t8)
                .map(|j| pegsol::notation::jump_name(&t8, j, pegsol::Naming::Numbers))
                .collect();
            assert_eq!(jumps.iter().map(|j| j["jump"].as_str().unwrap()).collect::<Vec<_>>(), legal, "{path}");
            let mut next = None;
            for jump in jumps {
                match jump["verdict"].as_str().unwrap() {
                    "wins" => {
                        let after = replayed(&t8, position, &serde_json::json!([jump["jump"]]));
                        let end = replayed(&t8, after, &jump["witness"]);
                        assert_eq!(end.pegs(), 1, "{path}: {jump}");
                        if !finish.is_empty() {
                            assert_eq!(end, Position::single(t8.parse_hole(finish).unwrap()), "{path}: {jump}");
                        }
                        next.get_or_insert(jump);
                    }
                    "loses" | "unknown" => assert!(jump["witness"].is_null(), "{jump}"),
                    other => panic!("{path}: verdict {other}"),
                }
            }
            let next = next.unwrap_or_else(|| panic!("{path}: no jump wins"));
            assert_eq!(analysis["winnable"], true, "{path}");
            if finish == "1" {
                played.push(next["jump"].as_str().unwrap().to_string());
                position = replayed(&t8, position, &serde_json::json!([next["jump"]]));
            }
        }
    }
    // The first answer said 23 more jumps; the issue saw the first count
    // after 23 jumps on main.
    assert_eq!(played.len(), 23);
    // "Show me a solution" on T8 comes from the bounded search, replayed.
    let (status, answer) = server.json("/api/solution?board=T8&start=1&finish=1");
    assert_eq!(status, 200, "{answer}");
    assert_eq!(replayed(&t8, start, &answer["solution"]), Position::single(t8.parse_hole("1").unwrap()));
}

/// Issue 40, defect 11: each board's default start is the one people know
/// and has a one-peg finish, checked by the count command where a count is
/// cheap (T4 to T7; and there the holes before it, in hole order, have
/// none) and otherwise by the committed certificate's witness from it,
/// replayed here; T3 and `hexagon3`, where no start has one, are marked so;
/// on `diamond` and `wiegleb`, too large to count, no solution is known
/// here and they say so (`null`), the diamond's hopeless centre avoided;
/// T1 and T2, with no jump at all, are not offered. The page opened on T5
/// from H (its hardest start) and T10's default had no solution.
#[test]
fn every_default_start_has_a_solution() {
    let server = Server::start();
    let (status, body) = server.json("/api/boards");
    assert_eq!(status, 200, "{body}");
    let boards = body["boards"].as_array().unwrap();
    let start_of = |name: &str| boards.iter().find(|b| b["name"] == name).map(|b| b["start"].as_str().unwrap());
    assert_eq!((start_of("T1"), start_of("T2")), (None, None));
    assert_eq!(start_of("T5"), Some("A"));
    assert_eq!(start_of("english"), Some("d4"));
    let solutions = |board: &str, hole: &str| -> u128 {
        let report = count(board, &[hole.to_string()]);
        report["solutions_by_finish"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_str().unwrap().parse::<u128>().unwrap())
            .sum()
    };
    for entry in boards {
        let name = entry["name"].as_str().unwrap();
        let board: Board = name.parse().unwrap();
        let start = board.parse_hole(entry["start"].as_str().unwrap()).unwrap();
        let Some(solvable) = entry["solvable"].as_bool() else {
            // Not known: the boards too large to count, with no
            // certificate; never the diamond's centre, which has no finish
            // (its committed count report: no game ends with one peg).
            assert!(["diamond", "wiegleb"].contains(&name) && entry["solvable"].is_null(), "{entry}");
            let path = support::root().join("results/reports/diamond/diamond-from-e5.json");
            let report: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            assert_eq!(
                (&report["start"], &report["solutions_by_finish"]),
                (&serde_json::json!(["e5"]), &serde_json::json!({}))
            );
            assert_ne!(start_of("diamond"), Some("e5"));
            continue;
        };
        if name.starts_with('T') && board.hole_count() <= 28 {
            let before: Vec<Hole> = board.holes().take_while(|&h| h != start).collect();
            for hole in before {
                assert_eq!(solutions(name, &board.hole_name(hole, Naming::Numbers)), 0, "{name} from {hole:?}");
            }
            let counted = solutions(name, &board.hole_name(start, Naming::Numbers));
            assert_eq!(counted > 0, solvable, "{name}: {counted} solutions");
        }
        let witnesses = crate::support::certificate::witnesses(&board, name);
        if !solvable {
            assert!(witnesses.is_empty(), "{name}");
            continue;
        }
        let (_, finish, witness) = witnesses.iter().find(|(s, _, _)| *s == start).unwrap_or_else(|| panic!("{name}"));
        let mut at = board.with_empty(&[start]);
        for &jump in witness {
            assert!(at.can_jump(jump), "{name}");
            at = at.jump(jump);
        }
        assert_eq!(at, Position::single(*finish), "{name}");
        // On the triangles, the top hole unless it has no solution.
        if name.starts_with('T') && start != Hole(0) {
            assert!(witnesses.iter().all(|(s, _, _)| *s != Hole(0)), "{name}");
        }
    }
}

/// Sends a GET for `path` on a connection of its own and returns the
/// connection, nothing read.
fn send_only(server: &Server, path: &str) -> TcpStream {
    let mut client = TcpStream::connect(&server.address).unwrap();
    write!(client, "GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", server.address).unwrap();
    client
}

/// GET `path` from a client that shuts its sending side once the request
/// is sent (as `nc -N` does) and then reads to the end: all it read.
fn half_closed_get(server: &Server, path: &str) -> Vec<u8> {
    let mut client = send_only(server, path);
    client.shutdown(Shutdown::Write).unwrap();
    client.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let mut read = Vec::new();
    client.read_to_end(&mut read).unwrap_or_else(|e| panic!("{path}: {e}"));
    read
}

/// Issue 61, defect 5: a client that shuts its sending side once its
/// request is sent (`printf 'GET ...' | nc -N host port`) got an empty
/// reply from every `/api/*` route: the server took the end of its stream
/// for the client gone. Now it gets the answer a client keeping its side
/// open gets, on every route, at once; or, where the count runs long (the
/// English board after six jumps without tables: passes of seconds), after
/// interim `102 Processing` responses, by which the server learns that the
/// client is still there; and one that half-closes and goes later still
/// stops its count.
#[test]
fn a_client_that_shuts_its_sending_side_gets_its_whole_answer() {
    let server = Server::start_with(&["--table-memory", "0"]);
    let slow = format!("/api/analyze?board=english&start=d4&jumps={ENGLISH_SIX}");
    // A client that half-closes and goes later still stops its count: the
    // server asks again every second.
    let client = send_only(&server, &format!("{slow}&progress=later"));
    client.shutdown(Shutdown::Write).unwrap();
    progress_until(&server, "later", |r| positions(r) > 0);
    std::thread::sleep(Duration::from_millis(1500));
    drop(client);
    let [report] = &all_stop_within(&server, &["later".to_string()], Duration::from_secs(3))[..] else {
        unreachable!()
    };
    assert_eq!(report["state"], "cancelled", "{report}");
    let raw = half_closed_get(&server, &slow);
    let interim = "HTTP/1.1 102 Processing\r\n\r\n";
    assert!(raw.starts_with(interim.as_bytes()), "{}", String::from_utf8_lossy(&raw));
    // Asked again, now from the cache, by a client keeping its side open.
    let answer = support::http::read_response(BufReader::new(&raw[..])).unwrap();
    assert_eq!(answer, server.get(&slow));
    for path in [
        "/",
        "/api/boards",
        "/api/analyze?board=T5&start=A&jumps=F-C-A",
        "/api/analyze?board=T6&start=1&progress=half",
        "/api/progress?id=half",
        "/api/solution?board=T5&start=A&finish=M",
        "/api/sheet?board=T5&start=A",
        "/api/analyze?board=T5&start=Z",
        "/nothing",
    ] {
        let raw = half_closed_get(&server, path);
        let answer = support::http::read_response(BufReader::new(&raw[..]))
            .unwrap_or_else(|e| panic!("{path}: {e}: {:?}", String::from_utf8_lossy(&raw)));
        let (status, body) = server.get(path);
        assert_eq!(answer.0, status, "{path}: {}", answer.1);
        if !path.starts_with("/api/progress") {
            assert_eq!(answer.1, body, "{path}");
        }
    }
}

/// The CPU time `server` takes in the second after a short pause: about
/// nothing once no work is left, a second or more while a core is busy.
fn cpu_in_a_second(server: &Server) -> f64 {
    std::thread::sleep(Duration::from_millis(300));
    let before = server.cpu_seconds();
    std::thread::sleep(Duration::from_secs(1));
    server.cpu_seconds() - before
}

/// Reads the progress of `ids` until none is counting, at most `within`
/// (the time a cancelled count takes to stop, with room for a loaded
/// machine, and well under the seconds the passes it stops take):
/// their last reports.
fn all_stop_within(server: &Server, ids: &[String], within: Duration) -> Vec<Value> {
    let deadline = Instant::now() + within;
    loop {
        let reports: Vec<Value> = ids.iter().map(|id| server.json(&format!("/api/progress?id={id}")).1).collect();
        if reports.iter().all(|r| r["state"] != "counting") {
            return reports;
        }
        assert!(Instant::now() < deadline, "still counting {within:?} after their clients went: {reports:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The positions a report says its passes met.
fn positions(report: &Value) -> u64 {
    report["positions"].as_str().map_or(0, |p| p.parse().unwrap())
}

/// Issue 61, defect 4: on a server without tables prepared (`--prepare
/// none`), a T7 request builds the three classes of finish tables it
/// needs, passes of seconds each; given up after a second, it was still
/// counting 4 s later and a core stayed busy for 10 s and more, and eight
/// such requests all stayed counting. Now the pass stops with the last
/// request that wants it: each says `cancelled` within 3 s of its client
/// going, and the server's CPU time stops growing. A request still
/// waiting keeps the pass going when the one that began it goes, and
/// the tables, begun afresh after the passes stopped, give the count
/// command's numbers.
#[test]
fn finish_tables_stop_building_when_nobody_waits_for_them() {
    let server = Server::start_with(&["--prepare", "none"]);
    let path = |id: &str| format!("/api/analyze?board=T7&start=2&progress={id}");
    let stop_within = Duration::from_secs(3);
    // One request, gone once its pass has met positions.
    let client = send_only(&server, &path("one"));
    progress_until(&server, "one", |r| positions(r) > 0);
    drop(client);
    let [report] = &all_stop_within(&server, &["one".to_string()], stop_within)[..] else { unreachable!() };
    assert_eq!(report["state"], "cancelled", "{report}");
    let busy = cpu_in_a_second(&server);
    assert!(busy < 0.25, "the server took {busy} s of CPU in a second with no request left");
    // Eight at once, one running the pass and seven waiting for it, all gone.
    let ids: Vec<String> = (1..=8).map(|i| format!("eight-{i}")).collect();
    let clients: Vec<TcpStream> = ids.iter().map(|id| send_only(&server, &path(id))).collect();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !ids.iter().any(|id| positions(&server.json(&format!("/api/progress?id={id}")).1) > 0) {
        assert!(Instant::now() < deadline, "no pass began");
        std::thread::sleep(Duration::from_millis(50));
    }
    drop(clients);
    for report in all_stop_within(&server, &ids, stop_within) {
        assert_eq!(report["state"], "cancelled", "{report}");
    }
    let busy = cpu_in_a_second(&server);
    assert!(busy < 0.25, "the server took {busy} s of CPU in a second with no request left");
    // The request that began the pass goes; one waiting for it stays.
    let first = send_only(&server, &path("first"));
    progress_until(&server, "first", |r| positions(r) > 0);
    let address = server.address.clone();
    let waiting = std::thread::spawn(move || support::get(&address, &path("second")).unwrap());
    progress_until(&server, "second", |r| r["state"] == "counting");
    drop(first);
    let (status, body) = waiting.join().unwrap();
    assert_eq!(status, 200, "{body}");
    let analysis: Value = serde_json::from_str(&body).unwrap();
    let report = count("T7", &["2".to_string()]);
    assert_eq!(analysis["solutions_by_finish"], report["solutions_by_finish"]);
    assert_eq!(server.json("/api/progress?id=first").1["state"], "cancelled");
}

/// Issue 63: the page's JavaScript is modules of one concern each. Every
/// file of the page's folder is served with its content type (but
/// worker.js, the static site's Web Worker) and copied by the site's
/// builder (xtask's `PAGE`); every module starts with a comment saying its
/// role, stays under 300 lines, imports only files of the folder, and no
/// module imports itself through others (the import graph has no cycle).
/// Issue 62, items 5 and 8: the atlases (results/atlas/: pages and JSON)
/// are served and copied too, for the page's links and sheets.
#[test]
fn every_page_module_is_served_and_copied_and_they_form_no_cycle() {
    let server = Server::start();
    let folder = crate::support::root().join("pegsol-cli/src/server/page");
    let xtask = std::fs::read_to_string(crate::support::root().join("xtask/src/main.rs")).unwrap();
    let mut imports = std::collections::BTreeMap::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let text = std::fs::read_to_string(folder.join(&name)).unwrap();
        assert!(xtask.contains(&format!("\"{name}\"")), "{name} is not in xtask's PAGE");
        let kind = match name.rsplit('.').next().unwrap() {
            "js" => "text/javascript; charset=utf-8",
            "css" => "text/css; charset=utf-8",
            _ => "text/html; charset=utf-8",
        };
        if name != "worker.js" {
            let path = if name == "index.html" { "/".to_string() } else { format!("/{name}") };
            let (head, body) = head_and_body(&server.address, &path);
            assert!(head.starts_with("HTTP/1.1 200"), "{path}: {head}");
            assert!(head.to_ascii_lowercase().contains(&format!("content-type: {kind}")), "{path}: {head}");
            assert_eq!(body, text, "{path}");
        }
        if !name.ends_with(".js") {
            continue;
        }
        assert!(text.starts_with("// "), "{name} has no role comment on its first line");
        assert!(text.lines().count() <= 300, "{name}: {} lines", text.lines().count());
        let used: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix("import ").and_then(|l| l.split("from \"./").nth(1)))
            .map(|l| l.trim_end_matches("\";").to_string())
            .collect();
        for module in &used {
            assert!(folder.join(module).is_file(), "{name} imports {module}, not in the folder");
        }
        imports.insert(name, used);
    }
    assert!(imports.len() >= 8, "{imports:?}");
    // The atlases' pages and JSON, each served and copied as it is.
    let atlas = crate::support::root().join("results/atlas");
    for entry in std::fs::read_dir(&atlas).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".md") {
            continue;
        }
        assert!(xtask.contains(&format!("\"{name}\"")), "{name} is not in xtask's ATLAS");
        let (head, body) = head_and_body(&server.address, &format!("/atlas/{name}"));
        assert!(head.starts_with("HTTP/1.1 200"), "{name}: {head}");
        assert_eq!(body, std::fs::read_to_string(atlas.join(&name)).unwrap(), "{name}");
    }
    // Depth first from every module: a module met again on the path is a cycle.
    fn visit<'a>(m: &'a str, graph: &'a std::collections::BTreeMap<String, Vec<String>>, path: &mut Vec<&'a str>) {
        assert!(!path.contains(&m), "an import cycle: {path:?} then {m}");
        path.push(m);
        for next in graph.get(m).into_iter().flatten() {
            visit(next, graph, path);
        }
        path.pop();
    }
    for m in imports.keys() {
        visit(m, &imports, &mut Vec::new());
    }
}

/// GET `path` from `address` (the connection closed after it): the
/// response's head and body as they came.
fn head_and_body(address: &str, path: &str) -> (String, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n").unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    (head.to_string(), body.to_string())
}

/// Issue 62, item 2: the board asked for is counted first. On a fresh
/// server preparing T7's tables, the English opening (whose two classes
/// of tables the request builds itself, seconds of passes) was counted
/// while T7's passes took both cores; now the preparation waits between
/// two of its layers while a request is counted. The English opening
/// asked while T7 is prepared: the count command's answer, and the T7
/// tables say they gave way to it for a second or more.
#[test]
fn requests_go_before_the_preparation_of_another_board() {
    use std::io::BufRead;
    use std::process::Stdio;
    let mut child = support::pegsol_process()
        .args(["serve", "--port", "0", "--prepare", "T7"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let address = line.trim().strip_prefix("pegsol serve: http://").unwrap().trim_end_matches('/').to_string();
    let (said, told) = std::sync::mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = said.send(line);
        }
    });
    let (status, body) = support::get(&address, "/api/analyze?board=english&start=d4").unwrap();
    assert_eq!(status, 200, "{body}");
    let analysis: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(analysis["solutions_by_finish"], count("english", &["d4".to_string()])["solutions_by_finish"]);
    assert!(told.try_recv().is_err(), "T7's tables were ready before the English answer");
    let ready = told.recv_timeout(Duration::from_secs(600)).expect("T7's tables are prepared");
    let _ = child.kill();
    let _ = child.wait();
    let gave_way: f64 = ready
        .split_once(" (")
        .and_then(|(_, rest)| rest.split_once(" s of it given way to requests)"))
        .map(|(seconds, _)| seconds.parse().unwrap())
        .unwrap_or_else(|| panic!("the server said {ready:?}"));
    assert!(ready.contains("T7 finish tables ready") && gave_way >= 1.0, "{ready}");
}

/// Waits (at most 120 s) for the server's stderr line containing `what`,
/// and returns it with the lines before it.
fn heard(lines: &std::sync::mpsc::Receiver<String>, what: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut seen = Vec::new();
    while !seen.last().is_some_and(|line: &String| line.contains(what)) {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = lines.recv_timeout(left).unwrap_or_else(|e| panic!("no line with {what:?} ({e}): {seen:?}"));
        seen.push(line);
    }
    seen
}

/// The French board's cache (issue 62, item 4), on small boards so that it
/// runs in seconds; nothing of it is particular to one board. A prepared
/// board's sweep from its default start is written to `--cache DIR` and
/// read back at the next start; a damaged file (one bit flipped) and a
/// foreign one (another board's) are each refused with one line on stderr
/// and swept afresh, never trusted: the counts still agree with the count
/// command, and the file is written whole again.
#[test]
fn a_damaged_or_foreign_cache_file_is_refused_and_swept_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().to_str().unwrap();
    // No finish tables: the sweep answers the positions, or passes do.
    let options = ["--prepare", "T5,T6", "--table-memory", "0", "--cache", cache];
    let (server, lines) = Server::start_heard(&options);
    heard(&lines, "T6 swept from 1");
    let (t5, t6) = (dir.path().join("T5-A.sweep"), dir.path().join("T6-1.sweep"));
    let written = std::fs::read(&t6).unwrap();
    drop(server);
    let (server, lines) = Server::start_heard(&options);
    let seen = heard(&lines, "T6 sweep from 1 read from");
    assert!(seen.iter().all(|line| !line.contains("refused")), "{seen:?}");
    check_game(&server, "T6", "1", 3, 1);
    drop(server);
    let mut damaged = written.clone();
    damaged[written.len() / 2] ^= 4;
    let foreign = std::fs::read(&t5).unwrap();
    for (bytes, why) in [(damaged, "damaged"), (foreign, "written for another board")] {
        std::fs::write(&t6, bytes).unwrap();
        let (server, lines) = Server::start_heard(&options);
        let seen = heard(&lines, "T6 swept from 1");
        let refused: Vec<&String> = seen.iter().filter(|line| line.contains("refused")).collect();
        assert_eq!(refused.len(), 1, "{seen:?}");
        assert!(refused[0].contains(&format!("T6-1.sweep refused ({why}")), "{refused:?}");
        check_game(&server, "T6", "1", 3, 1);
        assert_eq!(std::fs::read(&t6).unwrap(), written, "written whole again");
    }
}
