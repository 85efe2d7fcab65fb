//! The memorization sheets behind `/api/sheet` and the page's practice
//! mode, prepared in the background on every board.
//!
//! Up to [`FULL_SHEET_MAX_HOLES`] holes (T4 to T6) a sheet is [`Sheet::new`]
//! (every page proven fewest, with its count), at once, on a thread of its
//! own: it takes milliseconds, and never waits for anything. Above, a sheet
//! is made finish by finish with [`Sheet::bounded_with`] (one finish per
//! orbit of the start's symmetries; seconds to minutes in all on T7 and the
//! English board), and each page is shown as soon as it
//! is found: a request answers within [`WAIT`] with the pages found so far
//! and `"complete": false`, and the page asks again until the sheet is
//! complete.
//!
//! The sheets made finish by finish take turns, one at a time (the bounded
//! search takes up to a quarter of `serve --memory-limit`, see
//! [`Sheets::new`], and runs on a thread pool of its own, half the cores),
//! the board with the fewest holes first: a sheet asked
//! for while a larger board's is being prepared stops that search at once
//! (the finishes it had done are kept, and it goes on later from the next),
//! so T7's sheet never waits behind the Wiegleb board's. At most
//! [`MAX_PREPARING`] wait their turn or are being prepared, and more are
//! refused (503; the page asks again a little later). A sheet nobody has
//! asked for in [`ABANDON_AFTER`] since its last request answered (the page
//! that wanted it has moved on) is abandoned and forgotten: a waiting one leaves the queue, and no longer
//! counts toward the limit, and the one being prepared stops its search
//! within a second, so that it does not hold up the sheet the player looks
//! at now. At most [`MAX_SHEETS`] finished sheets are kept, the least
//! recently asked for forgotten first.

use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use pegsol::analysis::{AnalysisError, Analyzer};
use pegsol::sheet::Sheet;
use pegsol::{moves, Board, Group, Hole, Naming};
use serde_json::Value;

use crate::memory::positions_within;

/// Boards with at most this many holes get their whole sheet at once
/// (T6: a tenth of a second).
pub const FULL_SHEET_MAX_HOLES: usize = 21;

/// How long a request waits for a sheet before answering with what is
/// found so far.
pub const WAIT: Duration = Duration::from_secs(2);

/// The most sheets made finish by finish waiting their turn, the one being
/// prepared included.
pub const MAX_PREPARING: usize = 4;

/// The most sheets kept.
pub const MAX_SHEETS: usize = 32;

/// A sheet not asked for in this long is abandoned: the page asks again
/// at least every [`WAIT`] while it waits.
pub const ABANDON_AFTER: Duration = Duration::from_secs(10);

/// The memory a sheet's bounded search takes whatever positions it holds:
/// a batch of 2^25 finds (16 bytes each) and its sorted, merged copy.
pub const SHEET_BATCH_BYTES: u64 = 1 << 30;

/// How often the sheet being prepared is checked for abandonment.
const WATCH_EVERY: Duration = Duration::from_millis(100);

/// A sheet asked for: the board, its empty holes and how holes are named.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    board: String,
    empty: Vec<Hole>,
    naming: Naming,
}

/// The sheets asked for, prepared or being prepared.
pub struct Sheets {
    entries: Arc<Mutex<HashMap<Key, Arc<Job>>>>,
    /// The sheets made finish by finish, taking turns.
    lane: Arc<Mutex<Lane>>,
    /// Boards up to this many holes get the whole sheet at once.
    full_max_holes: usize,
    /// The most sheets made finish by finish waiting to be prepared.
    max_preparing: usize,
    /// A sheet not asked for in this long is abandoned.
    abandon_after: Duration,
    /// Positions a sheet's bounded search may hold; 0: no room for one.
    most_held: usize,
    /// The bytes a sheet's search may take.
    memory: u64,
}

