//! Boards by name: the drawings a `.board` file holds, read with their
//! errors in place, the files themselves, and the built-in boards.

use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;

use super::built_in::BUILT_IN;
use super::{quoted, Board, BoardError, Coordinates, Lattice, Shape, MAX_HOLES};

/// The largest board file read, in bytes: a drawing of 64 holes is far
/// smaller.
const FILE_MAX_BYTES: u64 = 1 << 20;

impl Board {
    /// The board drawn in `text`, the contents of a board file named `path`
    /// (which error messages quote).
    ///
    /// The format: `#` starts a comment, to the end of the line; blank lines
    /// are skipped. The first other line is `lattice square` or `lattice
    /// triangular`; every line after it is one row of the drawing, with `o`
    /// for a hole and `.` or a space for none. On the square lattice each
    /// character is one column. On the triangular lattice the holes of a row
    /// are two characters apart and each row is shifted by one character
    /// from the next, as in
    ///
    /// ```text
    ///  o o
    /// o o o
    ///  o o
    /// ```
    ///
    /// A board has 1 to 64 holes and is *connected*: from every hole to
    /// every other through neighbouring holes (one step apart along a
    /// direction of the lattice). A jump line is three neighbours in a row,
    /// so parts with no neighbours in common could never exchange a peg:
    /// they would be separate games, and are refused.
    pub fn from_drawing(path: &str, text: &str) -> Result<Board, BoardError> {
        let error =
            |at: Option<(usize, usize)>, reason: String| BoardError::BadDrawing { path: path.to_string(), at, reason };
        let mut lattice = None;
        // Holes as (line, column) in the file and (row, column) in the drawing.
        let mut holes: Vec<((usize, usize), (i64, i64))> = Vec::new();
        let mut row = 0i64;
        for (number, line) in text.lines().enumerate() {
            let line_number = number + 1;
            let drawing = line.split('#').next().unwrap_or("").trim_end();
            let Some(first) = drawing.find(|c: char| !c.is_whitespace()) else { continue };
            let column_of = |byte: usize| drawing[..byte].chars().count() + 1;
            let Some(lattice) = lattice else {
                let words: Vec<&str> = drawing.split_whitespace().collect();
                lattice = Some(match words.as_slice() {
                    ["lattice", "square"] => Lattice::Square,
                    ["lattice", "triangular"] => Lattice::Triangular,
                    ["lattice", other, ..] => {
                        let after = first + "lattice".len();
                        let at = drawing[after..].find(|c: char| !c.is_whitespace()).map(|b| column_of(after + b));
                        let reason = format!(
                            "unknown lattice {}: write `lattice square` or `lattice triangular`",
                            quoted(other)
                        );
                        return Err(error(at.map(|column| (line_number, column)), reason));
                    }
                    _ => {
                        let reason = "expected `lattice square` or `lattice triangular` before the drawing".to_string();
                        return Err(error(Some((line_number, column_of(first))), reason));
                    }
                });
                continue;
            };
            if drawing[first..].starts_with("lattice") {
                let reason = format!("a second lattice line (this board's lattice is {})", lattice.name());
                return Err(error(Some((line_number, column_of(first))), reason));
            }
            for (column, character) in drawing.chars().enumerate() {
                let at = (line_number, column + 1);
                match character {
                    'o' if holes.len() == MAX_HOLES => {
                        let reason = format!("more than {MAX_HOLES} holes (a position is a set of 64 bits)");
                        return Err(error(Some(at), reason));
                    }
                    'o' => holes.push((at, (row, column as i64))),
                    '.' | ' ' => {}
                    other => {
                        let reason = format!("unknown character {other:?} (a hole is `o`, no hole `.` or a space)");
                        return Err(error(Some(at), reason));
                    }
                }
            }
            row += 1;
        }
        let Some(lattice) = lattice else {
            return Err(error(None, "no `lattice square` or `lattice triangular` line".to_string()));
        };
        let Some(&(first_at, (first_row, first_column))) = holes.first() else {
            return Err(error(None, "no holes: draw each hole as `o`".to_string()));
        };
        // Coordinates in the lattice, before shifting to 0.
        let mut points = Vec::with_capacity(holes.len());
        for &(at, (row, column)) in &holes {
            points.push(match lattice {
                Lattice::Square => (row, column),
                Lattice::Triangular => {
                    if (row + column - first_row - first_column) % 2 != 0 {
                        let reason = format!(
                            "hole off the triangular lattice of the hole at line {} column {}: the holes of a row \
                             are two columns apart and each row is shifted by one column from the next",
                            first_at.0, first_at.1
                        );
                        return Err(error(Some(at), reason));
                    }
                    (row, (row + column - first_row - first_column) / 2)
                }
            });
        }
        // Connected: every hole reached from the first through neighbours.
        let index: HashMap<(i64, i64), usize> = points.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut reached = vec![false; points.len()];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(i) = stack.pop() {
            let (row, col) = points[i];
            for &(dr, dc) in lattice.directions() {
                if let Some(&j) = index.get(&(row + i64::from(dr), col + i64::from(dc))) {
                    if !reached[j] {
                        reached[j] = true;
                        stack.push(j);
                    }
                }
            }
        }
        if let Some(apart) = reached.iter().position(|&r| !r) {
            let reason = format!(
                "hole not connected to the hole at line {} column {}: a board is one piece, every hole joined to \
                 every other through neighbouring holes (one step along a row{})",
                first_at.0,
                first_at.1,
                if lattice == Lattice::Square { " or a column" } else { " or a diagonal" }
            );
            return Err(error(Some(holes[apart].0), reason));
        }
        // Connected and at most 64 holes: every coordinate fits a byte.
        let (top, left) = (points.iter().map(|p| p.0).min(), points.iter().map(|p| p.1).min());
        let (top, left) = (top.unwrap_or(0), left.unwrap_or(0));
        let coordinates =
            points.iter().map(|&(row, col)| Coordinates { row: (row - top) as u8, col: (col - left) as u8 }).collect();
        Ok(Board::new(path.to_string(), Shape::Drawn, lattice, coordinates))
    }

