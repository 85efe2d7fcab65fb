//! `pegsol.count` and `pegsol.table`: the forward pass from one start, and
//! the start × finish table of a board, as result objects whose counts
//! are Python ints; `to_dict()` is the command line's JSON
//! (`pegsol count --format json`, `pegsol table --format json`),
//! `to_pandas()` the counts as a DataFrame.
//!
//! The table is read from one forward pass from a start of each class of
//! holes (`Table::from_forward`, as `pegsol table --from` reads count
//! reports), so that every pass stops on Ctrl-C and keeps the memory limit.
//!
//! ```python
//! >>> import pegsol
//! >>> t5 = pegsol.Board("T5")
//! >>> # Seed 003: from A, 29,760 solutions, 16,128 of them ending at M.
//! >>> report = pegsol.count(t5, "A")
//! >>> report.solutions_by_finish["M"], report.to_dict()["games"]
//! (16128, '568630')
//! >>> pegsol.table(t5).solutions["A", "M"]
//! 16128
//! ```

use std::collections::BTreeMap;
use std::path::PathBuf;

use num_bigint::BigUint;
use pegsol::{render, report, CountedBy, ForwardStats, Hole, Limits, Pass, RandomPlay, Reduction, Table};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{IntoPyDict, PyDict, PyList};

use crate::board::PyBoard;
use crate::errors::{bad_input, pass};
use crate::wait::{interruptible, ProgressCallback};

/// The smallest memory limit, as the command line's `--memory-limit`:
/// below it even T5's layers would not fit.
const MIN_MEMORY_LIMIT: u64 = 1 << 20;

/// What the forward pass tells about one start.
#[pyclass(name = "Count", module = "pegsol", frozen)]
pub struct PyCount {
    board: Py<PyBoard>,
    empty: Vec<Hole>,
    stats: ForwardStats,
    by: CountedBy,
}

/// The memory the process may hold while a pass runs (the whole
/// process, as the command line's limit): `memory_limit` bytes (at
/// least 1 MiB), or three quarters of the physical memory, the command
/// line's default.
pub fn limits(py: Python<'_>, memory_limit: Option<u64>, spill_dir: Option<PathBuf>) -> PyResult<Limits> {
    let memory = match memory_limit {
        Some(bytes) if bytes < MIN_MEMORY_LIMIT => {
            return Err(bad_input("memory_limit is below the smallest memory limit, 1MiB (a pass holds whole layers)"))
        }
        Some(bytes) => bytes,
        None => {
            let os = py.import("os")?;
            let pages: u64 = os.call_method1("sysconf", ("SC_PHYS_PAGES",))?.extract()?;
            let size: u64 = os.call_method1("sysconf", ("SC_PAGE_SIZE",))?.extract()?;
            pages.saturating_mul(size) / 4 * 3
        }
    };
    if let Some(dir) = &spill_dir {
        if !dir.is_dir() {
            return Err(crate::errors::file(format!("spill_dir {} is not a directory", dir.display())));
        }
    }
    Ok(Limits { memory: Some(memory), whole_process: true, spill: spill_dir, ..Limits::default() })
}

/// The forward pass from `empty` on `board`, stopped on Ctrl-C.
#[allow(clippy::too_many_arguments)]
fn run_pass(
    py: Python<'_>,
    board: &PyBoard,
    empty: &[Hole],
    by: CountedBy,
    reduction: Reduction,
    random_play: RandomPlay,
    limits: &Limits,
    progress: &ProgressCallback,
) -> PyResult<ForwardStats> {
    let board = &board.board;
    let done = interruptible(py, |stop| {
        let mut tell = |layer: pegsol::LayerDone| progress.tell(layer.layers, layer.of, stop);
        let mut run = Pass::on(board)
            .reduction(reduction)
            .limits(limits)
            .random_play(random_play)
            .progress(&mut tell)
            .interrupted_by(stop);
        match by {
            CountedBy::Forward => run.forward(board.with_empty(empty)),
            CountedBy::Reverse => run.forward_by_reverse(empty[0]),
        }
    })?;
    done.map_err(pass)
}

