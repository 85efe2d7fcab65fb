//! How samples are drawn and counted off: a uniform integer without modulo
//! bias ([`below`]), and work run on a thread of its own that reports a
//! tick per unit done ([`with_ticks`]) to a progress bar.

use std::sync::mpsc;

use rand_chacha::rand_core::RngCore;
use rand_chacha::ChaCha8Rng;

/// Runs `work` on a thread of its own, which sends one tick per unit of
/// work done (`total` in all), and reports each tick to `progress` on
/// this thread as it comes.
pub(super) fn with_ticks<T: Send>(
    total: u64,
    work: impl FnOnce(mpsc::Sender<()>) -> T + Send,
    progress: &mut dyn FnMut(u64),
) -> T {
    let (tick, ticks) = mpsc::channel();
    std::thread::scope(|scope| {
        let work = scope.spawn(move || work(tick));
        for done in 1..=total {
            if ticks.recv().is_err() {
                break;
            }
            progress(done);
        }
        work.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// A uniform integer below `n` (> 0), by rejection: no modulo bias.
pub(super) fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % n;
    loop {
        let x = rng.next_u64();
        if x < zone {
            return x % n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn draws_stay_below_and_ticks_are_all_reported() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!((0..1000).all(|_| below(&mut rng, 7) < 7));
        let mut seen = Vec::new();
        let answer = with_ticks(3, |tick| (0..3).map(|_| tick.send(()).unwrap()).count(), &mut |done| seen.push(done));
        assert_eq!((answer, seen), (3, vec![1, 2, 3]));
    }
}
