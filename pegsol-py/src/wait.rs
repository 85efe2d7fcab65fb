//! Long calls off the interpreter's lock, stopped by Ctrl-C: [`interruptible`]
//! runs a call on a thread of its own while the caller's thread, without
//! the GIL, looks at Python's signals ten times a second; on a signal it
//! sets the call's stop flag, waits for the call to end (a pass looks at
//! the flag between steps, a fraction of a second apart, and removes its
//! own files) and raises the signal's exception, so nothing runs on and
//! nothing is left behind. [`ProgressCallback`] hands a pass's progress to a
//! Python callback, whose exception stops the call too.
//!
//! ```python
//! >>> import pegsol
//! >>> layers = []
//! >>> _ = pegsol.count(pegsol.Board("T4"), "2", progress=lambda done, of: layers.append(done))
//! >>> layers == list(range(1, len(layers) + 1))
//! True
//! ```

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex, PoisonError};
use std::time::Duration;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

/// How often the caller looks at Python's signals while a call runs.
const LOOK_EVERY: Duration = Duration::from_millis(100);

/// `call(stop)` on its own thread, without the GIL; a signal (Ctrl-C)
/// sets `stop`, waits for the call to end and raises the signal's
/// exception (`KeyboardInterrupt`).
pub fn interruptible<T: Send>(py: Python<'_>, call: impl FnOnce(&AtomicBool) -> T + Send) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (sender, mut receiver) = mpsc::channel();
        let stop = &stop;
        scope.spawn(move || {
            // The receiver is gone only once the caller stopped waiting.
            let _ = sender.send(call(stop));
        });
        loop {
            let (back, received) = py.detach(move || {
                let received = receiver.recv_timeout(LOOK_EVERY);
                (receiver, received)
            });
            receiver = back;
            match received {
                Ok(value) => return Ok(value),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Err(signal) = py.check_signals() {
                        stop.store(true, Ordering::Relaxed);
                        py.detach(move || drop(receiver.recv()));
                        return Err(signal);
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(PyRuntimeError::new_err("the call's thread ended without an answer"))
                }
            }
        }
    })
}

/// A Python progress callback, called as `progress(done, of)`; its first
/// exception is kept and stops the call.
pub struct ProgressCallback {
    callback: Option<Py<PyAny>>,
    raised: Mutex<Option<PyErr>>,
}

impl ProgressCallback {
    /// The callback, if any.
    pub fn new(callback: Option<Py<PyAny>>) -> ProgressCallback {
        ProgressCallback { callback, raised: Mutex::new(None) }
    }

    /// Tells the callback `done` of `of`; an exception it raises sets `stop`.
    pub fn tell(&self, done: usize, of: usize, stop: &AtomicBool) {
        let Some(callback) = &self.callback else { return };
        let mut raised = self.raised.lock().unwrap_or_else(PoisonError::into_inner);
        if raised.is_some() {
            return;
        }
        if let Err(error) = Python::attach(|py| callback.call1(py, (done, of)).map(drop)) {
            *raised = Some(error);
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// The callback's exception, if it raised one: the call's error then.
    pub fn raised(&self) -> Option<PyErr> {
        self.raised.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}
