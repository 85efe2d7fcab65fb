//! `pegsol verify`: the committed `proofs/`, hand-written solution files,
//! tampered certificates, malformed input, and parsers that never panic.

use std::path::{Path, PathBuf};

use crate::support::pegsol;
use pegsol_verify::verify_text;
use proptest::prelude::*;

fn proofs() -> PathBuf {
    crate::support::root().join("proofs")
}

/// Runs `pegsol verify` on `paths`: (exit code, stdout, stderr).
fn verify(paths: &[&Path], json: bool) -> (i32, String, String) {
    verify_with(paths, if json { &["--format", "json"] } else { &[] })
}

/// Runs `pegsol verify` on `paths` with more options.
fn verify_with(paths: &[&Path], options: &[&str]) -> (i32, String, String) {
    let output = pegsol().arg("verify").args(paths).args(options).output().unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (output.status.code().unwrap(), text(output.stdout), text(output.stderr))
}

/// What `.ci/run` states: T7's counts are taken on trust (re-counting them
/// takes minutes), and so are the `fewest` claims from T7 up (the
/// verifier's search checks T4 to T6 by default, T7 in minutes); every
/// committed certificate must be complete, which is the verifier's default.
const CI_TRUST: [&str; 4] = ["--trust-counts-above", "T6", "--trust-fewest-above", "T6"];

/// Writes `text` to a file in `dir` and verifies it.
fn verify_written(dir: &Path, name: &str, text: &str) -> (i32, String, String) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    verify(&[&path], false)
}

fn t5_certificate() -> String {
    std::fs::read_to_string(proofs().join("T5.cert")).unwrap()
}

#[test]
fn proofs_reproduce_oeis_a130515_and_a130516() {
    let (code, out, _) = verify_with(&[&proofs()], &[&CI_TRUST[..], &["--format", "json"]].concat());
    assert_eq!(code, 0, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["verdict"], "VERIFIED");
    // OEIS A130515 (G. Bell, published figure P9): feasible (start, finish)
    // pairs up to symmetry on T2..T10. OEIS A130516 (P10): solvable ones.
    let feasible = [1, 4, 3, 17, 29, 27, 80, 125, 108];
    let solvable = [0, 0, 1, 12, 29, 27, 80, 125, 108];
    for (side, (f, s)) in (2..=10).zip(feasible.into_iter().zip(solvable)) {
        let board = &json["boards"][format!("T{side}")];
        assert_eq!(board["classes"], f.to_string(), "A130515, T{side}");
        assert_eq!(board["solvable_classes"], s.to_string(), "A130516, T{side}");
    }
}

#[test]
fn proofs_summary_text() {
    let (code, out, _) = verify_with(&[&proofs()], &CI_TRUST);
    assert_eq!(code, 0);
    let relative = out.replace(&format!("{}/", proofs().display()), "proofs/");
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("verify_proofs", relative);
    });
}

const T5_SOLUTION: &str = "\
# Seed 003: A to M, one of 16,128.
board T5
start A
finish M
jumps D-B-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F
      b-i c-j o-f   # from-to, lower case
      F-I-M N-M-L K-M
";

#[test]
fn hand_written_solution_files() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, _) = verify_written(dir.path(), "a.sol", T5_SOLUTION);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("VERIFIED\n"));
    // Numbers work on every board: seed 002's T4 with hole 2 empty, won at 3.
    let t4 = "board T4\nstart 2\nfinish 3\njumps 7-2 1-4 6-1 4-6 10-3 1-6 8-10 10-3\n";
    let (code, out, _) = verify_written(dir.path(), "t4.sol", t4);
    assert_eq!(code, 0, "{out}");
    // A legal game that is not a solution.
    let (code, out, _) = verify_written(dir.path(), "b.sol", "board T5\nstart 1\njumps 4-2-1 6-5-4 1-3-6\n");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the jumps end with 11 pegs"), "{out}");
}

/// Checks that a tampered file fails with exit 1 and the expected reason.
fn rejected(name: &str, text: &str, reason: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = verify_written(dir.path(), name, text);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains(reason), "expected {reason:?} in\n{out}");
    assert!(out.trim_end().ends_with("NOT VERIFIED"));
}

#[test]
fn tampered_solution_files() {
    // A changed jump: F-E-D becomes F-C-D (not a line).
    rejected("jump.sol", &T5_SOLUTION.replacen("F-E-D", "F-C-D", 1), "jump 2: F-C-D is not a jump line");
    // A swapped hole: start B instead of A, so the first jump lands on a peg.
    rejected("start.sol", &T5_SOLUTION.replace("start A", "start B"), "jump 1: D-B-A is illegal: no peg in B");
    // A wrong claimed finish.
    rejected(
        "finish.sol",
        &T5_SOLUTION.replace("finish M", "finish J"),
        "wrong finish: the jumps end with one peg, at M, not at J",
    );
    // A wrong claimed number of moves: only o-f F-I-M is a chain of jumps by
    // one peg, so the 13 jumps make 12 moves.
    let moves = |n: &str| T5_SOLUTION.replace("finish M", &format!("finish M\nmoves {n}"));
    let dir = tempfile::tempdir().unwrap();
    let (code, out, _) = verify_written(dir.path(), "moves.sol", &moves("12"));
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("T5 solution: 13 jumps in 12 moves from A empty"), "{out}");
    rejected("moves.sol", &moves("11"), "wrong number of moves: the jumps make 12 moves, not 11");
}

