//! The processes a tool starts (a `pegsol serve`, chromedriver, the
//! cluster's members), ended with the tool however it ends.
//!
//! Three ways out, three guards. A tool that returns or fails drops its
//! [`Started`], which ends the process and reaps it. SIGINT, SIGTERM or
//! SIGHUP run [`stop_on_signals`]'s handler, which ends every process
//! still running, reaps it, and ends the tool with exit code 130 (without
//! it, the default action ended the tool and left its server running: one
//! held its pipe for 14 minutes). SIGKILL cannot be caught: on Linux each
//! process is started with a parent-death signal (`PR_SET_PDEATHSIG`), so
//! that the kernel sends it SIGTERM when the tool dies, whatever kills it.
//!
//! A process is reaped only while holding the list of running processes,
//! so the handler never signals a process id that was reaped and could
//! have been reused.

use std::io::{self, Write};
use std::process::{Child, Command, Output};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The ids of the processes started and not yet reaped.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// How long a process has to end on SIGTERM before it gets SIGKILL.
const GRACE: Duration = Duration::from_secs(2);

fn running() -> MutexGuard<'static, Vec<u32>> {
    RUNNING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Sets the handler of SIGINT, SIGTERM and SIGHUP: it ends every process
/// started (SIGTERM, then SIGKILL after [`GRACE`]), says so on stderr and
/// ends the tool with exit code 130. `ctrlc` (pegsol's own handler, with
/// its `termination` feature: exactly these three signals) runs it on a
/// thread of its own, where waiting for the processes is safe.
pub fn stop_on_signals() {
    // Without a handler a signal still ends the tool, and the parent-death
    // signal its processes: not worth failing the tool for.
    let _ = ctrlc::set_handler(|| {
        // Held until the process ends: nothing is started or reaped after.
        let mut running = running();
        let ended: Vec<u32> = running.drain(..).inspect(|&pid| end(pid)).collect();
        std::mem::forget(running);
        let line = if ended.is_empty() {
            "pegsol-tools: interrupted\n".to_string()
        } else {
            let ids: Vec<String> = ended.iter().map(u32::to_string).collect();
            format!("pegsol-tools: interrupted; ended the processes it started ({})\n", ids.join(", "))
        };
        // A write to a pipe nobody reads would block: it gets a second.
        let (said, heard) = std::sync::mpsc::channel();
        let writer = std::thread::Builder::new().spawn(move || {
            let _ = io::stderr().write_all(line.as_bytes());
            let _ = said.send(());
        });
        if writer.is_ok() {
            let _ = heard.recv_timeout(Duration::from_secs(1));
        }
        // SAFETY: _exit ends the process at once, running no destructor.
        unsafe { libc::_exit(130) }
    });
}

/// Ends the process `pid`, a child not yet reaped: SIGTERM, SIGKILL if it
/// is still there after [`GRACE`], and reaps it. Called with [`RUNNING`]
/// held.
fn end(pid: u32) {
    let Ok(id) = libc::pid_t::try_from(pid) else { return };
    let reaped = || {
        let mut status = 0;
        // SAFETY: waitpid on a child of ours, with a valid status pointer.
        let result = unsafe { libc::waitpid(id, &mut status, libc::WNOHANG) };
        // Reaped now, or already gone (by a wait in progress elsewhere).
        result == id || result == -1
    };
    // SAFETY: kill on a child of ours, not yet reaped: its id is not reused.
    unsafe { libc::kill(id, libc::SIGTERM) };
    let began = Instant::now();
    while began.elapsed() < GRACE {
        if reaped() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: as above.
    unsafe {
        libc::kill(id, libc::SIGKILL);
        libc::waitpid(id, std::ptr::null_mut(), 0);
    }
}

/// A process a tool started with [`spawn`]: ended and reaped when dropped.
pub struct Started {
    child: Child,
    /// Whether it was reaped (by [`Started::wait_with_output`]).
    reaped: bool,
}

/// Starts `command` as a process ended with the tool ([`Started`]). Call
/// it from the main thread: the parent-death signal follows the thread
/// that started the process, and the main thread lasts as long as the tool.
pub fn spawn(command: &mut Command) -> io::Result<Started> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: prctl and getppid are async-signal-safe, and the closure
        // touches no memory but its captured id.
        let parent = unsafe { libc::getpid() };
        unsafe {
            command.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) != 0 {
                    return Err(io::Error::last_os_error());
                }
                // The tool died before the signal was set: no process left.
                if libc::getppid() != parent {
                    return Err(io::Error::other("pegsol-tools ended while starting it"));
                }
                Ok(())
            });
        }
    }
    let mut running = running();
    let child = command.spawn()?;
    running.push(child.id());
    Ok(Started { child, reaped: false })
}

impl Started {
    /// The process's id.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The process, to take its pipes.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Waits for the process to end, reading its stdout (if it is a pipe)
    /// meanwhile: its exit status and output, as [`Child::wait_with_output`].
    /// It waits without reaping, then reaps with [`RUNNING`] held.
    pub fn wait_with_output(mut self) -> io::Result<Output> {
        let mut stdout = Vec::new();
        if let Some(mut pipe) = self.child.stdout.take() {
            io::Read::read_to_end(&mut pipe, &mut stdout)?;
        }
        #[cfg(unix)]
        loop {
            let id = libc::id_t::from(self.child.id());
            // SAFETY: a zeroed siginfo_t is a valid buffer for waitid.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            // SAFETY: waitid on a child of ours; WNOWAIT leaves it unreaped.
            let result = unsafe { libc::waitid(libc::P_PID, id, &mut info, libc::WEXITED | libc::WNOWAIT) };
            if result == 0 {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        let mut running = running();
        let status = self.child.wait()?;
        running.retain(|&pid| pid != self.child.id());
        self.reaped = true;
        Ok(Output { status, stdout, stderr: Vec::new() })
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        if self.reaped {
            return;
        }
        let mut running = running();
        let pid = self.child.id();
        if running.contains(&pid) {
            end(pid);
            running.retain(|&p| p != pid);
        }
    }
}
