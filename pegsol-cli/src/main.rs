//! The `pegsol` command: parses arguments, calls the library, prints.
//!
//! Exit codes: 0 success, 1 a "no" (nothing to show, or not verified),
//! 2 an error (bad input, unreadable file). A closed pipe is not an error.

mod cli;
mod memory;
mod server;
mod signals;

use std::process::ExitCode;

fn main() -> ExitCode {
    return_freed_layers_promptly();
    signals::stop_on_signals();
    cli::main()
}

/// Makes the C allocator hand large freed blocks back to the system at
/// once. A pass frees a whole layer of multi-megabyte blocks before the next
/// one grows; glibc otherwise raises its `mmap` threshold to the size of the
/// blocks freed and keeps later ones in its heap, where about a tenth of a
/// layer stayed resident after it was freed. Called before any thread
/// starts; it does nothing on other C libraries.
fn return_freed_layers_promptly() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning parameter of glibc's allocator; it
    // is called from the main thread before any other thread allocates.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
    }
}
