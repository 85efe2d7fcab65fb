//! A position as a player sees it: how many solutions are left, by
//! finishing hole, and how many remain after each legal jump.
//!
//! On boards of at most [`TABLES_MAX_HOLES`] holes (T7 and smaller, and
//! the English board) the solutions from a position with many pegs are
//! looked up in the board's [finish tables](FinishTables), each class of
//! finishes built once (when a position first needs it, or ahead with
//! [`Analyzer::prepare`]) within a memory bound ([`DEFAULT_TABLE_BYTES`]). Other positions are counted by the forward
//! pass from them ([`Pass::walk`], counts only): its one-peg dead ends, by
//! hole, are the solutions by finish. A position's count is the sum of its
//! children's, so [`Analyzer::analyze`] looks up or counts each child and
//! adds them up. Where a position's jumps lead below the tables (or the
//! board has none), one [sweep](Swept) from the position counts them all
//! at once, and every position of every game from it: the next jumps of
//! the game are lookups too (sweeps are kept up to a bound of bytes, the
//! least recently used dropped first). Counted positions are remembered in canonical form under
//! the board's whole symmetry group (a mirror image has the same counts,
//! finishes mirrored), in a cache bounded by its number of entries, so the
//! mirror-image jumps of an opening are counted once and a game played
//! move by move counts each position once.
//!
//! Before a pass runs, its [`Forecast`](crate::Forecast) bounds the
//! positions it could meet; a pass bounded above the analyzer's work bound
//! is refused ([`AnalysisError::TooLarge`]) rather than started; there
//! [`verdict`] tells, by bounded searches, which jumps still win.
//!
//! ```
//! use pegsol::analysis::Analyzer;
//! use pegsol::{notation, Board, Naming};
//!
//! // Seed 003: 29,760 solutions on T5 from hole A, 16,128 of them ending at M.
//! let t5 = Board::triangle(5).unwrap();
//! let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
//! let analysis = Analyzer::new().analyze(&t5, t5.with_empty(&[a])).unwrap();
//! assert_eq!(analysis.total().to_string(), "29760");
//! assert_eq!(analysis.solutions[m.index()].to_string(), "16128");
//! // The two opening jumps are mirror images: half the solutions each.
//! let names: Vec<String> = analysis.jumps.iter().map(|j| notation::jump_name(&t5, j.jump, Naming::Letters)).collect();
//! assert_eq!(names, ["D-B-A", "F-C-A"]);
//! assert!(analysis.jumps.iter().all(|j| j.total().to_string() == "14880"));
//! ```

mod error;
mod sweep;
mod tables;
pub mod verdict;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::board::{Board, Hole, Jump, Lattice, Symmetry};
use crate::pass::{LayerDone, Limits, Pass, RandomPlay};
use crate::position::Position;
use crate::symmetry::Group;

use error::check;
pub use error::AnalysisError;
pub use sweep::{identity as sweep_identity, Refusal, StoredError, Swept};
pub use tables::{FinishTables, TableError};

/// Solutions by finishing hole index.
pub type ByFinish = Vec<BigUint>;

/// A position, its solutions and those after each legal jump.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The position analysed.
    pub position: Position,
    /// Solutions from it, by finishing hole index.
    pub solutions: ByFinish,
    /// Every legal jump, in the board's jump order, with the solutions
    /// after it.
    pub jumps: Vec<JumpCount>,
}

/// One legal jump and the solutions after it.
#[derive(Clone, Debug, PartialEq)]
pub struct JumpCount {
    /// The jump.
    pub jump: Jump,
    /// Solutions from the position after it, by finishing hole index.
    pub solutions: ByFinish,
}

impl Analysis {
    /// All solutions from the position.
    #[must_use]
    pub fn total(&self) -> BigUint {
        self.solutions.iter().sum()
    }
}

impl JumpCount {
    /// All solutions after the jump.
    #[must_use]
    pub fn total(&self) -> BigUint {
        self.solutions.iter().sum()
    }
}

