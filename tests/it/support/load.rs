//! A bounded load on a running `pegsol serve`, shared by tests/it/load.rs
//! (which checks that no request fails) and `pegsol-tools load`
//! (tools/src/load.rs, which prints the latencies): `REQUESTS` requests of
//! a fixed mix from `CLIENTS` threads, each on its own connection, to a
//! server on loopback.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::http::get;

/// Requests in one run.
pub const REQUESTS: usize = 1000;
/// Concurrent clients.
pub const CLIENTS: usize = 16;

/// A request of the mix and the status it must get.
pub struct Request {
    pub path: String,
    pub status: u16,
}

/// What a run saw: each request's latency, and the requests that failed
/// (no answer, or another status than expected), with why.
pub struct Outcome {
    pub latencies: Vec<Duration>,
    pub failures: Vec<String>,
    // The test asserts no failure; the benchmark (tools/src/load.rs)
    // reports the throughput and latencies from these.
    #[allow(dead_code)]
    pub elapsed: Duration,
}

/// The positions along a game from `start` on `board` (the jump with the
/// most solutions each time), as analyze paths: the game is asked of the
/// server before the load starts. An error says which request failed and
/// why (no server at `address`, a status other than 200, an answer that
/// is not an analysis): the load tool reports it in one line.
fn game(address: &str, board: &str, start: &str) -> Result<Vec<String>, String> {
    let mut played: Vec<String> = Vec::new();
    let mut paths = Vec::new();
    loop {
        let path = format!("/api/analyze?board={board}&start={start}&jumps={}", played.join(","));
        let failed = |why: &dyn std::fmt::Display| format!("{path}: {why}");
        let (status, body) = get(address, &path).map_err(|e| failed(&e))?;
        if status != 200 {
            return Err(failed(&format!("status {status}: {body}")));
        }
        let analysis: Value = serde_json::from_str(&body).map_err(|e| failed(&e))?;
        paths.push(path.clone());
        let mut best: Option<(u128, &str)> = None;
        for jump in analysis["jumps"].as_array().ok_or_else(|| failed(&"an answer without jumps"))? {
            let solutions = jump["solutions"].as_str().and_then(|s| s.parse::<u128>().ok());
            let name = jump["jump"].as_str();
            let (Some(solutions), Some(name)) = (solutions, name) else {
                return Err(failed(&"a jump without its name or count"));
            };
            // The last of the largest, as `max_by_key` chose it: the same games.
            if best.is_none_or(|(most, _)| solutions >= most) {
                best = Some((solutions, name));
            }
        }
        let Some((_, jump)) = best else { return Ok(paths) };
        played.push(jump.to_string());
    }
}

/// The mix: every position of a T5 and a T6 game, other starts of T4 and
/// T5, the boards, a sheet, the page and its files, and malformed queries
/// (which must get 400). An error if the server at `address` does not
/// answer the games' positions.
pub fn mix(address: &str) -> Result<Vec<Request>, String> {
    let mut mix: Vec<Request> = Vec::new();
    let ok = |path: String| Request { path, status: 200 };
    mix.extend(game(address, "T5", "A")?.into_iter().map(ok));
    mix.extend(game(address, "T6", "4")?.into_iter().map(ok));
    for start in ["1", "2", "3", "5"] {
        mix.push(ok(format!("/api/analyze?board=T4&start={start}")));
    }
    for start in ["B", "D", "E", "M"] {
        mix.push(ok(format!("/api/analyze?board=T5&start={start}")));
    }
    for path in ["/", "/app.js", "/style.css", "/api/boards", "/api/sheet?board=T5&start=A"] {
        mix.push(ok(path.to_string()));
    }
    for path in ["/api/analyze?board=T99&start=A", "/api/analyze?board=T5&start=A&jumps=A-B-D", "/api/analyze?board=T5"]
    {
        mix.push(Request { path: path.to_string(), status: 400 });
    }
    Ok(mix)
}

/// Sends `REQUESTS` requests, taken from `mix` in turn, from `CLIENTS`
/// threads.
pub fn run(address: &str, mix: &[Request]) -> Outcome {
    let next = AtomicUsize::new(0);
    let began = Instant::now();
    let results: Vec<(Vec<Duration>, Vec<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..CLIENTS)
            .map(|_| {
                scope.spawn(|| {
                    let (mut latencies, mut failures) = (Vec::new(), Vec::new());
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= REQUESTS {
                            return (latencies, failures);
                        }
                        let request = &mix[i % mix.len()];
                        let sent = Instant::now();
                        match get(address, &request.path) {
                            Ok((status, _)) if status == request.status => latencies.push(sent.elapsed()),
                            Ok((status, body)) => failures.push(format!("{}: status {status}: {body}", request.path)),
                            Err(e) => failures.push(format!("{}: {e}", request.path)),
                        }
                    }
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let elapsed = began.elapsed();
    let (mut latencies, mut failures) = (Vec::new(), Vec::new());
    for (l, f) in results {
        latencies.extend(l);
        failures.extend(f);
    }
    Outcome { latencies, failures, elapsed }
}