/// The sheets made finish by finish: those waiting their turn, and the one
/// being prepared by the lane's thread, which runs while any waits.
#[derive(Default)]
struct Lane {
    waiting: Vec<Arc<Job>>,
    running: Option<Arc<Job>>,
    /// Whether the lane's thread runs.
    busy: bool,
}

/// One sheet's preparation.
struct Job {
    key: Key,
    board: Board,
    empty: Vec<Hole>,
    state: Mutex<Prepared>,
    changed: Condvar,
    /// Stops the search under way: the sheet was abandoned, or a sheet of a
    /// smaller board waits.
    stop: AtomicBool,
}

#[derive(Default)]
struct Prepared {
    /// The pages found so far, in hole order.
    pages: Vec<(Hole, Value)>,
    /// Finishes (classes of them) tried, of all: the next is `done`.
    done: usize,
    of: usize,
    complete: bool,
    error: Option<String>,
    began: Option<Instant>,
    /// Whether the sheet is being prepared now (not waiting its turn).
    underway: bool,
    /// Requests waiting for the sheet now.
    asking: usize,
    /// When the last request for it answered.
    last_asked: Option<Instant>,
}

/// No sheet is answered: too many are waiting to be prepared.
pub struct Busy;

impl Sheets {
    /// No sheets yet; boards of up to `full_max_holes` get whole sheets, at
    /// most `max_preparing` others wait to be prepared, and each of their
    /// searches takes at most `memory` bytes: its batches
    /// ([`SHEET_BATCH_BYTES`]) and up to [`moves::BOUNDED_MOVES_HELD`]
    /// positions (fewer if they do not fit).
    pub fn new(full_max_holes: usize, max_preparing: usize, memory: u64) -> Sheets {
        let room = memory.saturating_sub(SHEET_BATCH_BYTES);
        Sheets {
            entries: Arc::default(),
            lane: Arc::default(),
            full_max_holes,
            max_preparing,
            abandon_after: ABANDON_AFTER,
            most_held: if room == 0 { 0 } else { positions_within(room).min(moves::BOUNDED_MOVES_HELD) },
            memory,
        }
    }

    /// The same, abandoning sheets not asked for in `after`.
    #[cfg(test)]
    fn abandon_after(mut self, after: Duration) -> Sheets {
        self.abandon_after = after;
        self
    }

    /// The sheet of `board` from the start with `empty` holes empty, as
    /// far as it is prepared after at most [`WAIT`] (started now if it was
    /// not asked for before).
    pub fn get(&self, analyzer: &Arc<Analyzer>, board: &Board, empty: &[Hole], naming: Naming) -> Result<Value, Busy> {
        let mut sorted = empty.to_vec();
        sorted.sort_unstable();
        let key = Key { board: board.name(), empty: sorted, naming };
        let job = {
            let mut entries = lock(&self.entries);
            match entries.get(&key) {
                Some(job) => Arc::clone(job),
                None => {
                    let job = Arc::new(Job {
                        key: key.clone(),
                        board: board.clone(),
                        empty: empty.to_vec(),
                        state: Mutex::default(),
                        changed: Condvar::new(),
                        stop: AtomicBool::new(false),
                    });
                    job.lock().last_asked = Some(Instant::now());
                    if board.hole_count() <= self.full_max_holes {
                        forget_oldest(&mut entries);
                        entries.insert(key, Arc::clone(&job));
                        self.make_whole(&job);
                    } else if self.most_held == 0 {
                        job.end(Some(format!(
                            "refused: the search of a sheet over {} holes takes more than {} MiB, the server's \
                             --memory-limit leaves it {} MiB",
                            self.full_max_holes,
                            SHEET_BATCH_BYTES >> 20,
                            self.memory >> 20
                        )));
                    } else {
                        let mut lane = lock(&self.lane);
                        lane.drop_abandoned(&mut entries, self.abandon_after);
                        if lane.preparing(self.abandon_after) >= self.max_preparing {
                            return Err(Busy);
                        }
                        forget_oldest(&mut entries);
                        entries.insert(key, Arc::clone(&job));
                        self.queue(&mut lane, &job, analyzer);
                    }
                    job
                }
            }
        };
        let mut state = job.lock();
        state.asking += 1;
        let deadline = Instant::now() + WAIT;
        while !state.complete {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            state = job.changed.wait_timeout(state, left).unwrap_or_else(PoisonError::into_inner).0;
        }
        state.asking -= 1;
        state.last_asked = Some(Instant::now());
        Ok(state.json(board, empty, naming))
    }

