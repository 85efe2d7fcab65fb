//! The player's board first (issue 62, item 1): at a laptop's window
//! (1280 × 800) and a phone's (390 × 844), the whole board and the status
//! line are on screen without scrolling, when the page opens and after
//! every jump of a game; a win is announced where the player sees it.

use fantoccini::{Client, Locator};
use serde_json::{json, Value};

use crate::browser::{on_fresh, settled, wait_for, Driver};
use crate::support::Server;

/// The window sizes the page is held to: a laptop's and a phone's.
const WINDOWS: [(u32, u32); 2] = [(1280, 800), (390, 844)];

/// What lies outside the window: each hole (`data-hole`) and the status
/// line not wholly inside it, and the page scrolled at all.
const OUTSIDE: &str = "
    const inside = (r) => r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    const out = [...document.querySelectorAll('[data-hole]')].filter((g) => !inside(g.getBoundingClientRect())).map((g) => g.dataset.hole);
    if (!inside(document.getElementById('status').getBoundingClientRect())) out.push('the status line');
    if (scrollY !== 0) out.push(`scrolled ${scrollY} px`);
    return out;";

/// Asserts that every hole and the status line are inside the window.
async fn on_screen(client: &Client, what: &str) {
    let outside = client.execute(OUTSIDE, vec![]).await.unwrap();
    assert_eq!(outside, json!([]), "{what}");
}

/// Clicks the hole `hole` as a player would (WebDriver's click, which
/// would scroll to it were it off screen), found afresh if the board was
/// redrawn under it.
async fn tap(client: &Client, hole: &str) {
    on_fresh(client, &format!("g[data-hole='{hole}']"), |element| async move { element.click().await.map(|_| ()) })
        .await;
}

/// Plays `jump` on the board (its peg, then its landing) and waits until
/// the page has drawn the position after it.
async fn play(client: &Client, jump: &str, played: &[String]) {
    let holes: Vec<&str> = jump.split('-').collect();
    tap(client, holes[0]).await;
    wait_for(client, &format!("document.querySelector(\"g.selected[data-hole='{}']\")", holes[0])).await;
    tap(client, holes[holes.len() - 1]).await;
    let moves = json!(played.join(" "));
    wait_for(client, &format!("document.getElementById('moves').textContent === {moves}")).await;
}

/// On T5, T7, the English and the French board, at both sizes: the page
/// opened at the board's default start, then a game of the first legal
/// jump each time to its end, every hole and the status line inside the
/// window at each position; when the page has counted the opening (and the
/// last position), the status line gives its count or its verdict. The
/// counts of the positions between are not waited for: the layout must
/// hold while they come (the French board's take minutes).
#[tokio::test]
async fn the_board_and_its_status_stay_on_screen_through_a_game() {
    let Some(driver) = Driver::start("the_board_and_its_status_stay_on_screen_through_a_game") else { return };
    let server = Server::start();
    for (width, height) in WINDOWS {
        let client = driver.session().await;
        driver.window(&client, width, height).await;
        for board in ["T5", "T7", "english", "french"] {
            client.goto(&format!("{}?board={board}", server.url())).await.unwrap();
            settled(&client, &[]).await;
            let at = format!("{board} at {width}×{height}");
            on_screen(&client, &format!("{at}, opened")).await;
            let status = client.find(Locator::Css("#status")).await.unwrap().text().await.unwrap();
            assert!(status.contains("solution"), "{at}: {status}");
            let mut played: Vec<String> = Vec::new();
            loop {
                let first =
                    "const li = document.querySelector('#jumps li[data-jump]'); return li ? li.dataset.jump : null;";
                let Value::String(jump) = client.execute(first, vec![]).await.unwrap() else { break };
                played.push(jump.clone());
                play(&client, &jump, &played).await;
                on_screen(&client, &format!("{at}, after {played:?}")).await;
            }
            settled(&client, &played).await;
            on_screen(&client, &format!("{at}, the game over after {played:?}")).await;
            assert!(played.len() >= 3, "{at}: {played:?}");
        }
        client.close().await.unwrap();
    }
}

/// A win on T5 from A (the API's solution, played by clicks) is announced
/// on screen: the status line says "✓ Won" inside the window, at both
/// sizes, with the last peg on the board beside it (the board's bottom row
/// and its status line were below a laptop's window).
#[tokio::test]
async fn a_win_is_announced_without_scrolling() {
    let Some(driver) = Driver::start("a_win_is_announced_without_scrolling") else { return };
    let server = Server::start();
    let (code, body) = server.json("/api/solution?board=T5&start=A");
    assert_eq!(code, 200, "{body}");
    let solution: Vec<String> = serde_json::from_value(body["solution"].clone()).unwrap();
    for (width, height) in WINDOWS {
        let client = driver.session().await;
        driver.window(&client, width, height).await;
        client.goto(&format!("{}?board=T5&start=A", server.url())).await.unwrap();
        settled(&client, &[]).await;
        let mut played: Vec<String> = Vec::new();
        for jump in &solution {
            played.push(jump.clone());
            play(&client, jump, &played).await;
        }
        settled(&client, &played).await;
        let status = client.find(Locator::Css("#status")).await.unwrap().text().await.unwrap();
        assert!(status.starts_with("✓ Won: one peg left, at "), "{status}");
        on_screen(&client, &format!("T5 won at {width}×{height}")).await;
        client.close().await.unwrap();
    }
}

/// Where the board lies in the window: its top and height, in pixels.
const BOARD_AT: &str = "const r = document.getElementById('svg').getBoundingClientRect(); return [r.top, r.height];";

/// The board never moves when a count arrives: a player clicking as it
/// comes would press on one hole and release on another, and the jump be
/// lost. (The status line above the board grew or shrank with its text,
/// "counting…" then a count or a verdict over two lines, moving the board
/// by a line; with counts coming in milliseconds, the viewport test above
/// lost a jump that way.) On T7, the English and the French board at both
/// sizes, eight jumps each, every count waited for: the board lies where
/// it lay when the game's first count came.
#[tokio::test]
async fn the_board_stays_still_when_a_count_arrives() {
    let Some(driver) = Driver::start("the_board_stays_still_when_a_count_arrives") else { return };
    let server = Server::start();
    for (width, height) in WINDOWS {
        let client = driver.session().await;
        driver.window(&client, width, height).await;
        for board in ["T7", "english", "french"] {
            client.goto(&format!("{}?board={board}", server.url())).await.unwrap();
            settled(&client, &[]).await;
            let at = client.execute(BOARD_AT, vec![]).await.unwrap();
            let mut played: Vec<String> = Vec::new();
            for _ in 0..8 {
                let first =
                    "const li = document.querySelector('#jumps li[data-jump]'); return li ? li.dataset.jump : null;";
                let Value::String(jump) = client.execute(first, vec![]).await.unwrap() else { break };
                played.push(jump.clone());
                play(&client, &jump, &played).await;
                let during = client.execute(BOARD_AT, vec![]).await.unwrap();
                settled(&client, &played).await;
                let after = client.execute(BOARD_AT, vec![]).await.unwrap();
                // Within half a pixel: the layout's fractions of a pixel round.
                let still =
                    |now: &Value| (0..2).all(|k| (now[k].as_f64().unwrap() - at[k].as_f64().unwrap()).abs() < 0.5);
                let what = format!("{board} at {width}×{height} after {played:?}");
                assert!(still(&during) && still(&after), "{what}: the board moved from {at} to {during}, then {after}");
            }
        }
        client.close().await.unwrap();
    }
}