    /// The board drawn in the file at `path` ([`Board::from_drawing`]).
    pub fn from_file(path: &Path) -> Result<Board, BoardError> {
        let name = path.display().to_string();
        let failed = |reason: String| BoardError::BadDrawing { path: name.clone(), at: None, reason };
        let bytes = crate::files::read_capped(path, FILE_MAX_BYTES).map_err(|e| match e.kind() {
            std::io::ErrorKind::InvalidData => {
                failed(format!("over {} KiB, too large for a board file", FILE_MAX_BYTES >> 10))
            }
            _ => failed(format!("cannot read the board file: {e}")),
        })?;
        let text = String::from_utf8(bytes).map_err(|_| failed("not UTF-8 text".to_string()))?;
        Board::from_drawing(&name, &text)
    }

    /// A board as the command line names it: `T1`..`T10`, a built-in name
    /// ([`BUILT_IN`]), or the path of a board file, which ends in `.board`.
    pub fn open(name: &str) -> Result<Board, BoardError> {
        if name.ends_with(".board") {
            Board::from_file(Path::new(name))
        } else {
            name.parse()
        }
    }
}

impl FromStr for Board {
    type Err = BoardError;

    /// Reads `T1`..`T10` or a built-in name ([`BUILT_IN`]), in either case.
    fn from_str(name: &str) -> Result<Board, BoardError> {
        let unknown = || BoardError::UnknownBoard { name: name.to_string() };
        let text = name.trim();
        if let Some((own, drawing)) = BUILT_IN.iter().find(|(own, _)| own.eq_ignore_ascii_case(text)) {
            return Ok(Board::from_drawing(own, drawing).expect("the built-in drawings are boards"));
        }
        let digits = text.strip_prefix(['T', 't']).ok_or_else(unknown)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return Err(unknown());
        }
        let side: u8 = digits.parse().map_err(|_| unknown())?;
        Board::triangle(side).map_err(|_| unknown())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::MAX_SIDE;

    #[test]
    fn built_in_boards_have_their_holes_and_groups() {
        let expected = [
            ("english", 33, 76, 8),
            ("french", 37, 92, 8),
            ("diamond", 41, 100, 8),
            ("wiegleb", 45, 108, 8),
            ("hexagon3", 19, 54, 12),
            ("hexagon4", 37, 138, 12),
        ];
        for (name, holes, jumps, symmetries) in expected {
            let board: Board = name.parse().unwrap();
            let got = (board.hole_count(), board.jumps().len(), board.symmetries().len());
            assert_eq!(got, (holes, jumps, symmetries), "{name}");
            assert_eq!(board.name(), name);
            assert_eq!(name.to_uppercase().parse::<Board>().unwrap().hole_count(), holes);
        }
        for side in 2..=MAX_SIDE {
            assert_eq!(Board::triangle(side).unwrap().symmetries().len(), 6, "T{side}");
        }
        // One hole: every map of the lattice is the same permutation.
        assert_eq!(Board::triangle(1).unwrap().symmetries().len(), 1);
    }

