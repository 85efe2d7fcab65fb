//! `pegsol prove` -> `pegsol verify` round trips, and the counts the
//! certificates carry against published figures.

use crate::support::files::names;
use crate::support::pegsol;
use assert_cmd::Command;

/// What a command that succeeds prints as JSON.
fn json_of(command: &mut Command) -> serde_json::Value {
    serde_json::from_slice(&command.assert().success().get_output().stdout).unwrap()
}

/// Proves `board` into a fresh directory and verifies the result.
fn round_trip(board: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", board, "--out"]).arg(dir.path()).assert().success();
    let cert = std::fs::read_to_string(dir.path().join(format!("{board}.cert"))).unwrap();
    let out = pegsol().arg("verify").arg(dir.path()).assert().success().get_output().stdout.clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.trim_end().ends_with("\nVERIFIED"), "{out}");
    cert
}

#[test]
fn round_trip_t2_t3_t4() {
    for board in ["T2", "T3", "T4"] {
        round_trip(board);
    }
}

#[test]
fn round_trip_t5_carries_the_published_counts() {
    let cert = round_trip("T5");
    // Seed 003 (S2): from A, solutions by finish A 6,816; G 3,408; M 16,128
    // (J is G's mirror image, so it has no entry of its own).
    for (pair, count) in [("pair A A solvable", 6_816), ("pair A G solvable", 3_408), ("pair A M solvable", 16_128)] {
        assert!(cert.contains(&format!("{pair}\n  solutions {count}\n")), "{pair}");
    }
    // Durango Bill (P2): an edge start finishing where it started, 720.
    assert!(cert.contains("pair B B solvable\n  solutions 720\n"));
    // Seed 003 (S4): from E the only finish is M; the others are ruled out.
    assert!(cert.contains("pair E M solvable\n"));
    assert!(!cert.contains("pair E A solvable"));
}

#[test]
fn round_trip_t6() {
    let cert = round_trip("T6");
    // Bell (A130516, P10): on T6 every pair the classes allow is solvable,
    // so no pair rests on a search claim.
    assert!(!cert.contains(" unsolvable\n"));
}

#[test]
fn prove_rejects_an_unknown_board() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "T11", "--out"]).arg(dir.path()).assert().code(2);
}

/// `--names` names the holes of what `prove` prints, not of the
/// certificate, which keeps the board's own names (docs/certificates.md):
/// `--names numbers` on T5 writes the committed `proofs/T5.cert`, in
/// letters, byte for byte; `--names letters` on T7, which has none, is
/// refused in one line before any pass.
#[test]
fn prove_names_leave_the_certificate_in_the_boards_own_names() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "T5", "--names", "numbers", "--out"]).arg(dir.path()).assert().success();
    let written = std::fs::read_to_string(dir.path().join("T5.cert")).unwrap();
    let committed = std::fs::read_to_string(crate::support::root().join("proofs/T5.cert")).unwrap();
    assert!(written == committed, "{written}");
    let out = pegsol().args(["prove", "--board", "T7", "--names", "letters", "--out"]).arg(dir.path()).assert().code(2);
    let err = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: --names letters is for T5 and square-lattice boards only"), "{err}");
}

/// The T7 certificate's counts (`pegsol prove`: forward pass from the
/// start = reverse pass to the finish) against `results/tables/T7-table.json`, the
/// table of every start and finish that `pegsol table --board T7` wrote
/// earlier from reverse passes alone, for every hole rather than one pair per
/// class: the two committed files must agree.
#[test]
fn t7_certificate_counts_match_the_t7_table() {
    let root = crate::support::root();
    let cert = std::fs::read_to_string(root.join("proofs/T7.cert")).unwrap();
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("results/tables/T7-table.json")).unwrap()).unwrap();
    let mut lines = cert.lines().peekable();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(pair) = line.strip_prefix("pair ").and_then(|rest| rest.strip_suffix(" solvable")) else { continue };
        let (start, finish) = pair.split_once(' ').unwrap();
        let count = lines.peek().and_then(|next| next.trim().strip_prefix("solutions ")).expect("a count on T7");
        assert_eq!(table["solutions"][start][finish], count, "pair {start} {finish}");
        checked += 1;
    }
    // A130516 (P10): 27 solvable pair classes on T7, each with its count.
    assert_eq!(checked, 27);
}

