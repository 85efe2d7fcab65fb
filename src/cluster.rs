//! The distributed pass's transport: processes of a cluster, each with a
//! few worker threads, on timely dataflow.
//!
//! A [`Cluster`] names the processes (an address each, `host:port`), this
//! process among them, and the workers each one runs. [`Cluster::run`]
//! connects the processes to each other over TCP (process `i` connects to
//! every process before it and accepts the ones after it, as timely does,
//! within a time limit and after checking that both run the same pass),
//! hands the connections to timely, and runs a function on every worker of
//! this process with its [`Exchange`]: rounds of parcels carried by one
//! timely dataflow, routed to their worker by timely's exchange and
//! complete when timely's progress tracking says every worker has moved
//! past the round.
//!
//! A process that dies closes its connections, and timely's network
//! threads then panic with a message starting with
//! [`LOST_CONNECTION`]; a process that cannot be reached any more is
//! found the same way once TCP gives up on it (keep-alive probes and a
//! limit on unacknowledged data, [`NETWORK_TIMEOUT`]). A process that is
//! stopped (SIGSTOP, a hung machine) is not found so: its kernel still
//! acknowledges data and probes. So every pair of processes also keeps a
//! second connection for heartbeats, a byte sent every eighth of
//! [`Cluster::peer_timeout`] by a thread of their own (a slow step of the
//! pass does not hold them up; a stopped process sends none); a process
//! heard nothing from for that long makes a thread named
//! `pegsol:heartbeat-J` (J the silent process) panic with a message
//! starting with [`SILENT_PROCESS`]. What to do then is the program's
//! choice: `pegsol` says so on one line and exits.
//!
//! ```
//! use pegsol::cluster::Cluster;
//! use pegsol::{Board, Pass};
//!
//! // Two workers in this one process, so no TCP: the same pass as alone.
//! let cluster = Cluster::alone(2);
//! let walks = cluster
//!     .run(|exchange| {
//!         let t5 = Board::triangle(5).unwrap();
//!         let start = t5.with_empty(&[t5.parse_hole("1").unwrap()]);
//!         Pass::on(&t5).peers(exchange).walk::<u64>(start).unwrap()
//!     })
//!     .unwrap();
//! // T5 from the top: 3,016 positions (the README's worked example).
//! assert_eq!(walks.len(), 2);
//! assert!(walks.iter().all(|walk| walk.positions == 3_016));
//! ```

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::rc::Rc;
use std::time::{Duration, Instant};

use timely::communication::allocator::zero_copy::initialize::initialize_networking_from_sockets;
use timely::communication::allocator::{AllocatorBuilder, ProcessBuilder};
use timely::communication::Hooks;
use timely::dataflow::operators::{Exchange as _, Input, Inspect, Probe};
use timely::dataflow::{InputHandleVec, ProbeHandle};
use timely::worker::Worker;
use timely::WorkerConfig;

use crate::pass::Exchange;

/// How timely's network threads begin the message of their panic when a
/// connection breaks.
pub const LOST_CONNECTION: &str = "timely communication error";

/// How long a process may go without acknowledging data or keep-alive
/// probes before its connection is given up.
pub const NETWORK_TIMEOUT: Duration = Duration::from_secs(30);

/// How a heartbeat thread begins the message of its panic when a process
/// has sent nothing for [`Cluster::peer_timeout`].
pub const SILENT_PROCESS: &str = "no heartbeat";

/// The processes of a cluster and this one's place among them.
#[derive(Clone, Debug)]
pub struct Cluster {
    /// Each process's address, `host:port`, by process index.
    pub addresses: Vec<String>,
    /// This process's index.
    pub process: usize,
    /// Worker threads in each process.
    pub workers: usize,
    /// How long to wait for every process to connect.
    pub connect_timeout: Duration,
    /// How long another process may send no heartbeat (a byte sent every
    /// eighth of it by a thread of its own) before it is taken as lost.
    pub peer_timeout: Duration,
    /// What the processes run: processes that name different runs refuse
    /// to connect.
    pub run: String,
}

