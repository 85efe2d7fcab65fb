//! How often `pegsol estimate`'s 95 % intervals hold the exact figure: on
//! T6, from every start class, over many seeds, the share of intervals for
//! games, solutions and all positions that contain the exact count (from
//! the forward pass). A calibrated interval holds it about 95 % of the time.
//!
//! `cargo run --release --example coverage -- [SEEDS] [SAMPLES] [BOARD] [METHOD]`
//! (defaults: 100 seeds, 4,000 samples, T6, `playouts`; `guided` for
//! `--guided`, `thinned:WIDTH:REPLICATES` for the default thinned pass).

use pegsol::estimate::{estimate, Settings, TreeMethod};
use pegsol::{forward, Board, Group, Reduction};

fn main() {
    let mut args = std::env::args().skip(1);
    let seeds: u64 = args.next().map_or(100, |s| s.parse().expect("seeds"));
    let samples: u64 = args.next().map_or(4_000, |s| s.parse().expect("samples"));
    let rows: u8 = args.next().map_or(6, |s| s.trim_start_matches('T').parse().expect("board T<n>"));
    let method = match args.next().as_deref().map(|m| m.split(':').collect::<Vec<_>>()).as_deref() {
        None | Some(["playouts"]) => TreeMethod::Playouts,
        Some(["guided"]) => TreeMethod::Guided,
        Some(["thinned", width, replicates]) => TreeMethod::Thinned {
            width: width.parse().expect("a width"),
            replicates: replicates.parse().expect("replicates"),
        },
        Some(other) => panic!("no method {other:?}: playouts, guided or thinned:WIDTH:REPLICATES"),
    };
    let board = Board::triangle(rows).expect("a triangle");
    let names = ["games", "solutions", "positions"];
    let mut held = [0u64; 3];
    let mut runs = 0u64;
    println!(
        "{:>6} {:>10} {:>10} {:>10}   (intervals holding the exact figure, of {seeds} seeds)",
        "start", names[0], names[1], names[2]
    );
    for orbit in Group::full(&board).hole_orbits() {
        let start = board.with_empty(&[orbit[0]]);
        let exact = forward(&board, start, Reduction::Symmetry);
        let figures = [exact.games().to_string(), exact.solutions().to_string(), exact.positions.to_string()]
            .map(|f| f.parse::<f64>().expect("a count"));
        let mut here = [0u64; 3];
        for seed in 0..seeds {
            let found = estimate(&board, start, &Settings { samples, seed, budget: 1 << 20, method }, &mut |_| {});
            let intervals = [found.games.estimate, found.solutions.estimate, found.positions];
            for ((h, interval), figure) in here.iter_mut().zip(intervals).zip(figures) {
                *h += u64::from(interval.contains(figure));
            }
        }
        println!(
            "{:>6} {:>10} {:>10} {:>10}",
            board.hole_name(orbit[0], pegsol::Naming::default()),
            here[0],
            here[1],
            here[2]
        );
        for (t, h) in held.iter_mut().zip(here) {
            *t += h;
        }
        runs += seeds;
    }
    let share = |h: u64| format!("{:.1}%", 100.0 * h as f64 / runs as f64);
    println!("{:>6} {:>10} {:>10} {:>10}", "all", share(held[0]), share(held[1]), share(held[2]));
}
