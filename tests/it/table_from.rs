//! `pegsol table --from DIR`: the table assembled from `pegsol count`
//! reports equals the table of the reverse passes (a second, independent
//! method: forward passes from each start against reverse passes from each
//! finish), and incomplete or inconsistent reports are refused.

use crate::support::pegsol;
use serde_json::Value;

fn json(output: &std::process::Output) -> Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Writes `pegsol count --board T6 --start S --format json` for each start.
fn reports(dir: &std::path::Path, starts: &[&str], extra: &[&str]) {
    for start in starts {
        let output =
            pegsol().args(["count", "--board", "T6", "--start", start, "--format", "json"]).args(extra).output();
        std::fs::write(dir.join(format!("T6-from-{start}.json")), output.unwrap().stdout).unwrap();
    }
}

#[test]
fn a_table_from_forward_reports_equals_the_reverse_passes() {
    let dir = tempfile::tempdir().unwrap();
    // One start of each of T6's five classes, and a second start of one
    // class, which must agree with the first once mapped onto it.
    reports(dir.path(), &["1", "2", "4", "5", "8", "21"], &[]);
    // A report of another board in the same directory is passed over.
    let t5 = pegsol().args(["count", "--board", "T5", "--start", "1", "--format", "json"]).output().unwrap();
    std::fs::write(dir.path().join("T5.json"), t5.stdout).unwrap();
    let from = json(
        &pegsol().args(["table", "--board", "T6", "--format", "json", "--from"]).arg(dir.path()).output().unwrap(),
    );
    let reverse = json(&pegsol().args(["table", "--board", "T6", "--format", "json"]).output().unwrap());
    for key in ["board", "classes", "solutions", "games_by_pegs_left", "share_won"] {
        assert_eq!(from[key], reverse[key], "{key}");
    }
    assert_eq!(from["games_method"], "forward");
    // Chances are floats summed in another order by the two methods.
    for (start, chance) in reverse["random_play_win"].as_object().unwrap() {
        let other = from["random_play_win"][start].as_f64().unwrap();
        assert!((other - chance.as_f64().unwrap()).abs() < 1e-12, "start {start}");
    }
}

#[test]
fn reports_without_chances_give_a_table_without_them() {
    let dir = tempfile::tempdir().unwrap();
    reports(dir.path(), &["1", "2", "4", "5", "8"], &["--no-random-play"]);
    let from = json(
        &pegsol().args(["table", "--board", "T6", "--format", "json", "--from"]).arg(dir.path()).output().unwrap(),
    );
    assert_eq!(from["random_play_win"], Value::Null);
    let svg = pegsol().args(["table", "--board", "T6", "--format", "svg", "--from"]).arg(dir.path()).output().unwrap();
    assert!(String::from_utf8(svg.stdout).unwrap().contains("share of games won"));
}

#[test]
fn a_missing_class_or_a_disagreeing_report_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    reports(dir.path(), &["1", "2", "4", "5"], &[]);
    let missing = pegsol().args(["table", "--board", "T6", "--from"]).arg(dir.path()).output().unwrap();
    assert_eq!(missing.status.code(), Some(2));
    let stderr = String::from_utf8(missing.stderr).unwrap();
    assert_eq!(
        stderr.trim_end(),
        "error: no forward pass from any of the holes 8, 9, 13 (one start of each class is needed)"
    );
    // A tampered count in a second report of a class.
    reports(dir.path(), &["8", "13"], &[]);
    let path = dir.path().join("T6-from-13.json");
    let mut report: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    // Its games total changed with it: a report whose totals are not the
    // sums of its parts is refused on its own, before the comparison.
    let count = |value: &Value| value.as_str().unwrap().parse::<u64>().unwrap();
    let games = count(&report["games"]) - count(&report["games_by_pegs_left"]["2"]) + 1;
    report["games_by_pegs_left"]["2"] = Value::from("1");
    report["games"] = Value::from(games.to_string());
    std::fs::write(&path, report.to_string()).unwrap();
    let wrong = pegsol().args(["table", "--board", "T6", "--from"]).arg(dir.path()).output().unwrap();
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8(wrong.stderr).unwrap().contains("disagree"));
}

/// count(s → f) = count(f → s): a solution played backwards, every position
/// complemented, is one from f to s. `prove --from` reads every report both
/// ways and refuses reports that break it; so does `table --from`, naming
/// the pair, for each of these tamperings of one count by one.
#[test]
fn a_count_at_odds_with_its_reversal_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    reports(dir.path(), &["1", "2", "4", "5", "8"], &[]);
    let original: Vec<(String, String)> = ["1", "2", "4", "5", "8"]
        .iter()
        .map(|s| {
            let name = format!("T6-from-{s}.json");
            (name.clone(), std::fs::read_to_string(dir.path().join(name)).unwrap())
        })
        .collect();
    // (report, finish, change, the pair named): 1 -> 5 one more (5 lies
    // on the mirror through 1, so the report stays symmetric), 5 -> 1 one
    // fewer, and 2 -> 8 one more (no symmetry but the identity fixes 2).
    // The table names the pair smaller hole first.
    let cases = [("1", "5", 1i64, "1, 5"), ("5", "1", -1, "1, 5"), ("2", "8", 1, "2, 8")];
    for (start, finish, change, pair) in cases {
        for (name, text) in &original {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        let path = dir.path().join(format!("T6-from-{start}.json"));
        let mut report: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let count: i64 = report["solutions_by_finish"][finish].as_str().unwrap().parse().unwrap();
        report["solutions_by_finish"][finish] = Value::from((count + change).to_string());
        // The totals with it, so that the report alone adds up.
        for key in ["/games_by_pegs_left/1", "/games"] {
            let total: i64 = report.pointer(key).unwrap().as_str().unwrap().parse().unwrap();
            *report.pointer_mut(key).unwrap() = Value::from((total + change).to_string());
        }
        std::fs::write(&path, report.to_string()).unwrap();
        let table = pegsol().args(["table", "--board", "T6", "--from"]).arg(dir.path()).output().unwrap();
        let stderr = String::from_utf8(table.stderr).unwrap();
        assert_eq!(table.status.code(), Some(2), "{start} -> {finish}: {stderr}");
        assert!(table.stdout.is_empty(), "{start} -> {finish}: no table printed");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(&format!("disagree on the pair {pair}")), "{start} -> {finish}: {stderr}");
        let (tampered, kept) = ((count + change).to_string(), count.to_string());
        assert!(stderr.contains(&tampered) && stderr.contains(&kept), "{stderr}");
        // `prove --from` refuses the same reports.
        let out = tempfile::tempdir().unwrap();
        let prove = pegsol()
            .args(["prove", "--board", "T6", "--from"])
            .arg(dir.path())
            .arg("--out")
            .arg(out.path())
            .output()
            .unwrap();
        assert_eq!(prove.status.code(), Some(2), "{}", String::from_utf8_lossy(&prove.stderr));
    }
    // Untouched, the same reports make the table.
    for (name, text) in &original {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    pegsol().args(["table", "--board", "T6", "--from"]).arg(dir.path()).assert().success();
    eprintln!("reversal: {} tampered pairs", cases.len());
}
