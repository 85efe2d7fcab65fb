//! `pegsol-tools cluster-scaling`: scaling of the distributed pass on this
//! machine; `cluster-member` (hidden) is one of its processes.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{ensure, Context};
use pegsol::cluster::Cluster;
use pegsol::{Board, LayerDone, Pass, RandomPlay};

use crate::{children, load_average, Outcome};

/// Scaling of the distributed pass on this machine, in one run.
///
/// The single-process pass, then the same pass on 1, 2, … up to
/// `--processes` local processes (copies of this program talking TCP
/// through timely), each timed from start to the last exit; per layer, its
/// positions, the seconds it took on process 0, the bytes of parent shards
/// the workers sent each other and how unevenly the tops were dealt out
/// (the largest worker's part over the mean). Every run's totals must
/// equal the single-process pass's. Prints a Markdown report with the
/// machine and its load.
///
///     cargo run --release -p pegsol-tools -- cluster-scaling                        # T7 from the corner
///     cargo run --release -p pegsol-tools -- cluster-scaling --board T6 --start 1   # any board and start
///     cargo run --release -p pegsol-tools -- cluster-scaling --processes 4          # up to 4 processes
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The board (T1 to T10 or a built-in name).
    #[arg(long, default_value = "T7")]
    board: String,
    /// The empty holes at the start.
    #[arg(long, default_value = "1")]
    start: String,
    /// The most processes run (1 to 8).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=8))]
    processes: u8,
}

/// One process of a cluster run, started by `cluster-scaling`: process 0
/// prints the positions, then per layer its positions, bytes exchanged and
/// seconds.
#[derive(clap::Args)]
pub struct Member {
    #[arg(long)]
    process: usize,
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    processes: u16,
    #[arg(long)]
    board: String,
    #[arg(long)]
    start: String,
    /// The processes' addresses, one a line.
    #[arg(long)]
    hosts: PathBuf,
}

/// One layer as process 0 saw it.
#[derive(Clone, Copy)]
struct Layer {
    /// Positions (canonical ones).
    positions: usize,
    /// Bytes of parent shards sent among the workers to build it.
    exchanged: u64,
    /// Seconds since the pass began, when it was done.
    seconds: f64,
    /// Positions in the largest worker's part.
    largest_part: usize,
}

type Layers = Vec<Layer>;

/// Layers of fewer positions are left out of the worst imbalance: a
/// handful of tops cannot be dealt out evenly, and they cost nothing.
const BALANCED_FROM: usize = 100_000;

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let (board_name, start_name) = (args.board.as_str(), args.start.as_str());
    let board: Board = board_name.parse()?;
    let (empty, _) = board.parse_holes(start_name)?;
    let start = board.with_empty(&empty);

    let load_before = load_average();
    let began = Instant::now();
    let mut layers: Layers = Vec::new();
    let alone = Pass::on(&board)
        .random_play(RandomPlay::Skipped)
        .progress(&mut |done: LayerDone| layers.push(layer(&done, began)))
        .forward(start)
        .context("the pass alone")?;
    let alone_seconds = began.elapsed().as_secs_f64();
    let mut runs = vec![("one process, no cluster".to_string(), alone_seconds, layers)];
    let most = usize::from(args.processes);
    for processes in 1..=most {
        let (seconds, layers, positions) = cluster_run(processes, board_name, start_name)?;
        ensure!(
            positions == alone.positions,
            "{processes} processes count {positions} positions, the pass alone {}",
            alone.positions
        );
        runs.push((format!("{processes} process{}", if processes > 1 { "es" } else { "" }), seconds, layers));
    }
    let load_after = load_average();

    let mut out = String::new();
    let cpu = crate::proc_text("/proc/cpuinfo")
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .map(|m| m.trim_start_matches([' ', '\t', ':']).to_string())
        .unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    out += &format!("{board_name} from {start_name}, counts only (no random play); {} positions\n\n", alone.positions);
    out += &format!("Machine: {cpu}, {cores} cores; load average {load_before} before, {load_after} after\n\n");
    out += &format!(
        "| run | wall time | over the pass alone | bytes exchanged | bytes a parent position | \
         largest part / mean, layers of {BALANCED_FROM} positions or more |\n"
    );
    out += "|---|---:|---:|---:|---:|---:|\n";
    let parents: usize = runs[0].2.iter().rev().skip(1).map(|l| l.positions).sum();
    for (p, (name, seconds, layers)) in runs.iter().enumerate() {
        let bytes: u64 = layers.iter().map(|l| l.exchanged).sum();
        let worst = layers.iter().filter(|l| l.positions >= BALANCED_FROM).map(|l| imbalance(l, p)).reduce(f64::max);
        out += &format!(
            "| {name} | {seconds:.2} s | {:.2}x | {} | {:.2} | {} |\n",
            seconds / alone_seconds,
            mib(bytes),
            bytes as f64 / parents.max(1) as f64,
            worst.filter(|_| p >= 2).map_or(String::from("-"), |worst| format!("{worst:.3}"))
        );
    }
    let cluster_runs = 2..runs.len();
    out += "\nPer layer: seconds on process 0; for 2 processes and more, the bytes of parents exchanged \
            to build it and the largest part over the mean\n\n";
    out += "| pegs | positions | alone |";
    out += &(1..=most).map(|p| format!(" {p} |")).collect::<String>();
    out += &cluster_runs.clone().map(|p| format!(" sent, {p} |")).collect::<String>();
    out += &cluster_runs.clone().map(|p| format!(" balance, {p} |")).collect::<String>();
    out += &format!("\n|---:|---:|---:|{}\n", "---:|".repeat(most + 2 * cluster_runs.len()));
    for (k, first) in runs[0].2.iter().enumerate() {
        let took = |layers: &Layers| {
            let before = if k == 0 { 0.0 } else { layers[k - 1].seconds };
            layers.get(k).map_or(String::from("-"), |l| format!("{:.3}", l.seconds - before))
        };
        out += &format!("| {} | {} |", start.pegs() as usize - k, first.positions);
        out += &runs.iter().map(|run| format!(" {} |", took(&run.2))).collect::<String>();
        for p in cluster_runs.clone() {
            out += &format!(" {} |", runs[p].2.get(k).map_or(String::new(), |l| mib(l.exchanged)));
        }
        for p in cluster_runs.clone() {
            out += &format!(" {} |", runs[p].2.get(k).map_or(String::new(), |l| format!("{:.3}", imbalance(l, p))));
        }
        out += "\n";
    }
    out!("{out}");
    Ok(Outcome::Done)
}

