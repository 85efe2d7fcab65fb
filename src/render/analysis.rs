//! A position's analysis ([`crate::analysis::Analysis`]) as JSON, the
//! response of `pegsol serve`'s `/api/analyze` (keys in the documented
//! order, counts as decimal strings, hole names in the naming given: the
//! server's is the board's own, [`crate::Board::default_naming`], whichever
//! names the request used).

use num_bigint::BigUint;
use num_traits::Zero;
use serde_json::{json, Map, Value};

use crate::analysis::Analysis;
use crate::board::{Board, Hole, Jump, Naming};
use crate::notation;

/// The analysis of the position reached from the start with `empty` holes
/// empty by the jumps `played`; `survival` holds the solutions from the
/// start and after each jump played (`None`, written `null`, where not
/// counted).
#[must_use]
pub fn analysis_json(
    board: &Board,
    naming: Naming,
    empty: &[Hole],
    played: &[Jump],
    analysis: &Analysis,
    survival: &[Option<BigUint>],
) -> Value {
    let name = |h: Hole| board.hole_name(h, naming);
    let left = board.holes().map(|h| board.lattice().half_column(board.coordinates(h))).min().unwrap_or(0);
    let holes: Vec<Value> = board
        .holes()
        .map(|h| {
            let at = board.coordinates(h);
            json!({"name": name(h), "row": at.row, "x": board.lattice().half_column(at) - left})
        })
        .collect();
    let jumps: Vec<Value> = analysis
        .jumps
        .iter()
        .map(|j| {
            json!({
                "jump": notation::jump_name(board, j.jump, naming),
                "from": name(j.jump.from),
                "over": name(j.jump.over),
                "to": name(j.jump.to),
                "solutions": j.total().to_string(),
                "solutions_by_finish": by_finish(board, naming, &j.solutions),
            })
        })
        .collect();
    json!({
        "board": board.name(),
        "lattice": board.lattice().name(),
        "holes": holes,
        "start": empty.iter().map(|&h| name(h)).collect::<Vec<_>>(),
        "played": notation::jump_names(board, played, naming),
        "pegs": analysis.position.peg_holes().map(name).collect::<Vec<_>>(),
        "solutions": analysis.total().to_string(),
        "solutions_by_finish": by_finish(board, naming, &analysis.solutions),
        "winnable": !analysis.total().is_zero(),
        "jumps": jumps,
        "survival": survival.iter().map(|s| s.as_ref().map(ToString::to_string)).collect::<Vec<_>>(),
    })
}

/// The finishes with at least one solution, by name, in hole order.
fn by_finish(board: &Board, naming: Naming, counts: &[BigUint]) -> Map<String, Value> {
    board
        .holes()
        .filter(|h| !counts[h.index()].is_zero())
        .map(|h| (board.hole_name(h, naming), json!(counts[h.index()].to_string())))
        .collect()
}
