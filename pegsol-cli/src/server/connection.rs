//! The server's connections: accepted, served by hyper with half-closed
//! clients answered, and watched so a request whose client has gone stops
//! its work.
//!
//! A client may shut its sending side once its request is sent (`nc -N`,
//! `shutdown(SHUT_WR)`) and still read the answer, so reading the end of
//! its stream does not mean it went away (hyper is told so: `half_close`).
//! Nor can TCP tell such a client from one that closed its socket (both
//! send the same FIN) until something is written to it: a closed socket
//! answers data with a reset. So while a request's work runs, [`Peer`]
//! looks at the socket every [`TICK`]: a reset or error means gone; the
//! sending side open means there; the sending side shut, once the work has
//! run [`PROBE_AFTER`], gets an interim `HTTP/1.1 102 Processing` (which a
//! client skips, as RFC 9110 §15.2 says it must), and another every
//! [`PROBE_EVERY`] while the work runs (the client may go later), and a
//! reset in answer means gone. A request answered sooner writes nothing
//! but its answer.

use std::future::Future;
use std::io;
use std::os::fd::{AsFd, AsRawFd, OwnedFd};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::http::{Request, Version};
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// How often a request's connection is looked at while its work runs.
pub const TICK: Duration = Duration::from_millis(50);

/// How long a request's work runs before a client that shut its sending
/// side is asked, by an interim response, whether it is still there.
pub const PROBE_AFTER: Duration = Duration::from_millis(200);

/// How often a half-closed client is asked again while the work runs.
pub const PROBE_EVERY: Duration = Duration::from_secs(1);

/// The interim response a half-closed client gets once its request has
/// run [`PROBE_AFTER`], and every [`PROBE_EVERY`] after (HTTP/1.1 only:
/// HTTP/1.0 has no 1xx responses).
pub const PROBE: &[u8] = b"HTTP/1.1 102 Processing\r\n\r\n";

/// Serves `app` on `listener` for ever: each connection on a task of its
/// own, its requests carrying its [`Peer`].
pub async fn serve(listener: TcpListener, app: Router) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of file descriptors, or the like: a moment's pause
            // rather than a busy loop (a connection refused already is
            // only skipped).
            Err(error) => {
                if !matches!(error.kind(), io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset) {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                continue;
            }
        };
        let out = Arc::new(Mutex::new(Out::default()));
        // A second descriptor of the socket, to look at it and probe it;
        // without one (none left), the request is watched by nothing.
        let peer = Arc::new(Peer { socket: stream.as_fd().try_clone_to_owned().ok(), out: Arc::clone(&out) });
        let router = TowerToHyperService::new(app.clone());
        let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
            request.extensions_mut().insert(Arc::clone(&peer));
            hyper::service::Service::call(&router, request)
        });
        tokio::spawn(async move {
            let io = TokioIo::new(Watched { stream, out });
            // An error is the client's (gone, or not HTTP): nothing to do.
            let _ = hyper::server::conn::http1::Builder::new().half_close(true).serve_connection(io, service).await;
        });
    }
}

/// What is written to a connection besides hyper's answers: whether hyper
/// has bytes not yet flushed (then nothing else may be written), and the
/// part of a probe not yet written (written before hyper's next bytes).
#[derive(Default)]
struct Out {
    unflushed: bool,
    probe: Vec<u8>,
}

fn lock(out: &Mutex<Out>) -> MutexGuard<'_, Out> {
    out.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One client's connection as its requests see it.
pub struct Peer {
    socket: Option<OwnedFd>,
    out: Arc<Mutex<Out>>,
}

/// How a connection looks.
#[derive(Debug, PartialEq)]
enum Seen {
    /// Reset, or shut both ways: the client has gone.
    Gone,
    /// The client's sending side is open.
    There,
    /// The client's sending side is shut: gone, or waiting for its answer.
    HalfClosed,
}

