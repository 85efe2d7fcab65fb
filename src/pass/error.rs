//! Why a pass stops: [`PassError`], with the sizes its messages give.

use std::path::{Path, PathBuf};

/// Why a pass stopped.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    /// The layers would not fit the memory limit.
    #[error(
        "a layer of about {positions} positions needs about {}{}, over the memory limit of {}; {}",
        size(*needed),
        match (*held, *spare) {
            (0, 0) => String::new(),
            (held, 0) => format!(" beside the {} the process holds", size(held)),
            (held, spare) => format!(" beside the {} the process holds and the {} it keeps spare", size(held), size(spare)),
        },
        size(*limit),
        if *spilling { "raise --memory-limit (layers already go to disk)" } else { "raise --memory-limit or give --spill-dir" }
    )]
    MemoryLimit {
        /// The estimated positions of the layer.
        positions: u64,
        /// Bytes it needs.
        needed: u64,
        /// Bytes held beside it that no account names (measured: the
        /// program's code, its threads, what its allocator keeps).
        held: u64,
        /// Bytes of the limit kept spare for what grows within a layer
        /// ([`super::Limits::whole_process`]).
        spare: u64,
        /// Bytes allowed.
        limit: u64,
        /// Whether layers could already go to disk.
        spilling: bool,
    },
    /// The file system cannot hold the run's largest layers, by far (told
    /// before the first layer).
    #[error(
        "the run needs up to {} on disk for its two largest layers (at most {largest} positions in one, by position \
         classes) and {} has {} free",
        size(*needed),
        dir.display(),
        size(*free)
    )]
    RunTooLarge {
        /// Where the layers would go.
        dir: PathBuf,
        /// Bytes the two largest layers may need.
        needed: u64,
        /// Bytes free there.
        free: u64,
        /// Positions in the largest layer, at most.
        largest: u64,
    },
    /// The file system cannot hold the next layer.
    #[error("the next layer needs about {} on disk and {} has {} free", size(*needed), dir.display(), size(*free))]
    DiskFull {
        /// Where the layer would go.
        dir: PathBuf,
        /// Bytes it needs, estimated.
        needed: u64,
        /// Bytes free there.
        free: u64,
    },
    /// Exact fractions have no encoding on disk.
    #[error("exact random-play fractions cannot be written to disk")]
    CannotStore,
    /// Reading or writing a layer file failed.
    #[error("layer file {}: {source}", path.display())]
    Disk {
        /// The layer file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// Another worker of a distributed pass stopped it.
    #[error("worker {worker} of the distributed pass stopped: {reason}")]
    Peer {
        /// The worker, from 0.
        worker: usize,
        /// Its error.
        reason: String,
    },
    /// A checkpoint that cannot be used for this run.
    #[error("checkpoint {}: {reason}", dir.display())]
    Checkpoint {
        /// The checkpoint directory.
        dir: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// The flag given to [`Pass::interrupted_by`](super::Pass::interrupted_by) was set (a signal).
    #[error("interrupted by a signal")]
    Interrupted,
}

impl PassError {
    pub(super) fn disk(path: &Path, source: std::io::Error) -> PassError {
        PassError::Disk { path: path.to_path_buf(), source }
    }
}

/// Bytes for people: `512 B`, `3.2 MiB`, `14.0 GiB`.
fn size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let (mut value, mut unit) = (bytes as f64, 0);
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    match unit {
        0 => format!("{bytes} B"),
        _ => format!("{value:.1} {}", UNITS[unit]),
    }
}
