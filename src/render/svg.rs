//! Boards drawn as SVG: the one drawing primitive behind the printable
//! sheets and tables, so every SVG diagram pegsol makes looks the same, and
//! one helper for every line of text on a page ([`text`]).
//!
//! A board is a circle per hole, each with its name, laid out as the
//! lattice is: square rows, or rows shifted by half a hole.
//! A peg is a solid dark disc with the name in white; an empty hole is an
//! open circle with the name in black, so a page stays legible in black and
//! white. The caller chooses, per hole, the background `fill`, whether a peg
//! is drawn, the label and an optional small note under the hole.
//!
//! ```
//! use pegsol::render::svg;
//! use pegsol::Board;
//!
//! let t3 = Board::triangle(3).unwrap();
//! let style = |hole: pegsol::Hole| svg::HoleStyle::plain(hole.0 != 0, t3.hole_name(hole, pegsol::Naming::Numbers));
//! let group = svg::board_group(&t3, &style, 0.0, 0.0, 90.0);
//! assert_eq!(group.matches("<circle").count(), 6 + 5); // six holes, five pegs
//! let page = svg::document(100.0, svg::board_height(&t3, 90.0), &group);
//! assert!(page.starts_with("<svg"));
//! assert_eq!(
//!     svg::text(40.0, 90.0, svg::Font::size(22).bold(), "T3"),
//!     "<text x=\"40\" y=\"90\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"22\" font-weight=\"bold\">T3</text>\n"
//! );
//! ```

use super::escape;
use std::fmt::Write;

use crate::board::{Board, Hole, Lattice};

/// How one hole is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct HoleStyle {
    /// Background colour of the hole (any SVG colour, e.g. `white`, `#eee`).
    pub fill: String,
    /// Whether a peg sits in the hole.
    pub peg: bool,
    /// The text in the hole (normally its name).
    pub label: String,
    /// A small text under the hole (e.g. a count), if any.
    pub note: Option<String>,
}

impl HoleStyle {
    /// A white hole with or without a peg, labelled, no note.
    #[must_use]
    pub fn plain(peg: bool, label: String) -> HoleStyle {
        HoleStyle { fill: "white".to_string(), peg, label, note: None }
    }
}

/// The typeface of every text on a page.
const FONT_FAMILY: &str = "Helvetica, Arial, sans-serif";

/// How a line of [`text`] is set: its size in pixels, bold or not, and
/// whether `x` is its middle (otherwise its start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Font {
    size: u32,
    bold: bool,
    centred: bool,
}

impl Font {
    /// Regular text of `size` pixels, starting at `x`.
    #[must_use]
    pub const fn size(size: u32) -> Font {
        Font { size, bold: false, centred: false }
    }

    /// The same, bold.
    #[must_use]
    pub const fn bold(self) -> Font {
        Font { bold: true, ..self }
    }

    /// The same, centred on `x`.
    #[must_use]
    pub const fn centred(self) -> Font {
        Font { centred: true, ..self }
    }
}

/// One line of text at `(x, y)` (rounded to whole pixels), as an SVG
/// `<text>` element and a newline. `markup` is SVG content: escape plain
/// text with [`super::escape::xml`]; it may hold a `<tspan>`.
#[must_use]
pub fn text(x: f64, y: f64, font: Font, markup: &str) -> String {
    let weight = if font.bold { " font-weight=\"bold\"" } else { "" };
    let anchor = if font.centred { " text-anchor=\"middle\"" } else { "" };
    format!(
        "<text x=\"{x:.0}\" y=\"{y:.0}\" font-family=\"{FONT_FAMILY}\" font-size=\"{}\"{weight}{anchor}>{markup}</text>\n",
        font.size
    )
}

/// Vertical distance between rows, as a share of the horizontal pitch.
fn row_height(board: &Board) -> f64 {
    match board.lattice() {
        Lattice::Square => 1.0,
        Lattice::Triangular => 0.866,
    }
}

/// The leftmost hole's column in half holes ([`Lattice::half_column`]), and
/// the board's width in holes.
fn columns(board: &Board) -> (i32, f64) {
    let halves = board.holes().map(|h| board.lattice().half_column(board.coordinates(h)));
    let (left, right) = halves.clone().min().zip(halves.max()).unwrap_or((0, 0));
    (left, f64::from(right - left) / 2.0 + 1.0)
}

/// The height of the group [`board_group`] draws for a board `size` wide.
#[must_use]
pub fn board_height(board: &Board, size: f64) -> f64 {
    let pitch = pitch(board, size);
    pitch + (board.rows() as f64 - 1.0) * pitch * row_height(board)
}

