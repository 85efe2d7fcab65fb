//! Files a user names, opened one way: regular files only, read with a size
//! cap, written whole or not at all and never through a symbolic link.
//!
//! Every path pegsol takes from its user (a board file, a host file, a
//! checkpoint's manifest and layers, the reports `--from` reads, the pages
//! `man --dir` writes) goes through here, so that a FIFO, a device or a
//! socket is refused at once instead of hanging the run or filling its
//! memory, and a file being replaced is either the old one or the new one.
//! Its private `os` module holds every call pegsol makes to the operating
//! system, these and the few others: the free space of a disk, and a
//! process's resident memory (read by a cluster worker, which counts it
//! against its memory limit).
//!
//! ```
//! use pegsol::files;
//!
//! let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("note.txt");
//! files::write_atomically(&path, b"T5 from A\n").unwrap();
//! assert_eq!(files::read_text(&path, 1 << 10).unwrap(), "T5 from A\n");
//! // Over the cap: refused, not truncated.
//! assert!(files::read_text(&path, 4).is_err());
//! // Not a regular file: refused at once (a FIFO would wait for a writer).
//! assert!(files::read_text(std::path::Path::new("/dev/zero"), 1 << 10).is_err());
//! ```

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// Files pegsol is writing and will rename or remove (layer files, the
/// temporary file [`write_atomically`] renames): what a signal removes.
static TEMPORARY: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Creates a temporary file with `create` (which gives it and its path) and
/// records the path for [`remove_temporary_files`] until
/// [`forget_temporary`]. No file is created once that has run.
pub(crate) fn create_temporary<T>(create: impl FnOnce() -> io::Result<(T, PathBuf)>) -> io::Result<(T, PathBuf)> {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    let (made, path) = create()?;
    files.push(path.clone());
    Ok((made, path))
}

/// Stops recording `path` as temporary: it was renamed, kept or removed.
pub(crate) fn forget_temporary(path: &Path) {
    TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner).retain(|p| p != path);
}

/// Removes every temporary file pegsol is writing (layer files, a
/// checkpoint layer not yet finished, the file a certificate, a manifest or
/// a page is written to before its rename) and returns their paths. No
/// such file can be created after it returns: it is meant for a process
/// about to end on a signal.
pub fn remove_temporary_files() -> Vec<PathBuf> {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    let removed: Vec<PathBuf> = files.drain(..).filter(|path| std::fs::remove_file(path).is_ok()).collect();
    // Held until the process ends, so no new file appears.
    std::mem::forget(files);
    removed
}

/// Opens `path` for reading if it is a regular file (after following
/// symbolic links), and refuses anything else without waiting on it.
///
/// The file is opened without blocking, so that opening a FIFO returns at
/// once, and its type is read from the open file: nothing can swap it in
/// between.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(all(unix, feature = "native"))]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({}): only files are read", kind(&metadata)),
        ));
    }
    Ok(file)
}

/// The bytes of the regular file at `path`, refused if it holds more than
/// `cap` bytes.
pub fn read_capped(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let too_large = || io::Error::new(io::ErrorKind::InvalidData, format!("larger than {} bytes", cap));
    if file.metadata()?.len() > cap {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(too_large());
    }
    Ok(bytes)
}

/// The UTF-8 text of the regular file at `path`, of at most `cap` bytes.
pub fn read_text(path: &Path, cap: u64) -> io::Result<String> {
    String::from_utf8(read_capped(path, cap)?).map_err(|e| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("not UTF-8 text (byte {} is not)", e.utf8_error().valid_up_to() + 1),
        )
    })
}

/// Writes `bytes` to `path` whole or not at all: to a temporary file beside
/// it, flushed to disk, then renamed over it. A symbolic link or anything
/// but a regular file at `path` is refused, not written through or
/// replaced; on any error (a full disk, the file-size limit of `ulimit -f`)
/// the old file is untouched and the temporary file is gone. The new file
/// is readable as any file the user writes is (mode 0666 less the umask),
/// not owner-only as a temporary file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    refuse_link_or_special(path)?;
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    os::write_through_temporary(dir, path, bytes)
}