    /// Makes a small board's whole sheet on a thread of its own, at once.
    fn make_whole(&self, job: &Arc<Job>) {
        let job = Arc::clone(job);
        std::thread::spawn(move || {
            {
                let mut state = job.lock();
                state.began = Some(Instant::now());
                state.underway = true;
            }
            let made = catch_unwind(AssertUnwindSafe(|| {
                let (finishes, pages) = pegsol_page::whole_sheet_pages(&job.board, &job.empty, job.key.naming);
                job.lock().of = 1;
                job.found(pages, &finishes);
            }));
            job.end(made.err().map(|_| "the sheet stopped (an internal error)".into()));
        });
    }

    /// Puts a sheet made finish by finish in the queue: it stops the search
    /// of a larger board under way, and starts the lane's thread if none
    /// runs.
    fn queue(&self, lane: &mut Lane, job: &Arc<Job>, analyzer: &Arc<Analyzer>) {
        lane.waiting.push(Arc::clone(job));
        if let Some(running) = lane.running.as_ref().filter(|r| job.board.hole_count() < r.board.hole_count()) {
            running.stop.store(true, Ordering::Relaxed);
        }
        if !lane.busy {
            lane.busy = true;
            let (entries, shared, analyzer) = (Arc::clone(&self.entries), Arc::clone(&self.lane), Arc::clone(analyzer));
            let (after, most_held) = (self.abandon_after, self.most_held);
            std::thread::spawn(move || run_lane(&entries, &shared, &analyzer, after, most_held));
        }
    }
}

impl Lane {
    /// The sheets counted toward [`MAX_PREPARING`]: those waiting and the
    /// one being prepared, unless it is abandoned (it stops within a
    /// second).
    fn preparing(&self, after: Duration) -> usize {
        let running = self.running.as_ref().is_some_and(|job| !job.abandoned(after) && !job.lock().complete);
        self.waiting.len() + usize::from(running)
    }

    /// Takes the waiting sheets nobody asked for in `after` out of the
    /// queue, and forgets them.
    fn drop_abandoned(&mut self, entries: &mut HashMap<Key, Arc<Job>>, after: Duration) {
        let (gone, kept) = std::mem::take(&mut self.waiting).into_iter().partition(|job| job.abandoned(after));
        self.waiting = kept;
        for job in gone {
            job.abandon(entries, after);
        }
    }

    /// Puts the sheet that was being prepared, stopped for a smaller
    /// board's, back in the queue: it waits its turn and is no longer the
    /// one running, so that it counts once toward [`MAX_PREPARING`] (in
    /// both places until the next sheet was taken, it made a request
    /// arriving then busy with one sheet fewer than the limit).
    fn wait_again(&mut self, job: Arc<Job>) {
        self.running = None;
        self.waiting.push(job);
    }

    /// The next sheet to prepare, the board with the fewest holes first
    /// (then the first queued), made the one running; `None` (and the
    /// lane's thread ends) when none waits.
    fn next(&mut self) -> Option<Arc<Job>> {
        let first = (0..self.waiting.len()).min_by_key(|&i| self.waiting[i].board.hole_count());
        self.running = first.map(|i| self.waiting.remove(i));
        self.busy = self.running.is_some();
        self.running.clone()
    }
}

