//! A static file server for the site's tests: std only, on a free loopback
//! port, serving one folder under a subpath (as a project page of a code
//! host is), with the content types a browser needs (`application/wasm`
//! for the engine), and a record of every path asked for. Stopped, it
//! answers nothing (as a network gone), still recording what is asked.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// A running server, stopped with the test's process.
pub struct StaticSite {
    /// `http://127.0.0.1:PORT/SUBPATH/`.
    pub url: String,
    asked: Arc<Mutex<Vec<String>>>,
    down: Arc<AtomicBool>,
}

impl StaticSite {
    /// Serves `dir` under `/{subpath}/` (anything else is 404).
    pub fn serve(dir: &Path, subpath: &str) -> StaticSite {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/{subpath}/", listener.local_addr().unwrap());
        let asked = Arc::new(Mutex::new(Vec::new()));
        let down = Arc::new(AtomicBool::new(false));
        let (dir, prefix) = (dir.to_path_buf(), format!("/{subpath}/"));
        let (record, stopped) = (Arc::clone(&asked), Arc::clone(&down));
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (dir, prefix, record, stopped) =
                    (dir.clone(), prefix.clone(), Arc::clone(&record), Arc::clone(&stopped));
                std::thread::spawn(move || answer(stream, &dir, &prefix, &record, &stopped));
            }
        });
        StaticSite { url, asked, down }
    }

    /// From now on every request is recorded and its connection closed
    /// unanswered: the browser sees a network error.
    pub fn stop(&self) {
        self.down.store(true, Ordering::SeqCst);
    }

    /// Every path asked for so far.
    pub fn asked(&self) -> Vec<String> {
        self.asked.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

/// Answers the requests of one connection (kept alive), each a GET.
fn answer(stream: TcpStream, dir: &Path, prefix: &str, record: &Mutex<Vec<String>>, down: &AtomicBool) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut writer = stream;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            return;
        }
        // The headers, up to the blank line (a GET has no body).
        loop {
            let mut header = String::new();
            if reader.read_line(&mut header).unwrap_or(0) == 0 || header.trim().is_empty() {
                break;
            }
        }
        let target = line.split_whitespace().nth(1).unwrap_or("/").to_string();
        record.lock().unwrap_or_else(PoisonError::into_inner).push(target.clone());
        if down.load(Ordering::SeqCst) {
            return;
        }
        let path = target.split('?').next().unwrap_or("");
        let file: Option<PathBuf> = path.strip_prefix(prefix).and_then(|rest| {
            let name = if rest.is_empty() { "index.html" } else { rest };
            (!name.contains("..") && !name.contains('/')).then(|| dir.join(name))
        });
        let (status, kind, body) = match file.and_then(|f| std::fs::read(&f).ok().map(|b| (f, b))) {
            Some((f, body)) => ("200 OK", content_type(&f), body),
            None => ("404 Not Found", "text/plain", b"not found".to_vec()),
        };
        let head = format!("HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\r\n", body.len());
        if writer.write_all(head.as_bytes()).and_then(|()| writer.write_all(&body)).is_err() {
            return;
        }
    }
}

fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        _ => "application/octet-stream",
    }
}
