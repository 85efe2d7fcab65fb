//! `pegsol-tools analyze`: `/api/analyze`'s counting, the old way and the
//! new side by side.

use std::collections::HashMap;
use std::time::Instant;

use anyhow::{ensure, Context};
use pegsol::analysis::{Analysis, Analyzer};
use pegsol::{notation, Board};

use crate::{load_average, Outcome};

/// `/api/analyze`'s counting, the old way and the new side by side.
///
/// In one run: one engine pass per legal jump (an analyzer without finish tables)
/// against finish tables (`pegsol::analysis::FinishTables`) and passes
/// below them. First each board's tables are built and measured (time,
/// positions, bytes, the layers kept); then each position is analysed
/// cold (a fresh analyzer whose tables were built beforehand, as
/// `pegsol serve` builds them at startup: the first request) and warm (the
/// same question again). Each new answer is checked against the old one.
/// Prints Markdown tables, with the machine and its load.
///
///     cargo run --release -p pegsol-tools -- analyze              # T5, T6, T7 (a minute or two: the old way)
///     cargo run --release -p pegsol-tools -- analyze --new-only   # the new way alone
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Time the new way alone: skip the old way (a pass per legal jump)
    /// and the check of the new answers against it.
    #[arg(long)]
    new_only: bool,
}

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

/// The five jumps on T7 from 2 that the target names.
const FIVE: &str = "7-4-2,6-5-4,9-8-7,18-13-9,14-9-5";

/// Jumps played after those five (the jump with the most solutions each
/// time) for the positions deeper in the game, down to where passes count.
const DEEPER: &[usize] = &[2, 3, 4, 5, 6, 8];

fn millis(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1000.0
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let old = !args.new_only;
    let cpu = crate::proc_text("/proc/cpuinfo");
    let model = cpu.lines().find(|l| l.starts_with("model name")).unwrap_or("model name: ?");
    outln!("{model}, {} threads", rayon::current_num_threads());
    outln!("load before: {}", load_average());
    outln!();
    outln!("| board | classes | layers kept (pegs) | looked up (pegs) | positions | MiB | build (s) |");
    outln!("|---|---:|---:|---:|---:|---:|---:|");
    let mut built: HashMap<&str, Analyzer> = HashMap::new();
    for &(name, _, _) in CASES {
        if built.contains_key(name) {
            continue;
        }
        let board: Board = name.parse()?;
        let analyzer = Analyzer::new();
        let clock = Instant::now();
        let tables = analyzer.prepare(&board).with_context(|| format!("the finish tables of {name}"))?;
        let covers = tables.covers().with_context(|| format!("{name}: no layer kept"))?;
        outln!(
            "| {name} | {} | ≤ {covers} | ≥ {} | {} | {:.1} | {:.1} |",
            pegsol::Group::full(&board).hole_orbits().len(),
            board.hole_count() as u32 - covers,
            tables.positions(),
            tables.bytes() as f64 / f64::from(1 << 20),
            clock.elapsed().as_secs_f64(),
        );
        built.insert(name, analyzer);
    }
    let mut cases: Vec<(&str, &str, String)> = CASES.iter().map(|&(b, s, j)| (b, s, j.to_string())).collect();
    cases.extend(deeper(&built["T7"])?.into_iter().map(|jumps| ("T7", "2", jumps)));
    outln!();
    outln!("| board | start | jumps | pegs | legal jumps | solutions | old (ms) | new cold (ms) | new warm (ms) |");
    outln!("|---|---|---|---:|---:|---:|---:|---:|---:|");
    for (name, start, jumps) in &cases {
        let (name, start, jumps) = (*name, *start, jumps.as_str());
        let board: Board = name.parse()?;
        let position = play(&board, start, jumps)?;
        // Cold: the analyzer that built the tables, its cache of counted
        // positions emptied.
        let fresh = &built[name];
        fresh.forget();
        let clock = Instant::now();
        let cold: Analysis = fresh.analyze(&board, position)?;
        let cold_ms = millis(clock);
        let clock = Instant::now();
        let warm = fresh.analyze(&board, position)?;
        let warm_ms = millis(clock);
        ensure!(warm == cold, "{name} {start} {jumps}: the warm answer differs from the cold one");
        let old_ms = if old {
            let clock = Instant::now();
            let by_passes = Analyzer::new().table_bytes(0).analyze(&board, position)?;
            let ms = millis(clock);
            ensure!(by_passes == cold, "{name} {start} {jumps}: old and new differ");
            format!("{ms:.0}")
        } else {
            "-".into()
        };
        outln!(
            "| {name} | {start} | {} | {} | {} | {} | {old_ms} | {cold_ms:.1} | {warm_ms:.1} |",
            if jumps.is_empty() { "-" } else { jumps },
            position.pegs(),
            cold.jumps.len(),
            cold.total(),
        );
    }
    outln!();
    outln!("load after: {}", load_average());
    Ok(Outcome::Done)
}

/// The position after `jumps` from `start`.
fn play(board: &Board, start: &str, jumps: &str) -> anyhow::Result<pegsol::Position> {
    let (empty, _) = board.parse_holes(start)?;
    let mut position = board.with_empty(&empty);
    if !jumps.is_empty() {
        for jump in notation::parse_jumps(board, jumps)?.0 {
            position = position.jump(jump);
        }
    }
    Ok(position)
}

/// The games of `DEEPER`: after the five jumps, the jump with the most
/// solutions each time.
fn deeper(analyzer: &Analyzer) -> anyhow::Result<Vec<String>> {
    let t7 = Board::triangle(7)?;
    let mut played: Vec<String> = FIVE.split(',').map(str::to_string).collect();
    let mut games = Vec::new();
    for more in 1..=DEEPER.iter().copied().max().unwrap_or(0) {
        let position = play(&t7, "2", &played.join(","))?;
        let analysis = analyzer.analyze(&t7, position)?;
        let best = analysis.jumps.iter().max_by_key(|j| j.total()).context("no solution is left")?;
        played.push(notation::jump_name(&t7, best.jump, pegsol::Naming::Numbers));
        if DEEPER.contains(&more) {
            games.push(played.join(","));
        }
    }
    Ok(games)
}
