//! The live pad: a read-only view of the game for every phone at the table, served over
//! HTTP while the session lasts (`play --serve`, the REPL's `serve`).
//!
//! [`Live`] owns the server. It runs on threads of its own: one accepts connections and
//! one serves each, so a slow phone never holds up the table. The session
//! [`publish`](Live::publish)es the game after each accepted action, which only stores
//! the new state and hands it to each event stream's bounded queue without waiting; a
//! stream whose queue is full has fallen behind and is dropped (its page reconnects
//! and catches up). The page is the HTML export's (`export::html_sections`) with a
//! header for the turn under way, and its chart is drawn on request, on the viewer's
//! thread, never on the table's.
//!
//! This module sits beside `repl` and `cli`, reading the modules its row of
//! ARCHITECTURE.md's Layers table names (the engine, `clock`, `json`, `store`, `render`
//! and `export`); nothing below it knows it exists.

mod address;
mod http;
mod page;
mod token;

pub(crate) use http::Route;
pub(crate) use token::Token;

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use serde::Serialize;
use thiserror::Error;

use crate::clock::Stamp;
use crate::dice::Faces;
use crate::export::Export;
use crate::game::{Action, Game, State};
use crate::odds::Policy;
use crate::odds::win::Forecast;
use crate::rules::{Assessment, Points};
use crate::text;

/// Where the live pad listens unless told otherwise: this machine only, any free port.
pub(crate) const DEFAULT_ADDRESS: &str = "127.0.0.1:0";

/// The address to serve on: the one asked for, else the config file's `serve`, else
/// [`DEFAULT_ADDRESS`]. The one rule for `--serve` and the REPL's `serve`.
pub(crate) fn address_to_use<'a>(asked: Option<&'a str>, configured: Option<&'a str>) -> &'a str {
    asked.or(configured).unwrap_or(DEFAULT_ADDRESS)
}

/// Messages an event stream may have waiting before its viewer counts as stalled and
/// is dropped. A phone that keeps up has at most one or two.
pub(crate) const STREAM_QUEUE: usize = 32;

/// Connections served at once; more wait in the kernel's queue or are closed. Fifty
/// phones with a page load each fit well within it.
const MAX_CONNECTIONS: usize = 256;

/// How long a viewer may take to send its request or take a write.
const READ_TIMEOUT: Duration = Duration::from_secs(10);
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// A comment line on every quiet event stream this often, so that phones and routers
/// keep the connection open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// Why the live pad could not be opened.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The address is not `IP:PORT`.
    #[error("{}", text!("serve-bad-address", address = address.as_str()))]
    Address {
        /// As given.
        address: String,
    },
    /// The address could not be bound: the port is taken, or the address is not this
    /// machine's.
    #[error("{}", text!("serve-cannot-bind", address = address.as_str(), reason = crate::render::os_reason(source)))]
    Bind {
        /// As given.
        address: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// The system's random source failed, so no secret address could be made.
    #[error("{}", text!("serve-no-random", reason = reason.as_str()))]
    Random {
        /// What the system said.
        reason: String,
    },
    /// The system would not start a thread for the server.
    #[error("{}", text!("serve-no-thread", reason = crate::render::os_reason(source)))]
    Thread {
        /// What the system said.
        source: std::io::Error,
    },
}

/// The live pad while it runs. Dropping it closes the server: the session's end closes
/// it with everything else the session owns.
pub struct Live {
    url: String,
    bound: SocketAddr,
    hub: Arc<Hub>,
    accepting: Option<JoinHandle<()>>,
}

/// What the server threads share.
struct Hub {
    token: Token,
    table: Table,
    /// The game as last published, and its JSON.
    now: Mutex<Now>,
    /// The queue of each open event stream.
    streams: Mutex<Vec<SyncSender<Arc<str>>>>,
    /// The page's changing part for the version it was drawn for.
    pad: Mutex<Option<(u64, Arc<str>)>>,
    forecast: Forecast,
    connections: AtomicUsize,
    stopping: AtomicBool,
}

/// What stays the same while the session lasts.
struct Table {
    /// The best play under the rules, for the chart's chances: built from the scorer
    /// on the table's thread (a house rule's combinations live there), solved on the
    /// viewers' threads.
    policy: Policy,
    rules: Vec<String>,
    hooks: bool,
    started: Option<Stamp>,
}

/// The game at its latest version.
struct Now {
    version: u64,
    state: Arc<State>,
    last_throw: Option<LastThrow>,
    json: Arc<str>,
}

