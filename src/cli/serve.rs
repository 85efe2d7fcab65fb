//! `pegsol serve`: the web application on a local port (see
//! `src/server/`).

use std::net::IpAddr;
use std::sync::Arc;

use anyhow::Context;
use pegsol::analysis::Analyzer;

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
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_io().build().context("starting the server")?;
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
        axum::serve(listener, crate::server::app(Arc::new(Analyzer::new()))).await.context("serving")?;
        Ok(Outcome::Done)
    })
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
