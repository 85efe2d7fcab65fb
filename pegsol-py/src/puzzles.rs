//! `pegsol.solve`, `solutions`, `fewest`, `estimate`, `prove` and
//! `verify`: one solution, every solution streamed, the fewest moves on a
//! board, estimates past exact reach, and certificates written and
//! re-checked by the independent verifier. Solutions are jump names
//! (`from-over-to`) in the board's own naming; the other answers are the
//! command line's JSON (`--format json`) as Python objects.
//!
//! ```python
//! >>> import pegsol
//! >>> t5 = pegsol.Board("T5")
//! >>> len(pegsol.solve(t5, "A", "M"))
//! 13
//! >>> # Seed 003: 16,128 solutions on T5 from A end at M.
//! >>> sum(1 for _ in pegsol.solutions(t5, "A", "M"))
//! 16128
//! >>> pegsol.verify(["proofs/T5.cert"])["verdict"]
//! 'VERIFIED'
//! ```

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use pegsol::estimate::{Settings, TreeMethod};
use pegsol::search::{self, JumpOrder, NoSolution};
use pegsol::{certificate_name, files, moves, notation, render, Board, Position};
use pegsol_verify::{verify_paths, Options};
use pyo3::exceptions::{PyMemoryError, PyStopIteration};
use pyo3::prelude::*;

use crate::board::PyBoard;
use crate::count::{json_to_python, limits};
use crate::errors::{bad_input, file};
use crate::wait::interruptible;

/// Bytes a search for the fewest moves holds per position, as the
/// command line counts them for its `--memory-limit`.
const BYTES_PER_POSITION: u64 = 12;

/// Solutions [`solutions`] finds ahead of the reader, at most.
const AHEAD: usize = 256;

/// The start and finish positions of a puzzle, checked.
fn puzzle(board: &PyBoard, start: &str, finish: &str) -> PyResult<(Position, Position)> {
    let empty = board.holes_of(start, "start")?;
    let finish = board.holes_of(finish, "finish")?;
    Ok((board.board.with_empty(&empty), Position(finish.iter().fold(0, |bits, h| bits | h.bit()))))
}

/// One solution from `start` (the empty holes) to `finish` (the holes
/// holding pegs at the end), as jump names, or `None` if there is none;
/// with `shortest`, one with the fewest moves (a `MemoryError` if the
/// search cannot prove it within `memory_limit`).
#[pyfunction]
#[pyo3(signature = (board, start, finish, *, shortest = false, memory_limit = None))]
pub fn solve(
    py: Python<'_>,
    board: &PyBoard,
    start: &str,
    finish: &str,
    shortest: bool,
    memory_limit: Option<u64>,
) -> PyResult<Option<Vec<String>>> {
    let (from, to) = puzzle(board, start, finish)?;
    let on = &board.board;
    let most_held = usize::try_from(limits(py, memory_limit, None)?.memory.unwrap_or(u64::MAX) / BYTES_PER_POSITION)
        .unwrap_or(usize::MAX);
    let found = interruptible(py, |stop| -> Result<Result<Vec<_>, NoSolution>, String> {
        if shortest {
            return match moves::bounded_moves_with(on, from, to, most_held, &mut |_| {}, stop) {
                Ok(found) if found.proven() => Ok(Ok(found.jumps)),
                Ok(found) => Err(format!(
                    "the search for the fewest moves stopped at memory_limit: a solution of {} moves found, none \
                     has fewer than {}",
                    notation::move_count(&found.jumps),
                    found.at_least
                )),
                Err(moves::BoundedError::NoSolution(none)) => Ok(Err(none)),
                Err(moves::BoundedError::Cancelled) => Ok(Err(NoSolution::Exhausted)),
            };
        }
        let mut attempt = match search::Attempt::new(on, from, to, JumpOrder::Promise) {
            Ok(attempt) => attempt.stopped_by(stop),
            Err(none) => return Ok(Err(none)),
        };
        loop {
            if let Some(outcome) = attempt.round() {
                return Ok(outcome);
            }
            if stop.load(Ordering::Relaxed) {
                return Ok(Err(NoSolution::Exhausted));
            }
        }
    })?;
    match found {
        Ok(Ok(jumps)) => Ok(Some(notation::jump_names(on, &jumps, board.naming()))),
        Ok(Err(_)) => Ok(None),
        Err(gave_up) => Err(PyMemoryError::new_err(gave_up)),
    }
}

