//! The distributed pass through the real binary, as processes on this
//! machine talking TCP: the reports equal the single-process pass's, byte
//! for byte, on 2 and 3 processes, with layers in memory or on disk; a
//! killed process stops the others with one line each, and the cluster
//! resumes from its checkpoints to the same report, also when the workers'
//! checkpoints are one layer apart; a process that never comes is reported
//! in time; random-play chances are the single pass's to the last bit;
//! a process stopped with SIGSTOP is found by its missing heartbeats
//! within the bound `--peer-timeout` states; a signal to the
//! `--local-processes` starter (SIGINT, SIGTERM, SIGHUP, or SIGKILL)
//! leaves no process running and no file behind;
//! what the cluster cannot do is refused; the reverse pass
//! (`--by reverse`) runs on a cluster to the same report as alone. Through the library, on
//! threads: counts that overflow are widened by every worker, and a pass
//! stopped before or after the widening resumes to the same totals.
//!
//! Expected reports come from the single-process pass run here (a second
//! method: one worker pulling every shard from its own memory).

use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};

use crate::support::pegsol_process;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use num_bigint::BigUint;
use pegsol::{Board, Carry, Checkpoint, Exchange, Limits, Overflow, Pass, Position, Walk, Weight};

const T6: [&str; 9] = ["count", "--board", "T6", "--start", "1", "--format", "json", "--no-random-play", "--threads=1"];
const T7: [&str; 9] = ["count", "--board", "T7", "--start", "1", "--format", "json", "--no-random-play", "--threads=1"];