#[test]
fn tampered_certificates() {
    let cert = t5_certificate();
    // A changed jump in the first witness.
    rejected(
        "jump.cert",
        &cert.replacen("jumps D-B-A", "jumps D-E-A", 1),
        "pair A A: jump 1: D-E-A is not a jump line",
    );
    // A swapped hole in a witness: D-B-A played as G-D-B first.
    rejected(
        "swap.cert",
        &cert.replacen("jumps D-B-A F-E-D", "jumps F-E-D D-B-A", 1),
        "pair A A: jump 1: F-E-D is illegal: a peg in D",
    );
    // A wrong claimed finish: the A-A witness is claimed for A-J (= A-G mirrored).
    let finish = cert.replacen("pair A A solvable", "pair A J solvable", 1);
    rejected("finish.cert", &finish, "pair A J: wrong finish: the witness ends with one peg, at A");
    rejected("finish.cert", &finish, "pair A G is listed twice: line 10 covers it up to symmetry");
    rejected("finish.cert", &finish, "missing pair A A");
    // A wrong count (seed 003, S2: 16,128 from A to M).
    rejected(
        "count.cert",
        &cert.replace("solutions 16128", "solutions 16129"),
        "count mismatch: claimed 16129 solutions, the verifier counts 16128",
    );
    // A deleted pair.
    rejected("deleted.cert", &cert.replace("pair A B infeasible 10 11\n", ""), "missing pair A B");
    // A truncated file: the first half of its lines.
    let half: String = cert.lines().take(cert.lines().count() / 2).map(|l| format!("{l}\n")).collect();
    rejected("truncated.cert", &half, "truncated: the certificate has no `end` line");
    rejected("truncated.cert", &half, "missing pair");
    // Wrong position classes, and a class argument that rules nothing out.
    rejected(
        "class.cert",
        &cert.replace("pair A B infeasible 10 11", "pair A B infeasible 10 01"),
        "wrong position classes 10 01: the verifier computes 10 11",
    );
    rejected("class2.cert", "board T5\npair A M infeasible 10 10\nend\n", "not infeasible");
    // A false "no solution" claim is caught by the verifier's own search.
    rejected(
        "unsolvable.cert",
        "board T5\npair A M unsolvable\nend\n",
        "claimed unsolvable, but the verifier's search finds a solution",
    );
    // "No solution" by counting (`solutions 0`, as `prove --from` writes it
    // beyond exhaustive search) is re-counted like any count: false on A M
    // (S2: 16,128), and a nonzero count is no "no solution" at all.
    rejected(
        "counted.cert",
        "board T5\npair A M unsolvable\n  solutions 0\nend\n",
        "pair A M: count mismatch: claimed 0 solutions, the verifier counts 16128",
    );
    rejected(
        "counted.cert",
        "board T5\npair A M unsolvable\n  solutions 16128\nend\n",
        "pair A M: claimed unsolvable with 16128 solutions",
    );
}

