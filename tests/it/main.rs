//! pegsol's integration tests: one binary (`cargo test` links it once),
//! one module per subject. They run the `pegsol` binary of this package
//! (`support::pegsol`) or call the library, and read the repository's
//! committed files from its root (`support::root`).
//!
//! What the tests expect has one home, `snapshots/`: the insta snapshots
//! of every report (`*.snap`) and the published figures with their sources
//! (`snapshots/published/*.figures`). The tests also check the project's
//! committed results (`results/`) and certificates (`proofs/`); those are
//! products people and commands read, not test data.
//!
//! `cargo test` at the repository's root runs them with every other test;
//! `cargo test --test it MODULE` runs one module (a filter on test paths,
//! e.g. `cargo test --test it checkpoint::`).

mod support;

// The engine against independent methods: plain enumerations, the other
// direction, published figures, the same pass under other limits.
mod analysis;
mod atlas;
mod boards;
mod cross_check;
mod forecast;
mod fuzz;
mod limits;
mod published;
mod reverse;

// Each command end to end, through the binary.
mod count;
mod escaping;
mod estimate;
mod fewest;
mod install;
mod json_schema;
mod prove;
mod sheet;
mod snapshots;
mod solve;
mod table;
mod table_from;
mod verify;

// Faults: bad input, damaged files, signals, closed pipes, lost processes.
mod bad_input;
mod checkpoint;
mod cluster;
mod crash;
mod pipes;

// `pegsol serve`: the API, under load, and the page in a browser; the
// page as a static site, on its WebAssembly engine.
mod browser;
mod load;
mod player;
mod serve;
mod serve_chaos;
mod site;
mod viewport;

// The committed results against each other, and the OEIS b-files made of them.
mod oeis;
mod results;

// The code's own shape: the library's layers, a clean stack inside every
// folder, one name for one meaning.
mod architecture;
mod names;

// The measuring tools (tools/, `pegsol-tools`).
mod tools;

// The user guide and the README: their examples run, their links lead somewhere.
mod docs;
