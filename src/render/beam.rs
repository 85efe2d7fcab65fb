//! `pegsol fewest --beam`: a beam's witness as a solution file that
//! `pegsol verify` replays, or as JSON (moves as numbers, the beam's width
//! in positions as a decimal string: docs/formats.md).

use crate::moves::beam::Witness;

/// A width as written: 2^K when it is a power of two.
fn width_name(width: usize) -> String {
    if width.is_power_of_two() {
        format!("2^{}", width.trailing_zeros())
    } else {
        width.to_string()
    }
}

/// The solution as a solution file (`pegsol verify` replays it), its
/// comments saying what it is and is not; or one comment line when the beam
/// found none.
pub fn beam_text(found: &Witness, width: usize, most: usize) -> String {
    let beam = format!("a beam of {} positions a level, within {most} moves", width_name(width));
    let Some((finish, moves)) = &found.best else {
        return format!(
            "# none found on {} from {} by {beam}: this proves nothing about the fewest moves\n",
            found.board, found.start
        );
    };
    let mut out = format!(
        "# A solution on {} in {} moves (a move: consecutive jumps of one peg),\n\
         # found by {beam}.\n\
         # An upper bound on the fewest moves, not a proof that fewer are impossible;\n\
         # `pegsol verify FILE` replays it.\n",
        found.board,
        moves.len()
    );
    if found.met.len() > 1 || found.looked_for > 1 {
        let met: Vec<String> = found.met.iter().map(|(f, n)| format!("{f} in {n}")).collect();
        out += &format!(
            "# Finishes met ({} of {} up to symmetry): {}\n",
            found.met.len(),
            found.looked_for,
            met.join(", ")
        );
    }
    out += &format!("board {}\nstart {}\nfinish {finish}\nmoves {}\n", found.board, found.start, moves.len());
    for (i, jumps) in moves.iter().enumerate() {
        out += if i == 0 { "jumps " } else { "      " };
        out += &jumps.join(" ");
        out.push('\n');
    }
    out
}

/// The same as JSON: `board`, `start`, `beam_width` (positions a level
/// keeps, a decimal string like every number of positions), `most_moves`,
/// `found`, `upper_bound_only`, `met` (each finish met with its `moves`)
/// and, when found, `finish`, `moves` and `solution` (one string of jumps
/// per move); moves are numbers, as everywhere.
pub fn beam_json(found: &Witness, width: usize, most: usize) -> serde_json::Value {
    let met: Vec<serde_json::Value> =
        found.met.iter().map(|(finish, n)| serde_json::json!({"finish": finish, "moves": n})).collect();
    let mut json = serde_json::json!({
        "board": found.board,
        "start": found.start,
        "beam_width": width.to_string(),
        "most_moves": most,
        "found": found.best.is_some(),
        "upper_bound_only": true,
        "met": met,
    });
    if let Some((finish, moves)) = &found.best {
        json["finish"] = finish.as_str().into();
        json["moves"] = moves.len().into();
        json["solution"] = moves.iter().map(|jumps| jumps.join(" ")).collect::<Vec<_>>().into();
    }
    json
}