#[test]
fn a_no_solution_by_counting_is_re_counted_or_taken_on_trust() {
    // T5's A E: allowed by the classes, no solution by exhaustive search
    // (proofs/T5.cert); by counting, the verifier's re-count agrees.
    let dir = tempfile::tempdir().unwrap();
    let counted = t5_certificate().replace("pair A E unsolvable\n", "pair A E unsolvable\n  solutions 00\n");
    let (code, out, _) = verify_written(dir.path(), "T5.cert", &counted);
    assert_eq!(code, 0, "{out}");
    // Above the re-count limit it is a count like any other: unchecked
    // unless taken on trust, and then listed as such.
    let (code, out, _) = verify_with(&[&dir.path().join("T5.cert")], &["--recount-up-to", "T4"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("pair A E: 0 solutions not re-counted (T5 is above the re-count limit T4)"), "{out}");
    let (code, out, _) =
        verify_with(&[&dir.path().join("T5.cert")], &["--recount-up-to", "T4", "--trust-counts-above", "T4"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("pair A E: 0 solutions\n"), "{out}");
    // `solutions` follows a pair line, of either kind, and nothing else.
    malformed(
        "stray.cert",
        "board T5\npair A B infeasible 10 11\n  solutions 0\nend\n",
        "`solutions` belongs right after a `pair ... solvable` or `pair ... unsolvable` line",
    );
}

#[test]
fn a_count_nobody_checked_is_never_verified() {
    // By default the verifier re-counts up to T6: the 27 T7 counts (one per
    // solvable class, A130516) are not checked, so T7.cert is NOT VERIFIED
    // (exit 1) and the report says which options would settle them.
    let t7 = proofs().join("T7.cert");
    let (code, out, _) = verify(&[&t7], true);
    assert_eq!(code, 1, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["verdict"], "NOT VERIFIED");
    assert_eq!(json["boards"]["T7"]["counts_unchecked"], "27");
    assert_eq!(json["boards"]["T7"]["counts_not_rechecked"], "27");
    assert_eq!(json["boards"]["T7"]["counts_taken_on_trust"], "0");
    let problems = json["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 27);
    assert!(problems.iter().all(|p| p["kind"] == "unchecked"), "{out}");
    let (_, out, _) = verify(&[&t7], false);
    let hint = "T7: 27 solution counts are neither re-counted nor taken on trust: re-count them with \
                --recount-up-to T7, which takes minutes, or take them on trust with --trust-counts-above T6";
    assert!(out.contains(hint), "{out}");
    // The options the hint names exist: trust makes it VERIFIED and lists
    // every count taken on trust, in text and JSON.
    let (code, out, _) = verify_with(&[&t7], &["--trust-counts-above", "T6"]);
    assert_eq!(code, 0, "{out}");
    assert!(out
        .contains("Taken on trust (--trust-counts-above T6), not checked by the verifier\n  T7: 27 solution counts\n"));
    assert_eq!(out.matches(" solutions\n").count(), 27, "{out}");
    let (code, out, _) = verify_with(&[&t7], &["--trust-counts-above", "T6", "--format", "json"]);
    assert_eq!(code, 0, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["verdict"], "VERIFIED");
    assert_eq!(json["options"]["trust_counts_above"], "T6");
    let trusted = json["boards"]["T7"]["taken_on_trust"].as_array().unwrap();
    assert_eq!(trusted.len(), 27);
    assert_eq!(json["boards"]["T7"]["counts_taken_on_trust"], "27");
    assert_eq!(json["boards"]["T7"]["counts_not_rechecked"], "27");
    let first = &trusted[0];
    let line = first["line"].as_u64().unwrap() as usize;
    let text = std::fs::read_to_string(&t7).unwrap();
    let claimed = text.lines().nth(line - 1).unwrap().trim().strip_prefix("solutions ").unwrap();
    assert!(first["claim"].as_str().unwrap().ends_with(&format!(": {claimed} solutions")), "{first}");
    // Trust never covers what the verifier checks: below the trust line
    // counts are still re-counted, so a wrong T6 count fails.
    let dir = tempfile::tempdir().unwrap();
    let t6 = std::fs::read_to_string(proofs().join("T6.cert")).unwrap();
    let first = t6.lines().find_map(|l| l.trim().strip_prefix("solutions ")).unwrap().to_string();
    let wrong = t6.replacen(&format!("solutions {first}\n"), &format!("solutions {first}1\n"), 1);
    let path = dir.path().join("T6.cert");
    std::fs::write(&path, wrong).unwrap();
    let (code, out, _) = verify_with(&[&path], &["--trust-counts-above", "T5"]);
    assert_eq!(code, 1);
    assert!(out.contains(&format!("count mismatch: claimed {first}1 solutions")), "{out}");
    // With the re-count limit lowered to T5, the wrong T6 count is unchecked
    // (exit 1) unless taken on trust, and then it is listed as such.
    let (code, out, _) = verify_with(&[&path], &["--recount-up-to", "T5"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("T6: 29 solution counts are neither re-counted nor taken on trust: re-count them with --recount-up-to T6, or take them on trust with --trust-counts-above T5"), "{out}");
    let (code, out, _) = verify_with(&[&path], &["--recount-up-to", "T5", "--trust-counts-above", "T5"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(&format!("{first}1 solutions\n")), "{out}");
    // Beyond T7 the verifier's counter does not go, and says what does.
    let (code, _, err) = verify_with(&[&t7], &["--recount-up-to", "T8"]);
    assert_eq!(code, 2);
    assert!(err.contains("expected a board T1 to T7") && err.contains("--trust-counts-above"), "{err}");
}

#[test]
fn an_invented_t8_count_needs_stated_trust() {
    // The case: a pair with an invented `solutions 42`, on T9,
    // whose certificate carries no counts. The verifier cannot re-count T9, so only trust stated on the command line
    // lets it pass, and the hint names an option that exists.
    let dir = tempfile::tempdir().unwrap();
    let t9 = std::fs::read_to_string(proofs().join("T9.cert")).unwrap();
    let pair = t9.lines().find(|l| l.starts_with("pair ") && l.ends_with(" solvable")).unwrap();
    let invented = t9.replacen(&format!("{pair}\n"), &format!("{pair}\n  solutions 42\n"), 1);
    let path = dir.path().join("T9.cert");
    std::fs::write(&path, invented).unwrap();
    let (code, out, _) = verify(&[&path], false);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("T9: 1 solution count is neither re-counted nor taken on trust: the verifier re-counts up to T7 at most; take it on trust with --trust-counts-above T8"), "{out}");
    assert!(out.trim_end().ends_with("NOT VERIFIED"));
    let (code, out, _) = verify_with(&[&path], &["--trust-counts-above", "T7"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("  T9: 1 solution counts\n") && out.contains(": 42 solutions\n"), "{out}");
}

/// Certificates that claim nothing: no pair and no `complete`. Each is
/// "nothing to verify" (exit 1), with or without --allow-partial, never a
/// VERIFIED that vouches for nothing.
#[test]
fn a_certificate_that_claims_nothing_is_nothing_to_verify() {
    let dir = tempfile::tempdir().unwrap();
    // A drawn board with its drawing and nothing else.
    let english = english_certificate();
    let drawing: String =
        english.lines().take_while(|l| !l.starts_with("complete")).map(|l| l.to_string() + "\n").collect();
    assert!(drawing.contains("row ..ooo.."), "{drawing}");
    let cases = [
        ("T5.cert", "board T5\nend\n".to_string()),
        ("T2.cert", "board T2\nend\n".to_string()),
        ("comments.cert", "# a certificate\nboard T6\n\n# nothing here\nend\n".to_string()),
        ("english.cert", drawing + "end\n"),
    ];
    for (name, text) in &cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        for options in [&[][..], &["--allow-partial"], &["--require-complete"]] {
            let (code, out, err) = verify_with(&[&path], options);
            assert_eq!(code, 1, "{name} {options:?}: {out}{err}");
            assert!(out.contains("nothing to verify: the certificate lists no pair"), "{name} {options:?}: {out}");
            assert!(out.trim_end().ends_with("\nNOT VERIFIED"), "{name} {options:?}: {out}");
        }
        let (code, out, _) = verify_with(&[&path], &["--allow-partial", "--format", "json"]);
        assert_eq!(code, 1, "{out}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["verdict"], "NOT VERIFIED", "{name}");
        assert_eq!(json["problems"][0]["kind"], "partial", "{name}");
    }
    // Beside a good certificate it still fails the run.
    let good = proofs().join("T5.cert");
    let (code, out, _) = verify_with(&[&good, &dir.path().join("T2.cert")], &["--allow-partial"]);
    assert_eq!(code, 1, "{out}");
    eprintln!("nothing to verify: {} certificates, 3 option sets each", cases.len());
}

/// A certificate without `complete` proves only the pairs it lists: NOT
/// VERIFIED by default (and with --require-complete, now the default),
/// VERIFIED with --allow-partial, and then marked partial.
#[test]
fn a_partial_certificate_is_not_verified_unless_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let t5 = t5_certificate();
    let hexagon = hexagon3_certificate();
    assert!(t5.contains("\ncomplete\n") && hexagon.contains("\ncomplete\n"));
    let cases = [
        // A pair deleted together with the `complete` line.
        ("deleted.cert", t5.replace("\ncomplete\n", "\n").replace("pair A B infeasible 10 11\n", "")),
        // Every pair kept, `complete` gone: still only what it lists.
        ("uncomplete.cert", t5.replace("\ncomplete\n", "\n")),
        // One pair alone, with its witness and count.
        ("one.cert", {
            let at = t5.find("pair B B solvable\n").unwrap();
            let end = at + t5[at..].find("\npair ").unwrap();
            format!("board T5\n{}\nend\n", &t5[at..end])
        }),
        // The hexagon's drawing and its first unsolvable pair (re-searched).
        ("hexagon3.cert", {
            let at = hexagon.find("\npair ").unwrap();
            let first = hexagon[at + 1..].lines().find(|l| l.ends_with(" unsolvable")).unwrap().to_string();
            hexagon[..at + 1].replace("\ncomplete\n", "\n") + &first + "\nend\n"
        }),
    ];
    for (name, text) in &cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        for options in [&[][..], &["--require-complete"]] {
            let (code, out, err) = verify_with(&[&path], options);
            assert_eq!(code, 1, "{name} {options:?}: {out}{err}");
            assert!(out.contains("partial: the certificate does not claim `complete`"), "{name}: {out}");
            assert!(out.trim_end().ends_with("\nNOT VERIFIED"), "{name}: {out}");
        }
        let (code, out, err) = verify_with(&[&path], &["--allow-partial"]);
        assert_eq!(code, 0, "{name}: {out}{err}");
        assert!(out.contains("(partial)") && out.contains("(partial: only the pairs listed)"), "{name}: {out}");
        assert!(out.contains("Partial certificates accepted (--allow-partial)"), "{name}: {out}");
        assert!(out.trim_end().ends_with("\nVERIFIED"), "{name}: {out}");
        let (code, out, _) = verify_with(&[&path], &["--allow-partial", "--format", "json"]);
        assert_eq!(code, 0, "{out}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["options"]["allow_partial"], true);
        assert_eq!(json["options"]["require_complete"], false);
        let board = json["boards"].as_object().unwrap().values().next().unwrap();
        assert_eq!(board["complete"], false, "{name}");
        // --allow-partial never lets a wrong claim through.
        let wrong =
            text.replacen("solutions 720", "solutions 721", 1).replacen(" unsolvable\n", " infeasible 01 01\n", 1);
        if wrong != *text {
            std::fs::write(&path, &wrong).unwrap();
            let (code, out, _) = verify_with(&[&path], &["--allow-partial"]);
            assert_eq!(code, 1, "{name}: {out}");
        }
    }
    // The two options conflict: bad input.
    let path = dir.path().join("one.cert");
    let (code, _, err) = verify_with(&[&path], &["--allow-partial", "--require-complete"]);
    assert_eq!(code, 2, "{err}");
    // A complete certificate passes by default and with either option.
    for options in [&[][..], &["--allow-partial"], &["--require-complete"]] {
        let (code, out, _) = verify_with(&[&proofs().join("T5.cert")], options);
        assert_eq!(code, 0, "{options:?}: {out}");
        assert!(!out.contains("Partial certificates accepted"), "{out}");
    }
    eprintln!("partial: {} certificates, 4 option sets each", cases.len());
}

#[test]
fn not_verified_report_text() {
    let dir = tempfile::tempdir().unwrap();
    let tampered =
        t5_certificate().replace("solutions 16128", "solutions 16129").replace("pair A B infeasible 10 11\n", "");
    let (code, out, _) = verify_written(dir.path(), "T5.cert", &tampered);
    assert_eq!(code, 1);
    let relative = out.replace(&format!("{}/", dir.path().display()), "");
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("verify_tampered_T5", relative);
    });
}

#[test]
fn a_winning_finish_claimed_wrongly_in_a_certificate() {
    // The A-M witness under the name A-G: it ends at M, not G.
    let cert = "board T5\npair A G solvable\n  jumps D-B-A F-E-D A-C-F G-D-B J-F-C L-H-E M-I-F B-E-I C-F-J O-J-F F-I-M N-M-L K-L-M\nend\n";
    rejected("finish.cert", cert, "pair A G: wrong finish: the witness ends with one peg, at M");
}

#[test]
fn malformed_input_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text, reason) in [
        ("garbage.sol", "hello world\n", "a file must begin with `board Tn`"),
        ("t16.cert", "board T16\ncomplete\nend\n", "unknown board \"T16\""),
        ("hole.sol", "board T6\nstart A\njumps 1-2-4\n", "board T6 has no hole \"A\""),
        ("syntax.sol", "board T5\nstart A\njumps D-B-A-C\n", "bad jump \"D-B-A-C\""),
        ("mixed.cert", "board T5\nstart A\npair A M solvable\n", "not both"),
        ("empty.sol", "", "empty file"),
        ("moves.sol", "board T4\nstart 2\nmoves five\njumps 7-2\n", "`moves` takes a number of moves, not \"five\""),
    ] {
        let (code, out, err) = verify_written(dir.path(), name, text);
        assert_eq!(code, 2, "{name}: {out}{err}");
        assert!(out.contains(reason), "{name}: expected {reason:?} in\n{out}");
        assert!(out.trim_end().ends_with("NOT VERIFIED"));
        assert_eq!(err.lines().count(), 1, "one line on stderr: {err}");
        assert!(err.contains(&format!("{name}:")) && err.contains(reason), "the file and why: {err}");
    }
    let bytes = dir.path().join("bytes.sol");
    std::fs::write(&bytes, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    assert_eq!(verify(&[&bytes], false).0, 2);
    assert_eq!(verify(&[&dir.path().join("no-such-file.sol")], false).0, 2);
    let empty = tempfile::tempdir().unwrap();
    assert_eq!(verify(&[empty.path()], false).0, 2);
}

#[test]
fn json_problems_name_file_line_and_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.cert");
    std::fs::write(&path, t5_certificate().replace("solutions 720", "solutions 721")).unwrap();
    let (code, out, _) = verify(&[&path], true);
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["verdict"], "NOT VERIFIED");
    let problem = &json["problems"][0];
    assert_eq!(problem["kind"], "wrong");
    assert!(problem["file"].as_str().unwrap().ends_with("count.cert"));
    assert!(problem["reason"].as_str().unwrap().contains("claimed 721 solutions"));
    let line = problem["line"].as_u64().unwrap() as usize;
    assert_eq!(t5_certificate().lines().nth(line - 1).unwrap().trim(), "solutions 720");
}