#[test]
fn a_write_cut_short_keeps_the_old_certificate_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "T5", "--out"]).arg(dir.path()).assert().success();
    let path = dir.path().join("T5.cert");
    let good = std::fs::read(&path).unwrap();
    // Under a file-size limit of one or two blocks (512 or 1024 bytes as the
    // shell counts them) the 2.8 KB certificate cannot be written.
    let output = std::process::Command::new("sh")
        .args(["-c", r#"ulimit -f 2 && exec "$0" "$@""#, crate::support::PEGSOL, "prove", "--board", "T5"])
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: cannot write ") && stderr.contains("T5.cert: File too large"), "{stderr}");
    assert_eq!(std::fs::read(&path).unwrap(), good, "the old certificate is intact");
    assert_eq!(names(dir.path()), ["T5.cert"], "no temporary file is left behind");
}

#[test]
fn a_symbolic_link_at_the_destination_is_refused_not_followed_nor_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let precious = elsewhere.path().join("precious.txt");
    std::fs::write(&precious, "not a certificate\n").unwrap();
    let link = dir.path().join("T4.cert");
    std::os::unix::fs::symlink(&precious, &link).unwrap();
    let output = pegsol().args(["prove", "--board", "T4", "--out"]).arg(dir.path()).output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: cannot write ") && stderr.contains("T4.cert: is a symbolic link"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "not a certificate\n");
    assert_eq!(std::fs::read_link(&link).unwrap(), precious, "the link is left as it was");
    assert_eq!(names(dir.path()), ["T4.cert"], "no temporary file is left behind");
}

#[test]
fn a_certificate_is_readable_as_a_file_written_normally_is() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "T4", "--out"]).arg(dir.path()).assert().success();
    let written = std::fs::symlink_metadata(dir.path().join("T4.cert")).unwrap();
    assert!(written.file_type().is_file());
    // Readable by others as a file written normally is (a temporary file
    // alone would be owner-only), under the usual umask 022.
    use std::os::unix::fs::PermissionsExt;
    let mode = written.permissions().mode() & 0o777;
    assert_eq!(mode & 0o600, 0o600, "{mode:o}");
    assert_eq!(names(dir.path()), ["T4.cert"]);
    pegsol().arg("verify").arg(dir.path().join("T4.cert")).assert().success();
}

/// `pegsol count --board T6 --start S --no-random-play --format json`, with
/// `extra` arguments, into `dir/name`.
fn report(dir: &std::path::Path, name: &str, start: &str, extra: &[&str]) {
    let output = pegsol()
        .args(["count", "--board", "T6", "--start", start, "--no-random-play", "--format", "json"])
        .args(extra)
        .output()
        .unwrap();
    assert!(output.status.success());
    std::fs::write(dir.join(name), output.stdout).unwrap();
}

/// The certificate without its comment lines.
fn claims(cert: &str) -> String {
    cert.lines().filter(|l| !l.starts_with('#')).collect::<Vec<_>>().join("\n")
}

#[test]
fn counts_from_reports_equal_counts_from_passes_and_only_two_runs_count() {
    // T6's five start classes (1, 2, 4, 5, 8), forward; the reverse pass
    // (`--by reverse`) from every class except 8.
    let dir = tempfile::tempdir().unwrap();
    for start in ["1", "2", "4", "5", "8"] {
        report(dir.path(), &format!("T6-from-{start}.json"), start, &[]);
    }
    for start in ["1", "2", "4", "5"] {
        report(dir.path(), &format!("T6-from-{start}-reverse.json"), start, &["--by", "reverse"]);
    }
    let out = tempfile::tempdir().unwrap();
    let summary = pegsol()
        .args(["prove", "--board", "T6", "--from"])
        .arg(dir.path())
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    assert!(summary.status.success());
    let summary = String::from_utf8(summary.stdout).unwrap();
    // 8 -> 8 is its own reversal: only the forward report of class 8 gives it.
    assert!(summary.contains("counts from two runs that agree: 28 of 29 solvable pairs\n"), "{summary}");
    assert!(summary.contains("only one run gives it: 8->8 "), "{summary}");
    let from_reports = std::fs::read_to_string(out.path().join("T6.cert")).unwrap();
    assert!(from_reports.contains("#   T6-from-5-reverse.json\n"));
    // The committed certificate's counts come from forward and reverse passes
    // run inside `prove`: every count read from the reports equals one of
    // them, and only 8 -> 8 is missing.
    let committed = std::fs::read_to_string(crate::support::root().join("proofs/T6.cert")).unwrap();
    let without_8_8 =
        claims(&committed).replacen("pair 8 8 solvable\n  solutions 83430099424\n", "pair 8 8 solvable\n", 1);
    assert_ne!(without_8_8, claims(&committed), "pair 8 8 has the count the assertion removes");
    assert_eq!(claims(&from_reports), without_8_8);
    let verdict = pegsol().arg("verify").arg(out.path()).output().unwrap();
    assert!(String::from_utf8(verdict.stdout).unwrap().trim_end().ends_with("\nVERIFIED"));
}

