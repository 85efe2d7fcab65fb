//! Checkpoints: every finished layer kept on disk with the running totals,
//! so that a pass stopped by a crash, a signal or a sleeping laptop resumes
//! from its last finished layer and gives the same report.
//!
//! A checkpoint directory holds `checkpoint.json` (the manifest), the layer
//! file it names (`layer-<pegs>-XXXXXX.bin`, see [`super::disk`]) and
//! `checkpoint.lock`. The manifest records the run it belongs to (the
//! caller's command, the program version, the board, direction, seeds,
//! reduction and weight of the pass) and is refused for any other run. It
//! is replaced atomically (a temporary file renamed over it) only once its
//! layer file is complete on disk, so a stop at any moment leaves a usable
//! checkpoint. Counts and totals are stored exactly ([`Weight::encode`], in
//! hexadecimal), and the float growth estimate by its bits, so a resumed
//! pass repeats every decision the uninterrupted one would take.
//!
//! Everything read back is checked before any work: the manifest against
//! its CRC-32C (`checksum`) and for its own consistency (its layer count,
//! peg count and positions by layer agree); the layer file against the
//! manifest (the run, the layer and the weight its header records, its seal
//! and positions) and every group of it against its checksum. Damage is
//! refused with one line naming the file and what is wrong, and nothing is
//! removed.
//!
//! A directory belongs to one run at a time: a run holds an advisory lock
//! on `checkpoint.lock` (which names its process) until it ends or removes
//! its checkpoint, and another run is refused. Only files this run wrote
//! are ever removed: those its manifests name, and a layer file it was
//! writing when it stopped (known by its header); a file of the user's that
//! merely looks like one stays.
//!
//! A worker of a [distributed](super::distributed) pass keeps one layer
//! more: its workers may stop one layer apart, so the manifest replaced is
//! kept as `checkpoint-previous.json` with its layer file until every
//! worker has saved the next layer, and a restarted cluster resumes from
//! the last layer every worker finished. It is checked as the manifest is.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use itertools::Itertools;
use serde_json::{json, Map, Value};

use super::disk::{weight_id, OnDisk, Stamp};
use super::tally::{LayerSize, Walk};
use super::{Carried, Checkpoint, Direction, PassError, Span};
use crate::board::Board;
use crate::files;
use crate::position::Position;
use crate::weight::Weight;

const MANIFEST: &str = "checkpoint.json";

/// The manifest before the last, kept by a worker of a distributed pass.
const PREVIOUS: &str = "checkpoint-previous.json";

/// The file a run holds its lock on, naming its process.
const LOCK: &str = "checkpoint.lock";

/// A manifest is a few kilobytes: anything over this is not one.
const MANIFEST_CAP: u64 = 1 << 20;

/// More widenings than there are wider weights: a manifest saying so is
/// damaged.
const MAX_WIDENINGS: u32 = 8;

/// The checkpoint's layout: raised when the manifest changes, so that a
/// checkpoint an older build wrote is refused as another run's rather than
/// read as damaged. (2: the manifest keeps the positions of every layer;
/// 3: a start fixed by more than one mirror is reduced by its whole
/// stabilizer, in a renumbering of the holes; 4: checksums, the layer's
/// seal and positions in the manifest, stamped layer files under names of
/// their own.)
const FORMAT: u32 = 4;

/// A checkpoint read back, its layer file open and checked.
pub(super) struct Saved<T> {
    pub carried: Carried<T>,
    pub widenings: u32,
    pub pegs: u32,
    pub layer: OnDisk,
}

/// The last two layers a worker of a distributed pass saved.
pub(super) struct LastTwo<T> {
    pub last: Saved<T>,
    pub previous: Option<Saved<T>>,
}

