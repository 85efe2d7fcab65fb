//! The `pegsol` command: parses arguments, calls the library, prints.
//!
//! Exit codes: 0 success, 1 a "no" (nothing to show, or not verified),
//! 2 an error (bad input, unreadable file). A closed pipe is not an error.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    pegsol::return_freed_layers_promptly();
    cli::main()
}
