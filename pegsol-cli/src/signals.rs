//! SIGINT, SIGTERM and SIGHUP. The handler only raises a flag,
//! [`INTERRUPTED`], which `count`'s passes look at before every step of a
//! layer (`Pass::interrupted_by`) and the `--local-processes` starter
//! looks at while it waits; the command then stops, its temporary layer
//! files removed on the way out, and `cli::main` ends the process with
//! [`exit_interrupted`] (code 130). A watchdog ends the process the same
//! way (temporary layer files removed first) when the command has not
//! stopped by then: at once for a command that never looks at the flag,
//! [`GRACE`] after the signal for one that does
//! ([`allow_after_signal`]), in case it is held up where it cannot look. A
//! second signal ends the process at once.
//!
//! Nothing here can hang or panic on a broken stderr (a closed pipe, a full
//! device): the one line is written and any error ignored, from a thread
//! that is given a second before the process ends without it. (The old
//! handler removed the files and held their lock for good, then panicked in
//! `eprintln!` on such a stderr: the process never exited, and the next
//! layer file waited on the lock for ever.)

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

/// Set by the first SIGINT, SIGTERM or SIGHUP.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// How long after a signal the watchdog ends the process, in milliseconds:
/// none, unless the command looks at the flag ([`allow_after_signal`]).
static GRACE_MILLIS: AtomicU64 = AtomicU64::new(0);

/// How long after a signal a command that looks at the flag has to stop on
/// its own before the watchdog ends it. A pass looks at it before every
/// step of a layer, which takes far less.
pub const GRACE: Duration = Duration::from_secs(3);

/// Sets the handler. `ctrlc` (already a dependency, with its `termination`
/// feature: exactly SIGINT, SIGTERM and SIGHUP) runs it on a thread of its
/// own rather than in signal context, so it may start the watchdog thread;
/// `signal-hook` would have given the same flag but needed a thread of our
/// own for the watchdog.
pub fn stop_on_signals() {
    // Without a handler a signal still ends the process, only with files
    // left behind: not worth failing the command for.
    let _ = ctrlc::set_handler(|| {
        static SIGNALS: AtomicUsize = AtomicUsize::new(0);
        INTERRUPTED.store(true, Ordering::SeqCst);
        if SIGNALS.fetch_add(1, Ordering::SeqCst) > 0 {
            exit_interrupted();
        }
        let watchdog = std::thread::Builder::new().name("pegsol:watchdog".into()).spawn(|| {
            let signalled = std::time::Instant::now();
            // The grace is read again as it goes: a command may lengthen it.
            while signalled.elapsed() < Duration::from_millis(GRACE_MILLIS.load(Ordering::SeqCst)) {
                std::thread::sleep(Duration::from_millis(20));
            }
            exit_interrupted();
        });
        if watchdog.is_err() {
            exit_interrupted();
        }
    });
}

/// Whether a signal came.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Gives this command `grace` after a signal before the watchdog ends it:
/// for a command that looks at the flag ([`GRACE`]; the
/// `--local-processes` starter, which waits for its processes to stop,
/// more).
pub fn allow_after_signal(grace: Duration) {
    GRACE_MILLIS.fetch_max(grace.as_millis() as u64, Ordering::SeqCst);
}

/// Removes the temporary layer files still there, says so on stderr (if it
/// can), and ends the process with the shell's code for an interrupt, 130.
/// The lock files of the checkpoint directories it holds go too (`count
/// --checkpoint`, `fewest --each --checkpoint`): `_exit` runs no `Drop`,
/// and the kernel releases the lock but leaves its file.
/// The first caller ends the process; any other waits for that.
pub fn exit_interrupted() -> ! {
    static EXITING: Mutex<()> = Mutex::new(());
    std::mem::forget(EXITING.lock().unwrap_or_else(PoisonError::into_inner));
    let removed = pegsol::remove_temporary_files();
    let line = if removed.is_empty() {
        "pegsol: interrupted\n".to_string()
    } else {
        let names: Vec<String> = removed.iter().map(|p| p.display().to_string()).collect();
        format!("pegsol: interrupted; removed the unfinished files {}\n", names.join(", "))
    };
    // A write to a pipe nobody reads would block: it gets a second.
    let (said, heard) = std::sync::mpsc::channel();
    let writer = std::thread::Builder::new().spawn(move || {
        let _ = std::io::stderr().write_all(line.as_bytes());
        let _ = said.send(());
    });
    if writer.is_ok() {
        let _ = heard.recv_timeout(Duration::from_secs(1));
    }
    // SAFETY: _exit ends the process at once; it runs no atexit handler and
    // flushes no buffer, so a stdout that cannot take a partial report's
    // bytes cannot hold it up either.
    unsafe { libc::_exit(130) }
}