/// What a checkpoint of a pass must match: the caller's `run` (empty
/// without a checkpoint), the program version and checkpoint format, and
/// the pass itself: its board, direction, `seeds` by peg count, the
/// positions its reduction fixes and the weight it starts with.
pub(super) fn identity<W: Weight>(
    run: &str,
    board: &Board,
    direction: Direction,
    seeds: &[Vec<Position>],
    fixed: Option<&[Position]>,
) -> String {
    let positions = |list: &[Position]| list.iter().map(|p| format!("{:x}", p.0)).collect::<Vec<_>>().join(",");
    let seeds: Vec<String> =
        seeds.iter().enumerate().filter(|(_, s)| !s.is_empty()).map(|(k, s)| format!("{k}:{}", positions(s))).collect();
    // A drawn board is named by its file, whose drawing may change between
    // runs: its holes are part of what a checkpoint must match.
    let board = match board.triangle_side() {
        Some(_) => board.name(),
        None => format!(
            "{} ({} lattice, holes {})",
            board.name(),
            board.lattice().name(),
            board.holes().map(|h| format!("{},{}", board.coordinates(h).row, board.coordinates(h).col)).join(" ")
        ),
    };
    format!(
        "pegsol {} checkpoint {FORMAT} | {run} | {:?} on {board} | seeds {} | reduction {} | {}",
        env!("CARGO_PKG_VERSION"),
        direction,
        seeds.join(" "),
        fixed.map_or("none".to_string(), positions),
        std::any::type_name::<W>(),
    )
}

/// The checkpoint of one run: where the caller keeps it and whether it
/// resumes ([`Checkpoint`]), the identity its files must match, and what
/// the layer it resumes from must agree with.
pub(super) struct RunCheckpoint<'a> {
    pub settings: &'a Checkpoint,
    /// What the checkpoint must match ([`identity`]).
    pub identity: String,
    /// Whether the caller removes it once the pass is done.
    pub keep_finished: bool,
    /// Whether the run is a worker of a distributed pass, which keeps one
    /// layer more and stores only its own shards.
    pub shared: bool,
    /// The layers the pass goes through.
    pub span: Span,
    /// Holes on the board.
    pub holes: usize,
    /// Groups of a layer file.
    pub groups: usize,
    /// The order of the symmetry group the pass stores one position of
    /// each orbit of.
    pub order: u64,
}