/// Why a cluster could not run.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    /// Listening on this process's address failed.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// This process's address.
        address: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// Another process did not connect in time.
    #[error("process {process} at {address} cannot be reached (waited {}s)", .waited.as_secs())]
    Unreachable {
        /// The process, from 0.
        process: usize,
        /// Its address.
        address: String,
        /// How long this one waited.
        waited: Duration,
    },
    /// Another process connected with the wrong greeting.
    #[error("process {process} at {address}: {reason}")]
    Handshake {
        /// The process, from 0.
        process: usize,
        /// Its address.
        address: String,
        /// What was wrong.
        reason: String,
    },
    /// Timely could not start.
    #[error("timely: {0}")]
    Timely(String),
}

/// What a connection begins with: the magic, then the sender's index, the
/// cluster's size, a hash of the run and the connection's use ([`DATA`]
/// or [`HEARTBEAT`]), each 8 bytes big-endian.
const MAGIC: &[u8; 8] = b"PEGSOLC2";

/// The connection timely carries the pass on.
const DATA: u64 = 0;
/// The connection heartbeats go over.
const HEARTBEAT: u64 = 1;

/// The connections to every other process, by index (`None` for this
/// one): timely's, and the heartbeats'.
struct Links {
    data: Vec<Option<TcpStream>>,
    heartbeat: Vec<Option<TcpStream>>,
}

impl Cluster {
    /// One process with `workers` worker threads, and no network.
    #[must_use]
    pub fn alone(workers: usize) -> Cluster {
        Cluster {
            addresses: vec!["127.0.0.1:0".into()],
            process: 0,
            workers,
            connect_timeout: Duration::from_secs(1),
            peer_timeout: Duration::from_secs(120),
            run: String::new(),
        }
    }

    /// Runs `work` on every worker of this process, each with its exchange
    /// to every worker of the cluster, and returns what they returned, in
    /// order.
    pub fn run<T, F>(&self, work: F) -> Result<Vec<T>, ClusterError>
    where
        T: Send + 'static,
        F: Fn(&mut dyn Exchange) -> T + Send + Sync + 'static,
    {
        let Links { data: sockets, heartbeat } = self.connect()?;
        let _heartbeats = Heartbeats::start(heartbeat, &sockets, self.peer_timeout);
        let hooks = Hooks::default();
        let allocators = ProcessBuilder::new_typed_vector(self.workers, hooks.refill.clone(), hooks.spill.clone());
        let (builders, guard) =
            initialize_networking_from_sockets(allocators, sockets, self.process, self.workers, hooks)
                .map_err(|e| ClusterError::Timely(e.to_string()))?;
        let builders = builders.into_iter().map(AllocatorBuilder::Tcp).collect();
        let guards = timely::execute::execute_from(builders, Box::new(guard), WorkerConfig::default(), move |worker| {
            work(&mut TimelyExchange::new(worker))
        })
        .map_err(ClusterError::Timely)?;
        guards.join().into_iter().map(|result| result.map_err(ClusterError::Timely)).collect()
    }

