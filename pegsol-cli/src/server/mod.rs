//! The web application of `pegsol serve`: the page (HTML, CSS and
//! JavaScript embedded in the binary) and the JSON API behind it.
//!
//! | route | what |
//! |---|---|
//! | `GET /` | the page (`page/index.html`), with `page/style.css`, `page/engine.js` (its engine: this API) and its JavaScript modules, one concern each ([`PAGE`]) |
//! | `GET /atlas/english.html`, `/atlas/english.json` | a board's atlas, the fewest moves of every one-hole start (`results/atlas/`: T7, T8, english, french): its page, which the page links to, and its JSON, whose solutions are the page's practice sheets on that board |
//! | `GET /api/boards` | the boards the page offers: holes (name, row, column in half holes), jump lines, a default start and whether it has a one-peg finish ([`pegsol_page::DEFAULT_STARTS`]) |
//! | `GET /api/analyze?board=T5&start=A&jumps=F-C-A,D-E-F&finish=M` | the position after the jumps, its solutions by finish and every legal jump with its solutions and verdict toward `finish` (optional); where the jumps are too large to count, each jump's verdict by a bounded search and the jumps to play before the counts start ([`pegsol::render::analysis_json`], [`pegsol::analysis::verdict`]); with `&progress=ID`, its progress is reported under `ID` |
//! | `GET /api/progress?id=ID` | how far the counts of the analysis named `ID` have got ([`progress`]) |
//! | `GET /api/solution?board=T5&start=A&jumps=F-C-A&finish=M` | one solution from the position after the jumps (ending at `finish`, if given), or `null` |
//! | `GET /api/sheet?board=T5&start=A` | the memorization sheet of the start: a fewest-move solution per finish, as far as it is prepared ([`sheets`]) |
//!
//! The JSON of every answer is built by `pegsol-page`, which the
//! WebAssembly engine of the static site shares (docs/site.md).
//!
//! Bad input gets status 400 and `{"error": "..."}` on one line; a count
//! that fails otherwise (out of memory) gets 422 the same way.
//! Counting runs on the blocking thread pool, so the server keeps answering
//! while a large position is counted; a request whose client goes away
//! stops its counting, and the finish tables it started building unless
//! another request wants them, within a fraction of a second
//! ([`connection::Peer::watch`], [`StopOnDrop`]), so that abandoned counts
//! do not slow the ones a player waits for. A client that only shuts its
//! sending side gets its whole answer ([`connection`]).

mod connection;
mod progress;
mod query;
mod sheets;

pub use connection::serve;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use axum::extract::{RawQuery, State};
use axum::http::{header, StatusCode, Version};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Json, Router};
use pegsol::analysis::{AnalysisError, Analyzer};
use pegsol_page::{Game, Refused};
use serde_json::{json, Value};

use connection::Peer;
use progress::{Reporter, Reports, RequestEnd};
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

/// The application: its routes over one shared analyzer, a sheet's search
/// taking at most `sheet_memory` bytes.
pub fn app(analyzer: Arc<Analyzer>, sheet_memory: u64) -> Router {
    let sheets = Arc::new(Sheets::new(sheets::FULL_SHEET_MAX_HOLES, sheets::MAX_PREPARING, sheet_memory));
    let routes = PAGE.iter().fold(Router::new(), |routes, &(path, kind, body)| {
        routes.route(path, get(move || async move { page(kind, body) }))
    });
    routes
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

const HTML: &str = "text/html; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";
const JSON: &str = "application/json";

/// The page's files, embedded in the binary: its route, content type and
/// text. `app.js` starts the page and imports the modules, one concern
/// each: `state.js` (the game and its address), `board.js` (the board in
/// SVG), `lists.js` (the jumps and the finishes), `curve.js` (the survival
/// curve), `sheets.js` (practice sheets), `solution.js` ("Show me a
/// solution"), `hint.js` (the hint and the advice line), `play.js` (the
/// game's flow), `atlas.js` (the link to the board's atlas page).
/// `engine.js` is the engine's interface (this API).
const PAGE: [(&str, &str, &str); 21] = [
    ("/", HTML, include_str!("page/index.html")),
    ("/style.css", CSS, include_str!("page/style.css")),
    ("/engine.js", JS, include_str!("page/engine.js")),
    ("/app.js", JS, include_str!("page/app.js")),
    ("/state.js", JS, include_str!("page/state.js")),
    ("/board.js", JS, include_str!("page/board.js")),
    ("/lists.js", JS, include_str!("page/lists.js")),
    ("/curve.js", JS, include_str!("page/curve.js")),
    ("/sheets.js", JS, include_str!("page/sheets.js")),
    ("/solution.js", JS, include_str!("page/solution.js")),
    ("/hint.js", JS, include_str!("page/hint.js")),
    ("/play.js", JS, include_str!("page/play.js")),
    ("/atlas.js", JS, include_str!("page/atlas.js")),
    // The committed atlases (results/atlas/): their pages, which the page
    // links to, and their JSON, whose solutions are its practice sheets.
    ("/atlas/T7.html", HTML, include_str!("../../../results/atlas/T7.html")),
    ("/atlas/T8.html", HTML, include_str!("../../../results/atlas/T8.html")),
    ("/atlas/english.html", HTML, include_str!("../../../results/atlas/english.html")),
    ("/atlas/french.html", HTML, include_str!("../../../results/atlas/french.html")),
    ("/atlas/T7.json", JSON, include_str!("../../../results/atlas/T7.json")),
    ("/atlas/T8.json", JSON, include_str!("../../../results/atlas/T8.json")),
    ("/atlas/english.json", JSON, include_str!("../../../results/atlas/english.json")),
    ("/atlas/french.json", JSON, include_str!("../../../results/atlas/french.json")),
];

fn page(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

/// `{"error": message}` with `status`.
fn error(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({ "error": message.split_whitespace().collect::<Vec<_>>().join(" ") }))).into_response()
}

