//! The web application of `pegsol serve`: the page (HTML, CSS and
//! JavaScript embedded in the binary) and the JSON API behind it.
//!
//! | route | what |
//! |---|---|
//! | `GET /` | the page (`page/index.html`), with `page/app.js` and `page/style.css` |
//! | `GET /api/boards` | the boards the page offers: holes (name, row, column in half holes), jump lines, a default start and whether it has a one-peg finish ([`DEFAULT_STARTS`]) |
//! | `GET /api/analyze?board=T5&start=A&jumps=F-C-A,D-E-F&finish=M` | the position after the jumps, its solutions by finish and every legal jump with its solutions and verdict toward `finish` (optional); where the jumps are too large to count, each jump's verdict by a bounded search and the jumps to play before the counts start ([`pegsol::render::analysis_json`], [`pegsol::analysis::verdict`]); with `&progress=ID`, its progress is reported under `ID` |
//! | `GET /api/progress?id=ID` | how far the counts of the analysis named `ID` have got ([`progress`]) |
//! | `GET /api/solution?board=T5&start=A&jumps=F-C-A&finish=M` | one solution from the position after the jumps (ending at `finish`, if given), or `null` |
//! | `GET /api/sheet?board=T5&start=A` | the memorization sheet of the start: a fewest-move solution per finish, as far as it is prepared ([`sheets`]) |
//!
//! Bad input gets status 400 and `{"error": "..."}` on one line; a count
//! that fails otherwise (out of memory) gets 422 the same way.
//! Counting runs on the blocking thread pool, so the server keeps answering
//! while a large position is counted; a request whose client goes away
//! (its connection closed, and with it the request's handler dropped)
//! stops its counting within a fraction of a second ([`StopOnDrop`]), so
//! that abandoned counts do not slow the ones a player waits for.

mod progress;
mod query;
mod sheets;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use pegsol::analysis::verdict::{self, Verdict};
use pegsol::analysis::{AnalysisError, Analyzer, ByFinish, Step};
use pegsol::render::Answer;
use pegsol::{notation, render, Board, Hole, Jump, Naming, Position, BUILT_IN};
use serde_json::{json, Value};

use progress::{End, Reporter, Reports};
use query::Query;
use sheets::Sheets;

/// What the requests share: the analyzer, the progress reports and the
/// sheets.
#[derive(Clone)]
pub struct Shared {
    analyzer: Arc<Analyzer>,
    reports: Arc<Reports>,
    sheets: Arc<Sheets>,
}

/// The longest query string answered; anything longer is refused.
pub const MAX_QUERY_BYTES: usize = 4096;

/// The positions the search for a solution may expand where the position
/// is too large to count: about a second.
const SOLUTION_BUDGET: u64 = 1_000_000;

/// The most jumps a request may list: a board has at most 64 holes.
const MAX_JUMPS: usize = 64;

/// The application: its routes over one shared analyzer, a sheet's search
/// taking at most `sheet_memory` bytes.
pub fn app(analyzer: Arc<Analyzer>, sheet_memory: u64) -> Router {
    let sheets = Arc::new(Sheets::new(sheets::FULL_SHEET_MAX_HOLES, sheets::MAX_PREPARING, sheet_memory));
    Router::new()
        .route("/", get(|| async { page("text/html; charset=utf-8", include_str!("page/index.html")) }))
        .route("/app.js", get(|| async { page("text/javascript; charset=utf-8", include_str!("page/app.js")) }))
        .route("/style.css", get(|| async { page("text/css; charset=utf-8", include_str!("page/style.css")) }))
        .route("/api/boards", get(boards))
        .route("/api/analyze", get(analyze))
        .route("/api/progress", get(progress))
        .route("/api/solution", get(solution))
        .route("/api/sheet", get(sheet))
        .fallback(|| async { error(StatusCode::NOT_FOUND, "no such page: see / for the application and /api/analyze") })
        .method_not_allowed_fallback(|| async {
            error(
                StatusCode::METHOD_NOT_ALLOWED,
                "only GET is served: the page and the API read, they never change anything",
            )
        })
        .with_state(Shared { analyzer, reports: Arc::default(), sheets })
}

fn page(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

/// `{"error": message}` with `status`.
fn error(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({ "error": message.split_whitespace().collect::<Vec<_>>().join(" ") }))).into_response()
}

/// Why the server refuses a board name: it plays the built-in boards only.
fn unknown_board(name: &str) -> String {
    let shown: String = name.chars().take(40).collect();
    let cut = if shown.len() < name.len() { "..." } else { "" };
    format!(
        "unknown board {:?}: the server plays T1 to T10 and {} (see /api/boards); board files are for the command line",
        format!("{shown}{cut}"),
        BUILT_IN.iter().map(|(name, _)| *name).collect::<Vec<_>>().join(", ")
    )
}

