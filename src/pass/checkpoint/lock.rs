//! The lock that gives a checkpoint directory to one run at a time: an
//! advisory lock on `checkpoint.lock`, which names the process holding it.

use std::fs::File;
#[cfg(feature = "native")]
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crate::files;

/// The file a run holds its lock on, naming its process.
const LOCK: &str = "checkpoint.lock";

/// The checkpoint directories whose lock this process holds, each with the
/// open lock file that holds it (closing it releases the lock).
pub(super) static HELD: Mutex<Vec<(PathBuf, File)>> = Mutex::new(Vec::new());

/// Takes `dir` for this process: an exclusive advisory lock (flock) on its
/// `checkpoint.lock`, which then names this process. It is held until the
/// checkpoint is removed or the process ends, however it ends (a signal
/// removes the lock file too: [`files::remove_temporary_files`]); a
/// directory another process holds is refused, naming it. Once taken, the
/// temporary files a killed run left in `dir` are removed
/// ([`files::remove_abandoned_temporaries`]).
#[cfg(feature = "native")]
pub(super) fn lock(dir: &Path) -> Result<(), String> {
    let key = dir.canonicalize().map_err(|e| format!("cannot open it: {e}"))?;
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    if held.iter().any(|(d, _)| *d == key) {
        return Ok(());
    }
    let path = key.join(LOCK);
    // The holder removes the file as it lets go: a file locked after that
    // is no longer the directory's lock, and is opened again.
    for _ in 0..16 {
        let mut file = open_lock_file(&path).map_err(|e| format!("cannot open its lock file {LOCK}: {e}"))?;
        match fs4::FileExt::try_lock(&file) {
            Ok(()) => {}
            Err(fs4::TryLockError::WouldBlock) => {
                let holder = files::read_text(&path, 64).ok().map(|t| t.trim().to_string());
                return Err(match holder.filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())) {
                    Some(pid) => format!("is in use by another pegsol run (process {pid}); one run at a time"),
                    None => "is in use by another pegsol run; one run at a time".into(),
                });
            }
            Err(fs4::TryLockError::Error(e)) => return Err(format!("cannot lock {LOCK}: {e}")),
        }
        if !same_file(&file, &path) {
            continue;
        }
        let named = file.set_len(0).and_then(|()| writeln!(file, "{}", std::process::id()));
        named.map_err(|e| format!("cannot write {LOCK}: {e}"))?;
        // A signal removes the lock file as the process ends (the lock
        // goes with the process).
        files::record_held(&path);
        held.push((key.clone(), file));
        // The directory is this run's: the temporary files a run killed
        // before their rename left there go.
        files::remove_abandoned_temporaries(&key)
            .map_err(|e| format!("cannot remove a temporary file a stopped run left: {e}"))?;
        return Ok(());
    }
    Err(format!("its lock file {LOCK} keeps being replaced"))
}

/// Without the `native` feature there is no file system to keep a
/// checkpoint in.
#[cfg(not(feature = "native"))]
pub(super) fn lock(_: &Path) -> Result<(), String> {
    Err("checkpoints need a file system, which this build (without the `native` feature) has not".into())
}

/// The lock file, created if need be: a regular file, never a link.
#[cfg(feature = "native")]
fn open_lock_file(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a regular file"));
    }
    Ok(file)
}

#[cfg(feature = "native")]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// A directory this process holds, for runs that keep their own files in
/// it (the atlas's outcomes, `pegsol fewest --each --checkpoint`): the
/// same lock as a pass's checkpoint, so two runs never share one. Dropped,
/// it removes its lock file and lets go (for the whole process: a pass of
/// the same process checkpointing into the same directory would lose it).
///
/// ```
/// use pegsol::DirectoryLock;
///
/// let dir = tempfile::tempdir().unwrap();
/// let held = DirectoryLock::take(dir.path()).unwrap();
/// assert!(dir.path().join("checkpoint.lock").exists());
/// drop(held);
/// assert!(!dir.path().join("checkpoint.lock").exists());
/// ```
#[derive(Debug)]
pub struct DirectoryLock(PathBuf);

impl DirectoryLock {
    /// Takes `dir` for this process until dropped.
    ///
    /// # Errors
    ///
    /// One line saying why: another process holds it (naming it), or its
    /// lock file cannot be made.
    pub fn take(dir: &Path) -> Result<DirectoryLock, String> {
        lock(dir)?;
        Ok(DirectoryLock(dir.to_path_buf()))
    }
}

impl Drop for DirectoryLock {
    fn drop(&mut self) {
        let _ = unlock(&self.0);
    }
}

/// Lets go of `dir`: its lock file is removed, then the lock released.
pub(super) fn unlock(dir: &Path) -> std::io::Result<()> {
    let key = dir.canonicalize()?;
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(at) = held.iter().position(|(d, _)| *d == key) {
        // Dropping the entry closes its file, which releases the lock.
        let entry = held.remove(at);
        files::forget_held(&key.join(LOCK));
        remove_if_there(&key.join(LOCK))?;
        drop(entry);
    }
    Ok(())
}

/// Removes the file at `path`; one already gone is no error.
pub(super) fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}
