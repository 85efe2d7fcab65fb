//! The `count` report as aligned text (its JSON is [`crate::report`]'s).

use std::fmt::Write;

use num_traits::Zero;

use super::{diagram, percent, thousands};
use crate::board::{Board, Hole, Naming};
use crate::forward::ForwardStats;
use crate::reverse::CountedBy;
use crate::symmetry::Group;
use crate::weight::ratio;

/// The `count` report as aligned text.
#[must_use]
pub fn count_text(board: &Board, empty: &[Hole], naming: Naming, stats: &ForwardStats, by: CountedBy) -> String {
    let mut out = String::new();
    let games = stats.games();
    let solutions = stats.solutions();
    let start_names = empty.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>().join(", ");
    let plural = if empty.len() == 1 { "hole" } else { "holes" };
    let _ = writeln!(
        out,
        "Board {}, start with {plural} {start_names} empty ({} pegs)\n",
        board.name(),
        stats.start.pegs()
    );
    if by == CountedBy::Reverse {
        let _ = writeln!(out, "Counted by the reverse pass from the peg at {start_names} (random play not computed)\n");
    }
    out.push_str(&diagram::draw(board, stats.start, naming));
    out.push('\n');
    let rows = [
        ("positions reachable", thousands(&stats.positions.into()), String::new()),
        ("moves between them", thousands(&stats.moves.into()), String::new()),
        ("complete games", thousands(&games), String::new()),
        ("solutions (1 peg left)", thousands(&solutions), format!("{} of games", percent(ratio(&solutions, &games)))),
        (
            "most pegs left",
            stats.max_pegs_left().to_string(),
            format!("shortest game: {} jumps", stats.min_game_jumps()),
        ),
    ];
    let value_width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    for (label, value, note) in rows {
        let line = format!("{label:<24}{value:>value_width$}   {note}");
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if !stats.positions_by_pegs.is_empty() {
        let symmetry = match Group::stabilizer(board, stats.start).order() {
            1 => "no symmetry but the identity fixes the start".to_string(),
            order => format!("the {order} symmetries that fix the start"),
        };
        let _ = writeln!(out, "\nPositions by pegs (up to symmetry: {symmetry})");
        let rows: Vec<(u32, String, String)> = stats
            .positions_by_pegs
            .iter()
            .rev()
            .map(|(&pegs, layer)| (pegs, thousands(&layer.positions.into()), thousands(&layer.up_to_symmetry.into())))
            .collect();
        let all_width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0).max("positions".len());
        let reduced_width = rows.iter().map(|r| r.2.len()).max().unwrap_or(0).max("up to symmetry".len());
        let _ = writeln!(out, "  pegs  {:>all_width$}  {:>reduced_width$}", "positions", "up to symmetry");
        for (pegs, all, reduced) in rows {
            let _ = writeln!(out, "  {pegs:>4}  {all:>all_width$}  {reduced:>reduced_width$}");
        }
    }
    out.push_str("\nGames by pegs left\n");
    let counts: Vec<String> = stats.games_by_pegs_left.values().map(thousands).collect();
    let count_width = counts.iter().map(String::len).max().unwrap_or(0).max(5);
    // Without random-play chances (`--no-random-play`) the column is left out.
    let with_random = !stats.random_play_pegs_left.is_empty();
    let header =
        format!("  pegs  {:>count_width$}  share of games{}", "games", if with_random { "  random play" } else { "" });
    let _ = writeln!(out, "{header}");
    for ((pegs, count), text) in stats.games_by_pegs_left.iter().zip(&counts) {
        let mut line = format!("  {pegs:>4}  {text:>count_width$}  {:>14}", percent(ratio(count, &games)));
        if let Some(random) = stats.random_play_pegs_left.get(pegs) {
            line.push_str(&format!("  {random:>11.6}"));
        }
        let _ = writeln!(out, "{line}");
    }
    if !solutions.is_zero() {
        out.push_str("\nSolutions by finishing hole\n");
        let finishes: Vec<(String, String)> = board
            .holes()
            .filter(|h| !stats.solutions_by_finish[h.index()].is_zero())
            .map(|h| (board.hole_name(h, naming), thousands(&stats.solutions_by_finish[h.index()])))
            .collect();
        let name_width = finishes.iter().map(|f| f.0.len()).max().unwrap_or(0).max(4);
        let value_width = finishes.iter().map(|f| f.1.len()).max().unwrap_or(0);
        for (name, count) in finishes {
            let _ = writeln!(out, "  {name:<name_width$}  {count:>value_width$}");
        }
    }
    if let Some(exact) = &stats.random_play_exact {
        out.push_str(
            "\nRandom play, exact: probability of ending with k pegs when every legal jump is equally likely\n",
        );
        for (pegs, fraction) in exact {
            let _ = writeln!(out, "  {pegs:>4}  {fraction}");
        }
    }
    out
}