    /// Two connections to every other process: timely's and the
    /// heartbeats'.
    fn connect(&self) -> Result<Links, ClusterError> {
        let me = self.process;
        let none = || (0..self.addresses.len()).map(|_| None).collect::<Vec<Option<TcpStream>>>();
        let mut links = Links { data: none(), heartbeat: none() };
        if self.addresses.len() == 1 {
            return Ok(links);
        }
        let deadline = Instant::now() + self.connect_timeout;
        let address = &self.addresses[me];
        let listen = |source| ClusterError::Listen { address: address.clone(), source };
        let listener = TcpListener::bind(address).map_err(listen)?;
        listener.set_nonblocking(true).map_err(listen)?;
        for (process, address) in self.addresses.iter().enumerate().take(me) {
            links.data[process] = Some(self.dial(process, address, deadline, DATA)?);
            links.heartbeat[process] = Some(self.dial(process, address, deadline, HEARTBEAT)?);
        }
        let missing = |links: &Links| {
            (me + 1..self.addresses.len()).find(|&p| links.data[p].is_none() || links.heartbeat[p].is_none())
        };
        while let Some(waiting) = missing(&links) {
            match listener.accept() {
                Ok((stream, _)) => {
                    let (process, channel) = self.greet(&stream, waiting)?;
                    let slot = match channel {
                        DATA => &mut links.data[process],
                        _ => &mut links.heartbeat[process],
                    };
                    if slot.is_some() {
                        return Err(self.handshake(process, "it connected twice".into()));
                    }
                    *slot = Some(stream);
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(_) => return Err(self.unreachable(waiting)),
            }
        }
        for stream in links.data.iter().chain(&links.heartbeat).flatten() {
            // Rounds are small messages waited for: no Nagle delay.
            stream.set_nodelay(true).map_err(|e| ClusterError::Timely(e.to_string()))?;
        }
        links.data.iter().flatten().for_each(keep_alive);
        Ok(links)
    }

    /// Connects to `process` at `address`, retrying until `deadline`.
    /// `channel` is the connection's use.
    fn dial(&self, process: usize, address: &str, deadline: Instant, channel: u64) -> Result<TcpStream, ClusterError> {
        loop {
            let resolved = address.to_socket_addrs().ok().and_then(|mut a| a.next());
            if let Some(stream) = resolved.and_then(|a| TcpStream::connect_timeout(&a, Duration::from_secs(1)).ok()) {
                let said = self.hello(&stream, channel).and_then(|()| read_hello(&stream, self.connect_timeout));
                let (index, size, run, _) = said.map_err(|e| self.handshake(process, e.to_string()))?;
                self.check(process, index, size, run)?;
                return Ok(stream);
            }
            if Instant::now() >= deadline {
                return Err(self.unreachable(process));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Answers a process that connected (one of those after this one) and
    /// returns its index and the connection's use.
    fn greet(&self, stream: &TcpStream, waiting: usize) -> Result<(usize, u64), ClusterError> {
        stream.set_nonblocking(false).map_err(|e| self.handshake(waiting, e.to_string()))?;
        let (index, size, run, channel) =
            read_hello(stream, self.connect_timeout).map_err(|e| self.handshake(waiting, e.to_string()))?;
        let process = usize::try_from(index).unwrap_or(usize::MAX);
        if process <= self.process || process >= self.addresses.len() {
            return Err(self.handshake(waiting, format!("a process calling itself {index} connected")));
        }
        self.check(process, index, size, run)?;
        if channel != DATA && channel != HEARTBEAT {
            return Err(self.handshake(process, format!("it opened a connection of unknown use {channel}")));
        }
        self.hello(stream, channel).map_err(|e| self.handshake(process, e.to_string()))?;
        Ok((process, channel))
    }

    fn hello(&self, mut stream: &TcpStream, channel: u64) -> std::io::Result<()> {
        let mut bytes = MAGIC.to_vec();
        for value in [self.process as u64, self.addresses.len() as u64, run_hash(&self.run), channel] {
            bytes.extend_from_slice(&value.to_be_bytes());
        }
        stream.write_all(&bytes)
    }

    fn check(&self, process: usize, index: u64, size: u64, run: u64) -> Result<(), ClusterError> {
        if index != process as u64 {
            return Err(self.handshake(process, format!("it says it is process {index}")));
        }
        if size != self.addresses.len() as u64 {
            return Err(
                self.handshake(process, format!("it runs in a cluster of {size}, not {}", self.addresses.len()))
            );
        }
        if run != run_hash(&self.run) {
            return Err(self.handshake(process, format!("it runs another pass than this one ({})", self.run)));
        }
        Ok(())
    }

    fn unreachable(&self, process: usize) -> ClusterError {
        let address = self.addresses[process].clone();
        ClusterError::Unreachable { process, address, waited: self.connect_timeout }
    }

    fn handshake(&self, process: usize, reason: String) -> ClusterError {
        ClusterError::Handshake { process, address: self.addresses[process].clone(), reason }
    }
}

/// Reads a greeting: the sender's index, the cluster's size, the run's
/// hash, the connection's use.
fn read_hello(mut stream: &TcpStream, timeout: Duration) -> std::io::Result<(u64, u64, u64, u64)> {
    stream.set_read_timeout(Some(timeout.max(Duration::from_secs(1))))?;
    let mut bytes = [0u8; 40];
    stream.read_exact(&mut bytes)?;
    stream.set_read_timeout(None)?;
    if &bytes[..8] != MAGIC {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, "not a pegsol cluster process"));
    }
    let word = |i: usize| u64::from_be_bytes(bytes[8 * i..8 * i + 8].try_into().expect("8 bytes"));
    Ok((word(1), word(2), word(3), word(4)))
}

/// FNV-1a: the same on every machine and version, unlike std's hasher.
fn run_hash(run: &str) -> u64 {
    run.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3))
}