/// The last throw typed this turn or at the end of the last one, and what it offered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct LastThrow {
    /// Who threw.
    pub player: String,
    /// The faces, lowest first.
    pub dice: Vec<u8>,
    /// `scores`, `bust` or `flood`.
    pub result: &'static str,
    /// The most a keep from it scores (0 for a bust or Flood).
    pub best: Points,
}

/// The turn under way, as `state.json`'s `live.turn` gives it.
#[derive(Debug, Clone, Serialize)]
struct TurnNow<'a> {
    player: &'a str,
    total: Points,
    points: Points,
    in_hand: usize,
    /// The throw waiting for its keep, lowest first.
    throw: Option<Vec<u8>>,
}

/// `state.json`: the JSON export and what is happening now.
#[derive(Serialize)]
struct LiveState<'a> {
    #[serde(flatten)]
    export: &'a Export,
    live: LiveFacts<'a>,
}

#[derive(Serialize)]
struct LiveFacts<'a> {
    version: u64,
    turn: Option<TurnNow<'a>>,
    last_throw: Option<&'a LastThrow>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Live {
    /// Binds `address` (`IP:PORT`; port 0 for any free one) and draws the token,
    /// serving nothing yet ([`Listening::start`] serves): `play --serve` binds before
    /// it creates the save, so an address that cannot be used costs no empty game.
    pub fn listen(address: &str) -> Result<Listening, ServeError> {
        let wanted: SocketAddr = address.trim().parse().map_err(|_| ServeError::Address {
            address: address.to_owned(),
        })?;
        let token = Token::new().map_err(|e| ServeError::Random {
            reason: e.to_string(),
        })?;
        let listener = TcpListener::bind(wanted).map_err(|source| ServeError::Bind {
            address: address.to_owned(),
            source,
        })?;
        let bound = listener.local_addr().map_err(|source| ServeError::Bind {
            address: address.to_owned(),
            source,
        })?;
        Ok(Listening {
            listener,
            bound,
            token,
        })
    }

    /// The address to open: `http://HOST:PORT/TOKEN/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The version of the game last published: 0 at the start, one more for every
    /// accepted action.
    pub fn version(&self) -> u64 {
        lock(&self.hub.now).version
    }

    /// Shows the game as it stands now, if it changed since last published. Never
    /// waits on a viewer: each event stream gets the new state in its queue, and one
    /// whose queue is full is dropped.
    pub fn publish(&self, game: &Game) {
        // Held to the end, so a stream that subscribes meanwhile gets this version
        // once: either as its first message or from its queue.
        let mut now = lock(&self.hub.now);
        if *now.state == *game.state() {
            return;
        }
        *now = self.hub.now_of(game, now.version + 1);
        let mut streams = lock(&self.hub.streams);
        streams.retain(|stream| stream.try_send(Arc::clone(&now.json)).is_ok());
    }

    /// The URL as a QR code drawn with text, for a phone's camera, fitted to the
    /// screen's width (`render::table_width`): a code wrapped by the terminal cannot
    /// be scanned.
    pub fn qr_code(&self) -> Option<String> {
        qr_code(&self.url, usize::from(crate::render::table_width()))
    }
}

/// `url` as a QR code of at most `width` columns: with the standard quiet zone of four
/// modules when it fits, else with a border of two (phones still read it), else none
/// (the URL line stands on its own).
fn qr_code(url: &str, width: usize) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    // Drawn light on dark, as a camera expects on a dark terminal.
    let draw = |quiet_zone: bool| {
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(quiet_zone)
            .build()
    };
    let columns = |text: &str| text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let full = draw(true);
    if columns(&full) <= width {
        return Some(full);
    }
    let bare = draw(false);
    let side = "██";
    let inner = columns(&bare);
    if inner + 2 * side.chars().count() > width {
        return None;
    }
    let edge = "█".repeat(inner + 2 * side.chars().count());
    let mut out = edge.clone();
    for line in bare.lines() {
        out.push('\n');
        out.push_str(&format!("{side}{line}{side}"));
    }
    out.push('\n');
    out.push_str(&edge);
    Some(out)
}