impl RunCheckpoint<'_> {
    fn checkpoint_error(&self, reason: impl Into<String>) -> PassError {
        PassError::Checkpoint { dir: self.settings.dir.clone(), reason: reason.into() }
    }

    /// The CRC-32C of this run's identity, which its layer files record.
    fn run_hash(&self) -> u32 {
        crc32c::crc32c(self.identity.as_bytes())
    }

    /// The checkpoint to resume from, if there is one and the pass may
    /// resume.
    /// The directory is this run's from here on (see [`lock`]).
    pub(super) fn saved<W: Weight>(&self) -> Result<Option<Saved<W::Total>>, PassError> {
        self.lock()?;
        let saved = self.read_saved::<W>(MANIFEST)?;
        self.tidy()?;
        Ok(saved)
    }

    /// The checkpoint of a worker of a distributed pass: the last layer it
    /// saved and the one before, if it still has it.
    pub(super) fn saved_two<W: Weight>(&self) -> Result<Option<LastTwo<W::Total>>, PassError> {
        self.lock()?;
        let two = match self.read_saved::<W>(MANIFEST)? {
            Some(last) => Some(LastTwo { last, previous: self.read_saved::<W>(PREVIOUS)? }),
            None => None,
        };
        self.tidy()?;
        Ok(two)
    }

    fn lock(&self) -> Result<(), PassError> {
        lock(&self.settings.dir).map_err(|reason| self.checkpoint_error(reason))
    }

    /// Removes the layer files of this run that no manifest names: the one
    /// a stopped run was writing, or one it stepped back from. A file is
    /// this run's by its header, not by its name.
    fn tidy(&self) -> Result<(), PassError> {
        let checkpoint = self.settings;
        let named: Vec<String> =
            [MANIFEST, PREVIOUS].iter().filter_map(|m| layer_named(&checkpoint.dir.join(m))).collect();
        let run = self.run_hash();
        let tidy = || -> std::io::Result<()> {
            for entry in std::fs::read_dir(&checkpoint.dir)? {
                let entry = entry?;
                let name = entry.file_name();
                let Some(name) = name.to_str() else { continue };
                let like_ours =
                    (name.starts_with("layer-") || name.starts_with("pegsol-layer-")) && name.ends_with(".bin");
                if like_ours && !named.iter().any(|n| n == name) && entry.file_type()?.is_file() {
                    remove_ours(&entry.path(), run)?;
                }
            }
            Ok(())
        };
        tidy().map_err(|e| self.checkpoint_error(format!("cannot remove an unfinished layer file: {e}")))
    }

    /// Makes the manifest before the last the checkpoint again (the
    /// cluster resumes from it, or builds the last layer again), or none if
    /// there was none before; the last layer's file goes.
    pub(super) fn step_back(&self) -> Result<(), PassError> {
        let checkpoint = self.settings;
        let (previous, last) = (checkpoint.dir.join(PREVIOUS), checkpoint.dir.join(MANIFEST));
        let (abandoned, back_to) = (layer_named(&last), layer_named(&previous));
        let step = || -> std::io::Result<()> {
            if previous.exists() {
                std::fs::rename(&previous, &last)?;
            } else {
                std::fs::remove_file(&last)?;
            }
            match abandoned.filter(|layer| Some(layer) != back_to.as_ref()) {
                Some(layer) => remove_ours(&checkpoint.dir.join(layer), self.run_hash()),
                None => Ok(()),
            }
        };
        step().map_err(|e| self.checkpoint_error(format!("cannot go back to {PREVIOUS}: {e}")))
    }

    /// Removes the manifest before the last and its layer file, once every
    /// worker has saved the last.
    pub(super) fn forget_previous(&self) -> Result<(), PassError> {
        let checkpoint = self.settings;
        let previous = checkpoint.dir.join(PREVIOUS);
        if !previous.exists() {
            return Ok(());
        }
        let last = layer_named(&checkpoint.dir.join(MANIFEST));
        let remove = || -> std::io::Result<()> {
            if let Some(layer) = layer_named(&previous).filter(|layer| Some(layer) != last.as_ref()) {
                remove_ours(&checkpoint.dir.join(layer), self.run_hash())?;
            }
            remove_if_there(&previous)
        };
        remove().map_err(|e| self.checkpoint_error(format!("cannot remove {PREVIOUS}: {e}")))
    }

    /// A manifest read back and checked, with its layer file, if the
    /// manifest is there and belongs to this run.
    fn read_saved<W: Weight>(&self, file: &str) -> Result<Option<Saved<W::Total>>, PassError> {
        let checkpoint = self.settings;
        if !W::STORABLE {
            return Err(PassError::CannotStore);
        }
        let path = checkpoint.dir.join(file);
        let text = match files::read_text(&path, MANIFEST_CAP) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(self.checkpoint_error(format!("cannot read {file}: {e}"))),
        };
        if !checkpoint.resume {
            return Err(
                self.checkpoint_error("holds a checkpoint; add --resume to continue it, or empty the directory")
            );
        }
        let damaged = |reason: String| self.checkpoint_error(format!("{file} is damaged: {reason}"));
        let ours = &self.identity;
        let manifest =
            unseal(&text).or_else(|reason| {
                // A manifest an older build wrote, in another format, is
                // another run's, not a damaged one.
                let value: Value = serde_json::from_str(&text).map_err(|_| damaged(reason.clone()))?;
                let theirs = value["run"].as_str().unwrap_or("");
                let format = |identity: &str| identity.split(" | ").next().unwrap_or("").to_string();
                match theirs != ours && !theirs.is_empty() && format(theirs) != format(ours) {
                    true => Err(self
                        .checkpoint_error(format!("{file} belongs to another run ({theirs}), not this one ({ours})"))),
                    false => Err(damaged(reason)),
                }
            })?;
        let theirs = manifest.get("run").and_then(Value::as_str).unwrap_or("");
        if theirs != ours {
            return Err(
                self.checkpoint_error(format!("{file} belongs to another run ({theirs}), not this one ({ours})"))
            );
        }
        let fields = read_manifest::<W::Total>(&manifest, self.holes).map_err(damaged)?;
        self.check_totals(&fields).map_err(damaged)?;
        let name = &fields.layer;
        let layer = OnDisk::open(&checkpoint.dir.join(name), self.groups).map_err(|e| {
            self.checkpoint_error(match e.kind() {
                std::io::ErrorKind::NotFound => format!("{name}, the layer file {file} names, is missing"),
                std::io::ErrorKind::InvalidData => format!("{name} is damaged: {e}"),
                _ => format!("cannot read {name}: {e}"),
            })
        })?;
        let expected =
            Stamp { run: self.run_hash(), pegs: fields.pegs, weight: weight_after::<W>(fields.carried.widenings) };
        self.check_layer(&fields, &layer, expected)
            .map_err(|reason| self.checkpoint_error(format!("{name} does not match {file}: {reason}")))?;
        layer.verify().map_err(|e| self.checkpoint_error(format!("{name} is damaged: {e}")))?;
        Ok(Some(Saved { widenings: fields.carried.widenings, pegs: fields.pegs, carried: fields.carried, layer }))
    }

    /// Whether a manifest's totals are those of this pass after its layer:
    /// the layers done, the peg counts met and the positions by peg count.
    fn check_totals<T>(&self, fields: &Fields<T>) -> Result<(), String> {
        let (first, last, pegs) = (self.span.first, self.span.last, fields.pegs);
        let (low, high) = match self.span.direction {
            Direction::Down => (last, first),
            Direction::Up => (first, last),
        };
        if !(low..=high).contains(&pegs) {
            return Err(format!("\"pegs\" is {pegs}, but the pass goes from {first} to {last} pegs"));
        }
        let done = first.abs_diff(pegs) as usize + 1;
        if fields.carried.done != done {
            return Err(format!(
                "\"layers_done\" is {}, but the layer with {pegs} pegs is the pass's layer {done}",
                fields.carried.done
            ));
        }
        let met = first.min(pegs)..=first.max(pegs);
        let tally = &fields.carried.tally;
        if let Some(other) = tally.by_pegs.keys().chain(tally.terminal.keys()).find(|k| !met.contains(k)) {
            return Err(format!("it has totals for {other} pegs, a layer the pass has not reached"));
        }
        if let Some((k, _)) = tally.by_pegs.iter().find(|(_, l)| l.positions == 0 || l.up_to_symmetry > l.positions) {
            return Err(format!("\"by_pegs\" gives impossible sizes for {k} pegs"));
        }
        let sum = tally.by_pegs.values().try_fold(0u64, |sum, l| sum.checked_add(l.positions));
        if sum != Some(tally.positions) {
            let sum = sum.map_or("more than 2^64".to_string(), |sum| sum.to_string());
            return Err(format!("\"positions\" is {}, but \"by_pegs\" adds up to {sum}", tally.positions));
        }
        Ok(())
    }

    /// Whether `layer` is the file a manifest was saved with: stamped
    /// `expected`, with the seal and positions the manifest records, and
    /// as many positions as the manifest's totals give its layer.
    fn check_layer<T>(&self, fields: &Fields<T>, layer: &OnDisk, expected: Stamp) -> Result<(), String> {
        let stamp = layer.stamp();
        if stamp.run != expected.run {
            return Err("it was written by another run".into());
        }
        if stamp.pegs != expected.pegs {
            return Err(format!("it holds the layer with {} pegs, not {}", stamp.pegs, expected.pegs));
        }
        if stamp.weight != expected.weight {
            return Err(format!("its counts are not in the width {} widenings give", fields.carried.widenings));
        }
        if layer.seal() != fields.layer_seal {
            return Err(format!("its seal is {:08x}, the manifest's {:08x}", layer.seal(), fields.layer_seal));
        }
        let stored = layer.positions();
        if stored != fields.layer_positions {
            return Err(format!("it holds {stored} positions, the manifest says {}", fields.layer_positions));
        }
        // Stored one per orbit of the pass's symmetry: a worker of a
        // distributed pass stores its part only.
        let (whole, order) = (!self.shared, self.order);
        let counted = fields.carried.tally.by_pegs.get(&fields.pegs).map_or(0, |l| l.positions);
        if counted < stored || (whole && counted > stored.saturating_mul(order)) {
            return Err(format!(
                "its {stored} positions (up to {order} symmetries) cannot be the {counted} that \"by_pegs\" gives"
            ));
        }
        Ok(())
    }

    /// Records the running totals after the layer with `pegs` pegs, kept
    /// in `layer`, and removes the layer file it replaces.
    pub(super) fn save<T: Weight>(&self, carried: &Carried<T>, pegs: u32, layer: &OnDisk) -> Result<(), PassError> {
        let checkpoint = self.settings;
        let hex = |t: &T| {
            let mut bytes = Vec::new();
            t.encode(&mut bytes);
            bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
        };
        let name = layer.path().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let tally = &carried.tally;
        let manifest = json!({
            "run": self.identity,
            "layer": name,
            "layer_positions": layer.positions().to_string(),
            "layer_seal": format!("{:08x}", layer.seal()),
            "pegs": pegs,
            "widenings": carried.widenings,
            "layers_done": carried.done,
            "growth_bits": format!("{:x}", carried.growth.to_bits()),
            "positions": tally.positions.to_string(),
            "by_pegs": tally
                .by_pegs
                .iter()
                .map(|(k, l)| (k.to_string(), json!([l.positions.to_string(), l.up_to_symmetry.to_string()])))
                .collect::<serde_json::Map<_, _>>(),
            "moves": tally.moves.to_string(),
            "terminal": tally.terminal.iter().map(|(k, t)| (k.to_string(), Value::from(hex(t)))).collect::<serde_json::Map<_, _>>(),
            "by_hole": tally.by_hole.iter().map(hex).collect::<Vec<_>>(),
        });
        let Value::Object(manifest) = manifest else { unreachable!("a JSON object") };
        let text = seal(manifest);
        // A worker of a distributed pass keeps the manifest it replaces,
        // and its layer, until every worker has saved this one.
        let shared = self.shared;
        let dir = &checkpoint.dir;
        let write = || -> std::io::Result<()> {
            let last = dir.join(MANIFEST);
            let mut kept = vec![name.clone()];
            let mut replaced = Vec::new();
            if shared && last.exists() {
                replaced.extend(layer_named(&dir.join(PREVIOUS)));
                kept.extend(layer_named(&last));
                // Linked, not renamed: the manifest stays in place until the
                // new one replaces it, so a stop in between leaves one.
                let previous = dir.join(PREVIOUS);
                remove_if_there(&previous)?;
                std::fs::hard_link(&last, previous)?;
            } else if !shared {
                replaced.extend(layer_named(&last));
            }
            files::write_atomically(&last, text.as_bytes())?;
            for old in replaced.iter().filter(|old| !kept.contains(old)) {
                remove_ours(&dir.join(old), self.run_hash())?;
            }
            Ok(())
        };
        write().map_err(|e| self.checkpoint_error(format!("cannot write it: {e}")))
    }

    /// After a pass failed: lets go of a checkpoint directory that holds
    /// no checkpoint, removing the lock file this run made (a directory
    /// with a manifest keeps it, beside the checkpoint it goes with).
    pub(super) fn let_go_if_empty(&self) {
        let checkpoint = self.settings;
        let held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
        let ours = checkpoint.dir.canonicalize().is_ok_and(|key| held.iter().any(|(d, _)| *d == key));
        drop(held);
        if ours && !checkpoint.dir.join(MANIFEST).exists() && !checkpoint.dir.join(PREVIOUS).exists() {
            let _ = unlock(&checkpoint.dir);
        }
    }

    /// Removes a finished pass's checkpoint, unless its caller removes it
    /// once its results are safe ([`super::Pass::keep_finished_checkpoint`]).
    pub(super) fn finish(&self) -> Result<(), PassError> {
        match self.keep_finished {
            true => Ok(()),
            false => self.settings.remove(),
        }
    }
}

