//! Confidence intervals: the bootstrap-t over the playouts' or replicates'
//! values, and Wilson's score interval for a proportion.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::estimates::{Interval, TreeEstimate, RESAMPLES, Z95};
use super::sampling::below;

/// The mean and its standard error.
fn mean_and_error(sum: f64, squares: f64, n: f64) -> (f64, f64) {
    let mean = sum / n;
    let variance = if n > 1.0 { ((squares - n * mean * mean) / (n - 1.0)).max(0.0) } else { 0.0 };
    (mean, (variance / n).sqrt())
}

/// The playouts' mean of `values` with its bootstrap-t 95 % interval, the
/// resamples drawn from `stream` of `seed`. Games and plain solutions use
/// the same stream, so they are resampled with the same playouts.
pub(super) fn bootstrap_t(values: &[f64], seed: u64, stream: u64) -> TreeEstimate {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    // No playouts (zero samples): an estimate of zero, not 0/0.
    let n = values.len().max(1) as f64;
    let sums = |pick: &mut dyn FnMut() -> f64| {
        (0..values.len()).fold((0.0, 0.0), |(sum, squares), _| {
            let x = pick();
            (sum + x, squares + x * x)
        })
    };
    let mut all = values.iter().copied();
    let (sum, squares) = sums(&mut || all.next().expect("one value a playout"));
    let (mean, se) = mean_and_error(sum, squares, n);
    let mut t = Vec::with_capacity(RESAMPLES);
    if values.len() > 1 {
        for _ in 0..RESAMPLES {
            let (sum, squares) = sums(&mut || values[below(&mut rng, values.len() as u64) as usize]);
            let (m, resampled_se) = mean_and_error(sum, squares, n);
            if resampled_se > 0.0 {
                t.push((m - mean) / resampled_se);
            }
        }
    }
    let hits = values.iter().filter(|&&v| v > 0.0).count() as u64;
    if t.is_empty() || se == 0.0 {
        return TreeEstimate { estimate: Interval { value: mean, low: mean, high: mean }, hits };
    }
    t.sort_by(f64::total_cmp);
    let quantile = |p: f64| t[((t.len() + 1) as f64 * p).floor().clamp(1.0, t.len() as f64) as usize - 1];
    let estimate =
        Interval { value: mean, low: (mean - quantile(0.975) * se).max(0.0), high: mean - quantile(0.025) * se };
    TreeEstimate { estimate, hits }
}

/// Wilson's 95 % score interval for a proportion of `hits` in `n`.
#[must_use]
pub fn wilson(hits: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p) = (n as f64, hits as f64 / n as f64);
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let spread = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - spread).max(0.0), (centre + spread).min(1.0))
}