impl Drop for Live {
    /// Closes the server: no new connections, every event stream ended.
    fn drop(&mut self) {
        self.hub.stopping.store(true, Ordering::SeqCst);
        lock(&self.hub.streams).clear();
        // The accepting thread waits in `accept`: a connection of our own wakes it.
        let mut wake = self.bound;
        if wake.ip().is_unspecified() {
            wake.set_ip(match wake {
                SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
                SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
            });
        }
        let woken = TcpStream::connect_timeout(&wake, Duration::from_secs(2)).is_ok();
        if let Some(accepting) = self.accepting.take()
            && woken
        {
            let _ = accepting.join();
        }
    }
}

impl Hub {
    /// `game` as version `version`, with its JSON.
    fn now_of(&self, game: &Game, version: u64) -> Now {
        let state = game.state();
        let last_throw = last_throw(game);
        let export = Export::new(state, &self.table.rules).with_started(self.table.started);
        let turn = state.turn().map(|turn| TurnNow {
            player: &state.players[turn.player].name,
            total: state.players[turn.player].total,
            points: turn.points,
            in_hand: turn.in_hand,
            throw: turn.throw.as_ref().map(|t| t.counts().faces().pips()),
        });
        let document = LiveState {
            export: &export,
            live: LiveFacts {
                version,
                turn,
                last_throw: last_throw.as_ref(),
            },
        };
        // Serialising plain data to a string cannot fail; an empty document would
        // only make the page wait for the next one.
        let json = crate::json::line(&document).unwrap_or_default();
        Now {
            version,
            state: Arc::new(state.clone()),
            last_throw,
            json: Arc::from(json.trim_end()),
        }
    }

    /// A new event stream's queue, holding the current state first. Taken under the
    /// same lock as publishing, so no version is missed or sent twice.
    fn subscribe(&self) -> Receiver<Arc<str>> {
        let (sender, receiver) = sync_channel(STREAM_QUEUE);
        let now = lock(&self.now);
        let _ = sender.try_send(Arc::clone(&now.json));
        lock(&self.streams).push(sender);
        drop(now);
        receiver
    }
}

/// The last throw typed, while its turn or the turn it ended is the latest: the
/// faces, who threw them, and what they offered.
fn last_throw(game: &Game) -> Option<LastThrow> {
    let state = game.state();
    let faces: &Faces = game
        .actions()
        .iter()
        .rev()
        .find_map(|action| match action {
            Action::Throw(faces) => Some(faces),
            _ => None,
        })?;
    // Thrown this turn, or else it ended the last one.
    let player = match state.turn() {
        Some(turn) if turn.throws > 0 => turn.player,
        _ => state.history.last()?.player,
    };
    let (result, best) = match game.scorer().assess(&faces.counts()) {
        Assessment::Bust => ("bust", 0),
        Assessment::Flood => ("flood", 0),
        Assessment::Scores { best, .. } => ("scores", best.points()),
    };
    Some(LastThrow {
        player: state.players.get(player)?.name.clone(),
        dice: faces.counts().faces().pips(),
        result,
        best,
    })
}