#[test]
fn reports_that_disagree_or_contradict_the_witnesses_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for start in ["1", "2", "4", "5", "8"] {
        report(dir.path(), &format!("T6-from-{start}.json"), start, &[]);
    }
    let out = tempfile::tempdir().unwrap();
    let prove = |dir: &std::path::Path| {
        pegsol().args(["prove", "--board", "T6", "--from"]).arg(dir).arg("--out").arg(out.path()).assert().code(2)
    };
    // A second copy of a report with one count changed, and its totals with
    // it (a report whose totals are not the sums of its parts is refused on
    // its own, before any other check): one run, two answers.
    let original = std::fs::read_to_string(dir.path().join("T6-from-8.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&original).unwrap();
    let add = |json: &mut serde_json::Value, key: &str, by: i64| {
        let count: i64 = json.pointer(key).unwrap().as_str().unwrap().parse().unwrap();
        *json.pointer_mut(key).unwrap() = (count + by).to_string().into();
    };
    let finish = json["solutions_by_finish"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, count)| *count == "34757978061")
        .map(|(hole, _)| hole.clone())
        .unwrap();
    let mut bumped = json.clone();
    for key in [format!("/solutions_by_finish/{finish}"), "/games_by_pegs_left/1".into(), "/games".into()] {
        add(&mut bumped, &key, 1);
    }
    let changed = bumped.to_string();
    std::fs::write(dir.path().join("copy.json"), &changed).unwrap();
    let assert = prove(dir.path());
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("disagree on T6") && stderr.contains("34757978062"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    // Alone, so that no other report disagrees with it first: a report at
    // odds with the symmetries (one count changed, its mirror image not).
    let alone = tempfile::tempdir().unwrap();
    std::fs::write(alone.path().join("T6-from-8.json"), &changed).unwrap();
    let stderr = String::from_utf8(prove(alone.path()).get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("T6-from-8.json gives two counts for T6 from "), "{stderr}");
    // A report that finds no solution where a witness exists.
    let mut none = json.clone();
    let solutions: i64 = none["games_by_pegs_left"]["1"].as_str().unwrap().parse().unwrap();
    add(&mut none, "/games", -solutions);
    none["games_by_pegs_left"].as_object_mut().unwrap().remove("1");
    none["solutions_by_finish"] = serde_json::json!({});
    std::fs::write(alone.path().join("T6-from-8.json"), none.to_string()).unwrap();
    let stderr = String::from_utf8(prove(alone.path()).get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("T6-from-8.json counts 0 solutions on T6 from ") && stderr.contains("finds solvable"),
        "{stderr}"
    );
    assert!(!out.path().join("T6.cert").exists());
}

/// Small boards of the square lattice, drawn in files: the 3 × 3 and 4 × 4
/// squares, a 5 × 3 oblong and a plus of 3 × 3 arms of width 1.
const SQUARE_BOARDS: [(&str, &str); 4] = [
    ("square3", "ooo\nooo\nooo\n"),
    ("square4", "oooo\noooo\noooo\noooo\n"),
    ("oblong", "ooooo\nooooo\nooooo\n"),
    ("plus", ".o.\nooo\n.o.\n.o.\n"),
];

/// The verifier against the engine on small square-lattice boards: the
/// certificate `pegsol prove` writes verifies (the verifier re-derives the
/// holes, jumps, symmetries and de Bruijn classes from the drawing the
/// certificate carries, replays every witness, re-counts every count with
/// its own counter and re-runs every "no solution" search), and the pairs
/// it proves solvable are exactly those the engine's forward passes find
/// solutions for.
#[test]
fn square_lattice_boards_round_trip_and_the_verifier_agrees_with_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    for (name, drawing) in SQUARE_BOARDS {
        let file = dir.path().join(format!("{name}.board"));
        std::fs::write(&file, format!("lattice square\n{drawing}")).unwrap();
        let out = dir.path().join(name);
        pegsol().args(["prove", "--board"]).arg(&file).arg("--out").arg(&out).assert().success();
        let cert = std::fs::read_to_string(out.join(format!("{name}.cert"))).unwrap();
        assert!(cert.contains(&format!("board {name}\nlattice square\n")), "{cert}");
        let json = json_of(pegsol().args(["verify", "--format", "json"]).arg(&out));
        assert_eq!(json["verdict"], "VERIFIED", "{name}");
        // The engine: every start, forward, solutions by finish.
        let holes = drawing.matches('o').count();
        let mut solvable = 0;
        for start in 1..=holes {
            let report = json_of(pegsol().args(["count", "--board"]).arg(&file).args([
                "--start",
                &start.to_string(),
                "--format",
                "json",
            ]));
            solvable += report["solutions_by_finish"].as_object().unwrap().len();
        }
        assert_eq!(json["boards"][name]["solvable_pairs"], solvable.to_string(), "{name}");
        assert_eq!(json["boards"][name]["counts_unchecked"], "0", "{name}: every count re-counted");
    }
}