/// The lane's thread: prepares the waiting sheets, the smallest board
/// first, until none waits. Their searches run on a thread pool of their
/// own, half the cores: on the shared pool a large board's batches held up
/// the parallel work of the small sheets and of the counts.
fn run_lane(
    entries: &Mutex<HashMap<Key, Arc<Job>>>,
    lane: &Mutex<Lane>,
    analyzer: &Analyzer,
    after: Duration,
    most_held: usize,
) {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let pool =
        rayon::ThreadPoolBuilder::new().num_threads(cores.div_ceil(2)).thread_name(|i| format!("sheet-{i}")).build();
    loop {
        let job = {
            // The entries' lock before the lane's, as in a request.
            let mut entries = lock(entries);
            let mut lane = lock(lane);
            lane.drop_abandoned(&mut entries, after);
            let Some(job) = lane.next() else { return };
            job
        };
        job.stop.store(false, Ordering::Relaxed);
        {
            let mut state = job.lock();
            state.began.get_or_insert_with(Instant::now);
            state.underway = true;
        }
        let prepare = || prepare(&job, analyzer, after, most_held);
        let prepared = catch_unwind(AssertUnwindSafe(|| match &pool {
            Ok(pool) => pool.install(prepare),
            // No threads to spare: the shared pool.
            Err(_) => prepare(),
        }));
        job.lock().underway = false;
        match prepared {
            // Back in the queue, to go on from its next finish.
            Ok(Prepare::Stopped) => lock(lane).wait_again(job),
            Ok(Prepare::Done) => job.end(None),
            Ok(Prepare::Abandoned) => job.abandon(&mut lock(entries), after),
            Err(_) => job.end(Some("the sheet stopped (an internal error)".into())),
        }
    }
}

/// Forgets the least recently asked-for finished sheet once
/// [`MAX_SHEETS`] are kept.
fn forget_oldest(entries: &mut HashMap<Key, Arc<Job>>) {
    if entries.len() < MAX_SHEETS {
        return;
    }
    let finished = entries.iter().filter(|(_, job)| job.lock().complete);
    let oldest = finished.min_by_key(|(_, job)| job.lock().last_asked).map(|(key, _)| key.clone());
    if let Some(key) = oldest {
        entries.remove(&key);
    }
}

/// A lock, whether or not a thread panicked holding it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Job {
    fn lock(&self) -> MutexGuard<'_, Prepared> {
        lock(&self.state)
    }

    /// Whether nobody has asked for the sheet in `after` (and no request
    /// waits for it).
    fn abandoned(&self, after: Duration) -> bool {
        let state = self.lock();
        state.asking == 0 && state.last_asked.is_some_and(|asked| asked.elapsed() > after)
    }

    /// Adds pages and one more finish tried, and wakes the waiting requests.
    fn found(&self, pages: Vec<Value>, finishes: &[Hole]) {
        let mut state = self.lock();
        state.pages.extend(finishes.iter().copied().zip(pages));
        state.pages.sort_by_key(|(hole, _)| *hole);
        state.done += 1;
        self.changed.notify_all();
    }

    /// Marks the sheet complete (with an error, if it stopped) and wakes
    /// the waiting requests.
    fn end(&self, error: Option<String>) {
        let mut state = self.lock();
        state.error = error;
        state.complete = true;
        self.changed.notify_all();
    }

    /// Forgets an abandoned sheet (`entries` locked before the job, as in a
    /// request) and ends it.
    fn abandon(self: &Arc<Job>, entries: &mut HashMap<Key, Arc<Job>>, after: Duration) {
        if entries.get(&self.key).is_some_and(|kept| Arc::ptr_eq(kept, self)) {
            entries.remove(&self.key);
        }
        self.end(Some(format!("abandoned: not asked for in {after:?}")));
    }
}

/// How a turn at preparing a sheet ended.
enum Prepare {
    Done,
    /// Nobody asked for the sheet in time.
    Abandoned,
    /// A sheet of a smaller board waits: this one goes on later.
    Stopped,
}

