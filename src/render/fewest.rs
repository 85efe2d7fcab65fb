//! The fewest moves on a board, as `pegsol fewest` prints it: text (the
//! minimum, a table of the problems reaching it with a witness each, and
//! the levels searched) or JSON.
//!
//! ```
//! use pegsol::render::{fewest_json, fewest_text};
//! use pegsol::{moves, Board, Naming};
//!
//! // OEIS A127500: a(4) = 5; seed 002: the problem is 2 -> 3, up to symmetry.
//! let t4 = Board::triangle(4).unwrap();
//! let found = moves::on_board(&t4, &mut |_| {});
//! let json = fewest_json(&t4, &found, Naming::Numbers);
//! assert_eq!(json["moves"], 5);
//! assert_eq!((json["problems"][0]["start"].as_str(), json["problems"][0]["finish"].as_str()), (Some("2"), Some("3")));
//! assert!(fewest_text(&t4, &found, Naming::Numbers).starts_with("Board T4: the fewest moves of any one-vacancy -> one-peg solution is 5\n"));
//! ```

use serde_json::{json, Value};

use crate::board::{Board, Hole, Naming};
use crate::moves::{BoardFewest, Heading};
use crate::notation;

/// The result as text, holes named in `naming` (`pegsol fewest` gives
/// [`Board::default_naming`] unless `--names` says otherwise).
#[must_use]
pub fn fewest_text(board: &Board, found: &BoardFewest, naming: Naming) -> String {
    let names = |holes: &[Hole]| holes.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>();
    let mut name = board.name().to_string();
    if found.starts.len() < board.hole_count() {
        name += &format!(", starts {}", names(&found.starts).join(","));
    }
    if found.finishes.len() < board.hole_count() {
        name += &format!(", finishes {}", names(&found.finishes).join(","));
    }
    let mut out = match found.moves {
        Some(moves) => format!(
            "Board {name}: the fewest moves of any one-vacancy -> one-peg solution is {moves}\n\n\
             {} problem{} (up to symmetry) solved in {moves} moves, each with a solution:\n\n",
            found.problems.len(),
            if found.problems.len() == 1 { "" } else { "s" },
        ),
        None => match found.at_least {
            Some(least) => format!(
                "Board {name}: the fewest moves of any one-vacancy -> one-peg solution is at least {least} \
                 (the search within {least} moves ran out of room)\n\n"
            ),
            None => format!("Board {name}: no one-vacancy start reaches one peg\n\n"),
        },
    };
    if !found.problems.is_empty() {
        let hole = |h| board.hole_name(h, naming);
        let rows: Vec<[String; 4]> = found
            .problems
            .iter()
            .map(|p| {
                [
                    hole(p.start),
                    hole(p.finish),
                    p.jumps.len().to_string(),
                    notation::write_moves(board, &p.jumps, naming),
                ]
            })
            .collect();
        let headers = ["start", "finish", "jumps", "solution (moves separated by commas)"];
        let widths: Vec<usize> =
            (0..3).map(|i| rows.iter().map(|r| r[i].len()).chain([headers[i].len()]).max().unwrap_or(0)).collect();
        let line = |cells: [&str; 4]| {
            format!(
                "{:>w0$}  {:>w1$}  {:>w2$}  {}\n",
                cells[0],
                cells[1],
                cells[2],
                cells[3],
                w0 = widths[0],
                w1 = widths[1],
                w2 = widths[2]
            )
        };
        out.push_str(&line(headers));
        for row in &rows {
            out.push_str(&line([&row[0], &row[1], &row[2], &row[3]]));
        }
        out.push('\n');
    }
    let (a, b) = (found.forward_levels.len() - 1, found.backward_levels.len() - 1);
    out.push_str(&format!(
        "Searched (positions up to symmetry, by moves from the {} starts and to the {} finishes):\n",
        found.feasible_starts, found.feasible_finishes
    ));
    let columns = a.max(b) + 1;
    // The last level of a side too large to count shows its lower bound
    // with a "+".
    let cell = |heading: Heading, k: usize| {
        let levels = match heading {
            Heading::Forward => &found.forward_levels,
            Heading::Backward => &found.backward_levels,
        };
        let plus = if found.uncounted == Some(heading) && k + 1 == levels.len() { "+" } else { "" };
        levels.get(k).map_or(String::new(), |n| crate::render::thousands(&(*n).into()) + plus)
    };
    let label_width = "backward".len();
    let widths: Vec<usize> = (0..columns)
        .map(|k| k.to_string().len().max(cell(Heading::Forward, k).len()).max(cell(Heading::Backward, k).len()))
        .collect();
    for (label, row) in [
        ("moves", (0..columns).map(|k| k.to_string()).collect::<Vec<_>>()),
        ("forward", (0..columns).map(|k| cell(Heading::Forward, k)).collect()),
        ("backward", (0..columns).map(|k| cell(Heading::Backward, k)).collect()),
    ] {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(c, &w)| format!("{c:>w$}")).collect();
        out.push_str(format!("  {label:<label_width$}  {}", cells.join("  ")).trim_end());
        out.push('\n');
    }
    let (first, last) = (*found.limits.start(), *found.limits.end());
    let pruning = format!(
        "Each search within a limit drops a position when its moves so far plus its merit exceed the limit (the \
         merit: {} closed units, full ones to clear or empty ones the start filled, each costing a move that starts in it).",
        found.units
    );
    out.push_str(&match found.moves {
        Some(moves) if first < moves => format!(
            "Lower bound, by search: {} found no solution; within {moves} moves, every solution passes through a \
             position within {a} moves of its start and {b} moves of its finish, and none gives fewer than {moves}. \
             {pruning}\n",
            if first + 1 == moves {
                format!("the search within {first} moves")
            } else {
                format!("the searches within {first} to {} moves", moves - 1)
            }
        ),
        Some(moves) => format!(
            "Lower bound: every start needs {moves} moves or more by its merit; the search within {moves} moves meets. \
             {pruning}\n"
        ),
        None if found.gave_up => format!(
            "Lower bound, by search: {}; the search within {last} moves gave up when its positions would have \
             passed the memory limit (--memory-limit), so nothing more is proven. {pruning}\n",
            if first == last {
                format!("every start needs {first} moves or more by its merit")
            } else if first + 1 == last {
                format!("the search within {first} moves found no solution")
            } else {
                format!("the searches within {first} to {} moves found no solution", last - 1)
            }
        ),
        None => format!("No solution within {last} moves, the most any solution can have. {pruning}\n"),
    });
    out
}