/// What a count reports as it goes ([`Analyzer::analyze_with`]): each
/// layer its passes finish, and each position whose solutions are then
/// known.
#[derive(Clone, Copy, Debug)]
pub enum Step {
    /// A pass finished a layer.
    Layer(LayerDone),
    /// A position's solutions are known: in [`Analyzer::analyze_with`], a
    /// legal jump's (in the board's jump order); in
    /// [`Analyzer::solutions_with`], the position's.
    Counted,
}

/// A stop flag never set, for the counts nobody cancels.
static NEVER: AtomicBool = AtomicBool::new(false);

/// Counts solutions from positions, remembering the most recent ones.
///
/// It is shared between threads (the cache is behind a lock, which is not
/// held while a pass runs).
pub struct Analyzer {
    max_positions: u64,
    capacity: usize,
    cache: Mutex<Cache>,
    table_bytes: u64,
    /// The memory one pass may hold its layers in.
    memory_limit: u64,
    /// Each board's finish tables, by name.
    tables: Mutex<HashMap<String, Arc<FinishTables>>>,
    /// The most bytes one sweep may take (0: no sweeps).
    sweep_bytes: u64,
    /// The sweeps kept, and where sweeps were refused.
    sweeps: Mutex<Sweeps>,
    /// Questions being answered now, which preparations give way to.
    answering: AtomicUsize,
}

/// One question being answered, for as long as it lives.
struct Answering<'a>(&'a AtomicUsize);

impl<'a> Answering<'a> {
    fn new(answering: &'a AtomicUsize) -> Answering<'a> {
        answering.fetch_add(1, Ordering::Relaxed);
        Answering(answering)
    }
}

impl Drop for Answering<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The sweeps kept, by board name, the most recently used last, and for
/// each board the fewest pegs a sweep was refused from (too large): no
/// sweep from a position with as many is tried again.
#[derive(Default)]
struct Sweeps {
    kept: Vec<(String, Arc<Swept>)>,
    refused: HashMap<String, u32>,
    /// Sweeps handed over by [`Analyzer::hold_sweep`], by board name:
    /// never dropped.
    held: Vec<(String, Arc<Swept>)>,
}

/// The default work bound: a little above the forecast for T7 from its
/// corner, whose pass meets 40,600,768 positions in about a second.
pub const DEFAULT_MAX_POSITIONS: u64 = 250_000_000;

/// The most pegs a position on the square lattice may have to be counted
/// from (the English board from the centre after six jumps).
pub const SQUARE_MAX_PEGS: u32 = 26;

/// The memory a pass may hold its layers in by default
/// ([`Analyzer::memory_limit`]): over it the pass stops.
pub const MEMORY_LIMIT: u64 = 4 << 30;

/// The default number of positions remembered (each at most a few KiB).
pub const DEFAULT_CACHE_ENTRIES: usize = 4096;

/// The most bytes one board's finish tables may take by default, shared
/// among its classes of finishes in proportion to their sizes (the
/// English board: each class keeps the layers of 11 or 12 pegs and fewer,
/// so that its positions of 22 pegs or more are looked up).
pub const DEFAULT_TABLE_BYTES: u64 = 1600 << 20;

/// Boards with more holes get no finish tables: the passes that build them
/// run through every layer (the English board: seven passes, about a
/// minute on two cores, the two that the positions from d4 need a few
/// seconds; measured in results/notes/page-speed.md), and on T8 or the French
/// board one pass takes minutes and gigabytes.
pub const TABLES_MAX_HOLES: usize = 33;

/// The most bytes one sweep may take by default (its positions and their
/// counts): a position of 22 pegs on the English board reaches at most
/// about 1.3 million positions, 62 MB (the slowest of the latency record,
/// docs/serve.md). The sweeps kept take at most twice as much together.
pub const DEFAULT_SWEEP_BYTES: u64 = 256 << 20;

/// Solutions by finish of canonical positions, by board name, with the
/// time each was last used.
#[derive(Default)]
struct Cache {
    entries: HashMap<(String, Position), (Arc<ByFinish>, u64)>,
    clock: u64,
}

impl Default for Analyzer {
    fn default() -> Self {
        Analyzer::new()
    }
}

impl Analyzer {
    /// An analyzer with the default work bound and cache size.
    #[must_use]
    pub fn new() -> Analyzer {
        Analyzer::with_bounds(DEFAULT_MAX_POSITIONS, DEFAULT_CACHE_ENTRIES)
    }

