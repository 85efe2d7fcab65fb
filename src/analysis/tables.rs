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
//! A class's pass is shared: the first caller needing it runs it, later
//! ones wait for it, and it goes on only while one of them still wants it
//! ([`FinishTables::prepare_with`] with a stop flag): once every caller's
//! flag is set it stops between two steps, keeps nothing, and the next
//! caller needing the class builds it afresh.
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

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::Duration;

use crate::board::{Board, Hole, Symmetry};
use crate::classes::PositionClass;
use crate::pass::{Keep, Kept, LayerDone, Limits, Pass, PassError, RandomPlay};
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
    /// Each class's pass under way, and who wants it; told when it ends.
    builds: Vec<(Mutex<Build>, Condvar)>,
    /// For each finishing hole: its class, a symmetry mapping it to the
    /// first hole of that class, and the position class of a lone peg there.
    finishes: Vec<(usize, Symmetry, PositionClass)>,
    /// The most bytes the tables may take, once every class is built.
    max_bytes: u64,
    /// The memory each class's pass may hold its layers in.
    pass_memory: u64,
    /// How long the preparation of every class gave way to questions.
    paused: Mutex<Duration>,
}

/// One class's table.
struct ClassTable {
    kept: Kept,
}

/// Why a class of tables a position needs is not built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// Its pass failed (its memory limit), for good: positions needing the
    /// class are counted by passes.
    #[error("{0}")]
    Failed(String),
    /// The caller's stop flag was set first. The pass stopped if nobody
    /// else wanted it, and kept nothing: a later caller builds it afresh.
    #[error("the finish tables were cancelled: nobody waits for them any more")]
    Cancelled,
}

/// A class's pass as the callers wanting it see it.
#[derive(Default)]
struct Build {
    /// Whether a pass builds the class now.
    running: bool,
    /// Which pass, counted from the first: a caller leaving withdraws only
    /// from the one it joined.
    generation: u64,
    /// The callers wanting the pass now, the one running it among them.
    wanted: usize,
    /// Set once `wanted` falls to 0: the pass stops at its next step.
    cancel: std::sync::Arc<AtomicBool>,
}

/// How often a caller waiting for a class's pass, or running it, looks at
/// its stop flag.
const WATCH_EVERY: Duration = Duration::from_millis(20);

/// A stop flag never set: a caller wanting the tables whatever happens.
static NEVER: AtomicBool = AtomicBool::new(false);

/// A lock, whether or not a thread panicked holding it.
fn lock(build: &Mutex<Build>) -> MutexGuard<'_, Build> {
    build.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Build {
    /// One caller of pass `generation` wants it no more: the last one
    /// leaving stops it.
    fn withdraw(&mut self, generation: u64) {
        if self.running && self.generation == generation {
            self.wanted = self.wanted.saturating_sub(1);
            if self.wanted == 0 {
                self.cancel.store(true, Ordering::Relaxed);
            }
        }
    }
}

