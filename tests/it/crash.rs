//! The crash loop (issue 61), as SQLite tests crashes: checkpointed runs
//! killed with SIGKILL at seeded random moments, each resumed with
//! `--resume` until one finishes, which must print the uninterrupted run's
//! output byte for byte and leave its checkpoint directory as the docs say
//! (empty for `count`; the atlas's outcome files and nothing else for
//! `fewest --each`): no lock file, no temporary file, no layer file.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::pegsol_process;

/// The classes of runs killed and how many SIGKILLs each gets: 54 in all
/// (9 each, to keep CI's time; `PEGSOL_CRASH_SEED` gives other moments).
/// docs/reliability.md quotes these counts.
pub const KILLS: [(&str, usize); 6] = [
    ("count, forward", 9),
    ("count, reverse", 9),
    ("count, with random play", 9),
    ("count, a drawn board", 9),
    ("the atlas (fewest --each)", 9),
    ("count on 2 local processes", 9),
];

/// The seed of the kill moments unless `PEGSOL_CRASH_SEED` gives another
/// (the number).
const SEED: u64 = 61;

/// A small square board of 20 holes, drawn as a `.board` file.
const OBLONG: &str = "lattice square\n.oooo.\noooooo\noooooo\n.oooo.\n";

/// What a run leaves in its checkpoint directory once it has finished.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Leaves {
    /// Nothing: `count` removes its checkpoint.
    Nothing,
    /// The outcome files, as an uninterrupted run leaves them.
    Outcomes,
}

/// One class of run: its arguments (but for `--checkpoint DIR
/// --resume`) and what it leaves.
struct Class {
    name: &'static str,
    kills: usize,
    args: Vec<String>,
    leaves: Leaves,
}

/// A 64-bit generator (splitmix64): the same moments from the same seed.
struct Moments(u64);

impl Moments {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A moment drawn evenly from `0..within`.
    fn within(&mut self, within: Duration) -> Duration {
        within.mul_f64((self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }
}

/// The files under `dir` and their bytes, by their paths in it (a
/// cluster's checkpoint has a directory per process and worker).
fn contents(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(at) = todo.pop() {
        for entry in std::fs::read_dir(&at).unwrap() {
            let entry = entry.unwrap();
            let name = entry.path().strip_prefix(dir).unwrap().to_string_lossy().into_owned();
            let kind = entry.file_type().unwrap();
            let bytes = if kind.is_dir() {
                todo.push(entry.path());
                b"(a directory)".to_vec()
            } else if kind.is_file() {
                std::fs::read(entry.path()).unwrap_or_default()
            } else {
                b"(not a file)".to_vec()
            };
            found.insert(name, bytes);
        }
    }
    found
}

/// The process ids of the processes whose parent is `parent`.
fn children(parent: u32) -> Vec<u32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        // After the command's name in parentheses: the state, then the parent.
        let Some((_, after)) = stat.rsplit_once(')') else { continue };
        if after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()) == Some(parent) {
            found.push(pid);
        }
    }
    found
}

/// Whether the process `pid` is gone (or a zombie: it holds nothing).
fn gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.rsplit_once(')').is_some_and(|(_, after)| after.trim_start().starts_with(['Z', 'X'])),
    }
}

fn signal(pid: u32, signal: i32) {
    // SAFETY: kill only sends a signal to a process id.
    unsafe { libc::kill(pid as i32, signal) };
}

