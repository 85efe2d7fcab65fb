//! The options that share a `count` among processes (`--cluster-size`,
//! `--process`, `--hostfile`, or `--local-processes` to start them all
//! here), and what a process does when another is lost: one line on
//! stderr, and exit.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use pegsol::cluster::{Cluster, LOST_CONNECTION, NETWORK_TIMEOUT, SILENT_PROCESS};

use crate::signals;

/// The first port of a cluster given without `--hostfile`, as timely's
/// own examples use: process `i` listens on 127.0.0.1:(2101 + i).
const FIRST_PORT: u16 = 2101;

/// The longest `--connect-timeout`, a day: a deadline that far off is
/// still a time, where 2^64 seconds overflowed the clock.
const MAX_CONNECT_TIMEOUT: u64 = 86_400;

/// The largest `--hostfile` read: 1,024 processes' addresses, with room
/// for comments, in far less.
const HOSTFILE_MAX_BYTES: u64 = 1 << 20;

#[derive(clap::Args)]
#[command(group = clap::ArgGroup::new("distributed").args(["cluster_size", "local_processes"]))]
pub struct Args {
    /// Run as one of this many processes sharing the pass (see
    /// docs/distributed.md); each is started with its own --process.
    #[arg(long, value_name = "N", requires = "process", value_parser = clap::value_parser!(u16).range(1..=1024))]
    cluster_size: Option<u16>,
    /// This process's index in the cluster, from 0; process 0 prints the
    /// report.
    #[arg(long, value_name = "I", requires = "cluster_size")]
    process: Option<u16>,
    /// A file with each process's address (host:port), one a line, in
    /// process order (default: 127.0.0.1, ports from 2101).
    #[arg(long, value_name = "FILE", requires = "cluster_size")]
    hostfile: Option<PathBuf>,
    /// Start this many processes on this machine, on free ports, sharing
    /// the pass; the report is printed once.
    #[arg(long, value_name = "N", conflicts_with = "cluster_size", value_parser = clap::value_parser!(u16).range(1..=64))]
    local_processes: Option<u16>,
    /// Worker threads in each process, each owning a share of the shards.
    #[arg(long, value_name = "W", default_value_t = 1, requires = "distributed", value_parser = clap::value_parser!(u16).range(1..=256))]
    workers: u16,
    /// Seconds to wait for every process of the cluster to connect (1 to
    /// 86400, a day).
    #[arg(long, value_name = "SECONDS", default_value_t = 60, requires = "distributed", value_parser = clap::value_parser!(u64).range(1..=MAX_CONNECT_TIMEOUT))]
    connect_timeout: u64,
    /// Seconds another process of the cluster may send no heartbeat (a
    /// thread of its own sends one every eighth of this, whatever the pass
    /// is doing) before it is taken as lost: stopped (SIGSTOP), hung or cut
    /// off. Every other process then exits with code 2 and one line within
    /// SECONDS + 2 s of the lost one's last heartbeat. From 1 to 86400.
    #[arg(long, value_name = "SECONDS", default_value_t = 120, requires = "distributed", value_parser = clap::value_parser!(u64).range(1..=86_400))]
    peer_timeout: u64,
    /// Each process's address, comma-separated, in process order: how the
    /// --local-processes starter tells its processes, so that no host file
    /// is left behind whatever ends it.
    #[arg(long, value_name = "LIST", hide = true, requires = "cluster_size", conflicts_with = "hostfile")]
    hosts: Option<String>,
}

/// How this process takes part in a count.
pub enum Role {
    /// Alone, as ever.
    Alone,
    /// Starts the processes of a cluster on this machine and waits for them.
    Starter(u16),
    /// One process of a cluster.
    Member(Cluster),
}