/// The result as JSON, holes named in `naming` (the board's own,
/// [`Board::default_naming`], is `d4` on the English board, `A` on T5,
/// numbers on the other triangles): `board`, `starts` and `finishes` (the
/// holes of the starts and finishes asked for, with their images), `moves` (`null` without a solution or when
/// the search gave up), `at_least` (the proven lower bound: `moves` when
/// proven, `null` without a solution), `gave_up` (the last search ran out of
/// memory),
/// `problems` (each with `start`, `finish`, `jumps` and `solution`, the
/// jumps as `from-over-to`), and the `search`: the closed `units`, the
/// first and last move `limits` searched, and positions (decimal strings)
/// per level of the last search forward from the starts and backward from
/// the finishes, and `last_level_uncounted` (`"forward"` or `"backward"`
/// when that side's last level was too large to count, whose figure is
/// then a lower bound; `null` otherwise).
#[must_use]
pub fn fewest_json(board: &Board, found: &BoardFewest, naming: Naming) -> Value {
    let counts = |levels: &[usize]| levels.iter().map(ToString::to_string).collect::<Vec<_>>();
    json!({
        "board": board.name(),
        "starts": found.starts.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
        "finishes": found.finishes.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
        "moves": found.moves,
        "at_least": found.at_least,
        "gave_up": found.gave_up,
        "problems": found.problems.iter().map(|p| json!({
            "start": board.hole_name(p.start, naming),
            "finish": board.hole_name(p.finish, naming),
            "jumps": p.jumps.len(),
            "solution": notation::jump_names(board, &p.jumps, naming),
        })).collect::<Vec<_>>(),
        "search": {
            "method": "meet in the middle over whole moves, positions up to the board's symmetries, within move limits pruned by closed units",
            "units": found.units,
            "limits": [found.limits.start(), found.limits.end()],
            "forward_moves": found.forward_levels.len() - 1,
            "backward_moves": found.backward_levels.len() - 1,
            "forward_positions_by_moves": counts(&found.forward_levels),
            "backward_positions_by_moves": counts(&found.backward_levels),
            "last_level_uncounted": found.uncounted.map(|d| match d {
                Heading::Forward => "forward",
                Heading::Backward => "backward",
            }),
        },
    })
}
