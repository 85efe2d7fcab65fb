//! `pegsol.Board`: a board by name, from a `.board` file or from a
//! drawing, with its holes by the board's own names, its jump lines, its
//! symmetries and its classes of holes; and positions as Python ints
//! (bit `i` set: a peg in hole `i`, the board's hole order).
//!
//! ```python
//! >>> import pegsol
//! >>> t5 = pegsol.Board("T5")
//! >>> t5.holes[:3], len(t5.jumps), len(t5.symmetries)
//! (['A', 'B', 'C'], 36, 6)
//! >>> start = t5.position("A")
//! >>> [t5.jumps[j] for j in t5.legal_jumps(start)]
//! ['D-B-A', 'F-C-A']
//! >>> len(t5.pegs(t5.play(start, "D-B-A")))
//! 13
//! ```

use pegsol::{notation, render, Board, Group, Hole, Jump, Naming, Position};
use pyo3::prelude::*;

use crate::errors::{bad_input, file};

/// A peg solitaire board.
#[pyclass(name = "Board", module = "pegsol", frozen)]
pub struct PyBoard {
    pub board: Board,
}

impl PyBoard {
    /// How the board names its holes: letters on T5 and square-lattice
    /// boards (d4), numbers elsewhere.
    pub fn naming(&self) -> Naming {
        self.board.default_naming()
    }

    /// The hole's name.
    pub fn name_of(&self, hole: Hole) -> String {
        self.board.hole_name(hole, self.naming())
    }

    /// Holes written as the command line takes them (`A`, `d4`, `1,5`);
    /// `what` names the argument in the error.
    pub fn holes_of(&self, list: &str, what: &str) -> PyResult<Vec<Hole>> {
        self.board.parse_holes(list).map(|(holes, _)| holes).map_err(|e| bad_input(format!("bad {what}: {e}")))
    }

    /// A position of this board, checked: no peg outside its holes.
    pub fn checked(&self, position: u64) -> PyResult<Position> {
        if position & !self.board.full().0 != 0 {
            return Err(bad_input(format!(
                "position {position:#x} has pegs outside the {} holes of {}",
                self.board.hole_count(),
                self.board.name()
            )));
        }
        Ok(Position(position))
    }

    /// The jump of index `index` in [`Board::jumps`]' order.
    fn jump_at(&self, index: usize) -> PyResult<Jump> {
        let jumps = self.board.jumps();
        jumps.get(index).copied().ok_or_else(|| {
            bad_input(format!("no jump {index}: {} has jumps 0 to {}", self.board.name(), jumps.len() - 1))
        })
    }
}

#[pymethods]
impl PyBoard {
    /// A board as the command line names it: `T1` to `T10`, `english`,
    /// `french`, `diamond`, `wiegleb`, `hexagon3`, `hexagon4`, or a file
    /// ending in `.board`.
    #[new]
    fn new(name: &str) -> PyResult<PyBoard> {
        match Board::open(name) {
            Ok(board) => Ok(PyBoard { board }),
            // A board file that cannot be opened is a file's error.
            Err(e) if name.ends_with(".board") && std::fs::File::open(name).is_err() => Err(file(e)),
            Err(e) => Err(bad_input(e)),
        }
    }

    /// A board drawn in `text`, as a `.board` file draws it (docs/boards.md);
    /// `name` names it in messages and reports.
    #[staticmethod]
    #[pyo3(signature = (text, name = "drawing.board"))]
    fn from_drawing(text: &str, name: &str) -> PyResult<PyBoard> {
        Board::from_drawing(name, text).map(|board| PyBoard { board }).map_err(bad_input)
    }

    /// The board's name (`T5`, `english`, or the file's).
    #[getter]
    fn name(&self) -> String {
        self.board.name()
    }

    /// `square` or `triangular`.
    #[getter]
    fn lattice(&self) -> &'static str {
        self.board.lattice().name()
    }

    /// The hole names, in the board's hole order (bit `i` of a position
    /// is hole `i`).
    #[getter]
    fn holes(&self) -> Vec<String> {
        self.board.holes().map(|h| self.name_of(h)).collect()
    }

    /// Every jump line as `from-over-to`; a jump's index in this list is
    /// its action in `pegsol.gym`.
    #[getter]
    fn jumps(&self) -> Vec<String> {
        self.board.jumps().iter().map(|&j| notation::jump_name(&self.board, j, self.naming())).collect()
    }

    /// The board's symmetries, each as the image of every hole (in hole
    /// order), the identity first.
    #[getter]
    fn symmetries(&self) -> Vec<Vec<String>> {
        self.board.symmetries().iter().map(|s| s.hole_map().iter().map(|&h| self.name_of(h)).collect()).collect()
    }

    /// The classes of holes: holes a symmetry maps onto each other.
    #[getter]
    fn classes(&self) -> Vec<Vec<String>> {
        Group::full(&self.board)
            .hole_orbits()
            .iter()
            .map(|class| class.iter().map(|&h| self.name_of(h)).collect())
            .collect()
    }

    /// The position with pegs everywhere but the `empty` holes (`"A"`,
    /// `"d4"`, `"1,5"`; empty: the full board).
    #[pyo3(signature = (empty = ""))]
    fn position(&self, empty: &str) -> PyResult<u64> {
        let holes = if empty.trim().is_empty() { Vec::new() } else { self.holes_of(empty, "empty holes")? };
        Ok(self.board.with_empty(&holes).0)
    }

    /// The holes holding pegs in `position`.
    fn pegs(&self, position: u64) -> PyResult<Vec<String>> {
        Ok(self.checked(position)?.peg_holes().map(|h| self.name_of(h)).collect())
    }

    /// The indices (into `jumps`) of the legal jumps from `position`.
    fn legal_jumps(&self, position: u64) -> PyResult<Vec<usize>> {
        let at = self.checked(position)?;
        Ok(self.board.jumps().iter().enumerate().filter(|(_, &j)| at.can_jump(j)).map(|(i, _)| i).collect())
    }

    /// The position after `jumps`: one jump's index, or jumps written as
    /// the command line takes them (`"D-B-A, G-D-B"`, `"D-A"`); an
    /// illegal jump is a `ValueError` naming it.
    fn play(&self, position: u64, jumps: &Bound<'_, PyAny>) -> PyResult<u64> {
        let mut at = self.checked(position)?;
        let list = match jumps.extract::<usize>() {
            Ok(index) => vec![self.jump_at(index)?],
            Err(_) => {
                let text: String = jumps.extract()?;
                notation::parse_jumps(&self.board, &text).map_err(|e| bad_input(format!("bad jumps: {e}")))?.0
            }
        };
        for (i, &jump) in list.iter().enumerate() {
            if !at.can_jump(jump) {
                let name = notation::jump_name(&self.board, jump, self.naming());
                return Err(bad_input(format!("illegal jump {name} (jump {})", i + 1)));
            }
            at = at.jump(jump);
        }
        Ok(at.0)
    }

    /// The position drawn as the command line draws a start.
    fn draw(&self, position: u64) -> PyResult<String> {
        Ok(render::diagram::draw(&self.board, self.checked(position)?, self.naming()))
    }

    fn __len__(&self) -> usize {
        self.board.hole_count()
    }

    fn __repr__(&self) -> String {
        format!("Board({:?})", self.board.name())
    }
}