fn bad_request(message: &str) -> Response {
    error(StatusCode::BAD_REQUEST, message)
}

/// Why a count or a search gave no answer.
enum Refused {
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

/// A count's answer as a response: refused counts (out of memory, a search
/// undecided) get 422, not 500.
fn counted(answer: Result<Result<Value, Refused>, tokio::task::JoinError>) -> Response {
    match answer {
        Ok(Ok(json)) => Json(json).into_response(),
        // Nobody reads this: the flag is set when the client has gone.
        Ok(Err(Refused::Analysis(AnalysisError::Cancelled))) => {
            error(StatusCode::SERVICE_UNAVAILABLE, &AnalysisError::Cancelled.to_string())
        }
        Ok(Err(Refused::Analysis(e))) => error(StatusCode::UNPROCESSABLE_ENTITY, &e.to_string()),
        Ok(Err(Refused::Undecided(message))) => error(StatusCode::UNPROCESSABLE_ENTITY, &message),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, &format!("the count stopped: {e}")),
    }
}

/// The stop flag of one request's counting, set when the request's handler
/// is dropped: when it has answered, or when its client went away before
/// (hyper drops the handler of a closed connection). Each request counts
/// on its own (the analyzer shares only finished counts, in its cache), so
/// stopping one stops nobody else's.
struct StopOnDrop(Arc<AtomicBool>);

impl StopOnDrop {
    fn new() -> StopOnDrop {
        StopOnDrop(Arc::new(AtomicBool::new(false)))
    }

