//! Library errors as Python exceptions, with the command line's one-line
//! messages: bad input is a `ValueError`, a file that cannot be read or
//! written an `OSError`, a pass over its memory limit a `MemoryError`
//! (raised before the layer that would not fit is allocated).
//!
//! ```python
//! >>> import pegsol
//! >>> pegsol.Board("T99")
//! Traceback (most recent call last):
//! ValueError: unknown board "T99": boards are T1 to T10 ...
//! ```

use std::fmt::Display;

use pegsol::PassError;
use pyo3::exceptions::{PyKeyboardInterrupt, PyMemoryError, PyOSError, PyRuntimeError, PyValueError};
use pyo3::PyErr;

/// Bad input: a board, a hole, a jump or an option that does not parse.
pub fn bad_input(error: impl Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// A file that cannot be read or written.
pub fn file(error: impl Display) -> PyErr {
    PyOSError::new_err(error.to_string())
}

/// Why a pass stopped, as the exception of its kind.
pub fn pass(error: PassError) -> PyErr {
    let message = error.to_string();
    match error {
        PassError::MemoryLimit { .. } => PyMemoryError::new_err(message),
        PassError::RunTooLarge { .. }
        | PassError::DiskFull { .. }
        | PassError::Disk { .. }
        | PassError::Checkpoint { .. } => PyOSError::new_err(message),
        PassError::Interrupted => PyKeyboardInterrupt::new_err(message),
        _ => PyRuntimeError::new_err(message),
    }
}