fn run(args: &[&str], more: &[&str]) -> Output {
    let output = pegsol_process().args(args).args(more).output().unwrap();
    assert!(output.status.success(), "{args:?} {more:?}: {}", stderr(&output));
    output
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Files in `dir` whose names start with `prefix`, seen until `child` ends.
fn watch(dir: &Path, prefix: &str, mut child: Child) -> (Output, usize) {
    let mut seen = std::collections::BTreeSet::new();
    while child.try_wait().unwrap().is_none() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            if name.starts_with(prefix) {
                seen.insert(name);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    (child.wait_with_output().unwrap(), seen.len())
}

#[test]
fn t6_on_two_and_three_processes_equals_one() {
    let alone = run(&T6, &[]).stdout;
    for more in
        [&["--local-processes", "2"][..], &["--local-processes", "3"], &["--local-processes", "2", "--workers", "2"]]
    {
        assert_eq!(String::from_utf8(run(&T6, more).stdout).unwrap(), String::from_utf8(alone.clone()).unwrap());
    }
}

/// Random-play chances are float sums; summed exactly, they do not depend
/// on how the tops are dealt out, so they are the single pass's to the
/// last bit. T6 from 2 (no symmetry) and T7 from 1 (a mirror; floats in
/// every layer, 8 bytes more a position on disk).
#[test]
fn random_play_on_a_cluster_equals_one_process_to_the_last_bit() {
    let t6 = ["count", "--board", "T6", "--start", "2", "--format", "json", "--threads=1"];
    let alone = run(&t6, &[]).stdout;
    let json: serde_json::Value = serde_json::from_slice(&alone).unwrap();
    assert!(json["random_play_pegs_left"].as_object().is_some_and(|chances| chances.len() > 5), "{json}");
    for more in [&["--local-processes", "2"][..], &["--local-processes", "3", "--workers", "2"]] {
        assert_eq!(String::from_utf8(run(&t6, more).stdout).unwrap(), String::from_utf8(alone.clone()).unwrap());
    }
    let t7 = ["count", "--board", "T7", "--start", "1", "--format", "json", "--threads=1"];
    let alone = run(&t7, &[]).stdout;
    let (on_disk, layer_files) = on_three_with_disk(&t7, "96MiB");
    assert!(layer_files > 3, "only {layer_files} layer files were written");
    assert_eq!(String::from_utf8(on_disk).unwrap(), String::from_utf8(alone).unwrap());
}

#[test]
fn t7_corner_on_two_and_three_processes_equals_one_in_memory_and_on_disk() {
    let alone = run(&T7, &[]).stdout;
    // S10/S13 (seed 000): 40,600,768 positions and no solution from the corner.
    let json: serde_json::Value = serde_json::from_slice(&alone).unwrap();
    assert_eq!(json["positions"], "40600768");
    assert_eq!(run(&T7, &["--local-processes", "2"]).stdout, alone);

    // Within 48 MiB a worker writes its larger layers to disk.
    let (on_disk, layer_files) = on_three_with_disk(&T7, "48MiB");
    assert!(layer_files > 3, "only {layer_files} layer files were written");
    assert_eq!(on_disk, alone);
}

/// `args` on 3 local processes within `memory` each, with a spill
/// directory: the report, and how many layer files were seen there (all
/// removed by the end).
fn on_three_with_disk(args: &[&str], memory: &str) -> (Vec<u8>, usize) {
    let spill = tempfile::tempdir().unwrap();
    let child = on_disk(args, &["--local-processes", "3"], memory, spill.path());
    let (output, layer_files) = watch(spill.path(), "pegsol-layer-", child);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    assert_eq!(std::fs::read_dir(spill.path()).unwrap().count(), 0, "layer files are removed");
    (output.stdout, layer_files)
}

/// `args` and `more` started within `memory`, with `spill` to write
/// layers to, stdout and stderr piped.
fn on_disk(args: &[&str], more: &[&str], memory: &str, spill: &Path) -> Child {
    pegsol_process()
        .args(args)
        .args(more)
        .args(["--memory-limit", memory, "--spill-dir"])
        .arg(spill)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn the_reverse_pass_on_a_cluster_equals_one_process_and_the_forward_pass() {
    // T6 from 2 (no mirror fixes it) and T7 from 4, by reverse: the same
    // report on 2 and 3 processes (T6: 2 workers each too) and with layers
    // on disk as on one, and the forward report but for its "pass" key.
    // T6's layers are too small for a memory limit the processes keep
    // (their code alone is larger) to send them to disk: a checkpoint does.
    for (board, start, disk_limit) in [("T6", "2", None), ("T7", "4", Some("160MiB"))] {
        let count =
            ["count", "--board", board, "--start", start, "--format", "json", "--no-random-play", "--threads=1"];
        let forward = String::from_utf8(run(&count, &[]).stdout).unwrap();
        let alone = String::from_utf8(run(&count, &["--by", "reverse"]).stdout).unwrap();
        let mut json: serde_json::Value = serde_json::from_str(&alone).unwrap();
        assert_eq!(json["pass"], "reverse");
        json.as_object_mut().unwrap().remove("pass");
        assert_eq!(json, serde_json::from_str::<serde_json::Value>(&forward).unwrap(), "{board} from {start}");
        let in_memory: &[&[&str]] = if board == "T6" {
            &[&["--local-processes", "2", "--workers", "2"], &["--local-processes", "3"]]
        } else {
            &[]
        };
        for more in in_memory {
            let cluster = run(&count, &[&["--by", "reverse"][..], more].concat()).stdout;
            assert_eq!(String::from_utf8(cluster).unwrap(), alone, "{board} from {start}, {more:?}");
        }
        let reverse = [&count[..], &["--by", "reverse"]].concat();
        let on_disk = match disk_limit {
            Some(limit) => {
                let (on_disk, layer_files) = on_three_with_disk(&reverse, limit);
                assert!(layer_files > 0, "{board} from {start}: no layer went to disk");
                on_disk
            }
            None => {
                let checkpoint = tempfile::tempdir().unwrap();
                let path = checkpoint.path().to_str().unwrap();
                run(&reverse, &["--local-processes", "3", "--checkpoint", path]).stdout
            }
        };
        assert_eq!(String::from_utf8(on_disk).unwrap(), alone, "{board} from {start} on disk");
    }
}

/// `processes` free local ports, written to a host file in `dir`.
fn hostfile(dir: &Path, processes: usize) -> PathBuf {
    let listeners: Vec<std::net::TcpListener> =
        (0..processes).map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap()).collect();
    let lines: Vec<String> =
        listeners.iter().map(|l| format!("127.0.0.1:{}\n", l.local_addr().unwrap().port())).collect();
    let path = dir.join("hosts");
    std::fs::write(&path, lines.concat()).unwrap();
    path
}

fn start(args: &[&str], hosts: &Path, processes: usize, process: usize, more: &[&str]) -> Child {
    pegsol_process()
        .args(args)
        .args(["--cluster-size", &processes.to_string(), "--process", &process.to_string()])
        .arg("--hostfile")
        .arg(hosts)
        .args(more)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `layers_done` of a worker's manifest (0 before it saves one).
fn layers_done(dir: &Path) -> u64 {
    saved_layers(&dir.join("checkpoint.json")).unwrap_or(0)
}

/// `layers_done` of the manifest `file`, if it is there.
fn saved_layers(file: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(file).ok()?;
    serde_json::from_str::<serde_json::Value>(&text).ok()?["layers_done"].as_u64()
}

/// A host file for `processes` local processes and an empty checkpoint
/// directory, both in `dir`, and the `--checkpoint` option naming it.
fn checkpointed(dir: &Path, processes: usize) -> (PathBuf, PathBuf) {
    let checkpoint = dir.join("checkpoint");
    std::fs::create_dir(&checkpoint).unwrap();
    (hostfile(dir, processes), checkpoint)
}

#[test]
fn a_killed_process_stops_the_others_and_the_cluster_resumes_to_the_same_report() {
    let alone = run(&T7, &[]).stdout;
    let dir = tempfile::tempdir().unwrap();
    let (hosts, checkpoint) = checkpointed(dir.path(), 3);
    let with_checkpoint = ["--checkpoint", checkpoint.to_str().unwrap()];
    let mut processes: Vec<Child> = (0..3).map(|p| start(&T7, &hosts, 3, p, &with_checkpoint)).collect();

    // Killed in the middle: T7 from the corner has 27 layers.
    let manifest = checkpoint.join("process-1").join("worker-0");
    let begun = Instant::now();
    while layers_done(&manifest) < 10 {
        assert!(processes[1].try_wait().unwrap().is_none(), "process 1 ended before layer 10");
        assert!(begun.elapsed() < Duration::from_secs(120), "no layer 10 after two minutes");
        std::thread::sleep(Duration::from_millis(10));
    }
    processes[1].kill().unwrap();
    let killed = Instant::now();
    for (p, process) in processes.into_iter().enumerate().filter(|(p, _)| *p != 1) {
        let output = process.wait_with_output().unwrap();
        assert!(killed.elapsed() < Duration::from_secs(10), "process {p} took {:?} to stop", killed.elapsed());
        assert_eq!(output.status.code(), Some(2), "process {p}");
        assert!(output.stdout.is_empty(), "process {p} printed a partial report");
        let said = stderr(&output);
        assert_eq!(said.lines().count(), 1, "process {p} said: {said}");
        assert!(said.starts_with("error: lost process 1 of the cluster"), "process {p} said: {said}");
    }

    // Restarted with --resume, it goes on from the checkpoints: the same report.
    resume_to_the_same_report(&hosts, &checkpoint, &alone);
}

/// Restarts the three processes of a T7 cluster with `--resume` from
/// `checkpoint`: every one ends well, process 0 alone reports, its report
/// is `alone`'s, and the finished checkpoint is removed.
fn resume_to_the_same_report(hosts: &Path, checkpoint: &Path, alone: &[u8]) {
    let resume = ["--checkpoint", checkpoint.to_str().unwrap(), "--resume"];
    let resumed: Vec<Child> = (0..3).map(|p| start(&T7, hosts, 3, p, &resume)).collect();
    let outputs: Vec<Output> = resumed.into_iter().map(|c| c.wait_with_output().unwrap()).collect();
    for (p, output) in outputs.iter().enumerate() {
        assert!(output.status.success(), "process {p}: {}", stderr(output));
    }
    assert_eq!(outputs[0].stdout, alone);
    assert!(outputs[1].stdout.is_empty() && outputs[2].stdout.is_empty(), "only process 0 reports");
    assert_eq!(std::fs::read_dir(checkpoint).unwrap().count(), 0, "the finished checkpoint is removed");
}

#[test]
fn a_process_that_never_comes_is_reported_in_time() {
    let dir = tempfile::tempdir().unwrap();
    let hosts = hostfile(dir.path(), 2);
    let begun = Instant::now();
    let output = start(&T6, &hosts, 2, 0, &["--connect-timeout", "2"]).wait_with_output().unwrap();
    assert!(begun.elapsed() < Duration::from_secs(10), "took {:?}", begun.elapsed());
    assert_eq!(output.status.code(), Some(2));
    let said = stderr(&output);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("process 1 at 127.0.0.1:") && said.contains("cannot be reached"), "{said}");
}

#[test]
fn what_the_cluster_cannot_do_is_refused_on_one_line() {
    let refusals = [
        (&["count", "--no-random-play", "--cluster-size", "2", "--process", "2"][..], "not below --cluster-size 2"),
        (&["count", "--no-random-play", "--process", "1"], "--cluster-size"),
        (&["count", "--no-random-play", "--workers", "2"], "--cluster-size"),
        (&["count", "--no-random-play", "--local-processes", "2", "--peer-timeout", "0"], "--peer-timeout"),
        (&["count", "--no-random-play", "--local-processes", "2", "--peer-timeout", "86401"], "--peer-timeout"),
        (&["count", "--no-random-play", "--peer-timeout", "5"], "--cluster-size"),
    ];
    for (args, reason) in refusals {
        let output = pegsol_process().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(reason), "{args:?}: {}", stderr(&output));
    }
}

/// `layers_done` of the manifest before the last, if the worker keeps one.
fn previous_layers_done(dir: &Path) -> Option<u64> {
    saved_layers(&dir.join("checkpoint-previous.json"))
}

#[test]
fn workers_stopped_one_layer_apart_resume_from_the_layer_all_finished() {
    let alone = run(&T7, &[]).stdout;
    let dir = tempfile::tempdir().unwrap();
    let (hosts, checkpoint) = checkpointed(dir.path(), 3);
    let with_checkpoint = ["--checkpoint", checkpoint.to_str().unwrap()];

    // Process 1 alone has too little memory for the middle layers of T7
    // (20 MiB, of which its code, threads and buffers hold 10–17 MiB):
    // it fails in the round of some layer, after the others have built and
    // saved their parts of it, and every process stops at that round. No
    // timing decides where: the checkpoints end one layer apart.
    let short = [&with_checkpoint[..], &["--memory-limit", "20MiB"]].concat();
    let processes: Vec<Child> =
        (0..3).map(|p| start(&T7, &hosts, 3, p, if p == 1 { &short } else { &with_checkpoint })).collect();
    for (p, process) in processes.into_iter().enumerate() {
        let output = process.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(2), "process {p}: {}", stderr(&output));
        assert!(output.stdout.is_empty(), "process {p} printed a partial report");
        let said = stderr(&output);
        assert_eq!(said.lines().count(), 1, "process {p} said: {said}");
        assert!(said.contains("over the memory limit of 20.0 MiB"), "process {p} said: {said}");
    }
    let worker = |p: usize| checkpoint.join(format!("process-{p}")).join("worker-0");
    let behind = layers_done(&worker(1));
    assert!(behind > 0, "process 1 failed before its first layer");
    assert_eq!(previous_layers_done(&worker(1)), None, "process 1 keeps only layer {behind}");
    for p in [0, 2] {
        assert_eq!(layers_done(&worker(p)), behind + 1, "process {p} saved the layer process 1 could not");
        assert_eq!(previous_layers_done(&worker(p)), Some(behind), "process {p} keeps layer {behind} too");
    }

    // Process 1 as if stopped while saving the next layer, between linking
    // its manifest as the previous one and writing the new one: it holds
    // layer `behind` under both names.
    let manifest = worker(1).join("checkpoint.json");
    std::fs::hard_link(&manifest, worker(1).join("checkpoint-previous.json")).unwrap();

    // Restarted with --resume (and memory enough), processes 0 and 2 step
    // back to the layer process 1 has: the same report.
    resume_to_the_same_report(&hosts, &checkpoint, &alone);
}

