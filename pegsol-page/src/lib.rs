//! The page's questions answered as JSON, one home for both of its
//! engines: `pegsol serve` answers them over HTTP (`/api/boards`,
//! `/api/analyze`, `/api/solution`, `/api/sheet`), and the WebAssembly
//! engine of the static site (`pegsol-wasm`) answers them in the browser.
//! Both call the functions here, so the page reads the same JSON from
//! either.
//!
//! ```
//! use pegsol::analysis::Analyzer;
//! use pegsol_page::{analysis, Game, Silent};
//! use std::sync::atomic::AtomicBool;
//!
//! // Seed 003: 29,760 solutions on T5 from hole A.
//! let game = Game::read(Some("T5"), Some("A"), None).unwrap();
//! let json = analysis(&Analyzer::new(), &game, None, &Silent, &AtomicBool::new(false)).unwrap();
//! assert_eq!(json["solutions"], "29760");
//! // Bad input is a one-line error.
//! assert!(Game::read(Some("T5"), Some("A"), Some("A-B-C")).is_err());
//! ```

use std::sync::atomic::AtomicBool;

use num_bigint::BigUint;
use pegsol::analysis::verdict::{self, Verdict};
use pegsol::analysis::{AnalysisError, Analyzer, ByFinish, Step};
use pegsol::render::Answer;
use pegsol::sheet::{Page, Sheet};
use pegsol::{notation, render, Board, Hole, Jump, Naming, Position, BUILT_IN};
use serde_json::{json, Value};

/// The positions the search for a solution may expand where the position
/// is too large to count: about a second.
pub const SOLUTION_BUDGET: u64 = 1_000_000;

/// The most jumps a game may list: a board has at most 64 holes.
pub const MAX_JUMPS: usize = 64;

/// Each board's default start, and whether a one-peg finish exists from
/// it (`None`: not known here). See docs/serve.md, "Default starts": on the
/// triangles the top hole, or the first hole with a solution when the top
/// has none (`proofs/T*.cert`: T4, T7 and T10 have none from their
/// corner); the English board's centre; the French board's `d3`, next to
/// the centre (the centre has no one-peg finish: de Bruijn's classes,
/// `proofs/french.cert`); `hexagon4`'s first hole with a solution. On
/// `wiegleb` (its centre) and `diamond` (`d2`: its centre has no one-peg
/// finish, `results/reports/diamond/`) no solution is known here: too large
/// to count, and the searches run found none. T3 and `hexagon3` have no
/// solvable start at all (`proofs/T3.cert`, `proofs/hexagon3.cert`): their
/// top hole, marked unsolvable. T1 and T2 have no jump at all and are not
/// offered.
pub const DEFAULT_STARTS: [(&str, &str, Option<bool>); 14] = [
    ("T3", "1", Some(false)),
    ("T4", "2", Some(true)),
    ("T5", "A", Some(true)),
    ("T6", "1", Some(true)),
    ("T7", "2", Some(true)),
    ("T8", "1", Some(true)),
    ("T9", "1", Some(true)),
    ("T10", "2", Some(true)),
    ("english", "d4", Some(true)),
    ("french", "d3", Some(true)),
    ("diamond", "d2", None),
    ("wiegleb", "e5", None),
    ("hexagon3", "1", Some(false)),
    ("hexagon4", "2", Some(true)),
];

/// The boards the page offers, with each one's default start: those with
/// a jump, as [`DEFAULT_STARTS`] lists them; holes (name, row, column in
/// half holes) and jump lines.
pub fn boards_json() -> Result<Value, String> {
    let mut list: Vec<Value> = Vec::new();
    for (name, start, solvable) in DEFAULT_STARTS {
        let board: Board = name.parse().map_err(|_| format!("the built-in board {name} does not parse"))?;
        let naming = board.default_naming();
        let left = board.holes().map(|h| board.lattice().half_column(board.coordinates(h))).min().unwrap_or(0);
        let holes: Vec<Value> = board
            .holes()
            .map(|h| {
                let at = board.coordinates(h);
                json!({"name": board.hole_name(h, naming), "row": at.row, "x": board.lattice().half_column(at) - left})
            })
            .collect();
        let jumps: Vec<[String; 3]> =
            board.jumps().iter().map(|j| [j.from, j.over, j.to].map(|h| board.hole_name(h, naming))).collect();
        list.push(json!({
            "name": name,
            "lattice": board.lattice().name(),
            "start": start,
            "solvable": solvable,
            "holes": holes,
            "jumps": jumps,
        }));
    }
    Ok(json!({ "boards": list }))
}

