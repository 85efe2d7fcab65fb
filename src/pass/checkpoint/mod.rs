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
//! are ever removed: those its manifests name, a layer file it was
//! writing when it stopped (known by its header), and the temporary file
//! of a manifest a killed run had not yet renamed (known by its name,
//! which carries a check: [`files::remove_abandoned_temporaries`]); a
//! file of the user's that merely looks like one stays.
//!
//! A worker of a [distributed](super::distributed) pass keeps one layer
//! more: its workers may stop one layer apart, so the manifest replaced is
//! kept as `checkpoint-previous.json` with its layer file until every
//! worker has saved the next layer, and a restarted cluster resumes from
//! the last layer every worker finished. It is checked as the manifest is.

mod identity;
mod lock;
mod manifest;

use std::path::Path;
use std::sync::PoisonError;

use serde_json::{json, Value};

use super::disk::{weight_id, OnDisk, Stamp};
use super::{Carried, Checkpoint, Direction, PassError, Span};
use crate::board::Board;
use crate::files;
use crate::position::Position;
use crate::weight::Weight;

pub use identity::RunIdentity;
pub use lock::DirectoryLock;
use lock::{lock, remove_if_there, unlock, HELD};
use manifest::{is_layer_name, read_manifest, seal, unseal, Fields};

const MANIFEST: &str = "checkpoint.json";

/// The manifest before the last, kept by a worker of a distributed pass.
const PREVIOUS: &str = "checkpoint-previous.json";

/// A manifest is a few kilobytes: anything over this is not one.
const MANIFEST_CAP: u64 = 1 << 20;

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
/// without a checkpoint), and the pass itself: its board's drawing,
/// direction, `seeds` by peg count, the positions its reduction fixes and
/// the weight it starts with ([`RunIdentity`]).
pub(super) fn identity<W: Weight>(
    run: &str,
    board: &Board,
    direction: Direction,
    seeds: &[Vec<Position>],
    fixed: Option<&[Position]>,
) -> RunIdentity {
    let positions = |list: &[Position]| list.iter().map(|p| format!("{:x}", p.0)).collect::<Vec<_>>().join(",");
    let seeds: Vec<String> =
        seeds.iter().enumerate().filter(|(_, s)| !s.is_empty()).map(|(k, s)| format!("{k}:{}", positions(s))).collect();
    RunIdentity::new(run, board)
        .with("direction", format!("{direction:?}"))
        .with("seeds", seeds.join(" "))
        .with("reduction", fixed.map_or("none".to_string(), positions))
        .with("weight", std::any::type_name::<W>())
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
    /// The directory is this run's from here on (see [`lock`](fn@lock)).
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
        // The manifest goes first, then its layer: a stop in between leaves
        // a layer file no manifest names, which the next start tidies away,
        // never a manifest naming a layer that is gone (a SIGKILL there made
        // a resumed cluster refuse the checkpoint).
        let remove = || -> std::io::Result<()> {
            let layer = layer_named(&previous).filter(|layer| Some(layer) != last.as_ref());
            remove_if_there(&previous)?;
            match layer {
                Some(layer) => remove_ours(&checkpoint.dir.join(layer), self.run_hash()),
                None => Ok(()),
            }
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
                let format = RunIdentity::format_of;
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
        // The manifests go first, then their layers: a stop in between
        // leaves layer files no manifest names, which the next start
        // tidies away (by their headers), never a manifest naming a layer
        // that is gone (a SIGKILL there left a checkpoint every resume
        // refused: the crash loop of tests/it/crash.rs found it).
        let remove = || -> std::io::Result<()> {
            for (path, ..) in &manifests {
                remove_if_there(path)?;
            }
            for (_, run, layer) in &manifests {
                if let Some(layer) = layer {
                    remove_ours(&self.dir.join(layer), *run)?;
                }
            }
            unlock(&self.dir)
        };
        remove().map_err(|e| error(format!("cannot remove its files: {e}")))
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