/// A path count that overflows past 255, so that a pass on T6 widens it
/// part way (to `u64`); stored as the other counts are (LEB128), so that a
/// checkpoint can hold it and read it back wider.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Tiny(u8);

impl Weight for Tiny {
    type Total = BigUint;
    type Wider = u64;
    type Sum = Carry<Tiny>;
    fn unit() -> Tiny {
        Tiny(1)
    }
    fn total(&self) -> BigUint {
        BigUint::from(self.0)
    }
    fn widen(&self) -> u64 {
        u64::from(self.0)
    }
    fn add_share(&mut self, parent: &Tiny, _degree: u32) -> Result<(), Overflow> {
        self.0 = self.0.checked_add(parent.0).ok_or(Overflow)?;
        Ok(())
    }
    fn add_to(&self, sum: &mut Carry<Tiny>) {
        sum.add(self);
    }
    fn sum_total(sum: Carry<Tiny>) -> BigUint {
        sum.total()
    }
    fn divided_by(&self, divisor: u32) -> Tiny {
        Tiny(self.0 / u8::try_from(divisor).unwrap())
    }
    const STORABLE: bool = true;
    fn encode(&self, out: &mut Vec<u8>) {
        match self.0 {
            low @ 0..0x80 => out.push(low),
            high => out.extend([high | 0x80, 1]),
        }
    }
    fn decode(input: &mut &[u8]) -> Option<Tiny> {
        let (value, used) = match *input {
            [low @ 0..0x80, ..] => (*low, 1),
            [high, 1, ..] => (high & 0x7f | 0x80, 2),
            _ => return None,
        };
        *input = &input[used..];
        Some(Tiny(value))
    }
}