/// Makes the sheet finish by finish, from the next finish not done, until
/// it is done, abandoned (not asked for in `after`: a watcher looks every
/// [`WATCH_EVERY`] and stops the search under way) or stopped for a
/// smaller board's.
fn prepare(job: &Job, analyzer: &Analyzer, after: Duration, most_held: usize) -> Prepare {
    let (board, naming) = (&job.board, job.key.naming);
    let start = board.with_empty(&job.empty);
    let orbits = Group::stabilizer(board, start).hole_orbits();
    let from = {
        let mut state = job.lock();
        state.of = orbits.len();
        state.done
    };
    let searching = AtomicBool::new(true);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while searching.load(Ordering::Relaxed) {
                if job.abandoned(after) {
                    job.stop.store(true, Ordering::Relaxed);
                }
                std::thread::sleep(WATCH_EVERY);
            }
        });
        let outcome = (|| {
            // The start's counts where the analyzer has them at hand (T7:
            // its finish tables, whose passes stop with the sheet unless a
            // count wants them too); the bounded sheet has counts only
            // from committed tables.
            let counts = match analyzer.solutions_with(board, start, &mut |_| {}, &job.stop) {
                Ok(counts) => Some(counts),
                Err(AnalysisError::Cancelled) => {
                    return if job.abandoned(after) { Prepare::Abandoned } else { Prepare::Stopped };
                }
                Err(_) => None,
            };
            for orbit in &orbits[from..] {
                let (finish, stop) = (Some(orbit[0]), &job.stop);
                let sheet = (!stop.load(Ordering::Relaxed))
                    .then(|| Sheet::bounded_with(board, &job.empty, naming, finish, (most_held, stop), &mut |_| {}))
                    .flatten();
                let Some(sheet) = sheet else {
                    return if job.abandoned(after) { Prepare::Abandoned } else { Prepare::Stopped };
                };
                let finishes: Vec<Hole> = sheet.pages.iter().map(|p| p.finish).collect();
                let pages = sheet
                    .pages
                    .iter()
                    .map(|p| pegsol_page::sheet_page_json(board, naming, p, counts.as_deref()))
                    .collect();
                job.found(pages, &finishes);
            }
            Prepare::Done
        })();
        searching.store(false, Ordering::Relaxed);
        outcome
    })
}