/// Why a board name is refused: the page plays the built-in boards only.
fn unknown_board(name: &str) -> String {
    let shown: String = name.chars().take(40).collect();
    let cut = if shown.len() < name.len() { "..." } else { "" };
    format!(
        "unknown board {:?}: the page plays T1 to T10 and {} (see /api/boards); board files are for the command line",
        format!("{shown}{cut}"),
        BUILT_IN.iter().map(|(name, _)| *name).collect::<Vec<_>>().join(", ")
    )
}

/// A board, a start and jumps, as the page names them, checked.
pub struct Game {
    /// The board.
    pub board: Board,
    /// How answers name its holes (the board's own way, whichever the
    /// page used).
    pub naming: Naming,
    /// The holes empty at the start.
    pub empty: Vec<Hole>,
    /// The jumps played.
    pub played: Vec<Jump>,
    /// The start and the position after each jump but the last.
    pub earlier: Vec<Position>,
    /// The position after the jumps.
    pub now: Position,
}

impl Game {
    /// The game of the page's parameters `board` (a built-in name),
    /// `start` (the empty holes) and `jumps` (`from-over-to`, comma
    /// separated); an error is one line naming what is wrong.
    pub fn read(board: Option<&str>, start: Option<&str>, jumps: Option<&str>) -> Result<Game, String> {
        let board_name = board.ok_or("missing parameter board (e.g. board=T5)")?;
        // Only built-in names: the page never opens a board file, so its
        // error names the boards it plays, not board files.
        let board: Board = board_name.parse().map_err(|_| unknown_board(board_name))?;
        let start = start.ok_or("missing parameter start (the empty holes, e.g. start=A)")?;
        let (empty, _) = board.parse_holes(start).map_err(|e| format!("bad start: {e}"))?;
        let naming = board.default_naming();
        if empty.len() >= board.hole_count() {
            return Err("bad start: at least one hole must hold a peg".into());
        }
        let mut played = Vec::new();
        let jumps = jumps.unwrap_or("");
        if !jumps.trim().is_empty() {
            let (list, _) = notation::parse_jumps(&board, jumps).map_err(|e| format!("bad jumps: {e}"))?;
            if list.len() > MAX_JUMPS {
                return Err(format!("too many jumps: {} (at most {MAX_JUMPS})", list.len()));
            }
            played = list;
        }
        let (earlier, now) = replay(&board, board.with_empty(&empty), &played, naming)?;
        Ok(Game { board, naming, empty, played, earlier, now })
    }

    /// The finish the page names (optional: none, or empty).
    pub fn finish(&self, name: Option<&str>) -> Result<Option<Hole>, String> {
        match name.filter(|f| !f.is_empty()) {
            None => Ok(None),
            Some(name) => self.board.parse_hole(name).map(Some).map_err(|e| format!("bad finish: {e}")),
        }
    }
}

/// The positions before each jump played from `start`, and the position
/// after them; an error names the first illegal jump.
fn replay(
    board: &Board,
    start: Position,
    played: &[Jump],
    naming: Naming,
) -> Result<(Vec<Position>, Position), String> {
    let mut at = start;
    let mut earlier = Vec::with_capacity(played.len());
    for (i, &jump) in played.iter().enumerate() {
        if !at.can_jump(jump) {
            let name = notation::jump_name(board, jump, naming);
            let why = if !at.has_peg(jump.from) {
                "no peg to jump with"
            } else if !at.has_peg(jump.over) {
                "no peg to jump over"
            } else {
                "the landing hole is not empty"
            };
            return Err(format!("illegal jump {} (jump {}): {why}", name, i + 1));
        }
        earlier.push(at);
        at = at.jump(jump);
    }
    Ok((earlier, at))
}

