//! `pegsol-tools bandwidth`: this machine's memory bandwidth.

use std::time::Instant;

use rayon::prelude::*;

use crate::Outcome;

const BYTES: usize = 1 << 30;
const RUNS: usize = 5;

/// This machine's memory bandwidth, STREAM-style.
///
/// For the "how far from the limit" figures: a copy and a read-only sum over buffers far larger than the caches
/// (1 GiB), with one thread and with one thread per core (rayon). Best of
/// five runs, in GB/s (10^9 bytes); a copy moves each byte twice (read and
/// write), as STREAM counts it. results/runs/measure-machine.sh runs it.
///
///     cargo run --release -p pegsol-tools -- bandwidth
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {}

fn best(mut run: impl FnMut() -> f64) -> f64 {
    (0..RUNS).map(|_| run()).fold(0.0, f64::max)
}

pub fn run(_: &Args) -> anyhow::Result<Outcome> {
    let words = BYTES / 8;
    let source: Vec<u64> = (0..words as u64).collect();
    let mut target = vec![0u64; words];
    let threads = rayon::current_num_threads();
    let chunk = words / threads;
    let rate = |bytes: usize, began: Instant| bytes as f64 / began.elapsed().as_secs_f64() / 1e9;
    let copy_one = best(|| {
        let began = Instant::now();
        target.copy_from_slice(&source);
        rate(2 * BYTES, began)
    });
    let copy_all = best(|| {
        let began = Instant::now();
        target.par_chunks_mut(chunk).zip(source.par_chunks(chunk)).for_each(|(t, s)| t.copy_from_slice(s));
        rate(2 * BYTES, began)
    });
    let mut sink = 0u64;
    let read_one = best(|| {
        let began = Instant::now();
        sink = sink.wrapping_add(source.iter().fold(0u64, |a, &w| a.wrapping_add(w)));
        rate(BYTES, began)
    });
    let read_all = best(|| {
        let began = Instant::now();
        sink = sink.wrapping_add(
            source
                .par_chunks(chunk)
                .map(|c| c.iter().fold(0u64, |a, &w| a.wrapping_add(w)))
                .reduce(|| 0, u64::wrapping_add),
        );
        rate(BYTES, began)
    });
    outln!("| memory, 1 GiB buffers, best of {RUNS} | 1 thread | {threads} threads |");
    outln!("|---|---:|---:|");
    outln!("| copy (read + write) | {copy_one:.1} GB/s | {copy_all:.1} GB/s |");
    outln!("| read (sum) | {read_one:.1} GB/s | {read_all:.1} GB/s |");
    // Keeps the sums (and so the reads) from being optimized away.
    errln!("checksum {sink} {}", target[words - 1]);
    Ok(Outcome::Done)
}
