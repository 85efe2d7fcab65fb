//! What a pass will need, told before its first layer.
//!
//! Every layer of a pass from one position stays in that position's class
//! (see [`crate::classes`]): no jump and no unjump leaves it. The class's
//! positions with `k` pegs therefore bound layer `k`, exactly and cheaply,
//! which bounds the memory of two layers side by side, the disk of two
//! layer files, and the time. On T8 the bound is close: its largest class
//! layers hold about a quarter of C(36, 18) = 9.1 × 10^9 positions with 18
//! pegs, against about 2 × 10^9 met by the passes from the starts no
//! mirror fixes (14.1 × 10^9 positions in all from hole 4, against a bound
//! of 16.8 × 10^9).
//!
//! [`crate::Pass::forecast`] runs it for a start, with an example.

use crate::board::Board;
use crate::classes::{positions_in_class, symmetric_in_class, PositionClass};
use crate::symmetry::Group;

/// Bytes a position takes in a layer file with machine-integer counts, at
/// most about: T8's layers took 6.0 (from hole 4) to 7.6 (from hole 7, its
/// last 16 layers) bytes a position, keys and counts together. Random-play
/// chances add their 8 bytes.
const COUNT_DISK_BYTES: u64 = 8;

/// Positions a second, measured on this project's machine (2 cores):
/// about 17 million with the layers in memory (T7 from hole 2), about 5.7
/// million with both layers on disk (T8 from hole 4).
const RATE_IN_MEMORY: f64 = 17e6;
const RATE_ON_DISK: f64 = 5.7e6;

/// The bounds of one pass, layer by layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forecast {
    /// Each layer's peg count and the most positions it can store, in the
    /// order the pass meets them (orbits of the mirror, when the pass
    /// reduces by one).
    pub layers: Vec<(u32, u64)>,
    /// Bytes of one stored position in memory.
    pub entry_bytes: u64,
    /// Bytes of one position in a layer file, at most about.
    pub disk_bytes: u64,
}

impl Forecast {
    /// The bounds of the layers with `pegs` pegs of a pass from a position
    /// of `class`, reduced by `group` (on the board's holes).
    pub(super) fn new(
        board: &Board,
        class: PositionClass,
        pegs: impl Iterator<Item = u32>,
        group: &Group,
        entry_bytes: u64,
        weight_bytes: u64,
    ) -> Forecast {
        let layers = pegs
            .map(|k| {
                let all = positions_in_class(board, class, k);
                let fixed: u128 = group.members()[1..].iter().map(|g| symmetric_in_class(board, class, k, g)).sum();
                let stored = (all + fixed) / group.order() as u128;
                (k, u64::try_from(stored).unwrap_or(u64::MAX))
            })
            .collect();
        // On disk the count is variable-length and anything beside it (a
        // chance) raw.
        let disk_bytes = COUNT_DISK_BYTES + weight_bytes.saturating_sub(8);
        Forecast { layers, entry_bytes, disk_bytes }
    }

    /// Positions in all layers, at most.
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.layers.iter().map(|&(_, n)| n).fold(0, u64::saturating_add)
    }

    /// Positions in the largest layer, at most.
    #[must_use]
    pub fn largest(&self) -> u64 {
        self.layers.iter().map(|&(_, n)| n).max().unwrap_or(0)
    }

    /// Positions in the largest two neighbouring layers together, at most:
    /// a pass holds a parent and the layer built from it.
    #[must_use]
    pub fn largest_pair(&self) -> u64 {
        let pairs = self.layers.windows(2).map(|w| w[0].1.saturating_add(w[1].1));
        pairs.max().unwrap_or_else(|| self.largest())
    }

    /// Memory for the largest two neighbouring layers held side by side.
    #[must_use]
    pub fn memory(&self) -> u64 {
        self.largest_pair().saturating_mul(self.entry_bytes)
    }

    /// Disk for the largest two neighbouring layers as files.
    #[must_use]
    pub fn disk(&self) -> u64 {
        self.largest_pair().saturating_mul(self.disk_bytes)
    }

    /// Seconds for every position, at the rate measured in memory or, when
    /// `memory_limit` cannot hold two layers, on disk.
    #[must_use]
    pub fn seconds(&self, memory_limit: Option<u64>) -> f64 {
        let on_disk = memory_limit.is_some_and(|limit| self.memory() > limit);
        self.positions() as f64 / if on_disk { RATE_ON_DISK } else { RATE_IN_MEMORY }
    }
}