/// What a worker's checkpoint holds: its last layer and the widenings of
/// the counts there, `(0, 0)` for none.
fn holds(dir: &Path) -> (u64, u64) {
    let Ok(text) = std::fs::read_to_string(dir.join("checkpoint.json")) else { return (0, 0) };
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
    (manifest["layers_done"].as_u64().unwrap(), manifest["widenings"].as_u64().unwrap())
}

/// Where the worker threads of one pass meet: a round ends once every
/// worker that has not left the pass has posted its parcels.
#[derive(Default)]
struct Meeting {
    state: Mutex<Rounds>,
    ended: Condvar,
}

#[derive(Default)]
struct Rounds {
    /// Parcels posted in this round, by the worker they go to.
    posted: Vec<Vec<Vec<u8>>>,
    /// Parcels of the last round that ended, not yet taken.
    delivered: Vec<Vec<Vec<u8>>>,
    arrived: usize,
    left: usize,
    ended: u64,
}

impl Rounds {
    fn end_if_complete(&mut self, ended: &Condvar) {
        if self.arrived + self.left == self.posted.len() {
            for (posted, delivered) in self.posted.iter_mut().zip(&mut self.delivered) {
                delivered.append(posted);
            }
            (self.arrived, self.ended) = (0, self.ended + 1);
            ended.notify_all();
        }
    }
}

