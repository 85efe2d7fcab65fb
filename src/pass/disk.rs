//! Layers on disk: written a block at a time in top order, read back a
//! group at a time.
//!
//! A layer file holds its shards ([`Block::encode_shard`]) in top order, so
//! each group (the shards whose tops agree above the group shift) is one
//! run of bytes; after them comes an index (each group's offset, length and
//! positions, then every top) and a 16-byte trailer: the index's offset and
//! a magic tag. A checkpoint keeps finished layer files; every other layer
//! file is temporary and removed when dropped, on an error, and (through
//! [`remove_temporary_files`], which the command-line program calls on
//! SIGINT and SIGTERM) on a signal.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;

use rayon::prelude::*;

use super::shard::Block;
use crate::weight::{decode_varint, encode_varint, Weight};

const MAGIC: &[u8; 8] = b"PEGSOLL1";

/// Layer files being written, and temporary ones: what a signal removes.
static TEMPORARY: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes every temporary layer file (and checkpoint layer still being
/// written) and returns their paths. No layer file can be created after it
/// returns: it is meant for a signal handler about to end the process.
pub fn remove_temporary_files() -> Vec<PathBuf> {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    let removed: Vec<PathBuf> = files.drain(..).filter(|path| std::fs::remove_file(path).is_ok()).collect();
    // Held until the process ends, so no new file appears.
    std::mem::forget(files);
    removed
}

/// One layer file, removed when dropped unless it was kept.
struct LayerFile {
    path: PathBuf,
    file: File,
    kept: bool,
}

impl LayerFile {
    /// A new temporary file in `dir`.
    fn create(dir: &Path) -> std::io::Result<LayerFile> {
        let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
        let (file, path) = tempfile::Builder::new()
            .prefix("pegsol-layer-")
            .suffix(".bin")
            .tempfile_in(dir)?
            .keep()
            .map_err(|e| e.error)?;
        files.push(path.clone());
        Ok(LayerFile { path, file, kept: false })
    }

    /// A kept file opened for reading.
    fn open(path: &Path) -> std::io::Result<LayerFile> {
        Ok(LayerFile { path: path.to_path_buf(), file: File::open(path)?, kept: true })
    }

    /// Renames the file to `path` and keeps it past the process.
    fn keep_as(&mut self, path: &Path) -> std::io::Result<()> {
        self.file.sync_all()?;
        std::fs::rename(&self.path, path)?;
        if let Some(dir) = path.parent() {
            File::open(dir)?.sync_all()?;
        }
        unregister(&self.path);
        self.path = path.to_path_buf();
        self.kept = true;
        Ok(())
    }
}

fn unregister(path: &Path) {
    TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner).retain(|p| p != path);
}

impl Drop for LayerFile {
    fn drop(&mut self) {
        if !self.kept {
            let _ = std::fs::remove_file(&self.path);
            unregister(&self.path);
        }
    }
}

/// Where one group's shards are in a layer file.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct GroupEntry {
    pub offset: u64,
    pub len: u64,
    pub positions: u64,
}

/// A layer on disk.
pub(super) struct OnDisk {
    file: LayerFile,
    groups: Vec<GroupEntry>,
    tops: Vec<u64>,
    positions: u64,
    bytes: u64,
}

