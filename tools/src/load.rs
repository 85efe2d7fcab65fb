//! `pegsol-tools load`: latencies of `pegsol serve` under the load of
//! tests/it/load.rs, whose mix and clients it shares.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::children;
use crate::Outcome;

#[path = "../../tests/it/support/http.rs"]
pub(crate) mod http;
#[path = "../../tests/it/support/load.rs"]
mod mix;

/// Latencies of `pegsol serve` under a mixed load: cheap requests beside
/// expensive counts, and the server's memory.
///
/// The cheap load is that of tests/it/load.rs: 1,000 mixed requests
/// (T4–T6 positions, the page, the boards, a sheet, malformed queries)
/// from 16 concurrent clients on loopback, sent again until --seconds have
/// passed. Beside it, --expensive clients
/// each play random games on T7 (from 2 and 4) and the English board
/// (from d4 and c3), asking every position's count as a player's page does:
/// cold counts of their own, finish tables built on demand. The expensive
/// clients stop when the cheap load ends (after the request they are in).
/// Prints each kind's p50, p95, p99 and slowest, the failures, and the
/// server's resident memory before and after the load and its peak.
///
/// Without --address it starts `pegsol serve --port 0 --prepare T5,T6`
/// (the `pegsol` beside this program, target/release/pegsol, unless
/// --pegsol names another) and stops it at the end. The mix's positions are
/// asked once before the load (a game of T5 and one of T6), so the load
/// meets a warm cache for those, as a player replaying a game would; the
/// other positions are counted cold once.
///
///     cargo build --release && cargo run --release -p pegsol-tools -- load
///     cargo run --release -p pegsol-tools -- load --address 127.0.0.1:8080   # a server already running
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// A server already running, HOST:PORT; none starts one (its memory is
    /// then not reported).
    #[arg(long, value_name = "HOST:PORT")]
    address: Option<String>,
    /// The `pegsol` binary to start the server with (default: the one
    /// beside this program).
    #[arg(long, value_name = "PATH", conflicts_with = "address")]
    pegsol: Option<PathBuf>,
    /// Clients playing expensive games beside the cheap load (0: none).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(0..=64))]
    expensive: u32,
    /// How long the load lasts: the cheap requests are sent again, 1,000 at
    /// a time, until this many seconds have passed (at least once).
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// The seed of the expensive clients' random games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The games the expensive clients play, in turn: (board, start).
const EXPENSIVE_GAMES: [(&str, &str); 4] = [("T7", "2"), ("english", "d4"), ("T7", "4"), ("english", "c3")];

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let mut server = None;
    let address = match &args.address {
        Some(address) => address.clone(),
        None => {
            let binary = match &args.pegsol {
                Some(path) => path.clone(),
                None => std::env::current_exe().context("this program's path")?.with_file_name("pegsol"),
            };
            let mut command = Command::new(&binary);
            command.args(["serve", "--port", "0", "--prepare", "T5,T6"]).stdout(Stdio::piped());
            let mut started = children::spawn(&mut command)
                .with_context(|| format!("{} (cargo build --release first)", binary.display()))?;
            let stdout = started.child().stdout.take();
            let mut line = String::new();
            BufReader::new(stdout.context("the server's output")?).read_line(&mut line)?;
            server = Some(started);
            let url = line.trim().strip_prefix("pegsol serve: http://");
            url.with_context(|| format!("the server printed {line:?}"))?.trim_end_matches('/').to_string()
        }
    };
    let pid = server.as_ref().map(children::Started::id);
    let memory = |field: &str| pid.map_or_else(|| "unknown".to_string(), |pid| crate::memory(pid, field));
    // No server there, or one that does not answer: one line (it panicked).
    let mix = mix::mix(&address).map_err(|e| anyhow::anyhow!("no answer from the server at {address}: {e}"))?;
    let before = memory("VmRSS");
    let stop = AtomicBool::new(false);
    let (cheap, expensive) = std::thread::scope(|scope| {
        let players: Vec<_> = (0..args.expensive)
            .map(|client| {
                let (address, stop) = (&address, &stop);
                scope.spawn(move || play(address, args.seed.wrapping_add(u64::from(client)), client as usize, stop))
            })
            .collect();
        let began = Instant::now();
        let mut cheap = mix::run(&address, &mix);
        while began.elapsed() < Duration::from_secs(args.seconds) {
            let more = mix::run(&address, &mix);
            cheap.latencies.extend(more.latencies);
            cheap.failures.extend(more.failures);
        }
        cheap.elapsed = began.elapsed();
        stop.store(true, Ordering::Relaxed);
        let mut expensive = Played::default();
        for player in players {
            // A client cannot panic (every failure is counted); were it to,
            // its requests are left out rather than the tool panicking too.
            let played = player.join().unwrap_or_default();
            expensive.latencies.extend(played.latencies);
            expensive.failures.extend(played.failures);
        }
        (cheap, expensive)
    });
    outln!(
        "cheap: {} requests ({} kinds) from {} clients in {:.2} s: {} failed; {}",
        cheap.latencies.len() + cheap.failures.len(),
        mix.len(),
        mix::CLIENTS,
        cheap.elapsed.as_secs_f64(),
        cheap.failures.len(),
        percentiles(cheap.latencies.clone()),
    );
    outln!(
        "expensive: {} requests from {} clients playing T7 and English games: {} failed; {}",
        expensive.latencies.len() + expensive.failures.len(),
        args.expensive,
        expensive.failures.len(),
        percentiles(expensive.latencies),
    );
    for failure in cheap.failures.iter().chain(&expensive.failures).take(5) {
        outln!("  failed: {failure}");
    }
    outln!(
        "server memory: {before} before the load, {} after, peak {}; load average after: {}",
        memory("VmRSS"),
        memory("VmHWM"),
        crate::load_average()
    );
    Ok(Outcome::Done)
}