/// Where an analysis tells how far it has got: `stage` begins a stage
/// (`jumps`: the legal jumps of the position, `earlier`: the positions
/// before it) of `of` steps, `step` reports one.
pub trait Progress {
    /// A stage begins.
    fn stage(&self, stage: &'static str, of: usize);
    /// A step of the stage (a layer of a pass, or a position counted).
    fn step(&self, step: Step);
}

/// Progress nobody watches.
pub struct Silent;

impl Progress for Silent {
    fn stage(&self, _: &'static str, _: usize) {}
    fn step(&self, _: Step) {}
}

/// The analysis of the game's position, and the survival curve along the
/// game, as `/api/analyze` gives it ([`render::analysis_json`]); stopped
/// once `stop` is set. Where the position's jumps are too large to count,
/// each gets a verdict toward `finish` instead ([`verdict`]), with the
/// jumps to play before the counts start.
pub fn analysis(
    analyzer: &Analyzer,
    game: &Game,
    finish: Option<Hole>,
    progress: &dyn Progress,
    stop: &AtomicBool,
) -> Result<Value, AnalysisError> {
    let last = game.now;
    progress.stage("jumps", last.legal_jumps(&game.board).count());
    let counted = match analyzer.analyze_with(&game.board, last, &mut |step| progress.step(step), stop) {
        Ok(analysis) => Ok(analysis),
        Err(refused) => match verdict::counts_after_jumps(&game.board, last, &refused) {
            Some(after) => Err(after),
            None => return Err(refused),
        },
    };
    progress.stage("earlier", game.earlier.len());
    // Earlier positions too large to count are left out (null).
    let mut survival: Vec<Option<ByFinish>> = Vec::with_capacity(game.earlier.len() + 1);
    for &position in &game.earlier {
        // Refused or not, the position is done with.
        let mut layers = |step: Step| {
            if let Step::Layer(_) = step {
                progress.step(step);
            }
        };
        let counts = match analyzer.solutions_with(&game.board, position, &mut layers, stop) {
            Ok(counts) => Some(counts),
            Err(AnalysisError::Cancelled) => return Err(AnalysisError::Cancelled),
            Err(_) => None,
        };
        progress.step(Step::Counted);
        survival.push(counts);
    }
    let render = |answer, survival: &[Option<ByFinish>]| {
        render::analysis_json(&game.board, game.naming, &game.empty, &game.played, finish, answer, survival)
    };
    match counted {
        Ok(analysis) => {
            survival.push(Some(analysis.solutions.clone()));
            Ok(render(Answer::Counted(&analysis), &survival))
        }
        Err(counts_after_jumps) => {
            survival.push(None);
            let verdicts = verdict::verdicts(&game.board, last, finish, verdict::DEFAULT_BUDGET, stop)?;
            Ok(render(Answer::Searched { position: last, verdicts: &verdicts, counts_after_jumps }, &survival))
        }
    }
}

/// Why a count or a search gave no answer.
#[derive(Debug)]
pub enum Refused {
    /// The analyzer's reason.
    Analysis(AnalysisError),
    /// A search that ran out of budget, and what to do (in words, never a
    /// raw bound).
    Undecided(String),
}

impl From<AnalysisError> for Refused {
    fn from(error: AnalysisError) -> Refused {
        Refused::Analysis(error)
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Analysis(e) => write!(f, "{e}"),
            Refused::Undecided(message) => f.write_str(message),
        }
    }
}

/// One solution from the game's position (ending at `finish`, if given),
/// or `null`, as `/api/solution` gives it; stopped once `stop` is set.
/// Where the position is too large to count, one bounded search of
/// [`SOLUTION_BUDGET`] positions decides it, or says when the counts start.
pub fn solution(analyzer: &Analyzer, game: &Game, finish: Option<Hole>, stop: &AtomicBool) -> Result<Value, Refused> {
    let solution = match analyzer.solution_with(&game.board, game.now, finish, stop) {
        Ok(solution) => solution,
        Err(refused) => {
            let Some(after) = verdict::counts_after_jumps(&game.board, game.now, &refused) else {
                return Err(refused.into());
            };
            match verdict::verdict(&game.board, game.now, finish, SOLUTION_BUDGET, stop)? {
                Verdict::Wins(jumps) => Some(jumps),
                Verdict::Loses => None,
                Verdict::Unknown => {
                    return Err(Refused::Undecided(format!(
                        "no solution found by a search of {SOLUTION_BUDGET} positions, and none ruled out; \
                         counts start after {after} more jumps"
                    )))
                }
            }
        }
    };
    let name = |h: Hole| game.board.hole_name(h, game.naming);
    Ok(json!({
        "board": game.board.name(),
        "start": game.empty.iter().map(|&h| name(h)).collect::<Vec<_>>(),
        "played": notation::jump_names(&game.board, &game.played, game.naming),
        "finish": finish.map(name),
        "solution": solution.map(|jumps| notation::jump_names(&game.board, &jumps, game.naming)),
    }))
}

/// A page of a practice sheet as `/api/sheet` gives it: its solutions
/// are the page's own count, or else `counts` (by finish), if known.
pub fn sheet_page_json(board: &Board, naming: Naming, page: &Page, counts: Option<&[BigUint]>) -> Value {
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

/// How far a practice sheet is prepared.
pub struct SheetState<'a> {
    /// Its pages found so far, in hole order.
    pub pages: &'a [Value],
    /// `complete`, `preparing` or `waiting`.
    pub state: &'static str,
    /// Whether every page is found (or the sheet stopped: see `error`).
    pub complete: bool,
    /// Finishes (classes of them) tried, of all.
    pub done: usize,
    /// All the finishes (classes of them) to try.
    pub of: usize,
    /// Seconds since it began, to a tenth.
    pub seconds: f64,
    /// Why it stopped, if it did.
    pub error: Option<&'a str>,
}

/// A practice sheet of `board` from the start with `empty` holes empty,
/// as `/api/sheet` gives it.
pub fn sheet_json(board: &Board, empty: &[Hole], naming: Naming, sheet: &SheetState) -> Value {
    json!({
        "board": board.name(),
        "start": empty.iter().map(|&h| board.hole_name(h, naming)).collect::<Vec<_>>(),
        "pages": sheet.pages,
        "state": sheet.state,
        "complete": sheet.complete,
        "done": sheet.done,
        "of": sheet.of,
        "seconds": sheet.seconds,
        "error": sheet.error,
    })
}

/// The whole practice sheet of a small board's start ([`Sheet::new`]:
/// every page proven fewest, with its count), as `/api/sheet` gives it
/// once complete.
pub fn whole_sheet_pages(board: &Board, empty: &[Hole], naming: Naming) -> (Vec<Hole>, Vec<Value>) {
    let sheet = Sheet::new(board, empty, naming);
    let finishes = sheet.pages.iter().map(|p| p.finish).collect();
    let pages = sheet.pages.iter().map(|p| sheet_page_json(board, naming, p, None)).collect();
    (finishes, pages)
}

/// How far one analysis has got, as the page shows it while it waits:
/// `stage` is `jumps` while the legal jumps of the position are counted
/// (`done` of `of`), then `earlier` while the positions before it are, for
/// the survival curve; `layer` of `layers` is the pass running now, and
/// `positions` those the passes met so far (canonical ones when reduced).
#[derive(Clone, Debug)]
pub struct Tally {
    stage: &'static str,
    done: usize,
    of: usize,
    layer: usize,
    layers: usize,
    positions: u64,
}

impl Default for Tally {
    fn default() -> Tally {
        Tally { stage: "jumps", done: 0, of: 0, layer: 0, layers: 0, positions: 0 }
    }
}

impl Tally {
    /// Enters a stage of `of` positions to count.
    pub fn stage(&mut self, stage: &'static str, of: usize) {
        (self.stage, self.done, self.of, self.layer, self.layers) = (stage, 0, of, 0, 0);
    }

    /// Takes in a step of the analyzer.
    pub fn step(&mut self, step: Step) {
        match step {
            Step::Layer(done) => {
                (self.layer, self.layers) = (done.layers, done.of);
                self.positions += done.positions as u64;
            }
            Step::Counted => {
                self.done = (self.done + 1).min(self.of);
                (self.layer, self.layers) = (0, 0);
            }
        }
    }

    /// The tally's fields of a progress report (`stage`, `done`, `of`,
    /// `layer`, `layers`, `positions`), added to `report`.
    pub fn add_to(&self, report: &mut serde_json::Map<String, Value>) {
        report.insert("stage".into(), self.stage.into());
        report.insert("done".into(), self.done.into());
        report.insert("of".into(), self.of.into());
        report.insert("layer".into(), self.layer.into());
        report.insert("layers".into(), self.layers.into());
        report.insert("positions".into(), self.positions.to_string().into());
    }
}
