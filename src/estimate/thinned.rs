//! Games and solutions by a thinned layered pass: the layered pass from
//! the start, with each layer cut down to about `width` positions by
//! threshold sampling, repeated over independent replicates.
//!
//! A layer is a list of distinct positions, each with a weight that
//! estimates the number of paths from the start to it. The next layer is
//! every child of every position, the weights of equal children summed
//! (transpositions merge exactly, as in the exact pass). If it holds more
//! than `width` positions it is thinned: a threshold `τ` is chosen so that
//! `Σ min(1, w/τ)` is `width`; a position with `w ≥ τ` stays as it is, a
//! lighter one stays with probability `w/τ` and weight `τ`. Every position
//! keeps its expected weight, so by induction over the layers the weights
//! of positions with no jump estimate the games without bias, and those
//! with one peg the solutions (threshold sampling: Duffield, Lund and
//! Thorup, "Learn more, sample less", IEEE Trans. Inf. Theory 51, 2005;
//! on search trees it is a form of Chen's stratified sampling, "Heuristic
//! sampling", SIAM J. Comput. 21, 1992). Layers no larger than `width` are
//! exact, so on a board whose layers all fit the pass is the exact count
//! (up to floating point: [`exact`] is that pass in whole numbers).
//!
//! Where a playout carries one path, a replicate carries `width` positions
//! per layer and merges the paths that meet: its spread is far smaller,
//! and the replicates' means are close to normal, so their bootstrap-t
//! interval holds the count about as often as it says.
//!
//! ```
//! use pegsol::estimate::thinned::replicate;
//! use pegsol::{Board, JumpLines};
//!
//! // T5 from A has 29,760 solutions (Durango Bill, "Peg Solitaire",
//! // "Total Solutions"). No layer of T5 holds 10,000 positions, so nothing
//! // is thinned and a replicate is the exact count.
//! let t5 = Board::triangle(5).unwrap();
//! let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let lines = JumpLines::new(&t5);
//! let exact = replicate(&lines, a, 10_000, 1, 0);
//! assert_eq!((exact.solutions, exact.thinned), (29_760.0, false));
//! // By finishing hole: 6,816 at A and 16,128 at M (holes 0 and 12; the
//! // project's seed document 003, quoted in docs/certificates.md).
//! assert_eq!((exact.by_finish[0], exact.by_finish[12]), (6_816.0, 16_128.0));
//! // At 30 positions a layer it is thinned, and an estimate.
//! let thinned = replicate(&lines, a, 30, 1, 0);
//! assert!(thinned.thinned && thinned.solutions != 29_760.0);
//! ```

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::position::{JumpLines, Position, MAX_JUMPS};

/// The stream of the seed from which replicate 0 draws; replicate `r`
/// draws from the stream this many plus `r`.
pub const REPLICATE_STREAMS: u64 = 1 << 33;

/// One replicate's estimates.
#[derive(Clone, Debug, PartialEq)]
pub struct Replicate {
    /// Complete games (paths to a position with no jump).
    pub games: f64,
    /// Games that end with one peg.
    pub solutions: f64,
    /// The solutions by the hole of the last peg, indexed by hole number
    /// (`Hole.0`, 64 entries).
    pub by_finish: Vec<f64>,
    /// Whether some layer was thinned (if not, the figures are exact up to
    /// floating point).
    pub thinned: bool,
}

/// Replicate `replicate` of the thinned pass from `start`, keeping about
/// `width` positions per layer, drawing from stream
/// [`REPLICATE_STREAMS`]` + replicate` of `seed`.
///
/// # Panics
///
/// If `width` is 0.
#[must_use]
pub fn replicate(lines: &JumpLines, start: Position, width: usize, seed: u64, replicate: u64) -> Replicate {
    assert!(width > 0, "a layer keeps at least one position");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(REPLICATE_STREAMS + replicate);
    let mut found = Replicate { games: 0.0, solutions: 0.0, by_finish: vec![0.0; 64], thinned: false };
    // The layers' buffers are reused: a fresh one each layer would be
    // faulted in again, page by page.
    let (mut layer, mut next, mut scratch) = (vec![(start, 1.0)], Vec::new(), Vec::new());
    let mut children = [Position(0); MAX_JUMPS];
    while !layer.is_empty() {
        next.clear();
        for &(at, weight) in &layer {
            let count = at.children(lines, &mut children);
            if count == 0 {
                found.games += weight;
                if at.pegs() == 1 {
                    found.solutions += weight;
                    found.by_finish[at.0.trailing_zeros() as usize] += weight;
                }
            }
            next.extend(children[..count].iter().map(|&child| (child, weight)));
        }
        // A stable sort: equal children are summed in the order they were
        // made, so a replicate's sums do not depend on the machine.
        next.sort_by_key(|&(p, _)| p.0);
        next.dedup_by(|(p, w), (kept, sum)| {
            let same = p == kept;
            if same {
                *sum += *w;
            }
            same
        });
        if next.len() > width {
            found.thinned = true;
            thin(&mut next, width, &mut scratch, &mut rng);
        }
        std::mem::swap(&mut layer, &mut next);
    }
    found
}