/// The verifier is a crate of its own with no dependencies, so the compiler
/// keeps the engine out of it; its manifest must stay that way.
#[test]
fn the_verifier_crate_has_no_dependencies() {
    let manifest = crate::support::root().join("pegsol-verify/Cargo.toml");
    let manifest = std::fs::read_to_string(manifest).unwrap();
    let tables: Vec<&str> = manifest.lines().map(str::trim).filter(|line| line.starts_with('[')).collect();
    assert_eq!(
        tables,
        ["[package]", "[lints]"],
        "pegsol-verify/Cargo.toml may only have a [package] table and the workspace's lints"
    );
    let lints = manifest.split("[lints]").nth(1).unwrap();
    let settings: Vec<&str> = lints.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert_eq!(settings, ["workspace = true"], "the verifier's [lints] only takes the workspace's");
    // Nor can it be given one inline (`dependencies.x = ...`) or a build script.
    for line in manifest.lines().map(str::trim).filter(|line| !line.starts_with('#')) {
        assert!(!line.contains("dependencies") && !line.starts_with("build"), "{line}");
    }
}

/// The engine uses the verifier only through `pegsol verify`: only that
/// command calls it, and besides it only the renderer of its report names
/// the crate (for the report's types), so no engine code can lean on the
/// verifier's geometry, rules or counts.
#[test]
fn only_the_verify_command_uses_the_verifier() {
    fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, found);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path);
            }
        }
    }
    let root = crate::support::root();
    let mut files = Vec::new();
    for dir in ["src", "tools", "benches", "pegsol-cli"] {
        sources(&root.join(dir), &mut files);
    }
    let users = |word: &str| -> Vec<String> {
        let mut users: Vec<String> = files
            .iter()
            .filter(|path| std::fs::read_to_string(path).unwrap().contains(word))
            .map(|path| path.strip_prefix(root).unwrap().display().to_string())
            .collect();
        users.sort();
        users
    };
    assert_eq!(users("pegsol_verify"), ["pegsol-cli/src/cli/verify.rs", "src/render/verify.rs"]);
    // The renderer names the report's types; only the command runs the
    // verifier (its two entry points).
    assert_eq!(users("verify_paths("), ["pegsol-cli/src/cli/verify.rs"]);
    assert!(users("verify_text(").is_empty());
}

