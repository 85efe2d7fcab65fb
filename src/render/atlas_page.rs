//! The atlas as one self-contained HTML page (`pegsol fewest --each
//! --format html`): per class of starts, a picture of the board with the
//! start's empty hole in black and, in each hole where a problem from it
//! can finish, the fewest moves to one peg there; beside it a table of the
//! finishes with their fewest moves and numbers of minimal solutions, and
//! one solution of each to learn. Holes carry the board's own names; the
//! page is black, white and grey only, so it prints in black and white,
//! and its columns fold into one on a phone.
//!
//! ```
//! use pegsol::render::atlas_html;
//! use pegsol::{moves, Board, Naming};
//!
//! let t4 = Board::triangle(4).unwrap();
//! let atlas = moves::atlas(&t4, usize::MAX, &mut |_| {});
//! let page = atlas_html(&t4, &atlas, Naming::Numbers);
//! assert!(page.starts_with("<!DOCTYPE html>"));
//! // OEIS A127500: T4's one problem up to symmetry, 2 -> 3, takes 5 moves.
//! assert!(page.contains("<h2>Start 2 empty</h2>"));
//! assert!(page.contains("<td>3</td><td>5</td>"));
//! ```

use std::fmt::Write;

use super::escape;
use super::svg::{board_height, document, hole_places, pitch};
use super::thousands;
use crate::board::{Board, Hole, Naming};
use crate::moves::{Atlas, AtlasProblem};
use crate::notation;
use crate::position::Position;
use crate::symmetry::Group;

/// The width of a board's picture in SVG units; the page scales it.
const PICTURE: f64 = 400.0;

const STYLE: &str = "body { font-family: Helvetica, Arial, sans-serif; color: #000; background: #fff; \
    margin: 0 auto; max-width: 1240px; padding: 12px 16px; line-height: 1.4; }\n\
    h1 { font-size: 1.5em; margin: 0.4em 0; }\n\
    h2 { font-size: 1.2em; margin: 0 0 8px; }\n\
    .starts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 370px), 1fr)); gap: 20px; }\n\
    section { border: 1px solid #000; padding: 12px; }\n\
    svg { display: block; width: 100%; height: auto; max-width: 420px; margin: 0 auto 8px; }\n\
    .key svg { display: inline-block; width: 1.4em; height: 1.4em; margin: 0 4px 0 0; vertical-align: middle; }\n\
    .key span { display: inline-block; margin-right: 14px; }\n\
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }\n\
    th, td { border-bottom: 1px solid #888; padding: 3px 4px; text-align: right; vertical-align: top; }\n\
    th:first-child, td:first-child { text-align: left; }\n\
    th { font-size: 0.85em; }\n\
    details { margin-top: 8px; font-size: 0.9em; }\n\
    li { margin-bottom: 4px; overflow-wrap: anywhere; }\n";

/// How a hole is drawn on a start's picture.
enum Mark {
    /// The start's empty hole, and the fewest moves if it is also a finish.
    Start(Option<String>),
    /// A finish, with its fewest moves.
    Finish(String),
    /// No problem from this start finishes here.
    None,
}

/// The fewest moves as the picture writes them: the number, or `≥ n` when
/// the search gave up.
fn moves_label(problem: &AtlasProblem) -> String {
    problem.moves.map_or_else(|| format!("≥{}", problem.at_least), |moves| moves.to_string())
}

/// One hole: its circle, name and, for a finish, its fewest moves.
fn hole_svg(out: &mut String, (cx, cy, pitch): (f64, f64, f64), name: &str, mark: &Mark) {
    let radius = pitch * 0.44;
    let (fill, stroke, width, ink) = match mark {
        Mark::Start(_) => ("#000", "#000", 0.04, "#fff"),
        Mark::Finish(_) => ("#fff", "#000", 0.07, "#000"),
        Mark::None => ("#e4e4e4", "#8c8c8c", 0.025, "#444"),
    };
    let _ = writeln!(
        out,
        "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{radius:.1}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{:.1}\"/>",
        pitch * width
    );
    let text = |out: &mut String, y: f64, size: f64, bold: bool, words: &str| {
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let _ = writeln!(
            out,
            "<text x=\"{cx:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\"{weight} fill=\"{ink}\">{}</text>",
            escape::xml(words)
        );
    };
    let moves = match mark {
        Mark::Start(moves) => moves.as_deref(),
        Mark::Finish(moves) => Some(moves.as_str()),
        Mark::None => None,
    };
    match moves {
        Some(moves) => {
            text(out, cy - radius * 0.3, pitch * 0.2, false, name);
            text(out, cy + radius * 0.62, pitch * 0.38, true, moves);
        }
        None => text(out, cy + pitch * 0.09, pitch * 0.26, matches!(mark, Mark::Start(_)), name),
    }
}

/// The picture of one start: every hole with its name, the start black,
/// each finish of `problems` (and each of its images under the symmetries
/// fixing the start) white with its fewest moves.
fn start_svg(board: &Board, start: Hole, problems: &[&AtlasProblem], naming: Naming) -> String {
    let fixing = Group::full(board).fixing(board.with_empty(&[start]));
    let finish_of = |hole: Hole| {
        problems
            .iter()
            .find(|p| fixing.canonical(Position::single(hole)) == fixing.canonical(Position::single(p.finish)))
    };
    let pitch = pitch(board, PICTURE);
    let mut body = format!(
        "<title>Start {} empty: the fewest moves to one peg in each finishing hole</title>\n\
         <g font-family=\"Helvetica, Arial, sans-serif\" text-anchor=\"middle\">\n",
        escape::xml(&board.hole_name(start, naming))
    );
    for (hole, cx, cy) in hole_places(board, 0.0, 0.0, PICTURE) {
        let moves = finish_of(hole).map(|p| moves_label(p));
        let mark = match (hole == start, moves) {
            (true, moves) => Mark::Start(moves),
            (false, Some(moves)) => Mark::Finish(moves),
            (false, None) => Mark::None,
        };
        hole_svg(&mut body, (cx, cy, pitch), &board.hole_name(hole, naming), &mark);
    }
    body.push_str("</g>\n");
    document(PICTURE, board_height(board, PICTURE), &body)
}

