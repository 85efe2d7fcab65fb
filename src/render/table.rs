//! The table as text, Markdown, CSV and JSON.

use std::collections::BTreeSet;
use std::fmt::Write;

use num_bigint::BigUint;
use serde_json::{json, Map, Value};

use super::{escape, percent, thousands};
use crate::board::{Hole, Naming};
use crate::table::{GamesMethod, Table};

/// How a column lines up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// A text table: cells under a header row, aligned by column.
struct TextGrid {
    header: Vec<String>,
    align: Vec<Align>,
    rows: Vec<Vec<String>>,
}

impl TextGrid {
    fn widths(&self) -> Vec<usize> {
        (0..self.header.len())
            .map(|i| std::iter::once(&self.header).chain(&self.rows).map(|r| r[i].chars().count()).max().unwrap_or(0))
            .collect()
    }

    fn cell(text: &str, width: usize, align: Align) -> String {
        match align {
            Align::Left => format!("{text:<width$}"),
            Align::Right => format!("{text:>width$}"),
        }
    }

    /// Columns separated by two spaces.
    fn text(&self) -> String {
        let widths = self.widths();
        let line = |row: &[String]| {
            let cells: Vec<String> =
                row.iter().zip(&widths).zip(&self.align).map(|((t, &w), &a)| TextGrid::cell(t, w, a)).collect();
            format!("  {}", cells.join("  ")).trim_end().to_string() + "\n"
        };
        std::iter::once(&self.header).chain(&self.rows).map(|r| line(r)).collect()
    }

    /// A Markdown (GitHub) table.
    fn markdown(&self) -> String {
        let widths: Vec<usize> = self.widths().into_iter().map(|w| w.max(3)).collect();
        let line = |row: &[String]| {
            let cells: Vec<String> =
                row.iter().zip(&widths).zip(&self.align).map(|((t, &w), &a)| TextGrid::cell(t, w, a)).collect();
            format!("| {} |\n", cells.join(" | "))
        };
        let rule: Vec<String> = widths
            .iter()
            .zip(&self.align)
            .map(|(&w, &a)| match a {
                Align::Left => "-".repeat(w),
                Align::Right => format!("{}:", "-".repeat(w - 1)),
            })
            .collect();
        let mut out = line(&self.header);
        out.push_str(&format!("|{}|\n", rule.iter().map(|r| format!(" {r} ")).collect::<Vec<_>>().join("|")));
        for row in &self.rows {
            out.push_str(&line(row));
        }
        out
    }
}

/// Text or Markdown: the same sections, drawn differently.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Text,
    Markdown,
}

fn name(table: &Table, hole: Hole, naming: Naming) -> String {
    table.board.hole_name(hole, naming)
}

fn names(table: &Table, holes: &[Hole], naming: Naming) -> String {
    holes.iter().map(|&h| name(table, h, naming)).collect::<Vec<_>>().join(", ")
}

/// Every number of pegs some game ends with, over all starts.
fn pegs_left_range(table: &Table) -> Vec<u32> {
    let keys: BTreeSet<u32> = table.games_by_pegs_left.iter().flat_map(|g| g.keys().copied()).collect();
    match (keys.first(), keys.last()) {
        (Some(&low), Some(&high)) => (low..=high).collect(),
        _ => Vec::new(),
    }
}

fn games_left(table: &Table, start: Hole, pegs: u32) -> BigUint {
    table.games_by_pegs_left[start.index()].get(&pegs).cloned().unwrap_or_default()
}

/// `15 holes in 4 symmetry classes`.
fn counts_line(table: &Table) -> String {
    let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{} in {}",
        plural(table.board.hole_count(), "hole", "holes"),
        plural(table.classes.len(), "symmetry class", "symmetry classes")
    )
}

/// One line saying how the figures were computed.
fn method_note(table: &Table) -> &'static str {
    match table.games_method {
        GamesMethod::Reverse => {
            "solutions by the reverse pass from each finishing hole; games by the reverse pass from every dead end"
        }
        GamesMethod::Complements => {
            "solutions by the reverse pass from each finishing hole f; games from the same passes, \
             which complemented are the forward passes from the starts with f empty"
        }
        GamesMethod::Forward => {
            "solutions and games by the forward pass from one start of each class, spread over the class by symmetry"
        }
    }
}

