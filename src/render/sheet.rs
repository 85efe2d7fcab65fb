//! Memorization sheets as text, Markdown, SVG and HTML (one A4 page per
//! finishing hole).

use std::fmt::Write;

use super::escape;
use super::svg::{self, text, Font, HoleStyle};
use super::{diagram, thousands};
use crate::board::Hole;
use crate::notation;
use crate::position::Position;
use crate::sheet::{Page, Sheet};

/// A4 at 96 pixels per inch.
const PAGE_WIDTH: f64 = 794.0;
const PAGE_HEIGHT: f64 = 1123.0;

fn name(sheet: &Sheet<'_>, hole: Hole) -> String {
    sheet.board.hole_name(hole, sheet.naming)
}

fn names(sheet: &Sheet<'_>, holes: impl IntoIterator<Item = Hole>) -> String {
    holes.into_iter().map(|h| name(sheet, h)).collect::<Vec<_>>().join(", ")
}

fn title(sheet: &Sheet<'_>) -> String {
    format!("{}, start {} empty", sheet.board.name(), names(sheet, sheet.empty.iter().copied()))
}

/// [`title`] for Markdown, the board's name escaped.
fn markdown_title(sheet: &Sheet<'_>) -> String {
    format!("{}, start {} empty", escape::markdown(&sheet.board.name()), names(sheet, sheet.empty.iter().copied()))
}

fn headline(sheet: &Sheet<'_>, f: &Page) -> String {
    let solutions = f
        .solutions
        .as_ref()
        .map_or_else(|| "solutions not counted".to_string(), |c| format!("{} solutions", thousands(c)));
    let (moves, jumps) = (notation::move_count(&f.jumps), f.jumps.len());
    if f.proven() {
        format!("Finish {}: {solutions}; fewest moves {moves} ({jumps} jumps)", name(sheet, f.finish))
    } else {
        format!(
            "Finish {}: {solutions}; {moves} moves ({jumps} jumps), the fewest at least {}",
            name(sheet, f.finish),
            f.at_least
        )
    }
}

/// Lines saying where the finishes go for each symmetric start.
fn symmetry_lines(sheet: &Sheet<'_>) -> Vec<String> {
    let starts = sheet.symmetric_starts();
    if starts.is_empty() {
        return vec!["No other start is a mirror image or rotation of this one.".to_string()];
    }
    let mut lines = vec![format!(
        "The same sheets serve {} other start{}: rename every hole by the board's symmetry.",
        starts.len(),
        if starts.len() == 1 { "" } else { "s" }
    )];
    for (image, s) in starts {
        let finishes = sheet
            .pages
            .iter()
            .map(|f| format!("{} -> {}", name(sheet, f.finish), name(sheet, s.hole(f.finish))))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(format!("Start {} empty: finishes {finishes}.", names(sheet, image)));
    }
    lines
}

