//! The page's engine in the browser: the library compiled to WebAssembly
//! (without its `native` feature: every count in memory, on one thread),
//! bound to JavaScript by wasm-bindgen. The page's Web Worker
//! (`pegsol-cli/src/server/page/worker.js`) makes one [`Engine`] and
//! asks it what it would ask `pegsol serve` over HTTP; each answer is the
//! same JSON text, built by `pegsol-page`, and an error is the same
//! one-line message.
//!
//! While an analysis counts, the engine calls the worker's global
//! function `pegsolProgress(json)` with the progress report the server
//! gives at `/api/progress` (without `id` and `seconds`, which the worker
//! adds).
//!
//! ```
//! use pegsol_wasm::Engine;
//!
//! // Seed 003: 29,760 solutions on T5 from hole A.
//! let engine = Engine::new();
//! let json: serde_json::Value = serde_json::from_str(&engine.analyze("T5", "A", "", "").unwrap()).unwrap();
//! assert_eq!(json["solutions"], "29760");
//! ```

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;

use pegsol::analysis::{Analyzer, Step, DEFAULT_CACHE_ENTRIES, DEFAULT_MAX_POSITIONS};
use pegsol_page::{Game, Progress, SheetState, Tally};
use wasm_bindgen::prelude::*;

/// The most bytes the finish tables take in the browser: a 32-bit
/// WebAssembly memory holds at most 4 GiB, and browsers give a page less.
pub const TABLE_BYTES: u64 = 512 << 20;

/// The most bytes a pass holds its layers in, in the browser.
pub const MEMORY_LIMIT: u64 = 1 << 30;

/// The most bytes a sweep takes in the browser (twice as much for the
/// sweeps kept): a position of 22 pegs on the English board reaches at
/// most about 62 MB.
pub const SWEEP_BYTES: u64 = 128 << 20;

/// Boards with at most this many holes get a practice sheet in the
/// browser (T6, as `pegsol serve` makes at once); larger boards' sheets are
/// searched finish by finish for minutes, which the server does.
pub const SHEET_MAX_HOLES: usize = 21;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
extern "C" {
    /// The worker's progress callback.
    #[wasm_bindgen(js_name = pegsolProgress)]
    fn progress_callback(report: &str);
}

/// Off the browser (tests, doctests): progress goes nowhere.
#[cfg(not(target_arch = "wasm32"))]
fn progress_callback(_: &str) {}

/// One analyzer, its finish tables and its cache kept between questions.
#[wasm_bindgen]
pub struct Engine {
    analyzer: Analyzer,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

/// The progress of one analysis, told to the worker after each step.
struct Reporter(RefCell<Tally>);

impl Reporter {
    fn send(&self) {
        let mut report = serde_json::Map::new();
        report.insert("state".into(), "counting".into());
        self.0.borrow().add_to(&mut report);
        progress_callback(&serde_json::Value::Object(report).to_string());
    }
}

impl Progress for Reporter {
    fn stage(&self, stage: &'static str, of: usize) {
        self.0.borrow_mut().stage(stage, of);
        self.send();
    }

    fn step(&self, step: Step) {
        self.0.borrow_mut().step(step);
        self.send();
    }
}

/// A stop flag never set: the worker is ended, not asked to stop.
static NEVER: AtomicBool = AtomicBool::new(false);

#[wasm_bindgen]
impl Engine {
    /// An engine with the browser's bounds ([`TABLE_BYTES`],
    /// [`MEMORY_LIMIT`], [`SWEEP_BYTES`]) and the server's work bound and
    /// cache.
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new() -> Engine {
        let analyzer = Analyzer::with_bounds(DEFAULT_MAX_POSITIONS, DEFAULT_CACHE_ENTRIES)
            .table_bytes(TABLE_BYTES)
            .memory_limit(MEMORY_LIMIT)
            .sweep_bytes(SWEEP_BYTES);
        Engine { analyzer }
    }

    /// The boards the page offers (`/api/boards`).
    pub fn boards(&self) -> Result<String, String> {
        pegsol_page::boards_json().map(|json| json.to_string())
    }

    /// The analysis of the position after `jumps` (`/api/analyze`), with
    /// progress reports while it counts.
    pub fn analyze(&self, board: &str, start: &str, jumps: &str, finish: &str) -> Result<String, String> {
        let game = Game::read(Some(board), Some(start), Some(jumps))?;
        let finish = game.finish(Some(finish))?;
        let reporter = Reporter(RefCell::new(Tally::default()));
        let json =
            pegsol_page::analysis(&self.analyzer, &game, finish, &reporter, &NEVER).map_err(|e| e.to_string())?;
        Ok(json.to_string())
    }

    /// One solution from the position after `jumps` (`/api/solution`).
    pub fn solution(&self, board: &str, start: &str, jumps: &str, finish: &str) -> Result<String, String> {
        let game = Game::read(Some(board), Some(start), Some(jumps))?;
        let finish = game.finish(Some(finish))?;
        let json = pegsol_page::solution(&self.analyzer, &game, finish, &NEVER).map_err(|e| e.to_string())?;
        Ok(json.to_string())
    }

    /// The practice sheet of a start (`/api/sheet`), complete, on boards
    /// of up to [`SHEET_MAX_HOLES`] holes; larger boards' are refused.
    pub fn sheet(&self, board: &str, start: &str) -> Result<String, String> {
        let game = Game::read(Some(board), Some(start), None)?;
        if game.board.hole_count() > SHEET_MAX_HOLES {
            return Err(format!(
                "practice sheets of boards over {SHEET_MAX_HOLES} holes take minutes to search: \
                 run `pegsol serve` or `pegsol sheet` for them"
            ));
        }
        let (_, pages) = pegsol_page::whole_sheet_pages(&game.board, &game.empty, game.naming);
        let sheet =
            SheetState { pages: &pages, state: "complete", complete: true, done: 1, of: 1, seconds: 0.0, error: None };
        Ok(pegsol_page::sheet_json(&game.board, &game.empty, game.naming, &sheet).to_string())
    }
}
