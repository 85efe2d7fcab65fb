//! The JSON of every command that has `--format json`, held to
//! docs/formats.md: each key's type ("Counts are decimal strings;
//! chances, shares and times are JSON numbers; hole names are strings";
//! moves, pegs and the other small whole numbers are numbers), every key
//! documented, and keys in the documented order. The schemas are tables
//! written from the doc, each naming its section; a hand-written checker
//! walks the output against them.

use std::collections::HashMap;

use serde_json::Value;

use crate::support::pegsol;

/// A schema: key paths and what each holds, in the documented order. A path
/// is keys joined by `.`, `[]` for the items of a list, `{}` for the values
/// of an object keyed by data (pegs, holes). Kinds: `count` (a decimal
/// string), `whole` (a whole JSON number), `number` (any JSON number),
/// `hole` (a hole's name), `jump` (`from-over-to`), `jumps` (jumps
/// separated by spaces), `text`, `bool`, `object` (the keys listed under
/// it), `list`, `pegs{}` and `holes{}` (objects keyed by numbers of pegs or
/// by hole names). A trailing `?` allows `null`; a leading `~` allows the
/// key to be left out.
type Schema = &'static [(&'static str, &'static str)];

/// The root: an object.
const ROOT: (&str, &str) = ("", "object");

/// Whether `text` is a decimal count: digits, without a sign or a point.
fn decimal(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `text` is a hole's name: a number, a letter (`A`) or a column
/// letter and a row number (`d4`).
fn hole_name(text: &str) -> bool {
    let rest = text.strip_prefix(|c: char| c.is_ascii_alphabetic()).unwrap_or(text);
    (rest.len() < text.len() && rest.is_empty()) || decimal(rest)
}

/// Checks `value` at `path` against `schema`, adding what is wrong to `errors`.
fn check(value: &Value, path: &str, kinds: &HashMap<&str, &str>, schema: Schema, errors: &mut Vec<String>) {
    let Some(kind) = kinds.get(path) else {
        errors.push(format!("{path}: not in docs/formats.md"));
        return;
    };
    let kind = kind.trim_start_matches('~');
    let (kind, nullable) = kind.strip_suffix('?').map_or((kind, false), |kind| (kind, true));
    if value.is_null() {
        if !nullable {
            errors.push(format!("{path}: null, documented as {kind}"));
        }
        return;
    }
    let wrong = |errors: &mut Vec<String>| errors.push(format!("{path}: {value}, documented as {kind}"));
    let join = |key: &str| if path.is_empty() { key.to_string() } else { format!("{path}.{key}") };
    match kind {
        "count" if value.as_str().is_some_and(decimal) => {}
        "whole" if value.is_u64() => {}
        "number" if value.is_number() => {}
        "hole" if value.as_str().is_some_and(hole_name) => {}
        "jump" if value.as_str().is_some_and(|j| j.split('-').count() == 3 && j.split('-').all(hole_name)) => {}
        "jumps" if value.as_str().is_some_and(|j| j.split([' ', '-']).all(hole_name)) => {}
        "text" if value.is_string() => {}
        "bool" if value.is_boolean() => {}
        "list" if value.is_array() => {
            for item in value.as_array().into_iter().flatten() {
                check(item, &format!("{path}[]"), kinds, schema, errors);
            }
        }
        "pegs{}" | "holes{}" if value.is_object() => {
            for (key, item) in value.as_object().into_iter().flatten() {
                if !(if kind == "pegs{}" { decimal(key) } else { hole_name(key) }) {
                    errors.push(format!("{path}: key {key:?} is not {kind}"));
                }
                check(item, &format!("{path}{{}}"), kinds, schema, errors);
            }
        }
        "object" if value.is_object() => {
            // The documented keys under `path`, in their order.
            let documented: Vec<(&str, &str)> = schema
                .iter()
                .filter_map(|&(key, kind)| {
                    let name = if path.is_empty() { Some(key) } else { key.strip_prefix(path)?.strip_prefix('.') };
                    name.filter(|name| !name.is_empty() && !name.contains(['.', '[', '{'])).map(|name| (name, kind))
                })
                .collect();
            let mut last = None;
            for (key, item) in value.as_object().into_iter().flatten() {
                match documented.iter().position(|(name, _)| name == key) {
                    Some(at) if last.is_some_and(|last| at < last) => {
                        errors.push(format!("{}: out of the documented order", join(key)));
                    }
                    Some(at) => last = Some(at),
                    None => {}
                }
                check(item, &join(key), kinds, schema, errors);
            }
            for (name, kind) in documented {
                if !kind.starts_with('~') && value.get(name).is_none() {
                    errors.push(format!("{}: missing", join(name)));
                }
            }
        }
        _ => wrong(errors),
    }
}

/// Runs `pegsol args` (exit 0, or 1 for a documented "no") and checks its
/// JSON against `schema`.
fn holds(args: &[&str], schema: Schema) {
    let out = pegsol().args(args).output().unwrap();
    let (code, stderr) = (out.status.code(), String::from_utf8_lossy(&out.stderr));
    assert!(matches!(code, Some(0 | 1)) && stderr.is_empty(), "{args:?}: exit {code:?}, {stderr}");
    let value: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let kinds: HashMap<&str, &str> = schema.iter().copied().chain([ROOT]).collect();
    let mut errors = Vec::new();
    check(&value, "", &kinds, schema, &mut errors);
    assert!(errors.is_empty(), "{args:?}: {errors:#?}\n{value:#}");
}

/// docs/formats.md, "pegsol count": `board`, `start` (list of hole names),
/// `positions`, `positions_by_pegs` (pegs → positions),
/// `canonical_positions_by_pegs`, `moves`, `games`, `games_by_pegs_left`,
/// `solutions_by_finish` (hole name → count), `max_pegs_left`,
/// `min_game_jumps`, `random_play_pegs_left` (pegs-left → probability, a
/// JSON number), `win_share_of_games` (a JSON number), and, only with `--by
/// reverse`, `pass`. "Every count is a decimal string".
const COUNT: Schema = &[
    ("board", "text"),
    ("start", "list"),
    ("start[]", "hole"),
    ("positions", "count"),
    ("positions_by_pegs", "pegs{}"),
    ("positions_by_pegs{}", "count"),
    ("canonical_positions_by_pegs", "pegs{}"),
    ("canonical_positions_by_pegs{}", "count"),
    ("moves", "count"),
    ("games", "count"),
    ("games_by_pegs_left", "pegs{}"),
    ("games_by_pegs_left{}", "count"),
    ("solutions_by_finish", "holes{}"),
    ("solutions_by_finish{}", "count"),
    ("max_pegs_left", "whole"),
    ("min_game_jumps", "whole"),
    ("random_play_pegs_left", "pegs{}"),
    ("random_play_pegs_left{}", "number"),
    ("win_share_of_games", "number"),
    ("pass", "~text"),
];

/// docs/formats.md, "pegsol count", `count --plan`: `board`, `start`,
/// `layers` (each with `pegs` and `positions_at_most`),
/// `positions_at_most`, `largest_layer_at_most`, `memory_bytes`,
/// `disk_bytes` (decimal strings) and `minutes` (a number).
const PLAN: Schema = &[
    ("board", "text"),
    ("start", "list"),
    ("start[]", "hole"),
    ("layers", "list"),
    ("layers[]", "object"),
    ("layers[].pegs", "whole"),
    ("layers[].positions_at_most", "count"),
    ("positions_at_most", "count"),
    ("largest_layer_at_most", "count"),
    ("memory_bytes", "count"),
    ("disk_bytes", "count"),
    ("minutes", "number"),
];

/// docs/formats.md, "pegsol table": `board`, `classes` (lists of
/// equivalent holes), `solutions` (start → finish → count),
/// `games_by_pegs_left` (start → pegs left → count), `share_won` and
/// `random_play_win` (start → number), `games_method`. "Counts are decimal
/// strings."
const TABLE: Schema = &[
    ("board", "text"),
    ("classes", "list"),
    ("classes[]", "list"),
    ("classes[][]", "hole"),
    ("solutions", "holes{}"),
    ("solutions{}", "holes{}"),
    ("solutions{}{}", "count"),
    ("games_by_pegs_left", "holes{}"),
    ("games_by_pegs_left{}", "pegs{}"),
    ("games_by_pegs_left{}{}", "count"),
    ("share_won", "holes{}"),
    ("share_won{}", "number"),
    ("random_play_win", "holes{}?"),
    ("random_play_win{}", "number"),
    ("games_method", "text"),
];

/// docs/formats.md, "pegsol estimate": `board`, `start`, the settings
/// `samples`, `seed` and `search_budget` (numbers), `confidence`,
/// `precision`, `games`, `solutions` and `positions` each as `{"estimate",
/// "interval": [low, high]}` in decimal strings (games and solutions with
/// `exact`), `layers` (per peg count the estimate with its interval, then
/// `pegs`, `in_class`, a decimal string, `tested`, `exhaustive`,
/// `reachable`, `undecided`), `method`, with `"thinned"` the `width`,
/// `replicates`, `exact`, `solution_replicates` and `solutions_by_finish`,
/// otherwise `solution_playouts`; `solutions_by`.
const ESTIMATE: Schema = &[
    ("board", "text"),
    ("start", "list"),
    ("start[]", "hole"),
    ("samples", "whole"),
    ("seed", "whole"),
    ("search_budget", "whole"),
    ("confidence", "text"),
    ("precision", "text"),
    ("games", "object"),
    ("games.estimate", "count"),
    ("games.interval", "list"),
    ("games.interval[]", "count"),
    ("games.exact", "bool"),
    ("solutions", "object"),
    ("solutions.estimate", "count"),
    ("solutions.interval", "list"),
    ("solutions.interval[]", "count"),
    ("solutions.exact", "bool"),
    ("positions", "object"),
    ("positions.estimate", "count"),
    ("positions.interval", "list"),
    ("positions.interval[]", "count"),
    ("layers", "list"),
    ("layers[]", "object"),
    ("layers[].estimate", "count"),
    ("layers[].interval", "list"),
    ("layers[].interval[]", "count"),
    ("layers[].pegs", "whole"),
    ("layers[].in_class", "count"),
    ("layers[].tested", "whole"),
    ("layers[].exhaustive", "bool"),
    ("layers[].reachable", "whole"),
    ("layers[].undecided", "whole"),
    ("method", "text"),
    ("width", "~whole"),
    ("replicates", "~whole"),
    ("exact", "~bool"),
    ("solution_replicates", "~whole"),
    ("solutions_by_finish", "~holes{}"),
    ("solutions_by_finish{}", "object"),
    ("solutions_by_finish{}.estimate", "count"),
    ("solutions_by_finish{}.interval", "list"),
    ("solutions_by_finish{}.interval[]", "count"),
    ("solutions_by_finish{}.exact", "bool"),
    ("solution_playouts", "~whole"),
    ("solutions_by", "~text"),
];

/// docs/formats.md, "pegsol fewest": `board`, `starts`, `finishes`,
/// `moves`, `at_least`, `gave_up`, `problems` (each with `start`,
/// `finish`, `jumps`, the number of jumps, and `solution`) and `search`:
/// `method`, `units`, `limits`, `forward_moves`, `backward_moves`,
/// `forward_positions_by_moves` and `backward_positions_by_moves` (decimal
/// strings) and `last_level_uncounted`.
const FEWEST: Schema = &[
    ("board", "text"),
    ("starts", "list"),
    ("starts[]", "hole"),
    ("finishes", "list"),
    ("finishes[]", "hole"),
    ("moves", "whole?"),
    ("at_least", "whole?"),
    ("gave_up", "bool"),
    ("problems", "list"),
    ("problems[]", "object"),
    ("problems[].start", "hole"),
    ("problems[].finish", "hole"),
    ("problems[].jumps", "whole"),
    ("problems[].solution", "list"),
    ("problems[].solution[]", "jump"),
    ("search", "object"),
    ("search.method", "text"),
    ("search.units", "whole"),
    ("search.limits", "list"),
    ("search.limits[]", "whole"),
    ("search.forward_moves", "whole"),
    ("search.backward_moves", "whole"),
    ("search.forward_positions_by_moves", "list"),
    ("search.forward_positions_by_moves[]", "count"),
    ("search.backward_positions_by_moves", "list"),
    ("search.backward_positions_by_moves[]", "count"),
    ("search.last_level_uncounted", "text?"),
];

/// docs/formats.md, "pegsol fewest", the atlas (`--each`): `board`,
/// `pair_classes`, `feasible` (numbers), `unsolvable` (`[start, finish]`
/// pairs) and `problems`, each with `start`, `finish`, `merit`, `moves`,
/// `at_least`, `proof` (`within`, `gave_up`, `forward`, `backward`: decimal
/// strings), `minimal_solutions` (decimal string), `symmetries`,
/// `up_to_symmetry` (decimal string), `distinct_minimal` (decimal string),
/// `count_levels` (`forward` and `backward`, decimal strings) and
/// `solution`.
const ATLAS: Schema = &[
    ("board", "text"),
    ("pair_classes", "whole"),
    ("feasible", "whole"),
    ("unsolvable", "list"),
    ("unsolvable[]", "list"),
    ("unsolvable[][]", "hole"),
    ("problems", "list"),
    ("problems[]", "object"),
    ("problems[].start", "hole"),
    ("problems[].finish", "hole"),
    ("problems[].merit", "whole"),
    ("problems[].moves", "whole?"),
    ("problems[].at_least", "whole"),
    ("problems[].proof", "object?"),
    ("problems[].proof.within", "whole"),
    ("problems[].proof.gave_up", "bool"),
    ("problems[].proof.forward", "list"),
    ("problems[].proof.forward[]", "count"),
    ("problems[].proof.backward", "list"),
    ("problems[].proof.backward[]", "count"),
    ("problems[].minimal_solutions", "count?"),
    ("problems[].symmetries", "whole?"),
    ("problems[].up_to_symmetry", "count?"),
    ("problems[].distinct_minimal", "count?"),
    ("problems[].count_levels", "object?"),
    ("problems[].count_levels.forward", "list"),
    ("problems[].count_levels.forward[]", "count"),
    ("problems[].count_levels.backward", "list"),
    ("problems[].count_levels.backward[]", "count"),
    ("problems[].solution", "list?"),
    ("problems[].solution[]", "jump"),
];

/// docs/formats.md, "pegsol fewest", the beam (`--beam`): `board`,
/// `start`, `beam_width` (positions, a decimal string), `most_moves`,
/// `found`, `upper_bound_only`, `met` (each `finish` with its `moves`),
/// and when found `finish`, `moves` and `solution` (a string of jumps per
/// move). "Moves are numbers everywhere" (section "pegsol solve").
const BEAM: Schema = &[
    ("board", "text"),
    ("start", "hole"),
    ("beam_width", "count"),
    ("most_moves", "whole"),
    ("found", "bool"),
    ("upper_bound_only", "bool"),
    ("met", "list"),
    ("met[]", "object"),
    ("met[].finish", "hole"),
    ("met[].moves", "whole"),
    ("finish", "~hole"),
    ("moves", "~whole"),
    ("solution", "~list"),
    ("solution[]", "jumps"),
];

/// docs/formats.md, "pegsol solve": `board`, `start`, `finish`, `jumps`
/// (`from-over-to`), `moves` (a number); `null` without a solution, with
/// `reason`; `--shortest` adds `fewest_moves_at_least` (a number).
const SOLVE: Schema = &[
    ("board", "text"),
    ("start", "hole"),
    ("finish", "hole"),
    ("jumps", "list?"),
    ("jumps[]", "jump"),
    ("moves", "whole?"),
    ("reason", "~text"),
    ("fewest_moves_at_least", "~whole"),
];

/// docs/formats.md, "pegsol solve", `--check`: `board`, `start`,
/// `finish`, `jumps`, `moves`, `solution` (true or false), `reason` (or
/// `null`), `illegal_jump` (counted from 1, or `null`), `pegs_left` (holes,
/// or `null`).
const CHECK: Schema = &[
    ("board", "text"),
    ("start", "hole"),
    ("finish", "hole"),
    ("jumps", "list"),
    ("jumps[]", "jump"),
    ("moves", "whole"),
    ("solution", "bool"),
    ("reason", "text?"),
    ("illegal_jump", "whole?"),
    ("pegs_left", "list?"),
    ("pegs_left[]", "hole"),
];

/// docs/formats.md, "pegsol solve", `--shortest --within N`: `board`,
/// `start`, `finish`, `jumps` (or `null`), `moves` (a number, or `null`),
/// `within_moves` (a number), `gave_up`, `fewest_moves_at_least` (a
/// number), `forward_positions_by_moves` and `backward_positions_by_moves`
/// (decimal strings).
const WITHIN: Schema = &[
    ("board", "text"),
    ("start", "hole"),
    ("finish", "hole"),
    ("jumps", "list?"),
    ("jumps[]", "jump"),
    ("moves", "whole?"),
    ("within_moves", "whole"),
    ("gave_up", "bool"),
    ("fewest_moves_at_least", "whole"),
    ("forward_positions_by_moves", "list"),
    ("forward_positions_by_moves[]", "count"),
    ("backward_positions_by_moves", "list"),
    ("backward_positions_by_moves[]", "count"),
];

/// docs/formats.md, "pegsol verify": `verdict`, `options` (boards as
/// `"T6"`, `null` where not given, booleans), `boards` (board → `pairs`,
/// `classes`, `solvable_pairs`, `solvable_classes` as decimal strings,
/// `complete`, `counts_not_rechecked`, `counts_unchecked`,
/// `counts_taken_on_trust` as decimal strings, `taken_on_trust` with
/// `file`, `line`, `claim`), `fewest` (`file`, `line`, `board`, `claim`,
/// `settled`), `problems` (`file`, `line` or `null`, `reason`, `kind`),
/// `files` (`file`, `what`).
const VERIFY: Schema = &[
    ("verdict", "text"),
    ("options", "object"),
    ("options.recount_up_to", "text"),
    ("options.trust_counts_above", "text?"),
    ("options.require_complete", "bool"),
    ("options.allow_partial", "bool"),
    ("options.search_fewest_up_to", "text"),
    ("options.trust_fewest_above", "text?"),
    // Keyed by board names, which the `holes{}` check does not restrict
    // beyond letters and digits.
    ("boards", "holes{}"),
    ("boards{}", "object"),
    ("boards{}.pairs", "count"),
    ("boards{}.classes", "count"),
    ("boards{}.solvable_pairs", "count"),
    ("boards{}.solvable_classes", "count"),
    ("boards{}.complete", "bool"),
    ("boards{}.counts_not_rechecked", "count"),
    ("boards{}.counts_unchecked", "count"),
    ("boards{}.counts_taken_on_trust", "count"),
    ("boards{}.taken_on_trust", "list"),
    ("boards{}.taken_on_trust[]", "object"),
    ("boards{}.taken_on_trust[].file", "text"),
    ("boards{}.taken_on_trust[].line", "whole"),
    ("boards{}.taken_on_trust[].claim", "text"),
    ("fewest", "list"),
    ("fewest[]", "object"),
    ("fewest[].file", "text"),
    ("fewest[].line", "whole"),
    ("fewest[].board", "text"),
    ("fewest[].claim", "text"),
    ("fewest[].settled", "text"),
    ("problems", "list"),
    ("problems[]", "object"),
    ("problems[].file", "text"),
    ("problems[].line", "whole?"),
    ("problems[].reason", "text"),
    ("problems[].kind", "text"),
    ("files", "list"),
    ("files[]", "object"),
    ("files[].file", "text"),
    ("files[].what", "text"),
];

#[test]
fn count_json_holds_to_the_doc() {
    holds(&["count", "--board", "T4", "--start", "2", "--format", "json"], COUNT);
    holds(&["count", "--board", "T5", "--start", "D", "--format", "json"], COUNT);
    holds(
        &["count", "--board", "T4", "--start", "2", "--by", "reverse", "--no-random-play", "--format", "json"],
        COUNT,
    );
    holds(&["count", "--board", "T5", "--start", "1", "--plan", "--format", "json"], PLAN);
}

#[test]
fn table_json_holds_to_the_doc() {
    holds(&["table", "--board", "T4", "--format", "json"], TABLE);
    holds(&["table", "--board", "T5", "--format", "json"], TABLE);
}

#[test]
fn estimate_json_holds_to_the_doc() {
    let estimate = ["estimate", "--board", "T5", "--start", "1", "--format", "json"];
    // Exact (nothing thinned), thinned, playouts and guided playouts.
    holds(&estimate, ESTIMATE);
    holds(&[&estimate[..], &["--width", "100", "--replicates", "3"]].concat(), ESTIMATE);
    holds(&[&estimate[..], &["--playouts", "--samples", "200"]].concat(), ESTIMATE);
    holds(&[&estimate[..], &["--guided", "--samples", "200"]].concat(), ESTIMATE);
    // T4 from its corner: the position classes rule out one peg.
    holds(&["estimate", "--board", "T4", "--start", "1", "--format", "json"], ESTIMATE);
}

#[test]
fn fewest_json_holds_to_the_doc() {
    holds(&["fewest", "--board", "T5", "--format", "json"], FEWEST);
    holds(&["fewest", "--board", "T4", "--start", "1", "--finish", "1", "--format", "json"], FEWEST);
    holds(&["fewest", "--board", "T5", "--names", "numbers", "--format", "json"], FEWEST);
    holds(&["fewest", "--board", "T5", "--each", "--format", "json"], ATLAS);
    holds(&["fewest", "--board", "T5", "--each", "--names", "numbers", "--format", "json"], ATLAS);
    let english = crate::support::root().join("results/atlas/english.json");
    holds(&["fewest", "--each", "--from", english.to_str().unwrap(), "--format", "json"], ATLAS);
    let beam = ["fewest", "--board", "T6", "--start", "2", "--beam", "2^10", "--format", "json", "--moves"];
    holds(&[&beam[..], &["9"]].concat(), BEAM);
    holds(&[&beam[..], &["8"]].concat(), BEAM);
    holds(&["fewest", "--board", "T11", "--start", "2", "--beam", "16", "--moves", "5", "--format", "json"], BEAM);
}

#[test]
fn solve_json_holds_to_the_doc() {
    let t5 = ["solve", "--board", "T5", "--start", "A", "--finish", "M", "--format", "json"];
    holds(&t5, SOLVE);
    holds(&["solve", "--board", "T4", "--start", "1", "--finish", "1", "--format", "json"], SOLVE);
    holds(&[&t5[..], &["--shortest"]].concat(), SOLVE);
    holds(&[&t5[..], &["--shortest", "--within", "9"]].concat(), WITHIN);
    holds(&[&t5[..], &["--shortest", "--within", "10"]].concat(), WITHIN);
    // No search needed: the same "no solution" as `solve`'s.
    holds(
        &["solve", "--board", "T4", "--start", "1", "--finish", "1", "--shortest", "--within", "5", "--format", "json"],
        SOLVE,
    );
    holds(&[&t5[..], &["--check", "D-B-A F-E-D"]].concat(), CHECK);
    holds(&[&t5[..], &["--check", "D-B-A D-B-A"]].concat(), CHECK);
}

#[test]
fn verify_json_holds_to_the_doc() {
    let root = crate::support::root();
    let proofs = |file: &str| root.join("proofs").join(file).to_str().unwrap().to_string();
    let (cert, sol, fewest) = (proofs("T5.cert"), proofs("T5-A-to-M.sol"), proofs("fewest-T5.sol"));
    let trust = ["--recount-up-to", "T4", "--trust-counts-above", "T4"];
    holds(&[&["verify", "--format", "json", &cert, &sol, &fewest][..], &trust[..]].concat(), VERIFY);
    // A wrong claim: a problem with its line, and NOT VERIFIED.
    let dir = tempfile::tempdir().unwrap();
    let wrong = dir.path().join("wrong.sol");
    std::fs::write(&wrong, "board T5\nstart A\nfinish M\nmoves 3\njumps F-C-A\n").unwrap();
    holds(&["verify", "--format", "json", wrong.to_str().unwrap()], VERIFY);
}

/// The checker itself refuses what the doc does not say: a count as a
/// number, a chance as a string, a hole as a number, keys out of order, a
/// key the doc does not list, and a documented key missing.
#[test]
fn the_checker_refuses_what_the_doc_does_not_say() {
    let kinds: HashMap<&str, &str> = PLAN.iter().copied().chain([ROOT]).collect();
    let errors = |value: Value| {
        let mut errors = Vec::new();
        check(&value, "", &kinds, PLAN, &mut errors);
        errors
    };
    let good = serde_json::json!({"board": "T4", "start": ["2"], "layers": [{"pegs": 9, "positions_at_most": "3"}],
        "positions_at_most": "256", "largest_layer_at_most": "66", "memory_bytes": "2124", "disk_bytes": "1888",
        "minutes": 0.5});
    assert_eq!(errors(good.clone()), Vec::<String>::new());
    let with = |key: &str, value: Value| {
        let mut json = good.clone();
        json[key] = value;
        errors(json)
    };
    assert_eq!(with("positions_at_most", 256.into()), ["positions_at_most: 256, documented as count"]);
    assert_eq!(with("minutes", "0.5".into()), ["minutes: \"0.5\", documented as number"]);
    assert_eq!(with("start", serde_json::json!([2])), ["start[]: 2, documented as hole"]);
    assert_eq!(with("pass", "reverse".into()), ["pass: not in docs/formats.md"]);
    let mut reordered = serde_json::Map::new();
    reordered.insert("start".into(), good["start"].clone());
    for (key, value) in good.as_object().unwrap() {
        reordered.insert(key.clone(), value.clone());
    }
    assert_eq!(errors(Value::Object(reordered)), ["board: out of the documented order"]);
    let mut missing = good.clone();
    missing.as_object_mut().unwrap().remove("disk_bytes");
    assert_eq!(errors(missing), ["disk_bytes: missing"]);
}
