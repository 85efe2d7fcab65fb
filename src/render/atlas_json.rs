//! The atlas as JSON (`pegsol fewest --each --format json`), written by
//! [`atlas_json`] and read back by [`atlas_from_json`] (`pegsol fewest
//! --each --from FILE`), so that a committed atlas renders in any format
//! without its searches: what is written is what is read.
//!
//! ```
//! use pegsol::render::{atlas_from_json, atlas_json, atlas_outcome_from_json, atlas_outcome_json, atlas_text};
//! use pegsol::{moves, Board, Naming, RunIdentity};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let atlas = moves::atlas(&t4, usize::MAX, &mut |_| {});
//! let json = atlas_json(&t4, &atlas, Naming::Numbers);
//! // OEIS A127500: 5 moves; seed 002: the problem is 2 -> 3 up to symmetry.
//! assert_eq!((json["problems"][0]["start"].as_str(), json["problems"][0]["moves"].as_u64()), (Some("2"), Some(5)));
//! assert!(json["problems"][0]["minimal_solutions"].is_string());
//! let (board, read) = atlas_from_json(&json).unwrap();
//! assert_eq!(atlas_text(&board, &read, Naming::Numbers), atlas_text(&t4, &atlas, Naming::Numbers));
//! assert_eq!(atlas_json(&board, &read, Naming::Numbers), json);
//! // One problem's outcome, as a checkpoint keeps it, reads back the same.
//! let pair = (atlas.problems[0].start, atlas.problems[0].finish);
//! let run = RunIdentity::new("fewest --each", &t4);
//! let outcome = atlas_outcome_json(&t4, &run, pair, Some(&atlas.problems[0]));
//! let (read_pair, problem) = atlas_outcome_from_json(&t4, &run, &outcome).unwrap();
//! assert_eq!((read_pair, problem.unwrap().jumps), (pair, atlas.problems[0].jumps.clone()));
//! // Another run's outcome (here: another board under the same name) is refused.
//! let redrawn = Board::from_drawing("T4", "lattice triangular\n o o\no o o\n o o\n  o o\n").unwrap();
//! let error = atlas_outcome_from_json(&t4, &RunIdentity::new("fewest --each", &redrawn), &outcome).unwrap_err();
//! assert!(error.to_string().starts_with("belongs to another run"));
//! ```

use num_bigint::BigUint;
use serde_json::{json, Value};

use crate::board::{Board, BoardError, Hole, Jump, Naming};
use crate::moves::{self, Atlas, AtlasProblem, MinimalCount, WithinMoves};
use crate::notation::{self, NotationError};
use crate::pass::RunIdentity;
use crate::position::Position;
use crate::symmetry::Group;

/// The atlas as JSON: `board`, `pair_classes`, `feasible`, `unsolvable`
/// (`[start, finish]` pairs), and `problems`, each with `start`, `finish`,
/// `merit` (the merit's bound between them), `moves` (`null` if a search
/// gave up), `at_least`, `proof` (`null` when the merit's bound is the
/// fewest, else the search within one move fewer: its `within`, whether it
/// `gave_up`, and positions per level `forward` and `backward` as decimal
/// strings), `minimal_solutions`, `symmetries` (fixing both holes) and
/// `up_to_symmetry` (decimal strings; `null` without a proven fewest),
/// `distinct_minimal` (the minimal solutions up to the order of their
/// moves and those symmetries, a move known by its effect, as G. I. Bell
/// counts them: a decimal string; `null` without a proven fewest or if the
/// count did not fit its room; absent from an atlas written before pegsol
/// counted it, which reads back as `null`), `count_levels` (positions per level of the count, forward and
/// backward), and `solution` (jumps as `from-over-to`); holes named in
/// `naming` (`pegsol fewest --each` gives [`Board::default_naming`] unless
/// `--names` says otherwise; [`atlas_from_json`] reads either).
#[must_use]
pub fn atlas_json(board: &Board, atlas: &Atlas, naming: Naming) -> Value {
    let hole = |h: Hole| board.hole_name(h, naming);
    json!({
        "board": board.name(),
        "pair_classes": atlas.pair_classes,
        "feasible": atlas.feasible,
        "unsolvable": atlas.unsolvable.iter().map(|&(s, f)| [hole(s), hole(f)]).collect::<Vec<_>>(),
        "problems": atlas.problems.iter().map(|p| problem_json(board, p, naming)).collect::<Vec<_>>(),
    })
}