/// Refuses a path that is a symbolic link or exists as anything but a
/// regular file: pegsol writes only plain files of its own.
pub fn refuse_link_or_special(path: &Path) -> io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
        Ok(metadata) if metadata.file_type().is_symlink() => {
            Err(io::Error::new(io::ErrorKind::InvalidInput, "is a symbolic link: pegsol does not write through links"))
        }
        Ok(metadata) if !metadata.is_file() => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("is {}, not a regular file to replace", kind(&metadata)),
        )),
        Ok(_) => Ok(()),
    }
}

/// What a file that is not a regular file is, in words.
fn kind(metadata: &Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a FIFO";
        } else if kind.is_char_device() {
            return "a character device";
        } else if kind.is_block_device() {
            return "a block device";
        } else if kind.is_socket() {
            return "a socket";
        }
    }
    if metadata.is_dir() {
        "a directory"
    } else if metadata.file_type().is_symlink() {
        "a symbolic link"
    } else {
        "not a plain file"
    }
}

/// The calls that need an operating system, one place: with the `native`
/// feature (the default) they are the system's; without it (the library
/// built for `wasm32-unknown-unknown`, which has no file system) each fails
/// with [`io::ErrorKind::Unsupported`], so that a pass that would spill to
/// disk or keep a checkpoint says it cannot instead of failing to build.
#[cfg(feature = "native")]
mod os {
    use std::fs::File;
    use std::io::{self, Write};
    use std::path::Path;

    /// Writes `bytes` to a new temporary file in `dir`, readable as any
    /// file the user writes is (mode 0666 less the umask), flushed to
    /// disk, then renamed to `path`: [`super::write_atomically`].
    pub(super) fn write_through_temporary(dir: &Path, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut builder = tempfile::Builder::new();
        builder.prefix(".pegsol-").suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(std::fs::Permissions::from_mode(0o666));
        }
        let (mut temporary, name) = super::create_temporary(|| {
            let temporary = builder.tempfile_in(dir)?;
            let name = temporary.path().to_path_buf();
            Ok((temporary, name))
        })?;
        let write = || -> io::Result<()> {
            // Through the plain file, so that an error names no temporary file
            // (the caller names `path`); dropped on an error, it is removed.
            temporary.as_file_mut().write_all(bytes)?;
            temporary.as_file().sync_all()?;
            temporary.persist(path).map_err(|e| e.error)?;
            Ok(())
        };
        let written = write();
        super::forget_temporary(&name);
        written
    }

    /// A new file in `dir` named `prefix`, a unique part and `suffix`.
    pub(crate) fn new_file_in(dir: &Path, prefix: &str, suffix: &str) -> io::Result<(File, std::path::PathBuf)> {
        tempfile::Builder::new().prefix(prefix).suffix(suffix).tempfile_in(dir)?.keep().map_err(|e| e.error)
    }

    /// Fills `buf` from `file` at `offset`, without moving its cursor
    /// (threads read one layer file at once).
    pub(crate) fn read_exact_at(file: &File, buf: &mut [u8], offset: u64) -> io::Result<()> {
        std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
    }

    /// Bytes free to an unprivileged user on the file system holding `dir`.
    pub(crate) fn free_bytes(dir: &Path) -> Option<u64> {
        use std::os::unix::ffi::OsStrExt;
        let path = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
        let mut stats = std::mem::MaybeUninit::<libc::statvfs>::uninit();
        // SAFETY: `path` is a NUL-terminated string and `stats` a buffer of the
        // right type, which statvfs fills when it returns 0.
        let stats = unsafe {
            if libc::statvfs(path.as_ptr(), stats.as_mut_ptr()) != 0 {
                return None;
            }
            stats.assume_init()
        };
        // The field types differ between platforms (u32 on some): widen them.
        #[allow(clippy::useless_conversion)]
        Some(u64::from(stats.f_bavail) * u64::from(stats.f_frsize))
    }

    /// This process's anonymous memory in RAM (its heap, stacks and
    /// buffers; not its code or the files it maps), in bytes; `None` where
    /// the system does not tell (Linux does, in `/proc/self/statm`).
    pub(crate) fn resident_memory() -> Option<u64> {
        let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
        let mut pages = statm.split_whitespace().skip(1).map(|field| field.parse::<u64>().ok());
        let (resident, file_backed) = (pages.next()??, pages.next()??);
        // SAFETY: sysconf reads a constant of the system.
        let page = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).ok()?;
        Some(resident.saturating_sub(file_backed) * page)
    }

    /// Gives the memory this process freed back to the system, where the
    /// allocator keeps it otherwise (glibc's keeps freed chunks for later
    /// allocations, and they stay resident).
    pub(crate) fn release_freed_memory() {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: malloc_trim only returns free pages of the allocator's
        // heaps to the system.
        unsafe {
            libc::malloc_trim(0);
        }
    }
}