impl Checkpoint {
    /// Removes the finished checkpoint of this run from its directory: the
    /// manifests, the layer files they name and the lock. Only files pegsol
    /// wrote for this run go; a checkpoint of another run, or a damaged
    /// one, is refused and left whole. Call it once the pass's results are
    /// safe (see [`super::Pass::keep_finished_checkpoint`]).
    ///
    /// # Errors
    ///
    /// [`PassError::Checkpoint`] if another process holds the directory,
    /// its manifest is damaged or another run's, or a file cannot be
    /// removed.
    pub fn remove(&self) -> Result<(), PassError> {
        let error = |reason: String| PassError::Checkpoint { dir: self.dir.clone(), reason };
        lock(&self.dir).map_err(error)?;
        let mut manifests = Vec::new();
        for file in [PREVIOUS, MANIFEST] {
            let path = self.dir.join(file);
            let text = match files::read_text(&path, MANIFEST_CAP) {
                Ok(text) => text,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(error(format!("cannot read {file}: {e}"))),
            };
            let manifest = unseal(&text).map_err(|reason| error(format!("{file} is damaged: {reason}")))?;
            let run = manifest.get("run").and_then(Value::as_str).unwrap_or("");
            if !run.contains(&format!(" | {} | ", self.run)) {
                return Err(error(format!("{file} belongs to another run ({run}); nothing was removed")));
            }
            let layer = manifest.get("layer").and_then(Value::as_str).filter(|n| is_layer_name(n)).map(String::from);
            manifests.push((path, crc32c::crc32c(run.as_bytes()), layer));
        }
        let remove = || -> std::io::Result<()> {
            for (_, run, layer) in &manifests {
                if let Some(layer) = layer {
                    remove_ours(&self.dir.join(layer), *run)?;
                }
            }
            for (path, ..) in &manifests {
                remove_if_there(path)?;
            }
            unlock(&self.dir)
        };
        remove().map_err(|e| error(format!("cannot remove its files: {e}")))
    }
}