/// Makes TCP give up on a peer that stops answering within
/// [`NETWORK_TIMEOUT`]: keep-alive probes while the connection is idle, and
/// a limit on how long sent data may stay unacknowledged.
fn keep_alive(stream: &TcpStream) {
    use std::os::fd::AsRawFd;
    let fd = stream.as_raw_fd();
    let seconds = NETWORK_TIMEOUT.as_secs() as libc::c_int;
    let options = [
        (libc::SOL_SOCKET, libc::SO_KEEPALIVE, 1),
        (libc::IPPROTO_TCP, libc::TCP_KEEPIDLE, seconds / 3),
        (libc::IPPROTO_TCP, libc::TCP_KEEPINTVL, seconds / 6),
        (libc::IPPROTO_TCP, libc::TCP_KEEPCNT, 3),
        (libc::IPPROTO_TCP, libc::TCP_USER_TIMEOUT, seconds * 1000),
    ];
    for (level, name, value) in options {
        // SAFETY: setsockopt reads an int option of this size from `value`
        // for a socket this process owns. A failure leaves the default,
        // which only makes the detection slower.
        unsafe {
            libc::setsockopt(
                fd,
                level,
                name,
                std::ptr::addr_of!(value).cast(),
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            );
        }
    }
}

/// The heartbeats of this process's run: a thread that sends a byte to
/// every other process every eighth of the peer timeout, and one for each
/// other process that waits for its bytes. Dropped when the run ends: the
/// threads stop, and the connections close, which the other processes
/// take as an end, not a loss (a process that dies is found by timely's
/// connection).
struct Heartbeats {
    done: std::sync::Arc<std::sync::atomic::AtomicBool>,
    streams: Vec<TcpStream>,
}

impl Heartbeats {
    /// Starts them over `heartbeat`, by process; `data` are timely's
    /// connections, shut down when the panic of a heartbeat thread unwinds
    /// (a program that does not end the process on that panic still sees
    /// timely's threads fail).
    fn start(heartbeat: Vec<Option<TcpStream>>, data: &[Option<TcpStream>], timeout: Duration) -> Heartbeats {
        use std::sync::atomic::{AtomicBool, Ordering};
        let done = std::sync::Arc::new(AtomicBool::new(false));
        let every = (timeout / 8).clamp(Duration::from_millis(10), Duration::from_secs(15));
        let mut streams = Vec::new();
        let mut senders = Vec::new();
        for (process, stream) in heartbeat.into_iter().enumerate() {
            let Some(stream) = stream else { continue };
            let (Ok(sender), Ok(kept)) = (stream.try_clone(), stream.try_clone()) else { continue };
            // A full buffer (a stopped reader) must not hold up the others.
            let _ = sender.set_write_timeout(Some(every));
            senders.push(sender);
            streams.push(kept);
            let data = data.get(process).and_then(Option::as_ref).and_then(|d| d.try_clone().ok());
            let done = std::sync::Arc::clone(&done);
            let listen = move || listen(stream, timeout, &done, data);
            let _ = std::thread::Builder::new().name(format!("pegsol:heartbeat-{process}")).spawn(listen);
        }
        if !senders.is_empty() {
            let done = std::sync::Arc::clone(&done);
            let send = move || {
                while !done.load(Ordering::SeqCst) {
                    for mut stream in &senders {
                        let _ = stream.write(&[1]);
                    }
                    std::thread::sleep(every);
                }
            };
            let _ = std::thread::Builder::new().name("pegsol:heartbeats".into()).spawn(send);
        }
        Heartbeats { done, streams }
    }
}

