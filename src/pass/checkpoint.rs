//! Checkpoints: every finished layer kept on disk with the running totals,
//! so that a pass stopped by a crash, a signal or a sleeping laptop resumes
//! from its last finished layer and gives the same report.
//!
//! A checkpoint directory holds `checkpoint.json` and the layer file it
//! names (`layer-<pegs>.bin`, see [`super::disk`]). The manifest records
//! the run it belongs to (the caller's command, the program version, the
//! board, direction, seeds, reduction and weight of the pass) and is
//! refused for any other run. It is replaced atomically (a temporary file
//! renamed over it) only once its layer file is complete on disk, so a
//! stop at any moment leaves a usable checkpoint. Counts and totals are
//! stored exactly ([`Weight::encode`], in hexadecimal), and the float
//! growth estimate by its bits, so a resumed pass repeats every decision
//! the uninterrupted one would take.
//!
//! A worker of a [distributed](super::distributed) pass keeps one layer
//! more: its workers may stop one layer apart, so the manifest replaced is
//! kept as `checkpoint-previous.json` with its layer file until every
//! worker has saved the next layer, and a restarted cluster resumes from
//! the last layer every worker finished.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use itertools::Itertools;
use serde_json::{json, Value};

use super::disk::OnDisk;
use super::store::{Layer, Store};
use super::tally::{LayerSize, Walk};
use super::{Job, LayerDone, Limits, PassError, Run, Running};
use crate::position::Position;
use crate::weight::Weight;

const MANIFEST: &str = "checkpoint.json";

/// The manifest before the last, kept by a worker of a distributed pass.
const PREVIOUS: &str = "checkpoint-previous.json";

/// A checkpoint read back.
pub(super) struct Saved<T> {
    pub running: Running<T>,
    pub widenings: u32,
    pub pegs: u32,
    file: PathBuf,
}

/// The last two layers a worker of a distributed pass saved.
pub(super) struct LastTwo<T> {
    pub last: Saved<T>,
    pub previous: Option<Saved<T>>,
}

/// The checkpoint's layout: raised when the manifest changes, so that a
/// checkpoint an older build wrote is refused as another run's rather than
/// read as damaged. (2: the manifest keeps the positions of every layer;
/// 3: a start fixed by more than one mirror is reduced by its whole
/// stabilizer, in a renumbering of the holes.)
const FORMAT: u32 = 3;

/// What a checkpoint of a pass must match: the caller's run, the program
/// version and checkpoint format, and the pass itself (with the weight it
/// starts with).
pub(super) fn identity<W: Weight>(job: &Job<'_>, limits: &Limits) -> String {
    let run = limits.checkpoint.as_ref().map_or("", |c| c.run.as_str());
    let positions = |list: &[Position]| list.iter().map(|p| format!("{:x}", p.0)).collect::<Vec<_>>().join(",");
    let seeds: Vec<String> = job
        .seeds
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.is_empty())
        .map(|(k, s)| format!("{k}:{}", positions(s)))
        .collect();
    let board = &job.board;
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
        job.direction,
        seeds.join(" "),
        job.fixed.as_deref().map_or("none".to_string(), positions),
        std::any::type_name::<W>(),
    )
}

