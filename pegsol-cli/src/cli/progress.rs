//! Progress on stderr, shown only when stderr is a terminal and the run has
//! lasted about a second.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use pegsol::{moves::LevelDone, LayerDone};

/// How long a run goes before its bar appears.
const QUIET: Duration = Duration::from_secs(1);

/// A bar style from an indicatif template; a template indicatif rejects
/// falls back to its plain bar rather than stopping the run.
pub fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// A line on stderr for each level a fewest-move search finishes (side,
/// level, positions, time since the search began), when stderr is a
/// terminal: the lines of the first second are held back and printed only
/// if the search lasts longer, so a quick search prints none.
pub fn level_lines() -> impl FnMut(LevelDone) {
    let started = Instant::now();
    let show = std::io::stderr().is_terminal();
    let mut held: Vec<String> = Vec::new();
    move |level| {
        if !show {
            return;
        }
        let within = match level.limit {
            Some(most) if level.counting => format!("counting the solutions in {most} moves: "),
            Some(most) => format!("within {most} moves: "),
            None => String::new(),
        };
        let elapsed = started.elapsed();
        let positions = match level.beam {
            Some(reached) => format!("{} positions kept of {reached} reached (beam)", level.positions),
            None if level.counted => format!("{} positions", level.positions),
            None => format!("{}+ positions (too many to count, all checked for meetings)", level.positions),
        };
        held.push(format!(
            "  {within}{:?} level {}: {positions}, {:.1} s\n",
            level.heading,
            level.moves,
            elapsed.as_secs_f64()
        ));
        if elapsed >= QUIET {
            // Not eprint!, which panics when stderr is a closed pipe.
            let _ = std::io::stderr().write_all(held.concat().as_bytes());
            held.clear();
        }
    }
}

/// A bar that follows the layers of a pass: layer k of n, positions so far
/// and their rate.
pub struct LayerBar {
    bar: ProgressBar,
    started: Instant,
    positions: AtomicU64,
    /// The last layer's size, to say how often the next read its parent.
    last: AtomicU64,
}

impl LayerBar {
    pub fn new(what: &str) -> LayerBar {
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::hidden())
            .with_style(style("{prefix} layer {pos}/{len} [{elapsed_precise}] {msg}"));
        bar.set_prefix(what.to_string());
        LayerBar { bar, started: Instant::now(), positions: AtomicU64::new(0), last: AtomicU64::new(0) }
    }

    pub fn layer_done(&self, done: LayerDone) {
        let positions = self.positions.fetch_add(done.positions as u64, Ordering::Relaxed) + done.positions as u64;
        let elapsed = self.started.elapsed();
        if self.bar.is_hidden() && elapsed >= QUIET {
            // Hidden again by indicatif itself when stderr is not a terminal.
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        self.bar.set_length(done.of as u64);
        self.bar.set_position(done.layers as u64);
        let rate = positions as f64 / elapsed.as_secs_f64().max(1e-3);
        let parent = self.last.swap(done.positions as u64, Ordering::Relaxed);
        let disk = match (done.on_disk, done.parent_reads) {
            (false, 0) => String::new(),
            (true, 0) => ", on disk".to_string(),
            (on_disk, reads) => format!(
                "{}, parent read {:.1} times",
                if on_disk { ", on disk" } else { "" },
                reads as f64 / parent.max(1) as f64
            ),
        };
        // A distributed pass: how unevenly the layer was split, and how
        // much of its parent crossed between processes.
        let cluster = if done.largest_part != done.positions || done.exchanged > 0 {
            format!(
                ", largest part {}, {:.1} MiB of parents sent",
                done.largest_part,
                done.exchanged as f64 / f64::from(1 << 20)
            )
        } else {
            String::new()
        };
        self.bar.set_message(format!(
            "{} positions so far ({} in the last layer{disk}{cluster}), {:.1} million/s",
            positions,
            done.positions,
            rate / 1e6
        ));
    }
}

impl Drop for LayerBar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}