/// One problem of the atlas as JSON, as [`atlas_json`] lists it.
fn problem_json(board: &Board, p: &AtlasProblem, naming: Naming) -> Value {
    let hole = |h: Hole| board.hole_name(h, naming);
    let strings = |levels: &[usize]| levels.iter().map(ToString::to_string).collect::<Vec<_>>();
    json!({
            "start": hole(p.start),
            "finish": hole(p.finish),
            "merit": p.merit,
            "moves": p.moves,
            "at_least": p.at_least,
            "proof": p.below.as_ref().map(|below| json!({
                "within": below.most,
                "gave_up": below.gave_up,
                "forward": strings(&below.forward),
                "backward": strings(&below.backward),
            })),
            "minimal_solutions": p.count.as_ref().map(|c| c.solutions.to_string()),
            "symmetries": p.count.as_ref().map(|c| c.symmetries),
            "up_to_symmetry": p.count.as_ref().map(|c| c.up_to_symmetry().to_string()),
            "distinct_minimal": p.distinct.map(|d| d.to_string()),
            "count_levels": p.count.as_ref().map(|c| json!({
                "forward": strings(&c.forward),
                "backward": strings(&c.backward),
            })),
            "solution": p.jumps.as_ref().map(|jumps| notation::jump_names(board, jumps, naming)),
    })
}

/// The outcome of one pair class of `board`'s atlas as JSON, for a
/// checkpoint of `pegsol fewest --each`: the `run` it belongs to (`run`,
/// which names the board's drawing, so that an outcome is never taken by
/// the run of a redrawn board), its `board`, the pair (`start`, `finish`),
/// and `problem`, as [`atlas_json`] lists it, or `null` when it is
/// unsolvable. Holes are always named as the board names them
/// ([`Board::default_naming`]), whatever `--names` the run was given: a
/// checkpoint is read back by the resumed run, which finds each pair's
/// file by its name (`START-FINISH.outcome`).
#[must_use]
pub fn atlas_outcome_json(
    board: &Board,
    run: &RunIdentity,
    (start, finish): (Hole, Hole),
    problem: Option<&AtlasProblem>,
) -> Value {
    let naming = board.default_naming();
    json!({
        "run": run.as_str(),
        "board": board.name(),
        "start": board.hole_name(start, naming),
        "finish": board.hole_name(finish, naming),
        "problem": problem.map(|p| problem_json(board, p, naming)),
    })
}

/// Reads back an outcome written by [`atlas_outcome_json`] for `board` in
/// the run `run`: its run must be `run` (whether the problem is solvable or
/// not, so that an unsolvable outcome, which has no witness to replay, is
/// never taken by another run), its problem is checked as
/// [`atlas_from_json`] checks one (its witness replayed), and its pair is
/// one of the board's feasible pair classes by its first pair, the
/// problem's own.
///
/// # Errors
///
/// [`AtlasFormatError`], naming the key at fault, or
/// [`AtlasFormatError::AnotherRun`].
pub fn atlas_outcome_from_json(
    board: &Board,
    run: &RunIdentity,
    json: &Value,
) -> Result<((Hole, Hole), Option<AtlasProblem>), AtlasFormatError> {
    let theirs = json["run"].as_str().unwrap_or("none recorded (an older pegsol's)");
    if theirs != run.as_str() {
        return Err(AtlasFormatError::AnotherRun { theirs: theirs.to_string(), ours: run.to_string() });
    }
    let name =
        json["board"].as_str().ok_or(AtlasFormatError::Missing { key: "board".into(), what: "a board's name" })?;
    agree("board", name, board.name().as_str(), "the atlas is of")?;
    let pair = (hole(board, &json["start"], "start")?, hole(board, &json["finish"], "finish")?);
    if !moves::atlas_pairs(board).1.contains(&pair) {
        let naming = board.default_naming();
        let what = format!("{} -> {} is not one", board.hole_name(pair.0, naming), board.hole_name(pair.1, naming));
        return Err(AtlasFormatError::Classes { what });
    }
    let problem = nullable(json, "", "problem", "an object or null")?
        .map(|problem| problem_from_json(board, &Group::full(board), problem, "problem."))
        .transpose()?;
    if let Some(problem) = &problem {
        let naming = board.default_naming();
        let name = |(s, f): (Hole, Hole)| format!("{} -> {}", board.hole_name(s, naming), board.hole_name(f, naming));
        agree("problem", name((problem.start, problem.finish)), name(pair), "its pair is")?;
    }
    Ok((pair, problem))
}