impl Args {
    /// What this process is to do; `run` names the pass, so that processes
    /// of different passes refuse each other.
    pub fn role(&self, run: &str) -> anyhow::Result<Role> {
        if let Some(processes) = self.local_processes {
            return Ok(Role::Starter(processes));
        }
        let (Some(size), Some(process)) = (self.cluster_size, self.process) else { return Ok(Role::Alone) };
        if process >= size {
            bail!("--process {process} is not below --cluster-size {size} (processes count from 0)");
        }
        let addresses = match (&self.hostfile, &self.hosts) {
            (Some(file), _) => read_hostfile(file, usize::from(size))?,
            (None, Some(hosts)) => {
                let addresses: Vec<String> =
                    hosts.split(',').map(str::trim).filter(|a| !a.is_empty()).map(String::from).collect();
                if addresses.len() != usize::from(size) {
                    bail!("--hosts lists {} addresses for a cluster of {size}", addresses.len());
                }
                addresses
            }
            (None, None) => (0..size).map(|i| format!("127.0.0.1:{}", FIRST_PORT + i)).collect(),
        };
        Ok(Role::Member(Cluster {
            addresses,
            process: usize::from(process),
            workers: usize::from(self.workers),
            connect_timeout: Duration::from_secs(self.connect_timeout),
            peer_timeout: Duration::from_secs(self.peer_timeout),
            run: run.to_string(),
        }))
    }
}

/// The first `size` addresses of a host file (blank lines and `#` comments
/// skipped), read as every file a user names is ([`pegsol::files`]): a
/// regular file of at most [`HOSTFILE_MAX_BYTES`], so that a FIFO or a
/// device is refused at once.
fn read_hostfile(file: &Path, size: usize) -> anyhow::Result<Vec<String>> {
    let text = pegsol::files::read_text(file, HOSTFILE_MAX_BYTES)
        .with_context(|| format!("cannot read --hostfile {}", file.display()))?;
    let addresses: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .take(size)
        .map(String::from)
        .collect();
    if addresses.len() < size {
        bail!("--hostfile {} lists {} addresses for a cluster of {size}", file.display(), addresses.len());
    }
    Ok(addresses)
}

/// The checkpoint directory of each worker of this process (by its index
/// modulo the workers of a process), created under `dir`:
/// `dir/process-I/worker-J`; none without `--checkpoint`.
pub fn checkpoint_dirs(cluster: &Cluster, dir: Option<&Path>) -> anyhow::Result<Vec<PathBuf>> {
    let Some(dir) = dir else { return Ok(vec![PathBuf::new()]) };
    let mut dirs = vec![PathBuf::new(); cluster.workers];
    for worker in 0..cluster.workers {
        let path = dir.join(format!("process-{}", cluster.process)).join(format!("worker-{worker}"));
        std::fs::create_dir_all(&path).with_context(|| format!("cannot create {}", path.display()))?;
        // Timely numbers workers process by process.
        dirs[(cluster.process * cluster.workers + worker) % cluster.workers] = path;
    }
    Ok(dirs)
}

/// Removes the checkpoint directories [`checkpoint_dirs`] made, once the
/// pass has emptied them (a full one is left alone).
pub fn remove_checkpoint_dirs(dirs: &[PathBuf]) {
    for dir in dirs.iter().filter(|d| !d.as_os_str().is_empty()) {
        let _ = std::fs::remove_dir(dir);
        if let Some(process) = dir.parent() {
            let _ = std::fs::remove_dir(process);
        }
    }
}

/// How long a process that found another lost keeps its own connections
/// open before it exits. Its exit closes them, and a third process that
/// had not yet noticed the first loss would then blame this one; waiting
/// lets every process name the process that was really lost.
const GRACE_BEFORE_EXIT: Duration = Duration::from_secs(1);

/// From here on, a lost connection to another process, another process
/// silent for longer than `--peer-timeout`, or any panic ends this process
/// with one line on stderr and exit code 2, after removing its temporary
/// layer files: the pass cannot go on without it, and no thread may be
/// left waiting for it. Only the first panic speaks; the threads that
/// panic after it (a lost process breaks every channel to it) wait for the
/// exit.
pub fn stop_when_a_process_is_lost() {
    static STOPPING: AtomicBool = AtomicBool::new(false);
    std::panic::set_hook(Box::new(|info| {
        if STOPPING.swap(true, Ordering::SeqCst) {
            loop {
                std::thread::park();
            }
        }
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("a panic");
        let thread = std::thread::current();
        // timely names its network threads timely:send-J and timely:recv-J.
        let peer = thread.name().and_then(|name| name.rsplit_once('-')).and_then(|(_, j)| j.parse::<usize>().ok());
        let line = match peer {
            Some(peer) if message.starts_with(LOST_CONNECTION) => {
                format!("error: lost process {peer} of the cluster: it stopped or cannot be reached ({message})")
            }
            Some(peer) if message.starts_with(SILENT_PROCESS) => {
                format!("error: lost process {peer} of the cluster: {message}")
            }
            _ => format!("error: the distributed pass stopped: {message}"),
        };
        pegsol::remove_temporary_files();
        let _ = writeln!(std::io::stderr(), "{}", line.split_whitespace().collect::<Vec<_>>().join(" "));
        if peer.is_some() {
            std::thread::sleep(GRACE_BEFORE_EXIT);
        }
        std::process::exit(2);
    }));
}

