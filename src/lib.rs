//! pegsol: an exact enumerator and verifier for peg solitaire on triangles,
//! the English and French boards, hexagons and any board drawn in a file.
//!
//! The position graph is acyclic and layered by peg count (every jump
//! removes one peg), so counting games is dynamic programming over layers.
//! See ARCHITECTURE.md for the architecture.
//!
//! ```
//! use pegsol::{forward, Board, Reduction};
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
//! let stats = forward(&t5, start, Reduction::Symmetry);
//! assert_eq!(stats.solutions().to_string(), "29760");
//! let m = t5.parse_hole("M").unwrap();
//! assert_eq!(stats.solutions_by_finish[m.index()].to_string(), "16128");
//! ```

#![warn(missing_docs)]

pub mod analysis;
mod board;
pub mod classes;
#[cfg(feature = "native")]
pub mod cluster;
pub mod estimate;
pub mod files;
mod forward;
pub mod moves;
pub mod notation;
mod pass;
mod position;
mod prove;
pub mod render;
pub mod report;
mod reverse;
pub mod search;
pub mod sheet;
mod symmetry;
mod table;
mod weight;

pub use board::{Board, BoardError, Coordinates, Hole, Jump, Lattice, Naming, Symmetry, BUILT_IN, MAX_HOLES, MAX_SIDE};
pub use files::remove_temporary_files;
pub use forward::{forward, ForwardStats, EXACT_CHANCE_MAX_HOLES};
pub use pass::{
    Checkpoint, DirectoryLock, Exchange, Forecast, Keep, Kept, LayerDone, LayerSize, Limits, Pass, PassError,
    RandomPlay, Reduction, RunIdentity, Walk,
};
pub use position::{JumpLines, Position, Replay, MAX_JUMPS};
pub use prove::{certificate_name, prove, prove_from, Certificate, Evidence, PairProof, ProveError, ReportError};
pub use reverse::{games_by_start, solutions_to, CountedBy, Endings, Finishing, PegsLeft};
pub use symmetry::Group;
pub use table::{table, FromForwardError, GamesMethod, Table, TableProgress, REVERSE_GAMES_MAX_HOLES, TABLE_MAX_HOLES};
pub use weight::{ratio, Carry, Chance, ChanceSum, ExactChance, Overflow, Weight, U96};
