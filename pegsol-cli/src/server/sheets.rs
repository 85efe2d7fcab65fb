//! The memorization sheets behind `/api/sheet` and the page's practice
//! mode, prepared in the background on every board.
//!
//! Up to [`FULL_SHEET_MAX_HOLES`] holes a sheet is [`Sheet::new`] (every
//! page proven fewest, with its count), at once. Above, a sheet is made
//! finish by finish with [`Sheet::bounded`] (one finish per orbit of the
//! start's symmetries; T7 from 2 takes about 80 s in all, the English
//! board from d4 about 20 s), and each page is shown as soon as it is
//! found: a request answers within [`WAIT`] with the pages found so far
//! and `"complete": false`, and the page asks again until the sheet is
//! complete.
//!
//! At most one sheet is prepared at a time (the bounded search holds up to
//! `moves::BOUNDED_MOVES_HELD` positions, about 1.4 GB); at most
//! [`MAX_PREPARING`] wait their turn, and more are refused (503). A sheet
//! nobody has asked for in [`ABANDON_AFTER`] (the page that wanted it has
//! moved on) is abandoned between finishes and forgotten, so that it does
//! not hold up the sheet the player looks at now. At most [`MAX_SHEETS`]
//! finished sheets are kept, the least recently asked for forgotten first.

use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use num_bigint::BigUint;
use pegsol::analysis::Analyzer;
use pegsol::sheet::{Page, Sheet};
use pegsol::{moves, notation, Board, Group, Hole, Naming};
use serde_json::{json, Value};

/// Boards with at most this many holes get their whole sheet at once
/// (T6: a tenth of a second).
pub const FULL_SHEET_MAX_HOLES: usize = 21;

/// How long a request waits for a sheet before answering with what is
/// found so far.
pub const WAIT: Duration = Duration::from_secs(2);

/// The most sheets waiting to be prepared (the one being prepared
/// included).
pub const MAX_PREPARING: usize = 4;

/// The most sheets kept.
pub const MAX_SHEETS: usize = 32;

/// A sheet not asked for in this long is abandoned: the page asks again
/// at least every [`WAIT`] while it waits.
pub const ABANDON_AFTER: Duration = Duration::from_secs(10);

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
    /// Held by the thread preparing a sheet.
    preparing: Arc<Mutex<()>>,
    /// Boards up to this many holes get the whole sheet at once.
    full_max_holes: usize,
    /// The most sheets waiting to be prepared.
    max_preparing: usize,
    /// A sheet not asked for in this long is abandoned.
    abandon_after: Duration,
}

impl Default for Sheets {
    fn default() -> Self {
        Sheets::new(FULL_SHEET_MAX_HOLES, MAX_PREPARING)
    }
}

/// One sheet's preparation.
#[derive(Default)]
struct Job {
    state: Mutex<Prepared>,
    changed: Condvar,
}

#[derive(Default)]
struct Prepared {
    /// The pages found so far, in hole order.
    pages: Vec<(Hole, Value)>,
    /// Finishes (classes of them) tried, of all.
    done: usize,
    of: usize,
    complete: bool,
    error: Option<String>,
    began: Option<Instant>,
    last_asked: Option<Instant>,
}

/// No sheet is answered: too many are waiting to be prepared.
pub struct Busy;

impl Sheets {
    /// No sheets yet; boards of up to `full_max_holes` get whole sheets,
    /// and at most `max_preparing` sheets wait to be prepared.
    pub fn new(full_max_holes: usize, max_preparing: usize) -> Sheets {
        Sheets {
            entries: Arc::default(),
            preparing: Arc::default(),
            full_max_holes,
            max_preparing,
            abandon_after: ABANDON_AFTER,
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
            let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
            match entries.get(&key) {
                Some(job) => Arc::clone(job),
                None => {
                    let preparing = entries.values().filter(|job| !job.lock().complete).count();
                    if preparing >= self.max_preparing {
                        return Err(Busy);
                    }
                    forget_oldest(&mut entries);
                    let job = Arc::new(Job::default());
                    job.lock().last_asked = Some(Instant::now());
                    entries.insert(key.clone(), Arc::clone(&job));
                    self.start(key, &job, analyzer, board, empty, naming);
                    job
                }
            }
        };
        let mut state = job.lock();
        state.last_asked = Some(Instant::now());
        let deadline = Instant::now() + WAIT;
        while !state.complete {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            state = job.changed.wait_timeout(state, left).unwrap_or_else(PoisonError::into_inner).0;
        }
        Ok(state.json(board, empty, naming))
    }