/// The file of a pair's outcome in an atlas's checkpoint:
/// `START-FINISH.outcome`, in the board's own names whatever `--names`
/// says (as [`atlas_outcome_json`] writes them), so that a resumed run
/// finds it.
#[must_use]
pub fn atlas_outcome_file_name(board: &Board, (start, finish): (Hole, Hole)) -> String {
    let naming = board.default_naming();
    format!("{}-{}.outcome", board.hole_name(start, naming), board.hole_name(finish, naming))
}

/// A pair's outcome as an atlas's checkpoint file holds it: the JSON of
/// [`atlas_outcome_json`] (pretty, ending in a newline), then a last line
/// `crc32c HEX`, the CRC-32C of the text before it.
#[must_use]
pub fn atlas_outcome_file(
    board: &Board,
    run: &RunIdentity,
    pair: (Hole, Hole),
    problem: Option<&AtlasProblem>,
) -> String {
    let text = format!("{:#}\n", atlas_outcome_json(board, run, pair, problem));
    format!("{text}crc32c {:08x}\n", crc32c::crc32c(text.as_bytes()))
}

/// Reads back a checkpoint file written by [`atlas_outcome_file`], named
/// `file_name` and holding `text`: its last line must be the CRC-32C of
/// the text before it, the rest JSON that [`atlas_outcome_from_json`]
/// accepts, and its pair the one its name says.
///
/// # Errors
///
/// [`AtlasFormatError::Damaged`], [`AtlasFormatError::NotJson`],
/// [`AtlasFormatError::OtherPair`], or what [`atlas_outcome_from_json`]
/// finds.
pub fn atlas_outcome_from_file(
    board: &Board,
    run: &RunIdentity,
    file_name: &str,
    text: &str,
) -> Result<((Hole, Hole), Option<AtlasProblem>), AtlasFormatError> {
    let (body, sum) = text.trim_end_matches('\n').rsplit_once('\n').unwrap_or_default();
    let intact =
        sum.strip_prefix("crc32c ") == Some(&format!("{:08x}", crc32c::crc32c(format!("{body}\n").as_bytes())));
    if !intact {
        return Err(AtlasFormatError::Damaged);
    }
    let json: Value = serde_json::from_str(body).map_err(|source| AtlasFormatError::NotJson { source })?;
    let (pair, problem) = atlas_outcome_from_json(board, run, &json)?;
    let name = atlas_outcome_file_name(board, pair);
    if file_name != name {
        return Err(AtlasFormatError::OtherPair { name });
    }
    Ok((pair, problem))
}

/// What is wrong with an atlas's JSON ([`atlas_from_json`]); each names
/// the key (`problems[3].solution`) or the problem at fault.
#[derive(Debug, thiserror::Error)]
pub enum AtlasFormatError {
    /// A checkpoint file whose last line is not the checksum of the rest.
    #[error("damaged (its checksum does not match: truncated or edited)")]
    Damaged,
    /// A checkpoint file whose text is not JSON.
    #[error("not JSON")]
    NotJson {
        /// Why.
        source: serde_json::Error,
    },
    /// A checkpoint file named for another pair than the one it holds.
    #[error("holds the outcome of {name}")]
    OtherPair {
        /// The file name of the pair it holds.
        name: String,
    },
    /// A key missing, or holding another kind of value.
    #[error("{key} is missing or not {what}")]
    Missing {
        /// The key, with its path.
        key: String,
        /// What it should hold.
        what: &'static str,
    },
    /// The board is not one pegsol knows by name.
    #[error("board: {source}")]
    Board {
        /// Why.
        source: Box<BoardError>,
    },
    /// A hole the board does not have.
    #[error("{key}: {source}")]
    Hole {
        /// The key, with its path.
        key: String,
        /// Why.
        source: Box<BoardError>,
    },
    /// A jump of a solution that cannot be read on the board.
    #[error("{key}: {source}")]
    Jump {
        /// The key, with its path.
        key: String,
        /// Why.
        source: Box<NotationError>,
    },
    /// A solution that does not solve its problem in its moves.
    #[error("problem {start} -> {finish}: its solution {what}")]
    Solution {
        /// The problem's start, as written.
        start: String,
        /// Its finish, as written.
        finish: String,
        /// What the solution does instead.
        what: String,
    },
    /// The problems and the unsolvable pairs are not the feasible pair
    /// classes, each once, by its first pair.
    #[error("the problems and the unsolvable pairs are not one of each feasible pair class by its first pair: {what}")]
    Classes {
        /// The pair at fault and how.
        what: String,
    },
    /// An outcome of a checkpoint that another run wrote: another board's
    /// drawing, another command or another build.
    #[error("belongs to another run ({theirs}), not this one ({ours})")]
    AnotherRun {
        /// The run it records.
        theirs: String,
        /// This run.
        ours: String,
    },
    /// A figure the file states that the board, or the file's own other
    /// figures, contradict.
    #[error("{key} says {claimed}, but {actual}")]
    Contradiction {
        /// The key, with its path.
        key: String,
        /// What it says.
        claimed: String,
        /// What is so.
        actual: String,
    },
}