impl OnDisk {
    pub fn path(&self) -> &Path {
        &self.file.path
    }

    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// Bytes of shard data in the file.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    pub fn tops(&self) -> &[u64] {
        &self.tops
    }

    pub fn group(&self, group: usize) -> GroupEntry {
        self.groups.get(group).copied().unwrap_or_default()
    }

    /// Reads one group's shards.
    pub fn read_group<W: Weight>(&self, group: usize) -> std::io::Result<Block<W>> {
        let mut block = Block::default();
        self.read_group_into(group, &mut block)?;
        Ok(block)
    }

    /// Reads one group's shards into `block`, reusing its memory (and, for
    /// the bytes read, a buffer kept by the calling thread).
    pub fn read_group_into<W: Weight>(&self, group: usize, block: &mut Block<W>) -> std::io::Result<()> {
        thread_local! {
            static BYTES: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        let entry = self.group(group);
        BYTES.with_borrow_mut(|buffer| {
            // Only what the buffer grows by is cleared: clearing every
            // group's bytes before reading them cost a memset a byte read.
            let len = entry.len as usize;
            if buffer.len() < len {
                buffer.resize(len, 0);
            }
            let bytes = &mut buffer[..len];
            self.file.file.read_exact_at(bytes, entry.offset)?;
            let positions = usize::try_from(entry.positions).unwrap_or(0);
            let decoded = block.decode_into(bytes, positions);
            // The largest group read stays allocated on each thread; drop
            // a buffer far larger than this group's.
            if buffer.len() > 4 * len.max(1 << 20) {
                *buffer = Vec::new();
            }
            if decoded {
                Ok(())
            } else {
                Err(corrupt(&self.file.path))
            }
        })
    }

    /// Reads the whole layer, a block a group.
    pub fn read_all<W: Weight>(&self) -> std::io::Result<Vec<Block<W>>> {
        (0..self.groups.len())
            .into_par_iter()
            .filter(|&g| self.groups[g].positions > 0)
            .map(|g| self.read_group(g))
            .collect()
    }

    /// Opens a layer file written by [`Writer::finish`], for a board with
    /// `groups` groups.
    pub fn open(path: &Path, groups: usize) -> std::io::Result<OnDisk> {
        let file = LayerFile::open(path)?;
        let len = file.file.metadata()?.len();
        let mut trailer = [0u8; 16];
        if len < 16 {
            return Err(corrupt(path));
        }
        file.file.read_exact_at(&mut trailer, len - 16)?;
        let index_at = u64::from_le_bytes(trailer[..8].try_into().expect("8 bytes"));
        if &trailer[8..] != MAGIC || index_at > len - 16 {
            return Err(corrupt(path));
        }
        let mut index = vec![0; (len - 16 - index_at) as usize];
        file.file.read_exact_at(&mut index, index_at)?;
        let (entries, tops) = read_index(&index, groups).ok_or_else(|| corrupt(path))?;
        let positions = entries.iter().map(|e| e.positions).sum();
        Ok(OnDisk { file, groups: entries, tops, positions, bytes: index_at })
    }
}

fn corrupt(path: &Path) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, format!("{} is not a pegsol layer file", path.display()))
}

fn read_index(mut input: &[u8], groups: usize) -> Option<(Vec<GroupEntry>, Vec<u64>)> {
    let mut read = || -> Option<u64> { u64::try_from(decode_varint(&mut input)?).ok() };
    let mut entries = vec![GroupEntry::default(); groups];
    for _ in 0..read()? {
        let group = usize::try_from(read()?).ok()?;
        let entry = GroupEntry { offset: read()?, len: read()?, positions: read()? };
        *entries.get_mut(group)? = entry;
    }
    let count = read()?;
    let mut tops = Vec::with_capacity(count.min(1 << 24) as usize);
    let mut top = 0u64;
    for i in 0..count {
        let gap = read()?;
        top = if i == 0 { gap } else { top.checked_add(gap)?.checked_add(1)? };
        tops.push(top);
    }
    Some((entries, tops))
}

/// A run of one group's shards in an encoded block: the group, where its
/// bytes end in the block's encoding, and its positions.
type GroupRun = (usize, usize, u64);

/// Buffers of encoded bytes kept for reuse once written: a step's worth (a
/// step from disk is built as 64 blocks on two threads).
const SPARE_BUFFERS: usize = 64;

/// A block encoded for a layer file ([`Block::encode_shard`]).
pub(super) struct Encoded {
    bytes: Vec<u8>,
    runs: Vec<GroupRun>,
    tops: Vec<u64>,
}

/// Encodes blocks for one layer file, on the threads that built them, into
/// buffers its writer gives back once their bytes are written: fresh
/// buffers cost a page fault and a cleared page every 4 KiB (a layer's
/// worth of bytes each layer).
#[derive(Clone)]
pub(super) struct Encoder {
    group_shift: u32,
    spare: Arc<Mutex<Vec<Vec<u8>>>>,
}

impl Encoder {
    pub fn encode<W: Weight>(&self, block: &Block<W>) -> Encoded {
        let spare = self.spare.lock().unwrap_or_else(PoisonError::into_inner).pop();
        let mut bytes = spare.unwrap_or_default();
        bytes.reserve(block.len() * 6 + 64);
        let mut runs: Vec<GroupRun> = Vec::new();
        for (s, shard) in block.shards().enumerate() {
            let group = (shard.top >> self.group_shift) as usize;
            block.encode_shard(s, &mut bytes);
            match runs.last_mut() {
                Some((g, end, positions)) if *g == group => {
                    *end = bytes.len();
                    *positions += shard.lows.len() as u64;
                }
                _ => runs.push((group, bytes.len(), shard.lows.len() as u64)),
            }
        }
        Encoded { bytes, runs, tops: block.tops().to_vec() }
    }
}