/// A worker on a thread of this process, noting before every round what
/// its checkpoint holds. A worker that leaves the pass (returns or
/// panics) no longer holds the others up: a pass that went wrong fails
/// instead of waiting for ever.
struct Threads {
    worker: usize,
    meeting: Arc<Meeting>,
    checkpoint: PathBuf,
    seen: Vec<(u64, u64)>,
}

impl Exchange for Threads {
    fn worker(&self) -> usize {
        self.worker
    }
    fn workers(&self) -> usize {
        self.meeting.state.lock().unwrap().posted.len()
    }
    fn round(&mut self, parcels: Vec<(usize, Vec<u8>)>) -> Vec<Vec<u8>> {
        self.seen.push(holds(&self.checkpoint));
        let mut state = self.meeting.state.lock().unwrap();
        for (to, parcel) in parcels {
            state.posted[to].push(parcel);
        }
        let round = state.ended;
        state.arrived += 1;
        state.end_if_complete(&self.meeting.ended);
        let mut state = self.meeting.ended.wait_while(state, |state| state.ended == round).unwrap();
        std::mem::take(&mut state.delivered[self.worker])
    }
}

impl Drop for Threads {
    fn drop(&mut self) {
        let mut state = self.meeting.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        state.left += 1;
        state.end_if_complete(&self.meeting.ended);
    }
}

/// One worker's result: its totals or its error, and what its checkpoint
/// held before each round.
type Shared = (Result<Walk<BigUint>, String>, Vec<(u64, u64)>);