/// Runs `pegsol verify` with these arguments, killed after 20 seconds:
/// (exit code, stdout, stderr), or a failure if it hangs.
fn verify_within_timeout(args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut child = std::process::Command::new(crate::support::PEGSOL)
        .arg("verify")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("pegsol verify {args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (output.status.code().unwrap(), text(output.stdout), text(output.stderr))
}

fn mkfifo(path: &Path) {
    let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
}

#[test]
fn fifos_devices_and_link_loops_are_refused_not_waited_on() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("waiting.cert");
    mkfifo(&fifo);
    // Named on the command line: refused at once, exit 2, the file named.
    let (code, out, err) = verify_within_timeout(&[fifo.as_os_str()]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("not a regular file (a FIFO)"), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("waiting.cert") && err.contains("not a regular file"), "{err}");
    // Found in a searched directory beside a good file, with two links to
    // the directory itself: no hang, the FIFO is refused, the links skipped.
    std::fs::copy(proofs().join("T5.cert"), dir.path().join("T5.cert")).unwrap();
    std::os::unix::fs::symlink(dir.path(), dir.path().join("loop1")).unwrap();
    std::os::unix::fs::symlink(".", dir.path().join("loop2")).unwrap();
    let (code, out, err) = verify_within_timeout(&[dir.path().as_os_str()]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("T5 certificate") && out.contains("a FIFO"), "{out}");
    std::fs::remove_file(&fifo).unwrap();
    let (code, out, err) = verify_within_timeout(&[dir.path().as_os_str()]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.matches("T5 certificate").count(), 1, "read once, not through the links: {out}");
    // A symbolic link to a file is followed.
    std::os::unix::fs::symlink(proofs().join("T4.cert"), dir.path().join("T4.cert")).unwrap();
    let (code, out, _) = verify_within_timeout(&[dir.path().as_os_str()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("T4 certificate"), "{out}");
    // Endless devices are not read.
    for device in ["/dev/zero", "/dev/urandom"] {
        let (code, out, err) = verify_within_timeout(&[std::ffi::OsStr::new(device)]);
        assert_eq!(code, 2, "{out}{err}");
        assert!(err.starts_with(&format!("error: {device}: not a regular file (a character device)")), "{err}");
    }
}

#[test]
fn large_files_long_words_and_byte_order_marks() {
    let dir = tempfile::tempdir().unwrap();
    // A file over the 16 MiB cap (sparse: nothing is written) is refused
    // without being read.
    let large = dir.path().join("large.cert");
    std::fs::File::create(&large).unwrap().set_len((16 << 20) + 1).unwrap();
    let (code, out, err) = verify_within_timeout(&[large.as_os_str()]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("large.cert: 16777217 bytes or more, over the verifier's limit of 16 MiB"), "{err}");
    // A long word is quoted short: a 10 MB hole name, in a file under the cap.
    let long = dir.path().join("long.sol");
    std::fs::write(&long, format!("board T5\nstart {}\njumps D-B-A\n", "9".repeat(10_000_000))).unwrap();
    let (code, out, err) = verify_within_timeout(&[long.as_os_str()]);
    assert_eq!(code, 2);
    assert!(out.len() < 1_000 && err.len() < 300, "{out}{err}");
    assert!(err.contains("long.sol:2: board T5 has no hole \"9999"), "{err}");
    assert!(err.contains("... (10000000 bytes)"), "{err}");
    // A byte-order mark at the start is skipped.
    let marked = dir.path().join("marked.sol");
    std::fs::write(&marked, format!("\u{feff}{T5_SOLUTION}")).unwrap();
    let (code, out, _) = verify_within_timeout(&[marked.as_os_str()]);
    assert_eq!(code, 0, "{out}");
}

/// Inputs proptest once found or that are worth keeping as regressions.
#[test]
fn parser_regressions() {
    for text in [
        "board T5\njumps\n",
        "board T5\nstart A\njumps\n  \n  x\n",
        "board t5\npair a a solvable\nsolutions 0000\n",
        "board T5\nsolutions 1\n",
        "board T10\npair 55 55 unsolvable\ncomplete\nend\n",
        "board T5\nstart +1\njumps 99999999999999999999999-1\n",
        "board T1\nstart 1\njumps\n",
        "board T5\nend\nend\n",
    ] {
        let _ = verify_text(text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn parser_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = verify_text(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn parser_never_panics_on_keyword_soup(words in proptest::collection::vec(
        prop_oneof![
            Just("board"), Just("T5"), Just("T4"), Just("start"), Just("finish"), Just("jumps"), Just("pair"),
            Just("solvable"), Just("infeasible"), Just("unsolvable"), Just("solutions"), Just("complete"),
            Just("end"), Just("A"), Just("M"), Just("10"), Just("01"), Just("D-B-A"), Just("1-2"), Just("\n"),
            Just("#"), Just(","), Just("-"), Just("0"), Just("16"),
        ], 0..60)) {
        let _ = verify_text(&words.join(" "));
    }

    #[test]
    fn solution_reader_never_panics_on_mutated_solutions(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8)) {
        let mut bytes = T5_SOLUTION.as_bytes().to_vec();
        for (at, byte) in edits {
            let at = at % bytes.len();
            bytes[at] = byte;
        }
        let _ = verify_text(&String::from_utf8_lossy(&bytes));
    }

    /// Solution files line by line with near-miss boards, hole lists and
    /// jump lists: never a panic, and an error names a line of the file
    /// and stays short.
    #[test]
    fn solution_reader_never_panics_on_near_miss_lines(
        board in "[Tt](0|1|4|5|10|11|99)",
        start in "[0-9A-Pa-p, +\\-]{0,12}",
        finish in "[0-9A-Pa-p]{0,3}",
        jumps in proptest::collection::vec("[0-9A-Pa-p]{1,2}(-[0-9A-Pa-p]{1,2}){0,3}|[,;.]", 0..20),
    ) {
        let text = format!("board {board}\nstart {start}\nfinish {finish}\njumps {}\n", jumps.join(" "));
        if let Err((line, reason)) = verify_text(&text) {
            prop_assert!((1..=4).contains(&line), "line {line}: {reason}");
            prop_assert!(reason.len() < 200, "{reason}");
        }
    }

    /// Random legal games played by the engine, written as solution files:
    /// the verifier accepts exactly those that end with one peg, and in the
    /// hole where they end.
    #[test]
    fn solution_reader_agrees_with_random_games(side in 4u8..=6, start in any::<usize>(), picks in proptest::collection::vec(any::<usize>(), 20)) {
        let board = pegsol::Board::triangle(side).unwrap();
        let start = pegsol::Hole((start % board.hole_count()) as u8);
        let mut at = board.with_empty(&[start]);
        let mut played = Vec::new();
        for pick in picks {
            let legal: Vec<pegsol::Jump> = at.legal_jumps(&board).collect();
            if legal.is_empty() {
                break;
            }
            let jump = legal[pick % legal.len()];
            at = at.jump(jump);
            played.push(jump);
        }
        let naming = pegsol::Naming::Numbers;
        let left: Vec<pegsol::Hole> = at.peg_holes().collect();
        let text = format!(
            "board {}\nstart {}\nfinish {}\njumps {}\n",
            board.name(),
            board.hole_name(start, naming),
            board.hole_name(left[0], naming),
            pegsol::notation::jump_names(&board, &played, naming).join(" "),
        );
        let findings = verify_text(&text).unwrap();
        prop_assert_eq!(findings.problems.is_empty(), left.len() == 1, "{}", text);
    }

    #[test]
    fn parser_never_panics_on_mutated_certificates(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8)) {
        let mut bytes = t5_certificate().into_bytes();
        for (at, byte) in edits {
            let at = at % bytes.len();
            bytes[at] = byte;
        }
        let _ = verify_text(&String::from_utf8_lossy(&bytes));
    }
}

fn english_certificate() -> String {
    std::fs::read_to_string(proofs().join("english.cert")).unwrap()
}

/// Checks that a malformed file fails with exit 2, the reason on one line of stderr.
fn malformed(name: &str, text: &str, reason: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = verify_written(dir.path(), name, text);
    assert_eq!(code, 2, "{name}: {out}{err}");
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err}");
    assert!(err.contains(reason), "expected {reason:?} in\n{err}");
}

#[test]
fn tampered_square_lattice_certificates() {
    let cert = english_certificate();
    // Wrong de Bruijn classes, and classes that rule nothing out.
    rejected(
        "class.cert",
        &cert.replace("pair c1 d1 infeasible 0111 1010", "pair c1 d1 infeasible 0111 1011"),
        "pair c1 d1: wrong position classes 0111 1011: the verifier computes 0111 1010",
    );
    rejected(
        "class2.cert",
        &cert.replace("pair c1 d1 infeasible 0111 1010", "pair c1 d1 infeasible 0111 0111"),
        "pair c1 d1: wrong position classes 0111 0111",
    );
    // Two jumps of a witness swapped.
    rejected(
        "swap.cert",
        &cert.replacen("jumps c3-c2-c1 e3-d3-c3", "jumps e3-d3-c3 c3-c2-c1", 1),
        "pair c1 c1: jump 1: e3-d3-c3 is illegal: a peg in c3",
    );
    // A deleted pair, and a pair listed twice (d4 -> d7 is d4 -> d1 turned).
    rejected("deleted.cert", &cert.replace("pair c1 d1 infeasible 0111 1010\n", ""), "missing pair c1 d1");
    rejected(
        "twice.cert",
        &cert.replace("end\n", "pair d4 d7 solvable\n  jumps d6-d5-d4\nend\n"),
        "pair d4 d7 is listed twice",
    );
    // A drawing with two more holes (the French board's b2 and f2): its
    // pairs are not all there any more.
    rejected("french.cert", &cert.replacen("row ..ooo..\n", "row .ooooo.\n", 2), "missing pair");
    // The centre count of E2, changed and not taken on trust: the English
    // board (33 holes) is above the verifier's re-count limit.
    rejected(
        "count.cert",
        &cert.replace("solutions 40861647040079968", "solutions 40861647040079969"),
        "pair d4 d4: 40861647040079969 solutions not re-counted (english (33 holes, as T8) is above the re-count limit T6)",
    );
    // Malformed: exit 2.
    malformed(
        "digits.cert",
        &cert.replace("pair c1 d1 infeasible 0111 1010", "pair c1 d1 infeasible 01 10"),
        "bad position class \"01\": four binary digits on the square lattice, e.g. 1001",
    );
    malformed("hole.cert", &cert.replacen("jumps c3-c2-c1", "jumps c3-b2-c1", 1), "board english has no hole \"b2\"");
    let undrawn: String = cert
        .lines()
        .filter(|l| !l.starts_with("row") && !l.starts_with("lattice"))
        .map(|l| l.to_string() + "\n")
        .collect();
    malformed(
        "undrawn.cert",
        &undrawn,
        "board \"english\" is not a triangle T1 to T15, so the certificate must draw it",
    );
    malformed(
        "lattice.cert",
        &cert.replace("lattice square", "lattice hexagonal"),
        "the verifier knows `lattice square` and `lattice triangular` here",
    );
    // The English drawing read on the triangular lattice: neighbours in a
    // row are one character apart, not two.
    malformed(
        "triangular.cert",
        &cert.replace("lattice square", "lattice triangular"),
        "board english: the hole in row 1 at character 4 is off the triangular lattice of the first hole",
    );
    malformed(
        "row.cert",
        &cert.replacen("row ..ooo..", "row ..oxo..", 1),
        "board english: unknown character 'x' in a row",
    );
    malformed(
        "t5.cert",
        "board T5\nlattice square\nrow ooo\nend\n",
        "`lattice` belongs to the drawing of a board right after its `board` line",
    );
    malformed(
        "nothing.cert",
        "board plus\nlattice square\nrow ...\ncomplete\nend\n",
        "board plus: the drawing has no holes",
    );
}

#[test]
fn one_name_one_board() {
    let dir = tempfile::tempdir().unwrap();
    let cert = english_certificate();
    let (a, b) = (dir.path().join("a.cert"), dir.path().join("b.cert"));
    std::fs::write(&a, &cert).unwrap();
    std::fs::write(&b, cert.replacen("row ..ooo..\n", "row .ooooo.\n", 2)).unwrap();
    let (code, out, _) = verify_with(&[&a, &b], &CI_TRUST);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("board english is drawn differently in"), "{out}");
}

