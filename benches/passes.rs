//! The benchmark suite: pegsol's forward pass (as `pegsol count` runs it,
//! random-play chances included; and computing only the baseline's figures,
//! on every core and on one), its reverse-pass table, and a straightforward
//! baseline pass that lives here, side by side in one run, each checked
//! against the baseline.
//!
//! ```sh
//! cargo bench --bench passes              # T5, T6 and T7 (a few minutes)
//! cargo bench --bench passes -- quick     # T5 and T6 only
//! cargo bench --bench passes -- english   # the English board from d4, and its table (10 minutes)
//! cargo bench --bench passes -- repeat 3  # best of three runs each
//! ```
//!
//! Every measurement runs in a fresh child process (this program started
//! again with `one ...`), so its peak resident memory (`VmHWM`) is its own.
//! Prints a Markdown table: wall time, peak memory, and the speed-up and
//! memory ratio against the baseline on the same case.

use std::collections::{BTreeMap, HashMap};
use std::process::Command;
use std::time::Instant;

use num_bigint::BigUint;
use pegsol::{forward, table, Board, ForwardStats, Pass, Position, RandomPlay, Reduction};

/// What every engine must agree on for one start: positions, moves, games by
/// pegs left and solutions by finishing hole (or, for the table, what it
/// has: solutions by finish and games by pegs left).
type Answer = String;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Engine {
    /// Layered, one std `HashMap` per layer, `u128` counts, no symmetry.
    Baseline,
    /// `pegsol::forward`: what `pegsol count` runs, random play included.
    Pegsol,
    /// `pegsol::Pass::forward` without random play: the baseline's figures.
    PegsolCounts,
    /// The same on one thread.
    PegsolCountsOneThread,
    /// `pegsol::table` (reverse passes for every start at once).
    Table,
}

impl Engine {
    fn name(self) -> &'static str {
        match self {
            Engine::Baseline => "baseline",
            Engine::Pegsol => "pegsol count",
            Engine::PegsolCounts => "pegsol counts only",
            Engine::PegsolCountsOneThread => "pegsol counts only, 1 thread",
            Engine::Table => "table",
        }
    }

    fn parse(name: &str) -> Engine {
        [Engine::Baseline, Engine::Pegsol, Engine::PegsolCounts, Engine::PegsolCountsOneThread, Engine::Table]
            .into_iter()
            .find(|e| e.name() == name)
            .unwrap_or_else(|| panic!("unknown engine {name}"))
    }
}

struct Case {
    /// A board name, as `--board` takes it.
    board: &'static str,
    /// Start holes (their names); every hole when empty.
    starts: Vec<&'static str>,
    engines: Vec<Engine>,
}

fn cases(quick: bool, english: bool) -> Vec<Case> {
    use Engine::*;
    if english {
        // The table runs every start, and is checked against the baseline
        // from d4 (from every start the baseline would take about an hour).
        return vec![Case {
            board: "english",
            starts: vec!["d4"],
            engines: vec![Baseline, PegsolCounts, PegsolCountsOneThread, Table],
        }];
    }
    let mut cases = vec![
        Case {
            board: "T5",
            starts: vec![],
            engines: vec![Baseline, Pegsol, PegsolCounts, PegsolCountsOneThread, Table],
        },
        Case {
            board: "T6",
            starts: vec![],
            engines: vec![Baseline, Pegsol, PegsolCounts, PegsolCountsOneThread, Table],
        },
    ];
    if !quick {
        for start in ["1", "2"] {
            cases.push(Case {
                board: "T7",
                starts: vec![start],
                engines: vec![Baseline, Pegsol, PegsolCounts, PegsolCountsOneThread],
            });
        }
    }
    cases
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.first().map(String::as_str) == Some("one") {
        // The same allocator policy as the pegsol binary (pegsol-cli/src/main.rs); the
        // baseline's maps are freed and grown the same way.
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: sets a tuning parameter of glibc's allocator before threads start.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
        }
        return one(&args[1..]);
    }
    let quick = args.iter().any(|a| a == "quick");
    let repeat: usize =
        args.iter().position(|a| a == "repeat").and_then(|i| args.get(i + 1)?.parse().ok()).unwrap_or(1);
    println!(
        "| case | engine | wall time (best of {repeat}) | peak memory | speed-up on baseline | memory / baseline's |"
    );
    println!("|---|---|---:|---:|---:|---:|");
    let english = args.iter().any(|a| a == "english");
    for case in cases(quick, english) {
        let starts =
            if case.starts.is_empty() { "every start".to_string() } else { format!("from {}", case.starts.join(", ")) };
        let label = format!("{} {starts}", case.board);
        let mut baseline: Option<(f64, u64, Answer)> = None;
        for &engine in &case.engines {
            let mut best: Option<(f64, u64, Answer)> = None;
            for _ in 0..repeat {
                let run = measure(engine, &case);
                if best.as_ref().is_none_or(|b| run.0 < b.0) {
                    best = Some(run);
                }
            }
            let (seconds, kib, answer) = best.expect("at least one run");
            let ratios = match &baseline {
                None => ("1.0x".to_string(), "1.00".to_string()),
                Some((base_seconds, base_kib, base_answer)) => {
                    let agrees = if engine == Engine::Table {
                        table_agrees(&answer, base_answer)
                    } else {
                        &answer == base_answer
                    };
                    assert!(agrees, "{label}: {} disagrees with the baseline", engine.name());
                    (format!("{:.1}x", base_seconds / seconds), format!("{:.2}", kib as f64 / *base_kib as f64))
                }
            };
            println!(
                "| {label} | {} | {:.2} s | {:.0} MiB | {} | {} |",
                engine.name(),
                seconds,
                kib as f64 / 1024.0,
                ratios.0,
                ratios.1
            );
            if engine == Engine::Baseline {
                baseline = Some((seconds, kib, answer));
            }
        }
    }
    println!("\nEvery engine's figures agree with the baseline's on every case.");
}