/// The largest part of `layer` over the mean part of `processes`.
fn imbalance(layer: &Layer, processes: usize) -> f64 {
    layer.largest_part as f64 * processes as f64 / layer.positions.max(1) as f64
}

/// What process 0 records of a layer done `began` ago.
fn layer(done: &LayerDone, began: Instant) -> Layer {
    Layer {
        positions: done.positions,
        exchanged: done.exchanged,
        seconds: began.elapsed().as_secs_f64(),
        largest_part: done.largest_part,
    }
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

/// Runs the pass on `processes` copies of this program (its hidden
/// `cluster-member` subcommand); the wall time, the layers process 0 saw
/// and the positions.
fn cluster_run(processes: usize, board: &str, start: &str) -> anyhow::Result<(f64, Layers, u64)> {
    let ports = (0..processes)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0"))
        .collect::<Result<Vec<_>, _>>()
        .context("a free port")?;
    let mut hosts = tempfile::NamedTempFile::new().context("a host file")?;
    for port in &ports {
        writeln!(hosts, "127.0.0.1:{}", port.local_addr()?.port()).context("a host file")?;
    }
    drop(ports);
    let program = std::env::current_exe().context("this program's path")?;
    let began = Instant::now();
    let children = (0..processes)
        .map(|p| {
            let mut command = Command::new(&program);
            command
                .arg("cluster-member")
                .args(["--process", &p.to_string(), "--processes", &processes.to_string()])
                .args(["--board", board, "--start", start])
                .arg("--hosts")
                .arg(hosts.path())
                .stdout(Stdio::piped());
            children::spawn(&mut command).with_context(|| format!("{}", program.display()))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let outputs = children.into_iter().map(|c| c.wait_with_output()).collect::<Result<Vec<_>, _>>()?;
    let seconds = began.elapsed().as_secs_f64();
    for (p, output) in outputs.iter().enumerate() {
        ensure!(output.status.success(), "process {p} of {processes} failed ({})", output.status);
    }
    let text = String::from_utf8_lossy(&outputs[0].stdout).into_owned();
    let unreadable = || format!("process 0 printed {text:?}");
    let mut lines = text.lines();
    let positions = lines.next().and_then(|l| l.parse().ok()).with_context(unreadable)?;
    let layers = lines
        .map(|line| match line.split_whitespace().collect::<Vec<_>>().as_slice() {
            [positions, exchanged, seconds, largest_part] => Some(Layer {
                positions: positions.parse().ok()?,
                exchanged: exchanged.parse().ok()?,
                seconds: seconds.parse().ok()?,
                largest_part: largest_part.parse().ok()?,
            }),
            _ => None,
        })
        .collect::<Option<Layers>>()
        .with_context(unreadable)?;
    Ok((seconds, layers, positions))
}

pub fn member(args: &Member) -> anyhow::Result<Outcome> {
    let (process, processes) = (args.process, usize::from(args.processes));
    ensure!(process < processes, "--process {process}: processes are numbered 0 to {}", processes - 1);
    let (board_name, start_name) = (args.board.clone(), args.start.clone());
    // As pegsol reads a host file: a regular file of at most 1 MiB.
    let hosts = pegsol::files::read_text(&args.hosts, 1 << 20).with_context(|| format!("{}", args.hosts.display()))?;
    let addresses: Vec<String> = hosts.lines().map(String::from).collect();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    rayon::ThreadPoolBuilder::new().num_threads((cores / processes).max(1)).build_global()?;
    let board: Board = board_name.parse()?;
    let (empty, _) = board.parse_holes(&start_name)?;
    let cluster = Cluster {
        addresses,
        process,
        workers: 1,
        connect_timeout: Duration::from_secs(60),
        peer_timeout: Duration::from_secs(120),
        run: format!("cluster_scaling {board_name} {start_name}"),
    };
    let results = cluster.run(move |exchange| {
        let began = Instant::now();
        let mut layers: Layers = Vec::new();
        let stats = Pass::on(&board)
            .random_play(RandomPlay::Skipped)
            .progress(&mut |done: LayerDone| layers.push(layer(&done, began)))
            .peers(exchange)
            .forward(board.with_empty(&empty))
            .map_err(|e| e.to_string())?;
        Ok::<_, String>((stats.positions, layers))
    })?;
    let (positions, layers) = results.into_iter().next().context("no worker")?.map_err(anyhow::Error::msg)?;
    if process == 0 {
        outln!("{positions}");
        for l in layers {
            outln!("{} {} {} {}", l.positions, l.exchanged, l.seconds, l.largest_part);
        }
    }
    Ok(Outcome::Done)
}