/// A small circle for the key: how a mark looks.
fn key_svg(mark: &Mark) -> String {
    let mut body = String::new();
    hole_svg(&mut body, (12.0, 12.0, 26.0), "", mark);
    format!("<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">{body}</svg>")
}

/// The table of one start's finishes: every finishing hole of each problem
/// (its images under the symmetries fixing the start with it), the fewest
/// moves, the minimal solutions, the same up to symmetry, and as G. I.
/// Bell counts them.
fn start_table(board: &Board, start: Hole, problems: &[&AtlasProblem], naming: Naming) -> String {
    let fixing = Group::full(board).fixing(board.with_empty(&[start]));
    let mut out = String::from(
        "<table>\n<tr><th>finish</th><th>fewest moves</th><th>minimal solutions</th><th>up to symmetry</th>\
         <th>distinct (Bell)</th></tr>\n",
    );
    for problem in problems {
        let mut finishes = fixing.hole_orbit(problem.finish);
        finishes.sort_unstable();
        let names: Vec<String> = finishes.iter().map(|&h| board.hole_name(h, naming)).collect();
        let (count, up_to) = match &problem.count {
            Some(count) if count.symmetries > 1 => {
                (thousands(&count.solutions), format!("{} (÷{})", thousands(&count.up_to_symmetry()), count.symmetries))
            }
            Some(count) => (thousands(&count.solutions), "–".to_string()),
            None => ("not counted".to_string(), String::new()),
        };
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{count}</td><td>{up_to}</td><td>{}</td></tr>",
            escape::xml(&names.join(", ")),
            escape::xml(&moves_label(problem)),
            super::atlas::bell_count(problem)
        );
    }
    out.push_str("</table>\n");
    out
}

/// One solution of each problem of a start, move by move.
fn start_solutions(board: &Board, problems: &[&AtlasProblem], naming: Naming) -> String {
    let mut out = String::from("<details>\n<summary>A solution of each (moves separated by commas)</summary>\n<ul>\n");
    for problem in problems {
        let Some(jumps) = &problem.jumps else { continue };
        let _ = writeln!(
            out,
            "<li>to {} in {}: {}</li>",
            escape::xml(&board.hole_name(problem.finish, naming)),
            notation::move_count(jumps),
            escape::xml(&notation::write_moves(board, jumps, naming))
        );
    }
    out.push_str("</ul>\n</details>\n");
    out
}

/// The atlas as one self-contained HTML page (see the module's
/// documentation): a heading, a key, and a section per start class with
/// its picture, its table and its solutions, holes named in `naming`.
#[must_use]
pub fn atlas_html(board: &Board, atlas: &Atlas, naming: Naming) -> String {
    let name = |hole: Hole| board.hole_name(hole, naming);
    let title = format!("{}: the fewest moves of every problem", board.name());
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{0}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<h1>{0}</h1>\n",
        escape::xml(&title)
    );
    let unsolvable = if atlas.unsolvable.is_empty() {
        String::new()
    } else {
        let pairs: Vec<String> = atlas.unsolvable.iter().map(|&(s, f)| format!("{} → {}", name(s), name(f))).collect();
        format!(" No solution: {}.", pairs.join(", "))
    };
    let _ = write!(
        out,
        "<p>Every problem of the board from one empty hole to one peg, up to its {} symmetries: {} pairs of holes \
         up to symmetry, {} allowed by the position classes, {} solvable.{}</p>\n\
         <p>A move is one or more consecutive jumps by one peg. The fewest moves are proven: a search within one \
         move fewer finds nothing. The minimal solutions are the sequences of that many moves from the start to \
         the finish (mirror images count apart); up to symmetry, over the symmetries fixing both holes; distinct \
         (Bell), up to those symmetries and the order of the moves, a move known by its effect (its start, its end \
         and the pegs it removes), as G. I. Bell counts minimal solutions.</p>\n",
        board.symmetries().len(),
        atlas.pair_classes,
        atlas.feasible,
        atlas.problems.len(),
        escape::xml(&unsolvable),
    );
    let _ = write!(
        out,
        "<p class=\"key\"><span>{}the empty hole at the start</span><span>{}a finishing hole, with the fewest \
         moves to one peg there</span><span>{}no solution finishes there</span></p>\n<div class=\"starts\">\n",
        key_svg(&Mark::Start(None)),
        key_svg(&Mark::Finish(String::new())),
        key_svg(&Mark::None),
    );
    let mut starts: Vec<Hole> = Vec::new();
    for problem in &atlas.problems {
        if !starts.contains(&problem.start) {
            starts.push(problem.start);
        }
    }
    for start in starts {
        let problems: Vec<&AtlasProblem> = atlas.problems.iter().filter(|p| p.start == start).collect();
        let _ = write!(
            out,
            "<section>\n<h2>Start {} empty</h2>\n{}{}{}</section>\n",
            escape::xml(&name(start)),
            start_svg(board, start, &problems, naming),
            start_table(board, start, &problems, naming),
            start_solutions(board, &problems, naming)
        );
    }
    out.push_str("</div>\n</body>\n</html>\n");
    out
}
