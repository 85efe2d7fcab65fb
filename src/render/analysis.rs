//! A position's analysis ([`crate::analysis::Analysis`]) as JSON, the
//! response of `pegsol serve`'s `/api/analyze` (keys in the documented
//! order, counts as decimal strings, hole names in the naming given: the
//! server's is the board's own, [`crate::Board::default_naming`], whichever
//! names the request used). Where the counts are out of reach the answer
//! is each legal jump's verdict instead ([`Answer::Searched`]: `"wins"`
//! with a witness, `"loses"`, `"unknown"`, from [`crate::analysis::verdict`]),
//! with the jumps to play before the counts start.

use num_bigint::BigUint;
use num_traits::Zero;
use serde_json::{json, Map, Value};

use crate::analysis::verdict::{JumpVerdict, Verdict};
use crate::analysis::{Analysis, ByFinish};
use crate::board::{Board, Hole, Jump, Naming};
use crate::notation;
use crate::position::Position;

/// What is known of a position: its counts, or, where they are out of
/// reach, each legal jump's verdict.
#[derive(Clone, Copy, Debug)]
pub enum Answer<'a> {
    /// The exact counts.
    Counted(&'a Analysis),
    /// Verdicts by bounded searches; the counts start after
    /// `counts_after_jumps` more jumps.
    Searched {
        /// The position.
        position: Position,
        /// Every legal jump's verdict.
        verdicts: &'a [JumpVerdict],
        /// Jumps to play before the counts start.
        counts_after_jumps: u32,
    },
}

/// The analysis of the position reached from the start with `empty` holes
/// empty by the jumps `played`, with each jump's verdict toward `finish`
/// (any finish if `None`); `survival` holds the solutions by finish from
/// the start and after each jump played (`None`, written `null`, where not
/// counted).
#[must_use]
pub fn analysis_json(
    board: &Board,
    naming: Naming,
    empty: &[Hole],
    played: &[Jump],
    finish: Option<Hole>,
    answer: Answer<'_>,
    survival: &[Option<ByFinish>],
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
    let jump = |jump: Jump, solutions: Option<&ByFinish>, verdict: &str, witness: Option<&[Jump]>| {
        json!({
            "jump": notation::jump_name(board, jump, naming),
            "from": name(jump.from),
            "over": name(jump.over),
            "to": name(jump.to),
            "solutions": solutions.map(|s| s.iter().sum::<BigUint>().to_string()),
            "solutions_by_finish": solutions.map(|s| by_finish(board, naming, s)),
            "verdict": verdict,
            "witness": witness.map(|solution| notation::jump_names(board, solution, naming)),
        })
    };
    let toward = |counts: &ByFinish| match finish {
        Some(f) => !counts[f.index()].is_zero(),
        None => counts.iter().any(|c| !c.is_zero()),
    };
    let (position, solutions, winnable, after, jumps): (_, Option<&ByFinish>, _, _, Vec<Value>) = match answer {
        Answer::Counted(analysis) => {
            let jumps = analysis.jumps.iter().map(|j| {
                let verdict = if toward(&j.solutions) { "wins" } else { "loses" };
                jump(j.jump, Some(&j.solutions), verdict, None)
            });
            (analysis.position, Some(&analysis.solutions), json!(toward(&analysis.solutions)), 0, jumps.collect())
        }
        Answer::Searched { position, verdicts, counts_after_jumps } => {
            let winnable = if verdicts.iter().any(|j| matches!(j.verdict, Verdict::Wins(_))) {
                json!(true)
            } else if verdicts.iter().all(|j| j.verdict == Verdict::Loses) {
                json!(false)
            } else {
                Value::Null
            };
            let jumps = verdicts
                .iter()
                .map(|j| {
                    let witness = match &j.verdict {
                        Verdict::Wins(solution) => Some(solution.as_slice()),
                        _ => None,
                    };
                    jump(j.jump, None, j.verdict.name(), witness)
                })
                .collect();
            (position, None, winnable, counts_after_jumps, jumps)
        }
    };
    json!({
        "board": board.name(),
        "lattice": board.lattice().name(),
        "holes": holes,
        "start": empty.iter().map(|&h| name(h)).collect::<Vec<_>>(),
        "played": notation::jump_names(board, played, naming),
        "finish": finish.map(name),
        "pegs": position.peg_holes().map(name).collect::<Vec<_>>(),
        "solutions": solutions.map(|s| s.iter().sum::<BigUint>().to_string()),
        "solutions_by_finish": solutions.map(|s| by_finish(board, naming, s)),
        "winnable": winnable,
        "counts_after_jumps": after,
        "jumps": jumps,
        "survival": survival.iter().map(|s| s.as_ref().map(|s| s.iter().sum::<BigUint>().to_string())).collect::<Vec<_>>(),
        "survival_by_finish": survival.iter().map(|s| s.as_ref().map(|s| by_finish(board, naming, s))).collect::<Vec<_>>(),
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
