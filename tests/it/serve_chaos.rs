//! `pegsol serve` under chaos on loopback (issue 61, item 4): clients that
//! give up, half-close, read slowly, pipeline and come in bursts; after
//! it, no core is left busy and every answer completed is the count
//! command's.

use crate::support::Random;
use std::collections::HashMap;
use std::io::{BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::time::{Duration, Instant};

use pegsol::{notation, Board};
use serde_json::Value;

use crate::serve::{count, empty_holes};
use crate::support::http::read_response;
use crate::support::Server;

/// How long the chaos runs. The whole test takes about 20 s more: the
/// requests under way when it ends, the server's CPU time read for 3 s,
/// and the count command run on every position answered (T7's two take
/// about 5 s). Kept short so CI stays fast.
const CHAOS: Duration = Duration::from_secs(20);

/// Clients at once (one thread each).
const CLIENTS: u64 = 6;

/// The seed of the positions and of each client's choices.
const SEED: u64 = 0x5eed_0061;

/// A request of the chaos: its path, and the status a client that waits
/// for it must get.
struct Request {
    path: String,
    status: u16,
}

/// Positions along random games on T5 (from A) and T6 (from 1 and from
/// 4), each with at least three pegs; T7 from 2 and after 7-4-2, which
/// build the finish tables of T7 on a server that prepares none (its
/// pass stopped when the requests that wanted it are all given up, and
/// begun again). Then the other routes, and bad queries.
fn requests(random: &mut Random) -> Vec<Request> {
    let mut list = Vec::new();
    let ok = |path: String| Request { path, status: 200 };
    for (name, start, games) in [("T5", "A", 10), ("T6", "1", 5), ("T6", "4", 5)] {
        let board: Board = name.parse().unwrap();
        for _ in 0..games {
            let mut position = board.with_empty(&[board.parse_hole(start).unwrap()]);
            let mut jumps = Vec::new();
            for _ in 0..random.below(board.hole_count() - 3) {
                let legal: Vec<_> = position.legal_jumps(&board).collect();
                if legal.is_empty() {
                    break;
                }
                let jump = legal[random.below(legal.len())];
                jumps.push(notation::jump_name(&board, jump, board.default_naming()));
                position = position.jump(jump);
            }
            list.push(ok(format!("/api/analyze?board={name}&start={start}&jumps={}", jumps.join(","))));
        }
    }
    list.push(ok("/api/analyze?board=T7&start=2".into()));
    list.push(ok("/api/analyze?board=T7&start=2&jumps=7-4-2".into()));
    list.push(ok("/api/solution?board=T5&start=A&finish=M".into()));
    for path in ["/", "/api/boards", "/api/sheet?board=T5&start=A", "/api/sheet?board=T6&start=1"] {
        list.push(ok(path.into()));
    }
    for path in ["/api/analyze?board=T99&start=A", "/api/analyze?board=T5&start=A&jumps=A-B-D"] {
        list.push(Request { path: path.into(), status: 400 });
    }
    list
}

/// What a client did with a request.
#[derive(Clone, Copy, Debug)]
enum Act {
    /// Read the whole answer.
    Wait,
    /// Closed its connection after a while, nothing read.
    GiveUp,
    /// Shut its sending side, then read the whole answer.
    HalfClose,
    /// Read the answer a few bytes at a time.
    ReadSlowly,
    /// Sent two requests on one connection before reading, then read both.
    Pipeline,
}

/// The answers completed (path, status, body), and what went wrong.
#[derive(Default)]
struct Seen {
    answers: Vec<(String, u16, String)>,
    failures: Vec<String>,
    acts: HashMap<String, usize>,
}

fn connect(address: &str, paths: &[&str]) -> std::io::Result<TcpStream> {
    let mut stream = TcpStream::connect(address)?;
    stream.set_read_timeout(Some(Duration::from_secs(120)))?;
    for path in paths {
        write!(stream, "GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n")?;
    }
    Ok(stream)
}

/// One client's request, done as `act` says.
fn act(address: &str, act: Act, request: &Request, random: &mut Random, seen: &mut Seen) {
    let path = request.path.as_str();
    *seen.acts.entry(format!("{act:?}")).or_default() += 1;
    let outcome: Result<Vec<(u16, String)>, String> = (|| {
        let failed = |e: std::io::Error| format!("{e}");
        match act {
            Act::Wait => Ok(vec![read_response(BufReader::new(connect(address, &[path]).map_err(failed)?))?]),
            Act::GiveUp => {
                let stream = connect(address, &[path]).map_err(failed)?;
                std::thread::sleep(Duration::from_millis(random.below(1500) as u64));
                drop(stream);
                Ok(Vec::new())
            }
            Act::HalfClose => {
                let stream = connect(address, &[path]).map_err(failed)?;
                stream.shutdown(Shutdown::Write).map_err(failed)?;
                Ok(vec![read_response(BufReader::new(stream))?])
            }
            Act::ReadSlowly => {
                let mut stream = connect(address, &[path]).map_err(failed)?;
                let mut read = Vec::new();
                let mut chunk = [0; 256];
                loop {
                    std::thread::sleep(Duration::from_millis(5));
                    let n = stream.read(&mut chunk).map_err(failed)?;
                    read.extend_from_slice(&chunk[..n]);
                    // One response: its head and a body of its length.
                    if let Ok(answer) = read_response(BufReader::new(&read[..])) {
                        return Ok(vec![answer]);
                    }
                    if n == 0 {
                        return Err(format!("closed after {} bytes", read.len()));
                    }
                }
            }
            Act::Pipeline => {
                let stream = connect(address, &[path, "/api/boards"]).map_err(failed)?;
                if random.below(2) == 0 {
                    stream.shutdown(Shutdown::Write).map_err(failed)?;
                }
                let mut reader = BufReader::new(stream);
                let first = read_response(&mut reader)?;
                let second = read_response(&mut reader)?;
                if second.0 != 200 {
                    return Err(format!("/api/boards after it: status {}", second.0));
                }
                Ok(vec![first])
            }
        }
    })();
    match outcome {
        Ok(answers) => {
            for (status, body) in answers {
                if status == request.status {
                    seen.answers.push((path.to_string(), status, body));
                } else {
                    seen.failures.push(format!("{path} ({act:?}): status {status}: {body}"));
                }
            }
        }
        Err(e) => seen.failures.push(format!("{path} ({act:?}): {e}")),
    }
}

/// One client: until the chaos ends, a request of the list at random,
/// done one of the ways at random, now and then a burst of eight at once.
fn client(address: &str, list: &[Request], seed: u64, ends: Instant) -> Seen {
    let mut random = Random(seed);
    let mut seen = Seen::default();
    let acts = [Act::Wait, Act::GiveUp, Act::GiveUp, Act::HalfClose, Act::ReadSlowly, Act::Pipeline];
    while Instant::now() < ends {
        if random.below(10) == 0 {
            // A burst: eight connections at once, half of them given up.
            let burst: Vec<(usize, u64)> = (0..8).map(|_| (random.below(list.len()), random.0)).collect();
            let seens: Vec<Seen> = std::thread::scope(|scope| {
                let threads: Vec<_> = burst
                    .into_iter()
                    .enumerate()
                    .map(|(i, (request, seed))| {
                        scope.spawn(move || {
                            let mut random = Random(seed | 1);
                            let mut seen = Seen::default();
                            let how = if i % 2 == 0 { Act::Wait } else { Act::GiveUp };
                            act(address, how, &list[request], &mut random, &mut seen);
                            seen
                        })
                    })
                    .collect();
                threads.into_iter().map(|t| t.join().unwrap()).collect()
            });
            for other in seens {
                seen.answers.extend(other.answers);
                seen.failures.extend(other.failures);
                for (name, n) in other.acts {
                    *seen.acts.entry(name).or_default() += n;
                }
            }
            continue;
        }
        let request = &list[random.below(list.len())];
        let how = acts[random.below(acts.len())];
        act(address, how, request, &mut random, &mut seen);
    }
    seen
}

/// Issue 61, item 4. On a server preparing no tables, for [`CHAOS`]:
/// [`CLIENTS`] clients ask for positions of T5, T6 and T7 and the other
/// routes, giving up at random moments, half-closing, reading slowly,
/// pipelining and in bursts. Then no core stays busy (the server takes
/// less than a quarter of a second of CPU in a second, within 5 s), and
/// every answer completed was right: each analysis's solutions by finish,
/// and on T5 and T6 each jump's, are the count command's for the same
/// position; every other route answered with its status, the boards the
/// same as a quiet request's.
#[test]
fn the_api_under_chaos_answers_right_and_leaves_no_core_busy() {
    let server = Server::start_with(&["--prepare", "none"]);
    let mut random = Random(SEED);
    let list = requests(&mut random);
    let boards = server.get("/api/boards");
    let ends = Instant::now() + CHAOS;
    let seens: Vec<Seen> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..CLIENTS)
            .map(|i| {
                let (address, list) = (&server.address, &list);
                scope.spawn(move || client(address, list, SEED ^ (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15), ends))
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    });
    let mut seen = Seen::default();
    for other in seens {
        seen.answers.extend(other.answers);
        seen.failures.extend(other.failures);
        for (name, n) in other.acts {
            *seen.acts.entry(name).or_default() += n;
        }
    }
    assert!(seen.failures.is_empty(), "{} failed, the first: {}", seen.failures.len(), seen.failures[0]);
    // No core left busy: the requests given up stopped their work.
    let deadline = Instant::now() + Duration::from_secs(5);
    let busy = loop {
        let before = server.cpu_seconds();
        std::thread::sleep(Duration::from_secs(1));
        let busy = server.cpu_seconds() - before;
        if busy < 0.25 || Instant::now() > deadline {
            break busy;
        }
    };
    assert!(busy < 0.25, "the server still took {busy} s of CPU a second, 5 s after the chaos");
    // Every answer completed, right.
    let mut counts: HashMap<(String, Vec<String>), Value> = HashMap::new();
    let mut by_count = |board: &str, mut empty: Vec<String>| -> Value {
        empty.sort();
        counts.entry((board.to_string(), empty.clone())).or_insert_with(|| count(board, &empty))["solutions_by_finish"]
            .clone()
    };
    let mut checked = 0;
    for (path, status, body) in &seen.answers {
        if *status != 200 || !path.starts_with("/api/analyze") {
            if path == "/api/boards" {
                assert_eq!(&boards.1, body);
            }
            continue;
        }
        let analysis: Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{path}: {e}: {body}"));
        let board = analysis["board"].as_str().unwrap();
        let empty = empty_holes(&analysis);
        assert_eq!(analysis["solutions_by_finish"], by_count(board, empty.clone()), "{path}");
        if board != "T7" {
            for jump in analysis["jumps"].as_array().unwrap() {
                let (from, over, to) = (&jump["from"], &jump["over"], &jump["to"]);
                let mut after: Vec<String> = empty.iter().filter(|h| *h != to).cloned().collect();
                after.extend([from, over].map(|h| h.as_str().unwrap().to_string()));
                assert_eq!(jump["solutions_by_finish"], by_count(board, after), "{path} then {jump}");
            }
        }
        checked += 1;
    }
    let t7 = seen.answers.iter().filter(|(path, _, _)| path.contains("board=T7")).count();
    eprintln!(
        "chaos: {} answers completed ({checked} analyses, {t7} of T7, checked against {} counts), {:?}; \
         {busy:.2} s of CPU a second after",
        seen.answers.len(),
        counts.len(),
        seen.acts
    );
    assert!(checked > 20, "{checked} analyses checked");
}