#[test]
fn prove_refuses_boards_the_verifier_does_not_know() {
    let dir = tempfile::tempdir().unwrap();
    // The 37-hole hexagon is beyond prove's limit for the triangular
    // lattice: a pair without a solution could not be certified there.
    let out =
        pegsol().args(["prove", "--board", "hexagon4", "--out"]).arg(dir.path()).assert().code(2).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no certificate for hexagon4: certificates of drawn triangular-lattice boards stop at 21 holes")
    );
    assert!(err.contains("hexagon4 has 37"), "{err}");
    // The French board (37 holes) is beyond prove's limit for the square lattice.
    let out =
        pegsol().args(["prove", "--board", "french", "--out"]).arg(dir.path()).assert().code(2).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("stop at 33 holes"), "{err}");
    // A board file named like a triangle.
    let file = dir.path().join("T5.board");
    std::fs::write(&file, "lattice square\nooo\nooo\n").unwrap();
    let out = pegsol()
        .args(["prove", "--board"])
        .arg(&file)
        .arg("--out")
        .arg(dir.path())
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("not T followed by a digit"), "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "nothing written");
}

/// `proofs/english.cert` against a fresh `pegsol prove --board english`
/// (without counts: the committed one takes them from `results/`), and the
/// classical facts it carries: every pair the classes allow is solvable, and
/// from the centre the only finishes are d4 and the orbit of d1.
#[test]
fn the_english_certificate_is_what_prove_writes() {
    let dir = tempfile::tempdir().unwrap();
    pegsol().args(["prove", "--board", "english", "--out"]).arg(dir.path()).assert().success();
    let fresh = std::fs::read_to_string(dir.path().join("english.cert")).unwrap();
    let committed = std::fs::read_to_string(crate::support::root().join("proofs/english.cert")).unwrap();
    let strip = |cert: &str| -> String {
        cert.lines()
            .filter(|l| !l.trim_start().starts_with("solutions") && !l.starts_with('#'))
            .map(|l| l.to_string() + "\n")
            .collect()
    };
    assert_eq!(strip(&fresh), strip(&committed));
    assert!(!committed.contains(" unsolvable\n"));
    let from_centre: Vec<&str> =
        committed.lines().filter(|l| l.starts_with("pair d4 ") && l.ends_with(" solvable")).collect();
    assert_eq!(from_centre, ["pair d4 d1 solvable", "pair d4 d4 solvable"]);
    // E2 (published-figures.md), from two runs that agree.
    assert!(committed.contains("pair d4 d4 solvable\n  solutions 40861647040079968\n"));
}

