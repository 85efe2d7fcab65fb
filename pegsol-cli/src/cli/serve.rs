//! `pegsol serve`: the web application on a local port (see
//! `pegsol-cli/src/server/`).

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use pegsol::analysis::{sweep_identity, Analyzer, Swept, DEFAULT_TABLE_BYTES};
use pegsol::Board;

use super::output::{print, Outcome};

#[derive(clap::Args)]
pub struct Args {
    /// The port to listen on (0: any free port; the URL printed says which).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. The default answers only this machine;
    /// 0.0.0.0 would answer anyone who can reach it.
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
    /// Open the page in the default browser (xdg-open, open or start).
    #[arg(long)]
    open: bool,
    /// Boards whose finish tables are built at startup, in the background,
    /// so that their first positions are answered at once (comma-separated;
    /// `none` for none), or each one's sweep from its default start (see
    /// --cache) if it has no tables. Other boards of at most 33 holes get
    /// their tables on first use, each class of finishes when a position
    /// first needs it; a board over 33 holes named here gets only the sweep.
    #[arg(long, value_name = "BOARDS", default_value = "T5,T6,T7,english", value_parser = parse_prepare)]
    prepare: Prepare,
    /// The memory the server's counts and sheets may take (e.g. 4GiB): three
    /// eighths for each count's pass, a quarter for a board's finish
    /// tables (at most 1,600 MiB), a quarter for the search of a sheet, an
    /// eighth for the sweeps kept (a sixteenth each). Default: 8 GiB,
    /// or three quarters of the machine's memory if that is less. Work over
    /// it is refused with a message saying so.
    #[arg(long, value_name = "SIZE", value_parser = crate::memory::memory_limit)]
    memory_limit: Option<u64>,
    /// The memory of each board's finish tables (e.g. 500MiB), instead of
    /// the quarter of --memory-limit; 0: no tables, every position counted
    /// by passes, as on boards over 33 holes.
    #[arg(long, value_name = "SIZE", value_parser = parse_table_memory)]
    table_memory: Option<u64>,
    /// The directory where the prepared boards' sweeps from their default
    /// start are kept between runs, checked when read back (a damaged or
    /// foreign file is refused with one line and swept afresh). Default:
    /// $XDG_CACHE_HOME/pegsol, or ~/.cache/pegsol; without either, none.
    #[arg(long, value_name = "DIR")]
    cache: Option<PathBuf>,
}

/// The default `--cache`: `$XDG_CACHE_HOME/pegsol`, or `~/.cache/pegsol`
/// (the XDG base directory rule).
fn default_cache() -> Option<PathBuf> {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    std::env::var_os("XDG_CACHE_HOME")
        .and_then(absolute)
        .or_else(|| std::env::var_os("HOME").and_then(absolute).map(|home| home.join(".cache")))
        .map(|dir| dir.join("pegsol"))
}

/// A size as `--memory-limit` takes it, or 0.
fn parse_table_memory(text: &str) -> Result<u64, String> {
    if text.trim() == "0" {
        Ok(0)
    } else {
        crate::memory::memory_limit(text)
    }
}

/// The default `--memory-limit` where the machine has more: a pass's 3
/// GiB, the tables' 1,600 MiB (the English board's, in full), the sheet
/// search's 2 GiB.
pub const DEFAULT_MEMORY_LIMIT: u64 = 8 << 30;

/// The boards to build finish tables for at startup.
#[derive(Clone)]
struct Prepare(Vec<Board>);

fn parse_prepare(list: &str) -> Result<Prepare, String> {
    if list == "none" {
        return Ok(Prepare(Vec::new()));
    }
    let mut boards = Vec::new();
    for name in list.split(',') {
        // Only built-in names, as the page offers.
        let board: Board = name.trim().parse().map_err(|e| format!("{e}"))?;
        boards.push(board);
    }
    Ok(Prepare(boards))
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().context("starting the server")?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((args.host, args.port))
            .await
            .with_context(|| format!("cannot listen on {}:{}", args.host, args.port))?;
        let address = listener.local_addr()?;
        let url = format!("http://{address}/");
        print(&format!("pegsol serve: {url}\n"))?;
        if args.open {
            open_browser(&url);
        }
        let memory = args.memory_limit.unwrap_or_else(|| {
            crate::memory::default_memory_limit().map_or(DEFAULT_MEMORY_LIMIT, |m| m.min(DEFAULT_MEMORY_LIMIT))
        });
        let tables = args.table_memory.unwrap_or((memory / 4).min(DEFAULT_TABLE_BYTES));
        let analyzer = Analyzer::new().memory_limit(memory / 8 * 3).table_bytes(tables).sweep_bytes(memory / 16);
        let analyzer = Arc::new(analyzer);
        let cache = args.cache.clone().or_else(default_cache);
        prepare(&analyzer, args.prepare.0.clone(), cache, memory / 16);
        crate::server::serve(listener, crate::server::app(analyzer, memory / 4)).await;
        Ok(Outcome::Done)
    })
}

