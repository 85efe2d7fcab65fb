//! Plain HTTP/1.1 requests, one connection a request.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

/// GET `path` from `address` on a new connection: the status and the body,
/// or what went wrong (for the load test, which counts failures).
pub fn get(address: &str, path: &str) -> Result<(u16, String), String> {
    request(address, "GET", path)
}

/// A request with `method` and no body for `path` from `address`, as [`get`].
pub fn request(address: &str, method: &str, path: &str) -> Result<(u16, String), String> {
    send(address, method, path, "")
}

/// A request with `method` and the JSON `body` for `path` from `address`,
/// as [`get`].
pub fn send(address: &str, method: &str, path: &str, body: &str) -> Result<(u16, String), String> {
    let mut stream = TcpStream::connect(address).map_err(|e| format!("connect: {e}"))?;
    let length = body.len();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\nConnection: close\r\n\r\n{body}"
    )
    .map_err(|e| e.to_string())?;
    read_response(BufReader::new(stream))
}

/// A response read from `reader`: its status and body. Interim responses
/// (1xx: `102 Processing`, which the server sends a client that shut its
/// sending side while its count runs) are skipped, as RFC 9110 §15.2 says
/// a client must; the body is read to its length when the header gives
/// one (a server may keep the connection open despite `Connection:
/// close`), else to the connection's end.
pub fn read_response(mut reader: impl BufRead) -> Result<(u16, String), String> {
    let (status, length) = loop {
        let (head, length) = read_head(&mut reader)?;
        let status: u16 = head.split(' ').nth(1).and_then(|s| s.parse().ok()).ok_or("no status")?;
        if !(100..200).contains(&status) {
            break (status, length);
        }
    };
    let mut body = Vec::new();
    match length {
        Some(length) => {
            body.resize(length, 0);
            reader.read_exact(&mut body).map_err(|e| format!("read: {e}"))?;
        }
        None => {
            reader.read_to_end(&mut body).map_err(|e| format!("read: {e}"))?;
        }
    }
    Ok((status, String::from_utf8_lossy(&body).into_owned()))
}

/// One response's head (its status line and header lines) and its
/// `Content-Length`, if given.
fn read_head(reader: &mut impl BufRead) -> Result<(String, Option<usize>), String> {
    let mut head = String::new();
    let mut length = None;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).map_err(|e| format!("read: {e}"))?;
        if line.is_empty() {
            return Err("no end of header".to_string());
        }
        if line == "\r\n" {
            return Ok((head, length));
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
        head.push_str(&line);
    }
}