/// The value at `key` of the object `json` (at `path`), `None` for `null`;
/// a missing key is an error, saying that it should hold `what`.
fn nullable<'a>(
    json: &'a Value,
    path: &str,
    key: &str,
    what: &'static str,
) -> Result<Option<&'a Value>, AtlasFormatError> {
    match json.get(key) {
        None => Err(AtlasFormatError::Missing { key: format!("{path}{key}"), what }),
        Some(Value::Null) => Ok(None),
        Some(value) => Ok(Some(value)),
    }
}

/// A whole number (JSON's own).
fn number(value: &Value, key: &str) -> Result<usize, AtlasFormatError> {
    let missing = || AtlasFormatError::Missing { key: key.to_string(), what: "a whole number" };
    usize::try_from(value.as_u64().ok_or_else(missing)?).map_err(|_| missing())
}

/// A count: a decimal string of digits.
fn decimal(value: &Value, key: &str) -> Result<BigUint, AtlasFormatError> {
    value
        .as_str()
        .filter(|text| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|text| text.parse().ok())
        .ok_or_else(|| AtlasFormatError::Missing { key: key.to_string(), what: "a count as a decimal string" })
}

/// Positions per level: counts that fit a `usize`.
fn levels(value: &Value, key: &str) -> Result<Vec<usize>, AtlasFormatError> {
    let missing = || AtlasFormatError::Missing { key: key.to_string(), what: "a list of counts as decimal strings" };
    let list = value.as_array().ok_or_else(missing)?;
    list.iter()
        .enumerate()
        .map(|(i, level)| usize::try_from(decimal(level, &format!("{key}[{i}]"))?).map_err(|_| missing()))
        .collect()
}

/// A list.
fn list<'a>(value: &'a Value, key: &str) -> Result<&'a [Value], AtlasFormatError> {
    value
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| AtlasFormatError::Missing { key: key.to_string(), what: "a list" })
}

/// A hole of `board`, by its name.
fn hole(board: &Board, value: &Value, key: &str) -> Result<Hole, AtlasFormatError> {
    let name =
        value.as_str().ok_or_else(|| AtlasFormatError::Missing { key: key.to_string(), what: "a hole's name" })?;
    board.parse_hole(name).map_err(|source| AtlasFormatError::Hole { key: key.to_string(), source: Box::new(source) })
}

/// Fails with a [`AtlasFormatError::Contradiction`] unless `claimed` is `actual`.
fn agree<T: PartialEq + ToString>(key: &str, claimed: T, actual: T, what: &str) -> Result<(), AtlasFormatError> {
    if claimed == actual {
        return Ok(());
    }
    let actual = format!("{what} {}", actual.to_string());
    Err(AtlasFormatError::Contradiction { key: key.to_string(), claimed: claimed.to_string(), actual })
}

