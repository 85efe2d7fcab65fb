//! The player's page in words (issue 62, items 5 and 7): what it says of
//! undecided jumps and of starts with no solution, that it keeps the
//! engine's words out of the player's view, what it does with an address
//! it cannot play, and how it weathers a server that stops and comes back.

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{settled, wait_for, Driver};
use crate::support::Server;

/// The text of what `css` selects.
async fn text(client: &Client, css: &str) -> String {
    client.find(Locator::Css(css)).await.unwrap().text().await.unwrap()
}

/// The French board from d3: one jump keeps a solution, the search ran
/// out on the three others, and the status says they are undecided (it
/// said "1 of the 4 jumps keep one", as if the rest lost). T3 from 1 and
/// the French board from d4, whose starts have no solution, say so before
/// any jump, never "Lost"; after a jump that loses, "Lost" is right. The
/// player's view names no API and no pass (those are in "Details").
#[tokio::test]
async fn the_status_tells_undecided_from_lost_and_keeps_engine_words_in_details() {
    let Some(driver) = Driver::start("the_status_tells_undecided_from_lost_and_keeps_engine_words_in_details") else {
        return;
    };
    let server = Server::start();
    let client = driver.session().await;
    let (_, api) = server.json("/api/analyze?board=french&start=d3");
    let verdicts: Vec<&str> = api["jumps"].as_array().unwrap().iter().map(|j| j["verdict"].as_str().unwrap()).collect();
    let tally = |v: &str| verdicts.iter().filter(|&&x| x == v).count();
    assert!(tally("wins") >= 1 && tally("unknown") >= 1, "{verdicts:?}");
    client.goto(&format!("{}?board=french&start=d3", server.url())).await.unwrap();
    settled(&client, &[]).await;
    let status = text(&client, "#status").await;
    let wins = tally("wins");
    let keep = format!("{wins} of the {} jumps {} one", verdicts.len(), if wins == 1 { "keeps" } else { "keep" });
    assert!(status.contains(&keep), "{status}");
    assert!(status.contains(&format!("{} undecided", tally("unknown"))), "{status}");
    for (game, jumps) in [("board=T3&start=1", vec![]), ("board=french&start=d4", vec![])] {
        client.goto(&format!("{}?{game}", server.url())).await.unwrap();
        settled(&client, &jumps).await;
        let status = text(&client, "#status").await;
        assert!(status.contains("No solution from this start") && !status.contains("Lost"), "{game}: {status}");
    }
    // T4 from 2 after 9-5-2 (the API: no solution left) is lost.
    let (_, lost) = server.json("/api/analyze?board=T4&start=2&jumps=9-5-2");
    assert_eq!(lost["solutions"], "0", "{lost}");
    client.goto(&format!("{}?board=T4&start=2&jumps=9-5-2", server.url())).await.unwrap();
    settled(&client, &["9-5-2".to_string()]).await;
    assert!(text(&client, "#status").await.contains("✗ Lost"));
    // What the player sees (everything but "Details") has no engine words.
    let seen = client
        .execute("return [...document.body.children].filter((e) => e.tagName !== 'SCRIPT').map((e) => e.innerText).join(' ');", vec![])
        .await
        .unwrap();
    let details = text(&client, "#details").await;
    let seen = seen.as_str().unwrap().replace(&details, "");
    for words in ["/api/", "api/analyze", "pass at layer", "this pass"] {
        assert!(!seen.contains(words), "{words:?} on the player's page: {seen}");
    }
    client.close().await.unwrap();
}