/// Writes a layer to disk as it is built, in top order. The blocks are
/// encoded on the threads that built them ([`Encoder`]) and the bytes
/// written on a thread of their own ([`Background`]) while the next step is
/// built: written in line, they left a core idle for each step's write
/// (about 3 % of the T8 corner's CPU time, all of it on one thread).
pub(super) struct Writer {
    out: Background,
    file: LayerFile,
    encoder: Encoder,
    written: u64,
    groups: Vec<GroupEntry>,
    tops: Vec<u64>,
}

impl Writer {
    /// A writer to a new temporary file in `dir`, for a board with `groups`
    /// groups of tops `group_shift` bits below them.
    pub fn create(dir: &Path, groups: usize, group_shift: u32) -> std::io::Result<Writer> {
        let file = LayerFile::create(dir)?;
        let encoder = Encoder { group_shift, spare: Arc::default() };
        let out = Background::start(file.file.try_clone()?, Arc::clone(&encoder.spare));
        Ok(Writer { out, file, encoder, written: 0, groups: vec![GroupEntry::default(); groups], tops: Vec::new() })
    }

    pub fn path(&self) -> &Path {
        &self.file.path
    }

    /// The encoder of the blocks this writer takes.
    pub fn encoder(&self) -> &Encoder {
        &self.encoder
    }

    /// Appends encoded blocks that follow every block pushed before in top
    /// order.
    pub fn push(&mut self, encoded: Vec<Encoded>) -> std::io::Result<()> {
        for block in &encoded {
            let mut start = 0;
            for &(group, end, positions) in &block.runs {
                let entry = &mut self.groups[group];
                if entry.positions == 0 {
                    entry.offset = self.written + start as u64;
                }
                entry.len += (end - start) as u64;
                entry.positions += positions;
                start = end;
            }
            self.written += block.bytes.len() as u64;
            self.tops.extend_from_slice(&block.tops);
        }
        self.out.send(encoded.into_iter().map(|block| block.bytes).collect())
    }

    /// Writes the index and closes the file; `keep_as` renames it there and
    /// keeps it past the process (a checkpoint), otherwise it stays
    /// temporary.
    pub fn finish(mut self, keep_as: Option<&Path>) -> std::io::Result<OnDisk> {
        let mut index = Vec::new();
        let filled: Vec<(usize, &GroupEntry)> =
            self.groups.iter().enumerate().filter(|(_, e)| e.positions > 0).collect();
        encode_varint(filled.len() as u128, &mut index);
        for (group, entry) in filled {
            for value in [group as u64, entry.offset, entry.len, entry.positions] {
                encode_varint(u128::from(value), &mut index);
            }
        }
        encode_varint(self.tops.len() as u128, &mut index);
        for (i, &top) in self.tops.iter().enumerate() {
            let gap = if i == 0 { top } else { top - self.tops[i - 1] - 1 };
            encode_varint(u128::from(gap), &mut index);
        }
        index.extend_from_slice(&self.written.to_le_bytes());
        index.extend_from_slice(MAGIC);
        let mut out = self.out.stop()?;
        out.write_all(&index)?;
        out.flush()?;
        drop(out);
        if let Some(path) = keep_as {
            self.file.keep_as(path)?;
        }
        let positions = self.groups.iter().map(|e| e.positions).sum();
        Ok(OnDisk { file: self.file, groups: self.groups, tops: self.tops, positions, bytes: self.written })
    }
}

/// The thread that writes a layer file's bytes, in the order they are sent.
/// At most one push waits in its channel beside the one being written, so
/// the bytes in flight stay within two steps' worth.
struct Background {
    sender: Option<SyncSender<Vec<Vec<u8>>>>,
    thread: Option<JoinHandle<std::io::Result<BufWriter<File>>>>,
}

impl Background {
    fn start(file: File, spare: Arc<Mutex<Vec<Vec<u8>>>>) -> Background {
        let (sender, receiver) = sync_channel::<Vec<Vec<u8>>>(1);
        let thread = std::thread::spawn(move || {
            let mut out = BufWriter::with_capacity(1 << 20, file);
            for chunks in receiver {
                for mut bytes in chunks {
                    out.write_all(&bytes)?;
                    bytes.clear();
                    let mut spare = spare.lock().unwrap_or_else(PoisonError::into_inner);
                    if spare.len() < SPARE_BUFFERS {
                        spare.push(bytes);
                    }
                }
            }
            Ok(out)
        });
        Background { sender: Some(sender), thread: Some(thread) }
    }

