//! Scaling of the distributed pass on this machine, in one run: the
//! single-process pass, then the same pass on 1, 2 and 3 local processes
//! (copies of this program talking TCP through timely), each timed from
//! start to the last exit; per layer, its positions, the seconds it took
//! on process 0 and the bytes of parent shards the workers sent each
//! other. Every run's totals must equal the single-process pass's. Prints
//! a Markdown report with the machine and its load.
//!
//! ```sh
//! cargo run --release --example cluster_scaling            # T7 from the corner
//! cargo run --release --example cluster_scaling -- T6 1    # any board and start
//! ```

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pegsol::cluster::Cluster;
use pegsol::{Board, LayerDone, Pass, RandomPlay};

/// Per layer: positions (canonical), bytes exchanged, seconds since start.
type Layers = Vec<(usize, u64, f64)>;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--member") {
        return member(&args[1..]);
    }
    let board_name = args.first().map_or("T7", String::as_str).to_string();
    let start_name = args.get(1).map_or("1", String::as_str).to_string();
    let board: Board = board_name.parse().expect("a board");
    let (empty, _) = board.parse_holes(&start_name).expect("a start");
    let start = board.with_empty(&empty);

    let load_before = load_average();
    let began = Instant::now();
    let mut layers: Layers = Vec::new();
    let alone = Pass::on(&board)
        .random_play(RandomPlay::Skipped)
        .progress(&mut |done: LayerDone| layers.push((done.positions, 0, began.elapsed().as_secs_f64())))
        .forward(start)
        .expect("a pass without limits");
    let alone_seconds = began.elapsed().as_secs_f64();
    let mut runs = vec![("one process, no cluster".to_string(), alone_seconds, layers)];
    for processes in 1..=3 {
        let (seconds, layers, positions) = cluster_run(processes, &board_name, &start_name);
        assert_eq!(positions, alone.positions, "{processes} processes count other positions");
        runs.push((format!("{processes} process{}", if processes > 1 { "es" } else { "" }), seconds, layers));
    }
    let load_after = load_average();

    let mut out = String::new();
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|m| m.trim_start_matches([' ', '\t', ':']).to_string())
        })
        .unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    out += &format!("{board_name} from {start_name}, counts only (no random play); {} positions\n\n", alone.positions);
    out += &format!("Machine: {cpu}, {cores} cores; load average {load_before} before, {load_after} after\n\n");
    out += "| run | wall time | over the pass alone | bytes exchanged |\n|---|---:|---:|---:|\n";
    for (name, seconds, layers) in &runs {
        let bytes: u64 = layers.iter().map(|l| l.1).sum();
        out += &format!("| {name} | {seconds:.2} s | {:.2}x | {} |\n", seconds / alone_seconds, mib(bytes));
    }
    out += "\nPer layer: seconds on process 0, and bytes exchanged (2 and 3 processes)\n\n";
    out += "| pegs | positions | alone | 1 process | 2 processes | 3 processes | sent, 2 | sent, 3 |\n";
    out += "|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (k, &(positions, _, _)) in runs[0].2.iter().enumerate() {
        let took = |layers: &Layers| {
            let before = if k == 0 { 0.0 } else { layers[k - 1].2 };
            layers.get(k).map_or(String::from("-"), |l| format!("{:.3}", l.2 - before))
        };
        out += &format!(
            "| {} | {positions} | {} | {} | {} | {} | {} | {} |\n",
            start.pegs() as usize - k,
            took(&runs[0].2),
            took(&runs[1].2),
            took(&runs[2].2),
            took(&runs[3].2),
            runs[2].2.get(k).map_or(String::new(), |l| mib(l.1)),
            runs[3].2.get(k).map_or(String::new(), |l| mib(l.1)),
        );
    }
    print!("{out}");
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1 << 20))
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map_or(String::new(), |l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
}

/// Runs the pass on `processes` copies of this program; the wall time, the
/// layers process 0 saw and the positions.
fn cluster_run(processes: usize, board: &str, start: &str) -> (f64, Layers, u64) {
    let ports: Vec<std::net::TcpListener> =
        (0..processes).map(|_| std::net::TcpListener::bind("127.0.0.1:0").expect("a free port")).collect();
    let mut hosts = tempfile::NamedTempFile::new().expect("a host file");
    for port in &ports {
        writeln!(hosts, "127.0.0.1:{}", port.local_addr().expect("a port").port()).expect("a host file");
    }
    drop(ports);
    let program = std::env::current_exe().expect("this program");
    let began = Instant::now();
    let children: Vec<_> = (0..processes)
        .map(|p| {
            Command::new(&program)
                .args(["--member", &p.to_string(), &processes.to_string(), board, start])
                .arg(hosts.path())
                .stdout(Stdio::piped())
                .spawn()
                .expect("a process")
        })
        .collect();
    let outputs: Vec<_> = children.into_iter().map(|c| c.wait_with_output().expect("a process")).collect();
    let seconds = began.elapsed().as_secs_f64();
    assert!(outputs.iter().all(|o| o.status.success()), "a process failed");
    let text = String::from_utf8_lossy(&outputs[0].stdout).into_owned();
    let mut lines = text.lines();
    let positions = lines.next().and_then(|l| l.parse().ok()).expect("the positions");
    let layers = lines
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            (fields[0].parse().unwrap(), fields[1].parse().unwrap(), fields[2].parse().unwrap())
        })
        .collect();
    (seconds, layers, positions)
}

/// One process of a cluster run: `process processes board start hostfile`;
/// process 0 prints the positions, then per layer its positions, bytes
/// exchanged and seconds.
fn member(args: &[String]) {
    let process: usize = args[0].parse().expect("a process");
    let processes: usize = args[1].parse().expect("processes");
    let (board_name, start_name) = (args[2].clone(), args[3].clone());
    let addresses: Vec<String> =
        std::fs::read_to_string(&args[4]).expect("a host file").lines().map(String::from).collect();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    rayon::ThreadPoolBuilder::new().num_threads((cores / processes).max(1)).build_global().expect("threads");
    let cluster = Cluster {
        addresses,
        process,
        workers: 1,
        connect_timeout: Duration::from_secs(60),
        peer_timeout: Duration::from_secs(120),
        run: format!("cluster_scaling {board_name} {start_name}"),
    };
    let results = cluster
        .run(move |exchange| {
            let board: Board = board_name.parse().expect("a board");
            let (empty, _) = board.parse_holes(&start_name).expect("a start");
            let began = Instant::now();
            let mut layers: Layers = Vec::new();
            let stats = Pass::on(&board)
                .random_play(RandomPlay::Skipped)
                .progress(&mut |done: LayerDone| {
                    layers.push((done.positions, done.exchanged, began.elapsed().as_secs_f64()));
                })
                .peers(exchange)
                .forward(board.with_empty(&empty))
                .expect("the pass");
            (stats.positions, layers)
        })
        .expect("the cluster");
    if process == 0 {
        let (positions, layers) = &results[0];
        println!("{positions}");
        for (positions, exchanged, seconds) in layers {
            println!("{positions} {exchanged} {seconds}");
        }
    }
}
