//! A plain HTTP/1.1 GET, one connection a request.

use std::io::{Read, Write};
use std::net::TcpStream;

/// GET `path` from `address` on a new connection: the status and the body,
/// or what went wrong (for the load test, which counts failures).
pub fn get(address: &str, path: &str) -> Result<(u16, String), String> {
    request(address, "GET", path)
}

/// A request with `method` and no body for `path` from `address`, as [`get`].
pub fn request(address: &str, method: &str, path: &str) -> Result<(u16, String), String> {
    let mut stream = TcpStream::connect(address).map_err(|e| format!("connect: {e}"))?;
    write!(stream, "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        .map_err(|e| e.to_string())?;
    let mut response = String::new();
    stream.read_to_string(&mut response).map_err(|e| format!("read: {e}"))?;
    let (head, body) = response.split_once("\r\n\r\n").ok_or("no end of header")?;
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).ok_or("no status")?;
    Ok((status, body.to_string()))
}