fn bad_request(message: &str) -> Response {
    error(StatusCode::BAD_REQUEST, message)
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

/// The stop flag of one request's counting, set when its client has gone
/// ([`Peer::watch`]) or when the request's handler is dropped (when it has
/// answered, or the server stops it). Each request counts on its own (the
/// analyzer shares finished counts, in its cache, and the passes building
/// finish tables, which go on while any request wanting them has its flag
/// clear), so stopping one stops nobody else's.
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

/// The boards the page offers ([`pegsol_page::boards_json`]).
async fn boards() -> Response {
    match pegsol_page::boards_json() {
        Ok(json) => Json(json).into_response(),
        Err(message) => error(StatusCode::INTERNAL_SERVER_ERROR, &message),
    }
}

/// The game a query names: `board`, `start` and `jumps`.
fn game(query: &Query) -> Result<Game, String> {
    Game::read(query.get("board"), query.get("start"), query.get("jumps"))
}

/// Reads the query string, refusing one that is too long or malformed.
fn read_query(raw: Option<String>, allowed: &[&str]) -> Result<Query, String> {
    let raw = raw.unwrap_or_default();
    if raw.len() > MAX_QUERY_BYTES {
        return Err(format!("query too long: {} bytes (at most {MAX_QUERY_BYTES})", raw.len()));
    }
    Query::parse(&raw, allowed)
}

async fn analyze(
    State(shared): State<Shared>,
    Extension(peer): Extension<Arc<Peer>>,
    version: Version,
    RawQuery(raw): RawQuery,
) -> Response {
    let query = match read_query(raw, &["board", "start", "jumps", "finish", "progress"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let id = query.get("progress").map(str::to_string);
    if let Some(Err(message)) = id.as_deref().map(progress::check_id) {
        return bad_request(&message);
    }
    let Shared { analyzer, reports, .. } = shared;
    let game = match game(&query).and_then(|game| Ok((game.finish(query.get("finish"))?, game))) {
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
        let answer = pegsol_page::analysis(&analyzer, &game, finish, &reporter, &flag);
        reporter.end(match &answer {
            Ok(_) => RequestEnd::Done,
            Err(AnalysisError::Cancelled) => RequestEnd::Cancelled,
            Err(e) => RequestEnd::Failed(e.to_string()),
        });
        answer.map_err(Refused::Analysis)
    });
    let answer = peer.watch(answer, &stop.0, version).await;
    drop(stop);
    counted(answer)
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

async fn solution(
    State(shared): State<Shared>,
    Extension(peer): Extension<Arc<Peer>>,
    version: Version,
    RawQuery(raw): RawQuery,
) -> Response {
    let analyzer = shared.analyzer;
    let query = match read_query(raw, &["board", "start", "jumps", "finish"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let game = match game(&query) {
        Ok(game) => game,
        Err(message) => return bad_request(&message),
    };
    let finish = match game.finish(query.get("finish")) {
        Ok(finish) => finish,
        Err(message) => return bad_request(&message),
    };
    let stop = StopOnDrop::new();
    let flag = stop.flag();
    let answer = tokio::task::spawn_blocking(move || pegsol_page::solution(&analyzer, &game, finish, &flag));
    let answer = peer.watch(answer, &stop.0, version).await;
    drop(stop);
    counted(answer)
}

async fn sheet(State(shared): State<Shared>, RawQuery(raw): RawQuery) -> Response {
    let query = match read_query(raw, &["board", "start"]) {
        Ok(query) => query,
        Err(message) => return bad_request(&message),
    };
    let game = match game(&query) {
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