/// Writes the certificate of `board` afresh from the committed count
/// reports (`pegsol prove --board BOARD --from results/reports/BOARD`), checks that it is
/// the committed `proofs/BOARD.cert` byte for byte, with every count from
/// two runs that agree (`solvable` of them) and no pair unsolvable, and
/// returns it with the start holes of its solvable pairs.
fn written_again_from_the_committed_reports(board: &str, solvable: usize) -> (String, Vec<String>) {
    let root = crate::support::root();
    let dir = tempfile::tempdir().unwrap();
    let summary = pegsol()
        .args(["prove", "--board", board, "--from"])
        .arg(root.join("results/reports").join(board))
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(summary.status.success(), "{}", String::from_utf8_lossy(&summary.stderr));
    let summary = String::from_utf8(summary.stdout).unwrap();
    let agree = format!("counts from two runs that agree: {solvable} of {solvable} solvable pairs\n");
    assert!(summary.contains(&agree), "{summary}");
    let fresh = std::fs::read_to_string(dir.path().join(format!("{board}.cert"))).unwrap();
    let committed = std::fs::read_to_string(root.join(format!("proofs/{board}.cert"))).unwrap();
    assert_eq!(fresh, committed);
    assert!(!committed.contains(" unsolvable\n"));
    let starts: std::collections::BTreeSet<String> = committed
        .lines()
        .filter(|l| l.ends_with(" solvable"))
        .map(|l| l.split_whitespace().nth(1).unwrap().to_string())
        .collect();
    (committed, starts.into_iter().collect())
}

/// `proofs/hexagon4.cert` is what `pegsol prove --board hexagon4 --from
/// results` writes from the committed count reports (the start classes of
/// 2, 6 and 12, the only ones with a finish the position classes allow,
/// forward and by reverse), byte for byte; every pair the classes allow is
/// solvable, with its count from two runs that agree.
#[test]
fn the_hexagon4_certificate_is_what_prove_writes_from_the_committed_reports() {
    let (_, starts) = written_again_from_the_committed_reports("hexagon4", 26);
    assert_eq!(starts, ["12", "2", "6"]);
}

/// `proofs/french.cert` is what `pegsol prove --board french --from results/reports/french`
/// writes from the committed count reports (every start class forward, the
/// three classes with a pair inside them by reverse too), byte for byte; and
/// the facts it carries: only the start classes of d3, d2 and c1 have a
/// one-peg finish, every pair the classes allow is solvable, and from the
/// centre there is none (E5).
#[test]
fn the_french_certificate_is_what_prove_writes_from_the_committed_reports() {
    let (committed, starts) = written_again_from_the_committed_reports("french", 10);
    assert_eq!(starts, ["c1", "d2", "d3"]);
    assert!(committed.lines().filter(|l| l.starts_with("pair d4 ")).all(|l| l.contains(" infeasible ")));
}

/// The English certificate's counts (each from two forward or reverse runs
/// that agree, `results/reports/english/english-*.json`) against `results/tables/english-table.json`,
/// which `pegsol table --board english` wrote from reverse passes alone: a
/// third computation, for every pair class.
#[test]
fn english_certificate_counts_match_the_english_table() {
    let root = crate::support::root();
    let cert = std::fs::read_to_string(root.join("proofs/english.cert")).unwrap();
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("results/tables/english-table.json")).unwrap())
            .unwrap();
    // Hole numbers row by row, from the drawing the certificate carries.
    let mut numbers = std::collections::HashMap::new();
    let rows = cert.lines().filter_map(|l| l.strip_prefix("row "));
    for (row, text) in rows.enumerate() {
        for (col, c) in text.chars().enumerate() {
            if c == 'o' {
                let name = format!("{}{}", char::from(b'a' + col as u8), row + 1);
                numbers.insert(name, (numbers.len() + 1).to_string());
            }
        }
    }
    assert_eq!(numbers.len(), 33);
    let mut lines = cert.lines().peekable();
    let mut checked = 0;
    while let Some(line) = lines.next() {
        let Some(pair) = line.strip_prefix("pair ").and_then(|rest| rest.strip_suffix(" solvable")) else { continue };
        let (start, finish) = pair.split_once(' ').unwrap();
        let count = lines.peek().and_then(|next| next.trim().strip_prefix("solutions ")).expect("a count");
        // The table names holes as the board does (`d4`); a table written
        // before names came to every output keys them by number.
        let row = table["solutions"].get(start).unwrap_or(&table["solutions"][&numbers[start]]);
        assert_eq!(row.get(finish).unwrap_or(&row[&numbers[finish]]), count, "pair {start} {finish}");
        checked += 1;
    }
    assert_eq!(checked, 21);
}

/// The hexagons as `.board` files draw them (README "Boards").
const HEXAGON3: &str = "  o o o\n o o o o\no o o o o\n o o o o\n  o o o\n";
const HEXAGON4: &str = "   o o o o\n  o o o o o\n o o o o o o\no o o o o o o\n o o o o o o\n  o o o o o\n   o o o o\n";