    /// Jump lines on the square lattice by a second method: three holes in
    /// a row or a column of the drawing, read from the drawing's text.
    #[test]
    fn square_jumps_match_the_drawing() {
        for (name, drawing) in BUILT_IN.iter().filter(|(_, d)| d.starts_with("lattice square")) {
            let rows: Vec<&[u8]> = drawing.lines().skip(1).map(str::as_bytes).collect();
            let hole = |r: usize, c: usize| rows.get(r).and_then(|row| row.get(c)) == Some(&b'o');
            let mut lines = 0;
            for (r, row) in rows.iter().enumerate() {
                for c in 0..row.len() {
                    lines += usize::from(hole(r, c) && hole(r, c + 1) && hole(r, c + 2));
                    lines += usize::from(hole(r, c) && hole(r + 1, c) && hole(r + 2, c));
                }
            }
            let board: Board = name.parse().unwrap();
            assert_eq!(board.jumps().len(), 2 * lines, "{name}");
        }
    }

    /// A drawn triangle is the triangle, hole for hole.
    #[test]
    fn a_drawn_triangle_is_the_triangle() {
        let drawn =
            Board::from_drawing("t4.board", "# T4\nlattice triangular\n   o\n  o o\n o o o\no o o o\n").unwrap();
        let t4 = Board::triangle(4).unwrap();
        let coordinates = |b: &Board| b.holes().map(|h| b.coordinates(h)).collect::<Vec<_>>();
        assert_eq!(coordinates(&drawn), coordinates(&t4));
        assert_eq!(drawn.jumps(), t4.jumps());
        let maps = |b: &Board| b.symmetries().iter().map(|s| s.hole_map().to_vec()).collect::<Vec<_>>();
        assert_eq!(maps(&drawn), maps(&t4));
    }

    #[test]
    fn bad_drawings_are_refused_with_their_place() {
        let too_many = format!("lattice square\n{}\n", "o".repeat(65));
        let cases = [
            ("ooo\n", "x.board:1:1: expected `lattice square` or `lattice triangular` before the drawing"),
            ("lattice hexagonal\nooo\n", "x.board:1:9: unknown lattice \"hexagonal\": write `lattice square` or `lattice triangular`"),
            ("# nothing\n\n", "x.board: no `lattice square` or `lattice triangular` line"),
            ("lattice square\n...\n# no holes\n", "x.board: no holes: draw each hole as `o`"),
            ("lattice square\nooo\noxo\n", "x.board:3:2: unknown character 'x' (a hole is `o`, no hole `.` or a space)"),
            ("lattice square\no\to\n", "x.board:2:2: unknown character '\\t' (a hole is `o`, no hole `.` or a space)"),
            ("lattice square\nooo\nlattice square\n", "x.board:3:1: a second lattice line (this board's lattice is square)"),
            (too_many.as_str(), "x.board:2:65: more than 64 holes (a position is a set of 64 bits)"),
            ("lattice square\nooo  # a comment\n\n.....o\n", "x.board:4:6: hole not connected to the hole at line 2 column 1: a board is one piece, every hole joined to every other through neighbouring holes (one step along a row or a column)"),
            ("lattice square\no.\n.o\n", "x.board:3:2: hole not connected to the hole at line 2 column 1: a board is one piece, every hole joined to every other through neighbouring holes (one step along a row or a column)"),
            ("lattice triangular\n o o\noo\n", "x.board:3:2: hole off the triangular lattice of the hole at line 2 column 2: the holes of a row are two columns apart and each row is shifted by one column from the next"),
        ];
        for (text, message) in cases {
            assert_eq!(Board::from_drawing("x.board", text).unwrap_err().to_string(), message, "{text:?}");
        }
        // Diagonal neighbours join holes on the triangular lattice only.
        assert!(Board::from_drawing("x.board", "lattice triangular\no\n o\n").is_ok());
        // 64 holes fit.
        assert!(Board::from_drawing("x.board", &format!("lattice square\n{}\n", "o".repeat(64))).is_ok());
    }

    #[test]
    fn board_files_are_read_and_named_by_their_path() {
        let dir = std::env::temp_dir().join(format!("pegsol-board-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("plus.board");
        std::fs::write(&path, "lattice square\n.o.\nooo\n.o.\n").unwrap();
        let board = Board::open(path.to_str().unwrap()).unwrap();
        assert_eq!((board.hole_count(), board.symmetries().len()), (5, 8));
        assert_eq!(board.name(), path.display().to_string());
        let missing = Board::open(dir.join("missing.board").to_str().unwrap()).unwrap_err().to_string();
        assert!(missing.contains("missing.board: cannot read the board file: "), "{missing}");
        std::fs::write(&path, [b'o', 0xff]).unwrap();
        assert!(Board::open(path.to_str().unwrap()).unwrap_err().to_string().ends_with("plus.board: not UTF-8 text"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn board_names() {
        assert_eq!("t7".parse::<Board>().unwrap().hole_count(), 28);
        for bad in ["T0", "T11", "banana", "T", "5", "T-1", "T05x", "english.board", "hexagon5"] {
            assert!(bad.parse::<Board>().is_err(), "{bad}");
        }
    }
}