/// How long the starter waits for its processes to stop after it passed
/// a signal on before it kills them: more than they take to stop on their
/// own, at most [`signals::GRACE`].
const STOPPING_AFTER_A_SIGNAL: Duration = Duration::from_secs(signals::GRACE.as_secs() + 2);

/// Starts `processes` copies of this program on free local ports, with
/// this command's arguments but `--local-processes`, and waits for them.
/// Process 0 prints the report to this process's stdout; the others print
/// nothing. If one fails, the others are given [`NETWORK_TIMEOUT`] to stop
/// on their own (they do, once they find it gone) and then killed, and
/// the error of the process that failed first is told on one line.
///
/// Nothing outlives the starter: the processes are told the addresses on
/// their command line (no host file), each runs in a process group of its
/// own (so a terminal's Ctrl-C reaches the starter alone, which passes
/// SIGTERM on to each and waits for them, see [`supervise`]), and each is
/// sent SIGTERM by the kernel when the starter dies, even by SIGKILL.
pub fn start_local(processes: u16, threads: Option<usize>) -> anyhow::Result<()> {
    let ports = free_ports(processes)?;
    let hosts: Vec<String> = ports.iter().map(|port| format!("127.0.0.1:{port}")).collect();
    let program = std::env::current_exe().context("finding this program")?;
    let arguments = without_local_processes(std::env::args().skip(1));
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let threads = threads.unwrap_or((cores / usize::from(processes)).max(1));
    // The watchdog leaves the starter time to see its processes stop.
    signals::allow_after_signal(STOPPING_AFTER_A_SIGNAL + Duration::from_secs(2));
    let mut children: Vec<Running> = Vec::new();
    for process in 0..processes {
        let mut command = Command::new(&program);
        command
            .args(&arguments)
            .args(["--cluster-size", &processes.to_string(), "--process", &process.to_string()])
            .args(["--hosts", &hosts.join(",")])
            .args(["--threads", &threads.to_string()])
            .stdin(Stdio::null())
            .stdout(if process == 0 { Stdio::inherit() } else { Stdio::null() })
            .stderr(Stdio::piped());
        end_with_this_process(&mut command);
        let spawned = command.spawn().context("starting a process of the cluster");
        let mut child = match spawned {
            Ok(child) => child,
            Err(error) => {
                stop(&mut children);
                return Err(error);
            }
        };
        let Some(mut stderr) = child.stderr.take() else {
            children.push(Running { child, said: None, ended: None });
            stop(&mut children);
            bail!("no pipe from a process of the cluster");
        };
        let said = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        children.push(Running { child, said: Some(said), ended: None });
    }
    supervise(&mut children)
}

/// Kills the processes started so far and waits for them (the starter
/// could not start them all).
fn stop(children: &mut [Running]) {
    for running in children.iter_mut() {
        let _ = running.child.kill();
        let _ = running.child.wait();
    }
}

/// A process of the cluster this one started.
struct Running {
    child: Child,
    /// What it writes to stderr, read until it ends.
    said: Option<std::thread::JoinHandle<String>>,
    ended: Option<(Instant, ExitStatus)>,
}

