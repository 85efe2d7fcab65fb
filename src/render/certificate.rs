//! Certificates ([`crate::Certificate`]) as the text `pegsol prove` writes
//! and the verifier reads: a header and a legend in comments, the board
//! (drawn, for a board other than a triangle), then one `pair` per pair
//! class with its evidence.

use std::fmt::Write;

use itertools::Itertools;

use crate::board::{Board, Hole, Lattice};
use crate::prove::{certificate_name, triangle_holes, Certificate, Evidence, COUNT_MAX_SIDE, SEARCH_CLAIM_MAX_SIDE};

/// The rows of `board`'s drawing as certificates and solution files give
/// them (`row ..ooo..`), after its `lattice` line.
#[must_use]
pub(crate) fn drawing_rows(board: &Board) -> String {
    let square = board.lattice() == Lattice::Square;
    // On the triangular lattice hole (row, col) is drawn at
    // character 2 col - row, shifted so the leftmost is at 0.
    let at = |hole: Hole| {
        let at = board.coordinates(hole);
        let (row, col) = (usize::from(at.row), usize::from(at.col));
        if square {
            (row, col)
        } else {
            (row, 2 * col + board.rows() - row)
        }
    };
    let left = board.holes().map(|h| at(h).1).min().unwrap_or(0);
    let width = board.holes().map(|h| at(h).1 - left + 1).max().unwrap_or(0);
    let mut drawing = vec![vec!['.'; width]; board.rows()];
    for hole in board.holes() {
        let (row, column) = at(hole);
        drawing[row][column - left] = 'o';
    }
    let mut out = String::new();
    for row in drawing {
        let _ = writeln!(out, "row {}", row.into_iter().collect::<String>());
    }
    out
}

/// The certificate file of `board`, as documented in docs/certificates.md.
#[must_use]
pub fn certificate_text(certificate: &Certificate, board: &Board) -> String {
    let name = |hole| board.hole_name(hole, board.default_naming());
    let mut out = String::new();
    let counts = if board.fits_in_triangle(COUNT_MAX_SIDE) || certificate.has_counts() {
        ", then the number of solutions"
    } else {
        ""
    };
    let sources = if certificate.count_sources.is_empty() {
        String::new()
    } else {
        let mut lines = String::from(
            "# Every count was given by two independent runs that agree (`pegsol prove --from`),\n\
             # read from the count reports:\n",
        );
        for name in &certificate.count_sources {
            let _ = writeln!(lines, "#   {name}");
        }
        lines
    };
    if board.triangle_side().is_some() {
        let _ = write!(
            out,
            "# pegsol certificate for {b}: every (start, finish) pair, one vacancy to one peg,\n\
             # up to the six symmetries of the triangle. Written by `pegsol prove`,\n\
             # re-checked by `pegsol verify` (README: \"Certificates and the verifier\").\n\
             #   pair S F solvable          a witness follows (`jumps`){counts}\n\
             #   pair S F infeasible AB CD  the position classes (G. I. Bell, JIS 2008) of\n\
             #                              the start and of the finish differ\n\
             #   pair S F unsolvable        no solution, by exhaustive search (T2-T5 only)\n\
             {sources}board {b}\ncomplete\n",
            b = board.name(),
        );
    } else {
        let b = certificate_name(board).unwrap_or_else(|_| board.name());
        let symmetries = match board.symmetries().len() {
            1 => "no symmetry but the identity".to_string(),
            n => format!("the {n} symmetries of the board"),
        };
        let square = board.lattice() == Lattice::Square;
        let mut search =
            format!("no solution, by exhaustive search (up to {} holes)", triangle_holes(SEARCH_CLAIM_MAX_SIDE));
        if certificate.counted_unsolvable() > 0 {
            // Under the description column of the legend, which the
            // square lattice's four-digit classes push right.
            let indent = if square { 34 } else { 30 };
            search += &format!(",\n#{:indent$}or `solutions 0` follows: by two count runs that agree", "");
        }
        let _ = write!(
            out,
            "# pegsol certificate for {b}: every (start, finish) pair, one vacancy to one peg,\n\
             # up to {symmetries}. Written by `pegsol prove`,\n\
             # re-checked by `pegsol verify` (README: \"Certificates and the verifier\").\n"
        );
        if square {
            let _ = write!(
                out,
                "# The board is drawn row by row (`o` a hole, `.` none); a hole is named by its\n\
                 # column letter from the left and row number from the top, or by its number.\n\
                 #   pair S F solvable              a witness follows (`jumps`){counts}\n\
                 #   pair S F infeasible ABCD EFGH  the position classes (N. G. de Bruijn, 1972)\n\
                 #                                  of the start and of the finish differ\n\
                 #   pair S F unsolvable            {search}\n\
                 {sources}board {b}\nlattice square\n",
            );
        } else {
            let _ = write!(
                out,
                "# The board is drawn row by row on the triangular lattice (`o` a hole, `.` none,\n\
                 # the holes of a row two apart, each row shifted by one from the next); holes\n\
                 # are numbered row by row from the top.\n\
                 #   pair S F solvable          a witness follows (`jumps`){counts}\n\
                 #   pair S F infeasible AB CD  the position classes (G. I. Bell, JIS 2008) of\n\
                 #                              the start and of the finish differ\n\
                 #   pair S F unsolvable        {search}\n\
                 {sources}board {b}\nlattice triangular\n",
            );
        }
        out.push_str(&drawing_rows(board));
        out.push_str("complete\n");
    }
    for pair in &certificate.pairs {
        let _ = write!(out, "pair {} {} ", name(pair.start), name(pair.finish));
        match &pair.evidence {
            Evidence::Solvable { jumps, solutions } => {
                out.push_str("solvable\n");
                if let Some(count) = solutions {
                    let _ = writeln!(out, "  solutions {count}");
                }
                if jumps.is_empty() {
                    // On a board of two holes the start is already one
                    // peg, at the finish: its one solution is the game of
                    // no jumps, written as an empty witness (the verifier
                    // replays it), not as none.
                    let _ = writeln!(out, "  jumps  # none: the start already has one peg, at {}", name(pair.finish));
                }
                for (i, chunk) in jumps.chunks(10).enumerate() {
                    let words = chunk.iter().map(|j| format!("{}-{}-{}", name(j.from), name(j.over), name(j.to)));
                    let _ = writeln!(out, "  {}{}", if i == 0 { "jumps " } else { "      " }, words.format(" "));
                }
            }
            Evidence::Infeasible { start_class, finish_class } => {
                let width = class_digits(board);
                let _ = writeln!(out, "infeasible {start_class:0width$b} {finish_class:0width$b}");
            }
            Evidence::Unsolvable => out.push_str("unsolvable\n"),
            Evidence::CountedUnsolvable => out.push_str("unsolvable\n  solutions 0\n"),
        }
    }
    out.push_str("end\n");
    out
}

/// The binary digits of a class in the certificate: 2 on the triangular
/// lattice, 4 on the square lattice.
fn class_digits(board: &Board) -> usize {
    match board.lattice() {
        Lattice::Triangular => 2,
        Lattice::Square => 4,
    }
}
