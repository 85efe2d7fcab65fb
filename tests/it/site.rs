//! The static site (`cargo xtask site`, docs/site.md) in a real browser:
//! the page of `pegsol serve` on its WebAssembly engine, served by a plain
//! static file server from a subpath. It plays the serve tests' whole T5
//! game ([`crate::browser::whole_game_by_clicks`]) with the counts shown
//! compared at every position to the native engine's, with every host but
//! the loopback unreachable, and checks that no request left the page's
//! own origin or went to an API.
//!
//! The site is the folder `PEGSOL_SITE` names (`.ci/run` builds it once),
//! else built here with `cargo xtask site` into `target/site-test/`.
//! Without chromedriver the test is skipped as the browser tests are.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;

use pegsol::analysis::Analyzer;
use pegsol_page::{Game, Silent};
use serde_json::{json, Value};

use crate::browser::{whole_game_by_clicks, Counts, Driver};
use crate::support::static_site::StaticSite;

/// The native engine, as the reference of the counts the site shows.
struct Native(Analyzer);

impl Counts for Native {
    fn t5(&self, jumps: &[String]) -> Value {
        let game = Game::read(Some("T5"), Some("A"), Some(&jumps.join(","))).unwrap();
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

#[tokio::test]
async fn the_site_plays_t5_to_a_win_with_the_native_counts_from_a_subpath() {
    let Some(driver) = Driver::start("the_site_plays_t5_to_a_win_with_the_native_counts_from_a_subpath") else {
        return;
    };
    let served = StaticSite::serve(&site(), "pegsol");
    // Every host but the loopback unreachable: the page works with nothing
    // but its own origin.
    let client = driver.session_with(&["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]).await;
    client.goto(&format!("{}?board=T5&start=A", served.url)).await.unwrap();
    whole_game_by_clicks(&client, &Native(Analyzer::new())).await;
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
    client.close().await.unwrap();
}
