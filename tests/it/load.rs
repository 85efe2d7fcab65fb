//! A bounded load on `pegsol serve` over loopback: 1,000 mixed requests
//! from 16 concurrent clients (tests/it/support/load.rs), none failing. It
//! checks failures only; `cargo run --release -p pegsol-tools -- load`
//! prints the latencies.

use crate::support::{load, Server};

#[test]
fn a_thousand_mixed_requests_from_sixteen_clients_all_answered() {
    let server = Server::start();
    let mix = load::mix(&server.address).unwrap();
    let outcome = load::run(&server.address, &mix);
    assert!(outcome.failures.is_empty(), "{} failed, the first: {}", outcome.failures.len(), outcome.failures[0]);
    assert_eq!(outcome.latencies.len(), load::REQUESTS);
    // The server still answers afterwards.
    assert_eq!(server.get("/api/analyze?board=T4&start=2").0, 200);
}