/// An address the page cannot play all of: the longest legal beginning of
/// its jumps is played, and above the board a line says which jump
/// stopped it and why, naming an unknown hole exactly; the address is
/// rewritten to what is shown, and Restart goes to a valid start (a bad
/// start drew an impossible board, its error hidden under it, and Restart
/// kept it).
#[tokio::test]
async fn an_address_that_cannot_be_played_is_said_above_the_board() {
    let Some(driver) = Driver::start("an_address_that_cannot_be_played_is_said_above_the_board") else { return };
    let server = Server::start();
    let client = driver.session().await;
    let cases = [
        (
            "start=A&jumps=F-C-A,D-B-A,J-F-C",
            1,
            "jump 2 of the address, “D-B-A”: not legal after the 1 before it (A is not empty)",
        ),
        ("start=A&jumps=F-C-A,Q-B-A", 1, "jump 2 of the address, “Q-B-A”: T5 has no hole “Q”"),
        ("start=A&jumps=A-E-O", 0, "jump 1 of the address, “A-E-O”: no jump of T5 goes so"),
        (
            "start=Z&jumps=F-C-A",
            0,
            "the start names “Z”, not a hole of T5 (its holes: A to O). The board shows T5's own start.",
        ),
    ];
    for (address, legal, said) in cases {
        client.goto(&format!("{}?board=T5&{address}", server.url())).await.unwrap();
        let played: Vec<String> = ["F-C-A"].iter().take(legal).map(|j| j.to_string()).collect();
        settled(&client, &played).await;
        let notice = text(&client, "#notice").await;
        assert!(notice.starts_with("✗ Not played: ") && notice.contains(said), "{address}: {notice}");
        // Above the board, and on screen.
        let above = client
            .execute(
                "const n = document.getElementById('notice').getBoundingClientRect(), b = document.getElementById('svg').getBoundingClientRect();
                 return n.height > 0 && n.bottom <= b.top && n.top >= 0;",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(above, json!(true), "{address}");
        let url = client.current_url().await.unwrap();
        let shown = if legal == 0 { "start=A".to_string() } else { format!("start=A&jumps={}", played.join(",")) };
        assert!(url.as_str().ends_with(&shown), "{address}: {url}");
        client.find(Locator::Css("body")).await.unwrap().send_keys("r").await.unwrap();
        settled(&client, &[]).await;
        assert_eq!(text(&client, "#notice").await, "", "{address}: the notice after Restart");
        assert!(text(&client, "#status").await.contains("29,760 solutions"), "{address}: T5 from A after Restart");
    }
    client.close().await.unwrap();
}

/// A server that stops while the page is open: the page says so in words
/// above the board ("The server does not answer", not "TypeError: Failed
/// to fetch" below it), asks again with growing waits, and when a server
/// answers at the same address again, counts the position and goes on.
#[tokio::test]
async fn a_stopped_server_is_said_and_asked_again_until_it_is_back() {
    let Some(driver) = Driver::start("a_stopped_server_is_said_and_asked_again_until_it_is_back") else { return };
    let server = Server::start();
    let port = server.address.rsplit(':').next().unwrap().to_string();
    let client = driver.session().await;
    client.goto(&format!("{}?board=T5&start=A", server.url())).await.unwrap();
    settled(&client, &[]).await;
    drop(server);
    client.execute("document.querySelector(\"#jumps li[data-jump='F-C-A'] button\").click();", vec![]).await.unwrap();
    wait_for(&client, "document.getElementById('status').textContent.startsWith('✗ The server does not answer')").await;
    let above = client
        .execute(
            "const s = document.getElementById('status').getBoundingClientRect(), b = document.getElementById('svg').getBoundingClientRect();
             return s.bottom <= b.top && !document.body.innerText.includes('TypeError');",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(above, json!(true));
    // Asked again: the wait it announces grows.
    wait_for(&client, "/asking again in [2-8] s/.test(document.getElementById('status').textContent)").await;
    let _back = Server::start_with(&["--port", &port]);
    settled(&client, &["F-C-A".to_string()]).await;
    let status = text(&client, "#status").await;
    assert!(status.starts_with("13 pegs. 14,880 solutions"), "{status}");
    client.close().await.unwrap();
}

/// Issue 62, item 8: the player links each board's atlas page (the fewest
/// moves of every one-hole start) at the section of the start on screen:
/// the link is served, and one of the starts its text fragment names (the
/// start's images under the board's symmetries) is a section of the atlas
/// page (English from e5: the atlas's section is c3's). T5 has no atlas
/// page, and no link.
#[tokio::test]
async fn the_atlas_page_of_the_start_is_linked() {
    let Some(driver) = Driver::start("the_atlas_page_of_the_start_is_linked") else { return };
    let server = Server::start();
    let client = driver.session().await;
    for (game, section) in
        [("board=english&start=e5", "c3"), ("board=T7&start=2", "2"), ("board=french&start=d3", "d3")]
    {
        // The link comes with the board, not with its counts (the English
        // board's first count builds its tables: minutes on a loaded machine).
        client.goto(&format!("{}?{game}", server.url())).await.unwrap();
        wait_for(&client, "document.querySelector('#atlas a')").await;
        let href =
            client.execute("return document.querySelector('#atlas a').getAttribute('href');", vec![]).await.unwrap();
        let href = href.as_str().unwrap();
        let (page, fragment) = href.split_once("#:~:").unwrap();
        let (status, atlas) = server.get(&format!("/{page}"));
        assert_eq!(status, 200, "{game}: {href}");
        let named: Vec<String> =
            fragment.split('&').map(|t| t.trim_start_matches("text=").replace("%20", " ")).collect();
        assert!(named.contains(&format!("Start {section} empty")), "{game}: {named:?}");
        let found: Vec<&String> = named.iter().filter(|n| atlas.contains(&format!("<h2>{n}"))).collect();
        assert_eq!(found, vec![&format!("Start {section} empty")], "{game}");
    }
    client.goto(&format!("{}?board=T5&start=A", server.url())).await.unwrap();
    settled(&client, &[]).await;
    assert!(client.find(Locator::Css("#atlas a")).await.is_err(), "a link to an atlas T5 does not have");
    client.close().await.unwrap();
}

/// Issue 62, item 5: on a board with an atlas the practice sheet is the
/// atlas's fewest-move solutions (the French board's were 30 to 33 moves
/// while results/atlas/french.json proves 21 from d3, and the static site
/// had no sheet above 21 holes). From d3 every finish offered takes the
/// atlas's moves, and a page's jumps, replayed by the API, end with one
/// peg in its finish.
#[tokio::test]
async fn the_french_sheet_has_the_atlas_fewest_moves() {
    let Some(driver) = Driver::start("the_french_sheet_has_the_atlas_fewest_moves") else { return };
    let server = Server::start();
    let client = driver.session().await;
    let atlas: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(crate::support::root().join("results/atlas/french.json")).unwrap(),
    )
    .unwrap();
    let fewest: Vec<u64> = atlas["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["start"] == "d3")
        .map(|p| p["moves"].as_u64().unwrap())
        .collect();
    assert!(!fewest.is_empty());
    client.goto(&format!("{}?board=french&start=d3", server.url())).await.unwrap();
    settled(&client, &[]).await;
    wait_for(&client, "document.querySelectorAll('#practice option').length > 1").await;
    let options = client
        .execute(
            "return [...document.querySelectorAll('#practice option')].slice(1).map((o) => [o.value, o.textContent]);",
            vec![],
        )
        .await
        .unwrap();
    let options: Vec<(String, String)> = serde_json::from_value(options).unwrap();
    assert!(options.len() >= 4, "{options:?}");
    for (finish, words) in &options {
        let moves: u64 = words.split(": ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
        assert!(fewest.contains(&moves) && words.ends_with(", fewest"), "{finish}: {words}, the atlas: {fewest:?}");
    }
    let finish = &options[0].0;
    client.find(Locator::Css("#practice")).await.unwrap().select_by_value(finish).await.unwrap();
    let jumps = client
        .execute("return [...document.querySelectorAll('#sheet li')].map((li) => li.textContent);", vec![])
        .await
        .unwrap();
    let jumps: Vec<String> = serde_json::from_value(jumps).unwrap();
    assert_eq!(jumps.len(), 35, "{jumps:?}");
    let (status, end) = server.json(&format!("/api/analyze?board=french&start=d3&jumps={}", jumps.join(",")));
    assert_eq!(status, 200, "{end}");
    assert_eq!(end["pegs"], json!([finish]), "{jumps:?}");
    client.close().await.unwrap();
}
