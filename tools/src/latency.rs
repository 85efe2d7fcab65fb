//! `pegsol-tools latency`: how long `pegsol serve` takes to answer
//! `/api/analyze`: its first counts on a fresh server, then along whole
//! games, after its start-up precompute.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context};
use pegsol::{Board, Group};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::load::http;
use crate::{children, load_average, Outcome};

/// Latencies of `/api/analyze` over every position of random games, from
/// one start of every class of the board, after the server's start-up
/// precompute: p50, p99 and the slowest, and the precompute's time and
/// the server's peak memory.
///
/// Starts `pegsol serve --port 0 --prepare LIST` (the `pegsol` beside this
/// program unless --pegsol names another; LIST the server's default unless
/// --prepare says otherwise: a fresh server), asks for the position of
/// --start at once (the time to that first answer is what a player
/// opening the board waits for), then, if LIST names the board, waits for
/// the server to say the board's tables are ready (every class of
/// finishes). Then, from the first hole
/// of each class of holes under the board's symmetries, plays --games
/// games, each position asked once: the even games pick a legal jump at
/// random, the odd ones a jump with a solution left (random among them)
/// while there is one, as a player following the page's marks would. The
/// server's peak memory is its VmHWM (Linux).
///
///     cargo build --release && cargo run --release -p pegsol-tools -- latency --board english
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The board.
    #[arg(long, default_value = "english")]
    board: String,
    /// Games from each start class.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// The start asked for first (default: the first hole of the most
    /// symmetric class, e.g. the English board's d4).
    #[arg(long)]
    start: Option<String>,
    /// The boards the server prepares at startup, as `pegsol serve
    /// --prepare` takes them; the default is the server's own.
    #[arg(long, value_name = "BOARDS", default_value = "T5,T6,T7,english")]
    prepare: String,
    /// The seed of the random games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The `pegsol` binary to start the server with (default: the one
    /// beside this program).
    #[arg(long, value_name = "PATH")]
    pegsol: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let board: Board = args.board.parse()?;
    let binary = match &args.pegsol {
        Some(path) => path.clone(),
        None => std::env::current_exe().context("this program's path")?.with_file_name("pegsol"),
    };
    outln!("load before: {}", load_average());
    let began = Instant::now();
    let mut command = Command::new(&binary);
    command.args(["serve", "--port", "0", "--prepare", &args.prepare]).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut server =
        children::spawn(&mut command).with_context(|| format!("{} (cargo build --release first)", binary.display()))?;
    let (stdout, stderr) = (server.child().stdout.take(), server.child().stderr.take());
    let pid = server.id();
    let mut line = String::new();
    BufReader::new(stdout.context("the server's output")?).read_line(&mut line)?;
    let url = line.trim().strip_prefix("pegsol serve: http://");
    let address = url.with_context(|| format!("the server printed {line:?}"))?.trim_end_matches('/').to_string();
    // The server's stderr, line by line, as it comes.
    let (said, told) = mpsc::channel();
    let stderr = stderr.context("the server's error output")?;
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if said.send(line).is_err() {
                break;
            }
        }
    });

    let naming = board.default_naming();
    // The most symmetric start first (the English board's d4), whose
    // tables the server builds first.
    let mut orbits = Group::full(&board).hole_orbits();
    orbits.sort_by_key(Vec::len);
    let starts: Vec<String> = orbits.iter().map(|orbit| board.hole_name(orbit[0], naming)).collect();
    let start = args.start.as_ref().unwrap_or(&starts[0]);
    let first = analyze(&address, &args.board, start, &[])?;
    let first_answer = began.elapsed();
    outln!(
        "first answer ({} from {start}, {} pegs): {:.2} s after the server started; load {}",
        args.board,
        first.0["pegs"].as_array().map_or(0, Vec::len),
        first_answer.as_secs_f64(),
        load_average()
    );
    let prepared = args.prepare.split(',').any(|name| name.trim().eq_ignore_ascii_case(&args.board));
    if prepared {
        let (ready, none) =
            (format!("{} finish tables ready", args.board), format!("no finish tables for {}:", args.board));
        loop {
            let line =
                told.recv_timeout(Duration::from_secs(3600)).context("the server never said its tables are ready")?;
            outln!("server: {line}");
            if line.contains(&ready) || line.contains(&none) {
                break;
            }
        }
    }
    outln!(
        "every class prepared {:.2} s after the server started; peak memory {}",
        began.elapsed().as_secs_f64(),
        crate::memory(pid, "VmHWM")
    );

    let mut random = ChaCha8Rng::seed_from_u64(args.seed);
    let mut times: Vec<(Duration, String)> = Vec::new();
    for start in &starts {
        for game in 0..args.games {
            let mut played: Vec<String> = Vec::new();
            loop {
                let (analysis, took) = analyze(&address, &args.board, start, &played)?;
                times.push((took, format!("{start} {}", played.join(","))));
                let jumps = analysis["jumps"].as_array().context("jumps")?;
                if jumps.is_empty() {
                    break;
                }
                let winning: Vec<&Value> = jumps.iter().filter(|j| j["solutions"] != "0").collect();
                let choices: Vec<&Value> =
                    if game % 2 == 1 && !winning.is_empty() { winning } else { jumps.iter().collect() };
                let jump = choices[(random.next_u64() % choices.len() as u64) as usize]["jump"]
                    .as_str()
                    .context("a jump's name")?;
                played.push(jump.to_string());
            }
        }
    }
    times.sort();
    let at = |p: usize| times[(times.len() * p / 100).min(times.len() - 1)].0.as_secs_f64() * 1e3;
    let (slowest, position) = times.last().context("no position asked")?;
    outln!(
        "{} positions from {} starts ({} games each): p50 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms ({position}); peak memory {}; load after: {}",
        times.len(),
        starts.len(),
        args.games,
        at(50),
        at(99),
        slowest.as_secs_f64() * 1e3,
        crate::memory(pid, "VmHWM"),
        load_average(),
    );
    Ok(Outcome::Done)
}

/// `/api/analyze` of the position after `played` from `start`, and how
/// long it took.
fn analyze(address: &str, board: &str, start: &str, played: &[String]) -> anyhow::Result<(Value, Duration)> {
    let path = format!("/api/analyze?board={board}&start={start}&jumps={}", played.join(","));
    let clock = Instant::now();
    let (status, body) = http::get(address, &path).map_err(anyhow::Error::msg)?;
    let took = clock.elapsed();
    if status != 200 {
        bail!("{path}: status {status}: {body}");
    }
    let analysis: Value = serde_json::from_str(&body)?;
    ensure!(analysis["solutions"].is_string(), "{path}: no count: {body}");
    Ok((analysis, took))
}
