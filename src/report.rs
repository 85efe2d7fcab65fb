//! The `count` report as JSON, both ways: written by `pegsol count --format
//! json` ([`to_json`]) and read back ([`from_json`], [`read_dir`]) by
//! `table --from` and `prove --from`, or by any program that reads the
//! reports a long count left behind. One module owns the format, so what is
//! written is what can be read.
//!
//! Keys come in a fixed order, counts are decimal strings (they outgrow
//! every JSON number), random-play chances are numbers. A report counted by
//! the reverse pass ends with `"pass": "reverse"`. Reading takes a report
//! of one board from one empty hole and skips any other JSON (another
//! board's, an estimate's, a table's): a count report is the one whose
//! `games` is one exact count, a decimal string.
//!
//! ```
//! use pegsol::{forward, report, Board, CountedBy, Reduction};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let (empty, naming) = t4.parse_holes("2").unwrap();
//! let stats = forward(&t4, t4.with_empty(&empty), Reduction::Symmetry);
//! let json = report::to_json(&t4, &empty, naming, &stats, CountedBy::Forward);
//! // Seed 002: from hole 2 of T4, 93 games, 14 of them solutions, all at hole 3.
//! assert_eq!(json["games"], "93");
//! assert_eq!(json["solutions_by_finish"]["3"], "14");
//! let (read, by) = report::from_json(&t4, &json).unwrap().expect("a count report of T4 from one hole");
//! assert_eq!((read.games().to_string(), read.solutions().to_string()), ("93".into(), "14".into()));
//! assert_eq!(by, CountedBy::Forward);
//! // An estimate's games are not one exact count: not a count report.
//! let estimate = serde_json::json!({ "board": "T4", "start": ["2"], "games": 93.4 });
//! assert!(report::from_json(&t4, &estimate).unwrap().is_none());
//! ```

use std::collections::BTreeMap;
use std::io;
use std::num::ParseIntError;
use std::path::{Path, PathBuf};

use num_bigint::{BigUint, TryFromBigIntError};
use num_traits::Zero;
use serde_json::{json, Map, Value};

use crate::board::{Board, BoardError, Hole, Naming};
use crate::files;
use crate::forward::ForwardStats;
use crate::pass::LayerSize;
use crate::reverse::CountedBy;

/// The largest report read: a count report is a few kilobytes (a table
/// of T8, the largest JSON file pegsol writes, under 50 KB).
pub const MAX_BYTES: u64 = 16 << 20;

/// A count report read back: the figures of one single-vacancy start and
/// how they were computed, as [`crate::prove_from`] takes them.
#[derive(Clone, Debug)]
pub struct CountReport {
    /// Where the report comes from (its file name), for messages and for
    /// the certificate's header.
    pub name: String,
    /// The figures.
    pub stats: ForwardStats,
    /// The pass that computed them.
    pub by: CountedBy,
}

