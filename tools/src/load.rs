//! `pegsol-tools load`: latencies of `pegsol serve` under the load of
//! tests/it/load.rs, whose mix and clients it shares.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use anyhow::Context;

use crate::{Outcome, Started};

#[path = "../../tests/it/support/http.rs"]
pub(crate) mod http;
#[path = "../../tests/it/support/load.rs"]
mod mix;

/// Latencies of `pegsol serve` under load: p50 and p95.
///
/// The load of tests/it/load.rs: 1,000 mixed requests from 16 concurrent
/// clients on loopback.
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
    /// A server already running, HOST:PORT; none starts one.
    #[arg(long, value_name = "HOST:PORT")]
    address: Option<String>,
    /// The `pegsol` binary to start the server with (default: the one
    /// beside this program).
    #[arg(long, value_name = "PATH", conflicts_with = "address")]
    pegsol: Option<PathBuf>,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let mut _server = None;
    let address = match &args.address {
        Some(address) => address.clone(),
        None => {
            let binary = match &args.pegsol {
                Some(path) => path.clone(),
                None => std::env::current_exe().context("this program's path")?.with_file_name("pegsol"),
            };
            let mut child = Command::new(&binary)
                .args(["serve", "--port", "0", "--prepare", "T5,T6"])
                .stdout(Stdio::piped())
                .spawn()
                .with_context(|| format!("{} (cargo build --release first)", binary.display()))?;
            let stdout = child.stdout.take();
            let server = Started(child);
            let mut line = String::new();
            BufReader::new(stdout.context("the server's output")?).read_line(&mut line)?;
            _server = Some(server);
            let url = line.trim().strip_prefix("pegsol serve: http://");
            url.with_context(|| format!("the server printed {line:?}"))?.trim_end_matches('/').to_string()
        }
    };
    let mix = mix::mix(&address);
    let outcome = mix::run(&address, &mix);
    println!(
        "{} requests ({} kinds) from {} clients in {:.2} s: {} failed; latency p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        mix::REQUESTS,
        mix.len(),
        mix::CLIENTS,
        outcome.elapsed.as_secs_f64(),
        outcome.failures.len(),
        outcome.percentile(50).as_secs_f64() * 1e3,
        outcome.percentile(95).as_secs_f64() * 1e3,
        outcome.percentile(100).as_secs_f64() * 1e3,
    );
    Ok(Outcome::Done)
}