    /// Queues bytes to be written after those sent before; an error of an
    /// earlier write is returned here.
    fn send(&mut self, chunks: Vec<Vec<u8>>) -> std::io::Result<()> {
        let sender = self.sender.as_ref().ok_or_else(stopped)?;
        match sender.send(chunks) {
            Ok(()) => Ok(()),
            // The thread ended early: only an error of a write does that.
            Err(_) => Err(self.stop().err().unwrap_or_else(stopped)),
        }
    }

    /// Waits until every byte sent is written, and returns the file.
    fn stop(&mut self) -> std::io::Result<BufWriter<File>> {
        self.sender = None;
        let thread = self.thread.take().ok_or_else(stopped)?;
        thread.join().unwrap_or_else(|_| Err(std::io::Error::other("the thread writing a layer file panicked")))
    }
}

impl Drop for Background {
    /// An abandoned layer: the writes queued end before the file goes.
    fn drop(&mut self) {
        if self.thread.is_some() {
            let _ = self.stop();
        }
    }
}

fn stopped() -> std::io::Error {
    std::io::Error::other("the layer file's writer has stopped")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(tops: &[u64]) -> Block<u64> {
        let mut block = Block::default();
        for &top in tops {
            let (lows, weights) = block.open();
            for k in 0..(top % 5 + 1) as u16 {
                lows.push(k * 3);
                weights.push(top << 20 | u64::from(k));
            }
            block.close_shard(top);
        }
        block
    }

    /// A write that fails on the writer's thread is reported, by a later
    /// push or at the end, never lost.
    #[test]
    fn a_failed_write_is_reported() {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let mut out = Background::start(full, Arc::default());
        let sent = (0..3).map(|_| out.send(vec![vec![7; 4 << 20]])).collect::<std::io::Result<Vec<()>>>();
        assert!(sent.is_err() || out.stop().is_err());
    }

    /// A layer written to disk reads back whole, by group and after
    /// reopening it from its index; a temporary file is gone once dropped.
    #[test]
    fn a_layer_written_to_disk_reads_back_by_group() {
        let dir = tempfile::tempdir().unwrap();
        let (shift, groups) = (4, 8);
        let blocks = [block(&[1, 2, 17]), block(&[18, 40, 41, 42]), block(&[100, 127])];
        let mut writer = Writer::create(dir.path(), groups, shift).unwrap();
        let encode =
            |writer: &Writer, blocks: &[Block<u64>]| blocks.iter().map(|b| writer.encoder().encode(b)).collect();
        writer.push(encode(&writer, &blocks[..2])).unwrap();
        writer.push(encode(&writer, &blocks[2..])).unwrap();
        let temporary = writer.path().to_path_buf();
        let layer = writer.finish(None).unwrap();
        assert_eq!(layer.tops(), [1, 2, 17, 18, 40, 41, 42, 100, 127]);
        let by_group: Vec<u64> = (0..groups).map(|g| layer.group(g).positions).collect();
        assert_eq!(by_group, [5, 7, 6, 0, 0, 0, 1, 3]);
        let group1: Block<u64> = layer.read_group(1).unwrap();
        assert_eq!(group1.tops(), [17, 18]);
        assert_eq!(group1.shard(1).weights, blocks[1].shard(0).weights);
        let all: Vec<Block<u64>> = layer.read_all().unwrap();
        let tops: Vec<u64> = all.iter().flat_map(|b| b.tops().iter().copied()).collect();
        assert_eq!(tops, layer.tops());
        drop(layer);
        assert!(!temporary.exists(), "a temporary layer file is removed when dropped");

        let mut writer = Writer::create(dir.path(), groups, shift).unwrap();
        writer.push(encode(&writer, &blocks)).unwrap();
        let kept = dir.path().join("layer.bin");
        let layer = writer.finish(Some(&kept)).unwrap();
        let entries: Vec<GroupEntry> = (0..groups).map(|g| layer.group(g)).collect();
        drop(layer);
        let reopened = OnDisk::open(&kept, groups).unwrap();
        assert_eq!((0..groups).map(|g| reopened.group(g)).collect::<Vec<_>>(), entries);
        assert_eq!(reopened.tops(), [1, 2, 17, 18, 40, 41, 42, 100, 127]);
        assert_eq!(reopened.read_group::<u64>(6).unwrap(), block(&[100]));
        std::fs::write(&kept, b"not a layer").unwrap();
        assert!(OnDisk::open(&kept, groups).is_err());
    }
}
