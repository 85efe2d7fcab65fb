//! A name the user chose, written into every format of every command that
//! shows it: a `.board` file named `a&b<i>|*_'x".board` is shown as written
//! in text, escaped in SVG, HTML and Markdown (`render::escape`), a JSON
//! string that reads back as the name, and a CSV whose rows all have the
//! header's fields. Issue 61: `table --format svg` wrote it raw.

use crate::support::pegsol;

/// The hostile file name, and the same with each markup character as the
/// XML and Markdown escapes write it.
const NAME: &str = "a&b<i>|*_'x\".board";
const AS_XML: &str = "a&amp;b&lt;i&gt;|*_'x&quot;.board";
const AS_MARKDOWN: &str = "a\\&b\\<i\\>\\|\\*\\_'x\".board";

/// Every command and format that names the board, with its board and start.
const RUNS: [(&str, &[&str], &str); 19] = [
    ("count", &["--start", "2"], "text"),
    ("count", &["--start", "2"], "json"),
    ("table", &[], "text"),
    ("table", &[], "md"),
    ("table", &[], "csv"),
    ("table", &[], "json"),
    ("table", &[], "svg"),
    ("sheet", &["--start", "2"], "text"),
    ("sheet", &["--start", "2"], "md"),
    ("sheet", &["--start", "2"], "svg"),
    ("sheet", &["--start", "2"], "html"),
    ("fewest", &["--each"], "text"),
    ("fewest", &["--each"], "json"),
    ("fewest", &["--each"], "md"),
    ("fewest", &["--each"], "html"),
    ("fewest", &[], "text"),
    ("fewest", &[], "json"),
    ("solve", &["--start", "2", "--finish", "3"], "text"),
    ("solve", &["--start", "2", "--finish", "3"], "json"),
];

#[test]
fn a_hostile_board_name_is_escaped_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join(NAME);
    // T4 drawn: its holes are numbered as T4's, and from 2 it is solvable.
    std::fs::write(&board, "lattice triangular\n   o\n  o o\n o o o\no o o o\n").unwrap();
    let board = board.to_str().unwrap();
    for (command, args, format) in RUNS {
        let output =
            pegsol().arg(command).args(["--board", board]).args(args).args(["--format", format]).output().unwrap();
        let (out, err) =
            (String::from_utf8(output.stdout).unwrap(), String::from_utf8_lossy(&output.stderr).to_string());
        let what = format!("{command} {args:?} --format {format}");
        assert!(output.status.success(), "{what}: {err}");
        match format {
            "svg" | "html" => {
                assert!(out.contains(AS_XML) && !out.contains("<i>"), "{what}:\n{out}");
            }
            "md" => assert!(out.contains(AS_MARKDOWN) && !out.contains("<i>"), "{what}:\n{out}"),
            "json" => {
                let json: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert!(out.contains(&serde_json::to_string(board).unwrap()), "{what}: the name as a JSON string");
                let named = json.get("board").or_else(|| json.pointer("/table/board"));
                assert!(named.is_none_or(|name| name == board), "{what}: {named:?}");
            }
            "csv" => {
                let fields = |line: &str| line.split(',').count();
                let header = fields(out.lines().next().unwrap());
                assert!(out.lines().all(|line| fields(line) == header), "{what}:\n{out}");
            }
            _ => assert!(out.contains(board), "{what}:\n{out}"),
        }
    }
}
