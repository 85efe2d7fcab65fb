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

/// Files pegsol holds for as long as it runs and removes as it lets go (a
/// checkpoint directory's lock file): a signal removes them too, after the
/// temporary files.
static HELD: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Records `path` as a file this process holds until [`forget_held`]: a
/// signal removes it.
#[cfg_attr(not(feature = "native"), allow(dead_code))]
pub(crate) fn record_held(path: &Path) {
    HELD.lock().unwrap_or_else(PoisonError::into_inner).push(path.to_path_buf());
}

/// Stops recording `path` as held: it is about to be removed, or kept.
pub(crate) fn forget_held(path: &Path) {
    HELD.lock().unwrap_or_else(PoisonError::into_inner).retain(|p| p != path);
}

/// How the name of every temporary file [`write_atomically`] writes
/// starts and ends: `.pegsol-PID-NONCE-CHECK.tmp`.
const TEMPORARY_PREFIX: &str = ".pegsol-";
const TEMPORARY_SUFFIX: &str = ".tmp";

/// The check in a temporary file's name: the CRC-32C of the process and
/// the nonce before it, so that the name alone shows pegsol wrote it (a
/// file half-written when its process was killed has nothing else to
/// show).
fn name_check(pid: u32, nonce: u32) -> u32 {
    crc32c::crc32c(format!("pegsol {pid} {nonce:08x}").as_bytes())
}

/// A random number, different at each call.
#[cfg_attr(not(feature = "native"), allow(dead_code))]
fn random() -> u64 {
    use std::hash::BuildHasher;
    use std::sync::atomic::{AtomicU64, Ordering};
    static MADE: AtomicU64 = AtomicU64::new(0);
    std::collections::hash_map::RandomState::new().hash_one(MADE.fetch_add(1, Ordering::Relaxed))
}

/// Six random letters and digits: what makes a file's name its own.
#[cfg_attr(not(feature = "native"), allow(dead_code))]
fn unique_part() -> String {
    const CHARACTERS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bits = random();
    (0..6)
        .map(|_| {
            let character = CHARACTERS[(bits % 62) as usize];
            bits /= 62;
            char::from(character)
        })
        .collect()
}

/// A new name for a temporary file of this process,
/// `.pegsol-PID-NONCE-CHECK.tmp` (the process id, 8 random hexadecimal
/// digits, and [`name_check`] of both).
#[cfg_attr(not(feature = "native"), allow(dead_code))]
fn temporary_name() -> String {
    let nonce = random() as u32;
    let pid = std::process::id();
    format!("{TEMPORARY_PREFIX}{pid}-{nonce:08x}-{:08x}{TEMPORARY_SUFFIX}", name_check(pid, nonce))
}

/// The process that made the temporary file named `name`, if `name` is
/// one [`temporary_name`] gives (its check right): nothing else is.
fn temporary_maker(name: &str) -> Option<u32> {
    let middle = name.strip_prefix(TEMPORARY_PREFIX)?.strip_suffix(TEMPORARY_SUFFIX)?;
    let [pid, nonce, check] = <[&str; 3]>::try_from(middle.split('-').collect::<Vec<_>>()).ok()?;
    let hex = |text: &str| {
        let digits = text.len() == 8 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        digits.then(|| u32::from_str_radix(text, 16).ok()).flatten()
    };
    // Written as pegsol writes it: no sign, no leading zero.
    let pid = pid.parse::<u32>().ok().filter(|p| p.to_string() == pid)?;
    (name_check(pid, hex(nonce)?) == hex(check)?).then_some(pid)
}