/// The verifier's geometry of a triangular-lattice drawing against the
/// engine's: the same drawing, read by each on its own (the verifier from a
/// certificate's `row` lines, dots for the spaces), must give the same holes,
/// the same jump lines and the same symmetries, map for map.
fn same_geometry(engine: &pegsol::Board, drawing: &str) -> usize {
    let rows: String = drawing.lines().map(|row| format!("row {}\n", row.replace(' ', "."))).collect();
    let facts = pegsol_verify::board_facts(&format!("board drawn\nlattice triangular\n{rows}")).unwrap();
    assert_eq!(facts.holes, engine.hole_count());
    let mut engine_lines: Vec<[usize; 3]> =
        engine.jumps().iter().map(|j| [j.from.index(), j.over.index(), j.to.index()]).collect();
    let mut lines = facts.lines.clone();
    engine_lines.sort_unstable();
    lines.sort_unstable();
    assert_eq!(lines, engine_lines);
    let mut engine_maps: Vec<Vec<usize>> =
        engine.symmetries().iter().map(|g| g.hole_map().iter().map(|h| h.index()).collect()).collect();
    let mut maps = facts.symmetries.clone();
    engine_maps.sort();
    maps.sort();
    assert_eq!(maps, engine_maps);
    maps.len()
}

#[test]
fn the_verifier_draws_the_triangular_lattice_as_the_engine_does() {
    // Counted by hand in the verifier's unit tests: 19 holes, 54 jump
    // lines, 12 symmetries; here both programs must agree on every one.
    assert_eq!(same_geometry(&pegsol::Board::open("hexagon3").unwrap(), HEXAGON3), 12);
    assert_eq!(same_geometry(&pegsol::Board::open("hexagon4").unwrap(), HEXAGON4), 12);
    // Small boards drawn in a file (symmetries by hand in the verifier's
    // unit tests): three in a row with a hole under its first gap (1), the
    // rhombus of four holes (4), the triangle of side 3 (6).
    for (drawing, symmetries) in [("o o o\n o\n", 1), ("o o\n o o\n", 4), ("  o\n o o\no o o\n", 6)] {
        let engine = pegsol::Board::from_drawing("small.board", &format!("lattice triangular\n{drawing}")).unwrap();
        assert_eq!(same_geometry(&engine, drawing), symmetries, "{drawing}");
    }
}

/// E4 (published-figures.md): on the 19-hole hexagon no single-vacancy start
/// can be solved to a single peg anywhere (Merchant 1976, via G. Bell,
/// recmath.com/pegsolitaire/Hexagon). Three ways: the committed certificate,
/// which the verifier checks with its own exhaustive searches, proves no
/// pair solvable; a fresh `prove` writes the same certificate; and the
/// engine's forward pass from each of the 19 starts counts no solution.
#[test]
fn e4_no_single_vacancy_start_on_the_19_hole_hexagon_solves() {
    let root = crate::support::root();
    let committed = std::fs::read_to_string(root.join("proofs/hexagon3.cert")).unwrap();
    assert_eq!(round_trip("hexagon3"), committed, "proofs/hexagon3.cert is what `prove --board hexagon3` writes");
    assert!(committed.contains("board hexagon3\nlattice triangular\nrow ..o.o.o..\n"), "{committed}");
    assert!(!committed.contains(" solvable\n"), "{committed}");
    let json = json_of(pegsol().args(["verify", "--format", "json"]).arg(root.join("proofs/hexagon3.cert")));
    assert_eq!(json["verdict"], "VERIFIED");
    let board = &json["boards"]["hexagon3"];
    assert_eq!(board["solvable_pairs"], "0");
    // Pairs the classes allow exist, so the searches carry the proof.
    let feasible: usize = board["pairs"].as_str().unwrap().parse().unwrap();
    assert!(feasible > 0);
    assert_eq!(
        committed.lines().filter(|l| l.ends_with(" unsolvable")).count().to_string(),
        board["classes"].as_str().unwrap()
    );
    for start in 1..=19 {
        let report =
            json_of(pegsol().args(["count", "--board", "hexagon3", "--start", &start.to_string(), "--format", "json"]));
        assert!(report["solutions_by_finish"].as_object().unwrap().is_empty(), "from {start}: {report}");
    }
}