/// The pass from `start` in `Tiny` counts, shared among one thread for
/// each of `dirs`: worker `w` with its checkpoint in `dirs[w]` (resumed or
/// not) and the memory limit `memory[w]`.
fn shared(board: &Board, start: Position, dirs: &[PathBuf], resume: bool, memory: &[Option<u64>]) -> Vec<Shared> {
    let workers = dirs.len();
    let meeting = Arc::new(Meeting::default());
    *meeting.state.lock().unwrap() =
        Rounds { posted: vec![Vec::new(); workers], delivered: vec![Vec::new(); workers], ..Rounds::default() };
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..workers)
            .map(|worker| {
                let checkpoint = Checkpoint { dir: dirs[worker].clone(), run: "overflow test".into(), resume };
                let limits = Limits { memory: memory[worker], checkpoint: Some(checkpoint), ..Limits::default() };
                let (meeting, checkpoint) = (meeting.clone(), dirs[worker].clone());
                let mut exchange = Threads { worker, meeting, checkpoint, seen: Vec::new() };
                scope.spawn(move || {
                    let walk = Pass::on(board).limits(&limits).peers(&mut exchange).walk::<Tiny>(start);
                    (walk.map_err(|e| e.to_string()), std::mem::take(&mut exchange.seen))
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    })
}

#[test]
fn an_overflow_widens_every_worker_and_the_widened_pass_resumes_to_the_same_totals() {
    let t6 = Board::triangle(6).unwrap();
    let corner = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
    // The second method: the single-process pass, in counts that fit.
    let alone = Pass::on(&t6).walk::<u64>(corner).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let dirs: Vec<PathBuf> = (0..3).map(|w| dir.path().join(format!("worker-{w}"))).collect();
    dirs.iter().for_each(|d| std::fs::create_dir(d).unwrap());
    let empty = |dirs: &[PathBuf]| dirs.iter().all(|d| std::fs::read_dir(d).unwrap().next().is_none());

    // Some of T6's late positions are reached along more than 255 paths:
    // every worker widens at the same layer, and one whose part fitted (and
    // was saved) steps back to the layer before, as its checkpoint shows.
    let whole = shared(&t6, corner, &dirs, false, &[None; 3]);
    for (w, (walk, seen)) in whole.iter().enumerate() {
        assert_eq!(walk.as_ref(), Ok(&alone), "worker {w}");
        assert!(seen.iter().any(|&(_, widenings)| widenings > 0), "worker {w} never widened: {seen:?}");
    }
    let stepped_back = |seen: &[(u64, u64)]| seen.windows(2).any(|pair| pair[1].0 < pair[0].0);
    assert!(whole.iter().any(|(_, seen)| stepped_back(seen)), "no worker stepped back");
    assert!(empty(&dirs), "the finished checkpoints are removed");

    // Worker 1 alone is given too little memory, from 1 KiB doubling until
    // it has enough: the pass stops at a layer that grows with the limit,
    // and resumes (with memory enough) to the same totals. Among the stops
    // are one in the round that rebuilds the overflowed layer wider (the
    // others have saved the wider layer and keep the narrow one before it)
    // and one after the widening (every worker resumes in the wider counts).
    let (mut across, mut after, mut enough) = (false, false, false);
    for memory in (10..30).map(|bits| 1u64 << bits) {
        let stopped = shared(&t6, corner, &dirs, false, &[None, Some(memory), None]);
        if stopped.iter().all(|(walk, _)| walk.as_ref() == Ok(&alone)) {
            assert!(empty(&dirs), "the finished checkpoints are removed");
            enough = true;
            break;
        }
        for (w, (walk, _)) in stopped.iter().enumerate() {
            let error = walk.as_ref().unwrap_err();
            assert!(error.contains("over the memory limit"), "{memory} bytes, worker {w}: {error}");
        }
        let (behind, widenings) = holds(&dirs[1]);
        across |= [0, 2].iter().any(|&w| holds(&dirs[w]) == (behind + 1, widenings + 1));
        after |= widenings > 0;
        let resumed = shared(&t6, corner, &dirs, true, &[None; 3]);
        for (w, (walk, _)) in resumed.iter().enumerate() {
            assert_eq!(walk.as_ref(), Ok(&alone), "{memory} bytes, worker {w}");
        }
        assert!(empty(&dirs), "the finished checkpoints are removed");
    }
    assert!(enough, "512 MiB were not enough");
    assert!(across, "no stop while the overflowed layer was rebuilt wider");
    assert!(after, "no stop after the widening");
}

/// Whether the process `pid` has ended (gone, or a zombie nobody reaped).
fn ended(pid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { return true };
    stat.rfind(')').is_some_and(|close| stat[close + 1..].split_whitespace().next() == Some("Z"))
}

fn send(pid: u32, signal: i32) {
    // SAFETY: kill only sends a signal to a process this test started.
    unsafe {
        libc::kill(pid as i32, signal);
    }
}

/// Kills the processes still running when dropped: a test that fails
/// leaves none behind.
struct KillOnDrop(Vec<u32>);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        for &pid in self.0.iter().filter(|&&pid| !ended(pid)) {
            send(pid, libc::SIGKILL);
        }
    }
}

