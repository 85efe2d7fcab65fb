//! The web application of `pegsol serve`: the page (HTML, CSS and
//! JavaScript embedded in the binary) and the JSON API behind it.
//!
//! | route | what |
//! |---|---|
//! | `GET /` | the page (`page/index.html`), with `page/app.js` and `page/style.css` |
//! | `GET /api/boards` | the boards the page offers: holes (name, row, column in half holes), jump lines, a default start |
//! | `GET /api/analyze?board=T5&start=A&jumps=F-C-A,D-E-F` | the position after the jumps, its solutions by finish and every legal jump with its solutions ([`pegsol::render::analysis_json`]); with `&progress=ID`, its progress is reported under `ID` |
//! | `GET /api/progress?id=ID` | how far the counts of the analysis named `ID` have got ([`progress`]) |
//! | `GET /api/solution?board=T5&start=A&jumps=F-C-A&finish=M` | one solution from the position after the jumps (ending at `finish`, if given), or `null` |
//! | `GET /api/sheet?board=T5&start=A` | the memorization sheet of the start: a fewest-move solution per finish, as far as it is prepared ([`sheets`]) |
//!
//! Bad input gets status 400 and `{"error": "..."}` on one line; a position
//! whose count is over the analyzer's work bound gets 422 the same way.
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
use num_bigint::BigUint;
use pegsol::analysis::{AnalysisError, Analyzer, Step};
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

/// A count's answer as a response: refused counts (over the work bound or
/// the memory limit) get 422, not 500.
fn counted(answer: Result<Result<Value, AnalysisError>, tokio::task::JoinError>) -> Response {
    match answer {
        Ok(Ok(json)) => Json(json).into_response(),
        // Nobody reads this: the flag is set when the client has gone.
        Ok(Err(AnalysisError::Cancelled)) => {
            error(StatusCode::SERVICE_UNAVAILABLE, &AnalysisError::Cancelled.to_string())
        }
        Ok(Err(e)) => error(StatusCode::UNPROCESSABLE_ENTITY, &e.to_string()),
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

/// The triangles and the built-in boards, with each one's default start.
async fn boards() -> Response {
    let mut list: Vec<Value> = Vec::new();
    let names = (1..=10).map(|side| format!("T{side}")).chain(BUILT_IN.iter().map(|(name, _)| (*name).to_string()));
    for name in names {
        let Ok(board) = name.parse::<Board>() else {
            return error(StatusCode::INTERNAL_SERVER_ERROR, &format!("the built-in board {name} does not parse"));
        };
        let naming = board.default_naming();
        let centre = board.holes().nth(board.hole_count() / 2).unwrap_or(Hole(0));
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
            "start": board.hole_name(centre, naming),
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
    let query = match read_query(raw, &["board", "start", "jumps", "progress"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let id = query.get("progress").map(str::to_string);
    if let Some(Err(message)) = id.as_deref().map(progress::check_id) {
        return bad_request(&message);
    }
    let Shared { analyzer, reports, .. } = shared;
    let game = match Game::read(&query, true) {
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
    let answer = tokio::task::spawn_blocking(move || -> Result<Value, AnalysisError> {
        let mut reporter = Reporter::begin(reports, id);
        let answer = analysis(&analyzer, &game, &reporter, &flag);
        reporter.end(match &answer {
            Ok(_) => End::Done,
            Err(AnalysisError::Cancelled) => End::Cancelled,
            Err(e) => End::Failed(e.to_string()),
        });
        answer
    })
    .await;
    drop(stop);
    counted(answer)
}

/// The analysis of the game's position, and the survival curve along the
/// game, for `/api/analyze`; stopped once `stop` is set.
fn analysis(analyzer: &Analyzer, game: &Game, reporter: &Reporter, stop: &AtomicBool) -> Result<Value, AnalysisError> {
    let last = game.now;
    reporter.stage("jumps", last.legal_jumps(&game.board).count());
    let analysis = analyzer.analyze_with(&game.board, last, &mut |step| reporter.step(step), stop)?;
    reporter.stage("earlier", game.earlier.len());
    // Earlier positions too large to count are left out (null).
    let mut survival: Vec<Option<BigUint>> = Vec::with_capacity(game.earlier.len() + 1);
    for &position in &game.earlier {
        // Refused or not, the position is done with.
        let mut layers = |step: Step| {
            if let Step::Layer(_) = step {
                reporter.step(step);
            }
        };
        let counts = match analyzer.solutions_with(&game.board, position, &mut layers, stop) {
            Ok(counts) => Some(counts.iter().sum()),
            Err(AnalysisError::Cancelled) => return Err(AnalysisError::Cancelled),
            Err(_) => None,
        };
        reporter.step(Step::Counted);
        survival.push(counts);
    }
    survival.push(Some(analysis.total()));
    Ok(render::analysis_json(&game.board, game.naming, &game.empty, &game.played, &analysis, &survival))
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
    let finish = match query.get("finish").filter(|f| !f.is_empty()) {
        None => None,
        Some(name) => match game.board.parse_hole(name) {
            Ok(hole) => Some(hole),
            Err(e) => return bad_request(&format!("bad finish: {e}")),
        },
    };
    let stop = StopOnDrop::new();
    let flag = stop.flag();
    let answer = tokio::task::spawn_blocking(move || -> Result<Value, AnalysisError> {
        let solution = analyzer.solution_with(&game.board, game.now, finish, &flag)?;
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