/// What is wrong with the JSON of a count report ([`from_json`]).
#[derive(Debug, thiserror::Error)]
pub enum FormatError {
    /// A count that is not a decimal string.
    #[error("a count is not a decimal string")]
    NotDecimal,
    /// No start hole.
    #[error("no start")]
    NoStart,
    /// A key that should hold an object is missing or holds something else.
    #[error("no {key:?}")]
    NoObject {
        /// The key.
        key: &'static str,
    },
    /// A hole name the board does not have.
    #[error(transparent)]
    Hole(#[from] BoardError),
    /// A number of pegs that is not a whole number.
    #[error(transparent)]
    Pegs(#[from] ParseIntError),
    /// A count of positions or moves beyond 64 bits.
    #[error(transparent)]
    TooLarge(#[from] TryFromBigIntError<BigUint>),
    /// A random-play chance that is not a number.
    #[error("a chance is not a number")]
    NotAChance,
    /// Figures of the report that contradict each other: a total that is
    /// not the sum of its parts.
    #[error("{key} says {claimed}, but {actual}")]
    Inconsistent {
        /// The key whose figure is at odds.
        key: &'static str,
        /// What it says.
        claimed: String,
        /// What its parts sum to.
        actual: String,
    },
    /// A pass other than `forward` and `reverse`.
    #[error("unknown pass {pass:?}")]
    UnknownPass {
        /// The pass named.
        pass: String,
    },
}

/// Why the count reports of a folder cannot be read ([`read_dir`]).
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The folder cannot be listed.
    #[error("cannot list {}", dir.display())]
    Dir {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A `*.json` file cannot be read: beyond [`MAX_BYTES`], not
    /// UTF-8 text, or unreadable.
    #[error("{}", path.display())]
    File {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A report of the board whose figures cannot be read.
    #[error("{}: not a pegsol count report", path.display())]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: FormatError,
    },
    /// A report of the board counted by a pass pegsol does not know.
    #[error("{}: unknown pass {pass:?}", path.display())]
    UnknownPass {
        /// The file.
        path: PathBuf,
        /// The pass named.
        pass: String,
    },
}

/// The `count` report as JSON, keys in the documented order; a report
/// counted by the reverse pass ends with `"pass": "reverse"`, the only key
/// in which it differs from the forward pass's report.
#[must_use]
pub fn to_json(board: &Board, empty: &[Hole], naming: Naming, stats: &ForwardStats, by: CountedBy) -> Value {
    let by_pegs: Map<String, Value> =
        stats.games_by_pegs_left.iter().map(|(k, count)| (k.to_string(), json!(count.to_string()))).collect();
    let by_finish: Map<String, Value> = board
        .holes()
        .filter(|h| !stats.solutions_by_finish[h.index()].is_zero())
        .map(|h| (board.hole_name(h, naming), json!(stats.solutions_by_finish[h.index()].to_string())))
        .collect();
    let random: Map<String, Value> =
        stats.random_play_pegs_left.iter().map(|(k, p)| (k.to_string(), json!(p))).collect();
    let layers = |size: fn(&LayerSize) -> u64| -> Map<String, Value> {
        stats.positions_by_pegs.iter().map(|(k, layer)| (k.to_string(), json!(size(layer).to_string()))).collect()
    };
    let start: Vec<String> = empty.iter().map(|&h| board.hole_name(h, naming)).collect();
    let mut report = json!({
        "board": board.name(),
        "start": start,
        "positions": stats.positions.to_string(),
        "positions_by_pegs": layers(|l| l.positions),
        "canonical_positions_by_pegs": layers(|l| l.up_to_symmetry),
        "moves": stats.moves.to_string(),
        "games": stats.games().to_string(),
        "games_by_pegs_left": by_pegs,
        "solutions_by_finish": by_finish,
        "max_pegs_left": stats.max_pegs_left(),
        "min_game_jumps": stats.min_game_jumps(),
        "random_play_pegs_left": random,
        "win_share_of_games": stats.win_share_of_games(),
    });
    if by == CountedBy::Reverse {
        report["pass"] = json!("reverse");
    }
    report
}

/// The figures of a count report of `board` from one empty hole, and the
/// pass that computed them; `None` for any other JSON: another board's
/// report, one from several holes, or one whose games are not one exact
/// count (an estimate's, a table's), which sit beside count reports in a
/// results folder. Exact random-play chances are not in the report, so
/// `random_play_exact` is `None`; reports written before the layers were
/// reported have no `positions_by_pegs`.
pub fn from_json(board: &Board, json: &Value) -> Result<Option<(ForwardStats, CountedBy)>, FormatError> {
    let counted = json["games"].is_string();
    if !counted || json["board"] != board.name() || json["start"].as_array().is_none_or(|s| s.len() != 1) {
        return Ok(None);
    }
    let stats = stats(board, json)?;
    let by = match json.get("pass").and_then(Value::as_str) {
        None | Some("forward") => CountedBy::Forward,
        Some("reverse") => CountedBy::Reverse,
        Some(other) => return Err(FormatError::UnknownPass { pass: other.to_string() }),
    };
    Ok(Some((stats, by)))
}

/// The figures of one count report.
fn stats(board: &Board, json: &Value) -> Result<ForwardStats, FormatError> {
    let count = |v: &Value| -> Result<BigUint, FormatError> {
        v.as_str().and_then(|s| s.parse().ok()).ok_or(FormatError::NotDecimal)
    };
    let number = |v: &Value| -> Result<u64, FormatError> { Ok(u64::try_from(count(v)?)?) };
    let object = |key: &'static str| json[key].as_object().ok_or(FormatError::NoObject { key });
    let start = json["start"][0].as_str().ok_or(FormatError::NoStart)?;
    let start = board.with_empty(&[board.parse_hole(start)?]);
    let mut solutions_by_finish = vec![BigUint::default(); board.hole_count()];
    for (hole, value) in object("solutions_by_finish")? {
        solutions_by_finish[board.parse_hole(hole)?.index()] = count(value)?;
    }
    let games_by_pegs_left: BTreeMap<u32, BigUint> = object("games_by_pegs_left")?
        .iter()
        .map(|(k, v)| Ok((k.parse()?, count(v)?)))
        .collect::<Result<_, FormatError>>()?;
    let random_play_pegs_left: BTreeMap<u32, f64> = object("random_play_pegs_left")?
        .iter()
        .map(|(k, v)| Ok((k.parse()?, v.as_f64().ok_or(FormatError::NotAChance)?)))
        .collect::<Result<_, FormatError>>()?;
    // Reports written before the layers were reported have none.
    let mut positions_by_pegs: BTreeMap<u32, LayerSize> = BTreeMap::new();
    /// A JSON key and the count of a layer it holds.
    type Field = (&'static str, fn(&mut LayerSize) -> &mut u64);
    let fields: [Field; 2] =
        [("positions_by_pegs", |l| &mut l.positions), ("canonical_positions_by_pegs", |l| &mut l.up_to_symmetry)];
    for (key, field) in fields {
        for (pegs, value) in json[key].as_object().into_iter().flatten() {
            *field(positions_by_pegs.entry(pegs.parse()?).or_default()) = number(value)?;
        }
    }
    let stats = ForwardStats {
        start,
        positions: number(&json["positions"])?,
        positions_by_pegs,
        moves: number(&json["moves"])?,
        games_by_pegs_left,
        solutions_by_finish,
        random_play_pegs_left,
        random_play_exact: None,
    };
    check_sums(&stats, &count(&json["games"])?)?;
    Ok(stats)
}

/// The totals of a report read back are the sums of their parts: the games
/// of the games by pegs left, the games ending with one peg of the
/// solutions by finish, the positions of the positions by pegs (where the
/// report has them), and no layer has more positions up to symmetry than
/// in all.
fn check_sums(stats: &ForwardStats, games: &BigUint) -> Result<(), FormatError> {
    let differ = |key, claimed: &dyn ToString, actual: String| {
        Err(FormatError::Inconsistent { key, claimed: claimed.to_string(), actual })
    };
    if stats.games() != *games {
        return differ("games", games, format!("its games by pegs left sum to {}", stats.games()));
    }
    let solutions: BigUint = stats.solutions_by_finish.iter().sum();
    let one_peg = stats.games_by_pegs_left.get(&1).cloned().unwrap_or_default();
    if solutions != one_peg {
        return differ("games_by_pegs_left", &one_peg, format!("its solutions by finish sum to {solutions}"));
    }
    let positions: u64 = stats.positions_by_pegs.values().map(|layer| layer.positions).sum();
    if !stats.positions_by_pegs.is_empty() && positions != stats.positions {
        return differ("positions", &stats.positions, format!("its positions by pegs sum to {positions}"));
    }
    if let Some((pegs, _)) = stats.positions_by_pegs.iter().find(|(_, layer)| layer.up_to_symmetry > layer.positions) {
        return differ("canonical_positions_by_pegs", pegs, "it has more positions than in all".to_string());
    }
    Ok(())
}

/// The count reports of `board` from one empty hole in `dir` (its `*.json`
/// files that [`from_json`] takes; other JSON is skipped), in file-name
/// order, each named by its file name. Each is read as every file a user
/// names is ([`crate::files`]): a `*.json` that is not a regular file (a
/// FIFO, a link to a device) is skipped without opening it, one larger than
/// [`MAX_BYTES`] is an error.
pub fn read_dir(board: &Board, dir: &Path) -> Result<Vec<CountReport>, ReadError> {
    let unlisted = |source| ReadError::Dir { dir: dir.to_path_buf(), source };
    let mut paths = std::fs::read_dir(dir)
        .map_err(unlisted)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(unlisted)?;
    paths.sort();
    let mut reports = Vec::new();
    for path in paths {
        if path.extension().is_none_or(|e| e != "json") || !path.is_file() {
            continue;
        }
        let text = match files::read_text(&path, MAX_BYTES) {
            Ok(text) => text,
            Err(source) => return Err(ReadError::File { path, source }),
        };
        let Ok(json) = serde_json::from_str::<Value>(&text) else { continue };
        let (stats, by) = match from_json(board, &json) {
            Ok(Some(read)) => read,
            Ok(None) => continue,
            Err(FormatError::UnknownPass { pass }) => return Err(ReadError::UnknownPass { path, pass }),
            Err(source) => return Err(ReadError::Format { path, source }),
        };
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        reports.push(CountReport { name, stats, by });
    }
    Ok(reports)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forward::forward;
    use crate::pass::Reduction;

    /// T5 from A (seed 003: 29,760 solutions), written and read back by
    /// each pass: every figure the report holds comes back.
    #[test]
    fn a_report_reads_back_as_written() {
        let t5 = Board::triangle(5).unwrap();
        let (empty, naming) = t5.parse_holes("A").unwrap();
        let stats = forward(&t5, t5.with_empty(&empty), Reduction::Symmetry);
        assert_eq!(stats.solutions().to_string(), "29760");
        for by in [CountedBy::Forward, CountedBy::Reverse] {
            let json = to_json(&t5, &empty, naming, &stats, by);
            // Through text, as a file holds it.
            let text = serde_json::to_string_pretty(&json).unwrap();
            let (read, read_by) = from_json(&t5, &serde_json::from_str(&text).unwrap()).unwrap().unwrap();
            assert_eq!(read_by, by);
            assert_eq!(read.start, stats.start);
            assert_eq!((read.positions, read.moves), (stats.positions, stats.moves));
            assert_eq!(read.positions_by_pegs, stats.positions_by_pegs);
            assert_eq!(read.games_by_pegs_left, stats.games_by_pegs_left);
            assert_eq!(read.solutions_by_finish, stats.solutions_by_finish);
            // Chances are written to the shortest digits that give them
            // back, but serde_json (without its `float_roundtrip` feature)
            // reads some of them one unit in the last place off.
            assert!(read.random_play_pegs_left.keys().eq(stats.random_play_pegs_left.keys()));
            for (pegs, chance) in &stats.random_play_pegs_left {
                let back = read.random_play_pegs_left[pegs];
                assert!((back - chance).abs() <= chance * f64::EPSILON, "{pegs} pegs: {back} read, {chance} written");
            }
            assert!(read.random_play_exact.is_none());
        }
    }

    #[test]
    fn other_json_is_skipped_and_a_broken_report_named() {
        let t4 = Board::triangle(4).unwrap();
        let (empty, naming) = t4.parse_holes("2").unwrap();
        let stats = forward(&t4, t4.with_empty(&empty), Reduction::Symmetry);
        let report = to_json(&t4, &empty, naming, &stats, CountedBy::Forward);
        let with = |key: &str, value: Value| {
            let mut changed = report.clone();
            changed[key] = value;
            from_json(&t4, &changed)
        };
        // Not a count report of T4 from one hole: skipped.
        assert!(with("games", json!(93)).unwrap().is_none());
        assert!(with("board", json!("T5")).unwrap().is_none());
        assert!(with("start", json!(["2", "3"])).unwrap().is_none());
        // A count report with something wrong: the error says what.
        let error = |key: &str, value: Value| with(key, value).unwrap_err().to_string();
        assert_eq!(error("moves", json!(40)), "a count is not a decimal string");
        assert!(matches!(with("moves", json!("18446744073709551616")), Err(FormatError::TooLarge(_))));
        assert_eq!(error("games_by_pegs_left", json!([])), "no \"games_by_pegs_left\"");
        assert_eq!(error("start", json!([2])), "no start");
        assert_eq!(error("pass", json!("sideways")), "unknown pass \"sideways\"");
        assert!(matches!(with("start", json!(["Z"])), Err(FormatError::Hole(_))));
        // Totals that are not the sums of their parts (issue 61).
        let sum_of = |key: &str| {
            report[key].as_object().unwrap().values().map(|v| v.as_str().unwrap().parse::<u64>().unwrap()).sum::<u64>()
        };
        let games = sum_of("games_by_pegs_left");
        assert_eq!(
            error("games", json!((games + 1).to_string())),
            format!("games says {}, but its games by pegs left sum to {games}", games + 1)
        );
        let mut finishes = report["solutions_by_finish"].clone();
        let (hole, solutions) = finishes
            .as_object()
            .unwrap()
            .iter()
            .next()
            .map(|(h, v)| (h.clone(), v.as_str().unwrap().parse::<u64>().unwrap()))
            .unwrap();
        finishes[&hole] = json!((solutions + 1).to_string());
        assert!(error("solutions_by_finish", finishes).starts_with("games_by_pegs_left says "));
        let positions = sum_of("positions_by_pegs");
        assert!(error("positions", json!((positions + 1).to_string()))
            .ends_with(&format!("its positions by pegs sum to {positions}")));
    }
}
