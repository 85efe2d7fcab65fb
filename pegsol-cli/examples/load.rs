//! Latencies of `pegsol serve` under the load of tests/it/load.rs: 1,000 mixed
//! requests from 16 concurrent clients on loopback; prints p50 and p95.
//!
//! ```sh
//! cargo build --release && cargo run --release --example load
//! cargo run --release --example load -- 127.0.0.1:8080   # a server already running
//! ```
//!
//! Without an address it starts `pegsol serve --port 0 --prepare T5,T6` from the binary
//! beside this example (target/release/pegsol) and stops it at the end.
//! The mix's positions are asked once before the load (a game of T5 and
//! one of T6), so the load meets a warm cache for those, as a player
//! replaying a game would; the other positions are counted cold once.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[path = "../../tests/it/support/http.rs"]
mod http;
#[path = "../../tests/it/support/load.rs"]
mod load;

fn main() {
    let mut server = None;
    let address = match std::env::args().nth(1) {
        Some(address) => address,
        None => {
            let exe = std::env::current_exe().unwrap();
            let binary = exe.parent().and_then(|examples| examples.parent()).unwrap().join("pegsol");
            let mut child = Command::new(&binary)
                .args(["serve", "--port", "0", "--prepare", "T5,T6"])
                .stdout(Stdio::piped())
                .spawn()
                .unwrap_or_else(|e| panic!("{}: {e} (cargo build --release first)", binary.display()));
            let mut line = String::new();
            BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
            server = Some(child);
            line.trim().trim_start_matches("pegsol serve: http://").trim_end_matches('/').to_string()
        }
    };
    let mix = load::mix(&address);
    let outcome = load::run(&address, &mix);
    println!(
        "{} requests ({} kinds) from {} clients in {:.2} s: {} failed; latency p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        load::REQUESTS,
        mix.len(),
        load::CLIENTS,
        outcome.elapsed.as_secs_f64(),
        outcome.failures.len(),
        outcome.percentile(50).as_secs_f64() * 1e3,
        outcome.percentile(95).as_secs_f64() * 1e3,
        outcome.percentile(100).as_secs_f64() * 1e3,
    );
    if let Some(mut child) = server {
        let _ = child.kill();
        let _ = child.wait();
    }
}
