//! The `pegsol` command: parses arguments, calls the library, prints.
//!
//! Exit codes: 0 success, 1 a "no" (nothing to show, or not verified),
//! 2 an error (bad input, unreadable file). A closed pipe is not an error.

mod cli;
mod server;

use std::process::ExitCode;

fn main() -> ExitCode {
    return_freed_layers_promptly();
    remove_layer_files_on_signals();
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

/// On SIGINT, SIGTERM or SIGHUP, removes the layer files a pass was writing
/// or had written for itself (a checkpoint's finished layers stay), says so
/// on stderr, and ends with the shell's code for the signal (130).
fn remove_layer_files_on_signals() {
    // Without a handler the signal still ends the process, only with files
    // left behind: not worth failing the command for.
    let _ = ctrlc::set_handler(|| {
        let removed = pegsol::remove_temporary_files();
        if removed.is_empty() {
            eprintln!("pegsol: interrupted");
        } else {
            let names: Vec<String> = removed.iter().map(|p| p.display().to_string()).collect();
            eprintln!("pegsol: interrupted; removed the unfinished layer files {}", names.join(", "));
        }
        std::process::exit(130);
    });
}