/// Every solution from a start to a finish, streamed: each a line as
/// `pegsol solutions` writes it (moves separated by `, `, the jumps of a
/// move by spaces). The search runs on its own thread a few hundred
/// solutions ahead of the reader, and stops when the iterator is dropped.
#[pyclass(module = "pegsol")]
pub struct Solutions {
    receiver: Mutex<Option<Receiver<String>>>,
    search: Option<JoinHandle<()>>,
    stop: Arc<AtomicBool>,
}

impl Solutions {
    /// Stops the search and waits for its thread.
    fn finish(&mut self, py: Python<'_>) {
        self.stop.store(true, Ordering::Relaxed);
        // Dropping the receiver makes the search's next send fail.
        drop(self.receiver.lock().unwrap_or_else(PoisonError::into_inner).take());
        if let Some(search) = self.search.take() {
            py.detach(move || drop(search.join()));
        }
    }
}

#[pymethods]
impl Solutions {
    fn __iter__(this: PyRef<'_, Self>) -> PyRef<'_, Self> {
        this
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<String> {
        // A loop in C (`sum`, `list`) runs no Python code that would.
        if let Err(signal) = py.check_signals() {
            self.finish(py);
            return Err(signal);
        }
        loop {
            let taken = self.receiver.lock().unwrap_or_else(PoisonError::into_inner).take();
            let Some(receiver) = taken else { return Err(PyStopIteration::new_err(())) };
            let (receiver, received) = py.detach(move || {
                let received = receiver.recv_timeout(Duration::from_millis(100));
                (receiver, received)
            });
            *self.receiver.lock().unwrap_or_else(PoisonError::into_inner) = Some(receiver);
            match received {
                Ok(line) => return Ok(line),
                Err(RecvTimeoutError::Disconnected) => {
                    self.finish(py);
                    return Err(PyStopIteration::new_err(()));
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(signal) = py.check_signals() {
                        self.finish(py);
                        return Err(signal);
                    }
                }
            }
        }
    }

    /// Stops the search (as dropping the iterator does).
    fn close(&mut self, py: Python<'_>) {
        self.finish(py);
    }
}

impl Drop for Solutions {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        drop(self.receiver.get_mut().unwrap_or_else(PoisonError::into_inner).take());
    }
}

/// Every solution from `start` to `finish` (an iterator of lines as
/// `pegsol solutions` writes them); `distinct`: one per class of
/// solutions equal up to reordering and symmetry; `limit`: at most so many.
#[pyfunction]
#[pyo3(signature = (board, start, finish, *, distinct = false, limit = None))]
pub fn solutions(
    board: &PyBoard,
    start: &str,
    finish: &str,
    distinct: bool,
    limit: Option<u64>,
) -> PyResult<Solutions> {
    let (from, to) = puzzle(board, start, finish)?;
    let (on, naming) = (board.board.clone(), board.naming());
    let (sender, receiver) = mpsc::sync_channel(AHEAD);
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    let search = std::thread::spawn(move || {
        let mut seen = HashSet::new();
        let mut sent = 0u64;
        search::each_solution(&on, from, to, &mut |jumps| {
            if stopped.load(Ordering::Relaxed) || limit.is_some_and(|limit| sent >= limit) {
                return false;
            }
            if distinct && !seen.insert(search::distinct_key(&on, from, to, jumps)) {
                return true;
            }
            sent += 1;
            sender.send(notation::write_moves(&on, jumps, naming)).is_ok()
        });
    });
    Ok(Solutions { receiver: Mutex::new(Some(receiver)), search: Some(search), stop })
}

/// The fewest moves of any one-vacancy to one-peg solution on `board`
/// (`start`, `finish`: only those holes), as `pegsol fewest --format json`.
#[pyfunction]
#[pyo3(signature = (board, *, start = None, finish = None, memory_limit = None))]
pub fn fewest<'py>(
    py: Python<'py>,
    board: &PyBoard,
    start: Option<&str>,
    finish: Option<&str>,
    memory_limit: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let holes = |list: Option<&str>, what| list.map_or(Ok(Vec::new()), |list| board.holes_of(list, what));
    let (from, to) = (holes(start, "start")?, holes(finish, "finish")?);
    let memory = limits(py, memory_limit, None)?.memory.unwrap_or(u64::MAX);
    let most_held = usize::try_from(memory / BYTES_PER_POSITION).unwrap_or(usize::MAX);
    let on = &board.board;
    let found = interruptible(py, |_| {
        moves::on_board_within(on, moves::Problems { from: &from, to: &to }, most_held, &mut |_| {})
    })?;
    json_to_python(py, &render::fewest_json(on, &found, board.naming()))
}