    /// An analyzer refusing passes forecast to meet more than
    /// `max_positions` positions, remembering at most `capacity` positions.
    #[must_use]
    pub fn with_bounds(max_positions: u64, capacity: usize) -> Analyzer {
        Analyzer {
            max_positions,
            capacity,
            cache: Mutex::new(Cache::default()),
            table_bytes: DEFAULT_TABLE_BYTES,
            memory_limit: MEMORY_LIMIT,
            tables: Mutex::new(HashMap::new()),
            sweep_bytes: DEFAULT_SWEEP_BYTES,
            sweeps: Mutex::new(Sweeps::default()),
            answering: AtomicUsize::new(0),
        }
    }

    /// The same analyzer whose sweeps take at most `bytes` each (default
    /// [`DEFAULT_SWEEP_BYTES`]), and twice as much together; 0: no sweeps,
    /// each jump below the tables counted by a pass of its own.
    #[must_use]
    pub fn sweep_bytes(mut self, bytes: u64) -> Analyzer {
        self.sweep_bytes = bytes;
        self
    }

    /// The same analyzer with finish tables of at most `bytes` a board;
    /// 0: no tables, every count by passes.
    #[must_use]
    pub fn table_bytes(mut self, bytes: u64) -> Analyzer {
        self.table_bytes = bytes;
        self
    }

    /// The same analyzer whose passes hold their layers in at most `bytes`
    /// (default [`MEMORY_LIMIT`]): a pass that would need more stops, and
    /// its count is refused ([`AnalysisError::Pass`]).
    #[must_use]
    pub fn memory_limit(mut self, bytes: u64) -> Analyzer {
        self.memory_limit = bytes;
        self
    }

    /// The board's finish tables, as far as they are built; `None` for a
    /// board over [`TABLES_MAX_HOLES`] holes or an analyzer without tables.
    pub fn tables(&self, board: &Board) -> Option<Arc<FinishTables>> {
        if board.hole_count() > TABLES_MAX_HOLES || self.table_bytes == 0 {
            return None;
        }
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = tables
            .entry(board.name())
            .or_insert_with(|| Arc::new(FinishTables::new(board, self.table_bytes, self.memory_limit)));
        Some(Arc::clone(entry))
    }

    /// The board's finish tables with every class built now (those built
    /// already are kept; a caller asking while another builds a class
    /// waits for it); `None` as for [`Analyzer::tables`], or if a pass
    /// failed (its memory limit). A preparation gives way: between two
    /// layers of its passes it waits while this analyzer answers a
    /// question ([`Analyzer::analyze_with`], [`Analyzer::solutions_with`],
    /// [`Analyzer::solution_with`]) that does not wait for that pass, so
    /// the board asked for is counted first.
    pub fn prepare(&self, board: &Board) -> Option<Arc<FinishTables>> {
        let tables = self.tables(board)?;
        tables.prepare_all(&|| self.answering.load(Ordering::Relaxed) > 0).ok()?;
        Some(tables)
    }