/// What an expensive client saw.
#[derive(Default)]
struct Played {
    latencies: Vec<Duration>,
    failures: Vec<String>,
}

/// Plays random games, each position's count asked, the games of
/// [`EXPENSIVE_GAMES`] in turn from the `first`, until `stop` is set.
fn play(address: &str, seed: u64, first: usize, stop: &AtomicBool) -> Played {
    let mut random = ChaCha8Rng::seed_from_u64(seed);
    let mut played = Played::default();
    for (board, start) in EXPENSIVE_GAMES.iter().cycle().skip(first) {
        let mut jumps: Vec<String> = Vec::new();
        loop {
            if stop.load(Ordering::Relaxed) {
                return played;
            }
            let path = format!("/api/analyze?board={board}&start={start}&jumps={}", jumps.join(","));
            let sent = Instant::now();
            let answer = match http::get(address, &path) {
                Ok((200, body)) => serde_json::from_str::<Value>(&body).map_err(|e| format!("{path}: {e}")),
                Ok((status, body)) => Err(format!("{path}: status {status}: {body}")),
                Err(e) => Err(format!("{path}: {e}")),
            };
            let analysis = match answer {
                Ok(analysis) => {
                    played.latencies.push(sent.elapsed());
                    analysis
                }
                Err(failure) => {
                    played.failures.push(failure);
                    break;
                }
            };
            let legal = analysis["jumps"].as_array().map_or(&[][..], Vec::as_slice);
            if legal.is_empty() {
                break;
            }
            let jump = &legal[(random.next_u64() % legal.len() as u64) as usize]["jump"];
            jumps.push(jump.as_str().unwrap_or_default().to_string());
        }
    }
    played
}

/// "p50 …, p95 …, p99 …, slowest …" of `latencies`, in milliseconds.
fn percentiles(mut latencies: Vec<Duration>) -> String {
    if latencies.is_empty() {
        return "no answer".to_string();
    }
    latencies.sort_unstable();
    let at = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)].as_secs_f64() * 1e3;
    format!("p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms", at(50), at(95), at(99), at(100))
}
