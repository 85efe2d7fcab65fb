//! The extension module `pegsol._pegsol`: the library's boards, counts,
//! tables, solutions, certificates and position oracle as Python classes
//! and functions, which the package `pegsol` (python/pegsol/) re-exports.
//!
//! Every figure comes from the `pegsol` library (and certificates are
//! checked by `pegsol-verify`); nothing here computes one. Counts cross
//! into Python as ints, never floats; long calls run off the interpreter's
//! lock and stop on Ctrl-C ([`wait`]); errors are the command line's
//! one-line messages as `ValueError`, `OSError` or `MemoryError`
//! ([`errors`]).
//!
//! ```python
//! >>> import pegsol
//! >>> # Seed 003: 29,760 solutions on T5 from hole A, 568,630 games.
//! >>> report = pegsol.count(pegsol.Board("T5"), "A")
//! >>> report.solutions, report.games
//! (29760, 568630)
//! ```

mod board;
mod count;
mod errors;
mod oracle;
mod puzzles;
mod wait;

use pyo3::prelude::*;

/// The module: its classes and functions, named as Python sees them.
#[pymodule]
fn _pegsol(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<board::PyBoard>()?;
    module.add_class::<count::PyCount>()?;
    module.add_class::<count::PyTable>()?;
    module.add_class::<oracle::PyAnalysis>()?;
    module.add_class::<puzzles::Solutions>()?;
    module.add_function(wrap_pyfunction!(count::count, module)?)?;
    module.add_function(wrap_pyfunction!(count::table, module)?)?;
    module.add_function(wrap_pyfunction!(oracle::analyze, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::solve, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::solutions, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::fewest, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::estimate, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::prove, module)?)?;
    module.add_function(wrap_pyfunction!(puzzles::verify, module)?)?;
    Ok(())
}
