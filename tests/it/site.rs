//! The static site (`cargo xtask site`, docs/site.md) in a real browser:
//! the page of `pegsol serve` on its WebAssembly engine, served by a plain
//! static file server from a subpath, with every host but the loopback
//! unreachable. It plays the serve tests' scenarios with the counts shown
//! compared at every position to the native engine's (the library, in this
//! process): the whole T5 game ([`crate::browser::whole_game_by_clicks`])
//! with the server stopped once the page has loaded (the site works
//! offline: nothing is asked after load), and three jumps on the English
//! board from d4 ([`crate::browser::english_by_clicks`]), its finish
//! tables built in the browser. Each checks that no request left the
//! page's own origin or went to an API. A third test leaves the English
//! start-up for T5 and finds its work stopped.
//!
//! The site is the folder `PEGSOL_SITE` names (`.ci/run` builds it once),
//! else built here with `cargo xtask site` into `target/site-test/`.
//! Without chromedriver the tests are skipped as the browser tests are.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;

use fantoccini::{Client, Locator};
use pegsol::analysis::Analyzer;
use pegsol_page::{Game, Silent};
use serde_json::{json, Value};

use crate::browser::{
    by_finish, english_by_clicks, settled, shown, wait_for, whole_game_by_clicks, Counts, Driver, ENGLISH,
};
use crate::support::static_site::StaticSite;

/// The native engine, as the reference of the counts the site shows.
struct Native(Analyzer);

impl Counts for Native {
    fn game(&self, game: &str, jumps: &[String]) -> Value {
        let field = |name: &str| game.split('&').find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='));
        let game = Game::read(field("board"), field("start"), Some(&jumps.join(","))).unwrap();
        pegsol_page::analysis(&self.0, &game, None, &Silent, &AtomicBool::new(false)).unwrap()
    }
}

/// The site's folder: `PEGSOL_SITE`, or built once by `cargo xtask site`.
fn site() -> PathBuf {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    SITE.get_or_init(|| {
        if let Some(dir) = std::env::var_os("PEGSOL_SITE") {
            return PathBuf::from(dir);
        }
        let out = crate::support::root().join("target/site-test");
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = std::process::Command::new(cargo)
            .current_dir(crate::support::root())
            .args(["xtask", "site", "--out"])
            .arg(&out)
            .status()
            .expect("cargo xtask site runs");
        assert!(status.success(), "cargo xtask site: {status}");
        out
    })
    .clone()
}

/// Headless Chromium, with every host but the loopback unreachable: the
/// page must work with nothing but its own origin.
async fn offline_session(driver: &Driver) -> Client {
    driver.session_with(&["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]).await
}

/// Checks that every request of the page went to `served`'s origin, under
/// its subpath, none to an API, and that the engine was loaded.
async fn only_the_site_was_asked(client: &Client, served: &StaticSite) {
    let origins = client
        .execute(
            "return [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).origin))];",
            vec![],
        )
        .await
        .unwrap();
    let origin = served.url.trim_end_matches("/pegsol/");
    assert_eq!(origins, json!([origin]), "the page's requests");
    let asked = served.asked();
    assert!(asked.iter().all(|path| path.starts_with("/pegsol/") && !path.contains("/api/")), "{asked:?}");
    assert!(asked.iter().any(|path| path == "/pegsol/pegsol_wasm_bg.wasm"), "the engine was loaded: {asked:?}");
}

#[tokio::test]
async fn the_site_plays_t5_to_a_win_offline_with_the_native_counts_from_a_subpath() {
    let test = "the_site_plays_t5_to_a_win_offline_with_the_native_counts_from_a_subpath";
    let Some(driver) = Driver::start(test) else { return };
    let served = StaticSite::serve(&site(), "pegsol");
    let client = offline_session(&driver).await;
    client.goto(&format!("{}?board=T5&start=A", served.url)).await.unwrap();
    // Loaded: the first counts are shown. Then the network goes.
    settled(&client, &[]).await;
    only_the_site_was_asked(&client, &served).await;
    let loaded = served.asked();
    served.stop();
    whole_game_by_clicks(&client, &Native(Analyzer::new())).await;
    assert_eq!(served.asked(), loaded, "requests after load");
    client.close().await.unwrap();
}

#[tokio::test]
async fn the_site_has_the_native_english_counts_from_the_first_jump() {
    let Some(driver) = Driver::start("the_site_has_the_native_english_counts_from_the_first_jump") else { return };
    // The native finish tables (d4's and d1's classes) are built while the
    // browser builds its own.
    let native = std::thread::spawn(|| {
        let native = Native(Analyzer::new());
        native.game(ENGLISH, &[]);
        native
    });
    let served = StaticSite::serve(&site(), "pegsol");
    let client = offline_session(&driver).await;
    client.goto(&format!("{}?{ENGLISH}&finish=d4", served.url)).await.unwrap();
    english_by_clicks(&client, &native.join().unwrap(), 3).await;
    only_the_site_was_asked(&client, &served).await;
    client.close().await.unwrap();
}

/// The page leaves the English board while its finish tables are built
/// (seconds of work) for T5: the worker building them is stopped and T5 is
/// counted by a fresh one; back on the English board, its tables are built
/// from the start again (a worker left running would have finished them
/// before answering T5, and the English counts would be there at once).
#[tokio::test]
async fn leaving_a_board_stops_its_count() {
    let Some(driver) = Driver::start("leaving_a_board_stops_its_count") else { return };
    let served = StaticSite::serve(&site(), "pegsol");
    let client = offline_session(&driver).await;
    client.goto(&format!("{}?{ENGLISH}", served.url)).await.unwrap();
    let layer = "/this pass at layer \\d+ of \\d+/.test(document.getElementById('progress').textContent)";
    wait_for(&client, layer).await;
    client.find(Locator::Css("#board")).await.unwrap().select_by_value("T5").await.unwrap();
    settled(&client, &[]).await;
    let url = client.current_url().await.unwrap();
    assert!(url.as_str().contains("board=T5&start=A"), "{url}");
    let (_, finishes) = shown(&client).await;
    assert_eq!(finishes, by_finish(&Native(Analyzer::new()).t5(&[])), "T5's counts");
    client.find(Locator::Css("#board")).await.unwrap().select_by_value("english").await.unwrap();
    wait_for(&client, layer).await;
    client.close().await.unwrap();
}