/// The sheets as plain text with board diagrams.
#[must_use]
pub fn sheet_text(sheet: &Sheet<'_>) -> String {
    let mut out = format!("Memorization sheets: {}\n\n", title(sheet));
    out.push_str(&diagram::draw(sheet.board, sheet.start(), sheet.naming));
    for f in &sheet.pages {
        let _ = write!(out, "\n{}\n", headline(sheet, f));
        for (i, (m, at)) in sheet.steps(&f.jumps).into_iter().enumerate() {
            let _ = writeln!(out, "\nMove {}: {}", i + 1, notation::jump_names(sheet.board, m, sheet.naming).join(" "));
            out.push_str(&diagram::draw(sheet.board, at, sheet.naming));
        }
    }
    out.push('\n');
    for line in symmetry_lines(sheet) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The sheets as Markdown: a section per finish, diagrams in code blocks.
#[must_use]
pub fn sheet_markdown(sheet: &Sheet<'_>) -> String {
    let mut out = format!("# Memorization sheets: {}\n\n```\n", markdown_title(sheet));
    out.push_str(&diagram::draw(sheet.board, sheet.start(), sheet.naming));
    out.push_str("```\n");
    for f in &sheet.pages {
        let _ = write!(out, "\n## {}\n\n", headline(sheet, f));
        let _ = writeln!(out, "| move | jumps |\n|---:|---|");
        let steps = sheet.steps(&f.jumps);
        for (i, (m, _)) in steps.iter().enumerate() {
            let _ = writeln!(out, "| {} | {} |", i + 1, notation::jump_names(sheet.board, m, sheet.naming).join(" "));
        }
        for (i, (_, at)) in steps.iter().enumerate() {
            let _ =
                write!(out, "\nAfter move {}:\n\n```\n{}```\n", i + 1, diagram::draw(sheet.board, *at, sheet.naming));
        }
    }
    out.push_str("\n## Symmetric starts\n\n");
    for line in symmetry_lines(sheet) {
        let _ = writeln!(out, "- {line}");
    }
    out
}

/// One printable page (A4 at 96 px per inch) for one finish, as an SVG
/// group placed at `top`.
fn page(sheet: &Sheet<'_>, f: &Page, top: f64) -> String {
    const COLUMNS: usize = 4;
    let (margin, cell) = (40.0, 178.0);
    let size = cell - 24.0;
    let board_height = svg::board_height(sheet.board, size);
    let mut out = String::new();
    let title = format!("{}: finish {}", title(sheet), name(sheet, f.finish));
    out.push_str(&text(margin, top + 50.0, Font::size(22).bold(), &escape::xml(&title)));
    out.push_str(&text(margin, top + 76.0, Font::size(15), &escape::xml(&headline(sheet, f))));
    let start = sheet.start();
    // Each board's caption, three jumps to a line.
    let mut boards: Vec<(Vec<String>, Position, u64, u64)> = vec![(vec!["start".to_string()], start, 0, 0)];
    let mut before = start;
    for (i, (m, at)) in sheet.steps(&f.jumps).into_iter().enumerate() {
        let landed = m[m.len() - 1].to.bit();
        let cleared = before.0 & !at.0;
        let names = notation::jump_names(sheet.board, m, sheet.naming);
        let mut caption: Vec<String> = names.chunks(3).map(|c| c.join(" ")).collect();
        caption[0] = format!("{}. {}", i + 1, caption[0]);
        boards.push((caption, at, landed, cleared));
        before = at;
    }
    let lines = boards.iter().map(|b| b.0.len()).max().unwrap_or(1) as f64;
    let row_height = board_height + 30.0 + 15.0 * lines;
    for (k, (caption, at, landed, cleared)) in boards.iter().enumerate() {
        let x = margin + (k % COLUMNS) as f64 * cell;
        let y = top + 100.0 + (k / COLUMNS) as f64 * row_height;
        let style = |h: Hole| HoleStyle {
            fill: if landed & h.bit() != 0 {
                "#888".to_string()
            } else if cleared & h.bit() != 0 {
                "#d0d0d0".to_string()
            } else {
                "white".to_string()
            },
            peg: at.has_peg(h),
            label: name(sheet, h),
            note: None,
        };
        out.push_str(&svg::board_group(sheet.board, &style, x, y, size));
        for (n, line) in caption.iter().enumerate() {
            let line_y = y + board_height + 20.0 + 15.0 * n as f64;
            out.push_str(&text(x + size / 2.0, line_y, Font::size(13).centred(), &escape::xml(line)));
        }
    }
    let rows = boards.len().div_ceil(COLUMNS) as f64;
    let mut y = top + 100.0 + rows * row_height + 20.0;
    let notes = std::iter::once(
        "Dark discs are pegs; a grey ring marks the peg that moved, grey holes were emptied by the move.".to_string(),
    )
    .chain(symmetry_lines(sheet));
    for line in notes {
        out.push_str(&text(margin, y, Font::size(12), &escape::xml(&line)));
        y += 18.0;
    }
    out
}

/// The sheets as one SVG, one A4-sized page per finish, stacked.
#[must_use]
pub fn sheet_svg(sheet: &Sheet<'_>) -> String {
    let body: String = sheet.pages.iter().enumerate().map(|(i, f)| page(sheet, f, i as f64 * PAGE_HEIGHT)).collect();
    svg::document(PAGE_WIDTH, PAGE_HEIGHT * sheet.pages.len().max(1) as f64, &body)
}

/// The sheets as an HTML document to print, one page per finish.
#[must_use]
pub fn sheet_html(sheet: &Sheet<'_>) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n\
         @page {{ size: A4; margin: 0; }}\nbody {{ margin: 0; }}\n\
         section {{ width: {PAGE_WIDTH}px; height: {PAGE_HEIGHT}px; page-break-after: always; break-after: page; }}\n\
         </style>\n</head>\n<body>\n",
        escape::xml(&format!("Memorization sheets: {}", title(sheet)))
    );
    for f in &sheet.pages {
        let _ = write!(out, "<section>\n{}</section>\n", svg::document(PAGE_WIDTH, PAGE_HEIGHT, &page(sheet, f, 0.0)));
    }
    out.push_str("</body>\n</html>\n");
    out
}