impl Run<'_> {
    fn checkpoint_error(&self, reason: impl Into<String>) -> PassError {
        let dir = self.limits.checkpoint.as_ref().map(|c| c.dir.clone()).unwrap_or_default();
        PassError::Checkpoint { dir, reason: reason.into() }
    }

    /// The checkpoint to resume from, if the pass has one and may resume.
    pub(super) fn saved<W: Weight>(&self) -> Result<Option<Saved<W::Total>>, PassError> {
        let saved = self.read_saved::<W>(MANIFEST)?;
        if saved.is_some() {
            // A layer the stopped run was writing is of no use.
            self.remove_files(is_unfinished_layer)?;
        }
        Ok(saved)
    }

    /// The checkpoint of a worker of a distributed pass: the last layer it
    /// saved and the one before, if it still has it.
    pub(super) fn saved_two<W: Weight>(&self) -> Result<Option<LastTwo<W::Total>>, PassError> {
        let Some(last) = self.saved::<W>()? else { return Ok(None) };
        Ok(Some(LastTwo { last, previous: self.read_saved::<W>(PREVIOUS)? }))
    }

    /// Makes the manifest before the last the checkpoint again (the
    /// cluster resumes from it, or builds the last layer again), or none if
    /// there was none before.
    pub(super) fn step_back(&self) -> Result<(), PassError> {
        let Some(checkpoint) = &self.limits.checkpoint else { return Ok(()) };
        let (previous, last) = (checkpoint.dir.join(PREVIOUS), checkpoint.dir.join(MANIFEST));
        let stepped = if previous.exists() { std::fs::rename(previous, last) } else { std::fs::remove_file(last) };
        stepped.map_err(|e| self.checkpoint_error(format!("cannot go back to {PREVIOUS}: {e}")))
    }

    /// Removes the manifest before the last and its layer file, once every
    /// worker has saved the last.
    pub(super) fn forget_previous(&self) -> Result<(), PassError> {
        let Some(checkpoint) = &self.limits.checkpoint else { return Ok(()) };
        let previous = checkpoint.dir.join(PREVIOUS);
        let Ok(text) = std::fs::read_to_string(&previous) else { return Ok(()) };
        let name = |text: &str| -> Option<String> {
            Some(serde_json::from_str::<Value>(text).ok()?["layer"].as_str()?.to_string())
        };
        let last = std::fs::read_to_string(checkpoint.dir.join(MANIFEST)).ok().and_then(|t| name(&t));
        let remove = || -> std::io::Result<()> {
            if let Some(layer) = name(&text).filter(|layer| Some(layer) != last.as_ref() && !layer.contains('/')) {
                match std::fs::remove_file(checkpoint.dir.join(layer)) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
                    _ => {}
                }
            }
            std::fs::remove_file(&previous)
        };
        remove().map_err(|e| self.checkpoint_error(format!("cannot remove {PREVIOUS}: {e}")))
    }

    /// A manifest read back, if the file is there and belongs to this run.
    fn read_saved<W: Weight>(&self, file: &str) -> Result<Option<Saved<W::Total>>, PassError> {
        let Some(checkpoint) = &self.limits.checkpoint else { return Ok(None) };
        if !W::STORABLE {
            return Err(PassError::CannotStore);
        }
        let path = checkpoint.dir.join(file);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(self.checkpoint_error(format!("cannot read {file}: {e}"))),
        };
        if !checkpoint.resume {
            return Err(
                self.checkpoint_error("holds a checkpoint; add --resume to continue it, or empty the directory")
            );
        }
        let manifest: Value =
            serde_json::from_str(&text).map_err(|e| self.checkpoint_error(format!("{file} is damaged: {e}")))?;
        let theirs = manifest["run"].as_str().unwrap_or("");
        let ours = &self.identity;
        if theirs != ours {
            return Err(self.checkpoint_error(format!("belongs to another run ({theirs}), not this one ({ours})")));
        }
        let saved = read_manifest(&manifest, self.job.board.hole_count(), &checkpoint.dir)
            .ok_or_else(|| self.checkpoint_error(format!("{file} is damaged")))?;
        Ok(Some(saved))
    }

    /// Records the running totals after the layer with `pegs` pegs, kept
    /// at `file`, and removes the layer files of earlier layers.
    pub(super) fn save<T: Weight>(&self, running: &Running<T>, pegs: u32, file: &Path) -> Result<(), PassError> {
        let Some(checkpoint) = &self.limits.checkpoint else { return Ok(()) };
        let hex = |t: &T| {
            let mut bytes = Vec::new();
            t.encode(&mut bytes);
            bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
        };
        let tally = &running.tally;
        let manifest = json!({
            "run": self.identity,
            "layer": file.file_name().map(|n| n.to_string_lossy().into_owned()),
            "pegs": pegs,
            "widenings": running.widenings,
            "layers_done": running.done,
            "growth_bits": format!("{:x}", running.growth.to_bits()),
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
        // A worker of a distributed pass keeps the manifest it replaces,
        // and its layer, until every worker has saved this one.
        let shared = self.part.workers > 1;
        let write = || -> std::io::Result<()> {
            let mut kept = vec![file.file_name().map(ToOwned::to_owned)];
            let last = checkpoint.dir.join(MANIFEST);
            if shared && last.exists() {
                let text = std::fs::read_to_string(&last)?;
                let layer =
                    serde_json::from_str::<Value>(&text).ok().and_then(|m| m["layer"].as_str().map(String::from));
                kept.push(layer.map(Into::into));
                // Linked, not renamed: the manifest stays in place until the
                // new one replaces it, so a stop in between leaves one.
                let previous = checkpoint.dir.join(PREVIOUS);
                match std::fs::remove_file(&previous) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
                    _ => {}
                }
                std::fs::hard_link(&last, previous)?;
            }
            let mut temporary = tempfile::NamedTempFile::new_in(&checkpoint.dir)?;
            temporary.write_all(serde_json::to_string_pretty(&manifest)?.as_bytes())?;
            temporary.as_file().sync_all()?;
            temporary.persist(&last).map_err(|e| e.error)?;
            for entry in std::fs::read_dir(&checkpoint.dir)? {
                let path = entry?.path();
                if is_layer_file(&path) && !kept.contains(&path.file_name().map(ToOwned::to_owned)) {
                    std::fs::remove_file(&path)?;
                }
            }
            Ok(())
        };
        write().map_err(|e| self.checkpoint_error(format!("cannot write it: {e}")))
    }

    /// Goes on from a checkpoint, in the weight it had widened to.
    pub(super) fn resume<W: Weight>(
        &self,
        widenings: u32,
        saved: Saved<W::Total>,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Walk<W::Total>, PassError> {
        if widenings > 0 {
            return self.resume::<W::Wider>(widenings - 1, saved, progress);
        }
        let layer = self.reopen::<W>(&saved, progress)?;
        self.drive(layer, saved.running, progress)
    }

    /// The layer a checkpoint kept, read in if it fits in memory.
    pub(super) fn reopen<W: Weight>(
        &self,
        saved: &Saved<W::Total>,
        progress: &mut dyn FnMut(LayerDone),
    ) -> Result<Layer<W>, PassError> {
        let disk = OnDisk::open(&saved.file, self.split.groups()).map_err(|e| PassError::disk(&saved.file, e))?;
        let layer = Layer::<W> { pegs: saved.pegs, store: Store::OnDisk(disk) };
        let layer = self.settle(layer, saved.running.growth)?;
        let on_disk = matches!(layer.store, Store::OnDisk(_));
        progress(LayerDone {
            layers: saved.running.done,
            of: self.of,
            positions: layer.len(),
            on_disk,
            parent_reads: 0,
            exchanged: 0,
        });
        Ok(layer)
    }

    /// Removes a finished pass's checkpoint: its report is complete.
    pub(super) fn finish_checkpoint(&self) -> Result<(), PassError> {
        self.remove_files(|path| {
            is_layer_file(path)
                || is_unfinished_layer(path)
                || path.file_name().is_some_and(|n| n == MANIFEST || n == PREVIOUS)
        })
    }

    /// Removes the files of the checkpoint directory that `which` picks.
    fn remove_files(&self, which: impl Fn(&Path) -> bool) -> Result<(), PassError> {
        let Some(checkpoint) = &self.limits.checkpoint else { return Ok(()) };
        let remove = || -> std::io::Result<()> {
            for entry in std::fs::read_dir(&checkpoint.dir)? {
                let path = entry?.path();
                if which(&path) {
                    std::fs::remove_file(&path)?;
                }
            }
            Ok(())
        };
        remove().map_err(|e| self.checkpoint_error(format!("cannot remove its files: {e}")))
    }
}

/// Whether `path` names a checkpoint's layer file.
fn is_layer_file(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("layer-") && n.ends_with(".bin"))
}

