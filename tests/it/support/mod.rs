//! What the tests share: the binary under test and the repository's root;
//! for `pegsol serve`, a server started on a free port and a plain HTTP/1.1
//! request against it; for the static site, a static file server; for the
//! committed results, a certificate's solvable pairs.

pub mod certificate;
pub mod files;
pub mod http;
pub mod load;
pub mod static_site;

pub use http::get;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use serde_json::Value;

/// The path of the `pegsol` binary under test.
pub const PEGSOL: &str = env!("CARGO_BIN_EXE_pegsol");

/// The binary under test, to run and check its output (`.assert()`).
pub fn pegsol() -> assert_cmd::Command {
    assert_cmd::Command::new(PEGSOL)
}

/// The binary under test as a plain process: to spawn, signal or pipe.
pub fn pegsol_process() -> Command {
    Command::new(PEGSOL)
}

/// The repository's root (the workspace's), where `proofs/`, `results/`,
/// `snapshots/`, `src/` and the README are: the tests belong to
/// `pegsol-cli/`, one level down.
pub fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("pegsol-cli/ has a parent")
}

/// A running `pegsol serve --port 0 --prepare T5,T6`, stopped when dropped,
/// with a cache directory of its own (removed when dropped) unless the
/// options name one: tests never write to the user's cache.
/// The tests ask nothing of T7, whose tables (built at startup by default)
/// would take both cores for most of a minute in every test that starts a
/// server; `tests/it/analysis.rs` checks them.
pub struct Server {
    child: Child,
    /// `127.0.0.1:PORT`, as the server printed it.
    pub address: String,
    _cache: Option<tempfile::TempDir>,
}

impl Server {
    pub fn start() -> Server {
        Server::start_with(&[])
    }

    /// A server started with `options` too (`--prepare T5,T6` unless they
    /// say what to prepare, `--port 0` unless they name a port).
    pub fn start_with(options: &[&str]) -> Server {
        Server::spawn(options, Stdio::inherit())
    }

    /// [`Server::start_with`], each line the server writes on stderr sent
    /// to the receiver.
    pub fn start_heard(options: &[&str]) -> (Server, std::sync::mpsc::Receiver<String>) {
        let mut server = Server::spawn(options, Stdio::piped());
        let stderr = server.child.stderr.take().expect("stderr piped");
        let (send, heard) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        (server, heard)
    }

    fn spawn(options: &[&str], stderr: Stdio) -> Server {
        let prepare: &[&str] = if options.contains(&"--prepare") { &[] } else { &["--prepare", "T5,T6"] };
        let port: &[&str] = if options.contains(&"--port") { &[] } else { &["--port", "0"] };
        let cache = (!options.contains(&"--cache")).then(|| tempfile::tempdir().expect("a cache directory"));
        let mut child = pegsol_process()
            .arg("serve")
            .args(port)
            .args(prepare)
            .args(cache.iter().flat_map(|dir| [std::ffi::OsStr::new("--cache"), dir.path().as_os_str()]))
            .args(options)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("pegsol serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line.trim().strip_prefix("pegsol serve: http://").unwrap_or_else(|| panic!("printed {line:?}"));
        Server { child, address: url.trim_end_matches('/').to_string(), _cache: cache }
    }

    /// The page's address.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// The server's process ID.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The CPU time the server's threads have taken so far, in seconds
    /// (user and system, from `/proc/PID/stat`, in clock ticks).
    pub fn cpu_seconds(&self) -> f64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid())).expect("the server runs");
        // The fields after the command's name, which ends with the last ')':
        // state is the 3rd field of the line, utime the 14th, stime the 15th.
        let fields: Vec<&str> = stat.rsplit_once(')').expect("a stat line").1.split_whitespace().collect();
        let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
        // SAFETY: sysconf only reads a constant of the system.
        let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        ticks as f64 / per_second as f64
    }

    /// GET `path`: the status and the body.
    pub fn get(&self, path: &str) -> (u16, String) {
        get(&self.address, path).unwrap_or_else(|e| panic!("GET {path}: {e}"))
    }

    /// GET `path`, its body read as JSON.
    pub fn json(&self, path: &str) -> (u16, Value) {
        let (status, body) = self.get(path);
        (status, serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}")))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A small deterministic generator (xorshift64): reproducible random
/// choices in tests, without a dependency.
pub struct Random(pub u64);

impl Random {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Waits for `child` (its stderr piped) at most `timeout`, killing it
/// then: its exit code (`None` if killed or ended by a signal) and its
/// stderr.
pub fn wait_at_most(mut child: std::process::Child, timeout: std::time::Duration) -> (Option<i32>, String) {
    use std::io::Read;
    let mut stderr = child.stderr.take().expect("stderr piped");
    let said = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > timeout {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    let stderr = String::from_utf8_lossy(&said.join().unwrap()).into_owned();
    (status.and_then(|s| s.code()), stderr)
}

/// The peak resident memory of `child` and of each `pegsol` process it
/// starts (a `--local-processes` starter's processes), the largest of
/// them, from their `VmHWM`, read every 2 ms until `child` ends (the mark
/// only grows, and a run's peak is never in its last milliseconds); its
/// exit status and its stdout. `wait4`'s peak is no use here: Linux counts
/// in it the memory of the process that spawned the child, this test
/// binary, gigabytes with the other tests beside it.
pub fn peak_memory_sampled(mut child: Child) -> (u64, i32, Vec<u8>) {
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut bytes).unwrap();
        bytes
    });
    let hwm = |pid: u32| -> u64 {
        let text = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let kib = text
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
        kib.unwrap_or(0) * 1024
    };
    let mut peak = 0;
    let code = loop {
        peak = std::iter::once(child.id()).chain(pegsol_children(child.id())).map(hwm).fold(peak, u64::max);
        if let Some(status) = child.try_wait().unwrap() {
            break status.code().unwrap_or(-1);
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    (peak, code, reader.join().unwrap())
}

/// The processes whose parent is `parent` and whose name is `pegsol`
/// (from /proc).
pub fn pegsol_children(parent: u32) -> Vec<u32> {
    let mut children = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // pid (name) state ppid ...: the name may hold spaces.
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else { continue };
        let ppid = stat[close + 1..].split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok());
        if ppid == Some(parent) && &stat[open + 1..close] == "pegsol" {
            children.push(pid);
        }
    }
    children
}
