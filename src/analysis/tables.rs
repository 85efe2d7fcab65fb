//! Finish tables: a board's solutions from every position with many pegs,
//! by finishing hole, as lookups.
//!
//! Complementing a position (pegs ↔ holes) turns a jump backwards: a jump
//! from `q` to `q'` is, complemented, a jump from `comp(q')` to `comp(q)`.
//! So the solutions from a position `p` ending with one peg at `f` are the
//! paths of the forward pass from the start with only `f` empty to
//! `comp(p)`. A position with `n` pegs has a complement with `holes − n`,
//! in the *late* layers of that pass, which are small: the tables keep
//! them ([`Pass::walk_keeping`]), one pass per class of finishing holes
//! under the board's symmetries, the other finishes read through a
//! symmetry mapping them to their class's first hole.
//!
//! A class's table is built when a position first needs it
//! ([`FinishTables::prepare`]): a position needs only the classes holding
//! a finish its [position class](crate::classes) allows, since no
//! solution ends anywhere else (the English board from d4 needs two of
//! the seven: d4's and d1's). Each table keeps the layers with at most
//! [`FinishTables::covers`] pegs that fit its share of the memory bound,
//! in proportion to the class's number of holes (a start with fewer
//! symmetries has larger reduced layers), so that every class keeps
//! about as many layers. A position whose complement has more
//! pegs than a class it needs covers is counted by passes
//! ([`super::Analyzer`]).
//!
//! ```
//! use pegsol::analysis::FinishTables;
//! use pegsol::Board;
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let start = t5.with_empty(&[a]);
//! let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
//! assert_eq!(tables.solutions(start), None); // nothing built yet
//! tables.prepare(start).unwrap();
//! assert_eq!(tables.covers(), Some(14)); // every layer fits in a MiB
//! let solutions = tables.solutions(start).unwrap();
//! assert_eq!(solutions[m.index()], 16_128);
//! assert_eq!(solutions.iter().sum::<u128>(), 29_760);
//! ```

use std::sync::OnceLock;

use crate::board::{Board, Hole, Symmetry};
use crate::classes::PositionClass;
use crate::pass::{Keep, Kept, LayerDone, Limits, Pass, RandomPlay};
use crate::position::Position;
use crate::symmetry::Group;

/// A board's finish tables.
pub struct FinishTables {
    board: Board,
    /// The classes of finishing holes: orbits of the board's symmetries.
    orbits: Vec<Vec<Hole>>,
    /// Each class's table once built (its first hole emptied at the start
    /// of its pass), or why its pass failed (its memory limit).
    classes: Vec<OnceLock<Result<ClassTable, String>>>,
    /// For each finishing hole: its class, a symmetry mapping it to the
    /// first hole of that class, and the position class of a lone peg there.
    finishes: Vec<(usize, Symmetry, PositionClass)>,
    /// The most bytes the tables may take, once every class is built.
    max_bytes: u64,
    /// The memory each class's pass may hold its layers in.
    pass_memory: u64,
}

/// One class's table.
struct ClassTable {
    kept: Kept,
}

impl FinishTables {
    /// The tables of `board`, none built yet, within `max_bytes` in all
    /// once every class is, each built by a pass holding its layers in at
    /// most `pass_memory` bytes.
    #[must_use]
    pub fn new(board: &Board, max_bytes: u64, pass_memory: u64) -> FinishTables {
        let orbits = Group::full(board).hole_orbits();
        let finishes = board
            .holes()
            .map(|f| {
                let class = orbits.iter().position(|orbit| orbit.contains(&f)).expect("every hole has a class");
                let to_first = board.symmetries().iter().find(|s| s.hole(f) == orbits[class][0]);
                let lone = PositionClass::of(board, Position::single(f));
                (class, to_first.expect("a class is an orbit").clone(), lone)
            })
            .collect();
        FinishTables {
            board: board.clone(),
            classes: orbits.iter().map(|_| OnceLock::new()).collect(),
            max_bytes,
            pass_memory,
            orbits,
            finishes,
        }
    }

    /// Builds every class's table (those built already are kept), the
    /// classes of the most symmetric starts (the cheapest passes) first.
    pub fn prepare_all(&self) -> Result<(), String> {
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        order.sort_by_key(|&class| self.orbits[class].len());
        order.into_iter().try_for_each(|class| self.build_class(class, &mut |_| {}))
    }