/// Accepts viewers until the server closes, each on a thread of its own.
fn accept(listener: &TcpListener, hub: &Arc<Hub>) {
    for stream in listener.incoming() {
        if hub.stopping.load(Ordering::SeqCst) {
            break;
        }
        let Ok(stream) = stream else {
            // Out of file descriptors, most likely: give the open ones time to close.
            thread::sleep(Duration::from_millis(50));
            continue;
        };
        if hub.connections.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            hub.connections.fetch_sub(1, Ordering::SeqCst);
            continue;
        }
        let viewer = Arc::clone(hub);
        let spawned = thread::Builder::new()
            .name("marbles-viewer".into())
            .spawn(move || {
                serve_one(stream, &viewer);
                viewer.connections.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            hub.connections.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Answers one request.
fn serve_one(mut stream: TcpStream, hub: &Hub) {
    let _ = stream.set_read_timeout(Some(READ_TIMEOUT));
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let asked = match http::read_head(&mut stream) {
        Ok(Some(head)) => http::route(&hub.token, &head),
        _ => http::route(&hub.token, b""),
    };
    let head_only = asked.head_only;
    let answered = match asked.route {
        Route::Events if !head_only => {
            events(&mut stream, hub);
            return;
        }
        Route::Events => stream.write_all(http::event_stream_head().as_bytes()),
        Route::Page => {
            let body = page::page(hub);
            http::respond(
                &mut stream,
                asked.route,
                "text/html; charset=utf-8",
                body.as_bytes(),
                head_only,
            )
        }
        Route::Pad => {
            let body = page::pad(hub);
            http::respond(
                &mut stream,
                asked.route,
                "text/html; charset=utf-8",
                body.as_bytes(),
                head_only,
            )
        }
        Route::State => {
            let json = Arc::clone(&lock(&hub.now).json);
            http::respond(
                &mut stream,
                asked.route,
                "application/json",
                json.as_bytes(),
                head_only,
            )
        }
        Route::Style => http::respond(
            &mut stream,
            asked.route,
            "text/css; charset=utf-8",
            page::style().as_bytes(),
            head_only,
        ),
        Route::Script => http::respond(
            &mut stream,
            asked.route,
            "text/javascript; charset=utf-8",
            page::SCRIPT.as_bytes(),
            head_only,
        ),
        Route::NotFound | Route::NotAllowed => {
            http::respond(&mut stream, asked.route, "", b"", false)
        }
    };
    if answered.is_ok() {
        // Read what the viewer still sends (a body nobody asked for) before closing,
        // so the close does not reset the connection under the answer.
        let _ = stream.shutdown(Shutdown::Write);
        let _ = std::io::copy(&mut (&mut stream).take(64 * 1024), &mut std::io::sink());
    }
}

/// An event stream: the state now, then each new one, and a comment line when quiet.
/// Ends when the viewer goes, falls behind (its queue is dropped), or the server closes.
fn events(stream: &mut TcpStream, hub: &Hub) {
    let queue = hub.subscribe();
    if stream
        .write_all(http::event_stream_head().as_bytes())
        .is_err()
    {
        return;
    }
    loop {
        let written = match queue.recv_timeout(KEEP_ALIVE) {
            Ok(json) => stream.write_all(http::event(&json).as_bytes()),
            Err(RecvTimeoutError::Timeout) => stream.write_all(b": keep-alive\n\n"),
            Err(RecvTimeoutError::Disconnected) => break,
        };
        if written.and_then(|()| stream.flush()).is_err() || hub.stopping.load(Ordering::SeqCst) {
            break;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// An address bound for the live pad, with its token, not serving yet ([`Live::listen`]).
pub struct Listening {
    listener: TcpListener,
    bound: SocketAddr,
    token: Token,
}

impl Listening {
    /// Starts serving `game`: the accepting thread, the page and the event streams;
    /// `started` is when the game began, for the page's first lines.
    pub fn start(self, game: &Game, started: Option<Stamp>) -> Result<Live, ServeError> {
        let Listening {
            listener,
            bound,
            token,
        } = self;
        let shown = address::shown(bound);
        let url = format!("http://{shown}/{token}/");
        let table = Table {
            policy: crate::store::with_cached_win_table(Policy::for_scorer(game.scorer())),
            rules: game.rules().names(),
            hooks: game.rules().has_hooks(),
            started,
        };
        let hub = Arc::new(Hub {
            token,
            now: Mutex::new(Now {
                version: 0,
                state: Arc::new(game.state().clone()),
                last_throw: None,
                json: Arc::from(""),
            }),
            streams: Mutex::new(Vec::new()),
            pad: Mutex::new(None),
            forecast: Forecast::new(),
            connections: AtomicUsize::new(0),
            stopping: AtomicBool::new(false),
            table,
        });
        *lock(&hub.now) = hub.now_of(game, 0);
        let accepting = {
            let hub = Arc::clone(&hub);
            thread::Builder::new()
                .name("marbles-live".into())
                .spawn(move || accept(&listener, &hub))
                .map_err(|source| ServeError::Thread { source })?
        };
        Ok(Live {
            url,
            bound,
            hub,
            accepting: Some(accepting),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "http://192.168.100.200:8080/0123456789abcdef0123456789abcdef/";

    fn widest(code: &str) -> usize {
        code.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    }

    #[test]
    fn the_qr_code_keeps_its_full_quiet_zone_where_it_fits() {
        let code = qr_code(URL, 200).expect("a code");
        assert!(widest(&code) > 40, "{code}");
    }

    #[test]
    fn on_a_40_column_phone_the_qr_code_fits_whole_or_is_left_out() {
        let code = qr_code(URL, 40).expect("a code with a narrow border");
        assert!(widest(&code) <= 40, "{code}");
        assert!(
            code.lines()
                .all(|l| l.starts_with("██") && l.ends_with("██"))
        );
        assert_eq!(
            qr_code(URL, 20),
            None,
            "a code that cannot fit is not drawn"
        );
    }
}