impl Peer {
    /// Waits for `work`, setting `stop` once the client has gone (see the
    /// module's doc); `version` is the request's, which says whether a
    /// probe may be sent.
    pub async fn watch<T>(&self, work: impl Future<Output = T>, stop: &AtomicBool, version: Version) -> T {
        let began = Instant::now();
        // When the next probe is due, if one may be sent.
        let mut probe = (version == Version::HTTP_11).then_some(PROBE_AFTER);
        tokio::pin!(work);
        loop {
            tokio::select! {
                done = &mut work => return done,
                () = tokio::time::sleep(TICK) => {}
            }
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            match self.look() {
                Seen::Gone => stop.store(true, Ordering::Relaxed),
                Seen::There => {}
                Seen::HalfClosed => match probe {
                    Some(due) if began.elapsed() >= due => match self.probe() {
                        Ok(true) => probe = Some(began.elapsed() + PROBE_EVERY),
                        Ok(false) => {}
                        Err(_) => stop.store(true, Ordering::Relaxed),
                    },
                    _ => {}
                },
            }
        }
    }

    /// The socket's state, without reading from it.
    fn look(&self) -> Seen {
        let Some(socket) = &self.socket else { return Seen::There };
        let mut poll = libc::pollfd { fd: socket.as_raw_fd(), events: libc::POLLRDHUP, revents: 0 };
        // SAFETY: one valid pollfd, a descriptor this peer owns, no wait.
        let ready = unsafe { libc::poll(&mut poll, 1, 0) };
        if ready < 0 {
            Seen::There
        } else if poll.revents & (libc::POLLERR | libc::POLLHUP | libc::POLLNVAL) != 0 {
            Seen::Gone
        } else if poll.revents & libc::POLLRDHUP != 0 {
            Seen::HalfClosed
        } else {
            Seen::There
        }
    }

    /// Writes [`PROBE`], unless hyper has bytes not yet flushed, or a
    /// probe is not all written yet (then `Ok(false)`: not now); what the
    /// socket does not take now goes before hyper's next bytes. An error:
    /// the client has gone.
    fn probe(&self) -> io::Result<bool> {
        let Some(socket) = &self.socket else { return Ok(true) };
        let mut out = lock(&self.out);
        if out.unflushed || !out.probe.is_empty() {
            return Ok(false);
        }
        // SAFETY: a valid buffer and its length, a descriptor this peer
        // owns; no signal on a broken connection.
        let sent = unsafe {
            libc::send(socket.as_raw_fd(), PROBE.as_ptr().cast(), PROBE.len(), libc::MSG_DONTWAIT | libc::MSG_NOSIGNAL)
        };
        let sent = match usize::try_from(sent) {
            Ok(sent) => sent,
            Err(_) => {
                let error = io::Error::last_os_error();
                if error.kind() != io::ErrorKind::WouldBlock {
                    return Err(error);
                }
                0
            }
        };
        out.probe = PROBE[sent..].to_vec();
        Ok(true)
    }
}

/// A connection's stream as hyper reads and writes it: writes are noted
/// as unflushed until flushed, and a probe's rest goes first.
struct Watched {
    stream: TcpStream,
    out: Arc<Mutex<Out>>,
}

impl Watched {
    /// Writes the probe's rest, if any; `Pending` until it is written.
    fn poll_probe(&mut self, cx: &mut Context<'_>, out: &mut Out) -> Poll<io::Result<()>> {
        while !out.probe.is_empty() {
            match Pin::new(&mut self.stream).poll_write(cx, &out.probe) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => drop(out.probe.drain(..n)),
                Poll::Ready(Err(error)) => return Poll::Ready(Err(error)),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncRead for Watched {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Watched {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let out = Arc::clone(&this.out);
        let mut out = lock(&out);
        out.unflushed = true;
        std::task::ready!(this.poll_probe(cx, &mut out))?;
        Pin::new(&mut this.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let out = Arc::clone(&this.out);
        let mut out = lock(&out);
        out.unflushed = true;
        std::task::ready!(this.poll_probe(cx, &mut out))?;
        Pin::new(&mut this.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let out = Arc::clone(&this.out);
        let mut out = lock(&out);
        std::task::ready!(this.poll_probe(cx, &mut out))?;
        let flushed = Pin::new(&mut this.stream).poll_flush(cx);
        if let Poll::Ready(Ok(())) = flushed {
            out.unflushed = false;
        }
        flushed
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}
