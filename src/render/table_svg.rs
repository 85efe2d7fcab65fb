//! The table as an SVG diagram: the board, each hole shaded by the chance
//! that random play from it (as the empty start) ends with one peg,
//! labelled with its name and its number of solutions, with a legend of the
//! classes.

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use super::escape;
use super::svg::{board_group, board_height, document, text, Font, HoleStyle};
use super::{percent, thousands};
use crate::board::{Hole, Naming};
use crate::table::Table;

const WIDTH: f64 = 900.0;
const BOARD_SIZE: f64 = 480.0;
const MARGIN: f64 = 30.0;
/// Grey of the best start; a start random play never wins stays white.
const DARKEST: f64 = 0.45;

/// A count short enough to print in a hole: `85,258`, or `8.3e10`
/// (two significant digits).
fn short(count: &BigUint) -> String {
    match count.to_f64() {
        Some(x) if x >= 1e6 => format!("{x:.1e}"),
        _ => thousands(count),
    }
}

/// A chance in percent to three significant digits: `0.709%`, `0.00849%`.
fn percent_3(chance: f64) -> String {
    let percent = chance * 100.0;
    let decimals = (2 - percent.log10().floor() as i32).max(0) as usize;
    format!("{percent:.decimals$}%")
}

/// The grey (as `#rrggbb`) of a start: white when random play never
/// wins from it, otherwise darker for a better chance, one even step per
/// distinct chance, so that close chances stay apart in black and white.
fn shade(table: &Table, start: Hole) -> String {
    let mut chances: Vec<f64> = table.board.holes().map(|h| key(table, h)).filter(|&p| p > 0.0).collect();
    chances.sort_by(f64::total_cmp);
    chances.dedup_by(|a, b| (*a - *b).abs() <= 1e-12 * b.abs());
    let chance = key(table, start);
    let rank = chances.iter().filter(|&&p| p < chance * (1.0 - 1e-12)).count() + usize::from(chance > 0.0);
    let share = if chances.is_empty() { 0.0 } else { rank as f64 / chances.len() as f64 };
    let level = (255.0 * (1.0 - (1.0 - DARKEST) * share)).round() as u8;
    format!("#{level:02x}{level:02x}{level:02x}")
}

/// What the diagram shades a start by: the chance that random play wins
/// from it, or, when chances were not computed, the share of its games
/// that are won.
fn key(table: &Table, start: Hole) -> f64 {
    table.random_play_win.as_ref().map_or_else(|| table.share_won(start), |win| win[start.index()])
}

/// The diagram a puzzle maker would print, as a standalone SVG.
#[must_use]
pub fn table_svg(table: &Table, naming: Naming) -> String {
    let board = &table.board;
    let style = |hole: Hole| HoleStyle {
        fill: shade(table, hole),
        peg: false,
        label: board.hole_name(hole, naming),
        note: Some(short(&table.solutions_from(hole))),
    };
    let mut body = String::new();
    let title = format!("{}: your chances from each starting hole", board.name());
    body.push_str(&text(MARGIN, MARGIN + 8.0, Font::size(22).bold(), &escape::xml(&title)));
    let darker = match table.random_play_win {
        Some(_) => {
            "Start with one hole empty. Darker: random play (every legal jump equally likely) leaves one peg \
             more often."
        }
        None => "Start with one hole empty. Darker: a larger share of all games from there end with one peg.",
    };
    body.push_str(&text(MARGIN, MARGIN + 32.0, Font::size(14), darker));
    body.push_str(&text(
        MARGIN,
        MARGIN + 52.0,
        Font::size(14),
        "Number in a hole: solutions (games ending with one peg) from that start.",
    ));
    let top = MARGIN + 75.0;
    body.push_str(&board_group(board, &style, MARGIN, top, BOARD_SIZE));
    let legend_x = MARGIN + BOARD_SIZE + 30.0;
    let mut y = top + 10.0;
    let heading = match table.random_play_win {
        Some(_) => "Starting hole: random play wins",
        None => "Starting hole: share of games won",
    };
    body.push_str(&text(legend_x, y, Font::size(15).bold(), heading));
    y += 16.0;
    let mut classes: Vec<&Vec<Hole>> = table.classes.iter().collect();
    classes.sort_by(|a, b| key(table, b[0]).total_cmp(&key(table, a[0])));
    for class in classes {
        let start = class[0];
        let names: Vec<String> = class.iter().map(|&h| board.hole_name(h, naming)).collect();
        let chance = key(table, start);
        let value = match (chance > 0.0, &table.random_play_win) {
            (false, _) => "never".to_string(),
            (true, Some(_)) => percent_3(chance),
            // Shares of games won lie close together: two decimals.
            (true, None) => percent(chance),
        };
        body.push_str(&format!(
            "<rect x=\"{legend_x:.0}\" y=\"{y:.0}\" width=\"26\" height=\"26\" fill=\"{}\" stroke=\"black\"/>\n",
            shade(table, start)
        ));
        let (x, names) = (legend_x + 36.0, escape::xml(&names.join(", ")));
        let chance = format!("<tspan font-weight=\"bold\">{value}</tspan> from {names}");
        body.push_str(&text(x, y + 12.0, Font::size(14), &chance));
        let solutions = format!("{} solutions", thousands(&table.solutions_from(start)));
        body.push_str(&text(x, y + 27.0, Font::size(12), &solutions));
        let won = match table.random_play_win {
            Some(_) => format!("{} of games won", percent(table.share_won(start))),
            None => "random play: not computed".to_string(),
        };
        body.push_str(&text(x, y + 41.0, Font::size(12), &won));
        y += 54.0;
    }
    let height = (top + board_height(board, BOARD_SIZE)).max(y) + MARGIN;
    document(WIDTH, height, &body)
}