/// Runs one engine on one case in a child process: (seconds, peak KiB, answer).
fn measure(engine: Engine, case: &Case) -> (f64, u64, Answer) {
    let exe = std::env::current_exe().expect("own path");
    let output = Command::new(exe)
        .arg("one")
        .arg(engine.name())
        .arg(case.board)
        .arg(case.starts.join(","))
        .output()
        .expect("child runs");
    assert!(output.status.success(), "{} failed: {}", engine.name(), String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).expect("utf-8");
    let (head, answer) = text.split_once('\n').expect("two parts");
    let (seconds, kib) = head.split_once(' ').expect("seconds and KiB");
    (seconds.parse().expect("seconds"), kib.parse().expect("KiB"), answer.to_string())
}

/// In the child: run, then print "seconds peak-KiB" and the answer.
fn one(args: &[String]) {
    let engine = Engine::parse(&args[0]);
    let board: Board = args[1].parse().expect("board");
    let starts: Vec<pegsol::Hole> = match args.get(2).map(String::as_str) {
        None | Some("") => board.holes().collect(),
        Some(list) => list.split(',').map(|s| board.parse_hole(s).expect("hole name")).collect(),
    };
    let started = Instant::now();
    let answer = match engine {
        Engine::Table => {
            let table = table(&board, &mut |_| {});
            starts
                .iter()
                .map(|&start| {
                    let s = start.index() + 1;
                    let games: Vec<String> = table.games_by_pegs_left[start.index()]
                        .iter()
                        .map(|(pegs, games)| format!("{pegs}:{games}"))
                        .collect();
                    let solutions: Vec<String> =
                        table.solutions[start.index()].iter().map(BigUint::to_string).collect();
                    format!("start {s} games {} solutions {}\n", games.join(" "), solutions.join(" "))
                })
                .collect()
        }
        _ => starts
            .iter()
            .map(|&hole| {
                let (s, start) = (hole.index() + 1, board.with_empty(&[hole]));
                let (positions, moves, games, solutions) = match engine {
                    Engine::Baseline => baseline(&board, start),
                    Engine::Pegsol => figures(forward(&board, start, Reduction::Symmetry)),
                    Engine::PegsolCountsOneThread => rayon::ThreadPoolBuilder::new()
                        .num_threads(1)
                        .build()
                        .expect("pool")
                        .install(|| counts_only(&board, start)),
                    _ => counts_only(&board, start),
                };
                let games: Vec<String> = games.iter().map(|(pegs, games)| format!("{pegs}:{games}")).collect();
                let solutions: Vec<String> = solutions.iter().map(BigUint::to_string).collect();
                format!(
                    "start {s} positions {positions} moves {moves} games {} solutions {}\n",
                    games.join(" "),
                    solutions.join(" ")
                )
            })
            .collect::<String>(),
    };
    let seconds = started.elapsed().as_secs_f64();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0);
    print!("{seconds} {kib}\n{answer}");
}

/// The table's lines carry games and solutions only: compare those parts.
fn table_agrees(table: &str, baseline: &str) -> bool {
    let strip = |line: &str| -> String {
        let games = line.find(" games ").map_or("", |i| &line[i..]);
        format!("{} {games}", line.split_whitespace().take(2).collect::<Vec<_>>().join(" "))
    };
    table.lines().map(strip).eq(baseline.lines().map(strip))
}

type Figures = (u64, u64, BTreeMap<u32, BigUint>, Vec<BigUint>);

fn figures(stats: ForwardStats) -> Figures {
    (stats.positions, stats.moves, stats.games_by_pegs_left, stats.solutions_by_finish)
}

fn counts_only(board: &Board, start: Position) -> Figures {
    figures(Pass::on(board).random_play(RandomPlay::Skipped).forward(start).expect("no limits"))
}

/// The straightforward pass pegsol is measured against: layer by layer,
/// one std `HashMap` per layer, 128-bit counts, every position on its own.
fn baseline(board: &Board, start: Position) -> Figures {
    let mut positions = 0u64;
    let mut moves = 0u64;
    let mut games: BTreeMap<u32, u128> = BTreeMap::new();
    let mut solutions = vec![0u128; board.hole_count()];
    let mut layer: HashMap<Position, u128> = HashMap::from([(start, 1)]);
    while !layer.is_empty() {
        let mut next: HashMap<Position, u128> = HashMap::new();
        for (&position, &paths) in &layer {
            positions += 1;
            let mut degree = 0;
            for &jump in board.jumps() {
                if position.can_jump(jump) {
                    degree += 1;
                    let child = next.entry(position.jump(jump)).or_insert(0);
                    *child = child.checked_add(paths).expect("fits 128 bits");
                }
            }
            moves += degree;
            if degree == 0 {
                let ended = games.entry(position.pegs()).or_insert(0);
                *ended = ended.checked_add(paths).expect("fits 128 bits");
                if position.pegs() == 1 {
                    solutions[position.0.trailing_zeros() as usize] += paths;
                }
            }
        }
        layer = next;
    }
    let games = games.into_iter().map(|(pegs, count)| (pegs, BigUint::from(count))).collect();
    (positions, moves, games, solutions.into_iter().map(BigUint::from).collect())
}
