//! The `pegsol` command: parses arguments, calls the library, prints.
//!
//! Exit codes: 0 success, 1 a "no" (nothing to show, or not verified),
//! 2 an error (bad input, unreadable file). A closed pipe is not an error.

mod cli;

/// The passes allocate and free large per-layer buffers from several
/// threads; glibc's allocator kept much of that memory after it was freed.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}