/// Ends a class's pass however its runner leaves (a panic too), and wakes
/// the callers waiting for it.
struct Running<'a> {
    build: &'a (Mutex<Build>, Condvar),
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        let mut build = lock(&self.build.0);
        build.running = false;
        build.wanted = 0;
        self.build.1.notify_all();
    }
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
            builds: orbits.iter().map(|_| (Mutex::default(), Condvar::new())).collect(),
            max_bytes,
            pass_memory,
            paused: Mutex::new(Duration::ZERO),
            orbits,
            finishes,
        }
    }

    /// Builds every class's table (those built already are kept), the
    /// classes of the most symmetric starts (the cheapest passes) first,
    /// giving way to the questions players wait for: after each layer of a
    /// pass it runs, it waits while `busy` says one is being answered,
    /// unless that question waits for this very pass (then it goes on).
    /// So a preparation in the background never slows the board a player
    /// asks for ([`FinishTables::paused`] says for how long it waited).
    pub fn prepare_all(&self, busy: &dyn Fn() -> bool) -> Result<(), String> {
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        order.sort_by_key(|&class| self.orbits[class].len());
        order
            .into_iter()
            .try_for_each(|class| {
                let mut give_way = |_: LayerDone| {
                    let began = std::time::Instant::now();
                    while busy() && lock(&self.builds[class].0).wanted <= 1 {
                        std::thread::sleep(WATCH_EVERY);
                    }
                    let mut paused = self.paused.lock().unwrap_or_else(PoisonError::into_inner);
                    *paused += began.elapsed();
                };
                self.build_class(class, &mut give_way, &NEVER)
            })
            .map_err(|e| e.to_string())
    }

    /// How long [`FinishTables::prepare_all`] waited for questions being
    /// answered, in all.
    #[must_use]
    pub fn paused(&self) -> Duration {
        *self.paused.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Builds the tables `position` needs (those of the classes holding a
    /// finish it may reach), one pass each, unless built already; a caller
    /// asking while another builds a class waits for it. An error: a pass
    /// failed (then and for good), and positions needing its class are
    /// counted by passes.
    pub fn prepare(&self, position: Position) -> Result<(), String> {
        self.prepare_with(position, &mut |_| {}, &NEVER).map_err(|e| e.to_string())
    }

    /// [`FinishTables::prepare`], telling `progress` of each layer of the
    /// passes this caller runs (not of those it waits for), and giving up
    /// with [`TableError::Cancelled`] soon after `stop` is set (within a
    /// step of a pass, a fraction of a second). A pass is shared by the
    /// callers that want its class: it goes on while the stop flag of one
    /// of them is clear, and stops once all are set, keeping nothing.
    ///
    /// ```
    /// use pegsol::analysis::{FinishTables, TableError};
    /// use pegsol::Board;
    /// use std::sync::atomic::AtomicBool;
    ///
    /// let t5 = Board::triangle(5).unwrap();
    /// let start = t5.with_empty(&[t5.parse_hole("A").unwrap()]);
    /// let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
    /// let gone = AtomicBool::new(true);
    /// assert_eq!(tables.prepare_with(start, &mut |_| {}, &gone), Err(TableError::Cancelled));
    /// assert_eq!(tables.built_classes().0, 0); // nothing kept
    /// tables.prepare_with(start, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// // Seed 003: 29,760 solutions on T5 from hole A.
    /// assert_eq!(tables.solutions(start).unwrap().iter().sum::<u128>(), 29_760);
    /// ```
    pub fn prepare_with(
        &self,
        position: Position,
        progress: &mut dyn FnMut(LayerDone),
        stop: &AtomicBool,
    ) -> Result<(), TableError> {
        let needed: Vec<usize> = self.needed(position).collect();
        needed.into_iter().try_for_each(|class| self.build_class(class, progress, stop))
    }

    /// The class's table, built now unless it is: by this caller's pass,
    /// or by the one under way, which this caller then wants too.
    fn build_class(
        &self,
        class: usize,
        progress: &mut dyn FnMut(LayerDone),
        stop: &AtomicBool,
    ) -> Result<(), TableError> {
        let pair = &self.builds[class];
        loop {
            if let Some(built) = self.classes[class].get() {
                return built.as_ref().map(|_| ()).map_err(|e| TableError::Failed(e.clone()));
            }
            if stop.load(Ordering::Relaxed) {
                return Err(TableError::Cancelled);
            }
            let mut build = lock(&pair.0);
            if self.classes[class].get().is_some() {
                continue;
            }
            if !build.running {
                build.running = true;
                build.generation += 1;
                build.wanted = 1;
                build.cancel = std::sync::Arc::new(AtomicBool::new(false));
                let (generation, cancel) = (build.generation, std::sync::Arc::clone(&build.cancel));
                drop(build);
                let running = Running { build: pair };
                let outcome = self.run_pass(class, progress, stop, &cancel, generation);
                match outcome {
                    Ok(table) => {
                        let _ = self.classes[class].set(Ok(table));
                    }
                    // Nobody wanted it any more: nothing is kept.
                    Err(PassError::Interrupted) => {}
                    Err(error) => {
                        let _ = self.classes[class].set(Err(error.to_string()));
                    }
                }
                drop(running);
                continue;
            }
            if build.cancel.load(Ordering::Relaxed) {
                // Stopping: wait for its end, then build afresh.
                drop(pair.1.wait_timeout(build, WATCH_EVERY).unwrap_or_else(PoisonError::into_inner));
                continue;
            }
            // Join the pass under way, until it ends or this caller leaves.
            build.wanted += 1;
            let generation = build.generation;
            loop {
                build = pair.1.wait_timeout(build, WATCH_EVERY).unwrap_or_else(PoisonError::into_inner).0;
                if !build.running || build.generation != generation {
                    break;
                }
                if stop.load(Ordering::Relaxed) {
                    build.withdraw(generation);
                    return Err(TableError::Cancelled);
                }
            }
        }
    }

    /// The pass of `class`, stopped by `cancel`; a watcher withdraws this
    /// caller from pass `generation` once `stop` is set.
    fn run_pass(
        &self,
        class: usize,
        progress: &mut dyn FnMut(LayerDone),
        stop: &AtomicBool,
        cancel: &AtomicBool,
        generation: u64,
    ) -> Result<ClassTable, PassError> {
        /// Ends the watcher however the pass ends (a panic too).
        struct Ends<'a>(&'a AtomicBool);
        impl Drop for Ends<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
            }
        }
        let ended = AtomicBool::new(false);
        std::thread::scope(|scope| {
            // Without threads (WebAssembly), nothing else runs to set the
            // flag, and nobody else waits: no watcher is needed.
            let watcher = || {
                while !ended.load(Ordering::Relaxed) {
                    if stop.load(Ordering::Relaxed) {
                        lock(&self.builds[class].0).withdraw(generation);
                        return;
                    }
                    std::thread::sleep(WATCH_EVERY);
                }
            };
            if !std::ptr::eq(stop, &NEVER) {
                let _ = std::thread::Builder::new().spawn_scoped(scope, watcher);
            }
            let _ends = Ends(&ended);
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
                .interrupted_by(cancel)
                .walk_keeping(start, keep);
            pass.map(|(_, kept)| ClassTable { kept })
        })
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

    /// Whether every class `position` needs is built (or failed for good):
    /// what the tables will ever hold of it, they hold now.
    #[must_use]
    pub fn built_for(&self, position: Position) -> bool {
        self.needed(position).all(|class| self.classes[class].get().is_some())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// T5 from A: 29,760 solutions, 16,128 of them ending at M (seed 003,
    /// Durango Bill's table).
    fn t5_from_a() -> (Board, Position, Hole) {
        let t5 = Board::triangle(5).unwrap();
        let (a, m) = (t5.parse_hole("A").unwrap(), t5.parse_hole("M").unwrap());
        let start = t5.with_empty(&[a]);
        (t5, start, m)
    }

    fn assert_t5_counts(tables: &FinishTables, start: Position, m: Hole) {
        let solutions = tables.solutions(start).unwrap();
        assert_eq!((solutions.iter().sum::<u128>(), solutions[m.index()]), (29_760, 16_128));
    }

    #[test]
    fn a_pass_nobody_wants_stops_and_keeps_nothing() {
        let (t5, start, m) = t5_from_a();
        let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
        let class = tables.needed(start).next().unwrap();
        // The caller leaves after the first layer of its pass.
        let stop = AtomicBool::new(false);
        let mut layers = 0;
        let left = tables.prepare_with(
            start,
            &mut |_| {
                layers += 1;
                stop.store(true, Ordering::Relaxed);
                until(&tables, class, |b| b.wanted == 0);
            },
            &stop,
        );
        assert_eq!((left, layers), (Err(TableError::Cancelled), 1));
        assert_eq!((tables.built_classes().0, tables.bytes(), tables.solutions(start)), (0, 0, None));
        assert!(tables.builds.iter().all(|(build, _)| !lock(build).running));
        // Built afresh by the next caller, whole.
        tables.prepare_with(start, &mut |_| {}, &AtomicBool::new(false)).unwrap();
        assert_t5_counts(&tables, start, m);
    }

    /// Waits (at most 20 s) until `holds` of the class's build.
    fn until(tables: &FinishTables, class: usize, holds: impl Fn(&Build) -> bool) {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        while !holds(&lock(&tables.builds[class].0)) {
            assert!(std::time::Instant::now() < deadline, "timed out");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_preparation_gives_way_while_a_question_is_answered() {
        let (t5, start, m) = t5_from_a();
        let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
        let busy = AtomicBool::new(true);
        std::thread::scope(|scope| {
            let preparing = scope.spawn(|| tables.prepare_all(&|| busy.load(Ordering::Relaxed)));
            // Its first pass waits after its first layer (milliseconds of
            // work in all), for as long as the question is answered.
            until(&tables, 0, |b| b.running);
            std::thread::sleep(Duration::from_millis(300));
            assert_eq!(tables.built_classes().0, 0, "the preparation went on while a question was answered");
            busy.store(false, Ordering::Relaxed);
            assert_eq!(preparing.join().unwrap(), Ok(()));
        });
        assert_eq!(tables.built_classes(), (4, 4));
        assert!(tables.paused() >= Duration::from_millis(300), "{:?}", tables.paused());
        assert_t5_counts(&tables, start, m);
        // A question waiting for the very pass the preparation runs is not
        // kept waiting: the pass goes on for it.
        let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
        let class = tables.needed(start).next().unwrap();
        let busy = AtomicBool::new(true);
        std::thread::scope(|scope| {
            let preparing = scope.spawn(|| tables.prepare_all(&|| busy.load(Ordering::Relaxed)));
            until(&tables, 0, |b| b.running);
            // The question joins the pass the preparation holds, or runs
            // its classes itself: either way it is answered while busy.
            assert_eq!(tables.prepare_with(start, &mut |_| {}, &AtomicBool::new(false)), Ok(()));
            assert!(tables.classes[class].get().is_some());
            busy.store(false, Ordering::Relaxed);
            assert_eq!(preparing.join().unwrap(), Ok(()));
        });
        assert_t5_counts(&tables, start, m);
    }

    #[test]
    fn a_pass_goes_on_while_another_caller_wants_it() {
        let (t5, start, m) = t5_from_a();
        let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
        let class = tables.needed(start).next().unwrap();
        let (first, second) = (AtomicBool::new(false), AtomicBool::new(false));
        let mut layers = 0;
        std::thread::scope(|scope| {
            let waiter = scope.spawn(|| {
                until(&tables, class, |b| b.running);
                // It waits for the first class, and runs the pass of any other.
                tables.prepare_with(start, &mut |_| {}, &second)
            });
            // The caller running the pass leaves at its first layer, once
            // the other waits for it; the pass goes on for the other.
            let runner = tables.prepare_with(
                start,
                &mut |_| {
                    layers += 1;
                    if layers == 1 {
                        until(&tables, class, |b| b.wanted == 2);
                        first.store(true, Ordering::Relaxed);
                        until(&tables, class, |b| b.wanted == 1);
                    }
                },
                &first,
            );
            assert_eq!(waiter.join().unwrap(), Ok(()));
            assert!(matches!(runner, Ok(()) | Err(TableError::Cancelled)), "{runner:?}");
        });
        assert!(tables.classes[class].get().is_some_and(Result::is_ok), "the pass ran to its end");
        assert_t5_counts(&tables, start, m);
        // The last one leaving stops it: here the waiter, the runner gone.
        let tables = FinishTables::new(&t5, 1 << 20, 1 << 30);
        let (first, second) = (AtomicBool::new(false), AtomicBool::new(false));
        let mut layers = 0;
        std::thread::scope(|scope| {
            let waiter = scope.spawn(|| {
                until(&tables, class, |b| b.running);
                tables.prepare_with(start, &mut |_| {}, &second)
            });
            let runner = tables.prepare_with(
                start,
                &mut |_| {
                    layers += 1;
                    if layers == 1 {
                        until(&tables, class, |b| b.wanted == 2);
                        first.store(true, Ordering::Relaxed);
                        until(&tables, class, |b| b.wanted == 1);
                        second.store(true, Ordering::Relaxed);
                        until(&tables, class, |b| b.wanted == 0);
                    }
                },
                &first,
            );
            assert_eq!((runner, waiter.join().unwrap()), (Err(TableError::Cancelled), Err(TableError::Cancelled)));
        });
        assert_eq!((layers, tables.built_classes().0), (1, 0));
        tables.prepare(start).unwrap();
        assert_t5_counts(&tables, start, m);
    }
}