impl Drop for Heartbeats {
    fn drop(&mut self) {
        self.done.store(true, std::sync::atomic::Ordering::SeqCst);
        for stream in &self.streams {
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
    }
}

/// Waits for the heartbeats of one process (the thread's name says which)
/// until its connection closes or the run is done; panics (see
/// [`SILENT_PROCESS`]) when none came for `timeout`.
fn listen(mut stream: TcpStream, timeout: Duration, done: &std::sync::atomic::AtomicBool, data: Option<TcpStream>) {
    /// Shuts timely's connection down if the panic unwinds.
    struct Unwinding(Option<TcpStream>);
    impl Drop for Unwinding {
        fn drop(&mut self) {
            if let Some(stream) = self.0.take().filter(|_| std::thread::panicking()) {
                let _ = stream.shutdown(std::net::Shutdown::Both);
            }
        }
    }
    let _data = Unwinding(data);
    if stream.set_read_timeout(Some(timeout)).is_err() {
        return;
    }
    let mut bytes = [0u8; 64];
    loop {
        match stream.read(&mut bytes) {
            Ok(0) => return,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                if done.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
                panic!(
                    "{SILENT_PROCESS} for {} s (--peer-timeout): it is stopped, hung or cut off",
                    timeout.as_secs_f64()
                );
            }
            Err(_) => return,
        }
    }
}

/// One worker's exchange: a timely dataflow that routes each parcel to its
/// worker, tagged with its round.
struct TimelyExchange<'w> {
    worker: &'w mut Worker,
    input: InputHandleVec<u64, (u64, u64, Vec<u8>)>,
    probe: ProbeHandle<u64>,
    /// Parcels received, by round: a faster worker's parcels of the next
    /// round may arrive before this one has taken the last round's.
    inbox: Rc<RefCell<BTreeMap<u64, Vec<Vec<u8>>>>>,
    round: u64,
}

impl<'w> TimelyExchange<'w> {
    fn new(worker: &'w mut Worker) -> TimelyExchange<'w> {
        let mut input = InputHandleVec::new();
        let probe = ProbeHandle::new();
        let inbox: Rc<RefCell<BTreeMap<u64, Vec<Vec<u8>>>>> = Rc::default();
        let post = Rc::clone(&inbox);
        worker.dataflow::<u64, _, _>(|scope| {
            scope
                .input_from(&mut input)
                .exchange(|(to, _, _): &(u64, u64, Vec<u8>)| *to)
                .inspect(move |(_, round, parcel): &(u64, u64, Vec<u8>)| {
                    post.borrow_mut().entry(*round).or_default().push(parcel.clone());
                })
                .probe_with(&probe);
        });
        TimelyExchange { worker, input, probe, inbox, round: 0 }
    }
}

impl Exchange for TimelyExchange<'_> {
    fn worker(&self) -> usize {
        self.worker.index()
    }

    fn workers(&self) -> usize {
        self.worker.peers()
    }

    fn round(&mut self, parcels: Vec<(usize, Vec<u8>)>) -> Vec<Vec<u8>> {
        let round = self.round;
        for (to, parcel) in parcels {
            self.input.send((to as u64, round, parcel));
        }
        self.round += 1;
        self.input.advance_to(self.round);
        while self.probe.less_than(&self.round) {
            self.worker.step_or_park(None);
        }
        self.inbox.borrow_mut().remove(&round).unwrap_or_default()
    }
}