/// Reads back an atlas written by [`atlas_json`]: its board, built in and
/// named by `board`, and the atlas, checked on the way: every hole is one
/// of the board's; the pair classes and the feasible ones are the board's;
/// the problems and the unsolvable pairs are the feasible pair classes,
/// each once, by its first pair; every solution replays from its start to
/// one peg in its finish in its problem's moves; every count is a decimal
/// string; the symmetries fixing both holes are the board's, and the
/// solutions up to them the count over their number. What only a search
/// could check (the fewest, the counts) is taken as written.
///
/// # Errors
///
/// [`AtlasFormatError`], naming the key or the problem at fault.
pub fn atlas_from_json(json: &Value) -> Result<(Board, Atlas), AtlasFormatError> {
    let name =
        json["board"].as_str().ok_or(AtlasFormatError::Missing { key: "board".into(), what: "a board's name" })?;
    let board: Board = name.parse().map_err(|source| AtlasFormatError::Board { source: Box::new(source) })?;
    let group = Group::full(&board);
    let unsolvable = list(&json["unsolvable"], "unsolvable")?
        .iter()
        .enumerate()
        .map(|(i, pair)| {
            let key = |end: usize| format!("unsolvable[{i}][{end}]");
            Ok((hole(&board, &pair[0], &key(0))?, hole(&board, &pair[1], &key(1))?))
        })
        .collect::<Result<Vec<_>, AtlasFormatError>>()?;
    let problems = list(&json["problems"], "problems")?
        .iter()
        .enumerate()
        .map(|(i, problem)| problem_from_json(&board, &group, problem, &format!("problems[{i}].")))
        .collect::<Result<Vec<_>, AtlasFormatError>>()?;
    let (pairs, mut feasible) = moves::atlas_pairs(&board);
    let atlas = Atlas {
        pair_classes: number(&json["pair_classes"], "pair_classes")?,
        feasible: number(&json["feasible"], "feasible")?,
        unsolvable,
        problems,
    };
    agree("pair_classes", atlas.pair_classes, pairs.len(), "the board has")?;
    agree("feasible", atlas.feasible, feasible.len(), "the position classes allow")?;
    let mut listed: Vec<(Hole, Hole)> =
        atlas.unsolvable.iter().copied().chain(atlas.problems.iter().map(|p| (p.start, p.finish))).collect();
    listed.sort_unstable();
    feasible.sort_unstable();
    if listed != feasible {
        let naming = board.default_naming();
        let pair = |&(s, f): &(Hole, Hole)| format!("{} -> {}", board.hole_name(s, naming), board.hole_name(f, naming));
        let twice = listed.windows(2).find(|two| two[0] == two[1]).map(|two| format!("{} twice", pair(&two[0])));
        let foreign = || listed.iter().find(|p| !feasible.contains(p)).map(|p| format!("{} is not one", pair(p)));
        let missing = || feasible.iter().find(|p| !listed.contains(p)).map(|p| format!("{} is missing", pair(p)));
        let what = twice.or_else(foreign).or_else(missing).unwrap_or_default();
        return Err(AtlasFormatError::Classes { what });
    }
    Ok((board, atlas))
}