/// Per-start figures; `starts` is (label, the hole whose figures apply).
fn summary_grid(table: &Table, starts: &[(String, Hole)], first: &str, with_total: bool) -> TextGrid {
    let mut header: Vec<String> =
        [first, "solutions", "games", "won", "random play wins"].iter().map(|s| s.to_string()).collect();
    let mut align = vec![Align::Left, Align::Right, Align::Right, Align::Right, Align::Right];
    let range = pegs_left_range(table);
    for &k in &range {
        header.push(format!("{k} left"));
        align.push(Align::Right);
    }
    let mut rows: Vec<Vec<String>> = starts
        .iter()
        .map(|(label, start)| {
            let mut row = vec![
                label.clone(),
                thousands(&table.solutions_from(*start)),
                thousands(&table.games_from(*start)),
                percent(table.share_won(*start)),
                table
                    .random_play_win
                    .as_ref()
                    .map_or("-".to_string(), |win| format!("{:.4}%", win[start.index()] * 100.0)),
            ];
            row.extend(range.iter().map(|&k| thousands(&games_left(table, *start, k))));
            row
        })
        .collect();
    if with_total {
        let holes = || table.board.holes();
        let mut row = vec![
            match table.board.hole_count() {
                1 => "the 1 start".to_string(),
                n => format!("all {n} starts"),
            },
            thousands(&holes().map(|h| table.solutions_from(h)).sum()),
            thousands(&holes().map(|h| table.games_from(h)).sum()),
            String::new(),
            String::new(),
        ];
        row.extend(range.iter().map(|&k| thousands(&holes().map(|h| games_left(table, h, k)).sum())));
        rows.push(row);
    }
    TextGrid { header, align, rows }
}

/// Solutions from each listed start (rows) to every finish (columns).
fn matrix_grid(table: &Table, starts: &[(String, Hole)], first: &str, naming: Naming) -> TextGrid {
    let mut header = vec![first.to_string()];
    header.extend(table.board.holes().map(|f| name(table, f, naming)));
    let mut align = vec![Align::Left];
    align.extend(table.board.holes().map(|_| Align::Right));
    let rows = starts
        .iter()
        .map(|(label, start)| {
            let mut row = vec![label.clone()];
            row.extend(table.solutions[start.index()].iter().map(|c| {
                if c.bits() == 0 {
                    ".".into()
                } else {
                    thousands(c)
                }
            }));
            row
        })
        .collect();
    TextGrid { header, align, rows }
}

fn sections(table: &Table, naming: Naming, style: Style) -> String {
    let by_class: Vec<(String, Hole)> = table.classes.iter().map(|c| (names(table, c, naming), c[0])).collect();
    let class_firsts: Vec<(String, Hole)> = table.classes.iter().map(|c| (name(table, c[0], naming), c[0])).collect();
    let every: Vec<(String, Hole)> = table.board.holes().map(|h| (name(table, h, naming), h)).collect();
    let board = match style {
        Style::Text => table.board.name(),
        Style::Markdown => escape::markdown(&table.board.name()),
    };
    let sections = [
        (
            format!("{board}: every start, one row per symmetry class"),
            "Each hole of a class has the figures of its row. Won: solutions as a share of all games. \
             Random play wins: the chance of ending with one peg when every legal jump is equally likely. \
             k left: games ending with k pegs.",
            summary_grid(table, &by_class, "holes", true),
        ),
        (
            format!("{board}: solutions from the first hole of each class (row) to each finish (column)"),
            "The other holes of a class have the same row, with the finishes moved by the symmetry.",
            matrix_grid(table, &class_firsts, "start", naming),
        ),
        (format!("{board}: every start"), "", summary_grid(table, &every, "start", true)),
        (
            format!("{board}: solutions from each start (row) to each finish (column)"),
            "A dot is no solution. The matrix is symmetric: a solution played backwards on the complementary \
             board goes from its finish to its start.",
            matrix_grid(table, &every, "start", naming),
        ),
    ];
    let mut out = String::new();
    match style {
        Style::Text => {
            let _ = writeln!(out, "Board {board}: {}\n({})\n", counts_line(table), method_note(table));
        }
        Style::Markdown => {
            let _ = writeln!(out, "# Board {board}: {}\n\n{}.\n", counts_line(table), capitalise(method_note(table)));
        }
    }
    for (title, note, grid) in sections {
        match style {
            Style::Text => {
                let _ = writeln!(out, "{title}");
                if !note.is_empty() {
                    let _ = writeln!(out, "{}", wrap(note, 100));
                }
                out.push('\n');
                out.push_str(&grid.text());
            }
            Style::Markdown => {
                let _ = writeln!(out, "## {title}\n");
                if !note.is_empty() {
                    let _ = writeln!(out, "{note}\n");
                }
                out.push_str(&grid.markdown());
            }
        }
        out.push('\n');
    }
    out.pop();
    out
}