/// The checkpoint directories whose lock this process holds, each with the
/// open lock file that holds it (closing it releases the lock).
static HELD: Mutex<Vec<(PathBuf, File)>> = Mutex::new(Vec::new());

/// Takes `dir` for this process: an exclusive advisory lock (flock) on its
/// `checkpoint.lock`, which then names this process. It is held until the
/// checkpoint is removed or the process ends, however it ends; a directory
/// another process holds is refused, naming it.
fn lock(dir: &Path) -> Result<(), String> {
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
        held.push((key, file));
        return Ok(());
    }
    Err(format!("its lock file {LOCK} keeps being replaced"))
}

/// The lock file, created if need be: a regular file, never a link.
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

fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Lets go of `dir`: its lock file is removed, then the lock released.
fn unlock(dir: &Path) -> std::io::Result<()> {
    let key = dir.canonicalize()?;
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(at) = held.iter().position(|(d, _)| *d == key) {
        let (_, file) = held.remove(at);
        remove_if_there(&key.join(LOCK))?;
        drop(file);
    }
    Ok(())
}

fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Removes the layer file at `path` if the run whose identity hashes to
/// `run` wrote it (its header says so); any other file stays.
fn remove_ours(path: &Path, run: u32) -> std::io::Result<()> {
    match Stamp::of(path) {
        Some(stamp) if stamp.run == run => remove_if_there(path),
        _ => Ok(()),
    }
}

