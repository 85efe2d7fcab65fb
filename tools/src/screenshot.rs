//! `pegsol-tools screenshot`: a screenshot of a page of `pegsol serve` in
//! headless Chromium, some seconds after it is opened.

use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use fantoccini::ClientBuilder;
use pegsol::files;
use serde_json::json;

use crate::{children, Outcome};

/// A screenshot of a page of `pegsol serve` in headless Chromium.
///
/// Taken some seconds after the page is opened: for the README's pictures of the page while it counts or prepares a
/// sheet, which Chromium's own `--screenshot` (taken once the page is
/// idle) cannot show. Needs `chromedriver` (Debian's `chromium-driver`) on
/// the PATH; the page is 1300 x 1360 CSS pixels unless `--width` and
/// `--height` say otherwise (a width under 600 is emulated as a phone's:
/// a headless window is at least 500 wide).
///
///     pegsol serve --port 8080 &
///     cargo run --release -p pegsol-tools -- screenshot \
///         --url 'http://127.0.0.1:8080/?board=T7&start=2&jumps=7-4-2' --seconds 14 --out docs/serve-T7-sheet.png
#[derive(clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The page to open.
    #[arg(long)]
    url: String,
    /// Seconds to wait after opening it.
    #[arg(long)]
    seconds: f64,
    /// Where the PNG is written.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// The page's width in CSS pixels (390: a phone).
    #[arg(long, default_value_t = 1300, value_parser = clap::value_parser!(u32).range(200..=4000))]
    width: u32,
    /// The page's height in CSS pixels.
    #[arg(long, default_value_t = 1360, value_parser = clap::value_parser!(u32).range(200..=8000))]
    height: u32,
}

pub fn run(args: &Args) -> anyhow::Result<Outcome> {
    // Both checked before the browser starts: a wait too long for a
    // Duration panicked after the page was opened.
    let Some(wait) = Duration::try_from_secs_f64(args.seconds).ok() else {
        bail!("--seconds {}: a number of seconds, 0 or more, and under 2^64", args.seconds);
    };
    files::refuse_link_or_special(&args.out).with_context(|| format!("cannot write {}", args.out.display()))?;
    let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let mut command = Command::new("chromedriver");
    command.arg(format!("--port={port}")).stdout(Stdio::null()).stderr(Stdio::null());
    let driver = children::spawn(&mut command).context("chromedriver on the PATH (Debian's chromium-driver)")?;
    let began = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if began.elapsed() > Duration::from_secs(30) {
            bail!("chromedriver did not listen on port {port} within 30 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(shoot(args, port, wait))?;
    drop(driver);
    Ok(Outcome::Done)
}

async fn shoot(args: &Args, port: u16, wait: Duration) -> anyhow::Result<()> {
    let window = format!("--window-size={},{}", args.width, args.height);
    let options = json!({"args": ["--headless", "--no-sandbox", "--disable-gpu", window]});
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".to_string(), options);
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .context("a Chromium session")?;
    // The page's size and kind, through the DevTools protocol: a window's
    // size alone cannot go under 500 wide.
    let session = client.session_id().await?.context("a session id")?;
    let metrics =
        json!({"width": args.width, "height": args.height, "deviceScaleFactor": 1, "mobile": args.width < 600});
    let body = json!({"cmd": "Emulation.setDeviceMetricsOverride", "params": metrics});
    let path = format!("/session/{session}/goog/cdp/execute");
    let (status, answer) = crate::load::http::send(&format!("127.0.0.1:{port}"), "POST", &path, &body.to_string())
        .map_err(anyhow::Error::msg)?;
    if status != 200 {
        bail!("chromedriver refused the page size: {answer}");
    }
    client.goto(&args.url).await.with_context(|| format!("opening {}", args.url))?;
    tokio::time::sleep(wait).await;
    let png = client.screenshot().await.context("the screenshot")?;
    // Whole or not at all, never through a link: as pegsol writes.
    files::write_atomically(&args.out, &png).with_context(|| format!("cannot write {}", args.out.display()))?;
    client.close().await.context("closing the session")?;
    Ok(())
}