    /// The solutions from `position` by finish, if its board's tables hold
    /// it. A position with pegs in more than half the holes (whose pass
    /// would be long) has the tables it needs built first, the layers of
    /// their passes told to `progress`; given up once `stop` is set (a
    /// pass nobody else wants then stops too).
    fn looked_up(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<Option<ByFinish>, AnalysisError> {
        let Some(tables) = self.tables(board) else { return Ok(None) };
        if 2 * position.pegs() as usize > board.hole_count() {
            match tables.prepare_with(position, &mut |done| progress(Step::Layer(done)), stop) {
                Err(TableError::Cancelled) => return Err(AnalysisError::Cancelled),
                // A failed build leaves the position to passes.
                Err(TableError::Failed(_)) | Ok(()) => {}
            }
        }
        let Some(counts) = tables.solutions(position) else { return Ok(None) };
        Ok(Some(counts.into_iter().map(BigUint::from).collect()))
    }

    /// The work bound: the most positions a pass may be forecast to meet.
    #[must_use]
    pub fn max_positions(&self) -> u64 {
        self.max_positions
    }

    /// The position's solutions and those after each legal jump.
    pub fn analyze(&self, board: &Board, position: Position) -> Result<Analysis, AnalysisError> {
        self.analyze_with(board, position, &mut |_| {}, &NEVER)
    }

    /// [`Analyzer::analyze`], telling `progress` of each layer its passes
    /// finish and of each legal jump counted, and stopping with
    /// [`AnalysisError::Cancelled`] soon after `stop` is set (its passes
    /// look at it between steps, a fraction of a second apart).
    pub fn analyze_with(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<Analysis, AnalysisError> {
        let _answering = Answering::new(&self.answering);
        self.sweep_if_needed(board, position, progress, stop)?;
        let mut jumps = Vec::new();
        for jump in position.legal_jumps(board) {
            jumps.push(JumpCount { jump, solutions: self.solutions_with(board, position.jump(jump), progress, stop)? });
        }
        if jumps.is_empty() {
            return Ok(Analysis { position, solutions: ending(board, position), jumps });
        }
        let mut solutions = vec![BigUint::zero(); board.hole_count()];
        for child in &jumps {
            for (total, count) in solutions.iter_mut().zip(&child.solutions) {
                *total += count;
            }
        }
        // Remembered too (unless looked up), so that the solutions along a
        // game played jump by jump are all at hand.
        let (canonical, symmetry) = canonical(board, position);
        let held =
            self.tables(board).is_some_and(|tables| tables.holds(position)) || self.swept(board, position).is_some();
        if !held && self.cached(board, canonical).is_none() {
            let mut mirrored = vec![BigUint::zero(); board.hole_count()];
            for f in board.holes() {
                mirrored[symmetry.hole(f).index()].clone_from(&solutions[f.index()]);
            }
            self.remember(board, canonical, Arc::new(mirrored));
        }
        Ok(Analysis { position, solutions, jumps })
    }

    /// The solutions from `position`, by finishing hole index.
    pub fn solutions(&self, board: &Board, position: Position) -> Result<ByFinish, AnalysisError> {
        self.solutions_with(board, position, &mut |_| {}, &NEVER)
    }

    /// [`Analyzer::solutions`], telling `progress` of each layer its pass
    /// finishes, then that the position is counted; stopped by `stop` as
    /// [`Analyzer::analyze_with`] is.
    pub fn solutions_with(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<ByFinish, AnalysisError> {
        check(stop)?;
        let _answering = Answering::new(&self.answering);
        let counts = self.solutions_unreported(board, position, progress, stop)?;
        progress(Step::Counted);
        Ok(counts)
    }

    fn solutions_unreported(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<ByFinish, AnalysisError> {
        if position.is_terminal(board) {
            return Ok(ending(board, position));
        }
        if let Some(counts) = self.looked_up(board, position, progress, stop)? {
            return Ok(counts);
        }
        if let Some(counts) = self.swept(board, position) {
            return Ok(counts);
        }
        let (canonical, symmetry) = canonical(board, position);
        let counts = match self.cached(board, canonical) {
            Some(counts) => counts,
            None => {
                let counts = Arc::new(self.count(board, canonical, progress, stop)?);
                self.remember(board, canonical, Arc::clone(&counts));
                counts
            }
        };
        // A path from the position to `f` is, mirrored, one from the
        // canonical image to the image of `f`.
        Ok(board.holes().map(|f| counts[symmetry.hole(f).index()].clone()).collect())
    }

    /// One solution from `position` (ending at `finish`, if given): at each
    /// position the first legal jump, in the board's jump order, after
    /// which a solution is left, so the same position always gets the same
    /// solution. `None` if no solution is left. Each step counts the
    /// children of the position it stands on (cached), so it costs at most
    /// what [`Analyzer::analyze`] costs along the way.
    ///
    /// ```
    /// use pegsol::analysis::Analyzer;
    /// use pegsol::Board;
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
    /// let mut position = t5.with_empty(&[a]);
    /// let solution = Analyzer::new().solution(&t5, position, Some(m)).unwrap().unwrap();
    /// for &jump in &solution {
    ///     position = position.jump(jump);
    /// }
    /// assert_eq!((solution.len(), position.peg_holes().collect::<Vec<_>>()), (13, vec![m]));
    /// ```
    pub fn solution(
        &self,
        board: &Board,
        position: Position,
        finish: Option<Hole>,
    ) -> Result<Option<Vec<Jump>>, AnalysisError> {
        self.solution_with(board, position, finish, &NEVER)
    }

    /// [`Analyzer::solution`], stopped by `stop` as
    /// [`Analyzer::analyze_with`] is.
    pub fn solution_with(
        &self,
        board: &Board,
        mut position: Position,
        finish: Option<Hole>,
        stop: &AtomicBool,
    ) -> Result<Option<Vec<Jump>>, AnalysisError> {
        let _answering = Answering::new(&self.answering);
        let left = |counts: &ByFinish| match finish {
            Some(f) => !counts[f.index()].is_zero(),
            None => counts.iter().any(|c| !c.is_zero()),
        };
        let mut jumps = Vec::new();
        loop {
            let legal: Vec<Jump> = position.legal_jumps(board).collect();
            if legal.is_empty() {
                // A finish that counts, unless this is the position asked about.
                return Ok(left(&ending(board, position)).then_some(jumps));
            }
            let mut next = None;
            for jump in legal {
                if left(&self.solutions_with(board, position.jump(jump), &mut |_| {}, stop)?) {
                    next = Some(jump);
                    break;
                }
            }
            // Past the first position, the jump chosen left a solution.
            let Some(jump) = next else { return Ok(None) };
            jumps.push(jump);
            position = position.jump(jump);
        }
    }

    /// The forward pass from `position`, if its forecast is within bounds.
    fn count(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<ByFinish, AnalysisError> {
        let limits = Limits { memory: Some(self.memory_limit), ..Limits::default() };
        let mut layer_done = |done: LayerDone| progress(Step::Layer(done));
        let mut pass = Pass::on(board)
            .random_play(RandomPlay::Skipped)
            .limits(&limits)
            .progress(&mut layer_done)
            .interrupted_by(stop);
        let pegs = position.pegs();
        if board.lattice() == Lattice::Triangular {
            let bound = pass.forecast(position).positions();
            if bound > self.max_positions {
                return Err(AnalysisError::TooLarge { pegs, bound, limit: self.max_positions });
            }
        } else if pegs > SQUARE_MAX_PEGS {
            // On the square lattice the peg count bounds the work: the
            // forecast is sound there too (de Bruijn's sixteen classes), but
            // a class is a sixteenth of all positions, far above what a pass
            // meets, and would refuse the English board down to 15 pegs
            // (docs/serve.md).
            return Err(AnalysisError::TooManyPegs { pegs, limit: SQUARE_MAX_PEGS });
        }
        Ok(pass.walk::<u64>(position)?.by_hole)
    }

    /// Sweeps from `position` unless its jumps are all answered without a
    /// pass: terminal, held by the tables (or to be: a position with more
    /// pegs than half the holes has its tables built, on a board with
    /// tables), swept or cached already. Not tried where the pass from the
    /// position is over the work bound, nor from as many pegs as a sweep
    /// on the board was refused from; a sweep refused (too large, a count
    /// past 2^64) leaves the jumps to passes.
    fn sweep_if_needed(
        &self,
        board: &Board,
        position: Position,
        progress: &mut dyn FnMut(Step),
        stop: &AtomicBool,
    ) -> Result<(), AnalysisError> {
        if self.sweep_bytes == 0 {
            return Ok(());
        }
        let name = board.name();
        let refused = self.sweeps.lock().unwrap_or_else(PoisonError::into_inner).refused.get(&name).copied();
        if refused.is_some_and(|pegs| position.pegs() >= pegs) {
            return Ok(());
        }
        let tables = self.tables(board);
        let passed = |child: Position| {
            let tabled = tables.as_ref().is_some_and(|t| {
                t.holds(child) || (2 * child.pegs() as usize > board.hole_count() && !t.built_for(child))
            });
            !child.is_terminal(board)
                && !tabled
                && self.swept(board, child).is_none()
                && self.cached(board, canonical(board, child).0).is_none()
        };
        if !position.legal_jumps(board).any(|jump| passed(position.jump(jump))) {
            return Ok(());
        }
        let within = if board.lattice() == Lattice::Triangular {
            Pass::on(board).random_play(RandomPlay::Skipped).forecast(position).positions() <= self.max_positions
        } else {
            position.pegs() <= SQUARE_MAX_PEGS + 1
        };
        if !within {
            return Ok(());
        }
        let mut layer_done = |done: LayerDone| progress(Step::Layer(done));
        match Swept::from(board, position, self.sweep_bytes, &mut layer_done, stop) {
            Ok(swept) => {
                let mut sweeps = self.sweeps.lock().unwrap_or_else(PoisonError::into_inner);
                sweeps.kept.push((name, Arc::new(swept)));
                let mut held: u64 = sweeps.kept.iter().map(|(_, s)| s.bytes()).sum();
                while held > 2 * self.sweep_bytes && sweeps.kept.len() > 1 {
                    held -= sweeps.kept.remove(0).1.bytes();
                }
                Ok(())
            }
            Err(Refusal::Cancelled) => Err(AnalysisError::Cancelled),
            Err(Refusal::TooLarge(_)) => {
                let mut sweeps = self.sweeps.lock().unwrap_or_else(PoisonError::into_inner);
                let fewest = sweeps.refused.entry(name).or_insert(position.pegs());
                *fewest = (*fewest).min(position.pegs());
                Ok(())
            }
            Err(Refusal::Overflow) => Ok(()),
        }
    }

    /// Holds `swept`, a sweep on `board` (one read back from a cache, or
    /// made ahead of the questions), for as long as this analyzer lives:
    /// the positions of every game from its root are lookups.
    pub fn hold_sweep(&self, board: &Board, swept: Arc<Swept>) {
        self.sweeps.lock().unwrap_or_else(PoisonError::into_inner).held.push((board.name(), swept));
    }

    /// The solutions from `position` by finish, if a sweep held or kept
    /// holds it (a kept one is then the most recently used).
    fn swept(&self, board: &Board, position: Position) -> Option<ByFinish> {
        let name = board.name();
        let mut sweeps = self.sweeps.lock().unwrap_or_else(PoisonError::into_inner);
        let held = sweeps.held.iter().filter(|(board, _)| *board == name).find_map(|(_, s)| s.solutions(position));
        if let Some(counts) = held {
            return Some(counts.into_iter().map(BigUint::from).collect());
        }
        let (at, counts) = sweeps
            .kept
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, (board, _))| *board == name)
            .find_map(|(at, (_, swept))| Some((at, swept.solutions(position)?)))?;
        let used = sweeps.kept.remove(at);
        sweeps.kept.push(used);
        Some(counts.into_iter().map(BigUint::from).collect())
    }

    fn cached(&self, board: &Board, position: Position) -> Option<Arc<ByFinish>> {
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        cache.clock += 1;
        let now = cache.clock;
        let (counts, used) = cache.entries.get_mut(&(board.name(), position))?;
        *used = now;
        Some(Arc::clone(counts))
    }

    fn remember(&self, board: &Board, position: Position, counts: Arc<ByFinish>) {
        if self.capacity == 0 {
            return;
        }
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.entries.len() >= self.capacity {
            let oldest = cache.entries.iter().min_by_key(|(_, (_, used))| *used).map(|(key, _)| key.clone());
            if let Some(key) = oldest {
                cache.entries.remove(&key);
            }
        }
        cache.clock += 1;
        let now = cache.clock;
        cache.entries.insert((board.name(), position), (counts, now));
    }

    /// Forgets every position remembered and every sweep kept (not the
    /// finish tables, nor the sweeps held: [`Analyzer::hold_sweep`]).
    pub fn forget(&self) {
        self.cache.lock().unwrap_or_else(PoisonError::into_inner).entries.clear();
        let mut sweeps = self.sweeps.lock().unwrap_or_else(PoisonError::into_inner);
        sweeps.kept.clear();
        sweeps.refused.clear();
    }

    /// Positions remembered now.
    #[must_use]
    pub fn cached_positions(&self) -> usize {
        self.cache.lock().unwrap_or_else(PoisonError::into_inner).entries.len()
    }
}

/// The smallest image of `position` under the board's symmetries, with a
/// symmetry that maps `position` to it.
fn canonical(board: &Board, position: Position) -> (Position, Symmetry) {
    let group = Group::full(board);
    let (image, symmetry) =
        group.images(position).into_iter().min_by_key(|&(image, _)| image).expect("a position is among its images");
    (image, symmetry.clone())
}

/// The solutions from a position with no legal jump: one, at its hole, if
/// it has one peg; none otherwise.
fn ending(board: &Board, position: Position) -> ByFinish {
    let mut counts = vec![BigUint::zero(); board.hole_count()];
    if position.pegs() == 1 {
        let hole = position.peg_holes().next().expect("one peg");
        counts[hole.index()] = BigUint::one();
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn the_cache_keeps_at_most_its_capacity() {
        let t5 = Board::triangle(5).unwrap();
        let analyzer = Analyzer::with_bounds(DEFAULT_MAX_POSITIONS, 3).table_bytes(0);
        let mut position = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
        let first = analyzer.analyze(&t5, position).unwrap();
        while let Some(jump) = position.legal_jumps(&t5).next() {
            position = position.jump(jump);
            analyzer.analyze(&t5, position).unwrap();
            assert!(analyzer.cached_positions() <= 3);
        }
        // Counted again after eviction, the same.
        let again = analyzer.analyze(&t5, first.position).unwrap();
        assert_eq!(again, first);
    }

    #[test]
    fn a_count_stopped_by_its_flag_is_cancelled_and_not_remembered() {
        let t5 = Board::triangle(5).unwrap();
        let analyzer = Analyzer::new().table_bytes(0);
        let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
        let stop = AtomicBool::new(true);
        let error = analyzer.analyze_with(&t5, start, &mut |_| {}, &stop).unwrap_err();
        assert!(matches!(error, AnalysisError::Cancelled), "{error}");
        let error = analyzer.solution_with(&t5, start, None, &stop).unwrap_err();
        assert!(matches!(error, AnalysisError::Cancelled), "{error}");
        assert_eq!(analyzer.cached_positions(), 0);
        stop.store(false, Ordering::Relaxed);
        // T5 from A: 29,760 solutions (seed 003, Durango Bill's table).
        assert_eq!(analyzer.analyze_with(&t5, start, &mut |_| {}, &stop).unwrap().total().to_string(), "29760");
    }

    #[test]
    fn one_sweep_counts_every_jump_and_the_game_after_it() {
        let t6 = Board::triangle(6).unwrap();
        let swept = Analyzer::new().table_bytes(0);
        // The second method: a forward pass from each jump's position.
        let passes = Analyzer::new().table_bytes(0).sweep_bytes(0);
        let mut position = t6.with_empty(&[t6.parse_hole("1").unwrap()]);
        let mut layers = 0;
        let mut count_layers = |step: Step| layers += u32::from(matches!(step, Step::Layer(_)));
        let first = swept.analyze_with(&t6, position, &mut count_layers, &NEVER).unwrap();
        // One pass down and one sweep up, not a pass a jump.
        assert!(layers <= 2 * position.pegs(), "{layers} layers");
        assert_eq!(first, passes.analyze(&t6, position).unwrap());
        // Every later position of a game from it is a lookup: no pass at all.
        while let Some(jump) = position.legal_jumps(&t6).last() {
            position = position.jump(jump);
            let mut layers = 0;
            let mut count_layers = |step: Step| layers += u32::from(matches!(step, Step::Layer(_)));
            let analysis = swept.analyze_with(&t6, position, &mut count_layers, &NEVER).unwrap();
            assert_eq!((layers, &analysis), (0, &passes.analyze(&t6, position).unwrap()));
        }
    }

    #[test]
    fn a_pass_over_the_work_bound_is_refused() {
        let t5 = Board::triangle(5).unwrap();
        let analyzer = Analyzer::with_bounds(10, 16).table_bytes(0);
        let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
        let error = analyzer.analyze(&t5, start).unwrap_err();
        assert!(matches!(error, AnalysisError::TooLarge { pegs: 13, limit: 10, .. }), "{error}");
    }
}
