//! Hole names: numbers, the letters of T5 and the column-and-row names of
//! square boards, written and read back, alone or as a list.

use super::{Board, BoardError, Coordinates, Hole, Lattice, Shape};

/// How hole names are written: numbers (`1..`) everywhere, or the board's
/// letter names where it has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Naming {
    /// `1..` row by row from the top.
    #[default]
    Numbers,
    /// `A..O` on T5 (as in the seeds); column letter and row number (`d4`)
    /// on square-lattice boards; numbers elsewhere.
    Letters,
}

impl Board {
    /// Whether the board has letter names: `A..O` on T5 (as in the seeds),
    /// a column letter and a row number (`d4`) on square-lattice boards of
    /// at most 26 columns.
    #[must_use]
    pub fn has_letters(&self) -> bool {
        self.shape == Shape::Triangle(5) || self.square_columns().is_some()
    }

    /// How output names this board's holes unless the user wrote them
    /// otherwise: its letter names where it has them (`A..O` on T5, `d4`
    /// on square-lattice boards), numbers on the other boards. The one
    /// place that decides it, for every command.
    #[must_use]
    pub fn default_naming(&self) -> Naming {
        if self.has_letters() {
            Naming::Letters
        } else {
            Naming::Numbers
        }
    }

    /// The columns of a square-lattice board with letter names.
    fn square_columns(&self) -> Option<u8> {
        let columns = self.coordinates.iter().map(|c| c.col).max().map_or(0, |c| c + 1);
        (self.lattice == Lattice::Square && columns <= 26).then_some(columns)
    }

    /// The name of a hole in the given naming.
    #[must_use]
    pub fn hole_name(&self, hole: Hole, naming: Naming) -> String {
        match naming {
            Naming::Letters if self.shape == Shape::Triangle(5) => char::from(b'A' + hole.0).to_string(),
            Naming::Letters if self.square_columns().is_some() => {
                let at = self.coordinates(hole);
                format!("{}{}", char::from(b'a' + at.col), u32::from(at.row) + 1)
            }
            _ => (hole.0 + 1).to_string(),
        }
    }

    /// Reads one hole name: a number `1..=hole_count`, or a letter name
    /// ([`Board::has_letters`]) in either case.
    pub fn parse_hole(&self, name: &str) -> Result<Hole, BoardError> {
        self.parse_named_hole(name).map(|(hole, _)| hole)
    }

    /// Reads one hole name and says how it was written.
    pub fn parse_named_hole(&self, name: &str) -> Result<(Hole, Naming), BoardError> {
        let text = name.trim();
        let count = self.hole_count();
        if let Ok(number) = text.parse::<usize>() {
            if (1..=count).contains(&number) {
                return Ok((Hole((number - 1) as u8), Naming::Numbers));
            }
        } else if self.shape == Shape::Triangle(5) && text.len() == 1 {
            let letter = text.as_bytes()[0].to_ascii_uppercase();
            if (b'A'..b'A' + count as u8).contains(&letter) {
                return Ok((Hole(letter - b'A'), Naming::Letters));
            }
        } else if let Some(hole) = self.square_columns().and_then(|_| self.parse_square_name(text)) {
            return Ok((hole, Naming::Letters));
        }
        let holes = if self.shape == Shape::Triangle(5) {
            format!("1 to {count}, or A to {}", char::from(b'A' + count as u8 - 1))
        } else if let Some(columns) = self.square_columns() {
            format!(
                "1 to {count}, or a column letter a to {} and a row number 1 to {}, as {}",
                char::from(b'a' + columns - 1),
                self.rows(),
                self.hole_name(Hole(0), Naming::Letters)
            )
        } else {
            format!("1 to {count}")
        };
        Err(BoardError::UnknownHole { board: self.name(), name: text.to_string(), holes })
    }

    /// A square-lattice name such as `d4` or `D4`.
    fn parse_square_name(&self, text: &str) -> Option<Hole> {
        let mut chars = text.chars();
        let letter = chars.next().filter(char::is_ascii_alphabetic)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        self.hole_at(Coordinates { row: row.checked_sub(1)?, col: letter as u8 - b'a' })
    }

    /// Reads a comma-separated list of distinct holes. The naming is
    /// [`Naming::Letters`] when every name is a letter name.
    pub fn parse_holes(&self, list: &str) -> Result<(Vec<Hole>, Naming), BoardError> {
        if list.trim().is_empty() {
            return Err(BoardError::EmptyHoleList);
        }
        let mut holes = Vec::new();
        let mut all_letters = true;
        for name in list.split(',') {
            let (hole, naming) = self.parse_named_hole(name)?;
            if holes.contains(&hole) {
                return Err(BoardError::DuplicateHole { name: name.trim().to_string() });
            }
            all_letters &= naming == Naming::Letters;
            holes.push(hole);
        }
        Ok((holes, if all_letters { Naming::Letters } else { Naming::Numbers }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        let t5 = Board::triangle(5).unwrap();
        for hole in t5.holes() {
            for naming in [Naming::Numbers, Naming::Letters] {
                assert_eq!(t5.parse_hole(&t5.hole_name(hole, naming)).unwrap(), hole);
            }
        }
        assert!(t5.parse_hole("P").is_err());
        assert!(t5.parse_hole("16").is_err());
        assert!(t5.parse_hole("0").is_err());
        let t6 = Board::triangle(6).unwrap();
        assert!(t6.parse_hole("A").is_err());
    }

    #[test]
    fn square_names_are_column_and_row() {
        let english: Board = "english".parse().unwrap();
        let centre = english.parse_hole("d4").unwrap();
        assert_eq!((centre, english.parse_hole("D4").unwrap()), (Hole(16), Hole(16)));
        assert_eq!(english.parse_named_hole("17").unwrap(), (centre, Naming::Numbers));
        assert_eq!(english.parse_named_hole("d4").unwrap(), (centre, Naming::Letters));
        for hole in english.holes() {
            for naming in [Naming::Numbers, Naming::Letters] {
                assert_eq!(english.parse_hole(&english.hole_name(hole, naming)).unwrap(), hole);
            }
        }
        assert_eq!(english.hole_name(Hole(0), Naming::Letters), "c1");
        for bad in ["a1", "h4", "d8", "d0", "d", "4d", "34", "d04x", "dd4"] {
            assert!(english.parse_hole(bad).is_err(), "{bad}");
        }
        let error = english.parse_hole("a1").unwrap_err().to_string();
        assert_eq!(
            error,
            "board english has no hole \"a1\" (holes are 1 to 33, or a column letter a to g and a row number 1 to 7, as c1)"
        );
        let hexagon: Board = "hexagon3".parse().unwrap();
        assert!(!hexagon.has_letters());
        assert_eq!(hexagon.hole_name(Hole(9), Naming::Letters), "10");
    }
}