    /// Prepares the sheet on a thread of its own, after any sheet being
    /// prepared.
    fn start(&self, key: Key, job: &Arc<Job>, analyzer: &Arc<Analyzer>, board: &Board, empty: &[Hole], naming: Naming) {
        let (job, analyzer, board, empty) = (Arc::clone(job), Arc::clone(analyzer), board.clone(), empty.to_vec());
        let (preparing, full) = (Arc::clone(&self.preparing), board.hole_count() <= self.full_max_holes);
        let (entries, after) = (Arc::clone(&self.entries), self.abandon_after);
        std::thread::spawn(move || {
            let _turn = preparing.lock().unwrap_or_else(PoisonError::into_inner);
            job.lock().began = Some(Instant::now());
            let prepared =
                catch_unwind(AssertUnwindSafe(|| prepare(&job, &analyzer, &board, &empty, naming, full, after)));
            if let Ok(Prepare::Abandoned) = prepared {
                // Taken before the job's lock, never while holding it: a
                // request holds the entries' lock while it locks a job.
                let mut entries = entries.lock().unwrap_or_else(PoisonError::into_inner);
                if entries.get(&key).is_some_and(|kept| Arc::ptr_eq(kept, &job)) {
                    entries.remove(&key);
                }
            }
            let mut state = job.lock();
            match prepared {
                Ok(Prepare::Done) => {}
                Ok(Prepare::Abandoned) => state.error = Some(format!("abandoned: not asked for in {after:?}")),
                Err(_) => state.error = Some("the sheet stopped (an internal error)".into()),
            }
            state.complete = true;
            job.changed.notify_all();
        });
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

impl Job {
    fn lock(&self) -> std::sync::MutexGuard<'_, Prepared> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Adds pages and one more finish tried, and wakes the waiting requests.
    fn found(&self, pages: Vec<Value>, finishes: &[Hole]) {
        let mut state = self.lock();
        state.pages.extend(finishes.iter().copied().zip(pages));
        state.pages.sort_by_key(|(hole, _)| *hole);
        state.done += 1;
        self.changed.notify_all();
    }
}

/// How a preparation ended.
enum Prepare {
    Done,
    /// Nobody asked for the sheet in time.
    Abandoned,
}

/// Makes the sheet, page by page (all at once when `full`), unless it is
/// abandoned: not asked for in `after`.
fn prepare(
    job: &Job,
    analyzer: &Analyzer,
    board: &Board,
    empty: &[Hole],
    naming: Naming,
    full: bool,
    after: Duration,
) -> Prepare {
    let abandoned = || job.lock().last_asked.is_some_and(|asked| asked.elapsed() > after);
    if abandoned() {
        return Prepare::Abandoned;
    }
    if full {
        job.lock().of = 1;
        let sheet = Sheet::new(board, empty, naming);
        let finishes: Vec<Hole> = sheet.pages.iter().map(|p| p.finish).collect();
        let pages = sheet.pages.iter().map(|p| page_json(board, naming, p, None)).collect();
        job.found(pages, &finishes);
        return Prepare::Done;
    }
    let start = board.with_empty(empty);
    // The start's counts where the analyzer has them at hand (T7: its
    // finish tables); the bounded sheet has counts only from committed
    // tables.
    let counts = analyzer.solutions(board, start).ok();
    let orbits = Group::stabilizer(board, start).hole_orbits();
    job.lock().of = orbits.len();
    for orbit in orbits {
        if abandoned() {
            return Prepare::Abandoned;
        }
        let sheet = Sheet::bounded(board, empty, naming, Some(orbit[0]), moves::BOUNDED_MOVES_HELD, &mut |_| {});
        let finishes: Vec<Hole> = sheet.pages.iter().map(|p| p.finish).collect();
        let pages = sheet.pages.iter().map(|p| page_json(board, naming, p, counts.as_deref())).collect();
        job.found(pages, &finishes);
    }
    Prepare::Done
}

/// A page as `/api/sheet` gives it.
fn page_json(board: &Board, naming: Naming, page: &Page, counts: Option<&[BigUint]>) -> Value {
    let solutions = page.solutions.clone().or_else(|| counts.map(|c| c[page.finish.index()].clone()));
    json!({
        "finish": board.hole_name(page.finish, naming),
        "jumps": notation::jump_names(board, &page.jumps, naming),
        "moves": notation::move_count(&page.jumps),
        "fewest_at_least": page.at_least,
        "proven": page.proven(),
        "solutions": solutions.as_ref().map(ToString::to_string),
    })
}

impl Prepared {
    fn json(&self, board: &Board, empty: &[Hole], naming: Naming) -> Value {
        let seconds = self.began.map_or(0.0, |t| (t.elapsed().as_secs_f64() * 10.0).round() / 10.0);
        let state = match (self.complete, self.began) {
            (true, _) => "complete",
            (false, Some(_)) => "preparing",
            (false, None) => "waiting",
        };
        json!({
            "board": board.name(),
            "start": empty.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
            "pages": self.pages.iter().map(|(_, page)| page.clone()).collect::<Vec<_>>(),
            "state": state,
            "complete": self.complete,
            "done": self.done,
            "of": self.of,
            "seconds": seconds,
            "error": self.error,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let (whole, _) = complete(&Sheets::default(), &analyzer, &t5, &a);
        // The bounded path, forced on T5: the same finishes, each proven
        // fewest with the same moves, and the same counts (from the
        // analyzer instead of the sheet's pass).
        let (bounded, _) = complete(&Sheets::new(0, MAX_PREPARING), &analyzer, &t5, &a);
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
        let sheets = Sheets::new(0, 1);
        // From 2 and from 4 (from 1 no finish has a solution): a minute each.
        let first = sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers);
        let Ok(first) = first else { panic!("busy") };
        assert_eq!(first["complete"], false, "{first}");
        assert!(sheets.get(&analyzer, &t7, &[Hole(3)], Naming::Numbers).is_err());
        // The sheet being prepared is still answered.
        assert!(sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers).is_ok());
    }

    #[test]
    fn a_sheet_nobody_asks_for_is_abandoned_and_forgotten() {
        let t7 = Board::triangle(7).unwrap();
        let analyzer = Arc::new(Analyzer::with_bounds(1, 16).table_bytes(0));
        let sheets = Sheets::new(0, 1).abandon_after(Duration::ZERO);
        let Ok(first) = sheets.get(&analyzer, &t7, &[Hole(1)], Naming::Numbers) else { panic!("busy") };
        assert!(first["error"].as_str().is_some_and(|e| e.starts_with("abandoned")), "{first}");
        assert!(sheets.entries.lock().unwrap().is_empty());
        // Its place is free for the next sheet.
        assert!(sheets.get(&analyzer, &t7, &[Hole(3)], Naming::Numbers).is_ok());
    }
}