/// Waits at most `limit` for `child` to end.
fn ended_within(child: &mut Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let begun = Instant::now();
    while begun.elapsed() < limit {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    None
}

/// T7 from the corner on 3 local processes, with layers on disk in
/// `spill` and this test's own temporary directory `tmp`: the starter, its
/// 3 processes once they have written a layer file, and a guard that kills
/// them all.
fn starter_under_way(spill: &Path, tmp: &Path, report: &Path) -> (Child, Vec<u32>, KillOnDrop) {
    let mut starter = pegsol_process()
        .args(T7)
        .args(["--local-processes", "3", "--memory-limit", "48MiB", "--spill-dir"])
        .arg(spill)
        .env("TMPDIR", tmp)
        .stdout(std::fs::File::create(report).unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut guard = KillOnDrop(vec![starter.id()]);
    let begun = Instant::now();
    let mut children = Vec::new();
    while children.len() < 3 || std::fs::read_dir(spill).unwrap().next().is_none() {
        assert!(starter.try_wait().unwrap().is_none(), "the run ended before it wrote a layer file");
        assert!(begun.elapsed() < Duration::from_secs(60), "no layer file after a minute");
        children = crate::support::pegsol_children(starter.id());
        guard.0 = [starter.id()].into_iter().chain(children.iter().copied()).collect();
        std::thread::sleep(Duration::from_millis(5));
    }
    (starter, children, guard)
}

/// SIGINT, SIGTERM or SIGHUP to the `--local-processes` starter: it passes
/// the signal on, waits for its processes and exits 130; none of them is
/// left running, none printed a report, and neither a layer file nor a host
/// file is left behind. (Before, the starter exited at once and its
/// processes ran on to print the whole report; its host file stayed.)
#[test]
fn a_signal_to_the_starter_stops_its_processes_and_leaves_nothing() {
    let mut cases = 0;
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let (spill, tmp, out) =
            (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let report = out.path().join("report");
        let (mut starter, children, _guard) = starter_under_way(spill.path(), tmp.path(), &report);
        send(starter.id(), signal);
        let status = ended_within(&mut starter, Duration::from_secs(15));
        assert_eq!(status.and_then(|s| s.code()), Some(130), "signal {signal}: the starter");
        for pid in &children {
            assert!(ended(*pid), "signal {signal}: process {pid} of the cluster outlived the starter");
        }
        let said = String::from_utf8(starter.wait_with_output().unwrap().stderr).unwrap();
        assert!(said.starts_with("pegsol: interrupted"), "signal {signal}: {said}");
        assert_eq!(std::fs::read(&report).unwrap(), b"", "signal {signal}: a report was printed");
        let left = |dir: &Path| std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect::<Vec<_>>();
        assert_eq!(left(spill.path()), Vec::<std::ffi::OsString>::new(), "signal {signal}: layer files left");
        assert_eq!(left(tmp.path()), Vec::<std::ffi::OsString>::new(), "signal {signal}: files left in TMPDIR");
        cases += 1;
    }
    assert_eq!(cases, 3);
}

/// SIGKILL to the starter, which cannot pass anything on: the kernel
/// sends its processes SIGTERM (the parent-death signal), and they stop
/// within 5 s (their watchdog's 3 s and 2 s to spare), with no report and
/// no file left behind. (Before, they ran on to print the whole report.)
#[test]
fn a_killed_starter_takes_its_processes_with_it() {
    let (spill, tmp, out) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let report = out.path().join("report");
    let (mut starter, children, _guard) = starter_under_way(spill.path(), tmp.path(), &report);
    starter.kill().unwrap();
    starter.wait().unwrap();
    let killed = Instant::now();
    while !children.iter().all(|&pid| ended(pid)) {
        assert!(killed.elapsed() < Duration::from_secs(5), "processes of the cluster outlived the starter by 5 s");
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(std::fs::read(&report).unwrap(), b"", "a report was printed");
    assert_eq!(std::fs::read_dir(spill.path()).unwrap().count(), 0, "layer files left behind");
    assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 0, "files left in TMPDIR");
}

/// A process of the cluster stopped with SIGSTOP (its kernel still
/// acknowledges data, so TCP never gives up on it) is found by its missing
/// heartbeats: with `--peer-timeout 3`, every other process exits with
/// code 2 and one line naming it within the bound the option states,
/// 3 + 2 s; continued, the stopped one finds the others gone and exits
/// non-zero too. Process 1 of 3 and process 0 (the one that reports) of 2.
/// (Before, the others waited for ever.)
#[test]
fn a_stopped_process_is_found_within_the_peer_timeout() {
    let mut cases = 0;
    for (processes, stopped) in [(3, 1), (2, 0)] {
        let dir = tempfile::tempdir().unwrap();
        let (hosts, checkpoint) = checkpointed(dir.path(), processes);
        let more = ["--checkpoint", checkpoint.to_str().unwrap(), "--peer-timeout", "3"];
        let mut running: Vec<Child> = (0..processes).map(|p| start(&T7, &hosts, processes, p, &more)).collect();
        let _guard = KillOnDrop(running.iter().map(Child::id).collect());
        let manifest = checkpoint.join(format!("process-{stopped}")).join("worker-0");
        let begun = Instant::now();
        while layers_done(&manifest) < 3 {
            assert!(running[stopped].try_wait().unwrap().is_none(), "process {stopped} ended before layer 3");
            assert!(begun.elapsed() < Duration::from_secs(60), "no layer 3 after a minute");
            std::thread::sleep(Duration::from_millis(5));
        }
        send(running[stopped].id(), libc::SIGSTOP);
        let at = Instant::now();
        let bound = Duration::from_secs(3 + 2);
        for (p, process) in running.iter_mut().enumerate().filter(|(p, _)| *p != stopped) {
            let status = ended_within(process, bound.saturating_sub(at.elapsed()));
            assert!(status.is_some(), "process {p} still running {bound:?} after process {stopped} stopped");
            assert_eq!(status.unwrap().code(), Some(2), "process {p}");
        }
        send(running[stopped].id(), libc::SIGCONT);
        let status = ended_within(&mut running[stopped], Duration::from_secs(10));
        assert!(status.is_some_and(|s| !s.success()), "process {stopped}, continued: {status:?}");
        for (p, process) in running.into_iter().enumerate() {
            let said = stderr(&process.wait_with_output().unwrap());
            assert_eq!(said.lines().count(), 1, "process {p} said: {said}");
            if p != stopped {
                let named = format!("error: lost process {stopped} of the cluster: no heartbeat for 3 s");
                assert!(said.starts_with(&named), "process {p} said: {said}");
            }
        }
        cases += 1;
    }
    assert_eq!(cases, 2);
}

/// A worker keeps within its `--memory-limit` whatever it receives, as
/// the single process does: its peak resident memory (`VmHWM`: code,
/// threads, the transport's buffers, the parents it receives, the window
/// on a parent on disk, all of it) stays within the limit, and what does
/// not fit goes to disk. On 4 processes, as the T8 corner was run, T7 from
/// the corner within 48 MiB. Until 2026-12-08 a worker kept its layers
/// and what it measured beyond its start within the limit, and peaked at
/// 61–62 MiB (issue 61).
#[test]
fn a_worker_stays_within_its_memory_limit_whatever_it_receives() {
    const LIMIT: u64 = 48 << 20;
    let spill = tempfile::tempdir().unwrap();
    let within = |more: &[&str]| {
        let (peak, code, report) = crate::support::peak_memory_sampled(on_disk(&T7, more, "48MiB", spill.path()));
        assert_eq!(code, 0, "{more:?}");
        (peak, report)
    };
    let (alone, report) = within(&[]);
    let (worker, on_four) = within(&["--local-processes", "4"]);
    assert_eq!(on_four, report);
    for (who, peak) in [("the single process", alone), ("a worker", worker)] {
        assert!(peak <= LIMIT, "{who} peaked at {:.1} MiB", peak as f64 / (1 << 20) as f64);
    }
}
