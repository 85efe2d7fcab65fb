//! A screenshot of a page of `pegsol serve` in headless Chromium, taken
//! `SECONDS` after the page is opened: for the README's pictures of the
//! page while it counts or prepares a sheet, which Chromium's own
//! `--screenshot` (taken once the page is idle) cannot show.
//!
//! ```sh
//! pegsol serve --port 8080 &
//! cargo run --release --example screenshot -- \
//!     'http://127.0.0.1:8080/?board=T7&start=2&jumps=7-4-2' 14 docs/serve-T7-sheet.png
//! ```
//!
//! Needs `chromedriver` (Debian's `chromium-driver`) on the PATH; the window
//! is 1300 × 1360.

use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::Duration;

use fantoccini::ClientBuilder;
use serde_json::json;

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [url, seconds, out] = args.as_slice() else {
        eprintln!("usage: screenshot URL SECONDS OUT.png");
        std::process::exit(2);
    };
    let seconds: f64 = seconds.parse().expect("SECONDS: a number");
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut driver = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver on the PATH");
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        std::thread::sleep(Duration::from_millis(20));
    }
    let options = json!({"args": ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1300,1360"]});
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".to_string(), options);
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session");
    client.goto(url).await.expect("the page");
    tokio::time::sleep(Duration::from_secs_f64(seconds)).await;
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(out, png).expect("the picture written");
    client.close().await.expect("the session closed");
    let _ = driver.kill();
    let _ = driver.wait();
}