/// One problem of the atlas (at `path`, `problems[i].`), checked.
fn problem_from_json(board: &Board, group: &Group, json: &Value, path: &str) -> Result<AtlasProblem, AtlasFormatError> {
    let key = |name: &str| format!("{path}{name}");
    let (start, finish) = (hole(board, &json["start"], &key("start"))?, hole(board, &json["finish"], &key("finish"))?);
    let moves =
        nullable(json, path, "moves", "a whole number or null")?.map(|m| number(m, &key("moves"))).transpose()?;
    let at_least = number(&json["at_least"], &key("at_least"))?;
    let below = nullable(json, path, "proof", "an object or null")?
        .map(|proof| {
            let gave_up = proof["gave_up"]
                .as_bool()
                .ok_or_else(|| AtlasFormatError::Missing { key: key("proof.gave_up"), what: "true or false" })?;
            let most = number(&proof["within"], &key("proof.within"))?;
            Ok(WithinMoves {
                most,
                jumps: None,
                gave_up,
                // A search that met nowhere proved one move more than its
                // limit; one that gave up, what the problem states.
                at_least: if gave_up { at_least } else { most + 1 },
                forward: levels(&proof["forward"], &key("proof.forward"))?,
                backward: levels(&proof["backward"], &key("proof.backward"))?,
            })
        })
        .transpose()?;
    let ends = (board.with_empty(&[start]), Position::single(finish));
    let count = nullable(json, path, "minimal_solutions", "a count as a decimal string or null")?
        .map(|solutions| {
            let count = MinimalCount {
                solutions: decimal(solutions, &key("minimal_solutions"))?,
                symmetries: number(&json["symmetries"], &key("symmetries"))?,
                forward: levels(&json["count_levels"]["forward"], &key("count_levels.forward"))?,
                backward: levels(&json["count_levels"]["backward"], &key("count_levels.backward"))?,
            };
            let fixing = group.fixing(ends.0).fixing(ends.1).order();
            agree(&key("symmetries"), count.symmetries, fixing, "the symmetries fixing both holes are")?;
            // No minimal solution is its own image (MinimalCount::up_to_symmetry),
            // so they come in whole orbits, one solution at the least.
            let whole_orbits = count.solutions.clone() % count.symmetries;
            if count.solutions == BigUint::ZERO || whole_orbits != BigUint::ZERO {
                return Err(AtlasFormatError::Contradiction {
                    key: key("minimal_solutions"),
                    claimed: count.solutions.to_string(),
                    actual: format!(
                        "the minimal solutions come in whole orbits of the {} symmetries fixing both holes, at least one",
                        count.symmetries
                    ),
                });
            }
            let up_to = decimal(&json["up_to_symmetry"], &key("up_to_symmetry"))?;
            agree(
                &key("up_to_symmetry"),
                up_to,
                count.up_to_symmetry(),
                "the minimal solutions over the symmetries are",
            )?;
            Ok(count)
        })
        .transpose()?;
    let jumps = nullable(json, path, "solution", "a list of jumps or null")?
        .map(|solution| {
            let jumps = list(solution, &key("solution"))?
                .iter()
                .enumerate()
                .map(|(i, jump)| {
                    let at = key(&format!("solution[{i}]"));
                    let text =
                        jump.as_str().ok_or_else(|| AtlasFormatError::Missing { key: at.clone(), what: "a jump" })?;
                    notation::parse_jump(board, text)
                        .map(|(jump, _)| jump)
                        .map_err(|source| AtlasFormatError::Jump { key: at, source: Box::new(source) })
                })
                .collect::<Result<Vec<_>, AtlasFormatError>>()?;
            check_solution(board, (start, finish), moves, &jumps)?;
            Ok(jumps)
        })
        .transpose()?;
    // Absent from an atlas written before pegsol counted it: to be counted
    // (`pegsol fewest --each --from FILE` does).
    let distinct = match json.get("distinct_minimal") {
        None | Some(Value::Null) => None,
        Some(value) => {
            let distinct = decimal(value, &key("distinct_minimal"))?;
            // Each class holds a whole orbit of minimal solutions at least.
            let most = count.as_ref().map(MinimalCount::up_to_symmetry);
            if distinct == BigUint::ZERO || moves.is_none() || most.is_some_and(|most| distinct > most) {
                return Err(AtlasFormatError::Contradiction {
                    key: key("distinct_minimal"),
                    claimed: distinct.to_string(),
                    actual: "the classes of a problem with a proven fewest number from one to its minimal solutions up to symmetry".to_string(),
                });
            }
            Some(u64::try_from(distinct).map_err(|_| AtlasFormatError::Missing {
                key: key("distinct_minimal"),
                what: "a count of classes below 2^64",
            })?)
        }
    };
    let merit = number(&json["merit"], &key("merit"))?;
    Ok(AtlasProblem { start, finish, merit, moves, at_least, below, jumps, count, distinct })
}

/// A solution replays from `start` empty to one peg in `finish`, in
/// exactly the problem's `moves`.
fn check_solution(
    board: &Board,
    (start, finish): (Hole, Hole),
    moves: Option<usize>,
    jumps: &[Jump],
) -> Result<(), AtlasFormatError> {
    let naming = board.default_naming();
    let name = |hole: Hole| board.hole_name(hole, naming);
    let failed = |what: String| AtlasFormatError::Solution { start: name(start), finish: name(finish), what };
    let replay = board.with_empty(&[start]).replay(jumps);
    if let Some(at) = replay.illegal {
        let jump = notation::jump_name(board, jumps[at], naming);
        return Err(failed(format!("cannot play its jump {} ({jump}): the holes are not peg, peg, empty", at + 1)));
    }
    if replay.end != Position::single(finish) {
        return Err(failed(format!("does not end with one peg in {}", name(finish))));
    }
    let taken = notation::move_count(jumps);
    match moves {
        Some(moves) if moves == taken => Ok(()),
        Some(moves) => Err(failed(format!("takes {taken} moves, not {moves}"))),
        None => Err(failed("is given without its moves".into())),
    }
}