/// The distance between neighbouring holes in a drawing of `board` `size`
/// wide; each hole's circle has a radius of 0.42 of it.
#[must_use]
pub fn pitch(board: &Board, size: f64) -> f64 {
    size / columns(board).1
}

/// Where [`board_group`] draws each hole of `board` for a group `size`
/// wide with its top-left corner at `(x, y)`: the hole and its centre's
/// `x` and `y`.
#[must_use]
pub fn hole_places(board: &Board, x: f64, y: f64, size: f64) -> Vec<(Hole, f64, f64)> {
    let left = columns(board).0;
    let pitch = pitch(board, size);
    board
        .holes()
        .map(|hole| {
            let at = board.coordinates(hole);
            let half = board.lattice().half_column(at) - left;
            let cx = x + pitch / 2.0 + (f64::from(half) / 2.0) * pitch;
            let cy = y + pitch / 2.0 + f64::from(at.row) * pitch * row_height(board);
            (hole, cx, cy)
        })
        .collect()
}

/// An SVG `<g>` drawing `board` with its top-left corner at `(x, y)`,
/// `size` wide (and [`board_height`] high), each hole styled by `style`.
#[must_use]
pub fn board_group(board: &Board, style: &dyn Fn(Hole) -> HoleStyle, x: f64, y: f64, size: f64) -> String {
    let mut out = format!("<g class=\"board\" font-family=\"{FONT_FAMILY}\" text-anchor=\"middle\">\n");
    let pitch = pitch(board, size);
    let radius = pitch * 0.42;
    for (hole, cx, cy) in hole_places(board, x, y, size) {
        let s = style(hole);
        let _ = writeln!(
            out,
            "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{radius:.1}\" fill=\"{}\" stroke=\"black\" stroke-width=\"{:.1}\"/>",
            escape::xml(&s.fill),
            (pitch * 0.03).max(0.5)
        );
        if s.peg {
            let _ = writeln!(out, "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{:.1}\" fill=\"#222\"/>", radius * 0.78);
        }
        let text_colour = if s.peg { "white" } else { "black" };
        let font = pitch * if s.label.chars().count() > 2 { 0.26 } else { 0.34 };
        // A note sits inside the hole under the label (below the hole it
        // would run into the next row's circles), so the label moves up.
        let label_y = if s.note.is_some() { cy - font * 0.05 } else { cy + font * 0.35 };
        let _ = writeln!(
            out,
            "<text x=\"{cx:.1}\" y=\"{label_y:.1}\" font-size=\"{font:.1}\" fill=\"{text_colour}\">{}</text>",
            escape::xml(&s.label)
        );
        if let Some(note) = &s.note {
            let small = pitch * 0.16;
            let _ = writeln!(
                out,
                "<text x=\"{cx:.1}\" y=\"{:.1}\" font-size=\"{small:.1}\" fill=\"{text_colour}\">{}</text>",
                cy + radius * 0.62,
                escape::xml(note)
            );
        }
    }
    out.push_str("</g>\n");
    out
}

/// A standalone SVG document `width` x `height` (user units = CSS pixels)
/// with a white background around `body`.
#[must_use]
pub fn document(width: f64, height: f64, body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n{body}</svg>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Naming;

    #[test]
    fn holes_lie_inside_the_group_box() {
        let triangles = (1..=crate::board::MAX_SIDE).map(|side| Board::triangle(side).unwrap());
        for board in triangles.chain(crate::board::BUILT_IN.iter().map(|(name, _)| name.parse().unwrap())) {
            let name = board.name();
            let style = |h: Hole| HoleStyle::plain(true, board.hole_name(h, Naming::Numbers));
            let group = board_group(&board, &style, 10.0, 20.0, 300.0);
            let height = board_height(&board, 300.0);
            for circle in group.lines().filter(|l| l.starts_with("<circle")) {
                let number = |key: &str| -> f64 {
                    let rest = &circle[circle.find(key).unwrap() + key.len()..];
                    rest[..rest.find('"').unwrap()].parse().unwrap()
                };
                let (cx, cy, r) = (number("cx=\""), number("cy=\""), number(" r=\""));
                assert!(cx - r >= 10.0 - 0.1 && cx + r <= 310.0 + 0.1, "{name}");
                assert!(cy - r >= 20.0 - 0.1 && cy + r <= 20.0 + height + 0.1, "{name}");
            }
        }
    }
}