/// Counts everything reachable from `start` on `board`.
#[pyfunction]
#[pyo3(signature = (board, start, by = "forward", *, memory_limit = None, spill_dir = None, symmetry = true, random_play = true, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn count(
    py: Python<'_>,
    board: Py<PyBoard>,
    start: &str,
    by: &str,
    memory_limit: Option<u64>,
    spill_dir: Option<PathBuf>,
    symmetry: bool,
    random_play: bool,
    progress: Option<Py<PyAny>>,
) -> PyResult<PyCount> {
    let on = board.get();
    let empty = on.holes_of(start, "start")?;
    let by = match by {
        "forward" => CountedBy::Forward,
        "reverse" if empty.len() != 1 => {
            return Err(bad_input(format!("by=\"reverse\" counts from one empty hole, not {}", empty.len())))
        }
        "reverse" if random_play => {
            return Err(bad_input("by=\"reverse\" does not compute random-play chances: add random_play=False"))
        }
        "reverse" => CountedBy::Reverse,
        other => return Err(bad_input(format!("by must be \"forward\" or \"reverse\", not {other:?}"))),
    };
    let reduction = if symmetry { Reduction::Symmetry } else { Reduction::None };
    let random_play = if random_play { RandomPlay::Included } else { RandomPlay::Skipped };
    let limits = limits(py, memory_limit, spill_dir)?;
    let progress = ProgressCallback::new(progress);
    let stats = run_pass(py, on, &empty, by, reduction, random_play, &limits, &progress);
    if let Some(raised) = progress.raised() {
        return Err(raised);
    }
    Ok(PyCount { board, empty, stats: stats?, by })
}

/// The JSON `value` as Python objects (counts stay decimal strings, as
/// in the JSON the command line writes).
pub fn json_to_python<'py>(py: Python<'py>, value: &serde_json::Value) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| PyValueError::new_err(e.to_string()))?;
    py.import("json")?.call_method1("loads", (text,))
}

/// A DataFrame of `columns` (name, values) on `index`, each column of
/// Python objects (ints stay exact ints, a missing value is `None`).
fn data_frame<'py>(
    py: Python<'py>,
    index: (&str, Vec<Bound<'py, PyAny>>),
    columns: Vec<(&str, Vec<Bound<'py, PyAny>>)>,
) -> PyResult<Bound<'py, PyAny>> {
    let pandas = py.import("pandas")?;
    let index =
        pandas.call_method("Index", (PyList::new(py, index.1)?,), Some(&[("name", index.0)].into_py_dict(py)?))?;
    let data = PyDict::new(py);
    for (name, values) in columns {
        let kwargs = PyDict::new(py);
        kwargs.set_item("index", &index)?;
        kwargs.set_item("dtype", "object")?;
        data.set_item(name, pandas.call_method("Series", (PyList::new(py, values)?,), Some(&kwargs))?)?;
    }
    pandas.call_method1("DataFrame", (data,))
}

#[pymethods]
impl PyCount {
    /// The board.
    #[getter]
    fn board(&self, py: Python<'_>) -> Py<PyBoard> {
        self.board.clone_ref(py)
    }

    /// The holes empty at the start.
    #[getter]
    fn start(&self) -> Vec<String> {
        let board = self.board.get();
        self.empty.iter().map(|&h| board.name_of(h)).collect()
    }

    /// Distinct positions reachable, the start included.
    #[getter]
    fn positions(&self) -> u64 {
        self.stats.positions
    }

    /// (position, legal jump) pairs among them.
    #[getter]
    fn moves(&self) -> u64 {
        self.stats.moves
    }

    /// Complete games (ending where no jump is left).
    #[getter]
    fn games(&self) -> BigUint {
        self.stats.games()
    }

    /// Games ending with one peg.
    #[getter]
    fn solutions(&self) -> BigUint {
        self.stats.solutions()
    }

    /// Games by pegs left at their end.
    #[getter]
    fn games_by_pegs_left(&self) -> BTreeMap<u32, BigUint> {
        self.stats.games_by_pegs_left.clone()
    }

    /// Solutions by finishing hole (holes some solution ends in).
    #[getter]
    fn solutions_by_finish(&self) -> BTreeMap<String, BigUint> {
        let board = self.board.get();
        board
            .board
            .holes()
            .filter(|h| self.stats.solutions_by_finish[h.index()] != BigUint::ZERO)
            .map(|h| (board.name_of(h), self.stats.solutions_by_finish[h.index()].clone()))
            .collect()
    }

    /// Reachable positions by pegs.
    #[getter]
    fn positions_by_pegs(&self) -> BTreeMap<u32, u64> {
        self.stats.positions_by_pegs.iter().map(|(&pegs, layer)| (pegs, layer.positions)).collect()
    }

    /// The chance of ending with k pegs when every legal jump is equally
    /// likely (empty when counted with `random_play=False`).
    #[getter]
    fn random_play_pegs_left(&self) -> BTreeMap<u32, f64> {
        self.stats.random_play_pegs_left.clone()
    }