    /// The flag, for the counting.
    fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.0)
    }
}

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

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
const DEFAULT_STARTS: [(&str, &str, Option<bool>); 14] = [
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
/// a jump, as [`DEFAULT_STARTS`] lists them.
async fn boards() -> Response {
    let mut list: Vec<Value> = Vec::new();
    for (name, start, solvable) in DEFAULT_STARTS {
        let Ok(board) = name.parse::<Board>() else {
            return error(StatusCode::INTERNAL_SERVER_ERROR, &format!("the built-in board {name} does not parse"));
        };
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
    Json(json!({ "boards": list })).into_response()
}

/// A board, a start and jumps, read from the query and checked.
struct Game {
    board: Board,
    naming: Naming,
    empty: Vec<Hole>,
    played: Vec<Jump>,
    /// The start and the position after each jump but the last.
    earlier: Vec<Position>,
    /// The position after the jumps.
    now: Position,
}

impl Game {
    fn read(query: &Query, with_jumps: bool) -> Result<Game, String> {
        let board_name = query.get("board").ok_or("missing parameter board (e.g. board=T5)")?;
        // Only built-in names: the server never opens a board file, so its
        // error names the boards it plays, not board files.
        let board: Board = board_name.parse().map_err(|_| unknown_board(board_name))?;
        let start = query.get("start").ok_or("missing parameter start (the empty holes, e.g. start=A)")?;
        let (empty, _) = board.parse_holes(start).map_err(|e| format!("bad start: {e}"))?;
        // Answers name holes as the board does, whichever names the query used.
        let naming = board.default_naming();
        if empty.len() >= board.hole_count() {
            return Err("bad start: at least one hole must hold a peg".into());
        }
        let mut played = Vec::new();
        let jumps = query.get("jumps").unwrap_or("");
        if !with_jumps && !jumps.is_empty() {
            return Err("unknown parameter jumps here".into());
        }
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

/// Reads the query string, refusing one that is too long or malformed.
fn read_query(raw: Option<String>, allowed: &[&str]) -> Result<Query, String> {
    let raw = raw.unwrap_or_default();
    if raw.len() > MAX_QUERY_BYTES {
        return Err(format!("query too long: {} bytes (at most {MAX_QUERY_BYTES})", raw.len()));
    }
    Query::parse(&raw, allowed)
}

async fn analyze(State(shared): State<Shared>, RawQuery(raw): RawQuery) -> Response {
    let query = match read_query(raw, &["board", "start", "jumps", "finish", "progress"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let id = query.get("progress").map(str::to_string);
    if let Some(Err(message)) = id.as_deref().map(progress::check_id) {
        return bad_request(&message);
    }
    let Shared { analyzer, reports, .. } = shared;
    let game = match Game::read(&query, true).and_then(|game| Ok((finish(&query, &game.board)?, game))) {
        Ok(game) => game,
        Err(message) => {
            // The page polling this ID learns the request failed, rather
            // than reading "waiting" for ever.
            if let Some(id) = &id {
                reports.failed(id, &message);
            }
            return bad_request(&message);
        }
    };
    let stop = StopOnDrop::new();
    let flag = stop.flag();
    let answer = tokio::task::spawn_blocking(move || -> Result<Value, Refused> {
        let mut reporter = Reporter::begin(reports, id);
        let (finish, game) = game;
        let answer = analysis(&analyzer, &game, finish, &reporter, &flag);
        reporter.end(match &answer {
            Ok(_) => End::Done,
            Err(AnalysisError::Cancelled) => End::Cancelled,
            Err(e) => End::Failed(e.to_string()),
        });
        answer.map_err(Refused::Analysis)
    })
    .await;
    drop(stop);
    counted(answer)
}

/// The finish the query names (`finish`, optional).
fn finish(query: &Query, board: &Board) -> Result<Option<Hole>, String> {
    match query.get("finish").filter(|f| !f.is_empty()) {
        None => Ok(None),
        Some(name) => board.parse_hole(name).map(Some).map_err(|e| format!("bad finish: {e}")),
    }
}

/// The analysis of the game's position, and the survival curve along the
/// game, for `/api/analyze`; stopped once `stop` is set. Where the
/// position's jumps are too large to count, each gets a verdict toward
/// `finish` instead ([`verdict`]), with the jumps to play before the
/// counts start.
fn analysis(
    analyzer: &Analyzer,
    game: &Game,
    finish: Option<Hole>,
    reporter: &Reporter,
    stop: &AtomicBool,
) -> Result<Value, AnalysisError> {
    let last = game.now;
    reporter.stage("jumps", last.legal_jumps(&game.board).count());
    let counted = match analyzer.analyze_with(&game.board, last, &mut |step| reporter.step(step), stop) {
        Ok(analysis) => Ok(analysis),
        Err(refused) => match verdict::counts_after_jumps(&game.board, last, &refused) {
            Some(after) => Err(after),
            None => return Err(refused),
        },
    };
    reporter.stage("earlier", game.earlier.len());
    // Earlier positions too large to count are left out (null).
    let mut survival: Vec<Option<ByFinish>> = Vec::with_capacity(game.earlier.len() + 1);
    for &position in &game.earlier {
        // Refused or not, the position is done with.
        let mut layers = |step: Step| {
            if let Step::Layer(_) = step {
                reporter.step(step);
            }
        };
        let counts = match analyzer.solutions_with(&game.board, position, &mut layers, stop) {
            Ok(counts) => Some(counts),
            Err(AnalysisError::Cancelled) => return Err(AnalysisError::Cancelled),
            Err(_) => None,
        };
        reporter.step(Step::Counted);
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

async fn progress(State(shared): State<Shared>, RawQuery(raw): RawQuery) -> Response {
    let query = match read_query(raw, &["id"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let Some(id) = query.get("id") else { return bad_request("missing parameter id (as given to /api/analyze)") };
    if let Err(message) = progress::check_id(id) {
        return bad_request(&message);
    }
    Json(shared.reports.json(id)).into_response()
}

async fn solution(State(shared): State<Shared>, RawQuery(raw): RawQuery) -> Response {
    let analyzer = shared.analyzer;
    let query = match read_query(raw, &["board", "start", "jumps", "finish"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let game = match Game::read(&query, true) {
        Ok(game) => game,
        Err(message) => return bad_request(&message),
    };
    let finish = match finish(&query, &game.board) {
        Ok(finish) => finish,
        Err(message) => return bad_request(&message),
    };
    let stop = StopOnDrop::new();
    let flag = stop.flag();
    let answer = tokio::task::spawn_blocking(move || -> Result<Value, Refused> {
        let solution = match analyzer.solution_with(&game.board, game.now, finish, &flag) {
            Ok(solution) => solution,
            Err(refused) => {
                // Too large to count: one bounded search decides it, or says
                // when the counts start.
                let Some(after) = verdict::counts_after_jumps(&game.board, game.now, &refused) else {
                    return Err(refused.into());
                };
                match verdict::verdict(&game.board, game.now, finish, SOLUTION_BUDGET, &flag)? {
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
    })
    .await;
    drop(stop);
    counted(answer)
}

async fn sheet(State(shared): State<Shared>, RawQuery(raw): RawQuery) -> Response {
    let query = match read_query(raw, &["board", "start"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let game = match Game::read(&query, false) {
        Ok(game) => game,
        Err(message) => return bad_request(&message),
    };
    let answer =
        tokio::task::spawn_blocking(move || shared.sheets.get(&shared.analyzer, &game.board, &game.empty, game.naming))
            .await;
    match answer {
        Ok(Ok(json)) => Json(json).into_response(),
        Ok(Err(sheets::Busy)) => error(
            StatusCode::SERVICE_UNAVAILABLE,
            &format!(
                "{} sheets of large boards wait to be prepared already: ask again in a few seconds",
                sheets::MAX_PREPARING
            ),
        ),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, &format!("the sheet stopped: {e}")),
    }
}