/// The table as aligned text: per-start figures and the solution matrix,
/// by symmetry class and for every hole.
#[must_use]
pub fn table_text(table: &Table, naming: Naming) -> String {
    sections(table, naming, Style::Text)
}

/// The same sections as Markdown tables.
#[must_use]
pub fn table_markdown(table: &Table, naming: Naming) -> String {
    sections(table, naming, Style::Markdown)
}

/// One CSV row per start. Columns: `start`, `class` (the first hole of
/// its class), `solutions`, `games`, `share_won`, `random_play_win`
/// (both fractions in 0..1; the chance is empty when not computed), then
/// `left_K` for each number of pegs K
/// some game on the board ends with, then `to_F` for each finishing hole
/// F (solutions from the start finishing there). Counts are plain
/// integers, names as chosen.
#[must_use]
pub fn table_csv(table: &Table, naming: Naming) -> String {
    let range = pegs_left_range(table);
    let mut header: Vec<String> =
        ["start", "class", "solutions", "games", "share_won", "random_play_win"].map(String::from).to_vec();
    header.extend(range.iter().map(|k| format!("left_{k}")));
    header.extend(table.board.holes().map(|f| escape::csv(&format!("to_{}", name(table, f, naming)))));
    let mut out = header.join(",") + "\n";
    for start in table.board.holes() {
        let mut row = vec![
            escape::csv(&name(table, start, naming)),
            escape::csv(&name(table, table.class_of(start)[0], naming)),
            table.solutions_from(start).to_string(),
            table.games_from(start).to_string(),
            table.share_won(start).to_string(),
            table.random_play_win.as_ref().map_or(String::new(), |win| win[start.index()].to_string()),
        ];
        row.extend(range.iter().map(|&k| games_left(table, start, k).to_string()));
        row.extend(table.solutions[start.index()].iter().map(ToString::to_string));
        out.push_str(&(row.join(",") + "\n"));
    }
    out
}

/// The table as JSON. Keys: `board`; `classes` (lists of equivalent
/// holes); `solutions` (start → finish → count, zero entries left out);
/// `games_by_pegs_left` (start → pegs left → count); `share_won` and
/// `random_play_win` (start → number in 0..1, or `null` when the passes
/// did not compute chances); `games_method` (`"reverse"`: the reverse
/// pass from every dead end; `"complements"`: read from the solution
/// passes; `"forward"`: read from forward passes, see [`GamesMethod`]).
/// Counts are decimal strings.
#[must_use]
pub fn table_json(table: &Table, naming: Naming) -> Value {
    let per_start = |f: &dyn Fn(Hole) -> Value| -> Map<String, Value> {
        table.board.holes().map(|s| (name(table, s, naming), f(s))).collect()
    };
    let solutions = per_start(&|s| {
        let row: Map<String, Value> = table
            .board
            .holes()
            .filter(|f| table.solutions[s.index()][f.index()].bits() != 0)
            .map(|f| (name(table, f, naming), json!(table.solutions[s.index()][f.index()].to_string())))
            .collect();
        Value::Object(row)
    });
    let games = per_start(&|s| {
        let row: Map<String, Value> =
            table.games_by_pegs_left[s.index()].iter().map(|(k, c)| (k.to_string(), json!(c.to_string()))).collect();
        Value::Object(row)
    });
    let classes: Vec<Vec<String>> =
        table.classes.iter().map(|c| c.iter().map(|&h| name(table, h, naming)).collect()).collect();
    json!({
        "board": table.board.name(),
        "classes": classes,
        "solutions": solutions,
        "games_by_pegs_left": games,
        "share_won": per_start(&|s| json!(table.share_won(s))),
        "random_play_win": table.random_play_win.as_ref().map(|win| per_start(&|s| json!(win[s.index()]))),
        "games_method": match table.games_method {
            GamesMethod::Reverse => "reverse",
            GamesMethod::Complements => "complements",
            GamesMethod::Forward => "forward",
        },
    })
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Breaks `text` into lines of at most `width` characters at spaces.
fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}