    /// The report as `pegsol count --format json` writes it (counts as
    /// decimal strings, keys in its order).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let board = self.board.get();
        json_to_python(py, &report::to_json(&board.board, &self.empty, board.naming(), &self.stats, self.by))
    }

    /// The counts by pegs as a DataFrame (pandas needed): positions, up
    /// to symmetry, games ending with that many pegs, and the random-play
    /// chance of it; counts are Python ints.
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let stats = &self.stats;
        let pegs: Vec<u32> = stats.positions_by_pegs.keys().rev().copied().collect();
        let column = |value: &dyn Fn(u32) -> Option<Bound<'py, PyAny>>| -> Vec<Bound<'py, PyAny>> {
            pegs.iter().map(|&p| value(p).unwrap_or_else(|| py.None().into_bound(py))).collect()
        };
        let int = |n: u64| n.into_pyobject(py).map(|n| n.into_any()).ok();
        data_frame(
            py,
            ("pegs", column(&|p| p.into_pyobject(py).map(|n| n.into_any()).ok())),
            vec![
                ("positions", column(&|p| stats.positions_by_pegs.get(&p).and_then(|l| int(l.positions)))),
                ("up_to_symmetry", column(&|p| stats.positions_by_pegs.get(&p).and_then(|l| int(l.up_to_symmetry)))),
                (
                    "games",
                    column(&|p| {
                        stats
                            .games_by_pegs_left
                            .get(&p)
                            .and_then(|g| g.clone().into_pyobject(py).ok())
                            .map(Bound::into_any)
                    }),
                ),
                (
                    "random_play",
                    column(&|p| {
                        stats.random_play_pegs_left.get(&p).and_then(|c| c.into_pyobject(py).ok()).map(Bound::into_any)
                    }),
                ),
            ],
        )
    }

    fn __repr__(&self) -> String {
        format!(
            "Count(board={:?}, start={:?}, games={}, solutions={})",
            self.board.get().board.name(),
            self.start().join(","),
            self.stats.games(),
            self.stats.solutions()
        )
    }
}

/// The start × finish table of a board.
#[pyclass(name = "Table", module = "pegsol", frozen)]
pub struct PyTable {
    board: Py<PyBoard>,
    table: Table,
}

/// The start × finish table of `board`: a forward pass from one start of
/// each class of holes.
#[pyfunction]
#[pyo3(signature = (board, *, memory_limit = None, progress = None))]
pub fn table(
    py: Python<'_>,
    board: Py<PyBoard>,
    memory_limit: Option<u64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<PyTable> {
    let on = board.get();
    let limits = limits(py, memory_limit, None)?;
    let classes = pegsol::Group::full(&on.board).hole_orbits();
    let progress = ProgressCallback::new(progress);
    let mut passes = Vec::with_capacity(classes.len());
    for class in &classes {
        let stats = run_pass(
            py,
            on,
            &class[..1],
            CountedBy::Forward,
            Reduction::Symmetry,
            RandomPlay::Included,
            &limits,
            &progress,
        );
        if let Some(raised) = progress.raised() {
            return Err(raised);
        }
        passes.push(stats?);
    }
    let table = Table::from_forward(&on.board, &passes)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    Ok(PyTable { board, table })
}

#[pymethods]
impl PyTable {
    /// The board.
    #[getter]
    fn board(&self, py: Python<'_>) -> Py<PyBoard> {
        self.board.clone_ref(py)
    }

    /// Solutions by `(start, finish)`, for the pairs that have some.
    #[getter]
    fn solutions(&self) -> BTreeMap<(String, String), BigUint> {
        let board = self.board.get();
        let holes = || board.board.holes();
        holes()
            .flat_map(|s| holes().map(move |f| (s, f)))
            .filter(|(s, f)| self.table.solutions[s.index()][f.index()] != BigUint::ZERO)
            .map(|(s, f)| ((board.name_of(s), board.name_of(f)), self.table.solutions[s.index()][f.index()].clone()))
            .collect()
    }

    /// Games by start, then by pegs left.
    #[getter]
    fn games_by_pegs_left(&self) -> BTreeMap<String, BTreeMap<u32, BigUint>> {
        let board = self.board.get();
        board.board.holes().map(|s| (board.name_of(s), self.table.games_by_pegs_left[s.index()].clone())).collect()
    }

    /// The table as `pegsol table --format json` writes it, but for
    /// `games_method`, `"forward"` here.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_to_python(py, &render::table_json(&self.table, self.board.get().naming()))
    }

    /// Solutions as a DataFrame, a row per start and a column per finish,
    /// of Python ints (pandas needed).
    fn to_pandas<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let board = self.board.get();
        let names: Vec<Bound<'py, PyAny>> = board
            .board
            .holes()
            .map(|h| board.name_of(h).into_pyobject(py).map(Bound::into_any))
            .collect::<Result<_, _>>()?;
        let columns = board
            .board
            .holes()
            .map(|f| {
                let column = board
                    .board
                    .holes()
                    .map(|s| self.table.solutions[s.index()][f.index()].clone().into_pyobject(py).map(Bound::into_any))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((board.name_of(f), column))
            })
            .collect::<PyResult<Vec<_>>>()?;
        let frame = data_frame(py, ("start", names), columns.iter().map(|(n, c)| (n.as_str(), c.clone())).collect())?;
        frame.getattr("columns")?.setattr("name", "finish")?;
        Ok(frame)
    }

    fn __repr__(&self) -> String {
        format!("Table(board={:?})", self.board.get().board.name())
    }
}