/// Whether `path` names a layer file a stopped run was writing.
fn is_unfinished_layer(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("pegsol-layer-"))
}

fn read_manifest<T: Weight>(manifest: &Value, holes: usize, dir: &Path) -> Option<Saved<T>> {
    let unhex = |text: &str| -> Option<T> {
        let bytes: Vec<u8> = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
            .collect::<Option<_>>()?;
        let mut input = &bytes[..];
        let value = T::decode(&mut input)?;
        input.is_empty().then_some(value)
    };
    let number = |key: &str| manifest[key].as_str()?.parse::<u64>().ok();
    let terminal: BTreeMap<u32, T> = manifest["terminal"]
        .as_object()?
        .iter()
        .map(|(k, v)| Some((k.parse().ok()?, unhex(v.as_str()?)?)))
        .collect::<Option<_>>()?;
    let count = |v: &Value| v.as_str()?.parse::<u64>().ok();
    let by_pegs: BTreeMap<u32, LayerSize> = manifest["by_pegs"]
        .as_object()?
        .iter()
        .map(|(k, v)| {
            let [positions, up_to_symmetry] = v.as_array()?.as_slice() else { return None };
            Some((k.parse().ok()?, LayerSize { positions: count(positions)?, up_to_symmetry: count(up_to_symmetry)? }))
        })
        .collect::<Option<_>>()?;
    let by_hole: Vec<T> = manifest["by_hole"].as_array()?.iter().map(|v| unhex(v.as_str()?)).collect::<Option<_>>()?;
    if by_hole.len() != holes {
        return None;
    }
    let name = manifest["layer"].as_str()?;
    let file = dir.join(name);
    if !is_layer_file(&file) || name.contains('/') {
        return None;
    }
    let running = Running {
        tally: Walk { positions: number("positions")?, by_pegs, moves: number("moves")?, terminal, by_hole },
        done: usize::try_from(manifest["layers_done"].as_u64()?).ok()?,
        growth: f64::from_bits(u64::from_str_radix(manifest["growth_bits"].as_str()?, 16).ok()?),
        widenings: u32::try_from(manifest["widenings"].as_u64()?).ok()?,
    };
    Some(Saved { widenings: running.widenings, running, pegs: u32::try_from(manifest["pegs"].as_u64()?).ok()?, file })
}
