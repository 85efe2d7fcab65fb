//! Why a position was not analysed ([`AnalysisError`]), and the check of
//! a caller's stop flag every count makes between its steps.
//!
//! ```
//! use pegsol::analysis::AnalysisError;
//!
//! let refused = AnalysisError::TooManyPegs { pegs: 30, limit: 26 };
//! assert!(refused.to_string().contains("30 pegs is refused on this board (at most 26)"));
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use crate::pass::PassError;

/// Why a position was not analysed.
#[derive(Debug, thiserror::Error)]
pub enum AnalysisError {
    /// A pass could meet more positions than the work bound allows.
    #[error(
        "counting from a position with {pegs} pegs could take up to {bound} positions, over the bound of {limit}; \
         play a few more jumps first"
    )]
    TooLarge {
        /// Pegs of the position whose pass was refused.
        pegs: u32,
        /// The forecast's bound on the positions of its pass.
        bound: u64,
        /// The analyzer's work bound.
        limit: u64,
    },
    /// A position on the square lattice with more pegs than counted there.
    #[error(
        "counting from a position with {pegs} pegs is refused on this board (at most {limit}); \
         play a few more jumps first"
    )]
    TooManyPegs {
        /// Pegs of the position whose pass was refused.
        pegs: u32,
        /// The most pegs counted from on the square lattice.
        limit: u32,
    },
    /// The caller's stop flag was set: nobody wants the count any more.
    #[error("the count was cancelled: nobody waits for it any more")]
    Cancelled,
    /// The pass stopped (its memory limit).
    #[error(transparent)]
    Pass(PassError),
}

impl From<PassError> for AnalysisError {
    fn from(error: PassError) -> AnalysisError {
        match error {
            // Only the caller's stop flag interrupts an analyzer's pass.
            PassError::Interrupted => AnalysisError::Cancelled,
            error => AnalysisError::Pass(error),
        }
    }
}

/// [`AnalysisError::Cancelled`] once `stop` is set.
pub(super) fn check(stop: &AtomicBool) -> Result<(), AnalysisError> {
    if stop.load(Ordering::Relaxed) {
        Err(AnalysisError::Cancelled)
    } else {
        Ok(())
    }
}