/// A triangle drawn in a file is proved as a board of the triangular
/// lattice (witnesses, counts, `unsolvable` claims, all re-checked by the
/// verifier), and carries the triangle's figures: T4 drawn, seed 002 (S9):
/// the edge starts solve, 14 solutions each, all to one finish.
#[test]
fn a_triangle_drawn_in_a_file_round_trips_with_the_seed_figures() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("four.board");
    std::fs::write(&file, "lattice triangular\n   o\n  o o\n o o o\no o o o\n").unwrap();
    let out = dir.path().join("out");
    pegsol().args(["prove", "--board"]).arg(&file).arg("--out").arg(&out).assert().success();
    let cert = std::fs::read_to_string(out.join("four.cert")).unwrap();
    assert!(cert.contains("board four\nlattice triangular\nrow ...o...\nrow ..o.o..\n"), "{cert}");
    let solvable: Vec<&str> = cert.lines().filter(|l| l.ends_with(" solvable")).collect();
    assert_eq!(solvable.len(), 1, "{cert}");
    assert!(cert.contains(" solvable\n  solutions 14\n"), "{cert}");
    assert!(cert.contains(" unsolvable\n"), "{cert}");
    let json = json_of(pegsol().args(["verify", "--format", "json"]).arg(&out));
    assert_eq!(json["verdict"], "VERIFIED");
    // Six solvable (start, finish) pairs, one class (S9, OEIS A130516).
    assert_eq!(json["boards"]["four"]["solvable_pairs"], "6");
    assert_eq!(json["boards"]["four"]["counts_unchecked"], "0");
}

/// A 23-hole zigzag strip of the triangular lattice: beyond exhaustive
/// search (21 holes), small enough to count from every start in a second.
const STRIP: &str =
    "lattice triangular\n# rows of 8, 7 and 8 holes\no o o o o o o o\n o o o o o o o\no o o o o o o o\n";

#[test]
fn beyond_exhaustive_search_the_counts_decide_and_the_verifier_re_counts_them() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("strip.board");
    std::fs::write(&board, STRIP).unwrap();
    let out = dir.path().join("out");
    let prove = |from: Option<&std::path::Path>| {
        let mut command = pegsol();
        command.args(["prove", "--board"]).arg(&board).arg("--out").arg(&out);
        if let Some(from) = from {
            command.arg("--from").arg(from);
        }
        command.output().unwrap()
    };
    // Without reports a pair without a solution could not be certified.
    let refused = prove(None);
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8(refused.stderr).unwrap();
    assert!(err.contains("strip.board has 23 (give the reports with --from"), "{err}");
    // Forward reports from every start: the pairs inside one start class
    // (1 -> 8 is its own reversal through the mirror) have one run only.
    let reports = dir.path().join("reports");
    std::fs::create_dir(&reports).unwrap();
    let count = |start: usize, by: &str| {
        let output = pegsol()
            .args(["count", "--board"])
            .arg(&board)
            .args(["--start", &start.to_string(), "--no-random-play", "--by", by, "--format", "json"])
            .output()
            .unwrap();
        assert!(output.status.success());
        std::fs::write(reports.join(format!("strip-{by}-{start}.json")), output.stdout).unwrap();
    };
    for start in 1..=23 {
        count(start, "forward");
    }
    let uncounted = prove(Some(&reports));
    assert_eq!(uncounted.status.code(), Some(2));
    let err = String::from_utf8(uncounted.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no count for start 1, finish 8 on "), "{err}");
    assert!(!out.exists(), "nothing written");
    for start in 1..=23 {
        count(start, "reverse");
    }
    let written = prove(Some(&reports));
    assert!(written.status.success());
    let summary = String::from_utf8(written.stdout).unwrap();
    assert!(summary.contains(", 0 unsolvable (exhaustive search), 16 unsolvable (counts)\n"), "{summary}");
    let cert = std::fs::read_to_string(out.join("strip.cert")).unwrap();
    // Every "no solution by counting" agrees with the engine's own
    // exhaustive search (`solve`), a method that counts nothing.
    let mut counted = 0;
    let mut lines = cert.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(pair) = line.strip_prefix("pair ").and_then(|rest| rest.strip_suffix(" unsolvable")) else { continue };
        assert_eq!(lines.peek(), Some(&"  solutions 0"), "{pair}");
        let (start, finish) = pair.split_once(' ').unwrap();
        let solve = pegsol()
            .args(["solve", "--board"])
            .arg(&board)
            .args(["--start", start, "--finish", finish])
            .output()
            .unwrap();
        assert_eq!(solve.status.code(), Some(1), "{pair}");
        assert!(String::from_utf8(solve.stdout).unwrap().contains("no solution exists after exhaustive search"));
        counted += 1;
    }
    assert_eq!(counted, 16);
    // The verifier: the zeros are counts, unchecked by default (23 holes
    // measure as T7), re-counted by its own counter when asked.
    let verify = |options: &[&str]| {
        let output = pegsol().arg("verify").arg(&out).args(options).output().unwrap();
        (output.status.code(), String::from_utf8(output.stdout).unwrap())
    };
    let (code, text) = verify(&[]);
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains(": 0 solutions not re-counted (strip (23 holes, as T7) is above"), "{text}");
    assert!(text.trim_end().ends_with("NOT VERIFIED"), "{text}");
    let (code, text) = verify(&["--recount-up-to", "T7"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.trim_end().ends_with("\nVERIFIED"), "{text}");
}