    /// Builds the tables `position` needs (those of the classes holding a
    /// finish it may reach), one pass each, unless built already; a caller
    /// asking while another builds a class waits for it. An error: a pass
    /// failed (then and for good), and positions needing its class are
    /// counted by passes.
    pub fn prepare(&self, position: Position) -> Result<(), String> {
        self.prepare_with(position, &mut |_| {})
    }

    /// [`FinishTables::prepare`], telling `progress` of each layer of the
    /// passes this caller runs (not of those it waits for).
    pub fn prepare_with(&self, position: Position, progress: &mut dyn FnMut(LayerDone)) -> Result<(), String> {
        let needed: Vec<usize> = self.needed(position).collect();
        needed.into_iter().try_for_each(|class| self.build_class(class, progress))
    }

    fn build_class(&self, class: usize, progress: &mut dyn FnMut(LayerDone)) -> Result<(), String> {
        let built = self.classes[class].get_or_init(|| {
            let start = self.board.with_empty(&[self.orbits[class][0]]);
            // A share of the bytes in proportion to the class's size: a
            // start with fewer symmetries has larger reduced layers, so
            // every class keeps about as many layers.
            let share = self.max_bytes as u128 * self.orbits[class].len() as u128 / self.board.hole_count() as u128;
            let keep = Keep { max_pegs: self.board.hole_count() as u32, max_bytes: share as u64 };
            let limits = Limits { memory: Some(self.pass_memory), ..Limits::default() };
            let pass = Pass::on(&self.board)
                .random_play(RandomPlay::Skipped)
                .limits(&limits)
                .progress(progress)
                .walk_keeping(start, keep);
            pass.map(|(_, kept)| ClassTable { kept }).map_err(|error| error.to_string())
        });
        built.as_ref().map(|_| ()).map_err(Clone::clone)
    }

    /// The classes holding a finish `position`'s class allows.
    fn needed(&self, position: Position) -> impl Iterator<Item = usize> + '_ {
        let class = PositionClass::of(&self.board, position);
        // One bit a class: a board has at most 64 holes, so as many classes.
        let needed =
            self.finishes.iter().filter(|&&(_, _, lone)| lone == class).fold(0u64, |set, &(c, _, _)| set | 1 << c);
        (0..self.orbits.len()).filter(move |&c| needed >> c & 1 == 1)
    }

    /// The most pegs a complement may have to be looked up in every class
    /// built so far: positions with at least `holes − covers` pegs are, in
    /// the classes they need. `None`: no class is built, or one kept no
    /// layer.
    #[must_use]
    pub fn covers(&self) -> Option<u32> {
        let built: Vec<Option<u32>> = self.built().map(|table| table.kept.covers()).collect();
        if built.is_empty() {
            return None;
        }
        built.into_iter().min().flatten()
    }

    /// Whether `position`'s solutions are looked up: every class it needs
    /// is built and covers its complement.
    #[must_use]
    pub fn holds(&self, position: Position) -> bool {
        let pegs = self.complement(position).pegs();
        self.needed(position).all(|class| self.table(class).is_some_and(|t| Some(pegs) <= t.kept.covers()))
    }

    /// The solutions from `position` by finishing hole index, if the
    /// tables hold it ([`FinishTables::holds`]).
    #[must_use]
    pub fn solutions(&self, position: Position) -> Option<Vec<u128>> {
        let complement = self.complement(position);
        let class = PositionClass::of(&self.board, position);
        self.finishes
            .iter()
            .map(|(c, to_first, lone)| {
                if *lone == class {
                    self.table(*c)?.kept.count(to_first.apply(complement))
                } else {
                    // No jump changes a position's class: no solution ends here.
                    Some(0)
                }
            })
            .collect()
    }

    /// Bytes held by the tables built.
    #[must_use]
    pub fn bytes(&self) -> u64 {
        self.built().map(|table| table.kept.bytes()).sum()
    }

    /// Positions held by the tables built.
    #[must_use]
    pub fn positions(&self) -> u64 {
        self.built().map(|table| table.kept.positions()).sum()
    }

    /// How many classes are built, of how many.
    #[must_use]
    pub fn built_classes(&self) -> (usize, usize) {
        (self.built().count(), self.orbits.len())
    }

    fn table(&self, class: usize) -> Option<&ClassTable> {
        self.classes[class].get()?.as_ref().ok()
    }

    fn built(&self) -> impl Iterator<Item = &ClassTable> {
        self.classes.iter().filter_map(|cell| cell.get()?.as_ref().ok())
    }

    fn complement(&self, position: Position) -> Position {
        Position(self.board.full().0 & !position.0)
    }
}