/// Waits for every process; on a failure, gives the others a bound to
/// stop, then kills them; reports the first failure. On a signal (SIGINT,
/// SIGTERM, SIGHUP), sends SIGTERM to every process still running, gives
/// them [`STOPPING_AFTER_A_SIGNAL`] to stop (they remove their temporary
/// files), kills those still running, and returns once all have ended:
/// the program then exits with code 130.
fn supervise(children: &mut [Running]) -> anyhow::Result<()> {
    let mut first_failure: Option<Instant> = None;
    let mut signalled: Option<Instant> = None;
    while children.iter().any(|c| c.ended.is_none()) {
        if signalled.is_none() && signals::interrupted() {
            signalled = Some(Instant::now());
            for running in children.iter().filter(|c| c.ended.is_none()) {
                let pid = libc::pid_t::try_from(running.child.id()).unwrap_or(0);
                // SAFETY: kill only sends a signal, to a child not yet
                // waited for (so its pid is not reused).
                unsafe {
                    libc::kill(pid, libc::SIGTERM);
                }
            }
        }
        if signalled.is_some_and(|at| at.elapsed() > STOPPING_AFTER_A_SIGNAL) {
            for running in children.iter_mut().filter(|c| c.ended.is_none()) {
                let _ = running.child.kill();
            }
        }
        for running in children.iter_mut().filter(|c| c.ended.is_none()) {
            if let Some(status) = running.child.try_wait().context("waiting for a process of the cluster")? {
                let now = Instant::now();
                running.ended = Some((now, status));
                if !status.success() {
                    first_failure.get_or_insert(now);
                }
            }
        }
        if first_failure.is_some_and(|at| at.elapsed() > NETWORK_TIMEOUT) {
            for running in children.iter_mut().filter(|c| c.ended.is_none()) {
                let _ = running.child.kill();
            }
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    if signalled.is_some() {
        return Ok(());
    }
    let mut failures: Vec<(Instant, usize, ExitStatus, String)> = Vec::new();
    for (process, running) in children.iter_mut().enumerate() {
        let said = running.said.take().map(|t| t.join().unwrap_or_default()).unwrap_or_default();
        let Some((at, status)) = running.ended else { bail!("process {process} of the cluster was not seen to end") };
        if !status.success() {
            failures.push((at, process, status, said));
        } else {
            // Warnings of a process that succeeded are passed on.
            let _ = std::io::stderr().write_all(said.as_bytes());
        }
    }
    failures.sort_by_key(|(at, process, ..)| (*at, *process));
    let Some((_, process, status, said)) = failures.into_iter().next() else { return Ok(()) };
    let last = said.lines().rev().find(|line| !line.trim().is_empty()).map(|l| l.trim_start_matches("error: "));
    match (last, status.code()) {
        (Some(line), _) => bail!("process {process} of the cluster: {line}"),
        (None, Some(code)) => bail!("process {process} of the cluster exited with code {code}"),
        (None, None) => bail!("process {process} of the cluster was killed by a signal"),
    }
}

/// The process runs in a process group of its own, and ends (SIGTERM)
/// when the one that started it does, however that ends, so that none is
/// left running alone.
fn end_with_this_process(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    command.process_group(0);
    // SAFETY: getpid only reads this process's id.
    let starter = unsafe { libc::getpid() };
    // SAFETY: the closure runs in the child between fork and exec and only
    // makes async-signal-safe system calls, and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            // The starter may have died before the call above: then no
            // signal will come, and the process must not start.
            if libc::getppid() != starter {
                return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
}

/// `processes` TCP ports that are free now (the system picks them; another
/// program could take one before the cluster listens on it, which the
/// cluster would then report).
fn free_ports(processes: u16) -> anyhow::Result<Vec<u16>> {
    let listeners: Vec<std::net::TcpListener> = (0..processes)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0"))
        .collect::<Result<_, _>>()
        .context("finding free local ports")?;
    listeners.iter().map(|l| Ok(l.local_addr().context("finding free local ports")?.port())).collect()
}

/// The arguments without `--local-processes N` (or `--local-processes=N`)
/// and `--threads` (each process is given its own).
fn without_local_processes(arguments: impl Iterator<Item = String>) -> Vec<String> {
    let mut kept = Vec::new();
    let mut skip_value = false;
    for argument in arguments {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        match argument.as_str() {
            "--local-processes" | "--threads" => skip_value = true,
            a if a.starts_with("--local-processes=") || a.starts_with("--threads=") => {}
            _ => kept.push(argument),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_passes_on_every_argument_but_its_own() {
        let given = ["count", "--board", "T6", "--local-processes", "3", "--threads=2", "--no-random-play"];
        let kept = without_local_processes(given.iter().map(|s| s.to_string()));
        assert_eq!(kept, ["count", "--board", "T6", "--no-random-play"]);
    }
}