/// Games, solutions and positions per layer from `start`, estimated with
/// 95 % intervals, as `pegsol estimate --format json`; `method` is
/// `thinned` (the thinned layered pass), `playouts` or `guided`. A run
/// that would need more than `memory_limit` is refused (`MemoryError`)
/// before it allocates.
#[pyfunction]
#[pyo3(signature = (board, start, *, method = "thinned", samples = 10_000, width = 100_000, replicates = 20, seed = 1, search_budget = 1 << 20, memory_limit = None))]
#[allow(clippy::too_many_arguments)]
pub fn estimate<'py>(
    py: Python<'py>,
    board: &PyBoard,
    start: &str,
    method: &str,
    samples: u64,
    width: u64,
    replicates: u64,
    seed: u64,
    search_budget: u64,
    memory_limit: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let empty = board.holes_of(start, "start")?;
    let method = match method {
        "thinned" => TreeMethod::Thinned { width, replicates },
        "playouts" => TreeMethod::Playouts,
        "guided" => TreeMethod::Guided,
        other => {
            return Err(bad_input(format!("method must be \"thinned\", \"playouts\" or \"guided\", not {other:?}")))
        }
    };
    if samples < 2 || width < 1 || replicates < 2 || search_budget < 1 {
        return Err(bad_input("samples and replicates are at least 2, width and search_budget at least 1"));
    }
    let settings = Settings { samples, seed, budget: search_budget, method };
    let on = &board.board;
    let limit = limits(py, memory_limit, None)?.memory.unwrap_or(u64::MAX);
    let needed = settings.memory_needed(on, std::thread::available_parallelism().map_or(1, usize::from));
    if needed > limit {
        return Err(PyMemoryError::new_err(format!(
            "estimate needs at least {needed} bytes of memory, over the limit of {limit}: ask for fewer replicates or \
             samples, or a smaller width"
        )));
    }
    let start_position = on.with_empty(&empty);
    let found = interruptible(py, |_| pegsol::estimate::estimate(on, start_position, &settings, &mut |_| {}))?;
    json_to_python(py, &render::estimate_json(on, &empty, board.naming(), &found))
}

/// The certificate of `board` (every start and finish pair: a witness, or
/// why there is none) as text; with `out`, also written to
/// `out/<board>.cert`, as `pegsol prove --out` writes it.
#[pyfunction]
#[pyo3(signature = (board, *, out = None))]
pub fn prove(py: Python<'_>, board: &PyBoard, out: Option<PathBuf>) -> PyResult<String> {
    let on: &Board = &board.board;
    let name = certificate_name(on).map_err(bad_input)?;
    let certificate = interruptible(py, |_| pegsol::prove(on, &mut |_, _| {}))?.map_err(bad_input)?;
    let text = render::certificate_text(&certificate, on);
    if let Some(dir) = out {
        let path = dir.join(format!("{name}.cert"));
        files::write_atomically(&path, text.as_bytes())
            .map_err(|e| file(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(text)
}

/// A board side written `T6` (or `6`).
fn side(text: &str) -> PyResult<u8> {
    match text.strip_prefix(['T', 't']).unwrap_or(text).parse::<u8>() {
        Ok(side) if (1..=10).contains(&side) => Ok(side),
        _ => Err(bad_input(format!("expected a board T1 to T10, not {text:?}"))),
    }
}

/// Re-checks certificates and solution files with the independent
/// verifier, as `pegsol verify --format json`: `verdict` is `VERIFIED` or
/// `NOT VERIFIED`; a file that cannot be read is an `OSError`.
#[pyfunction]
#[pyo3(signature = (paths, *, trust_counts_above = None, trust_fewest_above = None, allow_partial = false))]
pub fn verify<'py>(
    py: Python<'py>,
    paths: Vec<PathBuf>,
    trust_counts_above: Option<&str>,
    trust_fewest_above: Option<&str>,
    allow_partial: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let options = Options {
        trust_counts_above: trust_counts_above.map(side).transpose()?,
        trust_fewest_above: trust_fewest_above.map(side).transpose()?,
        allow_partial,
        ..Options::default()
    };
    let report = interruptible(py, |_| verify_paths(&paths, &options))?;
    if let Some(error) = render::verify_input_error(&report) {
        return Err(file(error));
    }
    json_to_python(py, &render::verify_report_json(&report, &options))
}
