//! Knuth's playouts, plain and guided towards solutions, each ending in an
//! exact count of the games and solutions below a position with few pegs.

use std::sync::mpsc;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::estimates::{Settings, Stage, EXACT_TAIL_PEGS};
use super::sampling::{below, with_ticks};
use crate::board::Board;
use crate::position::{JumpLines, Position, MAX_JUMPS};
use crate::search::Reacher;

/// How many times likelier a guided playout picks a child proven to reach
/// one peg than one whose search ran out of budget, other things equal.
const PROVEN_ODDS: u64 = 16;

/// The stream of the seed from which guided playout 0 draws; playout `i`
/// draws from the stream this many plus `i`.
const GUIDED_STREAMS: u64 = 1 << 32;

/// Guided playouts run in this many lanes, each with its own reacher.
const GUIDED_LANES: u64 = 16;

/// Entries the exact tail's memo holds before it is cleared.
const TAIL_MEMO_LIMIT: usize = 1 << 21;

/// Knuth's playouts: each one's estimates of games and of solutions.
pub(super) fn playouts(
    board: &Board,
    start: Position,
    samples: u64,
    rng: &mut ChaCha8Rng,
    progress: &mut dyn FnMut(Stage),
) -> Vec<(f64, f64)> {
    let lines = JumpLines::new(board);
    let mut tail = Tail { lines: &lines, memo: FxHashMap::default() };
    let mut values = Vec::with_capacity(usize::try_from(samples).unwrap_or(0));
    let mut children = [Position(0); MAX_JUMPS];
    for done in 1..=samples {
        let mut at = start;
        let mut weight = 1.0;
        let (below_games, below_solutions) = loop {
            if at.pegs() <= EXACT_TAIL_PEGS {
                break tail.below(at);
            }
            let count = at.children(&lines, &mut children);
            if count == 0 {
                break (1, u128::from(at.pegs() == 1));
            }
            let (pick, factor) = importance_pick(&lines, &children[..count], &[1; MAX_JUMPS][..count], rng);
            weight *= factor;
            at = children[pick];
        };
        values.push((weight * below_games as f64, weight * below_solutions as f64));
        if done % 4096 == 0 {
            progress(Stage::Playouts(done));
        }
    }
    values
}

/// Playouts down the part of the tree that holds solutions, each one's
/// estimate of the solutions, run on every thread of the current rayon
/// pool. At each step the children are tested by a search for one peg
/// anywhere ([`Reacher::one_peg_from`]); the playout picks one of those not
/// proved dead, by the importance shares of [`playouts`] with a child
/// proved alive [`PROVEN_ODDS`] times likelier than one whose search ran
/// out of budget, and its weight grows by the inverse probability. A dead
/// child holds no solution, so leaving it out keeps the estimate unbiased;
/// an undecided child stays in, which costs variance, never bias. Below
/// [`EXACT_TAIL_PEGS`] pegs the solutions are counted exactly, as in
/// [`playouts`].
///
/// Playout `i` draws from stream [`GUIDED_STREAMS`]` + i` of the seed and
/// runs in lane `i % GUIDED_LANES`, whose playouts run in order and share
/// a reacher (the dead positions one finds let the next one's searches go
/// further within the budget). The lanes, not the threads, decide what a
/// playout knows, so its value is the same on any number of threads. The
/// values come back in playout order.
pub(super) fn solution_playouts(
    board: &Board,
    start: Position,
    settings: &Settings,
    progress: &mut dyn FnMut(Stage),
) -> Vec<f64> {
    let lines = JumpLines::new(board);
    let lines = &lines;
    let work = move |tick: mpsc::Sender<()>| {
        let lanes: Vec<Vec<f64>> = (0..GUIDED_LANES)
            .into_par_iter()
            .map_with(tick, |tick, lane| {
                let mut tail = Tail { lines, memo: FxHashMap::default() };
                let mut one_peg = Reacher::one_peg_from(board, start);
                (lane..settings.samples)
                    .step_by(GUIDED_LANES as usize)
                    .map(|i| {
                        let value = solution_playout(start, settings, i, &mut tail, &mut one_peg);
                        // The receiver only counts; it is gone only if the
                        // caller's thread panicked.
                        let _ = tick.send(());
                        value
                    })
                    .collect()
            })
            .collect();
        (0..settings.samples).map(|i| lanes[(i % GUIDED_LANES) as usize][(i / GUIDED_LANES) as usize]).collect()
    };
    with_ticks(settings.samples, work, &mut |done| progress(Stage::SolutionPlayouts(done)))
}

/// Guided playout number `playout` (see [`solution_playouts`]): its
/// estimate of the solutions.
fn solution_playout(
    start: Position,
    settings: &Settings,
    playout: u64,
    tail: &mut Tail<'_>,
    one_peg: &mut Reacher<'_>,
) -> f64 {
    let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
    rng.set_stream(GUIDED_STREAMS + playout);
    let mut children = [Position(0); MAX_JUMPS];
    let (mut at, mut weight) = (start, 1.0);
    let below_solutions = loop {
        if at.pegs() <= EXACT_TAIL_PEGS {
            break tail.below(at).1;
        }
        let count = at.children(tail.lines, &mut children);
        let mut alive = 0;
        let mut odds = [1; MAX_JUMPS];
        for i in 0..count {
            let verdict = one_peg.reaches(children[i], settings.budget);
            if verdict != Some(false) {
                children[alive] = children[i];
                odds[alive] = if verdict == Some(true) { PROVEN_ODDS } else { 1 };
                alive += 1;
            }
        }
        if alive == 0 {
            break 0;
        }
        let (pick, factor) = importance_pick(tail.lines, &children[..alive], &odds[..alive], &mut rng);
        weight *= factor;
        at = children[pick];
    };
    weight * below_solutions as f64
}

/// Importance sampling: one of `children` drawn with probability
/// proportional to (1 + its legal jumps)^3 times its `odds`, and the
/// inverse of that probability, by which a playout's weight grows.
fn importance_pick(lines: &JumpLines, children: &[Position], odds: &[u64], rng: &mut ChaCha8Rng) -> (usize, f64) {
    let mut shares = [0u64; MAX_JUMPS];
    for ((share, child), &odds) in shares.iter_mut().zip(children).zip(odds) {
        *share = u64::from(1 + child.jump_count(lines)).pow(3) * odds;
    }
    let total: u64 = shares[..children.len()].iter().sum();
    let mut left = below(rng, total);
    let pick = shares[..children.len()]
        .iter()
        .position(|&share| {
            let here = left < share;
            left = left.saturating_sub(share);
            here
        })
        .expect("the draw is below the total");
    (pick, total as f64 / shares[pick] as f64)
}

/// Exact games and solutions below positions with few pegs.
struct Tail<'a> {
    lines: &'a JumpLines,
    memo: FxHashMap<Position, (u128, u128)>,
}

impl Tail<'_> {
    /// Games and solutions from `at` (few pegs, so they fit `u128`).
    fn below(&mut self, at: Position) -> (u128, u128) {
        if let Some(&known) = self.memo.get(&at) {
            return known;
        }
        let mut children = [Position(0); MAX_JUMPS];
        let count = at.children(self.lines, &mut children);
        let found = if count == 0 {
            (1, u128::from(at.pegs() == 1))
        } else {
            children[..count].iter().fold((0, 0), |(g, s), &child| {
                let (cg, cs) = self.below(child);
                (g + cg, s + cs)
            })
        };
        if self.memo.len() >= TAIL_MEMO_LIMIT {
            self.memo.clear();
        }
        self.memo.insert(at, found);
        found
    }
}