/// The exact counts of a pass that thins nothing: whole numbers, not
/// floats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exact {
    /// Complete games (paths to a position with no jump).
    pub games: u128,
    /// Games that end with one peg.
    pub solutions: u128,
    /// The solutions by the hole of the last peg, indexed by hole number
    /// (`Hole.0`, 64 entries).
    pub by_finish: Vec<u128>,
}

/// The layered pass from `start` with whole-number weights, when no layer
/// holds more than `width` positions, so that no replicate would thin one
/// (each replicate is then this pass, every one alike): its exact games,
/// solutions and solutions by finishing hole. `None` as soon as a layer
/// holds more (a replicate would thin it), or if a count passes `u128`.
///
/// ```
/// use pegsol::estimate::thinned::exact;
/// use pegsol::{Board, JumpLines};
///
/// // T5 from A: 29,760 solutions (Durango Bill, "Total Solutions"), no
/// // layer over 10,000 positions; at 30 positions a layer it would thin.
/// let t5 = Board::triangle(5).unwrap();
/// let a = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
/// let lines = JumpLines::new(&t5);
/// assert_eq!(exact(&lines, a, 10_000).unwrap().solutions, 29_760);
/// assert_eq!(exact(&lines, a, 30), None);
/// ```
#[must_use]
pub fn exact(lines: &JumpLines, start: Position, width: usize) -> Option<Exact> {
    let mut found = Exact { games: 0, solutions: 0, by_finish: vec![0; 64] };
    let (mut layer, mut next) = (vec![(start, 1u128)], Vec::new());
    let mut children = [Position(0); MAX_JUMPS];
    while !layer.is_empty() {
        next.clear();
        for &(at, weight) in &layer {
            let count = at.children(lines, &mut children);
            if count == 0 {
                found.games = found.games.checked_add(weight)?;
                if at.pegs() == 1 {
                    found.solutions = found.solutions.checked_add(weight)?;
                    let hole = &mut found.by_finish[at.0.trailing_zeros() as usize];
                    *hole = hole.checked_add(weight)?;
                }
            }
            next.extend(children[..count].iter().map(|&child| (child, weight)));
        }
        next.sort_unstable_by_key(|&(p, _)| p.0);
        let mut overflow = false;
        next.dedup_by(|(p, w), (kept, sum)| {
            let same = p == kept;
            if same {
                *sum = sum.checked_add(*w).unwrap_or_else(|| {
                    overflow = true;
                    0
                });
            }
            same
        });
        // As in `replicate`: a layer over `width` would be thinned.
        if overflow || next.len() > width {
            return None;
        }
        std::mem::swap(&mut layer, &mut next);
    }
    Some(found)
}

/// Threshold sampling of `layer` down to about `width` positions: every
/// position keeps its weight in expectation. `scratch` is room for the
/// weights.
fn thin(layer: &mut Vec<(Position, f64)>, width: usize, scratch: &mut Vec<f64>, rng: &mut ChaCha8Rng) {
    scratch.clear();
    scratch.extend(layer.iter().map(|&(_, w)| w));
    let tau = threshold(scratch, width);
    layer.retain_mut(|(_, w)| {
        if *w >= tau {
            return true;
        }
        // A uniform draw in [0, 1) from the top 53 bits.
        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let keep = u * tau < *w;
        *w = tau;
        keep
    });
}

/// The `τ` with `Σ min(1, w/τ) = width` over `weights` (more than `width`
/// of them, all positive), up to rounding.
fn threshold(weights: &mut [f64], width: usize) -> f64 {
    // Equal weights are equal bit for bit, so any sort gives the same
    // sequence, and an unstable one needs no buffer.
    weights.sort_unstable_by(|a, b| b.total_cmp(a));
    // With the `heavy` heaviest kept whole, τ spreads the rest over the
    // other places; the first `heavy` for which the next weight lies
    // below that τ is the one.
    let mut rest: f64 = weights.iter().sum();
    for (heavy, &w) in weights.iter().enumerate().take(width) {
        let tau = rest / (width - heavy) as f64;
        if w < tau {
            return tau;
        }
        rest -= w;
    }
    // Only where rounding hides the lighter weights' sum next to a heavy
    // one: any positive τ keeps the estimate unbiased.
    weights[width - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_threshold_spreads_the_places() {
        let weights = vec![10.0, 1.0, 1.0, 1.0, 1.0];
        // 10 is kept whole; the four ones share the two other places.
        let tau = threshold(&mut weights.clone(), 3);
        assert_eq!(tau, 2.0);
        let places: f64 = weights.iter().map(|w| (w / tau).min(1.0)).sum();
        assert_eq!(places, 3.0);
    }
}