fn hexagon3_certificate() -> String {
    std::fs::read_to_string(proofs().join("hexagon3.cert")).unwrap()
}

#[test]
fn tampered_hexagon_certificates() {
    let cert = hexagon3_certificate();
    // Drawings: a hole off the lattice; the square lattice, whose classes
    // have four digits; a hole fewer, so hole 19 is gone.
    malformed(
        "off.cert",
        &cert.replace("row o.o.o.o.o", "row oo.o.o.o."),
        "board hexagon3: the hole in row 3 at character 2 is off the triangular lattice of the first hole",
    );
    malformed(
        "square.cert",
        &cert.replace("lattice triangular", "lattice square"),
        "bad position class \"01\": four binary digits on the square lattice",
    );
    malformed("smaller.cert", &cert.replacen("row ..o.o.o..", "row ..o.o....", 1), "board hexagon3 has no hole \"19\"");
    // E4: no pair is solvable, so a claimed one fails, with a witness or without.
    rejected(
        "witness.cert",
        &cert.replace("pair 1 3 unsolvable", "pair 1 3 solvable\n  jumps 8-4-1"),
        "pair 1 3: wrong finish: the witness ends with 17 pegs",
    );
    rejected(
        "bare.cert",
        &cert.replace("pair 5 6 unsolvable", "pair 5 6 solvable"),
        "pair 5 6: claimed solvable but has no `jumps` witness",
    );
    // Classes: a wrong one, and an allowed pair claimed infeasible.
    rejected(
        "class.cert",
        &cert.replace("pair 1 2 infeasible 01 11", "pair 1 2 infeasible 01 10"),
        "pair 1 2: wrong position classes 01 10: the verifier computes 01 11",
    );
    rejected(
        "allowed.cert",
        &cert.replace("pair 1 3 unsolvable", "pair 1 3 infeasible 01 01"),
        "pair 1 3: start and finish are both in class 01: not infeasible",
    );
    // A deleted pair, and the same pair turned by a symmetry (1 -> 3 is
    // 3 -> 12 after a turn by 60 degrees).
    rejected("deleted.cert", &cert.replace("pair 5 12 unsolvable\n", ""), "missing pair 5 12");
    rejected(
        "twice.cert",
        &cert.replace("end\n", "pair 3 12 unsolvable\nend\n"),
        "pair 3 12 is listed twice: line 21 covers it up to symmetry",
    );
}