/// Builds the boards' finish tables one after the other on a thread of
/// their own, saying on stderr when each is ready; a request that needs a
/// table still being built waits for it, and while requests are counted
/// the preparation waits for them ([`Analyzer::prepare`]). Then, for each
/// board without tables (over 33 holes, or `--table-memory 0`), its sweep
/// from its default start ([`start_sweep`]).
fn prepare(analyzer: &Arc<Analyzer>, boards: Vec<Board>, cache: Option<PathBuf>, sweep_bytes: u64) {
    let analyzer = Arc::clone(analyzer);
    std::thread::spawn(move || {
        for board in &boards {
            let name = board.name();
            let began = std::time::Instant::now();
            match analyzer.prepare(board).and_then(|tables| Some((tables.covers()?, tables))) {
                Some((covers, tables)) => {
                    let fewest = (board.hole_count() as u32).saturating_sub(covers);
                    eprintln!(
                        "pegsol serve: {name} finish tables ready in {:.1} s ({:.1} s of it given way to requests), \
                         {:.1} MiB: {} looked up",
                        began.elapsed().as_secs_f64(),
                        tables.paused().as_secs_f64(),
                        tables.bytes() as f64 / f64::from(1 << 20),
                        if fewest <= 1 {
                            "every position".to_string()
                        } else {
                            format!("positions of {fewest} pegs or more")
                        },
                    );
                }
                None => eprintln!("pegsol serve: no finish tables for {name}: its positions are counted by passes"),
            }
        }
        // Where tables answer the openings, sweeps below them answer the
        // rest as games go: a start's sweep would be work for nothing.
        for board in boards.iter().filter(|board| analyzer.tables(board).is_none()) {
            start_sweep(&analyzer, board, cache.as_deref(), sweep_bytes);
        }
    });
}

/// Holds the sweep from `board`'s default start in the analyzer, so that
/// every position of a game from it is a lookup: read back from the
/// cache directory `cache` (`BOARD-START.sweep`) if a file there is whole
/// and of this board, start and build, else swept now, within
/// `max_bytes`, and written there. A file refused says why on one line of
/// stderr and is replaced; a start whose sweep is over the bound is left to
/// the finish tables and passes.
fn start_sweep(analyzer: &Analyzer, board: &Board, cache: Option<&Path>, max_bytes: u64) {
    let name = board.name();
    let Some(&(_, start, _)) = pegsol_page::DEFAULT_STARTS.iter().find(|(board, _, _)| *board == name) else { return };
    let Ok(hole) = board.parse_hole(start) else { return };
    let root = board.with_empty(&[hole]);
    let identity = sweep_identity(board, root);
    let path = cache.map(|dir| dir.join(format!("{name}-{start}.sweep")));
    let began = std::time::Instant::now();
    if let Some(path) = path.as_deref().filter(|p| p.exists()) {
        // Twice the bound covers its words' overhead: a larger file is no sweep of ours.
        match pegsol::files::read_capped(path, 2 * max_bytes + (1 << 20)) {
            Ok(bytes) => match Swept::from_bytes(board, &bytes, &identity) {
                Ok(swept) => {
                    eprintln!(
                        "pegsol serve: {name} sweep from {start} read from {} in {:.1} s",
                        path.display(),
                        began.elapsed().as_secs_f64()
                    );
                    analyzer.hold_sweep(board, Arc::new(swept));
                    return;
                }
                Err(error) => eprintln!("pegsol serve: {} refused ({error}): swept afresh", path.display()),
            },
            Err(error) => eprintln!("pegsol serve: {} refused ({error}): swept afresh", path.display()),
        }
    }
    let never = std::sync::atomic::AtomicBool::new(false);
    match Swept::from(board, root, max_bytes, &mut |_| {}, &never) {
        Ok(swept) => {
            let swept_in = began.elapsed().as_secs_f64();
            if let Some(path) = path {
                let written = path
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|()| pegsol::files::write_atomically(&path, &swept.to_bytes(&identity)));
                if let Err(error) = written {
                    eprintln!("pegsol serve: cannot keep {name}'s sweep in {}: {error}", path.display());
                }
            }
            eprintln!(
                "pegsol serve: {name} swept from {start} in {swept_in:.1} s, {:.1} MiB",
                swept.bytes() as f64 / f64::from(1 << 20)
            );
            analyzer.hold_sweep(board, Arc::new(swept));
        }
        Err(refusal) => eprintln!("pegsol serve: {name} not swept from {start}: {refusal}"),
    }
}

/// Asks the desktop to open `url`; says so on stderr when it cannot.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(error) = std::process::Command::new(opener).arg(url).spawn() {
        eprintln!("pegsol serve: cannot open a browser ({opener}: {error}); open {url} yourself");
    }
}