impl Prepared {
    fn json(&self, board: &Board, empty: &[Hole], naming: Naming) -> Value {
        let state = match (self.complete, self.underway) {
            (true, _) => "complete",
            (false, true) => "preparing",
            (false, false) => "waiting",
        };
        let pages: Vec<Value> = self.pages.iter().map(|(_, page)| page.clone()).collect();
        let sheet = pegsol_page::SheetState {
            pages: &pages,
            state,
            complete: self.complete,
            done: self.done,
            of: self.of,
            seconds: self.began.map_or(0.0, |t| (t.elapsed().as_secs_f64() * 10.0).round() / 10.0),
            error: self.error.as_deref(),
        };
        pegsol_page::sheet_json(board, empty, naming, &sheet)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sheet search's memory in these tests: its batches and room for
    /// 2^20 positions.
    const MEMORY: u64 = SHEET_BATCH_BYTES + (12 << 20);

    /// Room for 2^22 positions: the Wiegleb board's sheet then takes
    /// minutes.
    const MORE_MEMORY: u64 = SHEET_BATCH_BYTES + (12 << 22);

    /// Asks until the sheet is complete.
    fn complete(sheets: &Sheets, analyzer: &Arc<Analyzer>, board: &Board, empty: &[Hole]) -> (Value, usize) {
        for asked in 1.. {
            let Ok(sheet) = sheets.get(analyzer, board, empty, Naming::Letters) else { panic!("busy") };
            if sheet["complete"] == true {
                return (sheet, asked);
            }
        }
        unreachable!()
    }

    #[test]
    fn a_sheet_made_finish_by_finish_has_the_pages_of_the_whole_sheet() {
        let t5 = Board::triangle(5).unwrap();
        let analyzer = Arc::new(Analyzer::new());
        let a = [t5.parse_hole("A").unwrap()];
        let (whole, _) = complete(&Sheets::new(FULL_SHEET_MAX_HOLES, MAX_PREPARING, MEMORY), &analyzer, &t5, &a);
        // The bounded path, forced on T5: the same finishes, each proven
        // fewest with the same moves, and the same counts (from the
        // analyzer instead of the sheet's pass).
        let (bounded, _) = complete(&Sheets::new(0, MAX_PREPARING, MEMORY), &analyzer, &t5, &a);
        let fields = |sheet: &Value, field: &str| -> Vec<Value> {
            sheet["pages"].as_array().unwrap().iter().map(|p| p[field].clone()).collect()
        };
        for field in ["finish", "moves", "fewest_at_least", "proven", "solutions"] {
            assert_eq!(fields(&bounded, field), fields(&whole, field), "{field}");
        }
        assert_eq!(fields(&whole, "finish"), ["A", "G", "J", "M"]);
        assert_eq!(bounded["done"], bounded["of"]);
        assert!(bounded["error"].is_null());
    }

    #[test]
    fn sheets_over_the_waiting_bound_are_refused() {
        let t7 = Board::triangle(7).unwrap();
        // No finish tables: the bounded sheet's counts are then refused
        // quickly by the work bound, and the sheet takes a minute.
        let analyzer = Arc::new(Analyzer::with_bounds(1, 16).table_bytes(0));
        let sheets = Sheets::new(0, 1, MEMORY);
        // From 2 and from 4 (from 1 no finish has a solution): a minute each.
        let first = sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers);
        let Ok(first) = first else { panic!("busy") };
        assert_eq!(first["complete"], false, "{first}");
        assert!(sheets.get(&analyzer, &t7, &[Hole(3)], Naming::Numbers).is_err());
        // The sheet being prepared is still answered.
        assert!(sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers).is_ok());
    }

    /// The Wiegleb board from its centre: a sheet that takes many minutes.
    fn wiegleb() -> (Board, Vec<Hole>) {
        let board: Board = "wiegleb".parse().unwrap();
        let centre = board.holes().nth(board.hole_count() / 2).unwrap();
        (board, vec![centre])
    }

    #[test]
    fn a_smaller_board_goes_first_and_a_small_one_never_waits() {
        let analyzer = Arc::new(Analyzer::with_bounds(1, 16).table_bytes(0));
        let sheets = Sheets::new(FULL_SHEET_MAX_HOLES, MAX_PREPARING, MORE_MEMORY);
        let (wiegleb, centre) = wiegleb();
        let Ok(big) = sheets.get(&analyzer, &wiegleb, &centre, Naming::Letters) else { panic!("busy") };
        assert_eq!(big["state"], "preparing", "{big}");
        // T5: whole, at once, whatever the lane does.
        let t5 = Board::triangle(5).unwrap();
        let Ok(small) = sheets.get(&analyzer, &t5, &[Hole(0)], Naming::Letters) else { panic!("busy") };
        assert_eq!(small["complete"], true, "{small}");
        // T7 stops the Wiegleb board's search and is prepared now.
        let t7 = Board::triangle(7).unwrap();
        let Ok(cheap) = sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers) else { panic!("busy") };
        assert_eq!(cheap["state"], "preparing", "{cheap}");
        let Ok(big) = sheets.get(&analyzer, &wiegleb, &centre, Naming::Letters) else { panic!("busy") };
        assert_eq!(big["state"], "waiting", "{big}");
    }

    #[test]
    fn a_stopped_sheet_back_in_the_queue_counts_once() {
        let (wiegleb, centre) = wiegleb();
        let job = Arc::new(Job {
            key: Key { board: wiegleb.name(), empty: centre.clone(), naming: Naming::Letters },
            board: wiegleb,
            empty: centre,
            state: Mutex::default(),
            changed: Condvar::new(),
            stop: AtomicBool::new(false),
        });
        job.lock().last_asked = Some(Instant::now());
        let mut lane = Lane { waiting: vec![Arc::clone(&job)], ..Lane::default() };
        assert!(lane.next().is_some());
        assert_eq!(lane.preparing(ABANDON_AFTER), 1, "running");
        lane.wait_again(job);
        assert_eq!(lane.preparing(ABANDON_AFTER), 1, "waiting again");
    }

    #[test]
    fn a_waiting_sheet_nobody_asks_for_leaves_the_queue() {
        let analyzer = Arc::new(Analyzer::with_bounds(1, 16).table_bytes(0));
        // Longer than a request waits, so that each sheet asked for once
        // stays wanted while the next is asked for.
        let after = WAIT + Duration::from_secs(1);
        let sheets = Sheets::new(0, 2, MORE_MEMORY).abandon_after(after);
        let (wiegleb, centre) = wiegleb();
        let t8 = Board::triangle(8).unwrap();
        let t7 = Board::triangle(7).unwrap();
        // T7 is prepared, the Wiegleb board waits: the lane is full.
        assert!(sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers).is_ok());
        assert!(sheets.get(&analyzer, &wiegleb, &centre, Naming::Letters).is_ok());
        assert!(sheets.get(&analyzer, &t8, &[Hole(1)], Naming::Numbers).is_err());
        // Only T7 is asked for again: the Wiegleb board's place is free.
        std::thread::sleep(after);
        assert!(sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers).is_ok());
        assert!(sheets.get(&analyzer, &t8, &[Hole(1)], Naming::Numbers).is_ok());
        let key = Key { board: wiegleb.name(), empty: centre, naming: Naming::Letters };
        assert!(!lock(&sheets.entries).contains_key(&key), "the abandoned sheet is forgotten");
        assert!(lock(&sheets.lane).waiting.iter().all(|job| job.key != key), "and out of the queue");
    }

    #[test]
    fn an_abandoned_sheet_stops_its_search_within_a_second() {
        let analyzer = Arc::new(Analyzer::with_bounds(1, 16).table_bytes(0));
        let after = Duration::from_millis(500);
        let sheets = Sheets::new(0, 1, MORE_MEMORY).abandon_after(after);
        let (wiegleb, centre) = wiegleb();
        let Ok(first) = sheets.get(&analyzer, &wiegleb, &centre, Naming::Letters) else { panic!("busy") };
        assert_eq!(first["state"], "preparing", "{first}");
        // Not asked for since the request answered: within the
        // abandonment and a second, the lane's thread has stopped the
        // search, forgotten the sheet and ended.
        let asked = Instant::now();
        while lock(&sheets.lane).busy {
            assert!(asked.elapsed() < after + Duration::from_secs(1), "still searching");
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(lock(&sheets.entries).is_empty());
        // Its place is free for the next sheet.
        let t7 = Board::triangle(7).unwrap();
        assert!(sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers).is_ok());
    }

    #[test]
    fn a_sheet_whose_search_does_not_fit_the_memory_is_refused() {
        let analyzer = Arc::new(Analyzer::new());
        let sheets = Sheets::new(FULL_SHEET_MAX_HOLES, MAX_PREPARING, SHEET_BATCH_BYTES);
        let t7 = Board::triangle(7).unwrap();
        let Ok(refused) = sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers) else { panic!("busy") };
        let error = refused["error"].as_str().unwrap_or_default();
        assert!(error.starts_with("refused: the search of a sheet over 21 holes"), "{refused}");
        assert_eq!(refused["complete"], true);
        // Small boards need no such search.
        let t5 = Board::triangle(5).unwrap();
        let Ok(whole) = sheets.get(&analyzer, &t5, &[Hole(0)], Naming::Letters) else { panic!("busy") };
        assert!(whole["error"].is_null(), "{whole}");
    }
}
