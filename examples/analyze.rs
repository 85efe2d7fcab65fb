//! `/api/analyze`'s counting, the old way and the new side by side in one
//! run: one engine pass per legal jump (an analyzer without finish tables)
//! against finish tables (`pegsol::analysis::FinishTables`) and passes
//! below them. First each board's tables are built and measured (time,
//! positions, bytes, the layers kept); then each position is analysed
//! cold (a fresh analyzer whose tables were built beforehand, as
//! `pegsol serve` builds them at startup: the first request) and warm (the
//! same question again). Each new answer is checked against the old one.
//!
//! ```sh
//! cargo run --release --example analyze            # T5, T6, T7 (a minute or two: the old way)
//! cargo run --release --example analyze -- new     # the new way alone
//! ```
//!
//! Prints Markdown tables, with the machine and its load.

use std::collections::HashMap;
use std::time::Instant;

use pegsol::analysis::{Analysis, Analyzer};
use pegsol::{notation, Board};

/// (board, start, jumps played)
const CASES: &[(&str, &str, &str)] = &[
    ("T5", "A", ""),
    ("T5", "A", "F-C-A,D-E-F"),
    ("T6", "4", ""),
    ("T6", "4", "1-2-4"),
    ("T7", "2", ""),
    ("T7", "2", "7-4-2"),
    ("T7", "2", FIVE),
];

/// The five jumps on T7 from 2 that the issue's target names.
const FIVE: &str = "7-4-2,6-5-4,9-8-7,18-13-9,14-9-5";

/// Jumps played after those five (the jump with the most solutions each
/// time) for the positions deeper in the game, down to where passes count.
const DEEPER: &[usize] = &[2, 3, 4, 5, 6, 8];

fn millis(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let old = std::env::args().nth(1).as_deref() != Some("new");
    let cpu = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpu.lines().find(|l| l.starts_with("model name")).unwrap_or("model name: ?");
    println!("{model}, {} threads", rayon::current_num_threads());
    println!("load before: {}", load());
    println!();
    println!("| board | classes | layers kept (pegs) | looked up (pegs) | positions | MiB | build (s) |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut built: HashMap<&str, Analyzer> = HashMap::new();
    for &(name, _, _) in CASES {
        if built.contains_key(name) {
            continue;
        }
        let board: Board = name.parse().unwrap();
        let analyzer = Analyzer::new();
        let tables = analyzer.prepare(&board).expect("tables for boards up to T7");
        let covers = tables.covers().expect("some layers kept");
        println!(
            "| {name} | {} | ≤ {covers} | ≥ {} | {} | {:.1} | {:.1} |",
            pegsol::Group::full(&board).hole_orbits().len(),
            board.hole_count() as u32 - covers,
            tables.positions(),
            tables.bytes() as f64 / f64::from(1 << 20),
            tables.build_time.as_secs_f64(),
        );
        built.insert(name, analyzer);
    }
    let mut cases: Vec<(&str, &str, String)> = CASES.iter().map(|&(b, s, j)| (b, s, j.to_string())).collect();
    cases.extend(deeper(&built["T7"]).into_iter().map(|jumps| ("T7", "2", jumps)));
    println!();
    println!("| board | start | jumps | pegs | legal jumps | solutions | old (ms) | new cold (ms) | new warm (ms) |");
    println!("|---|---|---|---:|---:|---:|---:|---:|---:|");
    for (name, start, jumps) in &cases {
        let (name, start, jumps) = (*name, *start, jumps.as_str());
        let board: Board = name.parse().unwrap();
        let position = play(&board, start, jumps);
        // Cold: the analyzer that built the tables, its cache of counted
        // positions emptied.
        let fresh = &built[name];
        fresh.forget();
        let clock = Instant::now();
        let cold: Analysis = fresh.analyze(&board, position).unwrap();
        let cold_ms = millis(clock);
        let clock = Instant::now();
        let warm = fresh.analyze(&board, position).unwrap();
        let warm_ms = millis(clock);
        assert_eq!(warm, cold, "{name} {start} {jumps}: warm");
        let old_ms = if old {
            let clock = Instant::now();
            let by_passes = Analyzer::new().table_bytes(0).analyze(&board, position).unwrap();
            let ms = millis(clock);
            assert_eq!(by_passes, cold, "{name} {start} {jumps}: old and new differ");
            format!("{ms:.0}")
        } else {
            "-".into()
        };
        println!(
            "| {name} | {start} | {} | {} | {} | {} | {old_ms} | {cold_ms:.1} | {warm_ms:.1} |",
            if jumps.is_empty() { "-" } else { jumps },
            position.pegs(),
            cold.jumps.len(),
            cold.total(),
        );
    }
    println!();
    println!("load after: {}", load());
}

/// The position after `jumps` from `start`.
fn play(board: &Board, start: &str, jumps: &str) -> pegsol::Position {
    let (empty, _) = board.parse_holes(start).unwrap();
    let mut position = board.with_empty(&empty);
    if !jumps.is_empty() {
        for jump in notation::parse_jumps(board, jumps).unwrap().0 {
            position = position.jump(jump);
        }
    }
    position
}

/// The games of `DEEPER`: after the five jumps, the jump with the most
/// solutions each time.
fn deeper(analyzer: &Analyzer) -> Vec<String> {
    let t7 = Board::triangle(7).unwrap();
    let mut played: Vec<String> = FIVE.split(',').map(str::to_string).collect();
    let mut games = Vec::new();
    for more in 1..=*DEEPER.iter().max().unwrap() {
        let position = play(&t7, "2", &played.join(","));
        let analysis = analyzer.analyze(&t7, position).unwrap();
        let best = analysis.jumps.iter().max_by_key(|j| j.total()).expect("a solution is left");
        played.push(notation::jump_name(&t7, best.jump, pegsol::Naming::Numbers));
        if DEEPER.contains(&more) {
            games.push(played.join(","));
        }
    }
    games
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