/// Whether `name` is a layer file's name: `layer-....bin`, in the
/// directory itself.
fn is_layer_name(name: &str) -> bool {
    name.starts_with("layer-") && name.ends_with(".bin") && !name.contains(['/', '\\', '\0'])
}

/// The layer file the manifest at `path` names, read without the checks
/// of a resume (for removing files: only this run's are removed anyway).
fn layer_named(path: &Path) -> Option<String> {
    let text = files::read_text(path, MANIFEST_CAP).ok()?;
    let manifest: Value = serde_json::from_str(&text).ok()?;
    manifest["layer"].as_str().filter(|n| is_layer_name(n)).map(String::from)
}

/// The CRC-32C of the weight a pass starting in `W` has after `widenings`.
fn weight_after<W: Weight>(widenings: u32) -> u32 {
    match widenings {
        0 => weight_id::<W>(),
        _ => weight_after::<W::Wider>(widenings - 1),
    }
}

/// A manifest's text: its fields and their checksum, the CRC-32C of the
/// fields written compactly in order.
fn seal(mut manifest: Map<String, Value>) -> String {
    let crc = crc32c::crc32c(Value::Object(manifest.clone()).to_string().as_bytes());
    manifest.insert("checksum".into(), Value::from(format!("{crc:08x}")));
    serde_json::to_string_pretty(&Value::Object(manifest)).expect("strings and numbers") + "\n"
}