/// Removes the temporary files that pegsol processes now gone left in
/// `dir` (a process killed by SIGKILL between writing a file and renaming
/// it into place leaves its temporary file), and returns their paths. A
/// file is removed only if it is a regular file named as
/// [`write_atomically`] names its temporary files, with the right check,
/// and its process is no longer running: a file of the user's stays,
/// whatever its name, and so does one a running process is writing.
///
/// For a caller that holds `dir` (a checkpoint directory, locked): no
/// other run writes there.
///
/// ```
/// use pegsol::files;
///
/// let dir = tempfile::tempdir().unwrap();
/// std::fs::write(dir.path().join(".pegsol-notes.tmp"), b"the user's").unwrap();
/// files::write_atomically(&dir.path().join("done"), b"whole").unwrap();
/// assert!(files::remove_abandoned_temporaries(dir.path()).unwrap().is_empty());
/// assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
/// ```
///
/// # Errors
///
/// The directory cannot be read, or a file cannot be removed.
pub fn remove_abandoned_temporaries(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut removed = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temporary_maker) else { continue };
        if pid == std::process::id() || os::process_running(pid) || !entry.file_type()?.is_file() {
            continue;
        }
        match std::fs::remove_file(entry.path()) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => removed.push(entry.path()),
        }
    }
    Ok(removed)
}

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
///
/// The files the process holds (a checkpoint directory's lock file) are
/// removed after them, and not returned: they are not unfinished. The
/// lock itself goes with the process.
pub fn remove_temporary_files() -> Vec<PathBuf> {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    let removed: Vec<PathBuf> = files.drain(..).filter(|path| std::fs::remove_file(path).is_ok()).collect();
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    for path in held.drain(..) {
        let _ = std::fs::remove_file(path);
    }
    // Held until the process ends, so no new file appears.
    std::mem::forget(files);
    std::mem::forget(held);
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
        let (mut temporary, name) = super::create_temporary(|| {
            let temporary = temporary_in(dir, 0o666)?;
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

    /// Whether the process `pid` is running (or may be: one of another
    /// user's answers that it is not ours to signal). A zombie, which has
    /// ended but not been reaped (its parent killed too, and the system's
    /// first process slow to reap it), is not running.
    pub(super) fn process_running(pid: u32) -> bool {
        let Ok(id) = libc::pid_t::try_from(pid) else { return false };
        // SAFETY: signal 0 sends nothing; it only asks whether `id` exists.
        let exists = id > 0
            && (unsafe { libc::kill(id, 0) } == 0 || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM));
        // Linux's /proc/PID/stat: the state follows the name in parentheses.
        let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok().and_then(|stat| {
            let (_, after) = stat.rsplit_once(')')?;
            after.trim_start().chars().next()
        });
        exists && !matches!(state, Some('Z' | 'X'))
    }

    /// A new temporary file in `dir` (of `mode` less the umask), under a
    /// name of its own ([`super::temporary_name`]), so that the next run
    /// that holds `dir` knows it for pegsol's if this process is killed
    /// before it is renamed. Removed when dropped.
    fn temporary_in(dir: &Path, mode: u32) -> io::Result<tempfile::NamedTempFile> {
        let create = || {
            let mut builder = tempfile::Builder::new();
            let name = super::temporary_name();
            builder.prefix(&name).suffix("").rand_bytes(0);
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                builder.permissions(std::fs::Permissions::from_mode(mode));
            }
            builder.tempfile_in(dir)
        };
        // Another file of that name is all but impossible: a few tries.
        let mut temporary = create();
        for _ in 0..8 {
            match &temporary {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => temporary = create(),
                _ => break,
            }
        }
        temporary
    }

    /// A new file in `dir` named `prefix`, a unique part and `suffix`,
    /// which holds `first` from the moment it has that name: written under
    /// a temporary name ([`temporary_in`]) and renamed without replacing
    /// any file. A process killed as it makes the file leaves either the
    /// temporary file, or `first` whole under the name (a layer file's
    /// header, by which the next run knows it; an empty one it could not
    /// tell from a file of the user's).
    pub(crate) fn new_file_in(
        dir: &Path,
        prefix: &str,
        suffix: &str,
        first: &[u8],
    ) -> io::Result<(File, std::path::PathBuf)> {
        let mut temporary = temporary_in(dir, 0o600)?;
        temporary.as_file_mut().write_all(first)?;
        for _ in 0..16 {
            let path = temporary.path().with_file_name(format!("{prefix}{}{suffix}", super::unique_part()));
            match temporary.persist_noclobber(&path) {
                Ok(file) => return Ok((file, path)),
                Err(e) if e.error.kind() == io::ErrorKind::AlreadyExists => temporary = e.file,
                Err(e) => return Err(e.error),
            }
        }
        Err(io::Error::new(io::ErrorKind::AlreadyExists, "every name tried was taken"))
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

    /// This process's memory in RAM (its heap, stacks and buffers, and
    /// the pages of its code and libraries it has touched): the resident
    /// set `/usr/bin/time` reports the peak of, in bytes; `None` where the
    /// system does not tell (Linux does, in `/proc/self/statm`).
    pub(crate) fn resident_memory() -> Option<u64> {
        let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
        let resident: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
        // SAFETY: sysconf reads a constant of the system.
        let page = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).ok()?;
        Some(resident * page)
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

    /// Without a system to ask, every process may be running.
    pub(super) fn process_running(_: u32) -> bool {
        true
    }

    pub(crate) fn new_file_in(_: &Path, _: &str, _: &str, _: &[u8]) -> io::Result<(File, PathBuf)> {
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

    /// A temporary file's name shows pegsol made it, and which process:
    /// a name of another form, or whose check is wrong, is not one.
    #[test]
    fn temporary_names_are_known_by_their_check() {
        let name = temporary_name();
        assert_eq!(temporary_maker(&name), Some(std::process::id()), "{name}");
        assert_ne!(temporary_name(), name);
        // The check by hand: the CRC-32C of "pegsol 42 0000002a".
        let check = crc32c::crc32c(b"pegsol 42 0000002a");
        assert_eq!(temporary_maker(&format!(".pegsol-42-0000002a-{check:08x}.tmp")), Some(42));
        for other in [
            format!(".pegsol-43-0000002a-{check:08x}.tmp"),
            format!(".pegsol-042-0000002a-{check:08x}.tmp"),
            format!(".pegsol-+42-0000002a-{check:08x}.tmp"),
            format!(".pegsol-42-0000002A-{check:08x}.tmp"),
            format!(".pegsol-42-0000002a-{check:08x}-0.tmp"),
            format!(".pegsol-42-0000002a-{check:08x}.tmp.bak"),
            format!("pegsol-42-0000002a-{check:08x}.tmp"),
            ".pegsol-a1B2c3.tmp".to_string(),
            ".pegsol-.tmp".to_string(),
            ".pegsol-99999999999-00000000-00000000.tmp".to_string(),
        ] {
            assert_eq!(temporary_maker(&other), None, "{other}");
        }
    }

    /// Only the temporary files of processes that are gone are removed:
    /// this process's stay, and so does anything else.
    #[test]
    fn only_abandoned_temporaries_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let mut ended = std::process::Command::new("true").spawn().unwrap();
        let gone = ended.id();
        ended.wait().unwrap();
        let name = |pid: u32, nonce: u32| format!(".pegsol-{pid}-{nonce:08x}-{:08x}.tmp", name_check(pid, nonce));
        let abandoned = dir.path().join(name(gone, 1));
        let ours = dir.path().join(name(std::process::id(), 2));
        let users = dir.path().join(".pegsol-notes.tmp");
        for path in [&abandoned, &ours, &users] {
            std::fs::write(path, b"half").unwrap();
        }
        std::fs::create_dir(dir.path().join(name(gone, 3))).unwrap();
        assert_eq!(remove_abandoned_temporaries(dir.path()).unwrap(), vec![abandoned.clone()]);
        assert!(!abandoned.exists() && ours.exists() && users.exists());
        assert!(dir.path().join(name(gone, 3)).is_dir());
    }

    /// A file held (a lock file) is recorded until it is let go.
    #[test]
    fn held_files_are_recorded_until_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("checkpoint.lock");
        record_held(&path);
        assert!(HELD.lock().unwrap().contains(&path));
        forget_held(&path);
        assert!(!HELD.lock().unwrap().contains(&path));
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