/// `prove --from` a directory with no count report of the board: bad input
/// (exit 2, one line naming the directory), never a certificate built on
/// counts that were never read.
#[test]
fn prove_from_a_directory_without_reports_is_refused() {
    let empty = tempfile::tempdir().unwrap();
    // Reports of another board only, and a file that is no report.
    let other = tempfile::tempdir().unwrap();
    let t5 = pegsol().args(["count", "--board", "T5", "--start", "1", "--format", "json"]).output().unwrap();
    assert!(t5.status.success());
    std::fs::write(other.path().join("T5-from-1.json"), t5.stdout).unwrap();
    std::fs::write(other.path().join("notes.txt"), "not a report\n").unwrap();
    let cases = [(empty.path(), "T5"), (other.path(), "T6"), (other.path(), "T4")];
    for (dir, board) in cases {
        let out = tempfile::tempdir().unwrap();
        let output = pegsol()
            .args(["prove", "--board", board, "--from"])
            .arg(dir)
            .arg("--out")
            .arg(out.path())
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{board}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(&format!("no reports in {}", dir.display())), "{stderr}");
        assert!(output.stdout.is_empty(), "{board}: nothing printed on stdout");
        assert_eq!(std::fs::read_dir(out.path()).unwrap().count(), 0, "{board}: no certificate written");
    }
    eprintln!("prove --from without reports: {} cases", cases.len());
}

/// Boards of two holes (each start is already one peg) and of one hole
/// (each start is empty). On two holes the game of no jumps is the one
/// solution from each start, to the other hole: `pegsol count` says so, the
/// certificate claims it with an empty witness and a count of 1, and the
/// verifier replays and re-counts it. `prove` and `verify` agree with
/// `count` on every pair.
#[test]
fn boards_of_one_and_two_holes_prove_and_verify_alike() {
    let boards = [
        ("pair", "lattice square\noo\n"),
        ("column", "lattice square\no\no\n"),
        ("flat", "lattice triangular\no.o\n"),
        ("slant", "lattice triangular\no.\n.o\n"),
        ("single", "lattice square\no\n"),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (name, drawing) in boards {
        let file = dir.path().join(format!("{name}.board"));
        std::fs::write(&file, drawing).unwrap();
        let out = dir.path().join(name);
        pegsol().args(["prove", "--board"]).arg(&file).arg("--out").arg(&out).assert().success();
        let cert = std::fs::read_to_string(out.join(format!("{name}.cert"))).unwrap();
        let json = json_of(pegsol().args(["verify", "--format", "json"]).arg(&out));
        assert_eq!(json["verdict"], "VERIFIED", "{name}: {cert}");
        // The engine's count, start by start.
        let holes = drawing.matches('o').count();
        let mut solvable = 0;
        for start in 1..=holes {
            let report = json_of(pegsol().args(["count", "--board"]).arg(&file).args([
                "--start",
                &start.to_string(),
                "--format",
                "json",
            ]));
            for (finish, count) in report["solutions_by_finish"].as_object().unwrap() {
                solvable += 1;
                // A pair of the certificate (up to symmetry) carries the same count.
                let claim = format!("  solutions {}\n", count.as_str().unwrap());
                assert!(cert.contains(&claim), "{name}: {start} -> {finish}: {claim:?} in\n{cert}");
            }
        }
        assert_eq!(json["boards"][name]["solvable_pairs"], solvable.to_string(), "{name}: {cert}");
        assert_eq!(solvable, if holes == 2 { 2 } else { 0 }, "{name}");
        assert_eq!(json["boards"][name]["counts_unchecked"], "0", "{name}");
    }
    eprintln!("small boards: {} boards", boards.len());
}