/// Kills `run` with SIGKILL, and with it every process it started (a
/// cluster's): stopped first so that it starts no more, its children
/// killed, then itself; returns once all are gone.
fn kill_all(run: &mut Child) {
    signal(run.id(), libc::SIGSTOP);
    let began = Instant::now();
    while !std::fs::read_to_string(format!("/proc/{}/stat", run.id()))
        .is_ok_and(|s| s.rsplit_once(')').is_some_and(|(_, a)| a.trim_start().starts_with(['T', 'Z', 'X'])))
    {
        assert!(began.elapsed() < Duration::from_secs(5), "the starter did not stop");
        std::thread::sleep(Duration::from_millis(1));
    }
    let started = children(run.id());
    for &pid in &started {
        signal(pid, libc::SIGKILL);
    }
    run.kill().unwrap();
    run.wait().unwrap();
    for pid in started {
        while !gone(pid) {
            assert!(began.elapsed() < Duration::from_secs(10), "process {pid} outlived its SIGKILL");
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// `class`'s command on the checkpoint `dir`, with `--resume`.
fn command(class: &Class, dir: &Path) -> Command {
    let mut command = pegsol_process();
    command.args(&class.args).arg("--checkpoint").arg(dir).arg("--resume");
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    command
}

/// What one class went through: kills, runs, and the files the kills left
/// (temporary files, lock files) that the next run had to deal with.
#[derive(Default)]
struct Tally {
    kills: usize,
    runs: usize,
    chains: usize,
    temporaries: usize,
    locks: usize,
    problems: Vec<String>,
}

/// Runs `class` killed at `class.kills` moments drawn from `moments`
/// within its uninterrupted run's time: each run resumed until one
/// finishes, which is checked (what is wrong is collected, and the next
/// chain of runs starts in a fresh directory).
fn crash_loop(class: &Class, moments: &mut Moments, work: &Path) -> Tally {
    // The uninterrupted output, and a checkpointed run's time and files.
    let whole = pegsol_process().args(&class.args).output().unwrap();
    assert!(whole.status.success(), "{}: {}", class.name, String::from_utf8_lossy(&whole.stderr));
    let reference = work.join("reference");
    std::fs::create_dir(&reference).unwrap();
    let began = Instant::now();
    let timed = command(class, &reference).output().unwrap();
    let duration = began.elapsed();
    assert!(timed.status.success(), "{}: {}", class.name, String::from_utf8_lossy(&timed.stderr));
    assert_eq!(timed.stdout, whole.stdout, "{}: the checkpointed run's output", class.name);
    let left = contents(&reference);
    match class.leaves {
        Leaves::Nothing => assert!(left.is_empty(), "{}: an uninterrupted run leaves {:?}", class.name, left.keys()),
        Leaves::Outcomes => {
            assert!(left.keys().all(|name| name.ends_with(".outcome")), "{}: {:?}", class.name, left.keys())
        }
    }
    let mut tally = Tally::default();
    let mut history = Vec::new();
    while tally.kills < class.kills {
        tally.chains += 1;
        let dir = work.join(format!("chain-{}", tally.chains));
        std::fs::create_dir_all(&dir).unwrap();
        loop {
            let mut run = command(class, &dir).spawn().unwrap();
            tally.runs += 1;
            let at = if tally.kills < class.kills { Some(moments.within(duration)) } else { None };
            if let Some(at) = at {
                std::thread::sleep(at);
            }
            let killed = at.is_some() && run.try_wait().unwrap().is_none();
            if killed {
                kill_all(&mut run);
                tally.kills += 1;
                history.push(format!("killed at {} ms", at.unwrap_or_default().as_millis()));
                let names: Vec<String> = contents(&dir).into_keys().collect();
                tally.temporaries += names.iter().filter(|n| n.ends_with(".tmp")).count();
                tally.locks += names.iter().filter(|n| n.ends_with("checkpoint.lock")).count();
                continue;
            }
            let output = run.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let what = format!("{}, chain {} ({})", class.name, tally.chains, history.join(", "));
            let found = contents(&dir);
            let problem = if !output.status.success() {
                Some(format!("exit {:?}: {stderr}", output.status.code()))
            } else if output.stdout != whole.stdout {
                Some(format!("not the uninterrupted run's output: {stderr}"))
            } else if class.leaves == Leaves::Nothing && !found.is_empty() {
                Some(format!("left {:?}", found.keys()))
            } else if class.leaves == Leaves::Outcomes && found != left {
                Some(format!("left {:?}, not the outcomes alone", found.keys()))
            } else {
                None
            };
            tally.problems.extend(problem.map(|problem| format!("{what}: {problem}")));
            history.clear();
            break;
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
    tally
}

/// The crash loop: every class of [`KILLS`] killed by SIGKILL at moments
/// drawn evenly over its uninterrupted run's time (measured first), with
/// seed [`SEED`] (or `PEGSOL_CRASH_SEED`), resumed each time with
/// `--resume` until a run finishes; that run's output must be the
/// uninterrupted run's, byte for byte, and it must leave nothing in its
/// checkpoint directory but what the docs say stays (the atlas's outcome
/// files). A cluster is killed whole (its starter stopped, its processes
/// and then the starter killed). The table of kills, runs and the files
/// the kills left behind is printed (`--nocapture`). Budget: 54 kills
/// and about 85 runs, about 45 s in release on a 2-core machine (the
/// atlas of T6, about 1 s a run, and the cluster take the most); measured
/// 124 s with the machine's load at 8 (other builds on its 2 cores).
/// Where it once failed: a temporary file of a manifest or an outcome
/// left by a kill (no run removed it), an empty layer file (killed before
/// its header), a cluster's manifest naming a layer already removed (its
/// checkpoint refused by every resume), a temporary file of a process
/// still a zombie.
#[test]
fn runs_killed_at_random_moments_resume_to_the_uninterrupted_output() {
    let seed = std::env::var("PEGSOL_CRASH_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(SEED);
    let work = tempfile::tempdir().unwrap();
    let board = work.path().join("oblong.board");
    std::fs::write(&board, OBLONG).unwrap();
    let strings = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let count = |args: &[&str]| strings(&[&["count", "--format", "json"][..], args].concat());
    let argss = [
        (count(&["--board", "T6", "--start", "1", "--no-random-play"]), Leaves::Nothing),
        (count(&["--board", "T6", "--start", "1", "--no-random-play", "--by", "reverse"]), Leaves::Nothing),
        (count(&["--board", "T6", "--start", "2"]), Leaves::Nothing),
        (
            [count(&["--board"]), vec![board.to_str().unwrap().to_string()], strings(&["--start", "2"])].concat(),
            Leaves::Nothing,
        ),
        (strings(&["fewest", "--board", "T6", "--each", "--format", "json"]), Leaves::Outcomes),
        (count(&["--board", "T6", "--start", "1", "--local-processes", "2"]), Leaves::Nothing),
    ];
    let mut moments = Moments(seed);
    println!("crash loop, seed {seed}");
    println!("{:<30} {:>5} {:>5} {:>6} {:>11} {:>10}", "class", "kills", "runs", "chains", "temporaries", "lock files");
    let (mut total, mut problems) = (0, Vec::new());
    for ((name, kills), (args, leaves)) in KILLS.into_iter().zip(argss) {
        let class = Class { name, kills, args, leaves };
        let dir = work.path().join(format!("class-{total}"));
        std::fs::create_dir(&dir).unwrap();
        let tally = crash_loop(&class, &mut moments, &dir);
        assert_eq!(tally.kills, class.kills, "{name}");
        println!(
            "{name:<30} {:>5} {:>5} {:>6} {:>11} {:>10}",
            tally.kills, tally.runs, tally.chains, tally.temporaries, tally.locks
        );
        total += tally.kills;
        problems.extend(tally.problems);
    }
    assert!(problems.is_empty(), "{} runs went wrong:\n{}", problems.len(), problems.join("\n"));
    assert_eq!(total, KILLS.iter().map(|(_, kills)| kills).sum::<usize>());
    assert!(total >= 50, "issue 61 asks for at least 50 kills, not {total}");
}

/// docs/reliability.md's row of the crash loop quotes [`KILLS`]'s total.
#[test]
fn the_reliability_page_counts_the_crash_loop() {
    let page = std::fs::read_to_string(crate::support::root().join("docs/reliability.md")).unwrap();
    let row = page.lines().find(|line| line.starts_with("| SIGKILL at random moments")).expect("the crash loop's row");
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    let total = KILLS.iter().map(|(_, kills)| kills).sum::<usize>().to_string();
    assert_eq!((cells[2], cells[3]), (total.as_str(), total.as_str()), "{row}");
    for (_, kills) in KILLS {
        assert!(row.contains(&format!("{kills} each")), "{row}");
    }
}
