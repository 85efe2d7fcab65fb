//! `pegsol.analyze`: the position oracle the page uses (`pegsol serve`),
//! one `Analyzer` shared by every call as the server shares it, so that a
//! board's finish tables are built once (on T7 and smaller and the
//! English board) and each position's counts are remembered.
//!
//! ```python
//! >>> import pegsol
//! >>> t5 = pegsol.Board("T5")
//! >>> # Seed 003: 29,760 solutions on T5 from hole A, half after each opening jump.
//! >>> answer = pegsol.analyze(t5, t5.position("A"))
//! >>> answer.solvable, answer.solutions, answer.jumps
//! (True, 29760, {'D-B-A': 14880, 'F-C-A': 14880})
//! ```

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;

use num_bigint::BigUint;
use pegsol::analysis::{AnalysisError, Analyzer};
use pegsol::{moves, notation, Board, Pass, Position, RandomPlay};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::board::PyBoard;
use crate::errors::{bad_input, pass};
use crate::wait::interruptible;

/// The positions a search for the fewest moves left may hold: 2^24, about
/// 200 MB.
const MOVES_MOST_HELD: usize = 1 << 24;

/// The analyzer every call shares, with the library's bounds (its work
/// bound, cache and finish tables), as `pegsol serve` keeps one.
fn analyzer() -> &'static Analyzer {
    static ANALYZER: OnceLock<Analyzer> = OnceLock::new();
    ANALYZER.get_or_init(Analyzer::new)
}

/// What the oracle knows of a position.
#[pyclass(name = "Analysis", module = "pegsol", frozen)]
pub struct PyAnalysis {
    /// The position (bit `i`: a peg in hole `i`).
    #[pyo3(get)]
    position: u64,
    /// Whether some solution (one peg left) is reachable.
    #[pyo3(get)]
    solvable: bool,
    /// Solutions from the position.
    #[pyo3(get)]
    solutions: BigUint,
    /// Solutions by finishing hole (holes some solution ends in).
    #[pyo3(get)]
    solutions_by_finish: BTreeMap<String, BigUint>,
    /// Every legal jump (`from-over-to`, in the board's jump order) and
    /// the solutions after it: a dict (the `jumps` getter).
    after: Vec<(String, BigUint)>,
    /// The fewest moves (a move: consecutive jumps of one peg) to one peg,
    /// if asked for and proven; `None` otherwise.
    #[pyo3(get)]
    moves_left: Option<usize>,
    /// The chance of ending with one peg when every legal jump is equally
    /// likely, if asked for.
    #[pyo3(get)]
    win_chance: Option<f64>,
}

#[pymethods]
impl PyAnalysis {
    /// Every legal jump (`from-over-to`, in the board's jump order) and
    /// the solutions after it.
    #[getter]
    fn jumps<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let jumps = PyDict::new(py);
        for (jump, solutions) in &self.after {
            jumps.set_item(jump, solutions.clone())?;
        }
        Ok(jumps)
    }

    fn __repr__(&self) -> String {
        let solvable = if self.solvable { "True" } else { "False" };
        format!("Analysis(position={:#x}, solvable={solvable}, solutions={})", self.position, self.solutions)
    }
}

/// The fewest moves from `position` to one peg, over the finishes some
/// solution ends in; `None` where a search gave up before proving it.
fn fewest_moves_left(board: &Board, position: Position, finishes: &[pegsol::Hole], stop: &AtomicBool) -> Option<usize> {
    let (mut best, mut least) = (usize::MAX, usize::MAX);
    for &finish in finishes {
        let target = Position::single(finish);
        let found = moves::bounded_moves_with(board, position, target, MOVES_MOST_HELD, &mut |_| {}, stop).ok()?;
        best = best.min(notation::move_count(&found.jumps));
        least = least.min(found.at_least);
    }
    (best == least && best != usize::MAX).then_some(best)
}

/// The oracle's answer for `position` on `board`: whether it is
/// solvable, its solutions by finish and after each legal jump; with
/// `moves_left`, the fewest moves to one peg; with `win_chance`, the
/// random-play chance of one peg (a forward pass from the position).
#[pyfunction]
#[pyo3(signature = (board, position, *, moves_left = false, win_chance = false))]
pub fn analyze(
    py: Python<'_>,
    board: &PyBoard,
    position: u64,
    moves_left: bool,
    win_chance: bool,
) -> PyResult<PyAnalysis> {
    let at = board.checked(position)?;
    if at.pegs() == 0 {
        return Err(bad_input("the position has no peg"));
    }
    let on = &board.board;
    let answer = interruptible(py, |stop| {
        let analysis = analyzer().analyze_with(on, at, &mut |_| {}, stop)?;
        let finishes: Vec<_> = on.holes().filter(|h| analysis.solutions[h.index()] != BigUint::ZERO).collect();
        let fewest = if moves_left { fewest_moves_left(on, at, &finishes, stop) } else { None };
        let chance = if win_chance {
            let stats = Pass::on(on).random_play(RandomPlay::Included).interrupted_by(stop).forward(at)?;
            Some(stats.random_play_pegs_left.get(&1).copied().unwrap_or(0.0))
        } else {
            None
        };
        Ok::<_, AnalysisError>((analysis, fewest, chance))
    })?;
    let (analysis, moves_left, win_chance) = answer.map_err(|e| match e {
        AnalysisError::Pass(error) => pass(error),
        AnalysisError::Cancelled => pass(pegsol::PassError::Interrupted),
        refused => bad_input(refused),
    })?;
    let naming = board.naming();
    let solutions = analysis.total();
    Ok(PyAnalysis {
        position,
        solvable: solutions != BigUint::ZERO,
        solutions,
        solutions_by_finish: on
            .holes()
            .filter(|h| analysis.solutions[h.index()] != BigUint::ZERO)
            .map(|h| (board.name_of(h), analysis.solutions[h.index()].clone()))
            .collect(),
        after: analysis.jumps.iter().map(|j| (notation::jump_name(on, j.jump, naming), j.total())).collect(),
        moves_left,
        win_chance,
    })
}