/// The claims of `fewest` lines in a verify JSON report: (file name, claim,
/// how it was settled).
fn fewest_claims(json: &serde_json::Value) -> Vec<(String, String, String)> {
    let name = |path: &str| Path::new(path).file_name().unwrap().to_string_lossy().into_owned();
    json["fewest"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (name(c["file"].as_str().unwrap()), c["claim"].as_str().unwrap().into(), c["settled"].to_string()))
        .collect()
}

/// A127500's first terms, checked by the verifier's own search: the
/// committed `fewest N board` claims on T4 to T6 pass, each named as
/// checked by its own search, and those above T6 are taken on trust only
/// when the command line says so.
#[test]
fn a127500_on_t4_to_t6_is_checked_by_the_verifiers_own_search() {
    let files: Vec<PathBuf> = (4..=6).map(|n| proofs().join(format!("fewest-T{n}.sol"))).collect();
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let (code, out, _) = verify_with(&paths, &["--format", "json"]);
    assert_eq!(code, 0, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    // OEIS A127500 (G. Bell, published figure P8): 5, 9, 9 on T4, T5, T6.
    let searched = "\"searched\"".to_string();
    assert_eq!(
        fewest_claims(&json),
        [
            ("fewest-T4.sol".into(), "fewest 5 moves on the board".into(), searched.clone()),
            ("fewest-T5.sol".into(), "fewest 9 moves on the board".into(), searched.clone()),
            ("fewest-T6.sol".into(), "fewest 9 moves on the board".into(), searched),
        ]
    );
    let (code, out, _) = verify(&paths, false);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "T6 solution: 19 jumps in 9 moves from 2 empty; fewest 9 moves on the board: checked by its own search\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("checked by the verifier's own search (--search-fewest-up-to T6): 3 claims, on T4, T5, T6\n"),
        "{out}"
    );
    // T8 is past the search: unchecked unless taken on trust, then listed.
    let t8 = proofs().join("fewest-T8.sol");
    let (code, out, _) = verify(&[&t8], false);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("fewest 13 moves on the board not checked (board too large for the verifier's search): the verifier searches up to T7 at most; take it on trust with --trust-fewest-above T7"), "{out}");
    assert!(out.trim_end().ends_with("\nNOT VERIFIED"), "{out}");
    let (code, out, _) = verify_with(&[&t8], &["--trust-fewest-above", "T7"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("; fewest 13 moves on the board: trusted (board too large for the verifier's search)\n"),
        "{out}"
    );
    assert!(out.contains("taken on trust (--trust-fewest-above T7), not checked by the verifier: 1 claim\n"), "{out}");
    // T7 is within the search, above its default limit: the hint names both ways.
    let t7 = proofs().join("fewest-T7.sol");
    let (code, out, _) = verify(&[&t7], false);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("(T7 is above --search-fewest-up-to T6): search it with --search-fewest-up-to T7, which takes minutes, or take it on trust with --trust-fewest-above T6"), "{out}");
    // The search's limit stops at T7.
    let (code, _, err) = verify_with(&[&t7], &["--search-fewest-up-to", "T8"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("expected a board T1 to T7") && err.contains("--trust-fewest-above"), "{err}");
}