/// [`os`] without an operating system: every call fails, saying why.
#[cfg(not(feature = "native"))]
mod os {
    use std::fs::File;
    use std::io;
    use std::path::{Path, PathBuf};

    /// The error of every call: there is no file system.
    fn unsupported() -> io::Error {
        io::Error::new(
            io::ErrorKind::Unsupported,
            "no file system in this build (pegsol without its `native` feature): counts run in memory only",
        )
    }

    pub(super) fn write_through_temporary(_: &Path, _: &Path, _: &[u8]) -> io::Result<()> {
        Err(unsupported())
    }

    pub(crate) fn new_file_in(_: &Path, _: &str, _: &str) -> io::Result<(File, PathBuf)> {
        Err(unsupported())
    }

    pub(crate) fn read_exact_at(_: &File, _: &mut [u8], _: u64) -> io::Result<()> {
        Err(unsupported())
    }

    pub(crate) fn free_bytes(_: &Path) -> Option<u64> {
        None
    }

    pub(crate) fn resident_memory() -> Option<u64> {
        None
    }

    pub(crate) fn release_freed_memory() {}
}

pub(crate) use os::{free_bytes, new_file_in, read_exact_at, release_freed_memory, resident_memory};

#[cfg(test)]
mod tests {
    use super::*;

    /// The resident memory grows by what the process touches, and what it
    /// frees leaves it once given back. (Other tests run beside this one
    /// and allocate and free tens of MiB, so the bounds are loose: 128 of
    /// the 256 MiB touched.)
    #[cfg(target_os = "linux")]
    #[test]
    fn resident_memory_follows_what_is_touched() {
        release_freed_memory();
        let before = resident_memory().unwrap();
        let touched = std::hint::black_box(vec![1u8; 256 << 20]);
        let during = resident_memory().unwrap();
        assert!(during >= before + (128 << 20), "{before} bytes, then {during}");
        drop(touched);
        release_freed_memory();
        let after = resident_memory().unwrap();
        assert!(after + (128 << 20) <= during, "{during} bytes, then {after}");
    }

    /// A FIFO is refused at once, directly or behind a link: reading it
    /// would wait for a writer that never comes.
    #[test]
    fn a_fifo_is_refused_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo reads the NUL-terminated path only.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let link = dir.path().join("link.board");
        std::os::unix::fs::symlink(&fifo, &link).unwrap();
        for path in [&fifo, &link] {
            let error = read_text(path, 1 << 10).unwrap_err();
            assert!(error.to_string().contains("a FIFO"), "{error}");
        }
    }

    /// A temporary file is recorded while it is written, so that a signal
    /// removes it, and forgotten once renamed.
    #[test]
    fn temporary_files_are_recorded_until_renamed() {
        let dir = tempfile::tempdir().unwrap();
        let (_, path) = create_temporary(|| {
            let path = dir.path().join(".pegsol-test.tmp");
            std::fs::write(&path, b"half")?;
            Ok(((), path))
        })
        .unwrap();
        assert!(TEMPORARY.lock().unwrap().contains(&path));
        forget_temporary(&path);
        assert!(!TEMPORARY.lock().unwrap().contains(&path));
        write_atomically(&dir.path().join("done"), b"whole").unwrap();
        let recorded = TEMPORARY.lock().unwrap();
        assert!(recorded.iter().all(|p| !p.starts_with(dir.path())), "{recorded:?}");
    }

    /// Writing replaces a regular file whole, and refuses a link, whose
    /// target stays as it was.
    #[test]
    fn writing_never_goes_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target");
        std::fs::write(&target, b"the user's").unwrap();
        let link = dir.path().join("pegsol.1");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        assert!(write_atomically(&link, b"a page").is_err());
        assert_eq!(std::fs::read(&target).unwrap(), b"the user's");
        write_atomically(&target, b"new").unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(left.len(), 2, "no temporary file is left: {left:?}");
    }
}
