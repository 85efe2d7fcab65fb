//! `pegsol serve`: the web application on a local port (see
//! `pegsol-cli/src/server/`).

use std::net::IpAddr;
use std::sync::Arc;

use anyhow::Context;
use pegsol::analysis::{Analyzer, DEFAULT_TABLE_BYTES, TABLES_MAX_HOLES};
use pegsol::Board;

use super::{print, Outcome};

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
    /// `none` for none). Other boards of at most 33 holes get theirs on
    /// first use, each class of finishes when a position first needs it.
    #[arg(long, value_name = "BOARDS", default_value = "T5,T6,T7,english", value_parser = parse_prepare)]
    prepare: Prepare,
    /// The memory the server's counts and sheets may take (e.g. 4GiB): three
    /// eighths for each count's pass, a quarter for a board's finish
    /// tables (at most 1,600 MiB), a quarter for the search of a sheet, an
    /// eighth for the sweeps kept (a sixteenth each). Default: 8 GiB,
    /// or three quarters of the machine's memory if that is less. Work over
    /// it is refused with a message saying so.
    #[arg(long, value_name = "SIZE", value_parser = super::count::memory_limit)]
    memory_limit: Option<u64>,
    /// The memory of each board's finish tables (e.g. 500MiB), instead of
    /// the quarter of --memory-limit; 0: no tables, every position counted
    /// by passes, as on boards over 33 holes.
    #[arg(long, value_name = "SIZE", value_parser = parse_table_memory)]
    table_memory: Option<u64>,
}

/// A size as `--memory-limit` takes it, or 0.
fn parse_table_memory(text: &str) -> Result<u64, String> {
    if text.trim() == "0" {
        Ok(0)
    } else {
        super::count::memory_limit(text)
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
        if board.hole_count() > TABLES_MAX_HOLES {
            return Err(format!(
                "{name} has {} holes: finish tables are built for boards of at most {TABLES_MAX_HOLES}",
                board.hole_count()
            ));
        }
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
            super::count::default_memory_limit().map_or(DEFAULT_MEMORY_LIMIT, |m| m.min(DEFAULT_MEMORY_LIMIT))
        });
        let tables = args.table_memory.unwrap_or((memory / 4).min(DEFAULT_TABLE_BYTES));
        let analyzer = Analyzer::new().memory_limit(memory / 8 * 3).table_bytes(tables).sweep_bytes(memory / 16);
        let analyzer = Arc::new(analyzer);
        prepare(&analyzer, args.prepare.0.clone());
        crate::server::serve(listener, crate::server::app(analyzer, memory / 4)).await;
        Ok(Outcome::Done)
    })
}

/// Builds the boards' finish tables one after the other on a thread of
/// their own, saying on stderr when each is ready; a request that needs a
/// table still being built waits for it, and while requests are counted
/// the preparation waits for them ([`Analyzer::prepare`]).
fn prepare(analyzer: &Arc<Analyzer>, boards: Vec<Board>) {
    let analyzer = Arc::clone(analyzer);
    std::thread::spawn(move || {
        for board in boards {
            let name = board.name();
            let began = std::time::Instant::now();
            match analyzer.prepare(&board).and_then(|tables| Some((tables.covers()?, tables))) {
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
    });
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