/// The engine's atlas (`pegsol fewest --each`) writes a `fewest` line in
/// every witness; the verifier's own search agrees with every one of them
/// on T4 to T6, one file per solvable pair class (OEIS A130516, published
/// figure P10: 1, 12, 29).
#[test]
fn the_verifiers_search_agrees_with_the_engines_atlas_on_t4_to_t6() {
    for (side, classes) in [(4, 1), (5, 12), (6, 29)] {
        let dir = tempfile::tempdir().unwrap();
        let board = format!("T{side}");
        let written =
            pegsol().args(["fewest", "--board", &board, "--each", "--witnesses"]).arg(dir.path()).output().unwrap();
        assert!(written.status.success(), "{board}");
        let (code, out, _) = verify_with(&[dir.path()], &["--format", "json"]);
        assert_eq!(code, 0, "{board}: {out}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        let claims = fewest_claims(&json);
        assert_eq!(claims.len(), classes, "{board}");
        assert!(claims.iter().all(|(_, _, settled)| settled == "\"searched\""), "{board}: {claims:?}");
    }
}

/// A `fewest` claim one too high or one too low is NOT VERIFIED (exit 1):
/// the verifier's own search finds the true fewest. One too high with a
/// witness that does make that many moves is caught by the search alone.
#[test]
fn a_fewest_one_too_high_or_too_low_is_not_verified() {
    let dir = tempfile::tempdir().unwrap();
    let atlas = dir.path().join("atlas");
    let written = pegsol().args(["fewest", "--board", "T6", "--each", "--witnesses"]).arg(&atlas).output().unwrap();
    assert!(written.status.success());
    // OEIS A127500 (published figure P8): a(6) = 9.
    let t6 = std::fs::read_to_string(proofs().join("fewest-T6.sol")).unwrap();
    let search = |moves: u32| format!("the verifier's own search finds {moves} moves");
    for (claim, reasons) in [
        ("fewest 10 board", vec![search(9), "the jumps make 9 moves".into()]),
        ("fewest 8 board", vec![search(9), "the jumps make 9 moves".into()]),
    ] {
        let text = t6.replace("\nfewest 9 board\n", &format!("\n{claim}\n"));
        rejected("board.sol", &text, &reasons[0]);
        rejected("board.sol", &text, &reasons[1]);
    }
    // A witness of the atlas in one move more than a(6): for the board it
    // is one too high, and only the search can tell.
    let longer = std::fs::read_dir(&atlas)
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .find(|text| text.contains("\nmoves 10\n"))
        .expect("some T6 problem needs 10 moves");
    let board_claim = longer.replace("\nfewest 10\n", "\nfewest 10 board\n");
    let (code, out, _) = verify_written(dir.path(), "longer.sol", &board_claim);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(&format!("fewest 10 moves on the board claimed, but {}", search(9))), "{out}");
    assert!(!out.contains("the jumps make"), "{out}");
    // For its own pair, 10 is right; 11 and 9 are one off.
    assert_eq!(verify_written(dir.path(), "pair.sol", &longer).0, 0);
    for wrong in ["fewest 11", "fewest 9"] {
        rejected("pair.sol", &longer.replace("\nfewest 10\n", &format!("\n{wrong}\n")), &search(10));
    }
}

/// A `fewest` line needs what it speaks of: a finish for a pair, one start
/// hole for the board, and a number; otherwise the file is malformed (exit 2).
#[test]
fn malformed_fewest_lines() {
    let dir = tempfile::tempdir().unwrap();
    let t4 = std::fs::read_to_string(proofs().join("fewest-T4.sol")).unwrap();
    let claim = |line: &str| t4.replace("\nfewest 5 board\n", &format!("\n{line}\n"));
    for (text, reason) in [
        (claim("fewest 5").replace("\nfinish 3\n", "\n"), "`fewest` needs a `finish` line"),
        (claim("fewest five"), "write `fewest N`"),
        (claim("fewest 5 pair"), "write `fewest N`"),
        (claim("fewest 5 board\nfewest 5"), "a second `fewest` line"),
        (t4.replace("\nstart 2\n", "\nstart 2,5\n"), "`fewest` needs one start hole"),
    ] {
        let (code, _, err) = verify_written(dir.path(), "bad.sol", &text);
        assert_eq!((code, err.lines().count()), (2, 1), "{err}");
        assert!(err.contains(reason), "{reason}: {err}");
    }
}

/// The engine's T7 atlas (results/atlas/T7.json, 27 problems) and A127500's
/// a(7) = 12 (published figure P8), checked by the verifier's own search:
/// three searches, one per start class, of about a minute each.
#[test]
#[ignore = "T7: three searches of about a minute each; cargo test --release --test it -- --ignored verify::"]
fn the_verifiers_search_agrees_with_the_t7_atlas() {
    let root = crate::support::root();
    let atlas: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("results/atlas/T7.json")).unwrap()).unwrap();
    let (code, out, _) = verify_with(
        &[&proofs().join("atlas/T7"), &proofs().join("fewest-T7.sol")],
        &["--search-fewest-up-to", "T7", "--format", "json"],
    );
    assert_eq!(code, 0, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let claims = fewest_claims(&json);
    assert!(claims.iter().all(|(_, _, settled)| settled == "\"searched\""), "{claims:?}");
    let problems = atlas["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 27);
    for problem in problems {
        let file = format!("{}-{}.sol", problem["start"].as_str().unwrap(), problem["finish"].as_str().unwrap());
        let claim = format!("fewest {} moves", problem["moves"]);
        assert!(claims.iter().any(|(name, c, _)| *name == file && *c == claim), "{file}: {claim}");
    }
    assert!(claims.contains(&("fewest-T7.sol".into(), "fewest 12 moves on the board".into(), "\"searched\"".into())));
}