/// A manifest's fields, if its text is a JSON object whose checksum
/// matches them, written as pegsol writes it.
fn unseal(text: &str) -> Result<Map<String, Value>, String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON ({e})"))?;
    let Value::Object(mut manifest) = value else { return Err("not a JSON object".into()) };
    let stored = manifest.shift_remove("checksum").ok_or("it has no \"checksum\"")?;
    let crc = crc32c::crc32c(Value::Object(manifest.clone()).to_string().as_bytes());
    if stored.as_str() != Some(format!("{crc:08x}").as_str()) {
        return Err("its contents do not match its checksum".into());
    }
    // Byte for byte as written: a cut that leaves valid JSON, or any other
    // edit of the text, is damage too.
    if seal(manifest.clone()) != text {
        return Err("its text is not as pegsol wrote it".into());
    }
    Ok(manifest)
}

/// What a manifest records.
struct Fields<T> {
    carried: Carried<T>,
    pegs: u32,
    layer: String,
    layer_positions: u64,
    layer_seal: u32,
}

fn read_manifest<T: Weight>(manifest: &Map<String, Value>, holes: usize) -> Result<Fields<T>, String> {
    let bad = |key: &str| format!("\"{key}\" is missing or malformed");
    let field = |key: &str| manifest.get(key).ok_or_else(|| bad(key));
    let unhex = |text: &str| -> Option<T> {
        let bytes: Vec<u8> = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
            .collect::<Option<_>>()?;
        let mut input = &bytes[..];
        let value = T::decode(&mut input)?;
        input.is_empty().then_some(value)
    };
    let number = |key: &str| field(key)?.as_str().and_then(|t| t.parse::<u64>().ok()).ok_or_else(|| bad(key));
    let small = |key: &str| field(key)?.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| bad(key));
    let terminal: BTreeMap<u32, T> = field("terminal")?
        .as_object()
        .and_then(|o| o.iter().map(|(k, v)| Some((k.parse().ok()?, unhex(v.as_str()?)?))).collect::<Option<_>>())
        .ok_or_else(|| bad("terminal"))?;
    let count = |v: &Value| v.as_str()?.parse::<u64>().ok();
    let by_pegs: BTreeMap<u32, LayerSize> = field("by_pegs")?
        .as_object()
        .and_then(|o| {
            o.iter()
                .map(|(k, v)| {
                    let [positions, up_to_symmetry] = v.as_array()?.as_slice() else { return None };
                    let size = LayerSize { positions: count(positions)?, up_to_symmetry: count(up_to_symmetry)? };
                    Some((k.parse().ok()?, size))
                })
                .collect::<Option<_>>()
        })
        .ok_or_else(|| bad("by_pegs"))?;
    let by_hole: Vec<T> = field("by_hole")?
        .as_array()
        .and_then(|a| a.iter().map(|v| unhex(v.as_str()?)).collect::<Option<_>>())
        .filter(|v: &Vec<T>| v.len() == holes)
        .ok_or_else(|| bad("by_hole"))?;
    let layer = field("layer")?.as_str().filter(|n| is_layer_name(n)).ok_or_else(|| bad("layer"))?.to_string();
    let growth = field("growth_bits")?
        .as_str()
        .and_then(|t| u64::from_str_radix(t, 16).ok())
        .map(f64::from_bits)
        .filter(|g| g.is_finite() && *g >= 0.0)
        .ok_or_else(|| bad("growth_bits"))?;
    let widenings = small("widenings").ok().filter(|&w| w <= MAX_WIDENINGS).ok_or_else(|| bad("widenings"))?;
    let layer_seal = field("layer_seal")?
        .as_str()
        .filter(|t| t.len() == 8)
        .and_then(|t| u32::from_str_radix(t, 16).ok())
        .ok_or_else(|| bad("layer_seal"))?;
    let carried = Carried {
        tally: Walk { positions: number("positions")?, by_pegs, moves: number("moves")?, terminal, by_hole },
        done: small("layers_done")? as usize,
        growth,
        widenings,
    };
    Ok(Fields { carried, pegs: small("pegs")?, layer, layer_positions: number("layer_positions")?, layer_seal })
}
